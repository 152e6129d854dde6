// The CRD registry: where definitions come from, which one wins, versions, scope, catalogs, notices.

import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { makeRepo, runCli, scanJson } from '../../helpers.js';
import type { JsonFinding } from '../../helpers.js';
import { DEFAULT_CONFIG } from '../../../src/config/config.js';
import { scan } from '../../../src/scan.js';
import { crdYaml, withSpec } from './crd.js';

const replicas = withSpec({ type: 'object', properties: { replicas: { type: 'integer' } } });
const sizes = withSpec({ type: 'object', properties: { size: { type: 'integer' } } });
const widget = (spec = '{replicas: 1, size: 1}', apiVersion = 'example.com/v1'): string =>
  `apiVersion: ${apiVersion}\nkind: Widget\nmetadata: {name: w}\nspec: ${spec}\n`;

async function ruleFindings(dir: string, ...args: string[]): Promise<JsonFinding[]> {
  return (await scanJson(dir, ...args)).report.findings.filter((f) => f.rule === 'unknown-fields');
}

const summary = (found: JsonFinding[]): string[][] => found.map((f) => [f.file, f.severity, f.path]);

describe('CRDs of the repository', () => {
  it('come from any YAML file under the scan root, also outside include and inside exclude', async () => {
    const dir = makeRepo({
      'platform/crds/widget.yml': crdYaml({ schema: replicas }),
      'apps/widget.yaml': widget(),
    });
    expect(summary(await ruleFindings(dir, '--include', 'apps/**', '--exclude', 'platform/**'))).toEqual([
      ['apps/widget.yaml', 'error', 'spec.size'],
    ]);
  });

  it('come from the whole tree when a pull request changes only some files', async () => {
    const dir = makeRepo({ 'crds/widget.yaml': crdYaml({ schema: replicas }), 'apps/widget.yaml': widget() });
    const result = await scan({ root: dir, config: DEFAULT_CONFIG, files: ['apps/widget.yaml'] });
    expect(result.findings.map((f) => [f.file, f.path])).toEqual([['apps/widget.yaml', 'spec.size']]);
  });

  it('never come from Helm templates', async () => {
    // Valid YAML as it stands: only the chart layout says it is a template.
    const template = crdYaml({ schema: replicas }).replace(
      'name: widgets.example.com',
      'name: "widgets.{{ .Values.group }}"',
    );
    const dir = makeRepo({
      'chart/Chart.yaml': 'apiVersion: v2\nname: c\nversion: 1.0.0\n',
      'chart/templates/crd.yaml': template,
      'apps/widget.yaml': widget(),
    });
    expect(summary(await ruleFindings(dir, '--include', 'apps/**'))).toEqual([
      ['apps/widget.yaml', 'notice', 'apiVersion'],
    ]);
  });

  it('a kind defined twice with different schemas: a warning on each, naming the other; the first is used', async () => {
    const dir = makeRepo({
      'a/widget.yaml': crdYaml({ schema: replicas }),
      'b/widget.yaml': `# copy\n${crdYaml({ schema: sizes })}`,
      'c/same.yaml': crdYaml({ schema: replicas }),
      'apps/widget.yaml': widget(),
    });
    const found = await ruleFindings(dir);
    expect(found.map((f) => [f.file, f.severity, f.path, f.line])).toEqual([
      ['a/widget.yaml', 'warning', 'metadata.name', 4],
      ['apps/widget.yaml', 'error', 'spec.size', 4],
      ['b/widget.yaml', 'warning', 'metadata.name', 5],
    ]);
    expect(found[0]?.message).toBe(
      'CRD widgets.example.com is defined again at b/widget.yaml:2 with a different schema, scope or version list; this definition is the one custom resources are checked against. Keep one copy, or make the copies identical.',
    );
    expect(found[2]?.message).toContain('is defined differently at a/widget.yaml:1, which is the one');
  });
});

describe('configured sources (crds.paths)', () => {
  it('reads files and folders relative to the scan root, or absolute, also outside the root', async () => {
    const outside = makeRepo({ 'vendor/widget.yaml': crdYaml({ schema: replicas }) });
    const dir = makeRepo({
      '.admission-gate.yaml': `crds:\n  paths: [${JSON.stringify(path.join(outside, 'vendor'))}]\n`,
      'widget.yaml': widget(),
    });
    expect(summary(await ruleFindings(dir))).toEqual([['widget.yaml', 'error', 'spec.size']]);
  });

  it('later entries replace earlier ones, and the repository replaces them all', async () => {
    const sources = makeRepo({
      'experimental/widget.yaml': crdYaml({ schema: replicas }),
      'standard/widget.yaml': crdYaml({ schema: sizes }),
      'standard/gadget.yaml': crdYaml({ kind: 'Gadget', schema: sizes }),
    });
    const dir = makeRepo({
      '.admission-gate.yaml': `crds:\n  paths: [${['experimental', 'standard'].map((p) => JSON.stringify(path.join(sources, p))).join(', ')}]\n`,
      'widget.yaml': widget(),
      'gadget.yaml': widget('{replicas: 1, size: 1}').replace('Widget', 'Gadget'),
      'crds/gadget.yaml': crdYaml({ kind: 'Gadget', schema: replicas }),
    });
    expect(summary(await ruleFindings(dir))).toEqual([
      ['gadget.yaml', 'error', 'spec.size'],
      ['widget.yaml', 'error', 'spec.replicas'],
    ]);
  });

  it('--crds adds sources after the config, relative to the current directory', async () => {
    const dir = makeRepo({ 'repo/widget.yaml': widget(), 'vendor/widget.yaml': crdYaml({ schema: sizes }) });
    const run = await runCli(['scan', 'repo', '--format', 'json', '--crds', 'vendor'], dir);
    const report = JSON.parse(run.stdout) as { findings: JsonFinding[] };
    expect(summary(report.findings)).toEqual([['widget.yaml', 'error', 'spec.replicas']]);
  });

  it('a source that does not exist is a usage error, not an empty registry', async () => {
    const dir = makeRepo({
      '.admission-gate.yaml': 'crds:\n  paths: [vendor/crds]\n',
      'widget.yaml': widget(),
    });
    const run = await runCli(['scan', '.'], dir);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      'crds.paths: no such file or folder: vendor/crds (relative paths start at the scan root',
    );
  });

  it('a configured file that does not parse, or a folder without CRDs, is a note', async () => {
    const dir = makeRepo({
      'repo/.admission-gate.yaml': 'crds:\n  paths: [../other/bad.yaml, ../other/empty]\n',
      'repo/widget.yaml': widget(),
      'other/bad.yaml': 'kind: CustomResourceDefinition\nspec: [\n',
      'other/empty/readme.yaml': 'a: 1\n',
    });
    const run = await runCli(['scan', 'repo', '--format', 'json'], dir);
    const report = JSON.parse(run.stdout) as { notes: string[] };
    expect(report.notes).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^crds\.paths: \.\.\/other\/bad\.yaml:3: /),
        'crds.paths: ../other/empty holds no CustomResourceDefinition',
      ]),
    );
  });
});

describe('versions', () => {
  const crd = crdYaml({
    versions: [
      { name: 'v1', schema: replicas },
      {
        name: 'v1beta1',
        deprecated: true,
        deprecationWarning: 'example.com/v1beta1 Widget is going away; use v1',
        schema: sizes,
      },
      { name: 'v1alpha1', deprecated: true, schema: sizes },
      { name: 'v1alpha2', served: false, schema: sizes },
    ],
  });
  const found = async (apiVersion: string, spec = '{}'): Promise<JsonFinding[]> =>
    await ruleFindings(makeRepo({ 'crd.yaml': crd, 'cr.yaml': widget(spec, apiVersion) }));

  it('a version with served: false, or one the CRD lacks, is an error as kubectl reports it', async () => {
    for (const version of ['v1alpha2', 'v2']) {
      const [only, ...rest] = await found(`example.com/${version}`, '{replicas: 1, anything: 1}');
      expect(rest).toEqual([]);
      expect(only).toMatchObject({ severity: 'error', path: 'apiVersion', line: 1, column: 13 });
      expect(only?.message).toMatch(
        new RegExp(
          `^no matches for kind "Widget" in version "example.com/${version}": the CRD widgets.example.com \\(crd.yaml:1\\) `,
        ),
      );
      expect(only?.message).toContain('It serves v1, v1beta1, v1alpha1: change apiVersion to example.com/v1');
    }
  });

  it('a deprecated version is a warning quoting deprecationWarning, and is still checked', async () => {
    const result = await found('example.com/v1beta1', '{size: 1, replicas: 1}');
    expect(result.map((f) => [f.severity, f.path])).toEqual([
      ['warning', 'apiVersion'],
      ['error', 'spec.replicas'],
    ]);
    expect(result[0]?.message).toBe(
      'example.com/v1beta1 Widget is deprecated: the API server answers every request with the warning "example.com/v1beta1 Widget is going away; use v1". Move to example.com/v1 before the version stops being served.',
    );
  });

  it("without deprecationWarning, the API server's default text names the newest served version", async () => {
    expect((await found('example.com/v1alpha1'))[0]?.message).toContain(
      'the warning "example.com/v1alpha1 Widget is deprecated; use example.com/v1 Widget"',
    );
  });
});

// Kubernetes v1.22 stopped serving apiextensions.k8s.io/v1beta1: each legacy CRD is itself a finding.
describe('legacy apiextensions.k8s.io/v1beta1 CRDs', () => {
  const unserved = ['crd.yaml', 'error', 'apiVersion'];
  const legacy = (extra: string): string => `apiVersion: apiextensions.k8s.io/v1beta1
kind: CustomResourceDefinition
metadata: {name: widgets.example.com}
spec:
  group: example.com
  names: {kind: Widget, plural: widgets}
${extra}`;
  const top = `  version: v1
  validation:
    openAPIV3Schema:
      type: object
      properties:
        spec: {type: object, properties: {replicas: {type: integer}}}
`;

  it('top-level version and validation, with preserveUnknownFields: false, prune', async () => {
    const dir = makeRepo({
      'crd.yaml': legacy(`  preserveUnknownFields: false\n${top}`),
      'cr.yaml': widget(),
    });
    expect(summary(await ruleFindings(dir))).toEqual([['cr.yaml', 'error', 'spec.size'], unserved]);
  });

  it('versions with their own schemas', async () => {
    const versions = `  preserveUnknownFields: false
  versions:
    - name: v1
      served: true
      storage: true
      schema: {openAPIV3Schema: ${JSON.stringify(sizes)}}
`;
    const dir = makeRepo({ 'crd.yaml': legacy(versions), 'cr.yaml': widget() });
    expect(summary(await ruleFindings(dir))).toEqual([['cr.yaml', 'error', 'spec.replicas'], unserved]);
  });

  it('preserveUnknownFields defaults to true there: nothing is pruned, metadata is still strict', async () => {
    const dir = makeRepo({
      'crd.yaml': legacy(top),
      'cr.yaml': widget().replace('metadata: {name: w}', 'metadata: {name: w, lables: {}}'),
    });
    expect(summary(await ruleFindings(dir))).toEqual([['cr.yaml', 'error', 'metadata.lables'], unserved]);
  });
});

describe('scope', () => {
  it('custom resources of a Cluster-scoped CRD have no namespace in their identity', async () => {
    const dir = makeRepo({
      'crds.yaml': `${crdYaml({ kind: 'Realm', scope: 'Cluster', schema: replicas })}---\n${crdYaml({ schema: replicas })}`,
      'cr.yaml': `${widget('{bad: 1}').replace('Widget', 'Realm')}---\n${widget('{bad: 1}')}`,
    });
    expect((await ruleFindings(dir)).map((f) => f.resource)).toEqual([
      { apiVersion: 'example.com/v1', kind: 'Realm', name: 'w' },
      { apiVersion: 'example.com/v1', kind: 'Widget', namespace: 'default', name: 'w' },
    ]);
  });
});

describe('unknown CRDs', () => {
  it('a notice once per kind and file, never a silent pass', async () => {
    const dir = makeRepo({
      'a.yaml': `${widget()}---\n${widget()}---\n${widget().replace('Widget', 'Gadget')}`,
      'b.yaml': widget(),
    });
    const found = await ruleFindings(dir);
    expect(found.map((f) => [f.file, f.severity, f.line])).toEqual([
      ['a.yaml', 'notice', 1],
      ['a.yaml', 'notice', 11],
      ['b.yaml', 'notice', 1],
    ]);
    expect(found[0]?.message).toBe(
      'no schema for example.com/v1 Widget: add its CRD to crds.paths (or a JSON Schema catalog to crds.schemaDirs) so that fields the API server would drop can be found.',
    );
  });

  it('suggests a kind of the same group when the name is close', async () => {
    const dir = makeRepo({
      'crd.yaml': crdYaml({ schema: replicas }),
      'cr.yaml': widget().replace('Widget', 'widget'),
    });
    expect((await ruleFindings(dir))[0]?.message).toContain(
      'The known CRDs of example.com define "Widget": is the kind misspelt?',
    );
  });

  it('tool configuration that no API server receives gets no notice', async () => {
    const dir = makeRepo({
      'kustomization.yaml':
        'apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources: []\n',
      'skaffold.yaml': 'apiVersion: skaffold/v4beta6\nkind: Config\nmetadata: {name: s}\n',
      'kind.yaml': 'apiVersion: kind.x-k8s.io/v1alpha4\nkind: Cluster\n',
    });
    expect(await ruleFindings(dir)).toEqual([]);
  });
});

describe('JSON Schema catalogs (crds.schemaDirs)', () => {
  // openapi2jsonschema output: additionalProperties: false beside every properties.
  const catalogSchema = JSON.stringify({
    type: 'object',
    properties: {
      apiVersion: { type: 'string' },
      spec: { type: 'object', properties: { replicas: { type: 'integer' } }, additionalProperties: false },
    },
    additionalProperties: false,
  });

  it('reads {group}/{kind}_{version}.json below a folder, kind in lower case', async () => {
    const dir = makeRepo({
      '.admission-gate.yaml': 'crds:\n  schemaDirs: [schemas]\n',
      'schemas/example.com/widget_v1.json': catalogSchema,
      'widget.yaml': widget(),
    });
    expect(summary(await ruleFindings(dir))).toEqual([['widget.yaml', 'error', 'spec.size']]);
  });

  it('accepts file templates, ours and kubeconform-style', async () => {
    for (const template of [
      'catalog/{group}/{kind}_{version}.json',
      'catalog/{{ .Group }}/{{.ResourceKind}}_{{.ResourceAPIVersion}}.json',
    ]) {
      const dir = makeRepo({
        '.admission-gate.yaml': `crds:\n  schemaDirs: [${JSON.stringify(template)}]\n`,
        'catalog/example.com/widget_v1.json': catalogSchema,
        'widget.yaml': widget(),
      });
      expect(summary(await ruleFindings(dir))).toEqual([['widget.yaml', 'error', 'spec.size']]);
    }
  });

  it('a CRD wins over the catalog; a kind the catalog lacks gets the notice', async () => {
    const dir = makeRepo({
      '.admission-gate.yaml': 'crds:\n  schemaDirs: [schemas]\n',
      'schemas/example.com/widget_v1.json': catalogSchema,
      'crd.yaml': crdYaml({ schema: sizes }),
      'widget.yaml': `${widget()}---\n${widget().replace('Widget', 'Gadget')}`,
    });
    expect(summary(await ruleFindings(dir))).toEqual([
      ['widget.yaml', 'error', 'spec.replicas'],
      ['widget.yaml', 'notice', 'apiVersion'],
    ]);
  });

  it('never reads outside the catalog, whatever apiVersion and kind say', async () => {
    const dir = makeRepo({
      '.admission-gate.yaml': 'crds:\n  schemaDirs: [catalog/schemas]\n',
      // catalog/schemas/{group}/widget_v1.json with the group ".." would be this file.
      'catalog/widget_v1.json': catalogSchema,
      'widget.yaml': widget('{size: 1}', '../v1'),
    });
    expect(summary(await ruleFindings(dir))).toEqual([['widget.yaml', 'notice', 'apiVersion']]);
  });

  it('a catalog file that is not a schema is a note', async () => {
    const dir = makeRepo({
      '.admission-gate.yaml': 'crds:\n  schemaDirs: [schemas]\n',
      'schemas/example.com/widget_v1.json': '[1, 2]',
      'widget.yaml': widget(),
    });
    const { report } = await scanJson(dir);
    expect(report.notes).toContain(
      'crds.schemaDirs: schemas/example.com/widget_v1.json is not a JSON Schema object; ignored',
    );
    expect(report.findings.map((f) => f.severity)).toEqual(['notice']);
  });
});
