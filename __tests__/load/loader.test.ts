import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { JsonReport } from '../helpers.js';
import { CORPUS, POD_WITH_HOST, describeWithCorpus, makeRepo, runCli, scanJson } from '../helpers.js';

const findingsOf = async (files: Record<string, string | Uint8Array>, ...args: string[]) =>
  (await scanJson(makeRepo(files), ...args)).report;

describe('loading manifests', () => {
  it('unpacks List kinds and lints each item as a resource', async () => {
    const list = `apiVersion: v1
kind: List
items:
  - ${POD_WITH_HOST.trimEnd().split('\n').join('\n    ')}
  - {kind: ConfigMap, metadata: {name: no-version}}
`;
    const report = await findingsOf({ 'list.yaml': list });
    expect(report.findings.map((f) => [f.path, f.resource?.name, f.line])).toEqual([
      ['spec.containers[0].livenessProbe.httpGet.host', 'p', 12],
    ]);
    expect(report.skipped).toEqual([
      {
        file: 'list.yaml',
        document: 0,
        line: 1,
        reason: 'items[1]: no apiVersion/kind: not a Kubernetes object',
      },
    ]);
    expect(report.summary.resources).toBe(1);
  });

  it('unpacks typed lists such as ConfigMapList too', async () => {
    const report = await findingsOf({
      'cms.yaml':
        'apiVersion: v1\nkind: ConfigMapList\nitems:\n  - {apiVersion: v1, kind: ConfigMap, metadata: {name: a}}\n',
    });
    expect(report.summary.resources).toBe(1);
    expect(report.skipped).toEqual([]);
  });

  it('reports a syntax error at its position and still checks the other documents and files', async () => {
    const report = await findingsOf({
      'a.yaml': `${POD_WITH_HOST}---\nkind: ConfigMap\ndata:\n  a: b\n   c: d\n---\n${POD_WITH_HOST}`,
      'b.yaml': POD_WITH_HOST,
    });
    expect(report.findings.map((f) => `${f.file}:${f.line}:${f.column} ${f.rule}`)).toEqual([
      'a.yaml:9:19 probe-host',
      'a.yaml:14:5 yaml-syntax',
      'a.yaml:24:19 probe-host',
      'b.yaml:9:19 probe-host',
    ]);
  });

  it('reports duplicate keys at the second key, as strict decoding rejects them', async () => {
    const report = await findingsOf({
      'd.yaml': 'apiVersion: v1\nkind: Secret\nmetadata: {name: s}\ntype: Opaque\ntype: kubernetes.io/tls\n',
    });
    expect(report.findings).toMatchObject([
      {
        rule: 'yaml-syntax',
        line: 5,
        column: 1,
        endLine: 5,
        endColumn: 5,
        message: expect.stringContaining('duplicate key "type"'),
      },
    ]);
  });

  it('skips Helm templates of a chart, and templates that only parse after rendering', async () => {
    const report = await findingsOf(
      {
        'chart/Chart.yaml': 'apiVersion: v2\nname: c\nversion: 1.0.0\n',
        'chart/templates/svc.yaml':
          'apiVersion: v1\nkind: Service\nmetadata:\n  name: "{{ .Release.Name }}"\nspec:\n  externalIPs: ["{{ .Values.ip }}"]\n',
        'chart/templates/plain.yaml': POD_WITH_HOST,
        'gotmpl.yaml':
          'apiVersion: v1\nkind: ReplicationController\nmetadata:\n  name: etcd-{{cell}}\nspec:\n  replicas: {{replicas}}\n',
        'helm-outside-chart.yaml': '{{- if .Values.enabled }}\napiVersion: v1\nkind: Service\n{{- end }}\n',
        // As written: rendered charts are __tests__/render/helm.test.ts's.
      },
      '--render',
      'off',
    );
    expect(report.skipped.map((s) => [s.file, s.reason.split(':')[0]])).toEqual([
      ['chart/Chart.yaml', 'no apiVersion/kind'],
      ['chart/templates/svc.yaml', 'Helm template'],
      ['gotmpl.yaml', 'template'],
      ['helm-outside-chart.yaml', 'template'],
    ]);
    // A file in templates/ without template actions renders to itself: it is linted.
    expect(report.findings.map((f) => f.file)).toEqual(['chart/templates/plain.yaml']);
  });

  it('keeps template-looking text inside valid values (Argo CD ApplicationSets, alert texts)', async () => {
    const report = await findingsOf({
      'appset.yaml':
        'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\ndata:\n  path: guestbook/{{path.basename}}\n  text: "{{ $labels.pod }}"\n',
    });
    expect(report.skipped).toEqual([]);
    expect(report.summary.resources).toBe(1);
  });

  it('skips empty files and YAML that is not a Kubernetes object, with a reason', async () => {
    const report = await findingsOf({
      'empty.yaml': '',
      'comments.yaml': '# nothing here\n',
      'values.yaml': 'replicaCount: 2\n',
      'patch.yaml': '- op: add\n  path: /spec/x\n  value: 1\n',
      'two.yaml': `${POD_WITH_HOST}---\nfoo: bar\n---\n`,
    });
    expect(
      report.skipped.map(
        (s) => `${s.file}${s.document !== undefined ? `#${s.document}@${s.line}` : ''}: ${s.reason}`,
      ),
    ).toEqual([
      'comments.yaml: empty file',
      'empty.yaml: empty file',
      'patch.yaml: not a Kubernetes object (the document is a sequence)',
      'two.yaml#1@11: no apiVersion/kind: not a Kubernetes object',
      'values.yaml: no apiVersion/kind: not a Kubernetes object',
    ]);
    expect(report.summary).toMatchObject({ files: 5, documents: 4, resources: 1 });
  });

  it('reads a UTF-8 BOM and CRLF line ends with exact positions', async () => {
    const report = await findingsOf({ 'bom.yaml': '\uFEFF' + POD_WITH_HOST.replace(/\n/g, '\r\n') });
    expect(report.findings).toMatchObject([{ line: 9, column: 19, endLine: 9, endColumn: 33 }]);
  });

  it('decodes UTF-16 files that carry a byte order mark', async () => {
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(POD_WITH_HOST, 'utf16le')]);
    const be = Buffer.from(
      Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(POD_WITH_HOST, 'utf16le').swap16()]),
    );
    const report = await findingsOf({ 'le.yaml': le, 'be.yaml': be });
    expect(report.findings.map((f) => `${f.file}:${f.line}:${f.column}`)).toEqual([
      'be.yaml:9:19',
      'le.yaml:9:19',
    ]);
  });

  it('refuses NUL bytes where kubectl does, reads invalid UTF-8 as U+FFFD as kubectl does, skips files over maxFileSize', async () => {
    const report = await findingsOf({
      'bin.yaml': Buffer.from([0x61, 0x3a, 0x00, 0x01]),
      'latin1.yaml': Buffer.from(POD_WITH_HOST.replace('name: p', 'name: caf\xe9'), 'latin1'),
      'big.yaml': POD_WITH_HOST + `# ${'x'.repeat(200)}\n`,
      '.admission-gate.yaml': 'maxFileSize: 200\n',
    });
    // The config file is never scanned as a manifest.
    expect(report.skipped.map((s) => [s.file, s.reason])).toEqual([
      ['big.yaml', 'larger than maxFileSize (347 bytes > 200); raise maxFileSize to scan it'],
    ]);
    expect(report.findings.map((f) => [f.file, f.rule, f.line, f.resource?.name])).toEqual([
      ['big.yaml', 'unjudged-file', 1, undefined],
      ['bin.yaml', 'yaml-syntax', 1, undefined],
      ['latin1.yaml', 'probe-host', 9, 'caf\ufffd'],
    ]);
  });

  it('resolves scalars as Kubernetes does (YAML 1.1 booleans) but keeps keys and strings as written', async () => {
    const report = await findingsOf({
      'p.yaml': POD_WITH_HOST.replace('host: 10.0.0.1', 'host: yes'),
    });
    // `yes` is a boolean for Kubernetes: not "" and not null, so the host is set.
    expect(report.findings.map((f) => f.value)).toEqual(['yes']);
  });

  it('walks folders, honours include/exclude and never enters .git or node_modules', async () => {
    const dir = makeRepo({
      'k8s/a.yaml': POD_WITH_HOST,
      'k8s/b.yml': POD_WITH_HOST,
      'k8s/c.json': POD_WITH_HOST,
      'k8s/vendor/d.yaml': POD_WITH_HOST,
      'node_modules/x/e.yaml': POD_WITH_HOST,
      '.git/f.yaml': POD_WITH_HOST,
      '.hidden/g.yaml': POD_WITH_HOST,
      'dir with space/ünïcode.yaml': POD_WITH_HOST,
    });
    const files = async (...args: string[]) =>
      (await scanJson(dir, ...args)).report.findings.map((f) => f.file);
    // .json files too, as kubectl apply -f DIR reads them (YAML text in one is read as YAML, as kubectl does).
    expect(await files()).toEqual([
      '.hidden/g.yaml',
      'dir with space/ünïcode.yaml',
      'k8s/a.yaml',
      'k8s/b.yml',
      'k8s/c.json',
      'k8s/vendor/d.yaml',
    ]);
    expect(await files('--exclude', 'k8s/vendor/**', '--exclude', '.hidden/**')).toEqual([
      'dir with space/ünïcode.yaml',
      'k8s/a.yaml',
      'k8s/b.yml',
      'k8s/c.json',
    ]);
    expect(await files('--include', '**/*.yml')).toEqual(['k8s/b.yml']);
  });

  it('scans files named explicitly even when include does not match them, and reports missing paths', async () => {
    const dir = makeRepo({ 'manifest.txt': POD_WITH_HOST });
    const run = await runCli(['scan', 'manifest.txt', '--format', 'json'], dir);
    expect(run.code).toBe(1);
    const missing = await runCli(['scan', 'nope.yaml'], dir);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('no such file or folder');
  });

  it('follows symbolic links only inside the scan root', async () => {
    const outside = makeRepo({ 'secret.yaml': POD_WITH_HOST });
    const dir = makeRepo({ 'real.yaml': POD_WITH_HOST });
    fs.symlinkSync(path.join(outside, 'secret.yaml'), path.join(dir, 'escape.yaml'));
    fs.symlinkSync(path.join(dir, 'real.yaml'), path.join(dir, 'alias.yaml'));
    fs.symlinkSync(outside, path.join(dir, 'linked-dir'));
    expect((await scanJson(dir)).report.findings.map((f) => [f.file, f.rule])).toEqual([
      ['alias.yaml', 'probe-host'],
      ['escape.yaml', 'unjudged-file'],
      ['real.yaml', 'probe-host'],
    ]);
  });
});

describeWithCorpus('the real-world corpus', () => {
  it('turns every broken file into its own finding or skip reason, with a line where one exists', async () => {
    const broken = path.join(CORPUS, 'broken');
    const run = await runCli(['scan', broken, '--format', 'json'], process.cwd());
    expect(run.stderr).toBe('');
    const report = JSON.parse(run.stdout) as JsonReport;
    const outcomes = new Map<string, string[]>();
    const add = (file: string, what: string) => outcomes.set(file, [...(outcomes.get(file) ?? []), what]);
    for (const f of report.findings)
      add(f.file, `${f.rule} ${f.line}:${f.column} ${f.message.split(/[.:]/)[0]}`);
    for (const s of report.skipped) add(s.file, `skipped: ${s.reason.split(':')[0]}`);
    const files = fs
      .readdirSync(broken, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.ya?ml$/.test(f))
      .map((f) => f.split(path.sep).join('/'));
    const linted = 'linted: valid plain manifest, no finding';
    const template = ['skipped: template'];
    // Duplicate keys at the lines js-yaml reports (broken/README.md), as strict decoding would.
    expect(Object.fromEntries(files.sort().map((f) => [f, outcomes.get(f) ?? [linted]]))).toEqual({
      'GoogleCloudPlatform__microservices-demo__helm-chart__templates__frontend.yaml': template,
      'GoogleCloudPlatform__microservices-demo__kustomize__components__without-loadgenerator__delete-loadgenerator.patch.yaml':
        [linted],
      'argoproj__argo-cd__applicationset__examples__git-generator-directory__excludes__cluster-addons__exclude-helm-guestbook__templates__service.yaml':
        template,
      'argoproj__argo-cd__examples__plugins__helm__argocd-repo-server-deployment-patch.yaml': [linted],
      'argoproj__argo-cd__gitops-engine__pkg__health__testdata__statefulset-ondelete.yaml': [
        'yaml-syntax 94:3 duplicate key "updateStrategy"',
      ],
      'argoproj__argo-cd__manifests__cluster-install-with-hydrator__kustomization.yaml': [
        'skipped: no apiVersion/kind',
      ],
      'argoproj__argo-cd__manifests__ha__base__controller-deployment__argocd-repo-server-deployment.yaml': [
        linted,
      ],
      'argoproj__argo-cd__manifests__ha__base__redis-ha__overlays__deployment-containers-securityContext.yaml':
        ['skipped: not a Kubernetes object (the document is a sequence)'],
      'argoproj__argo-cd__mkdocs.yml': ['skipped: no apiVersion/kind'],
      'argoproj__argo-cd__reposerver__repository__testdata__app-parameters__multi__.argocd-source-broken.yaml':
        ['yaml-syntax 2:10 mapping values are not allowed in this context'],
      'argoproj__argo-cd__reposerver__repository__testdata__utf-16__utf-16.yaml': [linted],
      // The duplicate key no longer hides the object: it is checked with the last value, as kubectl sends it.
      'argoproj__argo-cd__resource_customizations__rabbitmq.com__User__testdata__unknown.yaml': [
        'unknown-fields 1:13 no schema for rabbitmq',
        'yaml-syntax 25:1 duplicate key "status"',
      ],
      'argoproj__argo-cd__test__e2e__testdata__declarative-apps__invalid-helm.yaml': template,
      'cert-manager__cert-manager__deploy__charts__cert-manager__templates__crd-acme.cert-manager.io_orders.yaml':
        template,
      'cert-manager__cert-manager__make___shared_new__helm__crd.template.header.yaml': template,
      'cert-manager__cert-manager__make__config__bind__service.yaml': [
        'yaml-syntax 11:33 did not find expected key (while parsing a block mapping)',
      ],
      'cert-manager__cert-manager__test__fixtures__pebble-values.yaml': ['skipped: empty file'],
      'cert-manager__cert-manager__test__fixtures__upgrade__overlay__controller-ops.yaml': [
        'skipped: no apiVersion/kind',
      ],
      'fluxcd__flux2-kustomize-helm-example__clusters__production__flux-system__gotk-components.yaml': [
        'skipped: empty file',
      ],
      'istio__istio__manifests__charts__gateway__templates__service.yaml': template,
      'istio__istio__tests__integration__pilot__testdata__tunneling__gateway__tcp__gateway.tmpl.yaml':
        template,
      'kubernetes__examples___archived__openshift-origin__etcd-controller.yaml': [
        'yaml-syntax 12:3 duplicate key "selector"',
      ],
      'kubernetes__examples___archived__persistent-volume-provisioning__quobyte__quobyte-admin-secret.yaml': [
        'yaml-syntax 9:1 duplicate key "type"',
      ],
      'kubernetes__examples___archived__storage__vitess__etcd-controller-template.yaml': template,
      'kubernetes__examples___archived__volumes__scaleio__sc-pvc.yaml': [
        'yaml-syntax 12:3 duplicate key "storageClassName"',
      ],
      'kubernetes__ingress-nginx__charts__ingress-nginx__templates__controller-service.yaml': template,
      'prometheus-operator__kube-prometheus__examples__alertmanager-config-with-template.yaml': template,
      'synthetic/tab-indentation.yaml': [
        'yaml-syntax 6:1 found character that cannot start any token (while scanning for the next token)',
      ],
      'synthetic/utf8-bom-crlf.yaml': [linted],
    });
    // The five linted files: three patches, the UTF-16 file (two objects) and the BOM file; and the five
    // objects with a duplicate key, checked with the last value as kubectl sends them.
    expect(report.summary.resources).toBe(11);
    expect(report.notes.filter((n) => n.includes('internal error'))).toEqual([]);
  });

  it('lints the whole real/ tree without internal errors', async () => {
    // As written: the corpus's kustomizations are rendered in __tests__/render/corpus.test.ts.
    const run = await runCli(
      ['scan', path.join(CORPUS, 'real'), '--format', 'json', '--render', 'off'],
      process.cwd(),
    );
    expect(run.stderr).toBe('');
    const report = JSON.parse(run.stdout) as {
      notes: string[];
      summary: { files: number; resources: number };
    };
    expect(report.notes.filter((n) => n.includes('internal error'))).toEqual([]);
    expect(report.summary.files).toBe(2702);
    expect(report.summary.resources).toBeGreaterThan(4500);
  });
});
