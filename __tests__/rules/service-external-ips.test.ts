import { describe, expect, it } from '@jest/globals';
import { makeGitRepo, makeRepo, runCli, scanJson } from '../helpers.js';
import type { JsonReport } from '../helpers.js';

function service(name: string, ips: readonly string[] | null, extra = ''): string {
  const list =
    ips === null ? '' : `  externalIPs:\n${ips.map((ip) => `    - ${JSON.stringify(ip)}`).join('\n')}\n`;
  return `apiVersion: v1\nkind: Service\nmetadata:\n  name: ${name}\n${extra}spec:\n  ports: [{port: 80}]\n${list}`;
}

const added = (report: JsonReport): string[] =>
  report.findings.filter((f) => f.rule === 'service-external-ips').map((f) => `${f.path}=${f.value ?? ''}`);

/** Findings of a change from `base` to `head`, scanned with --base main. */
async function change(base: Record<string, string>, head: Record<string, string | null>): Promise<string[]> {
  const dir = makeGitRepo(base, head);
  return added((await scanJson(dir, '--base', 'main')).report);
}

describe('service-external-ips (DenyServiceExternalIPs)', () => {
  it('reports every entry of a Service that is created', async () => {
    expect(await change({}, { 'svc.yaml': service('web', ['192.0.2.1', '192.0.2.2']) })).toEqual([
      'spec.externalIPs[0]=192.0.2.1',
      'spec.externalIPs[1]=192.0.2.2',
    ]);
  });

  it('treats every object as created without a base (full scan)', async () => {
    const dir = makeRepo({ 'svc.yaml': service('web', ['192.0.2.1']) });
    expect(added((await scanJson(dir)).report)).toEqual(['spec.externalIPs[0]=192.0.2.1']);
  });

  it('reports only values not in the old list on update; reorder, duplicates and removal are fine', async () => {
    const base = { 'svc.yaml': service('web', ['192.0.2.1', '192.0.2.2', '192.0.2.3']) };
    expect(
      await change(base, { 'svc.yaml': service('web', ['192.0.2.3', '192.0.2.1', '192.0.2.1']) }),
    ).toEqual([]);
    expect(await change(base, { 'svc.yaml': service('web', ['192.0.2.2', '192.0.2.9']) })).toEqual([
      'spec.externalIPs[1]=192.0.2.9',
    ]);
    expect(await change(base, { 'svc.yaml': service('web', null) })).toEqual([]);
  });

  it('compares exact strings: case and IPv4-mapped forms are new values', async () => {
    const base = { 'svc.yaml': service('web', ['2001:db8::1', '192.0.2.7']) };
    expect(
      await change(base, { 'svc.yaml': service('web', ['2001:DB8::1', '::ffff:192.0.2.7', '192.0.2.7']) }),
    ).toEqual(['spec.externalIPs[0]=2001:DB8::1', 'spec.externalIPs[1]=::ffff:192.0.2.7']);
  });

  it('reports unparsable strings as new values too', async () => {
    expect(await change({}, { 'svc.yaml': service('web', ['not-an-ip', '10.0.0.0/8', '']) })).toEqual([
      'spec.externalIPs[0]=not-an-ip',
      'spec.externalIPs[1]=10.0.0.0/8',
      'spec.externalIPs[2]=',
    ]);
  });

  it('follows identity across files: moving a Service to another file is an update', async () => {
    const base = { 'a.yaml': service('web', ['192.0.2.1']) };
    expect(await change(base, { 'a.yaml': null, 'b.yaml': service('web', ['192.0.2.1']) })).toEqual([]);
  });

  it('treats a renamed Service, or one moved to another namespace, as created', async () => {
    const base = { 'svc.yaml': service('web', ['192.0.2.1']) };
    expect(await change(base, { 'svc.yaml': service('web2', ['192.0.2.1']) })).toEqual([
      'spec.externalIPs[0]=192.0.2.1',
    ]);
    expect(await change(base, { 'svc.yaml': service('web', ['192.0.2.1'], '  namespace: other\n') })).toEqual(
      ['spec.externalIPs[0]=192.0.2.1'],
    );
  });

  it('treats a missing namespace as default', async () => {
    const base = { 'svc.yaml': service('web', ['192.0.2.1']) };
    expect(
      await change(base, { 'svc.yaml': service('web', ['192.0.2.1'], '  namespace: default\n') }),
    ).toEqual([]);
  });

  it('checks only core v1 Services', async () => {
    const other = service('web', ['192.0.2.1']).replace('apiVersion: v1', 'apiVersion: example.com/v1');
    expect(await change({}, { 'svc.yaml': other })).toEqual([]);
  });

  it('finds the previous state in a file the change removed, and in List items', async () => {
    const base = {
      'list.yaml': `apiVersion: v1\nkind: List\nitems:\n${service('web', ['192.0.2.1'])
        .split('\n')
        .map((l, i) => (i === 0 ? `  - ${l}` : `    ${l}`))
        .join('\n')}\n`,
    };
    expect(
      await change(base, { 'list.yaml': null, 'svc.yaml': service('web', ['192.0.2.1', '192.0.2.2']) }),
    ).toEqual(['spec.externalIPs[1]=192.0.2.2']);
  });

  it('points at the list entry, with the resource and a message that says why and what to do', async () => {
    const dir = makeRepo({ 'svc.yaml': service('web', ['192.0.2.1'], '  namespace: shop\n') });
    const [finding] = (await scanJson(dir)).report.findings;
    expect(finding).toMatchObject({
      rule: 'service-external-ips',
      severity: 'error',
      file: 'svc.yaml',
      line: 9,
      column: 7,
      endLine: 9,
      endColumn: 18,
      path: 'spec.externalIPs[0]',
      resource: { apiVersion: 'v1', kind: 'Service', namespace: 'shop', name: 'web' },
    });
    expect(finding?.message).toContain('CVE-2020-8554');
    expect(finding?.message).toContain('KEP-5707');
    expect(finding?.message).toContain('LoadBalancer');
  });

  it('reads the base versions of the files it checks and of those the change removed or renamed, not the rest of the tree', async () => {
    const base = {
      'old-name.yaml': service('web', ['192.0.2.1']),
      'elsewhere.yaml': service('api', ['192.0.2.3']),
    };
    const dir = makeGitRepo(base, {
      'old-name.yaml': null,
      'new-name.yaml': service('web', ['192.0.2.1', '192.0.2.2']),
      'copy.yaml': service('api', ['192.0.2.3']),
    });
    const checked = (...paths: string[]) =>
      runCli(['scan', ...paths, '--base', 'main', '--format', 'json'], dir).then((run) =>
        added(JSON.parse(run.stdout) as JsonReport),
      );
    // elsewhere.yaml is as it was and not scanned: its Service is no previous state of the copy.
    expect(await checked('new-name.yaml', 'copy.yaml')).toEqual([
      'spec.externalIPs[0]=192.0.2.3',
      'spec.externalIPs[1]=192.0.2.2',
    ]);
    expect(await checked('.')).toEqual(['spec.externalIPs[1]=192.0.2.2']);
  });

  it('fails clearly on a base ref that does not exist', async () => {
    const dir = makeGitRepo({}, { 'svc.yaml': service('web', ['192.0.2.1']) });
    const run = await runCli(['scan', '.', '--base', 'no-such-ref'], dir);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('"no-such-ref" is not a commit');
  });

  it('reads the base of a sub-folder scan relative to that folder', async () => {
    const base = { 'deploy/svc.yaml': service('web', ['192.0.2.1']) };
    const dir = makeGitRepo(base, { 'deploy/svc.yaml': service('web', ['192.0.2.1', '192.0.2.5']) });
    const run = await runCli(['scan', 'deploy', '--base', 'main', '--format', 'json'], dir);
    expect(added(JSON.parse(run.stdout) as JsonReport)).toEqual(['spec.externalIPs[1]=192.0.2.5']);
  });
});
