// The source line of a value in kustomize's output. kustomize records only the file an object came from
// (its origin); which patch set a value is worked out here, as ../shared/RENDERING.md says: the origin file
// when it holds the value at that path; else the last patch that sets it, from the root inwards through the
// kustomizations (and their components) between the root and the origin; else the kustomization line that
// causes it (namespace:, namePrefix:, images:, replicas:, labels, a generator); else the root's kustomization.

import type { Path } from '../load/path.js';
import type { Resource } from '../load/resource.js';
import { asMap, asSeq, child, entry, nodeAt, stringValue } from '../load/yaml/node.js';
import type { MapNode, YamlNode } from '../load/yaml/node.js';
import type { KustomizationNode, KustomizeRoot } from './discover.js';
import { joinPath } from './discover.js';
import { follow, holds } from './follow.js';
import type { Kustomization, PatchEntry, PatchTarget } from './kustomization.js';
import { fieldEntry } from './kustomization.js';
import type { KustomizeOrigin } from './kustomize.js';
import type { Placement } from './placement.js';
import { placeAt, placeAtStart, placeIn } from './placement.js';
import type { SourceFiles, SourceText } from './source-files.js';
import { inlineText } from './source-files.js';

export class KustomizeMapper {
  constructor(
    private readonly root: KustomizeRoot,
    private readonly graph: ReadonlyMap<string, KustomizationNode>,
    private readonly files: SourceFiles,
  ) {}

  /** Where the value at `path` of a rendered object comes from. */
  place(resource: Resource, origin: KustomizeOrigin | undefined, path: Path): Placement {
    const rendered = nodeAt(resource.root, path);
    if (origin?.path !== undefined) {
      const text = this.files.get(origin.path);
      const object = text && sameObject(text, resource);
      const found = object && follow(object, resource.root, path).node;
      if (text && holds(found, rendered) && found) return placeIn(text, found, 'resource');
    }
    const chain = this.chain(origin);
    for (const dir of chain) {
      const node = this.graph.get(dir);
      if (!node) continue;
      for (const patch of [...node.kustomization.patches].reverse()) {
        const placed = this.fromPatch(node.kustomization, patch, resource, path, rendered);
        if (placed) return placed;
      }
    }
    const generated =
      origin?.configuredIn !== undefined ? this.fromGenerator(origin, resource, path) : undefined;
    if (generated) return generated;
    for (const dir of chain) {
      const k = this.graph.get(dir)?.kustomization;
      const at = k && fieldLocation(k, resource, path, rendered);
      if (k && at) return placeAt(k.file, k.lines, at, 'kustomization');
    }
    return placeAtStart(this.root.entry, 'kustomization');
  }

  /**
   * The kustomizations whose patches may have touched an object, outermost first: those from the root to
   * the one that lists the origin file (or holds the generator), each followed by its components.
   */
  private chain(origin: KustomizeOrigin | undefined): string[] {
    const isTarget = (node: KustomizationNode): boolean =>
      (origin?.path !== undefined && node.resourceFiles.includes(origin.path)) ||
      (origin?.configuredIn !== undefined && node.kustomization.file === origin.configuredIn);
    const parent = new Map<string, string | undefined>([[this.root.dir, undefined]]);
    const queue = [this.root.dir];
    let target: string | undefined;
    while (queue.length > 0 && target === undefined) {
      const dir = queue.shift() ?? '';
      const node = this.graph.get(dir);
      if (!node) continue;
      if (isTarget(node)) target = dir;
      for (const c of node.children) {
        if (parent.has(c.dir)) continue;
        parent.set(c.dir, dir);
        queue.push(c.dir);
      }
    }
    const path: string[] = [];
    for (let at: string | undefined = target ?? this.root.dir; at !== undefined; at = parent.get(at))
      path.unshift(at);
    return path.flatMap((dir) => [dir, ...this.components(dir, new Set())]);
  }

  private components(dir: string, seen: Set<string>): string[] {
    const out: string[] = [];
    for (const c of this.graph.get(dir)?.children ?? []) {
      if (!c.component || seen.has(c.dir)) continue;
      seen.add(c.dir);
      out.push(c.dir, ...this.components(c.dir, seen));
    }
    return out;
  }

  private fromPatch(
    k: Kustomization,
    patch: PatchEntry,
    resource: Resource,
    path: Path,
    rendered: YamlNode | undefined,
  ): Placement | undefined {
    if (patch.target && !targets(patch.target, resource)) return undefined;
    const text = this.patchText(k, patch);
    if (!text) return undefined;
    for (const doc of text.documents) {
      const root = doc.root;
      if (!root || doc.errors.length > 0) continue;
      if (root.kind === 'seq') {
        const op = operationSetting(root.items, resource, path, rendered);
        if (op) return placeIn(text, op, 'patch');
      } else if (root.kind === 'map' && !patch.jsonOnly) {
        if (!patch.target && !namesObject(root, resource)) continue;
        const found = follow(root, resource.root, path).node;
        if (found && holds(found, rendered)) return placeIn(text, found, 'patch');
      }
    }
    return undefined;
  }

  private patchText(k: Kustomization, patch: PatchEntry): SourceText | undefined {
    if (patch.source.kind === 'file') return this.files.get(joinPath(k.dir, patch.source.path));
    const container = this.files.get(k.file);
    return container && inlineText(k.file, container, patch.source.node);
  }

  private fromGenerator(origin: KustomizeOrigin, resource: Resource, path: Path): Placement | undefined {
    const k = [...this.graph.values()].find(
      (n) => n.kustomization.file === origin.configuredIn,
    )?.kustomization;
    const generator = k?.generators.find(
      (g) => g.kind === origin.generator && resource.name.includes(g.name),
    );
    if (!k || !generator) return undefined;
    const key =
      path.length === 2 && (path[0] === 'data' || path[0] === 'binaryData') ? String(path[1]) : undefined;
    const node =
      (key !== undefined &&
        (generator.files.find((f) => f.key === key)?.node ??
          generator.literals.find((l) => l.key === key)?.node ??
          (generator.envs.length > 0 ? generator.envs[0]?.node : undefined))) ||
      generator.node;
    return placeAt(k.file, k.lines, node, 'kustomization');
  }
}

/** The document of a resource file that is this object: the same kind, and a name the rendered one contains. */
function sameObject(text: SourceText, resource: Resource): MapNode | undefined {
  let best: MapNode | undefined;
  let bestLength = -1;
  for (const doc of text.documents) {
    const root = asMap(doc.root ?? undefined);
    if (!root || stringValue(child(root, 'kind')) !== resource.kind) continue;
    const name = stringValue(child(child(root, 'metadata'), 'name')) ?? '';
    if (resource.name.includes(name) && name.length > bestLength) {
      best = root;
      bestLength = name.length;
    }
  }
  return best;
}

/** A strategic-merge patch names its object by kind and name (before the prefixes of outer kustomizations). */
function namesObject(patch: MapNode, resource: Resource): boolean {
  const kind = stringValue(child(patch, 'kind'));
  const name = stringValue(child(child(patch, 'metadata'), 'name'));
  return kind === resource.kind && name !== undefined && resource.name.includes(name);
}

// kustomize's target fields are regular expressions; none is built from repository text here, so a
// pattern is taken to match, and the operation's path and value decide.
const REGEX_META = /[.*+?^${}()|[\]\\]/;

function targets(target: PatchTarget, resource: Resource): boolean {
  const fits = (wanted: string | undefined, actual: string, contains = false): boolean =>
    wanted === undefined ||
    REGEX_META.test(wanted) ||
    wanted === actual ||
    (contains && actual.includes(wanted));
  return (
    fits(target.kind, resource.kind) &&
    fits(target.group, resource.group) &&
    fits(target.version, resource.version) &&
    fits(target.name, resource.name, true)
  );
}

/** The JSON 6902 operation that sets the value at `path` (the last one that does), at its finest node. */
function operationSetting(
  operations: readonly YamlNode[],
  resource: Resource,
  path: Path,
  rendered: YamlNode | undefined,
): YamlNode | undefined {
  for (const op of [...operations].reverse()) {
    const kind = stringValue(child(op, 'op'));
    const pointer = stringValue(child(op, 'path'));
    if (pointer === undefined || kind === undefined || kind === 'remove' || kind === 'test') continue;
    const segments = parsePointer(pointer);
    if (!covers(segments, path)) continue;
    const value = child(op, 'value');
    if ((kind === 'add' || kind === 'replace') && value) {
      const rest = path.slice(segments.length);
      const found =
        rest.length === 0
          ? value
          : follow(value, nodeAt(resource.root, path.slice(0, segments.length)), rest).node;
      if (found && holds(found, rendered)) return found;
      continue;
    }
    // copy and move take the value from elsewhere in the object: the operation is what set it.
    return (op.kind === 'map' && entry(op, 'path')?.value) || op;
  }
  return undefined;
}

/** `/spec/externalIPs/-` covers `spec.externalIPs[3]`: an operation's path is a prefix of the finding's. */
function covers(pointer: readonly string[], path: Path): boolean {
  if (pointer.length > path.length) return false;
  return pointer.every((segment, i) => {
    const at = path[i];
    if (typeof at === 'number') return segment === '-' || segment === String(at);
    return at !== undefined && segment === (typeof at === 'string' ? at : at.key);
  });
}

function parsePointer(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return [];
  return pointer
    .replace(/^\//, '')
    .split('/')
    .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/** The kustomization field that explains a rendered value: namespace:, namePrefix:, images:, replicas:, labels. */
function fieldLocation(
  k: Kustomization,
  resource: Resource,
  path: Path,
  rendered: YamlNode | undefined,
): { start: number; end: number } | undefined {
  const [first, second, third] = path;
  if (first === 'metadata' && second === 'namespace' && path.length === 2) return fieldEntry(k, 'namespace');
  if (first === 'metadata' && second === 'name' && path.length === 2)
    return fieldEntry(k, 'namePrefix') ?? fieldEntry(k, 'nameSuffix');
  const last = path[path.length - 1];
  if (last === 'image' && rendered?.kind === 'scalar') {
    const image = rendered.text.replace(/@.*$/, '').replace(/:[^/:]*$/, '');
    const item = asSeq(child(k.root, 'images'))?.items.find(
      (i) => stringValue(child(i, 'newName')) === image || stringValue(child(i, 'name')) === image,
    );
    return item ?? fieldEntry(k, 'images');
  }
  if (first === 'spec' && second === 'replicas' && path.length === 2) {
    const item = asSeq(child(k.root, 'replicas'))?.items.find((i) =>
      resource.name.includes(stringValue(child(i, 'name')) ?? '\u0000'),
    );
    if (item) return item;
  }
  const key = typeof third === 'string' ? third : undefined;
  if (first === 'metadata' && (second === 'labels' || second === 'annotations') && key !== undefined) {
    const field = second === 'labels' ? 'commonLabels' : 'commonAnnotations';
    const common = asMap(child(k.root, field));
    const inCommon = common && entry(common, key);
    if (inCommon) return { start: inCommon.keyStart, end: inCommon.value.end };
    if (second === 'labels') {
      for (const item of asSeq(child(k.root, 'labels'))?.items ?? []) {
        const pair = asMap(child(item, 'pairs'));
        const found = pair && entry(pair, key);
        if (found) return { start: found.keyStart, end: found.value.end };
      }
    }
  }
  return undefined;
}
