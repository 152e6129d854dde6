// The repository's Namespaces by name, for rules that read their labels (pod-security). A full scan parses
// every file that may hold one while it reads the repository; a scan of a few files keeps those files'
// bytes instead, and parses one only when a rule asks for a name its text may give a `name` key
// (src/text/kind-text.ts): a change of ten files needs the Namespaces of a few names, not the hundreds a
// platform repository holds, and a lookup of `default` skips the files that merely say `namespace: default`.

import v8 from 'node:v8';
import { loadFile } from './load/file.js';
import type { Path } from './load/path.js';
import type { Resource } from './load/resource.js';
import { detach } from './load/text.js';
import { asMap, child, nodeAt } from './load/yaml/node.js';
import { mayHoldName } from './text/kind-text.js';

/**
 * What rules read of a Namespace object elsewhere in the repository: its labels and where they are
 * written. Plain data, not the object's YAML tree, which would keep its whole file's text alive.
 */
export interface NamespaceLabels {
  readonly file: string;
  /** The 1-based line of the object's `metadata.name` (of the object itself without one), in `file`. */
  readonly line: number;
  /**
   * Label values as written (the text of a scalar; empty for anything else), with their 1-based line, and
   * their file when it is not `file` (a rendered Namespace's labels may come from a kustomization).
   */
  readonly labels: ReadonlyMap<
    string,
    { readonly value: string; readonly line: number; readonly file?: string }
  >;
}

/**
 * A file that may hold Namespaces, not parsed yet: relative to the scan root, with its bytes. Or one
 * parsed in an earlier scan (src/source/file-memo.ts).
 */
export type NamespaceSource =
  | {
      readonly path: string;
      readonly bytes: Uint8Array;
      readonly inHelmChart: boolean;
      /** Its text may spell a name without writing it (escapes, `!!binary`): parsed for every name. */
      readonly hidden: boolean;
    }
  | ParsedNamespaces;

/** A file's Namespaces as kept between scans: their names, and their labels read back when asked. */
export interface ParsedNamespaces {
  readonly names: readonly string[];
  /** The v8 serialization of the file's NamespaceLabels by name. */
  readonly serialized: Uint8Array;
}

export function toParsed(byName: ReadonlyMap<string, readonly NamespaceLabels[]>): ParsedNamespaces {
  return { names: [...byName.keys()], serialized: v8.serialize(byName) };
}

export function fromParsed(parsed: ParsedNamespaces): ReadonlyMap<string, readonly NamespaceLabels[]> {
  return v8.deserialize(parsed.serialized) as ReadonlyMap<string, readonly NamespaceLabels[]>;
}

export interface NamespaceLookup {
  /** Every manifest of the Namespace, in path order; undefined when the repository has none. */
  get(name: string): readonly NamespaceLabels[] | undefined;
}

/** Adds a Namespace object to `byName`, in the order they come (path order). */
export function addNamespace(byName: Map<string, NamespaceLabels[]>, resource: Resource): void {
  if (resource.group !== '' || resource.kind !== 'Namespace') return;
  addCopies(byName, resource.name, [namespaceLabels(resource)]);
}

/** Adds `copies` of Namespace `name` to `byName`, after those it has. */
export function addCopies(
  byName: Map<string, NamespaceLabels[]>,
  name: string,
  copies: readonly NamespaceLabels[],
): void {
  const known = byName.get(name);
  if (known) known.push(...copies);
  // The name is a key for the whole scan: a copy, not a piece of the file's text.
  else byName.set(detach(name), [...copies]);
}

/** `known` (parsed, and rendered roots' Namespaces, which come first), then `sources` as names are asked. */
export class NamespaceIndex implements NamespaceLookup {
  /** Each source's Namespaces once parsed, by the source's index. */
  private readonly parsed = new Map<number, ReadonlyMap<string, readonly NamespaceLabels[]>>();
  private readonly answers = new Map<string, readonly NamespaceLabels[] | undefined>();

  constructor(
    private readonly known: ReadonlyMap<string, readonly NamespaceLabels[]>,
    private readonly sources: readonly NamespaceSource[],
    private readonly maxFileSize: number,
  ) {}

  get(name: string): readonly NamespaceLabels[] | undefined {
    const known = this.known.get(name);
    if (known !== undefined || this.sources.length === 0) return known;
    if (!this.answers.has(name)) this.answers.set(name, this.lookUp(name));
    return this.answers.get(name);
  }

  private lookUp(name: string): readonly NamespaceLabels[] | undefined {
    const copies = this.sources.flatMap((source, i) =>
      mayName(source, name) ? (this.namespacesOf(source, i).get(name) ?? []) : [],
    );
    return copies.length > 0 ? copies : undefined;
  }

  private namespacesOf(source: NamespaceSource, i: number): ReadonlyMap<string, readonly NamespaceLabels[]> {
    let byName = this.parsed.get(i);
    if (byName === undefined) {
      if ('serialized' in source) byName = fromParsed(source);
      else {
        const parsed = new Map<string, NamespaceLabels[]>();
        for (const resource of loadFile(source, this.maxFileSize).resources) addNamespace(parsed, resource);
        byName = parsed;
      }
      this.parsed.set(i, byName);
    }
    return byName;
  }
}

/** Whether the source may hold Namespace `name`. */
function mayName(source: NamespaceSource, name: string): boolean {
  if ('serialized' in source) return source.names.includes(name);
  if (source.hidden) return true;
  // A worker thread gets the bytes as a plain Uint8Array (structured clone): searched as a Buffer.
  return mayHoldName(Buffer.from(source.bytes.buffer, source.bytes.byteOffset, source.bytes.length), name);
}

/**
 * The labels of a Namespace object. For a rendered one, `locate` gives the source line of a label (of
 * the object when there is no label) and `file` is where the object comes from.
 */
export function namespaceLabels(
  namespace: Resource,
  locate?: (path: Path) => { readonly file: string; readonly line: number },
): NamespaceLabels {
  const labels = asMap(child(child(namespace.root, 'metadata'), 'labels'))?.entries ?? [];
  const name = nodeAt(namespace.root, ['metadata', 'name']) ?? namespace.root;
  const origin = locate?.(['metadata', 'name']);
  const file = origin ? origin.file : namespace.file;
  return {
    file,
    line: origin ? origin.line : namespace.lines.position(name.start).line,
    labels: new Map(
      labels.map((label) => {
        const at = locate?.(['metadata', 'labels', label.key]);
        return [
          detach(label.key),
          {
            value: label.value.kind === 'scalar' ? detach(label.value.text) : '',
            line: at ? at.line : namespace.lines.position(label.keyStart).line,
            ...(at && at.file !== file ? { file: at.file } : {}),
          },
        ];
      }),
    ),
  };
}
