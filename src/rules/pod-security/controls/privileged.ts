// Baseline "Privileged Containers" (policy/check_privileged.go): securityContext.privileged of every
// container must be unset or false.

import type { Check, Violation } from '../check.js';
import { booleanOf } from '../fields.js';
import { describeContainer, securityContextOf } from '../pod.js';
import type { PodView } from '../pod.js';

export const privileged: Check = {
  id: 'privileged',
  level: 'baseline',
  control: 'Privileged Containers',
  why: "a privileged container gets every capability and the node's devices, so it can take over the node",
  versions: [{ minimumVersion: 0, allowed: 'false or unset', check: privilegedV1Dot0 }],
};

function* privilegedV1Dot0(pod: PodView): Iterable<Violation> {
  for (const container of pod.containers) {
    const field = booleanOf(securityContextOf(container), 'privileged');
    if (field?.value !== true) continue;
    yield {
      ...field,
      value: 'true',
      container: container.ref,
      problem: `${describeContainer(container)} sets securityContext.privileged to true`,
    };
  }
}
