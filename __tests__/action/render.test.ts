// The Action on a pull request that changes a Kustomize overlay: the roots the change touches are rendered
// at its head and its base (fetched into a shallow checkout), and the findings land as annotations and
// review comments on the overlay's lines in the diff.

import { afterEach, describe, expect, it } from '@jest/globals';
import { git } from '../helpers.js';
import { FakeGitHub } from './fake-github.js';
import type { Commits } from './run-action.js';
import { checkout, makeCommits, pullRequestPayload, runAction } from './run-action.js';

let fake: FakeGitHub | undefined;
afterEach(async () => {
  await fake?.stop();
  fake = undefined;
});

const SERVICE =
  'apiVersion: v1\nkind: Service\nmetadata:\n  name: web\nspec:\n  externalIPs: [203.0.113.7]\n';
const DEPLOYMENT = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
spec:
  template:
    spec:
      containers:
        - name: web
          image: nginx
`;
const OVERLAY = 'namespace: prod\nresources:\n  - ../../base\n';
const PROBE = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
spec:
  template:
    spec:
      containers:
        - name: web
          livenessProbe:
            tcpSocket:
              host: 169.254.169.254
              port: 80
`;
const CHANGED_OVERLAY = `${OVERLAY}patches:
  - path: probe.yaml
  - target: {kind: Service, name: web}
    patch: |-
      - op: add
        path: /spec/externalIPs/-
        value: 203.0.113.8
`;

const overlayChange = (): Commits =>
  makeCommits(
    {
      'base/kustomization.yaml': 'resources:\n  - service.yaml\n  - deployment.yaml\n',
      'base/service.yaml': SERVICE,
      'base/deployment.yaml': DEPLOYMENT,
      'overlays/prod/kustomization.yaml': OVERLAY,
      // Not touched by the change: not rendered.
      'overlays/dev/kustomization.yaml': 'namespace: dev\nresources:\n  - ../../base\n',
    },
    { 'overlays/prod/kustomization.yaml': CHANGED_OVERLAY, 'overlays/prod/probe.yaml': PROBE },
  );

async function run(commits: Commits, workspace: string) {
  fake = new FakeGitHub(commits.origin, { number: 7, base: commits.base, head: commits.head });
  const url = await fake.start();
  const result = await runAction({
    workspace,
    apiUrl: url,
    eventName: 'pull_request',
    payload: pullRequestPayload(commits),
  });
  return { github: fake, result };
}

describe('a pull request that changes an overlay', () => {
  it('comments on the patch lines, with what the overlay renders, and compares with the base render', async () => {
    const commits = overlayChange();
    const workspace = checkout(commits, 'shallow');
    // actions/checkout leaves an origin remote: the base commit is fetched from it to render the base.
    git(workspace, 'remote', 'add', 'origin', `file://${commits.origin}`);
    const { github, result } = await run(commits, workspace);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(1);
    const findings = (result.report?.findings ?? []).map(
      (f) =>
        `${f.rule} ${f.file}:${f.line}:${f.column} ${f.rendered?.root ?? ''} ${f.resource?.namespace ?? ''}`,
    );
    // 203.0.113.7 was in the base commit's render of overlays/prod: not new. overlays/dev is not rendered.
    expect(findings).toEqual([
      'service-external-ips overlays/prod/kustomization.yaml:10:16 overlays/prod prod',
      'probe-host overlays/prod/probe.yaml:12:21 overlays/prod prod',
    ]);
    const check = github.checkRuns[0]!;
    expect(check.annotations.map((a) => `${a.path}:${a.start_line}`)).toEqual([
      'overlays/prod/kustomization.yaml:10',
      'overlays/prod/probe.yaml:12',
    ]);
    expect(check.annotations[0]?.raw_details).toBe(
      'rendered by kustomize from overlays/prod: Service prod/web, spec.externalIPs[1]',
    );
    const comments = github.reviews[0]?.comments ?? [];
    expect(comments.map((c) => `${c.path}:${c.line}`)).toEqual([
      'overlays/prod/kustomization.yaml:10',
      'overlays/prod/probe.yaml:12',
    ]);
    expect(comments[1]?.body).toContain('_rendered by kustomize from overlays/prod_');
  });

  it('without the base commit, every rendered object counts as new, and the summary says why', async () => {
    const commits = overlayChange();
    const { result } = await run(commits, checkout(commits, 'shallow'));
    expect((result.report?.findings ?? []).map((f) => `${f.rule} ${f.file} ${f.value ?? ''}`)).toEqual([
      'service-external-ips base/service.yaml 203.0.113.7',
      'service-external-ips overlays/prod/kustomization.yaml 203.0.113.8',
      'probe-host overlays/prod/probe.yaml 169.254.169.254',
    ]);
    expect(
      result.report?.notes.some((n) => n.includes('could not be fetched (check out with fetch-depth: 0')),
    ).toBe(true);
  });

  it('judges every file as written with render: off', async () => {
    const commits = overlayChange();
    fake = new FakeGitHub(commits.origin, { number: 7, base: commits.base, head: commits.head });
    const url = await fake.start();
    const result = await runAction({
      workspace: checkout(commits, 'full'),
      apiUrl: url,
      eventName: 'pull_request',
      payload: pullRequestPayload(commits),
      inputs: { render: 'off' },
    });
    expect(
      (result.report?.findings ?? []).map((f) => `${f.rule} ${f.file} ${f.rendered ? 'rendered' : ''}`),
    ).toEqual(['probe-host overlays/prod/probe.yaml ']);
  });

  it("a change's own config (config-source: head) picks no render binary and no network", async () => {
    const commits = makeCommits(
      { 'base/kustomization.yaml': 'resources:\n  - service.yaml\n', 'base/service.yaml': SERVICE },
      {
        '.admission-gate.yaml': 'render:\n  kustomize:\n    binary: /bin/false\n    allowRemoteBases: true\n',
        'overlays/prod/kustomization.yaml': OVERLAY,
      },
    );
    fake = new FakeGitHub(commits.origin, { number: 7, base: commits.base, head: commits.head });
    const url = await fake.start();
    const result = await runAction({
      workspace: checkout(commits, 'full'),
      apiUrl: url,
      eventName: 'pull_request',
      payload: pullRequestPayload(commits),
      inputs: { 'config-source': 'head' },
    });
    // Rendered with kubectl kustomize as always, not with the change's /bin/false.
    expect(
      (result.report?.findings ?? []).map((f) => `${f.rule} ${f.file} ${f.rendered?.root ?? ''}`),
    ).toEqual(['service-external-ips base/service.yaml overlays/prod']);
    expect(result.summary).toContain(
      'render.kustomize.binary, render.kustomize.allowRemoteBases were ignored',
    );
  });
});
