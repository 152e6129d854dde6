// Writes __tests__/fixtures/psa/ in the layout of upstream's test/testdata: for each level and each
// policy version where a check or a minimal pod changes, pass/<check><n>.yaml and fail/<check><n>.yaml
// for every check in force, and pass/base*.yaml. Run: npx tsx scripts/psa-fixtures/main.ts

import fs from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import { REGISTRATIONS } from './generators.js';
import type { Generator } from './generators.js';
import { atVersion, MINIMAL_OS_PODS, MINIMAL_PODS } from './pods.js';
import type { Level, Pod } from './pods.js';

const OUT = path.join(import.meta.dirname, '../../__tests__/fixtures/psa');
const LEVELS: readonly Level[] = ['baseline', 'restricted'];

/** Checks by ID: the level of their first registration and the versions they have generators for. */
const checks = new Map<string, { level: Level; generators: Map<number, Generator> }>();
for (const r of REGISTRATIONS) {
  const check = checks.get(r.check) ?? { level: r.level, generators: new Map() };
  check.generators.set(r.version, r.generator);
  checks.set(r.check, check);
}

const versions = [
  ...new Set([
    ...REGISTRATIONS.map((r) => r.version),
    ...Object.values(MINIMAL_PODS).flatMap((m) => [...m.keys()]),
    ...Object.values(MINIMAL_OS_PODS).flatMap((m) => [...m.keys()]),
  ]),
].sort((a, b) => a - b);

function write(file: string, pod: Pod): void {
  const manifest = {
    apiVersion: 'v1',
    kind: 'Pod',
    ...pod,
    metadata: { ...pod.metadata, name: path.basename(file, '.yaml') },
  };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(
    file,
    stringify(manifest, { sortMapEntries: true, indentSeq: false, aliasDuplicateObjects: false }),
  );
}

for (const level of LEVELS) fs.rmSync(path.join(OUT, level), { recursive: true, force: true });
for (const level of LEVELS) {
  for (const version of versions) {
    const dir = path.join(OUT, level, `v1.${version}`);
    const base = atVersion(MINIMAL_PODS[level], version)!;
    write(path.join(dir, 'pass', 'base.yaml'), base);
    if (level === 'restricted') {
      write(path.join(dir, 'pass', 'base_linux.yaml'), atVersion(MINIMAL_OS_PODS.linux, version)!);
      write(path.join(dir, 'pass', 'base_windows.yaml'), atVersion(MINIMAL_OS_PODS.windows, version)!);
    }
    for (const [id, check] of checks) {
      if (Math.min(...check.generators.keys()) > version) continue;
      if (level === 'baseline' && check.level === 'restricted') continue;
      const generator = atVersion(check.generators, version)!;
      const name = id.toLowerCase();
      generator
        .pass(structuredClone(base), level)
        .forEach((pod, i) => write(path.join(dir, 'pass', `${name}${i}.yaml`), pod));
      generator
        .fail(structuredClone(base))
        .forEach((pod, i) => write(path.join(dir, 'fail', `${name}${i}.yaml`), pod));
    }
  }
}
