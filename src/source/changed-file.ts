// A file a change touches, as GitHub's pull-request and compare APIs describe it (and `git diff`).

export type ChangeStatus = 'added' | 'modified' | 'removed' | 'renamed' | 'copied' | 'changed' | 'unchanged';

export interface ChangedFile {
  /** Relative to the repository root, `/`-separated. */
  readonly path: string;
  readonly status: ChangeStatus;
  /** The path before a rename or the source of a copy. */
  readonly previousPath?: string;
  /** The unified diff of the file; missing for binary and very large diffs. */
  readonly patch?: string;
}

/** Files that exist after the change: what a scan of the change reads. */
export function headPaths(changes: readonly ChangedFile[]): string[] {
  return changes.filter((c) => c.status !== 'removed').map((c) => c.path);
}

/**
 * Files whose previous versions hold the objects the change updates: modified and removed files, and the
 * old side of renames and copies (an object moved to another file is an update, not a create).
 */
export function basePaths(changes: readonly ChangedFile[]): string[] {
  const paths = new Set<string>();
  for (const c of changes) {
    if (c.previousPath !== undefined) paths.add(c.previousPath);
    if (c.status !== 'added' && c.status !== 'renamed' && c.status !== 'copied') paths.add(c.path);
  }
  return [...paths];
}

/** Every path the change touches, on either side: a root that reads one of them renders differently. */
export function touchedPaths(changes: readonly ChangedFile[]): string[] {
  return [
    ...new Set(changes.flatMap((c) => (c.previousPath !== undefined ? [c.path, c.previousPath] : [c.path]))),
  ];
}
