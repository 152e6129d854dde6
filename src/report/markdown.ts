// The markdown summary of a scan, for a check run's summary and a job summary: a table per rule, the
// skipped files and why, and the notes. Both places cap their size, so the output stops at a byte budget
// with a note saying what was left out. Manifest-derived text is escaped where it lands.

import type { ConfigIssue } from '../config/load.js';
import type { FailOn, Finding, ResourceId, ScanResult, ScanSummary } from '../model.js';
import { failsGate, SEVERITIES } from '../model.js';
import { findRule } from '../rules/registry.js';
import { escapeControls } from './escape.js';
import { docsUrl } from '../rules/types.js';
import { plural, waiver } from './text.js';

export interface MarkdownOptions {
  /** Upper bound of the output in UTF-8 bytes: 65,535 for a check run's summary, 1 MiB for a job summary. */
  readonly maxBytes: number;
  readonly failOn: FailOn;
  /** Where a file's line can be seen (the file at the reviewed commit); plain text without it. */
  readonly fileUrl?: (file: string, line?: number) => string;
  /** What the caller knows about the run (truncated inputs, missing permissions), as plain text. */
  readonly notes?: readonly string[];
  /** The run fails for a reason of the caller's (an incomplete change, an invalid changed config). */
  readonly failed?: boolean;
}

export const TOOL_TITLE = 'Admission Gate';

/** What a GitHub Actions job summary (GITHUB_STEP_SUMMARY) holds at most. */
export const JOB_SUMMARY_MAX_BYTES = 1024 * 1024;

/**
 * Inline markdown that renders as the text it was given: no markup, HTML, mentions or math, no line
 * break (the text may sit in a table cell), and control and bidi characters as `\uXXXX`.
 */
export function escapeMarkdown(text: string): string {
  return escapeControls(text.replace(/\r\n|\r|\n/g, ' '))
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/[\\`*_[\]|~$]/g, '\\$&')
    .replace(/@/g, '@&#8203;');
}

/** `[text](url)` with the text escaped; the url must already be encoded. */
export function markdownLink(text: string, url: string | undefined): string {
  return url === undefined ? escapeMarkdown(text) : `[${escapeMarkdown(text)}](${url})`;
}

/** "2 errors, 1 warning, 3 suppressed" or "no findings": a check run's title. */
export function formatTally(summary: ScanSummary): string {
  const parts = SEVERITIES.filter((s) => summary[s] > 0).map((s) => plural(summary[s], s));
  if (summary.suppressed > 0) parts.push(`${summary.suppressed} suppressed`);
  return parts.length > 0 ? parts.join(', ') : 'no findings';
}

export function gateFails(result: ScanResult, failOn: FailOn): boolean {
  return result.findings.some((f) => failsGate(f, failOn));
}

export function formatMarkdown(result: ScanResult, options: MarkdownOptions): string {
  const out = new BoundedLines(options.maxBytes);
  const verdict = options.failed === true || gateFails(result, options.failOn) ? 'failed' : 'passed';
  out.push(`## ${TOOL_TITLE} ${verdict}: ${formatTally(result.summary)}`, '');
  const { summary } = result;
  out.push(
    `${plural(summary.files, 'file')} scanned, ${plural(summary.resources, 'resource')} checked, ` +
      `kubernetesVersion ${escapeMarkdown(result.kubernetesVersion)}, fail-on ${options.failOn}.`,
    '',
  );
  for (const note of options.notes ?? []) out.push(`> ${escapeMarkdown(note)}`, '');
  for (const [rule, findings] of byRule(result.findings)) {
    const meta = findRule(rule);
    const title = meta ? ` (${escapeMarkdown(meta.title)})` : '';
    out.push(
      `### [${escapeMarkdown(rule)}](${docsUrl(rule)})${title}: ${plural(findings.length, 'finding')}`,
    );
    out.push('', '| Severity | Location | Object | Path | Message |', '| --- | --- | --- | --- | --- |');
    for (const f of findings) out.push(findingRow(f, options));
    out.push('');
  }
  if (result.skipped.length > 0) {
    out.push(`### Skipped (${result.skipped.length})`);
    out.push('', '| File | Reason |', '| --- | --- |');
    for (const s of result.skipped) {
      const where = s.document !== undefined ? ` (document ${s.document + 1})` : '';
      out.push(
        `| ${markdownLink(s.file, options.fileUrl?.(s.file, s.line))}${where} | ${escapeMarkdown(s.reason)} |`,
      );
    }
    out.push('');
  }
  if (result.notes.length > 0) {
    out.push('### Notes', '');
    for (const note of result.notes) out.push(`- ${escapeMarkdown(note)}`);
  }
  return out.text(
    (left) =>
      `_${TOOL_TITLE}: the summary was cut short here (${plural(left, 'line')} left out to stay within GitHub's size limit); every finding is in the JSON report._`,
  );
}

/** For a config file that does not validate: nothing was scanned, each problem with its position. */
export function formatConfigIssuesMarkdown(issues: readonly ConfigIssue[], maxBytes: number): string {
  const out = new BoundedLines(maxBytes);
  out.push(`## ${TOOL_TITLE} failed: invalid config`, '', 'Nothing was scanned. Fix the config file:', '');
  for (const i of issues)
    out.push(`- ${escapeMarkdown(`${i.file}:${i.line}:${i.column}`)}: ${escapeMarkdown(i.message)}`);
  return out.text((left) => `_${plural(left, 'more line')} left out._`);
}

/** `Service default/web`: the object as `kubectl get` names it. */
export function formatResourceId(id: ResourceId): string {
  return `${id.kind} ${id.namespace !== undefined ? `${id.namespace}/` : ''}${id.name}`;
}

function findingRow(f: Finding, options: MarkdownOptions): string {
  const location = markdownLink(`${f.file}:${f.line}`, options.fileUrl?.(f.file, f.line));
  const object = f.resource ? formatResourceId(f.resource) : '';
  const severity = f.suppressed ? `suppressed ${f.severity}` : f.severity;
  const message = f.suppressed ? `${f.message} (${waiver(f.suppressed)})` : f.message;
  return `| ${severity} | ${location} | ${escapeMarkdown(object)} | ${escapeMarkdown(f.path)} | ${escapeMarkdown(message)} |`;
}

function byRule(findings: readonly Finding[]): Map<string, Finding[]> {
  const groups = new Map<string, Finding[]>();
  for (const f of findings) {
    const group = groups.get(f.rule);
    if (group) group.push(f);
    else groups.set(f.rule, [f]);
  }
  return groups;
}

/** Lines until a byte budget is spent, keeping room for one closing line about what was left out. */
class BoundedLines {
  private readonly lines: string[] = [];
  private bytes = 0;
  private dropped = 0;
  // Room for the closing note; the notes above are far shorter.
  private static readonly RESERVE = 400;

  constructor(private readonly maxBytes: number) {}

  push(...lines: string[]): void {
    for (const line of lines) {
      const size = Buffer.byteLength(line, 'utf8') + 1;
      if (this.dropped > 0 || this.bytes + size > this.maxBytes - BoundedLines.RESERVE) this.dropped++;
      else {
        this.lines.push(line);
        this.bytes += size;
      }
    }
  }

  text(closing: (dropped: number) => string): string {
    const body = this.lines.join('\n') + '\n';
    return this.dropped > 0 ? `${body}\n${closing(this.dropped)}\n` : body;
  }
}
