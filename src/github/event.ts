// The workflow's event, reduced to what a run judges: the commit that gets the check run, the pull
// request (for review comments and, later, who may override the gate) and the commits a change spans.

export interface Repo {
  readonly owner: string;
  readonly repo: string;
}

export interface PullRequest {
  readonly number: number;
  /** The PR's own head commit: check runs and review comments belong there, not on GITHUB_SHA. */
  readonly headSha: string;
  readonly baseSha: string;
  /** Login of the PR's author. */
  readonly author: string;
  /** The head lives in another repository, so `pull_request` runs get a read-only token. */
  readonly fromFork: boolean;
  /** GitHub's count of changed files; the files API lists at most 3,000 of them. */
  readonly changedFiles?: number;
}

export interface CommitRange {
  readonly base: string;
  readonly head: string;
}

export interface RunEvent {
  readonly name: string;
  readonly repo: Repo;
  /** The commit the check run and annotations belong to. */
  readonly sha: string;
  readonly pullRequest?: PullRequest;
  /** What the change spans; absent when the event is no change (a schedule) or has no base. */
  readonly range?: CommitRange;
  /** Why there is no range for an event that usually has one. */
  readonly noRangeReason?: string;
  /** A push that deleted its branch or tag: there is nothing to scan. */
  readonly deletedRef?: boolean;
}

export class EventError extends Error {}

const NO_COMMIT = /^0+$/;
const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target']);

type Json = { readonly [key: string]: unknown };

function field(value: unknown, ...keys: string[]): unknown {
  let at = value;
  for (const key of keys) at = typeof at === 'object' && at !== null ? (at as Json)[key] : undefined;
  return at;
}

function text(value: unknown, ...keys: string[]): string | undefined {
  const found = field(value, ...keys);
  return typeof found === 'string' && found !== '' ? found : undefined;
}

function required(value: unknown, name: string, ...keys: string[]): string {
  const found = text(value, ...keys);
  if (found === undefined) throw new EventError(`the ${name} event has no ${keys.join('.')}`);
  return found;
}

export function parseEvent(
  name: string,
  payload: unknown,
  env: Readonly<Record<string, string | undefined>>,
): RunEvent {
  const repo = parseRepo(payload, env);
  const sha = env.GITHUB_SHA ?? '';
  if (PULL_REQUEST_EVENTS.has(name)) {
    const pullRequest = parsePullRequest(name, payload);
    return {
      name,
      repo,
      sha: pullRequest.headSha,
      pullRequest,
      range: { base: pullRequest.baseSha, head: pullRequest.headSha },
    };
  }
  if (name === 'merge_group') {
    const head = required(payload, name, 'merge_group', 'head_sha');
    return {
      name,
      repo,
      sha: head,
      range: { base: required(payload, name, 'merge_group', 'base_sha'), head },
    };
  }
  if (name === 'push') {
    const before = text(payload, 'before') ?? '';
    const after = text(payload, 'after') ?? sha;
    if (NO_COMMIT.test(after)) return { name, repo, sha: after, deletedRef: true };
    if (before === '' || NO_COMMIT.test(before)) {
      return {
        name,
        repo,
        sha: after,
        noRangeReason: 'the push created the branch, so there is no previous commit',
      };
    }
    return { name, repo, sha: after, range: { base: before, head: after } };
  }
  if (sha === '') throw new EventError(`GITHUB_SHA is not set for the ${name} event`);
  return { name, repo, sha };
}

function parsePullRequest(name: string, payload: unknown): PullRequest {
  const number = field(payload, 'pull_request', 'number');
  if (typeof number !== 'number') throw new EventError(`the ${name} event has no pull_request.number`);
  const changedFiles = field(payload, 'pull_request', 'changed_files');
  const headRepo = text(payload, 'pull_request', 'head', 'repo', 'full_name');
  const baseRepo = text(payload, 'pull_request', 'base', 'repo', 'full_name');
  return {
    number,
    headSha: required(payload, name, 'pull_request', 'head', 'sha'),
    baseSha: required(payload, name, 'pull_request', 'base', 'sha'),
    author: text(payload, 'pull_request', 'user', 'login') ?? '',
    // A deleted fork leaves head.repo null: still not this repository.
    fromFork: headRepo !== baseRepo,
    ...(typeof changedFiles === 'number' ? { changedFiles } : {}),
  };
}

function parseRepo(payload: unknown, env: Readonly<Record<string, string | undefined>>): Repo {
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
  if (owner && repo) return { owner, repo };
  const fromPayload = {
    owner: text(payload, 'repository', 'owner', 'login'),
    repo: text(payload, 'repository', 'name'),
  };
  if (fromPayload.owner && fromPayload.repo) return { owner: fromPayload.owner, repo: fromPayload.repo };
  throw new EventError('GITHUB_REPOSITORY is not set and the event names no repository');
}
