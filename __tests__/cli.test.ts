import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { main } from '../src/cli/main.js';
import { TOOL_VERSION } from '../src/version.js';
import { makeRepo, runCli, scanJson } from './helpers.js';
import type { JsonReport } from './helpers.js';

const POD = (host: string, name = 'p') => `apiVersion: v1
kind: Pod
metadata:
  name: ${name}
spec:
  containers:
    - name: c
      livenessProbe:
        httpGet: {host: ${host}, port: 80}
`;

describe('admission-gate CLI', () => {
  it('prints its version, equal to package.json', async () => {
    const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string };
    expect(TOOL_VERSION).toBe(pkg.version);
    expect(await runCli(['--version'], process.cwd())).toEqual({
      code: 0,
      stdout: `${pkg.version}\n`,
      stderr: '',
    });
  });

  it('prints help with every option of scan', async () => {
    const { code, stdout } = await runCli(['scan', '--help'], process.cwd());
    expect(code).toBe(0);
    for (const option of [
      '--config',
      '--format',
      '--output',
      '--base',
      '--fail-on',
      '--include',
      '--exclude',
      '--kubernetes-version',
    ]) {
      expect(stdout).toContain(option);
    }
  });

  it('lists the rules with default severity, minimum version and docs link', async () => {
    const { code, stdout } = await runCli(['rules', '--format', 'json'], process.cwd());
    expect(code).toBe(0);
    const rules = JSON.parse(stdout) as {
      id: string;
      defaultSeverity: string;
      minKubernetesVersion: string;
      docs: string;
    }[];
    expect(rules.map((r) => [r.id, r.defaultSeverity, r.minKubernetesVersion])).toEqual(
      expect.arrayContaining([
        ['service-external-ips', 'error', 'v1.21'],
        ['external-ip-cidr', 'off', 'v1.0'],
        ['probe-host', 'error', 'v1.34'],
        ['yaml-syntax', 'error', 'v1.0'],
      ]),
    );
    for (const rule of rules) {
      expect(rule.docs).toMatch(new RegExp(`/docs/rules/${rule.id}\\.md$`));
      expect(fs.existsSync(`docs/rules/${rule.id}.md`)).toBe(true);
    }
    expect((await runCli(['rules'], process.cwd())).stdout).toContain('probe-host');
  });

  it.each([
    [['scan', '--frmat', 'json'], 'unknown option --frmat (did you mean --format?)'],
    [['scan', '--format', 'xml'], '--format must be one of'],
    [['scan', '--fail-on', 'critical'], '--fail-on must be one of error, warning, notice, never'],
    [['scan', '--render', 'on'], '--render must be one of auto, off'],
    [['scan', '--kubernetes-version', '1.34.1'], '--kubernetes-version must be latest or vMAJOR.MINOR'],
    [['lint'], 'unknown command "lint"'],
    [[], 'missing command'],
    [['rules', 'extra'], 'rules takes no arguments'],
  ])('exits 2 with a clear message on %j', async (args, message) => {
    const run = await runCli(args, makeRepo({}));
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(message);
    expect(run.stderr).toContain('--help');
  });

  it('sets the exit status by --fail-on', async () => {
    const dir = makeRepo({
      'p.yaml': POD('10.0.0.1'),
      '.admission-gate.yaml': 'rules:\n  probe-host: warning\n',
    });
    const code = async (...args: string[]) => (await runCli(['scan', '.', ...args], dir)).code;
    expect(await code()).toBe(0);
    expect(await code('--fail-on', 'warning')).toBe(1);
    expect(await code('--fail-on', 'notice')).toBe(1);
    expect(await code('--fail-on', 'never')).toBe(0);
    expect(
      (
        await runCli(
          ['scan', '.'],
          makeRepo({ 'ok.yaml': 'apiVersion: v1\nkind: Namespace\nmetadata: {name: a}\n' }),
        )
      ).code,
    ).toBe(0);
  });

  it('writes the JSON contract: version, tool, findings sorted by file, line, column, skipped, summary', async () => {
    const dir = makeRepo({
      'b.yaml': POD('10.0.0.2'),
      'a.yaml': `${POD('10.0.0.1', 'x')}---\n${POD('10.0.0.3', 'y')}`,
      'chart/Chart.yaml': 'apiVersion: v2\nname: c\nversion: 1.0.0\n',
      'chart/templates/x.yaml': 'metadata:\n  name: {{ .Release.Name }}\n',
    });
    // As written: the chart's files are skipped, not rendered (see __tests__/render/).
    const { code, report } = await scanJson(dir, '--render', 'off');
    expect(code).toBe(1);
    expect(report.version).toBe(1);
    expect(report.tool).toEqual({ name: 'admission-gate', version: TOOL_VERSION });
    expect(report.findings.map((f) => `${f.file}:${f.line}:${f.column}`)).toEqual([
      'a.yaml:9:19',
      'a.yaml:19:19',
      'b.yaml:9:19',
    ]);
    expect(report.findings[0]).toEqual({
      rule: 'probe-host',
      severity: 'error',
      message: expect.stringContaining('livenessProbe.httpGet.host'),
      file: 'a.yaml',
      line: 9,
      column: 19,
      endLine: 9,
      endColumn: 33,
      path: 'spec.containers[0].livenessProbe.httpGet.host',
      resource: { apiVersion: 'v1', kind: 'Pod', namespace: 'default', name: 'x' },
      value: '10.0.0.1',
      container: { name: 'c' },
      control: 'Host Probes / Lifecycle Hooks',
    });
    expect(report.skipped).toEqual([
      { file: 'chart/Chart.yaml', reason: 'no apiVersion/kind: not a Kubernetes object' },
      { file: 'chart/templates/x.yaml', reason: 'Helm template' },
    ]);
    expect(report.summary).toEqual({
      files: 4,
      documents: 4,
      resources: 3,
      error: 3,
      warning: 0,
      notice: 0,
      suppressed: 0,
    });
  });

  it('prints text grouped by file with a tally, paths relative to the current directory', async () => {
    const dir = makeRepo({ 'k8s/b.yaml': POD('10.0.0.2'), 'k8s/a.yaml': POD('10.0.0.1') });
    const run = await runCli(['scan', 'k8s'], dir);
    expect(run.code).toBe(1);
    const lines = run.stdout.split('\n');
    expect(lines[0]).toMatch(
      /^k8s\/a\.yaml:9:19 {2}error {2}probe-host {2}livenessProbe\.httpGet\.host is "10\.0\.0\.1" in container "c"/,
    );
    expect(lines[1]).toBe('');
    expect(lines[2]).toMatch(/^k8s\/b\.yaml:9:19 {2}error {2}probe-host/);
    expect(lines.at(-2)).toBe(
      '2 findings (2 errors, 0 warnings, 0 notices) in 2 files (2 files scanned), 2 resources checked, 0 files skipped; kubernetesVersion latest',
    );
    expect(run.stdout).not.toContain('\u001b[');
  });

  it('colours text only on a terminal and never with NO_COLOR', async () => {
    const dir = makeRepo({ 'p.yaml': POD('10.0.0.1') });
    const run = async (env: Record<string, string>, isTTY: boolean) => {
      let out = '';
      await main(['scan', '.'], {
        cwd: dir,
        env,
        stdout: { write: (t: string) => (out += t), isTTY },
        stderr: { write: () => 0 },
      });
      return out;
    };
    expect(await run({}, true)).toContain('\u001b[31merror');
    expect(await run({ NO_COLOR: '1' }, true)).not.toContain('\u001b[');
    expect(await run({}, false)).not.toContain('\u001b[');
  });

  it('writes the report to --output and nothing to standard output', async () => {
    const dir = makeRepo({ 'p.yaml': POD('10.0.0.1') });
    const run = await runCli(['scan', '.', '--format', 'json', '--output', 'out/report.json'], dir);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'out', 'report.json'), 'utf8'))).toMatchObject({
      version: 1,
    });
  });

  it('lays JSON out as JSON.stringify with two spaces does, on standard output and in --output', async () => {
    const pods = Object.fromEntries(
      Array.from({ length: 1300 }, (_, i) => [`k8s/p${i}.yaml`, POD(`"10.0.0.1\\nx"`)]),
    );
    const dir = makeRepo({
      ...pods,
      'empty.yaml': '',
      'multi.yaml': `${POD('10.0.0.2')}---\n- 1\n`,
      '.admission-gate.yaml': 'rules:\n  external-ip-cidr: {allowedCIDRs: [203.0.113.0/24]}\n',
    });
    const run = await runCli(['scan', '.', '--format', 'json', '--jobs', '1'], dir);
    const report = JSON.parse(run.stdout) as JsonReport;
    // A report over a megabyte, with findings, skipped files and notes in it.
    expect(run.stdout.length).toBeGreaterThan(1 << 20);
    expect([report.skipped.length, report.notes.length]).toEqual([2, 1]);
    expect(run.stdout).toBe(`${JSON.stringify(report, null, 2)}\n`);
    await runCli(['scan', '.', '--format', 'json', '--jobs', '1', '--output', 'report.json'], dir);
    expect(fs.readFileSync(path.join(dir, 'report.json'), 'utf8')).toBe(run.stdout);
  });

  it('does not let manifest text forge output lines', async () => {
    const dir = makeRepo({ 'p.yaml': POD('"a\\n::error file=x::forged"') });
    const run = await runCli(['scan', '.'], dir);
    expect(run.stdout.split('\n').some((l) => l.startsWith('::error'))).toBe(false);
  });

  it('exits 2 and says so when a rule fails internally, after printing the other findings', async () => {
    // A Pod whose containers list holds a mapping with a key the YAML layer cannot give (a scalar
    // list item where a container is expected) must not crash the rule; nothing here may throw.
    const dir = makeRepo({
      'p.yaml': 'apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers: [1, [2], {name: 3}]\n',
    });
    expect((await runCli(['scan', '.'], dir)).code).toBe(0);
  });
});

describe('the README example', () => {
  it('scans examples/: findings from every rule, the broken file, the Helm chart, exit 1', async () => {
    const run = await runCli(['scan', 'examples/', '--format', 'json'], process.cwd());
    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout) as {
      findings: { rule: string; file: string }[];
      skipped: { file: string; reason: string }[];
    };
    const rules = new Set(report.findings.map((f) => f.rule));
    for (const rule of [
      'service-external-ips',
      'external-ip-cidr',
      'probe-host',
      'yaml-syntax',
      'schema-validation',
    ])
      expect(rules).toContain(rule);
    expect(report.skipped).toContainEqual({
      file: 'charts/storefront/templates/service.yaml',
      reason: 'Helm template',
    });
  });

  it('matches the output shown in README.md', async () => {
    const readme = fs.readFileSync('README.md', 'utf8');
    const shown =
      /<!-- example-output -->\n\n?```text\n\$ node dist\/cli\.js scan examples\/\n([\s\S]*?)```/.exec(
        readme,
      )?.[1];
    const run = await runCli(['scan', 'examples/'], process.cwd());
    expect(shown).toBe(run.stdout);
  });
});
