// Rule pod-security: the Pod Security Standards as Pod Security Admission (k8s.io/pod-security-admission)
// enforces them, every control of the baseline and restricted levels at the chosen policy version,
// on the nine workload kinds PSA reads pod templates from.

import { atLeast, formatKubernetesVersion, parseKubernetesVersion } from '../../kube-version.js';
import type { KubernetesVersion } from '../../kube-version.js';
import { probeHost } from '../probe-host/index.js';
import type { ResourceRule, RuleFinding } from '../types.js';
import type { Level } from './check.js';
import { hostProbesAndHostLifecycle } from './controls/host-probes.js';
import { violationFinding } from './finding.js';
import { podViewOf } from './pod.js';
import { checksFor } from './registry.js';

export interface PodSecurityOptions {
  readonly level: Level;
  /** The policy version; unset means the config's kubernetesVersion. */
  readonly version?: KubernetesVersion;
}

const LEVELS: readonly Level[] = ['baseline', 'restricted'];

export const podSecurity: ResourceRule<PodSecurityOptions> = {
  scope: 'resource',
  id: 'pod-security',
  title: 'Pod Security Standards',
  summary:
    'Judges every pod template as Pod Security Admission would at the chosen level (baseline or restricted) and policy version, one finding per offending field, each naming its control.',
  upstream: 'kubernetes/kubernetes staging/src/k8s.io/pod-security-admission/policy/',
  defaultSeverity: 'error',
  enabledByDefault: false,
  minKubernetesVersion: { major: 1, minor: 23 },
  optionsSchema: {
    level: {
      enum: LEVELS,
      description: 'the Pod Security Standards level pods must meet (default: baseline)',
    },
    version: {
      type: 'string',
      pattern: '^(latest|v1\\.(0|[1-9][0-9]*))$',
      description:
        'the policy version, "latest" or v1.x as in pod-security.kubernetes.io/enforce-version (default: kubernetesVersion)',
    },
  },
  prepare: (options) => {
    const version = typeof options.version === 'string' ? parseKubernetesVersion(options.version) : undefined;
    return {
      level: LEVELS.find((l) => l === options.level) ?? 'baseline',
      ...(version ? { version } : {}),
    };
  },
  *check(resource, { options, kubernetesVersion, activeRules }): Iterable<RuleFinding> {
    const pod = podViewOf(resource);
    if (!pod) return;
    // A cluster knows no policy newer than itself: it judges a newer version as its own.
    const version =
      !options.version || atLeast(options.version, kubernetesVersion) ? kubernetesVersion : options.version;
    const policy = `PodSecurity "${options.level}:${formatKubernetesVersion(version)}"`;
    for (const { check, revision } of checksFor(options.level, version)) {
      // probe-host reports the same violations; say them once.
      if (check === hostProbesAndHostLifecycle && activeRules.has(probeHost.id)) continue;
      for (const violation of revision.check(pod)) {
        yield violationFinding(check, violation, `${policy} (${check.control}) allows ${revision.allowed}.`);
      }
    }
  },
};
