// Test helpers: throwaway repositories on disk and the CLI run in-process, as a user runs it.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe } from '@jest/globals';
import { main } from '../src/cli/main.js';

/** A Pod with one probe-host finding, at line 9, column 19. */
export const POD_WITH_HOST = `apiVersion: v1
kind: Pod
metadata:
  name: p
spec:
  containers:
    - name: c
      livenessProbe:
        httpGet: {host: 10.0.0.1, port: 80}
`;

/** The shared corpus of real manifests, beside the repository (see ../shared/corpus/README.md). */
export const CORPUS = path.resolve(process.cwd(), '..', 'shared', 'corpus');

/**
 * `describe` for suites that read the corpus. A clone outside this workspace (a fork's GitHub CI) has no
 * corpus and skips them; .ci/run sets ADMISSION_GATE_REQUIRE_CORPUS so they can never be skipped there.
 */
export const describeWithCorpus: (name: string, suite: () => void) => void =
  fs.existsSync(CORPUS) || process.env.ADMISSION_GATE_REQUIRE_CORPUS ? describe : describe.skip;

const created: string[] = [];
afterAll(() => {
  for (const dir of created.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A temporary folder holding `files` (path → content); removed after the test file. */
export function makeRepo(files: Readonly<Record<string, string | Uint8Array>>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admission-gate-test-'));
  created.push(dir);
  writeFiles(dir, files);
  return dir;
}

export function writeFiles(dir: string, files: Readonly<Record<string, string | Uint8Array>>): void {
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
}

/** Runs git in `dir` with a fixed identity and no user config. */
export function git(dir: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd: dir,
    env: {
      ...process.env,
      GIT_CONFIG_GLOBAL: '/dev/null',
      GIT_CONFIG_SYSTEM: '/dev/null',
      GIT_AUTHOR_NAME: 'test',
      GIT_AUTHOR_EMAIL: 'test@example.com',
      GIT_COMMITTER_NAME: 'test',
      GIT_COMMITTER_EMAIL: 'test@example.com',
    },
  }).toString();
}

/** A git repository whose first commit holds `base`; the working tree then holds `head` on top. */
export function makeGitRepo(
  base: Readonly<Record<string, string | Uint8Array>>,
  head: Readonly<Record<string, string | Uint8Array | null>>,
): string {
  const dir = makeRepo(base);
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '--allow-empty', '-m', 'base');
  for (const [name, content] of Object.entries(head)) {
    if (content === null) fs.rmSync(path.join(dir, name));
    else writeFiles(dir, { [name]: content });
  }
  return dir;
}

export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** `now` fixes the clock (exception expiry), so no test depends on today's date. */
export async function runCli(
  args: readonly string[],
  cwd: string,
  env: Record<string, string> = {},
  now?: Date,
): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const code = await main(args, {
    cwd,
    env,
    stdout: { write: (t: string) => (stdout += t), isTTY: false },
    stderr: { write: (t: string) => (stderr += t) },
    ...(now ? { now: () => now } : {}),
  });
  return { code, stdout, stderr };
}

export interface JsonFinding {
  rule: string;
  severity: string;
  message: string;
  file: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  path: string;
  resource?: { apiVersion: string; kind: string; namespace?: string; name: string };
  value?: string;
  container?: { name: string; image?: string };
  control?: string;
  suppressed?: {
    kind: 'exception' | 'annotation' | 'comment';
    reason?: string;
    file: string;
    line: number;
    exception?: number;
    expires?: string;
  };
  overridden?: { actor: string; team?: string; severity: string };
  rendered?: {
    tool: 'kustomize' | 'helm';
    root: string;
    release?: string;
    source: string;
    template?: { file: string; line: number; column: number };
  };
}

export interface JsonReport {
  version: number;
  tool: { name: string; version: string };
  kubernetesVersion: string;
  findings: JsonFinding[];
  skipped: { file: string; reason: string; document?: number; line?: number; unjudged?: true }[];
  notes: string[];
  summary: Record<string, number>;
}

/** Scans `dir` with `--format json` and returns the parsed report and exit code. */
export async function scanJson(
  dir: string,
  ...args: string[]
): Promise<{ code: number; report: JsonReport; stderr: string }> {
  const run = await runCli(['scan', '.', '--format', 'json', ...args], dir);
  if (run.stdout === '') throw new Error(`no report (exit ${run.code}): ${run.stderr}`);
  return { code: run.code, report: JSON.parse(run.stdout) as JsonReport, stderr: run.stderr };
}

/** Findings of one rule as `path value` strings, for compact assertions. */
export function pathsOf(report: JsonReport, rule: string): string[] {
  return report.findings.filter((f) => f.rule === rule).map((f) => f.path);
}

/**
 * A YAML double-quoted string of `text`: JSON's escapes, and `\\u` escapes for the characters YAML refuses
 * raw (C1 controls, DEL) or reads as line breaks (NEL, LS, PS), so the decoded value holds them exactly.
 */
export const yamlQuoted = (text: string): string =>
  JSON.stringify(text).replace(
    /[\u007f-\u009f\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
