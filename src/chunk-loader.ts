// The CLI's commands live in chunks of its bundle (dist/cli/N.index.js), loaded when a command runs, and
// the Action's GitHub adapter in a chunk of its own (dist/N.index.js). Each start would parse and compile
// megabytes of them again: Node.js 20 keeps no compiled code between runs, and 22.1+ keeps it for modules
// only. So scripts/script-chunks.mjs makes each chunk a script, the bundle's runtime asks this loader for
// it instead of import(), and the loader compiles it with V8's code cache, kept in the cache folder.

import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';
import { CacheFolder } from './cache-folder.js';

/** The global the bundle's runtime calls with a chunk's file name (scripts/script-chunks.mjs writes the call). */
export const LOAD_CHUNK = Symbol.for('admission-gate.load-chunk');

/** What webpack's runtime installs: a chunk module's exports. */
interface Chunk {
  readonly id: number;
  readonly ids: readonly number[];
  readonly modules: object;
}

/** A chunk as scripts/script-chunks.mjs writes it: a function of the `import.meta` its code reads. */
type ChunkScript = (importMeta: { readonly url: string }) => Chunk;

// Entries kept per chunk and command: this build's and one other (switching between two versions).
const KEPT_ENTRIES = 2;

/**
 * Makes `LOAD_CHUNK` load the chunks in `dir`, with their compiled code kept in `cacheDir` (none: compiled
 * each time). `command` (the first argument) names the entries: each command compiles other functions of
 * the chunks it shares with the others, and an entry holds what the run that wrote it had compiled.
 */
export function installChunkLoader(dir: string, cacheDir: string | undefined, command: string): void {
  const cache = cacheDir === undefined ? undefined : new CacheFolder(cacheDir, KEPT_ENTRIES);
  const unsaved: { script: vm.Script; kind: string; key: string }[] = [];
  // At exit, so that the cache holds the functions this run compiled, not only the chunk's top level.
  const saveAll = (): void => {
    for (const { script, kind, key } of unsaved) cache?.write(kind, key, script.createCachedData());
  };
  (globalThis as { [LOAD_CHUNK]?: (name: string) => Promise<Chunk> })[LOAD_CHUNK] = async (name) => {
    const file = path.join(dir, name);
    const bytes = await fs.promises.readFile(file);
    const kind = `chunk-${/^[a-z]+$/.test(command) ? command : 'other'}-${name.replace(/\W/g, '_')}`;
    // V8 checks a cache against the source's length only: the key is its SHA-256.
    const { createHash } = await import('node:crypto');
    const key = createHash('sha256').update(bytes).digest('hex');
    const cachedData = cache?.read(kind, key);
    const script = new vm.Script(bytes.toString('utf8'), {
      filename: file,
      ...(cachedData ? { cachedData } : {}),
    });
    if (cache !== undefined && (cachedData === undefined || script.cachedDataRejected === true)) {
      if (unsaved.length === 0) process.once('exit', saveAll);
      unsaved.push({ script, kind, key });
    }
    const chunk = script.runInThisContext() as ChunkScript;
    return chunk({ url: pathToFileURL(file).href });
  };
}
