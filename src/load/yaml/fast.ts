// The fast YAML path: a hand-written parser for the YAML that Kubernetes manifests and CRDs are made of
// (block and flow collections, plain, quoted and block scalars, comments, `---`/`...`). It builds the
// same tree as parseFull (full.ts) and bails (returns undefined) on anything else: anchors, aliases,
// tags, directives, explicit keys, merge keys, duplicate keys, and whatever `yaml` would report as an
// error. Nesting is kept on explicit stacks, so depth costs heap, never call stack; every scan moves
// forward, so time is linear in the text. Nesting deeper than MAX_DEPTH bails too: the full path reports it.

import { firstDisallowed, hasUnusualCharacters } from './chars.js';
import { MAX_DEPTH } from './node.js';
import type { MapEntry, ScalarNode, YamlDocument, YamlNode } from './node.js';
import { plainJsonKey, resolvePlain, ScalarError } from './scalar.js';
import {
  Bail,
  bail,
  COLON,
  COMMA,
  CR,
  DASH,
  DQUOTE,
  GT,
  HASH,
  hasNewline,
  isBlank,
  isDocumentMarker,
  isFlowIndicator,
  isLineEnd,
  lastScalarMaySpanLines,
  LBRACE,
  LBRACKET,
  LF,
  nextLineStart,
  PIPE,
  QUESTION,
  quotedText,
  RBRACE,
  RBRACKET,
  scanBlockScalar,
  scanPlain,
  scanQuoted,
  skipInlineSpace,
  SPACE,
  SQUOTE,
  TAB,
  unfoldLines,
} from './fast-scan.js';

/**
 * The documents of `text`, with offsets shifted by `base`; undefined where the full path must decide.
 * `plainCharacters`: the caller found no unusual character in the text (hasUnusualCharacters).
 */
export function parseFast(text: string, base = 0, plainCharacters = false): YamlDocument[] | undefined {
  try {
    const docs = new FastParser(text, plainCharacters).documents();
    if (base !== 0) for (const doc of docs) shiftDocument(doc, base);
    return docs;
  } catch {
    // A bail, or a bug here: either way the full parser decides, so a bug costs speed, never correctness.
    return undefined;
  }
}

/** Why parseFast refuses `text`, or undefined when it accepts it: for tests and bail-rate measurements. */
export function fastBailReason(text: string): string | undefined {
  try {
    new FastParser(text).documents();
    return undefined;
  } catch (e) {
    if (e instanceof Bail) return e.message;
    throw e;
  }
}

// yaml reports an implicit key whose `:` is more than 1024 characters after its start.
const MAX_KEY_SPAN = 1024;
// Maps bigger than this look keys up in a set, so that duplicate detection stays linear.
const KEY_SET_THRESHOLD = 8;

/** A collection under construction, block or flow. */
class MapFrame {
  readonly isMap = true;
  readonly entries: MapEntry[] = [];
  private keys: Set<string> | undefined;
  /** The key waiting for its value. */
  key: string | undefined;
  keyStart = 0;
  keyEnd = 0;
  /** Where yaml places the empty value of the waiting key: after its `:` and the spaces that follow. */
  emptyAt = 0;
  /** Flow only: an entry is complete and a `,` or the closing bracket must come next. */
  complete = false;

  constructor(
    readonly indent: number,
    readonly start: number,
  ) {}

  get waiting(): boolean {
    return this.key !== undefined;
  }

  setKey(text: string, start: number, end: number, plain: boolean): void {
    if (plain && text === '<<') bail('merge key');
    const key = jsonKey(text, plain);
    if (this.has(key)) bail('duplicate key');
    this.key = key;
    this.keyStart = start;
    this.keyEnd = end;
  }

  add(value: YamlNode): void {
    const key = this.key ?? bail('value without a key');
    this.entries.push({ key, keyStart: this.keyStart, keyEnd: this.keyEnd, value });
    this.keys?.add(key);
    this.key = undefined;
    this.complete = true;
  }

  node(end: number): YamlNode {
    return { kind: 'map', entries: this.entries, start: this.start, end };
  }

  private has(key: string): boolean {
    if (this.keys !== undefined) return this.keys.has(key);
    const entries = this.entries;
    for (let i = 0; i < entries.length; ++i) if (entries[i]?.key === key) return true;
    if (entries.length >= KEY_SET_THRESHOLD) this.keys = new Set(entries.map((e) => e.key));
    return false;
  }
}

class SeqFrame {
  readonly isMap = false;
  readonly items: YamlNode[] = [];
  /** Block only: a `-` waits for its item. */
  waiting = false;
  emptyAt = 0;
  complete = false;

  constructor(
    readonly indent: number,
    readonly start: number,
  ) {}

  add(value: YamlNode): void {
    this.items.push(value);
    this.waiting = false;
    this.complete = true;
  }

  node(end: number): YamlNode {
    return { kind: 'seq', items: this.items, start: this.start, end };
  }
}

type Frame = MapFrame | SeqFrame;

function scalar(text: string, plain: boolean, start: number, end: number): ScalarNode {
  const value = plain ? resolvePlain(text) : text;
  // JSON has no NaN or infinity: the full path reports them.
  if (typeof value === 'number' && !Number.isFinite(value)) bail('non-finite number');
  return { kind: 'scalar', value, text, start, end };
}

function emptyScalar(at: number): ScalarNode {
  return { kind: 'scalar', value: null, text: '', start: at, end: at };
}

/** The JSON key of a key scalar: a plain one is resolved and converted (`yes` is "true"). */
function jsonKey(text: string, plain: boolean): string {
  if (!plain) return text;
  try {
    return plainJsonKey(text);
  } catch (e) {
    if (e instanceof ScalarError) bail('key JSON cannot hold');
    throw e;
  }
}

/** Where a node starts in block context, which decides what it may be. */
const AT_LINE_START = 0;
const AFTER_DASH = 1;
const AFTER_KEY = 2;
type Place = typeof AT_LINE_START | typeof AFTER_DASH | typeof AFTER_KEY;
/** Returned where a line holds no further node. */
const LINE_DONE = -1;

/** Refuses what may not start a plain scalar, or starts something the fast path does not handle. */
function checkPlainStart(s: string, i: number, inFlow: boolean): void {
  const c = s.charCodeAt(i);
  switch (c) {
    case 0x21: // ! tag
    case 0x26: // & anchor
    case 0x2a: // * alias
    case 0x25: // % directive or reserved
    case 0x40: // @ reserved
    case 0x60: // ` reserved
    case HASH:
    case PIPE:
    case GT:
    case COMMA:
    case LBRACKET:
    case RBRACKET:
    case LBRACE:
    case RBRACE:
      bail(`a node starting with ${s[i] ?? ''}`);
      break;
    case DASH:
    case QUESTION:
    case COLON: {
      const next = s.charCodeAt(i + 1);
      // In a flow collection goyaml takes `?` and `:` as indicators whatever follows them.
      if (isBlank(next) || (inFlow && (c !== DASH || isFlowIndicator(next)))) bail(`indicator ${s[i] ?? ''}`);
    }
  }
}

/** A `:` that is a mapping value indicator in block context. */
function isBlockColon(s: string, i: number): boolean {
  return s.charCodeAt(i) === COLON && isBlank(s.charCodeAt(i + 1));
}

class FastParser {
  /** Start of the next line to parse in block context. */
  private pos = 0;
  /** Start of the line being parsed. */
  private lineStart = 0;
  private readonly frames: Frame[] = [];
  private root: YamlNode | null = null;

  constructor(
    private readonly s: string,
    private readonly plainCharacters = false,
  ) {}

  documents(): YamlDocument[] {
    const s = this.s;
    if (!this.plainCharacters) checkCharacters(s);
    const docs: YamlDocument[] = [];
    let open = false;
    // After `...`, goyaml wants `---` before the next document.
    let ended = false;
    let emptyStart = 0;
    while (this.pos < s.length) {
      const p = this.pos;
      if (isDocumentMarker(s, p)) {
        const isStart = s.charCodeAt(p) === DASH;
        if (open) docs.push(this.document(docs.length, emptyStart));
        else if (!isStart) bail('document end marker without a document');
        open = isStart;
        ended = !isStart;
        emptyStart = skipInlineSpace(s, p + 3);
        this.pos = this.lineEnd(emptyStart);
      } else if (open) {
        this.block();
      } else {
        let q = p;
        while (s.charCodeAt(q) === SPACE) q += 1;
        const c = s.charCodeAt(q);
        if (c === TAB) bail('tab at the start of a line');
        if (isLineEnd(c) || c === HASH) this.pos = nextLineStart(s, q);
        else if (q === p && c === 0x25) bail('directive');
        else if (ended) bail('document after ... without ---');
        else open = true;
      }
    }
    if (open) docs.push(this.document(docs.length, emptyStart));
    return docs;
  }

  private document(index: number, emptyStart: number): YamlDocument {
    const root = this.root;
    this.root = null;
    return { index, start: root === null ? emptyStart : root.start, root, errors: [] };
  }

  /** Parses the lines of one document up to a document marker or the end of the text. */
  private block(): void {
    const s = this.s;
    while (this.pos < s.length && !isDocumentMarker(s, this.pos)) {
      const ls = this.pos;
      let p = ls;
      while (s.charCodeAt(p) === SPACE) p += 1;
      const c = s.charCodeAt(p);
      // goyaml takes a tab where a line's next token may start as the token itself: an error.
      if (c === TAB) bail('tab at the start of a line');
      if (isLineEnd(c) || c === HASH) {
        this.pos = nextLineStart(s, p);
        continue;
      }
      this.lineStart = ls;
      this.line(p, p - ls);
    }
    while (this.frames.length > 0) this.closeFrame();
  }

  /**
   * A line whose content starts at `p`, in column `col`. Nodes that follow a `- ` or a `key: ` on the
   * same line are parsed in this loop rather than by nested calls, so that `- - - …` costs no stack.
   */
  private line(p: number, col: number): void {
    let next = this.lineStartNode(p, col);
    while (next !== LINE_DONE) {
      const top = this.frames[this.frames.length - 1] ?? bail('no collection for a node');
      next = this.node(next, next - this.lineStart, top.indent, top.isMap ? AFTER_KEY : AFTER_DASH);
    }
  }

  /** The first node of a line: closes the collections it leaves, continues or opens the one it is in. */
  private lineStartNode(p: number, col: number): number {
    const frames = this.frames;
    let top = frames[frames.length - 1];
    while (top !== undefined && top.indent > col) {
      this.closeFrame();
      top = frames[frames.length - 1];
    }
    for (;;) {
      if (top === undefined) {
        if (this.root !== null) bail('content after the document root');
        return this.node(p, col, -1, AT_LINE_START);
      }
      if (top.indent < col) {
        if (!top.waiting) bail('unexpected indentation');
        return this.node(p, col, top.indent, AT_LINE_START);
      }
      const dash = this.s.charCodeAt(p) === DASH && isBlank(this.s.charCodeAt(p + 1));
      if (!top.isMap) {
        if (dash) return this.seqItem(top, p);
        // A sequence may sit at the indentation of the key it belongs to; it ends at the next key.
        this.closeFrame();
        top = frames[frames.length - 1];
        continue;
      }
      if (dash) {
        if (!top.waiting) bail('sequence item where a mapping key belongs');
        const seq = new SeqFrame(col, p);
        this.open(seq);
        return this.seqItem(seq, p);
      }
      if (top.waiting) top.add(emptyScalar(top.emptyAt));
      return this.mapKey(top, p);
    }
  }

  /** A `-` at `dash` starting the next item of `seq`; where the item starts on this line, if it does. */
  private seqItem(seq: SeqFrame, dash: number): number {
    const s = this.s;
    if (seq.waiting) seq.add(emptyScalar(seq.emptyAt));
    let q = dash + 1;
    while (s.charCodeAt(q) === SPACE) q += 1;
    if (s.charCodeAt(q) === TAB) bail('tab after a sequence indicator');
    seq.waiting = true;
    seq.emptyAt = q;
    return this.restOfLine(q);
  }

  /** A key at `p` continuing `map` in its column; where its value starts on this line, if it does. */
  private mapKey(map: MapFrame, p: number): number {
    const s = this.s;
    const c = s.charCodeAt(p);
    const quoted = c === DQUOTE || c === SQUOTE;
    if (!quoted) checkPlainStart(s, p, false);
    const end = quoted ? scanQuoted(s, p, map.indent + 1) : scanPlain(s, p, false, map.indent + 1);
    const colon = skipInlineSpace(s, end);
    if (!isBlockColon(s, colon)) bail('mapping entry without a key');
    return this.key(map, p, end, colon, !quoted);
  }

  /** Records the key `s[start, end)` whose `:` is at `colon`; where its value starts on this line, if it does. */
  private key(map: MapFrame, start: number, end: number, colon: number, plain: boolean): number {
    const s = this.s;
    if (colon - start > MAX_KEY_SPAN) bail('key longer than 1024 characters');
    const maySpanLines = lastScalarMaySpanLines();
    if (maySpanLines && hasNewline(s, start, end)) bail('multi-line key');
    map.setKey(plain ? s.slice(start, end) : quotedText(s, start, end, false), start, end, plain);
    const q = skipInlineSpace(s, colon + 1);
    map.emptyAt = q;
    return this.restOfLine(q);
  }

  /** After an indicator and its spaces: LINE_DONE when only a comment follows, else `q`. */
  private restOfLine(q: number): number {
    const c = this.s.charCodeAt(q);
    if (!isLineEnd(c) && c !== HASH) return q;
    this.pos = nextLineStart(this.s, q);
    return LINE_DONE;
  }

  /**
   * The node starting at `p` (column `col`) in block context, as the item or value waiting in the top
   * frame, or as the document root when there is no frame; `parentIndent` is that frame's indentation.
   * Returns where a further node starts on this line (after a `- ` or `key: `), or LINE_DONE.
   */
  private node(p: number, col: number, parentIndent: number, place: Place): number {
    const s = this.s;
    const c = s.charCodeAt(p);
    const indentNext = parentIndent + 1;
    if (c === DASH && isBlank(s.charCodeAt(p + 1))) {
      if (place === AFTER_KEY) bail('block sequence on the line of its key');
      const seq = new SeqFrame(col, p);
      this.open(seq);
      return this.seqItem(seq, p);
    }
    if (c === LBRACKET || c === LBRACE) {
      const value = this.flow(p, indentNext);
      const after = skipInlineSpace(s, value.end);
      if (s.charCodeAt(after) === COLON) bail('flow collection as a key');
      this.deliver(value);
      this.pos = this.lineEnd(after);
      return LINE_DONE;
    }
    if (c === PIPE || c === GT) {
      if (place === AT_LINE_START) bail('block scalar at the start of a line');
      const block = scanBlockScalar(s, p, parentIndent);
      this.deliver(scalar(block.text, false, p, block.contentEnd));
      this.pos = block.end;
      return LINE_DONE;
    }
    const quoted = c === DQUOTE || c === SQUOTE;
    if (!quoted) checkPlainStart(s, p, false);
    const end = quoted ? scanQuoted(s, p, indentNext) : scanPlain(s, p, false, indentNext);
    const after = skipInlineSpace(s, end);
    if (isBlockColon(s, after)) {
      if (place === AFTER_KEY) bail('mapping on the line of its key');
      const map = new MapFrame(col, p);
      this.open(map);
      return this.key(map, p, end, after, !quoted);
    }
    const maySpanLines = lastScalarMaySpanLines();
    const text = quoted ? quotedText(s, p, end, maySpanLines) : unfoldLines(s, p, end, maySpanLines);
    this.deliver(scalar(text, !quoted, p, end));
    this.pos = this.lineEnd(after);
    return LINE_DONE;
  }

  /** A block collection starts inside the open ones. */
  private open(frame: Frame): void {
    this.frames.push(frame);
    checkDepth(this.frames.length);
  }

  /** Gives a finished node to the top frame, or makes it the document root. */
  private deliver(node: YamlNode): void {
    const top = this.frames[this.frames.length - 1];
    if (top === undefined) this.root = node;
    else top.add(node);
  }

  /** A block collection ends where its last item ends. */
  private closeFrame(): void {
    const frame = this.frames.pop() ?? bail('no collection to close');
    if (frame.waiting) frame.add(emptyScalar(frame.emptyAt));
    const last = frame.isMap
      ? frame.entries[frame.entries.length - 1]?.value
      : frame.items[frame.items.length - 1];
    this.deliver(frame.node(last?.end ?? frame.start));
  }

  /** After a node at `i` (spaces skipped), only a comment may follow on its line; the next line's start. */
  private lineEnd(i: number): number {
    const s = this.s;
    const c = s.charCodeAt(i);
    if (isLineEnd(c)) return nextLineStart(s, i);
    const before = s.charCodeAt(i - 1);
    if (c === HASH && (before === SPACE || before === TAB)) return nextLineStart(s, i);
    return bail('unexpected text after a node');
  }

  /** The flow collection opening at `open`; its continuation lines need `indentNext` spaces. */
  private flow(open: number, indentNext: number): YamlNode {
    const s = this.s;
    const stack: Frame[] = [];
    let frame: Frame = s.charCodeAt(open) === LBRACE ? new MapFrame(0, open) : new SeqFrame(0, open);
    checkDepth(this.frames.length + 1);
    let i = open + 1;
    for (;;) {
      i = this.flowSpace(i, indentNext, stack.length === 0, frame.isMap && frame.complete);
      const c = s.charCodeAt(i);
      if (Number.isNaN(c)) bail('unterminated flow collection');
      if (c === RBRACKET || c === RBRACE) {
        if ((c === RBRACE) !== frame.isMap || frame.waiting) bail('unexpected closing bracket');
        const node = frame.node(i + 1);
        const parent = stack.pop();
        if (parent === undefined) return node;
        frame = parent;
        frame.add(node);
        i += 1;
      } else if (frame.complete) {
        if (c !== COMMA) bail('expected , in a flow collection');
        frame.complete = false;
        i += 1;
      } else if (c === LBRACKET || c === LBRACE) {
        if (frame.isMap && !frame.waiting) bail('flow collection as a key');
        stack.push(frame);
        frame = c === LBRACE ? new MapFrame(0, i) : new SeqFrame(0, i);
        checkDepth(this.frames.length + stack.length + 1);
        i += 1;
      } else {
        i = this.flowScalar(frame, i, indentNext);
      }
    }
  }

  /** A scalar at `i` in a flow collection: a key of a flow mapping with its `:`, or a value. */
  private flowScalar(frame: Frame, i: number, indentNext: number): number {
    const s = this.s;
    const c = s.charCodeAt(i);
    const quoted = c === DQUOTE || c === SQUOTE;
    if (!quoted) checkPlainStart(s, i, true);
    const end = quoted ? scanQuoted(s, i, indentNext) : scanPlain(s, i, true, indentNext);
    const maySpanLines = lastScalarMaySpanLines();
    const text = quoted ? quotedText(s, i, end, maySpanLines) : unfoldLines(s, i, end, maySpanLines);
    if (!frame.isMap || frame.waiting) {
      frame.add(scalar(text, !quoted, i, end));
      return end;
    }
    if (maySpanLines && hasNewline(s, i, end)) bail('multi-line flow key');
    const colon = skipInlineSpace(s, end);
    // After a quoted key any `:` is the indicator; after a plain one it needs white space or a flow indicator.
    const next = s.charCodeAt(colon + 1);
    if (s.charCodeAt(colon) !== COLON || (!quoted && !isBlank(next) && !isFlowIndicator(next))) {
      bail('flow mapping entry without a value');
    }
    frame.setKey(text, i, end, !quoted);
    return colon + 1;
  }

  /**
   * Skips white space, line breaks and comments inside a flow collection, refusing lines that yaml's
   * lexer would end the collection at: less indented than `indentNext` (a closing bracket of the
   * outermost collection may sit one column left of that), or a document marker. After a flow mapping
   * value, yaml gives the first line break to the value, so a comment opening the next line has no
   * white space before it: an error.
   */
  private flowSpace(i: number, indentNext: number, outermost: boolean, afterMapValue: boolean): number {
    const s = this.s;
    let firstBreak = afterMapValue;
    for (;;) {
      const c = s.charCodeAt(i);
      if (c === SPACE || c === TAB) {
        i += 1;
      } else if (c === LF || c === CR) {
        i = nextLineStart(s, i);
        if (firstBreak && s.charCodeAt(i) === HASH) bail('comment right after a flow mapping value');
        firstBreak = false;
        const ls = i;
        while (s.charCodeAt(i) === SPACE) i += 1;
        const indent = i - ls;
        i = skipInlineSpace(s, i);
        const first = s.charCodeAt(i);
        if (first === LF || first === CR || first === HASH || Number.isNaN(first)) continue;
        const closing = first === RBRACKET || first === RBRACE;
        if (indent < indentNext && !(outermost && closing && indent === indentNext - 1)) {
          bail('flow collection line not indented enough');
        }
        if (indent === 0 && isDocumentMarker(s, i)) bail('document marker in a flow collection');
      } else if (c === HASH) {
        const before = s.charCodeAt(i - 1);
        if (before !== SPACE && before !== TAB && before !== LF)
          bail('comment without white space before it');
        i = s.indexOf('\n', i);
        if (i === -1) bail('unterminated flow collection');
      } else {
        return i;
      }
    }
  }
}

function checkDepth(depth: number): void {
  if (depth > MAX_DEPTH) bail(`nesting deeper than ${MAX_DEPTH} levels`);
}

/**
 * Refuses texts with a byte-order mark, a line break other than LF and CRLF, or a character goyaml
 * refuses: the full path reads them.
 */
function checkCharacters(text: string): void {
  if (!hasUnusualCharacters(text)) return;
  if (text.includes('\uFEFF')) bail('byte-order mark');
  if (firstDisallowed(text) !== -1) bail('control character');
  bail('line break other than LF and CRLF');
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** Moves a document parsed from a slice of a file to the slice's offset in the file (no node is shared). */
function shiftDocument(doc: YamlDocument, base: number): void {
  (doc as Mutable<YamlDocument>).start += base;
  const stack: YamlNode[] = doc.root ? [doc.root] : [];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    const n = node as Mutable<YamlNode>;
    n.start += base;
    n.end += base;
    if (node.kind === 'seq') stack.push(...node.items);
    else if (node.kind === 'map') {
      for (const e of node.entries) {
        const m = e as Mutable<MapEntry>;
        m.keyStart += base;
        m.keyEnd += base;
        stack.push(e.value);
      }
    }
  }
}
