// The render stage, between source and load: which roots this scan renders, rendering them (at the head
// and, for diff-aware rules, at the base commit), and a placer per rendered root that puts each finding on
// its source line. Files a root consumes are judged only through its output; a root that cannot be
// rendered is a render-error finding, and one broken root never keeps another from being rendered.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../config/config.js';
import type { RenderMode } from './config.js';
import type { Placer } from '../check.js';
import { loadFile } from '../load/file.js';
import type { LoadedFile } from '../load/file.js';
import type { Finding, Range, RenderedFrom, Severity } from '../model.js';
import { renderError } from '../rules/render-error/index.js';
import { listTree } from '../source/files.js';
import type { TreeFiles } from '../source/files.js';
import type { SourceFile } from '../source/source-file.js';
import type { Discovery, RenderRoot } from './discover.js';
import { discoverRoots, displayDir } from './discover.js';
import { HelmMapper } from './helm-map.js';
import { helmCommand, helmTemplate } from './helm.js';
import type { HelmOutput } from './helm.js';
import { KustomizeMapper } from './kustomize-map.js';
import { kustomizeBuild, kustomizeCommand } from './kustomize.js';
import type { KustomizeCommand, KustomizeOutput } from './kustomize.js';
import { SourceFiles } from './source-files.js';

export interface RenderOptions {
  /** `off`: every file is judged as written, as before rendering existed. Default `auto`. */
  readonly mode?: RenderMode;
  /** Where kustomize, kubectl and helm are looked up (default: this process's PATH). */
  readonly searchPath?: string;
  /**
   * Every path the change touches (added, modified, removed, renamed from), unfiltered: the roots that
   * read one are rendered. Default: the scan's files.
   */
  readonly touched?: readonly string[];
  /**
   * Writes the previous state's copy of the scan root (the base commit's) into an empty folder, for
   * diff-aware rules on rendered objects; returns why it could not, or undefined.
   */
  readonly writeBase?: (dir: string) => string | undefined;
}

/** A root rendered at the head: its output, loaded, and how a finding on it finds its source line. */
export interface RenderedRoot {
  readonly root: RenderRoot;
  readonly file: LoadedFile;
  readonly place: Placer;
}

export interface RenderOutcome {
  readonly rendered: readonly RenderedRoot[];
  /** Files judged only through rendered output, never as written. */
  readonly consumed: ReadonlySet<string>;
  /** render-error findings (not yet judged by the policy stage). */
  readonly findings: readonly Finding[];
  readonly notes: readonly string[];
  /** The roots' output at the base commit, for diff-aware rules. */
  readonly previous: readonly PreviousOutput[];
}

/** A root's output at the base commit; objects without a namespace are in `namespace` when it is given. */
export interface PreviousOutput extends SourceFile {
  readonly namespace?: string;
}

export interface RenderInput {
  /** The scan root's files. */
  readonly tree: TreeFiles;
  readonly config: Config;
  readonly options: RenderOptions;
  /** Which deployed roots this scan renders (its files, its changes, its shard). */
  readonly selects: (root: RenderRoot) => boolean;
  /** Diff-aware rules run and need the roots' previous output. */
  readonly wantsPrevious: boolean;
  /** The severity of render-error, undefined when it is off. */
  readonly severity: Severity | undefined;
}

// Renders at once: kustomize and helm each keep a core busy for a moment.
const CONCURRENCY = 2;

export async function renderRoots(input: RenderInput): Promise<RenderOutcome> {
  const { config, options } = input;
  const { root } = input.tree;
  const searchPath = options.searchPath ?? process.env.PATH;
  const discovery = discoverRoots({
    tree: input.tree,
    config: config.render,
    maxFileSize: config.maxFileSize,
    ...(config.file !== undefined ? { configFile: config.file } : {}),
  });
  const errors = new RenderErrors(input.severity);
  for (const p of discovery.configProblems) errors.add(p, p.message);
  const notes = [...discovery.notes];
  const selected = discovery.roots.filter(input.selects);
  const tools = new Tools(config, searchPath);
  const fallback = new Set<RenderRoot>();
  const renderable = selected.filter((r) => {
    const missing = tools.missing(r);
    if (missing === undefined) return true;
    if (config.render.missingTool === 'note') {
      for (const other of discovery.roots) if (other.tool === r.tool) fallback.add(other);
      notes.push(`${missing}: ${describe(r)} was not rendered, and its files were judged as written.`);
    } else {
      errors.add(
        at(r.entry),
        `${describe(r)} is not rendered: ${missing}, so what it deploys cannot be judged. Install it (GitHub's ubuntu runners have kustomize, kubectl and helm), or set render.missingTool: note to judge its files as written.`,
        r,
      );
    }
    return false;
  });
  const clean = renderable.filter((r) => {
    for (const p of r.problems) errors.add(p, `${describe(r)} is not rendered: ${p.message}.`, r);
    return r.problems.length === 0;
  });
  const sources = new SourceFiles(root, config.maxFileSize);
  const outputs = await mapLimit(clean, (r) => tools.render(r, root));
  const rendered: RenderedRoot[] = [];
  outputs.forEach((output, i) => {
    const r = clean[i];
    if (!r) return;
    if (!output.ok) {
      errors.add(at(r.entry), `${describe(r)} does not render: ${output.reason}. ${CONSEQUENCE[r.tool]}`, r);
      return;
    }
    const file = loadFile(
      { path: r.entry, bytes: Buffer.from(output.text, 'utf8') },
      config.render.maxOutputBytes,
    );
    rendered.push({
      root: r,
      file: r.tool === 'helm' ? inNamespace(file, r.namespace) : file,
      place: placer(r, output, discovery, sources),
    });
  });
  const fallbackFiles = new Set([...fallback].flatMap((r) => [...r.inputs]));
  const consumed = new Set([...discovery.consumed].filter((f) => !fallbackFiles.has(f)));
  const previous =
    input.wantsPrevious && options.writeBase && rendered.length > 0
      ? await previousOutput(
          rendered.map((r) => r.root),
          options.writeBase,
          input,
          tools,
          notes,
        )
      : [];
  return { rendered, consumed, findings: errors.findings(), notes, previous };
}

const CONSEQUENCE: Readonly<Record<RenderRoot['tool'], string>> = {
  kustomize:
    'What it deploys cannot be judged, and kubectl apply -k, Argo CD or Flux fail on it the same way.',
  helm: 'What it deploys cannot be judged, and helm install, Argo CD or Flux fail on it the same way.',
};

function describe(r: RenderRoot): string {
  return r.tool === 'kustomize'
    ? `kustomization ${displayDir(r.dir)}`
    : `chart ${displayDir(r.dir)} (release ${r.release})`;
}

function renderedFrom(r: RenderRoot): Pick<RenderedFrom, 'tool' | 'root' | 'release'> {
  return { tool: r.tool, root: displayDir(r.dir), ...(r.tool === 'helm' ? { release: r.release } : {}) };
}

/** A root's output: kustomize's with the origin of each object, helm's with the template of each line. */
type Output =
  | {
      readonly ok: true;
      readonly text: string;
      readonly origins?: KustomizeOutput['origins'];
      readonly sourceAt?: HelmOutput['sourceAt'];
    }
  | { readonly ok: false; readonly reason: string };

/** The binaries, looked up once, and how each root is rendered with them. */
class Tools {
  private kustomize?: KustomizeCommand | null;
  private helm?: string | null;

  constructor(
    private readonly config: Config,
    private readonly searchPath: string | undefined,
  ) {}

  private kustomizeCommand(): KustomizeCommand | undefined {
    if (this.kustomize === undefined) {
      this.kustomize = kustomizeCommand(this.config.render.kustomize.binary, this.searchPath) ?? null;
    }
    return this.kustomize ?? undefined;
  }

  private helmCommand(): string | undefined {
    if (this.helm === undefined)
      this.helm = helmCommand(this.config.render.helm.binary, this.searchPath) ?? null;
    return this.helm ?? undefined;
  }

  /** Why a root's tool is not there, or undefined when it is. */
  missing(r: RenderRoot): string | undefined {
    const { kustomize, helm } = this.config.render;
    if (r.tool === 'helm') {
      return this.helmCommand() ? undefined : `${helm.binary ?? 'helm'} is not on PATH`;
    }
    if (!this.kustomizeCommand()) {
      return kustomize.binary !== undefined
        ? `${kustomize.binary} (render.kustomize.binary) is not installed`
        : 'neither kustomize nor kubectl is on PATH';
    }
    return undefined;
  }

  async render(r: RenderRoot, tree: string): Promise<Output> {
    const kustomize = this.kustomizeCommand();
    const helm = this.helmCommand();
    if (r.tool === 'kustomize' && kustomize) {
      const built = await kustomizeBuild(kustomize, tree, r.dir, {
        config: this.config.render,
        searchPath: this.searchPath,
        ...(helm !== undefined ? { helm } : {}),
      });
      return built.ok ? { ok: true, text: built.output.text, origins: built.output.origins } : built;
    }
    if (r.tool === 'helm' && helm !== undefined) {
      const templated = await helmTemplate(helm, tree, r, {
        config: this.config.render,
        searchPath: this.searchPath,
        kubernetesVersion: this.config.kubernetesVersion,
      });
      return templated.ok
        ? { ok: true, text: templated.output.text, sourceAt: templated.output.sourceAt }
        : templated;
    }
    return { ok: false, reason: `${r.tool} is not installed` };
  }
}

function placer(
  r: RenderRoot,
  output: Extract<Output, { ok: true }>,
  discovery: Discovery,
  sources: SourceFiles,
): Placer {
  const from = renderedFrom(r);
  const whole = r.tool === 'kustomize' ? 'kustomization' : 'chart';
  if (r.tool === 'kustomize') {
    const mapper = new KustomizeMapper(r, discovery.kustomizations, sources);
    return (resource, found) => {
      if (!resource) return { file: r.entry, range: at(r.entry), rendered: { ...from, source: whole } };
      const p = mapper.place(resource, output.origins?.get(resource.document), found.path);
      return { file: p.file, range: p.range, rendered: { ...from, source: p.source } };
    };
  }
  const mapper = new HelmMapper(r, sources);
  return (resource, found) => {
    if (!resource) return { file: r.entry, range: at(r.entry), rendered: { ...from, source: whole } };
    const line = resource.lines.position(resource.root.start).line - 1;
    const p = mapper.place(resource, output.sourceAt?.(line), found.path, found.value);
    return {
      file: p.file,
      range: p.range,
      rendered: { ...from, source: p.source, ...(p.template ? { template: p.template } : {}) },
    };
  };
}

/** helm installs objects without a namespace into the release's namespace. */
function inNamespace(file: LoadedFile, namespace: string): LoadedFile {
  return {
    ...file,
    resources: file.resources.map((r) => (r.namespace === undefined ? { ...r, namespace } : r)),
  };
}

/** The rendered roots at the base commit: their output there, or a note on why it is missing. */
async function previousOutput(
  roots: readonly RenderRoot[],
  writeBase: (dir: string) => string | undefined,
  input: RenderInput,
  tools: Tools,
  notes: string[],
): Promise<PreviousOutput[]> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'admission-gate-base-'));
  try {
    const tree = path.join(scratch, 'tree');
    fs.mkdirSync(tree);
    const problem = writeBase(tree);
    if (problem !== undefined) {
      notes.push(`${problem}: rendered objects all count as new, so unchanged values may be reported.`);
      return [];
    }
    const base = discoverRoots({
      tree: listTree(tree),
      config: input.config.render,
      maxFileSize: input.config.maxFileSize,
    });
    const pairs = roots.flatMap((r) => {
      const there = base.roots.find((b) => b.tool === r.tool && b.dir === r.dir && sameRelease(b, r));
      if (!there) return [];
      if (there.problems.length > 0) {
        notes.push(
          `${describe(r)} is not rendered at the base commit (${there.problems[0]?.message ?? ''}): its objects count as new.`,
        );
        return [];
      }
      return [there];
    });
    const outputs = await mapLimit(pairs, (r) => tools.render(r, tree));
    return outputs.flatMap((output, i) => {
      const r = pairs[i];
      if (!r) return [];
      if (!output.ok) {
        notes.push(`${describe(r)} does not render at the base commit: its objects count as new.`);
        return [];
      }
      return [
        {
          path: `${r.entry} (base)`,
          bytes: Buffer.from(output.text, 'utf8'),
          ...(r.tool === 'helm' ? { namespace: r.namespace } : {}),
        },
      ];
    });
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

function sameRelease(a: RenderRoot, b: RenderRoot): boolean {
  return a.tool !== 'helm' || b.tool !== 'helm' || a.release === b.release;
}

/** render-error findings, one per place (a base shared by two overlays breaks both: one finding). */
class RenderErrors {
  private readonly byPlace = new Map<string, Finding>();

  constructor(private readonly severity: Severity | undefined) {}

  add(where: { file: string } & Range, message: string, root?: RenderRoot): void {
    if (this.severity === undefined) return;
    const key = `${where.file}\u0000${where.line}\u0000${where.column}\u0000${message}`;
    if (this.byPlace.has(key)) return;
    this.byPlace.set(key, {
      rule: renderError.id,
      severity: this.severity,
      message,
      file: where.file,
      line: where.line,
      column: where.column,
      endLine: where.endLine,
      endColumn: where.endColumn,
      path: '',
      ...(root
        ? {
            rendered: {
              ...renderedFrom(root),
              source: root.tool === 'kustomize' ? 'kustomization' : 'chart',
            },
          }
        : {}),
    });
  }

  findings(): Finding[] {
    return [...this.byPlace.values()];
  }
}

function at(file: string): { file: string } & Range {
  return { file, line: 1, column: 1, endLine: 1, endColumn: 1 };
}

async function mapLimit<T, R>(items: readonly T[], run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      const item = items[i];
      if (item !== undefined) results[i] = await run(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
  return results;
}
