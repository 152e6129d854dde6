// What schema-validation says: the API server's own error first, then where the rule comes from and
// what was expected.

import type { CrdDefinition } from '../../crd/definition.js';
import { place } from '../../crd/registry.js';
import type { Resource } from '../../load/resource.js';
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
