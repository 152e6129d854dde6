// In a change (--base), an in-manifest suppression is the change's own words: it counts only when the
// base has the same one, or when one of suppressionActors writes it. A full scan honours every one.

import { describe, expect, it } from '@jest/globals';
import { makeGitRepo, scanJson } from '../helpers.js';
import type { JsonReport } from '../helpers.js';
import { deployment } from './fixtures.js';

const IGNORE = { 'admission-gate.dev/ignore': 'probe-host: health check needs the node IP, OPS-7' };
const web = (annotated: boolean, name = 'web'): string =>
  deployment({ name, image: 'nginx', host: '127.0.0.1', ...(annotated ? { annotations: IGNORE } : {}) });

/** probe-host findings as [object, how suppressed]. */
const probes = (report: JsonReport): [string | undefined, string | undefined][] =>
  report.findings.filter((f) => f.rule === 'probe-host').map((f) => [f.resource?.name, f.suppressed?.kind]);
const notices = (report: JsonReport): [string | undefined, string, number][] =>
  report.findings
    .filter((f) => f.rule === 'invalid-suppression')
    .map((f) => [f.resource?.name, f.severity, f.line]);

/** Puts `# admission-gate-ignore` above the probe's `host:` line. */
const commented = (manifest: string, rules = 'probe-host: node IP, OPS-7'): string =>
  manifest.replace(/^( *)host:/mu, `$1# admission-gate-ignore ${rules}\n$1host:`);

describe('suppressions in a change (--base)', () => {
  it('honours an annotation the base has, not one the change adds, which is a notice', async () => {
    const dir = makeGitRepo(
      { 'app.yaml': `${web(true, 'old')}---\n${web(false)}` },
      { 'app.yaml': `${web(true, 'old')}---\n${web(true)}` },
    );
    const { report, code } = await scanJson(dir, '--base', 'HEAD');
    expect(probes(report)).toEqual([
      ['old', 'annotation'],
      ['web', undefined],
    ]);
    expect(notices(report)).toEqual([['web', 'notice', 23]]);
    const notice = report.findings.find((f) => f.rule === 'invalid-suppression');
    expect(notice?.path).toBe('metadata.annotations.admission-gate.dev/ignore');
    expect(notice?.message).toContain('(probe-host) is new in this change, so it waives nothing yet');
    expect(code).toBe(1);
  });

  it('knows an annotation again on the same object in another file, for the rules the base names', async () => {
    const other = { 'admission-gate.dev/ignore': 'service-external-ips: not this one' };
    const dir = makeGitRepo(
      {
        'a.yaml': web(true, 'moved'),
        'b.yaml': deployment({ name: 'web', image: 'nginx', host: '127.0.0.1', annotations: other }),
      },
      { 'a.yaml': null, 'b.yaml': `${web(true)}---\n${web(true, 'moved')}` },
    );
    const { report } = await scanJson(dir, '--base', 'HEAD');
    expect(probes(report)).toEqual([
      ['web', undefined],
      ['moved', 'annotation'],
    ]);
    expect(notices(report).map(([name]) => name)).toEqual(['web']);
  });

  it('honours a comment the base has after the line moved, not a new one or one over a changed line', async () => {
    const base = commented(web(false));
    const dir = makeGitRepo(
      { 'app.yaml': base, 'changed.yaml': commented(web(false, 'changed')) },
      {
        // Moved down by a new label and into a List's items, indented deeper: the same line still.
        'app.yaml': `apiVersion: v1\nkind: List\nitems:\n${base
          .replace('metadata:\n', 'metadata:\n  labels: {team: a}\n')
          .split('\n')
          .map((line, i) => (line === '' ? '' : `${i === 0 ? '  - ' : '    '}${line}`))
          .join('\n')}`,
        'changed.yaml': commented(deployment({ name: 'changed', image: 'nginx', host: '10.0.0.1' })),
        'new.yaml': commented(web(false, 'new')),
      },
    );
    const { report, code } = await scanJson(dir, '--base', 'HEAD');
    expect(probes(report)).toEqual([
      ['web', 'comment'],
      ['changed', undefined],
      ['new', undefined],
    ]);
    expect(notices(report).map(([name, severity]) => [name, severity])).toEqual([
      ['changed', 'notice'],
      ['new', 'notice'],
    ]);
    expect(code).toBe(1);
  });

  it("honours new suppressions of an actor the config's suppressionActors lists", async () => {
    const config = 'suppressionActors: [octocat, "@acme/platform"]\n';
    const dir = makeGitRepo(
      { '.admission-gate.yaml': config, 'app.yaml': web(false) },
      { 'app.yaml': web(true) },
    );
    for (const actor of [
      ['--actor', 'OctoCat'],
      ['--actor', 'mona', '--actor-team', 'acme/platform'],
    ]) {
      const { report, code } = await scanJson(dir, '--base', 'HEAD', ...actor);
      expect(probes(report)).toEqual([['web', 'annotation']]);
      expect(notices(report)).toEqual([]);
      expect(code).toBe(0);
    }
    const { report, code } = await scanJson(dir, '--base', 'HEAD', '--actor', 'mallory');
    expect(probes(report)).toEqual([['web', undefined]]);
    expect(notices(report).map(([name]) => name)).toEqual(['web']);
    expect(code).toBe(1);
  });

  it('a full scan (no --base) honours every suppression, as before', async () => {
    const dir = makeGitRepo({ 'app.yaml': web(false) }, { 'app.yaml': commented(web(true)) });
    expect(probes((await scanJson(dir, '--base', 'HEAD')).report)).toEqual([['web', undefined]]);
    const { report, code } = await scanJson(dir);
    expect(probes(report)).toEqual([['web', 'comment']]);
    expect(notices(report)).toEqual([]);
    expect(code).toBe(0);
  });
});
