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
 * The files of commit `ref` under `root`: the base versions of a change's files, read in one batch each
 * time, by path, whatever the size of the tree around them.
 */
export class GitTree {
  readonly commit: string;
  private readonly top: string;
  private readonly prefix: string;

  /** Throws a GitError that says how to get the commit when `ref` names none. */
  constructor(root: string, ref: string) {
    ({ top: this.top, commit: this.commit, prefix: this.prefix } = locate(root, ref));
  }

  /** The files among `paths` (relative to `root`) that exist in the commit and contain one of `needles`. */
  async filesAt(paths: Iterable<string>, needles: readonly string[]): Promise<SourceFile[]> {
    if (needles.length === 0) return [];
    const { top, commit, prefix } = this;
    // A path with U+FFFD may stand for a name that is not UTF-8, which it would not find, or find another
    // file by: it has no base version, and its objects count as new.
    const asked = [...new Set(paths)].filter((rel) => !rel.includes('\uFFFD'));
    if (asked.length === 0 || prefix.includes('\uFFFD')) return [];
    const full = (rel: string): string => (prefix === '' ? rel : `${prefix}/${rel}`);
    // The batch reads one object name a line: a path with a line break is asked by its blob id, which
    // ls-tree gives (NUL-separated), or it would ask for other objects.
    const lined = asked.filter((rel) => full(rel).includes('\n'));
    const ids = lined.length > 0 ? await blobIds(top, commit, lined.map(full)) : new Map<string, string>();
    const names = asked.flatMap((rel) => {
      const name = full(rel).includes('\n') ? ids.get(full(rel)) : `${commit}:${full(rel)}`;
      return name === undefined ? [] : [{ rel, name }];
    });
    if (names.length === 0) return [];
    const input = names.map((n) => `${n.name}\n`).join('');
    const blobs = parseCatFileBatch(await gitAsync(top, ['cat-file', '--batch'], { input }), names.length);
    return names.flatMap(({ rel }, i) => {
      const bytes = blobs[i];
      return bytes && containsAny(bytes, needles) ? [{ path: rel, bytes }] : [];
    });
  }
}

/** The blob id of each of `files` (from the top of the repository) that is a file of `commit`, by path. */
async function blobIds(top: string, commit: string, files: readonly string[]): Promise<Map<string, string>> {
  const listing = (await gitAsync(top, ['ls-tree', '-z', '--full-tree', commit, '--', ...files]))
    .toString()
    .split('\0');
  const ids = new Map<string, string>();
  for (const entry of listing) {
    // `<mode> <type> <id>\t<path>`
    const tab = entry.indexOf('\t');
    const [, type, id] = entry.slice(0, tab).split(' ');
    if (tab >= 0 && type === 'blob' && id !== undefined) ids.set(entry.slice(tab + 1), id);
  }
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

// `git cat-file --batch` prints "<id> <type> <size>\n<content>\n" per object it finds, and a line that
// ends in "missing" (or another word) for a name it does not. A folder's tree is no file.
const FOUND = /^[0-9a-f]{40,64} (\w+) (\d+)$/;

/** The content of each of `count` objects asked, in order: undefined for one that is no blob. */
function parseCatFileBatch(output: Buffer, count: number): (Buffer | undefined)[] {
  const blobs: (Buffer | undefined)[] = [];
  let at = 0;
  while (blobs.length < count) {
    const newline = output.indexOf(10, at);
    if (newline < 0) throw new GitError(`git cat-file answered ${blobs.length} of ${count} objects`);
    const found = FOUND.exec(output.toString('latin1', at, newline));
    if (found === null) {
      blobs.push(undefined);
      at = newline + 1;
      continue;
    }
    const size = Number(found[2]);
    blobs.push(found[1] === 'blob' ? output.subarray(newline + 1, newline + 1 + size) : undefined);
    at = newline + 1 + size + 1;
  }
  return blobs;
}

/**
 * Where `dir` is inside its git repository, `/`-separated with a trailing slash (`k8s/`), or empty at the
 * top; undefined when it is in no repository (or git is missing). Asked while the scan runs: git's start
 * costs a one-file scan a tenth of its time, so it is asked only where the answer is not certain without it.
 */
export function gitRepositoryPath(dir: string): Promise<string | undefined> {
  const found = discover(dir);
  if (found !== UNSURE) return Promise.resolve(found);
  return gitAsync(dir, ['rev-parse', '--show-prefix']).then(
    (stdout) => stdout.toString().trim(),
    () => undefined,
  );
}

// The variables that name a repository or bound git's search for one.
const DISCOVERY_VARIABLES = [
  'GIT_DIR',
  'GIT_WORK_TREE',
  'GIT_COMMON_DIR',
  'GIT_CEILING_DIRECTORIES',
  'GIT_DISCOVERY_ACROSS_FILESYSTEM',
];
const UNSURE = Symbol('ask git');

/**
 * git's discovery from `dir`, where its answer is certain without git: it looks for `.git` in the folder
 * and each folder above it (of the physical path), stopping at a file system's boundary, and takes a
 * folder holding `HEAD` for a repository itself (a bare one). Certain: no repository above at all
 * (undefined), or a `.git` folder of an ordinary repository of this user on the same file system, whose
 * config moves nothing (the path from its folder). Anything else (a `.git` file, a worktree or an include
 * in the config, an unreadable folder, the environment) is left to git.
 */
function discover(dir: string): string | undefined | typeof UNSURE {
  if (DISCOVERY_VARIABLES.some((name) => process.env[name] !== undefined)) return UNSURE;
  try {
    const real = fs.realpathSync.native(dir);
    const device = fs.statSync(real).dev;
    let crossed = false;
    for (let at = real; ; at = path.dirname(at)) {
      crossed ||= fs.statSync(at).dev !== device;
      const dotGit = fs.lstatSync(path.join(at, '.git'), { throwIfNoEntry: false });
      if (dotGit !== undefined) {
        if (crossed || !isOrdinaryRepository(at, dotGit)) return UNSURE;
        const inside = path.relative(at, real);
        return inside === '' ? '' : `${inside.split(path.sep).join('/')}/`;
      }
      if (fs.lstatSync(path.join(at, 'HEAD'), { throwIfNoEntry: false }) !== undefined) return UNSURE;
      if (path.dirname(at) === at) return undefined;
    }
  } catch {
    return UNSURE;
  }
}

/** A `.git` folder git takes as it is: HEAD, objects and refs, this user's, a config that moves nothing. */
function isOrdinaryRepository(top: string, dotGit: fs.Stats): boolean {
  const uid = process.getuid?.();
  if (!dotGit.isDirectory() || uid === undefined || dotGit.uid !== uid || fs.statSync(top).uid !== uid) {
    return false;
  }
  const gitDir = path.join(top, '.git');
  const has = (name: string, folder: boolean): boolean => {
    const stat = fs.statSync(path.join(gitDir, name), { throwIfNoEntry: false });
    return stat !== undefined && stat.isDirectory() === folder;
  };
  if (!has('HEAD', false) || !has('objects', true) || !has('refs', true)) return false;
  const config = fs.readFileSync(path.join(gitDir, 'config'), 'utf8');
  return !/^\s*(worktree\s*=|worktreeconfig|bare\s*=\s*true|\[include)/im.test(config);
}
