// Every CRD a scan knows, by group and kind. Sources are ranked: a definition from a higher-ranked
// source replaces the same group and kind from lower ones (the repository over crds.paths, a later
// crds.paths entry over an earlier one). Inside one source, two different definitions of a kind are a
// conflict: the first (in path order) is used, and both places are reported.

import v8 from 'node:v8';
import type { Resource } from '../load/resource.js';
import type { SchemaCatalog } from './catalog.js';
import { isCustomResourceGroup } from './custom-resource.js';
import { isCrd, readCrd } from './definition.js';
import type { CrdDefinition, Origin } from './definition.js';
import { SchemaCompiler } from './structural.js';

export interface CrdSource {
  /** Higher ranks replace lower ones. */
  readonly rank: number;
  /** Conflicts inside the repository are findings on the CRD objects; elsewhere they are notes. */
  readonly inRepository: boolean;
}

/** One of several different definitions of a kind in the repository. */
export interface CrdConflict {
  /** True for the definition the scan uses (the first in path order). */
  readonly used: boolean;
  /** The used definition, or (for the used one) the definitions that differ from it. */
  readonly others: readonly Origin[];
}

interface Candidate {
  readonly definition: CrdDefinition;
  readonly source: CrdSource;
  /** Equal for definitions the API server would serve alike (schemas compare by interned id). */
  readonly fingerprint: string;
}

export class CrdRegistryBuilder {
  private readonly compiler = new SchemaCompiler();
  readonly notes: string[] = [];
  private readonly candidates = new Map<string, Candidate[]>();

  /** Takes the CRDs among a file's objects; the YAML tree is not kept. */
  add(resource: Resource, source: CrdSource): void {
    if (!isCrd(resource)) return;
    const definition = readCrd(resource, this.compiler);
    if (typeof definition === 'string') {
      const line = resource.lines.position(resource.root.start).line;
      this.notes.push(`CustomResourceDefinition at ${resource.file}:${line} is ignored: ${definition}`);
      return;
    }
    const key = kindKey(definition.group, definition.kind);
    const list = this.candidates.get(key) ?? [];
    list.push({ definition, source, fingerprint: fingerprint(definition) });
    this.candidates.set(key, list);
  }

  build(): CrdRegistryData {
    const definitions = new Map<string, CrdDefinition>();
    const conflicts = new Map<string, CrdConflict>();
    for (const list of this.candidates.values()) {
      const top = Math.max(...list.map((c) => c.source.rank));
      const layer = list.filter((c) => c.source.rank === top);
      const used = layer[0];
      if (!used) continue;
      definitions.set(kindKey(used.definition.group, used.definition.kind), used.definition);
      const differing = layer
        .filter((c) => c.fingerprint !== used.fingerprint)
        .map((c) => c.definition.origin);
      if (differing.length === 0) continue;
      if (used.source.inRepository) {
        const origin = used.definition.origin;
        conflicts.set(originKey(origin), { used: true, others: differing });
        for (const other of differing) conflicts.set(originKey(other), { used: false, others: [origin] });
      } else {
        this.notes.push(
          `CRD ${used.definition.name} is defined more than once with different schemas, at ${[used.definition.origin, ...differing].map(place).join(' and ')}; the first is used`,
        );
      }
    }
    return { definitions, conflicts };
  }
}

/** The CRDs of a scan as plain data: built once, then handed to every thread that checks files. */
export interface CrdRegistryData {
  /** By `group/kind`. */
  readonly definitions: ReadonlyMap<string, CrdDefinition | PackedDefinition>;
  readonly conflicts: ReadonlyMap<string, CrdConflict>;
}

/**
 * A definition as the cache keeps it: what every lookup needs, and the whole definition serialized,
 * read only when a file holds one of its objects (reading all 56 of a platform's CRDs would cost more
 * than the scan of a small change).
 */
export interface PackedDefinition {
  readonly kind: string;
  readonly group: string;
  readonly clusterScoped: boolean;
  readonly packed: Uint8Array;
}

/** The registry's data with every definition packed, for the cache. */
export function packRegistry(data: CrdRegistryData): CrdRegistryData {
  const definitions = new Map<string, PackedDefinition>();
  for (const [key, d] of data.definitions) {
    definitions.set(
      key,
      'packed' in d
        ? d
        : { kind: d.kind, group: d.group, clusterScoped: d.clusterScoped, packed: v8.serialize(d) },
    );
  }
  return { definitions, conflicts: data.conflicts };
}

export class CrdRegistry {
  private readonly definitions: ReadonlyMap<string, CrdDefinition | PackedDefinition>;
  private readonly unpacked = new Map<string, CrdDefinition>();
  private readonly conflicts: ReadonlyMap<string, CrdConflict>;

  constructor(
    data: CrdRegistryData,
    private readonly catalog: SchemaCatalog | undefined,
  ) {
    this.definitions = data.definitions;
    this.conflicts = data.conflicts;
  }

  /** The CRD of a kind, else the catalog schema of that version if it was loaded. */
  find(group: string, kind: string, version: string): CrdDefinition | undefined {
    return this.definition(kindKey(group, kind)) ?? this.catalog?.cached(group, kind, version);
  }

  private definition(key: string): CrdDefinition | undefined {
    const stored = this.definitions.get(key);
    if (stored === undefined || !('packed' in stored)) return stored;
    let definition = this.unpacked.get(key);
    if (definition === undefined) {
      definition = v8.deserialize(stored.packed) as CrdDefinition;
      this.unpacked.set(key, definition);
    }
    return definition;
  }

  /** Reads catalog schemas the given resources need (file system access: call before rules run). */
  loadSchemasFor(resources: Iterable<Resource>): void {
    if (!this.catalog) return;
    for (const r of resources) {
      if (isCustomResourceGroup(r.group) && !this.definitions.has(kindKey(r.group, r.kind))) {
        this.catalog.find(r.group, r.kind, r.version);
      }
    }
  }

  /** Every kind a CRD defines, as `group/Kind`. */
  kinds(): Iterable<string> {
    return this.definitions.keys();
  }

  isClusterScoped(group: string, kind: string): boolean {
    return this.definitions.get(kindKey(group, kind))?.clusterScoped ?? false;
  }

  /** Kinds that CRDs define in a group, for "did you mean". */
  kindsOf(group: string): string[] {
    return [...this.definitions.values()].filter((d) => d.group === group).map((d) => d.kind);
  }

  /** Set when this CRD object is one of several different definitions of its kind in the repository. */
  conflictOf(resource: Resource): CrdConflict | undefined {
    return this.conflicts.get(originKey(resource));
  }
}

function kindKey(group: string, kind: string): string {
  return `${group}/${kind}`;
}

function originKey(at: { file: string; document: number; item?: number }): string {
  return `${at.file}\u0000${at.document}\u0000${at.item ?? ''}`;
}

/** `file:line`, for messages. */
export function place(origin: Origin): string {
  return `${origin.file}:${origin.line}`;
}

function fingerprint(d: CrdDefinition): string {
  return JSON.stringify([
    d.clusterScoped,
    d.prunes,
    d.versions.map((v) => [
      v.name,
      v.served,
      v.deprecated,
      v.deprecationWarning ?? null,
      v.schema?.id ?? null,
    ]),
  ]);
}
