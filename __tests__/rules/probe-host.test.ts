import { describe, expect, it } from '@jest/globals';
import { makeRepo, scanJson } from '../helpers.js';

/** Indents a block by `n` spaces after the first line. */
const indent = (text: string, n: number): string => text.replace(/\n(?=.)/g, `\n${' '.repeat(n)}`);

const POD_SPEC = `containers:
  - name: app
    image: ghcr.io/acme/app:1
    livenessProbe:
      httpGet: {host: 10.0.0.1, port: 80}
`;

// The nine group/kinds Pod Security Admission evaluates, with where their pod spec lives.
const WORKLOADS: [string, string, string, string][] = [
  ['v1', 'Pod', '', 'spec'],
  ['v1', 'PodTemplate', 'template:\n  spec:\n    ', 'template.spec'],
  ['v1', 'ReplicationController', 'spec:\n  template:\n    spec:\n      ', 'spec.template.spec'],
  ['apps/v1', 'ReplicaSet', 'spec:\n  template:\n    spec:\n      ', 'spec.template.spec'],
  ['apps/v1', 'Deployment', 'spec:\n  template:\n    spec:\n      ', 'spec.template.spec'],
  ['apps/v1', 'StatefulSet', 'spec:\n  template:\n    spec:\n      ', 'spec.template.spec'],
  ['apps/v1', 'DaemonSet', 'spec:\n  template:\n    spec:\n      ', 'spec.template.spec'],
  ['batch/v1', 'Job', 'spec:\n  template:\n    spec:\n      ', 'spec.template.spec'],
  [
    'batch/v1',
    'CronJob',
    'spec:\n  jobTemplate:\n    spec:\n      template:\n        spec:\n          ',
    'spec.jobTemplate.spec.template.spec',
  ],
];

function workload(apiVersion: string, kind: string, wrapper: string, podSpec: string): string {
  const body =
    wrapper === ''
      ? `spec:\n  ${indent(podSpec, 2)}`
      : wrapper + indent(podSpec, wrapper.split('\n').pop()!.length);
  return `apiVersion: ${apiVersion}\nkind: ${kind}\nmetadata:\n  name: w\n${body}`;
}

async function hosts(files: Record<string, string>, ...args: string[]): Promise<string[]> {
  return (await scanJson(makeRepo(files), ...args)).report.findings
    .filter((f) => f.rule === 'probe-host')
    .map((f) => `${f.path}=${f.value ?? ''}`);
}

const pod = (podSpec: string): string => workload('v1', 'Pod', '', podSpec);

describe('probe-host (Pod Security baseline, hostProbesAndHostLifecycle)', () => {
  it.each(WORKLOADS)('checks %s %s at %s', async (apiVersion, kind, wrapper, prefix) => {
    expect(await hosts({ 'w.yaml': workload(apiVersion, kind, wrapper, POD_SPEC) })).toEqual([
      `${prefix}.containers[0].livenessProbe.httpGet.host=10.0.0.1`,
    ]);
  });

  it('ignores kinds Pod Security Admission does not evaluate (CRDs with pod templates, other groups)', async () => {
    expect(
      await hosts({
        'w.yaml': workload('example.com/v1', 'Deployment', 'spec:\n  template:\n    spec:\n      ', POD_SPEC),
      }),
    ).toEqual([]);
    expect(
      await hosts({
        'w.yaml': workload(
          'argoproj.io/v1alpha1',
          'Rollout',
          'spec:\n  template:\n    spec:\n      ',
          POD_SPEC,
        ),
      }),
    ).toEqual([]);
  });

  it('covers every probe and lifecycle handler, httpGet and tcpSocket, in init, regular and ephemeral containers', async () => {
    const spec = `initContainers:
  - name: sidecar
    restartPolicy: Always
    readinessProbe: {tcpSocket: {host: a.example, port: 1}}
    startupProbe: {httpGet: {host: b.example, port: 1}}
containers:
  - name: app
    livenessProbe: {tcpSocket: {host: c.example, port: 1}}
    lifecycle:
      postStart: {httpGet: {host: d.example, port: 1}}
      preStop: {tcpSocket: {host: e.example, port: 1}}
ephemeralContainers:
  - name: debug
    readinessProbe: {httpGet: {host: f.example, port: 1}}
`;
    expect(await hosts({ 'p.yaml': pod(spec) })).toEqual([
      'spec.initContainers[0].readinessProbe.tcpSocket.host=a.example',
      'spec.initContainers[0].startupProbe.httpGet.host=b.example',
      'spec.containers[0].livenessProbe.tcpSocket.host=c.example',
      'spec.containers[0].lifecycle.postStart.httpGet.host=d.example',
      'spec.containers[0].lifecycle.preStop.tcpSocket.host=e.example',
      'spec.ephemeralContainers[0].readinessProbe.httpGet.host=f.example',
    ]);
  });

  it('reports loopback and blank hosts too: only unset, null and "" are allowed', async () => {
    const spec = `containers:
  - name: app
    livenessProbe: {httpGet: {host: localhost, port: 1}}
    readinessProbe: {httpGet: {host: 127.0.0.1, port: 1}}
    startupProbe: {httpGet: {host: "::1", port: 1}}
  - name: b
    livenessProbe: {httpGet: {host: " ", port: 1}}
    readinessProbe: {httpGet: {host: "", port: 1}}
    startupProbe: {httpGet: {host: null, port: 1}}
  - name: c
    livenessProbe: {httpGet: {host: ~, port: 1}}
    readinessProbe: {tcpSocket: {port: 1}}
    startupProbe:
      httpGet:
        host:
        port: 1
`;
    expect(await hosts({ 'p.yaml': pod(spec) })).toEqual([
      'spec.containers[0].livenessProbe.httpGet.host=localhost',
      'spec.containers[0].readinessProbe.httpGet.host=127.0.0.1',
      'spec.containers[0].startupProbe.httpGet.host=::1',
      'spec.containers[1].livenessProbe.httpGet.host= ',
    ]);
  });

  it('ignores exec, grpc, sleep, a Host header and wrongly cased keys', async () => {
    const spec = `containers:
  - name: app
    livenessProbe: {exec: {command: [curl, "http://10.0.0.1"]}}
    readinessProbe: {grpc: {port: 9000, service: "10.0.0.1"}}
    startupProbe:
      httpGet:
        port: 80
        httpHeaders: [{name: Host, value: 10.0.0.1}]
    lifecycle:
      preStop: {sleep: {seconds: 5}}
      postStart: {httpGet: {Host: 10.0.0.1, port: 80}}
`;
    expect(await hosts({ 'p.yaml': pod(spec) })).toEqual([]);
  });

  it('runs from v1.34 on, as the Pod Security policy version does', async () => {
    const files = { 'p.yaml': pod(POD_SPEC) };
    expect(await hosts(files, '--kubernetes-version', 'v1.33')).toEqual([]);
    expect(await hosts(files, '--kubernetes-version', 'v1.34')).toHaveLength(1);
    expect(await hosts(files, '--kubernetes-version', 'latest')).toHaveLength(1);
    const { report } = await scanJson(makeRepo(files), '--kubernetes-version', 'v1.33');
    expect(report.notes.join('\n')).toContain(
      'probe-host does not run: kubernetesVersion v1.33 is older than v1.34',
    );
  });

  it('points at the host key through its value, with the container and the workload identity', async () => {
    const dir = makeRepo({
      'deploy.yaml': workload(
        'apps/v1',
        'Deployment',
        'spec:\n  template:\n    spec:\n      ',
        POD_SPEC,
      ).replace('name: w', 'name: web\n  namespace: shop'),
    });
    const [finding] = (await scanJson(dir)).report.findings;
    expect(finding).toMatchObject({
      file: 'deploy.yaml',
      line: 13,
      column: 23,
      endLine: 13,
      endColumn: 37,
      path: 'spec.template.spec.containers[0].livenessProbe.httpGet.host',
      resource: { apiVersion: 'apps/v1', kind: 'Deployment', namespace: 'shop', name: 'web' },
      value: '10.0.0.1',
      control: 'Host Probes / Lifecycle Hooks',
      container: { name: 'app', image: 'ghcr.io/acme/app:1' },
    });
    expect(finding?.message).toContain('KEP-4940');
    expect(finding?.message).toContain('SSRF');
  });
});
