// What a checkout can plant on disk to make a scan read elsewhere, block or run out of memory: symbolic
// links out of the root or into .git, FIFOs, huge files. Every place a path from the repository is
// opened refuses them: the walk, named files, a changed-file list, the config file, crds.paths and
// crds.schemaDirs.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { DEFAULT_CONFIG } from '../../src/config/config.js';
import { scan } from '../../src/scan.js';
import { POD_WITH_HOST, makeRepo, runCli, scanJson } from '../helpers.js';
import type { JsonReport } from '../helpers.js';
import { crdYaml } from '../rules/unknown-fields/crd.js';

const WIDGET = 'apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: w}\nspec: {size: 1}\n';
const SIZES = {
  type: 'object',
  properties: { spec: { type: 'object', properties: { size: { type: 'integer' } } } },
};

/** A repository holding `files`, with symbolic links `links` (link → target, relative to the repository). */
function repoWithLinks(files: Record<string, string>, links: Record<string, string>): string {
  const dir = makeRepo(files);
  for (const [link, target] of Object.entries(links)) {
    fs.mkdirSync(path.dirname(path.join(dir, link)), { recursive: true });
    fs.symlinkSync(path.resolve(dir, target), path.join(dir, link));
  }
  return dir;
}

const outside = (): string =>
  makeRepo({ 'secret.yaml': POD_WITH_HOST, 'crd.yaml': crdYaml({ schema: SIZES }) });

describe('reading only what belongs to the repository', () => {
  it('refuses named files and folders that leave the root through a symbolic link', async () => {
    const elsewhere = outside();
    const dir = repoWithLinks(
      { 'real.yaml': POD_WITH_HOST },
      { 'escape.yaml': `${elsewhere}/secret.yaml`, linked: elsewhere },
    );
    for (const named of ['escape.yaml', 'linked']) {
      const run = await runCli(['scan', 'real.yaml', named], dir);
      expect([run.code, run.stderr]).toEqual([
        2,
        expect.stringContaining(`outside the scan root ${dir}: ${named}`),
      ]);
    }
  });

  it('skips a changed file that is a link out of the root, into .git, or a FIFO, without blocking', async () => {
    const elsewhere = outside();
    const dir = repoWithLinks(
      { 'pod.yaml': POD_WITH_HOST, '.git/config': '[http]\n\textraheader = AUTHORIZATION: basic c2VjcmV0\n' },
      { 'escape.yaml': `${elsewhere}/secret.yaml`, 'token.yaml': '.git/config' },
    );
    execFileSync('mkfifo', [path.join(dir, 'fifo.yaml')]);
    const result = await scan({
      root: dir,
      config: DEFAULT_CONFIG,
      files: ['escape.yaml', 'fifo.yaml', 'pod.yaml', 'token.yaml'],
    });
    expect(result.skipped).toEqual([
      {
        file: 'escape.yaml',
        reason: 'a symbolic link to a file outside the scan root: not read',
        unjudged: true,
      },
      { file: 'fifo.yaml', reason: 'not a regular file: not read' },
      { file: 'token.yaml', reason: 'inside a .git folder: not read' },
    ]);
    // kubectl would apply what the link out of the root leads to: it fails the gate, unread.
    expect(result.findings.map((f) => [f.file, f.rule])).toEqual([
      ['escape.yaml', 'unjudged-file'],
      ['pod.yaml', 'probe-host'],
    ]);
    // The walk lists them too, each with its reason; a link inside the root is followed, and refused.
    expect((await scanJson(dir)).report.skipped).toEqual([
      {
        file: 'escape.yaml',
        reason: 'a symbolic link to a file outside the scan root: not read',
        unjudged: true,
      },
      { file: 'fifo.yaml', reason: 'not a regular file: not read' },
      { file: 'token.yaml', reason: 'inside a .git folder: not read' },
    ]);
  });

  it('lists what a walk cannot enter or follow: links to folders outside, loops, links to nothing', async () => {
    const elsewhere = outside();
    const dir = repoWithLinks(
      { 'pod.yaml': POD_WITH_HOST },
      { vendor: elsewhere, 'gone.yaml': 'nothing-here.yaml', 'k8s/inside': '.' },
    );
    fs.symlinkSync('loop-b.yaml', path.join(dir, 'loop-a.yaml'));
    fs.symlinkSync('loop-a.yaml', path.join(dir, 'loop-b.yaml'));
    const { code, report } = await scanJson(dir);
    expect(code).toBe(1);
    expect(report.skipped).toEqual([
      { file: 'gone.yaml', reason: 'a symbolic link to nothing: not read' },
      { file: 'loop-a.yaml', reason: 'a symbolic link in a loop: not read' },
      { file: 'loop-b.yaml', reason: 'a symbolic link in a loop: not read' },
      { file: 'vendor', reason: 'a symbolic link to a folder outside the scan root: not followed' },
    ]);
    expect(report.findings.map((f) => f.file)).toEqual(['pod.yaml']);
  });

  it('skips a symbolic link loop named on the command line with its reason, not an error', async () => {
    const dir = makeRepo({ 'pod.yaml': POD_WITH_HOST });
    fs.symlinkSync('b', path.join(dir, 'a'));
    fs.symlinkSync('a', path.join(dir, 'b'));
    for (const args of [['a'], ['a', 'pod.yaml']]) {
      const run = await runCli(['scan', ...args, '--format', 'json'], dir);
      // With only the loop named, no file was scanned: that is said, and nothing else is.
      const empty = args.length === 1 ? /^admission-gate: warning: no file was scanned: [^\n]*\n$/ : /^$/;
      expect(run.stderr).toMatch(empty);
      expect((JSON.parse(run.stdout) as JsonReport).skipped).toEqual([
        { file: 'a', reason: 'a symbolic link in a loop: not read' },
      ]);
    }
  });

  it('skips unreadable folders with their reason: /proc scans without an internal error', async () => {
    // As root, only /proc refuses to list some folders (another process's fdinfo); as anyone else, a
    // folder without permissions does too.
    const locked = makeRepo({ 'pod.yaml': POD_WITH_HOST, 'locked/pod.yaml': POD_WITH_HOST });
    fs.chmodSync(path.join(locked, 'locked'), 0);
    const run = await runCli(['scan', '.', '--format', 'json'], locked);
    fs.chmodSync(path.join(locked, 'locked'), 0o755);
    const lockedOut = (JSON.parse(run.stdout) as JsonReport).skipped;
    const refusedToUs = process.getuid?.() !== 0 || lockedOut.length > 0;
    expect(lockedOut.map((s) => [s.file, s.reason.startsWith('cannot read the folder: EACCES')])).toEqual(
      refusedToUs ? [['locked', true]] : [],
    );
    const proc = await runCli(['scan', '/proc/1', '--format', 'json'], locked);
    expect(proc.stderr).toMatch(/^admission-gate: warning: no file was scanned: [^\n]*\n$/);
    expect(proc.code).toBe(0);
    const skipped = (JSON.parse(proc.stdout) as JsonReport).skipped;
    expect(skipped.every((s) => s.reason !== '')).toBe(true);
  });

  it('does not read a file over maxFileSize, however big, and fails the gate on it', async () => {
    const dir = makeRepo({ 'pod.yaml': POD_WITH_HOST, '..dots.yaml': POD_WITH_HOST });
    // Sparse: 3 GiB that take no disk, more than one read could hold.
    const huge = path.join(dir, 'huge.yaml');
    fs.writeFileSync(huge, '');
    fs.truncateSync(huge, 3 * 2 ** 30);
    const { report } = await scanJson(dir);
    expect(report.skipped).toEqual([
      {
        file: 'huge.yaml',
        reason: `larger than maxFileSize (${3 * 2 ** 30} bytes > ${10 * 2 ** 20}); raise maxFileSize to scan it`,
        unjudged: true,
      },
    ]);
    // A name that starts with two dots is inside the root like any other.
    expect(report.findings.map((f) => [f.file, f.rule, f.line, f.column])).toEqual([
      ['..dots.yaml', 'probe-host', 9, 19],
      ['huge.yaml', 'unjudged-file', 1, 1],
      ['pod.yaml', 'probe-host', 9, 19],
    ]);
  });

  it('fails the gate on files whose names are not UTF-8, and on what reads as their names once decoded', async () => {
    // kubectl opens files by their bytes; Node.js names them by their decoding, where 0xFF is U+FFFD, the
    // name of the harmless file beside them. Judging that one twice let the Service in unjudged.
    const SERVICE = 'apiVersion: v1\nkind: Service\nmetadata: {name: s}\nspec:\n  externalIPs: [1.2.3.4]\n';
    const dir = makeRepo({ 'ok.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\n' });
    const bytes = (name: string): Buffer => Buffer.from(name.replace(/\{ff\}/g, '\u00ff'), 'latin1');
    const named = (...parts: Buffer[]): Buffer => Buffer.concat([Buffer.from(`${dir}/`), ...parts]);
    fs.writeFileSync(named(bytes('svc{ff}.yaml')), SERVICE);
    fs.writeFileSync(
      path.join(dir, 'svc\uFFFD.yaml'),
      'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: d}\n',
    );
    fs.mkdirSync(named(bytes('deploy{ff}')));
    fs.mkdirSync(named(bytes('deploy{ff}/sub')));
    fs.writeFileSync(named(bytes('deploy{ff}/sub/svc.yml')), SERVICE);
    fs.writeFileSync(named(bytes('deploy{ff}/README.md')), '# not a manifest\n');
    fs.writeFileSync(path.join(dir, 'caf\u00e9-\uFFFD.yaml'), SERVICE); // UTF-8, U+FFFD and all: judged
    const { code, report } = await scanJson(dir);
    expect(code).toBe(1);
    const unjudged = report.findings.filter((f) => f.rule === 'unjudged-file');
    expect(unjudged.map((f) => [f.file, f.line, f.column])).toEqual([
      ['deploy\uFFFD/sub/svc.yml', 1, 1],
      ['svc\uFFFD.yaml', 1, 1],
    ]);
    expect(unjudged[0]?.message).toMatch(
      /^not judged: its name is not UTF-8, .* rename it\. kubectl apply would read/,
    );
    expect(report.findings.filter((f) => f.rule === 'service-external-ips').map((f) => f.file)).toEqual([
      'caf\u00e9-\uFFFD.yaml',
    ]);
    expect(report.skipped.map((s) => [s.file, s.unjudged])).toEqual([
      ['deploy\uFFFD/sub/svc.yml', true],
      ['svc\uFFFD.yaml', true],
    ]);
    // A changed file named by a decoding (from git or GitHub) is refused the same way.
    const changed = await scan({ root: dir, config: DEFAULT_CONFIG, files: ['svc\uFFFD.yaml', 'ok.yaml'] });
    expect(changed.findings.map((f) => [f.file, f.rule])).toEqual([['svc\uFFFD.yaml', 'unjudged-file']]);
  });

  it("fails the gate on a changed file the checkout lacks; a full listing's vanished file is only skipped", async () => {
    const dir = makeRepo({ 'ok.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\n' });
    // A change's file is in its head: missing here, it was left out of the checkout (sparse), unread.
    const changed = await scan({ root: dir, config: DEFAULT_CONFIG, files: ['gone.yaml', 'ok.yaml'] });
    expect(changed.findings.map((f) => [f.file, f.rule])).toEqual([['gone.yaml', 'unjudged-file']]);
    expect(changed.skipped).toEqual([
      {
        file: 'gone.yaml',
        reason:
          'in the change but not in the checkout (a sparse or partial checkout?); check out every file of the change',
        unjudged: true,
      },
    ]);
    // A scheduled scan lists the files it walked: one gone since is no longer there to apply.
    const listed = await scan({
      root: dir,
      config: DEFAULT_CONFIG,
      files: ['gone.yaml', 'ok.yaml'],
      filesAreComplete: true,
    });
    expect([listed.findings, listed.skipped]).toEqual([
      [],
      [{ file: 'gone.yaml', reason: 'file not found' }],
    ]);
  });

  it('refuses a config file at the root that links out of it; --config may name any file', async () => {
    const elsewhere = makeRepo({ 'config.yaml': 'rules: {probe-host: off}\n' });
    const dir = repoWithLinks(
      { 'pod.yaml': POD_WITH_HOST },
      { '.admission-gate.yaml': `${elsewhere}/config.yaml` },
    );
    const run = await runCli(['scan', '.'], dir);
    expect([run.code, run.stderr]).toEqual([
      2,
      expect.stringContaining(
        'cannot read config file .admission-gate.yaml: a symbolic link to a file outside the scan root: not read',
      ),
    ]);
    // With another config, the link is a file kubectl would read like any other: not read, so not judged.
    const other = await scanJson(dir, '--config', `${elsewhere}/config.yaml`);
    expect(other.report.findings.map((f) => [f.file, f.rule])).toEqual([
      ['.admission-gate.yaml', 'unjudged-file'],
    ]);
  });

  it('reads crds.paths inside the root only where their links stay inside it', async () => {
    const elsewhere = outside();
    const dir = repoWithLinks(
      {
        'widget.yaml': WIDGET,
        '.admission-gate.yaml': 'crds:\n  paths: [vendor, crd.yaml]\n',
      },
      { vendor: elsewhere, 'crd.yaml': `${elsewhere}/crd.yaml` },
    );
    const { report } = await scanJson(dir);
    expect(report.notes).toEqual(
      expect.arrayContaining([
        'crds.paths: vendor is a symbolic link to a folder outside the scan root: not read',
        'crds.paths: crd.yaml: a symbolic link to a file outside the scan root: not read',
      ]),
    );
    // Without the CRD, the widget is a kind nobody defined: nothing was read from outside. The link to
    // it is a manifest kubectl would apply, unread.
    expect(report.findings.map((f) => [f.file, f.rule, f.severity])).toEqual([
      ['crd.yaml', 'unjudged-file', 'error'],
      ['widget.yaml', 'unknown-fields', 'notice'],
    ]);
  });

  it('reads crds.schemaDirs inside the root only where their links stay inside it', async () => {
    const elsewhere = makeRepo({ 'example.com/widget_v1.json': JSON.stringify(SIZES) });
    const dir = repoWithLinks(
      { 'widget.yaml': WIDGET, '.admission-gate.yaml': 'crds:\n  schemaDirs: [schemas]\n' },
      { schemas: elsewhere },
    );
    const { report } = await scanJson(dir);
    expect(report.notes).toContain(
      'crds.schemaDirs: schemas/example.com/widget_v1.json: a symbolic link to a file outside the scan root: not read',
    );
    expect(report.findings.map((f) => [f.rule, f.severity])).toEqual([['unknown-fields', 'notice']]);
  });
});
