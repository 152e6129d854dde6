// The one orchestrator behind the CLI and the Action: plan → source → load → context → rules → result.
// The per-file steps (load, rules, policy) run in src/pipeline.ts, in this thread or in worker threads.

import os from 'node:os';
import path from 'node:path';
import { ResultCache } from './cache.js';
import { fileResultCompactor } from './compact-findings.js';
import { activateRules } from './config/config.js';
import type { ActiveRule, Config } from './config/config.js';
import { formatKubernetesVersion } from './kube-version.js';
import type { Path } from './load/path.js';
import type { Resource } from './load/resource.js';
import type { Finding, ScanResult, Skipped } from './model.js';
import { compareFindings, compareSkipped, compareStrings, tally } from './model.js';
import { WorkerPool } from './parallel/pool.js';
import {
  baseSuppressionFiles,
  createPipeline,
  previousFiles,
  previousKinds,
  readsPrevious,
  SUPPRESSION_NEEDLES,
} from './pipeline.js';
import type { ScanSetup } from './pipeline.js';
import type { ChangeActor } from './policy/actor.js';
import { filterToChange } from './policy/change-filter.js';
import type { ChangeFilter, FilteredRules } from './policy/change-filter.js';
import { closePolicy, sumLedgers } from './policy/stage.js';
import type { PolicyLedger } from './policy/stage.js';
import { RULES } from './rules/registry.js';
import { isDiffAware } from './rules/types.js';
import type { Rule } from './rules/types.js';
import { renderError } from './rules/render-error/index.js';
import type { RenderRoot } from './render/discover.js';
import { renderRoots } from './render/stage.js';
import type { RenderedRoot, RenderOptions, RenderOutcome } from './render/stage.js';
import { discoverFiles, listTree } from './source/files.js';
import type { TreeFiles } from './source/files.js';
import { compileSelection } from './source/select.js';
import { inShard } from './source/shard.js';
import type { Shard } from './source/shard.js';
import { containsAny } from './source/source-file.js';
import type { SourceFile } from './source/source-file.js';
import { addCopies, namespaceLabels } from './namespaces.js';
import type { NamespaceLabels } from './namespaces.js';
import { buildWorkspace } from './workspace.js';
import type { WorkspaceData } from './workspace.js';

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
  /** What the adapter's own walk for `files` could not enter or follow: reported as skipped. */
  readonly walkSkipped?: readonly Skipped[];
  /**
   * The previous state for diff-aware rules: the base versions of the files the scan checks (`files`,
   * relative to the root) and of those the change removed or renamed, that hold one of `needles`.
   * Undefined for a full scan, where every object counts as new. A function, so only needed files are read.
   */
  readonly base?: BaseReader;
  /**
   * The scan judges a change: an in-manifest suppression counts only when `base` has it too, or when the
   * actor is one of the config's suppressionActors. Without `base` (it could not be read, or every file
   * is new) each suppression is new.
   */
  readonly suppressionsFromBase?: boolean;
  /**
   * Where the base's suppressions come from when it is not `base`: a scan of every file in a pull request
   * judges suppressions against the base, but every object as new for diff-aware rules.
   */
  readonly suppressionBase?: BaseReader;
  /** Instead of the registry's rules (tests); such a scan runs in this thread only. */
  readonly rules?: readonly Rule[];
  /** The change's author, for rules some actors may override; the adapter resolves team membership. */
  readonly actor?: ChangeActor;
  /** The clock exception expiry is judged by (default: the current time). */
  readonly now?: Date;
  /**
   * Threads that check files (this one and jobs - 1 workers), or `auto` (see autoJobs); default 1.
   * Findings are the same whatever it is.
   */
  readonly jobs?: number | 'auto';
  /** Check only this shard's part of the files (the workspace stays the whole repository). */
  readonly shard?: Shard;
  /** Rendering of kustomization roots and Helm charts (default: auto, from this process's PATH). */
  readonly render?: RenderOptions;
  /** Keep only the findings on what the change adds or modifies (filter-mode); default: every finding. */
  readonly filter?: ChangeFilter;
  /** Where results that depend only on their inputs are kept between scans (src/cache.ts); none if unset. */
  readonly cacheDir?: string;
}

/** Asked once the repository pass is done: the adapter may read the base meanwhile. */
export type BaseReader = (
  needles: readonly string[],
  files: readonly string[],
) => Promise<readonly SourceFile[]>;

export class ScanInputError extends Error {}

/** The result, and what a shard leaves to `admission-gate merge`: the exception counts of its files. */
export interface ScanOutcome {
  readonly result: ScanResult;
  readonly ledger: PolicyLedger;
}

export async function scan(options: ScanOptions): Promise<ScanResult> {
  return (await scanWithLedger(options)).result;
}

/**
 * A scan, with the policy ledger it closed. A shard's result leaves out the findings about exceptions
 * (expired, unused), which need the counts of every shard: merge reports them.
 */
export async function scanWithLedger(options: ScanOptions): Promise<ScanOutcome> {
  const { config, shard } = options;
  const rules = options.rules ?? RULES;
  const { active, notes } = activateRules(config, rules);
  // The repository's files: the files to scan, the roots to render, the CRDs and Namespaces rules read.
  const tree = listTree(options.root);
  const planned = planFiles(options, tree, compileSelection(config).matches);
  const render = await renderStage(options, tree, planned.files, active);
  const mine = (file: string): boolean => !shard || inShard(file, shard);
  const files = planned.files.filter((file) => !render?.consumed.has(file) && mine(file));
  const consumed = render ? planned.files.filter((file) => render.consumed.has(file) && mine(file)) : [];
  // Worker threads know the registry's rules only. They start now, to load while the workspace is built.
  const jobs = options.rules ? 1 : (options.jobs ?? 1);
  const threads = jobs === 'auto' ? autoJobs(files) : jobs;
  const pool = threads > 1 ? new WorkerPool(threads - 1) : undefined;
  try {
    const { setup, sourceNotes } = await prepare(options, tree, active, render, planned.files);
    const here = createPipeline(setup, rules);
    const compact = fileResultCompactor();
    const checked = pool
      ? await pool.check(setup, files, here, compact)
      : { results: files.map((file) => compact(here.run(file))), ledgers: [here.ledger()] };
    // Rendered roots and the files they consume are judged in this thread, after the files.
    const results = [
      ...checked.results,
      ...(render?.rendered ?? []).map((r) => here.runRendered(r)),
      ...consumed.map((file) => here.runConsumed(file)),
      here.judgeSourceFindings(render?.findings ?? []),
    ];
    // This thread's ledger comes first in the pool's list, taken before the rendered roots were judged.
    const ledgers = [here.ledger(), ...checked.ledgers.slice(1)];
    const judged = results.flatMap((r) => r.findings);
    const filtered = options.filter
      ? filterToChange(judged, options.filter, filteredRules(rules), config.maxFileSize)
      : { findings: judged, notes: [] };
    const findings: Finding[] = filtered.findings;
    const ledger = sumLedgers(ledgers);
    if (!shard) findings.push(...closePolicy(ledger));
    findings.sort(compareFindings);
    const internalErrors = results.flatMap((r) => r.internalErrors);
    const result: ScanResult = {
      findings,
      skipped: [...planned.skipped, ...results.flatMap((r) => r.skipped)].sort(compareSkipped),
      summary: {
        files: files.length + consumed.length,
        documents: results.reduce((sum, r) => sum + r.documents, 0),
        resources: results.reduce((sum, r) => sum + r.resources, 0),
        ...tally(findings),
      },
      kubernetesVersion: formatKubernetesVersion(config.kubernetesVersion),
      notes: [
        ...new Set([
          ...notes,
          ...sourceNotes,
          ...(render?.notes ?? []),
          ...results.flatMap((r) => r.notes),
          ...filtered.notes,
          ...internalErrors.map((e) => `internal error, please report: ${e}`),
        ]),
      ],
      internalErrors,
    };
    return { result, ledger };
  } finally {
    pool?.close();
  }
}

/**
 * The roots this scan renders: those that read a file the scan selects (include, exclude, the paths
 * given) or the change touches (any file, a chart's helpers too). In a shard, only the roots whose
 * entry file hashes to it.
 */
async function renderStage(
  options: ScanOptions,
  tree: TreeFiles,
  planned: readonly string[],
  active: readonly ActiveRule[],
): Promise<RenderOutcome | undefined> {
  const { config, shard } = options;
  if (options.render?.mode === 'off') return undefined;
  const selected = new Set([...planned, ...(options.render?.touched ?? [])]);
  const reads = (r: RenderRoot): boolean => [...r.inputs].some((file) => selected.has(file));
  const severity = active.find((a) => a.rule.id === renderError.id)?.severity;
  return renderRoots({
    tree,
    config,
    options: options.render ?? {},
    selects: (r) => (!shard || inShard(r.entry, shard)) && reads(r),
    wantsPrevious: readsPrevious(active),
    severity,
  });
}

/**
 * Rules whose findings every filter-mode keeps: diff-aware rules judge the change themselves, and the
 * policy rules judge the gate's own exceptions and suppressions. Those about a whole file are kept on
 * every file the change touched: a file over maxFileSize has no line the change added to point at.
 */
function filteredRules(rules: readonly Rule[]): FilteredRules {
  const ids = (keep: (rule: Rule) => boolean) => new Set(rules.filter(keep).map((r) => r.id));
  const always = ids((r) => r.scope === 'policy' || isDiffAware(r));
  const wholeFile = ids((r) => r.judgesWholeFile === true);
  return { judgesChange: (rule) => always.has(rule), judgesWholeFile: (rule) => wholeFile.has(rule) };
}

/** The setup every thread checks files with: the workspace and the previous state, built once. */
async function prepare(
  options: ScanOptions,
  tree: TreeFiles,
  active: readonly ActiveRule[],
  render: RenderOutcome | undefined,
  checked: readonly string[],
): Promise<{ setup: ScanSetup; sourceNotes: readonly string[] }> {
  const { root, config } = options;
  const fullScan =
    options.files === undefined
      ? (options.paths ?? ['.']).every((p) => path.normalize(p) === '.')
      : options.filesAreComplete === true;
  // A full scan parses every file anyway; a scan of some files parses a Namespace's files when asked.
  const built = buildWorkspace(tree, config, {
    ...(options.cacheDir !== undefined ? { cache: new ResultCache(options.cacheDir) } : {}),
    lazyNamespaces: !fullScan,
  });
  const { missing, notes: sourceNotes } = built;
  const workspace = render ? withRenderedNamespaces(built.workspace, render) : built.workspace;
  if (missing.length > 0) {
    throw new ScanInputError(
      `crds.paths: no such file or folder: ${missing.join(', ')} (relative paths start at the scan root, ${root})`,
    );
  }
  const kinds = previousKinds(active, workspace.crds.definitions.keys());
  const needles = [...kinds].map((k) => k.slice(k.indexOf('/') + 1));
  const reading = (reader: BaseReader | undefined) =>
    reader && ((words: readonly string[]) => reader(words, checked));
  // Both from the same base: read once (one git process, not two), each taking the files it looks for.
  const once =
    options.base && kinds.size > 0 && options.suppressionsFromBase && !options.suppressionBase
      ? await options.base([...needles, ...SUPPRESSION_NEEDLES], checked)
      : undefined;
  const base = once
    ? (words: readonly string[]) => Promise.resolve(once.filter((file) => containsAny(file.bytes, words)))
    : reading(options.base);
  const suppressionBase = once ? base : reading(options.suppressionBase ?? options.base);
  // A file a root consumes is no object of its own at the base either: its root's output stands for it.
  const previous =
    base && kinds.size > 0
      ? previousFiles(await base(needles), kinds, config.maxFileSize).filter(
          (f) => !render?.consumed.has(f.path),
        )
      : [];
  const baseSuppressions = suppressionBase
    ? baseSuppressionFiles(await suppressionBase(SUPPRESSION_NEEDLES))
    : [];
  const setup: ScanSetup = {
    root,
    config,
    workspace,
    previous,
    previousRendered: render?.previous ?? [],
    ...(options.suppressionsFromBase ? { baseSuppressions } : {}),
    ...(options.actor ? { actor: options.actor } : {}),
    now: options.now ?? new Date(),
    fullScan,
    changeListed: options.files !== undefined && !fullScan,
  };
  return { setup, sourceNotes };
}

// Starting a worker costs about as much as checking a few hundred files: the worker compiles the
// parser and the rules again, on V8's compiler threads.
const FILES_PER_THREAD = 500;

/**
 * One thread per core but one, which V8's compiler and garbage-collector threads keep busy: a scan in one
 * thread already uses more than a core (on 2 cores shared with other work, a second thread was at best
 * 15% faster, and 30% slower when the machine was busy). And only with enough files per thread to pay
 * for starting it.
 */
function autoJobs(files: readonly string[]): number {
  return Math.max(1, Math.min(os.availableParallelism() - 1, Math.floor(files.length / FILES_PER_THREAD)));
}

function planFiles(
  options: ScanOptions,
  tree: TreeFiles,
  matches: (path: string) => boolean,
): { files: readonly string[]; skipped: readonly Skipped[] } {
  if (options.files) {
    return {
      files: [...options.files].filter(matches).sort(compareStrings),
      skipped: options.walkSkipped ?? [],
    };
  }
  const discovery = discoverFiles(options.root, options.paths ?? ['.'], options.config, tree);
  const problems = [
    ...(discovery.missing.length > 0 ? [`no such file or folder: ${discovery.missing.join(', ')}`] : []),
    ...(discovery.outside.length > 0
      ? [
          `outside the scan root ${options.root}: ${discovery.outside.join(', ')} (every path must be inside the root, which is the folder given when there is exactly one, else the current directory)`,
        ]
      : []),
  ];
  if (problems.length > 0) throw new ScanInputError(problems.join('; '));
  return discovery;
}

/** Namespaces as the rendered roots deploy them come before those written in files (Pod Security levels). */
function withRenderedNamespaces(workspace: WorkspaceData, render: RenderOutcome): WorkspaceData {
  // Each root that deploys a Namespace is one copy of it; the files they render from are not.
  const rendered = new Map<string, NamespaceLabels[]>();
  for (const r of render.rendered) {
    for (const resource of r.file.resources) {
      if (resource.group !== '' || resource.kind !== 'Namespace') continue;
      addCopies(rendered, resource.name, [namespaceLabels(resource, locator(r, resource))]);
    }
  }
  if (rendered.size === 0) return workspace;
  return { ...workspace, namespaces: new Map([...workspace.namespaces, ...rendered]) };
}

/** Where a label of a rendered object is written in the sources. */
function locator(r: RenderedRoot, resource: Resource): (at: Path) => { file: string; line: number } {
  return (at) => {
    const placed = r.place(resource, { path: at, start: 0, end: 0, message: '' });
    return { file: placed.file, line: placed.range.line };
  };
}
