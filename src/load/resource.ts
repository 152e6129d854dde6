// Documents to resources: what kubectl would send to the API server, one object at a time.

import type { ResourceId } from '../model.js';
import { splitApiVersion } from './kinds.js';
import type { LineIndex } from './lines.js';
import { child, entry, stringValue } from './yaml/node.js';
import type { MapNode, YamlDocument, YamlError, YamlNode } from './yaml/node.js';

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
      readonly kind: 'resources';
      readonly resources: readonly Resource[];
      readonly skippedItems: readonly SkippedItem[];
    }
  /** Not an object kubectl sends: a reason to list. */
  | { readonly kind: 'skipped'; readonly reason: string }
  /** kubectl refuses the whole document, and applies none of it. */
  | { readonly kind: 'refused'; readonly error: YamlError };

export interface SkippedItem {
  readonly item: number;
  readonly reason: string;
}

const NOT_AN_OBJECT = 'no apiVersion/kind: not a Kubernetes object';

/**
 * Resources of one parsed document, or why it holds none, as kubectl decodes it (apimachinery
 * unstructured.go, cli-runtime FlattenListVisitor): an object with an `items` field is a List, whatever
 * its kind; an item with neither kind nor apiVersion takes the List's (`ServiceList` items are Services);
 * an item that is not an object, or is a List itself, makes kubectl refuse the whole List.
 */
export function extractResources(file: string, lines: LineIndex, doc: YamlDocument): ExtractResult {
  const root = doc.root;
  if (root === null) return { kind: 'skipped', reason: 'empty document' };
  if (root.kind !== 'map') {
    return { kind: 'skipped', reason: `not a Kubernetes object (the document is a ${describe(root.kind)})` };
  }
  const items = entry(root, 'items');
  if (!items) {
    const object = toResource(file, lines, doc.index, root, undefined);
    return typeof object === 'string'
      ? { kind: 'skipped', reason: object }
      : { kind: 'resources', resources: [object], skippedItems: [] };
  }
  const listKind = stringValue(child(root, 'kind'));
  if (!listKind) return { kind: 'skipped', reason: NOT_AN_OBJECT };
  const list = items.value;
  if (list.kind === 'scalar' && list.value === null) {
    return {
      kind: 'skipped',
      reason: `kubectl reads it as a List (it has an items field) with no items, and applies nothing of it`,
    };
  }
  if (list.kind !== 'seq') {
    return refused(
      list,
      `items is a ${describe(list.kind)}, not a list: kubectl reads every object with an items field as a List, cannot decode this one, and applies none of it`,
    );
  }
  const notObject = list.items.findIndex(
    (n) => n.kind !== 'map' && !(n.kind === 'scalar' && n.value === null),
  );
  const bad = list.items[notObject];
  if (bad) {
    return refused(
      bad,
      `items[${notObject}] is a ${describe(bad.kind)}, not an object: kubectl cannot decode the List and applies none of its items`,
    );
  }
  const nested = list.items.findIndex((n) => n.kind === 'map' && child(n, 'items')?.kind === 'seq');
  const inner = list.items[nested];
  if (inner) {
    return refused(
      inner,
      `items[${nested}] is a List inside a List (it has an items list): kubectl refuses the whole List ("is not a list: no Items field") and applies none of its items`,
    );
  }
  const inherited = {
    kind: listKind.endsWith('List') ? listKind.slice(0, -4) : listKind,
    apiVersion: stringValue(child(root, 'apiVersion')) ?? '',
  };
  const resources: Resource[] = [];
  const skippedItems: SkippedItem[] = [];
  list.items.forEach((node, index) => {
    const map: MapNode =
      node.kind === 'map' ? node : { kind: 'map', entries: [], start: node.start, end: node.end };
    const resource = toResource(file, lines, doc.index, map, index, inherited);
    if (typeof resource === 'string') skippedItems.push({ item: index, reason: resource });
    else resources.push(resource);
  });
  return { kind: 'resources', resources, skippedItems };
}

function refused(node: YamlNode, message: string): ExtractResult {
  return { kind: 'refused', error: { message, start: node.start, end: node.start + 1 } };
}

function toResource(
  file: string,
  lines: LineIndex,
  document: number,
  root: MapNode,
  item: number | undefined,
  inherited?: { readonly kind: string; readonly apiVersion: string },
): Resource | string {
  let apiVersion = stringValue(child(root, 'apiVersion')) ?? '';
  let kind = stringValue(child(root, 'kind')) ?? '';
  if (inherited && apiVersion === '' && kind === '') ({ apiVersion, kind } = inherited);
  if (!apiVersion || !kind) return NOT_AN_OBJECT;
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
