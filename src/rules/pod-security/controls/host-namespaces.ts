// Baseline "Host Namespaces" (policy/check_hostNamespaces.go): hostNetwork, hostPID and hostIPC
// must be unset or false.

import type { Check, Violation } from '../check.js';
import { booleanOf } from '../fields.js';
import type { PodView } from '../pod.js';

const NAMESPACES = ['hostNetwork', 'hostPID', 'hostIPC'] as const;

export const hostNamespaces: Check = {
  id: 'hostNamespaces',
  level: 'baseline',
  control: 'Host Namespaces',
  why: "sharing the node's network, process or IPC namespace lets the pod see and reach the node's traffic and processes",
  versions: [{ minimumVersion: 0, allowed: 'false or unset', check: hostNamespacesV1Dot0 }],
};

function* hostNamespacesV1Dot0(pod: PodView): Iterable<Violation> {
  for (const key of NAMESPACES) {
    const field = booleanOf(pod.spec, key);
    if (field?.value === true) yield { ...field, value: 'true', problem: `the pod sets ${key} to true` };
  }
}
