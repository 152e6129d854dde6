// What the whole repository says, beyond the files a scan checks: its CRDs (and whatever else rules
// need to know about the repository as a whole). One walk over every YAML file under the scan root,
// whatever include, exclude or a pull request's changed-file list say; a file is parsed only when its
// bytes contain the needle of a collector, so thousands of ordinary manifests cost a read, not a parse.

import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config/config.js';
import { SchemaCatalog } from './crd/catalog.js';
import { isCrd } from './crd/definition.js';
import type { CrdRegistry } from './crd/registry.js';
import { CrdRegistryBuilder } from './crd/registry.js';
import { loadFile } from './load/file.js';
import type { LoadedFile } from './load/file.js';
import type { Resource } from './load/resource.js';
import { helmChartDetector, isInside, readRegularFile, toRelative, walkFiles } from './source/files.js';

/** What rules may know about the repository as a whole. */
export interface Workspace {
  readonly crds: CrdRegistry;
  /** Namespace objects by name, first in path order (pod-security reads their policy labels). */
  readonly namespaces: ReadonlyMap<string, Resource>;
}

export interface WorkspaceBuild {
  readonly workspace: Workspace;
  /** Configured sources that do not exist, as the config names them. */
  readonly missing: readonly string[];
  /** What the user should know about the sources; grows while catalog schemas are read. */
  readonly notes: string[];
}

/** Receives the objects of every file that contains its needle. */
interface Collector {
  /** Text every file with a wanted object contains (a kind name): other files are not parsed. */
  readonly needle: string;
  add(resource: Resource): void;
}

const REPOSITORY_FILE = /\.ya?ml$/i;
// Configured CRD sources may also be JSON, which is YAML.
const SOURCE_FILE = /\.(ya?ml|json)$/i;
const CRD_NEEDLE = 'CustomResourceDefinition';

export function buildWorkspace(root: string, config: Config): WorkspaceBuild {
  const realRoot = fs.realpathSync(root);
  const reader = new Reader(root, realRoot);
  const crds = new CrdRegistryBuilder();
  // The repository outranks every configured source: its CRDs are what the change applies.
  const namespaces = new Map<string, Resource>();
  const repository: Collector[] = [
    { needle: CRD_NEEDLE, add: (r) => crds.add(r, { rank: config.crds.paths.length, inRepository: true }) },
    {
      needle: 'Namespace',
      add: (r) => {
        if (r.group === '' && r.kind === 'Namespace' && !namespaces.has(r.name)) namespaces.set(r.name, r);
      },
    },
  ];
  const visited = new Set<string>();
  walkFiles(root, realRoot, (file) => {
    if (!REPOSITORY_FILE.test(file)) return;
    visited.add(file);
    // Problems of repository files are the scan's to report, when it checks them.
    reader.read(file, repository, config.maxFileSize, realRoot);
  });
  const missing: string[] = [];
  for (const [rank, given] of config.crds.paths.entries()) {
    const collector: Collector = {
      needle: CRD_NEEDLE,
      add: (r) => crds.add(r, { rank, inRepository: false }),
    };
    if (!reader.readSource(path.resolve(root, given), given, collector, visited)) missing.push(given);
  }
  const { notes } = reader;
  const catalog =
    config.crds.schemaDirs.length > 0
      ? new SchemaCatalog(root, config.crds.schemaDirs, crds.compiler, notes)
      : undefined;
  const registry = crds.build(catalog);
  notes.push(...crds.notes);
  return { workspace: { crds: registry, namespaces }, missing, notes };
}

class Reader {
  readonly notes: string[] = [];
  private readonly inHelmChart: (relativePath: string) => boolean;

  constructor(
    private readonly root: string,
    private readonly realRoot: string,
  ) {
    this.inHelmChart = helmChartDetector(root);
  }

  /**
   * Hands the objects of `file` to the collectors whose needle it contains; undefined when none does,
   * why not when it cannot be read. Without a boundary (a source outside the root), links go anywhere.
   */
  read(
    file: string,
    collectors: readonly Collector[],
    maxFileSize: number,
    boundary: string | undefined,
  ): LoadedFile | string | undefined {
    const read = readRegularFile(file, maxFileSize, boundary);
    if (!read.ok) return read.reason;
    const wanted = collectors.filter((c) => mentions(read.bytes, c.needle));
    if (wanted.length === 0) return undefined;
    const display = toRelative(this.root, file);
    const loaded = loadFile(
      { path: display, bytes: read.bytes, inHelmChart: this.inHelmChart(display) },
      maxFileSize,
    );
    for (const resource of loaded.resources) for (const c of wanted) c.add(resource);
    return loaded;
  }

  /**
   * A configured CRD file or folder, with no size limit (the user chose it). Files the repository walk
   * read already count as repository CRDs. False when it does not exist. A source inside the root is
   * repository content, so its symbolic links must stay inside the root; one outside is the config's choice.
   */
  readSource(source: string, given: string, collector: Collector, visited: ReadonlySet<string>): boolean {
    const stat = fs.statSync(source, { throwIfNoEntry: false });
    if (!stat) return false;
    const boundary = isInside(this.root, source) ? this.realRoot : undefined;
    if (stat.isDirectory() && boundary !== undefined && !isInside(boundary, fs.realpathSync(source))) {
      this.notes.push(`crds.paths: ${given} is a symbolic link to a folder outside the scan root: not read`);
      return true;
    }
    let found = 0;
    let covered = false;
    const counting: Collector = {
      needle: collector.needle,
      add: (r) => {
        if (isCrd(r)) found += 1;
        collector.add(r);
      },
    };
    const readOne = (file: string): void => {
      if (visited.has(file)) {
        covered = true;
        return;
      }
      const loaded = this.read(file, [counting], Infinity, boundary);
      const where = `crds.paths: ${toRelative(this.root, file)}`;
      if (loaded === undefined) {
        if (stat.isFile()) this.notes.push(`${where}: no CustomResourceDefinition in it`);
        return;
      }
      if (typeof loaded === 'string') {
        this.notes.push(`${where}: ${loaded}`);
        return;
      }
      for (const error of loaded.errors) {
        this.notes.push(`${where}:${loaded.lines.position(error.start).line}: ${error.message}`);
      }
      for (const skip of loaded.skipped)
        if (skip.document === undefined) this.notes.push(`${where}: ${skip.reason}`);
    };
    if (stat.isDirectory()) {
      walkFiles(source, fs.realpathSync(source), (file) => {
        if (SOURCE_FILE.test(file)) readOne(file);
      });
      if (found === 0 && !covered) this.notes.push(`crds.paths: ${given} holds no CustomResourceDefinition`);
    } else readOne(source);
    return true;
  }
}

function mentions(bytes: Buffer, needle: string): boolean {
  // UTF-16 text (marked by its byte order mark) cannot contain the UTF-8 needle: parse it to be sure.
  const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  return utf16 || bytes.includes(needle);
}
