// The rendering tools a test runs with, the same on every machine: a PATH of one folder holding a link to
// the real kubectl (kubectl kustomize: here, in CI and on GitHub's runners) and stand-in scripts written by
// the test (helm, which this machine does not have, or a kustomize that misbehaves).

import fs from 'node:fs';
import path from 'node:path';
import { findExecutable } from '../../src/render/exec.js';
import { makeRepo } from '../helpers.js';

/** The real kubectl; the render suites need it (see ../shared/RENDERING.md). */
export const KUBECTL = findExecutable('kubectl', process.env.PATH);

/**
 * A PATH of one folder: `kubectl` linked to the real one when asked, and each script as an executable of
 * that name (`#!/bin/sh` scripts).
 */
export function toolPath(tools: { kubectl?: boolean; scripts?: Readonly<Record<string, string>> }): string {
  const dir = makeRepo({});
  if (tools.kubectl) {
    if (!KUBECTL) throw new Error('kubectl is not on PATH: the render tests need kubectl kustomize');
    fs.symlinkSync(KUBECTL, path.join(dir, 'kubectl'));
  }
  for (const [name, script] of Object.entries(tools.scripts ?? {})) {
    fs.writeFileSync(path.join(dir, name), script, { mode: 0o755 });
  }
  return dir;
}

/**
 * A stand-in `helm` printing `template`'s documented output: each document preceded by
 * `# Source: <chart>/templates/<file>`. It records its arguments, one per line, in `args.txt` beside it.
 */
export function fakeHelm(
  documents: readonly { source: string; yaml: string }[],
  exit = 0,
  stderr = '',
): string {
  const output = documents.map((d) => `---\n# Source: ${d.source}\n${d.yaml}`).join('');
  return [
    '#!/bin/sh',
    // The scan gives tools only the PATH it was given: the stand-in finds its own commands.
    'PATH=/usr/bin:/bin',
    'for a in "$@"; do printf "%s\\n" "$a"; done > "${0%/*}/args.txt"',
    `cat <<'HELM_OUTPUT'\n${output}HELM_OUTPUT`,
    stderr !== '' ? `cat >&2 <<'HELM_ERROR'\n${stderr}\nHELM_ERROR` : '',
    `exit ${exit}`,
    '',
  ].join('\n');
}
