// A failed GitHub API call, said in one line: what failed, why, and what to change. The run goes on
// without what failed; these lines end up in the log and the job summary.

export interface ApiFailure {
  readonly status?: number;
  /** One line for the log and the summary. */
  readonly message: string;
  /** The token may not write (403 without a rate limit): the expected case on forks. */
  readonly readOnly: boolean;
}

interface ErrorLike {
  readonly status?: unknown;
  readonly message?: unknown;
  readonly response?: { readonly headers?: Readonly<Record<string, unknown>> };
}

/** The remedy for a 403 when the job's `permissions:` can grant what is missing. */
export function grant(permission: string): string {
  return `add \`${permission}\` to the job's permissions (pull requests from forks always get a read-only token)`;
}

/**
 * @param what what was being done, e.g. "creating the check run"
 * @param remedy what to change when the token may not do it, e.g. `grant('checks: write')`
 */
export function describeFailure(error: unknown, what: string, remedy?: string): ApiFailure {
  const e = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike;
  const status = typeof e.status === 'number' ? e.status : undefined;
  const detail = firstLine(typeof e.message === 'string' ? e.message : String(error));
  const headers = e.response?.headers ?? {};
  const rateLimited =
    headers['x-ratelimit-remaining'] === '0' || /rate limit/i.test(detail) || status === 429;
  const fail = (why: string, readOnly = false): ApiFailure => ({
    ...(status !== undefined ? { status } : {}),
    message: `${what} failed: ${why}`,
    readOnly,
  });
  if (rateLimited) return fail(`GitHub's API rate limit is exhausted (${detail}); re-run the job later.`);
  if (status === 401) return fail(`the token was rejected (401 ${detail}); check the github-token input.`);
  if (status === 403) {
    return fail(
      `the token may not do this (403 ${detail}): ${remedy ?? 'give the token more permissions'}.`,
      true,
    );
  }
  if (status === 404) {
    return fail(
      `not found (404 ${detail}): the pull request's branch or commit may be gone (deleted or force-pushed) since the run started; re-run the job on its current head.`,
    );
  }
  if (status === 422) return fail(`GitHub refused the request (422 ${detail}).`);
  // Octokit reports a request its timeout aborted as a 500.
  if (/operation was aborted|timed? ?out/i.test(detail)) {
    return fail('GitHub did not answer in time, even after retries; re-run the job later.');
  }
  if (status !== undefined && status >= 500) {
    return fail(`GitHub kept failing (${status} ${detail}) after retries; re-run the job later.`);
  }
  return fail(`${detail}${status !== undefined ? ` (${status})` : ''}.`);
}

function firstLine(text: string): string {
  return (text.split(/\r?\n/)[0] ?? '').replace(/\s*-\s*https:\/\/docs\.github\.com\S*$/, '').trim();
}
