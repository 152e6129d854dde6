// The check run: created in_progress when the run starts, completed with the gate's conclusion, the
// tally as title, the markdown summary and one annotation per finding. GitHub takes at most 50
// annotations per request; the rest go in further updates, which accumulate, before the final one.

import type { Finding } from '../model.js';
import { escapeControls } from '../report/escape.js';
import { describeRendered } from '../report/finding-text.js';
import { formatResourceId } from '../report/markdown.js';
import type { GitHubClient } from './client.js';
import type { Repo } from './event.js';

export const ANNOTATIONS_PER_REQUEST = 50;
/** A bound on requests (20) for huge scans; every finding is still in the summary and the report. */
export const MAX_ANNOTATIONS = 1000;
/** GitHub's limit for a check run's summary. */
export const CHECK_SUMMARY_MAX = 65535;

export interface CheckRunResult {
  readonly conclusion: 'success' | 'failure';
  readonly title: string;
  readonly summary: string;
  readonly findings: readonly Finding[];
}

const LEVEL = { error: 'failure', warning: 'warning', notice: 'notice' } as const;

export interface StartedCheckRun {
  readonly id: number;
  /** The login of the GitHub App that created it (`github-actions[bot]`): the token's own identity. */
  readonly login?: string;
}

export async function startCheckRun(
  client: GitHubClient,
  repo: Repo,
  name: string,
  sha: string,
): Promise<StartedCheckRun> {
  const { data } = await client.rest.checks.create({
    ...repo,
    name,
    head_sha: sha,
    status: 'in_progress',
    started_at: new Date().toISOString(),
  });
  // An app's bot user is named after its slug; only apps (GITHUB_TOKEN is one) create check runs.
  const slug = data.app?.slug;
  return { id: data.id, ...(slug ? { login: `${slug}[bot]` } : {}) };
}

export async function completeCheckRun(
  client: GitHubClient,
  repo: Repo,
  id: number,
  result: CheckRunResult,
): Promise<void> {
  // Waived findings are in the summary, not on the lines.
  const annotations = result.findings
    .filter((f) => !f.suppressed)
    .slice(0, MAX_ANNOTATIONS)
    .map(toAnnotation);
  const batches: (typeof annotations)[] = [];
  for (let i = 0; i < annotations.length; i += ANNOTATIONS_PER_REQUEST) {
    batches.push(annotations.slice(i, i + ANNOTATIONS_PER_REQUEST));
  }
  const last = batches.pop() ?? [];
  const output = { title: result.title, summary: result.summary };
  for (const batch of batches) {
    await client.rest.checks.update({ ...repo, check_run_id: id, output: { ...output, annotations: batch } });
  }
  // The conclusion comes last, so a required check never passes before its annotations are in.
  await client.rest.checks.update({
    ...repo,
    check_run_id: id,
    status: 'completed',
    conclusion: result.conclusion,
    completed_at: new Date().toISOString(),
    output: { ...output, annotations: last },
  });
}

function toAnnotation(f: Finding) {
  return {
    path: f.file,
    start_line: f.line,
    end_line: f.endLine,
    // GitHub accepts columns only when the annotation starts and ends on the same line.
    ...(f.line === f.endLine ? { start_column: f.column, end_column: f.endColumn } : {}),
    annotation_level: LEVEL[f.severity],
    title: f.rule,
    // Shown as plain text: no markdown to escape, but control and bidi characters would act. The path
    // stays exact, or GitHub could not put the annotation on its file.
    message: escapeControls(f.message),
    ...(f.rendered
      ? { raw_details: escapeControls(describeRendered(f) ?? '') }
      : f.resource
        ? {
            raw_details: escapeControls(
              `${formatResourceId(f.resource)}${f.path !== '' ? ` ${f.path}` : ''}`,
            ),
          }
        : {}),
  };
}
