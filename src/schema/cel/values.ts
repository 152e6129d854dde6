// Stored values as CEL sees them (apiserver pkg/cel/common/values.go, UnstructuredToVal): integers are
// int, numbers double, strings with format date or date-time timestamps, byte strings bytes, objects maps
// of their declared fields; at a resource root, metadata holds only name and generateName
// (model.WithTypeAndObjectMeta).

import type { ValidationSchema } from '../schema.js';
import { valueOf } from '../stored.js';
import type { Stored } from '../stored.js';

export function celValue(value: Stored, schema: ValidationSchema | undefined, resourceRoot = false): unknown {
  if (value.kind === 'scalar') return scalar(value.value, schema);
  if (value.kind === 'seq') return value.items.map((item) => celValue(item, schema?.items));
  const out = new Map<string, unknown>();
  for (const { key, value: entry } of value.entries) {
    if ((resourceRoot || schema?.embeddedResource) && key === 'metadata' && entry.kind === 'map') {
      out.set(key, objectMeta(entry));
      continue;
    }
    const property = schema?.properties.get(key);
    const additional =
      typeof schema?.additionalProperties === 'object' ? schema.additionalProperties : undefined;
    out.set(key, celValue(entry, property ?? additional, false));
  }
  return out;
}

function objectMeta(metadata: Stored & { kind: 'map' }): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const key of ['name', 'generateName']) {
    const v = valueOf(metadata, key);
    if (v?.kind === 'scalar' && typeof v.value === 'string') out.set(key, v.value);
  }
  return out;
}

function scalar(value: string | number | boolean | null, schema: ValidationSchema | undefined): unknown {
  if (typeof value === 'number') {
    if (schema?.type === 'number') return value;
    return Number.isInteger(value) ? BigInt(value) : value;
  }
  if (typeof value === 'string' && schema?.type === 'string') {
    if (schema.format === 'date' || schema.format === 'datetime') {
      const time = Date.parse(value);
      if (!Number.isNaN(time)) return new Date(time);
    }
    if (schema.format === 'byte') return new Uint8Array(Buffer.from(value, 'base64'));
  }
  return value;
}
