// Rewrites the example output in README.md (`npm run readme:example`); a test keeps it current.
import fs from 'node:fs';
import { main } from '../src/cli/main.js';

let output = '';
await main(['scan', 'examples/'], {
  cwd: process.cwd(),
  env: {},
  stdout: { write: (t: string) => (output += t), isTTY: false },
  stderr: process.stderr,
});
const readme = fs.readFileSync('README.md', 'utf8');
const block = /(<!-- example-output -->\n\n?```text\n\$ node dist\/cli\.js scan examples\/\n)[\s\S]*?(```)/;
if (!block.test(readme)) throw new Error('README.md has no <!-- example-output --> block');
fs.writeFileSync(
  'README.md',
  readme.replace(block, (_, head: string, tail: string) => `${head}${output}${tail}`),
);
