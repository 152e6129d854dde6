// A CustomResourceDefinition as the API server serves it: group, kind, scope, versions and their
// compiled schemas, with the defaults of its API version (apiextensions.k8s.io/v1beta1 defaults.go:
// a top-level `version` and `validation` apply to every version, preserveUnknownFields is true).

import { asMap, asSeq, child, stringValue, toJs } from '../load/yaml/node.js';
import { isDataKey, isValidationKey } from '../schema/schema.js';
import type { Json, JsonObject } from '../schema/schema.js';
import type { MapNode, YamlNode } from '../load/yaml/node.js';
import type { Resource } from '../load/resource.js';
import { detach } from '../load/text.js';
import type { SchemaCompiler, Structural } from './structural.js';

/** Where a definition was read, for messages: `file` is relative to the scan root. */
export interface Origin {
  readonly file: string;
  readonly line: number;
  readonly document: number;
  readonly item?: number;
}

export interface CrdVersion {
  readonly name: string;
  readonly served: boolean;
  readonly deprecated: boolean;
  readonly deprecationWarning: string | undefined;
  /** Undefined when the version has no schema: nothing can be said about its fields. */
  readonly schema: Structural | undefined;
  /** The schema's validation part as plain JSON (src/schema/), when the version has a CRD schema. */
  readonly validation?: JsonObject;
  /** The status subresource is enabled: the API server ignores `status` in what is applied. */
  readonly statusSubresource?: boolean;
}

export interface CrdDefinition {
  /** `metadata.name` (`<plural>.<group>`), or the schema file for JSON Schema catalogs. */
  readonly name: string;
  readonly group: string;
  readonly kind: string;
  readonly clusterScoped: boolean;
  /** False when `spec.preserveUnknownFields` keeps every field (the v1beta1 default). */
  readonly prunes: boolean;
  readonly versions: readonly CrdVersion[];
  readonly origin: Origin;
}

export function isCrd(resource: Resource): boolean {
  return resource.group === 'apiextensions.k8s.io' && resource.kind === 'CustomResourceDefinition';
}

/** The definition, or why the object cannot be one. */
export function readCrd(resource: Resource, compiler: SchemaCompiler): CrdDefinition | string {
  const spec = asMap(child(resource.root, 'spec'));
  const group = stringValue(child(spec, 'group'));
  const kind = stringValue(child(child(spec, 'names'), 'kind'));
  if (!group || !kind) return 'it has no spec.group or spec.names.kind';
  const legacy = resource.version === 'v1beta1';
  const preserve = child(spec, 'preserveUnknownFields');
  const preserveAll =
    preserve?.kind === 'scalar' && typeof preserve.value === 'boolean' ? preserve.value : legacy;
  const shared = legacy ? openApiSchema(child(spec, 'validation')) : undefined;
  const versions: CrdVersion[] = [];
  for (const node of asSeq(child(spec, 'versions'))?.items ?? []) {
    const version = asMap(node);
    const name = stringValue(child(version, 'name'));
    if (!version || !name) continue;
    const schema = openApiSchema(child(version, 'schema')) ?? shared;
    const warning = stringValue(child(version, 'deprecationWarning'));
    versions.push({
      name: detach(name),
      served: isTrue(version, 'served'),
      deprecated: isTrue(version, 'deprecated'),
      deprecationWarning: warning === undefined ? undefined : detach(warning),
      schema: schema && compiler.compile(schema),
      ...(schema ? { validation: validationOf(schema) } : {}),
      ...(hasStatus(version) || hasStatus(spec) ? { statusSubresource: true } : {}),
    });
  }
  const single = stringValue(child(spec, 'version'));
  if (legacy && versions.length === 0 && single) {
    versions.push({
      name: detach(single),
      served: true,
      deprecated: false,
      deprecationWarning: undefined,
      schema: shared && compiler.compile(shared),
      ...(shared ? { validation: validationOf(shared) } : {}),
      ...(hasStatus(spec) ? { statusSubresource: true } : {}),
    });
  }
  const metadataName = stringValue(child(child(resource.root, 'metadata'), 'name'));
  return {
    name: detach(metadataName ?? `${kind}.${group}`),
    group: detach(group),
    kind: detach(kind),
    clusterScoped: stringValue(child(spec, 'scope')) === 'Cluster',
    prunes: !preserveAll,
    versions,
    origin: {
      file: resource.file,
      line: resource.lines.position(resource.root.start).line,
      document: resource.document,
      ...(resource.item !== undefined ? { item: resource.item } : {}),
    },
  };
}

function hasStatus(holder: YamlNode | undefined): boolean {
  return asMap(child(child(holder, 'subresources'), 'status')) !== undefined;
}

function validationOf(schema: MapNode): JsonObject {
  // Through JSON text: the registry outlives the file, and substrings would keep all its text alive.
  return JSON.parse(JSON.stringify(validationJson(schema))) as JsonObject;
}

/** schema.ts validationPart, read straight from the YAML tree: descriptions are never converted. */
function validationJson(node: YamlNode): Json {
  if (node.kind === 'scalar') return node.value;
  if (node.kind === 'seq') return node.items.map(validationJson);
  const out: Record<string, Json> = {};
  for (const { key, value } of node.entries) {
    if (!isValidationKey(key)) continue;
    if (isDataKey(key)) out[key] = toJs(value) as Json;
    else if (key === 'properties' && value.kind === 'map') {
      const properties: Record<string, Json> = {};
      for (const e of value.entries) properties[e.key] = validationJson(e.value);
      out[key] = properties;
    } else out[key] = validationJson(value);
  }
  return out;
}

function openApiSchema(holder: YamlNode | undefined): MapNode | undefined {
  return asMap(child(holder, 'openAPIV3Schema'));
}

function isTrue(map: MapNode, key: string): boolean {
  const value = child(map, key);
  return value?.kind === 'scalar' && value.value === true;
}

/**
 * The warning the API server sends with every request for a deprecated version: the CRD's own
 * `deprecationWarning`, else upstream's default (customresource_handler.go defaultDeprecationWarning).
 */
export function deprecationWarning(crd: CrdDefinition, version: CrdVersion): string {
  if (version.deprecationWarning !== undefined) return version.deprecationWarning;
  const message = `${crd.group}/${version.name} ${crd.kind} is deprecated`;
  const newer = crd.versions
    .filter((v) => v.served && !v.deprecated && compareKubeAwareVersions(version.name, v.name) < 0)
    .sort((a, b) => compareKubeAwareVersions(b.name, a.name));
  const best = newer[0];
  return best ? `${message}; use ${crd.group}/${best.name} ${crd.kind}` : message;
}

const KUBE_VERSION = /^v(\d+)(?:(alpha|beta)(\d+))?$/;
const STABILITY = { alpha: 0, beta: 1, ga: 2 } as const;

/**
 * k8s.io/apimachinery version.CompareKubeAwareVersionStrings: GA > beta > alpha, then major, then
 * minor (v2 > v1 > v1beta2 > v1alpha1); Kubernetes-like names sort above all others, which compare
 * in reverse lexical order.
 */
export function compareKubeAwareVersions(a: string, b: string): number {
  if (a === b) return 0;
  const pa = KUBE_VERSION.exec(a);
  const pb = KUBE_VERSION.exec(b);
  if (!pa || !pb) {
    if (pa) return 1;
    if (pb) return -1;
    return b < a ? -1 : 1;
  }
  const stability = (m: RegExpExecArray): number => STABILITY[(m[2] as 'alpha' | 'beta' | undefined) ?? 'ga'];
  return (
    stability(pa) - stability(pb) || Number(pa[1]) - Number(pb[1]) || Number(pa[3] ?? 0) - Number(pb[3] ?? 0)
  );
}
