// What the benchmark's scripts share: the change they time, and how runs are summed up.

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const HERE = path.dirname(new URL(import.meta.url).pathname);
const PROJECT = path.resolve(HERE, '..');

/** One run of the Action: wall time, CPU time of its process (all threads), its peak RSS. */
export interface ActionRun {
  readonly seconds: number;
  readonly cpuSeconds: number;
  readonly maxRssMiB: number;
}

/** Each build's runs: with an empty cache folder and with one restored (bench/action-change.bench.ts). */
export interface ActionBuildRuns {
  readonly fresh: ActionRun[];
  readonly cached: ActionRun[];
}

/**
 * The ten files the benchmark's change touches: spread evenly over the tree's manifests in path order, so
 * that the CLI's `--base` run (bench/run.ts) and the Action's (bench/action-ab.ts) judge the same change.
 */
export function tenChangedFiles(tree: string): string[] {
  const manifests = fs
    .readdirSync(tree, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.yaml') && !f.startsWith('.git'))
    .sort();
  return Array.from({ length: 10 }, (_, i) => manifests[Math.floor((i * manifests.length) / 10)] ?? '');
}

export function median(xs: readonly number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/**
 * The Action on a pull request that changes `changed` in `tree`, through jest (bench/action-change.bench.ts):
 * `rounds` runs of each build (Action entries; default this checkout's dist/index.js), alternating.
 */
export function timeAction(options: {
  readonly tree: string;
  readonly changed: readonly string[];
  readonly rounds: number;
  readonly builds?: readonly string[];
}): ActionBuildRuns[] {
  const out = path.join(os.tmpdir(), `admission-gate-bench-${process.pid}.action.json`);
  const jest = spawnSync(
    process.execPath,
    [path.join(PROJECT, 'node_modules/jest/bin/jest.js'), '--config', path.join(HERE, 'jest.config.js')],
    {
      cwd: PROJECT,
      env: {
        ...process.env,
        NODE_OPTIONS: '--experimental-vm-modules',
        ADMISSION_GATE_BENCH_TREE: options.tree,
        ADMISSION_GATE_BENCH_CHANGED: JSON.stringify(options.changed),
        ADMISSION_GATE_BENCH_ROUNDS: String(options.rounds),
        ...(options.builds ? { ADMISSION_GATE_BENCH_BUILDS: JSON.stringify(options.builds) } : {}),
        ADMISSION_GATE_BENCH_OUT: out,
      },
      encoding: 'utf8',
    },
  );
  if (jest.status !== 0 || !fs.existsSync(out)) throw new Error(`the Action's runs failed: ${jest.stderr}`);
  const { builds } = JSON.parse(fs.readFileSync(out, 'utf8')) as { builds: ActionBuildRuns[] };
  fs.rmSync(out);
  return builds;
}
