// "Did you mean": the closest candidate to a misspelt word, or nothing when none is close. The words
// come from the repository (keys of a custom resource, of a config file) and so do the candidates (the
// properties of a CRD): the work is bounded three ways, so that no pair of files can make it slow.
// Words or candidates longer than MAX_SUGGESTED_LENGTH are never compared; the edit distance is
// computed only in the band of the table that can stay under the limit; and each Suggester (one per
// file) spends at most a budget of table cells, after which it suggests nothing more.

/** Longer words and candidates get no suggestion: real field and rule names are far shorter. */
export const MAX_SUGGESTED_LENGTH = 64;
/** Cells of edit-distance tables one file may fill: about 10 ms, thousands of ordinary suggestions. */
export const SUGGESTION_BUDGET = 1_000_000;

/** Suggestions for one file, under one budget. */
export class Suggester {
  private remaining: number;

  constructor(budget: number = SUGGESTION_BUDGET) {
    this.remaining = budget;
  }

  /**
   * Case-insensitive equality first, then the smallest edit distance within a third of the length; the
   * first of equally close candidates wins. Nothing once the budget is spent, so the answer never
   * depends on where a search was cut short.
   */
  closest(word: string, candidates: Iterable<string>): string | undefined {
    if (word.length > MAX_SUGGESTED_LENGTH || this.remaining <= 0) return undefined;
    const lower = word.toLowerCase();
    let best: string | undefined;
    let bestDistance = Math.max(1, Math.floor(word.length / 3)) + 1;
    for (const candidate of candidates) {
      if (candidate === word || candidate.length > MAX_SUGGESTED_LENGTH) continue;
      const other = candidate.toLowerCase();
      if (other === lower) return candidate;
      const { distance, cells } = boundedDistance(lower, other, bestDistance);
      this.remaining -= cells;
      if (this.remaining <= 0) return undefined;
      if (distance < bestDistance) {
        best = candidate;
        bestDistance = distance;
      }
    }
    return best;
  }
}

/**
 * Damerau-Levenshtein (optimal string alignment: a swap of two letters is one edit), or `limit` when it is
 * `limit` or more. Only cells within `limit - 1` of the diagonal can hold less than `limit`, so only
 * those are computed (Ukkonen's band), and a row with nothing under the limit ends the search.
 */
function boundedDistance(a: string, b: string, limit: number): { distance: number; cells: number } {
  if (Math.abs(a.length - b.length) >= limit) return { distance: limit, cells: 0 };
  // Rows of the table; cells outside the band read as `limit`.
  let before = new Int32Array(b.length + 2).fill(limit);
  let previous = new Int32Array(b.length + 2).fill(limit);
  let row = new Int32Array(b.length + 2).fill(limit);
  for (let j = 0; j <= Math.min(b.length, limit - 1); j++) previous[j] = j;
  let cells = 0;
  for (let i = 1; i <= a.length; i++) {
    const from = Math.max(1, i - limit + 1);
    const to = Math.min(b.length, i + limit - 1);
    row[from - 1] = from === 1 && i < limit ? i : limit;
    let smallest = row[from - 1] ?? limit;
    for (let j = from; j <= to; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(
        (previous[j] ?? limit) + 1,
        (row[j - 1] ?? limit) + 1,
        (previous[j - 1] ?? limit) + cost,
      );
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      )
        d = Math.min(d, (before[j - 2] ?? limit) + 1);
      row[j] = Math.min(d, limit);
      smallest = Math.min(smallest, row[j] ?? limit);
    }
    row[to + 1] = limit;
    cells += to - from + 1;
    if (smallest >= limit) return { distance: limit, cells };
    [before, previous, row] = [previous, row, before];
  }
  return { distance: previous[b.length] ?? limit, cells };
}

/** The closest of a few fixed candidates (a command line's commands and options), under a budget of its own. */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  return new Suggester().closest(word, candidates);
}
