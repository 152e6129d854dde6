// What the benchmark's scripts share: the change they time, and how runs are summed up.

import fs from 'node:fs';

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
