// `npm run schemas`: turns the API server's OpenAPI v3 documents of v1.27 ... v1.35
// (../shared/k8s-openapi, see its README) and the lifecycle table of scripts/data/api-lifecycle.json into
// the bundle the CLI and the Action ship, src/builtin/kubernetes-schemas.bin (layout: bundle-format.ts).
//
// What is kept: every definition, with type, format, properties, required, items, additionalProperties,
// enum, oneOf, nullable and the x-kubernetes-* keys pruning and validation use; `$ref` and the `allOf: [$ref]`
// wrappers upstream writes beside a default become references by name. What is dropped: descriptions
// (already gone), defaults (the API server defaults built-in kinds in Go, not from these documents), patch
// strategies and unions (server-side apply). Identical definitions are stored once for all the versions
// that share them.
//
// The Go types whose JSON decoding the documents do not describe are rewritten to what the API server
// really accepts (k8s.io/apimachinery and apiextensions-apiserver UnmarshalJSON methods, and
// kubectl-validate pkg/validator/schema_patcher.go for the same quirks):
// - IntOrString is `type: string, format: int-or-string` with a oneOf: x-kubernetes-int-or-string.
// - RawExtension, FieldsV1 and apiextensions JSON keep any JSON value as raw bytes: preserve-unknown-fields.
// - JSONSchemaPropsOrArray/OrBool/OrStringArray are `{}` upstream: a JSONSchemaProps or an array, a boolean
//   or a string list, decoded by a custom unmarshaler that is not strict.

import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { apiVersionOf } from '../src/builtin/bundle.js';
import { BUNDLE_FORMAT } from '../src/builtin/bundle-format.js';
import type {
  BundleIndex,
  Lifecycle,
  LifecycleEntry,
  SchemaBody,
  SchemaNode,
  SegmentRef,
} from '../src/builtin/bundle-format.js';
import { isBuiltinClusterScoped } from '../src/load/kinds.js';

const SOURCE = path.resolve('..', 'shared', 'k8s-openapi');
const LIFECYCLE = 'scripts/data/api-lifecycle.json';
export const BUNDLE_FILE = 'src/builtin/kubernetes-schemas.bin';

const PREFIX = 'io.k8s.';
const REF = '#/components/schemas/';
const JSON_SCHEMA_PROPS = 'apiextensions-apiserver.pkg.apis.apiextensions.v1.JSONSchemaProps';

/** Definitions whose upstream text is not what Go decodes: replaced whole (see the header). */
const REPLACED: Readonly<Record<string, SchemaBody>> = {
  'apimachinery.pkg.util.intstr.IntOrString': { io: 1 },
  'apimachinery.pkg.runtime.RawExtension': { pu: 1 },
  'apimachinery.pkg.apis.meta.v1.FieldsV1': { pu: 1 },
  'apiextensions-apiserver.pkg.apis.apiextensions.v1.JSON': { pu: 1 },
  'apiextensions-apiserver.pkg.apis.apiextensions.v1.JSONSchemaPropsOrArray': {
    o: [JSON_SCHEMA_PROPS, { t: 'array', i: JSON_SCHEMA_PROPS }],
    ns: 1,
  },
  'apiextensions-apiserver.pkg.apis.apiextensions.v1.JSONSchemaPropsOrBool': {
    o: [JSON_SCHEMA_PROPS, { t: 'boolean' }],
    ns: 1,
  },
  'apiextensions-apiserver.pkg.apis.apiextensions.v1.JSONSchemaPropsOrStringArray': {
    o: [JSON_SCHEMA_PROPS, { t: 'array', i: { t: 'string' } }],
    ns: 1,
  },
};

// ../shared/k8s-openapi removed every `description` key, and with them the four fields named `description`
// (upstream has them in v1.27-v1.35, checked against kubectl-validate pkg/openapiclient/builtins/): put back.
const DESCRIPTION_FIELDS = [
  'api.scheduling.v1.PriorityClass',
  'apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceColumnDefinition',
  'apiextensions-apiserver.pkg.apis.apiextensions.v1.ExternalDocumentation',
  JSON_SCHEMA_PROPS,
];

// Keys of upstream schemas that neither pruning nor validation of built-in kinds uses.
const DROPPED = new Set([
  'description',
  'default',
  'x-kubernetes-patch-strategy',
  'x-kubernetes-patch-merge-key',
  'x-kubernetes-unions',
]);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (v: Json | undefined): v is JsonObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function refName(ref: Json | undefined, where: string): string {
  if (typeof ref !== 'string' || !ref.startsWith(REF + PREFIX))
    throw new Error(`${where}: bad $ref ${JSON.stringify(ref)}`);
  return ref.slice(REF.length + PREFIX.length);
}

function strings(v: Json | undefined, where: string): string[] {
  if (!Array.isArray(v)) throw new Error(`${where}: not a list`);
  return v.map((s) => {
    if (typeof s !== 'string') throw new Error(`${where}: not strings`);
    return s;
  });
}

/** One upstream schema in bundle form; throws on anything not understood, so upstream changes are seen. */
function convert(schema: Json | undefined, where: string): SchemaNode {
  if (!isObject(schema)) throw new Error(`${where}: not a schema`);
  const keys = Object.keys(schema).filter((k) => !DROPPED.has(k));
  if ('$ref' in schema) {
    if (keys.length !== 1) throw new Error(`${where}: $ref beside ${keys.join(', ')}`);
    return refName(schema.$ref, where);
  }
  const allOf = schema.allOf;
  if (allOf !== undefined) {
    // Upstream wraps a $ref in allOf when the field has its own default or x-kubernetes-* keys.
    const [only, ...rest] = Array.isArray(allOf) ? allOf : [];
    if (!isObject(only) || rest.length > 0 || Object.keys(only).join() !== '$ref') {
      throw new Error(`${where}: allOf is not a $ref wrapper`);
    }
    const name = refName(only.$ref, where);
    const extra = keys.filter((k) => k !== 'allOf');
    const lt = schema['x-kubernetes-list-type'];
    const mt = schema['x-kubernetes-map-type'];
    if (extra.some((k) => k !== 'x-kubernetes-list-type' && k !== 'x-kubernetes-map-type')) {
      throw new Error(`${where}: allOf wrapper with ${extra.join(', ')}`);
    }
    if (lt === undefined && mt === undefined) return name;
    return {
      $: name,
      ...(lt !== undefined ? { lt: lt as 'atomic' } : {}),
      ...(mt !== undefined ? { mt: mt as 'atomic' } : {}),
    };
  }
  const body: { -readonly [K in keyof SchemaBody]: SchemaBody[K] } = {};
  for (const key of keys) {
    const value = schema[key];
    const at = `${where}.${key}`;
    switch (key) {
      case 'type':
        body.t = value as SchemaBody['t'];
        break;
      case 'format':
        body.f = value as string;
        break;
      case 'properties':
        if (!isObject(value)) throw new Error(`${at}: not an object`);
        body.p = Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((name) => [name, convert(value[name], `${at}.${name}`)]),
        );
        break;
      case 'required':
        body.r = strings(value, at);
        break;
      case 'items':
        body.i = convert(value, at);
        break;
      case 'additionalProperties':
        if (value === true) body.a = true;
        else body.a = convert(value, at);
        break;
      case 'enum':
        body.e = value as unknown[];
        break;
      case 'oneOf':
        if (!Array.isArray(value)) throw new Error(`${at}: not a list`);
        body.o = value.map((v, i) => convert(v, `${at}[${i}]`));
        break;
      case 'nullable':
        if (value === true) body.n = 1;
        break;
      case 'x-kubernetes-int-or-string':
        if (value === true) body.io = 1;
        break;
      case 'x-kubernetes-preserve-unknown-fields':
        if (value === true) body.pu = 1;
        break;
      case 'x-kubernetes-list-type':
        body.lt = value as SchemaBody['lt'];
        break;
      case 'x-kubernetes-list-map-keys':
        body.lk = strings(value, at);
        break;
      case 'x-kubernetes-map-type':
        body.mt = value as SchemaBody['mt'];
        break;
      case 'x-kubernetes-group-version-kind':
        if (!Array.isArray(value)) throw new Error(`${at}: not a list`);
        body.k = value.map((gvk) => {
          if (!isObject(gvk)) throw new Error(`${at}: not a GVK`);
          const [group, version, kind] = [gvk.group, gvk.version, gvk.kind].map(String) as [
            string,
            string,
            string,
          ];
          return [group, version, kind, isBuiltinClusterScoped(group, kind) ? 1 : 0] as const;
        });
        break;
      default:
        throw new Error(`${at}: unknown key`);
    }
  }
  return body;
}

function withDescription(name: string, node: SchemaNode): SchemaNode {
  if (!DESCRIPTION_FIELDS.includes(name) || typeof node !== 'object' || !('p' in node) || !node.p)
    return node;
  const p: Record<string, SchemaNode> = { ...node.p, description: node.p.description ?? { t: 'string' } };
  return {
    ...node,
    p: Object.fromEntries(
      Object.keys(p)
        .sort()
        .map((key) => [key, p[key] as SchemaNode]),
    ),
  };
}

/** All definitions of one release, by name without the `io.k8s.` prefix. */
function readRelease(dir: string): Map<string, string> {
  const definitions = new Map<string, string>();
  const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json'));
  for (const file of files.sort()) {
    const doc = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as JsonObject;
    const components = doc.components;
    const schemas = isObject(components) ? components.schemas : undefined;
    if (!isObject(schemas)) throw new Error(`${file}: no components.schemas`);
    for (const [fullName, schema] of Object.entries(schemas)) {
      if (!fullName.startsWith(PREFIX)) throw new Error(`${file}: definition ${fullName}`);
      const name = fullName.slice(PREFIX.length);
      const where = `${path.basename(dir)}/${file}#${name}`;
      const text = JSON.stringify(REPLACED[name] ?? withDescription(name, convert(schema, where)));
      // Every group-version document repeats the shared definitions; they must agree.
      const known = definitions.get(name);
      if (known !== undefined && known !== text) throw new Error(`${where} differs from another document`);
      definitions.set(name, text);
    }
  }
  return definitions;
}

function releaseDirs(): string[] {
  const minor = (v: string): number => Number(v.split('.')[1]);
  return fs
    .readdirSync(SOURCE)
    .filter((d) => /^v1\.\d+$/.test(d))
    .sort((a, b) => minor(a) - minor(b));
}

interface LifecycleSource {
  readonly releases: Readonly<Record<string, Readonly<Record<string, LifecycleEntry>>>>;
  readonly history: Readonly<Record<string, LifecycleEntry>>;
}

const BROTLI = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
    [zlib.constants.BROTLI_PARAM_LGWIN]: 24,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
};

export function buildBundle(): { bytes: Buffer; report: string[] } {
  const versions = releaseDirs();
  // Definition text -> name -> the versions (bit mask) that have exactly this text.
  const owners = new Map<string, Map<string, number>>();
  const served: Record<string, number> = {};
  versions.forEach((version, bit) => {
    for (const [name, text] of readRelease(path.join(SOURCE, version))) {
      const byName = owners.get(text) ?? new Map<string, number>();
      byName.set(name, (byName.get(name) ?? 0) | (1 << bit));
      owners.set(text, byName);
      for (const [group, v, kind] of (JSON.parse(text) as SchemaBody).k ?? []) {
        const key = `${apiVersionOf(group, v)}/${kind}`;
        served[key] = (served[key] ?? 0) | (1 << bit);
      }
    }
  });
  const segments = new Map<number, Record<string, unknown>>();
  for (const [text, byName] of owners) {
    for (const [name, mask] of byName) {
      const segment = segments.get(mask) ?? {};
      segment[name] = JSON.parse(text) as unknown;
      segments.set(mask, segment);
    }
  }
  const source = JSON.parse(fs.readFileSync(LIFECYCLE, 'utf8')) as LifecycleSource;
  const lifecycle: Lifecycle = {
    served,
    // Only kinds the release serves: the others are explained from history.
    deprecated: Object.fromEntries(
      versions.map((version, bit) => [
        version,
        Object.fromEntries(
          Object.entries(source.releases[version] ?? {}).filter(([key]) => ((served[key] ?? 0) >> bit) & 1),
        ),
      ]),
    ),
    history: source.history,
  };
  const chunks: Buffer[] = [];
  let offset = 0;
  const place = (data: unknown): { offset: number; length: number } => {
    const chunk = zlib.brotliCompressSync(Buffer.from(JSON.stringify(data)), BROTLI);
    chunks.push(chunk);
    offset += chunk.length;
    return { offset: offset - chunk.length, length: chunk.length };
  };
  const lifecycleRange = place(lifecycle);
  const refs: SegmentRef[] = [];
  for (const [mask, segment] of [...segments].sort(([a], [b]) => b - a)) {
    const sortedSegment = Object.fromEntries(Object.entries(segment).sort(([a], [b]) => (a < b ? -1 : 1)));
    refs.push({ versions: mask, ...place(sortedSegment) });
  }
  const index: BundleIndex = { format: BUNDLE_FORMAT, versions, segments: refs, lifecycle: lifecycleRange };
  const indexBytes = Buffer.from(JSON.stringify(index));
  const header = Buffer.alloc(4);
  header.writeUInt32LE(indexBytes.length);
  const bytes = Buffer.concat([header, indexBytes, ...chunks]);
  const report = versions.map((version, bit) => {
    const mine = refs.filter((r) => (r.versions >> bit) & 1);
    const compressed = mine.reduce((sum, r) => sum + r.length, 0);
    const definitions = mine.reduce((sum, r) => sum + Object.keys(segments.get(r.versions) ?? {}).length, 0);
    return `${version}: ${definitions} definitions in ${mine.length} segments, ${(compressed / 1024).toFixed(1)} KiB compressed`;
  });
  report.push(
    `lifecycle: ${(lifecycleRange.length / 1024).toFixed(1)} KiB compressed`,
    `${BUNDLE_FILE}: ${(bytes.length / 1024).toFixed(1)} KiB, ${refs.length} segments`,
  );
  return { bytes, report };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve('scripts/build-schemas.ts')) {
  const { bytes, report } = buildBundle();
  fs.writeFileSync(BUNDLE_FILE, bytes);
  console.log(report.join('\n'));
}
