// Runs the built Action (dist/index.js) as the runner does: a child process with the inputs as
// INPUT_<NAME> variables (action.yml's defaults unless a test sets them), the event payload in a file,
// GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files, and GITHUB_API_URL pointing at the fake GitHub.

import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { JsonReport } from '../helpers.js';
import { git, makeGitRepo, makeRepo, writeFiles } from '../helpers.js';

const project = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ACTION = path.join(project, 'dist/index.js');

export const REPOSITORY = 'Codertocat/Hello-World';

export interface ActionRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
  readonly outputs: Readonly<Record<string, string>>;
  readonly summary: string;
  /** The JSON report named by the report-file output, when the run wrote one. */
  readonly report?: JsonReport;
}

/** The run's findings as `file value`, for compact assertions. */
export function findingsOf(run: ActionRun): string[] {
  return (run.report?.findings ?? []).map((f) => `${f.file} ${f.value ?? ''}`);
}

export interface RunOptions {
  readonly workspace: string;
  readonly apiUrl: string;
  readonly eventName: string;
  readonly payload: unknown;
  /** GITHUB_SHA: for pull requests the merge commit, which the Action must not report on. */
  readonly sha?: string;
  readonly inputs?: Readonly<Record<string, string>>;
  /** More environment for the Action's process, over the runner's (the benchmark's usage hook). */
  readonly env?: Readonly<Record<string, string>>;
  /** The Action's entry, by default this checkout's dist/index.js (the benchmark compares builds). */
  readonly action?: string;
}

function actionDefaults(): Record<string, string> {
  const action = parse(fs.readFileSync(path.join(project, 'action.yml'), 'utf8')) as {
    inputs: Record<string, { default?: string }>;
  };
  const env: Record<string, string> = {};
  for (const [name, input] of Object.entries(action.inputs)) {
    env[`INPUT_${name.toUpperCase()}`] = name === 'github-token' ? 'fake-token' : (input.default ?? '');
  }
  return env;
}

export async function runAction(options: RunOptions): Promise<ActionRun> {
  const scratch = makeRepo({});
  const files = {
    event: path.join(scratch, 'event.json'),
    output: path.join(scratch, 'output'),
    summary: path.join(scratch, 'summary.md'),
  };
  fs.writeFileSync(files.event, JSON.stringify(options.payload));
  fs.writeFileSync(files.output, '');
  fs.writeFileSync(files.summary, '');
  const inputs = Object.fromEntries(
    Object.entries(options.inputs ?? {}).map(([name, value]) => [`INPUT_${name.toUpperCase()}`, value]),
  );
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? os.homedir(),
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_CONFIG_SYSTEM: '/dev/null',
    ...actionDefaults(),
    ...inputs,
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: options.eventName,
    GITHUB_EVENT_PATH: files.event,
    GITHUB_WORKSPACE: options.workspace,
    GITHUB_REPOSITORY: REPOSITORY,
    GITHUB_SHA: options.sha ?? '0123456789abcdef0123456789abcdef01234567',
    GITHUB_REF: 'refs/heads/main',
    GITHUB_API_URL: options.apiUrl,
    GITHUB_SERVER_URL: 'https://github.example',
    GITHUB_RUN_ID: '4242',
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    RUNNER_TEMP: scratch,
    ADMISSION_GATE_API_TIME_UNIT_MS: '50',
    ...options.env,
  };
  const child = spawn(process.execPath, [options.action ?? ACTION], { cwd: options.workspace, env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number>((resolve) => child.on('close', (c) => resolve(c ?? -1)));
  const outputs = parseOutputs(fs.readFileSync(files.output, 'utf8'));
  const reportFile = outputs['report-file'];
  return {
    code,
    stdout,
    stderr,
    outputs,
    summary: fs.readFileSync(files.summary, 'utf8'),
    ...(reportFile ? { report: JSON.parse(fs.readFileSync(reportFile, 'utf8')) as JsonReport } : {}),
  };
}

/** GITHUB_OUTPUT's `name<<DELIMITER` … `DELIMITER` blocks. */
function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const block = /^(.+?)<<(.+)\n([\s\S]*?)\n\2$/gm;
  for (const m of text.matchAll(block)) outputs[m[1] ?? ''] = m[3] ?? '';
  return outputs;
}

export interface Commits {
  /** A repository holding both commits: what GitHub has. */
  readonly origin: string;
  readonly base: string;
  readonly head: string;
}

/** A repository whose first commit holds `base` and second `head` (null deletes a file). */
export function makeCommits(
  base: Readonly<Record<string, string | Uint8Array>>,
  head: Readonly<Record<string, string | Uint8Array | null>>,
): Commits {
  const origin = makeGitRepo(base, head);
  git(origin, 'add', '-A');
  git(origin, 'commit', '-q', '--allow-empty', '-m', 'head');
  return {
    origin,
    base: git(origin, 'rev-parse', 'HEAD~1').trim(),
    head: git(origin, 'rev-parse', 'HEAD').trim(),
  };
}

/**
 * The runner's checkout of `sha` (default: the fixture's head): shallow, as actions/checkout does by
 * default (the base commit is absent), or with the whole history (fetch-depth: 0).
 */
export function checkout(commits: Commits, history: 'shallow' | 'full', sha = commits.head): string {
  const workspace = makeRepo({});
  git(workspace, 'init', '-q');
  git(
    workspace,
    'fetch',
    '-q',
    ...(history === 'shallow' ? ['--depth', '1'] : []),
    `file://${commits.origin}`,
    sha,
  );
  git(workspace, 'checkout', '-q', sha);
  return workspace;
}

// Webhook payloads are large, loosely typed JSON that the tests edit in a few places.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Payload = Record<string, any>;
const examples = createRequire(import.meta.url)('@octokit/webhooks-examples') as {
  name: string;
  examples: Payload[];
}[];

function example(name: string, pick: (payload: Payload) => boolean): Payload {
  const definition = examples.find((e) => e.name === name);
  const found = definition?.examples.find(pick);
  if (!found) throw new Error(`no ${name} example`);
  return structuredClone(found);
}

/** A real `pull_request` payload (action synchronize) pointed at the fixture's commits. */
export function pullRequestPayload(
  commits: Commits,
  options: { number?: number; fork?: boolean; changedFiles?: number } = {},
): Payload {
  const payload = example('pull_request', (p) => p.action === 'synchronize');
  const pr = payload.pull_request;
  payload.number = pr.number = options.number ?? 7;
  pr.head.sha = commits.head;
  pr.base.sha = commits.base;
  if (options.changedFiles !== undefined) pr.changed_files = options.changedFiles;
  else delete pr.changed_files;
  if (options.fork)
    pr.head.repo = { ...pr.head.repo, full_name: 'someone/Hello-World', owner: { login: 'someone' } };
  return payload;
}

export function pushPayload(before: string, after: string): Payload {
  const payload = example('push', (p) => p.ref === 'refs/heads/master');
  payload.before = before;
  payload.after = after;
  payload.created = /^0+$/.test(before);
  return payload;
}

export function mergeGroupPayload(commits: Commits): Payload {
  const payload = example('merge_group', () => true);
  payload.merge_group.base_sha = commits.base;
  payload.merge_group.head_sha = commits.head;
  return payload;
}

export function workflowDispatchPayload(): Payload {
  return example('workflow_dispatch', () => true);
}

/** GitHub sends a schedule event with only the cron line. */
export function schedulePayload(): Payload {
  return { schedule: '17 3 * * *' };
}

/** A further commit on top of the fixture's head, as a push to the pull request's branch makes. */
export function pushCommit(commits: Commits, files: Readonly<Record<string, string | null>>): Commits {
  for (const [name, content] of Object.entries(files)) {
    if (content === null) fs.rmSync(path.join(commits.origin, name));
    else writeFiles(commits.origin, { [name]: content });
  }
  git(commits.origin, 'add', '-A');
  git(commits.origin, 'commit', '-q', '-m', 'more');
  return { ...commits, head: git(commits.origin, 'rev-parse', 'HEAD').trim() };
}
