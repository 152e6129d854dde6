import { afterEach, describe, expect, it } from '@jest/globals';
import { FakeGitHub } from './fake-github.js';
import { configMap, service } from './manifests.js';
import {
  checkout,
  findingsOf,
  makeCommits,
  mergeGroupPayload,
  pullRequestPayload,
  pushPayload,
  runAction,
  schedulePayload,
  workflowDispatchPayload,
} from './run-action.js';

let fake: FakeGitHub | undefined;
afterEach(async () => {
  await fake?.stop();
  fake = undefined;
});

async function startFake(pullRequest = false): Promise<{ github: FakeGitHub; url: string }> {
  fake = new FakeGitHub(
    commits.origin,
    pullRequest ? { number: 7, base: commits.base, head: commits.head } : undefined,
  );
  return { github: fake, url: await fake.start() };
}

/**
 * An existing Service keeps its address and gains one, a new Service brings one, another Service is
 * untouched. Made once: the Action writes nothing into the repository or the checkout.
 */
const commits = makeCommits(
  { 'svc/web.yaml': service('web', ['192.0.2.1']), 'untouched.yaml': service('old', ['192.0.2.50']) },
  {
    'svc/web.yaml': service('web', ['192.0.2.1', '192.0.2.2']),
    'svc/new.yaml': service('new', ['198.51.100.1']),
    'cm.yaml': configMap('c'),
  },
);
const checkouts = { shallow: checkout(commits, 'shallow'), full: checkout(commits, 'full') };

const CHANGED = ['svc/new.yaml 198.51.100.1', 'svc/web.yaml 192.0.2.2'];
/** A full scan: every object is new, so every address counts. */
const EVERYTHING = [
  'svc/new.yaml 198.51.100.1',
  'svc/web.yaml 192.0.2.1',
  'svc/web.yaml 192.0.2.2',
  'untouched.yaml 192.0.2.50',
];

describe('push', () => {
  it('scans the pushed commits, from local history when the checkout has it', async () => {
    const { github, url } = await startFake();
    const run = await runAction({
      workspace: checkouts.full,
      apiUrl: url,
      eventName: 'push',
      payload: pushPayload(commits.base, commits.head),
      sha: commits.head,
    });
    expect(run.code).toBe(1);
    expect(findingsOf(run)).toEqual(CHANGED);
    expect(github.calls('GET', /\/compare\//)).toEqual([]);
    expect(github.checkRuns[0]).toMatchObject({ head_sha: commits.head, conclusion: 'failure' });
    expect(github.calls('POST', /\/reviews$/)).toEqual([]);
  });

  it('uses the compare API and GraphQL on a shallow checkout', async () => {
    const { github, url } = await startFake();
    const run = await runAction({
      workspace: checkouts.shallow,
      apiUrl: url,
      eventName: 'push',
      payload: pushPayload(commits.base, commits.head),
      sha: commits.head,
    });
    expect(run.code).toBe(1);
    expect(findingsOf(run)).toEqual(CHANGED);
    expect(github.calls('GET', /\/compare\//).map((r) => r.path)).toEqual([
      `/repos/Codertocat/Hello-World/compare/${commits.base}...${commits.head}`,
    ]);
    // The config is the checked-out one on a push; the base versions come from GraphQL.
    expect(github.calls('GET', /\/contents\//)).toEqual([]);
    expect(github.blobsRead()).toEqual([`${commits.base}:svc/web.yaml`]);
  });

  it('scans everything when the push created the branch (before is all zeros)', async () => {
    const { github, url } = await startFake();
    const run = await runAction({
      workspace: checkouts.shallow,
      apiUrl: url,
      eventName: 'push',
      payload: pushPayload('0'.repeat(40), commits.head),
      sha: commits.head,
    });
    expect(run.code).toBe(1);
    expect(findingsOf(run)).toEqual(EVERYTHING);
    expect(run.summary).toContain('Every file was scanned: the push created the branch');
    expect(github.checkRuns[0]?.head_sha).toBe(commits.head);
  });

  it('has nothing to scan when the push deleted the branch', async () => {
    const { github, url } = await startFake();
    const run = await runAction({
      workspace: checkouts.shallow,
      apiUrl: url,
      eventName: 'push',
      payload: pushPayload(commits.head, '0'.repeat(40)),
    });
    expect(run.code).toBe(0);
    expect(github.requests).toEqual([]);
    expect(run.outputs).toMatchObject({ conclusion: 'success', findings: '0' });
    expect(run.summary).toContain('nothing to scan');
  });
});

describe('merge_group', () => {
  it('scans the queued change and reports on the merge group head', async () => {
    const { github, url } = await startFake();
    const run = await runAction({
      workspace: checkouts.shallow,
      apiUrl: url,
      eventName: 'merge_group',
      payload: mergeGroupPayload(commits),
      sha: commits.head,
    });
    expect(run.code).toBe(1);
    expect(findingsOf(run)).toEqual(CHANGED);
    expect(github.checkRuns[0]).toMatchObject({
      head_sha: commits.head,
      name: 'Admission Gate',
      conclusion: 'failure',
    });
    expect(github.calls('POST', /\/reviews$/)).toEqual([]);
  });
});

describe.each([
  ['schedule', schedulePayload],
  ['workflow_dispatch', workflowDispatchPayload],
])('%s', (eventName, payload) => {
  it('scans every file, every object new, with the check run on GITHUB_SHA and no review', async () => {
    const { github, url } = await startFake();
    const run = await runAction({
      workspace: checkouts.shallow,
      apiUrl: url,
      eventName,
      payload: payload(),
      sha: commits.head,
    });
    expect(run.code).toBe(1);
    expect(findingsOf(run)).toEqual(EVERYTHING);
    expect(github.checkRuns[0]?.head_sha).toBe(commits.head);
    expect(github.requests.map((r) => `${r.method} ${r.path.replace(/\d+$/, 'ID')}`)).toEqual([
      'POST /repos/Codertocat/Hello-World/check-runs',
      'PATCH /repos/Codertocat/Hello-World/check-runs/ID',
    ]);
  });
});

describe('inputs', () => {
  it('scope all on a pull request scans every file but reviews only the changed ones', async () => {
    const { github, url } = await startFake(true);
    const run = await runAction({
      workspace: checkouts.shallow,
      apiUrl: url,
      eventName: 'pull_request',
      payload: pullRequestPayload(commits),
      inputs: { scope: 'all' },
    });
    expect(findingsOf(run)).toEqual(EVERYTHING);
    const review = github.reviews[0]!;
    expect(review.comments.map((c) => c.path)).toEqual(['svc/new.yaml', 'svc/web.yaml', 'svc/web.yaml']);
    expect(review.body).not.toContain('untouched.yaml');
  });

  it('scope changed on a schedule scans every file and says why', async () => {
    const { url } = await startFake();
    const run = await runAction({
      workspace: checkouts.shallow,
      apiUrl: url,
      eventName: 'schedule',
      payload: schedulePayload(),
      sha: commits.head,
      inputs: { scope: 'changed' },
    });
    expect(findingsOf(run)).toEqual(EVERYTHING);
    expect(run.summary).toContain('Every file was scanned: the schedule event is no change to compare');
  });

  it('paths and ignore narrow the files, with the config', async () => {
    const { url } = await startFake(true);
    const run = await runAction({
      workspace: checkouts.shallow,
      apiUrl: url,
      eventName: 'pull_request',
      payload: pullRequestPayload(commits),
      inputs: { paths: 'svc/**/*.yaml\n', ignore: 'svc/new.yaml' },
    });
    expect(findingsOf(run)).toEqual(['svc/web.yaml 192.0.2.2']);
  });

  it("applies the config's include and exclude, and never scans the config file itself", async () => {
    const withConfig = makeCommits(
      { '.admission-gate.yaml': 'exclude: [legacy/**]\n', 'svc/a.yaml': service('a', ['192.0.2.1']) },
      {
        '.admission-gate.yaml': 'exclude: [legacy/**]\n',
        'legacy/x.yaml': service('x', ['192.0.2.8']),
        'svc/a.yaml': service('a', ['192.0.2.1', '192.0.2.3']),
      },
    );
    fake = new FakeGitHub(withConfig.origin, { number: 7, base: withConfig.base, head: withConfig.head });
    const run = await runAction({
      workspace: checkout(withConfig, 'shallow'),
      apiUrl: await fake.start(),
      eventName: 'pull_request',
      payload: pullRequestPayload(withConfig),
    });
    expect(findingsOf(run)).toEqual(['svc/a.yaml 192.0.2.3']);
    expect(run.report!.skipped).toEqual([]);
    expect(run.report!.summary.files).toBe(1);
  });

  it('fail-on, check-run, review-comments, check-name and kubernetes-version', async () => {
    const { github, url } = await startFake(true);
    const run = await runAction({
      workspace: checkouts.shallow,
      apiUrl: url,
      eventName: 'pull_request',
      payload: pullRequestPayload(commits),
      inputs: {
        'fail-on': 'never',
        'review-comments': 'false',
        'check-name': 'k8s gate',
        'kubernetes-version': 'v1.20',
      },
    });
    // service-external-ips starts at v1.21: nothing runs that finds these.
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ findings: '0', conclusion: 'success' });
    expect(run.summary).toContain('service-external-ips does not run: kubernetesVersion v1.20');
    expect(github.checkRuns[0]).toMatchObject({ name: 'k8s gate', conclusion: 'success' });
    expect(github.calls('GET', /\/comments$/)).toEqual([]);

    const noCheck = await runAction({
      workspace: checkouts.shallow,
      apiUrl: url,
      eventName: 'pull_request',
      payload: pullRequestPayload(commits),
      inputs: { 'fail-on': 'never', 'check-run': 'false', 'review-comments': 'false' },
    });
    expect(noCheck.code).toBe(0);
    expect(noCheck.outputs).toMatchObject({ errors: '2', conclusion: 'success' });
    expect(github.checkRuns).toHaveLength(1);
    // Without a check run, the findings reach the changed lines as workflow-command annotations.
    expect(noCheck.stdout).toMatch(
      /^::error file=svc\/new\.yaml,line=11,endLine=11,col=7,endColumn=19,title=admission-gate service-external-ips::/m,
    );
  });

  it('rejects a bad input value with one clear line', async () => {
    const { github, url } = await startFake(true);
    const run = await runAction({
      workspace: checkouts.shallow,
      apiUrl: url,
      eventName: 'pull_request',
      payload: pullRequestPayload(commits),
      inputs: { scope: 'everything' },
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      '::error::Admission Gate: input scope must be one of auto, changed, all, not "everything"',
    );
    expect(run.stdout).not.toMatch(/\n\s+at /);
    expect(github.requests).toEqual([]);
    expect(run.outputs).toMatchObject({ conclusion: 'failure' });
    expect(run.summary).toContain('input scope must be one of');
  });
});
