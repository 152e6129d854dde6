// Which files a scan looks at: minimatch include/exclude globs on paths relative to the scan root.

import { GLOBSTAR, Minimatch } from 'minimatch';
import type { ParseReturnFiltered } from 'minimatch';
import { compileRegex, UnsupportedRegex } from '../text/regex-nfa.js';

export interface Selection {
  readonly include: readonly string[];
  readonly exclude: readonly string[];
}

export type Matcher = (relativePath: string) => boolean;

export function compileSelection(selection: Selection): { matches: Matcher; excluded: Matcher } {
  const compile = (globs: readonly string[]): Matcher => {
    const patterns = globs.map(compileGlob);
    return (path) => patterns.some((matches) => matches(path));
  };
  const included = compile(selection.include);
  const excluded = compile(selection.exclude);
  return { matches: (path) => included(path) && !excluded(path), excluded };
}

/**
 * A minimatch glob on paths relative to the scan root. Manifests do live in dot-folders
 * (.github/release-cluster/, .deploy/): `*` and `**` match them too. minimatch reads the glob (braces,
 * classes, extglobs, its optimisations); matching is ours, in time linear in the path: each segment
 * through a Thompson automaton (src/text/regex-nfa.ts) instead of minimatch's regular expression, which
 * backtracks (`*(a|a)*b` took 106 s on a 30-character name), and `**` as a state that loops on whole
 * segments instead of minimatch's recursive walk. Throws UnsupportedGlob for what cannot be matched so
 * (see globProblem).
 */
export function compileGlob(pattern: string): Matcher {
  let glob: Minimatch;
  try {
    glob = new Minimatch(pattern, { dot: true, braceExpandMax: MAX_EXPANSIONS + 1 });
  } catch (e) {
    // minimatch writes some classes as expressions JavaScript refuses ([[:alpha:]]-a).
    throw new UnsupportedGlob(`cannot be read as a glob (${(e as Error).message})`);
  }
  if (glob.set.length > MAX_EXPANSIONS) {
    throw new UnsupportedGlob(`its braces expand to more than ${MAX_EXPANSIONS} patterns`);
  }
  const patterns = glob.set.map((parts) => parts.map(segmentMatcher));
  return (path) => {
    const segments = path.split('/');
    return patterns.some((parts) => matchesSegments(parts, segments));
  };
}

/** A glob minimatch reads, but whose matching could not be bounded: refused when the config is read. */
export class UnsupportedGlob extends Error {}

/** Patterns one glob's braces may expand to; each costs a pass over the path. */
const MAX_EXPANSIONS = 64;

type Segment = typeof GLOBSTAR | ((segment: string) => boolean);

function segmentMatcher(part: ParseReturnFiltered): Segment {
  if (part === GLOBSTAR) return GLOBSTAR;
  if (typeof part === 'string') return (segment) => segment === part;
  const regexp = part;
  let matches: (segment: string) => boolean;
  try {
    matches = compileRegex(regexp._src ?? '', regexp.flags);
  } catch (e) {
    if (!(e instanceof UnsupportedRegex)) throw e;
    throw new UnsupportedGlob(
      (regexp._glob ?? '').includes('!(')
        ? 'has a !(...) extglob, which cannot be matched in time linear in the file name: list what to match with @(...) or braces instead'
        : `has a segment (${regexp._glob}) that cannot be matched in time linear in the file name (${e.message})`,
    );
  }
  // With dot: true, minimatch's wildcards still never match `.` or `..` as a whole segment.
  return (segment) => segment !== '.' && segment !== '..' && matches(segment);
}

/**
 * Whether the path's segments match the parts, as minimatch's match() decides: `**` matches any number of
 * whole segments in the middle or at the start, and at least one at the end (`a/**` does not match `a`).
 * Every position of the pattern is followed at once, so the cost is segments times parts.
 */
function matchesSegments(parts: readonly Segment[], segments: readonly string[]): boolean {
  const end = parts.length;
  const last = end - 1;
  const trailingGlobstar = parts[last] === GLOBSTAR;
  // Flags of the positions in the pattern after the segments read so far; `end` is the end. Flags, not
  // a set: this runs for every file of the repository against every glob.
  let positions = new Uint8Array(end + 1);
  let next = new Uint8Array(end + 1);
  positions[0] = 1;
  for (const segment of segments) {
    next.fill(0);
    let any = false;
    for (let start = 0; start <= end; start++) {
      if (positions[start] === 0) continue;
      let p = start;
      // A ** in the middle or at the start may match no segment: what follows it may match this one.
      while (parts[p] === GLOBSTAR && p < last) {
        next[p] = 1;
        any = true;
        p++;
      }
      const part = parts[p];
      let to = -1;
      if (part === GLOBSTAR) to = end;
      else if (part !== undefined && part(segment)) to = p + 1;
      else if (p === end && trailingGlobstar) to = p;
      if (to >= 0) {
        next[to] = 1;
        any = true;
      }
    }
    if (!any) return false;
    [positions, next] = [next, positions];
  }
  for (let start = 0; start <= end; start++) {
    if (positions[start] === 0) continue;
    let p = start;
    while (parts[p] === GLOBSTAR && p < last) p++;
    if (p === end) return true;
  }
  return false;
}

// Real globs are far shorter; this bounds the work of reading one (brace expansion) and of matching it.
const MAX_GLOB_LENGTH = 1024;

/**
 * Why a glob cannot select what its author meant, or undefined. minimatch accepts any string, so
 * mistakes pass silently: these are the ones that make a glob match no path a scan sees (paths are
 * relative to the scan root, `/`-separated, with no `.` or `..` segments, and name files, not folders),
 * or match nearly all of them.
 */
export function globProblem(pattern: string): string | undefined {
  if (pattern.length > MAX_GLOB_LENGTH) return `is longer than ${MAX_GLOB_LENGTH} characters`;
  if (pattern.startsWith('#'))
    return 'starts with #, which makes it a comment that matches nothing (write \\# for a #)';
  if (pattern.startsWith('!'))
    return 'starts with !, which negates it: it matches every path but the ones it names';
  if (pattern.startsWith('/'))
    return 'starts with /, but paths are relative to the scan root: remove the leading /';
  if (pattern.split('/').some((s) => s === '.' || s === '..')) {
    return 'has a . or .. segment, but paths are relative to the scan root and have none: remove it';
  }
  if (pattern.endsWith('/'))
    return 'ends with /, which matches folders only: add ** to match the files below them';
  if (/\\[^*?[\]{}()!+@#\\]/.test(pattern)) {
    return 'has a backslash, which escapes the next character: separate folders with /';
  }
  try {
    compileGlob(pattern);
  } catch (e) {
    if (e instanceof UnsupportedGlob) return e.message;
    throw e;
  }
  return undefined;
}
