// The one place that knows where pod specs live. Pod Security Admission's DefaultPodSpecExtractor
// (k8s.io/pod-security-admission/admission) handles exactly these group/kinds, in any served version.

import type { ContainerRef } from '../model.js';
import type { Path } from './path.js';
import type { Resource } from './resource.js';
import { asMap, asSeq, child, stringValue } from './yaml/node.js';
import type { MapNode } from './yaml/node.js';

const POD_SPEC_PATHS: ReadonlyMap<string, readonly string[]> = new Map([
  ['/Pod', []],
  ['/PodTemplate', ['template']],
  ['/ReplicationController', ['spec', 'template']],
  ['apps/ReplicaSet', ['spec', 'template']],
  ['apps/Deployment', ['spec', 'template']],
  ['apps/StatefulSet', ['spec', 'template']],
  ['apps/DaemonSet', ['spec', 'template']],
  ['batch/Job', ['spec', 'template']],
  ['batch/CronJob', ['spec', 'jobTemplate', 'spec', 'template']],
]);

export interface PodSpecRef {
  readonly spec: MapNode;
  readonly path: Path;
  /** The pod's metadata (the template's, for workloads), when written. */
  readonly metadata?: MapNode;
  /** Where the pod's metadata is or would be written. */
  readonly metadataPath: Path;
}

export function hasPodSpec(resource: Resource): boolean {
  return POD_SPEC_PATHS.has(`${resource.group}/${resource.kind}`);
}

export function podSpecOf(resource: Resource): PodSpecRef | undefined {
  const templatePath = POD_SPEC_PATHS.get(`${resource.group}/${resource.kind}`);
  if (!templatePath) return undefined;
  let template: MapNode | undefined = resource.root;
  for (const key of templatePath) template = asMap(child(template, key));
  const spec = asMap(child(template, 'spec'));
  if (!spec) return undefined;
  const metadata = asMap(child(template, 'metadata'));
  return {
    spec,
    path: [...templatePath, 'spec'],
    metadataPath: [...templatePath, 'metadata'],
    ...(metadata ? { metadata } : {}),
  };
}

export const CONTAINER_LISTS = ['initContainers', 'containers', 'ephemeralContainers'] as const;

export interface ContainerNode {
  readonly node: MapNode;
  readonly path: Path;
  readonly ref: ContainerRef;
}

/** Every container of the pod: init (sidecars too), regular and ephemeral, in that order. */
export function containersOf(pod: PodSpecRef): ContainerNode[] {
  const out: ContainerNode[] = [];
  for (const list of CONTAINER_LISTS) {
    asSeq(child(pod.spec, list))?.items.forEach((item, index) => {
      const node = asMap(item);
      if (!node) return;
      const image = stringValue(child(node, 'image'));
      out.push({
        node,
        path: [...pod.path, list, index],
        ref: { name: stringValue(child(node, 'name')) ?? '', ...(image ? { image } : {}) },
      });
    });
  }
  return out;
}

export interface VolumeNode {
  readonly node: MapNode;
  readonly path: Path;
  readonly name: string;
}

/** The pod's volumes (`spec.volumes`), in order. */
export function volumesOf(pod: PodSpecRef): VolumeNode[] {
  const out: VolumeNode[] = [];
  asSeq(child(pod.spec, 'volumes'))?.items.forEach((item, index) => {
    const node = asMap(item);
    if (node)
      out.push({ node, path: [...pod.path, 'volumes', index], name: stringValue(child(node, 'name')) ?? '' });
  });
  return out;
}
