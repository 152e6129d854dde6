#!/usr/bin/env node
// The CLI entry point, `admission-gate` (dist/cli.js).

import { main } from './cli/main.js';

process.exitCode = await main(process.argv.slice(2), {
  cwd: process.cwd(),
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
});
