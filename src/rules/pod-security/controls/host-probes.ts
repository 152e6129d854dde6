// Baseline "Host Probes / Lifecycle Hooks" (policy/check_hostProbesAndhostLifecycle.go, v1.34+,
// KEP-4940): httpGet.host and tcpSocket.host of probes and lifecycle handlers must be unset or "".
// Any other value is forbidden, localhost included. The probe-host rule runs this same check.

import type { Check, Violation } from '../check.js';
import { fieldOf, mapOf } from '../fields.js';
import type { Field, Place } from '../fields.js';
import { describeContainer } from '../pod.js';
import type { PodView } from '../pod.js';

const PROBES = ['livenessProbe', 'readinessProbe', 'startupProbe'] as const;
const LIFECYCLE_HANDLERS = ['postStart', 'preStop'] as const;
const ACTIONS = ['httpGet', 'tcpSocket'] as const;

export const hostProbesAndHostLifecycle: Check = {
  id: 'hostProbesAndHostLifecycle',
  level: 'baseline',
  control: 'Host Probes / Lifecycle Hooks',
  why: 'the kubelet connects to that host from the node instead of the pod, so pod authors can reach any address the node can (blind SSRF)',
  versions: [
    {
      minimumVersion: 34,
      allowed:
        'only an unset or empty host: remove it, and for a virtual host name add an httpHeaders entry named Host',
      check: hostProbesAndHostLifecycleV1Dot34,
    },
  ],
};

function* hostProbesAndHostLifecycleV1Dot34(pod: PodView): Iterable<Violation> {
  for (const container of pod.containers) {
    const handlers = [
      ...PROBES.map((probe) => ({ name: probe, handler: mapOf(container, probe) })),
      ...LIFECYCLE_HANDLERS.map((hook) => ({
        name: hook,
        handler: mapOf(mapOf(container, 'lifecycle'), hook),
      })),
    ];
    for (const { name, handler } of handlers) {
      for (const action of ACTIONS) {
        const host = hostOf(mapOf(handler, action));
        if (!host) continue;
        yield {
          ...host,
          container: container.ref,
          problem: `${name}.${action}.host is ${JSON.stringify(host.value)} in ${describeContainer(container)}`,
        };
      }
    }
  }
}

/** Any host but unset, null or "": Go decodes null into "", and only "" is allowed. */
function hostOf(action: Place | undefined): (Field & { readonly value: string }) | undefined {
  const host = fieldOf(action, 'host');
  if (!host) return undefined;
  const node = host.node;
  if (node.kind === 'scalar') return node.value === '' ? undefined : { ...host, value: node.text };
  return { ...host, value: JSON.stringify(node.kind === 'map' ? {} : []) };
}
