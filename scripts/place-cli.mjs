// ncc names every bundle index.js. The CLI ships as dist/cli/: its entry (index.js), the chunks of the
// commands it loads on demand, and the worker bundle of --jobs (scan-worker.js), behind dist/cli.js.
// Its licenses are a subset of the Action's dist/licenses.txt, and dist/package.json marks both as ESM.
// Then scripts/script-chunks.mjs makes the chunks scripts, and scripts/ascii-only.mjs writes them in ASCII.
import fs from 'node:fs';

const worker = 'dist/cli-worker-bundle';
const code = fs
  .readFileSync(`${worker}/index.js`, 'utf8')
  .replace(/\/\/# sourceMappingURL=index\.js\.map\s*$/, '//# sourceMappingURL=scan-worker.js.map\n');
fs.writeFileSync('dist/cli/scan-worker.js', code);
fs.copyFileSync(`${worker}/index.js.map`, 'dist/cli/scan-worker.js.map');
fs.rmSync(worker, { recursive: true, force: true });
for (const file of ['licenses.txt', 'package.json']) fs.rmSync(`dist/cli/${file}`, { force: true });
fs.writeFileSync('dist/cli.js', "#!/usr/bin/env node\nimport './cli/index.js';\n", { mode: 0o755 });
fs.rmSync('dist/cli.js.map', { force: true });
