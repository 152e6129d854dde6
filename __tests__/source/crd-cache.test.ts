// The compiled-CRD cache: the same files give the same findings from the cache as compiled, a change to
// a CRD's bytes, to the CRD sources or their order is a new entry, and a broken entry is a miss.

import { describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import type { CliRun } from '../helpers.js';
import { makeRepo, runCli, writeFiles } from '../helpers.js';
import { crdYaml, withSpec } from '../rules/unknown-fields/crd.js';

const crd = (field: string): string =>
  crdYaml({ schema: withSpec({ type: 'object', properties: { [field]: { type: 'integer' } } }) });
const widget = 'apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: w}\nspec: {replicas: 1}\n';

const scan = (dir: string, cache: string, ...args: string[]): Promise<CliRun> =>
  runCli(['scan', '.', '--format', 'json', ...args], dir, { ADMISSION_GATE_CACHE_DIR: cache });

// The compiled registries (a scan also keeps what it learnt of files older than a few seconds).
const entries = (cache: string): string[] =>
  fs.existsSync(cache)
    ? fs
        .readdirSync(cache)
        .filter((n) => n.startsWith('crd-registry-'))
        .sort()
    : [];

const findings = (run: CliRun): string[] =>
  (JSON.parse(run.stdout) as { findings: { rule: string; path: string }[] }).findings.map(
    (f) => `${f.rule} ${f.path}`,
  );

describe('the compiled-CRD cache', () => {
  it('gives the report a compiled registry gives, and a new entry when a CRD changes', async () => {
    const dir = makeRepo({ 'crds/widget.yaml': crd('replicas'), 'widget.yaml': widget });
    const cache = makeRepo({});
    const compiled = await scan(dir, cache, '--no-cache');
    expect(entries(cache)).toEqual([]);
    const first = await scan(dir, cache);
    expect(entries(cache)).toHaveLength(1);
    const cached = await scan(dir, cache);
    expect(cached.stdout).toBe(compiled.stdout);
    expect(first.stdout).toBe(compiled.stdout);
    expect(findings(cached)).toEqual([]);

    writeFiles(dir, { 'crds/widget.yaml': crd('size') });
    const changed = await scan(dir, cache);
    expect(findings(changed)).toEqual(['unknown-fields spec.replicas']);
    expect(entries(cache)).toHaveLength(2);
  });

  it('keys the entry by the configured sources and their order, and reads a broken entry as a miss', async () => {
    const dir = makeRepo({ 'widget.yaml': widget });
    const outside = makeRepo({ 'a/widget.yaml': crd('replicas'), 'b/widget.yaml': crd('size') });
    const cache = makeRepo({});
    const [a, b] = [path.join(outside, 'a'), path.join(outside, 'b')];
    // A later crds.paths entry replaces an earlier one's definition of the same kind.
    expect(findings(await scan(dir, cache, '--crds', a, '--crds', b))).toEqual([
      'unknown-fields spec.replicas',
    ]);
    expect(findings(await scan(dir, cache, '--crds', b, '--crds', a))).toEqual([]);
    expect(entries(cache)).toHaveLength(2);
    for (const entry of entries(cache)) fs.writeFileSync(path.join(cache, entry), 'not a cache entry');
    expect(findings(await scan(dir, cache, '--crds', a, '--crds', b))).toEqual([
      'unknown-fields spec.replicas',
    ]);
  });
});
