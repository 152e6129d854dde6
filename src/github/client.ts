// The REST client: @actions/github's Octokit (GITHUB_API_URL, so GHES works; the runner's proxy) with
// retries of 5xx and timeouts, and GitHub's primary and secondary rate limits respected.

import { getOctokit } from '@actions/github';
import { defaults } from '@actions/github/lib/utils';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import Bottleneck from 'bottleneck/light.js';

export type GitHubClient = ReturnType<typeof getOctokit>;

/**
 * Every wait is counted in units of a second: back-off between retries, waits for rate limits, the
 * spacing of writes, the request timeout. Only the tests shorten the unit, through this variable.
 */
export const TIME_UNIT_VARIABLE = 'ADMISSION_GATE_API_TIME_UNIT_MS';

const REQUEST_TIMEOUT_UNITS = 30;
const RETRIES = 3;
/** Waiting longer than this for a rate limit would hold the job for too long: give up instead. */
const MAX_RATE_LIMIT_WAIT_UNITS = 60;
/**
 * Content-creating requests a run makes before they are spaced. GitHub asks for a second between them
 * when there are many (its secondary limit is about 80 a minute); a pull request's run makes four (the
 * check run, its completion, the review, one more batch of annotations), and spacing them held every run
 * a second or more.
 */
const UNSPACED_WRITES = 4;

type Fetch = typeof fetch;

export function createClient(
  token: string,
  env: Readonly<Record<string, string | undefined>>,
  log: (message: string) => void,
): GitHubClient {
  const unit = Number(env[TIME_UNIT_VARIABLE]) > 0 ? Number(env[TIME_UNIT_VARIABLE]) : 1000;
  const onLimit =
    (kind: string, maxRetries: number) =>
    (retryAfter: number, options: { method: string; url: string }, _octokit: unknown, retryCount: number) => {
      const retrying = retryCount < maxRetries && retryAfter <= MAX_RATE_LIMIT_WAIT_UNITS;
      log(
        `GitHub ${kind} rate limit hit on ${options.method} ${options.url}; ` +
          (retrying ? `retrying in ${retryAfter} s` : 'giving up on this request'),
      );
      return retrying;
    };
  const baseFetch = (defaults.request?.fetch as Fetch | undefined) ?? fetch;
  const withWriteSpacing = (units: number): GitHubClient =>
    getOctokit(
      token,
      {
        // Octokit merges options shallowly: keep the runner's proxy-aware fetch and agent.
        request: { ...defaults.request, fetch: withTimeout(baseFetch, REQUEST_TIMEOUT_UNITS * unit) },
        retry: { retries: RETRIES, retryAfterBaseValue: unit },
        throttle: {
          retryAfterBaseValue: unit,
          // Octokit's own spacing of content-creating requests (1 s, 3 s for notifying ones), in units,
          // after the first few of a run; they are made one at a time either way.
          write: spacedAfter(UNSPACED_WRITES, units * unit),
          notifications: spacedAfter(UNSPACED_WRITES, 3 * units * unit),
          onRateLimit: onLimit('primary', 1),
          onSecondaryRateLimit: onLimit('secondary', 2),
        },
      },
      throttling,
      retry,
    );
  const client = withWriteSpacing(1);
  // Octokit spaces every GraphQL request as a write: it cannot tell a query from a mutation. GitHub asks
  // for the spacing between content-creating requests, and this tool's GraphQL requests are all queries
  // (a change's base versions, the token's login): they go through a client of their own whose requests
  // are not spaced, so that reading the base does not wait a second after the check run is created.
  client.graphql = withWriteSpacing(0).graphql;
  return client;
}

/** Requests made one at a time, the first `burst` at once, later ones `minTime` ms apart. */
function spacedAfter(burst: number, minTime: number): Bottleneck.Group {
  const group = new Bottleneck.Group({ maxConcurrent: 1, minTime: 0 });
  group.on('created', (limiter) => {
    let started = 0;
    // A request's start fixes when the one after it may start: minTime set as request burst - 1 starts
    // holds from the request after the burst on.
    limiter.on('executing', () => {
      started += 1;
      if (started === burst - 1) void limiter.updateSettings({ minTime });
    });
  });
  return group;
}

/** Each attempt gets its own timeout, so a hung connection becomes an error the retry plugin retries. */
function withTimeout(inner: Fetch, ms: number): Fetch {
  return (input, init) => {
    const timeout = AbortSignal.timeout(ms);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    return inner(input, { ...init, signal });
  };
}
