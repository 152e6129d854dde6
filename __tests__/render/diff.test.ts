// Diff semantics on rendered output: service-external-ips renders each root at the base commit and at the
// head and compares the rendered objects by identity, so an overlay that adds an address to an unchanged
// base Service reports that address alone.

import { describe, expect, it } from '@jest/globals';
import { makeGitRepo, runCli } from '../helpers.js';
import type { JsonReport } from '../helpers.js';
import { toolPath } from './tools.js';

const BASE_SERVICE = `apiVersion: v1
kind: Service
metadata:
  name: web
spec:
  externalIPs:
    - 203.0.113.7
`;

const OVERLAY = 'namespace: prod\nresources:\n  - ../../base\n';
const OVERLAY_WITH_PATCH = `${OVERLAY}patches:
  - target: {kind: Service, name: web}
    patch: |-
      - op: add
        path: /spec/externalIPs/-
        value: 203.0.113.8
`;

async function externalIps(dir: string, ...args: string[]): Promise<string[]> {
  const run = await runCli(['scan', '.', '--format', 'json', ...args], dir, {
    PATH: toolPath({ kubectl: true }),
  });
  const report = JSON.parse(run.stdout) as JsonReport;
  return report.findings
    .filter((f) => f.rule === 'service-external-ips')
    .map(
      (f) =>
        `${f.file}:${f.line}:${f.column} ${f.value ?? ''} ${f.resource?.namespace ?? ''}/${f.resource?.name ?? ''}`,
    );
}

describe('service-external-ips on rendered roots', () => {
  const repo = (): string =>
    makeGitRepo(
      {
        'base/kustomization.yaml': 'resources:\n  - service.yaml\n',
        'base/service.yaml': BASE_SERVICE,
        'overlays/prod/kustomization.yaml': OVERLAY,
      },
      { 'overlays/prod/kustomization.yaml': OVERLAY_WITH_PATCH },
    );

  it('an overlay adding an address to an unchanged base Service: only that address is new', async () => {
    expect(await externalIps(repo(), '--base', 'main')).toEqual([
      'overlays/prod/kustomization.yaml:9:16 203.0.113.8 prod/web',
    ]);
  });

  it('without a base, every address of the rendered Service counts as new', async () => {
    expect(await externalIps(repo())).toEqual([
      'base/service.yaml:7:7 203.0.113.7 prod/web',
      'overlays/prod/kustomization.yaml:9:16 203.0.113.8 prod/web',
    ]);
  });

  it('a root that is new at the head has nothing at the base: all of it is new', async () => {
    const dir = makeGitRepo(
      { 'base/kustomization.yaml': 'resources:\n  - service.yaml\n', 'base/service.yaml': BASE_SERVICE },
      { 'overlays/prod/kustomization.yaml': OVERLAY_WITH_PATCH },
    );
    expect(await externalIps(dir, '--base', 'main')).toEqual([
      'base/service.yaml:7:7 203.0.113.7 prod/web',
      'overlays/prod/kustomization.yaml:9:16 203.0.113.8 prod/web',
    ]);
  });
});
