// The kustomizations of the shared corpus, rendered: real overlays, components and tests from
// microservices-demo, Argo CD and Flux, about half of which do not build because the corpus kept only
// their YAML manifests. Each root is rendered on its own: the broken ones never hide the others.

import path from 'node:path';
import { beforeAll, expect, it } from '@jest/globals';
import { CORPUS, describeWithCorpus, runCli } from '../helpers.js';
import type { JsonReport } from '../helpers.js';
import { toolPath } from './tools.js';

describeWithCorpus('corpus: the kustomizations of real/', () => {
  let report: JsonReport;
  beforeAll(async () => {
    const run = await runCli(['scan', path.join(CORPUS, 'real'), '--format', 'json'], process.cwd(), {
      PATH: toolPath({ kubectl: true }),
    });
    report = JSON.parse(run.stdout) as JsonReport;
    // 2,700 files and 36 roots, each a kubectl run: a minute on a busy machine.
  }, 120_000);

  it('renders what builds, reports what does not, and crashes on nothing', () => {
    expect(report.notes.filter((n) => n.includes('internal error'))).toEqual([]);
    const failed = new Set(
      report.findings.filter((f) => f.rule === 'render-error').map((f) => f.rendered?.root),
    );
    const judged = new Set(
      report.findings.filter((f) => f.rendered && f.rule !== 'render-error').map((f) => f.rendered?.root),
    );
    expect(failed.size).toBeGreaterThan(20);
    for (const root of [
      'GoogleCloudPlatform__microservices-demo/kustomize/tests/service-mesh-istio-with-all-components',
      'fluxcd__flux2-kustomize-helm-example/infrastructure/configs',
    ]) {
      expect(judged).toContain(root);
      expect(failed).not.toContain(root);
    }
    // Each reference the corpus did not keep is named at its line, never fetched from the network.
    const remote = report.findings.filter((f) => f.message.includes('is remote'));
    expect(remote.length).toBeGreaterThan(0);
  });
});
