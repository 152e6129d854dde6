// No input crashes the engine: random YAML-ish text through the YAML layer, random objects through a
// whole scan with every rule on, random paths through the path printer. Fixed seeds, bounded runs.

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { stringify } from 'yaml';
import { DEFAULT_CONFIG } from '../../src/config/config.js';
import { ConfigError, parseConfig } from '../../src/config/load.js';
import { formatPath, MapKey } from '../../src/load/path.js';
import type { PathSegment } from '../../src/load/path.js';
import { parseYaml } from '../../src/load/yaml/parse.js';
import type { YamlNode } from '../../src/load/yaml/node.js';
import { formatJson } from '../../src/report/json.js';
import { formatPolicyReport } from '../../src/report/policy-report.js';
import { formatSarif } from '../../src/report/sarif.js';
import { formatText } from '../../src/report/text.js';
import { RULES } from '../../src/rules/registry.js';
import { scan } from '../../src/scan.js';
import { makeRepo } from '../helpers.js';
import { crdYaml, withSpec } from '../rules/unknown-fields/crd.js';

/** Every node lies inside the text, children inside their parents' document. */
function offsetsInside(node: YamlNode, length: number): boolean {
  const stack = [node];
  for (let n = stack.pop(); n; n = stack.pop()) {
    if (n.start < 0 || n.end > length || n.start > n.end) return false;
    if (n.kind === 'map') for (const e of n.entries) stack.push(e.value);
    if (n.kind === 'seq') stack.push(...n.items);
  }
  return true;
}

describe('the YAML layer on random text', () => {
  const pieces = [
    ...[' ', '  ', '\t', '\n', '\r\n', '\r', '#', ': ', '- ', '? ', '[', ']', '{', '}', ',', '"', "'", '\\'],
    ...['|', '>-', '&a ', '*a', '&b ', '*b', '<<: ', '!!str ', '!t ', '%YAML 1.1\n', '---\n', '...\n'],
    ...['a', 'b: c', 'key: value', '1', 'yes', '0x1F', '\uFEFF', '\u0085', '\u2028', '😀', '\u0000'],
  ];
  const text = fc.array(fc.constantFrom(...pieces), { maxLength: 60 }).map((p) => p.join(''));
  const deep = fc
    .tuple(
      fc.integer({ min: 200, max: 400 }),
      fc.constantFrom('[', '{a: ', '- ', '&x ['),
      fc.string({ maxLength: 5 }),
    )
    .map(([n, open, tail]) => open.repeat(n) + tail);

  it('always returns documents whose errors and nodes lie inside the text', () => {
    expect(() =>
      fc.assert(
        fc.property(fc.oneof({ weight: 9, arbitrary: text }, { weight: 1, arbitrary: deep }), (t) =>
          parseYaml(t).every(
            (doc) =>
              doc.errors.every((e) => e.start >= 0 && e.end <= t.length && e.start <= e.end) &&
              (doc.root === null || offsetsInside(doc.root, t.length)),
          ),
        ),
        { seed: 424242, numRuns: 3000 },
      ),
    ).not.toThrow();
  });

  it('reads any such text as a config without throwing anything but a config error', () => {
    expect(() =>
      fc.assert(
        fc.property(text, (t) => {
          try {
            parseConfig(t, '.admission-gate.yaml', RULES);
          } catch (e) {
            if (!(e instanceof ConfigError)) throw e;
          }
          return true;
        }),
        { seed: 77, numRuns: 1000 },
      ),
    ).not.toThrow();
  });
});

// Objects of the kinds the rules read, filled with random values where the rules look.
const scalar = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom(
    '10.0.0.1',
    '::1',
    '203.0.113.7',
    'localhost',
    'ALL',
    'NET_RAW',
    'RuntimeDefault',
    'true',
    '0',
    'yes',
  ),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
);
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  any: fc.oneof({ depthSize: 'small' }, scalar, tie('list'), tie('map')),
  list: fc.array(tie('any'), { maxLength: 3 }),
  map: fc.dictionary(
    fc.oneof(
      fc.constantFrom(
        'name',
        'image',
        'host',
        'securityContext',
        'capabilities',
        'add',
        'drop',
        'privileged',
      ),
      fc.constantFrom('hostNetwork', 'volumes', 'hostPath', 'ports', 'hostPort', 'sysctls', 'seccompProfile'),
      fc.constantFrom(
        'livenessProbe',
        'httpGet',
        'tcpSocket',
        'lifecycle',
        'postStart',
        'externalIPs',
        'size',
      ),
      fc.string({ maxLength: 6 }),
    ),
    tie('any'),
    { maxKeys: 4 },
  ),
})).any;
const container = fc.record({
  name: scalar,
  image: scalar,
  securityContext: value,
  livenessProbe: value,
  ports: value,
});
const podSpec = fc.record(
  {
    containers: fc.oneof(fc.array(container, { maxLength: 2 }), value),
    hostNetwork: value,
    volumes: value,
    securityContext: value,
  },
  { requiredKeys: [] },
);
const metadata = fc.record(
  {
    name: scalar,
    namespace: fc.oneof(scalar, fc.constantFrom('shop', 'default')),
    labels: fc.oneof(value, fc.constant({ 'pod-security.kubernetes.io/enforce': 'restricted' })),
    annotations: fc.oneof(value, fc.constant({ 'admission-gate.dev/ignore': 'probe-host: test' })),
  },
  { requiredKeys: [] },
);
const object = fc.oneof(
  fc.record({
    apiVersion: fc.constant('v1'),
    kind: fc.constant('Pod'),
    metadata,
    spec: fc.oneof(podSpec, value),
  }),
  fc.record({
    apiVersion: fc.constantFrom('apps/v1', 'batch/v1'),
    kind: fc.constantFrom('Deployment', 'StatefulSet', 'DaemonSet', 'Job', 'CronJob'),
    metadata,
    spec: fc.oneof(
      fc.record({ template: fc.record({ metadata, spec: podSpec }) }),
      fc.record({ jobTemplate: fc.record({ spec: fc.record({ template: fc.record({ spec: podSpec }) }) }) }),
      value,
    ),
  }),
  fc.record({
    apiVersion: fc.constant('v1'),
    kind: fc.constant('Service'),
    metadata,
    spec: fc.oneof(fc.record({ externalIPs: value }), value),
  }),
  fc.record({ apiVersion: fc.constant('v1'), kind: fc.constant('Namespace'), metadata }),
  fc.record({
    apiVersion: fc.constantFrom('example.com/v1', 'example.com/v2'),
    kind: fc.constant('Widget'),
    metadata,
    spec: value,
  }),
  fc.record({ apiVersion: fc.constant('v1'), kind: fc.constant('List'), items: value }),
  value,
);

const CONFIG = `rules:
  pod-security: {level: namespace, default: restricted}
  external-ip-cidr: {allowedCIDRs: [203.0.113.0/24], rejectedCIDRs: [203.0.113.128/25]}
exceptions:
  - {rules: ['*'], reason: random, names: ['*a*'], paths: ['spec.containers[*].image']}
`;

describe('a whole scan on random objects', () => {
  const widgetCrd = crdYaml({
    schema: withSpec({ type: 'object', properties: { size: { type: 'integer' } } }),
  });

  it('never throws or fails internally, puts every finding inside its file, and renders every format', async () => {
    const dir = makeRepo({ '.admission-gate.yaml': CONFIG, 'crd.yaml': widgetCrd });
    const config = parseConfig(CONFIG, '.admission-gate.yaml', RULES);
    await expect(
      fc.assert(
        fc.asyncProperty(fc.array(object, { minLength: 1, maxLength: 4 }), async (objects) => {
          const text = objects.map((o) => stringify(o)).join('---\n');
          fs.writeFileSync(path.join(dir, 'random.yaml'), text);
          const result = await scan({
            root: dir,
            config: { ...config, file: '.admission-gate.yaml' },
            now: new Date(0),
          });
          const lines = text.split(/\r\n|\r|\n/).length;
          const inside = result.findings.every(
            (f) => f.file !== 'random.yaml' || (f.line >= 1 && f.endLine <= lines),
          );
          for (const format of [formatJson, formatPolicyReport, (r: typeof result) => formatSarif(r, RULES)])
            format(result);
          formatText(result, { color: false });
          return result.internalErrors.length === 0 && inside;
        }),
        { seed: 31337, numRuns: 150 },
      ),
    ).resolves.toBeUndefined();
  });

  it('is not vacuous: random objects draw findings from several rules', async () => {
    const dir = makeRepo({ '.admission-gate.yaml': CONFIG, 'crd.yaml': widgetCrd });
    const config = parseConfig(CONFIG, '.admission-gate.yaml', RULES);
    fc.sample(fc.array(object, { minLength: 1, maxLength: 4 }), { seed: 31337, numRuns: 150 }).forEach(
      (objects, i) => {
        fs.writeFileSync(path.join(dir, `r${i}.yaml`), objects.map((o) => stringify(o)).join('---\n'));
      },
    );
    const rules = new Set((await scan({ root: dir, config, now: new Date(0) })).findings.map((f) => f.rule));
    expect(rules.size).toBeGreaterThanOrEqual(4);
  });

  it('takes the defaults too', async () => {
    const dir = makeRepo({ 'a.yaml': stringify({ apiVersion: 'v1', kind: 'Pod', metadata: { name: 'p' } }) });
    expect((await scan({ root: dir, config: DEFAULT_CONFIG })).internalErrors).toEqual([]);
  });
});

describe('the path printer', () => {
  const segment: fc.Arbitrary<PathSegment> = fc.oneof(
    fc.string({ maxLength: 8 }),
    fc.nat(),
    fc.string({ maxLength: 8 }).map((k) => new MapKey(k)),
  );
  const identifier = fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9]{0,6}$/);

  it('prints any path, and reads back the ones made of identifiers and indexes', () => {
    expect(() =>
      fc.assert(
        fc.property(fc.array(segment, { maxLength: 12 }), (p) => typeof formatPath(p) === 'string'),
        { seed: 5, numRuns: 2000 },
      ),
    ).not.toThrow();
    const simple = fc.tuple(identifier, fc.array(fc.oneof(identifier, fc.nat()), { maxLength: 10 }));
    expect(() =>
      fc.assert(
        fc.property(simple, ([first, rest]) => {
          const printed = formatPath([first, ...rest]);
          const read = [...printed.matchAll(/([a-zA-Z][a-zA-Z0-9]*)|\[(\d+)\]/g)].map((m) =>
            m[1] !== undefined ? m[1] : Number(m[2]),
          );
          return JSON.stringify(read) === JSON.stringify([first, ...rest]) && !printed.startsWith('.');
        }),
        { seed: 6, numRuns: 2000 },
      ),
    ).not.toThrow();
  });

  it('prints keys verbatim, as the API server does, and map keys in brackets', () => {
    expect(formatPath(['metadata', 'labels', 'app.kubernetes.io/name'])).toBe(
      'metadata.labels.app.kubernetes.io/name',
    );
    expect(formatPath(['spec', new MapKey('a.b'), 'x', 0])).toBe('spec[a.b].x[0]');
    expect(formatPath([3, 'a'])).toBe('[3].a');
  });
});
