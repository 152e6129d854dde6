// What kubectl decodes, the gate judges: each way a file's text could read one way to the gate and
// another to kubectl (sigs.k8s.io/yaml over goyaml.v2, apimachinery's document splitting and unstructured
// decoding, cli-runtime's List flattening). Expectations were checked against kubectl itself (see
// kubectl-oracle.test.ts for the differential test).

import { describe, expect, it } from '@jest/globals';
import { loadFile } from '../../src/load/file.js';
import { toJs } from '../../src/load/yaml/node.js';
import type { JsonReport } from '../helpers.js';
import { makeRepo, scanJson } from '../helpers.js';
import { crdYaml, withSpec } from '../rules/unknown-fields/crd.js';

const SERVICE_HEAD = 'apiVersion: v1\nkind: Service\nmetadata:\n  name: s\nspec:\n';

const report = async (files: Record<string, string | Uint8Array>, ...args: string[]): Promise<JsonReport> =>
  (await scanJson(makeRepo(files), ...args)).report;

/** `file:line rule path` of each finding, for compact assertions. */
const outcome = (r: JsonReport): string[] => r.findings.map((f) => `${f.file}:${f.line} ${f.rule} ${f.path}`);

/** The objects kubectl would send from a file, as JSON values. */
const objects = (text: string | Uint8Array): unknown[] =>
  loadFile(
    { path: 'f.yaml', bytes: typeof text === 'string' ? Buffer.from(text) : text },
    1 << 20,
  ).resources.map((r) => toJs(r.root));

describe('line breaks as goyaml reads them', () => {
  it.each([
    ['NEL', '\u0085'],
    ['LS', '\u2028'],
    ['PS', '\u2029'],
    ['a lone CR', '\r'],
  ])('ends a comment at %s: the rest of the line is a key kubectl sends', async (_name, lineBreak) => {
    const r = await report({
      'svc.yaml': `${SERVICE_HEAD}  ports: [] # note${lineBreak}  externalIPs: [192.0.2.1]\n`,
    });
    expect(outcome(r)).toEqual(['svc.yaml:7 service-external-ips spec.externalIPs[0]']);
  });

  it('folds NEL like LF inside values, and keeps LS and PS as they are written', () => {
    const cm = 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\ndata:\n';
    expect(objects(`${cm}  a: "x\u0085y"\n  b: "x\u2028y"\n  c: |\n    l1\u2028    l2\n`)).toEqual([
      expect.objectContaining({ data: { a: 'x y', b: 'x\u2028y', c: 'l1\u2028l2\n' } }),
    ]);
  });
});

describe('tags as goyaml resolves them', () => {
  it('decodes a !!binary key: ? !!binary ZXh0ZXJuYWxJUHM= is externalIPs', async () => {
    const r = await report({ 'svc.yaml': `${SERVICE_HEAD}  ? !!binary ZXh0ZXJuYWxJUHM=\n  : [192.0.2.1]\n` });
    expect(outcome(r)).toEqual(['svc.yaml:7 service-external-ips spec.externalIPs[0]']);
  });

  it('gives the rules the value a tag decodes to', async () => {
    const r = await report({
      'pod.yaml':
        'apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers:\n    - name: c\n      livenessProbe:\n        tcpSocket: {host: !!binary MTY5LjI1NC4xNjkuMjU0, port: 80}\n',
    });
    expect(r.findings.map((f) => [f.rule, f.value])).toEqual([['probe-host', '169.254.169.254']]);
  });

  it.each([
    ['!!int 1.5', 'cannot decode !!float `1.5` as a !!int'],
    ['!!timestamp soon', 'cannot decode !!str `soon` as a !!timestamp'],
    ['!!null x', 'cannot decode !!str `x` as a !!null'],
    ['!!binary not-base64', '!!binary value contains invalid base64 data'],
    ['!!float .inf', 'Infinity cannot be sent as JSON'],
    ['!e!x 1', 'found undefined tag handle'],
  ])('refuses %s as goyaml or JSON conversion refuses it', async (value, message) => {
    const r = await report({
      'cm.yaml': `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\ndata:\n  a: ${value}\n`,
    });
    expect(r.findings.map((f) => [f.rule, f.line])).toEqual([['yaml-syntax', 5]]);
    expect(r.findings[0]?.message).toContain(message);
  });

  it('resolves the core tags, and leaves local tags and !!merge on a value strings', () => {
    const cm = 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\ndata:\n';
    const body =
      '  a: !!int "12"\n  b: !!float 1\n  c: !!str 0x1F\n  d: !local x\n  e: ! 12\n  f: !!timestamp 2001-12-14\n  g: !!bool yes\n  h: !!merge x\n';
    expect(objects(cm + body)).toEqual([
      expect.objectContaining({
        data: { a: 12, b: 1, c: '0x1F', d: 'x', e: '12', f: '2001-12-14', g: true, h: 'x' },
      }),
    ]);
  });
});

describe('keys and numbers as sigs.k8s.io/yaml converts them', () => {
  it('converts keys to the strings JSON holds, float keys as float32', () => {
    const cm = 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\ndata:\n';
    const body =
      '  yes: a\n  0x1F: b\n  1.5: c\n  123456789.0: d\n  1e3: e\n  .inf: f\n  99999999999999999999: g\n';
    expect(objects(cm + body)).toEqual([
      expect.objectContaining({
        data: { true: 'a', 31: 'b', '1.5': 'c', '1.2345679e+08': 'd', 1000: 'e', '.inf': 'f', '1e+20': 'g' },
      }),
    ]);
  });

  it.each([
    ['null: a', 'null mapping key'],
    ['18446744073709551615: a', 'beyond int64'],
    ['[a]: b', 'a mapping key must be a scalar'],
  ])('refuses the key in %s', async (line, message) => {
    const r = await report({
      'cm.yaml': `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\ndata:\n  ${line}\n`,
    });
    expect(r.findings.map((f) => f.rule)).toEqual(['yaml-syntax']);
    expect(r.findings[0]?.message).toContain(message);
  });

  it('keeps numbers goyaml cannot parse as strings', () => {
    const cm = 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\ndata:\n';
    expect(objects(`${cm}  a: 1e400\n  b: 0x1FFFFFFFFFFFFFFFFF\n  c: 0b\n`)).toEqual([
      expect.objectContaining({ data: { a: '1e400', b: '0x1FFFFFFFFFFFFFFFFF', c: '0b' } }),
    ]);
  });

  it('ends a block scalar at the end of a file with the line break kubectl adds to the last line', () => {
    const cm = 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\ndata:\n';
    expect(objects(`${cm}  a: |\n    x`)).toEqual([expect.objectContaining({ data: { a: 'x\n' } })]);
  });

  it('reads multi-line single-quoted scalars whose lines are no deeper than their key, as goyaml does', async () => {
    const r = await report({
      'svc.yaml': `${SERVICE_HEAD}  externalIPs:\n  - '192.0.2.1'\n  sessionAffinity: 'None\n  '\n`,
    });
    expect(outcome(r)).toEqual(['svc.yaml:7 service-external-ips spec.externalIPs[0]']);
  });
});

describe('documents as kubectl splits and reads them', () => {
  const svc = `${SERVICE_HEAD}  externalIPs: [192.0.2.1]\n`;

  it('checks the documents before one that cannot be decoded (a NUL byte), and reports that one', async () => {
    const r = await report({ 'a.yaml': `${svc}---\napiVersion: v1\nkind: ConfigMap\ndata: {a: "\0"}\n` });
    expect(outcome(r)).toEqual([
      'a.yaml:6 service-external-ips spec.externalIPs[0]',
      'a.yaml:10 yaml-syntax ',
    ]);
    expect(r.findings[1]?.message).toContain('control characters are not allowed');
  });

  it('reads invalid UTF-8 as U+FFFD, as kubectl does, instead of skipping the file', async () => {
    const bytes = Buffer.concat([Buffer.from(`${svc}---\n# caf`), Buffer.from([0xe9]), Buffer.from('\n')]);
    const r = await report({ 'a.yaml': bytes });
    expect(outcome(r)).toEqual(['a.yaml:6 service-external-ips spec.externalIPs[0]']);
    expect(r.skipped).toEqual([]);
  });

  it('refuses a --- line followed by more than a comment, as kubectl does, and checks on', async () => {
    const r = await report({ 'a.yaml': `${svc}--- # fine\n${svc}--- !!map\n${svc}` });
    expect(outcome(r)).toEqual([
      'a.yaml:6 service-external-ips spec.externalIPs[0]',
      'a.yaml:13 service-external-ips spec.externalIPs[0]',
      'a.yaml:14 yaml-syntax ',
      'a.yaml:20 service-external-ips spec.externalIPs[0]',
    ]);
    expect(r.findings[2]?.message).toContain('invalid Yaml document separator');
    expect(r.findings[2]?.message).toContain('drops the document before this line too');
  });

  it('lists the YAML documents kubectl never reads: after ..., or after a --- that is not on a line of its own', async () => {
    const r = await report({
      'a.yaml': `${svc}...\n---\n${svc}...\nkind: Ignored\n`,
      'b.yaml': `a: 1\r---\r${svc}`,
    });
    expect(outcome(r)).toEqual([
      'a.yaml:6 service-external-ips spec.externalIPs[0]',
      'a.yaml:14 service-external-ips spec.externalIPs[0]',
    ]);
    expect(r.skipped.map((s) => [s.file, s.line, s.reason.split(':')[0]])).toEqual([
      ['a.yaml', 16, 'kubectl never reads this YAML document'],
      ['b.yaml', 1, 'no apiVersion/kind'],
      ['b.yaml', 3, 'kubectl never reads this YAML document'],
    ]);
  });

  it('reads .json files by default, as kubectl apply -f DIR does, and skips JSON that is not an object', async () => {
    const service = JSON.stringify({
      apiVersion: 'v1',
      kind: 'Service',
      metadata: { name: 's' },
      spec: { externalIPs: ['192.0.2.1'] },
    });
    const r = await report({
      'svc.json': `${service}\n${service.replace('"s"', '"t"')}\n`,
      'package.json': '{"name": "app", "version": "1.0.0"}\n',
      'tsconfig.json': '{"compilerOptions": {}}\n',
    });
    expect(outcome(r)).toEqual([
      'svc.json:1 service-external-ips spec.externalIPs[0]',
      'svc.json:2 service-external-ips spec.externalIPs[0]',
    ]);
    expect(r.skipped.map((s) => [s.file, s.reason])).toEqual([
      ['package.json', 'no apiVersion/kind: not a Kubernetes object'],
      ['tsconfig.json', 'no apiVersion/kind: not a Kubernetes object'],
    ]);
  });

  it('reads a .yaml file that starts with { as a JSON stream, as kubectl does', async () => {
    const r = await report({ 'a.yaml': '{apiVersion: v1, kind: Service}\n' });
    expect(r.findings.map((f) => [f.rule, f.line, f.column])).toEqual([['yaml-syntax', 1, 2]]);
  });
});

describe('Lists as kubectl flattens them', () => {
  it('gives items with neither kind nor apiVersion the kind of a typed List: a ServiceList holds Services', async () => {
    const r = await report({
      'list.yaml':
        'apiVersion: v1\nkind: ServiceList\nitems:\n- metadata: {name: s}\n  spec: {externalIPs: [192.0.2.1]}\n',
    });
    expect(r.findings.map((f) => [f.rule, f.path, f.resource?.kind])).toEqual([
      ['service-external-ips', 'spec.externalIPs[0]', 'Service'],
    ]);
  });

  it('flattens a List without apiVersion, as kubectl does', async () => {
    const r = await report({
      'list.yaml': `kind: List\nitems:\n- apiVersion: v1\n  kind: Service\n  metadata: {name: s}\n  spec: {externalIPs: [192.0.2.1]}\n`,
    });
    expect(outcome(r)).toEqual(['list.yaml:6 service-external-ips spec.externalIPs[0]']);
  });

  it('reads any object with an items list as a List, as kubectl does', async () => {
    const r = await report({
      'odd.yaml': `${SERVICE_HEAD}  externalIPs: [192.0.2.1]\nitems:\n- {apiVersion: v1, kind: Service, metadata: {name: t}, spec: {externalIPs: [192.0.2.2]}}\n`,
      'nothing.yaml': `${SERVICE_HEAD}  externalIPs: [192.0.2.1]\nitems: null\n`,
    });
    expect(r.findings.map((f) => [f.file, f.value])).toEqual([['odd.yaml', '192.0.2.2']]);
    expect(r.skipped.map((s) => [s.file, s.reason.split(' (')[0]])).toEqual([
      ['nothing.yaml', 'kubectl reads it as a List'],
    ]);
  });

  it.each([
    ['a List inside a List', '- {apiVersion: v1, kind: List, items: []}', 'a List inside a List'],
    ['an item that is not an object', '- just a string', 'not an object'],
  ])(
    'refuses %s as kubectl refuses it, instead of counting a resource with nothing to say',
    async (_n, item, message) => {
      const r = await report({
        'list.yaml': `apiVersion: v1\nkind: List\nitems:\n- {apiVersion: v1, kind: ConfigMap, metadata: {name: c}}\n${item}\n`,
      });
      expect(r.findings.map((f) => [f.rule, f.line])).toEqual([['yaml-syntax', 5]]);
      expect(r.findings[0]?.message).toContain(message);
      expect(r.summary.resources).toBe(0);
    },
  );

  it('refuses items that are not a list', async () => {
    const r = await report({ 'list.yaml': 'apiVersion: v1\nkind: List\nitems: {a: 1}\n' });
    expect(r.findings.map((f) => [f.rule, f.line])).toEqual([['yaml-syntax', 3]]);
  });
});

describe("the repository's CRDs, however kubectl reads their kind", () => {
  const crd = crdYaml({
    schema: withSpec({ type: 'object', properties: { replicas: { type: 'integer' } } }),
  });
  const widget =
    'apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: w}\nspec: {replicas: 1, replcias: 2}\n';
  const spellings: [string, string][] = [
    [
      'as a !!binary value',
      crd.replace('kind: CustomResourceDefinition', 'kind: !!binary Q3VzdG9tUmVzb3VyY2VEZWZpbml0aW9u'),
    ],
    [
      'with escapes',
      crd.replace('kind: CustomResourceDefinition', 'kind: "Custom\\x52esource\\u0044efinition"'),
    ],
    [
      'with an escaped line break',
      crd.replace('kind: CustomResourceDefinition', 'kind: "CustomResource\\\n    Definition"'),
    ],
    [
      'as a !!binary value whose tag has a %-escape',
      crd.replace('kind: CustomResourceDefinition', 'kind: !!b%69nary Q3VzdG9tUmVzb3VyY2VEZWZpbml0aW9u'),
    ],
    [
      'in a block scalar on the next line',
      crd.replace('kind: CustomResourceDefinition', 'kind: !!str |-\n  CustomResourceDefinition'),
    ],
    [
      'on the next line, after an anchor',
      crd.replace('kind: CustomResourceDefinition', 'kind: &k\n  CustomResourceDefinition'),
    ],
    [
      'after a long comment',
      crd.replace('kind: CustomResourceDefinition', `kind: # ${'c'.repeat(400)}\n  CustomResourceDefinition`),
    ],
    [
      'as an item of a CustomResourceDefinitionList',
      `apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinitionList\nitems:\n- ${crd
        .replace('apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\n', '')
        .trimEnd()
        .split('\n')
        .join('\n  ')}\n`,
    ],
  ];

  it.each(spellings)(
    'finds a CRD whose kind is written %s, and checks its custom resources',
    async (_how, text) => {
      const r = await report({ 'crd.yaml': text, 'widget.yaml': widget });
      expect(r.findings.map((f) => [f.rule, f.severity, f.path])).toEqual([
        ['unknown-fields', 'error', 'spec.replcias'],
      ]);
    },
  );
});

describe('duplicate keys', () => {
  it('still checks the object with the value kubectl keeps, the last, beside the error', async () => {
    const r = await report({ 'svc.yaml': `${SERVICE_HEAD}  externalIPs: []\n  externalIPs: [192.0.2.1]\n` });
    expect(outcome(r)).toEqual([
      'svc.yaml:7 yaml-syntax ',
      'svc.yaml:7 service-external-ips spec.externalIPs[0]',
    ]);
    expect(r.findings[0]?.message).toContain('duplicate key "externalIPs"');
  });

  it('counts keys that JSON conversion makes equal as duplicates', async () => {
    const r = await report({
      'cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\ndata:\n  1: a\n  "1": b\n',
    });
    expect(r.findings.map((f) => [f.rule, f.line])).toEqual([['yaml-syntax', 6]]);
  });
});

describe('skipped-file, for teams that want whatever the gate cannot check to fail it', () => {
  // The chart is judged as written: rendered, its templates would not be skipped.
  const asWritten = ['--render', 'off'] as const;
  const files = {
    'chart/Chart.yaml': 'apiVersion: v2\nname: c\nversion: 1.0.0\n',
    'chart/templates/svc.yaml': `${SERVICE_HEAD}  externalIPs: ["{{ .Values.ip }}"]\n`,
  };

  it('lists skipped files without failing by default', async () => {
    const { code, report: r } = await scanJson(makeRepo(files), ...asWritten);
    expect(code).toBe(0);
    expect(r.skipped.map((s) => s.file)).toEqual(['chart/Chart.yaml', 'chart/templates/svc.yaml']);
  });

  it('fails the gate on each when the config turns it on', async () => {
    const { code, report: r } = await scanJson(
      makeRepo({ ...files, '.admission-gate.yaml': 'rules:\n  skipped-file: error\n' }),
      ...asWritten,
    );
    expect(code).toBe(1);
    expect(r.findings.map((f) => `${f.file}:${f.line} ${f.rule} ${f.severity}`)).toEqual([
      'chart/Chart.yaml:1 skipped-file error',
      'chart/templates/svc.yaml:1 skipped-file error',
    ]);
    expect(r.findings[1]?.message).toMatch(/^not checked: Helm template\./);
  });

  it('reports files over maxFileSize, which are never read, and honours exceptions naming files', async () => {
    const config = [
      'maxFileSize: 100',
      'rules:',
      '  skipped-file: error',
      'exceptions:',
      '  - rules: [skipped-file]',
      "    reason: 'rendered and scanned by the helm job'",
      "    files: ['chart/**']",
    ].join('\n');
    const { code, report: r } = await scanJson(
      makeRepo({ ...files, 'big.yaml': `# ${'x'.repeat(200)}\n`, '.admission-gate.yaml': `${config}\n` }),
      ...asWritten,
    );
    expect(code).toBe(1);
    expect(r.findings.map((f) => [f.file, f.suppressed?.kind])).toEqual([
      ['big.yaml', undefined],
      ['chart/Chart.yaml', 'exception'],
      ['chart/templates/svc.yaml', 'exception'],
    ]);
  });
});
