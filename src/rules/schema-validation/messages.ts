// What schema-validation says: the API server's own error first, then where the rule comes from and
// what was expected.

import type { CrdDefinition } from '../../crd/definition.js';
import { place } from '../../crd/registry.js';
import type { Resource } from '../../load/resource.js';
import { pathText } from '../../schema/validate.js';
import type { Violation } from '../../schema/validate.js';

export function violationMessage(
  v: Violation,
  resource: Resource,
  crd: CrdDefinition,
  version: string,
): string {
  const expected =
    v.expected !== undefined && v.actual !== undefined ? ` Expected ${v.expected}, got ${v.actual}.` : '';
  const rule = v.rule !== undefined ? ` Rule: ${oneLine(v.rule)}.` : '';
  return (
    `${v.error}: the API server rejects this ${resource.kind}, so kubectl apply fails.${expected}${rule} ` +
    `From CRD ${crd.name} version ${version} (${place(crd.origin)}).`
  );
}

export function notEvaluatedMessage(v: Violation, crd: CrdDefinition, version: string): string {
  const rule = v.rule !== undefined ? `x-kubernetes-validations rule ${oneLine(v.rule)}` : 'a schema check';
  return (
    `not evaluated: ${v.notEvaluated ?? ''}. Admission Gate cannot judge ${rule} of CRD ${crd.name} version ${version} ` +
    `(${place(crd.origin)}) here; check it against a cluster.`
  );
}

function oneLine(text: string): string {
  const flat = text.trim().replace(/\s+/g, ' ');
  return flat.length > 300 ? `\`${flat.slice(0, 300)}…\`` : `\`${flat}\``;
}

/** A built-in kind's violation: what the API server says or refuses, why, and how to fix it. */
export function builtinViolationMessage(v: Violation, resource: Resource, release: string): string {
  const at = pathText(v.path);
  const schema = `the ${resource.kind} schema of Kubernetes ${release}`;
  switch (v.keyword) {
    case 'type':
      return (
        `${at}: ${v.actual ?? 'the value'} is not ${article(v.expected ?? '')}: the API server decodes ${withArticle(resource.kind)} ` +
        `with Go's JSON decoder, which refuses it (json: cannot unmarshal ${goKind(v)} into a Go field of type ` +
        `${v.expected ?? ''}), so kubectl apply fails. ${typeFix(v)} From ${schema}.`
      );
    case 'x-kubernetes-list-type':
      return (
        `${v.error}: ${schema} declares this list a map keyed by ${v.expected?.replace(/^unique /, '') ?? 'its keys'}, ` +
        `so server-side apply (kubectl apply --server-side, Flux, Argo CD with ServerSideApply) refuses the object ` +
        `(duplicate entries for key), and merges by key cannot tell the entries apart; client-side apply ` +
        `refuses it where the API server's validation checks these keys. Remove or rename one of the entries.`
      );
    case 'format':
      return (
        `${at}: ${v.actual ?? 'the value'} is not ${formatName(v.expected ?? '')}: the API server's decoding of ` +
        `${withArticle(resource.kind)} refuses it, so kubectl apply fails. ${formatFix(v.expected ?? '')}From ${schema}.`
      );
    default: {
      const expected =
        v.expected !== undefined && v.actual !== undefined ? ` Expected ${v.expected}, got ${v.actual}.` : '';
      return `${v.error}: the API server refuses this ${resource.kind}, so kubectl apply fails.${expected} From ${schema}.`;
    }
  }
}

/** `a Deployment`, `an Ingress`. */
function withArticle(kind: string): string {
  return /^[AEIOU]/.test(kind) ? `an ${kind}` : `a ${kind}`;
}

function article(type: string): string {
  if (type === 'object') return 'an object';
  if (type === 'array') return 'a list';
  if (type === 'integer or string') return 'an integer or a string';
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

/**
 * The JSON kind Go's decoder names in its error (encoding/json UnmarshalTypeError): `string`, `bool`,
 * `object`, `array`, `number`, and `number 1.5` for a fraction where an integer belongs.
 */
function goKind(v: Violation): string {
  switch (v.actualType) {
    case 'boolean':
      return 'bool';
    case 'integer':
    case 'number':
      return v.expected === 'string' ? 'number' : `number ${String(v.value)}`;
    default:
      return v.actualType ?? 'value';
  }
}

function typeFix(v: Violation): string {
  const value = v.value;
  const numeric = typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim());
  if (numeric && (v.expected === 'integer' || v.expected === 'number' || v.expected === 'integer or string'))
    return `Write ${value.trim()} without quotes.`;
  if (v.expected === 'string' && (typeof value === 'number' || typeof value === 'boolean'))
    return `Quote it: "${String(value)}".`;
  if (v.expected === 'object') return 'Write an object (key: value lines) here.';
  if (v.expected === 'array') return 'Write a list (lines starting with -) here.';
  return `Write ${article(v.expected ?? '')} here.`;
}

function formatName(expected: string): string {
  if (expected === 'format byte') return 'base64 (format byte)';
  if (expected === 'format datetime') return 'an RFC 3339 date-time (format date-time)';
  return expected;
}

function formatFix(expected: string): string {
  if (expected === 'format byte')
    return 'Encode the value in base64 (or, in a Secret, move it under stringData). ';
  if (expected === 'format datetime') return 'Write a time such as 2024-01-31T12:00:00Z. ';
  return '';
}
