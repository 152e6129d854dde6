// The Action: event and inputs → plan → scan → check run, review, annotations, job summary, outputs.
// GitHub failing never takes the findings or the gate with it: what cannot be posted is printed as
// workflow commands, the job summary is always written, and the exit status is the gate's.

import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as core from '@actions/core';
import { context } from '@actions/github';
import type { Config } from '../config/config.js';
import type { ConfigIssue } from '../config/load.js';
import { ConfigError } from '../config/load.js';
import type { ScanResult } from '../model.js';
import { formatJson, shardSection } from '../report/json.js';
import { failedSarif, formatSarif, MAX_SARIF_RESULTS, sarifResultsLeftOut } from '../report/sarif.js';
import type { SarifOptions } from '../report/sarif.js';
import type { MarkdownOptions } from '../report/markdown.js';
import {
  escapeMarkdown,
  formatConfigIssuesMarkdown,
  formatMarkdown,
  formatTally,
  gateFails,
  JOB_SUMMARY_MAX_BYTES,
  TOOL_TITLE,
} from '../report/markdown.js';
import { formatText } from '../report/text.js';
import { formatConfigIssueCommands, formatWorkflowCommands } from '../report/workflow-commands.js';
import { RULES } from '../rules/registry.js';
import { defaultCacheDir } from '../cache-dir.js';
import { scanWithLedger } from '../scan.js';
import type { ScanOutcome } from '../scan.js';
import { formatShard, inShard } from '../source/shard.js';
import { gitHasCommit, gitPatch } from '../source/git-changes.js';
import { gitRepositoryPath } from '../source/git.js';
import { pullRequestActor } from './actor.js';
import type { CheckRunResult } from './check-run.js';
import { CHECK_SUMMARY_MAX, completeCheckRun, startCheckRun } from './check-run.js';
import type { StartedCheckRun } from './check-run.js';
import type { GitHubClient } from './client.js';
import { createClient } from './client.js';
import { loadRunConfig } from './config.js';
import type { RunEvent } from './event.js';
import { EventError, parseEvent } from './event.js';
import { describeFailure, grant } from './faults.js';
import type { ActionInputs } from './inputs.js';
import { InputError, readInputs, sarifFileInput } from './inputs.js';
import { blobUrl, workflowRunUrl } from './links.js';
import type { ScanPlan } from './plan.js';
import { askAhead, PlanError, planScan } from './plan.js';
import { reviewPullRequest, viewerLogin } from './review.js';

const FORK_NOTE =
  "This pull request comes from a fork, so its token is read-only: GitHub lets it write neither check runs nor review comments. The findings are shown as annotations of this step and in this summary instead, and the job's exit status is the gate.";

/** One run's state that every stage adds to, so the summary can say what happened. */
interface Run {
  readonly env: NodeJS.ProcessEnv;
  readonly root: string;
  readonly inputs: ActionInputs;
  readonly event: RunEvent;
  readonly client: GitHubClient;
  readonly fileUrl: (file: string, line?: number) => string;
  /** Where the workspace is in its git repository, for SARIF paths from the repository root. */
  readonly repositoryPath?: string;
  /**
   * The check run this run created, once GitHub answers (asked while the config is read); its app's login
   * is the token's own: its comments are the only ones trusted.
   */
  checkRun?: Promise<StartedCheckRun | undefined>;
  /** Facts for the summary: truncated lists, failed API calls and what to change. */
  readonly notes: string[];
  /** Problems of the config as the change under review would leave it. */
  readonly configIssues: ConfigIssue[];
}

export async function runAction(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  let run: Run | undefined;
  try {
    const inputs = readInputs();
    const event = parseEvent(context.eventName, context.payload, env);
    const root = workspaceOf(env);
    const repositoryPath = await gitRepositoryPath(root);
    run = {
      env,
      root,
      ...(repositoryPath !== undefined ? { repositoryPath } : {}),
      inputs,
      event,
      client: createClient(inputs.token, env, (message) => core.info(message)),
      fileUrl: blobUrl(env.GITHUB_SERVER_URL ?? 'https://github.com', event.repo, event.sha),
      notes: [],
      configIssues: [],
    };
    await judge(run);
  } catch (e) {
    await fail(run, e, env);
  }
}

function workspaceOf(env: NodeJS.ProcessEnv): string {
  return env.GITHUB_WORKSPACE ?? process.cwd();
}

async function judge(run: Run): Promise<void> {
  const { inputs, event } = run;
  if (event.deletedRef) {
    setOutputs(undefined, 'success');
    await writeJobSummary(
      `## ${TOOL_TITLE}: nothing to scan\n\nThe push deleted ${escapeMarkdown(context.ref)}.\n`,
    );
    return;
  }
  // Neither the check run nor the change's files and base versions depend on the config: GitHub is asked
  // for them while it is read (each request is a round trip of 0.1-0.3 s).
  if (inputs.checkRun) {
    run.checkRun = attempt(run, 'creating the check run', 'checks: write', () =>
      startCheckRun(run.client, event.repo, inputs.checkName, event.sha),
    );
  }
  const ahead = askAhead(run.client, event, inputs, run.root);
  let config: Config;
  try {
    const loaded = await loadRunConfig(run.client, event, inputs, run.root);
    // What creating the check run said comes first, as when it was asked first.
    await run.checkRun;
    config = withInputs(loaded.config, inputs);
    run.notes.push(...loaded.notes);
    run.configIssues.push(...loaded.changeIssues);
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    await failOnConfig(run, e);
    return;
  }
  if (inputs.configSource === 'head' && event.name === 'pull_request_target') {
    core.warning(
      'config-source is head on pull_request_target: the change configures the gate that judges it, with a token that can write. Leave config-source unset to judge changes by the base config.',
    );
  }
  const plan = await planScan(run.client, event, inputs, config, run.root, ahead);
  run.notes.push(...plan.notes);
  const actor = event.pullRequest && (await pullRequestActor(run.client, config, event.pullRequest.author));
  const { shard } = inputs;
  // Compiled CRDs, by content: with actions/cache on this folder, runs and shards reuse them.
  const cacheDir = defaultCacheDir(run.env);
  const outcome = await scanWithLedger({
    root: run.root,
    config,
    ...plan.scan,
    render: { ...plan.render, mode: inputs.render },
    ...(actor ? { actor } : {}),
    ...(shard ? { shard } : {}),
    ...(cacheDir !== undefined ? { cacheDir } : {}),
  });
  if (shard) {
    run.notes.push(
      `This is shard ${formatShard(shard)}: it checked the files whose path hashes to it. The findings about exceptions (expired, unused) need every shard: \`admission-gate merge\` makes them from the shards' report files.`,
    );
  }
  await deliver(run, outcome, plan);
}

async function deliver(run: Run, { result, ledger }: ScanOutcome, plan: ScanPlan): Promise<void> {
  const { inputs, event } = run;
  const { shard } = inputs;
  const empty = result.summary.files === 0;
  if (empty) {
    core.warning(
      `No file was scanned: nothing matched the paths input (${inputs.paths.join(', ')}) and the config's include and exclude${plan.changes ? ' among the changed files' : ''}.${inputs.failOnEmpty ? ' fail-on-empty fails the gate.' : ''}`,
    );
  }
  // A change whose config would break the gate once merged fails it now, and so does one that could not
  // be listed completely: what was not scanned may hold anything.
  const failed =
    gateFails(result, inputs.failOn) ||
    result.internalErrors.length > 0 ||
    run.configIssues.length > 0 ||
    plan.incomplete !== undefined ||
    (empty && inputs.failOnEmpty);
  const conclusion = failed ? 'failure' : 'success';
  printQuoted(formatText(result, { color: false }));
  const reportFile = path.join(run.env.RUNNER_TEMP ?? os.tmpdir(), 'admission-gate-report.json');
  fs.writeFileSync(
    reportFile,
    formatJson(result, {
      ...(shard ? { shard: shardSection(shard, result, ledger) } : {}),
      ...(run.repositoryPath !== undefined ? { repositoryPath: run.repositoryPath } : {}),
    }),
  );
  setOutputs(result, conclusion, reportFile);
  if (inputs.sarifFile !== undefined) {
    const leftOut = sarifResultsLeftOut(result);
    if (leftOut > 0) {
      const message = `code scanning accepts at most ${MAX_SARIF_RESULTS} results per run: ${inputs.sarifFile} leaves out the ${leftOut} least severe findings (every finding is in report-file).`;
      core.warning(message);
      run.notes.push(message);
    }
    writeSarif(
      run,
      inputs.sarifFile,
      empty && inputs.failOnEmpty
        ? failedSarif([{ message: 'no file was scanned, and fail-on-empty is set' }], RULES, {
            ...sarifOptions(run),
            configuration: false,
          })
        : formatSarif(result, RULES, sarifOptions(run)),
    );
  }

  // The review does not wait for the check run's completion (its reads go out meanwhile); what completing
  // it says still comes before what the review says.
  const checkRunNotes: string[] = [];
  const annotating = finishCheckRun(
    run,
    {
      conclusion,
      title: formatTally(result.summary),
      summary: formatMarkdown(result, markdownOptions(run, CHECK_SUMMARY_MAX, failed)),
      findings: result.findings,
    },
    checkRunNotes,
  );
  const reviewNotesAt = run.notes.length;
  if (event.pullRequest && plan.changes && inputs.reviewComments) {
    const { pullRequest } = event;
    const changes = plan.changes;
    const history = gitHasCommit(run.root, changes.baseSha) && gitHasCommit(run.root, pullRequest.headSha);
    const self =
      (await run.checkRun)?.login ??
      (await attempt(run, "finding the token's own login", 'pull-requests: write', () =>
        viewerLogin(run.client),
      ));
    if (self === undefined) {
      run.notes.push(
        'The Action could not tell which review comments are its own, so it trusted none: findings already commented on may be commented on again, and no comment was marked resolved.',
      );
    }
    const outcome = await attempt(run, 'posting review comments', 'pull-requests: write', () =>
      reviewPullRequest(run.client, event.repo, result.findings, {
        ...(self !== undefined ? { self } : {}),
        pullRequest,
        changes: changes.files,
        // GitHub leaves out the patch of large diffs; the local history can make it.
        patchOf: (change) =>
          history ? gitPatch(run.root, changes.baseSha, pullRequest.headSha, change) : undefined,
        truncated: changes.truncated,
        // Another shard's comments are that shard's to resolve.
        owns: (file) => !shard || inShard(file, shard),
        fileUrl: run.fileUrl,
        checkName: inputs.checkName,
      }),
    );
    if (outcome) {
      core.info(
        `Review: ${outcome.inline} inline comments, ${outcome.listed} findings in the review body, ${outcome.resolved} old comments marked resolved.`,
      );
      if (outcome.inlineRefused) {
        run.notes.push(
          'GitHub refused the inline comments (the diff moved on), so the findings are in the review body.',
        );
      }
    }
  }
  const annotated = await annotating;
  run.notes.splice(reviewNotesAt, 0, ...checkRunNotes.filter((note) => !run.notes.includes(note)));
  if (!annotated && result.findings.length + result.skipped.length + result.notes.length > 0) {
    // Without a check run, the runner's annotations carry the findings to the changed lines.
    process.stdout.write(formatWorkflowCommands(result));
  }
  process.stdout.write(formatConfigIssueCommands(run.configIssues));
  await writeJobSummary(formatMarkdown(result, markdownOptions(run, JOB_SUMMARY_MAX_BYTES, failed)));
  for (const error of result.internalErrors) core.error(`internal error, please report it: ${error}`);
  if (failed) {
    const internal = result.internalErrors.length > 0 ? '; internal errors, see above' : '';
    const config = run.configIssues.length > 0 ? `; the changed ${inputs.config} is invalid` : '';
    const incomplete = plan.incomplete !== undefined ? `; ${plan.incomplete} (see the summary)` : '';
    const nothing = empty && inputs.failOnEmpty ? '; no file was scanned (fail-on-empty)' : '';
    core.setFailed(
      `${TOOL_TITLE} failed: ${formatTally(result.summary)} (fail-on ${inputs.failOn})${internal}${config}${incomplete}${nothing}.`,
    );
  }
}

/** The SARIF file the workflow uploads next; a failure to write it is said, never fatal. */
function writeSarif(run: Pick<Run, 'root' | 'notes'>, file: string, sarif: string): void {
  try {
    const target = path.resolve(run.root, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, sarif);
  } catch (e) {
    const message = `writing sarif-file ${file} failed: ${(e as Error).message}`;
    core.warning(message);
    run.notes.push(message);
  }
}

/** SARIF paths from the repository root; a shard's run in a category of its own. */
function sarifOptions(run: Pick<Run, 'repositoryPath'> & { readonly inputs?: ActionInputs }): SarifOptions {
  const shard = run.inputs?.shard;
  return {
    ...(run.repositoryPath !== undefined ? { repositoryPath: run.repositoryPath } : {}),
    ...(shard ? { category: `admission-gate/shard-${shard.index}-of-${shard.count}/` } : {}),
  };
}

function markdownOptions(run: Run, maxBytes: number, failed: boolean): MarkdownOptions {
  const runId = run.env.GITHUB_RUN_ID;
  const runPage = runId
    ? `[this workflow run](${workflowRunUrl(run.env.GITHUB_SERVER_URL ?? 'https://github.com', run.event.repo, runId)})`
    : 'this workflow run';
  return {
    maxBytes,
    failOn: run.inputs.failOn,
    fileUrl: run.fileUrl,
    notes: run.notes,
    failed,
    fullReport:
      maxBytes === CHECK_SUMMARY_MAX
        ? `every finding is in the job summary and the log of ${runPage}`
        : `every finding is in the log of this step and in its report-file (JSON)`,
  };
}

function withInputs(config: Config, inputs: ActionInputs): Config {
  return inputs.kubernetesVersion !== undefined
    ? { ...config, kubernetesVersion: inputs.kubernetesVersion }
    : config;
}

async function failOnConfig(run: Run, error: ConfigError): Promise<void> {
  process.stdout.write(formatConfigIssueCommands(error.issues));
  if (run.inputs.sarifFile !== undefined) {
    const problems = error.issues.map((i) => ({
      message: `invalid config: ${i.message}`,
      file: i.file,
      line: i.line,
      column: i.column,
    }));
    writeSarif(
      run,
      run.inputs.sarifFile,
      failedSarif(problems, RULES, { ...sarifOptions(run), configuration: true }),
    );
  }
  await failUnscanned(run, 'invalid config', (maxBytes) =>
    formatConfigIssuesMarkdown(error.issues, maxBytes),
  );
  core.setFailed(`${TOOL_TITLE}: invalid config:\n${error.message}`);
}

/** An expected failure (bad input, nothing to scan with) is said in one line; a bug also gets its stack. */
async function fail(run: Run | undefined, error: unknown, env: NodeJS.ProcessEnv): Promise<void> {
  const expected = error instanceof InputError || error instanceof EventError || error instanceof PlanError;
  const detail = error instanceof Error ? error.message : String(error);
  const message = expected ? detail : `internal error, please report it: ${detail}`;
  if (!expected && error instanceof Error && error.stack) core.info(error.stack);
  const sarifFile = run ? run.inputs.sarifFile : sarifFileInput();
  if (sarifFile !== undefined) {
    const where = run ?? { root: workspaceOf(env), notes: [] };
    const repositoryPath = run ? run.repositoryPath : await gitRepositoryPath(where.root);
    writeSarif(
      where,
      sarifFile,
      failedSarif([{ message }], RULES, {
        ...sarifOptions({
          ...(repositoryPath !== undefined ? { repositoryPath } : {}),
          ...(run ? { inputs: run.inputs } : {}),
        }),
        configuration: false,
      }),
    );
  }
  await failUnscanned(run, 'not scanned', () => `## ${TOOL_TITLE} failed\n\n${escapeMarkdown(message)}\n`);
  core.setFailed(`${TOOL_TITLE}: ${message}`);
}

/** Nothing was scanned, so the gate fails: in the check run, the outputs and the job summary. */
async function failUnscanned(
  run: Run | undefined,
  title: string,
  markdown: (maxBytes: number) => string,
): Promise<void> {
  if (run) {
    await finishCheckRun(run, {
      conclusion: 'failure',
      title,
      summary: markdown(CHECK_SUMMARY_MAX),
      findings: [],
    });
  }
  setOutputs(undefined, 'failure');
  await writeJobSummary(markdown(JOB_SUMMARY_MAX_BYTES));
}

/**
 * Completes the run's check run, if it has one; true when GitHub took it, annotations and all. What fails
 * is said in `notes`.
 */
async function finishCheckRun(run: Run, result: CheckRunResult, notes = run.notes): Promise<boolean> {
  const id = (await run.checkRun)?.id;
  if (id === undefined) return false;
  const done = await attempt(
    run,
    'completing the check run',
    'checks: write',
    () => completeCheckRun(run.client, run.event.repo, id, result).then(() => true),
    notes,
  );
  return done ?? false;
}

/** Runs one GitHub call; a failure becomes a note (in `notes`) and a warning, never a crash. */
async function attempt<T>(
  run: Run,
  what: string,
  permission: string,
  call: () => Promise<T>,
  notes = run.notes,
): Promise<T | undefined> {
  try {
    return await call();
  } catch (e) {
    const failure = describeFailure(e, what, grant(permission));
    core.warning(failure.message);
    notes.push(failure.message);
    if (
      failure.readOnly &&
      run.event.pullRequest?.fromFork &&
      ![...run.notes, ...notes].includes(FORK_NOTE)
    ) {
      notes.push(FORK_NOTE);
    }
    return undefined;
  }
}

function setOutputs(
  result: ScanResult | undefined,
  conclusion: 'success' | 'failure',
  reportFile?: string,
): void {
  const summary = result?.summary;
  core.setOutput('findings', summary ? summary.error + summary.warning + summary.notice : 0);
  core.setOutput('errors', summary?.error ?? 0);
  core.setOutput('warnings', summary?.warning ?? 0);
  core.setOutput('notices', summary?.notice ?? 0);
  core.setOutput('conclusion', conclusion);
  core.setOutput('report-file', reportFile ?? '');
}

async function writeJobSummary(markdown: string): Promise<void> {
  try {
    await core.summary.addRaw(markdown).write();
  } catch (e) {
    core.info(`No job summary written: ${(e as Error).message}`);
  }
}

/** Text from the repository goes to the log inside stop-commands, so it cannot issue commands. */
function printQuoted(text: string): void {
  const token = randomUUID();
  process.stdout.write(`::stop-commands::${token}\n${text}::${token}::\n`);
}
