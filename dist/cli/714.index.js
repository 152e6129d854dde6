export const id = 714;
export const ids = [714];
export const modules = {

/***/ 6714:
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
// EXTERNAL MODULE: ./src/kube-version.ts
var kube_version = __webpack_require__(2219);
// EXTERNAL MODULE: ./src/model.ts
var model = __webpack_require__(182);
// EXTERNAL MODULE: ./src/policy/exceptions.ts + 1 modules
var policy_exceptions = __webpack_require__(2079);
;// CONCATENATED MODULE: ./src/config/schema.ts
// The config file's schema, built from the rule registry so that a new rule's options appear in it
// without touching this file. `npm run schema` writes it to schema/config.schema.json for editors.


const SEVERITY_SETTINGS = [...model/* SEVERITIES */.oC, 'off'];
const DEFAULT_INCLUDE = ['**/*.yaml', '**/*.yml'];
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
            exceptions: (0,policy_exceptions/* exceptionsSchema */.IL)(rules.filter((r) => r.scope !== 'policy').map((r) => r.id)),
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

;// CONCATENATED MODULE: ./src/load/lines.ts
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

// EXTERNAL MODULE: ./src/load/path.ts
var load_path = __webpack_require__(6857);
// EXTERNAL MODULE: ./src/load/yaml/node.ts
var yaml_node = __webpack_require__(8508);
;// CONCATENATED MODULE: ./src/load/yaml/scalar.ts
// Scalar resolution as Kubernetes does it. kubectl and the API server turn YAML into JSON with
// sigs.k8s.io/yaml, whose decoder is a fork of goyaml.v2 (YAML 1.1 flavoured): `yes`/`on`/`y` are
// booleans, `0644` is octal, `1_000` is an integer. Mirrors goyaml.v2 resolve.go. Timestamps stay
// strings as written (JSON has no time type; the API server would re-format them, no rule cares).
const KEYWORDS = new Map([
    ...['y', 'Y', 'yes', 'Yes', 'YES', 'true', 'True', 'TRUE', 'on', 'On', 'ON'].map((s) => [s, true]),
    ...['n', 'N', 'no', 'No', 'NO', 'false', 'False', 'FALSE', 'off', 'Off', 'OFF'].map((s) => [s, false]),
    ...['', '~', 'null', 'Null', 'NULL'].map((s) => [s, null]),
    ...['.nan', '.NaN', '.NAN'].map((s) => [s, NaN]),
    ...['.inf', '.Inf', '.INF', '+.inf', '+.Inf', '+.INF'].map((s) => [s, Infinity]),
    ...['-.inf', '-.Inf', '-.INF'].map((s) => [s, -Infinity]),
]);
// Go's strconv.ParseInt(s, 0, 64) syntax after goyaml removed every `_`.
const GO_INT = /^([-+]?)(?:0[xX]([0-9a-fA-F]+)|0[oO]([0-7]+)|0[bB]([01]+)|0([0-7]+)|([0-9]+))$/;
const YAML_FLOAT = /^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/;
const DOT_FLOAT = /^\.[0-9]+([eE][-+]?[0-9]+)?$/;
/** Resolves an untagged plain scalar. Quoted and block scalars are always strings. */
function resolvePlain(text) {
    const first = text.charCodeAt(0);
    const isDigit = first >= 48 && first <= 57;
    const isSign = first === 43 || first === 45;
    if (text === '' || KEYWORDS.has(text))
        return KEYWORDS.get(text) ?? null;
    if (first === 46)
        return DOT_FLOAT.test(text) ? Number(text) : text;
    if (!isDigit && !isSign)
        return text;
    const plain = text.includes('_') ? text.replaceAll('_', '') : text;
    const int = GO_INT.exec(plain);
    if (int) {
        const [, sign, hex, oct, bin, legacyOct, dec] = int;
        const magnitude = hex
            ? BigInt('0x' + hex)
            : oct
                ? BigInt('0o' + oct)
                : bin
                    ? BigInt('0b' + bin)
                    : legacyOct
                        ? BigInt('0o' + legacyOct)
                        : BigInt(dec ?? '0');
        const value = sign === '-' ? -magnitude : magnitude;
        // Outside uint64 goyaml still keeps decimal text that looks like a float as a float.
        if (value >= -(2n ** 63n) && value < 2n ** 64n)
            return Number(value);
        if (YAML_FLOAT.test(plain))
            return Number(plain);
        return Number(value);
    }
    if (YAML_FLOAT.test(plain))
        return Number(plain);
    return text;
}
const CORE_TAGS = new Set(['str', 'bool', 'int', 'float', 'null', 'timestamp'].map((t) => `tag:yaml.org,2002:${t}`));
/**
 * Resolves a scalar with its tag (undefined when it has none). goyaml resolves quoted scalars only
 * when a core tag asks for it; unknown tags (`!ENV`, `!!binary`) leave the text as a string.
 */
function resolveScalar(text, plain, tag) {
    if (tag === undefined)
        return plain ? resolvePlain(text) : text;
    if (!CORE_TAGS.has(tag) || tag.endsWith(':str'))
        return text;
    return resolvePlain(text);
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
            const next = s.charCodeAt(i + 1);
            if (isBlank(next) || (inFlow && isFlowIndicator(next)))
                break;
            end = i;
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
            if (c === LF) {
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
    ['/', '/'],
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
    i = skipInlineSpace(s, i);
    if (!isLineEnd(s.charCodeAt(i)) && s.charCodeAt(i) !== HASH)
        bail('block scalar header');
    const contentStart = nextLineStart(s, i);
    const end = blockScalarEnd(s, contentStart, parentIndent + 1, explicit, chomp === KEEP);
    const text = blockScalarValue(s, contentStart, end, header, parentIndent + explicit, explicit !== 0, chomp);
    return { text, end };
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
    constructor(s, start, end) {
        this.s = s;
        for (let p = start;;) {
            let q = p;
            while (q < end && s.charCodeAt(q) === SPACE)
                q += 1;
            const nl = newlineIn(s, q, end);
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
function blockScalarValue(s, start, end, header, indentFromHeader, explicit, chomp) {
    if (start >= end)
        return '';
    const lines = new BlockLines(s, start, end);
    const at = layout(lines, indentFromHeader, explicit);
    if (at === undefined)
        return chomp === KEEP ? '\n'.repeat(Math.max(1, lines.count - 1)) : '';
    let value = '';
    for (let k = 0; k < at.contentStart; ++k)
        value += lines.text(k, at.trimIndent) + '\n';
    value += joinContent(lines, at, s.charCodeAt(header) === GT);
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



function parseFast(text) {
    try {
        return new FastParser(text).documents();
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
    setKey(key, start, end, plain) {
        if (plain && key === '<<')
            bail('merge key');
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
    return { kind: 'scalar', value: resolveScalar(text, plain, undefined), text, start, end };
}
function emptyScalar(at) {
    return scalar('', true, at, at);
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
            if (isBlank(next) || (inFlow && isFlowIndicator(next)))
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
    /** Start of the next line to parse in block context. */
    pos = 0;
    /** Start of the line being parsed. */
    lineStart = 0;
    frames = [];
    root = null;
    /**
     * yaml's lexer lowers the indentation that continuation lines need (its `indentNext`) to that of a
     * blank or comment line whose first character is followed by a non-blank one (`#c`, a tab, an empty
     * line before a column-0 one). Indicators reset it, so it only matters to a value on its own line.
     */
    lowered = Infinity;
    constructor(s) {
        this.s = s;
    }
    documents() {
        const s = this.s;
        checkCharacters(s);
        const docs = [];
        let open = false;
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
                emptyStart = skipInlineSpace(s, p + 3);
                this.pos = this.lineEnd(emptyStart);
            }
            else if (open) {
                this.block();
            }
            else {
                const q = skipInlineSpace(s, p);
                const c = s.charCodeAt(q);
                if (isLineEnd(c) || c === HASH)
                    this.pos = nextLineStart(s, q);
                else if (q === p && c === 0x25)
                    bail('directive');
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
            let c = s.charCodeAt(p);
            if (c === TAB) {
                const q = skipInlineSpace(s, p);
                c = s.charCodeAt(q);
                // yaml may give a blank line's tab to the properties of an empty node, where it is indentation.
                if (c !== HASH)
                    bail(isLineEnd(c) ? 'blank line with a tab' : 'tab in indentation');
            }
            if (isLineEnd(c) || c === HASH) {
                if (!isBlank(s.charCodeAt(p + 1)))
                    this.lowered = Math.min(this.lowered, p - ls);
                this.pos = nextLineStart(s, p);
                continue;
            }
            this.lineStart = ls;
            this.line(p, p - ls);
            this.lowered = Infinity;
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
        if (s.charCodeAt(q) === TAB) {
            q = skipInlineSpace(s, q);
            if (!isLineEnd(s.charCodeAt(q)) && s.charCodeAt(q) !== HASH)
                bail('tab after a sequence indicator');
        }
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
        const indentNext = place === AT_LINE_START ? Math.min(parentIndent + 1, this.lowered) : parentIndent + 1;
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
            this.deliver(scalar(block.text, false, p, block.end));
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
/** Refuses texts with a byte-order mark or a lone CR, which yaml treats in ways not reproduced here. */
function checkCharacters(text) {
    if (text.includes('\uFEFF'))
        bail('byte-order mark');
    for (let i = text.indexOf('\r'); i !== -1; i = text.indexOf('\r', i + 1)) {
        if (text.charCodeAt(i + 1) !== LF)
            bail('CR without LF');
    }
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./src/load/yaml/full.ts
// The complete YAML path, on the `yaml` library: every construct (anchors, tags, merge keys, multi-line
// flow) and every syntax error. The fast parser hands a file here whenever it meets anything it does not
// handle itself, so this module defines what a document means; the fast path must agree with it.
//
// Hostile input is bounded here: the library's composer recurses once per nesting level, so documents
// deeper than MAX_DEPTH are refused while its (iterative) parser reads them, before the composer sees
// them; duplicate keys and anchors are looked up in maps, because the library's own checks are linear
// per key and per alias, which makes them quadratic in the size of a file.



const PARSE_OPTIONS = {
    schema: 'failsafe',
    // The Converter finds duplicate keys itself, in linear time.
    uniqueKeys: false,
    strict: true,
    prettyErrors: false,
    keepSourceTokens: false,
};
// The library's trees take up to about 400 bytes of memory per token (a flow sequence of one-digit
// items is the worst shape); files are read token by token, and reading stops at this many. Ordinary
// manifests have a token per 9 bytes, so files up to about 18 MB stay within it.
const MAX_TOKENS = 2_000_000;
/**
 * Documents are composed and converted one at a time, as the parser completes them, so that the
 * library's trees of one document at most are alive at once. Reading stops at the first collection
 * nested more than MAX_DEPTH deep, or at the MAX_TOKENS-th token: the documents before stand, the one
 * being read becomes an error, and the rest of the file is not read.
 */
function parseFull(text) {
    const parser = new dist/* Parser */.iX();
    const composer = new dist/* Composer */.Dk(PARSE_OPTIONS);
    const docs = [];
    const add = (composed) => {
        for (const doc of composed)
            docs.push(convertDocument(text, doc, docs.length));
    };
    let tokens = 0;
    for (const lexeme of new dist/* Lexer */.JG().lex(text)) {
        for (const token of parser.next(lexeme))
            add(composer.next(token));
        const error = limitError(parser, ++tokens);
        if (error) {
            add(composer.end());
            docs.push({
                index: docs.length,
                start: parser.stack[0]?.offset ?? error.start,
                root: null,
                errors: [error],
            });
            return docs;
        }
    }
    for (const token of parser.end())
        add(composer.next(token));
    add(composer.end());
    return docs;
}
function limitError(parser, tokens) {
    // The stack holds the document, the open collections and at most one scalar being read.
    const crossing = parser.stack.length > yaml_node/* MAX_DEPTH */.lr + 1 ? parser.stack.filter(isCollectionToken)[yaml_node/* MAX_DEPTH */.lr] : undefined;
    if (crossing) {
        return { message: tooDeepMessage('this collection'), start: crossing.offset, end: crossing.offset + 1 };
    }
    if (tokens <= MAX_TOKENS)
        return undefined;
    return {
        message: `the file is too big for the YAML parser that reads anchors, aliases, tags and syntax errors: it stops after ${MAX_TOKENS.toLocaleString('en-US')} tokens (about 18 MB of ordinary YAML), which bounds its memory. Split the file`,
        start: parser.offset,
        end: parser.offset,
    };
}
function isCollectionToken(token) {
    return token.type === 'block-map' || token.type === 'block-seq' || token.type === 'flow-collection';
}
function tooDeepMessage(what) {
    return `${what} nests deeper than ${yaml_node/* MAX_DEPTH */.lr} levels: Admission Gate reads no deeper, so that no step of a scan can run out of stack (the API server's decoder stops at 10,000; real manifests stay under 50)`;
}
function convertDocument(text, doc, index) {
    const start = doc.contents?.range[0] ?? doc.range[0];
    // Later errors of a document are mostly cascades of the first; the API server reports one too.
    // The library may point one past the end of the text (an unclosed quote): clamp to the text.
    const errors = doc.errors.slice(0, 1).map((e) => ({
        message: e.message,
        start: Math.min(e.pos[0], text.length),
        end: Math.min(e.pos[1], text.length),
    }));
    if (errors.length > 0)
        return { index, start, root: null, errors };
    const contents = doc.contents;
    if (contents === null || isEmptyScalar(contents))
        return { index, start, root: null, errors };
    try {
        return { index, start, root: new Converter(text).convert(contents), errors };
    }
    catch (e) {
        if (!(e instanceof ConversionError))
            throw e;
        return { index, start, root: null, errors: [{ message: e.message, start: e.start, end: e.end }] };
    }
}
function isEmptyScalar(node) {
    return (0,dist/* isScalar */.jn)(node) && node.type === dist/* Scalar */.X5.PLAIN && node.source === '' && node.tag === undefined;
}
class ConversionError extends Error {
    start;
    end;
    constructor(message, start, end) {
        super(message);
        this.start = start;
        this.end = end;
    }
}
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
class Converter {
    text;
    // Anchored nodes are converted once and shared by every alias, so memory stays linear; the expanded
    // size is counted instead, to refuse what goyaml refuses. Sharing also lets a chain of anchors build
    // a tree far deeper than the text (`a1: &a1 [*a0]`, `a2: &a2 [*a1]`, ...): heights are counted too.
    converted = new Map();
    inProgress = new Set();
    /** The latest node of each anchor name, as an alias sees it (anchors precede their aliases). */
    anchors = new Map();
    decodeCount = 0;
    aliasCount = 0;
    root = [0, 0];
    constructor(text) {
        this.text = text;
    }
    convert(root) {
        this.root = range(root);
        return this.node(root).node;
    }
    /** goyaml.v2's count (decode.go): every node decoded, and those decoded through an alias. */
    count(decoded, aliased) {
        this.decodeCount += decoded;
        this.aliasCount += aliased;
        if (this.aliasCount > 100 &&
            this.decodeCount > 1000 &&
            this.aliasCount / this.decodeCount > allowedAliasRatio(this.decodeCount)) {
            throw new ConversionError('document contains excessive aliasing', ...this.root);
        }
    }
    node(source) {
        if ((0,dist/* isAlias */.Vj)(source))
            return this.alias(source);
        const cached = this.converted.get(source);
        if (cached)
            return cached;
        if (this.inProgress.has(source)) {
            const [start, end] = range(source);
            throw new ConversionError('an alias refers to a node that contains it (recursive YAML)', start, end);
        }
        if (source.anchor !== undefined)
            this.anchors.set(source.anchor, source);
        this.inProgress.add(source);
        const result = (0,dist/* isMap */.jh)(source) ? this.map(source) : (0,dist/* isSeq */.oP)(source) ? this.seq(source) : this.scalar(source);
        this.inProgress.delete(source);
        this.count(1, 0);
        if (result.height > yaml_node/* MAX_DEPTH */.lr) {
            throw new ConversionError(tooDeepMessage('with its aliases expanded, this collection'), result.node.start, result.node.start + 1);
        }
        if (source.anchor !== undefined)
            this.converted.set(source, result);
        return result;
    }
    alias(alias) {
        const target = this.anchors.get(alias.source);
        if (!target) {
            const [start, end] = range(alias);
            throw new ConversionError(`unknown anchor "${alias.source}" referenced`, start, end);
        }
        const result = this.node(target);
        // The alias node itself, then its target once more, node by node.
        this.count(1 + result.size, result.size);
        return { ...result, size: 1 + result.size };
    }
    scalar(source) {
        const scalar = source;
        // The failsafe schema leaves every scalar a string; an empty one may be null.
        const text = typeof scalar.value === 'string' ? scalar.value : '';
        const [start, end] = range(scalar);
        const value = resolveScalar(text, scalar.type === dist/* Scalar */.X5.PLAIN, scalar.tag);
        return { node: { kind: 'scalar', value, text, start, end }, size: 1, height: 0 };
    }
    seq(seq) {
        const items = [];
        let size = 1;
        let height = 1;
        for (const item of seq.items) {
            const converted = this.node(item);
            items.push(converted.node);
            size += converted.size;
            height = Math.max(height, converted.height + 1);
        }
        const [start, end] = collectionRange(seq);
        return { node: { kind: 'seq', items, start, end }, size, height };
    }
    map(map) {
        const entries = [];
        const at = new Map();
        // Keys as the library compares them for uniqueness: scalars by value, empty keys alike.
        const written = new Set();
        let size = 1;
        let height = 1;
        const set = (e) => {
            const i = at.get(e.key);
            if (i === undefined) {
                at.set(e.key, entries.length);
                entries.push(e);
            }
            else
                entries[i] = e;
        };
        for (const pair of map.items) {
            if (!(0,dist/* isPair */.tO)(pair))
                continue;
            const keyNode = pair.key;
            const valueNode = pair.value;
            if (keyNode !== null && !(0,dist/* isScalar */.jn)(keyNode) && !(0,dist/* isAlias */.Vj)(keyNode)) {
                const [start, end] = range(keyNode);
                throw new ConversionError('a mapping key must be a scalar; JSON has no other kind of key', start, end);
            }
            this.checkUnique(written, keyNode, valueNode ?? map);
            const key = keyNode === null ? null : this.node(keyNode).node;
            if (key !== null && key.kind !== 'scalar') {
                throw new ConversionError('a mapping key must be a scalar; JSON has no other kind of key', key.start, key.end);
            }
            if (keyNode !== null && isMergeKey(keyNode)) {
                for (const merged of this.mergeSources(valueNode, key)) {
                    size += merged.size - 1;
                    height = Math.max(height, merged.height);
                    for (const e of merged.node.entries)
                        set(e);
                }
                continue;
            }
            const value = valueNode === null ? emptyAfter(key) : this.node(valueNode);
            size += value.size;
            height = Math.max(height, value.height + 1);
            set({
                key: key === null ? '' : key.text,
                keyStart: key?.start ?? value.node.start,
                keyEnd: key?.end ?? value.node.start,
                value: value.node,
            });
        }
        const [start, end] = collectionRange(map);
        return { node: { kind: 'map', entries, start, end }, size, height };
    }
    /** A key written twice in one mapping: strict decoding rejects it, at the second one. */
    checkUnique(written, keyNode, near) {
        if (keyNode !== null && !(0,dist/* isScalar */.jn)(keyNode))
            return;
        const key = keyNode === null ? null : String(keyNode.value);
        if (!written.has(key)) {
            written.add(key);
            return;
        }
        // An empty key has no node of its own: point at what follows it.
        const [start, end] = keyNode ? range(keyNode) : [range(near)[0], range(near)[0]];
        throw new ConversionError(`duplicate key ${JSON.stringify(this.text.slice(start, end))}: the API server's strict decoding rejects duplicate fields, and lenient tools silently keep only one of them`, start, end);
    }
    // goyaml.v2: `<<` takes a mapping, an alias of one, or a sequence of those where earlier ones win.
    mergeSources(value, key) {
        const fail = () => {
            throw new ConversionError('map merge requires map or sequence of maps as the value', key.start, key.end);
        };
        if (value === null)
            return fail();
        const sources = (0,dist/* isSeq */.oP)(value) ? [...value.items].reverse() : [value];
        return sources.map((s) => {
            const converted = this.node(s);
            if (converted.node.kind !== 'map' || ((0,dist/* isSeq */.oP)(value) && !(0,dist/* isMap */.jh)(s) && !(0,dist/* isAlias */.Vj)(s)))
                fail();
            return converted;
        });
    }
}
function isMergeKey(key) {
    return ((0,dist/* isScalar */.jn)(key) &&
        key.value === '<<' &&
        (key.type === dist/* Scalar */.X5.PLAIN || key.tag === 'tag:yaml.org,2002:merge'));
}
function emptyAfter(key) {
    const at = key?.end ?? 0;
    return { node: { kind: 'scalar', value: null, text: '', start: at, end: at }, size: 1, height: 0 };
}
// yaml ends a block collection after its last item's trailing comments and line breaks; findings end at that item.
function collectionRange(coll) {
    const [start, end] = range(coll);
    let last = coll;
    while (((0,dist/* isMap */.jh)(last) || (0,dist/* isSeq */.oP)(last)) && !last.flow && last.items.length > 0) {
        const item = last.items[last.items.length - 1];
        last = (0,dist/* isPair */.tO)(item) ? (item.value ?? item.key) : item;
    }
    return [start, last !== coll && (0,dist/* isNode */.Ll)(last) ? range(last)[1] : end];
}
function range(node) {
    const r = node.range;
    return r ? [r[0], r[1]] : [0, 0];
}

;// CONCATENATED MODULE: ./src/load/yaml/parse.ts


/** The one YAML entry point of the engine: the fast path, or the full parser where the fast path bails. */
function parseYaml(text) {
    return parseFast(text) ?? parseFull(text);
}

// EXTERNAL MODULE: ./src/source/select.ts
var source_select = __webpack_require__(25);
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
function decode(node, schema, path = []) {
    if (schema.anyOf)
        return decodeAnyOf(node, schema, schema.anyOf, path);
    const issues = [];
    const issue = (message, at = node) => {
        issues.push({ path, start: at.start, end: at.end, message });
    };
    const scalar = node.kind === 'scalar' ? node : undefined;
    const value = scalar && wantsString(schema) && scalar.value !== null ? scalar.text : scalar?.value;
    const actual = typeof value === 'string' ? 'string' : typeOf(node);
    if (schema.enum) {
        if (!schema.enum.some((a) => a === value))
            issue(enumMessage(scalar?.text ?? '', schema.enum));
        return { value, issues };
    }
    if (!accepts(schema, actual)) {
        issue(`expected ${describeSchema(schema)}, got ${DESCRIBE_ACTUAL[actual]}`);
        return { value, issues };
    }
    if (node.kind === 'map')
        return decodeObject(node, schema, path);
    if (node.kind === 'seq') {
        if (schema.minItems !== undefined && node.items.length < schema.minItems) {
            issue(`expected at least ${schema.minItems} ${schema.minItems === 1 ? 'entry' : 'entries'}`);
        }
        const items = schema.items;
        const decoded = node.items.map((item, i) => items ? decode(item, items, [...path, i]) : { value: item, issues: [] });
        return { value: decoded.map((d) => d.value), issues: [...issues, ...decoded.flatMap((d) => d.issues)] };
    }
    checkScalar(value ?? null, schema, issue);
    return { value, issues };
}
function decodeAnyOf(node, schema, branches, path) {
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
    const results = fitting.map((branch) => decode(node, branch, path));
    return results.find((r) => r.issues.length === 0) ?? results[0] ?? { value: undefined, issues: [] };
}
function enumMessage(text, allowed) {
    const suggestion = (0,suggest/* closest */.k)(text, allowed.map(String));
    return (`${JSON.stringify(text)} is not allowed: expected one of ${allowed.join(', ')}` +
        (suggestion ? ` (did you mean "${suggestion}"?)` : ''));
}
function decodeObject(node, schema, path) {
    const issues = [];
    const value = {};
    const properties = schema.properties ?? {};
    const known = Object.keys(properties);
    for (const entry of node.entries) {
        const property = properties[entry.key] ??
            (typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined);
        if (property) {
            const decoded = decode(entry.value, property, [...path, entry.key]);
            value[entry.key] = decoded.value;
            issues.push(...decoded.issues);
        }
        else if (schema.additionalProperties !== true) {
            const suggestion = (0,suggest/* closest */.k)(entry.key, known);
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
    const lines = new LineIndex(text);
    const issueAt = (offset, message) => ({
        file,
        ...lines.position(offset),
        message,
    });
    const docs = parseYaml(text).filter((d) => d.root !== null || d.errors.length > 0);
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
            if (!(e instanceof types/* OptionError */.e))
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
    };
}
function withPath(path, message) {
    return path.length > 0 ? `${(0,load_path/* formatPath */.j)(path)}: ${message}` : message;
}

// EXTERNAL MODULE: ./src/load/text.ts
var load_text = __webpack_require__(3497);
// EXTERNAL MODULE: ./src/report/json.ts
var json = __webpack_require__(2794);
// EXTERNAL MODULE: ./src/rules/registry.ts + 34 modules
var registry = __webpack_require__(9465);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
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
    async check(setup, files, here) {
        const threads = this.workers.length + 1;
        const size = Math.max(1, Math.min(MAX_CHUNK, Math.ceil(files.length / (threads * CHUNKS_PER_THREAD))));
        const chunks = [];
        for (let at = 0; at < files.length; at += size)
            chunks.push(files.slice(at, at + size));
        const byChunk = [];
        let next = 0;
        const take = () => (next < chunks.length ? next++ : undefined);
        const fromWorkers = this.run(setup, chunks, take, byChunk);
        let failed = false;
        fromWorkers.catch(() => (failed = true));
        for (let index = take(); index !== undefined && !failed; index = take()) {
            byChunk[index] = (chunks[index] ?? []).map((file) => here.run(file));
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
    run(setup, chunks, take, byChunk) {
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
                            byChunk[message.index] = message.results;
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
    if (import.meta.url.endsWith('.ts')) {
        const source = JSON.stringify(import.meta.url.replace(/[^/]*$/, 'worker.ts'));
        return new external_node_worker_threads_.Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${source}); });`, {
            eval: true,
        });
    }
    // From a bundle, it is the worker bundle beside it (scripts/place-cli.mjs puts it there).
    return new external_node_worker_threads_.Worker(new URL(WORKER_BUNDLE, import.meta.url));
}
const WORKER_BUNDLE = './scan-worker.js';

// EXTERNAL MODULE: ./src/load/resource.ts
var load_resource = __webpack_require__(9522);
;// CONCATENATED MODULE: ./src/check.ts
// Rules over one loaded file: the pure heart of a scan, with no I/O, so it can run anywhere.



function checkFile(file, context) {
    const findings = [];
    const internalErrors = [];
    const seenInFile = new Set();
    const activeRules = new Set(context.rules.map((active) => active.rule.id));
    // Findings outlive the file: their strings are copies, as each substring would keep the text alive.
    const ids = [];
    const idOf = (index, r) => (ids[index] ??= detachId((0,load_resource/* resourceId */.a)(r, context.isClusterScoped(r.group, r.kind))));
    const emit = (active, found, resource) => {
        const start = file.lines.position(found.start);
        const end = file.lines.position(Math.max(found.end, found.start));
        findings.push({
            rule: active.rule.id,
            severity: found.severity ?? active.severity,
            message: (0,load_text/* detach */.Y)(found.message),
            file: file.path,
            line: start.line,
            column: start.column,
            endLine: end.line,
            endColumn: end.column,
            path: (0,load_path/* formatPath */.j)(found.path),
            ...(resource ? { resource: resource() } : {}),
            ...(found.value !== undefined ? { value: (0,load_text/* detach */.Y)(found.value) } : {}),
            ...(found.container ? { container: detachContainer(found.container) } : {}),
            ...(found.control !== undefined ? { control: found.control } : {}),
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
        if (rule.scope === 'policy')
            continue;
        if (rule.scope === 'file') {
            if (file.errors.length > 0)
                guarded(active, () => file.path, () => {
                    for (const found of rule.check(file.errors))
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
        };
        file.resources.forEach((resource, index) => {
            guarded(active, () => `${file.path} (${resource.kind} ${resource.name})`, () => {
                for (const found of rule.check(resource, ruleContext))
                    emit(active, found, () => idOf(index, resource));
            });
        });
    }
    return { findings, internalErrors };
}
function detachId(id) {
    return {
        apiVersion: (0,load_text/* detach */.Y)(id.apiVersion),
        kind: (0,load_text/* detach */.Y)(id.kind),
        ...(id.namespace !== undefined ? { namespace: (0,load_text/* detach */.Y)(id.namespace) } : {}),
        name: (0,load_text/* detach */.Y)(id.name),
    };
}
function detachContainer(container) {
    return {
        name: (0,load_text/* detach */.Y)(container.name),
        ...(container.image !== undefined ? { image: (0,load_text/* detach */.Y)(container.image) } : {}),
    };
}

;// CONCATENATED MODULE: ./src/source/source-file.ts
/** Why a file over the size limit is skipped, wherever its bytes would have come from. */
function tooLargeReason(size, maxFileSize) {
    return `larger than maxFileSize (${size} bytes > ${maxFileSize}); raise maxFileSize to scan it`;
}

;// CONCATENATED MODULE: ./src/load/file.ts
// One file to resources: decode, parse, extract. Never throws on bad input: everything that is not a
// lintable object becomes a syntax error (for the yaml-syntax rule) or a skip reason.





const TEMPLATE_ACTION = '{{';
function loadFile(input, maxFileSize) {
    const { path } = input;
    const skip = (reason) => emptyFile(path, '', [{ file: path, reason }]);
    if (input.bytes.length > maxFileSize)
        return skip(tooLargeReason(input.bytes.length, maxFileSize));
    const decoded = (0,load_text/* decodeText */.g)(input.bytes);
    if (!decoded.ok)
        return skip(decoded.reason);
    const text = decoded.text;
    if (input.inHelmChart && text.includes(TEMPLATE_ACTION))
        return skip('Helm template');
    const docs = parseYaml(text);
    const lines = new LineIndex(text);
    const errors = docs.flatMap((d) => d.errors);
    // Templates are YAML only after rendering: their parse errors, or the garbage objects `{{ x }}`
    // becomes (a mapping as a key), say nothing about the manifests they will produce.
    if (errors.length > 0 && text.includes(TEMPLATE_ACTION)) {
        return emptyFile(path, text, [
            {
                file: path,
                reason: 'template: {{ ... }} actions make it YAML only after rendering; scan the rendered output',
            },
        ]);
    }
    const resources = [];
    const skipped = [];
    const nonEmpty = docs.filter((d) => d.root !== null || d.errors.length > 0);
    for (const doc of nonEmpty) {
        if (doc.errors.length > 0)
            continue;
        const extracted = (0,load_resource/* extractResources */.zU)(path, lines, doc);
        const line = lines.position(doc.start).line;
        const where = nonEmpty.length > 1 ? { document: doc.index, line } : {};
        if (!extracted.ok) {
            skipped.push({ file: path, reason: extracted.reason, ...where });
            continue;
        }
        resources.push(...extracted.resources);
        for (const item of extracted.skippedItems) {
            skipped.push({ file: path, reason: `items[${item.item}]: ${item.reason}`, document: doc.index, line });
        }
    }
    if (nonEmpty.length === 0)
        skipped.push({ file: path, reason: 'empty file' });
    return { path, text, lines, documents: nonEmpty.length, resources, errors, skipped };
}
function emptyFile(path, text, skipped) {
    return { path, text, lines: new LineIndex(text), documents: 0, resources: [], errors: [], skipped };
}

// EXTERNAL MODULE: ./src/load/kinds.ts
var kinds = __webpack_require__(7499);
// EXTERNAL MODULE: ./src/policy/stage.ts + 2 modules
var stage = __webpack_require__(4701);
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
 * refused unopened (a FIFO would block, a device never end), and a file over `maxBytes` unread.
 */
function readRegularFile(file, maxBytes, boundary) {
    let real;
    let stat;
    try {
        real = external_node_fs_default().realpathSync(file);
        stat = external_node_fs_default().statSync(real);
    }
    catch (e) {
        const missing = e.code === 'ENOENT';
        return refuse(missing ? 'file not found' : `cannot read: ${e.message}`, missing);
    }
    if (boundary !== undefined && !isInside(boundary, real)) {
        return refuse('a symbolic link to a file outside the scan root: not read');
    }
    if (boundary !== undefined && toRelative(boundary, real).split('/').includes('.git')) {
        return refuse('inside a .git folder: not read');
    }
    if (!stat.isFile())
        return refuse('not a regular file: not read');
    if (stat.size > maxBytes)
        return refuse(tooLargeReason(stat.size, maxBytes));
    try {
        return { ok: true, bytes: external_node_fs_default().readFileSync(real) };
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
 * explicitly is scanned even if `include` does not match it; `exclude` still applies.
 */
function discoverFiles(root, paths, selection) {
    const { matches, excluded } = (0,source_select/* compileSelection */.q0)(selection);
    const realRoot = external_node_fs_default().realpathSync(root);
    const found = new Set();
    const missing = [];
    for (const given of paths) {
        const absolute = external_node_path_default().resolve(root, given);
        // A given path counts only if it really is inside the root, symbolic links resolved.
        const real = realPathOrUndefined(absolute);
        const stat = real !== undefined && isInside(realRoot, real) ? statOrUndefined(real) : undefined;
        if (!stat)
            missing.push(given);
        else if (stat.isDirectory()) {
            walkFiles(absolute, realRoot, (file) => {
                const rel = toRelative(root, file);
                if (matches(rel))
                    found.add(rel);
            });
        }
        else if (!excluded(toRelative(root, absolute)))
            found.add(toRelative(root, absolute));
    }
    return { files: [...found].sort(), missing };
}
/**
 * Calls `visit` with the absolute path of every file under `dir`, in name order, never entering .git or
 * node_modules; symbolic links are followed only when they stay inside `boundary` (a real path).
 */
function walkFiles(dir, boundary, visit) {
    const entries = external_node_fs_default().readdirSync(dir, { withFileTypes: true });
    entries.sort((a, b) => (0,model/* compareStrings */.Kt)(a.name, b.name));
    for (const entry of entries) {
        const absolute = external_node_path_default().join(dir, entry.name);
        const kind = entry.isSymbolicLink() ? followLink(boundary, absolute) : entry;
        if (!kind)
            continue;
        if (kind.isDirectory()) {
            if (!NEVER_ENTER.has(entry.name) && !entry.isSymbolicLink())
                walkFiles(absolute, boundary, visit);
        }
        else if (kind.isFile())
            visit(absolute);
    }
}
function followLink(realRoot, link) {
    try {
        const target = external_node_fs_default().realpathSync(link);
        return isInside(realRoot, target) ? external_node_fs_default().statSync(target) : undefined;
    }
    catch {
        return undefined;
    }
}
function realPathOrUndefined(file) {
    try {
        return external_node_fs_default().realpathSync(file);
    }
    catch {
        return undefined;
    }
}
function statOrUndefined(file) {
    return external_node_fs_default().statSync(file, { throwIfNoEntry: false });
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
        const key = (0,load_text/* detach */.Y)(`${group}/${kind}/${version}`);
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
            const decoded = (0,load_text/* decodeText */.g)(read.bytes);
            const doc = decoded.ok ? parseYaml(decoded.text)[0] : undefined;
            if (doc?.root?.kind !== 'map') {
                this.notes.push(`crds.schemaDirs: ${display} is not a JSON Schema object; ignored`);
                continue;
            }
            const schema = this.compiler.compile(doc.root);
            return {
                name: display,
                group: (0,load_text/* detach */.Y)(group),
                kind: (0,load_text/* detach */.Y)(kind),
                clusterScoped: false,
                prunes: true,
                versions: [
                    { name: (0,load_text/* detach */.Y)(version), served: true, deprecated: false, deprecationWarning: undefined, schema },
                ],
                origin: { file: display, line: 1, document: 0 },
            };
        }
        return null;
    }
}

// EXTERNAL MODULE: ./src/crd/definition.ts
var definition = __webpack_require__(1054);
// EXTERNAL MODULE: ./src/crd/structural.ts
var structural = __webpack_require__(7164);
// EXTERNAL MODULE: ./src/crd/registry.ts
var crd_registry = __webpack_require__(7892);
;// CONCATENATED MODULE: ./src/workspace.ts
// What the whole repository says, beyond the files a scan checks: its CRDs and Namespaces. One walk over
// every YAML file under the scan root, whatever include, exclude or a pull request's changed-file list
// say; a file is parsed only when its text names a wanted kind as the value of a `kind` key, so thousands
// of ordinary manifests cost a read, not a parse (a 1 MB Grafana dashboard that merely mentions
// "Namespace" is not parsed either).










const REPOSITORY_FILE = /\.ya?ml$/i;
// Configured CRD sources may also be JSON, which is YAML.
const SOURCE_FILE = /\.(ya?ml|json)$/i;
const CRD_KIND = 'CustomResourceDefinition';
function buildWorkspace(root, config) {
    const realRoot = external_node_fs_default().realpathSync(root);
    const reader = new Reader(root, realRoot);
    const crds = new crd_registry/* CrdRegistryBuilder */.Wn();
    // The repository outranks every configured source: its CRDs are what the change applies.
    const namespaces = new Map();
    const repository = [
        { kind: CRD_KIND, add: (r) => crds.add(r, { rank: config.crds.paths.length, inRepository: true }) },
        {
            kind: 'Namespace',
            add: (r) => {
                if (r.group === '' && r.kind === 'Namespace' && !namespaces.has(r.name)) {
                    namespaces.set(r.name, namespaceLabels(r));
                }
            },
        },
    ];
    const visited = new Set();
    walkFiles(root, realRoot, (file) => {
        if (!REPOSITORY_FILE.test(file))
            return;
        visited.add(file);
        // Problems of repository files are the scan's to report, when it checks them.
        reader.read(file, repository, config.maxFileSize, realRoot);
    });
    const missing = [];
    for (const [rank, given] of config.crds.paths.entries()) {
        const collector = {
            kind: CRD_KIND,
            add: (r) => crds.add(r, { rank, inRepository: false }),
        };
        if (!reader.readSource(external_node_path_default().resolve(root, given), given, collector, visited))
            missing.push(given);
    }
    const registry = crds.build();
    return { workspace: { crds: registry, namespaces }, missing, notes: [...reader.notes, ...crds.notes] };
}
/**
 * The workspace rules see, in the thread that checks files: the repository's CRDs and Namespaces, and
 * the config's schema catalogs, read there on demand (what is wrong with a catalog file goes to `notes`).
 */
function openWorkspace(data, root, config, notes) {
    const catalog = config.crds.schemaDirs.length > 0
        ? new SchemaCatalog(root, config.crds.schemaDirs, new structural/* SchemaCompiler */.V(), notes)
        : undefined;
    return { crds: new crd_registry/* CrdRegistry */.z0(data.crds, catalog), namespaces: data.namespaces };
}
class Reader {
    root;
    realRoot;
    notes = [];
    inHelmChart;
    constructor(root, realRoot) {
        this.root = root;
        this.realRoot = realRoot;
        this.inHelmChart = helmChartDetector(root);
    }
    /**
     * Hands the objects of `file` to the collectors whose kind it names; undefined when none does,
     * why not when it cannot be read. Without a boundary (a source outside the root), links go anywhere.
     */
    read(file, collectors, maxFileSize, boundary) {
        const read = readRegularFile(file, maxFileSize, boundary);
        if (!read.ok)
            return read.reason;
        const wanted = collectors.filter((c) => namesKind(read.bytes, c.kind));
        if (wanted.length === 0)
            return undefined;
        const display = toRelative(this.root, file);
        const loaded = loadFile({ path: display, bytes: read.bytes, inHelmChart: this.inHelmChart(display) }, maxFileSize);
        for (const resource of loaded.resources)
            for (const c of wanted)
                c.add(resource);
        return loaded;
    }
    /**
     * A configured CRD file or folder, with no size limit (the user chose it). Files the repository walk
     * read already count as repository CRDs. False when it does not exist. A source inside the root is
     * repository content, so its symbolic links must stay inside the root; one outside is the config's choice.
     */
    readSource(source, given, collector, visited) {
        const stat = external_node_fs_default().statSync(source, { throwIfNoEntry: false });
        if (!stat)
            return false;
        const boundary = isInside(this.root, source) ? this.realRoot : undefined;
        if (stat.isDirectory() && boundary !== undefined && !isInside(boundary, external_node_fs_default().realpathSync(source))) {
            this.notes.push(`crds.paths: ${given} is a symbolic link to a folder outside the scan root: not read`);
            return true;
        }
        let found = 0;
        let covered = false;
        const counting = {
            kind: collector.kind,
            add: (r) => {
                if ((0,definition/* isCrd */.Ez)(r))
                    found += 1;
                collector.add(r);
            },
        };
        const readOne = (file) => {
            if (visited.has(file)) {
                covered = true;
                return;
            }
            const loaded = this.read(file, [counting], Infinity, boundary);
            const where = `crds.paths: ${toRelative(this.root, file)}`;
            if (loaded === undefined) {
                if (stat.isFile())
                    this.notes.push(`${where}: no CustomResourceDefinition in it`);
                return;
            }
            if (typeof loaded === 'string') {
                this.notes.push(`${where}: ${loaded}`);
                return;
            }
            for (const error of loaded.errors) {
                this.notes.push(`${where}:${loaded.lines.position(error.start).line}: ${error.message}`);
            }
            for (const skip of loaded.skipped)
                if (skip.document === undefined)
                    this.notes.push(`${where}: ${skip.reason}`);
        };
        if (stat.isDirectory()) {
            walkFiles(source, external_node_fs_default().realpathSync(source), (file) => {
                if (SOURCE_FILE.test(file))
                    readOne(file);
            });
            if (found === 0 && !covered)
                this.notes.push(`crds.paths: ${given} holds no CustomResourceDefinition`);
        }
        else
            readOne(source);
        return true;
    }
}
/**
 * Whether the text may hold an object of `kind`: the kind as the value of a `kind` key (quoted or not,
 * block or flow, possibly on a later line, after a tag or an anchor), or anchored, for a `kind` that is
 * an alias. Only the bytes just before each occurrence of the kind are looked at, so a big file that
 * mentions the kind in passing costs a byte search. A kind spelt only through escapes
 * (`"Names\u0070ace"`) or separated from its key by a comment of hundreds of characters is not seen.
 */
function namesKind(bytes, kind) {
    // UTF-16 text (marked by its byte order mark) cannot contain the UTF-8 kind: parse it to be sure.
    const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
    if (utf16)
        return true;
    for (let at = bytes.indexOf(kind); at !== -1; at = bytes.indexOf(kind, at + kind.length)) {
        if (isWordByte(bytes[at + kind.length]))
            continue;
        // As latin1, one character per byte: the patterns are ASCII.
        if (VALUE_BEFORE.test(bytes.toString('latin1', Math.max(0, at - LOOK_BACK), at)))
            return true;
    }
    return false;
}
// What may come between a `kind` key and its value, at most.
const LOOK_BACK = 256;
// Before the kind: a `kind` key and what may separate it from its value (spaces, line breaks,
// comments, a tag, an anchor), or an anchor (an alias elsewhere may be the value of `kind`). The key
// starts a line (after indentation, a `- ` or a UTF-8 byte order mark, which ends in 0xBF) or follows
// `{` or `,` in flow style.
const VALUE_BEFORE = new RegExp(String.raw `(?:(?:^|[\s{,\u00bf])["']?kind["']?[ \t]*:(?:\s|#[^\n]*)*(?:(?:![^\s]*|&[^\s]+)(?:\s|#[^\n]*)+)*|&[^\s]+\s+)["']?$`);
function isWordByte(byte) {
    return (byte !== undefined &&
        ((byte >= 0x30 && byte <= 0x39) || // 0-9
            (byte >= 0x41 && byte <= 0x5a) || // A-Z
            (byte >= 0x61 && byte <= 0x7a) || // a-z
            byte === 0x5f || // _
            byte === 0x2d) // -
    );
}
function namespaceLabels(namespace) {
    const labels = (0,yaml_node/* asMap */.$H)((0,yaml_node/* child */.jf)((0,yaml_node/* child */.jf)(namespace.root, 'metadata'), 'labels'))?.entries ?? [];
    return {
        file: namespace.file,
        labels: new Map(labels.map((label) => [
            (0,load_text/* detach */.Y)(label.key),
            {
                value: label.value.kind === 'scalar' ? (0,load_text/* detach */.Y)(label.value.text) : '',
                line: namespace.lines.position(label.keyStart).line,
            },
        ])),
    };
}

;// CONCATENATED MODULE: ./src/pipeline.ts
// The per-file part of a scan, the same in every thread: read a file, load it, run the rules on it
// (check.ts) and judge the findings (policy). All it needs comes in a ScanSetup, which is plain data, so
// that worker threads run it from a copy (src/parallel/) exactly as the main thread does.











/** The pipeline of one thread; worker threads run the registry's rules. */
function createPipeline(setup, rules = registry/* RULES */.y) {
    const { root, config } = setup;
    const { active } = activateRules(config, rules);
    const notes = [];
    const workspace = openWorkspace(setup.workspace, root, config, notes);
    const isClusterScoped = (group, kind) => (0,kinds/* isBuiltinClusterScoped */.wI)(group, kind) || workspace.crds.isClusterScoped(group, kind);
    const previous = previousState(setup.previous, previousKinds(active), isClusterScoped, config);
    const context = {
        rules: active,
        kubernetesVersion: config.kubernetesVersion,
        previous: (r) => previous.get((0,load_resource/* identityKey */.US)(r, isClusterScoped(r.group, r.kind))),
        isClusterScoped,
        workspace,
    };
    const policy = (0,stage/* createPolicy */.BV)({
        config,
        active,
        ruleIds: rules.filter((r) => r.scope !== 'policy').map((r) => r.id),
        isClusterScoped,
        now: setup.now,
        ...(setup.actor ? { actor: setup.actor } : {}),
        fullScan: setup.fullScan,
    });
    const inHelmChart = helmChartDetector(root);
    const realRoot = external_node_fs_default().realpathSync(root);
    return {
        run(file) {
            const bytes = readRegularFile(external_node_path_default().join(root, file), config.maxFileSize, realRoot);
            if (!bytes.ok)
                return { ...NOTHING, skipped: [{ file, reason: bytes.reason }] };
            const loaded = loadFile({ path: file, bytes: bytes.bytes, inHelmChart: inHelmChart(file) }, config.maxFileSize);
            workspace.crds.loadSchemasFor(loaded.resources);
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
/** Kinds (`group/Kind`) whose previous state the active rules read. */
function previousKinds(active) {
    return new Set(active.flatMap(({ rule }) => (rule.scope === 'resource' ? (rule.previousKinds ?? []) : [])));
}
/**
 * The files of the previous state that hold an object of `kinds`, each a copy of its bytes: the rest of
 * the base tree is of no use to any thread.
 */
function previousFiles(base, kinds, maxFileSize) {
    const kept = [];
    for (const file of base) {
        const { resources } = loadFile(file, maxFileSize);
        if (resources.some((r) => kinds.has(`${r.group}/${r.kind}`)))
            kept.push({ path: file.path, bytes: file.bytes.slice() });
    }
    return kept;
}
/** Base objects of the kinds diff-aware rules read, by identity; a later file wins. */
function previousState(files, kinds, isClusterScoped, config) {
    const byIdentity = new Map();
    for (const file of files) {
        for (const resource of loadFile(file, config.maxFileSize).resources) {
            if (!kinds.has(`${resource.group}/${resource.kind}`))
                continue;
            byIdentity.set((0,load_resource/* identityKey */.US)(resource, isClusterScoped(resource.group, resource.kind)), resource);
        }
    }
    return byIdentity;
}

// EXTERNAL MODULE: ./src/source/shard.ts
var source_shard = __webpack_require__(4393);
;// CONCATENATED MODULE: ./src/scan.ts
// The one orchestrator behind the CLI and the Action: plan → source → load → context → rules → result.
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
    const planned = planFiles(options, (0,source_select/* compileSelection */.q0)(config).matches);
    const files = shard ? planned.filter((file) => (0,source_shard/* inShard */.Iw)(file, shard)) : planned;
    // Worker threads know the registry's rules only. They start now, to load while the workspace is built.
    const jobs = options.rules ? 1 : (options.jobs ?? 1);
    const threads = jobs === 'auto' ? autoJobs(files) : jobs;
    const pool = threads > 1 ? new WorkerPool(threads - 1) : undefined;
    try {
        const { setup, sourceNotes } = prepare(options, active);
        const here = createPipeline(setup, rules);
        const { results, ledgers } = pool
            ? await pool.check(setup, files, here)
            : { results: files.map((file) => here.run(file)), ledgers: [here.ledger()] };
        const findings = results.flatMap((r) => r.findings);
        const ledger = (0,stage/* sumLedgers */._X)(ledgers);
        if (!shard)
            findings.push(...(0,stage/* closePolicy */.Jc)(ledger));
        findings.sort(model/* compareFindings */.Eg);
        const internalErrors = results.flatMap((r) => r.internalErrors);
        const result = {
            findings,
            skipped: results.flatMap((r) => r.skipped).sort(model/* compareSkipped */.ae),
            summary: {
                files: files.length,
                documents: results.reduce((sum, r) => sum + r.documents, 0),
                resources: results.reduce((sum, r) => sum + r.resources, 0),
                ...(0,model/* tally */.N4)(findings),
            },
            kubernetesVersion: (0,kube_version/* formatKubernetesVersion */.YC)(config.kubernetesVersion),
            notes: [
                ...new Set([
                    ...notes,
                    ...sourceNotes,
                    ...results.flatMap((r) => r.notes),
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
/** The setup every thread checks files with: the workspace and the previous state, built once. */
function prepare(options, active) {
    const { root, config } = options;
    const { workspace, missing, notes: sourceNotes } = buildWorkspace(root, config);
    if (missing.length > 0) {
        throw new ScanInputError(`crds.paths: no such file or folder: ${missing.join(', ')} (relative paths start at the scan root, ${root})`);
    }
    const kinds = previousKinds(active);
    const needles = [...kinds].map((k) => k.slice(k.indexOf('/') + 1));
    const setup = {
        root,
        config,
        workspace,
        previous: options.base && kinds.size > 0 ? previousFiles(options.base(needles), kinds, config.maxFileSize) : [],
        ...(options.actor ? { actor: options.actor } : {}),
        now: options.now ?? new Date(),
        fullScan: options.files === undefined
            ? (options.paths ?? ['.']).every((p) => external_node_path_default().normalize(p) === '.')
            : options.filesAreComplete === true,
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
function planFiles(options, matches) {
    if (options.files)
        return [...options.files].filter(matches).sort(model/* compareStrings */.Kt);
    const discovery = discoverFiles(options.root, options.paths ?? ['.'], options.config);
    if (discovery.missing.length > 0) {
        throw new ScanInputError(`no such file or folder inside ${options.root}: ${discovery.missing.join(', ')}`);
    }
    return discovery.files;
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
;// CONCATENATED MODULE: ./src/source/git.ts
// The previous state of the repository from git: the files of a commit, read without a checkout.


class GitError extends Error {
}
function git(cwd, args, input) {
    try {
        return (0,external_node_child_process_.execFileSync)('git', args, {
            cwd,
            input,
            maxBuffer: 1 << 30,
            stdio: ['pipe', 'pipe', 'pipe'],
        });
    }
    catch (e) {
        const stderr = e.stderr?.toString().trim();
        throw new GitError(`git ${args[0] ?? ''} failed: ${stderr || e.message}`);
    }
}
/** The bytes of `file` (relative to `root`) at commit `sha`, or undefined when it has no such file. */
function gitFileAt(root, sha, file) {
    // `<rev>:./<path>` is relative to the working directory, wherever root is in the repository.
    const object = `${sha}:./${file}`;
    try {
        execFileSync('git', ['cat-file', '-e', object], { cwd: root, stdio: 'ignore' });
    }
    catch {
        return undefined;
    }
    return git(root, ['cat-file', 'blob', object]);
}
/**
 * Files of `ref` under `root` that the matcher selects and that contain one of `needles` (git grep
 * narrows the base tree to the files a rule can care about). Paths come back relative to `root`.
 */
function gitFilesAt(root, ref, matches, needles) {
    const top = git(root, ['rev-parse', '--show-toplevel']).toString().trim();
    let commit;
    try {
        commit = git(root, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`])
            .toString()
            .trim();
    }
    catch {
        throw new GitError(`"${ref}" is not a commit in this repository (fetch it first, e.g. git fetch origin ${ref})`);
    }
    const prefix = external_node_path_default().relative(top, root).split((external_node_path_default()).sep).join('/');
    if (needles.length === 0)
        return [];
    const grepArgs = [
        'grep',
        '-l',
        '-z',
        '-F',
        '--no-color',
        ...needles.flatMap((n) => ['-e', n]),
        commit,
        '--',
    ];
    let listing;
    try {
        listing = (0,external_node_child_process_.execFileSync)('git', [...grepArgs, prefix === '' ? '.' : prefix], {
            cwd: top,
            maxBuffer: 1 << 30,
        }).toString();
    }
    catch (e) {
        // git grep exits 1 when nothing matches.
        if (e.status === 1)
            return [];
        throw new GitError(`git grep failed: ${e.message}`);
    }
    const wanted = listing
        .split('\0')
        .filter((entry) => entry !== '')
        .map((entry) => entry.slice(commit.length + 1))
        .map((repoPath) => ({ repoPath, rel: prefix === '' ? repoPath : external_node_path_default().posix.relative(prefix, repoPath) }))
        .filter(({ rel }) => !rel.startsWith('..') && matches(rel));
    if (wanted.length === 0)
        return [];
    const batch = git(top, ['cat-file', '--batch'], wanted.map((w) => `${commit}:${w.repoPath}\n`).join(''));
    return parseCatFileBatch(batch).map((bytes, i) => ({ path: wanted[i]?.rel ?? '', bytes }));
}
// `git cat-file --batch` prints "<sha> <type> <size>\n<content>\n" per object.
function parseCatFileBatch(output) {
    const blobs = [];
    let at = 0;
    while (at < output.length) {
        const newline = output.indexOf(10, at);
        const header = output.subarray(at, newline).toString();
        const size = Number(header.split(' ')[2]);
        if (Number.isNaN(size))
            throw new GitError(`unexpected git cat-file output: ${header}`);
        blobs.push(output.subarray(newline + 1, newline + 1 + size));
        at = newline + 1 + size + 1;
    }
    return blobs;
}

// EXTERNAL MODULE: ./src/cli/args.ts
var cli_args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
// EXTERNAL MODULE: ./src/cli/report.ts + 5 modules
var report = __webpack_require__(3822);
;// CONCATENATED MODULE: ./src/cli/scan-command.ts
// `admission-gate scan`: config and command line in, report and exit status out.

















async function runScan(args, io) {
    try {
        return await scanAndReport(args, io);
    }
    catch (e) {
        if (e instanceof ConfigError) {
            io.stderr.write(`admission-gate: invalid config:\n${e.issues.map((i) => `  ${i.file}:${i.line}:${i.column}: ${i.message}`).join('\n')}\n`);
        }
        else if (e instanceof ScanInputError || e instanceof GitError) {
            io.stderr.write(`admission-gate: ${e.message}\n`);
        }
        else
            throw e;
        return cli_io/* EXIT */.d.error;
    }
}
async function scanAndReport(args, io) {
    const { root, paths } = scanRoot(args.paths, io.cwd);
    const configFile = args.config !== undefined ? external_node_path_default().resolve(io.cwd, args.config) : external_node_path_default().join(root, CONFIG_FILE);
    const config = withOverrides(loadConfig(configFile, args.config !== undefined, io.cwd, root), args, root, configFile, io.cwd);
    const { result, ledger } = await scanWithLedger({
        root,
        config,
        paths,
        jobs: args.jobs ?? 'auto',
        ...(args.shard ? { shard: args.shard } : {}),
        ...(args.base !== undefined ? { base: gitBase(root, args.base, config) } : {}),
        ...(args.actor ? { actor: args.actor } : {}),
        ...(io.now ? { now: io.now() } : {}),
    });
    return (0,report/* deliverReport */.Q)(result, args, io, {
        displayPath: (file) => toRelative(io.cwd, external_node_path_default().join(root, file)),
        ...(args.shard ? { shard: (0,json/* shardSection */.aV)(args.shard, result, ledger) } : {}),
    });
}
/** One folder given: it is the root. Otherwise the current directory is, and the paths are inside it. */
function scanRoot(given, cwd) {
    const only = given.length === 1 ? external_node_path_default().resolve(cwd, given[0] ?? '.') : undefined;
    if (only !== undefined && external_node_fs_default().statSync(only, { throwIfNoEntry: false })?.isDirectory()) {
        return { root: only, paths: ['.'] };
    }
    return { root: cwd, paths: given };
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
    const decoded = (0,load_text/* decodeText */.g)(read.bytes);
    if (!decoded.ok)
        throw new cli_args/* UsageError */.eb(`cannot read config file ${toRelative(cwd, file)}: ${decoded.reason}`);
    // Errors name the file as the user sees it; findings about it (exceptions) name it from the root.
    return { ...parseConfig(decoded.text, toRelative(cwd, file), registry/* RULES */.y), file: toRelative(root, file) };
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
function gitBase(root, ref, config) {
    const { matches } = (0,source_select/* compileSelection */.q0)(config);
    return (needles) => gitFilesAt(root, ref, matches, needles);
}


/***/ })

};

//# sourceMappingURL=714.index.js.map