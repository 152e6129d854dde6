(function (importMeta) { "use strict"; return { id: 720,
ids: [720],
modules: {

/***/ 720:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runScan: () => (/* binding */ runScan)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
var external_node_fs_default = /*#__PURE__*/__webpack_require__.n(external_node_fs_);
// EXTERNAL MODULE: ./node_modules/minimatch/dist/esm/index.js + 7 modules
var esm = __webpack_require__(3581);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/cache-dir.ts
var cache_dir = __webpack_require__(4703);
// EXTERNAL MODULE: ./src/kube-version.ts
var kube_version = __webpack_require__(2219);
// EXTERNAL MODULE: ./src/render/config.ts
var config = __webpack_require__(6416);
// EXTERNAL MODULE: ./src/model.ts
var model = __webpack_require__(182);
// EXTERNAL MODULE: ./src/policy/actor.ts
var actor = __webpack_require__(3239);
// EXTERNAL MODULE: ./src/policy/exceptions.ts + 2 modules
var policy_exceptions = __webpack_require__(9172);
;// CONCATENATED MODULE: ./src/config/schema.ts
// The config file's schema, built from the rule registry so that a new rule's options appear in it
// without touching this file. `npm run schema` writes it to schema/config.schema.json for editors.




const SEVERITY_SETTINGS = [...model/* SEVERITIES */.oC, 'off'];
// What `kubectl apply -f DIR` reads: .json, .yaml and .yml files.
const DEFAULT_INCLUDE = ['**/*.yaml', '**/*.yml', '**/*.json'];
const DEFAULT_MAX_FILE_SIZE = 10 * 1024 * 1024;
const globList = (description) => ({
    type: 'array',
    items: { type: 'string', minLength: 1 },
    description,
});
function ruleSchema(rule) {
    const severity = {
        enum: SEVERITY_SETTINGS,
        description: `severity of ${rule.id} findings, or off (default: ${rule.enabledByDefault ? rule.defaultSeverity : 'off'})`,
    };
    const options = rule.scope === 'resource' ? (rule.optionsSchema ?? {}) : {};
    return {
        description: `${rule.title}: ${rule.summary}`,
        anyOf: [severity, { type: 'object', properties: { severity, ...options }, additionalProperties: false }],
    };
}
function configSchema(rules) {
    return {
        type: 'object',
        additionalProperties: false,
        properties: {
            kubernetesVersion: {
                type: 'string',
                pattern: '^(latest|v?[0-9]+\\.[0-9]+)$',
                description: 'the Kubernetes version to judge against, "latest" or vMAJOR.MINOR such as v1.34; rules newer than it do not run (default: latest)',
            },
            include: {
                ...globList('minimatch globs of files to scan, relative to the scan root'),
                minItems: 1,
                default: DEFAULT_INCLUDE,
            },
            exclude: globList('minimatch globs of files not to scan, relative to the scan root'),
            maxFileSize: {
                type: 'integer',
                minimum: 1,
                default: DEFAULT_MAX_FILE_SIZE,
                description: 'files larger than this many bytes are skipped with a notice (default: 10 MiB)',
            },
            crds: {
                type: 'object',
                additionalProperties: false,
                description: 'where CRDs come from besides the YAML files of the repository, which are always read; paths are relative to the scan root',
                properties: {
                    paths: globList('CRD manifest files or folders (YAML or JSON); a later entry replaces CRDs of the same group and kind from an earlier one, and CRDs in the repository replace them all'),
                    schemaDirs: globList('JSON Schema catalogs used for kinds no CRD defines: folders laid out as {group}/{kind}_{version}.json (kind in lower case), or file templates with {group}, {kind} and {version}'),
                },
            },
            rules: {
                type: 'object',
                description: 'severity and options per rule id',
                properties: Object.fromEntries(rules.map((rule) => [rule.id, ruleSchema(rule)])),
                additionalProperties: false,
            },
            render: config/* RENDER_SCHEMA */.XZ,
            exceptions: (0,policy_exceptions/* exceptionsSchema */.IL)(rules.filter((r) => r.scope !== 'policy').map((r) => r.id)),
            suppressionActors: (0,actor/* actorListSchema */.Db)("users (octocat) and teams (@org/team) whose admission-gate.dev/ignore annotations and # admission-gate-ignore comments count in a change as soon as they write them; anyone else's count only once merged. Read from the config that judges the change: the base's in the Action"),
        },
    };
}
/** The document written to schema/config.schema.json. */
function configSchemaDocument(rules) {
    return {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        $id: 'https://github.com/admission-gate/admission-gate/blob/main/schema/config.schema.json',
        title: 'Admission Gate configuration (.admission-gate.yaml)',
        ...configSchema(rules),
    };
}

;// CONCATENATED MODULE: ./src/config/config.ts
// The validated configuration and how rules are activated from it.



const DEFAULT_CONFIG = {
    kubernetesVersion: 'latest',
    include: DEFAULT_INCLUDE,
    exclude: [],
    maxFileSize: DEFAULT_MAX_FILE_SIZE,
    rules: new Map(),
    crds: { paths: [], schemaDirs: [] },
    exceptions: [],
    suppressionActors: [],
    render: config/* DEFAULT_RENDER_CONFIG */.i$,
};
function activateRules(config, rules) {
    const active = [];
    const notes = [];
    for (const rule of rules) {
        const setting = config.rules.get(rule.id);
        const severity = setting?.severity ?? (setting || rule.enabledByDefault ? rule.defaultSeverity : 'off');
        if (severity === 'off')
            continue;
        if (!(0,kube_version/* atLeast */.jZ)(config.kubernetesVersion, rule.minKubernetesVersion)) {
            notes.push(`${rule.id} does not run: kubernetesVersion ${(0,kube_version/* formatKubernetesVersion */.YC)(config.kubernetesVersion)} is older than ${(0,kube_version/* formatKubernetesVersion */.YC)(rule.minKubernetesVersion)}, where the cluster starts enforcing it.`);
            continue;
        }
        const options = setting ? setting.prepared : rule.scope === 'resource' ? rule.prepare({}) : undefined;
        active.push({ rule, severity, options });
    }
    if (active.some((a) => a.rule.id === 'service-external-ips') &&
        active.some((a) => a.rule.id === 'external-ip-cidr')) {
        notes.push('service-external-ips and external-ip-cidr are both on and both judge spec.externalIPs: a new out-of-range address gets a finding from each (turn one off if your cluster runs only one of the two admission plugins).');
    }
    return { active, notes };
}

// EXTERNAL MODULE: ./src/load/lines.ts
var load_lines = __webpack_require__(3747);
// EXTERNAL MODULE: ./src/load/path.ts
var load_path = __webpack_require__(6857);
// EXTERNAL MODULE: ./src/load/yaml/parse.ts + 10 modules
var parse = __webpack_require__(5431);
// EXTERNAL MODULE: ./src/load/yaml/node.ts
var yaml_node = __webpack_require__(8508);
// EXTERNAL MODULE: ./src/source/select.ts + 1 modules
var source_select = __webpack_require__(7823);
// EXTERNAL MODULE: ./src/rules/types.ts
var types = __webpack_require__(3182);
// EXTERNAL MODULE: ./src/text/suggest.ts
var suggest = __webpack_require__(4185);
;// CONCATENATED MODULE: ./src/config/json-schema.ts
// The JSON Schema subset the config file uses, interpreted directly on the YAML tree so that every
// error points at its node. schema/config.schema.json is generated from the same objects (and checked
// against a standard validator in the tests), so editors and this validator agree.
//
// Decoding is schema-directed, as sigs.k8s.io/yaml does for typed targets: where the schema wants a
// string, a plain scalar keeps its text, so `off` stays "off" and `kubernetesVersion: 1.34` is "1.34".

function typeOf(node) {
    if (node.kind === 'map')
        return 'object';
    if (node.kind === 'seq')
        return 'array';
    const v = node.value;
    if (v === null)
        return 'null';
    if (typeof v === 'number')
        return Number.isInteger(v) ? 'integer' : 'number';
    return typeof v === 'boolean' ? 'boolean' : 'string';
}
function accepts(schema, actual) {
    if (schema.enum)
        return actual !== 'object' && actual !== 'array';
    if (!schema.type)
        return true;
    return schema.type === actual || (schema.type === 'number' && actual === 'integer');
}
function describeSchema(schema) {
    if (schema.anyOf)
        return schema.anyOf.map(describeSchema).join(', or ');
    if (schema.enum)
        return `one of ${schema.enum.join(', ')}`;
    switch (schema.type) {
        case 'object':
            return 'a mapping';
        case 'array':
            return schema.items ? `a list of ${plural(describeSchema(schema.items))}` : 'a list';
        case 'integer':
            return 'a whole number';
        case undefined:
            return 'a value';
        default:
            return `a ${schema.type}`;
    }
}
function plural(description) {
    return description.replace(/^an? (\w+)/, '$1s').replace(/^one of/, 'values from');
}
const DESCRIBE_ACTUAL = {
    object: 'a mapping',
    array: 'a list',
    string: 'a string',
    integer: 'a number',
    number: 'a number',
    boolean: 'a boolean',
    null: 'nothing (null)',
};
function wantsString(schema) {
    return schema.type === 'string' || (schema.enum?.some((e) => typeof e === 'string') ?? false);
}
/** Validates `node` against `schema` and returns its value as the schema types it. */
/** The value `node` holds under `schema`, with every problem; one config file spends one suggestion budget. */
function decode(node, schema) {
    return decodeAt(node, schema, [], new suggest/* Suggester */.ip());
}
function decodeAt(node, schema, path, suggester) {
    if (schema.anyOf)
        return decodeAnyOf(node, schema, schema.anyOf, path, suggester);
    const issues = [];
    const issue = (message, at = node) => {
        issues.push({ path, start: at.start, end: at.end, message });
    };
    const scalar = node.kind === 'scalar' ? node : undefined;
    const value = scalar && wantsString(schema) && scalar.value !== null ? scalar.text : scalar?.value;
    const actual = typeof value === 'string' ? 'string' : typeOf(node);
    if (schema.enum) {
        if (!schema.enum.some((a) => a === value))
            issue(enumMessage(scalar?.text ?? '', schema.enum, suggester));
        return { value, issues };
    }
    if (!accepts(schema, actual)) {
        issue(`expected ${describeSchema(schema)}, got ${DESCRIBE_ACTUAL[actual]}`);
        return { value, issues };
    }
    if (node.kind === 'map')
        return decodeObject(node, schema, path, suggester);
    if (node.kind === 'seq') {
        if (schema.minItems !== undefined && node.items.length < schema.minItems) {
            issue(`expected at least ${schema.minItems} ${schema.minItems === 1 ? 'entry' : 'entries'}`);
        }
        const items = schema.items;
        const decoded = node.items.map((item, i) => items ? decodeAt(item, items, [...path, i], suggester) : { value: item, issues: [] });
        return { value: decoded.map((d) => d.value), issues: [...issues, ...decoded.flatMap((d) => d.issues)] };
    }
    checkScalar(value ?? null, schema, issue);
    return { value, issues };
}
function decodeAnyOf(node, schema, branches, path, suggester) {
    const actual = typeOf(node);
    const fitting = branches.filter((branch) => accepts(branch, actual) || (node.kind === 'scalar' && !!branch.enum));
    if (fitting.length === 0) {
        return {
            value: undefined,
            issues: [
                {
                    path,
                    start: node.start,
                    end: node.end,
                    message: `expected ${describeSchema(schema)}, got ${DESCRIBE_ACTUAL[actual]}`,
                },
            ],
        };
    }
    const results = fitting.map((branch) => decodeAt(node, branch, path, suggester));
    return results.find((r) => r.issues.length === 0) ?? results[0] ?? { value: undefined, issues: [] };
}
function enumMessage(text, allowed, suggester) {
    const suggestion = suggester.closest(text, allowed.map(String));
    return (`${JSON.stringify(text)} is not allowed: expected one of ${allowed.join(', ')}` +
        (suggestion ? ` (did you mean "${suggestion}"?)` : ''));
}
function decodeObject(node, schema, path, suggester) {
    const issues = [];
    const value = {};
    const properties = schema.properties ?? {};
    const known = Object.keys(properties);
    for (const entry of node.entries) {
        const property = properties[entry.key] ??
            (typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined);
        if (property) {
            const decoded = decodeAt(entry.value, property, [...path, entry.key], suggester);
            value[entry.key] = decoded.value;
            issues.push(...decoded.issues);
        }
        else if (schema.additionalProperties !== true) {
            const suggestion = suggester.closest(entry.key, known);
            const hint = suggestion
                ? ` (did you mean "${suggestion}"?)`
                : known.length
                    ? `; allowed: ${known.join(', ')}`
                    : '';
            issues.push({
                path: [...path, entry.key],
                start: entry.keyStart,
                end: entry.keyEnd,
                message: `unknown key "${entry.key}"${hint}`,
            });
        }
    }
    for (const key of schema.required ?? []) {
        if (!node.entries.some((e) => e.key === key)) {
            issues.push({ path, start: node.start, end: node.end, message: `missing required key "${key}"` });
        }
    }
    return { value, issues };
}
const DATE = /^\d{4}-\d{2}-\d{2}$/;
// Date.parse accepts 2027-02-30 (as March 2nd): a real date survives the round trip unchanged.
function isCalendarDate(value) {
    return (DATE.test(value) && !Number.isNaN(Date.parse(value)) && new Date(value).toISOString().startsWith(value));
}
function checkScalar(value, schema, issue) {
    if (typeof value === 'string') {
        if (schema.minLength !== undefined && value.length < schema.minLength)
            issue('must not be empty');
        else if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value)) {
            issue(`${JSON.stringify(value)} is not valid${schema.description ? `: ${schema.description}` : ''}`);
        }
        else if (schema.format === 'date' && !isCalendarDate(value)) {
            issue(`${JSON.stringify(value)} is not a date (YYYY-MM-DD)`);
        }
    }
    if (typeof value === 'number' && schema.minimum !== undefined && value < schema.minimum) {
        issue(`must be at least ${schema.minimum}`);
    }
}

;// CONCATENATED MODULE: ./src/config/load.ts
// Reading .admission-gate.yaml: YAML, then the schema, then each rule's own option checks. Every
// problem is reported with the file, line and column of the node at fault, all at once.












class ConfigError extends Error {
    issues;
    constructor(issues) {
        super(issues.map((i) => `${i.file}:${i.line}:${i.column}: ${i.message}`).join('\n'));
        this.issues = issues;
    }
}
function parseConfig(text, file, rules) {
    const lines = new load_lines/* LineIndex */.r(text);
    const issueAt = (offset, message) => ({
        file,
        ...lines.position(offset),
        message,
    });
    const docs = (0,parse/* parseYaml */.h)(text).filter((d) => d.root !== null || d.errors.length > 0);
    const errors = docs.flatMap((d) => d.errors);
    if (errors.length > 0)
        throw new ConfigError(errors.map((e) => issueAt(e.start, e.message)));
    if (docs.length > 1)
        throw new ConfigError([issueAt(docs[1]?.start ?? 0, 'expected one YAML document, found several')]);
    const root = docs[0]?.root;
    if (!root)
        return { ...DEFAULT_CONFIG, file };
    const decoded = decode(root, configSchema(rules));
    if (decoded.issues.length > 0) {
        throw new ConfigError(decoded.issues.map((i) => issueAt(i.start, withPath(i.path, i.message))));
    }
    const raw = decoded.value;
    const settings = new Map();
    const optionIssues = [];
    for (const [id, value] of Object.entries(raw.rules ?? {})) {
        const rule = rules.find((r) => r.id === id);
        if (!rule)
            continue;
        const { severity, ...options } = typeof value === 'string' ? { severity: value } : value;
        try {
            const prepared = rule.scope === 'resource' ? rule.prepare(options) : undefined;
            settings.set(id, { ...(severity ? { severity } : {}), prepared });
        }
        catch (e) {
            if (!(e instanceof types/* OptionError */.eR))
                throw e;
            const path = ['rules', id, ...e.path];
            const node = (0,yaml_node/* nodeAt */.oB)(root, path) ?? (0,yaml_node/* nodeAt */.oB)(root, ['rules', id]) ?? root;
            optionIssues.push(issueAt(node.start, withPath(path, e.message)));
        }
    }
    for (const key of ['include', 'exclude']) {
        raw[key]?.forEach((glob, i) => {
            const problem = (0,source_select/* globProblem */.AI)(glob);
            const path = [key, i];
            if (problem)
                optionIssues.push(issueAt(((0,yaml_node/* nodeAt */.oB)(root, path) ?? root).start, withPath(path, problem)));
        });
    }
    const kubernetesVersion = (0,kube_version/* parseKubernetesVersion */.i6)(raw.kubernetesVersion ?? 'latest');
    if (!kubernetesVersion) {
        const node = (0,yaml_node/* nodeAt */.oB)(root, ['kubernetesVersion']) ?? root;
        optionIssues.push(issueAt(node.start, 'kubernetesVersion: the version number is too large'));
    }
    const exceptionsNode = (0,yaml_node/* asSeq */.wH)((0,yaml_node/* child */.jf)(root, 'exceptions'));
    const { exceptions, issues: exceptionIssues } = exceptionsNode
        ? (0,policy_exceptions/* compileExceptions */.K4)(exceptionsNode, lines, text)
        : { exceptions: [], issues: [] };
    optionIssues.push(...exceptionIssues.map((i) => issueAt(i.start, withPath(i.path, i.message))));
    const render = (0,config/* readRenderConfig */.BZ)(decoded.value.render, (path) => lines.position(((0,yaml_node/* nodeAt */.oB)(root, path) ?? root).start).line);
    for (const i of render.issues) {
        optionIssues.push(issueAt(((0,yaml_node/* nodeAt */.oB)(root, i.path) ?? root).start, withPath(i.path, i.message)));
    }
    if (optionIssues.length > 0)
        throw new ConfigError(optionIssues);
    return {
        file,
        kubernetesVersion: kubernetesVersion ?? 'latest',
        include: raw.include ?? DEFAULT_CONFIG.include,
        exclude: raw.exclude ?? [],
        maxFileSize: raw.maxFileSize ?? DEFAULT_CONFIG.maxFileSize,
        rules: settings,
        crds: { paths: raw.crds?.paths ?? [], schemaDirs: raw.crds?.schemaDirs ?? [] },
        exceptions,
        suppressionActors: raw.suppressionActors ?? [],
        render: render.config,
    };
}
function withPath(path, message) {
    return path.length > 0 ? `${(0,load_path/* formatPath */.j)(path)}: ${message}` : message;
}

// EXTERNAL MODULE: ./src/load/text.ts
var load_text = __webpack_require__(3497);
// EXTERNAL MODULE: ./src/report/json.ts
var json = __webpack_require__(2794);
// EXTERNAL MODULE: ./src/rules/registry.ts + 48 modules
var registry = __webpack_require__(5928);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: external "node:v8"
var external_node_v8_ = __webpack_require__(8877);
var external_node_v8_default = /*#__PURE__*/__webpack_require__.n(external_node_v8_);
// EXTERNAL MODULE: ./src/cache-folder.ts
var cache_folder = __webpack_require__(4346);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
;// CONCATENATED MODULE: ./src/cache.ts
// A folder of results the scan would compute the same way again: named by a hash of everything they are
// computed from (the inputs' bytes, the tool's version and the code that computes them), so an entry
// never goes stale, it only stops being asked for. The entries are files of a CacheFolder.







// Entries kept of each kind: one per set of CRDs a machine scans (repositories, branches that change CRDs).
const KEPT_ENTRIES = 16;
class ResultCache {
    folder;
    constructor(dir) {
        this.folder = new cache_folder/* CacheFolder */.d(dir, KEPT_ENTRIES);
    }
    /** The value stored for `key`, or undefined. */
    get(kind, key) {
        const bytes = this.folder.read(kind, key);
        try {
            return bytes === undefined ? undefined : external_node_v8_default().deserialize(bytes);
        }
        catch {
            return undefined;
        }
    }
    /** Stores `value` (plain data: v8 serialization). */
    set(kind, key, value) {
        this.folder.write(kind, key, external_node_v8_default().serialize(value));
    }
}
/**
 * A key over `parts` (strings and bytes), the tool's version and the code of this build: a change to how
 * results are computed makes new keys.
 */
function cacheKey(parts) {
    const hash = (0,external_node_crypto_.createHash)('sha256').update(version/* TOOL_VERSION */.w).update('\0').update(codeId());
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
        const dir = external_node_path_default().dirname((0,external_node_url_.fileURLToPath)(importMeta.url));
        const files = external_node_fs_default().readdirSync(dir)
            .filter((n) => /\.[cm]?[jt]s$/.test(n))
            .sort();
        code = files
            .map((name) => {
            const stat = external_node_fs_default().statSync(external_node_path_default().join(dir, name));
            return `${name}:${stat.size}:${stat.mtimeMs}`;
        })
            .join('\n');
    }
    return code;
}

;// CONCATENATED MODULE: ./src/compact-findings.ts
// Findings are held until a scan ends (they are sorted, then written), so each is kept small: its strings
// and nested objects (resource, container, suppression, ...) are shared with the findings that repeat them.
// A scan of 10,000 files holds 30,000 findings but only about 600 distinct messages, 100 paths and 8,000
// resources. The findings keep their properties in their order, so every report is the same.

/**
 * Returns each file's result as it is held until the scan ends: its findings made of shared parts, its
 * empty lists (most files have no skipped documents, notes or errors) one shared list. One per scan.
 */
function fileResultCompactor() {
    const strings = new Map();
    const objects = new Map();
    // The findings on one object hold the same nested objects (its resource, a container): each object
    // is looked up by its text once per file.
    const sharedInFile = new Map();
    const shared = (value) => {
        if (typeof value === 'string') {
            const known = strings.get(value);
            if (known !== undefined)
                return known;
            const copy = ownCopy(value);
            strings.set(copy, copy);
            return copy;
        }
        if (typeof value !== 'object' || value === null)
            return value;
        let found = sharedInFile.get(value);
        if (found === undefined) {
            const text = JSON.stringify(value);
            found = objects.get(text);
            if (found === undefined) {
                found = JSON.parse(text);
                objects.set(text, found);
            }
            sharedInFile.set(value, found);
        }
        return found;
    };
    const compact = (finding) => {
        const parts = {};
        for (const key of Object.keys(finding))
            parts[key] = shared(finding[key]);
        return parts;
    };
    const compactAll = (findings) => {
        const compacted = findings.map(compact);
        sharedInFile.clear();
        return compacted;
    };
    return (result) => ({
        findings: result.findings.length === 0 ? NONE : compactAll(result.findings),
        skipped: result.skipped.length === 0 ? NONE : result.skipped,
        documents: result.documents,
        resources: result.resources,
        internalErrors: result.internalErrors.length === 0 ? NONE : result.internalErrors,
        notes: result.notes.length === 0 ? NONE : result.notes,
    });
}
const NONE = Object.freeze([]);
/**
 * The string, not a slice of a bigger one (a file's text) that it would keep alive; as it is when `detach`
 * would change it (unpaired surrogates).
 */
function ownCopy(text) {
    const copy = (0,load_text/* detach */.Yo)(text);
    return copy === text ? copy : text;
}

// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(8500);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(5919);
;// CONCATENATED MODULE: ./src/parallel/pool.ts
// Checking a scan's files in worker threads as well as in this one. Each worker gets a copy of the setup
// (config, workspace, previous state: plain data, built once by this thread) and then chunks of files,
// in order, as it finishes the last; this thread takes chunks too, its JIT already warm from building
// the workspace. Results are put back in file order, so the scan's result is the same whatever the
// number of threads.


// Chunks small enough that no thread waits long for the others at the end, big enough that messages
// cost little next to the work. Each worker has two in flight, so that it need not wait for this
// thread to hand it the next.
const MAX_CHUNK = 64;
const CHUNKS_PER_THREAD = 8;
const IN_FLIGHT = 2;
/**
 * Worker threads for one scan. They start before the setup is ready, so that they load while this
 * thread builds the workspace; `check` then runs the files through them and this thread, and `close`
 * stops them.
 */
class WorkerPool {
    workers;
    finished = new Set();
    closed = false;
    /** Rejects the running `check`; until one runs, the first failure waits here. */
    fail;
    failure;
    /** `count` workers besides this thread. */
    constructor(count) {
        this.fail = (error) => (this.failure ??= error);
        this.workers = Array.from({ length: count }, () => {
            const worker = startWorker();
            worker.on('error', (error) => this.fail(error));
            worker.on('exit', (code) => {
                if (!this.closed && !this.finished.has(worker)) {
                    this.fail(new Error(`a scan worker stopped (exit code ${code})`));
                }
            });
            return worker;
        });
    }
    /** `keep` turns each file's result into what is held until the scan ends. */
    async check(setup, files, here, keep) {
        const threads = this.workers.length + 1;
        const size = Math.max(1, Math.min(MAX_CHUNK, Math.ceil(files.length / (threads * CHUNKS_PER_THREAD))));
        const chunks = [];
        for (let at = 0; at < files.length; at += size)
            chunks.push(files.slice(at, at + size));
        const byChunk = [];
        let next = 0;
        const take = () => (next < chunks.length ? next++ : undefined);
        const fromWorkers = this.run(setup, chunks, take, (index, results) => {
            byChunk[index] = results.map(keep);
        });
        let failed = false;
        fromWorkers.catch(() => (failed = true));
        for (let index = take(); index !== undefined && !failed; index = take()) {
            byChunk[index] = (chunks[index] ?? []).map((file) => keep(here.run(file)));
            // Lets the workers' messages in, so that they get their next chunks.
            await (0,promises_.setImmediate)();
        }
        const ledgers = await fromWorkers;
        return { results: byChunk.flat(), ledgers: [here.ledger(), ...ledgers] };
    }
    close() {
        this.closed = true;
        for (const worker of this.workers)
            void worker.terminate();
    }
    /** The workers' part: their ledgers, once every chunk is taken and theirs are done. */
    run(setup, chunks, take, received) {
        const ledgers = [];
        return new Promise((resolve, reject) => {
            if (this.failure)
                return reject(this.failure);
            if (this.workers.length === 0)
                return resolve(ledgers);
            this.fail = (error) => {
                this.close();
                reject(error);
            };
            for (const worker of this.workers) {
                let inFlight = 0;
                let finishing = false;
                const send = (message) => worker.postMessage(message);
                const sendWork = () => {
                    const index = take();
                    if (index !== undefined) {
                        inFlight += 1;
                        send({ type: 'chunk', index, files: chunks[index] ?? [] });
                    }
                    else if (inFlight === 0 && !finishing) {
                        finishing = true;
                        send({ type: 'finish' });
                    }
                };
                worker.on('message', (message) => {
                    switch (message.type) {
                        case 'chunk':
                            inFlight -= 1;
                            received(message.index, message.results);
                            sendWork();
                            break;
                        case 'ledger':
                            this.finished.add(worker);
                            ledgers.push(message.ledger);
                            if (ledgers.length === this.workers.length)
                                resolve(ledgers);
                            break;
                        case 'error':
                            this.fail(Object.assign(new Error(message.message), message.stack ? { stack: message.stack } : {}));
                            break;
                    }
                });
                send({ type: 'setup', setup });
                for (let i = 0; i < IN_FLIGHT; i++)
                    sendWork();
            }
        });
    }
}
function startWorker() {
    // From the TypeScript sources (tests, tsx) the worker is worker.ts beside this file, run through tsx's
    // loader. (A computed URL: ncc would copy a literal one into the bundle as an asset.)
    if (importMeta.url.endsWith('.ts')) {
        const source = JSON.stringify(importMeta.url.replace(/[^/]*$/, 'worker.ts'));
        return new external_node_worker_threads_.Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${source}); });`, {
            eval: true,
        });
    }
    // From a bundle, it is the worker bundle beside it (scripts/place-cli.mjs puts it there).
    return new external_node_worker_threads_.Worker(new URL(WORKER_BUNDLE, importMeta.url));
}
const WORKER_BUNDLE = './scan-worker.js';

// EXTERNAL MODULE: ./src/load/resource.ts
var load_resource = __webpack_require__(9522);
;// CONCATENATED MODULE: ./src/check.ts
// Rules over one loaded file: the pure heart of a scan, with no I/O, so it can run anywhere.




/** With `place`, the file is rendered output and each finding lands on its source line. */
function checkFile(file, context, place) {
    const findings = [];
    const internalErrors = [];
    const seenInFile = new Set();
    const suggester = new suggest/* Suggester */.ip();
    const activeRules = new Set(context.rules.map((active) => active.rule.id));
    // Findings outlive the file: their strings are copies, as each substring would keep the text alive.
    const ids = [];
    const idOf = (index, r) => (ids[index] ??= detachId((0,load_resource/* resourceId */.a)(r, context.isClusterScoped(r.group, r.kind))));
    // A rule names a container with one object in all of its findings on it: one copy for them all.
    const containers = new Map();
    const containerOf = (container) => {
        let copy = containers.get(container);
        if (copy === undefined) {
            copy = detachContainer(container);
            containers.set(container, copy);
        }
        return copy;
    };
    const emit = (active, found, index, resource) => {
        const placed = place?.(resource, found);
        const start = file.lines.position(found.start);
        const end = file.lines.position(Math.max(found.end, found.start));
        findings.push({
            rule: active.rule.id,
            severity: found.severity ?? active.severity,
            message: (0,load_text/* detach */.Yo)(found.message),
            file: placed ? (0,load_text/* detach */.Yo)(placed.file) : file.path,
            ...(placed?.range ?? {
                line: start.line,
                column: start.column,
                endLine: end.line,
                endColumn: end.column,
            }),
            path: (0,load_path/* formatPath */.j)(found.path),
            ...(resource && index !== undefined ? { resource: idOf(index, resource) } : {}),
            ...(found.value !== undefined ? { value: (0,load_text/* detach */.Yo)(found.value) } : {}),
            ...(found.container ? { container: containerOf(found.container) } : {}),
            ...(found.control !== undefined ? { control: found.control } : {}),
            ...(placed ? { rendered: placed.rendered } : {}),
        });
    };
    const guarded = (active, where, run) => {
        try {
            run();
        }
        catch (e) {
            internalErrors.push(`rule ${active.rule.id} failed on ${where()}: ${e instanceof Error ? e.message : String(e)}`);
        }
    };
    for (const active of context.rules) {
        const rule = active.rule;
        if (rule.scope === 'policy' || rule.scope === 'render')
            continue;
        if (rule.scope === 'file') {
            guarded(active, () => file.path, () => {
                for (const found of rule.check(file))
                    emit(active, found);
            });
            continue;
        }
        const ruleContext = {
            options: active.options,
            kubernetesVersion: context.kubernetesVersion,
            previous: (r) => context.previous(r),
            firstInFile: (key) => {
                const scoped = `${rule.id}\u0000${key}`;
                if (seenInFile.has(scoped))
                    return false;
                seenInFile.add(scoped);
                return true;
            },
            activeRules,
            workspace: context.workspace,
            suggester,
        };
        file.resources.forEach((resource, index) => {
            guarded(active, () => `${file.path} (${resource.kind} ${resource.name})`, () => {
                for (const found of rule.check(resource, ruleContext))
                    emit(active, found, index, resource);
            });
        });
    }
    return { findings, internalErrors };
}
function detachId(id) {
    return {
        apiVersion: (0,load_text/* detach */.Yo)(id.apiVersion),
        kind: (0,load_text/* detach */.Yo)(id.kind),
        ...(id.namespace !== undefined ? { namespace: (0,load_text/* detach */.Yo)(id.namespace) } : {}),
        name: (0,load_text/* detach */.Yo)(id.name),
    };
}
function detachContainer(container) {
    return {
        name: (0,load_text/* detach */.Yo)(container.name),
        ...(container.image !== undefined ? { image: (0,load_text/* detach */.Yo)(container.image) } : {}),
    };
}

// EXTERNAL MODULE: ./src/load/file.ts + 2 modules
var load_file = __webpack_require__(4902);
// EXTERNAL MODULE: ./src/load/kinds.ts
var kinds = __webpack_require__(7499);
// EXTERNAL MODULE: ./src/policy/directives.ts
var directives = __webpack_require__(534);
// EXTERNAL MODULE: ./src/policy/suppression-base.ts
var suppression_base = __webpack_require__(1367);
// EXTERNAL MODULE: ./src/policy/stage.ts
var stage = __webpack_require__(7344);
// EXTERNAL MODULE: ./src/source/source-file.ts
var source_file = __webpack_require__(3863);
;// CONCATENATED MODULE: ./src/source/files.ts
// Finding and reading files on disk under the scan root. Directories named .git or node_modules are never
// entered; symbolic links are followed only when they stay inside the root; only regular files are read.





const NEVER_ENTER = new Set(['.git', 'node_modules']);
function toRelative(root, absolute) {
    return external_node_path_default().relative(root, absolute).split((external_node_path_default()).sep).join('/');
}
function isInside(root, absolute) {
    const rel = external_node_path_default().relative(root, absolute);
    return rel !== '..' && !rel.startsWith(`..${(external_node_path_default()).sep}`) && !external_node_path_default().isAbsolute(rel);
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
    /**
     * The metadata of a regular file of at most `maxBytes` that `read` would open directly (no link in
     * its name, its folder allowed), without reading it; undefined for anything else, which `read` judges.
     */
    stat(file, maxBytes) {
        if (!namesOneFile(file))
            return undefined;
        const direct = this.direct(file);
        if (typeof direct !== 'string')
            return undefined;
        try {
            const stat = external_node_fs_default().lstatSync(direct, { throwIfNoEntry: false });
            return stat?.isFile() && stat.size <= maxBytes ? stat : undefined;
        }
        catch {
            return undefined;
        }
    }
    readInto(file, maxBytes, transient) {
        if (!namesOneFile(file))
            return refuse(NOT_UTF8, { unjudged: true });
        const direct = this.direct(file);
        if (typeof direct !== 'string') {
            return direct.refused !== undefined
                ? refuse(direct.refused, { unjudged: direct.refused === OUTSIDE })
                : readResolved(file, maxBytes, this.boundary);
        }
        let fd;
        try {
            // O_NONBLOCK: opening a FIFO returns at once, and fstat then refuses it unread.
            fd = external_node_fs_default().openSync(direct, OPEN_NO_LINK);
        }
        catch {
            return readResolved(file, maxBytes, this.boundary);
        }
        try {
            const stat = external_node_fs_default().fstatSync(fd);
            if (!stat.isFile())
                return refuse(NOT_REGULAR);
            if (stat.size > maxBytes)
                return refuse((0,source_file/* tooLargeReason */.A)(stat.size, maxBytes), { unjudged: true });
            // One byte more than fstat says, to see a file that grew since (it is then read whole) in the same
            // read that takes the file: a second read to meet the end cost a syscall and a 64 KB buffer per file.
            if (transient && this.scratch.length <= stat.size)
                this.scratch = Buffer.allocUnsafe(stat.size * 2 + 1);
            const buffer = transient ? this.scratch : Buffer.allocUnsafe(stat.size + 1);
            const read = external_node_fs_default().readSync(fd, buffer, 0, stat.size + 1, 0);
            if (read > stat.size)
                return { ok: true, bytes: readAll(fd, stat.size), stat };
            return { ok: true, bytes: buffer.subarray(0, read), stat };
        }
        catch (e) {
            return refuse(`cannot read: ${e.message}`);
        }
        finally {
            external_node_fs_default().closeSync(fd);
        }
    }
    /**
     * The real path to open `file` at without following a link; else why its folder is refused, or
     * nothing when only the slow path can tell (a folder that does not resolve, a file named .git).
     */
    direct(file) {
        const folder = this.folder(external_node_path_default().dirname(file));
        const name = external_node_path_default().basename(file);
        if (folder === null || (name === '.git' && this.boundary !== undefined))
            return {};
        if (folder.refused !== undefined)
            return { refused: folder.refused };
        return inFolder(folder.real, name);
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
            real = external_node_fs_default().realpathSync.native(dir);
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
/** `path.join` for a real path (normalized already) and a name: joining is a tenth of a stat. */
function inFolder(real, name) {
    return real.endsWith((external_node_path_default()).sep) ? real + name : real + (external_node_path_default()).sep + name;
}
const OPEN_NO_LINK = (external_node_fs_default()).constants.O_RDONLY | (external_node_fs_default()).constants.O_NOFOLLOW | (external_node_fs_default()).constants.O_NONBLOCK;
const NOT_REGULAR = 'not a regular file: not read';
const OUTSIDE = 'a symbolic link to a file outside the scan root: not read';
const IN_GIT = 'inside a .git folder: not read';
/** The file's bytes; a file that grew since fstat is read to its end, one that shrank to its new end. */
function readAll(fd, size) {
    const chunks = [];
    let total = 0;
    for (let chunk = Buffer.allocUnsafe(Math.max(size, 1));; chunk = Buffer.allocUnsafe(64 * 1024)) {
        const read = external_node_fs_default().readSync(fd, chunk, 0, chunk.length, null);
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
        real = external_node_fs_default().realpathSync(file);
        stat = external_node_fs_default().statSync(real);
    }
    catch (e) {
        const code = e.code;
        if (code === 'ELOOP')
            return refuse(LINK_LOOP);
        if (code !== 'ENOENT')
            return refuse(`cannot read: ${e.message}`);
        const dangling = external_node_fs_default().lstatSync(file, { throwIfNoEntry: false })?.isSymbolicLink() ?? false;
        return dangling
            ? refuse('a symbolic link to nothing: not read')
            : refuse('file not found', { missing: true });
    }
    if (boundary !== undefined && !isInside(boundary, real))
        return refuse(OUTSIDE, { unjudged: true });
    if (boundary !== undefined && toRelative(boundary, real).split('/').includes('.git'))
        return refuse(IN_GIT);
    if (!stat.isFile())
        return refuse(NOT_REGULAR);
    if (stat.size > maxBytes)
        return refuse((0,source_file/* tooLargeReason */.A)(stat.size, maxBytes), { unjudged: true });
    try {
        return { ok: true, bytes: external_node_fs_default().readFileSync(real) };
    }
    catch (e) {
        return refuse(`cannot read: ${e.message}`);
    }
}
function refuse(reason, { missing = false, unjudged = false } = {}) {
    return { ok: false, reason, missing, unjudged };
}
const NOT_UTF8 = "its name is not UTF-8, or reads as another file's once decoded, so it cannot be opened by name: rename it";
/**
 * Whether `file` names exactly one file: a name that is not UTF-8 decodes with U+FFFD, and the decoded
 * name opens nothing, or another file whose name holds a real U+FFFD; kubectl, reading bytes, applies it.
 */
function namesOneFile(file) {
    if (!file.includes('\uFFFD'))
        return true;
    const parts = external_node_path_default().resolve(file).split((external_node_path_default()).sep);
    for (let i = 1; i < parts.length; i++) {
        const name = parts[i];
        if (name.includes('\uFFFD') && undecodedNames(parts.slice(0, i).join((external_node_path_default()).sep) || (external_node_path_default()).sep).has(name)) {
            return false;
        }
    }
    return true;
}
/** The names in `dir`, as decoded, of entries whose names are not UTF-8. */
function undecodedNames(dir) {
    try {
        const undecoded = namesIn(Buffer.from(dir)).filter(([name, raw]) => !Buffer.from(name).equals(raw));
        return new Set(undecoded.map(([name]) => name));
    }
    catch {
        // A folder that cannot be listed: opening the file says why.
        return new Set();
    }
}
/**
 * Files under `paths` (relative to `root` or absolute) that the selection matches. A file named
 * explicitly is scanned even if `include` does not match it; `exclude` still applies. Links out of the
 * root, FIFOs and devices that the selection matches are listed too: reading them, the scan says why not.
 */
function discoverFiles(root, paths, selection, 
/** The root's files, walked already: the root given as a path is not walked again. */
tree) {
    const { matches, excluded } = (0,source_select/* compileSelection */.q0)(selection);
    const realRoot = external_node_fs_default().realpathSync(root);
    const found = new Set();
    const missing = [];
    const skipped = [];
    const skip = (absolute, reason) => {
        skipped.push({ file: toRelative(root, absolute), reason });
    };
    const outside = [];
    for (const given of paths) {
        const absolute = external_node_path_default().resolve(root, given);
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
        else if (stat.isDirectory() && tree && absolute === external_node_path_default().resolve(tree.root)) {
            for (const rel of tree.relative)
                if (matches(rel))
                    found.add(rel);
            skipped.push(...tree.skipped);
        }
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
 * Calls `visit` with the absolute path of every file under `dir` (and its path relative to `dir`,
 * `/`-separated, as `toRelative` gives it), in name order, never entering .git or
 * node_modules, nor a symbolic link to a folder. Entries that are no folder are all visited (FIFOs,
 * devices, links to files anywhere): `readRegularFile` refuses what it must, with its reason. What
 * cannot be entered (an unreadable folder, a link to a folder outside `boundary`, a link in a loop) goes
 * to `skip`; the walk never throws.
 */
function walkFiles(dir, boundary, visit, skip = () => { }, 
/** `dir` relative to where the walk began, with a trailing slash (empty there). */
prefix = '') {
    let entries;
    try {
        entries = external_node_fs_default().readdirSync(dir, { withFileTypes: true });
    }
    catch (e) {
        skip(dir, `cannot read the folder: ${e.message}`);
        return;
    }
    entries.sort((a, b) => (0,model/* compareStrings */.Kt)(a.name, b.name));
    // An entry's name is one component: below the top, path.join would only normalize again.
    const top = prefix === '' ? external_node_path_default().normalize(dir) : dir;
    const parent = top.endsWith((external_node_path_default()).sep) ? top : top + (external_node_path_default()).sep;
    let undecoded;
    for (const entry of entries) {
        const absolute = parent + entry.name;
        if (entry.name.includes('\uFFFD') && (undecoded ??= undecodedNames(dir)).has(entry.name)) {
            // Listed once, by what is under it: reading refuses every such path, and unjudged-file reports it.
            if (undecoded.delete(entry.name))
                visitUndecoded(dir, entry.name, prefix, visit, skip);
            continue;
        }
        if (entry.isDirectory()) {
            if (!NEVER_ENTER.has(entry.name))
                walkFiles(absolute, boundary, visit, skip, `${prefix}${entry.name}/`);
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
                visit(absolute, prefix + entry.name);
        }
        else
            visit(absolute, prefix + entry.name);
    }
}
/**
 * Visits what lies under the entries of `dir` whose names decode to `name`, by their decoded paths: the
 * entries themselves, or the files in them when they are folders, which only their names' bytes open.
 */
function visitUndecoded(dir, name, prefix, visit, skip) {
    const visited = new Set();
    const walk = (bytes, absolute, relative) => {
        let names;
        try {
            if (external_node_fs_default().lstatSync(bytes).isDirectory())
                names = namesIn(bytes);
        }
        catch (e) {
            skip(absolute, `cannot read the folder: ${e.message}`);
            return;
        }
        if (names === undefined) {
            if (!visited.has(relative))
                visit(absolute, relative);
            visited.add(relative);
            return;
        }
        if (NEVER_ENTER.has(external_node_path_default().basename(absolute)))
            return;
        for (const [entry, raw] of names) {
            walk(Buffer.concat([bytes, SEPARATOR, raw]), absolute + (external_node_path_default()).sep + entry, `${relative}/${entry}`);
        }
    };
    const folder = Buffer.from(dir);
    try {
        for (const [entry, raw] of namesIn(folder)) {
            if (entry === name)
                walk(Buffer.concat([folder, SEPARATOR, raw]), external_node_path_default().join(dir, name), prefix + name);
        }
    }
    catch (e) {
        skip(dir, `cannot read the folder: ${e.message}`);
    }
}
/** A folder's entries named by their bytes, as [decoded name, bytes], in the order of the decoded names. */
function namesIn(dir) {
    return external_node_fs_default().readdirSync(dir, { encoding: 'buffer' })
        .map((raw) => [raw.toString('utf8'), raw])
        .sort((a, b) => (0,model/* compareStrings */.Kt)(a[0], b[0]));
}
const SEPARATOR = Buffer.from((external_node_path_default()).sep);
function listTree(root) {
    const realRoot = external_node_fs_default().realpathSync(root);
    const absolute = [];
    const relative = [];
    const skipped = [];
    walkFiles(root, realRoot, (file, rel) => {
        absolute.push(file);
        relative.push(rel);
    }, (file, reason) => skipped.push({ file: toRelative(root, file), reason }));
    return { root, realRoot, absolute, relative, skipped };
}
/** The real path of `file`, or why there is none: a loop of links, or nothing there. */
function resolveLink(file) {
    try {
        return external_node_fs_default().realpathSync(file);
    }
    catch (e) {
        return { loop: e.code === 'ELOOP' };
    }
}
function statOrUndefined(file) {
    try {
        return external_node_fs_default().statSync(file, { throwIfNoEntry: false });
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
                isChart = external_node_fs_default().existsSync(external_node_path_default().join(root, chartDir, 'Chart.yaml'));
                charts.set(chartDir, isChart);
            }
            if (isChart)
                return true;
        }
        return false;
    };
}

// EXTERNAL MODULE: ./src/builtin/catalog.ts + 1 modules
var builtin_catalog = __webpack_require__(1457);
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
            const display = toRelative(this.root, file);
            // Catalog folders inside the root are repository content; one outside is the config's choice.
            const read = readRegularFile(file, Infinity, isInside(this.root, file) ? this.realRoot : undefined);
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
// EXTERNAL MODULE: ./src/crd/definition.ts
var definition = __webpack_require__(1054);
;// CONCATENATED MODULE: ./src/crd/sources.ts
// The CRD registry from the files that may hold CRDs: compiled here, or taken from the cache when exactly
// these files (contents, names, order, ranks) were compiled before. Parsing and compiling the 10 MB of
// CRDs a platform team keeps costs more than starting the tool; a file whose digest the file memo knows
// (src/source/file-memo.ts) is then not even read.





const CACHE_KIND = 'crd-registry';
function compileCrds(steps, cache) {
    if (!cache)
        return compile(steps.flatMap(withBytes));
    const cached = cache.get(CACHE_KIND, keyOf(steps));
    if (cached)
        return cached;
    // Read now, a file may differ from the digest it was known by: the entry is stored under what was read.
    const read = steps.flatMap(withBytes);
    const compiled = compile(read);
    cache.set(CACHE_KIND, keyOf(read), { ...compiled, registry: (0,crd_registry/* packRegistry */.rg)(compiled.registry) });
    return compiled;
}
/** The SHA-256 of a file's bytes, by which the cache knows it. */
function digestOf(bytes) {
    return (0,external_node_crypto_.createHash)('sha256').update(bytes).digest('hex');
}
function keyOf(steps) {
    return cacheKey(steps.map((step) => JSON.stringify('bytes' in step
        ? {
            ...step,
            bytes: undefined,
            digest: typeof step.bytes === 'function' ? step.digest : (step.digest ?? digestOf(step.bytes)),
        }
        : step)));
}
/**
 * The step with its bytes read. A file unreadable since it was known is left out: with a note when
 * crds.paths named it (the repository's files are the scan's to report).
 */
function withBytes(step) {
    if (!('bytes' in step))
        return [step];
    const { bytes } = step;
    if (typeof bytes !== 'function')
        return [{ ...step, bytes }];
    const read = bytes();
    if (read.ok)
        return [{ ...step, bytes: read.bytes, digest: digestOf(read.bytes) }];
    return step.given === undefined ? [] : [{ note: `crds.paths: ${step.file}: ${read.reason}` }];
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

// EXTERNAL MODULE: ./src/text/kind-text.ts
var kind_text = __webpack_require__(3501);
// EXTERNAL MODULE: ./src/namespaces.ts
var src_namespaces = __webpack_require__(6215);
;// CONCATENATED MODULE: ./src/source/file-memo.ts
// What was learnt from a file's bytes, kept between scans and trusted while the file's metadata says it is
// the same file, as git trusts its index: device, inode, size, and modification and change times. Writing
// a file changes its change time, which no user can set, and replacing it changes its inode; so a file
// that matches was not written since. A file written in the same clock tick as it was read could keep its
// times, so facts are kept only for files older than the scan by a margin (git's "racily clean" entries):
// a file just edited is read again until it has aged.

// Wider than any file system's timestamp granularity (FAT's is 2 s).
const RACY_MARGIN_MS = 3000;
const FIELDS = 5;
const file_memo_CACHE_KIND = 'file-memo';
/**
 * Facts of type T (plain data) about the files of one scope (a scan root with what its facts depend on),
 * by absolute path. `get` answers for a file whose metadata is what the facts were learnt with; `set`
 * records them; `save` keeps for the next scan the facts of the files asked about in this one. Files
 * with the same facts object share one copy of it in the cache.
 */
class FileMemo {
    cache;
    key;
    stored;
    known = new Map();
    next = {
        paths: [],
        stats: [],
        facts: [],
    };
    kept = new Set();
    changed = false;
    // Files changed after this may have changed unseen while they were read.
    trustedBefore = Date.now() - RACY_MARGIN_MS;
    constructor(cache, key, stored, paths) {
        this.cache = cache;
        this.key = key;
        this.stored = stored;
        paths.forEach((file, i) => this.known.set(file, i));
    }
    /** The memo of `scope` (every value the facts depend on besides the file's bytes and this build). */
    static open(cache, scope) {
        const key = cacheKey(scope);
        const stored = cache.get(file_memo_CACHE_KIND, key);
        // Each path ends with a NUL: the last piece is empty.
        const paths = stored && isWhole(stored) ? stored.paths.split('\0').slice(0, -1) : [];
        return paths.length === stored?.facts.length
            ? new FileMemo(cache, key, stored, paths)
            : new FileMemo(cache, key, undefined, []);
    }
    /** Whether the memo holds facts of `file` (of some metadata): else its metadata need not be asked. */
    knows(file) {
        return this.known.has(file);
    }
    /** The facts learnt from `file` when it had metadata `stat`, else undefined. */
    get(file, stat) {
        const i = this.known.get(file);
        if (i === undefined || this.stored === undefined)
            return undefined;
        const at = i * FIELDS;
        const s = this.stored.stats;
        const same = s[at] === stat.dev &&
            s[at + 1] === stat.ino &&
            s[at + 2] === stat.size &&
            s[at + 3] === stat.mtimeMs &&
            s[at + 4] === stat.ctimeMs;
        return same ? this.stored.table[this.stored.facts[i]] : undefined;
    }
    /**
     * Keeps for the next scan the facts of `file`, read after `stat` was taken (or given by `get`); a file
     * changed lately is not kept.
     */
    set(file, stat, facts) {
        if (Math.max(stat.mtimeMs, stat.ctimeMs) >= this.trustedBefore || this.kept.has(file))
            return;
        this.kept.add(file);
        this.next.paths.push(file);
        this.next.facts.push(facts);
        this.next.stats.push(stat.dev, stat.ino, stat.size, stat.mtimeMs, stat.ctimeMs);
        const i = this.known.get(file);
        if (i === undefined || this.stored?.table[this.stored.facts[i]] !== facts)
            this.changed = true;
    }
    /** Writes the facts kept in this scan when some were learnt in it. */
    save() {
        if (!this.changed)
            return;
        const { paths, facts, stats } = this.next;
        const table = [];
        const indexes = new Map();
        const index = (f) => {
            let i = indexes.get(f);
            if (i === undefined) {
                i = table.push(f) - 1;
                indexes.set(f, i);
            }
            return i;
        };
        const stored = {
            paths: paths.map((p) => `${p}\0`).join(''),
            stats: Float64Array.from(stats),
            facts: Uint32Array.from(facts, index),
            table,
        };
        this.cache.set(file_memo_CACHE_KIND, this.key, stored);
    }
}
/** An entry of the cache as this build writes them (the cache is not the tool's to trust blindly). */
function isWhole(stored) {
    return (typeof stored.paths === 'string' &&
        isTyped(stored.stats, 'Float64Array') &&
        isTyped(stored.facts, 'Uint32Array') &&
        Array.isArray(stored.table) &&
        stored.stats.length === stored.facts.length * FIELDS &&
        stored.facts.every((i) => i < stored.table.length));
}
/** By its tag, not `instanceof`: a deserialized array is of the main realm's class (tests run in others). */
function isTyped(value, type) {
    return Object.prototype.toString.call(value) === `[object ${type}]`;
}

;// CONCATENATED MODULE: ./src/workspace.ts
// What the whole repository says, beyond the files a scan checks: its CRDs and Namespaces. One walk over
// every YAML file under the scan root, whatever include, exclude or a pull request's changed-file list
// say; a file is parsed only when its text names a wanted kind as the value of a `kind` key, so thousands
// of ordinary manifests cost a read, not a parse (a 1 MB Grafana dashboard that merely mentions
// "Namespace" is not parsed either).












// The facts of most files: one object, which the memo keeps once.
const HOLDS_NEITHER = { kinds: {} };
// What `kubectl apply -f DIR` reads, in the repository and in configured CRD sources.
const MANIFEST_FILE = /\.(ya?ml|json)$/i;
const CRD_KIND = 'CustomResourceDefinition';
/**
 * `cache` keeps the compiled CRD registry between scans (src/crd/sources.ts). With `lazyNamespaces`, files
 * that may hold Namespaces are kept unparsed for rules to ask by name (a scan of a few files).
 */
function buildWorkspace(tree, config, options = {}) {
    const { root, realRoot } = tree;
    const memo = options.cache
        ? FileMemo.open(options.cache, ['workspace', root, realRoot, String(config.maxFileSize)])
        : undefined;
    const reader = new Reader(root, realRoot, memo);
    const namespaces = new Map();
    const namespaceSources = [];
    const addNamespaces = (byName) => {
        for (const [name, copies] of byName)
            (0,src_namespaces/* addCopies */.Dd)(namespaces, name, copies);
    };
    // The repository outranks every configured source: its CRDs are what the change applies.
    const inRepository = { rank: config.crds.paths.length, inRepository: true };
    const steps = [];
    const visited = new Set();
    for (const file of tree.absolute) {
        if (!MANIFEST_FILE.test(file))
            continue;
        const { stat: recalled, facts } = reader.recall(reader.inRoot, file, config.maxFileSize);
        const known = facts?.kinds;
        if (recalled && known && (!known.namespaces || known.inHelmChart === reader.inHelmChart(file))) {
            memo?.set(file, recalled, facts);
            visited.add(file);
            if (facts.digest !== undefined)
                steps.push(reader.knownStep(file, facts.digest, inRepository, config.maxFileSize));
            if (known.namespaces && options.lazyNamespaces)
                namespaceSources.push(known.namespaces);
            else if (known.namespaces)
                addNamespaces((0,src_namespaces/* fromParsed */.Yb)(known.namespaces));
            continue;
        }
        // Problems of repository files are the scan's to report, when it checks them. A file refused (a link
        // out of the root) is not the repository's: crds.paths naming it says why.
        const read = reader.inRoot.readTransient(file, config.maxFileSize);
        if (!read.ok)
            continue;
        visited.add(file);
        const { stat } = read;
        const text = (0,kind_text/* kindsInText */.I)(read.bytes);
        const crd = text.mayHold(CRD_KIND);
        // With a cache, a CRD file is known by its digest, and read again only if the cache misses: a hit
        // keeps no copy of its bytes.
        const digest = crd && memo ? digestOf(read.bytes) : undefined;
        if (digest !== undefined)
            steps.push(reader.knownStep(file, digest, inRepository, config.maxFileSize));
        else if (crd)
            steps.push(reader.step(file, Buffer.from(read.bytes), inRepository, config.maxFileSize));
        const namespace = text.mayHold('Namespace');
        let byName;
        if (namespace && options.lazyNamespaces)
            namespaceSources.push(reader.namespaceSource(file, read.bytes, text));
        else if (namespace) {
            byName = new Map();
            for (const r of reader.load(file, read.bytes, config.maxFileSize).resources)
                (0,src_namespaces/* addNamespace */.b4)(byName, r);
            addNamespaces(byName);
        }
        // Kept when nothing is left to learn from the bytes (a scan of a few files leaves Namespaces unparsed).
        if (stat && !crd && !namespace)
            memo?.set(file, stat, HOLDS_NEITHER);
        else if (stat && (!namespace || byName))
            memo?.set(file, stat, {
                ...(digest !== undefined ? { digest } : {}),
                kinds: byName ? { namespaces: (0,src_namespaces/* toParsed */.Js)(byName), inHelmChart: reader.inHelmChart(file) } : {},
            });
    }
    const missing = [];
    for (const [rank, given] of config.crds.paths.entries()) {
        const source = { rank, inRepository: false };
        if (!reader.readSource(external_node_path_default().resolve(root, given), given, source, visited, steps))
            missing.push(given);
    }
    memo?.save();
    const crds = compileCrds(steps, options.cache);
    return { workspace: { crds: crds.registry, namespaces, namespaceSources }, missing, notes: crds.notes };
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
        namespaces: new src_namespaces/* NamespaceIndex */.Gw(data.namespaces, data.namespaceSources, config.maxFileSize),
    };
}
class Reader {
    root;
    realRoot;
    memo;
    /** Reads files that must stay inside the root; `anywhere` those of a source outside it. */
    inRoot;
    anywhere = new FileReader();
    inChart;
    constructor(root, realRoot, memo) {
        this.root = root;
        this.realRoot = realRoot;
        this.memo = memo;
        this.inRoot = new FileReader(realRoot);
        this.inChart = helmChartDetector(root);
    }
    /**
     * The metadata the memo knows `file` by, when it may (no memo, or a file `files` would not open
     * directly: none), and the facts the memo holds for the file as it is now.
     */
    recall(files, file, maxBytes) {
        // A file the memo has never seen is read anyway: its metadata comes with the read (fstat).
        const stat = this.memo?.knows(file) === true ? files.stat(file, maxBytes) : undefined;
        return stat ? { stat, facts: this.memo?.get(file, stat) } : {};
    }
    inHelmChart(file) {
        return this.inChart(toRelative(this.root, file));
    }
    /** A file to parse for Namespaces when asked: its bytes are copied out of the reader's buffer. */
    namespaceSource(file, bytes, text) {
        return {
            path: toRelative(this.root, file),
            bytes: Buffer.from(bytes),
            inHelmChart: this.inHelmChart(file),
            hidden: text.mayHide(),
        };
    }
    load(file, bytes, maxFileSize) {
        const display = toRelative(this.root, file);
        return (0,load_file/* loadFile */.Z)({ path: display, bytes, inHelmChart: this.inChart(display) }, maxFileSize);
    }
    /**
     * A file to compile CRDs from: its bytes are kept until the registry is built, and their digest taken
     * when the memo may keep it.
     */
    step(file, bytes, source, maxFileSize, given) {
        return {
            ...this.origin(file, source, maxFileSize, given),
            bytes,
            ...(this.memo ? { digest: digestOf(bytes) } : {}),
        };
    }
    /** A file to compile CRDs from that the memo knows by its digest: read only if the cache misses. */
    knownStep(file, digest, source, maxFileSize, given, files = this.inRoot) {
        return {
            ...this.origin(file, source, maxFileSize, given),
            bytes: () => files.read(file, maxFileSize),
            digest,
        };
    }
    origin(file, source, maxFileSize, given) {
        const display = toRelative(this.root, file);
        return {
            file: display,
            source,
            maxFileSize,
            inHelmChart: this.inChart(display),
            ...(given !== undefined ? { given } : {}),
        };
    }
    /**
     * A configured CRD file or folder, with no size limit (the user chose it): its files go to `steps`,
     * with what is wrong with them. Files the repository walk read already count as repository CRDs.
     * False when it does not exist. A source inside the root is repository content, so its symbolic links
     * must stay inside the root; one outside is the config's choice.
     */
    readSource(source, given, crdSource, visited, steps) {
        const stat = external_node_fs_default().statSync(source, { throwIfNoEntry: false });
        if (!stat)
            return false;
        const inRoot = isInside(this.root, source);
        if (stat.isDirectory() && inRoot && !isInside(this.realRoot, external_node_fs_default().realpathSync(source))) {
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
            const { stat: identity, facts } = this.recall(files, file, Infinity);
            if (identity && facts?.digest !== undefined) {
                this.memo?.set(file, identity, facts);
                steps.push(this.knownStep(file, facts.digest, crdSource, Infinity, given, files));
                return true;
            }
            const read = files.read(file, Infinity);
            // Compiled whatever its text says (on a cache hit, nothing is parsed): the user named it.
            if (!read.ok) {
                steps.push({ note: `crds.paths: ${toRelative(this.root, file)}: ${read.reason}` });
                return false;
            }
            const step = this.step(file, read.bytes, crdSource, Infinity, given);
            steps.push(step);
            if (read.stat && step.digest !== undefined)
                this.memo?.set(file, read.stat, { digest: step.digest });
            return true;
        };
        if (stat.isDirectory()) {
            walkFiles(source, external_node_fs_default().realpathSync(source), (file) => {
                if (MANIFEST_FILE.test(file))
                    readOne(file);
            });
            steps.push({ sourceEnd: given, covered });
        }
        else if (readOne(source)) {
            steps.push({ sourceEnd: given, covered, file: toRelative(this.root, source) });
        }
        return true;
    }
}

;// CONCATENATED MODULE: ./src/pipeline.ts
// The per-file part of a scan, the same in every thread: read a file, load it, run the rules on it
// (check.ts) and judge the findings (policy). All it needs comes in a ScanSetup, which is plain data, so
// that worker threads run it from a copy (src/parallel/) exactly as the main thread does.














const NOT_CHECKED_OUT = 'in the change but not in the checkout (a sparse or partial checkout?); check out every file of the change';
/** The pipeline of one thread; worker threads run the registry's rules. */
function createPipeline(setup, rules = registry/* RULES */.y) {
    const { root, config } = setup;
    const { active } = activateRules(config, rules);
    const notes = [];
    const workspace = openWorkspace(setup.workspace, root, config, notes);
    const isClusterScoped = (group, kind) => (0,kinds/* isBuiltinClusterScoped */.wI)(group, kind) || workspace.crds.isClusterScoped(group, kind);
    const previous = previousState(setup, previousKinds(active, workspace.crds.kinds()), isClusterScoped);
    const context = {
        rules: active,
        kubernetesVersion: config.kubernetesVersion,
        previous: (r) => previous.get((0,load_resource/* identityKey */.US)(r, isClusterScoped(r.group, r.kind))),
        isClusterScoped,
        workspace,
    };
    const ruleIds = rules.filter((r) => r.scope !== 'policy').map((r) => r.id);
    const policy = (0,stage/* createPolicy */.BV)({
        config,
        active,
        ruleIds,
        isClusterScoped,
        now: setup.now,
        ...(setup.actor ? { actor: setup.actor } : {}),
        ...(setup.baseSuppressions
            ? { baseSuppressions: indexSuppressions(setup.baseSuppressions, ruleIds, isClusterScoped, config) }
            : {}),
        fullScan: setup.fullScan,
    });
    const inHelmChart = helmChartDetector(root);
    const reader = new FileReader(external_node_fs_default().realpathSync(root));
    const readFile = (file) => {
        // Loading copies the bytes into the file's text: one buffer serves every file.
        const bytes = reader.readTransient(external_node_path_default().join(root, file), config.maxFileSize);
        if (!bytes.ok && bytes.missing && setup.changeListed)
            return { file, reason: NOT_CHECKED_OUT, unjudged: true };
        if (!bytes.ok)
            return { file, reason: bytes.reason, ...(bytes.unjudged ? { unjudged: true } : {}) };
        return (0,load_file/* loadFile */.Z)({ path: file, bytes: bytes.bytes, inHelmChart: inHelmChart(file) }, config.maxFileSize);
    };
    const sources = new Map();
    const source = (file) => {
        if (!sources.has(file)) {
            const loaded = readFile(file);
            sources.set(file, 'text' in loaded ? loaded : undefined);
        }
        return sources.get(file);
    };
    const judgeRendered = (loaded, findings) => {
        const judged = policy.judge(loaded, findings, source);
        return { ...NOTHING, findings: judged.findings, notes: [...notes.splice(0), ...judged.notes] };
    };
    const usesBuiltinSchemas = active.some(({ rule }) => rule.scope === 'resource' && rule.usesBuiltinSchemas);
    return {
        run(file) {
            const read = readFile(file);
            // A file that cannot be read still goes through the rules: skipped-file may report it.
            const loaded = 'text' in read ? read : (0,load_file/* unreadFile */._)(file, read.reason, read.unjudged === true);
            workspace.crds.loadSchemasFor(loaded.resources);
            if (usesBuiltinSchemas)
                workspace.builtin.loadFor(loaded.resources);
            const checked = checkFile(loaded, context);
            const judged = policy.judge(loaded, checked.findings);
            const fileNotes = [...notes.splice(0), ...judged.notes];
            return {
                findings: judged.findings,
                skipped: loaded.skipped,
                documents: loaded.documents,
                resources: loaded.resources.length,
                internalErrors: checked.internalErrors,
                notes: fileNotes,
            };
        },
        runRendered(rendered) {
            const loaded = rendered.file;
            workspace.crds.loadSchemasFor(loaded.resources);
            if (usesBuiltinSchemas)
                workspace.builtin.loadFor(loaded.resources);
            const checked = checkFile(loaded, context, rendered.place);
            return {
                ...judgeRendered(loaded, checked.findings),
                skipped: loaded.skipped.map((s) => ({
                    file: s.file,
                    reason: s.reason === 'empty file'
                        ? 'renders no objects'
                        : `rendered document ${(s.document ?? 0) + 1}: ${s.reason}`,
                })),
                documents: loaded.documents,
                resources: loaded.resources.length,
                internalErrors: checked.internalErrors,
            };
        },
        runConsumed(file) {
            const loaded = source(file);
            return loaded ? { ...NOTHING, findings: policy.judge(loaded, []).findings } : NOTHING;
        },
        judgeSourceFindings(findings) {
            return judgeRendered((0,load_file/* loadFile */.Z)({ path: '', bytes: new Uint8Array() }, config.maxFileSize), findings);
        },
        ledger: () => policy.ledger(),
    };
}
const NOTHING = {
    findings: [],
    skipped: [],
    documents: 0,
    resources: 0,
    internalErrors: [],
    notes: [],
};
/** Whether an active rule reads the previous state (of some kinds, or of custom resources). */
function readsPrevious(active) {
    return active.some(({ rule }) => (0,types/* isDiffAware */.G_)(rule));
}
/**
 * Kinds (`group/Kind`) whose previous state the active rules read: those they name, and the kinds CRDs
 * define (`customKinds`) when a rule reads custom resources.
 */
function previousKinds(active, customKinds) {
    const resourceRules = active.flatMap(({ rule }) => (rule.scope === 'resource' ? [rule] : []));
    const kinds = new Set(resourceRules.flatMap((rule) => rule.previousKinds ?? []));
    if (resourceRules.some((rule) => rule.previousCustomResources))
        for (const kind of customKinds)
            kinds.add(kind);
    return kinds;
}
/**
 * The files of the previous state that hold an object of `kinds`, each a copy of its bytes: the rest of
 * the base tree is of no use to any thread.
 */
function previousFiles(base, kinds, maxFileSize) {
    const kept = [];
    for (const file of base) {
        const { resources } = (0,load_file/* loadFile */.Z)(file, maxFileSize);
        if (resources.some((r) => kinds.has(`${r.group}/${r.kind}`)))
            kept.push({ path: file.path, bytes: file.bytes.slice() });
    }
    return kept;
}
/** What a file holding a suppression holds. */
const SUPPRESSION_NEEDLES = [directives/* IGNORE_ANNOTATION */.Z, directives/* COMMENT_MARK */.gA];
/**
 * Each of the base's files that hold a suppression (read for SUPPRESSION_NEEDLES), as a copy of its bytes
 * (see previousFiles).
 */
function baseSuppressionFiles(base) {
    return base.map((file) => ({
        path: file.path,
        bytes: file.bytes.slice(),
    }));
}
function indexSuppressions(files, ruleIds, isClusterScoped, config) {
    return (0,suppression_base/* suppressionIndex */.W)(files.map((file) => (0,load_file/* loadFile */.Z)(file, config.maxFileSize)), ruleIds, isClusterScoped);
}
/** Base objects of the kinds diff-aware rules read, by identity; a later file wins, rendered ones last. */
function previousState(setup, kinds, isClusterScoped) {
    const { config } = setup;
    const byIdentity = new Map();
    const add = (resources, namespace) => {
        for (const found of resources) {
            if (!kinds.has(`${found.group}/${found.kind}`))
                continue;
            const resource = namespace !== undefined && found.namespace === undefined ? { ...found, namespace } : found;
            byIdentity.set((0,load_resource/* identityKey */.US)(resource, isClusterScoped(resource.group, resource.kind)), resource);
        }
    };
    for (const file of setup.previous)
        add((0,load_file/* loadFile */.Z)(file, config.maxFileSize).resources);
    for (const output of setup.previousRendered) {
        add((0,load_file/* loadFile */.Z)(output, config.render.maxOutputBytes).resources, output.namespace);
    }
    return byIdentity;
}

// EXTERNAL MODULE: ./src/text/plural.ts
var text_plural = __webpack_require__(573);
;// CONCATENATED MODULE: ./src/policy/change-filter.ts
// Gate modes: which findings count when a change is judged. `all` keeps every finding; `changed-objects`
// keeps those on objects the change adds or modifies; `added-lines` those on lines the change adds. A team
// adopting the gate on a legacy repository blocks new problems without fixing every old one first.
//
// Rules that judge the change themselves (diff-aware rules, which compare with the previous state, and
// the findings about the gate's own exceptions and suppressions) keep their semantics in every mode:
// their findings are never filtered. What cannot be told apart counts as changed (fail closed): a file
// without a diff, an object moved in from another file, a finding about no object in a changed file.




/** Keeps the findings the mode counts. */
function filterToChange(findings, filter, { judgesChange, judgesWholeFile }, maxFileSize) {
    const changes = new Map();
    const changeOf = (file) => {
        if (!changes.has(file))
            changes.set(file, filter.change(file));
        return changes.get(file);
    };
    const objects = new Map();
    const objectsOf = (file, change) => {
        let found = objects.get(file);
        if (!found) {
            found = objectChanges(file, filter.current(file), change.before, maxFileSize);
            objects.set(file, found);
        }
        return found;
    };
    const kept = [];
    let left = 0;
    for (const f of findings) {
        const change = judgesChange(f.rule) ? undefined : changeOf(f.file);
        const counts = judgesChange(f.rule) ||
            (change !== undefined &&
                (judgesWholeFile(f.rule) ||
                    (filter.mode === 'added-lines' ? onAddedLine(f, change) : objectsOf(f.file, change).changed(f))));
        if (counts)
            kept.push(f);
        else
            left++;
    }
    const what = filter.mode === 'added-lines'
        ? 'lines the change did not add'
        : 'objects the change did not add or modify';
    return {
        findings: kept,
        notes: left > 0
            ? [
                `filter-mode ${filter.mode}: ${(0,text_plural/* plural */.L)(left, 'finding')} on ${what} ${left === 1 ? 'was' : 'were'} left out.`,
            ]
            : [],
    };
}
function onAddedLine(f, change) {
    const added = change.addedLines;
    if (added === undefined)
        return true;
    for (let line = f.line; line <= f.endLine; line++)
        if (added.has(line))
            return true;
    return false;
}
/**
 * The objects of a file before and after the change, compared by identity (group, kind, namespace and
 * name as written) and content (key order aside).
 */
function objectChanges(file, after, before, maxFileSize) {
    if (after === undefined || before === undefined)
        return { changed: () => true };
    const head = (0,load_file/* loadFile */.Z)({ path: file, bytes: after }, maxFileSize).resources;
    const base = new Map();
    for (const r of (0,load_file/* loadFile */.Z)({ path: file, bytes: before }, maxFileSize).resources) {
        base.set(identity(r), content(r));
    }
    const spans = head.map((r) => ({
        first: r.lines.position(r.root.start).line,
        last: r.lines.position(r.root.end).line,
        unchanged: base.get(identity(r)) === content(r),
    }));
    return {
        changed(f) {
            // The innermost object holding the finding: a List item rather than the List.
            let holder;
            for (const span of spans) {
                if (span.first <= f.line && f.line <= span.last && (!holder || span.first >= holder.first))
                    holder = span;
            }
            return !holder?.unchanged;
        },
    };
}
function identity(r) {
    return [r.group, r.kind, r.namespace ?? '', r.name].join('\u0000');
}
function content(r) {
    return JSON.stringify(r.root.kind === 'map' ? sorted((0,yaml_node/* toJs */.Vt)(r.root)) : null);
}
function sorted(value) {
    if (Array.isArray(value))
        return value.map(sorted);
    if (value === null || typeof value !== 'object')
        return value;
    const entries = Object.entries(value).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
    return Object.fromEntries(entries.map(([k, v]) => [k, sorted(v)]));
}

// EXTERNAL MODULE: ./src/rules/render-error/index.ts
var render_error = __webpack_require__(9439);
;// CONCATENATED MODULE: ./src/render/kustomization.ts
// A kustomization file as data, with the position of every entry: what it reads (resources, components,
// patches, generator inputs...), its patches and generators for source mapping, and the fields whose
// lines explain a rendered value (namespace:, namePrefix:, images:...). Fields follow kustomize's
// api/types/kustomization.go.



const KUSTOMIZATION_FILES = ['kustomization.yaml', 'kustomization.yml', 'Kustomization'];
// Path lists (kustomize types.Kustomization) and how each entry is read.
const PATH_LISTS = [
    ['resources', 'resource'],
    ['bases', 'resource'],
    ['components', 'component'],
    ['crds', 'file'],
    ['configurations', 'file'],
    ['generators', 'resource'],
    ['transformers', 'resource'],
    ['validators', 'resource'],
];
function parseKustomization(dir, file, text) {
    const lines = new load_lines/* LineIndex */.r(text);
    const docs = (0,parse/* parseYaml */.h)(text).filter((d) => d.root !== null || d.errors.length > 0);
    const base = { dir, file, lines, references: [], patches: [], generators: [], isComponent: false };
    const doc = docs[0];
    if (!doc)
        return { ...base, problem: 'the kustomization is empty' };
    const error = doc.errors[0];
    if (error)
        return { ...base, problem: `${lines.position(error.start).line}: ${error.message}` };
    const root = (0,yaml_node/* asMap */.$H)(doc.root ?? undefined);
    if (!root)
        return { ...base, problem: 'the kustomization is not a YAML mapping' };
    const references = [];
    const add = (field, kind, node) => {
        const value = (0,yaml_node/* stringValue */.r$)(node);
        // Inline configurations (a YAML text with a line break) are no paths.
        if (node && value !== undefined && !value.includes('\n'))
            references.push({ field, kind, value, node });
    };
    for (const [field, kind] of PATH_LISTS) {
        for (const item of (0,yaml_node/* asSeq */.wH)((0,yaml_node/* child */.jf)(root, field))?.items ?? [])
            add(field, kind, item);
    }
    const patches = patchEntries(root);
    for (const p of patches) {
        if (p.source.kind === 'file')
            add('patches', 'file', fileNodeOf(p));
    }
    for (const item of (0,yaml_node/* asSeq */.wH)((0,yaml_node/* child */.jf)(root, 'replacements'))?.items ?? [])
        add('replacements', 'file', (0,yaml_node/* child */.jf)(item, 'path'));
    add('openapi', 'file', (0,yaml_node/* child */.jf)((0,yaml_node/* child */.jf)(root, 'openapi'), 'path'));
    const generators = generatorEntries(root);
    for (const g of generators) {
        for (const f of g.files)
            references.push({ field: g.kind, kind: 'file', value: f.path, node: f.node });
        for (const e of g.envs)
            references.push({ field: g.kind, kind: 'file', value: e.path, node: e.node });
    }
    const chartHome = (0,yaml_node/* stringValue */.r$)((0,yaml_node/* child */.jf)((0,yaml_node/* child */.jf)(root, 'helmGlobals'), 'chartHome')) ?? 'charts';
    for (const chart of (0,yaml_node/* asSeq */.wH)((0,yaml_node/* child */.jf)(root, 'helmCharts'))?.items ?? []) {
        const name = (0,yaml_node/* stringValue */.r$)((0,yaml_node/* child */.jf)(chart, 'name'));
        if (name !== undefined && chart) {
            const remote = (0,yaml_node/* stringValue */.r$)((0,yaml_node/* child */.jf)(chart, 'repo'));
            references.push({
                field: 'helmCharts',
                kind: 'chart',
                value: remote !== undefined && remote !== '' ? `${remote}/${name}` : `${chartHome}/${name}`,
                node: chart,
            });
        }
        add('helmCharts', 'file', (0,yaml_node/* child */.jf)(chart, 'valuesFile'));
        for (const extra of (0,yaml_node/* asSeq */.wH)((0,yaml_node/* child */.jf)(chart, 'additionalValuesFiles'))?.items ?? [])
            add('helmCharts', 'file', extra);
    }
    return {
        ...base,
        root,
        isComponent: (0,yaml_node/* stringValue */.r$)((0,yaml_node/* child */.jf)(root, 'kind')) === 'Component',
        references,
        patches,
        generators,
    };
}
function fileNodeOf(p) {
    return (0,yaml_node/* child */.jf)(p.node, 'path') ?? p.node;
}
function patchEntries(root) {
    const out = [];
    for (const [field, jsonOnly] of [
        ['patches', false],
        ['patchesJson6902', true],
    ]) {
        for (const item of (0,yaml_node/* asSeq */.wH)((0,yaml_node/* child */.jf)(root, field))?.items ?? []) {
            const path = (0,yaml_node/* stringValue */.r$)((0,yaml_node/* child */.jf)(item, 'path'));
            const inline = (0,yaml_node/* child */.jf)(item, 'patch');
            const target = targetOf((0,yaml_node/* child */.jf)(item, 'target'));
            const common = { jsonOnly, node: item, ...(target ? { target } : {}) };
            if (path !== undefined)
                out.push({ ...common, source: { kind: 'file', path } });
            else if (inline?.kind === 'scalar')
                out.push({ ...common, source: { kind: 'inline', node: inline } });
        }
    }
    for (const item of (0,yaml_node/* asSeq */.wH)((0,yaml_node/* child */.jf)(root, 'patchesStrategicMerge'))?.items ?? []) {
        if (item.kind !== 'scalar')
            continue;
        const text = item.text;
        out.push({
            jsonOnly: false,
            node: item,
            source: text.includes('\n') ? { kind: 'inline', node: item } : { kind: 'file', path: text },
        });
    }
    return out;
}
function targetOf(node) {
    const map = (0,yaml_node/* asMap */.$H)(node);
    if (!map)
        return undefined;
    const field = (key) => {
        const value = (0,yaml_node/* stringValue */.r$)((0,yaml_node/* child */.jf)(map, key));
        return value !== undefined ? { [key]: value } : {};
    };
    return {
        ...field('group'),
        ...field('version'),
        ...field('kind'),
        ...field('name'),
        ...field('namespace'),
    };
}
function generatorEntries(root) {
    const out = [];
    for (const [field, kind] of [
        ['configMapGenerator', 'ConfigMapGenerator'],
        ['secretGenerator', 'SecretGenerator'],
    ]) {
        for (const item of (0,yaml_node/* asSeq */.wH)((0,yaml_node/* child */.jf)(root, field))?.items ?? []) {
            const name = (0,yaml_node/* stringValue */.r$)((0,yaml_node/* child */.jf)(item, 'name'));
            if (name === undefined)
                continue;
            const files = ((0,yaml_node/* asSeq */.wH)((0,yaml_node/* child */.jf)(item, 'files'))?.items ?? []).flatMap((node) => {
                const text = (0,yaml_node/* stringValue */.r$)(node);
                if (text === undefined)
                    return [];
                const eq = text.indexOf('=');
                const path = eq < 0 ? text : text.slice(eq + 1);
                const key = eq < 0 ? (path.split('/').pop() ?? path) : text.slice(0, eq);
                return [{ key, path, node }];
            });
            const envNodes = [
                ...((0,yaml_node/* asSeq */.wH)((0,yaml_node/* child */.jf)(item, 'envs'))?.items ?? []),
                ...[(0,yaml_node/* child */.jf)(item, 'env')].filter((n) => !!n),
            ];
            const envs = envNodes.flatMap((node) => {
                const path = node && (0,yaml_node/* stringValue */.r$)(node);
                return node && path !== undefined ? [{ path, node }] : [];
            });
            const literals = ((0,yaml_node/* asSeq */.wH)((0,yaml_node/* child */.jf)(item, 'literals'))?.items ?? []).flatMap((node) => {
                const text = (0,yaml_node/* stringValue */.r$)(node);
                return text !== undefined ? [{ key: text.split('=', 1)[0] ?? text, node }] : [];
            });
            out.push({ kind, name, node: item, files, envs, literals });
        }
    }
    return out;
}
/** Whether a resource path is written as a remote location (a URL, a git repository) rather than a local one. */
function looksRemote(value) {
    return (/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ||
        value.startsWith('git@') ||
        value.includes('?ref=') ||
        value.includes('?version=') ||
        /^[a-z0-9-]+(\.[a-z0-9-]+)+\//i.test(value));
}
/** The entry of a top-level field, for locations (`namespace:`, `namePrefix:`...). */
function fieldEntry(k, field) {
    const found = k.root && (0,yaml_node/* entry */.f_)(k.root, field);
    return found ? { start: found.keyStart, end: found.value.end } : undefined;
}

;// CONCATENATED MODULE: ./src/render/discover.ts
// Which kustomization roots and Helm charts a tree holds, which of them are deployed, and every file each
// one reads (its dependency graph). A reference that is remote, missing or leads out of the tree is a
// problem of the root, found here before any tool runs: so a render never reaches the network or a file
// outside the repository unless the config allows remote bases.








const CHART_FILE = 'Chart.yaml';
function discoverRoots(options) {
    const { config } = options;
    const { root, realRoot, relative: files } = options.tree;
    const kustomizationFiles = new Map();
    const chartDirs = [];
    // Most of a big repository's files are neither: their folder is not worked out.
    for (const file of files) {
        const name = file.slice(file.lastIndexOf('/') + 1);
        if (KUSTOMIZATION_FILES.includes(name)) {
            const dir = dirOf(file);
            if (!kustomizationFiles.has(dir))
                kustomizationFiles.set(dir, file);
        }
        else if (name === CHART_FILE)
            chartDirs.push(dirOf(file));
    }
    const filesUnder = (dir) => files.filter((f) => dir === '' || f.startsWith(`${dir}/`));
    const graph = new Graph(root, realRoot, config, options.maxFileSize, filesUnder);
    for (const [dir, file] of kustomizationFiles)
        graph.add(dir, file);
    const notes = [];
    const configProblems = [];
    const configProblem = (where, message) => {
        if (options.configFile !== undefined) {
            configProblems.push({ file: options.configFile, ...lineRange(where.line), message });
        }
        else
            notes.push(message);
    };
    const roots = [];
    const used = graph.usedDirs();
    const configuredRoots = config.kustomize.roots;
    const kustomizeDirs = configuredRoots
        ? configuredRoots.flatMap((configured) => {
            const dir = normalizeDir(configured.path);
            if (dir === undefined || !kustomizationFiles.has(dir)) {
                configProblem(configured, `render.kustomize.roots: ${configured.path} is not a folder of the scan root with a kustomization.yaml, kustomization.yml or Kustomization`);
                return [];
            }
            return [dir];
        })
        : [...kustomizationFiles.keys()].filter((dir) => !used.has(dir) && !graph.node(dir)?.kustomization.isComponent);
    for (const dir of kustomizeDirs)
        roots.push(graph.rootAt(dir));
    if (configuredRoots) {
        const reached = new Set(roots.flatMap((r) => [...r.inputs]));
        const unreached = [...kustomizationFiles.values()].filter((file) => !reached.has(file));
        if (unreached.length > 0) {
            notes.push(`render.kustomize.roots does not include ${unreached.map(dirOf).map(displayDir).join(', ')}: their files are not judged.`);
        }
    }
    else {
        const components = [...kustomizationFiles.keys()].filter((dir) => !used.has(dir) && graph.node(dir)?.kustomization.isComponent);
        if (components.length > 0) {
            notes.push(`${components.map(displayDir).join(', ')}: ${components.length === 1 ? 'a Component' : 'Components'} that no kustomization uses, so not rendered and not judged.`);
        }
    }
    const chartSet = new Set(chartDirs);
    const chartFiles = filesUnder;
    const releases = config.helm.charts ??
        chartDirs
            .filter((dir) => !isSubchart(dir, chartSet))
            .map((dir) => ({ path: dir === '' ? '.' : dir, line: 0, values: [] }));
    for (const release of releases) {
        const dir = normalizeDir(release.path);
        if (dir === undefined || !chartSet.has(dir)) {
            configProblem(release, `render.helm.charts: ${release.path} is not a folder of the scan root with a Chart.yaml`);
            continue;
        }
        const values = release.values.flatMap((v) => {
            const file = normalizeDir(v);
            return file !== undefined && isRegularInside(realRoot, external_node_path_default().join(root, file)) ? [file] : [];
        });
        if (values.length < release.values.length) {
            // Rendered without a values file the config names, the chart would not be what is deployed.
            configProblem(release, `render.helm.charts: a values file of ${release.path} is not a file of the scan root`);
            continue;
        }
        roots.push({
            tool: 'helm',
            dir,
            entry: joinPath(dir, CHART_FILE),
            chartName: chartName(root, joinPath(dir, CHART_FILE), options.maxFileSize, realRoot) ?? baseName(dir, root),
            release: release.release ?? baseName(dir, root),
            namespace: release.namespace ?? 'default',
            values,
            inputs: new Set([...chartFiles(dir), ...values]),
            problems: [],
        });
    }
    const consumed = new Set();
    for (const dir of kustomizationFiles.keys())
        for (const file of graph.inputsOf(dir))
            consumed.add(file);
    for (const r of roots)
        for (const file of r.inputs)
            consumed.add(file);
    roots.sort((a, b) => (0,model/* compareStrings */.Kt)(a.entry, b.entry));
    return { roots, kustomizations: graph.nodes(), consumed, configProblems, notes };
}
/** The dependency graph of the kustomizations of one tree. */
class Graph {
    root;
    realRoot;
    config;
    maxFileSize;
    filesUnder;
    byDir = new Map();
    constructor(root, realRoot, config, maxFileSize, filesUnder) {
        this.root = root;
        this.realRoot = realRoot;
        this.config = config;
        this.maxFileSize = maxFileSize;
        this.filesUnder = filesUnder;
    }
    add(dir, file) {
        const read = readRegularFile(external_node_path_default().join(this.root, file), this.maxFileSize, this.realRoot);
        const text = read.ok ? (0,load_text/* decodeText */.g7)(read.bytes) : '';
        const kustomization = parseKustomization(dir, file, text);
        const problems = [];
        const problemAt = (node, message) => {
            const from = kustomization.lines.position(node?.start ?? 0);
            const to = kustomization.lines.position(node?.end ?? 0);
            problems.push({
                file,
                line: from.line,
                column: from.column,
                endLine: to.line,
                endColumn: to.column,
                message,
            });
        };
        if (!read.ok)
            problemAt(undefined, `${file}: ${read.reason}`);
        else if (kustomization.problem !== undefined)
            problemAt(undefined, `${file}: ${kustomization.problem}`);
        const inputs = [file];
        const resourceFiles = [];
        const children = [];
        let remote = false;
        for (const ref of kustomization.references) {
            const resolved = this.resolve(dir, ref);
            if (resolved.kind === 'remote') {
                remote = true;
                continue;
            }
            if (resolved.kind === 'problem') {
                problemAt(ref.node, resolved.message);
                if (resolved.path !== undefined)
                    inputs.push(resolved.path);
                continue;
            }
            if (resolved.kind === 'dir') {
                if (ref.kind === 'chart')
                    inputs.push(...this.filesUnder(resolved.path));
                else
                    children.push({ dir: resolved.path, component: ref.kind === 'component' });
            }
            else {
                inputs.push(resolved.path);
                if (ref.kind === 'resource')
                    resourceFiles.push(resolved.path);
            }
        }
        this.byDir.set(dir, { node: { kustomization, resourceFiles, children }, problems, inputs, remote });
    }
    node(dir) {
        return this.byDir.get(dir)?.node;
    }
    nodes() {
        return new Map([...this.byDir].map(([dir, v]) => [dir, v.node]));
    }
    /** Folders some kustomization uses as a resource or component. */
    usedDirs() {
        return new Set([...this.byDir.values()].flatMap((v) => v.node.children.map((c) => c.dir)));
    }
    /** Every file `dir` reads, through its resources and components too. */
    inputsOf(dir) {
        return this.closure(dir).inputs;
    }
    rootAt(dir) {
        const { inputs, problems, remote } = this.closure(dir);
        return {
            tool: 'kustomize',
            dir,
            entry: this.byDir.get(dir)?.node.kustomization.file ?? joinPath(dir, 'kustomization.yaml'),
            inputs: new Set(inputs),
            problems,
            remote,
        };
    }
    closure(dir) {
        const seen = new Set();
        const inputs = [];
        const problems = [];
        let remote = false;
        const visit = (at) => {
            if (seen.has(at))
                return;
            seen.add(at);
            const found = this.byDir.get(at);
            if (!found)
                return;
            inputs.push(...found.inputs);
            problems.push(...found.problems);
            remote ||= found.remote;
            for (const c of found.node.children)
                visit(c.dir);
        };
        visit(dir);
        return { inputs, problems, remote };
    }
    resolve(dir, ref) {
        const where = `${ref.field} entry ${JSON.stringify(ref.value)}`;
        if (ref.kind === 'chart' && ref.value.includes('://')) {
            return this.config.kustomize.allowRemoteBases
                ? { kind: 'remote' }
                : {
                    kind: 'problem',
                    message: `${where}: the chart is not in the chart home, so kustomize would download it; remote charts and bases are refused unless render.kustomize.allowRemoteBases is true`,
                };
        }
        const absolute = external_node_path_default().resolve(this.root, dir, ref.value);
        const exists = external_node_fs_default().existsSync(absolute);
        if (!exists && looksRemote(ref.value)) {
            return this.config.kustomize.allowRemoteBases
                ? { kind: 'remote' }
                : {
                    kind: 'problem',
                    message: `${where} is remote: rendering does not reach the network unless render.kustomize.allowRemoteBases is true`,
                };
        }
        if (!isInside(this.root, absolute)) {
            return {
                kind: 'problem',
                message: `${where} leads out of the scanned tree: rendering reads only files inside it`,
            };
        }
        const relative = toRelative(this.root, absolute);
        if (!exists)
            return { kind: 'problem', message: `${where}: no such file or folder`, path: relative };
        const real = external_node_fs_default().realpathSync(absolute);
        if (!isInside(this.realRoot, real) || toRelative(this.realRoot, real).split('/').includes('.git')) {
            return {
                kind: 'problem',
                message: `${where} is a symbolic link out of the scanned tree: rendering reads only files inside it`,
            };
        }
        return { kind: external_node_fs_default().statSync(real).isDirectory() ? 'dir' : 'file', path: relative };
    }
}
function isSubchart(dir, charts) {
    const parts = dir.split('/');
    for (let i = parts.length - 2; i >= 0; i--) {
        if (parts[i] === 'charts' && charts.has(parts.slice(0, i).join('/')))
            return true;
    }
    return false;
}
function chartName(root, file, maxFileSize, realRoot) {
    const read = readRegularFile(external_node_path_default().join(root, file), maxFileSize, realRoot);
    if (!read.ok)
        return undefined;
    const doc = (0,parse/* parseYaml */.h)((0,load_text/* decodeText */.g7)(read.bytes))[0];
    return (0,yaml_node/* stringValue */.r$)((0,yaml_node/* child */.jf)((0,yaml_node/* asMap */.$H)(doc?.root ?? undefined), 'name'));
}
function isRegularInside(realRoot, absolute) {
    try {
        const real = external_node_fs_default().realpathSync(absolute);
        return isInside(realRoot, real) && external_node_fs_default().statSync(real).isFile();
    }
    catch {
        return false;
    }
}
/** A configured folder as a tree-relative path ('' for the root), or undefined when it leaves the tree. */
function normalizeDir(given) {
    const normal = external_node_path_default().posix.normalize(given.replaceAll('\\', '/')).replace(/\/+$/, '');
    if (normal === '.' || normal === '')
        return '';
    if (normal.startsWith('../') || normal === '..' || normal.startsWith('/'))
        return undefined;
    return normal;
}
function dirOf(file) {
    const dir = external_node_path_default().posix.dirname(file);
    return dir === '.' ? '' : dir;
}
function joinPath(dir, file) {
    return dir === '' ? file : `${dir}/${file}`;
}
/** A root folder as findings name it: `overlays/prod`, or `.` for the scan root. */
function displayDir(dir) {
    return dir === '' ? '.' : dir;
}
function baseName(dir, root) {
    return external_node_path_default().posix.basename(dir === '' ? external_node_path_default().resolve(root) : dir);
}
function lineRange(line) {
    const at = Math.max(1, line);
    return { line: at, column: 1, endLine: at, endColumn: 1 };
}

;// CONCATENATED MODULE: ./src/render/placement.ts
// Where a finding on rendered output lands in the sources: a file, a range and what that place is.
function placeAt(file, positions, node, source) {
    const from = positions.position(node.start);
    const to = positions.position(Math.max(node.end, node.start));
    return {
        file,
        range: { line: from.line, column: from.column, endLine: to.line, endColumn: to.column },
        source,
    };
}
function placeIn(text, node, source) {
    return placeAt(text.file, text.positions, node, source);
}
/** The first line of a file: a root's entry file when nothing finer is known. */
function placeAtStart(file, source) {
    return { file, range: { line: 1, column: 1, endLine: 1, endColumn: 1 }, source };
}

;// CONCATENATED MODULE: ./src/render/helm-map.ts
// The source line of a value in helm's output. The output has no positions in the templates, only the
// template of each document (`# Source:`): the line is found by following the key path through the
// template's indentation where the template spells the keys out, else the nearest enclosing key found,
// else the template's first line. When the value appears in a values file, that line is named too, and it
// is where the finding lands: that is what the author changes.


class HelmMapper {
    chart;
    files;
    constructor(chart, files) {
        this.chart = chart;
        this.files = files;
    }
    place(_resource, source, path, value) {
        const template = source && this.files.get(source.file);
        const inTemplate = template
            ? { ...templatePlacement(template.file, template.text, source.index, path), source: 'template' }
            : placeAtStart(this.chart.entry, 'chart');
        const values = value !== undefined && value !== '' ? this.inValues(value) : undefined;
        if (!values)
            return inTemplate;
        return {
            ...values,
            ...(template
                ? {
                    template: { file: inTemplate.file, line: inTemplate.range.line, column: inTemplate.range.column },
                }
                : {}),
        };
    }
    /** The values file line holding the value: the last values file given first, the chart's values.yaml last. */
    inValues(value) {
        for (const file of [...this.chart.values].reverse().concat(joinPath(this.chart.dir, 'values.yaml'))) {
            const text = this.files.get(file);
            for (const doc of text?.documents ?? []) {
                const found = doc.root && doc.errors.length === 0 ? scalarWithText(doc.root, value) : undefined;
                if (text && found)
                    return placeIn(text, found, 'values');
            }
        }
        return undefined;
    }
}
function scalarWithText(node, text) {
    if (node.kind === 'scalar')
        return node.text === text ? node : undefined;
    const children = node.kind === 'seq' ? node.items : node.entries.map((e) => e.value);
    for (const c of children) {
        const found = scalarWithText(c, text);
        if (found)
            return found;
    }
    return undefined;
}
const KEY = /^("[^"]*"|'[^']*'|[^\s:#{}[\],'"][^:#{}]*?)\s*:(?=\s|$)/;
function readLine(line, index) {
    const trimmed = line.trimStart();
    if (trimmed === '' || trimmed.startsWith('#') || trimmed.startsWith('{{'))
        return undefined;
    const indent = line.length - trimmed.length;
    const dashed = /^-(\s+|$)/.exec(trimmed);
    const rest = dashed ? trimmed.slice(dashed[0].length) : trimmed;
    const keyColumn = dashed ? indent + dashed[0].length : indent;
    const key = KEY.exec(rest)?.[1]?.replace(/^["']|["']$/g, '');
    return {
        index,
        indent,
        ...(dashed ? { dash: indent } : {}),
        ...(key !== undefined ? { key, keyColumn } : {}),
    };
}
/** The template line that holds the key at `path` of the `document`-th document of the template. */
function templatePlacement(file, text, document, path) {
    const all = text.split(/\r\n|\n|\r/);
    const chunks = [];
    let start = 0;
    all.forEach((line, i) => {
        if (/^---(\s|$)/.test(line)) {
            if (i > start)
                chunks.push([start, i]);
            start = i + 1;
        }
    });
    chunks.push([start, all.length]);
    const [from, to] = chunks[Math.min(document, chunks.length - 1)] ?? [0, all.length];
    const lines = all.slice(from, to).flatMap((l, i) => readLine(l, from + i) ?? []);
    let scope = lines;
    let parent = -1;
    let found;
    for (const segment of path) {
        if (typeof segment === 'number') {
            const dashes = scope.filter((l) => l.dash !== undefined && l.dash >= parent);
            const itemColumn = Math.min(...dashes.map((l) => l.dash ?? Infinity));
            const items = dashes.filter((l) => l.dash === itemColumn);
            const item = items[Math.min(segment, items.length - 1)];
            if (!item)
                break;
            found = { line: item.index, column: itemColumn };
            const next = scope.find((l) => l.index > item.index &&
                (l.indent < itemColumn || (l.indent === itemColumn && l.dash === itemColumn)));
            scope = scope.filter((l) => l.index >= item.index && (!next || l.index < next.index));
            parent = itemColumn + 1;
            continue;
        }
        const key = typeof segment === 'string' ? segment : segment.key;
        const keyed = scope.filter((l) => l.keyColumn !== undefined && l.keyColumn > parent);
        const childColumn = Math.min(...keyed.map((l) => l.keyColumn ?? Infinity));
        const hit = keyed.find((l) => l.keyColumn === childColumn && l.key === key);
        if (!hit || hit.keyColumn === undefined)
            break;
        const column = hit.keyColumn;
        found = { line: hit.index, column };
        const next = scope.find((l) => l.index > hit.index && (l.indent < column || (l.indent === column && l.dash !== column)));
        scope = scope.filter((l) => l.index > hit.index && (!next || l.index < next.index));
        parent = column;
    }
    const at = found ?? { line: from, column: 0 };
    const lineText = all[at.line] ?? '';
    return {
        file,
        range: { line: at.line + 1, column: at.column + 1, endLine: at.line + 1, endColumn: lineText.length + 1 },
    };
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
;// CONCATENATED MODULE: ./src/render/exec.ts
// Running a rendering tool (kustomize, kubectl, helm): the one place that starts their processes. Each run
// has a time bound and an output bound, gets an environment of our making (no token, no kubeconfig, a
// throwaway HOME) and never goes through a shell.




// What a failing tool says is kept to this much: it becomes a finding's message.
const MAX_MESSAGE = 4000;
/** Runs a tool to completion; never rejects. Output past the bound or time past the limit kills it. */
function runTool(call) {
    return new Promise((resolve) => {
        const stdout = [];
        const stderr = [];
        let outBytes = 0;
        let errBytes = 0;
        let stopped;
        const child = (0,external_node_child_process_.spawn)(call.command, [...call.args], {
            cwd: call.cwd,
            env: { ...call.env },
            stdio: ['ignore', 'pipe', 'pipe'],
            shell: false,
            windowsHide: true,
        });
        const stop = (why) => {
            if (stopped !== undefined)
                return;
            stopped = why;
            child.kill('SIGKILL');
        };
        const timer = setTimeout(() => stop(`did not finish within ${call.timeoutMs / 1000} s (render.timeoutSeconds)`), call.timeoutMs);
        child.stdout.on('data', (chunk) => {
            outBytes += chunk.length;
            if (outBytes > call.maxOutputBytes) {
                stop(`printed more than ${call.maxOutputBytes} bytes (render.maxOutputBytes)`);
            }
            else
                stdout.push(chunk);
        });
        child.stderr.on('data', (chunk) => {
            if (errBytes < MAX_MESSAGE)
                stderr.push(chunk);
            errBytes += chunk.length;
        });
        child.on('error', (e) => {
            clearTimeout(timer);
            resolve({ ok: false, reason: `could not start ${call.command}: ${e.message}` });
        });
        child.on('close', (code, signal) => {
            clearTimeout(timer);
            if (stopped !== undefined)
                return resolve({ ok: false, reason: stopped });
            const said = Buffer.concat(stderr).toString('utf8').slice(0, MAX_MESSAGE).trim();
            if (code === 0)
                return resolve({ ok: true, stdout: Buffer.concat(stdout).toString('utf8') });
            const status = signal !== null ? `was killed by ${signal}` : `exited with status ${code ?? '?'}`;
            resolve({ ok: false, reason: said !== '' ? said : status });
        });
    });
}
/**
 * The absolute path of an executable: a name is looked up in the absolute folders of `searchPath` (a
 * relative PATH entry would let the repository under review supply the binary), an absolute path is
 * taken as it is. Undefined when there is none.
 */
function findExecutable(name, searchPath) {
    if (external_node_path_default().isAbsolute(name))
        return isExecutable(name) ? name : undefined;
    if (name.includes('/') || name.includes((external_node_path_default()).sep))
        return undefined;
    for (const dir of (searchPath ?? '').split((external_node_path_default()).delimiter)) {
        if (!external_node_path_default().isAbsolute(dir))
            continue;
        const candidate = external_node_path_default().join(dir, name);
        if (isExecutable(candidate))
            return candidate;
    }
    return undefined;
}
function isExecutable(file) {
    try {
        external_node_fs_default().accessSync(file, (external_node_fs_default()).constants.X_OK);
        return external_node_fs_default().statSync(file).isFile();
    }
    catch {
        return false;
    }
}
/** A folder of our own for one render (the wrapper kustomization, the tool's home), removed after it. */
async function withScratch(use) {
    const dir = external_node_fs_default().mkdtempSync(external_node_path_default().join(external_node_os_default().tmpdir(), 'admission-gate-render-'));
    try {
        return await use(dir);
    }
    finally {
        external_node_fs_default().rmSync(dir, { recursive: true, force: true });
    }
}
/**
 * The environment a tool runs in: PATH (kustomize runs git for remote bases), a throwaway home and
 * config folders, and what the caller adds. Nothing of ours: no token, no kubeconfig, no proxy settings
 * unless the caller passes them.
 */
function toolEnv(scratch, searchPath, extra = {}) {
    const home = external_node_path_default().join(scratch, 'home');
    external_node_fs_default().mkdirSync(home, { recursive: true });
    return {
        PATH: searchPath ?? '',
        HOME: home,
        XDG_CONFIG_HOME: external_node_path_default().join(home, '.config'),
        XDG_CACHE_HOME: external_node_path_default().join(home, '.cache'),
        XDG_DATA_HOME: external_node_path_default().join(home, '.local', 'share'),
        KUBECONFIG: external_node_path_default().join(home, 'no-kubeconfig'),
        LANG: 'C',
        ...extra,
    };
}

;// CONCATENATED MODULE: ./src/render/helm.ts
// helm, the one module that runs it: `helm template RELEASE CHART`, each document of whose output is
// preceded by `# Source: <chart-name>/templates/<file>` (subcharts: `<chart>/charts/<sub>/templates/<file>`).
// helm's home, cache and plugin folders are throwaway ones, and no flag that runs a program (a
// post-renderer) or reaches the network (a repository, dependency updates, cluster validation) is passed.




function helmCommand(binary, searchPath) {
    return findExecutable(binary ?? 'helm', searchPath);
}
/** Renders the chart of `chart` (folders relative to `tree`). */
async function helmTemplate(helm, tree, chart, options) {
    const realTree = external_node_fs_default().realpathSync(tree);
    return withScratch(async (scratch) => {
        const home = (name) => external_node_path_default().join(scratch, 'helm', name);
        const kubeVersion = options.kubernetesVersion === 'latest'
            ? []
            : ['--kube-version', (0,kube_version/* formatKubernetesVersion */.YC)(options.kubernetesVersion)];
        const run = await runTool({
            command: helm,
            args: [
                'template',
                chart.release,
                external_node_path_default().join(realTree, chart.dir),
                '--namespace',
                chart.namespace,
                ...chart.values.flatMap((file) => ['--values', external_node_path_default().join(realTree, file)]),
                ...kubeVersion,
                ...options.config.helm.args,
            ],
            cwd: scratch,
            env: toolEnv(scratch, options.searchPath, {
                HELM_CACHE_HOME: home('cache'),
                HELM_CONFIG_HOME: home('config'),
                HELM_DATA_HOME: home('data'),
                HELM_PLUGINS: home('plugins'),
                HELM_REGISTRY_CONFIG: home('registry.json'),
                HELM_REPOSITORY_CONFIG: home('repositories.yaml'),
                HELM_REPOSITORY_CACHE: home('repository'),
            }),
            timeoutMs: options.config.timeoutSeconds * 1000,
            maxOutputBytes: options.config.maxOutputBytes,
        });
        if (!run.ok) {
            return { ok: false, reason: `helm template failed: ${run.reason.replaceAll(`${realTree}/`, '')}` };
        }
        return { ok: true, output: { text: run.stdout, sourceAt: sources(run.stdout, chart) } };
    });
}
const SOURCE = /^# Source: (.+)$/;
const helm_SEPARATOR = /^---(\s|$)/;
/** `# Source:` comments, mapped to files of the tree and counted per template. */
function sources(text, chart) {
    const byLine = [];
    const seen = new Map();
    let current;
    for (const line of text.split('\n')) {
        if (helm_SEPARATOR.test(line))
            current = undefined;
        const source = SOURCE.exec(line.trimEnd())?.[1];
        if (source !== undefined) {
            const file = inChart(source, chart);
            const index = seen.get(file) ?? 0;
            seen.set(file, index + 1);
            current = { file, index };
        }
        byLine.push(current);
    }
    return (line) => byLine[line];
}
/** `storefront/templates/x.yaml` is `<chart folder>/templates/x.yaml`: the first segment is the chart's name. */
function inChart(source, chart) {
    const rest = source.split('/').slice(1).join('/');
    return chart.dir === '' ? rest : `${chart.dir}/${rest}`;
}

;// CONCATENATED MODULE: ./src/render/follow.ts
// Following a path of the rendered object through a source document (a resource file, a patch): keys
// are keys, and list items are matched as strategic merge matches them, by their merge key (a
// container's name, a port's containerPort) or, for lists of scalars, by value; by index otherwise.

// patchMergeKey values of the core API's lists, in the order they are tried.
const MERGE_KEYS = ['name', 'mountPath', 'devicePath', 'containerPort', 'port', 'ip', 'key', 'type'];
/** `rendered` is the rendered node at the same place as `source`, to match list items by. */
function follow(source, rendered, path) {
    let s = source;
    let r = rendered;
    for (const segment of path) {
        let next;
        let nextRendered;
        if (typeof segment === 'number') {
            const items = (0,yaml_node/* asSeq */.wH)(s)?.items;
            nextRendered = (0,yaml_node/* asSeq */.wH)(r)?.items[segment];
            next = items && matchingItem(items, nextRendered, segment);
        }
        else {
            const key = typeof segment === 'string' ? segment : segment.key;
            next = (0,yaml_node/* child */.jf)(s, key);
            nextRendered = (0,yaml_node/* child */.jf)(r, key);
        }
        if (!next)
            return { nearest: s };
        s = next;
        r = nextRendered;
    }
    return { node: s, nearest: s };
}
function matchingItem(items, rendered, index) {
    if (rendered?.kind === 'scalar')
        return items.find((item) => sameScalar(item, rendered));
    if (rendered?.kind === 'map') {
        for (const key of MERGE_KEYS) {
            const wanted = (0,yaml_node/* child */.jf)(rendered, key);
            if (wanted?.kind !== 'scalar')
                continue;
            return items.find((item) => sameScalar((0,yaml_node/* child */.jf)(item, key), wanted));
        }
    }
    return items[index];
}
function sameScalar(a, b) {
    return a?.kind === 'scalar' && b.kind === 'scalar' && (a.text === b.text || a.value === b.value);
}
/** Whether the source node holds the rendered value: the same scalar, or a collection of the same kind. */
function holds(source, rendered) {
    if (!source || !rendered)
        return false;
    return rendered.kind === 'scalar' ? sameScalar(source, rendered) : source.kind === rendered.kind;
}

;// CONCATENATED MODULE: ./src/render/source-files.ts
// The files a render read, parsed once per scan for source mapping: where in them a rendered value is.






class SourceFiles {
    root;
    maxFileSize;
    cache = new Map();
    realRoot;
    constructor(root, maxFileSize) {
        this.root = root;
        this.maxFileSize = maxFileSize;
        this.realRoot = external_node_fs_default().realpathSync(root);
    }
    /** A file of the tree, parsed; undefined when it cannot be read or is no text. */
    get(file) {
        if (this.cache.has(file))
            return this.cache.get(file);
        const read = readRegularFile(external_node_path_default().join(this.root, file), this.maxFileSize, this.realRoot);
        const text = read.ok ? (0,load_text/* decodeText */.g7)(read.bytes) : undefined;
        // Positions count lines as the loader does (see loadFile); offsets are the same either way.
        const source = text === undefined
            ? undefined
            : {
                file,
                text,
                positions: new load_lines/* LineIndex */.r((0,load_text/* normalizeLineBreaks */.Yg)(text)),
                documents: (0,parse/* parseYaml */.h)(text),
            };
        this.cache.set(file, source);
        return source;
    }
}
/**
 * A patch written inline in a kustomization as a block scalar (`patch: |-`), parsed as its own text,
 * with positions in the kustomization file: the scalar's lines follow its indicator line, indented.
 * Other scalars (quoted) put every position at the scalar.
 */
function inlineText(file, container, node) {
    const text = node.text;
    const indicator = container.positions.position(node.start);
    const block = /^[|>]/.test(container.text.slice(node.start, node.start + 1));
    const firstContent = container.text
        .slice(node.start)
        .split('\n')
        .slice(1)
        .find((l) => l.trim() !== '') ?? '';
    const indent = firstContent.length - firstContent.trimStart().length;
    const inner = new load_lines/* LineIndex */.r(text);
    const positions = block
        ? {
            position(offset) {
                const p = inner.position(offset);
                return { line: indicator.line + p.line, column: p.column + indent };
            },
        }
        : { position: () => indicator };
    return { file, text, positions, documents: (0,parse/* parseYaml */.h)(text) };
}

;// CONCATENATED MODULE: ./src/render/kustomize-map.ts
// The source line of a value in kustomize's output. kustomize records only the file an object came from
// (its origin); which patch set a value is worked out here, as ../shared/RENDERING.md says: the origin file
// when it holds the value at that path; else the last patch that sets it, from the root inwards through the
// kustomizations (and their components) between the root and the origin; else the kustomization line that
// causes it (namespace:, namePrefix:, images:, replicas:, labels, a generator); else the root's kustomization.






class KustomizeMapper {
    root;
    graph;
    files;
    constructor(root, graph, files) {
        this.root = root;
        this.graph = graph;
        this.files = files;
    }
    /** Where the value at `path` of a rendered object comes from. */
    place(resource, origin, path) {
        const rendered = (0,yaml_node/* nodeAt */.oB)(resource.root, path);
        if (origin?.path !== undefined) {
            const text = this.files.get(origin.path);
            const object = text && sameObject(text, resource);
            const found = object && follow(object, resource.root, path).node;
            if (text && holds(found, rendered) && found)
                return placeIn(text, found, 'resource');
        }
        const chain = this.chain(origin);
        for (const dir of chain) {
            const node = this.graph.get(dir);
            if (!node)
                continue;
            for (const patch of [...node.kustomization.patches].reverse()) {
                const placed = this.fromPatch(node.kustomization, patch, resource, path, rendered);
                if (placed)
                    return placed;
            }
        }
        const generated = origin?.configuredIn !== undefined ? this.fromGenerator(origin, resource, path) : undefined;
        if (generated)
            return generated;
        for (const dir of chain) {
            const k = this.graph.get(dir)?.kustomization;
            const at = k && fieldLocation(k, resource, path, rendered);
            if (k && at)
                return placeAt(k.file, k.lines, at, 'kustomization');
        }
        return placeAtStart(this.root.entry, 'kustomization');
    }
    /**
     * The kustomizations whose patches may have touched an object, outermost first: those from the root to
     * the one that lists the origin file (or holds the generator), each followed by its components.
     */
    chain(origin) {
        const isTarget = (node) => (origin?.path !== undefined && node.resourceFiles.includes(origin.path)) ||
            (origin?.configuredIn !== undefined && node.kustomization.file === origin.configuredIn);
        const parent = new Map([[this.root.dir, undefined]]);
        const queue = [this.root.dir];
        let target;
        while (queue.length > 0 && target === undefined) {
            const dir = queue.shift() ?? '';
            const node = this.graph.get(dir);
            if (!node)
                continue;
            if (isTarget(node))
                target = dir;
            for (const c of node.children) {
                if (parent.has(c.dir))
                    continue;
                parent.set(c.dir, dir);
                queue.push(c.dir);
            }
        }
        const path = [];
        for (let at = target ?? this.root.dir; at !== undefined; at = parent.get(at))
            path.unshift(at);
        return path.flatMap((dir) => [dir, ...this.components(dir, new Set())]);
    }
    components(dir, seen) {
        const out = [];
        for (const c of this.graph.get(dir)?.children ?? []) {
            if (!c.component || seen.has(c.dir))
                continue;
            seen.add(c.dir);
            out.push(c.dir, ...this.components(c.dir, seen));
        }
        return out;
    }
    fromPatch(k, patch, resource, path, rendered) {
        if (patch.target && !targets(patch.target, resource))
            return undefined;
        const text = this.patchText(k, patch);
        if (!text)
            return undefined;
        for (const doc of text.documents) {
            const root = doc.root;
            if (!root || doc.errors.length > 0)
                continue;
            if (root.kind === 'seq') {
                const op = operationSetting(root.items, resource, path, rendered);
                if (op)
                    return placeIn(text, op, 'patch');
            }
            else if (root.kind === 'map' && !patch.jsonOnly) {
                if (!patch.target && !namesObject(root, resource))
                    continue;
                const found = follow(root, resource.root, path).node;
                if (found && holds(found, rendered))
                    return placeIn(text, found, 'patch');
            }
        }
        return undefined;
    }
    patchText(k, patch) {
        if (patch.source.kind === 'file')
            return this.files.get(joinPath(k.dir, patch.source.path));
        const container = this.files.get(k.file);
        return container && inlineText(k.file, container, patch.source.node);
    }
    fromGenerator(origin, resource, path) {
        const k = [...this.graph.values()].find((n) => n.kustomization.file === origin.configuredIn)?.kustomization;
        const generator = k?.generators.find((g) => g.kind === origin.generator && resource.name.includes(g.name));
        if (!k || !generator)
            return undefined;
        const key = path.length === 2 && (path[0] === 'data' || path[0] === 'binaryData') ? String(path[1]) : undefined;
        const node = (key !== undefined &&
            (generator.files.find((f) => f.key === key)?.node ??
                generator.literals.find((l) => l.key === key)?.node ??
                (generator.envs.length > 0 ? generator.envs[0]?.node : undefined))) ||
            generator.node;
        return placeAt(k.file, k.lines, node, 'kustomization');
    }
}
/** The document of a resource file that is this object: the same kind, and a name the rendered one contains. */
function sameObject(text, resource) {
    let best;
    let bestLength = -1;
    for (const doc of text.documents) {
        const root = (0,yaml_node/* asMap */.$H)(doc.root ?? undefined);
        if (!root || (0,yaml_node/* stringValue */.r$)((0,yaml_node/* child */.jf)(root, 'kind')) !== resource.kind)
            continue;
        const name = (0,yaml_node/* stringValue */.r$)((0,yaml_node/* child */.jf)((0,yaml_node/* child */.jf)(root, 'metadata'), 'name')) ?? '';
        if (resource.name.includes(name) && name.length > bestLength) {
            best = root;
            bestLength = name.length;
        }
    }
    return best;
}
/** A strategic-merge patch names its object by kind and name (before the prefixes of outer kustomizations). */
function namesObject(patch, resource) {
    const kind = (0,yaml_node/* stringValue */.r$)((0,yaml_node/* child */.jf)(patch, 'kind'));
    const name = (0,yaml_node/* stringValue */.r$)((0,yaml_node/* child */.jf)((0,yaml_node/* child */.jf)(patch, 'metadata'), 'name'));
    return kind === resource.kind && name !== undefined && resource.name.includes(name);
}
// kustomize's target fields are regular expressions; none is built from repository text here, so a
// pattern is taken to match, and the operation's path and value decide.
const REGEX_META = /[.*+?^${}()|[\]\\]/;
function targets(target, resource) {
    const fits = (wanted, actual, contains = false) => wanted === undefined ||
        REGEX_META.test(wanted) ||
        wanted === actual ||
        (contains && actual.includes(wanted));
    return (fits(target.kind, resource.kind) &&
        fits(target.group, resource.group) &&
        fits(target.version, resource.version) &&
        fits(target.name, resource.name, true));
}
/** The JSON 6902 operation that sets the value at `path` (the last one that does), at its finest node. */
function operationSetting(operations, resource, path, rendered) {
    for (const op of [...operations].reverse()) {
        const kind = (0,yaml_node/* stringValue */.r$)((0,yaml_node/* child */.jf)(op, 'op'));
        const pointer = (0,yaml_node/* stringValue */.r$)((0,yaml_node/* child */.jf)(op, 'path'));
        if (pointer === undefined || kind === undefined || kind === 'remove' || kind === 'test')
            continue;
        const segments = parsePointer(pointer);
        if (!covers(segments, path))
            continue;
        const value = (0,yaml_node/* child */.jf)(op, 'value');
        if ((kind === 'add' || kind === 'replace') && value) {
            const rest = path.slice(segments.length);
            const found = rest.length === 0
                ? value
                : follow(value, (0,yaml_node/* nodeAt */.oB)(resource.root, path.slice(0, segments.length)), rest).node;
            if (found && holds(found, rendered))
                return found;
            continue;
        }
        // copy and move take the value from elsewhere in the object: the operation is what set it.
        return (op.kind === 'map' && (0,yaml_node/* entry */.f_)(op, 'path')?.value) || op;
    }
    return undefined;
}
/** `/spec/externalIPs/-` covers `spec.externalIPs[3]`: an operation's path is a prefix of the finding's. */
function covers(pointer, path) {
    if (pointer.length > path.length)
        return false;
    return pointer.every((segment, i) => {
        const at = path[i];
        if (typeof at === 'number')
            return segment === '-' || segment === String(at);
        return at !== undefined && segment === (typeof at === 'string' ? at : at.key);
    });
}
function parsePointer(pointer) {
    if (pointer === '' || pointer === '/')
        return [];
    return pointer
        .replace(/^\//, '')
        .split('/')
        .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));
}
/** The kustomization field that explains a rendered value: namespace:, namePrefix:, images:, replicas:, labels. */
function fieldLocation(k, resource, path, rendered) {
    const [first, second, third] = path;
    if (first === 'metadata' && second === 'namespace' && path.length === 2)
        return fieldEntry(k, 'namespace');
    if (first === 'metadata' && second === 'name' && path.length === 2)
        return fieldEntry(k, 'namePrefix') ?? fieldEntry(k, 'nameSuffix');
    const last = path[path.length - 1];
    if (last === 'image' && rendered?.kind === 'scalar') {
        const image = rendered.text.replace(/@.*$/, '').replace(/:[^/:]*$/, '');
        const item = (0,yaml_node/* asSeq */.wH)((0,yaml_node/* child */.jf)(k.root, 'images'))?.items.find((i) => (0,yaml_node/* stringValue */.r$)((0,yaml_node/* child */.jf)(i, 'newName')) === image || (0,yaml_node/* stringValue */.r$)((0,yaml_node/* child */.jf)(i, 'name')) === image);
        return item ?? fieldEntry(k, 'images');
    }
    if (first === 'spec' && second === 'replicas' && path.length === 2) {
        const item = (0,yaml_node/* asSeq */.wH)((0,yaml_node/* child */.jf)(k.root, 'replicas'))?.items.find((i) => resource.name.includes((0,yaml_node/* stringValue */.r$)((0,yaml_node/* child */.jf)(i, 'name')) ?? '\u0000'));
        if (item)
            return item;
    }
    const key = typeof third === 'string' ? third : undefined;
    if (first === 'metadata' && (second === 'labels' || second === 'annotations') && key !== undefined) {
        const field = second === 'labels' ? 'commonLabels' : 'commonAnnotations';
        const common = (0,yaml_node/* asMap */.$H)((0,yaml_node/* child */.jf)(k.root, field));
        const inCommon = common && (0,yaml_node/* entry */.f_)(common, key);
        if (inCommon)
            return { start: inCommon.keyStart, end: inCommon.value.end };
        if (second === 'labels') {
            for (const item of (0,yaml_node/* asSeq */.wH)((0,yaml_node/* child */.jf)(k.root, 'labels'))?.items ?? []) {
                const pair = (0,yaml_node/* asMap */.$H)((0,yaml_node/* child */.jf)(item, 'pairs'));
                const found = pair && (0,yaml_node/* entry */.f_)(pair, key);
                if (found)
                    return { start: found.keyStart, end: found.value.end };
            }
        }
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/render/kustomize.ts
// kustomize, the one module that runs it: `kustomize build` when a kustomize binary is on PATH, else
// `kubectl kustomize`. Each root is built through a wrapper kustomization of our own, outside the
// repository, whose `buildMetadata: [originAnnotations]` makes kustomize write on every object the file it
// came from (checked in ../shared/RENDERING.md); those annotations are read, then removed from the text.
// Default load restrictor, no plugins, no exec: the flags that would change that are never passed.






const ORIGIN = 'config.kubernetes.io/origin';
/** The kustomize to run, or undefined when none is installed. */
function kustomizeCommand(binary, searchPath) {
    const as = (command) => external_node_path_default().basename(command).startsWith('kubectl')
        ? { command, args: ['kustomize'], name: 'kubectl kustomize' }
        : { command, args: ['build'], name: 'kustomize build' };
    if (binary !== undefined) {
        const found = findExecutable(binary, searchPath);
        return found !== undefined ? as(found) : undefined;
    }
    const found = findExecutable('kustomize', searchPath) ?? findExecutable('kubectl', searchPath);
    return found !== undefined ? as(found) : undefined;
}
/** Builds the kustomization in `dir` (relative to `tree`). */
async function kustomizeBuild(kustomize, tree, dir, options) {
    const realTree = external_node_fs_default().realpathSync(tree);
    const target = external_node_path_default().join(realTree, dir);
    return withScratch(async (scratch) => {
        const wrapper = external_node_path_default().join(scratch, 'wrapper');
        external_node_fs_default().mkdirSync(wrapper);
        const relative = external_node_path_default().relative(wrapper, target).split((external_node_path_default()).sep).join('/');
        external_node_fs_default().writeFileSync(external_node_path_default().join(wrapper, 'kustomization.yaml'), `resources:\n  - ${JSON.stringify(relative)}\nbuildMetadata: [originAnnotations]\n`);
        const { kustomize: k } = options.config;
        const helm = k.enableHelm && options.helm !== undefined ? ['--enable-helm', '--helm-command', options.helm] : [];
        const run = await runTool({
            command: kustomize.command,
            args: [...kustomize.args, wrapper, ...helm, ...k.args],
            cwd: scratch,
            env: toolEnv(scratch, options.searchPath, k.allowRemoteBases ? networkEnv() : {}),
            timeoutMs: options.config.timeoutSeconds * 1000,
            maxOutputBytes: options.config.maxOutputBytes,
        });
        if (!run.ok) {
            return {
                ok: false,
                reason: `${kustomize.name} failed: ${cleanMessage(run.reason, realTree, target, wrapper)}`,
            };
        }
        return { ok: true, output: takeOrigins(run.stdout, wrapper, realTree) };
    });
}
// Remote bases are fetched with git and HTTP: proxies and CA settings of the runner apply.
function networkEnv() {
    const keep = [
        'HTTP_PROXY',
        'HTTPS_PROXY',
        'NO_PROXY',
        'http_proxy',
        'https_proxy',
        'no_proxy',
        'SSL_CERT_FILE',
        'SSL_CERT_DIR',
    ];
    return {
        GIT_TERMINAL_PROMPT: '0',
        ...Object.fromEntries(keep.flatMap((key) => (process.env[key] !== undefined ? [[key, process.env[key] ?? '']] : []))),
    };
}
/**
 * kustomize's message as running it on the root itself would give it: without kubectl's log prefix,
 * the wrapper's layer of the error, and absolute paths of the tree.
 */
function cleanMessage(message, realTree, target, wrapper) {
    let text = message
        .replace(/^[EIWF]\d{4} [\d:.]+\s+\d+ [\w.-]+:\d+\] "command failed" err=/gm, '')
        .replace(/^<\n/, '')
        .replace(/\n\s*>\s*$/, '')
        .replace(/^\t/gm, '')
        .replace(/^Error: /, '')
        .trim();
    // kubectl's log quotes a one-line error as a Go string.
    if (/^".*"$/s.test(text)) {
        try {
            text = String(JSON.parse(text));
        }
        catch {
            // Not JSON after all: kept as it is.
        }
    }
    const recursed = `recursed accumulation of path '${target}': `;
    const at = text.indexOf(recursed);
    if (at >= 0)
        text = text.slice(at + recursed.length);
    text = text.replaceAll(`${wrapper}/`, '').replaceAll(`${realTree}/`, '').replaceAll(realTree, '.');
    return text.trim();
}
/** The origin annotations of every object, then the text without them. */
function takeOrigins(text, wrapper, realTree) {
    const origins = new Map();
    const cuts = [];
    for (const doc of (0,parse/* parseYaml */.h)(text)) {
        if (doc.root === null)
            continue;
        const annotations = (0,yaml_node/* asMap */.$H)((0,yaml_node/* child */.jf)((0,yaml_node/* child */.jf)(doc.root, 'metadata'), 'annotations'));
        const origin = annotations && (0,yaml_node/* entry */.f_)(annotations, ORIGIN);
        if (!annotations || !origin || origin.value.kind !== 'scalar')
            continue;
        origins.set(doc.index, readOrigin(origin.value.text, wrapper, realTree));
        const parent = annotations.entries.length === 1 ? annotationsEntryStart(text, annotations.start) : origin.keyStart;
        cuts.push({ from: lineStart(text, parent), to: lineEnd(text, origin.value.end) });
    }
    let kept = '';
    let at = 0;
    for (const cut of cuts) {
        kept += text.slice(at, cut.from);
        at = cut.to;
    }
    return { text: kept + text.slice(at), origins };
}
// The `annotations:` key line above a block mapping that starts at `start`.
function annotationsEntryStart(text, start) {
    const key = text.lastIndexOf('annotations:', start);
    return key >= 0 ? key : start;
}
function lineStart(text, offset) {
    return text.lastIndexOf('\n', offset - 1) + 1;
}
function lineEnd(text, offset) {
    if (offset > 0 && text.charAt(offset - 1) === '\n')
        return offset;
    const newline = text.indexOf('\n', offset);
    return newline < 0 ? text.length : newline + 1;
}
function readOrigin(yaml, wrapper, realTree) {
    const root = (0,yaml_node/* asMap */.$H)((0,parse/* parseYaml */.h)(yaml)[0]?.root ?? undefined);
    const inTree = (written) => {
        if (written === undefined)
            return undefined;
        const absolute = external_node_path_default().resolve(wrapper, written);
        return isInside(realTree, absolute) ? toRelative(realTree, absolute) : undefined;
    };
    const repo = (0,yaml_node/* stringValue */.r$)((0,yaml_node/* child */.jf)(root, 'repo'));
    const file = inTree((0,yaml_node/* stringValue */.r$)((0,yaml_node/* child */.jf)(root, 'path')));
    const configuredIn = inTree((0,yaml_node/* stringValue */.r$)((0,yaml_node/* child */.jf)(root, 'configuredIn')));
    const generator = (0,yaml_node/* stringValue */.r$)((0,yaml_node/* child */.jf)((0,yaml_node/* child */.jf)(root, 'configuredBy'), 'kind'));
    return {
        ...(repo === undefined && file !== undefined ? { path: file } : {}),
        ...(configuredIn !== undefined ? { configuredIn } : {}),
        ...(generator !== undefined ? { generator } : {}),
        ...(repo !== undefined ? { remote: true } : {}),
    };
}

;// CONCATENATED MODULE: ./src/render/stage.ts
// The render stage, between source and load: which roots this scan renders, rendering them (at the head
// and, for diff-aware rules, at the base commit), and a placer per rendered root that puts each finding on
// its source line. Files a root consumes are judged only through its output; a root that cannot be
// rendered is a render-error finding, and one broken root never keeps another from being rendered.












// Renders at once: kustomize and helm each keep a core busy for a moment.
const CONCURRENCY = 2;
async function renderRoots(input) {
    const { config, options } = input;
    const { root } = input.tree;
    const searchPath = options.searchPath ?? process.env.PATH;
    const discovery = discoverRoots({
        tree: input.tree,
        config: config.render,
        maxFileSize: config.maxFileSize,
        ...(config.file !== undefined ? { configFile: config.file } : {}),
    });
    const errors = new RenderErrors(input.severity);
    for (const p of discovery.configProblems)
        errors.add(p, p.message);
    const notes = [...discovery.notes];
    const selected = discovery.roots.filter(input.selects);
    const tools = new Tools(config, searchPath);
    const fallback = new Set();
    const renderable = selected.filter((r) => {
        const missing = tools.missing(r);
        if (missing === undefined)
            return true;
        if (config.render.missingTool === 'note') {
            for (const other of discovery.roots)
                if (other.tool === r.tool)
                    fallback.add(other);
            notes.push(`${missing}: ${describe(r)} was not rendered, and its files were judged as written.`);
        }
        else {
            errors.add(at(r.entry), `${describe(r)} is not rendered: ${missing}, so what it deploys cannot be judged. Install it (GitHub's ubuntu runners have kustomize, kubectl and helm), or set render.missingTool: note to judge its files as written.`, r);
        }
        return false;
    });
    const clean = renderable.filter((r) => {
        for (const p of r.problems)
            errors.add(p, `${describe(r)} is not rendered: ${p.message}.`, r);
        return r.problems.length === 0;
    });
    const sources = new SourceFiles(root, config.maxFileSize);
    const outputs = await mapLimit(clean, (r) => tools.render(r, root));
    const rendered = [];
    outputs.forEach((output, i) => {
        const r = clean[i];
        if (!r)
            return;
        if (!output.ok) {
            errors.add(at(r.entry), `${describe(r)} does not render: ${output.reason}. ${CONSEQUENCE[r.tool]}`, r);
            return;
        }
        const file = (0,load_file/* loadFile */.Z)({ path: r.entry, bytes: Buffer.from(output.text, 'utf8') }, config.render.maxOutputBytes);
        rendered.push({
            root: r,
            file: r.tool === 'helm' ? inNamespace(file, r.namespace) : file,
            place: placer(r, output, discovery, sources),
        });
    });
    const fallbackFiles = new Set([...fallback].flatMap((r) => [...r.inputs]));
    const consumed = new Set([...discovery.consumed].filter((f) => !fallbackFiles.has(f)));
    const previous = input.wantsPrevious && options.writeBase && rendered.length > 0
        ? await previousOutput(rendered.map((r) => r.root), options.writeBase, input, tools, notes)
        : [];
    return { rendered, consumed, findings: errors.findings(), notes, previous };
}
const CONSEQUENCE = {
    kustomize: 'What it deploys cannot be judged, and kubectl apply -k, Argo CD or Flux fail on it the same way.',
    helm: 'What it deploys cannot be judged, and helm install, Argo CD or Flux fail on it the same way.',
};
function describe(r) {
    return r.tool === 'kustomize'
        ? `kustomization ${displayDir(r.dir)}`
        : `chart ${displayDir(r.dir)} (release ${r.release})`;
}
function renderedFrom(r) {
    return { tool: r.tool, root: displayDir(r.dir), ...(r.tool === 'helm' ? { release: r.release } : {}) };
}
/** The binaries, looked up once, and how each root is rendered with them. */
class Tools {
    config;
    searchPath;
    kustomize;
    helm;
    constructor(config, searchPath) {
        this.config = config;
        this.searchPath = searchPath;
    }
    kustomizeCommand() {
        if (this.kustomize === undefined) {
            this.kustomize = kustomizeCommand(this.config.render.kustomize.binary, this.searchPath) ?? null;
        }
        return this.kustomize ?? undefined;
    }
    helmCommand() {
        if (this.helm === undefined)
            this.helm = helmCommand(this.config.render.helm.binary, this.searchPath) ?? null;
        return this.helm ?? undefined;
    }
    /** Why a root's tool is not there, or undefined when it is. */
    missing(r) {
        const { kustomize, helm } = this.config.render;
        if (r.tool === 'helm') {
            return this.helmCommand() ? undefined : `${helm.binary ?? 'helm'} is not on PATH`;
        }
        if (!this.kustomizeCommand()) {
            return kustomize.binary !== undefined
                ? `${kustomize.binary} (render.kustomize.binary) is not installed`
                : 'neither kustomize nor kubectl is on PATH';
        }
        return undefined;
    }
    async render(r, tree) {
        const kustomize = this.kustomizeCommand();
        const helm = this.helmCommand();
        if (r.tool === 'kustomize' && kustomize) {
            const built = await kustomizeBuild(kustomize, tree, r.dir, {
                config: this.config.render,
                searchPath: this.searchPath,
                ...(helm !== undefined ? { helm } : {}),
            });
            return built.ok ? { ok: true, text: built.output.text, origins: built.output.origins } : built;
        }
        if (r.tool === 'helm' && helm !== undefined) {
            const templated = await helmTemplate(helm, tree, r, {
                config: this.config.render,
                searchPath: this.searchPath,
                kubernetesVersion: this.config.kubernetesVersion,
            });
            return templated.ok
                ? { ok: true, text: templated.output.text, sourceAt: templated.output.sourceAt }
                : templated;
        }
        return { ok: false, reason: `${r.tool} is not installed` };
    }
}
function placer(r, output, discovery, sources) {
    const from = renderedFrom(r);
    const whole = r.tool === 'kustomize' ? 'kustomization' : 'chart';
    if (r.tool === 'kustomize') {
        const mapper = new KustomizeMapper(r, discovery.kustomizations, sources);
        return (resource, found) => {
            if (!resource)
                return { file: r.entry, range: at(r.entry), rendered: { ...from, source: whole } };
            const p = mapper.place(resource, output.origins?.get(resource.document), found.path);
            return { file: p.file, range: p.range, rendered: { ...from, source: p.source } };
        };
    }
    const mapper = new HelmMapper(r, sources);
    return (resource, found) => {
        if (!resource)
            return { file: r.entry, range: at(r.entry), rendered: { ...from, source: whole } };
        const line = resource.lines.position(resource.root.start).line - 1;
        const p = mapper.place(resource, output.sourceAt?.(line), found.path, found.value);
        return {
            file: p.file,
            range: p.range,
            rendered: { ...from, source: p.source, ...(p.template ? { template: p.template } : {}) },
        };
    };
}
/** helm installs objects without a namespace into the release's namespace. */
function inNamespace(file, namespace) {
    return {
        ...file,
        resources: file.resources.map((r) => (r.namespace === undefined ? { ...r, namespace } : r)),
    };
}
/** The rendered roots at the base commit: their output there, or a note on why it is missing. */
async function previousOutput(roots, writeBase, input, tools, notes) {
    const scratch = external_node_fs_default().mkdtempSync(external_node_path_default().join(external_node_os_default().tmpdir(), 'admission-gate-base-'));
    try {
        const tree = external_node_path_default().join(scratch, 'tree');
        external_node_fs_default().mkdirSync(tree);
        const problem = writeBase(tree);
        if (problem !== undefined) {
            notes.push(`${problem}: rendered objects all count as new, so unchanged values may be reported.`);
            return [];
        }
        const base = discoverRoots({
            tree: listTree(tree),
            config: input.config.render,
            maxFileSize: input.config.maxFileSize,
        });
        const pairs = roots.flatMap((r) => {
            const there = base.roots.find((b) => b.tool === r.tool && b.dir === r.dir && sameRelease(b, r));
            if (!there)
                return [];
            if (there.problems.length > 0) {
                notes.push(`${describe(r)} is not rendered at the base commit (${there.problems[0]?.message ?? ''}): its objects count as new.`);
                return [];
            }
            return [there];
        });
        const outputs = await mapLimit(pairs, (r) => tools.render(r, tree));
        return outputs.flatMap((output, i) => {
            const r = pairs[i];
            if (!r)
                return [];
            if (!output.ok) {
                notes.push(`${describe(r)} does not render at the base commit: its objects count as new.`);
                return [];
            }
            return [
                {
                    path: `${r.entry} (base)`,
                    bytes: Buffer.from(output.text, 'utf8'),
                    ...(r.tool === 'helm' ? { namespace: r.namespace } : {}),
                },
            ];
        });
    }
    finally {
        external_node_fs_default().rmSync(scratch, { recursive: true, force: true });
    }
}
function sameRelease(a, b) {
    return a.tool !== 'helm' || b.tool !== 'helm' || a.release === b.release;
}
/** render-error findings, one per place (a base shared by two overlays breaks both: one finding). */
class RenderErrors {
    severity;
    byPlace = new Map();
    constructor(severity) {
        this.severity = severity;
    }
    add(where, message, root) {
        if (this.severity === undefined)
            return;
        const key = `${where.file}\u0000${where.line}\u0000${where.column}\u0000${message}`;
        if (this.byPlace.has(key))
            return;
        this.byPlace.set(key, {
            rule: render_error/* renderError */.v.id,
            severity: this.severity,
            message,
            file: where.file,
            line: where.line,
            column: where.column,
            endLine: where.endLine,
            endColumn: where.endColumn,
            path: '',
            ...(root
                ? {
                    rendered: {
                        ...renderedFrom(root),
                        source: root.tool === 'kustomize' ? 'kustomization' : 'chart',
                    },
                }
                : {}),
        });
    }
    findings() {
        return [...this.byPlace.values()];
    }
}
function at(file) {
    return { file, line: 1, column: 1, endLine: 1, endColumn: 1 };
}
async function mapLimit(items, run) {
    const results = new Array(items.length);
    let next = 0;
    const worker = async () => {
        while (next < items.length) {
            const i = next++;
            const item = items[i];
            if (item !== undefined)
                results[i] = await run(item);
        }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
    return results;
}

// EXTERNAL MODULE: ./src/source/shard.ts
var source_shard = __webpack_require__(4393);
;// CONCATENATED MODULE: ./src/scan.ts
// The one orchestrator behind the CLI and the Action: plan \u2192 source \u2192 load \u2192 context \u2192 rules \u2192 result.
// The per-file steps (load, rules, policy) run in src/pipeline.ts, in this thread or in worker threads.





















class ScanInputError extends Error {
}
async function scan(options) {
    return (await scanWithLedger(options)).result;
}
/**
 * A scan, with the policy ledger it closed. A shard's result leaves out the findings about exceptions
 * (expired, unused), which need the counts of every shard: merge reports them.
 */
async function scanWithLedger(options) {
    const { config, shard } = options;
    const rules = options.rules ?? registry/* RULES */.y;
    const { active, notes } = activateRules(config, rules);
    // The repository's files: the files to scan, the roots to render, the CRDs and Namespaces rules read.
    const tree = listTree(options.root);
    const planned = planFiles(options, tree, (0,source_select/* compileSelection */.q0)(config).matches);
    const render = await renderStage(options, tree, planned.files, active);
    const mine = (file) => !shard || (0,source_shard/* inShard */.Iw)(file, shard);
    const files = planned.files.filter((file) => !render?.consumed.has(file) && mine(file));
    const consumed = render ? planned.files.filter((file) => render.consumed.has(file) && mine(file)) : [];
    // Worker threads know the registry's rules only. They start now, to load while the workspace is built.
    const jobs = options.rules ? 1 : (options.jobs ?? 1);
    const threads = jobs === 'auto' ? autoJobs(files) : jobs;
    const pool = threads > 1 ? new WorkerPool(threads - 1) : undefined;
    try {
        const { setup, sourceNotes } = await prepare(options, tree, active, render, planned.files);
        const here = createPipeline(setup, rules);
        const compact = fileResultCompactor();
        const checked = pool
            ? await pool.check(setup, files, here, compact)
            : { results: files.map((file) => compact(here.run(file))), ledgers: [here.ledger()] };
        // Rendered roots and the files they consume are judged in this thread, after the files.
        const results = [
            ...checked.results,
            ...(render?.rendered ?? []).map((r) => here.runRendered(r)),
            ...consumed.map((file) => here.runConsumed(file)),
            here.judgeSourceFindings(render?.findings ?? []),
        ];
        // This thread's ledger comes first in the pool's list, taken before the rendered roots were judged.
        const ledgers = [here.ledger(), ...checked.ledgers.slice(1)];
        const judged = results.flatMap((r) => r.findings);
        const filtered = options.filter
            ? filterToChange(judged, options.filter, filteredRules(rules), config.maxFileSize)
            : { findings: judged, notes: [] };
        const findings = filtered.findings;
        const ledger = (0,stage/* sumLedgers */._X)(ledgers);
        if (!shard)
            findings.push(...(0,stage/* closePolicy */.Jc)(ledger));
        findings.sort(model/* compareFindings */.Eg);
        const internalErrors = results.flatMap((r) => r.internalErrors);
        const result = {
            findings,
            skipped: [...planned.skipped, ...results.flatMap((r) => r.skipped)].sort(model/* compareSkipped */.ae),
            summary: {
                files: files.length + consumed.length,
                documents: results.reduce((sum, r) => sum + r.documents, 0),
                resources: results.reduce((sum, r) => sum + r.resources, 0),
                ...(0,model/* tally */.N4)(findings),
            },
            kubernetesVersion: (0,kube_version/* formatKubernetesVersion */.YC)(config.kubernetesVersion),
            notes: [
                ...new Set([
                    ...notes,
                    ...sourceNotes,
                    ...(render?.notes ?? []),
                    ...results.flatMap((r) => r.notes),
                    ...filtered.notes,
                    ...internalErrors.map((e) => `internal error, please report: ${e}`),
                ]),
            ],
            internalErrors,
        };
        return { result, ledger };
    }
    finally {
        pool?.close();
    }
}
/**
 * The roots this scan renders: those that read a file the scan selects (include, exclude, the paths
 * given) or the change touches (any file, a chart's helpers too). In a shard, only the roots whose
 * entry file hashes to it.
 */
async function renderStage(options, tree, planned, active) {
    const { config, shard } = options;
    if (options.render?.mode === 'off')
        return undefined;
    const selected = new Set([...planned, ...(options.render?.touched ?? [])]);
    const reads = (r) => [...r.inputs].some((file) => selected.has(file));
    const severity = active.find((a) => a.rule.id === render_error/* renderError */.v.id)?.severity;
    return renderRoots({
        tree,
        config,
        options: options.render ?? {},
        selects: (r) => (!shard || (0,source_shard/* inShard */.Iw)(r.entry, shard)) && reads(r),
        wantsPrevious: readsPrevious(active),
        severity,
    });
}
/**
 * Rules whose findings every filter-mode keeps: diff-aware rules judge the change themselves, and the
 * policy rules judge the gate's own exceptions and suppressions. Those about a whole file are kept on
 * every file the change touched: a file over maxFileSize has no line the change added to point at.
 */
function filteredRules(rules) {
    const ids = (keep) => new Set(rules.filter(keep).map((r) => r.id));
    const always = ids((r) => r.scope === 'policy' || (0,types/* isDiffAware */.G_)(r));
    const wholeFile = ids((r) => r.judgesWholeFile === true);
    return { judgesChange: (rule) => always.has(rule), judgesWholeFile: (rule) => wholeFile.has(rule) };
}
/** The setup every thread checks files with: the workspace and the previous state, built once. */
async function prepare(options, tree, active, render, checked) {
    const { root, config } = options;
    const fullScan = options.files === undefined
        ? (options.paths ?? ['.']).every((p) => external_node_path_default().normalize(p) === '.')
        : options.filesAreComplete === true;
    // A full scan parses every file anyway; a scan of some files parses a Namespace's files when asked.
    const built = buildWorkspace(tree, config, {
        ...(options.cacheDir !== undefined ? { cache: new ResultCache(options.cacheDir) } : {}),
        lazyNamespaces: !fullScan,
    });
    const { missing, notes: sourceNotes } = built;
    const workspace = render ? withRenderedNamespaces(built.workspace, render) : built.workspace;
    if (missing.length > 0) {
        throw new ScanInputError(`crds.paths: no such file or folder: ${missing.join(', ')} (relative paths start at the scan root, ${root})`);
    }
    const kinds = previousKinds(active, workspace.crds.definitions.keys());
    const needles = [...kinds].map((k) => k.slice(k.indexOf('/') + 1));
    const reading = (reader) => reader && ((words) => reader(words, checked));
    // Both from the same base: read once (one git process, not two), each taking the files it looks for.
    const once = options.base && kinds.size > 0 && options.suppressionsFromBase && !options.suppressionBase
        ? await options.base([...needles, ...SUPPRESSION_NEEDLES], checked)
        : undefined;
    const base = once
        ? (words) => Promise.resolve(once.filter((file) => (0,source_file/* containsAny */.k)(file.bytes, words)))
        : reading(options.base);
    const suppressionBase = once ? base : reading(options.suppressionBase ?? options.base);
    // A file a root consumes is no object of its own at the base either: its root's output stands for it.
    const previous = base && kinds.size > 0
        ? previousFiles(await base(needles), kinds, config.maxFileSize).filter((f) => !render?.consumed.has(f.path))
        : [];
    const baseSuppressions = suppressionBase
        ? baseSuppressionFiles(await suppressionBase(SUPPRESSION_NEEDLES))
        : [];
    const setup = {
        root,
        config,
        workspace,
        previous,
        previousRendered: render?.previous ?? [],
        ...(options.suppressionsFromBase ? { baseSuppressions } : {}),
        ...(options.actor ? { actor: options.actor } : {}),
        now: options.now ?? new Date(),
        fullScan,
        changeListed: options.files !== undefined && !fullScan,
    };
    return { setup, sourceNotes };
}
// Starting a worker costs about as much as checking a few hundred files: the worker compiles the
// parser and the rules again, on V8's compiler threads.
const FILES_PER_THREAD = 500;
/**
 * One thread per core but one, which V8's compiler and garbage-collector threads keep busy: a scan in one
 * thread already uses more than a core (on 2 cores shared with other work, a second thread was at best
 * 15% faster, and 30% slower when the machine was busy). And only with enough files per thread to pay
 * for starting it.
 */
function autoJobs(files) {
    return Math.max(1, Math.min(external_node_os_default().availableParallelism() - 1, Math.floor(files.length / FILES_PER_THREAD)));
}
function planFiles(options, tree, matches) {
    if (options.files) {
        return {
            files: [...options.files].filter(matches).sort(model/* compareStrings */.Kt),
            skipped: options.walkSkipped ?? [],
        };
    }
    const discovery = discoverFiles(options.root, options.paths ?? ['.'], options.config, tree);
    const problems = [
        ...(discovery.missing.length > 0 ? [`no such file or folder: ${discovery.missing.join(', ')}`] : []),
        ...(discovery.outside.length > 0
            ? [
                `outside the scan root ${options.root}: ${discovery.outside.join(', ')} (every path must be inside the root, which is the folder given when there is exactly one, else the current directory)`,
            ]
            : []),
    ];
    if (problems.length > 0)
        throw new ScanInputError(problems.join('; '));
    return discovery;
}
/** Namespaces as the rendered roots deploy them come before those written in files (Pod Security levels). */
function withRenderedNamespaces(workspace, render) {
    // Each root that deploys a Namespace is one copy of it; the files they render from are not.
    const rendered = new Map();
    for (const r of render.rendered) {
        for (const resource of r.file.resources) {
            if (resource.group !== '' || resource.kind !== 'Namespace')
                continue;
            (0,src_namespaces/* addCopies */.Dd)(rendered, resource.name, [(0,src_namespaces/* namespaceLabels */.lh)(resource, locator(r, resource))]);
        }
    }
    if (rendered.size === 0)
        return workspace;
    return { ...workspace, namespaces: new Map([...workspace.namespaces, ...rendered]) };
}
/** Where a label of a rendered object is written in the sources. */
function locator(r, resource) {
    return (at) => {
        const placed = r.place(resource, { path: at, start: 0, end: 0, message: '' });
        return { file: placed.file, line: placed.range.line };
    };
}

;// CONCATENATED MODULE: ./src/source/diff.ts
// The lines of a unified diff's new side: added (`+`) and context (` `) lines, by their line number in
// the new file. Headers before the first hunk are skipped.
const HUNK_HEADER = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/;
function newSideLines(patch) {
    const added = new Set();
    const context = new Set();
    let next;
    for (const line of patch.split('\n')) {
        const header = HUNK_HEADER.exec(line);
        if (header) {
            next = Number(header[1]);
            continue;
        }
        if (next === undefined)
            continue;
        const marker = line.charAt(0);
        if (marker === '+')
            added.add(next++);
        else if (marker === ' ')
            context.add(next++);
        // '-' lines are the old side only; '\' is "No newline at end of file".
    }
    return { added, context };
}

;// CONCATENATED MODULE: ./src/source/git.ts
// The previous state of the repository from git: the files of a commit, read without a checkout.





class GitError extends Error {
}
// Paths given to git are paths, never pathspec magic (`:(glob)*`, `:!x`), whatever the repository names them.
const LITERAL = '--literal-pathspecs';
function git_git(cwd, args, options = {}) {
    try {
        return (0,external_node_child_process_.execFileSync)('git', [LITERAL, ...args], {
            cwd,
            input: options.input,
            maxBuffer: 1 << 30,
            stdio: ['pipe', 'pipe', 'pipe'],
            ...(options.env ? { env: { ...process.env, ...options.env } } : {}),
            ...(options.timeoutMs !== undefined
                ? { timeout: options.timeoutMs, killSignal: 'SIGKILL' }
                : {}),
        });
    }
    catch (e) {
        throw gitFailure(args, e.stderr, e.message);
    }
}
// What git may print, as git() bounds it.
const MAX_OUTPUT = 1 << 30;
/**
 * git() without blocking: the scan goes on while git runs (a change's base is read while the repository
 * pass stats every file). Output past MAX_OUTPUT stops git, as it stops git().
 */
function gitAsync(cwd, args, options = {}) {
    return new Promise((resolve, reject) => {
        const child = (0,external_node_child_process_.spawn)('git', [LITERAL, ...args], { cwd, stdio: ['pipe', 'pipe', 'pipe'] });
        const out = [];
        const err = [];
        let size = 0;
        child.stdout.on('data', (chunk) => {
            size += chunk.length;
            if (size > MAX_OUTPUT)
                child.kill('SIGKILL');
            else
                out.push(chunk);
        });
        child.stderr.on('data', (chunk) => err.push(chunk));
        // git stops reading its input when it fails: the write's EPIPE is that failure, said at close.
        child.stdin.on('error', () => undefined);
        child.stdin.end(options.input);
        child.on('error', (e) => reject(gitFailure(args, undefined, e.message)));
        child.on('close', (code, signal) => {
            if (code === 0)
                resolve(Buffer.concat(out));
            else {
                const why = size > MAX_OUTPUT ? `more than ${MAX_OUTPUT} bytes of output` : `exit ${code ?? signal}`;
                reject(gitFailure(args, Buffer.concat(err), why));
            }
        });
    });
}
function gitFailure(args, stderr, fallback) {
    const said = stderr?.toString().trim();
    return new GitError(`git ${args[0] ?? ''} failed: ${said || fallback}`);
}
/** The bytes of `file` (relative to `root`) at commit `sha`, or undefined when it has no such file. */
function gitFileAt(root, sha, file) {
    // `<rev>:./<path>` is relative to the working directory, wherever root is in the repository.
    const object = `${sha}:./${file}`;
    try {
        (0,external_node_child_process_.execFileSync)('git', ['cat-file', '-e', object], { cwd: root, stdio: 'ignore' });
    }
    catch {
        return undefined;
    }
    return git_git(root, ['cat-file', 'blob', object]);
}
/**
 * The files of commit `ref` under `root`: the base versions of a change's files, read in one batch each
 * time, by path, whatever the size of the tree around them.
 */
class GitTree {
    commit;
    top;
    prefix;
    /** Throws a GitError that says how to get the commit when `ref` names none. */
    constructor(root, ref) {
        ({ top: this.top, commit: this.commit, prefix: this.prefix } = locate(root, ref));
    }
    /** The files among `paths` (relative to `root`) that exist in the commit and contain one of `needles`. */
    async filesAt(paths, needles) {
        if (needles.length === 0)
            return [];
        const { top, commit, prefix } = this;
        // A path with U+FFFD may stand for a name that is not UTF-8, which it would not find, or find another
        // file by: it has no base version, and its objects count as new.
        const asked = [...new Set(paths)].filter((rel) => !rel.includes('\uFFFD'));
        if (asked.length === 0 || prefix.includes('\uFFFD'))
            return [];
        const full = (rel) => (prefix === '' ? rel : `${prefix}/${rel}`);
        // The batch reads one object name a line: a path with a line break is asked by its blob id, which
        // ls-tree gives (NUL-separated), or it would ask for other objects.
        const lined = asked.filter((rel) => full(rel).includes('\n'));
        const ids = lined.length > 0 ? await blobIds(top, commit, lined.map(full)) : new Map();
        const names = asked.flatMap((rel) => {
            const name = full(rel).includes('\n') ? ids.get(full(rel)) : `${commit}:${full(rel)}`;
            return name === undefined ? [] : [{ rel, name }];
        });
        if (names.length === 0)
            return [];
        const input = names.map((n) => `${n.name}\n`).join('');
        const blobs = parseCatFileBatch(await gitAsync(top, ['cat-file', '--batch'], { input }), names.length);
        return names.flatMap(({ rel }, i) => {
            const bytes = blobs[i];
            return bytes && (0,source_file/* containsAny */.k)(bytes, needles) ? [{ path: rel, bytes }] : [];
        });
    }
}
/** The blob id of each of `files` (from the top of the repository) that is a file of `commit`, by path. */
async function blobIds(top, commit, files) {
    const listing = (await gitAsync(top, ['ls-tree', '-z', '--full-tree', commit, '--', ...files]))
        .toString()
        .split('\0');
    const ids = new Map();
    for (const entry of listing) {
        // `<mode> <type> <id>\t<path>`
        const tab = entry.indexOf('\t');
        const [, type, id] = entry.slice(0, tab).split(' ');
        if (tab >= 0 && type === 'blob' && id !== undefined)
            ids.set(entry.slice(tab + 1), id);
    }
    return ids;
}
/** The repository's top folder, the commit `ref` names, and where `root` lies in the repository. */
function locate(root, ref) {
    let output;
    try {
        // One process for both: git's start is most of what each costs.
        output = git_git(root, ['rev-parse', '--show-toplevel', '--verify', '--quiet', `${ref}^{commit}`])
            .toString()
            .trimEnd();
    }
    catch {
        // Not a repository is said as git says it; else the ref names no commit.
        git_git(root, ['rev-parse', '--show-toplevel']);
        throw new GitError(`"${ref}" is not a commit in this repository (fetch it first, e.g. git fetch origin ${ref})`);
    }
    // The commit is the last line; the top folder is the rest, whatever its name holds.
    const cut = output.lastIndexOf('\n');
    const [top, commit] = [output.slice(0, cut), output.slice(cut + 1)];
    return { top, commit, prefix: external_node_path_default().relative(top, root).split((external_node_path_default()).sep).join('/') };
}
/**
 * Writes the files under `root` at commit `ref` into the empty folder `into` (rendering a kustomization at
 * the base commit needs its tree on disk), through an index file of its own: the checkout, its index
 * and HEAD are left as they are. Undefined when written, else why not.
 */
function gitWriteTree(root, ref, into) {
    const { top, commit, prefix } = locate(root, ref);
    const scratch = external_node_fs_default().mkdtempSync(external_node_path_default().join(external_node_os_default().tmpdir(), 'admission-gate-index-'));
    try {
        const env = { GIT_INDEX_FILE: external_node_path_default().join(scratch, 'index') };
        const tree = prefix === '' ? `${commit}^{tree}` : `${commit}:${prefix}`;
        try {
            git_git(top, ['read-tree', tree], { env });
        }
        catch {
            return `the scan root is not in commit ${commit.slice(0, 12)}`;
        }
        git_git(top, ['checkout-index', '--all', '--force', `--prefix=${into}${(external_node_path_default()).sep}`], { env });
        return undefined;
    }
    finally {
        external_node_fs_default().rmSync(scratch, { recursive: true, force: true });
    }
}
// `git cat-file --batch` prints "<id> <type> <size>\n<content>\n" per object it finds, and a line that
// ends in "missing" (or another word) for a name it does not. A folder's tree is no file.
const FOUND = /^[0-9a-f]{40,64} (\w+) (\d+)$/;
/** The content of each of `count` objects asked, in order: undefined for one that is no blob. */
function parseCatFileBatch(output, count) {
    const blobs = [];
    let at = 0;
    while (blobs.length < count) {
        const newline = output.indexOf(10, at);
        if (newline < 0)
            throw new GitError(`git cat-file answered ${blobs.length} of ${count} objects`);
        const found = FOUND.exec(output.toString('latin1', at, newline));
        if (found === null) {
            blobs.push(undefined);
            at = newline + 1;
            continue;
        }
        const size = Number(found[2]);
        blobs.push(found[1] === 'blob' ? output.subarray(newline + 1, newline + 1 + size) : undefined);
        at = newline + 1 + size + 1;
    }
    return blobs;
}
/**
 * Where `dir` is inside its git repository, `/`-separated with a trailing slash (`k8s/`), or empty at the
 * top; undefined when it is in no repository (or git is missing). Asked while the scan runs: git's start
 * costs a one-file scan a tenth of its time, so it is asked only where the answer is not certain without it.
 */
function gitRepositoryPath(dir) {
    const found = discover(dir);
    if (found !== UNSURE)
        return Promise.resolve(found);
    return gitAsync(dir, ['rev-parse', '--show-prefix']).then((stdout) => stdout.toString().trim(), () => undefined);
}
// The variables that name a repository or bound git's search for one.
const DISCOVERY_VARIABLES = [
    'GIT_DIR',
    'GIT_WORK_TREE',
    'GIT_COMMON_DIR',
    'GIT_CEILING_DIRECTORIES',
    'GIT_DISCOVERY_ACROSS_FILESYSTEM',
];
const UNSURE = Symbol('ask git');
/**
 * git's discovery from `dir`, where its answer is certain without git: it looks for `.git` in the folder
 * and each folder above it (of the physical path), stopping at a file system's boundary, and takes a
 * folder holding `HEAD` for a repository itself (a bare one). Certain: no repository above at all
 * (undefined), or a `.git` folder of an ordinary repository of this user on the same file system, whose
 * config moves nothing (the path from its folder). Anything else (a `.git` file, a worktree or an include
 * in the config, an unreadable folder, the environment) is left to git.
 */
function discover(dir) {
    if (DISCOVERY_VARIABLES.some((name) => process.env[name] !== undefined))
        return UNSURE;
    try {
        const real = external_node_fs_default().realpathSync.native(dir);
        const device = external_node_fs_default().statSync(real).dev;
        let crossed = false;
        for (let at = real;; at = external_node_path_default().dirname(at)) {
            crossed ||= external_node_fs_default().statSync(at).dev !== device;
            const dotGit = external_node_fs_default().lstatSync(external_node_path_default().join(at, '.git'), { throwIfNoEntry: false });
            if (dotGit !== undefined) {
                if (crossed || !isOrdinaryRepository(at, dotGit))
                    return UNSURE;
                const inside = external_node_path_default().relative(at, real);
                return inside === '' ? '' : `${inside.split((external_node_path_default()).sep).join('/')}/`;
            }
            if (external_node_fs_default().lstatSync(external_node_path_default().join(at, 'HEAD'), { throwIfNoEntry: false }) !== undefined)
                return UNSURE;
            if (external_node_path_default().dirname(at) === at)
                return undefined;
        }
    }
    catch {
        return UNSURE;
    }
}
/** A `.git` folder git takes as it is: HEAD, objects and refs, this user's, a config that moves nothing. */
function isOrdinaryRepository(top, dotGit) {
    const uid = process.getuid?.();
    if (!dotGit.isDirectory() || uid === undefined || dotGit.uid !== uid || external_node_fs_default().statSync(top).uid !== uid) {
        return false;
    }
    const gitDir = external_node_path_default().join(top, '.git');
    const has = (name, folder) => {
        const stat = external_node_fs_default().statSync(external_node_path_default().join(gitDir, name), { throwIfNoEntry: false });
        return stat !== undefined && stat.isDirectory() === folder;
    };
    if (!has('HEAD', false) || !has('objects', true) || !has('refs', true))
        return false;
    const config = external_node_fs_default().readFileSync(external_node_path_default().join(gitDir, 'config'), 'utf8');
    return !/^\s*(worktree\s*=|worktreeconfig|bare\s*=\s*true|\[include)/im.test(config);
}

;// CONCATENATED MODULE: ./src/source/git-changes.ts
// Commits in the checkout, and what changed between two of them, from the local repository.

/**
 * Whether a commit is in a checkout, by root and id: a pull request's run asks for the same two commits up
 * to five times, a git process each. Only a fetch adds one (gitFetchCommit, which records it); a run
 * removes none.
 */
const commitPresence = new Map();
const presenceKey = (root, sha) => `${root}\0${sha}`;
function gitHasCommit(root, sha) {
    const key = presenceKey(root, sha);
    let present = commitPresence.get(key);
    if (present === undefined) {
        try {
            git(root, ['cat-file', '-e', `${sha}^{commit}`]);
            present = true;
        }
        catch {
            present = false;
        }
        commitPresence.set(key, present);
    }
    return present;
}
// A fetch that hangs (no network, a prompt) must not hold the run.
const FETCH_TIMEOUT_MS = 120_000;
/**
 * Fetches one commit from `origin` into a shallow checkout (`actions/checkout` fetches only the head):
 * true when the commit is there afterwards.
 */
function gitFetchCommit(root, sha) {
    try {
        git(root, ['fetch', '--no-tags', '--quiet', '--depth=1', 'origin', sha], {
            env: { GIT_TERMINAL_PROMPT: '0' },
            timeoutMs: FETCH_TIMEOUT_MS,
        });
    }
    catch {
        return false;
    }
    commitPresence.set(presenceKey(root, sha), true);
    return true;
}
/**
 * The commit checked out at `root`, with the parents its object names (a shallow checkout has the object,
 * though not the parents); undefined outside a repository or before its first commit.
 */
function gitCheckedOut(root) {
    let out;
    try {
        out = git(root, ['cat-file', '--batch'], { input: 'HEAD\n' }).toString('latin1');
    }
    catch {
        return undefined;
    }
    const header = /^([0-9a-f]{40,64}) commit \d+\n/.exec(out);
    if (header === null)
        return undefined;
    const sha = header[1] ?? '';
    commitPresence.set(presenceKey(root, sha), true);
    const body = out.slice(header[0].length);
    const headers = body.slice(0, Math.max(0, body.indexOf('\n\n')));
    return {
        sha,
        parents: [...headers.matchAll(/^parent ([0-9a-f]{40,64})$/gm)].map((m) => m[1] ?? ''),
    };
}
function gitMergeBase(root, a, b) {
    return git(root, ['merge-base', a, b]).toString().trim();
}
const STATUS = {
    A: 'added',
    M: 'modified',
    D: 'removed',
    R: 'renamed',
    C: 'copied',
    T: 'changed',
};
/** Files changed from the merge base of `base` and `head` to `head`, as the compare API lists them. */
function gitChangedFiles(root, base, head) {
    return parseNameStatus(git(root, ['diff', '--name-status', '-z', '-M', '--no-color', `${base}...${head}`]).toString());
}
/** `git diff --name-status -z` output as changed files. */
function parseNameStatus(output) {
    const fields = output.split('\0');
    const changes = [];
    for (let i = 0; i < fields.length - 1;) {
        const code = fields[i++] ?? '';
        const status = STATUS[code.charAt(0)] ?? 'changed';
        if (status === 'renamed' || status === 'copied') {
            const previousPath = fields[i++] ?? '';
            changes.push({ path: fields[i++] ?? '', status, previousPath });
        }
        else {
            changes.push({ path: fields[i++] ?? '', status });
        }
    }
    return changes;
}
/** The unified diff of one file (both paths of a rename) from the merge base of `base` and `head`. */
function gitPatch(root, base, head, change) {
    const paths = change.previousPath !== undefined ? [change.previousPath, change.path] : [change.path];
    return git(root, ['diff', '--no-color', '-M', `${base}...${head}`, '--', ...paths]).toString();
}
/**
 * Files under `root` that differ between `ref` and the working tree (committed, staged or not), with
 * renames, relative to `root`. Untracked files are not listed: see gitTrackedFiles.
 */
async function gitWorkingTreeChanges(root, ref) {
    const args = ['diff', '--name-status', '-z', '-M', '--no-color', '--no-ext-diff', '--relative', ref, '--'];
    return parseNameStatus((await gitAsync(root, args)).toString());
}
/** Files under `root` that git tracks (in the index), relative to `root`. */
function gitTrackedFiles(root) {
    return new Set(git_git(root, ['ls-files', '-z'])
        .toString()
        .split('\0')
        .filter((file) => file !== ''));
}
/** The diff of one file from `ref` to the working tree, without context lines. */
function gitWorkingTreePatch(root, ref, change) {
    const paths = change.previousPath !== undefined ? [change.previousPath, change.path] : [change.path];
    const args = ['diff', '-U0', '-M', '--no-color', '--no-ext-diff', '--relative', ref, '--', ...paths];
    return git_git(root, args).toString();
}

// EXTERNAL MODULE: ./src/cli/args.ts + 1 modules
var cli_args = __webpack_require__(9679);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
// EXTERNAL MODULE: ./src/cli/report.ts + 7 modules
var report = __webpack_require__(9210);
;// CONCATENATED MODULE: ./src/cli/scan-command.ts
// `admission-gate scan`: config and command line in, report and exit status out.





















async function runScan(args, io) {
    checkGlobs('include', args.include ?? []);
    checkGlobs('exclude', args.exclude);
    const { root, paths } = scanRoot(args.paths, io.cwd);
    const where = {
        root,
        paths,
        repositoryPath: gitRepositoryPath(root),
        ...(args.shard ? { category: shardCategory(args.shard) } : {}),
    };
    try {
        return await scanAndReport(args, io, where);
    }
    catch (e) {
        if (e instanceof ConfigError) {
            io.stderr.write(`admission-gate: invalid config:\n${e.issues.map((i) => `  ${i.file}:${i.line}:${i.column}: ${i.message}`).join('\n')}\n`);
            const problems = e.issues.map((i) => {
                const file = toRelative(root, external_node_path_default().resolve(io.cwd, i.file));
                return {
                    message: `invalid config: ${i.message}`,
                    ...(file.startsWith('../') ? {} : { file, line: i.line, column: i.column }),
                };
            });
            (0,report/* deliverFailure */.o)(args, io, problems, { ...(await reportPlace(where)), configuration: true });
        }
        else if (e instanceof ScanInputError || e instanceof GitError) {
            io.stderr.write(`admission-gate: ${e.message}\n`);
            (0,report/* deliverFailure */.o)(args, io, [{ message: e.message }], {
                ...(await reportPlace(where)),
                configuration: false,
            });
        }
        else
            throw e;
        return cli_io/* EXIT */.d.error;
    }
}
/** Globs from the command line, checked here rather than in the argument parser, which loads no matcher. */
function checkGlobs(flag, patterns) {
    for (const pattern of patterns) {
        const problem = (0,source_select/* globProblem */.AI)(pattern);
        if (problem)
            throw new cli_args/* UsageError */.eb(`--${flag} "${pattern}" ${problem}`);
    }
}
/** What a report says of where the scan ran. */
async function reportPlace(where) {
    const repositoryPath = await where.repositoryPath;
    return {
        ...(repositoryPath !== undefined ? { repositoryPath } : {}),
        ...(where.category !== undefined ? { category: where.category } : {}),
    };
}
/** A shard's code-scanning category: each shard's SARIF is its own analysis (or merge makes one). */
function shardCategory(shard) {
    return `admission-gate/shard-${shard.index}-of-${shard.count}/`;
}
async function scanAndReport(args, io, where) {
    const { root, paths } = where;
    const configFile = args.config !== undefined ? external_node_path_default().resolve(io.cwd, args.config) : external_node_path_default().join(root, CONFIG_FILE);
    const loaded = loadConfig(configFile, args.config !== undefined, io.cwd, root);
    const config = withOverrides(loaded, args, root, configFile, io.cwd);
    // git starts on the base now, and runs while the scan walks and reads the repository.
    const changed = args.base !== undefined ? workingTreeChanges(root, args.base) : undefined;
    const base = changed && gitBase(changed, config);
    const filter = changed && args.filterMode !== 'all'
        ? gitChangeFilter(root, changed.tree.commit, await changed.changes, args.filterMode, config.maxFileSize)
        : undefined;
    const { result, ledger } = await scanWithLedger({
        root,
        config,
        paths,
        jobs: args.jobs ?? 'auto',
        ...(args.shard ? { shard: args.shard } : {}),
        ...(base ? { base, suppressionsFromBase: true } : {}),
        ...(filter ? { filter } : {}),
        ...(args.actor ? { actor: args.actor } : {}),
        ...(io.now ? { now: io.now() } : {}),
        ...cacheDirOf(args, io),
        render: {
            mode: args.render,
            ...(io.env.PATH !== undefined ? { searchPath: io.env.PATH } : {}),
            ...(args.base !== undefined ? { writeBase: baseWriter(root, args.base) } : {}),
        },
    });
    return (0,report/* deliverReport */.Q)(result, args, io, {
        displayPath: (file) => toRelative(io.cwd, external_node_path_default().join(root, file)),
        ...(args.shard ? { shard: (0,json/* shardSection */.aV)(args.shard, result, ledger) } : {}),
        ...(await reportPlace(where)),
        emptyHint: emptyHint(toRelative(io.cwd, root) || '.', config.include, [...loaded.exclude, ...args.exclude], args.shard),
    });
}
/** What selected no file: the globs as the user wrote them (the config file excludes itself besides). */
function emptyHint(root, include, exclude, shard) {
    const excluded = exclude.length > 0 ? ` and not exclude (${exclude.join(', ')})` : '';
    const sharded = shard ? `, in shard ${(0,source_shard/* formatShard */._D)(shard)}` : '';
    return `nothing under ${root} matches include (${include.join(', ')})${excluded}${sharded}`;
}
/** One folder given: it is the root. Otherwise the current directory is, and the paths are inside it. */
function scanRoot(given, cwd) {
    const only = given.length === 1 ? external_node_path_default().resolve(cwd, given[0] ?? '.') : undefined;
    if (only !== undefined && isFolder(only)) {
        return { root: only, paths: ['.'] };
    }
    return { root: cwd, paths: given };
}
/** False for anything else, a symbolic link in a loop included: the scan then says why it skips it. */
function isFolder(file) {
    try {
        return external_node_fs_default().statSync(file, { throwIfNoEntry: false })?.isDirectory() ?? false;
    }
    catch {
        return false;
    }
}
const CONFIG_FILE = '.admission-gate.yaml';
function loadConfig(file, explicit, cwd, root) {
    // The one at the scan root is repository content: it may not lead out of the root. --config may.
    const read = readRegularFile(file, DEFAULT_MAX_FILE_SIZE, explicit ? undefined : external_node_fs_default().realpathSync(root));
    if (!read.ok) {
        if (!explicit && read.missing)
            return DEFAULT_CONFIG;
        throw new cli_args/* UsageError */.eb(`cannot read config file ${toRelative(cwd, file)}: ${read.reason}`);
    }
    // Errors name the file as the user sees it; findings about it (exceptions) name it from the root.
    const text = (0,load_text/* decodeText */.g7)(read.bytes);
    return { ...parseConfig(text, toRelative(cwd, file), registry/* RULES */.y), file: toRelative(root, file) };
}
/** Command-line settings win over the config file's; the config file itself is never a manifest. */
function withOverrides(config, args, root, configFile, cwd) {
    let kubernetesVersion = config.kubernetesVersion;
    if (args.kubernetesVersion !== undefined) {
        const parsed = (0,kube_version/* parseKubernetesVersion */.i6)(args.kubernetesVersion);
        if (!parsed)
            throw new cli_args/* UsageError */.eb(`--kubernetes-version must be latest or vMAJOR.MINOR (such as v1.34), not "${args.kubernetesVersion}"`);
        kubernetesVersion = parsed;
    }
    return {
        ...config,
        kubernetesVersion,
        include: args.include ?? config.include,
        exclude: [
            ...config.exclude,
            ...args.exclude,
            ...(isInside(root, configFile) ? [(0,esm/* escape */.ih)(toRelative(root, configFile))] : []),
        ],
        crds: { ...config.crds, paths: [...config.crds.paths, ...args.crds.map((p) => external_node_path_default().resolve(cwd, p))] },
    };
}
function cacheDirOf(args, io) {
    const dir = args.noCache ? undefined : (0,cache_dir/* defaultCacheDir */.$)(io.env);
    return dir !== undefined ? { cacheDir: external_node_path_default().resolve(io.cwd, dir) } : {};
}
function baseWriter(root, ref) {
    return (dir) => gitWriteTree(root, ref, dir);
}
function workingTreeChanges(root, ref) {
    const tree = new GitTree(root, ref);
    const changes = gitWorkingTreeChanges(root, tree.commit);
    // Said when awaited; a scan that stops before has said why already.
    changes.catch(() => undefined);
    return { tree, changes };
}
/**
 * What the working tree changed since `ref`, for --filter-mode: the files git lists as changed, and
 * files it does not track (new); a file it tracks and does not list is as it was.
 */
function gitChangeFilter(root, ref, changed, mode, maxFileSize) {
    const changes = new Map(changed.map((c) => [c.path, c]));
    const tracked = gitTrackedFiles(root);
    const realRoot = external_node_fs_default().realpathSync(root);
    return {
        mode,
        change(file) {
            const change = changes.get(file);
            if (!change)
                return tracked.has(file) ? undefined : {};
            if (change.status === 'added')
                return {};
            const before = gitFileAt(root, ref, change.previousPath ?? file);
            return {
                ...(before ? { before } : {}),
                ...(mode === 'added-lines'
                    ? { addedLines: newSideLines(gitWorkingTreePatch(root, ref, change)).added }
                    : {}),
            };
        },
        current(file) {
            const read = readRegularFile(external_node_path_default().join(root, file), maxFileSize, realRoot);
            return read.ok ? read.bytes : undefined;
        },
    };
}
/**
 * The previous state at the base: the base versions of the files the scan checks, and of those the
 * working tree removed or renamed since (include and exclude apply), as the Action reads a pull request's.
 */
function gitBase({ tree, changes }, config) {
    const { matches } = (0,source_select/* compileSelection */.q0)(config);
    return async (needles, files) => {
        const gone = (await changes)
            .flatMap((c) => c.status === 'removed' ? [c.path] : c.previousPath !== undefined ? [c.previousPath] : [])
            .filter(matches);
        return tree.filesAt([...files, ...gone], needles);
    };
}


/***/ })

} }; })

//# sourceMappingURL=720.index.js.map