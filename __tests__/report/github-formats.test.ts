import { describe, expect, it } from '@jest/globals';
import type { ScanResult } from '../../src/model.js';
import { escapeMarkdown, formatMarkdown } from '../../src/report/markdown.js';
import { escapeData, escapeProperty, formatWorkflowCommands } from '../../src/report/workflow-commands.js';
import { makeRepo, runCli } from '../helpers.js';

const HOSTILE =
  'x%0A::set-env name=A::b\r\n::error::boom, a:b <img src=x onerror=alert(1)> @team | **bold** `code` $x$';

/** A new Service with an external IP at line 7, column 7: one service-external-ips error. */
const SERVICE_WITH_IP =
  'apiVersion: v1\nkind: Service\nmetadata:\n  name: web\nspec:\n  externalIPs:\n    - 192.0.2.1\n';

function resultWith(message: string, file = 'dir/a,b:c.yaml', endLine = 3): ScanResult {
  return {
    findings: [
      {
        rule: 'service-external-ips',
        severity: 'error',
        message,
        file,
        line: 3,
        column: 5,
        endLine,
        endColumn: 9,
        path: 'spec.externalIPs[0]',
        resource: { apiVersion: 'v1', kind: 'Service', namespace: 'default', name: 'web|x' },
      },
    ],
    skipped: [{ file: 'broken.yaml', reason: 'not valid UTF-8 text\n::warning::no' }],
    summary: { files: 2, documents: 1, resources: 1, error: 1, warning: 0, notice: 0, suppressed: 0 },
    kubernetesVersion: 'latest',
    notes: [],
    internalErrors: [],
  };
}

describe('workflow commands', () => {
  it('escape data and properties as the runner decodes them', () => {
    expect(escapeData('100% \r\n done')).toBe('100%25 %0D%0A done');
    expect(escapeProperty('a,b:c%\n')).toBe('a%2Cb%3Ac%25%0A');
  });

  it('keep manifest text from starting or rewriting commands', () => {
    const out = formatWorkflowCommands(resultWith(HOSTILE));
    const lines = out.split('\n').filter((l) => l !== '');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(
      '::error file=dir/a%2Cb%3Ac.yaml,line=3,endLine=3,col=5,endColumn=9,title=admission-gate service-external-ips::' +
        'x%250A::set-env name=A::b%0D%0A::error::boom, a:b <img src=x onerror=alert(1)> @team | **bold** `code` $x$',
    );
    expect(lines[1]).toBe(
      '::notice file=broken.yaml,title=admission-gate skipped::not valid UTF-8 text%0A::warning::no',
    );
  });

  it('give columns only to annotations on one line', () => {
    expect(formatWorkflowCommands(resultWith('m', 'a.yaml', 4))).toMatch(
      /^::error file=a\.yaml,line=3,endLine=4,title=/,
    );
  });

  it('are the CLI format github, with paths from the current directory', async () => {
    const dir = makeRepo({ 'k8s/svc.yaml': SERVICE_WITH_IP });
    const run = await runCli(['scan', 'k8s', '--format', 'github'], dir);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /^::error file=k8s\/svc\.yaml,line=7,endLine=7,col=7,endColumn=16,title=admission-gate service-external-ips::externalIP "192\.0\.2\.1" is on a new Service/,
    );
  });
});

describe('markdown', () => {
  it('is the CLI format markdown, a job summary with the gate decision of --fail-on', async () => {
    const dir = makeRepo({ 'svc.yaml': SERVICE_WITH_IP });
    const failing = await runCli(['scan', '.', '--format', 'markdown'], dir);
    expect(failing.code).toBe(1);
    expect(failing.stdout).toMatch(
      /^## Admission Gate failed: 1 error\n\n1 file scanned, 1 resource checked/,
    );
    expect(failing.stdout).toContain(
      '| error | svc.yaml:7 | Service default/web | spec.externalIPs\\[0\\] |',
    );
    const reporting = await runCli(['scan', '.', '--format', 'markdown', '--fail-on', 'never'], dir);
    expect([reporting.code, reporting.stdout.split('\n')[0]]).toEqual([
      0,
      '## Admission Gate passed: 1 error',
    ]);
  });

  it('renders manifest text as text: no HTML, markup, mentions, math or table breaks', () => {
    expect(escapeMarkdown(HOSTILE)).toBe(
      'x%0A::set-env name=A::b ::error::boom, a:b &lt;img src=x onerror=alert(1)&gt; @&#8203;team \\| \\*\\*bold\\*\\* \\`code\\` \\$x\\$',
    );
    const md = formatMarkdown(resultWith(HOSTILE), { maxBytes: 65535, failOn: 'error' });
    const row = md.split('\n').find((l) => l.startsWith('| error'));
    expect(row?.split(/(?<!\\)\|/)).toHaveLength(7);
    expect(md).not.toContain('<img');
    expect(md).toContain('Service default/web\\|x');
  });

  it('stops within its byte budget and says so', () => {
    const result = resultWith('m');
    const many = { ...result, findings: Array.from({ length: 2000 }, () => result.findings[0]!) };
    const md = formatMarkdown(many, { maxBytes: 65535, failOn: 'error' });
    expect(Buffer.byteLength(md)).toBeLessThanOrEqual(65535);
    expect(md).toMatch(
      /\n_\d+ more service-external-ips findings not shown here, to stay within GitHub's size limit; every finding is in the JSON report\._\n/,
    );
  });

  it('links files when told where they are', () => {
    const md = formatMarkdown(resultWith('m', 'a (1).yaml'), {
      maxBytes: 65535,
      failOn: 'never',
      fileUrl: (file, line) =>
        `https://example.test/${encodeURIComponent(file).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16)}`)}#L${line}`,
    });
    expect(md).toContain('## Admission Gate passed: 1 error');
    expect(md).toContain('| error | [a (1).yaml:3](https://example.test/a%20%281%29.yaml#L3) |');
  });
});
