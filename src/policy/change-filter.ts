// Gate modes: which findings count when a change is judged. `all` keeps every finding; `changed-objects`
// keeps those on objects the change adds or modifies; `added-lines` those on lines the change adds. A team
// adopting the gate on a legacy repository blocks new problems without fixing every old one first.
//
// Rules that judge the change themselves (diff-aware rules, which compare with the previous state, and
// the findings about the gate's own exceptions and suppressions) keep their semantics in every mode:
// their findings are never filtered. What cannot be told apart counts as changed (fail closed): a file
// without a diff, an object moved in from another file, a finding about no object in a changed file.

import { loadFile } from '../load/file.js';
import type { Resource } from '../load/resource.js';
import { toJs } from '../load/yaml/node.js';
import type { Finding } from '../model.js';
import { plural } from '../text/plural.js';
import type { FilterMode } from './filter-mode.js';

export { FILTER_MODES } from './filter-mode.js';
export type { FilterMode } from './filter-mode.js';

/** What a change did to one file, relative to the scan root. */
export interface FileChange {
  /** The file's bytes before the change (at its previous path, for a rename); undefined for a new file. */
  readonly before?: Uint8Array;
  /** Lines the change adds (1-based, new side); undefined when every line counts as added. */
  readonly addedLines?: ReadonlySet<number>;
}

export interface ChangeFilter {
  readonly mode: Exclude<FilterMode, 'all'>;
  /** What the change did to `file`; undefined when the change left it as it was. */
  readonly change: (file: string) => FileChange | undefined;
  /** The file's bytes as scanned, to find the object a finding is on (changed-objects only). */
  readonly current: (file: string) => Uint8Array | undefined;
}

export interface Filtered {
  readonly findings: Finding[];
  /** Says how many findings were left out, when any were. */
  readonly notes: string[];
}

/** How the filter treats rules by their ids. */
export interface FilteredRules {
  /** Rules that judge the change themselves: never filtered. */
  readonly judgesChange: (rule: string) => boolean;
  /** Rules whose findings are about a whole file: kept for every file the change touched. */
  readonly judgesWholeFile: (rule: string) => boolean;
}

/** Keeps the findings the mode counts. */
export function filterToChange(
  findings: readonly Finding[],
  filter: ChangeFilter,
  { judgesChange, judgesWholeFile }: FilteredRules,
  maxFileSize: number,
): Filtered {
  const changes = new Map<string, FileChange | undefined>();
  const changeOf = (file: string): FileChange | undefined => {
    if (!changes.has(file)) changes.set(file, filter.change(file));
    return changes.get(file);
  };
  const objects = new Map<string, ObjectChanges>();
  const objectsOf = (file: string, change: FileChange): ObjectChanges => {
    let found = objects.get(file);
    if (!found) {
      found = objectChanges(file, filter.current(file), change.before, maxFileSize);
      objects.set(file, found);
    }
    return found;
  };
  const kept: Finding[] = [];
  let left = 0;
  for (const f of findings) {
    const change = judgesChange(f.rule) ? undefined : changeOf(f.file);
    const counts =
      judgesChange(f.rule) ||
      (change !== undefined &&
        (judgesWholeFile(f.rule) ||
          (filter.mode === 'added-lines' ? onAddedLine(f, change) : objectsOf(f.file, change).changed(f))));
    if (counts) kept.push(f);
    else left++;
  }
  const what =
    filter.mode === 'added-lines'
      ? 'lines the change did not add'
      : 'objects the change did not add or modify';
  return {
    findings: kept,
    notes:
      left > 0
        ? [
            `filter-mode ${filter.mode}: ${plural(left, 'finding')} on ${what} ${left === 1 ? 'was' : 'were'} left out.`,
          ]
        : [],
  };
}

function onAddedLine(f: Finding, change: FileChange): boolean {
  const added = change.addedLines;
  if (added === undefined) return true;
  for (let line = f.line; line <= f.endLine; line++) if (added.has(line)) return true;
  return false;
}

interface ObjectChanges {
  /** The finding is on an object the change added or modified, or on no object of a changed file. */
  changed(f: Finding): boolean;
}

/**
 * The objects of a file before and after the change, compared by identity (group, kind, namespace and
 * name as written) and content (key order aside).
 */
function objectChanges(
  file: string,
  after: Uint8Array | undefined,
  before: Uint8Array | undefined,
  maxFileSize: number,
): ObjectChanges {
  if (after === undefined || before === undefined) return { changed: () => true };
  const head = loadFile({ path: file, bytes: after }, maxFileSize).resources;
  const base = new Map<string, string>();
  for (const r of loadFile({ path: file, bytes: before }, maxFileSize).resources) {
    base.set(identity(r), content(r));
  }
  const spans = head.map((r) => ({
    first: r.lines.position(r.root.start).line,
    last: r.lines.position(r.root.end).line,
    unchanged: base.get(identity(r)) === content(r),
  }));
  return {
    changed(f) {
      // The innermost object holding the finding: a List item rather than the List.
      let holder: (typeof spans)[number] | undefined;
      for (const span of spans) {
        if (span.first <= f.line && f.line <= span.last && (!holder || span.first >= holder.first))
          holder = span;
      }
      return !holder?.unchanged;
    },
  };
}

function identity(r: Resource): string {
  return [r.group, r.kind, r.namespace ?? '', r.name].join('\u0000');
}

function content(r: Resource): string {
  return JSON.stringify(r.root.kind === 'map' ? sorted(toJs(r.root)) : null);
}

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  return Object.fromEntries(entries.map(([k, v]) => [k, sorted(v)]));
}
