// The JSON report: the contract the Action, SARIF and other tools build on. Version 1 only grows.

import type { ScanResult } from '../model.js';
import type { PolicyLedger } from '../policy/stage.js';
import { TOOL_NAME, TOOL_VERSION } from '../version.js';

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

export function toJsonReport(result: ScanResult, shard?: ShardSection): Record<string, unknown> {
  return {
    version: 1,
    tool: { name: TOOL_NAME, version: TOOL_VERSION },
    kubernetesVersion: result.kubernetesVersion,
    findings: result.findings,
    skipped: result.skipped,
    notes: result.notes,
    summary: result.summary,
    ...(shard ? { shard } : {}),
  };
}

export function formatJson(result: ScanResult, shard?: ShardSection): string {
  return JSON.stringify(toJsonReport(result, shard), null, 2) + '\n';
}
