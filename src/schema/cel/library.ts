// The Kubernetes CEL libraries (kubernetes/apiserver pkg/cel/library) on the engine, each from the
// Kubernetes version that introduced it (pkg/cel/environment/base.go).

import { Optional } from '@marcbachmann/cel-js';
import type { Environment } from '@marcbachmann/cel-js';
import { parseCIDR, parseIP } from '../../rules/goip.js';
import type { RE2JS } from 're2js';
import { compileRegex, regexAll, regexFinds, regexFirst } from '../regex.js';
import { fraction, parseQuantity, Quantity } from './quantity.js';
import { CelRuntimeError } from './errors.js';

// Spaces and control characters, which Go's URL parser refuses.
// eslint-disable-next-line no-control-regex
const CONTROL_OR_SPACE = /[\s\x00-\x1f\x7f]/;

export interface LibraryVersion {
  /** Kubernetes minor version (1.x) the environment is for; Infinity for `latest`. */
  readonly minor: number;
}

class Namespace {}
export class Url {
  constructor(
    readonly url: URL,
    readonly text: string,
  ) {}
}
export class Ip {
  constructor(
    readonly bytes: Uint8Array,
    readonly text: string,
  ) {}
}
export class Cidr {
  constructor(
    readonly ip: Ip,
    readonly prefix: number,
    readonly text: string,
  ) {}
}
export class Semver {
  constructor(
    readonly major: bigint,
    readonly minor: bigint,
    readonly patch: bigint,
    readonly pre: string,
  ) {}
}
export class NamedFormat {
  constructor(
    readonly name: string,
    readonly check: (value: string) => string[],
  ) {}
}

type Fn = (...args: never[]) => unknown;

export function registerKubernetesLibraries(env: Environment, version: LibraryVersion): void {
  const fn = (signature: string, handler: Fn): void => {
    try {
      env.registerFunction(signature, handler as (...args: unknown[]) => unknown);
    } catch (e) {
      // The engine's standard library has some of cel-go's extensions already: keep its own.
      if (!(e instanceof Error && e.message.includes('overlaps with existing overload'))) throw e;
    }
  };
  // A namespace of functions (`sets.contains`) is a constant of a type of its own, as the engine's `cel.bind`.
  const namespace = (name: string, type: string): void => {
    const ctor = class extends Namespace {};
    Object.defineProperty(ctor, 'name', { value: type });
    env.registerType(type, ctor);
    env.registerConstant(name, type, new ctor());
  };

  // RE2, always: `matches` is routed here (engine.ts), find and findAll (library/regex.go).
  fn('string.re2Matches(string): bool', (s: string, p: string) => regexFinds(regex(p), s));
  fn('re2Matches(string, string): bool', (s: string, p: string) => regexFinds(regex(p), s));
  fn('string.find(string): string', (s: string, p: string) => regexFirst(regex(p), s) ?? '');
  fn('string.findAll(string): list<string>', (s: string, p: string) => regexAll(regex(p), s, -1));
  fn('string.findAll(string, int): list<string>', (s: string, p: string, n: bigint) =>
    regexAll(regex(p), s, Number(n)),
  );

  // Lists (library/lists.go), always.
  fn('list.isSorted(): bool', (l: unknown[]) => l.every((v, i) => i === 0 || compare(l[i - 1], v) <= 0));
  fn('list.sum(): dyn', (l: unknown[]) => sum(l));
  fn('list.min(): dyn', (l: unknown[]) => extreme(l, -1));
  fn('list.max(): dyn', (l: unknown[]) => extreme(l, 1));
  fn('list.indexOf(dyn): int', (l: unknown[], v: unknown) => BigInt(l.findIndex((x) => equal(x, v))));
  fn('list.lastIndexOf(dyn): int', (l: unknown[], v: unknown) => {
    for (let i = l.length - 1; i >= 0; i--) if (equal(l[i], v)) return BigInt(i);
    return -1n;
  });

  // URLs (library/urls.go), always.
  env.registerType('URL', Url);
  fn('url(string): URL', (s: string) => toUrl(s));
  fn('isURL(string): bool', (s: string) => parseRequestUri(s) !== undefined);
  fn('URL.getScheme(): string', (u: Url) => u.url.protocol.replace(/:$/, ''));
  fn('URL.getHost(): string', (u: Url) => u.url.host);
  fn('URL.getHostname(): string', (u: Url) => u.url.hostname.replace(/^\[|\]$/g, ''));
  fn('URL.getPort(): string', (u: Url) => u.url.port);
  fn('URL.getEscapedPath(): string', (u: Url) => u.url.pathname);
  fn('URL.getQuery(): map<string, list<string>>', (u: Url) => {
    const out = new Map<string, string[]>();
    for (const [k, v] of u.url.searchParams) out.set(k, [...(out.get(k) ?? []), v]);
    return out;
  });

  // Extended strings (cel-go ext.Strings), always; quote from version 2 (1.29).
  fn('string.charAt(int): string', (s: string, i: bigint) => {
    const chars = [...s];
    if (i < 0n || i > BigInt(chars.length)) throw new CelRuntimeError(`index out of range: ${i}`);
    return chars[Number(i)] ?? '';
  });
  fn('string.lowerAscii(): string', (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase()));
  fn('string.upperAscii(): string', (s: string) => s.replace(/[a-z]/g, (c) => c.toUpperCase()));
  fn('string.replace(string, string): string', (s: string, a: string, b: string) => s.split(a).join(b));
  fn('string.replace(string, string, int): string', (s: string, a: string, b: string, n: bigint) =>
    replaceN(s, a, b, Number(n)),
  );
  fn('string.split(string, int): list<string>', (s: string, sep: string, n: bigint) =>
    splitN(s, sep, Number(n)),
  );
  fn('string.reverse(): string', (s: string) => [...s].reverse().join(''));

  if (version.minor >= 28) {
    // Quantity (library/quantity.go).
    env.registerType('Quantity', Quantity);
    fn('quantity(string): Quantity', (s: string) => quantity(s));
    fn('isQuantity(string): bool', (s: string) => parseQuantity(s) !== undefined);
    fn('Quantity.sign(): int', (q: Quantity) => q.sign());
    fn('Quantity.isInteger(): bool', (q: Quantity) => q.isInteger());
    fn('Quantity.asInteger(): int', (q: Quantity) => {
      if (!q.isInteger()) throw new CelRuntimeError('cannot convert value to integer');
      return q.numerator / q.denominator;
    });
    fn('Quantity.asApproximateFloat(): double', (q: Quantity) => q.approximate());
    fn('Quantity.compareTo(Quantity): int', (a: Quantity, b: Quantity) => BigInt(a.compare(b)));
    fn('Quantity.isLessThan(Quantity): bool', (a: Quantity, b: Quantity) => a.compare(b) < 0);
    fn('Quantity.isGreaterThan(Quantity): bool', (a: Quantity, b: Quantity) => a.compare(b) > 0);
    fn('Quantity.add(Quantity): Quantity', (a: Quantity, b: Quantity) => a.add(b));
    fn('Quantity.add(int): Quantity', (a: Quantity, b: bigint) => a.add(fraction(b, 1n)));
    fn('Quantity.sub(Quantity): Quantity', (a: Quantity, b: Quantity) => a.add(b.negate()));
    fn('Quantity.sub(int): Quantity', (a: Quantity, b: bigint) => a.add(fraction(-b, 1n)));
  }
  if (version.minor >= 29) {
    // Sets (library/sets.go) and strings version 2.
    namespace('sets', 'SetsNamespace');
    fn('SetsNamespace.contains(list, list): bool', (_: Namespace, a: unknown[], b: unknown[]) =>
      b.every((x) => a.some((y) => equal(x, y))),
    );
    fn(
      'SetsNamespace.equivalent(list, list): bool',
      (_: Namespace, a: unknown[], b: unknown[]) =>
        b.every((x) => a.some((y) => equal(x, y))) && a.every((x) => b.some((y) => equal(x, y))),
    );
    fn('SetsNamespace.intersects(list, list): bool', (_: Namespace, a: unknown[], b: unknown[]) =>
      a.some((x) => b.some((y) => equal(x, y))),
    );
    namespace('strings', 'StringsNamespace');
    fn('StringsNamespace.quote(string): string', (_: Namespace, s: string) => JSON.stringify(s));
  }
  if (version.minor >= 30) {
    // IP and CIDR (library/ip.go, cidr.go).
    env.registerType('net.IP', Ip);
    env.registerType('net.CIDR', Cidr);
    fn('ip(string): net.IP', (s: string) => toIp(s));
    fn('isIP(string): bool', (s: string) => strictIp(s) !== undefined);
    namespace('ip', 'IpNamespace');
    fn('IpNamespace.isCanonical(string): bool', (_: Namespace, s: string) => canonicalIp(toIp(s)) === s);
    fn('net.IP.family(): int', (ip: Ip) => (ip.bytes.length === 4 ? 4n : 6n));
    fn('net.IP.isLoopback(): bool', (ip: Ip) =>
      ip.bytes.length === 4 ? ip.bytes[0] === 127 : canonicalIp(ip) === '::1',
    );
    fn('net.IP.isUnspecified(): bool', (ip: Ip) => ip.bytes.every((b) => b === 0));
    fn('net.IP.isGlobalUnicast(): bool', (ip: Ip) => isGlobalUnicast(ip));
    fn('net.IP.isLinkLocalUnicast(): bool', (ip: Ip) =>
      ip.bytes.length === 4
        ? ip.bytes[0] === 169 && ip.bytes[1] === 254
        : ip.bytes[0] === 0xfe && ((ip.bytes[1] ?? 0) & 0xc0) === 0x80,
    );
    fn('net.IP.isLinkLocalMulticast(): bool', (ip: Ip) =>
      ip.bytes.length === 4
        ? ip.bytes[0] === 224 && ip.bytes[1] === 0 && ip.bytes[2] === 0
        : ip.bytes[0] === 0xff && ((ip.bytes[1] ?? 0) & 0x0f) === 0x02,
    );
    fn('string(net.IP): string', (ip: Ip) => canonicalIp(ip));
    fn('cidr(string): net.CIDR', (s: string) => toCidr(s));
    fn('isCIDR(string): bool', (s: string) => strictCidr(s) !== undefined);
    fn('net.CIDR.containsIP(net.IP): bool', (c: Cidr, ip: Ip) =>
      cidrContains(c, ip.bytes, ip.bytes.length * 8),
    );
    fn('net.CIDR.containsIP(string): bool', (c: Cidr, s: string) => {
      const ip = toIp(s);
      return cidrContains(c, ip.bytes, ip.bytes.length * 8);
    });
    fn('net.CIDR.containsCIDR(net.CIDR): bool', (c: Cidr, o: Cidr) => cidrContains(c, o.ip.bytes, o.prefix));
    fn('net.CIDR.containsCIDR(string): bool', (c: Cidr, s: string) => {
      const o = toCidr(s);
      return cidrContains(c, o.ip.bytes, o.prefix);
    });
    fn('net.CIDR.ip(): net.IP', (c: Cidr) => c.ip);
    fn('net.CIDR.prefixLength(): int', (c: Cidr) => BigInt(c.prefix));
    fn('net.CIDR.masked(): net.CIDR', (c: Cidr) => {
      const bytes = maskBytes(c.ip.bytes, c.prefix);
      const ip = new Ip(bytes, '');
      return new Cidr(ip, c.prefix, `${canonicalIp(ip)}/${c.prefix}`);
    });
    fn('string(net.CIDR): string', (c: Cidr) => c.text);
  }
  if (version.minor >= 31) {
    // Named formats (library/format.go).
    namespace('format', 'FormatNamespace');
    env.registerType('kubernetes.NamedFormat', NamedFormat);
    for (const [name, check] of Object.entries(NAMED_FORMATS)) {
      fn(`FormatNamespace.${name}(): kubernetes.NamedFormat`, () => new NamedFormat(name, check));
    }
    fn('FormatNamespace.named(string): optional<dyn>', (_: Namespace, name: string) => {
      const check = NAMED_FORMATS[name];
      return check ? Optional.of(new NamedFormat(name, check)) : Optional.none();
    });
    fn('kubernetes.NamedFormat.validate(string): optional<dyn>', (f: NamedFormat, s: string) => {
      const errors = f.check(s);
      return errors.length > 0 ? Optional.of(errors) : Optional.none();
    });
  }
  if (version.minor >= 33) {
    // Semantic versions (library/semver.go).
    env.registerType('kubernetes.Semver', Semver);
    fn('semver(string): kubernetes.Semver', (s: string) => {
      const v = parseSemver(s);
      if (!v) throw new CelRuntimeError(`could not parse ${JSON.stringify(s)} as a semantic version`);
      return v;
    });
    fn('isSemver(string): bool', (s: string) => parseSemver(s) !== undefined);
    fn('kubernetes.Semver.major(): int', (v: Semver) => v.major);
    fn('kubernetes.Semver.minor(): int', (v: Semver) => v.minor);
    fn('kubernetes.Semver.patch(): int', (v: Semver) => v.patch);
    fn('kubernetes.Semver.compareTo(kubernetes.Semver): int', (a: Semver, b: Semver) =>
      BigInt(compareSemver(a, b)),
    );
    fn(
      'kubernetes.Semver.isLessThan(kubernetes.Semver): bool',
      (a: Semver, b: Semver) => compareSemver(a, b) < 0,
    );
    fn(
      'kubernetes.Semver.isGreaterThan(kubernetes.Semver): bool',
      (a: Semver, b: Semver) => compareSemver(a, b) > 0,
    );
  }
  if (version.minor >= 34) {
    // cel-go ext.Lists version 3.
    fn('list.distinct(): list', (l: unknown[]) => l.filter((v, i) => l.findIndex((x) => equal(x, v)) === i));
    fn('list.flatten(): list', (l: unknown[]) =>
      l.flatMap((v) => (Array.isArray(v) ? (v as unknown[]) : [v])),
    );
    fn('list.reverse(): list', (l: unknown[]) => [...l].reverse());
    fn('list.slice(int, int): list', (l: unknown[], a: bigint, b: bigint) => {
      if (a < 0n || b < a || b > BigInt(l.length)) throw new CelRuntimeError(`cannot slice(${a}, ${b})`);
      return l.slice(Number(a), Number(b));
    });
    fn('list.sort(): list', (l: unknown[]) => [...l].sort(compare));
    fn('list.first(): optional<dyn>', (l: unknown[]) => (l.length > 0 ? Optional.of(l[0]) : Optional.none()));
    fn('list.last(): optional<dyn>', (l: unknown[]) =>
      l.length > 0 ? Optional.of(l.at(-1)) : Optional.none(),
    );
    namespace('lists', 'ListsNamespace');
    fn('ListsNamespace.range(int): list<int>', (_: Namespace, n: bigint) =>
      Array.from({ length: Math.max(0, Math.min(Number(n), 1_000_000)) }, (__, i) => BigInt(i)),
    );
  }
}

function regex(pattern: string): RE2JS {
  const compiled = compileRegex(pattern);
  if (!compiled.ok)
    throw new CelRuntimeError(`invalid regular expression ${JSON.stringify(pattern)}: ${compiled.error}`);
  return compiled.regex;
}

function quantity(s: string): Quantity {
  const q = parseQuantity(s);
  if (!q)
    throw new CelRuntimeError(
      `quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'`,
    );
  return q;
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'bigint' && typeof b === 'bigint') return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === 'number' && typeof b === 'number') return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  throw new CelRuntimeError('no such overload: list elements are not comparable');
}

function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if ((typeof a === 'bigint' || typeof a === 'number') && (typeof b === 'bigint' || typeof b === 'number'))
    return Number(a) === Number(b);
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((v, i) => equal(v, (b as unknown[])[i]));
  if (a instanceof Map && b instanceof Map) {
    if (a.size !== b.size) return false;
    for (const [k, v] of a) if (!b.has(k) || !equal(v, b.get(k))) return false;
    return true;
  }
  return false;
}

function sum(l: unknown[]): unknown {
  if (l.length === 0) return 0n;
  if (l.every((v) => typeof v === 'bigint')) {
    const total = l.reduce((a, b) => a + b, 0n);
    if (total > 2n ** 63n - 1n || total < -(2n ** 63n)) throw new CelRuntimeError('integer overflow');
    return total;
  }
  if (l.every((v) => typeof v === 'number')) return l.reduce((a, b) => a + b, 0);
  throw new CelRuntimeError('no such overload: sum()');
}

function extreme(l: unknown[], direction: number): unknown {
  if (l.length === 0) throw new CelRuntimeError('min/max of an empty list');
  return l.reduce((best, v) => (compare(v, best) * direction > 0 ? v : best));
}

function replaceN(s: string, a: string, b: string, n: number): string {
  if (n < 0) return s.split(a).join(b);
  let out = s;
  let from = 0;
  for (let i = 0; i < n; i++) {
    const at = out.indexOf(a, from);
    if (at < 0) break;
    out = out.slice(0, at) + b + out.slice(at + a.length);
    from = at + b.length + (a === '' ? 1 : 0);
  }
  return out;
}

function splitN(s: string, sep: string, n: number): string[] {
  if (n === 0) return [];
  const parts = sep === '' ? [...s] : s.split(sep);
  if (n < 0 || parts.length <= n) return parts;
  return [...parts.slice(0, n - 1), parts.slice(n - 1).join(sep)];
}

// url.ParseRequestURI: absolute URIs and absolute paths.
function parseRequestUri(s: string): URL | undefined {
  if (CONTROL_OR_SPACE.test(s) || /%(?![0-9a-fA-F]{2})/.test(s)) return undefined;
  try {
    if (s.startsWith('/')) return new URL(s, 'relative:///');
    if (!/^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(s)) return undefined;
    return new URL(s);
  } catch {
    return undefined;
  }
}

function toUrl(s: string): Url {
  const u = parseRequestUri(s);
  if (!u)
    throw new CelRuntimeError(
      `URL parse error during conversion from string: parse ${JSON.stringify(s)}: invalid URI`,
    );
  return new Url(u, s);
}

// ip(): Go's netip.ParseAddr (no zones, no leading zeros, no IPv4-mapped IPv6 in the library).
function strictIp(s: string): Ip | undefined {
  if (s.includes('%')) return undefined;
  if (!s.includes(':') && /(^|\.)0\d/.test(s)) return undefined;
  const parsed = parseIP(s);
  if (!parsed) return undefined;
  if (!s.includes(':')) return new Ip(parsed.subarray(12), s);
  if (s.includes('.')) return undefined; // IPv4-mapped IPv6 addresses are refused
  return new Ip(parsed, s);
}

function toIp(s: string): Ip {
  const ip = strictIp(s);
  if (!ip)
    throw new CelRuntimeError(`IP Address ${JSON.stringify(s)} parse error during conversion from string`);
  return ip;
}

function strictCidr(s: string): Cidr | undefined {
  const slash = s.indexOf('/');
  if (slash < 0 || !/^\d{1,3}$/.test(s.slice(slash + 1))) return undefined;
  const ip = strictIp(s.slice(0, slash));
  const prefix = Number(s.slice(slash + 1));
  if (!ip || prefix > ip.bytes.length * 8 || !parseCIDR(s)) return undefined;
  return new Cidr(ip, prefix, s);
}

function toCidr(s: string): Cidr {
  const c = strictCidr(s);
  if (!c)
    throw new CelRuntimeError(
      `network address parse error during conversion from string: ${JSON.stringify(s)}`,
    );
  return c;
}

function maskBytes(bytes: Uint8Array, prefix: number): Uint8Array {
  return bytes.map((b, i) => {
    const bits = Math.max(0, Math.min(8, prefix - i * 8));
    return b & ((0xff << (8 - bits)) & 0xff);
  });
}

function cidrContains(c: Cidr, bytes: Uint8Array, prefix: number): boolean {
  if (bytes.length !== c.ip.bytes.length || prefix < c.prefix) return false;
  const a = maskBytes(c.ip.bytes, c.prefix);
  const b = maskBytes(bytes, c.prefix);
  return a.every((v, i) => v === b[i]);
}

function canonicalIp(ip: Ip): string {
  const b = ip.bytes;
  if (b.length === 4) return b.join('.');
  const groups: number[] = [];
  for (let i = 0; i < 16; i += 2) groups.push(((b[i] ?? 0) << 8) | (b[i + 1] ?? 0));
  let bestStart = -1;
  let bestLength = 0;
  for (let i = 0; i < 8;) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > bestLength && j - i > 1) [bestStart, bestLength] = [i, j - i];
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (bestStart < 0) return hex.join(':');
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`;
}

function isGlobalUnicast(ip: Ip): boolean {
  const b = ip.bytes;
  if (b.length === 4) {
    return !(
      b[0] === 0 ||
      b[0] === 127 ||
      (b[0] ?? 0) >= 224 ||
      (b[0] === 169 && b[1] === 254) ||
      b.every((x) => x === 255)
    );
  }
  return !(
    b.every((x) => x === 0) ||
    canonicalIp(ip) === '::1' ||
    b[0] === 0xff ||
    (b[0] === 0xfe && ((b[1] ?? 0) & 0xc0) === 0x80)
  );
}

const SEMVER =
  /^v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/;

function parseSemver(s: string): Semver | undefined {
  const m = SEMVER.exec(s);
  if (!m || s.startsWith('v')) return undefined;
  return new Semver(BigInt(m[1] ?? 0), BigInt(m[2] ?? 0), BigInt(m[3] ?? 0), m[4] ?? '');
}

function compareSemver(a: Semver, b: Semver): number {
  for (const [x, y] of [
    [a.major, b.major],
    [a.minor, b.minor],
    [a.patch, b.patch],
  ] as const) {
    if (x !== y) return x < y ? -1 : 1;
  }
  if (a.pre === b.pre) return 0;
  if (a.pre === '') return 1;
  if (b.pre === '') return -1;
  return a.pre < b.pre ? -1 : 1;
}

// apimachinery validation: the names of format.named.
const DNS1123_LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
const DNS1123_SUBDOMAIN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
const DNS1035_LABEL = /^[a-z]([-a-z0-9]*[a-z0-9])?$/;
const QUALIFIED_NAME_PART = /^([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$/;
const LABEL_VALUE = /^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$/;
const C_IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

const within =
  (max: number, pattern: RegExp, what: string) =>
  (s: string): string[] => {
    const errors: string[] = [];
    if (s.length > max) errors.push(`must be no more than ${max} characters`);
    if (!pattern.test(s)) errors.push(what);
    return errors;
  };

export function dns1123Subdomain(s: string): string[] {
  return within(
    253,
    DNS1123_SUBDOMAIN,
    "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character",
  )(s);
}

const NAMED_FORMATS: Readonly<Record<string, (s: string) => string[]>> = {
  dns1123Label: within(
    63,
    DNS1123_LABEL,
    "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character",
  ),
  dns1123Subdomain,
  dns1035Label: within(
    63,
    DNS1035_LABEL,
    "a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character",
  ),
  labelValue: within(
    63,
    LABEL_VALUE,
    "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character",
  ),
  qualifiedName: (s) => {
    const parts = s.split('/');
    const name = parts.at(-1) ?? '';
    const errors =
      parts.length > 2
        ? ['a qualified name must consist of an optional DNS subdomain prefix and a name']
        : [];
    if (parts.length === 2) errors.push(...dns1123Subdomain(parts[0] ?? ''));
    return [
      ...errors,
      ...within(
        63,
        QUALIFIED_NAME_PART,
        "name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character",
      )(name),
    ];
  },
  dns1123LabelPrefix: within(
    63,
    /^[a-z0-9]([-a-z0-9]*[a-z0-9])?-?$/,
    'a lowercase RFC 1123 label prefix is invalid',
  ),
  dns1123SubdomainPrefix: within(
    253,
    /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*[-.]?$/,
    'a lowercase RFC 1123 subdomain prefix is invalid',
  ),
  dns1035LabelPrefix: within(63, /^[a-z]([-a-z0-9]*[a-z0-9])?-?$/, 'a DNS-1035 label prefix is invalid'),
  uri: (s) => (parseRequestUri(s) ? [] : ['must be a valid URI']),
  uuid: (s) =>
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s) ? [] : ['must be a valid UUID'],
  byte: (s) =>
    /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(s)
      ? []
      : ['must be base64 encoded'],
  date: (s) => (/^\d{4}-\d{2}-\d{2}$/.test(s) ? [] : ['must be a valid date in the format YYYY-MM-DD']),
  datetime: (s) =>
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i.test(s)
      ? []
      : ['must be a valid date-time in RFC 3339 format'],
  cIdentifier: (s) =>
    C_IDENTIFIER.test(s)
      ? []
      : [
          "a valid C identifier must start with alphabetic character or '_', followed by a string of alphanumeric characters or '_'",
        ],
};
