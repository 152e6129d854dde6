// `npx tsx bench/action-ab.ts REV_A REV_B [--rounds N]`: the Action on the benchmark's 10-file pull request
// (bench/action-change.bench.ts) with the bundles committed at two revisions, alternating run by run in one
// process, so that the machine's drift (a fifth or more within minutes here) falls on both alike. Each
// revision's dist/ comes from git as committed, with its commit's time on every file (so each keeps its
// own CRD cache entry): a claim about a change can be checked from its commits. Needs bench/tree, which
// `npm run bench` makes.

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { median, tenChangedFiles, timeAction } from './common.js';
import type { ActionRun } from './common.js';

const { values, positionals } = parseArgs({
  options: { rounds: { type: 'string', default: '6' } },
  allowPositionals: true,
});
const [revA, revB] = positionals;
if (positionals.length !== 2 || revA === undefined || revB === undefined) {
  throw new Error('usage: npx tsx bench/action-ab.ts REV_A REV_B [--rounds N]');
}
const HERE = path.dirname(new URL(import.meta.url).pathname);
const PROJECT = path.resolve(HERE, '..');
const TREE = path.join(HERE, 'tree');
if (!fs.existsSync(path.join(TREE, '.git'))) throw new Error('bench/tree is missing: run npm run bench once');

/** The Action's entry as committed at `rev`, in a folder of its own. */
function committedAction(rev: string, into: string): string {
  const archive = spawnSync('git', ['archive', '--format=tar', rev, 'dist'], {
    cwd: PROJECT,
    maxBuffer: 1 << 30,
  });
  if (archive.status !== 0) throw new Error(`git archive ${rev}: ${archive.stderr.toString()}`);
  const tar = spawnSync('tar', ['-x', '-C', into], { input: archive.stdout });
  if (tar.status !== 0) throw new Error(`tar: ${tar.stderr.toString()}`);
  return path.join(into, 'dist', 'index.js');
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'admission-gate-ab-'));
try {
  const builds = [revA, revB].map((rev, i) => {
    const into = path.join(scratch, String(i));
    fs.mkdirSync(into);
    return committedAction(rev, into);
  });
  const [a, b] = timeAction({
    tree: TREE,
    changed: tenChangedFiles(TREE),
    rounds: Number(values.rounds),
    builds,
  });
  if (!a || !b) throw new Error('the Action was measured for fewer than two builds');
  const seconds = (runs: readonly ActionRun[]): string =>
    `${median(runs.map((r) => r.seconds)).toFixed(3)} s`;
  const faster = (x: readonly ActionRun[], y: readonly ActionRun[]): number =>
    y.filter((run, i) => run.seconds < (x[i]?.seconds ?? 0)).length;
  console.log(`the Action on a 10-file pull request, medians of ${a.fresh.length} alternating runs each`);
  console.log('| build | empty cache folder | cache folder restored |');
  console.log('|---|---:|---:|');
  console.log(`| ${revA} | ${seconds(a.fresh)} | ${seconds(a.cached)} |`);
  console.log(`| ${revB} | ${seconds(b.fresh)} | ${seconds(b.cached)} |`);
  console.log(
    `${revB} faster in ${faster(a.fresh, b.fresh)} of ${a.fresh.length} pairs (empty folder), ${faster(a.cached, b.cached)} of ${a.cached.length} (restored)`,
  );
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
