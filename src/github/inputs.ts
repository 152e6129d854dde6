// The Action's inputs (action.yml), validated. The runner applies action.yml's defaults; @actions/core
// does not, so an empty input here means the workflow set it empty.

import * as core from '@actions/core';
import type { KubernetesVersion } from '../kube-version.js';
import { DEFAULT_INCLUDE } from '../config/schema.js';
import { parseKubernetesVersion } from '../kube-version.js';
import type { FailOn } from '../model.js';
import { SEVERITIES } from '../model.js';
import { RENDER_MODES } from '../render/config.js';
import type { RenderMode } from '../render/config.js';
import { FILTER_MODES } from '../policy/change-filter.js';
import type { FilterMode } from '../policy/change-filter.js';
import { globProblem } from '../source/select.js';
import { formatShard, parseShard, SHARD_SYNTAX } from '../source/shard.js';
import type { Shard } from '../source/shard.js';

export const SCOPES = ['auto', 'changed', 'all'] as const;
export type Scope = (typeof SCOPES)[number];
export const CONFIG_SOURCES = ['base', 'head'] as const;
export type ConfigSource = (typeof CONFIG_SOURCES)[number];
const FAIL_ON: readonly FailOn[] = [...SEVERITIES, 'never'];

export const DEFAULT_CONFIG_FILE = '.admission-gate.yaml';

export interface ActionInputs {
  readonly paths: readonly string[];
  readonly ignore: readonly string[];
  readonly config: string;
  /** Unset: base for changes (pull requests, merge groups), head otherwise. */
  readonly configSource?: ConfigSource;
  readonly scope: Scope;
  readonly failOn: FailOn;
  /** The gate fails when no file was scanned. */
  readonly failOnEmpty: boolean;
  /** Which findings count: every one, or those on what the change adds or modifies. */
  readonly filterMode: FilterMode;
  readonly kubernetesVersion?: KubernetesVersion;
  readonly checkRun: boolean;
  /** With a shard, the shard is part of the name: each shard has its own check run. */
  readonly checkName: string;
  readonly reviewComments: boolean;
  readonly sarifFile?: string;
  /** Check only this shard of the files (a matrix job); `admission-gate merge` joins the shards. */
  readonly shard?: Shard;
  /** Rendering of kustomization roots and Helm charts before judging. */
  readonly render: RenderMode;
  readonly token: string;
}

export class InputError extends Error {}

function oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
  const value = core.getInput(name);
  if (value === '') return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new InputError(`input ${name} must be one of ${allowed.join(', ')}, not "${value}"`);
}

function flag(name: string, fallback: boolean): boolean {
  const value = core.getInput(name).toLowerCase();
  if (value === '') return fallback;
  if (value === 'true' || value === 'false') return value === 'true';
  throw new InputError(`input ${name} must be true or false, not "${value}"`);
}

function globs(name: string): string[] {
  const patterns = core.getMultilineInput(name).filter((p) => p !== '');
  for (const pattern of patterns) {
    const problem = globProblem(pattern);
    if (problem) throw new InputError(`input ${name}: "${pattern}" ${problem}`);
  }
  return patterns;
}

export function readInputs(): ActionInputs {
  const versionText = core.getInput('kubernetes-version');
  const kubernetesVersion = versionText === '' ? undefined : parseKubernetesVersion(versionText);
  if (versionText !== '' && kubernetesVersion === undefined) {
    throw new InputError(
      `input kubernetes-version must be latest or vMAJOR.MINOR (such as v1.34), not "${versionText}"`,
    );
  }
  const token = core.getInput('github-token');
  if (token === '')
    throw new InputError(
      'input github-token is empty: the default, ${{ github.token }}, is right for most workflows',
    );
  const sarifFile = core.getInput('sarif-file');
  const paths = globs('paths');
  const configSource = core.getInput('config-source');
  const shardText = core.getInput('shard');
  const shard = shardText === '' ? undefined : parseShard(shardText);
  if (shardText !== '' && shard === undefined) {
    throw new InputError(`input shard must be ${SHARD_SYNTAX}, not "${shardText}"`);
  }
  return {
    paths: paths.length > 0 ? paths : DEFAULT_INCLUDE,
    ignore: globs('ignore'),
    config: core.getInput('config') || DEFAULT_CONFIG_FILE,
    ...(configSource !== '' ? { configSource: oneOf('config-source', CONFIG_SOURCES, 'base') } : {}),
    scope: oneOf('scope', SCOPES, 'auto'),
    failOn: oneOf('fail-on', FAIL_ON, 'error'),
    failOnEmpty: flag('fail-on-empty', false),
    filterMode: oneOf('filter-mode', FILTER_MODES, 'all'),
    ...(kubernetesVersion !== undefined ? { kubernetesVersion } : {}),
    checkRun: flag('check-run', true),
    checkName: `${core.getInput('check-name') || 'Admission Gate'}${shard ? ` (shard ${formatShard(shard)})` : ''}`,
    reviewComments: flag('review-comments', true),
    ...(sarifFile !== '' ? { sarifFile } : {}),
    ...(shard ? { shard } : {}),
    render: oneOf('render', RENDER_MODES, 'auto'),
    token,
  };
}

/**
 * The sarif-file input as given, before any input is validated: a run that fails on its inputs still
 * writes the file its workflow uploads next.
 */
export function sarifFileInput(): string | undefined {
  return core.getInput('sarif-file') || undefined;
}
