// The CLI adapter: arguments in, report and exit status out. Everything it needs from the process
// comes in through `CliIo`, so tests run it exactly as a user would, in-process.

import fs from 'node:fs';
import { escape } from 'minimatch';
import path from 'node:path';
import type { Config } from '../config/config.js';
import { DEFAULT_CONFIG } from '../config/config.js';
import { ConfigError, parseConfig } from '../config/load.js';
import { DEFAULT_MAX_FILE_SIZE } from '../config/schema.js';
import { decodeText } from '../load/text.js';
import { parseKubernetesVersion } from '../kube-version.js';
import { failsGate } from '../model.js';
import type { ScanResult } from '../model.js';
import { formatJson } from '../report/json.js';
import { formatPolicyReport } from '../report/policy-report.js';
import { formatSarif } from '../report/sarif.js';
import { formatText } from '../report/text.js';
import { formatWorkflowCommands } from '../report/workflow-commands.js';
import { formatRules } from './rules.js';
import { RULES } from '../rules/registry.js';
import { scan, ScanInputError } from '../scan.js';
import { isInside, readRegularFile, toRelative } from '../source/files.js';
import { GitError, gitFilesAt } from '../source/git.js';
import { compileSelection } from '../source/select.js';
import { TOOL_VERSION } from '../version.js';
import type { ScanArgs } from './args.js';
import { HELP, parseCommand, UsageError } from './args.js';

export interface CliIo {
  readonly cwd: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly stdout: { write(text: string): unknown; readonly isTTY?: boolean };
  readonly stderr: { write(text: string): unknown };
  /** The clock exception expiry is judged by (default: the current time). */
  readonly now?: () => Date;
}

export const EXIT = { ok: 0, findings: 1, error: 2 } as const;

export function main(argv: readonly string[], io: CliIo): number {
  try {
    const command = parseCommand(argv);
    switch (command.name) {
      case 'help':
        io.stdout.write(HELP);
        return EXIT.ok;
      case 'version':
        io.stdout.write(`${TOOL_VERSION}\n`);
        return EXIT.ok;
      case 'rules':
        io.stdout.write(formatRules(RULES, command.format));
        return EXIT.ok;
      case 'scan':
        return runScan(command.options, io);
    }
  } catch (e) {
    return reportError(e, io);
  }
}

function runScan(args: ScanArgs, io: CliIo): number {
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
  const result = scan({
    root,
    config,
    paths,
    ...(args.base !== undefined ? { base: gitBase(root, args.base, config) } : {}),
    ...(args.actor ? { actor: args.actor } : {}),
    ...(io.now ? { now: io.now() } : {}),
  });
  const report = render(result, args, io, root);
  if (args.output !== undefined) writeReport(path.resolve(io.cwd, args.output), report);
  else io.stdout.write(report);
  if (result.internalErrors.length > 0) return EXIT.error;
  return result.findings.some((f) => failsGate(f, args.failOn)) ? EXIT.findings : EXIT.ok;
}

function render(result: ScanResult, args: ScanArgs, io: CliIo, root: string): string {
  switch (args.format) {
    case 'json':
      return formatJson(result);
    case 'sarif':
      return formatSarif(result, RULES);
    case 'policy-report':
      return formatPolicyReport(result);
    case 'github':
      return formatWorkflowCommands(result, {
        displayPath: (file) => toRelative(io.cwd, path.join(root, file)),
      });
    case 'text': {
      const color = args.output === undefined && !!io.stdout.isTTY && io.env.NO_COLOR === undefined;
      return formatText(result, { color, displayPath: (file) => toRelative(io.cwd, path.join(root, file)) });
    }
  }
}

function writeReport(file: string, report: string): void {
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, report);
  } catch (e) {
    throw new UsageError(`cannot write --output ${file}: ${(e as Error).message}`);
  }
}

/** One folder given: it is the root. Otherwise the current directory is, and the paths are inside it. */
function scanRoot(given: readonly string[], cwd: string): { root: string; paths: readonly string[] } {
  const only = given.length === 1 ? path.resolve(cwd, given[0] ?? '.') : undefined;
  if (only !== undefined && fs.statSync(only, { throwIfNoEntry: false })?.isDirectory()) {
    return { root: only, paths: ['.'] };
  }
  return { root: cwd, paths: given };
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

function reportError(e: unknown, io: CliIo): number {
  if (e instanceof UsageError) {
    io.stderr.write(`admission-gate: ${e.message}\nRun "admission-gate --help" for usage.\n`);
  } else if (e instanceof ConfigError) {
    io.stderr.write(
      `admission-gate: invalid config:\n${e.issues.map((i) => `  ${i.file}:${i.line}:${i.column}: ${i.message}`).join('\n')}\n`,
    );
  } else if (e instanceof ScanInputError || e instanceof GitError) {
    io.stderr.write(`admission-gate: ${e.message}\n`);
  } else {
    const detail = io.env.ADMISSION_GATE_DEBUG
      ? `\n${(e as Error).stack ?? String(e)}`
      : ' (set ADMISSION_GATE_DEBUG=1 for a stack trace)';
    io.stderr.write(
      `admission-gate: internal error, please report it: ${(e as Error).message ?? String(e)}${detail}\n`,
    );
  }
  return EXIT.error;
}
