// The render: section of the config: flags that would run programs, read outside the root or reach the
// network are config errors at their line; configured roots and charts that are not there fail the gate.

import { describe, expect, it } from '@jest/globals';
import { makeRepo, runCli } from '../helpers.js';
import type { JsonReport } from '../helpers.js';
import { toolPath } from './tools.js';

describe('render config', () => {
  it('refuses extra arguments outside the allow-lists, each at its line', async () => {
    const dir = makeRepo({
      '.admission-gate.yaml':
        'render:\n  kustomize:\n    args: [--enable-helm, --enable-alpha-plugins]\n  helm:\n    args:\n      - --include-crds\n      - --post-renderer=./x.sh\n      - --set-file=a=/etc/passwd\n',
    });
    const run = await runCli(['scan', '.'], dir);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      '.admission-gate.yaml:3:12: render.kustomize.args[0]: "--enable-helm" is not allowed',
    );
    expect(run.stderr).toContain(
      '.admission-gate.yaml:3:27: render.kustomize.args[1]: "--enable-alpha-plugins" is not allowed',
    );
    expect(run.stderr).toContain(
      '.admission-gate.yaml:7:9: render.helm.args[1]: "--post-renderer=./x.sh" is not allowed',
    );
    expect(run.stderr).toContain('.admission-gate.yaml:8:9: render.helm.args[2]');
    expect(run.stderr).not.toContain('--include-crds" is not allowed');
  });

  it('renders only the configured roots; one that is not there is a render-error at its line', async () => {
    const dir = makeRepo({
      '.admission-gate.yaml':
        'render:\n  kustomize:\n    roots:\n      - overlays/prod\n      - overlays/gone\n',
      'base/kustomization.yaml': 'resources:\n  - svc.yaml\n',
      'base/svc.yaml':
        'apiVersion: v1\nkind: Service\nmetadata:\n  name: web\nspec:\n  externalIPs: [203.0.113.1]\n',
      'overlays/prod/kustomization.yaml': 'namespace: prod\nresources:\n  - ../../base\n',
      'overlays/test/kustomization.yaml': 'namespace: test\nresources:\n  - ../../base\n',
    });
    const run = await runCli(['scan', '.', '--format', 'json'], dir, { PATH: toolPath({ kubectl: true }) });
    const report = JSON.parse(run.stdout) as JsonReport;
    expect(
      report.findings.map((f) => `${f.rule} ${f.file}:${f.line} ${f.resource?.namespace ?? ''}`),
    ).toEqual(['render-error .admission-gate.yaml:5 ', 'service-external-ips base/svc.yaml:6 prod']);
    expect(report.notes).toContain(
      'render.kustomize.roots does not include overlays/test: their files are not judged.',
    );
  });
});
