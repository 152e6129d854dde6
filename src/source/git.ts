// The previous state of the repository from git: the files of a commit, read without a checkout.

import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { SourceFile } from './source-file.js';
import type { Matcher } from './select.js';

export class GitError extends Error {}

// Paths given to git are paths, never pathspec magic (`:(glob)*`, `:!x`), whatever the repository names them.
const LITERAL = '--literal-pathspecs';

export function git(cwd: string, args: readonly string[], input?: string): Buffer {
  try {
    return execFileSync('git', [LITERAL, ...args], {
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
    listing = execFileSync('git', [LITERAL, ...grepArgs, prefix === '' ? '.' : prefix], {
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
  // The batch reads object ids, one a line: a path would end at a line break in its name and shift every
  // blob after it onto the wrong file.
  const ids = objectIds(top, commit, prefix);
  const found = wanted.flatMap((w) => {
    const id = ids.get(w.repoPath);
    return id === undefined ? [] : [{ ...w, id }];
  });
  const batch = git(top, ['cat-file', '--batch'], found.map((f) => `${f.id}\n`).join(''));
  const blobs = parseCatFileBatch(batch);
  if (blobs.length !== found.length) {
    throw new GitError(`git cat-file gave ${blobs.length} objects for ${found.length} files`);
  }
  return blobs.map((bytes, i) => ({ path: found[i]?.rel ?? '', bytes }));
}

/**
 * The blob id of every file of `commit` under `prefix`, by path. Two names git tells apart but that read
 * the same as text (bytes that are not UTF-8) are left out: such a file has no base version, and its
 * objects count as new.
 */
function objectIds(top: string, commit: string, prefix: string): Map<string, string> {
  const listing = git(top, ['ls-tree', '-r', '-z', '--full-tree', commit, '--', prefix === '' ? '.' : prefix])
    .toString()
    .split('\0');
  const ids = new Map<string, string>();
  const ambiguous = new Set<string>();
  for (const entry of listing) {
    // `<mode> <type> <id>\t<path>`
    const tab = entry.indexOf('\t');
    const [, type, id] = entry.slice(0, tab).split(' ');
    if (tab < 0 || type !== 'blob' || id === undefined) continue;
    const file = entry.slice(tab + 1);
    if (ids.has(file)) ambiguous.add(file);
    ids.set(file, id);
  }
  for (const file of ambiguous) ids.delete(file);
  return ids;
}

// `git cat-file --batch` prints "<id> <type> <size>\n<content>\n" per object, "<id> missing\n" for none.
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
