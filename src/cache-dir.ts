// Where results are cached, apart from the cache itself: the CLI's entry asks it on every start, and
// src/cache.ts loads node:crypto and node:v8, which `--version` has no use for.

import path from 'node:path';

/**
 * Where the CLI and the Action keep results by default: ADMISSION_GATE_CACHE_DIR, else the user's cache
 * folder (XDG_CACHE_HOME, or ~/.cache) under admission-gate; none without a home.
 */
export function defaultCacheDir(env: Readonly<Record<string, string | undefined>>): string | undefined {
  const explicit = env.ADMISSION_GATE_CACHE_DIR;
  if (explicit !== undefined && explicit !== '') return explicit;
  const base = env.XDG_CACHE_HOME || (env.HOME ? path.join(env.HOME, '.cache') : undefined);
  return base ? path.join(base, 'admission-gate') : undefined;
}
