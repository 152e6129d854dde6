// What the Action leaves for people and tools: a check-run summary that names every rule whatever the
// number of findings, SARIF that code scanning accepts (from the repository root, within its limits, in
// every run, a category per shard), the gate modes and a scan that found no file.

import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import type { Log } from 'sarif';
import { deployment } from '../policy/fixtures.js';
import { FakeGitHub } from './fake-github.js';
import { service } from './manifests.js';
import type { Commits } from './run-action.js';
import {
  checkout,
  findingsOf,
  makeCommits,
  pullRequestPayload,
  runAction,
  workflowDispatchPayload,
} from './run-action.js';

let fake: FakeGitHub | undefined;
afterEach(async () => {
  await fake?.stop();
  fake = undefined;
});

async function dispatch(commits: Commits, inputs: Record<string, string> = {}) {
  fake = new FakeGitHub(commits.origin);
  const workspace = checkout(commits, 'shallow');
  const run = await runAction({
    workspace,
    apiUrl: await fake.start(),
    eventName: 'workflow_dispatch',
    payload: workflowDispatchPayload(),
    sha: commits.head,
    inputs,
  });
  return { run, workspace, github: fake };
}

async function pullRequest(commits: Commits, inputs: Record<string, string> = {}) {
  fake = new FakeGitHub(commits.origin, { number: 7, base: commits.base, head: commits.head });
  const workspace = checkout(commits, 'shallow');
  const run = await runAction({
    workspace,
    apiUrl: await fake.start(),
    eventName: 'pull_request',
    payload: pullRequestPayload(commits),
    inputs,
  });
  return { run, workspace, github: fake };
}

const readSarif = (workspace: string, file = 'admission-gate.sarif'): Log =>
  JSON.parse(fs.readFileSync(path.join(workspace, file), 'utf8')) as Log;

/** 400 Deployments with a probe host each, then one Service with a new external IP. */
function manyProbesThenAService(): Commits {
  const files: Record<string, string> = {};
  for (let i = 0; i < 400; i++) {
    files[`apps/agent-${String(i).padStart(3, '0')}.yaml`] = deployment({
      name: `agent-${i}`,
      image: 'registry.example.com/agent:1',
      host: `10.0.1.${i % 250}`,
    });
  }
  files['zz/edge.yaml'] = service('edge', ['192.0.2.9']);
  return makeCommits({}, files);
}

describe('the check run of a run with hundreds of findings', () => {
  it('names every rule within 65,535 characters, cuts rows only, and links the full report', async () => {
    const { run, github } = await dispatch(manyProbesThenAService());
    expect(run.code).toBe(1);
    const summary = github.checkRuns[0]?.output?.summary ?? '';
    expect(summary.length).toBeLessThanOrEqual(65_535);
    expect(summary).toMatch(/\| \[probe-host\]\([^)]+\) \| 400 \| 400 error \|/);
    expect(summary).toMatch(/\| \[service-external-ips\]\([^)]+\) \| 1 \| 1 error \|/);
    expect(summary).toContain('\n### [service-external-ips](');
    expect(summary).toContain(
      '| externalIP "192.0.2.9" is on a new Service: DenyServiceExternalIPs rejects it',
    );
    expect(summary).toMatch(
      /\n_\d+ more probe-host findings not shown here, to stay within GitHub's size limit; every finding is in the job summary and the log of \[this workflow run\]\(https:\/\/github\.example\/Codertocat\/Hello-World\/actions\/runs\/4242\)\._\n/,
    );
    // The job summary (1 MiB) has room for every row.
    expect(run.summary.match(/\n\| error \| /g)).toHaveLength(401);
  });
});

describe('sarif-file', () => {
  it('is written with a category of its own for a shard', async () => {
    const { run, workspace } = await dispatch(manyProbesThenAService(), {
      'sarif-file': 'admission-gate.sarif',
      shard: '2/3',
    });
    const sarif = readSarif(workspace);
    expect(run.code).toBe(1);
    expect(sarif.runs[0]?.automationDetails).toEqual({ id: 'admission-gate/shard-2-of-3/' });
    expect(sarif.runs[0]?.results?.length).toBe(run.report?.findings.length);
  });

  it('is written when the config is invalid: an unsuccessful analysis with each problem at its line', async () => {
    const commits = makeCommits({}, { '.admission-gate.yaml': 'rules:\n  probe-hots: error\n' });
    const { run, workspace } = await dispatch(commits, { 'sarif-file': 'out/admission-gate.sarif' });
    expect(run.code).toBe(1);
    const sarif = readSarif(workspace, 'out/admission-gate.sarif');
    expect(sarif.runs[0]?.results).toEqual([]);
    const invocation = sarif.runs[0]?.invocations?.[0];
    expect(invocation?.executionSuccessful).toBe(false);
    expect(invocation?.toolConfigurationNotifications?.[0]).toMatchObject({
      level: 'error',
      message: {
        text: expect.stringContaining('invalid config: rules.probe-hots: unknown key "probe-hots"'),
      },
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: '.admission-gate.yaml', uriBaseId: '%SRCROOT%' },
            region: { startLine: 2, startColumn: 3 },
          },
        },
      ],
    });
  });

  it('is written when an input is wrong, before anything else could run', async () => {
    const commits = makeCommits({}, { 'svc.yaml': service('web', []) });
    const { run, workspace } = await dispatch(commits, {
      'sarif-file': 'admission-gate.sarif',
      'fail-on': 'critical',
    });
    expect(run.code).toBe(1);
    const invocation = readSarif(workspace).runs[0]?.invocations?.[0];
    expect(invocation?.executionSuccessful).toBe(false);
    expect(invocation?.toolExecutionNotifications?.[0]?.message.text).toContain(
      'input fail-on must be one of',
    );
  });
});

describe('filter-mode', () => {
  const legacy = deployment({ name: 'legacy', image: 'nginx:1', host: '10.0.0.1' });
  const commits = (): Commits =>
    makeCommits(
      { 'apps/legacy.yaml': legacy, 'apps/retag.yaml': legacy.replace(/legacy/g, 'retag') },
      {
        // A new object beside the unchanged legacy one.
        'apps/legacy.yaml': `${legacy}---\n${deployment({ name: 'added', image: 'nginx:1', host: '10.0.0.2' })}`,
        // A modified object whose finding's line is unchanged.
        'apps/retag.yaml': legacy.replace(/legacy/g, 'retag').replace('nginx:1', 'nginx:2'),
      },
    );

  it.each([
    ['all', ['apps/legacy.yaml 10.0.0.1', 'apps/legacy.yaml 10.0.0.2', 'apps/retag.yaml 10.0.0.1']],
    ['changed-objects', ['apps/legacy.yaml 10.0.0.2', 'apps/retag.yaml 10.0.0.1']],
    ['added-lines', ['apps/legacy.yaml 10.0.0.2']],
  ])('%s on a pull request, from a shallow checkout', async (mode, expected) => {
    const { run, github } = await pullRequest(commits(), { 'filter-mode': mode });
    expect(findingsOf(run)).toEqual(expected);
    expect(github.reviews[0]?.comments.length ?? 0).toBe(expected.length);
  });

  it('counts every finding when the run judges no change, and says so', async () => {
    const { run } = await dispatch(commits(), { 'filter-mode': 'added-lines' });
    expect(findingsOf(run)).toHaveLength(3);
    expect(run.summary).toContain(
      'filter-mode added-lines: the workflow\\_dispatch event is no change to compare, so every finding counts.',
    );
  });
});

describe('a run that scans no file', () => {
  const commits = (): Commits => makeCommits({}, { 'README.md': 'no manifests here\n' });

  it('says so loudly and passes', async () => {
    const { run, github } = await dispatch(commits());
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('::warning::No file was scanned: nothing matched the paths input');
    expect(run.summary).toContain('**No file was scanned**');
    expect(github.checkRuns[0]?.conclusion).toBe('success');
  });

  it('fails the gate with fail-on-empty', async () => {
    const { run, github, workspace } = await dispatch(commits(), {
      'fail-on-empty': 'true',
      'sarif-file': 'admission-gate.sarif',
    });
    expect(run.code).toBe(1);
    expect(run.outputs.conclusion).toBe('failure');
    expect(github.checkRuns[0]?.conclusion).toBe('failure');
    expect(run.stdout).toContain('no file was scanned (fail-on-empty)');
    expect(readSarif(workspace).runs[0]?.invocations?.[0]?.executionSuccessful).toBe(false);
  });
});
