// IP parsing as the API server and OpenShift's ExternalIPRanger see it: k8s.io/utils/net ParseIPSloppy /
// ParseCIDRSloppy (a fork of Go 1.16's parser that reads leading zeros as decimal, issue.k8s.io/100895),
// Go's net.IPNet.Contains, net.IP's classification and String, and what netip.ParseAddr refuses on top
// of the sloppy parser (KEP-4858). Addresses are byte arrays as in Go, so the quirks follow:
// `::ffff:a.b.c.d` is IPv4, `::/0` holds no IPv4, `0.0.0.0/0` holds no native IPv6.

export type IP = Uint8Array;

export interface IPNet {
  readonly ip: IP;
  readonly mask: Uint8Array;
}

const IPV4_LEN = 4;
const IPV6_LEN = 16;
// Go's parsers give up on any component that reaches this value.
const BIG = 0xffffff;

function ipv4(a: number, b: number, c: number, d: number): IP {
  return Uint8Array.of(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, a, b, c, d);
}

/** Decimal digits at the start of `s`: [value, digits consumed], or undefined. */
function dtoi(s: string, from: number): [number, number] | undefined {
  let n = 0;
  let i = from;
  for (; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) break;
    n = n * 10 + (c - 48);
    if (n >= BIG) return undefined;
  }
  return i === from ? undefined : [n, i - from];
}

function xtoi(s: string, from: number): [number, number] | undefined {
  let n = 0;
  let i = from;
  for (; i < s.length; i++) {
    const c = s.charCodeAt(i);
    let digit: number;
    if (c >= 48 && c <= 57) digit = c - 48;
    else if (c >= 97 && c <= 102) digit = c - 87;
    else if (c >= 65 && c <= 70) digit = c - 55;
    else break;
    n = n * 16 + digit;
    if (n >= BIG) return undefined;
  }
  return i === from ? undefined : [n, i - from];
}

function parseIPv4(s: string): IP | undefined {
  const parts: number[] = [];
  let at = 0;
  for (let i = 0; i < IPV4_LEN; i++) {
    if (at >= s.length) return undefined;
    if (i > 0) {
      if (s[at] !== '.') return undefined;
      at++;
    }
    const parsed = dtoi(s, at);
    if (!parsed || parsed[0] > 0xff) return undefined;
    parts.push(parsed[0]);
    at += parsed[1];
  }
  if (at !== s.length) return undefined;
  return ipv4(parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 0);
}

function parseIPv6(input: string): IP | undefined {
  const ip = new Uint8Array(IPV6_LEN);
  let s = input;
  let ellipsis = -1;
  if (s.startsWith('::')) {
    ellipsis = 0;
    s = s.slice(2);
    if (s.length === 0) return ip;
  }
  let i = 0;
  while (i < IPV6_LEN) {
    const hex = xtoi(s, 0);
    if (!hex || hex[0] > 0xffff) return undefined;
    const [n, c] = hex;
    if (c < s.length && s[c] === '.') {
      if (ellipsis < 0 && i !== IPV6_LEN - IPV4_LEN) return undefined;
      if (i + IPV4_LEN > IPV6_LEN) return undefined;
      const ip4 = parseIPv4(s);
      if (!ip4) return undefined;
      ip.set(ip4.subarray(12), i);
      s = '';
      i += IPV4_LEN;
      break;
    }
    ip[i] = n >> 8;
    ip[i + 1] = n & 0xff;
    i += 2;
    s = s.slice(c);
    if (s.length === 0) break;
    if (s[0] !== ':' || s.length === 1) return undefined;
    s = s.slice(1);
    if (s[0] === ':') {
      if (ellipsis >= 0) return undefined;
      ellipsis = i;
      s = s.slice(1);
      if (s.length === 0) break;
    }
  }
  if (s.length !== 0) return undefined;
  if (i < IPV6_LEN) {
    if (ellipsis < 0) return undefined;
    const n = IPV6_LEN - i;
    for (let j = i - 1; j >= ellipsis; j--) ip[j + n] = ip[j] ?? 0;
    for (let j = ellipsis + n - 1; j >= ellipsis; j--) ip[j] = 0;
  } else if (ellipsis >= 0) {
    return undefined;
  }
  return ip;
}

/** netutils.ParseIPSloppy: undefined when `s` is not an address (CIDRs, names, zones, empty). */
export function parseIP(s: string): IP | undefined {
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '.') return parseIPv4(s);
    if (s[i] === ':') return parseIPv6(s);
  }
  return undefined;
}

/** netutils.ParseCIDRSloppy: the network with host bits cleared, or undefined. */
export function parseCIDR(s: string): IPNet | undefined {
  const slash = s.indexOf('/');
  if (slash < 0) return undefined;
  const addr = s.slice(0, slash);
  const prefix = s.slice(slash + 1);
  let ipLen = IPV4_LEN;
  let ip = parseIPv4(addr);
  if (!ip) {
    ipLen = IPV6_LEN;
    ip = parseIPv6(addr);
  }
  const ones = dtoi(prefix, 0);
  if (!ip || !ones || ones[1] !== prefix.length || ones[0] > 8 * ipLen) return undefined;
  const mask = cidrMask(ones[0], ipLen);
  const network = maskIP(ip, mask);
  return network ? { ip: network, mask } : undefined;
}

function cidrMask(ones: number, len: number): Uint8Array {
  const mask = new Uint8Array(len);
  for (let bit = 0; bit < ones; bit++) mask[bit >> 3] = (mask[bit >> 3] ?? 0) | (0x80 >> (bit & 7));
  return mask;
}

const V4_IN_V6_PREFIX = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff];

function hasV4InV6Prefix(ip: IP): boolean {
  return ip.length === IPV6_LEN && V4_IN_V6_PREFIX.every((b, i) => ip[i] === b);
}

/** Go's IP.Mask. */
function maskIP(input: IP, inputMask: Uint8Array): IP | undefined {
  let ip = input;
  let mask = inputMask;
  if (mask.length === IPV6_LEN && ip.length === IPV4_LEN && mask.subarray(0, 12).every((b) => b === 0xff)) {
    mask = mask.subarray(12);
  }
  if (mask.length === IPV4_LEN && hasV4InV6Prefix(ip)) ip = ip.subarray(12);
  if (ip.length !== mask.length) return undefined;
  return ip.map((b, i) => b & (mask[i] ?? 0));
}

/** Go's IP.To4. */
function to4(ip: IP): IP | undefined {
  if (ip.length === IPV4_LEN) return ip;
  return hasV4InV6Prefix(ip) ? ip.subarray(12) : undefined;
}

/** Go's IPNet.Contains, with networkNumberAndMask. */
export function contains(net: IPNet, address: IP): boolean {
  const nn = to4(net.ip) ?? net.ip;
  if (nn.length !== IPV4_LEN && nn.length !== IPV6_LEN) return false;
  let mask = net.mask;
  if (mask.length === IPV4_LEN) {
    if (nn.length !== IPV4_LEN) return false;
  } else if (mask.length === IPV6_LEN) {
    if (nn.length === IPV4_LEN) mask = mask.subarray(12);
  } else {
    return false;
  }
  const ip = to4(address) ?? address;
  if (ip.length !== nn.length) return false;
  for (let i = 0; i < ip.length; i++) {
    if (((nn[i] ?? 0) & (mask[i] ?? 0)) !== ((ip[i] ?? 0) & (mask[i] ?? 0))) return false;
  }
  return true;
}

/**
 * Whether Go's netip.ParseAddr also accepts `s`, given that the sloppy parser did: it refuses IPv4
 * octets with leading zeros (also inside IPv6) and IPv6 groups of more than four digits, which the
 * sloppy parser reads as decimal or drops.
 */
export function isStrictlyParsable(s: string): boolean {
  const lastColon = s.lastIndexOf(':');
  const dotted = s.slice(lastColon + 1);
  if (dotted.includes('.') && dotted.split('.').some((octet) => octet.length > 1 && octet[0] === '0')) {
    return false;
  }
  const groups = lastColon < 0 ? [] : s.slice(0, dotted.includes('.') ? lastColon : s.length).split(':');
  return groups.every((group) => group.length <= 4);
}

/** netip.Addr.Is4In6: an address written as IPv6 whose bytes are an IPv4-mapped one (`::ffff:1.2.3.4`). */
export function isIPv4MappedIPv6(s: string, ip: IP): boolean {
  return s.includes(':') && hasV4InV6Prefix(ip);
}

/** Go's IP.String: dotted IPv4 (also for IPv4-mapped addresses), else RFC 5952 IPv6. */
export function formatIP(ip: IP): string {
  const four = to4(ip);
  if (four) return [...four].join('.');
  const groups = Array.from({ length: 8 }, (_, i) => ((ip[2 * i] ?? 0) << 8) | (ip[2 * i + 1] ?? 0));
  // The longest run of two or more zero groups (the first of equal runs) becomes `::`.
  let [bestStart, bestLength] = [-1, 1];
  for (let i = 0; i < 8;) {
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > bestLength) [bestStart, bestLength] = [i, j - i];
    i = j === i ? i + 1 : j;
  }
  const hex = (from: number, to: number): string =>
    groups
      .slice(from, to)
      .map((g) => g.toString(16))
      .join(':');
  return bestStart < 0 ? hex(0, 8) : `${hex(0, bestStart)}::${hex(bestStart + bestLength, 8)}`;
}

/** The special ranges ValidateNonSpecialIP refuses (Go's IsUnspecified, IsLoopback, IsLinkLocal*). */
export type SpecialRange = 'unspecified' | 'loopback' | 'link-local' | 'link-local multicast';

export function specialRangesOf(ip: IP): SpecialRange[] {
  const four = to4(ip);
  const ranges: SpecialRange[] = [];
  if (four ? four.every((b) => b === 0) : ip.every((b) => b === 0)) ranges.push('unspecified');
  if (four ? four[0] === 127 : ip.every((b, i) => b === (i === 15 ? 1 : 0))) ranges.push('loopback');
  if (four ? four[0] === 169 && four[1] === 254 : ip[0] === 0xfe && ((ip[1] ?? 0) & 0xc0) === 0x80) {
    ranges.push('link-local');
  }
  if (
    four
      ? four[0] === 224 && four[1] === 0 && four[2] === 0
      : ip[0] === 0xff && ((ip[1] ?? 0) & 0x0f) === 0x02
  ) {
    ranges.push('link-local multicast');
  }
  return ranges;
}
