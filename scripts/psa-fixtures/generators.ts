// Upstream's fixture generators (k8s.io/pod-security-admission test/fixtures_*.go), one per check and
// version: each turns the minimal valid pod of a level and version into pods that must pass and pods
// that must fail. A generator registered at baseline serves restricted too; one registered for v1.x
// serves later versions until a newer one is registered.

import type { Container, Level, Pod } from './pods.js';
import {
  container,
  ensureAnnotations,
  ensureSecurityContext,
  initContainer,
  podSc,
  sc,
  tweak,
} from './pods.js';

export interface Generator {
  pass(pod: Pod, level: Level): Pod[];
  fail(pod: Pod): Pod[];
}

export interface Registration {
  readonly level: Level;
  readonly version: number;
  readonly check: string;
  readonly generator: Generator;
}

export const REGISTRATIONS: Registration[] = [];

function register(level: Level, version: number, check: string, generator: Generator): void {
  REGISTRATIONS.push({ level, version, check, generator });
}

const both = (p: Pod, change: (c: Container) => void): void => {
  change(container(p));
  change(initContainer(p));
};

// fixtures_windowsHostProcess.go
register('baseline', 0, 'windowsHostProcess', {
  pass: () => [],
  fail: (pod) => {
    const p = tweak(ensureSecurityContext(pod), (p) => {
      podSc(p).windowsOptions ??= {};
      both(p, (c) => (sc(c).windowsOptions ??= {}));
    });
    return [
      tweak(p, (p) => {
        p.spec.hostNetwork = true;
        podSc(p).windowsOptions = { hostProcess: true };
      }),
      tweak(p, (p) => {
        p.spec.hostNetwork = true;
        both(p, (c) => (sc(c).windowsOptions = { hostProcess: true }));
      }),
    ];
  },
});

// fixtures_hostNamespaces.go
register('baseline', 0, 'hostNamespaces', {
  pass: () => [],
  fail: (p) => [
    tweak(p, (p) => (p.spec.hostIPC = true)),
    tweak(p, (p) => (p.spec.hostNetwork = true)),
    tweak(p, (p) => (p.spec.hostPID = true)),
  ],
});

// fixtures_privileged.go
register('baseline', 0, 'privileged', {
  pass: (pod) => [tweak(ensureSecurityContext(pod), (p) => both(p, (c) => (sc(c).privileged = false)))],
  fail: (pod) => {
    const p = ensureSecurityContext(pod);
    const privileged = (c: Container): void => {
      sc(c).privileged = true;
      delete sc(c).allowPrivilegeEscalation;
    };
    return [tweak(p, (p) => privileged(container(p))), tweak(p, (p) => privileged(initContainer(p)))];
  },
});

// fixtures_capabilities_baseline.go
const DEFAULT_CAPABILITIES = [
  'AUDIT_WRITE',
  'CHOWN',
  'DAC_OVERRIDE',
  'FOWNER',
  'FSETID',
  'KILL',
  'MKNOD',
  'NET_BIND_SERVICE',
  'SETFCAP',
  'SETGID',
  'SETPCAP',
  'SETUID',
  'SYS_CHROOT',
];
const ensureCapabilities = (pod: Pod): Pod =>
  tweak(ensureSecurityContext(pod), (p) => both(p, (c) => (sc(c).capabilities ??= {})));
const addTo = (c: Container, add: string[]): void => {
  sc(c).capabilities = { ...sc(c).capabilities, add };
};
register('baseline', 0, 'capabilities_baseline', {
  pass: (pod) => {
    if (container(pod).securityContext?.capabilities?.drop?.includes('ALL')) return [];
    return [tweak(ensureCapabilities(pod), (p) => both(p, (c) => addTo(c, DEFAULT_CAPABILITIES)))];
  },
  fail: (pod) => {
    const p = ensureCapabilities(pod);
    return [
      tweak(p, (p) => addTo(container(p), ['NET_RAW'])),
      tweak(p, (p) => addTo(initContainer(p), ['NET_RAW'])),
      tweak(p, (p) => addTo(container(p), ['chown'])),
      tweak(p, (p) => addTo(container(p), ['CAP_CHOWN'])),
    ];
  },
});

// fixtures_hostPathVolumes.go
register('baseline', 0, 'hostPathVolumes', {
  pass: () => [],
  fail: (p) => [
    tweak(p, (p) => {
      p.spec.volumes = [
        { name: 'volume-emptydir', emptyDir: {} },
        { name: 'volume-hostpath', hostPath: { path: '/a' } },
      ];
    }),
    tweak(p, (p) => {
      p.spec.volumes = [
        { name: 'volume-hostpath-a', hostPath: { path: '/a' } },
        { name: 'volume-hostpath-b', hostPath: { path: '/b' } },
      ];
    }),
  ],
});

// fixtures_hostPorts.go
register('baseline', 0, 'hostPorts', {
  pass: (p) => [
    tweak(p, (p) => {
      container(p).ports = [{ containerPort: 12345 }];
      initContainer(p).ports = [{ containerPort: 12346 }];
    }),
  ],
  fail: (p) => [
    tweak(p, (p) => (container(p).ports = [{ containerPort: 12345, hostPort: 12345 }])),
    tweak(p, (p) => (initContainer(p).ports = [{ containerPort: 12346, hostPort: 12346 }])),
    tweak(p, (p) => {
      container(p).ports = [{ containerPort: 12345, hostPort: 12345 }, { containerPort: 12347 }];
      initContainer(p).ports = [{ containerPort: 12346, hostPort: 12346 }, { containerPort: 12348 }];
    }),
  ],
});

// fixtures_appArmorProfile.go: the annotation cases; the field cases follow the v1.30 check change.
const APPARMOR_PREFIX = 'container.apparmor.security.beta.kubernetes.io/';
register('baseline', 0, 'appArmorProfile', {
  pass: (pod) => [
    tweak(ensureAnnotations(pod), (p) => {
      p.metadata.annotations![APPARMOR_PREFIX + container(p).name] = 'runtime/default';
      // Upstream names the container here too, not the init container.
      p.metadata.annotations![APPARMOR_PREFIX + container(p).name] = 'localhost/foo';
    }),
    tweak(ensureSecurityContext(pod), (p) => {
      podSc(p).appArmorProfile = { type: 'RuntimeDefault' };
      sc(container(p)).appArmorProfile = { type: 'Localhost', localhostProfile: 'foo' };
      sc(initContainer(p)).appArmorProfile = { type: 'RuntimeDefault' };
    }),
  ],
  fail: (pod) => {
    const p = ensureAnnotations(pod);
    const s = ensureSecurityContext(pod);
    return [
      tweak(p, (p) => (p.metadata.annotations![APPARMOR_PREFIX + container(p).name] = 'unconfined')),
      tweak(p, (p) => (p.metadata.annotations![APPARMOR_PREFIX + initContainer(p).name] = 'unconfined')),
      tweak(s, (p) => (podSc(p).appArmorProfile = { type: 'Unconfined' })),
      tweak(s, (p) => (sc(container(p)).appArmorProfile = { type: 'Unconfined' })),
      tweak(s, (p) => (sc(initContainer(p)).appArmorProfile = { type: 'Unconfined' })),
    ];
  },
});

// fixtures_seLinuxOptions.go; v1.31 allows container_engine_t.
const ensureSeLinuxOptions = (pod: Pod): Pod =>
  tweak(ensureSecurityContext(pod), (p) => {
    podSc(p).seLinuxOptions ??= {};
    both(p, (c) => (sc(c).seLinuxOptions ??= {}));
  });
const seLinuxFail = (pod: Pod): Pod[] => {
  const p = ensureSeLinuxOptions(pod);
  return [
    tweak(p, (p) => (podSc(p).seLinuxOptions!.type = 'somevalue')),
    tweak(p, (p) => (sc(container(p)).seLinuxOptions!.type = 'somevalue')),
    tweak(p, (p) => (sc(initContainer(p)).seLinuxOptions!.type = 'somevalue')),
    tweak(p, (p) => (podSc(p).seLinuxOptions!.user = 'somevalue')),
    tweak(p, (p) => (podSc(p).seLinuxOptions!.role = 'somevalue')),
  ];
};
const seLinuxPass = (pod: Pod): Pod[] => {
  const p = ensureSeLinuxOptions(pod);
  return [
    tweak(p, (p) => {
      delete podSc(p).seLinuxOptions;
      delete sc(container(p)).seLinuxOptions;
      sc(initContainer(p)).seLinuxOptions = {};
    }),
    tweak(p, (p) => {
      podSc(p).seLinuxOptions = { type: 'container_t', level: '' };
      sc(container(p)).seLinuxOptions = { type: 'container_init_t', level: 'somevalue' };
      sc(initContainer(p)).seLinuxOptions = { type: 'container_kvm_t' };
    }),
  ];
};
register('baseline', 0, 'seLinuxOptions', { pass: seLinuxPass, fail: seLinuxFail });
register('baseline', 31, 'seLinuxOptions', {
  pass: (pod) => [
    ...seLinuxPass(pod),
    tweak(
      ensureSeLinuxOptions(pod),
      (p) => (sc(container(p)).seLinuxOptions = { type: 'container_engine_t' }),
    ),
  ],
  fail: seLinuxFail,
});

// fixtures_procMount.go
const procMounts = (pod: Pod, mount: string, hostUsers: boolean, which: 'container' | 'init' | 'both'): Pod =>
  tweak(ensureSecurityContext(pod), (p) => {
    if (which !== 'init') sc(container(p)).procMount = mount;
    if (which !== 'container') sc(initContainer(p)).procMount = mount;
    p.spec.hostUsers = hostUsers;
  });
register('baseline', 0, 'procMount', {
  pass: (p) => [procMounts(p, 'Default', false, 'both')],
  fail: (p) => [procMounts(p, 'Unmasked', false, 'container'), procMounts(p, 'Unmasked', false, 'init')],
});
register('baseline', 35, 'procMount', {
  pass: (p, level) => [
    procMounts(p, 'Default', false, 'both'),
    // The unmasked user-namespace pod passes baseline only: restricted keeps the strict check.
    ...(level !== 'restricted' ? [procMounts(p, 'Unmasked', false, 'both')] : []),
  ],
  fail: (p) => [procMounts(p, 'Unmasked', true, 'container'), procMounts(p, 'Unmasked', true, 'init')],
});
register('restricted', 35, 'procMount_restricted', {
  pass: (p) => [procMounts(p, 'Default', false, 'both')],
  fail: (p) => [procMounts(p, 'Unmasked', false, 'container'), procMounts(p, 'Unmasked', false, 'init')],
});

// fixtures_seccompProfile_baseline.go
const SECCOMP_POD = 'seccomp.security.alpha.kubernetes.io/pod';
const seccompContainer = (c: Container): string => `container.seccomp.security.alpha.kubernetes.io/${c.name}`;
const RUNTIME_DEFAULT = { type: 'RuntimeDefault' };
const UNCONFINED = { type: 'Unconfined' };
const LOCALHOST = { type: 'Localhost', localhostProfile: 'testing' };
register('baseline', 0, 'seccompProfile_baseline', {
  pass: (pod) => {
    if (pod.metadata.annotations?.[SECCOMP_POD] === 'runtime/default') return [];
    return [
      tweak(ensureAnnotations(pod), (p) => {
        p.metadata.annotations![SECCOMP_POD] = 'runtime/default';
        p.metadata.annotations![seccompContainer(container(p))] = 'localhost/testing';
      }),
    ];
  },
  fail: (pod) => {
    const p = ensureAnnotations(pod);
    return [
      tweak(p, (p) => (p.metadata.annotations![SECCOMP_POD] = 'unconfined')),
      tweak(p, (p) => (p.metadata.annotations![seccompContainer(container(p))] = 'unconfined')),
      tweak(p, (p) => (p.metadata.annotations![seccompContainer(initContainer(p))] = 'unconfined')),
    ];
  },
});
register('baseline', 19, 'seccompProfile_baseline', {
  pass: (pod) => {
    if (pod.spec.securityContext?.seccompProfile?.type === 'RuntimeDefault') return [];
    return [
      tweak(ensureSecurityContext(pod), (p) => {
        podSc(p).seccompProfile = RUNTIME_DEFAULT;
        sc(container(p)).seccompProfile = RUNTIME_DEFAULT;
      }),
    ];
  },
  fail: (pod) => {
    const p = ensureSecurityContext(pod);
    return [
      tweak(p, (p) => (podSc(p).seccompProfile = UNCONFINED)),
      tweak(p, (p) => (sc(container(p)).seccompProfile = UNCONFINED)),
      tweak(p, (p) => (sc(initContainer(p)).seccompProfile = UNCONFINED)),
    ];
  },
});

// fixtures_sysctls.go; v1.32 and v1.37 follow the safe-list additions of those versions.
const SAFE_SYSCTLS: [number, [string, string][]][] = [
  [
    0,
    [
      ['kernel.shm_rmid_forced', '0'],
      ['net.ipv4.ip_local_port_range', '1024 65535'],
      ['net.ipv4.tcp_syncookies', '0'],
      ['net.ipv4.ping_group_range', '1 0'],
      ['net.ipv4.ip_unprivileged_port_start', '1024'],
    ],
  ],
  [27, [['net.ipv4.ip_local_reserved_ports', '1024-4999']]],
  [
    29,
    [
      ['net.ipv4.tcp_keepalive_time', '7200'],
      ['net.ipv4.tcp_fin_timeout', '60'],
      ['net.ipv4.tcp_keepalive_intvl', '75'],
      ['net.ipv4.tcp_keepalive_probes', '9'],
    ],
  ],
  [
    32,
    [
      ['net.ipv4.tcp_rmem', '4096 87380 16777216'],
      ['net.ipv4.tcp_wmem', '4096 65536 16777216'],
    ],
  ],
  [
    37,
    [
      ['net.ipv4.tcp_slow_start_after_idle', '0'],
      ['net.ipv4.tcp_notsent_lowat', '16384'],
    ],
  ],
];
for (const [version] of SAFE_SYSCTLS) {
  const safe = SAFE_SYSCTLS.filter(([v]) => v <= version).flatMap(([, names]) => names);
  register('baseline', version, 'sysctls', {
    pass: (p) => [
      tweak(p, (p) => delete podSc(p).sysctls),
      tweak(p, (p) => (podSc(p).sysctls = safe.map(([name, value]) => ({ name, value })))),
    ],
    fail: (p) => [tweak(p, (p) => (podSc(p).sysctls = [{ name: 'othersysctl', value: 'other' }]))],
  });
}

// fixtures_hostProbesAndHostLifecycle.go
register('baseline', 34, 'hostProbesAndHostLifecycle', {
  pass: (p) => [
    p,
    tweak(p, (p) => {
      container(p).livenessProbe = { httpGet: { port: 8080 } };
      container(p).readinessProbe = { tcpSocket: { host: '', port: 8080 } };
      container(p).lifecycle = { postStart: { httpGet: { port: 8080 } } };
    }),
  ],
  fail: (p) => [
    tweak(p, (p) => (container(p).livenessProbe = { httpGet: { host: 'bad.host', port: 8080 } })),
    tweak(p, (p) => (initContainer(p).readinessProbe = { tcpSocket: { host: '8.8.8.8', port: 8080 } })),
    tweak(p, (p) => (container(p).lifecycle = { postStart: { httpGet: { host: 'bad.host', port: 8080 } } })),
    tweak(p, (p) => (container(p).startupProbe = { httpGet: { host: 'localhost', port: 8080 } })),
    tweak(p, (p) => (container(p).lifecycle = { preStop: { tcpSocket: { host: '127.0.0.1', port: 8080 } } })),
  ],
});

// fixtures_restrictedVolumes.go, plus the types allowed since (csi and ephemeral GA, image v1.33).
register('restricted', 0, 'restrictedVolumes', {
  pass: (p) => [
    tweak(p, (p) => {
      p.spec.volumes = [
        { name: 'volume0' },
        { name: 'volume1', emptyDir: {} },
        { name: 'volume2', secret: { secretName: 'test' } },
        { name: 'volume3', persistentVolumeClaim: { claimName: 'test' } },
        {
          name: 'volume4',
          downwardAPI: { items: [{ path: 'labels', fieldRef: { fieldPath: 'metadata.labels' } }] },
        },
        { name: 'volume5', configMap: { name: 'test' } },
        { name: 'volume6', projected: { sources: [] } },
      ];
    }),
    tweak(p, (p) => {
      p.spec.volumes = [
        {
          name: 'volume7',
          csi: { driver: 'inline.storage.kubernetes.io', volumeAttributes: { foo: 'bar' } },
        },
        { name: 'volume8', ephemeral: { volumeClaimTemplate: { spec: { accessModes: ['ReadWriteOnce'] } } } },
        { name: 'volume9', image: { reference: 'registry.k8s.io/pause' } },
      ];
    }),
  ],
  fail: (p) =>
    [
      { gcePersistentDisk: { pdName: 'test' } },
      { awsElasticBlockStore: { volumeID: 'test' } },
      { gitRepo: { repository: 'github.com/kubernetes/kubernetes' } },
      { nfs: { server: 'test', path: '/test' } },
      { iscsi: { targetPortal: 'test', iqn: 'iqn.2001-04.com.example:storage.kube.sys1.xyz', lun: 0 } },
      { glusterfs: { path: 'test', endpoints: 'test' } },
      { rbd: { monitors: ['test'], image: 'test' } },
      { flexVolume: { driver: 'test' } },
      { cinder: { volumeID: 'test' } },
      { cephfs: { monitors: ['test'] } },
      { flocker: { datasetName: 'test' } },
      { fc: { wwids: ['test'] } },
      { azureFile: { secretName: 'test', shareName: 'test' } },
      { vsphereVolume: { volumePath: 'test' } },
      { quobyte: { registry: 'localhost:1234', volume: 'test' } },
      { azureDisk: { diskName: 'test', diskURI: 'https://test.blob.core.windows.net/test/test.vhd' } },
      { portworxVolume: { volumeID: 'test', fsType: 'ext4' } },
      { scaleIO: { volumeName: 'test', gateway: 'localhost', system: 'test' } },
      { storageos: { volumeName: 'test' } },
      { hostPath: { path: '/dev/null' } },
    ].map((source) => tweak(p, (p) => (p.spec.volumes = [{ name: 'volume1', ...source }]))),
});

// fixtures_allowPrivilegeEscalation.go
register('restricted', 8, 'allowPrivilegeEscalation', {
  pass: () => [],
  fail: (p) => [
    tweak(p, (p) => (sc(container(p)).allowPrivilegeEscalation = true)),
    tweak(p, (p) => (sc(initContainer(p)).allowPrivilegeEscalation = true)),
    tweak(p, (p) => delete sc(container(p)).allowPrivilegeEscalation),
    tweak(p, (p) => delete container(p).securityContext),
  ],
});

// fixtures_runAsNonRoot.go; v1.35 exempts user-namespaced pods.
const runAsNonRootFail = (pod: Pod): Pod[] => {
  const p = ensureSecurityContext(pod);
  return [
    tweak(p, (p) => {
      delete podSc(p).runAsNonRoot;
      both(p, (c) => delete sc(c).runAsNonRoot);
    }),
    tweak(p, (p) => (podSc(p).runAsNonRoot = false)),
    tweak(p, (p) => (sc(container(p)).runAsNonRoot = false)),
    tweak(p, (p) => (sc(initContainer(p)).runAsNonRoot = false)),
  ];
};
const runAsNonRootPass = (pod: Pod): Pod[] => {
  const p = ensureSecurityContext(pod);
  return [
    tweak(p, (p) => {
      podSc(p).runAsNonRoot = true;
      both(p, (c) => delete sc(c).runAsNonRoot);
    }),
    tweak(p, (p) => {
      delete podSc(p).runAsNonRoot;
      both(p, (c) => (sc(c).runAsNonRoot = true));
    }),
  ];
};
register('restricted', 0, 'runAsNonRoot', { pass: runAsNonRootPass, fail: runAsNonRootFail });
register('restricted', 35, 'runAsNonRoot', {
  pass: (pod) => [
    ...runAsNonRootPass(pod),
    ...runAsNonRootFail(pod).map((p) => tweak(p, (p) => (p.spec.hostUsers = false))),
  ],
  fail: runAsNonRootFail,
});

// fixtures_runAsUser.go; v1.35 exempts user-namespaced pods.
const runAsUserFail = (pod: Pod): Pod[] => {
  const p = ensureSecurityContext(pod);
  return [
    tweak(p, (p) => (podSc(p).runAsUser = 0)),
    tweak(p, (p) => (sc(container(p)).runAsUser = 0)),
    tweak(p, (p) => (sc(initContainer(p)).runAsUser = 0)),
  ];
};
const runAsUserPass = (pod: Pod): Pod[] => [
  tweak(ensureSecurityContext(pod), (p) => {
    podSc(p).runAsUser = 1000;
    both(p, (c) => (sc(c).runAsUser = 1000));
  }),
];
register('restricted', 23, 'runAsUser', { pass: runAsUserPass, fail: runAsUserFail });
register('restricted', 35, 'runAsUser', {
  pass: (pod) => [
    ...runAsUserPass(pod),
    tweak(ensureSecurityContext(pod), (p) => {
      p.spec.hostUsers = false;
      podSc(p).runAsUser = 0;
      both(p, (c) => (sc(c).runAsUser = 0));
    }),
  ],
  fail: runAsUserFail,
});

// fixtures_seccompProfile_restricted.go
register('restricted', 19, 'seccompProfile_restricted', {
  pass: (pod) => {
    const p = ensureSecurityContext(pod);
    return [
      tweak(p, (p) => (podSc(p).seccompProfile = RUNTIME_DEFAULT)),
      tweak(p, (p) => (podSc(p).seccompProfile = LOCALHOST)),
      tweak(p, (p) => {
        delete podSc(p).seccompProfile;
        sc(container(p)).seccompProfile = RUNTIME_DEFAULT;
        sc(initContainer(p)).seccompProfile = LOCALHOST;
      }),
    ];
  },
  fail: (pod) => {
    const p = ensureSecurityContext(pod);
    return [
      tweak(p, (p) => delete podSc(p).seccompProfile),
      tweak(p, (p) => (podSc(p).seccompProfile = UNCONFINED)),
      tweak(p, (p) => {
        delete podSc(p).seccompProfile;
        sc(container(p)).seccompProfile = RUNTIME_DEFAULT;
      }),
      tweak(p, (p) => {
        delete podSc(p).seccompProfile;
        sc(initContainer(p)).seccompProfile = RUNTIME_DEFAULT;
      }),
      tweak(p, (p) => {
        delete podSc(p).seccompProfile;
        sc(container(p)).seccompProfile = RUNTIME_DEFAULT;
        sc(initContainer(p)).seccompProfile = UNCONFINED;
      }),
    ];
  },
});

// fixtures_capabilities_restricted.go
const ALL_INDIVIDUAL_CAPABILITIES = [
  'SYS_TIME',
  'SYS_MODULE',
  'SYS_RAWIO',
  'SYS_PACCT',
  'SYS_ADMIN',
  'SYS_NICE',
  'SYS_RESOURCE',
  'SYS_TIME',
  'SYS_TTY_CONFIG',
  'MKNOD',
  'AUDIT_WRITE',
  'AUDIT_CONTROL',
  'MAC_OVERRIDE',
  'MAC_ADMIN',
  'NET_ADMIN',
  'SYSLOG',
  'CHOWN',
  'NET_RAW',
  'DAC_OVERRIDE',
  'FOWNER',
  'DAC_READ_SEARCH',
  'FSETID',
  'KILL',
  'SETGID',
  'SETUID',
  'LINUX_IMMUTABLE',
  'NET_BIND_SERVICE',
  'NET_BROADCAST',
  'IPC_LOCK',
  'IPC_OWNER',
  'SYS_CHROOT',
  'SYS_PTRACE',
  'SYS_BOOT',
  'LEASE',
  'SETFCAP',
  'WAKE_ALARM',
  'BLOCK_SUSPEND',
];
const capabilities = (c: Container, drop: string[], add?: string[]): void => {
  sc(c).capabilities = { drop, ...(add ? { add } : {}) };
};
register('restricted', 22, 'capabilities_restricted', {
  pass: (pod) => [
    tweak(ensureCapabilities(pod), (p) => both(p, (c) => capabilities(c, ['ALL'], ['NET_BIND_SERVICE']))),
  ],
  fail: (pod) => {
    const p = ensureCapabilities(pod);
    return [
      tweak(p, (p) => capabilities(container(p), [])),
      tweak(p, (p) => capabilities(initContainer(p), [])),
      tweak(p, (p) => both(p, (c) => capabilities(c, ALL_INDIVIDUAL_CAPABILITIES))),
      tweak(p, (p) => both(p, (c) => capabilities(c, ['ALL'], DEFAULT_CAPABILITIES))),
    ];
  },
});
