// What the API server rejects in a custom resource: its CRD's OpenAPI v3 schema as kube-openapi checks
// it, list-type uniqueness and the CEL rules of x-kubernetes-validations (apiextensions-apiserver
// pkg/apiserver/validation, schema/listtype, schema/cel), on the object the API server would store (after
// pruning and defaulting), with ratcheting against the previous state of a pull request.

import type { ResourceRule, RuleFinding } from '../types.js';
import { isCrd } from '../../crd/definition.js';
import { isCustomResourceGroup } from '../../crd/custom-resource.js';
import type { Resource } from '../../load/resource.js';
import { compileSchema } from '../../schema/schema.js';
import { storedObject } from '../../schema/stored.js';
import { validateObject } from '../../schema/validate.js';
import { notEvaluatedMessage, violationMessage } from './messages.js';

export const schemaValidation: ResourceRule = {
  scope: 'resource',
  id: 'schema-validation',
  title: 'Custom resources the API server rejects',
  summary:
    'Flags custom resources their CRD schema rejects: wrong types, values outside an enum or a pattern, missing required fields, duplicate list keys and failed x-kubernetes-validations CEL rules, so `kubectl apply` fails after the pull request merged.',
  upstream:
    'kubernetes/apiextensions-apiserver pkg/apiserver/validation/validation.go, pkg/apiserver/schema/cel/validation.go, pkg/apiserver/schema/listtype/validation.go',
  defaultSeverity: 'error',
  enabledByDefault: true,
  // OpenAPI v3 validation of custom resources is GA with apiextensions.k8s.io/v1 (v1.16).
  minKubernetesVersion: { major: 1, minor: 16 },
  previousCustomResources: true,
  prepare: () => undefined,
  *check(resource, context): Iterable<RuleFinding> {
    if (isCrd(resource) || !isCustomResourceGroup(resource.group)) return;
    const crd = context.workspace.crds.find(resource.group, resource.kind, resource.version);
    const version = crd?.versions.find((v) => v.name === resource.version);
    // Unknown kinds and versions are unknown-fields' findings.
    if (!crd || !version?.served || !version.validation) return;
    const schema = compileSchema(version.validation);
    const options = { prunes: crd.prunes, dropStatus: version.statusSubresource === true };
    const stored = storedObject(resource.root, schema, options);
    const old = previousObject(resource, context.previous(resource));
    const violations = validateObject(stored, schema, {
      kubernetesVersion: context.kubernetesVersion,
      ...(old ? { old: storedObject(old.root, schema, options) } : {}),
    });
    for (const violation of violations) {
      const notEvaluated = violation.notEvaluated !== undefined;
      yield {
        path: violation.path,
        start: violation.start,
        end: violation.end,
        message: notEvaluated
          ? notEvaluatedMessage(violation, crd, version.name)
          : violationMessage(violation, resource, crd, version.name),
        ...(notEvaluated ? { severity: 'notice' as const } : {}),
      };
    }
  },
};

/** The previous object, when it was stored in the same version (a conversion is not ours to guess). */
function previousObject(resource: Resource, previous: Resource | undefined): Resource | undefined {
  return previous?.apiVersion === resource.apiVersion ? previous : undefined;
}
