import { describe, expect, it } from '@jest/globals';
import { makeRepo, runCli, scanJson } from '../helpers.js';
import type { JsonReport } from '../helpers.js';
import { deployment, service } from './fixtures.js';

const scanFiles = async (files: Record<string, string>): Promise<JsonReport> =>
  (await scanJson(makeRepo(files))).report;
const ruleAt = (report: JsonReport, rule: string) => report.findings.filter((f) => f.rule === rule);

describe('the admission-gate.dev/ignore annotation', () => {
  const annotated = (value: string): string =>
    deployment({
      name: 'web',
      image: 'nginx',
      host: '127.0.0.1',
      annotations: { 'admission-gate.dev/ignore': value },
    }) +
    '---\n' +
    deployment({ name: 'other', image: 'nginx', host: '127.0.0.1' });

  it('waives the named rule on that object only, with its reason and line', async () => {
    const report = await scanFiles({
      'app.yaml': annotated('probe-host: health check needs the node IP, OPS-7'),
    });
    const probes = ruleAt(report, 'probe-host');
    expect(probes.map((f) => [f.resource?.name, f.suppressed])).toEqual([
      [
        'web',
        { kind: 'annotation', reason: 'health check needs the node IP, OPS-7', file: 'app.yaml', line: 6 },
      ],
      ['other', undefined],
    ]);
    expect(ruleAt(report, 'invalid-suppression')).toEqual([]);
  });

  it('takes a comma-separated list of rules, and "*"', async () => {
    const svc = (value: string): string =>
      service('svc', ['192.0.2.1']).replace(
        'metadata:\n',
        `metadata:\n  annotations:\n    admission-gate.dev/ignore: ${JSON.stringify(value)}\n`,
      );
    const config = 'rules:\n  external-ip-cidr: {allowedCIDRs: [203.0.113.0/24]}\n';
    for (const value of ['service-external-ips, external-ip-cidr: migration, NET-9', '*: migration']) {
      const { report, code } = await scanJson(
        makeRepo({ 'svc.yaml': svc(value), '.admission-gate.yaml': config }),
      );
      expect(report.findings.map((f) => [f.rule, f.suppressed?.kind])).toEqual([
        ['external-ip-cidr', 'annotation'],
        ['service-external-ips', 'annotation'],
      ]);
      expect(code).toBe(0);
    }
  });

  it('without a reason still waives, and is itself a warning at the annotation', async () => {
    const report = await scanFiles({ 'app.yaml': annotated('probe-host') });
    expect(ruleAt(report, 'probe-host')[0]?.suppressed).toEqual({
      kind: 'annotation',
      file: 'app.yaml',
      line: 6,
    });
    const warning = ruleAt(report, 'invalid-suppression');
    expect(warning).toEqual([
      expect.objectContaining({
        severity: 'warning',
        file: 'app.yaml',
        line: 6,
        path: 'metadata.annotations.admission-gate.dev/ignore',
        resource: { apiVersion: 'apps/v1', kind: 'Deployment', namespace: 'default', name: 'web' },
      }),
    ]);
    expect(warning[0]?.message).toContain('gives no reason');
  });

  it('naming an unknown rule waives nothing and says so, with a suggestion', async () => {
    const report = await scanFiles({ 'app.yaml': annotated('probe-hosts: typo') });
    expect(report.summary.suppressed).toBe(0);
    expect(ruleAt(report, 'invalid-suppression')[0]?.message).toContain(
      'names "probe-hosts", which is not a rule (did you mean "probe-host"?)',
    );
  });
});

describe('the # admission-gate-ignore comment (next-line scope)', () => {
  // Line 13 holds `host:`; the probe-host finding starts there.
  const withComment = (line: number, comment: string): string => {
    const lines = deployment({ name: 'web', image: 'nginx', host: '127.0.0.1' }).split('\n');
    lines.splice(line - 1, 0, comment);
    return lines.join('\n');
  };
  const probe = async (text: string) => ruleAt(await scanFiles({ 'app.yaml': text }), 'probe-host')[0];

  it('waives a finding on exactly the next line', async () => {
    const finding = await probe(
      withComment(13, '              # admission-gate-ignore probe-host: legacy agent, OPS-142'),
    );
    expect(finding?.line).toBe(14);
    expect(finding?.suppressed).toEqual({
      kind: 'comment',
      reason: 'legacy agent, OPS-142',
      file: 'app.yaml',
      line: 13,
    });
  });

  it('does not reach two lines down', async () => {
    const text = withComment(12, '            # admission-gate-ignore probe-host: above httpGet');
    expect((await probe(text))?.line).toBe(14);
    expect((await probe(text))?.suppressed).toBeUndefined();
  });

  it('does not reach the line above', async () => {
    const text = withComment(14, '              # admission-gate-ignore probe-host: below host');
    expect((await probe(text))?.line).toBe(13);
    expect((await probe(text))?.suppressed).toBeUndefined();
  });

  it('covers only the rules it names', async () => {
    expect(
      (await probe(withComment(13, '# admission-gate-ignore service-external-ips: wrong rule')))?.suppressed,
    ).toBeUndefined();
    expect(
      (await probe(withComment(13, '# admission-gate-ignore *: everything here')))?.suppressed?.kind,
    ).toBe('comment');
  });

  it('without a reason still waives, and is itself a warning at the comment', async () => {
    const report = await scanFiles({
      'app.yaml': withComment(13, '              # admission-gate-ignore probe-host'),
    });
    expect(ruleAt(report, 'probe-host')[0]?.suppressed).toEqual({
      kind: 'comment',
      file: 'app.yaml',
      line: 13,
    });
    expect(ruleAt(report, 'invalid-suppression')).toEqual([
      expect.objectContaining({ severity: 'warning', line: 13, column: 15, path: '' }),
    ]);
  });

  it('after YAML on the same line covers nothing, and says so', async () => {
    const text = deployment({
      name: 'web',
      image: 'nginx',
      host: '127.0.0.1 # admission-gate-ignore probe-host: x',
    });
    const report = await scanFiles({ 'app.yaml': text });
    expect(ruleAt(report, 'probe-host')[0]?.suppressed).toBeUndefined();
    expect(ruleAt(report, 'invalid-suppression')[0]?.message).toContain('shares its line with YAML');
  });

  it('is text, not a directive, inside a block scalar', async () => {
    const text =
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: script\ndata:\n  run.sh: |\n    # admission-gate-ignore probe-host\n    echo hi\n---\n' +
      deployment({ name: 'web', image: 'nginx', host: '127.0.0.1' });
    const report = await scanFiles({ 'app.yaml': text });
    expect(report.findings.map((f) => f.rule)).toEqual(['probe-host']);
    expect(report.summary.suppressed).toBe(0);
  });

  it('shows suppressed findings apart in the text report and its tally', async () => {
    const dir = makeRepo({
      'app.yaml': withComment(13, '              # admission-gate-ignore probe-host: OPS-142'),
    });
    const { code, stdout } = await runCli(['scan', '.'], dir);
    expect(stdout).toContain(
      'app.yaml:14:15  suppressed  probe-host  livenessProbe.httpGet.host is "127.0.0.1" in container "web"',
    );
    expect(stdout).toContain('[error, waived by comment (app.yaml:13): OPS-142]');
    expect(stdout).toContain(
      '0 findings (0 errors, 0 warnings, 0 notices), 1 suppressed in 0 files (1 file scanned)',
    );
    expect(code).toBe(0);
  });
});
