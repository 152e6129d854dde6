// Gate modes through the CLI: --filter-mode all | changed-objects | added-lines against --base, on a
// working tree that keeps legacy problems, changes some objects and adds others.

import { describe, expect, it } from '@jest/globals';
import { git, makeGitRepo, scanJson } from './helpers.js';
import type { JsonReport } from './helpers.js';
import { deployment, service } from './policy/fixtures.js';

const legacy = deployment({ name: 'legacy', image: 'nginx:1', host: '10.0.0.1' });
const BASE = {
  'apps/legacy.yaml': legacy,
  'apps/retagged.yaml': deployment({ name: 'retagged', image: 'nginx:1', host: '10.0.0.2' }),
  'apps/untouched.yaml': deployment({ name: 'untouched', image: 'nginx:1', host: '10.0.0.3' }),
  'apps/reordered.yaml': deployment({ name: 'reordered', image: 'nginx:1', host: '10.0.0.4' }),
  'net/web.yaml': service('web', ['192.0.2.1']),
};
const HEAD = {
  // The legacy object as it was, and a new one beside it.
  'apps/legacy.yaml': `${legacy}---\n${deployment({ name: 'added', image: 'nginx:1', host: '10.0.0.5' })}`,
  // The object changes (its image), not the line of its finding.
  'apps/retagged.yaml': deployment({ name: 'retagged', image: 'nginx:2', host: '10.0.0.2' }),
  // The same object with its keys in another order: not a modification.
  'apps/reordered.yaml': deployment({ name: 'reordered', image: 'nginx:1', host: '10.0.0.4' }).replace(
    'apiVersion: apps/v1\nkind: Deployment\n',
    'kind: Deployment\napiVersion: apps/v1\n',
  ),
  // Renamed: a new Service to the diff-aware rule, though the line of its address is unchanged.
  'net/web.yaml': service('web-2', ['192.0.2.1']),
  // Not tracked by git: new.
  'apps/untracked.yaml': deployment({ name: 'untracked', image: 'nginx:1', host: '10.0.0.6' }),
};

const findings = (report: JsonReport): string[] =>
  report.findings.map((f) => `${f.rule} ${f.file} ${f.value ?? ''}`);

describe('--filter-mode', () => {
  const dir = makeGitRepo(BASE, HEAD);
  const scan = (...args: string[]) => scanJson(dir, '--base', 'HEAD', ...args);

  it('all (the default) keeps every finding, old ones included', async () => {
    const { code, report } = await scan();
    expect(code).toBe(1);
    expect(findings(report)).toEqual([
      'probe-host apps/legacy.yaml 10.0.0.1',
      'probe-host apps/legacy.yaml 10.0.0.5',
      'probe-host apps/reordered.yaml 10.0.0.4',
      'probe-host apps/retagged.yaml 10.0.0.2',
      'probe-host apps/untouched.yaml 10.0.0.3',
      'probe-host apps/untracked.yaml 10.0.0.6',
      'service-external-ips net/web.yaml 192.0.2.1',
    ]);
    expect(await scan('--filter-mode', 'all')).toEqual(await scan());
  });

  it('changed-objects keeps findings on added and modified objects, and diff-aware findings', async () => {
    const { code, report } = await scan('--filter-mode', 'changed-objects');
    expect(code).toBe(1);
    expect(findings(report)).toEqual([
      'probe-host apps/legacy.yaml 10.0.0.5',
      'probe-host apps/retagged.yaml 10.0.0.2',
      'probe-host apps/untracked.yaml 10.0.0.6',
      'service-external-ips net/web.yaml 192.0.2.1',
    ]);
    expect(report.summary.error).toBe(4);
    expect(report.notes).toContain(
      'filter-mode changed-objects: 3 findings on objects the change did not add or modify were left out.',
    );
  });

  it('added-lines keeps findings on added lines, and diff-aware findings whatever their line', async () => {
    const { report } = await scan('--filter-mode', 'added-lines');
    expect(findings(report)).toEqual([
      'probe-host apps/legacy.yaml 10.0.0.5',
      'probe-host apps/untracked.yaml 10.0.0.6',
      'service-external-ips net/web.yaml 192.0.2.1',
    ]);
    expect(report.notes).toContain(
      'filter-mode added-lines: 4 findings on lines the change did not add were left out.',
    );
  });

  it('passes the gate when the change adds no problem', async () => {
    const clean = makeGitRepo(BASE, { 'apps/legacy.yaml': legacy.replace('nginx:1', 'nginx:3') });
    git(clean, 'add', '-A');
    git(clean, 'commit', '-q', '-m', 'retag');
    const { code, report } = await scanJson(clean, '--base', 'HEAD~1', '--filter-mode', 'added-lines');
    expect([code, findings(report)]).toEqual([0, []]);
    const objects = await scanJson(clean, '--base', 'HEAD~1', '--filter-mode', 'changed-objects');
    expect([objects.code, findings(objects.report)]).toEqual([1, ['probe-host apps/legacy.yaml 10.0.0.1']]);
  });
});

describe('--filter-mode on a file the gate did not read', () => {
  it('keeps its unjudged-file finding in every mode, though the change added no line 1 to point at', async () => {
    // The change pads the file past maxFileSize with a comment and adds a Service: line 1 stays as it was.
    const padded = `${legacy}# ${'x'.repeat(400)}\n---\n${service('hidden', ['192.0.2.9'])}`;
    const dir = makeGitRepo(
      { '.admission-gate.yaml': 'maxFileSize: 400\n', 'apps/legacy.yaml': legacy },
      { 'apps/legacy.yaml': padded },
    );
    for (const mode of ['added-lines', 'changed-objects']) {
      const { code, report } = await scanJson(dir, '--base', 'HEAD', '--filter-mode', mode);
      expect([mode, code, report.findings.map((f) => `${f.rule} ${f.file}:${f.line}`)]).toEqual([
        mode,
        1,
        ['unjudged-file apps/legacy.yaml:1'],
      ]);
    }
  });
});
