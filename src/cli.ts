#!/usr/bin/env node
// The CLI entry point, `admission-gate` (dist/cli.js).

import module from 'node:module';
import path from 'node:path';
import { defaultCacheDir } from './cache-dir.js';
import { main } from './cli/main.js';

// On Node.js 22.1 and later, V8 keeps the compiled code of the commands' chunks (loaded after this line)
// in the cache folder, so a scan starts without compiling a megabyte of JavaScript again. Older versions
// have no such API: nothing changes there.
const cacheDir = defaultCacheDir(process.env);
const withCompileCache = module as { enableCompileCache?: (dir?: string) => unknown };
if (cacheDir !== undefined) withCompileCache.enableCompileCache?.(path.join(cacheDir, 'v8'));

process.exitCode = await main(process.argv.slice(2), {
  cwd: process.cwd(),
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
});
