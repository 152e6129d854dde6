// The README's workflows are what users copy: each pins this Action to the moving major tag and the actions
// around it to their current majors, grants what upload-sarif needs, and documents every input.

import fs from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';

/** Current majors, as of this release; a newer major is a deliberate update of this table and the README. */
const CURRENT: Readonly<Record<string, string>> = {
  'admission-gate/admission-gate': 'v1',
  'actions/checkout': 'v7',
  'actions/upload-artifact': 'v7',
  'actions/download-artifact': 'v8',
  'github/codeql-action/upload-sarif': 'v4',
};

interface Workflow {
  permissions?: Record<string, string>;
  jobs: Record<string, { steps: { uses?: string; with?: Record<string, unknown> }[] }>;
}

const readme = fs.readFileSync('README.md', 'utf8');
const blocks = [...readme.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');
const workflows = blocks.map((b) => parse(b) as Workflow | null).filter((w): w is Workflow => !!w?.jobs);

describe('the README recipes', () => {
  it('are there: the quick start, the pull-request check, the nightly scan, the sharded matrix', () => {
    expect(readme.indexOf('## Quick start (Action)')).toBeLessThan(readme.indexOf('## Try it'));
    expect(workflows.length).toBeGreaterThanOrEqual(4);
  });

  it('pin every action to its current major, this one to @v1', () => {
    const uses = [...readme.matchAll(/uses: ([^\s@]+)@(\S+)/g)].map((m): [string, string] => [
      m[1] ?? '',
      m[2] ?? '',
    ]);
    expect(uses.length).toBeGreaterThan(8);
    for (const [action, version] of uses) expect([action, version]).toEqual([action, CURRENT[action]]);
  });

  it('grant security-events: write and actions: read where they upload SARIF', () => {
    for (const workflow of workflows) {
      const uploads = Object.values(workflow.jobs).some((job) =>
        job.steps.some((s) => s.uses?.startsWith('github/codeql-action/upload-sarif')),
      );
      if (!uploads) continue;
      expect(workflow.permissions).toMatchObject({ 'security-events': 'write', actions: 'read' });
    }
  });

  it('merge the shards with the CLI of the scan jobs’ version', () => {
    const sharded = workflows.find(
      (w) => Object.keys(w.jobs).includes('gate') && Object.keys(w.jobs).includes('scan'),
    );
    const cli = sharded?.jobs.gate?.steps.find((s) => s.with?.repository === 'admission-gate/admission-gate');
    expect(cli?.with?.ref).toBe(CURRENT['admission-gate/admission-gate']);
  });

  it('document every input of action.yml', () => {
    const action = parse(fs.readFileSync('action.yml', 'utf8')) as { inputs: Record<string, unknown> };
    for (const input of Object.keys(action.inputs)) expect(readme).toContain(`| \`${input}\``);
  });
});

describe('the release files', () => {
  it('have the Apache-2.0 license package.json names, a changelog and a versioning policy', () => {
    const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { license: string };
    expect(pkg.license).toBe('Apache-2.0');
    const license = fs.readFileSync('LICENSE', 'utf8');
    expect(license).toContain('Apache License\n                           Version 2.0, January 2004');
    expect(license).toContain('END OF TERMS AND CONDITIONS');
    expect(fs.readFileSync('CHANGELOG.md', 'utf8')).toMatch(/^# Changelog\n/);
    expect(readme).toContain('## Versions and releases');
    expect(readme).toContain('the moving tag `v1`');
  });
});
