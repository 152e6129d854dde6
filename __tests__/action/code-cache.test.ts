// The Action keeps the compiled code of its adapter's chunks in the cache folder, as the CLI does
// (src/chunk-loader.ts): a run whose code comes from the folder, one that compiles it for want of it, and
// one whose entries are damaged judge alike, and an entry V8 accepts is not written again.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { FakeGitHub } from './fake-github.js';
import { service } from './manifests.js';
import { checkout, findingsOf, makeCommits, pullRequestPayload, runAction } from './run-action.js';

const commits = makeCommits(
  { 'svc.yaml': service('web', []) },
  { 'svc.yaml': service('web', ['192.0.2.7']) },
);

/** The folder's compiled chunks of the Action, by name, with the inode each was written to. */
function entries(cacheDir: string): Map<string, number> {
  return new Map(
    fs
      .readdirSync(cacheDir)
      .filter((name) => name.startsWith('chunk-action-'))
      .map((name) => [name, fs.statSync(path.join(cacheDir, name)).ino]),
  );
}

async function runWith(cacheDir: string) {
  const github = new FakeGitHub(commits.origin, { number: 7, base: commits.base, head: commits.head });
  const apiUrl = await github.start();
  try {
    const run = await runAction({
      workspace: checkout(commits, 'full'),
      apiUrl,
      eventName: 'pull_request',
      payload: pullRequestPayload(commits),
      env: { ADMISSION_GATE_CACHE_DIR: cacheDir },
    });
    return {
      code: run.code,
      stderr: run.stderr,
      findings: findingsOf(run),
      comments: github.comments.map((c) => c.body),
    };
  } finally {
    await github.stop();
  }
}

describe("the compiled code of the Action's chunks, in the cache folder", () => {
  it('is written by the first run, then read, not written again; a damaged entry is compiled again', async () => {
    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admission-gate-action-code-'));
    const first = await runWith(cacheDir);
    expect([first.code, first.stderr, first.findings]).toEqual([1, '', ['svc.yaml 192.0.2.7']]);
    expect(first.comments).toHaveLength(1);
    const written = entries(cacheDir);
    expect(written.size).toBeGreaterThanOrEqual(1);

    expect(await runWith(cacheDir)).toEqual(first);
    // An entry V8 refused would be compiled again and written anew, to another inode.
    expect(entries(cacheDir)).toEqual(written);

    for (const name of written.keys()) fs.writeFileSync(path.join(cacheDir, name), 'not compiled code');
    expect(await runWith(cacheDir)).toEqual(first);
    const rewritten = entries(cacheDir);
    expect([...rewritten.keys()]).toEqual([...written.keys()]);
    for (const [name, inode] of written) expect(rewritten.get(name)).not.toBe(inode);
  });
});
