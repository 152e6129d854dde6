// Text from the change in everything the Action writes: check run summary and annotations, review
// comments, job summary, workflow commands and the log. A file name and a value written to inject
// commands, markdown, HTML or mentions land as inert text.

import { afterEach, describe, expect, it } from '@jest/globals';
import { FakeGitHub } from './fake-github.js';
import { yamlQuoted } from '../helpers.js';
import { service } from './manifests.js';
import { checkout, makeCommits, pullRequestPayload, runAction } from './run-action.js';

// (The fake GitHub reads file names from git's diff headers, where a space would end the name.)
const FILE = 'evil,name:%0A::warning::x<b>.yaml';
const HOST =
  '192.0.2.9\n::error file=x::forged %0A::set-env name=A::b ##[stop-commands]t <img src=x> @octocat [l](https://evil.example) `code` \u001b[31mred\u009b0m \u202edesrever\u2066';
// C0 and C1 controls (escape sequences among them), DEL, line separators and bidirectional controls.
// eslint-disable-next-line no-control-regex
const UNPRINTABLE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

const commits = makeCommits(
  { 'a.yaml': 'kind: x\n' },
  { [FILE]: service('web', []).replace('  ports:', `  externalIPs: [${yamlQuoted(HOST)}]\n  ports:`) },
);

let fake: FakeGitHub | undefined;
afterEach(async () => {
  await fake?.stop();
  fake = undefined;
});

async function run(fork: boolean) {
  fake = new FakeGitHub(commits.origin, { number: 7, base: commits.base, head: commits.head });
  if (fork) {
    fake.faults.push(
      {
        method: 'POST',
        path: /\/check-runs$/,
        status: 403,
        message: 'Resource not accessible by integration',
      },
      { method: 'POST', path: /\/reviews$/, status: 403, message: 'Resource not accessible by integration' },
    );
  }
  const result = await runAction({
    workspace: checkout(commits, 'full'),
    apiUrl: await fake.start(),
    eventName: 'pull_request',
    payload: pullRequestPayload(commits, { fork }),
  });
  return { github: fake, result };
}

/** Lines the runner would act on outside the stop-commands the Action wraps its text report in. */
function commandsOutsideQuotes(stdout: string): string[] {
  const outside = stdout.replace(/^::stop-commands::(\S+)\n[\s\S]*?^::\1::\n/m, '');
  return outside.split('\n').filter((line) => /^\s*::/.test(line) || line.includes('##['));
}

describe('text from the change, where the Action writes it', () => {
  it('a fork: workflow commands carry it escaped, the job summary as plain text', async () => {
    const { result } = await run(true);
    expect(result.code).toBe(1);
    const commands = commandsOutsideQuotes(result.stdout);
    // Every command line is ours, and each holds one command: no line break or `##[` got through.
    expect(commands.every((line) => /^::(error|warning|notice|stop-commands)[ :]/.test(line))).toBe(true);
    const finding = commands.find((line) => line.startsWith('::error file='));
    expect(finding).toContain('file=evil%2Cname%3A%250A%3A%3Awarning%3A%3Ax<b>.yaml');
    expect(finding).toContain('192.0.2.9\\n::error file=x::forged %250A::set-env');
    expect(result.summary).not.toMatch(/<b>|<img|@octocat|(?<!\\)\]\(https:\/\/evil/);
    expect(result.summary).toContain('@&#8203;octocat');
    expect(result.summary).toContain('&lt;img src=x&gt;');
    expect(result.stdout).not.toMatch(UNPRINTABLE);
    expect(result.summary).not.toMatch(UNPRINTABLE);
    expect(finding).toContain('\\u001b[31mred\\u009b0m \\u202edesrever\\u2066');
  });

  // Two findings on the value: service-external-ips and external-ip-validity (it is no address).
  it('a check run and a review: markdown and HTML escaped, no mention', async () => {
    const { github, result } = await run(false);
    expect(result.code).toBe(1);
    expect(commandsOutsideQuotes(result.stdout).filter((l) => !l.startsWith('::stop-commands'))).toEqual([
      '::error::Admission Gate failed: 2 errors (fail-on error).',
    ]);
    const summary = github.checkRuns[0]?.output?.summary ?? '';
    const comment = github.reviews[0]?.comments[0]?.body ?? '';
    for (const markdown of [summary, comment, result.summary]) {
      expect(markdown).not.toMatch(/<b>|<img|@octocat|(?<!\\)\]\(https:\/\/evil/);
      expect(markdown).toContain('&lt;img src=x&gt;');
      expect(markdown).not.toMatch(UNPRINTABLE);
      expect(markdown).toContain('\\\\u001b\\[31mred\\\\u009b0m \\\\u202edesrever\\\\u2066');
    }
    const annotation = github.checkRuns[0]?.annotations[0];
    expect(annotation?.message).not.toMatch(UNPRINTABLE);
    expect(annotation?.message).toContain('\\u001b[31mred\\u009b0m \\u202edesrever\\u2066');
    expect(github.checkRuns[0]?.annotations[0]?.path).toBe(FILE);
  });
});
