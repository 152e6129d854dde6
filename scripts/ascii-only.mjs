// Rewrites the bundles it is given in ASCII only (see asciiOnly), each a script or a module:
// node scripts/ascii-only.mjs module dist/index.js
import fs from 'node:fs';
import process from 'node:process';
import * as acorn from 'acorn';

const [sourceType, ...files] = process.argv.slice(2);
if (sourceType !== 'script' && sourceType !== 'module') {
  throw new Error('usage: ascii-only.mjs script|module FILE...');
}
for (const file of files) fs.writeFileSync(file, asciiOnly(fs.readFileSync(file, 'utf8'), file, sourceType));

/**
 * `code` (a `script` or a `module`) with each character beyond ASCII written as an escape: V8 then holds
 * the source one byte to a character, which halves what every start decodes and scans (a bundle has a
 * few such characters, in comments, strings and regular expressions, and would be two bytes to a
 * character throughout). An escape means the same in a string, a regular expression, an identifier and
 * an untagged template; a tagged template reads its raw text, and a line or paragraph separator ends a
 * comment: either stops the build. On the lines of an escape, the columns after it move (the source
 * map's lines hold).
 */
function asciiOnly(code, file, sourceType) {
  if (!/[^\0-\x7f]/.test(code)) return code;
  const comments = [];
  const regexes = [];
  const tagged = [];
  const ast = acorn.parse(code, {
    ecmaVersion: 'latest',
    sourceType,
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
