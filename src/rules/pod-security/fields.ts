// Reading pod fields as the API server decodes them: a key written as `null` is the Go zero value
// (nil pointer, "", 0, false), so it counts as unset, and a value of the wrong type never decodes.
// Every field keeps its JSON path and source range for the finding.

import type { Path } from '../../load/path.js';
import type { MapEntry, MapNode, ScalarNode, SeqNode, YamlNode } from '../../load/yaml/node.js';
import { entry } from '../../load/yaml/node.js';

export interface Field<N extends YamlNode = YamlNode> {
  readonly node: N;
  readonly path: Path;
  /** What a finding underlines: the key and a scalar value, or the key of a mapping or list. */
  readonly start: number;
  readonly end: number;
}

/** A place in the object: a map and its JSON path. */
export interface Place {
  readonly node: MapNode;
  readonly path: Path;
}

export function fieldOf(place: Place | undefined, key: string): Field | undefined {
  const found = place && entry(place.node, key);
  if (!found || (found.value.kind === 'scalar' && found.value.value === null)) return undefined;
  const end = found.value.kind === 'scalar' ? found.value.end : found.keyEnd;
  return { node: found.value, path: [...place.path, key], start: found.keyStart, end };
}

export function mapOf(place: Place | undefined, key: string): (Field<MapNode> & Place) | undefined {
  const found = fieldOf(place, key);
  return found?.node.kind === 'map' ? { ...found, node: found.node } : undefined;
}

export function listOf(place: Place | undefined, key: string): Field<SeqNode> | undefined {
  const found = fieldOf(place, key);
  return found?.node.kind === 'seq' ? { ...found, node: found.node } : undefined;
}

type Scalar<T> = Field<ScalarNode> & { readonly value: T };

export function booleanOf(place: Place | undefined, key: string): Scalar<boolean> | undefined {
  const found = fieldOf(place, key);
  return found?.node.kind === 'scalar' && typeof found.node.value === 'boolean'
    ? { ...found, node: found.node, value: found.node.value }
    : undefined;
}

export function stringOf(place: Place | undefined, key: string): Scalar<string> | undefined {
  const found = fieldOf(place, key);
  return found?.node.kind === 'scalar' && typeof found.node.value === 'string'
    ? { ...found, node: found.node, value: found.node.value }
    : undefined;
}

export function integerOf(place: Place | undefined, key: string): Scalar<number> | undefined {
  const found = fieldOf(place, key);
  return found?.node.kind === 'scalar' && Number.isInteger(found.node.value)
    ? { ...found, node: found.node, value: found.node.value as number }
    : undefined;
}

/** Items of a list as fields of their own, each underlined alone. */
export function itemsOf(list: Field<SeqNode> | undefined): Field[] {
  if (!list) return [];
  return list.node.items.map((node, index) => ({
    node,
    path: [...list.path, index],
    start: node.start,
    end: node.end,
  }));
}

/** Strings of a list; Go cannot decode other scalars into a string list, so they are skipped. */
export function stringItemsOf(list: Field<SeqNode> | undefined): Scalar<string>[] {
  return itemsOf(list).flatMap((item) =>
    item.node.kind === 'scalar' && typeof item.node.value === 'string'
      ? [{ ...item, node: item.node, value: item.node.value }]
      : [],
  );
}

/**
 * Where a required field is missing: the path it should have, underlining the deepest part of it
 * that is written (the `securityContext` key, or the first key of the container).
 */
export function missingAt(place: Place, keys: readonly string[]): { path: Path; start: number; end: number } {
  let start = place.node.start;
  let end = place.node.entries[0]?.keyEnd ?? place.node.end;
  let map: MapNode | undefined = place.node;
  for (const key of keys) {
    const found: MapEntry | undefined = map && entry(map, key);
    if (!found) break;
    start = found.keyStart;
    end = found.keyEnd;
    map = found.value.kind === 'map' ? found.value : undefined;
  }
  return { path: [...place.path, ...keys], start, end };
}
