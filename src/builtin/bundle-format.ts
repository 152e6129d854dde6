// The bundled schemas of the built-in kinds, as `npm run schemas` (scripts/build-schemas.ts) writes them
// and src/builtin/bundle.ts reads them. Shared by both, so that the file and its reader cannot drift.
//
// The file is a small JSON index followed by brotli-compressed segments:
//   [u32 LE: index length][index: BundleIndex as UTF-8 JSON][segment bytes ...]
// Each segment holds the definitions whose text is the same for one set of Kubernetes versions (most are
// the same in all of them), so a scan decompresses only what its kubernetesVersion uses.

/** Bumped when the layout changes; the reader refuses other formats. */
export const BUNDLE_FORMAT = 1;

export interface BundleIndex {
  readonly format: number;
  /** The bundled versions, oldest first: `v1.27` ... */
  readonly versions: readonly string[];
  readonly segments: readonly SegmentRef[];
  /** The API lifecycle table (a `Lifecycle`), compressed like a segment. */
  readonly lifecycle: ByteRange;
}

export interface ByteRange {
  /** From the end of the index. */
  readonly offset: number;
  readonly length: number;
}

export interface SegmentRef extends ByteRange {
  /** Bit i set: the segment belongs to `versions[i]`. */
  readonly versions: number;
}

/** A segment: definitions by name, without the `io.k8s.` every upstream name starts with. */
export type Segment = Readonly<Record<string, SchemaNode>>;

/**
 * A schema in the bundle. Upstream OpenAPI v3 with what neither pruning nor validation uses removed
 * (descriptions, defaults, patch strategies) and the wrappers resolved. A string is a reference to a
 * named definition; `RefNode` is a reference whose own list or map type overrides the definition's.
 */
export type SchemaNode = string | RefNode | SchemaBody;

export interface RefNode {
  readonly $: string;
  readonly lt?: ListType;
  readonly mt?: MapType;
}

export type ListType = 'atomic' | 'set' | 'map';
export type MapType = 'atomic' | 'granular';

export interface SchemaBody {
  /** `type` */
  readonly t?: 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean';
  /** `format` */
  readonly f?: string;
  /** `properties` */
  readonly p?: Readonly<Record<string, SchemaNode>>;
  /** `required` */
  readonly r?: readonly string[];
  /** `items` */
  readonly i?: SchemaNode;
  /** `additionalProperties`: a schema, or true for any value. */
  readonly a?: SchemaNode | true;
  /** `enum` */
  readonly e?: readonly unknown[];
  /** `oneOf`: the value has one of these shapes (Quantity, and the apiextensions unions). */
  readonly o?: readonly SchemaNode[];
  /** `nullable` */
  readonly n?: 1;
  /** `x-kubernetes-int-or-string` */
  readonly io?: 1;
  /** `x-kubernetes-preserve-unknown-fields`: any JSON value, kept as written (RawExtension, FieldsV1, JSON). */
  readonly pu?: 1;
  /**
   * Decoded by a custom Go unmarshaler that does not pass strict decoding on (the apiextensions
   * `JSONSchemaPropsOr*` types): unknown keys below are dropped without a strict decoding error.
   */
  readonly ns?: 1;
  /** `x-kubernetes-list-type`, `x-kubernetes-list-map-keys`, `x-kubernetes-map-type` */
  readonly lt?: ListType;
  readonly lk?: readonly string[];
  readonly mt?: MapType;
  /** `x-kubernetes-group-version-kind` of a kind's root: [group, version, kind, cluster-scoped (1) or not (0)]. */
  readonly k?: readonly (readonly [string, string, string, 0 | 1])[];
}

/**
 * Which kinds each bundled version serves, and when built-in API versions were deprecated and removed
 * (k8s.io/api's generated prerelease-lifecycle data). Enough to judge an apiVersion without any schema.
 */
export interface Lifecycle {
  /** Every `apiVersion/Kind` (`v1/Pod`, `apps/v1/Deployment`) of a bundled version: bit i set when `versions[i]` serves it. */
  readonly served: Readonly<Record<string, number>>;
  /**
   * Per bundled version, its kinds that k8s.io/api of that release gives a deprecation version (the API
   * server warns from that version on).
   */
  readonly deprecated: Readonly<Record<string, Readonly<Record<string, LifecycleEntry>>>>;
  /** The newest lifecycle data of every prerelease kind k8s.io/api has had, to explain an unserved one. */
  readonly history: Readonly<Record<string, LifecycleEntry>>;
}

export interface LifecycleEntry {
  /** `[major, minor]` */
  readonly introduced?: readonly [number, number];
  readonly deprecated?: readonly [number, number];
  readonly removed?: readonly [number, number];
  /** `apiVersion/Kind` */
  readonly replacement?: string;
}
