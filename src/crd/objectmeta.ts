// Metadata of custom resources is not pruned by schema: the API server decodes it into the Go type
// metav1.ObjectMeta with strict, case-sensitive JSON decoding (apiextensions-apiserver
// schema/objectmeta/coerce.go, sigs.k8s.io/json UnmarshalStrict). Unknown keys are dropped and
// reported with the decoder's path; a value of the wrong type makes the whole request fail.

import type { Path, PathSegment } from '../load/path.js';
import type { MapEntry, YamlNode } from '../load/yaml/node.js';

type GoType =
  | { readonly kind: 'string' | 'int64' | 'bool' | 'time' | 'raw' }
  | { readonly kind: 'map'; readonly value: GoType }
  | { readonly kind: 'list'; readonly item: GoType }
  | { readonly kind: 'struct'; readonly name: string; readonly fields: ReadonlyMap<string, GoType> };

const STRING: GoType = { kind: 'string' };
const INT64: GoType = { kind: 'int64' };
const BOOL: GoType = { kind: 'bool' };
const TIME: GoType = { kind: 'time' };
const struct = (name: string, fields: Record<string, GoType>): GoType => ({
  kind: 'struct',
  name,
  fields: new Map(Object.entries(fields)),
});

// JSON field names of k8s.io/apimachinery/pkg/apis/meta/v1 types.go.
const OWNER_REFERENCE = struct('OwnerReference', {
  apiVersion: STRING,
  kind: STRING,
  name: STRING,
  uid: STRING,
  controller: BOOL,
  blockOwnerDeletion: BOOL,
});
const MANAGED_FIELDS_ENTRY = struct('ManagedFieldsEntry', {
  manager: STRING,
  operation: STRING,
  apiVersion: STRING,
  time: TIME,
  fieldsType: STRING,
  // FieldsV1 keeps its JSON raw: anything decodes.
  fieldsV1: { kind: 'raw' },
  subresource: STRING,
});
const OBJECT_META = struct('ObjectMeta', {
  name: STRING,
  generateName: STRING,
  namespace: STRING,
  selfLink: STRING,
  uid: STRING,
  resourceVersion: STRING,
  generation: INT64,
  creationTimestamp: TIME,
  deletionTimestamp: TIME,
  deletionGracePeriodSeconds: INT64,
  labels: { kind: 'map', value: STRING },
  annotations: { kind: 'map', value: STRING },
  ownerReferences: { kind: 'list', item: OWNER_REFERENCE },
  finalizers: { kind: 'list', item: STRING },
  managedFields: { kind: 'list', item: MANAGED_FIELDS_ENTRY },
});

export interface UnknownMetaField {
  readonly path: Path;
  readonly entry: MapEntry;
  /** The fields of the Go struct the key was looked up in, for "did you mean". */
  readonly declared: readonly string[];
  readonly struct: string;
}

export interface InvalidMetaValue {
  readonly path: Path;
  readonly node: YamlNode;
  /** What Go wanted, e.g. "a string", and what it got. */
  readonly expected: string;
  readonly actual: string;
}

export interface ObjectMetaDecoding {
  readonly unknown: UnknownMetaField[];
  readonly invalid: InvalidMetaValue[];
}

// sigs.k8s.io/json keeps at most this many strict errors per decode.
const MAX_STRICT_ERRORS = 100;

/** Decodes `node` as ObjectMeta; `path` is where it sits, ending in `metadata`. */
export function decodeObjectMeta(node: YamlNode, path: Path): ObjectMetaDecoding {
  const result: ObjectMetaDecoding = { unknown: [], invalid: [] };
  decode(node, OBJECT_META, [...path], result);
  return result;
}

function decode(node: YamlNode, type: GoType, path: PathSegment[], out: ObjectMetaDecoding): void {
  // JSON null decodes into every Go type (it leaves the zero value).
  if (node.kind === 'scalar' && node.value === null) return;
  const invalid = (): void => {
    out.invalid.push({ path: [...path], node, expected: EXPECTED[type.kind], actual: describeValue(node) });
  };
  switch (type.kind) {
    case 'raw':
      return;
    case 'string':
    case 'int64':
    case 'bool':
    case 'time':
      if (node.kind !== 'scalar' || !SCALAR_CHECKS[type.kind](node.value)) invalid();
      return;
    case 'list':
      if (node.kind !== 'seq') return invalid();
      node.items.forEach((item, index) => within(path, index, () => decode(item, type.item, path, out)));
      return;
    case 'map':
      if (node.kind !== 'map') return invalid();
      for (const e of node.entries) within(path, e.key, () => decode(e.value, type.value, path, out));
      return;
    case 'struct':
      if (node.kind !== 'map') return invalid();
      for (const e of node.entries) {
        const field = type.fields.get(e.key);
        if (field) within(path, e.key, () => decode(e.value, field, path, out));
        else if (out.unknown.length < MAX_STRICT_ERRORS) {
          out.unknown.push({
            path: [...path, e.key],
            entry: e,
            declared: [...type.fields.keys()],
            struct: type.name,
          });
        }
      }
  }
}

function within(path: PathSegment[], segment: PathSegment, run: () => void): void {
  path.push(segment);
  run();
  path.pop();
}

const INT64_LIMIT = 2 ** 63;
// Go's time.RFC3339 layout, as metav1.Time.UnmarshalJSON parses it.
const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

const SCALAR_CHECKS: Readonly<Record<'string' | 'int64' | 'bool' | 'time', (v: unknown) => boolean>> = {
  string: (v) => typeof v === 'string',
  // YAML floats with an integral value reach the API server as JSON integers.
  int64: (v) => typeof v === 'number' && Number.isInteger(v) && Math.abs(v) < INT64_LIMIT,
  bool: (v) => typeof v === 'boolean',
  time: (v) => typeof v === 'string' && isRfc3339(v),
};

function isRfc3339(text: string): boolean {
  const m = RFC3339.exec(text);
  if (!m) return false;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return (
    month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth && hour < 24 && minute < 60 && second < 60
  );
}

const EXPECTED: Readonly<Record<GoType['kind'], string>> = {
  string: 'a string',
  int64: 'a whole number',
  bool: 'true or false',
  time: 'an RFC 3339 time such as 2024-01-31T12:00:00Z',
  raw: 'any value',
  map: 'a mapping',
  list: 'a list',
  struct: 'a mapping',
};

/** A value as an error message names it: "a mapping", "the number 42". */
export function describeValue(node: YamlNode): string {
  if (node.kind === 'map') return 'a mapping';
  if (node.kind === 'seq') return 'a list';
  const value = node.value;
  if (value === null) return 'null';
  if (typeof value === 'string') return `the string ${JSON.stringify(value)}`;
  return typeof value === 'number' ? `the number ${node.text}` : `the boolean ${node.text}`;
}
