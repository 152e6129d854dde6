// The previous state of the repository from git: the files of a commit, read without a checkout.

import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { containsAny } from './source-file.js';
import type { SourceFile } from './source-file.js';

export class GitError extends Error {}

// Paths given to git are paths, never pathspec magic (`:(glob)*`, `:!x`), whatever the repository names them.
const LITERAL = '--literal-pathspecs';

export interface GitOptions {
  readonly input?: string;
  /** Added to the environment. */
  readonly env?: Readonly<Record<string, string>>;
  readonly timeoutMs?: number;
}

export function git(cwd: string, args: readonly string[], options: GitOptions = {}): Buffer {
  try {
    return execFileSync('git', [LITERAL, ...args], {
      cwd,
      input: options.input,
      maxBuffer: 1 << 30,
      stdio: ['pipe', 'pipe', 'pipe'],
      ...(options.env ? { env: { ...process.env, ...options.env } } : {}),
      ...(options.timeoutMs !== undefined
        ? { timeout: options.timeoutMs, killSignal: 'SIGKILL' as const }
        : {}),
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
 * The files of commit `ref` under `root`, listed once (by blob id) however often the scan asks: the base
 * versions of a change's files are read in one batch each time, whatever the size of the tree around them.
 */
export class GitTree {
  readonly commit: string;
  private readonly top: string;
  private readonly prefix: string;
  private ids: Map<string, string> | undefined;

  /** Throws a GitError that says how to get the commit when `ref` names none. */
  constructor(root: string, ref: string) {
    ({ top: this.top, commit: this.commit, prefix: this.prefix } = locate(root, ref));
  }

  /** The files among `paths` (relative to `root`) that exist in the commit and contain one of `needles`. */
  filesAt(paths: Iterable<string>, needles: readonly string[]): SourceFile[] {
    if (needles.length === 0) return [];
    const { top, commit, prefix } = this;
    // The batch reads object ids, one a line: a path would end at a line break in its name and shift
    // every blob after it onto the wrong file.
    this.ids ??= objectIds(top, commit, prefix);
    const ids = this.ids;
    const found = [...new Set(paths)].flatMap((rel) => {
      const id = ids.get(prefix === '' ? rel : path.posix.join(prefix, rel));
      return id === undefined ? [] : [{ rel, id }];
    });
    if (found.length === 0) return [];
    const batch = git(top, ['cat-file', '--batch'], { input: found.map((f) => `${f.id}\n`).join('') });
    const blobs = parseCatFileBatch(batch);
    if (blobs.length !== found.length) {
      throw new GitError(`git cat-file gave ${blobs.length} objects for ${found.length} files`);
    }
    return blobs.flatMap((bytes, i) =>
      containsAny(bytes, needles) ? [{ path: found[i]?.rel ?? '', bytes }] : [],
    );
  }
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

/** The repository's top folder, the commit `ref` names, and where `root` lies in the repository. */
function locate(root: string, ref: string): { top: string; commit: string; prefix: string } {
  let output: string;
  try {
    // One process for both: git's start is most of what each costs.
    output = git(root, ['rev-parse', '--show-toplevel', '--verify', '--quiet', `${ref}^{commit}`])
      .toString()
      .trimEnd();
  } catch {
    // Not a repository is said as git says it; else the ref names no commit.
    git(root, ['rev-parse', '--show-toplevel']);
    throw new GitError(
      `"${ref}" is not a commit in this repository (fetch it first, e.g. git fetch origin ${ref})`,
    );
  }
  // The commit is the last line; the top folder is the rest, whatever its name holds.
  const cut = output.lastIndexOf('\n');
  const [top, commit] = [output.slice(0, cut), output.slice(cut + 1)];
  return { top, commit, prefix: path.relative(top, root).split(path.sep).join('/') };
}

/**
 * Writes the files under `root` at commit `ref` into the empty folder `into` (rendering a kustomization at
 * the base commit needs its tree on disk), through an index file of its own: the checkout, its index
 * and HEAD are left as they are. Undefined when written, else why not.
 */
export function gitWriteTree(root: string, ref: string, into: string): string | undefined {
  const { top, commit, prefix } = locate(root, ref);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'admission-gate-index-'));
  try {
    const env = { GIT_INDEX_FILE: path.join(scratch, 'index') };
    const tree = prefix === '' ? `${commit}^{tree}` : `${commit}:${prefix}`;
    try {
      git(top, ['read-tree', tree], { env });
    } catch {
      return `the scan root is not in commit ${commit.slice(0, 12)}`;
    }
    git(top, ['checkout-index', '--all', '--force', `--prefix=${into}${path.sep}`], { env });
    return undefined;
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

// A fetch that hangs (no network, a prompt) must not hold the run.
const FETCH_TIMEOUT_MS = 120_000;

/**
 * Fetches one commit from `origin` into a shallow checkout (`actions/checkout` fetches only the head):
 * true when the commit is there afterwards.
 */
export function gitFetchCommit(root: string, sha: string): boolean {
  try {
    git(root, ['fetch', '--no-tags', '--quiet', '--depth=1', 'origin', sha], {
      env: { GIT_TERMINAL_PROMPT: '0' },
      timeoutMs: FETCH_TIMEOUT_MS,
    });
    return true;
  } catch {
    return false;
  }
}

// `git cat-file --batch` prints "<id> <type> <size>\n<content>\n" per object, "<id> missing\n" for none.
function parseCatFileBatch(output: Buffer): Buffer[] {
  const blobs: Buffer[] = [];
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
 * top; undefined when it is in no repository (or git is missing). Asked while the scan runs: git's start
 * costs a one-file scan a tenth of its time.
 */
export function gitRepositoryPath(dir: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    execFile('git', ['rev-parse', '--show-prefix'], { cwd: dir }, (error, stdout) =>
      resolve(error ? undefined : stdout.trim()),
    );
  });
}
