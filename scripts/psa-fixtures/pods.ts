// The pod shapes upstream's fixtures touch, and the minimal valid pods of test/fixtures.go.

export interface SecurityContext {
  allowPrivilegeEscalation?: boolean;
  privileged?: boolean;
  capabilities?: { add?: string[]; drop?: string[] };
  runAsNonRoot?: boolean;
  runAsUser?: number;
  procMount?: string;
  seccompProfile?: { type: string; localhostProfile?: string };
  appArmorProfile?: { type: string; localhostProfile?: string };
  seLinuxOptions?: { type?: string; user?: string; role?: string; level?: string };
  windowsOptions?: { hostProcess?: boolean };
}

export interface PodSecurityContext extends SecurityContext {
  sysctls?: { name: string; value: string }[];
}

export interface Handler {
  httpGet?: { host?: string; port: number };
  tcpSocket?: { host?: string; port: number };
}

export interface Container {
  name: string;
  image: string;
  securityContext?: SecurityContext;
  ports?: { containerPort: number; hostPort?: number }[];
  livenessProbe?: Handler;
  readinessProbe?: Handler;
  startupProbe?: Handler;
  lifecycle?: { postStart?: Handler; preStop?: Handler };
}

export type Volume = { name: string } & Record<string, unknown>;

export interface Pod {
  metadata: { name?: string; annotations?: Record<string, string> };
  spec: {
    initContainers: Container[];
    containers: Container[];
    securityContext?: PodSecurityContext;
    volumes?: Volume[];
    hostNetwork?: boolean;
    hostPID?: boolean;
    hostIPC?: boolean;
    hostUsers?: boolean;
    os?: { name: string };
  };
}

export type Level = 'baseline' | 'restricted';

/** A copy of `pod` changed by `change`; the input is not modified. */
export function tweak(pod: Pod, change: (copy: Pod) => void): Pod {
  const copy = structuredClone(pod);
  change(copy);
  return copy;
}

/** Pod, init container and container security contexts, created empty where missing. */
export function ensureSecurityContext(pod: Pod): Pod {
  return tweak(pod, (p) => {
    p.spec.securityContext ??= {};
    for (const c of [...p.spec.containers, ...p.spec.initContainers]) c.securityContext ??= {};
  });
}

export function ensureAnnotations(pod: Pod): Pod {
  return tweak(pod, (p) => {
    p.metadata.annotations ??= {};
  });
}

// Every tweak below works on pods whose first container and init container exist.
export function container(p: Pod): Container {
  return p.spec.containers[0]!;
}

export function initContainer(p: Pod): Container {
  return p.spec.initContainers[0]!;
}

/** The security context of a container after ensureSecurityContext. */
export function sc(c: Container): SecurityContext {
  return (c.securityContext ??= {});
}

export function podSc(p: Pod): PodSecurityContext {
  return (p.spec.securityContext ??= {});
}

const baseline_1_0: Pod = {
  metadata: {},
  spec: {
    initContainers: [{ name: 'initcontainer1', image: 'registry.k8s.io/pause' }],
    containers: [{ name: 'container1', image: 'registry.k8s.io/pause' }],
  },
};
const restricted_1_0 = tweak(baseline_1_0, (p) => {
  p.spec.securityContext = { runAsNonRoot: true };
});
const restricted_1_8 = tweak(restricted_1_0, (p) => {
  container(p).securityContext = { allowPrivilegeEscalation: false };
  initContainer(p).securityContext = { allowPrivilegeEscalation: false };
});
const restricted_1_19 = tweak(restricted_1_8, (p) => {
  delete p.metadata.annotations;
  podSc(p).seccompProfile = { type: 'RuntimeDefault' };
});
const restricted_1_22 = tweak(restricted_1_19, (p) => {
  sc(container(p)).capabilities = { drop: ['ALL'] };
  sc(initContainer(p)).capabilities = { drop: ['ALL'] };
});

const withOs = (pod: Pod, name: string): Pod =>
  tweak(pod, (p) => {
    p.spec.os = { name };
  });

type Versioned = ReadonlyMap<number, Pod>;

export const MINIMAL_PODS: Readonly<Record<Level, Versioned>> = {
  baseline: new Map([[0, baseline_1_0]]),
  restricted: new Map([
    [0, restricted_1_0],
    [8, restricted_1_8],
    [19, restricted_1_19],
    [22, restricted_1_22],
  ]),
};

/** OS-specific minimal restricted pods: from v1.25 a Windows pod needs none of the Linux-only settings. */
export const MINIMAL_OS_PODS: Readonly<Record<'linux' | 'windows', Versioned>> = {
  linux: new Map([
    [0, withOs(restricted_1_0, 'linux')],
    [8, withOs(restricted_1_8, 'linux')],
    [19, withOs(restricted_1_19, 'linux')],
    [22, withOs(restricted_1_22, 'linux')],
  ]),
  windows: new Map([
    [0, withOs(restricted_1_0, 'windows')],
    [8, withOs(restricted_1_8, 'windows')],
    [19, withOs(restricted_1_19, 'windows')],
    [22, withOs(restricted_1_22, 'windows')],
    [25, withOs(restricted_1_0, 'windows')],
  ]),
};

/** The entry registered for the newest version at or below `minor`. */
export function atVersion<T>(versions: ReadonlyMap<number, T>, minor: number): T | undefined {
  const best = Math.max(...[...versions.keys()].filter((v) => v <= minor));
  return versions.get(best);
}
