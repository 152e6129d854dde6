// Finding and reading files on disk under the scan root. Directories named .git or node_modules are never
// entered; symbolic links are followed only when they stay inside the root; only regular files are read.

import fs from 'node:fs';
import path from 'node:path';
import { compareStrings } from '../model.js';
import type { Skipped } from '../model.js';
import type { Selection } from './select.js';
import { compileSelection } from './select.js';
import { tooLargeReason } from './source-file.js';

export interface Discovery {
  /** Relative to the root, `/`-separated, sorted. */
  readonly files: readonly string[];
  /** Paths given that do not exist. */
  readonly missing: readonly string[];
  /** What the walk could not enter or follow (unreadable folders, links out of the root or in a loop). */
  readonly skipped: readonly Skipped[];
  /** Paths given that exist outside the root (symbolic links resolved). */
  readonly outside: readonly string[];
}

const NEVER_ENTER = new Set(['.git', 'node_modules']);

export function toRelative(root: string, absolute: string): string {
  return path.relative(root, absolute).split(path.sep).join('/');
}

export function isInside(root: string, absolute: string): boolean {
  const rel = path.relative(root, absolute);
  return rel !== '..' && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel);
}

export type FileRead =
  | {
      readonly ok: true;
      readonly bytes: Buffer;
      /** The file's metadata, taken before its bytes were read (not for a file reached through links). */
      readonly stat?: fs.Stats;
    }
  | {
      readonly ok: false;
      readonly reason: string;
      readonly missing: boolean;
      /** kubectl would apply what the file holds, but it was not read: unjudged-file makes it a finding. */
      readonly unjudged: boolean;
    };

/**
 * The bytes of a file that a repository may have planted anything at. With a `boundary` (a real path),
 * a file whose real location leaves it or lies in a .git folder (through symbolic links) is refused:
 * a checkout's .git/config can hold the token it was fetched with. Anything but a regular file is
 * refused unread (a FIFO would block, a device never end), and a file over `maxBytes` unread.
 */
export function readRegularFile(file: string, maxBytes: number, boundary?: string): FileRead {
  return new FileReader(boundary).read(file, maxBytes);
}

/**
 * readRegularFile for many files: the real path of each folder is resolved once, and a file is opened
 * without following a link, so an ordinary file costs open, fstat, read and close (resolving every path
 * component of every file was a tenth of a scan). A link, or any error, takes the slow path, which says
 * exactly why a file is refused.
 */
export class FileReader {
  /** A folder's real path, and whether files in it are refused (outside the boundary, in .git). */
  private readonly folders = new Map<string, { readonly real: string; readonly refused?: string } | null>();

  constructor(private readonly boundary?: string) {}

  /** A buffer reused by `readTransient`, grown to the largest file read that way. */
  private scratch = Buffer.allocUnsafe(64 * 1024);

  read(file: string, maxBytes: number): FileRead {
    return this.readInto(file, maxBytes, false);
  }

  /**
   * `read` into a buffer this reader reuses: the bytes are valid until its next read, for a caller that
   * looks at every file and keeps few (allocating a buffer per file was a tenth of reading them).
   */
  readTransient(file: string, maxBytes: number): FileRead {
    return this.readInto(file, maxBytes, true);
  }

  /**
   * The metadata of a regular file of at most `maxBytes` that `read` would open directly (no link in
   * its name, its folder allowed), without reading it; undefined for anything else, which `read` judges.
   */
  stat(file: string, maxBytes: number): fs.Stats | undefined {
    if (!namesOneFile(file)) return undefined;
    const direct = this.direct(file);
    if (typeof direct !== 'string') return undefined;
    try {
      const stat = fs.lstatSync(direct, { throwIfNoEntry: false });
      return stat?.isFile() && stat.size <= maxBytes ? stat : undefined;
    } catch {
      return undefined;
    }
  }

  private readInto(file: string, maxBytes: number, transient: boolean): FileRead {
    if (!namesOneFile(file)) return refuse(NOT_UTF8, { unjudged: true });
    const direct = this.direct(file);
    if (typeof direct !== 'string') {
      return direct.refused !== undefined
        ? refuse(direct.refused, { unjudged: direct.refused === OUTSIDE })
        : readResolved(file, maxBytes, this.boundary);
    }
    let fd: number;
    try {
      // O_NONBLOCK: opening a FIFO returns at once, and fstat then refuses it unread.
      fd = fs.openSync(direct, OPEN_NO_LINK);
    } catch {
      return readResolved(file, maxBytes, this.boundary);
    }
    try {
      const stat = fs.fstatSync(fd);
      if (!stat.isFile()) return refuse(NOT_REGULAR);
      if (stat.size > maxBytes) return refuse(tooLargeReason(stat.size, maxBytes), { unjudged: true });
      // One byte more than fstat says, to see a file that grew since (it is then read whole) in the same
      // read that takes the file: a second read to meet the end cost a syscall and a 64 KB buffer per file.
      if (transient && this.scratch.length <= stat.size) this.scratch = Buffer.allocUnsafe(stat.size * 2 + 1);
      const buffer = transient ? this.scratch : Buffer.allocUnsafe(stat.size + 1);
      const read = fs.readSync(fd, buffer, 0, stat.size + 1, 0);
      if (read > stat.size) return { ok: true, bytes: readAll(fd, stat.size), stat };
      return { ok: true, bytes: buffer.subarray(0, read), stat };
    } catch (e) {
      return refuse(`cannot read: ${(e as Error).message}`);
    } finally {
      fs.closeSync(fd);
    }
  }

  /**
   * The real path to open `file` at without following a link; else why its folder is refused, or
   * nothing when only the slow path can tell (a folder that does not resolve, a file named .git).
   */
  private direct(file: string): string | { readonly refused?: string } {
    const folder = this.folder(path.dirname(file));
    const name = path.basename(file);
    if (folder === null || (name === '.git' && this.boundary !== undefined)) return {};
    if (folder.refused !== undefined) return { refused: folder.refused };
    return inFolder(folder.real, name);
  }

  private folder(dir: string): { readonly real: string; readonly refused?: string } | null {
    let known = this.folders.get(dir);
    if (known === undefined) {
      known = this.resolveFolder(dir);
      this.folders.set(dir, known);
    }
    return known;
  }

  private resolveFolder(dir: string): { readonly real: string; readonly refused?: string } | null {
    let real: string;
    try {
      real = fs.realpathSync.native(dir);
    } catch {
      return null;
    }
    const { boundary } = this;
    if (boundary === undefined) return { real };
    if (!isInside(boundary, real)) return { real, refused: OUTSIDE };
    if (toRelative(boundary, real).split('/').includes('.git')) return { real, refused: IN_GIT };
    return { real };
  }
}

/** `path.join` for a real path (normalized already) and a name: joining is a tenth of a stat. */
function inFolder(real: string, name: string): string {
  return real.endsWith(path.sep) ? real + name : real + path.sep + name;
}

const OPEN_NO_LINK = fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK;
const NOT_REGULAR = 'not a regular file: not read';
const OUTSIDE = 'a symbolic link to a file outside the scan root: not read';
const IN_GIT = 'inside a .git folder: not read';

/** The file's bytes; a file that grew since fstat is read to its end, one that shrank to its new end. */
function readAll(fd: number, size: number): Buffer {
  const chunks: Buffer[] = [];
  let total = 0;
  for (let chunk = Buffer.allocUnsafe(Math.max(size, 1)); ; chunk = Buffer.allocUnsafe(64 * 1024)) {
    const read = fs.readSync(fd, chunk, 0, chunk.length, null);
    if (read === 0) break;
    chunks.push(read === chunk.length ? chunk : chunk.subarray(0, read));
    total += read;
  }
  return chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, total);
}

/** readRegularFile through every link, for what the fast path does not take, with the exact reason. */
function readResolved(file: string, maxBytes: number, boundary: string | undefined): FileRead {
  let real: string;
  let stat: fs.Stats;
  try {
    real = fs.realpathSync(file);
    stat = fs.statSync(real);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ELOOP') return refuse(LINK_LOOP);
    if (code !== 'ENOENT') return refuse(`cannot read: ${(e as Error).message}`);
    const dangling = fs.lstatSync(file, { throwIfNoEntry: false })?.isSymbolicLink() ?? false;
    return dangling
      ? refuse('a symbolic link to nothing: not read')
      : refuse('file not found', { missing: true });
  }
  if (boundary !== undefined && !isInside(boundary, real)) return refuse(OUTSIDE, { unjudged: true });
  if (boundary !== undefined && toRelative(boundary, real).split('/').includes('.git')) return refuse(IN_GIT);
  if (!stat.isFile()) return refuse(NOT_REGULAR);
  if (stat.size > maxBytes) return refuse(tooLargeReason(stat.size, maxBytes), { unjudged: true });
  try {
    return { ok: true, bytes: fs.readFileSync(real) };
  } catch (e) {
    return refuse(`cannot read: ${(e as Error).message}`);
  }
}

function refuse(reason: string, { missing = false, unjudged = false } = {}): FileRead {
  return { ok: false, reason, missing, unjudged };
}

const NOT_UTF8 =
  "its name is not UTF-8, or reads as another file's once decoded, so it cannot be opened by name: rename it";

/**
 * Whether `file` names exactly one file: a name that is not UTF-8 decodes with U+FFFD, and the decoded
 * name opens nothing, or another file whose name holds a real U+FFFD; kubectl, reading bytes, applies it.
 */
function namesOneFile(file: string): boolean {
  if (!file.includes('\uFFFD')) return true;
  const parts = path.resolve(file).split(path.sep);
  for (let i = 1; i < parts.length; i++) {
    const name = parts[i] as string;
    if (name.includes('\uFFFD') && undecodedNames(parts.slice(0, i).join(path.sep) || path.sep).has(name)) {
      return false;
    }
  }
  return true;
}

/** The names in `dir`, as decoded, of entries whose names are not UTF-8. */
function undecodedNames(dir: string): Set<string> {
  try {
    const undecoded = namesIn(Buffer.from(dir)).filter(([name, raw]) => !Buffer.from(name).equals(raw));
    return new Set(undecoded.map(([name]) => name));
  } catch {
    // A folder that cannot be listed: opening the file says why.
    return new Set();
  }
}

/**
 * Files under `paths` (relative to `root` or absolute) that the selection matches. A file named
 * explicitly is scanned even if `include` does not match it; `exclude` still applies. Links out of the
 * root, FIFOs and devices that the selection matches are listed too: reading them, the scan says why not.
 */
export function discoverFiles(
  root: string,
  paths: readonly string[],
  selection: Selection,
  /** The root's files, walked already: the root given as a path is not walked again. */
  tree?: TreeFiles,
): Discovery {
  const { matches, excluded } = compileSelection(selection);
  const realRoot = fs.realpathSync(root);
  const found = new Set<string>();
  const missing: string[] = [];
  const skipped: Skipped[] = [];
  const skip = (absolute: string, reason: string): void => {
    skipped.push({ file: toRelative(root, absolute), reason });
  };
  const outside: string[] = [];
  for (const given of paths) {
    const absolute = path.resolve(root, given);
    // A given path counts only if it really is inside the root, symbolic links resolved.
    const real = resolveLink(absolute);
    if (typeof real !== 'string') {
      if (real.loop) skip(absolute, LINK_LOOP);
      else missing.push(given);
      continue;
    }
    const stat = statOrUndefined(real);
    if (!stat) missing.push(given);
    else if (!isInside(realRoot, real)) outside.push(given);
    else if (stat.isDirectory() && tree && absolute === path.resolve(tree.root)) {
      for (const rel of tree.relative) if (matches(rel)) found.add(rel);
      skipped.push(...tree.skipped);
    } else if (stat.isDirectory()) {
      walkFiles(
        absolute,
        realRoot,
        (file) => {
          const rel = toRelative(root, file);
          if (matches(rel)) found.add(rel);
        },
        skip,
      );
    } else if (!excluded(toRelative(root, absolute))) found.add(toRelative(root, absolute));
  }
  return { files: [...found].sort(), missing, outside, skipped };
}

const LINK_LOOP = 'a symbolic link in a loop: not read';

/**
 * Calls `visit` with the absolute path of every file under `dir` (and its path relative to `dir`,
 * `/`-separated, as `toRelative` gives it), in name order, never entering .git or
 * node_modules, nor a symbolic link to a folder. Entries that are no folder are all visited (FIFOs,
 * devices, links to files anywhere): `readRegularFile` refuses what it must, with its reason. What
 * cannot be entered (an unreadable folder, a link to a folder outside `boundary`, a link in a loop) goes
 * to `skip`; the walk never throws.
 */
export function walkFiles(
  dir: string,
  boundary: string,
  visit: (file: string, relative: string) => void,
  skip: (absolute: string, reason: string) => void = () => {},
  /** `dir` relative to where the walk began, with a trailing slash (empty there). */
  prefix = '',
): void {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch (e) {
    skip(dir, `cannot read the folder: ${(e as Error).message}`);
    return;
  }
  entries.sort((a, b) => compareStrings(a.name, b.name));
  // An entry's name is one component: below the top, path.join would only normalize again.
  const top = prefix === '' ? path.normalize(dir) : dir;
  const parent = top.endsWith(path.sep) ? top : top + path.sep;
  let undecoded: Set<string> | undefined;
  for (const entry of entries) {
    const absolute = parent + entry.name;
    if (entry.name.includes('\uFFFD') && (undecoded ??= undecodedNames(dir)).has(entry.name)) {
      // Listed once, by what is under it: reading refuses every such path, and unjudged-file reports it.
      if (undecoded.delete(entry.name)) visitUndecoded(dir, entry.name, prefix, visit, skip);
      continue;
    }
    if (entry.isDirectory()) {
      if (!NEVER_ENTER.has(entry.name)) walkFiles(absolute, boundary, visit, skip, `${prefix}${entry.name}/`);
    } else if (entry.isSymbolicLink()) {
      const target = resolveLink(absolute);
      if (typeof target !== 'string' && target.loop) skip(absolute, LINK_LOOP);
      else if (typeof target === 'string' && statOrUndefined(target)?.isDirectory()) {
        // Never entered: a folder inside the root is walked where it is; one outside is not ours.
        if (!isInside(boundary, target)) {
          skip(absolute, 'a symbolic link to a folder outside the scan root: not followed');
        }
      } else visit(absolute, prefix + entry.name);
    } else visit(absolute, prefix + entry.name);
  }
}

/**
 * Visits what lies under the entries of `dir` whose names decode to `name`, by their decoded paths: the
 * entries themselves, or the files in them when they are folders, which only their names' bytes open.
 */
function visitUndecoded(
  dir: string,
  name: string,
  prefix: string,
  visit: (file: string, relative: string) => void,
  skip: (absolute: string, reason: string) => void,
): void {
  const visited = new Set<string>();
  const walk = (bytes: Buffer, absolute: string, relative: string): void => {
    let names: [string, Buffer][] | undefined;
    try {
      if (fs.lstatSync(bytes).isDirectory()) names = namesIn(bytes);
    } catch (e) {
      skip(absolute, `cannot read the folder: ${(e as Error).message}`);
      return;
    }
    if (names === undefined) {
      if (!visited.has(relative)) visit(absolute, relative);
      visited.add(relative);
      return;
    }
    if (NEVER_ENTER.has(path.basename(absolute))) return;
    for (const [entry, raw] of names) {
      walk(Buffer.concat([bytes, SEPARATOR, raw]), absolute + path.sep + entry, `${relative}/${entry}`);
    }
  };
  const folder = Buffer.from(dir);
  try {
    for (const [entry, raw] of namesIn(folder)) {
      if (entry === name) walk(Buffer.concat([folder, SEPARATOR, raw]), path.join(dir, name), prefix + name);
    }
  } catch (e) {
    skip(dir, `cannot read the folder: ${(e as Error).message}`);
  }
}

/** A folder's entries named by their bytes, as [decoded name, bytes], in the order of the decoded names. */
function namesIn(dir: Buffer): [string, Buffer][] {
  return fs
    .readdirSync(dir, { encoding: 'buffer' })
    .map((raw): [string, Buffer] => [raw.toString('utf8'), raw])
    .sort((a, b) => compareStrings(a[0], b[0]));
}

const SEPARATOR = Buffer.from(path.sep);

/** The files of a tree, as `walkFiles` visits them: one walk serves every stage of a scan that needs them. */
export interface TreeFiles {
  readonly root: string;
  readonly realRoot: string;
  readonly absolute: readonly string[];
  /** Relative to the root, `/`-separated. */
  readonly relative: readonly string[];
  /** What the walk could not enter or follow. */
  readonly skipped: readonly Skipped[];
}

export function listTree(root: string): TreeFiles {
  const realRoot = fs.realpathSync(root);
  const absolute: string[] = [];
  const relative: string[] = [];
  const skipped: Skipped[] = [];
  walkFiles(
    root,
    realRoot,
    (file, rel) => {
      absolute.push(file);
      relative.push(rel);
    },
    (file, reason) => skipped.push({ file: toRelative(root, file), reason }),
  );
  return { root, realRoot, absolute, relative, skipped };
}

/** The real path of `file`, or why there is none: a loop of links, or nothing there. */
function resolveLink(file: string): string | { readonly loop: boolean } {
  try {
    return fs.realpathSync(file);
  } catch (e) {
    return { loop: (e as NodeJS.ErrnoException).code === 'ELOOP' };
  }
}

function statOrUndefined(file: string): fs.Stats | undefined {
  try {
    return fs.statSync(file, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
}

/** True for files in the templates/ folder of a Helm chart (a Chart.yaml beside that folder). */
export function helmChartDetector(root: string): (relativePath: string) => boolean {
  const charts = new Map<string, boolean>();
  return (relativePath) => {
    const parts = relativePath.split('/');
    for (let i = parts.length - 2; i >= 0; i--) {
      if (parts[i] !== 'templates') continue;
      const chartDir = parts.slice(0, i).join('/');
      let isChart = charts.get(chartDir);
      if (isChart === undefined) {
        isChart = fs.existsSync(path.join(root, chartDir, 'Chart.yaml'));
        charts.set(chartDir, isChart);
      }
      if (isChart) return true;
    }
    return false;
  };
}
