// Writing a scan's (or merged shards') report and deciding the exit status: common to scan and merge.

import fs from 'node:fs';
import path from 'node:path';
import { failsGate } from '../model.js';
import type { ScanResult } from '../model.js';
import { jsonReportPieces } from '../report/json.js';
import type { ShardSection } from '../report/json.js';
import { formatMarkdown, JOB_SUMMARY_MAX_BYTES } from '../report/markdown.js';
import { formatPolicyReport } from '../report/policy-report.js';
import { failedSarif, formatSarif, MAX_SARIF_RESULTS, sarifResultsLeftOut } from '../report/sarif.js';
import type { SarifOptions } from '../report/sarif.js';
import { formatText } from '../report/text.js';
import { formatWorkflowCommands } from '../report/workflow-commands.js';
import { RULES } from '../rules/registry.js';
import type { ReportArgs } from './args.js';
import { UsageError } from './args.js';
import { EXIT } from './io.js';
import type { CliIo } from './io.js';

export interface Delivery {
  /** How text output names a file given relative to the scan root. */
  readonly displayPath: (file: string) => string;
  /** For a shard's JSON report: what merge needs besides the findings. */
  readonly shard?: ShardSection;
  /** Where the scan root is in its git repository (SARIF names files from the repository root). */
  readonly repositoryPath?: string;
  /** The SARIF run's code-scanning category (one per shard). */
  readonly category?: string;
  /** Why no file may have been scanned (what the globs were), for the warning when none was. */
  readonly emptyHint: string;
}

export function deliverReport(result: ScanResult, args: ReportArgs, io: CliIo, delivery: Delivery): number {
  const report = render(result, args, io, delivery);
  if (args.output !== undefined) writeReport(path.resolve(io.cwd, args.output), report);
  else inBatches(report, (text) => io.stdout.write(text));
  const empty = result.summary.files === 0;
  if (empty) {
    io.stderr.write(
      `admission-gate: ${args.failOnEmpty ? 'error' : 'warning'}: no file was scanned: ${delivery.emptyHint}.${args.failOnEmpty ? '' : ' (--fail-on-empty makes this fail the gate.)'}\n`,
    );
  }
  if (result.internalErrors.length > 0) return EXIT.error;
  const fails = result.findings.some((f) => failsGate(f, args.failOn)) || (empty && args.failOnEmpty);
  return fails ? EXIT.findings : EXIT.ok;
}

/**
 * Colours for the text report: `--color`/`--no-color` first; a report written to --output has none;
 * else Node.js's conventions (FORCE_COLOR wins, then NODE_DISABLE_COLORS and TERM=dumb turn colours
 * off) with no-color.org's NO_COLOR (set and not empty), and otherwise colours only on a terminal.
 */
function useColor(args: ReportArgs, io: CliIo): boolean {
  if (args.color !== undefined) return args.color;
  if (args.output !== undefined) return false;
  const { env } = io;
  if (env.FORCE_COLOR !== undefined) return FORCE_COLOR_ON.has(env.FORCE_COLOR);
  if ((env.NO_COLOR ?? '') !== '' || env.NODE_DISABLE_COLORS !== undefined || env.TERM === 'dumb') {
    return false;
  }
  return io.stdout.isTTY === true;
}

// As Node.js reads FORCE_COLOR: these turn colours on (at some depth); any other value turns them off.
const FORCE_COLOR_ON: ReadonlySet<string> = new Set(['', '1', '2', '3', 'true']);

/** The report's text, in pieces when it can be big. */
function render(result: ScanResult, args: ReportArgs, io: CliIo, delivery: Delivery): Iterable<string> {
  switch (args.format) {
    case 'json':
      return jsonReportPieces(result, {
        ...(delivery.shard ? { shard: delivery.shard } : {}),
        ...(delivery.repositoryPath !== undefined ? { repositoryPath: delivery.repositoryPath } : {}),
      });
    case 'sarif': {
      const leftOut = sarifResultsLeftOut(result);
      if (leftOut > 0) {
        io.stderr.write(
          `admission-gate: warning: code scanning accepts at most ${MAX_SARIF_RESULTS} results per run: the SARIF report leaves out the ${leftOut} least severe findings (every finding is in --format json).\n`,
        );
      }
      return [formatSarif(result, RULES, sarifOptions(delivery))];
    }
    case 'policy-report':
      return [formatPolicyReport(result)];
    case 'markdown':
      return [formatMarkdown(result, { maxBytes: JOB_SUMMARY_MAX_BYTES, failOn: args.failOn })];
    case 'github':
      return [formatWorkflowCommands(result, { displayPath: delivery.displayPath })];
    case 'text':
      return [formatText(result, { color: useColor(args, io), displayPath: delivery.displayPath })];
  }
}

function sarifOptions(delivery: Pick<Delivery, 'repositoryPath' | 'category'>): SarifOptions {
  return {
    ...(delivery.repositoryPath !== undefined ? { repositoryPath: delivery.repositoryPath } : {}),
    ...(delivery.category !== undefined ? { category: delivery.category } : {}),
  };
}

/**
 * When a run fails before it has a report (an invalid config, reports merge refuses) and the report is
 * SARIF, a SARIF file that says so is written all the same: a workflow's upload step finds its file,
 * and code scanning records an unsuccessful analysis instead of closing every alert.
 */
export function deliverFailure(
  args: ReportArgs,
  io: CliIo,
  problems: Parameters<typeof failedSarif>[0],
  context: Pick<Delivery, 'repositoryPath' | 'category'> & { readonly configuration: boolean },
): void {
  if (args.format !== 'sarif') return;
  const report = failedSarif(problems, RULES, {
    ...sarifOptions(context),
    configuration: context.configuration,
  });
  if (args.output !== undefined) writeReport(path.resolve(io.cwd, args.output), [report]);
  else io.stdout.write(report);
}

function writeReport(file: string, report: Iterable<string>): void {
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const fd = fs.openSync(file, 'w');
    try {
      inBatches(report, (text) => fs.writeFileSync(fd, text));
    } finally {
      fs.closeSync(fd);
    }
  } catch (e) {
    throw new UsageError(`cannot write --output ${file}: ${(e as Error).message}`);
  }
}

// About a megabyte at a time: few writes, and never the whole of a big report at once.
const BATCH = 1 << 20;

function inBatches(pieces: Iterable<string>, write: (text: string) => void): void {
  let batch = '';
  for (const piece of pieces) {
    batch += piece;
    if (batch.length >= BATCH) {
      write(batch);
      batch = '';
    }
  }
  if (batch !== '') write(batch);
}
