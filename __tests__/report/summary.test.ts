// The markdown summary (a check run's and a job summary) of a run with hundreds of findings: a tally
// table naming every rule first, then a section per rule with each long explanation said once, rows cut
// to fit and never a rule, and a line saying how many rows were left out and where they are.

import { beforeAll, describe, expect, it } from '@jest/globals';
import type { JsonReport } from '../helpers.js';
import { runCli } from '../helpers.js';
import { EVERY_RULE, everyRuleRepo } from './summary-fixture.js';
import { formatMarkdown } from '../../src/report/markdown.js';
import type { ScanResult } from '../../src/model.js';

const PROBE_EXPLANATION = 'the kubelet connects to that host from the node instead of the pod';

describe('the summary of a run with hundreds of findings', () => {
  const dir = everyRuleRepo(300);
  let markdown: string;
  let report: JsonReport;
  beforeAll(async () => {
    const now = new Date('2026-06-01T00:00:00Z');
    markdown = (await runCli(['scan', '.', '--format', 'markdown'], dir, {}, now)).stdout;
    report = JSON.parse((await runCli(['scan', '.', '--format', 'json'], dir, {}, now)).stdout) as JsonReport;
  });

  it('has findings from every rule (the fixture is what it claims)', () => {
    expect(new Set(report.findings.map((f) => f.rule))).toEqual(new Set(EVERY_RULE));
    expect(report.findings.length).toBeGreaterThan(300);
  });

  it('starts with a tally table: each rule, its count, severities and docs, before any finding', () => {
    const table = markdown.slice(0, markdown.indexOf('\n### '));
    for (const rule of EVERY_RULE) {
      const count = report.findings.filter((f) => f.rule === rule).length;
      expect(table).toMatch(
        new RegExp(`\\n\\| \\[${rule}\\]\\(https://[^)]+/docs/rules/${rule}\\.md\\) \\| ${count} \\| `),
      );
    }
    expect(table).toContain('| 307 | 306 error, 1 suppressed |');
  });

  it('has a section per rule, with every row when it fits, and each explanation once', () => {
    for (const rule of EVERY_RULE) expect(markdown).toContain(`\n### [${rule}](`);
    const rows = markdown.split('\n').filter((l) => /^\| (suppressed )?(error|warning|notice) \|/.test(l));
    expect(rows).toHaveLength(report.findings.length);
    expect(markdown.split(PROBE_EXPLANATION)).toHaveLength(2);
    expect(markdown).toContain('| livenessProbe.httpGet.host is "10.0.0.7" in container "agent-7" |');
  });
});

describe('a summary cut to GitHub limit', () => {
  const dir = everyRuleRepo(300);
  let result: ScanResult;
  beforeAll(async () => {
    const run = await runCli(['scan', '.', '--format', 'json'], dir, {}, new Date('2026-06-01T00:00:00Z'));
    result = JSON.parse(run.stdout) as ScanResult;
  });

  it.each([
    ['a check run', 65_535],
    ['a tight budget', 20_000],
  ])('names every rule in %s, cuts rows of the big ones only, and says where the rest are', (_, maxBytes) => {
    const markdown = formatMarkdown(result, {
      maxBytes,
      failOn: 'error',
      fullReport: 'every finding is in the job summary of [this run](https://github.example/run/1)',
    });
    expect(Buffer.byteLength(markdown)).toBeLessThanOrEqual(maxBytes);
    for (const rule of EVERY_RULE) {
      expect(markdown).toContain(`| [${rule}](`);
      expect(markdown).toContain(`\n### [${rule}](`);
    }
    expect(markdown).toMatch(
      /\n_\d+ more probe-host findings not shown here, to stay within GitHub's size limit; every finding is in the job summary of \[this run\]\(https:\/\/github\.example\/run\/1\)\._\n/,
    );
    // The one service-external-ips finding after 300 probe-host ones is shown.
    expect(markdown).toContain('| externalIP "203.0.113.10" is on a new Service |');
  });
});
