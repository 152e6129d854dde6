// kustomize, the one module that runs it: `kustomize build` when a kustomize binary is on PATH, else
// `kubectl kustomize`. Each root is built through a wrapper kustomization of our own, outside the
// repository, whose `buildMetadata: [originAnnotations]` makes kustomize write on every object the file it
// came from (checked in ../shared/RENDERING.md); those annotations are read, then removed from the text.
// Default load restrictor, no plugins, no exec: the flags that would change that are never passed.

import fs from 'node:fs';
import path from 'node:path';
import { asMap, child, entry, stringValue } from '../load/yaml/node.js';
import { parseYaml } from '../load/yaml/parse.js';
import { isInside, toRelative } from '../source/files.js';
import type { RenderConfig } from './config.js';
import { findExecutable, runTool, toolEnv, withScratch } from './exec.js';

export interface KustomizeCommand {
  readonly command: string;
  /** `['build']` for kustomize, `['kustomize']` for kubectl. */
  readonly args: readonly string[];
  /** How messages name it: `kustomize build` or `kubectl kustomize`. */
  readonly name: string;
}

/** Where kustomize says an object came from (`config.kubernetes.io/origin`), as a path of the tree. */
export interface KustomizeOrigin {
  /** The resource file, relative to the tree root. */
  readonly path?: string;
  /** For generated objects: the kustomization of the generator, relative to the tree root. */
  readonly configuredIn?: string;
  /** The generator's kind, such as ConfigMapGenerator. */
  readonly generator?: string;
  /** From a remote base. */
  readonly remote?: boolean;
}

export interface KustomizeOutput {
  /** The rendered stream, origin annotations removed. */
  readonly text: string;
  /** By document index in the stream (`Resource.document`). */
  readonly origins: ReadonlyMap<number, KustomizeOrigin>;
}

export type KustomizeBuild =
  { readonly ok: true; readonly output: KustomizeOutput } | { readonly ok: false; readonly reason: string };

const ORIGIN = 'config.kubernetes.io/origin';

/** The kustomize to run, or undefined when none is installed. */
export function kustomizeCommand(
  binary: string | undefined,
  searchPath: string | undefined,
): KustomizeCommand | undefined {
  const as = (command: string): KustomizeCommand =>
    path.basename(command).startsWith('kubectl')
      ? { command, args: ['kustomize'], name: 'kubectl kustomize' }
      : { command, args: ['build'], name: 'kustomize build' };
  if (binary !== undefined) {
    const found = findExecutable(binary, searchPath);
    return found !== undefined ? as(found) : undefined;
  }
  const found = findExecutable('kustomize', searchPath) ?? findExecutable('kubectl', searchPath);
  return found !== undefined ? as(found) : undefined;
}

export interface BuildOptions {
  readonly config: RenderConfig;
  readonly searchPath: string | undefined;
  /** The helm binary, for `helmCharts:` when render.kustomize.enableHelm is true. */
  readonly helm?: string;
}

/** Builds the kustomization in `dir` (relative to `tree`). */
export async function kustomizeBuild(
  kustomize: KustomizeCommand,
  tree: string,
  dir: string,
  options: BuildOptions,
): Promise<KustomizeBuild> {
  const realTree = fs.realpathSync(tree);
  const target = path.join(realTree, dir);
  return withScratch(async (scratch) => {
    const wrapper = path.join(scratch, 'wrapper');
    fs.mkdirSync(wrapper);
    const relative = path.relative(wrapper, target).split(path.sep).join('/');
    fs.writeFileSync(
      path.join(wrapper, 'kustomization.yaml'),
      `resources:\n  - ${JSON.stringify(relative)}\nbuildMetadata: [originAnnotations]\n`,
    );
    const { kustomize: k } = options.config;
    const helm =
      k.enableHelm && options.helm !== undefined ? ['--enable-helm', '--helm-command', options.helm] : [];
    const run = await runTool({
      command: kustomize.command,
      args: [...kustomize.args, wrapper, ...helm, ...k.args],
      cwd: scratch,
      env: toolEnv(scratch, options.searchPath, k.allowRemoteBases ? networkEnv() : {}),
      timeoutMs: options.config.timeoutSeconds * 1000,
      maxOutputBytes: options.config.maxOutputBytes,
    });
    if (!run.ok) {
      return {
        ok: false,
        reason: `${kustomize.name} failed: ${cleanMessage(run.reason, realTree, target, wrapper)}`,
      };
    }
    return { ok: true, output: takeOrigins(run.stdout, wrapper, realTree) };
  });
}

// Remote bases are fetched with git and HTTP: proxies and CA settings of the runner apply.
function networkEnv(): Record<string, string> {
  const keep = [
    'HTTP_PROXY',
    'HTTPS_PROXY',
    'NO_PROXY',
    'http_proxy',
    'https_proxy',
    'no_proxy',
    'SSL_CERT_FILE',
    'SSL_CERT_DIR',
  ];
  return {
    GIT_TERMINAL_PROMPT: '0',
    ...Object.fromEntries(
      keep.flatMap((key) => (process.env[key] !== undefined ? [[key, process.env[key] ?? '']] : [])),
    ),
  };
}

/**
 * kustomize's message as running it on the root itself would give it: without kubectl's log prefix,
 * the wrapper's layer of the error, and absolute paths of the tree.
 */
function cleanMessage(message: string, realTree: string, target: string, wrapper: string): string {
  let text = message
    .replace(/^[EIWF]\d{4} [\d:.]+\s+\d+ [\w.-]+:\d+\] "command failed" err=/gm, '')
    .replace(/^<\n/, '')
    .replace(/\n\s*>\s*$/, '')
    .replace(/^\t/gm, '')
    .replace(/^Error: /, '')
    .trim();
  // kubectl's log quotes a one-line error as a Go string.
  if (/^".*"$/s.test(text)) {
    try {
      text = String(JSON.parse(text));
    } catch {
      // Not JSON after all: kept as it is.
    }
  }
  const recursed = `recursed accumulation of path '${target}': `;
  const at = text.indexOf(recursed);
  if (at >= 0) text = text.slice(at + recursed.length);
  text = text.replaceAll(`${wrapper}/`, '').replaceAll(`${realTree}/`, '').replaceAll(realTree, '.');
  return text.trim();
}

/** The origin annotations of every object, then the text without them. */
function takeOrigins(text: string, wrapper: string, realTree: string): KustomizeOutput {
  const origins = new Map<number, KustomizeOrigin>();
  const cuts: { from: number; to: number }[] = [];
  for (const doc of parseYaml(text)) {
    if (doc.root === null) continue;
    const annotations = asMap(child(child(doc.root, 'metadata'), 'annotations'));
    const origin = annotations && entry(annotations, ORIGIN);
    if (!annotations || !origin || origin.value.kind !== 'scalar') continue;
    origins.set(doc.index, readOrigin(origin.value.text, wrapper, realTree));
    const parent =
      annotations.entries.length === 1 ? annotationsEntryStart(text, annotations.start) : origin.keyStart;
    cuts.push({ from: lineStart(text, parent), to: lineEnd(text, origin.value.end) });
  }
  let kept = '';
  let at = 0;
  for (const cut of cuts) {
    kept += text.slice(at, cut.from);
    at = cut.to;
  }
  return { text: kept + text.slice(at), origins };
}

// The `annotations:` key line above a block mapping that starts at `start`.
function annotationsEntryStart(text: string, start: number): number {
  const key = text.lastIndexOf('annotations:', start);
  return key >= 0 ? key : start;
}

function lineStart(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

function lineEnd(text: string, offset: number): number {
  if (offset > 0 && text.charAt(offset - 1) === '\n') return offset;
  const newline = text.indexOf('\n', offset);
  return newline < 0 ? text.length : newline + 1;
}

function readOrigin(yaml: string, wrapper: string, realTree: string): KustomizeOrigin {
  const root = asMap(parseYaml(yaml)[0]?.root ?? undefined);
  const inTree = (written: string | undefined): string | undefined => {
    if (written === undefined) return undefined;
    const absolute = path.resolve(wrapper, written);
    return isInside(realTree, absolute) ? toRelative(realTree, absolute) : undefined;
  };
  const repo = stringValue(child(root, 'repo'));
  const file = inTree(stringValue(child(root, 'path')));
  const configuredIn = inTree(stringValue(child(root, 'configuredIn')));
  const generator = stringValue(child(child(root, 'configuredBy'), 'kind'));
  return {
    ...(repo === undefined && file !== undefined ? { path: file } : {}),
    ...(configuredIn !== undefined ? { configuredIn } : {}),
    ...(generator !== undefined ? { generator } : {}),
    ...(repo !== undefined ? { remote: true } : {}),
  };
}
