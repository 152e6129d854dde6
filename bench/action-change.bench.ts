// A benchmark, not a test: bench/run.ts runs it through jest, because the end-to-end tests' fake GitHub
// and Action runner live there. It times the Action (dist/index.js) on a pull request that changes ten
// files of the benchmark's tree, as a runner sees it: a shallow checkout, the changed files and base
// versions through the API. The repository holds bench/config.yaml as its config and the corpus CRDs in
// crds/, so the Action judges what the CLI's full scan judges.
//
// Environment: ADMISSION_GATE_BENCH_TREE (the tree), ADMISSION_GATE_BENCH_CHANGED (the ten paths, JSON),
// ADMISSION_GATE_BENCH_ROUNDS, ADMISSION_GATE_BENCH_OUT (where the runs go, JSON), and
// ADMISSION_GATE_BENCH_BUILDS (the Action entries to compare, JSON; default this checkout's dist/index.js):
// builds alternate run by run, so that the machine's drift falls on each alike (bench/action-ab.ts).

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from '@jest/globals';
import { FakeGitHub } from '../__tests__/action/fake-github.js';
import { checkout, pullRequestPayload, runAction } from '../__tests__/action/run-action.js';
import type { Commits } from '../__tests__/action/run-action.js';
import { git, makeRepo } from '../__tests__/helpers.js';
import type { ActionRun } from './common.js';

const HERE = path.resolve('bench');

/** The tree as the base commit, with the config and CRDs; the head appends a line to each changed file. */
function commitsOf(tree: string, changed: readonly string[]): Commits {
  const origin = makeRepo({
    '.admission-gate.yaml': fs.readFileSync(path.join(HERE, 'config.yaml')),
  });
  fs.cpSync(tree, origin, { recursive: true, filter: (from) => path.basename(from) !== '.git' });
  fs.cpSync(path.resolve('..', 'shared', 'corpus', 'crds'), path.join(origin, 'crds'), { recursive: true });
  git(origin, 'init', '-q', '-b', 'main');
  git(origin, 'add', '-A');
  git(origin, 'commit', '-q', '-m', 'base');
  for (const file of changed) fs.appendFileSync(path.join(origin, file), '\n# changed by the benchmark\n');
  git(origin, 'commit', '-q', '-am', 'head');
  const rev = (ref: string): string => git(origin, 'rev-parse', ref).trim();
  return { origin, base: rev('HEAD~1'), head: rev('HEAD') };
}

it('times the Action on a 10-file pull request', async () => {
  const tree = process.env.ADMISSION_GATE_BENCH_TREE ?? '';
  const changed = JSON.parse(process.env.ADMISSION_GATE_BENCH_CHANGED ?? '[]') as string[];
  const rounds = Number(process.env.ADMISSION_GATE_BENCH_ROUNDS ?? '3');
  // Undefined: the Action runAction starts by default, this checkout's.
  const actions: (string | undefined)[] = process.env.ADMISSION_GATE_BENCH_BUILDS
    ? (JSON.parse(process.env.ADMISSION_GATE_BENCH_BUILDS) as string[])
    : [undefined];
  expect(changed).toHaveLength(10);
  const commits = commitsOf(tree, changed);
  const workspace = checkout(commits, 'shallow');
  const usageFile = path.join(os.tmpdir(), `admission-gate-bench-action-${process.pid}.json`);

  const once = async (action: string | undefined, cacheDir: string): Promise<ActionRun> => {
    const github = new FakeGitHub(commits.origin, { number: 7, base: commits.base, head: commits.head });
    const url = await github.start();
    try {
      const start = process.hrtime.bigint();
      const run = await runAction({
        action,
        workspace,
        apiUrl: url,
        eventName: 'pull_request',
        payload: pullRequestPayload(commits),
        env: {
          NODE_OPTIONS: `--import ${path.join(HERE, 'usage.mjs')}`,
          BENCH_USAGE_FILE: usageFile,
          ADMISSION_GATE_CACHE_DIR: cacheDir,
          // GitHub's own second, not the tests' shorter unit: request timeouts as in production, and the
          // second between writes that GitHub asks for (waiting, which the CPU time leaves out).
          ADMISSION_GATE_API_TIME_UNIT_MS: '1000',
        },
      });
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      expect([run.code, run.stderr]).toEqual([1, '']);
      expect(github.checkRuns.at(-1)?.conclusion).toBe('failure');
      const usage = JSON.parse(fs.readFileSync(usageFile, 'utf8')) as {
        maxRssKiB: number;
        cpuMicros: number;
      };
      return { seconds, cpuSeconds: usage.cpuMicros / 1e6, maxRssMiB: usage.maxRssKiB / 1024 };
    } finally {
      await github.stop();
    }
  };

  // A GitHub-hosted runner: an empty cache folder. Then one restored by actions/cache, which holds the
  // compiled CRDs and the Action's compiled code; what the memo knew of files is of another checkout, so
  // the memo is left out. Each build restores its own folder, made by a run of it.
  const builds = actions.map((action) => ({
    action,
    restored: makeRepo({}),
    fresh: [] as ActionRun[],
    cached: [] as ActionRun[],
  }));
  const restores = (name: string): boolean => /^(crd-registry|chunk-action)-/.test(name);
  for (const build of builds) {
    await once(build.action, build.restored);
    for (const name of fs.readdirSync(build.restored).filter((n) => !restores(n))) {
      fs.rmSync(path.join(build.restored, name), { recursive: true });
    }
  }
  for (let i = 0; i < rounds; i++) {
    for (const build of builds) {
      build.fresh.push(await once(build.action, makeRepo({})));
      const dir = makeRepo({});
      fs.cpSync(build.restored, dir, { recursive: true });
      build.cached.push(await once(build.action, dir));
    }
  }
  fs.writeFileSync(
    process.env.ADMISSION_GATE_BENCH_OUT ?? '',
    JSON.stringify({ builds: builds.map(({ fresh, cached }) => ({ fresh, cached })) }),
  );
}, 1_800_000);
