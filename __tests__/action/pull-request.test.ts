import fs from 'node:fs';
import { afterEach, describe, expect, it } from '@jest/globals';
import type { JsonReport } from '../helpers.js';
import { FakeGitHub } from './fake-github.js';
import { configMap, service } from './manifests.js';
import { checkout, makeCommits, pullRequestPayload, runAction } from './run-action.js';

let fake: FakeGitHub | undefined;
afterEach(async () => {
  await fake?.stop();
  fake = undefined;
});

async function startFake(
  commits: ReturnType<typeof makeCommits>,
  number = 7,
): Promise<{ fake: FakeGitHub; url: string }> {
  fake = new FakeGitHub(commits.origin, { number, base: commits.base, head: commits.head });
  return { fake, url: await fake.start() };
}

describe('pull_request', () => {
  const commits = makeCommits(
    { 'svc/web.yaml': service('web', ['192.0.2.1']), 'cm.yaml': configMap('settings') },
    {
      'svc/web.yaml': service('web', ['192.0.2.1', '192.0.2.2']),
      'svc/new.yaml': service('new', ['198.51.100.1']),
    },
  );

  it('reports on the head commit: check run, review comments, summary, outputs and exit status', async () => {
    const { fake, url } = await startFake(commits);
    const run = await runAction({
      workspace: checkout(commits, 'shallow'),
      apiUrl: url,
      eventName: 'pull_request',
      payload: pullRequestPayload(commits),
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);

    expect(fake.checkRuns).toHaveLength(1);
    const check = fake.checkRuns[0]!;
    expect(fake.calls('POST', /check-runs$/)[0]!.body).toMatchObject({
      head_sha: commits.head,
      status: 'in_progress',
      name: 'Admission Gate',
    });
    expect(check).toMatchObject({ head_sha: commits.head, status: 'completed', conclusion: 'failure' });
    expect(check.output?.title).toBe('2 errors');
    expect(check.annotations.map((a) => `${a.path}:${a.start_line}:${a.start_column}`)).toEqual([
      'svc/new.yaml:11:7',
      'svc/web.yaml:12:7',
    ]);
    expect(check.output?.summary).toContain('service-external-ips');

    // The base version of the modified file came from the contents API (the checkout is shallow).
    const contents = fake.calls('GET', /\/contents\//);
    expect(contents.map((r) => [r.path.replace(/^.*\/contents\//, ''), r.query.get('ref')])).toEqual([
      ['svc/web.yaml', commits.base],
    ]);

    expect(fake.reviews).toHaveLength(1);
    const review = fake.reviews[0]!;
    expect(review).toMatchObject({ event: 'COMMENT', commit_id: commits.head });
    expect(review.comments.map((c) => `${c.path}:${c.line}:${c.side}`)).toEqual([
      'svc/new.yaml:11:RIGHT',
      'svc/web.yaml:12:RIGHT',
    ]);
    expect(review.comments[1]!.body).toMatch(/^<!-- admission-gate:finding:[0-9a-f]{12} -->/);
    expect(review.comments[1]!.body).toContain('192.0.2.2');

    expect(run.outputs).toMatchObject({
      findings: '2',
      errors: '2',
      warnings: '0',
      notices: '0',
      conclusion: 'failure',
    });
    const report = JSON.parse(fs.readFileSync(run.outputs['report-file']!, 'utf8')) as JsonReport;
    expect(report.findings.map((f) => f.value)).toEqual(['198.51.100.1', '192.0.2.2']);
    expect(run.summary).toContain('## Admission Gate failed: 2 errors');
  });
});
