// Lines a review comment may point at: GitHub accepts comments only on lines inside the diff's hunks,
// on the new side (added or context lines). One line outside makes it refuse the whole review.

const HUNK_HEADER = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/;

/** New-side line numbers inside the hunks of a unified diff (headers before the first hunk are skipped). */
export function commentableLines(patch: string): Set<number> {
  const lines = new Set<number>();
  let next: number | undefined;
  for (const line of patch.split('\n')) {
    const header = HUNK_HEADER.exec(line);
    if (header) {
      next = Number(header[1]);
      continue;
    }
    if (next === undefined) continue;
    const marker = line.charAt(0);
    if (marker === '+' || marker === ' ') lines.add(next++);
    // '-' lines are the old side only; '\' is "No newline at end of file".
  }
  return lines;
}
