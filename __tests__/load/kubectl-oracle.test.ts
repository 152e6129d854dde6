// The differential test: every file of the shared corpus, edge cases written for each way YAML can be
// read two ways, and generated documents go through the loader and through kubectl itself (an offline
// decoder: __tests__/kubectl.ts), which must yield the same objects, in the same order, and stop at the
// same files. Differences that are not decoding are filtered as ../shared/tools/README.md lists them:
// kubectl fills metadata.namespace with `default`, drops metadata.managedFields and rewrites the
// last-applied-configuration annotation.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { loadFile } from '../../src/load/file.js';
import { toJs } from '../../src/load/yaml/node.js';
import { CORPUS, describeWithCorpus } from '../helpers.js';
import { describeWithKubectl, kubectlDecode } from '../kubectl.js';

/** Files kubectl reads under `dir`, in its order: names sorted per folder, .json, .yaml and .yml only. */
function kubectlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return kubectlFiles(file);
      return entry.isFile() && /\.(json|yaml|yml)$/.test(entry.name) ? [file] : [];
    });
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A JSON value with sorted keys, as text: -0 and 0 print alike, as kubectl's integers do. */
function canonical(value: unknown): string {
  const sort = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sort)
      : v !== null && typeof v === 'object'
        ? Object.fromEntries(
            Object.entries(v)
              .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
              .map(([k, x]) => [k, sort(x)]),
          )
        : v;
  return JSON.stringify(sort(value));
}

interface Expected {
  readonly file: string;
  readonly object: Record<string, Json>;
}

/** What the loader says kubectl sends from each file, and the files where it says kubectl stops. */
function loaderView(files: readonly string[]): {
  expected: Expected[];
  gvks: Set<string>;
  stops: Set<string>;
} {
  const expected: Expected[] = [];
  const gvks = new Set<string>();
  const stops = new Set<string>();
  for (const file of files) {
    const loaded = loadFile({ path: file, bytes: fs.readFileSync(file) }, Infinity);
    if (loaded.kubectlStops !== undefined) stops.add(file);
    for (const r of loaded.resources) {
      gvks.add(`${r.apiVersion}/${r.kind}`);
      if (loaded.kubectlStops !== undefined && r.document >= loaded.kubectlStops) continue;
      // A List item without kind and apiVersion is sent with those of the List.
      const object = { apiVersion: r.apiVersion, kind: r.kind, ...(toJs(r.root) as Record<string, Json>) };
      expected.push({ file, object });
    }
  }
  return { expected, gvks, stops };
}

/** kubectl's object, without what it adds or drops that is not decoding. */
function normalize(sent: unknown, written: Record<string, Json>): string {
  const object = withoutKubectlBookkeeping(structuredClone(sent) as Record<string, Json>);
  const metadata = object.metadata as Record<string, Json> | undefined;
  const writtenMetadata = written.metadata as Record<string, Json> | undefined;
  if (metadata && writtenMetadata?.namespace === undefined && metadata.namespace === 'default') {
    delete metadata.namespace;
    if (written.metadata === undefined && Object.keys(metadata).length === 0) delete object.metadata;
  }
  return canonical(object);
}

const LAST_APPLIED = 'kubectl.kubernetes.io/last-applied-configuration';

/** An object without what kubectl drops (managedFields) or rewrites (the last-applied annotation). */
function withoutKubectlBookkeeping(object: Record<string, Json>): Record<string, Json> {
  const copy = structuredClone(object);
  const metadata = copy.metadata;
  if (metadata === null || typeof metadata !== 'object' || Array.isArray(metadata)) return copy;
  delete metadata.managedFields;
  const annotations = metadata.annotations;
  if (annotations !== null && typeof annotations === 'object' && !Array.isArray(annotations)) {
    delete annotations[LAST_APPLIED];
  }
  return copy;
}

const STOPPED = /^(?:error: )?error parsing (.+?): /;

/**
 * Runs the loader and kubectl over `dir`; returns the differences, described (none: []), and how many
 * objects kubectl decoded, so that no test passes for want of objects.
 */
async function compare(dir: string): Promise<{ problems: string[]; objects: number }> {
  const files = kubectlFiles(dir);
  const { expected, gvks, stops } = loaderView(files);
  const run = await kubectlDecode(dir, gvks);
  const problems: string[] = [];
  const count = Math.max(expected.length, run.objects.length);
  for (let i = 0; i < count && problems.length < 5; i++) {
    const want = expected[i];
    const got = run.objects[i];
    const written = want ? canonical(withoutKubectlBookkeeping(want.object)) : '(nothing)';
    const sent = got === undefined ? '(nothing)' : normalize(got, want?.object ?? {});
    if (written !== sent) {
      problems.push(
        `object ${i} (${want?.file ?? 'beyond the loader'}):\n  loader:  ${written.slice(0, 600)}\n  kubectl: ${sent.slice(0, 600)}`,
      );
    }
  }
  const stopped = new Set(run.errors.flatMap((line) => STOPPED.exec(line)?.[1] ?? []));
  for (const file of files) {
    if (stopped.has(file) !== stops.has(file)) {
      problems.push(
        `${file}: kubectl ${stopped.has(file) ? 'stops' : 'reads on'}, the loader says it ${stops.has(file) ? 'stops' : 'reads on'}`,
      );
    }
  }
  // A kind kubectl found that the loader did not serve is an object the loader missed.
  problems.push(...run.errors.filter((line) => line.includes('no matches for kind')));
  return { problems, objects: run.objects.length };
}

const created: string[] = [];
afterAll(() => {
  for (const dir of created.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function writeTree(files: Readonly<Record<string, string | Uint8Array>>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admission-gate-oracle-'));
  created.push(dir);
  for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), content);
  return dir;
}

const CM = (name: string) => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\n`;
const SVC = (name: string) =>
  `apiVersion: v1\nkind: Service\nmetadata:\n  name: ${name}\nspec:\n  externalIPs: [192.0.2.1]\n`;
const utf16 = (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);

/** Every class the loader must read as kubectl does, one file each (names keep kubectl's order obvious). */
const EDGE_CASES: Readonly<Record<string, string | Uint8Array>> = {
  'break-nel.yaml': `${CM('nel')}data: # c\u0085  a: b\n  c: "x\u0085y"\n`,
  'break-ls.yaml': `${CM('ls')}data: # c\u2028  a: b\n  c: "x\u2028y"\n  d: |\n    l1\u2028    l2\n  e: x\u2029  y\n`,
  'break-cr.yaml': `${CM('cr')}data: # c\r  a: b\r  c: |\r    x\r\r`,
  'break-crcrlf.yaml': `${CM('crcrlf')}data:\r\r\n  a: |\r\r\n    x\r\r\n    y\r\n`,
  'break-crlf.yaml': `${CM('crlf')}data:\r\n  a: "x\r\n   y"\r\n  b: >\r\n    p\r\n    q\r\n`,
  'tag-binary.yaml': `${CM('binary')}data:\n  ? !!binary ZXh0ZXJuYWxJUHM=\n  : !!binary aGk=\n  b: !!binary |\n    aGVs\n    bG8=\n  c: !!binary /w==\n`,
  'tag-core.yaml': `${CM('core')}data:\n  a: !!int "12"\n  b: !!float 1\n  c: !!str 0x1F\n  d: !!bool yes\n  e: !!null ""\n  f: !!timestamp 2001-12-14\n  g: !local x\n  h: ! 12\n  i: !!merge x\n  j: !<tag:yaml.org,2002:int> 0x10\n  k: !!seq {a: 1}\n`,
  'tag-bad.yaml': `${CM('bad-tag')}data:\n  a: !!int 1.5\n`,
  'tag-directive.yaml': `%TAG !e! tag:example.com,2000:\n---\n${CM('tagged')}data:\n  a: !e!x 1\n`,
  'keys.yaml': `${CM('keys')}data:\n  yes: a\n  0x1F: b\n  1.5: c\n  123456789.0: d\n  1e3: e\n  .inf: f\n  99999999999999999999: g\n  -0.0: h\n  0.000001: i\n  ~x: j\n  2001-12-14: k\n`,
  'key-null.yaml': `${CM('key-null')}data:\n  ~: a\n`,
  'key-uint.yaml': `${CM('key-uint')}data:\n  18446744073709551615: a\n`,
  'numbers.yaml': `${CM('numbers')}data:\n  a: 1e400\n  b: 0x1FFFFFFFFFFFFFFFFF\n  c: 9223372036854775807\n  d: 18446744073709551615\n  e: 99999999999999999999\n  f: 1e-400\n  g: .5_0\n  h: 019\n  i: 0o17\n  j: -0b11\n`,
  'number-inf.yaml': `${CM('inf')}data:\n  a: .inf\n`,
  'block-eof.yaml': `${CM('block-eof')}data:\n  a: |\n    x`,
  'block-keep.yaml': `${CM('block-keep')}data:\n  a: |+\n    x\n\n  b: >-\n    y\n\n`,
  'quoted-shallow.yaml': `${CM('shallow')}data:\n  a: 'x\n  y'\n  b: "p\nq"\n`,
  'docs-nul.yaml': `${SVC('before-nul')}---\n${CM('nul')}data: {a: "\0"}\n---\n${SVC('after-nul')}`,
  'docs-invalid-utf8.yaml': Buffer.concat([
    Buffer.from(`${CM('latin1')}data:\n  a: caf`),
    Buffer.from([0xe9, 0x0a]),
  ]),
  'docs-separators.yaml': `${CM('s1')}--- # c\n${CM('s2')}---\t\n${CM('s3')}---foo\n${CM('s4')}`,
  'docs-ignored.yaml': `${CM('i1')}...\n---\n${CM('i2')}...\nkind: Ignored\n---\n${CM('i3')}`,
  'docs-cr-separator.yaml': `${CM('c1')}\r---\r${CM('c2')}`,
  'docs-bom.yaml': Buffer.from(`\uFEFF${CM('bom1')}---\n\uFEFF${CM('bom2')}`),
  'docs-utf16.yaml': utf16(`${CM('u1')}---\n${CM('u2')}`),
  'docs-empty.yaml': `# only a comment\n---\n---\n${CM('after-empty')}`,
  'json-stream.json': `{"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "j1"}, "data": {"a": "\\u00e9", "b": 1.0, "c": 1e3}}\n{"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "j2"}}`,
  'json-yaml.yaml': ' \n{"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "jy"}}\n',
  'json-not-manifest.json': '{"name": "app", "version": "1.0.0"}\n',
  'json-bad.json': '{"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "jb"}}\n---\n',
  'list-typed.yaml':
    'apiVersion: v1\nkind: ServiceList\nitems:\n- metadata: {name: inherited}\n  spec: {externalIPs: [192.0.2.1]}\n- null\n',
  'list-no-version.yaml': `kind: List\nitems:\n- ${CM('unversioned').trimEnd().split('\n').join('\n  ')}\n`,
  'list-nested.yaml': `apiVersion: v1\nkind: List\nitems:\n- {apiVersion: v1, kind: ConfigMap, metadata: {name: nested-1}}\n- {apiVersion: v1, kind: List, items: []}\n`,
  'list-scalar-item.yaml':
    'apiVersion: v1\nkind: List\nitems:\n- {apiVersion: v1, kind: ConfigMap, metadata: {name: scalar-1}}\n- text\n',
  'list-items-null.yaml': `${SVC('items-null')}items: null\n`,
  'list-any-kind.yaml': `${SVC('any-kind')}items:\n- {apiVersion: v1, kind: ConfigMap, metadata: {name: from-service}}\n`,
  'list-partial.yaml':
    'apiVersion: v1\nkind: List\nitems:\n- {apiVersion: v1, kind: ConfigMap, metadata: {name: partial}}\n- {kind: Service, metadata: {name: no-version}}\n',
  'duplicate.yaml': `apiVersion: v1\nkind: Service\nmetadata:\n  name: duplicate\nspec:\n  externalIPs: []\n  externalIPs: [192.0.2.1]\n`,
  'anchors.yaml': `${CM('anchors')}data: &d\n  a: &x 1\n  b: *x\n  c:\n    <<: [{p: 1}, {p: 2, q: 3}]\n    p: 4\n  e: {<<: {f: 5}, f: 6}\n`,
  'scalar-doc.yaml': `just text\n---\n${CM('after-scalar')}`,
};

const EDGE_SEED = 20_250_611;

/** A value of a ConfigMap's data: the scalars, tags, flow collections and block scalars of YAML 1.1. */
const value: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'yes',
      'No',
      'on',
      '~',
      'null',
      '0644',
      '0x1F',
      '1_000',
      '1e3',
      '.5',
      '-.inf',
      '2001-12-14',
      '1e400',
      '0b101',
      '+1',
      '-0',
    ),
  },
  {
    weight: 1,
    arbitrary: fc.string({ unit: fc.constantFrom(...'ab c:#-\'"\\{}[],&*!|>%@`yn0x.?é😀\t'), maxLength: 10 }),
  },
  {
    weight: 2,
    arbitrary: fc
      .string({ unit: fc.constantFrom(..."ab '\\\n"), maxLength: 10 })
      .map((s) => `'${s.replaceAll("'", "''")}'`),
  },
  {
    weight: 2,
    arbitrary: fc
      .string({ unit: fc.constantFrom(...'ab \\"nt\n\u0085\u2028'), maxLength: 10 })
      .map((s) => `"${s.replaceAll('"', '\\"')}"`),
  },
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        fc.constantFrom(
          '!!str ',
          '!!int ',
          '!!float ',
          '!!bool ',
          '!!null ',
          '!!timestamp ',
          '!!binary ',
          '!!merge ',
          '!local ',
          '! ',
          '!!map ',
          '!!seq ',
        ),
        fc.constantFrom('1', 'yes', '', 'x', 'aGk=', '1.5', '"2"', '[a]', '{a: 1}', '2001-12-14'),
      )
      .map(([t, v]) => `${t}${v}`),
  },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.constantFrom('a', '1', 'yes', '"q"', "'s'", '~', '{a: b}', '[x]'), { maxLength: 3 })
      .map((a) => `[${a.join(', ')}]`),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.constantFrom('|', '>', '|-', '>+', '|2', '>-1'),
        fc.array(fc.constantFrom('x', ' y', '', 'z z', '#c', '\tt'), { minLength: 1, maxLength: 4 }),
      )
      .map(([header, lines]) => `${header}\n${lines.map((l) => (l === '' ? '' : `    ${l}`)).join('\n')}`),
  },
);

/** One key per mapping may be special (keys JSON conversion makes equal would pick one at random). */
const specialKey: fc.Arbitrary<string> = fc.constantFrom(
  'yes',
  'y',
  '0x10',
  '1.5',
  '1e3',
  '"q"',
  "'s'",
  '!!str 7',
  '!!binary aGk=',
  '? complex',
  '~',
  '.nan',
  '0o7',
  '2001-12-14',
  '"\\u00e9"',
);
const comment = fc.oneof(
  { weight: 6, arbitrary: fc.constant('') },
  { weight: 1, arbitrary: fc.constantFrom(' # c', ' #c\u0085x: y', ' # c\u2028', ' #\u2029') },
);
const lineBreak = fc.constantFrom('\n', '\n', '\n', '\r\n', '\r', '\u0085', '\u2028', '\u2029');

const generatedConfigMap = (name: string): fc.Arbitrary<string> =>
  fc
    .tuple(
      fc.array(fc.tuple(value, comment, lineBreak), { minLength: 1, maxLength: 5 }),
      fc.option(fc.tuple(specialKey, value)),
    )
    .map(([entries, special]) => {
      const body = entries.map(([v, c, br], i) => `  k${i}: ${v}${c}${br}`).join('');
      return `${CM(name)}data:\n${body}${special ? `  ${special[0]}: ${special[1]}\n` : ''}`;
    });

describeWithKubectl('the loader against kubectl, as an offline decoder', () => {
  describeWithCorpus('every file of the shared corpus', () => {
    it.each([
      ['real', 4500],
      ['broken', 10],
      ['crds', 56],
    ])(
      'decodes %s/ as kubectl does',
      async (folder, least) => {
        const { problems, objects } = await compare(path.join(CORPUS, folder));
        expect(problems).toEqual([]);
        expect(objects).toBeGreaterThanOrEqual(least);
      },
      300_000,
    );
  });

  describe('edge cases written for each way a text can be read two ways', () => {
    it('decodes each as kubectl does', async () => {
      const { problems, objects } = await compare(writeTree(EDGE_CASES));
      expect(problems).toEqual([]);
      expect(objects).toBeGreaterThan(30);
    }, 120_000);
  });

  describe('generated documents', () => {
    it('decodes generated scalars, keys, tags, comments and line breaks as kubectl does', async () => {
      const samples = fc.sample(
        fc.integer({ min: 0, max: 1e6 }).chain((n) => generatedConfigMap(`g${n}`)),
        { seed: EDGE_SEED, numRuns: 400 },
      );
      const files = Object.fromEntries(
        samples.map((text, i) => [`g${String(i).padStart(4, '0')}.yaml`, text]),
      );
      const { problems, objects } = await compare(writeTree(files));
      expect(problems).toEqual([]);
      // 176 of the 400 decode (measured); the others must fail in kubectl exactly where they fail here.
      expect(objects).toBeGreaterThan(samples.length * 0.4);
    }, 120_000);
  });
});
