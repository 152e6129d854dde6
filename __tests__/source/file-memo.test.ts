// The file memo: what the repository pass learnt from a file is trusted while the file's metadata is the
// same, so a warm memo gives the report a scan without cache gives; a file edited, a chart around a
// file, a broken entry all make the file read again. Files are only trusted once older than a few
// seconds (git's racy rule), so the fixture ages before the scans.

import { beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import type { CliRun } from '../helpers.js';
import { makeRepo, runCli, writeFiles } from '../helpers.js';
import { podManifest, restrictedSpec } from '../rules/pod-security/scan.js';
import { crdYaml, withSpec } from '../rules/unknown-fields/crd.js';

const crd = (kind: string, field: string): string =>
  crdYaml({
    kind,
    schema: withSpec({ type: 'object', properties: { [field]: { type: 'integer' } } }),
  });
const object = (kind: string): string =>
  `apiVersion: example.com/v1\nkind: ${kind}\nmetadata: {name: w}\nspec: {replicas: 1}\n`;
const namespace = (name: string, enforce: string): string =>
  `apiVersion: v1\nkind: Namespace\nmetadata:\n  name: ${name}\n  labels:\n    pod-security.kubernetes.io/enforce: ${enforce}\n`;
const escalating = restrictedSpec((spec) => {
  (spec.containers[0]?.securityContext as Record<string, unknown>).allowPrivilegeEscalation = true;
});

// Older than the memo's margin for files changed while they were read (src/source/file-memo.ts).
const AGED_MS = 3200;

let dir: string;
let outside: string;

beforeAll(async () => {
  dir = makeRepo({
    '.admission-gate.yaml': "rules:\n  probe-host: 'off'\n  pod-security: {level: namespace}\n",
    'namespaces/shop.yaml': namespace('shop', 'restricted'),
    'apps/shop.yaml': podManifest(escalating, { namespace: 'shop' }),
    // YAML that a chart's templates folder would hold: a template there, a manifest elsewhere.
    'site/templates/namespace.yaml': `${namespace('site', 'restricted')}# {{ .Release.Name }}\n`,
    'apps/site.yaml': podManifest(escalating, { namespace: 'site', name: 'site' }),
    'crds/widget.yaml': crd('Widget', 'replicas'),
    'widget.yaml': object('Widget'),
    'gadget.yaml': object('Gadget'),
  });
  outside = makeRepo({ 'gadget.yaml': crd('Gadget', 'replicas') });
  await new Promise((resolve) => setTimeout(resolve, AGED_MS));
}, AGED_MS + 5000);

const CHANGE = ['apps/shop.yaml', 'apps/site.yaml', 'widget.yaml', 'gadget.yaml'];

/** A full scan and a scan of the pods and objects, with the cache in `cache` or none. */
async function reports(cache: string | undefined): Promise<string[]> {
  const scan = (paths: readonly string[]): Promise<CliRun> =>
    runCli(
      ['scan', ...paths, '--crds', path.join(outside, 'gadget.yaml'), '--format', 'json'],
      dir,
      cache ? { ADMISSION_GATE_CACHE_DIR: cache } : {},
    );
  const runs = [await scan(['.']), await scan(CHANGE)];
  return runs.map((run) => run.stdout);
}

const memos = (cache: string): string[] =>
  fs.existsSync(cache) ? fs.readdirSync(cache).filter((name) => name.startsWith('file-memo-')) : [];

const rules = (report: string): string[] =>
  (
    JSON.parse(report) as { findings: { rule: string; path: string; resource?: { name: string } }[] }
  ).findings.map((f) => `${f.rule} ${f.resource?.name ?? ''} ${f.path}`);

describe('the file memo', () => {
  it('gives the report of a scan without cache, for a full scan and a scan of some files', async () => {
    const cache = makeRepo({});
    const plain = await reports(undefined);
    expect(await reports(cache)).toEqual(plain);
    expect(memos(cache)).toHaveLength(1);
    // Now from the memo: no file is read for its kinds, Namespaces and CRDs come from it.
    expect(await reports(cache)).toEqual(plain);
    expect(rules(plain[0] ?? '')).toEqual([
      'pod-security app spec.containers[0].securityContext.allowPrivilegeEscalation',
      'pod-security site spec.containers[0].securityContext.allowPrivilegeEscalation',
    ]);
  });

  it('reads again a file edited since, a CRD source too, and a file a chart now holds', async () => {
    const cache = makeRepo({});
    await reports(cache);
    await reports(cache);
    writeFiles(dir, { 'namespaces/shop.yaml': namespace('shop', 'baseline') });
    writeFiles(outside, { 'gadget.yaml': crd('Gadget', 'size') });
    // The Namespace file is as it was; its folder is a chart's templates now, which are no manifests.
    writeFiles(dir, { 'site/Chart.yaml': 'apiVersion: v2\nname: site\nversion: 1.0.0\n' });
    const plain = await reports(undefined);
    expect(await reports(cache)).toEqual(plain);
    // Namespace shop allows the pod now; Namespace site is a chart's, which helm (not installed) renders.
    expect(rules(plain[0] ?? '')).toEqual(['unknown-fields w spec.replicas', 'render-error  ']);
  });

  it('reads a broken entry as no memo', async () => {
    const cache = makeRepo({});
    const plain = await reports(undefined);
    await reports(cache);
    for (const memo of memos(cache)) fs.writeFileSync(path.join(cache, memo), 'not a memo');
    expect(await reports(cache)).toEqual(plain);
  });
});
