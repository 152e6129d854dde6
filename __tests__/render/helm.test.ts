// Helm charts judged as deployed. helm is not installed on these machines: a stand-in prints helm
// template's documented output (each document after `# Source: <chart>/templates/<file>`), and one test
// runs the real helm where it is on PATH (GitHub's runners), saying in its name that it needs it.

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { findExecutable } from '../../src/render/exec.js';
import { makeRepo, runCli } from '../helpers.js';
import type { JsonFinding, JsonReport } from '../helpers.js';
import { fakeHelm, toolPath } from './tools.js';

const SERVICE_TEMPLATE = `apiVersion: v1
kind: Service
metadata:
  name: {{ .Release.Name }}-web
spec:
  {{- with .Values.service.externalIPs }}
  externalIPs:
    {{- toYaml . | nindent 4 }}
  {{- end }}
  ports:
    - port: 80
`;

const DEPLOYMENT_TEMPLATE = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ .Release.Name }}-web
spec:
  template:
    spec:
      containers:
        - name: web
          image: nginx
          livenessProbe:
            httpGet:
              host: {{ .Values.probe.host }}
              port: 80
          readinessProbe:
            tcpSocket:
              host: 127.0.0.1
              port: 80
`;

const VALUES = 'service:\n  externalIPs:\n    - 203.0.113.50\nprobe:\n  host: 10.1.1.1\n';
const PROD_VALUES = 'probe:\n  host: 10.2.2.2\n';

const CHART = {
  'charts/web/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 0.1.0\n',
  'charts/web/values.yaml': VALUES,
  'charts/web/templates/service.yaml': SERVICE_TEMPLATE,
  'charts/web/templates/deployment.yaml': DEPLOYMENT_TEMPLATE,
  'charts/web/templates/_helpers.tpl': '{{- define "web.name" -}}web{{- end }}\n',
  // A subchart is rendered with its parent, never on its own.
  'charts/web/charts/cache/Chart.yaml': 'apiVersion: v2\nname: cache\nversion: 0.1.0\n',
  'charts/web/charts/cache/templates/cm.yaml':
    'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {{ .Release.Name }}-cache\n',
  'deploy/values-prod.yaml': PROD_VALUES,
};

const CONFIG = `render:
  helm:
    charts:
      - path: charts/web
        values: [deploy/values-prod.yaml]
        release: shop
        namespace: store
`;

/** What helm template prints for the chart with deploy/values-prod.yaml, release shop. */
const RENDERED = [
  {
    source: 'web/templates/service.yaml',
    yaml: 'apiVersion: v1\nkind: Service\nmetadata:\n  name: shop-web\nspec:\n  externalIPs:\n    - 203.0.113.50\n  ports:\n    - port: 80\n',
  },
  {
    source: 'web/charts/cache/templates/cm.yaml',
    yaml: 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: shop-cache\n',
  },
  {
    source: 'web/templates/deployment.yaml',
    yaml: DEPLOYMENT_TEMPLATE.replace('{{ .Release.Name }}', 'shop').replace(
      '{{ .Values.probe.host }}',
      '10.2.2.2',
    ),
  },
];

function lineOf(text: string, needle: string): number {
  return text.split('\n').findIndex((l) => l.includes(needle)) + 1;
}

async function scan(
  dir: string,
  PATH: string,
  ...args: string[]
): Promise<{ code: number; report: JsonReport }> {
  const run = await runCli(['scan', '.', '--format', 'json', ...args], dir, { PATH });
  if (run.stdout === '') throw new Error(`no report (exit ${run.code}): ${run.stderr}`);
  return { code: run.code, report: JSON.parse(run.stdout) as JsonReport };
}

const where = (f: JsonFinding): string =>
  `${f.rule} ${f.file}:${f.line} ${f.rendered?.source ?? ''}${f.rendered?.template ? ` ${f.rendered.template.file}:${f.rendered.template.line}` : ''}`;

describe('helm charts', () => {
  it('puts findings on the values line when the value comes from values, else on the template line holding the key', async () => {
    const dir = makeRepo({ ...CHART, '.admission-gate.yaml': CONFIG });
    const bin = toolPath({ scripts: { helm: fakeHelm(RENDERED) } });
    const { code, report } = await scan(dir, bin);
    expect(code).toBe(1);
    expect(report.findings.map(where)).toEqual([
      `probe-host charts/web/templates/deployment.yaml:${lineOf(DEPLOYMENT_TEMPLATE, '127.0.0.1')} template`,
      `service-external-ips charts/web/values.yaml:${lineOf(VALUES, '203.0.113.50')} values charts/web/templates/service.yaml:${lineOf(SERVICE_TEMPLATE, 'externalIPs:')}`,
      `probe-host deploy/values-prod.yaml:${lineOf(PROD_VALUES, '10.2.2.2')} values charts/web/templates/deployment.yaml:${lineOf(DEPLOYMENT_TEMPLATE, '.Values.probe.host')}`,
    ]);
    expect(report.findings.find((f) => f.rule === 'service-external-ips')).toMatchObject({
      path: 'spec.externalIPs[0]',
      column: 7,
      resource: { apiVersion: 'v1', kind: 'Service', namespace: 'store', name: 'shop-web' },
      rendered: { tool: 'helm', root: 'charts/web', release: 'shop' },
    });
    // The chart's files are judged through the render only: no "Helm template" skip, no subchart release.
    expect(report.skipped).toEqual([]);
    const args = fs.readFileSync(path.join(bin, 'args.txt'), 'utf8').split('\n');
    expect(args.slice(0, 4)).toEqual([
      'template',
      'shop',
      fs.realpathSync(path.join(dir, 'charts/web')),
      '--namespace',
    ]);
    expect(args.slice(4, 7)).toEqual([
      'store',
      '--values',
      fs.realpathSync(path.join(dir, 'deploy/values-prod.yaml')),
    ]);
  });

  it('renders every chart that is not a subchart, as a release named after its folder, in default', async () => {
    const dir = makeRepo(CHART);
    const bin = toolPath({ scripts: { helm: fakeHelm(RENDERED.slice(0, 1)) } });
    const { report } = await scan(dir, bin, '--kubernetes-version', 'v1.33');
    const args = fs.readFileSync(path.join(bin, 'args.txt'), 'utf8').trim().split('\n');
    expect(args).toEqual([
      'template',
      'web',
      fs.realpathSync(path.join(dir, 'charts/web')),
      '--namespace',
      'default',
      '--kube-version',
      'v1.33',
    ]);
    expect(report.findings.map((f) => [f.rule, f.rendered?.release])).toEqual([
      ['service-external-ips', 'web'],
    ]);
  });

  it("is a render-error on Chart.yaml with helm's message, escaped where it is printed", async () => {
    const dir = makeRepo(CHART);
    const failing = fakeHelm(
      [],
      1,
      'Error: parse error at (web/templates/service.yaml:6): bad \u001b[31mcolour\n::error::injected',
    );
    const PATH = toolPath({ scripts: { helm: failing } });
    const { report } = await scan(dir, PATH);
    expect(report.findings.map((f) => `${f.rule} ${f.file}:${f.line}`)).toEqual([
      'render-error charts/web/Chart.yaml:1',
    ]);
    expect(report.findings[0]?.message).toContain(
      'does not render: helm template failed: Error: parse error at (web/templates/service.yaml:6)',
    );
    const text = await runCli(['scan', '.'], dir, { PATH });
    expect(text.stdout).toContain('bad \\u001b[31mcolour\\u000a::error::injected');
    expect(text.stdout).not.toContain('\u001b');
  });

  it('a missing helm is a render-error, or with missingTool: note a note and the chart judged as written', async () => {
    const dir = makeRepo(CHART);
    const { report } = await scan(dir, toolPath({}));
    expect(report.findings.map((f) => `${f.rule} ${f.file}`)).toEqual(['render-error charts/web/Chart.yaml']);
    expect(report.findings[0]?.message).toContain('is not rendered: helm is not on PATH');
    fs.writeFileSync(path.join(dir, '.admission-gate.yaml'), 'render:\n  missingTool: note\n');
    const noted = (await scan(dir, toolPath({}))).report;
    expect(noted.findings).toEqual([]);
    expect(noted.notes).toContain(
      'helm is not on PATH: chart charts/web (release web) was not rendered, and its files were judged as written.',
    );
    expect(noted.skipped.map((s) => `${s.file}: ${s.reason}`)).toContain(
      'charts/web/templates/service.yaml: Helm template',
    );
  });

  it('stops a render that takes too long or prints too much', async () => {
    const dir = makeRepo({ ...CHART, '.admission-gate.yaml': 'render:\n  timeoutSeconds: 1\n' });
    const slow = toolPath({ scripts: { helm: '#!/bin/sh\nexec /bin/sleep 30\n' } });
    expect((await scan(dir, slow)).report.findings[0]?.message).toContain(
      'did not finish within 1 s (render.timeoutSeconds)',
    );
    fs.writeFileSync(path.join(dir, '.admission-gate.yaml'), 'render:\n  maxOutputBytes: 100\n');
    const chatty = toolPath({ scripts: { helm: fakeHelm(RENDERED) } });
    expect((await scan(dir, chatty)).report.findings[0]?.message).toContain(
      'printed more than 100 bytes (render.maxOutputBytes)',
    );
  });
});

const HELM = findExecutable('helm', process.env.PATH);
// Says in its name, in the test report, whether it ran.
const describeWithHelm = HELM ? describe : describe.skip;

describeWithHelm(
  `helm charts with the real helm (${HELM ? `at ${HELM}` : 'skipped: helm is not on PATH'})`,
  () => {
    it('renders a chart and maps its findings to the values and template lines', async () => {
      const dir = makeRepo({ ...CHART, '.admission-gate.yaml': CONFIG });
      const { report } = await scan(dir, path.dirname(HELM ?? ''));
      expect(report.findings.map(where)).toEqual([
        `probe-host charts/web/templates/deployment.yaml:${lineOf(DEPLOYMENT_TEMPLATE, '127.0.0.1')} template`,
        `service-external-ips charts/web/values.yaml:${lineOf(VALUES, '203.0.113.50')} values charts/web/templates/service.yaml:${lineOf(SERVICE_TEMPLATE, 'externalIPs:')}`,
        `probe-host deploy/values-prod.yaml:${lineOf(PROD_VALUES, '10.2.2.2')} values charts/web/templates/deployment.yaml:${lineOf(DEPLOYMENT_TEMPLATE, '.Values.probe.host')}`,
      ]);
    });
  },
);
