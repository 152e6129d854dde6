// A repository with findings from every rule: the examples, many Deployments with a probe host, and a
// config whose exceptions and suppressions draw the policy rules' findings too.

import fs from 'node:fs';
import path from 'node:path';
import { makeRepo, writeFiles } from '../helpers.js';
import { deployment } from '../policy/fixtures.js';

const CONFIG = `
exceptions:
  - rules: [probe-host]
    reason: the old agent, retired since
    names: [retired-agent]
    expires: 2020-01-01
  - rules: [external-ip-cidr]
    reason: the edge proxy, NET-4
    names: [edge-proxy]
`;

/** The examples plus `probes` Deployments with a probe host each, one of them waived without a reason. */
export function everyRuleRepo(probes: number): string {
  const dir = makeRepo({});
  fs.cpSync('examples', dir, { recursive: true });
  fs.appendFileSync(path.join(dir, '.admission-gate.yaml'), CONFIG);
  const files: Record<string, string> = {};
  for (let i = 0; i < probes; i++) {
    files[`fleet/agent-${String(i).padStart(4, '0')}.yaml`] = deployment({
      name: `agent-${i}`,
      namespace: 'fleet',
      image: 'registry.example.com/agent:1',
      host: `10.0.${Math.floor(i / 250)}.${i % 250}`,
      ...(i === 0 ? { annotations: { 'admission-gate.dev/ignore': 'probe-host' } } : {}),
    });
  }
  writeFiles(dir, files);
  return dir;
}

/** Every rule that has findings in `everyRuleRepo`. */
export const EVERY_RULE = [
  'yaml-syntax',
  'service-external-ips',
  'external-ip-cidr',
  'probe-host',
  'pod-security',
  'unknown-fields',
  'schema-validation',
  'expired-exception',
  'unused-exception',
  'invalid-suppression',
];
