// The lines of a unified diff's new side: added (`+`) and context (` `) lines, by their line number in
// the new file. Headers before the first hunk are skipped.

const HUNK_HEADER = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/;

export interface NewSideLines {
  readonly added: Set<number>;
  readonly context: Set<number>;
}

export function newSideLines(patch: string): NewSideLines {
  const added = new Set<number>();
  const context = new Set<number>();
  let next: number | undefined;
  for (const line of patch.split('\n')) {
    const header = HUNK_HEADER.exec(line);
    if (header) {
      next = Number(header[1]);
      continue;
    }
    if (next === undefined) continue;
    const marker = line.charAt(0);
    if (marker === '+') added.add(next++);
    else if (marker === ' ') context.add(next++);
    // '-' lines are the old side only; '\' is "No newline at end of file".
  }
  return { added, context };
}
