// ncc names every bundle index.js. The CLI ships as dist/cli/: its entry (index.js), the chunks of the
// commands it loads on demand, and the worker bundle of --jobs (scan-worker.js), behind dist/cli.js.
// Its licenses are a subset of the Action's dist/licenses.txt, and dist/package.json marks both as ESM.
//
// Each chunk becomes a script, so that src/cli/chunk-loader.ts can compile it with V8's code cache (which
// Node.js offers for scripts only): `export const id = N; ids = [N]; modules = {...};` becomes a function
// of `import.meta` returning them, on the same lines, and the runtime calls the loader instead of import().
// Anything else in a chunk's shape fails the build rather than ship a chunk that loads wrong.
//
// Then scripts/ascii-only.mjs writes them in ASCII.
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

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

const IMPORT_CHUNK = 'import("./" + __nccwpck_require__.u(chunkId))';
const LOAD_CHUNK = 'globalThis[Symbol.for("admission-gate.load-chunk")](__nccwpck_require__.u(chunkId))';
replaceOnce('dist/cli/index.js', IMPORT_CHUNK, LOAD_CHUNK);

for (const name of fs.readdirSync('dist/cli').filter((n) => /^\d+\.index\.js$/.test(n))) {
  const file = path.join('dist/cli', name);
  const chunk = fs.readFileSync(file, 'utf8');
  const shape =
    /^export const id = (\d+);\nexport const ids = (\[[\d, ]+\]);\nexport const modules = \{\n([^]*)\n\};\n(\n\/\/# sourceMappingURL=\S+\n?)$/.exec(
      chunk,
    );
  if (shape === null) throw new Error(`${file}: not the chunk shape this build knows`);
  const [, id, ids, modules, sourceMap] = shape;
  // Code reads import.meta.url only (it is a syntax error in a script); a match in a string would be
  // rewritten too, so any other use stops the build.
  if (/\bimport\.meta(?!\.url\b)/.test(modules))
    throw new Error(`${file}: import.meta used for more than .url`);
  const script =
    `(function (importMeta) { "use strict"; return { id: ${id},\nids: ${ids},\nmodules: {\n` +
    `${modules.replaceAll('import.meta.url', 'importMeta.url')}\n} }; })\n${sourceMap}`;
  new vm.Script(script, { filename: file });
  fs.writeFileSync(file, script);
}

function replaceOnce(file, from, to) {
  const text = fs.readFileSync(file, 'utf8');
  if (text.split(from).length !== 2) throw new Error(`${file}: expected one ${from}`);
  fs.writeFileSync(file, text.replace(from, to));
}
