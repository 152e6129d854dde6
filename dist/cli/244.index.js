export const id = 244;
export const ids = [244];
export const modules = {

/***/ 637:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ chooseRelease),
/* harmony export */   k: () => (/* binding */ ApiVersions)
/* harmony export */ });
/* harmony import */ var _crd_definition_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1054);
/* harmony import */ var _kube_version_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2219);
// Whether a Kubernetes version serves an apiVersion and kind of a built-in group, and what its API server
// says about it: the deprecation warning of k8s.io/apiserver pkg/endpoints/deprecation/deprecation.go,
// or, for a kind it does not serve, which release removed it (pkg/server/deleted_kinds.go stops serving a
// kind from its APILifecycleRemoved version on) or introduced it, and what replaces it.



function chooseRelease(requested, releases) {
    const parsed = releases.map((r) => (0,_kube_version_js__WEBPACK_IMPORTED_MODULE_1__/* .parseKubernetesVersion */ .i6)(r));
    const oldest = releases[0] ?? '';
    const newest = releases.at(-1) ?? '';
    const newestVersion = parsed.at(-1);
    if (requested === 'latest')
        return { release: newest, target: newestVersion };
    const exact = releases.find((_, i) => (0,_kube_version_js__WEBPACK_IMPORTED_MODULE_1__/* .atLeast */ .jZ)(requested, parsed[i]) && (0,_kube_version_js__WEBPACK_IMPORTED_MODULE_1__/* .atLeast */ .jZ)(parsed[i], requested));
    if (exact)
        return { release: exact, target: requested };
    const asked = `v${requested.major}.${requested.minor}`;
    if ((0,_kube_version_js__WEBPACK_IMPORTED_MODULE_1__/* .atLeast */ .jZ)(requested, newestVersion)) {
        return {
            release: newest,
            target: requested,
            note: `built-in kinds are checked against the newest bundled schemas, ${newest}: kubernetesVersion ${asked} is newer, so fields it added are reported as unknown.`,
        };
    }
    return {
        release: oldest,
        target: requested,
        note: `built-in kinds are checked against the oldest bundled schemas, ${oldest}: kubernetesVersion ${asked} is older, so fields added after it are not reported, and kinds only ${asked} serves are not checked.`,
    };
}
const format = (v) => 'major' in v ? `v${v.major}.${v.minor}` : `v${v[0]}.${v[1]}`;
const reached = (v, target) => v !== undefined && (0,_kube_version_js__WEBPACK_IMPORTED_MODULE_1__/* .atLeast */ .jZ)(target, { major: v[0], minor: v[1] });
/** Judges `apiVersion/Kind` keys (`apps/v1/Deployment`) against one target version. */
class ApiVersions {
    lifecycle;
    releases;
    choice;
    bit;
    /** Where the target stands against the bundled releases. */
    position;
    constructor(lifecycle, releases, choice) {
        this.lifecycle = lifecycle;
        this.releases = releases;
        this.choice = choice;
        this.bit = releases.indexOf(choice.release);
        const release = (0,_kube_version_js__WEBPACK_IMPORTED_MODULE_1__/* .parseKubernetesVersion */ .i6)(choice.release);
        this.position = !(0,_kube_version_js__WEBPACK_IMPORTED_MODULE_1__/* .atLeast */ .jZ)(choice.target, release)
            ? 'older'
            : (0,_kube_version_js__WEBPACK_IMPORTED_MODULE_1__/* .atLeast */ .jZ)(release, choice.target)
                ? 'bundled'
                : 'newer';
    }
    inRelease(key) {
        return (((this.lifecycle.served[key] ?? 0) >> this.bit) & 1) === 1;
    }
    /** Whether the target serves the kind: the bundle says so within its range, lifecycle data beyond it. */
    serves(key) {
        if (this.position === 'bundled')
            return this.inRelease(key);
        const { introduced, removed } = this.lifecycle.history[key] ?? {};
        const target = this.choice.target;
        if (reached(removed, target) || (introduced !== undefined && !reached(introduced, target)))
            return false;
        // Older than the bundle, a kind removed between the target and the oldest release is still served.
        return this.inRelease(key) || (this.position === 'older' && removed !== undefined);
    }
    judge(apiVersion, kind) {
        const key = `${apiVersion}/${kind}`;
        if (this.serves(key)) {
            const entry = this.entryOf(key);
            const replacement = this.replacementOf(key, entry);
            return {
                served: true,
                ...(entry && reached(entry.deprecated, this.choice.target)
                    ? { warning: warning(apiVersion, kind, entry) }
                    : {}),
                ...(replacement ? { replacement } : {}),
                ...(this.inRelease(key) ? {} : { unbundled: true }),
            };
        }
        const history = this.lifecycle.history[key];
        const mask = this.lifecycle.served[key] ?? 0;
        const servedBy = this.releases.filter((_, i) => (mask >> i) & 1);
        const replacement = this.replacementOf(key, history);
        return {
            served: false,
            ...(history?.removed && reached(history.removed, this.choice.target)
                ? { removedIn: format(history.removed) }
                : {}),
            ...(history?.introduced && !reached(history.introduced, this.choice.target)
                ? { introducedIn: format(history.introduced) }
                : {}),
            ...(servedBy.length > 0 ? { servedBy } : {}),
            ...(replacement ? { replacement } : {}),
            kindsOfApiVersion: this.kindsOf(apiVersion),
        };
    }
    /** The kinds the target serves in an apiVersion. */
    kindsOf(apiVersion) {
        const prefix = `${apiVersion}/`;
        return Object.keys(this.lifecycle.served)
            .filter((key) => key.startsWith(prefix) && !key.slice(prefix.length).includes('/') && this.serves(key))
            .map((key) => key.slice(prefix.length));
    }
    /**
     * What to use instead, as `apiVersion Kind`: the lifecycle replacement, followed while the target does
     * not serve it (flowcontrol v1beta1 → v1beta3 → v1), else the same group and kind in a served version.
     */
    replacementOf(key, entry) {
        const served = [];
        const seen = new Set([key]);
        for (let next = entry?.replacement; next && !seen.has(next); next = this.lifecycle.history[next]?.replacement) {
            seen.add(next);
            if (this.serves(next))
                served.push(next);
        }
        // The first one that is not deprecated itself (flowcontrol v1beta2 on v1.29: v1, not v1beta3).
        const best = served.find((k) => !this.isDeprecated(k)) ?? served[0];
        if (best)
            return spaced(best);
        if (this.serves(key))
            return undefined;
        const { group, kind } = split(key);
        const candidates = Object.keys(this.lifecycle.served).filter((k) => {
            const other = split(k);
            return other.group === group && other.kind === kind && this.serves(k);
        });
        const newest = candidates.sort((a, b) => (0,_crd_definition_js__WEBPACK_IMPORTED_MODULE_0__/* .compareKubeAwareVersions */ .u0)(split(b).version, split(a).version))[0];
        return newest ? spaced(newest) : undefined;
    }
    /** The lifecycle data the target's API server has for a kind it serves. */
    entryOf(key) {
        return this.position === 'bundled'
            ? this.lifecycle.deprecated[this.choice.release]?.[key]
            : this.lifecycle.history[key];
    }
    isDeprecated(key) {
        return reached(this.entryOf(key)?.deprecated, this.choice.target);
    }
}
/** deprecation.go WarningMessage, word for word. */
function warning(apiVersion, kind, entry) {
    let text = `${apiVersion} ${kind} is deprecated in ${format(entry.deprecated)}+`;
    if (entry.removed)
        text += `, unavailable in ${format(entry.removed)}+`;
    if (entry.replacement)
        text += `; use ${spaced(entry.replacement)}`;
    return text;
}
/** `apps/v1/Deployment` → `apps/v1 Deployment` */
function spaced(key) {
    const slash = key.lastIndexOf('/');
    return `${key.slice(0, slash)} ${key.slice(slash + 1)}`;
}
function split(key) {
    const parts = key.split('/');
    const kind = parts.pop() ?? '';
    const version = parts.pop() ?? '';
    return { group: parts.join('/'), version, kind };
}


/***/ }),

/***/ 1094:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  uO: () => (/* binding */ apiVersionOf),
  v3: () => (/* binding */ isBody),
  hk: () => (/* binding */ openBundle)
});

// UNUSED EXPORTS: readBundle

// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
var external_node_zlib_default = /*#__PURE__*/__webpack_require__.n(external_node_zlib_);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
var external_node_fs_default = /*#__PURE__*/__webpack_require__.n(external_node_fs_);
;// CONCATENATED MODULE: ./src/builtin/bundle-file.ts
// The bytes of the bundled schemas. Alone in its module, in plain syntax: ncc's asset relocator, which
// copies the file byte for byte next to each bundle that reads it, skips modules its parser cannot read
// (`??=`, for one), and webpack's own handling of `new URL` would then re-encode the file as text.

function readBundleFile() {
    return external_node_fs_default().readFileSync(__webpack_require__.ab + "kubernetes-schemas.bin");
}

;// CONCATENATED MODULE: ./src/builtin/bundle-format.ts
// The bundled schemas of the built-in kinds, as `npm run schemas` (scripts/build-schemas.ts) writes them
// and src/builtin/bundle.ts reads them. Shared by both, so that the file and its reader cannot drift.
//
// The file is a small JSON index followed by brotli-compressed segments:
//   [u32 LE: index length][index: BundleIndex as UTF-8 JSON][segment bytes ...]
// Each segment holds the definitions whose text is the same for one set of Kubernetes versions (most are
// the same in all of them), so a scan decompresses only what its kubernetesVersion uses.
/** Bumped when the layout changes; the reader refuses other formats. */
const BUNDLE_FORMAT = 1;

;// CONCATENATED MODULE: ./src/builtin/bundle.ts
// Reads the bundled schemas of the built-in kinds (kubernetes-schemas.bin, written by `npm run schemas`),
// once per thread and only when a built-in kind is checked: the index first, then the segments of the one
// Kubernetes version a scan judges against. ncc ships the file next to each bundle that reads it.



let opened;
/** The bundle of this installation; throws when the file is missing or not in the expected format. */
function openBundle() {
    opened ??= readBundle(readBundleFile());
    return opened;
}
function readBundle(bytes) {
    const indexLength = bytes.readUInt32LE(0);
    const index = JSON.parse(bytes.toString('utf8', 4, 4 + indexLength));
    if (index.format !== BUNDLE_FORMAT) {
        throw new Error(`the built-in schema bundle has format ${index.format}, this build reads ${BUNDLE_FORMAT}`);
    }
    const base = 4 + indexLength;
    const chunk = (range) => JSON.parse(external_node_zlib_default().brotliDecompressSync(bytes.subarray(base + range.offset, base + range.offset + range.length))
        .toString());
    const releases = new Map();
    let lifecycle;
    return {
        versions: index.versions,
        get lifecycle() {
            lifecycle ??= chunk(index.lifecycle);
            return lifecycle;
        },
        release(version) {
            const known = releases.get(version);
            if (known)
                return known;
            const bit = index.versions.indexOf(version);
            if (bit < 0)
                throw new Error(`no bundled schemas for Kubernetes ${version}`);
            const definitions = new Map();
            const kinds = new Map();
            for (const segment of index.segments) {
                if (((segment.versions >> bit) & 1) === 0)
                    continue;
                for (const [name, node] of Object.entries(chunk(segment))) {
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
function isBody(node) {
    return typeof node === 'object' && !('$' in node);
}
/** `v1`, `apps/v1`: how an apiVersion names a group (empty for the core group) and a version. */
function apiVersionOf(group, version) {
    return group ? `${group}/${version}` : version;
}


/***/ }),

/***/ 1457:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  P: () => (/* binding */ BuiltinCatalog),
  y: () => (/* binding */ isBuiltinKind)
});

// EXTERNAL MODULE: ./src/crd/prune.ts + 1 modules
var prune = __webpack_require__(5141);
// EXTERNAL MODULE: ./src/kube-version.ts
var kube_version = __webpack_require__(2219);
// EXTERNAL MODULE: ./src/load/kinds.ts
var kinds = __webpack_require__(7499);
// EXTERNAL MODULE: ./src/load/path.ts
var path = __webpack_require__(6857);
// EXTERNAL MODULE: ./src/builtin/api-versions.ts
var api_versions = __webpack_require__(637);
// EXTERNAL MODULE: ./src/builtin/bundle.ts + 2 modules
var builtin_bundle = __webpack_require__(1094);
;// CONCATENATED MODULE: ./src/builtin/structural.ts
// The bundled schemas of built-in kinds in the Structural form the CRD pruner walks (src/crd/prune.ts),
// so that one walk finds what strict decoding of a built-in kind rejects and what CRD pruning drops.
// Built-in kinds are Go structs: a key that no field of the struct has is an unknown field, exactly as a
// key a structural schema does not declare. Nodes resolve on first use, which also makes recursive
// definitions (apiextensions JSONSchemaProps) finite.

const NO_PROPERTIES = new Map();
class LazyStructural {
    id;
    resolve;
    embeddedResource = false;
    shape;
    constructor(id, resolve) {
        this.id = id;
        this.resolve = resolve;
    }
    get resolved() {
        this.shape ??= this.resolve();
        return this.shape;
    }
    get properties() {
        return this.resolved.properties;
    }
    get additionalProperties() {
        return this.resolved.additionalProperties;
    }
    get items() {
        return this.resolved.items;
    }
    get preserveUnknownFields() {
        return this.resolved.preserveUnknownFields;
    }
    get keepsNull() {
        return this.resolved.keepsNull;
    }
    get lenient() {
        return this.resolved.lenient;
    }
}
/** Structural schemas of one release's kinds; each definition is compiled once. */
class BuiltinStructurals {
    release;
    named = new Map();
    // Negative ids: never equal to the ids of the CRD compiler's interned nodes.
    nextId = -1;
    constructor(release) {
        this.release = release;
    }
    /** The schema of `apiVersion/Kind`, or undefined when the release has no such kind. */
    ofKind(key) {
        const name = this.release.kinds.get(key);
        return name === undefined ? undefined : this.compile(name);
    }
    compile(node) {
        if (!(0,builtin_bundle/* isBody */.v3)(node)) {
            const name = typeof node === 'string' ? node : node.$;
            let found = this.named.get(name);
            if (!found) {
                const definition = this.release.definitions.get(name);
                if (definition === undefined)
                    throw new Error(`bundled schema ${name} is missing`);
                found = this.lazy(() => this.shapeOf(definition));
                this.named.set(name, found);
            }
            return found;
        }
        return this.lazy(() => this.shapeOf(node));
    }
    lazy(resolve) {
        return new LazyStructural(this.nextId--, resolve);
    }
    shapeOf(node) {
        if (!(0,builtin_bundle/* isBody */.v3)(node))
            return shapeOfStructural(this.compile(node));
        const own = this.ownShape(node);
        if (!node.o)
            return own;
        // A value of one of several shapes (JSONSchemaPropsOrArray: a schema or a list of schemas): what
        // any of them declares is known.
        return node.o.map((branch) => this.shapeOf(branch)).reduce(merge, own);
    }
    ownShape(body) {
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
function shapeOfStructural(s) {
    return {
        properties: s.properties,
        additionalProperties: s.additionalProperties,
        items: s.items,
        preserveUnknownFields: s.preserveUnknownFields,
        keepsNull: s.keepsNull,
        lenient: s.lenient === true,
    };
}
function merge(a, b) {
    return {
        properties: a.properties.size === 0
            ? b.properties
            : b.properties.size === 0
                ? a.properties
                : new Map([...a.properties, ...b.properties]),
        additionalProperties: a.additionalProperties !== undefined ? a.additionalProperties : b.additionalProperties,
        items: a.items ?? b.items,
        preserveUnknownFields: a.preserveUnknownFields || b.preserveUnknownFields,
        keepsNull: a.keepsNull || b.keepsNull,
        lenient: a.lenient || b.lenient,
    };
}

;// CONCATENATED MODULE: ./src/builtin/catalog.ts
// What a scan knows about the built-in kinds at its kubernetesVersion: which apiVersions and kinds the
// API server serves, deprecates or has removed, and the structural schema of each kind. The bundle is
// read by `load`, before rules run and only when a file holds a built-in kind; rules then ask synchronously.







// Client-side files shaped like core objects, which no API server receives: kubeconfig (clientcmd
// `v1 Config`) and kubectl's `v1 List` (its items are checked one by one when it has any).
const CLIENT_SIDE_CORE_KINDS = new Set(['Config', 'List']);
/** An object of a group the kube-apiserver serves itself, which the bundle can judge. */
function isBuiltinKind(resource) {
    return (kinds/* BUILTIN_GROUPS */.Pj.has(resource.group) &&
        !(resource.group === '' && CLIENT_SIDE_CORE_KINDS.has(resource.kind)));
}
class BuiltinCatalog {
    kubernetesVersion;
    notes;
    loaded;
    /** `notes` receives, once, why the bundled release differs from kubernetesVersion. */
    constructor(kubernetesVersion, notes) {
        this.kubernetesVersion = kubernetesVersion;
        this.notes = notes;
    }
    /** Reads the bundle if one of `resources` is a built-in kind (file system access: call before rules run). */
    loadFor(resources) {
        if (this.loaded !== undefined)
            return;
        for (const resource of resources) {
            if (!isBuiltinKind(resource))
                continue;
            try {
                const bundle = (0,builtin_bundle/* openBundle */.hk)();
                const choice = (0,api_versions/* chooseRelease */.b)(this.kubernetesVersion, bundle.versions);
                if (choice.note)
                    this.notes.push(choice.note);
                this.loaded = {
                    bundle,
                    release: choice.release,
                    target: (0,kube_version/* formatKubernetesVersion */.YC)(choice.target),
                    apiVersions: new api_versions/* ApiVersions */.k(bundle.lifecycle, bundle.versions, choice),
                    schemas: new BuiltinStructurals(bundle.release(choice.release)),
                    others: new Map(),
                };
            }
            catch (e) {
                this.loaded = new Error(`the bundled schemas of built-in kinds cannot be read: ${e instanceof Error ? e.message : String(e)}`);
            }
            return;
        }
    }
    get ready() {
        if (this.loaded === undefined)
            throw new Error('built-in schemas used before loadFor');
        if (this.loaded instanceof Error)
            throw this.loaded;
        return this.loaded;
    }
    /** The bundled release the schemas come from, `v1.35`. */
    get release() {
        return this.ready.release;
    }
    /** The Kubernetes version judged, `v1.35`: kubernetesVersion, with `latest` as the newest release. */
    get target() {
        return this.ready.target;
    }
    judge(resource) {
        return this.ready.apiVersions.judge((0,builtin_bundle/* apiVersionOf */.uO)(resource.group, resource.version), resource.kind);
    }
    /** The structural schema of the resource's apiVersion and kind, when the release has it. */
    schema(resource) {
        return this.ready.schemas.ofKind(kindKey(resource));
    }
    /**
     * Which of a resource's unknown fields (by path) a newer bundled release declares, and the first one
     * that does: `spec.template.spec.resources` → `v1.32`. Newer releases are decompressed only then.
     */
    addedLater(resource, paths) {
        const { bundle, release, others } = this.ready;
        const added = new Map();
        for (const newer of bundle.versions.slice(bundle.versions.indexOf(release) + 1)) {
            if (added.size === paths.size)
                break;
            let schemas = others.get(newer);
            if (!schemas) {
                schemas = new BuiltinStructurals(bundle.release(newer));
                others.set(newer, schemas);
            }
            const schema = schemas.ofKind(kindKey(resource));
            if (!schema)
                continue;
            const unknown = new Set((0,prune/* pruneReport */.b)(resource.root, schema, true).unknown.map((f) => (0,path/* formatPath */.j)(f.path)));
            for (const path of paths)
                if (!added.has(path) && !unknown.has(path))
                    added.set(path, newer);
        }
        return added;
    }
}
function kindKey(resource) {
    return `${(0,builtin_bundle/* apiVersionOf */.uO)(resource.group, resource.version)}/${resource.kind}`;
}


/***/ }),

/***/ 7377:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $g: () => (/* binding */ defaultCacheDir),
/* harmony export */   Ai: () => (/* binding */ ResultCache),
/* harmony export */   k$: () => (/* binding */ cacheKey)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8877);
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_v8__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(311);
// A folder of results the scan would compute the same way again: named by a hash of everything they are
// computed from (the inputs' bytes, the tool's version and the code that computes them), so an entry
// never goes stale, it only stops being asked for. Writes are atomic (a temporary file renamed), reads of
// an entry that is missing or unreadable are misses, and the folder keeps the most recent entries only.






// Entries kept: one per set of CRDs a machine scans (repositories, branches that change CRDs).
const KEPT_ENTRIES = 16;
class ResultCache {
    dir;
    constructor(dir) {
        this.dir = dir;
    }
    /** The value stored for `key`, or undefined. */
    get(kind, key) {
        try {
            const file = this.file(kind, key);
            const value = node_v8__WEBPACK_IMPORTED_MODULE_4___default().deserialize(node_fs__WEBPACK_IMPORTED_MODULE_1___default().readFileSync(file));
            // Its modification time orders entries by last use.
            const now = new Date();
            node_fs__WEBPACK_IMPORTED_MODULE_1___default().utimesSync(file, now, now);
            return value;
        }
        catch {
            return undefined;
        }
    }
    /** Stores `value` (plain data: v8 serialization); a cache that cannot be written is no cache. */
    set(kind, key, value) {
        try {
            node_fs__WEBPACK_IMPORTED_MODULE_1___default().mkdirSync(this.dir, { recursive: true });
            const file = this.file(kind, key);
            const temporary = `${file}.${process.pid}.tmp`;
            node_fs__WEBPACK_IMPORTED_MODULE_1___default().writeFileSync(temporary, node_v8__WEBPACK_IMPORTED_MODULE_4___default().serialize(value));
            node_fs__WEBPACK_IMPORTED_MODULE_1___default().renameSync(temporary, file);
            this.prune(kind);
        }
        catch {
            // A read-only or full disk costs the next scan the work again, nothing else.
        }
    }
    file(kind, key) {
        return node_path__WEBPACK_IMPORTED_MODULE_2___default().join(this.dir, `${kind}-${key}.bin`);
    }
    prune(kind) {
        const entries = node_fs__WEBPACK_IMPORTED_MODULE_1___default().readdirSync(this.dir)
            .filter((name) => name.startsWith(`${kind}-`) && name.endsWith('.bin'))
            .map((name) => ({ name, used: node_fs__WEBPACK_IMPORTED_MODULE_1___default().statSync(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(this.dir, name)).mtimeMs }))
            .sort((a, b) => b.used - a.used);
        for (const old of entries.slice(KEPT_ENTRIES))
            node_fs__WEBPACK_IMPORTED_MODULE_1___default().rmSync(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(this.dir, old.name), { force: true });
    }
}
/**
 * A key over `parts` (strings and bytes), the tool's version and the code of this build: a change to how
 * results are computed makes new keys.
 */
function cacheKey(parts) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(_version_js__WEBPACK_IMPORTED_MODULE_5__/* .TOOL_VERSION */ .w).update('\0').update(codeId());
    for (const part of parts) {
        hash.update(typeof part === 'string' ? 'S' : 'B');
        hash.update(String(part.length)).update('\0').update(part);
    }
    return hash.digest('hex');
}
let code;
/**
 * The code of this build: the name, size and modification time of each JavaScript file beside this
 * module (the bundle's chunks, which hold the code that computes cached results). A rebuild or another
 * version writes other files, so its keys differ; reading them all would cost more than it saves.
 */
function codeId() {
    if (code === undefined) {
        const dir = node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname((0,node_url__WEBPACK_IMPORTED_MODULE_3__.fileURLToPath)(import.meta.url));
        const files = node_fs__WEBPACK_IMPORTED_MODULE_1___default().readdirSync(dir)
            .filter((n) => /\.[cm]?[jt]s$/.test(n))
            .sort();
        code = files
            .map((name) => {
            const stat = node_fs__WEBPACK_IMPORTED_MODULE_1___default().statSync(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(dir, name));
            return `${name}:${stat.size}:${stat.mtimeMs}`;
        })
            .join('\n');
    }
    return code;
}
/**
 * Where the CLI and the Action keep results by default: ADMISSION_GATE_CACHE_DIR, else the user's cache
 * folder (XDG_CACHE_HOME, or ~/.cache) under admission-gate; none without a home.
 */
function defaultCacheDir(env) {
    const explicit = env.ADMISSION_GATE_CACHE_DIR;
    if (explicit !== undefined && explicit !== '')
        return explicit;
    const base = env.XDG_CACHE_HOME || (env.HOME ? node_path__WEBPACK_IMPORTED_MODULE_2___default().join(env.HOME, '.cache') : undefined);
    return base ? node_path__WEBPACK_IMPORTED_MODULE_2___default().join(base, 'admission-gate') : undefined;
}


/***/ }),

/***/ 13:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ isCustomResourceGroup)
/* harmony export */ });
/* harmony import */ var _load_kinds_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7499);
// Which objects are custom resources: served by a CRD, not by the kube-apiserver itself.

// Tool configuration shaped like objects that no API server ever receives: kustomize, the
// *.config.k8s.io component configs, kubeadm, audit policies, kind clusters, skaffold, KRM functions.
const CLIENT_SIDE_GROUPS = /(^|\.)config\.k8s\.io$|^(kubeadm\.k8s\.io|audit\.k8s\.io|kind\.x-k8s\.io|skaffold|config\.kubernetes\.io)$/;
function isCustomResourceGroup(group) {
    return !_load_kinds_js__WEBPACK_IMPORTED_MODULE_0__/* .BUILTIN_GROUPS */ .Pj.has(group) && !CLIENT_SIDE_GROUPS.test(group);
}


/***/ }),

/***/ 1054:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ez: () => (/* binding */ isCrd),
/* harmony export */   _W: () => (/* binding */ readCrd),
/* harmony export */   lt: () => (/* binding */ deprecationWarning),
/* harmony export */   u0: () => (/* binding */ compareKubeAwareVersions)
/* harmony export */ });
/* harmony import */ var _load_yaml_node_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8508);
/* harmony import */ var _schema_schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4552);
/* harmony import */ var _load_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2750);
// A CustomResourceDefinition as the API server serves it: group, kind, scope, versions and their
// compiled schemas, with the defaults of its API version (apiextensions.k8s.io/v1beta1 defaults.go:
// a top-level `version` and `validation` apply to every version, preserveUnknownFields is true).



function isCrd(resource) {
    return resource.group === 'apiextensions.k8s.io' && resource.kind === 'CustomResourceDefinition';
}
/** The definition, or why the object cannot be one. */
function readCrd(resource, compiler) {
    const spec = (0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_2__/* .asMap */ .$H)((0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_2__/* .child */ .jf)(resource.root, 'spec'));
    const group = (0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_2__/* .stringValue */ .r$)((0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_2__/* .child */ .jf)(spec, 'group'));
    const kind = (0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_2__/* .stringValue */ .r$)((0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_2__/* .child */ .jf)((0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_2__/* .child */ .jf)(spec, 'names'), 'kind'));
    if (!group || !kind)
        return 'it has no spec.group or spec.names.kind';
    const legacy = resource.version === 'v1beta1';
    const preserve = (0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_2__/* .child */ .jf)(spec, 'preserveUnknownFields');
    const preserveAll = preserve?.kind === 'scalar' && typeof preserve.value === 'boolean' ? preserve.value : legacy;
    const shared = legacy ? openApiSchema((0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_2__/* .child */ .jf)(spec, 'validation')) : undefined;
    const versions = [];
    for (const node of (0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_2__/* .asSeq */ .wH)((0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_2__/* .child */ .jf)(spec, 'versions'))?.items ?? []) {
        const version = (0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_2__/* .asMap */ .$H)(node);
        const name = (0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_2__/* .stringValue */ .r$)((0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_2__/* .child */ .jf)(version, 'name'));
        if (!version || !name)
            continue;
        const schema = openApiSchema((0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_2__/* .child */ .jf)(version, 'schema')) ?? shared;
        const warning = (0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_2__/* .stringValue */ .r$)((0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_2__/* .child */ .jf)(version, 'deprecationWarning'));
        versions.push({
            name: (0,_load_text_js__WEBPACK_IMPORTED_MODULE_1__/* .detach */ .Yo)(name),
            served: isTrue(version, 'served'),
            deprecated: isTrue(version, 'deprecated'),
            deprecationWarning: warning === undefined ? undefined : (0,_load_text_js__WEBPACK_IMPORTED_MODULE_1__/* .detach */ .Yo)(warning),
            schema: schema && compiler.compile(schema),
            ...(schema ? { validation: validationOf(schema) } : {}),
            ...(hasStatus(version) || hasStatus(spec) ? { statusSubresource: true } : {}),
        });
    }
    const single = (0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_2__/* .stringValue */ .r$)((0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_2__/* .child */ .jf)(spec, 'version'));
    if (legacy && versions.length === 0 && single) {
        versions.push({
            name: (0,_load_text_js__WEBPACK_IMPORTED_MODULE_1__/* .detach */ .Yo)(single),
            served: true,
            deprecated: false,
            deprecationWarning: undefined,
            schema: shared && compiler.compile(shared),
            ...(shared ? { validation: validationOf(shared) } : {}),
            ...(hasStatus(spec) ? { statusSubresource: true } : {}),
        });
    }
    const metadataName = (0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_2__/* .stringValue */ .r$)((0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_2__/* .child */ .jf)((0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_2__/* .child */ .jf)(resource.root, 'metadata'), 'name'));
    return {
        name: (0,_load_text_js__WEBPACK_IMPORTED_MODULE_1__/* .detach */ .Yo)(metadataName ?? `${kind}.${group}`),
        group: (0,_load_text_js__WEBPACK_IMPORTED_MODULE_1__/* .detach */ .Yo)(group),
        kind: (0,_load_text_js__WEBPACK_IMPORTED_MODULE_1__/* .detach */ .Yo)(kind),
        clusterScoped: (0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_2__/* .stringValue */ .r$)((0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_2__/* .child */ .jf)(spec, 'scope')) === 'Cluster',
        prunes: !preserveAll,
        versions,
        origin: {
            file: resource.file,
            line: resource.lines.position(resource.root.start).line,
            document: resource.document,
            ...(resource.item !== undefined ? { item: resource.item } : {}),
        },
    };
}
function hasStatus(holder) {
    return (0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_2__/* .asMap */ .$H)((0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_2__/* .child */ .jf)((0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_2__/* .child */ .jf)(holder, 'subresources'), 'status')) !== undefined;
}
function validationOf(schema) {
    // Through JSON text: the registry outlives the file, and substrings would keep all its text alive.
    return JSON.parse(JSON.stringify(validationJson(schema)));
}
/** schema.ts validationPart, read straight from the YAML tree: descriptions are never converted. */
function validationJson(node) {
    if (node.kind === 'scalar')
        return node.value;
    if (node.kind === 'seq')
        return node.items.map(validationJson);
    const out = {};
    for (const { key, value } of node.entries) {
        if (!(0,_schema_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .isValidationKey */ .ZO)(key))
            continue;
        if ((0,_schema_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .isDataKey */ .q_)(key))
            out[key] = (0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_2__/* .toJs */ .Vt)(value);
        else if (key === 'properties' && value.kind === 'map') {
            const properties = {};
            for (const e of value.entries)
                properties[e.key] = validationJson(e.value);
            out[key] = properties;
        }
        else
            out[key] = validationJson(value);
    }
    return out;
}
function openApiSchema(holder) {
    return (0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_2__/* .asMap */ .$H)((0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_2__/* .child */ .jf)(holder, 'openAPIV3Schema'));
}
function isTrue(map, key) {
    const value = (0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_2__/* .child */ .jf)(map, key);
    return value?.kind === 'scalar' && value.value === true;
}
/**
 * The warning the API server sends with every request for a deprecated version: the CRD's own
 * `deprecationWarning`, else upstream's default (customresource_handler.go defaultDeprecationWarning).
 */
function deprecationWarning(crd, version) {
    if (version.deprecationWarning !== undefined)
        return version.deprecationWarning;
    const message = `${crd.group}/${version.name} ${crd.kind} is deprecated`;
    const newer = crd.versions
        .filter((v) => v.served && !v.deprecated && compareKubeAwareVersions(version.name, v.name) < 0)
        .sort((a, b) => compareKubeAwareVersions(b.name, a.name));
    const best = newer[0];
    return best ? `${message}; use ${crd.group}/${best.name} ${crd.kind}` : message;
}
const KUBE_VERSION = /^v(\d+)(?:(alpha|beta)(\d+))?$/;
const STABILITY = { alpha: 0, beta: 1, ga: 2 };
/**
 * k8s.io/apimachinery version.CompareKubeAwareVersionStrings: GA > beta > alpha, then major, then
 * minor (v2 > v1 > v1beta2 > v1alpha1); Kubernetes-like names sort above all others, which compare
 * in reverse lexical order.
 */
function compareKubeAwareVersions(a, b) {
    if (a === b)
        return 0;
    const pa = KUBE_VERSION.exec(a);
    const pb = KUBE_VERSION.exec(b);
    if (!pa || !pb) {
        if (pa)
            return 1;
        if (pb)
            return -1;
        return b < a ? -1 : 1;
    }
    const stability = (m) => STABILITY[m[2] ?? 'ga'];
    return (stability(pa) - stability(pb) || Number(pa[1]) - Number(pb[1]) || Number(pa[3] ?? 0) - Number(pb[3] ?? 0));
}


/***/ }),

/***/ 5141:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  b: () => (/* binding */ pruneReport)
});

// EXTERNAL MODULE: ./src/load/path.ts
var load_path = __webpack_require__(6857);
// EXTERNAL MODULE: ./src/load/yaml/node.ts
var node = __webpack_require__(8508);
;// CONCATENATED MODULE: ./src/crd/objectmeta.ts
// Metadata of custom resources is not pruned by schema: the API server decodes it into the Go type
// metav1.ObjectMeta with strict, case-sensitive JSON decoding (apiextensions-apiserver
// schema/objectmeta/coerce.go, sigs.k8s.io/json UnmarshalStrict). Unknown keys are dropped and
// reported with the decoder's path; a value of the wrong type makes the whole request fail.
const STRING = { kind: 'string' };
const INT64 = { kind: 'int64' };
const BOOL = { kind: 'bool' };
const TIME = { kind: 'time' };
const struct = (name, fields) => ({
    kind: 'struct',
    name,
    fields: new Map(Object.entries(fields)),
});
// JSON field names of k8s.io/apimachinery/pkg/apis/meta/v1 types.go.
const OWNER_REFERENCE = struct('OwnerReference', {
    apiVersion: STRING,
    kind: STRING,
    name: STRING,
    uid: STRING,
    controller: BOOL,
    blockOwnerDeletion: BOOL,
});
const MANAGED_FIELDS_ENTRY = struct('ManagedFieldsEntry', {
    manager: STRING,
    operation: STRING,
    apiVersion: STRING,
    time: TIME,
    fieldsType: STRING,
    // FieldsV1 keeps its JSON raw: anything decodes.
    fieldsV1: { kind: 'raw' },
    subresource: STRING,
});
const OBJECT_META = struct('ObjectMeta', {
    name: STRING,
    generateName: STRING,
    namespace: STRING,
    selfLink: STRING,
    uid: STRING,
    resourceVersion: STRING,
    generation: INT64,
    creationTimestamp: TIME,
    deletionTimestamp: TIME,
    deletionGracePeriodSeconds: INT64,
    labels: { kind: 'map', value: STRING },
    annotations: { kind: 'map', value: STRING },
    ownerReferences: { kind: 'list', item: OWNER_REFERENCE },
    finalizers: { kind: 'list', item: STRING },
    managedFields: { kind: 'list', item: MANAGED_FIELDS_ENTRY },
});
// sigs.k8s.io/json keeps at most this many strict errors per decode.
const MAX_STRICT_ERRORS = 100;
/** Decodes `node` as ObjectMeta; `path` is where it sits, ending in `metadata`. */
function decodeObjectMeta(node, path) {
    const result = { unknown: [], invalid: [] };
    decode(node, OBJECT_META, [...path], result);
    return result;
}
function decode(node, type, path, out) {
    // JSON null decodes into every Go type (it leaves the zero value).
    if (node.kind === 'scalar' && node.value === null)
        return;
    const invalid = () => {
        out.invalid.push({ path: [...path], node, expected: EXPECTED[type.kind], actual: describeValue(node) });
    };
    switch (type.kind) {
        case 'raw':
            return;
        case 'string':
        case 'int64':
        case 'bool':
        case 'time':
            if (node.kind !== 'scalar' || !SCALAR_CHECKS[type.kind](node.value))
                invalid();
            return;
        case 'list':
            if (node.kind !== 'seq')
                return invalid();
            node.items.forEach((item, index) => within(path, index, () => decode(item, type.item, path, out)));
            return;
        case 'map':
            if (node.kind !== 'map')
                return invalid();
            for (const e of node.entries)
                within(path, e.key, () => decode(e.value, type.value, path, out));
            return;
        case 'struct':
            if (node.kind !== 'map')
                return invalid();
            for (const e of node.entries) {
                const field = type.fields.get(e.key);
                if (field)
                    within(path, e.key, () => decode(e.value, field, path, out));
                else if (out.unknown.length < MAX_STRICT_ERRORS) {
                    out.unknown.push({
                        path: [...path, e.key],
                        entry: e,
                        declared: [...type.fields.keys()],
                        struct: type.name,
                    });
                }
            }
    }
}
function within(path, segment, run) {
    path.push(segment);
    run();
    path.pop();
}
const INT64_LIMIT = 2 ** 63;
// Go's time.RFC3339 layout, as metav1.Time.UnmarshalJSON parses it.
const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const SCALAR_CHECKS = {
    string: (v) => typeof v === 'string',
    // YAML floats with an integral value reach the API server as JSON integers.
    int64: (v) => typeof v === 'number' && Number.isInteger(v) && Math.abs(v) < INT64_LIMIT,
    bool: (v) => typeof v === 'boolean',
    time: (v) => typeof v === 'string' && isRfc3339(v),
};
function isRfc3339(text) {
    const m = RFC3339.exec(text);
    if (!m)
        return false;
    const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number);
    const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
    return (month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth && hour < 24 && minute < 60 && second < 60);
}
const EXPECTED = {
    string: 'a string',
    int64: 'a whole number',
    bool: 'true or false',
    time: 'an RFC 3339 time such as 2024-01-31T12:00:00Z',
    raw: 'any value',
    map: 'a mapping',
    list: 'a list',
    struct: 'a mapping',
};
/** A value as an error message names it: "a mapping", "the number 42". */
function describeValue(node) {
    if (node.kind === 'map')
        return 'a mapping';
    if (node.kind === 'seq')
        return 'a list';
    const value = node.value;
    if (value === null)
        return 'null';
    if (typeof value === 'string')
        return `the string ${JSON.stringify(value)}`;
    return typeof value === 'number' ? `the number ${node.text}` : `the boolean ${node.text}`;
}

;// CONCATENATED MODULE: ./src/crd/prune.ts
// What the API server would drop from a custom resource, found without changing it. This is the walk of
// apiextensions-apiserver pruning/algorithm.go (prune, skipPrune) fused with objectmeta/coerce.go,
// which follows the same schema edges to decode the metadata of embedded resources, and
// defaulting/prunenulls.go where it decides whether an embedded apiVersion or kind survives.



const META_FIELDS = new Set(['apiVersion', 'kind', 'metadata']);
/**
 * Walks a custom resource with the schema of its version. `prunes` is false when the CRD sets
 * `spec.preserveUnknownFields`: then only metadata is decoded, as upstream still coerces it.
 */
function pruneReport(root, schema, prunes) {
    const walk = new Walk(prunes);
    // Root metadata is decoded before pruning, whatever the schema says (customresource_handler.go).
    const metadata = (0,node/* entry */.f_)(root, 'metadata');
    if (metadata)
        walk.metadata(metadata.value, ['metadata']);
    // The resource root is pruned as an embedded resource: apiVersion, kind and metadata are skipped.
    if (schema)
        walk.prune(root, asEmbedded(schema));
    return walk.report;
}
/** The same schema as an embedded resource; its fields are read one by one, as they may be getters. */
function asEmbedded(schema) {
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
    prunes;
    report = { unknown: [], unknownMeta: [], invalid: [] };
    /** field.Path of the current node: map keys as MapKey, as coerce.go builds it. */
    path = [];
    /** Schemas of the objects around the current one; `undefined` where a list comes between. */
    objects = [];
    /** How many of the schemas around the current node are decoded leniently. */
    lenient = 0;
    constructor(prunes) {
        this.prunes = prunes;
    }
    metadata(node, path) {
        const decoded = decodeObjectMeta(node, path);
        this.report.unknownMeta.push(...decoded.unknown);
        this.report.invalid.push(...decoded.invalid);
    }
    prune(node, schema) {
        if (schema?.lenient) {
            this.lenient++;
            this.pruneNode(node, schema);
            this.lenient--;
        }
        else
            this.pruneNode(node, schema);
    }
    pruneNode(node, schema) {
        if (!this.prunes || schema?.preserveUnknownFields)
            return this.skipPrune(node, schema);
        if (node.kind === 'seq') {
            node.items.forEach((item, i) => this.at(i, () => this.prune(item, schema?.items ?? null)));
            return;
        }
        if (node.kind !== 'map')
            return;
        this.inside(schema, () => {
            for (const e of node.entries) {
                if (!schema)
                    this.unknown(e, null, node);
                else if (schema.embeddedResource && META_FIELDS.has(e.key))
                    this.typeMeta(e, schema);
                else if (!this.descend(e, schema))
                    this.unknown(e, schema, node);
            }
        });
    }
    /** Under x-kubernetes-preserve-unknown-fields: unknown keys stay, known ones are still pruned. */
    skipPrune(node, schema) {
        if (!schema)
            return;
        if (node.kind === 'seq') {
            node.items.forEach((item, i) => this.at(i, () => this.skipPrune(item, schema.items ?? null)));
            return;
        }
        if (node.kind !== 'map')
            return;
        this.inside(schema, () => {
            for (const e of node.entries) {
                if (schema.embeddedResource && META_FIELDS.has(e.key))
                    this.typeMeta(e, schema);
                else
                    this.descend(e, schema);
            }
        });
    }
    /** Prunes the value of a declared key; false when the schema does not declare it. */
    descend(e, schema) {
        const property = schema.properties.get(e.key);
        if (property)
            this.at(e.key, () => this.prune(e.value, property));
        else if (schema.additionalProperties !== undefined) {
            const values = schema.additionalProperties;
            this.at(new load_path/* MapKey */.o(e.key), () => this.prune(e.value, values));
        }
        else
            return false;
        return true;
    }
    /** apiVersion, kind and metadata of an embedded resource: not pruned, but decoded (coerce.go). */
    typeMeta(e, schema) {
        if (this.path.length === 0)
            return; // the root's were decoded before pruning
        if (e.key === 'metadata')
            return this.metadata(e.value, [...this.path, 'metadata']);
        const value = e.value;
        if (value.kind === 'scalar' && typeof value.value === 'string')
            return;
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
    unknown(e, schema, object) {
        const path = this.path.map((s) => (s instanceof load_path/* MapKey */.o ? s.key : s));
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
    inside(schema, run) {
        this.objects.push(schema);
        run();
        this.objects.pop();
    }
    at(segment, run) {
        this.path.push(segment);
        run();
        this.path.pop();
    }
}


/***/ }),

/***/ 7892:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Wn: () => (/* binding */ CrdRegistryBuilder),
/* harmony export */   ik: () => (/* binding */ place),
/* harmony export */   rg: () => (/* binding */ packRegistry),
/* harmony export */   z0: () => (/* binding */ CrdRegistry)
/* harmony export */ });
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8877);
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_v8__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _custom_resource_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(13);
/* harmony import */ var _definition_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1054);
/* harmony import */ var _structural_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7164);
// Every CRD a scan knows, by group and kind. Sources are ranked: a definition from a higher-ranked
// source replaces the same group and kind from lower ones (the repository over crds.paths, a later
// crds.paths entry over an earlier one). Inside one source, two different definitions of a kind are a
// conflict: the first (in path order) is used, and both places are reported.




class CrdRegistryBuilder {
    compiler = new _structural_js__WEBPACK_IMPORTED_MODULE_3__/* .SchemaCompiler */ .V();
    notes = [];
    candidates = new Map();
    /** Takes the CRDs among a file's objects; the YAML tree is not kept. */
    add(resource, source) {
        if (!(0,_definition_js__WEBPACK_IMPORTED_MODULE_2__/* .isCrd */ .Ez)(resource))
            return;
        const definition = (0,_definition_js__WEBPACK_IMPORTED_MODULE_2__/* .readCrd */ ._W)(resource, this.compiler);
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
    build() {
        const definitions = new Map();
        const conflicts = new Map();
        for (const list of this.candidates.values()) {
            const top = Math.max(...list.map((c) => c.source.rank));
            const layer = list.filter((c) => c.source.rank === top);
            const used = layer[0];
            if (!used)
                continue;
            definitions.set(kindKey(used.definition.group, used.definition.kind), used.definition);
            const differing = layer
                .filter((c) => c.fingerprint !== used.fingerprint)
                .map((c) => c.definition.origin);
            if (differing.length === 0)
                continue;
            if (used.source.inRepository) {
                const origin = used.definition.origin;
                conflicts.set(originKey(origin), { used: true, others: differing });
                for (const other of differing)
                    conflicts.set(originKey(other), { used: false, others: [origin] });
            }
            else {
                this.notes.push(`CRD ${used.definition.name} is defined more than once with different schemas, at ${[used.definition.origin, ...differing].map(place).join(' and ')}; the first is used`);
            }
        }
        return { definitions, conflicts };
    }
}
/** The registry's data with every definition packed, for the cache. */
function packRegistry(data) {
    const definitions = new Map();
    for (const [key, d] of data.definitions) {
        definitions.set(key, 'packed' in d
            ? d
            : { kind: d.kind, group: d.group, clusterScoped: d.clusterScoped, packed: node_v8__WEBPACK_IMPORTED_MODULE_0___default().serialize(d) });
    }
    return { definitions, conflicts: data.conflicts };
}
class CrdRegistry {
    catalog;
    definitions;
    unpacked = new Map();
    conflicts;
    constructor(data, catalog) {
        this.catalog = catalog;
        this.definitions = data.definitions;
        this.conflicts = data.conflicts;
    }
    /** The CRD of a kind, else the catalog schema of that version if it was loaded. */
    find(group, kind, version) {
        return this.definition(kindKey(group, kind)) ?? this.catalog?.cached(group, kind, version);
    }
    definition(key) {
        const stored = this.definitions.get(key);
        if (stored === undefined || !('packed' in stored))
            return stored;
        let definition = this.unpacked.get(key);
        if (definition === undefined) {
            definition = node_v8__WEBPACK_IMPORTED_MODULE_0___default().deserialize(stored.packed);
            this.unpacked.set(key, definition);
        }
        return definition;
    }
    /** Reads catalog schemas the given resources need (file system access: call before rules run). */
    loadSchemasFor(resources) {
        if (!this.catalog)
            return;
        for (const r of resources) {
            if ((0,_custom_resource_js__WEBPACK_IMPORTED_MODULE_1__/* .isCustomResourceGroup */ .v)(r.group) && !this.definitions.has(kindKey(r.group, r.kind))) {
                this.catalog.find(r.group, r.kind, r.version);
            }
        }
    }
    /** Every kind a CRD defines, as `group/Kind`. */
    kinds() {
        return this.definitions.keys();
    }
    isClusterScoped(group, kind) {
        return this.definitions.get(kindKey(group, kind))?.clusterScoped ?? false;
    }
    /** Kinds that CRDs define in a group, for "did you mean". */
    kindsOf(group) {
        return [...this.definitions.values()].filter((d) => d.group === group).map((d) => d.kind);
    }
    /** Set when this CRD object is one of several different definitions of its kind in the repository. */
    conflictOf(resource) {
        return this.conflicts.get(originKey(resource));
    }
}
function kindKey(group, kind) {
    return `${group}/${kind}`;
}
function originKey(at) {
    return `${at.file}\u0000${at.document}\u0000${at.item ?? ''}`;
}
/** `file:line`, for messages. */
function place(origin) {
    return `${origin.file}:${origin.line}`;
}
function fingerprint(d) {
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


/***/ }),

/***/ 7164:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ SchemaCompiler)
/* harmony export */ });
/* harmony import */ var _load_yaml_node_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8508);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(182);
/* harmony import */ var _load_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2750);
// The part of a CRD schema that decides pruning, as apiextensions-apiserver's structural schema
// (pkg/apiserver/schema/convert.go) keeps it: properties, additionalProperties, items and the
// x-kubernetes-* flags. allOf/anyOf/oneOf/not only validate: fields declared there are still pruned.



const NO_PROPERTIES = new Map();
/**
 * Compiles schemas into shared, immutable nodes. One compiler per registry: identical subtrees of all
 * CRDs (the same schema served under three versions, the same ObjectReference in many places) become
 * one object, which keeps memory small and makes "same schema" a comparison of ids.
 */
class SchemaCompiler {
    interned = new Map();
    compile(node) {
        // Aliases share YAML nodes; compiling each node once keeps anchors cheap.
        return this.node(node, new Map());
    }
    node(node, seen) {
        const map = (0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_2__/* .asMap */ .$H)(node);
        const known = map && seen.get(map);
        if (known)
            return known;
        const flag = (key) => {
            const value = (0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_2__/* .child */ .jf)(map, key);
            return value?.kind === 'scalar' && value.value === true;
        };
        const properties = new Map();
        for (const e of (0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_2__/* .asMap */ .$H)((0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_2__/* .child */ .jf)(map, 'properties'))?.entries ?? []) {
            properties.set((0,_load_text_js__WEBPACK_IMPORTED_MODULE_1__/* .detach */ .Yo)(e.key), this.node(e.value, seen));
        }
        const items = (0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_2__/* .asMap */ .$H)((0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_2__/* .child */ .jf)(map, 'items')) ? this.node((0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_2__/* .child */ .jf)(map, 'items'), seen) : undefined;
        const compiled = this.intern({
            properties: properties.size > 0
                ? new Map([...properties].sort(([a], [b]) => (0,_model_js__WEBPACK_IMPORTED_MODULE_0__/* .compareStrings */ .Kt)(a, b)))
                : NO_PROPERTIES,
            additionalProperties: this.additionalProperties(map, properties.size > 0, seen),
            items,
            preserveUnknownFields: flag('x-kubernetes-preserve-unknown-fields'),
            embeddedResource: flag('x-kubernetes-embedded-resource'),
            keepsNull: flag('nullable') || (map !== undefined && (0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_2__/* .entry */ .f_)(map, 'default') !== undefined),
        });
        if (map)
            seen.set(map, compiled);
        return compiled;
    }
    additionalProperties(map, hasProperties, seen) {
        const value = (0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_2__/* .child */ .jf)(map, 'additionalProperties');
        if (value?.kind === 'map')
            return this.node(value, seen);
        if (value?.kind !== 'scalar' || typeof value.value !== 'boolean')
            return undefined;
        // A CRD may not combine properties with additionalProperties: false (the API server rejects it).
        // JSON Schema catalogs made by openapi2jsonschema add exactly that beside every `properties` to
        // make validators strict; it is not part of the CRD, so it must not keep unknown keys.
        if (hasProperties && !value.value)
            return undefined;
        return null;
    }
    intern(node) {
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


/***/ }),

/***/ 2219:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   YC: () => (/* binding */ formatKubernetesVersion),
/* harmony export */   i6: () => (/* binding */ parseKubernetesVersion),
/* harmony export */   jZ: () => (/* binding */ atLeast)
/* harmony export */ });
// Kubernetes versions as Pod Security Admission's policy versions use them: `latest` or `vMAJOR.MINOR`.
const VERSION = /^v?(\d+)\.(\d+)$/;
function parseKubernetesVersion(text) {
    if (text === 'latest')
        return 'latest';
    const m = VERSION.exec(text);
    const [major, minor] = [Number(m?.[1]), Number(m?.[2])];
    return Number.isSafeInteger(major) && Number.isSafeInteger(minor) ? { major, minor } : undefined;
}
function formatKubernetesVersion(version) {
    return version === 'latest' ? 'latest' : `v${version.major}.${version.minor}`;
}
/** True when `version` is at least `minimum`; `latest` is at least everything. */
function atLeast(version, minimum) {
    if (version === 'latest')
        return true;
    if (minimum === 'latest')
        return false;
    return version.major !== minimum.major ? version.major > minimum.major : version.minor >= minimum.minor;
}


/***/ }),

/***/ 6857:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ formatPath),
/* harmony export */   o: () => (/* binding */ MapKey)
/* harmony export */ });
// JSON paths as the API server prints them: `spec.ports[1].protocol`, no leading dot, no `$`.
// Keys are spliced in verbatim (`spec.routes.app.kubernetes.io/name.retries`), as the pruner and
// strict JSON decoding print them; `MapKey` is the other form the API server uses, field.Path's
// `[key]` for map keys (`spec.templates[web].metadata.tier`).
/** A map key printed in brackets, as k8s.io/apimachinery field.Path.Key prints it. */
class MapKey {
    key;
    constructor(key) {
        this.key = key;
    }
    toString() {
        return `[${this.key}]`;
    }
}
function formatPath(path) {
    let out = '';
    for (const segment of path) {
        if (typeof segment === 'number')
            out += `[${segment}]`;
        else if (segment instanceof MapKey)
            out += segment.toString();
        else
            out += out === '' ? segment : `.${segment}`;
    }
    return out;
}


/***/ }),

/***/ 3239:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Db: () => (/* binding */ actorListSchema),
/* harmony export */   xQ: () => (/* binding */ decideOverride)
/* harmony export */ });
/* unused harmony exports overrideTeams, resolveActor */
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(182);
// The admin override (OpenShift lets users allowed to create `service/externalips` set any external
// IP): when the change's author is one of a rule's overrideActors, its findings become notices that
// name the author. The engine does no I/O: the adapter says who the author is and which of the named
// teams it could confirm, or could not check.

/** The JSON Schema of a list of actors, as `overrideActors` and `suppressionActors` take them. */
function actorListSchema(description) {
    return {
        type: 'array',
        items: {
            type: 'string',
            pattern: '^(@[^/\\s@]+/[^/\\s@]+|[^/\\s@]+)$',
            description: 'a login such as octocat, or a team such as @acme/platform',
        },
        description,
    };
}
/** Whether `actor` is one of `actors` (logins, or `@org/team`); GitHub names are case-insensitive. */
function decideOverride(actors, actor) {
    const same = (a, b) => a.toLowerCase() === b.toLowerCase();
    if (actors.some((a) => !a.startsWith('@') && same(a, actor.login)))
        return { allowed: true };
    const teams = actors.filter((a) => a.startsWith('@')).map((a) => a.slice(1));
    const team = teams.find((t) => actor.teams.some((member) => same(member, t)));
    if (team !== undefined)
        return { allowed: true, team: `@${team}` };
    const unresolved = (actor.unresolvedTeams ?? []).filter((u) => teams.some((t) => same(t, u.team)));
    return { allowed: false, unresolved: unresolved.map((u) => `@${u.team} (${u.reason})`) };
}
/**
 * The teams (`org/team`) the config's overrideActors and suppressionActors name: the memberships an
 * adapter must check.
 */
function overrideTeams(config, rules) {
    const teams = new Set();
    for (const actor of config.suppressionActors)
        if (actor.startsWith('@'))
            teams.add(actor.slice(1));
    for (const [id, setting] of config.rules) {
        const rule = rules.find((r) => r.id === id);
        if (rule?.scope !== 'resource' || !rule.overrideActors)
            continue;
        for (const actor of rule.overrideActors(setting.prepared))
            if (actor.startsWith('@'))
                teams.add(actor.slice(1));
    }
    return [...teams].sort(compareStrings);
}
/**
 * The actor for a scan, with each team's membership asked through `isMember` (the adapter's API call).
 * A call that fails leaves that team unresolved, so it grants nothing and the report says why.
 */
async function resolveActor(login, teams, isMember) {
    const member = [];
    const unresolvedTeams = [];
    await Promise.all(teams.map(async (team) => {
        const [org = '', slug = ''] = team.split('/');
        try {
            if (await isMember(org, slug, login))
                member.push(team);
        }
        catch (e) {
            unresolvedTeams.push({ team, reason: e instanceof Error ? e.message : String(e) });
        }
    }));
    unresolvedTeams.sort((a, b) => compareStrings(a.team, b.team));
    return {
        login,
        teams: member.sort(compareStrings),
        ...(unresolvedTeams.length > 0 ? { unresolvedTeams } : {}),
    };
}


/***/ }),

/***/ 1821:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Br: () => (/* binding */ expiredException),
/* harmony export */   CW: () => (/* binding */ unusedException),
/* harmony export */   R3: () => (/* binding */ invalidSuppression),
/* harmony export */   b2: () => (/* binding */ POLICY_RULES)
/* harmony export */ });
// The policy stage's own rules: findings about exceptions and suppressions rather than manifests.
// Being rules, they are listed by `admission-gate rules`, documented, and can be re-levelled or
// turned off under `rules:` like any other.
const policyRule = (id, defaultSeverity, title, summary) => ({
    scope: 'policy',
    id,
    title,
    summary,
    upstream: "Admission Gate's exception mechanism, modelled on Kyverno's PolicyException and podSecurity exclusions",
    defaultSeverity,
    enabledByDefault: true,
    minKubernetesVersion: { major: 1, minor: 0 },
});
const expiredException = policyRule('expired-exception', 'warning', 'Exception past its expiry date', 'Reports exceptions whose expires date has passed: they no longer apply, so the findings they waived count again.');
const unusedException = policyRule('unused-exception', 'notice', 'Exception that matched nothing', 'Reports exceptions that waived no finding in a scan of the whole repository: the problem was fixed, or the selectors are wrong.');
const invalidSuppression = policyRule('invalid-suppression', 'warning', 'Ignore annotation or comment that is incomplete or misplaced', 'Reports admission-gate.dev/ignore annotations and # admission-gate-ignore comments that give no reason, name unknown rules, or share their line with YAML.');
const POLICY_RULES = [expiredException, unusedException, invalidSuppression];


/***/ }),

/***/ 6244:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  y: () => (/* binding */ RULES),
  I: () => (/* binding */ findRule)
});

// EXTERNAL MODULE: ./src/policy/rules.ts
var rules = __webpack_require__(1821);
// EXTERNAL MODULE: ./src/policy/actor.ts
var actor = __webpack_require__(3239);
// EXTERNAL MODULE: ./src/load/yaml/node.ts
var yaml_node = __webpack_require__(8508);
;// CONCATENATED MODULE: ./src/rules/service.ts
// Helpers shared by the rules about core v1 Services.

/** Only core `v1` `Service`: a `kind: Service` of another API group is a different resource. */
function isCoreService(resource) {
    return resource.group === '' && resource.version === 'v1' && resource.kind === 'Service';
}
function externalIPsOf(resource) {
    const spec = (0,yaml_node/* asMap */.$H)((0,yaml_node/* child */.jf)(resource.root, 'spec'));
    const field = spec && (0,yaml_node/* entry */.f_)(spec, 'externalIPs');
    const list = (0,yaml_node/* asSeq */.wH)(field?.value);
    return field && list ? { field, list } : undefined;
}
/** The string Go decodes a list entry into: JSON null becomes "", other scalars their text. */
function entryString(node) {
    if (node.kind !== 'scalar')
        return JSON.stringify(node.kind === 'map' ? {} : []);
    return node.value === null ? '' : node.text;
}
const EXTERNAL_IPS_ALTERNATIVES = 'Use type: LoadBalancer or a Gateway API Gateway instead; externalIPs is deprecated (KEP-5707)';

;// CONCATENATED MODULE: ./src/rules/goip.ts
// IP parsing as the API server and OpenShift's ExternalIPRanger see it: k8s.io/utils/net ParseIPSloppy /
// ParseCIDRSloppy (a fork of Go 1.16's parser that reads leading zeros as decimal, issue.k8s.io/100895),
// Go's net.IPNet.Contains, net.IP's classification and String, and what netip.ParseAddr refuses on top
// of the sloppy parser (KEP-4858). Addresses are byte arrays as in Go, so the quirks follow:
// `::ffff:a.b.c.d` is IPv4, `::/0` holds no IPv4, `0.0.0.0/0` holds no native IPv6.
const IPV4_LEN = 4;
const IPV6_LEN = 16;
// Go's parsers give up on any component that reaches this value.
const BIG = 0xffffff;
function ipv4(a, b, c, d) {
    return Uint8Array.of(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, a, b, c, d);
}
/** Decimal digits at the start of `s`: [value, digits consumed], or undefined. */
function dtoi(s, from) {
    let n = 0;
    let i = from;
    for (; i < s.length; i++) {
        const c = s.charCodeAt(i);
        if (c < 48 || c > 57)
            break;
        n = n * 10 + (c - 48);
        if (n >= BIG)
            return undefined;
    }
    return i === from ? undefined : [n, i - from];
}
function xtoi(s, from) {
    let n = 0;
    let i = from;
    for (; i < s.length; i++) {
        const c = s.charCodeAt(i);
        let digit;
        if (c >= 48 && c <= 57)
            digit = c - 48;
        else if (c >= 97 && c <= 102)
            digit = c - 87;
        else if (c >= 65 && c <= 70)
            digit = c - 55;
        else
            break;
        n = n * 16 + digit;
        if (n >= BIG)
            return undefined;
    }
    return i === from ? undefined : [n, i - from];
}
function parseIPv4(s) {
    const parts = [];
    let at = 0;
    for (let i = 0; i < IPV4_LEN; i++) {
        if (at >= s.length)
            return undefined;
        if (i > 0) {
            if (s[at] !== '.')
                return undefined;
            at++;
        }
        const parsed = dtoi(s, at);
        if (!parsed || parsed[0] > 0xff)
            return undefined;
        parts.push(parsed[0]);
        at += parsed[1];
    }
    if (at !== s.length)
        return undefined;
    return ipv4(parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 0);
}
function parseIPv6(input) {
    const ip = new Uint8Array(IPV6_LEN);
    let s = input;
    let ellipsis = -1;
    if (s.startsWith('::')) {
        ellipsis = 0;
        s = s.slice(2);
        if (s.length === 0)
            return ip;
    }
    let i = 0;
    while (i < IPV6_LEN) {
        const hex = xtoi(s, 0);
        if (!hex || hex[0] > 0xffff)
            return undefined;
        const [n, c] = hex;
        if (c < s.length && s[c] === '.') {
            if (ellipsis < 0 && i !== IPV6_LEN - IPV4_LEN)
                return undefined;
            if (i + IPV4_LEN > IPV6_LEN)
                return undefined;
            const ip4 = parseIPv4(s);
            if (!ip4)
                return undefined;
            ip.set(ip4.subarray(12), i);
            s = '';
            i += IPV4_LEN;
            break;
        }
        ip[i] = n >> 8;
        ip[i + 1] = n & 0xff;
        i += 2;
        s = s.slice(c);
        if (s.length === 0)
            break;
        if (s[0] !== ':' || s.length === 1)
            return undefined;
        s = s.slice(1);
        if (s[0] === ':') {
            if (ellipsis >= 0)
                return undefined;
            ellipsis = i;
            s = s.slice(1);
            if (s.length === 0)
                break;
        }
    }
    if (s.length !== 0)
        return undefined;
    if (i < IPV6_LEN) {
        if (ellipsis < 0)
            return undefined;
        const n = IPV6_LEN - i;
        for (let j = i - 1; j >= ellipsis; j--)
            ip[j + n] = ip[j] ?? 0;
        for (let j = ellipsis + n - 1; j >= ellipsis; j--)
            ip[j] = 0;
    }
    else if (ellipsis >= 0) {
        return undefined;
    }
    return ip;
}
/** netutils.ParseIPSloppy: undefined when `s` is not an address (CIDRs, names, zones, empty). */
function parseIP(s) {
    for (let i = 0; i < s.length; i++) {
        if (s[i] === '.')
            return parseIPv4(s);
        if (s[i] === ':')
            return parseIPv6(s);
    }
    return undefined;
}
/** netutils.ParseCIDRSloppy: the network with host bits cleared, or undefined. */
function parseCIDR(s) {
    const slash = s.indexOf('/');
    if (slash < 0)
        return undefined;
    const addr = s.slice(0, slash);
    const prefix = s.slice(slash + 1);
    let ipLen = IPV4_LEN;
    let ip = parseIPv4(addr);
    if (!ip) {
        ipLen = IPV6_LEN;
        ip = parseIPv6(addr);
    }
    const ones = dtoi(prefix, 0);
    if (!ip || !ones || ones[1] !== prefix.length || ones[0] > 8 * ipLen)
        return undefined;
    const mask = cidrMask(ones[0], ipLen);
    const network = maskIP(ip, mask);
    return network ? { ip: network, mask } : undefined;
}
function cidrMask(ones, len) {
    const mask = new Uint8Array(len);
    for (let bit = 0; bit < ones; bit++)
        mask[bit >> 3] = (mask[bit >> 3] ?? 0) | (0x80 >> (bit & 7));
    return mask;
}
const V4_IN_V6_PREFIX = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff];
function hasV4InV6Prefix(ip) {
    return ip.length === IPV6_LEN && V4_IN_V6_PREFIX.every((b, i) => ip[i] === b);
}
/** Go's IP.Mask. */
function maskIP(input, inputMask) {
    let ip = input;
    let mask = inputMask;
    if (mask.length === IPV6_LEN && ip.length === IPV4_LEN && mask.subarray(0, 12).every((b) => b === 0xff)) {
        mask = mask.subarray(12);
    }
    if (mask.length === IPV4_LEN && hasV4InV6Prefix(ip))
        ip = ip.subarray(12);
    if (ip.length !== mask.length)
        return undefined;
    return ip.map((b, i) => b & (mask[i] ?? 0));
}
/** Go's IP.To4. */
function to4(ip) {
    if (ip.length === IPV4_LEN)
        return ip;
    return hasV4InV6Prefix(ip) ? ip.subarray(12) : undefined;
}
/** Go's IPNet.Contains, with networkNumberAndMask. */
function contains(net, address) {
    const nn = to4(net.ip) ?? net.ip;
    if (nn.length !== IPV4_LEN && nn.length !== IPV6_LEN)
        return false;
    let mask = net.mask;
    if (mask.length === IPV4_LEN) {
        if (nn.length !== IPV4_LEN)
            return false;
    }
    else if (mask.length === IPV6_LEN) {
        if (nn.length === IPV4_LEN)
            mask = mask.subarray(12);
    }
    else {
        return false;
    }
    const ip = to4(address) ?? address;
    if (ip.length !== nn.length)
        return false;
    for (let i = 0; i < ip.length; i++) {
        if (((nn[i] ?? 0) & (mask[i] ?? 0)) !== ((ip[i] ?? 0) & (mask[i] ?? 0)))
            return false;
    }
    return true;
}
/**
 * Whether Go's netip.ParseAddr also accepts `s`, given that the sloppy parser did: it refuses IPv4
 * octets with leading zeros (also inside IPv6) and IPv6 groups of more than four digits, which the
 * sloppy parser reads as decimal or drops.
 */
function isStrictlyParsable(s) {
    const lastColon = s.lastIndexOf(':');
    const dotted = s.slice(lastColon + 1);
    if (dotted.includes('.') && dotted.split('.').some((octet) => octet.length > 1 && octet[0] === '0')) {
        return false;
    }
    const groups = lastColon < 0 ? [] : s.slice(0, dotted.includes('.') ? lastColon : s.length).split(':');
    return groups.every((group) => group.length <= 4);
}
/** netip.Addr.Is4In6: an address written as IPv6 whose bytes are an IPv4-mapped one (`::ffff:1.2.3.4`). */
function isIPv4MappedIPv6(s, ip) {
    return s.includes(':') && hasV4InV6Prefix(ip);
}
/** Go's IP.String: dotted IPv4 (also for IPv4-mapped addresses), else RFC 5952 IPv6. */
function formatIP(ip) {
    const four = to4(ip);
    if (four)
        return [...four].join('.');
    const groups = Array.from({ length: 8 }, (_, i) => ((ip[2 * i] ?? 0) << 8) | (ip[2 * i + 1] ?? 0));
    // The longest run of two or more zero groups (the first of equal runs) becomes `::`.
    let [bestStart, bestLength] = [-1, 1];
    for (let i = 0; i < 8;) {
        let j = i;
        while (j < 8 && groups[j] === 0)
            j++;
        if (j - i > bestLength)
            [bestStart, bestLength] = [i, j - i];
        i = j === i ? i + 1 : j;
    }
    const hex = (from, to) => groups
        .slice(from, to)
        .map((g) => g.toString(16))
        .join(':');
    return bestStart < 0 ? hex(0, 8) : `${hex(0, bestStart)}::${hex(bestStart + bestLength, 8)}`;
}
function specialRangesOf(ip) {
    const four = to4(ip);
    const ranges = [];
    if (four ? four.every((b) => b === 0) : ip.every((b) => b === 0))
        ranges.push('unspecified');
    if (four ? four[0] === 127 : ip.every((b, i) => b === (i === 15 ? 1 : 0)))
        ranges.push('loopback');
    if (four ? four[0] === 169 && four[1] === 254 : ip[0] === 0xfe && ((ip[1] ?? 0) & 0xc0) === 0x80) {
        ranges.push('link-local');
    }
    if (four
        ? four[0] === 224 && four[1] === 0 && four[2] === 0
        : ip[0] === 0xff && ((ip[1] ?? 0) & 0x0f) === 0x02) {
        ranges.push('link-local multicast');
    }
    return ranges;
}

// EXTERNAL MODULE: ./src/rules/types.ts
var types = __webpack_require__(3182);
;// CONCATENATED MODULE: ./src/rules/external-ip-cidr/policy.ts
// The ExternalIPRanger policy: which CIDRs admit and which reject. The API form (allowedCIDRs,
// rejectedCIDRs) becomes the plugin's legacy list as the cluster-kube-apiserver-operator writes it
// (observe_network.go): ["!" + r for r in rejected] + allowed.


function preparePolicy(options) {
    const apiForm = options.allowedCIDRs !== undefined || options.rejectedCIDRs !== undefined;
    if (apiForm && options.externalIPNetworkCIDRs !== undefined) {
        throw new types/* OptionError */.eR(['externalIPNetworkCIDRs'], 'use either allowedCIDRs/rejectedCIDRs (the network.config.openshift.io form) or externalIPNetworkCIDRs (the admission plugin form), not both');
    }
    const rules = apiForm
        ? [
            ...(options.rejectedCIDRs ?? []).map((c, i) => ({ text: `!${c}`, path: ['rejectedCIDRs', i] })),
            ...(options.allowedCIDRs ?? []).map((c, i) => ({ text: c, path: ['allowedCIDRs', i] })),
        ]
        : (options.externalIPNetworkCIDRs ?? []).map((c, i) => ({
            text: c,
            path: ['externalIPNetworkCIDRs', i],
        }));
    const admit = [];
    const reject = [];
    for (const rule of rules) {
        const negate = rule.text.startsWith('!');
        const text = negate ? rule.text.slice(1) : rule.text;
        const net = parseCIDR(text);
        if (!net) {
            throw new types/* OptionError */.eR(rule.path, `${JSON.stringify(text)} is not a CIDR: write an address and a prefix length, such as 203.0.113.0/24 or 2001:db8::/64`);
        }
        (negate ? reject : admit).push({ text, net });
    }
    return { admit, reject, overrideActors: options.overrideActors ?? [] };
}
function isDisabled(policy) {
    return policy.admit.length === 0 && policy.reject.length === 0;
}
/** Reject wins; with only reject ranges everything else is allowed (OCPBUGS-4970). */
function judge(policy, ip) {
    const rejectedBy = policy.reject.find((r) => contains(r.net, ip));
    if (rejectedBy)
        return { allowed: false, rejectedBy };
    if (policy.admit.length > 0 && !policy.admit.some((r) => contains(r.net, ip))) {
        return { allowed: false, outsideAdmit: true };
    }
    return { allowed: true };
}

;// CONCATENATED MODULE: ./src/rules/external-ip-cidr/index.ts
// OpenShift's ExternalIPRanger admission plugin (openshift-kube-apiserver/admission/network/
// externalipranger): every externalIP of a Service must parse as an IP, lie in no rejected range and,
// when allowed ranges exist, in one of them. Not diff-aware: all entries are re-checked on update.




const cidrList = (description) => ({
    type: 'array',
    items: { type: 'string', minLength: 1 },
    description,
});
const externalIpCidr = {
    scope: 'resource',
    id: 'external-ip-cidr',
    title: 'Service externalIPs outside the allowed ranges',
    summary: "Checks every Service externalIP against the platform's allowed and rejected CIDRs, as OpenShift's ExternalIPRanger does (reject wins).",
    upstream: 'openshift/kubernetes openshift-kube-apiserver/admission/network/externalipranger/externalip_admission.go',
    defaultSeverity: 'error',
    // Traffic interception inside the cluster, CVE-2020-8554, which Kubernetes rated Medium.
    securitySeverity: 'medium',
    enabledByDefault: false,
    minKubernetesVersion: { major: 1, minor: 0 },
    optionsSchema: {
        allowedCIDRs: cidrList('CIDRs externalIPs may use (network.config.openshift.io externalIP.policy.allowedCIDRs)'),
        rejectedCIDRs: cidrList('CIDRs externalIPs may never use; rejection wins over allowedCIDRs'),
        externalIPNetworkCIDRs: cidrList('the admission plugin form: CIDRs to admit, and CIDRs prefixed with "!" to reject (use instead of allowedCIDRs/rejectedCIDRs)'),
        overrideActors: (0,actor/* actorListSchema */.Db)('users (octocat) and teams (@org/team) whose changes may use any external IP, as users allowed to create service/externalips may on OpenShift: their findings become notices naming them'),
    },
    prepare: (options) => preparePolicy(options),
    overrideActors: (policy) => policy.overrideActors,
    *check(resource, { options: policy }) {
        if (!isCoreService(resource))
            return;
        const ips = externalIPsOf(resource);
        if (!ips || ips.list.items.length === 0)
            return;
        if (isDisabled(policy)) {
            yield {
                path: ['spec', 'externalIPs'],
                start: ips.field.keyStart,
                end: ips.field.keyEnd,
                message: `externalIPs have been disabled: the policy allows no ranges, so ExternalIPRanger rejects any Service that sets them. ${EXTERNAL_IPS_ALTERNATIVES}.`,
            };
            return;
        }
        for (const [index, node] of ips.list.items.entries()) {
            const value = entryString(node);
            const finding = { path: ['spec', 'externalIPs', index], start: node.start, end: node.end, value };
            const ip = parseIP(value);
            if (!ip) {
                yield {
                    ...finding,
                    message: `externalIP ${JSON.stringify(value)} must be a valid address: ExternalIPRanger rejects CIDRs, host names and zones. Write one IPv4 or IPv6 address.`,
                };
                continue;
            }
            const verdict = judge(policy, ip);
            if (verdict.allowed)
                continue;
            const where = 'rejectedBy' in verdict
                ? `it is in the rejected range ${verdict.rejectedBy.text}, and rejected ranges win`
                : `it is outside the allowed ranges (${policy.admit.map((r) => r.text).join(', ')})`;
            yield {
                ...finding,
                message: `externalIP ${JSON.stringify(value)} is not allowed: ${where}, so ExternalIPRanger rejects the Service. Use an allowed address, or ask the platform team to extend the policy. ${EXTERNAL_IPS_ALTERNATIVES}.`,
            };
        }
    },
};

// EXTERNAL MODULE: ./src/kube-version.ts
var kube_version = __webpack_require__(2219);
;// CONCATENATED MODULE: ./src/rules/external-ip-validity/index.ts
// The API server's own validation of Service externalIPs (pkg/apis/core/validation ValidateService):
// each entry must be an IP address (IsValidIPForLegacyField) outside the special ranges
// (ValidateNonSpecialIP). From v1.36 (KEP-4858 StrictIPCIDRValidation, beta and on by default) new values
// must also parse with netip.ParseAddr: no IPv4 leading zeros, no IPv4-mapped IPv6; values the old
// object already had are ratcheted (validOldIPs). Validation runs before admission, so this is what a
// Service meets first.



/** The first version whose API server refuses the ambiguous forms in new values. */
const STRICT_IP_VERSION = { major: 1, minor: 36 };
const RANGES = {
    unspecified: 'the unspecified address',
    loopback: 'in the loopback range (127.0.0.0/8, ::1/128)',
    'link-local': 'in the link-local range (169.254.0.0/16, fe80::/10)',
    'link-local multicast': 'in the link-local multicast range (224.0.0.0/24, ff02::/10)',
};
const externalIpValidity = {
    scope: 'resource',
    id: 'external-ip-validity',
    title: 'Service externalIPs the API server refuses',
    summary: 'Flags Service externalIPs that are not IP addresses, lie in the node-local special ranges, or (from v1.36, KEP-4858) use IPv4 leading zeros or IPv4-mapped IPv6, which different software reads as different addresses.',
    upstream: 'kubernetes/kubernetes pkg/apis/core/validation/validation.go (ValidateService, ValidateNonSpecialIP), staging/src/k8s.io/apimachinery/pkg/api/validation/ip.go (IsValidIPForLegacyField); KEP-4858',
    defaultSeverity: 'error',
    enabledByDefault: true,
    minKubernetesVersion: { major: 1, minor: 0 },
    previousKinds: ['/Service'],
    prepare: () => undefined,
    *check(resource, context) {
        if (!isCoreService(resource))
            return;
        const ips = externalIPsOf(resource);
        if (!ips)
            return;
        const previous = context.previous(resource);
        const old = new Set(previous && externalIPsOf(previous)?.list.items.map(entryString));
        const strict = (0,kube_version/* atLeast */.jZ)(context.kubernetesVersion, STRICT_IP_VERSION);
        for (const [index, node] of ips.list.items.entries()) {
            const value = entryString(node);
            const at = { path: ['spec', 'externalIPs', index], start: node.start, end: node.end, value };
            const quoted = JSON.stringify(value);
            const ip = parseIP(value);
            if (!ip) {
                yield {
                    ...at,
                    message: `externalIP ${quoted} is not a valid IP address, so the API server rejects the Service: each entry must be one IPv4 or IPv6 address, with no prefix length, port, brackets or zone. Write a single address such as 192.0.2.10.`,
                };
                continue;
            }
            const ambiguity = old.has(value) ? undefined : ambiguityOf(value, ip);
            if (ambiguity) {
                yield {
                    ...at,
                    ...(strict ? {} : { severity: 'warning' }),
                    message: `externalIP ${quoted} ${ambiguity} ${strict ? 'The API server rejects such new values from v1.36' : `Kubernetes v1.36 will reject such new values (kubernetesVersion ${(0,kube_version/* formatKubernetesVersion */.YC)(context.kubernetesVersion)} still accepts them with a warning)`} (KEP-4858, strict IP validation); values a Service already has stay valid. Write ${JSON.stringify(formatIP(ip))}.`,
                };
                if (strict)
                    continue;
            }
            for (const range of specialRangesOf(ip)) {
                yield {
                    ...at,
                    message: `externalIP ${quoted} is ${RANGES[range]}, so the API server rejects the Service: special addresses belong to each node itself (the link-local range holds cloud metadata services), and kube-proxy would hand their traffic to the Service. Use a routable address you own. ${EXTERNAL_IPS_ALTERNATIVES}.`,
                };
            }
        }
    },
};
/** Why netip.ParseAddr refuses an address the sloppy parser reads, as upstream's parseIP says it. */
function ambiguityOf(value, ip) {
    if (!isStrictlyParsable(value)) {
        return 'has leading zeros: software disagrees on what it means (Go reads 010.0.0.1 as 10.0.0.1, C libraries as octal 8.0.0.1; CVE-2021-29923), so a policy and kube-proxy can see different addresses.';
    }
    if (isIPv4MappedIPv6(value, ip)) {
        return 'is an IPv4-mapped IPv6 address: some software treats it as IPv4 and some as IPv6, so a policy and kube-proxy can disagree about it.';
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/rules/pod-security/fields.ts
// Reading pod fields as the API server decodes them: a key written as `null` is the Go zero value
// (nil pointer, "", 0, false), so it counts as unset, and a value of the wrong type never decodes.
// Every field keeps its JSON path and source range for the finding.

function fieldOf(place, key) {
    const found = place && (0,yaml_node/* entry */.f_)(place.node, key);
    if (!found || (found.value.kind === 'scalar' && found.value.value === null))
        return undefined;
    const end = found.value.kind === 'scalar' ? found.value.end : found.keyEnd;
    return { node: found.value, path: [...place.path, key], start: found.keyStart, end };
}
function mapOf(place, key) {
    const found = fieldOf(place, key);
    return found?.node.kind === 'map' ? { ...found, node: found.node } : undefined;
}
function listOf(place, key) {
    const found = fieldOf(place, key);
    return found?.node.kind === 'seq' ? { ...found, node: found.node } : undefined;
}
function booleanOf(place, key) {
    const found = fieldOf(place, key);
    return found?.node.kind === 'scalar' && typeof found.node.value === 'boolean'
        ? { ...found, node: found.node, value: found.node.value }
        : undefined;
}
function stringOf(place, key) {
    const found = fieldOf(place, key);
    return found?.node.kind === 'scalar' && typeof found.node.value === 'string'
        ? { ...found, node: found.node, value: found.node.value }
        : undefined;
}
function integerOf(place, key) {
    const found = fieldOf(place, key);
    return found?.node.kind === 'scalar' && Number.isInteger(found.node.value)
        ? { ...found, node: found.node, value: found.node.value }
        : undefined;
}
/** Items of a list as fields of their own, each underlined alone. */
function itemsOf(list) {
    if (!list)
        return [];
    return list.node.items.map((node, index) => ({
        node,
        path: [...list.path, index],
        start: node.start,
        end: node.end,
    }));
}
/** Strings of a list; Go cannot decode other scalars into a string list, so they are skipped. */
function stringItemsOf(list) {
    return itemsOf(list).flatMap((item) => item.node.kind === 'scalar' && typeof item.node.value === 'string'
        ? [{ ...item, node: item.node, value: item.node.value }]
        : []);
}
/**
 * Where a required field is missing: the path it should have, underlining the deepest part of it
 * that is written (the `securityContext` key, or the first key of the container).
 */
function missingAt(place, keys) {
    let start = place.node.start;
    let end = place.node.entries[0]?.keyEnd ?? place.node.end;
    let map = place.node;
    for (const key of keys) {
        const found = map && (0,yaml_node/* entry */.f_)(map, key);
        if (!found)
            break;
        start = found.keyStart;
        end = found.keyEnd;
        map = found.value.kind === 'map' ? found.value : undefined;
    }
    return { path: [...place.path, ...keys], start, end };
}

;// CONCATENATED MODULE: ./src/load/podspec.ts
// The one place that knows where pod specs live. Pod Security Admission's DefaultPodSpecExtractor
// (k8s.io/pod-security-admission/admission) handles exactly these group/kinds, in any served version.

const POD_SPEC_PATHS = new Map([
    ['/Pod', []],
    ['/PodTemplate', ['template']],
    ['/ReplicationController', ['spec', 'template']],
    ['apps/ReplicaSet', ['spec', 'template']],
    ['apps/Deployment', ['spec', 'template']],
    ['apps/StatefulSet', ['spec', 'template']],
    ['apps/DaemonSet', ['spec', 'template']],
    ['batch/Job', ['spec', 'template']],
    ['batch/CronJob', ['spec', 'jobTemplate', 'spec', 'template']],
]);
function hasPodSpec(resource) {
    return POD_SPEC_PATHS.has(`${resource.group}/${resource.kind}`);
}
function podSpecOf(resource) {
    const templatePath = POD_SPEC_PATHS.get(`${resource.group}/${resource.kind}`);
    if (!templatePath)
        return undefined;
    let template = resource.root;
    for (const key of templatePath)
        template = (0,yaml_node/* asMap */.$H)((0,yaml_node/* child */.jf)(template, key));
    const spec = (0,yaml_node/* asMap */.$H)((0,yaml_node/* child */.jf)(template, 'spec'));
    if (!spec)
        return undefined;
    const metadata = (0,yaml_node/* asMap */.$H)((0,yaml_node/* child */.jf)(template, 'metadata'));
    return {
        spec,
        path: [...templatePath, 'spec'],
        metadataPath: [...templatePath, 'metadata'],
        ...(metadata ? { metadata } : {}),
    };
}
const CONTAINER_LISTS = ['initContainers', 'containers', 'ephemeralContainers'];
/** Every container of the pod: init (sidecars too), regular and ephemeral, in that order. */
function containersOf(pod) {
    const out = [];
    for (const list of CONTAINER_LISTS) {
        (0,yaml_node/* asSeq */.wH)((0,yaml_node/* child */.jf)(pod.spec, list))?.items.forEach((item, index) => {
            const node = (0,yaml_node/* asMap */.$H)(item);
            if (!node)
                return;
            const image = (0,yaml_node/* stringValue */.r$)((0,yaml_node/* child */.jf)(node, 'image'));
            out.push({
                node,
                path: [...pod.path, list, index],
                ref: { name: (0,yaml_node/* stringValue */.r$)((0,yaml_node/* child */.jf)(node, 'name')) ?? '', ...(image ? { image } : {}) },
            });
        });
    }
    return out;
}
/** The pod's volumes (`spec.volumes`), in order. */
function volumesOf(pod) {
    const out = [];
    (0,yaml_node/* asSeq */.wH)((0,yaml_node/* child */.jf)(pod.spec, 'volumes'))?.items.forEach((item, index) => {
        const node = (0,yaml_node/* asMap */.$H)(item);
        if (node)
            out.push({ node, path: [...pod.path, 'volumes', index], name: (0,yaml_node/* stringValue */.r$)((0,yaml_node/* child */.jf)(node, 'name')) ?? '' });
    });
    return out;
}

;// CONCATENATED MODULE: ./src/rules/pod-security/pod.ts
// What a check sees of a pod: its spec, metadata, containers and volumes with their paths, read once
// per object through the one pod-spec walker.


function podViewOf(resource) {
    const ref = podSpecOf(resource);
    if (!ref)
        return undefined;
    const spec = { node: ref.spec, path: ref.path };
    const securityContext = mapOf(spec, 'securityContext');
    return {
        spec,
        metadataPath: ref.metadataPath,
        ...(ref.metadata ? { metadata: { node: ref.metadata, path: ref.metadataPath } } : {}),
        ...(securityContext ? { securityContext } : {}),
        containers: containersOf(ref),
        volumes: volumesOf(ref),
        windows: stringOf(mapOf(spec, 'os'), 'name')?.value === 'windows',
        userNamespace: booleanOf(spec, 'hostUsers')?.value === false,
    };
}
/** `check` for every pod but Windows ones: from policy v1.25 restricted exempts them from Linux-only fields. */
function exceptWindows(check) {
    return (pod) => (pod.windows ? [] : check(pod));
}
/** `check` for every pod but user-namespaced ones, whose root is an unprivileged user on the node (v1.35). */
function exceptUserNamespaced(check) {
    return (pod) => (pod.userNamespace ? [] : check(pod));
}
/** `container "web"`, `init container "setup"`, `ephemeral container "debug"`. */
function describeContainer(container) {
    const list = container.path[container.path.length - 2];
    const kind = list === 'initContainers'
        ? 'init container'
        : list === 'ephemeralContainers'
            ? 'ephemeral container'
            : 'container';
    return `${kind} ${JSON.stringify(container.ref.name)}`;
}
function securityContextOf(container) {
    return mapOf(container, 'securityContext');
}
/** The pod's string annotations: ObjectMeta cannot decode other values, and null decodes to "". */
function annotationsOf(pod) {
    const annotations = mapOf(pod.metadata, 'annotations');
    if (!annotations)
        return [];
    return annotations.node.entries.flatMap((e) => {
        const value = e.value.kind === 'scalar' ? e.value.value : undefined;
        if (value !== null && typeof value !== 'string')
            return [];
        return [
            {
                key: e.key,
                value: value ?? '',
                path: [...annotations.path, e.key],
                start: e.keyStart,
                end: e.value.end,
            },
        ];
    });
}

;// CONCATENATED MODULE: ./src/rules/pod-security/controls/host-probes.ts
// Baseline "Host Probes / Lifecycle Hooks" (policy/check_hostProbesAndhostLifecycle.go, v1.34+,
// KEP-4940): httpGet.host and tcpSocket.host of probes and lifecycle handlers must be unset or "".
// Any other value is forbidden, localhost included. The probe-host rule runs this same check.


const PROBES = ['livenessProbe', 'readinessProbe', 'startupProbe'];
const LIFECYCLE_HANDLERS = ['postStart', 'preStop'];
const ACTIONS = ['httpGet', 'tcpSocket'];
const hostProbesAndHostLifecycle = {
    id: 'hostProbesAndHostLifecycle',
    level: 'baseline',
    control: 'Host Probes / Lifecycle Hooks',
    why: 'the kubelet connects to that host from the node instead of the pod, so pod authors can reach any address the node can (blind SSRF)',
    versions: [
        {
            minimumVersion: 34,
            allowed: 'only an unset or empty host: remove it, and for a virtual host name add an httpHeaders entry named Host',
            check: hostProbesAndHostLifecycleV1Dot34,
        },
    ],
};
function* hostProbesAndHostLifecycleV1Dot34(pod) {
    for (const container of pod.containers) {
        const handlers = [
            ...PROBES.map((probe) => ({ name: probe, handler: mapOf(container, probe) })),
            ...LIFECYCLE_HANDLERS.map((hook) => ({
                name: hook,
                handler: mapOf(mapOf(container, 'lifecycle'), hook),
            })),
        ];
        for (const { name, handler } of handlers) {
            for (const action of ACTIONS) {
                const host = hostOf(mapOf(handler, action));
                if (!host)
                    continue;
                yield {
                    ...host,
                    container: container.ref,
                    problem: `${name}.${action}.host is ${JSON.stringify(host.value)} in ${describeContainer(container)}`,
                };
            }
        }
    }
}
/** Any host but unset, null or "": Go decodes null into "", and only "" is allowed. */
function hostOf(action) {
    const host = fieldOf(action, 'host');
    if (!host)
        return undefined;
    const node = host.node;
    if (node.kind === 'scalar')
        return node.value === '' ? undefined : { ...host, value: node.text };
    return { ...host, value: JSON.stringify(node.kind === 'map' ? {} : []) };
}

;// CONCATENATED MODULE: ./src/rules/pod-security/finding.ts
// A violation as a rule finding: the control it breaks, why that matters and what is allowed.
/** `verdict` closes the message: what judged it and what it allows. */
function violationFinding(check, violation, verdict) {
    return {
        path: violation.path,
        start: violation.start,
        end: violation.end,
        control: check.control,
        ...(violation.value !== undefined ? { value: violation.value } : {}),
        ...(violation.container ? { container: violation.container } : {}),
        message: `${violation.problem}: ${check.why}. ${verdict}`,
    };
}

;// CONCATENATED MODULE: ./src/rules/probe-host/index.ts
// Pod Security Standards baseline control "Host Probes / Lifecycle Hooks" (KEP-4940, policy v1.34+),
// on by default on its own: httpGet.host and tcpSocket.host of probes and lifecycle handlers must be
// unset, null or "". The check itself is the pod-security rule's, so both judge alike.



const [revision] = hostProbesAndHostLifecycle.versions;
const probeHost = {
    scope: 'resource',
    id: 'probe-host',
    title: 'Probe or lifecycle hook with a host',
    summary: 'Flags probes and lifecycle hooks that name a host: the kubelet connects to any host named there (blind SSRF from every node); Pod Security baseline forbids it from v1.34.',
    upstream: 'kubernetes/kubernetes staging/src/k8s.io/pod-security-admission/policy/check_hostProbesAndhostLifecycle.go',
    defaultSeverity: 'error',
    // Blind SSRF from the node: requests go out, their answers only decide a probe's result.
    securitySeverity: 'medium',
    enabledByDefault: true,
    minKubernetesVersion: { major: 1, minor: 34 },
    prepare: () => undefined,
    *check(resource) {
        const pod = podViewOf(resource);
        if (!pod || !revision)
            return;
        for (const violation of revision.check(pod)) {
            yield violationFinding(hostProbesAndHostLifecycle, violation, 'Pod Security baseline forbids it from v1.34 (KEP-4940). Remove host; for a virtual host name, add an httpHeaders entry named Host.');
        }
    },
};

;// CONCATENATED MODULE: ./src/rules/pod-security/namespaces.ts
// Namespace policies as Pod Security Admission reads them: the pod-security.kubernetes.io/enforce and
// enforce-version labels (api/helpers.go PolicyToEvaluate). An invalid level means restricted and an
// invalid version latest (PSA fails closed); a missing label keeps the default.


const ENFORCE_LABEL = 'pod-security.kubernetes.io/enforce';
const ENFORCE_VERSION_LABEL = 'pod-security.kubernetes.io/enforce-version';
const LABELS = ['enforce', 'enforce-version', 'audit', 'audit-version', 'warn', 'warn-version'].map((l) => `pod-security.kubernetes.io/${l}`);
const POLICY_LEVELS = ['privileged', 'baseline', 'restricted'];
// ParseVersion: "latest" or v1.x without leading zeros, x a Go int (strconv.Atoi).
const POLICY_VERSION = /^v1\.([0-9]|[1-9][0-9]*)$/;
const GO_INT_MAX = 2n ** 63n - 1n;
function parsePolicyVersion(text) {
    if (text === 'latest')
        return 'latest';
    const minor = POLICY_VERSION.exec(text)?.[1];
    // Beyond 2^53 the number is not exact, but only its order against real versions matters.
    return minor !== undefined && BigInt(minor) <= GO_INT_MAX ? { major: 1, minor: Number(minor) } : undefined;
}
function isNamespace(resource) {
    return resource.group === '' && resource.kind === 'Namespace';
}
function labelsOf(resource) {
    return (0,yaml_node/* asMap */.$H)((0,yaml_node/* child */.jf)((0,yaml_node/* child */.jf)(resource.root, 'metadata'), 'labels'))?.entries ?? [];
}
function labelText(label) {
    return label.value.kind === 'scalar' ? label.value.text : '';
}
function invalidLabels(namespace) {
    const out = [];
    for (const label of labelsOf(namespace)) {
        if (!LABELS.includes(label.key))
            continue;
        const value = labelText(label);
        if (label.key.endsWith('-version')) {
            if (!parsePolicyVersion(value)) {
                out.push({ label, message: 'must be "latest" or "v1.x"; Pod Security Admission reads it as latest' });
            }
        }
        else if (!POLICY_LEVELS.some((l) => l === value)) {
            // PSA fails closed for enforce and open for audit and warn.
            const reads = label.key === ENFORCE_LABEL ? 'restricted' : 'privileged';
            out.push({
                label,
                message: `must be one of ${POLICY_LEVELS.join(', ')}; Pod Security Admission reads it as ${reads}`,
            });
        }
    }
    return out;
}
/**
 * The policy of a Namespace written in several manifests: kubectl applies every copy and the last one
 * applied wins, so the strictest is the one that cannot let a pod through that another would stop:
 * the highest level, and of those the newest version.
 */
function strictestPolicy(copies, defaults) {
    const rank = (p) => POLICY_LEVELS.indexOf(p.level);
    return copies
        .map((copy) => policyOf(copy, defaults))
        .reduce((strictest, p) => rank(p) > rank(strictest) || (rank(p) === rank(strictest) && !(0,kube_version/* atLeast */.jZ)(strictest.version, p.version))
        ? p
        : strictest);
}
/** The first Pod Security label on which two manifests of one Namespace differ, or undefined. */
function labelDifference(a, b) {
    for (const label of LABELS) {
        const [x, y] = [a.labels.get(label)?.value, b.labels.get(label)?.value];
        if (x !== y)
            return { label, ...(x !== undefined ? { a: x } : {}), ...(y !== undefined ? { b: y } : {}) };
    }
    return undefined;
}
function policyOf(namespace, defaults) {
    const level = namespace.labels.get(ENFORCE_LABEL);
    const version = namespace.labels.get(ENFORCE_VERSION_LABEL);
    if (!level && !version)
        return defaults;
    const at = level ?? version;
    return {
        level: level ? (POLICY_LEVELS.find((l) => l === level.value) ?? 'restricted') : defaults.level,
        version: version ? (parsePolicyVersion(version.value) ?? 'latest') : defaults.version,
        ...(at ? { source: `${at.file ?? namespace.file}:${at.line}` } : {}),
    };
}

// EXTERNAL MODULE: ./src/workspace.ts + 3 modules
var workspace = __webpack_require__(7845);
;// CONCATENATED MODULE: ./src/rules/pod-security/controls/apparmor.ts
// Baseline "AppArmor" (policy/check_appArmorProfile.go): the appArmorProfile.type of the pod and of
// every container must be RuntimeDefault or Localhost when set, and the deprecated
// container.apparmor.security.beta.kubernetes.io/* annotations must be runtime/default, localhost/*
// or empty. One revision since v1.0: upstream added the field check (v1.30) to it in place, so it
// applies at every policy version.


const ANNOTATION_PREFIX = 'container.apparmor.security.beta.kubernetes.io/';
const ALLOWED_TYPES = new Set(['RuntimeDefault', 'Localhost']);
const appArmorProfile = {
    id: 'appArmorProfile',
    level: 'baseline',
    control: 'AppArmor',
    why: 'overriding or disabling the default AppArmor profile removes a layer of kernel confinement',
    versions: [
        {
            minimumVersion: 0,
            allowed: 'appArmorProfile.type RuntimeDefault or Localhost, and annotation values runtime/default, localhost/* or empty',
            check: appArmorProfileV1Dot0,
        },
    ],
};
function* appArmorProfileV1Dot0(pod) {
    yield* forbiddenType(pod.securityContext, 'the pod');
    for (const container of pod.containers) {
        for (const violation of forbiddenType(securityContextOf(container), describeContainer(container))) {
            yield { ...violation, container: container.ref };
        }
    }
    for (const annotation of annotationsOf(pod)) {
        if (!annotation.key.startsWith(ANNOTATION_PREFIX))
            continue;
        const value = annotation.value;
        if (value === '' || value === 'runtime/default' || value.startsWith('localhost/'))
            continue;
        // The annotation names its container; a finding that carries it can be excepted by image.
        const container = pod.containers.find((c) => c.ref.name === annotation.key.slice(ANNOTATION_PREFIX.length));
        yield {
            ...annotation,
            ...(container ? { container: container.ref } : {}),
            problem: `annotation ${annotation.key} is ${JSON.stringify(value)}`,
        };
    }
}
function* forbiddenType(securityContext, who) {
    const profile = mapOf(securityContext, 'appArmorProfile');
    if (!profile)
        return;
    const type = stringOf(profile, 'type');
    if (type && ALLOWED_TYPES.has(type.value))
        return;
    yield {
        ...(type ?? profile),
        value: type?.value ?? '',
        problem: `${who} sets securityContext.appArmorProfile.type to ${JSON.stringify(type?.value ?? '')}`,
    };
}

;// CONCATENATED MODULE: ./src/rules/pod-security/controls/capabilities.ts
// "Capabilities": baseline (policy/check_capabilities_baseline.go) allows adding only the container
// runtime's default set; restricted (policy/check_capabilities_restricted.go, v1.22+) requires
// dropping ALL and allows adding back only NET_BIND_SERVICE, and replaces the baseline check.
// Names are compared exactly: `chown` and `CAP_CHOWN` are not CHOWN.


const BASELINE_ADDABLE = new Set([
    'AUDIT_WRITE',
    'CHOWN',
    'DAC_OVERRIDE',
    'FOWNER',
    'FSETID',
    'KILL',
    'MKNOD',
    'NET_BIND_SERVICE',
    'SETFCAP',
    'SETGID',
    'SETPCAP',
    'SETUID',
    'SYS_CHROOT',
]);
const RESTRICTED_ADDABLE = new Set(['NET_BIND_SERVICE']);
const capabilitiesBaseline = {
    id: 'capabilities_baseline',
    level: 'baseline',
    control: 'Capabilities',
    why: 'capabilities beyond the baseline set give the process kernel privileges that open a way to escalate (NET_RAW spoofs packets, SYS_ADMIN does nearly anything)',
    versions: [
        {
            minimumVersion: 0,
            allowed: `adding only ${[...BASELINE_ADDABLE].join(', ')}`,
            check: (pod) => forbiddenAdds(pod, BASELINE_ADDABLE),
        },
    ],
};
const restrictedRevision = {
    allowed: 'capabilities.drop containing ALL, and adding back only NET_BIND_SERVICE',
    overrides: [capabilitiesBaseline.id],
};
const capabilitiesRestricted = {
    id: 'capabilities_restricted',
    level: 'restricted',
    control: 'Capabilities',
    why: 'restricted containers run with no capabilities but the one needed to bind low ports',
    versions: [
        { minimumVersion: 22, ...restrictedRevision, check: capabilitiesRestrictedV1Dot22 },
        // Capabilities are a Linux notion; the API rejects them on Windows pods.
        {
            minimumVersion: 25,
            ...restrictedRevision,
            check: exceptWindows(capabilitiesRestrictedV1Dot22),
        },
    ],
};
function capabilitiesOf(container) {
    return mapOf(securityContextOf(container), 'capabilities');
}
function* forbiddenAdds(pod, addable) {
    for (const container of pod.containers) {
        for (const capability of stringItemsOf(listOf(capabilitiesOf(container), 'add'))) {
            if (addable.has(capability.value))
                continue;
            yield {
                ...capability,
                container: container.ref,
                problem: `${describeContainer(container)} adds capability ${capability.value}`,
            };
        }
    }
}
function* capabilitiesRestrictedV1Dot22(pod) {
    for (const container of pod.containers) {
        const drop = listOf(capabilitiesOf(container), 'drop');
        if (!stringItemsOf(drop).some((c) => c.value === 'ALL')) {
            yield {
                ...(drop ?? missingAt(container, ['securityContext', 'capabilities', 'drop'])),
                container: container.ref,
                problem: `${describeContainer(container)} does not drop ALL capabilities`,
            };
        }
    }
    yield* forbiddenAdds(pod, RESTRICTED_ADDABLE);
}

;// CONCATENATED MODULE: ./src/rules/pod-security/controls/host-namespaces.ts
// Baseline "Host Namespaces" (policy/check_hostNamespaces.go): hostNetwork, hostPID and hostIPC
// must be unset or false.

const NAMESPACES = ['hostNetwork', 'hostPID', 'hostIPC'];
const hostNamespaces = {
    id: 'hostNamespaces',
    level: 'baseline',
    control: 'Host Namespaces',
    why: "sharing the node's network, process or IPC namespace lets the pod see and reach the node's traffic and processes",
    versions: [{ minimumVersion: 0, allowed: 'false or unset', check: hostNamespacesV1Dot0 }],
};
function* hostNamespacesV1Dot0(pod) {
    for (const key of NAMESPACES) {
        const field = booleanOf(pod.spec, key);
        if (field?.value === true)
            yield { ...field, value: 'true', problem: `the pod sets ${key} to true` };
    }
}

;// CONCATENATED MODULE: ./src/rules/pod-security/controls/host-path-volumes.ts
// Baseline "HostPath Volumes" (policy/check_hostPathVolumes.go): no volume may be a hostPath.

const hostPathVolumes = {
    id: 'hostPathVolumes',
    level: 'baseline',
    control: 'HostPath Volumes',
    why: "a hostPath volume mounts the node's own filesystem into the pod",
    versions: [{ minimumVersion: 0, allowed: 'no hostPath volumes', check: hostPathVolumesV1Dot0 }],
};
function* hostPathVolumesV1Dot0(pod) {
    for (const volume of pod.volumes) {
        const hostPath = mapOf(volume, 'hostPath');
        if (!hostPath)
            continue;
        const path = stringOf(hostPath, 'path')?.value ?? '';
        yield {
            path: hostPath.path,
            start: hostPath.start,
            end: hostPath.end,
            value: path,
            problem: `volume ${JSON.stringify(volume.name)} is a hostPath volume (${JSON.stringify(path)})`,
        };
    }
}

;// CONCATENATED MODULE: ./src/rules/pod-security/controls/host-ports.ts
// Baseline "Host Ports" (policy/check_hostPorts.go): ports[*].hostPort of every container must be
// unset or 0.


const hostPorts = {
    id: 'hostPorts',
    level: 'baseline',
    control: 'Host Ports',
    why: "a host port binds the node's own network interface, bypassing the pod network and its policies",
    versions: [{ minimumVersion: 0, allowed: '0 or unset', check: hostPortsV1Dot0 }],
};
function* hostPortsV1Dot0(pod) {
    for (const container of pod.containers) {
        for (const port of itemsOf(listOf(container, 'ports'))) {
            const field = port.node.kind === 'map' ? integerOf({ node: port.node, path: port.path }, 'hostPort') : undefined;
            if (!field || field.value === 0)
                continue;
            yield {
                ...field,
                value: String(field.value),
                container: container.ref,
                problem: `${describeContainer(container)} sets hostPort ${field.value}`,
            };
        }
    }
}

;// CONCATENATED MODULE: ./src/rules/pod-security/controls/privileged.ts
// Baseline "Privileged Containers" (policy/check_privileged.go): securityContext.privileged of every
// container must be unset or false.


const privileged = {
    id: 'privileged',
    level: 'baseline',
    control: 'Privileged Containers',
    why: "a privileged container gets every capability and the node's devices, so it can take over the node",
    versions: [{ minimumVersion: 0, allowed: 'false or unset', check: privilegedV1Dot0 }],
};
function* privilegedV1Dot0(pod) {
    for (const container of pod.containers) {
        const field = booleanOf(securityContextOf(container), 'privileged');
        if (field?.value !== true)
            continue;
        yield {
            ...field,
            value: 'true',
            container: container.ref,
            problem: `${describeContainer(container)} sets securityContext.privileged to true`,
        };
    }
}

;// CONCATENATED MODULE: ./src/rules/pod-security/controls/privilege-escalation.ts
// Restricted "Privilege Escalation" (policy/check_allowPrivilegeEscalation.go, v1.8+): every
// container must set securityContext.allowPrivilegeEscalation to false. From v1.25 Windows pods are
// exempt: the field is Linux-only and the API rejects it there.


const ALLOWED = 'allowPrivilegeEscalation: false on every container';
const allowPrivilegeEscalation = {
    id: 'allowPrivilegeEscalation',
    level: 'restricted',
    control: 'Privilege Escalation',
    why: 'unless it is false, setuid binaries and file capabilities let a process gain more privileges than it started with',
    versions: [
        { minimumVersion: 8, allowed: ALLOWED, check: allowPrivilegeEscalationV1Dot8 },
        {
            minimumVersion: 25,
            allowed: `${ALLOWED} (Windows pods are exempt)`,
            check: exceptWindows(allowPrivilegeEscalationV1Dot8),
        },
    ],
};
function* allowPrivilegeEscalationV1Dot8(pod) {
    for (const container of pod.containers) {
        const field = booleanOf(securityContextOf(container), 'allowPrivilegeEscalation');
        if (field?.value === false)
            continue;
        const who = describeContainer(container);
        yield field
            ? {
                ...field,
                value: 'true',
                container: container.ref,
                problem: `${who} sets allowPrivilegeEscalation to true`,
            }
            : {
                ...missingAt(container, ['securityContext', 'allowPrivilegeEscalation']),
                container: container.ref,
                problem: `${who} does not set securityContext.allowPrivilegeEscalation to false`,
            };
    }
}

;// CONCATENATED MODULE: ./src/rules/pod-security/controls/proc-mount.ts
// "/proc Mount Type" (policy/check_procMount_baseline.go, check_procMount_restricted.go):
// securityContext.procMount of every container must be unset or Default. From policy v1.35 baseline
// allows any value in a user-namespaced pod (hostUsers: false), and restricted keeps the strict
// check in its own ID, replacing the baseline one.


const WHY = 'an unmasked /proc exposes kernel interfaces that the container runtime hides by default';
const STRICT = 'procMount Default or unset';
const procMount = {
    id: 'procMount',
    level: 'baseline',
    control: '/proc Mount Type',
    why: WHY,
    versions: [
        { minimumVersion: 0, allowed: STRICT, check: procMountV1Dot0 },
        {
            minimumVersion: 35,
            allowed: `${STRICT}, or any value in a pod with hostUsers: false`,
            check: exceptUserNamespaced(procMountV1Dot0),
        },
    ],
};
const procMountRestricted = {
    id: 'procMount_restricted',
    level: 'restricted',
    control: '/proc Mount Type',
    why: WHY,
    versions: [{ minimumVersion: 35, allowed: STRICT, check: procMountV1Dot0, overrides: [procMount.id] }],
};
function* procMountV1Dot0(pod) {
    for (const container of pod.containers) {
        const field = stringOf(securityContextOf(container), 'procMount');
        if (!field || field.value === 'Default')
            continue;
        yield {
            ...field,
            container: container.ref,
            problem: `${describeContainer(container)} sets securityContext.procMount to ${JSON.stringify(field.value)}`,
        };
    }
}

;// CONCATENATED MODULE: ./src/rules/pod-security/controls/run-as-non-root.ts
// Restricted "Running as Non-root" (policy/check_runAsNonRoot.go): runAsNonRoot must be true on the
// pod or on every container, and false nowhere. From policy v1.35 user-namespaced pods
// (hostUsers: false) are exempt: their root is an unprivileged user on the node.


const run_as_non_root_ALLOWED = 'runAsNonRoot: true on the pod or on every container, and never false';
const runAsNonRoot = {
    id: 'runAsNonRoot',
    level: 'restricted',
    control: 'Running as Non-root',
    why: 'a container running as root is one kernel or runtime bug away from root on the node',
    versions: [
        { minimumVersion: 0, allowed: run_as_non_root_ALLOWED, check: runAsNonRootV1Dot0 },
        {
            minimumVersion: 35,
            allowed: `${run_as_non_root_ALLOWED}; pods with hostUsers: false are exempt`,
            check: exceptUserNamespaced(runAsNonRootV1Dot0),
        },
    ],
};
function* runAsNonRootV1Dot0(pod) {
    const explicit = [];
    const implicit = [];
    const podField = booleanOf(pod.securityContext, 'runAsNonRoot');
    if (podField?.value === false) {
        explicit.push({
            ...podField,
            value: 'false',
            problem: 'the pod sets securityContext.runAsNonRoot to false',
        });
    }
    for (const container of pod.containers) {
        const field = booleanOf(securityContextOf(container), 'runAsNonRoot');
        const who = describeContainer(container);
        if (field?.value === false) {
            explicit.push({
                ...field,
                value: 'false',
                container: container.ref,
                problem: `${who} sets runAsNonRoot to false`,
            });
        }
        else if (!field && podField?.value !== true) {
            implicit.push({
                ...missingAt(container, ['securityContext', 'runAsNonRoot']),
                container: container.ref,
                problem: `neither the pod nor ${who} sets securityContext.runAsNonRoot to true`,
            });
        }
    }
    // As upstream: explicit false settings are reported first; containers that merely set nothing only
    // once those are fixed.
    yield* explicit.length > 0 ? explicit : implicit;
}

;// CONCATENATED MODULE: ./src/rules/pod-security/controls/run-as-user.ts
// Restricted "Running as Non-root user" (policy/check_runAsUser.go, v1.23+): runAsUser must not be
// 0 on the pod or on any container. From policy v1.35 user-namespaced pods (hostUsers: false) are
// exempt: their UID 0 is an unprivileged user on the node.


const run_as_user_ALLOWED = 'runAsUser unset or non-zero';
const runAsUser = {
    id: 'runAsUser',
    level: 'restricted',
    control: 'Running as Non-root user',
    why: 'UID 0 is root, one kernel or runtime bug away from root on the node',
    versions: [
        { minimumVersion: 23, allowed: run_as_user_ALLOWED, check: runAsUserV1Dot23 },
        {
            minimumVersion: 35,
            allowed: `${run_as_user_ALLOWED}; pods with hostUsers: false are exempt`,
            check: exceptUserNamespaced(runAsUserV1Dot23),
        },
    ],
};
function* runAsUserV1Dot23(pod) {
    const podField = integerOf(pod.securityContext, 'runAsUser');
    if (podField?.value === 0)
        yield { ...podField, value: '0', problem: 'the pod sets securityContext.runAsUser to 0' };
    for (const container of pod.containers) {
        const field = integerOf(securityContextOf(container), 'runAsUser');
        if (field?.value !== 0)
            continue;
        yield {
            ...field,
            value: '0',
            container: container.ref,
            problem: `${describeContainer(container)} sets securityContext.runAsUser to 0`,
        };
    }
}

;// CONCATENATED MODULE: ./src/rules/pod-security/controls/seccomp.ts
// "Seccomp": baseline (policy/check_seccompProfile_baseline.go) forbids an unconfined profile, in
// the alpha annotations before policy v1.19 and in securityContext.seccompProfile from v1.19.
// Restricted (policy/check_seccompProfile_restricted.go, v1.19+) requires RuntimeDefault or
// Localhost on the pod or on every container, exempts Windows pods from v1.25, and replaces the
// baseline check.


const POD_ANNOTATION = 'seccomp.security.alpha.kubernetes.io/pod';
const CONTAINER_ANNOTATION_PREFIX = 'container.seccomp.security.alpha.kubernetes.io/';
const VALID_TYPES = new Set(['RuntimeDefault', 'Localhost']);
const seccompProfileBaseline = {
    id: 'seccompProfile_baseline',
    level: 'baseline',
    control: 'Seccomp',
    why: 'an unconfined seccomp profile lets the container make every system call, including the ones kernel exploits use',
    versions: [
        {
            minimumVersion: 0,
            allowed: 'seccomp annotation values runtime/default, docker/default or localhost/*',
            check: seccompProfileBaselineV1Dot0,
        },
        {
            minimumVersion: 19,
            allowed: 'seccompProfile.type RuntimeDefault, Localhost or unset',
            check: seccompProfileBaselineV1Dot19,
        },
    ],
};
const seccomp_restrictedRevision = {
    allowed: 'seccompProfile.type RuntimeDefault or Localhost, on the pod or on every container',
    overrides: [seccompProfileBaseline.id],
};
const seccompProfileRestricted = {
    id: 'seccompProfile_restricted',
    level: 'restricted',
    control: 'Seccomp',
    why: 'restricted containers must filter system calls with a seccomp profile',
    versions: [
        { minimumVersion: 19, ...seccomp_restrictedRevision, check: seccompProfileRestrictedV1Dot19 },
        // Seccomp is Linux-only; the API rejects seccompProfile on Windows pods.
        {
            minimumVersion: 25,
            ...seccomp_restrictedRevision,
            check: exceptWindows(seccompProfileRestrictedV1Dot19),
        },
    ],
};
function* seccompProfileBaselineV1Dot0(pod) {
    const annotations = new Map(annotationsOf(pod).map((a) => [a.key, a]));
    const keys = new Map([[POD_ANNOTATION, undefined]]);
    for (const c of pod.containers)
        keys.set(CONTAINER_ANNOTATION_PREFIX + c.ref.name, c);
    for (const [key, container] of keys) {
        const annotation = annotations.get(key);
        if (!annotation || validAnnotationValue(annotation.value))
            continue;
        yield {
            ...annotation,
            ...(container ? { container: container.ref } : {}),
            problem: `annotation ${key} is ${JSON.stringify(annotation.value)}`,
        };
    }
}
function validAnnotationValue(value) {
    return value === 'runtime/default' || value === 'docker/default' || value.startsWith('localhost/');
}
function* seccompProfileBaselineV1Dot19(pod) {
    const { explicit } = seccompProfiles(pod);
    yield* explicit;
}
function* seccompProfileRestrictedV1Dot19(pod) {
    const { explicit, unset, podValid } = seccompProfiles(pod);
    // As upstream: explicit bad values are reported first; containers relying on no valid pod-level
    // profile only once those are fixed.
    if (explicit.length > 0) {
        yield* explicit;
        return;
    }
    if (podValid)
        return;
    for (const container of unset) {
        yield {
            ...missingAt(container, ['securityContext', 'seccompProfile', 'type']),
            container: container.ref,
            problem: `neither the pod nor ${describeContainer(container)} sets securityContext.seccompProfile.type`,
        };
    }
}
function seccompProfiles(pod) {
    const explicit = [];
    const unset = [];
    const podProfile = badProfile(pod.securityContext, 'the pod');
    if (podProfile)
        explicit.push(podProfile);
    for (const container of pod.containers) {
        const securityContext = securityContextOf(container);
        if (!mapOf(securityContext, 'seccompProfile'))
            unset.push(container);
        const bad = badProfile(securityContext, describeContainer(container));
        if (bad)
            explicit.push({ ...bad, container: container.ref });
    }
    return { explicit, unset, podValid: !!mapOf(pod.securityContext, 'seccompProfile') && !podProfile };
}
function badProfile(securityContext, who) {
    const profile = mapOf(securityContext, 'seccompProfile');
    if (!profile)
        return undefined;
    const type = stringOf(profile, 'type');
    if (type && VALID_TYPES.has(type.value))
        return undefined;
    const value = type?.value ?? '';
    return {
        ...(type ?? profile),
        value,
        problem: `${who} sets securityContext.seccompProfile.type to ${JSON.stringify(value)}`,
    };
}

;// CONCATENATED MODULE: ./src/rules/pod-security/controls/selinux.ts
// Baseline "SELinux" (policy/check_seLinuxOptions.go): in seLinuxOptions of the pod and of every
// container, type must be empty or one of the container types, and user and role must be empty.
// v1.31 added container_engine_t.


const TYPES_V1_0 = new Set(['container_t', 'container_init_t', 'container_kvm_t']);
const TYPES_V1_31 = new Set([...TYPES_V1_0, 'container_engine_t']);
const seLinuxOptions = {
    id: 'seLinuxOptions',
    level: 'baseline',
    control: 'SELinux',
    why: "a custom SELinux type, user or role can lift the container's SELinux confinement",
    versions: [
        { minimumVersion: 0, allowed: allowed(TYPES_V1_0), check: (pod) => forbiddenSeLinux(pod, TYPES_V1_0) },
        { minimumVersion: 31, allowed: allowed(TYPES_V1_31), check: (pod) => forbiddenSeLinux(pod, TYPES_V1_31) },
    ],
};
function allowed(types) {
    return `type unset, empty or ${[...types].join(', ')}, and no user or role`;
}
function* forbiddenSeLinux(pod, types) {
    yield* forbiddenOptions(pod.securityContext, 'the pod', types);
    for (const container of pod.containers) {
        for (const violation of forbiddenOptions(securityContextOf(container), describeContainer(container), types)) {
            yield { ...violation, container: container.ref };
        }
    }
}
function* forbiddenOptions(securityContext, who, types) {
    const options = mapOf(securityContext, 'seLinuxOptions');
    const type = stringOf(options, 'type');
    if (type && type.value !== '' && !types.has(type.value)) {
        yield { ...type, problem: `${who} sets seLinuxOptions.type to ${JSON.stringify(type.value)}` };
    }
    for (const key of ['user', 'role']) {
        const field = stringOf(options, key);
        if (field && field.value !== '') {
            yield { ...field, problem: `${who} sets seLinuxOptions.${key} to ${JSON.stringify(field.value)}` };
        }
    }
}

;// CONCATENATED MODULE: ./src/rules/pod-security/controls/sysctls.ts
// Baseline "Sysctls" (policy/check_sysctls.go): every name in spec.securityContext.sysctls must be
// on the safe list of the policy version: namespaced sysctls isolated from other pods and the node.

const SAFE_V1_0 = [
    'kernel.shm_rmid_forced',
    'net.ipv4.ip_local_port_range',
    'net.ipv4.tcp_syncookies',
    'net.ipv4.ping_group_range',
    'net.ipv4.ip_unprivileged_port_start',
];
const SAFE_V1_27 = [...SAFE_V1_0, 'net.ipv4.ip_local_reserved_ports'];
const SAFE_V1_29 = [
    ...SAFE_V1_27,
    'net.ipv4.tcp_keepalive_time',
    'net.ipv4.tcp_fin_timeout',
    'net.ipv4.tcp_keepalive_intvl',
    'net.ipv4.tcp_keepalive_probes',
];
const SAFE_V1_32 = [...SAFE_V1_29, 'net.ipv4.tcp_rmem', 'net.ipv4.tcp_wmem'];
const SAFE_V1_37 = [...SAFE_V1_32, 'net.ipv4.tcp_slow_start_after_idle', 'net.ipv4.tcp_notsent_lowat'];
const sysctls = {
    id: 'sysctls',
    level: 'baseline',
    control: 'Sysctls',
    why: 'a sysctl off the safe list can change kernel settings shared with other pods or the node',
    versions: [
        sysctls_revision(0, SAFE_V1_0),
        sysctls_revision(27, SAFE_V1_27),
        sysctls_revision(29, SAFE_V1_29),
        sysctls_revision(32, SAFE_V1_32),
        sysctls_revision(37, SAFE_V1_37),
    ],
};
function sysctls_revision(minimumVersion, names) {
    const safe = new Set(names);
    return {
        minimumVersion,
        allowed: `only the safe sysctls ${names.join(', ')}`,
        check: (pod) => forbiddenSysctls(pod, safe),
    };
}
function* forbiddenSysctls(pod, safe) {
    for (const sysctl of itemsOf(listOf(pod.securityContext, 'sysctls'))) {
        const name = sysctl.node.kind === 'map' ? stringOf({ node: sysctl.node, path: sysctl.path }, 'name') : undefined;
        const value = name?.value ?? '';
        if (safe.has(value))
            continue;
        yield {
            ...(name ?? sysctl),
            value,
            problem: `the pod sets sysctl ${JSON.stringify(value)}`,
        };
    }
}

;// CONCATENATED MODULE: ./src/rules/pod-security/controls/volume-types.ts
// Restricted "Volume Types" (policy/check_restrictedVolumes.go): every volume must be one of the
// types that reach neither the node nor storage outside Kubernetes' control. Replaces the baseline
// hostPath check. Upstream added `image` (v1.33) to its one v1.0 revision, so it is allowed at every
// policy version.

const volume_types_ALLOWED = [
    'configMap',
    'csi',
    'downwardAPI',
    'emptyDir',
    'ephemeral',
    'image',
    'persistentVolumeClaim',
    'projected',
    'secret',
];
// The other sources of core/v1 VolumeSource. A volume with none of the known sources is defaulted
// to emptyDir by the API server before admission, so it is allowed.
const FORBIDDEN = [
    'hostPath',
    'gcePersistentDisk',
    'awsElasticBlockStore',
    'gitRepo',
    'nfs',
    'iscsi',
    'glusterfs',
    'rbd',
    'flexVolume',
    'cinder',
    'cephfs',
    'flocker',
    'fc',
    'azureFile',
    'vsphereVolume',
    'quobyte',
    'azureDisk',
    'photonPersistentDisk',
    'portworxVolume',
    'scaleIO',
    'storageos',
];
const restrictedVolumes = {
    id: 'restrictedVolumes',
    level: 'restricted',
    control: 'Volume Types',
    why: "restricted pods may only use volumes that reach neither the node's filesystem nor storage outside Kubernetes' control",
    versions: [
        {
            minimumVersion: 0,
            allowed: `volumes of type ${volume_types_ALLOWED.join(', ')}`,
            check: restrictedVolumesV1Dot0,
            overrides: ['hostPathVolumes'],
        },
    ],
};
function* restrictedVolumesV1Dot0(pod) {
    for (const volume of pod.volumes) {
        if (volume_types_ALLOWED.some((type) => fieldOf(volume, type)))
            continue;
        const source = FORBIDDEN.map((type) => fieldOf(volume, type)).find((field) => field !== undefined);
        if (!source)
            continue;
        const type = String(source.path[source.path.length - 1]);
        yield {
            path: source.path,
            start: source.start,
            end: source.end,
            value: type,
            problem: `volume ${JSON.stringify(volume.name)} is a ${type} volume`,
        };
    }
}

;// CONCATENATED MODULE: ./src/rules/pod-security/controls/windows-host-process.ts
// Baseline "HostProcess" (policy/check_windowsHostProcess.go): windowsOptions.hostProcess of the pod
// and of every container must be unset or false.


const windowsHostProcess = {
    id: 'windowsHostProcess',
    level: 'baseline',
    control: 'HostProcess',
    why: 'a HostProcess container runs directly on the Windows node, with access to everything the node has',
    versions: [{ minimumVersion: 0, allowed: 'false or unset', check: windowsHostProcessV1Dot0 }],
};
function* windowsHostProcessV1Dot0(pod) {
    const podField = booleanOf(mapOf(pod.securityContext, 'windowsOptions'), 'hostProcess');
    if (podField?.value === true) {
        yield {
            ...podField,
            value: 'true',
            problem: 'the pod sets securityContext.windowsOptions.hostProcess to true',
        };
    }
    for (const container of pod.containers) {
        const field = booleanOf(mapOf(securityContextOf(container), 'windowsOptions'), 'hostProcess');
        if (field?.value !== true)
            continue;
        yield {
            ...field,
            value: 'true',
            container: container.ref,
            problem: `${describeContainer(container)} sets securityContext.windowsOptions.hostProcess to true`,
        };
    }
}

;// CONCATENATED MODULE: ./src/rules/pod-security/registry.ts
// Which checks judge a pod at a level and policy version, as policy/registry.go decides: for each
// check, its newest revision at or below the version; baseline checks only at baseline; at
// restricted, every restricted check plus the baseline checks no restricted revision overrides.
















const CHECKS = [
    windowsHostProcess,
    hostNamespaces,
    privileged,
    capabilitiesBaseline,
    hostPathVolumes,
    hostPorts,
    hostProbesAndHostLifecycle,
    appArmorProfile,
    seLinuxOptions,
    procMount,
    seccompProfileBaseline,
    sysctls,
    restrictedVolumes,
    allowPrivilegeEscalation,
    runAsNonRoot,
    runAsUser,
    seccompProfileRestricted,
    capabilitiesRestricted,
    procMountRestricted,
];
/** The newest policy version any check has a revision for: what `latest` means (v1.x, this is x). */
const NEWEST_POLICY_MINOR = Math.max(...CHECKS.flatMap((c) => c.versions.map((v) => v.minimumVersion)));
const cache = new Map();
function checksFor(level, version) {
    const minor = policyMinor(version);
    const key = `${level}:${minor}`;
    let active = cache.get(key);
    if (!active) {
        active = resolve(level, minor);
        cache.set(key, active);
    }
    return active;
}
/** Policy versions are v1.x; `latest` and later majors are newer than every revision. */
function policyMinor(version) {
    if (version === 'latest' || version.major > 1)
        return Infinity;
    return version.major < 1 ? -Infinity : version.minor;
}
function resolve(level, minor) {
    const inForce = CHECKS.flatMap((check) => {
        const revision = check.versions.findLast((v) => v.minimumVersion <= minor);
        return revision ? [{ check, revision }] : [];
    });
    if (level === 'baseline')
        return inForce.filter((a) => a.check.level === 'baseline');
    const overridden = new Set(inForce.filter((a) => a.check.level === 'restricted').flatMap((a) => a.revision.overrides ?? []));
    return inForce.filter((a) => !overridden.has(a.check.id));
}

;// CONCATENATED MODULE: ./src/rules/pod-security/index.ts
// Rule pod-security: the Pod Security Standards as Pod Security Admission (k8s.io/pod-security-admission)
// enforces them, every control of the baseline and restricted levels at the chosen policy version,
// on the nine workload kinds PSA reads pod templates from.










const LEVELS = ['baseline', 'restricted', 'namespace'];
const podSecurity = {
    scope: 'resource',
    id: 'pod-security',
    title: 'Pod Security Standards',
    summary: 'Judges every pod template as Pod Security Admission would at the chosen level (baseline or restricted) and policy version, one finding per offending field, each naming its control.',
    upstream: 'kubernetes/kubernetes staging/src/k8s.io/pod-security-admission/policy/',
    defaultSeverity: 'error',
    // A container that breaks Pod Security can reach the node: its host namespaces, files or kernel.
    securitySeverity: 'high',
    enabledByDefault: false,
    minKubernetesVersion: { major: 1, minor: 23 },
    optionsSchema: {
        level: {
            enum: LEVELS,
            description: 'the Pod Security Standards level pods must meet, or namespace: the level each namespace enforces through its pod-security.kubernetes.io/enforce label (default: baseline)',
        },
        default: {
            enum: POLICY_LEVELS,
            description: 'with level: namespace, the level for namespaces without an enforce label or not in the repository, as PodSecurity defaults in the cluster (default: privileged)',
        },
        version: {
            type: 'string',
            pattern: '^(latest|v1\\.(0|[1-9][0-9]*))$',
            description: 'the policy version, "latest" or v1.x as in pod-security.kubernetes.io/enforce-version (default: kubernetesVersion)',
        },
    },
    prepare: (options) => {
        const version = typeof options.version === 'string' ? (0,kube_version/* parseKubernetesVersion */.i6)(options.version) : undefined;
        if (typeof options.version === 'string' && !version) {
            throw new types/* OptionError */.eR(['version'], 'the version number is too large');
        }
        return {
            level: LEVELS.find((l) => l === options.level) ?? 'baseline',
            ...(version ? { version } : {}),
            default: POLICY_LEVELS.find((l) => l === options.default) ?? 'privileged',
        };
    },
    // A change that lowers a namespace's enforce level is read against the base version of the Namespace.
    previousKinds: ['/Namespace'],
    *check(resource, context) {
        const { options, kubernetesVersion, activeRules, workspace } = context;
        const fixed = {
            level: options.level === 'namespace' ? options.default : options.level,
            version: options.version ?? 'latest',
        };
        if (isNamespace(resource)) {
            yield* invalidLabelFindings(resource);
            yield* copyFindings(resource, workspace.namespaces.get(resource.name) ?? [], options, fixed);
            const before = context.previous(resource);
            if (before)
                yield* loweredFindings(resource, before, options);
            return;
        }
        const pod = podViewOf(resource);
        if (!pod)
            return;
        const copies = workspace.namespaces.get(resource.namespace ?? 'default');
        const chosen = options.level === 'namespace' && copies ? strictestPolicy(copies, fixed) : fixed;
        if (chosen.level === 'privileged')
            return;
        // A cluster knows no policy newer than itself: it judges a newer version as its own.
        const version = (0,kube_version/* atLeast */.jZ)(chosen.version, kubernetesVersion) ? kubernetesVersion : chosen.version;
        const where = chosen.source ? ` (namespace ${resource.namespace ?? 'default'}, ${chosen.source})` : '';
        const policy = `PodSecurity "${chosen.level}:${(0,kube_version/* formatKubernetesVersion */.YC)(version)}"${where}`;
        for (const { check, revision } of checksFor(chosen.level, version)) {
            // probe-host reports the same violations; say them once.
            if (check === hostProbesAndHostLifecycle && activeRules.has(probeHost.id))
                continue;
            for (const violation of revision.check(pod)) {
                yield violationFinding(check, violation, `${policy} (${check.control}) allows ${revision.allowed}.`);
            }
        }
    },
};
/**
 * Each manifest of a Namespace written more than once with other Pod Security labels names the other
 * places: which one the cluster ends up with depends on the order they are applied in.
 */
function* copyFindings(namespace, copies, options, defaults) {
    const here = (0,workspace/* namespaceLabels */.lh)(namespace);
    const others = copies.flatMap((copy) => {
        const difference = copy.file === here.file && copy.line === here.line ? undefined : labelDifference(here, copy);
        return difference ? [{ copy, difference }] : [];
    });
    const [first] = others;
    if (!first)
        return;
    const quote = (value) => value === undefined ? 'unset' : JSON.stringify(value);
    const places = others
        .map(({ copy, difference: d }) => `${copy.file}:${copy.labels.get(d.label)?.line ?? copy.line} with ${d.label} ${quote(d.b)} (here ${quote(d.a)})`)
        .join(', and at ');
    const strictest = strictestPolicy(copies, defaults);
    const judged = options.level === 'namespace'
        ? `; its pods are judged here against the strictest, ${strictest.level}:${(0,kube_version/* formatKubernetesVersion */.YC)(strictest.version)}`
        : '';
    const labels = (0,yaml_node/* asMap */.$H)((0,yaml_node/* nodeAt */.oB)(namespace.root, ['metadata', 'labels']));
    const label = labels && (0,yaml_node/* entry */.f_)(labels, first.difference.label);
    const at = label
        ? { start: label.keyStart, end: label.value.end }
        : ((0,yaml_node/* nodeAt */.oB)(namespace.root, ['metadata', 'name']) ?? namespace.root);
    yield {
        path: label ? ['metadata', 'labels', first.difference.label] : ['metadata', 'name'],
        start: at.start,
        end: at.end,
        message: `Namespace ${namespace.name} is also written at ${places}: kubectl apply sends every copy, the last one applied wins, ` +
            `so which policy the cluster enforces depends on the order. Keep one manifest of the Namespace${judged}.`,
    };
}
/** A change that lowers the enforce level of a Namespace, its label removed included (then the default). */
function* loweredFindings(namespace, before, options) {
    const unset = { level: options.default, version: 'latest' };
    const [was, is] = [policyOf((0,workspace/* namespaceLabels */.lh)(before), unset), policyOf((0,workspace/* namespaceLabels */.lh)(namespace), unset)];
    if (POLICY_LEVELS.indexOf(is.level) >= POLICY_LEVELS.indexOf(was.level))
        return;
    const metadata = (0,yaml_node/* asMap */.$H)((0,yaml_node/* nodeAt */.oB)(namespace.root, ['metadata']));
    const labels = metadata && (0,yaml_node/* entry */.f_)(metadata, 'labels');
    const labelsMap = labels && (0,yaml_node/* asMap */.$H)(labels.value);
    const label = labelsMap && (0,yaml_node/* entry */.f_)(labelsMap, ENFORCE_LABEL);
    const at = label
        ? { start: label.keyStart, end: label.value.end }
        : labels
            ? { start: labels.keyStart, end: labels.keyEnd }
            : { start: namespace.root.start, end: namespace.root.start };
    const how = label ? '' : ' (its label removed, the default)';
    yield {
        path: label ? ['metadata', 'labels', ENFORCE_LABEL] : labels ? ['metadata', 'labels'] : [],
        start: at.start,
        end: at.end,
        value: is.level,
        message: `This change lowers the Pod Security level Namespace ${namespace.name} enforces from ${was.level} to ${is.level}${how}: ` +
            `pods that ${was.level} rejects will be admitted. Keep ${was.level}, or have the weakening reviewed as such.`,
    };
}
function* invalidLabelFindings(namespace) {
    for (const { label, message } of invalidLabels(namespace)) {
        yield {
            path: ['metadata', 'labels', label.key],
            start: label.keyStart,
            end: label.value.end,
            value: label.value.kind === 'scalar' ? label.value.text : '',
            message: `label ${label.key} ${message}, and rejects the Namespace on apply. Fix the label value.`,
        };
    }
}

// EXTERNAL MODULE: ./src/rules/render-error/index.ts
var render_error = __webpack_require__(9439);
// EXTERNAL MODULE: ./src/builtin/catalog.ts + 1 modules
var catalog = __webpack_require__(1457);
// EXTERNAL MODULE: ./src/crd/definition.ts
var definition = __webpack_require__(1054);
// EXTERNAL MODULE: ./src/crd/custom-resource.ts
var custom_resource = __webpack_require__(13);
// EXTERNAL MODULE: ./src/schema/schema.ts
var schema_schema = __webpack_require__(4552);
;// CONCATENATED MODULE: ./src/schema/stored.ts
// The object the API server stores, which is the one it validates: the manifest after structural pruning
// (pruning/algorithm.go), null pruning (defaulting/prunenulls.go) and defaulting (defaulting/algorithm.go).
// Every value keeps the source offsets of the YAML it came from; a default points at the object it was
// added to.

const META_FIELDS = new Set(['apiVersion', 'kind', 'metadata']);
/**
 * The stored form of an object under `schema` (its root is an embedded resource: apiVersion, kind and
 * metadata are kept). `prunes` is false when the CRD preserves unknown fields everywhere.
 */
function storedObject(root, schema, options = {}) {
    const object = stored(root, { ...schema, embeddedResource: true }, options.prunes ?? true);
    // With the status subresource, create and update through the main resource reset status
    // (customresource strategy.go PrepareForCreate/PrepareForUpdate): it is neither stored nor validated.
    if (!options.dropStatus || object.kind !== 'map' || !object.entries.has('status'))
        return object;
    const entries = new Map(object.entries);
    entries.delete('status');
    return { ...object, entries };
}
/** A value as decoded, nothing dropped or added. */
function raw(node) {
    switch (node.kind) {
        case 'scalar':
            return node;
        case 'seq':
            return { kind: 'seq', items: node.items.map(raw), start: node.start, end: node.end };
        case 'map': {
            const entries = new Map();
            for (const e of node.entries)
                entries.set(e.key, raw(e.value));
            return { kind: 'map', entries, start: node.start, end: node.end };
        }
    }
}
/** `schema` undefined: nothing is declared (additionalProperties: true), so maps keep no keys. */
function stored(node, schema, prunes) {
    if (!prunes)
        return schema ? defaulted(raw(node), schema) : raw(node);
    if (node.kind === 'scalar')
        return node;
    if (node.kind === 'seq') {
        const items = node.items.map((item) => stored(item, schema?.items, prunes));
        return defaulted({ kind: 'seq', items, start: node.start, end: node.end }, schema);
    }
    const entries = new Map();
    for (const e of node.entries) {
        if (schema?.embeddedResource && META_FIELDS.has(e.key)) {
            entries.set(e.key, raw(e.value));
            continue;
        }
        const property = schema?.properties.get(e.key);
        const additional = schema?.additionalProperties;
        const valueSchema = property ?? (typeof additional === 'object' ? additional : undefined);
        if (property || additional !== undefined) {
            if (isNull(e.value) && valueSchema && !keepsNull(valueSchema))
                continue;
            entries.set(e.key, stored(e.value, valueSchema, prunes));
        }
        else if (schema?.preserveUnknownFields)
            entries.set(e.key, raw(e.value));
    }
    return defaulted({ kind: 'map', entries, start: node.start, end: node.end }, schema);
}
/** Adds the defaults of absent properties (and of null list items), below as well. */
function defaulted(value, schema) {
    if (!schema)
        return value;
    if (value.kind === 'seq') {
        const items = schema.items;
        if (!items?.default || value.items.every((item) => !isNull(item)))
            return value;
        const fallback = items.default.value;
        return {
            ...value,
            items: value.items.map((item) => isNull(item) && !items.nullable ? defaulted(fromJson(fallback, item), items) : item),
        };
    }
    if (value.kind !== 'map')
        return value;
    let entries;
    for (const [name, property] of withDefaults(schema.properties)) {
        if (!property.default)
            continue;
        const current = value.entries.get(name);
        if (current !== undefined && !(isNull(current) && !property.nullable))
            continue;
        entries ??= new Map(value.entries);
        entries.set(name, defaulted(fromJson(property.default.value, value), property));
    }
    return entries ? { ...value, entries } : value;
}
/** The properties that declare a default, found once per schema rather than at every object. */
function withDefaults(properties) {
    let found = defaultedProperties.get(properties);
    if (found === undefined) {
        found = [...properties].filter(([, property]) => property.default !== undefined);
        defaultedProperties.set(properties, found);
    }
    return found;
}
const defaultedProperties = new WeakMap();
function keepsNull(schema) {
    return schema.nullable || schema.default !== undefined;
}
function isNull(value) {
    return value.kind === 'scalar' && value.value === null;
}
/** A JSON value (a default) placed at `at`. */
function fromJson(value, at) {
    const { start, end } = at;
    if (Array.isArray(value))
        return { kind: 'seq', items: value.map((v) => fromJson(v, at)), start, end };
    if ((0,schema_schema/* isObject */.Gv)(value)) {
        const entries = new Map();
        for (const [k, v] of Object.entries(value))
            entries.set(k, fromJson(v, at));
        return { kind: 'map', entries, start, end };
    }
    return { kind: 'scalar', value: value, start, end };
}
/** The JSON value, as the API server's decoder sees it. */
function toJson(value) {
    switch (value.kind) {
        case 'scalar':
            return value.value;
        case 'seq':
            return value.items.map(toJson);
        case 'map': {
            const out = {};
            for (const [k, v] of value.entries)
                out[k] = toJson(v);
            return out;
        }
    }
}
/** Deep equality of JSON values (key order does not matter), as reflect.DeepEqual on decoded JSON. */
function jsonEqual(a, b) {
    if (a === b)
        return true;
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null)
        return false;
    if (Array.isArray(a) || Array.isArray(b)) {
        if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length)
            return false;
        return a.every((item, i) => jsonEqual(item, b[i]));
    }
    const ak = Object.keys(a);
    const bo = b;
    if (ak.length !== Object.keys(bo).length)
        return false;
    return ak.every((k) => k in bo && jsonEqual(a[k], bo[k]));
}
/** Deep equality of stored values. */
function storedEqual(a, b) {
    if (a.kind !== b.kind)
        return false;
    if (a.kind === 'scalar')
        return a.value === b.value;
    if (a.kind === 'seq') {
        const bi = b.items;
        return a.items.length === bi.length && a.items.every((item, i) => storedEqual(item, bi[i]));
    }
    const be = b.entries;
    if (a.entries.size !== be.size)
        return false;
    for (const [k, v] of a.entries) {
        const other = be.get(k);
        if (!other || !storedEqual(v, other))
            return false;
    }
    return true;
}

// EXTERNAL MODULE: ./node_modules/@marcbachmann/cel-js/lib/index.js + 13 modules
var lib = __webpack_require__(7337);
// EXTERNAL MODULE: ./src/load/path.ts
var load_path = __webpack_require__(6857);
;// CONCATENATED MODULE: ./src/schema/cel/errors.ts
// Errors a CEL function raises at run time, as cel-go's types.Err would: the rule fails with this message.
class CelRuntimeError extends Error {
}

// EXTERNAL MODULE: ./node_modules/re2js/build/index.js
var build = __webpack_require__(2856);
;// CONCATENATED MODULE: ./src/schema/regex.ts
// Regular expressions as Kubernetes runs them: Go's RE2 syntax and semantics (`pattern` in OpenAPI
// schemas, CEL `matches`, `find`, `findAll`), never JavaScript's. re2js is a port of RE2 to JavaScript:
// its matching time is linear in the input, so a hostile pattern in a CRD under review cannot stall a scan.

// Patterns repeat across CRDs and rules (the same DNS label everywhere): compile each once per thread.
const regex_cache = new Map();
const MAX_CACHED = 10_000;
function compileRegex(pattern) {
    let compiled = regex_cache.get(pattern);
    if (compiled)
        return compiled;
    try {
        compiled = { ok: true, regex: build/* RE2JS */.L3.compile(pattern) };
    }
    catch (e) {
        compiled = { ok: false, error: e instanceof Error ? e.message : String(e) };
    }
    if (regex_cache.size >= MAX_CACHED)
        regex_cache.clear();
    regex_cache.set(pattern, compiled);
    return compiled;
}
/** Go's regexp.MatchString: true when the pattern matches anywhere in the text. */
function regexFinds(regex, text) {
    // test() runs RE2's DFA without capture groups: the fast path for a yes or no.
    return regex.test(text);
}
/** The first match, or undefined (CEL `find`). */
function regexFirst(regex, text) {
    const m = regex.matcher(text);
    return m.find() ? (m.group() ?? '') : undefined;
}
/** Up to `limit` matches (negative: all), as Go's FindAllString (CEL `findAll`). */
function regexAll(regex, text, limit) {
    const out = [];
    if (limit === 0)
        return out;
    const m = regex.matcher(text);
    let from = 0;
    let lastEnd = -1;
    while (from <= text.length && m.find(from)) {
        const start = m.start();
        const end = m.end();
        // Go skips an empty match right after the previous match.
        if (!(start === end && start === lastEnd)) {
            out.push(m.group() ?? '');
            if (limit > 0 && out.length >= limit)
                break;
        }
        lastEnd = end;
        from = end > start ? end : end + 1;
    }
    return out;
}

;// CONCATENATED MODULE: ./src/schema/cel/quantity.ts
// Kubernetes resource quantities (k8s.io/apimachinery pkg/api/resource quantity.go) as exact fractions,
// for the CEL quantity library: "1Gi", "500m", "1.5e3".
const QUANTITY = /^([+-]?(?:\d+\.?\d*|\.\d+))(Ki|Mi|Gi|Ti|Pi|Ei|n|u|m|k|M|G|T|P|E|[eE][+-]?\d+)?$/;
const BINARY = { Ki: 10n, Mi: 20n, Gi: 30n, Ti: 40n, Pi: 50n, Ei: 60n };
const DECIMAL = {
    n: -9,
    u: -6,
    m: -3,
    k: 3,
    M: 6,
    G: 9,
    T: 12,
    P: 15,
    E: 18,
};
// resource.ParseQuantity refuses exponents this large.
const MAX_EXPONENT = 1000;
/** A quantity: numerator / denominator, denominator positive. */
class Quantity {
    numerator;
    denominator;
    text;
    constructor(numerator, denominator, text) {
        this.numerator = numerator;
        this.denominator = denominator;
        this.text = text;
    }
    compare(other) {
        const left = this.numerator * other.denominator;
        const right = other.numerator * this.denominator;
        return left < right ? -1 : left > right ? 1 : 0;
    }
    sign() {
        return this.numerator < 0n ? -1n : this.numerator > 0n ? 1n : 0n;
    }
    isInteger() {
        return this.numerator % this.denominator === 0n;
    }
    add(other) {
        return fraction(this.numerator * other.denominator + other.numerator * this.denominator, this.denominator * other.denominator);
    }
    negate() {
        return new Quantity(-this.numerator, this.denominator, this.text);
    }
    approximate() {
        return Number(this.numerator) / Number(this.denominator);
    }
    toString() {
        return this.text;
    }
}
function fraction(numerator, denominator) {
    const text = denominator === 1n ? numerator.toString() : `${numerator}/${denominator}`;
    return new Quantity(numerator, denominator, text);
}
function parseQuantity(text) {
    const m = QUANTITY.exec(text);
    if (!m || m[1] === undefined)
        return undefined;
    const [whole = '', decimals = ''] = m[1].replace(/^[+-]/, '').split('.');
    let numerator = BigInt((whole || '0') + decimals) * (m[1].startsWith('-') ? -1n : 1n);
    let denominator = 10n ** BigInt(decimals.length);
    const suffix = m[2] ?? '';
    if (suffix in BINARY)
        numerator *= 2n ** (BINARY[suffix] ?? 0n);
    else {
        const exponent = suffix in DECIMAL ? (DECIMAL[suffix] ?? 0) : suffix ? Number(suffix.slice(1)) : 0;
        if (Math.abs(exponent) > MAX_EXPONENT)
            return undefined;
        if (exponent >= 0)
            numerator *= 10n ** BigInt(exponent);
        else
            denominator *= 10n ** BigInt(-exponent);
    }
    return new Quantity(numerator, denominator, text);
}

;// CONCATENATED MODULE: ./src/schema/cel/library.ts
// The Kubernetes CEL libraries (kubernetes/apiserver pkg/cel/library) on the engine, each from the
// Kubernetes version that introduced it (pkg/cel/environment/base.go).





// Spaces and control characters, which Go's URL parser refuses.
// eslint-disable-next-line no-control-regex
const CONTROL_OR_SPACE = /[\s\x00-\x1f\x7f]/;
class Namespace {
}
class Url {
    url;
    text;
    constructor(url, text) {
        this.url = url;
        this.text = text;
    }
}
class Ip {
    bytes;
    text;
    constructor(bytes, text) {
        this.bytes = bytes;
        this.text = text;
    }
}
class Cidr {
    ip;
    prefix;
    text;
    constructor(ip, prefix, text) {
        this.ip = ip;
        this.prefix = prefix;
        this.text = text;
    }
}
class Semver {
    major;
    minor;
    patch;
    pre;
    constructor(major, minor, patch, pre) {
        this.major = major;
        this.minor = minor;
        this.patch = patch;
        this.pre = pre;
    }
}
class NamedFormat {
    name;
    check;
    constructor(name, check) {
        this.name = name;
        this.check = check;
    }
}
function registerKubernetesLibraries(env, version) {
    const fn = (signature, handler) => {
        try {
            env.registerFunction(signature, handler);
        }
        catch (e) {
            // The engine's standard library has some of cel-go's extensions already: keep its own.
            if (!(e instanceof Error && e.message.includes('overlaps with existing overload')))
                throw e;
        }
    };
    // A namespace of functions (`sets.contains`) is a constant of a type of its own, as the engine's `cel.bind`.
    const namespace = (name, type) => {
        const ctor = class extends Namespace {
        };
        Object.defineProperty(ctor, 'name', { value: type });
        env.registerType(type, ctor);
        env.registerConstant(name, type, new ctor());
    };
    // RE2, always: `matches` is routed here (engine.ts), find and findAll (library/regex.go).
    fn('string.re2Matches(string): bool', (s, p) => regexFinds(regex(p), s));
    fn('re2Matches(string, string): bool', (s, p) => regexFinds(regex(p), s));
    fn('string.find(string): string', (s, p) => regexFirst(regex(p), s) ?? '');
    fn('string.findAll(string): list<string>', (s, p) => regexAll(regex(p), s, -1));
    fn('string.findAll(string, int): list<string>', (s, p, n) => regexAll(regex(p), s, Number(n)));
    // Lists (library/lists.go), always.
    fn('list.isSorted(): bool', (l) => l.every((v, i) => i === 0 || compare(l[i - 1], v) <= 0));
    fn('list.sum(): dyn', (l) => sum(l));
    fn('list.min(): dyn', (l) => extreme(l, -1));
    fn('list.max(): dyn', (l) => extreme(l, 1));
    fn('list.indexOf(dyn): int', (l, v) => BigInt(l.findIndex((x) => equal(x, v))));
    fn('list.lastIndexOf(dyn): int', (l, v) => {
        for (let i = l.length - 1; i >= 0; i--)
            if (equal(l[i], v))
                return BigInt(i);
        return -1n;
    });
    // URLs (library/urls.go), always.
    env.registerType('URL', Url);
    fn('url(string): URL', (s) => toUrl(s));
    fn('isURL(string): bool', (s) => parseRequestUri(s) !== undefined);
    fn('URL.getScheme(): string', (u) => u.url.protocol.replace(/:$/, ''));
    fn('URL.getHost(): string', (u) => u.url.host);
    fn('URL.getHostname(): string', (u) => u.url.hostname.replace(/^\[|\]$/g, ''));
    fn('URL.getPort(): string', (u) => u.url.port);
    fn('URL.getEscapedPath(): string', (u) => u.url.pathname);
    fn('URL.getQuery(): map<string, list<string>>', (u) => {
        const out = new Map();
        for (const [k, v] of u.url.searchParams)
            out.set(k, [...(out.get(k) ?? []), v]);
        return out;
    });
    // Extended strings (cel-go ext.Strings), always; quote from version 2 (1.29).
    fn('string.charAt(int): string', (s, i) => {
        const chars = [...s];
        if (i < 0n || i > BigInt(chars.length))
            throw new CelRuntimeError(`index out of range: ${i}`);
        return chars[Number(i)] ?? '';
    });
    fn('string.lowerAscii(): string', (s) => s.replace(/[A-Z]/g, (c) => c.toLowerCase()));
    fn('string.upperAscii(): string', (s) => s.replace(/[a-z]/g, (c) => c.toUpperCase()));
    fn('string.replace(string, string): string', (s, a, b) => s.split(a).join(b));
    fn('string.replace(string, string, int): string', (s, a, b, n) => replaceN(s, a, b, Number(n)));
    fn('string.split(string, int): list<string>', (s, sep, n) => splitN(s, sep, Number(n)));
    fn('string.reverse(): string', (s) => [...s].reverse().join(''));
    if (version.minor >= 28) {
        // Quantity (library/quantity.go).
        env.registerType('Quantity', Quantity);
        fn('quantity(string): Quantity', (s) => quantity(s));
        fn('isQuantity(string): bool', (s) => parseQuantity(s) !== undefined);
        fn('Quantity.sign(): int', (q) => q.sign());
        fn('Quantity.isInteger(): bool', (q) => q.isInteger());
        fn('Quantity.asInteger(): int', (q) => {
            if (!q.isInteger())
                throw new CelRuntimeError('cannot convert value to integer');
            return q.numerator / q.denominator;
        });
        fn('Quantity.asApproximateFloat(): double', (q) => q.approximate());
        fn('Quantity.compareTo(Quantity): int', (a, b) => BigInt(a.compare(b)));
        fn('Quantity.isLessThan(Quantity): bool', (a, b) => a.compare(b) < 0);
        fn('Quantity.isGreaterThan(Quantity): bool', (a, b) => a.compare(b) > 0);
        fn('Quantity.add(Quantity): Quantity', (a, b) => a.add(b));
        fn('Quantity.add(int): Quantity', (a, b) => a.add(fraction(b, 1n)));
        fn('Quantity.sub(Quantity): Quantity', (a, b) => a.add(b.negate()));
        fn('Quantity.sub(int): Quantity', (a, b) => a.add(fraction(-b, 1n)));
    }
    if (version.minor >= 29) {
        // Sets (library/sets.go) and strings version 2.
        namespace('sets', 'SetsNamespace');
        fn('SetsNamespace.contains(list, list): bool', (_, a, b) => b.every((x) => a.some((y) => equal(x, y))));
        fn('SetsNamespace.equivalent(list, list): bool', (_, a, b) => b.every((x) => a.some((y) => equal(x, y))) && a.every((x) => b.some((y) => equal(x, y))));
        fn('SetsNamespace.intersects(list, list): bool', (_, a, b) => a.some((x) => b.some((y) => equal(x, y))));
        namespace('strings', 'StringsNamespace');
        fn('StringsNamespace.quote(string): string', (_, s) => JSON.stringify(s));
    }
    if (version.minor >= 30) {
        // IP and CIDR (library/ip.go, cidr.go).
        env.registerType('net.IP', Ip);
        env.registerType('net.CIDR', Cidr);
        fn('ip(string): net.IP', (s) => toIp(s));
        fn('isIP(string): bool', (s) => strictIp(s) !== undefined);
        namespace('ip', 'IpNamespace');
        fn('IpNamespace.isCanonical(string): bool', (_, s) => canonicalIp(toIp(s)) === s);
        fn('net.IP.family(): int', (ip) => (ip.bytes.length === 4 ? 4n : 6n));
        fn('net.IP.isLoopback(): bool', (ip) => ip.bytes.length === 4 ? ip.bytes[0] === 127 : canonicalIp(ip) === '::1');
        fn('net.IP.isUnspecified(): bool', (ip) => ip.bytes.every((b) => b === 0));
        fn('net.IP.isGlobalUnicast(): bool', (ip) => isGlobalUnicast(ip));
        fn('net.IP.isLinkLocalUnicast(): bool', (ip) => ip.bytes.length === 4
            ? ip.bytes[0] === 169 && ip.bytes[1] === 254
            : ip.bytes[0] === 0xfe && ((ip.bytes[1] ?? 0) & 0xc0) === 0x80);
        fn('net.IP.isLinkLocalMulticast(): bool', (ip) => ip.bytes.length === 4
            ? ip.bytes[0] === 224 && ip.bytes[1] === 0 && ip.bytes[2] === 0
            : ip.bytes[0] === 0xff && ((ip.bytes[1] ?? 0) & 0x0f) === 0x02);
        fn('string(net.IP): string', (ip) => canonicalIp(ip));
        fn('cidr(string): net.CIDR', (s) => toCidr(s));
        fn('isCIDR(string): bool', (s) => strictCidr(s) !== undefined);
        fn('net.CIDR.containsIP(net.IP): bool', (c, ip) => cidrContains(c, ip.bytes, ip.bytes.length * 8));
        fn('net.CIDR.containsIP(string): bool', (c, s) => {
            const ip = toIp(s);
            return cidrContains(c, ip.bytes, ip.bytes.length * 8);
        });
        fn('net.CIDR.containsCIDR(net.CIDR): bool', (c, o) => cidrContains(c, o.ip.bytes, o.prefix));
        fn('net.CIDR.containsCIDR(string): bool', (c, s) => {
            const o = toCidr(s);
            return cidrContains(c, o.ip.bytes, o.prefix);
        });
        fn('net.CIDR.ip(): net.IP', (c) => c.ip);
        fn('net.CIDR.prefixLength(): int', (c) => BigInt(c.prefix));
        fn('net.CIDR.masked(): net.CIDR', (c) => {
            const bytes = maskBytes(c.ip.bytes, c.prefix);
            const ip = new Ip(bytes, '');
            return new Cidr(ip, c.prefix, `${canonicalIp(ip)}/${c.prefix}`);
        });
        fn('string(net.CIDR): string', (c) => c.text);
    }
    if (version.minor >= 31) {
        // Named formats (library/format.go).
        namespace('format', 'FormatNamespace');
        env.registerType('kubernetes.NamedFormat', NamedFormat);
        for (const [name, check] of Object.entries(NAMED_FORMATS)) {
            fn(`FormatNamespace.${name}(): kubernetes.NamedFormat`, () => new NamedFormat(name, check));
        }
        fn('FormatNamespace.named(string): optional<dyn>', (_, name) => {
            const check = NAMED_FORMATS[name];
            return check ? lib/* Optional */.Xx.of(new NamedFormat(name, check)) : lib/* Optional */.Xx.none();
        });
        fn('kubernetes.NamedFormat.validate(string): optional<dyn>', (f, s) => {
            const errors = f.check(s);
            return errors.length > 0 ? lib/* Optional */.Xx.of(errors) : lib/* Optional */.Xx.none();
        });
    }
    if (version.minor >= 33) {
        // Semantic versions (library/semver.go).
        env.registerType('kubernetes.Semver', Semver);
        fn('semver(string): kubernetes.Semver', (s) => {
            const v = parseSemver(s);
            if (!v)
                throw new CelRuntimeError(`could not parse ${JSON.stringify(s)} as a semantic version`);
            return v;
        });
        fn('isSemver(string): bool', (s) => parseSemver(s) !== undefined);
        fn('kubernetes.Semver.major(): int', (v) => v.major);
        fn('kubernetes.Semver.minor(): int', (v) => v.minor);
        fn('kubernetes.Semver.patch(): int', (v) => v.patch);
        fn('kubernetes.Semver.compareTo(kubernetes.Semver): int', (a, b) => BigInt(compareSemver(a, b)));
        fn('kubernetes.Semver.isLessThan(kubernetes.Semver): bool', (a, b) => compareSemver(a, b) < 0);
        fn('kubernetes.Semver.isGreaterThan(kubernetes.Semver): bool', (a, b) => compareSemver(a, b) > 0);
    }
    if (version.minor >= 34) {
        // cel-go ext.Lists version 3.
        fn('list.distinct(): list', (l) => l.filter((v, i) => l.findIndex((x) => equal(x, v)) === i));
        fn('list.flatten(): list', (l) => l.flatMap((v) => (Array.isArray(v) ? v : [v])));
        fn('list.reverse(): list', (l) => [...l].reverse());
        fn('list.slice(int, int): list', (l, a, b) => {
            if (a < 0n || b < a || b > BigInt(l.length))
                throw new CelRuntimeError(`cannot slice(${a}, ${b})`);
            return l.slice(Number(a), Number(b));
        });
        fn('list.sort(): list', (l) => [...l].sort(compare));
        fn('list.first(): optional<dyn>', (l) => (l.length > 0 ? lib/* Optional */.Xx.of(l[0]) : lib/* Optional */.Xx.none()));
        fn('list.last(): optional<dyn>', (l) => l.length > 0 ? lib/* Optional */.Xx.of(l.at(-1)) : lib/* Optional */.Xx.none());
        namespace('lists', 'ListsNamespace');
        fn('ListsNamespace.range(int): list<int>', (_, n) => Array.from({ length: Math.max(0, Math.min(Number(n), 1_000_000)) }, (__, i) => BigInt(i)));
    }
}
function regex(pattern) {
    const compiled = compileRegex(pattern);
    if (!compiled.ok)
        throw new CelRuntimeError(`invalid regular expression ${JSON.stringify(pattern)}: ${compiled.error}`);
    return compiled.regex;
}
function quantity(s) {
    const q = parseQuantity(s);
    if (!q)
        throw new CelRuntimeError(`quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'`);
    return q;
}
function compare(a, b) {
    if (typeof a === 'bigint' && typeof b === 'bigint')
        return a < b ? -1 : a > b ? 1 : 0;
    if (typeof a === 'number' && typeof b === 'number')
        return a < b ? -1 : a > b ? 1 : 0;
    if (typeof a === 'string' && typeof b === 'string')
        return a < b ? -1 : a > b ? 1 : 0;
    if (typeof a === 'boolean' && typeof b === 'boolean')
        return Number(a) - Number(b);
    throw new CelRuntimeError('no such overload: list elements are not comparable');
}
function equal(a, b) {
    if (a === b)
        return true;
    if ((typeof a === 'bigint' || typeof a === 'number') && (typeof b === 'bigint' || typeof b === 'number'))
        return Number(a) === Number(b);
    if (Array.isArray(a) && Array.isArray(b))
        return a.length === b.length && a.every((v, i) => equal(v, b[i]));
    if (a instanceof Map && b instanceof Map) {
        if (a.size !== b.size)
            return false;
        for (const [k, v] of a)
            if (!b.has(k) || !equal(v, b.get(k)))
                return false;
        return true;
    }
    return false;
}
function sum(l) {
    if (l.length === 0)
        return 0n;
    if (l.every((v) => typeof v === 'bigint')) {
        const total = l.reduce((a, b) => a + b, 0n);
        if (total > 2n ** 63n - 1n || total < -(2n ** 63n))
            throw new CelRuntimeError('integer overflow');
        return total;
    }
    if (l.every((v) => typeof v === 'number'))
        return l.reduce((a, b) => a + b, 0);
    throw new CelRuntimeError('no such overload: sum()');
}
function extreme(l, direction) {
    if (l.length === 0)
        throw new CelRuntimeError('min/max of an empty list');
    return l.reduce((best, v) => (compare(v, best) * direction > 0 ? v : best));
}
function replaceN(s, a, b, n) {
    if (n < 0)
        return s.split(a).join(b);
    let out = s;
    let from = 0;
    for (let i = 0; i < n; i++) {
        const at = out.indexOf(a, from);
        if (at < 0)
            break;
        out = out.slice(0, at) + b + out.slice(at + a.length);
        from = at + b.length + (a === '' ? 1 : 0);
    }
    return out;
}
function splitN(s, sep, n) {
    if (n === 0)
        return [];
    const parts = sep === '' ? [...s] : s.split(sep);
    if (n < 0 || parts.length <= n)
        return parts;
    return [...parts.slice(0, n - 1), parts.slice(n - 1).join(sep)];
}
// url.ParseRequestURI: absolute URIs and absolute paths.
function parseRequestUri(s) {
    if (CONTROL_OR_SPACE.test(s) || /%(?![0-9a-fA-F]{2})/.test(s))
        return undefined;
    try {
        if (s.startsWith('/'))
            return new URL(s, 'relative:///');
        if (!/^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(s))
            return undefined;
        return new URL(s);
    }
    catch {
        return undefined;
    }
}
function toUrl(s) {
    const u = parseRequestUri(s);
    if (!u)
        throw new CelRuntimeError(`URL parse error during conversion from string: parse ${JSON.stringify(s)}: invalid URI`);
    return new Url(u, s);
}
// ip(): Go's netip.ParseAddr (no zones, no leading zeros, no IPv4-mapped IPv6 in the library).
function strictIp(s) {
    if (s.includes('%'))
        return undefined;
    if (!s.includes(':') && /(^|\.)0\d/.test(s))
        return undefined;
    const parsed = parseIP(s);
    if (!parsed)
        return undefined;
    if (!s.includes(':'))
        return new Ip(parsed.subarray(12), s);
    if (s.includes('.'))
        return undefined; // IPv4-mapped IPv6 addresses are refused
    return new Ip(parsed, s);
}
function toIp(s) {
    const ip = strictIp(s);
    if (!ip)
        throw new CelRuntimeError(`IP Address ${JSON.stringify(s)} parse error during conversion from string`);
    return ip;
}
function strictCidr(s) {
    const slash = s.indexOf('/');
    if (slash < 0 || !/^\d{1,3}$/.test(s.slice(slash + 1)))
        return undefined;
    const ip = strictIp(s.slice(0, slash));
    const prefix = Number(s.slice(slash + 1));
    if (!ip || prefix > ip.bytes.length * 8 || !parseCIDR(s))
        return undefined;
    return new Cidr(ip, prefix, s);
}
function toCidr(s) {
    const c = strictCidr(s);
    if (!c)
        throw new CelRuntimeError(`network address parse error during conversion from string: ${JSON.stringify(s)}`);
    return c;
}
function maskBytes(bytes, prefix) {
    return bytes.map((b, i) => {
        const bits = Math.max(0, Math.min(8, prefix - i * 8));
        return b & ((0xff << (8 - bits)) & 0xff);
    });
}
function cidrContains(c, bytes, prefix) {
    if (bytes.length !== c.ip.bytes.length || prefix < c.prefix)
        return false;
    const a = maskBytes(c.ip.bytes, c.prefix);
    const b = maskBytes(bytes, c.prefix);
    return a.every((v, i) => v === b[i]);
}
function canonicalIp(ip) {
    const b = ip.bytes;
    if (b.length === 4)
        return b.join('.');
    const groups = [];
    for (let i = 0; i < 16; i += 2)
        groups.push(((b[i] ?? 0) << 8) | (b[i + 1] ?? 0));
    let bestStart = -1;
    let bestLength = 0;
    for (let i = 0; i < 8;) {
        if (groups[i] !== 0) {
            i++;
            continue;
        }
        let j = i;
        while (j < 8 && groups[j] === 0)
            j++;
        if (j - i > bestLength && j - i > 1)
            [bestStart, bestLength] = [i, j - i];
        i = j;
    }
    const hex = groups.map((g) => g.toString(16));
    if (bestStart < 0)
        return hex.join(':');
    return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`;
}
function isGlobalUnicast(ip) {
    const b = ip.bytes;
    if (b.length === 4) {
        return !(b[0] === 0 ||
            b[0] === 127 ||
            (b[0] ?? 0) >= 224 ||
            (b[0] === 169 && b[1] === 254) ||
            b.every((x) => x === 255));
    }
    return !(b.every((x) => x === 0) ||
        canonicalIp(ip) === '::1' ||
        b[0] === 0xff ||
        (b[0] === 0xfe && ((b[1] ?? 0) & 0xc0) === 0x80));
}
const SEMVER = /^v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/;
function parseSemver(s) {
    const m = SEMVER.exec(s);
    if (!m || s.startsWith('v'))
        return undefined;
    return new Semver(BigInt(m[1] ?? 0), BigInt(m[2] ?? 0), BigInt(m[3] ?? 0), m[4] ?? '');
}
function compareSemver(a, b) {
    for (const [x, y] of [
        [a.major, b.major],
        [a.minor, b.minor],
        [a.patch, b.patch],
    ]) {
        if (x !== y)
            return x < y ? -1 : 1;
    }
    if (a.pre === b.pre)
        return 0;
    if (a.pre === '')
        return 1;
    if (b.pre === '')
        return -1;
    return a.pre < b.pre ? -1 : 1;
}
// apimachinery validation: the names of format.named.
const DNS1123_LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
const DNS1123_SUBDOMAIN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
const DNS1035_LABEL = /^[a-z]([-a-z0-9]*[a-z0-9])?$/;
const QUALIFIED_NAME_PART = /^([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$/;
const LABEL_VALUE = /^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$/;
const C_IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
const within = (max, pattern, what) => (s) => {
    const errors = [];
    if (s.length > max)
        errors.push(`must be no more than ${max} characters`);
    if (!pattern.test(s))
        errors.push(what);
    return errors;
};
function dns1123Subdomain(s) {
    return within(253, DNS1123_SUBDOMAIN, "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character")(s);
}
const NAMED_FORMATS = {
    dns1123Label: within(63, DNS1123_LABEL, "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character"),
    dns1123Subdomain,
    dns1035Label: within(63, DNS1035_LABEL, "a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character"),
    labelValue: within(63, LABEL_VALUE, "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character"),
    qualifiedName: (s) => {
        const parts = s.split('/');
        const name = parts.at(-1) ?? '';
        const errors = parts.length > 2
            ? ['a qualified name must consist of an optional DNS subdomain prefix and a name']
            : [];
        if (parts.length === 2)
            errors.push(...dns1123Subdomain(parts[0] ?? ''));
        return [
            ...errors,
            ...within(63, QUALIFIED_NAME_PART, "name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character")(name),
        ];
    },
    dns1123LabelPrefix: within(63, /^[a-z0-9]([-a-z0-9]*[a-z0-9])?-?$/, 'a lowercase RFC 1123 label prefix is invalid'),
    dns1123SubdomainPrefix: within(253, /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*[-.]?$/, 'a lowercase RFC 1123 subdomain prefix is invalid'),
    dns1035LabelPrefix: within(63, /^[a-z]([-a-z0-9]*[a-z0-9])?-?$/, 'a DNS-1035 label prefix is invalid'),
    uri: (s) => (parseRequestUri(s) ? [] : ['must be a valid URI']),
    uuid: (s) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s) ? [] : ['must be a valid UUID'],
    byte: (s) => /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(s)
        ? []
        : ['must be base64 encoded'],
    date: (s) => (/^\d{4}-\d{2}-\d{2}$/.test(s) ? [] : ['must be a valid date in the format YYYY-MM-DD']),
    datetime: (s) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i.test(s)
        ? []
        : ['must be a valid date-time in RFC 3339 format'],
    cIdentifier: (s) => C_IDENTIFIER.test(s)
        ? []
        : [
            "a valid C identifier must start with alphabetic character or '_', followed by a string of alphanumeric characters or '_'",
        ],
};

;// CONCATENATED MODULE: ./src/schema/cel/engine.ts
// CEL for x-kubernetes-validations on @marcbachmann/cel-js: one environment per Kubernetes version with
// the libraries of that version, RE2 for `matches`, two-variable comprehensions (1.32), and a cost meter
// that bounds every evaluation as the API server's cost limits do (per expression and per object).



/** apiserver pkg/apis/cel/config.go: PerCallLimit and RuntimeCELCostBudget. */
const PER_CALL_LIMIT = 1_000_000;
const PER_OBJECT_BUDGET = 10_000_000;
class OverBudget extends Error {
}
// The meter of the evaluation under way (evaluation is synchronous, so one per thread suffices).
const meter = { cost: 0, limit: Infinity };
// Errors the API server reports as the rule failing ("<error> evaluating rule: <rule>"); any other error
// of this engine may be a difference from cel-go, so the rule is reported as not evaluated instead.
const RUNTIME_ERRORS = new Set([
    'no_such_key',
    'index_out_of_bounds',
    'index_out_of_range',
    'division_by_zero',
    'modulo_by_zero',
    'numeric_overflow',
    'int_conversion_error',
    'uint_conversion_error',
    'invalid_duration',
    'invalid_timestamp',
    'optional_value_missing',
]);
const environments = new Map();
/** The minor version of Kubernetes 1.x whose libraries a version gets (`latest`: all). */
function minorOf(version) {
    return version === 'latest' ? Infinity : version.major > 1 ? Infinity : version.minor;
}
function environment(version) {
    const minor = minorOf(version);
    const key = String(minor);
    let env = environments.get(key);
    if (!env) {
        env = new lib/* Environment */.OH({
            // Optional types arrived with Kubernetes 1.28 (environment/base.go).
            enableOptionalTypes: minor >= 28,
            homogeneousAggregateLiterals: false,
            limits: { maxAstNodes: 10_000, maxDepth: 250 },
        });
        env.registerVariable('self', 'dyn');
        env.registerVariable('oldSelf', 'dyn');
        registerKubernetesLibraries(env, { minor });
        if (minor >= 32)
            registerTwoVariableComprehensions(env);
        registerHas(env);
        registerMeterProbe(env);
        environments.set(key, env);
    }
    return env;
}
const compiledRules = new Map();
/** Compiles a rule (once per thread and version); a rule this engine cannot take says why. */
function compileRule(text, version) {
    const key = `${minorOf(version)}\u0000${text}`;
    let compiled = compiledRules.get(key);
    if (!compiled) {
        compiled = compile(text, environment(version));
        compiledRules.set(key, compiled);
    }
    return compiled;
}
function compile(text, env) {
    let parsed;
    try {
        parsed = env.parse(routeHas(text));
    }
    catch (e) {
        return { ok: false, reason: `the rule does not compile: ${firstLine(e)}` };
    }
    let usesOldSelf = false;
    walk(parsed.ast, (node) => {
        if (node.op === 'id' && node.args === 'oldSelf')
            usesOldSelf = true;
        // RE2, not JavaScript's RegExp (the engine's own `matches` cannot be replaced, so calls are renamed).
        if ((node.op === 'rcall' || node.op === 'call') &&
            Array.isArray(node.args) &&
            node.args[0] === 'matches') {
            node.args[0] = 're2Matches';
        }
    });
    const checked = parsed.check();
    if (!checked.valid)
        return { ok: false, reason: `the rule does not compile: ${firstLine(checked.error)}` };
    return {
        ok: true,
        usesOldSelf,
        program: { evaluate: (variables, limit) => run(parsed, variables, limit) },
    };
}
function run(parsed, variables, limit) {
    meter.cost = 0;
    meter.limit = limit;
    try {
        const value = parsed(variables);
        return { kind: 'value', value, cost: meter.cost };
    }
    catch (e) {
        const cost = meter.cost;
        if (e instanceof OverBudget)
            return { kind: 'over-budget', cost };
        if (e instanceof CelRuntimeError)
            return { kind: 'error', message: e.message, cost };
        const code = e.code;
        if (typeof code === 'string' && RUNTIME_ERRORS.has(code))
            return { kind: 'error', message: celMessage(e), cost };
        return { kind: 'not-evaluated', reason: firstLine(e), cost };
    }
    finally {
        meter.limit = Infinity;
    }
}
/** cel-go spells its errors in lower case ("no such key: x"). */
function celMessage(e) {
    const line = firstLine(e);
    return line.charAt(0).toLowerCase() + line.slice(1);
}
function firstLine(e) {
    return (e instanceof Error ? e.message : String(e)).split('\n')[0] ?? '';
}
function walk(node, visit) {
    if (Array.isArray(node)) {
        for (const item of node)
            walk(item, visit);
        return;
    }
    if (!node || typeof node !== 'object' || !('op' in node))
        return;
    const ast = node;
    visit(ast);
    const args = ast.args;
    if (Array.isArray(args))
        walk(args, visit);
    else if (args && typeof args === 'object') {
        if ('op' in args)
            walk(args, visit);
        else
            for (const value of Object.values(args))
                walk(value, visit);
    }
}
let metered = false;
function registerMeterProbe(env) {
    env.registerFunction('admissionGateMeterProbe(ast): bool', (() => ({
        typeCheck: (checker) => checker.boolType,
        evaluate: (evaluator) => {
            meterEvaluator(evaluator);
            return true;
        },
    })));
    if (!metered)
        env.evaluate('admissionGateMeterProbe(1)', {});
}
function meterEvaluator(evaluator) {
    if (metered)
        return;
    const prototype = Object.getPrototypeOf(evaluator);
    const run = prototype.run;
    prototype.run = function meteredRun(ast, ctx) {
        meter.cost += 1;
        if (meter.cost > meter.limit)
            throw new OverBudget();
        const result = run.call(this, ast, ctx);
        if (typeof result === 'string' || Array.isArray(result))
            meter.cost += result.length >> 3;
        return result;
    };
    metered = true;
}
/** cel-go ext.TwoVarComprehensions: all, exists, existsOne, transformList, transformMap, transformMapEntry. */
function registerTwoVariableComprehensions(env) {
    const truthy = (v) => {
        if (typeof v !== 'boolean')
            throw new CelRuntimeError('no such overload: predicate must return bool');
        return v;
    };
    const macros = [
        ['all', 'bool', 3, (a) => (pairs, body) => pairs.every((p) => truthy(body(p, a[2])))],
        ['exists', 'bool', 3, (a) => (pairs, body) => pairs.some((p) => truthy(body(p, a[2])))],
        [
            'existsOne',
            'bool',
            3,
            (a) => (pairs, body) => pairs.filter((p) => truthy(body(p, a[2]))).length === 1,
        ],
        ['transformList', 'list', 3, (a) => (pairs, body) => pairs.map((p) => body(p, a[2]))],
        [
            'transformList',
            'list',
            4,
            (a) => (pairs, body) => pairs.filter((p) => truthy(body(p, a[2]))).map((p) => body(p, a[3])),
        ],
        [
            'transformMap',
            'map',
            3,
            (a) => (pairs, body) => new Map(pairs.map((p) => [p[0], body(p, a[2])])),
        ],
        [
            'transformMap',
            'map',
            4,
            (a) => (pairs, body) => new Map(pairs.filter((p) => truthy(body(p, a[2]))).map((p) => [p[0], body(p, a[3])])),
        ],
        [
            'transformMapEntry',
            'map',
            3,
            (a) => (pairs, body) => {
                const out = new Map();
                for (const p of pairs) {
                    const entry = body(p, a[2]);
                    if (!entry || typeof entry !== 'object' || Array.isArray(entry))
                        throw new CelRuntimeError('transformMapEntry must produce a map');
                    for (const [k, v] of entry instanceof Map ? entry : Object.entries(entry)) {
                        if (out.has(k))
                            throw new CelRuntimeError(`insert failed: key ${String(k)} already exists`);
                        out.set(k, v);
                    }
                }
                return out;
            },
        ],
    ];
    for (const [name, result, arity, step] of macros) {
        for (const receiver of ['list', 'map']) {
            const params = Array.from({ length: arity }, () => 'ast').join(', ');
            env.registerFunction(`${receiver}.${name}(${params}): ${result === 'bool' ? 'bool' : 'dyn'}`, ((macro) => twoVariableMacro(macro, step(macro.args), result)));
        }
    }
}
function twoVariableMacro(macro, step, result) {
    const [first, second] = macro.args;
    const name = (node) => {
        if (node?.op !== 'id' || typeof node.args !== 'string')
            throw new CelRuntimeError('the iteration variables must be simple names');
        return node.args;
    };
    const state = {};
    return {
        typeCheck(checker, _, ctx) {
            checker.check(macro.receiver, ctx);
            state.first = ctx.forkWithVariable(name(first), checker.dynType);
            state.second = state.first.forkWithVariable(name(second), checker.dynType);
            for (const body of macro.args.slice(2))
                checker.check(body, state.second);
            if (result === 'bool')
                return checker.boolType;
            return result === 'list'
                ? checker.registry.getListType(checker.dynType)
                : checker.registry.getMapType(checker.dynType, checker.dynType);
        },
        evaluate(evaluator, _, ctx) {
            const range = evaluator.run(macro.receiver, ctx);
            const pairs = Array.isArray(range)
                ? range.map((v, i) => [BigInt(i), v])
                : range instanceof Map
                    ? [...range.entries()]
                    : range && typeof range === 'object'
                        ? Object.entries(range)
                        : [];
            const scopes = state;
            if (!scopes.first || !scopes.second)
                throw new CelRuntimeError('macro was not type-checked');
            return step(pairs, (pair, body) => {
                const outer = scopes.first.reuse(ctx).setIterValue(pair[0], evaluator);
                const inner = scopes.second.reuse(outer).setIterValue(pair[1], evaluator);
                return evaluator.run(body, inner);
            });
        },
    };
}
/**
 * The engine's `has()` takes only selections on a variable (`has(a.b.c)`), cel-go's any selection
 * (`has(self.matches[0].path)`, common in Gateway API rules): calls of `has(` outside string literals are
 * routed to a macro of our own.
 */
function routeHas(text) {
    let out = '';
    let i = 0;
    while (i < text.length) {
        const c = text[i] ?? '';
        if (c === '"' || c === "'") {
            const triple = text.startsWith(c.repeat(3), i);
            const close = triple ? c.repeat(3) : c;
            const raw = /[rR]/.test(text[i - 1] ?? '') && !/[A-Za-z0-9_]/.test(text[i - 2] ?? '');
            let j = i + close.length;
            while (j < text.length && !text.startsWith(close, j))
                j += !raw && text[j] === '\\' ? 2 : 1;
            out += text.slice(i, j + close.length);
            i = j + close.length;
            continue;
        }
        if (text.startsWith('has', i) &&
            !/[A-Za-z0-9_.]/.test(text[i - 1] ?? '') &&
            /^has\s*\(/.test(text.slice(i, i + 40))) {
            out += HAS;
            i += 3;
            continue;
        }
        out += c;
        i += 1;
    }
    return out;
}
const HAS = 'admissionGateHas';
function registerHas(env) {
    env.registerFunction(`${HAS}(ast): bool`, ((macro) => {
        const selection = macro.args[0];
        const operand = () => {
            const args = selection?.args;
            if ((selection?.op !== '.' && selection?.op !== '.?') ||
                !Array.isArray(args) ||
                typeof args[1] !== 'string')
                throw new CelRuntimeError('has() invalid argument');
            return { target: args[0], field: args[1] };
        };
        return {
            typeCheck(checker, _, ctx) {
                checker.check(operand().target, ctx);
                return checker.boolType;
            },
            evaluate(evaluator, _, ctx) {
                const { target, field } = operand();
                const value = evaluator.run(target, ctx);
                if (value instanceof Map)
                    return value.has(field);
                if (value && typeof value === 'object' && !Array.isArray(value))
                    return Object.hasOwn(value, field);
                throw new CelRuntimeError('no such overload: has() on a value that is not a map or an object');
            },
        };
    }));
}

;// CONCATENATED MODULE: ./src/schema/cel/values.ts
// Stored values as CEL sees them (apiserver pkg/cel/common/values.go, UnstructuredToVal): integers are
// int, numbers double, strings with format date or date-time timestamps, byte strings bytes, objects maps
// of their declared fields; at a resource root, metadata holds only name and generateName
// (model.WithTypeAndObjectMeta).
function celValue(value, schema, resourceRoot = false) {
    if (value.kind === 'scalar')
        return scalar(value.value, schema);
    if (value.kind === 'seq')
        return value.items.map((item) => celValue(item, schema?.items));
    const out = new Map();
    for (const [key, entry] of value.entries) {
        if ((resourceRoot || schema?.embeddedResource) && key === 'metadata' && entry.kind === 'map') {
            out.set(key, objectMeta(entry));
            continue;
        }
        const property = schema?.properties.get(key);
        const additional = typeof schema?.additionalProperties === 'object' ? schema.additionalProperties : undefined;
        out.set(key, celValue(entry, property ?? additional, false));
    }
    return out;
}
function objectMeta(metadata) {
    const out = new Map();
    for (const key of ['name', 'generateName']) {
        const v = metadata.entries.get(key);
        if (v?.kind === 'scalar' && typeof v.value === 'string')
            out.set(key, v.value);
    }
    return out;
}
function scalar(value, schema) {
    if (typeof value === 'number') {
        if (schema?.type === 'number')
            return value;
        return Number.isInteger(value) ? BigInt(value) : value;
    }
    if (typeof value === 'string' && schema?.type === 'string') {
        if (schema.format === 'date' || schema.format === 'datetime') {
            const time = Date.parse(value);
            if (!Number.isNaN(time))
                return new Date(time);
        }
        if (schema.format === 'byte')
            return new Uint8Array(Buffer.from(value, 'base64'));
    }
    return value;
}

;// CONCATENATED MODULE: ./src/schema/formats.ts
// The string formats apiextensions validates (kube-openapi pkg/validation/strfmt default.go, the formats
// listed in apiextensions-apiserver validation/formats.go); other formats are not checked upstream.


// Spaces and control characters, which Go's URL parser refuses.
// eslint-disable-next-line no-control-regex
const formats_CONTROL_OR_SPACE = /[\s\x00-\x1f\x7f]/;
// Go's net.ParseIP (since Go 1.17) rejects IPv4 parts with leading zeros; the sloppy parser reads them.
function leadingZeroV4(value) {
    return !value.includes(':') && /(^|\.)0\d/.test(value.split('/')[0] ?? '');
}
const RE2_FORMATS = {
    bsonobjectid: '^[0-9a-fA-F]{24}$',
    hostname: '^([a-zA-Z0-9\\p{S}\\p{L}]((-?[a-zA-Z0-9\\p{S}\\p{L}]{0,62})?)|([a-zA-Z0-9\\p{S}\\p{L}](([a-zA-Z0-9-\\p{S}\\p{L}]{0,61}[a-zA-Z0-9\\p{S}\\p{L}])?)(\\.)){1,}([a-zA-Z\\p{L}]){2,63})$',
    uuid: '(?i)^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$',
    uuid3: '(?i)^[0-9a-f]{8}-?[0-9a-f]{4}-?3[0-9a-f]{3}-?[0-9a-f]{4}-?[0-9a-f]{12}$',
    uuid4: '(?i)^[0-9a-f]{8}-?[0-9a-f]{4}-?4[0-9a-f]{3}-?[89ab][0-9a-f]{3}-?[0-9a-f]{12}$',
    uuid5: '(?i)^[0-9a-f]{8}-?[0-9a-f]{4}-?5[0-9a-f]{3}-?[89ab][0-9a-f]{3}-?[0-9a-f]{12}$',
    isbn10: '^(?:[0-9]{9}X|[0-9]{10})$',
    isbn13: '^(?:[0-9]{13})$',
    creditcard: '^(?:4[0-9]{12}(?:[0-9]{3})?|5[1-5][0-9]{14}|6(?:011|5[0-9][0-9])[0-9]{12}|3[47][0-9]{13}|3(?:0[0-5]|[68][0-9])[0-9]{11}|(?:2131|1800|35\\d{3})\\d{11})$',
    ssn: '^\\d{3}[- ]?\\d{2}[- ]?\\d{4}$',
    hexcolor: '^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$',
    rgbcolor: '^rgb\\(\\s*(0|[1-9]\\d?|1\\d\\d?|2[0-4]\\d|25[0-5])\\s*,\\s*(0|[1-9]\\d?|1\\d\\d?|2[0-4]\\d|25[0-5])\\s*,\\s*(0|[1-9]\\d?|1\\d\\d?|2[0-4]\\d|25[0-5])\\s*\\)$',
    email: '^[^@\\s<>()\\[\\],;:"]+@[^@\\s<>()\\[\\],;:"]+$',
};
const formats_CHECKS = {
    password: () => true,
    ipv4: (v) => v.includes('.') && !leadingZeroV4(v) && parseIP(v) !== undefined,
    ipv6: (v) => v.includes(':') && parseIP(v) !== undefined,
    cidr: (v) => !leadingZeroV4(v) && parseCIDR(v) !== undefined,
    mac: isMac,
    uri: isRequestUri,
    // Go's base64.StdEncoding ignores \r and \n (line-wrapped base64, as in PEM or a YAML block).
    byte: (v) => /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(v.replace(/[\r\n]/g, '')),
    date: (v) => {
        const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
        return m !== null && validDate(Number(m[1]), Number(m[2]), Number(m[3]));
    },
    datetime: isDateTime,
    duration: isDuration,
    isbn: (v) => matches('isbn10', v) || matches('isbn13', v),
    hostname: (v) => v.length <= 255 && matches('hostname', v),
    creditcard: (v) => matches('creditcard', v.replace(/[^0-9]/g, '')),
    isbn10: (v) => matches('isbn10', v.replace(/[- ]/g, '')),
    isbn13: (v) => matches('isbn13', v.replace(/[- ]/g, '')),
};
/** Whether `value` is valid in `format` (a normalized, supported format name). */
function checkFormat(format, value) {
    const check = formats_CHECKS[format];
    if (check)
        return check(value);
    return RE2_FORMATS[format] === undefined || matches(format, value);
}
function matches(format, value) {
    const compiled = compileRegex(RE2_FORMATS[format] ?? '');
    return compiled.ok && regexFinds(compiled.regex, value);
}
function validDate(year, month, day) {
    return month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}
// strfmt.ParseDateTime accepts RFC 3339 with or without fractions, and a few relatives of it.
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-]\d{2}:?\d{2})?$/;
function isDateTime(value) {
    const m = DATE_TIME.exec(value);
    if (!m)
        return false;
    return (validDate(Number(m[1]), Number(m[2]), Number(m[3])) &&
        Number(m[4]) < 24 &&
        Number(m[5]) < 60 &&
        Number(m[6]) < 60);
}
// strfmt.ParseDuration: Go's time.ParseDuration, else a number and a unit such as "22 ns" or "3 days".
const GO_DURATION = /^[-+]?(\d+(\.\d*)?|\.\d+)(ns|us|µs|μs|ms|s|m|h)((\d+(\.\d*)?|\.\d+)(ns|us|µs|μs|ms|s|m|h))*$/;
const UNIT_DURATION = /^(\d+)\s*(ns|nanoseconds?|us|µs|microseconds?|ms|milliseconds?|s|seconds?|m|minutes?|h|hours?|d|days?|w|weeks?)$/;
function isDuration(value) {
    return value === '0' || GO_DURATION.test(value) || UNIT_DURATION.test(value);
}
// net.ParseMAC: 6, 8 or 20 octets, as aa:bb:.., aa-bb-.. or aabb.ccdd...
function isMac(value) {
    const lengths = [6, 8, 20];
    for (const sep of [':', '-']) {
        const parts = value.split(sep);
        if (parts.length > 1 && lengths.includes(parts.length) && parts.every((p) => /^[0-9a-fA-F]{2}$/.test(p)))
            return true;
    }
    const dotted = value.split('.');
    return lengths.includes(dotted.length * 2) && dotted.every((p) => /^[0-9a-fA-F]{4}$/.test(p));
}
// url.ParseRequestURI: an absolute URI (a scheme) or an absolute path, with valid escapes.
function isRequestUri(value) {
    if (/%(?![0-9a-fA-F]{2})/.test(value) || formats_CONTROL_OR_SPACE.test(value))
        return false;
    return value.startsWith('/') || /^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(value);
}

;// CONCATENATED MODULE: ./src/schema/validate.ts
// Validation of a stored object against its schema, as the API server validates a custom resource:
// kube-openapi's schema validator (value validations), list-type uniqueness (listtype/validation.go) and
// the CEL rules of x-kubernetes-validations (apiextensions-apiserver schema/cel/validation.go), with
// ratcheting against the previous object (CRDValidationRatcheting): an error on a value equal to its old
// value is not reported. Errors are worded as the API server words them (field.Error).










/** What a Kubernetes version validates: CEL rules from 1.25 (beta, on by default), ratcheting from 1.30. */
function features(version) {
    return {
        cel: (0,kube_version/* atLeast */.jZ)(version, { major: 1, minor: 25 }),
        ratcheting: (0,kube_version/* atLeast */.jZ)(version, { major: 1, minor: 30 }),
    };
}
/** Validates a stored object at the root of a resource. */
function validateObject(root, schema, options) {
    const walk = new Walk(options.kubernetesVersion);
    if (options.checksName ?? true)
        walk.resourceName(root);
    walk.value(root, schema, [], options.old, false, true);
    return walk.violations;
}
const OBJECT_META_EXEMPT = new Set(['apiVersion', 'kind', 'metadata']);
const compiledByRule = new WeakMap();
class Walk {
    version;
    violations = [];
    budget = PER_OBJECT_BUDGET;
    celRules;
    selfOf;
    ratcheting;
    constructor(version) {
        this.version = version;
        const enabled = features(version);
        this.celRules = enabled.cel;
        this.ratcheting = enabled.ratcheting;
    }
    /** CR names are DNS subdomains (customresource validator: NameIsDNSSubdomain). */
    resourceName(root) {
        const name = root.kind === 'map' ? root.entries.get('metadata') : undefined;
        const value = name?.kind === 'map' ? name.entries.get('name') : undefined;
        if (value?.kind !== 'scalar' || typeof value.value !== 'string' || value.value === '')
            return;
        for (const problem of dns1123Subdomain(value.value)) {
            this.add(value, ['metadata', 'name'], `metadata.name: Invalid value: ${quote(value.value)}: ${problem}`, {
                expected: 'a lowercase RFC 1123 subdomain',
                actual: quote(value.value),
            });
        }
    }
    /**
     * `old` is the correlated previous value (undefined where there is none); `parentUnchanged` whether the
     * nearest correlated ancestor equals its old value (ratcheting of uncorrelatable values, list items).
     */
    value(v, schema, path, old, parentUnchanged, resourceRoot = false) {
        const unchanged = this.ratcheting && (old !== undefined ? storedEqual(v, old) : parentUnchanged);
        // Most values of a big schema have only a type to check, and have it: no errors to look for.
        const typeOnly = schema.typeOnly && (schema.type === undefined || typeMatches(schema.type, v));
        if (!typeOnly && !this.openApi(v, schema, path, unchanged, resourceRoot))
            return;
        if (validate_isNull(v))
            return;
        if (schema.embeddedResource && !resourceRoot)
            this.embedded(v, path, unchanged);
        if (v.kind === 'map')
            this.children(v, schema, path, old, unchanged, resourceRoot);
        else if (v.kind === 'seq')
            this.items(v, schema, path, old, unchanged);
        if (this.celRules && (schema.rules.length > 0 || (schema.allOf.length > 0 && allOfHasRules(schema))))
            this.cel(v, schema, path, old, unchanged, resourceRoot);
    }
    // `path` is the walk's one path, pushed and popped around each child: only a violation copies it.
    children(v, schema, path, old, unchanged, resourceRoot) {
        const oldMap = old?.kind === 'map' && schema.mapType !== 'atomic' ? old : undefined;
        const additional = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
        const exempts = resourceRoot || schema.embeddedResource;
        for (const [key, child] of v.entries) {
            if (exempts && OBJECT_META_EXEMPT.has(key)) {
                const property = schema.properties.get(key);
                if (property && key === 'metadata') {
                    path.push(key);
                    this.value(child, property, path, oldMap?.entries.get(key), unchanged);
                    path.pop();
                }
                continue;
            }
            const property = schema.properties.get(key);
            if (property) {
                path.push(key);
                this.value(child, property, path, oldMap?.entries.get(key), unchanged);
                path.pop();
            }
            else if (additional) {
                path.push(new load_path/* MapKey */.o(key));
                this.value(child, additional, path, oldMap?.entries.get(key), unchanged);
                path.pop();
            }
        }
    }
    items(v, schema, path, old, unchanged) {
        const items = schema.items;
        if (!items)
            return;
        // Only map lists correlate items with the old list, by their keys.
        const oldByKey = schema.listType === 'map' && old?.kind === 'seq'
            ? mapListIndex(old.items, schema.listMapKeys)
            : undefined;
        const list = v.items;
        for (let i = 0; i < list.length; ++i) {
            const item = list[i];
            const oldItem = oldByKey?.get(mapListKey(item, schema.listMapKeys) ?? '');
            path.push(i);
            this.value(item, items, path, oldItem, unchanged);
            path.pop();
        }
    }
    /** kube-openapi's checks of one value; false when its type is wrong (nothing below is checked). */
    openApi(v, schema, path, unchanged, resourceRoot = false) {
        const errors = valueErrors(v, schema, path, resourceRoot);
        // kube-openapi names every key after a dot, map keys too (spec.labels.x).
        for (const e of errors)
            this.add(e.at ?? v, e.path.map((s) => (s instanceof load_path/* MapKey */.o ? s.key : s)), e.error, e, unchanged);
        return !errors.some((e) => e.typeError);
    }
    embedded(v, path, unchanged) {
        if (v.kind !== 'map')
            return;
        for (const key of ['apiVersion', 'kind']) {
            const value = v.entries.get(key);
            if (value?.kind === 'scalar' && typeof value.value === 'string' && value.value !== '')
                continue;
            this.add(v, [...path, key], `${pathText([...path, key])}: Required value: must not be empty`, {}, unchanged);
        }
    }
    cel(v, schema, path, old, unchanged, resourceRoot) {
        if (this.budget < 0)
            return;
        const schemas = [schema, ...schema.allOf.filter(schema_schema/* hasRules */.w0)];
        for (const s of schemas) {
            for (const rule of s.rules) {
                if (this.budget < 0)
                    return;
                this.rule(v, schema, rule, path, old, unchanged, resourceRoot);
            }
        }
    }
    rule(v, schema, rule, path, old, unchanged, resourceRoot) {
        const compiled = this.compiled(rule, 'rule');
        const typeName = schema.type ?? '';
        // Built only for an error: most rules pass.
        const at = () => pathText(path);
        if (!compiled.ok) {
            this.add(v, path, `${at()}: not evaluated: ${compiled.reason}`, {
                rule: rule.rule,
                notEvaluated: compiled.reason,
            });
            return;
        }
        // Transition rules run only where the value existed before, unless they take oldSelf as optional.
        if (compiled.usesOldSelf && old === undefined && !rule.optionalOldSelf)
            return;
        const variables = new Map([['self', this.celSelf(v, schema, resourceRoot)]]);
        if (compiled.usesOldSelf) {
            const previous = old === undefined ? undefined : celValue(old, schema, resourceRoot);
            variables.set('oldSelf', rule.optionalOldSelf ? (previous === undefined ? lib/* Optional */.Xx.none() : lib/* Optional */.Xx.of(previous)) : previous);
        }
        const limit = Math.min(PER_CALL_LIMIT, this.budget);
        const result = compiled.program.evaluate(variables, limit);
        this.budget -= result.cost;
        const ruleText = () => (rule.message ?? '').trim() || rule.rule.trim();
        switch (result.kind) {
            case 'over-budget':
                this.budget = -1;
                this.add(v, path, limit < PER_CALL_LIMIT
                    ? `${at()}: Invalid value: ${quote(typeName)}: validation failed due to running out of cost budget, no further validation rules will be run`
                    : `${at()}: Invalid value: ${quote(typeName)}: no further validation rules will be run due to call cost exceeds limit for rule: ${ruleText()}`, { rule: rule.rule });
                return;
            case 'error':
                this.add(v, path, `${at()}: Invalid value: ${quote(typeName)}: ${result.message} evaluating rule: ${ruleText()}`, { rule: rule.rule });
                return;
            case 'not-evaluated':
                this.add(v, path, `${at()}: not evaluated: ${result.reason}`, {
                    rule: rule.rule,
                    notEvaluated: result.reason,
                });
                return;
            case 'value':
                if (result.value === true)
                    return;
                if (result.value !== false) {
                    const reason = 'the rule does not evaluate to a boolean';
                    this.add(v, path, `${at()}: not evaluated: ${reason}`, { rule: rule.rule, notEvaluated: reason });
                    return;
                }
        }
        // Ratcheting: an unchanged value keeps passing, unless the rule compares with oldSelf.
        if (!compiled.usesOldSelf && unchanged)
            return;
        const target = rule.fieldPath ? fieldPathOf(rule.fieldPath, schema, path) : path;
        const detail = this.messageExpression(rule, variables) ??
            ((rule.message ?? '').trim() || `failed rule: ${rule.rule.trim()}`);
        const where = pathText(target);
        const error = rule.reason === 'FieldValueForbidden'
            ? `${where}: Forbidden: ${detail}`
            : rule.reason === 'FieldValueRequired'
                ? `${where}: Required value: ${detail}`
                : rule.reason === 'FieldValueDuplicate'
                    ? `${where}: Duplicate value: ${quote(typeName)}`
                    : `${where}: Invalid value: ${quote(typeName)}: ${detail}`;
        this.add(v, target, error, { rule: rule.rule });
    }
    /** `self` for the rules of one node, converted once for all of them. */
    celSelf(v, schema, resourceRoot) {
        if (this.selfOf?.node !== v)
            this.selfOf = { node: v, value: celValue(v, schema, resourceRoot) };
        return this.selfOf.value;
    }
    /** Compiled once per rule object and version: rule texts are long, and hashing them is not free. */
    compiled(rule, which) {
        const key = `${which}\u0000${(0,kube_version/* formatKubernetesVersion */.YC)(this.version)}`;
        let forRule = compiledByRule.get(rule);
        if (!forRule)
            compiledByRule.set(rule, (forRule = new Map()));
        let compiled = forRule.get(key);
        if (!compiled)
            forRule.set(key, (compiled = compileRule(rule[which] ?? '', this.version)));
        return compiled;
    }
    messageExpression(rule, variables) {
        if (rule.messageExpression === undefined)
            return undefined;
        const compiled = this.compiled(rule, 'messageExpression');
        if (!compiled.ok)
            return undefined;
        const result = compiled.program.evaluate(variables, Math.min(PER_CALL_LIMIT, this.budget));
        this.budget -= result.cost;
        if (result.kind !== 'value' || typeof result.value !== 'string')
            return undefined;
        const message = result.value.trim();
        return message === '' || message.includes('\n') || message.length > 5120 ? undefined : message;
    }
    add(at, path, error, extra, unchanged = false) {
        if (unchanged && extra.notEvaluated === undefined)
            return;
        this.violations.push({
            path: [...path],
            start: at.start,
            end: at.end,
            error,
            ...(extra.expected !== undefined ? { expected: extra.expected } : {}),
            ...(extra.actual !== undefined ? { actual: extra.actual } : {}),
            ...(extra.rule !== undefined ? { rule: extra.rule } : {}),
            ...(extra.notEvaluated !== undefined ? { notEvaluated: extra.notEvaluated } : {}),
            ...(extra.keyword !== undefined ? { keyword: extra.keyword } : {}),
            ...(extra.actualType !== undefined ? { actualType: extra.actualType } : {}),
            ...(extra.value !== undefined ? { value: extra.value } : {}),
        });
    }
}
const NO_ERRORS = [];
/**
 * kube-openapi's errors for one value under one schema: its own checks, its composition (allOf, anyOf,
 * oneOf, not) and, for the sub-schemas of a composition, their properties and items.
 */
function valueErrors(v, schema, path, resourceRoot, nested = false) {
    if (schema.typeOnly && !nested && (schema.type === undefined || typeMatches(schema.type, v)))
        return NO_ERRORS;
    const errors = [];
    let atText;
    const at = () => (atText ??= openApiPath(path));
    const actualType = jsonType(v);
    if (validate_isNull(v)) {
        if (!schema.nullable && schema.type !== undefined) {
            errors.push({
                path,
                error: `${at()}: Invalid value: "null": ${at()} in body must be of type ${schema.type}: "null"`,
                expected: schema.type,
                actual: 'null',
                typeError: true,
                keyword: 'type',
                actualType: 'null',
            });
        }
        return errors;
    }
    if (schema.type !== undefined && !typeMatches(schema.type, v)) {
        errors.push({
            path,
            error: `${at()}: Invalid value: ${quote(actualType)}: ${at()} in body must be of type ${schema.type}: ${quote(actualType)}`,
            expected: schema.type,
            actual: describe(v),
            typeError: true,
            keyword: 'type',
            actualType,
            ...(v.kind === 'scalar' ? { value: v.value } : {}),
        });
        return errors;
    }
    // apiextensions turns x-kubernetes-int-or-string into the types integer and string (validation.go
    // ConvertJSONSchemaPropsWithPostProcess); Go's IntOrString decodes nothing else either.
    if (schema.type === undefined && schema.intOrString && !isIntOrString(v)) {
        errors.push({
            path,
            error: `${at()}: Invalid value: ${quote(actualType)}: ${at()} in body must be of type integer,string: ${quote(actualType)}`,
            expected: 'integer or string',
            actual: describe(v),
            typeError: true,
            keyword: 'type',
            actualType,
            ...(v.kind === 'scalar' ? { value: v.value } : {}),
        });
        return errors;
    }
    const json = v.kind === 'scalar' ? v.value : undefined;
    if (schema.enum && !schema.enum.some((allowed) => jsonEqual(allowed, toJson(v)))) {
        const values = schema.enum.map((e) => (typeof e === 'string' ? quote(e) : JSON.stringify(e))).join(', ');
        errors.push({
            path,
            error: `${at()}: Unsupported value: ${badValue(v)}: supported values: ${values}`,
            expected: `one of ${values}`,
            actual: describe(v),
        });
    }
    if (typeof json === 'string') {
        if (schema.format !== undefined && !checkFormat(schema.format, json)) {
            errors.push({
                path,
                error: `${at()}: Invalid value: ${quote(json)}: ${at()} in body must be of type ${schema.format}: ${quote(json)}`,
                expected: `format ${schema.format}`,
                actual: quote(json),
                keyword: 'format',
            });
        }
        const runes = schema.maxLength !== undefined || schema.minLength !== undefined ? [...json].length : 0;
        if (schema.maxLength !== undefined && runes > schema.maxLength) {
            errors.push({
                path,
                error: `${at()}: Too long: may not be more than ${schema.maxLength} bytes`,
                expected: `at most ${schema.maxLength} characters`,
                actual: `${runes} characters`,
            });
        }
        if (schema.minLength !== undefined && runes < schema.minLength) {
            errors.push({
                path,
                error: `${at()}: Invalid value: ${quote(json)}: ${at()} in body should be at least ${schema.minLength} chars long`,
                expected: `at least ${schema.minLength} characters`,
                actual: `${runes} characters`,
            });
        }
        if (schema.pattern !== undefined) {
            const compiled = compileRegex(schema.pattern);
            if (!compiled.ok) {
                const reason = `pattern ${quote(schema.pattern)} is not a valid RE2 expression: ${compiled.error}`;
                errors.push({ path, error: `${at()}: not evaluated: ${reason}`, notEvaluated: reason });
            }
            else if (!regexFinds(compiled.regex, json)) {
                errors.push({
                    path,
                    error: `${at()}: Invalid value: ${quote(json)}: ${at()} in body should match '${schema.pattern}'`,
                    expected: `a match of '${schema.pattern}'`,
                    actual: quote(json),
                });
            }
        }
    }
    if (typeof json === 'number')
        errors.push(...numberErrors(json, schema, path, at));
    if (v.kind === 'seq') {
        const n = v.items.length;
        if (schema.maxItems !== undefined && n > schema.maxItems) {
            errors.push({
                path,
                error: `${at()}: Too many: ${n}: must have at most ${schema.maxItems} items`,
                expected: `at most ${schema.maxItems} items`,
                actual: `${n} items`,
            });
        }
        if (schema.minItems !== undefined && n < schema.minItems) {
            errors.push({
                path,
                error: `${at()}: Invalid value: ${n}: ${at()} in body should have at least ${schema.minItems} items`,
                expected: `at least ${schema.minItems} items`,
                actual: `${n} items`,
            });
        }
        if (!nested)
            errors.push(...duplicates(v, schema, path));
    }
    if (v.kind === 'map') {
        const n = v.entries.size;
        if (schema.maxProperties !== undefined && n > schema.maxProperties) {
            errors.push({
                path,
                error: `${at()}: Too many: ${n}: must have at most ${schema.maxProperties} items`,
                expected: `at most ${schema.maxProperties} properties`,
                actual: `${n} properties`,
            });
        }
        if (schema.minProperties !== undefined && n < schema.minProperties) {
            errors.push({
                path,
                error: `${at()}: Invalid value: ${n}: ${at()} in body should have at least ${schema.minProperties} properties`,
                expected: `at least ${schema.minProperties} properties`,
                actual: `${n} properties`,
            });
        }
        for (const key of schema.required) {
            if (!v.entries.has(key)) {
                const child = [...path, key];
                errors.push({
                    path: child,
                    error: `${openApiPath(child)}: Required value`,
                    expected: `${key} to be set`,
                    actual: 'missing',
                    keyword: 'required',
                });
            }
        }
        if (nested) {
            for (const [key, property] of schema.properties) {
                const child = v.entries.get(key);
                if (child && !(resourceRoot && OBJECT_META_EXEMPT.has(key) && key !== 'metadata'))
                    errors.push(...valueErrors(child, property, [...path, key], false, true));
            }
        }
    }
    if (nested && v.kind === 'seq' && schema.items) {
        const items = schema.items;
        v.items.forEach((item, i) => errors.push(...valueErrors(item, items, [...path, i], false, true)));
    }
    if (schema.allOf.length + schema.anyOf.length + schema.oneOf.length > 0 || schema.not)
        errors.push(...composition(v, schema, path, at, resourceRoot));
    return errors;
}
function composition(v, schema, path, at, resourceRoot) {
    const errors = [];
    const failing = (s) => valueErrors(v, s, path, resourceRoot, true).filter((e) => e.notEvaluated === undefined);
    for (const s of schema.allOf)
        errors.push(...failing(s));
    if (schema.anyOf.length > 0) {
        const results = schema.anyOf.map(failing);
        if (!results.some((r) => r.length === 0)) {
            const first = results[0]?.[0];
            errors.push({
                path,
                error: `${at()}: Invalid value: ${badValue(v)}: ${at()} in body must validate at least one schema (anyOf)${first ? `; ${first.error}` : ''}`,
                expected: 'a value that matches one of the anyOf schemas',
                actual: describe(v),
            });
        }
    }
    if (schema.oneOf.length > 0) {
        const valid = schema.oneOf.filter((s) => failing(s).length === 0).length;
        if (valid !== 1) {
            errors.push({
                path,
                error: `${at()}: Invalid value: ${badValue(v)}: ${at()} in body must validate one and only one schema (oneOf)`,
                expected: `a value that matches exactly one of the oneOf schemas${branchTypes(schema.oneOf)}`,
                actual: `${describe(v)}, matching ${valid}`,
            });
        }
    }
    if (schema.not && failing(schema.not).length === 0) {
        errors.push({
            path,
            error: `${at()}: Invalid value: ${badValue(v)}: ${at()} in body must not validate the schema (not)`,
            expected: 'a value that does not match the not schema',
            actual: describe(v),
        });
    }
    return errors;
}
/** ` (string, number)`: the types of the branches, when each names one. */
function branchTypes(branches) {
    const types = branches.map((b) => b.type);
    return types.every((t) => t !== undefined) ? ` (${types.join(', ')})` : '';
}
function numberErrors(n, schema, path, at) {
    const errors = [];
    const bad = (error, expected) => {
        errors.push({
            path,
            error: `${at()}: Invalid value: ${n}: ${at()} in body ${error}`,
            expected,
            actual: String(n),
        });
    };
    if (schema.maximum !== undefined) {
        if (schema.exclusiveMaximum ? n >= schema.maximum : n > schema.maximum)
            bad(`should be less than ${schema.exclusiveMaximum ? '' : 'or equal to '}${schema.maximum}`, `${schema.exclusiveMaximum ? '<' : '<='} ${schema.maximum}`);
    }
    if (schema.minimum !== undefined) {
        if (schema.exclusiveMinimum ? n <= schema.minimum : n < schema.minimum)
            bad(`should be greater than ${schema.exclusiveMinimum ? '' : 'or equal to '}${schema.minimum}`, `${schema.exclusiveMinimum ? '>' : '>='} ${schema.minimum}`);
    }
    if (schema.multipleOf !== undefined && schema.multipleOf > 0) {
        const quotient = n / schema.multipleOf;
        if (Math.abs(quotient - Math.round(quotient)) > 1e-9)
            bad(`should be a multiple of ${schema.multipleOf}`, `a multiple of ${schema.multipleOf}`);
    }
    return errors;
}
/** listtype/validation.go: set items and map keys must be unique. */
function duplicates(v, schema, path) {
    if (schema.listType !== 'set' && schema.listType !== 'map')
        return [];
    const errors = [];
    const seen = new Set();
    v.items.forEach((item, i) => {
        const key = schema.listType === 'map'
            ? mapListKey(item, schema.listMapKeys)
            : JSON.stringify(canonical(toJson(item)));
        if (key === undefined)
            return;
        if (seen.has(key)) {
            const child = [...path, i];
            const what = schema.listType === 'map' ? mapKeyText(item, schema.listMapKeys) : badValue(item);
            errors.push({
                path: child,
                error: `${openApiPath(child)}: Duplicate value: ${what}`,
                expected: schema.listType === 'map' ? `unique ${schema.listMapKeys.join(', ')}` : 'unique items',
                actual: `a second ${what}`,
                keyword: 'x-kubernetes-list-type',
                at: item,
            });
        }
        seen.add(key);
    });
    return errors;
}
/** The JSON text of the list of the item's key values (null for a missing one), built without the list. */
function mapListKey(item, keys) {
    if (item.kind !== 'map')
        return undefined;
    let text = '[';
    for (let i = 0; i < keys.length; ++i) {
        const v = item.entries.get(keys[i]);
        if (i > 0)
            text += ',';
        if (v === undefined)
            text += 'null';
        else
            text += JSON.stringify(v.kind === 'scalar' ? v.value : canonical(toJson(v)));
    }
    return `${text}]`;
}
function mapKeyText(item, keys) {
    if (item.kind !== 'map')
        return '';
    const parts = keys.map((k) => {
        const v = item.entries.get(k);
        return `"${k}":${v === undefined ? 'null' : JSON.stringify(toJson(v))}`;
    });
    return `map[string]interface {}{${parts.join(', ')}}`;
}
function mapListIndex(items, keys) {
    const out = new Map();
    for (const item of items) {
        const key = mapListKey(item, keys);
        if (key !== undefined && !out.has(key))
            out.set(key, item);
    }
    return out;
}
function canonical(value) {
    if (Array.isArray(value))
        return value.map(canonical);
    if (value !== null && typeof value === 'object') {
        const out = {};
        for (const k of Object.keys(value).sort())
            out[k] = canonical(value[k]);
        return out;
    }
    return value;
}
/** ValidFieldPath: `.a.b`, `['a.b']`; a key under additionalProperties is printed as `[key]`. */
function fieldPathOf(text, schema, base) {
    const out = [...base];
    let current = schema;
    const tokens = text.match(/\.[^.[\]]+|\['(?:[^'\\]|\\.)*'\]/g) ?? [];
    for (const token of tokens) {
        const name = token.startsWith('.') ? token.slice(1) : token.slice(2, -2).replace(/\\(.)/g, '$1');
        if (current && current.properties.size > 0) {
            out.push(name);
            current = current.properties.get(name);
        }
        else if (current && typeof current.additionalProperties === 'object') {
            out.push(new load_path/* MapKey */.o(name));
            current = current.additionalProperties;
        }
        else
            out.push(name);
    }
    return out;
}
function allOfHasRules(schema) {
    return schema.allOf.some((s) => s.rules.length > 0);
}
function typeMatches(type, v) {
    switch (type) {
        case 'object':
            return v.kind === 'map';
        case 'array':
            return v.kind === 'seq';
        case 'string':
            return v.kind === 'scalar' && typeof v.value === 'string';
        case 'boolean':
            return v.kind === 'scalar' && typeof v.value === 'boolean';
        case 'integer':
            return v.kind === 'scalar' && typeof v.value === 'number' && Number.isInteger(v.value);
        case 'number':
            return v.kind === 'scalar' && typeof v.value === 'number';
        default:
            return true;
    }
}
function isIntOrString(v) {
    return v.kind === 'scalar' && (typeof v.value === 'string' || Number.isInteger(v.value));
}
function jsonType(v) {
    if (v.kind === 'map')
        return 'object';
    if (v.kind === 'seq')
        return 'array';
    const value = v.value;
    if (value === null)
        return 'null';
    if (typeof value === 'number')
        return Number.isInteger(value) ? 'integer' : 'number';
    return typeof value;
}
/** A value as messages name it: `the string "abc"`, `the number 3`, `a list`. */
function describe(v) {
    if (v.kind === 'map')
        return 'an object';
    if (v.kind === 'seq')
        return 'a list';
    const value = v.value;
    if (value === null)
        return 'null';
    if (typeof value === 'string')
        return `the string ${quote(value)}`;
    return typeof value === 'number' ? `the number ${value}` : `the boolean ${String(value)}`;
}
/** field.Error's rendering of a bad value: strings quoted, numbers and booleans bare, others as JSON. */
function badValue(v) {
    if (v.kind !== 'scalar')
        return quote(v.kind === 'map' ? 'object' : 'array');
    const value = v.value;
    return typeof value === 'string' ? quote(value) : String(value);
}
function quote(text) {
    return JSON.stringify(text);
}
function validate_isNull(v) {
    return v.kind === 'scalar' && v.value === null;
}
/** kube-openapi's path names: every key after a dot, indexes in brackets. */
function openApiPath(path) {
    let out = '';
    for (const s of path) {
        if (typeof s === 'number')
            out += `[${s}]`;
        else {
            const key = s instanceof load_path/* MapKey */.o ? s.key : s;
            out += out === '' ? key : `.${key}`;
        }
    }
    return out;
}
/** field.Path as the API server prints it: map keys of additionalProperties in brackets. */
function pathText(path) {
    let out = '';
    for (const s of path) {
        if (typeof s === 'number')
            out += `[${s}]`;
        else if (s instanceof load_path/* MapKey */.o)
            out += `[${s.key}]`;
        else
            out += out === '' ? s : `.${s}`;
    }
    return out === '' ? '<root>' : out;
}

// EXTERNAL MODULE: ./src/builtin/bundle.ts + 2 modules
var builtin_bundle = __webpack_require__(1094);
// EXTERNAL MODULE: ./src/builtin/api-versions.ts
var api_versions = __webpack_require__(637);
;// CONCATENATED MODULE: ./src/builtin/openapi.ts
// The bundled schema of a built-in kind as a plain OpenAPI v3 object, for validators that compile
// schemas themselves (the vocabulary of a CRD's openAPIV3Schema). References are resolved lazily: a
// property, items, additionalProperties or oneOf entry that names a definition is a getter that builds
// the definition's object on first access, once per release, so recursive definitions (apiextensions
// JSONSchemaProps) are finite object cycles. Reading the bundle is file system access: call it before
// rules run, or from a rule's preparation, as BuiltinCatalog.loadFor does.


const converters = new Map();
/**
 * The schema of a built-in kind at a Kubernetes version (`latest` and versions outside the bundle use the
 * nearest bundled release, as unknown-fields does), or undefined when that release has no such kind.
 * `group` is empty for the core group.
 */
function builtinOpenApiSchema(kubernetesVersion, group, version, kind) {
    const bundle = (0,builtin_bundle/* openBundle */.hk)();
    const { release } = (0,api_versions/* chooseRelease */.b)(kubernetesVersion, bundle.versions);
    let converter = converters.get(release);
    if (!converter) {
        converter = new OpenApiConverter(bundle.release(release));
        converters.set(release, converter);
    }
    return converter.ofKind(`${(0,builtin_bundle/* apiVersionOf */.uO)(group, version)}/${kind}`);
}
class OpenApiConverter {
    release;
    named = new Map();
    constructor(release) {
        this.release = release;
    }
    ofKind(key) {
        const name = this.release.kinds.get(key);
        return name === undefined ? undefined : this.definition(name);
    }
    definition(name) {
        let found = this.named.get(name);
        if (!found) {
            const node = this.release.definitions.get(name);
            if (node === undefined)
                throw new Error(`bundled schema ${name} is missing`);
            found = this.convert(node);
            this.named.set(name, found);
        }
        return found;
    }
    convert(node) {
        if (typeof node === 'string')
            return this.definition(node);
        if (!(0,builtin_bundle/* isBody */.v3)(node)) {
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
    body(b) {
        const schema = {};
        if (b.t)
            schema.type = b.t;
        if (b.f)
            schema.format = b.f;
        const p = b.p;
        if (p) {
            const properties = {};
            for (const [key, value] of Object.entries(p))
                this.lazy(properties, key, value);
            schema.properties = properties;
        }
        if (b.r)
            schema.required = b.r;
        if (b.i !== undefined)
            this.lazy(schema, 'items', b.i);
        const a = b.a;
        if (a === true)
            schema.additionalProperties = true;
        else if (a !== undefined)
            this.lazy(schema, 'additionalProperties', a);
        if (b.e)
            schema.enum = b.e;
        if (b.o) {
            const oneOf = [];
            b.o.forEach((branch, i) => this.lazy(oneOf, i, branch));
            schema.oneOf = oneOf;
        }
        schema.nullable = true;
        if (b.io)
            schema['x-kubernetes-int-or-string'] = true;
        if (b.pu)
            schema['x-kubernetes-preserve-unknown-fields'] = true;
        if (b.lt)
            schema['x-kubernetes-list-type'] = b.lt;
        if (b.lk)
            schema['x-kubernetes-list-map-keys'] = b.lk;
        if (b.mt)
            schema['x-kubernetes-map-type'] = b.mt;
        if (b.k)
            schema['x-kubernetes-group-version-kind'] = b.k.map(([group, version, kind]) => ({
                group,
                version,
                kind,
            }));
        return schema;
    }
    /** `target[key]` is `node` converted on first access; afterwards a plain value. */
    lazy(target, key, node) {
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

// EXTERNAL MODULE: ./src/crd/registry.ts
var registry = __webpack_require__(7892);
;// CONCATENATED MODULE: ./src/rules/schema-validation/messages.ts
// What schema-validation says: the API server's own error first, then where the rule comes from and
// what was expected.


function violationMessage(v, resource, crd, version) {
    const expected = v.expected !== undefined && v.actual !== undefined ? ` Expected ${v.expected}, got ${v.actual}.` : '';
    const rule = v.rule !== undefined ? ` Rule: ${oneLine(v.rule)}.` : '';
    return (`${v.error}: the API server rejects this ${resource.kind}, so kubectl apply fails.${expected}${rule} ` +
        `From CRD ${crd.name} version ${version} (${(0,registry/* place */.ik)(crd.origin)}).`);
}
function notEvaluatedMessage(v, crd, version) {
    const rule = v.rule !== undefined ? `x-kubernetes-validations rule ${oneLine(v.rule)}` : 'a schema check';
    return (`not evaluated: ${v.notEvaluated ?? ''}. Admission Gate cannot judge ${rule} of CRD ${crd.name} version ${version} ` +
        `(${(0,registry/* place */.ik)(crd.origin)}) here; check it against a cluster.`);
}
function oneLine(text) {
    const flat = text.trim().replace(/\s+/g, ' ');
    return flat.length > 300 ? `\`${flat.slice(0, 300)}…\`` : `\`${flat}\``;
}
/** A built-in kind's violation: what the API server says or refuses, why, and how to fix it. */
function builtinViolationMessage(v, resource, release) {
    const at = pathText(v.path);
    const schema = `the ${resource.kind} schema of Kubernetes ${release}`;
    switch (v.keyword) {
        case 'type':
            return (`${at}: ${v.actual ?? 'the value'} is not ${article(v.expected ?? '')}: the API server decodes ${withArticle(resource.kind)} ` +
                `with Go's JSON decoder, which refuses it (json: cannot unmarshal ${goKind(v)} into a Go field of type ` +
                `${v.expected ?? ''}), so kubectl apply fails. ${typeFix(v)} From ${schema}.`);
        case 'x-kubernetes-list-type':
            return (`${v.error}: ${schema} declares this list a map keyed by ${v.expected?.replace(/^unique /, '') ?? 'its keys'}, ` +
                `so server-side apply (kubectl apply --server-side, Flux, Argo CD with ServerSideApply) refuses the object ` +
                `(duplicate entries for key), and merges by key cannot tell the entries apart; client-side apply ` +
                `refuses it where the API server's validation checks these keys. Remove or rename one of the entries.`);
        case 'format':
            return (`${at}: ${v.actual ?? 'the value'} is not ${formatName(v.expected ?? '')}: the API server's decoding of ` +
                `${withArticle(resource.kind)} refuses it, so kubectl apply fails. ${formatFix(v.expected ?? '')}From ${schema}.`);
        default: {
            const expected = v.expected !== undefined && v.actual !== undefined ? ` Expected ${v.expected}, got ${v.actual}.` : '';
            return `${v.error}: the API server refuses this ${resource.kind}, so kubectl apply fails.${expected} From ${schema}.`;
        }
    }
}
/** `a Deployment`, `an Ingress`. */
function withArticle(kind) {
    return /^[AEIOU]/.test(kind) ? `an ${kind}` : `a ${kind}`;
}
function article(type) {
    if (type === 'object')
        return 'an object';
    if (type === 'array')
        return 'a list';
    if (type === 'integer or string')
        return 'an integer or a string';
    return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}
/**
 * The JSON kind Go's decoder names in its error (encoding/json UnmarshalTypeError): `string`, `bool`,
 * `object`, `array`, `number`, and `number 1.5` for a fraction where an integer belongs.
 */
function goKind(v) {
    switch (v.actualType) {
        case 'boolean':
            return 'bool';
        case 'integer':
        case 'number':
            return v.expected === 'string' ? 'number' : `number ${String(v.value)}`;
        default:
            return v.actualType ?? 'value';
    }
}
function typeFix(v) {
    const value = v.value;
    const numeric = typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim());
    if (numeric && (v.expected === 'integer' || v.expected === 'number' || v.expected === 'integer or string'))
        return `Write ${value.trim()} without quotes.`;
    if (v.expected === 'string' && (typeof value === 'number' || typeof value === 'boolean'))
        return `Quote it: "${String(value)}".`;
    if (v.expected === 'object')
        return 'Write an object (key: value lines) here.';
    if (v.expected === 'array')
        return 'Write a list (lines starting with -) here.';
    return `Write ${article(v.expected ?? '')} here.`;
}
function formatName(expected) {
    if (expected === 'format byte')
        return 'base64 (format byte)';
    if (expected === 'format datetime')
        return 'an RFC 3339 date-time (format date-time)';
    return expected;
}
function formatFix(expected) {
    if (expected === 'format byte')
        return 'Encode the value in base64 (or, in a Secret, move it under stringData). ';
    if (expected === 'format datetime')
        return 'Write a time such as 2024-01-31T12:00:00Z. ';
    return '';
}

;// CONCATENATED MODULE: ./src/rules/schema-validation/builtin.ts
// Built-in kinds against the bundled OpenAPI of the Kubernetes release the scan judges: what the API
// server's decoding of the Go types refuses (a value of the wrong JSON type, bytes that are not base64,
// an int-or-string that is neither) and duplicate keys in lists the schema declares map lists. No
// defaulting and no pruning: built-in kinds are defaulted in Go, and unknown fields are unknown-fields'.
//
// Not `required`: the schema derives it from the Go types (no omitempty), the API server's hand-written
// validation decides what is really required (a probe header's value, a PriorityClass's value may be left
// out), and kustomize bases and strategic-merge patches, checked here as written, are partial objects by
// design (a base's spec.selector comes from commonLabels).





function* builtinFindings(resource, builtin, kubernetesVersion) {
    // An apiVersion or kind the release does not serve is unknown-fields' finding.
    if (!builtin.judge(resource).served)
        return;
    const openApi = builtinOpenApiSchema(kubernetesVersion, resource.group, resource.version, resource.kind);
    if (!openApi)
        return;
    const schema = (0,schema_schema/* compileSchema */.Fc)(openApi);
    const violations = validateObject(withoutStatus(raw(resource.root)), schema, {
        kubernetesVersion,
        // Names of built-in objects follow each kind's hand-written rules, not one format.
        checksName: false,
    });
    for (const violation of violations) {
        if (violation.keyword === 'required' || metadataDecoding(violation))
            continue;
        yield {
            path: violation.path,
            start: violation.start,
            end: violation.end,
            message: builtinViolationMessage(violation, resource, builtin.release),
        };
    }
}
// The API server resets the status of most kinds on create and update (their strategies' PrepareForCreate):
// a manifest's status is not what it validates.
function withoutStatus(root) {
    if (root.kind !== 'map' || !root.entries.has('status'))
        return root;
    const entries = new Map(root.entries);
    entries.delete('status');
    return { ...root, entries };
}
// unknown-fields decodes the object's metadata as the API server does and reports what fails (coerce.go).
function metadataDecoding(v) {
    return v.path[0] === 'metadata' && (v.keyword === 'type' || v.keyword === 'format');
}

;// CONCATENATED MODULE: ./src/rules/schema-validation/index.ts
// What the API server rejects in a custom resource: its CRD's OpenAPI v3 schema as kube-openapi checks
// it, list-type uniqueness and the CEL rules of x-kubernetes-validations (apiextensions-apiserver
// pkg/apiserver/validation, schema/listtype, schema/cel), on the object the API server would store (after
// pruning and defaulting), with ratcheting against the previous state of a pull request. Built-in kinds
// against the bundled OpenAPI of their Kubernetes release (builtin.ts).








const schemaValidation = {
    scope: 'resource',
    id: 'schema-validation',
    title: 'Objects their schema rejects',
    summary: 'Flags custom resources their CRD schema rejects (wrong types, values outside an enum or a pattern, missing required fields, duplicate list keys, failed x-kubernetes-validations CEL rules) and built-in kinds their Kubernetes OpenAPI rejects (wrong types, bytes that are not base64, duplicate keys in map lists), so `kubectl apply` fails after the pull request merged.',
    upstream: 'kubernetes/apiextensions-apiserver pkg/apiserver/validation/validation.go, pkg/apiserver/schema/cel/validation.go, pkg/apiserver/schema/listtype/validation.go; kubernetes api/openapi-spec/v3 (built-in kinds)',
    defaultSeverity: 'error',
    enabledByDefault: true,
    // OpenAPI v3 validation of custom resources is GA with apiextensions.k8s.io/v1 (v1.16).
    minKubernetesVersion: { major: 1, minor: 16 },
    previousCustomResources: true,
    usesBuiltinSchemas: true,
    prepare: () => undefined,
    *check(resource, context) {
        if ((0,catalog/* isBuiltinKind */.y)(resource)) {
            yield* builtinFindings(resource, context.workspace.builtin, context.kubernetesVersion);
            return;
        }
        if ((0,definition/* isCrd */.Ez)(resource) || !(0,custom_resource/* isCustomResourceGroup */.v)(resource.group))
            return;
        const crd = context.workspace.crds.find(resource.group, resource.kind, resource.version);
        const version = crd?.versions.find((v) => v.name === resource.version);
        // Unknown kinds and versions are unknown-fields' findings.
        if (!crd || !version?.served || !version.validation)
            return;
        const schema = (0,schema_schema/* compileSchema */.Fc)(version.validation);
        const options = { prunes: crd.prunes, dropStatus: version.statusSubresource === true };
        const stored = storedObject(resource.root, schema, options);
        const old = previousObject(resource, context.previous(resource));
        const violations = validateObject(stored, schema, {
            kubernetesVersion: context.kubernetesVersion,
            ...(old ? { old: storedObject(old.root, schema, options) } : {}),
        });
        for (const violation of violations) {
            const notEvaluated = violation.notEvaluated !== undefined;
            yield {
                path: violation.path,
                start: violation.start,
                end: violation.end,
                message: notEvaluated
                    ? notEvaluatedMessage(violation, crd, version.name)
                    : violationMessage(violation, resource, crd, version.name),
                ...(notEvaluated ? { severity: 'notice' } : {}),
            };
        }
    },
};
/** The previous object, when it was stored in the same version (a conversion is not ours to guess). */
function previousObject(resource, previous) {
    return previous?.apiVersion === resource.apiVersion ? previous : undefined;
}

;// CONCATENATED MODULE: ./src/rules/service-external-ips/index.ts
// Kubernetes' DenyServiceExternalIPs admission plugin (plugin/pkg/admission/network/
// denyserviceexternalips): on create every externalIP is denied, on update only values that were not
// in the old object's list. CVE-2020-8554: whoever can write a Service can claim traffic for any IP.

const serviceExternalIps = {
    scope: 'resource',
    id: 'service-external-ips',
    title: 'New Service externalIPs',
    summary: 'Flags externalIPs a change adds to a Service: DenyServiceExternalIPs rejects them, and they let anyone who can write a Service hijack traffic for an IP (CVE-2020-8554).',
    upstream: 'kubernetes/kubernetes plugin/pkg/admission/network/denyserviceexternalips/admission.go',
    defaultSeverity: 'error',
    // Traffic interception inside the cluster, CVE-2020-8554, which Kubernetes rated Medium.
    securitySeverity: 'medium',
    enabledByDefault: true,
    minKubernetesVersion: { major: 1, minor: 21 },
    previousKinds: ['/Service'],
    prepare: () => undefined,
    *check(resource, context) {
        if (!isCoreService(resource))
            return;
        const ips = externalIPsOf(resource);
        if (!ips)
            return;
        const previous = context.previous(resource);
        const previousList = previous && externalIPsOf(previous)?.list.items;
        const old = new Set(previousList?.map(entryString));
        const change = previous ? 'added to an existing Service' : 'on a new Service';
        for (const [index, node] of ips.list.items.entries()) {
            const value = entryString(node);
            if (old.has(value))
                continue;
            yield {
                path: ['spec', 'externalIPs', index],
                start: node.start,
                end: node.end,
                value,
                message: `externalIP ${JSON.stringify(value)} is ${change}: DenyServiceExternalIPs rejects it, because whoever can write a Service can claim traffic for any IP this way (CVE-2020-8554). ` +
                    `${EXTERNAL_IPS_ALTERNATIVES}.`,
            };
        }
    },
};

;// CONCATENATED MODULE: ./src/rules/skipped-file/index.ts
// What the gate could not check, as findings, for teams that want it to fail the gate: Helm templates,
// YAML that is not a Kubernetes object, files over maxFileSize, documents kubectl never reads. Off
// unless the config turns it on, and then only the base config can turn it off again.
const skippedFile = {
    scope: 'file',
    id: 'skipped-file',
    title: 'File or document the gate could not check',
    summary: 'Reports each file and document the scan skipped (templates, non-Kubernetes YAML, files over maxFileSize, documents kubectl never reads), for teams that want whatever the gate cannot judge to fail it.',
    upstream: "Admission Gate's own fail-closed option: kubectl applies what it can decode, whatever the gate skips",
    defaultSeverity: 'error',
    enabledByDefault: false,
    minKubernetesVersion: { major: 1, minor: 0 },
    *check({ skipped, lines }) {
        for (const skip of skipped) {
            const at = lines.lineStart(skip.line ?? 1);
            yield {
                path: [],
                start: at,
                end: at,
                message: `not checked: ${skip.reason.replace(/\.$/, '')}. With skipped-file on, whatever the gate cannot check fails it: make the file checkable, or waive it with an exception that names it.`,
            };
        }
    },
};

// EXTERNAL MODULE: ./src/crd/prune.ts + 1 modules
var prune = __webpack_require__(5141);
;// CONCATENATED MODULE: ./src/rules/unknown-fields/messages.ts
// What unknown-fields says: the API server's own words first (`unknown field "<path>"`, `no matches
// for kind`), then why it matters and the most likely fix (a misspelt name, a wrong indentation).



const LISTED_FIELDS = 12;
function noSchemaMessage(resource, kindsOfGroup, suggester) {
    const similar = suggester.closest(resource.kind, kindsOfGroup);
    return (`no schema for ${resource.apiVersion} ${resource.kind}: add its CRD to crds.paths (or a JSON Schema catalog to crds.schemaDirs) ` +
        'so that fields the API server would drop can be found' +
        (similar ? `. The known CRDs of ${resource.group} define "${similar}": is the kind misspelt?` : '.'));
}
function notServedMessage(resource, crd, version) {
    const served = crd.versions.filter((v) => v.served).map((v) => v.name);
    const why = version
        ? `the CRD ${crd.name} (${(0,registry/* place */.ik)(crd.origin)}) marks ${version.name} served: false`
        : `the CRD ${crd.name} (${(0,registry/* place */.ik)(crd.origin)}) has no version ${resource.version}`;
    const fix = served.length === 0
        ? 'It serves no version at all.'
        : `It serves ${served.join(', ')}: change apiVersion to ${crd.group}/${newestVersion(served)} and check the fields against that version's schema.`;
    return `no matches for kind "${resource.kind}" in version "${resource.apiVersion}": ${why}, so kubectl apply fails. ${fix}`;
}
function deprecatedMessage(resource, warning, moveTo) {
    return (`${resource.apiVersion} ${resource.kind} is deprecated: the API server answers every request with the warning ${JSON.stringify(warning)}. ` +
        (moveTo
            ? `Move to ${moveTo} before the version stops being served.`
            : 'Plan a move before the version stops being served.'));
}
/** kubectl's error for an apiVersion and kind of a built-in group that the Kubernetes version does not serve. */
function notServedBuiltinMessage(resource, verdict, target, suggester) {
    const head = `no matches for kind "${resource.kind}" in version "${resource.apiVersion}"`;
    const why = verdict.removedIn
        ? `Kubernetes ${verdict.removedIn} stopped serving it`
        : verdict.introducedIn
            ? `it is served from Kubernetes ${verdict.introducedIn} on`
            : verdict.servedBy
                ? `only Kubernetes ${range(verdict.servedBy)} served it`
                : verdict.kindsOfApiVersion.length > 0
                    ? `${resource.apiVersion} has no kind "${resource.kind}"`
                    : `Kubernetes ${target} does not serve ${resource.apiVersion}`;
    const similar = suggester.closest(resource.kind, verdict.kindsOfApiVersion);
    const fix = verdict.replacement
        ? `Use ${verdict.replacement}, and check the fields against it.`
        : (NO_REPLACEMENT[resource.kind] ?? (similar ? `Did you mean "${similar}"?` : ''));
    return `${head}: ${why}, so kubectl apply fails on a ${target} cluster.${fix ? ` ${fix}` : ''}`;
}
// Kinds removed without a successor kind, with the way forward the Kubernetes deprecation guide gives
// (kubernetes/website content/en/docs/reference/using-api/deprecation-guide.md, v1.25).
const NO_REPLACEMENT = {
    PodSecurityPolicy: 'PodSecurityPolicy has no successor kind: use Pod Security Admission (pod-security.kubernetes.io labels on the Namespace) or a third-party admission webhook.',
};
function range(versions) {
    const first = versions[0] ?? '';
    const last = versions.at(-1) ?? '';
    return first === last ? first : `${first} to ${last}`;
}
/**
 * `schemaName` says whose fields are listed: "the Widget schema (example.com/v1)". `later` is the first
 * newer Kubernetes release that declares the field, when one does, and the version judged.
 */
function unknownFieldMessage(field, schemaName, suggester, later) {
    const head = field.lenient
        ? `unknown field "${(0,load_path/* formatPath */.j)(field.path)}": the API server drops it silently, even under strict field validation (Go decodes this part leniently).`
        : `unknown field "${(0,load_path/* formatPath */.j)(field.path)}": the API server drops it silently.`;
    if (later) {
        return `${head} Kubernetes ${later.release} added it, and kubernetesVersion is ${later.target}: if the cluster runs ${later.release} or later, raise kubernetesVersion; otherwise remove it.`;
    }
    const key = field.entry.key;
    const declared = [...(field.schema?.properties.keys() ?? [])];
    const suggestion = suggester.closest(key, declared);
    if (suggestion)
        return `${head} Did you mean "${suggestion}"?`;
    const owner = field.object.entries.find((e) => {
        const sibling = field.schema?.properties.get(e.key);
        return e !== field.entry && (sibling?.properties.has(key) || sibling?.items?.properties.has(key));
    });
    if (owner)
        return `${head} "${owner.key}" beside it declares "${key}": is it indented one level too shallow?`;
    const container = field.path.at(-2);
    if (typeof container === 'string' && field.enclosing?.properties.has(key)) {
        return `${head} The schema declares "${key}" beside "${container}", not inside it: is it indented one level too deep?`;
    }
    if (declared.length === 0)
        return `${head} ${capitalize(schemaName)} declares no fields at this level; remove it.`;
    return `${head} ${capitalize(schemaName)} declares ${list(declared)} here; fix its name or indentation, or remove it.`;
}
function unknownMetaFieldMessage(field, suggester) {
    const head = `unknown field "${(0,load_path/* formatPath */.j)(field.path)}": ${field.struct} has no such field, so the API server drops it silently.`;
    const suggestion = suggester.closest(field.entry.key, field.declared);
    return suggestion
        ? `${head} Did you mean "${suggestion}"?`
        : `${head} Its fields are ${list(field.declared)}.`;
}
function invalidMessage(invalid) {
    const quote = invalid.expected === 'a string' && invalid.node.kind === 'scalar'
        ? ' Quote it if it is meant as text.'
        : '';
    return (`${(0,load_path/* formatPath */.j)(invalid.path)} must be ${invalid.expected}, not ${invalid.actual}: the API server cannot decode it ` +
        `and rejects the whole object.${quote}`);
}
function conflictMessage(resource, conflict) {
    const name = resource.name || 'this CRD';
    const places = conflict.others.map(registry/* place */.ik).join(', ');
    return conflict.used
        ? `CRD ${name} is defined again at ${places} with a different schema, scope or version list; ` +
            'this definition is the one custom resources are checked against. Keep one copy, or make the copies identical.'
        : `CRD ${name} is defined differently at ${places}, which is the one custom resources are checked against; ` +
            'this definition is ignored. Keep one copy, or make the copies identical.';
}
function newestVersion(versions) {
    return [...versions].sort((a, b) => (0,definition/* compareKubeAwareVersions */.u0)(b, a))[0] ?? '';
}
function list(names) {
    const shown = names.slice(0, LISTED_FIELDS).join(', ');
    return names.length > LISTED_FIELDS ? `${shown} and ${names.length - LISTED_FIELDS} more` : shown;
}
function capitalize(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}

;// CONCATENATED MODULE: ./src/rules/unknown-fields/index.ts
// Fields the API server drops. Custom resources: CRD structural pruning (KEP-2332) drops every field the
// schema of their version does not declare, and metadata is decoded strictly as ObjectMeta
// (apiextensions-apiserver pruning/algorithm.go, objectmeta/coerce.go, customresource_handler.go).
// Built-in kinds: the API server decodes them into Go structs, case-sensitively, and drops every key no
// field has (strict decoding reports it as an unknown field: sigs.k8s.io/json, apimachinery
// serializer/json); the bundled schemas of kubernetesVersion describe those structs.
// Beyond upstream: an unknown CRD is a notice, and unserved or deprecated versions are reported.







const unknownFields = {
    scope: 'resource',
    id: 'unknown-fields',
    title: 'Fields the API server drops, and apiVersions it does not serve',
    summary: 'Flags fields that the schema of a custom resource or built-in kind does not declare: the API server drops them (CRD pruning, KEP-2332; strict decoding of built-in kinds), so `spec.replcias: 3` does nothing; and apiVersions the Kubernetes version does not serve.',
    upstream: 'kubernetes/apiextensions-apiserver pkg/apiserver/schema/pruning/algorithm.go, pkg/apiserver/schema/objectmeta/coerce.go; sigs.k8s.io/json (strict decoding of built-in kinds); k8s.io/apiserver pkg/endpoints/deprecation',
    defaultSeverity: 'error',
    enabledByDefault: true,
    // Pruning is the default for every apiextensions.k8s.io/v1 CRD (GA in v1.16).
    minKubernetesVersion: { major: 1, minor: 16 },
    usesBuiltinSchemas: true,
    prepare: () => undefined,
    *check(resource, context) {
        const crds = context.workspace.crds;
        if ((0,definition/* isCrd */.Ez)(resource)) {
            const conflict = crds.conflictOf(resource);
            const name = (0,yaml_node/* nodeAt */.oB)(resource.root, ['metadata', 'name']) ?? resource.root;
            if (conflict) {
                yield {
                    path: ['metadata', 'name'],
                    start: name.start,
                    end: name === resource.root ? name.start : name.end,
                    severity: 'warning',
                    message: conflictMessage(resource, conflict),
                };
            }
        }
        if ((0,catalog/* isBuiltinKind */.y)(resource))
            yield* builtinKind(resource, context.workspace.builtin, context.suggester);
        else if ((0,custom_resource/* isCustomResourceGroup */.v)(resource.group))
            yield* customResource(resource, crds, context);
    },
};
function* customResource(resource, crds, context) {
    const at = valueAt(resource, 'apiVersion');
    const crd = crds.find(resource.group, resource.kind, resource.version);
    if (!crd) {
        if (context.firstInFile(`${resource.group}/${resource.kind}`)) {
            yield {
                ...at,
                severity: 'notice',
                message: noSchemaMessage(resource, crds.kindsOf(resource.group), context.suggester),
            };
        }
        return;
    }
    const version = crd.versions.find((v) => v.name === resource.version);
    if (!version?.served) {
        yield { ...at, severity: 'error', message: notServedMessage(resource, crd, version) };
        return;
    }
    if (version.deprecated) {
        const current = crd.versions.filter((v) => v.served && !v.deprecated).map((v) => v.name);
        const moveTo = current.length > 0 ? `${crd.group}/${newestVersion(current)}` : undefined;
        yield {
            ...at,
            severity: 'warning',
            message: deprecatedMessage(resource, (0,definition/* deprecationWarning */.lt)(crd, version), moveTo),
        };
    }
    const label = `the ${resource.kind} schema (${crd.group}/${resource.version})`;
    const { suggester } = context;
    yield* prunedFields(resource, version.schema, crd.prunes, () => (field) => unknownFieldMessage(field, label, suggester), suggester);
}
function* builtinKind(resource, builtin, suggester) {
    const verdict = builtin.judge(resource);
    if (!verdict.served) {
        // A kind its apiVersion never had, beside kinds it has, is a misspelt kind; anything else is the apiVersion's fault.
        const kindTypo = verdict.kindsOfApiVersion.length > 0 &&
            !verdict.removedIn &&
            !verdict.introducedIn &&
            !verdict.servedBy &&
            !verdict.replacement;
        const at = valueAt(resource, kindTypo ? 'kind' : 'apiVersion');
        yield {
            ...at,
            severity: 'error',
            message: notServedBuiltinMessage(resource, verdict, builtin.target, suggester),
        };
        return;
    }
    if (verdict.warning !== undefined) {
        yield {
            ...valueAt(resource, 'apiVersion'),
            severity: 'warning',
            message: deprecatedMessage(resource, verdict.warning, verdict.replacement),
        };
    }
    const schema = builtin.schema(resource);
    if (!schema)
        return;
    const label = `the ${resource.kind} schema of Kubernetes ${builtin.release}`;
    yield* prunedFields(resource, schema, true, (unknown) => {
        // A field a newer release declares is most often right for a newer cluster than kubernetesVersion says.
        const added = builtin.addedLater(resource, new Set(unknown.map((f) => (0,load_path/* formatPath */.j)(f.path))));
        return (field) => {
            const release = added.get((0,load_path/* formatPath */.j)(field.path));
            return release
                ? unknownFieldMessage(field, label, suggester, { release, target: builtin.target })
                : unknownFieldMessage(field, label, suggester);
        };
    }, suggester);
}
// Strategic-merge-patch directives (k8s.io/apimachinery strategicpatch): a file that holds them is a patch,
// which kustomize consumes, not an object anyone applies; no schema declares them.
const PATCH_DIRECTIVE = /^\$(patch|retainKeys)$|^\$(setElementOrder|deleteFromPrimitiveList)\//;
/** The value of a top-level key (apiVersion, kind), where findings about it point. */
function valueAt(resource, key) {
    const found = (0,yaml_node/* entry */.f_)(resource.root, key);
    return { path: [key], start: found?.value.start ?? 0, end: found?.value.end ?? 0 };
}
function* prunedFields(resource, schema, prunes, messages, suggester) {
    const report = (0,prune/* pruneReport */.b)(resource.root, schema, prunes);
    // A value ObjectMeta cannot decode fails the whole request: nothing is pruned, nothing warned about.
    if (report.invalid.length > 0) {
        for (const invalid of report.invalid) {
            yield {
                path: invalid.path,
                start: invalid.node.start,
                end: invalid.node.end,
                severity: 'error',
                message: invalidMessage(invalid),
            };
        }
        return;
    }
    for (const field of report.unknownMeta) {
        yield {
            path: field.path,
            start: field.entry.keyStart,
            end: field.entry.keyEnd,
            message: unknownMetaFieldMessage(field, suggester),
        };
    }
    const unknown = report.unknown.filter((field) => !PATCH_DIRECTIVE.test(field.entry.key));
    if (unknown.length === 0)
        return;
    const messageOf = messages(unknown);
    for (const field of unknown) {
        yield {
            path: field.path,
            start: field.entry.keyStart,
            end: field.entry.keyEnd,
            message: messageOf(field),
        };
    }
}

;// CONCATENATED MODULE: ./src/rules/yaml-syntax/index.ts
// What kubectl cannot decode, or decodes otherwise than it reads: documents that do not parse, values and
// keys JSON cannot hold, Lists kubectl refuses, duplicate keys. One bad document never hides the others.
const yamlSyntax = {
    scope: 'file',
    id: 'yaml-syntax',
    title: 'Manifests kubectl cannot decode',
    summary: 'Reports documents kubectl cannot decode (syntax, tags, keys and values JSON cannot hold, Lists it refuses) or that strict decoding rejects (duplicate keys).',
    upstream: 'kubernetes/kubernetes staging/src/k8s.io/apiserver/pkg/endpoints/handlers/rest.go (strict decoding)',
    defaultSeverity: 'error',
    enabledByDefault: true,
    minKubernetesVersion: { major: 1, minor: 0 },
    *check({ errors }) {
        for (const error of errors) {
            // Messages that say what kubectl does with the document need no generic ending.
            const message = error.message.replace(/\.$/, '');
            yield {
                path: [],
                start: error.start,
                end: error.end,
                message: message.includes('kubectl')
                    ? `${message}.`
                    : `${message}. kubectl and the API server reject this document until it parses.`,
            };
        }
    },
};

;// CONCATENATED MODULE: ./src/rules/registry.ts
// Every rule the engine knows. Adding a rule: a folder under rules/ and one line here.











const RULES = [
    yamlSyntax,
    skippedFile,
    serviceExternalIps,
    externalIpCidr,
    externalIpValidity,
    probeHost,
    podSecurity,
    unknownFields,
    schemaValidation,
    render_error/* renderError */.v,
    ...rules/* POLICY_RULES */.b2,
];
function findRule(id) {
    return RULES.find((r) => r.id === id);
}


/***/ }),

/***/ 9439:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ renderError)
/* harmony export */ });
// A kustomization root or Helm chart that cannot be rendered: what it deploys cannot be judged, and
// `kubectl apply -k`, Argo CD or Flux would fail on it the same way. Its findings come from the render
// stage (src/render/), which runs the tools.
const renderError = {
    scope: 'render',
    id: 'render-error',
    title: 'Kustomization or chart that does not render',
    summary: 'Reports kustomization roots and Helm charts that do not render (the tool fails, a remote or missing base, no kustomize or helm installed): what they deploy cannot be judged.',
    upstream: 'kustomize build (sigs.k8s.io/kustomize) and helm template (helm.sh/helm/v3)',
    defaultSeverity: 'error',
    enabledByDefault: true,
    minKubernetesVersion: { major: 1, minor: 0 },
};


/***/ }),

/***/ 3182:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G_: () => (/* binding */ isDiffAware),
/* harmony export */   eR: () => (/* binding */ OptionError),
/* harmony export */   fs: () => (/* binding */ docsUrl)
/* harmony export */ });
// The contract of a rule: metadata that describes it, and a pure check. Rules see parsed resources,
// their prepared options and a context; no file system, network or environment.
/** Thrown by `prepare` for an option that passed the schema but makes no sense (an invalid CIDR). */
class OptionError extends Error {
    path;
    constructor(path, message) {
        super(message);
        this.path = path;
    }
}
function docsUrl(id) {
    return `https://github.com/admission-gate/admission-gate/blob/main/docs/rules/${id}.md`;
}
/**
 * Whether the rule reads the previous state (the objects before the change) and so judges the change
 * itself: such rules keep their semantics in every filter-mode.
 */
function isDiffAware(rule) {
    return (rule.scope === 'resource' &&
        ((rule.previousKinds?.length ?? 0) > 0 || rule.previousCustomResources === true));
}


/***/ }),

/***/ 4552:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fc: () => (/* binding */ compileSchema),
/* harmony export */   Gv: () => (/* binding */ isObject),
/* harmony export */   ZO: () => (/* binding */ isValidationKey),
/* harmony export */   q_: () => (/* binding */ isDataKey),
/* harmony export */   w0: () => (/* binding */ hasRules)
/* harmony export */ });
/* unused harmony export validationPart */
// A compiled OpenAPI v3 schema with the Kubernetes extensions, as the API server validates with it:
// the structural part (properties, items, additionalProperties, x-kubernetes-*), the value validations
// kube-openapi checks, and the CEL rules of x-kubernetes-validations. It is compiled from a plain JSON
// object, so a CRD's openAPIV3Schema and a built-in kind's OpenAPI schema compile alike.
// apiextensions-apiserver pkg/apiserver/validation/formats.go: every other format is ignored.
const SUPPORTED_FORMATS = new Set([
    'bsonobjectid',
    'uri',
    'email',
    'hostname',
    'ipv4',
    'ipv6',
    'cidr',
    'mac',
    'uuid',
    'uuid3',
    'uuid4',
    'uuid5',
    'isbn',
    'isbn10',
    'isbn13',
    'creditcard',
    'ssn',
    'hexcolor',
    'rgbcolor',
    'byte',
    'password',
    'date',
    'duration',
    'datetime',
]);
const TYPES = new Set(['object', 'array', 'string', 'integer', 'number', 'boolean']);
/** The keys of a schema that matter for validation: descriptions and examples are dropped. */
const KEPT_KEYS = new Set([
    'type',
    'nullable',
    'x-kubernetes-int-or-string',
    'x-kubernetes-preserve-unknown-fields',
    'x-kubernetes-embedded-resource',
    'properties',
    'additionalProperties',
    'items',
    'default',
    'enum',
    'format',
    'pattern',
    'minimum',
    'maximum',
    'exclusiveMinimum',
    'exclusiveMaximum',
    'multipleOf',
    'minLength',
    'maxLength',
    'minItems',
    'maxItems',
    'minProperties',
    'maxProperties',
    'required',
    'allOf',
    'anyOf',
    'oneOf',
    'not',
    'x-kubernetes-list-type',
    'x-kubernetes-list-map-keys',
    'x-kubernetes-map-type',
    'x-kubernetes-validations',
]);
/** Whether validation reads this key of a schema (descriptions and examples it does not). */
function isValidationKey(key) {
    return KEPT_KEYS.has(key);
}
/** Keys whose values are data, not schemas: kept whole. */
function isDataKey(key) {
    return key === 'default' || key === 'enum' || key === 'x-kubernetes-validations';
}
/**
 * The part of a JSON schema that validation reads: what a registry keeps and copies to worker threads
 * (descriptions are most of a CRD's bytes). Values under `default` and `enum` are kept whole.
 */
function validationPart(schema) {
    if (!isObject(schema))
        return schema;
    const out = {};
    for (const [key, value] of Object.entries(schema)) {
        if (!KEPT_KEYS.has(key))
            continue;
        if (key === 'properties' && isObject(value)) {
            const properties = {};
            for (const [name, property] of Object.entries(value))
                properties[name] = validationPart(property);
            out[key] = properties;
        }
        else if (isDataKey(key))
            out[key] = value;
        else if (Array.isArray(value))
            out[key] = value.map(validationPart);
        else
            out[key] = validationPart(value);
    }
    return out;
}
/** Compiles a schema object; each object is compiled once per thread, however often it is asked for. */
function compileSchema(schema) {
    let compiled = compiledSchemas.get(schema);
    if (!compiled) {
        compiled = compile(schema);
        compiledSchemas.set(schema, compiled);
    }
    return compiled;
}
const compiledSchemas = new WeakMap();
const EMPTY = {};
const NO_PROPERTIES = new Map();
function compile(s) {
    const schema = compileChecks(s);
    return { ...schema, typeOnly: isTypeOnly(schema) };
}
function isTypeOnly(s) {
    return (!s.intOrString &&
        s.enum === undefined &&
        s.format === undefined &&
        s.pattern === undefined &&
        s.minimum === undefined &&
        s.maximum === undefined &&
        s.multipleOf === undefined &&
        s.minLength === undefined &&
        s.maxLength === undefined &&
        s.minItems === undefined &&
        s.maxItems === undefined &&
        s.minProperties === undefined &&
        s.maxProperties === undefined &&
        s.required.length === 0 &&
        s.allOf.length + s.anyOf.length + s.oneOf.length === 0 &&
        s.not === undefined &&
        s.listType !== 'set' &&
        s.listType !== 'map');
}
function compileChecks(s) {
    const declared = s['properties'];
    const properties = isObject(declared) ? new LazyProperties(declared) : NO_PROPERTIES;
    const additional = s['additionalProperties'];
    const type = s['type'];
    const format = typeof s['format'] === 'string' ? s['format'].replaceAll('-', '') : undefined;
    const listType = s['x-kubernetes-list-type'];
    const mapType = s['x-kubernetes-map-type'];
    return {
        type: typeof type === 'string' && TYPES.has(type) ? type : undefined,
        nullable: s['nullable'] === true,
        intOrString: s['x-kubernetes-int-or-string'] === true,
        preserveUnknownFields: s['x-kubernetes-preserve-unknown-fields'] === true,
        embeddedResource: s['x-kubernetes-embedded-resource'] === true,
        properties: properties.size > 0 ? properties : NO_PROPERTIES,
        additionalProperties: typeof additional === 'boolean'
            ? additional
            : isObject(additional)
                ? compileSchema(additional)
                : undefined,
        items: isObject(s['items']) ? compileSchema(s['items']) : undefined,
        ...('default' in s ? { default: { value: s['default'] ?? null } } : {}),
        enum: Array.isArray(s['enum']) ? s['enum'] : undefined,
        format: format !== undefined && SUPPORTED_FORMATS.has(format) ? format : undefined,
        pattern: typeof s['pattern'] === 'string' ? s['pattern'] : undefined,
        minimum: numberOf(s['minimum']),
        maximum: numberOf(s['maximum']),
        exclusiveMinimum: s['exclusiveMinimum'] === true,
        exclusiveMaximum: s['exclusiveMaximum'] === true,
        multipleOf: numberOf(s['multipleOf']),
        minLength: numberOf(s['minLength']),
        maxLength: numberOf(s['maxLength']),
        minItems: numberOf(s['minItems']),
        maxItems: numberOf(s['maxItems']),
        minProperties: numberOf(s['minProperties']),
        maxProperties: numberOf(s['maxProperties']),
        required: strings(s['required']),
        allOf: schemas(s['allOf']),
        anyOf: schemas(s['anyOf']),
        oneOf: schemas(s['oneOf']),
        not: isObject(s['not']) ? compileSchema(s['not']) : undefined,
        listType: listType === 'atomic' || listType === 'set' || listType === 'map' ? listType : undefined,
        listMapKeys: strings(s['x-kubernetes-list-map-keys']),
        mapType: mapType === 'atomic' || mapType === 'granular' ? mapType : undefined,
        rules: rules(s['x-kubernetes-validations']),
    };
}
/**
 * Properties compiled when first looked up: a scan visits a small part of a big CRD's schema (a
 * prometheus-operator CRD declares thousands of fields), and compiling the rest would be wasted.
 */
class LazyProperties {
    declared;
    names;
    compiled = new Map();
    constructor(declared) {
        this.declared = declared;
        this.names = Object.keys(declared);
    }
    get size() {
        return this.names.length;
    }
    get(name) {
        let found = this.compiled.get(name);
        if (found === undefined && Object.hasOwn(this.declared, name)) {
            found = compileSchema(asObject(this.declared[name]));
            this.compiled.set(name, found);
        }
        return found;
    }
    has(name) {
        return Object.hasOwn(this.declared, name);
    }
    forEach(callback) {
        for (const [name, schema] of this.entries())
            callback(schema, name, this);
    }
    *entries() {
        for (const name of this.names)
            yield [name, compileSchema(asObject(this.declared[name]))];
    }
    keys() {
        return this.names[Symbol.iterator]();
    }
    *values() {
        for (const [, schema] of this.entries())
            yield schema;
    }
    [Symbol.iterator]() {
        return this.entries();
    }
}
function rules(value) {
    if (!Array.isArray(value))
        return [];
    const out = [];
    for (const entry of value) {
        if (!isObject(entry) || typeof entry['rule'] !== 'string')
            continue;
        const text = (key) => typeof entry[key] === 'string' ? { [key]: entry[key] } : {};
        out.push({
            rule: entry['rule'],
            ...text('message'),
            ...text('messageExpression'),
            ...text('reason'),
            ...text('fieldPath'),
            optionalOldSelf: entry['optionalOldSelf'] === true,
        });
    }
    return out;
}
function schemas(value) {
    return Array.isArray(value) ? value.map((v) => compileSchema(asObject(v))) : [];
}
function strings(value) {
    return Array.isArray(value)
        ? value.filter((v) => typeof v === 'string')
        : [];
}
function numberOf(value) {
    return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function asObject(value) {
    return isObject(value) ? value : EMPTY;
}
/** Whether a schema node or anything below it has CEL rules (nodes without any are skipped quickly). */
function hasRules(schema) {
    let known = withRules.get(schema);
    if (known === undefined) {
        withRules.set(schema, false); // a schema may reach itself through shared nodes
        known =
            schema.rules.length > 0 ||
                [...schema.properties.values()].some(hasRules) ||
                (typeof schema.additionalProperties === 'object' && hasRules(schema.additionalProperties)) ||
                (schema.items !== undefined && hasRules(schema.items)) ||
                schema.allOf.some(hasRules);
        withRules.set(schema, known);
    }
    return known;
}
const withRules = new WeakMap();


/***/ }),

/***/ 3206:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FK: () => (/* binding */ isInside),
/* harmony export */   Fv: () => (/* binding */ walkFiles),
/* harmony export */   XF: () => (/* binding */ readRegularFile),
/* harmony export */   ZO: () => (/* binding */ discoverFiles),
/* harmony export */   qg: () => (/* binding */ FileReader),
/* harmony export */   vp: () => (/* binding */ helmChartDetector),
/* harmony export */   yE: () => (/* binding */ toRelative)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(182);
/* harmony import */ var _select_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7823);
/* harmony import */ var _source_file_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3863);
// Finding and reading files on disk under the scan root. Directories named .git or node_modules are never
// entered; symbolic links are followed only when they stay inside the root; only regular files are read.





const NEVER_ENTER = new Set(['.git', 'node_modules']);
function toRelative(root, absolute) {
    return node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(root, absolute).split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).join('/');
}
function isInside(root, absolute) {
    const rel = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(root, absolute);
    return rel !== '..' && !rel.startsWith(`..${(node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)}`) && !node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(rel);
}
/**
 * The bytes of a file that a repository may have planted anything at. With a `boundary` (a real path),
 * a file whose real location leaves it or lies in a .git folder (through symbolic links) is refused:
 * a checkout's .git/config can hold the token it was fetched with. Anything but a regular file is
 * refused unread (a FIFO would block, a device never end), and a file over `maxBytes` unread.
 */
function readRegularFile(file, maxBytes, boundary) {
    return new FileReader(boundary).read(file, maxBytes);
}
/**
 * readRegularFile for many files: the real path of each folder is resolved once, and a file is opened
 * without following a link, so an ordinary file costs open, fstat, read and close (resolving every path
 * component of every file was a tenth of a scan). A link, or any error, takes the slow path, which says
 * exactly why a file is refused.
 */
class FileReader {
    boundary;
    /** A folder's real path, and whether files in it are refused (outside the boundary, in .git). */
    folders = new Map();
    constructor(boundary) {
        this.boundary = boundary;
    }
    /** A buffer reused by `readTransient`, grown to the largest file read that way. */
    scratch = Buffer.allocUnsafe(64 * 1024);
    read(file, maxBytes) {
        return this.readInto(file, maxBytes, false);
    }
    /**
     * `read` into a buffer this reader reuses: the bytes are valid until its next read, for a caller that
     * looks at every file and keeps few (allocating a buffer per file was a tenth of reading them).
     */
    readTransient(file, maxBytes) {
        return this.readInto(file, maxBytes, true);
    }
    readInto(file, maxBytes, transient) {
        const folder = this.folder(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(file));
        const name = node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(file);
        if (folder === null || (name === '.git' && this.boundary !== undefined)) {
            return readResolved(file, maxBytes, this.boundary);
        }
        if (folder.refused !== undefined)
            return refuse(folder.refused);
        let fd;
        try {
            // O_NONBLOCK: opening a FIFO returns at once, and fstat then refuses it unread.
            fd = node_fs__WEBPACK_IMPORTED_MODULE_0___default().openSync(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(folder.real, name), OPEN_NO_LINK);
        }
        catch {
            return readResolved(file, maxBytes, this.boundary);
        }
        try {
            const stat = node_fs__WEBPACK_IMPORTED_MODULE_0___default().fstatSync(fd);
            if (!stat.isFile())
                return refuse(NOT_REGULAR);
            if (stat.size > maxBytes)
                return refuse((0,_source_file_js__WEBPACK_IMPORTED_MODULE_4__/* .tooLargeReason */ .A)(stat.size, maxBytes));
            if (!transient)
                return { ok: true, bytes: readAll(fd, stat.size) };
            // One byte more than fstat says, to see a file that grew since: it is then read whole.
            if (this.scratch.length <= stat.size)
                this.scratch = Buffer.allocUnsafe(stat.size * 2 + 1);
            const read = node_fs__WEBPACK_IMPORTED_MODULE_0___default().readSync(fd, this.scratch, 0, stat.size + 1, 0);
            if (read > stat.size)
                return { ok: true, bytes: readAll(fd, stat.size) };
            return { ok: true, bytes: this.scratch.subarray(0, read) };
        }
        catch (e) {
            return refuse(`cannot read: ${e.message}`);
        }
        finally {
            node_fs__WEBPACK_IMPORTED_MODULE_0___default().closeSync(fd);
        }
    }
    folder(dir) {
        let known = this.folders.get(dir);
        if (known === undefined) {
            known = this.resolveFolder(dir);
            this.folders.set(dir, known);
        }
        return known;
    }
    resolveFolder(dir) {
        let real;
        try {
            real = node_fs__WEBPACK_IMPORTED_MODULE_0___default().realpathSync.native(dir);
        }
        catch {
            return null;
        }
        const { boundary } = this;
        if (boundary === undefined)
            return { real };
        if (!isInside(boundary, real))
            return { real, refused: OUTSIDE };
        if (toRelative(boundary, real).split('/').includes('.git'))
            return { real, refused: IN_GIT };
        return { real };
    }
}
const OPEN_NO_LINK = (node_fs__WEBPACK_IMPORTED_MODULE_0___default().constants).O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0___default().constants).O_NOFOLLOW | (node_fs__WEBPACK_IMPORTED_MODULE_0___default().constants).O_NONBLOCK;
const NOT_REGULAR = 'not a regular file: not read';
const OUTSIDE = 'a symbolic link to a file outside the scan root: not read';
const IN_GIT = 'inside a .git folder: not read';
/** The file's bytes; a file that grew since fstat is read to its end, one that shrank to its new end. */
function readAll(fd, size) {
    const chunks = [];
    let total = 0;
    for (let chunk = Buffer.allocUnsafe(Math.max(size, 1));; chunk = Buffer.allocUnsafe(64 * 1024)) {
        const read = node_fs__WEBPACK_IMPORTED_MODULE_0___default().readSync(fd, chunk, 0, chunk.length, null);
        if (read === 0)
            break;
        chunks.push(read === chunk.length ? chunk : chunk.subarray(0, read));
        total += read;
    }
    return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, total);
}
/** readRegularFile through every link, for what the fast path does not take, with the exact reason. */
function readResolved(file, maxBytes, boundary) {
    let real;
    let stat;
    try {
        real = node_fs__WEBPACK_IMPORTED_MODULE_0___default().realpathSync(file);
        stat = node_fs__WEBPACK_IMPORTED_MODULE_0___default().statSync(real);
    }
    catch (e) {
        const code = e.code;
        if (code === 'ELOOP')
            return refuse(LINK_LOOP);
        if (code !== 'ENOENT')
            return refuse(`cannot read: ${e.message}`);
        const dangling = node_fs__WEBPACK_IMPORTED_MODULE_0___default().lstatSync(file, { throwIfNoEntry: false })?.isSymbolicLink() ?? false;
        return dangling ? refuse('a symbolic link to nothing: not read') : refuse('file not found', true);
    }
    if (boundary !== undefined && !isInside(boundary, real))
        return refuse(OUTSIDE);
    if (boundary !== undefined && toRelative(boundary, real).split('/').includes('.git'))
        return refuse(IN_GIT);
    if (!stat.isFile())
        return refuse(NOT_REGULAR);
    if (stat.size > maxBytes)
        return refuse((0,_source_file_js__WEBPACK_IMPORTED_MODULE_4__/* .tooLargeReason */ .A)(stat.size, maxBytes));
    try {
        return { ok: true, bytes: node_fs__WEBPACK_IMPORTED_MODULE_0___default().readFileSync(real) };
    }
    catch (e) {
        return refuse(`cannot read: ${e.message}`);
    }
}
function refuse(reason, missing = false) {
    return { ok: false, reason, missing };
}
/**
 * Files under `paths` (relative to `root` or absolute) that the selection matches. A file named
 * explicitly is scanned even if `include` does not match it; `exclude` still applies. Links out of the
 * root, FIFOs and devices that the selection matches are listed too: reading them, the scan says why not.
 */
function discoverFiles(root, paths, selection) {
    const { matches, excluded } = (0,_select_js__WEBPACK_IMPORTED_MODULE_3__/* .compileSelection */ .q0)(selection);
    const realRoot = node_fs__WEBPACK_IMPORTED_MODULE_0___default().realpathSync(root);
    const found = new Set();
    const missing = [];
    const skipped = [];
    const skip = (absolute, reason) => {
        skipped.push({ file: toRelative(root, absolute), reason });
    };
    const outside = [];
    for (const given of paths) {
        const absolute = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(root, given);
        // A given path counts only if it really is inside the root, symbolic links resolved.
        const real = resolveLink(absolute);
        if (typeof real !== 'string') {
            if (real.loop)
                skip(absolute, LINK_LOOP);
            else
                missing.push(given);
            continue;
        }
        const stat = statOrUndefined(real);
        if (!stat)
            missing.push(given);
        else if (!isInside(realRoot, real))
            outside.push(given);
        else if (stat.isDirectory()) {
            walkFiles(absolute, realRoot, (file) => {
                const rel = toRelative(root, file);
                if (matches(rel))
                    found.add(rel);
            }, skip);
        }
        else if (!excluded(toRelative(root, absolute)))
            found.add(toRelative(root, absolute));
    }
    return { files: [...found].sort(), missing, outside, skipped };
}
const LINK_LOOP = 'a symbolic link in a loop: not read';
/**
 * Calls `visit` with the absolute path of every file under `dir`, in name order, never entering .git or
 * node_modules, nor a symbolic link to a folder. Entries that are no folder are all visited (FIFOs,
 * devices, links to files anywhere): `readRegularFile` refuses what it must, with its reason. What
 * cannot be entered (an unreadable folder, a link to a folder outside `boundary`, a link in a loop) goes
 * to `skip`; the walk never throws.
 */
function walkFiles(dir, boundary, visit, skip = () => { }) {
    let entries;
    try {
        entries = node_fs__WEBPACK_IMPORTED_MODULE_0___default().readdirSync(dir, { withFileTypes: true });
    }
    catch (e) {
        skip(dir, `cannot read the folder: ${e.message}`);
        return;
    }
    entries.sort((a, b) => (0,_model_js__WEBPACK_IMPORTED_MODULE_2__/* .compareStrings */ .Kt)(a.name, b.name));
    for (const entry of entries) {
        const absolute = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, entry.name);
        if (entry.isDirectory()) {
            if (!NEVER_ENTER.has(entry.name))
                walkFiles(absolute, boundary, visit, skip);
        }
        else if (entry.isSymbolicLink()) {
            const target = resolveLink(absolute);
            if (typeof target !== 'string' && target.loop)
                skip(absolute, LINK_LOOP);
            else if (typeof target === 'string' && statOrUndefined(target)?.isDirectory()) {
                // Never entered: a folder inside the root is walked where it is; one outside is not ours.
                if (!isInside(boundary, target)) {
                    skip(absolute, 'a symbolic link to a folder outside the scan root: not followed');
                }
            }
            else
                visit(absolute);
        }
        else
            visit(absolute);
    }
}
/** The real path of `file`, or why there is none: a loop of links, or nothing there. */
function resolveLink(file) {
    try {
        return node_fs__WEBPACK_IMPORTED_MODULE_0___default().realpathSync(file);
    }
    catch (e) {
        return { loop: e.code === 'ELOOP' };
    }
}
function statOrUndefined(file) {
    try {
        return node_fs__WEBPACK_IMPORTED_MODULE_0___default().statSync(file, { throwIfNoEntry: false });
    }
    catch {
        return undefined;
    }
}
/** True for files in the templates/ folder of a Helm chart (a Chart.yaml beside that folder). */
function helmChartDetector(root) {
    const charts = new Map();
    return (relativePath) => {
        const parts = relativePath.split('/');
        for (let i = parts.length - 2; i >= 0; i--) {
            if (parts[i] !== 'templates')
                continue;
            const chartDir = parts.slice(0, i).join('/');
            let isChart = charts.get(chartDir);
            if (isChart === undefined) {
                isChart = node_fs__WEBPACK_IMPORTED_MODULE_0___default().existsSync(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(root, chartDir, 'Chart.yaml'));
                charts.set(chartDir, isChart);
            }
            if (isChart)
                return true;
        }
        return false;
    };
}


/***/ }),

/***/ 7845:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  _E: () => (/* binding */ buildWorkspace),
  lh: () => (/* binding */ namespaceLabels),
  OH: () => (/* binding */ openWorkspace)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
var external_node_fs_default = /*#__PURE__*/__webpack_require__.n(external_node_fs_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/builtin/catalog.ts + 1 modules
var builtin_catalog = __webpack_require__(1457);
// EXTERNAL MODULE: ./src/load/text.ts + 1 modules
var load_text = __webpack_require__(2750);
// EXTERNAL MODULE: ./src/load/yaml/parse.ts + 10 modules
var parse = __webpack_require__(5431);
// EXTERNAL MODULE: ./src/source/files.ts
var source_files = __webpack_require__(3206);
;// CONCATENATED MODULE: ./src/crd/catalog.ts
// JSON Schema catalogs of custom resources, as kubeconform and the datree CRDs-catalog lay them out:
// one file per group, kind and version, `{group}/{kind}_{version}.json` with the kind in lower case.
// Files are read on demand: a catalog holds thousands of schemas and a scan needs a handful.





const DEFAULT_LAYOUT = '{group}/{kind}_{version}.json';
// An API group is a DNS subdomain; kinds and versions are alphanumeric.
const SAFE_GROUP = /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/;
const SAFE_NAME = /^[A-Za-z0-9]+$/;
// Our placeholders, and kubeconform's Go-template ones for the same values.
const PLACEHOLDERS = [
    [/\{group\}|\{\{\s*\.Group\s*\}\}/g, (g) => g],
    [/\{kind\}|\{\{\s*\.ResourceKind\s*\}\}/g, (_, k) => k.toLowerCase()],
    [/\{version\}|\{\{\s*\.ResourceAPIVersion\s*\}\}/g, (_, __, v) => v],
];
class SchemaCatalog {
    root;
    locations;
    compiler;
    notes;
    cache = new Map();
    realRoot;
    /**
     * `locations` are folders in the default layout or file templates with placeholders, relative to
     * `root` or absolute; schema files that exist but cannot be used are reported to `notes`.
     */
    constructor(root, locations, compiler, notes) {
        this.root = root;
        this.locations = locations;
        this.compiler = compiler;
        this.notes = notes;
        this.realRoot = external_node_fs_default().realpathSync(root);
    }
    /** The schema of one version of a kind, read from the first location that has it. */
    find(group, kind, version) {
        const key = (0,load_text/* detach */.Yo)(`${group}/${kind}/${version}`);
        let found = this.cache.get(key);
        if (found === undefined) {
            found = this.read(group, kind, version);
            this.cache.set(key, found);
        }
        return found ?? undefined;
    }
    /** The definition only if `find` read it before: no file system access. */
    cached(group, kind, version) {
        return this.cache.get(`${group}/${kind}/${version}`) ?? undefined;
    }
    read(group, kind, version) {
        // The names come from the manifests under review: never let them walk out of the catalog.
        if (!SAFE_GROUP.test(group) || !SAFE_NAME.test(kind) || !SAFE_NAME.test(version))
            return null;
        for (const location of this.locations) {
            const template = location.includes('{') ? location : external_node_path_default().join(location, DEFAULT_LAYOUT);
            const file = external_node_path_default().resolve(this.root, PLACEHOLDERS.reduce((text, [pattern, value]) => text.replace(pattern, () => value(group, kind, version)), template));
            const display = (0,source_files/* toRelative */.yE)(this.root, file);
            // Catalog folders inside the root are repository content; one outside is the config's choice.
            const read = (0,source_files/* readRegularFile */.XF)(file, Infinity, (0,source_files/* isInside */.FK)(this.root, file) ? this.realRoot : undefined);
            if (!read.ok) {
                if (!read.missing)
                    this.notes.push(`crds.schemaDirs: ${display}: ${read.reason}`);
                continue;
            }
            const doc = (0,parse/* parseYaml */.h)((0,load_text/* decodeText */.g7)(read.bytes))[0];
            if (doc?.root?.kind !== 'map') {
                this.notes.push(`crds.schemaDirs: ${display} is not a JSON Schema object; ignored`);
                continue;
            }
            const schema = this.compiler.compile(doc.root);
            return {
                name: display,
                group: (0,load_text/* detach */.Yo)(group),
                kind: (0,load_text/* detach */.Yo)(kind),
                clusterScoped: false,
                prunes: true,
                versions: [
                    { name: (0,load_text/* detach */.Yo)(version), served: true, deprecated: false, deprecationWarning: undefined, schema },
                ],
                origin: { file: display, line: 1, document: 0 },
            };
        }
        return null;
    }
}

// EXTERNAL MODULE: ./src/crd/structural.ts
var structural = __webpack_require__(7164);
// EXTERNAL MODULE: ./src/crd/registry.ts
var crd_registry = __webpack_require__(7892);
// EXTERNAL MODULE: ./src/cache.ts
var src_cache = __webpack_require__(7377);
// EXTERNAL MODULE: ./src/load/file.ts + 2 modules
var load_file = __webpack_require__(4902);
// EXTERNAL MODULE: ./src/crd/definition.ts
var definition = __webpack_require__(1054);
;// CONCATENATED MODULE: ./src/crd/sources.ts
// The CRD registry from the files that may hold CRDs, read but not yet parsed: compiled here, or taken
// from the cache when exactly these files (bytes, names, order, ranks) were compiled before. Parsing and
// compiling the 10 MB of CRDs a platform team keeps costs more than starting the tool; reading and hashing
// them costs a few milliseconds.




const CACHE_KIND = 'crd-registry';
function compileCrds(steps, cache) {
    if (!cache)
        return compile(steps);
    const key = (0,src_cache/* cacheKey */.k$)(steps.flatMap((step) => 'bytes' in step
        ? [JSON.stringify({ ...step, bytes: step.bytes.length }), step.bytes]
        : [JSON.stringify(step)]));
    const cached = cache.get(CACHE_KIND, key);
    if (cached)
        return cached;
    const compiled = compile(steps);
    cache.set(CACHE_KIND, key, { ...compiled, registry: (0,crd_registry/* packRegistry */.rg)(compiled.registry) });
    return compiled;
}
function compile(steps) {
    const builder = new crd_registry/* CrdRegistryBuilder */.Wn();
    const notes = [];
    const found = new Map();
    for (const step of steps) {
        if ('note' in step)
            notes.push(step.note);
        else if ('sourceEnd' in step) {
            if ((found.get(step.sourceEnd) ?? 0) > 0 || step.covered)
                continue;
            notes.push(step.file === undefined
                ? `crds.paths: ${step.sourceEnd} holds no CustomResourceDefinition`
                : `crds.paths: ${step.file}: no CustomResourceDefinition in it`);
        }
        else {
            const loaded = (0,load_file/* loadFile */.Z)({ path: step.file, bytes: step.bytes, inHelmChart: step.inHelmChart }, step.maxFileSize);
            for (const resource of loaded.resources) {
                if (step.given !== undefined && (0,definition/* isCrd */.Ez)(resource))
                    found.set(step.given, (found.get(step.given) ?? 0) + 1);
                builder.add(resource, step.source);
            }
            if (step.given === undefined)
                continue;
            const where = `crds.paths: ${step.file}`;
            for (const error of loaded.errors)
                notes.push(`${where}:${loaded.lines.position(error.start).line}: ${error.message}`);
            for (const skip of loaded.skipped)
                if (skip.document === undefined)
                    notes.push(`${where}: ${skip.reason}`);
        }
    }
    const registry = builder.build();
    return { registry, notes: [...notes, ...builder.notes] };
}

;// CONCATENATED MODULE: ./src/load/kind-text.ts
// Whether a file's text may hold an object of a kind, without parsing it: the repository-wide pass reads
// every file for CRDs and Namespaces, and parsing only those that may hold one keeps it to a read. The
// answer may be yes for nothing (the file is then parsed for nothing), never no for a file that holds one
// as kubectl decodes it: the tests of src/workspace.ts spell kinds every way YAML and JSON allow.
/**
 * Whether `bytes` may hold an object of a kind, or a List of it (whose items without a kind are of it):
 * the text is looked at once for what may hide any kind, then for each kind asked.
 */
function kindsInText(bytes) {
    let hidden;
    return (kind) => (hidden ??= mayHideKinds(bytes)) || namesKind(bytes, kind);
}
function namesKind(bytes, kind) {
    for (let at = bytes.indexOf(kind); at !== -1; at = bytes.indexOf(kind, at + kind.length)) {
        const end = bytes.toString('latin1', at + kind.length, at + kind.length + 4) === 'List' ? 4 : 0;
        if (isWordByte(bytes[at - 1]) || isWordByte(bytes[at + kind.length + end]))
            continue;
        if (mayBeKindValue(bytes, at))
            return true;
    }
    return false;
}
const SPACE = 0x20;
const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
const COLON = 0x3a;
const QUOTES = new Set([0x22, 0x27]);
const KIND = Buffer.from('kind');
// A byte order mark, as latin1 reads it.
const UTF8_BOM = /^\xef\xbb\xbf/;
/**
 * Whether the word at `at` may be the value of a `kind` key: after `kind:` (the key plain or quoted, the
 * value quoted or not, with a tag or an anchor between), on a line of its own after such a key (comments
 * and block scalar headers between), or under an anchor (an alias elsewhere may make it one). A word after
 * another word, or after some other key, is part of another value.
 */
function mayBeKindValue(bytes, at) {
    let i = skipBack(bytes, at - 1);
    if (QUOTES.has(bytes[i] ?? 0))
        i = skipBack(bytes, i - 1);
    // Properties: a tag may stand before the value, and an anchor makes the value reachable from anywhere.
    for (let token = tokenBefore(bytes, i); token.text.startsWith('!') || token.text.startsWith('&');) {
        if (token.text.startsWith('&'))
            return true;
        i = skipBack(bytes, token.start - 1);
        token = tokenBefore(bytes, i);
    }
    if (i < 0 || bytes[i] === LF || bytes[i] === CR)
        return previousLineMayLeadToValue(bytes, i);
    if (bytes[i] !== COLON)
        return false;
    return keyMayBeKind(bytes, skipBack(bytes, i - 1));
}
/** The index of the last byte before `from` (inclusive) that is not a space or a tab. */
function skipBack(bytes, from) {
    let i = from;
    while (i >= 0 && (bytes[i] === SPACE || bytes[i] === TAB))
        i--;
    return i;
}
/** The run of non-blank bytes that ends at `end`. */
function tokenBefore(bytes, end) {
    let start = end;
    while (start > 0 && !isBlank(bytes[start - 1]))
        start--;
    return { text: end < 0 ? '' : bytes.toString('latin1', start, end + 1), start };
}
function isBlank(byte) {
    return byte === SPACE || byte === TAB || byte === LF || byte === CR;
}
/**
 * The word begins its line: it continues the value of the line before, or is the value of the key ending
 * it. That line is found past blank lines; one with a comment, a colon at its end, or a block scalar
 * header or a property at its end may lead to it. Prose (a line of a block scalar, a plain scalar's
 * words) folds into a longer value.
 */
function previousLineMayLeadToValue(bytes, lineBreak) {
    let end = lineBreak;
    for (;;) {
        while (end >= 0 && isBlank(bytes[end]))
            end--;
        if (end < 0)
            return false;
        let start = end;
        while (start > 0 && bytes[start - 1] !== LF && bytes[start - 1] !== CR)
            start--;
        const line = bytes.toString('latin1', start, end + 1).trimStart();
        if (line.includes('#'))
            return true;
        const last = line.split(/[ \t]/).pop() ?? '';
        return (line.endsWith(':') ||
            /^[|>][-+0-9]*$/.test(last) ||
            last.startsWith('!') ||
            last.startsWith('&') ||
            line === '---' ||
            line.startsWith('--- ') ||
            line === '?' ||
            line === '-');
    }
}
/** The key before a colon that ends at `end`: `kind` (plain or quoted), an alias, or a key of its own line. */
function keyMayBeKind(bytes, end) {
    if (end < 0 || bytes[end] === LF || bytes[end] === CR)
        return true;
    const close = bytes[end] ?? 0;
    if (QUOTES.has(close)) {
        const open = bytes.lastIndexOf(close, end - 1);
        if (open < 0)
            return true;
        const key = bytes.subarray(open + 1, end);
        return key.includes(0x5c) || key.equals(KIND);
    }
    const token = tokenBefore(bytes, end).text;
    const key = token
        .slice(Math.max(token.lastIndexOf('{'), token.lastIndexOf(','), token.lastIndexOf('[')) + 1)
        .replace(UTF8_BOM, '');
    return key === 'kind' || key.startsWith('*') || key.startsWith('!') || key.startsWith('&');
}
/**
 * Whether the text may spell a kind without writing it: UTF-16, an escape that decodes to a letter
 * (`"N\u0061mespace"`, in YAML and JSON), an escaped line break inside a double-quoted scalar (`"Name\`
 * at a line's end, `space"` on the next: goyaml joins them), a tag that may decode base64 (`!!binary`,
 * and every tag spelled with a %TAG handle, `!<...>` or a %-escape), or a line break goyaml reads where
 * the line scan above does not (NEL, LS, PS).
 */
function mayHideKinds(bytes) {
    const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
    return (utf16 || hasLetterEscape(bytes) || hasIndirectTag(bytes) || UNICODE_BREAKS.some((b) => bytes.includes(b)));
}
const UNICODE_BREAKS = [Buffer.from('\u0085'), Buffer.from('\u2028'), Buffer.from('\u2029')];
const BACKSLASH = 0x5c;
// The digits after \x, \u and \U.
const ESCAPE_DIGITS = { 0x78: 2, 0x75: 4, 0x55: 8 };
function hasLetterEscape(bytes) {
    for (let at = bytes.indexOf(BACKSLASH); at !== -1; at = bytes.indexOf(BACKSLASH, at + 2)) {
        const next = bytes[at + 1];
        if (next === undefined)
            return false;
        // An escaped line break (LF, CR, and what goyaml reads as one: NEL C2 85, LS and PS E2 80 A8/A9) joins
        // the lines of a double-quoted scalar: a kind may be split there after a letter, or start after the
        // opening quote. After anything else (a shell script's `|\`, ` \`) it cannot make a kind.
        if (next === LF || next === CR || next === 0xc2 || next === 0xe2) {
            const before = bytes[at - 1] ?? 0;
            if (isLetter(before) || QUOTES.has(before))
                return true;
            continue;
        }
        const digits = ESCAPE_DIGITS[next];
        if (digits === undefined)
            continue;
        // Not hex digits: kubectl refuses the file, and it is parsed to say so.
        const code = hexValue(bytes, at + 2, digits);
        if (code === undefined || isLetter(code))
            return true;
    }
    return false;
}
/** The number `digits` hex digits at `start` spell, or undefined when they are not all hex digits. */
function hexValue(bytes, start, digits) {
    let value = 0;
    for (let i = start; i < start + digits; i++) {
        const byte = bytes[i] ?? 0;
        const digit = byte >= 0x30 && byte <= 0x39
            ? byte - 0x30
            : (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x66
                ? (byte | 0x20) - 0x57
                : -1;
        if (digit < 0)
            return undefined;
        value = value * 16 + digit;
    }
    return value;
}
function isLetter(code) {
    return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
}
/** `!!binary`, or a tag whose name is not written out: a %TAG directive, `!<...>`, or `!!` with a %-escape. */
function hasIndirectTag(bytes) {
    if (bytes.includes('%TAG') || bytes.includes('!<'))
        return true;
    for (let at = bytes.indexOf('!!'); at !== -1; at = bytes.indexOf('!!', at + 2)) {
        const name = /^[^\s,[\]{}]*/.exec(bytes.toString('latin1', at + 2, at + 2 + 64))?.[0] ?? '';
        if (name === 'binary' || name.includes('%'))
            return true;
    }
    return false;
}
function isWordByte(byte) {
    return (byte !== undefined &&
        ((byte >= 0x30 && byte <= 0x39) || // 0-9
            (byte >= 0x41 && byte <= 0x5a) || // A-Z
            (byte >= 0x61 && byte <= 0x7a) || // a-z
            byte === 0x5f || // _
            byte === 0x2d) // -
    );
}

// EXTERNAL MODULE: ./src/load/yaml/node.ts
var node = __webpack_require__(8508);
;// CONCATENATED MODULE: ./src/workspace.ts
// What the whole repository says, beyond the files a scan checks: its CRDs and Namespaces. One walk over
// every YAML file under the scan root, whatever include, exclude or a pull request's changed-file list
// say; a file is parsed only when its text names a wanted kind as the value of a `kind` key, so thousands
// of ordinary manifests cost a read, not a parse (a 1 MB Grafana dashboard that merely mentions
// "Namespace" is not parsed either).












// What `kubectl apply -f DIR` reads, in the repository and in configured CRD sources.
const MANIFEST_FILE = /\.(ya?ml|json)$/i;
const CRD_KIND = 'CustomResourceDefinition';
/** `cache` keeps the compiled CRD registry between scans (src/crd/sources.ts). */
function buildWorkspace(root, config, cache) {
    const realRoot = external_node_fs_default().realpathSync(root);
    const reader = new Reader(root, realRoot);
    const namespaces = new Map();
    const addNamespace = (r) => {
        if (r.group !== '' || r.kind !== 'Namespace')
            return;
        const copies = namespaces.get(r.name);
        if (copies)
            copies.push(namespaceLabels(r));
        else
            namespaces.set(r.name, [namespaceLabels(r)]);
    };
    // The repository outranks every configured source: its CRDs are what the change applies.
    const inRepository = { rank: config.crds.paths.length, inRepository: true };
    const steps = [];
    const visited = new Set();
    (0,source_files/* walkFiles */.Fv)(root, realRoot, (file) => {
        if (!MANIFEST_FILE.test(file))
            return;
        // Problems of repository files are the scan's to report, when it checks them. A file refused (a link
        // out of the root) is not the repository's: crds.paths naming it says why.
        const read = reader.inRoot.readTransient(file, config.maxFileSize);
        if (!read.ok)
            return;
        visited.add(file);
        const names = kindsInText(read.bytes);
        if (names(CRD_KIND))
            steps.push(reader.step(file, Buffer.from(read.bytes), inRepository, config.maxFileSize));
        if (names('Namespace'))
            reader.load(file, read.bytes, config.maxFileSize).resources.forEach(addNamespace);
    });
    const missing = [];
    for (const [rank, given] of config.crds.paths.entries()) {
        const source = { rank, inRepository: false };
        if (!reader.readSource(external_node_path_default().resolve(root, given), given, source, visited, steps))
            missing.push(given);
    }
    const crds = compileCrds(steps, cache);
    return { workspace: { crds: crds.registry, namespaces }, missing, notes: crds.notes };
}
/**
 * The workspace rules see, in the thread that checks files: the repository's CRDs and Namespaces, and
 * the config's schema catalogs and the bundled schemas of built-in kinds, read there on demand (what is
 * wrong with a catalog file, or which bundled release stands in for kubernetesVersion, goes to `notes`).
 */
function openWorkspace(data, root, config, notes) {
    const catalog = config.crds.schemaDirs.length > 0
        ? new SchemaCatalog(root, config.crds.schemaDirs, new structural/* SchemaCompiler */.V(), notes)
        : undefined;
    return {
        crds: new crd_registry/* CrdRegistry */.z0(data.crds, catalog),
        builtin: new builtin_catalog/* BuiltinCatalog */.P(config.kubernetesVersion, notes),
        namespaces: data.namespaces,
    };
}
class Reader {
    root;
    realRoot;
    /** Reads files that must stay inside the root; `anywhere` those of a source outside it. */
    inRoot;
    anywhere = new source_files/* FileReader */.qg();
    inHelmChart;
    constructor(root, realRoot) {
        this.root = root;
        this.realRoot = realRoot;
        this.inRoot = new source_files/* FileReader */.qg(realRoot);
        this.inHelmChart = (0,source_files/* helmChartDetector */.vp)(root);
    }
    load(file, bytes, maxFileSize) {
        const display = (0,source_files/* toRelative */.yE)(this.root, file);
        return (0,load_file/* loadFile */.Z)({ path: display, bytes, inHelmChart: this.inHelmChart(display) }, maxFileSize);
    }
    /** A file to compile CRDs from: its bytes are kept until the registry is built. */
    step(file, bytes, source, maxFileSize, given) {
        const display = (0,source_files/* toRelative */.yE)(this.root, file);
        return {
            file: display,
            bytes,
            source,
            maxFileSize,
            inHelmChart: this.inHelmChart(display),
            ...(given !== undefined ? { given } : {}),
        };
    }
    /**
     * A configured CRD file or folder, with no size limit (the user chose it): its files go to `steps`,
     * with what is wrong with them. Files the repository walk read already count as repository CRDs.
     * False when it does not exist. A source inside the root is repository content, so its symbolic links
     * must stay inside the root; one outside is the config's choice.
     */
    readSource(source, given, rank, visited, steps) {
        const stat = external_node_fs_default().statSync(source, { throwIfNoEntry: false });
        if (!stat)
            return false;
        const inRoot = (0,source_files/* isInside */.FK)(this.root, source);
        if (stat.isDirectory() && inRoot && !(0,source_files/* isInside */.FK)(this.realRoot, external_node_fs_default().realpathSync(source))) {
            steps.push({
                note: `crds.paths: ${given} is a symbolic link to a folder outside the scan root: not read`,
            });
            return true;
        }
        const files = inRoot ? this.inRoot : this.anywhere;
        let covered = false;
        /** Whether the file is to be compiled. */
        const readOne = (file) => {
            if (visited.has(file)) {
                covered = true;
                return false;
            }
            const read = files.read(file, Infinity);
            // Compiled whatever its text says (on a cache hit, nothing is parsed): the user named it.
            if (read.ok)
                steps.push(this.step(file, read.bytes, rank, Infinity, given));
            else
                steps.push({ note: `crds.paths: ${(0,source_files/* toRelative */.yE)(this.root, file)}: ${read.reason}` });
            return read.ok;
        };
        if (stat.isDirectory()) {
            (0,source_files/* walkFiles */.Fv)(source, external_node_fs_default().realpathSync(source), (file) => {
                if (MANIFEST_FILE.test(file))
                    readOne(file);
            });
            steps.push({ sourceEnd: given, covered });
        }
        else if (readOne(source)) {
            steps.push({ sourceEnd: given, covered, file: (0,source_files/* toRelative */.yE)(this.root, source) });
        }
        return true;
    }
}
/**
 * The labels of a Namespace object. For a rendered one, `locate` gives the source line of a label (of
 * the object when there is no label) and `file` is where the object comes from.
 */
function namespaceLabels(namespace, locate) {
    const labels = (0,node/* asMap */.$H)((0,node/* child */.jf)((0,node/* child */.jf)(namespace.root, 'metadata'), 'labels'))?.entries ?? [];
    const name = (0,node/* nodeAt */.oB)(namespace.root, ['metadata', 'name']) ?? namespace.root;
    const origin = locate?.(['metadata', 'name']);
    const file = origin ? origin.file : namespace.file;
    return {
        file,
        line: origin ? origin.line : namespace.lines.position(name.start).line,
        labels: new Map(labels.map((label) => {
            const at = locate?.(['metadata', 'labels', label.key]);
            return [
                (0,load_text/* detach */.Yo)(label.key),
                {
                    value: label.value.kind === 'scalar' ? (0,load_text/* detach */.Yo)(label.value.text) : '',
                    line: at ? at.line : namespace.lines.position(label.keyStart).line,
                    ...(at && at.file !== file ? { file: at.file } : {}),
                },
            ];
        })),
    };
}


/***/ })

};

//# sourceMappingURL=244.index.js.map