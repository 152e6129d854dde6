// Go's IP parsing and containment (src/rules/external-ip-cidr/goip.ts) against an independent
// implementation, ipaddr.js, on random addresses and ranges. Where Go (k8s.io/utils' sloppy fork of
// Go 1.16's parser) deliberately differs, the reference is adjusted here, each difference named:
// - leading zeros: Go reads IPv4 parts as decimal whatever their zeros, and hex groups of any length;
// - zones (`fe80::1%eth0`): Go's ParseIP refuses them, ipaddr.js accepts them;
// - IPv4-mapped IPv6 (`::ffff:a.b.c.d`) is an IPv4 address to Go, and a mapped network of /96 or longer
//   an IPv4 network; an IPv4 address is never in a native IPv6 network, nor the reverse (`::/0` holds
//   no IPv4), while ipaddr.js would need both of one kind.

import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import ipaddr from 'ipaddr.js';
import { contains, parseCIDR, parseIP } from '../../src/rules/goip.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

const stripDecimalZeros = (v4: string): string => v4.replace(/(^|\.)0+(?=\d)/g, '$1');
const stripHexZeros = (groups: string): string => groups.replace(/(^|:)0+(?=[0-9a-fA-F])/g, '$1');

/** The address Go would parse, by ipaddr.js. */
function reference(text: string): Address | undefined {
  if (text.includes('%')) return undefined;
  const dot = text.indexOf('.');
  const colon = text.indexOf(':');
  if (colon < 0 || (dot >= 0 && dot < colon)) {
    const v4 = stripDecimalZeros(text);
    return ipaddr.IPv4.isValidFourPartDecimal(v4) ? ipaddr.IPv4.parse(v4) : undefined;
  }
  const last = text.lastIndexOf(':');
  const tail = text.slice(last + 1);
  const v6 =
    stripHexZeros(text.slice(0, last + 1)) +
    (tail.includes('.') ? stripDecimalZeros(tail) : stripHexZeros(tail));
  return ipaddr.IPv6.isValid(v6) ? ipaddr.IPv6.parse(v6) : undefined;
}

/** Go's view of an address: IPv4-mapped IPv6 is IPv4. */
function goForm(address: Address): Address {
  return address instanceof ipaddr.IPv6 && address.isIPv4MappedAddress() ? address.toIPv4Address() : address;
}

function bytesOf(address: Address): number[] {
  return address instanceof ipaddr.IPv4 ? address.toIPv4MappedAddress().toByteArray() : address.toByteArray();
}

/** Go's network: the address form decides the prefix limit, a mapped /96 or longer is IPv4. */
function referenceCidr(text: string): [Address, number] | undefined {
  const slash = text.indexOf('/');
  if (slash < 0) return undefined;
  const written = text.slice(0, slash);
  const prefixText = text.slice(slash + 1);
  const address = reference(written);
  if (!address || !/^\d{1,7}$/.test(prefixText)) return undefined;
  const prefix = Number(prefixText);
  const writtenAsV4 = address instanceof ipaddr.IPv4;
  if (prefix > (writtenAsV4 ? 32 : 128)) return undefined;
  if (address instanceof ipaddr.IPv6 && address.isIPv4MappedAddress() && prefix >= 96) {
    return [address.toIPv4Address(), prefix - 96];
  }
  return [address, prefix];
}

function referenceContains([network, prefix]: [Address, number], address: Address): boolean {
  const ip = goForm(address);
  if (ip.kind() !== network.kind()) return false;
  return ip.match(network, prefix);
}

// Mostly valid, with few distinct values so that addresses fall inside ranges; some invalid on purpose.
const byte = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(0, 1, 10, 127, 128, 255) },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 255 }) },
  { weight: 1, arbitrary: fc.integer({ min: 256, max: 300 }) },
);
const v4Part = fc.tuple(byte, fc.constantFrom('', '', '', '0', '00')).map(([n, z]) => `${z}${n}`);
const v4 = fc
  .oneof(
    { weight: 9, arbitrary: fc.array(v4Part, { minLength: 4, maxLength: 4 }) },
    { weight: 1, arbitrary: fc.array(v4Part, { minLength: 3, maxLength: 5 }) },
  )
  .map((parts) => parts.join('.'));
const word = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(0, 1, 0xdb8, 0x2001, 0xffff) },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 0xffff }) },
  { weight: 1, arbitrary: fc.integer({ min: 0x10000, max: 0x1ffff }) },
);
const hexGroup = fc
  .tuple(word, fc.constantFrom('', '', '', '0', '000'), fc.boolean())
  .map(([n, z, upper]) => `${z}${upper ? n.toString(16).toUpperCase() : n.toString(16)}`);
const v6 = fc
  .tuple(
    fc.oneof(
      { weight: 3, arbitrary: fc.array(hexGroup, { minLength: 8, maxLength: 8 }) },
      { weight: 3, arbitrary: fc.array(hexGroup, { minLength: 1, maxLength: 6 }) },
      { weight: 1, arbitrary: fc.array(hexGroup, { minLength: 1, maxLength: 9 }) },
    ),
    fc.option(fc.nat({ max: 8 }), { nil: undefined }),
    fc.option(v4, { nil: undefined, freq: 4 }),
  )
  .map(([groups, gap, tail]) => {
    const parts = [...groups];
    if (gap !== undefined) parts.splice(Math.min(gap, parts.length), 0, '');
    let text = parts.join(':');
    if (text.startsWith(':')) text = `:${text}`;
    if (text.endsWith(':')) text = `${text}:`;
    return tail === undefined ? text : `${text}:${tail}`;
  });
const mapped = v4.map((a) => `::ffff:${a}`);
const junk = fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF.:%/-x '), maxLength: 14 });
const address = fc.oneof(v4, v4, v6, mapped, junk);
const prefix = fc
  .tuple(
    fc.oneof(fc.constantFrom(0, 1, 8, 16, 24, 32, 96, 104, 120, 128), fc.integer({ min: 0, max: 130 })),
    fc.constantFrom('', '', '0'),
  )
  .map(([n, z]) => `${z}${n}`);
const cidr = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .tuple(fc.oneof(v4, v6, mapped, fc.constant('::'), fc.constant('::ffff:0:0')), prefix)
      .map(([a, p]) => `${a}/${p}`),
  },
  { weight: 1, arbitrary: junk },
);

describe('Go IP semantics against ipaddr.js', () => {
  it('parses exactly the addresses Go parses, to the same bytes', () => {
    expect(() =>
      fc.assert(
        fc.property(address, (text) => {
          const ours = parseIP(text);
          const theirs = reference(text);
          if (ours === undefined || theirs === undefined) return ours === theirs;
          return Buffer.from(ours).equals(Buffer.from(bytesOf(theirs)));
        }),
        { seed: 20240611, numRuns: 5000 },
      ),
    ).not.toThrow();
  });

  it('parses exactly the ranges Go parses, and agrees on what they contain', () => {
    expect(() =>
      fc.assert(
        fc.property(cidr, fc.oneof(v4, v6, mapped), (range, text) => {
          const net = parseCIDR(range);
          const theirs = referenceCidr(range);
          if (net === undefined || theirs === undefined) return net === undefined && theirs === undefined;
          const ip = parseIP(text);
          const other = reference(text);
          if (ip === undefined || other === undefined) return ip === undefined && other === undefined;
          return contains(net, ip) === referenceContains(theirs, other);
        }),
        { seed: 7, numRuns: 5000 },
      ),
    ).not.toThrow();
  });

  it('is not vacuous: most generated addresses parse, and containment goes both ways', () => {
    const sample = fc.sample(fc.tuple(cidr, fc.oneof(v4, mapped)), { seed: 3, numRuns: 2000 });
    const judged = sample.flatMap(([range, text]) => {
      const net = parseCIDR(range);
      const ip = parseIP(text);
      return net && ip ? [contains(net, ip)] : [];
    });
    expect(judged.length).toBeGreaterThan(500);
    expect(judged.filter((inside) => inside).length).toBeGreaterThan(25);
    expect(judged.filter((inside) => !inside).length).toBeGreaterThan(25);
  });
});
