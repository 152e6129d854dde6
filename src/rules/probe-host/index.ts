// Pod Security Standards baseline control "Host Probes / Lifecycle Hooks" (KEP-4940, policy v1.34+),
// k8s.io/pod-security-admission policy/check_hostProbesAndhostLifecycle.go: httpGet.host and
// tcpSocket.host of probes and lifecycle handlers must be unset, null or "".

import type { ResourceRule, RuleFinding } from '../types.js';
import { containersOf, podSpecOf } from '../../load/podspec.js';
import { asMap, child, entry } from '../../load/yaml/node.js';
import type { MapNode } from '../../load/yaml/node.js';
import type { Path } from '../../load/path.js';
import type { ContainerRef } from '../../model.js';

const PROBES = ['livenessProbe', 'readinessProbe', 'startupProbe'] as const;
const LIFECYCLE_HANDLERS = ['postStart', 'preStop'] as const;
const ACTIONS = ['httpGet', 'tcpSocket'] as const;

export const probeHost: ResourceRule = {
  scope: 'resource',
  id: 'probe-host',
  title: 'Probe or lifecycle hook with a host',
  summary:
    'Flags probes and lifecycle hooks that name a host: the kubelet connects to any host named there (blind SSRF from every node); Pod Security baseline forbids it from v1.34.',
  upstream:
    'kubernetes/kubernetes staging/src/k8s.io/pod-security-admission/policy/check_hostProbesAndhostLifecycle.go',
  defaultSeverity: 'error',
  enabledByDefault: true,
  minKubernetesVersion: { major: 1, minor: 34 },
  prepare: () => undefined,
  *check(resource): Iterable<RuleFinding> {
    const pod = podSpecOf(resource);
    if (!pod) return;
    for (const container of containersOf(pod)) {
      for (const probe of PROBES) {
        yield* hostsOf(asMap(child(container.node, probe)), [...container.path, probe], container.ref);
      }
      const lifecycle = asMap(child(container.node, 'lifecycle'));
      for (const handler of LIFECYCLE_HANDLERS) {
        yield* hostsOf(
          asMap(child(lifecycle, handler)),
          [...container.path, 'lifecycle', handler],
          container.ref,
        );
      }
    }
  },
};

function* hostsOf(handler: MapNode | undefined, path: Path, container: ContainerRef): Iterable<RuleFinding> {
  if (!handler) return;
  for (const action of ACTIONS) {
    const actionNode = asMap(child(handler, action));
    const host = actionNode && entry(actionNode, 'host');
    if (!host) continue;
    const node = host.value;
    // Go decodes JSON null into "" and PSA only allows "": everything else is a finding.
    if (node.kind === 'scalar' && (node.value === null || node.value === '')) continue;
    const value = node.kind === 'scalar' ? node.text : JSON.stringify(node.kind === 'map' ? {} : []);
    const where = `${String(path[path.length - 1])}.${action}.host`;
    yield {
      path: [...path, action, 'host'],
      start: host.keyStart,
      end: node.end,
      value,
      container,
      message:
        `${where} is ${JSON.stringify(value)} in container ${JSON.stringify(container.name)}: the kubelet connects to that host from the node instead of the pod, so pod authors can reach any address the node can (blind SSRF). ` +
        'Pod Security baseline forbids it from v1.34 (KEP-4940). Remove host; for a virtual host name, add an httpHeaders entry named Host.',
    };
  }
}
