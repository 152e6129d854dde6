// GitHub Actions workflow commands (`::error file=…::message`): the runner turns them into annotations,
// so any workflow gets findings on the changed lines without a token that can write. Everything in a
// command comes from the repository under review and is escaped, or a manifest could inject commands.

import type { ConfigIssue } from '../config/load.js';
import type { Finding, ScanResult, Severity } from '../model.js';
import { escapeControls } from './escape.js';
import { describeRendered } from './finding-text.js';

type Level = 'error' | 'warning' | 'notice';
const LEVEL: Readonly<Record<Severity, Level>> = { error: 'error', warning: 'warning', notice: 'notice' };

/**
 * Message text: `%`, CR and LF would end or rewrite the command; control and bidi characters, which the
 * log and the annotation would show raw, as `\uXXXX`.
 */
export function escapeData(text: string): string {
  return escapeControls(text).replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** Property values: additionally `:` ends the properties and `,` separates them. */
export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

function command(
  level: Level,
  properties: Readonly<Record<string, string | number | undefined>>,
  message: string,
): string {
  const props = Object.entries(properties)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => `${key}=${escapeProperty(String(value))}`)
    .join(',');
  return `::${level}${props === '' ? '' : ` ${props}`}::${escapeData(message)}`;
}

export interface WorkflowCommandOptions {
  /** The runner resolves `file=` against the workspace: how to get there from a root-relative path. */
  readonly displayPath?: (file: string) => string;
}

function findingCommand(f: Finding, file: string): string {
  // GitHub honours columns only for annotations on a single line.
  const columns = f.line === f.endLine ? { col: f.column, endColumn: f.endColumn } : {};
  const rendered = describeRendered(f);
  return command(
    LEVEL[f.severity],
    { file, line: f.line, endLine: f.endLine, ...columns, title: `admission-gate ${f.rule}` },
    rendered !== undefined ? `${f.message} [${rendered}]` : f.message,
  );
}

/** One command per finding that counts (waived ones are left out), then skipped files and notes as notices. */
export function formatWorkflowCommands(result: ScanResult, options: WorkflowCommandOptions = {}): string {
  const display = options.displayPath ?? ((file: string) => file);
  const lines = [
    ...result.findings.filter((f) => !f.suppressed).map((f) => findingCommand(f, display(f.file))),
    ...result.skipped.map((s) =>
      command('notice', { file: display(s.file), line: s.line, title: 'admission-gate skipped' }, s.reason),
    ),
    ...result.notes.map((note) => command('notice', { title: 'admission-gate' }, note)),
  ];
  return lines.map((line) => `${line}\n`).join('');
}

export function formatConfigIssueCommands(issues: readonly ConfigIssue[]): string {
  return issues
    .map(
      (i) =>
        `${command('error', { file: i.file, line: i.line, col: i.column, title: 'admission-gate config' }, i.message)}\n`,
    )
    .join('');
}
