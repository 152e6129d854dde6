// The bundled schemas of built-in kinds in the Structural form the CRD pruner walks (src/crd/prune.ts),
// so that one walk finds what strict decoding of a built-in kind rejects and what CRD pruning drops.
// Built-in kinds are Go structs: a key that no field of the struct has is an unknown field, exactly as a
// key a structural schema does not declare. Nodes resolve on first use, which also makes recursive
// definitions (apiextensions JSONSchemaProps) finite.

import type { Structural } from '../crd/structural.js';
import type { Release } from './bundle.js';
import { isBody } from './bundle.js';
import type { SchemaBody, SchemaNode } from './bundle-format.js';

interface Shape {
  readonly properties: ReadonlyMap<string, Structural>;
  readonly additionalProperties: Structural | null | undefined;
  readonly items: Structural | undefined;
  readonly preserveUnknownFields: boolean;
  readonly keepsNull: boolean;
  readonly lenient: boolean;
}

const NO_PROPERTIES: ReadonlyMap<string, Structural> = new Map();

class LazyStructural implements Structural {
  readonly embeddedResource = false;
  private shape: Shape | undefined;

  constructor(
    readonly id: number,
    private readonly resolve: () => Shape,
  ) {}

  private get resolved(): Shape {
    this.shape ??= this.resolve();
    return this.shape;
  }

  get properties(): ReadonlyMap<string, Structural> {
    return this.resolved.properties;
  }
  get additionalProperties(): Structural | null | undefined {
    return this.resolved.additionalProperties;
  }
  get items(): Structural | undefined {
    return this.resolved.items;
  }
  get preserveUnknownFields(): boolean {
    return this.resolved.preserveUnknownFields;
  }
  get keepsNull(): boolean {
    return this.resolved.keepsNull;
  }
  get lenient(): boolean {
    return this.resolved.lenient;
  }
}

/** Structural schemas of one release's kinds; each definition is compiled once. */
export class BuiltinStructurals {
  private readonly named = new Map<string, Structural>();
  // Negative ids: never equal to the ids of the CRD compiler's interned nodes.
  private nextId = -1;

  constructor(private readonly release: Release) {}

  /** The schema of `apiVersion/Kind`, or undefined when the release has no such kind. */
  ofKind(key: string): Structural | undefined {
    const name = this.release.kinds.get(key);
    return name === undefined ? undefined : this.compile(name);
  }

  private compile(node: SchemaNode): Structural {
    if (!isBody(node)) {
      const name = typeof node === 'string' ? node : node.$;
      let found = this.named.get(name);
      if (!found) {
        const definition = this.release.definitions.get(name);
        if (definition === undefined) throw new Error(`bundled schema ${name} is missing`);
        found = this.lazy(() => this.shapeOf(definition));
        this.named.set(name, found);
      }
      return found;
    }
    return this.lazy(() => this.shapeOf(node));
  }

  private lazy(resolve: () => Shape): Structural {
    return new LazyStructural(this.nextId--, resolve);
  }

  private shapeOf(node: SchemaNode): Shape {
    if (!isBody(node)) return shapeOfStructural(this.compile(node));
    const own = this.ownShape(node);
    if (!node.o) return own;
    // A value of one of several shapes (JSONSchemaPropsOrArray: a schema or a list of schemas): what
    // any of them declares is known.
    return node.o.map((branch) => this.shapeOf(branch)).reduce(merge, own);
  }

  private ownShape(body: SchemaBody): Shape {
    const properties = body.p
      ? new Map(Object.entries(body.p).map(([key, value]) => [key, this.compile(value)]))
      : NO_PROPERTIES;
    return {
      properties,
      additionalProperties: body.a === true ? null : body.a === undefined ? undefined : this.compile(body.a),
      items: body.i === undefined ? undefined : this.compile(body.i),
      preserveUnknownFields: body.pu === 1,
      keepsNull: body.n === 1,
      lenient: body.ns === 1,
    };
  }
}

function shapeOfStructural(s: Structural): Shape {
  return {
    properties: s.properties,
    additionalProperties: s.additionalProperties,
    items: s.items,
    preserveUnknownFields: s.preserveUnknownFields,
    keepsNull: s.keepsNull,
    lenient: s.lenient === true,
  };
}

function merge(a: Shape, b: Shape): Shape {
  return {
    properties:
      a.properties.size === 0
        ? b.properties
        : b.properties.size === 0
          ? a.properties
          : new Map([...a.properties, ...b.properties]),
    additionalProperties:
      a.additionalProperties !== undefined ? a.additionalProperties : b.additionalProperties,
    items: a.items ?? b.items,
    preserveUnknownFields: a.preserveUnknownFields || b.preserveUnknownFields,
    keepsNull: a.keepsNull || b.keepsNull,
    lenient: a.lenient || b.lenient,
  };
}
