// Baseline "Sysctls" (policy/check_sysctls.go): every name in spec.securityContext.sysctls must be
// on the safe list of the policy version: namespaced sysctls isolated from other pods and the node.

import type { Check, VersionedCheck, Violation } from '../check.js';
import { itemsOf, listOf, stringOf } from '../fields.js';
import type { PodView } from '../pod.js';

const SAFE_V1_0 = [
  'kernel.shm_rmid_forced',
  'net.ipv4.ip_local_port_range',
  'net.ipv4.tcp_syncookies',
  'net.ipv4.ping_group_range',
  'net.ipv4.ip_unprivileged_port_start',
];
const SAFE_V1_27 = [...SAFE_V1_0, 'net.ipv4.ip_local_reserved_ports'];
const SAFE_V1_29 = [
  ...SAFE_V1_27,
  'net.ipv4.tcp_keepalive_time',
  'net.ipv4.tcp_fin_timeout',
  'net.ipv4.tcp_keepalive_intvl',
  'net.ipv4.tcp_keepalive_probes',
];
const SAFE_V1_32 = [...SAFE_V1_29, 'net.ipv4.tcp_rmem', 'net.ipv4.tcp_wmem'];
const SAFE_V1_37 = [...SAFE_V1_32, 'net.ipv4.tcp_slow_start_after_idle', 'net.ipv4.tcp_notsent_lowat'];

export const sysctls: Check = {
  id: 'sysctls',
  level: 'baseline',
  control: 'Sysctls',
  why: 'a sysctl off the safe list can change kernel settings shared with other pods or the node',
  versions: [
    revision(0, SAFE_V1_0),
    revision(27, SAFE_V1_27),
    revision(29, SAFE_V1_29),
    revision(32, SAFE_V1_32),
    revision(37, SAFE_V1_37),
  ],
};

function revision(minimumVersion: number, names: readonly string[]): VersionedCheck {
  const safe: ReadonlySet<string> = new Set(names);
  return {
    minimumVersion,
    allowed: `only the safe sysctls ${names.join(', ')}`,
    check: (pod) => forbiddenSysctls(pod, safe),
  };
}

function* forbiddenSysctls(pod: PodView, safe: ReadonlySet<string>): Iterable<Violation> {
  for (const sysctl of itemsOf(listOf(pod.securityContext, 'sysctls'))) {
    const name =
      sysctl.node.kind === 'map' ? stringOf({ node: sysctl.node, path: sysctl.path }, 'name') : undefined;
    const value = name?.value ?? '';
    if (safe.has(value)) continue;
    yield {
      ...(name ?? sysctl),
      value,
      problem: `the pod sets sysctl ${JSON.stringify(value)}`,
    };
  }
}
