// The contract of a rule: metadata that describes it, and a pure check. Rules see parsed resources,
// their prepared options and a context; no file system, network or environment.

import type { ContainerRef, Severity } from '../model.js';
import type { KubernetesVersion } from '../kube-version.js';
import type { JsonSchema } from '../config/json-schema.js';
import type { LineIndex } from '../load/lines.js';
import type { Path } from '../load/path.js';
import type { Resource } from '../load/resource.js';
import type { YamlError } from '../load/yaml/node.js';
import type { Suggester } from '../text/suggest.js';
import type { Skipped } from '../model.js';
import type { Workspace } from '../workspace.js';

/** GitHub code scanning's severity bands for security alerts. */
export type SecuritySeverity = 'critical' | 'high' | 'medium' | 'low';

export interface RuleMeta {
  readonly id: string;
  readonly title: string;
  /** One sentence: what the rule catches and why it matters. */
  readonly summary: string;
  /** Where upstream behaviour comes from (KEP, CVE, source file), for docs and SARIF. */
  readonly upstream: string;
  /**
   * For rules whose findings are security problems: how bad one is, which code scanning shows as the
   * alert's severity (SARIF `security-severity`, with a `security` tag). Absent for correctness rules.
   */
  readonly securitySeverity?: SecuritySeverity;
  readonly defaultSeverity: Severity;
  /** Rules that need configuration (ranges, ...) stay off until the config file mentions them. */
  readonly enabledByDefault: boolean;
  /** The first Kubernetes version where the cluster behaves as the rule says. */
  readonly minKubernetesVersion: KubernetesVersion;
  /** JSON Schema of the rule's options in the config file, besides `severity`. */
  readonly optionsSchema?: { readonly [option: string]: JsonSchema };
  /** Its findings are about a whole file: filter-modes keep them on every file the change touched. */
  readonly judgesWholeFile?: true;
}

/** What a rule reports; the engine adds the rule id, severity, file, line, column and resource. */
export interface RuleFinding {
  readonly path: Path;
  /** Source offsets of the offending node. */
  readonly start: number;
  readonly end: number;
  readonly message: string;
  readonly value?: string;
  readonly container?: ContainerRef;
  /** The Pod Security control the finding belongs to, for `controls` exceptions and reports. */
  readonly control?: string;
  /** A fixed level for this finding, instead of the rule's configured severity. */
  readonly severity?: Severity;
}

/** Thrown by `prepare` for an option that passed the schema but makes no sense (an invalid CIDR). */
export class OptionError extends Error {
  constructor(
    readonly path: Path,
    message: string,
  ) {
    super(message);
  }
}

export interface ResourceContext<Options> {
  readonly options: Options;
  readonly kubernetesVersion: KubernetesVersion;
  /**
   * The same object (by identity: group, kind, namespace, name) in the previous state of the
   * repository, or undefined when it did not exist there or there is no previous state (full scan).
   */
  previous(resource: Resource): Resource | undefined;
  /** True the first time `key` is seen in the current file: for once-per-file reports. */
  firstInFile(key: string): boolean;
  /** IDs of the rules running in this scan, for rules that leave an overlap to another. */
  readonly activeRules: ReadonlySet<string>;
  /** What the repository as a whole defines (CRDs), beyond the file being checked. */
  readonly workspace: Workspace;
  /** "Did you mean" suggestions, on the budget of the file being checked. */
  readonly suggester: Suggester;
}

export interface ResourceRule<Options = undefined> extends RuleMeta {
  readonly scope: 'resource';
  /**
   * Turns validated config options into what `check` uses; throws OptionError. Returns plain data
   * (no functions or class instances): the config is copied to worker threads.
   */
  prepare(options: Readonly<Record<string, unknown>>): Options;
  check(resource: Resource, context: ResourceContext<Options>): Iterable<RuleFinding>;
  /**
   * Kinds whose previous state this rule reads (as `group/Kind`, core group empty): the engine keeps
   * only those from the base tree.
   */
  readonly previousKinds?: readonly string[];
  /** The rule also reads the previous state of every kind the CRD registry defines (custom resources). */
  readonly previousCustomResources?: boolean;
  /** The rule reads `workspace.builtin`: the engine loads the bundled schemas for files with built-in kinds. */
  readonly usesBuiltinSchemas?: boolean;
  /**
   * Users and `@org/team`s whose changes may override this rule's findings (OpenShift's RBAC override
   * of external IPs), read from the prepared options; the policy stage turns their findings into notices.
   */
  overrideActors?(options: Options): readonly string[];
}

/** What a file rule sees of a file: what kubectl would refuse in it, and what the gate could not check. */
export interface FileFacts {
  readonly errors: readonly YamlError[];
  readonly skipped: readonly Skipped[];
  readonly lines: LineIndex;
}

/** A rule over a whole file, such as syntax errors. */
export interface FileRule extends RuleMeta {
  readonly scope: 'file';
  check(file: FileFacts): Iterable<RuleFinding>;
}

/**
 * A rule about the exceptions and suppressions themselves (expired, unused, incomplete): its findings
 * come from the policy stage, not from a check of manifests, but it is listed and configured like any rule.
 */
export interface PolicyRule extends RuleMeta {
  readonly scope: 'policy';
}

/**
 * A rule about rendering itself (a kustomization root or Helm chart that cannot be rendered): its findings
 * come from the render stage, but it is listed, configured and waived like any rule.
 */
export interface RenderRule extends RuleMeta {
  readonly scope: 'render';
}

// Options are rule-specific; methods are bivariant, so every ResourceRule<O> is a ResourceRule<unknown>.
export type Rule = ResourceRule<unknown> | FileRule | PolicyRule | RenderRule;

export function docsUrl(id: string): string {
  return `https://github.com/admission-gate/admission-gate/blob/main/docs/rules/${id}.md`;
}

/**
 * Whether the rule reads the previous state (the objects before the change) and so judges the change
 * itself: such rules keep their semantics in every filter-mode.
 */
export function isDiffAware(rule: Rule): boolean {
  return (
    rule.scope === 'resource' &&
    ((rule.previousKinds?.length ?? 0) > 0 || rule.previousCustomResources === true)
  );
}
