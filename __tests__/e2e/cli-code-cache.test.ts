// The bundled CLI keeps its chunks' compiled code in the cache folder (src/chunk-loader.ts): a run
// finds the same whether the code comes from the folder, is compiled because the folder holds none, or
// is compiled because what the folder holds is damaged; and --no-cache leaves the folder alone.

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { makeRepo } from '../helpers.js';
import { deployment, service } from '../policy/fixtures.js';

const CLI = path.resolve('dist', 'cli.js');

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

function cli(cacheDir: string, repo: string, ...args: string[]): Run {
  const run = spawnSync(process.execPath, [CLI, ...args], {
    cwd: repo,
    encoding: 'utf8',
    env: { ...process.env, ADMISSION_GATE_CACHE_DIR: cacheDir },
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** The folder's compiled chunks of a command, by name, with the inode each was written to. */
function chunkEntries(cacheDir: string, command: string): Map<string, number> {
  const names = fs.existsSync(cacheDir) ? fs.readdirSync(cacheDir) : [];
  return new Map(
    names
      .filter((name) => name.startsWith(`chunk-${command}-`))
      .map((name) => [name, fs.statSync(path.join(cacheDir, name)).ino]),
  );
}

describe("the compiled code of the CLI's chunks, in the cache folder", () => {
  let repo: string;
  let expected: Run;
  beforeAll(() => {
    repo = makeRepo({
      'app.yaml': `${deployment({ name: 'web', image: 'nginx:1', host: '10.0.0.1' })}---\n${service('edge', ['203.0.113.7'])}`,
    });
    expected = cli(
      fs.mkdtempSync(path.join(os.tmpdir(), 'admission-gate-code-')),
      repo,
      'scan',
      '.',
      '--no-cache',
    );
  });

  const scan = (cacheDir: string): Run => cli(cacheDir, repo, 'scan', '.');

  it('is written by the first run, then read, not written again', () => {
    expect([expected.code, expected.stderr]).toEqual([1, '']);
    expect(expected.stdout).toContain('probe-host');
    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admission-gate-code-'));
    expect(scan(cacheDir)).toEqual(expected);
    const written = chunkEntries(cacheDir, 'scan');
    // The scan command's chunks: the rules and checks, the loader, the scan itself, and the libraries.
    expect(written.size).toBeGreaterThanOrEqual(4);

    expect(scan(cacheDir)).toEqual(expected);
    // An entry V8 refused would be compiled again and written anew, to another inode.
    expect(chunkEntries(cacheDir, 'scan')).toEqual(written);
  });

  it('is compiled again, with the same findings, when an entry is damaged', () => {
    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admission-gate-code-'));
    scan(cacheDir);
    const written = chunkEntries(cacheDir, 'scan');
    const [first, second] = [...written.keys()];
    fs.writeFileSync(path.join(cacheDir, first ?? ''), 'not compiled code');
    const damaged = path.join(cacheDir, second ?? '');
    fs.writeFileSync(damaged, fs.readFileSync(damaged).subarray(0, 64));

    expect(scan(cacheDir)).toEqual(expected);
    const rewritten = chunkEntries(cacheDir, 'scan');
    expect([...rewritten.keys()]).toEqual([...written.keys()]);
    expect(rewritten.get(first ?? '')).not.toBe(written.get(first ?? ''));
    expect(rewritten.get(second ?? '')).not.toBe(written.get(second ?? ''));

    expect(scan(cacheDir)).toEqual(expected);
    expect(chunkEntries(cacheDir, 'scan')).toEqual(rewritten);
  });

  it('is kept per command, and not at all with --no-cache', () => {
    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admission-gate-code-'));
    expect(cli(cacheDir, repo, 'scan', '.', '--no-cache')).toEqual(expected);
    expect(fs.readdirSync(cacheDir)).toEqual([]);

    const rules = cli(cacheDir, repo, 'rules');
    expect([rules.code, rules.stderr]).toEqual([0, '']);
    expect(chunkEntries(cacheDir, 'rules').size).toBeGreaterThanOrEqual(2);
    expect(chunkEntries(cacheDir, 'scan').size).toBe(0);
    expect(cli(cacheDir, repo, 'rules')).toEqual(rules);
  });

  // scripts/ascii-only.mjs escapes the rest, so that V8 holds each bundle one byte to a character.
  it('is compiled from chunks of ASCII only, as every bundle is', () => {
    const dist = path.dirname(CLI);
    const bundles = [
      ...fs
        .readdirSync(dist)
        .filter((n) => n.endsWith('.js'))
        .map((n) => path.join(dist, n)),
      ...fs
        .readdirSync(path.join(dist, 'cli'))
        .filter((n) => n.endsWith('.js'))
        .map((n) => path.join(dist, 'cli', n)),
    ];
    expect(bundles.length).toBeGreaterThan(5);
    for (const file of bundles) {
      expect([file, /[^\0-\x7f]/.exec(fs.readFileSync(file, 'latin1'))?.index]).toEqual([file, undefined]);
    }
  });
});
