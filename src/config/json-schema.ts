// The JSON Schema subset the config file uses, interpreted directly on the YAML tree so that every
// error points at its node. schema/config.schema.json is generated from the same objects (and checked
// against a standard validator in the tests), so editors and this validator agree.
//
// Decoding is schema-directed, as sigs.k8s.io/yaml does for typed targets: where the schema wants a
// string, a plain scalar keeps its text, so `off` stays "off" and `kubernetesVersion: 1.34` is "1.34".

import type { Path } from '../load/path.js';
import type { YamlNode } from '../load/yaml/node.js';
import { Suggester } from '../text/suggest.js';

export interface JsonSchema {
  readonly type?: 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean';
  readonly description?: string;
  readonly enum?: readonly (string | number | boolean)[];
  readonly properties?: { readonly [key: string]: JsonSchema };
  readonly additionalProperties?: boolean | JsonSchema;
  readonly required?: readonly string[];
  readonly items?: JsonSchema;
  readonly minItems?: number;
  readonly pattern?: string;
  readonly minLength?: number;
  readonly minimum?: number;
  readonly format?: 'date';
  readonly anyOf?: readonly JsonSchema[];
  readonly default?: unknown;
  readonly examples?: readonly unknown[];
}

export interface SchemaIssue {
  readonly path: Path;
  readonly start: number;
  readonly end: number;
  readonly message: string;
}

type NodeType = 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean' | 'null';

function typeOf(node: YamlNode): NodeType {
  if (node.kind === 'map') return 'object';
  if (node.kind === 'seq') return 'array';
  const v = node.value;
  if (v === null) return 'null';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v === 'boolean' ? 'boolean' : 'string';
}

function accepts(schema: JsonSchema, actual: NodeType): boolean {
  if (schema.enum) return actual !== 'object' && actual !== 'array';
  if (!schema.type) return true;
  return schema.type === actual || (schema.type === 'number' && actual === 'integer');
}

export function describeSchema(schema: JsonSchema): string {
  if (schema.anyOf) return schema.anyOf.map(describeSchema).join(', or ');
  if (schema.enum) return `one of ${schema.enum.join(', ')}`;
  switch (schema.type) {
    case 'object':
      return 'a mapping';
    case 'array':
      return schema.items ? `a list of ${plural(describeSchema(schema.items))}` : 'a list';
    case 'integer':
      return 'a whole number';
    case undefined:
      return 'a value';
    default:
      return `a ${schema.type}`;
  }
}

function plural(description: string): string {
  return description.replace(/^an? (\w+)/, '$1s').replace(/^one of/, 'values from');
}

const DESCRIBE_ACTUAL: Readonly<Record<NodeType, string>> = {
  object: 'a mapping',
  array: 'a list',
  string: 'a string',
  integer: 'a number',
  number: 'a number',
  boolean: 'a boolean',
  null: 'nothing (null)',
};

export interface Decoded {
  readonly value: unknown;
  readonly issues: readonly SchemaIssue[];
}

function wantsString(schema: JsonSchema): boolean {
  return schema.type === 'string' || (schema.enum?.some((e) => typeof e === 'string') ?? false);
}

/** Validates `node` against `schema` and returns its value as the schema types it. */
/** The value `node` holds under `schema`, with every problem; one config file spends one suggestion budget. */
export function decode(node: YamlNode, schema: JsonSchema): Decoded {
  return decodeAt(node, schema, [], new Suggester());
}

function decodeAt(node: YamlNode, schema: JsonSchema, path: Path, suggester: Suggester): Decoded {
  if (schema.anyOf) return decodeAnyOf(node, schema, schema.anyOf, path, suggester);
  const issues: SchemaIssue[] = [];
  const issue = (message: string, at: { start: number; end: number } = node): void => {
    issues.push({ path, start: at.start, end: at.end, message });
  };
  const scalar = node.kind === 'scalar' ? node : undefined;
  const value = scalar && wantsString(schema) && scalar.value !== null ? scalar.text : scalar?.value;
  const actual = typeof value === 'string' ? 'string' : typeOf(node);
  if (schema.enum) {
    if (!schema.enum.some((a) => a === value)) issue(enumMessage(scalar?.text ?? '', schema.enum, suggester));
    return { value, issues };
  }
  if (!accepts(schema, actual)) {
    issue(`expected ${describeSchema(schema)}, got ${DESCRIBE_ACTUAL[actual]}`);
    return { value, issues };
  }
  if (node.kind === 'map') return decodeObject(node, schema, path, suggester);
  if (node.kind === 'seq') {
    if (schema.minItems !== undefined && node.items.length < schema.minItems) {
      issue(`expected at least ${schema.minItems} ${schema.minItems === 1 ? 'entry' : 'entries'}`);
    }
    const items = schema.items;
    const decoded = node.items.map((item, i) =>
      items ? decodeAt(item, items, [...path, i], suggester) : { value: item, issues: [] },
    );
    return { value: decoded.map((d) => d.value), issues: [...issues, ...decoded.flatMap((d) => d.issues)] };
  }
  checkScalar(value ?? null, schema, issue);
  return { value, issues };
}

function decodeAnyOf(
  node: YamlNode,
  schema: JsonSchema,
  branches: readonly JsonSchema[],
  path: Path,
  suggester: Suggester,
): Decoded {
  const actual = typeOf(node);
  const fitting = branches.filter(
    (branch) => accepts(branch, actual) || (node.kind === 'scalar' && !!branch.enum),
  );
  if (fitting.length === 0) {
    return {
      value: undefined,
      issues: [
        {
          path,
          start: node.start,
          end: node.end,
          message: `expected ${describeSchema(schema)}, got ${DESCRIBE_ACTUAL[actual]}`,
        },
      ],
    };
  }
  const results = fitting.map((branch) => decodeAt(node, branch, path, suggester));
  return results.find((r) => r.issues.length === 0) ?? results[0] ?? { value: undefined, issues: [] };
}

function enumMessage(
  text: string,
  allowed: readonly (string | number | boolean)[],
  suggester: Suggester,
): string {
  const suggestion = suggester.closest(text, allowed.map(String));
  return (
    `${JSON.stringify(text)} is not allowed: expected one of ${allowed.join(', ')}` +
    (suggestion ? ` (did you mean "${suggestion}"?)` : '')
  );
}

function decodeObject(
  node: Extract<YamlNode, { kind: 'map' }>,
  schema: JsonSchema,
  path: Path,
  suggester: Suggester,
): Decoded {
  const issues: SchemaIssue[] = [];
  const value: Record<string, unknown> = {};
  const properties = schema.properties ?? {};
  const known = Object.keys(properties);
  for (const entry of node.entries) {
    const property =
      properties[entry.key] ??
      (typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined);
    if (property) {
      const decoded = decodeAt(entry.value, property, [...path, entry.key], suggester);
      value[entry.key] = decoded.value;
      issues.push(...decoded.issues);
    } else if (schema.additionalProperties !== true) {
      const suggestion = suggester.closest(entry.key, known);
      const hint = suggestion
        ? ` (did you mean "${suggestion}"?)`
        : known.length
          ? `; allowed: ${known.join(', ')}`
          : '';
      issues.push({
        path: [...path, entry.key],
        start: entry.keyStart,
        end: entry.keyEnd,
        message: `unknown key "${entry.key}"${hint}`,
      });
    }
  }
  for (const key of schema.required ?? []) {
    if (!node.entries.some((e) => e.key === key)) {
      issues.push({ path, start: node.start, end: node.end, message: `missing required key "${key}"` });
    }
  }
  return { value, issues };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

// Date.parse accepts 2027-02-30 (as March 2nd): a real date survives the round trip unchanged.
function isCalendarDate(value: string): boolean {
  return (
    DATE.test(value) && !Number.isNaN(Date.parse(value)) && new Date(value).toISOString().startsWith(value)
  );
}

function checkScalar(value: unknown, schema: JsonSchema, issue: (message: string) => void): void {
  if (typeof value === 'string') {
    if (schema.minLength !== undefined && value.length < schema.minLength) issue('must not be empty');
    else if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value)) {
      issue(`${JSON.stringify(value)} is not valid${schema.description ? `: ${schema.description}` : ''}`);
    } else if (schema.format === 'date' && !isCalendarDate(value)) {
      issue(`${JSON.stringify(value)} is not a date (YYYY-MM-DD)`);
    }
  }
  if (typeof value === 'number' && schema.minimum !== undefined && value < schema.minimum) {
    issue(`must be at least ${schema.minimum}`);
  }
}
