// Globs: what counts as an invalid one (minimatch accepts any string), where it is reported, and
// matching that takes bounded time whatever the repository names its files.

import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { Minimatch } from 'minimatch';
import { wildcard } from '../../src/policy/patterns.js';
import { compileGlob, globProblem } from '../../src/source/select.js';
import { makeRepo, runCli, scanJson } from '../helpers.js';

const POD =
  'apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers:\n    - {name: c, livenessProbe: {httpGet: {host: h}}}\n';

async function configRun(config: string): Promise<{ code: number; stderr: string }> {
  const run = await runCli(['scan', '.'], makeRepo({ '.admission-gate.yaml': config, 'k8s/pod.yaml': POD }));
  return { code: run.code, stderr: run.stderr };
}

describe('invalid globs', () => {
  const invalid: [string, string][] = [
    ['#generated/**', 'starts with #, which makes it a comment that matches nothing'],
    ['!charts/**', 'starts with !, which negates it'],
    ['/k8s/**', 'starts with /, but paths are relative to the scan root'],
    ['./k8s/**', 'has a . or .. segment'],
    ['k8s/../x/*.yaml', 'has a . or .. segment'],
    ['k8s/', 'ends with /, which matches folders only'],
    ['k8s\\prod\\*.yaml', 'has a backslash, which escapes the next character'],
    ['x'.repeat(2000), 'is longer than 1024 characters'],
  ];
  it.each(invalid.map(([glob, problem]) => [glob.slice(0, 20), glob, problem]))(
    '%s is reported at its line',
    async (_label, glob, problem) => {
      const { code, stderr } = await configRun(
        `include: ['**/*.yaml']\nexclude:\n  - vendor/**\n  - ${JSON.stringify(glob)}\n`,
      );
      expect(code).toBe(2);
      expect(stderr).toContain(`.admission-gate.yaml:4:5: exclude[1]: ${problem}`);
    },
  );

  it('accepts escapes of glob characters, extglobs and braces', async () => {
    const { code } = await configRun(
      "exclude: ['\\#tmp/**', '+(a|b)/**', '**/*.{json,yml}', 'a\\*b.yaml']\n",
    );
    expect(code).toBe(1);
  });

  it('reports exception file globs at their line, and command-line globs as usage errors', async () => {
    const { code, stderr } = await configRun(
      'exceptions:\n  - rules: [probe-host]\n    reason: r\n    files: [k8s/]\n',
    );
    expect([code, stderr]).toEqual([
      2,
      expect.stringContaining('.admission-gate.yaml:4:13: exceptions[0].files[0]: ends with /'),
    ]);
    const run = await runCli(['scan', '.', '--exclude', '/abs/**'], makeRepo({ 'pod.yaml': POD }));
    expect([run.code, run.stderr]).toEqual([2, expect.stringContaining('--exclude "/abs/**" starts with /')]);
  });
});

describe('glob matching', () => {
  it('takes bounded time on a segment minimatch would backtrack through', async () => {
    // minimatch's expression for this pattern tries every split of a long name between the stars.
    const name = `${'a'.repeat(240)}.yaml`;
    const dir = makeRepo({ [name]: POD, 'other.yaml': POD });
    const { report } = await scanJson(dir, '--exclude', '*a*a*a*a*a*a*a*a*a*b.yaml');
    expect(report.findings.map((f) => f.file).sort()).toEqual([name, 'other.yaml']);
    expect(compileGlob('*a*a*a*a*a*a*a*a*a*b')('a'.repeat(100_000))).toBe(false);
  });

  it('takes linear time on extglobs and classes minimatch would backtrack through', async () => {
    // minimatch's expression for *(a|a)*b took 106 s on a 30-character name; this name has 241.
    const name = `${'a'.repeat(236)}.yaml`;
    const dir = makeRepo({ [name]: POD, 'b.yaml': POD });
    for (const glob of ['*(a|a)*b.yaml', '*(a|aa)*(a)*b.yaml', '*([a]|a)*([ab])?(a)b.yaml']) {
      const { report } = await scanJson(dir, '--exclude', glob);
      expect(report.findings.map((f) => f.file)).toEqual([name]);
    }
    expect(compileGlob('*(a|a)*b')('a'.repeat(100_000))).toBe(false);
    expect(compileGlob('**/a/**/a/**/a/**/a/**/b')(Array(5000).fill('a').join('/'))).toBe(false);
  });

  it('refuses !(...) extglobs and braces that expand too far, at their line', async () => {
    const { code, stderr } = await configRun(
      "exclude:\n  - 'k8s/!(prod)/*.yaml'\n  - '{a,b}{c,d}{e,f}{g,h}{i,j}{k,l}{m,n}{o,p}{q,r}.yaml'\n",
    );
    expect(code).toBe(2);
    expect(stderr).toContain(
      '.admission-gate.yaml:2:5: exclude[0]: has a !(...) extglob, which cannot be matched in time linear',
    );
    expect(stderr).toContain(
      '.admission-gate.yaml:3:5: exclude[1]: its braces expand to more than 64 patterns',
    );
  });

  it('agrees with minimatch on random globs and paths', () => {
    const char = fc.constantFrom(
      'a',
      'b',
      '.',
      '-',
      '*',
      '?',
      '/',
      '**/',
      '[ab]',
      '[!a]',
      '[a-c]',
      '[[:alpha:]]',
      '[.]',
      '{a,b}',
      '{a,b/c}',
      '\\*',
      '@(a|b)',
      '*(a|b.)',
      '+(a|.)',
      '?(b|)',
      '@(a|*(b))',
      '😀',
    );
    const pathChar = fc.constantFrom('a', 'b', 'c', '.', '-', '*', '/', '😀');
    const glob = fc.array(char, { minLength: 1, maxLength: 8 }).map((p) => p.join(''));
    const path = fc
      .array(pathChar, { minLength: 1, maxLength: 10 })
      .map((p) =>
        p
          .join('')
          .replace(/\/+/g, '/')
          .replace(/^\/|\/$/g, ''),
      )
      .filter((p) => p !== '' && !p.split('/').some((s) => s === '.' || s === '..'));
    expect(() =>
      fc.assert(
        fc.property(glob, path, (g, p) => {
          // What minimatch cannot read at all (it builds an invalid expression) is a config error here.
          fc.pre(globProblem(g) === undefined);
          return compileGlob(g)(p) === new Minimatch(g, { dot: true }).match(p);
        }),
        { seed: 8, numRuns: 20_000 },
      ),
    ).not.toThrow();
  });
});

describe('wildcards of exceptions (names, namespaces, images)', () => {
  it('agree with the regular expression Kyverno semantics translate to', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'b', '/', '\n', '😀'), maxLength: 8 });
    const pattern = fc.string({ unit: fc.constantFrom('a', 'b', '*', '?', '/', '😀'), maxLength: 6 });
    const asRegExp = (p: string) =>
      new RegExp(`^${[...p].map((c) => (c === '*' ? '.*' : c === '?' ? '.' : c)).join('')}$`, 'su');
    expect(() =>
      fc.assert(
        fc.property(pattern, text, (p, t) => wildcard(p)(t) === asRegExp(p).test(t)),
        { seed: 9, numRuns: 3000 },
      ),
    ).not.toThrow();
  });

  it('take bounded time on a long name', async () => {
    const name = 'a'.repeat(100_000);
    const dir = makeRepo({
      'pod.yaml': POD.replace('name: p', `name: ${name}`),
      '.admission-gate.yaml':
        'exceptions:\n  - {rules: [probe-host], reason: r, names: ["*a*a*a*a*a*a*a*a*b"]}\n  - {rules: [probe-host], reason: r, names: ["*a*a*a*a*a"]}\n',
    });
    const { report } = await scanJson(dir);
    expect(report.findings.map((f) => [f.rule, f.suppressed?.exception])).toEqual([
      ['unused-exception', undefined],
      ['probe-host', 1],
    ]);
  });
});
