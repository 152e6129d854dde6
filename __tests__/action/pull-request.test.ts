import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { diffFiles, FakeGitHub } from './fake-github.js';
import type { Hold } from './fake-github.js';
import { git, makeRepo } from '../helpers.js';
import { configMap, service } from './manifests.js';
import type { ActionRun, Commits } from './run-action.js';
import {
  checkout,
  findingsOf,
  makeCommits,
  pullRequestPayload,
  pushCommit,
  runAction,
} from './run-action.js';

let fake: FakeGitHub | undefined;
afterEach(async () => {
  await fake?.stop();
  fake = undefined;
});

async function startFake(commits: Commits): Promise<{ github: FakeGitHub; url: string }> {
  fake = new FakeGitHub(commits.origin, { number: 7, base: commits.base, head: commits.head });
  return { github: fake, url: await fake.start() };
}

async function runPullRequest(
  commits: Commits,
  url: string,
  options: { history?: 'shallow' | 'full'; eventName?: string } = {},
): Promise<ActionRun> {
  return runAction({
    workspace: checkout(commits, options.history ?? 'shallow'),
    apiUrl: url,
    eventName: options.eventName ?? 'pull_request',
    payload: pullRequestPayload(commits),
  });
}

describe('pull_request', () => {
  const twoNewIps = (): Commits =>
    makeCommits(
      { 'svc/web.yaml': service('web', ['192.0.2.1']), 'cm.yaml': configMap('settings') },
      {
        'svc/web.yaml': service('web', ['192.0.2.1', '192.0.2.2']),
        'svc/new.yaml': service('new', ['198.51.100.1']),
      },
    );

  it('reports on the head commit: check run, review comments, summary, outputs and exit status', async () => {
    const commits = twoNewIps();
    const { github, url } = await startFake(commits);
    const run = await runPullRequest(commits, url);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);

    expect(github.checkRuns).toHaveLength(1);
    expect(github.calls('POST', /check-runs$/)[0]!.body).toMatchObject({
      head_sha: commits.head,
      status: 'in_progress',
      name: 'Admission Gate',
    });
    const check = github.checkRuns[0]!;
    expect(check).toMatchObject({ head_sha: commits.head, status: 'completed', conclusion: 'failure' });
    expect(check.output?.title).toBe('2 errors');
    expect(check.annotations.map((a) => `${a.path}:${a.start_line}:${a.start_column}`)).toEqual([
      'svc/new.yaml:11:7',
      'svc/web.yaml:12:7',
    ]);
    expect(check.annotations[0]).toMatchObject({
      annotation_level: 'failure',
      title: 'service-external-ips',
    });
    expect(check.output?.summary).toContain('service-external-ips');
    expect(check.output?.summary).toContain(
      `https://github.example/Codertocat/Hello-World/blob/${commits.head}/svc/new.yaml#L11`,
    );

    // The checkout is shallow: the config that judges the change came from the contents API and the
    // modified file's base version from GraphQL, at the base commit.
    const contents = github.calls('GET', /\/contents\//);
    expect(contents.map((r) => [r.path.replace(/^.*\/contents\//, ''), r.query.get('ref')])).toEqual([
      ['.admission-gate.yaml', commits.base],
    ]);
    expect(github.blobsRead()).toEqual([`${commits.base}:svc/web.yaml`]);

    expect(github.reviews).toHaveLength(1);
    const review = github.reviews[0]!;
    expect(review).toMatchObject({ event: 'COMMENT', commit_id: commits.head });
    expect(review.comments.map((c) => `${c.path}:${c.line}:${c.side}`)).toEqual([
      'svc/new.yaml:11:RIGHT',
      'svc/web.yaml:12:RIGHT',
    ]);
    expect(review.comments[1]!.body).toMatch(/^<!-- admission-gate:finding:[0-9a-f]{12} -->\n\*\*Error\*\*/);
    expect(review.comments[1]!.body).toContain('192.0.2.2');

    expect(run.outputs).toMatchObject({
      findings: '2',
      errors: '2',
      warnings: '0',
      notices: '0',
      conclusion: 'failure',
    });
    expect(findingsOf(run)).toEqual(['svc/new.yaml 198.51.100.1', 'svc/web.yaml 192.0.2.2']);
    expect(run.summary).toContain('## Admission Gate failed: 2 errors');
    expect(run.summary).toContain('| error | [svc/new.yaml:11]');
    // Findings went to the check run, so no workflow-command annotations are printed.
    expect(run.stdout).not.toMatch(/^::error /m);
  });

  // The held request is answered only once the others have come: asked one after another, they would wait
  // for its answer, and the hold would time out.
  it.each([
    [
      'the check run, the changed files and their base versions while it reads the config',
      /\/contents\/\.admission-gate\.yaml$/,
      [/\/check-runs$/, /\/pulls\/7\/files$/, /^POST \/graphql$/],
    ],
    [
      'the old review comments while it completes the check run',
      /\/check-runs\/\d+$/,
      [/\/pulls\/7\/comments$/, /\/pulls\/7\/reviews$/],
    ],
  ])('asks GitHub for %s', async (_, held, until) => {
    const commits = twoNewIps();
    const { github, url } = await startFake(commits);
    const hold: Hold = { path: held, until, timeoutMs: 10_000 };
    github.holds.push(hold);
    const run = await runPullRequest(commits, url);
    expect([run.code, run.stderr, findingsOf(run)]).toEqual([
      1,
      '',
      ['svc/new.yaml 198.51.100.1', 'svc/web.yaml 192.0.2.2'],
    ]);
    expect(hold.timedOut).toBeUndefined();
    expect(github.checkRuns[0]).toMatchObject({ conclusion: 'failure' });
    expect(github.reviews).toHaveLength(1);
  });

  it('leaves out of the previous state the base versions of files the base config does not select', async () => {
    // Read ahead of the config for every changed file the inputs select, the moved Service's old file
    // is no previous state: the config excludes it, so both addresses are new.
    const commits = makeCommits(
      {
        '.admission-gate.yaml': 'exclude: ["excluded/**"]\n',
        'excluded/old.yaml': service('moved', ['192.0.2.10']),
        'svc/web.yaml': service('web', ['192.0.2.1']),
      },
      {
        'excluded/old.yaml': null,
        'svc/new.yaml': service('moved', ['192.0.2.10', '192.0.2.11']),
        'svc/web.yaml': service('web', ['192.0.2.1', '192.0.2.2']),
      },
    );
    const { github, url } = await startFake(commits);
    const run = await runPullRequest(commits, url);
    expect([run.code, run.stderr, findingsOf(run)]).toEqual([
      1,
      '',
      ['svc/new.yaml 192.0.2.10', 'svc/new.yaml 192.0.2.11', 'svc/web.yaml 192.0.2.2'],
    ]);
    expect(github.blobsRead().sort()).toEqual([
      `${commits.base}:excluded/old.yaml`,
      `${commits.base}:svc/web.yaml`,
    ]);
  });

  it('asks git once whether a commit is in the checkout (a shallow one lacks the base)', async () => {
    const commits = twoNewIps();
    const { url } = await startFake(commits);
    const trace = path.join(makeRepo({}), 'git-trace');
    const run = await runAction({
      workspace: checkout(commits, 'shallow'),
      apiUrl: url,
      eventName: 'pull_request',
      payload: pullRequestPayload(commits),
      env: { GIT_TRACE: trace },
    });
    expect([run.code, findingsOf(run)]).toEqual([1, ['svc/new.yaml 198.51.100.1', 'svc/web.yaml 192.0.2.2']]);
    // The config, the base versions and the review each ask; each git process costs 20-40 ms of the run.
    const asked = fs
      .readFileSync(trace, 'utf8')
      .split('\n')
      .filter((line) => line.includes(' cat-file -e ') && line.includes(commits.base));
    expect(asked).toHaveLength(1);
  });

  it('reads the base from local git when the checkout has the base commit', async () => {
    const commits = twoNewIps();
    const { github, url } = await startFake(commits);
    const run = await runPullRequest(commits, url, { history: 'full' });
    expect(run.code).toBe(1);
    expect(github.calls('GET', /\/contents\//)).toEqual([]);
    expect(findingsOf(run)).toEqual(['svc/new.yaml 198.51.100.1', 'svc/web.yaml 192.0.2.2']);
  });

  it('works the same on pull_request_target', async () => {
    const commits = twoNewIps();
    const { github, url } = await startFake(commits);
    const run = await runPullRequest(commits, url, { eventName: 'pull_request_target' });
    expect(run.code).toBe(1);
    expect(github.checkRuns[0]).toMatchObject({ head_sha: commits.head, conclusion: 'failure' });
    expect(github.reviews[0]?.comments).toHaveLength(2);
  });

  it("judges GitHub's merge of the pull request as actions/checkout takes it, shallow", async () => {
    const commits = twoNewIps();
    const { url } = await startFake(commits);
    // refs/pull/N/merge: the base with the head merged in, its parents the base and the head.
    git(commits.origin, 'checkout', '-q', '-b', 'merge', commits.base);
    git(commits.origin, 'merge', '-q', '--no-ff', '-m', 'Merge', commits.head);
    const merge = git(commits.origin, 'rev-parse', 'HEAD').trim();
    const run = await runAction({
      workspace: checkout(commits, 'shallow', merge),
      apiUrl: url,
      eventName: 'pull_request',
      payload: pullRequestPayload(commits),
    });
    expect([run.code, run.stderr, findingsOf(run)]).toEqual([
      1,
      '',
      ['svc/new.yaml 198.51.100.1', 'svc/web.yaml 192.0.2.2'],
    ]);
  });

  it('fails closed when the workspace holds another commit (pull_request_target checks out the base)', async () => {
    const commits = twoNewIps();
    const { github, url } = await startFake(commits);
    const run = await runAction({
      workspace: checkout(commits, 'shallow', commits.base),
      apiUrl: url,
      eventName: 'pull_request_target',
      payload: pullRequestPayload(commits),
    });
    // The base's files hold none of the new addresses: judged, they would have passed the change.
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      `::error::Admission Gate: The workspace holds commit ${commits.base.slice(0, 7)}, neither the change's head ${commits.head.slice(0, 7)} nor a commit on it`,
    );
    expect(github.checkRuns[0]).toMatchObject({
      head_sha: commits.head,
      conclusion: 'failure',
      output: { title: 'not scanned' },
    });
    expect(github.reviews).toEqual([]);
  });

  it('fails closed on a changed file the checkout lacks (a sparse checkout)', async () => {
    const commits = makeCommits(
      { 'cm.yaml': configMap('settings') },
      { 'hidden/svc.yaml': service('hidden', ['198.51.100.1']), 'cm.yaml': configMap('settings', 3) },
    );
    const { github, url } = await startFake(commits);
    const workspace = checkout(commits, 'shallow');
    git(workspace, 'sparse-checkout', 'set', '--no-cone', '/cm.yaml');
    const run = await runAction({
      workspace,
      apiUrl: url,
      eventName: 'pull_request',
      payload: pullRequestPayload(commits),
    });
    // The Service is in the change but not on disk: unread, it would have passed the gate.
    expect([run.code, run.stderr]).toEqual([1, '']);
    expect(github.checkRuns[0]).toMatchObject({ conclusion: 'failure' });
    const annotations = github.checkRuns[0]?.annotations ?? [];
    expect(annotations.map((a) => [a.path, a.start_line, a.annotation_level])).toEqual([
      ['hidden/svc.yaml', 1, 'failure'],
    ]);
    expect(annotations[0]?.message).toContain(
      'not judged: in the change but not in the checkout (a sparse or partial checkout?); check out every file of the change.',
    );
  });

  describe.each(['shallow', 'full'] as const)('with a %s checkout, the base includes', (history) => {
    it('removed files and renames: a Service moved to another file is an update', async () => {
      // Enough else in the old file that git sees a removal and an addition, not a rename.
      const filler = Array.from({ length: 4 }, (_, i) => configMap(`filler-${i}`, 6)).join('---\n');
      const commits = makeCommits(
        {
          'old/moved.yaml': `${filler}---\n${service('moved', ['192.0.2.10'])}`,
          'renamed/before.yaml': service('renamed', ['192.0.2.20']),
        },
        {
          'old/moved.yaml': null,
          'new/other.yaml': service('moved', ['192.0.2.10', '192.0.2.11']),
          'renamed/before.yaml': null,
          'renamed/after.yaml': service('renamed', ['192.0.2.20', '192.0.2.21']),
        },
      );
      const { github, url } = await startFake(commits);
      expect(
        github.prFiles.map((f) => `${f.status} ${f.filename} ${f.previous_filename ?? ''}`).sort(),
      ).toEqual([
        'added new/other.yaml ',
        'removed old/moved.yaml ',
        'renamed renamed/after.yaml renamed/before.yaml',
      ]);
      const run = await runPullRequest(commits, url, { history: history });
      expect(run.code).toBe(1);
      // Only the added values: the Services existed in the base, in other files.
      expect(findingsOf(run)).toEqual(['new/other.yaml 192.0.2.11', 'renamed/after.yaml 192.0.2.21']);
      const fetched = github.calls('GET', /\/contents\//).map((r) => r.path.replace(/^.*\/contents\//, ''));
      expect(fetched).toEqual(history === 'shallow' ? ['.admission-gate.yaml'] : []);
      expect(github.blobsRead().sort()).toEqual(
        history === 'shallow'
          ? [`${commits.base}:old/moved.yaml`, `${commits.base}:renamed/before.yaml`]
          : [],
      );
    });
  });
});

describe('review comments', () => {
  it('comment only on lines inside the diff; other findings go to the review body', async () => {
    // Renaming the Service makes it new, so its unchanged externalIP (far below the hunk) is a finding.
    const base = service('web', ['192.0.2.1'], configMap('x', 0).replace(/^/gm, '# '));
    const commits = makeCommits(
      { 'svc.yaml': base },
      {
        'svc.yaml': base
          .replace('name: web', 'name: web2')
          .replace('- 192.0.2.1', '- 192.0.2.1\n    - 192.0.2.9'),
      },
    );
    const { github, url } = await startFake(commits);
    github.prFiles = diffFiles(commits.origin, commits.base, commits.head).map((f) => ({
      ...f,
      // Only the rename's hunk: the added address lies outside what GitHub would let us comment on.
      patch:
        '@@ -1,6 +1,6 @@\n apiVersion: v1\n kind: Service\n metadata:\n-  name: web\n+  name: web2\n spec:\n   selector:',
    }));
    const run = await runPullRequest(commits, url);
    expect(run.code).toBe(1);
    expect(findingsOf(run)).toEqual(['svc.yaml 192.0.2.1', 'svc.yaml 192.0.2.9']);
    expect(github.reviews).toHaveLength(1);
    const review = github.reviews[0]!;
    expect(review.comments).toEqual([]);
    expect(review.body).toContain('Outside the changed lines');
    expect(review.body).toContain(
      `[svc.yaml:11](https://github.example/Codertocat/Hello-World/blob/${commits.head}/svc.yaml#L11)`,
    );
    expect(review.body).toMatch(/^<!-- admission-gate:findings:[0-9a-f]{12},[0-9a-f]{12} -->/);
  });

  it('posts at most 30 comments, lists the rest in the body, and batches 50 annotations per request', async () => {
    const ips = Array.from({ length: 120 }, (_, i) => `10.0.${Math.floor(i / 200)}.${i + 1}`);
    const commits = makeCommits({ 'cm.yaml': configMap('a') }, { 'svc.yaml': service('many', ips) });
    const { github, url } = await startFake(commits);
    const run = await runPullRequest(commits, url);
    expect(run.code).toBe(1);
    const review = github.reviews[0]!;
    expect(review.comments).toHaveLength(30);
    expect(review.body).toContain('120 new findings in this pull request, 30 of them as inline comments');
    expect(review.body.match(/^- \*\*Error\*\*/gm)).toHaveLength(50);
    expect(review.body).toContain('… and 40 more.');
    const check = github.checkRuns[0]!;
    expect(check.updates.map((u) => u.output?.annotations?.length)).toEqual([50, 50, 20]);
    expect(check.updates.map((u) => u.status)).toEqual([undefined, undefined, 'completed']);
    expect(check.updates.every((u) => u.output?.title === '120 errors' && u.output.summary !== '')).toBe(
      true,
    );
    expect(check.annotations).toHaveLength(120);
  });

  it("makes a run's first four writes without waiting, one at a time, and spaces later ones", async () => {
    const ips = Array.from({ length: 120 }, (_, i) => `10.0.0.${i + 1}`);
    const commits = makeCommits({ 'cm.yaml': configMap('a') }, { 'svc.yaml': service('many', ips) });
    const { github, url } = await startFake(commits);
    const unit = 1000;
    const run = await runAction({
      workspace: checkout(commits, 'shallow'),
      apiUrl: url,
      eventName: 'pull_request',
      payload: pullRequestPayload(commits),
      env: { ADMISSION_GATE_API_TIME_UNIT_MS: String(unit) },
    });
    expect(run.code).toBe(1);
    const writes = github.requests.filter((r) => r.method !== 'GET' && r.path !== '/graphql');
    // The review is posted while the check run's annotations go out, so it may come between batches.
    expect(writes.map((r) => `${r.method} ${r.path.replace(/\d+$/, 'ID')}`).sort()).toEqual([
      'PATCH /repos/Codertocat/Hello-World/check-runs/ID',
      'PATCH /repos/Codertocat/Hello-World/check-runs/ID',
      'PATCH /repos/Codertocat/Hello-World/check-runs/ID',
      'POST /repos/Codertocat/Hello-World/check-runs',
      'POST /repos/Codertocat/Hello-World/pulls/7/reviews',
    ]);
    expect(writes[0]?.method).toBe('POST');
    const gaps = writes.slice(1).map((r, i) => r.at - (writes[i]?.at ?? 0));
    // The second to fourth writes follow one another at once (spaced, each would wait a second); the
    // fifth waits a second after the fourth began, which arrives some ms after it began (a review's body
    // takes longer to send than a batch of annotations).
    expect(gaps.slice(1, 3).every((gap) => gap < unit)).toBe(true);
    expect(gaps[3]).toBeGreaterThanOrEqual(unit - 50);
  });

  it('re-runs post nothing new, and mark the comments of fixed findings as resolved', async () => {
    const commits = makeCommits(
      { 'cm.yaml': configMap('a') },
      { 'a.yaml': service('a', ['192.0.2.1']), 'b.yaml': service('b', ['192.0.2.2']) },
    );
    const { github, url } = await startFake(commits);
    const again = async (head: Commits): Promise<number> => (await runPullRequest(head, url)).code;

    expect(await again(commits)).toBe(1);
    expect(github.comments).toHaveLength(2);
    expect(await again(commits)).toBe(1);
    expect(github.reviews).toHaveLength(1);
    expect(github.calls('PATCH', /\/pulls\/comments\//)).toEqual([]);

    // The author removes the address from b.yaml.
    const fixed = pushCommit(commits, { 'b.yaml': service('b', []) });
    github.prFiles = diffFiles(commits.origin, commits.base, fixed.head);
    expect(await again(fixed)).toBe(1);
    expect(github.reviews).toHaveLength(1);
    const [a, b] = github.comments;
    expect(a!.body).toMatch(/^<!-- admission-gate:finding:/);
    expect(b!.body).toMatch(
      /^<!-- admission-gate:resolved:[0-9a-f]{12} -->\n\*\*Resolved\*\* in [0-9a-f]{7}/,
    );
    expect(b!.body).toContain('192.0.2.2');

    // And it comes back: a new comment, since the old one says resolved.
    const back = pushCommit(fixed, { 'b.yaml': service('b', ['192.0.2.2']) });
    github.prFiles = diffFiles(commits.origin, commits.base, back.head);
    expect(await again(back)).toBe(1);
    expect(github.reviews).toHaveLength(2);
    expect(github.reviews[1]!.comments.map((c) => c.path)).toEqual(['b.yaml']);
  });

  it('posts no review when nothing is found', async () => {
    const commits = makeCommits({ 'cm.yaml': configMap('a') }, { 'cm.yaml': configMap('a', 3) });
    const { github, url } = await startFake(commits);
    const run = await runPullRequest(commits, url);
    expect(run.code).toBe(0);
    expect(github.calls('POST', /\/reviews$/)).toEqual([]);
    expect(github.checkRuns[0]).toMatchObject({ conclusion: 'success', output: { title: 'no findings' } });
    expect(run.outputs).toMatchObject({ findings: '0', conclusion: 'success' });
    expect(run.summary).toContain('## Admission Gate passed: no findings');
  });
});
