// The one orchestrator behind the CLI and the Action: plan → source → load → context → rules → result.
// The per-file steps (load, rules, policy) run in src/pipeline.ts, in this thread or in worker threads.

import os from 'node:os';
import path from 'node:path';
import { activateRules } from './config/config.js';
import type { ActiveRule, Config } from './config/config.js';
import { formatKubernetesVersion } from './kube-version.js';
import type { Finding, ScanResult, Skipped } from './model.js';
import { compareFindings, compareSkipped, compareStrings, tally } from './model.js';
import { WorkerPool } from './parallel/pool.js';
import { baseSuppressionFiles, createPipeline, previousFiles, previousKinds } from './pipeline.js';
import type { ScanSetup } from './pipeline.js';
import type { ChangeActor } from './policy/actor.js';
import { closePolicy, sumLedgers } from './policy/stage.js';
import type { PolicyLedger } from './policy/stage.js';
import { RULES } from './rules/registry.js';
import type { Rule } from './rules/types.js';
import { discoverFiles } from './source/files.js';
import { compileSelection } from './source/select.js';
import { inShard } from './source/shard.js';
import type { Shard } from './source/shard.js';
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
  /** What the adapter's own walk for `files` could not enter or follow: reported as skipped. */
  readonly walkSkipped?: readonly Skipped[];
  /**
   * The previous state (files of the base commit) for diff-aware rules; undefined for a full scan,
   * where every object counts as new. A function, so only needed files are read.
   */
  readonly base?: (needles: readonly string[]) => Iterable<SourceFile>;
  /**
   * The scan judges a change: an in-manifest suppression counts only when `base` has it too, or when the
   * actor is one of the config's suppressionActors. Without `base` (it could not be read, or every file
   * is new) each suppression is new.
   */
  readonly judgesChange?: boolean;
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
}

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
  const planned = planFiles(options, compileSelection(config).matches);
  const files = shard ? planned.files.filter((file) => inShard(file, shard)) : planned.files;
  // Worker threads know the registry's rules only. They start now, to load while the workspace is built.
  const jobs = options.rules ? 1 : (options.jobs ?? 1);
  const threads = jobs === 'auto' ? autoJobs(files) : jobs;
  const pool = threads > 1 ? new WorkerPool(threads - 1) : undefined;
  try {
    const { setup, sourceNotes } = prepare(options, active);
    const here = createPipeline(setup, rules);
    const { results, ledgers } = pool
      ? await pool.check(setup, files, here)
      : { results: files.map((file) => here.run(file)), ledgers: [here.ledger()] };
    const findings: Finding[] = results.flatMap((r) => r.findings);
    const ledger = sumLedgers(ledgers);
    if (!shard) findings.push(...closePolicy(ledger));
    findings.sort(compareFindings);
    const internalErrors = results.flatMap((r) => r.internalErrors);
    const result: ScanResult = {
      findings,
      skipped: [...planned.skipped, ...results.flatMap((r) => r.skipped)].sort(compareSkipped),
      summary: {
        files: files.length,
        documents: results.reduce((sum, r) => sum + r.documents, 0),
        resources: results.reduce((sum, r) => sum + r.resources, 0),
        ...tally(findings),
      },
      kubernetesVersion: formatKubernetesVersion(config.kubernetesVersion),
      notes: [
        ...new Set([
          ...notes,
          ...sourceNotes,
          ...results.flatMap((r) => r.notes),
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

/** The setup every thread checks files with: the workspace and the previous state, built once. */
function prepare(
  options: ScanOptions,
  active: readonly ActiveRule[],
): { setup: ScanSetup; sourceNotes: readonly string[] } {
  const { root, config } = options;
  const { workspace, missing, notes: sourceNotes } = buildWorkspace(root, config);
  if (missing.length > 0) {
    throw new ScanInputError(
      `crds.paths: no such file or folder: ${missing.join(', ')} (relative paths start at the scan root, ${root})`,
    );
  }
  const kinds = previousKinds(active, workspace.crds.definitions.keys());
  const needles = [...kinds].map((k) => k.slice(k.indexOf('/') + 1));
  const setup: ScanSetup = {
    root,
    config,
    workspace,
    previous:
      options.base && kinds.size > 0 ? previousFiles(options.base(needles), kinds, config.maxFileSize) : [],
    ...(options.judgesChange
      ? { baseSuppressions: options.base ? baseSuppressionFiles(options.base) : [] }
      : {}),
    ...(options.actor ? { actor: options.actor } : {}),
    now: options.now ?? new Date(),
    fullScan:
      options.files === undefined
        ? (options.paths ?? ['.']).every((p) => path.normalize(p) === '.')
        : options.filesAreComplete === true,
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
  matches: (path: string) => boolean,
): { files: readonly string[]; skipped: readonly Skipped[] } {
  if (options.files) {
    return {
      files: [...options.files].filter(matches).sort(compareStrings),
      skipped: options.walkSkipped ?? [],
    };
  }
  const discovery = discoverFiles(options.root, options.paths ?? ['.'], options.config);
  if (discovery.missing.length > 0) {
    throw new ScanInputError(
      `no such file or folder inside ${options.root}: ${discovery.missing.join(', ')}`,
    );
  }
  return discovery;
}
