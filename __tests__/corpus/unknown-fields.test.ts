// unknown-fields on real manifests and real CRDs (../shared/corpus): it must reproduce the verified
// findings of corpus/findings.json exactly, and run over all of real/ without an internal error.

import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, it } from '@jest/globals';
import { DEFAULT_CONFIG } from '../../src/config/config.js';
import type { Finding, ScanResult } from '../../src/model.js';
import { scan } from '../../src/scan.js';
import { CORPUS, describeWithCorpus } from '../helpers.js';

const REAL = path.join(CORPUS, 'real');

interface Expected {
  unknownFields: { file: string; kind: string; name: string; paths: string[] }[];
  unservedVersion: { file: string; kind: string; name: string }[];
}
const expected = (): Expected =>
  JSON.parse(fs.readFileSync(path.join(CORPUS, 'findings.json'), 'utf8')) as Expected;

async function run(crdPaths: readonly string[], paths?: readonly string[]): Promise<ScanResult> {
  return await scan({
    root: REAL,
    config: { ...DEFAULT_CONFIG, crds: { paths: crdPaths, schemaDirs: [] } },
    ...(paths ? { paths } : {}),
    // findings.json is about the files as written.
    render: { mode: 'off' },
  });
}

const ours = (result: ScanResult): Finding[] => result.findings.filter((f) => f.rule === 'unknown-fields');
const unknownFieldKeys = (found: Finding[]): string[] =>
  found
    .filter((f) => f.message.startsWith('unknown field'))
    .map((f) => `real/${f.file} ${f.resource?.kind}/${f.resource?.name} ${f.path}`)
    .sort();
const unservedKeys = (found: Finding[]): string[] =>
  found
    .filter((f) => f.message.startsWith('no matches for kind'))
    .map((f) => `real/${f.file} ${f.resource?.kind}/${f.resource?.name}`)
    .sort();

describeWithCorpus('corpus: real/ with crds/', () => {
  let result: ScanResult;
  beforeAll(async () => {
    result = await run([path.join(CORPUS, 'crds')]);
  });

  it('runs over every file without an internal error', () => {
    expect(result.internalErrors).toEqual([]);
    expect(result.summary.files).toBeGreaterThan(2600);
  });

  it('finds exactly the 33 unknown field paths in 18 objects of findings.json', () => {
    const want = expected()
      .unknownFields.flatMap((o) => o.paths.map((p) => `${o.file} ${o.kind}/${o.name} ${p}`))
      .sort();
    expect(want).toHaveLength(33);
    expect(unknownFieldKeys(ours(result))).toEqual(want);
  });

  it('finds exactly the 23 objects on versions their CRD does not serve', () => {
    const want = expected()
      .unservedVersion.map((o) => `${o.file} ${o.kind}/${o.name}`)
      .sort();
    expect(want).toHaveLength(23);
    expect(unservedKeys(ours(result))).toEqual(want);
  });

  it('reports nothing else at error level; warnings are deprecated versions, notices are kinds without a CRD', () => {
    const found = ours(result);
    expect(found.filter((f) => f.severity === 'error')).toHaveLength(33 + 23);
    expect(
      found.filter((f) => f.severity === 'warning').every((f) => / is deprecated: /.test(f.message)),
    ).toBe(true);
    const notices = found.filter((f) => f.severity === 'notice');
    expect(notices.every((f) => f.message.startsWith('no schema for '))).toBe(true);
    const perKindAndFile = new Set(
      notices.map((f) => `${f.file} ${f.resource?.apiVersion.split('/')[0]}/${f.resource?.kind}`),
    );
    expect(perKindAndFile.size).toBe(notices.length);
  });

  it('points at the unknown key, checked by hand against the files', () => {
    const at = (file: string, fieldPath: string): number[] => {
      const f = ours(result).find((x) => x.file === file && x.path === fieldPath);
      return f ? [f.line, f.column] : [];
    };
    expect(
      at('argoproj__argo-cd/docs/operator-manual/applicationset.yaml', 'spec.generators[4].configMapRef'),
    ).toEqual([118, 7]);
    expect(
      at('istio__istio/tests/testdata/config/rule-websocket-route.yaml', 'spec.http[0].websocketUpgrade'),
    ).toEqual([56, 7]);
    expect(
      at(
        'argoproj__argo-cd/resource_customizations/cert-manager.io/ClusterIssuer/testdata/healthy_registered.yaml',
        'spec.acme.http01',
      ),
    ).toEqual([12, 5]);
    expect(
      at(
        'istio__istio/pilot/pkg/config/kube/gateway/testdata/backend-lb-policy.yaml',
        'spec.sessionPersistence.sessionName',
      ),
    ).toEqual([20, 5]);
    // An unserved version points at the apiVersion value.
    expect(
      at(
        'argoproj__argo-cd/resource_customizations/source.toolkit.fluxcd.io/Bucket/testdata/healthy.yaml',
        'apiVersion',
      ),
    ).toEqual([1, 13]);
  });
});

// crd-variants/ holds the Gateway API standard channel under the same CRD names: listed after crds/, it
// replaces the experimental definitions. Only Gateway API objects can change, so both runs are limited to
// files that mention the group and to the Gateway API CRDs.
describeWithCorpus('corpus: a later source replaces the same CRDs (crd-variants/)', () => {
  const GROUP = 'gateway.networking.k8s.io';
  let before: Finding[];
  let after: Finding[];
  beforeAll(async () => {
    const files: string[] = [];
    const walk = (dir: string): void => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (/\.ya?ml$/.test(e.name) && fs.readFileSync(p, 'utf8').includes(GROUP))
          files.push(path.relative(REAL, p));
      }
    };
    walk(REAL);
    const crds = fs
      .readdirSync(path.join(CORPUS, 'crds'))
      .filter((f) => f.includes(`__${GROUP}_`))
      .map((f) => path.join(CORPUS, 'crds', f));
    const inGroup = (found: Finding[]): Finding[] =>
      found.filter((f) => f.resource?.apiVersion.startsWith(`${GROUP}/`));
    before = inGroup(ours(await run(crds, files)));
    after = inGroup(ours(await run([...crds, path.join(CORPUS, 'crd-variants')], files)));
  });

  const objects = (keys: string[]): Set<string> =>
    new Set(keys.map((k) => k.split(' ').slice(0, 2).join(' ')));
  const added = (a: Set<string>, b: Set<string>): string[] => [...b].filter((k) => !a.has(k)).sort();

  it('finds 6 more objects with unknown fields: HTTPRoute retry (4 files) and externalAuth (2)', () => {
    const more = added(objects(unknownFieldKeys(before)), objects(unknownFieldKeys(after)));
    expect(more).toHaveLength(6);
    const paths = unknownFieldKeys(after).filter((k) => more.includes(k.split(' ').slice(0, 2).join(' ')));
    expect(
      paths.every((k) => / HTTPRoute\/\S+ spec\.rules\[\d+\]\.(retry|filters\[0\]\.externalAuth)$/.test(k)),
    ).toBe(true);
    const filesWith = (suffix: string): number =>
      new Set(paths.filter((k) => k.endsWith(suffix)).map((k) => k.split(' ')[0])).size;
    expect([filesWith('.retry'), filesWith('.externalAuth')]).toEqual([4, 2]);
  });

  it('finds 26 more objects on versions with served: false', () => {
    const more = added(new Set(unservedKeys(before)), new Set(unservedKeys(after)));
    expect(more).toHaveLength(26);
    expect(more.every((k) => / (TCPRoute|UDPRoute|TLSRoute)\//.test(k))).toBe(true);
    expect(after.filter((f) => f.message.includes('marks v1alpha2 served: false'))).not.toHaveLength(0);
  });
});
