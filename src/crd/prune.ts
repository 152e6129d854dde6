// What the API server would drop from a custom resource, found without changing it. This is the walk of
// apiextensions-apiserver pruning/algorithm.go (prune, skipPrune) fused with objectmeta/coerce.go,
// which follows the same schema edges to decode the metadata of embedded resources, and
// defaulting/prunenulls.go where it decides whether an embedded apiVersion or kind survives.

import { MapKey } from '../load/path.js';
import type { Path, PathSegment } from '../load/path.js';
import { entry } from '../load/yaml/node.js';
import type { MapEntry, MapNode, YamlNode } from '../load/yaml/node.js';
import { decodeObjectMeta, describeValue } from './objectmeta.js';
import type { InvalidMetaValue, UnknownMetaField } from './objectmeta.js';
import type { Structural } from './structural.js';

export interface UnknownField {
  /** The pruner's path: every key after a dot, map keys included. */
  readonly path: Path;
  readonly entry: MapEntry;
  /** The schema the key was looked up in; null where nothing is declared at all. */
  readonly schema: Structural | null;
  /** The object that holds the key. */
  readonly object: MapNode;
  /** The schema of the object that holds `object` directly under a key, when there is one. */
  readonly enclosing: Structural | null | undefined;
  /** Below a value Go decodes leniently (`Structural.lenient`): not even strict validation rejects the key. */
  readonly lenient: boolean;
}

export interface PruneReport {
  /** Keys structural pruning drops. */
  readonly unknown: UnknownField[];
  /** Keys strict ObjectMeta decoding drops, at the root and in embedded resources. */
  readonly unknownMeta: UnknownMetaField[];
  /** Values that make the API server reject the whole object instead. */
  readonly invalid: InvalidMetaValue[];
}

const META_FIELDS: ReadonlySet<string> = new Set(['apiVersion', 'kind', 'metadata']);

/**
 * Walks a custom resource with the schema of its version. `prunes` is false when the CRD sets
 * `spec.preserveUnknownFields`: then only metadata is decoded, as upstream still coerces it.
 */
export function pruneReport(root: MapNode, schema: Structural | undefined, prunes: boolean): PruneReport {
  const walk = new Walk(prunes);
  // Root metadata is decoded before pruning, whatever the schema says (customresource_handler.go).
  const metadata = entry(root, 'metadata');
  if (metadata) walk.metadata(metadata.value, ['metadata']);
  // The resource root is pruned as an embedded resource: apiVersion, kind and metadata are skipped.
  if (schema) walk.prune(root, asEmbedded(schema));
  return walk.report;
}

/** The same schema as an embedded resource; its fields are read one by one, as they may be getters. */
function asEmbedded(schema: Structural): Structural {
  return {
    id: schema.id,
    properties: schema.properties,
    additionalProperties: schema.additionalProperties,
    items: schema.items,
    preserveUnknownFields: schema.preserveUnknownFields,
    embeddedResource: true,
    keepsNull: schema.keepsNull,
    ...(schema.lenient ? { lenient: true } : {}),
  };
}

class Walk {
  readonly report: PruneReport = { unknown: [], unknownMeta: [], invalid: [] };
  /** field.Path of the current node: map keys as MapKey, as coerce.go builds it. */
  private readonly path: PathSegment[] = [];
  /** Schemas of the objects around the current one; `undefined` where a list comes between. */
  private readonly objects: (Structural | null | undefined)[] = [];
  /** How many of the schemas around the current node are decoded leniently. */
  private lenient = 0;

  constructor(private readonly prunes: boolean) {}

  metadata(node: YamlNode, path: Path): void {
    const decoded = decodeObjectMeta(node, path);
    this.report.unknownMeta.push(...decoded.unknown);
    this.report.invalid.push(...decoded.invalid);
  }

  prune(node: YamlNode, schema: Structural | null): void {
    if (schema?.lenient) {
      this.lenient++;
      this.pruneNode(node, schema);
      this.lenient--;
    } else this.pruneNode(node, schema);
  }

  // The walk pushes and pops its path and the schemas around it itself: no closure per node.
  private pruneNode(node: YamlNode, schema: Structural | null): void {
    if (!this.prunes || schema?.preserveUnknownFields) return this.skipPrune(node, schema);
    if (node.kind === 'seq') {
      const items = schema?.items ?? null;
      const path = this.path;
      for (let i = 0; i < node.items.length; ++i) {
        path.push(i);
        this.prune(node.items[i] as YamlNode, items);
        path.pop();
      }
      return;
    }
    if (node.kind !== 'map') return;
    this.objects.push(schema);
    if (!schema) for (const e of node.entries) this.unknown(e, null, node);
    else {
      // Read once per map: a built-in kind's schema resolves each of them through a getter.
      const { properties, additionalProperties, embeddedResource } = schema;
      for (const e of node.entries) {
        if (embeddedResource && META_FIELDS.has(e.key)) this.typeMeta(e, schema);
        else if (!this.descend(e, properties, additionalProperties)) this.unknown(e, schema, node);
      }
    }
    this.objects.pop();
  }

  /** Under x-kubernetes-preserve-unknown-fields: unknown keys stay, known ones are still pruned. */
  private skipPrune(node: YamlNode, schema: Structural | null): void {
    if (!schema) return;
    if (node.kind === 'seq') {
      const items = schema.items ?? null;
      const path = this.path;
      for (let i = 0; i < node.items.length; ++i) {
        path.push(i);
        this.skipPrune(node.items[i] as YamlNode, items);
        path.pop();
      }
      return;
    }
    if (node.kind !== 'map') return;
    this.objects.push(schema);
    const { properties, additionalProperties, embeddedResource } = schema;
    for (const e of node.entries) {
      if (embeddedResource && META_FIELDS.has(e.key)) this.typeMeta(e, schema);
      else this.descend(e, properties, additionalProperties);
    }
    this.objects.pop();
  }

  /**
   * Prunes the value of a key declared in `properties` or by `additionalProperties`; false when it is
   * not declared. Nothing below a scalar is pruned: it is not walked.
   */
  private descend(
    e: MapEntry,
    properties: Structural['properties'],
    additionalProperties: Structural['additionalProperties'],
  ): boolean {
    const property = properties.get(e.key);
    if (!property && additionalProperties === undefined) return false;
    if (e.value.kind === 'scalar') return true;
    this.path.push(property ? e.key : new MapKey(e.key));
    this.prune(e.value, property ?? (additionalProperties as Structural | null));
    this.path.pop();
    return true;
  }

  /** apiVersion, kind and metadata of an embedded resource: not pruned, but decoded (coerce.go). */
  private typeMeta(e: MapEntry, schema: Structural): void {
    if (this.path.length === 0) return; // the root's were decoded before pruning
    if (e.key === 'metadata') return this.metadata(e.value, [...this.path, 'metadata']);
    const value = e.value;
    if (value.kind === 'scalar' && typeof value.value === 'string') return;
    // Null pruning drops a null the schema declares as neither nullable nor defaulted before coercion.
    const declared = schema.properties.get(e.key);
    if (value.kind === 'scalar' && value.value === null && this.prunes && declared && !declared.keepsNull)
      return;
    this.report.invalid.push({
      path: [...this.path, e.key],
      node: value,
      expected: 'a string',
      actual: describeValue(value),
    });
  }

  private unknown(e: MapEntry, schema: Structural | null, object: MapNode): void {
    const path = this.path.map((s) => (s instanceof MapKey ? s.key : s));
    const enclosing = typeof this.path.at(-1) === 'number' ? undefined : this.objects.at(-2);
    this.report.unknown.push({
      path: [...path, e.key],
      entry: e,
      schema,
      object,
      enclosing,
      lenient: this.lenient > 0,
    });
  }
}
