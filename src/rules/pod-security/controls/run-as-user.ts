// Restricted "Running as Non-root user" (policy/check_runAsUser.go, v1.23+): runAsUser must not be
// 0 on the pod or on any container. From policy v1.35 user-namespaced pods (hostUsers: false) are
// exempt: their UID 0 is an unprivileged user on the node.

import type { Check, Violation } from '../check.js';
import { integerOf } from '../fields.js';
import { describeContainer, exceptUserNamespaced, securityContextOf } from '../pod.js';
import type { PodView } from '../pod.js';

const ALLOWED = 'runAsUser unset or non-zero';

export const runAsUser: Check = {
  id: 'runAsUser',
  level: 'restricted',
  control: 'Running as Non-root user',
  why: 'UID 0 is root, one kernel or runtime bug away from root on the node',
  versions: [
    { minimumVersion: 23, allowed: ALLOWED, check: runAsUserV1Dot23 },
    {
      minimumVersion: 35,
      allowed: `${ALLOWED}; pods with hostUsers: false are exempt`,
      check: exceptUserNamespaced(runAsUserV1Dot23),
    },
  ],
};

function* runAsUserV1Dot23(pod: PodView): Iterable<Violation> {
  const podField = integerOf(pod.securityContext, 'runAsUser');
  if (podField?.value === 0)
    yield { ...podField, value: '0', problem: 'the pod sets securityContext.runAsUser to 0' };
  for (const container of pod.containers) {
    const field = integerOf(securityContextOf(container), 'runAsUser');
    if (field?.value !== 0) continue;
    yield {
      ...field,
      value: '0',
      container: container.ref,
      problem: `${describeContainer(container)} sets securityContext.runAsUser to 0`,
    };
  }
}
