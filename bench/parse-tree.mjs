/* global process, console */
// The parser baselines of bench/run.ts: read every YAML file of a tree (in the scan's order) and parse it
// with js-yaml 4 `loadAll` (the floor) or yaml 2 `parseAllDocuments`. Prints the document count.
//
//   node bench/parse-tree.mjs js-yaml|yaml <tree>
import fs from 'node:fs';
import path from 'node:path';
import jsYaml from 'js-yaml';
import { parseAllDocuments } from 'yaml';

const [parser, tree] = process.argv.slice(2);
const parse = {
  'js-yaml': (text) => {
    let documents = 0;
    jsYaml.loadAll(text, () => documents++);
    return documents;
  },
  yaml: (text) => parseAllDocuments(text).length,
}[parser];
if (!parse || !tree) {
  console.error('usage: node bench/parse-tree.mjs js-yaml|yaml <tree>');
  process.exit(2);
}

let documents = 0;
const walk = (dir) => {
  const entries = fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const entry of entries) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(file);
    else if (/\.ya?ml$/i.test(entry.name)) documents += parse(fs.readFileSync(file, 'utf8'));
  }
};
walk(tree);
console.log(documents);
