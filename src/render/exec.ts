// Running a rendering tool (kustomize, kubectl, helm): the one place that starts their processes. Each run
// has a time bound and an output bound, gets an environment of our making (no token, no kubeconfig, a
// throwaway HOME) and never goes through a shell.

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type ToolRun =
  { readonly ok: true; readonly stdout: string } | { readonly ok: false; readonly reason: string };

export interface ToolLimits {
  readonly timeoutMs: number;
  readonly maxOutputBytes: number;
}

export interface ToolCall extends ToolLimits {
  /** An absolute path (see `findExecutable`). */
  readonly command: string;
  readonly args: readonly string[];
  readonly cwd: string;
  readonly env: Readonly<Record<string, string>>;
}

// What a failing tool says is kept to this much: it becomes a finding's message.
const MAX_MESSAGE = 4000;

/** Runs a tool to completion; never rejects. Output past the bound or time past the limit kills it. */
export function runTool(call: ToolCall): Promise<ToolRun> {
  return new Promise((resolve) => {
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    let outBytes = 0;
    let errBytes = 0;
    let stopped: string | undefined;
    const child = spawn(call.command, [...call.args], {
      cwd: call.cwd,
      env: { ...call.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      shell: false,
      windowsHide: true,
    });
    const stop = (why: string): void => {
      if (stopped !== undefined) return;
      stopped = why;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(
      () => stop(`did not finish within ${call.timeoutMs / 1000} s (render.timeoutSeconds)`),
      call.timeoutMs,
    );
    child.stdout.on('data', (chunk: Buffer) => {
      outBytes += chunk.length;
      if (outBytes > call.maxOutputBytes) {
        stop(`printed more than ${call.maxOutputBytes} bytes (render.maxOutputBytes)`);
      } else stdout.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (errBytes < MAX_MESSAGE) stderr.push(chunk);
      errBytes += chunk.length;
    });
    child.on('error', (e) => {
      clearTimeout(timer);
      resolve({ ok: false, reason: `could not start ${call.command}: ${e.message}` });
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (stopped !== undefined) return resolve({ ok: false, reason: stopped });
      const said = Buffer.concat(stderr).toString('utf8').slice(0, MAX_MESSAGE).trim();
      if (code === 0) return resolve({ ok: true, stdout: Buffer.concat(stdout).toString('utf8') });
      const status = signal !== null ? `was killed by ${signal}` : `exited with status ${code ?? '?'}`;
      resolve({ ok: false, reason: said !== '' ? said : status });
    });
  });
}

/**
 * The absolute path of an executable: a name is looked up in the absolute folders of `searchPath` (a
 * relative PATH entry would let the repository under review supply the binary), an absolute path is
 * taken as it is. Undefined when there is none.
 */
export function findExecutable(name: string, searchPath: string | undefined): string | undefined {
  if (path.isAbsolute(name)) return isExecutable(name) ? name : undefined;
  if (name.includes('/') || name.includes(path.sep)) return undefined;
  for (const dir of (searchPath ?? '').split(path.delimiter)) {
    if (!path.isAbsolute(dir)) continue;
    const candidate = path.join(dir, name);
    if (isExecutable(candidate)) return candidate;
  }
  return undefined;
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** A folder of our own for one render (the wrapper kustomization, the tool's home), removed after it. */
export async function withScratch<T>(use: (dir: string) => Promise<T>): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admission-gate-render-'));
  try {
    return await use(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The environment a tool runs in: PATH (kustomize runs git for remote bases), a throwaway home and
 * config folders, and what the caller adds. Nothing of ours: no token, no kubeconfig, no proxy settings
 * unless the caller passes them.
 */
export function toolEnv(
  scratch: string,
  searchPath: string | undefined,
  extra: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const home = path.join(scratch, 'home');
  fs.mkdirSync(home, { recursive: true });
  return {
    PATH: searchPath ?? '',
    HOME: home,
    XDG_CONFIG_HOME: path.join(home, '.config'),
    XDG_CACHE_HOME: path.join(home, '.cache'),
    XDG_DATA_HOME: path.join(home, '.local', 'share'),
    KUBECONFIG: path.join(home, 'no-kubeconfig'),
    LANG: 'C',
    ...extra,
  };
}
