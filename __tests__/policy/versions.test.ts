import { describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';
import { makeRepo, runCli, scanJson } from '../helpers.js';
import { deployment } from './fixtures.js';

// probe-host is a Pod Security baseline check from policy version v1.34 (KEP-4940).
const FILES = { 'web.yaml': deployment({ name: 'web', image: 'nginx', host: '127.0.0.1' }) };
const repo = (kubernetesVersion?: string): string =>
  makeRepo({
    ...FILES,
    ...(kubernetesVersion !== undefined
      ? { '.admission-gate.yaml': `kubernetesVersion: ${kubernetesVersion}\n` }
      : {}),
  });
const probeRules = async (dir: string, ...args: string[]) => {
  const { report } = await scanJson(dir, ...args);
  return {
    rules: report.findings.map((f) => f.rule),
    version: report.kubernetesVersion,
    notes: report.notes,
  };
};

describe('kubernetesVersion gates rules by their minimum version', () => {
  it('runs probe-host at latest, the default', async () => {
    expect(await probeRules(repo())).toEqual({ rules: ['probe-host'], version: 'latest', notes: [] });
  });

  it('does not run probe-host below v1.34 (config), and says why', async () => {
    const { rules, version, notes } = await probeRules(repo('v1.33'));
    expect(rules).toEqual([]);
    expect(version).toBe('v1.33');
    expect(notes).toEqual([
      'probe-host does not run: kubernetesVersion v1.33 is older than v1.34, where the cluster starts enforcing it.',
    ]);
  });

  it('runs probe-host from v1.34 (config, without the v)', async () => {
    expect((await probeRules(repo('"1.34"'))).rules).toEqual(['probe-host']);
  });

  it('--kubernetes-version wins over the config file, both ways', async () => {
    expect(await probeRules(repo('v1.33'), '--kubernetes-version', 'v1.34')).toMatchObject({
      rules: ['probe-host'],
      version: 'v1.34',
    });
    expect(await probeRules(repo('latest'), '--kubernetes-version', 'v1.30')).toMatchObject({
      rules: [],
      version: 'v1.30',
    });
  });

  it('rejects a malformed version: usage error on the command line, config error in the file', async () => {
    const cli = await runCli(['scan', '.', '--kubernetes-version', '1.x'], repo());
    expect(cli.code).toBe(2);
    expect(cli.stderr).toContain('--kubernetes-version must be latest or vMAJOR.MINOR');
    const file = await runCli(['scan', '.'], repo('1.34.1'));
    expect(file.code).toBe(2);
    expect(file.stderr).toContain('.admission-gate.yaml:1:20: kubernetesVersion: "1.34.1" is not valid');
    // An unquoted 1.34 is a number in YAML, but the schema wants a string: it reads as written.
    expect((await runCli(['scan', '.', '--format', 'json'], repo('1.34'))).stdout).toContain(
      '"kubernetesVersion": "v1.34"',
    );
  });

  it('every report names the version used', async () => {
    const dir = repo('v1.33');
    expect((await runCli(['scan', '.'], dir)).stdout).toContain('kubernetesVersion v1.33');
    const sarif = JSON.parse((await runCli(['scan', '.', '--format', 'sarif'], dir)).stdout) as {
      runs: { properties: { kubernetesVersion: string } }[];
    };
    expect(sarif.runs[0]?.properties.kubernetesVersion).toBe('v1.33');
    const policyReport = parse((await runCli(['scan', '.', '--format', 'policy-report'], dir)).stdout) as {
      metadata: { annotations: Record<string, string> };
    };
    expect(policyReport.metadata.annotations['admission-gate.dev/kubernetes-version']).toBe('v1.33');
  });
});

describe('admission-gate rules', () => {
  it('lists the policy rules with their default levels and docs', async () => {
    const rows = JSON.parse((await runCli(['rules', '--format', 'json'], makeRepo({}))).stdout) as {
      id: string;
      defaultSeverity: string;
      docs: string;
    }[];
    expect(rows.filter((r) => /exception|suppression/.test(r.id))).toEqual([
      expect.objectContaining({ id: 'expired-exception', defaultSeverity: 'warning' }),
      expect.objectContaining({ id: 'unused-exception', defaultSeverity: 'notice' }),
      expect.objectContaining({ id: 'invalid-suppression', defaultSeverity: 'warning' }),
    ]);
    expect(rows.find((r) => r.id === 'unused-exception')?.docs).toMatch(/docs\/rules\/unused-exception\.md$/);
  });

  it('takes only the text and json formats', async () => {
    const run = await runCli(['rules', '--format', 'sarif'], makeRepo({}));
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--format must be one of text, json');
  });
});
