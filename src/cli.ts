#!/usr/bin/env node
// The CLI entry point, `admission-gate` (dist/cli.js).

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultCacheDir } from './cache-dir.js';
import { installChunkLoader } from './chunk-loader.js';
import { main } from './cli/main.js';

const argv = process.argv.slice(2);
// V8 keeps the compiled code of the commands' chunks in the cache folder (src/chunk-loader.ts).
// `--no-cache` anywhere, even as another option's value, keeps it off: code from the folder runs as the tool.
const cacheDir = argv.includes('--no-cache') ? undefined : defaultCacheDir(process.env);
installChunkLoader(path.dirname(fileURLToPath(import.meta.url)), cacheDir, argv[0] ?? '');

process.exitCode = await main(argv, {
  cwd: process.cwd(),
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
});
