// Which files a scan looks at: minimatch include/exclude globs on paths relative to the scan root.

import { Minimatch } from 'minimatch';

export interface Selection {
  readonly include: readonly string[];
  readonly exclude: readonly string[];
}

export type Matcher = (relativePath: string) => boolean;

export function compileSelection(selection: Selection): { matches: Matcher; excluded: Matcher } {
  // Manifests do live in dot-folders (.github/release-cluster/, .deploy/): `**` matches them too.
  const compile = (globs: readonly string[]): Matcher => {
    const patterns = globs.map((g) => new Minimatch(g, { dot: true }));
    return (path) => patterns.some((p) => p.match(path));
  };
  const included = compile(selection.include);
  const excluded = compile(selection.exclude);
  return { matches: (path) => included(path) && !excluded(path), excluded };
}
