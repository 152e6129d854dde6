import { describe, expect, it } from '@jest/globals';
import { formatIP, parseIP } from '../../src/rules/goip.js';
import { makeGitRepo, makeRepo, scanJson } from '../helpers.js';
import type { JsonReport } from '../helpers.js';

function service(name: string, ips: readonly string[]): string {
  const list = ips.map((ip) => `    - ${JSON.stringify(ip)}`).join('\n');
  return `apiVersion: v1\nkind: Service\nmetadata:\n  name: ${name}\nspec:\n  ports: [{port: 80}]\n  externalIPs:\n${list}\n`;
}

const found = (report: JsonReport): string[] =>
  report.findings
    .filter((f) => f.rule === 'external-ip-validity')
    .map((f) => `${f.severity} ${f.path}=${f.value ?? ''}`);

async function scanIPs(ips: readonly string[], version: string): Promise<JsonReport> {
  const dir = makeRepo({ 'svc.yaml': service('web', ips) });
  return (await scanJson(dir, '--kubernetes-version', version)).report;
}

// staging/src/k8s.io/apimachinery/pkg/api/validation/ip_test.go TestIsValidIP: `legacy` is the error of
// IsValidIPForLegacyField without strict validation (before v1.36), `strict` with it (v1.36+).
const UPSTREAM_CASES: readonly { in: string; legacy: boolean; strict: boolean }[] = [
  { in: '1.2.3.4', legacy: false, strict: false },
  { in: '255.255.255.255', legacy: false, strict: false },
  { in: '1234::abcd', legacy: false, strict: false },
  { in: 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', legacy: false, strict: false },
  // Non-canonical forms are fine for legacy fields.
  { in: '0001:002:03:4::', legacy: false, strict: false },
  { in: '1234::ABCD', legacy: false, strict: false },
  // Good with legacy validation, bad with strict validation.
  { in: '1.1.1.01', legacy: false, strict: true },
  { in: '::ffff:1.1.1.1', legacy: false, strict: true },
  // Bad values.
  { in: '', legacy: true, strict: true },
  { in: 'aaaaaaa', legacy: true, strict: true },
  { in: 'myhost.mydomain', legacy: true, strict: true },
  { in: '1.2.3.0/24', legacy: true, strict: true },
  { in: '1.2.3.400', legacy: true, strict: true },
  { in: '-1.0.0.0', legacy: true, strict: true },
  { in: '2001:db8::10005', legacy: true, strict: true },
  { in: '1.2.3.4:80', legacy: true, strict: true },
  { in: '[2001:db8::1]', legacy: true, strict: true },
  { in: '[2001:db8::1]:80', legacy: true, strict: true },
  { in: 'example.com:80', legacy: true, strict: true },
  { in: '1234::abcd%eth0', legacy: true, strict: true },
  { in: '169.254.0.0%eth0', legacy: true, strict: true },
];

describe('external-ip-validity (ValidateService, KEP-4858)', () => {
  it.each(UPSTREAM_CASES)('judges $in as upstream does, before and from v1.36', async (c) => {
    const before = found(await scanIPs([c.in], 'v1.35'));
    const from = found(await scanIPs([c.in], 'v1.36'));
    const latest = found(await scanIPs([c.in], 'latest'));
    const at = `spec.externalIPs[0]=${c.in}`;
    expect(from).toEqual(c.strict ? [`error ${at}`] : []);
    expect(latest).toEqual(from);
    expect(before).toEqual(c.legacy ? [`error ${at}`] : c.strict ? [`warning ${at}`] : []);
  });

  it('names the canonical form to write instead', async () => {
    const report = await scanIPs(['010.0.0.1', '::ffff:1.2.3.4', '::FFFF:0102:0304'], 'v1.36');
    const messages = report.findings.filter((f) => f.rule === 'external-ip-validity').map((f) => f.message);
    expect(messages).toHaveLength(3);
    expect(messages[0]).toMatch(/has leading zeros.*Write "10\.0\.0\.1"\.$/);
    expect(messages[1]).toMatch(/IPv4-mapped IPv6 address.*Write "1\.2\.3\.4"\.$/);
    expect(messages[2]).toMatch(/IPv4-mapped IPv6 address.*Write "1\.2\.3\.4"\.$/);
  });

  it('warns below v1.36 with the version that will refuse the value', async () => {
    const report = await scanIPs(['010.0.0.1'], 'v1.34');
    const [finding] = report.findings.filter((f) => f.rule === 'external-ip-validity');
    expect(finding).toMatchObject({ severity: 'warning', line: 8, column: 7, path: 'spec.externalIPs[0]' });
    expect(finding?.message).toContain('Kubernetes v1.36 will reject such new values');
    expect(finding?.message).toContain('kubernetesVersion v1.34');
  });

  it('ratchets: a value the base Service already has is not reported, wherever it moved', async () => {
    const base = { 'svc.yaml': service('web', ['010.0.0.1', '192.0.2.1']) };
    const dir = makeGitRepo(base, {
      'svc.yaml': service('web', ['192.0.2.1', '010.0.0.1', '::ffff:1.2.3.4']),
    });
    const report = (await scanJson(dir, '--base', 'main', '--kubernetes-version', 'v1.36')).report;
    expect(found(report)).toEqual(['error spec.externalIPs[2]=::ffff:1.2.3.4']);
    // Another Service's old values ratchet nothing.
    const other = makeGitRepo(base, { 'svc.yaml': service('api', ['010.0.0.1']) });
    expect(found((await scanJson(other, '--base', 'main', '--kubernetes-version', 'v1.36')).report)).toEqual([
      'error spec.externalIPs[0]=010.0.0.1',
    ]);
  });

  it('refuses special addresses at every version, old or new (ValidateNonSpecialIP is not ratcheted)', async () => {
    const special = [
      '0.0.0.0',
      '::',
      '127.0.0.1',
      '::1',
      '169.254.169.254',
      'fe80::1',
      '224.0.0.251',
      'ff02::1',
    ];
    for (const version of ['v1.30', 'latest']) {
      expect(found(await scanIPs(special, version))).toEqual(
        special.map((ip, i) => `error spec.externalIPs[${i}]=${ip}`),
      );
    }
    const dir = makeGitRepo({ 'svc.yaml': service('web', ['127.0.0.1']) }, {});
    expect(found((await scanJson(dir, '--base', 'main')).report)).toEqual([
      'error spec.externalIPs[0]=127.0.0.1',
    ]);
  });

  it('judges an IPv4-mapped special address as IPv4 before v1.36, as Go does', async () => {
    expect(found(await scanIPs(['::ffff:127.0.0.1'], 'v1.35'))).toEqual([
      'warning spec.externalIPs[0]=::ffff:127.0.0.1',
      'error spec.externalIPs[0]=::ffff:127.0.0.1',
    ]);
    // From v1.36 the strict error comes first, and upstream stops there.
    expect(found(await scanIPs(['::ffff:127.0.0.1'], 'v1.36'))).toEqual([
      'error spec.externalIPs[0]=::ffff:127.0.0.1',
    ]);
  });

  it('only judges core v1 Services', async () => {
    const dir = makeRepo({
      'svc.yaml': service('web', ['010.0.0.1']).replace('apiVersion: v1', 'apiVersion: example.com/v1'),
    });
    expect(found((await scanJson(dir)).report)).toEqual([]);
  });
});

describe('formatIP (Go net.IP.String)', () => {
  it.each([
    ['010.000.000.001', '10.0.0.1'],
    ['::ffff:1.2.3.4', '1.2.3.4'],
    ['2001:DB8:0:0:1:0:0:1', '2001:db8::1:0:0:1'],
    ['0:0:0:0:0:0:0:0', '::'],
    ['1:0:0:0:0:0:0:0', '1::'],
    ['0:0:0:0:0:0:0:1', '::1'],
    ['1:0:1:0:1:0:1:0', '1:0:1:0:1:0:1:0'],
    ['::1.2.3.4', '::102:304'],
  ])('%s is %s', (input, canonical) => {
    const ip = parseIP(input);
    expect(ip).toBeDefined();
    expect(formatIP(ip!)).toBe(canonical);
  });
});
