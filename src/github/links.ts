// Links into the repository on GitHub (or GHES, through GITHUB_SERVER_URL): files at one commit, and runs.

import type { Repo } from './event.js';

/** A file's line at `sha`; every path segment is encoded, parentheses too, so it is safe in markdown. */
export function blobUrl(serverUrl: string, repo: Repo, sha: string): (file: string, line?: number) => string {
  const base = `${serverUrl.replace(/\/+$/, '')}/${repo.owner}/${repo.repo}/blob/${sha}/`;
  return (file, line) =>
    base +
    file
      .split('/')
      .map((segment) =>
        encodeURIComponent(segment).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16)}`),
      )
      .join('/') +
    (line !== undefined ? `#L${line}` : '');
}

/** The page of a workflow run: its job summaries, logs and artifacts. */
export function workflowRunUrl(serverUrl: string, repo: Repo, runId: string): string {
  return `${serverUrl.replace(/\/+$/, '')}/${repo.owner}/${repo.repo}/actions/runs/${encodeURIComponent(runId)}`;
}
