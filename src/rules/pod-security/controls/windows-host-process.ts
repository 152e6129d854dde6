// Baseline "HostProcess" (policy/check_windowsHostProcess.go): windowsOptions.hostProcess of the pod
// and of every container must be unset or false.

import type { Check, Violation } from '../check.js';
import { booleanOf, mapOf } from '../fields.js';
import { describeContainer, securityContextOf } from '../pod.js';
import type { PodView } from '../pod.js';

export const windowsHostProcess: Check = {
  id: 'windowsHostProcess',
  level: 'baseline',
  control: 'HostProcess',
  why: 'a HostProcess container runs directly on the Windows node, with access to everything the node has',
  versions: [{ minimumVersion: 0, allowed: 'false or unset', check: windowsHostProcessV1Dot0 }],
};

function* windowsHostProcessV1Dot0(pod: PodView): Iterable<Violation> {
  const podField = booleanOf(mapOf(pod.securityContext, 'windowsOptions'), 'hostProcess');
  if (podField?.value === true) {
    yield {
      ...podField,
      value: 'true',
      problem: 'the pod sets securityContext.windowsOptions.hostProcess to true',
    };
  }
  for (const container of pod.containers) {
    const field = booleanOf(mapOf(securityContextOf(container), 'windowsOptions'), 'hostProcess');
    if (field?.value !== true) continue;
    yield {
      ...field,
      value: 'true',
      container: container.ref,
      problem: `${describeContainer(container)} sets securityContext.windowsOptions.hostProcess to true`,
    };
  }
}
