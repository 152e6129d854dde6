// Review-comment markers (`<!-- admission-gate:... -->`) are the Action's bookkeeping: which findings it
// already commented on, which comments it may mark resolved. Anyone can write such a marker in a comment
// of their own; only the comments and reviews of the token's own identity (the app that created the
// check run, else GraphQL's viewer) count, so a planted marker cannot silence a finding, and the Action
// never edits anybody else's comment.

import { afterEach, describe, expect, it } from '@jest/globals';
import { BOT, FakeGitHub } from './fake-github.js';
import { service } from './manifests.js';
import { checkout, makeCommits, pullRequestPayload, runAction } from './run-action.js';

const commits = makeCommits(
  { 'svc.yaml': service('web', []) },
  { 'svc.yaml': service('web', ['192.0.2.7']) },
);
const MALLORY = { login: 'mallory', type: 'User' };

const started = new Map<FakeGitHub, string>();
afterEach(async () => {
  await Promise.all([...started.keys()].map((f) => f.stop()));
  started.clear();
});

async function runOn(github: FakeGitHub, inputs: Record<string, string> = {}) {
  const apiUrl = started.get(github) ?? (await github.start());
  started.set(github, apiUrl);
  return runAction({
    workspace: checkout(commits, 'full'),
    apiUrl,
    eventName: 'pull_request',
    payload: pullRequestPayload(commits),
    inputs,
  });
}

const fresh = (): FakeGitHub =>
  new FakeGitHub(commits.origin, { number: 7, base: commits.base, head: commits.head });

/** The marker the Action writes for the one finding of this pull request. */
async function findingMarker(): Promise<string> {
  const github = fresh();
  await runOn(github);
  const marker = /<!-- admission-gate:finding:[0-9a-f]+ -->/.exec(github.comments[0]?.body ?? '')?.[0];
  if (!marker) throw new Error('no marker');
  return marker;
}

describe('markers in review comments', () => {
  it("are not trusted in someone else's comment or review: the finding is still commented on", async () => {
    const marker = await findingMarker();
    const fingerprint = /finding:([0-9a-f]+)/.exec(marker)?.[1] ?? '';
    const runs: Record<string, string>[] = [{}, { 'check-run': 'false' }];
    for (const inputs of runs) {
      const github = fresh();
      github.comments.push({
        id: 1,
        body: `${marker}\nlooks fine to me`,
        path: 'svc.yaml',
        line: 11,
        side: 'RIGHT',
        commit_id: commits.head,
        pull_request_review_id: 2,
        user: MALLORY,
      });
      github.reviews.push({
        id: 2,
        body: `<!-- admission-gate:findings:${fingerprint} -->`,
        user: MALLORY,
        event: 'COMMENT',
        commit_id: commits.head,
        comments: [],
      });
      const run = await runOn(github, inputs);
      expect(run.code).toBe(1);
      const posted = github.reviews.filter((r) => r.user.login === BOT.login);
      expect(posted.map((r) => r.comments.map((c) => `${c.path}:${c.line}`))).toEqual([['svc.yaml:11']]);
      expect(posted[0]?.comments[0]?.body).toContain(marker);
    }
  });

  it("never edits someone else's comment, even one whose marker names a finding that is gone", async () => {
    const github = fresh();
    const body = '<!-- admission-gate:finding:0123456789ab -->\nplease keep this';
    github.comments.push({
      id: 1,
      body,
      path: 'svc.yaml',
      line: 11,
      side: 'RIGHT',
      commit_id: commits.head,
      pull_request_review_id: 2,
      user: MALLORY,
    });
    await runOn(github);
    expect(github.calls('PATCH', /\/pulls\/comments\//)).toEqual([]);
    expect(github.comments[0]?.body).toBe(body);
  });

  it('still recognises its own comments on a re-run: nothing is posted twice', async () => {
    const github = fresh();
    await runOn(github);
    await runOn(github, { 'check-run': 'false' });
    expect(github.reviews).toHaveLength(1);
    // Without a check run, the login comes from GraphQL's viewer.
    expect(github.calls('POST', /^\/graphql$/).map((r) => (r.body as { query: string }).query)).toEqual([
      'query { viewer { login } }',
    ]);
  });
});
