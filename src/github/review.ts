// Review comments on a pull request: one review (event COMMENT; the check run is the gate) with inline
// comments only on lines inside the diff's hunks, at most 30, the rest listed in the review body. Each
// finding carries a hidden fingerprint, so a re-run posts only what is new, and the comments of findings
// that are gone are edited to say so (a human reply in the thread stays visible, where resolving the
// thread would fold it away).

import { createHash } from 'node:crypto';
import type { Finding } from '../model.js';
import { describeRendered } from '../report/finding-text.js';
import { escapeMarkdown, formatResourceId, markdownLink, TOOL_TITLE } from '../report/markdown.js';
import { plural } from '../text/plural.js';
import { docsUrl } from '../rules/types.js';
import type { ChangedFile } from '../source/changed-file.js';
import type { GitHubClient } from './client.js';
import { commentableLines } from './diff.js';
import type { PullRequest, Repo } from './event.js';

export const MAX_INLINE_COMMENTS = 30;
/** Findings listed one by one in the review body; the rest are counted. */
const MAX_LISTED = 50;
/** Fingerprints a review body records (13 characters each, well inside GitHub's 65,536). */
const MAX_RECORDED = 3000;

const FINDING_MARKER = /<!-- admission-gate:finding:([0-9a-f]+) -->/;
const REVIEW_MARKER = /<!-- admission-gate:findings:([0-9a-f,]*) -->/;

export interface ReviewContext {
  /**
   * The token's own login. Markers count only in its comments and reviews: anyone can write
   * `<!-- admission-gate:... -->` in a comment, and must not silence a finding or have their comment
   * edited by the Action. Unknown: no comment is trusted, and none is edited.
   */
  readonly self?: string;
  readonly pullRequest: PullRequest;
  /** The pull request's files, with patches where GitHub gave them. */
  readonly changes: readonly ChangedFile[];
  /** The diff of a file whose patch GitHub left out (large diffs), when the checkout can make it. */
  readonly patchOf: (change: ChangedFile) => string | undefined;
  /** The file list is incomplete: a finding missing from this run may still be there. */
  readonly truncated: boolean;
  /** Files whose findings this run judges: the comments on other files are left as they are. */
  readonly owns: (file: string) => boolean;
  readonly fileUrl: (file: string, line?: number) => string;
  readonly checkName: string;
}

export interface ReviewOutcome {
  readonly inline: number;
  readonly listed: number;
  readonly resolved: number;
  /** A comment was refused (422), so the review went out with every finding in its body. */
  readonly inlineRefused: boolean;
}

interface MarkedComment {
  readonly id: number;
  readonly file: string;
  readonly fingerprint: string;
  readonly body: string;
}

export function fingerprint(f: Finding): string {
  const resource = f.resource
    ? [f.resource.apiVersion, f.resource.kind, f.resource.namespace ?? '', f.resource.name]
    : [];
  // Without an object to name, the line and message tell findings apart; otherwise they may move freely.
  const where = f.resource ? [f.path, f.value ?? ''] : [String(f.line), f.message];
  // Two roots rendering one source line into same-named objects are two findings.
  const root = f.rendered ? [f.rendered.root, f.rendered.release ?? ''] : [];
  return createHash('sha256')
    .update([f.rule, f.file, ...root, ...resource, ...where].join('\u0000'))
    .digest('hex')
    .slice(0, 12);
}

export async function reviewPullRequest(
  client: GitHubClient,
  repo: Repo,
  findings: readonly Finding[],
  context: ReviewContext,
): Promise<ReviewOutcome> {
  const pull = { ...repo, pull_number: context.pullRequest.number };
  const [comments, reviews] = await Promise.all([
    client.paginate(client.rest.pulls.listReviewComments, { ...pull, per_page: 100 }),
    client.paginate(client.rest.pulls.listReviews, { ...pull, per_page: 100 }),
  ]);
  const ours = (author: { login: string } | null | undefined): boolean =>
    context.self !== undefined && author?.login.toLowerCase() === context.self.toLowerCase();
  const open = comments.flatMap((c): MarkedComment[] => {
    const found = ours(c.user) ? FINDING_MARKER.exec(c.body) : null;
    return found?.[1] ? [{ id: c.id, file: c.path, fingerprint: found[1], body: c.body }] : [];
  });
  const known = new Set([
    ...open.map((c) => c.fingerprint),
    ...reviews.flatMap((r) =>
      ours(r.user) ? (REVIEW_MARKER.exec(r.body ?? '')?.[1]?.split(',') ?? []) : [],
    ),
  ]);

  const lines = commentableByFile(context);
  // A waived finding gets no comment, and its old comment counts as resolved.
  const current = new Map(findings.filter((f) => !f.suppressed).map((f) => [fingerprint(f), f]));
  const fresh = [...current].filter(([fp, f]) => lines.has(f.file) && !known.has(fp));
  const inline = fresh.filter(([, f]) => lines.get(f.file)?.has(f.line)).slice(0, MAX_INLINE_COMMENTS);
  const inBody = fresh.filter((entry) => !inline.includes(entry));

  let inlineRefused = false;
  if (fresh.length > 0) {
    const post = (asComments: typeof inline, listed: typeof inBody) =>
      client.rest.pulls.createReview({
        ...pull,
        commit_id: context.pullRequest.headSha,
        event: 'COMMENT',
        body: reviewBody(asComments.length, listed, context),
        comments: asComments.map(([fp, f]) => ({
          path: f.file,
          line: f.line,
          side: 'RIGHT',
          body: commentBody(fp, f),
        })),
      });
    try {
      await post(inline, inBody);
    } catch (e) {
      if ((e as { status?: unknown }).status !== 422 || inline.length === 0) throw e;
      // The diff GitHub checks against moved on since the patches were read: keep the findings, in the body.
      inlineRefused = true;
      await post([], fresh);
    }
  }

  // With an incomplete file list, a finding missing from this run may just not have been looked at.
  const gone = context.truncated
    ? []
    : open.filter((c) => context.owns(c.file) && !current.has(c.fingerprint));
  for (const comment of gone) {
    await client.rest.pulls.updateReviewComment({
      ...repo,
      comment_id: comment.id,
      body: resolvedBody(comment, context.pullRequest.headSha),
    });
  }
  return {
    inline: inlineRefused ? 0 : inline.length,
    listed: inlineRefused ? fresh.length : inBody.length,
    resolved: gone.length,
    inlineRefused,
  };
}

/**
 * The token's login from GraphQL's `viewer`, which answers for app installation tokens (GITHUB_TOKEN:
 * `github-actions[bot]`) where `GET /user` refuses them, and for personal tokens alike.
 */
export async function viewerLogin(client: GitHubClient): Promise<string> {
  const data = await client.graphql<{ viewer: { login: string } }>('query { viewer { login } }');
  return data.viewer.login;
}

function commentableByFile(context: ReviewContext): Map<string, Set<number>> {
  const byFile = new Map<string, Set<number>>();
  for (const change of context.changes) {
    if (change.status === 'removed') continue;
    const patch = change.patch ?? context.patchOf(change);
    byFile.set(change.path, patch !== undefined ? commentableLines(patch) : new Set());
  }
  return byFile;
}

function severityLabel(f: Finding): string {
  return f.severity.charAt(0).toUpperCase() + f.severity.slice(1);
}

function commentBody(fp: string, f: Finding): string {
  const object = f.resource ? ` · ${escapeMarkdown(formatResourceId(f.resource))}` : '';
  const path = f.path !== '' ? ` · ${escapeMarkdown(f.path)}` : '';
  const rendered = describeRendered(f, false);
  return (
    `<!-- admission-gate:finding:${fp} -->\n` +
    `**${severityLabel(f)}** · [${f.rule}](${docsUrl(f.rule)})${object}${path}\n\n${escapeMarkdown(f.message)}` +
    (rendered !== undefined ? `\n\n_${escapeMarkdown(rendered)}_` : '')
  );
}

function reviewBody(inline: number, listed: readonly [string, Finding][], context: ReviewContext): string {
  const recorded = listed.map(([fp]) => fp).slice(0, MAX_RECORDED);
  const total = inline + listed.length;
  const lines = [
    `<!-- admission-gate:findings:${recorded.join(',')} -->`,
    `**${TOOL_TITLE}** found ${plural(total, 'new finding')} in this pull request` +
      (inline > 0 ? `, ${inline} of them as inline comments.` : '.'),
  ];
  if (listed.length > 0) {
    lines.push(
      '',
      inline >= MAX_INLINE_COMMENTS
        ? 'Outside the changed lines or beyond the first 30 comments:'
        : 'Outside the changed lines:',
      '',
    );
    for (const [, f] of listed.slice(0, MAX_LISTED)) {
      const location = markdownLink(`${f.file}:${f.line}`, context.fileUrl(f.file, f.line));
      const rendered = describeRendered(f, false);
      lines.push(
        `- **${severityLabel(f)}** ${location} [${f.rule}](${docsUrl(f.rule)}): ${escapeMarkdown(f.message)}` +
          (rendered !== undefined ? ` _(${escapeMarkdown(rendered)})_` : ''),
      );
    }
    if (listed.length > MAX_LISTED) lines.push(`- … and ${listed.length - MAX_LISTED} more.`);
  }
  lines.push('', `The check run "${escapeMarkdown(context.checkName)}" has the full report.`);
  return lines.join('\n');
}

function resolvedBody(comment: MarkedComment, sha: string): string {
  const original = comment.body.replace(FINDING_MARKER, '').trim();
  return (
    `<!-- admission-gate:resolved:${comment.fingerprint} -->\n` +
    `**Resolved** in ${sha.slice(0, 7)}: ${TOOL_TITLE} no longer reports this.\n\n` +
    `<details><summary>Original comment</summary>\n\n${original}\n\n</details>`
  );
}
