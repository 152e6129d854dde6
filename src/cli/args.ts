// Command-line parsing on node:util parseArgs: strict, so a typo is a usage error, not silence.

import { parseArgs } from 'node:util';
import type { ParseArgsOptionDescriptor } from 'node:util';
import type { FailOn } from '../model.js';
import { SEVERITIES } from '../model.js';
import { RENDER_MODES } from '../render/config.js';
import type { RenderMode } from '../render/config.js';
import { parseShard, SHARD_SYNTAX } from '../source/shard.js';
import type { Shard } from '../source/shard.js';
import { FILTER_MODES } from '../policy/filter-mode.js';
import type { FilterMode } from '../policy/filter-mode.js';
import { closest } from '../text/suggest.js';

export class UsageError extends Error {}

export const FORMATS = ['text', 'json', 'sarif', 'policy-report', 'github', 'markdown'] as const;
export type Format = (typeof FORMATS)[number];
const RULES_FORMATS = ['text', 'json'] as const;
const FAIL_ON: readonly FailOn[] = [...SEVERITIES, 'never'];

export type Command =
  | { readonly name: 'help'; readonly command?: 'scan' | 'merge' | 'rules' }
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
  /** Exit 1 when no file was scanned. */
  readonly failOnEmpty: boolean;
  /** `--color` (true) or `--no-color` (false); undefined: as the environment and the terminal say. */
  readonly color?: boolean;
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
  /** Rendering of kustomization roots and Helm charts before judging. */
  readonly render: RenderMode;
  /** Which findings count (needs `base` unless `all`). */
  readonly filterMode: FilterMode;
  /** `--no-cache`: no cache folder (compiled CRDs, what was learnt of files). */
  readonly noCache: boolean;
}

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

/** Every option, with the commands that take it (`--help` and `--version` go with any). */
const OPTIONS = {
  help: { type: 'boolean', short: 'h', commands: ['scan', 'merge', 'rules'] },
  version: { type: 'boolean', short: 'v', commands: [] },
  config: { type: 'string', short: 'c', commands: ['scan'] },
  format: { type: 'string', short: 'f', commands: ['scan', 'merge', 'rules'] },
  output: { type: 'string', short: 'o', commands: ['scan', 'merge'] },
  'fail-on': { type: 'string', commands: ['scan', 'merge'] },
  'fail-on-empty': { type: 'boolean', commands: ['scan', 'merge'] },
  color: { type: 'boolean', commands: ['scan', 'merge'] },
  'no-color': { type: 'boolean', commands: ['scan', 'merge'] },
  base: { type: 'string', commands: ['scan'] },
  'filter-mode': { type: 'string', commands: ['scan'] },
  include: { type: 'string', multiple: true, commands: ['scan'] },
  exclude: { type: 'string', multiple: true, commands: ['scan'] },
  'kubernetes-version': { type: 'string', commands: ['scan'] },
  crds: { type: 'string', multiple: true, commands: ['scan'] },
  actor: { type: 'string', commands: ['scan'] },
  'actor-team': { type: 'string', multiple: true, commands: ['scan'] },
  jobs: { type: 'string', commands: ['scan'] },
  shard: { type: 'string', commands: ['scan'] },
  render: { type: 'string', commands: ['scan'] },
  'no-cache': { type: 'boolean', commands: ['scan'] },
} as const satisfies Record<string, ParseArgsOptionDescriptor & { commands: readonly CommandName[] }>;

type CommandName = 'scan' | 'merge' | 'rules';
const COMMANDS: readonly CommandName[] = ['scan', 'merge', 'rules'];

export function parseCommand(argv: readonly string[]): Command {
  const { values, positionals, tokens } = parse(argv);
  const [command, ...rest] = positionals;
  const known = COMMANDS.find((c) => c === command);
  if (values.version) return { name: 'version' };
  if (values.help) return known ? { name: 'help', command: known } : { name: 'help' };
  if (!known) {
    if (command === undefined) throw new UsageError('missing command');
    const suggestion = closest(command, COMMANDS);
    throw new UsageError(`unknown command "${command}"${suggestion ? ` (did you mean ${suggestion}?)` : ''}`);
  }
  const misplaced = Object.keys(values).filter(
    (flag) => !(OPTIONS[flag as keyof typeof OPTIONS].commands as readonly string[]).includes(known),
  );
  if (misplaced.length > 0) throw new UsageError(`${known} does not take --${misplaced.join(', --')}`);
  if (known === 'rules') {
    if (rest.length > 0) throw new UsageError(`rules takes no arguments, got ${rest.join(' ')}`);
    return { name: 'rules', format: oneOf('format', values.format, RULES_FORMATS, 'text') };
  }
  const report: ReportArgs = {
    format: oneOf('format', values.format, FORMATS, 'text'),
    failOn: oneOf('fail-on', values['fail-on'], FAIL_ON, 'error'),
    failOnEmpty: values['fail-on-empty'] === true,
    ...(values.output !== undefined ? { output: values.output } : {}),
    ...colorOf(tokens),
  };
  if (known === 'merge') {
    if (rest.length === 0) throw new UsageError('merge needs the JSON reports of the shards');
    return { name: 'merge', options: { ...report, reports: rest } };
  }
  const filterMode = oneOf('filter-mode', values['filter-mode'], FILTER_MODES, 'all');
  if (filterMode !== 'all' && values.base === undefined) {
    throw new UsageError(
      `--filter-mode ${filterMode} needs --base REF: the previous state it tells changes from`,
    );
  }
  return {
    name: 'scan',
    options: {
      ...report,
      paths: rest.length > 0 ? rest : ['.'],
      exclude: values.exclude ?? [],
      crds: values.crds ?? [],
      filterMode,
      ...(values.config !== undefined ? { config: values.config } : {}),
      ...(values.base !== undefined ? { base: values.base } : {}),
      ...(values.include !== undefined ? { include: values.include } : {}),
      ...(values['kubernetes-version'] !== undefined
        ? { kubernetesVersion: values['kubernetes-version'] }
        : {}),
      ...actorOf(values.actor, values['actor-team'] ?? []),
      ...(values.jobs !== undefined ? { jobs: jobsOf(values.jobs) } : {}),
      ...(values.shard !== undefined ? { shard: shardOf(values.shard) } : {}),
      render: oneOf('render', values.render, RENDER_MODES, 'auto'),
      noCache: values['no-cache'] === true,
    },
  };
}

/** node:util parseArgs, strict, with its errors said in one line and a suggestion for a misspelt option. */
function parse(argv: readonly string[]) {
  try {
    return parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      tokens: true,
      options: OPTIONS,
    });
  } catch (e) {
    const { code, message } = e as { code?: string; message: string };
    const unknown = /^Unknown option '([^']+)'/.exec(message)?.[1];
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && unknown !== undefined) {
      const suggestion = unknown.startsWith('--')
        ? closest(
            unknown,
            Object.keys(OPTIONS).map((name) => `--${name}`),
          )
        : undefined;
      throw new UsageError(`unknown option ${unknown}${suggestion ? ` (did you mean ${suggestion}?)` : ''}`);
    }
    // "Option '-f, --format <value>' argument missing" and the like: the first sentence is the message.
    throw new UsageError(message.replace(/\.\s.*$/s, '').replace(/^Option /, 'option '));
  }
}

/** `--color` or `--no-color`, the last one given winning; nothing when neither is. */
function colorOf(tokens: readonly { kind: string; name?: string }[]): Pick<ReportArgs, 'color'> {
  const last = tokens.findLast((t) => t.kind === 'option' && (t.name === 'color' || t.name === 'no-color'));
  return last ? { color: last.name === 'color' } : {};
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
