import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { parseConfig } from '../../src/config/load.js';
import { RULES } from '../../src/rules/registry.js';
import { scan } from '../../src/scan.js';
import { makeRepo, runCli } from '../helpers.js';
import { controlRule, SHOP, scanRepo, suppressedNames } from './fixtures.js';

const exception = (selectors: string, rules = '[probe-host]'): string =>
  `exceptions:\n  - rules: ${rules}\n    reason: reviewed\n${selectors
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => `    ${l}\n`)
    .join('')}`;

describe('exception selectors (CLI)', () => {
  it.each([
    ['rules only: every finding of the rule', '', ['api', 'plain', 'web']],
    ['rules "*" with a name', 'names: [svc]', ['svc'], '["*"]'],
    ['rules of another rule', 'names: [web]', [], '[service-external-ips]'],
    ['files (minimatch)', 'files: ["legacy/**"]', ['web']],
    ['files that match nothing', 'files: ["legacy/*.yml"]', []],
    ['namespaces (glob)', 'namespaces: ["legacy-*"]', ['web']],
    ['namespaces: default for objects without one', 'namespaces: [default]', ['plain']],
    ['kinds', 'kinds: [Deployment]', ['api', 'plain', 'web']],
    ['kinds match exactly', 'kinds: [deployment]', []],
    ['names (glob)', 'names: ["a*"]', ['api']],
    ['names: a list matches any entry (OR)', 'names: [web, api]', ['api', 'web']],
    ['selector.matchLabels', 'selector: {matchLabels: {tier: backend}}', ['web']],
    ['selector In', 'selector: {matchExpressions: [{key: tier, operator: In, values: [frontend]}]}', ['api']],
    [
      'selector NotIn (objects without the label too)',
      'selector: {matchExpressions: [{key: tier, operator: NotIn, values: [backend]}]}',
      ['api', 'plain'],
    ],
    ['selector Exists', 'selector: {matchExpressions: [{key: tier, operator: Exists}]}', ['api', 'web']],
    [
      'selector DoesNotExist',
      'selector: {matchExpressions: [{key: tier, operator: DoesNotExist}]}',
      ['plain'],
    ],
    ['selector {} matches every object', 'selector: {}', ['api', 'plain', 'web']],
    ['images (glob across slashes)', 'images: ["ghcr.io/acme/*"]', ['web']],
    ['images (exact)', 'images: [nginx]', ['plain']],
    [
      'paths with [*]',
      'paths: ["spec.template.spec.containers[*].livenessProbe.httpGet.host"]',
      ['plain', 'web'],
    ],
    [
      'paths are exact without [*]',
      'paths: ["spec.template.spec.containers.livenessProbe.httpGet.host"]',
      [],
    ],
    ['values', 'values: ["10.0.0.1"]', ['api']],
    ['selectors AND together', 'files: ["legacy/**"]\nnames: [api]', []],
    ['selectors AND together (both hold)', 'namespaces: [shop]\nvalues: ["10.0.0.1"]', ['api']],
  ])('%s', async (_title, selectors, expected, rules = '[probe-host]') => {
    const { report } = await scanRepo(SHOP, exception(selectors, rules));
    expect(suppressedNames(report)).toEqual(expected);
  });

  it('keeps suppressed findings in the report, counts them apart and does not fail the gate on them', async () => {
    const { code, report } = await scanRepo(SHOP, 'rules:\n  service-external-ips: "off"\n' + exception(''));
    const web = report.findings.find((f) => f.resource?.name === 'web');
    expect(web).toMatchObject({
      rule: 'probe-host',
      severity: 'error',
      suppressed: {
        kind: 'exception',
        reason: 'reviewed',
        file: '.admission-gate.yaml',
        line: 4,
        exception: 0,
      },
    });
    expect(report.summary).toMatchObject({ error: 0, suppressed: 3 });
    expect(code).toBe(0);
  });

  it('applies the first matching exception and records its index and expiry', async () => {
    const config = `exceptions:
  - rules: [probe-host]
    reason: first
    names: [api]
  - rules: [probe-host]
    reason: second
    expires: 2026-06-30
`;
    const { report } = await scanRepo(SHOP, config);
    const byName = Object.fromEntries(report.findings.map((f) => [f.resource?.name, f.suppressed]));
    expect(byName.api).toMatchObject({ reason: 'first', exception: 0, line: 2 });
    expect(byName.web).toEqual({
      kind: 'exception',
      reason: 'second',
      file: '.admission-gate.yaml',
      line: 5,
      exception: 1,
      expires: '2026-06-30',
    });
  });
});

describe('exception expiry (injected clock)', () => {
  const config = exception('names: [web]\nexpires: 2027-03-31');

  it('applies through the whole expiry day (UTC)', async () => {
    const { report } = await scanRepo(SHOP, config, { now: new Date('2027-03-31T23:59:59.999Z') });
    expect(suppressedNames(report)).toEqual(['web']);
    expect(report.findings.filter((f) => f.rule === 'expired-exception')).toEqual([]);
  });

  it('no longer applies from the next day, and a warning at the exception says so', async () => {
    const { code, report } = await scanRepo(SHOP, config, { now: new Date('2027-04-01T00:00:00Z') });
    expect(suppressedNames(report)).toEqual([]);
    const expired = report.findings.filter((f) => f.rule === 'expired-exception');
    expect(expired).toEqual([
      expect.objectContaining({
        severity: 'warning',
        file: '.admission-gate.yaml',
        line: 2,
        column: 5,
        path: 'exceptions[0]',
      }),
    ]);
    expect(expired[0]?.message).toContain('expired on 2027-03-31');
    expect(expired[0]?.message).toContain('1 finding it would waive counts again');
    expect(code).toBe(1);
  });

  it('is not also reported as unused', async () => {
    const { report } = await scanRepo(SHOP, exception('names: [nothing]\nexpires: 2020-01-01'));
    expect(report.findings.map((f) => f.rule).filter((r) => r.endsWith('-exception'))).toEqual([
      'expired-exception',
    ]);
  });
});

describe('unused exceptions', () => {
  const config = `${exception('names: [web]')}  - rules: [probe-host]
    reason: nothing has this name
    names: [ghost]
`;

  it('are a notice at the exception in a scan of the whole repository', async () => {
    const { report } = await scanRepo(SHOP, config);
    const unused = report.findings.filter((f) => f.rule === 'unused-exception');
    expect(unused).toEqual([
      expect.objectContaining({
        severity: 'notice',
        file: '.admission-gate.yaml',
        line: 5,
        path: 'exceptions[1]',
      }),
    ]);
    expect(unused[0]?.message).toContain('matched no finding');
  });

  it('are not reported when only some files are scanned (CLI paths)', async () => {
    const dir = makeRepo({ ...SHOP, '.admission-gate.yaml': config });
    const run = await runCli(['scan', 'legacy/web.yaml', 'apps/api.yaml', '--format', 'json'], dir);
    const report = JSON.parse(run.stdout) as { findings: { rule: string }[] };
    expect(report.findings.map((f) => f.rule)).not.toContain('unused-exception');
  });

  it('are not reported for a changed-files scan (ScanOptions.files)', async () => {
    const root = makeRepo(SHOP);
    const result = await scan({
      root,
      config: parseConfig(config, '.admission-gate.yaml', RULES),
      files: ['legacy/web.yaml'],
    });
    expect(result.findings.map((f) => f.rule)).toEqual(['probe-host']);
    expect(result.findings[0]?.suppressed?.exception).toBe(0);
  });

  it('can be turned off like any rule', async () => {
    const { report } = await scanRepo(SHOP, `rules:\n  unused-exception: "off"\n${config}`);
    expect(report.findings.map((f) => f.rule)).not.toContain('unused-exception');
  });
});

describe('controls selector (scan with a rule that names Pod Security controls)', () => {
  const testRule = controlRule(['Capabilities', 'Privileged Containers'], 'error');
  const rules = [...RULES, testRule];
  const root = makeRepo({ 'pod.yaml': 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: p\nspec: {}\n' });
  const run = async (selectors: string) =>
    (
      await scan({
        root,
        rules,
        config: parseConfig(
          exception(selectors, '[test-controls]'),
          path.join('.admission-gate.yaml'),
          rules,
        ),
      })
    ).findings.map((f) => [f.control, f.suppressed !== undefined]);

  it('waives only the named control', async () => {
    expect(await run('controls: [Capabilities]')).toEqual([
      ['Capabilities', true],
      ['Privileged Containers', false],
    ]);
  });

  it('matches nothing on findings without a control', async () => {
    const result = await scan({
      root: makeRepo(SHOP),
      config: parseConfig(exception('controls: [Capabilities]'), '.admission-gate.yaml', RULES),
    });
    expect(result.summary.suppressed).toBe(0);
  });
});

describe('invalid exceptions are config errors at their line and column', () => {
  const configError = async (config: string): Promise<{ code: number; stderr: string }> => {
    const dir = makeRepo({ ...SHOP, '.admission-gate.yaml': config });
    return await runCli(['scan', '.'], dir);
  };

  it.each([
    [
      'an unknown rule id, with a suggestion',
      'exceptions:\n  - rules: [probe-hots]\n    reason: x\n',
      '.admission-gate.yaml:2:13: exceptions[0].rules[0]: "probe-hots" is not allowed',
      'did you mean "probe-host"?',
    ],
    [
      'a policy rule id (those are configured under rules:)',
      'exceptions:\n  - rules: [unused-exception]\n    reason: x\n',
      '.admission-gate.yaml:2:13: exceptions[0].rules[0]: "unused-exception" is not allowed',
      '',
    ],
    [
      'no reason',
      'exceptions:\n  - rules: [probe-host]\n',
      '.admission-gate.yaml:2:5: exceptions[0]: missing required key "reason"',
      '',
    ],
    [
      'an empty reason',
      'exceptions:\n  - rules: [probe-host]\n    reason: ""\n',
      'exceptions[0].reason: must not be empty',
      '',
    ],
    [
      'a date that does not exist',
      'exceptions:\n  - rules: [probe-host]\n    reason: x\n    expires: 2027-02-30\n',
      '.admission-gate.yaml:4:14: exceptions[0].expires: "2027-02-30" is not a date (YYYY-MM-DD)',
      '',
    ],
    [
      'an unknown selector, with a suggestion',
      'exceptions:\n  - rules: [probe-host]\n    reason: x\n    namespace: [a]\n',
      '.admission-gate.yaml:4:5: exceptions[0].namespace: unknown key "namespace"',
      'did you mean "namespaces"?',
    ],
    [
      'an empty selector list',
      'exceptions:\n  - rules: [probe-host]\n    reason: x\n    files: []\n',
      'exceptions[0].files: expected at least 1 entry',
      '',
    ],
    [
      'In without values',
      'exceptions:\n  - rules: [probe-host]\n    reason: x\n    selector:\n      matchExpressions:\n        - {key: tier, operator: In}\n',
      '.admission-gate.yaml:6:11: exceptions[0].selector.matchExpressions[0]: values must be given when operator is In',
      '',
    ],
    [
      'Exists with values',
      'exceptions:\n  - rules: [probe-host]\n    reason: x\n    selector:\n      matchExpressions:\n        - {key: tier, operator: Exists, values: [a]}\n',
      'values must be empty when operator is Exists',
      '',
    ],
    [
      'an unknown operator',
      'exceptions:\n  - rules: [probe-host]\n    reason: x\n    selector:\n      matchExpressions:\n        - {key: tier, operator: in, values: [a]}\n',
      'exceptions[0].selector.matchExpressions[0].operator: "in" is not allowed',
      'did you mean "In"?',
    ],
  ])('%s', async (_title, config, message, hint) => {
    const { code, stderr } = await configError(config);
    expect(code).toBe(2);
    expect(stderr).toContain(message);
    expect(stderr).toContain(hint);
  });
});
