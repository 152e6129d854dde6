import { describe, expect, it } from '@jest/globals';
import { parseConfig } from '../../src/config/load.js';
import { overrideTeams, resolveActor } from '../../src/policy/actor.js';
import { RULES } from '../../src/rules/registry.js';
import { scan } from '../../src/scan.js';
import { makeRepo, runCli } from '../helpers.js';
import { scanRepo, service } from './fixtures.js';

// Only external-ip-cidr judges the address here, so each test sees one finding.
const CONFIG = `rules:
  service-external-ips: "off"
  external-ip-cidr:
    allowedCIDRs: [203.0.113.0/24]
    overrideActors: [octocat, "@acme/platform"]
`;
const FILES = { 'svc.yaml': service('edge', ['198.51.100.7']) };

const cidrFindings = async (args: readonly string[]) => {
  const { code, report } = await scanRepo(FILES, CONFIG, { args });
  return {
    code,
    findings: report.findings.filter((f) => f.rule === 'external-ip-cidr'),
    notes: report.notes,
  };
};

describe('the admin override of external-ip-cidr', () => {
  it('leaves the error alone without an actor', async () => {
    const { code, findings } = await cidrFindings([]);
    expect(findings.map((f) => [f.severity, f.overridden])).toEqual([['error', undefined]]);
    expect(code).toBe(1);
  });

  it('turns the error into a notice marked with the user it names', async () => {
    const { code, findings } = await cidrFindings(['--actor', 'octocat']);
    expect(findings).toEqual([
      expect.objectContaining({
        severity: 'notice',
        value: '198.51.100.7',
        overridden: { actor: 'octocat', severity: 'error' },
      }),
    ]);
    expect(findings[0]?.message).toMatch(
      /Overridden by octocat, one of the overrideActors of external-ip-cidr\.$/,
    );
    expect(code).toBe(0);
  });

  it('matches logins case-insensitively, as GitHub does', async () => {
    expect((await cidrFindings(['--actor', 'OctoCat'])).findings[0]?.overridden?.actor).toBe('OctoCat');
  });

  it('does not override for anyone else', async () => {
    const { code, findings } = await cidrFindings(['--actor', 'mallory']);
    expect(findings[0]?.severity).toBe('error');
    expect(code).toBe(1);
  });

  it('overrides for a member of a named team', async () => {
    const { findings } = await cidrFindings(['--actor', 'mallory', '--actor-team', 'acme/platform']);
    expect(findings[0]).toMatchObject({
      severity: 'notice',
      overridden: { actor: 'mallory', team: '@acme/platform', severity: 'error' },
    });
    expect(findings[0]?.message).toContain('Overridden by mallory (member of @acme/platform)');
  });

  it('does not override for a member of another team', async () => {
    expect(
      (await cidrFindings(['--actor', 'mallory', '--actor-team', '@acme/web'])).findings[0]?.severity,
    ).toBe('error');
  });

  it('does not override when a team could not be checked, and says why in the notes', async () => {
    const result = await scan({
      root: makeRepo(FILES),
      config: parseConfig(CONFIG, '.admission-gate.yaml', RULES),
      actor: {
        login: 'mallory',
        teams: [],
        unresolvedTeams: [{ team: 'acme/platform', reason: 'HTTP 403' }],
      },
    });
    expect(result.findings.map((f) => f.severity)).toEqual(['error']);
    expect(result.notes).toContain(
      'external-ip-cidr findings are not overridden: could not check whether mallory belongs to @acme/platform (HTTP 403).',
    );
  });

  it('leaves suppressed findings suppressed rather than overridden', async () => {
    const { report } = await scanRepo(
      FILES,
      `${CONFIG}exceptions:\n  - rules: [external-ip-cidr]\n    reason: edge proxy, NET-4\n`,
      { args: ['--actor', 'octocat'] },
    );
    expect(report.findings[0]).toMatchObject({ severity: 'error', suppressed: { kind: 'exception' } });
    expect(report.findings[0]?.overridden).toBeUndefined();
  });
});

describe('resolving the actor for an adapter (no I/O in the engine)', () => {
  it('lists the teams a config names, for the adapter to look up', () => {
    expect(overrideTeams(parseConfig(CONFIG, '.admission-gate.yaml', RULES), RULES)).toEqual([
      'acme/platform',
    ]);
  });

  it('asks each team once, keeps memberships and records failures as unresolved', async () => {
    const asked: string[] = [];
    const actor = await resolveActor(
      'mallory',
      ['acme/platform', 'acme/sre', 'acme/web'],
      (org, team, login) => {
        asked.push(`${org}/${team}:${login}`);
        if (team === 'sre')
          return Promise.reject(new Error('HTTP 403: Resource not accessible by integration'));
        return Promise.resolve(team === 'platform');
      },
    );
    expect(asked.sort()).toEqual(['acme/platform:mallory', 'acme/sre:mallory', 'acme/web:mallory']);
    expect(actor).toEqual({
      login: 'mallory',
      teams: ['acme/platform'],
      unresolvedTeams: [{ team: 'acme/sre', reason: 'HTTP 403: Resource not accessible by integration' }],
    });
  });
});

describe('override inputs', () => {
  it.each([
    [['--actor-team', 'acme/platform'], '--actor-team needs --actor'],
    [['--actor', 'octo cat'], '--actor must be a login'],
    [['--actor', 'octocat', '--actor-team', 'platform'], '--actor-team must be ORG/TEAM'],
  ])('%j is a usage error', async (args, message) => {
    const run = await runCli(['scan', '.', ...args], makeRepo(FILES));
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
  });

  it('an overrideActors entry that is neither a login nor @org/team is a config error', async () => {
    const dir = makeRepo({
      ...FILES,
      '.admission-gate.yaml':
        'rules:\n  external-ip-cidr:\n    allowedCIDRs: [203.0.113.0/24]\n    overrideActors: ["@acme"]\n',
    });
    const run = await runCli(['scan', '.'], dir);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      '.admission-gate.yaml:4:22: rules.external-ip-cidr.overrideActors[0]: "@acme" is not valid: a login such as octocat, or a team such as @acme/platform',
    );
  });
});
