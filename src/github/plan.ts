// What a run scans: every file (scheduled scans, new branches) or the files the change touches, with the
// base versions of those files as the previous state for diff-aware rules. Files must pass both the
// Action's `paths`/`ignore` inputs and the config's include/exclude.

import type { Config } from '../config/config.js';
import type { ScanOptions } from '../scan.js';
import { basePaths, headPaths } from '../source/changed-file.js';
import { discoverFiles } from '../source/files.js';
import { gitChangedFiles, gitHasCommit } from '../source/git-changes.js';
import type { Matcher } from '../source/select.js';
import { compileSelection } from '../source/select.js';
import { loadBase } from './base.js';
import type { ChangeSet } from './changes.js';
import { pullRequestChanges, rangeChanges } from './changes.js';
import type { GitHubClient } from './client.js';
import type { RunEvent } from './event.js';
import { describeFailure, grant } from './faults.js';
import type { ActionInputs } from './inputs.js';

export interface ScanPlan {
  readonly scan: Pick<ScanOptions, 'files' | 'filesAreComplete' | 'walkSkipped' | 'base' | 'judgesChange'>;
  /** The change's files, for review comments; undefined when the run judges no change. */
  readonly changes?: ChangeSet;
  /** For the log and the summary. */
  readonly notes: readonly string[];
  /** Why the gate cannot pass whatever the scan finds: the change could not be listed completely. */
  readonly incomplete?: string;
}

/** Nothing can be scanned as asked: the run fails closed. */
export class PlanError extends Error {}

/** Neither GitHub nor the checkout can say which files changed. */
class ChangesUnavailable extends Error {}

export async function planScan(
  client: GitHubClient,
  event: RunEvent,
  inputs: ActionInputs,
  config: Config,
  root: string,
): Promise<ScanPlan> {
  const selection = { include: inputs.paths, exclude: inputs.ignore };
  const selected = compileSelection(selection).matches;
  const notes: string[] = [];
  const everyFile = (changes?: ChangeSet): ScanPlan => {
    const { files, skipped } = discoverFiles(root, ['.'], selection);
    return {
      scan: { files, filesAreComplete: true, walkSkipped: skipped },
      ...(changes ? { changes } : {}),
      notes,
    };
  };
  if (inputs.scope === 'all' || !event.range) {
    if (inputs.scope !== 'all' && (inputs.scope === 'changed' || event.noRangeReason !== undefined)) {
      notes.push(
        `Every file was scanned: ${event.noRangeReason ?? `the ${event.name} event is no change to compare`}.`,
      );
    }
    if (!event.range || !event.pullRequest) return everyFile();
    // Review comments need the pull request's files even when every file is scanned; without them
    // there is no review, but the scan stands.
    try {
      const changes = await listChanges(client, event, event.range, root);
      notes.push(...changes.notes);
      return everyFile(changes);
    } catch (e) {
      if (!(e instanceof ChangesUnavailable)) throw e;
      notes.push(`${e.message} There are no review comments.`);
      return everyFile();
    }
  }
  const changes = await listChanges(client, event, event.range, root).catch((e: unknown) => {
    throw e instanceof ChangesUnavailable ? new PlanError(`${e.message} Nothing was scanned.`) : e;
  });
  notes.push(...changes.notes);
  const configMatches = compileSelection(config).matches;
  const base = await readBase(client, event, root, changes, (p) => selected(p) && configMatches(p), notes);
  return {
    scan: {
      files: headPaths(changes.files).filter(selected),
      ...(base ? { base } : {}),
      // A pull request is the author's proposal. A push or a merge group carries what review already let
      // through (a suppression merged with its pull request), so its suppressions all count.
      judgesChange: event.pullRequest !== undefined,
    },
    changes,
    notes,
    ...(changes.truncated
      ? { incomplete: 'GitHub could not list every changed file, so some were not scanned' }
      : {}),
  };
}

async function listChanges(
  client: GitHubClient,
  event: RunEvent,
  range: NonNullable<RunEvent['range']>,
  root: string,
): Promise<ChangeSet> {
  try {
    return event.pullRequest
      ? await pullRequestChanges(client, event.repo, event.pullRequest, root)
      : await rangeChanges(client, event.repo, range, root);
  } catch (e) {
    const failure = describeFailure(e, 'listing the changed files', grant('contents: read'));
    if (!gitHasCommit(root, range.base) || !gitHasCommit(root, range.head)) {
      throw new ChangesUnavailable(`${failure.message} The checkout lacks the history to list them itself.`);
    }
    return {
      files: gitChangedFiles(root, range.base, range.head),
      baseSha: range.base,
      notes: [`${failure.message} The changed files come from the local git history instead.`],
      truncated: false,
    };
  }
}

async function readBase(
  client: GitHubClient,
  event: RunEvent,
  root: string,
  changes: ChangeSet,
  matches: Matcher,
  notes: string[],
): Promise<ScanOptions['base']> {
  // Read even when no rule reads previous objects: the base's suppressions are the only ones that count.
  const paths = basePaths(changes.files).filter(matches);
  if (paths.length === 0) return undefined;
  try {
    return await loadBase(client, event.repo, root, changes.baseSha, paths);
  } catch (e) {
    notes.push(
      `${describeFailure(e, 'reading the base versions of the changed files', grant('contents: read')).message} Every object and every suppression in the changed files counts as new, so unchanged values may be reported and suppressions waive nothing.`,
    );
    return undefined;
  }
}
