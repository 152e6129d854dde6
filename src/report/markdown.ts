// The markdown summary of a scan, for a check run's summary and a job summary: the verdict, a tally table
// with a row per rule, then a section per rule, the skipped files and why, and the notes. Both places cap
// their size (./budget.ts): rows are cut, never a rule, and each cut says how many rows were left out and
// where they are. Manifest-derived text is escaped where it lands.

import type { ConfigIssue } from '../config/load.js';
import type { FailOn, Finding, ScanResult, ScanSummary } from '../model.js';
import { compareStrings, failsGate, SEVERITIES, tally } from '../model.js';
import { findRule, RULES } from '../rules/registry.js';
import { escapeControls } from './escape.js';
import { docsUrl } from '../rules/types.js';
import type { Section } from './budget.js';
import { fitSections } from './budget.js';
import { describeRendered, formatResourceId } from './finding-text.js';
import { plural } from '../text/plural.js';
import { waiver } from './text.js';

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
  /**
   * Where every finding can be read when the summary leaves rows out, as markdown that ends a sentence
   * ("every finding is in the job summary of [this run](…)"); default: the JSON report.
   */
  readonly fullReport?: string;
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
  const verdict = options.failed === true || gateFails(result, options.failOn) ? 'failed' : 'passed';
  const { summary } = result;
  const head = [
    `## ${TOOL_TITLE} ${verdict}: ${formatTally(summary)}`,
    '',
    `${plural(summary.files, 'file')} scanned, ${plural(summary.resources, 'resource')} checked, ` +
      `kubernetesVersion ${escapeMarkdown(result.kubernetesVersion)}, fail-on ${options.failOn}.`,
    '',
  ];
  if (summary.files === 0) {
    head.push(
      '> [!WARNING]',
      '> **No file was scanned**: nothing matched the paths and include/exclude globs, so nothing was judged.',
      '',
    );
  }
  for (const note of options.notes ?? []) head.push(`> ${escapeMarkdown(note)}`, '');
  const groups = byRule(result.findings);
  if (groups.size > 0) head.push(...tallyTable(groups), '');
  const fullReport = options.fullReport ?? 'every finding is in the JSON report';
  const sections = [...groups].map(([rule, findings]) => ruleSection(rule, findings, options, fullReport));
  if (result.skipped.length > 0) sections.push(skippedSection(result, options, fullReport));
  if (result.notes.length > 0) {
    sections.push({
      heading: ['### Notes', ''],
      units: result.notes.map((note) => [`- ${escapeMarkdown(note)}`]),
      omitted: (left) => `_${plural(left, 'more note')} left out here; ${fullReport}._`,
    });
  }
  return fitSections(
    head,
    sections,
    options.maxBytes,
    (left) => `_${TOOL_TITLE}: ${plural(left, 'line')} left out here; ${fullReport}._`,
  );
}

/** One row per rule, before any finding: what was found at a glance, whatever is left out below. */
function tallyTable(groups: ReadonlyMap<string, readonly Finding[]>): string[] {
  const rows = [...groups].map(([rule, findings]) => {
    const meta = findRule(rule);
    const counts = tally(findings);
    const severities = [
      ...SEVERITIES.filter((s) => counts[s] > 0).map((s) => `${counts[s]} ${s}`),
      ...(counts.suppressed > 0 ? [`${counts.suppressed} suppressed`] : []),
    ].join(', ');
    return `| ${ruleLink(rule)} | ${findings.length} | ${severities} | ${meta ? escapeMarkdown(meta.title) : ''} |`;
  });
  return ['| Rule | Findings | Severity | What it checks |', '| --- | --: | --- | --- |', ...rows];
}

/**
 * A rule's findings. Messages say what is wrong, then after a colon why it matters and how to fix it;
 * that explanation is the same for many findings, so each one shared by several is said once, above a
 * table of what differs, and only findings with an explanation of their own carry it in their row.
 */
function ruleSection(
  rule: string,
  findings: readonly Finding[],
  options: MarkdownOptions,
  fullReport: string,
): Section {
  const meta = findRule(rule);
  const title = meta ? ` (${escapeMarkdown(meta.title)})` : '';
  const explained = new Map<string, Finding[]>();
  const ownRows: Finding[] = [];
  const explanationOf = (f: Finding) => splitMessage(f.message).explanation;
  const shared = new Map<string, number>();
  for (const f of findings) {
    const explanation = explanationOf(f);
    if (explanation !== undefined) shared.set(explanation, (shared.get(explanation) ?? 0) + 1);
  }
  for (const f of findings) {
    const explanation = explanationOf(f);
    if (explanation !== undefined && (shared.get(explanation) ?? 0) > 1) {
      const group = explained.get(explanation);
      if (group) group.push(f);
      else explained.set(explanation, [f]);
    } else ownRows.push(f);
  }
  const units: string[][] = [];
  const table = (rows: readonly Finding[], intro: readonly string[], short: boolean): void => {
    rows.forEach((f, i) => {
      const row = findingRow(f, options, short);
      units.push(i === 0 ? [...(units.length > 0 ? [''] : []), ...intro, ...TABLE_HEAD, row] : [row]);
    });
  };
  for (const [explanation, rows] of explained) {
    table(rows, [`**Why, and how to fix:** ${escapeMarkdown(explanation)}`, ''], true);
  }
  table(ownRows, [], false);
  return {
    heading: [`### ${ruleLink(rule)}${title}: ${plural(findings.length, 'finding')}`, ''],
    units,
    omitted: (left) =>
      `_${plural(left, `more ${rule} finding`)} not shown here, to stay within GitHub's size limit; ${fullReport}._`,
  };
}

const TABLE_HEAD = ['| Severity | Location | Object | Path | Finding |', '| --- | --- | --- | --- | --- |'];

function skippedSection(result: ScanResult, options: MarkdownOptions, fullReport: string): Section {
  return {
    heading: [`### Skipped (${result.skipped.length})`, '', '| File | Reason |', '| --- | --- |'],
    units: result.skipped.map((s) => {
      const where = s.document !== undefined ? ` (document ${s.document + 1})` : '';
      return [
        `| ${markdownLink(s.file, options.fileUrl?.(s.file, s.line))}${where} | ${escapeMarkdown(s.reason)} |`,
      ];
    }),
    omitted: (left) => `_${plural(left, 'more skipped file')} not shown here; ${fullReport}._`,
  };
}

/** For a config file that does not validate: nothing was scanned, each problem with its position. */
export function formatConfigIssuesMarkdown(issues: readonly ConfigIssue[], maxBytes: number): string {
  const problems: Section = {
    heading: [],
    units: issues.map((i) => [
      `- ${escapeMarkdown(`${i.file}:${i.line}:${i.column}`)}: ${escapeMarkdown(i.message)}`,
    ]),
    omitted: (left) => `_${plural(left, 'more problem')} left out._`,
  };
  return fitSections(
    [`## ${TOOL_TITLE} failed: invalid config`, '', 'Nothing was scanned. Fix the config file:', ''],
    [problems],
    maxBytes,
    (left) => `_${plural(left, 'more line')} left out._`,
  );
}

/** What a message says is wrong, and the explanation after its first colon, when it has a long one. */
function splitMessage(message: string): { what: string; explanation?: string } {
  const colon = message.indexOf(': ');
  const explanation = colon > 0 ? message.slice(colon + 2) : '';
  return explanation.length >= MIN_EXPLANATION
    ? { what: message.slice(0, colon), explanation }
    : { what: message };
}

// Shorter than this, an explanation is cheaper to repeat than to set apart.
const MIN_EXPLANATION = 40;

function ruleLink(rule: string): string {
  return `[${escapeMarkdown(rule)}](${docsUrl(rule)})`;
}

export { formatResourceId } from './finding-text.js';

/** A finding as a table row; `short`: its message without the explanation said above the table. */
function findingRow(f: Finding, options: MarkdownOptions, short: boolean): string {
  const rendered = describeRendered(f, false);
  const location =
    markdownLink(`${f.file}:${f.line}`, options.fileUrl?.(f.file, f.line)) +
    (rendered !== undefined ? ` (${escapeMarkdown(rendered)})` : '');
  const object = f.resource ? formatResourceId(f.resource) : '';
  const severity = f.suppressed ? `suppressed ${f.severity}` : f.severity;
  const text = short ? splitMessage(f.message).what : f.message;
  const message = f.suppressed ? `${text} (${waiver(f.suppressed)})` : text;
  return `| ${severity} | ${location} | ${escapeMarkdown(object)} | ${escapeMarkdown(f.path)} | ${escapeMarkdown(message)} |`;
}

/** Findings by rule, the rules in the registry's order (unknown ones last, by id). */
function byRule(findings: readonly Finding[]): Map<string, Finding[]> {
  const groups = new Map<string, Finding[]>();
  for (const f of findings) {
    const group = groups.get(f.rule);
    if (group) group.push(f);
    else groups.set(f.rule, [f]);
  }
  const order = (rule: string): number => {
    const index = RULES.findIndex((r) => r.id === rule);
    return index === -1 ? RULES.length : index;
  };
  return new Map([...groups].sort(([a], [b]) => order(a) - order(b) || compareStrings(a, b)));
}
