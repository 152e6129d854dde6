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

/**
 * @param what what was being done, e.g. "creating the check run"
 * @param permission the job permission the call needs, e.g. "checks: write"
 */
export function describeFailure(error: unknown, what: string, permission?: string): ApiFailure {
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
    const grant = permission
      ? `add \`${permission}\` to the job's permissions`
      : 'give the token more permissions';
    return fail(
      `the token may not do this (403 ${detail}): ${grant}. Pull requests from forks always get a read-only token.`,
      true,
    );
  }
  if (status === 404) return fail(`not found (404 ${detail}).`);
  if (status === 422) return fail(`GitHub refused the request (422 ${detail}).`);
  if (status !== undefined && status >= 500) {
    return fail(`GitHub kept failing (${status} ${detail}) after retries; re-run the job later.`);
  }
  return fail(`${detail}${status !== undefined ? ` (${status})` : ''}.`);
}

function firstLine(text: string): string {
  return (text.split(/\r?\n/)[0] ?? '').replace(/\s*-\s*https:\/\/docs\.github\.com\S*$/, '').trim();
}
