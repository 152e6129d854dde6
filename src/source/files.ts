// Finding and reading files on disk under the scan root. Directories named .git or node_modules are never
// entered; symbolic links are followed only when they stay inside the root; only regular files are read.

import fs from 'node:fs';
import path from 'node:path';
import { compareStrings } from '../model.js';
import type { Selection } from './select.js';
import { compileSelection } from './select.js';
import { tooLargeReason } from './source-file.js';

export interface Discovery {
  /** Relative to the root, `/`-separated, sorted. */
  readonly files: readonly string[];
  /** Paths given that do not exist. */
  readonly missing: readonly string[];
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
  | { readonly ok: true; readonly bytes: Buffer }
  | { readonly ok: false; readonly reason: string; readonly missing: boolean };

/**
 * The bytes of a file that a repository may have planted anything at. With a `boundary` (a real path),
 * a file whose real location leaves it or lies in a .git folder (through symbolic links) is refused:
 * a checkout's .git/config can hold the token it was fetched with. Anything but a regular file is
 * refused unopened (a FIFO would block, a device never end), and a file over `maxBytes` unread.
 */
export function readRegularFile(file: string, maxBytes: number, boundary?: string): FileRead {
  let real: string;
  let stat: fs.Stats;
  try {
    real = fs.realpathSync(file);
    stat = fs.statSync(real);
  } catch (e) {
    const missing = (e as NodeJS.ErrnoException).code === 'ENOENT';
    return refuse(missing ? 'file not found' : `cannot read: ${(e as Error).message}`, missing);
  }
  if (boundary !== undefined && !isInside(boundary, real)) {
    return refuse('a symbolic link to a file outside the scan root: not read');
  }
  if (boundary !== undefined && toRelative(boundary, real).split('/').includes('.git')) {
    return refuse('inside a .git folder: not read');
  }
  if (!stat.isFile()) return refuse('not a regular file: not read');
  if (stat.size > maxBytes) return refuse(tooLargeReason(stat.size, maxBytes));
  try {
    return { ok: true, bytes: fs.readFileSync(real) };
  } catch (e) {
    return refuse(`cannot read: ${(e as Error).message}`);
  }
}

function refuse(reason: string, missing = false): FileRead {
  return { ok: false, reason, missing };
}

/**
 * Files under `paths` (relative to `root` or absolute) that the selection matches. A file named
 * explicitly is scanned even if `include` does not match it; `exclude` still applies.
 */
export function discoverFiles(root: string, paths: readonly string[], selection: Selection): Discovery {
  const { matches, excluded } = compileSelection(selection);
  const realRoot = fs.realpathSync(root);
  const found = new Set<string>();
  const missing: string[] = [];
  const outside: string[] = [];
  for (const given of paths) {
    const absolute = path.resolve(root, given);
    // A given path counts only if it really is inside the root, symbolic links resolved.
    const real = realPathOrUndefined(absolute);
    const stat = real !== undefined ? statOrUndefined(real) : undefined;
    if (!stat || real === undefined) missing.push(given);
    else if (!isInside(realRoot, real)) outside.push(given);
    else if (stat.isDirectory()) {
      walkFiles(absolute, realRoot, (file) => {
        const rel = toRelative(root, file);
        if (matches(rel)) found.add(rel);
      });
    } else if (!excluded(toRelative(root, absolute))) found.add(toRelative(root, absolute));
  }
  return { files: [...found].sort(), missing, outside };
}

/**
 * Calls `visit` with the absolute path of every file under `dir`, in name order, never entering .git or
 * node_modules; symbolic links are followed only when they stay inside `boundary` (a real path).
 */
export function walkFiles(dir: string, boundary: string, visit: (file: string) => void): void {
  const entries = fs.readdirSync(dir, { withFileTypes: true });
  entries.sort((a, b) => compareStrings(a.name, b.name));
  for (const entry of entries) {
    const absolute = path.join(dir, entry.name);
    const kind = entry.isSymbolicLink() ? followLink(boundary, absolute) : entry;
    if (!kind) continue;
    if (kind.isDirectory()) {
      if (!NEVER_ENTER.has(entry.name) && !entry.isSymbolicLink()) walkFiles(absolute, boundary, visit);
    } else if (kind.isFile()) visit(absolute);
  }
}

function followLink(realRoot: string, link: string): fs.Stats | undefined {
  try {
    const target = fs.realpathSync(link);
    return isInside(realRoot, target) ? fs.statSync(target) : undefined;
  } catch {
    return undefined;
  }
}

function realPathOrUndefined(file: string): string | undefined {
  try {
    return fs.realpathSync(file);
  } catch {
    return undefined;
  }
}

function statOrUndefined(file: string): fs.Stats | undefined {
  return fs.statSync(file, { throwIfNoEntry: false });
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
