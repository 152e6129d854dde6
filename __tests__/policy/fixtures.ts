// Manifests for the policy tests: workloads with a probe host (a probe-host error each) and Services
// with external IPs, varied so that each exception selector picks a different subset.

import type { Severity } from '../../src/model.js';
import type { ResourceRule } from '../../src/rules/types.js';
import { makeRepo, runCli } from '../helpers.js';
import type { JsonReport } from '../helpers.js';

export interface WorkloadSpec {
  readonly name: string;
  readonly namespace?: string;
  readonly labels?: Readonly<Record<string, string>>;
  readonly annotations?: Readonly<Record<string, string>>;
  readonly image: string;
  /** `livenessProbe.httpGet` or `readinessProbe.tcpSocket`. */
  readonly probe?: 'livenessProbe.httpGet' | 'readinessProbe.tcpSocket';
  readonly host: string;
}

const map = (indent: string, entries: Readonly<Record<string, string>>): string =>
  Object.entries(entries)
    .map(([k, v]) => `${indent}${k}: ${JSON.stringify(v)}\n`)
    .join('');

export function deployment(spec: WorkloadSpec): string {
  const [probe, action] = (spec.probe ?? 'livenessProbe.httpGet').split('.');
  return (
    `apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: ${spec.name}\n` +
    (spec.namespace ? `  namespace: ${spec.namespace}\n` : '') +
    (spec.labels ? `  labels:\n${map('    ', spec.labels)}` : '') +
    (spec.annotations ? `  annotations:\n${map('    ', spec.annotations)}` : '') +
    `spec:\n  template:\n    spec:\n      containers:\n        - name: ${spec.name}\n          image: ${spec.image}\n` +
    `          ${probe}:\n            ${action}:\n              host: ${spec.host}\n              port: 80\n`
  );
}

export function service(name: string, ips: readonly string[], namespace?: string): string {
  return (
    `apiVersion: v1\nkind: Service\nmetadata:\n  name: ${name}\n` +
    (namespace ? `  namespace: ${namespace}\n` : '') +
    `spec:\n  ports: [{port: 80}]\n  externalIPs: [${ips.join(', ')}]\n`
  );
}

/** Three workloads that differ in every way an exception can select, and a Service. */
export const SHOP: Readonly<Record<string, string>> = {
  'legacy/web.yaml': deployment({
    name: 'web',
    namespace: 'legacy-a',
    labels: { tier: 'backend' },
    image: 'ghcr.io/acme/probe:1.2',
    host: '127.0.0.1',
  }),
  'apps/api.yaml': deployment({
    name: 'api',
    namespace: 'shop',
    labels: { tier: 'frontend' },
    image: 'docker.io/library/nginx:1.27',
    probe: 'readinessProbe.tcpSocket',
    host: '10.0.0.1',
  }),
  'apps/plain.yaml': deployment({ name: 'plain', image: 'nginx', host: 'localhost' }),
  'apps/svc.yaml': service('svc', ['192.0.2.10'], 'shop'),
};

/** Runs `scan` on a repository with `.admission-gate.yaml` = `config`, at a fixed time. */
export async function scanRepo(
  files: Readonly<Record<string, string>>,
  config: string,
  options: { now?: Date; args?: readonly string[] } = {},
): Promise<{ code: number; report: JsonReport; stderr: string; dir: string }> {
  const dir = makeRepo({ ...files, '.admission-gate.yaml': config });
  const run = await runCli(
    ['scan', '.', '--format', 'json', ...(options.args ?? [])],
    dir,
    {},
    options.now ?? new Date('2026-01-15T12:00:00Z'),
  );
  if (run.stdout === '') throw new Error(`no report (exit ${run.code}): ${run.stderr}`);
  return { code: run.code, report: JSON.parse(run.stdout) as JsonReport, stderr: run.stderr, dir };
}

/** Names of the objects whose findings are suppressed, sorted. */
export function suppressedNames(report: JsonReport): string[] {
  return report.findings
    .filter((f) => f.suppressed)
    .map((f) => f.resource?.name ?? '')
    .sort();
}

/**
 * A test-only rule that reports the given Pod Security controls on every Pod, since no built-in rule
 * sets `control` yet.
 */
export function controlRule(controls: readonly string[], defaultSeverity: Severity): ResourceRule {
  return {
    scope: 'resource',
    id: 'test-controls',
    title: 'test rule',
    summary: 'reports Pod Security controls on every Pod',
    upstream: 'test',
    defaultSeverity,
    enabledByDefault: true,
    minKubernetesVersion: { major: 1, minor: 0 },
    prepare: () => undefined,
    *check(resource) {
      if (resource.kind !== 'Pod') return;
      for (const control of controls) {
        yield {
          path: ['spec'],
          start: resource.root.start,
          end: resource.root.start + 1,
          message: control,
          control,
        };
      }
    },
  };
}
