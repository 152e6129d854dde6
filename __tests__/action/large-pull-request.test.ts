import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FakeGitHub, GRAPHQL_TEXT_MAX } from './fake-github.js';
import { configMap, service } from './manifests.js';
import {
  checkout,
  findingsOf,
  makeCommits,
  pullRequestPayload,
  pushPayload,
  runAction,
} from './run-action.js';

// 3,002 changed files: GitHub's files API pages them 100 at a time and stops at 3,000. The Service with
// a new externalIP sorts last, beyond the cap.
const added: Record<string, string> = {};
for (let i = 0; i < 3001; i++) added[`cm/${String(i).padStart(4, '0')}.yaml`] = configMap(`cm-${i}`);
added['zz-last.yaml'] = service('last', ['192.0.2.77']);
const commits = makeCommits({ 'README.md': 'base\n' }, added);
const payload = pullRequestPayload(commits, { changedFiles: 3002 });

let fake: FakeGitHub;
let url: string;
beforeAll(async () => {
  fake = new FakeGitHub(commits.origin, { number: 7, base: commits.base, head: commits.head });
  url = await fake.start();
});
afterAll(() => fake.stop());

describe('a pull request with more files than GitHub lists', () => {
  it('pages through the 3,000 files GitHub lists, and fails closed on the rest, with the remedy', async () => {
    const before = fake.requests.length;
    const checksBefore = fake.checkRuns.length;
    const run = await runAction({
      workspace: checkout(commits, 'shallow'),
      apiUrl: url,
      eventName: 'pull_request',
      payload,
    });
    const pages = fake.requests.slice(before).filter((r) => /\/pulls\/7\/files$/.test(r.path));
    expect(pages.map((r) => `${r.query.get('per_page')}:${r.query.get('page') ?? '1'}`)).toEqual(
      Array.from({ length: 30 }, (_, i) => `100:${i + 1}`),
    );
    // The Service with a new externalIP is beyond the list: unscanned, so the gate cannot pass.
    expect(findingsOf(run)).toEqual([]);
    expect(run.code).toBe(1);
    expect(run.outputs.conclusion).toBe('failure');
    expect(fake.checkRuns.slice(checksBefore).map((c) => c.conclusion)).toEqual(['failure']);
    expect(run.summary).toContain('## Admission Gate failed');
    expect(run.summary).toContain('3000 files scanned');
    expect(run.summary).toContain(
      'This pull request changes 3002 files, but GitHub lists only the first 3000, and the checkout has no history to list the others: they were not scanned, so the gate fails. Check out with fetch-depth: 0',
    );
    expect(run.stdout).toContain(
      '::error::Admission Gate failed: no findings (fail-on error); GitHub could not list every changed file',
    );
  });

  it('completes the list from local history when the checkout has it', async () => {
    const reviewsBefore = fake.reviews.length;
    const run = await runAction({
      workspace: checkout(commits, 'full'),
      apiUrl: url,
      eventName: 'pull_request',
      payload,
    });
    expect(run.code).toBe(1);
    expect(findingsOf(run)).toEqual(['zz-last.yaml 192.0.2.77']);
    expect(run.summary).toContain('3002 files scanned');
    expect(run.summary).toContain('the list of 3002 changed files comes from the local git history');
    // GitHub gave no patch for the file beyond its cap; git did, so the comment is inline.
    expect(
      fake.reviews.slice(reviewsBefore).map((r) => r.comments.map((c) => `${c.path}:${c.line}`)),
    ).toEqual([['zz-last.yaml:11']]);
  });
});

describe('a push of more files than the compare API lists', () => {
  // 301 changed files: the compare API lists 300. The Service with a new externalIP sorts last.
  const files: Record<string, string> = {};
  for (let i = 0; i < 300; i++) files[`cm/${String(i).padStart(3, '0')}.yaml`] = configMap(`cm-${i}`);
  files['zz-last.yaml'] = service('last', ['192.0.2.78']);
  const push = makeCommits({ 'README.md': 'base\n' }, files);

  it('fails closed on a shallow checkout, and lists every file from git with the history', async () => {
    const github = new FakeGitHub(push.origin);
    try {
      const apiUrl = await github.start();
      const shallow = await runAction({
        workspace: checkout(push, 'shallow'),
        apiUrl,
        eventName: 'push',
        payload: pushPayload(push.base, push.head),
      });
      expect(findingsOf(shallow)).toEqual([]);
      expect(shallow.code).toBe(1);
      expect(shallow.outputs.conclusion).toBe('failure');
      expect(shallow.summary).toContain("GitHub's compare API lists at most 300 changed files");
      expect(shallow.summary).toContain('Check out with fetch-depth: 0');
      const full = await runAction({
        workspace: checkout(push, 'full'),
        apiUrl,
        eventName: 'push',
        payload: pushPayload(push.base, push.head),
      });
      expect(findingsOf(full)).toEqual(['zz-last.yaml 192.0.2.78']);
      expect(full.summary).toContain('301 files scanned');
    } finally {
      await github.stop();
    }
  });
});

describe('a shallow checkout of a change that modifies many manifests', () => {
  it('reads their base versions fifty to a GraphQL query, and files GraphQL has no text for byte for byte', async () => {
    const base: Record<string, string | Uint8Array> = {};
    const head: Record<string, string | Uint8Array> = {};
    for (let i = 0; i < 299; i++) {
      base[`cm/${i}.yaml`] = configMap(`cm-${i}`);
      head[`cm/${i}.yaml`] = configMap(`cm-${i}`, 2);
    }
    // Kept addresses are no finding only if the base versions were read: one file is UTF-16, which
    // GraphQL calls binary, one is bigger than the fake's GraphQL gives text for.
    const utf16 = (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    base['svc/utf16.yaml'] = utf16(service('utf16', ['192.0.2.1']));
    head['svc/utf16.yaml'] = utf16(service('utf16', ['192.0.2.1', '192.0.2.2']));
    const padding = configMap('pad', GRAPHQL_TEXT_MAX / 10);
    base['svc/big.yaml'] = `${padding}---\n${service('big', ['192.0.2.3'])}`;
    head['svc/big.yaml'] = `${padding}---\n${service('big', ['192.0.2.3', '192.0.2.4'])}`;
    const many = makeCommits(base, head);
    const github = new FakeGitHub(many.origin, { number: 7, base: many.base, head: many.head });
    try {
      const run = await runAction({
        workspace: checkout(many, 'shallow'),
        apiUrl: await github.start(),
        eventName: 'pull_request',
        payload: pullRequestPayload(many),
      });
      expect(run.code).toBe(1);
      expect(findingsOf(run)).toEqual(['svc/big.yaml 192.0.2.4', 'svc/utf16.yaml 192.0.2.2']);
      expect(github.calls('POST', /^\/graphql$/)).toHaveLength(7);
      expect(github.blobsRead()).toHaveLength(301);
      expect(github.calls('GET', /\/contents\//).map((r) => r.path.replace(/^.*\/contents\//, ''))).toEqual([
        '.admission-gate.yaml',
        'svc/big.yaml',
        'svc/utf16.yaml',
      ]);
    } finally {
      await github.stop();
    }
  });
});
