// The object the API server stores, which is the one it validates: the manifest after structural pruning
// (pruning/algorithm.go), null pruning (defaulting/prunenulls.go) and defaulting (defaulting/algorithm.go).
// Every value keeps the source offsets of the YAML it came from; a default points at the object it was
// added to. A YAML tree is itself a stored value (its maps hold each key once, as the loaders keep the
// last of duplicate keys in the place of the first), and what pruning and defaulting leave as it is stays
// the YAML node: only what they change is new.

import type { MapEntry, MapNode, ScalarValue, YamlNode } from '../load/yaml/node.js';
import type { Json, ValidationSchema } from './schema.js';
import { asEmbeddedResource, isObject } from './schema.js';

export type Stored = StoredScalar | StoredMap | StoredSeq;

interface At {
  readonly start: number;
  readonly end: number;
}

export interface StoredScalar extends At {
  readonly kind: 'scalar';
  readonly value: ScalarValue;
}

export interface StoredEntry {
  readonly key: string;
  readonly value: Stored;
}

export interface StoredMap extends At {
  readonly kind: 'map';
  /** Each key once, in the order written. */
  readonly entries: readonly StoredEntry[];
}

export interface StoredSeq extends At {
  readonly kind: 'seq';
  readonly items: readonly Stored[];
}

/** The value of `key`: a look along the entries, or in an index made once for a big map. */
export function valueOf(map: StoredMap, key: string): Stored | undefined {
  const entries = map.entries;
  if (entries.length <= INDEXED_SIZE) {
    for (const e of entries) if (e.key === key) return e.value;
    return undefined;
  }
  let index = indexes.get(map);
  if (index === undefined) {
    index = new Map();
    for (const e of entries) index.set(e.key, e.value);
    indexes.set(map, index);
  }
  return index.get(key);
}

// Most maps are small, where a look along the entries is quicker than building an index; big ones (a
// ConfigMap's data) are indexed, so that looking up each of their keys stays linear.
const INDEXED_SIZE = 16;
const indexes = new WeakMap<StoredMap, Map<string, Stored>>();

const META_FIELDS: ReadonlySet<string> = new Set(['apiVersion', 'kind', 'metadata']);

/**
 * The stored form of an object under `schema` (its root is an embedded resource: apiVersion, kind and
 * metadata are kept). `prunes` is false when the CRD preserves unknown fields everywhere.
 */
export function storedObject(
  root: MapNode,
  schema: ValidationSchema,
  options: { readonly prunes?: boolean; readonly dropStatus?: boolean } = {},
): Stored {
  const object = stored(root, asEmbeddedResource(schema), options.prunes ?? true);
  // With the status subresource, create and update through the main resource reset status
  // (customresource strategy.go PrepareForCreate/PrepareForUpdate): it is neither stored nor validated.
  if (!options.dropStatus || object.kind !== 'map') return object;
  return withoutKey(object, 'status');
}

/** The map without `key`, itself when it has none. */
export function withoutKey(map: StoredMap, key: string): StoredMap {
  if (valueOf(map, key) === undefined) return map;
  return { kind: 'map', entries: map.entries.filter((e) => e.key !== key), start: map.start, end: map.end };
}

/** `schema` undefined: nothing is declared (additionalProperties: true), so maps keep no keys. */
function stored(node: YamlNode, schema: ValidationSchema | undefined, prunes: boolean): Stored {
  if (!prunes) return schema ? defaulted(node, schema) : node;
  if (node.kind === 'scalar') return node;
  if (node.kind === 'seq') {
    const itemSchema = schema?.items;
    // Copied from the first item that changes, if one does.
    let items: Stored[] | undefined;
    for (let i = 0; i < node.items.length; ++i) {
      const item = node.items[i] as YamlNode;
      const value = stored(item, itemSchema, prunes);
      if (items === undefined && value !== item) items = node.items.slice(0, i);
      items?.push(value);
    }
    return defaulted(items ? { kind: 'seq', items, start: node.start, end: node.end } : node, schema);
  }
  const additional = schema?.additionalProperties;
  const additionalSchema = typeof additional === 'object' ? additional : undefined;
  // Copied from the first entry that is dropped or changes, if one is.
  let entries: StoredEntry[] | undefined;
  for (let i = 0; i < node.entries.length; ++i) {
    const e = node.entries[i] as MapEntry;
    let value: Stored | undefined;
    if (schema?.embeddedResource && META_FIELDS.has(e.key)) value = e.value;
    else {
      const property = schema?.properties.get(e.key);
      const valueSchema = property ?? additionalSchema;
      if (property || additional !== undefined) {
        if (!(isNull(e.value) && valueSchema && !keepsNull(valueSchema)))
          value = stored(e.value, valueSchema, prunes);
      } else if (schema?.preserveUnknownFields) value = e.value;
    }
    if (entries === undefined && value !== e.value) entries = node.entries.slice(0, i);
    if (entries !== undefined && value !== undefined)
      entries.push(value === e.value ? e : { key: e.key, value });
  }
  return defaulted(entries ? { kind: 'map', entries, start: node.start, end: node.end } : node, schema);
}

/** Adds the defaults of absent properties (and of null list items), below as well. */
function defaulted(value: Stored, schema: ValidationSchema | undefined): Stored {
  if (!schema) return value;
  if (value.kind === 'seq') {
    const items = schema.items;
    if (!items?.default || value.items.every((item) => !isNull(item))) return value;
    const fallback = items.default.value;
    return {
      ...value,
      items: value.items.map((item) =>
        isNull(item) && !items.nullable ? defaulted(fromJson(fallback, item), items) : item,
      ),
    };
  }
  if (value.kind !== 'map') return value;
  let entries: StoredEntry[] | undefined;
  let positions: Map<string, number> | undefined;
  for (const [name, property] of withDefaults(schema.properties)) {
    if (!property.default) continue;
    const current = valueOf(value, name);
    if (current !== undefined && !(isNull(current) && !property.nullable)) continue;
    entries ??= [...value.entries];
    const added = { key: name, value: defaulted(fromJson(property.default.value, value), property) };
    // An absent property comes last; a null one is replaced where it is written.
    if (current === undefined) entries.push(added);
    else {
      positions ??= new Map(value.entries.map((e, i) => [e.key, i]));
      entries[positions.get(name) as number] = added;
    }
  }
  return entries ? { kind: 'map', entries, start: value.start, end: value.end } : value;
}

/** The properties that declare a default, found once per schema rather than at every object. */
function withDefaults(
  properties: ReadonlyMap<string, ValidationSchema>,
): readonly (readonly [string, ValidationSchema])[] {
  let found = defaultedProperties.get(properties);
  if (found === undefined) {
    found = [...properties].filter(([, property]) => property.default !== undefined);
    defaultedProperties.set(properties, found);
  }
  return found;
}

const defaultedProperties = new WeakMap<
  ReadonlyMap<string, ValidationSchema>,
  readonly (readonly [string, ValidationSchema])[]
>();

function keepsNull(schema: ValidationSchema): boolean {
  return schema.nullable || schema.default !== undefined;
}

function isNull(value: YamlNode | Stored): boolean {
  return value.kind === 'scalar' && value.value === null;
}

/** A JSON value (a default) placed at `at`. */
export function fromJson(value: Json, at: At): Stored {
  const { start, end } = at;
  if (Array.isArray(value))
    return { kind: 'seq', items: (value as readonly Json[]).map((v) => fromJson(v, at)), start, end };
  if (isObject(value)) {
    const entries = Object.entries(value).map(([key, v]) => ({ key, value: fromJson(v, at) }));
    return { kind: 'map', entries, start, end };
  }
  return { kind: 'scalar', value: value as ScalarValue, start, end };
}

/** The JSON value, as the API server's decoder sees it. */
export function toJson(value: Stored): Json {
  switch (value.kind) {
    case 'scalar':
      return value.value;
    case 'seq':
      return value.items.map(toJson);
    case 'map': {
      const out: Record<string, Json> = {};
      for (const e of value.entries) out[e.key] = toJson(e.value);
      return out;
    }
  }
}

/** Deep equality of JSON values (key order does not matter), as reflect.DeepEqual on decoded JSON. */
export function jsonEqual(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return (a as readonly Json[]).every((item, i) => jsonEqual(item, (b as readonly Json[])[i] as Json));
  }
  const ak = Object.keys(a);
  const bo = b as { readonly [key: string]: Json };
  if (ak.length !== Object.keys(bo).length) return false;
  return ak.every(
    (k) => k in bo && jsonEqual((a as { readonly [key: string]: Json })[k] as Json, bo[k] as Json),
  );
}

/** Deep equality of stored values. */
export function storedEqual(a: Stored, b: Stored): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'scalar') return a.value === (b as StoredScalar).value;
  if (a.kind === 'seq') {
    const bi = (b as StoredSeq).items;
    return a.items.length === bi.length && a.items.every((item, i) => storedEqual(item, bi[i] as Stored));
  }
  if (a.entries.length !== (b as StoredMap).entries.length) return false;
  for (const e of a.entries) {
    const other = valueOf(b as StoredMap, e.key);
    if (!other || !storedEqual(e.value, other)) return false;
  }
  return true;
}
