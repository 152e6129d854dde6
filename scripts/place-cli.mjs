// ncc names every bundle index.js. The CLI ships as dist/cli/: its entry (index.js), the chunks of the
// commands it loads on demand, and the worker bundle of --jobs (scan-worker.js), behind dist/cli.js.
// Its licenses are a subset of the Action's dist/licenses.txt, and dist/package.json marks both as ESM.
//
// Each chunk becomes a script, so that src/cli/chunk-loader.ts can compile it with V8's code cache (which
// Node.js offers for scripts only): `export const id = N; ids = [N]; modules = {...};` becomes a function
// of `import.meta` returning them, on the same lines, and the runtime calls the loader instead of import().
// Anything else in a chunk's shape fails the build rather than ship a chunk that loads wrong.
//
// A chunk's characters beyond ASCII become escapes (see asciiOnly).
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import * as acorn from 'acorn';

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
  const script = asciiOnly(
    `(function (importMeta) { "use strict"; return { id: ${id},\nids: ${ids},\nmodules: {\n` +
      `${modules.replaceAll('import.meta.url', 'importMeta.url')}\n} }; })\n${sourceMap}`,
    file,
  );
  new vm.Script(script, { filename: file });
  fs.writeFileSync(file, script);
}

function replaceOnce(file, from, to) {
  const text = fs.readFileSync(file, 'utf8');
  if (text.split(from).length !== 2) throw new Error(`${file}: expected one ${from}`);
  fs.writeFileSync(file, text.replace(from, to));
}

/**
 * `code` with each character beyond ASCII written as an escape: V8 then holds the source one byte to a
 * character, which halves what every start decodes (a chunk has a few such characters, in comments,
 * strings and regular expressions, and would be two bytes to a character throughout). An escape means the
 * same in a string, a regular expression, an identifier and an untagged template; a tagged template reads
 * its raw text, and a line or paragraph separator ends a comment: either stops the build. On the lines of
 * an escape, the columns after it move (the source map's lines hold).
 */
function asciiOnly(code, file) {
  if (!/[^\0-\x7f]/.test(code)) return code;
  const comments = [];
  const regexes = [];
  const tagged = [];
  const ast = acorn.parse(code, {
    ecmaVersion: 'latest',
    sourceType: 'script',
    onComment: (_block, _text, start, end) => comments.push([start, end]),
  });
  visit(ast, (node) => {
    if (node.type === 'TaggedTemplateExpression') tagged.push([node.quasi.start, node.quasi.end]);
    if (node.type === 'Literal' && node.regex) regexes.push([node.start, node.end]);
  });
  const within = (ranges, at) => ranges.some(([start, end]) => at >= start && at < end);
  return code.replace(/[^\0-\x7f]/gu, (char, at) => {
    const point = char.codePointAt(0);
    if (within(tagged, at)) throw new Error(`${file}: a character beyond ASCII in a tagged template`);
    if ((point === 0x2028 || point === 0x2029) && within(comments, at))
      throw new Error(`${file}: a line separator in a comment`);
    // Beyond the BMP: a surrogate pair in a regular expression (one code point with the u flag, the
    // same two units without), the code point's escape elsewhere (the only one an identifier takes).
    if (point > 0xffff && !within(regexes, at)) return `\\u{${point.toString(16)}}`;
    return [...Array(char.length).keys()]
      .map((i) => `\\u${char.charCodeAt(i).toString(16).padStart(4, '0')}`)
      .join('');
  });
}

function visit(node, see) {
  see(node);
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child !== null && typeof child === 'object' && typeof child.type === 'string') visit(child, see);
    }
  }
}
