// A local HTTP server that plays the part of GitHub's REST API for the Action's end-to-end tests. It
// serves a pull request's files, compare results and file contents from a real git repository, keeps
// check runs, reviews and review comments, validates what GitHub validates (50 annotations per request,
// columns only on one line, review comments only inside the diff's hunks), records every request, and
// injects faults.

import { execFileSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly body: unknown;
  /** When the request arrived, in ms (performance.now()). */
  readonly at: number;
}

export interface Annotation {
  path: string;
  start_line: number;
  end_line: number;
  start_column?: number;
  end_column?: number;
  annotation_level: string;
  title?: string;
  message: string;
  raw_details?: string;
}

interface CheckRunBody {
  name: string;
  head_sha: string;
  status?: string;
  conclusion?: string;
  output?: { title: string; summary: string; annotations?: Annotation[] };
}

interface GraphqlBody {
  query: string;
  variables: Record<string, unknown>;
}

interface ReviewBody {
  body?: string;
  event: string;
  commit_id: string;
  comments?: StoredReview['comments'];
}

export interface Fault {
  readonly method?: string;
  readonly path: RegExp;
  /** How many matching requests fail (default: all). */
  times?: number;
  readonly status?: number;
  readonly message?: string;
  readonly headers?: Readonly<Record<string, string>>;
  /** Never answer: the client has to time out. */
  readonly hang?: boolean;
  /** Answer this much later (ms): a slow GitHub. */
  readonly delayMs?: number;
}

/**
 * Requests matching `path` are answered only once a request matching each of `until` (its method, a space,
 * its path) has arrived, or, failing that, after `timeoutMs`: a client that asks one at a time is then seen
 * (`timedOut`).
 */
export interface Hold {
  readonly path: RegExp;
  readonly until: readonly RegExp[];
  readonly timeoutMs: number;
  timedOut?: boolean;
}

export interface DiffFile {
  filename: string;
  status: string;
  previous_filename?: string;
  patch?: string;
}

export interface StoredComment {
  id: number;
  body: string;
  path: string;
  line: number;
  side: string;
  commit_id: string;
  pull_request_review_id: number;
  user: { login: string; type: string };
}

export interface StoredReview {
  id: number;
  body: string;
  user: { login: string; type: string };
  event: string;
  commit_id: string;
  comments: { path: string; line: number; side: string; body: string }[];
}

export interface StoredCheckRun {
  id: number;
  name: string;
  head_sha: string;
  status: string;
  conclusion?: string;
  output?: { title: string; summary: string };
  annotations: Annotation[];
  /** Each PATCH body, in order. */
  updates: CheckRunBody[];
}

export interface PullRequestFixture {
  readonly number: number;
  readonly base: string;
  readonly head: string;
}

/** Where the fake's GraphQL cuts a blob's text short (GitHub's own limit is not documented). */
export const GRAPHQL_TEXT_MAX = 100_000;
const PR_FILES_CAP = 3000;
const COMPARE_FILES_CAP = 300;
/** The token's identity: the GitHub Actions app's bot, as for GITHUB_TOKEN. */
export const BOT = { login: 'github-actions[bot]', type: 'Bot' };
const APP = { slug: 'github-actions' };

/** Files changed from `base` to `head` of `repo`, with GitHub-style patches (from the first hunk on). */
export function diffFiles(repo: string, base: string, head: string): DiffFile[] {
  const output = execFileSync('git', ['diff', '-M', '--no-color', base, head], {
    cwd: repo,
    maxBuffer: 1 << 30,
  }).toString();
  const files: DiffFile[] = [];
  for (const chunk of output.split(/^diff --git /m).slice(1)) {
    const lines = chunk.split('\n');
    const hunkStart = lines.findIndex((l) => l.startsWith('@@'));
    const header = hunkStart >= 0 ? lines.slice(0, hunkStart) : lines;
    const after = (prefix: string): string | undefined =>
      header.find((l) => l.startsWith(prefix))?.slice(prefix.length);
    const renamedFrom = after('rename from ');
    const deleted = header.some((l) => l.startsWith('deleted file mode'));
    const added = header.some((l) => l.startsWith('new file mode'));
    // A binary file has no ---/+++ lines: its name is in the `a/… b/…` line.
    const filename =
      after('rename to ') ??
      (deleted ? after('--- a/') : after('+++ b/')) ??
      /^a\/\S+ b\/(\S+)$/.exec(lines[0] ?? '')?.[1] ??
      '';
    const patch = hunkStart >= 0 ? lines.slice(hunkStart).join('\n').replace(/\n$/, '') : undefined;
    files.push({
      filename,
      status: renamedFrom !== undefined ? 'renamed' : deleted ? 'removed' : added ? 'added' : 'modified',
      ...(renamedFrom !== undefined ? { previous_filename: renamedFrom } : {}),
      ...(patch !== undefined ? { patch } : {}),
    });
  }
  return files;
}

/** New-side lines GitHub accepts comments on; written apart from the Action's own parser on purpose. */
function validLines(patch: string | undefined): Set<number> {
  const valid = new Set<number>();
  let line = 0;
  for (const text of (patch ?? '').split('\n')) {
    const hunk = /^@@ -\S+ \+(\d+)/.exec(text);
    if (hunk) line = Number(hunk[1]);
    else if (text.startsWith('-') || text.startsWith('\\')) continue;
    else if (line > 0) valid.add(line++);
  }
  return valid;
}

export class FakeGitHub {
  readonly requests: RecordedRequest[] = [];
  readonly faults: Fault[] = [];
  readonly holds: Hold[] = [];
  private held: { hold: Hold; answer: () => void }[] = [];
  readonly checkRuns: StoredCheckRun[] = [];
  readonly reviews: StoredReview[] = [];
  readonly comments: StoredComment[] = [];
  /** The pull request's files as GitHub lists them (tests may override, e.g. to drop patches). */
  prFiles: DiffFile[] = [];
  /** Members of teams, by `org/team`. */
  teams: Record<string, string[]> = {};
  private nextId = 1000;
  private readonly server = http.createServer((req, res) => this.handle(req, res));
  private readonly hanging = new Set<http.ServerResponse>();

  constructor(
    private readonly repo: string,
    readonly pullRequest?: PullRequestFixture,
  ) {
    if (pullRequest) this.prFiles = diffFiles(repo, pullRequest.base, pullRequest.head);
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    for (const { answer } of this.held.splice(0)) answer();
    for (const res of this.hanging) res.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The blobs read through GraphQL, as `sha:path` expressions, in order. */
  blobsRead(): string[] {
    return this.calls('POST', /^\/graphql$/).flatMap((r) =>
      Object.entries((r.body as GraphqlBody).variables ?? {})
        .filter(([name]) => /^e\d+$/.test(name))
        .map(([, expression]) => String(expression)),
    );
  }

  /** Requests whose method and path match, e.g. `calls('POST', /reviews$/)`. */
  calls(method: string, path: RegExp): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && path.test(r.path));
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const request: RecordedRequest = {
        method: req.method ?? 'GET',
        path: decodeURIComponent(url.pathname),
        query: url.searchParams,
        body: raw === '' ? undefined : JSON.parse(raw),
        at: performance.now(),
      };
      this.requests.push(request);
      this.releaseHeld();
      const hold = this.holds.find((h) => h.path.test(request.path) && !this.arrived(h));
      if (hold) {
        const timer = setTimeout(() => {
          hold.timedOut = true;
          this.held = this.held.filter((h) => h.answer !== answer);
          answer();
        }, hold.timeoutMs);
        const answer = (): void => {
          clearTimeout(timer);
          this.answer(request, res);
        };
        this.held.push({ hold, answer });
        return;
      }
      this.answer(request, res);
    });
  }

  private arrived(hold: Hold): boolean {
    return hold.until.every((until) => this.requests.some((r) => until.test(`${r.method} ${r.path}`)));
  }

  private releaseHeld(): void {
    const ready = this.held.filter((h) => this.arrived(h.hold));
    this.held = this.held.filter((h) => !ready.includes(h));
    for (const { answer } of ready) answer();
  }

  private answer(request: RecordedRequest, res: http.ServerResponse): void {
    const fault = this.faults.find(
      (f) =>
        (f.method === undefined || f.method === request.method) &&
        f.path.test(request.path) &&
        (f.times ?? 1) > 0,
    );
    if (fault) {
      if (fault.times !== undefined) fault.times--;
      if (fault.hang) {
        this.hanging.add(res);
        return;
      }
      const answer = (): void =>
        this.send(res, fault.status ?? 500, { message: fault.message ?? 'fault' }, fault.headers);
      if (fault.delayMs === undefined) answer();
      else setTimeout(answer, fault.delayMs).unref();
      return;
    }
    try {
      const [status, body, headers] = this.route(request);
      this.send(res, status, body, headers);
    } catch (e) {
      this.send(res, 500, { message: `fake server bug: ${(e as Error).message}` });
    }
  }

  private send(
    res: http.ServerResponse,
    status: number,
    body: unknown,
    headers: Readonly<Record<string, string>> = {},
  ): void {
    if (typeof body === 'string' || body instanceof Buffer) {
      res.writeHead(status, { 'content-type': 'application/vnd.github.raw', ...headers });
      res.end(body);
      return;
    }
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
    res.end(JSON.stringify(body));
  }

  private route(r: RecordedRequest): [number, unknown, Record<string, string>?] {
    const m = (pattern: RegExp): RegExpExecArray | null => pattern.exec(r.path);
    let match: RegExpExecArray | null;
    if (r.method === 'GET' && (match = m(/^\/repos\/[^/]+\/[^/]+\/pulls\/\d+\/files$/))) {
      return this.page(r, this.prFiles.slice(0, PR_FILES_CAP));
    }
    if (r.method === 'GET' && (match = m(/^\/repos\/[^/]+\/[^/]+\/compare\/([0-9a-f]+)\.\.\.([0-9a-f]+)$/))) {
      const [, base = '', head = ''] = match;
      const mergeBase = this.git('merge-base', base, head).trim();
      return [
        200,
        {
          merge_base_commit: { sha: mergeBase },
          files: diffFiles(this.repo, mergeBase, head).slice(0, COMPARE_FILES_CAP),
        },
      ];
    }
    if (r.method === 'GET' && (match = m(/^\/repos\/[^/]+\/[^/]+\/contents\/(.+)$/))) {
      try {
        return [
          200,
          execFileSync('git', ['show', `${r.query.get('ref')}:${match[1]}`], {
            cwd: this.repo,
            stdio: 'pipe',
          }),
        ];
      } catch {
        return [404, { message: 'Not Found' }];
      }
    }
    if (r.method === 'POST' && r.path === '/graphql') {
      const body = r.body as GraphqlBody;
      if (/^query \{ viewer \{ login \} \}$/.test(body.query))
        return [200, { data: { viewer: { login: BOT.login } } }];
      return [200, { data: this.graphql(body) }];
    }
    if (r.method === 'POST' && m(/^\/repos\/[^/]+\/[^/]+\/check-runs$/)) {
      const body = r.body as CheckRunBody;
      const run: StoredCheckRun = {
        id: this.nextId++,
        name: body.name,
        head_sha: body.head_sha,
        status: body.status ?? 'queued',
        annotations: [],
        updates: [],
      };
      this.checkRuns.push(run);
      return [201, { id: run.id, app: APP }];
    }
    if (r.method === 'PATCH' && (match = m(/^\/repos\/[^/]+\/[^/]+\/check-runs\/(\d+)$/))) {
      const body = r.body as CheckRunBody;
      const run = this.checkRuns.find((c) => c.id === Number(match?.[1]));
      if (!run) return [404, { message: 'Not Found' }];
      const annotations = body.output?.annotations ?? [];
      if (annotations.length > 50) return [422, { message: 'Only 50 annotations are allowed per request' }];
      if (annotations.some((a) => a.start_column !== undefined && a.start_line !== a.end_line)) {
        return [
          422,
          {
            message: 'start_column and end_column may only be used when start_line and end_line are the same',
          },
        ];
      }
      run.updates.push(body);
      run.annotations.push(...annotations);
      if (body.status) run.status = body.status;
      if (body.conclusion) run.conclusion = body.conclusion;
      if (body.output) run.output = { title: body.output.title, summary: body.output.summary };
      return [200, { id: run.id }];
    }
    if (r.method === 'GET' && m(/^\/repos\/[^/]+\/[^/]+\/pulls\/\d+\/comments$/))
      return this.page(r, this.comments);
    if (r.method === 'GET' && m(/^\/repos\/[^/]+\/[^/]+\/pulls\/\d+\/reviews$/))
      return this.page(r, this.reviews);
    if (r.method === 'POST' && m(/^\/repos\/[^/]+\/[^/]+\/pulls\/\d+\/reviews$/))
      return this.createReview(r.body as ReviewBody);
    if (r.method === 'PATCH' && (match = m(/^\/repos\/[^/]+\/[^/]+\/pulls\/comments\/(\d+)$/))) {
      const comment = this.comments.find((c) => c.id === Number(match?.[1]));
      if (!comment) return [404, { message: 'Not Found' }];
      comment.body = (r.body as { body: string }).body;
      return [200, comment];
    }
    if (r.method === 'GET' && (match = m(/^\/orgs\/([^/]+)\/teams\/([^/]+)\/memberships\/([^/]+)$/))) {
      const [, org, team, user = ''] = match;
      return this.teams[`${org}/${team}`]?.includes(user)
        ? [200, { state: 'active', role: 'member' }]
        : [404, { message: 'Not Found' }];
    }
    return [404, { message: `Not Found: ${r.method} ${r.path}` }];
  }

  /**
   * The one query the Action makes: blobs by `object(expression: $eN)` under aliases, with text only for
   * text blobs up to GRAPHQL_TEXT_MAX bytes, as GitHub gives it (binary: NUL in the first 8,000 bytes).
   */
  private graphql(body: GraphqlBody): { repository: Record<string, unknown> } {
    const fields = [...body.query.matchAll(/(\w+): object\(expression: \$(\w+)\)/g)].map(
      ([, alias = '', variable = '']) => ({ alias, expression: String(body.variables[variable]) }),
    );
    // One git process for the whole query: `<oid> <type> <size>\n<bytes>\n`, or `<expression> missing\n`.
    const out = execFileSync('git', ['cat-file', '--batch'], {
      cwd: this.repo,
      input: fields.map((f) => `${f.expression}\n`).join(''),
      maxBuffer: 1 << 30,
    });
    const repository: Record<string, unknown> = {};
    let at = 0;
    for (const { alias } of fields) {
      const headerEnd = out.indexOf(0x0a, at);
      const header = out.subarray(at, headerEnd).toString().split(' ');
      at = headerEnd + 1;
      if (header[1] === 'missing') {
        repository[alias] = null;
        continue;
      }
      const size = Number(header[2]);
      const bytes = out.subarray(at, at + size);
      at += size + 1;
      if (header[1] !== 'blob') {
        repository[alias] = {};
        continue;
      }
      const binary = bytes.subarray(0, 8000).includes(0);
      repository[alias] = {
        isTruncated: bytes.length > GRAPHQL_TEXT_MAX,
        text: binary ? null : bytes.subarray(0, GRAPHQL_TEXT_MAX).toString('utf8'),
      };
    }
    return { repository };
  }

  private createReview(body: ReviewBody): [number, unknown] {
    const comments: StoredReview['comments'] = body.comments ?? [];
    for (const c of comments) {
      const file = this.prFiles.find((f) => f.filename === c.path);
      if (c.side !== 'RIGHT' || !file || !validLines(file.patch).has(c.line)) {
        return [422, { message: 'Unprocessable Entity', errors: ['Line could not be resolved'] }];
      }
    }
    const review: StoredReview = {
      id: this.nextId++,
      body: body.body ?? '',
      user: BOT,
      event: body.event,
      commit_id: body.commit_id,
      comments,
    };
    this.reviews.push(review);
    for (const c of comments) {
      this.comments.push({
        id: this.nextId++,
        ...c,
        commit_id: body.commit_id,
        pull_request_review_id: review.id,
        user: BOT,
      });
    }
    return [200, { id: review.id }];
  }

  /** GitHub's pagination: `per_page` (≤ 100) and `page`, with a Link header to the next page. */
  private page(r: RecordedRequest, items: readonly unknown[]): [number, unknown, Record<string, string>] {
    const perPage = Math.min(Number(r.query.get('per_page') ?? 30), 100);
    const page = Number(r.query.get('page') ?? 1);
    const headers: Record<string, string> = {};
    if (page * perPage < items.length) {
      const next = new URL(`http://${this.address()}${r.path}`);
      next.searchParams.set('per_page', String(perPage));
      next.searchParams.set('page', String(page + 1));
      headers.link = `<${next.toString()}>; rel="next"`;
    }
    return [200, items.slice((page - 1) * perPage, page * perPage), headers];
  }

  private address(): string {
    const { port } = this.server.address() as AddressInfo;
    return `127.0.0.1:${port}`;
  }

  private git(...args: string[]): string {
    return execFileSync('git', args, { cwd: this.repo }).toString();
  }
}
