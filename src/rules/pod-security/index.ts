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
import {
  ENFORCE_LABEL,
  invalidLabels,
  isNamespace,
  labelDifference,
  POLICY_LEVELS,
  policyOf,
  strictestPolicy,
} from './namespaces.js';
import { asMap, entry, nodeAt } from '../../load/yaml/node.js';
import { namespaceLabels } from '../../namespaces.js';
import type { NamespaceLabels } from '../../namespaces.js';
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
  // A change that lowers a namespace's enforce level is read against the base version of the Namespace.
  previousKinds: ['/Namespace'],
  *check(resource, context): Iterable<RuleFinding> {
    const { options, kubernetesVersion, activeRules, workspace } = context;
    const fixed: NamespacePolicy = {
      level: options.level === 'namespace' ? options.default : options.level,
      version: options.version ?? 'latest',
    };
    if (isNamespace(resource)) {
      yield* invalidLabelFindings(resource);
      yield* copyFindings(resource, workspace.namespaces.get(resource.name) ?? [], options, fixed);
      const before = context.previous(resource);
      if (before) yield* loweredFindings(resource, before, options);
      return;
    }
    const pod = podViewOf(resource);
    if (!pod) return;
    const copies = workspace.namespaces.get(resource.namespace ?? 'default');
    const chosen = options.level === 'namespace' && copies ? strictestPolicy(copies, fixed) : fixed;
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

/**
 * Each manifest of a Namespace written more than once with other Pod Security labels names the other
 * places: which one the cluster ends up with depends on the order they are applied in.
 */
function* copyFindings(
  namespace: Resource,
  copies: readonly NamespaceLabels[],
  options: PodSecurityOptions,
  defaults: NamespacePolicy,
): Iterable<RuleFinding> {
  const here = namespaceLabels(namespace);
  const others = copies.flatMap((copy) => {
    const difference =
      copy.file === here.file && copy.line === here.line ? undefined : labelDifference(here, copy);
    return difference ? [{ copy, difference }] : [];
  });
  const [first] = others;
  if (!first) return;
  const quote = (value: string | undefined): string =>
    value === undefined ? 'unset' : JSON.stringify(value);
  const places = others
    .map(
      ({ copy, difference: d }) =>
        `${copy.file}:${copy.labels.get(d.label)?.line ?? copy.line} with ${d.label} ${quote(d.b)} (here ${quote(d.a)})`,
    )
    .join(', and at ');
  const strictest = strictestPolicy(copies, defaults);
  const judged =
    options.level === 'namespace'
      ? `; its pods are judged here against the strictest, ${strictest.level}:${formatKubernetesVersion(strictest.version)}`
      : '';
  const labels = asMap(nodeAt(namespace.root, ['metadata', 'labels']));
  const label = labels && entry(labels, first.difference.label);
  const at = label
    ? { start: label.keyStart, end: label.value.end }
    : (nodeAt(namespace.root, ['metadata', 'name']) ?? namespace.root);
  yield {
    path: label ? ['metadata', 'labels', first.difference.label] : ['metadata', 'name'],
    start: at.start,
    end: at.end,
    message:
      `Namespace ${namespace.name} is also written at ${places}: kubectl apply sends every copy, the last one applied wins, ` +
      `so which policy the cluster enforces depends on the order. Keep one manifest of the Namespace${judged}.`,
  };
}

/** A change that lowers the enforce level of a Namespace, its label removed included (then the default). */
function* loweredFindings(
  namespace: Resource,
  before: Resource,
  options: PodSecurityOptions,
): Iterable<RuleFinding> {
  const unset: NamespacePolicy = { level: options.default, version: 'latest' };
  const [was, is] = [policyOf(namespaceLabels(before), unset), policyOf(namespaceLabels(namespace), unset)];
  if (POLICY_LEVELS.indexOf(is.level) >= POLICY_LEVELS.indexOf(was.level)) return;
  const metadata = asMap(nodeAt(namespace.root, ['metadata']));
  const labels = metadata && entry(metadata, 'labels');
  const labelsMap = labels && asMap(labels.value);
  const label = labelsMap && entry(labelsMap, ENFORCE_LABEL);
  const at = label
    ? { start: label.keyStart, end: label.value.end }
    : labels
      ? { start: labels.keyStart, end: labels.keyEnd }
      : { start: namespace.root.start, end: namespace.root.start };
  const how = label ? '' : ' (its label removed, the default)';
  yield {
    path: label ? ['metadata', 'labels', ENFORCE_LABEL] : labels ? ['metadata', 'labels'] : [],
    start: at.start,
    end: at.end,
    value: is.level,
    message:
      `This change lowers the Pod Security level Namespace ${namespace.name} enforces from ${was.level} to ${is.level}${how}: ` +
      `pods that ${was.level} rejects will be admitted. Keep ${was.level}, or have the weakening reviewed as such.`,
  };
}

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
