// Rule pod-security: the Pod Security Standards as Pod Security Admission (k8s.io/pod-security-admission)
// enforces them, every control of the baseline and restricted levels at the chosen policy version,
// on the nine workload kinds PSA reads pod templates from.

import { atLeast, formatKubernetesVersion, parseKubernetesVersion } from '../../kube-version.js';
import type { KubernetesVersion } from '../../kube-version.js';
import { probeHost } from '../probe-host/index.js';
import type { Resource } from '../../load/resource.js';
import { OptionError } from '../types.js';
import type { ResourceRule, RuleFinding } from '../types.js';
import type { Level } from './check.js';
import { hostProbesAndHostLifecycle } from './controls/host-probes.js';
import { violationFinding } from './finding.js';
import { podViewOf } from './pod.js';
import type { NamespacePolicy, PolicyLevel } from './namespaces.js';
import { invalidLabels, isNamespace, POLICY_LEVELS, policyOf } from './namespaces.js';
import { checksFor } from './registry.js';

export interface PodSecurityOptions {
  /** A fixed level, or `namespace`: each namespace's pod-security.kubernetes.io/enforce label. */
  readonly level: Level | 'namespace';
  /** The policy version; unset means the config's kubernetesVersion. */
  readonly version?: KubernetesVersion;
  /** With `level: namespace`, the level of namespaces without an enforce label or not in the repository. */
  readonly default: PolicyLevel;
}

const LEVELS: readonly (Level | 'namespace')[] = ['baseline', 'restricted', 'namespace'];

export const podSecurity: ResourceRule<PodSecurityOptions> = {
  scope: 'resource',
  id: 'pod-security',
  title: 'Pod Security Standards',
  summary:
    'Judges every pod template as Pod Security Admission would at the chosen level (baseline or restricted) and policy version, one finding per offending field, each naming its control.',
  upstream: 'kubernetes/kubernetes staging/src/k8s.io/pod-security-admission/policy/',
  defaultSeverity: 'error',
  // A container that breaks Pod Security can reach the node: its host namespaces, files or kernel.
  securitySeverity: 'high',
  enabledByDefault: false,
  minKubernetesVersion: { major: 1, minor: 23 },
  optionsSchema: {
    level: {
      enum: LEVELS,
      description:
        'the Pod Security Standards level pods must meet, or namespace: the level each namespace enforces through its pod-security.kubernetes.io/enforce label (default: baseline)',
    },
    default: {
      enum: POLICY_LEVELS,
      description:
        'with level: namespace, the level for namespaces without an enforce label or not in the repository, as PodSecurity defaults in the cluster (default: privileged)',
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
    if (typeof options.version === 'string' && !version) {
      throw new OptionError(['version'], 'the version number is too large');
    }
    return {
      level: LEVELS.find((l) => l === options.level) ?? 'baseline',
      ...(version ? { version } : {}),
      default: POLICY_LEVELS.find((l) => l === options.default) ?? 'privileged',
    };
  },
  *check(resource, { options, kubernetesVersion, activeRules, workspace }): Iterable<RuleFinding> {
    if (isNamespace(resource)) {
      yield* invalidLabelFindings(resource);
      return;
    }
    const pod = podViewOf(resource);
    if (!pod) return;
    const fixed: NamespacePolicy = {
      level: options.level === 'namespace' ? options.default : options.level,
      version: options.version ?? 'latest',
    };
    const namespace = workspace.namespaces.get(resource.namespace ?? 'default');
    const chosen = options.level === 'namespace' && namespace ? policyOf(namespace, fixed) : fixed;
    if (chosen.level === 'privileged') return;
    // A cluster knows no policy newer than itself: it judges a newer version as its own.
    const version = atLeast(chosen.version, kubernetesVersion) ? kubernetesVersion : chosen.version;
    const where = chosen.source ? ` (namespace ${resource.namespace ?? 'default'}, ${chosen.source})` : '';
    const policy = `PodSecurity "${chosen.level}:${formatKubernetesVersion(version)}"${where}`;
    for (const { check, revision } of checksFor(chosen.level, version)) {
      // probe-host reports the same violations; say them once.
      if (check === hostProbesAndHostLifecycle && activeRules.has(probeHost.id)) continue;
      for (const violation of revision.check(pod)) {
        yield violationFinding(check, violation, `${policy} (${check.control}) allows ${revision.allowed}.`);
      }
    }
  },
};

function* invalidLabelFindings(namespace: Resource): Iterable<RuleFinding> {
  for (const { label, message } of invalidLabels(namespace)) {
    yield {
      path: ['metadata', 'labels', label.key],
      start: label.keyStart,
      end: label.value.end,
      value: label.value.kind === 'scalar' ? label.value.text : '',
      message: `label ${label.key} ${message}, and rejects the Namespace on apply. Fix the label value.`,
    };
  }
}
