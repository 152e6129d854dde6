// Composed YAML nodes to our tree, as kubectl decodes them: goyaml.v2 decoding into interface{}
// (decode.go: tags, aliases, merge keys, its billion-laughs ratio), then sigs.k8s.io/yaml's conversion
// to JSON (keys become strings, a null key is an error) and encoding/json (NaN and infinities are errors).
// Duplicate keys do not stop decoding: kubectl keeps the last value, so the tree does too, and each
// duplicate is an error of the document beside its root.

import { MAX_DEPTH } from './node.js';
import type { MapEntry, ScalarNode, YamlDocument, YamlError, YamlNode } from './node.js';
import { jsonKey, resolveScalar, ScalarError } from './scalar.js';
import type { Resolved } from './scalar.js';
import { YamlSyntaxError } from './tokens.js';

export interface RawScalar {
  readonly kind: 'scalar';
  /** The resolved tag, '' for none. */
  readonly tag: string;
  readonly value: string;
  readonly implicit: boolean;
  /** A `<<` key goyaml merges (plain, or tagged !!merge). */
  readonly merge: boolean;
  /** No token stands for it: an empty document, value or item. */
  readonly empty?: boolean;
  /** An alias may refer to it. */
  readonly anchored?: boolean;
  readonly start: number;
  readonly end: number;
}

export interface RawCollection {
  readonly kind: 'seq' | 'map';
  readonly flow: boolean;
  /** A mapping's keys and values, alternating. */
  readonly children: RawNode[];
  readonly anchored?: boolean;
  readonly start: number;
  end: number;
}

export interface RawAlias {
  readonly kind: 'alias';
  readonly name: string;
  readonly target: RawNode;
  readonly start: number;
  readonly end: number;
}

export type RawNode = RawScalar | RawCollection | RawAlias;

/** A decoded node, with what the limits need: goyaml's count of decoding it, and its height. */
interface Decoded {
  readonly node: YamlNode;
  /** How many nodes goyaml decodes to decode this one (through aliases too). */
  readonly size: number;
  readonly height: number;
  /** For scalars: the Go type JSON conversion sees. */
  readonly resolved?: Resolved;
}

const BINARY = 'tag:yaml.org,2002:binary';

// goyaml.v2 (decode.go) refuses documents where alias expansion dominates: billion-laughs protection.
const ALIAS_RATIO_LOW = 400_000;
const ALIAS_RATIO_HIGH = 4_000_000;

function allowedAliasRatio(decodeCount: number): number {
  if (decodeCount <= ALIAS_RATIO_LOW) return 0.99;
  if (decodeCount >= ALIAS_RATIO_HIGH) return 0.1;
  return 0.99 - (0.89 * (decodeCount - ALIAS_RATIO_LOW)) / (ALIAS_RATIO_HIGH - ALIAS_RATIO_LOW);
}

export function decodeDocument(root: RawNode, index: number, start: number, base: number): YamlDocument {
  if (root.kind === 'scalar' && root.empty && root.tag === '')
    return { index, start: start + base, root: null, errors: [] };
  const decoder = new Decoder(base);
  try {
    const decoded = decoder.value(root);
    return { index, start: decoded.node.start, root: decoded.node, errors: decoder.duplicates };
  } catch (e) {
    if (!(e instanceof YamlSyntaxError)) throw e;
    const error: YamlError = { message: e.message, start: e.start + base, end: e.end + base };
    return { index, start: start + base, root: null, errors: [error] };
  }
}

function fail(message: string, node: { start: number; end: number }): never {
  throw new YamlSyntaxError(message, node.start, node.end);
}

class Decoder {
  // Anchored nodes are decoded once and shared by every alias, so memory stays linear; goyaml's count
  // of the expansion is kept instead, to refuse what goyaml refuses. Sharing also lets a chain of anchors
  // build a tree far deeper than the text (`a1: &a1 [*a0]`, `a2: &a2 [*a1]`, ...): heights are counted.
  private readonly decoded = new Map<RawNode, Decoded>();
  private readonly inProgress = new Set<RawNode>();
  private decodeCount = 0;
  private aliasCount = 0;
  private root: RawNode | undefined;
  readonly duplicates: YamlError[] = [];

  constructor(private readonly base: number) {}

  /** A node in a value's place: JSON has no NaN or infinity (encoding/json refuses them). */
  value(raw: RawNode): Decoded {
    this.root ??= raw;
    const decoded = this.node(raw);
    const { node } = decoded;
    if (node.kind === 'scalar' && typeof node.value === 'number' && !Number.isFinite(node.value)) {
      fail(
        `${String(node.value)} cannot be sent as JSON (encoding/json: unsupported value): quote it to make it a string`,
        this.local(node),
      );
    }
    return decoded;
  }

  private local(node: { start: number; end: number }): { start: number; end: number } {
    return { start: node.start - this.base, end: node.end - this.base };
  }

  /** goyaml's count (decode.go): every node decoded, and those decoded through an alias. */
  private count(decoded: number, aliased: number): void {
    this.decodeCount += decoded;
    this.aliasCount += aliased;
    if (
      this.aliasCount > 100 &&
      this.decodeCount > 1000 &&
      this.aliasCount / this.decodeCount > allowedAliasRatio(this.decodeCount)
    ) {
      fail('document contains excessive aliasing', this.root ?? { start: 0, end: 0 });
    }
  }

  private node(raw: RawNode): Decoded {
    if (raw.kind === 'alias') return this.alias(raw);
    const cached = this.decoded.get(raw);
    if (cached) return cached;
    this.count(1, 0);
    this.inProgress.add(raw);
    const result =
      raw.kind === 'scalar' ? this.scalar(raw) : raw.kind === 'seq' ? this.seq(raw) : this.map(raw);
    this.inProgress.delete(raw);
    if (result.height > MAX_DEPTH) {
      fail(
        `with its aliases expanded, this collection nests deeper than ${MAX_DEPTH} levels: Admission Gate reads no deeper, so that no step of a scan can run out of stack (the API server's decoder stops at 10,000; real manifests stay under 50)`,
        { start: raw.start, end: raw.start + 1 },
      );
    }
    if (raw.anchored) this.decoded.set(raw, result);
    return result;
  }

  private alias(alias: RawAlias): Decoded {
    if (this.inProgress.has(alias.target)) fail(`anchor '${alias.name}' value contains itself`, alias);
    this.count(1, 0);
    const result = this.node(alias.target);
    this.count(result.size, result.size);
    return { ...result, size: 1 + result.size };
  }

  private scalar(raw: RawScalar): Decoded {
    let resolved: Resolved;
    try {
      resolved = resolveScalar(raw.value, raw.tag, raw.implicit);
    } catch (e) {
      if (e instanceof ScalarError) fail(e.message, raw);
      throw e;
    }
    const node: ScalarNode = {
      kind: 'scalar',
      value: resolved.value,
      // What a !!binary scalar stands for is its bytes, which are also what kubectl sends.
      text: raw.tag === BINARY ? (resolved.value as string) : raw.value,
      start: raw.start + this.base,
      end: raw.end + this.base,
    };
    return { node, size: 1, height: 0, resolved };
  }

  private seq(raw: RawCollection): Decoded {
    const items: YamlNode[] = [];
    let size = 1;
    let height = 1;
    for (const child of raw.children) {
      const item = this.value(child);
      items.push(item.node);
      size += item.size;
      height = Math.max(height, item.height + 1);
    }
    const node: YamlNode = { kind: 'seq', items, start: raw.start + this.base, end: raw.end + this.base };
    return { node, size, height };
  }

  private map(raw: RawCollection): Decoded {
    const entries: MapEntry[] = [];
    const at = new Map<string, number>();
    const written = new Set<string>();
    let size = 1;
    let height = 1;
    const set = (e: MapEntry, explicit: boolean): void => {
      const i = at.get(e.key);
      if (explicit) {
        if (written.has(e.key)) this.duplicate(e);
        written.add(e.key);
      }
      if (i === undefined) {
        at.set(e.key, entries.length);
        entries.push(e);
      } else entries[i] = e;
    };
    const children = raw.children;
    for (let k = 0; k + 1 < children.length; k += 2) {
      const keyRaw = children[k] as RawNode;
      const valueRaw = children[k + 1] as RawNode;
      if (keyRaw.kind === 'scalar' && keyRaw.merge) {
        for (const merged of this.mergeSources(valueRaw, keyRaw)) {
          size += merged.size;
          height = Math.max(height, merged.height);
          for (const e of (merged.node as { entries: readonly MapEntry[] }).entries) set(e, false);
        }
        continue;
      }
      const key = this.node(keyRaw);
      if (key.node.kind !== 'scalar' || !key.resolved) {
        fail(
          'a mapping key must be a scalar; JSON has no other kind of key (goyaml: invalid map key)',
          keyRaw,
        );
      }
      let name: string;
      try {
        name = jsonKey(key.resolved);
      } catch (e) {
        if (e instanceof ScalarError) fail(e.message, keyRaw);
        throw e;
      }
      const value = this.value(valueRaw);
      size += key.size + value.size;
      height = Math.max(height, value.height + 1);
      set({ key: name, keyStart: key.node.start, keyEnd: key.node.end, value: value.node }, true);
    }
    const node: YamlNode = { kind: 'map', entries, start: raw.start + this.base, end: raw.end + this.base };
    return { node, size, height };
  }

  /** A key written twice in one mapping: strict decoding rejects it, at the second one; kubectl keeps it. */
  private duplicate(e: MapEntry): void {
    this.duplicates.push({
      message: `duplicate key ${JSON.stringify(e.key)}: the API server's strict decoding rejects duplicate fields, and kubectl silently keeps only the last value, which is the one checked here`,
      start: e.keyStart,
      end: e.keyEnd,
    });
  }

  // goyaml.v2: `<<` takes a mapping, an alias of one, or a sequence of those where earlier ones win.
  private mergeSources(value: RawNode, key: RawScalar): Decoded[] {
    const wantMap = (): never => fail('map merge requires map or sequence of maps as the value', key);
    const target = (n: RawNode): RawNode => (n.kind === 'alias' ? n.target : n);
    if (value.kind === 'seq') {
      return [...value.children].reverse().map((s) => {
        if (target(s).kind !== 'map') wantMap();
        return this.node(s);
      });
    }
    if (target(value).kind !== 'map') wantMap();
    return [this.node(value)];
  }
}
