// Input written to hurt: nesting, alias bombs, shapes that make parsers slow or hungry, odd encodings.
// Each case ends in a finding or a skip reason with its line, and the other files are still checked.

import { describe, expect, it } from '@jest/globals';
import { MAX_DOCUMENTS } from '../../src/load/documents.js';
import { MAX_DEPTH } from '../../src/load/yaml/node.js';
import type { JsonReport } from '../helpers.js';
import { POD_WITH_HOST, makeRepo, runCli, scanJson } from '../helpers.js';
import { crdYaml, withSpec } from '../rules/unknown-fields/crd.js';

const CONFIG_MAP = 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: cm}\ndata:\n';

/** `rule file:line:column` of every finding. */
const outcome = (report: JsonReport): string[] =>
  report.findings.map((f) => `${f.rule} ${f.file}:${f.line}:${f.column}`);

const messages = (report: JsonReport): string[] => report.findings.map((f) => f.message);

const TOO_DEEP = `this collection nests deeper than ${MAX_DEPTH} levels`;

describe('nesting', () => {
  // Under data: the root mapping and data are two levels, so the first `[` is level 3.
  const flow = (depth: number, anchor = '&a ') =>
    `${CONFIG_MAP}  x: ${anchor}${'['.repeat(depth)}${']'.repeat(depth)}\n`;
  const crossingColumn = '  x: &a '.length + (MAX_DEPTH - 2) + 1;

  it('refuses documents nested deeper than MAX_DEPTH where the limit is crossed, file after file', async () => {
    const { code, report } = await scanJson(
      makeRepo({
        'a-deep-with-anchor.yaml': flow(10_000),
        // The library once ran out of stack on such a file, and crashed on the second one.
        'b-deep-with-anchor.yaml': flow(10_000),
        'c-deep-without-anchor.yaml': flow(10_000, ''),
        'd-compact.yaml': `${'- '.repeat(10_000)}x\n`,
        'e-pod.yaml': POD_WITH_HOST,
      }),
    );
    expect(code).toBe(1);
    expect(outcome(report)).toEqual([
      `yaml-syntax a-deep-with-anchor.yaml:5:${crossingColumn}`,
      `yaml-syntax b-deep-with-anchor.yaml:5:${crossingColumn}`,
      `yaml-syntax c-deep-without-anchor.yaml:5:${crossingColumn - '&a '.length}`,
      `yaml-syntax d-compact.yaml:1:${2 * MAX_DEPTH + 1}`,
      'probe-host e-pod.yaml:9:19',
    ]);
    expect(messages(report).slice(0, 4)).toEqual(Array(4).fill(expect.stringContaining(TOO_DEEP)));
    expect(report.findings[0]?.message).toContain("the API server's decoder stops at 10,000");
  });

  it('reads a document exactly MAX_DEPTH deep', async () => {
    const { report } = await scanJson(makeRepo({ 'cm.yaml': flow(MAX_DEPTH - 2) }));
    expect(report.findings).toEqual([]);
    expect(report.summary.resources).toBe(1);
  });

  it('refuses a 10 MB file of brackets in one pass', async () => {
    const half = 5_000_000;
    const { report } = await scanJson(makeRepo({ 'brackets.yaml': '['.repeat(half) + ']'.repeat(half) }));
    expect(outcome(report)).toEqual([`yaml-syntax brackets.yaml:1:${MAX_DEPTH + 1}`]);
    expect(messages(report)).toEqual([expect.stringContaining(TOO_DEEP)]);
  });

  it('reads suppression comments of a file too deep to parse without recursing', async () => {
    const text = `# admission-gate-ignore yaml-syntax: generated\n${'['.repeat(100_000)}${']'.repeat(100_000)}\n`;
    const run = await runCli(['scan', '.', '--format', 'json'], makeRepo({ 'deep.yaml': text }));
    expect(run.stderr).toBe('');
    const report = JSON.parse(run.stdout) as JsonReport;
    expect(report.findings.map((f) => [f.rule, f.line, f.suppressed?.kind])).toEqual([
      ['yaml-syntax', 2, 'comment'],
    ]);
  });

  it('takes a document MAX_DEPTH deep through every rule, the policy stage and every format', async () => {
    // A schema nested as deep as a CRD can be within the limit, and a custom resource that follows it
    // down to a misspelt field: the pruning walk goes all the way.
    const levels = (MAX_DEPTH - 11) >> 1;
    const schema = (n: number): unknown =>
      n === 0
        ? { type: 'object', properties: { leaf: { type: 'string' } } }
        : { type: 'object', properties: { a: schema(n - 1) } };
    const value = (n: number): string => (n === 0 ? '{leef: x}' : `{a: ${value(n - 1)}}`);
    const deepPath = `spec.${'a.'.repeat(levels)}leef`;
    const dir = makeRepo({
      'crd.yaml': crdYaml({ schema: withSpec(schema(levels)) }),
      'widget.yaml': `apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: w}\nspec: ${value(levels)}\n`,
      'cm.yaml': `# admission-gate-ignore probe-host: none here\n${flow(MAX_DEPTH - 2)}`,
      '.admission-gate.yaml': `exceptions:\n  - {rules: [unknown-fields], reason: test, paths: ["spec.a.*"], kinds: [Gadget]}\n`,
    });
    const { code, report } = await scanJson(dir);
    expect(code).toBe(1);
    expect(report.findings.map((f) => [f.rule, f.file, f.path])).toEqual([
      // The exception matches no finding (it names another kind): the policy stage went through it.
      ['unused-exception', '.admission-gate.yaml', 'exceptions[0]'],
      ['unknown-fields', 'widget.yaml', deepPath],
    ]);
    for (const format of ['text', 'sarif', 'policy-report']) {
      const run = await runCli(['scan', '.', '--format', format], dir);
      expect([run.code, run.stderr]).toEqual([1, '']);
      expect(run.stdout).toContain(format === 'sarif' ? JSON.stringify(deepPath) : 'leef');
    }
  });
});

describe('aliases', () => {
  const laughs = (levels: number): string => {
    const lines = ['lol0: &lol0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]'];
    for (let i = 1; i < levels; i++) {
      lines.push(`lol${i}: &lol${i} [${Array.from({ length: 10 }, () => `*lol${i - 1}`).join(', ')}]`);
    }
    return `${CONFIG_MAP}${lines.map((l) => `  ${l}`).join('\n')}\n`;
  };

  it('refuses a billion laughs as goyaml does, and still checks the next document and file', async () => {
    const { report } = await scanJson(
      makeRepo({ 'bomb.yaml': `${laughs(9)}---\n${POD_WITH_HOST}`, 'pod.yaml': POD_WITH_HOST }),
    );
    expect(outcome(report)).toEqual([
      'yaml-syntax bomb.yaml:1:1',
      'probe-host bomb.yaml:23:19',
      'probe-host pod.yaml:9:19',
    ]);
    expect(messages(report)[0]).toBe(
      'document contains excessive aliasing; kubectl stops reading the file here and applies none of the documents after this one either.',
    );
  });

  it('accepts what goyaml accepts: a few levels of laughs', async () => {
    expect((await scanJson(makeRepo({ 'laughs.yaml': laughs(3) }))).report.findings).toEqual([]);
  });

  it('refuses a chain of anchors that nests deeper than MAX_DEPTH once expanded', async () => {
    const lines = ['  a0: &a0 [x]'];
    for (let i = 1; i <= MAX_DEPTH + 10; i++) lines.push(`  a${i}: &a${i} [*a${i - 1}]`);
    const { report } = await scanJson(makeRepo({ 'chain.yaml': `${CONFIG_MAP}${lines.join('\n')}\n` }));
    // a(i) is i + 1 collections deep, data adds one: a(MAX_DEPTH) is the first beyond the limit.
    expect(outcome(report)).toEqual([
      `yaml-syntax chain.yaml:${5 + MAX_DEPTH}:${`  a${MAX_DEPTH}: &a${MAX_DEPTH} `.length + 1}`,
    ]);
    expect(messages(report)).toEqual([
      expect.stringMatching(
        `^with its aliases expanded, this collection nests deeper than ${MAX_DEPTH} levels`,
      ),
    ]);
  });

  it('refuses an alias to the node that contains it', async () => {
    const { report } = await scanJson(makeRepo({ 'loop.yaml': `${CONFIG_MAP}  x: &x [*x]\n` }));
    expect(report.findings.map((f) => f.message)).toEqual([
      expect.stringContaining("anchor 'x' value contains itself"),
    ]);
  });
});

describe('sizes that made the full parser quadratic or hungry', () => {
  // Any anchor sends a file to the library; its duplicate-key and alias lookups were linear each.
  it('reads 50,000 keys of a file with an anchor, and finds the duplicate at the end', async () => {
    const keys = Array.from({ length: 50_000 }, (_, i) => `  k${i}: v`).join('\n');
    const { report } = await scanJson(
      makeRepo({ 'keys.yaml': `${CONFIG_MAP}  a: &a v\n${keys}\n  k7: again\n` }),
    );
    expect(outcome(report)).toEqual([`yaml-syntax keys.yaml:${50_006}:3`]);
    expect(messages(report)).toEqual([expect.stringMatching(/^duplicate key "k7": /)]);
  });

  it('reads 100,000 aliases, which goyaml counts twice each (the alias and its target)', async () => {
    const items = '  - *a\n'.repeat(100_000);
    const { report } = await scanJson(makeRepo({ 'aliases.yaml': `${CONFIG_MAP}  a: &a v\n  b:\n${items}` }));
    expect(report.findings).toEqual([]);
  });

  it('stops the full parser after MAX_TOKENS tokens, with an error where it stopped', async () => {
    const text = `${CONFIG_MAP}  a: &a [${'1,'.repeat(4_500_000)}]\n`;
    const { report } = await scanJson(makeRepo({ 'tokens.yaml': text }));
    expect(outcome(report)).toEqual([expect.stringMatching(/^yaml-syntax tokens\.yaml:5:/)]);
    expect(messages(report)).toEqual([
      expect.stringMatching(/^the file is too big for the YAML parser that reads anchors, aliases, tags/),
    ]);
  });
});

describe('documents', () => {
  it('reads at most MAX_DOCUMENTS documents of a file, YAML or JSON, and reports where it stopped', async () => {
    const { report } = await scanJson(
      makeRepo({
        'json.yaml': '{}'.repeat(MAX_DOCUMENTS + 5),
        'yaml.yaml': '---\na: 1\n'.repeat(MAX_DOCUMENTS + 5),
        'pod.yaml': POD_WITH_HOST,
      }),
    );
    expect(report.findings.map((f) => `${f.rule} ${f.file}:${f.line}:${f.column}`)).toEqual([
      `yaml-syntax json.yaml:1:${2 * MAX_DOCUMENTS + 1}`,
      'probe-host pod.yaml:9:19',
      `yaml-syntax yaml.yaml:${2 * MAX_DOCUMENTS + 2}:1`,
    ]);
    expect(report.findings[0]?.message).toMatch(/^the file holds more than 100,000 documents/);
  });
});

describe('long lines and encodings', () => {
  it('reads a 10 MB line', async () => {
    const { report } = await scanJson(
      makeRepo({ 'long.yaml': `${CONFIG_MAP}  a: ${'x'.repeat(10_000_000)}\n` }),
    );
    expect(report.summary.resources).toBe(1);
    expect(report.findings).toEqual([]);
  });

  it('reads old Mac line ends (a lone CR) with exact positions, after a BOM too', async () => {
    const report = (
      await scanJson(
        makeRepo({
          'cr.yaml': POD_WITH_HOST.replace(/\n/g, '\r'),
          'bom-cr.yaml': '\uFEFF' + POD_WITH_HOST.replace(/\n/g, '\r'),
        }),
      )
    ).report;
    expect(report.findings.map((f) => `${f.file}:${f.line}:${f.column}`)).toEqual([
      'bom-cr.yaml:9:19',
      'cr.yaml:9:19',
    ]);
  });

  it('reports NUL characters where they are, in UTF-16 too, and decodes a stray byte as U+FFFD as kubectl does', async () => {
    const utf16 = (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const report = (
      await scanJson(
        makeRepo({
          'nul16.yaml': utf16('a: b\0c\n'),
          'odd16.yaml': Buffer.concat([utf16('a: b\n'), Buffer.from([0x41])]),
          'nul8.yaml': Buffer.from('\uFEFFa: \0\n'),
        }),
      )
    ).report;
    expect(report.skipped).toEqual([]);
    expect(
      report.findings.map((f) => `${f.file}:${f.line}:${f.column} ${f.message.split(/[.;]/)[0]}`),
    ).toEqual([
      'nul16.yaml:1:5 control characters are not allowed',
      'nul8.yaml:1:4 control characters are not allowed',
      "odd16.yaml:2:1 could not find expected ':' (while scanning a simple key)",
    ]);
  });
});
