// --jobs and --shard split a scan's work between threads and runners; they never change what it finds.

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { CORPUS, describeWithCorpus, makeGitRepo, makeRepo, runCli } from './helpers.js';
import type { JsonReport } from './helpers.js';
import { crdYaml, withSpec } from './rules/unknown-fields/crd.js';
import { deployment, service } from './policy/fixtures.js';
import { toolPath } from './render/tools.js';

const CONFIG = `rules:
  pod-security: {level: namespace, default: baseline}
  external-ip-cidr: {allowedCIDRs: [203.0.113.0/24]}
crds:
  schemaDirs: [schemas]
exceptions:
  - rules: [probe-host]
    namespaces: [legacy]
    reason: legacy probes, LEG-1
  - rules: [pod-security]
    names: [nothing-*]
    reason: matches nothing
  - rules: [unknown-fields]
    kinds: [Widget]
    names: [widget-1*]
    reason: expired waiver
    expires: 2025-01-01
`;

const namespace = (name: string, level: string): string =>
  `apiVersion: v1\nkind: Namespace\nmetadata:\n  name: ${name}\n  labels:\n    pod-security.kubernetes.io/enforce: ${level}\n`;

const pod = (name: string, ns: string, privileged: boolean): string =>
  `apiVersion: v1\nkind: Pod\nmetadata:\n  name: ${name}\n  namespace: ${ns}\nspec:\n  hostNetwork: ${privileged}\n  containers:\n    - name: app\n      image: ghcr.io/acme/app:1\n`;

const widget = (name: string, field: string): string =>
  `apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: ${name}\nspec:\n  ${field}: 3\n`;

/** Sixty files of every kind of input a scan meets, so that every chunk and shard has some. */
function repository(): { base: Record<string, string>; head: Record<string, string> } {
  const base: Record<string, string> = {
    '.admission-gate.yaml': CONFIG,
    'cluster/namespaces.yaml': `${namespace('shop', 'restricted')}---\n${namespace('legacy', 'baseline')}`,
    'crds/widget.yaml': crdYaml({
      schema: withSpec({ type: 'object', properties: { size: { type: 'integer' } } }),
    }),
    'schemas/example.org/gadget_v1.json': '[not a schema object]',
    // Rendered in the thread that starts the scan, by the shard its entry file hashes to.
    'kustomize/base/kustomization.yaml': 'resources:\n  - svc.yaml\n',
    'kustomize/base/svc.yaml': service('edge', ['203.0.113.7']),
    'kustomize/overlay/kustomization.yaml': 'namespace: shop\nresources:\n  - ../base\n',
    'misc/empty.yaml': '',
  };
  const head: Record<string, string> = {
    // The overlay adds an address to the base's Service: new against the base commit's render.
    'kustomize/overlay/kustomization.yaml':
      'namespace: shop\nresources:\n  - ../base\npatches:\n  - target: {kind: Service}\n    patch: |-\n      - op: add\n        path: /spec/externalIPs/-\n        value: 203.0.113.8\n',
  };
  for (let i = 0; i < 60; i++) {
    const ns = ['shop', 'legacy', 'default'][Math.floor(i / 6) % 3] ?? 'default';
    const file = `apps/${String(i).padStart(2, '0')}.yaml`;
    switch (i % 6) {
      case 0:
        head[file] = pod(`pod-${i}`, ns, i % 4 === 0);
        break;
      case 1:
        // Existing Services keep their address; the change adds one.
        base[file] = service(`svc-${i}`, ['203.0.113.7'], ns);
        head[file] = service(`svc-${i}`, ['203.0.113.7', `198.51.100.${i}`], ns);
        break;
      case 2:
        head[file] = widget(`widget-${i}`, i % 4 === 0 ? 'size' : 'sise');
        break;
      case 3:
        head[file] =
          deployment({ name: `web-${i}`, namespace: ns, image: 'nginx', host: '10.0.0.1' }) +
          `---\napiVersion: example.org/v1\nkind: Gadget\nmetadata:\n  name: gadget-${i}\n`;
        break;
      case 4:
        head[file] = deployment({ name: `quiet-${i}`, image: 'nginx', host: 'localhost' })
          .replace('name: quiet', 'annotations: {admission-gate.dev/ignore: unknown-rule}\n  name: quiet')
          .replace(
            '    host:',
            `    # admission-gate-ignore probe-host: tested on ${i}\n              host:`,
          );
        // Half the suppressions are in the base and count; the others are new, and notices.
        if (i % 12 === 4) base[file] = head[file];
        break;
      default:
        head[file] =
          i % 12 === 5 ? 'key: [unclosed\n' : `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: cm-${i}\n`;
    }
  }
  return { base, head };
}

let repo: string;
const out = makeRepo({});

beforeAll(() => {
  const { base, head } = repository();
  repo = makeGitRepo(base, head);
});

const NOW = new Date('2026-01-15T12:00:00Z');

const PATH = toolPath({ kubectl: true });
const scan = (...args: string[]) =>
  runCli(['scan', '.', '--base', 'main', '--format', 'json', ...args], repo, { PATH }, NOW);

async function report(...args: string[]): Promise<{ code: number; text: string }> {
  const run = await scan(...args);
  if (run.stdout === '') throw new Error(`no report (exit ${run.code}): ${run.stderr}`);
  return { code: run.code, text: run.stdout };
}

describe('--jobs', () => {
  it('finds the same whatever the number of worker threads, byte for byte', async () => {
    const one = await report('--jobs', '1');
    const parsed = JSON.parse(one.text) as JsonReport;
    // The fixture exercises what crosses to the workers: CRDs, Namespaces, the previous state,
    // exceptions (used, unused, expired), suppressions, schema catalog notes and skipped files.
    expect(new Set(parsed.findings.map((f) => f.rule))).toEqual(
      new Set([
        'pod-security',
        'service-external-ips',
        'external-ip-cidr',
        'probe-host',
        'unknown-fields',
        'yaml-syntax',
        'invalid-suppression',
        'unused-exception',
        'expired-exception',
      ]),
    );
    expect(
      parsed.findings
        .filter((f) => f.rendered)
        .map((f) => `${f.rule} ${f.file}:${f.line} ${f.value ?? ''} ${f.resource?.namespace ?? ''}`),
    ).toEqual(['service-external-ips kustomize/overlay/kustomization.yaml:9 203.0.113.8 shop']);
    expect(parsed.findings.some((f) => f.suppressed?.kind === 'exception')).toBe(true);
    expect(parsed.findings.some((f) => f.suppressed?.kind === 'comment')).toBe(true);
    expect(
      parsed.findings.some((f) => f.message.includes('(namespace shop, cluster/namespaces.yaml:6)')),
    ).toBe(true);
    expect(parsed.notes.some((n) => n.includes('schemas/example.org/gadget_v1.json'))).toBe(true);
    expect(parsed.skipped.map((s) => s.reason)).toContain('empty file');
    for (const jobs of ['2', '3']) expect(await report('--jobs', jobs)).toEqual(one);
    // Three scans, each rendering the overlay at the head and the base.
  }, 60_000);

  it('runs its workers from the bundle too (dist/cli.js, as npm run build:cli makes it)', async () => {
    const bundled = spawnSync(
      process.execPath,
      [path.resolve('dist', 'cli.js'), 'scan', '.', '--base', 'main', '--format', 'json', '--jobs', '2'],
      // git from the PATH of the tests' process; kubectl (or kustomize) too, with the same output here.
      {
        cwd: repo,
        encoding: 'utf8',
        env: { ...process.env, PATH: `${PATH}${path.delimiter}${process.env.PATH ?? ''}` },
      },
    );
    expect(bundled.stderr).toBe('');
    expect(bundled.stdout).toBe((await report('--jobs', '1')).text);
  });

  it('is a usage error unless it is a whole number of at least 1', async () => {
    for (const jobs of ['0', '1.5', 'many']) {
      const run = await runCli(['scan', '.', '--jobs', jobs], repo);
      expect([jobs, run.code, run.stderr]).toEqual([jobs, 2, expect.stringContaining('--jobs must be')]);
    }
  });
});

describe('--shard and merge', () => {
  let whole: JsonReport;
  beforeAll(async () => {
    whole = JSON.parse((await report()).text) as JsonReport;
  });

  async function shards(count: number, ...args: string[]): Promise<string[]> {
    const files: string[] = [];
    for (let index = 1; index <= count; index++) {
      const file = path.join(out, `shards-${count}`, `report-${index}.json`);
      await scan('--shard', `${index}/${count}`, '--output', file, ...args);
      files.push(file);
    }
    return files;
  }

  it('splits the files between the shards, and the merged report is the unsharded one', async () => {
    for (const count of [1, 2, 3]) {
      const files = await shards(count, '--jobs', '2');
      const parts = files.map((f) => JSON.parse(fs.readFileSync(f, 'utf8')) as JsonReport);
      // Each file is checked by exactly one shard, and the shards' findings are the whole scan's,
      // but those about exceptions, which need every shard's counts.
      expect(parts.reduce((n, p) => n + (p.summary.files ?? 0), 0)).toBe(whole.summary.files);
      const fromShards = parts.flatMap((p) => p.findings);
      expect(fromShards.map((f) => JSON.stringify(f)).sort()).toEqual(
        whole.findings
          .filter((f) => !['unused-exception', 'expired-exception'].includes(f.rule))
          .map((f) => JSON.stringify(f))
          .sort(),
      );
      const merged = await runCli(['merge', ...files, '--format', 'json'], out, {}, NOW);
      expect(merged.code).toBe(1);
      const { notes, ...rest } = JSON.parse(merged.stdout) as JsonReport;
      const { notes: wholeNotes, ...wholeRest } = whole;
      expect(rest).toEqual(wholeRest);
      expect([...notes].sort()).toEqual([...wholeNotes].sort());
    }
    // Six shard scans, each rendering its roots at the head and the base.
  }, 60_000);

  it('merges into SARIF and text too, with the gate decision of the whole scan', async () => {
    const files = await shards(2);
    const sarif = await runCli(['merge', ...files, '--format', 'sarif'], out);
    const unsharded = await runCli(['scan', '.', '--base', 'main', '--format', 'sarif'], repo, { PATH }, NOW);
    expect(JSON.parse(sarif.stdout)).toEqual(JSON.parse(unsharded.stdout));
    const text = await runCli(['merge', ...files], out);
    expect(text).toEqual(await runCli(['scan', '.', '--base', 'main'], repo, { PATH }, NOW));
    expect((await runCli(['merge', ...files, '--fail-on', 'never'], out)).code).toBe(0);
  });

  it('refuses a set of reports that is not every shard of one scan, once', async () => {
    const files = await shards(3);
    const [first = '', second = '', third = ''] = files;
    const whole = path.join(out, 'whole.json');
    await scan('--output', whole);
    const cases: [string[], string][] = [
      [[first, second], 'expected the reports of shards 1 to 3 of 3, once each'],
      [[first, second, second, third], 'expected the reports of shards 1 to 3 of 3, once each'],
      [[whole], 'is the report of a whole scan, not of a shard'],
      [[path.join(out, 'missing.json')], 'cannot read'],
    ];
    for (const [given, message] of cases) {
      const run = await runCli(['merge', ...given], out);
      expect([run.code, run.stderr]).toEqual([2, expect.stringContaining(message)]);
    }
    expect((await runCli(['merge', first, '--base', 'main'], out)).stderr).toContain(
      'merge does not take --base',
    );
  });

  it('is a usage error unless it is K/N with 1 <= K <= N', async () => {
    for (const shard of ['0/2', '3/2', '1', '1/0', 'a/b']) {
      const run = await runCli(['scan', '.', '--shard', shard], repo);
      expect([shard, run.code, run.stderr]).toEqual([shard, 2, expect.stringContaining('--shard must be')]);
    }
  });
});

describeWithCorpus('--jobs on the corpus', () => {
  it('finds the same in real manifests with their CRDs, in one thread or two', async () => {
    const run = async (jobs: string) =>
      (
        await runCli(
          ['scan', 'real', '--crds', 'crds', '--format', 'json', '--jobs', jobs, '--render', 'off'],
          CORPUS,
        )
      ).stdout;
    const one = await run('1');
    expect((JSON.parse(one) as JsonReport).summary.files).toBeGreaterThan(2000);
    expect(await run('2')).toBe(one);
    // Two scans of the whole corpus, CEL rules of 2,800 custom resources included: more than the default.
  }, 120_000);
});
