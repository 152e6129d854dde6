// Fields the API server drops. Custom resources: CRD structural pruning (KEP-2332) drops every field the
// schema of their version does not declare, and metadata is decoded strictly as ObjectMeta
// (apiextensions-apiserver pruning/algorithm.go, objectmeta/coerce.go, customresource_handler.go).
// Built-in kinds: the API server decodes them into Go structs, case-sensitively, and drops every key no
// field has (strict decoding reports it as an unknown field: sigs.k8s.io/json, apimachinery
// serializer/json); the bundled schemas of kubernetesVersion describe those structs.
// Beyond upstream: an unknown CRD is a notice, and unserved or deprecated versions are reported.

import type { ResourceRule, RuleFinding } from '../types.js';
import { isBuiltinKind } from '../../builtin/catalog.js';
import type { BuiltinCatalog } from '../../builtin/catalog.js';
import { deprecationWarning, isCrd } from '../../crd/definition.js';
import { isCustomResourceGroup } from '../../crd/custom-resource.js';
import { pruneReport } from '../../crd/prune.js';
import type { UnknownField } from '../../crd/prune.js';
import type { CrdRegistry } from '../../crd/registry.js';
import type { Structural } from '../../crd/structural.js';
import { formatPath } from '../../load/path.js';
import type { Resource } from '../../load/resource.js';
import type { Suggester } from '../../text/suggest.js';
import { entry, nodeAt } from '../../load/yaml/node.js';
import {
  conflictMessage,
  deprecatedMessage,
  invalidMessage,
  newestVersion,
  noSchemaMessage,
  notServedBuiltinMessage,
  notServedMessage,
  unknownFieldMessage,
  unknownMetaFieldMessage,
} from './messages.js';

export const unknownFields: ResourceRule = {
  scope: 'resource',
  id: 'unknown-fields',
  title: 'Fields the API server drops, and apiVersions it does not serve',
  summary:
    'Flags fields that the schema of a custom resource or built-in kind does not declare: the API server drops them (CRD pruning, KEP-2332; strict decoding of built-in kinds), so `spec.replcias: 3` does nothing; and apiVersions the Kubernetes version does not serve.',
  upstream:
    'kubernetes/apiextensions-apiserver pkg/apiserver/schema/pruning/algorithm.go, pkg/apiserver/schema/objectmeta/coerce.go; sigs.k8s.io/json (strict decoding of built-in kinds); k8s.io/apiserver pkg/endpoints/deprecation',
  defaultSeverity: 'error',
  enabledByDefault: true,
  // Pruning is the default for every apiextensions.k8s.io/v1 CRD (GA in v1.16).
  minKubernetesVersion: { major: 1, minor: 16 },
  usesBuiltinSchemas: true,
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
    }
    if (isBuiltinKind(resource)) yield* builtinKind(resource, context.workspace.builtin, context.suggester);
    else if (isCustomResourceGroup(resource.group)) yield* customResource(resource, crds, context);
  },
};

function* customResource(
  resource: Resource,
  crds: CrdRegistry,
  context: { firstInFile(key: string): boolean; readonly suggester: Suggester },
): Iterable<RuleFinding> {
  const at = valueAt(resource, 'apiVersion');
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
    const current = crd.versions.filter((v) => v.served && !v.deprecated).map((v) => v.name);
    const moveTo = current.length > 0 ? `${crd.group}/${newestVersion(current)}` : undefined;
    yield {
      ...at,
      severity: 'warning',
      message: deprecatedMessage(resource, deprecationWarning(crd, version), moveTo),
    };
  }
  const label = `the ${resource.kind} schema (${crd.group}/${resource.version})`;
  const { suggester } = context;
  yield* prunedFields(
    resource,
    version.schema,
    crd.prunes,
    () => (field) => unknownFieldMessage(field, label, suggester),
    suggester,
  );
}

function* builtinKind(
  resource: Resource,
  builtin: BuiltinCatalog,
  suggester: Suggester,
): Iterable<RuleFinding> {
  const verdict = builtin.judge(resource);
  if (!verdict.served) {
    // A kind its apiVersion never had, beside kinds it has, is a misspelt kind; anything else is the apiVersion's fault.
    const kindTypo =
      verdict.kindsOfApiVersion.length > 0 &&
      !verdict.removedIn &&
      !verdict.introducedIn &&
      !verdict.servedBy &&
      !verdict.replacement;
    const at = valueAt(resource, kindTypo ? 'kind' : 'apiVersion');
    yield {
      ...at,
      severity: 'error',
      message: notServedBuiltinMessage(resource, verdict, builtin.target, suggester),
    };
    return;
  }
  if (verdict.warning !== undefined) {
    yield {
      ...valueAt(resource, 'apiVersion'),
      severity: 'warning',
      message: deprecatedMessage(resource, verdict.warning, verdict.replacement),
    };
  }
  const schema = builtin.schema(resource);
  if (!schema) return;
  const label = `the ${resource.kind} schema of Kubernetes ${builtin.release}`;
  yield* prunedFields(
    resource,
    schema,
    true,
    (unknown) => {
      // A field a newer release declares is most often right for a newer cluster than kubernetesVersion says.
      const added = builtin.addedLater(resource, new Set(unknown.map((f) => formatPath(f.path))));
      return (field) => {
        const release = added.get(formatPath(field.path));
        return release
          ? unknownFieldMessage(field, label, suggester, { release, target: builtin.target })
          : unknownFieldMessage(field, label, suggester);
      };
    },
    suggester,
  );
}

// Strategic-merge-patch directives (k8s.io/apimachinery strategicpatch): a file that holds them is a patch,
// which kustomize consumes, not an object anyone applies; no schema declares them.
const PATCH_DIRECTIVE = /^\$(patch|retainKeys)$|^\$(setElementOrder|deleteFromPrimitiveList)\//;

/** The value of a top-level key (apiVersion, kind), where findings about it point. */
function valueAt(
  resource: Resource,
  key: 'apiVersion' | 'kind',
): Pick<RuleFinding, 'path' | 'start' | 'end'> {
  const found = entry(resource.root, key);
  return { path: [key], start: found?.value.start ?? 0, end: found?.value.end ?? 0 };
}

/** Says what is wrong with each unknown field; made once per object, from all of them. */
type UnknownFieldMessages = (unknown: readonly UnknownField[]) => (field: UnknownField) => string;

function* prunedFields(
  resource: Resource,
  schema: Structural | undefined,
  prunes: boolean,
  messages: UnknownFieldMessages,
  suggester: Suggester,
): Iterable<RuleFinding> {
  const report = pruneReport(resource.root, schema, prunes);
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
  const unknown = report.unknown.filter((field) => !PATCH_DIRECTIVE.test(field.entry.key));
  if (unknown.length === 0) return;
  const messageOf = messages(unknown);
  for (const field of unknown) {
    yield {
      path: field.path,
      start: field.entry.keyStart,
      end: field.entry.keyEnd,
      message: messageOf(field),
    };
  }
}
