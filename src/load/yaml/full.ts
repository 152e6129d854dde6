// The complete YAML path, on the `yaml` library: every construct (anchors, tags, merge keys, multi-line
// flow) and every syntax error. The fast parser hands a file here whenever it meets anything it does not
// handle itself, so this module defines what a document means; the fast path must agree with it.

import { isAlias, isMap, isNode, isPair, isScalar, isSeq, parseAllDocuments, Scalar, visit } from 'yaml';
import type { Alias, Document, Node as YNode, YAMLMap, YAMLSeq } from 'yaml';
import type { MapEntry, MapNode, ScalarNode, YamlDocument, YamlError, YamlNode } from './node.js';
import { resolveScalar } from './scalar.js';

const PARSE_OPTIONS = {
  schema: 'failsafe',
  uniqueKeys: true,
  strict: true,
  prettyErrors: false,
  keepSourceTokens: false,
} as const;

export function parseFull(text: string): YamlDocument[] {
  const docs = parseAllDocuments(text, PARSE_OPTIONS);
  if (!Array.isArray(docs)) return [];
  return docs.map((doc, index) => convertDocument(text, doc, index));
}

function convertDocument(text: string, doc: Document.Parsed, index: number): YamlDocument {
  const start = doc.contents?.range[0] ?? doc.range[0];
  // Later errors of a document are mostly cascades of the first; the API server reports one too.
  const errors: YamlError[] = doc.errors.slice(0, 1).map((e) => {
    if (e.code !== 'DUPLICATE_KEY') return { message: e.message, start: e.pos[0], end: e.pos[1] };
    const [start, end] = keyRangeAt(doc, e.pos[0]) ?? e.pos;
    return {
      message: `duplicate key ${JSON.stringify(text.slice(start, end))}: the API server's strict decoding rejects duplicate fields, and lenient tools silently keep only one of them`,
      start,
      end,
    };
  });
  if (errors.length > 0) return { index, start, root: null, errors };
  const contents = doc.contents;
  if (contents === null || isEmptyScalar(contents)) return { index, start, root: null, errors };
  try {
    return { index, start, root: new Converter(doc).convert(contents), errors };
  } catch (e) {
    if (!(e instanceof ConversionError)) throw e;
    return { index, start, root: null, errors: [{ message: e.message, start: e.start, end: e.end }] };
  }
}

// The library points a duplicate key's error at its first character only.
function keyRangeAt(doc: Document.Parsed, offset: number): [number, number] | undefined {
  let found: [number, number] | undefined;
  visit(doc, {
    Pair(_, pair) {
      const key = pair.key as YNode | null;
      if (key?.range?.[0] === offset) {
        found = [key.range[0], key.range[1]];
        return visit.BREAK;
      }
      return undefined;
    },
  });
  return found;
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

class Converter {
  // Anchored nodes are converted once and shared by every alias, so memory stays linear; the expanded
  // size is counted instead, to refuse what goyaml refuses.
  private readonly converted = new Map<YNode, { node: YamlNode; size: number }>();
  private readonly inProgress = new Set<YNode>();
  private decodeCount = 0;
  private aliasCount = 0;

  constructor(private readonly doc: Document.Parsed) {}

  convert(root: YNode): YamlNode {
    const { node } = this.node(root);
    if (
      this.aliasCount > 100 &&
      this.decodeCount > 1000 &&
      this.aliasCount / this.decodeCount > allowedAliasRatio(this.decodeCount)
    ) {
      throw new ConversionError('document contains excessive aliasing', node.start, node.end);
    }
    return node;
  }

  private node(source: YNode): { node: YamlNode; size: number } {
    if (isAlias(source)) return this.alias(source);
    const cached = this.converted.get(source);
    if (cached) return cached;
    if (this.inProgress.has(source)) {
      const [start, end] = range(source);
      throw new ConversionError('an alias refers to a node that contains it (recursive YAML)', start, end);
    }
    this.inProgress.add(source);
    const result = isMap(source) ? this.map(source) : isSeq(source) ? this.seq(source) : this.scalar(source);
    this.inProgress.delete(source);
    this.decodeCount += 1;
    if (source.anchor !== undefined) this.converted.set(source, result);
    return result;
  }

  private alias(alias: Alias): { node: YamlNode; size: number } {
    const target = alias.resolve(this.doc);
    if (!target) {
      const [start, end] = range(alias);
      throw new ConversionError(`unknown anchor "${alias.source}" referenced`, start, end);
    }
    const result = this.node(target);
    this.aliasCount += result.size;
    this.decodeCount += result.size;
    return result;
  }

  private scalar(source: YNode): { node: ScalarNode; size: number } {
    const scalar = source as Scalar;
    // The failsafe schema leaves every scalar a string; an empty one may be null.
    const text = typeof scalar.value === 'string' ? scalar.value : '';
    const [start, end] = range(scalar);
    const value = resolveScalar(text, scalar.type === Scalar.PLAIN, scalar.tag);
    return { node: { kind: 'scalar', value, text, start, end }, size: 1 };
  }

  private seq(seq: YAMLSeq): { node: YamlNode; size: number } {
    const items: YamlNode[] = [];
    let size = 1;
    for (const item of seq.items) {
      const converted = this.node(item as YNode);
      items.push(converted.node);
      size += converted.size;
    }
    const [start, end] = collectionRange(seq);
    return { node: { kind: 'seq', items, start, end }, size };
  }

  private map(map: YAMLMap): { node: YamlNode; size: number } {
    const entries: MapEntry[] = [];
    let size = 1;
    const set = (e: MapEntry): void => {
      const at = entries.findIndex((x) => x.key === e.key);
      if (at >= 0) entries[at] = e;
      else entries.push(e);
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
          for (const e of (merged.node as MapNode).entries) set(e);
        }
        continue;
      }
      const value = valueNode === null ? emptyAfter(key) : this.node(valueNode);
      size += value.size;
      set({
        key: key === null ? '' : key.text,
        keyStart: key?.start ?? value.node.start,
        keyEnd: key?.end ?? value.node.start,
        value: value.node,
      });
    }
    const [start, end] = collectionRange(map);
    return { node: { kind: 'map', entries, start, end }, size };
  }

  // goyaml.v2: `<<` takes a mapping, an alias of one, or a sequence of those where earlier ones win.
  private mergeSources(value: YNode | null, key: ScalarNode): { node: YamlNode; size: number }[] {
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

function emptyAfter(key: ScalarNode | null): { node: YamlNode; size: number } {
  const at = key?.end ?? 0;
  return { node: { kind: 'scalar', value: null, text: '', start: at, end: at }, size: 1 };
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
