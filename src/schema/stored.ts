// The object the API server stores, which is the one it validates: the manifest after structural pruning
// (pruning/algorithm.go), null pruning (defaulting/prunenulls.go) and defaulting (defaulting/algorithm.go).
// Every value keeps the source offsets of the YAML it came from; a default points at the object it was
// added to.

import type { MapNode, ScalarValue, YamlNode } from '../load/yaml/node.js';
import type { Json, ValidationSchema } from './schema.js';
import { isObject } from './schema.js';

export type Stored = StoredScalar | StoredMap | StoredSeq;

interface At {
  readonly start: number;
  readonly end: number;
}

export interface StoredScalar extends At {
  readonly kind: 'scalar';
  readonly value: ScalarValue;
}

export interface StoredMap extends At {
  readonly kind: 'map';
  readonly entries: ReadonlyMap<string, Stored>;
}

export interface StoredSeq extends At {
  readonly kind: 'seq';
  readonly items: readonly Stored[];
}

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
  const object = stored(root, { ...schema, embeddedResource: true }, options.prunes ?? true);
  // With the status subresource, create and update through the main resource reset status
  // (customresource strategy.go PrepareForCreate/PrepareForUpdate): it is neither stored nor validated.
  if (!options.dropStatus || object.kind !== 'map' || !object.entries.has('status')) return object;
  const entries = new Map(object.entries);
  entries.delete('status');
  return { ...object, entries };
}

/** A value as decoded, nothing dropped or added. */
export function raw(node: YamlNode): Stored {
  switch (node.kind) {
    case 'scalar':
      return node;
    case 'seq':
      return { kind: 'seq', items: node.items.map(raw), start: node.start, end: node.end };
    case 'map': {
      const entries = new Map<string, Stored>();
      for (const e of node.entries) entries.set(e.key, raw(e.value));
      return { kind: 'map', entries, start: node.start, end: node.end };
    }
  }
}

/** `schema` undefined: nothing is declared (additionalProperties: true), so maps keep no keys. */
function stored(node: YamlNode, schema: ValidationSchema | undefined, prunes: boolean): Stored {
  if (!prunes) return schema ? defaulted(raw(node), schema) : raw(node);
  if (node.kind === 'scalar') return node;
  if (node.kind === 'seq') {
    const items = node.items.map((item) => stored(item, schema?.items, prunes));
    return defaulted({ kind: 'seq', items, start: node.start, end: node.end }, schema);
  }
  const entries = new Map<string, Stored>();
  for (const e of node.entries) {
    if (schema?.embeddedResource && META_FIELDS.has(e.key)) {
      entries.set(e.key, raw(e.value));
      continue;
    }
    const property = schema?.properties.get(e.key);
    const additional = schema?.additionalProperties;
    const valueSchema = property ?? (typeof additional === 'object' ? additional : undefined);
    if (property || additional !== undefined) {
      if (isNull(e.value) && valueSchema && !keepsNull(valueSchema)) continue;
      entries.set(e.key, stored(e.value, valueSchema, prunes));
    } else if (schema?.preserveUnknownFields) entries.set(e.key, raw(e.value));
  }
  return defaulted({ kind: 'map', entries, start: node.start, end: node.end }, schema);
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
  let entries: Map<string, Stored> | undefined;
  for (const [name, property] of withDefaults(schema.properties)) {
    if (!property.default) continue;
    const current = value.entries.get(name);
    if (current !== undefined && !(isNull(current) && !property.nullable)) continue;
    entries ??= new Map(value.entries);
    entries.set(name, defaulted(fromJson(property.default.value, value), property));
  }
  return entries ? { ...value, entries } : value;
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
    const entries = new Map<string, Stored>();
    for (const [k, v] of Object.entries(value)) entries.set(k, fromJson(v, at));
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
      for (const [k, v] of value.entries) out[k] = toJson(v);
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
  const be = (b as StoredMap).entries;
  if (a.entries.size !== be.size) return false;
  for (const [k, v] of a.entries) {
    const other = be.get(k);
    if (!other || !storedEqual(v, other)) return false;
  }
  return true;
}
