// The previous state of the repository from git: the files of a commit, read without a checkout.

import { execFileSync, spawn } from 'node:child_process';
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
    throw gitFailure(args, (e as { stderr?: Buffer }).stderr, (e as Error).message);
  }
}

// What git may print, as git() bounds it.
const MAX_OUTPUT = 1 << 30;

/**
 * git() without blocking: the scan goes on while git runs (a change's base is read while the repository
 * pass stats every file). Output past MAX_OUTPUT stops git, as it stops git().
 */
export function gitAsync(
  cwd: string,
  args: readonly string[],
  options: { readonly input?: string } = {},
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', [LITERAL, ...args], { cwd, stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let size = 0;
    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_OUTPUT) child.kill('SIGKILL');
      else out.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    // git stops reading its input when it fails: the write's EPIPE is that failure, said at close.
    child.stdin.on('error', () => undefined);
    child.stdin.end(options.input);
    child.on('error', (e) => reject(gitFailure(args, undefined, e.message)));
    child.on('close', (code, signal) => {
      if (code === 0) resolve(Buffer.concat(out));
      else {
        const why = size > MAX_OUTPUT ? `more than ${MAX_OUTPUT} bytes of output` : `exit ${code ?? signal}`;
        reject(gitFailure(args, Buffer.concat(err), why));
      }
    });
  });
}

function gitFailure(args: readonly string[], stderr: Buffer | undefined, fallback: string): GitError {
  const said = stderr?.toString().trim();
  return new GitError(`git ${args[0] ?? ''} failed: ${said || fallback}`);
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
 * The listing starts with the tree, and runs while the scan does other work.
 */
export class GitTree {
  readonly commit: string;
  private readonly top: string;
  private readonly prefix: string;
  private readonly ids: Promise<Map<string, string>>;

  /** Throws a GitError that says how to get the commit when `ref` names none. */
  constructor(root: string, ref: string) {
    ({ top: this.top, commit: this.commit, prefix: this.prefix } = locate(root, ref));
    this.ids = objectIds(this.top, this.commit, this.prefix);
    // Said when read; a scan that stops before reading it has said why already.
    this.ids.catch(() => undefined);
  }

  /** The files among `paths` (relative to `root`) that exist in the commit and contain one of `needles`. */
  async filesAt(paths: Iterable<string>, needles: readonly string[]): Promise<SourceFile[]> {
    if (needles.length === 0) return [];
    const { top, prefix } = this;
    // The batch reads object ids, one a line: a path would end at a line break in its name and shift
    // every blob after it onto the wrong file.
    const ids = await this.ids;
    const found = [...new Set(paths)].flatMap((rel) => {
      const id = ids.get(prefix === '' ? rel : path.posix.join(prefix, rel));
      return id === undefined ? [] : [{ rel, id }];
    });
    if (found.length === 0) return [];
    const batch = await gitAsync(top, ['cat-file', '--batch'], {
      input: found.map((f) => `${f.id}\n`).join(''),
    });
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
async function objectIds(top: string, commit: string, prefix: string): Promise<Map<string, string>> {
  const args = ['ls-tree', '-r', '-z', '--full-tree', commit, '--', prefix === '' ? '.' : prefix];
  const listing = (await gitAsync(top, args)).toString().split('\0');
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
 * costs a one-file scan a tenth of its time, and is spared where git could find no repository.
 */
export function gitRepositoryPath(dir: string): Promise<string | undefined> {
  if (!mayBeInRepository(dir)) return Promise.resolve(undefined);
  return gitAsync(dir, ['rev-parse', '--show-prefix']).then(
    (stdout) => stdout.toString().trim(),
    () => undefined,
  );
}

// The variables that name a repository rather than let git find one (the others only narrow the search).
const DISCOVERY_VARIABLES = ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_COMMON_DIR'];

/**
 * False only where git's discovery finds nothing: git looks for `.git` in the folder and each folder
 * above it (of the physical path), takes a folder holding `HEAD` for a repository itself (a bare one),
 * and its environment may name one anywhere. Anything else (a `.git` of any kind, an unreadable folder)
 * is left to git.
 */
function mayBeInRepository(dir: string): boolean {
  if (DISCOVERY_VARIABLES.some((name) => process.env[name] !== undefined)) return true;
  try {
    for (let at = fs.realpathSync.native(dir); ; at = path.dirname(at)) {
      for (const name of ['.git', 'HEAD']) {
        if (fs.lstatSync(path.join(at, name), { throwIfNoEntry: false }) !== undefined) return true;
      }
      if (path.dirname(at) === at) return false;
    }
  } catch {
    return true;
  }
}
