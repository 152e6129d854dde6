// Built-in kinds against the bundled OpenAPI of the Kubernetes release the scan judges: what the API
// server's decoding of the Go types refuses (a value of the wrong JSON type, bytes that are not base64,
// an int-or-string that is neither), the fields the schema lists as required, and duplicate keys in
// lists the schema declares map lists. No defaulting and no pruning: built-in kinds are defaulted in Go,
// and unknown fields are unknown-fields' findings.

import type { BuiltinCatalog } from '../../builtin/catalog.js';
import { builtinOpenApiSchema } from '../../builtin/openapi.js';
import type { KubernetesVersion } from '../../kube-version.js';
import type { Resource } from '../../load/resource.js';
import { compileSchema } from '../../schema/schema.js';
import { raw } from '../../schema/stored.js';
import type { Stored } from '../../schema/stored.js';
import { validateObject } from '../../schema/validate.js';
import type { Violation } from '../../schema/validate.js';
import type { RuleFinding } from '../types.js';
import { builtinViolationMessage } from './messages.js';

/**
 * Fields upstream's schema lists as required (their Go fields have no `omitempty`) whose zero value the
 * API server's validation accepts, so leaving them out is not refused (kubernetes pkg/apis/core/validation
 * validation.go and the validation of each group): `parent` is the property that holds the object (empty
 * for the object's root), `kind` limits an entry to one kind.
 */
const ZERO_VALUE_ACCEPTED: readonly { kind?: string; parent: string; key: string }[] = [
  { parent: 'httpHeaders', key: 'value' }, // validateHTTPGetAction checks header names only
  { parent: 'sysctls', key: 'value' }, // validateSysctls checks names only
  { parent: 'sleep', key: 'seconds' }, // 0 is allowed from v1.32 (PodLifecycleSleepActionAllowZero)
  { parent: 'iscsi', key: 'lun' }, // LUN 0 is valid (0-255)
  { kind: 'PriorityClass', parent: '', key: 'value' }, // priority 0
  { kind: 'CSIDriver', parent: '', key: 'spec' }, // every field of CSIDriverSpec is optional
  { kind: 'EndpointSlice', parent: '', key: 'endpoints' }, // an EndpointSlice with no endpoints
];

export function* builtinFindings(
  resource: Resource,
  builtin: BuiltinCatalog,
  kubernetesVersion: KubernetesVersion,
): Iterable<RuleFinding> {
  // An apiVersion or kind the release does not serve is unknown-fields' finding.
  if (!builtin.judge(resource).served) return;
  const openApi = builtinOpenApiSchema(kubernetesVersion, resource.group, resource.version, resource.kind);
  if (!openApi) return;
  const schema = compileSchema(openApi);
  const violations = validateObject(withoutStatus(raw(resource.root)), schema, {
    kubernetesVersion,
    // Names of built-in objects follow each kind's hand-written rules, not one format.
    checksName: false,
  });
  for (const violation of violations) {
    if (zeroValueAccepted(violation, resource.kind) || metadataDecoding(violation)) continue;
    yield {
      path: violation.path,
      start: violation.start,
      end: violation.end,
      message: builtinViolationMessage(violation, resource, builtin.release),
    };
  }
}

// The API server resets the status of most kinds on create and update (their strategies' PrepareForCreate):
// a manifest's status is not what it validates.
function withoutStatus(root: Stored): Stored {
  if (root.kind !== 'map' || !root.entries.has('status')) return root;
  const entries = new Map(root.entries);
  entries.delete('status');
  return { ...root, entries };
}

// unknown-fields decodes the object's metadata as the API server does and reports what fails (coerce.go).
function metadataDecoding(v: Violation): boolean {
  return v.path[0] === 'metadata' && (v.keyword === 'type' || v.keyword === 'format');
}

function zeroValueAccepted(v: Violation, kind: string): boolean {
  if (v.keyword !== 'required') return false;
  const key = v.path[v.path.length - 1];
  const parent = [...v.path.slice(0, -1)].reverse().find((s): s is string => typeof s === 'string') ?? '';
  return ZERO_VALUE_ACCEPTED.some(
    (e) => e.key === key && e.parent === parent && (e.kind === undefined || e.kind === kind),
  );
}
