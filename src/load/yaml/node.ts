// A light YAML tree: only what rules need (values and source offsets), nothing of the concrete syntax.
// Offsets index the decoded text (BOM removed); line and column are computed only for findings.

import type { Path } from '../path.js';

export type ScalarValue = string | number | boolean | null;

/**
 * How many collections deep a tree may nest, aliases expanded; deeper documents are syntax errors.
 * The API server's decoder allows 10,000; the parsers keep explicit stacks, but later walks of a tree
 * (CRD schemas, pruning) recurse once per level: at 256 every walk has room to spare on a default stack,
 * and real manifests stay far below it (the deepest CRD in the shared corpus: 39).
 */
export const MAX_DEPTH = 256;

export interface ScalarNode {
  readonly kind: 'scalar';
  /** Resolved as Kubernetes' YAML decoder (goyaml.v2) resolves it: `yes` is true, `0644` is 420. */
  readonly value: ScalarValue;
  /** The string the scalar denotes before type resolution (quotes and escapes processed). */
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

export interface MapEntry {
  /** The key as a string, as JSON conversion sees it. */
  readonly key: string;
  readonly keyStart: number;
  readonly keyEnd: number;
  readonly value: YamlNode;
}

export interface MapNode {
  readonly kind: 'map';
  readonly entries: readonly MapEntry[];
  readonly start: number;
  readonly end: number;
}

export interface SeqNode {
  readonly kind: 'seq';
  readonly items: readonly YamlNode[];
  readonly start: number;
  readonly end: number;
}

export type YamlNode = ScalarNode | MapNode | SeqNode;

export interface YamlError {
  readonly message: string;
  readonly start: number;
  readonly end: number;
}

export interface YamlDocument {
  /** 0-based position in the stream, empty documents included. */
  readonly index: number;
  /** Offset where the document's content (or its `---`) starts. */
  readonly start: number;
  /** `null` for an empty document, and for one that cannot be decoded at all. */
  readonly root: YamlNode | null;
  /**
   * What kubectl refuses: with a root, what decoding overlooked (duplicate keys: the last value is
   * kept); without one, why the document cannot be decoded.
   */
  readonly errors: readonly YamlError[];
  /** kubectl's reader fails at this document: it applies nothing of it, nor of the rest of the file. */
  readonly stopsKubectl?: boolean;
}

export function entry(map: MapNode, key: string): MapEntry | undefined {
  for (const e of map.entries) if (e.key === key) return e;
  return undefined;
}

export function child(node: YamlNode | undefined, key: string): YamlNode | undefined {
  return node?.kind === 'map' ? entry(node, key)?.value : undefined;
}

export function asMap(node: YamlNode | undefined): MapNode | undefined {
  return node?.kind === 'map' ? node : undefined;
}

export function asSeq(node: YamlNode | undefined): SeqNode | undefined {
  return node?.kind === 'seq' ? node : undefined;
}

/** The value of a scalar that denotes a string; `undefined` for anything else. */
export function stringValue(node: YamlNode | undefined): string | undefined {
  return node?.kind === 'scalar' && typeof node.value === 'string' ? node.value : undefined;
}

/** Plain JavaScript value of a node, as JSON decoding would produce it. */
export function toJs(node: YamlNode): unknown {
  switch (node.kind) {
    case 'scalar':
      return node.value;
    case 'seq':
      return node.items.map(toJs);
    case 'map': {
      const out: Record<string, unknown> = {};
      for (const e of node.entries) out[e.key] = toJs(e.value);
      return out;
    }
  }
}

/** The node at a path of keys and indexes, or undefined. */
export function nodeAt(node: YamlNode, path: Path): YamlNode | undefined {
  let current: YamlNode | undefined = node;
  for (const segment of path) {
    if (typeof segment === 'number') current = current?.kind === 'seq' ? current.items[segment] : undefined;
    else current = child(current, typeof segment === 'string' ? segment : segment.key);
  }
  return current;
}
