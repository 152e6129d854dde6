// The Action in a matrix: each job checks one shard of a pull request's files, and `admission-gate merge`
// joins their report files into the report and gate decision of one unsharded run. Also what a 10-file
// pull request costs in API requests, besides posting results (npm run bench reports it from here).

import fs from 'node:fs';
import { afterEach, describe, expect, it } from '@jest/globals';
import { inShard } from '../../src/source/shard.js';
import type { JsonReport } from '../helpers.js';
import { runCli } from '../helpers.js';
import { FakeGitHub } from './fake-github.js';
import { service } from './manifests.js';
import type { ActionRun, Commits } from './run-action.js';
import { checkout, makeCommits, pullRequestPayload, runAction } from './run-action.js';

const fakes: FakeGitHub[] = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((f) => f.stop()));
});

const CONFIG = `exceptions:
  - rules: [service-external-ips]
    reason: s0 fronts the legacy load balancer
    names: [s0]
  - rules: [service-external-ips]
    reason: the old gateway, retired since
    names: [old-gateway]
    expires: 2020-01-01
`;

/** Ten Services, each with a kept address and, in the head, a new one: base versions decide. */
function tenServices(): Commits {
  const base: Record<string, string> = { '.admission-gate.yaml': CONFIG };
  const head: Record<string, string> = {};
  for (let i = 0; i < 10; i++) {
    base[`svc/s${i}.yaml`] = service(`s${i}`, [`192.0.2.${i + 1}`]);
    head[`svc/s${i}.yaml`] = service(`s${i}`, [`192.0.2.${i + 1}`, `198.51.100.${i + 1}`]);
  }
  return makeCommits(base, head);
}

interface Started {
  readonly github: FakeGitHub;
  readonly url: string;
}

async function run(commits: Commits, { url }: Started, inputs: Record<string, string> = {}) {
  return runAction({
    workspace: checkout(commits, 'shallow'),
    apiUrl: url,
    eventName: 'pull_request',
    payload: pullRequestPayload(commits),
    inputs,
  });
}

async function startFake(commits: Commits): Promise<Started> {
  const github = new FakeGitHub(commits.origin, { number: 7, base: commits.base, head: commits.head });
  fakes.push(github);
  return { github, url: await github.start() };
}

const reportFile = (r: ActionRun): string => r.outputs['report-file'] ?? '';

describe('the shard input', () => {
  it('splits the files over the shards, and merge gives the findings and gate of one unsharded run', async () => {
    const commits = tenServices();
    const whole = await run(commits, await startFake(commits));
    expect(whole.code).toBe(1);

    const sharded = await startFake(commits);
    const shards = [
      await run(commits, sharded, { shard: '1/2' }),
      await run(commits, sharded, { shard: '2/2' }),
    ];
    for (const [i, shard] of shards.entries()) {
      const files = shard.report?.findings.map((f) => f.file) ?? [];
      expect(files.length).toBeGreaterThan(0);
      expect(files.every((file) => inShard(file, { index: i + 1, count: 2 }))).toBe(true);
      expect(shard.summary).toContain(`This is shard ${i + 1}/2`);
    }
    expect(sharded.github.checkRuns.map((c) => `${c.name} ${c.conclusion}`)).toEqual([
      'Admission Gate (shard 1/2) failure',
      'Admission Gate (shard 2/2) failure',
    ]);
    // Each shard comments on its own files, and leaves the other's comments as they are.
    expect(sharded.github.reviews).toHaveLength(2);
    expect(sharded.github.calls('PATCH', /\/pulls\/comments\//)).toEqual([]);

    const merged = await runCli(['merge', ...shards.map(reportFile), '--format', 'json'], process.cwd());
    const report = JSON.parse(merged.stdout) as JsonReport;
    expect(merged.code).toBe(whole.code);
    expect(report.findings).toEqual(whole.report?.findings);
    expect(report.summary).toEqual(whole.report?.summary);
    // The finding about the expired exception needs every shard's counts: only merge makes it.
    expect(report.findings.filter((f) => f.rule === 'expired-exception')).toHaveLength(1);
    for (const shard of shards) {
      expect(shard.report?.findings.some((f) => f.rule === 'expired-exception')).toBe(false);
    }
  });

  it('refuses a shard that is not K/N', async () => {
    const commits = tenServices();
    const bad = await run(commits, await startFake(commits), { shard: '3/2' });
    expect(bad.code).toBe(1);
    expect(bad.stdout).toContain('input shard must be K/N with 1 <= K <= N, such as 2/4, not "3/2"');
  });
});

describe('a 10-file pull request on a shallow checkout', () => {
  it('costs five API requests besides posting results', async () => {
    const commits = tenServices();
    const fake = await startFake(commits);
    const result = await run(commits, fake);
    expect(result.code).toBe(1);
    const posting = /^(POST|PATCH) .*\/(check-runs|reviews|pulls\/comments)(\/\d+)?$/;
    const requests = fake.github.requests.map((r) => `${r.method} ${r.path}`);
    const reads = requests.filter((r) => !posting.test(r));
    expect(reads.sort()).toEqual([
      'GET /repos/Codertocat/Hello-World/contents/.admission-gate.yaml',
      'GET /repos/Codertocat/Hello-World/pulls/7/comments',
      'GET /repos/Codertocat/Hello-World/pulls/7/files',
      'GET /repos/Codertocat/Hello-World/pulls/7/reviews',
      'POST /graphql',
    ]);
    const measured = process.env.ADMISSION_GATE_BENCH_REQUESTS;
    if (measured) {
      fs.writeFileSync(
        measured,
        JSON.stringify({ reads: reads.length, posting: requests.length - reads.length }),
      );
    }
  });
});
