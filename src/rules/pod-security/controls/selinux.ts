// Baseline "SELinux" (policy/check_seLinuxOptions.go): in seLinuxOptions of the pod and of every
// container, type must be empty or one of the container types, and user and role must be empty.
// v1.31 added container_engine_t.

import type { Check, Violation } from '../check.js';
import { mapOf, stringOf } from '../fields.js';
import type { Place } from '../fields.js';
import { describeContainer, securityContextOf } from '../pod.js';
import type { PodView } from '../pod.js';

const TYPES_V1_0: ReadonlySet<string> = new Set(['container_t', 'container_init_t', 'container_kvm_t']);
const TYPES_V1_31: ReadonlySet<string> = new Set([...TYPES_V1_0, 'container_engine_t']);

export const seLinuxOptions: Check = {
  id: 'seLinuxOptions',
  level: 'baseline',
  control: 'SELinux',
  why: "a custom SELinux type, user or role can lift the container's SELinux confinement",
  versions: [
    { minimumVersion: 0, allowed: allowed(TYPES_V1_0), check: (pod) => forbiddenSeLinux(pod, TYPES_V1_0) },
    { minimumVersion: 31, allowed: allowed(TYPES_V1_31), check: (pod) => forbiddenSeLinux(pod, TYPES_V1_31) },
  ],
};

function allowed(types: ReadonlySet<string>): string {
  return `type unset, empty or ${[...types].join(', ')}, and no user or role`;
}

function* forbiddenSeLinux(pod: PodView, types: ReadonlySet<string>): Iterable<Violation> {
  yield* forbiddenOptions(pod.securityContext, 'the pod', types);
  for (const container of pod.containers) {
    for (const violation of forbiddenOptions(
      securityContextOf(container),
      describeContainer(container),
      types,
    )) {
      yield { ...violation, container: container.ref };
    }
  }
}

function* forbiddenOptions(
  securityContext: Place | undefined,
  who: string,
  types: ReadonlySet<string>,
): Iterable<Violation> {
  const options = mapOf(securityContext, 'seLinuxOptions');
  const type = stringOf(options, 'type');
  if (type && type.value !== '' && !types.has(type.value)) {
    yield { ...type, problem: `${who} sets seLinuxOptions.type to ${JSON.stringify(type.value)}` };
  }
  for (const key of ['user', 'role'] as const) {
    const field = stringOf(options, key);
    if (field && field.value !== '') {
      yield { ...field, problem: `${who} sets seLinuxOptions.${key} to ${JSON.stringify(field.value)}` };
    }
  }
}
