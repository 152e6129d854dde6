// Built-in kinds against the bundled OpenAPI of the Kubernetes release the scan judges: what the API
// server's decoding of the Go types refuses (a value of the wrong JSON type, bytes that are not base64,
// an int-or-string that is neither) and duplicate keys in lists the schema declares map lists. No
// defaulting and no pruning: built-in kinds are defaulted in Go, and unknown fields are unknown-fields'.
//
// Not `required`: the schema derives it from the Go types (no omitempty), the API server's hand-written
// validation decides what is really required (a probe header's value, a PriorityClass's value may be left
// out), and kustomize bases and strategic-merge patches, checked here as written, are partial objects by
// design (a base's spec.selector comes from commonLabels).

import type { BuiltinCatalog } from '../../builtin/catalog.js';
import { builtinOpenApiSchema } from '../../builtin/openapi.js';
import type { KubernetesVersion } from '../../kube-version.js';
import type { Resource } from '../../load/resource.js';
import { compileSchema } from '../../schema/schema.js';
import { withoutKey } from '../../schema/stored.js';
import { validateObject } from '../../schema/validate.js';
import type { Violation } from '../../schema/validate.js';
import type { RuleFinding } from '../types.js';
import { builtinViolationMessage } from './messages.js';

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
  // The API server resets the status of most kinds on create and update (their strategies'
  // PrepareForCreate): a manifest's status is not what it validates.
  const violations = validateObject(withoutKey(resource.root, 'status'), schema, {
    kubernetesVersion,
    // Names of built-in objects follow each kind's hand-written rules, not one format.
    checksName: false,
    checksRequired: false,
  });
  for (const violation of violations) {
    // Branches of anyOf, oneOf and not still report theirs.
    if (violation.keyword === 'required' || metadataDecoding(violation)) continue;
    yield {
      path: violation.path,
      start: violation.start,
      end: violation.end,
      message: builtinViolationMessage(violation, resource, builtin.release),
    };
  }
}

// unknown-fields decodes the object's metadata as the API server does and reports what fails (coerce.go).
function metadataDecoding(v: Violation): boolean {
  return v.path[0] === 'metadata' && (v.keyword === 'type' || v.keyword === 'format');
}
