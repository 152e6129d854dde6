import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Log, Result } from 'sarif';
import { RULES } from '../../src/rules/registry.js';
import { docsUrl } from '../../src/rules/types.js';
import { git, makeGitRepo, makeRepo, runCli, writeFiles } from '../helpers.js';
import { deployment, service } from '../policy/fixtures.js';
import { validateSarif } from './sarif-schema.js';

const CONFIG = `rules:
  external-ip-cidr: {allowedCIDRs: [203.0.113.0/24]}
exceptions:
  - rules: [external-ip-cidr]
    reason: edge proxy, NET-4
`;
const FILES = {
  '.admission-gate.yaml': CONFIG,
  'apps/web deploy.yaml': deployment({ name: 'web', namespace: 'shop', image: 'nginx', host: '127.0.0.1' }),
  'apps/api.yaml': deployment({ name: 'api', image: 'nginx', host: '10.0.0.1' }).replace(
    '              host:',
    '              # admission-gate-ignore probe-host: legacy agent\n              host:',
  ),
  'net/svc.yaml': service('edge', ['198.51.100.7']),
  'broken.yaml': 'a: [1,\n',
};

async function sarifOf(dir: string, ...args: string[]): Promise<{ log: Log; code: number }> {
  const run = await runCli(['scan', '.', '--format', 'sarif', ...args], dir);
  return { log: JSON.parse(run.stdout) as Log, code: run.code };
}
const resultsOf = (log: Log): Result[] => log.runs[0]?.results ?? [];

describe('--format sarif', () => {
  const dir = makeRepo(FILES);
  let log: Log;
  let code: number;
  beforeAll(async () => {
    ({ log, code } = await sarifOf(dir));
  });

  it('is valid SARIF 2.1.0 against the published schema', () => {
    expect(validateSarif(log) ? [] : validateSarif.errors).toEqual([]);
    expect(log.version).toBe('2.1.0');
  });

  it('would be caught by the schema check if it were not (the check is not vacuous)', () => {
    const result = resultsOf(log)[0];
    const broken = { ...log, runs: [{ ...log.runs[0], results: [{ ...result, level: 'notice' }] }] };
    expect(validateSarif(broken)).toBe(false);
  });

  it('fails the gate exactly as the other formats do', () => {
    expect(code).toBe(1);
  });

  it('describes every known rule in tool.driver', () => {
    const driver = log.runs[0]?.tool.driver;
    expect(driver?.name).toBe('admission-gate');
    expect(driver?.rules?.map((r) => r.id)).toEqual(RULES.map((r) => r.id));
    const probeHost = driver?.rules?.find((r) => r.id === 'probe-host');
    expect(probeHost).toMatchObject({
      name: 'ProbeHost',
      shortDescription: { text: 'Probe or lifecycle hook with a host' },
      helpUri: docsUrl('probe-host'),
      defaultConfiguration: { level: 'error', enabled: true },
    });
    expect(probeHost?.fullDescription?.text).toContain('blind SSRF');
    expect(driver?.rules?.find((r) => r.id === 'external-ip-cidr')?.defaultConfiguration?.enabled).toBe(
      false,
    );
    expect(driver?.rules?.find((r) => r.id === 'unused-exception')?.defaultConfiguration?.level).toBe('note');
  });

  it('locates results relative to %SRCROOT% with columns, and points ruleIndex at the rule', () => {
    const web = resultsOf(log).find((r) =>
      r.locations?.[0]?.physicalLocation?.artifactLocation?.uri?.startsWith('apps/web'),
    );
    expect(web).toMatchObject({
      ruleId: 'probe-host',
      level: 'error',
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: 'apps/web%20deploy.yaml', uriBaseId: '%SRCROOT%' },
            region: { startLine: 14, startColumn: 15, endLine: 14, endColumn: 30 },
          },
        },
      ],
      properties: {
        path: 'spec.template.spec.containers[0].livenessProbe.httpGet.host',
        value: '127.0.0.1',
        resource: { apiVersion: 'apps/v1', kind: 'Deployment', namespace: 'shop', name: 'web' },
      },
    });
    for (const result of resultsOf(log)) {
      expect(log.runs[0]?.tool.driver.rules?.[result.ruleIndex ?? -1]?.id).toBe(result.ruleId);
    }
  });

  it('marks suppressed results: inSource for comments, external for config exceptions', () => {
    const suppressed = resultsOf(log)
      .filter((r) => r.suppressions)
      .map((r) => [r.ruleId, r.level, r.suppressions]);
    expect(suppressed).toEqual([
      [
        'probe-host',
        'error',
        [
          expect.objectContaining({
            kind: 'inSource',
            status: 'accepted',
            justification: 'legacy agent',
            location: {
              physicalLocation: {
                artifactLocation: { uri: 'apps/api.yaml', uriBaseId: '%SRCROOT%' },
                region: { startLine: 13 },
              },
            },
          }),
        ],
      ],
      [
        'external-ip-cidr',
        'error',
        [
          expect.objectContaining({
            kind: 'external',
            status: 'accepted',
            justification: 'edge proxy, NET-4',
          }),
        ],
      ],
    ]);
  });

  it('maps severities to levels, and reports skipped files and notes as notifications', () => {
    const levels = new Set(resultsOf(log).map((r) => `${r.ruleId}:${r.level}`));
    expect(levels).toContain('yaml-syntax:error');
    expect(levels).toContain('service-external-ips:error');
    const invocation = log.runs[0]?.invocations?.[0];
    expect(invocation?.executionSuccessful).toBe(true);
    expect(invocation?.toolExecutionNotifications?.map((n) => n.message.text)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('service-external-ips and external-ip-cidr are both on'),
      ]),
    );
  });

  it('names the Kubernetes version and the summary in the run properties', () => {
    expect(log.runs[0]?.properties).toMatchObject({
      kubernetesVersion: 'latest',
      summary: { suppressed: 2 },
    });
  });
});

describe('SARIF fingerprints', () => {
  const fingerprints = (log: Log): Record<string, string> =>
    Object.fromEntries(
      resultsOf(log).map((r) => [
        `${r.ruleId} ${String((r.properties as { resource?: { name: string } } | undefined)?.resource?.name)}`,
        r.partialFingerprints?.['admissionGate/v1'] ?? '',
      ]),
    );

  it('stay the same when lines move, and differ between findings', async () => {
    const dir = makeRepo(FILES);
    const before = (await sarifOf(dir)).log;
    writeFiles(dir, {
      'apps/web deploy.yaml': `# moved down by a comment\n\n${FILES['apps/web deploy.yaml']}`,
      'net/svc.yaml': `---\n# a new first document\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\n---\n${FILES['net/svc.yaml']}`,
    });
    const after = (await sarifOf(dir)).log;
    const line = (log: Log, rule: string): number | undefined =>
      resultsOf(log).find((r) => r.ruleId === rule)?.locations?.[0]?.physicalLocation?.region?.startLine;
    expect(line(after, 'service-external-ips')).not.toBe(line(before, 'service-external-ips'));
    expect(fingerprints(after)).toEqual(fingerprints(before));
    const values = Object.values(fingerprints(before));
    expect(new Set(values).size).toBe(values.length);
  });

  it('change when the offending value changes', async () => {
    const dir = makeRepo(FILES);
    const before = fingerprints((await sarifOf(dir)).log);
    writeFiles(dir, { 'net/svc.yaml': service('edge', ['198.51.100.8']) });
    const after = fingerprints((await sarifOf(dir)).log);
    expect(after['service-external-ips edge']).not.toBe(before['service-external-ips edge']);
    expect(after['probe-host web']).toBe(before['probe-host web']);
  });
});

describe('SARIF for code scanning', () => {
  it('tags security rules and gives them a security-severity; correctness rules get neither', async () => {
    const { log } = await sarifOf(makeRepo(FILES));
    const rules = new Map(log.runs[0]?.tool.driver.rules?.map((r) => [r.id, r.properties]));
    expect(rules.get('pod-security')).toMatchObject({
      tags: expect.arrayContaining(['security']),
      'security-severity': '8.0',
    });
    for (const id of ['service-external-ips', 'external-ip-cidr', 'probe-host']) {
      expect(rules.get(id)).toMatchObject({
        tags: expect.arrayContaining(['security']),
        'security-severity': '5.5',
      });
    }
    for (const id of ['yaml-syntax', 'unknown-fields', 'expired-exception']) {
      expect(rules.get(id)?.tags).not.toContain('security');
      expect(rules.get(id)?.['security-severity']).toBeUndefined();
    }
  });

  describe('paths from the repository root', () => {
    const repo = makeGitRepo({ 'deploy/k8s/apps/web.yaml': FILES['apps/web deploy.yaml'] }, {});
    const uris = (log: Log): string[] =>
      resultsOf(log).map((r) => r.locations?.[0]?.physicalLocation?.artifactLocation?.uri ?? '');

    it('when the scan root is a subfolder, from the top or from inside it', async () => {
      const fromTop = await runCli(['scan', 'deploy/k8s', '--format', 'sarif'], repo);
      const inside = await runCli(['scan', '--format', 'sarif'], path.join(repo, 'deploy/k8s'));
      for (const run of [fromTop, inside]) {
        const log = JSON.parse(run.stdout) as Log;
        expect(uris(log)).toEqual(['deploy/k8s/apps/web.yaml']);
        expect(validateSarif(log) ? [] : validateSarif.errors).toEqual([]);
      }
    });

    it('through merge, from the shards of a subfolder', async () => {
      const reports = [];
      for (const shard of ['1/2', '2/2']) {
        const file = path.join(repo, `report-${shard.replace('/', '-')}.json`);
        await runCli(['scan', 'deploy/k8s', '--shard', shard, '--format', 'json', '--output', file], repo);
        expect((JSON.parse(fs.readFileSync(file, 'utf8')) as { repositoryPath: string }).repositoryPath).toBe(
          'deploy/k8s/',
        );
        reports.push(file);
      }
      const merged = await runCli(['merge', ...reports, '--format', 'sarif'], makeRepo({}));
      expect(uris(JSON.parse(merged.stdout) as Log)).toEqual(['deploy/k8s/apps/web.yaml']);
    });

    it('and relative to the scan root outside a git repository, as before', async () => {
      const dir = makeRepo({ 'k8s/apps/web.yaml': FILES['apps/web deploy.yaml'] });
      expect(uris((await sarifOf(path.join(dir, 'k8s'))).log)).toEqual(['apps/web.yaml']);
    });

    // git is not asked where it could find no repository; a bare repository has no .git, yet git finds it.
    // Where git's answer is not certain from the folders, git is asked: a .git folder git does not take for
    // a repository (empty: git looks further up), a linked worktree's .git file, a config that moves the tree.
    it('as git gives it where a .git is not an ordinary repository', async () => {
      const outer = makeGitRepo({ 'sub/k8s/web.yaml': FILES['apps/web deploy.yaml'] }, {});
      fs.mkdirSync(path.join(outer, 'sub', '.git'));
      const worktree = path.join(makeRepo({}), 'linked');
      git(outer, 'worktree', 'add', '-q', worktree);
      const moved = makeGitRepo({ 'k8s/web.yaml': FILES['apps/web deploy.yaml'] }, {});
      git(moved, 'config', 'core.worktree', path.join(moved, 'k8s'));
      for (const dir of [
        path.join(outer, 'sub', 'k8s'),
        path.join(worktree, 'sub', 'k8s'),
        path.join(moved, 'k8s'),
      ]) {
        const run = await runCli(['scan', '.', '--format', 'json'], dir);
        expect([dir, (JSON.parse(run.stdout) as { repositoryPath?: string }).repositoryPath]).toEqual([
          dir,
          git(dir, 'rev-parse', '--show-prefix').trim(),
        ]);
      }
    });

    it("as git gives it in a bare repository's folder, which has no .git", async () => {
      const dir = makeRepo({});
      git(dir, 'init', '-q', '--bare');
      writeFiles(dir, { 'k8s/apps/web.yaml': FILES['apps/web deploy.yaml'] });
      const run = await runCli(['scan', 'k8s', '--format', 'json'], dir);
      expect((JSON.parse(run.stdout) as { repositoryPath?: string }).repositoryPath).toBe(
        git(path.join(dir, 'k8s'), 'rev-parse', '--show-prefix').trim(),
      );
    });
  });

  it('gives each shard its own category', async () => {
    const { log } = await sarifOf(makeRepo(FILES), '--shard', '1/2');
    expect(log.runs[0]?.automationDetails).toEqual({ id: 'admission-gate/shard-1-of-2/' });
    expect((await sarifOf(makeRepo(FILES))).log.runs[0]?.automationDetails).toBeUndefined();
  });

  it('is written on an invalid config: an unsuccessful analysis, each problem at its line', async () => {
    const dir = makeRepo({ ...FILES, '.admission-gate.yaml': 'rules:\n  probe-hots: error\n' });
    const run = await runCli(['scan', '.', '--format', 'sarif', '--output', 'out.sarif'], dir);
    expect(run.code).toBe(2);
    const log = JSON.parse(fs.readFileSync(path.join(dir, 'out.sarif'), 'utf8')) as Log;
    expect(validateSarif(log) ? [] : validateSarif.errors).toEqual([]);
    expect(resultsOf(log)).toEqual([]);
    expect(log.runs[0]?.invocations?.[0]).toMatchObject({
      executionSuccessful: false,
      toolConfigurationNotifications: [
        {
          level: 'error',
          message: { text: expect.stringContaining('unknown key "probe-hots"') },
          locations: [
            {
              physicalLocation: {
                artifactLocation: { uri: '.admission-gate.yaml' },
                region: { startLine: 2, startColumn: 3 },
              },
            },
          ],
        },
      ],
    });
  });

  it('is written when merge refuses its reports', async () => {
    const dir = makeRepo(FILES);
    await runCli(['scan', '.', '--shard', '1/2', '--format', 'json', '--output', 'one.json'], dir);
    const run = await runCli(['merge', 'one.json', '--format', 'sarif', '--output', 'merged.sarif'], dir);
    expect(run.code).toBe(2);
    const log = JSON.parse(fs.readFileSync(path.join(dir, 'merged.sarif'), 'utf8')) as Log;
    expect(log.runs[0]?.invocations?.[0]?.executionSuccessful).toBe(false);
    expect(log.runs[0]?.invocations?.[0]?.toolExecutionNotifications?.[0]?.message.text).toContain(
      'expected the reports of shards 1 to 2 of 2',
    );
  });
});
