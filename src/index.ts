// The Action's entry point (dist/index.js): everything lives in the GitHub adapter, src/github/, which the
// build puts in a chunk that V8's code cache in the cache folder compiles (src/chunk-loader.ts): with
// actions/cache on that folder, a run does not compile two megabytes of JavaScript again.

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultCacheDir } from './cache-dir.js';
import { installChunkLoader } from './chunk-loader.js';

installChunkLoader(path.dirname(fileURLToPath(import.meta.url)), defaultCacheDir(process.env), 'action');
const { runAction } = await import('./github/action.js');
await runAction();
