// Finding files on disk under the scan root. Directories named .git or node_modules are never entered;
// symbolic links are followed only when they stay inside the root.

import fs from 'node:fs';
import path from 'node:path';
import { compareStrings } from '../model.js';
import type { Selection } from './select.js';
import { compileSelection } from './select.js';

export interface Discovery {
  /** Relative to the root, `/`-separated, sorted. */
  readonly files: readonly string[];
  /** Paths given that do not exist or leave the root. */
  readonly missing: readonly string[];
}

const NEVER_ENTER = new Set(['.git', 'node_modules']);

export function toRelative(root: string, absolute: string): string {
  return path.relative(root, absolute).split(path.sep).join('/');
}

export function isInside(root: string, absolute: string): boolean {
  const rel = path.relative(root, absolute);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
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
  for (const given of paths) {
    const absolute = path.resolve(root, given);
    const stat = isInside(root, absolute) ? statOrUndefined(absolute) : undefined;
    if (!stat) missing.push(given);
    else if (stat.isDirectory()) {
      walkFiles(absolute, realRoot, (file) => {
        const rel = toRelative(root, file);
        if (matches(rel)) found.add(rel);
      });
    } else if (stat.isFile() && !excluded(toRelative(root, absolute))) found.add(toRelative(root, absolute));
  }
  return { files: [...found].sort(), missing };
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

function statOrUndefined(file: string): fs.Stats | undefined {
  try {
    return fs.statSync(file);
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
