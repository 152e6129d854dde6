// What changed between two commits, from the local repository, when the checkout has both.

import { execFileSync } from 'node:child_process';
import type { ChangedFile, ChangeStatus } from './changed-file.js';
import { git } from './git.js';

export function gitHasCommit(root: string, sha: string): boolean {
  try {
    execFileSync('git', ['cat-file', '-e', `${sha}^{commit}`], { cwd: root, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
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
  const fields = git(root, ['diff', '--name-status', '-z', '-M', '--no-color', `${base}...${head}`])
    .toString()
    .split('\0');
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
