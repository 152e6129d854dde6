// `admission-gate merge`: the JSON reports of the shards of one scan (`scan --shard k/n`) as one scan
// result, the same as the scan would have given unsharded. Each shard checked its own files against the
// whole repository's workspace, so their findings add up; the findings about exceptions (expired,
// unused) come from the sum of the shards' exception counts.

import type { Finding, ScanResult, Skipped } from '../model.js';
import { compareFindings, compareSkipped, tally } from '../model.js';
import { closePolicy, sumLedgers } from '../policy/stage.js';
import type { ShardSection } from './json.js';

export class MergeError extends Error {}

/** A shard's report as JSON.parse gives it, with where it was read (for messages). */
export interface ShardReport {
  readonly source: string;
  readonly json: unknown;
}

interface ShardJson {
  readonly version: number;
  readonly tool: { readonly name: string; readonly version: string };
  readonly kubernetesVersion: string;
  readonly findings: readonly Finding[];
  readonly skipped: readonly Skipped[];
  readonly notes: readonly string[];
  readonly summary: { readonly files: number; readonly documents: number; readonly resources: number };
  readonly repositoryPath?: string;
  readonly shard: ShardSection;
}

/** The merged scan, and where its root is in the repository when the shards said so. */
export interface Merged {
  readonly result: ScanResult;
  readonly repositoryPath?: string;
}

export function mergeShards(reports: readonly ShardReport[]): Merged {
  const shards = reports.map(readShard).sort((a, b) => a.shard.index - b.shard.index);
  const first = shards[0];
  if (!first) throw new MergeError('no reports to merge');
  const { count } = first.shard;
  const indexes = shards.map((s) => s.shard.index);
  const expected = Array.from({ length: count }, (_, i) => i + 1);
  if (shards.some((s) => s.shard.count !== count) || indexes.join() !== expected.join()) {
    throw new MergeError(
      `expected the reports of shards 1 to ${count} of ${count}, once each; got ${shards.map((s) => `${s.shard.index}/${s.shard.count} (${s.source})`).join(', ')}`,
    );
  }
  for (const s of shards) {
    if (
      s.kubernetesVersion !== first.kubernetesVersion ||
      s.tool.version !== first.tool.version ||
      s.repositoryPath !== first.repositoryPath
    ) {
      throw new MergeError(
        `${s.source} and ${first.source} come from different scans (tool version, kubernetesVersion or scan root differ)`,
      );
    }
  }
  const findings = [
    ...shards.flatMap((s) => s.findings),
    ...closePolicy(sumLedgers(shards.map((s) => s.shard.ledger))),
  ].sort(compareFindings);
  const skipped = shards.flatMap((s) => s.skipped).sort(compareSkipped);
  const sum = (key: 'files' | 'documents' | 'resources'): number =>
    shards.reduce((total, s) => total + s.summary[key], 0);
  const result: ScanResult = {
    findings,
    skipped,
    summary: {
      files: sum('files'),
      documents: sum('documents'),
      resources: sum('resources'),
      ...tally(findings),
    },
    kubernetesVersion: first.kubernetesVersion,
    notes: [...new Set(shards.flatMap((s) => s.notes))],
    internalErrors: shards.flatMap((s) => s.shard.internalErrors),
  };
  return { result, ...(first.repositoryPath !== undefined ? { repositoryPath: first.repositoryPath } : {}) };
}

function readShard({ source, json }: ShardReport): ShardJson & { readonly source: string } {
  const report = json as Partial<ShardJson> | null;
  if (
    typeof report !== 'object' ||
    report === null ||
    report.version !== 1 ||
    !Array.isArray(report.findings)
  ) {
    throw new MergeError(`${source} is not an admission-gate JSON report (--format json)`);
  }
  if (typeof report.shard !== 'object') {
    throw new MergeError(`${source} is the report of a whole scan, not of a shard (scan --shard K/N)`);
  }
  return { ...(report as ShardJson), source };
}
