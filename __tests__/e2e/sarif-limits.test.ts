// A SARIF file of 26,000 findings through the CLI, against code scanning's documented limits: at most
// 25,000 results per run (more and the file is rejected), 20 runs per file, 1,000 locations per result,
// 20 tags per rule, 10 MB gzip-compressed, one run per category. The most severe findings stay, and the
// file says how many were left out.

import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Log } from 'sarif';
import { makeRepo, runCli } from '../helpers.js';
import { validateSarif } from '../report/sarif-schema.js';

const NOTICES = 25_400;
const ERRORS = 600;

/** One Pod whose containers each have a probe host (notices here), and Services with 600 new IPs. */
function repository(): string {
  const containers = Array.from(
    { length: NOTICES },
    (_, i) =>
      `    - name: c${i}\n      image: nginx\n      livenessProbe:\n        httpGet: {host: 10.${i >> 16}.${(i >> 8) & 255}.${i & 255}, port: 80}\n`,
  ).join('');
  const ips = Array.from({ length: ERRORS }, (_, i) => `    - 198.51.${i >> 8}.${i & 255}\n`).join('');
  return makeRepo({
    '.admission-gate.yaml': 'rules:\n  probe-host: notice\n',
    'big-pod.yaml': `apiVersion: v1\nkind: Pod\nmetadata: {name: big}\nspec:\n  containers:\n${containers}`,
    'svc.yaml': `apiVersion: v1\nkind: Service\nmetadata: {name: edge}\nspec:\n  externalIPs:\n${ips}`,
  });
}

describe('a SARIF file of 26,000 findings', () => {
  let log: Log;
  let text: string;
  let stderr: string;
  let code: number;
  beforeAll(async () => {
    const dir = repository();
    const run = await runCli(['scan', '.', '--format', 'sarif', '--output', 'out.sarif'], dir);
    ({ code, stderr } = run);
    text = fs.readFileSync(path.join(dir, 'out.sarif'), 'utf8');
    log = JSON.parse(text) as Log;
  });

  it('stays within every limit code scanning documents', () => {
    expect(code).toBe(1);
    expect(log.runs.length).toBeLessThanOrEqual(20);
    const run = log.runs[0]!;
    expect(run.results).toHaveLength(25_000);
    expect(run.tool.driver.rules?.length).toBeLessThanOrEqual(25_000);
    for (const rule of run.tool.driver.rules ?? []) {
      expect((rule.properties?.tags ?? []).length).toBeLessThanOrEqual(20);
    }
    expect(Math.max(...(run.results ?? []).map((r) => r.locations?.length ?? 0))).toBeLessThanOrEqual(1000);
    expect(gzipSync(text).length).toBeLessThan(10 * 1000 * 1000);
  });

  it('is valid SARIF 2.1.0', () => {
    expect(validateSarif(log) ? [] : validateSarif.errors?.slice(0, 5)).toEqual([]);
  });

  it('keeps the most severe findings, and says how many were left out, where the rest are', () => {
    const run = log.runs[0]!;
    const levels = (run.results ?? []).map((r) => r.level);
    expect(levels.filter((l) => l === 'error')).toHaveLength(ERRORS);
    expect(levels.filter((l) => l === 'note')).toHaveLength(25_000 - ERRORS);
    expect(run.properties).toMatchObject({
      resultsLeftOut: 1_000,
      summary: { error: ERRORS, notice: NOTICES },
    });
    expect(run.invocations?.[0]?.toolExecutionNotifications?.[0]).toMatchObject({
      level: 'warning',
      message: {
        text: '26000 findings, but code scanning accepts at most 25000 results per run: the 1000 least severe (suppressed first, then notices and warnings) are left out of this file. Every finding is in the JSON report (--format json).',
      },
    });
    expect(stderr).toContain('the SARIF report leaves out the 1000 least severe findings');
  });
});
