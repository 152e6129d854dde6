// Command-line parsing on node:util parseArgs: strict, so a typo is a usage error, not silence.

import { parseArgs } from 'node:util';
import type { FailOn } from '../model.js';
import { SEVERITIES } from '../model.js';
import { parseShard, SHARD_SYNTAX } from '../source/shard.js';
import type { Shard } from '../source/shard.js';
import { globProblem } from '../source/select.js';

export class UsageError extends Error {}

export const FORMATS = ['text', 'json', 'sarif', 'policy-report', 'github', 'markdown'] as const;
export type Format = (typeof FORMATS)[number];
const RULES_FORMATS = ['text', 'json'] as const;
const FAIL_ON: readonly FailOn[] = [...SEVERITIES, 'never'];

export type Command =
  | { readonly name: 'help' }
  | { readonly name: 'version' }
  | ({ readonly name: 'rules' } & RulesArgs)
  | { readonly name: 'scan'; readonly options: ScanArgs }
  | { readonly name: 'merge'; readonly options: MergeArgs };

export interface RulesArgs {
  readonly format: (typeof RULES_FORMATS)[number];
}

/** What a report is written as, and when the exit status is 1: common to scan and merge. */
export interface ReportArgs {
  readonly format: Format;
  readonly output?: string;
  readonly failOn: FailOn;
}

export interface MergeArgs extends ReportArgs {
  /** JSON reports of the shards of one scan. */
  readonly reports: readonly string[];
}

export interface ScanArgs extends ReportArgs {
  readonly paths: readonly string[];
  readonly config?: string;
  readonly base?: string;
  readonly include?: readonly string[];
  readonly exclude: readonly string[];
  readonly kubernetesVersion?: string;
  /** CRD files or folders added after the config's crds.paths, relative to the current directory. */
  readonly crds: readonly string[];
  /** The change's author (`--actor`) and the teams it belongs to (`--actor-team`, `org/team`). */
  readonly actor?: { readonly login: string; readonly teams: readonly string[] };
  /** Threads that check files; undefined: as many as pay off (ScanOptions.jobs `auto`). */
  readonly jobs?: number;
  readonly shard?: Shard;
}

export const HELP = `Usage: admission-gate <command> [options]

Kubernetes admission-control rules for the manifests in a repository.

Commands:
  scan [PATH...]              scan files and folders (default: .)
  merge REPORT...             combine the JSON reports of scan --shard runs into one report
  rules                       list the rules with their default severity and docs
  --version                   print the version
  --help                      print this help

Options of scan:
  --config FILE               config file (default: .admission-gate.yaml in the scan root, if present)
  --format FORMAT             text, json, sarif (SARIF 2.1.0, for code scanning) or
                              policy-report (wgpolicyk8s.io/v1alpha2 PolicyReports as a YAML
                              stream) or github (workflow commands that GitHub Actions
                              shows as annotations) or markdown (a summary for
                              GITHUB_STEP_SUMMARY, at most 1 MiB) (default: text)
  --output FILE               write the report to FILE instead of standard output
  --base REF                  git ref whose tree is the previous state for diff-aware rules, and
                              whose suppressions alone count (see suppressionActors); without it
                              every object is new and every suppression counts
  --fail-on LEVEL             error|warning|notice|never: exit 1 when a finding is at or
                              above LEVEL (default: error)
  --include GLOB              files to scan, minimatch, repeatable (default: **/*.yaml, **/*.yml)
  --exclude GLOB              files not to scan, minimatch, repeatable
  --kubernetes-version V      latest or vMAJOR.MINOR: rules newer than V do not run (default: latest)
  --crds PATH                 CRD file or folder, repeatable: added after crds.paths of the config
                              (CRDs in the scanned repository are always read)
  --actor LOGIN               the change's author: a rule's overrideActors may include it, turning
                              its findings into notices marked "overridden by LOGIN"; with --base,
                              suppressionActors may, making its new suppressions count
  --actor-team ORG/TEAM       a team the actor belongs to, for @org/team actors; repeatable.
                              Stated, not looked up: the CLI trusts whoever runs it
  --jobs N                    threads that check files (default: one per core but one, for scans
                              big enough to gain from them); findings are the same whatever N is
  --shard K/N                 check only shard K of N (files split by a hash of their path); the
                              CRDs and Namespaces of the whole repository are still read. Merge
                              the shards' --format json reports with admission-gate merge

Options of merge: --format, --output and --fail-on, as for scan. The exit status is the gate
decision over all shards.

The scan root is the folder given when scan gets exactly one folder, otherwise the current
directory; reported paths are relative to it.

Exit status: 0 no finding at or above --fail-on, 1 there is one, 2 usage, config or internal error.
Suppressed findings (config exceptions, admission-gate.dev/ignore annotations, # admission-gate-ignore
comments) stay in every report but never count.
Docs: https://github.com/admission-gate/admission-gate#readme
`;

function oneOf<T extends string>(
  flag: string,
  value: string | undefined,
  allowed: readonly T[],
  fallback: T,
): T {
  if (value === undefined) return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new UsageError(`--${flag} must be one of ${allowed.join(', ')}, not "${value}"`);
}

export function parseCommand(argv: readonly string[]): Command {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
        config: { type: 'string', short: 'c' },
        format: { type: 'string', short: 'f' },
        output: { type: 'string', short: 'o' },
        base: { type: 'string' },
        'fail-on': { type: 'string' },
        include: { type: 'string', multiple: true },
        exclude: { type: 'string', multiple: true },
        'kubernetes-version': { type: 'string' },
        crds: { type: 'string', multiple: true },
        actor: { type: 'string' },
        'actor-team': { type: 'string', multiple: true },
        jobs: { type: 'string' },
        shard: { type: 'string' },
      },
    });
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) return { name: 'help' };
  if (values.version) return { name: 'version' };
  const [command, ...rest] = positionals;
  if (command === 'rules') {
    if (rest.length > 0) throw new UsageError(`rules takes no arguments, got ${rest.join(' ')}`);
    return { name: 'rules', format: oneOf('format', values.format, RULES_FORMATS, 'text') };
  }
  const report: ReportArgs = {
    format: oneOf('format', values.format, FORMATS, 'text'),
    failOn: oneOf('fail-on', values['fail-on'], FAIL_ON, 'error'),
    ...(values.output !== undefined ? { output: values.output } : {}),
  };
  if (command === 'merge') {
    const scanOnly = Object.keys(values).filter((flag) => !['format', 'output', 'fail-on'].includes(flag));
    if (scanOnly.length > 0) throw new UsageError(`merge does not take --${scanOnly.join(', --')}`);
    if (rest.length === 0) throw new UsageError('merge needs the JSON reports of the shards');
    return { name: 'merge', options: { ...report, reports: rest } };
  }
  if (command !== 'scan') {
    throw new UsageError(command === undefined ? 'missing command' : `unknown command "${command}"`);
  }
  return {
    name: 'scan',
    options: {
      ...report,
      paths: rest.length > 0 ? rest : ['.'],
      exclude: globs('exclude', values.exclude ?? []),
      crds: values.crds ?? [],
      ...(values.config !== undefined ? { config: values.config } : {}),
      ...(values.base !== undefined ? { base: values.base } : {}),
      ...(values.include !== undefined ? { include: globs('include', values.include) } : {}),
      ...(values['kubernetes-version'] !== undefined
        ? { kubernetesVersion: values['kubernetes-version'] }
        : {}),
      ...actorOf(values.actor, values['actor-team'] ?? []),
      ...(values.jobs !== undefined ? { jobs: jobsOf(values.jobs) } : {}),
      ...(values.shard !== undefined ? { shard: shardOf(values.shard) } : {}),
    },
  };
}

function jobsOf(text: string): number {
  if (!/^[1-9]\d*$/.test(text))
    throw new UsageError(`--jobs must be a whole number of at least 1, not "${text}"`);
  return Number(text);
}

function shardOf(text: string): Shard {
  const shard = parseShard(text);
  if (!shard) throw new UsageError(`--shard must be ${SHARD_SYNTAX}, not "${text}"`);
  return shard;
}

function globs(flag: string, patterns: readonly string[]): readonly string[] {
  for (const pattern of patterns) {
    const problem = globProblem(pattern);
    if (problem) throw new UsageError(`--${flag} "${pattern}" ${problem}`);
  }
  return patterns;
}

const TEAM = /^@?([^/\s@]+\/[^/\s@]+)$/u;

function actorOf(login: string | undefined, teams: readonly string[]): Pick<ScanArgs, 'actor'> {
  if (login === undefined) {
    if (teams.length > 0) throw new UsageError('--actor-team needs --actor: whose team is it?');
    return {};
  }
  if (login === '' || /[\s/@]/u.test(login)) {
    throw new UsageError(`--actor must be a login such as octocat, not "${login}"`);
  }
  return {
    actor: {
      login,
      teams: teams.map((team) => {
        const match = TEAM.exec(team);
        if (!match?.[1])
          throw new UsageError(`--actor-team must be ORG/TEAM such as acme/platform, not "${team}"`);
        return match[1];
      }),
    },
  };
}
