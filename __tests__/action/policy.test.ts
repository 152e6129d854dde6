import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import type { Fault } from './fake-github.js';
import { FakeGitHub } from './fake-github.js';
import { service } from './manifests.js';
import type { ActionRun } from './run-action.js';
import {
  checkout,
  findingsOf,
  makeCommits,
  pullRequestPayload,
  pushPayload,
  runAction,
  schedulePayload,
} from './run-action.js';

let fake: FakeGitHub | undefined;
afterEach(async () => {
  await fake?.stop();
  fake = undefined;
});

async function runPullRequest(
  base: Record<string, string>,
  head: Record<string, string>,
  options: { teams?: Record<string, string[]>; faults?: Fault[]; inputs?: Record<string, string> } = {},
): Promise<{ github: FakeGitHub; run: ActionRun; workspace: string }> {
  const commits = makeCommits(base, head);
  fake = new FakeGitHub(commits.origin, { number: 7, base: commits.base, head: commits.head });
  fake.teams = options.teams ?? {};
  fake.faults.push(...(options.faults ?? []));
  const workspace = checkout(commits, 'shallow');
  const run = await runAction({
    workspace,
    apiUrl: await fake.start(),
    eventName: 'pull_request',
    payload: pullRequestPayload(commits),
    ...(options.inputs ? { inputs: options.inputs } : {}),
  });
  return { github: fake, run, workspace };
}

describe('waived findings', () => {
  it('are in the summary but not on the lines, in comments or in the gate', async () => {
    const waived = service('web', ['192.0.2.1']).replace(
      '    - 192.0.2.1',
      '    # admission-gate-ignore service-external-ips: migrated with its address, OPS-7\n    - 192.0.2.1',
    );
    // The pull request adds the suppression, so its author must be one the base config trusts.
    const { github, run } = await runPullRequest(
      { 'a.yaml': 'kind: x\n', '.admission-gate.yaml': 'suppressionActors: [Codertocat]\n' },
      { 'svc.yaml': waived },
    );
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ errors: '0', conclusion: 'success' });
    expect(github.checkRuns[0]).toMatchObject({ conclusion: 'success', output: { title: '1 suppressed' } });
    expect(github.checkRuns[0]?.annotations).toEqual([]);
    expect(github.calls('POST', /\/reviews$/)).toEqual([]);
    expect(run.summary).toContain('| suppressed error | [svc.yaml:12]');
    expect(run.summary).toContain('waived by comment (svc.yaml:11): migrated with its address, OPS-7');
  });
});

describe('exceptions and suppressions through the Action', () => {
  // The config sits in base and head alike: the gate reads it from either, as config-source says.
  const withConfig = (config: string, files: Record<string, string>) => ({
    base: { '.admission-gate.yaml': config, 'a.yaml': 'kind: x\n' },
    head: { '.admission-gate.yaml': config, ...files },
  });

  it('waive by a config exception: suppressed in the summary, the gate passes', async () => {
    const config = [
      'exceptions:',
      '  - rules: [service-external-ips]',
      '    kinds: [Service]',
      '    names: ["web*"]',
      '    reason: migration window, OPS-9',
      '',
    ].join('\n');
    const { base, head } = withConfig(config, { 'svc.yaml': service('web', ['192.0.2.1']) });
    const { github, run } = await runPullRequest(base, head);
    expect(run.code).toBe(0);
    expect(run.report?.findings.map((f) => f.suppressed?.kind)).toEqual(['exception']);
    expect(github.checkRuns[0]).toMatchObject({ conclusion: 'success' });
    expect(run.summary).toContain('migration window, OPS-9');
  });

  it('waive by the admission-gate.dev/ignore annotation', async () => {
    const annotated = service('web', ['192.0.2.1']).replace(
      '  name: web\n',
      '  name: web\n  annotations:\n    admission-gate.dev/ignore: "service-external-ips: owned by the edge team, NET-3"\n',
    );
    // The base has the annotation on the same Service; the pull request adds the address it waives.
    const { run } = await runPullRequest(
      { 'a.yaml': 'kind: x\n', 'svc.yaml': annotated.replace(/ {2}externalIPs:\n.*\n/u, '') },
      { 'svc.yaml': annotated },
    );
    expect(run.code).toBe(0);
    expect(run.report?.findings.map((f) => [f.suppressed?.kind, f.suppressed?.reason])).toEqual([
      ['annotation', 'owned by the edge team, NET-3'],
    ]);
  });

  const annotated = service('web', ['192.0.2.1']).replace(
    '  name: web\n',
    '  name: web\n  annotations:\n    admission-gate.dev/ignore: "service-external-ips: trust me"\n',
  );

  it('a suppression the pull request adds waives nothing, and is a notice', async () => {
    const { github, run } = await runPullRequest(
      { 'a.yaml': 'kind: x\n', 'svc.yaml': service('web', []) },
      { 'svc.yaml': annotated },
    );
    expect(run.code).toBe(1);
    expect(run.report?.findings.map((f) => [f.rule, f.severity, f.suppressed?.kind])).toEqual([
      ['invalid-suppression', 'notice', undefined],
      ['service-external-ips', 'error', undefined],
    ]);
    expect(run.report?.findings[0]?.message).toContain('is new in this change');
    expect(github.checkRuns[0]).toMatchObject({ conclusion: 'failure' });
  });

  it('with scope all, a suppression the pull request adds waives nothing, and what it leaves alone is as it was', async () => {
    const old = annotated.replace('name: web', 'name: old');
    const { run } = await runPullRequest(
      { 'old.yaml': old, 'svc.yaml': service('web', []) },
      { 'svc.yaml': annotated },
      { inputs: { scope: 'all' } },
    );
    expect(run.code).toBe(1);
    // old.yaml's externalIPs were there before the change: DenyServiceExternalIPs lets them be.
    expect(run.report?.findings.map((f) => [f.file, f.rule, f.severity, f.suppressed?.kind])).toEqual([
      ['svc.yaml', 'invalid-suppression', 'notice', undefined],
      ['svc.yaml', 'service-external-ips', 'error', undefined],
    ]);
  });

  it('counts every suppression on a push, which carries what review let through', async () => {
    const commits = makeCommits({ 'svc.yaml': service('web', []) }, { 'svc.yaml': annotated });
    fake = new FakeGitHub(commits.origin, undefined);
    const run = await runAction({
      workspace: checkout(commits, 'full'),
      apiUrl: await fake.start(),
      eventName: 'push',
      payload: pushPayload(commits.base, commits.head),
      sha: commits.head,
    });
    expect(run.code).toBe(0);
    expect(run.report?.findings.map((f) => [f.rule, f.suppressed?.kind])).toEqual([
      ['service-external-ips', 'annotation'],
    ]);
  });

  it("counts a new suppression by one of the base config's suppressionActors, not the head's", async () => {
    const trusting = 'suppressionActors: [codertocat]\n';
    const byBase = await runPullRequest(
      { 'a.yaml': 'kind: x\n', '.admission-gate.yaml': trusting },
      { 'svc.yaml': annotated },
    );
    expect(byBase.run.code).toBe(0);
    expect(byBase.run.report?.findings.map((f) => [f.rule, f.suppressed?.kind])).toEqual([
      ['service-external-ips', 'annotation'],
    ]);
    await fake?.stop();
    const byHead = await runPullRequest(
      { 'a.yaml': 'kind: x\n' },
      { '.admission-gate.yaml': trusting, 'svc.yaml': annotated },
    );
    expect(byHead.run.code).toBe(1);
    expect(byHead.run.report?.findings.map((f) => [f.rule, f.suppressed?.kind])).toEqual([
      ['invalid-suppression', undefined],
      ['service-external-ips', undefined],
    ]);
  });

  it('an expired exception no longer applies and is a warning on its config line', async () => {
    const config = [
      'exceptions:',
      '  - rules: [service-external-ips]',
      '    reason: temporary, OPS-1',
      '    expires: 2020-01-31',
      '',
    ].join('\n');
    const { base, head } = withConfig(config, { 'svc.yaml': service('web', ['192.0.2.1']) });
    const { github, run } = await runPullRequest(base, head);
    expect(run.code).toBe(1);
    const annotations = github.checkRuns[0]?.annotations ?? [];
    expect(annotations.map((a) => `${a.annotation_level} ${a.title} ${a.path}`)).toEqual(
      expect.arrayContaining([
        'warning expired-exception .admission-gate.yaml',
        'failure service-external-ips svc.yaml',
      ]),
    );
  });

  it('an exception that matched nothing in a scheduled full scan is a notice', async () => {
    const config = [
      'exceptions:',
      '  - rules: [probe-host]',
      '    names: [gone]',
      '    reason: old, OPS-2',
      '',
    ].join('\n');
    const commits = makeCommits(
      { '.admission-gate.yaml': config },
      { '.admission-gate.yaml': config, 'ok.yaml': 'kind: x\n' },
    );
    fake = new FakeGitHub(commits.origin);
    const run = await runAction({
      workspace: checkout(commits, 'shallow'),
      apiUrl: await fake.start(),
      eventName: 'schedule',
      payload: schedulePayload(),
      sha: commits.head,
    });
    expect(run.code).toBe(0);
    expect(run.report?.findings.map((f) => `${f.severity} ${f.rule} ${f.file}:${f.line}`)).toEqual([
      'notice unused-exception .admission-gate.yaml:2',
    ]);
    expect(fake.checkRuns[0]?.annotations?.map((a) => a.annotation_level)).toEqual(['notice']);
  });
});

describe("the admin override (external-ip-cidr's overrideActors)", () => {
  const config = [
    'rules:',
    '  service-external-ips: off',
    '  external-ip-cidr:',
    '    allowedCIDRs: [203.0.113.0/24]',
    "    overrideActors: ['@acme/platform']",
    '',
  ].join('\n');
  const head = { '.admission-gate.yaml': config, 'svc.yaml': service('web', ['198.51.100.1']) };

  it("lets the pull request's author override through a team GitHub confirms", async () => {
    const { github, run } = await runPullRequest(
      { 'a.yaml': 'kind: x\n', '.admission-gate.yaml': config },
      head,
      {
        teams: { 'acme/platform': ['Codertocat'] },
      },
    );
    expect(github.calls('GET', /\/memberships\//).map((r) => r.path)).toEqual([
      '/orgs/acme/teams/platform/memberships/Codertocat',
    ]);
    expect(run.code).toBe(0);
    expect(run.report?.findings.map((f) => [f.severity, f.overridden])).toEqual([
      ['notice', { actor: 'Codertocat', team: '@acme/platform', severity: 'error' }],
    ]);
  });

  it('grants nothing when GitHub does not say, and the report says why', async () => {
    const { run } = await runPullRequest({ 'a.yaml': 'kind: x\n', '.admission-gate.yaml': config }, head, {
      faults: [{ path: /\/memberships\//, status: 403, message: 'Resource not accessible by integration' }],
    });
    expect(run.code).toBe(1);
    expect(findingsOf(run)).toEqual(['svc.yaml 198.51.100.1']);
    expect(run.report?.findings[0]?.severity).toBe('error');
    // Markdown defuses the mention: @&#8203;acme renders as @acme without notifying the team.
    expect(run.summary).toContain(
      "external-ip-cidr findings are not overridden: could not check whether Codertocat belongs to @&#8203;acme/platform (checking @&#8203;acme/platform failed: the token may not do this (403 Resource not accessible by integration): use a github-token that can read the organization's teams",
    );
  });
});

describe('sarif-file', () => {
  it('writes the findings as SARIF into the workspace', async () => {
    const { run, workspace } = await runPullRequest(
      { 'a.yaml': 'kind: x\n' },
      { 'svc.yaml': service('web', ['192.0.2.1']) },
      { inputs: { 'sarif-file': 'reports/admission-gate.sarif' } },
    );
    expect(run.code).toBe(1);
    const sarif = JSON.parse(
      fs.readFileSync(path.join(workspace, 'reports/admission-gate.sarif'), 'utf8'),
    ) as {
      version: string;
      runs: { results: { ruleId: string }[] }[];
    };
    expect(sarif.version).toBe('2.1.0');
    expect(sarif.runs[0]?.results.map((r) => r.ruleId)).toEqual(['service-external-ips']);
  });
});

describe('custom resources', () => {
  it('are checked against CRDs anywhere in the workspace, not only in the changed files', async () => {
    const crd = fs.readFileSync('examples/crds/backupschedules.yaml', 'utf8');
    const cr = fs.readFileSync('examples/workloads/catalog-backup.yaml', 'utf8');
    const { run } = await runPullRequest({ 'crds/backup.yaml': crd }, { 'backup.yaml': cr });
    expect(run.report?.summary.files).toBe(1);
    expect(run.report?.findings.map((f) => `${f.rule} ${f.file}:${f.line} ${f.path}`)).toEqual([
      'unknown-fields backup.yaml:10 spec.retentionDyas',
    ]);
  });
});
