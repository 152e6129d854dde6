// What a pod-security finding says: the control, the exact field and its position, the object, the
// container and the offending value, and a message with the reason and what is allowed.

import { beforeAll, describe, expect, it } from '@jest/globals';
import type { JsonFinding, JsonReport } from '../../helpers.js';
import { podManifest, restrictedSpec, scanWith } from './scan.js';

const RESTRICTED = 'rules:\n  pod-security:\n    level: restricted\n';

const deployment = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
  namespace: shop
spec:
  template:
    metadata:
      annotations:
        container.apparmor.security.beta.kubernetes.io/web: unconfined
    spec:
      securityContext:
        runAsNonRoot: true
        seccompProfile: {type: RuntimeDefault}
        sysctls:
          - {name: kernel.msgmax, value: "65536"}
      volumes:
        - name: logs
          hostPath: {path: /var/log}
      containers:
        - name: web
          image: ghcr.io/example/web:2.1
          securityContext:
            allowPrivilegeEscalation: false
            capabilities:
              drop: [ALL]
              add: [NET_BIND_SERVICE, SYS_ADMIN]
        - name: sidecar
          image: ghcr.io/example/proxy:1.0
`;

describe('pod-security findings', () => {
  let report: JsonReport;
  let byPath: Map<string, JsonFinding>;
  beforeAll(async () => {
    report = await scanWith(RESTRICTED, { 'web.yaml': deployment });
    byPath = new Map(report.findings.map((f) => [f.path, f]));
  });

  it('point at each offending field with its control, container and value', () => {
    expect(
      report.findings.map((f) => [f.line, f.column, f.path, f.control, f.container?.name, f.value]),
    ).toEqual([
      [
        10,
        9,
        'spec.template.metadata.annotations.container.apparmor.security.beta.kubernetes.io/web',
        'AppArmor',
        'web',
        'unconfined',
      ],
      [16, 14, 'spec.template.spec.securityContext.sysctls[0].name', 'Sysctls', undefined, 'kernel.msgmax'],
      [19, 11, 'spec.template.spec.volumes[0].hostPath', 'Volume Types', undefined, 'hostPath'],
      [
        27,
        39,
        'spec.template.spec.containers[0].securityContext.capabilities.add[1]',
        'Capabilities',
        'web',
        'SYS_ADMIN',
      ],
      [
        28,
        11,
        'spec.template.spec.containers[1].securityContext.allowPrivilegeEscalation',
        'Privilege Escalation',
        'sidecar',
        undefined,
      ],
      [
        28,
        11,
        'spec.template.spec.containers[1].securityContext.capabilities.drop',
        'Capabilities',
        'sidecar',
        undefined,
      ],
    ]);
  });

  it('name the object and the image, for exceptions by image', () => {
    const finding = byPath.get('spec.template.spec.containers[0].securityContext.capabilities.add[1]');
    expect(finding).toMatchObject({
      rule: 'pod-security',
      severity: 'error',
      file: 'web.yaml',
      endLine: 27,
      endColumn: 48,
      resource: { apiVersion: 'apps/v1', kind: 'Deployment', namespace: 'shop', name: 'web' },
      container: { name: 'web', image: 'ghcr.io/example/web:2.1' },
    });
  });

  it('say what is wrong, why, and what the control allows', () => {
    expect(byPath.get('spec.template.spec.containers[0].securityContext.capabilities.add[1]')?.message).toBe(
      'container "web" adds capability SYS_ADMIN: restricted containers run with no capabilities but the one needed to bind low ports. ' +
        'PodSecurity "restricted:latest" (Capabilities) allows capabilities.drop containing ALL, and adding back only NET_BIND_SERVICE.',
    );
    expect(byPath.get('spec.template.spec.volumes[0].hostPath')?.message).toMatch(
      /^volume "logs" is a hostPath volume: .* PodSecurity "restricted:latest" \(Volume Types\) allows volumes of type configMap, csi, /,
    );
  });

  it('report a hostPath volume at baseline under its own control, with its path as the value', async () => {
    const baseline = await scanWith('rules:\n  pod-security: error\n', { 'web.yaml': deployment });
    expect(baseline.findings.filter((f) => f.path.includes('volumes'))).toMatchObject([
      { control: 'HostPath Volumes', value: '/var/log', path: 'spec.template.spec.volumes[0].hostPath' },
    ]);
  });

  it('point a missing field at the nearest part that is written', async () => {
    const bare = podManifest(
      restrictedSpec((s) => {
        s.containers = [{ name: 'app', image: 'app:1' }];
      }),
    );
    const findings = (await scanWith(RESTRICTED, { 'pod.yaml': bare })).findings;
    const lines = bare.split('\n');
    const line = lines.findIndex((l) => l.includes('- name: app')) + 1;
    const column = (lines[line - 1] ?? '').indexOf('name') + 1;
    expect(findings.map((f) => [f.path, f.line, f.column])).toEqual([
      ['spec.containers[0].securityContext.allowPrivilegeEscalation', line, column],
      ['spec.containers[0].securityContext.capabilities.drop', line, column],
    ]);
  });
});

describe('the nine workload kinds', () => {
  const template = (path: string[]): string => {
    const pod = { spec: { containers: [{ name: 'c', image: 'i', securityContext: { privileged: true } }] } };
    let object: Record<string, unknown> = pod;
    for (const key of [...path].reverse()) object = { [key]: object };
    return JSON.stringify(object).slice(1, -1);
  };
  const kinds: [string, string, string[]][] = [
    ['v1', 'Pod', []],
    ['v1', 'PodTemplate', ['template']],
    ['v1', 'ReplicationController', ['spec', 'template']],
    ['apps/v1', 'ReplicaSet', ['spec', 'template']],
    ['apps/v1', 'Deployment', ['spec', 'template']],
    ['apps/v1', 'StatefulSet', ['spec', 'template']],
    ['apps/v1', 'DaemonSet', ['spec', 'template']],
    ['batch/v1', 'Job', ['spec', 'template']],
    ['batch/v1', 'CronJob', ['spec', 'jobTemplate', 'spec', 'template']],
  ];

  it.each(kinds)('%s %s', async (apiVersion, kind, path) => {
    const manifest = `{"apiVersion": "${apiVersion}", "kind": "${kind}", "metadata": {"name": "x"}, ${template(path)}}`;
    const findings = (await scanWith('rules:\n  pod-security: error\n', { 'x.yaml': manifest })).findings;
    expect(findings.map((f) => f.path)).toEqual([
      [...path, 'spec', 'containers[0]', 'securityContext', 'privileged'].join('.'),
    ]);
  });

  it('leaves kinds of other API groups alone, as PSA does', async () => {
    const manifest = `{"apiVersion": "example.com/v1", "kind": "Deployment", "metadata": {"name": "x"}, ${template(['spec', 'template'])}}`;
    const { findings } = await scanWith('rules:\n  pod-security: error\n', { 'x.yaml': manifest });
    expect(findings.filter((f) => f.rule === 'pod-security')).toEqual([]);
  });
});

describe('Running as Non-root reports what upstream reports (check_runAsNonRoot.go)', () => {
  const paths = async (spec: Record<string, unknown>): Promise<string[]> =>
    (await scanWith(RESTRICTED, { 'pod.yaml': podManifest(spec) })).findings
      .filter((f) => f.control === 'Running as Non-root')
      .map((f) => f.path);
  const twoContainers = (pod: Record<string, unknown>, first: Record<string, unknown>) =>
    restrictedSpec((s) => {
      s.securityContext = { ...(s.securityContext as object), ...pod };
      const base = s.containers[0] as { securityContext: Record<string, unknown> };
      s.containers = [
        { ...base, name: 'a', securityContext: { ...base.securityContext, ...first } },
        { ...base, name: 'b' },
      ];
    });

  it('only the explicit false settings when the pod sets runAsNonRoot: false, not the containers that inherit it', async () => {
    expect(await paths(twoContainers({ runAsNonRoot: false }, {}))).toEqual([
      'spec.securityContext.runAsNonRoot',
    ]);
    expect(await paths(twoContainers({ runAsNonRoot: false }, { runAsNonRoot: false }))).toEqual([
      'spec.securityContext.runAsNonRoot',
      'spec.containers[0].securityContext.runAsNonRoot',
    ]);
  });

  it('a container that sets false hides the containers that set nothing, until it is fixed', async () => {
    const spec = twoContainers({}, { runAsNonRoot: false });
    delete (spec.securityContext as Record<string, unknown>).runAsNonRoot;
    expect(await paths(spec)).toEqual(['spec.containers[0].securityContext.runAsNonRoot']);
    (spec.containers as { securityContext: Record<string, unknown> }[])[0]!.securityContext.runAsNonRoot =
      true;
    expect(await paths(spec)).toEqual(['spec.containers[1].securityContext.runAsNonRoot']);
  });
});
