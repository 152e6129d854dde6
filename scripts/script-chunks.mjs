// node scripts/script-chunks.mjs DIR: the chunks of the bundle in DIR (N.index.js) as scripts, so that
// src/chunk-loader.ts can compile them with V8's code cache (which Node.js offers for scripts only). In
// each chunk, `export const id = N; ids = [N]; modules = {...};` becomes a function of `import.meta`
// returning them, on the same lines, and the runtime in DIR/index.js calls the loader instead of
// import(). Anything else in a chunk's shape fails the build rather than ship a chunk that loads wrong.
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import vm from 'node:vm';

const IMPORT_CHUNK = 'import("./" + __nccwpck_require__.u(chunkId))';
const LOAD_CHUNK = 'globalThis[Symbol.for("admission-gate.load-chunk")](__nccwpck_require__.u(chunkId))';

const [dir] = process.argv.slice(2);
if (dir === undefined) throw new Error('usage: script-chunks.mjs DIR');
replaceOnce(path.join(dir, 'index.js'), IMPORT_CHUNK, LOAD_CHUNK);
const chunks = fs
  .readdirSync(dir)
  .filter((n) => /^\d+\.index\.js$/.test(n))
  .map((n) => path.join(dir, n));
for (const file of chunks) {
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
