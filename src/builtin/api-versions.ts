// Whether a Kubernetes version serves an apiVersion and kind of a built-in group, and what its API server
// says about it: the deprecation warning of k8s.io/apiserver pkg/endpoints/deprecation/deprecation.go,
// or, for a kind it does not serve, which release removed it (pkg/server/deleted_kinds.go stops serving a
// kind from its APILifecycleRemoved version on) or introduced it, and what replaces it.

import { compareKubeAwareVersions } from '../crd/definition.js';
import { atLeast } from '../kube-version.js';
import type { KubernetesVersion } from '../kube-version.js';
import { parseKubernetesVersion } from '../kube-version.js';
import { detach } from '../load/text.js';
import type { Lifecycle, LifecycleEntry } from './bundle-format.js';

type Version = { readonly major: number; readonly minor: number };

/** The bundled release whose schemas judge `requested`, and why it differs when it does. */
export interface SchemaChoice {
  readonly release: string;
  /** The version the cluster runs, as far as API lifecycle goes. */
  readonly target: Version;
  readonly note?: string;
}

export function chooseRelease(requested: KubernetesVersion, releases: readonly string[]): SchemaChoice {
  const parsed = releases.map((r) => parseKubernetesVersion(r) as Version);
  const oldest = releases[0] ?? '';
  const newest = releases.at(-1) ?? '';
  const newestVersion = parsed.at(-1) as Version;
  if (requested === 'latest') return { release: newest, target: newestVersion };
  const exact = releases.find(
    (_, i) => atLeast(requested, parsed[i] as Version) && atLeast(parsed[i] as Version, requested),
  );
  if (exact) return { release: exact, target: requested };
  const asked = `v${requested.major}.${requested.minor}`;
  if (atLeast(requested, newestVersion)) {
    return {
      release: newest,
      target: requested,
      note: `built-in kinds are checked against the newest bundled schemas, ${newest}: kubernetesVersion ${asked} is newer, so fields it added are reported as unknown.`,
    };
  }
  return {
    release: oldest,
    target: requested,
    note: `built-in kinds are checked against the oldest bundled schemas, ${oldest}: kubernetesVersion ${asked} is older, so fields added after it are not reported, and kinds only ${asked} serves are not checked.`,
  };
}

export type ApiVerdict =
  | {
      readonly served: true;
      /** The API server's deprecation warning, when the version deprecates the kind. */
      readonly warning?: string;
      /** The replacement to move to, when the warning names one the version serves. */
      readonly replacement?: string;
      /** Served by the target version, but no bundled release has its schema (kubernetesVersion < oldest). */
      readonly unbundled?: true;
    }
  | ({ readonly served: false } & NotServed);

export interface NotServed {
  readonly removedIn?: string;
  readonly introducedIn?: string;
  /** Bundled releases that do serve it, e.g. an alpha API dropped after them. */
  readonly servedBy?: readonly string[];
  /** `apiVersion Kind` to use instead, served by the target version. */
  readonly replacement?: string;
  /** Kinds the target serves in the same apiVersion (for a misspelt kind); empty when it serves none. */
  readonly kindsOfApiVersion: readonly string[];
}

const format = (v: readonly [number, number] | Version): string =>
  'major' in v ? `v${v.major}.${v.minor}` : `v${v[0]}.${v[1]}`;

const reached = (v: readonly [number, number] | undefined, target: Version): boolean =>
  v !== undefined && atLeast(target, { major: v[0], minor: v[1] });

/** Judges `apiVersion/Kind` keys (`apps/v1/Deployment`) against one target version. */
export class ApiVersions {
  private readonly bit: number;
  /** Where the target stands against the bundled releases. */
  private readonly position: 'bundled' | 'newer' | 'older';
  private readonly verdicts = new Map<string, ApiVerdict>();

  constructor(
    private readonly lifecycle: Lifecycle,
    private readonly releases: readonly string[],
    private readonly choice: SchemaChoice,
  ) {
    this.bit = releases.indexOf(choice.release);
    const release = parseKubernetesVersion(choice.release) as Version;
    this.position = !atLeast(choice.target, release)
      ? 'older'
      : atLeast(release, choice.target)
        ? 'bundled'
        : 'newer';
  }

  private inRelease(key: string): boolean {
    return (((this.lifecycle.served[key] ?? 0) >> this.bit) & 1) === 1;
  }

  /** Whether the target serves the kind: the bundle says so within its range, lifecycle data beyond it. */
  serves(key: string): boolean {
    if (this.position === 'bundled') return this.inRelease(key);
    const { introduced, removed } = this.lifecycle.history[key] ?? {};
    const target = this.choice.target;
    if (reached(removed, target) || (introduced !== undefined && !reached(introduced, target))) return false;
    // Older than the bundle, a kind removed between the target and the oldest release is still served.
    return this.inRelease(key) || (this.position === 'older' && removed !== undefined);
  }

  /** The verdict on a kind, worked out once per apiVersion and kind: a scan asks for each object. */
  judge(apiVersion: string, kind: string): ApiVerdict {
    const key = `${apiVersion}/${kind}`;
    let verdict = this.verdicts.get(key);
    if (verdict === undefined) {
      // Kept for the whole scan: copies, so that no file's text stays alive through its substrings.
      const [kept, keptVersion, keptKind] = [detach(key), detach(apiVersion), detach(kind)];
      verdict = this.verdict(keptVersion, keptKind, kept);
      this.verdicts.set(kept, verdict);
    }
    return verdict;
  }

  private verdict(apiVersion: string, kind: string, key: string): ApiVerdict {
    if (this.serves(key)) {
      const entry = this.entryOf(key);
      const replacement = this.replacementOf(key, entry);
      return {
        served: true,
        ...(entry && reached(entry.deprecated, this.choice.target)
          ? { warning: warning(apiVersion, kind, entry) }
          : {}),
        ...(replacement ? { replacement } : {}),
        ...(this.inRelease(key) ? {} : { unbundled: true as const }),
      };
    }
    const history = this.lifecycle.history[key];
    const mask = this.lifecycle.served[key] ?? 0;
    const servedBy = this.releases.filter((_, i) => (mask >> i) & 1);
    const replacement = this.replacementOf(key, history);
    return {
      served: false,
      ...(history?.removed && reached(history.removed, this.choice.target)
        ? { removedIn: format(history.removed) }
        : {}),
      ...(history?.introduced && !reached(history.introduced, this.choice.target)
        ? { introducedIn: format(history.introduced) }
        : {}),
      ...(servedBy.length > 0 ? { servedBy } : {}),
      ...(replacement ? { replacement } : {}),
      kindsOfApiVersion: this.kindsOf(apiVersion),
    };
  }

  /** The kinds the target serves in an apiVersion. */
  kindsOf(apiVersion: string): string[] {
    const prefix = `${apiVersion}/`;
    return Object.keys(this.lifecycle.served)
      .filter((key) => key.startsWith(prefix) && !key.slice(prefix.length).includes('/') && this.serves(key))
      .map((key) => key.slice(prefix.length));
  }

  /**
   * What to use instead, as `apiVersion Kind`: the lifecycle replacement, followed while the target does
   * not serve it (flowcontrol v1beta1 → v1beta3 → v1), else the same group and kind in a served version.
   */
  private replacementOf(key: string, entry: LifecycleEntry | undefined): string | undefined {
    const served: string[] = [];
    const seen = new Set([key]);
    for (
      let next = entry?.replacement;
      next && !seen.has(next);
      next = this.lifecycle.history[next]?.replacement
    ) {
      seen.add(next);
      if (this.serves(next)) served.push(next);
    }
    // The first one that is not deprecated itself (flowcontrol v1beta2 on v1.29: v1, not v1beta3).
    const best = served.find((k) => !this.isDeprecated(k)) ?? served[0];
    if (best) return spaced(best);
    if (this.serves(key)) return undefined;
    const { group, kind } = split(key);
    const candidates = Object.keys(this.lifecycle.served).filter((k) => {
      const other = split(k);
      return other.group === group && other.kind === kind && this.serves(k);
    });
    const newest = candidates.sort((a, b) => compareKubeAwareVersions(split(b).version, split(a).version))[0];
    return newest ? spaced(newest) : undefined;
  }

  /** The lifecycle data the target's API server has for a kind it serves. */
  private entryOf(key: string): LifecycleEntry | undefined {
    return this.position === 'bundled'
      ? this.lifecycle.deprecated[this.choice.release]?.[key]
      : this.lifecycle.history[key];
  }

  private isDeprecated(key: string): boolean {
    return reached(this.entryOf(key)?.deprecated, this.choice.target);
  }
}

/** deprecation.go WarningMessage, word for word. */
function warning(apiVersion: string, kind: string, entry: LifecycleEntry): string {
  let text = `${apiVersion} ${kind} is deprecated in ${format(entry.deprecated as readonly [number, number])}+`;
  if (entry.removed) text += `, unavailable in ${format(entry.removed)}+`;
  if (entry.replacement) text += `; use ${spaced(entry.replacement)}`;
  return text;
}

/** `apps/v1/Deployment` → `apps/v1 Deployment` */
function spaced(key: string): string {
  const slash = key.lastIndexOf('/');
  return `${key.slice(0, slash)} ${key.slice(slash + 1)}`;
}

function split(key: string): { group: string; version: string; kind: string } {
  const parts = key.split('/');
  const kind = parts.pop() ?? '';
  const version = parts.pop() ?? '';
  return { group: parts.join('/'), version, kind };
}
