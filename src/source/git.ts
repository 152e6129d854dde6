// The previous state of the repository from git: the files of a commit, read without a checkout.

import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { SourceFile } from './source-file.js';
import type { Matcher } from './select.js';

export class GitError extends Error {}

export function git(cwd: string, args: readonly string[], input?: string): Buffer {
  try {
    return execFileSync('git', args, {
      cwd,
      input,
      maxBuffer: 1 << 30,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
  } catch (e) {
    const stderr = (e as { stderr?: Buffer }).stderr?.toString().trim();
    throw new GitError(`git ${args[0] ?? ''} failed: ${stderr || (e as Error).message}`);
  }
}

/** The bytes of `file` (relative to `root`) at commit `sha`, or undefined when it has no such file. */
export function gitFileAt(root: string, sha: string, file: string): Buffer | undefined {
  // `<rev>:./<path>` is relative to the working directory, wherever root is in the repository.
  const object = `${sha}:./${file}`;
  try {
    execFileSync('git', ['cat-file', '-e', object], { cwd: root, stdio: 'ignore' });
  } catch {
    return undefined;
  }
  return git(root, ['cat-file', 'blob', object]);
}

/**
 * Files of `ref` under `root` that the matcher selects and that contain one of `needles` (git grep
 * narrows the base tree to the files a rule can care about). Paths come back relative to `root`.
 */
export function gitFilesAt(
  root: string,
  ref: string,
  matches: Matcher,
  needles: readonly string[],
): SourceFile[] {
  const top = git(root, ['rev-parse', '--show-toplevel']).toString().trim();
  let commit: string;
  try {
    commit = git(root, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`])
      .toString()
      .trim();
  } catch {
    throw new GitError(
      `"${ref}" is not a commit in this repository (fetch it first, e.g. git fetch origin ${ref})`,
    );
  }
  const prefix = path.relative(top, root).split(path.sep).join('/');
  if (needles.length === 0) return [];
  const grepArgs = [
    'grep',
    '-l',
    '-z',
    '-F',
    '--no-color',
    ...needles.flatMap((n) => ['-e', n]),
    commit,
    '--',
  ];
  let listing: string;
  try {
    listing = execFileSync('git', [...grepArgs, prefix === '' ? '.' : prefix], {
      cwd: top,
      maxBuffer: 1 << 30,
    }).toString();
  } catch (e) {
    // git grep exits 1 when nothing matches.
    if ((e as { status?: number }).status === 1) return [];
    throw new GitError(`git grep failed: ${(e as Error).message}`);
  }
  const wanted = listing
    .split('\0')
    .filter((entry) => entry !== '')
    .map((entry) => entry.slice(commit.length + 1))
    .map((repoPath) => ({ repoPath, rel: prefix === '' ? repoPath : path.posix.relative(prefix, repoPath) }))
    .filter(({ rel }) => !rel.startsWith('..') && matches(rel));
  if (wanted.length === 0) return [];
  const batch = git(top, ['cat-file', '--batch'], wanted.map((w) => `${commit}:${w.repoPath}\n`).join(''));
  return parseCatFileBatch(batch).map((bytes, i) => ({ path: wanted[i]?.rel ?? '', bytes }));
}

// `git cat-file --batch` prints "<sha> <type> <size>\n<content>\n" per object.
function parseCatFileBatch(output: Buffer): Uint8Array[] {
  const blobs: Uint8Array[] = [];
  let at = 0;
  while (at < output.length) {
    const newline = output.indexOf(10, at);
    const header = output.subarray(at, newline).toString();
    const size = Number(header.split(' ')[2]);
    if (Number.isNaN(size)) throw new GitError(`unexpected git cat-file output: ${header}`);
    blobs.push(output.subarray(newline + 1, newline + 1 + size));
    at = newline + 1 + size + 1;
  }
  return blobs;
}

/**
 * Where `dir` is inside its git repository, `/`-separated with a trailing slash (`k8s/`), or empty at the
 * top; undefined when it is in no repository (or git is missing).
 */
export function gitRepositoryPath(dir: string): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', '--show-prefix'], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
  } catch {
    return undefined;
  }
}
