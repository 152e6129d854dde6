// Restricted "Running as Non-root" (policy/check_runAsNonRoot.go): runAsNonRoot must be true on the
// pod or on every container, and false nowhere. From policy v1.35 user-namespaced pods
// (hostUsers: false) are exempt: their root is an unprivileged user on the node.

import type { Check, Violation } from '../check.js';
import { booleanOf, missingAt } from '../fields.js';
import { describeContainer, exceptUserNamespaced, securityContextOf } from '../pod.js';
import type { PodView } from '../pod.js';

const ALLOWED = 'runAsNonRoot: true on the pod or on every container, and never false';

export const runAsNonRoot: Check = {
  id: 'runAsNonRoot',
  level: 'restricted',
  control: 'Running as Non-root',
  why: 'a container running as root is one kernel or runtime bug away from root on the node',
  versions: [
    { minimumVersion: 0, allowed: ALLOWED, check: runAsNonRootV1Dot0 },
    {
      minimumVersion: 35,
      allowed: `${ALLOWED}; pods with hostUsers: false are exempt`,
      check: exceptUserNamespaced(runAsNonRootV1Dot0),
    },
  ],
};

function* runAsNonRootV1Dot0(pod: PodView): Iterable<Violation> {
  const explicit: Violation[] = [];
  const implicit: Violation[] = [];
  const podField = booleanOf(pod.securityContext, 'runAsNonRoot');
  if (podField?.value === false) {
    explicit.push({
      ...podField,
      value: 'false',
      problem: 'the pod sets securityContext.runAsNonRoot to false',
    });
  }
  for (const container of pod.containers) {
    const field = booleanOf(securityContextOf(container), 'runAsNonRoot');
    const who = describeContainer(container);
    if (field?.value === false) {
      explicit.push({
        ...field,
        value: 'false',
        container: container.ref,
        problem: `${who} sets runAsNonRoot to false`,
      });
    } else if (!field && podField?.value !== true) {
      implicit.push({
        ...missingAt(container, ['securityContext', 'runAsNonRoot']),
        container: container.ref,
        problem: `neither the pod nor ${who} sets securityContext.runAsNonRoot to true`,
      });
    }
  }
  // As upstream: explicit false settings are reported first; containers that merely set nothing only
  // once those are fixed.
  yield* explicit.length > 0 ? explicit : implicit;
}
