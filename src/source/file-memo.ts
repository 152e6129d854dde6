// What was learnt from a file's bytes, kept between scans and trusted while the file's metadata says it is
// the same file, as git trusts its index: device, inode, size, and modification and change times. Writing
// a file changes its change time, which no user can set, and replacing it changes its inode; so a file
// that matches was not written since. A file written in the same clock tick as it was read could keep its
// times, so facts are kept only for files older than the scan by a margin (git's "racily clean" entries):
// a file just edited is read again until it has aged.

import type fs from 'node:fs';
import { cacheKey } from '../cache.js';
import type { ResultCache } from '../cache.js';

// Wider than any file system's timestamp granularity (FAT's is 2 s).
const RACY_MARGIN_MS = 3000;
const FIELDS = 5;
const CACHE_KIND = 'file-memo';

interface Stored<T> {
  /** The files' absolute paths, each ended by a NUL: one string is read far faster than thousands. */
  readonly paths: string;
  /** FIELDS numbers per file: dev, ino, size, mtimeMs, ctimeMs. */
  readonly stats: Float64Array;
  /** Each file's facts, by their index in `table`: most files share theirs. */
  readonly facts: Uint32Array;
  readonly table: readonly T[];
}

/**
 * Facts of type T (plain data) about the files of one scope (a scan root with what its facts depend on),
 * by absolute path. `get` answers for a file whose metadata is what the facts were learnt with; `set`
 * records them; `save` keeps for the next scan the facts of the files asked about in this one. Files
 * with the same facts object share one copy of it in the cache.
 */
export class FileMemo<T> {
  private readonly known = new Map<string, number>();
  private readonly next: { paths: string[]; facts: T[]; stats: number[] } = {
    paths: [],
    stats: [],
    facts: [],
  };
  private readonly kept = new Set<string>();
  private changed = false;
  // Files changed after this may have changed unseen while they were read.
  private readonly trustedBefore = Date.now() - RACY_MARGIN_MS;

  private constructor(
    private readonly cache: ResultCache,
    private readonly key: string,
    private readonly stored: Stored<T> | undefined,
    paths: readonly string[],
  ) {
    paths.forEach((file, i) => this.known.set(file, i));
  }

  /** The memo of `scope` (every value the facts depend on besides the file's bytes and this build). */
  static open<T>(cache: ResultCache, scope: readonly string[]): FileMemo<T> {
    const key = cacheKey(scope);
    const stored = cache.get(CACHE_KIND, key) as Stored<T> | undefined;
    // Each path ends with a NUL: the last piece is empty.
    const paths = stored && isWhole(stored) ? stored.paths.split('\0').slice(0, -1) : [];
    return paths.length === stored?.facts.length
      ? new FileMemo<T>(cache, key, stored, paths)
      : new FileMemo<T>(cache, key, undefined, []);
  }

  /** Whether the memo holds facts of `file` (of some metadata): else its metadata need not be asked. */
  knows(file: string): boolean {
    return this.known.has(file);
  }

  /** The facts learnt from `file` when it had metadata `stat`, else undefined. */
  get(file: string, stat: fs.Stats): T | undefined {
    const i = this.known.get(file);
    if (i === undefined || this.stored === undefined) return undefined;
    const at = i * FIELDS;
    const s = this.stored.stats;
    const same =
      s[at] === stat.dev &&
      s[at + 1] === stat.ino &&
      s[at + 2] === stat.size &&
      s[at + 3] === stat.mtimeMs &&
      s[at + 4] === stat.ctimeMs;
    return same ? this.stored.table[this.stored.facts[i] as number] : undefined;
  }

  /**
   * Keeps for the next scan the facts of `file`, read after `stat` was taken (or given by `get`); a file
   * changed lately is not kept.
   */
  set(file: string, stat: fs.Stats, facts: T): void {
    if (Math.max(stat.mtimeMs, stat.ctimeMs) >= this.trustedBefore || this.kept.has(file)) return;
    this.kept.add(file);
    this.next.paths.push(file);
    this.next.facts.push(facts);
    this.next.stats.push(stat.dev, stat.ino, stat.size, stat.mtimeMs, stat.ctimeMs);
    const i = this.known.get(file);
    if (i === undefined || this.stored?.table[this.stored.facts[i] as number] !== facts) this.changed = true;
  }

  /** Writes the facts kept in this scan when some were learnt in it. */
  save(): void {
    if (!this.changed) return;
    const { paths, facts, stats } = this.next;
    const table: T[] = [];
    const indexes = new Map<T, number>();
    const index = (f: T): number => {
      let i = indexes.get(f);
      if (i === undefined) {
        i = table.push(f) - 1;
        indexes.set(f, i);
      }
      return i;
    };
    const stored: Stored<T> = {
      paths: paths.map((p) => `${p}\0`).join(''),
      stats: Float64Array.from(stats),
      facts: Uint32Array.from(facts, index),
      table,
    };
    this.cache.set(CACHE_KIND, this.key, stored);
  }
}

/** An entry of the cache as this build writes them (the cache is not the tool's to trust blindly). */
function isWhole<T>(stored: Stored<T>): boolean {
  return (
    typeof stored.paths === 'string' &&
    isTyped(stored.stats, 'Float64Array') &&
    isTyped(stored.facts, 'Uint32Array') &&
    Array.isArray(stored.table) &&
    stored.stats.length === stored.facts.length * FIELDS &&
    stored.facts.every((i) => i < stored.table.length)
  );
}

/** By its tag, not `instanceof`: a deserialized array is of the main realm's class (tests run in others). */
function isTyped(value: unknown, type: string): boolean {
  return Object.prototype.toString.call(value) === `[object ${type}]`;
}
