// The shared vocabulary of every stage: what a resource is, what a finding is, and how severe it is.

export const SEVERITIES = ['error', 'warning', 'notice'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** Higher is more severe; used for sorting and for the `--fail-on` threshold. */
export const SEVERITY_RANK: Readonly<Record<Severity, number>> = { error: 3, warning: 2, notice: 1 };

export type FailOn = Severity | 'never';

export function meetsThreshold(severity: Severity, failOn: FailOn): boolean {
  return failOn !== 'never' && SEVERITY_RANK[severity] >= SEVERITY_RANK[failOn];
}

/** Whether a finding fails the gate: suppressed findings never do, whatever their severity. */
export function failsGate(finding: Finding, failOn: FailOn): boolean {
  return finding.suppressed === undefined && meetsThreshold(finding.severity, failOn);
}

/** 1-based line and column, end exclusive in columns (GitHub's and SARIF's convention). */
export interface Range {
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
}

/** What `kubectl` would call the object: its API version, kind, namespace (when namespaced) and name. */
export interface ResourceId {
  readonly apiVersion: string;
  readonly kind: string;
  readonly namespace?: string;
  readonly name: string;
}

/** The container a pod-level finding belongs to, for image-based exceptions. */
export interface ContainerRef {
  readonly name: string;
  readonly image?: string;
}

export interface Finding extends Range {
  readonly rule: string;
  readonly severity: Severity;
  readonly message: string;
  /** Relative to the scan root, `/`-separated. */
  readonly file: string;
  /** JSON path inside the object, e.g. `spec.externalIPs[0]`; empty for file-level findings. */
  readonly path: string;
  readonly resource?: ResourceId;
  /** The offending value as written, when there is one (an IP, a host name). */
  readonly value?: string;
  readonly container?: ContainerRef;
  /** The Pod Security control a pod-level finding belongs to, such as `Capabilities`. */
  readonly control?: string;
  /** Present when an exception, annotation or comment waived the finding. */
  readonly suppressed?: Suppression;
  /** Present when the change's author may override the rule and did. */
  readonly overridden?: Override;
  /**
   * Present for findings on rendered output (a kustomization root, a Helm chart): `file` and the range are
   * then the source line that introduced the value, while `path` and `resource` are those of the rendered
   * object.
   */
  readonly rendered?: RenderedFrom;
}

/** Which render a finding comes from, and what its file and line are. */
export interface RenderedFrom {
  readonly tool: 'kustomize' | 'helm';
  /** The rendering root: the kustomization's or the chart's folder, relative to the scan root (`.` itself). */
  readonly root: string;
  /** Helm: the release name the chart was rendered as. */
  readonly release?: string;
  /**
   * What `file` and the range point at: `resource` the file the object comes from, holding the value at
   * that path; `patch` the patch that sets it (a strategic-merge patch, a JSON 6902 operation);
   * `kustomization` the kustomization line that causes it (`namespace:`, `images:`, a generator), or the
   * root's kustomization when nothing finer is known; `template` the Helm template line holding the key;
   * `values` the values-file line holding the value; `chart` the chart's Chart.yaml when nothing finer
   * is known.
   */
  readonly source: RenderSource;
  /** Helm, when `file` is a values file: the template line that holds the key. */
  readonly template?: SourceLine;
}

export const RENDER_SOURCES = ['resource', 'patch', 'kustomization', 'template', 'values', 'chart'] as const;
export type RenderSource = (typeof RENDER_SOURCES)[number];

export interface SourceLine {
  /** Relative to the scan root. */
  readonly file: string;
  readonly line: number;
  readonly column: number;
}

/** How a finding was waived. It stays in every report, counted apart, and never fails the gate. */
export interface Suppression {
  /**
   * `exception`: an entry of the config's `exceptions`; `annotation`: `admission-gate.dev/ignore` on
   * the object; `comment`: `# admission-gate-ignore` on the line above the finding.
   */
  readonly kind: 'exception' | 'annotation' | 'comment';
  /** Why, as written; absent when the suppression gives none (an invalid-suppression warning says so). */
  readonly reason?: string;
  /** Where the suppression is written (the config file or the manifest), relative to the scan root. */
  readonly file: string;
  readonly line: number;
  /** For exceptions: the entry's 0-based index in `exceptions`, and its expiry date when it has one. */
  readonly exception?: number;
  readonly expires?: string;
}

/** An admin override (OpenShift's externalIP override): the finding became a notice. */
export interface Override {
  /** The change's author. */
  readonly actor: string;
  /** The `@org/team` of overrideActors through which the author may override, when not named directly. */
  readonly team?: string;
  /** The severity the finding had before. */
  readonly severity: Severity;
}

export interface Skipped {
  readonly file: string;
  readonly reason: string;
  /** The document inside the file, for per-document skips of multi-document files (0-based). */
  readonly document?: number;
  readonly line?: number;
  /** kubectl would apply what it holds, but the gate did not read it: unjudged-file reports it. */
  readonly unjudged?: true;
}

export interface ScanSummary {
  readonly files: number;
  readonly documents: number;
  readonly resources: number;
  readonly error: number;
  readonly warning: number;
  readonly notice: number;
  /** Suppressed findings, counted apart: error, warning and notice count only the others. */
  readonly suppressed: number;
}

export interface ScanResult {
  readonly findings: readonly Finding[];
  readonly skipped: readonly Skipped[];
  readonly summary: ScanSummary;
  /** The Kubernetes version the rules were gated with (`latest` or `vX.Y`). */
  readonly kubernetesVersion: string;
  /** Things the user should know about the run itself (overlapping rules, truncated inputs). */
  readonly notes: readonly string[];
  /** Bugs met during the run (a rule that threw); the scan went on, but the exit status is 2. */
  readonly internalErrors: readonly string[];
}

/** The severity tallies of a summary: suppressed findings count apart, in `suppressed` only. */
export function tally(findings: readonly Finding[]): Pick<ScanSummary, Severity | 'suppressed'> {
  const counts = { error: 0, warning: 0, notice: 0, suppressed: 0 };
  for (const f of findings) counts[f.suppressed ? 'suppressed' : f.severity] += 1;
  return counts;
}

export function compareSkipped(a: Skipped, b: Skipped): number {
  return compareStrings(a.file, b.file) || (a.document ?? 0) - (b.document ?? 0);
}

export function compareFindings(a: Finding, b: Finding): number {
  return (
    compareStrings(a.file, b.file) ||
    a.line - b.line ||
    a.column - b.column ||
    compareStrings(a.rule, b.rule) ||
    compareStrings(a.path, b.path)
  );
}

/** Code-unit order: independent of locale, so output is identical on every machine. */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
