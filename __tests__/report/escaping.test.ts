// Text from the repository in every report format: file names with spaces, unicode, `,` `:` `%` and line
// breaks, and values written to inject workflow commands, terminal escapes, markdown or HTML. Each format
// keeps the data exact where it is data, and nothing in it can act on a terminal or a GitHub runner.

import { describe, expect, it } from '@jest/globals';
import { parseAllDocuments } from 'yaml';
import type { JsonReport } from '../helpers.js';
import { makeRepo, runCli, yamlQuoted } from '../helpers.js';

const HOSTILE_VALUE =
  '10.0.0.1 \u001b[2J\u001b]8;;https://evil.example\u0007x \u009b31m\u0085 ##[stop-commands]tok %0A::set-env name=A::b <b>html</b> [link](https://evil.example) \u202eevil\u2066x\u2028y';

const pod = (name: string) => `apiVersion: v1
kind: Pod
metadata:
  name: ${yamlQuoted(name)}
spec:
  containers:
    - name: c
      livenessProbe:
        httpGet: {host: ${yamlQuoted(HOSTILE_VALUE)}, port: 80}
`;

const NAMES = [
  'dir with space/ünïcode.yaml',
  'a,b:c%25d.yaml',
  'new\nline::error file=x::forged.yaml',
  '::warning::leading.yaml',
  ' ::set-output name=x::y.yaml',
  'tab\there.yaml',
];

const dir = makeRepo(Object.fromEntries(NAMES.map((name) => [name, pod(`p\n::error::${name}`)])));
const output = async (format: string): Promise<string> =>
  (await runCli(['scan', '.', '--format', format], dir)).stdout;

// C0 and C1 controls (escape sequences among them), DEL, line separators and bidirectional controls.
// eslint-disable-next-line no-control-regex
const UNPRINTABLE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/** What the runner would act on: a line starting with `::` after white space, or `##[` anywhere. */
function workflowCommands(text: string): string[] {
  return text.split(/\r\n|\r|\n/).filter((line) => /^\s*::/.test(line) || line.includes('##['));
}

describe('text from the repository in every format', () => {
  it('text: one escaped line per finding, nothing a terminal or a runner obeys', async () => {
    const text = await output('text');
    expect(workflowCommands(text)).toEqual([]);
    // eslint-disable-next-line no-control-regex
    expect(text.replace(/\n/g, '').match(/[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u202e]/g)).toBeNull();
    const findingLines = text.split('\n').filter((line) => line.includes('  error  probe-host  '));
    expect(findingLines.map((line) => line.slice(0, line.indexOf(':9:')))).toEqual([
      ' \\u003a:set-output name=x::y.yaml',
      '\\u003a:warning::leading.yaml',
      'a,b:c%25d.yaml',
      'dir with space/ünïcode.yaml',
      'new\\u000aline::error file=x::forged.yaml',
      'tab\there.yaml',
    ]);
    expect(findingLines[0]).toContain('\\u001b[2J');
    expect(findingLines[0]).toContain('#\\u0023[stop-commands]tok');
    expect(findingLines[0]).toContain('\\u202eevil');
  });

  it('github: workflow commands with every control and bidi character shown as \\uXXXX', async () => {
    const text = await output('github');
    const lines = text.split('\n').filter((line) => line !== '');
    expect(lines.every((line) => /^::(error|warning|notice) /.test(line))).toBe(true);
    expect(text).not.toMatch(UNPRINTABLE);
    const finding = lines.find((line) => line.includes('title=admission-gate probe-host'));
    expect(finding).toContain('\\u001b[2J');
    expect(finding).toContain('\\u009b31m\\u0085');
    expect(finding).toContain('\\u202eevil\\u2066x\\u2028y');
  });

  it('markdown: every control and bidi character shown as \\uXXXX, nothing rendered', async () => {
    const text = await output('markdown');
    expect(text).not.toMatch(UNPRINTABLE);
    expect(text).toContain('\\\\u001b\\[2J');
    expect(text).toContain('\\\\u202eevil\\\\u2066x\\\\u2028y');
    expect(text).not.toContain('<b>');
  });

  it('json: file names and values exactly as written, and no command in the text', async () => {
    const text = await output('json');
    expect(workflowCommands(text)).toEqual([]);
    const report = JSON.parse(text) as JsonReport;
    expect(report.findings.map((f) => f.file)).toEqual([...NAMES].sort());
    expect(new Set(report.findings.map((f) => f.value))).toEqual(new Set([HOSTILE_VALUE]));
  });

  it('sarif: exact data, URIs percent-encoded, no link or command in messages', async () => {
    const text = await output('sarif');
    expect(workflowCommands(text)).toEqual([]);
    const log = JSON.parse(text) as {
      runs: {
        results: {
          message: { text: string };
          locations: { physicalLocation: { artifactLocation: { uri: string } } }[];
          properties: { value: string };
        }[];
      }[];
    };
    const results = log.runs[0]?.results ?? [];
    expect(results.map((r) => r.locations[0]?.physicalLocation.artifactLocation.uri).sort()).toEqual([
      '%20%3A%3Aset-output%20name%3Dx%3A%3Ay.yaml',
      '%3A%3Awarning%3A%3Aleading.yaml',
      'a%2Cb%3Ac%2525d.yaml',
      'dir%20with%20space/%C3%BCn%C3%AFcode.yaml',
      'new%0Aline%3A%3Aerror%20file%3Dx%3A%3Aforged.yaml',
      'tab%09here.yaml',
    ]);
    expect(results.every((r) => r.properties.value === HOSTILE_VALUE)).toBe(true);
    expect(results[0]?.message.text).toContain('[link\\](https://evil.example)');
  });

  it('policy-report: exact data when read back, no block scalar or command in the text', async () => {
    const text = await output('policy-report');
    expect(workflowCommands(text)).toEqual([]);
    const docs = parseAllDocuments(text).map(
      (d) => d.toJS() as { results: { properties: Record<string, string> }[] },
    );
    const properties = docs.flatMap((d) => d.results.map((r) => r.properties));
    expect(properties.map((p) => p.file).sort()).toEqual([...NAMES].sort());
    expect(new Set(properties.map((p) => p.value))).toEqual(new Set([HOSTILE_VALUE]));
  });
});
