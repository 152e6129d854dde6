import fs from 'node:fs';
import { afterEach, describe, expect, it } from '@jest/globals';
import type { Fault } from './fake-github.js';
import { FakeGitHub } from './fake-github.js';
import { configMap, service } from './manifests.js';
import { checkout, findingsOf, makeCommits, pullRequestPayload, runAction } from './run-action.js';
import type { ActionRun } from './run-action.js';

const commits = makeCommits(
  { 'svc/web.yaml': service('web', ['192.0.2.1']) },
  {
    'svc/web.yaml': service('web', ['192.0.2.1', '192.0.2.2']),
    'svc/new.yaml': service('new', ['198.51.100.1']),
    'cm.yaml': configMap('c'),
  },
);
const workspace = checkout(commits, 'shallow');
const CHANGED = ['svc/new.yaml 198.51.100.1', 'svc/web.yaml 192.0.2.2'];

let fake: FakeGitHub | undefined;
afterEach(async () => {
  await fake?.stop();
  fake = undefined;
});

async function run(
  faults: Fault[],
  options: { fork?: boolean; inputs?: Record<string, string>; workspace?: string } = {},
): Promise<{ github: FakeGitHub; run: ActionRun }> {
  fake = new FakeGitHub(commits.origin, { number: 7, base: commits.base, head: commits.head });
  fake.faults.push(...faults);
  const url = await fake.start();
  return {
    github: fake,
    run: await runAction({
      workspace: options.workspace ?? workspace,
      apiUrl: url,
      eventName: 'pull_request',
      payload: pullRequestPayload(commits, { fork: options.fork ?? false }),
      ...(options.inputs ? { inputs: options.inputs } : {}),
    }),
  };
}

const forbidden = (method: string, path: RegExp): Fault => ({
  method,
  path,
  status: 403,
  message: 'Resource not accessible by integration',
});

describe('a read-only token (a pull request from a fork)', () => {
  it('falls back to workflow-command annotations, the job summary and the exit status', async () => {
    const { github, run: result } = await run(
      [forbidden('POST', /\/check-runs$/), forbidden('POST', /\/reviews$/)],
      { fork: true },
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('');
    expect(result.stdout).not.toMatch(/\n\s+at /);
    expect(result.stdout).toMatch(
      /^::error file=svc\/new\.yaml,line=11,endLine=11,col=7,endColumn=19,title=admission-gate service-external-ips::externalIP "198\.51\.100\.1" is on a new Service/m,
    );
    expect(result.stdout).toMatch(/^::error file=svc\/web\.yaml,line=12,/m);
    expect(result.stdout).toContain(
      "::warning::creating the check run failed: the token may not do this (403 Resource not accessible by integration): add `checks: write` to the job's permissions (pull requests from forks always get a read-only token).",
    );
    expect(result.stdout).toContain('add `pull-requests: write`');
    expect(result.summary).toContain('This pull request comes from a fork, so its token is read-only');
    expect(result.summary).toContain('## Admission Gate failed: 2 errors');
    expect(result.stdout).toMatch(/^::error::Admission Gate failed: 2 errors \(fail-on error\)\.$/m);
    expect(result.outputs).toMatchObject({ errors: '2', conclusion: 'failure' });
    // No check run to complete, one review attempt: nothing retried a 403.
    expect(github.calls('PATCH', /check-runs/)).toEqual([]);
    expect(github.calls('POST', /\/reviews$/)).toHaveLength(1);
  });

  it('says what completing the check run met before what the review met, whichever fails first', async () => {
    // Completing the check run runs alongside the review: answered a second late, its failure comes after
    // the review's, and still first in the summary.
    const { run: result } = await run([
      { ...forbidden('PATCH', /\/check-runs\/\d+$/), delayMs: 1000 },
      forbidden('POST', /\/reviews$/),
    ]);
    expect([result.code, findingsOf(result)]).toEqual([1, CHANGED]);
    const completing = result.summary.indexOf('completing the check run failed');
    const posting = result.summary.indexOf('posting review comments failed');
    expect(completing).toBeGreaterThan(-1);
    expect(posting).toBeGreaterThan(completing);
  });

  it('keeps the check run when only reviews are forbidden', async () => {
    const { github, run: result } = await run([forbidden('POST', /\/reviews$/)]);
    expect(result.code).toBe(1);
    expect(github.checkRuns[0]).toMatchObject({ conclusion: 'failure' });
    expect(github.checkRuns[0]?.annotations).toHaveLength(2);
    // The check run carries the annotations: no workflow commands on top.
    expect(result.stdout).not.toMatch(/^::error file=/m);
    expect(result.summary).toContain('posting review comments failed');
  });

  it('exits 0 when nothing fails the gate, however much GitHub refuses', async () => {
    const { run: result } = await run([forbidden('POST', /\/check-runs$/), forbidden('POST', /\/reviews$/)], {
      fork: true,
      inputs: { 'fail-on': 'never' },
    });
    expect(result.code).toBe(0);
    expect(result.outputs).toMatchObject({ errors: '2', conclusion: 'success' });
    expect(result.stdout).toMatch(/^::error file=svc\/new\.yaml/m);
  });
});

describe('GitHub faults', () => {
  it('retries a 502 and a request that times out', async () => {
    const { github, run: result } = await run([
      { method: 'POST', path: /\/check-runs$/, status: 502, message: 'Bad Gateway', times: 1 },
      { method: 'GET', path: /\/pulls\/7\/files$/, hang: true, times: 1 },
    ]);
    expect(result.code).toBe(1);
    expect(github.calls('POST', /\/check-runs$/)).toHaveLength(2);
    expect(github.calls('GET', /\/pulls\/7\/files$/)).toHaveLength(2);
    expect(github.checkRuns).toHaveLength(1);
    expect(github.checkRuns[0]).toMatchObject({ status: 'completed', conclusion: 'failure' });
    expect(github.reviews).toHaveLength(1);
    // Nothing to report about GitHub: the retries hid the faults.
    expect(result.summary).not.toMatch(/^> /m);
  });

  it('waits for the primary rate limit to reset, and for a secondary limit', async () => {
    const reset = String(Math.ceil(Date.now() / 1000));
    const { github, run: result } = await run([
      {
        method: 'GET',
        path: /\/pulls\/7\/files$/,
        status: 403,
        message: 'API rate limit exceeded for installation ID 1.',
        headers: { 'x-ratelimit-limit': '1000', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset },
        times: 1,
      },
      {
        method: 'POST',
        path: /\/reviews$/,
        status: 403,
        message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
        headers: { 'retry-after': '1' },
        times: 1,
      },
    ]);
    expect(result.code).toBe(1);
    expect(github.calls('GET', /\/pulls\/7\/files$/)).toHaveLength(2);
    expect(github.calls('POST', /\/reviews$/)).toHaveLength(2);
    expect(github.reviews).toHaveLength(1);
    expect(result.stdout).toContain('GitHub primary rate limit hit on GET');
    expect(result.stdout).toContain('GitHub secondary rate limit hit on POST');
  });

  it('still prints the findings and holds the gate when GitHub keeps failing', async () => {
    const { run: result } = await run([{ method: 'POST', path: /./, status: 502, message: 'Bad Gateway' }], {
      workspace: checkout(commits, 'full'),
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      'creating the check run failed: GitHub kept failing (502 Bad Gateway) after retries',
    );
    expect(result.stdout).toMatch(/^::error file=svc\/new\.yaml,line=11/m);
    expect(result.summary).toContain('## Admission Gate failed: 2 errors');
    expect(findingsOf(result)).toEqual(CHANGED);
  });

  it('lists the changed files from local history when the API cannot, and fails closed without it', async () => {
    const down: Fault = { method: 'GET', path: /\/pulls\/7\/files$/, status: 502, message: 'Bad Gateway' };
    const full = await run([{ ...down }], { workspace: checkout(commits, 'full') });
    expect(full.run.code).toBe(1);
    expect(findingsOf(full.run)).toEqual(CHANGED);
    expect(full.run.summary).toContain('The changed files come from the local git history instead.');
    await fake?.stop();

    const shallow = await run([{ ...down }]);
    expect(shallow.run.code).toBe(1);
    expect(shallow.run.stdout).toContain(
      '::error::Admission Gate: listing the changed files failed: GitHub kept failing (502 Bad Gateway) after retries; re-run the job later. The checkout lacks the history to list them itself. Nothing was scanned.',
    );
    expect(shallow.github.checkRuns[0]).toMatchObject({
      conclusion: 'failure',
      output: { title: 'not scanned' },
    });
    expect(shallow.run.outputs).toMatchObject({ conclusion: 'failure' });
  });
  it('with scope all, still scans every file when the pull request files cannot be listed', async () => {
    const { github, run: result } = await run(
      [{ method: 'GET', path: /\/pulls\/7\/files$/, status: 502, message: 'Bad Gateway' }],
      { inputs: { scope: 'all' } },
    );
    expect(result.code).toBe(1);
    expect(findingsOf(result)).toEqual([
      'svc/new.yaml 198.51.100.1',
      'svc/web.yaml 192.0.2.1',
      'svc/web.yaml 192.0.2.2',
    ]);
    expect(result.summary).toContain(
      'The checkout lacks the history to list them itself. There are no review comments.',
    );
    expect(github.checkRuns[0]).toMatchObject({ conclusion: 'failure', output: { title: '3 errors' } });
    expect(github.calls('POST', /\/reviews$/)).toEqual([]);
  });
});

describe('GitHub faults, each said in one line with what to change; findings and gate kept', () => {
  const full = checkout(commits, 'full');

  /** The run printed its findings and wrote its summary, and the exit status is the gate's. */
  function expectFindingsAndGate(result: ActionRun): void {
    expect(result.code).toBe(1);
    expect(findingsOf(result)).toEqual(CHANGED);
    expect(result.summary).toContain('## Admission Gate failed: 2 errors');
    expect(result.stdout).toMatch(/^svc\/new\.yaml:11:7 {2}error {2}service-external-ips/m);
  }

  /** Log lines that are warnings: what failed, why, what to change. */
  const warnings = (result: ActionRun): string[] =>
    result.stdout.split('\n').filter((line) => line.startsWith('::warning::'));

  it('401: the token was rejected', async () => {
    const { run: result } = await run([{ path: /./, status: 401, message: 'Bad credentials' }], {
      workspace: full,
    });
    expectFindingsAndGate(result);
    expect(result.stdout).toMatch(/^::error file=svc\/new\.yaml,line=11,/m);
    expect(warnings(result)).toContain(
      '::warning::creating the check run failed: the token was rejected (401 Bad credentials); check the github-token input.',
    );
  });

  it('404: the branch or commit is gone', async () => {
    const gone: Fault[] = [
      { method: 'POST', path: /\/check-runs$/, status: 404, message: 'Not Found' },
      { method: 'POST', path: /\/reviews$/, status: 404, message: 'Not Found' },
    ];
    const { run: result } = await run(gone, { workspace: full });
    expectFindingsAndGate(result);
    expect(warnings(result)).toEqual([
      "::warning::creating the check run failed: not found (404 Not Found): the pull request's branch or commit may be gone (deleted or force-pushed) since the run started; re-run the job on its current head.",
      "::warning::posting review comments failed: not found (404 Not Found): the pull request's branch or commit may be gone (deleted or force-pushed) since the run started; re-run the job on its current head.",
    ]);
  });

  it('422: a comment line GitHub will not take; the review goes out with the findings in its body', async () => {
    const { github, run: result } = await run(
      [{ method: 'POST', path: /\/reviews$/, status: 422, message: 'Unprocessable Entity', times: 1 }],
      { workspace: full },
    );
    expectFindingsAndGate(result);
    expect(github.reviews).toHaveLength(1);
    expect(github.reviews[0]?.comments).toEqual([]);
    expect(github.reviews[0]?.body).toContain('198.51.100.1');
    expect(result.summary).toContain(
      'GitHub refused the inline comments (the diff moved on), so the findings are in the review body.',
    );
  });

  it('5xx bursts and timeouts beyond the retries', async () => {
    const { run: result } = await run(
      [
        { method: 'POST', path: /\/check-runs$/, hang: true },
        { method: 'POST', path: /\/reviews$/, status: 503, message: 'Service Unavailable' },
      ],
      { workspace: full },
    );
    expectFindingsAndGate(result);
    expect(warnings(result)).toEqual([
      '::warning::creating the check run failed: GitHub did not answer in time, even after retries; re-run the job later.',
      '::warning::posting review comments failed: GitHub kept failing (503 Service Unavailable) after retries; re-run the job later.',
    ]);
  });

  it('primary and secondary rate limits that outlast the wait', async () => {
    const inAnHour = String(Math.ceil(Date.now() / 1000) + 3600);
    const { run: result } = await run(
      [
        {
          method: 'POST',
          path: /\/check-runs$/,
          status: 403,
          message: 'API rate limit exceeded for installation ID 1.',
          headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': inAnHour },
        },
        {
          method: 'POST',
          path: /\/reviews$/,
          status: 403,
          message: 'You have exceeded a secondary rate limit.',
          headers: { 'retry-after': '1' },
        },
      ],
      { workspace: full },
    );
    expectFindingsAndGate(result);
    expect(warnings(result)).toEqual([
      "::warning::creating the check run failed: GitHub's API rate limit is exhausted (API rate limit exceeded for installation ID 1.); re-run the job later.",
      "::warning::posting review comments failed: GitHub's API rate limit is exhausted (You have exceeded a secondary rate limit.); re-run the job later.",
    ]);
  });
});

describe('an invalid config', () => {
  it('fails the run with each problem at its line, in the log, the check run and the summary', async () => {
    const broken = checkout(commits, 'shallow');
    fs.writeFileSync(
      `${broken}/.admission-gate.yaml`,
      'kubernetesVersion: v1.34\nrules:\n  no-such-rule: error\n',
    );
    // The config that judges is the checked-out one: it cannot judge anything.
    const { github, run: result } = await run([], { workspace: broken, inputs: { 'config-source': 'head' } });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      /^::error file=\.admission-gate\.yaml,line=3,col=3,title=admission-gate config::/m,
    );
    expect(github.checkRuns[0]).toMatchObject({ conclusion: 'failure', output: { title: 'invalid config' } });
    expect(github.checkRuns[0]?.output?.summary).toContain('.admission-gate.yaml:3:3');
    expect(result.summary).toContain('## Admission Gate failed: invalid config');
    expect(result.outputs).toMatchObject({ conclusion: 'failure', findings: '0' });
    expect(github.calls('POST', /\/reviews$/)).toEqual([]);
  });

  it('fails when a config file named in the input is missing', async () => {
    const { run: result } = await run([], { inputs: { config: 'ci/gate.yaml' } });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      /^::error file=ci\/gate\.yaml,line=1,col=1,title=admission-gate config::cannot read the config file/m,
    );
  });
});
