#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 5581:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _cli_main_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3063);
// The CLI entry point, `admission-gate` (dist/cli.js).

process.exitCode = await (0,_cli_main_js__WEBPACK_IMPORTED_MODULE_0__/* .main */ .i)(process.argv.slice(2), {
    cwd: process.cwd(),
    env: process.env,
    stdout: process.stdout,
    stderr: process.stderr,
});

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 7593:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   RM: () => (/* binding */ parseCommand),
/* harmony export */   eb: () => (/* binding */ UsageError)
/* harmony export */ });
/* unused harmony export FORMATS */
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(182);
/* harmony import */ var _render_config_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(6416);
/* harmony import */ var _source_shard_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(4393);
/* harmony import */ var _policy_change_filter_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(47);
/* harmony import */ var _source_select_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(7823);
/* harmony import */ var _text_suggest_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(4185);
// Command-line parsing on node:util parseArgs: strict, so a typo is a usage error, not silence.







class UsageError extends Error {
}
const FORMATS = ['text', 'json', 'sarif', 'policy-report', 'github', 'markdown'];
const RULES_FORMATS = ['text', 'json'];
const FAIL_ON = [..._model_js__WEBPACK_IMPORTED_MODULE_1__/* .SEVERITIES */ .oC, 'never'];
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
        const suggestion = (0,_text_suggest_js__WEBPACK_IMPORTED_MODULE_5__/* .closest */ .kp)(command, COMMANDS);
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
    const filterMode = oneOf('filter-mode', values['filter-mode'], _policy_change_filter_js__WEBPACK_IMPORTED_MODULE_3__/* .FILTER_MODES */ .o, 'all');
    if (filterMode !== 'all' && values.base === undefined) {
        throw new UsageError(`--filter-mode ${filterMode} needs --base REF: the previous state it tells changes from`);
    }
    return {
        name: 'scan',
        options: {
            ...report,
            paths: rest.length > 0 ? rest : ['.'],
            exclude: globs('exclude', values.exclude ?? []),
            crds: values.crds ?? [],
            filterMode,
            ...(values.config !== undefined ? { config: values.config } : {}),
            ...(values.base !== undefined ? { base: values.base } : {}),
            ...(values.include !== undefined ? { include: globs('include', values.include) } : {}),
            ...(values['kubernetes-version'] !== undefined
                ? { kubernetesVersion: values['kubernetes-version'] }
                : {}),
            ...actorOf(values.actor, values['actor-team'] ?? []),
            ...(values.jobs !== undefined ? { jobs: jobsOf(values.jobs) } : {}),
            ...(values.shard !== undefined ? { shard: shardOf(values.shard) } : {}),
            render: oneOf('render', values.render, _render_config_js__WEBPACK_IMPORTED_MODULE_2__/* .RENDER_MODES */ .M8, 'auto'),
            noCache: values['no-cache'] === true,
        },
    };
}
/** node:util parseArgs, strict, with its errors said in one line and a suggestion for a misspelt option. */
function parse(argv) {
    try {
        return (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({
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
                ? (0,_text_suggest_js__WEBPACK_IMPORTED_MODULE_5__/* .closest */ .kp)(unknown, Object.keys(OPTIONS).map((name) => `--${name}`))
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
    const shard = (0,_source_shard_js__WEBPACK_IMPORTED_MODULE_6__/* .parseShard */ .uK)(text);
    if (!shard)
        throw new UsageError(`--shard must be ${_source_shard_js__WEBPACK_IMPORTED_MODULE_6__/* .SHARD_SYNTAX */ .lh}, not "${text}"`);
    return shard;
}
function globs(flag, patterns) {
    for (const pattern of patterns) {
        const problem = (0,_source_select_js__WEBPACK_IMPORTED_MODULE_4__/* .globProblem */ .AI)(pattern);
        if (problem)
            throw new UsageError(`--${flag} "${pattern}" ${problem}`);
    }
    return patterns;
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
// EXTERNAL MODULE: ./src/cli/args.ts
var args = __nccwpck_require__(7593);
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
  --no-cache                  compile the CRDs again rather than take them from the cache folder
                              (ADMISSION_GATE_CACHE_DIR, else $XDG_CACHE_HOME/admission-gate or
                              ~/.cache/admission-gate), where compiled CRD sets are kept by content

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
                const { formatRules } = await Promise.all(/* import() */[__nccwpck_require__.e(640), __nccwpck_require__.e(244), __nccwpck_require__.e(293)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6293));
                io.stdout.write(formatRules(command.format));
                return cli_io/* EXIT */.d.ok;
            }
            case 'scan': {
                const { runScan } = await Promise.all(/* import() */[__nccwpck_require__.e(640), __nccwpck_require__.e(815), __nccwpck_require__.e(244), __nccwpck_require__.e(909), __nccwpck_require__.e(148)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3148));
                return await runScan(command.options, io);
            }
            case 'merge': {
                const { runMerge } = await Promise.all(/* import() */[__nccwpck_require__.e(640), __nccwpck_require__.e(815), __nccwpck_require__.e(244), __nccwpck_require__.e(909), __nccwpck_require__.e(373)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8373));
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

/***/ 4902:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Z: () => (/* binding */ loadFile),
  _: () => (/* binding */ unreadFile)
});

// EXTERNAL MODULE: ./src/source/source-file.ts
var source_file = __nccwpck_require__(3863);
// EXTERNAL MODULE: ./src/load/yaml/node.ts
var node = __nccwpck_require__(8508);
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
var parse = __nccwpck_require__(5431);
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
        const nl = text.indexOf('\n', pos);
        const lineEnd = nl === -1 ? text.length : nl;
        const next = nl === -1 ? text.length : nl + 1;
        if (text.startsWith('---', pos) && pos + 3 <= lineEnd) {
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
                pos = next;
                continue;
            }
            if (bufferStart !== -1) {
                flush(pos);
                pos = next;
                continue;
            }
        }
        if (bufferStart === -1)
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
var load_lines = __nccwpck_require__(3747);
// EXTERNAL MODULE: ./src/load/resource.ts
var resource = __nccwpck_require__(9522);
// EXTERNAL MODULE: ./src/load/text.ts + 1 modules
var load_text = __nccwpck_require__(2750);
// EXTERNAL MODULE: ./src/load/yaml/chars.ts
var chars = __nccwpck_require__(5819);
;// CONCATENATED MODULE: ./src/load/file.ts
// One file to resources: decode, split and parse as kubectl does, extract. Never throws on bad input:
// everything that is not a lintable object becomes an error (for the yaml-syntax rule) when kubectl would
// refuse it, or a skip reason when it is not meant for kubectl at all (templates, other YAML).






const TEMPLATE_ACTION = '{{';
const TEMPLATE_REASON = 'template: {{ ... }} actions make it YAML only after rendering; scan the rendered output';
function loadFile(input, maxFileSize) {
    const { path } = input;
    if (input.bytes.length > maxFileSize)
        return unreadFile(path, (0,source_file/* tooLargeReason */.A)(input.bytes.length, maxFileSize));
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
/** A file that was not read, and why. */
function unreadFile(path, reason) {
    return emptyFile(path, '', [{ file: path, reason }]);
}
function emptyFile(path, text, skipped) {
    return { path, text, lines: new load_lines/* LineIndex */.r(text), documents: 0, resources: [], errors: [], skipped };
}


/***/ }),

/***/ 7499:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
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
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
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

/***/ 9522:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   US: () => (/* binding */ identityKey),
/* harmony export */   a: () => (/* binding */ resourceId),
/* harmony export */   zU: () => (/* binding */ extractResources)
/* harmony export */ });
/* harmony import */ var _kinds_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7499);
/* harmony import */ var _yaml_node_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8508);
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

/***/ 2750:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  cP: () => (/* binding */ decodeGoString),
  g7: () => (/* binding */ decodeText),
  Yo: () => (/* binding */ detach),
  Yg: () => (/* binding */ normalizeLineBreaks)
});

;// CONCATENATED MODULE: external "node:buffer"
const external_node_buffer_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __nccwpck_require__(7975);
// EXTERNAL MODULE: ./src/load/yaml/chars.ts
var chars = __nccwpck_require__(5819);
;// CONCATENATED MODULE: ./src/load/text.ts
// Bytes to text the way kubectl reads a file: a byte order mark selects UTF-8, UTF-16LE or UTF-16BE and
// is dropped; anything else is UTF-8, where bytes that are not (a NUL byte is) become U+FFFD, as
// golang.org/x/text's BOMOverride(UTF8) decoder in kubectl's FileVisitor turns them. Nothing is refused
// here: what YAML or JSON cannot hold is refused where kubectl refuses it, in the document holding it.



const UTF8 = new external_node_util_.TextDecoder('utf-8', { ignoreBOM: true });
const UTF8_FATAL = new external_node_util_.TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const UTF16LE = new external_node_util_.TextDecoder('utf-16le', { ignoreBOM: true });
const UTF16BE = new external_node_util_.TextDecoder('utf-16be', { ignoreBOM: true });
function decodeText(bytes) {
    const [b0, b1, b2] = bytes;
    if (b0 === 0xff && b1 === 0xfe)
        return UTF16LE.decode(bytes.subarray(2));
    if (b0 === 0xfe && b1 === 0xff)
        return UTF16BE.decode(bytes.subarray(2));
    const body = b0 === 0xef && b1 === 0xbb && b2 === 0xbf ? bytes.subarray(3) : bytes;
    // Nearly every manifest is ASCII: then every byte is its character, and there is nothing to validate.
    if ((0,external_node_buffer_namespaceObject.isAscii)(body))
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
    if (!(0,chars/* hasLoneCR */.w0)(text) && !/[\u0085\u2028\u2029]/.test(text))
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
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
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
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
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
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  h: () => (/* binding */ parseYaml)
});

// EXTERNAL MODULE: ./src/load/yaml/chars.ts
var chars = __nccwpck_require__(5819);
// EXTERNAL MODULE: ./src/load/yaml/node.ts
var yaml_node = __nccwpck_require__(8508);
// EXTERNAL MODULE: ./src/load/text.ts + 1 modules
var load_text = __nccwpck_require__(2750);
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
/** Which strings goyaml tries to resolve, by first character ('N' for the empty string). */
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
    return 'yYnNtTfFoO~'.includes(text[0] ?? '') ? 'M' : '';
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
/** The tag resolveText resolved its scalar to: kept here, to spare an object per scalar. */
let resolvedTag = STR;
/** goyaml's resolve() for an untagged (or core-tagged) scalar; `tag` is '' when there is none. */
function resolveText(text, tag) {
    const h = hint(text);
    resolvedTag = STR;
    if (h === '' || tag === STR)
        return { type: 'str', value: text };
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
    let c = s.charCodeAt(offset);
    if (indentNext > 0) {
        let indent = 0;
        while (c === SPACE)
            c = s.charCodeAt(++indent + offset);
        if (c === CR && s.charCodeAt(offset + indent + 1) === LF)
            return offset + indent + 1;
        return c === LF || indent >= indentNext ? offset + indent : -1;
    }
    return isDocumentMarker(s, offset) ? -1 : offset;
}
/** Where a plain scalar starting at `start` ends (exclusive), as yaml's `parsePlainScalar` finds it. */
function scanPlain(s, start, inFlow, indentNext) {
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
                const cs = continueScalar(s, i + 1, indentNext);
                if (cs === -1)
                    break;
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
    for (let nl = newlineIn(s, start, close); nl !== -1;) {
        const cs = continueScalar(s, nl + 1, indentNext);
        if (cs === -1)
            bail('quoted scalar continues on a less indented line');
        nl = newlineIn(s, cs, close);
    }
    return close + 1;
}
/** The string a quoted scalar source `s[start, end)` (quotes included) denotes. */
function quotedText(s, start, end) {
    if (s.charCodeAt(start) === SQUOTE) {
        const text = unfoldLines(s, start + 1, end - 1);
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
/** yaml's `unfoldLines` on `s[start, end)`: the string a plain scalar (or single-quoted one's inside) denotes. */
function unfoldLines(s, start, end) {
    let nl = newlineIn(s, start, end);
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
    const end = blockScalarEnd(s, contentStart, parentIndent + 1, explicit, chomp === KEEP);
    // goyaml ends the value with the break after its last line; here there is none (kubectl adds one).
    if (end === s.length && s.charCodeAt(s.length - 1) !== LF)
        bail('block scalar at the end of a text without a line break');
    const lines = new BlockLines(s, contentStart, end);
    const at = contentStart < end ? layout(lines, parentIndent + explicit, explicit !== 0) : undefined;
    if (contentStart < end)
        lines.checkTabs(at?.trimIndent, explicit !== 0);
    const text = blockScalarValue(lines, at, s.charCodeAt(header) === GT, chomp, contentStart >= end);
    return { text, end, contentEnd: at ? (lines.lastContentEnd(at.trimIndent) ?? headerEnd) : headerEnd };
}
/** The lexer's end of a block scalar's content, from the line after the header. */
function blockScalarEnd(s, start, minIndent, explicit, keep) {
    const n = s.length;
    let nl = start - 1;
    let indent = 0;
    for (let i = start; i < n; ++i) {
        const c = s.charCodeAt(i);
        if (c === SPACE)
            indent += 1;
        else if (c === LF) {
            nl = i;
            indent = 0;
        }
        else if (c !== CR)
            break;
    }
    if (indent >= minIndent) {
        const contentIndent = explicit === 0 ? indent : explicit - 1 + minIndent;
        do {
            const cs = continueScalar(s, nl + 1, contentIndent);
            if (cs === -1)
                break;
            nl = s.indexOf('\n', cs);
        } while (nl !== -1);
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
/** resolveBlockScalar's view of a block scalar's source: its lines, split at line feeds. */
class BlockLines {
    s;
    starts = [];
    contents = [];
    ends = [];
    /** Some line's content starts with a tab. */
    tabbed = false;
    constructor(s, start, end) {
        this.s = s;
        for (let p = start;;) {
            let q = p;
            while (q < end && s.charCodeAt(q) === SPACE)
                q += 1;
            if (s.charCodeAt(q) === TAB)
                this.tabbed = true;
            // Native search: a block scalar's source ends with a line feed (or the text), so the search stops
            // at the end of this line, before `end` except where the block scalar has no lines at all.
            const found = s.indexOf('\n', q);
            const nl = found < end ? found : -1;
            this.starts.push(p);
            this.contents.push(q);
            this.ends.push(nl === -1 ? end : nl);
            if (nl === -1)
                return;
            p = nl + 1;
        }
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
     * same line are parsed in this loop rather than by nested calls, so that `- - - …` costs no stack.
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
        if (hasNewline(s, start, end))
            bail('multi-line key');
        map.setKey(plain ? s.slice(start, end) : quotedText(s, start, end), start, end, plain);
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
        const text = quoted ? quotedText(s, p, end) : unfoldLines(s, p, end);
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
        const text = quoted ? quotedText(s, i, end) : unfoldLines(s, i, end);
        if (!frame.isMap || frame.waiting) {
            frame.add(scalar(text, !quoted, i, end));
            return end;
        }
        if (hasNewline(s, i, end))
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

/***/ 47:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ filterToChange),
/* harmony export */   o: () => (/* binding */ FILTER_MODES)
/* harmony export */ });
/* harmony import */ var _load_file_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4902);
/* harmony import */ var _load_yaml_node_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(8508);
/* harmony import */ var _text_plural_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(573);
// Gate modes: which findings count when a change is judged. `all` keeps every finding; `changed-objects`
// keeps those on objects the change adds or modifies; `added-lines` those on lines the change adds. A team
// adopting the gate on a legacy repository blocks new problems without fixing every old one first.
//
// Rules that judge the change themselves (diff-aware rules, which compare with the previous state, and
// the findings about the gate's own exceptions and suppressions) keep their semantics in every mode:
// their findings are never filtered. What cannot be told apart counts as changed (fail closed): a file
// without a diff, an object moved in from another file, a finding about no object in a changed file.



const FILTER_MODES = ['all', 'changed-objects', 'added-lines'];
/** Keeps the findings the mode counts; `judgesChange` names the rules never filtered. */
function filterToChange(findings, filter, judgesChange, maxFileSize) {
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
                (filter.mode === 'added-lines' ? onAddedLine(f, change) : objectsOf(f.file, change).changed(f)));
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
                `filter-mode ${filter.mode}: ${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(left, 'finding')} on ${what} ${left === 1 ? 'was' : 'were'} left out.`,
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
    const head = (0,_load_file_js__WEBPACK_IMPORTED_MODULE_0__/* .loadFile */ .Z)({ path: file, bytes: after }, maxFileSize).resources;
    const base = new Map();
    for (const r of (0,_load_file_js__WEBPACK_IMPORTED_MODULE_0__/* .loadFile */ .Z)({ path: file, bytes: before }, maxFileSize).resources) {
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
    return JSON.stringify(r.root.kind === 'map' ? sorted((0,_load_yaml_node_js__WEBPACK_IMPORTED_MODULE_2__/* .toJs */ .Vt)(r.root)) : null);
}
function sorted(value) {
    if (Array.isArray(value))
        return value.map(sorted);
    if (value === null || typeof value !== 'object')
        return value;
    const entries = Object.entries(value).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
    return Object.fromEntries(entries.map(([k, v]) => [k, sorted(v)]));
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

/***/ 7823:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  SO: () => (/* binding */ compileGlob),
  q0: () => (/* binding */ compileSelection),
  AI: () => (/* binding */ globProblem)
});

// UNUSED EXPORTS: UnsupportedGlob

// EXTERNAL MODULE: ./node_modules/minimatch/dist/esm/index.js + 7 modules
var esm = __nccwpck_require__(3581);
;// CONCATENATED MODULE: ./src/text/regex-nfa.ts
// Regular expressions matched without backtracking: the source is compiled to a Thompson automaton and
// run on every state at once, so a match costs the length of the text times the size of the expression,
// whatever either holds. Only the small language minimatch writes for one path segment is read
// (literals, escapes, character classes, groups, alternation and the `*` `+` `?` quantifiers); anything
// else is refused with an UnsupportedRegex, so that nothing is ever matched by a backtracking engine.
class UnsupportedRegex extends Error {
}
/**
 * minimatch's guard against matching `.` or `..` as a segment (`(?!(?:^|/)\.\.?(?:$|/))`): the one
 * lookahead it writes with `dot: true`. The caller keeps those segments out, so it is dropped here.
 */
const NO_TRAVERSAL = '(?!(?:^|/)\\.\\.?(?:$|/))';
/** A matcher for the whole text (as `^(?:source)$`), in time linear in the text. */
function compileRegex(source, flags) {
    if (/[^u]/.test(flags))
        throw new UnsupportedRegex(`flags "${flags}"`);
    const unicode = flags.includes('u');
    const parser = new Parser(source, flags);
    const tree = parser.alternation();
    if (!parser.done())
        throw new UnsupportedRegex(`"${source.charAt(parser.at)}" at ${parser.at}`);
    const automaton = new Automaton(tree);
    // With the u flag, a character is a code point, as the regular expression would read it.
    return (text) => automaton.matches(unicode ? [...text] : text.split(''));
}
class Parser {
    source;
    flags;
    at = 0;
    constructor(source, flags) {
        this.source = source;
        this.flags = flags;
    }
    done() {
        return this.at >= this.source.length;
    }
    alternation() {
        const options = [this.sequence()];
        while (this.source.charAt(this.at) === '|') {
            this.at++;
            options.push(this.sequence());
        }
        return options.length === 1 ? options[0] : { kind: 'alt', options };
    }
    sequence() {
        const items = [];
        while (!this.done() && this.source.charAt(this.at) !== '|' && this.source.charAt(this.at) !== ')') {
            items.push(this.quantified(this.atom()));
        }
        return { kind: 'seq', items };
    }
    quantified(item) {
        const q = this.source.charAt(this.at);
        if (q !== '*' && q !== '+' && q !== '?')
            return item;
        this.at++;
        // Lazy or greedy is the same for whether the whole text matches.
        if (this.source.charAt(this.at) === '?')
            this.at++;
        return { kind: 'repeat', item, optional: q !== '+', many: q !== '?' };
    }
    atom() {
        const { source } = this;
        const c = source.charAt(this.at);
        if (source.startsWith(NO_TRAVERSAL, this.at)) {
            this.at += NO_TRAVERSAL.length;
            return { kind: 'empty' };
        }
        if (c === '(') {
            if (source.startsWith('(?:', this.at))
                this.at += 3;
            else if (source.charAt(this.at + 1) === '?')
                throw new UnsupportedRegex(`a lookaround at ${this.at}`);
            else
                this.at++;
            const inner = this.alternation();
            if (source.charAt(this.at) !== ')')
                throw new UnsupportedRegex(`an unclosed group at ${this.at}`);
            this.at++;
            return inner;
        }
        if (c === '[')
            return this.characterClass();
        if (c === '\\') {
            const escaped = source.charAt(this.at + 1);
            // An escaped letter or digit is a class or a back reference, not the character itself.
            if (escaped === '' || /[\p{L}\p{N}]/u.test(escaped))
                throw new UnsupportedRegex(`\\${escaped}`);
            this.at += 2;
            return literal(escaped);
        }
        // minimatch's class that can match nothing: an end anchor with a character after it.
        if (source.startsWith('$.', this.at)) {
            this.at += 2;
            return { kind: 'never' };
        }
        if ('$^.{}*+?|)'.includes(c))
            throw new UnsupportedRegex(`"${c}" at ${this.at}`);
        const codePoint = this.flags.includes('u') ? String.fromCodePoint(source.codePointAt(this.at) ?? 0) : c;
        this.at += codePoint.length;
        return literal(codePoint);
    }
    /** `[...]` up to its first unescaped `]`; one character is tested against it by the regular expression. */
    characterClass() {
        const start = this.at;
        let at = start + 1;
        if (this.source.charAt(at) === '^')
            at++;
        while (at < this.source.length && this.source.charAt(at) !== ']')
            at += this.source.charAt(at) === '\\' ? 2 : 1;
        if (at >= this.source.length)
            throw new UnsupportedRegex(`an unclosed class at ${start}`);
        this.at = at + 1;
        // A class alone is one character: no input can make it backtrack.
        const regexp = new RegExp(`^${this.source.slice(start, this.at)}$`, this.flags);
        return { kind: 'char', test: (ch) => regexp.test(ch) };
    }
}
function literal(c) {
    return { kind: 'char', test: (ch) => ch === c };
}
/** Thompson's construction: states that read one character, or branch without reading any. */
class Automaton {
    /** Per state: the character test and the state after it, or the states reached without reading. */
    tests = [];
    next = [];
    free = [];
    start;
    accept;
    constructor(tree) {
        this.accept = this.state();
        this.start = this.build(tree, this.accept);
    }
    matches(chars) {
        let current = this.closure([this.start]);
        for (const c of chars) {
            const stepped = [];
            for (const s of current) {
                const test = this.tests[s];
                if (test?.(c))
                    stepped.push(...(this.next[s] ?? []));
            }
            if (stepped.length === 0)
                return false;
            current = this.closure(stepped);
        }
        return current.includes(this.accept);
    }
    state() {
        this.next.push([]);
        this.free.push([]);
        this.tests.push(() => false);
        return this.next.length - 1;
    }
    /** A state that matches `node` and then goes on to `after`. */
    build(node, after) {
        switch (node.kind) {
            case 'empty':
                return after;
            case 'never':
                return this.state();
            case 'char': {
                const s = this.state();
                this.tests[s] = node.test;
                this.next[s]?.push(after);
                return s;
            }
            case 'seq':
                return node.items.reduceRight((next, item) => this.build(item, next), after);
            case 'alt': {
                const s = this.state();
                this.free[s]?.push(...node.options.map((option) => this.build(option, after)));
                return s;
            }
            case 'repeat': {
                // A loop state: into the item (which comes back here when `many`), or on to what follows.
                const loop = this.state();
                const body = this.build(node.item, node.many ? loop : after);
                this.free[loop]?.push(body, after);
                if (node.optional)
                    return loop;
                // At least once: the item first, then the loop.
                return node.many ? this.build(node.item, loop) : body;
            }
        }
    }
    /** The states reachable without reading, each once. */
    closure(states) {
        const seen = new Set();
        const stack = [...states];
        while (stack.length > 0) {
            const s = stack.pop();
            if (seen.has(s))
                continue;
            seen.add(s);
            stack.push(...(this.free[s] ?? []));
        }
        return [...seen];
    }
}

;// CONCATENATED MODULE: ./src/source/select.ts
// Which files a scan looks at: minimatch include/exclude globs on paths relative to the scan root.


function compileSelection(selection) {
    const compile = (globs) => {
        const patterns = globs.map(compileGlob);
        return (path) => patterns.some((matches) => matches(path));
    };
    const included = compile(selection.include);
    const excluded = compile(selection.exclude);
    return { matches: (path) => included(path) && !excluded(path), excluded };
}
/**
 * A minimatch glob on paths relative to the scan root. Manifests do live in dot-folders
 * (.github/release-cluster/, .deploy/): `*` and `**` match them too. minimatch reads the glob (braces,
 * classes, extglobs, its optimisations); matching is ours, in time linear in the path: each segment
 * through a Thompson automaton (src/text/regex-nfa.ts) instead of minimatch's regular expression, which
 * backtracks (`*(a|a)*b` took 106 s on a 30-character name), and `**` as a state that loops on whole
 * segments instead of minimatch's recursive walk. Throws UnsupportedGlob for what cannot be matched so
 * (see globProblem).
 */
function compileGlob(pattern) {
    let glob;
    try {
        glob = new esm/* Minimatch */.VR(pattern, { dot: true, braceExpandMax: MAX_EXPANSIONS + 1 });
    }
    catch (e) {
        // minimatch writes some classes as expressions JavaScript refuses ([[:alpha:]]-a).
        throw new UnsupportedGlob(`cannot be read as a glob (${e.message})`);
    }
    if (glob.set.length > MAX_EXPANSIONS) {
        throw new UnsupportedGlob(`its braces expand to more than ${MAX_EXPANSIONS} patterns`);
    }
    const patterns = glob.set.map((parts) => parts.map(segmentMatcher));
    return (path) => {
        const segments = path.split('/');
        return patterns.some((parts) => matchesSegments(parts, segments));
    };
}
/** A glob minimatch reads, but whose matching could not be bounded: refused when the config is read. */
class UnsupportedGlob extends Error {
}
/** Patterns one glob's braces may expand to; each costs a pass over the path. */
const MAX_EXPANSIONS = 64;
function segmentMatcher(part) {
    if (part === esm/* GLOBSTAR */.ZN)
        return esm/* GLOBSTAR */.ZN;
    if (typeof part === 'string')
        return (segment) => segment === part;
    const regexp = part;
    let matches;
    try {
        matches = compileRegex(regexp._src ?? '', regexp.flags);
    }
    catch (e) {
        if (!(e instanceof UnsupportedRegex))
            throw e;
        throw new UnsupportedGlob((regexp._glob ?? '').includes('!(')
            ? 'has a !(...) extglob, which cannot be matched in time linear in the file name: list what to match with @(...) or braces instead'
            : `has a segment (${regexp._glob}) that cannot be matched in time linear in the file name (${e.message})`);
    }
    // With dot: true, minimatch's wildcards still never match `.` or `..` as a whole segment.
    return (segment) => segment !== '.' && segment !== '..' && matches(segment);
}
/**
 * Whether the path's segments match the parts, as minimatch's match() decides: `**` matches any number of
 * whole segments in the middle or at the start, and at least one at the end (`a/**` does not match `a`).
 * Every position of the pattern is followed at once, so the cost is segments times parts.
 */
function matchesSegments(parts, segments) {
    const last = parts.length - 1;
    const trailingGlobstar = parts[last] === esm/* GLOBSTAR */.ZN;
    // Positions in the pattern after the segments read so far; `parts.length` is the end.
    let positions = new Set([0]);
    for (const segment of segments) {
        const next = new Set();
        for (let p of positions) {
            // A ** in the middle or at the start may match no segment: what follows it may match this one.
            while (parts[p] === esm/* GLOBSTAR */.ZN && p < last) {
                next.add(p);
                p++;
            }
            const part = parts[p];
            if (part === esm/* GLOBSTAR */.ZN)
                next.add(parts.length);
            else if (part !== undefined && part(segment))
                next.add(p + 1);
            else if (p === parts.length && trailingGlobstar)
                next.add(p);
        }
        if (next.size === 0)
            return false;
        positions = next;
    }
    for (let p of positions) {
        while (parts[p] === esm/* GLOBSTAR */.ZN && p < last)
            p++;
        if (p === parts.length)
            return true;
    }
    return false;
}
// Real globs are far shorter; this bounds the work of reading one (brace expansion) and of matching it.
const MAX_GLOB_LENGTH = 1024;
/**
 * Why a glob cannot select what its author meant, or undefined. minimatch accepts any string, so
 * mistakes pass silently: these are the ones that make a glob match no path a scan sees (paths are
 * relative to the scan root, `/`-separated, with no `.` or `..` segments, and name files, not folders),
 * or match nearly all of them.
 */
function globProblem(pattern) {
    if (pattern.length > MAX_GLOB_LENGTH)
        return `is longer than ${MAX_GLOB_LENGTH} characters`;
    if (pattern.startsWith('#'))
        return 'starts with #, which makes it a comment that matches nothing (write \\# for a #)';
    if (pattern.startsWith('!'))
        return 'starts with !, which negates it: it matches every path but the ones it names';
    if (pattern.startsWith('/'))
        return 'starts with /, but paths are relative to the scan root: remove the leading /';
    if (pattern.split('/').some((s) => s === '.' || s === '..')) {
        return 'has a . or .. segment, but paths are relative to the scan root and have none: remove it';
    }
    if (pattern.endsWith('/'))
        return 'ends with /, which matches folders only: add ** to match the files below them';
    if (/\\[^*?[\]{}()!+@#\\]/.test(pattern)) {
        return 'has a backslash, which escapes the next character: separate folders with /';
    }
    try {
        compileGlob(pattern);
    }
    catch (e) {
        if (e instanceof UnsupportedGlob)
            return e.message;
        throw e;
    }
    return undefined;
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
/** `k/n` with 1 ≤ k ≤ n, or undefined. */
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

/***/ 3863:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ tooLargeReason)
/* harmony export */ });
/** Why a file over the size limit is skipped, wherever its bytes would have come from. */
function tooLargeReason(size, maxFileSize) {
    return `larger than maxFileSize (${size} bytes > ${maxFileSize}); raise maxFileSize to scan it`;
}


/***/ }),

/***/ 573:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ plural)
/* harmony export */ });
// Counted words in messages: "1 file", "2 files".
function plural(n, word) {
    return `${n} ${word}${n === 1 ? '' : 's'}`;
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

/***/ }),

/***/ 3581:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  ZN: () => (/* binding */ GLOBSTAR),
  VR: () => (/* binding */ Minimatch),
  ih: () => (/* reexport */ escape_escape)
});

// UNUSED EXPORTS: AST, braceExpand, defaults, filter, makeRe, match, minimatch, sep, unescape

;// CONCATENATED MODULE: ./node_modules/balanced-match/dist/esm/index.js
const balanced = (a, b, str) => {
    const ma = a instanceof RegExp ? maybeMatch(a, str) : a;
    const mb = b instanceof RegExp ? maybeMatch(b, str) : b;
    const r = ma !== null && mb != null && range(ma, mb, str);
    return (r && {
        start: r[0],
        end: r[1],
        pre: str.slice(0, r[0]),
        body: str.slice(r[0] + ma.length, r[1]),
        post: str.slice(r[1] + mb.length),
    });
};
const maybeMatch = (reg, str) => {
    const m = str.match(reg);
    return m ? m[0] : null;
};
const range = (a, b, str) => {
    let begs, beg, left, right = undefined, result;
    let ai = str.indexOf(a);
    let bi = str.indexOf(b, ai + 1);
    let i = ai;
    if (ai >= 0 && bi > 0) {
        if (a === b) {
            return [ai, bi];
        }
        begs = [];
        left = str.length;
        while (i >= 0 && !result) {
            if (i === ai) {
                begs.push(i);
                ai = str.indexOf(a, i + 1);
            }
            else if (begs.length === 1) {
                const r = begs.pop();
                if (r !== undefined)
                    result = [r, bi];
            }
            else {
                beg = begs.pop();
                if (beg !== undefined && beg < left) {
                    left = beg;
                    right = bi;
                }
                bi = str.indexOf(b, i + 1);
            }
            i = ai < bi && ai >= 0 ? ai : bi;
        }
        if (begs.length && right !== undefined) {
            result = [left, right];
        }
    }
    return result;
};
//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ./node_modules/brace-expansion/dist/esm/index.js

const escSlash = '\0SLASH' + Math.random().toFixed(16) + '\0';
const escOpen = '\0OPEN' + Math.random().toFixed(16) + '\0';
const escClose = '\0CLOSE' + Math.random().toFixed(16) + '\0';
const escComma = '\0COMMA' + Math.random().toFixed(16) + '\0';
const escPeriod = '\0PERIOD' + Math.random().toFixed(16) + '\0';
const escSlashPattern = new RegExp(escSlash, 'g');
const escOpenPattern = new RegExp(escOpen, 'g');
const escClosePattern = new RegExp(escClose, 'g');
const escCommaPattern = new RegExp(escComma, 'g');
const escPeriodPattern = new RegExp(escPeriod, 'g');
const slashPattern = /\\\\/g;
const openPattern = /\\{/g;
const closePattern = /\\}/g;
const commaPattern = /\\,/g;
const periodPattern = /\\\./g;
const EXPANSION_MAX = 100_000;
// `EXPANSION_MAX` caps the *number* of expansions, but not their length. An
// input like `'{a,b}'.repeat(1500)` stays under that count - its output is
// truncated to 100k results - while making every result ~1500 characters
// long. The result set, and the intermediate arrays built while combining
// brace sets, then grow large enough to exhaust memory and crash the process
// (CVE-2026-14257). `EXPANSION_MAX_LENGTH` bounds the total number of
// characters the accumulator may hold at any point, so memory stays flat no
// matter how many brace groups are chained. The limit sits well above any
// realistic expansion (100k results hitting `EXPANSION_MAX` measure ~1M
// characters) so legitimate input is unaffected.
const EXPANSION_MAX_LENGTH = 4_000_000;
// `expand_` recurses once per level of brace *nesting* - both when expanding a
// set's comma members and when re-wrapping a set whose body is a single part.
// The CVE-2026-14257 fix made the *tail* iterative (recursion on `m.post`, one
// level per chained group), which left nesting depth unbounded: about 3,100
// levels of `{{{...a,b...}}}` - only ~6KB of input - exhausted the native stack
// and crashed the process. `EXPANSION_MAX_DEPTH` bounds how deep the parser
// will follow nesting. It sits far above any realistic pattern and well below
// the depth at which the stack runs out.
const EXPANSION_MAX_DEPTH = 1_000;
// Bash keeps a quirk where a brace group followed by a comma set still expands
// (`{a},b}`). The parser implements it by rewriting the string and restarting
// the scan, absorbing one `}` per pass. `n` trailing braces therefore cost `n`
// full passes over a string that itself grows by one `escClose` sentinel each
// time - quadratic in `n`, with a ~26x constant from the sentinel's length.
// 128KB of `'{a}' + '}'.repeat(n) + ',z}'` blocked the event loop for 27
// seconds to produce two results. `EXPANSION_MAX_REWRITES` bounds how many
// times the scan may restart. Real `{a},b}` input needs a handful.
const EXPANSION_MAX_REWRITES = 1_000;
// `EXPANSION_MAX_STEPS` bounds the work one `expand` call does, which `max`,
// `maxLength` and `maxDepth` don't: nested sets are rescanned at every level
// and chained groups each rebuild up to `max` results, so 2KB of input could
// block the event loop for over 30 seconds. Each character scanned, result
// built and sequence value generated is a step, and each `expand_` call costs
// `CALL_STEPS` more. Past the budget, the set being expanded and everything
// after it stay literal. A glob needs a few hundred steps, and nesting all the
// way to `EXPANSION_MAX_DEPTH` about 4M.
const EXPANSION_MAX_STEPS = 20_000_000;
// What one `expand_` call costs on top of what it scans and builds. Setting
// one up takes about as long as scanning 16 characters, and a set whose
// results are wrapped to be expanded again makes one call per result, each
// scanning and building next to nothing: 64KB of
// `('{{' + ','.repeat(316) + '}{' + ','.repeat(316) + '}}').repeat(n)` made
// 4M such calls, which spent the budget three times as slowly as anything
// else.
const CALL_STEPS = 16;
function numeric(str) {
    return !isNaN(str) ? parseInt(str, 10) : str.charCodeAt(0);
}
function escapeBraces(str) {
    return str
        .replace(slashPattern, escSlash)
        .replace(openPattern, escOpen)
        .replace(closePattern, escClose)
        .replace(commaPattern, escComma)
        .replace(periodPattern, escPeriod);
}
function unescapeBraces(str) {
    return str
        .replace(escSlashPattern, '\\')
        .replace(escOpenPattern, '{')
        .replace(escClosePattern, '}')
        .replace(escCommaPattern, ',')
        .replace(escPeriodPattern, '.');
}
// Like `target.push(...items)` but doesn't overflow the stack
function pushAll(target, items) {
    for (let i = 0; i < items.length; i++) {
        target.push(items[i]);
    }
}
// `balanced`, run on `masked` (see `maskUnmatchedOpens`), sliced from `str`
// and charged for the characters it walks: up to the group's `}`, or the
// whole string when there is no match or unmatched `{` come first, which
// `unmatched` then flags for masking. Once a call overdraws the budget, it
// and every later one return undefined, so the rest stays literal.
function balancedWithBudget(str, masked, budget) {
    if (budget.remaining < 0) {
        return undefined;
    }
    const r = range('{', '}', masked);
    const unmatched = r !== undefined && masked.indexOf('{') < r[0];
    budget.remaining -= r && !unmatched ? r[1] + 1 : str.length;
    if (!r || budget.remaining < 0) {
        return undefined;
    }
    return {
        end: r[1],
        pre: str.slice(0, r[0]),
        body: str.slice(r[0] + 1, r[1]),
        post: str.slice(r[1] + 1),
        unmatched,
    };
}
// `masked` with every `{` that has no matching `}` swapped for a `\0`, which
// keeps the length, so a scan of it still lines up with the string it was
// made from. Such a `{` is literal either way, but `balanced` only learns that
// one is unmatched by reading to the end of the string, so with one at the
// head of every group (`'{a,{b,c}'.repeat(n)`) each scan read the rest of the
// input. That was quadratic, and once the step budget charged for it, it ran
// out partway through and left the rest literal. A scan of the masked copy
// stops at the group's `}`. It is one pass, charged as such.
function maskUnmatchedOpens(masked, budget) {
    budget.remaining -= masked.length;
    const open = [];
    for (let i = 0; i < masked.length; i++) {
        const c = masked.charCodeAt(i);
        if (c === 0x7b) {
            open.push(i);
        }
        else if (c === 0x7d && open.length) {
            open.pop();
        }
    }
    let out = '';
    let last = 0;
    for (let i = 0; i < open.length; i++) {
        const at = open[i];
        out += masked.slice(last, at) + '\0';
        last = at + 1;
    }
    return out + masked.slice(last);
}
// Whether `str` has a `,` not followed by another `,`, with a `}` after it on
// the same line - what `/,(?!,).*\}/.test(str)` asks, answered in one pass from
// the end. The regex tries every `,` and backtracks through the rest of its
// line from each, which is quadratic, and the `{a},b}` rewrite asks again on
// every pass. Like a scan, it is charged for the whole string and refused if
// that overdraws the budget.
function commaSetFollows(str, budget) {
    budget.remaining -= str.length;
    if (budget.remaining < 0) {
        return false;
    }
    // Whether a `}` follows the current position before the line ends
    let close = false;
    for (let i = str.length - 1; i >= 0; i--) {
        const c = str.charCodeAt(i);
        if (c === 0x7d) {
            close = true;
        }
        else if (c === 0x0a || c === 0x0d || c === 0x2028 || c === 0x2029) {
            // A line terminator, which `.` does not match
            close = false;
        }
        else if (c === 0x2c && close && str.charCodeAt(i + 1) !== 0x2c) {
            return true;
        }
    }
    return false;
}
/**
 * Basically just str.split(","), but handling cases
 * where we have nested braced sections, which should be
 * treated as individual members, like {a,{b,c},d}
 *
 * Returns `undefined` if the step budget runs out before the whole set is
 * split, since splitting what is left on every comma would tear apart the
 * nested sets it still holds.
 */
function parseCommaParts(str, budget) {
    const parts = [];
    // Walk the brace groups iteratively. Recursing on `post` once per group let a
    // chain of them exhaust the stack - the parsing-side counterpart to
    // the `expand_` overflow fixed for CVE-2026-14257, and not something `max` or
    // `maxLength` can bound, since it happens before expansion.
    //
    // The part the next chunk continues
    let carry = '';
    for (;;) {
        // A set's body holds no unmatched `{`, so there is nothing to mask.
        const m = balancedWithBudget(str, str, budget);
        if (budget.remaining < 0) {
            return undefined;
        }
        if (!m) {
            const tail = str.split(',');
            tail[0] = carry + tail[0];
            pushAll(parts, tail);
            return parts;
        }
        const { pre, body, post } = m;
        const p = pre.split(',');
        p[0] = carry + p[0];
        p[p.length - 1] += '{' + body + '}';
        if (!post.length) {
            pushAll(parts, p);
            return parts;
        }
        carry = p.pop();
        pushAll(parts, p);
        str = post;
    }
}
// An option that is left out, or that is NaN, gets its default. Every
// comparison against NaN is false, so a NaN bound would never be reached:
// `{ maxSteps: NaN }` let 15KB of input block the event loop for 16 seconds,
// and `{ maxDepth: NaN }` overflowed the stack again (CVE-2026-102278). Pass
// `Infinity` to lift a bound.
function bound(value, fallback) {
    return value === undefined || isNaN(value) ? fallback : value;
}
function expand(str, options = {}) {
    if (!str) {
        return [];
    }
    const max = bound(options.max, EXPANSION_MAX);
    const maxLength = bound(options.maxLength, EXPANSION_MAX_LENGTH);
    const maxDepth = bound(options.maxDepth, EXPANSION_MAX_DEPTH);
    const maxRewrites = bound(options.maxRewrites, EXPANSION_MAX_REWRITES);
    const maxSteps = bound(options.maxSteps, EXPANSION_MAX_STEPS);
    // I don't know why Bash 4.3 does this, but it does.
    // Anything starting with {} will have the first two bytes preserved
    // but *only* at the top level, so {},a}b will not expand to anything,
    // but a{},b}c will be expanded to [a}c,abc].
    // One could argue that this is a bug in Bash, but since the goal of
    // this module is to match Bash's rules, we escape a leading {}
    if (str.slice(0, 2) === '{}') {
        str = '\\{\\}' + str.slice(2);
    }
    return expand_(escapeBraces(str), max, maxLength, maxDepth, 0, maxRewrites, { remaining: maxSteps }, true).map(unescapeBraces);
}
function embrace(str) {
    return '{' + str + '}';
}
function isPadded(el) {
    return /^-?0\d/.test(el);
}
function lte(i, y) {
    return i <= y;
}
function gte(i, y) {
    return i >= y;
}
// Build `{ acc[a] + pre + values[v] }` for every combination, capping the
// number of results at `max` and the total number of characters at `maxLength`.
// This is the one place output grows, so bounding it here keeps the single
// accumulator - and therefore memory - flat regardless of how many brace groups
// are combined (CVE-2026-14257). Each result built is a step, since `max` and
// `maxLength` bound one combination, not how many brace groups are combined.
function combine(acc, pre, values, max, maxLength, dropEmpties, budget) {
    const out = [];
    let length = 0;
    // Bash drops empty results at the top level, and they don't count against
    // `max`, so `max` bounds the number of *kept* results. Only an empty
    // `acc[a] + pre` can make one, so for those the empty values are skipped
    // without being visited. Visiting them one at a time let a set of empties
    // cost `acc.length * values.length` while keeping nothing.
    let nonEmpty;
    outer: for (let a = 0; a < acc.length; a++) {
        const prefix = acc[a] + pre;
        let vs = values;
        if (dropEmpties && !prefix) {
            if (!nonEmpty)
                nonEmpty = values.filter(v => v);
            vs = nonEmpty;
        }
        for (let v = 0; v < vs.length; v++) {
            if (out.length >= max)
                break outer;
            const expansion = prefix + vs[v];
            if (length + expansion.length > maxLength)
                break outer;
            out.push(expansion);
            length += expansion.length;
        }
    }
    budget.remaining -= out.length;
    return out;
}
// The expansion values of a single numeric (`1..5`) or alphabetic (`a..e..2`)
// sequence body, or `undefined` if the step budget runs out generating them.
function expandSequence(body, isAlphaSequence, max, maxLength, budget) {
    const n = body.split(/\.\./);
    const N = [];
    // A sequence body always splits into two or three parts, but the compiler
    // can't know that.
    /* c8 ignore start */
    if (n[0] === undefined || n[1] === undefined) {
        return N;
    }
    /* c8 ignore stop */
    const x = numeric(n[0]);
    const y = numeric(n[1]);
    const width = Math.max(n[0].length, n[1].length);
    let incr = n.length === 3 && n[2] !== undefined ?
        Math.max(Math.abs(numeric(n[2])), 1)
        : 1;
    let test = lte;
    const reverse = y < x;
    if (reverse) {
        incr *= -1;
        test = gte;
    }
    const pad = n.some(isPadded);
    // A padded value is built a character at a time to `width`, which the input
    // sets, so it costs one step per character: 64KB of
    // `('{' + '0'.repeat(100) + '..99999}').repeat(n)` took 7 seconds charged
    // one step per value.
    const cost = pad ? width : 1;
    let length = 0;
    for (let i = x; test(i, y) && N.length < max; i += incr) {
        // Each value is a step. `max` and `maxLength` bound one sequence, but a
        // chain of them still generated up to `max` values each, however few
        // combining could keep.
        budget.remaining -= cost;
        if (budget.remaining < 0) {
            return undefined;
        }
        let c;
        if (isAlphaSequence) {
            c = String.fromCharCode(i);
            if (c === '\\') {
                c = '';
            }
        }
        else {
            c = String(i);
            if (pad) {
                const need = width - c.length;
                if (need > 0) {
                    const z = new Array(need + 1).join('0');
                    if (i < 0) {
                        c = '-' + z + c.slice(1);
                    }
                    else {
                        c = z + c;
                    }
                }
            }
        }
        if (length + c.length > maxLength)
            break;
        N.push(c);
        length += c.length;
    }
    return N;
}
function expand_(str, max, maxLength, maxDepth, depth, maxRewrites, budget, isTop) {
    // An overdraft here makes the first scan refuse, so `str` stays literal.
    budget.remaining -= CALL_STEPS;
    // Too deeply nested to keep following: treat the rest as literal, the same
    // way a group that cannot expand is already handled. Truncating rather than
    // throwing keeps `expand` total, matching `max` and `maxLength`.
    if (depth > maxDepth) {
        return [str];
    }
    // Consume the string's top-level brace groups left to right, threading a
    // running set of combined prefixes (`acc`). Expanding the tail iteratively -
    // rather than recursing on `m.post` once per group - keeps the native stack
    // depth constant, so deeply chained input (`'{a,b}'.repeat(3000)`) can no
    // longer overflow the stack, and leaves a single accumulator whose size
    // `maxLength` bounds directly (CVE-2026-14257).
    let acc = [''];
    // Bash drops empty results, but only when the *first* top-level group is a
    // comma set - a sequence like `{a..\}` may legitimately yield ''. The drop
    // is on the final strings, so it is applied to whichever `combine` produces
    // them (the one with no brace set left in the tail).
    // How many times the `{a},b}` rewrite below has restarted the scan. Each pass
    // re-reads the whole string, so leaving this unbounded is quadratic.
    let rewrites = 0;
    let dropEmpties = false;
    let firstGroup = true;
    // `str` with its unmatched `{` masked, once a scan has run into them
    let masked = str;
    for (;;) {
        const m = balancedWithBudget(str, masked, budget);
        // No brace set left, or no step budget left to look for one: the rest of
        // the string is literal.
        if (!m) {
            return combine(acc, str, [''], max, maxLength, dropEmpties, budget);
        }
        if (m.unmatched) {
            masked = maskUnmatchedOpens(masked, budget);
        }
        // no need to expand pre, since it is guaranteed to be free of brace-sets
        const pre = m.pre;
        // This set and the rest of the string, literal: for a set that cannot
        // expand, and for one the step budget runs out on. Once it is overdrawn,
        // every set still being expanded, at every level, stays literal like this -
        // otherwise each level above would go on combining, and wrapping and
        // expanding again, results the budget was too small for.
        const literal = () => combine(acc, pre + '{' + m.body + '}' + m.post, [''], max, maxLength, dropEmpties, budget);
        if (/\$$/.test(pre)) {
            acc = combine(acc, pre + '{' + m.body + '}', [''], max, maxLength, dropEmpties && !m.post.length, budget);
            firstGroup = false;
            if (!m.post.length)
                break;
            str = m.post;
            masked = masked.slice(m.end + 1);
            continue;
        }
        const isNumericSequence = /^-?\d+\.\.-?\d+(?:\.\.-?\d+)?$/.test(m.body);
        const isAlphaSequence = /^[a-zA-Z]\.\.[a-zA-Z](?:\.\.-?\d+)?$/.test(m.body);
        const isSequence = isNumericSequence || isAlphaSequence;
        const isOptions = m.body.indexOf(',') >= 0;
        if (!isSequence && !isOptions) {
            // {a},b}
            if (rewrites < maxRewrites && commaSetFollows(m.post, budget)) {
                rewrites++;
                str = m.pre + '{' + m.body + escClose + m.post;
                // Taking a `}` away never gives an unmatched `{` a partner, so what
                // is masked stays unmatched. The `{` it closed can be left without
                // one, and the next scan masks it.
                masked =
                    masked.slice(0, m.end) + escClose + masked.slice(m.end + 1);
                isTop = true;
                continue;
            }
            // Nothing here expands, so the whole remaining string is literal.
            return literal();
        }
        if (firstGroup) {
            dropEmpties = isTop && !isSequence;
            firstGroup = false;
        }
        let values;
        if (isSequence) {
            values = expandSequence(m.body, isAlphaSequence, max, maxLength, budget);
            if (!values) {
                return literal();
            }
        }
        else {
            let n = parseCommaParts(m.body, budget);
            // The step budget ran out partway through the set.
            if (!n) {
                return literal();
            }
            if (n.length === 1 && n[0] !== undefined) {
                // x{{a,b}}y ==> x{a}y x{b}y
                n = expand_(n[0], max, maxLength, maxDepth, depth + 1, maxRewrites, budget, false).map(embrace);
                // The step budget ran out expanding the set's only part.
                if (budget.remaining < 0) {
                    return literal();
                }
                //XXX is this necessary? Can't seem to hit it in tests.
                /* c8 ignore start */
                if (n.length === 1) {
                    const next = combine(acc, pre + n[0], [''], max, maxLength, dropEmpties && !m.post.length, budget);
                    if (budget.remaining < 0) {
                        return literal();
                    }
                    acc = next;
                    if (!m.post.length)
                        break;
                    str = m.post;
                    masked = masked.slice(m.end + 1);
                    continue;
                }
                /* c8 ignore stop */
            }
            // Values that `combine` is going to drop as empty produce no result, so
            // they must not count against `max` - otherwise `{a,,b}` with `max: 2`
            // would stop at `['a', '']` and yield one result instead of two. Skipping
            // them outright keeps `values` bounded while leaving `max` a bound on
            // *kept* results.
            let dropsEmpties = dropEmpties && !m.post.length && !pre;
            for (let d = 0; dropsEmpties && d < acc.length; d++) {
                if (acc[d]) {
                    dropsEmpties = false;
                }
            }
            values = [];
            let valuesLength = 0;
            outer: for (let j = 0; j < n.length; j++) {
                const expanded = expand_(n[j], max, maxLength, maxDepth, depth + 1, maxRewrites, budget, false);
                // The step budget ran out expanding a member.
                if (budget.remaining < 0) {
                    return literal();
                }
                for (let k = 0; k < expanded.length; k++) {
                    const v = expanded[k];
                    if (dropsEmpties && !v)
                        continue;
                    if (values.length >= max ||
                        valuesLength + v.length > maxLength) {
                        break outer;
                    }
                    values.push(v);
                    valuesLength += v.length;
                }
            }
        }
        const next = combine(acc, pre, values, max, maxLength, dropEmpties && !m.post.length, budget);
        // The step budget ran out combining the set's values in.
        if (budget.remaining < 0) {
            return literal();
        }
        acc = next;
        if (!m.post.length)
            break;
        str = m.post;
        masked = masked.slice(m.end + 1);
    }
    return acc;
}
//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ./node_modules/minimatch/dist/esm/assert-valid-pattern.js
const MAX_PATTERN_LENGTH = 1024 * 64;
const assertValidPattern = (pattern) => {
    if (typeof pattern !== 'string') {
        throw new TypeError('invalid pattern');
    }
    if (pattern.length > MAX_PATTERN_LENGTH) {
        throw new TypeError('pattern is too long');
    }
};
//# sourceMappingURL=assert-valid-pattern.js.map
;// CONCATENATED MODULE: ./node_modules/minimatch/dist/esm/brace-expressions.js
// translate the various posix character classes into unicode properties
// this works across all unicode locales
// { <posix class>: [<translation>, /u flag required, negated]
const posixClasses = {
    '[:alnum:]': ['\\p{L}\\p{Nl}\\p{Nd}', true],
    '[:alpha:]': ['\\p{L}\\p{Nl}', true],
    '[:ascii:]': ['\\x' + '00-\\x' + '7f', false],
    '[:blank:]': ['\\p{Zs}\\t', true],
    '[:cntrl:]': ['\\p{Cc}', true],
    '[:digit:]': ['\\p{Nd}', true],
    '[:graph:]': ['\\p{Z}\\p{C}', true, true],
    '[:lower:]': ['\\p{Ll}', true],
    '[:print:]': ['\\p{C}', true],
    '[:punct:]': ['\\p{P}', true],
    '[:space:]': ['\\p{Z}\\t\\r\\n\\v\\f', true],
    '[:upper:]': ['\\p{Lu}', true],
    '[:word:]': ['\\p{L}\\p{Nl}\\p{Nd}\\p{Pc}', true],
    '[:xdigit:]': ['A-Fa-f0-9', false],
};
// only need to escape a few things inside of brace expressions
// escapes: [ \ ] -
const braceEscape = (s) => s.replace(/[[\]\\-]/g, '\\$&');
// escape all regexp magic characters
const regexpEscape = (s) => s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g, '\\$&');
// everything has already been escaped, we just have to join
const rangesToString = (ranges) => ranges.join('');
// takes a glob string at a posix brace expression, and returns
// an equivalent regular expression source, and boolean indicating
// whether the /u flag needs to be applied, and the number of chars
// consumed to parse the character class.
// This also removes out of order ranges, and returns ($.) if the
// entire class just no good.
const parseClass = (glob, position) => {
    const pos = position;
    /* c8 ignore start */
    if (glob.charAt(pos) !== '[') {
        throw new Error('not in a brace expression');
    }
    /* c8 ignore stop */
    const ranges = [];
    const negs = [];
    let i = pos + 1;
    let sawStart = false;
    let uflag = false;
    let escaping = false;
    let negate = false;
    let endPos = pos;
    let rangeStart = '';
    WHILE: while (i < glob.length) {
        const c = glob.charAt(i);
        if ((c === '!' || c === '^') && i === pos + 1) {
            negate = true;
            i++;
            continue;
        }
        if (c === ']' && sawStart && !escaping) {
            endPos = i + 1;
            break;
        }
        sawStart = true;
        if (c === '\\') {
            if (!escaping) {
                escaping = true;
                i++;
                continue;
            }
            // escaped \ char, fall through and treat like normal char
        }
        if (c === '[' && !escaping) {
            // either a posix class, a collation equivalent, or just a [
            for (const [cls, [unip, u, neg]] of Object.entries(posixClasses)) {
                if (glob.startsWith(cls, i)) {
                    // invalid, [a-[] is fine, but not [a-[:alpha]]
                    if (rangeStart) {
                        return ['$.', false, glob.length - pos, true];
                    }
                    i += cls.length;
                    if (neg)
                        negs.push(unip);
                    else
                        ranges.push(unip);
                    uflag = uflag || u;
                    continue WHILE;
                }
            }
        }
        // now it's just a normal character, effectively
        escaping = false;
        if (rangeStart) {
            // throw this range away if it's not valid, but others
            // can still match.
            if (c > rangeStart) {
                ranges.push(braceEscape(rangeStart) + '-' + braceEscape(c));
            }
            else if (c === rangeStart) {
                ranges.push(braceEscape(c));
            }
            rangeStart = '';
            i++;
            continue;
        }
        // now might be the start of a range.
        // can be either c-d or c-] or c<more...>] or c] at this point
        if (glob.startsWith('-]', i + 1)) {
            ranges.push(braceEscape(c + '-'));
            i += 2;
            continue;
        }
        if (glob.startsWith('-', i + 1)) {
            rangeStart = c;
            i += 2;
            continue;
        }
        // not the start of a range, just a single character
        ranges.push(braceEscape(c));
        i++;
    }
    if (endPos < i) {
        // didn't see the end of the class, not a valid class,
        // but might still be valid as a literal match.
        return ['', false, 0, false];
    }
    // if we got no ranges and no negates, then we have a range that
    // cannot possibly match anything, and that poisons the whole glob
    if (!ranges.length && !negs.length) {
        return ['$.', false, glob.length - pos, true];
    }
    // if we got one positive range, and it's a single character, then that's
    // not actually a magic pattern, it's just that one literal character.
    // we should not treat that as "magic", we should just return the literal
    // character. [_] is a perfectly valid way to escape glob magic chars.
    if (negs.length === 0 &&
        ranges.length === 1 &&
        /^\\?.$/.test(ranges[0]) &&
        !negate) {
        const r = ranges[0].length === 2 ? ranges[0].slice(-1) : ranges[0];
        return [regexpEscape(r), false, endPos - pos, false];
    }
    const sranges = '[' + (negate ? '^' : '') + rangesToString(ranges) + ']';
    const snegs = '[' + (negate ? '' : '^') + rangesToString(negs) + ']';
    const comb = ranges.length && negs.length ? '(' + sranges + '|' + snegs + ')'
        : ranges.length ? sranges
            : snegs;
    return [comb, uflag, endPos - pos, true];
};
//# sourceMappingURL=brace-expressions.js.map
;// CONCATENATED MODULE: ./node_modules/minimatch/dist/esm/unescape.js
/**
 * Un-escape a string that has been escaped with {@link escape}.
 *
 * If the {@link MinimatchOptions.windowsPathsNoEscape} option is used, then
 * square-bracket escapes are removed, but not backslash escapes.
 *
 * For example, it will turn the string `'[*]'` into `*`, but it will not
 * turn `'\\*'` into `'*'`, because `\` is a path separator in
 * `windowsPathsNoEscape` mode.
 *
 * When `windowsPathsNoEscape` is not set, then both square-bracket escapes and
 * backslash escapes are removed.
 *
 * Slashes (and backslashes in `windowsPathsNoEscape` mode) cannot be escaped
 * or unescaped.
 *
 * When `magicalBraces` is not set, escapes of braces (`{` and `}`) will not be
 * unescaped.
 */
const unescape_unescape = (s, { windowsPathsNoEscape = false, magicalBraces = true, } = {}) => {
    if (magicalBraces) {
        return windowsPathsNoEscape ?
            s.replace(/\[([^/\\])\]/g, '$1')
            : s
                .replace(/((?!\\).|^)\[([^/\\])\]/g, '$1$2')
                .replace(/\\([^/])/g, '$1');
    }
    return windowsPathsNoEscape ?
        s.replace(/\[([^/\\{}])\]/g, '$1')
        : s
            .replace(/((?!\\).|^)\[([^/\\{}])\]/g, '$1$2')
            .replace(/\\([^/{}])/g, '$1');
};
//# sourceMappingURL=unescape.js.map
;// CONCATENATED MODULE: ./node_modules/minimatch/dist/esm/ast.js
// parse a single path portion
var _a;


const types = new Set(['!', '?', '+', '*', '@']);
const isExtglobType = (c) => types.has(c);
const isExtglobAST = (c) => isExtglobType(c.type);
// Map of which extglob types can adopt the children of a nested extglob
//
// anything but ! can adopt a matching type:
// +(a|+(b|c)|d) => +(a|b|c|d)
// *(a|*(b|c)|d) => *(a|b|c|d)
// @(a|@(b|c)|d) => @(a|b|c|d)
// ?(a|?(b|c)|d) => ?(a|b|c|d)
//
// * can adopt anything, because 0 or repetition is allowed
// *(a|?(b|c)|d) => *(a|b|c|d)
// *(a|+(b|c)|d) => *(a|b|c|d)
// *(a|@(b|c)|d) => *(a|b|c|d)
//
// + can adopt @, because 1 or repetition is allowed
// +(a|@(b|c)|d) => +(a|b|c|d)
//
// + and @ CANNOT adopt *, because 0 would be allowed
// +(a|*(b|c)|d) => would match "", on *(b|c)
// @(a|*(b|c)|d) => would match "", on *(b|c)
//
// + and @ CANNOT adopt ?, because 0 would be allowed
// +(a|?(b|c)|d) => would match "", on ?(b|c)
// @(a|?(b|c)|d) => would match "", on ?(b|c)
//
// ? can adopt @, because 0 or 1 is allowed
// ?(a|@(b|c)|d) => ?(a|b|c|d)
//
// ? and @ CANNOT adopt * or +, because >1 would be allowed
// ?(a|*(b|c)|d) => would match bbb on *(b|c)
// @(a|*(b|c)|d) => would match bbb on *(b|c)
// ?(a|+(b|c)|d) => would match bbb on +(b|c)
// @(a|+(b|c)|d) => would match bbb on +(b|c)
//
// ! CANNOT adopt ! (nothing else can either)
// !(a|!(b|c)|d) => !(a|b|c|d) would fail to match on b (not not b|c)
//
// ! can adopt @
// !(a|@(b|c)|d) => !(a|b|c|d)
//
// ! CANNOT adopt *
// !(a|*(b|c)|d) => !(a|b|c|d) would match on bbb, not allowed
//
// ! CANNOT adopt +
// !(a|+(b|c)|d) => !(a|b|c|d) would match on bbb, not allowed
//
// ! CANNOT adopt ?
// x!(a|?(b|c)|d) => x!(a|b|c|d) would fail to match "x"
const adoptionMap = new Map([
    ['!', ['@']],
    ['?', ['?', '@']],
    ['@', ['@']],
    ['*', ['*', '+', '?', '@']],
    ['+', ['+', '@']],
]);
// nested extglobs that can be adopted in, but with the addition of
// a blank '' element.
const adoptionWithSpaceMap = new Map([
    ['!', ['?']],
    ['@', ['?']],
    ['+', ['?', '*']],
]);
// union of the previous two maps
const adoptionAnyMap = new Map([
    ['!', ['?', '@']],
    ['?', ['?', '@']],
    ['@', ['?', '@']],
    ['*', ['*', '+', '?', '@']],
    ['+', ['+', '@', '?', '*']],
]);
// Extglobs that can take over their parent if they are the only child
// the key is parent, value maps child to resulting extglob parent type
// '@' is omitted because it's a special case. An `@` extglob with a single
// member can always be usurped by that subpattern.
const usurpMap = new Map([
    ['!', new Map([['!', '@']])],
    [
        '?',
        new Map([
            ['*', '*'],
            ['+', '*'],
        ]),
    ],
    [
        '@',
        new Map([
            ['!', '!'],
            ['?', '?'],
            ['@', '@'],
            ['*', '*'],
            ['+', '+'],
        ]),
    ],
    [
        '+',
        new Map([
            ['?', '*'],
            ['*', '*'],
        ]),
    ],
]);
// Patterns that get prepended to bind to the start of either the
// entire string, or just a single path portion, to prevent dots
// and/or traversal patterns, when needed.
// Exts don't need the ^ or / bit, because the root binds that already.
const startNoTraversal = '(?!(?:^|/)\\.\\.?(?:$|/))';
const startNoDot = '(?!\\.)';
// characters that indicate a start of pattern needs the "no dots" bit,
// because a dot *might* be matched. ( is not in the list, because in
// the case of a child extglob, it will handle the prevention itself.
const addPatternStart = new Set(['[', '.']);
// cases where traversal is A-OK, no dot prevention needed
const justDots = new Set(['..', '.']);
const reSpecials = new Set('().*{}+?[]^$\\!');
const regExpEscape = (s) => s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g, '\\$&');
// any single thing other than /
const qmark = '[^/]';
// * => any number of characters
const star = qmark + '*?';
// use + when we need to ensure that *something* matches, because the * is
// the only thing in the path portion.
const starNoEmpty = qmark + '+?';
// remove the \ chars that we added if we end up doing a nonmagic compare
// const deslash = (s: string) => s.replace(/\\(.)/g, '$1')
let ID = 0;
class AST {
    type;
    #root;
    #hasMagic;
    #uflag = false;
    #parts = [];
    #parent;
    #parentIndex;
    #negs;
    #filledNegs = false;
    #options;
    #toString;
    // set to true if it's an extglob with no children
    // (which really means one child of '')
    #emptyExt = false;
    id = ++ID;
    get depth() {
        return (this.#parent?.depth ?? -1) + 1;
    }
    [Symbol.for('nodejs.util.inspect.custom')]() {
        return {
            '@@type': 'AST',
            id: this.id,
            type: this.type,
            root: this.#root.id,
            parent: this.#parent?.id,
            depth: this.depth,
            partsLength: this.#parts.length,
            parts: this.#parts,
        };
    }
    constructor(type, parent, options = {}) {
        this.type = type;
        // extglobs are inherently magical
        if (type)
            this.#hasMagic = true;
        this.#parent = parent;
        this.#root = this.#parent ? this.#parent.#root : this;
        this.#options = this.#root === this ? options : this.#root.#options;
        this.#negs = this.#root === this ? [] : this.#root.#negs;
        if (type === '!' && !this.#root.#filledNegs)
            this.#negs.push(this);
        this.#parentIndex = this.#parent ? this.#parent.#parts.length : 0;
    }
    get hasMagic() {
        /* c8 ignore start */
        if (this.#hasMagic !== undefined)
            return this.#hasMagic;
        /* c8 ignore stop */
        for (const p of this.#parts) {
            if (typeof p === 'string')
                continue;
            if (p.type || p.hasMagic)
                return (this.#hasMagic = true);
        }
        // note: will be undefined until we generate the regexp src and find out
        return this.#hasMagic;
    }
    // reconstructs the pattern
    toString() {
        return (this.#toString !== undefined ? this.#toString
            : !this.type ?
                (this.#toString = this.#parts.map(p => String(p)).join(''))
                : (this.#toString =
                    this.type +
                        '(' +
                        this.#parts.map(p => String(p)).join('|') +
                        ')'));
    }
    #fillNegs() {
        /* c8 ignore start */
        if (this !== this.#root)
            throw new Error('should only call on root');
        if (this.#filledNegs)
            return this;
        /* c8 ignore stop */
        // call toString() once to fill this out
        this.toString();
        this.#filledNegs = true;
        let n;
        while ((n = this.#negs.pop())) {
            if (n.type !== '!')
                continue;
            // walk up the tree, appending everthing that comes AFTER parentIndex
            let p = n;
            let pp = p.#parent;
            while (pp) {
                for (let i = p.#parentIndex + 1; !pp.type && i < pp.#parts.length; i++) {
                    for (const part of n.#parts) {
                        /* c8 ignore start */
                        if (typeof part === 'string') {
                            throw new Error('string part in extglob AST??');
                        }
                        /* c8 ignore stop */
                        part.copyIn(pp.#parts[i]);
                    }
                }
                p = pp;
                pp = p.#parent;
            }
        }
        return this;
    }
    push(...parts) {
        for (const p of parts) {
            if (p === '')
                continue;
            /* c8 ignore start */
            if (typeof p !== 'string' &&
                !(p instanceof _a && p.#parent === this)) {
                throw new Error('invalid part: ' + p);
            }
            /* c8 ignore stop */
            this.#parts.push(p);
        }
    }
    toJSON() {
        const ret = this.type === null ?
            this.#parts
                .slice()
                .map(p => (typeof p === 'string' ? p : p.toJSON()))
            : [this.type, ...this.#parts.map(p => p.toJSON())];
        if (this.isStart() && !this.type)
            ret.unshift([]);
        if (this.isEnd() &&
            (this === this.#root ||
                (this.#root.#filledNegs && this.#parent?.type === '!'))) {
            ret.push({});
        }
        return ret;
    }
    isStart() {
        if (this.#root === this)
            return true;
        // if (this.type) return !!this.#parent?.isStart()
        if (!this.#parent?.isStart())
            return false;
        if (this.#parentIndex === 0)
            return true;
        // if everything AHEAD of this is a negation, then it's still the "start"
        const p = this.#parent;
        for (let i = 0; i < this.#parentIndex; i++) {
            const pp = p.#parts[i];
            if (!(pp instanceof _a && pp.type === '!')) {
                return false;
            }
        }
        return true;
    }
    isEnd() {
        if (this.#root === this)
            return true;
        if (this.#parent?.type === '!')
            return true;
        if (!this.#parent?.isEnd())
            return false;
        if (!this.type)
            return this.#parent?.isEnd();
        // if not root, it'll always have a parent
        /* c8 ignore start */
        const pl = this.#parent ? this.#parent.#parts.length : 0;
        /* c8 ignore stop */
        return this.#parentIndex === pl - 1;
    }
    copyIn(part) {
        if (typeof part === 'string')
            this.push(part);
        else
            this.push(part.clone(this));
    }
    clone(parent) {
        const c = new _a(this.type, parent);
        for (const p of this.#parts) {
            c.copyIn(p);
        }
        return c;
    }
    static #parseAST(str, ast, pos, opt, extDepth) {
        const maxDepth = opt.maxExtglobRecursion ?? 2;
        let escaping = false;
        let inBrace = false;
        let braceStart = -1;
        let braceNeg = false;
        if (ast.type === null) {
            // outside of a extglob, append until we find a start
            let i = pos;
            let acc = '';
            while (i < str.length) {
                const c = str.charAt(i++);
                // still accumulate escapes at this point, but we do ignore
                // starts that are escaped
                if (escaping || c === '\\') {
                    escaping = !escaping;
                    acc += c;
                    continue;
                }
                if (inBrace) {
                    if (i === braceStart + 1) {
                        if (c === '^' || c === '!') {
                            braceNeg = true;
                        }
                    }
                    else if (c === ']' && !(i === braceStart + 2 && braceNeg)) {
                        inBrace = false;
                    }
                    acc += c;
                    continue;
                }
                else if (c === '[') {
                    inBrace = true;
                    braceStart = i;
                    braceNeg = false;
                    acc += c;
                    continue;
                }
                // we don't have to check for adoption here, because that's
                // done at the other recursion point.
                const doRecurse = !opt.noext &&
                    isExtglobType(c) &&
                    str.charAt(i) === '(' &&
                    extDepth <= maxDepth;
                if (doRecurse) {
                    ast.push(acc);
                    acc = '';
                    const ext = new _a(c, ast);
                    i = _a.#parseAST(str, ext, i, opt, extDepth + 1);
                    ast.push(ext);
                    continue;
                }
                acc += c;
            }
            ast.push(acc);
            return i;
        }
        // some kind of extglob, pos is at the (
        // find the next | or )
        let i = pos + 1;
        let part = new _a(null, ast);
        const parts = [];
        let acc = '';
        while (i < str.length) {
            const c = str.charAt(i++);
            // still accumulate escapes at this point, but we do ignore
            // starts that are escaped
            if (escaping || c === '\\') {
                escaping = !escaping;
                acc += c;
                continue;
            }
            if (inBrace) {
                if (i === braceStart + 1) {
                    if (c === '^' || c === '!') {
                        braceNeg = true;
                    }
                }
                else if (c === ']' && !(i === braceStart + 2 && braceNeg)) {
                    inBrace = false;
                }
                acc += c;
                continue;
            }
            else if (c === '[') {
                inBrace = true;
                braceStart = i;
                braceNeg = false;
                acc += c;
                continue;
            }
            const doRecurse = !opt.noext &&
                isExtglobType(c) &&
                str.charAt(i) === '(' &&
                /* c8 ignore start - the maxDepth is sufficient here */
                (extDepth <= maxDepth || (ast && ast.#canAdoptType(c)));
            /* c8 ignore stop */
            if (doRecurse) {
                const depthAdd = ast && ast.#canAdoptType(c) ? 0 : 1;
                part.push(acc);
                acc = '';
                const ext = new _a(c, part);
                part.push(ext);
                i = _a.#parseAST(str, ext, i, opt, extDepth + depthAdd);
                continue;
            }
            if (c === '|') {
                part.push(acc);
                acc = '';
                parts.push(part);
                part = new _a(null, ast);
                continue;
            }
            if (c === ')') {
                if (acc === '' && ast.#parts.length === 0) {
                    ast.#emptyExt = true;
                }
                part.push(acc);
                acc = '';
                ast.push(...parts, part);
                return i;
            }
            acc += c;
        }
        // unfinished extglob
        // if we got here, it was a malformed extglob! not an extglob, but
        // maybe something else in there.
        ast.type = null;
        ast.#hasMagic = undefined;
        ast.#parts = [str.substring(pos - 1)];
        return i;
    }
    #canAdoptWithSpace(child) {
        return this.#canAdopt(child, adoptionWithSpaceMap);
    }
    #canAdopt(child, map = adoptionMap) {
        if (!child ||
            typeof child !== 'object' ||
            child.type !== null ||
            child.#parts.length !== 1 ||
            this.type === null) {
            return false;
        }
        const gc = child.#parts[0];
        if (!gc || typeof gc !== 'object' || gc.type === null) {
            return false;
        }
        return this.#canAdoptType(gc.type, map);
    }
    #canAdoptType(c, map = adoptionAnyMap) {
        return !!map.get(this.type)?.includes(c);
    }
    #adoptWithSpace(child, index) {
        const gc = child.#parts[0];
        const blank = new _a(null, gc, this.options);
        blank.#parts.push('');
        gc.push(blank);
        this.#adopt(child, index);
    }
    #adopt(child, index) {
        const gc = child.#parts[0];
        this.#parts.splice(index, 1, ...gc.#parts);
        for (const p of gc.#parts) {
            if (typeof p === 'object')
                p.#parent = this;
        }
        this.#toString = undefined;
    }
    #canUsurpType(c) {
        const m = usurpMap.get(this.type);
        return !!m?.has(c);
    }
    #canUsurp(child) {
        if (!child ||
            typeof child !== 'object' ||
            child.type !== null ||
            child.#parts.length !== 1 ||
            this.type === null ||
            this.#parts.length !== 1) {
            return false;
        }
        const gc = child.#parts[0];
        if (!gc || typeof gc !== 'object' || gc.type === null) {
            return false;
        }
        return this.#canUsurpType(gc.type);
    }
    #usurp(child) {
        const m = usurpMap.get(this.type);
        const gc = child.#parts[0];
        const nt = m?.get(gc.type);
        /* c8 ignore start - impossible */
        if (!nt)
            return false;
        /* c8 ignore stop */
        this.#parts = gc.#parts;
        for (const p of this.#parts) {
            if (typeof p === 'object') {
                p.#parent = this;
            }
        }
        this.type = nt;
        this.#toString = undefined;
        this.#emptyExt = false;
    }
    static fromGlob(pattern, options = {}) {
        const ast = new _a(null, undefined, options);
        _a.#parseAST(pattern, ast, 0, options, 0);
        return ast;
    }
    // returns the regular expression if there's magic, or the unescaped
    // string if not.
    toMMPattern() {
        // should only be called on root
        /* c8 ignore start */
        if (this !== this.#root)
            return this.#root.toMMPattern();
        /* c8 ignore stop */
        const glob = this.toString();
        const [re, body, hasMagic, uflag] = this.toRegExpSource();
        // if we're in nocase mode, and not nocaseMagicOnly, then we do
        // still need a regular expression if we have to case-insensitively
        // match capital/lowercase characters.
        const anyMagic = hasMagic ||
            this.#hasMagic ||
            (this.#options.nocase &&
                !this.#options.nocaseMagicOnly &&
                glob.toUpperCase() !== glob.toLowerCase());
        if (!anyMagic) {
            return body;
        }
        const flags = (this.#options.nocase ? 'i' : '') + (uflag ? 'u' : '');
        return Object.assign(new RegExp(`^${re}$`, flags), {
            _src: re,
            _glob: glob,
        });
    }
    get options() {
        return this.#options;
    }
    // returns the string match, the regexp source, whether there's magic
    // in the regexp (so a regular expression is required) and whether or
    // not the uflag is needed for the regular expression (for posix classes)
    // TODO: instead of injecting the start/end at this point, just return
    // the BODY of the regexp, along with the start/end portions suitable
    // for binding the start/end in either a joined full-path makeRe context
    // (where we bind to (^|/), or a standalone matchPart context (where
    // we bind to ^, and not /).  Otherwise slashes get duped!
    //
    // In part-matching mode, the start is:
    // - if not isStart: nothing
    // - if traversal possible, but not allowed: ^(?!\.\.?$)
    // - if dots allowed or not possible: ^
    // - if dots possible and not allowed: ^(?!\.)
    // end is:
    // - if not isEnd(): nothing
    // - else: $
    //
    // In full-path matching mode, we put the slash at the START of the
    // pattern, so start is:
    // - if first pattern: same as part-matching mode
    // - if not isStart(): nothing
    // - if traversal possible, but not allowed: /(?!\.\.?(?:$|/))
    // - if dots allowed or not possible: /
    // - if dots possible and not allowed: /(?!\.)
    // end is:
    // - if last pattern, same as part-matching mode
    // - else nothing
    //
    // Always put the (?:$|/) on negated tails, though, because that has to be
    // there to bind the end of the negated pattern portion, and it's easier to
    // just stick it in now rather than try to inject it later in the middle of
    // the pattern.
    //
    // We can just always return the same end, and leave it up to the caller
    // to know whether it's going to be used joined or in parts.
    // And, if the start is adjusted slightly, can do the same there:
    // - if not isStart: nothing
    // - if traversal possible, but not allowed: (?:/|^)(?!\.\.?$)
    // - if dots allowed or not possible: (?:/|^)
    // - if dots possible and not allowed: (?:/|^)(?!\.)
    //
    // But it's better to have a simpler binding without a conditional, for
    // performance, so probably better to return both start options.
    //
    // Then the caller just ignores the end if it's not the first pattern,
    // and the start always gets applied.
    //
    // But that's always going to be $ if it's the ending pattern, or nothing,
    // so the caller can just attach $ at the end of the pattern when building.
    //
    // So the todo is:
    // - better detect what kind of start is needed
    // - return both flavors of starting pattern
    // - attach $ at the end of the pattern when creating the actual RegExp
    //
    // Ah, but wait, no, that all only applies to the root when the first pattern
    // is not an extglob. If the first pattern IS an extglob, then we need all
    // that dot prevention biz to live in the extglob portions, because eg
    // +(*|.x*) can match .xy but not .yx.
    //
    // So, return the two flavors if it's #root and the first child is not an
    // AST, otherwise leave it to the child AST to handle it, and there,
    // use the (?:^|/) style of start binding.
    //
    // Even simplified further:
    // - Since the start for a join is eg /(?!\.) and the start for a part
    // is ^(?!\.), we can just prepend (?!\.) to the pattern (either root
    // or start or whatever) and prepend ^ or / at the Regexp construction.
    toRegExpSource(allowDot) {
        const dot = allowDot ?? !!this.#options.dot;
        if (this.#root === this) {
            this.#flatten();
            this.#fillNegs();
        }
        if (!isExtglobAST(this)) {
            const noEmpty = this.isStart() &&
                this.isEnd() &&
                !this.#parts.some(s => typeof s !== 'string');
            const src = this.#parts
                .map(p => {
                const [re, _, hasMagic, uflag] = typeof p === 'string' ?
                    _a.#parseGlob(p, this.#hasMagic, noEmpty)
                    : p.toRegExpSource(allowDot);
                this.#hasMagic = this.#hasMagic || hasMagic;
                this.#uflag = this.#uflag || uflag;
                return re;
            })
                .join('');
            let start = '';
            if (this.isStart()) {
                if (typeof this.#parts[0] === 'string') {
                    // this is the string that will match the start of the pattern,
                    // so we need to protect against dots and such.
                    // '.' and '..' cannot match unless the pattern is that exactly,
                    // even if it starts with . or dot:true is set.
                    const dotTravAllowed = this.#parts.length === 1 && justDots.has(this.#parts[0]);
                    if (!dotTravAllowed) {
                        const aps = addPatternStart;
                        // check if we have a possibility of matching . or ..,
                        // and prevent that.
                        const needNoTrav = 
                        // dots are allowed, and the pattern starts with [ or .
                        (dot && aps.has(src.charAt(0))) ||
                            // the pattern starts with \., and then [ or .
                            (src.startsWith('\\.') && aps.has(src.charAt(2))) ||
                            // the pattern starts with \.\., and then [ or .
                            (src.startsWith('\\.\\.') && aps.has(src.charAt(4)));
                        // no need to prevent dots if it can't match a dot, or if a
                        // sub-pattern will be preventing it anyway.
                        const needNoDot = !dot && !allowDot && aps.has(src.charAt(0));
                        start =
                            needNoTrav ? startNoTraversal
                                : needNoDot ? startNoDot
                                    : '';
                    }
                }
            }
            // append the "end of path portion" pattern to negation tails
            let end = '';
            if (this.isEnd() &&
                this.#root.#filledNegs &&
                this.#parent?.type === '!') {
                end = '(?:$|\\/)';
            }
            const final = start + src + end;
            return [
                final,
                unescape_unescape(src),
                (this.#hasMagic = !!this.#hasMagic),
                this.#uflag,
            ];
        }
        // We need to calculate the body *twice* if it's a repeat pattern
        // at the start, once in nodot mode, then again in dot mode, so a
        // pattern like *(?) can match 'x.y'
        const repeated = this.type === '*' || this.type === '+';
        // some kind of extglob
        const start = this.type === '!' ? '(?:(?!(?:' : '(?:';
        let body = this.#partsToRegExp(dot);
        if (this.isStart() && this.isEnd() && !body && this.type !== '!') {
            // invalid extglob, has to at least be *something* present, if it's
            // the entire path portion.
            const s = this.toString();
            const me = this;
            me.#parts = [s];
            me.type = null;
            me.#hasMagic = undefined;
            return [s, unescape_unescape(this.toString()), false, false];
        }
        let bodyDotAllowed = !repeated || allowDot || dot || !startNoDot ?
            ''
            : this.#partsToRegExp(true);
        if (bodyDotAllowed === body) {
            bodyDotAllowed = '';
        }
        if (bodyDotAllowed) {
            body = `(?:${body})(?:${bodyDotAllowed})*?`;
        }
        // an empty !() is exactly equivalent to a starNoEmpty
        let final = '';
        if (this.type === '!' && this.#emptyExt) {
            final = (this.isStart() && !dot ? startNoDot : '') + starNoEmpty;
        }
        else {
            const close = this.type === '!' ?
                // !() must match something,but !(x) can match ''
                '))' +
                    (this.isStart() && !dot && !allowDot ? startNoDot : '') +
                    star +
                    ')'
                : this.type === '@' ? ')'
                    : this.type === '?' ? ')?'
                        : this.type === '+' && bodyDotAllowed ? ')'
                            : this.type === '*' && bodyDotAllowed ? `)?`
                                : `)${this.type}`;
            final = start + body + close;
        }
        return [
            final,
            unescape_unescape(body),
            (this.#hasMagic = !!this.#hasMagic),
            this.#uflag,
        ];
    }
    #flatten() {
        if (!isExtglobAST(this)) {
            for (const p of this.#parts) {
                if (typeof p === 'object') {
                    p.#flatten();
                }
            }
        }
        else {
            // do up to 10 passes to flatten as much as possible
            let iterations = 0;
            let done = false;
            do {
                done = true;
                for (let i = 0; i < this.#parts.length; i++) {
                    const c = this.#parts[i];
                    if (typeof c === 'object') {
                        c.#flatten();
                        if (this.#canAdopt(c)) {
                            done = false;
                            this.#adopt(c, i);
                        }
                        else if (this.#canAdoptWithSpace(c)) {
                            done = false;
                            this.#adoptWithSpace(c, i);
                        }
                        else if (this.#canUsurp(c)) {
                            done = false;
                            this.#usurp(c);
                        }
                    }
                }
            } while (!done && ++iterations < 10);
        }
        this.#toString = undefined;
    }
    #partsToRegExp(dot) {
        return this.#parts
            .map(p => {
            // extglob ASTs should only contain parent ASTs
            /* c8 ignore start */
            if (typeof p === 'string') {
                throw new Error('string type in extglob ast??');
            }
            /* c8 ignore stop */
            // can ignore hasMagic, because extglobs are already always magic
            const [re, _, _hasMagic, uflag] = p.toRegExpSource(dot);
            this.#uflag = this.#uflag || uflag;
            return re;
        })
            .filter(p => !(this.isStart() && this.isEnd()) || !!p)
            .join('|');
    }
    static #parseGlob(glob, hasMagic, noEmpty = false) {
        let escaping = false;
        let re = '';
        let uflag = false;
        // multiple stars that aren't globstars coalesce into one *
        let inStar = false;
        for (let i = 0; i < glob.length; i++) {
            const c = glob.charAt(i);
            if (escaping) {
                escaping = false;
                re += (reSpecials.has(c) ? '\\' : '') + c;
                continue;
            }
            if (c === '*') {
                if (inStar)
                    continue;
                inStar = true;
                re += noEmpty && /^[*]+$/.test(glob) ? starNoEmpty : star;
                hasMagic = true;
                continue;
            }
            else {
                inStar = false;
            }
            if (c === '\\') {
                if (i === glob.length - 1) {
                    re += '\\\\';
                }
                else {
                    escaping = true;
                }
                continue;
            }
            if (c === '[') {
                const [src, needUflag, consumed, magic] = parseClass(glob, i);
                if (consumed) {
                    re += src;
                    uflag = uflag || needUflag;
                    i += consumed - 1;
                    hasMagic = hasMagic || magic;
                    continue;
                }
            }
            if (c === '?') {
                re += qmark;
                hasMagic = true;
                continue;
            }
            re += regExpEscape(c);
        }
        return [re, unescape_unescape(glob), !!hasMagic, uflag];
    }
}
_a = AST;
//# sourceMappingURL=ast.js.map
;// CONCATENATED MODULE: ./node_modules/minimatch/dist/esm/escape.js
/**
 * Escape all magic characters in a glob pattern.
 *
 * If the {@link MinimatchOptions.windowsPathsNoEscape}
 * option is used, then characters are escaped by wrapping in `[]`, because
 * a magic character wrapped in a character class can only be satisfied by
 * that exact character.  In this mode, `\` is _not_ escaped, because it is
 * not interpreted as a magic character, but instead as a path separator.
 *
 * If the {@link MinimatchOptions.magicalBraces} option is used,
 * then braces (`{` and `}`) will be escaped.
 */
const escape_escape = (s, { windowsPathsNoEscape = false, magicalBraces = false, } = {}) => {
    // don't need to escape +@! because we escape the parens
    // that make those magic, and escaping ! as [!] isn't valid,
    // because [!]] is a valid glob class meaning not ']'.
    if (magicalBraces) {
        return windowsPathsNoEscape ?
            s.replace(/[?*()[\]{}]/g, '[$&]')
            : s.replace(/[?*()[\]\\{}]/g, '\\$&');
    }
    return windowsPathsNoEscape ?
        s.replace(/[?*()[\]]/g, '[$&]')
        : s.replace(/[?*()[\]\\]/g, '\\$&');
};
//# sourceMappingURL=escape.js.map
;// CONCATENATED MODULE: ./node_modules/minimatch/dist/esm/index.js





const minimatch = (p, pattern, options = {}) => {
    assertValidPattern(pattern);
    // shortcut: comments match nothing.
    if (!options.nocomment && pattern.charAt(0) === '#') {
        return false;
    }
    return new Minimatch(pattern, options).match(p);
};
// Optimized checking for the most common glob patterns.
const starDotExtRE = /^\*+([^+@!?*[(]*)$/;
const starDotExtTest = (ext) => (f) => !f.startsWith('.') && f.endsWith(ext);
const starDotExtTestDot = (ext) => (f) => f.endsWith(ext);
const starDotExtTestNocase = (ext) => {
    ext = ext.toLowerCase();
    return (f) => !f.startsWith('.') && f.toLowerCase().endsWith(ext);
};
const starDotExtTestNocaseDot = (ext) => {
    ext = ext.toLowerCase();
    return (f) => f.toLowerCase().endsWith(ext);
};
const starDotStarRE = /^\*+\.\*+$/;
const starDotStarTest = (f) => !f.startsWith('.') && f.includes('.');
const starDotStarTestDot = (f) => f !== '.' && f !== '..' && f.includes('.');
const dotStarRE = /^\.\*+$/;
const dotStarTest = (f) => f !== '.' && f !== '..' && f.startsWith('.');
const starRE = /^\*+$/;
const starTest = (f) => f.length !== 0 && !f.startsWith('.');
const starTestDot = (f) => f.length !== 0 && f !== '.' && f !== '..';
const qmarksRE = /^\?+([^+@!?*[(]*)?$/;
const qmarksTestNocase = ([$0, ext = '']) => {
    const noext = qmarksTestNoExt([$0]);
    if (!ext)
        return noext;
    ext = ext.toLowerCase();
    return (f) => noext(f) && f.toLowerCase().endsWith(ext);
};
const qmarksTestNocaseDot = ([$0, ext = '']) => {
    const noext = qmarksTestNoExtDot([$0]);
    if (!ext)
        return noext;
    ext = ext.toLowerCase();
    return (f) => noext(f) && f.toLowerCase().endsWith(ext);
};
const qmarksTestDot = ([$0, ext = '']) => {
    const noext = qmarksTestNoExtDot([$0]);
    return !ext ? noext : (f) => noext(f) && f.endsWith(ext);
};
const qmarksTest = ([$0, ext = '']) => {
    const noext = qmarksTestNoExt([$0]);
    return !ext ? noext : (f) => noext(f) && f.endsWith(ext);
};
const qmarksTestNoExt = ([$0]) => {
    const len = $0.length;
    return (f) => f.length === len && !f.startsWith('.');
};
const qmarksTestNoExtDot = ([$0]) => {
    const len = $0.length;
    return (f) => f.length === len && f !== '.' && f !== '..';
};
/* c8 ignore start */
const defaultPlatform = (typeof process === 'object' && process ?
    (typeof process.env === 'object' &&
        process.env &&
        process.env.__MINIMATCH_TESTING_PLATFORM__) ||
        process.platform
    : 'posix');
const path = {
    win32: { sep: '\\' },
    posix: { sep: '/' },
};
/* c8 ignore stop */
const sep = defaultPlatform === 'win32' ? path.win32.sep : path.posix.sep;
minimatch.sep = sep;
const GLOBSTAR = Symbol('globstar **');
minimatch.GLOBSTAR = GLOBSTAR;
// any single thing other than /
// don't need to escape / when using new RegExp()
const esm_qmark = '[^/]';
// * => any number of characters
const esm_star = esm_qmark + '*?';
// ** when dots are allowed.  Anything goes, except .. and .
// not (^ or / followed by one or two dots followed by $ or /),
// followed by anything, any number of times.
const twoStarDot = '(?:(?!(?:\\/|^)(?:\\.{1,2})($|\\/)).)*?';
// not a ^ or / followed by a dot,
// followed by anything, any number of times.
const twoStarNoDot = '(?:(?!(?:\\/|^)\\.).)*?';
const filter = (pattern, options = {}) => (p) => minimatch(p, pattern, options);
minimatch.filter = filter;
const ext = (a, b = {}) => Object.assign({}, a, b);
const defaults = (def) => {
    if (!def || typeof def !== 'object' || !Object.keys(def).length) {
        return minimatch;
    }
    const orig = minimatch;
    const m = (p, pattern, options = {}) => orig(p, pattern, ext(def, options));
    return Object.assign(m, {
        Minimatch: class Minimatch extends orig.Minimatch {
            constructor(pattern, options = {}) {
                super(pattern, ext(def, options));
            }
            static defaults(options) {
                return orig.defaults(ext(def, options)).Minimatch;
            }
        },
        AST: class AST extends orig.AST {
            /* c8 ignore start */
            constructor(type, parent, options = {}) {
                super(type, parent, ext(def, options));
            }
            /* c8 ignore stop */
            static fromGlob(pattern, options = {}) {
                return orig.AST.fromGlob(pattern, ext(def, options));
            }
        },
        unescape: (s, options = {}) => orig.unescape(s, ext(def, options)),
        escape: (s, options = {}) => orig.escape(s, ext(def, options)),
        filter: (pattern, options = {}) => orig.filter(pattern, ext(def, options)),
        defaults: (options) => orig.defaults(ext(def, options)),
        makeRe: (pattern, options = {}) => orig.makeRe(pattern, ext(def, options)),
        braceExpand: (pattern, options = {}) => orig.braceExpand(pattern, ext(def, options)),
        match: (list, pattern, options = {}) => orig.match(list, pattern, ext(def, options)),
        sep: orig.sep,
        GLOBSTAR: GLOBSTAR,
    });
};
minimatch.defaults = defaults;
// Brace expansion:
// a{b,c}d -> abd acd
// a{b,}c -> abc ac
// a{0..3}d -> a0d a1d a2d a3d
// a{b,c{d,e}f}g -> abg acdfg acefg
// a{b,c}d{e,f}g -> abdeg acdeg abdeg abdfg
//
// Invalid sets are not expanded.
// a{2..}b -> a{2..}b
// a{b}c -> a{b}c
const braceExpand = (pattern, options = {}) => {
    assertValidPattern(pattern);
    // Thanks to Yeting Li <https://github.com/yetingli> for
    // improving this regexp to avoid a ReDOS vulnerability.
    if (options.nobrace || !/\{(?:(?!\{).)*\}/.test(pattern)) {
        // shortcut. no need to expand.
        return [pattern];
    }
    return expand(pattern, { max: options.braceExpandMax });
};
minimatch.braceExpand = braceExpand;
// parse a component of the expanded set.
// At this point, no pattern may contain "/" in it
// so we're going to return a 2d array, where each entry is the full
// pattern, split on '/', and then turned into a regular expression.
// A regexp is made at the end which joins each array with an
// escaped /, and another full one which joins each regexp with |.
//
// Following the lead of Bash 4.1, note that "**" only has special meaning
// when it is the *only* thing in a path portion.  Otherwise, any series
// of * is equivalent to a single *.  Globstar behavior is enabled by
// default, and can be disabled by setting options.noglobstar.
const makeRe = (pattern, options = {}) => new Minimatch(pattern, options).makeRe();
minimatch.makeRe = makeRe;
const match = (list, pattern, options = {}) => {
    const mm = new Minimatch(pattern, options);
    list = list.filter(f => mm.match(f));
    if (mm.options.nonull && !list.length) {
        list.push(pattern);
    }
    return list;
};
minimatch.match = match;
// replace stuff like \* with *
const globMagic = /[?*]|[+@!]\(.*?\)|\[|\]/;
const esm_regExpEscape = (s) => s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g, '\\$&');
class Minimatch {
    options;
    set;
    pattern;
    windowsPathsNoEscape;
    nonegate;
    negate;
    comment;
    empty;
    preserveMultipleSlashes;
    partial;
    globSet;
    globParts;
    nocase;
    isWindows;
    platform;
    windowsNoMagicRoot;
    maxGlobstarRecursion;
    regexp;
    constructor(pattern, options = {}) {
        assertValidPattern(pattern);
        options = options || {};
        this.options = options;
        this.maxGlobstarRecursion = options.maxGlobstarRecursion ?? 200;
        this.pattern = pattern;
        this.platform = options.platform || defaultPlatform;
        this.isWindows = this.platform === 'win32';
        // avoid the annoying deprecation flag lol
        const awe = ('allowWindow' + 'sEscape');
        this.windowsPathsNoEscape =
            !!options.windowsPathsNoEscape || options[awe] === false;
        if (this.windowsPathsNoEscape) {
            this.pattern = this.pattern.replace(/\\/g, '/');
        }
        this.preserveMultipleSlashes = !!options.preserveMultipleSlashes;
        this.regexp = null;
        this.negate = false;
        this.nonegate = !!options.nonegate;
        this.comment = false;
        this.empty = false;
        this.partial = !!options.partial;
        this.nocase = !!this.options.nocase;
        this.windowsNoMagicRoot =
            options.windowsNoMagicRoot !== undefined ?
                options.windowsNoMagicRoot
                : !!(this.isWindows && this.nocase);
        this.globSet = [];
        this.globParts = [];
        this.set = [];
        // make the set of regexps etc.
        this.make();
    }
    hasMagic() {
        if (this.options.magicalBraces && this.set.length > 1) {
            return true;
        }
        for (const pattern of this.set) {
            for (const part of pattern) {
                if (typeof part !== 'string')
                    return true;
            }
        }
        return false;
    }
    debug(..._) { }
    make() {
        const pattern = this.pattern;
        const options = this.options;
        // empty patterns and comments match nothing.
        if (!options.nocomment && pattern.charAt(0) === '#') {
            this.comment = true;
            return;
        }
        if (!pattern) {
            this.empty = true;
            return;
        }
        // step 1: figure out negation, etc.
        this.parseNegate();
        // step 2: expand braces
        this.globSet = [...new Set(this.braceExpand())];
        if (options.debug) {
            //oxlint-disable-next-line no-console
            this.debug = (...args) => console.error(...args);
        }
        this.debug(this.pattern, this.globSet);
        // step 3: now we have a set, so turn each one into a series of
        // path-portion matching patterns.
        // These will be regexps, except in the case of "**", which is
        // set to the GLOBSTAR object for globstar behavior,
        // and will not contain any / characters
        //
        // First, we preprocess to make the glob pattern sets a bit simpler
        // and deduped.  There are some perf-killing patterns that can cause
        // problems with a glob walk, but we can simplify them down a bit.
        const rawGlobParts = this.globSet.map(s => this.slashSplit(s));
        this.globParts = this.preprocess(rawGlobParts);
        this.debug(this.pattern, this.globParts);
        // glob --> regexps
        let set = this.globParts.map((s, _, __) => {
            if (this.isWindows && this.windowsNoMagicRoot) {
                // check if it's a drive or unc path.
                const isUNC = s[0] === '' &&
                    s[1] === '' &&
                    (s[2] === '?' || !globMagic.test(s[2])) &&
                    !globMagic.test(s[3]);
                const isDrive = /^[a-z]:/i.test(s[0]);
                if (isUNC) {
                    return [
                        ...s.slice(0, 4),
                        ...s.slice(4).map(ss => this.parse(ss)),
                    ];
                }
                else if (isDrive) {
                    return [s[0], ...s.slice(1).map(ss => this.parse(ss))];
                }
            }
            return s.map(ss => this.parse(ss));
        });
        this.debug(this.pattern, set);
        // filter out everything that didn't compile properly.
        this.set = set.filter(s => s.indexOf(false) === -1);
        // do not treat the ? in UNC paths as magic
        if (this.isWindows) {
            for (let i = 0; i < this.set.length; i++) {
                const p = this.set[i];
                if (p[0] === '' &&
                    p[1] === '' &&
                    this.globParts[i][2] === '?' &&
                    typeof p[3] === 'string' &&
                    /^[a-z]:$/i.test(p[3])) {
                    p[2] = '?';
                }
            }
        }
        this.debug(this.pattern, this.set);
    }
    // various transforms to equivalent pattern sets that are
    // faster to process in a filesystem walk.  The goal is to
    // eliminate what we can, and push all ** patterns as far
    // to the right as possible, even if it increases the number
    // of patterns that we have to process.
    preprocess(globParts) {
        // if we're not in globstar mode, then turn ** into *
        if (this.options.noglobstar) {
            for (const partset of globParts) {
                for (let j = 0; j < partset.length; j++) {
                    if (partset[j] === '**') {
                        partset[j] = '*';
                    }
                }
            }
        }
        const { optimizationLevel = 1 } = this.options;
        if (optimizationLevel >= 2) {
            // aggressive optimization for the purpose of fs walking
            globParts = this.firstPhasePreProcess(globParts);
            globParts = this.secondPhasePreProcess(globParts);
        }
        else if (optimizationLevel >= 1) {
            // just basic optimizations to remove some .. parts
            globParts = this.levelOneOptimize(globParts);
        }
        else {
            // just collapse multiple ** portions into one
            globParts = this.adjascentGlobstarOptimize(globParts);
        }
        return globParts;
    }
    // just get rid of adjascent ** portions
    adjascentGlobstarOptimize(globParts) {
        return globParts.map(parts => {
            let gs = -1;
            while (-1 !== (gs = parts.indexOf('**', gs + 1))) {
                let i = gs;
                while (parts[i + 1] === '**') {
                    i++;
                }
                if (i !== gs) {
                    parts.splice(gs, i - gs);
                }
            }
            return parts;
        });
    }
    // get rid of adjascent ** and resolve .. portions
    levelOneOptimize(globParts) {
        return globParts.map(parts => {
            parts = parts.reduce((set, part) => {
                const prev = set[set.length - 1];
                if (part === '**' && prev === '**') {
                    return set;
                }
                if (part === '..') {
                    if (prev && prev !== '..' && prev !== '.' && prev !== '**') {
                        set.pop();
                        return set;
                    }
                }
                set.push(part);
                return set;
            }, []);
            return parts.length === 0 ? [''] : parts;
        });
    }
    levelTwoFileOptimize(parts) {
        if (!Array.isArray(parts)) {
            parts = this.slashSplit(parts);
        }
        let didSomething = false;
        do {
            didSomething = false;
            // <pre>/<e>/<rest> -> <pre>/<rest>
            if (!this.preserveMultipleSlashes) {
                for (let i = 1; i < parts.length - 1; i++) {
                    const p = parts[i];
                    // don't squeeze out UNC patterns
                    if (i === 1 && p === '' && parts[0] === '')
                        continue;
                    if (p === '.' || p === '') {
                        didSomething = true;
                        parts.splice(i, 1);
                        i--;
                    }
                }
                if (parts[0] === '.' &&
                    parts.length === 2 &&
                    (parts[1] === '.' || parts[1] === '')) {
                    didSomething = true;
                    parts.pop();
                }
            }
            // <pre>/<p>/../<rest> -> <pre>/<rest>
            let dd = 0;
            while (-1 !== (dd = parts.indexOf('..', dd + 1))) {
                const p = parts[dd - 1];
                if (p &&
                    p !== '.' &&
                    p !== '..' &&
                    p !== '**' &&
                    !(this.isWindows && /^[a-z]:$/i.test(p))) {
                    didSomething = true;
                    parts.splice(dd - 1, 2);
                    dd -= 2;
                }
            }
        } while (didSomething);
        return parts.length === 0 ? [''] : parts;
    }
    // First phase: single-pattern processing
    // <pre> is 1 or more portions
    // <rest> is 1 or more portions
    // <p> is any portion other than ., .., '', or **
    // <e> is . or ''
    //
    // **/.. is *brutal* for filesystem walking performance, because
    // it effectively resets the recursive walk each time it occurs,
    // and ** cannot be reduced out by a .. pattern part like a regexp
    // or most strings (other than .., ., and '') can be.
    //
    // <pre>/**/../<p>/<p>/<rest> -> {<pre>/../<p>/<p>/<rest>,<pre>/**/<p>/<p>/<rest>}
    // <pre>/<e>/<rest> -> <pre>/<rest>
    // <pre>/<p>/../<rest> -> <pre>/<rest>
    // **/**/<rest> -> **/<rest>
    //
    // **/*/<rest> -> */**/<rest> <== not valid because ** doesn't follow
    // this WOULD be allowed if ** did follow symlinks, or * didn't
    firstPhasePreProcess(globParts) {
        let didSomething = false;
        do {
            didSomething = false;
            // <pre>/**/../<p>/<p>/<rest> -> {<pre>/../<p>/<p>/<rest>,<pre>/**/<p>/<p>/<rest>}
            for (let parts of globParts) {
                let gs = -1;
                while (-1 !== (gs = parts.indexOf('**', gs + 1))) {
                    let gss = gs;
                    while (parts[gss + 1] === '**') {
                        // <pre>/**/**/<rest> -> <pre>/**/<rest>
                        gss++;
                    }
                    // eg, if gs is 2 and gss is 4, that means we have 3 **
                    // parts, and can remove 2 of them.
                    if (gss > gs) {
                        parts.splice(gs + 1, gss - gs);
                    }
                    let next = parts[gs + 1];
                    const p = parts[gs + 2];
                    const p2 = parts[gs + 3];
                    if (next !== '..')
                        continue;
                    if (!p ||
                        p === '.' ||
                        p === '..' ||
                        !p2 ||
                        p2 === '.' ||
                        p2 === '..') {
                        continue;
                    }
                    didSomething = true;
                    // edit parts in place, and push the new one
                    parts.splice(gs, 1);
                    const other = parts.slice(0);
                    other[gs] = '**';
                    globParts.push(other);
                    gs--;
                }
                // <pre>/<e>/<rest> -> <pre>/<rest>
                if (!this.preserveMultipleSlashes) {
                    for (let i = 1; i < parts.length - 1; i++) {
                        const p = parts[i];
                        // don't squeeze out UNC patterns
                        if (i === 1 && p === '' && parts[0] === '')
                            continue;
                        if (p === '.' || p === '') {
                            didSomething = true;
                            parts.splice(i, 1);
                            i--;
                        }
                    }
                    if (parts[0] === '.' &&
                        parts.length === 2 &&
                        (parts[1] === '.' || parts[1] === '')) {
                        didSomething = true;
                        parts.pop();
                    }
                }
                // <pre>/<p>/../<rest> -> <pre>/<rest>
                let dd = 0;
                while (-1 !== (dd = parts.indexOf('..', dd + 1))) {
                    const p = parts[dd - 1];
                    if (p && p !== '.' && p !== '..' && p !== '**') {
                        didSomething = true;
                        const needDot = dd === 1 && parts[dd + 1] === '**';
                        const splin = needDot ? ['.'] : [];
                        parts.splice(dd - 1, 2, ...splin);
                        if (parts.length === 0)
                            parts.push('');
                        dd -= 2;
                    }
                }
            }
        } while (didSomething);
        return globParts;
    }
    // second phase: multi-pattern dedupes
    // {<pre>/*/<rest>,<pre>/<p>/<rest>} -> <pre>/*/<rest>
    // {<pre>/<rest>,<pre>/<rest>} -> <pre>/<rest>
    // {<pre>/**/<rest>,<pre>/<rest>} -> <pre>/**/<rest>
    //
    // {<pre>/**/<rest>,<pre>/**/<p>/<rest>} -> <pre>/**/<rest>
    // ^-- not valid because ** doens't follow symlinks
    secondPhasePreProcess(globParts) {
        for (let i = 0; i < globParts.length - 1; i++) {
            for (let j = i + 1; j < globParts.length; j++) {
                const matched = this.partsMatch(globParts[i], globParts[j], !this.preserveMultipleSlashes);
                if (matched) {
                    globParts[i] = [];
                    globParts[j] = matched;
                    break;
                }
            }
        }
        return globParts.filter(gs => gs.length);
    }
    partsMatch(a, b, emptyGSMatch = false) {
        let ai = 0;
        let bi = 0;
        let result = [];
        let which = '';
        while (ai < a.length && bi < b.length) {
            if (a[ai] === b[bi]) {
                result.push(which === 'b' ? b[bi] : a[ai]);
                ai++;
                bi++;
            }
            else if (emptyGSMatch && a[ai] === '**' && b[bi] === a[ai + 1]) {
                result.push(a[ai]);
                ai++;
            }
            else if (emptyGSMatch && b[bi] === '**' && a[ai] === b[bi + 1]) {
                result.push(b[bi]);
                bi++;
            }
            else if (a[ai] === '*' &&
                b[bi] &&
                (this.options.dot || !b[bi].startsWith('.')) &&
                b[bi] !== '**') {
                if (which === 'b')
                    return false;
                which = 'a';
                result.push(a[ai]);
                ai++;
                bi++;
            }
            else if (b[bi] === '*' &&
                a[ai] &&
                (this.options.dot || !a[ai].startsWith('.')) &&
                a[ai] !== '**') {
                if (which === 'a')
                    return false;
                which = 'b';
                result.push(b[bi]);
                ai++;
                bi++;
            }
            else {
                return false;
            }
        }
        // if we fall out of the loop, it means they two are identical
        // as long as their lengths match
        return a.length === b.length && result;
    }
    parseNegate() {
        if (this.nonegate)
            return;
        const pattern = this.pattern;
        let negate = false;
        let negateOffset = 0;
        for (let i = 0; i < pattern.length && pattern.charAt(i) === '!'; i++) {
            negate = !negate;
            negateOffset++;
        }
        if (negateOffset)
            this.pattern = pattern.slice(negateOffset);
        this.negate = negate;
    }
    // set partial to true to test if, for example,
    // "/a/b" matches the start of "/*/b/*/d"
    // Partial means, if you run out of file before you run
    // out of pattern, then that's fine, as long as all
    // the parts match.
    matchOne(file, pattern, partial = false) {
        let fileStartIndex = 0;
        let patternStartIndex = 0;
        // UNC paths like //?/X:/... can match X:/... and vice versa
        // Drive letters in absolute drive or unc paths are always compared
        // case-insensitively.
        if (this.isWindows) {
            const fileDrive = typeof file[0] === 'string' && /^[a-z]:$/i.test(file[0]);
            const fileUNC = !fileDrive &&
                file[0] === '' &&
                file[1] === '' &&
                file[2] === '?' &&
                /^[a-z]:$/i.test(file[3]);
            const patternDrive = typeof pattern[0] === 'string' && /^[a-z]:$/i.test(pattern[0]);
            const patternUNC = !patternDrive &&
                pattern[0] === '' &&
                pattern[1] === '' &&
                pattern[2] === '?' &&
                typeof pattern[3] === 'string' &&
                /^[a-z]:$/i.test(pattern[3]);
            const fdi = fileUNC ? 3
                : fileDrive ? 0
                    : undefined;
            const pdi = patternUNC ? 3
                : patternDrive ? 0
                    : undefined;
            if (typeof fdi === 'number' && typeof pdi === 'number') {
                const [fd, pd] = [
                    file[fdi],
                    pattern[pdi],
                ];
                // start matching at the drive letter index of each
                if (fd.toLowerCase() === pd.toLowerCase()) {
                    pattern[pdi] = fd;
                    patternStartIndex = pdi;
                    fileStartIndex = fdi;
                }
            }
        }
        // resolve and reduce . and .. portions in the file as well.
        // don't need to do the second phase, because it's only one string[]
        const { optimizationLevel = 1 } = this.options;
        if (optimizationLevel >= 2) {
            file = this.levelTwoFileOptimize(file);
        }
        if (pattern.includes(GLOBSTAR)) {
            return this.#matchGlobstar(file, pattern, partial, fileStartIndex, patternStartIndex);
        }
        return this.#matchOne(file, pattern, partial, fileStartIndex, patternStartIndex);
    }
    #matchGlobstar(file, pattern, partial, fileIndex, patternIndex) {
        // split the pattern into head, tail, and middle of ** delimited parts
        const firstgs = pattern.indexOf(GLOBSTAR, patternIndex);
        const lastgs = pattern.lastIndexOf(GLOBSTAR);
        // split the pattern up into globstar-delimited sections
        // the tail has to be at the end, and the others just have
        // to be found in order from the head.
        const [head, body, tail] = partial ?
            [
                pattern.slice(patternIndex, firstgs),
                pattern.slice(firstgs + 1),
                [],
            ]
            : [
                pattern.slice(patternIndex, firstgs),
                pattern.slice(firstgs + 1, lastgs),
                pattern.slice(lastgs + 1),
            ];
        // check the head, from the current file/pattern index.
        if (head.length) {
            const fileHead = file.slice(fileIndex, fileIndex + head.length);
            if (!this.#matchOne(fileHead, head, partial, 0, 0)) {
                return false;
            }
            fileIndex += head.length;
            patternIndex += head.length;
        }
        // now we know the head matches!
        // if the last portion is not empty, it MUST match the end
        // check the tail
        let fileTailMatch = 0;
        if (tail.length) {
            // if head + tail > file, then we cannot possibly match
            if (tail.length + fileIndex > file.length)
                return false;
            // try to match the tail
            let tailStart = file.length - tail.length;
            if (this.#matchOne(file, tail, partial, tailStart, 0)) {
                fileTailMatch = tail.length;
            }
            else {
                // affordance for stuff like a/**/* matching a/b/
                // if the last file portion is '', and there's more to the pattern
                // then try without the '' bit.
                if (file[file.length - 1] !== '' ||
                    fileIndex + tail.length === file.length) {
                    return false;
                }
                tailStart--;
                if (!this.#matchOne(file, tail, partial, tailStart, 0)) {
                    return false;
                }
                fileTailMatch = tail.length + 1;
            }
        }
        // now we know the tail matches!
        // the middle is zero or more portions wrapped in **, possibly
        // containing more ** sections.
        // so a/**/b/**/c/**/d has become **/b/**/c/**
        // if it's empty, it means a/**/b, just verify we have no bad dots
        // if there's no tail, so it ends on /**, then we must have *something*
        // after the head, or it's not a matc
        if (!body.length) {
            let sawSome = !!fileTailMatch;
            for (let i = fileIndex; i < file.length - fileTailMatch; i++) {
                const f = String(file[i]);
                sawSome = true;
                if (f === '.' ||
                    f === '..' ||
                    (!this.options.dot && f.startsWith('.'))) {
                    return false;
                }
            }
            // in partial mode, we just need to get past all file parts
            return partial || sawSome;
        }
        // now we know that there's one or more body sections, which can
        // be matched anywhere from the 0 index (because the head was pruned)
        // through to the length-fileTailMatch index.
        // split the body up into sections, and note the minimum index it can
        // be found at (start with the length of all previous segments)
        // [section, before, after]
        const bodySegments = [[[], 0]];
        let currentBody = bodySegments[0];
        let nonGsParts = 0;
        const nonGsPartsSums = [0];
        for (const b of body) {
            if (b === GLOBSTAR) {
                nonGsPartsSums.push(nonGsParts);
                currentBody = [[], 0];
                bodySegments.push(currentBody);
            }
            else {
                currentBody[0].push(b);
                nonGsParts++;
            }
        }
        let i = bodySegments.length - 1;
        const fileLength = file.length - fileTailMatch;
        for (const b of bodySegments) {
            b[1] = fileLength - (nonGsPartsSums[i--] + b[0].length);
        }
        return !!this.#matchGlobStarBodySections(file, bodySegments, fileIndex, 0, partial, 0, !!fileTailMatch);
    }
    // return false for "nope, not matching"
    // return null for "not matching, cannot keep trying"
    #matchGlobStarBodySections(file, 
    // pattern section, last possible position for it
    bodySegments, fileIndex, bodyIndex, partial, globStarDepth, sawTail) {
        // take the first body segment, and walk from fileIndex to its "after"
        // value at the end
        // If it doesn't match at that position, we increment, until we hit
        // that final possible position, and give up.
        // If it does match, then advance and try to rest.
        // If any of them fail we keep walking forward.
        // this is still a bit recursively painful, but it's more constrained
        // than previous implementations, because we never test something that
        // can't possibly be a valid matching condition.
        const bs = bodySegments[bodyIndex];
        if (!bs) {
            // just make sure that there's no bad dots
            for (let i = fileIndex; i < file.length; i++) {
                sawTail = true;
                const f = file[i];
                if (f === '.' ||
                    f === '..' ||
                    (!this.options.dot && f.startsWith('.'))) {
                    return false;
                }
            }
            return sawTail;
        }
        // have a non-globstar body section to test
        const [body, after] = bs;
        while (fileIndex <= after) {
            const m = this.#matchOne(file.slice(0, fileIndex + body.length), body, partial, fileIndex, 0);
            // if limit exceeded, no match. intentional false negative,
            // acceptable break in correctness for security.
            if (m && globStarDepth < this.maxGlobstarRecursion) {
                // match! see if the rest match. if so, we're done!
                const sub = this.#matchGlobStarBodySections(file, bodySegments, fileIndex + body.length, bodyIndex + 1, partial, globStarDepth + 1, sawTail);
                if (sub !== false) {
                    return sub;
                }
            }
            const f = file[fileIndex];
            if (f === '.' ||
                f === '..' ||
                (!this.options.dot && f.startsWith('.'))) {
                return false;
            }
            fileIndex++;
        }
        // walked off. no point continuing
        return partial || null;
    }
    #matchOne(file, pattern, partial, fileIndex, patternIndex) {
        let fi;
        let pi;
        let pl;
        let fl;
        for (fi = fileIndex,
            pi = patternIndex,
            fl = file.length,
            pl = pattern.length; fi < fl && pi < pl; fi++, pi++) {
            this.debug('matchOne loop');
            let p = pattern[pi];
            let f = file[fi];
            this.debug(pattern, p, f);
            // should be impossible.
            // some invalid regexp stuff in the set.
            /* c8 ignore start */
            if (p === false || p === GLOBSTAR) {
                return false;
            }
            /* c8 ignore stop */
            // something other than **
            // non-magic patterns just have to match exactly
            // patterns with magic have been turned into regexps.
            let hit;
            if (typeof p === 'string') {
                hit = f === p;
                this.debug('string match', p, f, hit);
            }
            else {
                hit = p.test(f);
                this.debug('pattern match', p, f, hit);
            }
            if (!hit)
                return false;
        }
        // Note: ending in / means that we'll get a final ""
        // at the end of the pattern.  This can only match a
        // corresponding "" at the end of the file.
        // If the file ends in /, then it can only match a
        // a pattern that ends in /, unless the pattern just
        // doesn't have any more for it. But, a/b/ should *not*
        // match "a/b/*", even though "" matches against the
        // [^/]*? pattern, except in partial mode, where it might
        // simply not be reached yet.
        // However, a/b/ should still satisfy a/*
        // now either we fell off the end of the pattern, or we're done.
        if (fi === fl && pi === pl) {
            // ran out of pattern and filename at the same time.
            // an exact hit!
            return true;
        }
        else if (fi === fl) {
            // ran out of file, but still had pattern left.
            // this is ok if we're doing the match as part of
            // a glob fs traversal.
            return partial;
        }
        else if (pi === pl) {
            // ran out of pattern, still have file left.
            // this is only acceptable if we're on the very last
            // empty segment of a file with a trailing slash.
            // a/* should match a/b/
            return fi === fl - 1 && file[fi] === '';
            /* c8 ignore start */
        }
        else {
            // should be unreachable.
            throw new Error('wtf?');
        }
        /* c8 ignore stop */
    }
    braceExpand() {
        return braceExpand(this.pattern, this.options);
    }
    parse(pattern) {
        assertValidPattern(pattern);
        const options = this.options;
        // shortcuts
        if (pattern === '**')
            return GLOBSTAR;
        if (pattern === '')
            return '';
        // far and away, the most common glob pattern parts are
        // *, *.*, and *.<ext>  Add a fast check method for those.
        let m;
        let fastTest = null;
        if ((m = pattern.match(starRE))) {
            fastTest = options.dot ? starTestDot : starTest;
        }
        else if ((m = pattern.match(starDotExtRE))) {
            fastTest = (options.nocase ?
                options.dot ?
                    starDotExtTestNocaseDot
                    : starDotExtTestNocase
                : options.dot ? starDotExtTestDot
                    : starDotExtTest)(m[1]);
        }
        else if ((m = pattern.match(qmarksRE))) {
            fastTest = (options.nocase ?
                options.dot ?
                    qmarksTestNocaseDot
                    : qmarksTestNocase
                : options.dot ? qmarksTestDot
                    : qmarksTest)(m);
        }
        else if ((m = pattern.match(starDotStarRE))) {
            fastTest = options.dot ? starDotStarTestDot : starDotStarTest;
        }
        else if ((m = pattern.match(dotStarRE))) {
            fastTest = dotStarTest;
        }
        const re = AST.fromGlob(pattern, this.options).toMMPattern();
        if (fastTest && typeof re === 'object') {
            // Avoids overriding in frozen environments
            Reflect.defineProperty(re, 'test', { value: fastTest });
        }
        return re;
    }
    makeRe() {
        if (this.regexp || this.regexp === false)
            return this.regexp;
        // at this point, this.set is a 2d array of partial
        // pattern strings, or "**".
        //
        // It's better to use .match().  This function shouldn't
        // be used, really, but it's pretty convenient sometimes,
        // when you just want to work with a regex.
        const set = this.set;
        if (!set.length) {
            this.regexp = false;
            return this.regexp;
        }
        const options = this.options;
        const twoStar = options.noglobstar ? esm_star
            : options.dot ? twoStarDot
                : twoStarNoDot;
        const flags = new Set(options.nocase ? ['i'] : []);
        // regexpify non-globstar patterns
        // if ** is only item, then we just do one twoStar
        // if ** is first, and there are more, prepend (\/|twoStar\/)? to next
        // if ** is last, append (\/twoStar|) to previous
        // if ** is in the middle, append (\/|\/twoStar\/) to previous
        // then filter out GLOBSTAR symbols
        let re = set
            .map(pattern => {
            const pp = pattern.map(p => {
                if (p instanceof RegExp) {
                    for (const f of p.flags.split(''))
                        flags.add(f);
                }
                return (typeof p === 'string' ? esm_regExpEscape(p)
                    : p === GLOBSTAR ? GLOBSTAR
                        : p._src);
            });
            pp.forEach((p, i) => {
                const next = pp[i + 1];
                const prev = pp[i - 1];
                if (p !== GLOBSTAR || prev === GLOBSTAR) {
                    return;
                }
                if (prev === undefined) {
                    if (next !== undefined && next !== GLOBSTAR) {
                        pp[i + 1] = '(?:\\/|' + twoStar + '\\/)?' + next;
                    }
                    else {
                        pp[i] = twoStar;
                    }
                }
                else if (next === undefined) {
                    pp[i - 1] = prev + '(?:\\/|\\/' + twoStar + ')?';
                }
                else if (next !== GLOBSTAR) {
                    pp[i - 1] = prev + '(?:\\/|\\/' + twoStar + '\\/)' + next;
                    pp[i + 1] = GLOBSTAR;
                }
            });
            const filtered = pp.filter(p => p !== GLOBSTAR);
            // For partial matches, we need to make the pattern match
            // any prefix of the full path. We do this by generating
            // alternative patterns that match progressively longer prefixes.
            if (this.partial && filtered.length >= 1) {
                const prefixes = [];
                for (let i = 1; i <= filtered.length; i++) {
                    prefixes.push(filtered.slice(0, i).join('/'));
                }
                return '(?:' + prefixes.join('|') + ')';
            }
            return filtered.join('/');
        })
            .join('|');
        // need to wrap in parens if we had more than one thing with |,
        // otherwise only the first will be anchored to ^ and the last to $
        const [open, close] = set.length > 1 ? ['(?:', ')'] : ['', ''];
        // must match entire pattern
        // ending in a * or ** will make it less strict.
        re = '^' + open + re + close + '$';
        // In partial mode, '/' should always match as it's a valid prefix for any pattern
        if (this.partial) {
            re = '^(?:\\/|' + open + re.slice(1, -1) + close + ')$';
        }
        // can match anything, as long as it's not this.
        if (this.negate)
            re = '^(?!' + re + ').+$';
        try {
            this.regexp = new RegExp(re, [...flags].join(''));
            /* c8 ignore start */
        }
        catch {
            // should be impossible
            this.regexp = false;
        }
        /* c8 ignore stop */
        return this.regexp;
    }
    slashSplit(p) {
        // if p starts with // on windows, we preserve that
        // so that UNC paths aren't broken.  Otherwise, any number of
        // / characters are coalesced into one, unless
        // preserveMultipleSlashes is set to true.
        if (this.preserveMultipleSlashes) {
            return p.split('/');
        }
        else if (this.isWindows && /^\/\/[^/]+/.test(p)) {
            // add an extra '' for the one we lose
            return ['', ...p.split(/\/+/)];
        }
        else {
            return p.split(/\/+/);
        }
    }
    match(f, partial = this.partial) {
        this.debug('match', f, this.pattern);
        // short-circuit in the case of busted things.
        // comments, etc.
        if (this.comment) {
            return false;
        }
        if (this.empty) {
            return f === '';
        }
        if (f === '/' && partial) {
            return true;
        }
        const options = this.options;
        // windows: need to use /, not \
        if (this.isWindows) {
            f = f.split('\\').join('/');
        }
        // treat the test path as a set of pathparts.
        const ff = this.slashSplit(f);
        this.debug(this.pattern, 'split', ff);
        // just ONE of the pattern sets in this.set needs to match
        // in order for it to be valid.  If negating, then just one
        // match means that we have failed.
        // Either way, return on the first hit.
        const set = this.set;
        this.debug(this.pattern, 'set', set);
        // Find the basename of the path by looking for the last non-empty segment
        let filename = ff[ff.length - 1];
        if (!filename) {
            for (let i = ff.length - 2; !filename && i >= 0; i--) {
                filename = ff[i];
            }
        }
        for (const pattern of set) {
            let file = ff;
            if (options.matchBase && pattern.length === 1) {
                file = [filename];
            }
            const hit = this.matchOne(file, pattern, partial);
            if (hit) {
                if (options.flipNegate) {
                    return true;
                }
                return !this.negate;
            }
        }
        // didn't get any hits.  this is success if it's a negative
        // pattern, failure otherwise.
        if (options.flipNegate) {
            return false;
        }
        return this.negate;
    }
    static defaults(def) {
        return minimatch.defaults(def).Minimatch;
    }
}
/* c8 ignore start */



/* c8 ignore stop */
minimatch.AST = AST;
minimatch.Minimatch = Minimatch;
minimatch.escape = escape_escape;
minimatch.unescape = unescape_unescape;
//# sourceMappingURL=index.js.map

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
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
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