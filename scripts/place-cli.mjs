// ncc names every bundle index.js; the CLI ships as dist/cli.js beside the Action's dist/index.js.
// Its licenses are a subset of the Action's dist/licenses.txt, and dist/package.json marks both as ESM.
import fs from 'node:fs';

const from = 'dist/cli-bundle';
const code = fs
  .readFileSync(`${from}/index.js`, 'utf8')
  .replace(/\/\/# sourceMappingURL=index\.js\.map\s*$/, '//# sourceMappingURL=cli.js.map\n');
fs.writeFileSync('dist/cli.js', code, { mode: 0o755 });
fs.copyFileSync(`${from}/index.js.map`, 'dist/cli.js.map');
fs.rmSync(from, { recursive: true, force: true });
