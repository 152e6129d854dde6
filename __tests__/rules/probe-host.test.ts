// probe-host: the baseline host-probe check on its own, on by default from Kubernetes v1.34.

import { describe, expect, it } from '@jest/globals';
import { makeRepo, scanJson } from '../helpers.js';

const pod = (containers: string): string => `apiVersion: v1
kind: Pod
metadata: {name: p}
spec:
${containers}`;

const hostsIn = (manifest: string, ...args: string[]): [string, string | undefined][] =>
  scanJson(makeRepo({ 'pod.yaml': manifest }), ...args).report.findings.map((f) => [f.path, f.value]);

describe('probe-host', () => {
  it('flags every host but unset, null and ""', () => {
    const manifest = pod(`  initContainers:
    - name: a
      startupProbe: {tcpSocket: {host: "", port: 1}}
      readinessProbe: {httpGet: {host: null, port: 1}}
      livenessProbe: {httpGet: {host: " ", port: 1}}
  containers:
    - name: b
      livenessProbe: {httpGet: {port: 1, httpHeaders: [{name: Host, value: example.com}]}}
      readinessProbe: {exec: {command: [true]}, tcpSocket: {Host: x, port: 1}}
      lifecycle:
        postStart: {httpGet: {host: localhost, port: 1}}
        preStop: {tcpSocket: {host: "::1", port: 1}}
  ephemeralContainers:
    - name: c
      startupProbe: {httpGet: {host: 169.254.169.254, port: 1}}`);
    expect(hostsIn(manifest)).toEqual([
      ['spec.initContainers[0].livenessProbe.httpGet.host', ' '],
      ['spec.containers[0].lifecycle.postStart.httpGet.host', 'localhost'],
      ['spec.containers[0].lifecycle.preStop.tcpSocket.host', '::1'],
      ['spec.ephemeralContainers[0].startupProbe.httpGet.host', '169.254.169.254'],
    ]);
  });

  it('names its control and says what is allowed', () => {
    const manifest = pod(
      '  containers:\n    - {name: b, image: i, livenessProbe: {httpGet: {host: h, port: 1}}}',
    );
    const [finding] = scanJson(makeRepo({ 'pod.yaml': manifest })).report.findings;
    expect(finding).toMatchObject({
      rule: 'probe-host',
      control: 'Host Probes / Lifecycle Hooks',
      container: { name: 'b', image: 'i' },
      line: 6,
      column: 53,
    });
    expect(finding?.message).toBe(
      'container "b" sets livenessProbe.httpGet.host to "h": the kubelet connects to that host instead of the pod, ' +
        'so whoever can create pods can make nodes reach any address, including ones only the node network can reach (blind SSRF). ' +
        'Pod Security Standards baseline (Host Probes / Lifecycle Hooks, KEP-4940) from v1.34 allows only an unset or empty host; ' +
        'remove it so the kubelet targets the pod IP, and send a virtual host name as an httpHeaders entry named Host.',
    );
  });

  it('does not run before Kubernetes v1.34', () => {
    const manifest = pod('  containers:\n    - {name: b, livenessProbe: {httpGet: {host: h, port: 1}}}');
    expect(hostsIn(manifest, '--kubernetes-version', 'v1.33')).toEqual([]);
    expect(hostsIn(manifest, '--kubernetes-version', 'v1.34')).toHaveLength(1);
  });
});
