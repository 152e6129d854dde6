// "/proc Mount Type" (policy/check_procMount_baseline.go, check_procMount_restricted.go):
// securityContext.procMount of every container must be unset or Default. From policy v1.35 baseline
// allows any value in a user-namespaced pod (hostUsers: false), and restricted keeps the strict
// check in its own ID, replacing the baseline one.

import type { Check, Violation } from '../check.js';
import { stringOf } from '../fields.js';
import { describeContainer, exceptUserNamespaced, securityContextOf } from '../pod.js';
import type { PodView } from '../pod.js';

const WHY = 'an unmasked /proc exposes kernel interfaces that the container runtime hides by default';
const STRICT = 'procMount Default or unset';

export const procMount: Check = {
  id: 'procMount',
  level: 'baseline',
  control: '/proc Mount Type',
  why: WHY,
  versions: [
    { minimumVersion: 0, allowed: STRICT, check: procMountV1Dot0 },
    {
      minimumVersion: 35,
      allowed: `${STRICT}, or any value in a pod with hostUsers: false`,
      check: exceptUserNamespaced(procMountV1Dot0),
    },
  ],
};

export const procMountRestricted: Check = {
  id: 'procMount_restricted',
  level: 'restricted',
  control: '/proc Mount Type',
  why: WHY,
  versions: [{ minimumVersion: 35, allowed: STRICT, check: procMountV1Dot0, overrides: [procMount.id] }],
};

function* procMountV1Dot0(pod: PodView): Iterable<Violation> {
  for (const container of pod.containers) {
    const field = stringOf(securityContextOf(container), 'procMount');
    if (!field || field.value === 'Default') continue;
    yield {
      ...field,
      container: container.ref,
      problem: `${describeContainer(container)} sets securityContext.procMount to ${JSON.stringify(field.value)}`,
    };
  }
}
