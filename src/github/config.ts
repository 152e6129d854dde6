// The config a run is judged by. For a change (a pull request, a merge group) it comes from the base
// commit unless the workflow says otherwise (input config-source), so that a change cannot weaken the
// gate that judges it; the change's own version is linted, and the summary says that it changed.
// Either version is data: read, parsed and validated, never executed or imported.

import fs from 'node:fs';
import path from 'node:path';
import { escape } from 'minimatch';
import type { Config } from '../config/config.js';
import { DEFAULT_CONFIG } from '../config/config.js';
import type { ConfigIssue } from '../config/load.js';
import { ConfigError, parseConfig } from '../config/load.js';
import { DEFAULT_MAX_FILE_SIZE } from '../config/schema.js';
import { decodeText } from '../load/text.js';
import { confinedRenderConfig } from '../render/config.js';
import { RULES } from '../rules/registry.js';
import { isInside, readRegularFile, toRelative } from '../source/files.js';
import { gitHasCommit } from '../source/git-changes.js';
import { gitFileAt } from '../source/git.js';
import { fetchFileAt } from './base.js';
import type { GitHubClient } from './client.js';
import type { RunEvent } from './event.js';
import { describeFailure, grant } from './faults.js';
import type { ActionInputs, ConfigSource } from './inputs.js';
import { DEFAULT_CONFIG_FILE } from './inputs.js';
import { PlanError } from './plan.js';

export interface RunConfig {
  readonly config: Config;
  /** For the log and the summary: which version judged, what the change did to the file. */
  readonly notes: readonly string[];
  /** Problems of the change's version of the file, when the base's judged: they fail the gate. */
  readonly changeIssues: readonly ConfigIssue[];
}

/** A version of the config file: its text, or why there is none. */
type Version = { readonly text: string } | { readonly missing: true } | { readonly problem: string };

/** Events whose change is judged by its base's config unless config-source says head. */
const CHANGE_EVENTS = new Set(['pull_request', 'pull_request_target', 'merge_group']);

export async function loadRunConfig(
  client: GitHubClient,
  event: RunEvent,
  inputs: ActionInputs,
  root: string,
): Promise<RunConfig> {
  const file = inputs.config;
  const head = readCheckedOut(root, file);
  const baseSha = event.pullRequest?.baseSha ?? event.range?.base;
  const source: ConfigSource = inputs.configSource ?? (CHANGE_EVENTS.has(event.name) ? 'base' : 'head');
  const notes: string[] = [];
  if (source === 'head' || baseSha === undefined) {
    if (source === 'base')
      notes.push(
        `config-source is base, but the ${event.name} event has no base commit: the checked-out ${file} judged.`,
      );
    const config = configOf(head, root, file);
    // A change's own config may not make the scan read files outside the workspace.
    return {
      config: CHANGE_EVENTS.has(event.name) ? insideWorkspace(config, root, notes) : config,
      notes,
      changeIssues: [],
    };
  }
  const base = await readAtCommit(client, event, root, baseSha, file);
  const config = configOf(base, root, file, ' at the base commit');
  if (sameVersion(base, head)) return { config, notes, changeIssues: [] };
  const verb = 'missing' in base ? 'adds' : 'missing' in head ? 'deletes' : 'edits';
  notes.push(
    `This change ${verb} ${file}, but the version of the base commit judged it (config-source: base): the change applies once merged.`,
  );
  if ('missing' in head) return { config, notes, changeIssues: [] };
  try {
    configOf(head, root, file);
    notes.push(`The changed ${file} is valid.`);
    return { config, notes, changeIssues: [] };
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    notes.push(`The changed ${file} is invalid: merged, it would stop every run of the gate. Its problems:`);
    notes.push(...e.issues.map((i) => `${i.file}:${i.line}:${i.column}: ${i.message}`));
    return { config, notes, changeIssues: e.issues };
  }
}

/** The config file in the checkout: repository content, so it may not lead out of the workspace. */
function readCheckedOut(root: string, file: string): Version {
  const read = readRegularFile(path.resolve(root, file), DEFAULT_MAX_FILE_SIZE, fs.realpathSync(root));
  if (read.ok) return decoded(read.bytes);
  return read.missing ? { missing: true } : { problem: read.reason };
}

/** The config file at a commit: from git when the checkout has the commit, else from the contents API. */
async function readAtCommit(
  client: GitHubClient,
  event: RunEvent,
  root: string,
  sha: string,
  file: string,
): Promise<Version> {
  const relative = toRelative(root, path.resolve(root, file));
  let bytes: Uint8Array | undefined;
  try {
    bytes = gitHasCommit(root, sha)
      ? gitFileAt(root, sha, relative)
      : (await fetchFileAt(client, event.repo, sha, relative))?.bytes;
  } catch (e) {
    const failure = describeFailure(e, `reading ${file} at the base commit`, grant('contents: read'));
    throw new PlanError(
      `${failure.message} The gate judges a change by its base's config, so nothing was scanned (config-source: head would read the change's own).`,
    );
  }
  return bytes === undefined ? { missing: true } : decoded(bytes);
}

function decoded(bytes: Uint8Array): Version {
  return { text: decodeText(bytes) };
}

function sameVersion(a: Version, b: Version): boolean {
  if ('text' in a && 'text' in b) return a.text === b.text;
  return 'missing' in a && 'missing' in b;
}

/** The validated config of one version, as a run uses it: the file itself, in any version, is no manifest. */
function configOf(version: Version, root: string, file: string, where = ''): Config {
  const problem = (message: string): ConfigError =>
    new ConfigError([{ file, line: 1, column: 1, message: `${message}${where}` }]);
  const relative = toRelative(root, path.resolve(root, file));
  let config: Config;
  if ('text' in version) config = parseConfig(version.text, relative, RULES);
  else if ('problem' in version) throw problem(`cannot read the config file: ${version.problem}`);
  else if (file === DEFAULT_CONFIG_FILE) config = DEFAULT_CONFIG;
  else throw problem('cannot read the config file: it does not exist');
  return { ...config, exclude: [...config.exclude, escape(relative)] };
}

/**
 * A change's config judging it: its CRD sources must lie in the workspace, as repository content, and it
 * chooses no rendering binary and no network.
 */
function insideWorkspace(config: Config, root: string, notes: string[]): Config {
  const inside = (p: string): boolean => isInside(root, path.resolve(root, p));
  const outside = [...config.crds.paths, ...config.crds.schemaDirs].filter((p) => !inside(p));
  if (outside.length > 0) {
    notes.push(
      `The change's own config judged it (config-source: head), so crds paths outside the workspace were not read: ${outside.join(', ')}.`,
    );
  }
  const render = confinedRenderConfig(config.render);
  if (render.dropped.length > 0) {
    notes.push(
      `The change's own config judged it (config-source: head), so its ${render.dropped.join(', ')} were ignored: a change does not choose the programs that render it or let them reach the network.`,
    );
  }
  return {
    ...config,
    crds: { paths: config.crds.paths.filter(inside), schemaDirs: config.crds.schemaDirs.filter(inside) },
    render: render.config,
  };
}
