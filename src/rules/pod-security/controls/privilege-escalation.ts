// Restricted "Privilege Escalation" (policy/check_allowPrivilegeEscalation.go, v1.8+): every
// container must set securityContext.allowPrivilegeEscalation to false. From v1.25 Windows pods are
// exempt: the field is Linux-only and the API rejects it there.

import type { Check, Violation } from '../check.js';
import { booleanOf, missingAt } from '../fields.js';
import { describeContainer, exceptWindows, securityContextOf } from '../pod.js';
import type { PodView } from '../pod.js';

const ALLOWED = 'allowPrivilegeEscalation: false on every container';

export const allowPrivilegeEscalation: Check = {
  id: 'allowPrivilegeEscalation',
  level: 'restricted',
  control: 'Privilege Escalation',
  why: 'unless it is false, setuid binaries and file capabilities let a process gain more privileges than it started with',
  versions: [
    { minimumVersion: 8, allowed: ALLOWED, check: allowPrivilegeEscalationV1Dot8 },
    {
      minimumVersion: 25,
      allowed: `${ALLOWED} (Windows pods are exempt)`,
      check: exceptWindows(allowPrivilegeEscalationV1Dot8),
    },
  ],
};

function* allowPrivilegeEscalationV1Dot8(pod: PodView): Iterable<Violation> {
  for (const container of pod.containers) {
    const field = booleanOf(securityContextOf(container), 'allowPrivilegeEscalation');
    if (field?.value === false) continue;
    const who = describeContainer(container);
    yield field
      ? {
          ...field,
          value: 'true',
          container: container.ref,
          problem: `${who} sets allowPrivilegeEscalation to true`,
        }
      : {
          ...missingAt(container, ['securityContext', 'allowPrivilegeEscalation']),
          container: container.ref,
          problem: `${who} does not set securityContext.allowPrivilegeEscalation to false`,
        };
  }
}
