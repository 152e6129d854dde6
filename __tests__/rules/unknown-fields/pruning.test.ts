// Structural pruning, case by case as apiextensions-apiserver's pruning/algorithm_test.go (TestPrune) and
// objectmeta/algorithm_test.go (TestCoerce) expect it, through the CLI on throwaway repositories. Upstream
// prunes a bare JSON value; here the same value sits under `spec` of a custom resource (or is the resource
// itself for the root cases), so expected paths gain a `spec.` prefix.

import { describe, expect, it } from '@jest/globals';
import { makeRepo, scanJson } from '../../helpers.js';
import type { JsonFinding } from '../../helpers.js';
import { crdYaml, withSpec } from './crd.js';

async function findings(schema: unknown, resource: string): Promise<JsonFinding[]> {
  const dir = makeRepo({ 'crd.yaml': crdYaml({ schema }), 'cr.yaml': resource });
  const { report } = await scanJson(dir);
  return report.findings.filter((f) => f.rule === 'unknown-fields');
}

/** Unknown-field paths, sorted as upstream sorts them. */
async function pruned(schema: unknown, resource: string): Promise<string[]> {
  return (await findings(schema, resource))
    .filter((f) => f.message.startsWith('unknown field'))
    .map((f) => f.path)
    .sort();
}

const widget = (spec: unknown): string =>
  `apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: w}\nspec: ${JSON.stringify(spec)}\n`;

describe('TestPrune cases', () => {
  it('object array: keys the item schema does not declare', async () => {
    const schema = withSpec({
      type: 'object',
      properties: { list: { type: 'array', items: { type: 'object', properties: { a: {}, c: {} } } } },
    });
    expect(await pruned(schema, widget({ list: [{ a: 1 }, { b: 1 }, { a: 1, b: 2, c: 3 }] }))).toEqual([
      'spec.list[1].b',
      'spec.list[2].b',
    ]);
  });

  it('object array with nil schema: every key of every item (values of a boolean additionalProperties)', async () => {
    const schema = withSpec({ type: 'object', additionalProperties: true });
    expect(await pruned(schema, widget({ k: [{ a: 1 }, { b: 1 }, { a: 1, b: 2, c: 3 }] }))).toEqual([
      'spec.k[0].a',
      'spec.k[1].b',
      'spec.k[2].a',
      'spec.k[2].b',
      'spec.k[2].c',
    ]);
  });

  it('object array object', async () => {
    const schema = withSpec({
      type: 'object',
      properties: {
        array: { type: 'array', items: { type: 'object', properties: { a: {}, c: {} } } },
        specified: { type: 'object', properties: { a: {}, c: {} } },
      },
    });
    const value = {
      array: [{ a: 1 }, { b: 1 }, { a: 1, b: 2, c: 3 }],
      unspecified: { a: 1 },
      specified: { a: 1, b: 2, c: 3 },
    };
    expect(await pruned(schema, widget(value))).toEqual([
      'spec.array[1].b',
      'spec.array[2].b',
      'spec.specified.b',
      'spec.unspecified',
    ]);
  });

  it('nested x-kubernetes-preserve-unknown-fields', async () => {
    const object = (extra: object = {}): object => ({ type: 'object', ...extra });
    const preserving = (extra: object = {}): object =>
      object({ 'x-kubernetes-preserve-unknown-fields': true, ...extra });
    const specifiedOnly = object({ properties: { specified: object() } });
    const schema = withSpec(
      preserving({
        properties: {
          alpha: { type: 'string' },
          beta: { type: 'number' },
          pruning: object({ properties: { preserving: preserving(), pruning: object() } }),
          preserving: preserving({
            properties: {
              preserving: preserving(),
              preservingUnknownType: { 'x-kubernetes-preserve-unknown-fields': true },
              pruning: object(),
            },
          }),
          preservingAdditionalPropertiesNotInheritingXPreserveUnknownFields: preserving({
            additionalProperties: specifiedOnly,
          }),
          preservingAdditionalPropertiesKeyPruneValues: object({ additionalProperties: specifiedOnly }),
        },
      }),
    );
    const value = {
      unspecified: 'bar',
      alpha: 'abc',
      beta: 42.0,
      unspecifiedObject: { unspecified: 'bar' },
      pruning: {
        unspecified: 'bar',
        unspecifiedObject: { unspecified: 'bar' },
        pruning: { unspecified: 'bar' },
        apiVersion: 'unknown',
        preserving: { unspecified: 'bar' },
      },
      preserving: {
        unspecified: 'bar',
        unspecifiedObject: { unspecified: 'bar' },
        pruning: { unspecified: 'bar' },
        preserving: { unspecified: 'bar' },
        preservingUnknownType: [{ foo: true }, { bar: true }],
      },
      preservingAdditionalPropertiesNotInheritingXPreserveUnknownFields: {
        foo: { specified: { unspecified: 'bar' }, unspecified: 'bar' },
      },
      preservingAdditionalPropertiesKeyPruneValues: {
        foo: { specified: { unspecified: 'bar' }, unspecified: 'bar' },
      },
    };
    expect(await pruned(schema, widget(value))).toEqual([
      'spec.preserving.pruning.unspecified',
      'spec.preservingAdditionalPropertiesKeyPruneValues.foo.specified.unspecified',
      'spec.preservingAdditionalPropertiesKeyPruneValues.foo.unspecified',
      'spec.preservingAdditionalPropertiesNotInheritingXPreserveUnknownFields.foo.specified.unspecified',
      'spec.preservingAdditionalPropertiesNotInheritingXPreserveUnknownFields.foo.unspecified',
      'spec.pruning.apiVersion',
      'spec.pruning.pruning.unspecified',
      'spec.pruning.unspecified',
      'spec.pruning.unspecifiedObject',
    ]);
  });

  it('additionalProperties with schema: keys kept, values pruned with it', async () => {
    const schema = withSpec({
      type: 'object',
      properties: { a: {}, c: { type: 'object', additionalProperties: { type: 'integer' } } },
    });
    expect(await pruned(schema, widget({ a: 1, b: 1, c: { a: 1, b: 2, c: { a: 1 } } }))).toEqual([
      'spec.b',
      'spec.c.c.a',
    ]);
  });

  it('additionalProperties false: keys kept, only object content below them pruned', async () => {
    const schema = withSpec({
      type: 'object',
      properties: { a: {}, c: { type: 'object', additionalProperties: false } },
    });
    expect(
      await pruned(schema, widget({ a: 1, b: 1, c: { a: 1, b: 2, c: { a: 1, apiVersion: 'unknown' } } })),
    ).toEqual(['spec.b', 'spec.c.c.a', 'spec.c.c.apiVersion']);
  });

  it('x-kubernetes-embedded-resource below the root: apiVersion, kind and metadata skipped there', async () => {
    const embedded = (properties: object): object => ({
      type: 'object',
      'x-kubernetes-embedded-resource': true,
      properties,
    });
    const schema = withSpec({
      type: 'object',
      properties: {
        pruned: embedded({ spec: { type: 'object' } }),
        preserving: {
          type: 'object',
          'x-kubernetes-embedded-resource': true,
          'x-kubernetes-preserve-unknown-fields': true,
        },
        nested: embedded({
          spec: { type: 'object', properties: { embedded: embedded({ spec: { type: 'object' } }) } },
        }),
      },
    });
    const resource = (extra: object = {}): object => ({
      apiVersion: 'foo/v1',
      kind: 'Foo',
      unspecified: 'bar',
      metadata: { name: 'instance', unspecified: 'bar' },
      spec: { unspecified: 'bar', ...extra },
    });
    const value = {
      apiVersion: 'foo/v1',
      kind: 'Foo',
      metadata: { name: 'instance', unspecified: 'bar' },
      unspecified: 'bar',
      pruned: resource(),
      preserving: resource(),
      nested: resource({ embedded: resource() }),
    };
    expect(await pruned(schema, widget(value))).toEqual([
      // Ordinary nested objects treat apiVersion, kind and metadata as normal keys.
      'spec.apiVersion',
      'spec.kind',
      'spec.metadata',
      'spec.nested.metadata.unspecified',
      'spec.nested.spec.embedded.metadata.unspecified',
      'spec.nested.spec.embedded.spec.unspecified',
      'spec.nested.spec.embedded.unspecified',
      'spec.nested.spec.unspecified',
      'spec.nested.unspecified',
      'spec.preserving.metadata.unspecified',
      'spec.pruned.metadata.unspecified',
      'spec.pruned.spec.unspecified',
      'spec.pruned.unspecified',
      'spec.unspecified',
    ]);
  });
});

describe('the resource root (TestPrune "with root=true", TestCoerce "with includeRoot=true")', () => {
  const embedded = (properties: object): object => ({
    type: 'object',
    'x-kubernetes-embedded-resource': true,
    properties,
  });
  const schema = {
    type: 'object',
    properties: {
      metadata: { type: 'object' },
      pruned: embedded({ metadata: { type: 'object' }, spec: { type: 'object' } }),
      preserving: {
        type: 'object',
        'x-kubernetes-embedded-resource': true,
        'x-kubernetes-preserve-unknown-fields': true,
      },
      nested: embedded({
        spec: {
          type: 'object',
          properties: { embedded: embedded({ metadata: { type: 'object' }, spec: { type: 'object' } }) },
        },
      }),
    },
  };
  const meta = '{name: instance, namespace: myns, labels: {foo: bar}, unspecified: bar}';
  const inner = (indent: string, extra = ''): string =>
    [
      'apiVersion: foo/v1',
      'kind: Foo',
      'unspecified: bar',
      `metadata: ${meta}`,
      'spec:',
      '  unspecified: bar',
      ...extra.split('\n').filter((l) => l !== ''),
    ]
      .map((l) => indent + l)
      .join('\n');
  const resource = [
    'apiVersion: example.com/v1',
    'kind: Widget',
    `metadata: ${meta}`,
    'unspecified: bar',
    'pruned:',
    inner('  '),
    'preserving:',
    inner('  '),
    'nested:',
    inner('  ', `  embedded:\n${inner('    ')}`),
    '',
  ].join('\n');

  it('reports what pruning and strict ObjectMeta decoding drop, with their paths', async () => {
    expect(await pruned(schema, resource)).toEqual([
      'metadata.unspecified',
      'nested.metadata.unspecified',
      'nested.spec.embedded.metadata.unspecified',
      'nested.spec.embedded.spec.unspecified',
      'nested.spec.embedded.unspecified',
      'nested.spec.unspecified',
      'nested.unspecified',
      'preserving.metadata.unspecified',
      'pruned.metadata.unspecified',
      'pruned.spec.unspecified',
      'pruned.unspecified',
      'unspecified',
    ]);
  });

  it('points at each unknown key: its line and column', async () => {
    const at = (await findings(schema, resource))
      .filter((f) => f.path === 'unspecified' || f.path === 'nested.spec.embedded.spec.unspecified')
      .map((f) => [f.path, f.line, f.column, f.endColumn]);
    // `unspecified: bar` at the root is line 4; the innermost embedded spec's is the last line.
    expect(at).toEqual([
      ['unspecified', 4, 1, 12],
      ['nested.spec.embedded.spec.unspecified', 32, 9, 20],
    ]);
  });
});

describe('TestCoerce cases', () => {
  const schema = withSpec({
    type: 'object',
    properties: {
      pruned: {
        type: 'object',
        'x-kubernetes-embedded-resource': true,
        'x-kubernetes-preserve-unknown-fields': true,
      },
    },
  });

  it('without name: a valid embedded ObjectMeta is fine', async () => {
    expect(
      await findings(
        schema,
        widget({ pruned: { apiVersion: 'foo/v1', kind: 'Foo', metadata: { namespace: 'kube-system' } } }),
      ),
    ).toEqual([]);
  });

  it('an embedded apiVersion or kind that is not a string fails the request: no pruning reported', async () => {
    const result = await findings(
      schema,
      widget({ pruned: { apiVersion: 42, kind: 42, metadata: { name: 'instance' } }, other: 1 }),
    );
    expect(result.map((f) => [f.severity, f.path])).toEqual([
      ['error', 'spec.pruned.apiVersion'],
      ['error', 'spec.pruned.kind'],
    ]);
    expect(result[0]?.message).toBe(
      'spec.pruned.apiVersion must be a string, not the number 42: the API server cannot decode it and rejects the whole object. Quote it if it is meant as text.',
    );
  });

  it('embedded metadata of the wrong type fails the request', async () => {
    const result = await findings(
      schema,
      widget({
        pruned: {
          apiVersion: 'foo/v1',
          kind: 'Foo',
          metadata: { name: 'instance', namespace: ['abc'], labels: { foo: 42 } },
        },
      }),
    );
    expect(result.map((f) => [f.severity, f.path])).toEqual([
      ['error', 'spec.pruned.metadata.namespace'],
      ['error', 'spec.pruned.metadata.labels.foo'],
    ]);
    expect(result[1]?.message).toBe(
      'spec.pruned.metadata.labels.foo must be a string, not the number 42: the API server cannot decode it and rejects the whole object. Quote it if it is meant as text.',
    );
  });
});
