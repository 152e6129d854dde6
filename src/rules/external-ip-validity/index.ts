// The API server's own validation of Service externalIPs (pkg/apis/core/validation ValidateService):
// each entry must be an IP address (IsValidIPForLegacyField) outside the special ranges
// (ValidateNonSpecialIP). From v1.36 (KEP-4858 StrictIPCIDRValidation, beta and on by default) new values
// must also parse with netip.ParseAddr: no IPv4 leading zeros, no IPv4-mapped IPv6; values the old
// object already had are ratcheted (validOldIPs). Validation runs before admission, so this is what a
// Service meets first.

import { atLeast, formatKubernetesVersion } from '../../kube-version.js';
import type { KubernetesVersion } from '../../kube-version.js';
import { formatIP, isIPv4MappedIPv6, isStrictlyParsable, parseIP, specialRangesOf } from '../goip.js';
import type { IP, SpecialRange } from '../goip.js';
import { EXTERNAL_IPS_ALTERNATIVES, entryString, externalIPsOf, isCoreService } from '../service.js';
import type { ResourceRule, RuleFinding } from '../types.js';

/** The first version whose API server refuses the ambiguous forms in new values. */
export const STRICT_IP_VERSION: KubernetesVersion = { major: 1, minor: 36 };

const RANGES: Readonly<Record<SpecialRange, string>> = {
  unspecified: 'the unspecified address',
  loopback: 'in the loopback range (127.0.0.0/8, ::1/128)',
  'link-local': 'in the link-local range (169.254.0.0/16, fe80::/10)',
  'link-local multicast': 'in the link-local multicast range (224.0.0.0/24, ff02::/10)',
};

export const externalIpValidity: ResourceRule = {
  scope: 'resource',
  id: 'external-ip-validity',
  title: 'Service externalIPs the API server refuses',
  summary:
    'Flags Service externalIPs that are not IP addresses, lie in the node-local special ranges, or (from v1.36, KEP-4858) use IPv4 leading zeros or IPv4-mapped IPv6, which different software reads as different addresses.',
  upstream:
    'kubernetes/kubernetes pkg/apis/core/validation/validation.go (ValidateService, ValidateNonSpecialIP), staging/src/k8s.io/apimachinery/pkg/api/validation/ip.go (IsValidIPForLegacyField); KEP-4858',
  defaultSeverity: 'error',
  enabledByDefault: true,
  minKubernetesVersion: { major: 1, minor: 0 },
  previousKinds: ['/Service'],
  prepare: () => undefined,
  *check(resource, context): Iterable<RuleFinding> {
    if (!isCoreService(resource)) return;
    const ips = externalIPsOf(resource);
    if (!ips) return;
    const previous = context.previous(resource);
    const old = new Set(previous && externalIPsOf(previous)?.list.items.map(entryString));
    const strict = atLeast(context.kubernetesVersion, STRICT_IP_VERSION);
    for (const [index, node] of ips.list.items.entries()) {
      const value = entryString(node);
      const at = { path: ['spec', 'externalIPs', index], start: node.start, end: node.end, value };
      const quoted = JSON.stringify(value);
      const ip = parseIP(value);
      if (!ip) {
        yield {
          ...at,
          message: `externalIP ${quoted} is not a valid IP address, so the API server rejects the Service: each entry must be one IPv4 or IPv6 address, with no prefix length, port, brackets or zone. Write a single address such as 192.0.2.10.`,
        };
        continue;
      }
      const ambiguity = old.has(value) ? undefined : ambiguityOf(value, ip);
      if (ambiguity) {
        yield {
          ...at,
          ...(strict ? {} : { severity: 'warning' as const }),
          message: `externalIP ${quoted} ${ambiguity} ${strict ? 'The API server rejects such new values from v1.36' : `Kubernetes v1.36 will reject such new values (kubernetesVersion ${formatKubernetesVersion(context.kubernetesVersion)} still accepts them with a warning)`} (KEP-4858, strict IP validation); values a Service already has stay valid. Write ${JSON.stringify(formatIP(ip))}.`,
        };
        if (strict) continue;
      }
      for (const range of specialRangesOf(ip)) {
        yield {
          ...at,
          message: `externalIP ${quoted} is ${RANGES[range]}, so the API server rejects the Service: special addresses belong to each node itself (the link-local range holds cloud metadata services), and kube-proxy would hand their traffic to the Service. Use a routable address you own. ${EXTERNAL_IPS_ALTERNATIVES}.`,
        };
      }
    }
  },
};

/** Why netip.ParseAddr refuses an address the sloppy parser reads, as upstream's parseIP says it. */
function ambiguityOf(value: string, ip: IP): string | undefined {
  if (!isStrictlyParsable(value)) {
    return 'has leading zeros: software disagrees on what it means (Go reads 010.0.0.1 as 10.0.0.1, C libraries as octal 8.0.0.1; CVE-2021-29923), so a policy and kube-proxy can see different addresses.';
  }
  if (isIPv4MappedIPv6(value, ip)) {
    return 'is an IPv4-mapped IPv6 address: some software treats it as IPv4 and some as IPv6, so a policy and kube-proxy can disagree about it.';
  }
  return undefined;
}
