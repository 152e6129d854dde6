// kubectl as an offline oracle of what the cluster receives (see ../shared/tools/README.md): kubectl
// needs API discovery to map kinds to resources, so a minimal discovery API is served here, in-process on
// a free port, for the kinds asked; `kubectl create --dry-run=client -o json` then prints every object it
// decodes, exactly as it would send it.

import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe } from '@jest/globals';

/** kubectl on the PATH, or undefined. */
export const KUBECTL = (process.env.PATH ?? '')
  .split(path.delimiter)
  .map((dir) => path.join(dir, 'kubectl'))
  .find((file) => fs.existsSync(file));

const AVAILABLE = KUBECTL !== undefined || Boolean(process.env.ADMISSION_GATE_REQUIRE_KUBECTL);
if (!AVAILABLE) console.warn('kubectl is not on the PATH: the suites that compare with kubectl are skipped.');

/**
 * `describe` for suites that run kubectl, skipped (with the warning above) where there is none; .ci/run
 * sets ADMISSION_GATE_REQUIRE_KUBECTL, so that there they run (or fail), never skip.
 */
export const describeWithKubectl: (name: string, suite: () => void) => void = AVAILABLE
  ? describe
  : describe.skip;

export interface KubectlRun {
  /** The objects kubectl would send, in the order it read them. */
  readonly objects: unknown[];
  /** kubectl's error lines (it reads on after most of them). */
  readonly errors: string[];
}

/** A discovery API for `gvks` (`apps/v1/Deployment`, `v1/Service`), every kind namespaced. */
async function serveDiscovery(gvks: Iterable<string>): Promise<{ url: string; close: () => Promise<void> }> {
  const byGroupVersion = new Map<string, Set<string>>();
  for (const gvk of gvks) {
    const i = gvk.lastIndexOf('/');
    const gv = gvk.slice(0, i);
    (byGroupVersion.get(gv) ?? byGroupVersion.set(gv, new Set()).get(gv))?.add(gvk.slice(i + 1));
  }
  const resources = (gv: string) => ({
    kind: 'APIResourceList',
    apiVersion: 'v1',
    groupVersion: gv,
    resources: [...(byGroupVersion.get(gv) ?? [])].map((kind) => ({
      // One resource per kind: the name only has to be unique.
      name: `${kind.toLowerCase()}-resource`,
      singularName: kind.toLowerCase(),
      namespaced: true,
      kind,
      verbs: ['create', 'get', 'list'],
    })),
  });
  const groups = () => {
    const byGroup = new Map<string, string[]>();
    for (const gv of byGroupVersion.keys()) {
      const [group, version] = gv.split('/');
      if (version !== undefined && group !== undefined)
        (byGroup.get(group) ?? byGroup.set(group, []).get(group))?.push(version);
    }
    return {
      kind: 'APIGroupList',
      apiVersion: 'v1',
      groups: [...byGroup].map(([name, versions]) => ({
        name,
        versions: versions.map((version) => ({ groupVersion: `${name}/${version}`, version })),
        preferredVersion: { groupVersion: `${name}/${versions[0] ?? ''}`, version: versions[0] ?? '' },
      })),
    };
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let body: unknown;
    if (url.pathname === '/api')
      body = { kind: 'APIVersions', versions: ['v1'], serverAddressByClientCIDRs: [] };
    else if (url.pathname === '/apis') body = groups();
    else if (url.pathname === '/api/v1') body = resources('v1');
    else if (url.pathname.startsWith('/apis/')) body = resources(url.pathname.slice('/apis/'.length));
    else if (url.pathname === '/version') body = { major: '1', minor: '32', gitVersion: 'v1.32.0' };
    res.writeHead(body === undefined ? 404 : 200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body ?? { kind: 'Status', code: 404 }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * What kubectl decodes from `target` (a file or a folder, read recursively in kubectl's own order: file
 * names sorted per folder), serving discovery for `gvks`.
 */
export async function kubectlDecode(target: string, gvks: Iterable<string>): Promise<KubectlRun> {
  if (!KUBECTL) throw new Error('kubectl is not on the PATH');
  const discovery = await serveDiscovery(gvks);
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'admission-gate-kubectl-'));
  try {
    const config = path.join(home, 'config');
    fs.writeFileSync(config, '');
    const args = ['-s', discovery.url, '--cache-dir', path.join(home, 'cache'), 'create', '--dry-run=client'];
    args.push('--validate=false', '-o', 'json', '-R', '-f', target);
    const run = await promisify(execFile)(KUBECTL, args, {
      env: { PATH: process.env.PATH, HOME: home, KUBECONFIG: config },
      maxBuffer: 1 << 30,
    }).catch((e: { stdout?: string; stderr?: string }) => ({
      stdout: e.stdout ?? '',
      stderr: e.stderr ?? '',
    }));
    return {
      objects: splitJsonObjects(run.stdout),
      errors: run.stderr.split('\n').filter((line) => line.trim() !== ''),
    };
  } finally {
    await discovery.close();
    fs.rmSync(home, { recursive: true, force: true });
  }
}

/** kubectl prints the objects back to back: split them where a top-level object closes. */
function splitJsonObjects(text: string): unknown[] {
  const objects: unknown[] = [];
  let depth = 0;
  let inString = false;
  let start = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i += 1;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') {
      if (depth === 0) start = i;
      depth += 1;
    } else if (c === '}') {
      depth -= 1;
      if (depth === 0) objects.push(JSON.parse(text.slice(start, i + 1)));
    }
  }
  return objects;
}
