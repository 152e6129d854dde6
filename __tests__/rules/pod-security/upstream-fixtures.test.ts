// Upstream's own expectations: __tests__/fixtures/psa/ has the layout of k8s.io/pod-security-admission
// test/testdata, <level>/v1.<x>/{pass,fail}/<check><n>.yaml. Every pass pod must draw no pod-security
// finding at that level and version, and every fail pod one under the control of its check (or of the
// restricted check that replaces it). Drop upstream's testdata in the same layout to try it as is.

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { makeRepo, runCli } from '../../helpers.js';
import type { JsonReport } from '../../helpers.js';

const FIXTURES = path.join(import.meta.dirname, '../../fixtures/psa');

// PSA check IDs (lower-cased, as file names spell them) and the control each reports under.
const CONTROLS: Readonly<Record<string, string>> = {
  windowshostprocess: 'HostProcess',
  hostnamespaces: 'Host Namespaces',
  privileged: 'Privileged Containers',
  capabilities_baseline: 'Capabilities',
  hostpathvolumes: 'HostPath Volumes',
  hostports: 'Host Ports',
  hostprobesandhostlifecycle: 'Host Probes / Lifecycle Hooks',
  apparmorprofile: 'AppArmor',
  selinuxoptions: 'SELinux',
  procmount: '/proc Mount Type',
  seccompprofile_baseline: 'Seccomp',
  sysctls: 'Sysctls',
  restrictedvolumes: 'Volume Types',
  allowprivilegeescalation: 'Privilege Escalation',
  runasnonroot: 'Running as Non-root',
  runasuser: 'Running as Non-root user',
  seccompprofile_restricted: 'Seccomp',
  capabilities_restricted: 'Capabilities',
  procmount_restricted: '/proc Mount Type',
};
// At restricted, restrictedVolumes replaces hostPathVolumes.
const RESTRICTED_INSTEAD: Readonly<Record<string, string>> = { hostpathvolumes: 'Volume Types' };

const cases = ['baseline', 'restricted'].flatMap((level) =>
  fs
    .readdirSync(path.join(FIXTURES, level))
    .map((version) => ({ level, version, dir: path.join(FIXTURES, level, version) })),
);

async function scanAs(dir: string, level: string, version: string): Promise<JsonReport> {
  const config = path.join(
    makeRepo({
      'config.yaml': `rules:\n  probe-host: 'off'\n  pod-security:\n    level: ${level}\n    version: ${version}\n`,
    }),
    'config.yaml',
  );
  const run = await runCli(['scan', dir, '--config', config, '--format', 'json'], dir);
  if (run.stdout === '') throw new Error(run.stderr);
  return JSON.parse(run.stdout) as JsonReport;
}

describe('upstream pass/fail fixtures', () => {
  it('finds the fixtures', () => {
    expect(cases.length).toBeGreaterThanOrEqual(20);
  });

  it.each(cases)('$level $version', async ({ level, version, dir }) => {
    const report = await scanAs(dir, level, version);
    const files = ['pass', 'fail'].flatMap((kind) =>
      fs.existsSync(path.join(dir, kind))
        ? fs.readdirSync(path.join(dir, kind)).map((f) => `${kind}/${f}`)
        : [],
    );
    const wrong: string[] = [];
    for (const file of files) {
      const controls = report.findings
        .filter((f) => f.rule === 'pod-security' && f.file === file)
        .map((f) => f.control);
      const check = path.basename(file, '.yaml').replace(/\d+$/, '');
      if (file.startsWith('pass/')) {
        if (controls.length > 0) wrong.push(`${file} should pass, got ${controls.join(', ')}`);
        continue;
      }
      const expected = [CONTROLS[check], level === 'restricted' ? RESTRICTED_INSTEAD[check] : undefined];
      if (!expected[0]) wrong.push(`${file}: unknown check ${check}`);
      else if (!controls.some((c) => expected.includes(c)))
        wrong.push(`${file} should fail ${expected[0]}, got ${controls.join(', ') || 'nothing'}`);
    }
    expect(files.filter((f) => f.startsWith('fail/')).length).toBeGreaterThan(0);
    expect(wrong).toEqual([]);
  });
});
