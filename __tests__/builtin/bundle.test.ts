// The bundled schemas of the built-in kinds: the committed file is what `npm run schemas` makes of
// ../shared/k8s-openapi, and the plain OpenAPI form other validators compile says what Go decodes.

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { openBundle } from '../../src/builtin/bundle.js';
import { builtinOpenApiSchema } from '../../src/builtin/openapi.js';
import type { BuiltinSchema } from '../../src/builtin/openapi.js';
import { parseYaml } from '../../src/load/yaml/parse.js';
import { compileSchema } from '../../src/schema/schema.js';
import { storedObject } from '../../src/schema/stored.js';
import { validateObject } from '../../src/schema/validate.js';
import { BUNDLE_FILE, buildBundle } from '../../scripts/build-schemas.js';

const SOURCE = path.resolve(process.cwd(), '..', 'shared', 'k8s-openapi');
const describeWithSource =
  fs.existsSync(SOURCE) || process.env.ADMISSION_GATE_REQUIRE_CORPUS ? describe : describe.skip;

describeWithSource('the committed bundle', () => {
  it('is what npm run schemas writes from ../shared/k8s-openapi and scripts/data/api-lifecycle.json', () => {
    const { bytes } = buildBundle();
    expect(bytes.equals(fs.readFileSync(BUNDLE_FILE))).toBe(true);
  }, 60_000);
});

describe('the bundle', () => {
  it('holds v1.27 to v1.35', () => {
    expect(openBundle().versions).toEqual([
      'v1.27',
      'v1.28',
      'v1.29',
      'v1.30',
      'v1.31',
      'v1.32',
      'v1.33',
      'v1.34',
      'v1.35',
    ]);
  });

  it('knows which releases serve a kind', () => {
    const { served } = openBundle().lifecycle;
    // Bit i is versions[i]: flowcontrol v1beta3 was served by v1.27 to v1.31.
    expect(served['flowcontrol.apiserver.k8s.io/v1beta3/FlowSchema']).toBe(0b000011111);
    expect(served['apps/v1/Deployment']).toBe(0b111111111);
    expect(served['extensions/v1beta1/Deployment']).toBeUndefined();
  });
});

describe('builtinOpenApiSchema: a kind as a plain OpenAPI object', () => {
  const deployment = builtinOpenApiSchema('latest', 'apps', 'v1', 'Deployment');
  const props = (s: BuiltinSchema | undefined): Readonly<Record<string, BuiltinSchema>> =>
    s?.properties ?? {};
  const podSpec = props(props(props(deployment).spec).template).spec;
  const container = props(podSpec).containers?.items;

  it('resolves references, with types, formats, list types and the kind', () => {
    expect(deployment?.['x-kubernetes-group-version-kind']).toEqual([
      { group: 'apps', version: 'v1', kind: 'Deployment' },
    ]);
    expect(props(props(deployment).spec).replicas).toEqual({
      type: 'integer',
      format: 'int32',
      nullable: true,
    });
    expect(props(podSpec).containers).toMatchObject({
      type: 'array',
      'x-kubernetes-list-type': 'map',
      'x-kubernetes-list-map-keys': ['name'],
    });
    expect(container?.required).toEqual(['name']);
    expect(props(container).ports?.['x-kubernetes-list-map-keys']).toEqual(['containerPort', 'protocol']);
  });

  it('says what Go decodes: int-or-string, quantities, any JSON in raw fields, null everywhere', () => {
    const probe = props(container).livenessProbe;
    expect(props(props(probe).httpGet).port).toEqual({ nullable: true, 'x-kubernetes-int-or-string': true });
    expect(props(props(container).resources).limits?.additionalProperties).toEqual({
      oneOf: [
        { type: 'string', nullable: true },
        { type: 'number', nullable: true },
      ],
      nullable: true,
    });
    const revision = builtinOpenApiSchema('latest', 'apps', 'v1', 'ControllerRevision');
    expect(props(revision).data).toEqual({ nullable: true, 'x-kubernetes-preserve-unknown-fields': true });
    expect(props(props(deployment).metadata).creationTimestamp).toEqual({
      type: 'string',
      format: 'date-time',
      nullable: true,
    });
  });

  it('resolves recursive definitions lazily into a finite graph', () => {
    const schema = builtinOpenApiSchema(
      { major: 1, minor: 30 },
      'apiextensions.k8s.io',
      'v1',
      'CustomResourceDefinition',
    );
    const versions = props(props(schema).spec).versions?.items;
    const openAPIV3Schema = props(props(versions).schema).openAPIV3Schema;
    // JSONSchemaProps.properties is a map of JSONSchemaProps: the same object again.
    expect(props(openAPIV3Schema).properties?.additionalProperties).toBe(openAPIV3Schema);
    const items = props(openAPIV3Schema).items;
    expect(items?.oneOf?.[0]).toBe(openAPIV3Schema);
    expect(items?.oneOf?.[1]).toMatchObject({ type: 'array', items: openAPIV3Schema });
  });

  it('follows kubernetesVersion, and knows nothing of kinds a release does not serve', () => {
    expect(builtinOpenApiSchema('latest', '', 'v1', 'Podd')).toBeUndefined();
    expect(
      builtinOpenApiSchema({ major: 1, minor: 33 }, 'resource.k8s.io', 'v1', 'DeviceClass'),
    ).toBeUndefined();
    expect(
      builtinOpenApiSchema({ major: 1, minor: 34 }, 'resource.k8s.io', 'v1', 'DeviceClass'),
    ).toBeDefined();
    expect(builtinOpenApiSchema('latest', 'extensions', 'v1beta1', 'Deployment')).toBeUndefined();
  });
});

describe('builtinOpenApiSchema with the schema-validation compiler (src/schema/)', () => {
  it('compiles, and the validator finds types and list-map duplicates in a Deployment', () => {
    const schema = compileSchema(builtinOpenApiSchema('latest', 'apps', 'v1', 'Deployment') ?? {});
    const [doc] = parseYaml(`apiVersion: apps/v1
kind: Deployment
metadata: {name: d}
spec:
  replicas: "3"
  selector: {matchLabels: {a: b}}
  template:
    spec:
      containers:
        - {name: a, image: x, ports: [{containerPort: 80}, {containerPort: 80}]}
        - {name: a, image: z, resources: {limits: {cpu: 0.5}}}
`);
    const root = doc?.root;
    if (root?.kind !== 'map') throw new Error('not a map');
    const violations = validateObject(
      storedObject(root, schema, { prunes: true, dropStatus: false }),
      schema,
      {
        kubernetesVersion: 'latest',
      },
    );
    expect(violations.map((v) => v.path.join('.'))).toEqual([
      'spec.replicas',
      'spec.template.spec.containers.1',
      'spec.template.spec.containers.0.ports.1',
    ]);
  });

  it('compiles the recursive CustomResourceDefinition schema', () => {
    const crd = builtinOpenApiSchema('latest', 'apiextensions.k8s.io', 'v1', 'CustomResourceDefinition');
    expect(compileSchema(crd ?? {}).properties.has('spec')).toBe(true);
  });
});
