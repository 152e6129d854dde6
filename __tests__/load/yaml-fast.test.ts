import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { fastBailReason, parseFast } from '../../src/load/yaml/fast.js';
import { parseFull } from '../../src/load/yaml/full.js';
import { MAX_DEPTH } from '../../src/load/yaml/node.js';
import type { YamlDocument } from '../../src/load/yaml/node.js';
import { parseYaml } from '../../src/load/yaml/parse.js';
import { CORPUS, describeWithCorpus } from '../helpers.js';

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesUnder(path) : [path];
    });
}

/** A file's text as kubectl gives it to goyaml: without its byte order mark, ending with a line break. */
function readText(path: string): string {
  const raw = readFileSync(path, 'utf8');
  const text = raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
  return text.endsWith('\n') ? text : `${text}\n`;
}

/**
 * Parses the files of a corpus folder with the fast path, and compares with parseFull every `stride`-th
 * file it does not bail on; returns the files it bails on and those where the two disagree.
 */
function differential(folder: string, stride = 1): { files: number; bails: string[]; mismatches: string[] } {
  const files = filesUnder(join(CORPUS, folder));
  const bails: string[] = [];
  const mismatches: string[] = [];
  files.forEach((file, i) => {
    const text = readText(file);
    if (fastBailReason(text) !== undefined) bails.push(file);
    else if (i % stride === 0 && !isDeepStrictEqual(parseFast(text), parseFull(text))) mismatches.push(file);
  });
  return { files: files.length, bails, mismatches };
}

/** The contract: either a bail, or exactly parseFull's documents; parseYaml always equals parseFull. */
function expectContract(text: string): YamlDocument[] | undefined {
  const full = parseFull(text);
  const fast = parseFast(text);
  if (fast !== undefined) expect(fast).toStrictEqual(full);
  expect(parseYaml(text)).toStrictEqual(full);
  return fast;
}

describeWithCorpus('parseFast against parseFull on the shared corpus', () => {
  // A skipped suite's body still runs, and its table may not be empty.
  const repositories = existsSync(CORPUS) ? readdirSync(join(CORPUS, 'real')).sort() : ['(no corpus)'];

  it.each(repositories)(
    'agrees on every file of real/%s and bails on fewer than 0.5 percent of them',
    (repo) => {
      const { files, bails, mismatches } = differential(join('real', repo));
      expect(mismatches).toEqual([]);
      expect(files).toBeGreaterThan(0);
      // Measured: 3 of real/'s 2,702 files, all in argo-cd: the multi-line single-quoted scalars whose
      // continuation lines are less indented than YAML 1.2 wants, which goyaml reads (corpus README).
      expect(bails.length).toBeLessThan(files * 0.005);
    },
  );

  // parseFull needs about 4 s for crds/ (10 MB): half of its files are compared, all are parsed.
  it.each([
    ['crds', 2],
    ['crd-variants', 1],
  ])('agrees on %s/, comparing one file in %i, and never bails', (folder, stride) => {
    const { files, bails, mismatches } = differential(folder, stride);
    expect(mismatches).toEqual([]);
    expect(files).toBeGreaterThan(5);
    expect(bails).toEqual([]);
  });

  it('agrees wherever it parses a file of broken/', () => {
    const { bails, mismatches } = differential('broken');
    expect(mismatches).toEqual([]);
    expect(bails.length).toBeGreaterThan(10);
  });
});

describe('constructs the fast path handles', () => {
  it.each([
    ['document separators', 'a: 1\n---\nb: 2\n--- # c\nc: 3\n'],
    ['document end markers', 'a: 1\n...\n# between\n---\nb: 2\n... # c\n'],
    ['a trailing --- (an empty document)', 'a: 1\n---\n'],
    ['empty documents', '---\n---   # c\n# c\n...\n---\n'],
    [
      'comments everywhere',
      '# head\na: 1 # tail\n# mid\nb:\n  # inner\n  - x # c\n #c\n  - [y, # c\n    z] # c\n# end\n',
    ],
    ['block mappings at any indentation', 'a:\n     b:\n          c: 1\n     d: 2\ne:\n f: 3\n'],
    ['a sequence at the indentation of its key', 'a:\n- x\n- y\nb:\n  c:\n  - z\n  d: 1\n'],
    ['compact nested collections', '- name: x\n  image: y\n- - a\n  - b\n- - - deep\n-   k: v\n    l: w\n'],
    ['empty values', 'a:\nb:   # c\nc:\t\nd:\n- \n-\n-  # c\ne: ~\n'],
    [
      'plain scalars of every type',
      'a: yes\nb: 0644\nc: 1_000\nd: .5\ne: -1e3\nf: 0x1F\ng: 1e3\nh: ~\ni: 2018-07-20T08:23:04Z\n',
    ],
    [
      'plain scalars with indicators inside',
      'a: http://x:8080/p#f\nb: a - b\nc: -x\nd: ?y\ne: :z\nf: a#b\ng: x{{.y}}\n',
    ],
    ['multi-line plain scalars', 'a: one\n  two\n\n  three\n   \n  four\nb: c\n'],
    ['multi-line plain scalars in sequences', '- one\n  two\n- three\n\n\n  four\n'],
    ['single-quoted scalars', "a: 'it''s'\nb: ''\nc: '# not a comment'\n'd e': 'f: g'\n"],
    [
      'double-quoted scalars with escapes',
      'a: "tab\\tq\\"\\u00e9\\x41\\U0001F600\\\\ \\0"\nb: ""\n"c\\nd": e\n',
    ],
    [
      'multi-line quoted scalars',
      'a: "one\n  two\n\n  three\\\n  four"\nb: \'x\n  y\'\nc: "  lead \n   trail  "\n',
    ],
    [
      'literal block scalars',
      'a: |\n  x\n   y\n\n  z\nb: |-\n  s\n\n\nc: |+\n  k\n\n\nd: |2\n    two\ne: |\nf: |\n\n  late\n',
    ],
    ['folded block scalars', 'a: >\n  one\n  two\n\n  para\n    more\n  back\nb: >-\n  x\n\nc: >+\n  y\n\n'],
    ['block scalar headers with comments and indicators', '- |-2 # c\n    x\n- >1+\n  y\n\n- | # c\n  z\n'],
    [
      'block scalars that keep content-like lines',
      'a: |\n  # not a comment\n  - not an item\n  k: not a key\nb: 1\n',
    ],
    ['flow collections', 'a: []\nb: {}\nc: ["a", b]\nd: {a: 1, b: [x]}\ne: [a, b,]\nf: {"g":1,"h":[]}\n'],
    ['multi-line flow collections', 'a: [\n  1,\n  2,\n]\nb: {\n  x: 1, # c\n  y: [\n    z\n  ]\n}\n'],
    [
      'CRLF line ends',
      'a: 1\r\nb:\r\n  - x\r\n  - "q\r\n    r"\r\nc: |\r\n  t\r\n\r\n  u\r\nd: >\r\n  f\r\n  g\r\n',
    ],
    ['tabs where YAML allows them', 'a: 1\t\nb:\tc\t# c\nd: |\n  x\n  \ty\t\ne: [\tf,\tg ]\n'],
    ['a file without a final newline', 'a: 1\nb: [x]'],
    [
      'JSON text',
      '{\n  "a": [1, 2.5, -3e2, true, false, null],\n  "b": {"c": "d\\n\\u00e9"},\n\t"e": {}\n}\n',
    ],
    ['scalar documents', '"quoted"\n---\nplain\n---\n[flow]\n'],
    ['a comment line between a key and its value', 'e:\n#c\n 9\nd: 1\n'],
    ['keys of every scalar kind', 'plain: 1\n"double": 2\n\'single\': 3\n"": 4\n1: 5\nyes: 6\n'],
  ])('%s', (_name, text) => {
    expect(expectContract(text)).toBeDefined();
  });

  it('counts documents as yaml does', () => {
    expect(parseFast('')).toEqual([]);
    expect(parseFast('# only a comment\n\n')).toEqual([]);
    expect(parseFast('---\n')?.length).toBe(1);
    expect(parseFast('a: 1\n---\n')?.map((d) => d.root === null)).toEqual([false, true]);
    expect(parseFast('a: 1\n...\n')?.length).toBe(1);
  });

  it('gives the values Kubernetes would decode', () => {
    const [doc] = parseFast('a: yes\nb: "yes"\nc: 0644\nd: |\n  x\n') ?? [];
    expect(doc?.root?.kind === 'map' && doc.root.entries.map((e) => [e.key, e.value])).toEqual([
      ['a', { kind: 'scalar', value: true, text: 'yes', start: 3, end: 6 }],
      ['b', { kind: 'scalar', value: 'yes', text: 'yes', start: 10, end: 15 }],
      ['c', { kind: 'scalar', value: 420, text: '0644', start: 19, end: 23 }],
      ['d', { kind: 'scalar', value: 'x\n', text: 'x\n', start: 27, end: 32 }],
    ]);
  });

  it('ends a block collection with its last node, not with trailing comments', () => {
    const text = 'a:\n  b: 1   # c\n  # more\n# end\n';
    const [doc] = expectContract(text) ?? [];
    const outer = doc?.root;
    const inner = outer?.kind === 'map' ? outer.entries[0]?.value : undefined;
    expect([outer?.end, inner?.end]).toEqual([text.indexOf('1') + 1, text.indexOf('1') + 1]);
  });
});

describe('what the fast path bails on', () => {
  it.each([
    ['an anchor', 'a: &x 1\n', 'starting with &'],
    ['an alias', 'a: *x\n', 'starting with *'],
    ['a tag', 'a: !!str 1\n', 'starting with !'],
    ['a tag on a collection', '--- !t\na: 1\n', 'unexpected text'],
    ['a directive', '%YAML 1.2\n---\na: 1\n', 'directive'],
    ['an explicit key', '? a\n: 1\n', 'indicator ?'],
    ['a merge key', 'base: {a: 1}\n<<: {b: 2}\n', 'merge key'],
    ['a merge key in flow', '{<<: {b: 2}}', 'merge key'],
    ['a duplicate key', 'a: 1\nb: 2\na: 3\n', 'duplicate key'],
    ['a duplicate key written differently', 'a: 1\n"a": 2\n', 'duplicate key'],
    ['a duplicate key in flow', '{a: 1, a: 2}', 'duplicate key'],
    [
      'a duplicate key among many',
      Array.from({ length: 20 }, (_, i) => `k${i % 19}: ${i}`).join('\n'),
      'duplicate key',
    ],
    ['a flow collection as a key', '[a]: 1\n', 'flow collection as a key'],
    ['a flow mapping as a key', '{a: 1}: 2\n', 'flow collection as a key'],
    ['a flow collection as a flow key', '{[a]: 1}', 'flow collection as a key'],
    ['a compact mapping on its key line', 'a: b: c\n', 'mapping on the line of its key'],
    ['a sequence on its key line', 'a: - b\n', 'block sequence on the line of its key'],
    ['a key without value', 'a: 1\nb\n', 'mapping entry without a key'],
    ['bad indentation', 'a:\n    b: 1\n  c: 2\n', 'unexpected indentation'],
    ['tab indentation', 'a:\n\tb: 1\n', 'tab at the start of a line'],
    ['an unterminated quote', "a: 'x\n", 'unterminated'],
    ['a quoted scalar continuing too far left', "a:\n  b: 'x\n  y'\n", 'less indented'],
    ['an unterminated flow collection', 'a: [x, y\n', 'flow collection'],
    ['a multi-line key', 'a\nb: 1\n', 'multi-line key'],
    ['a key longer than 1024 characters', `${'k'.repeat(1030)}: v\n`, 'longer than 1024'],
    ['an invalid escape', 'a: "\\q"\n', 'invalid escape'],
    ['reserved characters', 'a: @x\n', 'starting with @'],
    ['a block scalar with less indented content', 'a: |\n    x\n  y\n', 'unexpected indentation'],
    [
      'a block scalar with more-indented leading blank lines',
      'a: |\n      \n  x\n',
      'more-indented leading empty',
    ],
    [
      'a block scalar of spaces beyond its explicit indentation',
      'k: |2\n    \n',
      'spaces beyond its explicit indentation',
    ],
    ['a kept one, after an empty line', '- >2+\n\n   \n', 'spaces beyond its explicit indentation'],
    ['such spaces after content', '- |1-\n    yz\n   \n', 'spaces beyond its explicit indentation'],
    ['a byte-order mark', '\uFEFFa: 1\n', 'byte-order mark'],
    ['a lone CR', 'a: 1\rb: 2\n', 'line break other than LF and CRLF'],
    ['a NEL', 'a: 1 # c\u0085b: 2\n', 'line break other than LF and CRLF'],
    ['a line separator', 'a: "x\u2028y"\n', 'line break other than LF and CRLF'],
    ['a control character', 'a: "x\u0001"\n', 'control character'],
    ['a block scalar at the end of the text', 'a: |\n  x', 'without a line break'],
    ['a document after ... without ---', 'a: 1\n...\nb: 2\n', 'without ---'],
    ['a non-finite number', 'a: .nan\n', 'non-finite'],
    ['a null key', '~: 1\n', 'key JSON cannot hold'],
    ['a key beyond int64', '18446744073709551615: 1\n', 'key JSON cannot hold'],
    ['a "/" escape, which YAML 1.1 lacks', 'a: "\\/"\n', 'invalid escape'],
    [
      'a plain scalar after a line that begins with a tab',
      'a: [x\n\t]\n',
      'tab in the indentation of a plain',
    ],
    [
      'a tab where a block scalar finds its indentation',
      'a: |\n  \tx\n',
      'tab in the indentation of a block',
    ],
    ['a tab after a sequence indicator', '- \tx\n', 'tab after a sequence indicator'],
    ['a tabbed comment line', 'a: "1"\n\t# c\nb: 2\n', 'tab at the start of a line'],
    [
      'a value whose next line is less indented than its key',
      'a:\n  e:\n #c\n   9\n  d\n',
      'mapping entry without a key',
    ],
    ['content after a root scalar', '"a"\nb\n', 'content after the document root'],
    ['a document end without a document', '...\n', 'without a document'],
    ['a comment glued to a quoted scalar', 'a: "x"#c\n', 'unexpected text'],
    ['a comment in column 0 right after a flow mapping value', '{a: 0\n# c\n}\n', 'comment right after'],
    ['a blank line with a tab', 'a:\n\t\nb: 1\n', 'tab at the start of a line'],
  ])('%s', (_name, text, reason) => {
    expect(fastBailReason(text)).toContain(reason);
    expect(expectContract(text)).toBeUndefined();
  });
});

describe('nesting depth', () => {
  const shapes: [string, (depth: number) => string][] = [
    ['block mappings', (d) => Array.from({ length: d }, (_, i) => `${' '.repeat(i)}a:`).join('\n') + ' 1\n'],
    ['flow sequences', (d) => '['.repeat(d) + ']'.repeat(d)],
    [
      'flow mappings in a block mapping',
      (d) => 'a:\n  ' + '{a: '.repeat(d - 1) + '1' + '}'.repeat(d - 1) + '\n',
    ],
    ['compact sequences on one line', (d) => '- '.repeat(d) + 'x\n'],
  ];

  it.each(shapes)('parses %s MAX_DEPTH levels deep as parseFull does', (_name, make) => {
    expect(expectContract(make(MAX_DEPTH))).toHaveLength(1);
  });

  it.each(shapes)('bails on %s one level deeper, where parseFull reports the limit', (_name, make) => {
    const text = make(MAX_DEPTH + 1);
    expect(fastBailReason(text)).toBe(`nesting deeper than ${MAX_DEPTH} levels`);
    expect(expectContract(text)).toBeUndefined();
    expect(parseFull(text)[0]?.errors[0]?.message).toContain(`nests deeper than ${MAX_DEPTH} levels`);
  });
});
