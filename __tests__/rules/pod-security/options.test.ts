// Turning pod-security on, choosing level and version, and sharing host probes with probe-host.

import { describe, expect, it } from '@jest/globals';
import { makeRepo, runCli, scanJson } from '../../helpers.js';
import { controlsOf, judge, podManifest, restrictedSpec, scanWith } from './scan.js';

const privilegedPod = podManifest({
  containers: [{ name: 'app', image: 'app:1', securityContext: { privileged: true } }],
});
const hostProbePod = podManifest({
  containers: [{ name: 'app', image: 'app:1', livenessProbe: { httpGet: { host: '10.0.0.1', port: 80 } } }],
});
const ruleFindings = async (config: string, manifest: string, rule = 'pod-security'): Promise<string[]> =>
  (await scanWith(config, { 'pod.yaml': manifest })).findings
    .filter((f) => f.rule === rule)
    .map((f) => f.control ?? '');

describe('enabling pod-security', () => {
  it('is off by default', async () => {
    expect((await scanJson(makeRepo({ 'pod.yaml': privilegedPod }))).report.findings).toEqual([]);
  });

  it('judges baseline when given only a severity', async () => {
    expect(await ruleFindings('rules:\n  pod-security: warning\n', privilegedPod)).toEqual([
      'Privileged Containers',
    ]);
    const report = await scanWith('rules:\n  pod-security: warning\n', { 'pod.yaml': privilegedPod });
    expect(report.findings[0]?.severity).toBe('warning');
  });

  it('judges restricted when asked', async () => {
    const spec = restrictedSpec((s) => delete (s.securityContext as Record<string, unknown>).runAsNonRoot);
    expect(controlsOf(await judge('restricted', 'latest', spec))).toEqual(['Running as Non-root']);
    expect(controlsOf(await judge('baseline', 'latest', spec))).toEqual([]);
  });

  it.each([
    [
      'level: privileged',
      'rules.pod-security.level: "privileged" is not allowed: expected one of baseline, restricted',
    ],
    ['version: v2.0', 'rules.pod-security.version: "v2.0" is not valid'],
    ['version: "1.30"', 'rules.pod-security.version: "1.30" is not valid'],
  ])('rejects %s', async (option, error) => {
    const dir = makeRepo({
      '.admission-gate.yaml': `rules:\n  pod-security:\n    ${option}\n`,
      'pod.yaml': privilegedPod,
    });
    const run = await runCli(['scan', '.'], dir);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(error);
  });
});

describe('the policy version', () => {
  const engineType = podManifest({
    containers: [
      { name: 'app', image: 'app:1', securityContext: { seLinuxOptions: { type: 'container_engine_t' } } },
    ],
  });

  it('defaults to kubernetesVersion', async () => {
    const config = (v: string): string => `kubernetesVersion: ${v}\nrules:\n  pod-security: error\n`;
    expect(await ruleFindings(config('v1.30'), engineType)).toEqual(['SELinux']);
    expect(await ruleFindings(config('v1.31'), engineType)).toEqual([]);
  });

  it('is never newer than kubernetesVersion, as a cluster clamps to the policies it knows', async () => {
    const report = await scanWith(
      'kubernetesVersion: v1.30\nrules:\n  pod-security:\n    version: latest\n',
      {
        'pod.yaml': engineType,
      },
    );
    expect(report.findings.map((f) => f.control)).toEqual(['SELinux']);
    expect(report.findings[0]?.message).toContain('PodSecurity "baseline:v1.30" (SELinux)');
  });

  it('does not run on clusters without Pod Security Admission', async () => {
    const report = await scanWith('kubernetesVersion: v1.22\nrules:\n  pod-security: error\n', {
      'pod.yaml': privilegedPod,
    });
    expect(report.findings).toEqual([]);
    expect(report.notes.join('\n')).toContain(
      'pod-security does not run: kubernetesVersion v1.22 is older than v1.23',
    );
  });
});

describe('host probes with probe-host', () => {
  it('are reported once, under probe-host, when both rules run', async () => {
    const report = await scanWith('rules:\n  pod-security: error\n', { 'pod.yaml': hostProbePod });
    expect(report.findings.map((f) => [f.rule, f.control])).toEqual([
      ['probe-host', 'Host Probes / Lifecycle Hooks'],
    ]);
  });

  it('are reported by pod-security when probe-host is off', async () => {
    const config = "rules:\n  probe-host: 'off'\n  pod-security: error\n";
    const report = await scanWith(config, { 'pod.yaml': hostProbePod });
    expect(report.findings.map((f) => [f.rule, f.control, f.path, f.value])).toEqual([
      [
        'pod-security',
        'Host Probes / Lifecycle Hooks',
        'spec.containers[0].livenessProbe.httpGet.host',
        '10.0.0.1',
      ],
    ]);
  });
});

describe('restricted checks replace the baseline checks they cover', () => {
  it('reports an added capability once', async () => {
    const spec = restrictedSpec((s) => {
      (s.containers[0] as { securityContext: Record<string, unknown> }).securityContext.capabilities = {
        drop: ['ALL'],
        add: ['NET_RAW'],
      };
    });
    const findings = await judge('restricted', 'latest', spec);
    expect(findings.map((f) => [f.control, f.value])).toEqual([['Capabilities', 'NET_RAW']]);
    expect(findings[0]?.message).toContain('adding back only NET_BIND_SERVICE');
  });

  it('exempts Windows pods from baseline seccomp too, from v1.25', async () => {
    const spec = {
      os: { name: 'windows' },
      securityContext: { runAsNonRoot: true, seccompProfile: { type: 'Unconfined' } },
      containers: [{ name: 'app', image: 'app:1' }],
    };
    expect(controlsOf(await judge('restricted', 'v1.25', spec))).toEqual([]);
    expect(controlsOf(await judge('baseline', 'v1.25', spec))).toEqual(['Seccomp']);
  });
});
