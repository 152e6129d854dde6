// `admission-gate scan`: config and command line in, report and exit status out.

import fs from 'node:fs';
import { escape } from 'minimatch';
import path from 'node:path';
import { defaultCacheDir } from '../cache-dir.js';
import type { Config } from '../config/config.js';
import { DEFAULT_CONFIG } from '../config/config.js';
import { ConfigError, parseConfig } from '../config/load.js';
import { DEFAULT_MAX_FILE_SIZE } from '../config/schema.js';
import { parseKubernetesVersion } from '../kube-version.js';
import { decodeText } from '../load/text.js';
import { shardSection } from '../report/json.js';
import { RULES } from '../rules/registry.js';
import { ScanInputError, scanWithLedger } from '../scan.js';
import type { BaseReader } from '../scan.js';
import { isInside, readRegularFile, toRelative } from '../source/files.js';
import type { ChangeFilter, FilterMode } from '../policy/change-filter.js';
import type { ChangedFile } from '../source/changed-file.js';
import { newSideLines } from '../source/diff.js';
import { GitError, GitTree, gitFileAt, gitRepositoryPath, gitWriteTree } from '../source/git.js';
import { gitTrackedFiles, gitWorkingTreeChanges, gitWorkingTreePatch } from '../source/git-changes.js';
import { formatShard } from '../source/shard.js';
import type { Shard } from '../source/shard.js';
import { compileSelection, globProblem } from '../source/select.js';
import type { ScanArgs } from './args.js';
import { UsageError } from './args.js';
import { EXIT } from './io.js';
import type { CliIo } from './io.js';
import { deliverFailure, deliverReport } from './report.js';

export async function runScan(args: ScanArgs, io: CliIo): Promise<number> {
  checkGlobs('include', args.include ?? []);
  checkGlobs('exclude', args.exclude);
  const { root, paths } = scanRoot(args.paths, io.cwd);
  const where: Where = {
    root,
    paths,
    repositoryPath: gitRepositoryPath(root),
    ...(args.shard ? { category: shardCategory(args.shard) } : {}),
  };
  try {
    return await scanAndReport(args, io, where);
  } catch (e) {
    if (e instanceof ConfigError) {
      io.stderr.write(
        `admission-gate: invalid config:\n${e.issues.map((i) => `  ${i.file}:${i.line}:${i.column}: ${i.message}`).join('\n')}\n`,
      );
      const problems = e.issues.map((i) => {
        const file = toRelative(root, path.resolve(io.cwd, i.file));
        return {
          message: `invalid config: ${i.message}`,
          ...(file.startsWith('../') ? {} : { file, line: i.line, column: i.column }),
        };
      });
      deliverFailure(args, io, problems, { ...(await reportPlace(where)), configuration: true });
    } else if (e instanceof ScanInputError || e instanceof GitError) {
      io.stderr.write(`admission-gate: ${e.message}\n`);
      deliverFailure(args, io, [{ message: e.message }], {
        ...(await reportPlace(where)),
        configuration: false,
      });
    } else throw e;
    return EXIT.error;
  }
}

/** Globs from the command line, checked here rather than in the argument parser, which loads no matcher. */
function checkGlobs(flag: string, patterns: readonly string[]): void {
  for (const pattern of patterns) {
    const problem = globProblem(pattern);
    if (problem) throw new UsageError(`--${flag} "${pattern}" ${problem}`);
  }
}

/** Where a scan runs: its root, the paths given inside it, and where the root is in its repository. */
interface Where {
  readonly root: string;
  readonly paths: readonly string[];
  readonly repositoryPath: Promise<string | undefined>;
  readonly category?: string;
}

/** What a report says of where the scan ran. */
async function reportPlace(where: Where): Promise<{ repositoryPath?: string; category?: string }> {
  const repositoryPath = await where.repositoryPath;
  return {
    ...(repositoryPath !== undefined ? { repositoryPath } : {}),
    ...(where.category !== undefined ? { category: where.category } : {}),
  };
}

/** A shard's code-scanning category: each shard's SARIF is its own analysis (or merge makes one). */
function shardCategory(shard: Shard): string {
  return `admission-gate/shard-${shard.index}-of-${shard.count}/`;
}

async function scanAndReport(args: ScanArgs, io: CliIo, where: Where): Promise<number> {
  const { root, paths } = where;
  const configFile =
    args.config !== undefined ? path.resolve(io.cwd, args.config) : path.join(root, CONFIG_FILE);
  const loaded = loadConfig(configFile, args.config !== undefined, io.cwd, root);
  const config = withOverrides(loaded, args, root, configFile, io.cwd);
  // git starts on the base now, and runs while the scan walks and reads the repository.
  const changed = args.base !== undefined ? workingTreeChanges(root, args.base) : undefined;
  const base = changed && gitBase(changed, config);
  const filter =
    changed && args.filterMode !== 'all'
      ? gitChangeFilter(root, changed.tree.commit, await changed.changes, args.filterMode, config.maxFileSize)
      : undefined;
  const { result, ledger } = await scanWithLedger({
    root,
    config,
    paths,
    jobs: args.jobs ?? 'auto',
    ...(args.shard ? { shard: args.shard } : {}),
    ...(base ? { base, suppressionsFromBase: true } : {}),
    ...(filter ? { filter } : {}),
    ...(args.actor ? { actor: args.actor } : {}),
    ...(io.now ? { now: io.now() } : {}),
    ...cacheDirOf(args, io),
    render: {
      mode: args.render,
      ...(io.env.PATH !== undefined ? { searchPath: io.env.PATH } : {}),
      ...(args.base !== undefined ? { writeBase: baseWriter(root, args.base) } : {}),
    },
  });
  return deliverReport(result, args, io, {
    displayPath: (file) => toRelative(io.cwd, path.join(root, file)),
    ...(args.shard ? { shard: shardSection(args.shard, result, ledger) } : {}),
    ...(await reportPlace(where)),
    emptyHint: emptyHint(
      toRelative(io.cwd, root) || '.',
      config.include,
      [...loaded.exclude, ...args.exclude],
      args.shard,
    ),
  });
}

/** What selected no file: the globs as the user wrote them (the config file excludes itself besides). */
function emptyHint(
  root: string,
  include: readonly string[],
  exclude: readonly string[],
  shard: Shard | undefined,
): string {
  const excluded = exclude.length > 0 ? ` and not exclude (${exclude.join(', ')})` : '';
  const sharded = shard ? `, in shard ${formatShard(shard)}` : '';
  return `nothing under ${root} matches include (${include.join(', ')})${excluded}${sharded}`;
}

/** One folder given: it is the root. Otherwise the current directory is, and the paths are inside it. */
function scanRoot(given: readonly string[], cwd: string): { root: string; paths: readonly string[] } {
  const only = given.length === 1 ? path.resolve(cwd, given[0] ?? '.') : undefined;
  if (only !== undefined && isFolder(only)) {
    return { root: only, paths: ['.'] };
  }
  return { root: cwd, paths: given };
}

/** False for anything else, a symbolic link in a loop included: the scan then says why it skips it. */
function isFolder(file: string): boolean {
  try {
    return fs.statSync(file, { throwIfNoEntry: false })?.isDirectory() ?? false;
  } catch {
    return false;
  }
}

const CONFIG_FILE = '.admission-gate.yaml';

function loadConfig(file: string, explicit: boolean, cwd: string, root: string): Config {
  // The one at the scan root is repository content: it may not lead out of the root. --config may.
  const read = readRegularFile(file, DEFAULT_MAX_FILE_SIZE, explicit ? undefined : fs.realpathSync(root));
  if (!read.ok) {
    if (!explicit && read.missing) return DEFAULT_CONFIG;
    throw new UsageError(`cannot read config file ${toRelative(cwd, file)}: ${read.reason}`);
  }
  // Errors name the file as the user sees it; findings about it (exceptions) name it from the root.
  const text = decodeText(read.bytes);
  return { ...parseConfig(text, toRelative(cwd, file), RULES), file: toRelative(root, file) };
}

/** Command-line settings win over the config file's; the config file itself is never a manifest. */
function withOverrides(
  config: Config,
  args: ScanArgs,
  root: string,
  configFile: string,
  cwd: string,
): Config {
  let kubernetesVersion = config.kubernetesVersion;
  if (args.kubernetesVersion !== undefined) {
    const parsed = parseKubernetesVersion(args.kubernetesVersion);
    if (!parsed)
      throw new UsageError(
        `--kubernetes-version must be latest or vMAJOR.MINOR (such as v1.34), not "${args.kubernetesVersion}"`,
      );
    kubernetesVersion = parsed;
  }
  return {
    ...config,
    kubernetesVersion,
    include: args.include ?? config.include,
    exclude: [
      ...config.exclude,
      ...args.exclude,
      ...(isInside(root, configFile) ? [escape(toRelative(root, configFile))] : []),
    ],
    crds: { ...config.crds, paths: [...config.crds.paths, ...args.crds.map((p) => path.resolve(cwd, p))] },
  };
}

function cacheDirOf(args: ScanArgs, io: CliIo): { cacheDir?: string } {
  const dir = args.noCache ? undefined : defaultCacheDir(io.env);
  return dir !== undefined ? { cacheDir: path.resolve(io.cwd, dir) } : {};
}

function baseWriter(root: string, ref: string): (dir: string) => string | undefined {
  return (dir) => gitWriteTree(root, ref, dir);
}

/** The commit `ref` names, and what the working tree changed since, asked of git once for both uses. */
interface WorkingTreeChanges {
  readonly tree: GitTree;
  readonly changes: Promise<readonly ChangedFile[]>;
}

function workingTreeChanges(root: string, ref: string): WorkingTreeChanges {
  const tree = new GitTree(root, ref);
  const changes = gitWorkingTreeChanges(root, tree.commit);
  // Said when awaited; a scan that stops before has said why already.
  changes.catch(() => undefined);
  return { tree, changes };
}

/**
 * What the working tree changed since `ref`, for --filter-mode: the files git lists as changed, and
 * files it does not track (new); a file it tracks and does not list is as it was.
 */
function gitChangeFilter(
  root: string,
  ref: string,
  changed: readonly ChangedFile[],
  mode: Exclude<FilterMode, 'all'>,
  maxFileSize: number,
): ChangeFilter {
  const changes = new Map(changed.map((c) => [c.path, c]));
  const tracked = gitTrackedFiles(root);
  const realRoot = fs.realpathSync(root);
  return {
    mode,
    change(file) {
      const change = changes.get(file);
      if (!change) return tracked.has(file) ? undefined : {};
      if (change.status === 'added') return {};
      const before = gitFileAt(root, ref, change.previousPath ?? file);
      return {
        ...(before ? { before } : {}),
        ...(mode === 'added-lines'
          ? { addedLines: newSideLines(gitWorkingTreePatch(root, ref, change)).added }
          : {}),
      };
    },
    current(file) {
      const read = readRegularFile(path.join(root, file), maxFileSize, realRoot);
      return read.ok ? read.bytes : undefined;
    },
  };
}

/**
 * The previous state at the base: the base versions of the files the scan checks, and of those the
 * working tree removed or renamed since (include and exclude apply), as the Action reads a pull request's.
 */
function gitBase({ tree, changes }: WorkingTreeChanges, config: Config): BaseReader {
  const { matches } = compileSelection(config);
  return async (needles, files) => {
    const gone = (await changes)
      .flatMap((c) =>
        c.status === 'removed' ? [c.path] : c.previousPath !== undefined ? [c.previousPath] : [],
      )
      .filter(matches);
    return tree.filesAt([...files, ...gone], needles);
  };
}
