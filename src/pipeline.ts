// The per-file part of a scan, the same in every thread: read a file, load it, run the rules on it
// (check.ts) and judge the findings (policy). All it needs comes in a ScanSetup, which is plain data, so
// that worker threads run it from a copy (src/parallel/) exactly as the main thread does.

import fs from 'node:fs';
import path from 'node:path';
import { activateRules } from './config/config.js';
import type { Config } from './config/config.js';
import { checkFile } from './check.js';
import type { CheckContext } from './check.js';
import { loadFile, unreadFile } from './load/file.js';
import { isBuiltinClusterScoped } from './load/kinds.js';
import { identityKey } from './load/resource.js';
import type { Resource } from './load/resource.js';
import type { LoadedFile } from './load/file.js';
import type { Finding, Skipped } from './model.js';
import type { ChangeActor } from './policy/actor.js';
import { COMMENT_MARK, IGNORE_ANNOTATION } from './policy/directives.js';
import { suppressionIndex } from './policy/suppression-base.js';
import type { SuppressionIndex } from './policy/suppression-base.js';
import { createPolicy } from './policy/stage.js';
import type { PreviousOutput, RenderedRoot } from './render/stage.js';
import type { PolicyLedger } from './policy/stage.js';
import { RULES } from './rules/registry.js';
import { isDiffAware } from './rules/types.js';
import type { Rule } from './rules/types.js';
import { FileReader, helmChartDetector } from './source/files.js';
import type { SourceFile } from './source/source-file.js';
import { openWorkspace } from './workspace.js';
import type { WorkspaceData } from './workspace.js';

/** What checking files needs besides the files: built once per scan, copied to each worker thread. */
export interface ScanSetup {
  /** Absolute path; files are named relative to it. */
  readonly root: string;
  readonly config: Config;
  readonly workspace: WorkspaceData;
  /** Files of the previous state that hold objects diff-aware rules read (`previousFiles`). */
  readonly previous: readonly SourceFile[];
  /**
   * When the scan judges a change: the files of its base that hold suppressions, which alone count
   * (suppressionActors aside). Absent for a full scan, where every suppression counts.
   */
  readonly baseSuppressions?: readonly SourceFile[];
  /** Rendered roots' output at the base commit, for the same rules. */
  readonly previousRendered: readonly PreviousOutput[];
  readonly actor?: ChangeActor;
  readonly now: Date;
  /** Every file under the root is scanned (by this scan or, sharded, by all of its shards). */
  readonly fullScan: boolean;
  /**
   * The files are a change's, as the adapter listed them: each is in the change's head, so one the
   * checkout lacks is unjudged (a sparse checkout), not merely missing.
   */
  readonly changeListed: boolean;
}

/** One file's part of the scan result. */
export interface FileResult {
  readonly findings: readonly Finding[];
  readonly skipped: readonly Skipped[];
  readonly documents: number;
  readonly resources: number;
  /** Rules that threw on this file: bugs, reported instead of crashing the scan. */
  readonly internalErrors: readonly string[];
  /** What the user should know, met while checking this file (unreadable schemas, overrides). */
  readonly notes: readonly string[];
}

export interface Pipeline {
  /** Checks one file, named relative to the root. */
  run(file: string): FileResult;
  /** Checks a rendered root's output; its findings land on their source lines (src/render/). */
  runRendered(rendered: RenderedRoot): FileResult;
  /**
   * A file some root consumes: judged only through rendered output, so here only its suppression
   * comments and annotations are checked (invalid-suppression).
   */
  runConsumed(file: string): FileResult;
  /** Findings of the render stage (render-error), through the policy stage. */
  judgeSourceFindings(findings: readonly Finding[]): FileResult;
  /** How often each exception matched in the files run so far. */
  ledger(): PolicyLedger;
}

const NOT_CHECKED_OUT =
  'in the change but not in the checkout (a sparse or partial checkout?); check out every file of the change';

/** The pipeline of one thread; worker threads run the registry's rules. */
export function createPipeline(setup: ScanSetup, rules: readonly Rule[] = RULES): Pipeline {
  const { root, config } = setup;
  const { active } = activateRules(config, rules);
  const notes: string[] = [];
  const workspace = openWorkspace(setup.workspace, root, config, notes);
  const isClusterScoped = (group: string, kind: string): boolean =>
    isBuiltinClusterScoped(group, kind) || workspace.crds.isClusterScoped(group, kind);
  const previous = previousState(setup, previousKinds(active, workspace.crds.kinds()), isClusterScoped);
  const context: CheckContext = {
    rules: active,
    kubernetesVersion: config.kubernetesVersion,
    previous: (r) => previous.get(identityKey(r, isClusterScoped(r.group, r.kind))),
    isClusterScoped,
    workspace,
  };
  const ruleIds = rules.filter((r) => r.scope !== 'policy').map((r) => r.id);
  const policy = createPolicy({
    config,
    active,
    ruleIds,
    isClusterScoped,
    now: setup.now,
    ...(setup.actor ? { actor: setup.actor } : {}),
    ...(setup.baseSuppressions
      ? { baseSuppressions: indexSuppressions(setup.baseSuppressions, ruleIds, isClusterScoped, config) }
      : {}),
    fullScan: setup.fullScan,
  });
  const inHelmChart = helmChartDetector(root);
  const reader = new FileReader(fs.realpathSync(root));
  const readFile = (file: string): LoadedFile | Skipped => {
    // Loading copies the bytes into the file's text: one buffer serves every file.
    const bytes = reader.readTransient(path.join(root, file), config.maxFileSize);
    if (!bytes.ok && bytes.missing && setup.changeListed)
      return { file, reason: NOT_CHECKED_OUT, unjudged: true };
    if (!bytes.ok) return { file, reason: bytes.reason, ...(bytes.unjudged ? { unjudged: true } : {}) };
    return loadFile({ path: file, bytes: bytes.bytes, inHelmChart: inHelmChart(file) }, config.maxFileSize);
  };
  const sources = new Map<string, LoadedFile | undefined>();
  const source = (file: string): LoadedFile | undefined => {
    if (!sources.has(file)) {
      const loaded = readFile(file);
      sources.set(file, 'text' in loaded ? loaded : undefined);
    }
    return sources.get(file);
  };
  const judgeRendered = (loaded: LoadedFile, findings: readonly Finding[]): FileResult => {
    const judged = policy.judge(loaded, findings, source);
    return { ...NOTHING, findings: judged.findings, notes: [...notes.splice(0), ...judged.notes] };
  };
  const usesBuiltinSchemas = active.some(({ rule }) => rule.scope === 'resource' && rule.usesBuiltinSchemas);
  return {
    run(file) {
      const read = readFile(file);
      // A file that cannot be read still goes through the rules: skipped-file may report it.
      const loaded = 'text' in read ? read : unreadFile(file, read.reason, read.unjudged === true);
      workspace.crds.loadSchemasFor(loaded.resources);
      if (usesBuiltinSchemas) workspace.builtin.loadFor(loaded.resources);
      const checked = checkFile(loaded, context);
      const judged = policy.judge(loaded, checked.findings);
      const fileNotes = [...notes.splice(0), ...judged.notes];
      return {
        findings: judged.findings,
        skipped: loaded.skipped,
        documents: loaded.documents,
        resources: loaded.resources.length,
        internalErrors: checked.internalErrors,
        notes: fileNotes,
      };
    },
    runRendered(rendered) {
      const loaded = rendered.file;
      workspace.crds.loadSchemasFor(loaded.resources);
      if (usesBuiltinSchemas) workspace.builtin.loadFor(loaded.resources);
      const checked = checkFile(loaded, context, rendered.place);
      return {
        ...judgeRendered(loaded, checked.findings),
        skipped: loaded.skipped.map((s) => ({
          file: s.file,
          reason:
            s.reason === 'empty file'
              ? 'renders no objects'
              : `rendered document ${(s.document ?? 0) + 1}: ${s.reason}`,
        })),
        documents: loaded.documents,
        resources: loaded.resources.length,
        internalErrors: checked.internalErrors,
      };
    },
    runConsumed(file) {
      const loaded = source(file);
      return loaded ? { ...NOTHING, findings: policy.judge(loaded, []).findings } : NOTHING;
    },
    judgeSourceFindings(findings) {
      return judgeRendered(loadFile({ path: '', bytes: new Uint8Array() }, config.maxFileSize), findings);
    },
    ledger: () => policy.ledger(),
  };
}

const NOTHING: FileResult = {
  findings: [],
  skipped: [],
  documents: 0,
  resources: 0,
  internalErrors: [],
  notes: [],
};

/** Whether an active rule reads the previous state (of some kinds, or of custom resources). */
export function readsPrevious(active: readonly { rule: Rule }[]): boolean {
  return active.some(({ rule }) => isDiffAware(rule));
}

/**
 * Kinds (`group/Kind`) whose previous state the active rules read: those they name, and the kinds CRDs
 * define (`customKinds`) when a rule reads custom resources.
 */
export function previousKinds(
  active: readonly { rule: Rule }[],
  customKinds: Iterable<string>,
): ReadonlySet<string> {
  const resourceRules = active.flatMap(({ rule }) => (rule.scope === 'resource' ? [rule] : []));
  const kinds = new Set(resourceRules.flatMap((rule) => rule.previousKinds ?? []));
  if (resourceRules.some((rule) => rule.previousCustomResources))
    for (const kind of customKinds) kinds.add(kind);
  return kinds;
}

/**
 * The files of the previous state that hold an object of `kinds`, each a copy of its bytes: the rest of
 * the base tree is of no use to any thread.
 */
export function previousFiles(
  base: readonly SourceFile[],
  kinds: ReadonlySet<string>,
  maxFileSize: number,
): SourceFile[] {
  const kept: SourceFile[] = [];
  for (const file of base) {
    const { resources } = loadFile(file, maxFileSize);
    if (resources.some((r) => kinds.has(`${r.group}/${r.kind}`)))
      kept.push({ path: file.path, bytes: file.bytes.slice() });
  }
  return kept;
}

/** What a file holding a suppression holds. */
export const SUPPRESSION_NEEDLES: readonly string[] = [IGNORE_ANNOTATION, COMMENT_MARK];

/**
 * Each of the base's files that hold a suppression (read for SUPPRESSION_NEEDLES), as a copy of its bytes
 * (see previousFiles).
 */
export function baseSuppressionFiles(base: readonly SourceFile[]): SourceFile[] {
  return base.map((file) => ({
    path: file.path,
    bytes: file.bytes.slice(),
  }));
}

function indexSuppressions(
  files: readonly SourceFile[],
  ruleIds: readonly string[],
  isClusterScoped: (group: string, kind: string) => boolean,
  config: Config,
): SuppressionIndex {
  return suppressionIndex(
    files.map((file) => loadFile(file, config.maxFileSize)),
    ruleIds,
    isClusterScoped,
  );
}

/** Base objects of the kinds diff-aware rules read, by identity; a later file wins, rendered ones last. */
function previousState(
  setup: ScanSetup,
  kinds: ReadonlySet<string>,
  isClusterScoped: (group: string, kind: string) => boolean,
): Map<string, Resource> {
  const { config } = setup;
  const byIdentity = new Map<string, Resource>();
  const add = (resources: readonly Resource[], namespace?: string): void => {
    for (const found of resources) {
      if (!kinds.has(`${found.group}/${found.kind}`)) continue;
      const resource =
        namespace !== undefined && found.namespace === undefined ? { ...found, namespace } : found;
      byIdentity.set(identityKey(resource, isClusterScoped(resource.group, resource.kind)), resource);
    }
  };
  for (const file of setup.previous) add(loadFile(file, config.maxFileSize).resources);
  for (const output of setup.previousRendered) {
    add(loadFile(output, config.render.maxOutputBytes).resources, output.namespace);
  }
  return byIdentity;
}
