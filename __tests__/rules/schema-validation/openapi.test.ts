// schema-validation: the OpenAPI v3 checks the API server makes on custom resources (kube-openapi's
// validator as apiextensions-apiserver runs it), on the stored object (pruned and defaulted).

import { describe, expect, it } from '@jest/globals';
import { makeRepo, scanJson } from '../../helpers.js';
import type { JsonFinding } from '../../helpers.js';
import { SPEC, widget, widgetCrd } from './fixtures.js';

async function findings(spec: string, crd = widgetCrd(SPEC)): Promise<JsonFinding[]> {
  const dir = makeRepo({ 'crd.yaml': crd, 'widget.yaml': widget(spec) });
  const { report } = await scanJson(dir);
  return report.findings.filter((f) => f.rule === 'schema-validation');
}

const summary = (found: JsonFinding[]): string[] =>
  found.map((f) => `${f.line}:${f.column} ${f.path} ${f.severity}`);

describe('schema-validation: OpenAPI v3', () => {
  it('passes a valid object', async () => {
    expect(await findings('  size: 3\n  mode: fast\n  name: Abc\n  tags: [a, b]\n')).toEqual([]);
  });

  it('reports a wrong type with the API server error, the expected and the actual type, on the value', async () => {
    const [f] = await findings('  size: three\n');
    expect(f?.path).toBe('spec.size');
    expect([f?.line, f?.column]).toEqual([6, 9]);
    expect(f?.message).toContain(
      'spec.size: Invalid value: "string": spec.size in body must be of type integer: "string"',
    );
    expect(f?.message).toContain('Expected integer, got the string "three"');
    expect(f?.message).toContain('From CRD widgets.example.com version v1 (crd.yaml:1)');
  });

  it('reports enum, bounds, multipleOf, length in runes, an RE2 pattern and a format', async () => {
    const found = await findings(
      '  size: 11\n  ratio: 0.7\n  mode: medium\n  name: "éé1"\n  ip: 010.0.0.1\n',
    );
    expect(found.map((f) => f.path)).toEqual([
      'spec.size',
      'spec.ratio',
      'spec.mode',
      'spec.name',
      'spec.ip',
    ]);
    expect(found[0]?.message).toContain('spec.size in body should be less than or equal to 10');
    expect(found[1]?.message).toContain('should be a multiple of 0.5');
    expect(found[2]?.message).toContain(
      'spec.mode: Unsupported value: "medium": supported values: "fast", "slow"',
    );
    expect(found[3]?.message).toContain("should match '(?i)^[a-z]+\\z'");
    expect(found[4]?.message).toContain('must be of type ipv4');
  });

  it('counts string lengths in runes and reads (?i) and \\z as RE2 does', async () => {
    expect(await findings('  size: 1\n  name: ÉCOLE\n')).toHaveLength(1); // É is not [a-z] even with (?i)
    expect(await findings('  size: 1\n  name: AbCdE\n')).toEqual([]);
    const tooLong = await findings('  size: 1\n  name: abcdef\n');
    expect(tooLong[0]?.message).toContain('spec.name: Too long');
  });

  it('reports a missing required field at the object that lacks it', async () => {
    const [f] = await findings('  mode: fast\n');
    expect(f?.path).toBe('spec.size');
    expect(f?.message).toContain('spec.size: Required value');
    expect(f?.line).toBe(6);
  });

  it('finds the keys of a big object as those of a small one', async () => {
    // Above 16 keys, a stored object's keys are looked up in an index.
    const schema = `              type: object
              x-kubernetes-preserve-unknown-fields: true
              required: [size]
              properties:
                size: { type: integer }
`;
    const keys = Array.from({ length: 20 }, (_, i) => `  k${i}: v\n`).join('');
    expect(await findings(`${keys}  size: 1\n`, widgetCrd(schema))).toEqual([]);
    const [missing] = await findings(keys, widgetCrd(schema));
    expect(missing?.message).toContain('spec.size: Required value');
  });

  it('reports duplicates in set lists and map lists by key', async () => {
    const found = await findings(
      '  size: 1\n  tags: [a, b, a]\n  ports:\n    - {name: http, port: 80}\n    - {name: http, port: 81}\n',
    );
    expect(summary(found)).toEqual(['7:16 spec.tags[2] error', '10:7 spec.ports[1] error']); // at the second item
    expect(found[0]?.message).toContain('spec.tags[2]: Duplicate value: "a"');
    expect(found[1]?.message).toContain(
      'spec.ports[1]: Duplicate value: map[string]interface {}{"name":"http"}',
    );
  });

  it('reports item and property counts, and checks map values with additionalProperties', async () => {
    const found = await findings('  size: 1\n  tags: [a, b, c, d]\n  labels: {x: "", y: b, z: c}\n');
    expect(found.map((f) => f.path)).toEqual(['spec.tags', 'spec.labels', 'spec.labels.x']);
    expect(found[0]?.message).toContain('Too many: 4: must have at most 3 items');
  });

  it('checks oneOf, anyOf and not as value validations', async () => {
    expect(await findings('  size: 1\n  choice: {a: x}\n')).toEqual([]);
    const found = await findings('  size: 1\n  choice: {a: x, b: y}\n');
    expect(found[0]?.message).toContain('must validate one and only one schema (oneOf)');
  });

  it('validates after pruning: unknown fields are left to unknown-fields', async () => {
    const dir = makeRepo({ 'crd.yaml': widgetCrd(SPEC), 'widget.yaml': widget('  size: 1\n  sise: [1]\n') });
    const { report } = await scanJson(dir);
    expect(report.findings.map((f) => `${f.rule} ${f.path}`)).toEqual(['unknown-fields spec.sise']);
  });

  it('validates after defaulting: a default fills an absent field and is itself checked', async () => {
    // level defaults to "low", which the enum allows; a default outside the enum is reported at the object.
    expect(await findings('  size: 1\n')).toEqual([]);
    const bad = widgetCrd(SPEC.replace('default: low, enum: [low, high]', 'default: mid, enum: [low, high]'));
    const [f] = await findings('  size: 1\n', bad);
    expect(f?.path).toBe('spec.level');
    expect(f?.line).toBe(6);
  });

  it('drops a null on a field that is not nullable (null pruning), and rejects null list items', async () => {
    expect(await findings('  size: 1\n  mode: null\n')).toEqual([]);
    const [f] = await findings('  size: 1\n  tags: [a, null]\n');
    expect(f?.message).toContain('spec.tags[1] in body must be of type string: "null"');
  });

  it('leaves status alone when the CRD has the status subresource (create and update reset it)', async () => {
    const status = '            status: { type: object, properties: { phase: { type: integer } } }\n';
    const body = (subresource: string): string =>
      widgetCrd(SPEC)
        .replace('          properties:\n', `          properties:\n${status}`)
        .replace('storage: true', `storage: true${subresource}`);
    const object = widget('  size: 1\n') + 'status:\n  phase: Ready\n';
    const run = async (crd: string): Promise<string[]> => {
      const { report } = await scanJson(makeRepo({ 'crd.yaml': crd, 'widget.yaml': object }));
      return report.findings.map((f) => f.path);
    };
    expect(await run(body(''))).toEqual(['status.phase']);
    expect(await run(body('\n      subresources: { status: {} }'))).toEqual([]);
  });

  it('reports a custom-resource name that is not a DNS subdomain', async () => {
    const dir = makeRepo({ 'crd.yaml': widgetCrd(SPEC), 'widget.yaml': widget('  size: 1\n', 'My_Widget') });
    const { report } = await scanJson(dir);
    expect(report.findings.map((f) => f.path)).toEqual(['metadata.name']);
  });

  it('takes x-kubernetes-int-or-string as the types integer and string (ConvertJSONSchemaPropsWithPostProcess)', async () => {
    const crd = widgetCrd(
      SPEC.replace('ip: { type: string, format: ipv4 }', 'ip: { x-kubernetes-int-or-string: true }'),
    );
    expect(await findings('  size: 1\n  ip: 80\n', crd)).toEqual([]);
    expect(await findings('  size: 1\n  ip: "80%"\n', crd)).toEqual([]);
    const found = await findings('  size: 1\n  ip: 1.5\n', crd);
    expect(found.map((f) => f.path)).toEqual(['spec.ip']);
    expect(found[0]?.message).toContain('spec.ip in body must be of type integer,string: "number"');
    expect((await findings('  size: 1\n  ip: true\n', crd)).map((f) => f.path)).toEqual(['spec.ip']);
  });

  it('reads format byte as Go does: base64 with line breaks ignored, nothing else', async () => {
    const crd = widgetCrd(SPEC.replace('format: ipv4', 'format: byte'));
    expect(await findings('  size: 1\n  ip: |\n    aGVsbG8gd29y\n    bGQ=\n', crd)).toEqual([]);
    expect((await findings('  size: 1\n  ip: "hello world"\n', crd)).map((f) => f.path)).toEqual(['spec.ip']);
  });

  it('is bounded on a hostile pattern: RE2 matches in linear time', async () => {
    const crd = widgetCrd(
      SPEC.replace("pattern: '(?i)^[a-z]+\\z'", () => "pattern: '^(a+)+$'").replace('maxLength: 5, ', ''),
    );
    const found = await findings(`  size: 1\n  name: ${'a'.repeat(5000)}b\n`, crd);
    expect(found.map((f) => f.path)).toEqual(['spec.name']);
  });

  it('says when a pattern is not RE2 (a notice: not evaluated), never passes it silently', async () => {
    const crd = widgetCrd(SPEC.replace("pattern: '(?i)^[a-z]+\\z'", "pattern: '(?<=a)b'"));
    const [f] = await findings('  size: 1\n  name: ab\n', crd);
    expect(f?.severity).toBe('notice');
    expect(f?.message).toMatch(/^not evaluated: pattern "\(\?<=a\)b" is not a valid RE2 expression/);
  });
});
