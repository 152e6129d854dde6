// SARIF 2.1.0 for GitHub code scanning (github/codeql-action/upload-sarif) and other SARIF viewers:
// one run, every known rule as a reportingDescriptor (security rules with a security-severity), each
// finding as a result located relative to %SRCROOT% (the repository root, wherever in it the scan root
// is), with a fingerprint that survives lines moving; within code scanning's limits, never a file it
// rejects.

import { createHash } from 'node:crypto';
import type {
  ArtifactLocation,
  Invocation,
  Log,
  ReportingDescriptor,
  Result,
  Run,
  Suppression as SarifSuppression,
} from 'sarif';
import { formatKubernetesVersion } from '../kube-version.js';
import { splitApiVersion } from '../load/kinds.js';
import type { Finding, ScanResult, Severity, Suppression } from '../model.js';
import { SEVERITY_RANK } from '../model.js';
import type { RuleMeta, SecuritySeverity } from '../rules/types.js';
import { docsUrl } from '../rules/types.js';
import { TOOL_NAME, TOOL_VERSION } from '../version.js';
import { inertJson } from './escape.js';

export const SARIF_SCHEMA =
  'https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json';
const INFORMATION_URI = 'https://github.com/admission-gate/admission-gate';
const SRCROOT = '%SRCROOT%';
/** A versioned key of our own: GitHub keeps alerts whose fingerprint is unchanged across commits. */
export const FINGERPRINT_KEY = 'admissionGate/v1';

const LEVEL: Readonly<Record<Severity, Result.level>> = {
  error: 'error',
  warning: 'warning',
  notice: 'note',
};

export interface SarifOptions {
  /**
   * Where the scan root is inside the repository (`k8s/`, or empty at its top): URIs are written relative
   * to the repository root, which is what code scanning resolves them against.
   */
  readonly repositoryPath?: string;
  /** The run's code-scanning category (`automationDetails.id`), such as one per shard. */
  readonly category?: string;
}

/** GitHub code scanning rejects a run with more results than this. */
export const MAX_SARIF_RESULTS = 25_000;

export function toSarif(result: ScanResult, rules: readonly RuleMeta[], options: SarifOptions = {}): Log {
  const ruleIndex = new Map(rules.map((rule, i) => [rule.id, i]));
  const repositoryPath = options.repositoryPath ?? '';
  const uri = uriIn(repositoryPath);
  // The file as the repository names it, so that alerts keep their identity whatever folder is scanned.
  const fingerprint = fingerprinter((file) => inRepository(repositoryPath, file));
  const fingerprints = new Map(result.findings.map((f) => [f, fingerprint(f)]));
  const kept = withinLimit(result.findings);
  const leftOut = result.findings.length - kept.length;
  return {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        ...runHead(rules, options),
        columnKind: 'utf16CodeUnits',
        results: kept.map((f) => toResult(f, ruleIndex.get(f.rule), fingerprints.get(f) ?? '', uri)),
        invocations: [invocation(result, uri, leftOut)],
        properties: {
          kubernetesVersion: result.kubernetesVersion,
          summary: result.summary,
          ...(leftOut > 0 ? { resultsLeftOut: leftOut } : {}),
        },
      },
    ],
  };
}

export function formatSarif(
  result: ScanResult,
  rules: readonly RuleMeta[],
  options: SarifOptions = {},
): string {
  return inertJson(JSON.stringify(toSarif(result, rules, options), null, 2)) + '\n';
}

/** How many findings a SARIF file leaves out to stay within code scanning's limit. */
export function sarifResultsLeftOut(result: ScanResult): number {
  return Math.max(0, result.findings.length - MAX_SARIF_RESULTS);
}

/**
 * The SARIF of a run that judged nothing (an invalid config, bad inputs): no results, and an unsuccessful
 * invocation saying why. Code scanning records such a file as an unsuccessful analysis and leaves the
 * alerts of earlier runs as they are, where a file with no results would close them all.
 */
export function failedSarif(
  problems: readonly {
    readonly message: string;
    readonly file?: string;
    readonly line?: number;
    readonly column?: number;
  }[],
  rules: readonly RuleMeta[],
  options: SarifOptions & { readonly configuration: boolean },
): string {
  const uri = uriIn(options.repositoryPath ?? '');
  const notifications = problems.map((p) => ({
    level: 'error' as const,
    message: { text: plainMessage(p.message) },
    ...(p.file !== undefined
      ? {
          locations: [
            {
              physicalLocation: {
                artifactLocation: uri(p.file),
                ...(p.line !== undefined
                  ? {
                      region: {
                        startLine: p.line,
                        ...(p.column !== undefined ? { startColumn: p.column } : {}),
                      },
                    }
                  : {}),
              },
            },
          ],
        }
      : {}),
  }));
  const log: Log = {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        ...runHead(rules, options),
        results: [],
        invocations: [
          {
            executionSuccessful: false,
            ...(options.configuration
              ? { toolConfigurationNotifications: notifications }
              : { toolExecutionNotifications: notifications }),
          },
        ],
      },
    ],
  };
  return inertJson(JSON.stringify(log, null, 2)) + '\n';
}

/** What every run says first: the tool with every rule, and the run's category when it has one. */
function runHead(rules: readonly RuleMeta[], options: SarifOptions): Pick<Run, 'tool' | 'automationDetails'> {
  return {
    tool: {
      driver: {
        name: TOOL_NAME,
        version: TOOL_VERSION,
        semanticVersion: TOOL_VERSION,
        informationUri: INFORMATION_URI,
        rules: rules.map(descriptor),
      },
    },
    ...(options.category !== undefined ? { automationDetails: { id: options.category } } : {}),
  };
}

/**
 * The findings a SARIF file holds: all of them up to code scanning's limit, else the most severe (those
 * that count before suppressed ones, then errors, warnings, notices), in the report's order.
 */
function withinLimit(findings: readonly Finding[]): readonly Finding[] {
  if (findings.length <= MAX_SARIF_RESULTS) return findings;
  const rank = (f: Finding): number => (f.suppressed ? 0 : SEVERITY_RANK[f.severity]);
  const chosen = new Set(
    findings
      .map((f, i) => ({ f, i }))
      .sort((a, b) => rank(b.f) - rank(a.f) || a.i - b.i)
      .slice(0, MAX_SARIF_RESULTS)
      .map(({ f }) => f),
  );
  return findings.filter((f) => chosen.has(f));
}

function descriptor(rule: RuleMeta): ReportingDescriptor {
  const docs = docsUrl(rule.id);
  return {
    id: rule.id,
    name: rule.id.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, c: string) => c.toUpperCase()),
    shortDescription: { text: rule.title },
    fullDescription: { text: rule.summary },
    helpUri: docs,
    help: {
      text: `${rule.summary} Upstream: ${rule.upstream}. Documentation: ${docs}`,
      markdown: `${rule.summary}\n\nUpstream: ${rule.upstream}\n\n[Documentation](${docs})`,
    },
    defaultConfiguration: { level: LEVEL[rule.defaultSeverity], enabled: rule.enabledByDefault },
    properties: {
      tags: rule.securitySeverity
        ? ['security', 'kubernetes', 'admission-control']
        : ['correctness', 'kubernetes', 'admission-control'],
      ...(rule.securitySeverity ? { 'security-severity': SECURITY_SEVERITY[rule.securitySeverity] } : {}),
      minKubernetesVersion: formatKubernetesVersion(rule.minKubernetesVersion),
    },
  };
}

function toResult(
  f: Finding,
  ruleIndex: number | undefined,
  fingerprint: string,
  uri: (file: string) => ArtifactLocation,
): Result {
  return {
    ruleId: f.rule,
    ...(ruleIndex !== undefined ? { ruleIndex } : {}),
    level: LEVEL[f.severity],
    message: { text: plainMessage(f.message) },
    locations: [
      {
        physicalLocation: {
          artifactLocation: uri(f.file),
          region: { startLine: f.line, startColumn: f.column, endLine: f.endLine, endColumn: f.endColumn },
        },
      },
    ],
    partialFingerprints: { [FINGERPRINT_KEY]: fingerprint },
    ...(f.rendered?.template
      ? {
          relatedLocations: [
            {
              id: 1,
              message: { text: 'the template line that holds the key' },
              physicalLocation: {
                artifactLocation: uri(f.rendered.template.file),
                region: { startLine: f.rendered.template.line, startColumn: f.rendered.template.column },
              },
            },
          ],
        }
      : {}),
    ...(f.suppressed ? { suppressions: [suppression(f.suppressed, uri)] } : {}),
    properties: {
      ...(f.path !== '' ? { path: f.path } : {}),
      ...(f.resource ? { resource: f.resource } : {}),
      ...(f.value !== undefined ? { value: f.value } : {}),
      ...(f.container ? { container: f.container } : {}),
      ...(f.control !== undefined ? { control: f.control } : {}),
      ...(f.overridden ? { overridden: f.overridden } : {}),
      ...(f.rendered ? { rendered: f.rendered } : {}),
    },
  };
}

/** Exceptions live outside the manifest (`external`); annotations and comments inside it (`inSource`). */
function suppression(s: Suppression, uri: (file: string) => ArtifactLocation): SarifSuppression {
  return {
    kind: s.kind === 'exception' ? 'external' : 'inSource',
    status: 'accepted',
    ...(s.reason !== undefined ? { justification: s.reason } : {}),
    location: { physicalLocation: { artifactLocation: uri(s.file), region: { startLine: s.line } } },
    properties: {
      source: s.kind,
      ...(s.exception !== undefined ? { exception: s.exception } : {}),
      ...(s.expires !== undefined ? { expires: s.expires } : {}),
    },
  };
}

function invocation(
  result: ScanResult,
  uri: (file: string) => ArtifactLocation,
  leftOut: number,
): Invocation {
  return {
    executionSuccessful: result.internalErrors.length === 0,
    toolExecutionNotifications: [
      ...(leftOut > 0
        ? [
            {
              level: 'warning' as const,
              message: {
                text: `${result.findings.length} findings, but code scanning accepts at most ${MAX_SARIF_RESULTS} results per run: the ${leftOut} least severe (suppressed first, then notices and warnings) are left out of this file. Every finding is in the JSON report (--format json).`,
              },
            },
          ]
        : []),
      ...result.notes.map((text) => ({ level: 'note' as const, message: { text: plainMessage(text) } })),
      ...result.skipped.map((s) => ({
        level: 'note' as const,
        message: { text: plainMessage(`skipped: ${s.reason}`) },
        locations: [
          {
            physicalLocation: {
              artifactLocation: uri(s.file),
              ...(s.line !== undefined ? { region: { startLine: s.line } } : {}),
            },
          },
        ],
      })),
    ],
  };
}

/**
 * SARIF viewers turn `[text](target)` in a plain text message into a link (SARIF §3.11.6); a message
 * quoting the repository must not carry one, so a `](` is written with the bracket escaped.
 */
function plainMessage(text: string): string {
  return text.replaceAll('](', '\\](');
}

/** Artifact locations for files named relative to the scan root, at `repositoryPath` in the repository. */
function uriIn(repositoryPath: string): (file: string) => ArtifactLocation {
  return (file) => ({
    uri: inRepository(repositoryPath, file).split('/').map(encodeURIComponent).join('/'),
    uriBaseId: SRCROOT,
  });
}

/** A file named relative to the scan root, named relative to the repository root. */
function inRepository(repositoryPath: string, file: string): string {
  return [...repositoryPath.split('/').filter((segment) => segment !== ''), file].join('/');
}

/** The numbers trivy and KICS give code scanning for each band (GitHub: 9.0+ critical, 7.0 high, 4.0 medium). */
const SECURITY_SEVERITY: Readonly<Record<SecuritySeverity, string>> = {
  critical: '9.5',
  high: '8.0',
  medium: '5.5',
  low: '2.0',
};

/**
 * What a finding is, not where: rule, file, object (group, kind, namespace, name), path and value,
 * or the message for findings about no object; a counter tells identical findings in a file apart.
 */
function fingerprinter(inRepository: (file: string) => string): (f: Finding) => string {
  const seen = new Map<string, number>();
  return (f) => {
    const object = f.resource
      ? [
          splitApiVersion(f.resource.apiVersion).group,
          f.resource.kind,
          f.resource.namespace ?? '',
          f.resource.name,
        ]
      : [];
    // Two roots rendering one source line into same-named objects are two findings.
    const identity = [
      f.rule,
      inRepository(f.file),
      ...(f.rendered ? [f.rendered.root, f.rendered.release ?? ''] : []),
      ...object,
      f.path,
      f.value ?? '',
      f.resource || f.path ? '' : f.message,
    ].join('\u0000');
    const occurrence = (seen.get(identity) ?? 0) + 1;
    seen.set(identity, occurrence);
    return `${createHash('sha256').update(identity).digest('hex').slice(0, 32)}:${occurrence}`;
  };
}
