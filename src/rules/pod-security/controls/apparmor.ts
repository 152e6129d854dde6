// Baseline "AppArmor" (policy/check_appArmorProfile.go): the appArmorProfile.type of the pod and of
// every container must be RuntimeDefault or Localhost when set, and the deprecated
// container.apparmor.security.beta.kubernetes.io/* annotations must be runtime/default, localhost/*
// or empty. One revision since v1.0: upstream added the field check (v1.30) to it in place, so it
// applies at every policy version.

import type { Check, Violation } from '../check.js';
import { mapOf, stringOf } from '../fields.js';
import type { Place } from '../fields.js';
import { annotationsOf, describeContainer, securityContextOf } from '../pod.js';
import type { PodView } from '../pod.js';

const ANNOTATION_PREFIX = 'container.apparmor.security.beta.kubernetes.io/';
const ALLOWED_TYPES: ReadonlySet<string> = new Set(['RuntimeDefault', 'Localhost']);

export const appArmorProfile: Check = {
  id: 'appArmorProfile',
  level: 'baseline',
  control: 'AppArmor',
  why: 'overriding or disabling the default AppArmor profile removes a layer of kernel confinement',
  versions: [
    {
      minimumVersion: 0,
      allowed:
        'appArmorProfile.type RuntimeDefault or Localhost, and annotation values runtime/default, localhost/* or empty',
      check: appArmorProfileV1Dot0,
    },
  ],
};

function* appArmorProfileV1Dot0(pod: PodView): Iterable<Violation> {
  yield* forbiddenType(pod.securityContext, 'the pod');
  for (const container of pod.containers) {
    for (const violation of forbiddenType(securityContextOf(container), describeContainer(container))) {
      yield { ...violation, container: container.ref };
    }
  }
  for (const annotation of annotationsOf(pod)) {
    if (!annotation.key.startsWith(ANNOTATION_PREFIX)) continue;
    const value = annotation.value;
    if (value === '' || value === 'runtime/default' || value.startsWith('localhost/')) continue;
    // The annotation names its container; a finding that carries it can be excepted by image.
    const container = pod.containers.find(
      (c) => c.ref.name === annotation.key.slice(ANNOTATION_PREFIX.length),
    );
    yield {
      ...annotation,
      ...(container ? { container: container.ref } : {}),
      problem: `annotation ${annotation.key} is ${JSON.stringify(value)}`,
    };
  }
}

function* forbiddenType(securityContext: Place | undefined, who: string): Iterable<Violation> {
  const profile = mapOf(securityContext, 'appArmorProfile');
  if (!profile) return;
  const type = stringOf(profile, 'type');
  if (type && ALLOWED_TYPES.has(type.value)) return;
  yield {
    ...(type ?? profile),
    value: type?.value ?? '',
    problem: `${who} sets securityContext.appArmorProfile.type to ${JSON.stringify(type?.value ?? '')}`,
  };
}
