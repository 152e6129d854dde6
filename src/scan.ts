// The one orchestrator behind the CLI and the Action: plan → source → load → context → rules → result.

import fs from 'node:fs';
import path from 'node:path';
import { activateRules } from './config/config.js';
import type { Config } from './config/config.js';
import { checkFile } from './check.js';
import type { CheckContext } from './check.js';
import { loadFile } from './load/file.js';
import { isBuiltinClusterScoped } from './load/kinds.js';
import { identityKey } from './load/resource.js';
import type { Resource } from './load/resource.js';
import { formatKubernetesVersion } from './kube-version.js';
import type { Finding, ScanResult, Skipped } from './model.js';
import type { ChangeActor } from './policy/actor.js';
import { createPolicy } from './policy/stage.js';
import { compareFindings, compareStrings, SEVERITIES } from './model.js';
import { RULES } from './rules/registry.js';
import type { Rule } from './rules/types.js';
import { discoverFiles, helmChartDetector, readRegularFile } from './source/files.js';
import { compileSelection } from './source/select.js';
import type { SourceFile } from './source/source-file.js';
import { buildWorkspace } from './workspace.js';

export interface ScanOptions {
  /** Absolute path; findings name files relative to it. */
  readonly root: string;
  readonly config: Config;
  /** Files or folders to walk, relative to the root (default: the root). */
  readonly paths?: readonly string[];
  /** An exact list of files instead of walking (a pull request's changed files); still filtered. */
  readonly files?: readonly string[];
  /**
   * `files` is every file of the repository the adapter selects (a scheduled scan), not a change:
   * exceptions that match nothing are then reported as unused, as in a walk of the whole root.
   */
  readonly filesAreComplete?: boolean;
  /**
   * The previous state (files of the base commit) for diff-aware rules; undefined for a full scan,
   * where every object counts as new. A function, so only needed files are read.
   */
  readonly base?: (needles: readonly string[]) => Iterable<SourceFile>;
  readonly rules?: readonly Rule[];
  /** The change's author, for rules some actors may override; the adapter resolves team membership. */
  readonly actor?: ChangeActor;
  /** The clock exception expiry is judged by (default: the current time). */
  readonly now?: Date;
}

export class ScanInputError extends Error {}

export function scan(options: ScanOptions): ScanResult {
  const { root, config } = options;
  const rules = options.rules ?? RULES;
  const { active, notes } = activateRules(config, rules);
  const selection = compileSelection(config);
  const { workspace, missing, notes: sourceNotes } = buildWorkspace(root, config);
  if (missing.length > 0) {
    throw new ScanInputError(
      `crds.paths: no such file or folder: ${missing.join(', ')} (relative paths start at the scan root, ${root})`,
    );
  }
  const isClusterScoped = (group: string, kind: string): boolean =>
    isBuiltinClusterScoped(group, kind) || workspace.crds.isClusterScoped(group, kind);
  const previous = previousState(options, active, isClusterScoped);
  const context: CheckContext = {
    rules: active,
    kubernetesVersion: config.kubernetesVersion,
    previous: (r) => previous.get(identityKey(r, isClusterScoped(r.group, r.kind))),
    isClusterScoped,
    workspace,
  };
  const policy = createPolicy({
    config,
    active,
    ruleIds: rules.filter((r) => r.scope !== 'policy').map((r) => r.id),
    isClusterScoped,
    now: options.now ?? new Date(),
    ...(options.actor ? { actor: options.actor } : {}),
    fullScan:
      options.files === undefined
        ? (options.paths ?? ['.']).every((p) => path.normalize(p) === '.')
        : options.filesAreComplete === true,
  });
  const files = planFiles(options, selection.matches);
  const inHelmChart = helmChartDetector(root);
  const realRoot = fs.realpathSync(root);
  const findings: Finding[] = [];
  const skipped: Skipped[] = [];
  const internalErrors: string[] = [];
  let documents = 0;
  let resources = 0;
  for (const file of files) {
    const bytes = readRegularFile(path.join(root, file), config.maxFileSize, realRoot);
    if (!bytes.ok) {
      skipped.push({ file, reason: bytes.reason });
      continue;
    }
    const loaded = loadFile(
      { path: file, bytes: bytes.bytes, inHelmChart: inHelmChart(file) },
      config.maxFileSize,
    );
    documents += loaded.documents;
    resources += loaded.resources.length;
    skipped.push(...loaded.skipped);
    workspace.crds.loadSchemasFor(loaded.resources);
    const checked = checkFile(loaded, context);
    findings.push(...policy.judge(loaded, checked.findings));
    internalErrors.push(...checked.internalErrors);
  }
  const closing = policy.finish();
  findings.push(...closing.findings);
  findings.sort(compareFindings);
  skipped.sort((a, b) => compareStrings(a.file, b.file) || (a.document ?? 0) - (b.document ?? 0));
  const counts = Object.fromEntries(
    SEVERITIES.map((s) => [s, findings.filter((f) => f.severity === s && !f.suppressed).length]),
  ) as Record<(typeof SEVERITIES)[number], number>;
  const suppressed = findings.filter((f) => f.suppressed).length;
  return {
    findings,
    skipped,
    summary: { files: files.length, documents, resources, ...counts, suppressed },
    kubernetesVersion: formatKubernetesVersion(config.kubernetesVersion),
    notes: [
      ...notes,
      ...sourceNotes,
      ...closing.notes,
      ...internalErrors.map((e) => `internal error, please report: ${e}`),
    ],
    internalErrors,
  };
}

function planFiles(options: ScanOptions, matches: (path: string) => boolean): readonly string[] {
  if (options.files) return [...options.files].filter(matches).sort(compareStrings);
  const discovery = discoverFiles(options.root, options.paths ?? ['.'], options.config);
  if (discovery.missing.length > 0) {
    throw new ScanInputError(
      `no such file or folder inside ${options.root}: ${discovery.missing.join(', ')}`,
    );
  }
  return discovery.files;
}

/** Base objects of the kinds diff-aware rules read, by identity. */
function previousState(
  options: ScanOptions,
  active: readonly { rule: Rule }[],
  isClusterScoped: (group: string, kind: string) => boolean,
): Map<string, Resource> {
  const kinds = new Set(
    active.flatMap(({ rule }) => (rule.scope === 'resource' ? (rule.previousKinds ?? []) : [])),
  );
  const byIdentity = new Map<string, Resource>();
  if (!options.base || kinds.size === 0) return byIdentity;
  const needles = [...kinds].map((k) => k.slice(k.indexOf('/') + 1));
  for (const file of options.base(needles)) {
    const loaded = loadFile(file, options.config.maxFileSize);
    for (const resource of loaded.resources) {
      if (!kinds.has(`${resource.group}/${resource.kind}`)) continue;
      byIdentity.set(identityKey(resource, isClusterScoped(resource.group, resource.kind)), resource);
    }
  }
  return byIdentity;
}
