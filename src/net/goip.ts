// IP parsing and containment exactly as OpenShift's ExternalIPRanger sees them: k8s.io/utils/net
// ParseIPSloppy / ParseCIDRSloppy (a fork of Go 1.16's parser that reads leading zeros as decimal,
// issue.k8s.io/100895) and Go's net.IPNet.Contains. Addresses are byte arrays as in Go, so the
// quirks follow: `::ffff:a.b.c.d` is IPv4, `::/0` holds no IPv4, `0.0.0.0/0` holds no native IPv6.

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
