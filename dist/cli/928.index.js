(function (importMeta) { "use strict"; return { id: 928,
ids: [928],
modules: {

/***/ 637:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ chooseRelease),
/* harmony export */   k: () => (/* binding */ ApiVersions)
/* harmony export */ });
/* harmony import */ var _crd_definition_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1054);
/* harmony import */ var _kube_version_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2219);
/* harmony import */ var _load_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3497);
// Whether a Kubernetes version serves an apiVersion and kind of a built-in group, and what its API server
// says about it: the deprecation warning of k8s.io/apiserver pkg/endpoints/deprecation/deprecation.go,
// or, for a kind it does not serve, which release removed it (pkg/server/deleted_kinds.go stops serving a
// kind from its APILifecycleRemoved version on) or introduced it, and what replaces it.




function chooseRelease(requested, releases) {
    const parsed = releases.map((r) => (0,_kube_version_js__WEBPACK_IMPORTED_MODULE_2__/* .parseKubernetesVersion */ .i6)(r));
    const oldest = releases[0] ?? '';
    const newest = releases.at(-1) ?? '';
    const newestVersion = parsed.at(-1);
    if (requested === 'latest')
        return { release: newest, target: newestVersion };
    const exact = releases.find((_, i) => (0,_kube_version_js__WEBPACK_IMPORTED_MODULE_2__/* .atLeast */ .jZ)(requested, parsed[i]) && (0,_kube_version_js__WEBPACK_IMPORTED_MODULE_2__/* .atLeast */ .jZ)(parsed[i], requested));
    if (exact)
        return { release: exact, target: requested };
    const asked = `v${requested.major}.${requested.minor}`;
    if ((0,_kube_version_js__WEBPACK_IMPORTED_MODULE_2__/* .atLeast */ .jZ)(requested, newestVersion)) {
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
const reached = (v, target) => v !== undefined && (0,_kube_version_js__WEBPACK_IMPORTED_MODULE_2__/* .atLeast */ .jZ)(target, { major: v[0], minor: v[1] });
/** Judges `apiVersion/Kind` keys (`apps/v1/Deployment`) against one target version. */
class ApiVersions {
    lifecycle;
    releases;
    choice;
    bit;
    /** Where the target stands against the bundled releases. */
    position;
    verdicts = new Map();
    constructor(lifecycle, releases, choice) {
        this.lifecycle = lifecycle;
        this.releases = releases;
        this.choice = choice;
        this.bit = releases.indexOf(choice.release);
        const release = (0,_kube_version_js__WEBPACK_IMPORTED_MODULE_2__/* .parseKubernetesVersion */ .i6)(choice.release);
        this.position = !(0,_kube_version_js__WEBPACK_IMPORTED_MODULE_2__/* .atLeast */ .jZ)(choice.target, release)
            ? 'older'
            : (0,_kube_version_js__WEBPACK_IMPORTED_MODULE_2__/* .atLeast */ .jZ)(release, choice.target)
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
    /** The verdict on a kind, worked out once per apiVersion and kind: a scan asks for each object. */
    judge(apiVersion, kind) {
        const key = `${apiVersion}/${kind}`;
        let verdict = this.verdicts.get(key);
        if (verdict === undefined) {
            // Kept for the whole scan: copies, so that no file's text stays alive through its substrings.
            const [kept, keptVersion, keptKind] = [(0,_load_text_js__WEBPACK_IMPORTED_MODULE_1__/* .detach */ .Yo)(key), (0,_load_text_js__WEBPACK_IMPORTED_MODULE_1__/* .detach */ .Yo)(apiVersion), (0,_load_text_js__WEBPACK_IMPORTED_MODULE_1__/* .detach */ .Yo)(kind)];
            verdict = this.verdict(keptVersion, keptKind, kept);
            this.verdicts.set(kept, verdict);
        }
        return verdict;
    }
    verdict(apiVersion, kind, key) {
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
     * not serve it (flowcontrol v1beta1 \u2192 v1beta3 \u2192 v1), else the same group and kind in a served version.
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
/** `apps/v1/Deployment` \u2192 `apps/v1 Deployment` */
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
     * that does: `spec.template.spec.resources` \u2192 `v1.32`. Newer releases are decompressed only then.
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
/* harmony import */ var _load_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3497);
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
    // The walk pushes and pops its path and the schemas around it itself: no closure per node.
    pruneNode(node, schema) {
        if (!this.prunes || schema?.preserveUnknownFields)
            return this.skipPrune(node, schema);
        if (node.kind === 'seq') {
            const items = schema?.items ?? null;
            const path = this.path;
            for (let i = 0; i < node.items.length; ++i) {
                path.push(i);
                this.prune(node.items[i], items);
                path.pop();
            }
            return;
        }
        if (node.kind !== 'map')
            return;
        this.objects.push(schema);
        if (!schema)
            for (const e of node.entries)
                this.unknown(e, null, node);
        else {
            // Read once per map: a built-in kind's schema resolves each of them through a getter.
            const { properties, additionalProperties, embeddedResource } = schema;
            for (const e of node.entries) {
                if (embeddedResource && META_FIELDS.has(e.key))
                    this.typeMeta(e, schema);
                else if (!this.descend(e, properties, additionalProperties))
                    this.unknown(e, schema, node);
            }
        }
        this.objects.pop();
    }
    /** Under x-kubernetes-preserve-unknown-fields: unknown keys stay, known ones are still pruned. */
    skipPrune(node, schema) {
        if (!schema)
            return;
        if (node.kind === 'seq') {
            const items = schema.items ?? null;
            const path = this.path;
            for (let i = 0; i < node.items.length; ++i) {
                path.push(i);
                this.skipPrune(node.items[i], items);
                path.pop();
            }
            return;
        }
        if (node.kind !== 'map')
            return;
        this.objects.push(schema);
        const { properties, additionalProperties, embeddedResource } = schema;
        for (const e of node.entries) {
            if (embeddedResource && META_FIELDS.has(e.key))
                this.typeMeta(e, schema);
            else
                this.descend(e, properties, additionalProperties);
        }
        this.objects.pop();
    }
    /**
     * Prunes the value of a key declared in `properties` or by `additionalProperties`; false when it is
     * not declared. Nothing below a scalar is pruned: it is not walked.
     */
    descend(e, properties, additionalProperties) {
        const property = properties.get(e.key);
        if (!property && additionalProperties === undefined)
            return false;
        if (e.value.kind === 'scalar')
            return true;
        this.path.push(property ? e.key : new load_path/* MapKey */.o(e.key));
        this.prune(e.value, property ?? additionalProperties);
        this.path.pop();
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
/* harmony import */ var _load_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3497);
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

/***/ 4902:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Z: () => (/* binding */ loadFile),
  _: () => (/* binding */ unreadFile)
});

// EXTERNAL MODULE: ./src/source/source-file.ts
var source_file = __webpack_require__(3863);
// EXTERNAL MODULE: ./src/load/yaml/node.ts
var node = __webpack_require__(8508);
;// CONCATENATED MODULE: ./src/load/json.ts
// A stream of JSON values as kubectl reads a file whose first non-space character is `{`: Go's
// encoding/json Decoder, one value after another, each a document. A syntax error ends the stream;
// a number beyond float64 makes its object undecodable (apimachinery's number conversion refuses it) but
// the stream reads on. Keys written twice keep the last value, as kubectl does, and are errors.

class JsonSyntaxError extends Error {
    at;
    constructor(message, at) {
        super(message);
        this.at = at;
    }
}
const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);
const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?/y;
const ESCAPES = {
    '"': '"',
    '\\': '\\',
    '/': '/',
    b: '\b',
    f: '\f',
    n: '\n',
    r: '\r',
    t: '\t',
};
/** The values of `text`, at most `limit` of them: `beyond` makes the document that says there are more. */
function parseJsonStream(text, limit, beyond) {
    const docs = [];
    const parser = new JsonParser(text);
    for (;;) {
        parser.skipSpace();
        if (parser.i >= text.length)
            return docs;
        const start = parser.i;
        if (docs.length === limit) {
            docs.push(beyond(docs.length, start));
            return docs;
        }
        try {
            const root = parser.value(0);
            const errors = [...parser.duplicates, ...parser.overflows];
            docs.push({ index: docs.length, start, root: parser.overflows.length > 0 ? null : root, errors });
        }
        catch (e) {
            if (!(e instanceof JsonSyntaxError))
                throw e;
            const at = Math.min(e.at, text.length);
            docs.push({
                index: docs.length,
                start,
                root: null,
                errors: [{ message: e.message, start: at, end: Math.min(at + 1, text.length) }],
                stopsKubectl: true,
            });
            return docs;
        }
        parser.duplicates = [];
        parser.overflows = [];
    }
}
class JsonParser {
    s;
    i = 0;
    duplicates = [];
    overflows = [];
    constructor(s) {
        this.s = s;
    }
    skipSpace() {
        while (WHITESPACE.has(this.s.charCodeAt(this.i)))
            this.i += 1;
    }
    fail(message) {
        const c = this.s[this.i];
        throw new JsonSyntaxError(c === undefined
            ? `${message}: unexpected end of JSON input`
            : `${message}: invalid character ${JSON.stringify(c)}`, this.i);
    }
    value(depth) {
        this.skipSpace();
        const c = this.s.charCodeAt(this.i);
        if (c === 0x7b || c === 0x5b) {
            if (depth >= node/* MAX_DEPTH */.lr) {
                throw new JsonSyntaxError(`JSON nested deeper than ${node/* MAX_DEPTH */.lr} levels: Admission Gate reads no deeper`, this.i);
            }
            return c === 0x7b ? this.object(depth + 1) : this.array(depth + 1);
        }
        if (c === 0x22) {
            const start = this.i;
            const text = this.string();
            return { kind: 'scalar', value: text, text, start, end: this.i };
        }
        for (const [word, value] of LITERALS) {
            if (this.s.startsWith(word, this.i)) {
                const start = this.i;
                this.i += word.length;
                return { kind: 'scalar', value, text: word, start, end: this.i };
            }
        }
        NUMBER.lastIndex = this.i;
        const m = NUMBER.exec(this.s);
        if (!m || m[0] === '-')
            this.fail('looking for beginning of value');
        const start = this.i;
        this.i += m[0].length;
        const value = Number(m[0]);
        if (!Number.isFinite(value)) {
            this.overflows.push({
                message: `the number ${m[0]} is beyond float64: kubectl cannot decode this object`,
                start,
                end: this.i,
            });
        }
        return { kind: 'scalar', value, text: m[0], start, end: this.i };
    }
    object(depth) {
        const start = this.i;
        this.i += 1;
        const entries = [];
        const at = new Map();
        this.skipSpace();
        if (this.s.charCodeAt(this.i) === 0x7d) {
            this.i += 1;
            return { kind: 'map', entries, start, end: this.i };
        }
        for (;;) {
            this.skipSpace();
            if (this.s.charCodeAt(this.i) !== 0x22)
                this.fail('looking for beginning of object key string');
            const keyStart = this.i;
            const key = this.string();
            const keyEnd = this.i;
            this.skipSpace();
            if (this.s.charCodeAt(this.i) !== 0x3a)
                this.fail('after object key');
            this.i += 1;
            const value = this.value(depth);
            const entry = { key, keyStart, keyEnd, value };
            const previous = at.get(key);
            if (previous === undefined) {
                at.set(key, entries.length);
                entries.push(entry);
            }
            else {
                entries[previous] = entry;
                this.duplicates.push({
                    message: `duplicate key ${JSON.stringify(key)}: the API server's strict decoding rejects duplicate fields, and kubectl silently keeps only the last value, which is the one checked here`,
                    start: keyStart,
                    end: keyEnd,
                });
            }
            this.skipSpace();
            const c = this.s.charCodeAt(this.i);
            this.i += 1;
            if (c === 0x7d)
                return { kind: 'map', entries, start, end: this.i };
            if (c !== 0x2c) {
                this.i -= 1;
                this.fail('after object key:value pair');
            }
        }
    }
    array(depth) {
        const start = this.i;
        this.i += 1;
        const items = [];
        this.skipSpace();
        if (this.s.charCodeAt(this.i) === 0x5d) {
            this.i += 1;
            return { kind: 'seq', items, start, end: this.i };
        }
        for (;;) {
            items.push(this.value(depth));
            this.skipSpace();
            const c = this.s.charCodeAt(this.i);
            this.i += 1;
            if (c === 0x5d)
                return { kind: 'seq', items, start, end: this.i };
            if (c !== 0x2c) {
                this.i -= 1;
                this.fail('after array element');
            }
        }
    }
    /** A string literal at the cursor, decoded; the cursor ends after its closing quote. */
    string() {
        const s = this.s;
        let i = this.i + 1;
        let out = '';
        let run = i;
        for (;;) {
            const c = s.charCodeAt(i);
            if (Number.isNaN(c)) {
                this.i = i;
                this.fail('in string literal');
            }
            if (c === 0x22)
                break;
            if (c < 0x20) {
                this.i = i;
                this.fail('in string literal');
            }
            if (c !== 0x5c) {
                i += 1;
                continue;
            }
            out += s.slice(run, i);
            const e = s[i + 1] ?? '';
            const simple = ESCAPES[e];
            if (simple !== undefined) {
                out += simple;
                i += 2;
            }
            else if (e === 'u') {
                const [unit, next] = this.unicodeEscape(i);
                const low = s[next] === '\\' && s[next + 1] === 'u' ? this.unicodeEscape(next) : undefined;
                if (unit >= 0xd800 && unit < 0xdc00 && low && low[0] >= 0xdc00 && low[0] < 0xe000) {
                    out += String.fromCharCode(unit, low[0]);
                    i = low[1];
                }
                else {
                    out += unit >= 0xd800 && unit < 0xe000 ? '\ufffd' : String.fromCharCode(unit);
                    i = next;
                }
            }
            else {
                this.i = i + 1;
                this.fail('in string escape code');
            }
            run = i;
        }
        out += s.slice(run, i);
        this.i = i + 1;
        return out;
    }
    /** The code unit of the `\uXXXX` escape at `i`, and the offset after it. */
    unicodeEscape(i) {
        const hex = this.s.slice(i + 2, i + 6);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) {
            this.i = i + 2;
            this.fail('in \\u hexadecimal character escape');
        }
        return [parseInt(hex, 16), i + 6];
    }
}
const LITERALS = [
    ['true', true],
    ['false', false],
    ['null', null],
];

// EXTERNAL MODULE: ./src/load/yaml/parse.ts + 10 modules
var parse = __webpack_require__(5431);
;// CONCATENATED MODULE: ./src/load/documents.ts
// A file's documents as kubectl reads them (k8s.io/apimachinery pkg/util/yaml YAMLOrJSONDecoder): a
// file whose first non-space character is `{` is a stream of JSON values; anything else is split into
// documents at lines that start with `---`, each document is given to goyaml whole, and goyaml reads only
// its first YAML document. The documents of the YAML stream do not always match kubectl's: a `---` after a
// CR or NEL, or a document after `...`, is part of kubectl's document and never read.


// GuessJSONStream peeks this many bytes for the `{`.
const JSON_SNIFF_BYTES = 4096;
/**
 * Documents read from one file at most. kubectl reads any number, but a file of tiny documents (`{}`
 * two bytes each) costs each its tree and its report entry: reading stops here, with an error.
 */
const MAX_DOCUMENTS = 100_000;
function tooManyDocuments(index, start) {
    return {
        index,
        start,
        root: null,
        errors: [
            {
                message: `the file holds more than ${MAX_DOCUMENTS.toLocaleString('en-US')} documents: Admission Gate reads no further, which bounds the work one file costs (kubectl reads on). Split the file`,
                start,
                end: start,
            },
        ],
    };
}
/** `plainCharacters`: the caller found no unusual character in the text (hasUnusualCharacters). */
function kubectlDocuments(text, plainCharacters = false) {
    if (isJsonStream(text)) {
        const docs = parseJsonStream(text, MAX_DOCUMENTS, tooManyDocuments);
        return {
            documents: docs.map((doc, k) => ({ doc, from: doc.start, to: docs[k + 1]?.start ?? text.length })),
            ignored: [],
        };
    }
    const documents = [];
    const ignored = [];
    const remap = text.includes('\r\n');
    const all = splitDocuments(text);
    const chunks = all.slice(0, MAX_DOCUMENTS);
    const beyond = all[MAX_DOCUMENTS];
    for (const chunk of chunks) {
        if (chunk.separatorError) {
            documents.push({ doc: chunk.separatorError, from: chunk.start, to: chunk.end });
            continue;
        }
        const [first, ...rest] = parseChunk(text, chunk, remap, plainCharacters);
        for (const doc of rest) {
            if (doc.root !== null || doc.errors.length > 0)
                ignored.push({ index: chunk.index, start: doc.start });
        }
        if (first === undefined)
            continue;
        const stops = chunk.dropped || (first.root === null && first.errors.length > 0);
        const last = chunk === chunks[chunks.length - 1];
        const doc = {
            ...first,
            index: chunk.index,
            ...(stops ? { stopsKubectl: true, errors: last ? first.errors : first.errors.map(stopping) } : {}),
        };
        documents.push({ doc, from: chunk.start, to: chunk.end });
    }
    if (beyond) {
        documents.push({
            doc: tooManyDocuments(beyond.index, beyond.start),
            from: beyond.start,
            to: text.length,
        });
    }
    return { documents, ignored };
}
function stopping(error) {
    return {
        ...error,
        message: `${error.message.replace(/\.$/, '')}; kubectl stops reading the file here and applies none of the documents after this one either`,
    };
}
/** unicode.IsSpace, as bytes.TrimLeftFunc uses it to find the first character. */
function isGoSpace(c) {
    return ((c >= 0x09 && c <= 0x0d) ||
        c === 0x20 ||
        c === 0x85 ||
        c === 0xa0 ||
        c === 0x1680 ||
        (c >= 0x2000 && c <= 0x200a) ||
        c === 0x2028 ||
        c === 0x2029 ||
        c === 0x202f ||
        c === 0x205f ||
        c === 0x3000);
}
function utf8Length(c) {
    return c < 0x80 ? 1 : c < 0x800 ? 2 : 3;
}
function isJsonStream(text) {
    let bytes = 0;
    let i = 0;
    for (; i < text.length && isGoSpace(text.charCodeAt(i)); i++)
        bytes += utf8Length(text.charCodeAt(i));
    return bytes < JSON_SNIFF_BYTES && text.charCodeAt(i) === 0x7b;
}
function goTrimSpace(s) {
    let a = 0;
    let b = s.length;
    while (a < b && isGoSpace(s.charCodeAt(a)))
        a += 1;
    while (b > a && isGoSpace(s.charCodeAt(b - 1)))
        b -= 1;
    return s.slice(a, b);
}
/** YAMLReader: lines split at LF; a line starting with `---` ends the document, if there is one. */
function splitDocuments(text) {
    const chunks = [];
    let bufferStart = -1;
    let dropped = false;
    const flush = (end) => {
        if (bufferStart === -1)
            return;
        chunks.push({ index: chunks.length, start: bufferStart, end, ...(dropped ? { dropped } : {}) });
        bufferStart = -1;
    };
    for (let pos = 0; pos < text.length;) {
        // Only lines starting with `---` matter: a native search finds the next, past the lines before it.
        if (!text.startsWith('---', pos)) {
            if (bufferStart === -1)
                bufferStart = pos;
            const before = text.indexOf('\n---', pos);
            if (before === -1)
                break;
            pos = before + 1;
        }
        const nl = text.indexOf('\n', pos);
        const lineEnd = nl === -1 ? text.length : nl;
        const next = nl === -1 ? text.length : nl + 1;
        const rest = goTrimSpace(text.slice(pos + 3, lineEnd));
        if (rest !== '' && !rest.startsWith('#')) {
            // kubectl fails here, losing the document it was reading; the gate reads on from this line.
            dropped = true;
            flush(pos);
            dropped = false;
            chunks.push({
                index: chunks.length,
                start: pos,
                end: next,
                separatorError: {
                    index: chunks.length,
                    start: pos,
                    root: null,
                    errors: [
                        {
                            message: `"${text.slice(pos, lineEnd).trim()}" is not a document separator to kubectl, which splits documents at lines starting with --- and refuses one followed by anything but a comment (invalid Yaml document separator); it stops reading the file here, and drops the document before this line too`,
                            start: pos,
                            end: lineEnd,
                        },
                    ],
                    stopsKubectl: true,
                },
            });
            bufferStart = pos;
        }
        else if (bufferStart !== -1)
            flush(pos);
        // A separator with nothing before it starts the document it would end (YAMLReader buffers the line).
        else
            bufferStart = pos;
        pos = next;
    }
    flush(text.length);
    return chunks;
}
/**
 * The YAML documents of a chunk, offsets in the file. kubectl gives goyaml the chunk's lines each ended
 * by LF (a CRLF's CR dropped, an LF added to a last line without one); where the file has CRLF, the
 * chunk is rebuilt so and its offsets mapped back, line by line.
 */
function parseChunk(text, chunk, remap, plainCharacters) {
    const slice = text.slice(chunk.start, chunk.end);
    if (!remap)
        return (0,parse/* parseYaml */.h)(slice.endsWith('\n') ? slice : `${slice}\n`, chunk.start, plainCharacters);
    const chunkStarts = [];
    const fileStarts = [];
    let rebuilt = '';
    for (let pos = chunk.start; pos < chunk.end;) {
        const nl = text.indexOf('\n', pos);
        const lineEnd = nl === -1 || nl >= chunk.end ? chunk.end : nl;
        const contentEnd = nl === lineEnd && lineEnd > pos && text.charCodeAt(lineEnd - 1) === 13 ? lineEnd - 1 : lineEnd;
        chunkStarts.push(rebuilt.length);
        fileStarts.push(pos);
        rebuilt += `${text.slice(pos, contentEnd)}\n`;
        pos = lineEnd === chunk.end ? chunk.end : lineEnd + 1;
    }
    const toFile = (offset) => {
        let lo = 0;
        let hi = chunkStarts.length - 1;
        while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if ((chunkStarts[mid] ?? 0) <= offset)
                lo = mid;
            else
                hi = mid - 1;
        }
        return Math.min((fileStarts[lo] ?? 0) + offset - (chunkStarts[lo] ?? 0), chunk.end);
    };
    return (0,parse/* parseYaml */.h)(rebuilt, 0, plainCharacters).map((doc) => remapDocument(doc, toFile));
}
/** The document with every offset mapped (nodes shared through aliases are mapped once). */
function remapDocument(doc, map) {
    const seen = new Set();
    // Merge keys share entries between mappings: each is mapped once.
    const seenEntries = new Set();
    const stack = doc.root ? [doc.root] : [];
    for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
        if (seen.has(node))
            continue;
        seen.add(node);
        const n = node;
        n.start = map(n.start);
        n.end = map(n.end);
        if (node.kind === 'seq')
            stack.push(...node.items);
        else if (node.kind === 'map') {
            for (const e of node.entries) {
                const m = e;
                if (!seenEntries.has(e)) {
                    seenEntries.add(e);
                    m.keyStart = map(m.keyStart);
                    m.keyEnd = map(m.keyEnd);
                }
                stack.push(e.value);
            }
        }
    }
    return {
        ...doc,
        start: map(doc.start),
        errors: doc.errors.map((e) => ({ ...e, start: map(e.start), end: map(e.end) })),
    };
}

// EXTERNAL MODULE: ./src/load/lines.ts
var load_lines = __webpack_require__(3747);
// EXTERNAL MODULE: ./src/load/resource.ts
var resource = __webpack_require__(9522);
// EXTERNAL MODULE: ./src/load/text.ts
var load_text = __webpack_require__(3497);
// EXTERNAL MODULE: ./src/load/yaml/chars.ts
var chars = __webpack_require__(5819);
;// CONCATENATED MODULE: ./src/load/file.ts
// One file to resources: decode, split and parse as kubectl does, extract. Never throws on bad input:
// everything that is not a lintable object becomes an error (for the yaml-syntax rule) when kubectl would
// refuse it, or a skip reason when it is not meant for kubectl at all (templates, other YAML).






const TEMPLATE_ACTION = '{{';
const TEMPLATE_REASON = 'template: {{ ... }} actions make it YAML only after rendering; scan the rendered output';
function loadFile(input, maxFileSize) {
    const { path } = input;
    if (input.bytes.length > maxFileSize)
        return unreadFile(path, (0,source_file/* tooLargeReason */.A)(input.bytes.length, maxFileSize), true);
    const source = (0,load_text/* decodeText */.g7)(input.bytes);
    // One look for unusual characters serves the line breaks and the parse of every document: nearly every
    // file has none, and then needs neither normalizing nor checking again.
    const plainCharacters = !(0,chars/* hasUnusualCharacters */.qH)(source);
    const text = plainCharacters ? source : (0,load_text/* normalizeLineBreaks */.Yg)(source);
    if (input.inHelmChart && source.includes(TEMPLATE_ACTION)) {
        return emptyFile(path, text, [{ file: path, reason: 'Helm template' }]);
    }
    const { documents, ignored } = kubectlDocuments(source, plainCharacters);
    const lines = new load_lines/* LineIndex */.r(text);
    const resources = [];
    const errors = [];
    const skipped = [];
    const withContent = documents.filter(({ doc }) => doc.root !== null || doc.errors.length > 0);
    const where = (index, start) => withContent.length > 1 || ignored.length > 0 ? { document: index, line: lines.position(start).line } : {};
    let kubectlStops;
    for (const { doc, from, to } of withContent) {
        if (doc.stopsKubectl)
            kubectlStops ??= doc.index;
        // Templates are YAML only after rendering: their parse errors, or the garbage objects `{{ x }}`
        // becomes (a mapping as a key), say nothing about the manifests they will produce.
        // One entry for the file, at its first such document: the others are checked as usual.
        if (doc.root === null && source.slice(from, to).includes(TEMPLATE_ACTION)) {
            if (!skipped.some((s) => s.reason === TEMPLATE_REASON)) {
                skipped.push({ file: path, reason: TEMPLATE_REASON, ...where(doc.index, doc.start) });
            }
            continue;
        }
        errors.push(...doc.errors);
        const extracted = (0,resource/* extractResources */.zU)(path, lines, doc);
        if (extracted.kind === 'skipped') {
            if (doc.root !== null)
                skipped.push({ file: path, reason: extracted.reason, ...where(doc.index, doc.start) });
            continue;
        }
        if (extracted.kind === 'refused') {
            errors.push(extracted.error);
            continue;
        }
        resources.push(...extracted.resources);
        for (const item of extracted.skippedItems) {
            skipped.push({
                file: path,
                reason: `items[${item.item}]: ${item.reason}`,
                document: doc.index,
                line: lines.position(doc.start).line,
            });
        }
    }
    for (const { index, start } of ignored) {
        skipped.push({
            file: path,
            reason: 'kubectl never reads this YAML document: it follows a "..." or a "---" that does not start a line of its own, and kubectl splits documents at lines starting with --- only, then reads the first YAML document of each',
            document: index,
            line: lines.position(start).line,
        });
    }
    if (withContent.length === 0 && ignored.length === 0)
        skipped.push({ file: path, reason: 'empty file' });
    return {
        path,
        text,
        lines,
        documents: withContent.length,
        resources,
        errors,
        skipped,
        ...(kubectlStops !== undefined ? { kubectlStops } : {}),
    };
}
/** A file that was not read, and why; `unjudged` when kubectl would apply what it holds. */
function unreadFile(path, reason, unjudged) {
    return emptyFile(path, '', [{ file: path, reason, ...(unjudged ? { unjudged } : {}) }]);
}
function emptyFile(path, text, skipped) {
    return { path, text, lines: new load_lines/* LineIndex */.r(text), documents: 0, resources: [], errors: [], skipped };
}


/***/ }),

/***/ 7499:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Np: () => (/* binding */ splitApiVersion),
/* harmony export */   Pj: () => (/* binding */ BUILTIN_GROUPS),
/* harmony export */   wI: () => (/* binding */ isBuiltinClusterScoped)
/* harmony export */ });
// What the engine knows about built-in Kubernetes kinds without asking a cluster.
function splitApiVersion(apiVersion) {
    const slash = apiVersion.indexOf('/');
    return slash < 0
        ? { group: '', version: apiVersion }
        : { group: apiVersion.slice(0, slash), version: apiVersion.slice(slash + 1) };
}
// Checked against the API server's paths (no /namespaces/{namespace}/ path) in the OpenAPI documents of
// v1.27-v1.35 (kubernetes-sigs/kubectl-validate pkg/openapiclient/builtins/).
const CLUSTER_SCOPED = new Set(Object.entries({
    '': ['Namespace', 'Node', 'PersistentVolume', 'ComponentStatus'],
    'rbac.authorization.k8s.io': ['ClusterRole', 'ClusterRoleBinding'],
    'apiextensions.k8s.io': ['CustomResourceDefinition'],
    'apiregistration.k8s.io': ['APIService'],
    'admissionregistration.k8s.io': [
        'ValidatingWebhookConfiguration',
        'MutatingWebhookConfiguration',
        'ValidatingAdmissionPolicy',
        'ValidatingAdmissionPolicyBinding',
        'MutatingAdmissionPolicy',
        'MutatingAdmissionPolicyBinding',
    ],
    'storage.k8s.io': ['StorageClass', 'CSIDriver', 'CSINode', 'VolumeAttachment', 'VolumeAttributesClass'],
    'scheduling.k8s.io': ['PriorityClass'],
    'node.k8s.io': ['RuntimeClass'],
    'networking.k8s.io': ['IngressClass', 'IPAddress', 'ServiceCIDR', 'ClusterCIDR'],
    'certificates.k8s.io': ['CertificateSigningRequest', 'ClusterTrustBundle'],
    'flowcontrol.apiserver.k8s.io': ['FlowSchema', 'PriorityLevelConfiguration'],
    'resource.k8s.io': ['DeviceClass', 'ResourceSlice', 'DeviceTaintRule', 'ResourceClass'],
    policy: ['PodSecurityPolicy'],
    extensions: ['PodSecurityPolicy'],
    'internal.apiserver.k8s.io': ['StorageVersion'],
    'storagemigration.k8s.io': ['StorageVersionMigration'],
    'authentication.k8s.io': ['TokenReview', 'SelfSubjectReview'],
    'authorization.k8s.io': ['SubjectAccessReview', 'SelfSubjectAccessReview', 'SelfSubjectRulesReview'],
}).flatMap(([group, kinds]) => kinds.map((kind) => `${group}/${kind}`)));
/** Built-in kinds only; custom resources are namespaced unless their CRD says otherwise. */
function isBuiltinClusterScoped(group, kind) {
    return CLUSTER_SCOPED.has(`${group}/${kind}`);
}
/** API groups the kube-apiserver serves itself (objects in other groups are custom resources). */
const BUILTIN_GROUPS = new Set([
    '',
    'admissionregistration.k8s.io',
    'apiextensions.k8s.io',
    'apiregistration.k8s.io',
    'apps',
    'authentication.k8s.io',
    'authorization.k8s.io',
    'autoscaling',
    'batch',
    'certificates.k8s.io',
    'coordination.k8s.io',
    'discovery.k8s.io',
    'events.k8s.io',
    'extensions',
    'flowcontrol.apiserver.k8s.io',
    'internal.apiserver.k8s.io',
    'networking.k8s.io',
    'node.k8s.io',
    'policy',
    'rbac.authorization.k8s.io',
    'resource.k8s.io',
    'scheduling.k8s.io',
    'storage.k8s.io',
    'storagemigration.k8s.io',
]);


/***/ }),

/***/ 3747:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ LineIndex)
/* harmony export */ });
// Offsets to 1-based line and column, built lazily: most files never produce a finding.
class LineIndex {
    text;
    starts;
    constructor(text) {
        this.text = text;
    }
    position(offset) {
        const starts = (this.starts ??= lineStarts(this.text));
        let lo = 0;
        let hi = starts.length - 1;
        while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if ((starts[mid] ?? 0) <= offset)
                lo = mid;
            else
                hi = mid - 1;
        }
        return { line: lo + 1, column: offset - (starts[lo] ?? 0) + 1 };
    }
    /** Offset where a 1-based line starts (the end of the text past the last line). */
    lineStart(line) {
        const starts = (this.starts ??= lineStarts(this.text));
        return starts[Math.max(0, line - 1)] ?? this.text.length;
    }
}
// YAML line breaks are \n, \r\n and a lone \r.
function lineStarts(text) {
    const starts = [0];
    if (!text.includes('\r')) {
        // indexOf runs natively; most texts have no \r at all.
        for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1))
            starts.push(i + 1);
        return starts;
    }
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 10)
            starts.push(i + 1);
        else if (c === 13 && text.charCodeAt(i + 1) !== 10)
            starts.push(i + 1);
    }
    return starts;
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

/***/ 9522:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   US: () => (/* binding */ identityKey),
/* harmony export */   a: () => (/* binding */ resourceId),
/* harmony export */   zU: () => (/* binding */ extractResources)
/* harmony export */ });
/* harmony import */ var _kinds_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7499);
/* harmony import */ var _yaml_node_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8508);
// Documents to resources: what kubectl would send to the API server, one object at a time.


const NOT_AN_OBJECT = 'no apiVersion/kind: not a Kubernetes object';
/**
 * Resources of one parsed document, or why it holds none, as kubectl decodes it (apimachinery
 * unstructured.go, cli-runtime FlattenListVisitor): an object with an `items` field is a List, whatever
 * its kind; an item with neither kind nor apiVersion takes the List's (`ServiceList` items are Services);
 * an item that is not an object, or is a List itself, makes kubectl refuse the whole List.
 */
function extractResources(file, lines, doc) {
    const root = doc.root;
    if (root === null)
        return { kind: 'skipped', reason: 'empty document' };
    if (root.kind !== 'map') {
        return { kind: 'skipped', reason: `not a Kubernetes object (the document is a ${describe(root.kind)})` };
    }
    const items = (0,_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .entry */ .f_)(root, 'items');
    if (!items) {
        const object = toResource(file, lines, doc.index, root, undefined);
        return typeof object === 'string'
            ? { kind: 'skipped', reason: object }
            : { kind: 'resources', resources: [object], skippedItems: [] };
    }
    const listKind = (0,_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .stringValue */ .r$)((0,_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .child */ .jf)(root, 'kind'));
    if (!listKind)
        return { kind: 'skipped', reason: NOT_AN_OBJECT };
    const list = items.value;
    if (list.kind === 'scalar' && list.value === null) {
        return {
            kind: 'skipped',
            reason: `kubectl reads it as a List (it has an items field) with no items, and applies nothing of it`,
        };
    }
    if (list.kind !== 'seq') {
        return refused(list, `items is a ${describe(list.kind)}, not a list: kubectl reads every object with an items field as a List, cannot decode this one, and applies none of it`);
    }
    const notObject = list.items.findIndex((n) => n.kind !== 'map' && !(n.kind === 'scalar' && n.value === null));
    const bad = list.items[notObject];
    if (bad) {
        return refused(bad, `items[${notObject}] is a ${describe(bad.kind)}, not an object: kubectl cannot decode the List and applies none of its items`);
    }
    const nested = list.items.findIndex((n) => n.kind === 'map' && (0,_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .child */ .jf)(n, 'items')?.kind === 'seq');
    const inner = list.items[nested];
    if (inner) {
        return refused(inner, `items[${nested}] is a List inside a List (it has an items list): kubectl refuses the whole List ("is not a list: no Items field") and applies none of its items`);
    }
    const inherited = {
        kind: listKind.endsWith('List') ? listKind.slice(0, -4) : listKind,
        apiVersion: (0,_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .stringValue */ .r$)((0,_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .child */ .jf)(root, 'apiVersion')) ?? '',
    };
    const resources = [];
    const skippedItems = [];
    list.items.forEach((node, index) => {
        const map = node.kind === 'map' ? node : { kind: 'map', entries: [], start: node.start, end: node.end };
        const resource = toResource(file, lines, doc.index, map, index, inherited);
        if (typeof resource === 'string')
            skippedItems.push({ item: index, reason: resource });
        else
            resources.push(resource);
    });
    return { kind: 'resources', resources, skippedItems };
}
function refused(node, message) {
    return { kind: 'refused', error: { message, start: node.start, end: node.start + 1 } };
}
function toResource(file, lines, document, root, item, inherited) {
    let apiVersion = (0,_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .stringValue */ .r$)((0,_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .child */ .jf)(root, 'apiVersion')) ?? '';
    let kind = (0,_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .stringValue */ .r$)((0,_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .child */ .jf)(root, 'kind')) ?? '';
    if (inherited && apiVersion === '' && kind === '')
        ({ apiVersion, kind } = inherited);
    if (!apiVersion || !kind)
        return NOT_AN_OBJECT;
    const metadata = (0,_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .child */ .jf)(root, 'metadata');
    const name = (0,_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .stringValue */ .r$)((0,_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .child */ .jf)(metadata, 'name')) ?? (0,_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .stringValue */ .r$)((0,_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .child */ .jf)(metadata, 'generateName')) ?? '';
    const namespace = (0,_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .stringValue */ .r$)((0,_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .child */ .jf)(metadata, 'namespace'));
    const { group, version } = (0,_kinds_js__WEBPACK_IMPORTED_MODULE_0__/* .splitApiVersion */ .Np)(apiVersion);
    return {
        file,
        lines,
        document,
        ...(item === undefined ? {} : { item }),
        root,
        apiVersion,
        group,
        version,
        kind,
        name,
        ...(namespace ? { namespace } : {}),
    };
}
function describe(kind) {
    return kind === 'seq' ? 'sequence' : kind === 'map' ? 'mapping' : 'scalar';
}
/** How the object is named in findings: a missing namespace is `default` for namespaced kinds. */
function resourceId(resource, clusterScoped) {
    return {
        apiVersion: resource.apiVersion,
        kind: resource.kind,
        ...(clusterScoped ? {} : { namespace: resource.namespace ?? 'default' }),
        name: resource.name,
    };
}
/** Object identity across the base and head trees: group, kind, namespace, name (not the version). */
function identityKey(resource, clusterScoped) {
    const namespace = clusterScoped ? '' : (resource.namespace ?? 'default');
    return `${resource.group}\u0000${resource.kind}\u0000${namespace}\u0000${resource.name}`;
}


/***/ }),

/***/ 3497:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Yg: () => (/* binding */ normalizeLineBreaks),
/* harmony export */   Yo: () => (/* binding */ detach),
/* harmony export */   cP: () => (/* binding */ decodeGoString),
/* harmony export */   g7: () => (/* binding */ decodeText)
/* harmony export */ });
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _yaml_chars_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5819);
// Bytes to text the way kubectl reads a file: a byte order mark selects UTF-8, UTF-16LE or UTF-16BE and
// is dropped; anything else is UTF-8, where bytes that are not (a NUL byte is) become U+FFFD, as
// golang.org/x/text's BOMOverride(UTF8) decoder in kubectl's FileVisitor turns them. Nothing is refused
// here: what YAML or JSON cannot hold is refused where kubectl refuses it, in the document holding it.



const UTF8 = new node_util__WEBPACK_IMPORTED_MODULE_1__.TextDecoder('utf-8', { ignoreBOM: true });
const UTF8_FATAL = new node_util__WEBPACK_IMPORTED_MODULE_1__.TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const UTF16LE = new node_util__WEBPACK_IMPORTED_MODULE_1__.TextDecoder('utf-16le', { ignoreBOM: true });
const UTF16BE = new node_util__WEBPACK_IMPORTED_MODULE_1__.TextDecoder('utf-16be', { ignoreBOM: true });
function decodeText(bytes) {
    const [b0, b1, b2] = bytes;
    if (b0 === 0xff && b1 === 0xfe)
        return UTF16LE.decode(bytes.subarray(2));
    if (b0 === 0xfe && b1 === 0xff)
        return UTF16BE.decode(bytes.subarray(2));
    const body = b0 === 0xef && b1 === 0xbb && b2 === 0xbf ? bytes.subarray(3) : bytes;
    // Nearly every manifest is ASCII: then every byte is its character, and there is nothing to validate.
    if ((0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isAscii)(body))
        return Buffer.from(body.buffer, body.byteOffset, body.length).toString('latin1');
    return UTF8.decode(body);
}
/**
 * Bytes as Go's encoding/json writes a Go string (a `!!binary` value): valid UTF-8 as it is, and each
 * byte of an invalid sequence replaced by U+FFFD on its own.
 */
function decodeGoString(bytes) {
    try {
        return UTF8_FATAL.decode(bytes);
    }
    catch {
        let out = '';
        for (let i = 0; i < bytes.length;) {
            const length = validSequenceLength(bytes, i);
            out += length === 0 ? '\ufffd' : Buffer.from(bytes.subarray(i, i + length)).toString('utf8');
            i += Math.max(length, 1);
        }
        return out;
    }
}
/** The length of the valid UTF-8 sequence at `i` (Go's utf8.DecodeRune), 0 when there is none. */
function validSequenceLength(b, i) {
    const c = b[i] ?? 0;
    if (c < 0x80)
        return 1;
    const cont = (k, lo = 0x80, hi = 0xbf) => {
        const x = b[i + k];
        return x !== undefined && x >= lo && x <= hi;
    };
    if (c >= 0xc2 && c <= 0xdf)
        return cont(1) ? 2 : 0;
    if (c === 0xe0)
        return cont(1, 0xa0) && cont(2) ? 3 : 0;
    if (c === 0xed)
        return cont(1, 0x80, 0x9f) && cont(2) ? 3 : 0;
    if (c >= 0xe1 && c <= 0xef)
        return cont(1) && cont(2) ? 3 : 0;
    if (c === 0xf0)
        return cont(1, 0x90) && cont(2) && cont(3) ? 4 : 0;
    if (c === 0xf4)
        return cont(1, 0x80, 0x8f) && cont(2) && cont(3) ? 4 : 0;
    if (c >= 0xf1 && c <= 0xf3)
        return cont(1) && cont(2) && cont(3) ? 4 : 0;
    return 0;
}
/**
 * The text with every YAML line break other than LF and CRLF (a lone CR, NEL, LS, PS) made an LF, one
 * character for one: line numbers of findings count the lines goyaml counts, and offsets stay put.
 */
function normalizeLineBreaks(text) {
    // A CR search is native and quick; only text with some other break needs the expression.
    if (!(0,_yaml_chars_js__WEBPACK_IMPORTED_MODULE_2__/* .hasLoneCR */ .w0)(text) && !/[\u0085\u2028\u2029]/.test(text))
        return text;
    return text.replace(/\r(?!\n)|[\u0085\u2028\u2029]/g, '\n');
}
/**
 * A copy of a string taken from a file's text. V8 keeps the whole text of a file alive for as long as
 * any substring of it lives: what outlives the file (the CRD registry, findings) must hold copies.
 */
function detach(text) {
    return Buffer.from(text, 'utf8').toString('utf8');
}


/***/ }),

/***/ 5819:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CR: () => (/* binding */ CR),
/* harmony export */   Fh: () => (/* binding */ hexValue),
/* harmony export */   L3: () => (/* binding */ firstDisallowed),
/* harmony export */   LF: () => (/* binding */ LF),
/* harmony export */   LS: () => (/* binding */ LS),
/* harmony export */   PS: () => (/* binding */ PS),
/* harmony export */   R5: () => (/* binding */ isAlpha),
/* harmony export */   _T: () => (/* binding */ isBreakZ),
/* harmony export */   bh: () => (/* binding */ BOM),
/* harmony export */   hI: () => (/* binding */ isBlankZ),
/* harmony export */   kX: () => (/* binding */ NEL),
/* harmony export */   kn: () => (/* binding */ isBreak),
/* harmony export */   qH: () => (/* binding */ hasUnusualCharacters),
/* harmony export */   t6: () => (/* binding */ SPACE),
/* harmony export */   w0: () => (/* binding */ hasLoneCR),
/* harmony export */   wn: () => (/* binding */ TAB),
/* harmony export */   yp: () => (/* binding */ isDigit),
/* harmony export */   z3: () => (/* binding */ isBlank)
/* harmony export */ });
// Character classes of YAML 1.1 as goyaml.v2 (a port of libyaml, what kubectl reads YAML with) defines
// them, on UTF-16 code units. Past the end of the text charCodeAt gives NaN, which plays libyaml's NUL.
const TAB = 9;
const LF = 10;
const CR = 13;
const SPACE = 32;
const NEL = 0x85;
const LS = 0x2028;
const PS = 0x2029;
const BOM = 0xfeff;
/** libyaml's is_break: CR, LF, NEL, LS and PS all end a line. */
function isBreak(c) {
    return c === LF || c === CR || c === NEL || c === LS || c === PS;
}
/** A line break or the end of the text. */
function isBreakZ(c) {
    return isBreak(c) || Number.isNaN(c);
}
function isBlank(c) {
    return c === SPACE || c === TAB;
}
/** A blank, a line break or the end of the text. */
function isBlankZ(c) {
    return c === SPACE || c === TAB || isBreakZ(c);
}
/** libyaml's is_alpha: what anchors, tag handles and directive names are made of. */
function isAlpha(c) {
    return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 45;
}
function isDigit(c) {
    return c >= 48 && c <= 57;
}
function hexValue(c) {
    if (c >= 48 && c <= 57)
        return c - 48;
    if (c >= 65 && c <= 70)
        return c - 55;
    if (c >= 97 && c <= 102)
        return c - 87;
    return -1;
}
/**
 * Characters goyaml's reader refuses anywhere in a document ("control characters are not allowed"): C0
 * controls but tab, LF and CR, DEL, C1 controls but NEL, and U+FFFE/U+FFFF. Decoded text holds no lone
 * surrogates (the decoder replaced them).
 */
// eslint-disable-next-line no-control-regex -- these are the characters sought
const DISALLOWED = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uFFFE\uFFFF]/;
/** Offset of the first character goyaml's reader refuses in `text`, or -1. */
function firstDisallowed(text) {
    const match = DISALLOWED.exec(text);
    return match ? match.index : -1;
}
/** Whether `text` holds a CR that is not part of a CRLF. */
function hasLoneCR(text) {
    for (let i = text.indexOf('\r'); i !== -1; i = text.indexOf('\r', i + 1)) {
        if (text.charCodeAt(i + 1) !== LF)
            return true;
    }
    return false;
}
// eslint-disable-next-line no-control-regex -- these are the characters sought
const UNUSUAL = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F\u2028\u2029\uFEFF\uFFFE\uFFFF]/;
/**
 * Whether `text` holds anything but the common characters, in one pass: a character goyaml refuses, a line
 * break other than LF and CRLF, a byte order mark.
 */
function hasUnusualCharacters(text) {
    return UNUSUAL.test(text) || hasLoneCR(text);
}


/***/ }),

/***/ 8508:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $H: () => (/* binding */ asMap),
/* harmony export */   Vt: () => (/* binding */ toJs),
/* harmony export */   f_: () => (/* binding */ entry),
/* harmony export */   jf: () => (/* binding */ child),
/* harmony export */   lr: () => (/* binding */ MAX_DEPTH),
/* harmony export */   oB: () => (/* binding */ nodeAt),
/* harmony export */   r$: () => (/* binding */ stringValue),
/* harmony export */   wH: () => (/* binding */ asSeq)
/* harmony export */ });
// A light YAML tree: only what rules need (values and source offsets), nothing of the concrete syntax.
// Offsets index the decoded text (BOM removed); line and column are computed only for findings.
/**
 * How many collections deep a tree may nest, aliases expanded; deeper documents are syntax errors.
 * The API server's decoder allows 10,000; the parsers keep explicit stacks, but later walks of a tree
 * (CRD schemas, pruning) recurse once per level: at 256 every walk has room to spare on a default stack,
 * and real manifests stay far below it (the deepest CRD in the shared corpus: 39).
 */
const MAX_DEPTH = 256;
function entry(map, key) {
    for (const e of map.entries)
        if (e.key === key)
            return e;
    return undefined;
}
function child(node, key) {
    return node?.kind === 'map' ? entry(node, key)?.value : undefined;
}
function asMap(node) {
    return node?.kind === 'map' ? node : undefined;
}
function asSeq(node) {
    return node?.kind === 'seq' ? node : undefined;
}
/** The value of a scalar that denotes a string; `undefined` for anything else. */
function stringValue(node) {
    return node?.kind === 'scalar' && typeof node.value === 'string' ? node.value : undefined;
}
/** Plain JavaScript value of a node, as JSON decoding would produce it. */
function toJs(node) {
    switch (node.kind) {
        case 'scalar':
            return node.value;
        case 'seq':
            return node.items.map(toJs);
        case 'map': {
            const out = {};
            for (const e of node.entries)
                out[e.key] = toJs(e.value);
            return out;
        }
    }
}
/** The node at a path of keys and indexes, or undefined. */
function nodeAt(node, path) {
    let current = node;
    for (const segment of path) {
        if (typeof segment === 'number')
            current = current?.kind === 'seq' ? current.items[segment] : undefined;
        else
            current = child(current, typeof segment === 'string' ? segment : segment.key);
    }
    return current;
}


/***/ }),

/***/ 5431:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  h: () => (/* binding */ parseYaml)
});

// EXTERNAL MODULE: ./src/load/yaml/chars.ts
var chars = __webpack_require__(5819);
// EXTERNAL MODULE: ./src/load/yaml/node.ts
var yaml_node = __webpack_require__(8508);
// EXTERNAL MODULE: ./src/load/text.ts
var load_text = __webpack_require__(3497);
;// CONCATENATED MODULE: ./src/load/yaml/scalar.ts
// Scalar resolution as Kubernetes does it. kubectl and the API server turn YAML into JSON with
// sigs.k8s.io/yaml over goyaml.v2 (YAML 1.1 flavoured): `yes`/`on`/`y` are booleans, `0644` is octal,
// `1_000` is an integer, timestamps stay the text written, `!!binary` is decoded, and a key becomes the
// string JSON needs (`yes:` is "true", `0x1F:` is "31"). Mirrors goyaml.v2 resolve.go and decode.go
// (scalars into interface{}) and sigs.k8s.io/yaml convertToJSONableObject.

/** A value goyaml refuses, or JSON cannot hold; the message says which. */
class ScalarError extends Error {
}
const TAG = 'tag:yaml.org,2002:';
const STR = `${TAG}str`;
const INT = `${TAG}int`;
const FLOAT = `${TAG}float`;
const BOOL = `${TAG}bool`;
const NULL = `${TAG}null`;
const TIMESTAMP = `${TAG}timestamp`;
const BINARY = `${TAG}binary`;
const RESOLVABLE = new Set(['', STR, BOOL, INT, FLOAT, NULL, TIMESTAMP]);
const KEYWORDS = new Map([
    ...['y', 'Y', 'yes', 'Yes', 'YES', 'true', 'True', 'TRUE', 'on', 'On', 'ON'].map((s) => [s, { type: 'bool', value: true }]),
    ...['n', 'N', 'no', 'No', 'NO', 'false', 'False', 'FALSE', 'off', 'Off', 'OFF'].map((s) => [s, { type: 'bool', value: false }]),
    ...['', '~', 'null', 'Null', 'NULL'].map((s) => [s, { type: 'null', value: null }]),
    ...['.nan', '.NaN', '.NAN'].map((s) => [s, { type: 'float', value: NaN }]),
    ...['.inf', '.Inf', '.INF', '+.inf', '+.Inf', '+.INF'].map((s) => [s, { type: 'float', value: Infinity }]),
    ...['-.inf', '-.Inf', '-.INF'].map((s) => [s, { type: 'float', value: -Infinity }]),
]);
// The longest keyword: words like `name` or `targetPort` that start as one may are looked up no further.
const KEYWORD_LENGTH = Math.max(...[...KEYWORDS.keys()].map((k) => k.length));
/**
 * Which strings goyaml tries to resolve, by first character ('N' for the empty string); '' also for
 * an 'M' string longer than any keyword, which nothing resolves.
 */
function hint(text) {
    if (text === '')
        return 'N';
    const c = text.charCodeAt(0);
    if (c >= 48 && c <= 57)
        return 'D';
    if (c === 43 || c === 45)
        return 'S';
    if (c === 46)
        return '.';
    return text.length <= KEYWORD_LENGTH && 'yYnNtTfFoO~'.includes(text[0] ?? '') ? 'M' : '';
}
// Go's strconv.ParseInt(s, 0, 64) syntax (after goyaml removed every `_`).
const GO_INT = /^([-+]?)(?:0[xX]([0-9a-fA-F]+)|0[bB]([01]+)|0[oO]([0-7]+)|0([0-7]*)|([1-9][0-9]*))$/;
const YAML_FLOAT = /^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/;
// Go's ParseFloat on a string starting with `.`: underscores only between digits.
const DOT_FLOAT = /^\.[0-9](?:_?[0-9])*(?:[eE][-+]?[0-9](?:_?[0-9])*)?$/;
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
const UINT64_MAX = 2n ** 64n - 1n;
function integer(plain) {
    const m = GO_INT.exec(plain);
    if (!m)
        return undefined;
    const [, sign, hex, bin, oct, legacyOct, dec] = m;
    // Most integers are short decimals: exact as numbers, no BigInt needed.
    if (dec !== undefined && dec.length <= 15)
        return { type: 'int', value: sign === '-' ? 0 - Number(dec) : Number(dec) };
    const magnitude = hex !== undefined
        ? BigInt(`0x${hex}`)
        : bin !== undefined
            ? BigInt(`0b${bin}`)
            : oct !== undefined
                ? BigInt(`0o${oct}`)
                : legacyOct !== undefined
                    ? legacyOct === ''
                        ? 0n
                        : BigInt(`0o${legacyOct}`)
                    : BigInt(dec ?? '0');
    const value = sign === '-' ? -magnitude : magnitude;
    if (value >= INT64_MIN && value <= INT64_MAX)
        return { type: 'int', value: Number(value), digits: String(value) };
    // ParseUint takes no sign at all.
    if (sign === '' && value <= UINT64_MAX)
        return { type: 'uint', value: Number(value), digits: String(value) };
    return undefined;
}
/**
 * Digits without a leading zero, few enough to be exact as a number: what `integer` makes of most
 * integers (ports, counts), found without its expressions (nor the timestamp's, which wants a `-`).
 */
function isShortDecimal(text) {
    if (text.length > 15 || text.charCodeAt(0) === 48)
        return false;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c < 48 || c > 57)
            return false;
    }
    return true;
}
/** The tag resolveText resolved its scalar to: kept here, to spare an object per scalar. */
let resolvedTag = STR;
/** goyaml's resolve() for an untagged (or core-tagged) scalar; `tag` is '' when there is none. */
function resolveText(text, tag) {
    const h = hint(text);
    resolvedTag = STR;
    if (h === '' || tag === STR)
        return { type: 'str', value: text };
    if (h === 'D' && isShortDecimal(text)) {
        resolvedTag = INT;
        return { type: 'int', value: Number(text) };
    }
    const keyword = KEYWORDS.get(text);
    if (keyword) {
        resolvedTag = keyword.type === 'bool' ? BOOL : keyword.type === 'null' ? NULL : FLOAT;
        return keyword;
    }
    if (h === '.') {
        if (DOT_FLOAT.test(text)) {
            const value = Number(text.replaceAll('_', ''));
            if (Number.isFinite(value)) {
                resolvedTag = FLOAT;
                return { type: 'float', value };
            }
        }
    }
    else if (h === 'D' || h === 'S') {
        if ((tag === '' || tag === TIMESTAMP) && isTimestamp(text)) {
            resolvedTag = TIMESTAMP;
            return { type: 'str', value: text };
        }
        const plain = text.includes('_') ? text.replaceAll('_', '') : text;
        const int = integer(plain);
        if (int) {
            resolvedTag = INT;
            return int;
        }
        if (YAML_FLOAT.test(plain)) {
            const value = Number(plain);
            if (Number.isFinite(value)) {
                resolvedTag = FLOAT;
                return { type: 'float', value };
            }
        }
    }
    return { type: 'str', value: text };
}
/** An untagged plain scalar, as goyaml decodes it. */
function resolvePlain(text) {
    const h = hint(text);
    if (h === '')
        return text;
    if (h === 'M') {
        const keyword = KEYWORDS.get(text);
        return keyword ? keyword.value : text;
    }
    return resolveText(text, '').value;
}
/** The JSON key an untagged plain key becomes (`yes` is "true"); throws ScalarError for `null` and the like. */
function plainJsonKey(text) {
    const h = hint(text);
    if (h === '')
        return text;
    if (h === 'M') {
        const keyword = KEYWORDS.get(text);
        return keyword ? jsonKey(keyword) : text;
    }
    return jsonKey(resolveText(text, ''));
}
const scalar_short = (tag) => (tag.startsWith(TAG) ? `!!${tag.slice(TAG.length)}` : tag);
/**
 * A scalar with its tag ('' for none); `implicit` is true for a plain untagged scalar or one tagged `!`
 * (goyaml then resolves its type). Throws ScalarError where goyaml fails.
 */
function resolveScalar(text, tag, implicit) {
    if (tag === '' && !implicit)
        return { type: 'str', value: text };
    if (!RESOLVABLE.has(tag)) {
        if (tag === BINARY)
            return { type: 'str', value: decodeBinary(text) };
        return { type: 'str', value: text };
    }
    const resolved = resolveText(text, tag);
    const found = resolvedTag;
    if (tag === '' || tag === found || tag === STR)
        return resolved;
    if (tag === FLOAT && resolved.type === 'int')
        return { type: 'float', value: resolved.value };
    throw new ScalarError(`cannot decode ${scalar_short(found)} \`${text}\` as a ${scalar_short(tag)}`);
}
/** Go's base64.StdEncoding: padded, line breaks ignored; the bytes as JSON holds them. */
function decodeBinary(text) {
    const b64 = text.replace(/[\r\n]/g, '');
    if (b64.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(b64)) {
        throw new ScalarError('!!binary value contains invalid base64 data');
    }
    return (0,load_text/* decodeGoString */.cP)(Buffer.from(b64, 'base64'));
}
/** The JSON key sigs.k8s.io/yaml makes of a resolved key, or why it cannot. */
function jsonKey(key) {
    switch (key.type) {
        case 'str':
            return key.value;
        case 'int':
            return key.digits ?? String(key.value);
        case 'float':
            return formatFloat32(key.value);
        case 'bool':
            return key.value ? 'true' : 'false';
        case 'null':
            throw new ScalarError('a null mapping key: JSON has no such key (sigs.k8s.io/yaml: unsupported map key)');
        case 'uint':
            throw new ScalarError(`the mapping key ${key.digits ?? ''} is beyond int64: JSON conversion refuses it (sigs.k8s.io/yaml: unsupported map key of type uint64)`);
    }
}
/** Go's strconv.FormatFloat(x, 'g', -1, 32), with sigs.k8s.io/yaml's names for infinities and NaN. */
function formatFloat32(x) {
    const f = Math.fround(x);
    if (Number.isNaN(f))
        return '.nan';
    if (f === Infinity)
        return '.inf';
    if (f === -Infinity)
        return '-.inf';
    if (f === 0)
        return Object.is(f, -0) ? '-0' : '0';
    let repr = f.toExponential(0);
    for (let p = 1; p <= 9; p++) {
        repr = f.toExponential(p - 1);
        if (Math.fround(Number(repr)) === f)
            break;
    }
    const negative = repr.startsWith('-');
    const [mantissa = '', exponent = '0'] = (negative ? repr.slice(1) : repr).split('e');
    const digits = mantissa.replace('.', '');
    const exp = Number(exponent);
    const sign = negative ? '-' : '';
    if (exp < -4 || exp >= 6) {
        const frac = digits.length > 1 ? `.${digits.slice(1)}` : '';
        const e = Math.abs(exp);
        return `${sign}${digits[0] ?? ''}${frac}e${exp < 0 ? '-' : '+'}${e < 10 ? '0' : ''}${e}`;
    }
    const point = exp + 1;
    if (point <= 0)
        return `${sign}0.${'0'.repeat(-point)}${digits}`;
    if (digits.length <= point)
        return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
    return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}
// goyaml's timestamp layouts, as Go's time.Parse reads them: "2006-1-2T15:4:5.999999999Z07:00" (T or
// t), "2006-1-2 15:4:5.999999999" and "2006-1-2".
const TIMESTAMP_TEXT = /^(\d{4})-(\d\d?)-(\d\d?)(?:([Tt ])(\d\d?):(\d\d?):(\d\d?)(?:[.,]\d+)?(Z|[+-]\d\d:\d\d)?)?$/;
function isTimestamp(text) {
    const m = TIMESTAMP_TEXT.exec(text);
    if (!m)
        return false;
    const [, year, month, day, separator, hour, minute, second, zone] = m;
    if (separator !== undefined && (separator === ' ') !== (zone === undefined))
        return false;
    const y = Number(year);
    const mo = Number(month);
    const daysIn = [
        31,
        y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28,
        31,
        30,
        31,
        30,
        31,
        31,
        30,
        31,
        30,
        31,
    ];
    if (mo < 1 || mo > 12 || Number(day) < 1 || Number(day) > (daysIn[mo - 1] ?? 0))
        return false;
    if (separator === undefined)
        return true;
    if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59)
        return false;
    if (zone === undefined || zone === 'Z')
        return true;
    return Number(zone.slice(1, 3)) <= 24 && Number(zone.slice(4, 6)) <= 60;
}

;// CONCATENATED MODULE: ./src/load/yaml/fast-scan.ts
// Character-level half of the fast YAML path: where a scalar ends and what string it denotes, computed
// exactly as the `yaml` library's lexer (parse/lexer.js) and composer (compose/resolve-flow-scalar.js,
// compose/resolve-block-scalar.js) compute them, so that parseFast and parseFull agree to the character.
// Whatever `yaml` would report as an error, or whatever is not certain here, throws a Bail.
/** Thrown when the fast path will not decide a text; the caller then uses the full parser. */
class fast_scan_Bail extends Error {
}
function bail(reason) {
    throw new fast_scan_Bail(reason);
}
const TAB = 9;
const LF = 10;
const CR = 13;
const SPACE = 32;
const DQUOTE = 34;
const HASH = 35;
const SQUOTE = 39;
const COMMA = 44;
const DASH = 45;
const DOT = 46;
const COLON = 58;
const GT = 62;
const QUESTION = 63;
const LBRACKET = 91;
const BACKSLASH = 92;
const RBRACKET = 93;
const LBRACE = 123;
const PIPE = 124;
const RBRACE = 125;
/** yaml's `isEmpty`: a character that ends a token; past the end of the text (NaN) counts. */
function isBlank(c) {
    return c === SPACE || c === LF || c === TAB || c === CR || Number.isNaN(c);
}
function isFlowIndicator(c) {
    return c === COMMA || c === LBRACKET || c === RBRACKET || c === LBRACE || c === RBRACE;
}
/** End of a line: line feed, the CR of CRLF (lone CRs are refused up front) or the end of the text. */
function isLineEnd(c) {
    return c === LF || c === CR || Number.isNaN(c);
}
function skipInlineSpace(s, i) {
    let c = s.charCodeAt(i);
    while (c === SPACE || c === TAB)
        c = s.charCodeAt(++i);
    return i;
}
/** Start of the line after the one holding `i` (the text length on the last line). */
function nextLineStart(s, i) {
    const nl = s.indexOf('\n', i);
    return nl === -1 ? s.length : nl + 1;
}
/** Whether `s[start, end)` holds a line feed; a bounded loop, as indexOf would run on to the line's end. */
function hasNewline(s, start, end) {
    return newlineIn(s, start, end) !== -1;
}
function newlineIn(s, start, end) {
    for (let i = start; i < end; ++i)
        if (s.charCodeAt(i) === LF)
            return i;
    return -1;
}
/** `---` or `...` followed by white space: a document marker when it starts a line. */
function isDocumentMarker(s, i) {
    const c = s.charCodeAt(i);
    if (c !== DASH && c !== DOT)
        return false;
    return s.charCodeAt(i + 1) === c && s.charCodeAt(i + 2) === c && isBlank(s.charCodeAt(i + 3));
}
/**
 * yaml's `continueScalar`: whether the line starting at `offset` continues a multi-line scalar whose
 * continuation lines need `indentNext` spaces; the offset to resume scanning at, or -1.
 */
function continueScalar(s, offset, indentNext) {
    if (indentNext <= 0)
        return isDocumentMarker(s, offset) ? -1 : offset;
    let content = offset;
    while (s.charCodeAt(content) === SPACE)
        content += 1;
    return continueIndented(s, offset, content, indentNext);
}
/** continueScalar with `indentNext` above 0, for a caller that found the line's first non-space, `content`. */
function continueIndented(s, offset, content, indentNext) {
    const c = s.charCodeAt(content);
    if (c === CR && s.charCodeAt(content + 1) === LF)
        return content + 1;
    return c === LF || content - offset >= indentNext ? content : -1;
}
/**
 * False when the scalar that scanPlain or scanQuoted found last holds no line break. Kept here rather
 * than returned, to spare an object per scalar: read right after the scan, it spares the scalar's text
 * a second look for line breaks (the key check, unfolding).
 */
let maySpanLines = true;
function lastScalarMaySpanLines() {
    return maySpanLines;
}
/** Where a plain scalar starting at `start` ends (exclusive), as yaml's `parsePlainScalar` finds it. */
function scanPlain(s, start, inFlow, indentNext) {
    maySpanLines = false;
    let end = start - 1;
    let i = start - 1;
    for (;;) {
        const ch = s.charCodeAt(++i);
        if (Number.isNaN(ch))
            break;
        if (ch === COLON) {
            // goyaml ends a plain scalar at a `:` before white space only, in flow collections too.
            if (isBlank(s.charCodeAt(i + 1)))
                break;
            end = i;
        }
        else if (inFlow && ch === QUESTION) {
            bail('? in a plain scalar in a flow collection');
        }
        else if (ch === SPACE || ch === TAB || ch === LF || ch === CR) {
            let c = ch;
            let next = s.charCodeAt(i + 1);
            if (c === CR) {
                i += 1;
                c = LF;
                next = s.charCodeAt(i + 1);
            }
            if (next === HASH || (inFlow && isFlowIndicator(next)))
                break;
            if (inFlow && next === QUESTION)
                bail('? in a plain scalar in a flow collection');
            if (c === LF) {
                // goyaml refuses a tab in the indentation of the line after a break in a plain scalar.
                let k = i + 1;
                while (s.charCodeAt(k) === SPACE)
                    k += 1;
                if (s.charCodeAt(k) === TAB && k - (i + 1) < indentNext)
                    bail('tab in the indentation of a plain scalar');
                const cs = indentNext > 0 ? continueIndented(s, i + 1, k, indentNext) : continueScalar(s, i + 1, indentNext);
                if (cs === -1)
                    break;
                maySpanLines = true;
                i = Math.max(i, cs - 2);
            }
        }
        else {
            if (inFlow && isFlowIndicator(ch))
                break;
            end = i;
        }
    }
    return end + 1;
}
/** Where a quoted scalar starting at `start` ends (after its closing quote), as yaml's lexer finds it. */
function scanQuoted(s, start, indentNext) {
    let close;
    if (s.charCodeAt(start) === SQUOTE) {
        close = s.indexOf("'", start + 1);
        while (close !== -1 && s.charCodeAt(close + 1) === SQUOTE)
            close = s.indexOf("'", close + 2);
    }
    else {
        close = s.indexOf('"', start + 1);
        while (close !== -1) {
            let backslashes = 0;
            while (s.charCodeAt(close - 1 - backslashes) === BACKSLASH)
                backslashes += 1;
            if (backslashes % 2 === 0)
                break;
            close = s.indexOf('"', close + 1);
        }
    }
    if (close === -1)
        bail('unterminated quoted scalar');
    let nl = newlineIn(s, start, close);
    maySpanLines = nl !== -1;
    while (nl !== -1) {
        const cs = continueScalar(s, nl + 1, indentNext);
        if (cs === -1)
            bail('quoted scalar continues on a less indented line');
        nl = newlineIn(s, cs, close);
    }
    return close + 1;
}
/**
 * The string a quoted scalar source `s[start, end)` (quotes included) denotes; `maySpanLines` false
 * when it holds no line break.
 */
function quotedText(s, start, end, maySpanLines = true) {
    if (s.charCodeAt(start) === SQUOTE) {
        const text = unfoldLines(s, start + 1, end - 1, maySpanLines);
        return text.includes("''") ? text.replaceAll("''", "'") : text;
    }
    return doubleQuotedText(s, start + 1, end - 1);
}
function isInlineSpace(c) {
    return c === SPACE || c === TAB;
}
/** Line content end: before the line feed at `nl` and the CR of a CRLF. */
function contentEnd(s, lineStart, nl) {
    return nl > lineStart && s.charCodeAt(nl - 1) === CR ? nl - 1 : nl;
}
/**
 * yaml's `unfoldLines` on `s[start, end)`: the string a plain scalar (or single-quoted one's inside)
 * denotes; `maySpanLines` false when it holds no line break.
 */
function unfoldLines(s, start, end, maySpanLines = true) {
    let nl = maySpanLines ? newlineIn(s, start, end) : -1;
    if (nl === -1)
        return s.slice(start, end);
    let last = contentEnd(s, start, nl);
    while (last > start && isInlineSpace(s.charCodeAt(last - 1)))
        last -= 1;
    let res = s.slice(start, last);
    let sep = ' ';
    let p = nl + 1;
    for (nl = newlineIn(s, p, end); nl !== -1; nl = newlineIn(s, p, end)) {
        let a = p;
        let b = contentEnd(s, p, nl);
        while (a < b && isInlineSpace(s.charCodeAt(a)))
            a += 1;
        while (b > a && isInlineSpace(s.charCodeAt(b - 1)))
            b -= 1;
        if (a === b) {
            if (sep === '\n')
                res += sep;
            else
                sep = '\n';
        }
        else {
            res += sep + s.slice(a, b);
            sep = ' ';
        }
        p = nl + 1;
    }
    while (p < end && isInlineSpace(s.charCodeAt(p)))
        p += 1;
    return res + sep + s.slice(p, end);
}
const ESCAPES = new Map([
    ['0', '\0'],
    ['a', '\x07'],
    ['b', '\b'],
    ['e', '\x1b'],
    ['f', '\f'],
    ['n', '\n'],
    ['r', '\r'],
    ['t', '\t'],
    ['v', '\v'],
    ['N', '\u0085'],
    ['_', '\u00a0'],
    ['L', '\u2028'],
    ['P', '\u2029'],
    [' ', ' '],
    ['"', '"'],
    ['\\', '\\'],
    ['\t', '\t'],
].map(([k, v]) => [k.charCodeAt(0), v]));
/**
 * yaml's `doubleQuotedValue` on the inside of the quotes, `s[start, end)`. Literal text is copied in
 * runs; white space before a line break is dropped, but only literal white space, never an escaped one.
 */
function doubleQuotedText(s, start, end) {
    let res = '';
    let run = start;
    for (let i = start; i < end; ++i) {
        const ch = s.charCodeAt(i);
        if (ch === LF || ch === CR) {
            if (ch === CR)
                i += 1;
            let keep = i - (ch === CR ? 1 : 0);
            while (keep > run && isInlineSpace(s.charCodeAt(keep - 1)))
                keep -= 1;
            res += s.slice(run, keep);
            const fold = foldNewline(s, i, end);
            res += fold.text;
            i = fold.last;
            run = i + 1;
        }
        else if (ch === BACKSLASH) {
            res += s.slice(run, i);
            i = fast_scan_escape(s, i, end);
            res += escaped;
            run = i + 1;
        }
    }
    return res + s.slice(run, end);
}
/** yaml's `foldNewline`: the line break at `nl` and the blank lines after it; returns the last index consumed. */
function foldNewline(s, nl, end) {
    let text = '';
    let i = nl;
    for (let c = s.charCodeAt(i + 1); i + 1 < end; c = s.charCodeAt(i + 1)) {
        if (c === LF)
            text += '\n';
        else if (c === CR) {
            if (s.charCodeAt(i + 2) !== LF)
                break;
        }
        else if (!isInlineSpace(c))
            break;
        i += 1;
    }
    return { text: text === '' ? ' ' : text, last: i };
}
/** Output of `escape`, kept out of its return value to spare an allocation per escape. */
let escaped = '';
/** Decodes the escape at `s[i]` (a backslash) into `escaped`; returns the last index it consumed. */
function fast_scan_escape(s, i, end) {
    const next = s.charCodeAt(i + 1);
    if (i + 1 >= end)
        bail('backslash at the end of a double-quoted scalar');
    const simple = ESCAPES.get(next);
    if (simple !== undefined) {
        escaped = simple;
        return i + 1;
    }
    if (next === LF || (next === CR && s.charCodeAt(i + 2) === LF)) {
        escaped = '';
        let j = next === CR ? i + 2 : i + 1;
        while (j + 1 < end && isInlineSpace(s.charCodeAt(j + 1)))
            j += 1;
        return j;
    }
    const length = next === 0x78 ? 2 : next === 0x75 ? 4 : next === 0x55 ? 8 : 0;
    if (length === 0 || i + 2 + length > end)
        bail('invalid escape in a double-quoted scalar');
    let code = 0;
    for (let j = i + 2; j < i + 2 + length; ++j) {
        const digit = hexDigit(s.charCodeAt(j));
        if (digit < 0)
            bail('invalid escape in a double-quoted scalar');
        code = code * 16 + digit;
    }
    if (code > 0x10ffff)
        bail('invalid escape in a double-quoted scalar');
    escaped = String.fromCodePoint(code);
    return i + 1 + length;
}
function hexDigit(c) {
    if (c >= 48 && c <= 57)
        return c - 48;
    if (c >= 65 && c <= 70)
        return c - 55;
    if (c >= 97 && c <= 102)
        return c - 87;
    return -1;
}
const CLIP = 0;
const STRIP = 1;
const KEEP = 2;
/**
 * A block scalar whose header (`|` or `>`) is at `header`, inside a block collection indented by
 * `parentIndent`: yaml's lexer `parseBlockScalar` finds its extent, `resolveBlockScalar` its value.
 */
function scanBlockScalar(s, header, parentIndent) {
    let i = header + 1;
    let chomp = CLIP;
    let explicit = 0;
    for (let c = s.charCodeAt(i);; c = s.charCodeAt(++i)) {
        if ((c === DASH || c === 43) && chomp === CLIP)
            chomp = c === DASH ? STRIP : KEEP;
        else if (c >= 49 && c <= 57 && explicit === 0)
            explicit = c - 48;
        else
            break;
    }
    if (!isBlank(s.charCodeAt(i)))
        bail('block scalar header');
    const headerEnd = i;
    i = skipInlineSpace(s, i);
    if (!isLineEnd(s.charCodeAt(i)) && s.charCodeAt(i) !== HASH)
        bail('block scalar header');
    const contentStart = nextLineStart(s, i);
    const lines = new BlockLines(s);
    const end = blockScalarEnd(s, contentStart, parentIndent + 1, explicit, chomp === KEEP, lines);
    // goyaml ends the value with the break after its last line; here there is none (kubectl adds one).
    if (end === s.length && s.charCodeAt(s.length - 1) !== LF)
        bail('block scalar at the end of a text without a line break');
    // goyaml reads the spaces beyond an explicit indentation as content, where yaml sees an empty line.
    if (explicit !== 0 && lines.hasBlankLineBeyond(parentIndent + explicit))
        bail('block scalar with spaces beyond its explicit indentation');
    lines.endAt(end);
    const at = contentStart < end ? layout(lines, parentIndent + explicit, explicit !== 0) : undefined;
    if (contentStart < end)
        lines.checkTabs(at?.trimIndent, explicit !== 0);
    const text = blockScalarValue(lines, at, s.charCodeAt(header) === GT, chomp, contentStart >= end);
    return { text, end, contentEnd: at ? (lines.lastContentEnd(at.trimIndent) ?? headerEnd) : headerEnd };
}
/**
 * The lexer's end of a block scalar's content, from the line after the header. The lines it passes are
 * given to `lines` as it finds them (with those after the end, which `endAt` drops): measuring each
 * line's indentation once serves both.
 */
function blockScalarEnd(s, start, minIndent, explicit, keep, lines) {
    const n = s.length;
    let nl = start - 1;
    let indent = 0;
    for (let i = start; i < n; ++i) {
        const c = s.charCodeAt(i);
        if (c === SPACE)
            indent += 1;
        else if (c === LF) {
            // Only spaces and the CR of a CRLF (lone CRs are refused up front) come before this line feed.
            lines.add(nl + 1, nl + 1 + indent, i);
            nl = i;
            indent = 0;
        }
        else if (c !== CR)
            break;
    }
    if (indent >= minIndent) {
        const contentIndent = explicit === 0 ? indent : explicit - 1 + minIndent;
        let lineStart = nl + 1;
        let content = lineStart + indent;
        for (;;) {
            const cs = continueIndented(s, lineStart, content, contentIndent);
            if (cs === -1)
                break;
            nl = s.indexOf('\n', cs);
            lines.add(lineStart, content, nl === -1 ? n : nl);
            if (nl === -1)
                break;
            lineStart = nl + 1;
            content = lineStart;
            while (s.charCodeAt(content) === SPACE)
                content += 1;
        }
        if (nl === -1)
            nl = n;
    }
    // The lexer puts insufficiently indented tabs after a block scalar into it, to report them.
    let t = nl + 1;
    while (s.charCodeAt(t) === SPACE)
        t += 1;
    if (s.charCodeAt(t) === TAB)
        bail('tab after a block scalar');
    if (!keep)
        nl = dropTrailingBlankLines(s, nl, start, indent);
    return Math.min(nl + 1, n);
}
/** The lexer leaves trailing lines of at most `indent` spaces out of a clipped or stripped block scalar. */
function dropTrailingBlankLines(s, nl, start, indent) {
    for (;;) {
        let j = nl - 1;
        let c = s.charCodeAt(j);
        if (c === CR)
            c = s.charCodeAt(--j);
        const lastChar = j;
        while (c === SPACE)
            c = s.charCodeAt(--j);
        if (c === LF && j >= start && j + 1 + indent > lastChar)
            nl = j;
        else
            return nl;
    }
}
/**
 * resolveBlockScalar's view of a block scalar's source: its lines, split at line feeds. Those of a
 * source ending at `end` are its lines before `end`, each ended by a line feed, and an empty last one
 * at `end`.
 */
class BlockLines {
    s;
    starts = [];
    contents = [];
    ends = [];
    /** Some line's content starts with a tab. */
    tabbed = false;
    constructor(s) {
        this.s = s;
    }
    /** The next line: where it starts, its first character that is not a space, its line feed. */
    add(start, content, lineFeed) {
        this.starts.push(start);
        this.contents.push(content);
        this.ends.push(lineFeed);
    }
    /** Whether a line added holds nothing but more than `indent` spaces. */
    hasBlankLineBeyond(indent) {
        for (let k = 0; k < this.count; ++k)
            if (this.isEmpty(k) && this.indent(k) > indent)
                return true;
        return false;
    }
    /** Drops the lines added from `end` on, and adds the empty last line. */
    endAt(end) {
        let count = this.starts.length;
        while (count > 0 && (this.starts[count - 1] ?? 0) >= end)
            count -= 1;
        this.starts.length = count;
        this.contents.length = count;
        this.ends.length = count;
        this.add(end, end, end);
        for (let k = 0; k <= count && !this.tabbed; ++k)
            this.tabbed = this.startsWithTab(k);
    }
    get count() {
        return this.starts.length;
    }
    indent(k) {
        return (this.contents[k] ?? 0) - (this.starts[k] ?? 0);
    }
    /** Only spaces, or spaces and the CR of a CRLF. */
    isEmpty(k) {
        const c = this.contents[k] ?? 0;
        return contentEnd(this.s, c, this.ends[k] ?? 0) === c;
    }
    /** Whether the line's content starts with a tab, which makes it more indented in a folded scalar. */
    startsWithTab(k) {
        return this.s.charCodeAt(this.contents[k] ?? 0) === TAB;
    }
    /**
     * Where the last line that reaches column `indent` with something besides a line break ends (before
     * its break): goyaml reads such a line as content, even when it is only spaces.
     */
    lastContentEnd(indent) {
        for (let k = this.count - 1; k >= 0; --k) {
            const start = this.starts[k] ?? 0;
            const e = contentEnd(this.s, start, this.ends[k] ?? 0);
            let i = start;
            while (i < e && i - start < indent && this.s.charCodeAt(i) === SPACE)
                i += 1;
            if (i - start === indent && i < e)
                return e;
        }
        return undefined;
    }
    /**
     * goyaml refuses a tab where it expects indentation: in any line up to the first with content while it
     * finds the indentation, and before column `indent` after that.
     */
    checkTabs(indent, explicit) {
        if (!this.tabbed)
            return;
        let detecting = !explicit;
        for (let k = 0; k < this.count; ++k) {
            const c = this.s.charCodeAt(this.contents[k] ?? 0);
            if (c === TAB && (detecting || this.indent(k) < (indent ?? 0)))
                bail('tab in the indentation of a block scalar');
            if (detecting && !this.isEmpty(k))
                detecting = false;
        }
    }
    /** The line after its first `trimIndent` columns, without its line break. */
    text(k, trimIndent) {
        const c = this.contents[k] ?? 0;
        const e = contentEnd(this.s, c, this.ends[k] ?? 0);
        return this.indent(k) > trimIndent
            ? this.s.slice((this.starts[k] ?? 0) + trimIndent, e)
            : this.s.slice(c, e);
    }
}
/** resolveBlockScalar's layout; undefined when every line is empty. */
function layout(lines, indentFromHeader, explicit) {
    let chompStart = lines.count;
    while (chompStart > 0 && lines.isEmpty(chompStart - 1))
        chompStart -= 1;
    if (chompStart === 0)
        return undefined;
    let trimIndent = indentFromHeader;
    let contentStart = 0;
    for (let k = 0; k < chompStart; ++k) {
        const indent = lines.indent(k);
        if (lines.isEmpty(k)) {
            if (!explicit && indent > trimIndent)
                trimIndent = indent;
            continue;
        }
        if (indent < trimIndent)
            bail('block scalar with more-indented leading empty lines');
        if (!explicit)
            trimIndent = indent;
        contentStart = k;
        break;
    }
    // Trailing empty lines that are more indented than the content belong to it.
    for (let k = lines.count - 1; k >= chompStart; --k)
        if (lines.indent(k) > trimIndent)
            chompStart = k + 1;
    return { trimIndent, contentStart, chompStart };
}
/** resolveBlockScalar's joining of the content lines: literal, or folded with its more-indented rules. */
function joinContent(lines, { trimIndent, contentStart, chompStart }, folded) {
    let value = '';
    let sep = '';
    let prevMoreIndented = false;
    for (let k = contentStart; k < chompStart; ++k) {
        const indent = lines.indent(k);
        const empty = lines.isEmpty(k);
        if (!empty && indent < trimIndent)
            bail('block scalar line less indented than its first line');
        const line = lines.text(k, trimIndent);
        if (!folded) {
            value += sep + line;
            sep = '\n';
        }
        else if (indent > trimIndent || lines.startsWithTab(k)) {
            if (sep === ' ')
                sep = '\n';
            else if (!prevMoreIndented && sep === '\n')
                sep = '\n\n';
            value += sep + line;
            sep = '\n';
            prevMoreIndented = true;
        }
        else if (empty) {
            if (sep === '\n')
                value += '\n';
            else
                sep = '\n';
        }
        else {
            value += sep + line;
            sep = ' ';
            prevMoreIndented = false;
        }
    }
    return value;
}
function blockScalarValue(lines, at, folded, chomp, noLines) {
    if (noLines)
        return '';
    if (at === undefined)
        return chomp === KEEP ? '\n'.repeat(Math.max(1, lines.count - 1)) : '';
    let value = '';
    for (let k = 0; k < at.contentStart; ++k)
        value += lines.text(k, at.trimIndent) + '\n';
    value += joinContent(lines, at, folded);
    if (chomp === KEEP) {
        for (let k = at.chompStart; k < lines.count; ++k)
            value += '\n' + lines.text(k, at.trimIndent);
        if (!value.endsWith('\n'))
            value += '\n';
    }
    else if (chomp === CLIP)
        value += '\n';
    return value;
}

;// CONCATENATED MODULE: ./src/load/yaml/fast.ts
// The fast YAML path: a hand-written parser for the YAML that Kubernetes manifests and CRDs are made of
// (block and flow collections, plain, quoted and block scalars, comments, `---`/`...`). It builds the
// same tree as parseFull (full.ts) and bails (returns undefined) on anything else: anchors, aliases,
// tags, directives, explicit keys, merge keys, duplicate keys, and whatever `yaml` would report as an
// error. Nesting is kept on explicit stacks, so depth costs heap, never call stack; every scan moves
// forward, so time is linear in the text. Nesting deeper than MAX_DEPTH bails too: the full path reports it.




/**
 * The documents of `text`, with offsets shifted by `base`; undefined where the full path must decide.
 * `plainCharacters`: the caller found no unusual character in the text (hasUnusualCharacters).
 */
function parseFast(text, base = 0, plainCharacters = false) {
    try {
        const docs = new FastParser(text, plainCharacters).documents();
        if (base !== 0)
            for (const doc of docs)
                shiftDocument(doc, base);
        return docs;
    }
    catch {
        // A bail, or a bug here: either way the full parser decides, so a bug costs speed, never correctness.
        return undefined;
    }
}
/** Why parseFast refuses `text`, or undefined when it accepts it: for tests and bail-rate measurements. */
function fastBailReason(text) {
    try {
        new FastParser(text).documents();
        return undefined;
    }
    catch (e) {
        if (e instanceof Bail)
            return e.message;
        throw e;
    }
}
// yaml reports an implicit key whose `:` is more than 1024 characters after its start.
const MAX_KEY_SPAN = 1024;
// Maps bigger than this look keys up in a set, so that duplicate detection stays linear.
const KEY_SET_THRESHOLD = 8;
/** A collection under construction, block or flow. */
class MapFrame {
    indent;
    start;
    isMap = true;
    entries = [];
    keys;
    /** The key waiting for its value. */
    key;
    keyStart = 0;
    keyEnd = 0;
    /** Where yaml places the empty value of the waiting key: after its `:` and the spaces that follow. */
    emptyAt = 0;
    /** Flow only: an entry is complete and a `,` or the closing bracket must come next. */
    complete = false;
    constructor(indent, start) {
        this.indent = indent;
        this.start = start;
    }
    get waiting() {
        return this.key !== undefined;
    }
    setKey(text, start, end, plain) {
        if (plain && text === '<<')
            bail('merge key');
        const key = fast_jsonKey(text, plain);
        if (this.has(key))
            bail('duplicate key');
        this.key = key;
        this.keyStart = start;
        this.keyEnd = end;
    }
    add(value) {
        const key = this.key ?? bail('value without a key');
        this.entries.push({ key, keyStart: this.keyStart, keyEnd: this.keyEnd, value });
        this.keys?.add(key);
        this.key = undefined;
        this.complete = true;
    }
    node(end) {
        return { kind: 'map', entries: this.entries, start: this.start, end };
    }
    has(key) {
        if (this.keys !== undefined)
            return this.keys.has(key);
        const entries = this.entries;
        for (let i = 0; i < entries.length; ++i)
            if (entries[i]?.key === key)
                return true;
        if (entries.length >= KEY_SET_THRESHOLD)
            this.keys = new Set(entries.map((e) => e.key));
        return false;
    }
}
class SeqFrame {
    indent;
    start;
    isMap = false;
    items = [];
    /** Block only: a `-` waits for its item. */
    waiting = false;
    emptyAt = 0;
    complete = false;
    constructor(indent, start) {
        this.indent = indent;
        this.start = start;
    }
    add(value) {
        this.items.push(value);
        this.waiting = false;
        this.complete = true;
    }
    node(end) {
        return { kind: 'seq', items: this.items, start: this.start, end };
    }
}
function scalar(text, plain, start, end) {
    const value = plain ? resolvePlain(text) : text;
    // JSON has no NaN or infinity: the full path reports them.
    if (typeof value === 'number' && !Number.isFinite(value))
        bail('non-finite number');
    return { kind: 'scalar', value, text, start, end };
}
function emptyScalar(at) {
    return { kind: 'scalar', value: null, text: '', start: at, end: at };
}
/** The JSON key of a key scalar: a plain one is resolved and converted (`yes` is "true"). */
function fast_jsonKey(text, plain) {
    if (!plain)
        return text;
    try {
        return plainJsonKey(text);
    }
    catch (e) {
        if (e instanceof ScalarError)
            bail('key JSON cannot hold');
        throw e;
    }
}
/** Where a node starts in block context, which decides what it may be. */
const AT_LINE_START = 0;
const AFTER_DASH = 1;
const AFTER_KEY = 2;
/** Returned where a line holds no further node. */
const LINE_DONE = -1;
/** Refuses what may not start a plain scalar, or starts something the fast path does not handle. */
function checkPlainStart(s, i, inFlow) {
    const c = s.charCodeAt(i);
    switch (c) {
        case 0x21: // ! tag
        case 0x26: // & anchor
        case 0x2a: // * alias
        case 0x25: // % directive or reserved
        case 0x40: // @ reserved
        case 0x60: // ` reserved
        case HASH:
        case PIPE:
        case GT:
        case COMMA:
        case LBRACKET:
        case RBRACKET:
        case LBRACE:
        case RBRACE:
            bail(`a node starting with ${s[i] ?? ''}`);
            break;
        case DASH:
        case QUESTION:
        case COLON: {
            const next = s.charCodeAt(i + 1);
            // In a flow collection goyaml takes `?` and `:` as indicators whatever follows them.
            if (isBlank(next) || (inFlow && (c !== DASH || isFlowIndicator(next))))
                bail(`indicator ${s[i] ?? ''}`);
        }
    }
}
/** A `:` that is a mapping value indicator in block context. */
function isBlockColon(s, i) {
    return s.charCodeAt(i) === COLON && isBlank(s.charCodeAt(i + 1));
}
class FastParser {
    s;
    plainCharacters;
    /** Start of the next line to parse in block context. */
    pos = 0;
    /** Start of the line being parsed. */
    lineStart = 0;
    frames = [];
    root = null;
    constructor(s, plainCharacters = false) {
        this.s = s;
        this.plainCharacters = plainCharacters;
    }
    documents() {
        const s = this.s;
        if (!this.plainCharacters)
            checkCharacters(s);
        const docs = [];
        let open = false;
        // After `...`, goyaml wants `---` before the next document.
        let ended = false;
        let emptyStart = 0;
        while (this.pos < s.length) {
            const p = this.pos;
            if (isDocumentMarker(s, p)) {
                const isStart = s.charCodeAt(p) === DASH;
                if (open)
                    docs.push(this.document(docs.length, emptyStart));
                else if (!isStart)
                    bail('document end marker without a document');
                open = isStart;
                ended = !isStart;
                emptyStart = skipInlineSpace(s, p + 3);
                this.pos = this.lineEnd(emptyStart);
            }
            else if (open) {
                this.block();
            }
            else {
                let q = p;
                while (s.charCodeAt(q) === SPACE)
                    q += 1;
                const c = s.charCodeAt(q);
                if (c === TAB)
                    bail('tab at the start of a line');
                if (isLineEnd(c) || c === HASH)
                    this.pos = nextLineStart(s, q);
                else if (q === p && c === 0x25)
                    bail('directive');
                else if (ended)
                    bail('document after ... without ---');
                else
                    open = true;
            }
        }
        if (open)
            docs.push(this.document(docs.length, emptyStart));
        return docs;
    }
    document(index, emptyStart) {
        const root = this.root;
        this.root = null;
        return { index, start: root === null ? emptyStart : root.start, root, errors: [] };
    }
    /** Parses the lines of one document up to a document marker or the end of the text. */
    block() {
        const s = this.s;
        while (this.pos < s.length && !isDocumentMarker(s, this.pos)) {
            const ls = this.pos;
            let p = ls;
            while (s.charCodeAt(p) === SPACE)
                p += 1;
            const c = s.charCodeAt(p);
            // goyaml takes a tab where a line's next token may start as the token itself: an error.
            if (c === TAB)
                bail('tab at the start of a line');
            if (isLineEnd(c) || c === HASH) {
                this.pos = nextLineStart(s, p);
                continue;
            }
            this.lineStart = ls;
            this.line(p, p - ls);
        }
        while (this.frames.length > 0)
            this.closeFrame();
    }
    /**
     * A line whose content starts at `p`, in column `col`. Nodes that follow a `- ` or a `key: ` on the
     * same line are parsed in this loop rather than by nested calls, so that `- - - \u2026` costs no stack.
     */
    line(p, col) {
        let next = this.lineStartNode(p, col);
        while (next !== LINE_DONE) {
            const top = this.frames[this.frames.length - 1] ?? bail('no collection for a node');
            next = this.node(next, next - this.lineStart, top.indent, top.isMap ? AFTER_KEY : AFTER_DASH);
        }
    }
    /** The first node of a line: closes the collections it leaves, continues or opens the one it is in. */
    lineStartNode(p, col) {
        const frames = this.frames;
        let top = frames[frames.length - 1];
        while (top !== undefined && top.indent > col) {
            this.closeFrame();
            top = frames[frames.length - 1];
        }
        for (;;) {
            if (top === undefined) {
                if (this.root !== null)
                    bail('content after the document root');
                return this.node(p, col, -1, AT_LINE_START);
            }
            if (top.indent < col) {
                if (!top.waiting)
                    bail('unexpected indentation');
                return this.node(p, col, top.indent, AT_LINE_START);
            }
            const dash = this.s.charCodeAt(p) === DASH && isBlank(this.s.charCodeAt(p + 1));
            if (!top.isMap) {
                if (dash)
                    return this.seqItem(top, p);
                // A sequence may sit at the indentation of the key it belongs to; it ends at the next key.
                this.closeFrame();
                top = frames[frames.length - 1];
                continue;
            }
            if (dash) {
                if (!top.waiting)
                    bail('sequence item where a mapping key belongs');
                const seq = new SeqFrame(col, p);
                this.open(seq);
                return this.seqItem(seq, p);
            }
            if (top.waiting)
                top.add(emptyScalar(top.emptyAt));
            return this.mapKey(top, p);
        }
    }
    /** A `-` at `dash` starting the next item of `seq`; where the item starts on this line, if it does. */
    seqItem(seq, dash) {
        const s = this.s;
        if (seq.waiting)
            seq.add(emptyScalar(seq.emptyAt));
        let q = dash + 1;
        while (s.charCodeAt(q) === SPACE)
            q += 1;
        if (s.charCodeAt(q) === TAB)
            bail('tab after a sequence indicator');
        seq.waiting = true;
        seq.emptyAt = q;
        return this.restOfLine(q);
    }
    /** A key at `p` continuing `map` in its column; where its value starts on this line, if it does. */
    mapKey(map, p) {
        const s = this.s;
        const c = s.charCodeAt(p);
        const quoted = c === DQUOTE || c === SQUOTE;
        if (!quoted)
            checkPlainStart(s, p, false);
        const end = quoted ? scanQuoted(s, p, map.indent + 1) : scanPlain(s, p, false, map.indent + 1);
        const colon = skipInlineSpace(s, end);
        if (!isBlockColon(s, colon))
            bail('mapping entry without a key');
        return this.key(map, p, end, colon, !quoted);
    }
    /** Records the key `s[start, end)` whose `:` is at `colon`; where its value starts on this line, if it does. */
    key(map, start, end, colon, plain) {
        const s = this.s;
        if (colon - start > MAX_KEY_SPAN)
            bail('key longer than 1024 characters');
        const maySpanLines = lastScalarMaySpanLines();
        if (maySpanLines && hasNewline(s, start, end))
            bail('multi-line key');
        map.setKey(plain ? s.slice(start, end) : quotedText(s, start, end, false), start, end, plain);
        const q = skipInlineSpace(s, colon + 1);
        map.emptyAt = q;
        return this.restOfLine(q);
    }
    /** After an indicator and its spaces: LINE_DONE when only a comment follows, else `q`. */
    restOfLine(q) {
        const c = this.s.charCodeAt(q);
        if (!isLineEnd(c) && c !== HASH)
            return q;
        this.pos = nextLineStart(this.s, q);
        return LINE_DONE;
    }
    /**
     * The node starting at `p` (column `col`) in block context, as the item or value waiting in the top
     * frame, or as the document root when there is no frame; `parentIndent` is that frame's indentation.
     * Returns where a further node starts on this line (after a `- ` or `key: `), or LINE_DONE.
     */
    node(p, col, parentIndent, place) {
        const s = this.s;
        const c = s.charCodeAt(p);
        const indentNext = parentIndent + 1;
        if (c === DASH && isBlank(s.charCodeAt(p + 1))) {
            if (place === AFTER_KEY)
                bail('block sequence on the line of its key');
            const seq = new SeqFrame(col, p);
            this.open(seq);
            return this.seqItem(seq, p);
        }
        if (c === LBRACKET || c === LBRACE) {
            const value = this.flow(p, indentNext);
            const after = skipInlineSpace(s, value.end);
            if (s.charCodeAt(after) === COLON)
                bail('flow collection as a key');
            this.deliver(value);
            this.pos = this.lineEnd(after);
            return LINE_DONE;
        }
        if (c === PIPE || c === GT) {
            if (place === AT_LINE_START)
                bail('block scalar at the start of a line');
            const block = scanBlockScalar(s, p, parentIndent);
            this.deliver(scalar(block.text, false, p, block.contentEnd));
            this.pos = block.end;
            return LINE_DONE;
        }
        const quoted = c === DQUOTE || c === SQUOTE;
        if (!quoted)
            checkPlainStart(s, p, false);
        const end = quoted ? scanQuoted(s, p, indentNext) : scanPlain(s, p, false, indentNext);
        const after = skipInlineSpace(s, end);
        if (isBlockColon(s, after)) {
            if (place === AFTER_KEY)
                bail('mapping on the line of its key');
            const map = new MapFrame(col, p);
            this.open(map);
            return this.key(map, p, end, after, !quoted);
        }
        const maySpanLines = lastScalarMaySpanLines();
        const text = quoted ? quotedText(s, p, end, maySpanLines) : unfoldLines(s, p, end, maySpanLines);
        this.deliver(scalar(text, !quoted, p, end));
        this.pos = this.lineEnd(after);
        return LINE_DONE;
    }
    /** A block collection starts inside the open ones. */
    open(frame) {
        this.frames.push(frame);
        checkDepth(this.frames.length);
    }
    /** Gives a finished node to the top frame, or makes it the document root. */
    deliver(node) {
        const top = this.frames[this.frames.length - 1];
        if (top === undefined)
            this.root = node;
        else
            top.add(node);
    }
    /** A block collection ends where its last item ends. */
    closeFrame() {
        const frame = this.frames.pop() ?? bail('no collection to close');
        if (frame.waiting)
            frame.add(emptyScalar(frame.emptyAt));
        const last = frame.isMap
            ? frame.entries[frame.entries.length - 1]?.value
            : frame.items[frame.items.length - 1];
        this.deliver(frame.node(last?.end ?? frame.start));
    }
    /** After a node at `i` (spaces skipped), only a comment may follow on its line; the next line's start. */
    lineEnd(i) {
        const s = this.s;
        const c = s.charCodeAt(i);
        if (isLineEnd(c))
            return nextLineStart(s, i);
        const before = s.charCodeAt(i - 1);
        if (c === HASH && (before === SPACE || before === TAB))
            return nextLineStart(s, i);
        return bail('unexpected text after a node');
    }
    /** The flow collection opening at `open`; its continuation lines need `indentNext` spaces. */
    flow(open, indentNext) {
        const s = this.s;
        const stack = [];
        let frame = s.charCodeAt(open) === LBRACE ? new MapFrame(0, open) : new SeqFrame(0, open);
        checkDepth(this.frames.length + 1);
        let i = open + 1;
        for (;;) {
            i = this.flowSpace(i, indentNext, stack.length === 0, frame.isMap && frame.complete);
            const c = s.charCodeAt(i);
            if (Number.isNaN(c))
                bail('unterminated flow collection');
            if (c === RBRACKET || c === RBRACE) {
                if ((c === RBRACE) !== frame.isMap || frame.waiting)
                    bail('unexpected closing bracket');
                const node = frame.node(i + 1);
                const parent = stack.pop();
                if (parent === undefined)
                    return node;
                frame = parent;
                frame.add(node);
                i += 1;
            }
            else if (frame.complete) {
                if (c !== COMMA)
                    bail('expected , in a flow collection');
                frame.complete = false;
                i += 1;
            }
            else if (c === LBRACKET || c === LBRACE) {
                if (frame.isMap && !frame.waiting)
                    bail('flow collection as a key');
                stack.push(frame);
                frame = c === LBRACE ? new MapFrame(0, i) : new SeqFrame(0, i);
                checkDepth(this.frames.length + stack.length + 1);
                i += 1;
            }
            else {
                i = this.flowScalar(frame, i, indentNext);
            }
        }
    }
    /** A scalar at `i` in a flow collection: a key of a flow mapping with its `:`, or a value. */
    flowScalar(frame, i, indentNext) {
        const s = this.s;
        const c = s.charCodeAt(i);
        const quoted = c === DQUOTE || c === SQUOTE;
        if (!quoted)
            checkPlainStart(s, i, true);
        const end = quoted ? scanQuoted(s, i, indentNext) : scanPlain(s, i, true, indentNext);
        const maySpanLines = lastScalarMaySpanLines();
        const text = quoted ? quotedText(s, i, end, maySpanLines) : unfoldLines(s, i, end, maySpanLines);
        if (!frame.isMap || frame.waiting) {
            frame.add(scalar(text, !quoted, i, end));
            return end;
        }
        if (maySpanLines && hasNewline(s, i, end))
            bail('multi-line flow key');
        const colon = skipInlineSpace(s, end);
        // After a quoted key any `:` is the indicator; after a plain one it needs white space or a flow indicator.
        const next = s.charCodeAt(colon + 1);
        if (s.charCodeAt(colon) !== COLON || (!quoted && !isBlank(next) && !isFlowIndicator(next))) {
            bail('flow mapping entry without a value');
        }
        frame.setKey(text, i, end, !quoted);
        return colon + 1;
    }
    /**
     * Skips white space, line breaks and comments inside a flow collection, refusing lines that yaml's
     * lexer would end the collection at: less indented than `indentNext` (a closing bracket of the
     * outermost collection may sit one column left of that), or a document marker. After a flow mapping
     * value, yaml gives the first line break to the value, so a comment opening the next line has no
     * white space before it: an error.
     */
    flowSpace(i, indentNext, outermost, afterMapValue) {
        const s = this.s;
        let firstBreak = afterMapValue;
        for (;;) {
            const c = s.charCodeAt(i);
            if (c === SPACE || c === TAB) {
                i += 1;
            }
            else if (c === LF || c === CR) {
                i = nextLineStart(s, i);
                if (firstBreak && s.charCodeAt(i) === HASH)
                    bail('comment right after a flow mapping value');
                firstBreak = false;
                const ls = i;
                while (s.charCodeAt(i) === SPACE)
                    i += 1;
                const indent = i - ls;
                i = skipInlineSpace(s, i);
                const first = s.charCodeAt(i);
                if (first === LF || first === CR || first === HASH || Number.isNaN(first))
                    continue;
                const closing = first === RBRACKET || first === RBRACE;
                if (indent < indentNext && !(outermost && closing && indent === indentNext - 1)) {
                    bail('flow collection line not indented enough');
                }
                if (indent === 0 && isDocumentMarker(s, i))
                    bail('document marker in a flow collection');
            }
            else if (c === HASH) {
                const before = s.charCodeAt(i - 1);
                if (before !== SPACE && before !== TAB && before !== LF)
                    bail('comment without white space before it');
                i = s.indexOf('\n', i);
                if (i === -1)
                    bail('unterminated flow collection');
            }
            else {
                return i;
            }
        }
    }
}
function checkDepth(depth) {
    if (depth > yaml_node/* MAX_DEPTH */.lr)
        bail(`nesting deeper than ${yaml_node/* MAX_DEPTH */.lr} levels`);
}
/**
 * Refuses texts with a byte-order mark, a line break other than LF and CRLF, or a character goyaml
 * refuses: the full path reads them.
 */
function checkCharacters(text) {
    if (!(0,chars/* hasUnusualCharacters */.qH)(text))
        return;
    if (text.includes('\uFEFF'))
        bail('byte-order mark');
    if ((0,chars/* firstDisallowed */.L3)(text) !== -1)
        bail('control character');
    bail('line break other than LF and CRLF');
}
/** Moves a document parsed from a slice of a file to the slice's offset in the file (no node is shared). */
function shiftDocument(doc, base) {
    doc.start += base;
    const stack = doc.root ? [doc.root] : [];
    for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
        const n = node;
        n.start += base;
        n.end += base;
        if (node.kind === 'seq')
            stack.push(...node.items);
        else if (node.kind === 'map') {
            for (const e of node.entries) {
                const m = e;
                m.keyStart += base;
                m.keyEnd += base;
                stack.push(e.value);
            }
        }
    }
}

;// CONCATENATED MODULE: ./src/load/yaml/tokens.ts
// The tokens of goyaml.v2's scanner, and the error every stage of the full parser throws.
/** goyaml's scanner, parser and decoder errors: the problem, where it is, and what was being read. */
class YamlSyntaxError extends Error {
    problem;
    start;
    end;
    context;
    constructor(problem, start, end, context) {
        super(context ? `${problem} (${context})` : problem);
        this.problem = problem;
        this.start = start;
        this.end = end;
        this.context = context;
    }
}

;// CONCATENATED MODULE: ./src/load/yaml/decode.ts
// Composed YAML nodes to our tree, as kubectl decodes them: goyaml.v2 decoding into interface{}
// (decode.go: tags, aliases, merge keys, its billion-laughs ratio), then sigs.k8s.io/yaml's conversion
// to JSON (keys become strings, a null key is an error) and encoding/json (NaN and infinities are errors).
// Duplicate keys do not stop decoding: kubectl keeps the last value, so the tree does too, and each
// duplicate is an error of the document beside its root.



const decode_BINARY = 'tag:yaml.org,2002:binary';
// goyaml.v2 (decode.go) refuses documents where alias expansion dominates: billion-laughs protection.
const ALIAS_RATIO_LOW = 400_000;
const ALIAS_RATIO_HIGH = 4_000_000;
function allowedAliasRatio(decodeCount) {
    if (decodeCount <= ALIAS_RATIO_LOW)
        return 0.99;
    if (decodeCount >= ALIAS_RATIO_HIGH)
        return 0.1;
    return 0.99 - (0.89 * (decodeCount - ALIAS_RATIO_LOW)) / (ALIAS_RATIO_HIGH - ALIAS_RATIO_LOW);
}
function decodeDocument(root, index, start, base) {
    if (root.kind === 'scalar' && root.empty && root.tag === '')
        return { index, start: start + base, root: null, errors: [] };
    const decoder = new Decoder(base);
    try {
        const decoded = decoder.value(root);
        return { index, start: decoded.node.start, root: decoded.node, errors: decoder.duplicates };
    }
    catch (e) {
        if (!(e instanceof YamlSyntaxError))
            throw e;
        const error = { message: e.message, start: e.start + base, end: e.end + base };
        return { index, start: start + base, root: null, errors: [error] };
    }
}
function fail(message, node) {
    throw new YamlSyntaxError(message, node.start, node.end);
}
class Decoder {
    base;
    // Anchored nodes are decoded once and shared by every alias, so memory stays linear; goyaml's count
    // of the expansion is kept instead, to refuse what goyaml refuses. Sharing also lets a chain of anchors
    // build a tree far deeper than the text (`a1: &a1 [*a0]`, `a2: &a2 [*a1]`, ...): heights are counted.
    decoded = new Map();
    inProgress = new Set();
    decodeCount = 0;
    aliasCount = 0;
    root;
    duplicates = [];
    constructor(base) {
        this.base = base;
    }
    /** A node in a value's place: JSON has no NaN or infinity (encoding/json refuses them). */
    value(raw) {
        this.root ??= raw;
        const decoded = this.node(raw);
        const { node } = decoded;
        if (node.kind === 'scalar' && typeof node.value === 'number' && !Number.isFinite(node.value)) {
            fail(`${String(node.value)} cannot be sent as JSON (encoding/json: unsupported value): quote it to make it a string`, this.local(node));
        }
        return decoded;
    }
    local(node) {
        return { start: node.start - this.base, end: node.end - this.base };
    }
    /** goyaml's count (decode.go): every node decoded, and those decoded through an alias. */
    count(decoded, aliased) {
        this.decodeCount += decoded;
        this.aliasCount += aliased;
        if (this.aliasCount > 100 &&
            this.decodeCount > 1000 &&
            this.aliasCount / this.decodeCount > allowedAliasRatio(this.decodeCount)) {
            fail('document contains excessive aliasing', this.root ?? { start: 0, end: 0 });
        }
    }
    node(raw) {
        if (raw.kind === 'alias')
            return this.alias(raw);
        const cached = this.decoded.get(raw);
        if (cached)
            return cached;
        this.count(1, 0);
        this.inProgress.add(raw);
        const result = raw.kind === 'scalar' ? this.scalar(raw) : raw.kind === 'seq' ? this.seq(raw) : this.map(raw);
        this.inProgress.delete(raw);
        if (result.height > yaml_node/* MAX_DEPTH */.lr) {
            fail(`with its aliases expanded, this collection nests deeper than ${yaml_node/* MAX_DEPTH */.lr} levels: Admission Gate reads no deeper, so that no step of a scan can run out of stack (the API server's decoder stops at 10,000; real manifests stay under 50)`, { start: raw.start, end: raw.start + 1 });
        }
        if (raw.anchored)
            this.decoded.set(raw, result);
        return result;
    }
    alias(alias) {
        if (this.inProgress.has(alias.target))
            fail(`anchor '${alias.name}' value contains itself`, alias);
        this.count(1, 0);
        const result = this.node(alias.target);
        this.count(result.size, result.size);
        return { ...result, size: 1 + result.size };
    }
    scalar(raw) {
        let resolved;
        try {
            resolved = resolveScalar(raw.value, raw.tag, raw.implicit);
        }
        catch (e) {
            if (e instanceof ScalarError)
                fail(e.message, raw);
            throw e;
        }
        const node = {
            kind: 'scalar',
            value: resolved.value,
            // What a !!binary scalar stands for is its bytes, which are also what kubectl sends.
            text: raw.tag === decode_BINARY ? resolved.value : raw.value,
            start: raw.start + this.base,
            end: raw.end + this.base,
        };
        return { node, size: 1, height: 0, resolved };
    }
    seq(raw) {
        const items = [];
        let size = 1;
        let height = 1;
        for (const child of raw.children) {
            const item = this.value(child);
            items.push(item.node);
            size += item.size;
            height = Math.max(height, item.height + 1);
        }
        const node = { kind: 'seq', items, start: raw.start + this.base, end: raw.end + this.base };
        return { node, size, height };
    }
    map(raw) {
        const entries = [];
        const at = new Map();
        const written = new Set();
        let size = 1;
        let height = 1;
        const set = (e, explicit) => {
            const i = at.get(e.key);
            if (explicit) {
                if (written.has(e.key))
                    this.duplicate(e);
                written.add(e.key);
            }
            if (i === undefined) {
                at.set(e.key, entries.length);
                entries.push(e);
            }
            else
                entries[i] = e;
        };
        const children = raw.children;
        for (let k = 0; k + 1 < children.length; k += 2) {
            const keyRaw = children[k];
            const valueRaw = children[k + 1];
            if (keyRaw.kind === 'scalar' && keyRaw.merge) {
                for (const merged of this.mergeSources(valueRaw, keyRaw)) {
                    size += merged.size;
                    height = Math.max(height, merged.height);
                    for (const e of merged.node.entries)
                        set(e, false);
                }
                continue;
            }
            const key = this.node(keyRaw);
            if (key.node.kind !== 'scalar' || !key.resolved) {
                fail('a mapping key must be a scalar; JSON has no other kind of key (goyaml: invalid map key)', keyRaw);
            }
            let name;
            try {
                name = jsonKey(key.resolved);
            }
            catch (e) {
                if (e instanceof ScalarError)
                    fail(e.message, keyRaw);
                throw e;
            }
            const value = this.value(valueRaw);
            size += key.size + value.size;
            height = Math.max(height, value.height + 1);
            set({ key: name, keyStart: key.node.start, keyEnd: key.node.end, value: value.node }, true);
        }
        const node = { kind: 'map', entries, start: raw.start + this.base, end: raw.end + this.base };
        return { node, size, height };
    }
    /** A key written twice in one mapping: strict decoding rejects it, at the second one; kubectl keeps it. */
    duplicate(e) {
        this.duplicates.push({
            message: `duplicate key ${JSON.stringify(e.key)}: the API server's strict decoding rejects duplicate fields, and kubectl silently keeps only the last value, which is the one checked here`,
            start: e.keyStart,
            end: e.keyEnd,
        });
    }
    // goyaml.v2: `<<` takes a mapping, an alias of one, or a sequence of those where earlier ones win.
    mergeSources(value, key) {
        const wantMap = () => fail('map merge requires map or sequence of maps as the value', key);
        const target = (n) => (n.kind === 'alias' ? n.target : n);
        if (value.kind === 'seq') {
            return [...value.children].reverse().map((s) => {
                if (target(s).kind !== 'map')
                    wantMap();
                return this.node(s);
            });
        }
        if (target(value).kind !== 'map')
            wantMap();
        return [this.node(value)];
    }
}

;// CONCATENATED MODULE: ./src/load/yaml/events.ts
// Events from tokens as goyaml.v2's parser (parserc.go) produces them: an explicit state machine, so
// nesting costs heap, not call stack. Tags are resolved against %TAG directives here.

const DEFAULT_TAG_HANDLES = [
    ['!', '!'],
    ['!!', 'tag:yaml.org,2002:'],
];
class EventParser {
    scanner;
    state = 'implicit-document-start';
    states = [];
    marks = [];
    tagHandles = new Map();
    started = false;
    constructor(scanner) {
        this.scanner = scanner;
    }
    next() {
        if (!this.started) {
            this.started = true;
            this.scanner.peek(); // stream-start
            this.scanner.consume();
        }
        if (this.state === 'end')
            return { type: 'stream-end' };
        switch (this.state) {
            case 'implicit-document-start':
                return this.documentStart(true);
            case 'document-start':
                return this.documentStart(false);
            case 'document-content':
                return this.documentContent();
            case 'document-end':
                return this.documentEnd();
            case 'block-node':
                return this.node(true, false);
            case 'block-node-or-indentless-sequence':
                return this.node(true, true);
            case 'flow-node':
                return this.node(false, false);
            case 'block-sequence-first-entry':
                return this.blockSequenceEntry(true);
            case 'block-sequence-entry':
                return this.blockSequenceEntry(false);
            case 'indentless-sequence-entry':
                return this.indentlessSequenceEntry();
            case 'block-mapping-first-key':
                return this.blockMappingKey(true);
            case 'block-mapping-key':
                return this.blockMappingKey(false);
            case 'block-mapping-value':
                return this.blockMappingValue();
            case 'flow-sequence-first-entry':
                return this.flowSequenceEntry(true);
            case 'flow-sequence-entry':
                return this.flowSequenceEntry(false);
            case 'flow-sequence-entry-mapping-key':
                return this.flowSequenceEntryMappingKey();
            case 'flow-sequence-entry-mapping-value':
                return this.flowSequenceEntryMappingValue();
            case 'flow-sequence-entry-mapping-end':
                this.state = 'flow-sequence-entry';
                return { type: 'mapping-end', end: this.peek().start };
            case 'flow-mapping-first-key':
                return this.flowMappingKey(true);
            case 'flow-mapping-key':
                return this.flowMappingKey(false);
            case 'flow-mapping-value':
                return this.flowMappingValue(false);
            case 'flow-mapping-empty-value':
                return this.flowMappingValue(true);
        }
    }
    peek() {
        return this.scanner.peek();
    }
    skipToken() {
        this.scanner.consume();
    }
    pop() {
        this.state = this.states.pop() ?? 'end';
    }
    fail(problem, at, context) {
        throw new YamlSyntaxError(problem, at.index, at.index + 1, context);
    }
    documentStart(implicit) {
        let token = this.peek();
        if (!implicit) {
            while (token.type === 'document-end') {
                this.skipToken();
                token = this.peek();
            }
        }
        if (implicit &&
            token.type !== 'version-directive' &&
            token.type !== 'tag-directive' &&
            token.type !== 'document-start' &&
            token.type !== 'stream-end') {
            this.processDirectives();
            this.states.push('document-end');
            this.state = 'block-node';
            return { type: 'document-start', start: token.start, explicit: false };
        }
        if (token.type === 'stream-end') {
            this.state = 'end';
            this.skipToken();
            return { type: 'stream-end' };
        }
        this.processDirectives();
        token = this.peek();
        if (token.type !== 'document-start')
            this.fail('did not find expected <document start>', token.start);
        this.states.push('document-end');
        this.state = 'document-content';
        this.skipToken();
        return { type: 'document-start', start: token.end, explicit: true };
    }
    documentContent() {
        const token = this.peek();
        if (token.type === 'version-directive' ||
            token.type === 'tag-directive' ||
            token.type === 'document-start' ||
            token.type === 'document-end' ||
            token.type === 'stream-end') {
            this.pop();
            return events_emptyScalar(token.start);
        }
        return this.node(true, false);
    }
    documentEnd() {
        const token = this.peek();
        if (token.type === 'document-end')
            this.skipToken();
        this.tagHandles = new Map();
        this.state = 'document-start';
        return { type: 'document-end' };
    }
    processDirectives() {
        let version = false;
        for (let token = this.peek();; token = this.peek()) {
            if (token.type === 'version-directive') {
                if (version)
                    this.fail('found duplicate %YAML directive', token.start);
                if (token.major !== 1 || token.minor !== 1)
                    this.fail('found incompatible YAML document', token.start);
                version = true;
            }
            else if (token.type === 'tag-directive') {
                const handle = token.value ?? '';
                if (this.tagHandles.has(handle))
                    this.fail('found duplicate %TAG directive', token.start);
                this.tagHandles.set(handle, token.suffix ?? '');
            }
            else
                break;
            this.skipToken();
        }
        for (const [handle, prefix] of DEFAULT_TAG_HANDLES) {
            if (!this.tagHandles.has(handle))
                this.tagHandles.set(handle, prefix);
        }
    }
    node(block, indentlessSequence) {
        let token = this.peek();
        if (token.type === 'alias') {
            this.pop();
            this.skipToken();
            return { type: 'alias', name: token.value ?? '', start: token.start, end: token.end };
        }
        const start = token.start;
        let end = token.start;
        let anchor;
        let tagToken;
        if (token.type === 'anchor') {
            anchor = token.value;
            end = token.end;
            this.skipToken();
            token = this.peek();
            if (token.type === 'tag') {
                tagToken = token;
                end = token.end;
                this.skipToken();
                token = this.peek();
            }
        }
        else if (token.type === 'tag') {
            tagToken = token;
            end = token.end;
            this.skipToken();
            token = this.peek();
            if (token.type === 'anchor') {
                anchor = token.value;
                end = token.end;
                this.skipToken();
                token = this.peek();
            }
        }
        const tag = tagToken ? this.resolveTag(tagToken, start) : '';
        const props = anchor === undefined ? { tag } : { anchor, tag };
        if (indentlessSequence && token.type === 'block-entry') {
            this.state = 'indentless-sequence-entry';
            return { type: 'sequence-start', ...props, flow: false, start: token.start };
        }
        if (token.type === 'scalar') {
            this.pop();
            this.skipToken();
            return {
                type: 'scalar',
                ...props,
                value: token.value ?? '',
                implicit: (tag === '' && token.style === 'plain') || tag === '!',
                style: token.style ?? 'plain',
                start: token.start,
                end: token.end,
                ...(token.contentEnd !== undefined ? { contentEnd: token.contentEnd } : {}),
            };
        }
        const collection = (type, flow, state) => {
            this.state = state;
            return { type, ...props, flow, start: token.start };
        };
        if (token.type === 'flow-sequence-start')
            return collection('sequence-start', true, 'flow-sequence-first-entry');
        if (token.type === 'flow-mapping-start')
            return collection('mapping-start', true, 'flow-mapping-first-key');
        if (block && token.type === 'block-sequence-start') {
            return collection('sequence-start', false, 'block-sequence-first-entry');
        }
        if (block && token.type === 'block-mapping-start') {
            return collection('mapping-start', false, 'block-mapping-first-key');
        }
        if (anchor !== undefined || tag !== '') {
            this.pop();
            return { ...events_emptyScalar(end), ...props, implicit: tag === '' };
        }
        return this.fail('did not find expected node content', token.start, block ? 'while parsing a block node' : 'while parsing a flow node');
    }
    resolveTag(token, start) {
        const handle = token.value ?? '';
        const suffix = token.suffix ?? '';
        if (handle === '')
            return suffix;
        const prefix = this.tagHandles.get(handle);
        if (prefix === undefined)
            return this.fail('found undefined tag handle', token.start, 'while parsing a node');
        void start;
        return prefix + suffix;
    }
    blockSequenceEntry(first) {
        if (first) {
            this.marks.push(this.peek().start);
            this.skipToken();
        }
        const token = this.peek();
        if (token.type === 'block-entry') {
            const mark = token.end;
            this.skipToken();
            const next = this.peek();
            if (next.type !== 'block-entry' && next.type !== 'block-end') {
                this.states.push('block-sequence-entry');
                return this.node(true, false);
            }
            this.state = 'block-sequence-entry';
            return events_emptyScalar(mark);
        }
        if (token.type === 'block-end') {
            this.pop();
            this.marks.pop();
            this.skipToken();
            return { type: 'sequence-end', end: token.end };
        }
        this.marks.pop();
        return this.fail("did not find expected '-' indicator", token.start, 'while parsing a block collection');
    }
    indentlessSequenceEntry() {
        const token = this.peek();
        if (token.type === 'block-entry') {
            const mark = token.end;
            this.skipToken();
            const next = this.peek();
            if (next.type !== 'block-entry' &&
                next.type !== 'key' &&
                next.type !== 'value' &&
                next.type !== 'block-end') {
                this.states.push('indentless-sequence-entry');
                return this.node(true, false);
            }
            this.state = 'indentless-sequence-entry';
            return events_emptyScalar(mark);
        }
        this.pop();
        return { type: 'sequence-end', end: token.start };
    }
    blockMappingKey(first) {
        if (first) {
            this.marks.push(this.peek().start);
            this.skipToken();
        }
        const token = this.peek();
        if (token.type === 'key') {
            const mark = token.end;
            this.skipToken();
            const next = this.peek();
            if (next.type !== 'key' && next.type !== 'value' && next.type !== 'block-end') {
                this.states.push('block-mapping-value');
                return this.node(true, true);
            }
            this.state = 'block-mapping-value';
            return events_emptyScalar(mark);
        }
        if (token.type === 'block-end') {
            this.pop();
            this.marks.pop();
            this.skipToken();
            return { type: 'mapping-end', end: token.end };
        }
        this.marks.pop();
        return this.fail('did not find expected key', token.start, 'while parsing a block mapping');
    }
    blockMappingValue() {
        const token = this.peek();
        if (token.type === 'value') {
            const mark = token.end;
            this.skipToken();
            const next = this.peek();
            if (next.type !== 'key' && next.type !== 'value' && next.type !== 'block-end') {
                this.states.push('block-mapping-key');
                return this.node(true, true);
            }
            this.state = 'block-mapping-key';
            return events_emptyScalar(mark);
        }
        this.state = 'block-mapping-key';
        return events_emptyScalar(token.start);
    }
    flowSequenceEntry(first) {
        if (first) {
            this.marks.push(this.peek().start);
            this.skipToken();
        }
        let token = this.peek();
        if (token.type !== 'flow-sequence-end') {
            if (!first) {
                if (token.type !== 'flow-entry') {
                    this.marks.pop();
                    this.fail("did not find expected ',' or ']'", token.start, 'while parsing a flow sequence');
                }
                this.skipToken();
                token = this.peek();
            }
            if (token.type === 'key') {
                this.state = 'flow-sequence-entry-mapping-key';
                this.skipToken();
                return { type: 'mapping-start', tag: '', flow: true, start: token.start };
            }
            if (token.type !== 'flow-sequence-end') {
                this.states.push('flow-sequence-entry');
                return this.node(false, false);
            }
        }
        this.pop();
        this.marks.pop();
        this.skipToken();
        return { type: 'sequence-end', end: token.end };
    }
    flowSequenceEntryMappingKey() {
        const token = this.peek();
        if (token.type !== 'value' && token.type !== 'flow-entry' && token.type !== 'flow-sequence-end') {
            this.states.push('flow-sequence-entry-mapping-value');
            return this.node(false, false);
        }
        const mark = token.end;
        this.skipToken();
        this.state = 'flow-sequence-entry-mapping-value';
        return events_emptyScalar(mark);
    }
    flowSequenceEntryMappingValue() {
        let token = this.peek();
        if (token.type === 'value') {
            this.skipToken();
            token = this.peek();
            if (token.type !== 'flow-entry' && token.type !== 'flow-sequence-end') {
                this.states.push('flow-sequence-entry-mapping-end');
                return this.node(false, false);
            }
        }
        this.state = 'flow-sequence-entry-mapping-end';
        return events_emptyScalar(token.start);
    }
    flowMappingKey(first) {
        if (first) {
            this.marks.push(this.peek().start);
            this.skipToken();
        }
        let token = this.peek();
        if (token.type !== 'flow-mapping-end') {
            if (!first) {
                if (token.type !== 'flow-entry') {
                    this.marks.pop();
                    this.fail("did not find expected ',' or '}'", token.start, 'while parsing a flow mapping');
                }
                this.skipToken();
                token = this.peek();
            }
            if (token.type === 'key') {
                this.skipToken();
                token = this.peek();
                if (token.type !== 'value' && token.type !== 'flow-entry' && token.type !== 'flow-mapping-end') {
                    this.states.push('flow-mapping-value');
                    return this.node(false, false);
                }
                this.state = 'flow-mapping-value';
                return events_emptyScalar(token.start);
            }
            if (token.type !== 'flow-mapping-end') {
                this.states.push('flow-mapping-empty-value');
                return this.node(false, false);
            }
        }
        this.pop();
        this.marks.pop();
        this.skipToken();
        return { type: 'mapping-end', end: token.end };
    }
    flowMappingValue(empty) {
        let token = this.peek();
        if (empty) {
            this.state = 'flow-mapping-key';
            return events_emptyScalar(token.start);
        }
        if (token.type === 'value') {
            this.skipToken();
            token = this.peek();
            if (token.type !== 'flow-entry' && token.type !== 'flow-mapping-end') {
                this.states.push('flow-mapping-key');
                return this.node(false, false);
            }
        }
        this.state = 'flow-mapping-key';
        return events_emptyScalar(token.start);
    }
}
function events_emptyScalar(mark) {
    return {
        type: 'scalar',
        tag: '',
        value: '',
        implicit: true,
        style: 'plain',
        start: mark,
        end: mark,
        empty: true,
    };
}

;// CONCATENATED MODULE: ./src/load/yaml/cursor.ts
// A position in the text as goyaml.v2's scanner moves through it: offset, characters, line and column.


class Cursor {
    s;
    /** Offset in UTF-16 code units. */
    i = 0;
    /** Offset in characters: goyaml limits simple keys to 1024 of them. */
    chars = 0;
    /** 0-based, as goyaml counts: every CR, LF, CRLF, NEL, LS and PS ends a line. */
    line = 0;
    column = 0;
    constructor(s) {
        this.s = s;
    }
    /** The code unit `k` units ahead; NaN past the end. */
    at(k = 0) {
        return this.s.charCodeAt(this.i + k);
    }
    get atEnd() {
        return this.i >= this.s.length;
    }
    mark() {
        return { index: this.i, chars: this.chars, line: this.line, column: this.column };
    }
    /** Moves past one character (a surrogate pair is one). */
    skip() {
        const c = this.s.charCodeAt(this.i);
        this.i += c >= 0xd800 && c <= 0xdbff && this.isLowSurrogate(this.i + 1) ? 2 : 1;
        this.chars += 1;
        this.column += 1;
    }
    /** Moves past one character and returns it. */
    read() {
        const from = this.i;
        this.skip();
        return this.s.slice(from, this.i);
    }
    /** Moves past a line break (CRLF counts as one), if there is one. */
    skipLine() {
        const c = this.at();
        if (c === chars.CR && this.at(1) === chars.LF) {
            this.i += 2;
            this.chars += 2;
        }
        else if ((0,chars/* isBreak */.kn)(c)) {
            this.i += 1;
            this.chars += 1;
        }
        else
            return;
        this.column = 0;
        this.line += 1;
    }
    /**
     * Moves past a line break and returns what it stands for in a scalar's value: LF for CR, LF, CRLF and
     * NEL, but LS and PS stand for themselves (libyaml's read_line).
     */
    readLine() {
        const c = this.at();
        if (c !== chars.LS && c !== chars.PS && c !== chars.CR && c !== chars.LF && c !== chars/* NEL */.kX)
            return '';
        this.skipLine();
        return c === chars.LS || c === chars.PS ? String.fromCharCode(c) : '\n';
    }
    fail(problem, context, at = this.mark()) {
        throw new YamlSyntaxError(problem, Math.min(at.index, this.s.length), Math.min(at.index + 1, this.s.length), context);
    }
    isLowSurrogate(i) {
        const c = this.s.charCodeAt(i);
        return c >= 0xdc00 && c <= 0xdfff;
    }
}

;// CONCATENATED MODULE: ./src/load/yaml/scan-scalars.ts
// Scalars as goyaml.v2's scanner reads them (scannerc.go): where each ends and the string it denotes.
// Line breaks fold as libyaml folds them: a first break that is LF (or CR, CRLF, NEL) becomes a space
// or the following breaks, but LS and PS are kept as themselves.

/** The breaks between two runs of text: a space for one LF, the further breaks, or LS/PS as written. */
function fold(leadingBreak, trailingBreaks) {
    if (leadingBreak.charCodeAt(0) === chars.LF)
        return trailingBreaks === '' ? ' ' : trailingBreaks;
    return leadingBreak + trailingBreaks;
}
function scan_scalars_scanBlockScalar(sc, literal) {
    const start = sc.mark();
    const context = 'while scanning a block scalar';
    sc.skip();
    let chomping = 0;
    let increment = 0;
    const chompingAt = () => {
        const c = sc.at();
        if (c !== 0x2b && c !== 0x2d)
            return false;
        chomping = c === 0x2b ? 1 : -1;
        sc.skip();
        return true;
    };
    const incrementAt = () => {
        const c = sc.at();
        if (!(0,chars/* isDigit */.yp)(c))
            return false;
        if (c === 48)
            sc.fail('found an indentation indicator equal to 0', context, start);
        increment = c - 48;
        sc.skip();
        return true;
    };
    if (chompingAt())
        incrementAt();
    else if (incrementAt())
        chompingAt();
    const headerEnd = sc.i;
    sc.endOfLine(context, start);
    let indent = increment > 0 ? (sc.indent >= 0 ? sc.indent + increment : increment) : 0;
    let value = '';
    let leadingBreak = '';
    let trailingBreaks = '';
    let leadingBlank = false;
    let trailingBlank = false;
    let contentEnd = headerEnd;
    /** Indentation and empty lines before a line with content; sets `indent` when it is still open. */
    const breaks = () => {
        let maxIndent = 0;
        for (;;) {
            while ((indent === 0 || sc.column < indent) && sc.at() === chars/* SPACE */.t6)
                sc.skip();
            if (sc.column > maxIndent)
                maxIndent = sc.column;
            if ((indent === 0 || sc.column < indent) && sc.at() === chars/* TAB */.wn) {
                sc.fail('found a tab character where an indentation space is expected', context, start);
            }
            if (!(0,chars/* isBreak */.kn)(sc.at()))
                break;
            trailingBreaks += sc.readLine();
        }
        if (indent === 0)
            indent = Math.max(maxIndent, sc.indent + 1, 1);
    };
    breaks();
    while (sc.column === indent && !sc.atEnd) {
        trailingBlank = (0,chars/* isBlank */.z3)(sc.at());
        if (!literal && !leadingBlank && !trailingBlank && leadingBreak.charCodeAt(0) === chars.LF) {
            if (trailingBreaks === '')
                value += ' ';
        }
        else
            value += leadingBreak;
        leadingBreak = '';
        value += trailingBreaks;
        trailingBreaks = '';
        leadingBlank = (0,chars/* isBlank */.z3)(sc.at());
        const from = sc.i;
        while (!(0,chars/* isBreakZ */._T)(sc.at()))
            sc.skip();
        value += sc.s.slice(from, sc.i);
        contentEnd = sc.i;
        leadingBreak = sc.readLine();
        breaks();
    }
    if (chomping !== -1)
        value += leadingBreak;
    if (chomping === 1)
        value += trailingBreaks;
    return {
        type: 'scalar',
        start,
        end: sc.mark(),
        value,
        style: literal ? 'literal' : 'folded',
        contentEnd,
    };
}
const scan_scalars_ESCAPES = new Map([
    ['0', '\0'],
    ['a', '\x07'],
    ['b', '\b'],
    ['t', '\t'],
    ['\t', '\t'],
    ['n', '\n'],
    ['v', '\v'],
    ['f', '\f'],
    ['r', '\r'],
    ['e', '\x1b'],
    [' ', ' '],
    ['"', '"'],
    ["'", "'"],
    ['\\', '\\'],
    ['N', '\u0085'],
    ['_', '\u00a0'],
    ['L', '\u2028'],
    ['P', '\u2029'],
].map(([k, v]) => [k.charCodeAt(0), v]));
const CODE_LENGTHS = new Map([
    [0x78, 2],
    [0x75, 4],
    [0x55, 8],
]);
function scanFlowScalar(sc, single) {
    const start = sc.mark();
    const context = 'while scanning a quoted scalar';
    const quote = single ? 0x27 : 0x22;
    sc.skip();
    let value = '';
    let leadingBreak = '';
    let trailingBreaks = '';
    let whitespaces = '';
    for (;;) {
        if (sc.column === 0 && (sc.isDocumentIndicator(0x2d) || sc.isDocumentIndicator(0x2e))) {
            sc.fail('found unexpected document indicator', context, start);
        }
        if (sc.atEnd)
            sc.fail('found unexpected end of stream', context, start);
        let leadingBlanks = false;
        while (!(0,chars/* isBlankZ */.hI)(sc.at())) {
            const c = sc.at();
            if (single && c === 0x27 && sc.at(1) === 0x27) {
                value += "'";
                sc.skip();
                sc.skip();
            }
            else if (c === quote) {
                break;
            }
            else if (!single && c === 0x5c && (0,chars/* isBreak */.kn)(sc.at(1))) {
                sc.skip();
                sc.skipLine();
                leadingBlanks = true;
                break;
            }
            else if (!single && c === 0x5c) {
                value += scan_scalars_escape(sc, start);
            }
            else {
                value += sc.read();
            }
        }
        if (sc.at() === quote)
            break;
        while ((0,chars/* isBlank */.z3)(sc.at()) || (0,chars/* isBreak */.kn)(sc.at())) {
            if ((0,chars/* isBlank */.z3)(sc.at())) {
                if (leadingBlanks)
                    sc.skip();
                else
                    whitespaces += sc.read();
            }
            else if (!leadingBlanks) {
                whitespaces = '';
                leadingBreak = sc.readLine();
                leadingBlanks = true;
            }
            else {
                trailingBreaks += sc.readLine();
            }
        }
        if (leadingBlanks) {
            value += fold(leadingBreak, trailingBreaks);
            leadingBreak = '';
            trailingBreaks = '';
        }
        else {
            value += whitespaces;
            whitespaces = '';
        }
    }
    sc.skip();
    return { type: 'scalar', start, end: sc.mark(), value, style: single ? 'single' : 'double' };
}
function scan_scalars_escape(sc, start) {
    const context = 'while parsing a quoted scalar';
    const code = sc.at(1);
    const simple = scan_scalars_ESCAPES.get(code);
    const length = CODE_LENGTHS.get(code) ?? 0;
    if (simple === undefined && length === 0)
        sc.fail('found unknown escape character', context, start);
    sc.skip();
    sc.skip();
    if (simple !== undefined)
        return simple;
    let value = 0;
    for (let k = 0; k < length; k++) {
        const digit = (0,chars/* hexValue */.Fh)(sc.at(k));
        if (digit < 0)
            sc.fail('did not find expected hexdecimal number', context, start);
        value = value * 16 + digit;
    }
    if ((value >= 0xd800 && value <= 0xdfff) || value > 0x10ffff) {
        sc.fail('found invalid Unicode character escape code', context, start);
    }
    for (let k = 0; k < length; k++)
        sc.skip();
    return String.fromCodePoint(value);
}
function scanPlainScalar(sc) {
    let value = '';
    let leadingBreak = '';
    let trailingBreaks = '';
    let whitespaces = '';
    let leadingBlanks = false;
    const indent = sc.indent + 1;
    const start = sc.mark();
    let end = start;
    const inFlow = sc.flowLevel > 0;
    for (;;) {
        if (sc.column === 0 && (sc.isDocumentIndicator(0x2d) || sc.isDocumentIndicator(0x2e)))
            break;
        if (sc.at() === 0x23)
            break;
        while (!(0,chars/* isBlankZ */.hI)(sc.at())) {
            const c = sc.at();
            if ((c === 0x3a && (0,chars/* isBlankZ */.hI)(sc.at(1))) || (inFlow && FLOW_PLAIN_END.has(c)))
                break;
            if (leadingBlanks || whitespaces !== '') {
                if (leadingBlanks) {
                    value += fold(leadingBreak, trailingBreaks);
                    leadingBreak = '';
                    trailingBreaks = '';
                    leadingBlanks = false;
                }
                else {
                    value += whitespaces;
                    whitespaces = '';
                }
            }
            value += sc.read();
            end = sc.mark();
        }
        if (!((0,chars/* isBlank */.z3)(sc.at()) || (0,chars/* isBreak */.kn)(sc.at())))
            break;
        while ((0,chars/* isBlank */.z3)(sc.at()) || (0,chars/* isBreak */.kn)(sc.at())) {
            if ((0,chars/* isBlank */.z3)(sc.at())) {
                if (leadingBlanks && sc.column < indent && sc.at() === chars/* TAB */.wn) {
                    sc.fail('found a tab character that violates indentation', 'while scanning a plain scalar', start);
                }
                if (leadingBlanks)
                    sc.skip();
                else
                    whitespaces += sc.read();
            }
            else if (!leadingBlanks) {
                whitespaces = '';
                leadingBreak = sc.readLine();
                leadingBlanks = true;
            }
            else {
                trailingBreaks += sc.readLine();
            }
        }
        if (!inFlow && sc.column < indent)
            break;
    }
    return { token: { type: 'scalar', start, end, value, style: 'plain' }, leadingBlanks };
}
/** What ends a plain scalar in a flow collection (goyaml.v2 also ends it at `?`). */
const FLOW_PLAIN_END = new Set([0x2c, 0x3f, 0x5b, 0x5d, 0x7b, 0x7d]);

;// CONCATENATED MODULE: ./src/load/yaml/scanner.ts
// Tokens as goyaml.v2's scanner (scannerc.go, a port of libyaml) produces them: the same indentation
// stack, the same simple-key bookkeeping (a key is known to be one only when its `:` is found, within
// 1024 characters on the same line), the same refusals. Scalars are read in scan-scalars.ts.
// kubectl decodes with this scanner, so what it accepts, refuses and how it splits a text is the
// reference here, not the YAML specification (see docs/rules/yaml-syntax.md for where they differ).



// goyaml's own bounds on nesting; the composer refuses far shallower documents first (MAX_DEPTH).
const MAX_FLOW_LEVEL = 10_000;
const MAX_INDENTS = 10_000;
const MAX_SIMPLE_KEY_CHARS = 1024;
class Scanner extends Cursor {
    tokens = [];
    head = 0;
    parsed = 0;
    available = false;
    streamStarted = false;
    streamEnded = false;
    /** The current block indentation column, -1 at the top level. */
    indent = -1;
    indents = [];
    flowLevel = 0;
    simpleKeyAllowed = false;
    simpleKeys = [];
    simpleKeysByToken = new Map();
    /** Tokens produced so far, for the full parser's budget. */
    produced = 0;
    constructor(text) {
        super(text);
        // goyaml's reader consumes a byte order mark at the start of its input.
        if (this.at() === chars/* BOM */.bh)
            this.i = 1;
    }
    /** The next token, without consuming it. */
    peek() {
        if (!this.available)
            this.fetchMoreTokens();
        return this.tokens[this.head];
    }
    /** Consumes the token `peek` returned. */
    consume() {
        this.available = false;
        this.parsed += 1;
        this.head += 1;
        if (this.head > 1024 && this.head * 2 > this.tokens.length) {
            this.tokens.splice(0, this.head);
            this.head = 0;
        }
    }
    fetchMoreTokens() {
        for (;;) {
            if (this.head !== this.tokens.length) {
                const k = this.simpleKeysByToken.get(this.parsed);
                if (k === undefined || !this.simpleKeyIsValid(this.simpleKeys[k]))
                    break;
            }
            this.fetchNextToken();
        }
        this.available = true;
    }
    insert(token, pos = -1) {
        this.produced += 1;
        if (pos < 0)
            this.tokens.push(token);
        else
            this.tokens.splice(this.head + pos, 0, token);
    }
    simple(type, start, end = start) {
        return { type, start, end };
    }
    fetchNextToken() {
        if (!this.streamStarted)
            return this.fetchStreamStart();
        this.scanToNextToken();
        this.unrollIndent(this.column);
        if (this.atEnd)
            return this.fetchStreamEnd();
        const c = this.at();
        if (this.column === 0) {
            if (c === 0x25)
                return this.fetchDirective();
            if (this.isDocumentIndicator(0x2d))
                return this.fetchDocumentIndicator('document-start');
            if (this.isDocumentIndicator(0x2e))
                return this.fetchDocumentIndicator('document-end');
        }
        const next = this.at(1);
        switch (c) {
            case 0x5b:
                return this.fetchFlowCollectionStart('flow-sequence-start');
            case 0x7b:
                return this.fetchFlowCollectionStart('flow-mapping-start');
            case 0x5d:
                return this.fetchFlowCollectionEnd('flow-sequence-end');
            case 0x7d:
                return this.fetchFlowCollectionEnd('flow-mapping-end');
            case 0x2c:
                return this.fetchFlowEntry();
        }
        if (c === 0x2d && (0,chars/* isBlankZ */.hI)(next))
            return this.fetchBlockEntry();
        if (c === 0x3f && (this.flowLevel > 0 || (0,chars/* isBlankZ */.hI)(next)))
            return this.fetchKey();
        if (c === 0x3a && (this.flowLevel > 0 || (0,chars/* isBlankZ */.hI)(next)))
            return this.fetchValue();
        if (c === 0x2a)
            return this.fetchAnchor('alias');
        if (c === 0x26)
            return this.fetchAnchor('anchor');
        if (c === 0x21)
            return this.fetchTag();
        if ((c === 0x7c || c === 0x3e) && this.flowLevel === 0)
            return this.fetchBlockScalar(c === 0x7c);
        if (c === 0x27 || c === 0x22)
            return this.fetchFlowScalar(c === 0x27);
        if (!((0,chars/* isBlankZ */.hI)(c) || PLAIN_START_INDICATORS.has(c)) ||
            (c === 0x2d && !(0,chars/* isBlank */.z3)(next)) ||
            (this.flowLevel === 0 && (c === 0x3f || c === 0x3a) && !(0,chars/* isBlankZ */.hI)(next))) {
            return this.fetchPlainScalar();
        }
        this.fail('found character that cannot start any token', 'while scanning for the next token');
    }
    /** `---` or `...` at the cursor, followed by white space or the end. */
    isDocumentIndicator(c) {
        return this.at() === c && this.at(1) === c && this.at(2) === c && (0,chars/* isBlankZ */.hI)(this.at(3));
    }
    simpleKeyIsValid(key) {
        if (!key.possible)
            return false;
        if (key.mark.line < this.line || key.mark.chars + MAX_SIMPLE_KEY_CHARS < this.chars) {
            if (key.required)
                this.fail("could not find expected ':'", 'while scanning a simple key', key.mark);
            key.possible = false;
            return false;
        }
        return true;
    }
    saveSimpleKey() {
        if (!this.simpleKeyAllowed)
            return;
        const key = {
            possible: true,
            required: this.flowLevel === 0 && this.indent === this.column,
            tokenNumber: this.parsed + (this.tokens.length - this.head),
            mark: this.mark(),
        };
        this.removeSimpleKey();
        this.simpleKeys[this.simpleKeys.length - 1] = key;
        this.simpleKeysByToken.set(key.tokenNumber, this.simpleKeys.length - 1);
    }
    removeSimpleKey() {
        const key = this.simpleKeys[this.simpleKeys.length - 1];
        if (!key.possible)
            return;
        if (key.required)
            this.fail("could not find expected ':'", 'while scanning a simple key', key.mark);
        key.possible = false;
        this.simpleKeysByToken.delete(key.tokenNumber);
    }
    increaseFlowLevel() {
        this.simpleKeys.push({
            possible: false,
            required: false,
            tokenNumber: this.parsed + (this.tokens.length - this.head),
            mark: this.mark(),
        });
        this.flowLevel += 1;
        if (this.flowLevel > MAX_FLOW_LEVEL) {
            this.fail(`exceeded max depth of ${MAX_FLOW_LEVEL}`, 'while increasing flow level');
        }
    }
    decreaseFlowLevel() {
        if (this.flowLevel === 0)
            return;
        this.flowLevel -= 1;
        const key = this.simpleKeys.pop();
        this.simpleKeysByToken.delete(key.tokenNumber);
    }
    rollIndent(column, number, type, mark) {
        if (this.flowLevel > 0 || this.indent >= column)
            return;
        this.indents.push(this.indent);
        this.indent = column;
        if (this.indents.length > MAX_INDENTS) {
            this.fail(`exceeded max depth of ${MAX_INDENTS}`, 'while increasing indent level');
        }
        this.insert(this.simple(type, mark), number > -1 ? number - this.parsed : -1);
    }
    unrollIndent(column) {
        if (this.flowLevel > 0)
            return;
        while (this.indent > column) {
            this.insert(this.simple('block-end', this.mark()));
            this.indent = this.indents.pop();
        }
    }
    fetchStreamStart() {
        this.indent = -1;
        this.simpleKeys.push({ possible: false, required: false, tokenNumber: 0, mark: this.mark() });
        this.simpleKeyAllowed = true;
        this.streamStarted = true;
        this.insert(this.simple('stream-start', this.mark()));
    }
    fetchStreamEnd() {
        if (this.column !== 0) {
            this.column = 0;
            this.line += 1;
        }
        this.unrollIndent(-1);
        this.removeSimpleKey();
        this.simpleKeyAllowed = false;
        this.streamEnded = true;
        this.insert(this.simple('stream-end', this.mark()));
    }
    /** Whether the stream-end token has been produced: no token follows it. */
    get ended() {
        return this.streamEnded;
    }
    fetchDirective() {
        this.unrollIndent(-1);
        this.removeSimpleKey();
        this.simpleKeyAllowed = false;
        this.insert(this.scanDirective());
    }
    fetchDocumentIndicator(type) {
        this.unrollIndent(-1);
        this.removeSimpleKey();
        this.simpleKeyAllowed = false;
        const start = this.mark();
        this.skip();
        this.skip();
        this.skip();
        this.insert(this.simple(type, start, this.mark()));
    }
    fetchFlowCollectionStart(type) {
        this.saveSimpleKey();
        this.increaseFlowLevel();
        this.simpleKeyAllowed = true;
        this.fetchIndicator(type);
    }
    fetchFlowCollectionEnd(type) {
        this.removeSimpleKey();
        this.decreaseFlowLevel();
        this.simpleKeyAllowed = false;
        this.fetchIndicator(type);
    }
    fetchFlowEntry() {
        this.removeSimpleKey();
        this.simpleKeyAllowed = true;
        this.fetchIndicator('flow-entry');
    }
    fetchBlockEntry() {
        if (this.flowLevel === 0) {
            if (!this.simpleKeyAllowed)
                this.fail('block sequence entries are not allowed in this context');
            this.rollIndent(this.column, -1, 'block-sequence-start', this.mark());
        }
        this.removeSimpleKey();
        this.simpleKeyAllowed = true;
        this.fetchIndicator('block-entry');
    }
    fetchKey() {
        if (this.flowLevel === 0) {
            if (!this.simpleKeyAllowed)
                this.fail('mapping keys are not allowed in this context');
            this.rollIndent(this.column, -1, 'block-mapping-start', this.mark());
        }
        this.removeSimpleKey();
        this.simpleKeyAllowed = this.flowLevel === 0;
        this.fetchIndicator('key');
    }
    fetchValue() {
        const key = this.simpleKeys[this.simpleKeys.length - 1];
        if (this.simpleKeyIsValid(key)) {
            this.insert(this.simple('key', key.mark), key.tokenNumber - this.parsed);
            this.rollIndent(key.mark.column, key.tokenNumber, 'block-mapping-start', key.mark);
            key.possible = false;
            this.simpleKeysByToken.delete(key.tokenNumber);
            this.simpleKeyAllowed = false;
        }
        else {
            if (this.flowLevel === 0) {
                if (!this.simpleKeyAllowed)
                    this.fail('mapping values are not allowed in this context');
                this.rollIndent(this.column, -1, 'block-mapping-start', this.mark());
            }
            this.simpleKeyAllowed = this.flowLevel === 0;
        }
        this.fetchIndicator('value');
    }
    fetchIndicator(type) {
        const start = this.mark();
        this.skip();
        this.insert(this.simple(type, start, this.mark()));
    }
    fetchAnchor(type) {
        this.saveSimpleKey();
        this.simpleKeyAllowed = false;
        this.insert(this.scanAnchor(type));
    }
    fetchTag() {
        this.saveSimpleKey();
        this.simpleKeyAllowed = false;
        this.insert(this.scanTag());
    }
    fetchBlockScalar(literal) {
        this.removeSimpleKey();
        this.simpleKeyAllowed = true;
        this.insert(scan_scalars_scanBlockScalar(this, literal));
    }
    fetchFlowScalar(single) {
        this.saveSimpleKey();
        this.simpleKeyAllowed = false;
        this.insert(scanFlowScalar(this, single));
    }
    fetchPlainScalar() {
        this.saveSimpleKey();
        this.simpleKeyAllowed = false;
        const { token, leadingBlanks } = scanPlainScalar(this);
        if (leadingBlanks)
            this.simpleKeyAllowed = true;
        this.insert(token);
    }
    scanToNextToken() {
        for (;;) {
            for (;;) {
                const c = this.at();
                if (c !== chars/* SPACE */.t6 && !(c === chars/* TAB */.wn && (this.flowLevel > 0 || !this.simpleKeyAllowed)))
                    break;
                this.skip();
            }
            if (this.at() === 0x23)
                while (!(0,chars/* isBreakZ */._T)(this.at()))
                    this.skip();
            if (!(0,chars/* isBreak */.kn)(this.at()))
                return;
            this.skipLine();
            if (this.flowLevel === 0)
                this.simpleKeyAllowed = true;
        }
    }
    skipBlanks() {
        while ((0,chars/* isBlank */.z3)(this.at()))
            this.skip();
    }
    /** After a directive or block scalar header: blanks, a comment, then a line break or the end. */
    endOfLine(context, start) {
        this.skipBlanks();
        if (this.at() === 0x23)
            while (!(0,chars/* isBreakZ */._T)(this.at()))
                this.skip();
        if (!(0,chars/* isBreakZ */._T)(this.at()))
            this.fail('did not find expected comment or line break', context, start);
        this.skipLine();
    }
    scanDirective() {
        const start = this.mark();
        this.skip();
        const context = 'while scanning a directive';
        let name = '';
        while ((0,chars/* isAlpha */.R5)(this.at()))
            name += this.read();
        if (name === '')
            this.fail('could not find expected directive name', context, start);
        if (!(0,chars/* isBlankZ */.hI)(this.at()))
            this.fail('found unexpected non-alphabetical character', context, start);
        let token;
        if (name === 'YAML') {
            this.skipBlanks();
            const major = this.versionNumber(start);
            if (this.at() !== 0x2e) {
                this.fail("did not find expected digit or '.' character", 'while scanning a %YAML directive', start);
            }
            this.skip();
            const minor = this.versionNumber(start);
            token = { type: 'version-directive', start, end: this.mark(), major, minor };
        }
        else if (name === 'TAG') {
            this.skipBlanks();
            const handle = this.scanTagHandle(true, start);
            if (!(0,chars/* isBlank */.z3)(this.at()))
                this.fail('did not find expected whitespace', 'while scanning a %TAG directive', start);
            this.skipBlanks();
            const prefix = this.scanTagUri(true, '', start);
            if (!(0,chars/* isBlankZ */.hI)(this.at())) {
                this.fail('did not find expected whitespace or line break', 'while scanning a %TAG directive', start);
            }
            token = { type: 'tag-directive', start, end: this.mark(), value: handle, suffix: prefix };
        }
        else {
            return this.fail('found unknown directive name', context, start);
        }
        this.endOfLine(context, start);
        return token;
    }
    versionNumber(start) {
        let value = 0;
        let length = 0;
        while ((0,chars/* isDigit */.yp)(this.at())) {
            length += 1;
            if (length > 2)
                this.fail('found extremely long version number', 'while scanning a %YAML directive', start);
            value = value * 10 + this.at() - 48;
            this.skip();
        }
        if (length === 0)
            this.fail('did not find expected version number', 'while scanning a %YAML directive', start);
        return value;
    }
    scanAnchor(type) {
        const start = this.mark();
        this.skip();
        let name = '';
        while ((0,chars/* isAlpha */.R5)(this.at()))
            name += this.read();
        const end = this.mark();
        const c = this.at();
        if (name === '' || !((0,chars/* isBlankZ */.hI)(c) || ANCHOR_END.has(c))) {
            this.fail('did not find expected alphabetic or numeric character', type === 'anchor' ? 'while scanning an anchor' : 'while scanning an alias', start);
        }
        return { type, start, end, value: name };
    }
    scanTag() {
        const start = this.mark();
        let handle;
        let suffix;
        if (this.at(1) === 0x3c) {
            handle = '';
            this.skip();
            this.skip();
            suffix = this.scanTagUri(false, '', start);
            if (this.at() !== 0x3e)
                this.fail("did not find the expected '>'", 'while scanning a tag', start);
            this.skip();
        }
        else {
            handle = this.scanTagHandle(false, start);
            if (handle.length > 1 && handle.endsWith('!')) {
                suffix = this.scanTagUri(false, '', start);
            }
            else {
                suffix = this.scanTagUri(false, handle, start);
                handle = '!';
                // The lone `!` tag: no handle, the suffix `!`.
                if (suffix === '')
                    [handle, suffix] = ['', '!'];
            }
        }
        if (!(0,chars/* isBlankZ */.hI)(this.at())) {
            this.fail('did not find expected whitespace or line break', 'while scanning a tag', start);
        }
        return { type: 'tag', start, end: this.mark(), value: handle, suffix };
    }
    scanTagHandle(directive, start) {
        const context = directive ? 'while parsing a %TAG directive' : 'while parsing a tag';
        if (this.at() !== 0x21)
            this.fail("did not find expected '!'", context, start);
        let handle = this.read();
        while ((0,chars/* isAlpha */.R5)(this.at()))
            handle += this.read();
        if (this.at() === 0x21)
            handle += this.read();
        else if (directive && handle !== '!')
            this.fail("did not find expected '!'", context, start);
        return handle;
    }
    /** A tag's URI characters after `head` (a handle that was not one, its `!` dropped), %-escapes decoded. */
    scanTagUri(directive, head, start) {
        const context = directive ? 'while parsing a %TAG directive' : 'while parsing a tag';
        let uri = head.slice(1);
        let found = head.length > 0;
        for (let c = this.at(); (0,chars/* isAlpha */.R5)(c) || URI_CHARACTERS.has(c); c = this.at()) {
            if (c === 0x25)
                uri += this.scanUriEscapes(context, start);
            else
                uri += this.read();
            found = true;
        }
        if (!found)
            this.fail('did not find expected tag URI', context, start);
        return uri;
    }
    /** `%XX` escapes that spell one UTF-8 character. */
    scanUriEscapes(context, start) {
        const octets = [];
        let width = 1024;
        while (width > 0) {
            const hi = (0,chars/* hexValue */.Fh)(this.at(1));
            const lo = (0,chars/* hexValue */.Fh)(this.at(2));
            if (this.at() !== 0x25 || hi < 0 || lo < 0)
                this.fail('did not find URI escaped octet', context, start);
            const octet = hi * 16 + lo;
            if (width === 1024) {
                width = utf8Width(octet);
                if (width === 0)
                    this.fail('found an incorrect leading UTF-8 octet', context, start);
            }
            else if ((octet & 0xc0) !== 0x80) {
                this.fail('found an incorrect trailing UTF-8 octet', context, start);
            }
            octets.push(octet);
            this.skip();
            this.skip();
            this.skip();
            width -= 1;
        }
        return Buffer.from(octets).toString('utf8');
    }
}
function utf8Width(octet) {
    if ((octet & 0x80) === 0)
        return 1;
    if ((octet & 0xe0) === 0xc0)
        return 2;
    if ((octet & 0xf0) === 0xe0)
        return 3;
    if ((octet & 0xf8) === 0xf0)
        return 4;
    return 0;
}
const codes = (chars) => new Set([...chars].map((c) => c.charCodeAt(0)));
/** Characters that cannot start a plain scalar, except `-`, `?` and `:` before a non-blank. */
const PLAIN_START_INDICATORS = codes('-?:,[]{}#&*!|>\'"%@`');
/** What may follow an anchor or alias name. */
const ANCHOR_END = codes('?:,]}%@`');
/** Characters of a tag URI besides letters, digits, `_` and `-`. */
const URI_CHARACTERS = codes(";/?:@&=+$,.!~*'()[]%");

;// CONCATENATED MODULE: ./src/load/yaml/full.ts
// The complete YAML path: goyaml.v2's scanner and parser (scanner.ts, events.ts), composed into nodes as
// goyaml composes them, then decoded as kubectl decodes them (decode.ts). It reads every construct
// (anchors, tags, merge keys, directives, explicit keys) and is the only source of syntax errors; the
// fast parser hands it every text it is unsure of, and must agree with it to the offset.
//
// Hostile input is bounded here: nesting deeper than MAX_DEPTH and more than MAX_TOKENS tokens are
// errors where they are crossed; composing keeps explicit stacks, so depth never costs call stack.






// A bound on the work and memory one file may cost this parser (about 18 MB of ordinary YAML, which has
// a token per 9 bytes); the fast path reads files of the common subset without it.
const MAX_TOKENS = 2_000_000;
function tooDeepMessage(what) {
    return `${what} nests deeper than ${yaml_node/* MAX_DEPTH */.lr} levels: Admission Gate reads no deeper, so that no step of a scan can run out of stack (the API server's decoder stops at 10,000; real manifests stay under 50)`;
}
/**
 * The documents of `text`, a YAML stream, with offsets shifted by `base`. Reading stops at the first
 * syntax error or limit: the documents before stand, the one being read carries the error. A document
 * that parses but does not decode (a bad tagged value, a null key) carries its error alone.
 */
function parseFull(text, base = 0) {
    const composer = new Composer(text, base);
    const docs = [];
    try {
        // goyaml's reader decodes ahead of its scanner (512 bytes at a time) and refuses these characters
        // wherever they are: a text with one yields no document.
        const bad = (0,chars/* firstDisallowed */.L3)(text);
        if (bad !== -1)
            throw new YamlSyntaxError('control characters are not allowed', bad, bad + 1);
        // Past the one its reader drops, a byte order mark can make goyaml skip the first character of later
        // lines (libyaml's is_bom looks at the start of its buffer, not at the scanner's position): refused.
        const bom = text.indexOf('\uFEFF', text.charCodeAt(0) === chars/* BOM */.bh ? 1 : 0);
        if (bom !== -1) {
            throw new YamlSyntaxError('a byte order mark (U+FEFF) inside the text: goyaml may skip characters at the start of the lines after it, so what kubectl reads cannot be known; remove it', bom, bom + 1);
        }
        for (let event = composer.next(); event.type === 'document-start'; event = composer.next()) {
            const start = composer.skipInline(event.start.index);
            composer.documentStart = start;
            const root = composer.document();
            docs.push(decodeDocument(root, docs.length, start, base));
            composer.documentStart = undefined;
        }
    }
    catch (e) {
        if (!(e instanceof YamlSyntaxError))
            throw e;
        // A problem found at the end of the text points at its end.
        const at = (offset) => Math.min(offset, text.length) + base;
        const error = { message: e.message, start: at(e.start), end: at(e.end) };
        docs.push({
            index: docs.length,
            start: at(composer.documentStart ?? e.start),
            root: null,
            errors: [error],
        });
    }
    return docs;
}
class Composer {
    text;
    base;
    scanner;
    events;
    anchors = new Map();
    documentStart;
    constructor(text, base) {
        this.text = text;
        this.base = base;
        this.scanner = new Scanner(text);
        this.events = new EventParser(this.scanner);
    }
    next() {
        const event = this.events.next();
        if (this.scanner.produced > MAX_TOKENS) {
            throw new YamlSyntaxError(`the file is too big for the YAML parser that reads anchors, aliases, tags and syntax errors: it stops after ${MAX_TOKENS.toLocaleString('en-US')} tokens (about 18 MB of ordinary YAML), which bounds its memory. Split the file`, this.scanner.i, this.scanner.i);
        }
        return event;
    }
    /** Where a node no token stands for sits: after the indicator before it and its blanks. */
    skipInline(i) {
        let c = this.text.charCodeAt(i);
        while (c === chars/* SPACE */.t6 || c === chars/* TAB */.wn)
            c = this.text.charCodeAt(++i);
        return i;
    }
    /** The root of the document whose start event was just read, up to its end event. */
    document() {
        this.anchors = new Map();
        const open = [];
        let root;
        const add = (node) => {
            const parent = open[open.length - 1];
            if (parent)
                parent.node.children.push(node);
            else
                root = node;
        };
        for (;;) {
            const event = this.next();
            switch (event.type) {
                case 'scalar': {
                    const start = event.empty ? this.skipInline(event.start.index) : event.start.index;
                    const end = event.empty ? start : (event.contentEnd ?? event.end.index);
                    const node = {
                        kind: 'scalar',
                        tag: event.tag,
                        value: event.value,
                        implicit: event.implicit,
                        merge: event.value === '<<' && (event.implicit || event.tag === MERGE_TAG),
                        ...(event.empty ? { empty: true } : {}),
                        ...(event.anchor !== undefined ? { anchored: true } : {}),
                        start,
                        end,
                    };
                    if (event.anchor !== undefined)
                        this.anchors.set(event.anchor, node);
                    add(node);
                    break;
                }
                case 'alias': {
                    const target = this.anchors.get(event.name);
                    if (!target) {
                        throw new YamlSyntaxError(`unknown anchor '${event.name}' referenced`, event.start.index, event.end.index);
                    }
                    add({ kind: 'alias', name: event.name, target, start: event.start.index, end: event.end.index });
                    break;
                }
                case 'sequence-start':
                case 'mapping-start': {
                    if (open.length >= yaml_node/* MAX_DEPTH */.lr) {
                        throw new YamlSyntaxError(tooDeepMessage('this collection'), event.start.index, event.start.index + 1);
                    }
                    const node = {
                        kind: event.type === 'sequence-start' ? 'seq' : 'map',
                        flow: event.flow,
                        children: [],
                        ...(event.anchor !== undefined ? { anchored: true } : {}),
                        start: event.start.index,
                        end: event.start.index,
                    };
                    if (event.anchor !== undefined)
                        this.anchors.set(event.anchor, node);
                    open.push({ node });
                    break;
                }
                case 'sequence-end':
                case 'mapping-end': {
                    const { node } = open.pop();
                    const last = node.children[node.children.length - 1];
                    node.end = node.flow ? event.end.index : (last?.end ?? node.start);
                    add(node);
                    break;
                }
                case 'document-end':
                    return root;
                default:
                    throw new YamlSyntaxError(`unexpected ${event.type}`, this.scanner.i, this.scanner.i);
            }
        }
    }
}
const MERGE_TAG = 'tag:yaml.org,2002:merge';

;// CONCATENATED MODULE: ./src/load/yaml/parse.ts


/**
 * The one YAML entry point of the engine: the documents of a YAML stream as goyaml.v2 reads them, with
 * offsets shifted by `base`; the fast path, or the full parser where the fast path bails. `plainCharacters`:
 * the caller found no unusual character in the text (hasUnusualCharacters), so the fast path need not look.
 */
function parseYaml(text, base = 0, plainCharacters = false) {
    return parseFast(text, base, plainCharacters) ?? parseFull(text, base);
}


/***/ }),

/***/ 6215:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dd: () => (/* binding */ addCopies),
/* harmony export */   Gw: () => (/* binding */ NamespaceIndex),
/* harmony export */   Js: () => (/* binding */ toParsed),
/* harmony export */   Yb: () => (/* binding */ fromParsed),
/* harmony export */   b4: () => (/* binding */ addNamespace),
/* harmony export */   lh: () => (/* binding */ namespaceLabels)
/* harmony export */ });
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8877);
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_v8__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _load_file_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4902);
/* harmony import */ var _load_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3497);
/* harmony import */ var _load_yaml_node_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8508);
/* harmony import */ var _text_kind_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3501);
// The repository's Namespaces by name, for rules that read their labels (pod-security). A full scan parses
// every file that may hold one while it reads the repository; a scan of a few files keeps those files'
// bytes instead, and parses one only when a rule asks for a name its text may give a `name` key
// (src/text/kind-text.ts): a change of ten files needs the Namespaces of a few names, not the hundreds a
// platform repository holds, and a lookup of `default` skips the files that merely say `namespace: default`.





function toParsed(byName) {
    return { names: [...byName.keys()], serialized: node_v8__WEBPACK_IMPORTED_MODULE_0___default().serialize(byName) };
}
function fromParsed(parsed) {
    return node_v8__WEBPACK_IMPORTED_MODULE_0___default().deserialize(parsed.serialized);
}
/** Adds a Namespace object to `byName`, in the order they come (path order). */
function addNamespace(byName, resource) {
    if (resource.group !== '' || resource.kind !== 'Namespace')
        return;
    addCopies(byName, resource.name, [namespaceLabels(resource)]);
}
/** Adds `copies` of Namespace `name` to `byName`, after those it has. */
function addCopies(byName, name, copies) {
    const known = byName.get(name);
    if (known)
        known.push(...copies);
    // The name is a key for the whole scan: a copy, not a piece of the file's text.
    else
        byName.set((0,_load_text_js__WEBPACK_IMPORTED_MODULE_2__/* .detach */ .Yo)(name), [...copies]);
}
/** `known` (parsed, and rendered roots' Namespaces, which come first), then `sources` as names are asked. */
class NamespaceIndex {
    known;
    sources;
    maxFileSize;
    /** Each source's Namespaces once parsed, by the source's index. */
    parsed = new Map();
    answers = new Map();
    constructor(known, sources, maxFileSize) {
        this.known = known;
        this.sources = sources;
        this.maxFileSize = maxFileSize;
    }
    get(name) {
        const known = this.known.get(name);
        if (known !== undefined || this.sources.length === 0)
            return known;
        if (!this.answers.has(name))
            this.answers.set(name, this.lookUp(name));
        return this.answers.get(name);
    }
    lookUp(name) {
        const copies = this.sources.flatMap((source, i) => mayName(source, name) ? (this.namespacesOf(source, i).get(name) ?? []) : []);
        return copies.length > 0 ? copies : undefined;
    }
    namespacesOf(source, i) {
        let byName = this.parsed.get(i);
        if (byName === undefined) {
            if ('serialized' in source)
                byName = fromParsed(source);
            else {
                const parsed = new Map();
                for (const resource of (0,_load_file_js__WEBPACK_IMPORTED_MODULE_1__/* .loadFile */ .Z)(source, this.maxFileSize).resources)
                    addNamespace(parsed, resource);
                byName = parsed;
            }
            this.parsed.set(i, byName);
        }
        return byName;
    }
}
/** Whether the source may hold Namespace `name`. */
function mayName(source, name) {
    if ('serialized' in source)
        return source.names.includes(name);
    if (source.hidden)
        return true;
    // A worker thread gets the bytes as a plain Uint8Array (structured clone): searched as a Buffer.
    return (0,_text_kind_text_js__WEBPACK_IMPORTED_MODULE_3__/* .mayHoldName */ .K)(Buffer.from(source.bytes.buffer, source.bytes.byteOffset, source.bytes.length), name);
}
/**
 * The labels of a Namespace object. For a rendered one, `locate` gives the source line of a label (of
 * the object when there is no label) and `file` is where the object comes from.
 */
function namespaceLabels(namespace, locate) {
    const labels = (0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_4__/* .asMap */ .$H)((0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_4__/* .child */ .jf)((0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_4__/* .child */ .jf)(namespace.root, 'metadata'), 'labels'))?.entries ?? [];
    const name = (0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeAt */ .oB)(namespace.root, ['metadata', 'name']) ?? namespace.root;
    const origin = locate?.(['metadata', 'name']);
    const file = origin ? origin.file : namespace.file;
    return {
        file,
        line: origin ? origin.line : namespace.lines.position(name.start).line,
        labels: new Map(labels.map((label) => {
            const at = locate?.(['metadata', 'labels', label.key]);
            return [
                (0,_load_text_js__WEBPACK_IMPORTED_MODULE_2__/* .detach */ .Yo)(label.key),
                {
                    value: label.value.kind === 'scalar' ? (0,_load_text_js__WEBPACK_IMPORTED_MODULE_2__/* .detach */ .Yo)(label.value.text) : '',
                    line: at ? at.line : namespace.lines.position(label.keyStart).line,
                    ...(at && at.file !== file ? { file: at.file } : {}),
                },
            ];
        })),
    };
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

/***/ 5928:
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

// EXTERNAL MODULE: ./src/namespaces.ts
var namespaces = __webpack_require__(6215);
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
    const here = (0,namespaces/* namespaceLabels */.lh)(namespace);
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
    const [was, is] = [policyOf((0,namespaces/* namespaceLabels */.lh)(before), unset), policyOf((0,namespaces/* namespaceLabels */.lh)(namespace), unset)];
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
// added to. A YAML tree is itself a stored value (its maps hold each key once, as the loaders keep the
// last of duplicate keys in the place of the first), and what pruning and defaulting leave as it is stays
// the YAML node: only what they change is new.

/** The value of `key`: a look along the entries, or in an index made once for a big map. */
function stored_valueOf(map, key) {
    const entries = map.entries;
    if (entries.length <= INDEXED_SIZE) {
        for (const e of entries)
            if (e.key === key)
                return e.value;
        return undefined;
    }
    let index = indexes.get(map);
    if (index === undefined) {
        index = new Map();
        for (const e of entries)
            index.set(e.key, e.value);
        indexes.set(map, index);
    }
    return index.get(key);
}
// Most maps are small, where a look along the entries is quicker than building an index; big ones (a
// ConfigMap's data) are indexed, so that looking up each of their keys stays linear.
const INDEXED_SIZE = 16;
const indexes = new WeakMap();
const META_FIELDS = new Set(['apiVersion', 'kind', 'metadata']);
/**
 * The stored form of an object under `schema` (its root is an embedded resource: apiVersion, kind and
 * metadata are kept). `prunes` is false when the CRD preserves unknown fields everywhere.
 */
function storedObject(root, schema, options = {}) {
    const object = stored(root, (0,schema_schema/* asEmbeddedResource */.j)(schema), options.prunes ?? true);
    // With the status subresource, create and update through the main resource reset status
    // (customresource strategy.go PrepareForCreate/PrepareForUpdate): it is neither stored nor validated.
    if (!options.dropStatus || object.kind !== 'map')
        return object;
    return withoutKey(object, 'status');
}
/** The map without `key`, itself when it has none. */
function withoutKey(map, key) {
    if (stored_valueOf(map, key) === undefined)
        return map;
    return { kind: 'map', entries: map.entries.filter((e) => e.key !== key), start: map.start, end: map.end };
}
/** `schema` undefined: nothing is declared (additionalProperties: true), so maps keep no keys. */
function stored(node, schema, prunes) {
    if (!prunes)
        return schema ? defaulted(node, schema) : node;
    if (node.kind === 'scalar')
        return node;
    if (node.kind === 'seq') {
        const itemSchema = schema?.items;
        // Copied from the first item that changes, if one does.
        let items;
        for (let i = 0; i < node.items.length; ++i) {
            const item = node.items[i];
            const value = stored(item, itemSchema, prunes);
            if (items === undefined && value !== item)
                items = node.items.slice(0, i);
            items?.push(value);
        }
        return defaulted(items ? { kind: 'seq', items, start: node.start, end: node.end } : node, schema);
    }
    const additional = schema?.additionalProperties;
    const additionalSchema = typeof additional === 'object' ? additional : undefined;
    // Copied from the first entry that is dropped or changes, if one is.
    let entries;
    for (let i = 0; i < node.entries.length; ++i) {
        const e = node.entries[i];
        let value;
        if (schema?.embeddedResource && META_FIELDS.has(e.key))
            value = e.value;
        else {
            const property = schema?.properties.get(e.key);
            const valueSchema = property ?? additionalSchema;
            if (property || additional !== undefined) {
                if (!(isNull(e.value) && valueSchema && !keepsNull(valueSchema)))
                    value = stored(e.value, valueSchema, prunes);
            }
            else if (schema?.preserveUnknownFields)
                value = e.value;
        }
        if (entries === undefined && value !== e.value)
            entries = node.entries.slice(0, i);
        if (entries !== undefined && value !== undefined)
            entries.push(value === e.value ? e : { key: e.key, value });
    }
    return defaulted(entries ? { kind: 'map', entries, start: node.start, end: node.end } : node, schema);
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
    let positions;
    for (const [name, property] of withDefaults(schema.properties)) {
        if (!property.default)
            continue;
        const current = stored_valueOf(value, name);
        if (current !== undefined && !(isNull(current) && !property.nullable))
            continue;
        entries ??= [...value.entries];
        const added = { key: name, value: defaulted(fromJson(property.default.value, value), property) };
        // An absent property comes last; a null one is replaced where it is written.
        if (current === undefined)
            entries.push(added);
        else {
            positions ??= new Map(value.entries.map((e, i) => [e.key, i]));
            entries[positions.get(name)] = added;
        }
    }
    return entries ? { kind: 'map', entries, start: value.start, end: value.end } : value;
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
        const entries = Object.entries(value).map(([key, v]) => ({ key, value: fromJson(v, at) }));
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
            for (const e of value.entries)
                out[e.key] = toJson(e.value);
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
    if (a.entries.length !== b.entries.length)
        return false;
    for (const e of a.entries) {
        const other = stored_valueOf(b, e.key);
        if (!other || !storedEqual(e.value, other))
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
    for (const { key, value: entry } of value.entries) {
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
        const v = stored_valueOf(metadata, key);
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
const GO_DURATION = /^[-+]?(\d+(\.\d*)?|\.\d+)(ns|us|\u00b5s|\u03bcs|ms|s|m|h)((\d+(\.\d*)?|\.\d+)(ns|us|\u00b5s|\u03bcs|ms|s|m|h))*$/;
const UNIT_DURATION = /^(\d+)\s*(ns|nanoseconds?|us|\u00b5s|microseconds?|ms|milliseconds?|s|seconds?|m|minutes?|h|hours?|d|days?|w|weeks?)$/;
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
    const walk = new Walk(options.kubernetesVersion, options.checksRequired ?? true);
    if (options.checksName ?? true)
        walk.resourceName(root);
    walk.value(root, schema, [], options.old, false, true);
    return walk.violations;
}
const OBJECT_META_EXEMPT = new Set(['apiVersion', 'kind', 'metadata']);
const compiledByRule = new WeakMap();
class Walk {
    version;
    checksRequired;
    violations = [];
    budget = PER_OBJECT_BUDGET;
    celRules;
    selfOf;
    ratcheting;
    versionText;
    constructor(version, checksRequired) {
        this.version = version;
        this.checksRequired = checksRequired;
        const enabled = features(version);
        this.celRules = enabled.cel;
        this.ratcheting = enabled.ratcheting;
        this.versionText = (0,kube_version/* formatKubernetesVersion */.YC)(version);
    }
    /** CR names are DNS subdomains (customresource validator: NameIsDNSSubdomain). */
    resourceName(root) {
        const name = root.kind === 'map' ? stored_valueOf(root, 'metadata') : undefined;
        const value = name?.kind === 'map' ? stored_valueOf(name, 'name') : undefined;
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
        const fast = this.checksRequired ? schema.typeOnly : schema.typeAndRequiredOnly;
        const typeOnly = fast && (schema.type === undefined || typeMatches(schema.type, v));
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
        if (this.celRules && schema.rulesHere)
            this.cel(v, schema, path, old, unchanged, resourceRoot);
    }
    /**
     * Whether a scalar under `schema` is valid without looking further: it has the schema's type, and
     * nothing else is checked there. Most values are such scalars; they are judged without a call.
     */
    settled(v, schema) {
        return (v.kind === 'scalar' &&
            (this.checksRequired ? schema.typeOnly : schema.typeAndRequiredOnly) &&
            (schema.type === undefined || typeMatches(schema.type, v)) &&
            !(this.celRules && schema.rulesHere));
    }
    // `path` is the walk's one path, pushed and popped around each child: only a violation copies it.
    children(v, schema, path, old, unchanged, resourceRoot) {
        const oldMap = old?.kind === 'map' && schema.mapType !== 'atomic' ? old : undefined;
        const additional = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
        const exempts = resourceRoot || schema.embeddedResource;
        for (const { key, value: child } of v.entries) {
            if (exempts && OBJECT_META_EXEMPT.has(key)) {
                const property = schema.properties.get(key);
                if (property && key === 'metadata') {
                    path.push(key);
                    this.value(child, property, path, oldMap && stored_valueOf(oldMap, key), unchanged);
                    path.pop();
                }
                continue;
            }
            const property = schema.properties.get(key);
            if (property) {
                if (this.settled(child, property))
                    continue;
                path.push(key);
                this.value(child, property, path, oldMap && stored_valueOf(oldMap, key), unchanged);
                path.pop();
            }
            else if (additional) {
                if (this.settled(child, additional))
                    continue;
                path.push(new load_path/* MapKey */.o(key));
                this.value(child, additional, path, oldMap && stored_valueOf(oldMap, key), unchanged);
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
            if (this.settled(item, items))
                continue;
            const oldItem = oldByKey?.get(mapListKey(item, schema.listMapKeys) ?? '');
            path.push(i);
            this.value(item, items, path, oldItem, unchanged);
            path.pop();
        }
    }
    /** kube-openapi's checks of one value; false when its type is wrong (nothing below is checked). */
    openApi(v, schema, path, unchanged, resourceRoot = false) {
        const errors = valueErrors(v, schema, path, resourceRoot, false, this.checksRequired);
        // kube-openapi names every key after a dot, map keys too (spec.labels.x).
        for (const e of errors)
            this.add(e.at ?? v, e.path.map((s) => (s instanceof load_path/* MapKey */.o ? s.key : s)), e.error, e, unchanged);
        return !errors.some((e) => e.typeError);
    }
    embedded(v, path, unchanged) {
        if (v.kind !== 'map')
            return;
        for (const key of ['apiVersion', 'kind']) {
            const value = stored_valueOf(v, key);
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
        const key = `${which}\u0000${this.versionText}`;
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
const NO_KEYS = [];
/**
 * kube-openapi's errors for one value under one schema: its own checks, its composition (allOf, anyOf,
 * oneOf, not) and, for the sub-schemas of a composition, their properties and items.
 */
function valueErrors(v, schema, path, resourceRoot, nested = false, checksRequired = true) {
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
    if (schema.enum && !inEnum(schema.enum, v)) {
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
        const n = v.entries.length;
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
        for (const key of checksRequired || nested ? schema.required : NO_KEYS) {
            if (stored_valueOf(v, key) === undefined) {
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
                const child = stored_valueOf(v, key);
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
/** Whether the value is one of the enum's, as reflect.DeepEqual on decoded JSON decides. */
function inEnum(allowed, v) {
    if (v.kind === 'scalar')
        return scalarsOf(allowed).has(v.value);
    const json = toJson(v);
    return allowed.some((a) => jsonEqual(a, json));
}
/** The scalar values of an enum (no object or list equals a scalar), found once per enum. */
function scalarsOf(allowed) {
    let scalars = enumScalars.get(allowed);
    if (scalars === undefined) {
        scalars = new Set(allowed.filter((a) => a === null || typeof a !== 'object'));
        enumScalars.set(allowed, scalars);
    }
    return scalars;
}
const enumScalars = new WeakMap();
/** listtype/validation.go: set items and map keys must be unique. */
function duplicates(v, schema, path) {
    if ((schema.listType !== 'set' && schema.listType !== 'map') || v.items.length < 2)
        return NO_ERRORS;
    const errors = [];
    const seen = new Set();
    for (let i = 0; i < v.items.length; ++i) {
        const item = v.items[i];
        const key = schema.listType === 'map'
            ? mapListKey(item, schema.listMapKeys)
            : JSON.stringify(canonical(toJson(item)));
        if (key === undefined)
            continue;
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
    }
    return errors;
}
/**
 * The JSON text of the list of the item's key values (null for a missing one), built without the list;
 * the value of a single string key is the string after a quote (a JSON list starts with a bracket).
 */
function mapListKey(item, keys) {
    if (item.kind !== 'map')
        return undefined;
    if (keys.length === 1) {
        const only = stored_valueOf(item, keys[0]);
        if (only?.kind === 'scalar' && typeof only.value === 'string')
            return `"${only.value}`;
    }
    let text = '[';
    for (let i = 0; i < keys.length; ++i) {
        const v = stored_valueOf(item, keys[i]);
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
        const v = stored_valueOf(item, k);
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
/** The bundled release chosen for each Kubernetes version asked about: chosen once, asked for each object. */
const releases = new Map();
/**
 * The schema of a built-in kind at a Kubernetes version (`latest` and versions outside the bundle use the
 * nearest bundled release, as unknown-fields does), or undefined when that release has no such kind.
 * `group` is empty for the core group.
 */
function builtinOpenApiSchema(kubernetesVersion, group, version, kind) {
    const bundle = (0,builtin_bundle/* openBundle */.hk)();
    const asked = (0,kube_version/* formatKubernetesVersion */.YC)(kubernetesVersion);
    let release = releases.get(asked);
    if (release === undefined) {
        release = (0,api_versions/* chooseRelease */.b)(kubernetesVersion, bundle.versions).release;
        releases.set(asked, release);
    }
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
    return flat.length > 300 ? `\`${flat.slice(0, 300)}\u2026\`` : `\`${flat}\``;
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
    // The API server resets the status of most kinds on create and update (their strategies'
    // PrepareForCreate): a manifest's status is not what it validates.
    const violations = validateObject(withoutKey(resource.root, 'status'), schema, {
        kubernetesVersion,
        // Names of built-in objects follow each kind's hand-written rules, not one format.
        checksName: false,
        checksRequired: false,
    });
    for (const violation of violations) {
        // Branches of anyOf, oneOf and not still report theirs.
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
            if (skip.unjudged === true)
                continue; // unjudged-file reports it, on by default
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

;// CONCATENATED MODULE: ./src/rules/unjudged-file/index.ts
// A file kubectl would apply that the gate did not read: over maxFileSize, a link out of the scan root, a
// name that is not UTF-8, a changed file the checkout lacks. On by default: a change must not get past the
// gate by where it puts a manifest.
const unjudgedFile = {
    scope: 'file',
    id: 'unjudged-file',
    title: 'File kubectl would apply that the gate did not read',
    summary: 'Reports files that kubectl apply would read but the gate did not (larger than maxFileSize, a symbolic link out of the scan root, a name that is not UTF-8, a changed file the checkout lacks): what they hold is not judged.',
    upstream: "Admission Gate's own fail-closed check: kubectl apply -f reads any file the walk meets, whatever its size, wherever its link leads, whatever bytes name it",
    defaultSeverity: 'error',
    enabledByDefault: true,
    minKubernetesVersion: { major: 1, minor: 0 },
    judgesWholeFile: true,
    *check({ skipped, lines }) {
        for (const skip of skipped) {
            if (skip.unjudged !== true)
                continue;
            const at = lines.lineStart(1);
            yield {
                path: [],
                start: at,
                end: at,
                message: `not judged: ${skip.reason.replace(/\.$/, '')}. kubectl apply would read this file, so what it holds would reach the cluster unchecked: make the file readable to the gate, or, if it is not deployed, exclude it in the config.`,
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
    unjudgedFile,
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
/* harmony export */   j: () => (/* binding */ asEmbeddedResource),
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
    return withFlags(compileChecks(s));
}
/** The same schema at the root of a resource, or of an embedded one: made once per schema. */
function asEmbeddedResource(schema) {
    let embedded = embeddedSchemas.get(schema);
    if (embedded === undefined) {
        embedded = withFlags({ ...schema, embeddedResource: true });
        embeddedSchemas.set(schema, embedded);
    }
    return embedded;
}
const embeddedSchemas = new WeakMap();
// V8 keeps the first four fields of an object made by spreading in the object itself, the rest one
// indirection away: what validation reads at every value comes first (a third less time validating).
function withFlags(checks) {
    const typeAndRequiredOnly = isTypeAndRequiredOnly(checks);
    return {
        typeOnly: typeAndRequiredOnly && checks.required.length === 0,
        typeAndRequiredOnly,
        rulesHere: checks.rules.length > 0 || checks.allOf.some((s) => s.rules.length > 0),
        ...checks,
    };
}
function isTypeAndRequiredOnly(s) {
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
    /** Where each name is in `names`; made on the first look-up. */
    positions;
    compiled = [];
    constructor(declared) {
        this.declared = declared;
        this.names = Object.keys(declared);
    }
    get size() {
        return this.names.length;
    }
    // One look in a map for a name declared or not; what is kept are the schema's names, never the
    // strings looked up, which may be slices of a file's text.
    get(name) {
        this.positions ??= new Map(this.names.map((n, i) => [n, i]));
        const at = this.positions.get(name);
        if (at === undefined)
            return undefined;
        return (this.compiled[at] ??= compileSchema(asObject(this.declared[this.names[at]])));
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

/***/ 3863:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ tooLargeReason),
/* harmony export */   k: () => (/* binding */ containsAny)
/* harmony export */ });
/* harmony import */ var _text_kind_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3501);

/** Why a file over the size limit is skipped, wherever its bytes would have come from. */
function tooLargeReason(size, maxFileSize) {
    return `larger than maxFileSize (${size} bytes > ${maxFileSize}); raise maxFileSize to scan it`;
}
/**
 * Whether `bytes` may contain one of `needles`: how a base is narrowed to the files a rule can care about.
 * Text that may spell a word without writing it (UTF-16, escapes, `!!binary`) may hold any of them: it
 * is kept, for the parse to decide.
 */
function containsAny(bytes, needles) {
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
    return needles.some((needle) => text.includes(needle)) || (0,_text_kind_text_js__WEBPACK_IMPORTED_MODULE_0__/* .kindsInText */ .I)(text).mayHide();
}


/***/ }),

/***/ 3501:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ kindsInText),
/* harmony export */   K: () => (/* binding */ mayHoldName)
/* harmony export */ });
// Whether a file's text may hold an object of a kind, or a Namespace of a name, without parsing it: the
// repository-wide pass reads every file for CRDs and Namespaces, and parsing only those that may hold one
// keeps it to a read; a scan of a few files then parses a Namespace's file only for a name a workload asks
// for (src/namespaces.ts), not for every file that says `namespace: default`. Both ask one question of a
// word: may it be the value of a key (`kind`, `name`) as kubectl decodes the text? The answer may be yes
// for nothing (the file is then parsed for nothing), never no for a file that holds one as kubectl
// decodes it: a wrong no would leave a Namespace's Pod Security labels or a CRD's schema unread. The tests
// spell kinds (__tests__/load/kubectl-decoding.test.ts, pod-security's namespace level) and names
// (pod-security's namespace level) every way YAML and JSON allow.
function kindsInText(bytes) {
    let hidden;
    const mayHide = () => (hidden ??= mayHideWords(bytes));
    // A List's kind is the kind of its items with `List` after it.
    return { mayHold: (kind) => mayHide() || writesValueOf(bytes, 'kind', kind, 'List'), mayHide };
}
/**
 * Whether the text may give a `name` key the value `name` as written, that is unless it hides words
 * (KindText.mayHide, asked apart: a Namespace's file keeps that answer with its bytes). A name that is not
 * a word (a letter, digit, `_` or `-` only, as every valid Namespace name is) may be written in ways
 * this scan does not follow, escapes of other characters: yes.
 */
function mayHoldName(bytes, name) {
    const word = Buffer.from(name);
    return word.length === 0 || !word.every(isWordByte) || writesValueOf(bytes, 'name', name);
}
/**
 * Whether `word` (or `word` then `suffix`) stands in the text, not within a longer word, where it may be
 * the value of key `key`. `word` is of word bytes (a kind, a name mayHoldName looks for), so an occurrence
 * that overlaps the one before follows a word byte: skipping it skips nothing.
 */
function writesValueOf(bytes, key, word, suffix = '') {
    for (let at = bytes.indexOf(word); at !== -1; at = bytes.indexOf(word, at + word.length)) {
        let end = at + word.length;
        if (suffix !== '' && bytes.toString('latin1', end, end + suffix.length) === suffix)
            end += suffix.length;
        if (isWordByte(bytes[at - 1]) || isWordByte(bytes[end]))
            continue;
        if (mayBeValueOf(bytes, at, key))
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
// A byte order mark, as latin1 reads it.
const UTF8_BOM = /^\xef\xbb\xbf/;
/**
 * Whether the word at `at` may be the value of key `key`: after `key:` (the key plain or quoted, the
 * value quoted or not, with a tag or an anchor between), on a line of its own after such a key (comments
 * and block scalar headers between), or under an anchor (an alias elsewhere, or a merge key `<<` of the
 * map around it, may put it anywhere). A word after another word, or after some other key, is part of
 * another value.
 */
function mayBeValueOf(bytes, at, key) {
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
        return previousLineMayLeadToValue(bytes, i, key);
    if (bytes[i] !== COLON)
        return false;
    return keyMayBe(bytes, skipBack(bytes, i - 1), key);
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
 * it. That line is found past blank lines; one with a comment may lead to it, and so may one that ends
 * with a colon, a block scalar header or properties after `key`'s colon (or after no key on that line, or
 * an anchor). Prose (a line of a block scalar, a plain scalar's words) folds into a longer value, and a
 * block scalar of another key (`description: |`, whose text says "Namespace") is that key's value.
 */
function previousLineMayLeadToValue(bytes, lineBreak, key) {
    let end = lineBreak;
    while (end >= 0 && isBlank(bytes[end]))
        end--;
    if (end < 0)
        return false;
    let start = end;
    while (start > 0 && bytes[start - 1] !== LF && bytes[start - 1] !== CR)
        start--;
    if (bytes.toString('latin1', start, end + 1).includes('#'))
        return true;
    for (let i = end;;) {
        if (bytes[i] === COLON)
            return keyMayBe(bytes, skipBack(bytes, i - 1), key);
        const token = tokenBefore(bytes, i).text;
        if (token.startsWith('&') || INDICATOR_LINES.has(token))
            return true;
        if (!token.startsWith('!') && !/^[|>][-+0-9]*$/.test(token))
            return false;
        i = skipBack(bytes, i - token.length);
        if (i < start)
            return true;
    }
}
// A token that may stand before a value on the next line: a sequence entry, a complex key, a document.
const INDICATOR_LINES = new Set(['-', '?', '---']);
/**
 * Whether the key before a colon that ends at `end` may be `key`: it is `key` (plain or quoted), quoted
 * with an escape, an alias, or a key of its own line (`? key`, a block scalar).
 */
function keyMayBe(bytes, end, key) {
    if (end < 0 || bytes[end] === LF || bytes[end] === CR)
        return true;
    const close = bytes[end] ?? 0;
    if (QUOTES.has(close)) {
        const open = bytes.lastIndexOf(close, end - 1);
        if (open < 0)
            return true;
        const quoted = bytes.toString('latin1', open + 1, end);
        return quoted.includes('\\') || quoted === key;
    }
    const token = tokenBefore(bytes, end).text;
    const plain = token
        .slice(Math.max(token.lastIndexOf('{'), token.lastIndexOf(','), token.lastIndexOf('[')) + 1)
        .replace(UTF8_BOM, '');
    return plain === key || plain.startsWith('*') || plain.startsWith('!') || plain.startsWith('&');
}
/**
 * Whether the text may spell a word (a kind, a name) without writing it: UTF-16, an escape that decodes
 * to a word byte (`"N\u0061mespace"`, `"team\x2da"`, in YAML and JSON), an escaped line break inside a
 * double-quoted scalar (`"Name\` at a line's end, `space"` on the next: goyaml joins them), a tag that may
 * decode base64 (`!!binary`, and every tag spelled with a %TAG handle, `!<...>` or a %-escape), or a line
 * break goyaml reads where the line scan above does not (NEL, LS, PS).
 */
function mayHideWords(bytes) {
    const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
    return (utf16 || hasWordEscape(bytes) || hasIndirectTag(bytes) || UNICODE_BREAKS.some((b) => bytes.includes(b)));
}
const UNICODE_BREAKS = [Buffer.from('\u0085'), Buffer.from('\u2028'), Buffer.from('\u2029')];
const BACKSLASH = 0x5c;
// The digits after \x, \u and \U.
const ESCAPE_DIGITS = { 0x78: 2, 0x75: 4, 0x55: 8 };
function hasWordEscape(bytes) {
    for (let at = bytes.indexOf(BACKSLASH); at !== -1; at = bytes.indexOf(BACKSLASH, at + 2)) {
        const next = bytes[at + 1];
        if (next === undefined)
            return false;
        // An escaped line break (LF, CR, and what goyaml reads as one: NEL C2 85, LS and PS E2 80 A8/A9) joins
        // the lines of a double-quoted scalar: a word may be split there after a word byte, or start after
        // the opening quote. After anything else (a shell script's `|\`, ` \`) it cannot make a word.
        if (next === LF || next === CR || next === 0xc2 || next === 0xe2) {
            const before = bytes[at - 1] ?? 0;
            if (isWordByte(before) || QUOTES.has(before))
                return true;
            continue;
        }
        const digits = ESCAPE_DIGITS[next];
        if (digits === undefined)
            continue;
        // Not hex digits: kubectl refuses the file, and it is parsed to say so.
        const code = hexValue(bytes, at + 2, digits);
        if (code === undefined || isWordByte(code))
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


/***/ })

} }; })

//# sourceMappingURL=928.index.js.map