// Character-level half of the fast YAML path: where a scalar ends and what string it denotes, computed
// exactly as the `yaml` library's lexer (parse/lexer.js) and composer (compose/resolve-flow-scalar.js,
// compose/resolve-block-scalar.js) compute them, so that parseFast and parseFull agree to the character.
// Whatever `yaml` would report as an error, or whatever is not certain here, throws a Bail.

/** Thrown when the fast path will not decide a text; the caller then uses the full parser. */
export class Bail extends Error {}

export function bail(reason: string): never {
  throw new Bail(reason);
}

export const TAB = 9;
export const LF = 10;
export const CR = 13;
export const SPACE = 32;
export const DQUOTE = 34;
export const HASH = 35;
export const SQUOTE = 39;
export const COMMA = 44;
export const DASH = 45;
const DOT = 46;
export const COLON = 58;
export const GT = 62;
export const QUESTION = 63;
export const LBRACKET = 91;
const BACKSLASH = 92;
export const RBRACKET = 93;
export const LBRACE = 123;
export const PIPE = 124;
export const RBRACE = 125;

/** yaml's `isEmpty`: a character that ends a token; past the end of the text (NaN) counts. */
export function isBlank(c: number): boolean {
  return c === SPACE || c === LF || c === TAB || c === CR || Number.isNaN(c);
}

export function isFlowIndicator(c: number): boolean {
  return c === COMMA || c === LBRACKET || c === RBRACKET || c === LBRACE || c === RBRACE;
}

/** End of a line: line feed, the CR of CRLF (lone CRs are refused up front) or the end of the text. */
export function isLineEnd(c: number): boolean {
  return c === LF || c === CR || Number.isNaN(c);
}

export function skipInlineSpace(s: string, i: number): number {
  let c = s.charCodeAt(i);
  while (c === SPACE || c === TAB) c = s.charCodeAt(++i);
  return i;
}

/** Start of the line after the one holding `i` (the text length on the last line). */
export function nextLineStart(s: string, i: number): number {
  const nl = s.indexOf('\n', i);
  return nl === -1 ? s.length : nl + 1;
}

/** Whether `s[start, end)` holds a line feed; a bounded loop, as indexOf would run on to the line's end. */
export function hasNewline(s: string, start: number, end: number): boolean {
  return newlineIn(s, start, end) !== -1;
}

function newlineIn(s: string, start: number, end: number): number {
  for (let i = start; i < end; ++i) if (s.charCodeAt(i) === LF) return i;
  return -1;
}

/** `---` or `...` followed by white space: a document marker when it starts a line. */
export function isDocumentMarker(s: string, i: number): boolean {
  const c = s.charCodeAt(i);
  if (c !== DASH && c !== DOT) return false;
  return s.charCodeAt(i + 1) === c && s.charCodeAt(i + 2) === c && isBlank(s.charCodeAt(i + 3));
}

/**
 * yaml's `continueScalar`: whether the line starting at `offset` continues a multi-line scalar whose
 * continuation lines need `indentNext` spaces; the offset to resume scanning at, or -1.
 */
function continueScalar(s: string, offset: number, indentNext: number): number {
  if (indentNext <= 0) return isDocumentMarker(s, offset) ? -1 : offset;
  let content = offset;
  while (s.charCodeAt(content) === SPACE) content += 1;
  return continueIndented(s, offset, content, indentNext);
}

/** continueScalar with `indentNext` above 0, for a caller that found the line's first non-space, `content`. */
function continueIndented(s: string, offset: number, content: number, indentNext: number): number {
  const c = s.charCodeAt(content);
  if (c === CR && s.charCodeAt(content + 1) === LF) return content + 1;
  return c === LF || content - offset >= indentNext ? content : -1;
}

/**
 * False when the scalar that scanPlain or scanQuoted found last holds no line break. Kept here rather
 * than returned, to spare an object per scalar: read right after the scan, it spares the scalar's text
 * a second look for line breaks (the key check, unfolding).
 */
let maySpanLines = true;

export function lastScalarMaySpanLines(): boolean {
  return maySpanLines;
}

/** Where a plain scalar starting at `start` ends (exclusive), as yaml's `parsePlainScalar` finds it. */
export function scanPlain(s: string, start: number, inFlow: boolean, indentNext: number): number {
  maySpanLines = false;
  let end = start - 1;
  let i = start - 1;
  for (;;) {
    const ch = s.charCodeAt(++i);
    if (Number.isNaN(ch)) break;
    if (ch === COLON) {
      // goyaml ends a plain scalar at a `:` before white space only, in flow collections too.
      if (isBlank(s.charCodeAt(i + 1))) break;
      end = i;
    } else if (inFlow && ch === QUESTION) {
      bail('? in a plain scalar in a flow collection');
    } else if (ch === SPACE || ch === TAB || ch === LF || ch === CR) {
      let c = ch;
      let next = s.charCodeAt(i + 1);
      if (c === CR) {
        i += 1;
        c = LF;
        next = s.charCodeAt(i + 1);
      }
      if (next === HASH || (inFlow && isFlowIndicator(next))) break;
      if (inFlow && next === QUESTION) bail('? in a plain scalar in a flow collection');
      if (c === LF) {
        // goyaml refuses a tab in the indentation of the line after a break in a plain scalar.
        let k = i + 1;
        while (s.charCodeAt(k) === SPACE) k += 1;
        if (s.charCodeAt(k) === TAB && k - (i + 1) < indentNext)
          bail('tab in the indentation of a plain scalar');
        const cs =
          indentNext > 0 ? continueIndented(s, i + 1, k, indentNext) : continueScalar(s, i + 1, indentNext);
        if (cs === -1) break;
        maySpanLines = true;
        i = Math.max(i, cs - 2);
      }
    } else {
      if (inFlow && isFlowIndicator(ch)) break;
      end = i;
    }
  }
  return end + 1;
}

/** Where a quoted scalar starting at `start` ends (after its closing quote), as yaml's lexer finds it. */
export function scanQuoted(s: string, start: number, indentNext: number): number {
  let close: number;
  if (s.charCodeAt(start) === SQUOTE) {
    close = s.indexOf("'", start + 1);
    while (close !== -1 && s.charCodeAt(close + 1) === SQUOTE) close = s.indexOf("'", close + 2);
  } else {
    close = s.indexOf('"', start + 1);
    while (close !== -1) {
      let backslashes = 0;
      while (s.charCodeAt(close - 1 - backslashes) === BACKSLASH) backslashes += 1;
      if (backslashes % 2 === 0) break;
      close = s.indexOf('"', close + 1);
    }
  }
  if (close === -1) bail('unterminated quoted scalar');
  let nl = newlineIn(s, start, close);
  maySpanLines = nl !== -1;
  while (nl !== -1) {
    const cs = continueScalar(s, nl + 1, indentNext);
    if (cs === -1) bail('quoted scalar continues on a less indented line');
    nl = newlineIn(s, cs, close);
  }
  return close + 1;
}

/**
 * The string a quoted scalar source `s[start, end)` (quotes included) denotes; `maySpanLines` false
 * when it holds no line break.
 */
export function quotedText(s: string, start: number, end: number, maySpanLines = true): string {
  if (s.charCodeAt(start) === SQUOTE) {
    const text = unfoldLines(s, start + 1, end - 1, maySpanLines);
    return text.includes("''") ? text.replaceAll("''", "'") : text;
  }
  return doubleQuotedText(s, start + 1, end - 1);
}

function isInlineSpace(c: number): boolean {
  return c === SPACE || c === TAB;
}

/** Line content end: before the line feed at `nl` and the CR of a CRLF. */
function contentEnd(s: string, lineStart: number, nl: number): number {
  return nl > lineStart && s.charCodeAt(nl - 1) === CR ? nl - 1 : nl;
}

/**
 * yaml's `unfoldLines` on `s[start, end)`: the string a plain scalar (or single-quoted one's inside)
 * denotes; `maySpanLines` false when it holds no line break.
 */
export function unfoldLines(s: string, start: number, end: number, maySpanLines = true): string {
  let nl = maySpanLines ? newlineIn(s, start, end) : -1;
  if (nl === -1) return s.slice(start, end);
  let last = contentEnd(s, start, nl);
  while (last > start && isInlineSpace(s.charCodeAt(last - 1))) last -= 1;
  let res = s.slice(start, last);
  let sep = ' ';
  let p = nl + 1;
  for (nl = newlineIn(s, p, end); nl !== -1; nl = newlineIn(s, p, end)) {
    let a = p;
    let b = contentEnd(s, p, nl);
    while (a < b && isInlineSpace(s.charCodeAt(a))) a += 1;
    while (b > a && isInlineSpace(s.charCodeAt(b - 1))) b -= 1;
    if (a === b) {
      if (sep === '\n') res += sep;
      else sep = '\n';
    } else {
      res += sep + s.slice(a, b);
      sep = ' ';
    }
    p = nl + 1;
  }
  while (p < end && isInlineSpace(s.charCodeAt(p))) p += 1;
  return res + sep + s.slice(p, end);
}

const ESCAPES: ReadonlyMap<number, string> = new Map(
  (
    [
      ['0', '\0'],
      ['a', '\x07'],
      ['b', '\b'],
      ['e', '\x1b'],
      ['f', '\f'],
      ['n', '\n'],
      ['r', '\r'],
      ['t', '\t'],
      ['v', '\v'],
      ['N', '\u0085'],
      ['_', '\u00a0'],
      ['L', '\u2028'],
      ['P', '\u2029'],
      [' ', ' '],
      ['"', '"'],
      ['\\', '\\'],
      ['\t', '\t'],
    ] as const
  ).map(([k, v]) => [k.charCodeAt(0), v]),
);

/**
 * yaml's `doubleQuotedValue` on the inside of the quotes, `s[start, end)`. Literal text is copied in
 * runs; white space before a line break is dropped, but only literal white space, never an escaped one.
 */
function doubleQuotedText(s: string, start: number, end: number): string {
  let res = '';
  let run = start;
  for (let i = start; i < end; ++i) {
    const ch = s.charCodeAt(i);
    if (ch === LF || ch === CR) {
      if (ch === CR) i += 1;
      let keep = i - (ch === CR ? 1 : 0);
      while (keep > run && isInlineSpace(s.charCodeAt(keep - 1))) keep -= 1;
      res += s.slice(run, keep);
      const fold = foldNewline(s, i, end);
      res += fold.text;
      i = fold.last;
      run = i + 1;
    } else if (ch === BACKSLASH) {
      res += s.slice(run, i);
      i = escape(s, i, end);
      res += escaped;
      run = i + 1;
    }
  }
  return res + s.slice(run, end);
}

/** yaml's `foldNewline`: the line break at `nl` and the blank lines after it; returns the last index consumed. */
function foldNewline(s: string, nl: number, end: number): { text: string; last: number } {
  let text = '';
  let i = nl;
  for (let c = s.charCodeAt(i + 1); i + 1 < end; c = s.charCodeAt(i + 1)) {
    if (c === LF) text += '\n';
    else if (c === CR) {
      if (s.charCodeAt(i + 2) !== LF) break;
    } else if (!isInlineSpace(c)) break;
    i += 1;
  }
  return { text: text === '' ? ' ' : text, last: i };
}

/** Output of `escape`, kept out of its return value to spare an allocation per escape. */
let escaped = '';

/** Decodes the escape at `s[i]` (a backslash) into `escaped`; returns the last index it consumed. */
function escape(s: string, i: number, end: number): number {
  const next = s.charCodeAt(i + 1);
  if (i + 1 >= end) bail('backslash at the end of a double-quoted scalar');
  const simple = ESCAPES.get(next);
  if (simple !== undefined) {
    escaped = simple;
    return i + 1;
  }
  if (next === LF || (next === CR && s.charCodeAt(i + 2) === LF)) {
    escaped = '';
    let j = next === CR ? i + 2 : i + 1;
    while (j + 1 < end && isInlineSpace(s.charCodeAt(j + 1))) j += 1;
    return j;
  }
  const length = next === 0x78 ? 2 : next === 0x75 ? 4 : next === 0x55 ? 8 : 0;
  if (length === 0 || i + 2 + length > end) bail('invalid escape in a double-quoted scalar');
  let code = 0;
  for (let j = i + 2; j < i + 2 + length; ++j) {
    const digit = hexDigit(s.charCodeAt(j));
    if (digit < 0) bail('invalid escape in a double-quoted scalar');
    code = code * 16 + digit;
  }
  if (code > 0x10ffff) bail('invalid escape in a double-quoted scalar');
  escaped = String.fromCodePoint(code);
  return i + 1 + length;
}

function hexDigit(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 65 && c <= 70) return c - 55;
  if (c >= 97 && c <= 102) return c - 87;
  return -1;
}

interface BlockScalar {
  readonly text: string;
  /** Offset after the block scalar's source: a line start or the end of the text. */
  readonly end: number;
  /** Where its node ends: after its last line with content, or after its header when it has none. */
  readonly contentEnd: number;
}

const CLIP = 0;
const STRIP = 1;
const KEEP = 2;

/**
 * A block scalar whose header (`|` or `>`) is at `header`, inside a block collection indented by
 * `parentIndent`: yaml's lexer `parseBlockScalar` finds its extent, `resolveBlockScalar` its value.
 */
export function scanBlockScalar(s: string, header: number, parentIndent: number): BlockScalar {
  let i = header + 1;
  let chomp = CLIP;
  let explicit = 0;
  for (let c = s.charCodeAt(i); ; c = s.charCodeAt(++i)) {
    if ((c === DASH || c === 43) && chomp === CLIP) chomp = c === DASH ? STRIP : KEEP;
    else if (c >= 49 && c <= 57 && explicit === 0) explicit = c - 48;
    else break;
  }
  if (!isBlank(s.charCodeAt(i))) bail('block scalar header');
  const headerEnd = i;
  i = skipInlineSpace(s, i);
  if (!isLineEnd(s.charCodeAt(i)) && s.charCodeAt(i) !== HASH) bail('block scalar header');
  const contentStart = nextLineStart(s, i);
  const lines = new BlockLines(s);
  const end = blockScalarEnd(s, contentStart, parentIndent + 1, explicit, chomp === KEEP, lines);
  // goyaml ends the value with the break after its last line; here there is none (kubectl adds one).
  if (end === s.length && s.charCodeAt(s.length - 1) !== LF)
    bail('block scalar at the end of a text without a line break');
  // goyaml reads the spaces beyond an explicit indentation as content, where yaml sees an empty line.
  if (explicit !== 0 && lines.hasBlankLineBeyond(parentIndent + explicit))
    bail('block scalar with spaces beyond its explicit indentation');
  lines.endAt(end);
  const at = contentStart < end ? layout(lines, parentIndent + explicit, explicit !== 0) : undefined;
  if (contentStart < end) lines.checkTabs(at?.trimIndent, explicit !== 0);
  const text = blockScalarValue(lines, at, s.charCodeAt(header) === GT, chomp, contentStart >= end);
  return { text, end, contentEnd: at ? (lines.lastContentEnd(at.trimIndent) ?? headerEnd) : headerEnd };
}

/**
 * The lexer's end of a block scalar's content, from the line after the header. The lines it passes are
 * given to `lines` as it finds them (with those after the end, which `endAt` drops): measuring each
 * line's indentation once serves both.
 */
function blockScalarEnd(
  s: string,
  start: number,
  minIndent: number,
  explicit: number,
  keep: boolean,
  lines: BlockLines,
): number {
  const n = s.length;
  let nl = start - 1;
  let indent = 0;
  for (let i = start; i < n; ++i) {
    const c = s.charCodeAt(i);
    if (c === SPACE) indent += 1;
    else if (c === LF) {
      // Only spaces and the CR of a CRLF (lone CRs are refused up front) come before this line feed.
      lines.add(nl + 1, nl + 1 + indent, i);
      nl = i;
      indent = 0;
    } else if (c !== CR) break;
  }
  if (indent >= minIndent) {
    const contentIndent = explicit === 0 ? indent : explicit - 1 + minIndent;
    let lineStart = nl + 1;
    let content = lineStart + indent;
    for (;;) {
      const cs = continueIndented(s, lineStart, content, contentIndent);
      if (cs === -1) break;
      nl = s.indexOf('\n', cs);
      lines.add(lineStart, content, nl === -1 ? n : nl);
      if (nl === -1) break;
      lineStart = nl + 1;
      content = lineStart;
      while (s.charCodeAt(content) === SPACE) content += 1;
    }
    if (nl === -1) nl = n;
  }
  // The lexer puts insufficiently indented tabs after a block scalar into it, to report them.
  let t = nl + 1;
  while (s.charCodeAt(t) === SPACE) t += 1;
  if (s.charCodeAt(t) === TAB) bail('tab after a block scalar');
  if (!keep) nl = dropTrailingBlankLines(s, nl, start, indent);
  return Math.min(nl + 1, n);
}

/** The lexer leaves trailing lines of at most `indent` spaces out of a clipped or stripped block scalar. */
function dropTrailingBlankLines(s: string, nl: number, start: number, indent: number): number {
  for (;;) {
    let j = nl - 1;
    let c = s.charCodeAt(j);
    if (c === CR) c = s.charCodeAt(--j);
    const lastChar = j;
    while (c === SPACE) c = s.charCodeAt(--j);
    if (c === LF && j >= start && j + 1 + indent > lastChar) nl = j;
    else return nl;
  }
}

/**
 * resolveBlockScalar's view of a block scalar's source: its lines, split at line feeds. Those of a
 * source ending at `end` are its lines before `end`, each ended by a line feed, and an empty last one
 * at `end`.
 */
class BlockLines {
  private readonly starts: number[] = [];
  private readonly contents: number[] = [];
  private readonly ends: number[] = [];
  /** Some line's content starts with a tab. */
  private tabbed = false;

  constructor(private readonly s: string) {}

  /** The next line: where it starts, its first character that is not a space, its line feed. */
  add(start: number, content: number, lineFeed: number): void {
    this.starts.push(start);
    this.contents.push(content);
    this.ends.push(lineFeed);
  }

  /** Whether a line added holds nothing but more than `indent` spaces. */
  hasBlankLineBeyond(indent: number): boolean {
    for (let k = 0; k < this.count; ++k) if (this.isEmpty(k) && this.indent(k) > indent) return true;
    return false;
  }

  /** Drops the lines added from `end` on, and adds the empty last line. */
  endAt(end: number): void {
    let count = this.starts.length;
    while (count > 0 && (this.starts[count - 1] ?? 0) >= end) count -= 1;
    this.starts.length = count;
    this.contents.length = count;
    this.ends.length = count;
    this.add(end, end, end);
    for (let k = 0; k <= count && !this.tabbed; ++k) this.tabbed = this.startsWithTab(k);
  }

  get count(): number {
    return this.starts.length;
  }

  indent(k: number): number {
    return (this.contents[k] ?? 0) - (this.starts[k] ?? 0);
  }

  /** Only spaces, or spaces and the CR of a CRLF. */
  isEmpty(k: number): boolean {
    const c = this.contents[k] ?? 0;
    return contentEnd(this.s, c, this.ends[k] ?? 0) === c;
  }

  /** Whether the line's content starts with a tab, which makes it more indented in a folded scalar. */
  startsWithTab(k: number): boolean {
    return this.s.charCodeAt(this.contents[k] ?? 0) === TAB;
  }

  /**
   * Where the last line that reaches column `indent` with something besides a line break ends (before
   * its break): goyaml reads such a line as content, even when it is only spaces.
   */
  lastContentEnd(indent: number): number | undefined {
    for (let k = this.count - 1; k >= 0; --k) {
      const start = this.starts[k] ?? 0;
      const e = contentEnd(this.s, start, this.ends[k] ?? 0);
      let i = start;
      while (i < e && i - start < indent && this.s.charCodeAt(i) === SPACE) i += 1;
      if (i - start === indent && i < e) return e;
    }
    return undefined;
  }

  /**
   * goyaml refuses a tab where it expects indentation: in any line up to the first with content while it
   * finds the indentation, and before column `indent` after that.
   */
  checkTabs(indent: number | undefined, explicit: boolean): void {
    if (!this.tabbed) return;
    let detecting = !explicit;
    for (let k = 0; k < this.count; ++k) {
      const c = this.s.charCodeAt(this.contents[k] ?? 0);
      if (c === TAB && (detecting || this.indent(k) < (indent ?? 0)))
        bail('tab in the indentation of a block scalar');
      if (detecting && !this.isEmpty(k)) detecting = false;
    }
  }

  /** The line after its first `trimIndent` columns, without its line break. */
  text(k: number, trimIndent: number): string {
    const c = this.contents[k] ?? 0;
    const e = contentEnd(this.s, c, this.ends[k] ?? 0);
    return this.indent(k) > trimIndent
      ? this.s.slice((this.starts[k] ?? 0) + trimIndent, e)
      : this.s.slice(c, e);
  }
}

/** Which lines are leading blank lines, content and trailing (chomped) lines, and the indentation to trim. */
interface Layout {
  readonly trimIndent: number;
  readonly contentStart: number;
  readonly chompStart: number;
}

/** resolveBlockScalar's layout; undefined when every line is empty. */
function layout(lines: BlockLines, indentFromHeader: number, explicit: boolean): Layout | undefined {
  let chompStart = lines.count;
  while (chompStart > 0 && lines.isEmpty(chompStart - 1)) chompStart -= 1;
  if (chompStart === 0) return undefined;
  let trimIndent = indentFromHeader;
  let contentStart = 0;
  for (let k = 0; k < chompStart; ++k) {
    const indent = lines.indent(k);
    if (lines.isEmpty(k)) {
      if (!explicit && indent > trimIndent) trimIndent = indent;
      continue;
    }
    if (indent < trimIndent) bail('block scalar with more-indented leading empty lines');
    if (!explicit) trimIndent = indent;
    contentStart = k;
    break;
  }
  // Trailing empty lines that are more indented than the content belong to it.
  for (let k = lines.count - 1; k >= chompStart; --k) if (lines.indent(k) > trimIndent) chompStart = k + 1;
  return { trimIndent, contentStart, chompStart };
}

/** resolveBlockScalar's joining of the content lines: literal, or folded with its more-indented rules. */
function joinContent(
  lines: BlockLines,
  { trimIndent, contentStart, chompStart }: Layout,
  folded: boolean,
): string {
  let value = '';
  let sep = '';
  let prevMoreIndented = false;
  for (let k = contentStart; k < chompStart; ++k) {
    const indent = lines.indent(k);
    const empty = lines.isEmpty(k);
    if (!empty && indent < trimIndent) bail('block scalar line less indented than its first line');
    const line = lines.text(k, trimIndent);
    if (!folded) {
      value += sep + line;
      sep = '\n';
    } else if (indent > trimIndent || lines.startsWithTab(k)) {
      if (sep === ' ') sep = '\n';
      else if (!prevMoreIndented && sep === '\n') sep = '\n\n';
      value += sep + line;
      sep = '\n';
      prevMoreIndented = true;
    } else if (empty) {
      if (sep === '\n') value += '\n';
      else sep = '\n';
    } else {
      value += sep + line;
      sep = ' ';
      prevMoreIndented = false;
    }
  }
  return value;
}

function blockScalarValue(
  lines: BlockLines,
  at: Layout | undefined,
  folded: boolean,
  chomp: number,
  noLines: boolean,
): string {
  if (noLines) return '';
  if (at === undefined) return chomp === KEEP ? '\n'.repeat(Math.max(1, lines.count - 1)) : '';
  let value = '';
  for (let k = 0; k < at.contentStart; ++k) value += lines.text(k, at.trimIndent) + '\n';
  value += joinContent(lines, at, folded);
  if (chomp === KEEP) {
    for (let k = at.chompStart; k < lines.count; ++k) value += '\n' + lines.text(k, at.trimIndent);
    if (!value.endsWith('\n')) value += '\n';
  } else if (chomp === CLIP) value += '\n';
  return value;
}
