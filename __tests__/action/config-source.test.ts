// A config the change cannot weaken: on pull requests (and merge groups) the base commit's
// .admission-gate.yaml judges, read from git or the contents API; the change's own version is linted and
// its change said in the summary. The files of the change are data only, whatever the event.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { FakeGitHub } from './fake-github.js';
import type { Fault } from './fake-github.js';
import { service } from './manifests.js';
import {
  checkout,
  findingsOf,
  makeCommits,
  mergeGroupPayload,
  pullRequestPayload,
  runAction,
} from './run-action.js';
import type { ActionRun } from './run-action.js';

const STRICT = 'rules:\n  service-external-ips: error\n';
const WEAKENED = 'rules:\n  service-external-ips: off\n';
const NEW_IP = ['svc.yaml 198.51.100.1'];

let fake: FakeGitHub | undefined;
afterEach(async () => {
  await fake?.stop();
  fake = undefined;
});

interface Options {
  readonly eventName?: string;
  readonly history?: 'shallow' | 'full';
  readonly inputs?: Record<string, string>;
  readonly faults?: Fault[];
  readonly prepare?: (workspace: string) => void;
}

async function judge(
  base: Record<string, string>,
  head: Record<string, string | null>,
  options: Options = {},
): Promise<{ github: FakeGitHub; run: ActionRun }> {
  const commits = makeCommits(
    { 'a.yaml': 'kind: x\n', ...base },
    { 'svc.yaml': service('web', ['198.51.100.1']), ...head },
  );
  fake = new FakeGitHub(commits.origin, { number: 7, base: commits.base, head: commits.head });
  fake.faults.push(...(options.faults ?? []));
  const workspace = checkout(commits, options.history ?? 'shallow');
  options.prepare?.(workspace);
  const eventName = options.eventName ?? 'pull_request';
  const run = await runAction({
    workspace,
    apiUrl: await fake.start(),
    eventName,
    payload: eventName === 'merge_group' ? mergeGroupPayload(commits) : pullRequestPayload(commits),
    ...(eventName === 'merge_group' ? { sha: commits.head } : {}),
    ...(options.inputs ? { inputs: options.inputs } : {}),
  });
  return { github: fake, run };
}

describe('config-source: base (the default for changes)', () => {
  it.each([
    ['pull_request', 'shallow'],
    ['pull_request', 'full'],
    ['pull_request_target', 'shallow'],
    ['merge_group', 'full'],
  ] as const)(
    'on %s with a %s checkout, the base config judges a change that turns the rule off',
    async (eventName, history) => {
      const { github, run } = await judge(
        { '.admission-gate.yaml': STRICT },
        { '.admission-gate.yaml': WEAKENED },
        { eventName, history },
      );
      expect(run.code).toBe(1);
      expect(findingsOf(run)).toEqual(NEW_IP);
      expect(run.summary).toContain(
        'This change edits .admission-gate.yaml, but the version of the base commit judged it (config-source: base): the change applies once merged.',
      );
      expect(run.summary).toContain('The changed .admission-gate.yaml is valid.');
      // From git when the checkout has the base commit, else from the contents API at the base commit.
      const fetched = github.calls('GET', /\/contents\/\.admission-gate\.yaml$/);
      expect(fetched).toHaveLength(history === 'shallow' ? 1 : 0);
    },
  );

  it('judges by the defaults when the change adds a config, and by the base when it deletes it', async () => {
    const added = await judge({}, { '.admission-gate.yaml': WEAKENED });
    expect([added.run.code, findingsOf(added.run)]).toEqual([1, NEW_IP]);
    expect(added.run.summary).toContain('This change adds .admission-gate.yaml');
    await fake?.stop();
    const deleted = await judge(
      { '.admission-gate.yaml': 'rules:\n  service-external-ips: off\n  probe-host: off\n' },
      { '.admission-gate.yaml': null },
    );
    expect([deleted.run.code, findingsOf(deleted.run)]).toEqual([0, []]);
    expect(deleted.run.summary).toContain('This change deletes .admission-gate.yaml');
  });

  it('says nothing when the change leaves the config alone', async () => {
    const { run } = await judge({ '.admission-gate.yaml': STRICT }, {});
    expect(run.summary).not.toContain('config-source');
  });

  it("lints the change's config: its problems are annotated at their lines and fail the gate", async () => {
    const { github, run } = await judge(
      { '.admission-gate.yaml': WEAKENED },
      { '.admission-gate.yaml': 'rules:\n  service-external-ips: offf\n' },
    );
    expect(run.code).toBe(1);
    expect(findingsOf(run)).toEqual([]);
    expect(run.stdout).toMatch(
      /^::error file=\.admission-gate\.yaml,line=2,col=25,title=admission-gate config::rules\.service-external-ips: "offf" is not allowed/m,
    );
    expect(run.summary).toContain(
      'The changed .admission-gate.yaml is invalid: merged, it would stop every run of the gate.',
    );
    expect(run.outputs).toMatchObject({ conclusion: 'failure', errors: '0' });
    expect(github.checkRuns[0]).toMatchObject({ conclusion: 'failure' });
    expect(run.stdout).toMatch(
      /^::error::Admission Gate failed: no findings \(fail-on error\); the changed \.admission-gate\.yaml is invalid\.$/m,
    );
  });

  it("reports a change's config that links out of the workspace as a problem of the change", async () => {
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'admission-gate-outside-'));
    fs.writeFileSync(path.join(elsewhere, 'gate.yaml'), STRICT);
    const { run } = await judge(
      { '.admission-gate.yaml': WEAKENED },
      {},
      {
        prepare: (workspace) => {
          fs.rmSync(path.join(workspace, '.admission-gate.yaml'));
          fs.symlinkSync(path.join(elsewhere, 'gate.yaml'), path.join(workspace, '.admission-gate.yaml'));
        },
      },
    );
    fs.rmSync(elsewhere, { recursive: true });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /^::error file=\.admission-gate\.yaml,line=1,col=1,title=admission-gate config::cannot read the config file: a symbolic link to a file outside the scan root/m,
    );
  });

  it('fails closed, in one line, when the base config cannot be read', async () => {
    const { run } = await judge(
      { '.admission-gate.yaml': STRICT },
      { '.admission-gate.yaml': WEAKENED },
      {
        faults: [
          {
            method: 'GET',
            path: /\/contents\/\.admission-gate\.yaml$/,
            status: 500,
            message: 'Server Error',
          },
        ],
      },
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      "::error::Admission Gate: reading .admission-gate.yaml at the base commit failed: GitHub kept failing (500 Server Error) after retries; re-run the job later. The gate judges a change by its base's config, so nothing was scanned (config-source: head would read the change's own).",
    );
    expect(run.outputs).toMatchObject({ conclusion: 'failure' });
  });
});

describe('config-source: head', () => {
  it("lets the change's config judge, but not read CRDs outside the workspace", async () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'admission-gate-outside-'));
    const { run } = await judge(
      { '.admission-gate.yaml': STRICT },
      {
        '.admission-gate.yaml': `${WEAKENED}crds:\n  paths: [${JSON.stringify(outside)}, crds]\n`,
        'crds/x.yaml': 'a: 1\n',
      },
      { inputs: { 'config-source': 'head' } },
    );
    fs.rmSync(outside, { recursive: true });
    expect([run.code, findingsOf(run)]).toEqual([0, []]);
    expect(run.summary).toContain(
      `crds paths outside the workspace were not read: ${outside.replace(/[\\`*_[\]|~$]/g, '\\$&')}.`,
    );
  });

  it('warns on pull_request_target, where the token can write', async () => {
    const { run } = await judge(
      {},
      {},
      { eventName: 'pull_request_target', inputs: { 'config-source': 'head' } },
    );
    expect(run.stdout).toMatch(
      /^::warning::config-source is head on pull_request_target: the change configures the gate that judges it/m,
    );
  });

  it('refuses a checked-out config that links out of the workspace', async () => {
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'admission-gate-outside-'));
    fs.writeFileSync(path.join(elsewhere, 'gate.yaml'), WEAKENED);
    const { run } = await judge(
      {},
      {},
      {
        inputs: { 'config-source': 'head' },
        prepare: (workspace) =>
          fs.symlinkSync(path.join(elsewhere, 'gate.yaml'), path.join(workspace, '.admission-gate.yaml')),
      },
    );
    fs.rmSync(elsewhere, { recursive: true });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /^::error file=\.admission-gate\.yaml,line=1,col=1,title=admission-gate config::cannot read the config file: a symbolic link to a file outside the scan root: not read/m,
    );
  });
});

describe("the change's files are data only", () => {
  it('on pull_request_target with its own config, nothing of the change runs', async () => {
    const marker = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'admission-gate-marker-')), 'ran');
    const payload = `require('fs').writeFileSync(${JSON.stringify(marker)}, 'ran')`;
    const { run } = await judge(
      {},
      {
        '.admission-gate.yaml': `rules: !!js/function 'function () { ${payload} }'\nx: !!python/object/apply:os.system ['touch ${marker}']\n`,
        'node_modules/admission-gate/index.js': payload,
        'package.json': JSON.stringify({ name: 'x', scripts: { preinstall: payload } }),
        '.admission-gate.js': payload,
        'admission-gate.config.mjs': `export default (${payload})`,
      },
      { eventName: 'pull_request_target', inputs: { 'config-source': 'head' } },
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^::error file=\.admission-gate\.yaml,line=1,/m);
    expect(fs.existsSync(marker)).toBe(false);
  });
});
