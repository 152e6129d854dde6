// Which files a scan looks at: minimatch include/exclude globs on paths relative to the scan root.

import { GLOBSTAR, Minimatch } from 'minimatch';
import type { MMRegExp, ParseReturnFiltered } from 'minimatch';
import { matchesWildcard } from '../text/wildcard.js';

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
 * (.github/release-cluster/, .deploy/): `*` and `**` match them too.
 */
export function compileGlob(pattern: string): Matcher {
  const glob = new Minimatch(pattern, { dot: true });
  glob.set = glob.set.map((parts) => parts.map(linearSegment));
  return (path) => glob.match(path);
}

// minimatch writes each `*` of a path segment as `[^/]*?`: when a segment fails to match, the regular
// expression tries every way to split the name between the stars (four stars and a 200-character file
// name took 16 seconds). Segments of plain characters, `*` and `?` are matched without backtracking;
// classes and extglobs keep minimatch's expression.
class LinearSegment extends RegExp {
  private readonly glob: readonly string[];

  constructor(expression: MMRegExp, glob: string) {
    super(expression.source, expression.flags);
    this.glob = glob.split('');
  }

  override test(segment: string): boolean {
    // With dot: true, minimatch's wildcards still never match `.` or `..` as a whole segment.
    return segment !== '.' && segment !== '..' && matchesWildcard(this.glob, segment.split(''));
  }
}

function linearSegment(part: ParseReturnFiltered): ParseReturnFiltered {
  if (typeof part === 'string' || part === GLOBSTAR) return part;
  const glob = part._glob;
  return glob !== undefined && !/[[\]()\\]/.test(glob) ? new LinearSegment(part, glob) : part;
}

// minimatch refuses longer patterns by throwing.
const MAX_GLOB_LENGTH = 64 * 1024;

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
  return undefined;
}
