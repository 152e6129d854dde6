export const id = 465;
export const ids = [465];
export const modules = {

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
/* harmony import */ var _load_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8508);
/* harmony import */ var _load_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3497);
// A CustomResourceDefinition as the API server serves it: group, kind, scope, versions and their
// compiled schemas, with the defaults of its API version (apiextensions.k8s.io/v1beta1 defaults.go:
// a top-level `version` and `validation` apply to every version, preserveUnknownFields is true).


function isCrd(resource) {
    return resource.group === 'apiextensions.k8s.io' && resource.kind === 'CustomResourceDefinition';
}
/** The definition, or why the object cannot be one. */
function readCrd(resource, compiler) {
    const spec = (0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .asMap */ .$H)((0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .child */ .jf)(resource.root, 'spec'));
    const group = (0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .stringValue */ .r$)((0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .child */ .jf)(spec, 'group'));
    const kind = (0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .stringValue */ .r$)((0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .child */ .jf)((0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .child */ .jf)(spec, 'names'), 'kind'));
    if (!group || !kind)
        return 'it has no spec.group or spec.names.kind';
    const legacy = resource.version === 'v1beta1';
    const preserve = (0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .child */ .jf)(spec, 'preserveUnknownFields');
    const preserveAll = preserve?.kind === 'scalar' && typeof preserve.value === 'boolean' ? preserve.value : legacy;
    const shared = legacy ? openApiSchema((0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .child */ .jf)(spec, 'validation')) : undefined;
    const versions = [];
    for (const node of (0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .asSeq */ .wH)((0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .child */ .jf)(spec, 'versions'))?.items ?? []) {
        const version = (0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .asMap */ .$H)(node);
        const name = (0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .stringValue */ .r$)((0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .child */ .jf)(version, 'name'));
        if (!version || !name)
            continue;
        const schema = openApiSchema((0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .child */ .jf)(version, 'schema')) ?? shared;
        const warning = (0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .stringValue */ .r$)((0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .child */ .jf)(version, 'deprecationWarning'));
        versions.push({
            name: (0,_load_text_js__WEBPACK_IMPORTED_MODULE_0__/* .detach */ .Y)(name),
            served: isTrue(version, 'served'),
            deprecated: isTrue(version, 'deprecated'),
            deprecationWarning: warning === undefined ? undefined : (0,_load_text_js__WEBPACK_IMPORTED_MODULE_0__/* .detach */ .Y)(warning),
            schema: schema && compiler.compile(schema),
        });
    }
    const single = (0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .stringValue */ .r$)((0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .child */ .jf)(spec, 'version'));
    if (legacy && versions.length === 0 && single) {
        versions.push({
            name: (0,_load_text_js__WEBPACK_IMPORTED_MODULE_0__/* .detach */ .Y)(single),
            served: true,
            deprecated: false,
            deprecationWarning: undefined,
            schema: shared && compiler.compile(shared),
        });
    }
    const metadataName = (0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .stringValue */ .r$)((0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .child */ .jf)((0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .child */ .jf)(resource.root, 'metadata'), 'name'));
    return {
        name: (0,_load_text_js__WEBPACK_IMPORTED_MODULE_0__/* .detach */ .Y)(metadataName ?? `${kind}.${group}`),
        group: (0,_load_text_js__WEBPACK_IMPORTED_MODULE_0__/* .detach */ .Y)(group),
        kind: (0,_load_text_js__WEBPACK_IMPORTED_MODULE_0__/* .detach */ .Y)(kind),
        clusterScoped: (0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .stringValue */ .r$)((0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .child */ .jf)(spec, 'scope')) === 'Cluster',
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
function openApiSchema(holder) {
    return (0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .asMap */ .$H)((0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .child */ .jf)(holder, 'openAPIV3Schema'));
}
function isTrue(map, key) {
    const value = (0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_1__/* .child */ .jf)(map, key);
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

/***/ 7892:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Wn: () => (/* binding */ CrdRegistryBuilder),
/* harmony export */   ik: () => (/* binding */ place),
/* harmony export */   z0: () => (/* binding */ CrdRegistry)
/* harmony export */ });
/* harmony import */ var _custom_resource_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13);
/* harmony import */ var _definition_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1054);
/* harmony import */ var _structural_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7164);
// Every CRD a scan knows, by group and kind. Sources are ranked: a definition from a higher-ranked
// source replaces the same group and kind from lower ones (the repository over crds.paths, a later
// crds.paths entry over an earlier one). Inside one source, two different definitions of a kind are a
// conflict: the first (in path order) is used, and both places are reported.



class CrdRegistryBuilder {
    compiler = new _structural_js__WEBPACK_IMPORTED_MODULE_2__/* .SchemaCompiler */ .V();
    notes = [];
    candidates = new Map();
    /** Takes the CRDs among a file's objects; the YAML tree is not kept. */
    add(resource, source) {
        if (!(0,_definition_js__WEBPACK_IMPORTED_MODULE_1__/* .isCrd */ .Ez)(resource))
            return;
        const definition = (0,_definition_js__WEBPACK_IMPORTED_MODULE_1__/* .readCrd */ ._W)(resource, this.compiler);
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
class CrdRegistry {
    catalog;
    definitions;
    conflicts;
    constructor(data, catalog) {
        this.catalog = catalog;
        this.definitions = data.definitions;
        this.conflicts = data.conflicts;
    }
    /** The CRD of a kind, else the catalog schema of that version if it was loaded. */
    find(group, kind, version) {
        return this.definitions.get(kindKey(group, kind)) ?? this.catalog?.cached(group, kind, version);
    }
    /** Reads catalog schemas the given resources need (file system access: call before rules run). */
    loadSchemasFor(resources) {
        if (!this.catalog)
            return;
        for (const r of resources) {
            if ((0,_custom_resource_js__WEBPACK_IMPORTED_MODULE_0__/* .isCustomResourceGroup */ .v)(r.group) && !this.definitions.has(kindKey(r.group, r.kind))) {
                this.catalog.find(r.group, r.kind, r.version);
            }
        }
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
            properties.set((0,_load_text_js__WEBPACK_IMPORTED_MODULE_1__/* .detach */ .Y)(e.key), this.node(e.value, seen));
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
    'networking.k8s.io': ['IngressClass', 'IPAddress', 'ServiceCIDR'],
    'certificates.k8s.io': ['CertificateSigningRequest', 'ClusterTrustBundle'],
    'flowcontrol.apiserver.k8s.io': ['FlowSchema', 'PriorityLevelConfiguration'],
    'resource.k8s.io': ['DeviceClass', 'ResourceSlice', 'DeviceTaintRule'],
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

/***/ 3497:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ detach),
/* harmony export */   g: () => (/* binding */ decodeText)
/* harmony export */ });
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_1__);
// Bytes to text the way a YAML reader must: honour byte order marks (UTF-8, UTF-16), refuse binary.


const UTF8 = new node_util__WEBPACK_IMPORTED_MODULE_1__.TextDecoder('utf-8', { fatal: true });
const UTF16LE = new node_util__WEBPACK_IMPORTED_MODULE_1__.TextDecoder('utf-16le', { fatal: true });
const UTF16BE = new node_util__WEBPACK_IMPORTED_MODULE_1__.TextDecoder('utf-16be', { fatal: true });
function decodeText(bytes) {
    const b0 = bytes[0];
    const b1 = bytes[1];
    // YAML 1.2 §5.2 requires UTF-16 support when a BOM says so (kubectl reads such files too).
    if (b0 === 0xff && b1 === 0xfe)
        return decodeWith(UTF16LE, bytes.subarray(2), 'UTF-16LE');
    if (b0 === 0xfe && b1 === 0xff)
        return decodeWith(UTF16BE, bytes.subarray(2), 'UTF-16BE');
    if (bytes.indexOf(0) !== -1)
        return { ok: false, reason: 'binary file (contains NUL bytes)' };
    // Nearly every manifest is ASCII: then every byte is its character, and there is nothing to validate.
    if ((0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isAscii)(bytes)) {
        const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('latin1');
        return { ok: true, text: normalize(text) };
    }
    const decoded = decodeWith(UTF8, bytes, 'UTF-8');
    // TextDecoder consumes a UTF-8 BOM itself; offsets then match what an editor shows.
    return decoded.ok ? { ok: true, text: normalize(decoded.text) } : decoded;
}
function decodeWith(decoder, bytes, name) {
    try {
        const text = decoder.decode(bytes);
        if (text.includes('\0'))
            return { ok: false, reason: `binary file (NUL characters in ${name} text)` };
        return { ok: true, text: normalize(text) };
    }
    catch {
        return { ok: false, reason: `not valid ${name} text` };
    }
}
// goyaml (YAML 1.1, what kubectl reads with) ends a line at a lone CR, the yaml library does not: a lone
// CR becomes LF, one character for one, so that offsets and line numbers stay those of the file.
function normalize(text) {
    const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    return body.includes('\r') ? body.replace(/\r(?!\n)/g, '\n') : body;
}
/**
 * A copy of a string taken from a file's text. V8 keeps the whole text of a file alive for as long as
 * any substring of it lives: what outlives the file (the CRD registry, findings) must hold copies.
 */
function detach(text) {
    return Buffer.from(text, 'utf8').toString('utf8');
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
 * The API server's decoder allows 10,000, but the `yaml` library composes recursively and runs out of
 * stack near 800 levels, and so could any walk of a tree; at 256 every walk has room to spare on a
 * default stack, and real manifests stay far below it (the deepest CRD in the shared corpus: 39).
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

/***/ 9465:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  y: () => (/* binding */ RULES),
  I: () => (/* binding */ findRule)
});

// EXTERNAL MODULE: ./src/policy/rules.ts
var rules = __webpack_require__(1821);
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

;// CONCATENATED MODULE: ./src/rules/external-ip-cidr/goip.ts
// IP parsing and containment exactly as OpenShift's ExternalIPRanger sees them: k8s.io/utils/net
// ParseIPSloppy / ParseCIDRSloppy (a fork of Go 1.16's parser that reads leading zeros as decimal,
// issue.k8s.io/100895) and Go's net.IPNet.Contains. Addresses are byte arrays as in Go, so the
// quirks follow: `::ffff:a.b.c.d` is IPv4, `::/0` holds no IPv4, `0.0.0.0/0` holds no native IPv6.
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

// EXTERNAL MODULE: ./src/rules/types.ts
var types = __webpack_require__(3182);
;// CONCATENATED MODULE: ./src/rules/external-ip-cidr/policy.ts
// The ExternalIPRanger policy: which CIDRs admit and which reject. The API form (allowedCIDRs,
// rejectedCIDRs) becomes the plugin's legacy list as the cluster-kube-apiserver-operator writes it
// (observe_network.go): ["!" + r for r in rejected] + allowed.


function preparePolicy(options) {
    const apiForm = options.allowedCIDRs !== undefined || options.rejectedCIDRs !== undefined;
    if (apiForm && options.externalIPNetworkCIDRs !== undefined) {
        throw new types/* OptionError */.e(['externalIPNetworkCIDRs'], 'use either allowedCIDRs/rejectedCIDRs (the network.config.openshift.io form) or externalIPNetworkCIDRs (the admission plugin form), not both');
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
            throw new types/* OptionError */.e(rule.path, `${JSON.stringify(text)} is not a CIDR: write an address and a prefix length, such as 203.0.113.0/24 or 2001:db8::/64`);
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
    enabledByDefault: false,
    minKubernetesVersion: { major: 1, minor: 0 },
    optionsSchema: {
        allowedCIDRs: cidrList('CIDRs externalIPs may use (network.config.openshift.io externalIP.policy.allowedCIDRs)'),
        rejectedCIDRs: cidrList('CIDRs externalIPs may never use; rejection wins over allowedCIDRs'),
        externalIPNetworkCIDRs: cidrList('the admission plugin form: CIDRs to admit, and CIDRs prefixed with "!" to reject (use instead of allowedCIDRs/rejectedCIDRs)'),
        overrideActors: {
            type: 'array',
            items: {
                type: 'string',
                pattern: '^(@[^/\\s@]+/[^/\\s@]+|[^/\\s@]+)$',
                description: 'a login such as octocat, or a team such as @acme/platform',
            },
            description: 'users (octocat) and teams (@org/team) whose changes may use any external IP, as users allowed to create service/externalips may on OpenShift: their findings become notices naming them',
        },
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
function policyOf(namespace, defaults) {
    const level = namespace.labels.get(ENFORCE_LABEL);
    const version = namespace.labels.get(ENFORCE_VERSION_LABEL);
    if (!level && !version)
        return defaults;
    const at = level ?? version;
    return {
        level: level ? (POLICY_LEVELS.find((l) => l === level.value) ?? 'restricted') : defaults.level,
        version: version ? (parsePolicyVersion(version.value) ?? 'latest') : defaults.version,
        ...(at ? { source: `${namespace.file}:${at.line}` } : {}),
    };
}

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
    const podField = booleanOf(pod.securityContext, 'runAsNonRoot');
    if (podField?.value === false) {
        yield { ...podField, value: 'false', problem: 'the pod sets securityContext.runAsNonRoot to false' };
    }
    for (const container of pod.containers) {
        const field = booleanOf(securityContextOf(container), 'runAsNonRoot');
        const who = describeContainer(container);
        if (field?.value === false) {
            yield {
                ...field,
                value: 'false',
                container: container.ref,
                problem: `${who} sets runAsNonRoot to false`,
            };
        }
        else if (!field && podField?.value !== true) {
            yield {
                ...missingAt(container, ['securityContext', 'runAsNonRoot']),
                container: container.ref,
                problem: `neither the pod nor ${who} sets securityContext.runAsNonRoot to true`,
            };
        }
    }
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
            throw new types/* OptionError */.e(['version'], 'the version number is too large');
        }
        return {
            level: LEVELS.find((l) => l === options.level) ?? 'baseline',
            ...(version ? { version } : {}),
            default: POLICY_LEVELS.find((l) => l === options.default) ?? 'privileged',
        };
    },
    *check(resource, { options, kubernetesVersion, activeRules, workspace }) {
        if (isNamespace(resource)) {
            yield* invalidLabelFindings(resource);
            return;
        }
        const pod = podViewOf(resource);
        if (!pod)
            return;
        const fixed = {
            level: options.level === 'namespace' ? options.default : options.level,
            version: options.version ?? 'latest',
        };
        const namespace = workspace.namespaces.get(resource.namespace ?? 'default');
        const chosen = options.level === 'namespace' && namespace ? policyOf(namespace, fixed) : fixed;
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

// EXTERNAL MODULE: ./src/crd/definition.ts
var definition = __webpack_require__(1054);
// EXTERNAL MODULE: ./src/crd/custom-resource.ts
var custom_resource = __webpack_require__(13);
// EXTERNAL MODULE: ./src/load/path.ts
var load_path = __webpack_require__(6857);
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
    const metadata = (0,yaml_node/* entry */.f_)(root, 'metadata');
    if (metadata)
        walk.metadata(metadata.value, ['metadata']);
    // The resource root is pruned as an embedded resource: apiVersion, kind and metadata are skipped.
    if (schema)
        walk.prune(root, { ...schema, embeddedResource: true });
    return walk.report;
}
class Walk {
    prunes;
    report = { unknown: [], unknownMeta: [], invalid: [] };
    /** field.Path of the current node: map keys as MapKey, as coerce.go builds it. */
    path = [];
    /** Schemas of the objects around the current one; `undefined` where a list comes between. */
    objects = [];
    constructor(prunes) {
        this.prunes = prunes;
    }
    metadata(node, path) {
        const decoded = decodeObjectMeta(node, path);
        this.report.unknownMeta.push(...decoded.unknown);
        this.report.invalid.push(...decoded.invalid);
    }
    prune(node, schema) {
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
        this.report.unknown.push({ path: [...path, e.key], entry: e, schema, object, enclosing });
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

// EXTERNAL MODULE: ./src/crd/registry.ts
var registry = __webpack_require__(7892);
// EXTERNAL MODULE: ./src/text/suggest.ts
var suggest = __webpack_require__(4185);
;// CONCATENATED MODULE: ./src/rules/unknown-fields/messages.ts
// What unknown-fields says: the API server's own words first (`unknown field "<path>"`, `no matches
// for kind`), then why it matters and the most likely fix (a misspelt name, a wrong indentation).




const LISTED_FIELDS = 12;
function noSchemaMessage(resource, kindsOfGroup) {
    const similar = (0,suggest/* closest */.k)(resource.kind, kindsOfGroup);
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
        : `It serves ${served.join(', ')}: change apiVersion to ${crd.group}/${newest(served)} and check the fields against that version's schema.`;
    return `no matches for kind "${resource.kind}" in version "${resource.apiVersion}": ${why}, so kubectl apply fails. ${fix}`;
}
function deprecatedMessage(resource, crd, warning) {
    const current = crd.versions.filter((v) => v.served && !v.deprecated).map((v) => v.name);
    return (`${resource.apiVersion} ${resource.kind} is deprecated: the API server answers every request with the warning ${JSON.stringify(warning)}. ` +
        (current.length > 0
            ? `Move to ${crd.group}/${newest(current)} before the version stops being served.`
            : 'Plan a move before the version stops being served.'));
}
function unknownFieldMessage(field, resource, crd) {
    const head = `unknown field "${(0,load_path/* formatPath */.j)(field.path)}": the API server drops it silently.`;
    const key = field.entry.key;
    const declared = [...(field.schema?.properties.keys() ?? [])];
    const suggestion = (0,suggest/* closest */.k)(key, declared);
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
    const schemaName = `the ${resource.kind} schema (${crd.group}/${resource.version})`;
    if (declared.length === 0)
        return `${head} ${capitalize(schemaName)} declares no fields at this level; remove it.`;
    return `${head} ${capitalize(schemaName)} declares ${list(declared)} here; fix its name or indentation, or remove it.`;
}
function unknownMetaFieldMessage(field) {
    const head = `unknown field "${(0,load_path/* formatPath */.j)(field.path)}": ${field.struct} has no such field, so the API server drops it silently.`;
    const suggestion = (0,suggest/* closest */.k)(field.entry.key, field.declared);
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
function newest(versions) {
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
// CRD structural pruning (KEP-2332): the API server silently drops every field of a custom resource
// that the schema of its version does not declare, and decodes metadata strictly as ObjectMeta
// (apiextensions-apiserver pruning/algorithm.go, objectmeta/coerce.go, customresource_handler.go).
// Beyond upstream: an unknown CRD is a notice, and unserved or deprecated versions are reported.





const unknownFields = {
    scope: 'resource',
    id: 'unknown-fields',
    title: 'Custom-resource fields the API server drops',
    summary: 'Flags custom-resource fields that the CRD schema does not declare: the API server prunes them without an error (KEP-2332), so `spec.replcias: 3` applies "successfully" and does nothing.',
    upstream: 'kubernetes/apiextensions-apiserver pkg/apiserver/schema/pruning/algorithm.go, pkg/apiserver/schema/objectmeta/coerce.go',
    defaultSeverity: 'error',
    enabledByDefault: true,
    // Pruning is the default for every apiextensions.k8s.io/v1 CRD (GA in v1.16).
    minKubernetesVersion: { major: 1, minor: 16 },
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
            return;
        }
        if (!(0,custom_resource/* isCustomResourceGroup */.v)(resource.group))
            return;
        const apiVersion = (0,yaml_node/* entry */.f_)(resource.root, 'apiVersion');
        const at = { path: ['apiVersion'], start: apiVersion?.value.start ?? 0, end: apiVersion?.value.end ?? 0 };
        const crd = crds.find(resource.group, resource.kind, resource.version);
        if (!crd) {
            if (context.firstInFile(`${resource.group}/${resource.kind}`)) {
                yield { ...at, severity: 'notice', message: noSchemaMessage(resource, crds.kindsOf(resource.group)) };
            }
            return;
        }
        const version = crd.versions.find((v) => v.name === resource.version);
        if (!version?.served) {
            yield { ...at, severity: 'error', message: notServedMessage(resource, crd, version) };
            return;
        }
        if (version.deprecated) {
            yield {
                ...at,
                severity: 'warning',
                message: deprecatedMessage(resource, crd, (0,definition/* deprecationWarning */.lt)(crd, version)),
            };
        }
        yield* prunedFields(resource, crd, version.schema);
    },
};
function* prunedFields(resource, crd, schema) {
    const report = pruneReport(resource.root, schema, crd.prunes);
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
            message: unknownMetaFieldMessage(field),
        };
    }
    for (const field of report.unknown) {
        yield {
            path: field.path,
            start: field.entry.keyStart,
            end: field.entry.keyEnd,
            message: unknownFieldMessage(field, resource, crd),
        };
    }
}

;// CONCATENATED MODULE: ./src/rules/yaml-syntax/index.ts
// Documents that do not parse, or parse into something JSON cannot express (duplicate keys, non-scalar
// keys, excessive aliasing). The API server rejects them; one bad document never hides the others.
const yamlSyntax = {
    scope: 'file',
    id: 'yaml-syntax',
    title: 'YAML that does not parse',
    summary: 'Reports YAML documents that do not parse, or that strict decoding rejects (duplicate keys): kubectl and the API server refuse them.',
    upstream: 'kubernetes/kubernetes staging/src/k8s.io/apiserver/pkg/endpoints/handlers/rest.go (strict decoding)',
    defaultSeverity: 'error',
    enabledByDefault: true,
    minKubernetesVersion: { major: 1, minor: 0 },
    *check(errors) {
        for (const error of errors) {
            yield {
                path: [],
                start: error.start,
                end: error.end,
                message: `${error.message.replace(/\.$/, '')}. kubectl and the API server reject this document until it parses.`,
            };
        }
    },
};

;// CONCATENATED MODULE: ./src/rules/registry.ts
// Every rule the engine knows. Adding a rule: a folder under rules/ and one line here.







const RULES = [
    yamlSyntax,
    serviceExternalIps,
    externalIpCidr,
    probeHost,
    podSecurity,
    unknownFields,
    ...rules/* POLICY_RULES */.b2,
];
function findRule(id) {
    return RULES.find((r) => r.id === id);
}


/***/ }),

/***/ 3182:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ OptionError),
/* harmony export */   f: () => (/* binding */ docsUrl)
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


/***/ }),

/***/ 4185:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ closest)
/* harmony export */ });
// "Did you mean": the closest candidate to a misspelt word, or nothing when none is close.
/** Case-insensitive equality first, then the smallest edit distance within a third of the length. */
function closest(word, candidates) {
    const lower = word.toLowerCase();
    let best;
    let bestDistance = Math.max(1, Math.floor(word.length / 3)) + 1;
    for (const candidate of candidates) {
        if (candidate === word)
            continue;
        if (candidate.toLowerCase() === lower)
            return candidate;
        const distance = editDistance(lower, candidate.toLowerCase(), bestDistance);
        if (distance < bestDistance) {
            best = candidate;
            bestDistance = distance;
        }
    }
    return best;
}
/** Damerau-Levenshtein (optimal string alignment): a swap of two letters is one edit. */
function editDistance(a, b, limit) {
    if (Math.abs(a.length - b.length) >= limit)
        return limit;
    let prev2 = [];
    let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const row = [i];
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let d = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                d = Math.min(d, (prev2[j - 2] ?? 0) + 1);
            row.push(d);
        }
        prev2 = prev;
        prev = row;
    }
    return prev[b.length] ?? limit;
}


/***/ })

};

//# sourceMappingURL=465.index.js.map