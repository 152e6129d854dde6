// The part of a CRD schema that decides pruning, as apiextensions-apiserver's structural schema
// (pkg/apiserver/schema/convert.go) keeps it: properties, additionalProperties, items and the
// x-kubernetes-* flags. allOf/anyOf/oneOf/not only validate: fields declared there are still pruned.

import { asMap, child, entry } from '../load/yaml/node.js';
import type { YamlNode } from '../load/yaml/node.js';
import { compareStrings } from '../model.js';
import { detach } from '../load/text.js';

export interface Structural {
  /** Equal ids mean equal pruning: the compiler shares identical subtrees. */
  readonly id: number;
  readonly properties: ReadonlyMap<string, Structural>;
  /**
   * Unset (`undefined`), a schema, or `null` for a boolean: the keys are kept and their values are
   * pruned as if nothing were declared (upstream's StructuralOrBool without a schema).
   */
  readonly additionalProperties: Structural | null | undefined;
  readonly items: Structural | undefined;
  readonly preserveUnknownFields: boolean;
  readonly embeddedResource: boolean;
  /** `nullable` or a `default`: a null value of this field survives the API server's null pruning. */
  readonly keepsNull: boolean;
  /**
   * Built-in kinds only: Go decodes this value with a custom unmarshaler that does not pass strict
   * decoding on, so unknown keys below it are dropped without an error even under strict field validation.
   */
  readonly lenient?: boolean;
}

const NO_PROPERTIES: ReadonlyMap<string, Structural> = new Map();

/**
 * Compiles schemas into shared, immutable nodes. One compiler per registry: identical subtrees of all
 * CRDs (the same schema served under three versions, the same ObjectReference in many places) become
 * one object, which keeps memory small and makes "same schema" a comparison of ids.
 */
export class SchemaCompiler {
  private readonly interned = new Map<string, Structural>();

  compile(node: YamlNode | undefined): Structural {
    // Aliases share YAML nodes; compiling each node once keeps anchors cheap.
    return this.node(node, new Map());
  }

  private node(node: YamlNode | undefined, seen: Map<YamlNode, Structural>): Structural {
    const map = asMap(node);
    const known = map && seen.get(map);
    if (known) return known;
    const flag = (key: string): boolean => {
      const value = child(map, key);
      return value?.kind === 'scalar' && value.value === true;
    };
    const properties = new Map<string, Structural>();
    for (const e of asMap(child(map, 'properties'))?.entries ?? []) {
      properties.set(detach(e.key), this.node(e.value, seen));
    }
    const items = asMap(child(map, 'items')) ? this.node(child(map, 'items'), seen) : undefined;
    const compiled = this.intern({
      properties:
        properties.size > 0
          ? new Map([...properties].sort(([a], [b]) => compareStrings(a, b)))
          : NO_PROPERTIES,
      additionalProperties: this.additionalProperties(map, properties.size > 0, seen),
      items,
      preserveUnknownFields: flag('x-kubernetes-preserve-unknown-fields'),
      embeddedResource: flag('x-kubernetes-embedded-resource'),
      keepsNull: flag('nullable') || (map !== undefined && entry(map, 'default') !== undefined),
    });
    if (map) seen.set(map, compiled);
    return compiled;
  }

  private additionalProperties(
    map: YamlNode | undefined,
    hasProperties: boolean,
    seen: Map<YamlNode, Structural>,
  ): Structural | null | undefined {
    const value = child(map, 'additionalProperties');
    if (value?.kind === 'map') return this.node(value, seen);
    if (value?.kind !== 'scalar' || typeof value.value !== 'boolean') return undefined;
    // A CRD may not combine properties with additionalProperties: false (the API server rejects it).
    // JSON Schema catalogs made by openapi2jsonschema add exactly that beside every `properties` to
    // make validators strict; it is not part of the CRD, so it must not keep unknown keys.
    if (hasProperties && !value.value) return undefined;
    return null;
  }

  private intern(node: Omit<Structural, 'id'>): Structural {
    const props = [...node.properties].map(([k, v]) => `${JSON.stringify(k)}:${v.id}`).join(',');
    const extra = node.additionalProperties;
    const key = [
      Number(node.preserveUnknownFields),
      Number(node.embeddedResource),
      Number(node.keepsNull),
      node.items?.id ?? '',
      extra === undefined ? '' : extra === null ? 'bool' : extra.id,
      props,
    ].join('|');
    let found = this.interned.get(key);
    if (!found) {
      found = { id: this.interned.size + 1, ...node };
      this.interned.set(key, found);
    }
    return found;
  }
}
