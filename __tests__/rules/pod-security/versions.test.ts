// Each control at the policy versions where its behaviour changes: judged on both sides of the change.

import { describe, expect, it } from '@jest/globals';
import { controlsOf, judge, restrictedSpec } from './scan.js';
import type { Json } from './scan.js';

const withContainer = (change: (c: Json & { securityContext: Json }) => void): Json =>
  restrictedSpec((s) => change(s.containers[0] as Json & { securityContext: Json }));
const sysctl = (name: string): Json =>
  restrictedSpec((s) => Object.assign(s.securityContext as Json, { sysctls: [{ name, value: '1' }] }));
const windows = (spec: Json): Json => ({ ...spec, os: { name: 'windows' } });
const bareWindowsPod = windows({
  securityContext: { runAsNonRoot: true },
  containers: [{ name: 'app', image: 'mcr.microsoft.com/windows/nanoserver:ltsc2022' }],
});

describe.each([
  // [what, level, spec, metadata, version where it first holds, controls before, controls from then on]
  [
    'allowPrivilegeEscalation is required',
    'restricted',
    withContainer((c) => delete c.securityContext.allowPrivilegeEscalation),
    {},
    'v1.8',
    [],
    ['Privilege Escalation'],
  ],
  [
    'baseline stops reading the seccomp annotations',
    'baseline',
    { containers: [{ name: 'app', image: 'app' }] },
    { annotations: { 'seccomp.security.alpha.kubernetes.io/pod': 'unconfined' } },
    'v1.19',
    ['Seccomp'],
    [],
  ],
  [
    'baseline reads the seccompProfile field',
    'baseline',
    {
      containers: [
        { name: 'app', image: 'app', securityContext: { seccompProfile: { type: 'Unconfined' } } },
      ],
    },
    {},
    'v1.19',
    [],
    ['Seccomp'],
  ],
  [
    'a seccomp profile is required',
    'restricted',
    restrictedSpec((s) => delete (s.securityContext as Json).seccompProfile),
    {},
    'v1.19',
    [],
    ['Seccomp'],
  ],
  [
    'capabilities must drop ALL',
    'restricted',
    withContainer((c) => delete c.securityContext.capabilities),
    {},
    'v1.22',
    [],
    ['Capabilities'],
  ],
  [
    'runAsUser must not be 0',
    'restricted',
    withContainer((c) => (c.securityContext.runAsUser = 0)),
    {},
    'v1.23',
    [],
    ['Running as Non-root user'],
  ],
  [
    'Windows pods are exempt from the Linux-only restricted checks',
    'restricted',
    bareWindowsPod,
    {},
    'v1.25',
    ['Capabilities', 'Privilege Escalation', 'Seccomp'],
    [],
  ],
  [
    'net.ipv4.ip_local_reserved_ports is safe',
    'baseline',
    sysctl('net.ipv4.ip_local_reserved_ports'),
    {},
    'v1.27',
    ['Sysctls'],
    [],
  ],
  [
    'net.ipv4.tcp_keepalive_time is safe',
    'baseline',
    sysctl('net.ipv4.tcp_keepalive_time'),
    {},
    'v1.29',
    ['Sysctls'],
    [],
  ],
  ['net.ipv4.tcp_rmem is safe', 'baseline', sysctl('net.ipv4.tcp_rmem'), {}, 'v1.32', ['Sysctls'], []],
  [
    'net.ipv4.tcp_notsent_lowat is safe',
    'baseline',
    sysctl('net.ipv4.tcp_notsent_lowat'),
    {},
    'v1.37',
    ['Sysctls'],
    [],
  ],
  [
    'SELinux type container_engine_t is allowed',
    'baseline',
    withContainer((c) => (c.securityContext.seLinuxOptions = { type: 'container_engine_t' })),
    {},
    'v1.31',
    ['SELinux'],
    [],
  ],
  [
    'probe and lifecycle hosts are forbidden',
    'baseline',
    withContainer((c) => (c.readinessProbe = { tcpSocket: { host: 'localhost', port: 8080 } })),
    {},
    'v1.34',
    [],
    ['Host Probes / Lifecycle Hooks'],
  ],
  [
    'baseline allows any procMount in a user namespace',
    'baseline',
    {
      hostUsers: false,
      containers: [{ name: 'app', image: 'app', securityContext: { procMount: 'Unmasked' } }],
    },
    {},
    'v1.35',
    ['/proc Mount Type'],
    [],
  ],
  [
    'restricted exempts user-namespaced pods from the non-root checks',
    'restricted',
    restrictedSpec((s) => {
      s.hostUsers = false;
      s.securityContext = { runAsUser: 0, seccompProfile: { type: 'RuntimeDefault' } };
    }),
    {},
    'v1.35',
    ['Running as Non-root', 'Running as Non-root user'],
    [],
  ],
])('%s (%s)', (_what, level, spec, metadata, version, before, after) => {
  const minor = Number(version.slice(3));
  it(`before ${version}`, async () => {
    expect(controlsOf(await judge(level, `v1.${minor - 1}`, spec, metadata)).sort()).toEqual(before);
  });
  it(`at ${version}`, async () => {
    expect(controlsOf(await judge(level, version, spec, metadata)).sort()).toEqual(after);
  });
  it('at latest', async () => {
    expect(controlsOf(await judge(level, 'latest', spec, metadata)).sort()).toEqual(after);
  });
});

describe('restricted keeps the strict /proc check in a user namespace', () => {
  const spec = withContainer((c) => (c.securityContext.procMount = 'Unmasked'));
  const userNamespaced = { ...spec, hostUsers: false };

  it.each(['v1.34', 'v1.35', 'latest'])('at %s, once', async (version) => {
    expect(controlsOf(await judge('restricted', version, userNamespaced))).toEqual(['/proc Mount Type']);
  });
});

describe('changes upstream made inside the v1.0 revision apply at every version', () => {
  it('allows image volumes in restricted', async () => {
    const spec = restrictedSpec(
      (s) => (s.volumes = [{ name: 'data', image: { reference: 'registry.k8s.io/pause' } }]),
    );
    expect(await judge('restricted', 'v1.0', spec)).toEqual([]);
  });

  it('checks appArmorProfile fields', async () => {
    const spec = withContainer((c) => (c.securityContext.appArmorProfile = { type: 'Unconfined' }));
    expect(controlsOf(await judge('baseline', 'v1.0', spec))).toEqual(['AppArmor']);
  });
});
