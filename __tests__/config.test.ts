import fs from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse as parseYamlText } from 'yaml';
import { configSchemaDocument } from '../src/config/schema.js';
import { RULES } from '../src/rules/registry.js';
import { makeRepo, runCli, scanJson } from './helpers.js';

const SERVICE = `apiVersion: v1
kind: Service
metadata:
  name: web
spec:
  externalIPs: [203.0.113.200, 198.51.100.1]
`;

async function configErrors(config: string): Promise<{ code: number; stderr: string }> {
  const dir = makeRepo({ '.admission-gate.yaml': config, 'svc.yaml': SERVICE });
  const run = await runCli(['scan', '.'], dir);
  return { code: run.code, stderr: run.stderr };
}

describe('config file', () => {
  it('is found at the scan root and applied', async () => {
    const dir = makeRepo({
      '.admission-gate.yaml':
        'rules:\n  service-external-ips: off\n  external-ip-cidr: {allowedCIDRs: [203.0.113.0/24]}\n',
      'svc.yaml': SERVICE,
    });
    const { report } = await scanJson(dir);
    expect(report.findings.map((f) => [f.rule, f.path])).toEqual([
      ['external-ip-cidr', 'spec.externalIPs[1]'],
    ]);
  });

  it('accepts a severity alone or a mapping with severity and options', async () => {
    const dir = makeRepo({
      '.admission-gate.yaml': 'rules:\n  service-external-ips: warning\n  probe-host: {severity: notice}\n',
      'svc.yaml': SERVICE,
    });
    const { report, code } = await scanJson(dir);
    expect(new Set(report.findings.map((f) => f.severity))).toEqual(new Set(['warning']));
    expect(code).toBe(0);
  });

  it.each([
    [
      'rules:\n  probe-host: erorr\n',
      '2:15',
      '"erorr" is not allowed: expected one of error, warning, notice, off (did you mean "error"?)',
    ],
    [
      'rules:\n  probe-host:\n    severty: error\n',
      '3:5',
      'unknown key "severty" (did you mean "severity"?)',
    ],
    ['rules:\n  probe-hots: error\n', '2:3', 'unknown key "probe-hots" (did you mean "probe-host"?)'],
    ['kubernetesVersion: 1.34.2\n', '1:20', '"1.34.2" is not valid'],
    ['include: "**/*.yaml"\n', '1:10', 'include: expected a list of strings, got a string'],
    ['exclud: [x]\n', '1:1', 'unknown key "exclud" (did you mean "exclude"?)'],
    ['maxFileSize: 0\n', '1:14', 'maxFileSize: must be at least 1'],
    [
      'rules:\n  external-ip-cidr:\n    allowedCIDRs: [203.0.113.0/24, 10.0.0.0/33]\n',
      '3:36',
      'rules.external-ip-cidr.allowedCIDRs[1]: "10.0.0.0/33" is not a CIDR',
    ],
    [
      'rules:\n  external-ip-cidr:\n    rejectedCIDRs: ["192.0.2.1"]\n',
      '3:21',
      'rules.external-ip-cidr.rejectedCIDRs[0]: "192.0.2.1" is not a CIDR',
    ],
    [
      'rules:\n  external-ip-cidr:\n    allowedCIDRs: [203.0.113.0/24]\n    externalIPNetworkCIDRs: ["!10.0.0.0/8"]\n',
      '4:29',
      'use either allowedCIDRs/rejectedCIDRs',
    ],
    ['rules: [probe-host]\n', '1:8', 'rules: expected a mapping, got a list'],
    ['rules:\n  probe-host: {severity: error\n', '3:1', "did not find expected ',' or '}'"],
  ])('reports %j at its line and column', async (config, position, message) => {
    const { code, stderr } = await configErrors(config);
    expect(code).toBe(2);
    expect(stderr).toContain(`.admission-gate.yaml:${position}`);
    expect(stderr).toContain(message);
  });

  it('reads scalars as the schema types them: off is "off", 1.33 is "v1.33" (YAML 1.1 would say false and 1.33)', async () => {
    const probe = `apiVersion: v1
kind: Pod
metadata: {name: p}
spec:
  containers:
    - name: c
      livenessProbe: {httpGet: {host: 10.0.0.1, port: 80}}
`;
    const off = makeRepo({ '.admission-gate.yaml': 'rules:\n  probe-host: off\n', 'pod.yaml': probe });
    expect((await scanJson(off)).report.findings).toEqual([]);
    const old = makeRepo({ '.admission-gate.yaml': 'kubernetesVersion: 1.33\n', 'pod.yaml': probe });
    const { report } = await scanJson(old);
    expect(report.kubernetesVersion).toBe('v1.33');
    expect(report.findings).toEqual([]);
  });

  it('reports every problem at once', async () => {
    const { stderr } = await configErrors('rules:\n  probe-host: erorr\n  service-external-ips: nope\n');
    expect(stderr).toContain('.admission-gate.yaml:2:15');
    expect(stderr).toContain('.admission-gate.yaml:3:25');
  });

  it('reports version numbers too large to be versions at their line', async () => {
    const huge = 'v1.99999999999999999999';
    expect((await configErrors(`kubernetesVersion: ${huge}\n`)).stderr).toContain(
      '.admission-gate.yaml:1:20: kubernetesVersion: the version number is too large',
    );
    expect((await configErrors(`rules:\n  pod-security: {version: ${huge}}\n`)).stderr).toContain(
      '.admission-gate.yaml:2:27: rules.pod-security.version: the version number is too large',
    );
    const run = await runCli(['scan', '.', '--kubernetes-version', huge], makeRepo({ 'svc.yaml': SERVICE }));
    expect([run.code, run.stderr]).toEqual([
      2,
      expect.stringContaining('--kubernetes-version must be latest'),
    ]);
  });

  it('refuses a config with several documents', async () => {
    const { code, stderr } = await configErrors('kubernetesVersion: v1.30\n---\nkubernetesVersion: v1.34\n');
    expect(code).toBe(2);
    expect(stderr).toContain('expected one YAML document');
  });

  it('treats an empty config file as the defaults', async () => {
    const dir = makeRepo({ '.admission-gate.yaml': '# nothing yet\n', 'svc.yaml': SERVICE });
    expect((await scanJson(dir)).report.findings.map((f) => f.rule)).toEqual([
      'service-external-ips',
      'service-external-ips',
    ]);
  });

  it('reads --config from the current directory and fails clearly when it is missing', async () => {
    const dir = makeRepo({ 'conf/gate.yaml': 'rules:\n  service-external-ips: off\n', 'svc.yaml': SERVICE });
    expect((await runCli(['scan', '.', '--config', 'conf/gate.yaml', '--format', 'json'], dir)).code).toBe(0);
    const missing = await runCli(['scan', '.', '--config', 'conf/nope.yaml'], dir);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('cannot read config file conf/nope.yaml');
  });

  it('says once when both external-IP rules are on', async () => {
    const dir = makeRepo({
      '.admission-gate.yaml': 'rules:\n  external-ip-cidr: {allowedCIDRs: [203.0.113.0/24]}\n',
      'svc.yaml': SERVICE,
    });
    const notes = (await scanJson(dir)).report.notes.filter((n) => n.includes('both judge spec.externalIPs'));
    expect(notes).toHaveLength(1);
  });
});

describe('schema/config.schema.json', () => {
  const document = configSchemaDocument(RULES);

  it('is current (run `npm run schema` after changing rule options)', () => {
    expect(JSON.parse(fs.readFileSync('schema/config.schema.json', 'utf8'))).toEqual(document);
  });

  it('is valid JSON Schema and agrees with the built-in validator', async () => {
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    addFormatsModule.default(ajv);
    const validate = ajv.compile(document);
    const cases: [string, boolean][] = [
      ['kubernetesVersion: v1.34\nrules:\n  probe-host: warning\n', true],
      ['rules:\n  external-ip-cidr: {severity: error, allowedCIDRs: [203.0.113.0/24]}\n', true],
      ['include: ["**/*.yaml"]\nexclude: ["charts/**"]\nmaxFileSize: 1000\n', true],
      ['rules:\n  probe-host: erorr\n', false],
      ['rules:\n  nope: error\n', false],
      ['kubernetesVersion: "1.2.3"\n', false],
      ['include: []\n', false],
    ];
    for (const [text, valid] of cases) {
      expect([text, validate(parseYamlText(text))]).toEqual([text, valid]);
      const dir = makeRepo({ '.admission-gate.yaml': text });
      expect([text, (await runCli(['scan', '.'], dir)).code !== 2]).toEqual([text, valid]);
    }
  });
});
