// Lines a review comment may point at: GitHub accepts comments only on lines inside the diff's hunks,
// on the new side (added or context lines). One line outside makes it refuse the whole review.

import { newSideLines } from '../source/diff.js';

/** New-side line numbers inside the hunks of a unified diff. */
export function commentableLines(patch: string): Set<number> {
  const { added, context } = newSideLines(patch);
  return new Set([...added, ...context]);
}
