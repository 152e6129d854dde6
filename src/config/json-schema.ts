// The JSON Schema subset the config file uses, interpreted directly on the YAML tree so that every
// error points at its node. schema/config.schema.json is generated from the same objects (and checked
// against a standard validator in the tests), so editors and this validator agree.

import type { Path } from '../load/path.js';
import type { YamlNode } from '../load/yaml/node.js';
import { closest } from '../text/suggest.js';

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

export function validate(node: YamlNode, schema: JsonSchema, path: Path = []): SchemaIssue[] {
  const issue = (message: string, at: { start: number; end: number } = node): SchemaIssue => ({
    path,
    start: at.start,
    end: at.end,
    message,
  });
  const actual = typeOf(node);
  if (schema.anyOf) {
    const fitting = schema.anyOf.filter((branch) => accepts(branch, actual));
    if (fitting.length === 0)
      return [issue(`expected ${describeSchema(schema)}, got ${DESCRIBE_ACTUAL[actual]}`)];
    const results = fitting.map((branch) => validate(node, branch, path));
    return results.find((r) => r.length === 0) ?? results[0] ?? [];
  }
  if (schema.enum) return validateEnum(node, schema.enum, issue);
  if (!accepts(schema, actual))
    return [issue(`expected ${describeSchema(schema)}, got ${DESCRIBE_ACTUAL[actual]}`)];
  if (node.kind === 'map') return validateObject(node, schema, path, issue);
  if (node.kind === 'seq') {
    const out: SchemaIssue[] = [];
    if (schema.minItems !== undefined && node.items.length < schema.minItems) {
      out.push(issue(`expected at least ${schema.minItems} ${schema.minItems === 1 ? 'entry' : 'entries'}`));
    }
    if (schema.items) {
      const items = schema.items;
      node.items.forEach((item, i) => out.push(...validate(item, items, [...path, i])));
    }
    return out;
  }
  return validateScalar(node.kind === 'scalar' ? node.value : null, schema, issue);
}

function validateEnum(
  node: YamlNode,
  allowed: readonly (string | number | boolean)[],
  issue: (message: string) => SchemaIssue,
): SchemaIssue[] {
  const value = node.kind === 'scalar' ? node.value : undefined;
  if (allowed.some((a) => a === value)) return [];
  const text = node.kind === 'scalar' ? node.text : '';
  const suggestion = closest(text, allowed.map(String));
  return [
    issue(
      `${JSON.stringify(text)} is not allowed: expected one of ${allowed.join(', ')}` +
        (suggestion ? ` (did you mean "${suggestion}"?)` : ''),
    ),
  ];
}

function validateObject(
  node: Extract<YamlNode, { kind: 'map' }>,
  schema: JsonSchema,
  path: Path,
  issue: (message: string, at?: { start: number; end: number }) => SchemaIssue,
): SchemaIssue[] {
  const out: SchemaIssue[] = [];
  const properties = schema.properties ?? {};
  const known = Object.keys(properties);
  for (const entry of node.entries) {
    const at = { start: entry.keyStart, end: entry.keyEnd };
    const property = properties[entry.key];
    const extra = schema.additionalProperties;
    if (property) out.push(...validate(entry.value, property, [...path, entry.key]));
    else if (typeof extra === 'object') out.push(...validate(entry.value, extra, [...path, entry.key]));
    else if (extra !== true) {
      const suggestion = closest(entry.key, known);
      const hint = suggestion
        ? ` (did you mean "${suggestion}"?)`
        : known.length
          ? `; allowed: ${known.join(', ')}`
          : '';
      out.push({ ...issue(`unknown key "${entry.key}"${hint}`, at), path: [...path, entry.key] });
    }
  }
  for (const key of schema.required ?? []) {
    if (!node.entries.some((e) => e.key === key)) out.push(issue(`missing required key "${key}"`));
  }
  return out;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

// Date.parse accepts 2027-02-30 (as March 2nd): a real date survives the round trip unchanged.
function isCalendarDate(value: string): boolean {
  return (
    DATE.test(value) && !Number.isNaN(Date.parse(value)) && new Date(value).toISOString().startsWith(value)
  );
}

function validateScalar(
  value: string | number | boolean | null,
  schema: JsonSchema,
  issue: (message: string) => SchemaIssue,
): SchemaIssue[] {
  if (typeof value === 'string') {
    if (schema.minLength !== undefined && value.length < schema.minLength)
      return [issue('must not be empty')];
    if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value)) {
      return [
        issue(`${JSON.stringify(value)} is not valid${schema.description ? `: ${schema.description}` : ''}`),
      ];
    }
    if (schema.format === 'date' && !isCalendarDate(value)) {
      return [issue(`${JSON.stringify(value)} is not a date (YYYY-MM-DD)`)];
    }
  }
  if (typeof value === 'number' && schema.minimum !== undefined && value < schema.minimum) {
    return [issue(`must be at least ${schema.minimum}`)];
  }
  return [];
}
