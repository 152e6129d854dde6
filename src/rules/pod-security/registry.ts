// Which checks judge a pod at a level and policy version, as policy/registry.go decides: for each
// check, its newest revision at or below the version; baseline checks only at baseline; at
// restricted, every restricted check plus the baseline checks no restricted revision overrides.

import type { KubernetesVersion } from '../../kube-version.js';
import type { Check, Level, VersionedCheck } from './check.js';
import { appArmorProfile } from './controls/apparmor.js';
import { capabilitiesBaseline, capabilitiesRestricted } from './controls/capabilities.js';
import { hostNamespaces } from './controls/host-namespaces.js';
import { hostPathVolumes } from './controls/host-path-volumes.js';
import { hostPorts } from './controls/host-ports.js';
import { hostProbesAndHostLifecycle } from './controls/host-probes.js';
import { privileged } from './controls/privileged.js';
import { allowPrivilegeEscalation } from './controls/privilege-escalation.js';
import { procMount, procMountRestricted } from './controls/proc-mount.js';
import { runAsNonRoot } from './controls/run-as-non-root.js';
import { runAsUser } from './controls/run-as-user.js';
import { seccompProfileBaseline, seccompProfileRestricted } from './controls/seccomp.js';
import { seLinuxOptions } from './controls/selinux.js';
import { sysctls } from './controls/sysctls.js';
import { restrictedVolumes } from './controls/volume-types.js';
import { windowsHostProcess } from './controls/windows-host-process.js';

export const CHECKS: readonly Check[] = [
  windowsHostProcess,
  hostNamespaces,
  privileged,
  capabilitiesBaseline,
  hostPathVolumes,
  hostPorts,
  hostProbesAndHostLifecycle,
  appArmorProfile,
  seLinuxOptions,
  procMount,
  seccompProfileBaseline,
  sysctls,
  restrictedVolumes,
  allowPrivilegeEscalation,
  runAsNonRoot,
  runAsUser,
  seccompProfileRestricted,
  capabilitiesRestricted,
  procMountRestricted,
];

/** The newest policy version any check has a revision for: what `latest` means (v1.x, this is x). */
export const NEWEST_POLICY_MINOR = Math.max(
  ...CHECKS.flatMap((c) => c.versions.map((v) => v.minimumVersion)),
);

export interface ActiveCheck {
  readonly check: Check;
  readonly revision: VersionedCheck;
}

const cache = new Map<string, readonly ActiveCheck[]>();

export function checksFor(level: Level, version: KubernetesVersion): readonly ActiveCheck[] {
  const minor = policyMinor(version);
  const key = `${level}:${minor}`;
  let active = cache.get(key);
  if (!active) {
    active = resolve(level, minor);
    cache.set(key, active);
  }
  return active;
}

/** Policy versions are v1.x; `latest` and later majors are newer than every revision. */
function policyMinor(version: KubernetesVersion): number {
  if (version === 'latest' || version.major > 1) return Infinity;
  return version.major < 1 ? -Infinity : version.minor;
}

function resolve(level: Level, minor: number): readonly ActiveCheck[] {
  const inForce = CHECKS.flatMap((check) => {
    const revision = check.versions.findLast((v) => v.minimumVersion <= minor);
    return revision ? [{ check, revision }] : [];
  });
  if (level === 'baseline') return inForce.filter((a) => a.check.level === 'baseline');
  const overridden = new Set(
    inForce.filter((a) => a.check.level === 'restricted').flatMap((a) => a.revision.overrides ?? []),
  );
  return inForce.filter((a) => !overridden.has(a.check.id));
}
