// Builds the CRD registry from a folder of CRDs (default: ../shared/corpus/crds) and reports the CPU time
// per MB of CRD YAML, split into parsing (the YAML layer) and reading + compiling the CRDs (src/crd/), and
// the heap the finished registry keeps. CPU time, not wall time: the figure stays meaningful on a busy host.
//
//   node --expose-gc --import tsx bench/crd-registry.ts [folder] [rounds]

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_CONFIG } from '../src/config/config.js';
import { CrdRegistryBuilder } from '../src/crd/registry.js';
import { loadFile } from '../src/load/file.js';
import type { LoadedFile } from '../src/load/file.js';
import { listTree } from '../src/source/files.js';
import { buildWorkspace } from '../src/workspace.js';

const folder = path.resolve(process.argv[2] ?? path.join('..', 'shared', 'corpus', 'crds'));
const rounds = Number(process.argv[3] ?? 3);
const files = fs
  .readdirSync(folder)
  .filter((f) => /\.(ya?ml|json)$/.test(f))
  .map((f) => fs.readFileSync(path.join(folder, f)));
const megabytes = files.reduce((sum, f) => sum + f.length, 0) / 1e6;
const emptyRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'crd-registry-bench-'));
const config = { ...DEFAULT_CONFIG, crds: { paths: [folder], schemaDirs: [] } };
const gc = (globalThis as { gc?: () => void }).gc;

function cpuSeconds(run: () => void): number {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1e6;
}
const perMB = (s: number): string => `${((s / megabytes) * 1000).toFixed(0)} ms/MB`;

console.log(`${files.length} files, ${megabytes.toFixed(1)} MB from ${folder}`);
for (let round = 1; round <= rounds; round++) {
  let loaded: LoadedFile[] = [];
  const parse = cpuSeconds(() => {
    loaded = files.map((bytes) => loadFile({ path: 'crd.yaml', bytes }, Infinity));
  });
  const compile = cpuSeconds(() => {
    const builder = new CrdRegistryBuilder();
    for (const file of loaded)
      for (const r of file.resources) builder.add(r, { rank: 0, inRepository: true });
    builder.build();
  });
  loaded = [];
  gc?.();
  const before = process.memoryUsage().heapUsed;
  let registry: unknown;
  const total = cpuSeconds(() => {
    registry = buildWorkspace(listTree(emptyRoot), config);
  });
  gc?.();
  const heap = gc ? `; registry heap ${((process.memoryUsage().heapUsed - before) / 1e6).toFixed(1)} MB` : '';
  console.log(
    `round ${round}: buildWorkspace ${total.toFixed(2)} s CPU (${perMB(total)}) = ` +
      `parse ${parse.toFixed(2)} s (${perMB(parse)}) + read and compile CRDs ${compile.toFixed(2)} s (${perMB(compile)})${heap}`,
  );
  void registry;
}
fs.rmSync(emptyRoot, { recursive: true, force: true });
