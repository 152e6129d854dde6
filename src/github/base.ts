// The previous state for diff-aware rules: the base versions of the files a change touches. From git
// when the checkout has the base commit, else from the contents API at the base sha (a shallow
// checkout, the default of actions/checkout, has only the head).

import type { ScanOptions } from '../scan.js';
import { gitFilesAt } from '../source/git.js';
import { gitHasCommit } from '../source/git-changes.js';
import type { SourceFile } from '../source/source-file.js';
import type { GitHubClient } from './client.js';
import type { Repo } from './event.js';

export type BaseReader = NonNullable<ScanOptions['base']>;

/** One request per file: past this, a large change would spend much of the token's hourly budget. */
export const MAX_CONTENTS_REQUESTS = 300;

export async function loadBase(
  client: GitHubClient,
  repo: Repo,
  root: string,
  sha: string,
  paths: readonly string[],
): Promise<BaseReader> {
  const wanted = new Set(paths);
  if (gitHasCommit(root, sha)) return (needles) => gitFilesAt(root, sha, (path) => wanted.has(path), needles);
  if (wanted.size > MAX_CONTENTS_REQUESTS) {
    throw new Error(
      `${wanted.size} files would take as many API requests (at most ${MAX_CONTENTS_REQUESTS} are made); check out with fetch-depth: 0 so that git has them`,
    );
  }
  const fetched = await Promise.all([...wanted].map((path) => fetchFileAt(client, repo, sha, path)));
  const files = fetched.filter((file): file is SourceFile => file !== undefined);
  return () => files;
}

/** A file's raw bytes at `ref` from the contents API; undefined when it did not exist there (404). */
export async function fetchFileAt(
  client: GitHubClient,
  repo: Repo,
  ref: string,
  path: string,
): Promise<SourceFile | undefined> {
  try {
    const response = await client.request('GET /repos/{owner}/{repo}/contents/{path}', {
      ...repo,
      path,
      ref,
      // The raw bytes, undecoded: the loader detects UTF-16 and binary files itself.
      mediaType: { format: 'raw' },
      request: { parseSuccessResponseBody: false },
    });
    const body = response.data as unknown as ReadableStream<Uint8Array>;
    return { path, bytes: new Uint8Array(await new Response(body).arrayBuffer()) };
  } catch (e) {
    // 404: the file did not exist at the base commit.
    if ((e as { status?: unknown }).status === 404) return undefined;
    throw e;
  }
}
