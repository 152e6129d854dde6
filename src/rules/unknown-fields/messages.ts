// What unknown-fields says: the API server's own words first (`unknown field "<path>"`, `no matches
// for kind`), then why it matters and the most likely fix (a misspelt name, a wrong indentation).

import type { NotServed } from '../../builtin/api-versions.js';
import type { CrdDefinition, CrdVersion } from '../../crd/definition.js';
import { compareKubeAwareVersions } from '../../crd/definition.js';
import type { InvalidMetaValue, UnknownMetaField } from '../../crd/objectmeta.js';
import type { UnknownField } from '../../crd/prune.js';
import type { CrdConflict } from '../../crd/registry.js';
import { place } from '../../crd/registry.js';
import { formatPath } from '../../load/path.js';
import type { Resource } from '../../load/resource.js';
import type { Suggester } from '../../text/suggest.js';

const LISTED_FIELDS = 12;

export function noSchemaMessage(
  resource: Resource,
  kindsOfGroup: readonly string[],
  suggester: Suggester,
): string {
  const similar = suggester.closest(resource.kind, kindsOfGroup);
  return (
    `no schema for ${resource.apiVersion} ${resource.kind}: add its CRD to crds.paths (or a JSON Schema catalog to crds.schemaDirs) ` +
    'so that fields the API server would drop can be found' +
    (similar ? `. The known CRDs of ${resource.group} define "${similar}": is the kind misspelt?` : '.')
  );
}

export function notServedMessage(
  resource: Resource,
  crd: CrdDefinition,
  version: CrdVersion | undefined,
): string {
  const served = crd.versions.filter((v) => v.served).map((v) => v.name);
  const why = version
    ? `the CRD ${crd.name} (${place(crd.origin)}) marks ${version.name} served: false`
    : `the CRD ${crd.name} (${place(crd.origin)}) has no version ${resource.version}`;
  const fix =
    served.length === 0
      ? 'It serves no version at all.'
      : `It serves ${served.join(', ')}: change apiVersion to ${crd.group}/${newestVersion(served)} and check the fields against that version's schema.`;
  return `no matches for kind "${resource.kind}" in version "${resource.apiVersion}": ${why}, so kubectl apply fails. ${fix}`;
}

export function deprecatedMessage(resource: Resource, warning: string, moveTo: string | undefined): string {
  return (
    `${resource.apiVersion} ${resource.kind} is deprecated: the API server answers every request with the warning ${JSON.stringify(warning)}. ` +
    (moveTo
      ? `Move to ${moveTo} before the version stops being served.`
      : 'Plan a move before the version stops being served.')
  );
}

/** kubectl's error for an apiVersion and kind of a built-in group that the Kubernetes version does not serve. */
export function notServedBuiltinMessage(
  resource: Resource,
  verdict: NotServed,
  target: string,
  suggester: Suggester,
): string {
  const head = `no matches for kind "${resource.kind}" in version "${resource.apiVersion}"`;
  const why = verdict.removedIn
    ? `Kubernetes ${verdict.removedIn} stopped serving it`
    : verdict.introducedIn
      ? `it is served from Kubernetes ${verdict.introducedIn} on`
      : verdict.servedBy
        ? `only Kubernetes ${range(verdict.servedBy)} served it`
        : verdict.kindsOfApiVersion.length > 0
          ? `${resource.apiVersion} has no kind "${resource.kind}"`
          : `Kubernetes ${target} does not serve ${resource.apiVersion}`;
  const similar = suggester.closest(resource.kind, verdict.kindsOfApiVersion);
  const fix = verdict.replacement
    ? `Use ${verdict.replacement}, and check the fields against it.`
    : (NO_REPLACEMENT[resource.kind] ?? (similar ? `Did you mean "${similar}"?` : ''));
  return `${head}: ${why}, so kubectl apply fails on a ${target} cluster.${fix ? ` ${fix}` : ''}`;
}

// Kinds removed without a successor kind, with the way forward the Kubernetes deprecation guide gives
// (kubernetes/website content/en/docs/reference/using-api/deprecation-guide.md, v1.25).
const NO_REPLACEMENT: Readonly<Record<string, string>> = {
  PodSecurityPolicy:
    'PodSecurityPolicy has no successor kind: use Pod Security Admission (pod-security.kubernetes.io labels on the Namespace) or a third-party admission webhook.',
};

function range(versions: readonly string[]): string {
  const first = versions[0] ?? '';
  const last = versions.at(-1) ?? '';
  return first === last ? first : `${first} to ${last}`;
}

/**
 * `schemaName` says whose fields are listed: "the Widget schema (example.com/v1)". `later` is the first
 * newer Kubernetes release that declares the field, when one does, and the version judged.
 */
export function unknownFieldMessage(
  field: UnknownField,
  schemaName: string,
  suggester: Suggester,
  later?: { readonly release: string; readonly target: string },
): string {
  const head = field.lenient
    ? `unknown field "${formatPath(field.path)}": the API server drops it silently, even under strict field validation (Go decodes this part leniently).`
    : `unknown field "${formatPath(field.path)}": the API server drops it silently.`;
  if (later) {
    return `${head} Kubernetes ${later.release} added it, and kubernetesVersion is ${later.target}: if the cluster runs ${later.release} or later, raise kubernetesVersion; otherwise remove it.`;
  }
  const key = field.entry.key;
  const declared = [...(field.schema?.properties.keys() ?? [])];
  const suggestion = suggester.closest(key, declared);
  if (suggestion) return `${head} Did you mean "${suggestion}"?`;
  const owner = field.object.entries.find((e) => {
    const sibling = field.schema?.properties.get(e.key);
    return e !== field.entry && (sibling?.properties.has(key) || sibling?.items?.properties.has(key));
  });
  if (owner)
    return `${head} "${owner.key}" beside it declares "${key}": is it indented one level too shallow?`;
  const container = field.path.at(-2);
  if (typeof container === 'string' && field.enclosing?.properties.has(key)) {
    return `${head} The schema declares "${key}" beside "${container}", not inside it: is it indented one level too deep?`;
  }
  if (declared.length === 0)
    return `${head} ${capitalize(schemaName)} declares no fields at this level; remove it.`;
  return `${head} ${capitalize(schemaName)} declares ${list(declared)} here; fix its name or indentation, or remove it.`;
}

export function unknownMetaFieldMessage(field: UnknownMetaField, suggester: Suggester): string {
  const head = `unknown field "${formatPath(field.path)}": ${field.struct} has no such field, so the API server drops it silently.`;
  const suggestion = suggester.closest(field.entry.key, field.declared);
  return suggestion
    ? `${head} Did you mean "${suggestion}"?`
    : `${head} Its fields are ${list(field.declared)}.`;
}

export function invalidMessage(invalid: InvalidMetaValue): string {
  const quote =
    invalid.expected === 'a string' && invalid.node.kind === 'scalar'
      ? ' Quote it if it is meant as text.'
      : '';
  return (
    `${formatPath(invalid.path)} must be ${invalid.expected}, not ${invalid.actual}: the API server cannot decode it ` +
    `and rejects the whole object.${quote}`
  );
}

export function conflictMessage(resource: Resource, conflict: CrdConflict): string {
  const name = resource.name || 'this CRD';
  const places = conflict.others.map(place).join(', ');
  return conflict.used
    ? `CRD ${name} is defined again at ${places} with a different schema, scope or version list; ` +
        'this definition is the one custom resources are checked against. Keep one copy, or make the copies identical.'
    : `CRD ${name} is defined differently at ${places}, which is the one custom resources are checked against; ` +
        'this definition is ignored. Keep one copy, or make the copies identical.';
}

export function newestVersion(versions: readonly string[]): string {
  return [...versions].sort((a, b) => compareKubeAwareVersions(b, a))[0] ?? '';
}

function list(names: readonly string[]): string {
  const shown = names.slice(0, LISTED_FIELDS).join(', ');
  return names.length > LISTED_FIELDS ? `${shown} and ${names.length - LISTED_FIELDS} more` : shown;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
