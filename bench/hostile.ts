// The worst shapes of hostile input measured for SECURITY.md: each is a small repository written as an
// attacker would, scanned by `node dist/cli.js scan` in its own process, with its wall time, CPU time
// and peak RSS. A run past the timeout is stopped and reported as such (what the code before the
// bounds did on several of them).
//
//   npm run build:cli && npx tsx bench/hostile.ts [--timeout SECONDS] [--only NAME]

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { timeout: { type: 'string', default: '300' }, only: { type: 'string' } },
});
const TIMEOUT_SECONDS = Number(values.timeout);
const HERE = path.dirname(new URL(import.meta.url).pathname);
const CLI = path.join(HERE, '..', 'dist', 'cli.js');
const USAGE = path.join(os.tmpdir(), `admission-gate-hostile-${process.pid}.usage.json`);

interface Shape {
  readonly name: string;
  readonly what: string;
  /** Files of the repository, path → content. */
  readonly files: () => Readonly<Record<string, string>>;
  readonly args?: readonly string[];
}

/** A word of `length` letters from a seed, unlike the others of its length (a fixed pseudo-random walk). */
function word(seed: number, length: number): string {
  let state = seed * 2654435761 + 1;
  let out = '';
  for (let i = 0; i < length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    out += String.fromCharCode(97 + ((state >>> 16) % 26));
  }
  return out;
}

function crdWithProperties(names: readonly string[]): string {
  const properties = names.map((n) => `                ${n}: {type: string}`).join('\n');
  return `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: widgets.example.com
spec:
  group: example.com
  names: {kind: Widget, plural: widgets}
  scope: Namespaced
  versions:
    - name: v1
      served: true
      storage: true
      schema:
        openAPIV3Schema:
          type: object
          properties:
            spec:
              type: object
              properties:
${properties}
`;
}

function widgetWithKeys(keys: readonly string[]): string {
  return `apiVersion: example.com/v1
kind: Widget
metadata:
  name: w
spec:
${keys.map((k) => `  ${k}: x`).join('\n')}
`;
}

const suggestions = (count: number, length: number): Shape => ({
  name: `suggestions-${count}x${length}`,
  what: `a CRD declaring ${count} properties of ${length} letters, a custom resource with ${count} unknown keys of ${length} letters`,
  files: () => ({
    'crd.yaml': crdWithProperties(Array.from({ length: count }, (_, i) => word(i, length))),
    'widget.yaml': widgetWithKeys(Array.from({ length: count }, (_, i) => word(i + count, length))),
  }),
});

const POD = 'apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec: {containers: [{name: c, image: i}]}\n';

const extglob: Shape = {
  name: 'glob-extglob',
  what: '1,000 files named with 236 letters a, excluded by *(a|a)*b.yaml (an extglob minimatch backtracks through)',
  files: () =>
    Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`d${i}/${'a'.repeat(236)}.yaml`, POD])),
  args: ['--exclude', '*(a|a)*b.yaml'],
};

const globstars: Shape = {
  name: 'glob-globstars',
  what: '1,000 files 2,000 folders deep, excluded by **/a/**/a/**/a/**/a/**/b.yaml',
  files: () =>
    Object.fromEntries(
      Array.from({ length: 1000 }, (_, i) => [`${i}/${Array(2000).fill('a').join('/')}.yaml`, POD]),
    ),
  args: ['--exclude', '**/a/**/a/**/a/**/a/**/b.yaml'],
};

const SHAPES: readonly Shape[] = [suggestions(2000, 60), suggestions(300, 1000), extglob, globstars];

interface Measured {
  readonly seconds: number;
  readonly cpuSeconds?: number;
  readonly maxRssMiB?: number;
  readonly stopped: boolean;
}

function measure(shape: Shape): Measured {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `hostile-${shape.name}-`));
  try {
    for (const [name, content] of Object.entries(shape.files())) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), content);
    }
    fs.rmSync(USAGE, { force: true });
    const start = process.hrtime.bigint();
    const child = spawnSync(
      process.execPath,
      ['--import', path.join(HERE, 'usage.mjs'), CLI, 'scan', '.', '--format', 'json', ...(shape.args ?? [])],
      {
        cwd: dir,
        env: { ...process.env, BENCH_USAGE_FILE: USAGE },
        timeout: TIMEOUT_SECONDS * 1000,
        maxBuffer: 1 << 30,
      },
    );
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    if (child.signal !== null) return { seconds, stopped: true };
    const usage = JSON.parse(fs.readFileSync(USAGE, 'utf8')) as { maxRssKiB: number; cpuMicros: number };
    return { seconds, cpuSeconds: usage.cpuMicros / 1e6, maxRssMiB: usage.maxRssKiB / 1024, stopped: false };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

console.log(
  `node ${process.version}, ${os.availableParallelism()} cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}\n`,
);
console.log('| shape | what | wall time | CPU time | peak RSS |');
console.log('| --- | --- | ---: | ---: | ---: |');
for (const shape of SHAPES.filter((s) => values.only === undefined || s.name === values.only)) {
  const m = measure(shape);
  const wall = m.stopped ? `> ${TIMEOUT_SECONDS} s (stopped)` : `${m.seconds.toFixed(2)} s`;
  const cpu = m.cpuSeconds !== undefined ? `${m.cpuSeconds.toFixed(2)} s` : '';
  const rss = m.maxRssMiB !== undefined ? `${m.maxRssMiB.toFixed(0)} MiB` : '';
  console.log(`| ${shape.name} | ${shape.what} | ${wall} | ${cpu} | ${rss} |`);
}
