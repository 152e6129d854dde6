// What the whole repository says, beyond the files a scan checks: its CRDs and Namespaces. One walk over
// every YAML file under the scan root, whatever include, exclude or a pull request's changed-file list
// say; a file is parsed only when its text names a wanted kind as the value of a `kind` key, so thousands
// of ordinary manifests cost a read, not a parse (a 1 MB Grafana dashboard that merely mentions
// "Namespace" is not parsed either).

import fs from 'node:fs';
import path from 'node:path';
import { BuiltinCatalog } from './builtin/catalog.js';
import type { Config } from './config/config.js';
import { SchemaCatalog } from './crd/catalog.js';
import { SchemaCompiler } from './crd/structural.js';
import type { CrdRegistryData } from './crd/registry.js';
import { CrdRegistry } from './crd/registry.js';
import type { CrdSource } from './crd/registry.js';
import { compileCrds, digestOf } from './crd/sources.js';
import type { CrdStep } from './crd/sources.js';
import type { ResultCache } from './cache.js';
import { loadFile } from './load/file.js';
import { kindsInText } from './text/kind-text.js';
import type { KindText } from './text/kind-text.js';
import { addCopies, addNamespace, fromParsed, NamespaceIndex, toParsed } from './namespaces.js';
import type { NamespaceLabels, NamespaceLookup, NamespaceSource, ParsedNamespaces } from './namespaces.js';
import type { LoadedFile } from './load/file.js';
import { FileMemo } from './source/file-memo.js';
import { FileReader, helmChartDetector, isInside, toRelative, walkFiles } from './source/files.js';
import type { TreeFiles } from './source/files.js';

/** What rules may know about the repository as a whole, and about the Kubernetes version it targets. */
export interface Workspace {
  readonly crds: CrdRegistry;
  /** The built-in kinds at kubernetesVersion: served apiVersions and schemas (bundled with the tool). */
  readonly builtin: BuiltinCatalog;
  /**
   * Every manifest of each Namespace by name, in path order (pod-security reads their policy labels, and
   * reports copies that disagree).
   */
  readonly namespaces: NamespaceLookup;
}

/** The workspace as plain data: built once per scan, then handed to every thread that checks files. */
export interface WorkspaceData {
  readonly crds: CrdRegistryData;
  /** The Namespaces parsed already, by name. */
  readonly namespaces: ReadonlyMap<string, readonly NamespaceLabels[]>;
  /** Files that may hold more, parsed when a rule asks for a name they contain (src/namespaces.ts). */
  readonly namespaceSources: readonly NamespaceSource[];
}

export interface WorkspaceBuild {
  readonly workspace: WorkspaceData;
  /** Configured sources that do not exist, as the config names them. */
  readonly missing: readonly string[];
  /** What the user should know about the sources. */
  readonly notes: readonly string[];
}

/** What a file's bytes told the repository pass, kept between scans (src/source/file-memo.ts). */
interface FileFacts {
  /** The SHA-256 of a file compiled for CRDs (of the repository's: one that may hold them). */
  readonly digest?: string;
  /** For a file the repository walk read: its Namespaces by name, when it may hold some. */
  readonly kinds?: {
    readonly namespaces?: ParsedNamespaces;
    /** Where they were parsed from (a chart's templates are not manifests). */
    readonly inHelmChart?: boolean;
  };
}

// The facts of most files: one object, which the memo keeps once.
const HOLDS_NEITHER: FileFacts = { kinds: {} };

// What `kubectl apply -f DIR` reads, in the repository and in configured CRD sources.
const MANIFEST_FILE = /\.(ya?ml|json)$/i;
const CRD_KIND = 'CustomResourceDefinition';

/**
 * `cache` keeps the compiled CRD registry between scans (src/crd/sources.ts). With `lazyNamespaces`, files
 * that may hold Namespaces are kept unparsed for rules to ask by name (a scan of a few files).
 */
export function buildWorkspace(
  tree: TreeFiles,
  config: Config,
  options: { readonly cache?: ResultCache; readonly lazyNamespaces?: boolean } = {},
): WorkspaceBuild {
  const { root, realRoot } = tree;
  const memo = options.cache
    ? FileMemo.open<FileFacts>(options.cache, ['workspace', root, realRoot, String(config.maxFileSize)])
    : undefined;
  const reader = new Reader(root, realRoot, memo);
  const namespaces = new Map<string, NamespaceLabels[]>();
  const namespaceSources: NamespaceSource[] = [];
  const addNamespaces = (byName: ReadonlyMap<string, readonly NamespaceLabels[]>): void => {
    for (const [name, copies] of byName) addCopies(namespaces, name, copies);
  };
  // The repository outranks every configured source: its CRDs are what the change applies.
  const inRepository: CrdSource = { rank: config.crds.paths.length, inRepository: true };
  const steps: CrdStep[] = [];
  const visited = new Set<string>();
  for (const file of tree.absolute) {
    if (!MANIFEST_FILE.test(file)) continue;
    const { stat: recalled, facts } = reader.recall(reader.inRoot, file, config.maxFileSize);
    const known = facts?.kinds;
    if (recalled && known && (!known.namespaces || known.inHelmChart === reader.inHelmChart(file))) {
      memo?.set(file, recalled, facts);
      visited.add(file);
      if (facts.digest !== undefined)
        steps.push(reader.knownStep(file, facts.digest, inRepository, config.maxFileSize));
      if (known.namespaces && options.lazyNamespaces) namespaceSources.push(known.namespaces);
      else if (known.namespaces) addNamespaces(fromParsed(known.namespaces));
      continue;
    }
    // Problems of repository files are the scan's to report, when it checks them. A file refused (a link
    // out of the root) is not the repository's: crds.paths naming it says why.
    const read = reader.inRoot.readTransient(file, config.maxFileSize);
    if (!read.ok) continue;
    visited.add(file);
    const { stat } = read;
    const text = kindsInText(read.bytes);
    const crd = text.mayHold(CRD_KIND);
    // With a cache, a CRD file is known by its digest, and read again only if the cache misses: a hit
    // keeps no copy of its bytes.
    const digest = crd && memo ? digestOf(read.bytes) : undefined;
    if (digest !== undefined) steps.push(reader.knownStep(file, digest, inRepository, config.maxFileSize));
    else if (crd) steps.push(reader.step(file, Buffer.from(read.bytes), inRepository, config.maxFileSize));
    const namespace = text.mayHold('Namespace');
    let byName: Map<string, NamespaceLabels[]> | undefined;
    if (namespace && options.lazyNamespaces)
      namespaceSources.push(reader.namespaceSource(file, read.bytes, text));
    else if (namespace) {
      byName = new Map();
      for (const r of reader.load(file, read.bytes, config.maxFileSize).resources) addNamespace(byName, r);
      addNamespaces(byName);
    }
    // Kept when nothing is left to learn from the bytes (a scan of a few files leaves Namespaces unparsed).
    if (stat && !crd && !namespace) memo?.set(file, stat, HOLDS_NEITHER);
    else if (stat && (!namespace || byName))
      memo?.set(file, stat, {
        ...(digest !== undefined ? { digest } : {}),
        kinds: byName ? { namespaces: toParsed(byName), inHelmChart: reader.inHelmChart(file) } : {},
      });
  }
  const missing: string[] = [];
  for (const [rank, given] of config.crds.paths.entries()) {
    const source: CrdSource = { rank, inRepository: false };
    if (!reader.readSource(path.resolve(root, given), given, source, visited, steps)) missing.push(given);
  }
  memo?.save();
  const crds = compileCrds(steps, options.cache);
  return { workspace: { crds: crds.registry, namespaces, namespaceSources }, missing, notes: crds.notes };
}

/**
 * The workspace rules see, in the thread that checks files: the repository's CRDs and Namespaces, and
 * the config's schema catalogs and the bundled schemas of built-in kinds, read there on demand (what is
 * wrong with a catalog file, or which bundled release stands in for kubernetesVersion, goes to `notes`).
 */
export function openWorkspace(data: WorkspaceData, root: string, config: Config, notes: string[]): Workspace {
  const catalog =
    config.crds.schemaDirs.length > 0
      ? new SchemaCatalog(root, config.crds.schemaDirs, new SchemaCompiler(), notes)
      : undefined;
  return {
    crds: new CrdRegistry(data.crds, catalog),
    builtin: new BuiltinCatalog(config.kubernetesVersion, notes),
    namespaces: new NamespaceIndex(data.namespaces, data.namespaceSources, config.maxFileSize),
  };
}

class Reader {
  /** Reads files that must stay inside the root; `anywhere` those of a source outside it. */
  readonly inRoot: FileReader;
  private readonly anywhere = new FileReader();
  private readonly inChart: (relativePath: string) => boolean;

  constructor(
    private readonly root: string,
    private readonly realRoot: string,
    private readonly memo: FileMemo<FileFacts> | undefined,
  ) {
    this.inRoot = new FileReader(realRoot);
    this.inChart = helmChartDetector(root);
  }

  /**
   * The metadata the memo knows `file` by, when it may (no memo, or a file `files` would not open
   * directly: none), and the facts the memo holds for the file as it is now.
   */
  recall(files: FileReader, file: string, maxBytes: number): { stat?: fs.Stats; facts?: FileFacts } {
    // A file the memo has never seen is read anyway: its metadata comes with the read (fstat).
    const stat = this.memo?.knows(file) === true ? files.stat(file, maxBytes) : undefined;
    return stat ? { stat, facts: this.memo?.get(file, stat) } : {};
  }

  inHelmChart(file: string): boolean {
    return this.inChart(toRelative(this.root, file));
  }

  /** A file to parse for Namespaces when asked: its bytes are copied out of the reader's buffer. */
  namespaceSource(file: string, bytes: Buffer, text: KindText): NamespaceSource {
    return {
      path: toRelative(this.root, file),
      bytes: Buffer.from(bytes),
      inHelmChart: this.inHelmChart(file),
      hidden: text.mayHide(),
    };
  }

  load(file: string, bytes: Uint8Array, maxFileSize: number): LoadedFile {
    const display = toRelative(this.root, file);
    return loadFile({ path: display, bytes, inHelmChart: this.inChart(display) }, maxFileSize);
  }

  /**
   * A file to compile CRDs from: its bytes are kept until the registry is built, and their digest taken
   * when the memo may keep it.
   */
  step(
    file: string,
    bytes: Uint8Array,
    source: CrdSource,
    maxFileSize: number,
    given?: string,
  ): CrdStep & { readonly digest?: string } {
    return {
      ...this.origin(file, source, maxFileSize, given),
      bytes,
      ...(this.memo ? { digest: digestOf(bytes) } : {}),
    };
  }

  /** A file to compile CRDs from that the memo knows by its digest: read only if the cache misses. */
  knownStep(
    file: string,
    digest: string,
    source: CrdSource,
    maxFileSize: number,
    given?: string,
    files = this.inRoot,
  ): CrdStep {
    return {
      ...this.origin(file, source, maxFileSize, given),
      bytes: () => files.read(file, maxFileSize),
      digest,
    };
  }

  private origin(file: string, source: CrdSource, maxFileSize: number, given: string | undefined) {
    const display = toRelative(this.root, file);
    return {
      file: display,
      source,
      maxFileSize,
      inHelmChart: this.inChart(display),
      ...(given !== undefined ? { given } : {}),
    };
  }

  /**
   * A configured CRD file or folder, with no size limit (the user chose it): its files go to `steps`,
   * with what is wrong with them. Files the repository walk read already count as repository CRDs.
   * False when it does not exist. A source inside the root is repository content, so its symbolic links
   * must stay inside the root; one outside is the config's choice.
   */
  readSource(
    source: string,
    given: string,
    crdSource: CrdSource,
    visited: ReadonlySet<string>,
    steps: CrdStep[],
  ): boolean {
    const stat = fs.statSync(source, { throwIfNoEntry: false });
    if (!stat) return false;
    const inRoot = isInside(this.root, source);
    if (stat.isDirectory() && inRoot && !isInside(this.realRoot, fs.realpathSync(source))) {
      steps.push({
        note: `crds.paths: ${given} is a symbolic link to a folder outside the scan root: not read`,
      });
      return true;
    }
    const files = inRoot ? this.inRoot : this.anywhere;
    let covered = false;
    /** Whether the file is to be compiled. */
    const readOne = (file: string): boolean => {
      if (visited.has(file)) {
        covered = true;
        return false;
      }
      const { stat: identity, facts } = this.recall(files, file, Infinity);
      if (identity && facts?.digest !== undefined) {
        this.memo?.set(file, identity, facts);
        steps.push(this.knownStep(file, facts.digest, crdSource, Infinity, given, files));
        return true;
      }
      const read = files.read(file, Infinity);
      // Compiled whatever its text says (on a cache hit, nothing is parsed): the user named it.
      if (!read.ok) {
        steps.push({ note: `crds.paths: ${toRelative(this.root, file)}: ${read.reason}` });
        return false;
      }
      const step = this.step(file, read.bytes, crdSource, Infinity, given);
      steps.push(step);
      if (read.stat && step.digest !== undefined) this.memo?.set(file, read.stat, { digest: step.digest });
      return true;
    };
    if (stat.isDirectory()) {
      walkFiles(source, fs.realpathSync(source), (file) => {
        if (MANIFEST_FILE.test(file)) readOne(file);
      });
      steps.push({ sourceEnd: given, covered });
    } else if (readOne(source)) {
      steps.push({ sourceEnd: given, covered, file: toRelative(this.root, source) });
    }
    return true;
  }
}
