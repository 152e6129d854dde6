// A kustomization file as data, with the position of every entry: what it reads (resources, components,
// patches, generator inputs...), its patches and generators for source mapping, and the fields whose
// lines explain a rendered value (namespace:, namePrefix:, images:...). Fields follow kustomize's
// api/types/kustomization.go.

import { LineIndex } from '../load/lines.js';
import { asMap, asSeq, child, entry, stringValue } from '../load/yaml/node.js';
import type { MapNode, ScalarNode, YamlNode } from '../load/yaml/node.js';
import { parseYaml } from '../load/yaml/parse.js';

export const KUSTOMIZATION_FILES = ['kustomization.yaml', 'kustomization.yml', 'Kustomization'] as const;

/** How a referenced path is read: a resource is a file or a kustomization folder. */
export type ReferenceKind = 'resource' | 'component' | 'file' | 'chart';

/** A path written in a kustomization, relative to its folder. */
export interface Reference {
  readonly field: string;
  readonly kind: ReferenceKind;
  readonly value: string;
  readonly node: YamlNode;
}

/** Where a patch is: its own file, or inline in the kustomization (`patch:` or a patchesStrategicMerge string). */
export type PatchSource =
  { readonly kind: 'file'; readonly path: string } | { readonly kind: 'inline'; readonly node: ScalarNode };

export interface PatchTarget {
  readonly group?: string;
  readonly version?: string;
  readonly kind?: string;
  readonly name?: string;
  readonly namespace?: string;
}

export interface PatchEntry {
  readonly source: PatchSource;
  /** `patches:` entries may hold either kind of patch; `patchesJson6902:` only operations. */
  readonly jsonOnly: boolean;
  readonly target?: PatchTarget;
  /** The list item, for a location when nothing finer is found. */
  readonly node: YamlNode;
}

export interface GeneratorEntry {
  readonly kind: 'ConfigMapGenerator' | 'SecretGenerator';
  readonly name: string;
  readonly node: YamlNode;
  /** `files:` (key or file name → path), `envs:`/`env:` and `literals:` entries. */
  readonly files: readonly { readonly key: string; readonly path: string; readonly node: YamlNode }[];
  readonly envs: readonly { readonly path: string; readonly node: YamlNode }[];
  readonly literals: readonly { readonly key: string; readonly node: YamlNode }[];
}

export interface Kustomization {
  /** The folder, relative to the tree root, `/`-separated; '' for the root itself. */
  readonly dir: string;
  /** The kustomization file, relative to the tree root. */
  readonly file: string;
  readonly lines: LineIndex;
  /** The parsed document; undefined when it is not a YAML mapping (then `problem` says why). */
  readonly root?: MapNode;
  readonly problem?: string;
  readonly isComponent: boolean;
  readonly references: readonly Reference[];
  readonly patches: readonly PatchEntry[];
  readonly generators: readonly GeneratorEntry[];
}

// Path lists (kustomize types.Kustomization) and how each entry is read.
const PATH_LISTS: readonly (readonly [string, ReferenceKind])[] = [
  ['resources', 'resource'],
  ['bases', 'resource'],
  ['components', 'component'],
  ['crds', 'file'],
  ['configurations', 'file'],
  ['generators', 'resource'],
  ['transformers', 'resource'],
  ['validators', 'resource'],
];

export function parseKustomization(dir: string, file: string, text: string): Kustomization {
  const lines = new LineIndex(text);
  const docs = parseYaml(text).filter((d) => d.root !== null || d.errors.length > 0);
  const base = { dir, file, lines, references: [], patches: [], generators: [], isComponent: false };
  const doc = docs[0];
  if (!doc) return { ...base, problem: 'the kustomization is empty' };
  const error = doc.errors[0];
  if (error) return { ...base, problem: `${lines.position(error.start).line}: ${error.message}` };
  const root = asMap(doc.root ?? undefined);
  if (!root) return { ...base, problem: 'the kustomization is not a YAML mapping' };
  const references: Reference[] = [];
  const add = (field: string, kind: ReferenceKind, node: YamlNode | undefined): void => {
    const value = stringValue(node);
    // Inline configurations (a YAML text with a line break) are no paths.
    if (node && value !== undefined && !value.includes('\n')) references.push({ field, kind, value, node });
  };
  for (const [field, kind] of PATH_LISTS) {
    for (const item of asSeq(child(root, field))?.items ?? []) add(field, kind, item);
  }
  const patches = patchEntries(root);
  for (const p of patches) {
    if (p.source.kind === 'file') add('patches', 'file', fileNodeOf(p));
  }
  for (const item of asSeq(child(root, 'replacements'))?.items ?? [])
    add('replacements', 'file', child(item, 'path'));
  add('openapi', 'file', child(child(root, 'openapi'), 'path'));
  const generators = generatorEntries(root);
  for (const g of generators) {
    for (const f of g.files) references.push({ field: g.kind, kind: 'file', value: f.path, node: f.node });
    for (const e of g.envs) references.push({ field: g.kind, kind: 'file', value: e.path, node: e.node });
  }
  const chartHome = stringValue(child(child(root, 'helmGlobals'), 'chartHome')) ?? 'charts';
  for (const chart of asSeq(child(root, 'helmCharts'))?.items ?? []) {
    const name = stringValue(child(chart, 'name'));
    if (name !== undefined && chart) {
      const remote = stringValue(child(chart, 'repo'));
      references.push({
        field: 'helmCharts',
        kind: 'chart',
        value: remote !== undefined && remote !== '' ? `${remote}/${name}` : `${chartHome}/${name}`,
        node: chart,
      });
    }
    add('helmCharts', 'file', child(chart, 'valuesFile'));
    for (const extra of asSeq(child(chart, 'additionalValuesFiles'))?.items ?? [])
      add('helmCharts', 'file', extra);
  }
  return {
    ...base,
    root,
    isComponent: stringValue(child(root, 'kind')) === 'Component',
    references,
    patches,
    generators,
  };
}

function fileNodeOf(p: PatchEntry): YamlNode {
  return child(p.node, 'path') ?? p.node;
}

function patchEntries(root: MapNode): PatchEntry[] {
  const out: PatchEntry[] = [];
  for (const [field, jsonOnly] of [
    ['patches', false],
    ['patchesJson6902', true],
  ] as const) {
    for (const item of asSeq(child(root, field))?.items ?? []) {
      const path = stringValue(child(item, 'path'));
      const inline = child(item, 'patch');
      const target = targetOf(child(item, 'target'));
      const common = { jsonOnly, node: item, ...(target ? { target } : {}) };
      if (path !== undefined) out.push({ ...common, source: { kind: 'file', path } });
      else if (inline?.kind === 'scalar') out.push({ ...common, source: { kind: 'inline', node: inline } });
    }
  }
  for (const item of asSeq(child(root, 'patchesStrategicMerge'))?.items ?? []) {
    if (item.kind !== 'scalar') continue;
    const text = item.text;
    out.push({
      jsonOnly: false,
      node: item,
      source: text.includes('\n') ? { kind: 'inline', node: item } : { kind: 'file', path: text },
    });
  }
  return out;
}

function targetOf(node: YamlNode | undefined): PatchTarget | undefined {
  const map = asMap(node);
  if (!map) return undefined;
  const field = (key: string): { [k: string]: string } => {
    const value = stringValue(child(map, key));
    return value !== undefined ? { [key]: value } : {};
  };
  return {
    ...field('group'),
    ...field('version'),
    ...field('kind'),
    ...field('name'),
    ...field('namespace'),
  };
}

function generatorEntries(root: MapNode): GeneratorEntry[] {
  const out: GeneratorEntry[] = [];
  for (const [field, kind] of [
    ['configMapGenerator', 'ConfigMapGenerator'],
    ['secretGenerator', 'SecretGenerator'],
  ] as const) {
    for (const item of asSeq(child(root, field))?.items ?? []) {
      const name = stringValue(child(item, 'name'));
      if (name === undefined) continue;
      const files = (asSeq(child(item, 'files'))?.items ?? []).flatMap((node) => {
        const text = stringValue(node);
        if (text === undefined) return [];
        const eq = text.indexOf('=');
        const path = eq < 0 ? text : text.slice(eq + 1);
        const key = eq < 0 ? (path.split('/').pop() ?? path) : text.slice(0, eq);
        return [{ key, path, node }];
      });
      const envNodes = [
        ...(asSeq(child(item, 'envs'))?.items ?? []),
        ...[child(item, 'env')].filter((n) => !!n),
      ];
      const envs = envNodes.flatMap((node) => {
        const path = node && stringValue(node);
        return node && path !== undefined ? [{ path, node }] : [];
      });
      const literals = (asSeq(child(item, 'literals'))?.items ?? []).flatMap((node) => {
        const text = stringValue(node);
        return text !== undefined ? [{ key: text.split('=', 1)[0] ?? text, node }] : [];
      });
      out.push({ kind, name, node: item, files, envs, literals });
    }
  }
  return out;
}

/** Whether a resource path is written as a remote location (a URL, a git repository) rather than a local one. */
export function looksRemote(value: string): boolean {
  return (
    /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ||
    value.startsWith('git@') ||
    value.includes('?ref=') ||
    value.includes('?version=') ||
    /^[a-z0-9-]+(\.[a-z0-9-]+)+\//i.test(value)
  );
}

/** The entry of a top-level field, for locations (`namespace:`, `namePrefix:`...). */
export function fieldEntry(k: Kustomization, field: string): { start: number; end: number } | undefined {
  const found = k.root && entry(k.root, field);
  return found ? { start: found.keyStart, end: found.value.end } : undefined;
}
