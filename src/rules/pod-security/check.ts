// The shape of a Pod Security Admission check, as k8s.io/pod-security-admission policy/checks.go
// defines it: an ID, a level, and versioned revisions, each the behaviour from its minimum policy
// version on. A restricted revision may override baseline checks it makes redundant.

import type { Path } from '../../load/path.js';
import type { ContainerRef } from '../../model.js';
import type { PodView } from './pod.js';

export type Level = 'baseline' | 'restricted';

/** One offending field, or the place a required field is missing. */
export interface Violation {
  readonly path: Path;
  readonly start: number;
  readonly end: number;
  /** What is wrong, such as `container "web" sets securityContext.privileged to true`. */
  readonly problem: string;
  /** The offending value as written (a capability, a hostPath path, a sysctl name). */
  readonly value?: string;
  readonly container?: ContainerRef;
}

export type CheckPod = (pod: PodView) => Iterable<Violation>;

export interface VersionedCheck {
  /** The first policy version v1.x (this is x) the revision applies to. */
  readonly minimumVersion: number;
  /** What the control accepts in this revision, for messages: `false or unset`. */
  readonly allowed: string;
  readonly check: CheckPod;
  /** Baseline check IDs this restricted revision replaces at the restricted level. */
  readonly overrides?: readonly string[];
}

export interface Check {
  /** The PSA check ID (`capabilities_restricted`). */
  readonly id: string;
  readonly level: Level;
  /** The Pod Security Standards control name, as Kyverno's podSecurity `controlName` spells it. */
  readonly control: string;
  /** Why the control exists, for messages. */
  readonly why: string;
  /** Strictly increasing minimum versions. */
  readonly versions: readonly VersionedCheck[];
}
