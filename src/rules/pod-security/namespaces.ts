// Namespace policies as Pod Security Admission reads them: the pod-security.kubernetes.io/enforce and
// enforce-version labels (api/helpers.go PolicyToEvaluate). An invalid level means restricted and an
// invalid version latest (PSA fails closed); a missing label keeps the default.

import { atLeast } from '../../kube-version.js';
import type { KubernetesVersion } from '../../kube-version.js';
import type { Resource } from '../../load/resource.js';
import { asMap, child } from '../../load/yaml/node.js';
import type { MapEntry } from '../../load/yaml/node.js';
import type { NamespaceLabels } from '../../namespaces.js';
import type { Level } from './check.js';

export const ENFORCE_LABEL = 'pod-security.kubernetes.io/enforce';
export const ENFORCE_VERSION_LABEL = 'pod-security.kubernetes.io/enforce-version';
const LABELS = ['enforce', 'enforce-version', 'audit', 'audit-version', 'warn', 'warn-version'].map(
  (l) => `pod-security.kubernetes.io/${l}`,
);

export type PolicyLevel = Level | 'privileged';
export const POLICY_LEVELS: readonly PolicyLevel[] = ['privileged', 'baseline', 'restricted'];

export interface NamespacePolicy {
  readonly level: PolicyLevel;
  readonly version: KubernetesVersion;
  /** Where the enforce label is written, for messages: `file:line`. */
  readonly source?: string;
}

/** A label PSA's namespace validation rejects: the whole Namespace is refused on apply. */
export interface InvalidLabel {
  readonly label: MapEntry;
  readonly message: string;
}

// ParseVersion: "latest" or v1.x without leading zeros, x a Go int (strconv.Atoi).
const POLICY_VERSION = /^v1\.([0-9]|[1-9][0-9]*)$/;
const GO_INT_MAX = 2n ** 63n - 1n;

function parsePolicyVersion(text: string): KubernetesVersion | undefined {
  if (text === 'latest') return 'latest';
  const minor = POLICY_VERSION.exec(text)?.[1];
  // Beyond 2^53 the number is not exact, but only its order against real versions matters.
  return minor !== undefined && BigInt(minor) <= GO_INT_MAX ? { major: 1, minor: Number(minor) } : undefined;
}

export function isNamespace(resource: Resource): boolean {
  return resource.group === '' && resource.kind === 'Namespace';
}

function labelsOf(resource: Resource): readonly MapEntry[] {
  return asMap(child(child(resource.root, 'metadata'), 'labels'))?.entries ?? [];
}

function labelText(label: MapEntry): string {
  return label.value.kind === 'scalar' ? label.value.text : '';
}

export function invalidLabels(namespace: Resource): InvalidLabel[] {
  const out: InvalidLabel[] = [];
  for (const label of labelsOf(namespace)) {
    if (!LABELS.includes(label.key)) continue;
    const value = labelText(label);
    if (label.key.endsWith('-version')) {
      if (!parsePolicyVersion(value)) {
        out.push({ label, message: 'must be "latest" or "v1.x"; Pod Security Admission reads it as latest' });
      }
    } else if (!POLICY_LEVELS.some((l) => l === value)) {
      // PSA fails closed for enforce and open for audit and warn.
      const reads = label.key === ENFORCE_LABEL ? 'restricted' : 'privileged';
      out.push({
        label,
        message: `must be one of ${POLICY_LEVELS.join(', ')}; Pod Security Admission reads it as ${reads}`,
      });
    }
  }
  return out;
}

/**
 * The policy of a Namespace written in several manifests: kubectl applies every copy and the last one
 * applied wins, so the strictest is the one that cannot let a pod through that another would stop:
 * the highest level, and of those the newest version.
 */
export function strictestPolicy(
  copies: readonly NamespaceLabels[],
  defaults: NamespacePolicy,
): NamespacePolicy {
  const rank = (p: NamespacePolicy): number => POLICY_LEVELS.indexOf(p.level);
  return copies
    .map((copy) => policyOf(copy, defaults))
    .reduce((strictest, p) =>
      rank(p) > rank(strictest) || (rank(p) === rank(strictest) && !atLeast(strictest.version, p.version))
        ? p
        : strictest,
    );
}

/** The first Pod Security label on which two manifests of one Namespace differ, or undefined. */
export function labelDifference(
  a: NamespaceLabels,
  b: NamespaceLabels,
): { readonly label: string; readonly a?: string; readonly b?: string } | undefined {
  for (const label of LABELS) {
    const [x, y] = [a.labels.get(label)?.value, b.labels.get(label)?.value];
    if (x !== y) return { label, ...(x !== undefined ? { a: x } : {}), ...(y !== undefined ? { b: y } : {}) };
  }
  return undefined;
}

export function policyOf(namespace: NamespaceLabels, defaults: NamespacePolicy): NamespacePolicy {
  const level = namespace.labels.get(ENFORCE_LABEL);
  const version = namespace.labels.get(ENFORCE_VERSION_LABEL);
  if (!level && !version) return defaults;
  const at = level ?? version;
  return {
    level: level ? (POLICY_LEVELS.find((l) => l === level.value) ?? 'restricted') : defaults.level,
    version: version ? (parsePolicyVersion(version.value) ?? 'latest') : defaults.version,
    ...(at ? { source: `${at.file ?? namespace.file}:${at.line}` } : {}),
  };
}
