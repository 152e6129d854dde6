import { describe, expect, it } from '@jest/globals';
import { contains, parseCIDR, parseIP } from '../../src/rules/goip.js';
import { makeRepo, scanJson } from '../helpers.js';

function service(ips: readonly string[]): string {
  return `apiVersion: v1\nkind: Service\nmetadata:\n  name: web\nspec:\n  externalIPs:\n${ips
    .map((ip) => `    - ${JSON.stringify(ip)}`)
    .join('\n')}\n`;
}

/** external-ip-cidr findings (path=value: message start) for `ips` under a rule config. */
async function judge(ruleConfig: string, ips: readonly string[]): Promise<string[]> {
  const dir = makeRepo({
    '.admission-gate.yaml': `rules:\n  service-external-ips: off\n  external-ip-cidr: ${ruleConfig}\n`,
    'svc.yaml': service(ips),
  });
  return (await scanJson(dir)).report.findings
    .filter((f) => f.rule === 'external-ip-cidr')
    .map((f) => `${f.path}=${f.value ?? ''}`);
}

describe('external-ip-cidr (OpenShift ExternalIPRanger)', () => {
  it('is off until the config names it', async () => {
    const dir = makeRepo({ 'svc.yaml': service(['192.0.2.1']) });
    expect((await scanJson(dir)).report.findings.map((f) => f.rule)).toEqual(['service-external-ips']);
  });

  it('with no ranges at all, externalIPs are disabled: one finding for the whole field', async () => {
    for (const config of [
      'error',
      '{}',
      '{allowedCIDRs: [], rejectedCIDRs: []}',
      '{externalIPNetworkCIDRs: []}',
    ]) {
      expect(await judge(config, ['203.0.113.1', '198.51.100.1'])).toEqual(['spec.externalIPs=']);
    }
    expect(await judge('{}', [])).toEqual([]);
  });

  it('points the disabled-mode finding at the externalIPs key', async () => {
    const dir = makeRepo({
      '.admission-gate.yaml': 'rules:\n  service-external-ips: off\n  external-ip-cidr: error\n',
      'svc.yaml': service(['203.0.113.1']),
    });
    expect((await scanJson(dir)).report.findings[0]).toMatchObject({
      line: 6,
      column: 3,
      endLine: 6,
      endColumn: 14,
    });
  });

  it('admits addresses inside an allowed range and reports the others', async () => {
    expect(await judge('{allowedCIDRs: [203.0.113.0/24]}', ['203.0.113.7', '198.51.100.1'])).toEqual([
      'spec.externalIPs[1]=198.51.100.1',
    ]);
  });

  it('lets rejected ranges win over allowed ones', async () => {
    const config = '{allowedCIDRs: [203.0.113.0/24], rejectedCIDRs: [203.0.113.128/25]}';
    expect(await judge(config, ['203.0.113.7', '203.0.113.200'])).toEqual([
      'spec.externalIPs[1]=203.0.113.200',
    ]);
  });

  it('allows everything outside the rejected ranges when only rejected ranges exist (current OpenShift)', async () => {
    expect(await judge('{rejectedCIDRs: [10.0.0.0/8]}', ['10.1.2.3', '203.0.113.7', '2001:db8::1'])).toEqual([
      'spec.externalIPs[0]=10.1.2.3',
    ]);
  });

  it('reads the admission plugin form, ! marking reject entries', async () => {
    expect(
      await judge('{externalIPNetworkCIDRs: ["!10.0.0.0/8", "10.0.0.0/7"]}', [
        '10.0.0.1',
        '11.0.0.1',
        '12.0.0.1',
      ]),
    ).toEqual(['spec.externalIPs[0]=10.0.0.1', 'spec.externalIPs[2]=12.0.0.1']);
  });

  it('reports entries that are not an IP: CIDRs, empty strings, host names, zones', async () => {
    const config = '{allowedCIDRs: [0.0.0.0/0, "::/0"]}';
    expect(
      await judge(config, ['10.0.0.0/8', '', 'example.com', 'fe80::1%eth0', '1.2.3', '256.0.0.1']),
    ).toEqual([
      'spec.externalIPs[0]=10.0.0.0/8',
      'spec.externalIPs[1]=',
      'spec.externalIPs[2]=example.com',
      'spec.externalIPs[3]=fe80::1%eth0',
      'spec.externalIPs[4]=1.2.3',
      'spec.externalIPs[5]=256.0.0.1',
    ]);
  });

  it('parses leading-zero IPv4 as decimal, as ParseIPSloppy does', async () => {
    expect(await judge('{allowedCIDRs: [10.0.0.0/24]}', ['010.0.0.1', '10.0.0.010'])).toEqual([]);
    expect(await judge('{allowedCIDRs: [8.0.0.0/8]}', ['010.0.0.1'])).toEqual([
      'spec.externalIPs[0]=010.0.0.1',
    ]);
  });

  it('treats ::ffff:a.b.c.d as IPv4, matched by IPv4 ranges', async () => {
    expect(await judge('{allowedCIDRs: [192.0.2.0/24]}', ['::ffff:192.0.2.7'])).toEqual([]);
  });

  it('follows Go containment: ::/0 holds no IPv4, 0.0.0.0/0 holds no native IPv6, ::ffff:0:0/96 holds all IPv4', async () => {
    expect(await judge('{allowedCIDRs: ["::/0"]}', ['192.0.2.1', '2001:db8::1'])).toEqual([
      'spec.externalIPs[0]=192.0.2.1',
    ]);
    expect(
      await judge('{allowedCIDRs: [0.0.0.0/0]}', ['192.0.2.1', '2001:db8::1', '::ffff:192.0.2.1']),
    ).toEqual(['spec.externalIPs[1]=2001:db8::1']);
    expect(await judge('{allowedCIDRs: ["::ffff:0:0/96"]}', ['192.0.2.1', '2001:db8::1'])).toEqual([
      'spec.externalIPs[1]=2001:db8::1',
    ]);
  });

  it('ignores host bits in configured ranges', async () => {
    expect(await judge('{allowedCIDRs: [192.0.2.77/24]}', ['192.0.2.1', '192.0.3.1'])).toEqual([
      'spec.externalIPs[1]=192.0.3.1',
    ]);
  });

  it('re-checks every entry, not only new ones', async () => {
    expect(await judge('{allowedCIDRs: [192.0.2.0/24]}', ['198.51.100.1', '198.51.100.1'])).toEqual([
      'spec.externalIPs[0]=198.51.100.1',
      'spec.externalIPs[1]=198.51.100.1',
    ]);
  });

  it('explains what is wrong, why and how to fix it', async () => {
    const dir = makeRepo({
      '.admission-gate.yaml':
        'rules:\n  external-ip-cidr: {allowedCIDRs: [203.0.113.0/24], rejectedCIDRs: [203.0.113.128/25]}\n',
      'svc.yaml': service(['203.0.113.200', '198.51.100.1']),
    });
    const messages = (await scanJson(dir)).report.findings
      .filter((f) => f.rule === 'external-ip-cidr')
      .map((f) => f.message);
    expect(messages[0]).toContain('in the rejected range 203.0.113.128/25');
    expect(messages[1]).toContain('outside the allowed ranges (203.0.113.0/24)');
    expect(messages.every((m) => m.includes('KEP-5707'))).toBe(true);
  });
});

// Cases from Go's net/ip_test.go (parseIPTests, parseCIDRTests, ipNetContainsTests) and the
// k8s.io/utils fork's leading-zero behaviour.
describe('Go IP semantics', () => {
  const hex = (ip: Uint8Array | undefined): string | undefined =>
    ip ? Buffer.from(ip).toString('hex') : undefined;

  it.each([
    ['127.0.1.2', '00000000000000000000ffff7f000102'],
    ['127.0.0.1', '00000000000000000000ffff7f000001'],
    ['::ffff:127.1.2.3', '00000000000000000000ffff7f010203'],
    ['::ffff:7f01:0203', '00000000000000000000ffff7f010203'],
    ['0:0:0:0:0000:ffff:127.1.2.3', '00000000000000000000ffff7f010203'],
    ['0:0:0:0:000000:ffff:127.1.2.3', '00000000000000000000ffff7f010203'],
    ['2001:4860:0:2001::68', '20014860000020010000000000000068'],
    ['2001:4860:0000:2001:0000:0000:0000:0068', '20014860000020010000000000000068'],
    ['::', '00000000000000000000000000000000'],
    ['::1', '00000000000000000000000000000001'],
    ['1::', '00010000000000000000000000000000'],
    ['010.000.000.001', '00000000000000000000ffff0a000001'],
  ])('parses %s', (text, bytes) => {
    expect(hex(parseIP(text))).toBe(bytes);
  });

  it.each([
    '-0.0.0.0',
    '0.-1.0.0',
    '0.0.-2.0',
    '0.0.0.-3',
    '127.0.0.256',
    'abc',
    '123:',
    'fe80::1%lo0',
    'fe80::1%911',
    '',
    'a1:a2:a3:a4::b1:b2:b3:b4',
    '127.001.002.003.004',
    '1::2::3',
    '::ffff:1.2.3',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7::8',
  ])('rejects %j', (text) => {
    expect(parseIP(text)).toBeUndefined();
  });

  it.each([
    ['135.104.0.0/32', true],
    ['0.0.0.0/24', true],
    ['135.104.0.0/24', true],
    ['135.104.0.1/32', true],
    ['135.104.0.1/24', true],
    ['::1/128', true],
    ['abcd:2345::/127', true],
    ['abcd:2345::/65', true],
    ['abcd:2345::/64', true],
    ['abcd:2345::/63', true],
    ['abcd:2345::/33', true],
    ['abcd:2345::/32', true],
    ['abcd:2344::/31', true],
    ['abcd:2300::/24', true],
    ['abcd:2345::/24', true],
    ['2001:DB8::/48', true],
    ['2001:DB8::1/48', true],
    ['192.168.1.1/255.255.255.0', false],
    ['192.168.1.1/35', false],
    ['2001:db8::1/-1', false],
    ['2001:db8::1/-0', false],
    ['-0.0.0.0/32', false],
    ['0.-1.0.0/32', false],
    ['', false],
    ['10.0.0.0/024', true],
  ])('parses CIDR %s: %s', (text, ok) => {
    expect(parseCIDR(text) !== undefined).toBe(ok);
  });

  it.each([
    ['172.16.1.1', '172.16.0.0/12', true],
    ['172.24.0.1', '172.16.0.0/13', false],
    ['192.168.0.3', '192.168.0.0/0.0.255.252', false],
    ['192.168.0.4', '192.168.0.0/30', false],
    ['2001:db8:1:2::1', '2001:db8:1::/47', true],
    ['2001:db8:1:2::1', '2001:db8:2::/47', false],
    ['::ffff:172.16.1.1', '172.16.0.0/12', true],
    ['172.16.1.1', '::ffff:172.16.0.0/108', true],
    ['192.0.2.1', '::ffff:0:0/95', false],
  ])('%s in %s: %s', (ip, cidr, expected) => {
    const net = parseCIDR(cidr);
    const address = parseIP(ip);
    expect(net !== undefined && address !== undefined && contains(net, address)).toBe(expected);
  });
});
