// "Seccomp": baseline (policy/check_seccompProfile_baseline.go) forbids an unconfined profile, in
// the alpha annotations before policy v1.19 and in securityContext.seccompProfile from v1.19.
// Restricted (policy/check_seccompProfile_restricted.go, v1.19+) requires RuntimeDefault or
// Localhost on the pod or on every container, exempts Windows pods from v1.25, and replaces the
// baseline check.

import type { ContainerNode } from '../../../load/podspec.js';
import type { Check, Violation } from '../check.js';
import { mapOf, missingAt, stringOf } from '../fields.js';
import type { Place } from '../fields.js';
import { annotationsOf, describeContainer, exceptWindows, securityContextOf } from '../pod.js';
import type { PodView } from '../pod.js';

const POD_ANNOTATION = 'seccomp.security.alpha.kubernetes.io/pod';
const CONTAINER_ANNOTATION_PREFIX = 'container.seccomp.security.alpha.kubernetes.io/';
const VALID_TYPES: ReadonlySet<string> = new Set(['RuntimeDefault', 'Localhost']);

export const seccompProfileBaseline: Check = {
  id: 'seccompProfile_baseline',
  level: 'baseline',
  control: 'Seccomp',
  why: 'an unconfined seccomp profile lets the container make every system call, including the ones kernel exploits use',
  versions: [
    {
      minimumVersion: 0,
      allowed: 'seccomp annotation values runtime/default, docker/default or localhost/*',
      check: seccompProfileBaselineV1Dot0,
    },
    {
      minimumVersion: 19,
      allowed: 'seccompProfile.type RuntimeDefault, Localhost or unset',
      check: seccompProfileBaselineV1Dot19,
    },
  ],
};

const restrictedRevision = {
  allowed: 'seccompProfile.type RuntimeDefault or Localhost, on the pod or on every container',
  overrides: [seccompProfileBaseline.id],
};

export const seccompProfileRestricted: Check = {
  id: 'seccompProfile_restricted',
  level: 'restricted',
  control: 'Seccomp',
  why: 'restricted containers must filter system calls with a seccomp profile',
  versions: [
    { minimumVersion: 19, ...restrictedRevision, check: seccompProfileRestrictedV1Dot19 },
    // Seccomp is Linux-only; the API rejects seccompProfile on Windows pods.
    {
      minimumVersion: 25,
      ...restrictedRevision,
      check: exceptWindows(seccompProfileRestrictedV1Dot19),
    },
  ],
};

function* seccompProfileBaselineV1Dot0(pod: PodView): Iterable<Violation> {
  const annotations = new Map(annotationsOf(pod).map((a) => [a.key, a]));
  const keys = new Map<string, ContainerNode | undefined>([[POD_ANNOTATION, undefined]]);
  for (const c of pod.containers) keys.set(CONTAINER_ANNOTATION_PREFIX + c.ref.name, c);
  for (const [key, container] of keys) {
    const annotation = annotations.get(key);
    if (!annotation || validAnnotationValue(annotation.value)) continue;
    yield {
      ...annotation,
      ...(container ? { container: container.ref } : {}),
      problem: `annotation ${key} is ${JSON.stringify(annotation.value)}`,
    };
  }
}

function validAnnotationValue(value: string): boolean {
  return value === 'runtime/default' || value === 'docker/default' || value.startsWith('localhost/');
}

function* seccompProfileBaselineV1Dot19(pod: PodView): Iterable<Violation> {
  const { explicit } = seccompProfiles(pod);
  yield* explicit;
}

function* seccompProfileRestrictedV1Dot19(pod: PodView): Iterable<Violation> {
  const { explicit, unset, podValid } = seccompProfiles(pod);
  // As upstream: explicit bad values are reported first; containers relying on no valid pod-level
  // profile only once those are fixed.
  if (explicit.length > 0) {
    yield* explicit;
    return;
  }
  if (podValid) return;
  for (const container of unset) {
    yield {
      ...missingAt(container, ['securityContext', 'seccompProfile', 'type']),
      container: container.ref,
      problem: `neither the pod nor ${describeContainer(container)} sets securityContext.seccompProfile.type`,
    };
  }
}

interface SeccompProfiles {
  /** Profiles set to a type other than RuntimeDefault or Localhost, on the pod or a container. */
  readonly explicit: Violation[];
  /** Containers without a profile of their own. */
  readonly unset: ContainerNode[];
  /** The pod sets a valid profile, which containers without one inherit. */
  readonly podValid: boolean;
}

function seccompProfiles(pod: PodView): SeccompProfiles {
  const explicit: Violation[] = [];
  const unset: ContainerNode[] = [];
  const podProfile = badProfile(pod.securityContext, 'the pod');
  if (podProfile) explicit.push(podProfile);
  for (const container of pod.containers) {
    const securityContext = securityContextOf(container);
    if (!mapOf(securityContext, 'seccompProfile')) unset.push(container);
    const bad = badProfile(securityContext, describeContainer(container));
    if (bad) explicit.push({ ...bad, container: container.ref });
  }
  return { explicit, unset, podValid: !!mapOf(pod.securityContext, 'seccompProfile') && !podProfile };
}

function badProfile(securityContext: Place | undefined, who: string): Violation | undefined {
  const profile = mapOf(securityContext, 'seccompProfile');
  if (!profile) return undefined;
  const type = stringOf(profile, 'type');
  if (type && VALID_TYPES.has(type.value)) return undefined;
  const value = type?.value ?? '';
  return {
    ...(type ?? profile),
    value,
    problem: `${who} sets securityContext.seccompProfile.type to ${JSON.stringify(value)}`,
  };
}
