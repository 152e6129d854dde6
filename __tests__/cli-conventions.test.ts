// The CLI as its users expect from other command-line tools: clean usage errors with suggestions, each
// command's own help, colours as NO_COLOR, FORCE_COLOR and TERM say, and a tally that says how much was
// looked at.

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { main } from '../src/cli/main.js';
import { makeRepo, POD_WITH_HOST, runCli } from './helpers.js';

describe('usage errors', () => {
  it.each([
    [['scan', '--fromat', 'json'], 'unknown option --fromat (did you mean --format?)'],
    [['scan', '--fail-on-emtpy'], 'unknown option --fail-on-emtpy (did you mean --fail-on-empty?)'],
    [['scan', '--nocolor'], 'unknown option --nocolor (did you mean --no-color?)'],
    [['scan', '--zzzzzz'], 'unknown option --zzzzzz\n'],
    [['scan', '-x'], 'unknown option -x\n'],
    [['scna'], 'unknown command "scna" (did you mean scan?)'],
    [['merge', 'r.json', '--base', 'main'], 'merge does not take --base'],
    [['rules', '--output', 'x'], 'rules does not take --output'],
    [['scan', '--format'], "option '-f, --format <value>' argument missing"],
    [['scan', '--filter-mode', 'changed-objects'], '--filter-mode changed-objects needs --base REF'],
    [['scan', '--filter-mode', 'new'], '--filter-mode must be one of all, changed-objects, added-lines'],
  ])('%j: one clean line, exit 2', async (args, message) => {
    const run = await runCli(args, makeRepo({}));
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(`admission-gate: ${message}`);
    expect(run.stderr).not.toContain('To specify a positional argument');
    expect(run.stderr.trim().split('\n')).toHaveLength(2);
  });

  it('names a path outside the scan root as such, apart from one that does not exist', async () => {
    const elsewhere = makeRepo({ 'x.yaml': POD_WITH_HOST });
    const dir = makeRepo({ 'k8s/p.yaml': POD_WITH_HOST });
    const run = await runCli(['scan', 'k8s/p.yaml', path.join(elsewhere, 'x.yaml'), 'gone.yaml'], dir);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('no such file or folder: gone.yaml');
    expect(run.stderr).toContain(`outside the scan root ${dir}: ${path.join(elsewhere, 'x.yaml')}`);
    expect(run.stderr).not.toContain('no such file or folder: k8s');
  });
});

describe('help', () => {
  it('prints the commands, and each command its own options', async () => {
    const general = await runCli(['--help'], process.cwd());
    const scan = await runCli(['scan', '--help'], process.cwd());
    const merge = await runCli(['merge', '--help'], process.cwd());
    const rules = await runCli(['rules', '-h'], process.cwd());
    for (const run of [general, scan, merge, rules]) expect([run.code, run.stderr]).toEqual([0, '']);
    expect(general.stdout).toContain('admission-gate <command> --help');
    expect(scan.stdout).toMatch(/^Usage: admission-gate scan /);
    for (const option of ['--config', '--base', '--filter-mode', '--shard', '--fail-on-empty', '--no-color'])
      expect(scan.stdout).toContain(option);
    expect(merge.stdout).toMatch(/^Usage: admission-gate merge /);
    expect(merge.stdout).toContain('--fail-on-empty');
    expect(merge.stdout).not.toContain('--base');
    expect(rules.stdout).toMatch(/^Usage: admission-gate rules /);
    expect(rules.stdout).toContain('json: an array of objects with id, title');
  });

  it('documents rules --format json in the README', () => {
    expect(fs.readFileSync('README.md', 'utf8')).toContain('admission-gate rules --format json');
  });
});

describe('colours', () => {
  const dir = makeRepo({ 'p.yaml': POD_WITH_HOST });
  async function coloured(args: string[], env: Record<string, string>, isTTY: boolean): Promise<boolean> {
    let out = '';
    await main(['scan', '.', ...args], {
      cwd: dir,
      env,
      stdout: { write: (t: string) => (out += t), isTTY },
      stderr: { write: () => 0 },
    });
    return out.includes('\u001b[31merror');
  }

  it.each([
    ['a terminal', [], {}, true, true],
    ['a pipe', [], {}, false, false],
    ['NO_COLOR=1', [], { NO_COLOR: '1' }, true, false],
    ['an empty NO_COLOR (no-color.org: set and not empty)', [], { NO_COLOR: '' }, true, true],
    ['NODE_DISABLE_COLORS', [], { NODE_DISABLE_COLORS: '1' }, true, false],
    ['TERM=dumb', [], { TERM: 'dumb' }, true, false],
    ['FORCE_COLOR=1 on a pipe', [], { FORCE_COLOR: '1' }, false, true],
    ['an empty FORCE_COLOR on a pipe', [], { FORCE_COLOR: '' }, false, true],
    [
      'FORCE_COLOR=3 over NO_COLOR and TERM=dumb',
      [],
      { FORCE_COLOR: '3', NO_COLOR: '1', TERM: 'dumb' },
      false,
      true,
    ],
    ['FORCE_COLOR=0 on a terminal', [], { FORCE_COLOR: '0' }, true, false],
    ['FORCE_COLOR=false on a terminal', [], { FORCE_COLOR: 'false' }, true, false],
    ['--color on a pipe with NO_COLOR', ['--color'], { NO_COLOR: '1' }, false, true],
    ['--no-color on a terminal with FORCE_COLOR', ['--no-color'], { FORCE_COLOR: '1' }, true, false],
    ['--color then --no-color', ['--color', '--no-color'], {}, true, false],
    ['--no-color then --color', ['--no-color', '--color'], {}, false, true],
  ])('%s', async (_, args, env, isTTY, expected) => {
    expect(await coloured(args, env, isTTY)).toBe(expected);
  });

  it('never colours a report written to --output, unless --color says so', async () => {
    await runCli(['scan', '.', '--output', 'plain.txt'], dir, { FORCE_COLOR: '1' });
    await runCli(['scan', '.', '--output', 'coloured.txt', '--color'], dir);
    expect(fs.readFileSync(path.join(dir, 'plain.txt'), 'utf8')).not.toContain('\u001b[');
    expect(fs.readFileSync(path.join(dir, 'coloured.txt'), 'utf8')).toContain('\u001b[31merror');
  });
});

describe('the tally', () => {
  it('says how many files have findings, and how many were scanned', async () => {
    const dir = makeRepo({
      'a.yaml': `${POD_WITH_HOST}---\n${POD_WITH_HOST.replace('name: p', 'name: q')}`,
      'b.yaml': POD_WITH_HOST,
      'ok.yaml': 'apiVersion: v1\nkind: Namespace\nmetadata: {name: a}\n',
    });
    const run = await runCli(['scan', '.'], dir);
    expect(run.stdout.trim().split('\n').at(-1)).toBe(
      '3 findings (3 errors, 0 warnings, 0 notices) in 2 files (3 files scanned), 4 resources checked, 0 files skipped; kubernetesVersion latest',
    );
  });
});

describe('no file scanned', () => {
  const dir = makeRepo({ 'k8s/p.txt': '{}' });

  it('is said on standard error, and passes by default', async () => {
    const run = await runCli(['scan', '.'], dir);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('(0 files scanned)');
    expect(run.stderr).toBe(
      'admission-gate: warning: no file was scanned: nothing under . matches include (**/*.yaml, **/*.yml, **/*.json). (--fail-on-empty makes this fail the gate.)\n',
    );
  });

  it('fails the gate with --fail-on-empty, in every format', async () => {
    for (const format of ['text', 'json', 'sarif', 'markdown']) {
      const run = await runCli(['scan', 'k8s', '--fail-on-empty', '--format', format], dir);
      expect([format, run.code]).toEqual([format, 1]);
      expect(run.stderr).toContain('admission-gate: error: no file was scanned: nothing under k8s matches');
    }
    const found = await runCli(['scan', '.', '--fail-on-empty', '--include', '**/*.txt'], dir);
    expect([found.code, found.stderr]).toEqual([0, '']);
  });
});
