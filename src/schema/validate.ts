// Validation of a stored object against its schema, as the API server validates a custom resource:
// kube-openapi's schema validator (value validations), list-type uniqueness (listtype/validation.go) and
// the CEL rules of x-kubernetes-validations (apiextensions-apiserver schema/cel/validation.go), with
// ratcheting against the previous object (CRDValidationRatcheting): an error on a value equal to its old
// value is not reported. Errors are worded as the API server words them (field.Error).

import { Optional } from '@marcbachmann/cel-js';
import { atLeast, formatKubernetesVersion } from '../kube-version.js';
import type { KubernetesVersion } from '../kube-version.js';
import { MapKey } from '../load/path.js';
import type { PathSegment } from '../load/path.js';
import type { ScalarValue } from '../load/yaml/node.js';
import { compileRule, PER_CALL_LIMIT, PER_OBJECT_BUDGET } from './cel/engine.js';
import type { Compiled } from './cel/engine.js';
import { dns1123Subdomain } from './cel/library.js';
import { celValue } from './cel/values.js';
import { checkFormat } from './formats.js';
import { compileRegex, regexFinds } from './regex.js';
import type { Json, ValidationRule, ValidationSchema } from './schema.js';
import { hasRules } from './schema.js';
import { jsonEqual, storedEqual, toJson, valueOf } from './stored.js';
import type { Stored } from './stored.js';

export interface Violation {
  /** The API server's field path (`spec.replicas`, `spec.map[key]`, `spec.list[0]`). */
  readonly path: readonly PathSegment[];
  readonly start: number;
  readonly end: number;
  /** The error as the API server prints it: `spec.replicas: Invalid value: "string": ...`. */
  readonly error: string;
  /** What the schema wants and what the value is, for messages. */
  readonly expected?: string;
  readonly actual?: string;
  /** The CEL rule, for rule violations. */
  readonly rule?: string;
  /** Not a rejection: a rule or pattern this engine could not evaluate, and why. */
  readonly notEvaluated?: string;
  /** The schema keyword the value fails, for the checks callers word themselves. */
  readonly keyword?: Keyword;
  /** The JSON type of the value, for type errors: `string`, `integer`, `number`, `boolean`, `object`, `array`. */
  readonly actualType?: string;
  /** The value, for type errors on a scalar. */
  readonly value?: ScalarValue;
}

export type Keyword = 'type' | 'required' | 'format' | 'x-kubernetes-list-type';

export interface ValidationOptions {
  readonly kubernetesVersion: KubernetesVersion;
  /** The previous version of the object (stored form), for transition rules and ratcheting. */
  readonly old?: Stored;
  /** Whether metadata.name must be a DNS subdomain, as for every custom resource (default true). */
  readonly checksName?: boolean;
  /**
   * Whether `required` is checked (default true). Off, no value reports a missing property of its own;
   * the branches of anyOf, oneOf and not still count theirs, as they decide which branch matches.
   */
  readonly checksRequired?: boolean;
}

/** What a Kubernetes version validates: CEL rules from 1.25 (beta, on by default), ratcheting from 1.30. */
function features(version: KubernetesVersion): { cel: boolean; ratcheting: boolean } {
  return {
    cel: atLeast(version, { major: 1, minor: 25 }),
    ratcheting: atLeast(version, { major: 1, minor: 30 }),
  };
}

/** Validates a stored object at the root of a resource. */
export function validateObject(
  root: Stored,
  schema: ValidationSchema,
  options: ValidationOptions,
): Violation[] {
  const walk = new Walk(options.kubernetesVersion, options.checksRequired ?? true);
  if (options.checksName ?? true) walk.resourceName(root);
  walk.value(root, schema, [], options.old, false, true);
  return walk.violations;
}

const OBJECT_META_EXEMPT = new Set(['apiVersion', 'kind', 'metadata']);
const compiledByRule = new WeakMap<ValidationRule, Map<string, Compiled>>();

class Walk {
  readonly violations: Violation[] = [];
  private budget = PER_OBJECT_BUDGET;
  private readonly celRules: boolean;
  private selfOf: { readonly node: Stored; readonly value: unknown } | undefined;
  private readonly ratcheting: boolean;
  private readonly versionText: string;

  constructor(
    private readonly version: KubernetesVersion,
    private readonly checksRequired: boolean,
  ) {
    const enabled = features(version);
    this.celRules = enabled.cel;
    this.ratcheting = enabled.ratcheting;
    this.versionText = formatKubernetesVersion(version);
  }

  /** CR names are DNS subdomains (customresource validator: NameIsDNSSubdomain). */
  resourceName(root: Stored): void {
    const name = root.kind === 'map' ? valueOf(root, 'metadata') : undefined;
    const value = name?.kind === 'map' ? valueOf(name, 'name') : undefined;
    if (value?.kind !== 'scalar' || typeof value.value !== 'string' || value.value === '') return;
    for (const problem of dns1123Subdomain(value.value)) {
      this.add(
        value,
        ['metadata', 'name'],
        `metadata.name: Invalid value: ${quote(value.value)}: ${problem}`,
        {
          expected: 'a lowercase RFC 1123 subdomain',
          actual: quote(value.value),
        },
      );
    }
  }

  /**
   * `old` is the correlated previous value (undefined where there is none); `parentUnchanged` whether the
   * nearest correlated ancestor equals its old value (ratcheting of uncorrelatable values, list items).
   */
  value(
    v: Stored,
    schema: ValidationSchema,
    path: PathSegment[],
    old: Stored | undefined,
    parentUnchanged: boolean,
    resourceRoot = false,
  ): void {
    const unchanged = this.ratcheting && (old !== undefined ? storedEqual(v, old) : parentUnchanged);
    // Most values of a big schema have only a type to check, and have it: no errors to look for.
    const fast = this.checksRequired ? schema.typeOnly : schema.typeAndRequiredOnly;
    const typeOnly = fast && (schema.type === undefined || typeMatches(schema.type, v));
    if (!typeOnly && !this.openApi(v, schema, path, unchanged, resourceRoot)) return;
    if (isNull(v)) return;
    if (schema.embeddedResource && !resourceRoot) this.embedded(v, path, unchanged);
    if (v.kind === 'map') this.children(v, schema, path, old, unchanged, resourceRoot);
    else if (v.kind === 'seq') this.items(v, schema, path, old, unchanged);
    if (this.celRules && schema.rulesHere) this.cel(v, schema, path, old, unchanged, resourceRoot);
  }

  /**
   * Whether a scalar under `schema` is valid without looking further: it has the schema's type, and
   * nothing else is checked there. Most values are such scalars; they are judged without a call.
   */
  private settled(v: Stored, schema: ValidationSchema): boolean {
    return (
      v.kind === 'scalar' &&
      (this.checksRequired ? schema.typeOnly : schema.typeAndRequiredOnly) &&
      (schema.type === undefined || typeMatches(schema.type, v)) &&
      !(this.celRules && schema.rulesHere)
    );
  }

  // `path` is the walk's one path, pushed and popped around each child: only a violation copies it.
  private children(
    v: Stored & { kind: 'map' },
    schema: ValidationSchema,
    path: PathSegment[],
    old: Stored | undefined,
    unchanged: boolean,
    resourceRoot: boolean,
  ): void {
    const oldMap = old?.kind === 'map' && schema.mapType !== 'atomic' ? old : undefined;
    const additional =
      typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
    const exempts = resourceRoot || schema.embeddedResource;
    for (const { key, value: child } of v.entries) {
      if (exempts && OBJECT_META_EXEMPT.has(key)) {
        const property = schema.properties.get(key);
        if (property && key === 'metadata') {
          path.push(key);
          this.value(child, property, path, oldMap && valueOf(oldMap, key), unchanged);
          path.pop();
        }
        continue;
      }
      const property = schema.properties.get(key);
      if (property) {
        if (this.settled(child, property)) continue;
        path.push(key);
        this.value(child, property, path, oldMap && valueOf(oldMap, key), unchanged);
        path.pop();
      } else if (additional) {
        if (this.settled(child, additional)) continue;
        path.push(new MapKey(key));
        this.value(child, additional, path, oldMap && valueOf(oldMap, key), unchanged);
        path.pop();
      }
    }
  }

  private items(
    v: Stored & { kind: 'seq' },
    schema: ValidationSchema,
    path: PathSegment[],
    old: Stored | undefined,
    unchanged: boolean,
  ): void {
    const items = schema.items;
    if (!items) return;
    // Only map lists correlate items with the old list, by their keys.
    const oldByKey =
      schema.listType === 'map' && old?.kind === 'seq'
        ? mapListIndex(old.items, schema.listMapKeys)
        : undefined;
    const list = v.items;
    for (let i = 0; i < list.length; ++i) {
      const item = list[i] as Stored;
      if (this.settled(item, items)) continue;
      const oldItem = oldByKey?.get(mapListKey(item, schema.listMapKeys) ?? '');
      path.push(i);
      this.value(item, items, path, oldItem, unchanged);
      path.pop();
    }
  }

  /** kube-openapi's checks of one value; false when its type is wrong (nothing below is checked). */
  private openApi(
    v: Stored,
    schema: ValidationSchema,
    path: PathSegment[],
    unchanged: boolean,
    resourceRoot = false,
  ): boolean {
    const errors = valueErrors(v, schema, path, resourceRoot, false, this.checksRequired);
    // kube-openapi names every key after a dot, map keys too (spec.labels.x).
    for (const e of errors)
      this.add(
        e.at ?? v,
        e.path.map((s) => (s instanceof MapKey ? s.key : s)),
        e.error,
        e,
        unchanged,
      );
    return !errors.some((e) => e.typeError);
  }

  private embedded(v: Stored, path: PathSegment[], unchanged: boolean): void {
    if (v.kind !== 'map') return;
    for (const key of ['apiVersion', 'kind']) {
      const value = valueOf(v, key);
      if (value?.kind === 'scalar' && typeof value.value === 'string' && value.value !== '') continue;
      this.add(
        v,
        [...path, key],
        `${pathText([...path, key])}: Required value: must not be empty`,
        {},
        unchanged,
      );
    }
  }

  private cel(
    v: Stored,
    schema: ValidationSchema,
    path: PathSegment[],
    old: Stored | undefined,
    unchanged: boolean,
    resourceRoot: boolean,
  ): void {
    if (this.budget < 0) return;
    const schemas = [schema, ...schema.allOf.filter(hasRules)];
    for (const s of schemas) {
      for (const rule of s.rules) {
        if (this.budget < 0) return;
        this.rule(v, schema, rule, path, old, unchanged, resourceRoot);
      }
    }
  }

  private rule(
    v: Stored,
    schema: ValidationSchema,
    rule: ValidationRule,
    path: PathSegment[],
    old: Stored | undefined,
    unchanged: boolean,
    resourceRoot: boolean,
  ): void {
    const compiled = this.compiled(rule, 'rule');
    const typeName = schema.type ?? '';
    // Built only for an error: most rules pass.
    const at = (): string => pathText(path);
    if (!compiled.ok) {
      this.add(v, path, `${at()}: not evaluated: ${compiled.reason}`, {
        rule: rule.rule,
        notEvaluated: compiled.reason,
      });
      return;
    }
    // Transition rules run only where the value existed before, unless they take oldSelf as optional.
    if (compiled.usesOldSelf && old === undefined && !rule.optionalOldSelf) return;
    const variables = new Map<string, unknown>([['self', this.celSelf(v, schema, resourceRoot)]]);
    if (compiled.usesOldSelf) {
      const previous = old === undefined ? undefined : celValue(old, schema, resourceRoot);
      variables.set(
        'oldSelf',
        rule.optionalOldSelf ? (previous === undefined ? Optional.none() : Optional.of(previous)) : previous,
      );
    }
    const limit = Math.min(PER_CALL_LIMIT, this.budget);
    const result = compiled.program.evaluate(variables, limit);
    this.budget -= result.cost;
    const ruleText = (): string => (rule.message ?? '').trim() || rule.rule.trim();
    switch (result.kind) {
      case 'over-budget':
        this.budget = -1;
        this.add(
          v,
          path,
          limit < PER_CALL_LIMIT
            ? `${at()}: Invalid value: ${quote(typeName)}: validation failed due to running out of cost budget, no further validation rules will be run`
            : `${at()}: Invalid value: ${quote(typeName)}: no further validation rules will be run due to call cost exceeds limit for rule: ${ruleText()}`,
          { rule: rule.rule },
        );
        return;
      case 'error':
        this.add(
          v,
          path,
          `${at()}: Invalid value: ${quote(typeName)}: ${result.message} evaluating rule: ${ruleText()}`,
          { rule: rule.rule },
        );
        return;
      case 'not-evaluated':
        this.add(v, path, `${at()}: not evaluated: ${result.reason}`, {
          rule: rule.rule,
          notEvaluated: result.reason,
        });
        return;
      case 'value':
        if (result.value === true) return;
        if (result.value !== false) {
          const reason = 'the rule does not evaluate to a boolean';
          this.add(v, path, `${at()}: not evaluated: ${reason}`, { rule: rule.rule, notEvaluated: reason });
          return;
        }
    }
    // Ratcheting: an unchanged value keeps passing, unless the rule compares with oldSelf.
    if (!compiled.usesOldSelf && unchanged) return;
    const target = rule.fieldPath ? fieldPathOf(rule.fieldPath, schema, path) : path;
    const detail =
      this.messageExpression(rule, variables) ??
      ((rule.message ?? '').trim() || `failed rule: ${rule.rule.trim()}`);
    const where = pathText(target);
    const error =
      rule.reason === 'FieldValueForbidden'
        ? `${where}: Forbidden: ${detail}`
        : rule.reason === 'FieldValueRequired'
          ? `${where}: Required value: ${detail}`
          : rule.reason === 'FieldValueDuplicate'
            ? `${where}: Duplicate value: ${quote(typeName)}`
            : `${where}: Invalid value: ${quote(typeName)}: ${detail}`;
    this.add(v, target, error, { rule: rule.rule });
  }

  /** `self` for the rules of one node, converted once for all of them. */
  private celSelf(v: Stored, schema: ValidationSchema, resourceRoot: boolean): unknown {
    if (this.selfOf?.node !== v) this.selfOf = { node: v, value: celValue(v, schema, resourceRoot) };
    return this.selfOf.value;
  }

  /** Compiled once per rule object and version: rule texts are long, and hashing them is not free. */
  private compiled(rule: ValidationRule, which: 'rule' | 'messageExpression'): Compiled {
    const key = `${which}\u0000${this.versionText}`;
    let forRule = compiledByRule.get(rule);
    if (!forRule) compiledByRule.set(rule, (forRule = new Map<string, Compiled>()));
    let compiled = forRule.get(key);
    if (!compiled) forRule.set(key, (compiled = compileRule(rule[which] ?? '', this.version)));
    return compiled;
  }

  private messageExpression(
    rule: ValidationRule,
    variables: ReadonlyMap<string, unknown>,
  ): string | undefined {
    if (rule.messageExpression === undefined) return undefined;
    const compiled = this.compiled(rule, 'messageExpression');
    if (!compiled.ok) return undefined;
    const result = compiled.program.evaluate(variables, Math.min(PER_CALL_LIMIT, this.budget));
    this.budget -= result.cost;
    if (result.kind !== 'value' || typeof result.value !== 'string') return undefined;
    const message = result.value.trim();
    return message === '' || message.includes('\n') || message.length > 5120 ? undefined : message;
  }

  private add(
    at: { start: number; end: number },
    path: readonly PathSegment[],
    error: string,
    extra: {
      expected?: string;
      actual?: string;
      rule?: string;
      notEvaluated?: string;
      keyword?: Keyword;
      actualType?: string;
      value?: ScalarValue;
    },
    unchanged = false,
  ): void {
    if (unchanged && extra.notEvaluated === undefined) return;
    this.violations.push({
      path: [...path],
      start: at.start,
      end: at.end,
      error,
      ...(extra.expected !== undefined ? { expected: extra.expected } : {}),
      ...(extra.actual !== undefined ? { actual: extra.actual } : {}),
      ...(extra.rule !== undefined ? { rule: extra.rule } : {}),
      ...(extra.notEvaluated !== undefined ? { notEvaluated: extra.notEvaluated } : {}),
      ...(extra.keyword !== undefined ? { keyword: extra.keyword } : {}),
      ...(extra.actualType !== undefined ? { actualType: extra.actualType } : {}),
      ...(extra.value !== undefined ? { value: extra.value } : {}),
    });
  }
}

const NO_ERRORS: readonly ValueError[] = [];
const NO_KEYS: readonly string[] = [];

interface ValueError {
  readonly path: PathSegment[];
  readonly error: string;
  readonly expected?: string;
  readonly actual?: string;
  readonly typeError?: boolean;
  readonly notEvaluated?: string;
  readonly keyword?: Keyword;
  readonly actualType?: string;
  readonly value?: ScalarValue;
  /** Where the error points, when not at the value checked (a duplicate list item). */
  readonly at?: Stored;
}

/**
 * kube-openapi's errors for one value under one schema: its own checks, its composition (allOf, anyOf,
 * oneOf, not) and, for the sub-schemas of a composition, their properties and items.
 */
function valueErrors(
  v: Stored,
  schema: ValidationSchema,
  path: PathSegment[],
  resourceRoot: boolean,
  nested = false,
  checksRequired = true,
): readonly ValueError[] {
  if (schema.typeOnly && !nested && (schema.type === undefined || typeMatches(schema.type, v)))
    return NO_ERRORS;
  const errors: ValueError[] = [];
  let atText: string | undefined;
  const at = (): string => (atText ??= openApiPath(path));
  const actualType = jsonType(v);
  if (isNull(v)) {
    if (!schema.nullable && schema.type !== undefined) {
      errors.push({
        path,
        error: `${at()}: Invalid value: "null": ${at()} in body must be of type ${schema.type}: "null"`,
        expected: schema.type,
        actual: 'null',
        typeError: true,
        keyword: 'type',
        actualType: 'null',
      });
    }
    return errors;
  }
  if (schema.type !== undefined && !typeMatches(schema.type, v)) {
    errors.push({
      path,
      error: `${at()}: Invalid value: ${quote(actualType)}: ${at()} in body must be of type ${schema.type}: ${quote(actualType)}`,
      expected: schema.type,
      actual: describe(v),
      typeError: true,
      keyword: 'type',
      actualType,
      ...(v.kind === 'scalar' ? { value: v.value } : {}),
    });
    return errors;
  }
  // apiextensions turns x-kubernetes-int-or-string into the types integer and string (validation.go
  // ConvertJSONSchemaPropsWithPostProcess); Go's IntOrString decodes nothing else either.
  if (schema.type === undefined && schema.intOrString && !isIntOrString(v)) {
    errors.push({
      path,
      error: `${at()}: Invalid value: ${quote(actualType)}: ${at()} in body must be of type integer,string: ${quote(actualType)}`,
      expected: 'integer or string',
      actual: describe(v),
      typeError: true,
      keyword: 'type',
      actualType,
      ...(v.kind === 'scalar' ? { value: v.value } : {}),
    });
    return errors;
  }
  const json = v.kind === 'scalar' ? v.value : undefined;
  if (schema.enum && !inEnum(schema.enum, v)) {
    const values = schema.enum.map((e) => (typeof e === 'string' ? quote(e) : JSON.stringify(e))).join(', ');
    errors.push({
      path,
      error: `${at()}: Unsupported value: ${badValue(v)}: supported values: ${values}`,
      expected: `one of ${values}`,
      actual: describe(v),
    });
  }
  if (typeof json === 'string') {
    if (schema.format !== undefined && !checkFormat(schema.format, json)) {
      errors.push({
        path,
        error: `${at()}: Invalid value: ${quote(json)}: ${at()} in body must be of type ${schema.format}: ${quote(json)}`,
        expected: `format ${schema.format}`,
        actual: quote(json),
        keyword: 'format',
      });
    }
    const runes = schema.maxLength !== undefined || schema.minLength !== undefined ? [...json].length : 0;
    if (schema.maxLength !== undefined && runes > schema.maxLength) {
      errors.push({
        path,
        error: `${at()}: Too long: may not be more than ${schema.maxLength} bytes`,
        expected: `at most ${schema.maxLength} characters`,
        actual: `${runes} characters`,
      });
    }
    if (schema.minLength !== undefined && runes < schema.minLength) {
      errors.push({
        path,
        error: `${at()}: Invalid value: ${quote(json)}: ${at()} in body should be at least ${schema.minLength} chars long`,
        expected: `at least ${schema.minLength} characters`,
        actual: `${runes} characters`,
      });
    }
    if (schema.pattern !== undefined) {
      const compiled = compileRegex(schema.pattern);
      if (!compiled.ok) {
        const reason = `pattern ${quote(schema.pattern)} is not a valid RE2 expression: ${compiled.error}`;
        errors.push({ path, error: `${at()}: not evaluated: ${reason}`, notEvaluated: reason });
      } else if (!regexFinds(compiled.regex, json)) {
        errors.push({
          path,
          error: `${at()}: Invalid value: ${quote(json)}: ${at()} in body should match '${schema.pattern}'`,
          expected: `a match of '${schema.pattern}'`,
          actual: quote(json),
        });
      }
    }
  }
  if (typeof json === 'number') errors.push(...numberErrors(json, schema, path, at));
  if (v.kind === 'seq') {
    const n = v.items.length;
    if (schema.maxItems !== undefined && n > schema.maxItems) {
      errors.push({
        path,
        error: `${at()}: Too many: ${n}: must have at most ${schema.maxItems} items`,
        expected: `at most ${schema.maxItems} items`,
        actual: `${n} items`,
      });
    }
    if (schema.minItems !== undefined && n < schema.minItems) {
      errors.push({
        path,
        error: `${at()}: Invalid value: ${n}: ${at()} in body should have at least ${schema.minItems} items`,
        expected: `at least ${schema.minItems} items`,
        actual: `${n} items`,
      });
    }
    if (!nested) errors.push(...duplicates(v, schema, path));
  }
  if (v.kind === 'map') {
    const n = v.entries.length;
    if (schema.maxProperties !== undefined && n > schema.maxProperties) {
      errors.push({
        path,
        error: `${at()}: Too many: ${n}: must have at most ${schema.maxProperties} items`,
        expected: `at most ${schema.maxProperties} properties`,
        actual: `${n} properties`,
      });
    }
    if (schema.minProperties !== undefined && n < schema.minProperties) {
      errors.push({
        path,
        error: `${at()}: Invalid value: ${n}: ${at()} in body should have at least ${schema.minProperties} properties`,
        expected: `at least ${schema.minProperties} properties`,
        actual: `${n} properties`,
      });
    }
    for (const key of checksRequired || nested ? schema.required : NO_KEYS) {
      if (valueOf(v, key) === undefined) {
        const child = [...path, key];
        errors.push({
          path: child,
          error: `${openApiPath(child)}: Required value`,
          expected: `${key} to be set`,
          actual: 'missing',
          keyword: 'required',
        });
      }
    }
    if (nested) {
      for (const [key, property] of schema.properties) {
        const child = valueOf(v, key);
        if (child && !(resourceRoot && OBJECT_META_EXEMPT.has(key) && key !== 'metadata'))
          errors.push(...valueErrors(child, property, [...path, key], false, true));
      }
    }
  }
  if (nested && v.kind === 'seq' && schema.items) {
    const items = schema.items;
    v.items.forEach((item, i) => errors.push(...valueErrors(item, items, [...path, i], false, true)));
  }
  if (schema.allOf.length + schema.anyOf.length + schema.oneOf.length > 0 || schema.not)
    errors.push(...composition(v, schema, path, at, resourceRoot));
  return errors;
}

function composition(
  v: Stored,
  schema: ValidationSchema,
  path: PathSegment[],
  at: () => string,
  resourceRoot: boolean,
): ValueError[] {
  const errors: ValueError[] = [];
  const failing = (s: ValidationSchema): ValueError[] =>
    valueErrors(v, s, path, resourceRoot, true).filter((e) => e.notEvaluated === undefined);
  for (const s of schema.allOf) errors.push(...failing(s));
  if (schema.anyOf.length > 0) {
    const results = schema.anyOf.map(failing);
    if (!results.some((r) => r.length === 0)) {
      const first = results[0]?.[0];
      errors.push({
        path,
        error: `${at()}: Invalid value: ${badValue(v)}: ${at()} in body must validate at least one schema (anyOf)${first ? `; ${first.error}` : ''}`,
        expected: 'a value that matches one of the anyOf schemas',
        actual: describe(v),
      });
    }
  }
  if (schema.oneOf.length > 0) {
    const valid = schema.oneOf.filter((s) => failing(s).length === 0).length;
    if (valid !== 1) {
      errors.push({
        path,
        error: `${at()}: Invalid value: ${badValue(v)}: ${at()} in body must validate one and only one schema (oneOf)`,
        expected: `a value that matches exactly one of the oneOf schemas${branchTypes(schema.oneOf)}`,
        actual: `${describe(v)}, matching ${valid}`,
      });
    }
  }
  if (schema.not && failing(schema.not).length === 0) {
    errors.push({
      path,
      error: `${at()}: Invalid value: ${badValue(v)}: ${at()} in body must not validate the schema (not)`,
      expected: 'a value that does not match the not schema',
      actual: describe(v),
    });
  }
  return errors;
}

/** ` (string, number)`: the types of the branches, when each names one. */
function branchTypes(branches: readonly ValidationSchema[]): string {
  const types = branches.map((b) => b.type);
  return types.every((t) => t !== undefined) ? ` (${types.join(', ')})` : '';
}

function numberErrors(
  n: number,
  schema: ValidationSchema,
  path: PathSegment[],
  at: () => string,
): ValueError[] {
  const errors: ValueError[] = [];
  const bad = (error: string, expected: string): void => {
    errors.push({
      path,
      error: `${at()}: Invalid value: ${n}: ${at()} in body ${error}`,
      expected,
      actual: String(n),
    });
  };
  if (schema.maximum !== undefined) {
    if (schema.exclusiveMaximum ? n >= schema.maximum : n > schema.maximum)
      bad(
        `should be less than ${schema.exclusiveMaximum ? '' : 'or equal to '}${schema.maximum}`,
        `${schema.exclusiveMaximum ? '<' : '<='} ${schema.maximum}`,
      );
  }
  if (schema.minimum !== undefined) {
    if (schema.exclusiveMinimum ? n <= schema.minimum : n < schema.minimum)
      bad(
        `should be greater than ${schema.exclusiveMinimum ? '' : 'or equal to '}${schema.minimum}`,
        `${schema.exclusiveMinimum ? '>' : '>='} ${schema.minimum}`,
      );
  }
  if (schema.multipleOf !== undefined && schema.multipleOf > 0) {
    const quotient = n / schema.multipleOf;
    if (Math.abs(quotient - Math.round(quotient)) > 1e-9)
      bad(`should be a multiple of ${schema.multipleOf}`, `a multiple of ${schema.multipleOf}`);
  }
  return errors;
}

/** Whether the value is one of the enum's, as reflect.DeepEqual on decoded JSON decides. */
function inEnum(allowed: readonly Json[], v: Stored): boolean {
  if (v.kind === 'scalar') return scalarsOf(allowed).has(v.value);
  const json = toJson(v);
  return allowed.some((a) => jsonEqual(a, json));
}

/** The scalar values of an enum (no object or list equals a scalar), found once per enum. */
function scalarsOf(allowed: readonly Json[]): ReadonlySet<Json> {
  let scalars = enumScalars.get(allowed);
  if (scalars === undefined) {
    scalars = new Set(allowed.filter((a) => a === null || typeof a !== 'object'));
    enumScalars.set(allowed, scalars);
  }
  return scalars;
}

const enumScalars = new WeakMap<readonly Json[], ReadonlySet<Json>>();

/** listtype/validation.go: set items and map keys must be unique. */
function duplicates(
  v: Stored & { kind: 'seq' },
  schema: ValidationSchema,
  path: PathSegment[],
): readonly ValueError[] {
  if ((schema.listType !== 'set' && schema.listType !== 'map') || v.items.length < 2) return NO_ERRORS;
  const errors: ValueError[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < v.items.length; ++i) {
    const item = v.items[i] as Stored;
    const key =
      schema.listType === 'map'
        ? mapListKey(item, schema.listMapKeys)
        : JSON.stringify(canonical(toJson(item)));
    if (key === undefined) continue;
    if (seen.has(key)) {
      const child = [...path, i];
      const what = schema.listType === 'map' ? mapKeyText(item, schema.listMapKeys) : badValue(item);
      errors.push({
        path: child,
        error: `${openApiPath(child)}: Duplicate value: ${what}`,
        expected: schema.listType === 'map' ? `unique ${schema.listMapKeys.join(', ')}` : 'unique items',
        actual: `a second ${what}`,
        keyword: 'x-kubernetes-list-type',
        at: item,
      });
    }
    seen.add(key);
  }
  return errors;
}

/**
 * The JSON text of the list of the item's key values (null for a missing one), built without the list;
 * the value of a single string key is the string after a quote (a JSON list starts with a bracket).
 */
function mapListKey(item: Stored, keys: readonly string[]): string | undefined {
  if (item.kind !== 'map') return undefined;
  if (keys.length === 1) {
    const only = valueOf(item, keys[0] as string);
    if (only?.kind === 'scalar' && typeof only.value === 'string') return `"${only.value}`;
  }
  let text = '[';
  for (let i = 0; i < keys.length; ++i) {
    const v = valueOf(item, keys[i] as string);
    if (i > 0) text += ',';
    if (v === undefined) text += 'null';
    else text += JSON.stringify(v.kind === 'scalar' ? v.value : canonical(toJson(v)));
  }
  return `${text}]`;
}

function mapKeyText(item: Stored, keys: readonly string[]): string {
  if (item.kind !== 'map') return '';
  const parts = keys.map((k) => {
    const v = valueOf(item, k);
    return `"${k}":${v === undefined ? 'null' : JSON.stringify(toJson(v))}`;
  });
  return `map[string]interface {}{${parts.join(', ')}}`;
}

function mapListIndex(items: readonly Stored[], keys: readonly string[]): Map<string, Stored> {
  const out = new Map<string, Stored>();
  for (const item of items) {
    const key = mapListKey(item, keys);
    if (key !== undefined && !out.has(key)) out.set(key, item);
  }
  return out;
}

function canonical(value: Json): Json {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, Json> = {};
    for (const k of Object.keys(value).sort()) out[k] = canonical((value as Record<string, Json>)[k] as Json);
    return out;
  }
  return value;
}

/** ValidFieldPath: `.a.b`, `['a.b']`; a key under additionalProperties is printed as `[key]`. */
function fieldPathOf(text: string, schema: ValidationSchema, base: PathSegment[]): PathSegment[] {
  const out = [...base];
  let current: ValidationSchema | undefined = schema;
  const tokens = text.match(/\.[^.[\]]+|\['(?:[^'\\]|\\.)*'\]/g) ?? [];
  for (const token of tokens) {
    const name = token.startsWith('.') ? token.slice(1) : token.slice(2, -2).replace(/\\(.)/g, '$1');
    if (current && current.properties.size > 0) {
      out.push(name);
      current = current.properties.get(name);
    } else if (current && typeof current.additionalProperties === 'object') {
      out.push(new MapKey(name));
      current = current.additionalProperties;
    } else out.push(name);
  }
  return out;
}

function typeMatches(type: string, v: Stored): boolean {
  switch (type) {
    case 'object':
      return v.kind === 'map';
    case 'array':
      return v.kind === 'seq';
    case 'string':
      return v.kind === 'scalar' && typeof v.value === 'string';
    case 'boolean':
      return v.kind === 'scalar' && typeof v.value === 'boolean';
    case 'integer':
      return v.kind === 'scalar' && typeof v.value === 'number' && Number.isInteger(v.value);
    case 'number':
      return v.kind === 'scalar' && typeof v.value === 'number';
    default:
      return true;
  }
}

function isIntOrString(v: Stored): boolean {
  return v.kind === 'scalar' && (typeof v.value === 'string' || Number.isInteger(v.value));
}

function jsonType(v: Stored): string {
  if (v.kind === 'map') return 'object';
  if (v.kind === 'seq') return 'array';
  const value = v.value;
  if (value === null) return 'null';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** A value as messages name it: `the string "abc"`, `the number 3`, `a list`. */
export function describe(v: Stored): string {
  if (v.kind === 'map') return 'an object';
  if (v.kind === 'seq') return 'a list';
  const value = v.value;
  if (value === null) return 'null';
  if (typeof value === 'string') return `the string ${quote(value)}`;
  return typeof value === 'number' ? `the number ${value}` : `the boolean ${String(value)}`;
}

/** field.Error's rendering of a bad value: strings quoted, numbers and booleans bare, others as JSON. */
function badValue(v: Stored): string {
  if (v.kind !== 'scalar') return quote(v.kind === 'map' ? 'object' : 'array');
  const value = v.value;
  return typeof value === 'string' ? quote(value) : String(value);
}

function quote(text: string): string {
  return JSON.stringify(text);
}

function isNull(v: Stored): boolean {
  return v.kind === 'scalar' && v.value === null;
}

/** kube-openapi's path names: every key after a dot, indexes in brackets. */
function openApiPath(path: readonly PathSegment[]): string {
  let out = '';
  for (const s of path) {
    if (typeof s === 'number') out += `[${s}]`;
    else {
      const key = s instanceof MapKey ? s.key : s;
      out += out === '' ? key : `.${key}`;
    }
  }
  return out;
}

/** field.Path as the API server prints it: map keys of additionalProperties in brackets. */
export function pathText(path: readonly PathSegment[]): string {
  let out = '';
  for (const s of path) {
    if (typeof s === 'number') out += `[${s}]`;
    else if (s instanceof MapKey) out += `[${s.key}]`;
    else out += out === '' ? s : `.${s}`;
  }
  return out === '' ? '<root>' : out;
}
