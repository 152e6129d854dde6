// CRD structural pruning (KEP-2332): the API server silently drops every field of a custom resource
// that the schema of its version does not declare, and decodes metadata strictly as ObjectMeta
// (apiextensions-apiserver pruning/algorithm.go, objectmeta/coerce.go, customresource_handler.go).
// Beyond upstream: an unknown CRD is a notice, and unserved or deprecated versions are reported.

import type { ResourceRule, RuleFinding } from '../types.js';
import { deprecationWarning, isCrd } from '../../crd/definition.js';
import type { CrdDefinition } from '../../crd/definition.js';
import { isCustomResourceGroup } from '../../crd/custom-resource.js';
import { pruneReport } from '../../crd/prune.js';
import type { Structural } from '../../crd/structural.js';
import type { Resource } from '../../load/resource.js';
import type { Suggester } from '../../text/suggest.js';
import { entry, nodeAt } from '../../load/yaml/node.js';
import {
  conflictMessage,
  deprecatedMessage,
  invalidMessage,
  noSchemaMessage,
  notServedMessage,
  unknownFieldMessage,
  unknownMetaFieldMessage,
} from './messages.js';

export const unknownFields: ResourceRule = {
  scope: 'resource',
  id: 'unknown-fields',
  title: 'Custom-resource fields the API server drops',
  summary:
    'Flags custom-resource fields that the CRD schema does not declare: the API server prunes them without an error (KEP-2332), so `spec.replcias: 3` applies "successfully" and does nothing.',
  upstream:
    'kubernetes/apiextensions-apiserver pkg/apiserver/schema/pruning/algorithm.go, pkg/apiserver/schema/objectmeta/coerce.go',
  defaultSeverity: 'error',
  enabledByDefault: true,
  // Pruning is the default for every apiextensions.k8s.io/v1 CRD (GA in v1.16).
  minKubernetesVersion: { major: 1, minor: 16 },
  prepare: () => undefined,
  *check(resource, context): Iterable<RuleFinding> {
    const crds = context.workspace.crds;
    if (isCrd(resource)) {
      const conflict = crds.conflictOf(resource);
      const name = nodeAt(resource.root, ['metadata', 'name']) ?? resource.root;
      if (conflict) {
        yield {
          path: ['metadata', 'name'],
          start: name.start,
          end: name === resource.root ? name.start : name.end,
          severity: 'warning',
          message: conflictMessage(resource, conflict),
        };
      }
      return;
    }
    if (!isCustomResourceGroup(resource.group)) return;
    const apiVersion = entry(resource.root, 'apiVersion');
    const at = { path: ['apiVersion'], start: apiVersion?.value.start ?? 0, end: apiVersion?.value.end ?? 0 };
    const crd = crds.find(resource.group, resource.kind, resource.version);
    if (!crd) {
      if (context.firstInFile(`${resource.group}/${resource.kind}`)) {
        yield {
          ...at,
          severity: 'notice',
          message: noSchemaMessage(resource, crds.kindsOf(resource.group), context.suggester),
        };
      }
      return;
    }
    const version = crd.versions.find((v) => v.name === resource.version);
    if (!version?.served) {
      yield { ...at, severity: 'error', message: notServedMessage(resource, crd, version) };
      return;
    }
    if (version.deprecated) {
      yield {
        ...at,
        severity: 'warning',
        message: deprecatedMessage(resource, crd, deprecationWarning(crd, version)),
      };
    }
    yield* prunedFields(resource, crd, version.schema, context.suggester);
  },
};

function* prunedFields(
  resource: Resource,
  crd: CrdDefinition,
  schema: Structural | undefined,
  suggester: Suggester,
): Iterable<RuleFinding> {
  const report = pruneReport(resource.root, schema, crd.prunes);
  // A value ObjectMeta cannot decode fails the whole request: nothing is pruned, nothing warned about.
  if (report.invalid.length > 0) {
    for (const invalid of report.invalid) {
      yield {
        path: invalid.path,
        start: invalid.node.start,
        end: invalid.node.end,
        severity: 'error',
        message: invalidMessage(invalid),
      };
    }
    return;
  }
  for (const field of report.unknownMeta) {
    yield {
      path: field.path,
      start: field.entry.keyStart,
      end: field.entry.keyEnd,
      message: unknownMetaFieldMessage(field, suggester),
    };
  }
  for (const field of report.unknown) {
    yield {
      path: field.path,
      start: field.entry.keyStart,
      end: field.entry.keyEnd,
      message: unknownFieldMessage(field, resource, crd, suggester),
    };
  }
}
