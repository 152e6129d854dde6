// wgpolicyk8s.io/v1alpha2 policy reports, as Kyverno writes them: one PolicyReport per namespace, and
// one ClusterPolicyReport for cluster-scoped objects and for findings about no object (syntax errors,
// the config file). Written as a YAML stream that `kubectl apply -f -` takes as it is.

import { Document, Scalar, visit } from 'yaml';
import type { Finding, ScanResult, Severity } from '../model.js';
import { compareStrings } from '../model.js';
import { TOOL_NAME } from '../version.js';

export const POLICY_REPORT_API_VERSION = 'wgpolicyk8s.io/v1alpha2';
export const KUBERNETES_VERSION_ANNOTATION = 'admission-gate.dev/kubernetes-version';

type Outcome = 'fail' | 'warn' | 'skip';

// Severities valid in every published v1alpha2 CRD (later ones add critical and info).
const REPORT_SEVERITY: Readonly<Record<Severity, 'high' | 'medium' | 'low'>> = {
  error: 'high',
  warning: 'medium',
  notice: 'low',
};

export function toPolicyReports(result: ScanResult): Record<string, unknown>[] {
  const byNamespace = new Map<string, Finding[]>();
  const cluster: Finding[] = [];
  for (const f of result.findings) {
    const namespace = f.resource?.namespace;
    if (namespace === undefined) cluster.push(f);
    else byNamespace.set(namespace, [...(byNamespace.get(namespace) ?? []), f]);
  }
  const namespaces = [...byNamespace.keys()].sort(compareStrings);
  return [
    report('ClusterPolicyReport', undefined, cluster, result.kubernetesVersion),
    ...namespaces.map((ns) =>
      report('PolicyReport', ns, byNamespace.get(ns) ?? [], result.kubernetesVersion),
    ),
  ];
}

export function formatPolicyReport(result: ScanResult): string {
  return toPolicyReports(result)
    .map((doc) => `---\n${toYaml(doc)}`)
    .join('');
}

// Matches strings that could end a line, or hold a workflow command (./escape.ts).
const UNSAFE_IN_LOGS = /[\r\n\u0085\u2028\u2029]|##\[/;

function toYaml(value: Record<string, unknown>): string {
  // YAML 1.1 quoting: kubectl reads `yes` or `0644` unquoted as a boolean or a number, and
  // `properties` must stay a map of strings.
  const document = new Document(value, { version: '1.1' });
  // A block scalar's lines would stand alone in a log; in double quotes, line breaks are escapes and
  // `#` may be written \x23. Only values come from the repository: keys are ours.
  visit(document, {
    Scalar(_, node) {
      if (typeof node.value === 'string' && UNSAFE_IN_LOGS.test(node.value)) node.type = Scalar.QUOTE_DOUBLE;
    },
  });
  return document
    .toString({ lineWidth: 0, doubleQuotedMinMultiLineLength: Infinity })
    .replaceAll('##[', '#\\x23[');
}

function report(
  kind: 'PolicyReport' | 'ClusterPolicyReport',
  namespace: string | undefined,
  findings: readonly Finding[],
  kubernetesVersion: string,
): Record<string, unknown> {
  const results = findings.map(toResult);
  const count = (outcome: Outcome): number => results.filter((r) => r.result === outcome).length;
  return {
    apiVersion: POLICY_REPORT_API_VERSION,
    kind,
    metadata: {
      name: TOOL_NAME,
      ...(namespace !== undefined ? { namespace } : {}),
      labels: { 'app.kubernetes.io/managed-by': TOOL_NAME },
      annotations: { [KUBERNETES_VERSION_ANNOTATION]: kubernetesVersion },
    },
    summary: { pass: 0, fail: count('fail'), warn: count('warn'), error: 0, skip: count('skip') },
    results,
  };
}

function toResult(f: Finding): { result: Outcome } & Record<string, unknown> {
  const result: Outcome = f.suppressed ? 'skip' : f.severity === 'error' ? 'fail' : 'warn';
  return {
    source: TOOL_NAME,
    policy: f.rule,
    rule: f.control ?? f.rule,
    result,
    severity: REPORT_SEVERITY[f.severity],
    scored: result === 'fail',
    message: f.message,
    ...(f.resource ? { resources: [{ ...f.resource }] } : {}),
    properties: properties(f),
  };
}

function properties(f: Finding): Record<string, string> {
  const s = f.suppressed;
  return {
    file: f.file,
    line: String(f.line),
    column: String(f.column),
    ...(f.path !== '' ? { path: f.path } : {}),
    ...(f.value !== undefined ? { value: f.value } : {}),
    ...(f.container ? { container: f.container.name } : {}),
    ...(f.container?.image !== undefined ? { image: f.container.image } : {}),
    ...(f.control !== undefined ? { controlName: f.control } : {}),
    ...(s ? { suppressedBy: s.kind, suppressedAt: `${s.file}:${s.line}` } : {}),
    ...(s?.reason !== undefined ? { suppressionReason: s.reason } : {}),
    ...(s?.expires !== undefined ? { suppressionExpires: s.expires } : {}),
    ...(f.overridden ? { overriddenBy: f.overridden.actor } : {}),
    ...(f.overridden?.team !== undefined ? { overriddenThrough: f.overridden.team } : {}),
    ...(f.rendered
      ? { renderedBy: f.rendered.tool, renderRoot: f.rendered.root, renderSource: f.rendered.source }
      : {}),
    ...(f.rendered?.release !== undefined ? { renderRelease: f.rendered.release } : {}),
    ...(f.rendered?.template ? { template: `${f.rendered.template.file}:${f.rendered.template.line}` } : {}),
  };
}
