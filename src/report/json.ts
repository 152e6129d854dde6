// The JSON report: the contract the Action, SARIF and other tools build on. Version 1 only grows.

import type { ScanResult } from '../model.js';
import type { PolicyLedger } from '../policy/stage.js';
import type { Shard } from '../source/shard.js';
import { TOOL_NAME, TOOL_VERSION } from '../version.js';
import { inertJson } from './escape.js';

/**
 * What the report of one shard (`scan --shard k/n`) carries for `admission-gate merge` besides its
 * findings: the exception counts of its files (findings about exceptions need every shard's), and the
 * rules that failed, which make the merged exit status 2.
 */
export interface ShardSection {
  /** 1-based. */
  readonly index: number;
  readonly count: number;
  readonly ledger: PolicyLedger;
  readonly internalErrors: readonly string[];
}

/** The shard section of a shard's scan: its exception counts and its rules' failures. */
export function shardSection(shard: Shard, result: ScanResult, ledger: PolicyLedger): ShardSection {
  return { index: shard.index, count: shard.count, ledger, internalErrors: result.internalErrors };
}

/** What a report says besides the scan result, when the adapter knows it. */
export interface ReportContext {
  /** For a shard's report: what merge needs besides the findings. */
  readonly shard?: ShardSection;
  /**
   * Where the scan root is inside its git repository (`k8s/`, or empty at its top), so that SARIF made
   * from the report (by merge) names files from the repository root; absent outside a repository.
   */
  readonly repositoryPath?: string;
}

export function toJsonReport(result: ScanResult, context: ReportContext = {}): Record<string, unknown> {
  return {
    version: 1,
    tool: { name: TOOL_NAME, version: TOOL_VERSION },
    kubernetesVersion: result.kubernetesVersion,
    findings: result.findings,
    skipped: result.skipped,
    notes: result.notes,
    summary: result.summary,
    ...(context.repositoryPath !== undefined ? { repositoryPath: context.repositoryPath } : {}),
    ...(context.shard ? { shard: context.shard } : {}),
  };
}

export function formatJson(result: ScanResult, context: ReportContext = {}): string {
  return [...jsonReportPieces(result, context)].join('');
}

/**
 * The report's text in pieces, one finding (or skipped file, or note) at a time, exactly as
 * `JSON.stringify(report, null, 2)` lays it out: a report of many findings is written without ever being
 * one string (and one buffer) as big as the file.
 */
export function* jsonReportPieces(result: ScanResult, context: ReportContext = {}): Generator<string> {
  const entries = Object.entries(toJsonReport(result, context));
  yield '{\n';
  for (const [index, [key, value]] of entries.entries()) {
    const end = index === entries.length - 1 ? '\n' : ',\n';
    if (Array.isArray(value) && value.length > 0) {
      yield `  ${JSON.stringify(key)}: [\n`;
      for (const [i, item] of value.entries()) {
        yield `    ${listItem(item)}${i === value.length - 1 ? '\n' : ',\n'}`;
      }
      yield `  ]${end}`;
    } else yield `  ${JSON.stringify(key)}: ${indented(value, '  ')}${end}`;
  }
  yield '}\n';
}

// Where JSON.stringify puts an item of a list in a list: at the depth of the report's lists' items, so it
// comes indented as the report indents it, with no pass over its text to indent it.
const ITEM_HEAD = '[\n  [\n    '.length;
const ITEM_TAIL = '\n  ]\n]'.length;

/** An item of a top-level list of the report, as `indented(item, '    ')` lays it out. */
function listItem(item: unknown): string {
  const text = JSON.stringify([[item]], null, 2);
  return inertJson(text.slice(ITEM_HEAD, text.length - ITEM_TAIL));
}

// JSON escapes line breaks inside strings: every one left is layout. Each piece holds whole strings, so
// making them inert piece by piece misses nothing.
function indented(value: unknown, indent: string): string {
  return inertJson(JSON.stringify(value, null, 2)).replaceAll('\n', `\n${indent}`);
}
