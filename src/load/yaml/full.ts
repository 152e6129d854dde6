// The complete YAML path, on the `yaml` library: every construct (anchors, tags, merge keys, multi-line
// flow) and every syntax error. The fast parser hands a file here whenever it meets anything it does not
// handle itself, so this module defines what a document means; the fast path must agree with it.
//
// Hostile input is bounded here: the library's composer recurses once per nesting level, so documents
// deeper than MAX_DEPTH are refused while its (iterative) parser reads them, before the composer sees
// them; duplicate keys and anchors are looked up in maps, because the library's own checks are linear
// per key and per alias, which makes them quadratic in the size of a file.

import { Composer, isAlias, isMap, isNode, isPair, isScalar, isSeq, Lexer, Parser, Scalar } from 'yaml';
import type { Alias, CST, Document, Node as YNode, YAMLMap, YAMLSeq } from 'yaml';
import { MAX_DEPTH } from './node.js';
import type { MapEntry, MapNode, ScalarNode, YamlDocument, YamlError, YamlNode } from './node.js';
import { resolveScalar } from './scalar.js';

const PARSE_OPTIONS = {
  schema: 'failsafe',
  // The Converter finds duplicate keys itself, in linear time.
  uniqueKeys: false,
  strict: true,
  prettyErrors: false,
  keepSourceTokens: false,
} as const;

// The library's trees take up to about 400 bytes of memory per token (a flow sequence of one-digit
// items is the worst shape); files are read token by token, and reading stops at this many. Ordinary
// manifests have a token per 9 bytes, so files up to about 18 MB stay within it.
const MAX_TOKENS = 2_000_000;

/**
 * Documents are composed and converted one at a time, as the parser completes them, so that the
 * library's trees of one document at most are alive at once. Reading stops at the first collection
 * nested more than MAX_DEPTH deep, or at the MAX_TOKENS-th token: the documents before stand, the one
 * being read becomes an error, and the rest of the file is not read.
 */
export function parseFull(text: string): YamlDocument[] {
  const parser = new Parser();
  const composer = new Composer(PARSE_OPTIONS);
  const docs: YamlDocument[] = [];
  const add = (composed: Iterable<Document.Parsed>): void => {
    for (const doc of composed) docs.push(convertDocument(text, doc, docs.length));
  };
  let tokens = 0;
  for (const lexeme of new Lexer().lex(text)) {
    for (const token of parser.next(lexeme)) add(composer.next(token));
    const error = limitError(parser, ++tokens);
    if (error) {
      add(composer.end());
      docs.push({
        index: docs.length,
        start: parser.stack[0]?.offset ?? error.start,
        root: null,
        errors: [error],
      });
      return docs;
    }
  }
  for (const token of parser.end()) add(composer.next(token));
  add(composer.end());
  return docs;
}

function limitError(parser: Parser, tokens: number): YamlError | undefined {
  // The stack holds the document, the open collections and at most one scalar being read.
  const crossing =
    parser.stack.length > MAX_DEPTH + 1 ? parser.stack.filter(isCollectionToken)[MAX_DEPTH] : undefined;
  if (crossing) {
    return { message: tooDeepMessage('this collection'), start: crossing.offset, end: crossing.offset + 1 };
  }
  if (tokens <= MAX_TOKENS) return undefined;
  return {
    message: `the file is too big for the YAML parser that reads anchors, aliases, tags and syntax errors: it stops after ${MAX_TOKENS.toLocaleString('en-US')} tokens (about 18 MB of ordinary YAML), which bounds its memory. Split the file`,
    start: parser.offset,
    end: parser.offset,
  };
}

function isCollectionToken(token: CST.Token): boolean {
  return token.type === 'block-map' || token.type === 'block-seq' || token.type === 'flow-collection';
}

function tooDeepMessage(what: string): string {
  return `${what} nests deeper than ${MAX_DEPTH} levels: Admission Gate reads no deeper, so that no step of a scan can run out of stack (the API server's decoder stops at 10,000; real manifests stay under 50)`;
}

function convertDocument(text: string, doc: Document.Parsed, index: number): YamlDocument {
  const start = doc.contents?.range[0] ?? doc.range[0];
  // Later errors of a document are mostly cascades of the first; the API server reports one too.
  // The library may point one past the end of the text (an unclosed quote): clamp to the text.
  const errors: YamlError[] = doc.errors.slice(0, 1).map((e) => ({
    message: e.message,
    start: Math.min(e.pos[0], text.length),
    end: Math.min(e.pos[1], text.length),
  }));
  if (errors.length > 0) return { index, start, root: null, errors };
  const contents = doc.contents;
  if (contents === null || isEmptyScalar(contents)) return { index, start, root: null, errors };
  try {
    return { index, start, root: new Converter(text).convert(contents), errors };
  } catch (e) {
    if (!(e instanceof ConversionError)) throw e;
    return { index, start, root: null, errors: [{ message: e.message, start: e.start, end: e.end }] };
  }
}

function isEmptyScalar(node: YNode): boolean {
  return isScalar(node) && node.type === Scalar.PLAIN && node.source === '' && node.tag === undefined;
}

class ConversionError extends Error {
  constructor(
    message: string,
    readonly start: number,
    readonly end: number,
  ) {
    super(message);
  }
}

// goyaml.v2 (decode.go) refuses documents where alias expansion dominates: billion-laughs protection.
const ALIAS_RATIO_LOW = 400_000;
const ALIAS_RATIO_HIGH = 4_000_000;

function allowedAliasRatio(decodeCount: number): number {
  if (decodeCount <= ALIAS_RATIO_LOW) return 0.99;
  if (decodeCount >= ALIAS_RATIO_HIGH) return 0.1;
  return 0.99 - (0.89 * (decodeCount - ALIAS_RATIO_LOW)) / (ALIAS_RATIO_HIGH - ALIAS_RATIO_LOW);
}

/** A converted node, with what the limits need: its expanded size and its height in collections. */
interface Converted {
  readonly node: YamlNode;
  readonly size: number;
  readonly height: number;
}

class Converter {
  // Anchored nodes are converted once and shared by every alias, so memory stays linear; the expanded
  // size is counted instead, to refuse what goyaml refuses. Sharing also lets a chain of anchors build
  // a tree far deeper than the text (`a1: &a1 [*a0]`, `a2: &a2 [*a1]`, ...): heights are counted too.
  private readonly converted = new Map<YNode, Converted>();
  private readonly inProgress = new Set<YNode>();
  /** The latest node of each anchor name, as an alias sees it (anchors precede their aliases). */
  private readonly anchors = new Map<string, YNode>();
  private decodeCount = 0;
  private aliasCount = 0;
  private root: [number, number] = [0, 0];

  constructor(private readonly text: string) {}

  convert(root: YNode): YamlNode {
    this.root = range(root);
    return this.node(root).node;
  }

  /** goyaml.v2's count (decode.go): every node decoded, and those decoded through an alias. */
  private count(decoded: number, aliased: number): void {
    this.decodeCount += decoded;
    this.aliasCount += aliased;
    if (
      this.aliasCount > 100 &&
      this.decodeCount > 1000 &&
      this.aliasCount / this.decodeCount > allowedAliasRatio(this.decodeCount)
    ) {
      throw new ConversionError('document contains excessive aliasing', ...this.root);
    }
  }

  private node(source: YNode): Converted {
    if (isAlias(source)) return this.alias(source);
    const cached = this.converted.get(source);
    if (cached) return cached;
    if (this.inProgress.has(source)) {
      const [start, end] = range(source);
      throw new ConversionError('an alias refers to a node that contains it (recursive YAML)', start, end);
    }
    if (source.anchor !== undefined) this.anchors.set(source.anchor, source);
    this.inProgress.add(source);
    const result = isMap(source) ? this.map(source) : isSeq(source) ? this.seq(source) : this.scalar(source);
    this.inProgress.delete(source);
    this.count(1, 0);
    if (result.height > MAX_DEPTH) {
      throw new ConversionError(
        tooDeepMessage('with its aliases expanded, this collection'),
        result.node.start,
        result.node.start + 1,
      );
    }
    if (source.anchor !== undefined) this.converted.set(source, result);
    return result;
  }

  private alias(alias: Alias): Converted {
    const target = this.anchors.get(alias.source);
    if (!target) {
      const [start, end] = range(alias);
      throw new ConversionError(`unknown anchor "${alias.source}" referenced`, start, end);
    }
    const result = this.node(target);
    // The alias node itself, then its target once more, node by node.
    this.count(1 + result.size, result.size);
    return { ...result, size: 1 + result.size };
  }

  private scalar(source: YNode): Converted {
    const scalar = source as Scalar;
    // The failsafe schema leaves every scalar a string; an empty one may be null.
    const text = typeof scalar.value === 'string' ? scalar.value : '';
    const [start, end] = range(scalar);
    const value = resolveScalar(text, scalar.type === Scalar.PLAIN, scalar.tag);
    return { node: { kind: 'scalar', value, text, start, end }, size: 1, height: 0 };
  }

  private seq(seq: YAMLSeq): Converted {
    const items: YamlNode[] = [];
    let size = 1;
    let height = 1;
    for (const item of seq.items) {
      const converted = this.node(item as YNode);
      items.push(converted.node);
      size += converted.size;
      height = Math.max(height, converted.height + 1);
    }
    const [start, end] = collectionRange(seq);
    return { node: { kind: 'seq', items, start, end }, size, height };
  }

  private map(map: YAMLMap): Converted {
    const entries: MapEntry[] = [];
    const at = new Map<string, number>();
    // Keys as the library compares them for uniqueness: scalars by value, empty keys alike.
    const written = new Set<string | null>();
    let size = 1;
    let height = 1;
    const set = (e: MapEntry): void => {
      const i = at.get(e.key);
      if (i === undefined) {
        at.set(e.key, entries.length);
        entries.push(e);
      } else entries[i] = e;
    };
    for (const pair of map.items) {
      if (!isPair(pair)) continue;
      const keyNode = pair.key as YNode | null;
      const valueNode = pair.value as YNode | null;
      if (keyNode !== null && !isScalar(keyNode) && !isAlias(keyNode)) {
        const [start, end] = range(keyNode);
        throw new ConversionError(
          'a mapping key must be a scalar; JSON has no other kind of key',
          start,
          end,
        );
      }
      this.checkUnique(written, keyNode, valueNode ?? map);
      const key = keyNode === null ? null : this.node(keyNode).node;
      if (key !== null && key.kind !== 'scalar') {
        throw new ConversionError(
          'a mapping key must be a scalar; JSON has no other kind of key',
          key.start,
          key.end,
        );
      }
      if (keyNode !== null && isMergeKey(keyNode)) {
        for (const merged of this.mergeSources(valueNode, key as ScalarNode)) {
          size += merged.size - 1;
          height = Math.max(height, merged.height);
          for (const e of (merged.node as MapNode).entries) set(e);
        }
        continue;
      }
      const value = valueNode === null ? emptyAfter(key) : this.node(valueNode);
      size += value.size;
      height = Math.max(height, value.height + 1);
      set({
        key: key === null ? '' : key.text,
        keyStart: key?.start ?? value.node.start,
        keyEnd: key?.end ?? value.node.start,
        value: value.node,
      });
    }
    const [start, end] = collectionRange(map);
    return { node: { kind: 'map', entries, start, end }, size, height };
  }

  /** A key written twice in one mapping: strict decoding rejects it, at the second one. */
  private checkUnique(written: Set<string | null>, keyNode: YNode | null, near: YNode): void {
    if (keyNode !== null && !isScalar(keyNode)) return;
    const key = keyNode === null ? null : String(keyNode.value);
    if (!written.has(key)) {
      written.add(key);
      return;
    }
    // An empty key has no node of its own: point at what follows it.
    const [start, end] = keyNode ? range(keyNode) : [range(near)[0], range(near)[0]];
    throw new ConversionError(
      `duplicate key ${JSON.stringify(this.text.slice(start, end))}: the API server's strict decoding rejects duplicate fields, and lenient tools silently keep only one of them`,
      start,
      end,
    );
  }

  // goyaml.v2: `<<` takes a mapping, an alias of one, or a sequence of those where earlier ones win.
  private mergeSources(value: YNode | null, key: ScalarNode): Converted[] {
    const fail = (): never => {
      throw new ConversionError(
        'map merge requires map or sequence of maps as the value',
        key.start,
        key.end,
      );
    };
    if (value === null) return fail();
    const sources = isSeq(value) ? [...(value.items as YNode[])].reverse() : [value];
    return sources.map((s) => {
      const converted = this.node(s);
      if (converted.node.kind !== 'map' || (isSeq(value) && !isMap(s) && !isAlias(s))) fail();
      return converted;
    });
  }
}

function isMergeKey(key: YNode): boolean {
  return (
    isScalar(key) &&
    key.value === '<<' &&
    (key.type === Scalar.PLAIN || key.tag === 'tag:yaml.org,2002:merge')
  );
}

function emptyAfter(key: ScalarNode | null): Converted {
  const at = key?.end ?? 0;
  return { node: { kind: 'scalar', value: null, text: '', start: at, end: at }, size: 1, height: 0 };
}

// yaml ends a block collection after its last item's trailing comments and line breaks; findings end at that item.
function collectionRange(coll: YAMLMap | YAMLSeq): [number, number] {
  const [start, end] = range(coll);
  let last: unknown = coll;
  while ((isMap(last) || isSeq(last)) && !last.flow && last.items.length > 0) {
    const item = last.items[last.items.length - 1];
    last = isPair(item) ? (item.value ?? item.key) : item;
  }
  return [start, last !== coll && isNode(last) ? range(last)[1] : end];
}

function range(node: YNode): [number, number] {
  const r = node.range;
  return r ? [r[0], r[1]] : [0, 0];
}
