// SEMANTICS.md, unknown-fields: each point, and each path form the API server prints in its
// `unknown field "<path>"` warnings, checked through the CLI.

import { describe, expect, it } from '@jest/globals';
import { makeRepo, scanJson } from '../../helpers.js';
import type { JsonFinding } from '../../helpers.js';
import { crdYaml, withSpec } from './crd.js';

async function check(crd: string, resource: string): Promise<JsonFinding[]> {
  const dir = makeRepo({ 'crds/widget.yaml': crd, 'deploy/widget.yaml': resource });
  return (await scanJson(dir)).report.findings.filter((f) => f.rule === 'unknown-fields');
}

const paths = (found: JsonFinding[]): string[] => found.map((f) => f.path);

const replicaSchema = withSpec({
  type: 'object',
  properties: {
    replicas: { type: 'integer' },
    ports: {
      type: 'array',
      items: { type: 'object', properties: { name: { type: 'string' }, port: { type: 'integer' } } },
    },
    matrix: {
      type: 'array',
      items: { type: 'array', items: { type: 'object', properties: { x: { type: 'integer' } } } },
    },
    routes: {
      type: 'object',
      additionalProperties: { type: 'object', properties: { timeout: { type: 'string' } } },
    },
  },
});

describe('paths, byte for byte as the API server prints them', () => {
  it('list indexes follow their key without a dot; root keys have no prefix', async () => {
    const found = await check(
      crdYaml({ schema: replicaSchema }),
      `apiVersion: example.com/v1
kind: Widget
metadata:
  name: w
sepc: {}
spec:
  ports:
    - {name: http, port: 80}
    - {name: https, port: 443, protocol: TCP}
  matrix:
    - [{x: 1}]
    - [{x: 1}, {x: 2, z: 3}]
`,
    );
    expect(paths(found)).toEqual(['sepc', 'spec.ports[1].protocol', 'spec.matrix[1][1].z']);
  });

  it('map keys are spliced in verbatim after a dot', async () => {
    const found = await check(
      crdYaml({ schema: replicaSchema }),
      `apiVersion: example.com/v1
kind: Widget
metadata: {name: w}
spec:
  routes:
    app.kubernetes.io/name:
      timeout: 5s
      retries: 3
`,
    );
    expect(paths(found)).toEqual(['spec.routes.app.kubernetes.io/name.retries']);
    expect(found[0]).toMatchObject({ line: 8, column: 7, endLine: 8, endColumn: 14 });
  });

  it('ObjectMeta problems get a metadata. prefix, nested types too', async () => {
    const found = await check(
      crdYaml({ schema: replicaSchema }),
      `apiVersion: example.com/v1
kind: Widget
metadata:
  name: w
  owner: team-a
  ownerReferences:
    - {apiVersion: v1, kind: ConfigMap, name: c, uid: "1", orphan: true}
  managedFields:
    - {manager: kubectl, operation: Apply, fieldsV1: {f:spec: {}}, extra: 1}
`,
    );
    expect(paths(found)).toEqual([
      'metadata.owner',
      'metadata.ownerReferences[0].orphan',
      'metadata.managedFields[0].extra',
    ]);
  });

  it('embedded resources below a map put the map key in brackets in metadata paths only', async () => {
    const schema = withSpec({
      type: 'object',
      properties: {
        templates: {
          type: 'object',
          additionalProperties: {
            type: 'object',
            'x-kubernetes-embedded-resource': true,
            properties: { spec: { type: 'object', properties: { size: { type: 'integer' } } } },
          },
        },
      },
    });
    const found = await check(
      crdYaml({ schema }),
      `apiVersion: example.com/v1
kind: Widget
metadata: {name: w}
spec:
  templates:
    web:
      apiVersion: v1
      kind: Pod
      metadata: {name: web, tier: frontend}
      spec: {size: 2, color: blue}
`,
    );
    expect(paths(found)).toEqual(['spec.templates[web].metadata.tier', 'spec.templates.web.spec.color']);
  });
});

describe('which objects, which schema', () => {
  const twoVersions = crdYaml({
    versions: [
      { name: 'v1', schema: withSpec({ type: 'object', properties: { replicas: { type: 'integer' } } }) },
      { name: 'v2', schema: withSpec({ type: 'object', properties: { size: { type: 'integer' } } }) },
    ],
  });

  it('uses the schema of the version named in apiVersion', async () => {
    const resource = (version: string): string =>
      `apiVersion: example.com/${version}\nkind: Widget\nmetadata: {name: w}\nspec: {replicas: 1, size: 1}\n`;
    expect(paths(await check(twoVersions, resource('v1')))).toEqual(['spec.size']);
    expect(paths(await check(twoVersions, resource('v2')))).toEqual(['spec.replicas']);
  });

  it('matches group and kind exactly: the same kind in another group is not this CRD', async () => {
    const found = await check(
      twoVersions,
      'apiVersion: other.example.com/v1\nkind: Widget\nmetadata: {name: w}\nspec: {x: 1}\n',
    );
    expect(found.map((f) => [f.severity, f.path])).toEqual([['notice', 'apiVersion']]);
  });

  it('leaves built-in kinds alone', async () => {
    const found = await check(
      twoVersions,
      'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: d}\nspec: {replcias: 1}\n',
    );
    expect(found).toEqual([]);
  });
});

describe('what is pruned', () => {
  const schema = withSpec({
    type: 'object',
    properties: {
      replicas: { type: 'integer' },
      port: { 'x-kubernetes-int-or-string': true },
      owner: { type: 'string', nullable: true },
      settings: {
        type: 'object',
        'x-kubernetes-preserve-unknown-fields': true,
        properties: { mode: { type: 'object', properties: { on: { type: 'boolean' } } } },
      },
      extras: {
        type: 'array',
        'x-kubernetes-preserve-unknown-fields': true,
        items: { type: 'object', properties: { id: { type: 'string' } } },
      },
      limits: { type: 'object', additionalProperties: false },
      choice: {
        type: 'object',
        properties: { a: { type: 'string' } },
        oneOf: [{ properties: { b: { type: 'string' } } }],
      },
    },
  });
  const resource = (spec: string): string =>
    `apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: w}\nspec:\n${spec}`;

  it('reports only the unknown key itself, not its children', async () => {
    const found = await check(crdYaml({ schema }), resource('  replcias:\n    deep:\n      deeper: 1\n'));
    expect(paths(found)).toEqual(['spec.replcias']);
  });

  it('int-or-string, nullable and null on a known field never cause findings; null on an unknown one does', async () => {
    const found = await check(
      crdYaml({ schema }),
      resource('  port: http\n  owner: null\n  replicas: null\n  gone: null\n'),
    );
    expect(paths(found)).toEqual(['spec.gone']);
  });

  it('x-kubernetes-preserve-unknown-fields keeps unknown keys, in list items too, but known properties are still pruned', async () => {
    const found = await check(
      crdYaml({ schema }),
      resource('  settings: {free: 1, mode: {"on": true, "off": false}}\n  extras: [{id: a, anything: 1}]\n'),
    );
    expect(paths(found)).toEqual(['spec.settings.mode.off']);
  });

  it('prunes YAML 1.1 boolean keys as the strings kubectl sends: on: is "true", off: is "false"', async () => {
    const found = await check(crdYaml({ schema }), resource('  settings: {mode: {on: true, off: false}}\n'));
    expect(paths(found)).toEqual(['spec.settings.mode.true', 'spec.settings.mode.false']);
  });

  it('additionalProperties: false keeps keys; only object or array content beneath them is pruned', async () => {
    const found = await check(
      crdYaml({ schema }),
      resource('  limits: {cpu: 1, memory: {value: 2}, list: [{a: 1}]}\n'),
    );
    expect(paths(found)).toEqual(['spec.limits.memory.value', 'spec.limits.list[0].a']);
  });

  it('properties inside oneOf/anyOf/allOf/not declare nothing', async () => {
    const found = await check(crdYaml({ schema }), resource('  choice: {a: x, b: y}\n'));
    expect(paths(found)).toEqual(['spec.choice.b']);
  });

  it('metadata is decoded strictly and case-sensitively, even under preserve-unknown-fields', async () => {
    const preserving = crdYaml({ schema: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true } });
    const found = await check(
      preserving,
      'apiVersion: example.com/v1\nkind: Widget\nmetadata: {Name: w, labels: {a: b}}\nanything: 1\n',
    );
    expect(paths(found)).toEqual(['metadata.Name']);
    expect(found[0]?.message).toBe(
      'unknown field "metadata.Name": ObjectMeta has no such field, so the API server drops it silently. Did you mean "name"?',
    );
  });

  it('a metadata value of the wrong type fails the whole request instead: only that is reported', async () => {
    const found = await check(
      crdYaml({ schema }),
      'apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: w\n  generation: one\n  labels: {on: yes}\n  typo: 1\nspec: {replcias: 1}\n',
    );
    expect(found.map((f) => [f.severity, f.path, f.line])).toEqual([
      ['error', 'metadata.generation', 5],
      // `on:` is the key "true" by the time the API server sees it.
      ['error', 'metadata.labels.true', 6],
    ]);
    expect(found[0]?.message).toBe(
      'metadata.generation must be a whole number, not the string "one": the API server cannot decode it and rejects the whole object.',
    );
  });

  it('accepts what ObjectMeta decodes: RFC 3339 times, null, integral numbers, raw managed fields', async () => {
    const found = await check(
      crdYaml({ schema }),
      `apiVersion: example.com/v1
kind: Widget
metadata:
  name: w
  creationTimestamp: 2024-01-31T12:00:00Z
  deletionTimestamp: null
  generation: 2.0
  annotations: {a: "1", b: null}
  finalizers: [x]
  managedFields: [{manager: m, time: "2024-01-31T12:00:00.5+01:00", fieldsV1: {f:metadata: {.: {}}}}]
`,
    );
    expect(found).toEqual([]);
  });
});

describe('messages', () => {
  const schema = withSpec({
    type: 'object',
    properties: {
      replicas: { type: 'integer' },
      source: {
        type: 'object',
        properties: {
          path: { type: 'string' },
          helm: { type: 'object', properties: { parameters: { type: 'array', items: { type: 'string' } } } },
        },
      },
      image: { type: 'string' },
    },
  });
  const messageOf = async (spec: string): Promise<string> => {
    const found = await check(
      crdYaml({ schema }),
      `apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: w}\nspec: ${spec}\n`,
    );
    return found[0]?.message ?? '';
  };

  it('suggests the closest declared sibling', async () => {
    expect(await messageOf('{replcias: 3}')).toBe(
      'unknown field "spec.replcias": the API server drops it silently. Did you mean "replicas"?',
    );
  });

  it('notices a key that belongs one level deeper', async () => {
    expect(await messageOf('{source: {helm: {}, parameters: [a]}}')).toBe(
      'unknown field "spec.source.parameters": the API server drops it silently. "helm" beside it declares "parameters": is it indented one level too shallow?',
    );
  });

  it('notices a key that belongs one level up', async () => {
    expect(await messageOf('{source: {helm: {path: x}}}')).toBe(
      'unknown field "spec.source.helm.path": the API server drops it silently. The schema declares "path" beside "helm", not inside it: is it indented one level too deep?',
    );
  });

  it('otherwise lists the declared fields', async () => {
    expect(await messageOf('{colour: red}')).toBe(
      'unknown field "spec.colour": the API server drops it silently. The Widget schema (example.com/v1) declares image, replicas, source here; fix its name or indentation, or remove it.',
    );
  });

  it('says when nothing at all is declared at that level', async () => {
    expect(await messageOf('{image: {name: x}}')).toBe(
      'unknown field "spec.image.name": the API server drops it silently. The Widget schema (example.com/v1) declares no fields at this level; remove it.',
    );
  });
});
