// Documents to resources: what kubectl would send to the API server, one object at a time.

import type { ResourceId } from '../model.js';
import { splitApiVersion } from './kinds.js';
import type { LineIndex } from './lines.js';
import { asMap, asSeq, child, stringValue } from './yaml/node.js';
import type { MapNode, YamlDocument } from './yaml/node.js';

export interface Resource {
  /** Relative to the scan root, `/`-separated. */
  readonly file: string;
  /** Line and column of offsets in the file's text. */
  readonly lines: LineIndex;
  readonly document: number;
  /** Index in the `items` of a List kind, when the object came from one. */
  readonly item?: number;
  readonly root: MapNode;
  readonly apiVersion: string;
  readonly group: string;
  readonly version: string;
  readonly kind: string;
  /** `metadata.name`, or `metadata.generateName` for objects named by the server. */
  readonly name: string;
  /** `metadata.namespace` as written; see `resourceId` for the effective one. */
  readonly namespace?: string;
}

export type ExtractResult =
  | {
      readonly ok: true;
      readonly resources: readonly Resource[];
      readonly skippedItems: readonly SkippedItem[];
    }
  | { readonly ok: false; readonly reason: string };

export interface SkippedItem {
  readonly item: number;
  readonly reason: string;
}

/** Resources of one parsed document, or why it holds none. */
export function extractResources(file: string, lines: LineIndex, doc: YamlDocument): ExtractResult {
  const root = doc.root;
  if (root === null) return { ok: false, reason: 'empty document' };
  if (root.kind !== 'map') {
    return { ok: false, reason: `not a Kubernetes object (the document is a ${describe(root.kind)})` };
  }
  const object = toResource(file, lines, doc.index, root, undefined);
  if (typeof object === 'string') return { ok: false, reason: object };
  const items = object.kind.endsWith('List') ? asSeq(child(root, 'items')) : undefined;
  if (!items) return { ok: true, resources: [object], skippedItems: [] };
  // kubectl unpacks List kinds and sends each item on its own.
  const resources: Resource[] = [];
  const skippedItems: SkippedItem[] = [];
  items.items.forEach((node, index) => {
    const map = asMap(node);
    const resource = map
      ? toResource(file, lines, doc.index, map, index)
      : `not a Kubernetes object (a ${describe(node.kind)})`;
    if (typeof resource === 'string') skippedItems.push({ item: index, reason: resource });
    else resources.push(resource);
  });
  return { ok: true, resources, skippedItems };
}

function toResource(
  file: string,
  lines: LineIndex,
  document: number,
  root: MapNode,
  item: number | undefined,
): Resource | string {
  const apiVersion = stringValue(child(root, 'apiVersion'));
  const kind = stringValue(child(root, 'kind'));
  if (!apiVersion || !kind) return 'no apiVersion/kind: not a Kubernetes object';
  const metadata = child(root, 'metadata');
  const name = stringValue(child(metadata, 'name')) ?? stringValue(child(metadata, 'generateName')) ?? '';
  const namespace = stringValue(child(metadata, 'namespace'));
  const { group, version } = splitApiVersion(apiVersion);
  return {
    file,
    lines,
    document,
    ...(item === undefined ? {} : { item }),
    root,
    apiVersion,
    group,
    version,
    kind,
    name,
    ...(namespace ? { namespace } : {}),
  };
}

function describe(kind: 'scalar' | 'seq' | 'map'): string {
  return kind === 'seq' ? 'sequence' : kind === 'map' ? 'mapping' : 'scalar';
}

/** How the object is named in findings: a missing namespace is `default` for namespaced kinds. */
export function resourceId(resource: Resource, clusterScoped: boolean): ResourceId {
  return {
    apiVersion: resource.apiVersion,
    kind: resource.kind,
    ...(clusterScoped ? {} : { namespace: resource.namespace ?? 'default' }),
    name: resource.name,
  };
}

/** Object identity across the base and head trees: group, kind, namespace, name (not the version). */
export function identityKey(resource: Resource, clusterScoped: boolean): string {
  const namespace = clusterScoped ? '' : (resource.namespace ?? 'default');
  return `${resource.group}\u0000${resource.kind}\u0000${namespace}\u0000${resource.name}`;
}
