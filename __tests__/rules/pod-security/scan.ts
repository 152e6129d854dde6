// Scanning pod manifests with pod-security configured, for the behaviour tests of the rule.

import { stringify } from 'yaml';
import { makeRepo, scanJson } from '../../helpers.js';
import type { JsonFinding, JsonReport } from '../../helpers.js';

export type Json = Record<string, unknown>;

/** A pod spec that meets restricted at every version: the tests change one thing in it. */
export function restrictedSpec(change: (spec: Json & { containers: Json[] }) => void = () => {}): Json {
  const spec = {
    securityContext: { runAsNonRoot: true, seccompProfile: { type: 'RuntimeDefault' } },
    containers: [
      {
        name: 'app',
        image: 'ghcr.io/example/app:1.0',
        securityContext: { allowPrivilegeEscalation: false, capabilities: { drop: ['ALL'] } },
      },
    ],
  };
  change(spec);
  return spec;
}

export function podManifest(spec: Json, metadata: Json = {}): string {
  return stringify({ apiVersion: 'v1', kind: 'Pod', metadata: { name: 'app', ...metadata }, spec });
}

/** The scan of `files` with `.admission-gate.yaml` holding `config`. */
export async function scanWith(config: string, files: Readonly<Record<string, string>>): Promise<JsonReport> {
  return (await scanJson(makeRepo({ '.admission-gate.yaml': config, ...files }))).report;
}

/** pod-security findings for one pod at a level and version, with probe-host off. */
export async function judge(
  level: string,
  version: string,
  spec: Json,
  metadata: Json = {},
): Promise<JsonFinding[]> {
  const config = `rules:\n  probe-host: 'off'\n  pod-security:\n    level: ${level}\n    version: ${version}\n`;
  return (await scanWith(config, { 'pod.yaml': podManifest(spec, metadata) })).findings.filter(
    (f) => f.rule === 'pod-security',
  );
}

export function controlsOf(findings: readonly JsonFinding[]): (string | undefined)[] {
  return findings.map((f) => f.control);
}
