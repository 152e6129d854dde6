// The previous state read from git (`--base`) is exact whatever the files of the base commit are named:
// a path with a line break or other odd bytes must not shift the blobs of `git cat-file --batch` onto
// the wrong files, which would give a Service the base version of another file.

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { makeGitRepo, makeRepo, runCli, scanJson } from '../helpers.js';

const service = (ips: readonly string[], name = 'web'): string =>
  `apiVersion: v1\nkind: Service\nmetadata:\n  name: ${name}\nspec:\n  ports: [{port: 80}]\n` +
  (ips.length > 0 ? `  externalIPs: [${ips.join(', ')}]\n` : '');

describe('base versions from git', () => {
  it('a file named with a line break cannot hand another file a forged base version', async () => {
    const dir = makeGitRepo(
      {
        // In the batch, this name reads as three objects (x.yaml, evil.txt of HEAD, x.yaml again): the
        // blob of evil.txt, which no include selects, would be the base version of a file with no name.
        'x.yaml\nHEAD:evil.txt\nHEAD:x.yaml': 'kind: Service\n',
        'x.yaml': 'kind: ConfigMap\n',
        'evil.txt': service(['192.0.2.9']),
        'web.yaml': service([]),
      },
      { 'web.yaml': service(['192.0.2.9']) },
    );
    const { code, report } = await scanJson(dir, '--base', 'HEAD');
    expect(report.findings.map((f) => `${f.rule} ${f.file} ${f.value ?? ''}`)).toContain(
      'service-external-ips web.yaml 192.0.2.9',
    );
    expect(code).toBe(1);
  });

  it('reads the base version of files with odd names, and of files whose names are pathspec magic', async () => {
    const names = ['new\nline.yaml', 'tab\tand space.yaml', ':(glob)*.yaml', 'ünï😀.yaml', '"quoted".yaml'];
    // A Service of its own in each, so that only its own file's base version can tolerate 192.0.2.1.
    const dir = makeGitRepo(
      Object.fromEntries(names.map((n, i) => [n, service(['192.0.2.1'], `web${i}`)])),
      Object.fromEntries(names.map((n, i) => [n, service(['192.0.2.1', '192.0.2.2'], `web${i}`)])),
    );
    const { report } = await scanJson(dir, '--base', 'HEAD');
    expect(report.findings.map((f) => `${f.file} ${f.value ?? ''}`).sort()).toEqual(
      names.map((n) => `${n} 192.0.2.2`).sort(),
    );
  });

  it('takes a path that was a folder at the base for a file without a base version, and reads on past it', async () => {
    // The batch answers the folder with its tree object, binary: skipped by its size, else b.yaml's answer
    // would be read as the folder's content and b.yaml would have no base version.
    const dir = makeGitRepo(
      { 'a.yaml/notes.txt': 'not a manifest\n', 'b.yaml': service(['192.0.2.1'], 'b') },
      { 'b.yaml': service(['192.0.2.1', '192.0.2.2'], 'b') },
    );
    fs.rmSync(path.join(dir, 'a.yaml'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'a.yaml'), service(['192.0.2.7'], 'a'));
    const { report } = await scanJson(dir, '--base', 'HEAD');
    expect(report.findings.map((f) => `${f.rule} ${f.file} ${f.value ?? ''}`).sort()).toEqual([
      'service-external-ips a.yaml 192.0.2.7',
      'service-external-ips b.yaml 192.0.2.2',
    ]);
  });
});

describe('base versions that spell the kind without writing it', () => {
  it('reads a UTF-16 or escaped base version, whose bytes hold no "Service"', async () => {
    const utf16 = (text: string): Buffer =>
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const escaped = (ips: readonly string[]): string =>
      service(ips).replace('kind: Service', 'kind: "Serv\\x69ce"');
    const dir = makeGitRepo(
      { 'wide.yaml': utf16(service(['192.0.2.1'])), 'escaped.yaml': escaped(['192.0.2.1']) },
      {
        'wide.yaml': utf16(service(['192.0.2.1', '192.0.2.2'])),
        'escaped.yaml': escaped(['192.0.2.1', '192.0.2.2']),
      },
    );
    const { report } = await scanJson(dir, '--base', 'HEAD');
    // The address each base version holds already is no new one.
    expect(report.findings.map((f) => `${f.rule} ${f.file} ${f.value ?? ''}`).sort()).toEqual([
      'service-external-ips escaped.yaml 192.0.2.2',
      'service-external-ips wide.yaml 192.0.2.2',
    ]);
  });
});

describe('a base git cannot give', () => {
  it('says the ref names no commit, or that the root is in no repository, and fails', async () => {
    const repo = makeGitRepo({ 'web.yaml': service([]) }, { 'web.yaml': service(['192.0.2.9']) });
    const unknown = await runCli(['scan', 'web.yaml', '--base', 'no-such-branch'], repo);
    expect(unknown.stderr).toContain(
      '"no-such-branch" is not a commit in this repository (fetch it first, e.g. git fetch origin no-such-branch)',
    );
    expect(unknown.code).toBe(2);
    const plain = makeRepo({ 'web.yaml': service([]) });
    const outside = await runCli(['scan', 'web.yaml', '--base', 'HEAD'], plain);
    expect(outside.stderr).toMatch(/git rev-parse failed: fatal: not a git repository/);
    expect(outside.code).toBe(2);
  });
});
