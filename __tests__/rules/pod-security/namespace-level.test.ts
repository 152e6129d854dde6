import { describe, expect, it } from '@jest/globals';
import { makeGitRepo, makeRepo, runCli, scanJson } from '../../helpers.js';
import type { JsonReport } from '../../helpers.js';
import { podManifest, restrictedSpec, scanWith } from './scan.js';

// A pod that meets baseline but not restricted (it may escalate privileges).
const baselineOnly = restrictedSpec((spec) => {
  (spec.containers[0]!.securityContext as Record<string, unknown>).allowPrivilegeEscalation = true;
});
// A pod that breaks baseline (hostNetwork).
const privileged = restrictedSpec((spec) => {
  spec.hostNetwork = true;
});

const namespace = (name: string, labels: Record<string, string>) =>
  `apiVersion: v1\nkind: Namespace\nmetadata:\n  name: ${name}\n  labels:\n${Object.entries(labels)
    .map(([k, v]) => `    ${k}: ${JSON.stringify(v)}`)
    .join('\n')}\n`;

const ENFORCE = 'pod-security.kubernetes.io/enforce';
const VERSION = 'pod-security.kubernetes.io/enforce-version';

async function controls(config: string, files: Record<string, string>): Promise<string[]> {
  return (await scanWith(config, files)).findings
    .filter((f) => f.rule === 'pod-security')
    .map((f) => `${f.resource?.namespace ?? '-'}/${f.resource?.name ?? '-'} ${f.control ?? ''}`);
}

/** The same as `controls`, from a scan of the files under apps/ only (the CLI with their paths). */
async function appsControls(config: string, files: Record<string, string>): Promise<string[]> {
  const dir = makeRepo({ '.admission-gate.yaml': config, ...files });
  const apps = Object.keys(files).filter((f) => f.startsWith('apps/'));
  const report = JSON.parse((await runCli(['scan', ...apps, '--format', 'json'], dir)).stdout) as JsonReport;
  return report.findings
    .filter((f) => f.rule === 'pod-security')
    .map((f) => `${f.resource?.namespace ?? '-'}/${f.resource?.name ?? '-'} ${f.control ?? ''}`);
}

const NAMESPACE_MODE = "rules:\n  probe-host: 'off'\n  pod-security: {level: namespace}\n";

describe('pod-security level: namespace', () => {
  it("judges each workload by its namespace's enforce label, wherever the Namespace is in the repository", async () => {
    const files = {
      'namespaces/shop.yaml': namespace('shop', { [ENFORCE]: 'restricted' }),
      'namespaces/infra.yaml': namespace('infra', { [ENFORCE]: 'baseline' }),
      'apps/shop.yaml': podManifest(baselineOnly, { namespace: 'shop' }),
      'apps/infra-ok.yaml': podManifest(baselineOnly, { namespace: 'infra', name: 'ok' }),
      'apps/infra-bad.yaml': podManifest(privileged, { namespace: 'infra', name: 'bad' }),
    };
    expect(await controls(NAMESPACE_MODE, files)).toEqual([
      'infra/bad Host Namespaces',
      'shop/app Privilege Escalation',
    ]);
  });

  it('reads Namespaces outside include, and names the label in the message', async () => {
    const config = `${NAMESPACE_MODE}include: ["apps/**"]\n`;
    const report = await scanWith(config, {
      'cluster/shop.yaml': namespace('shop', { [ENFORCE]: 'restricted' }),
      'apps/shop.yaml': podManifest(baselineOnly, { namespace: 'shop' }),
    });
    const finding = report.findings.find((f) => f.rule === 'pod-security');
    expect(finding?.message).toContain(
      'PodSecurity "restricted:latest" (namespace shop, cluster/shop.yaml:6)',
    );
  });

  it('finds Namespaces however their kind is written: quoted, flow, JSON, on the next line, tagged, anchored, aliased, after a BOM, in a block scalar, as an explicit or aliased key, through escapes, an escaped line break or base64', async () => {
    const restricted = `labels: {${ENFORCE}: restricted}`;
    const spellings = [
      `apiVersion: v1\n'kind': "Namespace"\nmetadata: {name: ns0, ${restricted}}\n`,
      // A file that starts with { is JSON to kubectl: a flow mapping needs something before it.
      `# flow\n{apiVersion: v1, kind: Namespace, metadata: {name: ns1, ${restricted}}}\n`,
      `{"apiVersion":"v1","kind":"Namespace","metadata":{"name":"ns2","labels":{"${ENFORCE}":"restricted"}}}\n`,
      `apiVersion: v1\nkind: # the kind\n  Namespace\nmetadata: {name: ns3, ${restricted}}\n`,
      `apiVersion: v1\nkind: !!str Namespace\nmetadata: {name: ns4, ${restricted}}\n`,
      `apiVersion: v1\nkind: &k Namespace\nmetadata: {name: ns5, ${restricted}}\n`,
      `apiVersion: v1\nx: &k Namespace\nkind: *k\nmetadata: {name: ns6, ${restricted}}\n`,
      `\uFEFFkind: Namespace\napiVersion: v1\nmetadata: {name: ns7, ${restricted}}\n`,
      `apiVersion: v1\nkind: List\nitems:\n- {apiVersion: v1, kind: Namespace, metadata: {name: ns8, ${restricted}}}\n`,
      `{"apiVersion": "v1", "kind" : "Namespace", "metadata": {"name": "ns9", "labels": {"${ENFORCE}": "restricted"}}}\n`,
      `apiVersion: v1\nkind: |-\n  Namespace\nmetadata: {name: ns10, ${restricted}}\n`,
      `apiVersion: v1\nkind: >-\n  Namespace\nmetadata: {name: ns11, ${restricted}}\n`,
      `apiVersion: v1\n? kind\n: Namespace\nmetadata: {name: ns12, ${restricted}}\n`,
      `apiVersion: v1\nx: &key kind\n*key : Namespace\nmetadata: {name: ns13, ${restricted}}\n`,
      `apiVersion: v1\nkind: "\\\n  Namespace"\nmetadata: {name: ns14, ${restricted}}\n`,
      `apiVersion: v1\nkind: "Name\\\n  space"\nmetadata: {name: ns15, ${restricted}}\n`,
      `apiVersion: v1\nkind:\n\n  # the kind\n\n  Namespace\nmetadata: {name: ns16, ${restricted}}\n`,
      `apiVersion: v1\r\nkind:\r\n  Namespace\r\nmetadata: {name: ns17, ${restricted}}\r\n`,
      `apiVersion: v1\nkind: !!binary TmFtZXNwYWNl\nmetadata: {name: ns18, ${restricted}}\n`,
      `apiVersion: v1\nkind: !!b%69nary TmFtZXNwYWNl\nmetadata: {name: ns19, ${restricted}}\n`,
      `apiVersion: v1\nkind: "N\\u0061mespace"\nmetadata: {name: ns20, ${restricted}}\n`,
      `apiVersion: v1\nkind: 'Namespace'\nmetadata: {name: ns21, ${restricted}}\n`,
      `apiVersion: v1\n&a kind: Namespace\nmetadata: {name: ns22, ${restricted}}\n`,
    ];
    const files = Object.fromEntries(
      spellings.flatMap((text, i) => [
        [`ns/${String(i).padStart(2, '0')}.yaml`, text],
        [`apps/${String(i).padStart(2, '0')}.yaml`, podManifest(baselineOnly, { namespace: `ns${i}` })],
      ]),
    );
    expect(await controls(NAMESPACE_MODE, files)).toEqual(
      spellings.map((_, i) => `ns${i}/app Privilege Escalation`),
    );
    // A scan of some files parses a Namespace's files only when a workload asks for its name: the same.
    expect(await appsControls(NAMESPACE_MODE, files)).toEqual(
      spellings.map((_, i) => `ns${i}/app Privilege Escalation`),
    );
  });

  it('finds Namespaces however their name is written, in a scan of some files: quoted, flow, JSON, on the next line, in a block scalar, tagged, anchored, aliased, merged, as an explicit or aliased key, in a List, after a BOM, through escapes of letters, digits and dashes, an escaped line break or base64', async () => {
    const labels = `labels: {${ENFORCE}: restricted}`;
    const head = 'apiVersion: v1\nkind: Namespace\n';
    // Each name with a spelling of it that kubectl decodes to that name (each checked with kubectl,
    // ../shared/tools/README.md); those with escapes of digits and dashes were missed before.
    const spellings: [string, string][] = [
      ['n0', `${head}metadata:\n  "name": 'n0'\n  ${labels}\n`],
      ['n1', `# flow\n{apiVersion: v1, kind: Namespace, metadata: {name: n1, ${labels}}}\n`],
      [
        'n2',
        `{"apiVersion":"v1","kind":"Namespace","metadata":{"name":"n2","labels":{"${ENFORCE}":"restricted"}}}\n`,
      ],
      [
        'n3',
        `{"apiVersion": "v1", "kind": "Namespace", "metadata": {"labels": {"${ENFORCE}": "restricted"}, "name"\n  :\n  "n3"}}\n`,
      ],
      ['n4', `${head}metadata:\r\n  ${labels}\r\n  name: # the name\r\n\r\n    n4\r\n`],
      ['n5', `${head}metadata:\n  ${labels}\n  name: |-\n    n5\n`],
      ['n6', `${head}metadata:\n  ${labels}\n  name: >-\n    n6\n`],
      ['n7', `${head}metadata: {name: !!str n7, ${labels}}\n`],
      ['n8', `${head}x: &n n8\nmetadata:\n  name: *n\n  ${labels}\n`],
      ['n9', `${head}metadata:\n  name: &a n9\n  ${labels}\n`],
      ['n10', `${head}x: &k name\nmetadata:\n  *k : n10\n  ${labels}\n`],
      ['n11', `${head}metadata:\n  ? name\n  : n11\n  ${labels}\n`],
      ['n12', `${head}x: &m {name: n12}\nmetadata:\n  <<: *m\n  ${labels}\n`],
      [
        'n13',
        `apiVersion: v1\nkind: List\nitems:\n- {apiVersion: v1, kind: Namespace, metadata: {name: n13, ${labels}}}\n`,
      ],
      ['n14', `apiVersion: v1\nkind: NamespaceList\nitems:\n- metadata: {name: n14, ${labels}}\n`],
      ['n15', `\uFEFFapiVersion: v1\nkind: Namespace\nmetadata: {name: n15, ${labels}}\n`],
      ['n16', `${head}metadata: {name: "n\\x316", ${labels}}\n`],
      ['n-17', `${head}metadata: {name: "n\\u002d17", ${labels}}\n`],
      ['n228', `${head}metadata: {name: "n\\U0000003228", ${labels}}\n`],
      ['n19-x', `${head}metadata: {name: "n19-\\\n  x", ${labels}}\n`],
      ['n20', `${head}metadata:\n  "n\\u0061me": n20\n  ${labels}\n`],
      ['n21', `${head}metadata: {name: !!binary bjIx, ${labels}}\n`],
      ['n22', `${head}metadata:\n  &a name: n22\n  ${labels}\n`],
      ['n23', `${head}metadata:\n  ${labels}\n  name: !!str\n    n23\n`],
      ['n24', `${head}metadata:\n  ${labels}\n  name:\u0085    n24\n`],
      ['n25', `${head}metadata:\n  ${labels}\n  "name":\n    "n25"\n`],
    ];
    const files = Object.fromEntries(
      spellings.flatMap(([name, text], i) => [
        [`ns/${String(i).padStart(2, '0')}.yaml`, text],
        [`apps/${String(i).padStart(2, '0')}.yaml`, podManifest(baselineOnly, { namespace: name })],
      ]),
    );
    const expected = spellings.map(([name]) => `${name}/app Privilege Escalation`);
    expect(await controls(NAMESPACE_MODE, files)).toEqual(expected);
    expect(await appsControls(NAMESPACE_MODE, files)).toEqual(expected);
  });

  it('finds a Namespace whose name is written with an escape, and every copy, in a scan of some files', async () => {
    const files = {
      'a/ns.yaml': `apiVersion: v1\nkind: Namespace\nmetadata:\n  name: "sh\\u006fp"\n  labels: {${ENFORCE}: restricted}\n`,
      'b/ns.yaml': namespace('shop', { [ENFORCE]: 'baseline' }),
      'c/other.yaml': namespace('other', { [ENFORCE]: 'privileged' }),
      'apps/shop.yaml': podManifest(baselineOnly, { namespace: 'shop' }),
    };
    const dir = makeRepo({ '.admission-gate.yaml': NAMESPACE_MODE, ...files });
    const some = JSON.parse(
      (await runCli(['scan', 'apps/shop.yaml', '--format', 'json'], dir)).stdout,
    ) as JsonReport;
    const all = (await scanWith(NAMESPACE_MODE, files)).findings.filter((f) => f.file.startsWith('apps/'));
    expect(some.findings.map((f) => [f.file, f.line, f.control, f.message])).toEqual(
      all.map((f) => [f.file, f.line, f.control, f.message]),
    );
    expect(some.findings.map((f) => f.control)).toContain('Privilege Escalation');
  });

  it('uses the default level for namespaces without a label or not in the repository (privileged unless set)', async () => {
    const files = {
      'ns.yaml': namespace('unlabelled', { team: 'a' }),
      'a.yaml': podManifest(privileged, { namespace: 'unlabelled', name: 'a' }),
      'b.yaml': podManifest(privileged, { namespace: 'elsewhere', name: 'b' }),
      'c.yaml': podManifest(privileged, { name: 'c' }),
    };
    expect(await controls(NAMESPACE_MODE, files)).toEqual([]);
    const withDefault = NAMESPACE_MODE.replace('{level: namespace}', '{level: namespace, default: baseline}');
    expect(await controls(withDefault, files)).toEqual([
      'unlabelled/a Host Namespaces',
      'elsewhere/b Host Namespaces',
      'default/c Host Namespaces',
    ]);
  });

  it('judges nothing in a privileged namespace, even with a stricter default', async () => {
    const config = NAMESPACE_MODE.replace('{level: namespace}', '{level: namespace, default: restricted}');
    expect(
      await controls(config, {
        'ns.yaml': namespace('system', { [ENFORCE]: 'privileged' }),
        'a.yaml': podManifest(privileged, { namespace: 'system' }),
      }),
    ).toEqual([]);
  });

  it('honours enforce-version, as PSA does: an older policy version has fewer checks', async () => {
    // hostProbesAndHostLifecycle exists from v1.34 only.
    const probe = restrictedSpec((spec) => {
      spec.containers[0]!.livenessProbe = { httpGet: { host: '10.0.0.1', port: 80 } };
    });
    const files = (version: string) => ({
      'ns.yaml': namespace('shop', { [ENFORCE]: 'baseline', [VERSION]: version }),
      'a.yaml': podManifest(probe, { namespace: 'shop' }),
    });
    expect(await controls(NAMESPACE_MODE, files('v1.33'))).toEqual([]);
    expect(await controls(NAMESPACE_MODE, files('v1.34'))).toEqual([
      'shop/app Host Probes / Lifecycle Hooks',
    ]);
    expect(await controls(NAMESPACE_MODE, files('latest'))).toEqual([
      'shop/app Host Probes / Lifecycle Hooks',
    ]);
  });

  it('reads invalid labels as PSA does (restricted, latest) and reports them on the Namespace', async () => {
    const report = await scanWith(NAMESPACE_MODE, {
      'ns.yaml': namespace('shop', { [ENFORCE]: 'strict', [VERSION]: 'v1.034' }),
      'a.yaml': podManifest(baselineOnly, { namespace: 'shop' }),
    });
    const findings = report.findings.filter((f) => f.rule === 'pod-security');
    expect(findings.map((f) => `${f.file}:${f.line} ${f.path} ${f.control ?? ''}`)).toEqual([
      'a.yaml:15 spec.containers[0].securityContext.allowPrivilegeEscalation Privilege Escalation',
      'ns.yaml:6 metadata.labels.pod-security.kubernetes.io/enforce ',
      'ns.yaml:7 metadata.labels.pod-security.kubernetes.io/enforce-version ',
    ]);
    expect(findings[1]?.message).toContain('reads it as restricted');
    expect(findings[2]?.message).toContain('reads it as latest');
  });

  it('reads an enforce-version beyond a Go int as invalid, as strconv.Atoi fails on it', async () => {
    const findings = async (version: string) =>
      (await scanWith(NAMESPACE_MODE, { 'ns.yaml': namespace('shop', { [VERSION]: version }) })).findings
        .filter((f) => f.rule === 'pod-security')
        .map((f) => f.path);
    expect(await findings('v1.9223372036854775807')).toEqual([]);
    expect(await findings('v1.9223372036854775808')).toEqual([
      'metadata.labels.pod-security.kubernetes.io/enforce-version',
    ]);
  });

  it('rejects an unknown default level in the config', async () => {
    const report = scanWith(
      NAMESPACE_MODE.replace('{level: namespace}', '{level: namespace, default: strict}'),
      {},
    );
    await expect(report).rejects.toThrow(
      '"strict" is not allowed: expected one of privileged, baseline, restricted',
    );
  });
});

describe('a namespace written more than once, or weakened by a change', () => {
  it('judges with the strictest of its manifests, and says on each where the other one is', async () => {
    const report = await scanWith(NAMESPACE_MODE, {
      'a/ns.yaml': namespace('shop', { [ENFORCE]: 'baseline' }),
      'b/ns.yaml': namespace('shop', { [ENFORCE]: 'restricted' }),
      'apps/shop.yaml': podManifest(baselineOnly, { namespace: 'shop' }),
    });
    const findings = report.findings.filter((f) => f.rule === 'pod-security');
    expect(findings.map((f) => `${f.file}:${f.line} ${f.path}`)).toEqual([
      'a/ns.yaml:6 metadata.labels.pod-security.kubernetes.io/enforce',
      'apps/shop.yaml:15 spec.containers[0].securityContext.allowPrivilegeEscalation',
      'b/ns.yaml:6 metadata.labels.pod-security.kubernetes.io/enforce',
    ]);
    expect(findings[0]?.message).toBe(
      'Namespace shop is also written at b/ns.yaml:6 with pod-security.kubernetes.io/enforce "restricted" (here "baseline"): ' +
        'kubectl apply sends every copy, the last one applied wins, so which policy the cluster enforces depends on the order. ' +
        'Keep one manifest of the Namespace; its pods are judged here against the strictest, restricted:latest.',
    );
    expect(findings[2]?.message).toContain(
      'also written at a/ns.yaml:6 with pod-security.kubernetes.io/enforce "baseline" (here "restricted")',
    );
    expect(findings[1]?.message).toContain('PodSecurity "restricted:latest" (namespace shop, b/ns.yaml:6)');
  });

  it('says nothing when the copies agree on their Pod Security labels', async () => {
    const report = await scanWith(NAMESPACE_MODE, {
      'a/ns.yaml': namespace('shop', { [ENFORCE]: 'restricted', team: 'a' }),
      'b/ns.yaml': namespace('shop', { [ENFORCE]: 'restricted', team: 'b' }),
    });
    expect(report.findings).toEqual([]);
  });

  it('reports a change that lowers the enforce level, or removes it, against the base version', async () => {
    const config = NAMESPACE_MODE.replace('{level: namespace}', '{level: namespace, default: baseline}');
    const lowered = async (head: string | null) => {
      const dir = makeGitRepo(
        { '.admission-gate.yaml': config, 'ns.yaml': namespace('shop', { [ENFORCE]: 'restricted' }) },
        { 'ns.yaml': head },
      );
      const { report } = await scanJson(dir, '--base', 'HEAD');
      return report.findings
        .filter((f) => f.rule === 'pod-security')
        .map((f) => `${f.line} ${f.path}: ${f.message}`);
    };
    expect(await lowered(namespace('shop', { [ENFORCE]: 'baseline' }))).toEqual([
      '6 metadata.labels.pod-security.kubernetes.io/enforce: This change lowers the Pod Security level Namespace shop enforces from restricted to baseline: ' +
        'pods that restricted rejects will be admitted. Keep restricted, or have the weakening reviewed as such.',
    ]);
    expect(await lowered(namespace('shop', { team: 'a' }))).toEqual([
      '5 metadata.labels: This change lowers the Pod Security level Namespace shop enforces from restricted to baseline (its label removed, the default): ' +
        'pods that restricted rejects will be admitted. Keep restricted, or have the weakening reviewed as such.',
    ]);
    expect(await lowered(namespace('shop', { [ENFORCE]: 'restricted', team: 'a' }))).toEqual([]);
  });
});
