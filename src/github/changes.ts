// Which files a change touches: a pull request's files from the API (with the patches review comments
// need), a push's or merge group's from the local history when the checkout has it, else the compare API.

import type { ChangedFile, ChangeStatus } from '../source/changed-file.js';
import { gitChangedFiles, gitHasCommit, gitMergeBase } from '../source/git-changes.js';
import type { GitHubClient } from './client.js';
import type { CommitRange, PullRequest, Repo } from './event.js';

export interface ChangeSet {
  readonly files: readonly ChangedFile[];
  /** The commit whose files are the previous state for diff-aware rules. */
  readonly baseSha: string;
  /** Said in the summary: how the list was made when it matters, or that it is incomplete. */
  readonly notes: readonly string[];
  /**
   * Files are missing from the list, so findings missing from this run may still be there: a run that
   * judges the change fails closed.
   */
  readonly truncated: boolean;
}

/** GitHub's caps: the pull-request files API stops at 3,000 files, the compare API at 300. */
export const PULL_REQUEST_FILES_CAP = 3000;
export const COMPARE_FILES_CAP = 300;

const FULL_HISTORY =
  'Check out with fetch-depth: 0 (actions/checkout) so that the changed files come from the git history, which lists all of them.';

interface ApiFile {
  readonly filename: string;
  readonly status: string;
  readonly previous_filename?: string;
  readonly patch?: string;
}

function fromApi(file: ApiFile): ChangedFile {
  return {
    path: file.filename,
    status: file.status as ChangeStatus,
    ...(file.previous_filename !== undefined ? { previousPath: file.previous_filename } : {}),
    ...(file.patch !== undefined ? { patch: file.patch } : {}),
  };
}

function localHistory(root: string, range: CommitRange): boolean {
  return gitHasCommit(root, range.base) && gitHasCommit(root, range.head);
}

export async function pullRequestChanges(
  client: GitHubClient,
  repo: Repo,
  pr: PullRequest,
  root: string,
): Promise<ChangeSet> {
  const listed = (
    await client.paginate(client.rest.pulls.listFiles, { ...repo, pull_number: pr.number, per_page: 100 })
  ).map(fromApi);
  const total = pr.changedFiles ?? listed.length;
  if (listed.length < PULL_REQUEST_FILES_CAP && total <= listed.length) {
    return { files: listed, baseSha: pr.baseSha, notes: [], truncated: false };
  }
  const range = { base: pr.baseSha, head: pr.headSha };
  if (localHistory(root, range)) {
    // Keep the API's patches where it gave them; git fills in the rest.
    const patches = new Map(listed.map((f) => [f.path, f.patch]));
    const files = gitChangedFiles(root, range.base, range.head).map((f) => {
      const patch = patches.get(f.path);
      return patch !== undefined ? { ...f, patch } : f;
    });
    return {
      files,
      baseSha: pr.baseSha,
      notes: [
        `GitHub lists at most ${PULL_REQUEST_FILES_CAP} files of a pull request; the list of ${files.length} changed files comes from the local git history.`,
      ],
      truncated: false,
    };
  }
  return {
    files: listed,
    baseSha: pr.baseSha,
    notes: [
      `This pull request changes ${total} files, but GitHub lists only the first ${listed.length}, and the checkout has no history to list the others: they were not scanned, so the gate fails. ${FULL_HISTORY}`,
    ],
    truncated: true,
  };
}

export async function rangeChanges(
  client: GitHubClient,
  repo: Repo,
  range: CommitRange,
  root: string,
): Promise<ChangeSet> {
  if (localHistory(root, range)) {
    return {
      files: gitChangedFiles(root, range.base, range.head),
      baseSha: gitMergeBase(root, range.base, range.head),
      notes: [],
      truncated: false,
    };
  }
  const { data } = await client.rest.repos.compareCommitsWithBasehead({
    ...repo,
    basehead: `${range.base}...${range.head}`,
    per_page: 1,
  });
  const files = (data.files ?? []).map(fromApi);
  const truncated = files.length >= COMPARE_FILES_CAP;
  return {
    files,
    baseSha: data.merge_base_commit.sha,
    notes: truncated
      ? [
          `GitHub's compare API lists at most ${COMPARE_FILES_CAP} changed files and this change has at least as many, and the checkout has no history to list them: the others were not scanned, so the gate fails. ${FULL_HISTORY}`,
        ]
      : [],
    truncated,
  };
}
