// Reads the bundled schemas of the built-in kinds (kubernetes-schemas.bin, written by `npm run schemas`),
// once per thread and only when a built-in kind is checked: the index first, then the segments of the one
// Kubernetes version a scan judges against. ncc ships the file next to each bundle that reads it.

import zlib from 'node:zlib';
import { readBundleFile } from './bundle-file.js';
import { BUNDLE_FORMAT } from './bundle-format.js';
import type { BundleIndex, ByteRange, Lifecycle, SchemaBody, SchemaNode, Segment } from './bundle-format.js';

/** One Kubernetes version's definitions and kinds. */
export interface Release {
  /** `v1.35` */
  readonly version: string;
  /** By name without the `io.k8s.` prefix. */
  readonly definitions: ReadonlyMap<string, SchemaNode>;
  /** The definition of each kind, by `apiVersion/Kind`. */
  readonly kinds: ReadonlyMap<string, string>;
}

export interface Bundle {
  /** Bundled versions, oldest first. */
  readonly versions: readonly string[];
  readonly lifecycle: Lifecycle;
  release(version: string): Release;
}

let opened: Bundle | undefined;

/** The bundle of this installation; throws when the file is missing or not in the expected format. */
export function openBundle(): Bundle {
  opened ??= readBundle(readBundleFile());
  return opened;
}

export function readBundle(bytes: Buffer): Bundle {
  const indexLength = bytes.readUInt32LE(0);
  const index = JSON.parse(bytes.toString('utf8', 4, 4 + indexLength)) as BundleIndex;
  if (index.format !== BUNDLE_FORMAT) {
    throw new Error(
      `the built-in schema bundle has format ${index.format}, this build reads ${BUNDLE_FORMAT}`,
    );
  }
  const base = 4 + indexLength;
  const chunk = <T>(range: ByteRange): T =>
    JSON.parse(
      zlib
        .brotliDecompressSync(bytes.subarray(base + range.offset, base + range.offset + range.length))
        .toString(),
    ) as T;
  const releases = new Map<string, Release>();
  let lifecycle: Lifecycle | undefined;
  return {
    versions: index.versions,
    get lifecycle() {
      lifecycle ??= chunk<Lifecycle>(index.lifecycle);
      return lifecycle;
    },
    release(version) {
      const known = releases.get(version);
      if (known) return known;
      const bit = index.versions.indexOf(version);
      if (bit < 0) throw new Error(`no bundled schemas for Kubernetes ${version}`);
      const definitions = new Map<string, SchemaNode>();
      const kinds = new Map<string, string>();
      for (const segment of index.segments) {
        if (((segment.versions >> bit) & 1) === 0) continue;
        for (const [name, node] of Object.entries(chunk<Segment>(segment))) {
          definitions.set(name, node);
          for (const [group, v, kind] of isBody(node) ? (node.k ?? []) : []) {
            kinds.set(`${apiVersionOf(group, v)}/${kind}`, name);
          }
        }
      }
      const release = { version, definitions, kinds };
      releases.set(version, release);
      return release;
    },
  };
}

export function isBody(node: SchemaNode): node is SchemaBody {
  return typeof node === 'object' && !('$' in node);
}

/** `v1`, `apps/v1`: how an apiVersion names a group (empty for the core group) and a version. */
export function apiVersionOf(group: string, version: string): string {
  return group ? `${group}/${version}` : version;
}
