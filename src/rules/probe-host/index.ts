// Pod Security Standards baseline control "Host Probes / Lifecycle Hooks" (KEP-4940, policy v1.34+),
// on by default on its own: httpGet.host and tcpSocket.host of probes and lifecycle handlers must be
// unset, null or "". The check itself is the pod-security rule's, so both judge alike.

import { hostProbesAndHostLifecycle } from '../pod-security/controls/host-probes.js';
import { violationFinding } from '../pod-security/finding.js';
import { podViewOf } from '../pod-security/pod.js';
import type { ResourceRule, RuleFinding } from '../types.js';

const [revision] = hostProbesAndHostLifecycle.versions;

export const probeHost: ResourceRule = {
  scope: 'resource',
  id: 'probe-host',
  title: 'Probe or lifecycle hook with a host',
  summary:
    'Flags probes and lifecycle hooks that name a host: the kubelet connects to any host named there (blind SSRF from every node); Pod Security baseline forbids it from v1.34.',
  upstream:
    'kubernetes/kubernetes staging/src/k8s.io/pod-security-admission/policy/check_hostProbesAndhostLifecycle.go',
  defaultSeverity: 'error',
  // Blind SSRF from the node: requests go out, their answers only decide a probe's result.
  securitySeverity: 'medium',
  enabledByDefault: true,
  minKubernetesVersion: { major: 1, minor: 34 },
  prepare: () => undefined,
  *check(resource): Iterable<RuleFinding> {
    const pod = podViewOf(resource);
    if (!pod || !revision) return;
    for (const violation of revision.check(pod)) {
      yield violationFinding(
        hostProbesAndHostLifecycle,
        violation,
        'Pod Security baseline forbids it from v1.34 (KEP-4940). Remove host; for a virtual host name, add an httpHeaders entry named Host.',
      );
    }
  },
};
