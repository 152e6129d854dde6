// `npm run bench`: the whole-scan benchmark of the README's Performance section. Builds a tree of real
// manifests with ../shared/corpus/scale.mjs, then measures on the same files, each in its own process:
// (a) the floor, read + js-yaml loadAll; (b) yaml parseAllDocuments; (c) `node dist/cli.js scan` with
// every rule on (bench/config.yaml) and the corpus CRDs, JSON to a file, at --jobs 1 and 2.
// Also the CLI's cold start, a 10-file changed-set scan, and the API requests the Action (dist/index.js)
// makes for a 10-file pull request, counted by the end-to-end tests' fake GitHub (run through jest, in
// __tests__/action/shards.test.ts). Rounds interleave the measurements so that
// load from other work on the machine spreads over all of them; times are medians. Wall time is what a
// user waits; CPU time (all threads, V8's compiler and GC threads included) moves less with the load.
//
// And the peak RSS of the full scan in one thread on a tree of --rss-files files (bench/tree-rss), against
// the same on the first tree, to see whether memory grows with the tree.
//
//   npm run bench -- [--files N] [--rounds R] [--skip-yaml] [--rss-files N (0: not measured)]

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { median, tenChangedFiles, timeAction } from './common.js';
import type { ActionBuildRuns } from './common.js';

const { values } = parseArgs({
  options: {
    files: { type: 'string', default: '10000' },
    rounds: { type: 'string', default: '3' },
    'skip-yaml': { type: 'boolean', default: false },
    'rss-files': { type: 'string', default: '30000' },
  },
});
const FILES = Number(values.files);
const ROUNDS = Number(values.rounds);
const RSS_FILES = Number(values['rss-files']);
const COLD_RUNS = 15;

const HERE = path.dirname(new URL(import.meta.url).pathname);
const PROJECT = path.resolve(HERE, '..');
const CORPUS = path.resolve(PROJECT, '..', 'shared', 'corpus');
const TREE = path.join(HERE, 'tree');
const RSS_TREE = path.join(HERE, 'tree-rss');
const CLI = path.join(PROJECT, 'dist', 'cli.js');
const CONFIG = path.join(HERE, 'config.yaml');
const REPORT = path.join(os.tmpdir(), `admission-gate-bench-${process.pid}.json`);
const USAGE = path.join(os.tmpdir(), `admission-gate-bench-${process.pid}.usage.json`);

interface Run {
  readonly seconds: number;
  readonly cpuSeconds: number;
  readonly maxRssMiB: number;
}

/** Runs node with `args` in `cwd`; wall time from spawn to exit, CPU and peak RSS from the child itself. */
function runNode(args: readonly string[], cwd = PROJECT, okStatus: readonly number[] = [0]): Run {
  fs.rmSync(USAGE, { force: true });
  const start = process.hrtime.bigint();
  const child = spawnSync(process.execPath, ['--import', path.join(HERE, 'usage.mjs'), ...args], {
    cwd,
    env: { ...process.env, BENCH_USAGE_FILE: USAGE },
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (child.status === null || !okStatus.includes(child.status)) {
    throw new Error(`node ${args.join(' ')} exited ${child.status}: ${child.stderr}`);
  }
  const usage = JSON.parse(fs.readFileSync(USAGE, 'utf8')) as { maxRssKiB: number; cpuMicros: number };
  return { seconds, cpuSeconds: usage.cpuMicros / 1e6, maxRssMiB: usage.maxRssKiB / 1024 };
}

/** Wall time of a short command, without the usage hook (it would be part of what is measured). */
function wallMs(args: readonly string[]): number {
  const start = process.hrtime.bigint();
  const child = spawnSync(process.execPath, args, { cwd: PROJECT, stdio: 'ignore' });
  // Exit status 1 is a scan with findings.
  if (child.status !== 0 && child.status !== 1)
    throw new Error(`node ${args.join(' ')} exited ${child.status}`);
  return Number(process.hrtime.bigint() - start) / 1e6;
}

function treeBytes(dir: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && /\.ya?ml$/i.test(entry.name)) {
      total += fs.statSync(path.join(entry.parentPath, entry.name)).size;
    }
  }
  return total;
}

function buildTree(tree: string, files: number): void {
  const marker = path.join(tree, '.corpus-scale.json');
  const existing = fs.existsSync(marker)
    ? (JSON.parse(fs.readFileSync(marker, 'utf8')) as { nfiles?: number; all?: boolean })
    : undefined;
  if (existing?.nfiles === files && existing.all === false) return;
  const made = spawnSync(process.execPath, [path.join(CORPUS, 'scale.mjs'), tree, String(files)], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (made.status !== 0) throw new Error('scale.mjs failed');
}

const scanArgs = (
  jobs: number | undefined,
  paths: readonly string[] = [TREE],
  extra: readonly string[] = [],
  report = REPORT,
): string[] => [
  CLI,
  'scan',
  ...paths,
  '--config',
  CONFIG,
  '--crds',
  path.join(CORPUS, 'crds'),
  '--format',
  'json',
  '--output',
  report,
  ...(jobs === undefined ? [] : ['--jobs', String(jobs)]),
  ...extra,
];

/** A report's findings, for the byte-identical checks (a shard merge's report has no shard section). */
function findingsOf(file: string): string {
  return JSON.stringify((JSON.parse(fs.readFileSync(file, 'utf8')) as { findings: unknown }).findings);
}

/** The tree as a git repository (once): the base commit of the --base measurement. */
function commitTree(): void {
  if (fs.existsSync(path.join(TREE, '.git'))) return;
  const git = (...args: string[]): void => {
    const run = spawnSync('git', args, {
      cwd: TREE,
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'bench',
        GIT_AUTHOR_EMAIL: 'bench@example.com',
        GIT_COMMITTER_NAME: 'bench',
        GIT_COMMITTER_EMAIL: 'bench@example.com',
      },
    });
    if (run.status !== 0) throw new Error(`git ${args.join(' ')}: ${run.stderr.toString()}`);
  };
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-q', '-m', 'base');
}

/** The Action's requests for a 10-file pull request, as the end-to-end test counts them. */
function actionRequests(): { reads: number; posting: number } {
  const file = path.join(os.tmpdir(), `admission-gate-bench-${process.pid}.requests.json`);
  const jest = spawnSync(
    process.execPath,
    [path.join(PROJECT, 'node_modules/jest/bin/jest.js'), '__tests__/action/shards.test.ts', '-t', '10-file'],
    {
      cwd: PROJECT,
      env: {
        ...process.env,
        NODE_OPTIONS: '--experimental-vm-modules',
        ADMISSION_GATE_BENCH_REQUESTS: file,
      },
      encoding: 'utf8',
    },
  );
  if (jest.status !== 0 || !fs.existsSync(file)) throw new Error(`the request count failed: ${jest.stderr}`);
  const counted = JSON.parse(fs.readFileSync(file, 'utf8')) as { reads: number; posting: number };
  fs.rmSync(file);
  return counted;
}

/** The Action on the CLI's 10-file change, in a pull request. */
function actionTenFiles(changed: readonly string[]): ActionBuildRuns {
  const [runs] = timeAction({ tree: TREE, changed, rounds: Math.max(ROUNDS, 3) });
  if (!runs) throw new Error("the Action's 10-file run measured nothing");
  return runs;
}

if (!fs.existsSync(CLI)) throw new Error('dist/cli.js is missing: run npm run build:cli first');
if (!fs.existsSync(CORPUS)) throw new Error(`the corpus is missing: ${CORPUS}`);
buildTree(TREE, FILES);
const bytes = treeBytes(TREE);
const load = (): string =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const loadBefore = load();

const cores = os.availableParallelism();
const measured = [
  { name: '(a) floor: read + js-yaml 4 loadAll', args: [path.join(HERE, 'parse-tree.mjs'), 'js-yaml', TREE] },
  ...(values['skip-yaml']
    ? []
    : [{ name: '(b) yaml 2 parseAllDocuments', args: [path.join(HERE, 'parse-tree.mjs'), 'yaml', TREE] }]),
  { name: '(c) admission-gate scan --jobs 1', args: scanArgs(1) },
  // How a second thread scales here (the default uses one core fewer than there are).
  ...(cores > 1 ? [{ name: '(c) admission-gate scan --jobs 2', args: scanArgs(2) }] : []),
];
const runs = new Map<string, Run[]>(measured.map((m) => [m.name, []]));
for (let round = 1; round <= ROUNDS; round++) {
  for (const m of measured) {
    // Exit status 1 is a scan with findings, which the corpus has.
    runs.get(m.name)?.push(runNode(m.args, PROJECT, [0, 1]));
    process.stderr.write('.');
  }
}
const summary = (
  JSON.parse(fs.readFileSync(REPORT, 'utf8')) as { summary: { files: number; resources: number } }
).summary;

// Findings are the same however the scan runs: in two threads, in two shards merged, from the cache.
const identical: string[] = [];
const same = (what: string, a: string, b: string): void => {
  if (findingsOf(a) !== findingsOf(b)) throw new Error(`${what}: the findings differ from the plain scan's`);
  identical.push(what);
};
const plain = `${REPORT}.plain.json`;
runNode(scanArgs(1, [TREE], ['--no-cache'], plain), PROJECT, [0, 1]);
runNode(scanArgs(1, [TREE], [], `${REPORT}.cached.json`), PROJECT, [0, 1]);
same('cached CRDs', plain, `${REPORT}.cached.json`);
runNode(scanArgs(2, [TREE], [], `${REPORT}.jobs2.json`), PROJECT, [0, 1]);
same('--jobs 2', plain, `${REPORT}.jobs2.json`);

// Two shards, each in its own process, and their merge: CPU time summed against one full scan's.
const shardCpu: number[] = [];
const fullCpu: number[] = [];
for (let round = 1; round <= ROUNDS; round++) {
  fullCpu.push(runNode(scanArgs(1), PROJECT, [0, 1]).cpuSeconds);
  let cpu = 0;
  for (const k of [1, 2]) {
    cpu += runNode(
      scanArgs(1, [TREE], ['--shard', `${k}/2`], `${REPORT}.shard${k}.json`),
      PROJECT,
      [0, 1],
    ).cpuSeconds;
  }
  shardCpu.push(cpu);
}
runNode(
  [
    CLI,
    'merge',
    `${REPORT}.shard1.json`,
    `${REPORT}.shard2.json`,
    '--format',
    'json',
    '--output',
    `${REPORT}.merged.json`,
  ],
  PROJECT,
  [0, 1],
);
same('two shards merged', plain, `${REPORT}.merged.json`);

// A pull request's changed files: ten spread over the tree, scanned from the tree's root, with the
// tree's git history as the base (each of the ten gains a label, as a change would).
commitTree();
const changed = tenChangedFiles(TREE);
const originals = changed.map((f) => fs.readFileSync(path.join(TREE, f)));
const tenFiles: Run[] = [];
try {
  for (const f of changed) fs.appendFileSync(path.join(TREE, f), '\n# changed by the benchmark\n');
  for (let i = 0; i < Math.max(ROUNDS, 5); i++)
    tenFiles.push(runNode(scanArgs(undefined, changed, ['--base', 'main']), TREE, [0, 1]));
} finally {
  changed.forEach((f, i) => fs.writeFileSync(path.join(TREE, f), originals[i] ?? ''));
}

const actionTen = actionTenFiles(changed);

// Peak RSS on a bigger tree: the goal is a bound that does not grow with the tree.
const rssRuns: number[] = [];
if (RSS_FILES > 0) {
  buildTree(RSS_TREE, RSS_FILES);
  for (let i = 0; i < ROUNDS; i++) {
    rssRuns.push(runNode(scanArgs(1, [RSS_TREE], [], `${REPORT}.rss.json`), PROJECT, [0, 1]).maxRssMiB);
  }
}

// Cold start of a one-file scan with the 56 CRDs: compiled once into the cache, then read from it.
const one = fs.mkdtempSync(path.join(os.tmpdir(), 'admission-gate-bench-one-'));
fs.copyFileSync(path.join(TREE, changed[0] ?? ''), path.join(one, 'manifest.yaml'));
const oneFile = (extra: readonly string[]): string[] =>
  scanArgs(undefined, [one], extra, `${REPORT}.one.json`);
runNode(oneFile([]), PROJECT, [0, 1]);
const oneCached: number[] = [];
const oneCompiled: number[] = [];
for (let i = 0; i < COLD_RUNS; i++) {
  oneCached.push(wallMs(oneFile([])));
  oneCompiled.push(wallMs(oneFile(['--no-cache'])));
}
fs.rmSync(one, { recursive: true, force: true });

// Interleaved, like the rounds above: bare Node.js, --version, rules, again and again.
const coldRuns = { bare: [] as number[], version: [] as number[], rules: [] as number[] };
for (let i = 0; i < COLD_RUNS; i++) {
  coldRuns.bare.push(wallMs(['-e', '0']));
  coldRuns.version.push(wallMs([CLI, '--version']));
  coldRuns.rules.push(wallMs([CLI, 'rules']));
}
const requests = actionRequests();
const bareNode = median(coldRuns.bare);
const version = median(coldRuns.version);
const rules = median(coldRuns.rules);
process.stderr.write('\n');

const mib = bytes / 1024 / 1024;
const fmt = (n: number, digits = 0): string =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const floor = median(runs.get(measured[0]?.name ?? '')?.map((r) => r.seconds) ?? []);
const fullWall = median(runs.get('(c) admission-gate scan --jobs 1')?.map((r) => r.seconds) ?? []);
const tenMs = median(tenFiles.map((r) => r.seconds)) * 1000;
const lines = [
  `${fmt(summary.files)} files, ${fmt(mib, 1)} MiB, ${fmt(summary.resources)} resources (corpus/scale.mjs ${FILES}); ` +
    `node ${process.version}, ${cores} cores, load average ${loadBefore} before, ${load()} after; medians of ${ROUNDS}`,
  '',
  '| run | wall time | CPU time | files/s | resources/s | MiB/s | peak RSS | ratio to (a) |',
  '|---|---:|---:|---:|---:|---:|---:|---:|',
];
for (const m of measured) {
  const all = runs.get(m.name) ?? [];
  const seconds = median(all.map((r) => r.seconds));
  lines.push(
    `| ${m.name} | ${fmt(seconds, 2)} s | ${fmt(median(all.map((r) => r.cpuSeconds)), 2)} s | ` +
      `${fmt(summary.files / seconds)} | ${fmt(summary.resources / seconds)} | ${fmt(mib / seconds, 1)} | ` +
      `${fmt(median(all.map((r) => r.maxRssMiB)))} MiB | ${fmt(seconds / floor, 2)} |`,
  );
}
lines.push(
  '',
  '| other | median |',
  '|---|---:|',
  `| cold start: \`node dist/cli.js --version\` (bare \`node -e 0\`: ${fmt(bareNode)} ms) | ${fmt(version)} ms |`,
  `| cold start: \`node dist/cli.js rules\` | ${fmt(rules)} ms |`,
  `| 10-file change with \`--base main\` (whole-repository workspace pass included) | ${fmt(tenMs)} ms (${fmt(tenMs / 1000 / fullWall, 2)}× the full scan), peak RSS ${fmt(median(tenFiles.map((r) => r.maxRssMiB)))} MiB |`,
  ...(['fresh', 'cached'] as const).map((kind) => {
    const ms = median(actionTen[kind].map((r) => r.seconds)) * 1000;
    const folder =
      kind === 'fresh'
        ? 'an empty cache folder (a GitHub-hosted runner)'
        : 'the compiled CRDs restored (actions/cache)';
    return `| the same change as a pull request, through the Action (\`dist/index.js\`, shallow checkout, base versions through the API), ${folder} | ${fmt(ms)} ms (${fmt(ms / 1000 / fullWall, 2)}× the full scan), CPU ${fmt(median(actionTen[kind].map((r) => r.cpuSeconds)), 2)} s, peak RSS ${fmt(median(actionTen[kind].map((r) => r.maxRssMiB)))} MiB |`;
  }),
  `| cold start: a one-file scan with the 56 CRDs, compiled CRDs from the cache | ${fmt(median(oneCached))} ms |`,
  `| cold start: the same with \`--no-cache\` (the CRDs parsed and compiled) | ${fmt(median(oneCompiled))} ms |`,
  `| two shards (\`--shard 1/2\`, \`2/2\`): CPU time of both against one full scan's | ${fmt(median(shardCpu), 2)} s / ${fmt(median(fullCpu), 2)} s = ${fmt(median(shardCpu) / median(fullCpu), 2)}× |`,
  ...(rssRuns.length > 0
    ? [
        `| peak RSS of the full scan in one thread on ${fmt(RSS_FILES)} files (scale.mjs ${RSS_FILES}; on the first tree: ${fmt(median(runs.get('(c) admission-gate scan --jobs 1')?.map((r) => r.maxRssMiB) ?? []))} MiB) | ${fmt(median(rssRuns))} MiB (${rssRuns.map((r) => fmt(r)).join(', ')}) |`,
      ]
    : []),
  `| findings byte-identical to a plain scan (\`--no-cache\`, one thread) | ${identical.join(', ')} |`,
  `| the Action on a 10-file pull request, shallow checkout: API requests | ${requests.reads} to read, ${requests.posting} to post results |`,
);
console.log(lines.join('\n'));
fs.rmSync(REPORT, { force: true });
for (const suffix of ['plain', 'cached', 'jobs2', 'shard1', 'shard2', 'merged', 'one', 'rss'])
  fs.rmSync(`${REPORT}.${suffix}.json`, { force: true });
fs.rmSync(USAGE, { force: true });
