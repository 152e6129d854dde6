// Which kustomization roots and Helm charts a tree holds, which of them are deployed, and every file each
// one reads (its dependency graph). A reference that is remote, missing or leads out of the tree is a
// problem of the root, found here before any tool runs: so a render never reaches the network or a file
// outside the repository unless the config allows remote bases.

import fs from 'node:fs';
import path from 'node:path';
import { decodeText } from '../load/text.js';
import { stringValue, child, asMap } from '../load/yaml/node.js';
import { parseYaml } from '../load/yaml/parse.js';
import type { Range } from '../model.js';
import { compareStrings } from '../model.js';
import { isInside, readRegularFile, toRelative } from '../source/files.js';
import type { TreeFiles } from '../source/files.js';
import type { ChartRelease, ConfiguredPath, RenderConfig } from './config.js';
import type { Kustomization, Reference } from './kustomization.js';
import { KUSTOMIZATION_FILES, looksRemote, parseKustomization } from './kustomization.js';

/** Something wrong with a root, at the line that causes it. */
export interface ProblemAt extends Range {
  readonly file: string;
  readonly message: string;
}

interface RootBase {
  /** The folder, relative to the tree root; '' for the tree root itself. */
  readonly dir: string;
  /** The kustomization file or Chart.yaml: findings about the root as a whole point there. */
  readonly entry: string;
  /** Every file the root reads (and paths it names that do not exist), relative to the tree root. */
  readonly inputs: ReadonlySet<string>;
  /** Why it must not be rendered (remote or missing references, paths out of the tree). */
  readonly problems: readonly ProblemAt[];
}

export interface KustomizeRoot extends RootBase {
  readonly tool: 'kustomize';
  /** It uses remote bases, which the config allows. */
  readonly remote: boolean;
}

export interface HelmRoot extends RootBase {
  readonly tool: 'helm';
  readonly chartName: string;
  readonly release: string;
  readonly namespace: string;
  /** Values files after the chart's values.yaml, relative to the tree root. */
  readonly values: readonly string[];
}

export type RenderRoot = KustomizeRoot | HelmRoot;

/** A kustomization and what its references resolve to. */
export interface KustomizationNode {
  readonly kustomization: Kustomization;
  /** Resource files it lists, relative to the tree root. */
  readonly resourceFiles: readonly string[];
  /** Kustomization folders it lists as resources or components. */
  readonly children: readonly { readonly dir: string; readonly component: boolean }[];
}

export interface Discovery {
  readonly roots: readonly RenderRoot[];
  /** Every kustomization of the tree by folder, for source mapping. */
  readonly kustomizations: ReadonlyMap<string, KustomizationNode>;
  /**
   * Files judged only through rendered output: read by some kustomization (a deployed root or not), or
   * in a chart that is rendered. The files of a chart the config does not list are judged as written.
   */
  readonly consumed: ReadonlySet<string>;
  /** Configured roots and charts that are not there, at their line in the config file. */
  readonly configProblems: readonly ProblemAt[];
  readonly notes: readonly string[];
}

export interface DiscoverOptions {
  /** The tree's files (of the scan root, or of the base commit's copy of it). */
  readonly tree: TreeFiles;
  readonly config: RenderConfig;
  readonly maxFileSize: number;
  /** The config file, relative to the scan root, for problems with configured roots. */
  readonly configFile?: string;
}

const CHART_FILE = 'Chart.yaml';

export function discoverRoots(options: DiscoverOptions): Discovery {
  const { config } = options;
  const { root, realRoot, relative: files } = options.tree;
  const kustomizationFiles = new Map<string, string>();
  const chartDirs: string[] = [];
  // Most of a big repository's files are neither: their folder is not worked out.
  for (const file of files) {
    const name = file.slice(file.lastIndexOf('/') + 1);
    if ((KUSTOMIZATION_FILES as readonly string[]).includes(name)) {
      const dir = dirOf(file);
      if (!kustomizationFiles.has(dir)) kustomizationFiles.set(dir, file);
    } else if (name === CHART_FILE) chartDirs.push(dirOf(file));
  }
  const filesUnder = (dir: string): string[] => files.filter((f) => dir === '' || f.startsWith(`${dir}/`));
  const graph = new Graph(root, realRoot, config, options.maxFileSize, filesUnder);
  for (const [dir, file] of kustomizationFiles) graph.add(dir, file);
  const notes: string[] = [];
  const configProblems: ProblemAt[] = [];
  const configProblem = (where: ConfiguredPath, message: string): void => {
    if (options.configFile !== undefined) {
      configProblems.push({ file: options.configFile, ...lineRange(where.line), message });
    } else notes.push(message);
  };

  const roots: RenderRoot[] = [];
  const used = graph.usedDirs();
  const configuredRoots = config.kustomize.roots;
  const kustomizeDirs = configuredRoots
    ? configuredRoots.flatMap((configured) => {
        const dir = normalizeDir(configured.path);
        if (dir === undefined || !kustomizationFiles.has(dir)) {
          configProblem(
            configured,
            `render.kustomize.roots: ${configured.path} is not a folder of the scan root with a kustomization.yaml, kustomization.yml or Kustomization`,
          );
          return [];
        }
        return [dir];
      })
    : [...kustomizationFiles.keys()].filter(
        (dir) => !used.has(dir) && !graph.node(dir)?.kustomization.isComponent,
      );
  for (const dir of kustomizeDirs) roots.push(graph.rootAt(dir));
  if (configuredRoots) {
    const reached = new Set(roots.flatMap((r) => [...r.inputs]));
    const unreached = [...kustomizationFiles.values()].filter((file) => !reached.has(file));
    if (unreached.length > 0) {
      notes.push(
        `render.kustomize.roots does not include ${unreached.map(dirOf).map(displayDir).join(', ')}: their files are not judged.`,
      );
    }
  } else {
    const components = [...kustomizationFiles.keys()].filter(
      (dir) => !used.has(dir) && graph.node(dir)?.kustomization.isComponent,
    );
    if (components.length > 0) {
      notes.push(
        `${components.map(displayDir).join(', ')}: ${components.length === 1 ? 'a Component' : 'Components'} that no kustomization uses, so not rendered and not judged.`,
      );
    }
  }

  const chartSet = new Set(chartDirs);
  const chartFiles = filesUnder;
  const releases: readonly ChartRelease[] =
    config.helm.charts ??
    chartDirs
      .filter((dir) => !isSubchart(dir, chartSet))
      .map((dir) => ({ path: dir === '' ? '.' : dir, line: 0, values: [] }));
  for (const release of releases) {
    const dir = normalizeDir(release.path);
    if (dir === undefined || !chartSet.has(dir)) {
      configProblem(
        release,
        `render.helm.charts: ${release.path} is not a folder of the scan root with a Chart.yaml`,
      );
      continue;
    }
    const values = release.values.flatMap((v) => {
      const file = normalizeDir(v);
      return file !== undefined && isRegularInside(realRoot, path.join(root, file)) ? [file] : [];
    });
    if (values.length < release.values.length) {
      // Rendered without a values file the config names, the chart would not be what is deployed.
      configProblem(
        release,
        `render.helm.charts: a values file of ${release.path} is not a file of the scan root`,
      );
      continue;
    }
    roots.push({
      tool: 'helm',
      dir,
      entry: joinPath(dir, CHART_FILE),
      chartName:
        chartName(root, joinPath(dir, CHART_FILE), options.maxFileSize, realRoot) ?? baseName(dir, root),
      release: release.release ?? baseName(dir, root),
      namespace: release.namespace ?? 'default',
      values,
      inputs: new Set([...chartFiles(dir), ...values]),
      problems: [],
    });
  }

  const consumed = new Set<string>();
  for (const dir of kustomizationFiles.keys()) for (const file of graph.inputsOf(dir)) consumed.add(file);
  for (const r of roots) for (const file of r.inputs) consumed.add(file);
  roots.sort((a, b) => compareStrings(a.entry, b.entry));
  return { roots, kustomizations: graph.nodes(), consumed, configProblems, notes };
}

/** The dependency graph of the kustomizations of one tree. */
class Graph {
  private readonly byDir = new Map<
    string,
    { node: KustomizationNode; problems: ProblemAt[]; inputs: string[]; remote: boolean }
  >();

  constructor(
    private readonly root: string,
    private readonly realRoot: string,
    private readonly config: RenderConfig,
    private readonly maxFileSize: number,
    private readonly filesUnder: (dir: string) => readonly string[],
  ) {}

  add(dir: string, file: string): void {
    const read = readRegularFile(path.join(this.root, file), this.maxFileSize, this.realRoot);
    const text = read.ok ? decodeText(read.bytes) : '';
    const kustomization = parseKustomization(dir, file, text);
    const problems: ProblemAt[] = [];
    const problemAt = (node: { start: number; end: number } | undefined, message: string): void => {
      const from = kustomization.lines.position(node?.start ?? 0);
      const to = kustomization.lines.position(node?.end ?? 0);
      problems.push({
        file,
        line: from.line,
        column: from.column,
        endLine: to.line,
        endColumn: to.column,
        message,
      });
    };
    if (!read.ok) problemAt(undefined, `${file}: ${read.reason}`);
    else if (kustomization.problem !== undefined) problemAt(undefined, `${file}: ${kustomization.problem}`);
    const inputs = [file];
    const resourceFiles: string[] = [];
    const children: { dir: string; component: boolean }[] = [];
    let remote = false;
    for (const ref of kustomization.references) {
      const resolved = this.resolve(dir, ref);
      if (resolved.kind === 'remote') {
        remote = true;
        continue;
      }
      if (resolved.kind === 'problem') {
        problemAt(ref.node, resolved.message);
        if (resolved.path !== undefined) inputs.push(resolved.path);
        continue;
      }
      if (resolved.kind === 'dir') {
        if (ref.kind === 'chart') inputs.push(...this.filesUnder(resolved.path));
        else children.push({ dir: resolved.path, component: ref.kind === 'component' });
      } else {
        inputs.push(resolved.path);
        if (ref.kind === 'resource') resourceFiles.push(resolved.path);
      }
    }
    this.byDir.set(dir, { node: { kustomization, resourceFiles, children }, problems, inputs, remote });
  }

  node(dir: string): KustomizationNode | undefined {
    return this.byDir.get(dir)?.node;
  }

  nodes(): Map<string, KustomizationNode> {
    return new Map([...this.byDir].map(([dir, v]) => [dir, v.node]));
  }

  /** Folders some kustomization uses as a resource or component. */
  usedDirs(): Set<string> {
    return new Set([...this.byDir.values()].flatMap((v) => v.node.children.map((c) => c.dir)));
  }

  /** Every file `dir` reads, through its resources and components too. */
  inputsOf(dir: string): string[] {
    return this.closure(dir).inputs;
  }

  rootAt(dir: string): KustomizeRoot {
    const { inputs, problems, remote } = this.closure(dir);
    return {
      tool: 'kustomize',
      dir,
      entry: this.byDir.get(dir)?.node.kustomization.file ?? joinPath(dir, 'kustomization.yaml'),
      inputs: new Set(inputs),
      problems,
      remote,
    };
  }

  private closure(dir: string): { inputs: string[]; problems: ProblemAt[]; remote: boolean } {
    const seen = new Set<string>();
    const inputs: string[] = [];
    const problems: ProblemAt[] = [];
    let remote = false;
    const visit = (at: string): void => {
      if (seen.has(at)) return;
      seen.add(at);
      const found = this.byDir.get(at);
      if (!found) return;
      inputs.push(...found.inputs);
      problems.push(...found.problems);
      remote ||= found.remote;
      for (const c of found.node.children) visit(c.dir);
    };
    visit(dir);
    return { inputs, problems, remote };
  }

  private resolve(
    dir: string,
    ref: Reference,
  ):
    | { kind: 'file' | 'dir'; path: string }
    | { kind: 'remote' }
    | { kind: 'problem'; message: string; path?: string } {
    const where = `${ref.field} entry ${JSON.stringify(ref.value)}`;
    if (ref.kind === 'chart' && ref.value.includes('://')) {
      return this.config.kustomize.allowRemoteBases
        ? { kind: 'remote' }
        : {
            kind: 'problem',
            message: `${where}: the chart is not in the chart home, so kustomize would download it; remote charts and bases are refused unless render.kustomize.allowRemoteBases is true`,
          };
    }
    const absolute = path.resolve(this.root, dir, ref.value);
    const exists = fs.existsSync(absolute);
    if (!exists && looksRemote(ref.value)) {
      return this.config.kustomize.allowRemoteBases
        ? { kind: 'remote' }
        : {
            kind: 'problem',
            message: `${where} is remote: rendering does not reach the network unless render.kustomize.allowRemoteBases is true`,
          };
    }
    if (!isInside(this.root, absolute)) {
      return {
        kind: 'problem',
        message: `${where} leads out of the scanned tree: rendering reads only files inside it`,
      };
    }
    const relative = toRelative(this.root, absolute);
    if (!exists) return { kind: 'problem', message: `${where}: no such file or folder`, path: relative };
    const real = fs.realpathSync(absolute);
    if (!isInside(this.realRoot, real) || toRelative(this.realRoot, real).split('/').includes('.git')) {
      return {
        kind: 'problem',
        message: `${where} is a symbolic link out of the scanned tree: rendering reads only files inside it`,
      };
    }
    return { kind: fs.statSync(real).isDirectory() ? 'dir' : 'file', path: relative };
  }
}

function isSubchart(dir: string, charts: ReadonlySet<string>): boolean {
  const parts = dir.split('/');
  for (let i = parts.length - 2; i >= 0; i--) {
    if (parts[i] === 'charts' && charts.has(parts.slice(0, i).join('/'))) return true;
  }
  return false;
}

function chartName(root: string, file: string, maxFileSize: number, realRoot: string): string | undefined {
  const read = readRegularFile(path.join(root, file), maxFileSize, realRoot);
  if (!read.ok) return undefined;
  const doc = parseYaml(decodeText(read.bytes))[0];
  return stringValue(child(asMap(doc?.root ?? undefined), 'name'));
}

function isRegularInside(realRoot: string, absolute: string): boolean {
  try {
    const real = fs.realpathSync(absolute);
    return isInside(realRoot, real) && fs.statSync(real).isFile();
  } catch {
    return false;
  }
}

/** A configured folder as a tree-relative path ('' for the root), or undefined when it leaves the tree. */
function normalizeDir(given: string): string | undefined {
  const normal = path.posix.normalize(given.replaceAll('\\', '/')).replace(/\/+$/, '');
  if (normal === '.' || normal === '') return '';
  if (normal.startsWith('../') || normal === '..' || normal.startsWith('/')) return undefined;
  return normal;
}

function dirOf(file: string): string {
  const dir = path.posix.dirname(file);
  return dir === '.' ? '' : dir;
}

export function joinPath(dir: string, file: string): string {
  return dir === '' ? file : `${dir}/${file}`;
}

/** A root folder as findings name it: `overlays/prod`, or `.` for the scan root. */
export function displayDir(dir: string): string {
  return dir === '' ? '.' : dir;
}

function baseName(dir: string, root: string): string {
  return path.posix.basename(dir === '' ? path.resolve(root) : dir);
}

function lineRange(line: number): Range {
  const at = Math.max(1, line);
  return { line: at, column: 1, endLine: at, endColumn: 1 };
}
