// "Did you mean" (src/text/suggest.ts) against a plain, unbounded implementation of the same definition:
// the band and the early stop never change an answer; the length limit and the budget do, as documented.

import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { MAX_SUGGESTED_LENGTH, Suggester } from '../../src/text/suggest.js';

/** Optimal string alignment distance, the whole table. */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = d[i]!;
      const above = d[i - 1]!;
      let v = Math.min(above[j]! + 1, row[j - 1]! + 1, above[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, d[i - 2]![j - 2]! + 1);
      row[j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

/** The definition: case-insensitive equality, else the first closest within a third of the length. */
function reference(word: string, candidates: readonly string[]): string | undefined {
  const lower = word.toLowerCase();
  let best: string | undefined;
  let bestDistance = Math.max(1, Math.floor(word.length / 3)) + 1;
  for (const candidate of candidates) {
    if (candidate === word) continue;
    if (candidate.toLowerCase() === lower) return candidate;
    const d = distance(lower, candidate.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}

const letters = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'A', 'd'), maxLength: 24 });

describe('Suggester.closest', () => {
  it('answers as the unbounded definition for words within the length limit', () => {
    fc.assert(
      fc.property(letters, fc.array(letters, { maxLength: 10 }), (word, candidates) => {
        expect(new Suggester().closest(word, candidates)).toBe(reference(word, candidates));
      }),
      { numRuns: 20_000 },
    );
  });

  it('suggests nothing for a word or a candidate over the length limit', () => {
    const long = 'a'.repeat(MAX_SUGGESTED_LENGTH);
    expect(new Suggester().closest(`${long}b`, [`${long}c`])).toBeUndefined();
    expect(new Suggester().closest(long.slice(1), [`${long}c`])).toBeUndefined();
    expect(new Suggester().closest(`${long.slice(1)}b`, [`${long.slice(1)}c`])).toBe(`${long.slice(1)}c`);
  });

  it('suggests nothing once its budget is spent, and nothing from a search cut short', () => {
    // One search of 'replicas' against 'replicsa' fits in 60 cells of the band, two do not.
    const suggester = new Suggester(60);
    expect(suggester.closest('replicas', ['replicsa'])).toBe('replicsa');
    expect(suggester.closest('replicas', ['xxxxxxxx', 'replicsa'])).toBeUndefined();
    expect(suggester.closest('replicas', ['replicsa'])).toBeUndefined();
  });
});
