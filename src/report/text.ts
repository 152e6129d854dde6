// Human output: `file:line:col  severity  rule  message`, grouped by file, then one tally line. Text from
// the repository is escaped (./escape.ts): it can neither break a line nor speak to a terminal or runner.

import type { ScanResult, Severity, Suppression } from '../model.js';
import { plural } from '../text/plural.js';
import { printable, printableLineStart } from './escape.js';
import { describeRendered } from './finding-text.js';

export interface TextOptions {
  readonly color: boolean;
  /** How to print a root-relative file path (e.g. relative to the current directory). */
  readonly displayPath?: (file: string) => string;
}

const ANSI = { red: 31, yellow: 33, cyan: 36, dim: 2, bold: 1 } as const;
const SEVERITY_COLOR: Readonly<Record<Severity, keyof typeof ANSI>> = {
  error: 'red',
  warning: 'yellow',
  notice: 'cyan',
};

export function formatText(result: ScanResult, options: TextOptions): string {
  const paint = (style: keyof typeof ANSI, text: string): string =>
    options.color ? `\u001b[${ANSI[style]}m${text}\u001b[0m` : text;
  const display = options.displayPath ?? ((file: string) => file);
  const lines: string[] = [];
  let previousFile: string | undefined;
  for (const f of result.findings) {
    if (previousFile !== undefined && previousFile !== f.file) lines.push('');
    previousFile = f.file;
    const where = paint('bold', `${printableLineStart(display(f.file))}:${f.line}:${f.column}`);
    const rendered = describeRendered(f);
    const message =
      printable(f.message) + (rendered !== undefined ? paint('dim', ` [${printable(rendered)}]`) : '');
    lines.push(
      f.suppressed
        ? `${where}  ${paint('dim', `suppressed  ${f.rule}  ${message} [${f.severity}, ${waiver(f.suppressed, display)}]`)}`
        : `${where}  ${paint(SEVERITY_COLOR[f.severity], f.severity)}  ${paint('dim', f.rule)}  ${message}`,
    );
  }
  if (lines.length > 0) lines.push('');
  for (const s of result.skipped) {
    const where = s.document !== undefined ? ` (document ${s.document + 1}, line ${s.line ?? '?'})` : '';
    lines.push(paint('dim', `skipped ${printable(display(s.file))}${where}: ${printable(s.reason)}`));
  }
  for (const note of result.notes) lines.push(paint('dim', `note: ${printable(note)}`));
  if (result.skipped.length > 0 || result.notes.length > 0) lines.push('');
  lines.push(tally(result));
  return lines.join('\n') + '\n';
}

function tally(result: ScanResult): string {
  const { summary } = result;
  const total = summary.error + summary.warning + summary.notice;
  const counts = [
    plural(summary.error, 'error'),
    plural(summary.warning, 'warning'),
    plural(summary.notice, 'notice'),
  ].join(', ');
  const skippedFiles = new Set(result.skipped.filter((s) => s.document === undefined).map((s) => s.file))
    .size;
  const suppressed = summary.suppressed > 0 ? `, ${summary.suppressed} suppressed` : '';
  const withFindings = new Set(result.findings.filter((f) => !f.suppressed).map((f) => f.file)).size;
  return (
    `${plural(total, 'finding')} (${counts})${suppressed} in ${plural(withFindings, 'file')} ` +
    `(${plural(summary.files, 'file')} scanned), ` +
    `${plural(summary.resources, 'resource')} checked, ${plural(skippedFiles, 'file')} skipped; ` +
    `kubernetesVersion ${result.kubernetesVersion}`
  );
}

/** `waived by exceptions[0] (.admission-gate.yaml:4): legacy health check` */
export function waiver(s: Suppression, display: (file: string) => string = (file) => file): string {
  const how = s.exception !== undefined ? `exceptions[${s.exception}]` : s.kind;
  const reason = s.reason !== undefined ? `: ${printable(s.reason)}` : '';
  return `waived by ${how} (${printable(display(s.file))}:${s.line})${reason}`;
}
