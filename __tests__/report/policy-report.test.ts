import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { Ajv } from 'ajv';
import { parse, parseAllDocuments } from 'yaml';
import { parseConfig } from '../../src/config/load.js';
import { parseYaml } from '../../src/load/yaml/parse.js';
import { toJs } from '../../src/load/yaml/node.js';
import { formatPolicyReport } from '../../src/report/policy-report.js';
import { RULES } from '../../src/rules/registry.js';
import { scan } from '../../src/scan.js';
import { makeRepo, runCli } from '../helpers.js';
import { controlRule, deployment, service } from '../policy/fixtures.js';

interface Crd {
  spec: { versions: { name: string; schema: { openAPIV3Schema: Schema } }[] };
}
interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  additionalProperties?: Schema | boolean;
  items?: Schema;
}
type Report = {
  kind: string;
  metadata: { name: string; namespace?: string; annotations: Record<string, string> };
  summary: Record<string, number>;
  results: Record<string, unknown>[];
};

const crdSchema = (file: string): Schema => {
  const crd = parse(fs.readFileSync(path.join('__tests__', 'fixtures', 'schemas', file), 'utf8')) as Crd;
  const version = crd.spec.versions.find((v) => v.name === 'v1alpha2');
  if (!version) throw new Error(`no v1alpha2 in ${file}`);
  return version.schema.openAPIV3Schema;
};
const SCHEMAS: Record<string, Schema> = {
  PolicyReport: crdSchema('wgpolicyk8s.io_policyreports.yaml'),
  ClusterPolicyReport: crdSchema('wgpolicyk8s.io_clusterpolicyreports.yaml'),
};
const ajv = new Ajv({ strict: false, allErrors: true });
ajv.addFormat('int32', true).addFormat('int64', true);
const validators = Object.fromEntries(Object.entries(SCHEMAS).map(([kind, s]) => [kind, ajv.compile(s)]));

/** Paths the API server would prune: fields the structural schema does not declare (metadata aside). */
function pruned(value: unknown, schema: Schema, at = ''): string[] {
  if (Array.isArray(value))
    return schema.items ? value.flatMap((v) => pruned(v, schema.items!, `${at}[*]`)) : [];
  if (typeof value !== 'object' || value === null || at === '.metadata') return [];
  return Object.entries(value).flatMap(([key, v]) => {
    const declared = schema.properties?.[key];
    const extra = schema.additionalProperties;
    if (declared) return pruned(v, declared, `${at}.${key}`);
    if (typeof extra === 'object') return pruned(v, extra, `${at}.${key}`);
    return [`${at}.${key}`];
  });
}

const FILES = {
  '.admission-gate.yaml':
    'exceptions:\n  - rules: [probe-host]\n    reason: legacy agent\n    names: [legacy]\n',
  'shop/web.yaml': deployment({ name: 'web', namespace: 'shop', image: 'nginx:1', host: '"on"' }),
  // Quoted: a bare 0644 is an integer in YAML 1.1, which schema-validation reports in a string field.
  'shop/legacy.yaml': deployment({ name: 'legacy', namespace: 'shop', image: 'nginx', host: '"0644"' }),
  'default/svc.yaml': service('edge', ['198.51.100.7']),
  'cluster/ns.yaml':
    'apiVersion: v1\nkind: Namespace\nmetadata:\n  name: shop\n  annotations:\n    admission-gate.dev/ignore: "probe-host"\n',
  'broken.yaml': 'a: [1,\n',
};

async function reportsOf(dir: string, ...args: string[]): Promise<{ docs: Report[]; text: string }> {
  const run = await runCli(['scan', '.', '--format', 'policy-report', ...args], dir);
  return { docs: parseAllDocuments(run.stdout).map((d) => d.toJS() as Report), text: run.stdout };
}

describe('--format policy-report', () => {
  let docs: Report[] = [];
  let text = '';
  beforeAll(async () => {
    ({ docs, text } = await reportsOf(makeRepo(FILES)));
  });

  it('is a ClusterPolicyReport and one PolicyReport per namespace, valid against the v1alpha2 CRDs', () => {
    expect(docs.map((d) => [d.kind, d.metadata.namespace])).toEqual([
      ['ClusterPolicyReport', undefined],
      ['PolicyReport', 'default'],
      ['PolicyReport', 'shop'],
    ]);
    for (const doc of docs) {
      const validate = validators[doc.kind]!;
      expect(validate(doc) ? [] : validate.errors).toEqual([]);
    }
  });

  it('would be caught by the CRD check if it were not (the check is not vacuous)', () => {
    const doc = docs[1]!;
    expect(validators.PolicyReport!({ ...doc, results: [{ ...doc.results[0], result: 'failed' }] })).toBe(
      false,
    );
  });

  it('has no field a cluster would prune, except source on the older PolicyReport CRD cut', () => {
    for (const doc of docs) {
      const expected = doc.kind === 'PolicyReport' ? ['.results[*].source'] : [];
      expect([...new Set(pruned(doc, SCHEMAS[doc.kind]!))]).toEqual(expected);
    }
  });

  it('maps findings to results: fail, warn and skip, with severity, resources and properties', () => {
    const shop = docs.find((d) => d.metadata.namespace === 'shop')!;
    expect(shop.summary).toEqual({ pass: 0, fail: 1, warn: 0, error: 0, skip: 1 });
    expect(shop.results).toEqual([
      {
        source: 'admission-gate',
        policy: 'probe-host',
        rule: 'Host Probes / Lifecycle Hooks',
        result: 'skip',
        severity: 'high',
        scored: false,
        message: expect.stringContaining('livenessProbe.httpGet.host is "0644" in container "legacy"'),
        resources: [{ apiVersion: 'apps/v1', kind: 'Deployment', namespace: 'shop', name: 'legacy' }],
        properties: {
          file: 'shop/legacy.yaml',
          line: '14',
          column: '15',
          path: 'spec.template.spec.containers[0].livenessProbe.httpGet.host',
          value: '0644',
          container: 'legacy',
          controlName: 'Host Probes / Lifecycle Hooks',
          image: 'nginx',
          suppressedBy: 'exception',
          suppressedAt: '.admission-gate.yaml:2',
          suppressionReason: 'legacy agent',
        },
      },
      expect.objectContaining({
        policy: 'probe-host',
        result: 'fail',
        scored: true,
        resources: [{ apiVersion: 'apps/v1', kind: 'Deployment', namespace: 'shop', name: 'web' }],
        properties: expect.objectContaining({ value: 'on', line: '14' }),
      }),
    ]);
  });

  it('puts cluster-scoped objects and findings about no object in the ClusterPolicyReport', () => {
    const cluster = docs[0]!;
    expect(cluster.results.map((r) => [r.policy, r.result, r.severity, r.resources])).toEqual([
      ['yaml-syntax', 'fail', 'high', undefined],
      ['invalid-suppression', 'warn', 'medium', [{ apiVersion: 'v1', kind: 'Namespace', name: 'shop' }]],
    ]);
    expect(cluster.results[0]?.properties).toMatchObject({ file: 'broken.yaml', line: '2' });
  });

  it('quotes strings the way kubectl (YAML 1.1) must read them: every property stays a string', () => {
    for (const doc of parseYaml(text)) {
      const results = (toJs(doc.root!) as Report).results;
      for (const r of results) {
        for (const value of Object.values(r.properties as Record<string, unknown>))
          expect(typeof value).toBe('string');
      }
    }
    expect(text).toContain('value: "on"');
  });

  it('names the Kubernetes version on every report', () => {
    expect(docs.map((d) => d.metadata.annotations['admission-gate.dev/kubernetes-version'])).toEqual([
      'latest',
      'latest',
      'latest',
    ]);
  });

  it('is a single ClusterPolicyReport with zero counts when there is nothing to report', async () => {
    const empty = (
      await reportsOf(makeRepo({ 'ok.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\n' }))
    ).docs;
    expect(empty).toEqual([
      expect.objectContaining({
        kind: 'ClusterPolicyReport',
        summary: { pass: 0, fail: 0, warn: 0, error: 0, skip: 0 },
        results: [],
      }),
    ]);
  });
});

describe('PolicyReport controlName (scan with a rule that names Pod Security controls)', () => {
  const testRule = controlRule(['Capabilities'], 'warning');

  it('names the control as the result rule and in properties.controlName', async () => {
    const rules = [...RULES, testRule];
    const result = await scan({
      root: makeRepo({
        'pod.yaml': 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: p\n  namespace: ns\nspec: {}\n',
      }),
      config: parseConfig('', '.admission-gate.yaml', rules),
      rules,
    });
    const [, namespaced] = parseAllDocuments(formatPolicyReport(result)).map((d) => d.toJS() as Report);
    expect(namespaced?.results).toEqual([
      expect.objectContaining({
        policy: 'test-controls',
        rule: 'Capabilities',
        result: 'warn',
        severity: 'medium',
        properties: expect.objectContaining({ controlName: 'Capabilities' }),
      }),
    ]);
  });
});
