// What a check sees of a pod: its spec, metadata, containers and volumes with their paths, read once
// per object through the one pod-spec walker.

import type { Path } from '../../load/path.js';
import { containersOf, podSpecOf, volumesOf } from '../../load/podspec.js';
import type { ContainerNode, VolumeNode } from '../../load/podspec.js';
import type { Resource } from '../../load/resource.js';
import type { CheckPod } from './check.js';
import type { Place } from './fields.js';
import { booleanOf, mapOf, stringOf } from './fields.js';

export interface PodView {
  readonly spec: Place;
  readonly metadata?: Place;
  readonly metadataPath: Path;
  /** `spec.securityContext`, when set. */
  readonly securityContext?: Place;
  readonly containers: readonly ContainerNode[];
  readonly volumes: readonly VolumeNode[];
  /** `spec.os.name: windows`: Linux-only restricted checks exempt such pods from policy v1.25. */
  readonly windows: boolean;
  /** `spec.hostUsers: false`: the pod runs in a user namespace (KEP-127). */
  readonly userNamespace: boolean;
}

export function podViewOf(resource: Resource): PodView | undefined {
  const ref = podSpecOf(resource);
  if (!ref) return undefined;
  const spec = { node: ref.spec, path: ref.path };
  const securityContext = mapOf(spec, 'securityContext');
  return {
    spec,
    metadataPath: ref.metadataPath,
    ...(ref.metadata ? { metadata: { node: ref.metadata, path: ref.metadataPath } } : {}),
    ...(securityContext ? { securityContext } : {}),
    containers: containersOf(ref),
    volumes: volumesOf(ref),
    windows: stringOf(mapOf(spec, 'os'), 'name')?.value === 'windows',
    userNamespace: booleanOf(spec, 'hostUsers')?.value === false,
  };
}

/** `check` for every pod but Windows ones: from policy v1.25 restricted exempts them from Linux-only fields. */
export function exceptWindows(check: CheckPod): CheckPod {
  return (pod) => (pod.windows ? [] : check(pod));
}

/** `check` for every pod but user-namespaced ones, whose root is an unprivileged user on the node (v1.35). */
export function exceptUserNamespaced(check: CheckPod): CheckPod {
  return (pod) => (pod.userNamespace ? [] : check(pod));
}

/** `container "web"`, `init container "setup"`, `ephemeral container "debug"`. */
export function describeContainer(container: ContainerNode): string {
  const list = container.path[container.path.length - 2];
  const kind =
    list === 'initContainers'
      ? 'init container'
      : list === 'ephemeralContainers'
        ? 'ephemeral container'
        : 'container';
  return `${kind} ${JSON.stringify(container.ref.name)}`;
}

export function securityContextOf(container: ContainerNode): Place | undefined {
  return mapOf(container, 'securityContext');
}

export interface Annotation {
  readonly key: string;
  readonly value: string;
  readonly path: Path;
  readonly start: number;
  readonly end: number;
}

/** The pod's string annotations: ObjectMeta cannot decode other values, and null decodes to "". */
export function annotationsOf(pod: PodView): Annotation[] {
  const annotations = mapOf(pod.metadata, 'annotations');
  if (!annotations) return [];
  return annotations.node.entries.flatMap((e) => {
    const value = e.value.kind === 'scalar' ? e.value.value : undefined;
    if (value !== null && typeof value !== 'string') return [];
    return [
      {
        key: e.key,
        value: value ?? '',
        path: [...annotations.path, e.key],
        start: e.keyStart,
        end: e.value.end,
      },
    ];
  });
}
