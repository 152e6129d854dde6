// A compiled OpenAPI v3 schema with the Kubernetes extensions, as the API server validates with it:
// the structural part (properties, items, additionalProperties, x-kubernetes-*), the value validations
// kube-openapi checks, and the CEL rules of x-kubernetes-validations. It is compiled from a plain JSON
// object, so a CRD's openAPIV3Schema and a built-in kind's OpenAPI schema compile alike.

export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };
export type JsonObject = { readonly [key: string]: Json };

export type SchemaType = 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean';

/** One entry of x-kubernetes-validations. */
export interface ValidationRule {
  readonly rule: string;
  readonly message?: string;
  readonly messageExpression?: string;
  /** FieldValueInvalid (default), FieldValueForbidden, FieldValueRequired or FieldValueDuplicate. */
  readonly reason?: string;
  readonly fieldPath?: string;
  readonly optionalOldSelf: boolean;
}

export interface ValidationSchema {
  readonly type: SchemaType | undefined;
  readonly nullable: boolean;
  readonly intOrString: boolean;
  readonly preserveUnknownFields: boolean;
  readonly embeddedResource: boolean;
  readonly properties: ReadonlyMap<string, ValidationSchema>;
  /** A schema, `true`/`false`, or undefined when unset. */
  readonly additionalProperties: ValidationSchema | boolean | undefined;
  readonly items: ValidationSchema | undefined;
  /** Present when the schema declares a default (which may be null). */
  readonly default?: { readonly value: Json };
  readonly enum: readonly Json[] | undefined;
  /** Normalized as go-openapi does (`date-time` is `datetime`); only formats apiextensions validates. */
  readonly format: string | undefined;
  readonly pattern: string | undefined;
  readonly minimum: number | undefined;
  readonly maximum: number | undefined;
  readonly exclusiveMinimum: boolean;
  readonly exclusiveMaximum: boolean;
  readonly multipleOf: number | undefined;
  readonly minLength: number | undefined;
  readonly maxLength: number | undefined;
  readonly minItems: number | undefined;
  readonly maxItems: number | undefined;
  readonly minProperties: number | undefined;
  readonly maxProperties: number | undefined;
  readonly required: readonly string[];
  readonly allOf: readonly ValidationSchema[];
  readonly anyOf: readonly ValidationSchema[];
  readonly oneOf: readonly ValidationSchema[];
  readonly not: ValidationSchema | undefined;
  readonly listType: 'atomic' | 'set' | 'map' | undefined;
  readonly listMapKeys: readonly string[];
  readonly mapType: 'atomic' | 'granular' | undefined;
  readonly rules: readonly ValidationRule[];
  /** Nothing of the value itself to check but its type (most fields of a big schema): a fast path. */
  readonly typeOnly: boolean;
  /** Nothing to check but its type and `required`: the fast path where `required` is not checked. */
  readonly typeAndRequiredOnly: boolean;
  /** CEL rules of its own or of its allOf branches, which are evaluated at this value. */
  readonly rulesHere: boolean;
}

// apiextensions-apiserver pkg/apiserver/validation/formats.go: every other format is ignored.
const SUPPORTED_FORMATS: ReadonlySet<string> = new Set([
  'bsonobjectid',
  'uri',
  'email',
  'hostname',
  'ipv4',
  'ipv6',
  'cidr',
  'mac',
  'uuid',
  'uuid3',
  'uuid4',
  'uuid5',
  'isbn',
  'isbn10',
  'isbn13',
  'creditcard',
  'ssn',
  'hexcolor',
  'rgbcolor',
  'byte',
  'password',
  'date',
  'duration',
  'datetime',
]);

const TYPES: ReadonlySet<string> = new Set(['object', 'array', 'string', 'integer', 'number', 'boolean']);

/** The keys of a schema that matter for validation: descriptions and examples are dropped. */
const KEPT_KEYS: ReadonlySet<string> = new Set([
  'type',
  'nullable',
  'x-kubernetes-int-or-string',
  'x-kubernetes-preserve-unknown-fields',
  'x-kubernetes-embedded-resource',
  'properties',
  'additionalProperties',
  'items',
  'default',
  'enum',
  'format',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'minProperties',
  'maxProperties',
  'required',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'x-kubernetes-list-type',
  'x-kubernetes-list-map-keys',
  'x-kubernetes-map-type',
  'x-kubernetes-validations',
]);

/** Whether validation reads this key of a schema (descriptions and examples it does not). */
export function isValidationKey(key: string): boolean {
  return KEPT_KEYS.has(key);
}

/** Keys whose values are data, not schemas: kept whole. */
export function isDataKey(key: string): boolean {
  return key === 'default' || key === 'enum' || key === 'x-kubernetes-validations';
}

/**
 * The part of a JSON schema that validation reads: what a registry keeps and copies to worker threads
 * (descriptions are most of a CRD's bytes). Values under `default` and `enum` are kept whole.
 */
export function validationPart(schema: Json): Json {
  if (!isObject(schema)) return schema;
  const out: Record<string, Json> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (!KEPT_KEYS.has(key)) continue;
    if (key === 'properties' && isObject(value)) {
      const properties: Record<string, Json> = {};
      for (const [name, property] of Object.entries(value)) properties[name] = validationPart(property);
      out[key] = properties;
    } else if (isDataKey(key)) out[key] = value;
    else if (Array.isArray(value)) out[key] = value.map(validationPart);
    else out[key] = validationPart(value);
  }
  return out;
}

/** Compiles a schema object; each object is compiled once per thread, however often it is asked for. */
export function compileSchema(schema: JsonObject): ValidationSchema {
  let compiled = compiledSchemas.get(schema);
  if (!compiled) {
    compiled = compile(schema);
    compiledSchemas.set(schema, compiled);
  }
  return compiled;
}

const compiledSchemas = new WeakMap<JsonObject, ValidationSchema>();
const EMPTY: JsonObject = {};
const NO_PROPERTIES: ReadonlyMap<string, ValidationSchema> = new Map();

function compile(s: JsonObject): ValidationSchema {
  return withFlags(compileChecks(s));
}

/** The same schema at the root of a resource, or of an embedded one: made once per schema. */
export function asEmbeddedResource(schema: ValidationSchema): ValidationSchema {
  let embedded = embeddedSchemas.get(schema);
  if (embedded === undefined) {
    embedded = withFlags({ ...schema, embeddedResource: true });
    embeddedSchemas.set(schema, embedded);
  }
  return embedded;
}

const embeddedSchemas = new WeakMap<ValidationSchema, ValidationSchema>();

// V8 keeps the first four fields of an object made by spreading in the object itself, the rest one
// indirection away: what validation reads at every value comes first (a third less time validating).
function withFlags(checks: Checks): ValidationSchema {
  const typeAndRequiredOnly = isTypeAndRequiredOnly(checks);
  return {
    typeOnly: typeAndRequiredOnly && checks.required.length === 0,
    typeAndRequiredOnly,
    rulesHere: checks.rules.length > 0 || checks.allOf.some((s) => s.rules.length > 0),
    ...checks,
  };
}

function isTypeAndRequiredOnly(s: Checks): boolean {
  return (
    !s.intOrString &&
    s.enum === undefined &&
    s.format === undefined &&
    s.pattern === undefined &&
    s.minimum === undefined &&
    s.maximum === undefined &&
    s.multipleOf === undefined &&
    s.minLength === undefined &&
    s.maxLength === undefined &&
    s.minItems === undefined &&
    s.maxItems === undefined &&
    s.minProperties === undefined &&
    s.maxProperties === undefined &&
    s.allOf.length + s.anyOf.length + s.oneOf.length === 0 &&
    s.not === undefined &&
    s.listType !== 'set' &&
    s.listType !== 'map'
  );
}

type Checks = Omit<ValidationSchema, 'typeOnly' | 'typeAndRequiredOnly' | 'rulesHere'>;

function compileChecks(s: JsonObject): Checks {
  const declared = s['properties'];
  const properties = isObject(declared) ? new LazyProperties(declared) : NO_PROPERTIES;
  const additional = s['additionalProperties'];
  const type = s['type'];
  const format = typeof s['format'] === 'string' ? s['format'].replaceAll('-', '') : undefined;
  const listType = s['x-kubernetes-list-type'];
  const mapType = s['x-kubernetes-map-type'];
  return {
    type: typeof type === 'string' && TYPES.has(type) ? (type as SchemaType) : undefined,
    nullable: s['nullable'] === true,
    intOrString: s['x-kubernetes-int-or-string'] === true,
    preserveUnknownFields: s['x-kubernetes-preserve-unknown-fields'] === true,
    embeddedResource: s['x-kubernetes-embedded-resource'] === true,
    properties: properties.size > 0 ? properties : NO_PROPERTIES,
    additionalProperties:
      typeof additional === 'boolean'
        ? additional
        : isObject(additional)
          ? compileSchema(additional)
          : undefined,
    items: isObject(s['items']) ? compileSchema(s['items']) : undefined,
    ...('default' in s ? { default: { value: s['default'] ?? null } } : {}),
    enum: Array.isArray(s['enum']) ? (s['enum'] as readonly Json[]) : undefined,
    format: format !== undefined && SUPPORTED_FORMATS.has(format) ? format : undefined,
    pattern: typeof s['pattern'] === 'string' ? s['pattern'] : undefined,
    minimum: numberOf(s['minimum']),
    maximum: numberOf(s['maximum']),
    exclusiveMinimum: s['exclusiveMinimum'] === true,
    exclusiveMaximum: s['exclusiveMaximum'] === true,
    multipleOf: numberOf(s['multipleOf']),
    minLength: numberOf(s['minLength']),
    maxLength: numberOf(s['maxLength']),
    minItems: numberOf(s['minItems']),
    maxItems: numberOf(s['maxItems']),
    minProperties: numberOf(s['minProperties']),
    maxProperties: numberOf(s['maxProperties']),
    required: strings(s['required']),
    allOf: schemas(s['allOf']),
    anyOf: schemas(s['anyOf']),
    oneOf: schemas(s['oneOf']),
    not: isObject(s['not']) ? compileSchema(s['not']) : undefined,
    listType: listType === 'atomic' || listType === 'set' || listType === 'map' ? listType : undefined,
    listMapKeys: strings(s['x-kubernetes-list-map-keys']),
    mapType: mapType === 'atomic' || mapType === 'granular' ? mapType : undefined,
    rules: rules(s['x-kubernetes-validations']),
  };
}

/**
 * Properties compiled when first looked up: a scan visits a small part of a big CRD's schema (a
 * prometheus-operator CRD declares thousands of fields), and compiling the rest would be wasted.
 */
class LazyProperties implements ReadonlyMap<string, ValidationSchema> {
  private readonly names: readonly string[];
  /** Where each name is in `names`; made on the first look-up. */
  private positions: Map<string, number> | undefined;
  private readonly compiled: (ValidationSchema | undefined)[] = [];

  constructor(private readonly declared: JsonObject) {
    this.names = Object.keys(declared);
  }

  get size(): number {
    return this.names.length;
  }

  // One look in a map for a name declared or not; what is kept are the schema's names, never the
  // strings looked up, which may be slices of a file's text.
  get(name: string): ValidationSchema | undefined {
    this.positions ??= new Map(this.names.map((n, i) => [n, i]));
    const at = this.positions.get(name);
    if (at === undefined) return undefined;
    return (this.compiled[at] ??= compileSchema(asObject(this.declared[this.names[at] as string])));
  }

  has(name: string): boolean {
    return Object.hasOwn(this.declared, name);
  }

  forEach(
    callback: (value: ValidationSchema, key: string, map: ReadonlyMap<string, ValidationSchema>) => void,
  ): void {
    for (const [name, schema] of this.entries()) callback(schema, name, this);
  }

  *entries(): MapIterator<[string, ValidationSchema]> {
    for (const name of this.names) yield [name, compileSchema(asObject(this.declared[name]))];
  }

  keys(): MapIterator<string> {
    return this.names[Symbol.iterator]();
  }

  *values(): MapIterator<ValidationSchema> {
    for (const [, schema] of this.entries()) yield schema;
  }

  [Symbol.iterator](): MapIterator<[string, ValidationSchema]> {
    return this.entries();
  }
}

function rules(value: Json | undefined): ValidationRule[] {
  if (!Array.isArray(value)) return [];
  const out: ValidationRule[] = [];
  for (const entry of value as readonly Json[]) {
    if (!isObject(entry) || typeof entry['rule'] !== 'string') continue;
    const text = (key: string): { [k: string]: string } =>
      typeof entry[key] === 'string' ? { [key]: entry[key] } : {};
    out.push({
      rule: entry['rule'],
      ...text('message'),
      ...text('messageExpression'),
      ...text('reason'),
      ...text('fieldPath'),
      optionalOldSelf: entry['optionalOldSelf'] === true,
    });
  }
  return out;
}

function schemas(value: Json | undefined): ValidationSchema[] {
  return Array.isArray(value) ? (value as readonly Json[]).map((v) => compileSchema(asObject(v))) : [];
}

function strings(value: Json | undefined): string[] {
  return Array.isArray(value)
    ? (value as readonly Json[]).filter((v): v is string => typeof v === 'string')
    : [];
}

function numberOf(value: Json | undefined): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asObject(value: Json | undefined): JsonObject {
  return isObject(value) ? value : EMPTY;
}

/** Whether a schema node or anything below it has CEL rules (nodes without any are skipped quickly). */
export function hasRules(schema: ValidationSchema): boolean {
  let known = withRules.get(schema);
  if (known === undefined) {
    withRules.set(schema, false); // a schema may reach itself through shared nodes
    known =
      schema.rules.length > 0 ||
      [...schema.properties.values()].some(hasRules) ||
      (typeof schema.additionalProperties === 'object' && hasRules(schema.additionalProperties)) ||
      (schema.items !== undefined && hasRules(schema.items)) ||
      schema.allOf.some(hasRules);
    withRules.set(schema, known);
  }
  return known;
}

const withRules = new WeakMap<ValidationSchema, boolean>();
