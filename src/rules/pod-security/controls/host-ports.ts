// Baseline "Host Ports" (policy/check_hostPorts.go): ports[*].hostPort of every container must be
// unset or 0.

import type { Check, Violation } from '../check.js';
import { integerOf, itemsOf, listOf } from '../fields.js';
import { describeContainer } from '../pod.js';
import type { PodView } from '../pod.js';

export const hostPorts: Check = {
  id: 'hostPorts',
  level: 'baseline',
  control: 'Host Ports',
  why: "a host port binds the node's own network interface, bypassing the pod network and its policies",
  versions: [{ minimumVersion: 0, allowed: '0 or unset', check: hostPortsV1Dot0 }],
};

function* hostPortsV1Dot0(pod: PodView): Iterable<Violation> {
  for (const container of pod.containers) {
    for (const port of itemsOf(listOf(container, 'ports'))) {
      const field =
        port.node.kind === 'map' ? integerOf({ node: port.node, path: port.path }, 'hostPort') : undefined;
      if (!field || field.value === 0) continue;
      yield {
        ...field,
        value: String(field.value),
        container: container.ref,
        problem: `${describeContainer(container)} sets hostPort ${field.value}`,
      };
    }
  }
}
