// Commits in the checkout, and what changed between two of them, from the local repository.

import type { ChangedFile, ChangeStatus } from './changed-file.js';
import { git, gitAsync } from './git.js';

/**
 * Whether a commit is in a checkout, by root and id: a pull request's run asks for the same two commits up
 * to five times, a git process each. Only a fetch adds one (gitFetchCommit, which records it); a run
 * removes none.
 */
const commitPresence = new Map<string, boolean>();
const presenceKey = (root: string, sha: string): string => `${root}\0${sha}`;

export function gitHasCommit(root: string, sha: string): boolean {
  const key = presenceKey(root, sha);
  let present = commitPresence.get(key);
  if (present === undefined) {
    try {
      git(root, ['cat-file', '-e', `${sha}^{commit}`]);
      present = true;
    } catch {
      present = false;
    }
    commitPresence.set(key, present);
  }
  return present;
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
  } catch {
    return false;
  }
  commitPresence.set(presenceKey(root, sha), true);
  return true;
}

/**
 * The commit checked out at `root`, with the parents its object names (a shallow checkout has the object,
 * though not the parents); undefined outside a repository or before its first commit.
 */
export function gitCheckedOut(
  root: string,
): { readonly sha: string; readonly parents: readonly string[] } | undefined {
  let out: string;
  try {
    out = git(root, ['cat-file', '--batch'], { input: 'HEAD\n' }).toString('latin1');
  } catch {
    return undefined;
  }
  const header = /^([0-9a-f]{40,64}) commit \d+\n/.exec(out);
  if (header === null) return undefined;
  const sha = header[1] ?? '';
  commitPresence.set(presenceKey(root, sha), true);
  const body = out.slice(header[0].length);
  const headers = body.slice(0, Math.max(0, body.indexOf('\n\n')));
  return {
    sha,
    parents: [...headers.matchAll(/^parent ([0-9a-f]{40,64})$/gm)].map((m) => m[1] ?? ''),
  };
}

export function gitMergeBase(root: string, a: string, b: string): string {
  return git(root, ['merge-base', a, b]).toString().trim();
}

const STATUS: Readonly<Record<string, ChangeStatus>> = {
  A: 'added',
  M: 'modified',
  D: 'removed',
  R: 'renamed',
  C: 'copied',
  T: 'changed',
};

/** Files changed from the merge base of `base` and `head` to `head`, as the compare API lists them. */
export function gitChangedFiles(root: string, base: string, head: string): ChangedFile[] {
  return parseNameStatus(
    git(root, ['diff', '--name-status', '-z', '-M', '--no-color', `${base}...${head}`]).toString(),
  );
}

/** `git diff --name-status -z` output as changed files. */
function parseNameStatus(output: string): ChangedFile[] {
  const fields = output.split('\0');
  const changes: ChangedFile[] = [];
  for (let i = 0; i < fields.length - 1;) {
    const code = fields[i++] ?? '';
    const status = STATUS[code.charAt(0)] ?? 'changed';
    if (status === 'renamed' || status === 'copied') {
      const previousPath = fields[i++] ?? '';
      changes.push({ path: fields[i++] ?? '', status, previousPath });
    } else {
      changes.push({ path: fields[i++] ?? '', status });
    }
  }
  return changes;
}

/** The unified diff of one file (both paths of a rename) from the merge base of `base` and `head`. */
export function gitPatch(root: string, base: string, head: string, change: ChangedFile): string {
  const paths = change.previousPath !== undefined ? [change.previousPath, change.path] : [change.path];
  return git(root, ['diff', '--no-color', '-M', `${base}...${head}`, '--', ...paths]).toString();
}

/**
 * Files under `root` that differ between `ref` and the working tree (committed, staged or not), with
 * renames, relative to `root`. Untracked files are not listed: see gitTrackedFiles.
 */
export async function gitWorkingTreeChanges(root: string, ref: string): Promise<ChangedFile[]> {
  const args = ['diff', '--name-status', '-z', '-M', '--no-color', '--no-ext-diff', '--relative', ref, '--'];
  return parseNameStatus((await gitAsync(root, args)).toString());
}

/** Files under `root` that git tracks (in the index), relative to `root`. */
export function gitTrackedFiles(root: string): Set<string> {
  return new Set(
    git(root, ['ls-files', '-z'])
      .toString()
      .split('\0')
      .filter((file) => file !== ''),
  );
}

/** The diff of one file from `ref` to the working tree, without context lines. */
export function gitWorkingTreePatch(root: string, ref: string, change: ChangedFile): string {
  const paths = change.previousPath !== undefined ? [change.previousPath, change.path] : [change.path];
  const args = ['diff', '-U0', '-M', '--no-color', '--no-ext-diff', '--relative', ref, '--', ...paths];
  return git(root, args).toString();
}
