// "Capabilities": baseline (policy/check_capabilities_baseline.go) allows adding only the container
// runtime's default set; restricted (policy/check_capabilities_restricted.go, v1.22+) requires
// dropping ALL and allows adding back only NET_BIND_SERVICE, and replaces the baseline check.
// Names are compared exactly: `chown` and `CAP_CHOWN` are not CHOWN.

import type { ContainerNode } from '../../../load/podspec.js';
import type { Check, Violation } from '../check.js';
import { listOf, mapOf, missingAt, stringItemsOf } from '../fields.js';
import type { Place } from '../fields.js';
import { describeContainer, exceptWindows, securityContextOf } from '../pod.js';
import type { PodView } from '../pod.js';

const BASELINE_ADDABLE: ReadonlySet<string> = new Set([
  'AUDIT_WRITE',
  'CHOWN',
  'DAC_OVERRIDE',
  'FOWNER',
  'FSETID',
  'KILL',
  'MKNOD',
  'NET_BIND_SERVICE',
  'SETFCAP',
  'SETGID',
  'SETPCAP',
  'SETUID',
  'SYS_CHROOT',
]);
const RESTRICTED_ADDABLE: ReadonlySet<string> = new Set(['NET_BIND_SERVICE']);

export const capabilitiesBaseline: Check = {
  id: 'capabilities_baseline',
  level: 'baseline',
  control: 'Capabilities',
  why: 'capabilities beyond the baseline set give the process kernel privileges that open a way to escalate (NET_RAW spoofs packets, SYS_ADMIN does nearly anything)',
  versions: [
    {
      minimumVersion: 0,
      allowed: `adding only ${[...BASELINE_ADDABLE].join(', ')}`,
      check: (pod) => forbiddenAdds(pod, BASELINE_ADDABLE),
    },
  ],
};

const restrictedRevision = {
  allowed: 'capabilities.drop containing ALL, and adding back only NET_BIND_SERVICE',
  overrides: [capabilitiesBaseline.id],
};

export const capabilitiesRestricted: Check = {
  id: 'capabilities_restricted',
  level: 'restricted',
  control: 'Capabilities',
  why: 'restricted containers run with no capabilities but the one needed to bind low ports',
  versions: [
    { minimumVersion: 22, ...restrictedRevision, check: capabilitiesRestrictedV1Dot22 },
    // Capabilities are a Linux notion; the API rejects them on Windows pods.
    {
      minimumVersion: 25,
      ...restrictedRevision,
      check: exceptWindows(capabilitiesRestrictedV1Dot22),
    },
  ],
};

function capabilitiesOf(container: ContainerNode): Place | undefined {
  return mapOf(securityContextOf(container), 'capabilities');
}

function* forbiddenAdds(pod: PodView, addable: ReadonlySet<string>): Iterable<Violation> {
  for (const container of pod.containers) {
    for (const capability of stringItemsOf(listOf(capabilitiesOf(container), 'add'))) {
      if (addable.has(capability.value)) continue;
      yield {
        ...capability,
        container: container.ref,
        problem: `${describeContainer(container)} adds capability ${capability.value}`,
      };
    }
  }
}

function* capabilitiesRestrictedV1Dot22(pod: PodView): Iterable<Violation> {
  for (const container of pod.containers) {
    const drop = listOf(capabilitiesOf(container), 'drop');
    if (!stringItemsOf(drop).some((c) => c.value === 'ALL')) {
      yield {
        ...(drop ?? missingAt(container, ['securityContext', 'capabilities', 'drop'])),
        container: container.ref,
        problem: `${describeContainer(container)} does not drop ALL capabilities`,
      };
    }
  }
  yield* forbiddenAdds(pod, RESTRICTED_ADDABLE);
}
