// `npm run bench:schemas`: what the bundled schemas of the built-in kinds cost (README, Performance).
// - the bundle: compressed size of each release (its segments) and of the whole file, and the size of dist/;
// - reading a release as a scan first meets it, in a fresh process (cold, as the JIT finds it): CPU time of
//   decompressing and parsing its segments and the lifecycle table, then of compiling every schema node a
//   Deployment reaches;
// - cold start: `node dist/cli.js scan FILE` of one file with a custom resource only (the bundle is not read)
//   and of one file with a Deployment (the bundle and one release are), interleaved, medians;
// - `node dist/cli.js scan ../shared/corpus/real --crds ../shared/corpus/crds`, best of N.
// With `--before DIST`, another build's dist/ (e.g. main's, from `git archive main dist | tar -x -C DIR`) is
// measured the same way, interleaved, for the deltas.
//
//   npm run bench:schemas -- [--before DIR/dist] [--rounds N]

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';
import { readBundle } from '../src/builtin/bundle.js';
import { BuiltinStructurals } from '../src/builtin/structural.js';
import type { BundleIndex } from '../src/builtin/bundle-format.js';

const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    rounds: { type: 'string', default: '3' },
    // Internal: one cold read of a release, in a child process of this script.
    'read-release': { type: 'string' },
  },
});
if (values['read-release'] !== undefined) {
  const release = values['read-release'];
  const start = process.cpuUsage();
  const bundle = readBundle(
    fs.readFileSync(new URL('../src/builtin/kubernetes-schemas.bin', import.meta.url)),
  );
  void bundle.lifecycle.served;
  const read = bundle.release(release);
  const afterRead = process.cpuUsage(start);
  walk(new BuiltinStructurals(read).ofKind('apps/v1/Deployment'));
  const all = process.cpuUsage(start);
  const ms = (u: NodeJS.CpuUsage): number => (u.user + u.system) / 1000;
  console.log(JSON.stringify({ read: ms(afterRead), compile: ms(all) - ms(afterRead) }));
  process.exit(0);
}
const ROUNDS = Number(values.rounds);
const COLD_RUNS = 15;
const HERE = path.dirname(new URL(import.meta.url).pathname);
const PROJECT = path.resolve(HERE, '..');
const CORPUS = path.resolve(PROJECT, '..', 'shared', 'corpus');
const BUNDLE = path.join(PROJECT, 'src', 'builtin', 'kubernetes-schemas.bin');
const builds = [
  { name: 'this build', dist: path.join(PROJECT, 'dist') },
  ...(values.before ? [{ name: 'before', dist: path.resolve(values.before) }] : []),
];
for (const b of builds) {
  if (!fs.existsSync(path.join(b.dist, 'cli.js')))
    throw new Error(`${b.dist}/cli.js is missing: build it first`);
}

const fmt = (n: number, digits = 0): string =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const kib = (bytes: number): string => `${fmt(bytes / 1024, 1)} KiB`;
const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 === 1 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

function wallMs(args: readonly string[], cwd = PROJECT): number {
  const start = process.hrtime.bigint();
  const child = spawnSync(process.execPath, args, { cwd, stdio: 'ignore' });
  // 1: findings, which the files have on purpose.
  if (child.status !== 0 && child.status !== 1)
    throw new Error(`node ${args.join(' ')} exited ${child.status}`);
  return Number(process.hrtime.bigint() - start) / 1e6;
}

function dirBytes(dir: string, filter: (file: string) => boolean = () => true): number {
  let total = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (e.isFile() && filter(e.name)) total += fs.statSync(path.join(e.parentPath, e.name)).size;
  }
  return total;
}

// The bundle.
const bytes = fs.readFileSync(BUNDLE);
const indexLength = bytes.readUInt32LE(0);
const index = JSON.parse(bytes.toString('utf8', 4, 4 + indexLength)) as BundleIndex;
const segmentBytes = (s: { offset: number; length: number }): Buffer =>
  bytes.subarray(4 + indexLength + s.offset, 4 + indexLength + s.offset + s.length);
const lines = [
  `bundle ${path.relative(PROJECT, BUNDLE)}: ${kib(bytes.length)}, ${index.segments.length} segments`,
  '',
  '| release | compressed (its segments) | decompressed | definitions | first read (+ lifecycle), CPU, cold | + compile all a Deployment reaches, CPU |',
  '|---|---:|---:|---:|---:|---:|',
];
/** One cold read of a release in a fresh process: CPU ms of reading it and of compiling a Deployment. */
function coldRead(release: string): { read: number; compile: number } {
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(HERE, 'builtin-schemas.ts'), '--read-release', release],
    { cwd: PROJECT, encoding: 'utf8' },
  );
  if (child.status !== 0) throw new Error(`reading ${release} failed: ${child.stderr}`);
  return JSON.parse(child.stdout) as { read: number; compile: number };
}
for (const [bit, version] of index.versions.entries()) {
  const mine = index.segments.filter((s) => (s.versions >> bit) & 1);
  const runs = Array.from({ length: 5 }, () => coldRead(version));
  const definitions = readBundle(bytes).release(version).definitions.size;
  const compressed = mine.reduce((sum, s) => sum + s.length, 0);
  const decompressed = mine.reduce((sum, s) => sum + zlib.brotliDecompressSync(segmentBytes(s)).length, 0);
  lines.push(
    `| ${version} | ${kib(compressed)} | ${kib(decompressed)} | ${definitions} | ${fmt(median(runs.map((r) => r.read)), 1)} ms | ${fmt(median(runs.map((r) => r.compile)), 1)} ms |`,
  );
}
lines.push(`| lifecycle table | ${kib(index.lifecycle.length)} | | | | |`, '');

/** Resolves every node a Deployment reaches, as checking a big Deployment would. */
function walk(node: ReturnType<BuiltinStructurals['ofKind']>, seen = new Set<unknown>()): void {
  if (!node || seen.has(node)) return;
  seen.add(node);
  for (const child of node.properties.values()) walk(child, seen);
  walk(node.items, seen);
  if (node.additionalProperties) walk(node.additionalProperties, seen);
}

// dist/
const distLine = (b: { name: string; dist: string }): string =>
  `| ${b.name} | ${kib(dirBytes(b.dist))} | ${kib(dirBytes(b.dist, (f) => !f.endsWith('.map')))} | ${kib(dirBytes(b.dist, (f) => f.endsWith('.bin')))} |`;
lines.push('| dist/ | all files | without source maps | of which schema bundles |', '|---|---:|---:|---:|');
lines.push(...builds.map(distLine), '');

// Cold start and the corpus scan, interleaved between builds.
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'admission-gate-schemas-bench-'));
fs.writeFileSync(
  path.join(work, 'custom.yaml'),
  'apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: w}\nspec: {size: 1}\n',
);
fs.writeFileSync(
  path.join(work, 'builtin.yaml'),
  'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web}\nspec:\n  replicas: 2\n  selector: {matchLabels: {app: web}}\n  template:\n    metadata: {labels: {app: web}}\n    spec:\n      containers: [{name: web, image: nginx, ports: [{containerPort: 80}]}]\n',
);
const cold = new Map<string, number[]>();
const record = (key: string, ms: number): void => {
  cold.set(key, [...(cold.get(key) ?? []), ms]);
};
for (let i = 0; i < COLD_RUNS; i++) {
  record('bare', wallMs(['-e', '0']));
  for (const b of builds) {
    for (const file of ['custom.yaml', 'builtin.yaml']) {
      record(`${b.name} ${file}`, wallMs([path.join(b.dist, 'cli.js'), 'scan', file], work));
    }
  }
}
const corpus = new Map<string, number[]>();
if (fs.existsSync(CORPUS)) {
  for (let round = 0; round < ROUNDS; round++) {
    for (const b of builds) {
      const args = [
        path.join(b.dist, 'cli.js'),
        'scan',
        'real',
        '--crds',
        'crds',
        '--format',
        'json',
        '--output',
        path.join(work, 'report.json'),
      ];
      corpus.set(b.name, [...(corpus.get(b.name) ?? []), wallMs(args, CORPUS)]);
    }
  }
}
fs.rmSync(work, { recursive: true, force: true });

lines.push(
  `| \`node dist/cli.js scan FILE\` (bare \`node -e 0\`: ${fmt(median(cold.get('bare') ?? []))} ms), median of ${COLD_RUNS} | custom resource only | a Deployment |`,
  '|---|---:|---:|',
  ...builds.map(
    (b) =>
      `| ${b.name} | ${fmt(median(cold.get(`${b.name} custom.yaml`) ?? []))} ms | ${fmt(median(cold.get(`${b.name} builtin.yaml`) ?? []))} ms |`,
  ),
  '',
);
if (corpus.size > 0) {
  lines.push(
    `| \`scan ../shared/corpus/real --crds ../shared/corpus/crds\`, best of ${ROUNDS} | wall time |`,
    '|---|---:|',
    ...builds.map((b) => `| ${b.name} | ${fmt(Math.min(...(corpus.get(b.name) ?? [])))} ms |`),
    '',
  );
}
lines.push(
  `node ${process.version}, ${os.availableParallelism()} cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log(lines.join('\n'));
