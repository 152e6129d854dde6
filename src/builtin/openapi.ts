// The bundled schema of a built-in kind as a plain OpenAPI v3 object, for validators that compile
// schemas themselves (the vocabulary of a CRD's openAPIV3Schema). References are resolved lazily: a
// property, items, additionalProperties or oneOf entry that names a definition is a getter that builds
// the definition's object on first access, once per release, so recursive definitions (apiextensions
// JSONSchemaProps) are finite object cycles. Reading the bundle is file system access: call it before
// rules run, or from a rule's preparation, as BuiltinCatalog.loadFor does.

import { formatKubernetesVersion } from '../kube-version.js';
import type { KubernetesVersion } from '../kube-version.js';
import type { Json } from '../schema/schema.js';
import { apiVersionOf, isBody, openBundle } from './bundle.js';
import type { Release } from './bundle.js';
import type { ListType, MapType, SchemaBody, SchemaNode } from './bundle-format.js';
import { chooseRelease } from './api-versions.js';

/**
 * What the API server accepts for a built-in field. Differences from upstream's published documents,
 * all of them what Go's decoding of the built-in types does:
 * - `nullable` is true everywhere: JSON null decodes into any Go field (it leaves the zero value).
 * - IntOrString is `x-kubernetes-int-or-string` (upstream: a string with format int-or-string);
 *   Quantity stays `oneOf: [{type: string}, {type: number}]`, since `cpu: 0.5` is a valid quantity.
 * - RawExtension, FieldsV1 and apiextensions JSON are `x-kubernetes-preserve-unknown-fields` with no
 *   type: any JSON value (upstream says `type: object` or nothing).
 * - apiextensions JSONSchemaPropsOrArray/OrBool/OrStringArray are a oneOf of their two shapes.
 * - `format: byte` allows the empty string (Go's base64 decoding of "" is empty bytes).
 * - No `default`: the API server defaults built-in kinds in Go, after decoding and before validation.
 * - `required` is upstream's list, which mirrors the Go field tags; the API server's hand-written
 *   validation decides what is really required, and checks far more (names, ranges, label syntax).
 */
// A type alias, not an interface: so a BuiltinSchema is a JsonObject, what src/schema/ compiles.
export type BuiltinSchema = {
  readonly type?: 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean';
  readonly format?: string;
  readonly properties?: Readonly<Record<string, BuiltinSchema>>;
  readonly required?: readonly string[];
  readonly items?: BuiltinSchema;
  readonly additionalProperties?: BuiltinSchema | true;
  readonly enum?: readonly Json[];
  readonly oneOf?: readonly BuiltinSchema[];
  readonly nullable: true;
  readonly 'x-kubernetes-int-or-string'?: true;
  readonly 'x-kubernetes-preserve-unknown-fields'?: true;
  readonly 'x-kubernetes-list-type'?: ListType;
  readonly 'x-kubernetes-list-map-keys'?: readonly string[];
  readonly 'x-kubernetes-map-type'?: MapType;
  /** On a kind's root: the kinds this definition is, `[{group: 'apps', version: 'v1', kind: 'Deployment'}]`. */
  readonly 'x-kubernetes-group-version-kind'?: readonly {
    readonly group: string;
    readonly version: string;
    readonly kind: string;
  }[];
};

const converters = new Map<string, OpenApiConverter>();
/** The bundled release chosen for each Kubernetes version asked about: chosen once, asked for each object. */
const releases = new Map<string, string>();

/**
 * The schema of a built-in kind at a Kubernetes version (`latest` and versions outside the bundle use the
 * nearest bundled release, as unknown-fields does), or undefined when that release has no such kind.
 * `group` is empty for the core group.
 */
export function builtinOpenApiSchema(
  kubernetesVersion: KubernetesVersion,
  group: string,
  version: string,
  kind: string,
): BuiltinSchema | undefined {
  const bundle = openBundle();
  const asked = formatKubernetesVersion(kubernetesVersion);
  let release = releases.get(asked);
  if (release === undefined) {
    release = chooseRelease(kubernetesVersion, bundle.versions).release;
    releases.set(asked, release);
  }
  let converter = converters.get(release);
  if (!converter) {
    converter = new OpenApiConverter(bundle.release(release));
    converters.set(release, converter);
  }
  return converter.ofKind(`${apiVersionOf(group, version)}/${kind}`);
}

class OpenApiConverter {
  private readonly named = new Map<string, BuiltinSchema>();

  constructor(private readonly release: Release) {}

  ofKind(key: string): BuiltinSchema | undefined {
    const name = this.release.kinds.get(key);
    return name === undefined ? undefined : this.definition(name);
  }

  private definition(name: string): BuiltinSchema {
    let found = this.named.get(name);
    if (!found) {
      const node = this.release.definitions.get(name);
      if (node === undefined) throw new Error(`bundled schema ${name} is missing`);
      found = this.convert(node);
      this.named.set(name, found);
    }
    return found;
  }

  private convert(node: SchemaNode): BuiltinSchema {
    if (typeof node === 'string') return this.definition(node);
    if (!isBody(node)) {
      const lt = node.lt;
      const mt = node.mt;
      return {
        ...this.definition(node.$),
        ...(lt ? { 'x-kubernetes-list-type': lt } : {}),
        ...(mt ? { 'x-kubernetes-map-type': mt } : {}),
      };
    }
    return this.body(node);
  }

  private body(b: SchemaBody): BuiltinSchema {
    const schema: Record<string, unknown> = {};
    if (b.t) schema.type = b.t;
    if (b.f) schema.format = b.f;
    const p = b.p;
    if (p) {
      const properties = {};
      for (const [key, value] of Object.entries(p)) this.lazy(properties, key, value);
      schema.properties = properties;
    }
    if (b.r) schema.required = b.r;
    if (b.i !== undefined) this.lazy(schema, 'items', b.i);
    const a = b.a;
    if (a === true) schema.additionalProperties = true;
    else if (a !== undefined) this.lazy(schema, 'additionalProperties', a);
    if (b.e) schema.enum = b.e;
    if (b.o) {
      const oneOf: BuiltinSchema[] = [];
      b.o.forEach((branch, i) => this.lazy(oneOf, i, branch));
      schema.oneOf = oneOf;
    }
    schema.nullable = true;
    if (b.io) schema['x-kubernetes-int-or-string'] = true;
    if (b.pu) schema['x-kubernetes-preserve-unknown-fields'] = true;
    if (b.lt) schema['x-kubernetes-list-type'] = b.lt;
    if (b.lk) schema['x-kubernetes-list-map-keys'] = b.lk;
    if (b.mt) schema['x-kubernetes-map-type'] = b.mt;
    if (b.k)
      schema['x-kubernetes-group-version-kind'] = b.k.map(([group, version, kind]) => ({
        group,
        version,
        kind,
      }));
    return schema as unknown as BuiltinSchema;
  }

  /** `target[key]` is `node` converted on first access; afterwards a plain value. */
  private lazy(target: object, key: string | number, node: SchemaNode): void {
    Object.defineProperty(target, key, {
      enumerable: true,
      configurable: true,
      get: () => {
        const value = this.convert(node);
        Object.defineProperty(target, key, { value, enumerable: true, writable: false, configurable: false });
        return value;
      },
    });
  }
}
