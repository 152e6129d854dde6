// SARIF 2.1.0 for GitHub code scanning (github/codeql-action/upload-sarif) and other SARIF viewers:
// one run, every known rule as a reportingDescriptor, each finding as a result located relative to
// %SRCROOT% (the scan root), with a fingerprint that survives lines moving.

import { createHash } from 'node:crypto';
import type { Invocation, Log, ReportingDescriptor, Result, Suppression as SarifSuppression } from 'sarif';
import { formatKubernetesVersion } from '../kube-version.js';
import { splitApiVersion } from '../load/kinds.js';
import type { Finding, ScanResult, Severity, Suppression } from '../model.js';
import type { RuleMeta } from '../rules/types.js';
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

export function toSarif(result: ScanResult, rules: readonly RuleMeta[]): Log {
  const ruleIndex = new Map(rules.map((rule, i) => [rule.id, i]));
  const fingerprint = fingerprinter();
  return {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: TOOL_NAME,
            version: TOOL_VERSION,
            semanticVersion: TOOL_VERSION,
            informationUri: INFORMATION_URI,
            rules: rules.map(descriptor),
          },
        },
        columnKind: 'utf16CodeUnits',
        results: result.findings.map((f) => toResult(f, ruleIndex.get(f.rule), fingerprint(f))),
        invocations: [invocation(result)],
        properties: { kubernetesVersion: result.kubernetesVersion, summary: result.summary },
      },
    ],
  };
}

export function formatSarif(result: ScanResult, rules: readonly RuleMeta[]): string {
  return inertJson(JSON.stringify(toSarif(result, rules), null, 2)) + '\n';
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
      tags: ['kubernetes', 'admission-control'],
      minKubernetesVersion: formatKubernetesVersion(rule.minKubernetesVersion),
    },
  };
}

function toResult(f: Finding, ruleIndex: number | undefined, fingerprint: string): Result {
  return {
    ruleId: f.rule,
    ...(ruleIndex !== undefined ? { ruleIndex } : {}),
    level: LEVEL[f.severity],
    message: { text: plainMessage(f.message) },
    locations: [
      {
        physicalLocation: {
          artifactLocation: artifact(f.file),
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
                artifactLocation: artifact(f.rendered.template.file),
                region: { startLine: f.rendered.template.line, startColumn: f.rendered.template.column },
              },
            },
          ],
        }
      : {}),
    ...(f.suppressed ? { suppressions: [suppression(f.suppressed)] } : {}),
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
function suppression(s: Suppression): SarifSuppression {
  return {
    kind: s.kind === 'exception' ? 'external' : 'inSource',
    status: 'accepted',
    ...(s.reason !== undefined ? { justification: s.reason } : {}),
    location: { physicalLocation: { artifactLocation: artifact(s.file), region: { startLine: s.line } } },
    properties: {
      source: s.kind,
      ...(s.exception !== undefined ? { exception: s.exception } : {}),
      ...(s.expires !== undefined ? { expires: s.expires } : {}),
    },
  };
}

function invocation(result: ScanResult): Invocation {
  return {
    executionSuccessful: result.internalErrors.length === 0,
    toolExecutionNotifications: [
      ...result.notes.map((text) => ({ level: 'note' as const, message: { text: plainMessage(text) } })),
      ...result.skipped.map((s) => ({
        level: 'note' as const,
        message: { text: plainMessage(`skipped: ${s.reason}`) },
        locations: [
          {
            physicalLocation: {
              artifactLocation: artifact(s.file),
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

function artifact(file: string): { uri: string; uriBaseId: string } {
  return { uri: file.split('/').map(encodeURIComponent).join('/'), uriBaseId: SRCROOT };
}

/**
 * What a finding is, not where: rule, file, object (group, kind, namespace, name), path and value,
 * or the message for findings about no object; a counter tells identical findings in a file apart.
 */
function fingerprinter(): (f: Finding) => string {
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
      f.file,
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
