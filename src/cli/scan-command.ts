// `admission-gate scan`: config and command line in, report and exit status out.

import fs from 'node:fs';
import { escape } from 'minimatch';
import path from 'node:path';
import type { Config } from '../config/config.js';
import { DEFAULT_CONFIG } from '../config/config.js';
import { ConfigError, parseConfig } from '../config/load.js';
import { DEFAULT_MAX_FILE_SIZE } from '../config/schema.js';
import { parseKubernetesVersion } from '../kube-version.js';
import { decodeText } from '../load/text.js';
import { shardSection } from '../report/json.js';
import { RULES } from '../rules/registry.js';
import { ScanInputError, scanWithLedger } from '../scan.js';
import { isInside, readRegularFile, toRelative } from '../source/files.js';
import { GitError, gitFilesAt } from '../source/git.js';
import { compileSelection } from '../source/select.js';
import type { ScanArgs } from './args.js';
import { UsageError } from './args.js';
import { EXIT } from './io.js';
import type { CliIo } from './io.js';
import { deliverReport } from './report.js';

export async function runScan(args: ScanArgs, io: CliIo): Promise<number> {
  try {
    return await scanAndReport(args, io);
  } catch (e) {
    if (e instanceof ConfigError) {
      io.stderr.write(
        `admission-gate: invalid config:\n${e.issues.map((i) => `  ${i.file}:${i.line}:${i.column}: ${i.message}`).join('\n')}\n`,
      );
    } else if (e instanceof ScanInputError || e instanceof GitError) {
      io.stderr.write(`admission-gate: ${e.message}\n`);
    } else throw e;
    return EXIT.error;
  }
}

async function scanAndReport(args: ScanArgs, io: CliIo): Promise<number> {
  const { root, paths } = scanRoot(args.paths, io.cwd);
  const configFile =
    args.config !== undefined ? path.resolve(io.cwd, args.config) : path.join(root, CONFIG_FILE);
  const config = withOverrides(
    loadConfig(configFile, args.config !== undefined, io.cwd, root),
    args,
    root,
    configFile,
    io.cwd,
  );
  const { result, ledger } = await scanWithLedger({
    root,
    config,
    paths,
    jobs: args.jobs ?? 'auto',
    ...(args.shard ? { shard: args.shard } : {}),
    ...(args.base !== undefined ? { base: gitBase(root, args.base, config), judgesChange: true } : {}),
    ...(args.actor ? { actor: args.actor } : {}),
    ...(io.now ? { now: io.now() } : {}),
  });
  return deliverReport(result, args, io, {
    displayPath: (file) => toRelative(io.cwd, path.join(root, file)),
    ...(args.shard ? { shard: shardSection(args.shard, result, ledger) } : {}),
  });
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
  const decoded = decodeText(read.bytes);
  if (!decoded.ok)
    throw new UsageError(`cannot read config file ${toRelative(cwd, file)}: ${decoded.reason}`);
  // Errors name the file as the user sees it; findings about it (exceptions) name it from the root.
  return { ...parseConfig(decoded.text, toRelative(cwd, file), RULES), file: toRelative(root, file) };
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

function gitBase(
  root: string,
  ref: string,
  config: Config,
): (needles: readonly string[]) => ReturnType<typeof gitFilesAt> {
  const { matches } = compileSelection(config);
  return (needles) => gitFilesAt(root, ref, matches, needles);
}
