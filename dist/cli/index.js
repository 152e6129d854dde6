#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 4703:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ defaultCacheDir)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
// Where results are cached, apart from the cache itself: the CLI's entry asks it on every start, and
// src/cache.ts loads node:crypto and node:v8, which `--version` has no use for.

/**
 * Where the CLI and the Action keep results by default: ADMISSION_GATE_CACHE_DIR, else the user's cache
 * folder (XDG_CACHE_HOME, or ~/.cache) under admission-gate; none without a home.
 */
function defaultCacheDir(env) {
    const explicit = env.ADMISSION_GATE_CACHE_DIR;
    if (explicit !== undefined && explicit !== '')
        return explicit;
    const base = env.XDG_CACHE_HOME || (env.HOME ? node_path__WEBPACK_IMPORTED_MODULE_0___default().join(env.HOME, '.cache') : undefined);
    return base ? node_path__WEBPACK_IMPORTED_MODULE_0___default().join(base, 'admission-gate') : undefined;
}


/***/ }),

/***/ 4346:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ CacheFolder)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
// The files of the cache folder: an entry is one file named by its kind and key, written atomically (a
// temporary file renamed); an entry that is missing or unreadable is a miss, and the folder keeps the
// entries of each kind used last. Apart from src/cache.ts, which loads node:crypto and node:v8, because the
// CLI's entry keeps its compiled chunks here before anything else is loaded (src/chunk-loader.ts).


class CacheFolder {
    dir;
    kept;
    /** `kept`: the entries kept of each kind. */
    constructor(dir, kept) {
        this.dir = dir;
        this.kept = kept;
    }
    /** The bytes stored for `key`, or undefined. */
    read(kind, key) {
        try {
            const file = this.file(kind, key);
            const bytes = node_fs__WEBPACK_IMPORTED_MODULE_0___default().readFileSync(file);
            // Its modification time orders entries by last use.
            const now = new Date();
            node_fs__WEBPACK_IMPORTED_MODULE_0___default().utimesSync(file, now, now);
            return bytes;
        }
        catch {
            return undefined;
        }
    }
    /** Stores `bytes`; a folder that cannot be written is no cache. */
    write(kind, key, bytes) {
        try {
            node_fs__WEBPACK_IMPORTED_MODULE_0___default().mkdirSync(this.dir, { recursive: true });
            const file = this.file(kind, key);
            const temporary = `${file}.${process.pid}.tmp`;
            node_fs__WEBPACK_IMPORTED_MODULE_0___default().writeFileSync(temporary, bytes);
            node_fs__WEBPACK_IMPORTED_MODULE_0___default().renameSync(temporary, file);
            this.prune(kind);
        }
        catch {
            // A read-only or full disk costs the next run the work again, nothing else.
        }
    }
    file(kind, key) {
        return node_path__WEBPACK_IMPORTED_MODULE_1___default().join(this.dir, `${kind}-${key}.bin`);
    }
    prune(kind) {
        const entries = node_fs__WEBPACK_IMPORTED_MODULE_0___default().readdirSync(this.dir)
            .filter((name) => name.startsWith(`${kind}-`) && name.endsWith('.bin'))
            .map((name) => ({ name, used: node_fs__WEBPACK_IMPORTED_MODULE_0___default().statSync(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(this.dir, name)).mtimeMs }))
            .sort((a, b) => b.used - a.used);
        for (const old of entries.slice(this.kept))
            node_fs__WEBPACK_IMPORTED_MODULE_0___default().rmSync(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(this.dir, old.name), { force: true });
    }
}


/***/ }),

/***/ 3482:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  k: () => (/* binding */ installChunkLoader)
});

// UNUSED EXPORTS: LOAD_CHUNK

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
var external_node_fs_default = /*#__PURE__*/__nccwpck_require__.n(external_node_fs_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
var external_node_path_default = /*#__PURE__*/__nccwpck_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __nccwpck_require__(3136);
;// CONCATENATED MODULE: external "node:vm"
const external_node_vm_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:vm");
var external_node_vm_default = /*#__PURE__*/__nccwpck_require__.n(external_node_vm_namespaceObject);
// EXTERNAL MODULE: ./src/cache-folder.ts
var cache_folder = __nccwpck_require__(4346);
;// CONCATENATED MODULE: ./src/chunk-loader.ts
// The CLI's commands live in chunks of its bundle (dist/cli/N.index.js), loaded when a command runs, and
// the Action's GitHub adapter in a chunk of its own (dist/N.index.js). Each start would parse and compile
// megabytes of them again: Node.js 20 keeps no compiled code between runs, and 22.1+ keeps it for modules
// only. So scripts/script-chunks.mjs makes each chunk a script, the bundle's runtime asks this loader for
// it instead of import(), and the loader compiles it with V8's code cache, kept in the cache folder.





/** The global the bundle's runtime calls with a chunk's file name (scripts/script-chunks.mjs writes the call). */
const LOAD_CHUNK = Symbol.for('admission-gate.load-chunk');
// Entries kept per chunk and command: this build's and one other (switching between two versions).
const KEPT_ENTRIES = 2;
/**
 * Makes `LOAD_CHUNK` load the chunks in `dir`, with their compiled code kept in `cacheDir` (none: compiled
 * each time). `command` (the first argument) names the entries: each command compiles other functions of
 * the chunks it shares with the others, and an entry holds what the run that wrote it had compiled.
 */
function installChunkLoader(dir, cacheDir, command) {
    const cache = cacheDir === undefined ? undefined : new cache_folder/* CacheFolder */.d(cacheDir, KEPT_ENTRIES);
    const unsaved = [];
    // At exit, so that the cache holds the functions this run compiled, not only the chunk's top level.
    const saveAll = () => {
        for (const { script, kind, key } of unsaved)
            cache?.write(kind, key, script.createCachedData());
    };
    globalThis[LOAD_CHUNK] = async (name) => {
        const file = external_node_path_default().join(dir, name);
        const bytes = await external_node_fs_default().promises.readFile(file);
        const kind = `chunk-${/^[a-z]+$/.test(command) ? command : 'other'}-${name.replace(/\W/g, '_')}`;
        // V8 checks a cache against the source's length only: the key is its SHA-256.
        const { createHash } = await Promise.resolve(/* import() */).then(__nccwpck_require__.t.bind(__nccwpck_require__, 7598, 23));
        const key = createHash('sha256').update(bytes).digest('hex');
        const cachedData = cache?.read(kind, key);
        const script = new (external_node_vm_default()).Script(bytes.toString('utf8'), {
            filename: file,
            ...(cachedData ? { cachedData } : {}),
        });
        if (cache !== undefined && (cachedData === undefined || script.cachedDataRejected === true)) {
            if (unsaved.length === 0)
                process.once('exit', saveAll);
            unsaved.push({ script, kind, key });
        }
        const chunk = script.runInThisContext();
        return chunk({ url: (0,external_node_url_.pathToFileURL)(file).href });
    };
}


/***/ }),

/***/ 5581:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_url__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _cache_dir_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(4703);
/* harmony import */ var _chunk_loader_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(3482);
/* harmony import */ var _cli_main_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(3063);
// The CLI entry point, `admission-gate` (dist/cli.js).





const argv = process.argv.slice(2);
// V8 keeps the compiled code of the commands' chunks in the cache folder (src/chunk-loader.ts).
// `--no-cache` anywhere, even as another option's value, keeps it off: code from the folder runs as the tool.
const cacheDir = argv.includes('--no-cache') ? undefined : (0,_cache_dir_js__WEBPACK_IMPORTED_MODULE_2__/* .defaultCacheDir */ .$)(process.env);
(0,_chunk_loader_js__WEBPACK_IMPORTED_MODULE_3__/* .installChunkLoader */ .k)(node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname((0,node_url__WEBPACK_IMPORTED_MODULE_1__.fileURLToPath)(import.meta.url)), cacheDir, argv[0] ?? '');
process.exitCode = await (0,_cli_main_js__WEBPACK_IMPORTED_MODULE_4__/* .main */ .i)(argv, {
    cwd: process.cwd(),
    env: process.env,
    stdout: process.stdout,
    stderr: process.stderr,
});

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 9679:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  eb: () => (/* binding */ UsageError),
  RM: () => (/* binding */ parseCommand)
});

// UNUSED EXPORTS: FORMATS

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __nccwpck_require__(7975);
// EXTERNAL MODULE: ./src/model.ts
var model = __nccwpck_require__(182);
// EXTERNAL MODULE: ./src/render/config.ts
var config = __nccwpck_require__(6416);
// EXTERNAL MODULE: ./src/source/shard.ts
var source_shard = __nccwpck_require__(4393);
;// CONCATENATED MODULE: ./src/policy/filter-mode.ts
// The gate modes' names (src/policy/change-filter.ts judges by them), apart from the code that applies
// them: the CLI's argument parser names them without loading the loader.
const FILTER_MODES = ['all', 'changed-objects', 'added-lines'];

// EXTERNAL MODULE: ./src/text/suggest.ts
var suggest = __nccwpck_require__(4185);
;// CONCATENATED MODULE: ./src/cli/args.ts
// Command-line parsing on node:util parseArgs: strict, so a typo is a usage error, not silence.






class UsageError extends Error {
}
const FORMATS = ['text', 'json', 'sarif', 'policy-report', 'github', 'markdown'];
const RULES_FORMATS = ['text', 'json'];
const FAIL_ON = [...model/* SEVERITIES */.oC, 'never'];
function oneOf(flag, value, allowed, fallback) {
    if (value === undefined)
        return fallback;
    if (allowed.includes(value))
        return value;
    throw new UsageError(`--${flag} must be one of ${allowed.join(', ')}, not "${value}"`);
}
/** Every option, with the commands that take it (`--help` and `--version` go with any). */
const OPTIONS = {
    help: { type: 'boolean', short: 'h', commands: ['scan', 'merge', 'rules'] },
    version: { type: 'boolean', short: 'v', commands: [] },
    config: { type: 'string', short: 'c', commands: ['scan'] },
    format: { type: 'string', short: 'f', commands: ['scan', 'merge', 'rules'] },
    output: { type: 'string', short: 'o', commands: ['scan', 'merge'] },
    'fail-on': { type: 'string', commands: ['scan', 'merge'] },
    'fail-on-empty': { type: 'boolean', commands: ['scan', 'merge'] },
    color: { type: 'boolean', commands: ['scan', 'merge'] },
    'no-color': { type: 'boolean', commands: ['scan', 'merge'] },
    base: { type: 'string', commands: ['scan'] },
    'filter-mode': { type: 'string', commands: ['scan'] },
    include: { type: 'string', multiple: true, commands: ['scan'] },
    exclude: { type: 'string', multiple: true, commands: ['scan'] },
    'kubernetes-version': { type: 'string', commands: ['scan'] },
    crds: { type: 'string', multiple: true, commands: ['scan'] },
    actor: { type: 'string', commands: ['scan'] },
    'actor-team': { type: 'string', multiple: true, commands: ['scan'] },
    jobs: { type: 'string', commands: ['scan'] },
    shard: { type: 'string', commands: ['scan'] },
    render: { type: 'string', commands: ['scan'] },
    'no-cache': { type: 'boolean', commands: ['scan'] },
};
const COMMANDS = ['scan', 'merge', 'rules'];
function parseCommand(argv) {
    const { values, positionals, tokens } = parse(argv);
    const [command, ...rest] = positionals;
    const known = COMMANDS.find((c) => c === command);
    if (values.version)
        return { name: 'version' };
    if (values.help)
        return known ? { name: 'help', command: known } : { name: 'help' };
    if (!known) {
        if (command === undefined)
            throw new UsageError('missing command');
        const suggestion = (0,suggest/* closest */.kp)(command, COMMANDS);
        throw new UsageError(`unknown command "${command}"${suggestion ? ` (did you mean ${suggestion}?)` : ''}`);
    }
    const misplaced = Object.keys(values).filter((flag) => !OPTIONS[flag].commands.includes(known));
    if (misplaced.length > 0)
        throw new UsageError(`${known} does not take --${misplaced.join(', --')}`);
    if (known === 'rules') {
        if (rest.length > 0)
            throw new UsageError(`rules takes no arguments, got ${rest.join(' ')}`);
        return { name: 'rules', format: oneOf('format', values.format, RULES_FORMATS, 'text') };
    }
    const report = {
        format: oneOf('format', values.format, FORMATS, 'text'),
        failOn: oneOf('fail-on', values['fail-on'], FAIL_ON, 'error'),
        failOnEmpty: values['fail-on-empty'] === true,
        ...(values.output !== undefined ? { output: values.output } : {}),
        ...colorOf(tokens),
    };
    if (known === 'merge') {
        if (rest.length === 0)
            throw new UsageError('merge needs the JSON reports of the shards');
        return { name: 'merge', options: { ...report, reports: rest } };
    }
    const filterMode = oneOf('filter-mode', values['filter-mode'], FILTER_MODES, 'all');
    if (filterMode !== 'all' && values.base === undefined) {
        throw new UsageError(`--filter-mode ${filterMode} needs --base REF: the previous state it tells changes from`);
    }
    return {
        name: 'scan',
        options: {
            ...report,
            paths: rest.length > 0 ? rest : ['.'],
            exclude: values.exclude ?? [],
            crds: values.crds ?? [],
            filterMode,
            ...(values.config !== undefined ? { config: values.config } : {}),
            ...(values.base !== undefined ? { base: values.base } : {}),
            ...(values.include !== undefined ? { include: values.include } : {}),
            ...(values['kubernetes-version'] !== undefined
                ? { kubernetesVersion: values['kubernetes-version'] }
                : {}),
            ...actorOf(values.actor, values['actor-team'] ?? []),
            ...(values.jobs !== undefined ? { jobs: jobsOf(values.jobs) } : {}),
            ...(values.shard !== undefined ? { shard: shardOf(values.shard) } : {}),
            render: oneOf('render', values.render, config/* RENDER_MODES */.M8, 'auto'),
            noCache: values['no-cache'] === true,
        },
    };
}
/** node:util parseArgs, strict, with its errors said in one line and a suggestion for a misspelt option. */
function parse(argv) {
    try {
        return (0,external_node_util_.parseArgs)({
            args: [...argv],
            allowPositionals: true,
            strict: true,
            tokens: true,
            options: OPTIONS,
        });
    }
    catch (e) {
        const { code, message } = e;
        const unknown = /^Unknown option '([^']+)'/.exec(message)?.[1];
        if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && unknown !== undefined) {
            const suggestion = unknown.startsWith('--')
                ? (0,suggest/* closest */.kp)(unknown, Object.keys(OPTIONS).map((name) => `--${name}`))
                : undefined;
            throw new UsageError(`unknown option ${unknown}${suggestion ? ` (did you mean ${suggestion}?)` : ''}`);
        }
        // "Option '-f, --format <value>' argument missing" and the like: the first sentence is the message.
        throw new UsageError(message.replace(/\.\s.*$/s, '').replace(/^Option /, 'option '));
    }
}
/** `--color` or `--no-color`, the last one given winning; nothing when neither is. */
function colorOf(tokens) {
    const last = tokens.findLast((t) => t.kind === 'option' && (t.name === 'color' || t.name === 'no-color'));
    return last ? { color: last.name === 'color' } : {};
}
function jobsOf(text) {
    if (!/^[1-9]\d*$/.test(text))
        throw new UsageError(`--jobs must be a whole number of at least 1, not "${text}"`);
    return Number(text);
}
function shardOf(text) {
    const shard = (0,source_shard/* parseShard */.uK)(text);
    if (!shard)
        throw new UsageError(`--shard must be ${source_shard/* SHARD_SYNTAX */.lh}, not "${text}"`);
    return shard;
}
const TEAM = /^@?([^/\s@]+\/[^/\s@]+)$/u;
function actorOf(login, teams) {
    if (login === undefined) {
        if (teams.length > 0)
            throw new UsageError('--actor-team needs --actor: whose team is it?');
        return {};
    }
    if (login === '' || /[\s/@]/u.test(login)) {
        throw new UsageError(`--actor must be a login such as octocat, not "${login}"`);
    }
    return {
        actor: {
            login,
            teams: teams.map((team) => {
                const match = TEAM.exec(team);
                if (!match?.[1])
                    throw new UsageError(`--actor-team must be ORG/TEAM such as acme/platform, not "${team}"`);
                return match[1];
            }),
        },
    };
}


/***/ }),

/***/ 1604:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ EXIT)
/* harmony export */ });
// What the CLI needs from the process, so that tests run it exactly as a user would, in-process.
const EXIT = { ok: 0, findings: 1, error: 2 };


/***/ }),

/***/ 3063:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  i: () => (/* binding */ main)
});

// UNUSED EXPORTS: EXIT

// EXTERNAL MODULE: ./src/version.ts
var version = __nccwpck_require__(311);
// EXTERNAL MODULE: ./src/cli/args.ts + 1 modules
var args = __nccwpck_require__(9679);
;// CONCATENATED MODULE: ./src/cli/help.ts
// What `--help` prints: the commands, and each command's own options (`scan --help`, `merge --help`,
// `rules --help`).
const DOCS = 'Docs: https://github.com/admission-gate/admission-gate#readme';
const HELP = `Usage: admission-gate <command> [options]

Kubernetes admission-control rules for the manifests in a repository.

Commands:
  scan [PATH...]              scan files and folders (default: .)
  merge REPORT...             combine the JSON reports of scan --shard runs into one report
  rules                       list the rules with their default severity and docs
  --version                   print the version
  --help                      print this help; admission-gate <command> --help for a command's options

Exit status: 0 no finding at or above --fail-on, 1 there is one, 2 usage, config or internal error.
${DOCS}
`;
const REPORT_OPTIONS = `  --format FORMAT             text (default), json, sarif (SARIF 2.1.0, for code scanning),
                              policy-report (wgpolicyk8s.io/v1alpha2 PolicyReports as a YAML
                              stream), github (workflow commands that GitHub Actions shows as
                              annotations) or markdown (a summary for GITHUB_STEP_SUMMARY, at
                              most 1 MiB)
  --output FILE               write the report to FILE instead of standard output
  --fail-on LEVEL             error|warning|notice|never: exit 1 when a finding is at or
                              above LEVEL (default: error)
  --fail-on-empty             exit 1 when no file was scanned (nothing matched)
  --color, --no-color         colour the text report or not; by default it is coloured on a
                              terminal, as FORCE_COLOR, NO_COLOR and TERM=dumb say`;
const SCAN_HELP = `Usage: admission-gate scan [PATH...] [options]

Scans files and folders (default: .). The scan root is the folder given when scan gets exactly one
folder, otherwise the current directory; every path must be inside it, and reported paths are
relative to it.

Options:
  --config FILE               config file (default: .admission-gate.yaml in the scan root, if present)
${REPORT_OPTIONS}
  --base REF                  git ref whose tree is the previous state for diff-aware rules, and
                              whose suppressions alone count (see suppressionActors); without it
                              every object is new and every suppression counts
  --filter-mode MODE          which findings count, with --base: all (default), changed-objects
                              (only on objects the change adds or modifies) or added-lines (only
                              on lines the change adds); diff-aware rules keep their own semantics
  --include GLOB              files to scan, minimatch, repeatable (default: **/*.yaml, **/*.yml, **/*.json)
  --exclude GLOB              files not to scan, minimatch, repeatable
  --kubernetes-version V      latest or vMAJOR.MINOR: rules newer than V do not run (default: latest)
  --crds PATH                 CRD file or folder, repeatable: added after crds.paths of the config
                              (CRDs in the scanned repository are always read)
  --actor LOGIN               the change's author: a rule's overrideActors may include it, turning
                              its findings into notices marked "overridden by LOGIN"; with --base,
                              suppressionActors may, making its new suppressions count
  --actor-team ORG/TEAM       a team the actor belongs to, for @org/team actors; repeatable.
                              Stated, not looked up: the CLI trusts whoever runs it
  --jobs N                    threads that check files (default: one per core but one, for scans
                              big enough to gain from them); findings are the same whatever N is
  --shard K/N                 check only shard K of N (files split by a hash of their path); the
                              CRDs and Namespaces of the whole repository are still read. Merge
                              the shards' --format json reports with admission-gate merge
  --render MODE               auto (default): kustomization roots and Helm charts are rendered with
                              kustomize (or kubectl kustomize) and helm, and judged as deployed,
                              findings on their source lines; off: every file judged as written
  --no-cache                  use no cache folder (ADMISSION_GATE_CACHE_DIR, else
                              $XDG_CACHE_HOME/admission-gate or ~/.cache/admission-gate), where
                              compiled CRD sets are kept by content, what was learnt of files by
                              their metadata, and the CLI's compiled code: compile the CRDs and
                              the code, and read every file again

Suppressed findings (config exceptions, admission-gate.dev/ignore annotations, # admission-gate-ignore
comments) stay in every report but never count.
Exit status: 0 no finding at or above --fail-on, 1 there is one, 2 usage, config or internal error.
${DOCS}
`;
const MERGE_HELP = `Usage: admission-gate merge REPORT... [options]

Joins the --format json reports of the shards of one scan (scan --shard K/N, every shard once) into
one report and one gate decision, the same as the unsharded scan would give.

Options:
${REPORT_OPTIONS}

Exit status: 0 no finding at or above --fail-on, 1 there is one, 2 usage error, reports that are
not every shard of one scan, or an internal error in a shard.
${DOCS}
`;
const RULES_HELP = `Usage: admission-gate rules [--format text|json]

Lists the rules: id, default severity ("off" for rules that need configuring), the first Kubernetes
version they apply to, title and docs.

Options:
  --format FORMAT             text (default) or json: an array of objects with id, title,
                              defaultSeverity, minKubernetesVersion, summary and docs

${DOCS}
`;

// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __nccwpck_require__(1604);
;// CONCATENATED MODULE: ./src/cli/main.ts
// The CLI adapter: arguments in, report and exit status out. Commands are loaded when they run, so that
// `--version` and `--help` start as fast as Node.js itself.





const COMMAND_HELP = { scan: SCAN_HELP, merge: MERGE_HELP, rules: RULES_HELP };
async function main(argv, io) {
    try {
        const command = (0,args/* parseCommand */.RM)(argv);
        switch (command.name) {
            case 'help':
                io.stdout.write(command.command ? COMMAND_HELP[command.command] : HELP);
                return cli_io/* EXIT */.d.ok;
            case 'version':
                io.stdout.write(`${version/* TOOL_VERSION */.w}\n`);
                return cli_io/* EXIT */.d.ok;
            case 'rules': {
                const { formatRules } = await Promise.all(/* import() */[__nccwpck_require__.e(640), __nccwpck_require__.e(928), __nccwpck_require__.e(293)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6293));
                io.stdout.write(formatRules(command.format));
                return cli_io/* EXIT */.d.ok;
            }
            case 'scan': {
                const { runScan } = await Promise.all(/* import() */[__nccwpck_require__.e(640), __nccwpck_require__.e(763), __nccwpck_require__.e(928), __nccwpck_require__.e(909), __nccwpck_require__.e(720)]).then(__nccwpck_require__.bind(__nccwpck_require__, 720));
                return await runScan(command.options, io);
            }
            case 'merge': {
                const { runMerge } = await Promise.all(/* import() */[__nccwpck_require__.e(640), __nccwpck_require__.e(763), __nccwpck_require__.e(928), __nccwpck_require__.e(909), __nccwpck_require__.e(373)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8373));
                return runMerge(command.options, io);
            }
        }
    }
    catch (e) {
        return reportError(e, io);
    }
}
function reportError(e, io) {
    if (e instanceof args/* UsageError */.eb) {
        io.stderr.write(`admission-gate: ${e.message}\nRun "admission-gate --help" for usage.\n`);
    }
    else {
        const detail = io.env.ADMISSION_GATE_DEBUG
            ? `\n${e.stack ?? String(e)}`
            : ' (set ADMISSION_GATE_DEBUG=1 for a stack trace)';
        io.stderr.write(`admission-gate: internal error, please report it: ${e.message ?? String(e)}${detail}\n`);
    }
    return cli_io/* EXIT */.d.error;
}


/***/ }),

/***/ 182:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Eg: () => (/* binding */ compareFindings),
/* harmony export */   FW: () => (/* binding */ failsGate),
/* harmony export */   Kt: () => (/* binding */ compareStrings),
/* harmony export */   N4: () => (/* binding */ tally),
/* harmony export */   ae: () => (/* binding */ compareSkipped),
/* harmony export */   f3: () => (/* binding */ SEVERITY_RANK),
/* harmony export */   oC: () => (/* binding */ SEVERITIES)
/* harmony export */ });
/* unused harmony exports meetsThreshold, RENDER_SOURCES */
// The shared vocabulary of every stage: what a resource is, what a finding is, and how severe it is.
const SEVERITIES = ['error', 'warning', 'notice'];
/** Higher is more severe; used for sorting and for the `--fail-on` threshold. */
const SEVERITY_RANK = { error: 3, warning: 2, notice: 1 };
function meetsThreshold(severity, failOn) {
    return failOn !== 'never' && SEVERITY_RANK[severity] >= SEVERITY_RANK[failOn];
}
/** Whether a finding fails the gate: suppressed findings never do, whatever their severity. */
function failsGate(finding, failOn) {
    return finding.suppressed === undefined && meetsThreshold(finding.severity, failOn);
}
const RENDER_SOURCES = (/* unused pure expression or super */ null && (['resource', 'patch', 'kustomization', 'template', 'values', 'chart']));
/** The severity tallies of a summary: suppressed findings count apart, in `suppressed` only. */
function tally(findings) {
    const counts = { error: 0, warning: 0, notice: 0, suppressed: 0 };
    for (const f of findings)
        counts[f.suppressed ? 'suppressed' : f.severity] += 1;
    return counts;
}
function compareSkipped(a, b) {
    return compareStrings(a.file, b.file) || (a.document ?? 0) - (b.document ?? 0);
}
function compareFindings(a, b) {
    return (compareStrings(a.file, b.file) ||
        a.line - b.line ||
        a.column - b.column ||
        compareStrings(a.rule, b.rule) ||
        compareStrings(a.path, b.path));
}
/** Code-unit order: independent of locale, so output is identical on every machine. */
function compareStrings(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}


/***/ }),

/***/ 6416:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   BZ: () => (/* binding */ readRenderConfig),
/* harmony export */   M8: () => (/* binding */ RENDER_MODES),
/* harmony export */   XZ: () => (/* binding */ RENDER_SCHEMA),
/* harmony export */   i$: () => (/* binding */ DEFAULT_RENDER_CONFIG)
/* harmony export */ });
/* unused harmony exports MISSING_TOOL, confinedRenderConfig */
// The `render:` section of the config: which kustomization roots and Helm charts are deployed, which
// binaries render them, and the bounds of each run. Extra arguments are taken from an allow-list: a flag
// that runs plugins or programs, reads files outside the root or reaches the network is refused.
/** `auto`: roots and charts are rendered and judged as deployed; `off`: every file is judged as written. */
const RENDER_MODES = ['auto', 'off'];
const MISSING_TOOL = ['finding', 'note'];
const DEFAULT_RENDER_CONFIG = {
    timeoutSeconds: 60,
    maxOutputBytes: 32 * 1024 * 1024,
    missingTool: 'finding',
    kustomize: { args: [], allowRemoteBases: false, enableHelm: false },
    helm: { args: [] },
};
// Flags that change what is rendered and nothing else. Everything else is refused: for kustomize
// --enable-alpha-plugins, --enable-exec, --load-restrictor, --mount, --network, --helm-command; for helm
// --post-renderer, --set-file, --repo, --dependency-update, --validate, --kubeconfig, --output-dir.
const KUSTOMIZE_FLAGS = ['--enable-managedby-label', '--helm-api-versions', '--helm-kube-version'];
const HELM_FLAGS = [
    '--api-versions',
    '--kube-version',
    '--set',
    '--set-string',
    '--set-json',
    '--set-literal',
    '--include-crds',
    '--skip-crds',
    '--skip-tests',
    '--no-hooks',
    '--is-upgrade',
    '--skip-schema-validation',
    '--disable-openapi-validation',
];
const pathList = (description) => ({
    type: 'array',
    items: { type: 'string', minLength: 1 },
    description,
});
const BINARY = {
    type: 'string',
    pattern: '^(/.*|[^/\\\\]+)$',
    description: 'a command name looked up on PATH, or an absolute path',
};
const RENDER_SCHEMA = {
    type: 'object',
    additionalProperties: false,
    description: 'rendering of kustomization roots and Helm charts before judging (the CLI flag --render off and the Action input render: off turn it off)',
    properties: {
        timeoutSeconds: {
            type: 'integer',
            minimum: 1,
            default: DEFAULT_RENDER_CONFIG.timeoutSeconds,
            description: 'a render that takes longer is stopped and reported as a render-error (default: 60)',
        },
        maxOutputBytes: {
            type: 'integer',
            minimum: 1,
            default: DEFAULT_RENDER_CONFIG.maxOutputBytes,
            description: 'a render that prints more is stopped and reported as a render-error (default: 32 MiB)',
        },
        missingTool: {
            enum: MISSING_TOOL,
            description: 'when kustomize (or kubectl) or helm is not installed: finding (a render-error on each root, the default) or note (a note, and the files judged as written)',
        },
        kustomize: {
            type: 'object',
            additionalProperties: false,
            properties: {
                roots: pathList('the kustomization folders that are deployed, relative to the scan root (default: every kustomization no other one uses as a resource or component)'),
                binary: { ...BINARY, description: `kustomize or kubectl: ${BINARY.description ?? ''}` },
                args: {
                    ...pathList(`extra arguments, --flag or --flag=value, among ${KUSTOMIZE_FLAGS.join(', ')}`),
                },
                allowRemoteBases: {
                    type: 'boolean',
                    description: 'let kustomize fetch remote bases (git and HTTP resources) from the network (default: false: such a root is a render-error)',
                },
                enableHelm: {
                    type: 'boolean',
                    description: 'inflate helmCharts: in kustomizations with the helm binary (--enable-helm; default: false)',
                },
            },
        },
        helm: {
            type: 'object',
            additionalProperties: false,
            properties: {
                binary: { ...BINARY, description: `helm: ${BINARY.description ?? ''}` },
                args: pathList(`extra arguments, --flag or --flag=value, among ${HELM_FLAGS.join(', ')}`),
                charts: {
                    type: 'array',
                    description: 'the charts to render (default: every folder with a Chart.yaml that is not a subchart, with its values.yaml)',
                    items: {
                        type: 'object',
                        additionalProperties: false,
                        required: ['path'],
                        properties: {
                            path: {
                                type: 'string',
                                minLength: 1,
                                description: 'the chart folder, relative to the scan root',
                            },
                            values: pathList('values files after the chart values.yaml, relative to the scan root'),
                            release: {
                                type: 'string',
                                minLength: 1,
                                description: 'the release name (default: the folder name)',
                            },
                            namespace: {
                                type: 'string',
                                minLength: 1,
                                description: 'the release namespace (default: default)',
                            },
                        },
                    },
                },
            },
        },
    },
};
/**
 * The render config from its schema-validated form; `lineOf` gives the line a config path is written on.
 * Arguments outside the allow-lists are issues.
 */
function readRenderConfig(value, lineOf) {
    const raw = (value ?? {});
    const issues = [
        ...argIssues(raw.kustomize?.args ?? [], ['render', 'kustomize', 'args'], KUSTOMIZE_FLAGS),
        ...argIssues(raw.helm?.args ?? [], ['render', 'helm', 'args'], HELM_FLAGS),
    ];
    const d = DEFAULT_RENDER_CONFIG;
    const k = raw.kustomize;
    const h = raw.helm;
    const config = {
        timeoutSeconds: raw.timeoutSeconds ?? d.timeoutSeconds,
        maxOutputBytes: raw.maxOutputBytes ?? d.maxOutputBytes,
        missingTool: raw.missingTool ?? d.missingTool,
        kustomize: {
            ...(k?.roots
                ? { roots: k.roots.map((p, i) => ({ path: p, line: lineOf(['render', 'kustomize', 'roots', i]) })) }
                : {}),
            ...(k?.binary !== undefined ? { binary: k.binary } : {}),
            args: k?.args ?? [],
            allowRemoteBases: k?.allowRemoteBases ?? false,
            enableHelm: k?.enableHelm ?? false,
        },
        helm: {
            ...(h?.binary !== undefined ? { binary: h.binary } : {}),
            args: h?.args ?? [],
            ...(h?.charts
                ? {
                    charts: h.charts.map((c, i) => ({
                        path: c.path,
                        line: lineOf(['render', 'helm', 'charts', i]),
                        values: c.values ?? [],
                        ...(c.release !== undefined ? { release: c.release } : {}),
                        ...(c.namespace !== undefined ? { namespace: c.namespace } : {}),
                    })),
                }
                : {}),
        },
    };
    return { config, issues };
}
function argIssues(args, at, allowed) {
    return args.flatMap((arg, i) => {
        const flag = arg.split('=', 1)[0] ?? '';
        return allowed.includes(flag)
            ? []
            : [
                {
                    path: [...at, i],
                    message: `${JSON.stringify(arg)} is not allowed: write --flag or --flag=value, one of ${allowed.join(', ')} (flags that run programs, read files outside the root or reach the network are refused)`,
                },
            ];
    });
}
/**
 * The render config a change's own config may set (config-source: head): no binaries of its choosing
 * and no network. Returns what was dropped, for a note.
 */
function confinedRenderConfig(config) {
    const dropped = [
        ...(config.kustomize.binary !== undefined ? ['render.kustomize.binary'] : []),
        ...(config.kustomize.allowRemoteBases ? ['render.kustomize.allowRemoteBases'] : []),
        ...(config.helm.binary !== undefined ? ['render.helm.binary'] : []),
    ];
    const { roots, args, enableHelm } = config.kustomize;
    const { charts } = config.helm;
    return {
        config: {
            ...config,
            kustomize: { ...(roots ? { roots } : {}), args, enableHelm, allowRemoteBases: false },
            helm: { args: config.helm.args, ...(charts ? { charts } : {}) },
        },
        dropped,
    };
}


/***/ }),

/***/ 4393:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Iw: () => (/* binding */ inShard),
/* harmony export */   _D: () => (/* binding */ formatShard),
/* harmony export */   lh: () => (/* binding */ SHARD_SYNTAX),
/* harmony export */   uK: () => (/* binding */ parseShard)
/* harmony export */ });
// Shards of a scan: `--shard k/n` checks the files whose path hashes to k of n, so that n runners (a
// GitHub Actions matrix) split a big repository between them and `admission-gate merge` joins their
// reports. The hash depends on the path alone: every runner, platform and version agrees on it.
const SHARD = /^([1-9]\d*)\/([1-9]\d*)$/;
/** How a shard is written, for messages about one that is not. */
const SHARD_SYNTAX = 'K/N with 1 <= K <= N, such as 2/4';
/** `k/n` with 1 \u2264 k \u2264 n, or undefined. */
function parseShard(text) {
    const match = SHARD.exec(text);
    const index = Number(match?.[1]);
    const count = Number(match?.[2]);
    return match && index <= count ? { index, count } : undefined;
}
function formatShard(shard) {
    return `${shard.index}/${shard.count}`;
}
/** Whether the file (relative to the scan root, `/`-separated) belongs to the shard. */
function inShard(file, shard) {
    return fnv1a(file) % shard.count === shard.index - 1;
}
// 32-bit FNV-1a over the UTF-8 bytes.
function fnv1a(text) {
    let hash = 0x811c9dc5;
    for (const byte of Buffer.from(text, 'utf8')) {
        hash ^= byte;
        hash = Math.imul(hash, 0x01000193);
    }
    return hash >>> 0;
}


/***/ }),

/***/ 4185:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   ip: () => (/* binding */ Suggester),
/* harmony export */   kp: () => (/* binding */ closest)
/* harmony export */ });
/* unused harmony exports MAX_SUGGESTED_LENGTH, SUGGESTION_BUDGET */
// "Did you mean": the closest candidate to a misspelt word, or nothing when none is close. The words
// come from the repository (keys of a custom resource, of a config file) and so do the candidates (the
// properties of a CRD): the work is bounded three ways, so that no pair of files can make it slow.
// Words or candidates longer than MAX_SUGGESTED_LENGTH are never compared; the edit distance is
// computed only in the band of the table that can stay under the limit; and each Suggester (one per
// file) spends at most a budget of table cells, after which it suggests nothing more.
/** Longer words and candidates get no suggestion: real field and rule names are far shorter. */
const MAX_SUGGESTED_LENGTH = 64;
/** Cells of edit-distance tables one file may fill: about 10 ms, thousands of ordinary suggestions. */
const SUGGESTION_BUDGET = 1_000_000;
/** Suggestions for one file, under one budget. */
class Suggester {
    remaining;
    constructor(budget = SUGGESTION_BUDGET) {
        this.remaining = budget;
    }
    /**
     * Case-insensitive equality first, then the smallest edit distance within a third of the length; the
     * first of equally close candidates wins. Nothing once the budget is spent, so the answer never
     * depends on where a search was cut short.
     */
    closest(word, candidates) {
        if (word.length > MAX_SUGGESTED_LENGTH || this.remaining <= 0)
            return undefined;
        const lower = word.toLowerCase();
        let best;
        let bestDistance = Math.max(1, Math.floor(word.length / 3)) + 1;
        for (const candidate of candidates) {
            if (candidate === word || candidate.length > MAX_SUGGESTED_LENGTH)
                continue;
            const other = candidate.toLowerCase();
            if (other === lower)
                return candidate;
            const { distance, cells } = boundedDistance(lower, other, bestDistance);
            this.remaining -= cells;
            if (this.remaining <= 0)
                return undefined;
            if (distance < bestDistance) {
                best = candidate;
                bestDistance = distance;
            }
        }
        return best;
    }
}
/**
 * Damerau-Levenshtein (optimal string alignment: a swap of two letters is one edit), or `limit` when it is
 * `limit` or more. Only cells within `limit - 1` of the diagonal can hold less than `limit`, so only
 * those are computed (Ukkonen's band), and a row with nothing under the limit ends the search.
 */
function boundedDistance(a, b, limit) {
    if (Math.abs(a.length - b.length) >= limit)
        return { distance: limit, cells: 0 };
    // Rows of the table; cells outside the band read as `limit`.
    let before = new Int32Array(b.length + 2).fill(limit);
    let previous = new Int32Array(b.length + 2).fill(limit);
    let row = new Int32Array(b.length + 2).fill(limit);
    for (let j = 0; j <= Math.min(b.length, limit - 1); j++)
        previous[j] = j;
    let cells = 0;
    for (let i = 1; i <= a.length; i++) {
        const from = Math.max(1, i - limit + 1);
        const to = Math.min(b.length, i + limit - 1);
        row[from - 1] = from === 1 && i < limit ? i : limit;
        let smallest = row[from - 1] ?? limit;
        for (let j = from; j <= to; j++) {
            const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
            let d = Math.min((previous[j] ?? limit) + 1, (row[j - 1] ?? limit) + 1, (previous[j - 1] ?? limit) + cost);
            if (i > 1 &&
                j > 1 &&
                a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
                a.charCodeAt(i - 2) === b.charCodeAt(j - 1))
                d = Math.min(d, (before[j - 2] ?? limit) + 1);
            row[j] = Math.min(d, limit);
            smallest = Math.min(smallest, row[j] ?? limit);
        }
        row[to + 1] = limit;
        cells += to - from + 1;
        if (smallest >= limit)
            return { distance: limit, cells };
        [before, previous, row] = [previous, row, before];
    }
    return { distance: previous[b.length] ?? limit, cells };
}
/** The closest of a few fixed candidates (a command line's commands and options), under a budget of its own. */
function closest(word, candidates) {
    return new Suggester().closest(word, candidates);
}


/***/ }),

/***/ 311:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ TOOL_NAME),
/* harmony export */   w: () => (/* binding */ TOOL_VERSION)
/* harmony export */ });
// Kept equal to package.json's version by a test; a constant keeps the CLI's start-up free of file reads.
const TOOL_NAME = 'admission-gate';
const TOOL_VERSION = '0.1.0';


/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 8500:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers/promises");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 8877:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:v8");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat */
/******/ 
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = new URL('.', import.meta.url).pathname.slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = globalThis[Symbol.for("admission-gate.load-chunk")](__nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(5581);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 

//# sourceMappingURL=index.js.map