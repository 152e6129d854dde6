// Kustomize overlays judged as deployed, with real `kubectl kustomize`: each finding on the source line
// that introduced the value (the base, a strategic-merge patch, a JSON 6902 operation inline or in a file,
// a component, the kustomization's labels), the rendered object's identity and the rendering root.

import { beforeAll, describe, expect, it } from '@jest/globals';
import { makeRepo, POD_WITH_HOST, runCli } from '../helpers.js';
import type { JsonFinding, JsonReport } from '../helpers.js';
import { toolPath } from './tools.js';

const DEPLOYMENT = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
spec:
  selector:
    matchLabels: {app: web}
  template:
    metadata:
      labels: {app: web}
    spec:
      securityContext:
        runAsNonRoot: true
        seccompProfile: {type: RuntimeDefault}
      containers:
        - name: web
          image: nginx:1.25
          securityContext:
            allowPrivilegeEscalation: false
            capabilities: {drop: [ALL]}
          livenessProbe:
            httpGet:
              host: 10.0.0.1
              port: 80
`;

const SERVICE = `apiVersion: v1
kind: Service
metadata:
  name: web
spec:
  ports:
    - port: 80
`;

const PROD = `apiVersion: kustomize.config.k8s.io/v1beta1
kind: Kustomization
namespace: prod
namePrefix: prod-
resources:
  - ../../base
  - namespace.yaml
components:
  - ../../components/debug
labels:
  - pairs:
      pod-security.kubernetes.io/enforce: baseline
patches:
  - path: probe-patch.yaml
  - target:
      kind: Service
      name: web
    patch: |-
      - op: add
        path: /spec/externalIPs
        value: [203.0.113.10]
patchesJson6902:
  - target: {group: apps, version: v1, kind: Deployment, name: web}
    path: capabilities.yaml
configMapGenerator:
  - name: settings
    files:
      - settings.yaml
images:
  - name: nginx
    newTag: "1.27"
`;

/** A strategic-merge patch: judged alone it would be a Deployment missing every restricted control. */
const PROBE_PATCH = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
spec:
  template:
    spec:
      containers:
        - name: web
          readinessProbe:
            tcpSocket:
              host: 169.254.169.254
              port: 80
`;

const CAPABILITIES = `- op: add
  path: /spec/template/spec/containers/0/securityContext/capabilities/add
  value: [SYS_ADMIN]
`;

const DEBUG_CONTAINER = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
spec:
  template:
    spec:
      containers:
        - name: debug
          image: busybox:1.36
          securityContext:
            privileged: true
`;

const SHOP = {
  '.admission-gate.yaml': 'rules:\n  pod-security: {level: namespace, default: restricted, version: v1.33}\n',
  'base/kustomization.yaml': 'resources:\n  - deployment.yaml\n  - service.yaml\n',
  'base/deployment.yaml': DEPLOYMENT,
  'base/service.yaml': SERVICE,
  'overlays/dev/kustomization.yaml': 'namespace: dev\nresources:\n  - ../../base\n',
  'overlays/prod/kustomization.yaml': PROD,
  'overlays/prod/namespace.yaml': 'apiVersion: v1\nkind: Namespace\nmetadata:\n  name: prod\n',
  'overlays/prod/probe-patch.yaml': PROBE_PATCH,
  'overlays/prod/capabilities.yaml': CAPABILITIES,
  // A generator's input that happens to look like a Pod: it becomes ConfigMap data, never a Pod.
  'overlays/prod/settings.yaml': POD_WITH_HOST,
  'components/debug/kustomization.yaml':
    'apiVersion: kustomize.config.k8s.io/v1alpha1\nkind: Component\npatches:\n  - path: debug-container.yaml\n',
  'components/debug/debug-container.yaml': DEBUG_CONTAINER,
  'plain/pod.yaml': POD_WITH_HOST,
};

/** 1-based line of the first line holding `needle`, and the column where it starts. */
function at(text: string, needle: string): { line: number; column: number } {
  const lines = text.split('\n');
  const index = lines.findIndex((l) => l.includes(needle));
  if (index < 0) throw new Error(`no ${needle}`);
  return { line: index + 1, column: (lines[index] ?? '').indexOf(needle) + 1 };
}

const where = (f: JsonFinding): string => `${f.rule} ${f.file}:${f.line}:${f.column}`;

async function scan(dir: string, ...args: string[]): Promise<{ code: number; report: JsonReport }> {
  const run = await runCli(['scan', '.', '--format', 'json', ...args], dir, {
    PATH: toolPath({ kubectl: true }),
  });
  if (run.stdout === '') throw new Error(`no report (exit ${run.code}): ${run.stderr}`);
  return { code: run.code, report: JSON.parse(run.stdout) as JsonReport };
}

describe('kustomize overlays', () => {
  let shop: string;
  let report: JsonReport;
  beforeAll(async () => {
    shop = makeRepo(SHOP);
    report = (await scan(shop)).report;
  });

  it('puts each finding on the line that introduced the value, naming the root and the rendered object', () => {
    const host = at(DEPLOYMENT, '10.0.0.1');
    const probe = at(PROBE_PATCH, '169.254.169.254');
    const ip = at(PROD, '203.0.113.10');
    const capability = at(CAPABILITIES, 'SYS_ADMIN');
    const privileged = at(DEBUG_CONTAINER, 'true');
    // The plain Pod, outside every root, is judged as written (its pod-security findings aside here).
    const findings = report.findings.filter((f) => f.file !== 'plain/pod.yaml' || f.rule === 'probe-host');
    expect(findings.map(where)).toEqual([
      `probe-host base/deployment.yaml:${host.line}:${host.column}`,
      `probe-host base/deployment.yaml:${host.line}:${host.column}`,
      `pod-security components/debug/debug-container.yaml:${privileged.line}:${privileged.column}`,
      `pod-security overlays/prod/capabilities.yaml:${capability.line}:${capability.column}`,
      `service-external-ips overlays/prod/kustomization.yaml:${ip.line}:${ip.column}`,
      `probe-host overlays/prod/probe-patch.yaml:${probe.line}:${probe.column}`,
      'probe-host plain/pod.yaml:9:19',
    ]);
    const rendered = findings.map((f) => f.rendered?.source ?? 'as written');
    expect(rendered).toEqual(['resource', 'resource', 'patch', 'patch', 'patch', 'patch', 'as written']);
    expect(report.findings.find((f) => f.rule === 'service-external-ips')).toMatchObject({
      path: 'spec.externalIPs[0]',
      value: '203.0.113.10',
      resource: { apiVersion: 'v1', kind: 'Service', namespace: 'prod', name: 'prod-web' },
      rendered: { tool: 'kustomize', root: 'overlays/prod', source: 'patch' },
    });
  });

  it('a base shared by two overlays: two rendered objects, two findings, one source line', () => {
    const fromBase = report.findings.filter((f) => f.file === 'base/deployment.yaml');
    expect(fromBase.map((f) => [f.rendered?.root, f.resource, f.container])).toEqual([
      [
        'overlays/dev',
        { apiVersion: 'apps/v1', kind: 'Deployment', namespace: 'dev', name: 'web' },
        { name: 'web', image: 'nginx:1.25' },
      ],
      [
        'overlays/prod',
        { apiVersion: 'apps/v1', kind: 'Deployment', namespace: 'prod', name: 'prod-web' },
        // images: in the overlay applies.
        { name: 'web', image: 'nginx:1.27' },
      ],
    ]);
    expect(new Set(fromBase.map((f) => `${f.line}:${f.column}:${f.path}`)).size).toBe(1);
  });

  it("judges Pod Security by the rendered Namespace's level, its label on the kustomization line that sets it", () => {
    const label = at(PROD, 'pod-security.kubernetes.io/enforce');
    const podSecurity = report.findings.filter((f) => f.rule === 'pod-security' && f.rendered);
    // prod enforces baseline (restricted would also flag the base's container): only baseline controls.
    expect(podSecurity.map((f) => f.control)).toEqual(['Privileged Containers', 'Capabilities']);
    for (const f of podSecurity) {
      expect(f.message).toContain(`(namespace prod, overlays/prod/kustomization.yaml:${label.line})`);
    }
    expect(podSecurity[1]).toMatchObject({
      path: 'spec.template.spec.containers[0].securityContext.capabilities.add[0]',
      value: 'SYS_ADMIN',
    });
  });

  it('judges the files a root consumes only through its output: patches and generator inputs alone find nothing', async () => {
    const consumed = ['overlays/prod/probe-patch.yaml', 'overlays/prod/settings.yaml'];
    expect(report.findings.filter((f) => consumed.includes(f.file) && f.rule !== 'probe-host')).toEqual([]);
    expect(report.findings.some((f) => f.file === 'overlays/prod/settings.yaml')).toBe(false);
    // As written, the patch is a Deployment without a single restricted control, in namespace default.
    const asWritten = (await scan(shop, '--render', 'off')).report;
    expect(
      asWritten.findings.filter((f) => f.file === consumed[0] && f.rule === 'pod-security').length,
    ).toBeGreaterThan(3);
    expect(asWritten.findings.some((f) => f.file === consumed[1])).toBe(true);
    expect(asWritten.findings.every((f) => f.rendered === undefined)).toBe(true);
  });

  it('counts the rendered objects and every file, and names the render in the text report', async () => {
    expect(report.summary).toMatchObject({ files: 12, resources: 7 });
    const text = await runCli(['scan', '.'], shop, { PATH: toolPath({ kubectl: true }) });
    expect(text.stdout).toContain(
      '[rendered by kustomize from overlays/prod: Service prod/prod-web, spec.externalIPs[0]]',
    );
  });
});

describe('kustomizations that do not render', () => {
  let report: JsonReport;
  let code: number;
  beforeAll(async () => {
    const dir = makeRepo({
      'base/kustomization.yaml': 'resources: [service.yaml]\n',
      'base/service.yaml': SERVICE,
      // The patch targets an object the base does not have: kustomize fails.
      'overlays/broken/kustomization.yaml': 'resources:\n  - ../../base\npatches:\n  - path: patch.yaml\n',
      'overlays/broken/patch.yaml':
        'apiVersion: v1\nkind: Service\nmetadata:\n  name: nope\nspec:\n  externalIPs: [203.0.113.1]\n',
      'overlays/missing/kustomization.yaml': 'resources:\n  - ../../base\n  - gone.yaml\n',
      'overlays/remote/kustomization.yaml': 'resources:\n  - github.com/acme/platform//base?ref=v1\n',
      'overlays/escape/kustomization.yaml':
        'resources:\n  - ../../base\nconfigMapGenerator:\n  - name: stolen\n    files:\n      - ../../../../../../etc/hostname\n',
      // Still rendered and judged: one broken root hides no other.
      'overlays/fine/kustomization.yaml':
        'resources:\n  - ../../base\npatches:\n  - target: {kind: Service}\n    patch: |-\n      - op: add\n        path: /spec/externalIPs\n        value: [203.0.113.2]\n',
    });
    ({ code, report } = await scan(dir));
  });

  it('is a render-error on its kustomization, with what kustomize says, and fails the gate', () => {
    expect(code).toBe(1);
    const errors = report.findings.filter((f) => f.rule === 'render-error');
    expect(errors.map(where)).toEqual([
      'render-error overlays/broken/kustomization.yaml:1:1',
      'render-error overlays/escape/kustomization.yaml:6:9',
      'render-error overlays/missing/kustomization.yaml:3:5',
      'render-error overlays/remote/kustomization.yaml:2:5',
    ]);
    expect(errors[0]).toMatchObject({
      severity: 'error',
      rendered: { tool: 'kustomize', root: 'overlays/broken', source: 'kustomization' },
    });
    expect(errors[0]?.message).toMatch(
      /^kustomization overlays\/broken does not render: kubectl kustomize failed: .*nope/,
    );
    expect(errors[0]?.message).not.toContain('/tmp/');
    expect(errors[1]?.message).toContain('leads out of the scanned tree');
    expect(errors[2]?.message).toContain('"gone.yaml": no such file or folder');
    expect(errors[3]?.message).toContain(
      'is remote: rendering does not reach the network unless render.kustomize.allowRemoteBases is true',
    );
  });

  it('renders the others', () => {
    expect(report.findings.filter((f) => f.rule !== 'render-error').map(where)).toEqual([
      'service-external-ips overlays/fine/kustomization.yaml:8:17',
    ]);
    // Nothing of /etc/hostname reached the report.
    expect(JSON.stringify(report)).not.toMatch(/stolen-|hostname:/);
  });
});

describe('suppressions on rendered objects', () => {
  it('reads ignore comments on the source line and annotations on the rendered object', async () => {
    const commented = DEPLOYMENT.replace(
      '              host: 10.0.0.1',
      '              # admission-gate-ignore probe-host: the base probes a node-local agent, OPS-7\n              host: 10.0.0.1',
    );
    const dir = makeRepo({
      'base/kustomization.yaml': 'resources:\n  - deployment.yaml\n  - service.yaml\n',
      'base/deployment.yaml': commented,
      'base/service.yaml': SERVICE,
      'overlays/dev/kustomization.yaml': 'namespace: dev\nresources:\n  - ../../base\n',
      // The annotation the patch adds waives the Service's finding; the comment gives no reason.
      'overlays/prod/kustomization.yaml':
        'namespace: prod\nresources:\n  - ../../base\npatches:\n  - path: svc.yaml\n',
      'overlays/prod/svc.yaml':
        'apiVersion: v1\nkind: Service\nmetadata:\n  name: web\n  annotations:\n    admission-gate.dev/ignore: "service-external-ips: edge proxy, NET-4"\nspec:\n  # admission-gate-ignore probe-host\n  externalIPs: [203.0.113.3]\n',
    });
    const { report } = await scan(dir);
    expect(
      report.findings.map(
        (f) => `${f.rule} ${f.file}:${f.line} ${f.suppressed?.kind ?? f.severity} ${f.rendered?.root ?? ''}`,
      ),
    ).toEqual([
      'probe-host base/deployment.yaml:24 comment overlays/dev',
      'probe-host base/deployment.yaml:24 comment overlays/prod',
      'invalid-suppression overlays/prod/svc.yaml:8 warning ',
      'service-external-ips overlays/prod/svc.yaml:9 annotation overlays/prod',
    ]);
  });
});
