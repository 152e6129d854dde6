// What a run scans: every file (scheduled scans, new branches) or the files the change touches, with the
// base versions of those files as the previous state for diff-aware rules. Files must pass both the
// Action's `paths`/`ignore` inputs and the config's include/exclude.

import fs from 'node:fs';
import path from 'node:path';
import { activateRules } from '../config/config.js';
import type { Config } from '../config/config.js';
import { RULES } from '../rules/registry.js';
import { readsPrevious } from '../pipeline.js';
import type { ScanOptions } from '../scan.js';
import type { RenderOptions } from '../render/stage.js';
import { basePaths, headPaths, touchedPaths } from '../source/changed-file.js';
import { discoverFiles, FileReader, readRegularFile } from '../source/files.js';
import {
  gitChangedFiles,
  gitCheckedOut,
  gitFetchCommit,
  gitHasCommit,
  gitPatch,
} from '../source/git-changes.js';
import { gitWriteTree } from '../source/git.js';
import { newSideLines } from '../source/diff.js';
import { containsAny } from '../source/source-file.js';
import type { FilterMode } from '../policy/change-filter.js';
import type { Matcher } from '../source/select.js';
import { compileSelection } from '../source/select.js';
import type { Base, BaseReader } from './base.js';
import { loadBase, narrowBase } from './base.js';
import type { ChangeSet } from './changes.js';
import { pullRequestChanges, rangeChanges } from './changes.js';
import type { GitHubClient } from './client.js';
import type { RunEvent } from './event.js';
import { describeFailure, grant } from './faults.js';
import type { ActionInputs } from './inputs.js';

export interface ScanPlan {
  readonly scan: Pick<
    ScanOptions,
    | 'files'
    | 'filesAreComplete'
    | 'walkSkipped'
    | 'base'
    | 'filter'
    | 'suppressionsFromBase'
    | 'suppressionBase'
  >;
  /** What rendering needs of the change: the paths it touches, the base commit's tree. */
  readonly render?: Pick<RenderOptions, 'touched' | 'writeBase'>;
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

/** What the plan needs of GitHub that no config decides, asked for as the run starts (askAhead). */
export interface AskedAhead {
  /** The change's files; undefined when the plan needs none. */
  readonly changes?: Promise<ChangeSet>;
  /**
   * A pull request's base versions of the changed files the inputs select: the base config may select
   * fewer (readBase narrows them), never more.
   */
  readonly base?: Promise<Base>;
}

/**
 * Asks for the change's files and a pull request's base versions when the plan will need them, before
 * the config is read: which files changed depends on the event and the scope input only, and every pull
 * request is judged against its base.
 */
export function askAhead(
  client: GitHubClient,
  event: RunEvent,
  inputs: ActionInputs,
  root: string,
): AskedAhead {
  // Every file of a pull request is scanned with its files listed too, for review comments.
  if (!event.range || (inputs.scope === 'all' && !event.pullRequest)) return {};
  const changes = listChanges(client, event, event.range, root);
  const selected = inputSelection(inputs).matches;
  const base = event.pullRequest
    ? changes.then((c) => loadBase(client, event.repo, root, c.baseSha, basePaths(c.files).filter(selected)))
    : undefined;
  // planScan awaits them; a run that stops before (an invalid config) leaves their failures unasked.
  for (const asked of [changes, base]) asked?.catch(() => undefined);
  return { changes, ...(base ? { base } : {}) };
}

function inputSelection(inputs: ActionInputs) {
  const selection = { include: inputs.paths, exclude: inputs.ignore };
  return { selection, matches: compileSelection(selection).matches };
}

export async function planScan(
  client: GitHubClient,
  event: RunEvent,
  inputs: ActionInputs,
  config: Config,
  root: string,
  ahead: AskedAhead,
): Promise<ScanPlan> {
  if (event.range) holdsTheChange(root, event.range.head);
  const { selection, matches: selected } = inputSelection(inputs);
  const notes: string[] = [];
  const configMatches = compileSelection(config).matches;
  const matches = (p: string): boolean => selected(p) && configMatches(p);
  const { filterMode } = inputs;
  const everyFile = async (changes?: ChangeSet): Promise<ScanPlan> => {
    // Every file of a pull request is judged as its change: a suppression it adds waives nothing.
    const judgesChange = changes !== undefined && event.pullRequest !== undefined;
    const base =
      changes && (filterMode === 'changed-objects' || judgesChange)
        ? await readBase(client, event, root, changes, matches, notes, ahead.base)
        : undefined;
    const { files, skipped } = discoverFiles(root, ['.'], selection);
    return {
      scan: {
        files,
        filesAreComplete: true,
        walkSkipped: skipped,
        ...changeFilter(filterMode, changes, base, root, config.maxFileSize, notes, event),
        ...(judgesChange
          ? {
              suppressionsFromBase: true,
              suppressionBase: withUnchangedFiles(base?.read, changes, root, config.maxFileSize),
            }
          : {}),
      },
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
      const changes = await listed(ahead.changes);
      notes.push(...changes.notes);
      return await everyFile(changes);
    } catch (e) {
      if (!(e instanceof ChangesUnavailable)) throw e;
      notes.push(`${e.message} There are no review comments.`);
      return everyFile();
    }
  }
  const changes = await listed(ahead.changes).catch((e: unknown) => {
    throw e instanceof ChangesUnavailable ? new PlanError(`${e.message} Nothing was scanned.`) : e;
  });
  notes.push(...changes.notes);
  // A pull request is the author's proposal: only the base's suppressions count in it. A push or a merge
  // group carries what review already let through (a suppression merged with its pull request).
  const suppressionsFromBase = event.pullRequest !== undefined;
  const needsBase =
    suppressionsFromBase ||
    readsPrevious(activateRules(config, RULES).active) ||
    filterMode === 'changed-objects';
  const base = needsBase
    ? await readBase(client, event, root, changes, matches, notes, ahead.base)
    : undefined;
  return {
    scan: {
      files: headPaths(changes.files).filter(selected),
      ...(base ? { base: base.read } : {}),
      ...changeFilter(filterMode, changes, base, root, config.maxFileSize, notes, event),
      suppressionsFromBase,
    },
    render: { touched: touchedPaths(changes.files), writeBase: baseTreeWriter(root, changes.baseSha) },
    changes,
    notes,
    ...(changes.truncated
      ? { incomplete: 'GitHub could not list every changed file, so some were not scanned' }
      : {}),
  };
}

/**
 * The workspace must hold the change: its checkout is the change's head, or a commit on it (GitHub's merge
 * of a pull request, which actions/checkout takes on pull_request). Any other (pull_request_target checks
 * out the base unless told otherwise) holds files the change does not deploy: judged, they would pass it.
 */
function holdsTheChange(root: string, head: string): void {
  const checkedOut = gitCheckedOut(root);
  if (checkedOut && (checkedOut.sha === head || checkedOut.parents.includes(head))) return;
  const what = checkedOut ? `commit ${checkedOut.sha.slice(0, 7)}` : 'no git commit';
  throw new PlanError(
    `The workspace holds ${what}, neither the change's head ${head.slice(0, 7)} nor a commit on it (such as GitHub's merge of a pull request): its files are not what the change deploys, so nothing was scanned. Check out the change: on pull_request_target, actions/checkout with ref: \${{ github.event.pull_request.head.sha }}.`,
  );
}

/**
 * The base as a scan of every file needs it: the base versions of the changed files, and the files the
 * change did not touch as they are in the checkout, which is what they were at the base.
 */
function withUnchangedFiles(
  changed: BaseReader | undefined,
  changes: ChangeSet,
  root: string,
  maxFileSize: number,
): BaseReader {
  const touched = new Set(touchedPaths(changes.files));
  const reader = new FileReader(fs.realpathSync(root));
  return async (needles, files) => {
    const unchanged = files.flatMap((file) => {
      if (touched.has(file)) return [];
      const read = reader.read(path.join(root, file), maxFileSize);
      return read.ok && containsAny(read.bytes, needles) ? [{ path: file, bytes: read.bytes }] : [];
    });
    return [...((await changed?.(needles, files)) ?? []), ...unchanged];
  };
}

/**
 * The base commit's tree for rendering at the base, from the checkout; a shallow checkout (the default
 * of actions/checkout) lacks the commit, which is then fetched from origin with the checkout's
 * credentials.
 */
function baseTreeWriter(root: string, sha: string): (dir: string) => string | undefined {
  return (dir) => {
    if (!gitHasCommit(root, sha) && !gitFetchCommit(root, sha)) {
      return `The base commit ${sha.slice(0, 7)} is not in the checkout and could not be fetched (check out with fetch-depth: 0 to render the base)`;
    }
    return gitWriteTree(root, sha, dir);
  };
}

/**
 * The filter of filter-mode: a file the change did not touch is as it was; added lines come from the
 * diff (GitHub's, or the local history's when GitHub leaves a large one out), previous versions from the
 * base. Without a change to compare (a scheduled scan), every finding counts, and a note says so.
 */
function changeFilter(
  mode: FilterMode,
  changes: ChangeSet | undefined,
  base: Base | undefined,
  root: string,
  maxFileSize: number,
  notes: string[],
  event: RunEvent,
): Pick<ScanOptions, 'filter'> {
  if (mode === 'all') return {};
  if (!changes || !event.range) {
    notes.push(
      `filter-mode ${mode}: the ${event.name} event is no change to compare, so every finding counts.`,
    );
    return {};
  }
  const { range } = event;
  const byPath = new Map(changes.files.map((c) => [c.path, c]));
  const history = gitHasCommit(root, changes.baseSha) && gitHasCommit(root, range.head);
  const realRoot = fs.realpathSync(root);
  return {
    filter: {
      mode,
      change(file) {
        const change = byPath.get(file);
        if (!change || change.status === 'removed') return undefined;
        if (change.status === 'added') return {};
        const before = base?.fileAt(change.previousPath ?? file);
        const patch =
          change.patch ?? (history ? gitPatch(root, changes.baseSha, range.head, change) : undefined);
        return {
          ...(before ? { before } : {}),
          ...(mode === 'added-lines' && patch !== undefined ? { addedLines: newSideLines(patch).added } : {}),
        };
      },
      current(file) {
        const read = readRegularFile(path.join(root, file), maxFileSize, realRoot);
        return read.ok ? read.bytes : undefined;
      },
    },
  };
}

function listed(changes: AskedAhead['changes']): Promise<ChangeSet> {
  if (!changes) throw new Error('the change was not listed ahead (askAhead)');
  return changes;
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
  fetched: Promise<Base> | undefined,
): Promise<Base | undefined> {
  const paths = basePaths(changes.files).filter(matches);
  if (paths.length === 0) return undefined;
  try {
    return fetched
      ? narrowBase(await fetched, paths)
      : await loadBase(client, event.repo, root, changes.baseSha, paths);
  } catch (e) {
    notes.push(
      `${describeFailure(e, 'reading the base versions of the changed files', grant('contents: read')).message} Every object and every suppression in the changed files counts as new, so unchanged values may be reported and suppressions waive nothing.`,
    );
    return undefined;
  }
}
