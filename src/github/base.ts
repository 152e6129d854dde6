// The previous state for diff-aware rules and filter-mode: the base versions of the files a change touches. From git
// when the checkout has the base commit, else from GitHub at the base sha, fifty files to a GraphQL
// query (a shallow checkout, the default of actions/checkout, has only the head).

import type { ScanOptions } from '../scan.js';
import { GitTree, gitFileAt } from '../source/git.js';
import { gitHasCommit } from '../source/git-changes.js';
import type { SourceFile } from '../source/source-file.js';
import type { GitHubClient } from './client.js';
import type { Repo } from './event.js';

export type BaseReader = NonNullable<ScanOptions['base']>;

/** The base versions of a change's files: for diff-aware rules, and one by one for filter-mode. */
export interface Base {
  readonly read: BaseReader;
  /** The bytes of one of the paths asked for; undefined when it did not exist at the base commit. */
  readonly fileAt: (path: string) => Uint8Array | undefined;
}

export async function loadBase(
  client: GitHubClient,
  repo: Repo,
  root: string,
  sha: string,
  paths: readonly string[],
): Promise<Base> {
  const wanted = new Set(paths);
  if (gitHasCommit(root, sha)) {
    let tree: GitTree | undefined;
    return {
      read: (needles) => (tree ??= new GitTree(root, sha)).filesAt(wanted, needles),
      fileAt: (path) => (wanted.has(path) ? gitFileAt(root, sha, path) : undefined),
    };
  }
  const files = await fetchFilesAt(client, repo, sha, [...wanted]);
  const byPath = new Map(files.map((file) => [file.path, file.bytes]));
  return { read: () => Promise.resolve(files), fileAt: (path) => byPath.get(path) };
}

/**
 * `base` as if only `paths` had been asked for: base versions of files the config does not select are
 * no previous state (an object moved out of one is new).
 */
export function narrowBase(base: Base, paths: readonly string[]): Base {
  const wanted = new Set(paths);
  return {
    read: async (needles, files) => (await base.read(needles, files)).filter((file) => wanted.has(file.path)),
    fileAt: (path) => (wanted.has(path) ? base.fileAt(path) : undefined),
  };
}

// Blobs per GraphQL query: a change of 3,000 files (all GitHub lists) takes 60 queries, and one response
// holds at most a few megabytes of text.
const BLOBS_PER_QUERY = 50;

interface BlobText {
  readonly text: string | null;
  readonly isTruncated: boolean;
}

/**
 * The files at `ref` that exist there, `BLOBS_PER_QUERY` to a GraphQL query. GraphQL gives a blob's text
 * only when git deems it text and it is not too big: the others (UTF-16, binary, large) come from the
 * contents API, byte for byte.
 */
async function fetchFilesAt(
  client: GitHubClient,
  repo: Repo,
  ref: string,
  paths: readonly string[],
): Promise<SourceFile[]> {
  const files: SourceFile[] = [];
  const withoutText: string[] = [];
  for (let at = 0; at < paths.length; at += BLOBS_PER_QUERY) {
    const batch = paths.slice(at, at + BLOBS_PER_QUERY);
    const fields = batch.map(
      (_, i) => `f${i}: object(expression: $e${i}) { ... on Blob { text isTruncated } }`,
    );
    const variables = Object.fromEntries(batch.map((path, i) => [`e${i}`, `${ref}:${path}`]));
    const query = `query(${['$owner: String!', '$name: String!', ...batch.map((_, i) => `$e${i}: String!`)].join(', ')}) {
  repository(owner: $owner, name: $name) { ${fields.join('\n    ')} }
}`;
    const data = await client.graphql<{
      repository: Record<string, BlobText | Record<string, never> | null>;
    }>(query, { owner: repo.owner, name: repo.repo, ...variables });
    for (const [i, path] of batch.entries()) {
      const blob = data.repository[`f${i}`];
      // Absent at `ref`, or a folder there.
      if (!blob || !('isTruncated' in blob)) continue;
      if (blob.text !== null && !blob.isTruncated)
        files.push({ path, bytes: Buffer.from(blob.text, 'utf8') });
      else withoutText.push(path);
    }
  }
  const raw = await Promise.all(withoutText.map((path) => fetchFileAt(client, repo, ref, path)));
  return [...files, ...raw.filter((file): file is SourceFile => file !== undefined)];
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
