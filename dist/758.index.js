(function (importMeta) { "use strict"; return { id: 758,
ids: [758],
modules: {

/***/ 758:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runAction: () => (/* binding */ runAction)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
var external_node_fs_default = /*#__PURE__*/__webpack_require__.n(external_node_fs_);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 14 modules
var core = __webpack_require__(6421);
// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js
var github = __webpack_require__(1351);
;// CONCATENATED MODULE: ./src/kube-version.ts
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

;// CONCATENATED MODULE: ./src/load/path.ts
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

;// CONCATENATED MODULE: ./src/load/yaml/chars.ts
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

;// CONCATENATED MODULE: ./src/load/yaml/node.ts
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

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
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
    if ((0,external_node_buffer_.isAscii)(body))
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
    if (!hasLoneCR(text) && !/[\u0085\u2028\u2029]/.test(text))
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
    return decodeGoString(Buffer.from(b64, 'base64'));
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
const fast_scan_TAB = 9;
const fast_scan_LF = 10;
const fast_scan_CR = 13;
const fast_scan_SPACE = 32;
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
function fast_scan_isBlank(c) {
    return c === fast_scan_SPACE || c === fast_scan_LF || c === fast_scan_TAB || c === fast_scan_CR || Number.isNaN(c);
}
function isFlowIndicator(c) {
    return c === COMMA || c === LBRACKET || c === RBRACKET || c === LBRACE || c === RBRACE;
}
/** End of a line: line feed, the CR of CRLF (lone CRs are refused up front) or the end of the text. */
function isLineEnd(c) {
    return c === fast_scan_LF || c === fast_scan_CR || Number.isNaN(c);
}
function skipInlineSpace(s, i) {
    let c = s.charCodeAt(i);
    while (c === fast_scan_SPACE || c === fast_scan_TAB)
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
        if (s.charCodeAt(i) === fast_scan_LF)
            return i;
    return -1;
}
/** `---` or `...` followed by white space: a document marker when it starts a line. */
function isDocumentMarker(s, i) {
    const c = s.charCodeAt(i);
    if (c !== DASH && c !== DOT)
        return false;
    return s.charCodeAt(i + 1) === c && s.charCodeAt(i + 2) === c && fast_scan_isBlank(s.charCodeAt(i + 3));
}
/**
 * yaml's `continueScalar`: whether the line starting at `offset` continues a multi-line scalar whose
 * continuation lines need `indentNext` spaces; the offset to resume scanning at, or -1.
 */
function continueScalar(s, offset, indentNext) {
    if (indentNext <= 0)
        return isDocumentMarker(s, offset) ? -1 : offset;
    let content = offset;
    while (s.charCodeAt(content) === fast_scan_SPACE)
        content += 1;
    return continueIndented(s, offset, content, indentNext);
}
/** continueScalar with `indentNext` above 0, for a caller that found the line's first non-space, `content`. */
function continueIndented(s, offset, content, indentNext) {
    const c = s.charCodeAt(content);
    if (c === fast_scan_CR && s.charCodeAt(content + 1) === fast_scan_LF)
        return content + 1;
    return c === fast_scan_LF || content - offset >= indentNext ? content : -1;
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
            if (fast_scan_isBlank(s.charCodeAt(i + 1)))
                break;
            end = i;
        }
        else if (inFlow && ch === QUESTION) {
            bail('? in a plain scalar in a flow collection');
        }
        else if (ch === fast_scan_SPACE || ch === fast_scan_TAB || ch === fast_scan_LF || ch === fast_scan_CR) {
            let c = ch;
            let next = s.charCodeAt(i + 1);
            if (c === fast_scan_CR) {
                i += 1;
                c = fast_scan_LF;
                next = s.charCodeAt(i + 1);
            }
            if (next === HASH || (inFlow && isFlowIndicator(next)))
                break;
            if (inFlow && next === QUESTION)
                bail('? in a plain scalar in a flow collection');
            if (c === fast_scan_LF) {
                // goyaml refuses a tab in the indentation of the line after a break in a plain scalar.
                let k = i + 1;
                while (s.charCodeAt(k) === fast_scan_SPACE)
                    k += 1;
                if (s.charCodeAt(k) === fast_scan_TAB && k - (i + 1) < indentNext)
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
    return c === fast_scan_SPACE || c === fast_scan_TAB;
}
/** Line content end: before the line feed at `nl` and the CR of a CRLF. */
function contentEnd(s, lineStart, nl) {
    return nl > lineStart && s.charCodeAt(nl - 1) === fast_scan_CR ? nl - 1 : nl;
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
        if (ch === fast_scan_LF || ch === fast_scan_CR) {
            if (ch === fast_scan_CR)
                i += 1;
            let keep = i - (ch === fast_scan_CR ? 1 : 0);
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
        if (c === fast_scan_LF)
            text += '\n';
        else if (c === fast_scan_CR) {
            if (s.charCodeAt(i + 2) !== fast_scan_LF)
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
    if (next === fast_scan_LF || (next === fast_scan_CR && s.charCodeAt(i + 2) === fast_scan_LF)) {
        escaped = '';
        let j = next === fast_scan_CR ? i + 2 : i + 1;
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
    if (!fast_scan_isBlank(s.charCodeAt(i)))
        bail('block scalar header');
    const headerEnd = i;
    i = skipInlineSpace(s, i);
    if (!isLineEnd(s.charCodeAt(i)) && s.charCodeAt(i) !== HASH)
        bail('block scalar header');
    const contentStart = nextLineStart(s, i);
    const lines = new BlockLines(s);
    const end = blockScalarEnd(s, contentStart, parentIndent + 1, explicit, chomp === KEEP, lines);
    // goyaml ends the value with the break after its last line; here there is none (kubectl adds one).
    if (end === s.length && s.charCodeAt(s.length - 1) !== fast_scan_LF)
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
        if (c === fast_scan_SPACE)
            indent += 1;
        else if (c === fast_scan_LF) {
            // Only spaces and the CR of a CRLF (lone CRs are refused up front) come before this line feed.
            lines.add(nl + 1, nl + 1 + indent, i);
            nl = i;
            indent = 0;
        }
        else if (c !== fast_scan_CR)
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
            while (s.charCodeAt(content) === fast_scan_SPACE)
                content += 1;
        }
        if (nl === -1)
            nl = n;
    }
    // The lexer puts insufficiently indented tabs after a block scalar into it, to report them.
    let t = nl + 1;
    while (s.charCodeAt(t) === fast_scan_SPACE)
        t += 1;
    if (s.charCodeAt(t) === fast_scan_TAB)
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
        if (c === fast_scan_CR)
            c = s.charCodeAt(--j);
        const lastChar = j;
        while (c === fast_scan_SPACE)
            c = s.charCodeAt(--j);
        if (c === fast_scan_LF && j >= start && j + 1 + indent > lastChar)
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
        return this.s.charCodeAt(this.contents[k] ?? 0) === fast_scan_TAB;
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
            while (i < e && i - start < indent && this.s.charCodeAt(i) === fast_scan_SPACE)
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
            if (c === fast_scan_TAB && (detecting || this.indent(k) < (indent ?? 0)))
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
            if (fast_scan_isBlank(next) || (inFlow && (c !== DASH || isFlowIndicator(next))))
                bail(`indicator ${s[i] ?? ''}`);
        }
    }
}
/** A `:` that is a mapping value indicator in block context. */
function isBlockColon(s, i) {
    return s.charCodeAt(i) === COLON && fast_scan_isBlank(s.charCodeAt(i + 1));
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
                while (s.charCodeAt(q) === fast_scan_SPACE)
                    q += 1;
                const c = s.charCodeAt(q);
                if (c === fast_scan_TAB)
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
            while (s.charCodeAt(p) === fast_scan_SPACE)
                p += 1;
            const c = s.charCodeAt(p);
            // goyaml takes a tab where a line's next token may start as the token itself: an error.
            if (c === fast_scan_TAB)
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
            const dash = this.s.charCodeAt(p) === DASH && fast_scan_isBlank(this.s.charCodeAt(p + 1));
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
        while (s.charCodeAt(q) === fast_scan_SPACE)
            q += 1;
        if (s.charCodeAt(q) === fast_scan_TAB)
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
        if (c === DASH && fast_scan_isBlank(s.charCodeAt(p + 1))) {
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
        if (c === HASH && (before === fast_scan_SPACE || before === fast_scan_TAB))
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
        if (s.charCodeAt(colon) !== COLON || (!quoted && !fast_scan_isBlank(next) && !isFlowIndicator(next))) {
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
            if (c === fast_scan_SPACE || c === fast_scan_TAB) {
                i += 1;
            }
            else if (c === fast_scan_LF || c === fast_scan_CR) {
                i = nextLineStart(s, i);
                if (firstBreak && s.charCodeAt(i) === HASH)
                    bail('comment right after a flow mapping value');
                firstBreak = false;
                const ls = i;
                while (s.charCodeAt(i) === fast_scan_SPACE)
                    i += 1;
                const indent = i - ls;
                i = skipInlineSpace(s, i);
                const first = s.charCodeAt(i);
                if (first === fast_scan_LF || first === fast_scan_CR || first === HASH || Number.isNaN(first))
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
                if (before !== fast_scan_SPACE && before !== fast_scan_TAB && before !== fast_scan_LF)
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
    if (depth > MAX_DEPTH)
        bail(`nesting deeper than ${MAX_DEPTH} levels`);
}
/**
 * Refuses texts with a byte-order mark, a line break other than LF and CRLF, or a character goyaml
 * refuses: the full path reads them.
 */
function checkCharacters(text) {
    if (!hasUnusualCharacters(text))
        return;
    if (text.includes('\uFEFF'))
        bail('byte-order mark');
    if (firstDisallowed(text) !== -1)
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
        if (result.height > MAX_DEPTH) {
            fail(`with its aliases expanded, this collection nests deeper than ${MAX_DEPTH} levels: Admission Gate reads no deeper, so that no step of a scan can run out of stack (the API server's decoder stops at 10,000; real manifests stay under 50)`, { start: raw.start, end: raw.start + 1 });
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
        if (c === CR && this.at(1) === LF) {
            this.i += 2;
            this.chars += 2;
        }
        else if (isBreak(c)) {
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
        if (c !== LS && c !== PS && c !== CR && c !== LF && c !== NEL)
            return '';
        this.skipLine();
        return c === LS || c === PS ? String.fromCharCode(c) : '\n';
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
    if (leadingBreak.charCodeAt(0) === LF)
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
        if (!isDigit(c))
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
            while ((indent === 0 || sc.column < indent) && sc.at() === SPACE)
                sc.skip();
            if (sc.column > maxIndent)
                maxIndent = sc.column;
            if ((indent === 0 || sc.column < indent) && sc.at() === TAB) {
                sc.fail('found a tab character where an indentation space is expected', context, start);
            }
            if (!isBreak(sc.at()))
                break;
            trailingBreaks += sc.readLine();
        }
        if (indent === 0)
            indent = Math.max(maxIndent, sc.indent + 1, 1);
    };
    breaks();
    while (sc.column === indent && !sc.atEnd) {
        trailingBlank = isBlank(sc.at());
        if (!literal && !leadingBlank && !trailingBlank && leadingBreak.charCodeAt(0) === LF) {
            if (trailingBreaks === '')
                value += ' ';
        }
        else
            value += leadingBreak;
        leadingBreak = '';
        value += trailingBreaks;
        trailingBreaks = '';
        leadingBlank = isBlank(sc.at());
        const from = sc.i;
        while (!isBreakZ(sc.at()))
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
        while (!isBlankZ(sc.at())) {
            const c = sc.at();
            if (single && c === 0x27 && sc.at(1) === 0x27) {
                value += "'";
                sc.skip();
                sc.skip();
            }
            else if (c === quote) {
                break;
            }
            else if (!single && c === 0x5c && isBreak(sc.at(1))) {
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
        while (isBlank(sc.at()) || isBreak(sc.at())) {
            if (isBlank(sc.at())) {
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
        const digit = hexValue(sc.at(k));
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
        while (!isBlankZ(sc.at())) {
            const c = sc.at();
            if ((c === 0x3a && isBlankZ(sc.at(1))) || (inFlow && FLOW_PLAIN_END.has(c)))
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
        if (!(isBlank(sc.at()) || isBreak(sc.at())))
            break;
        while (isBlank(sc.at()) || isBreak(sc.at())) {
            if (isBlank(sc.at())) {
                if (leadingBlanks && sc.column < indent && sc.at() === TAB) {
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
        if (this.at() === BOM)
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
        if (c === 0x2d && isBlankZ(next))
            return this.fetchBlockEntry();
        if (c === 0x3f && (this.flowLevel > 0 || isBlankZ(next)))
            return this.fetchKey();
        if (c === 0x3a && (this.flowLevel > 0 || isBlankZ(next)))
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
        if (!(isBlankZ(c) || PLAIN_START_INDICATORS.has(c)) ||
            (c === 0x2d && !isBlank(next)) ||
            (this.flowLevel === 0 && (c === 0x3f || c === 0x3a) && !isBlankZ(next))) {
            return this.fetchPlainScalar();
        }
        this.fail('found character that cannot start any token', 'while scanning for the next token');
    }
    /** `---` or `...` at the cursor, followed by white space or the end. */
    isDocumentIndicator(c) {
        return this.at() === c && this.at(1) === c && this.at(2) === c && isBlankZ(this.at(3));
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
                if (c !== SPACE && !(c === TAB && (this.flowLevel > 0 || !this.simpleKeyAllowed)))
                    break;
                this.skip();
            }
            if (this.at() === 0x23)
                while (!isBreakZ(this.at()))
                    this.skip();
            if (!isBreak(this.at()))
                return;
            this.skipLine();
            if (this.flowLevel === 0)
                this.simpleKeyAllowed = true;
        }
    }
    skipBlanks() {
        while (isBlank(this.at()))
            this.skip();
    }
    /** After a directive or block scalar header: blanks, a comment, then a line break or the end. */
    endOfLine(context, start) {
        this.skipBlanks();
        if (this.at() === 0x23)
            while (!isBreakZ(this.at()))
                this.skip();
        if (!isBreakZ(this.at()))
            this.fail('did not find expected comment or line break', context, start);
        this.skipLine();
    }
    scanDirective() {
        const start = this.mark();
        this.skip();
        const context = 'while scanning a directive';
        let name = '';
        while (isAlpha(this.at()))
            name += this.read();
        if (name === '')
            this.fail('could not find expected directive name', context, start);
        if (!isBlankZ(this.at()))
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
            if (!isBlank(this.at()))
                this.fail('did not find expected whitespace', 'while scanning a %TAG directive', start);
            this.skipBlanks();
            const prefix = this.scanTagUri(true, '', start);
            if (!isBlankZ(this.at())) {
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
        while (isDigit(this.at())) {
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
        while (isAlpha(this.at()))
            name += this.read();
        const end = this.mark();
        const c = this.at();
        if (name === '' || !(isBlankZ(c) || ANCHOR_END.has(c))) {
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
        if (!isBlankZ(this.at())) {
            this.fail('did not find expected whitespace or line break', 'while scanning a tag', start);
        }
        return { type: 'tag', start, end: this.mark(), value: handle, suffix };
    }
    scanTagHandle(directive, start) {
        const context = directive ? 'while parsing a %TAG directive' : 'while parsing a tag';
        if (this.at() !== 0x21)
            this.fail("did not find expected '!'", context, start);
        let handle = this.read();
        while (isAlpha(this.at()))
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
        for (let c = this.at(); isAlpha(c) || URI_CHARACTERS.has(c); c = this.at()) {
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
            const hi = hexValue(this.at(1));
            const lo = hexValue(this.at(2));
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
    return `${what} nests deeper than ${MAX_DEPTH} levels: Admission Gate reads no deeper, so that no step of a scan can run out of stack (the API server's decoder stops at 10,000; real manifests stay under 50)`;
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
        const bad = firstDisallowed(text);
        if (bad !== -1)
            throw new YamlSyntaxError('control characters are not allowed', bad, bad + 1);
        // Past the one its reader drops, a byte order mark can make goyaml skip the first character of later
        // lines (libyaml's is_bom looks at the start of its buffer, not at the scanner's position): refused.
        const bom = text.indexOf('\uFEFF', text.charCodeAt(0) === BOM ? 1 : 0);
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
        while (c === SPACE || c === TAB)
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
                    if (open.length >= MAX_DEPTH) {
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

// EXTERNAL MODULE: ./node_modules/minimatch/dist/esm/index.js + 7 modules
var esm = __webpack_require__(3581);
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
    const end = parts.length;
    const last = end - 1;
    const trailingGlobstar = parts[last] === esm/* GLOBSTAR */.ZN;
    // Flags of the positions in the pattern after the segments read so far; `end` is the end. Flags, not
    // a set: this runs for every file of the repository against every glob.
    let positions = new Uint8Array(end + 1);
    let next = new Uint8Array(end + 1);
    positions[0] = 1;
    for (const segment of segments) {
        next.fill(0);
        let any = false;
        for (let start = 0; start <= end; start++) {
            if (positions[start] === 0)
                continue;
            let p = start;
            // A ** in the middle or at the start may match no segment: what follows it may match this one.
            while (parts[p] === esm/* GLOBSTAR */.ZN && p < last) {
                next[p] = 1;
                any = true;
                p++;
            }
            const part = parts[p];
            let to = -1;
            if (part === esm/* GLOBSTAR */.ZN)
                to = end;
            else if (part !== undefined && part(segment))
                to = p + 1;
            else if (p === end && trailingGlobstar)
                to = p;
            if (to >= 0) {
                next[to] = 1;
                any = true;
            }
        }
        if (!any)
            return false;
        [positions, next] = [next, positions];
    }
    for (let start = 0; start <= end; start++) {
        if (positions[start] === 0)
            continue;
        let p = start;
        while (parts[p] === esm/* GLOBSTAR */.ZN && p < last)
            p++;
        if (p === end)
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

;// CONCATENATED MODULE: ./src/text/wildcard.ts
// Wildcard matching without regular expressions: `*` is any run of characters, `?` one character.
// A regular expression for `*a*b*c` backtracks through every way to split the text when it fails, in
// time that grows with the text's length to the power of the number of stars; this stays within the
// product of the two lengths, whatever the repository under review names its files and objects.
/** Whether `text` matches `pattern`, both given as arrays of characters (code units or code points). */
function matchesWildcard(pattern, text) {
    let p = 0;
    let t = 0;
    // The last star seen, and the text position it has consumed up to: on a mismatch, it takes one more.
    let star = -1;
    let resume = 0;
    while (t < text.length) {
        const c = pattern[p];
        if (c === '*') {
            star = p++;
            resume = t;
        }
        else if (c !== undefined && (c === '?' || c === text[t])) {
            p++;
            t++;
        }
        else if (star >= 0) {
            p = star + 1;
            t = ++resume;
        }
        else {
            return false;
        }
    }
    while (pattern[p] === '*')
        p++;
    return p === pattern.length;
}

;// CONCATENATED MODULE: ./src/policy/patterns.ts
// The matching primitives of exceptions: Kyverno-style wildcards, finding paths with `[*]`, and
// Kubernetes label selectors (k8s.io/apimachinery/pkg/apis/meta/v1 LabelSelectorAsSelector).

/** `*` is any run of characters (slashes included), `?` one character, as Kyverno's wildcard.Match. */
function wildcard(pattern) {
    if (!/[*?]/.test(pattern))
        return (text) => text === pattern;
    // Characters are code points, as Go's runes.
    const chars = [...pattern];
    return (text) => matchesWildcard(chars, [...text]);
}
/** A finding path such as `spec.containers[*].image`, where `[*]` stands for any list index. */
function pathPattern(pattern) {
    const regexp = new RegExp(`^${pattern.split('[*]').map(escapeRegExp).join('\\[\\d+\\]')}$`, 'u');
    return (path) => regexp.test(path);
}
const LABEL_OPERATORS = ['In', 'NotIn', 'Exists', 'DoesNotExist'];
/** Every requirement must hold; an empty selector matches every object, as in Kubernetes. */
function labelSelector(selector) {
    const requirements = [
        ...Object.entries(selector.matchLabels ?? {}).map(([key, value]) => (labels) => labels.get(key) === value),
        ...(selector.matchExpressions ?? []).map(({ key, operator, values = [] }) => {
            switch (operator) {
                case 'In':
                    return (labels) => {
                        const value = labels.get(key);
                        return value !== undefined && values.includes(value);
                    };
                case 'NotIn':
                    return (labels) => {
                        const value = labels.get(key);
                        return value === undefined || !values.includes(value);
                    };
                case 'Exists':
                    return (labels) => labels.has(key);
                case 'DoesNotExist':
                    return (labels) => !labels.has(key);
            }
        }),
    ];
    return (labels) => requirements.every((requirement) => requirement(labels));
}
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

;// CONCATENATED MODULE: ./src/policy/exceptions.ts
// Exceptions in the config file: a reviewed, reasoned, optionally expiring waiver of some findings,
// selected as Kyverno's PolicyException and podSecurity exclusions select them. Every selector given
// must match (AND); a list matches when any of its entries does (OR).



const list = (description) => ({
    type: 'array',
    items: { type: 'string', minLength: 1 },
    minItems: 1,
    description,
});
function exceptionsSchema(ruleIds) {
    return {
        type: 'array',
        description: 'findings to waive, each with a reason; waived findings stay in reports as suppressed',
        items: {
            type: 'object',
            additionalProperties: false,
            required: ['rules', 'reason'],
            properties: {
                rules: {
                    type: 'array',
                    minItems: 1,
                    items: { enum: ['*', ...ruleIds] },
                    description: 'rule ids the exception waives, or "*" for every rule',
                },
                reason: { type: 'string', minLength: 1, description: 'why, for reviewers (a ticket, a date)' },
                expires: {
                    type: 'string',
                    format: 'date',
                    description: 'YYYY-MM-DD: the last day the exception applies; after it a warning says so',
                },
                files: list('minimatch globs of manifest files, relative to the scan root'),
                namespaces: list('namespace globs; objects without a namespace are in "default"'),
                kinds: list('object kinds, such as Deployment'),
                names: list('object name globs'),
                images: list('container image globs, for container-level findings'),
                paths: list('finding paths, such as spec.template.spec.containers[*].livenessProbe.httpGet.host'),
                values: list('offending values, exactly as written'),
                controls: list('Pod Security control names, such as Capabilities'),
                selector: {
                    type: 'object',
                    additionalProperties: false,
                    description: "a Kubernetes label selector on the object's metadata.labels",
                    properties: {
                        matchLabels: { type: 'object', additionalProperties: { type: 'string' } },
                        matchExpressions: {
                            type: 'array',
                            items: {
                                type: 'object',
                                additionalProperties: false,
                                required: ['key', 'operator'],
                                properties: {
                                    key: { type: 'string', minLength: 1 },
                                    operator: { enum: LABEL_OPERATORS },
                                    values: { type: 'array', items: { type: 'string' } },
                                },
                            },
                        },
                    },
                },
            },
        },
    };
}
/** Exceptions from the schema-valid `exceptions` node, or the issues that make them unusable. */
function compileExceptions(node, lines, text) {
    const issues = [];
    const exceptions = node.items.map((item, index) => {
        const raw = toJs(item);
        raw.files?.forEach((glob, i) => {
            const problem = globProblem(glob);
            const at = ['files', i];
            const { start, end } = nodeAt(item, at) ?? item;
            if (problem)
                issues.push({ path: ['exceptions', index, ...at], start, end, message: problem });
        });
        raw.selector?.matchExpressions?.forEach(({ operator, values = [] }, i) => {
            const at = ['selector', 'matchExpressions', i];
            const { start, end } = nodeAt(item, at) ?? item;
            const listed = operator === 'In' || operator === 'NotIn';
            // The API server's label selector validation: values go with In/NotIn, and only with them.
            if (listed === (values.length === 0)) {
                issues.push({
                    path: ['exceptions', index, ...at],
                    start,
                    end,
                    message: `values must ${listed ? 'be given' : 'be empty'} when operator is ${operator}`,
                });
            }
        });
        return toException(raw, index, {
            ...lines.position(item.start),
            ...endOf(lines.position(trimEnd(text, item.start, item.end))),
        });
    });
    return { exceptions, issues };
}
function toException(raw, index, range) {
    const { rules, reason, expires, ...selectors } = raw;
    return { index, range, rules, reason, ...(expires !== undefined ? { expires } : {}), selectors };
}
/** Whether a finding (and the labels of its object) is one the exception waives. */
function exceptionMatcher(exception) {
    const { rules, selectors } = exception;
    const tests = [];
    const anyOf = (patterns, compilePattern, pick) => {
        if (!patterns)
            return;
        const matchers = patterns.map(compilePattern);
        tests.push(({ finding }) => {
            const value = pick(finding);
            return value !== undefined && matchers.some((m) => m(value));
        });
    };
    const exact = (pattern) => (text) => text === pattern;
    anyOf(rules, (id) => (id === '*' ? () => true : exact(id)), (f) => f.rule);
    anyOf(selectors.files, compileGlob, (f) => f.file);
    anyOf(selectors.namespaces, wildcard, (f) => f.resource?.namespace);
    anyOf(selectors.kinds, exact, (f) => f.resource?.kind);
    anyOf(selectors.names, wildcard, (f) => f.resource?.name);
    anyOf(selectors.images, wildcard, (f) => f.container?.image);
    anyOf(selectors.paths, pathPattern, (f) => f.path);
    anyOf(selectors.values, exact, (f) => f.value);
    anyOf(selectors.controls, exact, (f) => f.control);
    if (selectors.selector) {
        const selects = labelSelector(selectors.selector);
        tests.push(({ labels }) => labels !== undefined && selects(labels));
    }
    return (subject) => tests.every((test) => test(subject));
}
/** Expired once the day after `expires` has begun, in UTC. */
function isExpired(exception, now) {
    if (exception.expires === undefined)
        return false;
    const [year, month, day] = exception.expires.split('-').map(Number);
    return now.getTime() >= Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + 1);
}
function endOf(position) {
    return { endLine: position.line, endColumn: position.column };
}
// A block node's end includes the line break and indentation after it; a range ends at its last character.
function trimEnd(text, start, end) {
    let at = end;
    while (at > start && /\s/.test(text.charAt(at - 1)))
        at--;
    return at;
}

;// CONCATENATED MODULE: ./src/render/config.ts
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
const config_BINARY = {
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
                binary: { ...config_BINARY, description: `kustomize or kubectl: ${config_BINARY.description ?? ''}` },
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
                binary: { ...config_BINARY, description: `helm: ${config_BINARY.description ?? ''}` },
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

;// CONCATENATED MODULE: ./src/rules/types.ts
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

;// CONCATENATED MODULE: ./src/model.ts
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

;// CONCATENATED MODULE: ./src/policy/actor.ts
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

;// CONCATENATED MODULE: ./src/config/schema.ts
// The config file's schema, built from the rule registry so that a new rule's options appear in it
// without touching this file. `npm run schema` writes it to schema/config.schema.json for editors.




const SEVERITY_SETTINGS = [...SEVERITIES, 'off'];
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
            render: RENDER_SCHEMA,
            exceptions: exceptionsSchema(rules.filter((r) => r.scope !== 'policy').map((r) => r.id)),
            suppressionActors: actorListSchema("users (octocat) and teams (@org/team) whose admission-gate.dev/ignore annotations and # admission-gate-ignore comments count in a change as soon as they write them; anyone else's count only once merged. Read from the config that judges the change: the base's in the Action"),
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
    render: DEFAULT_RENDER_CONFIG,
};
function activateRules(config, rules) {
    const active = [];
    const notes = [];
    for (const rule of rules) {
        const setting = config.rules.get(rule.id);
        const severity = setting?.severity ?? (setting || rule.enabledByDefault ? rule.defaultSeverity : 'off');
        if (severity === 'off')
            continue;
        if (!atLeast(config.kubernetesVersion, rule.minKubernetesVersion)) {
            notes.push(`${rule.id} does not run: kubernetesVersion ${formatKubernetesVersion(config.kubernetesVersion)} is older than ${formatKubernetesVersion(rule.minKubernetesVersion)}, where the cluster starts enforcing it.`);
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

;// CONCATENATED MODULE: ./src/text/suggest.ts
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
    return decodeAt(node, schema, [], new Suggester());
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
            if (!(e instanceof OptionError))
                throw e;
            const path = ['rules', id, ...e.path];
            const node = nodeAt(root, path) ?? nodeAt(root, ['rules', id]) ?? root;
            optionIssues.push(issueAt(node.start, withPath(path, e.message)));
        }
    }
    for (const key of ['include', 'exclude']) {
        raw[key]?.forEach((glob, i) => {
            const problem = globProblem(glob);
            const path = [key, i];
            if (problem)
                optionIssues.push(issueAt((nodeAt(root, path) ?? root).start, withPath(path, problem)));
        });
    }
    const kubernetesVersion = parseKubernetesVersion(raw.kubernetesVersion ?? 'latest');
    if (!kubernetesVersion) {
        const node = nodeAt(root, ['kubernetesVersion']) ?? root;
        optionIssues.push(issueAt(node.start, 'kubernetesVersion: the version number is too large'));
    }
    const exceptionsNode = asSeq(child(root, 'exceptions'));
    const { exceptions, issues: exceptionIssues } = exceptionsNode
        ? compileExceptions(exceptionsNode, lines, text)
        : { exceptions: [], issues: [] };
    optionIssues.push(...exceptionIssues.map((i) => issueAt(i.start, withPath(i.path, i.message))));
    const render = readRenderConfig(decoded.value.render, (path) => lines.position((nodeAt(root, path) ?? root).start).line);
    for (const i of render.issues) {
        optionIssues.push(issueAt((nodeAt(root, i.path) ?? root).start, withPath(i.path, i.message)));
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
    return path.length > 0 ? `${formatPath(path)}: ${message}` : message;
}

;// CONCATENATED MODULE: ./src/version.ts
// Kept equal to package.json's version by a test; a constant keeps the CLI's start-up free of file reads.
const TOOL_NAME = 'admission-gate';
const TOOL_VERSION = '0.1.0';

;// CONCATENATED MODULE: ./src/report/escape.ts
// Reports quote the repository under review (file names, values, YAML errors) and are often printed to a
// CI log, where a line starting with `::` or holding `##[` anywhere is a workflow command to the GitHub
// runner (`::add-mask::`, `##[stop-commands]`), and a terminal obeys escape sequences. Text from the
// repository is made inert where it lands, and shown rather than dropped.
// C0 and C1 controls (a tab stays; ESC starts terminal sequences), DEL, line and paragraph separators,
// and the bidirectional controls that make text display in another order than it reads (Trojan Source,
// CVE-2021-42574). LF and CR apart: each format has its own way with line breaks.
const CONTROLS = 
// eslint-disable-next-line no-control-regex -- matching control characters is the point
/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const LINE_BREAKS = /[\n\r]/g;
const hex = (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
/**
 * Control, separator and bidi characters as `\uXXXX` (the escapes JSON strings use, which messages quoting
 * values already show), line feeds and carriage returns left to the caller: every output format that
 * lands where people read (text, workflow commands, markdown, check-run annotations) goes through it.
 */
function escapeControls(text) {
    return text.replace(CONTROLS, hex);
}
/** Text for a line of plain output: `escapeControls`, line breaks too, and `##[` with its second `#` escaped. */
function printable(text) {
    return escapeControls(text).replace(LINE_BREAKS, hex).replaceAll('##[', '#\\u0023[');
}
/** `printable`, for the start of a line: a leading `::` (white space before it is ignored) loses its first `:`. */
function printableLineStart(text) {
    return printable(text).replace(/^(\s*):(?=:)/, '$1\\u003a');
}
/** JSON text that a log shows as it is: `##[` inside strings becomes `#\u0023[`, which JSON reads back. */
function inertJson(json) {
    return json.replaceAll('##[', '#\\u0023[');
}

;// CONCATENATED MODULE: ./src/report/json.ts
// The JSON report: the contract the Action, SARIF and other tools build on. Version 1 only grows.


/** The shard section of a shard's scan: its exception counts and its rules' failures. */
function shardSection(shard, result, ledger) {
    return { index: shard.index, count: shard.count, ledger, internalErrors: result.internalErrors };
}
function toJsonReport(result, context = {}) {
    return {
        version: 1,
        tool: { name: TOOL_NAME, version: TOOL_VERSION },
        kubernetesVersion: result.kubernetesVersion,
        findings: result.findings,
        skipped: result.skipped,
        notes: result.notes,
        summary: result.summary,
        ...(context.repositoryPath !== undefined ? { repositoryPath: context.repositoryPath } : {}),
        ...(context.shard ? { shard: context.shard } : {}),
    };
}
function formatJson(result, context = {}) {
    return [...jsonReportPieces(result, context)].join('');
}
/**
 * The report's text in pieces, one finding (or skipped file, or note) at a time, exactly as
 * `JSON.stringify(report, null, 2)` lays it out: a report of many findings is written without ever being
 * one string (and one buffer) as big as the file.
 */
function* jsonReportPieces(result, context = {}) {
    const entries = Object.entries(toJsonReport(result, context));
    yield '{\n';
    for (const [index, [key, value]] of entries.entries()) {
        const end = index === entries.length - 1 ? '\n' : ',\n';
        if (Array.isArray(value) && value.length > 0) {
            yield `  ${JSON.stringify(key)}: [\n`;
            for (const [i, item] of value.entries()) {
                yield `    ${listItem(item)}${i === value.length - 1 ? '\n' : ',\n'}`;
            }
            yield `  ]${end}`;
        }
        else
            yield `  ${JSON.stringify(key)}: ${indented(value, '  ')}${end}`;
    }
    yield '}\n';
}
// Where JSON.stringify puts an item of a list in a list: at the depth of the report's lists' items, so it
// comes indented as the report indents it, with no pass over its text to indent it.
const ITEM_HEAD = '[\n  [\n    '.length;
const ITEM_TAIL = '\n  ]\n]'.length;
/** An item of a top-level list of the report, as `indented(item, '    ')` lays it out. */
function listItem(item) {
    const text = JSON.stringify([[item]], null, 2);
    return inertJson(text.slice(ITEM_HEAD, text.length - ITEM_TAIL));
}
// JSON escapes line breaks inside strings: every one left is layout. Each piece holds whole strings, so
// making them inert piece by piece misses nothing.
function indented(value, indent) {
    return inertJson(JSON.stringify(value, null, 2)).replaceAll('\n', `\n${indent}`);
}

;// CONCATENATED MODULE: ./src/load/kinds.ts
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

;// CONCATENATED MODULE: ./src/report/sarif.ts
// SARIF 2.1.0 for GitHub code scanning (github/codeql-action/upload-sarif) and other SARIF viewers:
// one run, every known rule as a reportingDescriptor (security rules with a security-severity), each
// finding as a result located relative to %SRCROOT% (the repository root, wherever in it the scan root
// is), with a fingerprint that survives lines moving; within code scanning's limits, never a file it
// rejects.







const SARIF_SCHEMA = 'https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json';
const INFORMATION_URI = 'https://github.com/admission-gate/admission-gate';
const SRCROOT = '%SRCROOT%';
/** A versioned key of our own: GitHub keeps alerts whose fingerprint is unchanged across commits. */
const FINGERPRINT_KEY = 'admissionGate/v1';
const LEVEL = {
    error: 'error',
    warning: 'warning',
    notice: 'note',
};
/** GitHub code scanning rejects a run with more results than this. */
const MAX_SARIF_RESULTS = 25_000;
function toSarif(result, rules, options = {}) {
    const ruleIndex = new Map(rules.map((rule, i) => [rule.id, i]));
    const repositoryPath = options.repositoryPath ?? '';
    const uri = uriIn(repositoryPath);
    // The file as the repository names it, so that alerts keep their identity whatever folder is scanned.
    const fingerprint = fingerprinter((file) => inRepository(repositoryPath, file));
    const fingerprints = new Map(result.findings.map((f) => [f, fingerprint(f)]));
    const kept = withinLimit(result.findings);
    const leftOut = result.findings.length - kept.length;
    return {
        $schema: SARIF_SCHEMA,
        version: '2.1.0',
        runs: [
            {
                ...runHead(rules, options),
                columnKind: 'utf16CodeUnits',
                results: kept.map((f) => toResult(f, ruleIndex.get(f.rule), fingerprints.get(f) ?? '', uri)),
                invocations: [invocation(result, uri, leftOut)],
                properties: {
                    kubernetesVersion: result.kubernetesVersion,
                    summary: result.summary,
                    ...(leftOut > 0 ? { resultsLeftOut: leftOut } : {}),
                },
            },
        ],
    };
}
function formatSarif(result, rules, options = {}) {
    return inertJson(JSON.stringify(toSarif(result, rules, options), null, 2)) + '\n';
}
/** How many findings a SARIF file leaves out to stay within code scanning's limit. */
function sarifResultsLeftOut(result) {
    return Math.max(0, result.findings.length - MAX_SARIF_RESULTS);
}
/**
 * The SARIF of a run that judged nothing (an invalid config, bad inputs): no results, and an unsuccessful
 * invocation saying why. Code scanning records such a file as an unsuccessful analysis and leaves the
 * alerts of earlier runs as they are, where a file with no results would close them all.
 */
function failedSarif(problems, rules, options) {
    const uri = uriIn(options.repositoryPath ?? '');
    const notifications = problems.map((p) => ({
        level: 'error',
        message: { text: plainMessage(p.message) },
        ...(p.file !== undefined
            ? {
                locations: [
                    {
                        physicalLocation: {
                            artifactLocation: uri(p.file),
                            ...(p.line !== undefined
                                ? {
                                    region: {
                                        startLine: p.line,
                                        ...(p.column !== undefined ? { startColumn: p.column } : {}),
                                    },
                                }
                                : {}),
                        },
                    },
                ],
            }
            : {}),
    }));
    const log = {
        $schema: SARIF_SCHEMA,
        version: '2.1.0',
        runs: [
            {
                ...runHead(rules, options),
                results: [],
                invocations: [
                    {
                        executionSuccessful: false,
                        ...(options.configuration
                            ? { toolConfigurationNotifications: notifications }
                            : { toolExecutionNotifications: notifications }),
                    },
                ],
            },
        ],
    };
    return inertJson(JSON.stringify(log, null, 2)) + '\n';
}
/** What every run says first: the tool with every rule, and the run's category when it has one. */
function runHead(rules, options) {
    return {
        tool: {
            driver: {
                name: TOOL_NAME,
                version: TOOL_VERSION,
                semanticVersion: TOOL_VERSION,
                informationUri: INFORMATION_URI,
                rules: rules.map(descriptor),
            },
        },
        ...(options.category !== undefined ? { automationDetails: { id: options.category } } : {}),
    };
}
/**
 * The findings a SARIF file holds: all of them up to code scanning's limit, else the most severe (those
 * that count before suppressed ones, then errors, warnings, notices), in the report's order.
 */
function withinLimit(findings) {
    if (findings.length <= MAX_SARIF_RESULTS)
        return findings;
    const rank = (f) => (f.suppressed ? 0 : SEVERITY_RANK[f.severity]);
    const chosen = new Set(findings
        .map((f, i) => ({ f, i }))
        .sort((a, b) => rank(b.f) - rank(a.f) || a.i - b.i)
        .slice(0, MAX_SARIF_RESULTS)
        .map(({ f }) => f));
    return findings.filter((f) => chosen.has(f));
}
function descriptor(rule) {
    const docs = docsUrl(rule.id);
    return {
        id: rule.id,
        name: rule.id.replace(/(^|-)([a-z0-9])/g, (_, _dash, c) => c.toUpperCase()),
        shortDescription: { text: rule.title },
        fullDescription: { text: rule.summary },
        helpUri: docs,
        help: {
            text: `${rule.summary} Upstream: ${rule.upstream}. Documentation: ${docs}`,
            markdown: `${rule.summary}\n\nUpstream: ${rule.upstream}\n\n[Documentation](${docs})`,
        },
        defaultConfiguration: { level: LEVEL[rule.defaultSeverity], enabled: rule.enabledByDefault },
        properties: {
            tags: rule.securitySeverity
                ? ['security', 'kubernetes', 'admission-control']
                : ['correctness', 'kubernetes', 'admission-control'],
            ...(rule.securitySeverity ? { 'security-severity': SECURITY_SEVERITY[rule.securitySeverity] } : {}),
            minKubernetesVersion: formatKubernetesVersion(rule.minKubernetesVersion),
        },
    };
}
function toResult(f, ruleIndex, fingerprint, uri) {
    return {
        ruleId: f.rule,
        ...(ruleIndex !== undefined ? { ruleIndex } : {}),
        level: LEVEL[f.severity],
        message: { text: plainMessage(f.message) },
        locations: [
            {
                physicalLocation: {
                    artifactLocation: uri(f.file),
                    region: { startLine: f.line, startColumn: f.column, endLine: f.endLine, endColumn: f.endColumn },
                },
            },
        ],
        partialFingerprints: { [FINGERPRINT_KEY]: fingerprint },
        ...(f.rendered?.template
            ? {
                relatedLocations: [
                    {
                        id: 1,
                        message: { text: 'the template line that holds the key' },
                        physicalLocation: {
                            artifactLocation: uri(f.rendered.template.file),
                            region: { startLine: f.rendered.template.line, startColumn: f.rendered.template.column },
                        },
                    },
                ],
            }
            : {}),
        ...(f.suppressed ? { suppressions: [suppression(f.suppressed, uri)] } : {}),
        properties: {
            ...(f.path !== '' ? { path: f.path } : {}),
            ...(f.resource ? { resource: f.resource } : {}),
            ...(f.value !== undefined ? { value: f.value } : {}),
            ...(f.container ? { container: f.container } : {}),
            ...(f.control !== undefined ? { control: f.control } : {}),
            ...(f.overridden ? { overridden: f.overridden } : {}),
            ...(f.rendered ? { rendered: f.rendered } : {}),
        },
    };
}
/** Exceptions live outside the manifest (`external`); annotations and comments inside it (`inSource`). */
function suppression(s, uri) {
    return {
        kind: s.kind === 'exception' ? 'external' : 'inSource',
        status: 'accepted',
        ...(s.reason !== undefined ? { justification: s.reason } : {}),
        location: { physicalLocation: { artifactLocation: uri(s.file), region: { startLine: s.line } } },
        properties: {
            source: s.kind,
            ...(s.exception !== undefined ? { exception: s.exception } : {}),
            ...(s.expires !== undefined ? { expires: s.expires } : {}),
        },
    };
}
function invocation(result, uri, leftOut) {
    return {
        executionSuccessful: result.internalErrors.length === 0,
        toolExecutionNotifications: [
            ...(leftOut > 0
                ? [
                    {
                        level: 'warning',
                        message: {
                            text: `${result.findings.length} findings, but code scanning accepts at most ${MAX_SARIF_RESULTS} results per run: the ${leftOut} least severe (suppressed first, then notices and warnings) are left out of this file. Every finding is in the JSON report (--format json).`,
                        },
                    },
                ]
                : []),
            ...result.notes.map((text) => ({ level: 'note', message: { text: plainMessage(text) } })),
            ...result.skipped.map((s) => ({
                level: 'note',
                message: { text: plainMessage(`skipped: ${s.reason}`) },
                locations: [
                    {
                        physicalLocation: {
                            artifactLocation: uri(s.file),
                            ...(s.line !== undefined ? { region: { startLine: s.line } } : {}),
                        },
                    },
                ],
            })),
        ],
    };
}
/**
 * SARIF viewers turn `[text](target)` in a plain text message into a link (SARIF \u00a73.11.6); a message
 * quoting the repository must not carry one, so a `](` is written with the bracket escaped.
 */
function plainMessage(text) {
    return text.replaceAll('](', '\\](');
}
/** Artifact locations for files named relative to the scan root, at `repositoryPath` in the repository. */
function uriIn(repositoryPath) {
    return (file) => ({
        uri: inRepository(repositoryPath, file).split('/').map(encodeURIComponent).join('/'),
        uriBaseId: SRCROOT,
    });
}
/** A file named relative to the scan root, named relative to the repository root. */
function inRepository(repositoryPath, file) {
    return [...repositoryPath.split('/').filter((segment) => segment !== ''), file].join('/');
}
/** The numbers trivy and KICS give code scanning for each band (GitHub: 9.0+ critical, 7.0 high, 4.0 medium). */
const SECURITY_SEVERITY = {
    critical: '9.5',
    high: '8.0',
    medium: '5.5',
    low: '2.0',
};
/**
 * What a finding is, not where: rule, file, object (group, kind, namespace, name), path and value,
 * or the message for findings about no object; a counter tells identical findings in a file apart.
 */
function fingerprinter(inRepository) {
    const seen = new Map();
    return (f) => {
        const object = f.resource
            ? [
                splitApiVersion(f.resource.apiVersion).group,
                f.resource.kind,
                f.resource.namespace ?? '',
                f.resource.name,
            ]
            : [];
        // Two roots rendering one source line into same-named objects are two findings.
        const identity = [
            f.rule,
            inRepository(f.file),
            ...(f.rendered ? [f.rendered.root, f.rendered.release ?? ''] : []),
            ...object,
            f.path,
            f.value ?? '',
            f.resource || f.path ? '' : f.message,
        ].join('\u0000');
        const occurrence = (seen.get(identity) ?? 0) + 1;
        seen.set(identity, occurrence);
        return `${(0,external_node_crypto_.createHash)('sha256').update(identity).digest('hex').slice(0, 32)}:${occurrence}`;
    };
}

;// CONCATENATED MODULE: ./src/policy/rules.ts
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

;// CONCATENATED MODULE: ./src/rules/service.ts
// Helpers shared by the rules about core v1 Services.

/** Only core `v1` `Service`: a `kind: Service` of another API group is a different resource. */
function isCoreService(resource) {
    return resource.group === '' && resource.version === 'v1' && resource.kind === 'Service';
}
function externalIPsOf(resource) {
    const spec = asMap(child(resource.root, 'spec'));
    const field = spec && entry(spec, 'externalIPs');
    const list = asSeq(field?.value);
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

;// CONCATENATED MODULE: ./src/rules/external-ip-cidr/policy.ts
// The ExternalIPRanger policy: which CIDRs admit and which reject. The API form (allowedCIDRs,
// rejectedCIDRs) becomes the plugin's legacy list as the cluster-kube-apiserver-operator writes it
// (observe_network.go): ["!" + r for r in rejected] + allowed.


function preparePolicy(options) {
    const apiForm = options.allowedCIDRs !== undefined || options.rejectedCIDRs !== undefined;
    if (apiForm && options.externalIPNetworkCIDRs !== undefined) {
        throw new OptionError(['externalIPNetworkCIDRs'], 'use either allowedCIDRs/rejectedCIDRs (the network.config.openshift.io form) or externalIPNetworkCIDRs (the admission plugin form), not both');
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
            throw new OptionError(rule.path, `${JSON.stringify(text)} is not a CIDR: write an address and a prefix length, such as 203.0.113.0/24 or 2001:db8::/64`);
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
        overrideActors: actorListSchema('users (octocat) and teams (@org/team) whose changes may use any external IP, as users allowed to create service/externalips may on OpenShift: their findings become notices naming them'),
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
        const strict = atLeast(context.kubernetesVersion, STRICT_IP_VERSION);
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
                    message: `externalIP ${quoted} ${ambiguity} ${strict ? 'The API server rejects such new values from v1.36' : `Kubernetes v1.36 will reject such new values (kubernetesVersion ${formatKubernetesVersion(context.kubernetesVersion)} still accepts them with a warning)`} (KEP-4858, strict IP validation); values a Service already has stay valid. Write ${JSON.stringify(formatIP(ip))}.`,
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
    const found = place && entry(place.node, key);
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
        const found = map && entry(map, key);
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
        template = asMap(child(template, key));
    const spec = asMap(child(template, 'spec'));
    if (!spec)
        return undefined;
    const metadata = asMap(child(template, 'metadata'));
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
        asSeq(child(pod.spec, list))?.items.forEach((item, index) => {
            const node = asMap(item);
            if (!node)
                return;
            const image = stringValue(child(node, 'image'));
            out.push({
                node,
                path: [...pod.path, list, index],
                ref: { name: stringValue(child(node, 'name')) ?? '', ...(image ? { image } : {}) },
            });
        });
    }
    return out;
}
/** The pod's volumes (`spec.volumes`), in order. */
function volumesOf(pod) {
    const out = [];
    asSeq(child(pod.spec, 'volumes'))?.items.forEach((item, index) => {
        const node = asMap(item);
        if (node)
            out.push({ node, path: [...pod.path, 'volumes', index], name: stringValue(child(node, 'name')) ?? '' });
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
    return asMap(child(child(resource.root, 'metadata'), 'labels'))?.entries ?? [];
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
        .reduce((strictest, p) => rank(p) > rank(strictest) || (rank(p) === rank(strictest) && !atLeast(strictest.version, p.version))
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

// EXTERNAL MODULE: external "node:v8"
var external_node_v8_ = __webpack_require__(8877);
var external_node_v8_default = /*#__PURE__*/__webpack_require__.n(external_node_v8_);
;// CONCATENATED MODULE: ./src/text/kind-text.ts
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
const kind_text_SPACE = 0x20;
const kind_text_TAB = 0x09;
const kind_text_LF = 0x0a;
const kind_text_CR = 0x0d;
const kind_text_COLON = 0x3a;
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
    if (i < 0 || bytes[i] === kind_text_LF || bytes[i] === kind_text_CR)
        return previousLineMayLeadToValue(bytes, i, key);
    if (bytes[i] !== kind_text_COLON)
        return false;
    return keyMayBe(bytes, skipBack(bytes, i - 1), key);
}
/** The index of the last byte before `from` (inclusive) that is not a space or a tab. */
function skipBack(bytes, from) {
    let i = from;
    while (i >= 0 && (bytes[i] === kind_text_SPACE || bytes[i] === kind_text_TAB))
        i--;
    return i;
}
/** The run of non-blank bytes that ends at `end`. */
function tokenBefore(bytes, end) {
    let start = end;
    while (start > 0 && !kind_text_isBlank(bytes[start - 1]))
        start--;
    return { text: end < 0 ? '' : bytes.toString('latin1', start, end + 1), start };
}
function kind_text_isBlank(byte) {
    return byte === kind_text_SPACE || byte === kind_text_TAB || byte === kind_text_LF || byte === kind_text_CR;
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
    while (end >= 0 && kind_text_isBlank(bytes[end]))
        end--;
    if (end < 0)
        return false;
    let start = end;
    while (start > 0 && bytes[start - 1] !== kind_text_LF && bytes[start - 1] !== kind_text_CR)
        start--;
    if (bytes.toString('latin1', start, end + 1).includes('#'))
        return true;
    for (let i = end;;) {
        if (bytes[i] === kind_text_COLON)
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
    if (end < 0 || bytes[end] === kind_text_LF || bytes[end] === kind_text_CR)
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
const kind_text_BACKSLASH = 0x5c;
// The digits after \x, \u and \U.
const ESCAPE_DIGITS = { 0x78: 2, 0x75: 4, 0x55: 8 };
function hasWordEscape(bytes) {
    for (let at = bytes.indexOf(kind_text_BACKSLASH); at !== -1; at = bytes.indexOf(kind_text_BACKSLASH, at + 2)) {
        const next = bytes[at + 1];
        if (next === undefined)
            return false;
        // An escaped line break (LF, CR, and what goyaml reads as one: NEL C2 85, LS and PS E2 80 A8/A9) joins
        // the lines of a double-quoted scalar: a word may be split there after a word byte, or start after
        // the opening quote. After anything else (a shell script's `|\`, ` \`) it cannot make a word.
        if (next === kind_text_LF || next === kind_text_CR || next === 0xc2 || next === 0xe2) {
            const before = bytes[at - 1] ?? 0;
            if (isWordByte(before) || QUOTES.has(before))
                return true;
            continue;
        }
        const digits = ESCAPE_DIGITS[next];
        if (digits === undefined)
            continue;
        // Not hex digits: kubectl refuses the file, and it is parsed to say so.
        const code = kind_text_hexValue(bytes, at + 2, digits);
        if (code === undefined || isWordByte(code))
            return true;
    }
    return false;
}
/** The number `digits` hex digits at `start` spell, or undefined when they are not all hex digits. */
function kind_text_hexValue(bytes, start, digits) {
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

;// CONCATENATED MODULE: ./src/source/source-file.ts

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
    return needles.some((needle) => text.includes(needle)) || kindsInText(text).mayHide();
}

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
const json_ESCAPES = {
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
            if (depth >= MAX_DEPTH) {
                throw new JsonSyntaxError(`JSON nested deeper than ${MAX_DEPTH} levels: Admission Gate reads no deeper`, this.i);
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
            const simple = json_ESCAPES[e];
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
        return parseYaml(slice.endsWith('\n') ? slice : `${slice}\n`, chunk.start, plainCharacters);
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
    return parseYaml(rebuilt, 0, plainCharacters).map((doc) => remapDocument(doc, toFile));
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

;// CONCATENATED MODULE: ./src/load/resource.ts
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
    const items = entry(root, 'items');
    if (!items) {
        const object = toResource(file, lines, doc.index, root, undefined);
        return typeof object === 'string'
            ? { kind: 'skipped', reason: object }
            : { kind: 'resources', resources: [object], skippedItems: [] };
    }
    const listKind = stringValue(child(root, 'kind'));
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
    const nested = list.items.findIndex((n) => n.kind === 'map' && child(n, 'items')?.kind === 'seq');
    const inner = list.items[nested];
    if (inner) {
        return refused(inner, `items[${nested}] is a List inside a List (it has an items list): kubectl refuses the whole List ("is not a list: no Items field") and applies none of its items`);
    }
    const inherited = {
        kind: listKind.endsWith('List') ? listKind.slice(0, -4) : listKind,
        apiVersion: stringValue(child(root, 'apiVersion')) ?? '',
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
    let apiVersion = stringValue(child(root, 'apiVersion')) ?? '';
    let kind = stringValue(child(root, 'kind')) ?? '';
    if (inherited && apiVersion === '' && kind === '')
        ({ apiVersion, kind } = inherited);
    if (!apiVersion || !kind)
        return NOT_AN_OBJECT;
    const metadata = child(root, 'metadata');
    const name = stringValue(child(metadata, 'name')) ?? stringValue(child(metadata, 'generateName')) ?? '';
    const namespace = stringValue(child(metadata, 'namespace'));
    const { group, version } = splitApiVersion(apiVersion);
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

;// CONCATENATED MODULE: ./src/load/file.ts
// One file to resources: decode, split and parse as kubectl does, extract. Never throws on bad input:
// everything that is not a lintable object becomes an error (for the yaml-syntax rule) when kubectl would
// refuse it, or a skip reason when it is not meant for kubectl at all (templates, other YAML).






const TEMPLATE_ACTION = '{{';
const TEMPLATE_REASON = 'template: {{ ... }} actions make it YAML only after rendering; scan the rendered output';
function loadFile(input, maxFileSize) {
    const { path } = input;
    if (input.bytes.length > maxFileSize)
        return unreadFile(path, tooLargeReason(input.bytes.length, maxFileSize), true);
    const source = decodeText(input.bytes);
    // One look for unusual characters serves the line breaks and the parse of every document: nearly every
    // file has none, and then needs neither normalizing nor checking again.
    const plainCharacters = !hasUnusualCharacters(source);
    const text = plainCharacters ? source : normalizeLineBreaks(source);
    if (input.inHelmChart && source.includes(TEMPLATE_ACTION)) {
        return emptyFile(path, text, [{ file: path, reason: 'Helm template' }]);
    }
    const { documents, ignored } = kubectlDocuments(source, plainCharacters);
    const lines = new LineIndex(text);
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
        const extracted = extractResources(path, lines, doc);
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
    return { path, text, lines: new LineIndex(text), documents: 0, resources: [], errors: [], skipped };
}

;// CONCATENATED MODULE: ./src/namespaces.ts
// The repository's Namespaces by name, for rules that read their labels (pod-security). A full scan parses
// every file that may hold one while it reads the repository; a scan of a few files keeps those files'
// bytes instead, and parses one only when a rule asks for a name its text may give a `name` key
// (src/text/kind-text.ts): a change of ten files needs the Namespaces of a few names, not the hundreds a
// platform repository holds, and a lookup of `default` skips the files that merely say `namespace: default`.





function toParsed(byName) {
    return { names: [...byName.keys()], serialized: external_node_v8_default().serialize(byName) };
}
function fromParsed(parsed) {
    return external_node_v8_default().deserialize(parsed.serialized);
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
        byName.set(detach(name), [...copies]);
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
                for (const resource of loadFile(source, this.maxFileSize).resources)
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
    return mayHoldName(Buffer.from(source.bytes.buffer, source.bytes.byteOffset, source.bytes.length), name);
}
/**
 * The labels of a Namespace object. For a rendered one, `locate` gives the source line of a label (of
 * the object when there is no label) and `file` is where the object comes from.
 */
function namespaceLabels(namespace, locate) {
    const labels = asMap(child(child(namespace.root, 'metadata'), 'labels'))?.entries ?? [];
    const name = nodeAt(namespace.root, ['metadata', 'name']) ?? namespace.root;
    const origin = locate?.(['metadata', 'name']);
    const file = origin ? origin.file : namespace.file;
    return {
        file,
        line: origin ? origin.line : namespace.lines.position(name.start).line,
        labels: new Map(labels.map((label) => {
            const at = locate?.(['metadata', 'labels', label.key]);
            return [
                detach(label.key),
                {
                    value: label.value.kind === 'scalar' ? detach(label.value.text) : '',
                    line: at ? at.line : namespace.lines.position(label.keyStart).line,
                    ...(at && at.file !== file ? { file: at.file } : {}),
                },
            ];
        })),
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
        const version = typeof options.version === 'string' ? parseKubernetesVersion(options.version) : undefined;
        if (typeof options.version === 'string' && !version) {
            throw new OptionError(['version'], 'the version number is too large');
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
        const version = atLeast(chosen.version, kubernetesVersion) ? kubernetesVersion : chosen.version;
        const where = chosen.source ? ` (namespace ${resource.namespace ?? 'default'}, ${chosen.source})` : '';
        const policy = `PodSecurity "${chosen.level}:${formatKubernetesVersion(version)}"${where}`;
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
    const here = namespaceLabels(namespace);
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
        ? `; its pods are judged here against the strictest, ${strictest.level}:${formatKubernetesVersion(strictest.version)}`
        : '';
    const labels = asMap(nodeAt(namespace.root, ['metadata', 'labels']));
    const label = labels && entry(labels, first.difference.label);
    const at = label
        ? { start: label.keyStart, end: label.value.end }
        : (nodeAt(namespace.root, ['metadata', 'name']) ?? namespace.root);
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
    const [was, is] = [policyOf(namespaceLabels(before), unset), policyOf(namespaceLabels(namespace), unset)];
    if (POLICY_LEVELS.indexOf(is.level) >= POLICY_LEVELS.indexOf(was.level))
        return;
    const metadata = asMap(nodeAt(namespace.root, ['metadata']));
    const labels = metadata && entry(metadata, 'labels');
    const labelsMap = labels && asMap(labels.value);
    const label = labelsMap && entry(labelsMap, ENFORCE_LABEL);
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

;// CONCATENATED MODULE: ./src/rules/render-error/index.ts
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

;// CONCATENATED MODULE: ./src/crd/objectmeta.ts
// Metadata of custom resources is not pruned by schema: the API server decodes it into the Go type
// metav1.ObjectMeta with strict, case-sensitive JSON decoding (apiextensions-apiserver
// schema/objectmeta/coerce.go, sigs.k8s.io/json UnmarshalStrict). Unknown keys are dropped and
// reported with the decoder's path; a value of the wrong type makes the whole request fail.
const STRING = { kind: 'string' };
const INT64 = { kind: 'int64' };
const objectmeta_BOOL = { kind: 'bool' };
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
    controller: objectmeta_BOOL,
    blockOwnerDeletion: objectmeta_BOOL,
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
    objectmeta_decode(node, OBJECT_META, [...path], result);
    return result;
}
function objectmeta_decode(node, type, path, out) {
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
            node.items.forEach((item, index) => within(path, index, () => objectmeta_decode(item, type.item, path, out)));
            return;
        case 'map':
            if (node.kind !== 'map')
                return invalid();
            for (const e of node.entries)
                within(path, e.key, () => objectmeta_decode(e.value, type.value, path, out));
            return;
        case 'struct':
            if (node.kind !== 'map')
                return invalid();
            for (const e of node.entries) {
                const field = type.fields.get(e.key);
                if (field)
                    within(path, e.key, () => objectmeta_decode(e.value, field, path, out));
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
    const metadata = entry(root, 'metadata');
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
        this.path.push(property ? e.key : new MapKey(e.key));
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
        const path = this.path.map((s) => (s instanceof MapKey ? s.key : s));
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

;// CONCATENATED MODULE: ./src/schema/schema.ts
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

;// CONCATENATED MODULE: ./src/crd/definition.ts
// A CustomResourceDefinition as the API server serves it: group, kind, scope, versions and their
// compiled schemas, with the defaults of its API version (apiextensions.k8s.io/v1beta1 defaults.go:
// a top-level `version` and `validation` apply to every version, preserveUnknownFields is true).



function isCrd(resource) {
    return resource.group === 'apiextensions.k8s.io' && resource.kind === 'CustomResourceDefinition';
}
/** The definition, or why the object cannot be one. */
function readCrd(resource, compiler) {
    const spec = asMap(child(resource.root, 'spec'));
    const group = stringValue(child(spec, 'group'));
    const kind = stringValue(child(child(spec, 'names'), 'kind'));
    if (!group || !kind)
        return 'it has no spec.group or spec.names.kind';
    const legacy = resource.version === 'v1beta1';
    const preserve = child(spec, 'preserveUnknownFields');
    const preserveAll = preserve?.kind === 'scalar' && typeof preserve.value === 'boolean' ? preserve.value : legacy;
    const shared = legacy ? openApiSchema(child(spec, 'validation')) : undefined;
    const versions = [];
    for (const node of asSeq(child(spec, 'versions'))?.items ?? []) {
        const version = asMap(node);
        const name = stringValue(child(version, 'name'));
        if (!version || !name)
            continue;
        const schema = openApiSchema(child(version, 'schema')) ?? shared;
        const warning = stringValue(child(version, 'deprecationWarning'));
        versions.push({
            name: detach(name),
            served: isTrue(version, 'served'),
            deprecated: isTrue(version, 'deprecated'),
            deprecationWarning: warning === undefined ? undefined : detach(warning),
            schema: schema && compiler.compile(schema),
            ...(schema ? { validation: validationOf(schema) } : {}),
            ...(hasStatus(version) || hasStatus(spec) ? { statusSubresource: true } : {}),
        });
    }
    const single = stringValue(child(spec, 'version'));
    if (legacy && versions.length === 0 && single) {
        versions.push({
            name: detach(single),
            served: true,
            deprecated: false,
            deprecationWarning: undefined,
            schema: shared && compiler.compile(shared),
            ...(shared ? { validation: validationOf(shared) } : {}),
            ...(hasStatus(spec) ? { statusSubresource: true } : {}),
        });
    }
    const metadataName = stringValue(child(child(resource.root, 'metadata'), 'name'));
    return {
        name: detach(metadataName ?? `${kind}.${group}`),
        group: detach(group),
        kind: detach(kind),
        clusterScoped: stringValue(child(spec, 'scope')) === 'Cluster',
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
    return asMap(child(child(holder, 'subresources'), 'status')) !== undefined;
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
        if (!isValidationKey(key))
            continue;
        if (isDataKey(key))
            out[key] = toJs(value);
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
    return asMap(child(holder, 'openAPIV3Schema'));
}
function isTrue(map, key) {
    const value = child(map, key);
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

;// CONCATENATED MODULE: ./src/builtin/api-versions.ts
// Whether a Kubernetes version serves an apiVersion and kind of a built-in group, and what its API server
// says about it: the deprecation warning of k8s.io/apiserver pkg/endpoints/deprecation/deprecation.go,
// or, for a kind it does not serve, which release removed it (pkg/server/deleted_kinds.go stops serving a
// kind from its APILifecycleRemoved version on) or introduced it, and what replaces it.




function chooseRelease(requested, releases) {
    const parsed = releases.map((r) => parseKubernetesVersion(r));
    const oldest = releases[0] ?? '';
    const newest = releases.at(-1) ?? '';
    const newestVersion = parsed.at(-1);
    if (requested === 'latest')
        return { release: newest, target: newestVersion };
    const exact = releases.find((_, i) => atLeast(requested, parsed[i]) && atLeast(parsed[i], requested));
    if (exact)
        return { release: exact, target: requested };
    const asked = `v${requested.major}.${requested.minor}`;
    if (atLeast(requested, newestVersion)) {
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
const reached = (v, target) => v !== undefined && atLeast(target, { major: v[0], minor: v[1] });
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
        const release = parseKubernetesVersion(choice.release);
        this.position = !atLeast(choice.target, release)
            ? 'older'
            : atLeast(release, choice.target)
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
            const [kept, keptVersion, keptKind] = [detach(key), detach(apiVersion), detach(kind)];
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
        const newest = candidates.sort((a, b) => compareKubeAwareVersions(split(b).version, split(a).version))[0];
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

// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
var external_node_zlib_default = /*#__PURE__*/__webpack_require__.n(external_node_zlib_);
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

;// CONCATENATED MODULE: ./src/builtin/structural.ts
// The bundled schemas of built-in kinds in the Structural form the CRD pruner walks (src/crd/prune.ts),
// so that one walk finds what strict decoding of a built-in kind rejects and what CRD pruning drops.
// Built-in kinds are Go structs: a key that no field of the struct has is an unknown field, exactly as a
// key a structural schema does not declare. Nodes resolve on first use, which also makes recursive
// definitions (apiextensions JSONSchemaProps) finite.

const structural_NO_PROPERTIES = new Map();
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
        if (!isBody(node)) {
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
        if (!isBody(node))
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
            : structural_NO_PROPERTIES;
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
    return (BUILTIN_GROUPS.has(resource.group) &&
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
                const bundle = openBundle();
                const choice = chooseRelease(this.kubernetesVersion, bundle.versions);
                if (choice.note)
                    this.notes.push(choice.note);
                this.loaded = {
                    bundle,
                    release: choice.release,
                    target: formatKubernetesVersion(choice.target),
                    apiVersions: new ApiVersions(bundle.lifecycle, bundle.versions, choice),
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
        return this.ready.apiVersions.judge(apiVersionOf(resource.group, resource.version), resource.kind);
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
            const unknown = new Set(pruneReport(resource.root, schema, true).unknown.map((f) => formatPath(f.path)));
            for (const path of paths)
                if (!added.has(path) && !unknown.has(path))
                    added.set(path, newer);
        }
        return added;
    }
}
function kindKey(resource) {
    return `${apiVersionOf(resource.group, resource.version)}/${resource.kind}`;
}

;// CONCATENATED MODULE: ./src/crd/custom-resource.ts
// Which objects are custom resources: served by a CRD, not by the kube-apiserver itself.

// Tool configuration shaped like objects that no API server ever receives: kustomize, the
// *.config.k8s.io component configs, kubeadm, audit policies, kind clusters, skaffold, KRM functions.
const CLIENT_SIDE_GROUPS = /(^|\.)config\.k8s\.io$|^(kubeadm\.k8s\.io|audit\.k8s\.io|kind\.x-k8s\.io|skaffold|config\.kubernetes\.io)$/;
function isCustomResourceGroup(group) {
    return !BUILTIN_GROUPS.has(group) && !CLIENT_SIDE_GROUPS.test(group);
}

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
const stored_META_FIELDS = new Set(['apiVersion', 'kind', 'metadata']);
/**
 * The stored form of an object under `schema` (its root is an embedded resource: apiVersion, kind and
 * metadata are kept). `prunes` is false when the CRD preserves unknown fields everywhere.
 */
function storedObject(root, schema, options = {}) {
    const object = stored(root, asEmbeddedResource(schema), options.prunes ?? true);
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
        if (schema?.embeddedResource && stored_META_FIELDS.has(e.key))
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
    if (isObject(value)) {
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
function regex_compileRegex(pattern) {
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
const quantity_BINARY = { Ki: 10n, Mi: 20n, Gi: 30n, Ti: 40n, Pi: 50n, Ei: 60n };
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
    if (suffix in quantity_BINARY)
        numerator *= 2n ** (quantity_BINARY[suffix] ?? 0n);
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
    const compiled = regex_compileRegex(pattern);
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
const library_within = (max, pattern, what) => (s) => {
    const errors = [];
    if (s.length > max)
        errors.push(`must be no more than ${max} characters`);
    if (!pattern.test(s))
        errors.push(what);
    return errors;
};
function dns1123Subdomain(s) {
    return library_within(253, DNS1123_SUBDOMAIN, "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character")(s);
}
const NAMED_FORMATS = {
    dns1123Label: library_within(63, DNS1123_LABEL, "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character"),
    dns1123Subdomain,
    dns1035Label: library_within(63, DNS1035_LABEL, "a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character"),
    labelValue: library_within(63, LABEL_VALUE, "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character"),
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
            ...library_within(63, QUALIFIED_NAME_PART, "name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character")(name),
        ];
    },
    dns1123LabelPrefix: library_within(63, /^[a-z0-9]([-a-z0-9]*[a-z0-9])?-?$/, 'a lowercase RFC 1123 label prefix is invalid'),
    dns1123SubdomainPrefix: library_within(253, /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*[-.]?$/, 'a lowercase RFC 1123 subdomain prefix is invalid'),
    dns1035LabelPrefix: library_within(63, /^[a-z]([-a-z0-9]*[a-z0-9])?-?$/, 'a DNS-1035 label prefix is invalid'),
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
        compiled = engine_compile(text, environment(version));
        compiledRules.set(key, compiled);
    }
    return compiled;
}
function engine_compile(text, env) {
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
        return values_scalar(value.value, schema);
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
function values_scalar(value, schema) {
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
    const compiled = regex_compileRegex(RE2_FORMATS[format] ?? '');
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
        cel: atLeast(version, { major: 1, minor: 25 }),
        ratcheting: atLeast(version, { major: 1, minor: 30 }),
    };
}
/** Validates a stored object at the root of a resource. */
function validateObject(root, schema, options) {
    const walk = new validate_Walk(options.kubernetesVersion, options.checksRequired ?? true);
    if (options.checksName ?? true)
        walk.resourceName(root);
    walk.value(root, schema, [], options.old, false, true);
    return walk.violations;
}
const OBJECT_META_EXEMPT = new Set(['apiVersion', 'kind', 'metadata']);
const compiledByRule = new WeakMap();
class validate_Walk {
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
        this.versionText = formatKubernetesVersion(version);
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
                path.push(new MapKey(key));
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
            this.add(e.at ?? v, e.path.map((s) => (s instanceof MapKey ? s.key : s)), e.error, e, unchanged);
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
        const schemas = [schema, ...schema.allOf.filter(hasRules)];
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
            actual: validate_describe(v),
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
            actual: validate_describe(v),
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
            actual: validate_describe(v),
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
            const compiled = regex_compileRegex(schema.pattern);
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
                actual: validate_describe(v),
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
                actual: `${validate_describe(v)}, matching ${valid}`,
            });
        }
    }
    if (schema.not && failing(schema.not).length === 0) {
        errors.push({
            path,
            error: `${at()}: Invalid value: ${badValue(v)}: ${at()} in body must not validate the schema (not)`,
            expected: 'a value that does not match the not schema',
            actual: validate_describe(v),
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
            out.push(new MapKey(name));
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
function validate_describe(v) {
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
            const key = s instanceof MapKey ? s.key : s;
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
        else if (s instanceof MapKey)
            out += `[${s.key}]`;
        else
            out += out === '' ? s : `.${s}`;
    }
    return out === '' ? '<root>' : out;
}

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
    const bundle = openBundle();
    const asked = formatKubernetesVersion(kubernetesVersion);
    let release = releases.get(asked);
    if (release === undefined) {
        release = chooseRelease(kubernetesVersion, bundle.versions).release;
        releases.set(asked, release);
    }
    let converter = converters.get(release);
    if (!converter) {
        converter = new OpenApiConverter(bundle.release(release));
        converters.set(release, converter);
    }
    return converter.ofKind(`${apiVersionOf(group, version)}/${kind}`);
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
        if (!isBody(node)) {
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

;// CONCATENATED MODULE: ./src/crd/structural.ts
// The part of a CRD schema that decides pruning, as apiextensions-apiserver's structural schema
// (pkg/apiserver/schema/convert.go) keeps it: properties, additionalProperties, items and the
// x-kubernetes-* flags. allOf/anyOf/oneOf/not only validate: fields declared there are still pruned.



const crd_structural_NO_PROPERTIES = new Map();
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
        const map = asMap(node);
        const known = map && seen.get(map);
        if (known)
            return known;
        const flag = (key) => {
            const value = child(map, key);
            return value?.kind === 'scalar' && value.value === true;
        };
        const properties = new Map();
        for (const e of asMap(child(map, 'properties'))?.entries ?? []) {
            properties.set(detach(e.key), this.node(e.value, seen));
        }
        const items = asMap(child(map, 'items')) ? this.node(child(map, 'items'), seen) : undefined;
        const compiled = this.intern({
            properties: properties.size > 0
                ? new Map([...properties].sort(([a], [b]) => compareStrings(a, b)))
                : crd_structural_NO_PROPERTIES,
            additionalProperties: this.additionalProperties(map, properties.size > 0, seen),
            items,
            preserveUnknownFields: flag('x-kubernetes-preserve-unknown-fields'),
            embeddedResource: flag('x-kubernetes-embedded-resource'),
            keepsNull: flag('nullable') || (map !== undefined && entry(map, 'default') !== undefined),
        });
        if (map)
            seen.set(map, compiled);
        return compiled;
    }
    additionalProperties(map, hasProperties, seen) {
        const value = child(map, 'additionalProperties');
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

;// CONCATENATED MODULE: ./src/crd/registry.ts
// Every CRD a scan knows, by group and kind. Sources are ranked: a definition from a higher-ranked
// source replaces the same group and kind from lower ones (the repository over crds.paths, a later
// crds.paths entry over an earlier one). Inside one source, two different definitions of a kind are a
// conflict: the first (in path order) is used, and both places are reported.




class CrdRegistryBuilder {
    compiler = new SchemaCompiler();
    notes = [];
    candidates = new Map();
    /** Takes the CRDs among a file's objects; the YAML tree is not kept. */
    add(resource, source) {
        if (!isCrd(resource))
            return;
        const definition = readCrd(resource, this.compiler);
        if (typeof definition === 'string') {
            const line = resource.lines.position(resource.root.start).line;
            this.notes.push(`CustomResourceDefinition at ${resource.file}:${line} is ignored: ${definition}`);
            return;
        }
        const key = registry_kindKey(definition.group, definition.kind);
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
            definitions.set(registry_kindKey(used.definition.group, used.definition.kind), used.definition);
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
            : { kind: d.kind, group: d.group, clusterScoped: d.clusterScoped, packed: external_node_v8_default().serialize(d) });
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
        return this.definition(registry_kindKey(group, kind)) ?? this.catalog?.cached(group, kind, version);
    }
    definition(key) {
        const stored = this.definitions.get(key);
        if (stored === undefined || !('packed' in stored))
            return stored;
        let definition = this.unpacked.get(key);
        if (definition === undefined) {
            definition = external_node_v8_default().deserialize(stored.packed);
            this.unpacked.set(key, definition);
        }
        return definition;
    }
    /** Reads catalog schemas the given resources need (file system access: call before rules run). */
    loadSchemasFor(resources) {
        if (!this.catalog)
            return;
        for (const r of resources) {
            if (isCustomResourceGroup(r.group) && !this.definitions.has(registry_kindKey(r.group, r.kind))) {
                this.catalog.find(r.group, r.kind, r.version);
            }
        }
    }
    /** Every kind a CRD defines, as `group/Kind`. */
    kinds() {
        return this.definitions.keys();
    }
    isClusterScoped(group, kind) {
        return this.definitions.get(registry_kindKey(group, kind))?.clusterScoped ?? false;
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
function registry_kindKey(group, kind) {
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

;// CONCATENATED MODULE: ./src/rules/schema-validation/messages.ts
// What schema-validation says: the API server's own error first, then where the rule comes from and
// what was expected.


function violationMessage(v, resource, crd, version) {
    const expected = v.expected !== undefined && v.actual !== undefined ? ` Expected ${v.expected}, got ${v.actual}.` : '';
    const rule = v.rule !== undefined ? ` Rule: ${oneLine(v.rule)}.` : '';
    return (`${v.error}: the API server rejects this ${resource.kind}, so kubectl apply fails.${expected}${rule} ` +
        `From CRD ${crd.name} version ${version} (${place(crd.origin)}).`);
}
function notEvaluatedMessage(v, crd, version) {
    const rule = v.rule !== undefined ? `x-kubernetes-validations rule ${oneLine(v.rule)}` : 'a schema check';
    return (`not evaluated: ${v.notEvaluated ?? ''}. Admission Gate cannot judge ${rule} of CRD ${crd.name} version ${version} ` +
        `(${place(crd.origin)}) here; check it against a cluster.`);
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
    const schema = compileSchema(openApi);
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
        if (isBuiltinKind(resource)) {
            yield* builtinFindings(resource, context.workspace.builtin, context.kubernetesVersion);
            return;
        }
        if (isCrd(resource) || !isCustomResourceGroup(resource.group))
            return;
        const crd = context.workspace.crds.find(resource.group, resource.kind, resource.version);
        const version = crd?.versions.find((v) => v.name === resource.version);
        // Unknown kinds and versions are unknown-fields' findings.
        if (!crd || !version?.served || !version.validation)
            return;
        const schema = compileSchema(version.validation);
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
        ? `the CRD ${crd.name} (${place(crd.origin)}) marks ${version.name} served: false`
        : `the CRD ${crd.name} (${place(crd.origin)}) has no version ${resource.version}`;
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
        ? `unknown field "${formatPath(field.path)}": the API server drops it silently, even under strict field validation (Go decodes this part leniently).`
        : `unknown field "${formatPath(field.path)}": the API server drops it silently.`;
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
    return `${head} ${capitalize(schemaName)} declares ${messages_list(declared)} here; fix its name or indentation, or remove it.`;
}
function unknownMetaFieldMessage(field, suggester) {
    const head = `unknown field "${formatPath(field.path)}": ${field.struct} has no such field, so the API server drops it silently.`;
    const suggestion = suggester.closest(field.entry.key, field.declared);
    return suggestion
        ? `${head} Did you mean "${suggestion}"?`
        : `${head} Its fields are ${messages_list(field.declared)}.`;
}
function invalidMessage(invalid) {
    const quote = invalid.expected === 'a string' && invalid.node.kind === 'scalar'
        ? ' Quote it if it is meant as text.'
        : '';
    return (`${formatPath(invalid.path)} must be ${invalid.expected}, not ${invalid.actual}: the API server cannot decode it ` +
        `and rejects the whole object.${quote}`);
}
function conflictMessage(resource, conflict) {
    const name = resource.name || 'this CRD';
    const places = conflict.others.map(place).join(', ');
    return conflict.used
        ? `CRD ${name} is defined again at ${places} with a different schema, scope or version list; ` +
            'this definition is the one custom resources are checked against. Keep one copy, or make the copies identical.'
        : `CRD ${name} is defined differently at ${places}, which is the one custom resources are checked against; ` +
            'this definition is ignored. Keep one copy, or make the copies identical.';
}
function newestVersion(versions) {
    return [...versions].sort((a, b) => compareKubeAwareVersions(b, a))[0] ?? '';
}
function messages_list(names) {
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
        if (isCrd(resource)) {
            const conflict = crds.conflictOf(resource);
            const name = nodeAt(resource.root, ['metadata', 'name']) ?? resource.root;
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
        if (isBuiltinKind(resource))
            yield* builtinKind(resource, context.workspace.builtin, context.suggester);
        else if (isCustomResourceGroup(resource.group))
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
            message: deprecatedMessage(resource, deprecationWarning(crd, version), moveTo),
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
        const added = builtin.addedLater(resource, new Set(unknown.map((f) => formatPath(f.path))));
        return (field) => {
            const release = added.get(formatPath(field.path));
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
    const found = entry(resource.root, key);
    return { path: [key], start: found?.value.start ?? 0, end: found?.value.end ?? 0 };
}
function* prunedFields(resource, schema, prunes, messages, suggester) {
    const report = pruneReport(resource.root, schema, prunes);
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
    renderError,
    ...POLICY_RULES,
];
function findRule(id) {
    return RULES.find((r) => r.id === id);
}

;// CONCATENATED MODULE: ./src/report/budget.ts
// Fitting a report into a byte budget (65,535 for a check run's summary, 1 MiB for a job summary) so that
// everything that names what was found stays: the head and each section's heading always do, and the
// sections share the rest, rows cut from the end of each, never a whole section.
// Room for each section's line about what was left out; a section's line is far shorter.
const OMITTED_RESERVE = 600;
/**
 * The head, then each section: its heading, as many of its units as its share allows, and a line saying
 * how many were left out. Every section gets an equal share of what the head and headings leave; a
 * section that needs less gives the rest back to the others, so a long one never crowds out the ones
 * after it. `closing` ends the text when even the headings do not fit (thousands of sections).
 */
function fitSections(head, sections, maxBytes, closing) {
    const fixed = size(head) + sections.reduce((total, s) => total + size(s.heading) + OMITTED_RESERVE, 0);
    const kept = new Map();
    let remaining = maxBytes - fixed;
    const measured = sections.map((section) => ({ section, unitSizes: section.units.map(size) }));
    const total = (sizes) => sizes.reduce((sum, n) => sum + n, 0);
    measured.sort((a, b) => total(a.unitSizes) - total(b.unitSizes));
    for (const [i, { section, unitSizes }] of measured.entries()) {
        const share = Math.max(0, Math.floor(remaining / (measured.length - i)));
        let used = 0;
        let count = 0;
        for (const unitSize of unitSizes) {
            if (used + unitSize > share)
                break;
            used += unitSize;
            count++;
        }
        kept.set(section, count);
        remaining -= used;
    }
    const lines = [...head];
    for (const section of sections) {
        const count = kept.get(section) ?? 0;
        lines.push(...section.heading, ...section.units.slice(0, count).flat());
        if (count < section.units.length)
            lines.push('', section.omitted(section.units.length - count));
        lines.push('');
    }
    return capped(lines, maxBytes, closing);
}
/** The lines as text, stopping before `maxBytes` with a closing line when they do not fit. */
function capped(lines, maxBytes, closing) {
    let text = '';
    let bytes = 0;
    for (const [i, line] of lines.entries()) {
        const lineBytes = Buffer.byteLength(line, 'utf8') + 1;
        if (bytes + lineBytes > maxBytes - OMITTED_RESERVE) {
            return `${text}\n${closing(lines.length - i)}\n`;
        }
        text += `${line}\n`;
        bytes += lineBytes;
    }
    return text;
}
function size(lines) {
    return lines.reduce((total, line) => total + Buffer.byteLength(line, 'utf8') + 1, 0);
}

;// CONCATENATED MODULE: ./src/report/finding-text.ts
// How every report names a finding's object and, for findings on rendered output, the render: the root,
// the tool and the rendered object's path, since the finding's own file and line are a source line.
/** `Service default/web`: the object as `kubectl get` names it. */
function formatResourceId(id) {
    return `${id.kind} ${id.namespace !== undefined ? `${id.namespace}/` : ''}${id.name}`;
}
/**
 * `rendered by kustomize from overlays/prod: Deployment prod/web, spec.replicas`, and for Helm the
 * release and the template line; undefined for findings on files as written. Without the object where a
 * report shows it apart. Plain text: each format escapes it as it escapes the message.
 */
function describeRendered(f, withObject = true) {
    const r = f.rendered;
    if (!r)
        return undefined;
    const release = r.release !== undefined ? ` (release ${r.release})` : '';
    const object = withObject && f.resource ? `: ${formatResourceId(f.resource)}${f.path !== '' ? `, ${f.path}` : ''}` : '';
    const template = r.template ? `; template ${r.template.file}:${r.template.line}` : '';
    return `rendered by ${r.tool} from ${r.root}${release}${object}${template}`;
}

;// CONCATENATED MODULE: ./src/text/plural.ts
// Counted words in messages: "1 file", "2 files".
function plural_plural(n, word) {
    return `${n} ${word}${n === 1 ? '' : 's'}`;
}

;// CONCATENATED MODULE: ./src/report/text.ts
// Human output: `file:line:col  severity  rule  message`, grouped by file, then one tally line. Text from
// the repository is escaped (./escape.ts): it can neither break a line nor speak to a terminal or runner.



const ANSI = { red: 31, yellow: 33, cyan: 36, dim: 2, bold: 1 };
const SEVERITY_COLOR = {
    error: 'red',
    warning: 'yellow',
    notice: 'cyan',
};
function formatText(result, options) {
    const paint = (style, text) => options.color ? `\u001b[${ANSI[style]}m${text}\u001b[0m` : text;
    const display = options.displayPath ?? ((file) => file);
    const lines = [];
    let previousFile;
    for (const f of result.findings) {
        if (previousFile !== undefined && previousFile !== f.file)
            lines.push('');
        previousFile = f.file;
        const where = paint('bold', `${printableLineStart(display(f.file))}:${f.line}:${f.column}`);
        const rendered = describeRendered(f);
        const message = printable(f.message) + (rendered !== undefined ? paint('dim', ` [${printable(rendered)}]`) : '');
        lines.push(f.suppressed
            ? `${where}  ${paint('dim', `suppressed  ${f.rule}  ${message} [${f.severity}, ${waiver(f.suppressed, display)}]`)}`
            : `${where}  ${paint(SEVERITY_COLOR[f.severity], f.severity)}  ${paint('dim', f.rule)}  ${message}`);
    }
    if (lines.length > 0)
        lines.push('');
    for (const s of result.skipped) {
        const where = s.document !== undefined ? ` (document ${s.document + 1}, line ${s.line ?? '?'})` : '';
        lines.push(paint('dim', `skipped ${printable(display(s.file))}${where}: ${printable(s.reason)}`));
    }
    for (const note of result.notes)
        lines.push(paint('dim', `note: ${printable(note)}`));
    if (result.skipped.length > 0 || result.notes.length > 0)
        lines.push('');
    lines.push(text_tally(result));
    return lines.join('\n') + '\n';
}
function text_tally(result) {
    const { summary } = result;
    const total = summary.error + summary.warning + summary.notice;
    const counts = [
        plural_plural(summary.error, 'error'),
        plural_plural(summary.warning, 'warning'),
        plural_plural(summary.notice, 'notice'),
    ].join(', ');
    const skippedFiles = new Set(result.skipped.filter((s) => s.document === undefined).map((s) => s.file))
        .size;
    const suppressed = summary.suppressed > 0 ? `, ${summary.suppressed} suppressed` : '';
    const withFindings = new Set(result.findings.filter((f) => !f.suppressed).map((f) => f.file)).size;
    return (`${plural_plural(total, 'finding')} (${counts})${suppressed} in ${plural_plural(withFindings, 'file')} ` +
        `(${plural_plural(summary.files, 'file')} scanned), ` +
        `${plural_plural(summary.resources, 'resource')} checked, ${plural_plural(skippedFiles, 'file')} skipped; ` +
        `kubernetesVersion ${result.kubernetesVersion}`);
}
/** `waived by exceptions[0] (.admission-gate.yaml:4): legacy health check` */
function waiver(s, display = (file) => file) {
    const how = s.exception !== undefined ? `exceptions[${s.exception}]` : s.kind;
    const reason = s.reason !== undefined ? `: ${printable(s.reason)}` : '';
    return `waived by ${how} (${printable(display(s.file))}:${s.line})${reason}`;
}

;// CONCATENATED MODULE: ./src/report/markdown.ts
// The markdown summary of a scan, for a check run's summary and a job summary: the verdict, a tally table
// with a row per rule, then a section per rule, the skipped files and why, and the notes. Both places cap
// their size (./budget.ts): rows are cut, never a rule, and each cut says how many rows were left out and
// where they are. Manifest-derived text is escaped where it lands.








const TOOL_TITLE = 'Admission Gate';
/** What a GitHub Actions job summary (GITHUB_STEP_SUMMARY) holds at most. */
const JOB_SUMMARY_MAX_BYTES = 1024 * 1024;
/**
 * Inline markdown that renders as the text it was given: no markup, HTML, mentions or math, no line
 * break (the text may sit in a table cell), and control and bidi characters as `\uXXXX`.
 */
function escapeMarkdown(text) {
    return escapeControls(text.replace(/\r\n|\r|\n/g, ' '))
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/[\\`*_[\]|~$]/g, '\\$&')
        .replace(/@/g, '@&#8203;');
}
/** `[text](url)` with the text escaped; the url must already be encoded. */
function markdownLink(text, url) {
    return url === undefined ? escapeMarkdown(text) : `[${escapeMarkdown(text)}](${url})`;
}
/** "2 errors, 1 warning, 3 suppressed" or "no findings": a check run's title. */
function formatTally(summary) {
    const parts = SEVERITIES.filter((s) => summary[s] > 0).map((s) => plural_plural(summary[s], s));
    if (summary.suppressed > 0)
        parts.push(`${summary.suppressed} suppressed`);
    return parts.length > 0 ? parts.join(', ') : 'no findings';
}
function gateFails(result, failOn) {
    return result.findings.some((f) => failsGate(f, failOn));
}
function formatMarkdown(result, options) {
    const verdict = options.failed === true || gateFails(result, options.failOn) ? 'failed' : 'passed';
    const { summary } = result;
    const head = [
        `## ${TOOL_TITLE} ${verdict}: ${formatTally(summary)}`,
        '',
        `${plural_plural(summary.files, 'file')} scanned, ${plural_plural(summary.resources, 'resource')} checked, ` +
            `kubernetesVersion ${escapeMarkdown(result.kubernetesVersion)}, fail-on ${options.failOn}.`,
        '',
    ];
    if (summary.files === 0) {
        head.push('> [!WARNING]', '> **No file was scanned**: nothing matched the paths and include/exclude globs, so nothing was judged.', '');
    }
    for (const note of options.notes ?? [])
        head.push(`> ${escapeMarkdown(note)}`, '');
    const groups = byRule(result.findings);
    if (groups.size > 0)
        head.push(...tallyTable(groups), '');
    const fullReport = options.fullReport ?? 'every finding is in the JSON report';
    const sections = [...groups].map(([rule, findings]) => ruleSection(rule, findings, options, fullReport));
    if (result.skipped.length > 0)
        sections.push(skippedSection(result, options, fullReport));
    if (result.notes.length > 0) {
        sections.push({
            heading: ['### Notes', ''],
            units: result.notes.map((note) => [`- ${escapeMarkdown(note)}`]),
            omitted: (left) => `_${plural_plural(left, 'more note')} left out here; ${fullReport}._`,
        });
    }
    return fitSections(head, sections, options.maxBytes, (left) => `_${TOOL_TITLE}: ${plural_plural(left, 'line')} left out here; ${fullReport}._`);
}
/** One row per rule, before any finding: what was found at a glance, whatever is left out below. */
function tallyTable(groups) {
    const rows = [...groups].map(([rule, findings]) => {
        const meta = findRule(rule);
        const counts = tally(findings);
        const severities = [
            ...SEVERITIES.filter((s) => counts[s] > 0).map((s) => `${counts[s]} ${s}`),
            ...(counts.suppressed > 0 ? [`${counts.suppressed} suppressed`] : []),
        ].join(', ');
        return `| ${ruleLink(rule)} | ${findings.length} | ${severities} | ${meta ? escapeMarkdown(meta.title) : ''} |`;
    });
    return ['| Rule | Findings | Severity | What it checks |', '| --- | --: | --- | --- |', ...rows];
}
/**
 * A rule's findings. Messages say what is wrong, then after a colon why it matters and how to fix it;
 * that explanation is the same for many findings, so each one shared by several is said once, above a
 * table of what differs, and only findings with an explanation of their own carry it in their row.
 */
function ruleSection(rule, findings, options, fullReport) {
    const meta = findRule(rule);
    const title = meta ? ` (${escapeMarkdown(meta.title)})` : '';
    const explained = new Map();
    const ownRows = [];
    const explanationOf = (f) => splitMessage(f.message).explanation;
    const shared = new Map();
    for (const f of findings) {
        const explanation = explanationOf(f);
        if (explanation !== undefined)
            shared.set(explanation, (shared.get(explanation) ?? 0) + 1);
    }
    for (const f of findings) {
        const explanation = explanationOf(f);
        if (explanation !== undefined && (shared.get(explanation) ?? 0) > 1) {
            const group = explained.get(explanation);
            if (group)
                group.push(f);
            else
                explained.set(explanation, [f]);
        }
        else
            ownRows.push(f);
    }
    const units = [];
    const table = (rows, intro, short) => {
        rows.forEach((f, i) => {
            const row = findingRow(f, options, short);
            units.push(i === 0 ? [...(units.length > 0 ? [''] : []), ...intro, ...TABLE_HEAD, row] : [row]);
        });
    };
    for (const [explanation, rows] of explained) {
        table(rows, [`**Why, and how to fix:** ${escapeMarkdown(explanation)}`, ''], true);
    }
    table(ownRows, [], false);
    return {
        heading: [`### ${ruleLink(rule)}${title}: ${plural_plural(findings.length, 'finding')}`, ''],
        units,
        omitted: (left) => `_${plural_plural(left, `more ${rule} finding`)} not shown here, to stay within GitHub's size limit; ${fullReport}._`,
    };
}
const TABLE_HEAD = ['| Severity | Location | Object | Path | Finding |', '| --- | --- | --- | --- | --- |'];
function skippedSection(result, options, fullReport) {
    return {
        heading: [`### Skipped (${result.skipped.length})`, '', '| File | Reason |', '| --- | --- |'],
        units: result.skipped.map((s) => {
            const where = s.document !== undefined ? ` (document ${s.document + 1})` : '';
            return [
                `| ${markdownLink(s.file, options.fileUrl?.(s.file, s.line))}${where} | ${escapeMarkdown(s.reason)} |`,
            ];
        }),
        omitted: (left) => `_${plural_plural(left, 'more skipped file')} not shown here; ${fullReport}._`,
    };
}
/** For a config file that does not validate: nothing was scanned, each problem with its position. */
function formatConfigIssuesMarkdown(issues, maxBytes) {
    const problems = {
        heading: [],
        units: issues.map((i) => [
            `- ${escapeMarkdown(`${i.file}:${i.line}:${i.column}`)}: ${escapeMarkdown(i.message)}`,
        ]),
        omitted: (left) => `_${plural_plural(left, 'more problem')} left out._`,
    };
    return fitSections([`## ${TOOL_TITLE} failed: invalid config`, '', 'Nothing was scanned. Fix the config file:', ''], [problems], maxBytes, (left) => `_${plural_plural(left, 'more line')} left out._`);
}
/** What a message says is wrong, and the explanation after its first colon, when it has a long one. */
function splitMessage(message) {
    const colon = message.indexOf(': ');
    const explanation = colon > 0 ? message.slice(colon + 2) : '';
    return explanation.length >= MIN_EXPLANATION
        ? { what: message.slice(0, colon), explanation }
        : { what: message };
}
// Shorter than this, an explanation is cheaper to repeat than to set apart.
const MIN_EXPLANATION = 40;
function ruleLink(rule) {
    return `[${escapeMarkdown(rule)}](${docsUrl(rule)})`;
}

/** A finding as a table row; `short`: its message without the explanation said above the table. */
function findingRow(f, options, short) {
    const rendered = describeRendered(f, false);
    const location = markdownLink(`${f.file}:${f.line}`, options.fileUrl?.(f.file, f.line)) +
        (rendered !== undefined ? ` (${escapeMarkdown(rendered)})` : '');
    const object = f.resource ? formatResourceId(f.resource) : '';
    const severity = f.suppressed ? `suppressed ${f.severity}` : f.severity;
    const text = short ? splitMessage(f.message).what : f.message;
    const message = f.suppressed ? `${text} (${waiver(f.suppressed)})` : text;
    return `| ${severity} | ${location} | ${escapeMarkdown(object)} | ${escapeMarkdown(f.path)} | ${escapeMarkdown(message)} |`;
}
/** Findings by rule, the rules in the registry's order (unknown ones last, by id). */
function byRule(findings) {
    const groups = new Map();
    for (const f of findings) {
        const group = groups.get(f.rule);
        if (group)
            group.push(f);
        else
            groups.set(f.rule, [f]);
    }
    const order = (rule) => {
        const index = RULES.findIndex((r) => r.id === rule);
        return index === -1 ? RULES.length : index;
    };
    return new Map([...groups].sort(([a], [b]) => order(a) - order(b) || compareStrings(a, b)));
}

;// CONCATENATED MODULE: ./src/report/workflow-commands.ts
// GitHub Actions workflow commands (`::error file=\u2026::message`): the runner turns them into annotations,
// so any workflow gets findings on the changed lines without a token that can write. Everything in a
// command comes from the repository under review and is escaped, or a manifest could inject commands.


const workflow_commands_LEVEL = { error: 'error', warning: 'warning', notice: 'notice' };
/**
 * Message text: `%`, CR and LF would end or rewrite the command; control and bidi characters, which the
 * log and the annotation would show raw, as `\uXXXX`.
 */
function escapeData(text) {
    return escapeControls(text).replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
/** Property values: additionally `:` ends the properties and `,` separates them. */
function escapeProperty(text) {
    return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
function command(level, properties, message) {
    const props = Object.entries(properties)
        .filter((entry) => entry[1] !== undefined)
        .map(([key, value]) => `${key}=${escapeProperty(String(value))}`)
        .join(',');
    return `::${level}${props === '' ? '' : ` ${props}`}::${escapeData(message)}`;
}
function findingCommand(f, file) {
    // GitHub honours columns only for annotations on a single line.
    const columns = f.line === f.endLine ? { col: f.column, endColumn: f.endColumn } : {};
    const rendered = describeRendered(f);
    return command(workflow_commands_LEVEL[f.severity], { file, line: f.line, endLine: f.endLine, ...columns, title: `admission-gate ${f.rule}` }, rendered !== undefined ? `${f.message} [${rendered}]` : f.message);
}
/** One command per finding that counts (waived ones are left out), then skipped files and notes as notices. */
function formatWorkflowCommands(result, options = {}) {
    const display = options.displayPath ?? ((file) => file);
    const lines = [
        ...result.findings.filter((f) => !f.suppressed).map((f) => findingCommand(f, display(f.file))),
        ...result.skipped.map((s) => command('notice', { file: display(s.file), line: s.line, title: 'admission-gate skipped' }, s.reason)),
        ...result.notes.map((note) => command('notice', { title: 'admission-gate' }, note)),
    ];
    return lines.map((line) => `${line}\n`).join('');
}
function formatConfigIssueCommands(issues) {
    return issues
        .map((i) => `${command('error', { file: i.file, line: i.line, col: i.column, title: 'admission-gate config' }, i.message)}\n`)
        .join('');
}

// EXTERNAL MODULE: ./src/cache-dir.ts
var cache_dir = __webpack_require__(4703);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: ./src/cache-folder.ts
var cache_folder = __webpack_require__(4346);
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
    const hash = (0,external_node_crypto_.createHash)('sha256').update(TOOL_VERSION).update('\0').update(codeId());
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
    const copy = detach(text);
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

;// CONCATENATED MODULE: ./src/check.ts
// Rules over one loaded file: the pure heart of a scan, with no I/O, so it can run anywhere.




/** With `place`, the file is rendered output and each finding lands on its source line. */
function checkFile(file, context, place) {
    const findings = [];
    const internalErrors = [];
    const seenInFile = new Set();
    const suggester = new Suggester();
    const activeRules = new Set(context.rules.map((active) => active.rule.id));
    // Findings outlive the file: their strings are copies, as each substring would keep the text alive.
    const ids = [];
    const idOf = (index, r) => (ids[index] ??= detachId(resourceId(r, context.isClusterScoped(r.group, r.kind))));
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
            message: detach(found.message),
            file: placed ? detach(placed.file) : file.path,
            ...(placed?.range ?? {
                line: start.line,
                column: start.column,
                endLine: end.line,
                endColumn: end.column,
            }),
            path: formatPath(found.path),
            ...(resource && index !== undefined ? { resource: idOf(index, resource) } : {}),
            ...(found.value !== undefined ? { value: detach(found.value) } : {}),
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
        apiVersion: detach(id.apiVersion),
        kind: detach(id.kind),
        ...(id.namespace !== undefined ? { namespace: detach(id.namespace) } : {}),
        name: detach(id.name),
    };
}
function detachContainer(container) {
    return {
        name: detach(container.name),
        ...(container.image !== undefined ? { image: detach(container.image) } : {}),
    };
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./src/policy/directives.ts
// Suppressions written in manifests: the `admission-gate.dev/ignore` annotation on an object, and a
// `# admission-gate-ignore` comment on a line of its own, which covers exactly the line after it.
// Both read `rule[, rule...]: reason`.



const IGNORE_ANNOTATION = 'admission-gate.dev/ignore';
const COMMENT_MARK = 'admission-gate-ignore';
const COMMENT = /^#\s*admission-gate-ignore(\s.*)?$/su;
/** How a message names a suppression of `kind`. */
function describeDirective(kind) {
    return kind === 'annotation' ? `annotation ${IGNORE_ANNOTATION}` : `comment "${COMMENT_MARK}"`;
}
function fileDirectives(file, knownRules) {
    const comments = new Map();
    const annotations = new Map();
    const problems = [];
    const suggester = new Suggester();
    const read = (kind, body, range, resource) => {
        const { directive, complaints } = parseDirective(kind, body, range, knownRules, suggester);
        if (complaints.length > 0) {
            problems.push({
                range,
                kind,
                message: `${describeDirective(kind)} ${complaints.join('; ')}.`,
                ...(resource ? { resource } : {}),
            });
        }
        return directive;
    };
    for (const resource of file.resources) {
        const annotationsNode = asMap(child(child(resource.root, 'metadata'), 'annotations'));
        const annotation = annotationsNode && entry(annotationsNode, IGNORE_ANNOTATION);
        if (annotation?.value.kind !== 'scalar')
            continue;
        const range = rangeOf(file.lines, annotation.keyStart, annotation.value.end);
        const directive = read('annotation', annotation.value.text, range, resource);
        if (directive)
            annotations.set(resource, { ...directive, resource });
    }
    for (const comment of file.text.includes(COMMENT_MARK) ? commentsOf(file.text) : []) {
        const match = COMMENT.exec(comment.source);
        if (!match)
            continue;
        const range = rangeOf(file.lines, comment.offset, comment.offset + comment.source.length);
        if (!onOwnLine(file.text, comment.offset)) {
            problems.push({
                range,
                kind: 'comment',
                message: `comment "${COMMENT_MARK}" shares its line with YAML, so it covers nothing: put it on a line of its own, right above the line of the finding.`,
            });
            continue;
        }
        const directive = read('comment', match[1] ?? '', range);
        if (!directive)
            continue;
        const covered = coveredLine(file.text, comment.offset + comment.source.length);
        const holder = file.resources.find((r) => r.root.start <= covered.at && covered.at <= r.root.end);
        comments.set(range.line + 1, {
            ...directive,
            covered: covered.text,
            ...(holder ? { resource: holder } : {}),
        });
    }
    return { comments, annotations, problems };
}
/** `probe-host, external-ip-cidr: reason`; unknown ids are dropped with a complaint, the rest applies. */
function parseDirective(kind, body, range, knownRules, suggester) {
    const colon = body.indexOf(':');
    const reason = colon < 0 ? '' : body.slice(colon + 1).trim();
    const named = (colon < 0 ? body : body.slice(0, colon))
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id !== '');
    const complaints = [];
    const rules = named.filter((id) => {
        if (id === '*' || knownRules.includes(id))
            return true;
        const suggestion = suggester.closest(id, knownRules);
        complaints.push(`names "${id}", which is not a rule${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`);
        return false;
    });
    if (named.length === 0)
        complaints.push('names no rule: write "<rule>[, <rule>...]: <reason>"');
    else if (reason === '')
        complaints.push('gives no reason: add one after a colon ("<rule>: <reason>") so reviewers know why');
    if (rules.length === 0)
        return { complaints };
    return { directive: { kind, rules, ...(reason ? { reason } : {}), range }, complaints };
}
// The YAML lexer knows what is a comment: `#` inside quotes or block scalars is text, not a directive.
// Its tokens come one at a time with no tree behind them, so any file costs linear time and no stack.
function commentsOf(text) {
    const out = [];
    let offset = 0;
    let atScalar = false;
    for (const lexeme of new dist/* Lexer */.JG().lex(text)) {
        // Control lexemes mark what follows and stand for no text of the source (a BOM does).
        if (lexeme === dist/* CST */.DB.SCALAR)
            atScalar = true;
        else if (lexeme === dist/* CST */.DB.DOCUMENT || lexeme === dist/* CST */.DB.FLOW_END)
            continue;
        else {
            if (!atScalar && dist/* CST */.DB.tokenType(lexeme) === 'comment')
                out.push({ offset, source: lexeme });
            atScalar = false;
            offset += lexeme.length;
        }
    }
    return out;
}
/** The line after the one ending at `end`: its text without surrounding blanks, and where that text starts. */
function coveredLine(text, end) {
    const crlf = text.startsWith('\r\n', end) ? 2 : 1;
    const start = end + (text.charAt(end) === '\r' || text.charAt(end) === '\n' ? crlf : 0);
    const next = /\r|\n/u.exec(text.slice(start, start + MAX_COVERED_LINE));
    const line = text.slice(start, next ? start + next.index : start + MAX_COVERED_LINE);
    const indent = line.length - line.trimStart().length;
    return { text: line.trim(), at: start + indent };
}
// A covered line is compared whole; past this length (a long flow mapping) its start is enough to know it.
const MAX_COVERED_LINE = 4096;
function onOwnLine(text, offset) {
    for (let at = offset - 1; at >= 0; at--) {
        const c = text.charAt(at);
        if (c === '\n' || c === '\r')
            return true;
        if (c !== ' ' && c !== '\t')
            return false;
    }
    return true;
}
function rangeOf(lines, start, end) {
    const from = lines.position(start);
    const to = lines.position(end);
    return { line: from.line, column: from.column, endLine: to.line, endColumn: to.column };
}

;// CONCATENATED MODULE: ./src/policy/suppression-base.ts
// Which in-manifest suppressions a change's base already has. A suppression is the change's own words, so in
// a change it counts only when the base holds the same one (or a suppressionActor writes it). "The same" is
// judged so that moving text around keeps it, and changing what it waives does not:
// - an annotation: one on an object of the same identity (group, kind, namespace, name), in any file;
// - a comment: one in an object of the same identity (or, outside any object, in the same file) whose
//   covered line reads the same, indentation aside;
// and for each rule apart: the base's must name that rule, or `*`.


/** What tells a suppression apart from others, wherever it is written. */
function suppressionKey(file, directive, isClusterScoped) {
    const { resource } = directive;
    const holder = resource
        ? `object\0${identityKey(resource, isClusterScoped(resource.group, resource.kind))}`
        : `file\0${file.path}`;
    return directive.kind === 'annotation'
        ? `annotation\0${holder}`
        : `comment\0${holder}\0${directive.covered ?? ''}`;
}
function suppressionIndex(base, ruleIds, isClusterScoped) {
    const rulesByKey = new Map();
    for (const file of base) {
        const { comments, annotations } = fileDirectives(file, ruleIds);
        for (const directive of [...comments.values(), ...annotations.values()]) {
            const key = suppressionKey(file, directive, isClusterScoped);
            const rules = rulesByKey.get(key) ?? new Set();
            for (const rule of directive.rules)
                rules.add(rule);
            rulesByKey.set(key, rules);
        }
    }
    return {
        covers(key, rule) {
            const rules = rulesByKey.get(key);
            return rules !== undefined && (rules.has('*') || rules.has(rule));
        },
    };
}

;// CONCATENATED MODULE: ./src/policy/stage.ts
// The policy stage, between the rules and the reporters, the same for every rule: suppressions
// (comment, annotation, config exception, in that order of precedence) and admin overrides, then
// findings about the exceptions themselves once every file is done (`closePolicy`). In a change, a
// comment or annotation counts only when the base has it (suppression-base.ts) or a suppressionActor wrote it.







function createPolicy(input) {
    const { config, actor } = input;
    const severity = new Map(input.active.map((a) => [a.rule.id, a.severity]));
    const exceptions = config.exceptions.map((exception) => ({
        exception,
        matches: exceptionMatcher(exception),
        live: !isExpired(exception, input.now),
        matched: 0,
    }));
    const overrideActors = new Map(input.active.flatMap(({ rule, options }) => rule.scope === 'resource' && rule.overrideActors
        ? [[rule.id, rule.overrideActors(options)]]
        : []));
    const baseSuppressions = input.baseSuppressions;
    const suppressionTrust = baseSuppressions && actor && config.suppressionActors.length > 0
        ? decideOverride(config.suppressionActors, actor)
        : undefined;
    // Whose in-manifest suppressions count whether or not the base has them: anyone's in a full scan.
    const writerTrusted = !baseSuppressions || suppressionTrust?.allowed === true;
    const exceptionSuppression = (finding, labels) => {
        const matched = exceptions.filter((e) => e.matches({ finding, labels }));
        for (const e of matched)
            e.matched += 1;
        const applied = matched.find((e) => e.live)?.exception;
        if (!applied || config.file === undefined)
            return undefined;
        return {
            kind: 'exception',
            reason: applied.reason,
            file: config.file,
            line: applied.range.line,
            exception: applied.index,
            ...(applied.expires !== undefined ? { expires: applied.expires } : {}),
        };
    };
    const override = (finding, notes) => {
        const actors = overrideActors.get(finding.rule);
        if (!actor || !actors || actors.length === 0)
            return finding;
        const decision = decideOverride(actors, actor);
        if (!decision.allowed) {
            if (decision.unresolved.length > 0) {
                notes.add(`${finding.rule} findings are not overridden: could not check whether ${actor.login} belongs to ${decision.unresolved.join(', ')}.`);
            }
            return finding;
        }
        const by = decision.team !== undefined ? `${actor.login} (member of ${decision.team})` : actor.login;
        return {
            ...finding,
            severity: 'notice',
            message: `${finding.message} Overridden by ${by}, one of the overrideActors of ${finding.rule}.`,
            overridden: {
                actor: actor.login,
                ...(decision.team !== undefined ? { team: decision.team } : {}),
                severity: finding.severity,
            },
        };
    };
    return {
        judge(file, findings, sources) {
            const notes = new Set();
            const directives = fileDirectives(file, input.ruleIds);
            const sourceComments = new Map();
            const commentsIn = (path) => {
                if (!sources)
                    return directives.comments;
                if (!sourceComments.has(path)) {
                    const source = sources(path);
                    sourceComments.set(path, source ? fileDirectives(source, input.ruleIds).comments : new Map());
                }
                return sourceComments.get(path);
            };
            const subjectOf = subjects(file, input.isClusterScoped);
            // A comment is keyed in the file it is written in: a rendered finding's is a source file.
            const inBase = (directive, rule, owner = file) => writerTrusted ||
                baseSuppressions?.covers(suppressionKey(owner, directive, input.isClusterScoped), rule) === true;
            if (suppressionTrust?.allowed === false && suppressionTrust.unresolved.length > 0) {
                notes.add(`New suppressions do not count: could not check whether ${actor?.login ?? ''} belongs to ${suppressionTrust.unresolved.join(', ')} (suppressionActors).`);
            }
            const judged = findings.map((finding) => {
                const { resource, labels } = subjectOf(finding);
                const written = (directive, owner = file) => directive && covers(directive, finding.rule) && inBase(directive, finding.rule, owner)
                    ? {
                        kind: directive.kind,
                        ...(directive.reason !== undefined ? { reason: directive.reason } : {}),
                        file: file.path,
                        line: directive.range.line,
                    }
                    : undefined;
                // Exceptions are matched even when a comment or annotation already waives the finding, so
                // that such an exception does not count as unused.
                const byException = exceptionSuppression(finding, labels);
                const suppressed = written(commentsIn(finding.file)?.get(finding.line), sources?.(finding.file) ?? file) ??
                    written(resource && directives.annotations.get(resource)) ??
                    byException;
                return suppressed ? { ...finding, suppressed } : override(finding, notes);
            });
            const level = severity.get(invalidSuppression.id);
            if (level !== undefined && !sources) {
                const problems = [...directives.problems];
                if (!writerTrusted) {
                    for (const directive of [...directives.comments.values(), ...directives.annotations.values()]) {
                        const fresh = directive.rules.filter((rule) => !inBase(directive, rule));
                        if (fresh.length > 0)
                            problems.push(newSuppression(directive, fresh));
                    }
                }
                for (const problem of problems) {
                    judged.push({
                        rule: invalidSuppression.id,
                        severity: problem.severity ?? level,
                        file: file.path,
                        ...problem.range,
                        path: problem.kind === 'annotation' ? `metadata.annotations.${IGNORE_ANNOTATION}` : '',
                        message: problem.message,
                        ...(problem.resource
                            ? {
                                resource: resourceId(problem.resource, input.isClusterScoped(problem.resource.group, problem.resource.kind)),
                            }
                            : {}),
                    });
                }
            }
            return { findings: judged, notes: [...notes] };
        },
        ledger() {
            const expiredSeverity = severity.get(expiredException.id);
            const unusedSeverity = severity.get(unusedException.id);
            return {
                ...(config.file !== undefined ? { file: config.file } : {}),
                fullScan: input.fullScan,
                ...(expiredSeverity ? { expiredSeverity } : {}),
                ...(unusedSeverity ? { unusedSeverity } : {}),
                exceptions: exceptions.map(({ exception, live, matched }) => ({
                    index: exception.index,
                    range: exception.range,
                    rules: exception.rules,
                    ...(exception.expires !== undefined ? { expires: exception.expires } : {}),
                    expired: !live,
                    matched,
                })),
            };
        },
    };
}
/** The ledgers of the threads that judged files, or of the shards of a scan, as one: their counts add up. */
function sumLedgers(ledgers) {
    const [first, ...rest] = ledgers;
    if (!first)
        throw new Error('no ledger to sum');
    return {
        ...first,
        exceptions: first.exceptions.map((e) => ({
            ...e,
            matched: rest.reduce((sum, l) => sum + (l.exceptions[e.index]?.matched ?? 0), e.matched),
        })),
    };
}
/** Expired and unused exceptions, once every file is judged. */
function closePolicy(ledger) {
    const file = ledger.file;
    if (file === undefined)
        return [];
    const finding = (rule, severity, e, message) => ({
        rule,
        severity,
        file,
        ...e.range,
        path: `exceptions[${e.index}]`,
        message,
    });
    return ledger.exceptions.flatMap((e) => {
        const { matched } = e;
        const name = `exceptions[${e.index}] (${e.rules.join(', ')})`;
        if (e.expired) {
            if (!ledger.expiredSeverity)
                return [];
            return [
                finding(expiredException.id, ledger.expiredSeverity, e, `${name} expired on ${e.expires ?? ''} and no longer applies` +
                    (matched > 0
                        ? `: ${stage_plural(matched, 'finding')} it would waive ${matched === 1 ? 'counts' : 'count'} again`
                        : '') +
                    '. Fix what it waived, or review it and set a new expiry date.'),
            ];
        }
        if (!ledger.fullScan || matched > 0 || !ledger.unusedSeverity)
            return [];
        return [
            finding(unusedException.id, ledger.unusedSeverity, e, `${name} matched no finding in a scan of the whole repository: remove it if the problem is fixed, or correct its selectors.`),
        ];
    });
}
/** The object a finding is about, found by identity (position only tells same-named twins apart). */
function subjects(file, isClusterScoped) {
    const ids = new Map(file.resources.map((r) => [r, resourceId(r, isClusterScoped(r.group, r.kind))]));
    return (finding) => {
        const wanted = finding.resource;
        if (!wanted)
            return { labels: undefined };
        const candidates = file.resources.filter((r) => sameId(ids.get(r), wanted));
        const resource = candidates.length > 1 ? candidates.find((r) => stage_contains(file, r, finding)) : candidates[0];
        return resource ? { resource, labels: stage_labelsOf(resource) } : { labels: undefined };
    };
}
function sameId(a, b) {
    return (a !== undefined &&
        a.apiVersion === b.apiVersion &&
        a.kind === b.kind &&
        a.namespace === b.namespace &&
        a.name === b.name);
}
function stage_contains(file, resource, finding) {
    const start = file.lines.position(resource.root.start);
    const end = file.lines.position(resource.root.end);
    const after = (a, b) => a.line > b.line || (a.line === b.line && a.column >= b.column);
    return after(finding, start) && after(end, finding);
}
function stage_labelsOf(resource) {
    const labels = asMap(child(child(resource.root, 'metadata'), 'labels'));
    return new Map((labels?.entries ?? []).flatMap((e) => e.value.kind === 'scalar' ? [[e.key, e.value.text]] : []));
}
/** The notice for a suppression the change adds: it waives nothing until merged. */
function newSuppression(directive, rules) {
    return {
        range: directive.range,
        kind: directive.kind,
        severity: 'notice',
        ...(directive.resource ? { resource: directive.resource } : {}),
        message: `${describeDirective(directive.kind)} (${rules.join(', ')}) is new in this change, so it waives nothing yet: ` +
            'in a change, a suppression counts only when the base has the same one, or when one of suppressionActors (of the config that judges the change) writes it. ' +
            'Fix the finding instead, or have the suppression merged on its own (it counts once merged), or ask a maintainer for a config exception.',
    };
}
function covers(directive, rule) {
    return directive.rules.includes('*') || directive.rules.includes(rule);
}
function stage_plural(n, word) {
    return `${n} ${word}${n === 1 ? '' : 's'}`;
}

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
                return refuse(tooLargeReason(stat.size, maxBytes), { unjudged: true });
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
        return refuse(tooLargeReason(stat.size, maxBytes), { unjudged: true });
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
    const { matches, excluded } = compileSelection(selection);
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
    entries.sort((a, b) => compareStrings(a.name, b.name));
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
        .sort((a, b) => compareStrings(a[0], b[0]));
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
        const key = detach(`${group}/${kind}/${version}`);
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
            const doc = parseYaml(decodeText(read.bytes))[0];
            if (doc?.root?.kind !== 'map') {
                this.notes.push(`crds.schemaDirs: ${display} is not a JSON Schema object; ignored`);
                continue;
            }
            const schema = this.compiler.compile(doc.root);
            return {
                name: display,
                group: detach(group),
                kind: detach(kind),
                clusterScoped: false,
                prunes: true,
                versions: [
                    { name: detach(version), served: true, deprecated: false, deprecationWarning: undefined, schema },
                ],
                origin: { file: display, line: 1, document: 0 },
            };
        }
        return null;
    }
}

;// CONCATENATED MODULE: ./src/crd/sources.ts
// The CRD registry from the files that may hold CRDs: compiled here, or taken from the cache when exactly
// these files (contents, names, order, ranks) were compiled before. Parsing and compiling the 10 MB of
// CRDs a platform team keeps costs more than starting the tool; a file whose digest the file memo knows
// (src/source/file-memo.ts) is then not even read.





const CACHE_KIND = 'crd-registry';
function compileCrds(steps, cache) {
    if (!cache)
        return sources_compile(steps.flatMap(withBytes));
    const cached = cache.get(CACHE_KIND, keyOf(steps));
    if (cached)
        return cached;
    // Read now, a file may differ from the digest it was known by: the entry is stored under what was read.
    const read = steps.flatMap(withBytes);
    const compiled = sources_compile(read);
    cache.set(CACHE_KIND, keyOf(read), { ...compiled, registry: packRegistry(compiled.registry) });
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
function sources_compile(steps) {
    const builder = new CrdRegistryBuilder();
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
            const loaded = loadFile({ path: step.file, bytes: step.bytes, inHelmChart: step.inHelmChart }, step.maxFileSize);
            for (const resource of loaded.resources) {
                if (step.given !== undefined && isCrd(resource))
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
            addCopies(namespaces, name, copies);
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
                addNamespaces(fromParsed(known.namespaces));
            continue;
        }
        // Problems of repository files are the scan's to report, when it checks them. A file refused (a link
        // out of the root) is not the repository's: crds.paths naming it says why.
        const read = reader.inRoot.readTransient(file, config.maxFileSize);
        if (!read.ok)
            continue;
        visited.add(file);
        const { stat } = read;
        const text = kindsInText(read.bytes);
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
                addNamespace(byName, r);
            addNamespaces(byName);
        }
        // Kept when nothing is left to learn from the bytes (a scan of a few files leaves Namespaces unparsed).
        if (stat && !crd && !namespace)
            memo?.set(file, stat, HOLDS_NEITHER);
        else if (stat && (!namespace || byName))
            memo?.set(file, stat, {
                ...(digest !== undefined ? { digest } : {}),
                kinds: byName ? { namespaces: toParsed(byName), inHelmChart: reader.inHelmChart(file) } : {},
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
        ? new SchemaCatalog(root, config.crds.schemaDirs, new SchemaCompiler(), notes)
        : undefined;
    return {
        crds: new CrdRegistry(data.crds, catalog),
        builtin: new BuiltinCatalog(config.kubernetesVersion, notes),
        namespaces: new NamespaceIndex(data.namespaces, data.namespaceSources, config.maxFileSize),
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
        return loadFile({ path: display, bytes, inHelmChart: this.inChart(display) }, maxFileSize);
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
function createPipeline(setup, rules = RULES) {
    const { root, config } = setup;
    const { active } = activateRules(config, rules);
    const notes = [];
    const workspace = openWorkspace(setup.workspace, root, config, notes);
    const isClusterScoped = (group, kind) => isBuiltinClusterScoped(group, kind) || workspace.crds.isClusterScoped(group, kind);
    const previous = previousState(setup, previousKinds(active, workspace.crds.kinds()), isClusterScoped);
    const context = {
        rules: active,
        kubernetesVersion: config.kubernetesVersion,
        previous: (r) => previous.get(identityKey(r, isClusterScoped(r.group, r.kind))),
        isClusterScoped,
        workspace,
    };
    const ruleIds = rules.filter((r) => r.scope !== 'policy').map((r) => r.id);
    const policy = createPolicy({
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
        return loadFile({ path: file, bytes: bytes.bytes, inHelmChart: inHelmChart(file) }, config.maxFileSize);
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
            const loaded = 'text' in read ? read : unreadFile(file, read.reason, read.unjudged === true);
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
            return judgeRendered(loadFile({ path: '', bytes: new Uint8Array() }, config.maxFileSize), findings);
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
    return active.some(({ rule }) => isDiffAware(rule));
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
        const { resources } = loadFile(file, maxFileSize);
        if (resources.some((r) => kinds.has(`${r.group}/${r.kind}`)))
            kept.push({ path: file.path, bytes: file.bytes.slice() });
    }
    return kept;
}
/** What a file holding a suppression holds. */
const SUPPRESSION_NEEDLES = [IGNORE_ANNOTATION, COMMENT_MARK];
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
    return suppressionIndex(files.map((file) => loadFile(file, config.maxFileSize)), ruleIds, isClusterScoped);
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
            byIdentity.set(identityKey(resource, isClusterScoped(resource.group, resource.kind)), resource);
        }
    };
    for (const file of setup.previous)
        add(loadFile(file, config.maxFileSize).resources);
    for (const output of setup.previousRendered) {
        add(loadFile(output, config.render.maxOutputBytes).resources, output.namespace);
    }
    return byIdentity;
}

;// CONCATENATED MODULE: ./src/policy/filter-mode.ts
// The gate modes' names (src/policy/change-filter.ts judges by them), apart from the code that applies
// them: the CLI's argument parser names them without loading the loader.
const FILTER_MODES = ['all', 'changed-objects', 'added-lines'];

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
                `filter-mode ${filter.mode}: ${plural_plural(left, 'finding')} on ${what} ${left === 1 ? 'was' : 'were'} left out.`,
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
    const head = loadFile({ path: file, bytes: after }, maxFileSize).resources;
    const base = new Map();
    for (const r of loadFile({ path: file, bytes: before }, maxFileSize).resources) {
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
    return JSON.stringify(r.root.kind === 'map' ? sorted(toJs(r.root)) : null);
}
function sorted(value) {
    if (Array.isArray(value))
        return value.map(sorted);
    if (value === null || typeof value !== 'object')
        return value;
    const entries = Object.entries(value).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
    return Object.fromEntries(entries.map(([k, v]) => [k, sorted(v)]));
}

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
    const lines = new LineIndex(text);
    const docs = parseYaml(text).filter((d) => d.root !== null || d.errors.length > 0);
    const base = { dir, file, lines, references: [], patches: [], generators: [], isComponent: false };
    const doc = docs[0];
    if (!doc)
        return { ...base, problem: 'the kustomization is empty' };
    const error = doc.errors[0];
    if (error)
        return { ...base, problem: `${lines.position(error.start).line}: ${error.message}` };
    const root = asMap(doc.root ?? undefined);
    if (!root)
        return { ...base, problem: 'the kustomization is not a YAML mapping' };
    const references = [];
    const add = (field, kind, node) => {
        const value = stringValue(node);
        // Inline configurations (a YAML text with a line break) are no paths.
        if (node && value !== undefined && !value.includes('\n'))
            references.push({ field, kind, value, node });
    };
    for (const [field, kind] of PATH_LISTS) {
        for (const item of asSeq(child(root, field))?.items ?? [])
            add(field, kind, item);
    }
    const patches = patchEntries(root);
    for (const p of patches) {
        if (p.source.kind === 'file')
            add('patches', 'file', fileNodeOf(p));
    }
    for (const item of asSeq(child(root, 'replacements'))?.items ?? [])
        add('replacements', 'file', child(item, 'path'));
    add('openapi', 'file', child(child(root, 'openapi'), 'path'));
    const generators = generatorEntries(root);
    for (const g of generators) {
        for (const f of g.files)
            references.push({ field: g.kind, kind: 'file', value: f.path, node: f.node });
        for (const e of g.envs)
            references.push({ field: g.kind, kind: 'file', value: e.path, node: e.node });
    }
    const chartHome = stringValue(child(child(root, 'helmGlobals'), 'chartHome')) ?? 'charts';
    for (const chart of asSeq(child(root, 'helmCharts'))?.items ?? []) {
        const name = stringValue(child(chart, 'name'));
        if (name !== undefined && chart) {
            const remote = stringValue(child(chart, 'repo'));
            references.push({
                field: 'helmCharts',
                kind: 'chart',
                value: remote !== undefined && remote !== '' ? `${remote}/${name}` : `${chartHome}/${name}`,
                node: chart,
            });
        }
        add('helmCharts', 'file', child(chart, 'valuesFile'));
        for (const extra of asSeq(child(chart, 'additionalValuesFiles'))?.items ?? [])
            add('helmCharts', 'file', extra);
    }
    return {
        ...base,
        root,
        isComponent: stringValue(child(root, 'kind')) === 'Component',
        references,
        patches,
        generators,
    };
}
function fileNodeOf(p) {
    return child(p.node, 'path') ?? p.node;
}
function patchEntries(root) {
    const out = [];
    for (const [field, jsonOnly] of [
        ['patches', false],
        ['patchesJson6902', true],
    ]) {
        for (const item of asSeq(child(root, field))?.items ?? []) {
            const path = stringValue(child(item, 'path'));
            const inline = child(item, 'patch');
            const target = targetOf(child(item, 'target'));
            const common = { jsonOnly, node: item, ...(target ? { target } : {}) };
            if (path !== undefined)
                out.push({ ...common, source: { kind: 'file', path } });
            else if (inline?.kind === 'scalar')
                out.push({ ...common, source: { kind: 'inline', node: inline } });
        }
    }
    for (const item of asSeq(child(root, 'patchesStrategicMerge'))?.items ?? []) {
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
    const map = asMap(node);
    if (!map)
        return undefined;
    const field = (key) => {
        const value = stringValue(child(map, key));
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
        for (const item of asSeq(child(root, field))?.items ?? []) {
            const name = stringValue(child(item, 'name'));
            if (name === undefined)
                continue;
            const files = (asSeq(child(item, 'files'))?.items ?? []).flatMap((node) => {
                const text = stringValue(node);
                if (text === undefined)
                    return [];
                const eq = text.indexOf('=');
                const path = eq < 0 ? text : text.slice(eq + 1);
                const key = eq < 0 ? (path.split('/').pop() ?? path) : text.slice(0, eq);
                return [{ key, path, node }];
            });
            const envNodes = [
                ...(asSeq(child(item, 'envs'))?.items ?? []),
                ...[child(item, 'env')].filter((n) => !!n),
            ];
            const envs = envNodes.flatMap((node) => {
                const path = node && stringValue(node);
                return node && path !== undefined ? [{ path, node }] : [];
            });
            const literals = (asSeq(child(item, 'literals'))?.items ?? []).flatMap((node) => {
                const text = stringValue(node);
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
    const found = k.root && entry(k.root, field);
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
    roots.sort((a, b) => compareStrings(a.entry, b.entry));
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
        const text = read.ok ? decodeText(read.bytes) : '';
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
    const doc = parseYaml(decodeText(read.bytes))[0];
    return stringValue(child(asMap(doc?.root ?? undefined), 'name'));
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
            : ['--kube-version', formatKubernetesVersion(options.kubernetesVersion)];
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
            const items = asSeq(s)?.items;
            nextRendered = asSeq(r)?.items[segment];
            next = items && matchingItem(items, nextRendered, segment);
        }
        else {
            const key = typeof segment === 'string' ? segment : segment.key;
            next = child(s, key);
            nextRendered = child(r, key);
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
            const wanted = child(rendered, key);
            if (wanted?.kind !== 'scalar')
                continue;
            return items.find((item) => sameScalar(child(item, key), wanted));
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
        const text = read.ok ? decodeText(read.bytes) : undefined;
        // Positions count lines as the loader does (see loadFile); offsets are the same either way.
        const source = text === undefined
            ? undefined
            : {
                file,
                text,
                positions: new LineIndex(normalizeLineBreaks(text)),
                documents: parseYaml(text),
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
    const inner = new LineIndex(text);
    const positions = block
        ? {
            position(offset) {
                const p = inner.position(offset);
                return { line: indicator.line + p.line, column: p.column + indent };
            },
        }
        : { position: () => indicator };
    return { file, text, positions, documents: parseYaml(text) };
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
        const rendered = nodeAt(resource.root, path);
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
        const root = asMap(doc.root ?? undefined);
        if (!root || stringValue(child(root, 'kind')) !== resource.kind)
            continue;
        const name = stringValue(child(child(root, 'metadata'), 'name')) ?? '';
        if (resource.name.includes(name) && name.length > bestLength) {
            best = root;
            bestLength = name.length;
        }
    }
    return best;
}
/** A strategic-merge patch names its object by kind and name (before the prefixes of outer kustomizations). */
function namesObject(patch, resource) {
    const kind = stringValue(child(patch, 'kind'));
    const name = stringValue(child(child(patch, 'metadata'), 'name'));
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
        const kind = stringValue(child(op, 'op'));
        const pointer = stringValue(child(op, 'path'));
        if (pointer === undefined || kind === undefined || kind === 'remove' || kind === 'test')
            continue;
        const segments = parsePointer(pointer);
        if (!kustomize_map_covers(segments, path))
            continue;
        const value = child(op, 'value');
        if ((kind === 'add' || kind === 'replace') && value) {
            const rest = path.slice(segments.length);
            const found = rest.length === 0
                ? value
                : follow(value, nodeAt(resource.root, path.slice(0, segments.length)), rest).node;
            if (found && holds(found, rendered))
                return found;
            continue;
        }
        // copy and move take the value from elsewhere in the object: the operation is what set it.
        return (op.kind === 'map' && entry(op, 'path')?.value) || op;
    }
    return undefined;
}
/** `/spec/externalIPs/-` covers `spec.externalIPs[3]`: an operation's path is a prefix of the finding's. */
function kustomize_map_covers(pointer, path) {
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
        const item = asSeq(child(k.root, 'images'))?.items.find((i) => stringValue(child(i, 'newName')) === image || stringValue(child(i, 'name')) === image);
        return item ?? fieldEntry(k, 'images');
    }
    if (first === 'spec' && second === 'replicas' && path.length === 2) {
        const item = asSeq(child(k.root, 'replicas'))?.items.find((i) => resource.name.includes(stringValue(child(i, 'name')) ?? '\u0000'));
        if (item)
            return item;
    }
    const key = typeof third === 'string' ? third : undefined;
    if (first === 'metadata' && (second === 'labels' || second === 'annotations') && key !== undefined) {
        const field = second === 'labels' ? 'commonLabels' : 'commonAnnotations';
        const common = asMap(child(k.root, field));
        const inCommon = common && entry(common, key);
        if (inCommon)
            return { start: inCommon.keyStart, end: inCommon.value.end };
        if (second === 'labels') {
            for (const item of asSeq(child(k.root, 'labels'))?.items ?? []) {
                const pair = asMap(child(item, 'pairs'));
                const found = pair && entry(pair, key);
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
    for (const doc of parseYaml(text)) {
        if (doc.root === null)
            continue;
        const annotations = asMap(child(child(doc.root, 'metadata'), 'annotations'));
        const origin = annotations && entry(annotations, ORIGIN);
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
    const root = asMap(parseYaml(yaml)[0]?.root ?? undefined);
    const inTree = (written) => {
        if (written === undefined)
            return undefined;
        const absolute = external_node_path_default().resolve(wrapper, written);
        return isInside(realTree, absolute) ? toRelative(realTree, absolute) : undefined;
    };
    const repo = stringValue(child(root, 'repo'));
    const file = inTree(stringValue(child(root, 'path')));
    const configuredIn = inTree(stringValue(child(root, 'configuredIn')));
    const generator = stringValue(child(child(root, 'configuredBy'), 'kind'));
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
            notes.push(`${missing}: ${stage_describe(r)} was not rendered, and its files were judged as written.`);
        }
        else {
            errors.add(at(r.entry), `${stage_describe(r)} is not rendered: ${missing}, so what it deploys cannot be judged. Install it (GitHub's ubuntu runners have kustomize, kubectl and helm), or set render.missingTool: note to judge its files as written.`, r);
        }
        return false;
    });
    const clean = renderable.filter((r) => {
        for (const p of r.problems)
            errors.add(p, `${stage_describe(r)} is not rendered: ${p.message}.`, r);
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
            errors.add(at(r.entry), `${stage_describe(r)} does not render: ${output.reason}. ${CONSEQUENCE[r.tool]}`, r);
            return;
        }
        const file = loadFile({ path: r.entry, bytes: Buffer.from(output.text, 'utf8') }, config.render.maxOutputBytes);
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
function stage_describe(r) {
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
                notes.push(`${stage_describe(r)} is not rendered at the base commit (${there.problems[0]?.message ?? ''}): its objects count as new.`);
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
                notes.push(`${stage_describe(r)} does not render at the base commit: its objects count as new.`);
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
            rule: renderError.id,
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

;// CONCATENATED MODULE: ./src/source/shard.ts
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
    const rules = options.rules ?? RULES;
    const { active, notes } = activateRules(config, rules);
    // The repository's files: the files to scan, the roots to render, the CRDs and Namespaces rules read.
    const tree = listTree(options.root);
    const planned = planFiles(options, tree, compileSelection(config).matches);
    const render = await renderStage(options, tree, planned.files, active);
    const mine = (file) => !shard || inShard(file, shard);
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
        const ledger = sumLedgers(ledgers);
        if (!shard)
            findings.push(...closePolicy(ledger));
        findings.sort(compareFindings);
        const internalErrors = results.flatMap((r) => r.internalErrors);
        const result = {
            findings,
            skipped: [...planned.skipped, ...results.flatMap((r) => r.skipped)].sort(compareSkipped),
            summary: {
                files: files.length + consumed.length,
                documents: results.reduce((sum, r) => sum + r.documents, 0),
                resources: results.reduce((sum, r) => sum + r.resources, 0),
                ...tally(findings),
            },
            kubernetesVersion: formatKubernetesVersion(config.kubernetesVersion),
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
    const severity = active.find((a) => a.rule.id === renderError.id)?.severity;
    return renderRoots({
        tree,
        config,
        options: options.render ?? {},
        selects: (r) => (!shard || inShard(r.entry, shard)) && reads(r),
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
    const always = ids((r) => r.scope === 'policy' || isDiffAware(r));
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
        ? (words) => Promise.resolve(once.filter((file) => containsAny(file.bytes, words)))
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
            files: [...options.files].filter(matches).sort(compareStrings),
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
            addCopies(rendered, resource.name, [namespaceLabels(resource, locator(r, resource))]);
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
function git_gitAsync(cwd, args, options = {}) {
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
        const blobs = parseCatFileBatch(await git_gitAsync(top, ['cat-file', '--batch'], { input }), names.length);
        return names.flatMap(({ rel }, i) => {
            const bytes = blobs[i];
            return bytes && containsAny(bytes, needles) ? [{ path: rel, bytes }] : [];
        });
    }
}
/** The blob id of each of `files` (from the top of the repository) that is a file of `commit`, by path. */
async function blobIds(top, commit, files) {
    const listing = (await git_gitAsync(top, ['ls-tree', '-z', '--full-tree', commit, '--', ...files]))
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
    return git_gitAsync(dir, ['rev-parse', '--show-prefix']).then((stdout) => stdout.toString().trim(), () => undefined);
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
            git_git(root, ['cat-file', '-e', `${sha}^{commit}`]);
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
        git_git(root, ['fetch', '--no-tags', '--quiet', '--depth=1', 'origin', sha], {
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
        out = git_git(root, ['cat-file', '--batch'], { input: 'HEAD\n' }).toString('latin1');
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
    return git_git(root, ['merge-base', a, b]).toString().trim();
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
    return parseNameStatus(git_git(root, ['diff', '--name-status', '-z', '-M', '--no-color', `${base}...${head}`]).toString());
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
    return git_git(root, ['diff', '--no-color', '-M', `${base}...${head}`, '--', ...paths]).toString();
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
    return new Set(git(root, ['ls-files', '-z'])
        .toString()
        .split('\0')
        .filter((file) => file !== ''));
}
/** The diff of one file from `ref` to the working tree, without context lines. */
function gitWorkingTreePatch(root, ref, change) {
    const paths = change.previousPath !== undefined ? [change.previousPath, change.path] : [change.path];
    const args = ['diff', '-U0', '-M', '--no-color', '--no-ext-diff', '--relative', ref, '--', ...paths];
    return git(root, args).toString();
}

;// CONCATENATED MODULE: ./src/github/faults.ts
// A failed GitHub API call, said in one line: what failed, why, and what to change. The run goes on
// without what failed; these lines end up in the log and the job summary.
/** The remedy for a 403 when the job's `permissions:` can grant what is missing. */
function grant(permission) {
    return `add \`${permission}\` to the job's permissions (pull requests from forks always get a read-only token)`;
}
/**
 * @param what what was being done, e.g. "creating the check run"
 * @param remedy what to change when the token may not do it, e.g. `grant('checks: write')`
 */
function describeFailure(error, what, remedy) {
    const e = (typeof error === 'object' && error !== null ? error : {});
    const status = typeof e.status === 'number' ? e.status : undefined;
    const detail = faults_firstLine(typeof e.message === 'string' ? e.message : String(error));
    const headers = e.response?.headers ?? {};
    const rateLimited = headers['x-ratelimit-remaining'] === '0' || /rate limit/i.test(detail) || status === 429;
    const fail = (why, readOnly = false) => ({
        ...(status !== undefined ? { status } : {}),
        message: `${what} failed: ${why}`,
        readOnly,
    });
    if (rateLimited)
        return fail(`GitHub's API rate limit is exhausted (${detail}); re-run the job later.`);
    if (status === 401)
        return fail(`the token was rejected (401 ${detail}); check the github-token input.`);
    if (status === 403) {
        return fail(`the token may not do this (403 ${detail}): ${remedy ?? 'give the token more permissions'}.`, true);
    }
    if (status === 404) {
        return fail(`not found (404 ${detail}): the pull request's branch or commit may be gone (deleted or force-pushed) since the run started; re-run the job on its current head.`);
    }
    if (status === 422)
        return fail(`GitHub refused the request (422 ${detail}).`);
    // Octokit reports a request its timeout aborted as a 500.
    if (/operation was aborted|timed? ?out/i.test(detail)) {
        return fail('GitHub did not answer in time, even after retries; re-run the job later.');
    }
    if (status !== undefined && status >= 500) {
        return fail(`GitHub kept failing (${status} ${detail}) after retries; re-run the job later.`);
    }
    return fail(`${detail}${status !== undefined ? ` (${status})` : ''}.`);
}
function faults_firstLine(text) {
    return (text.split(/\r?\n/)[0] ?? '').replace(/\s*-\s*https:\/\/docs\.github\.com\S*$/, '').trim();
}

;// CONCATENATED MODULE: ./src/github/actor.ts
// Who makes the change, for rules some actors may override (external-ip-cidr's overrideActors): the pull
// request's author, with the membership of each team the config names asked of GitHub. A team GitHub
// will not tell about grants nothing, and the report says why.



function pullRequestActor(client, config, login) {
    return resolveActor(login, overrideTeams(config, RULES), async (org, team, username) => {
        try {
            const { data } = await client.rest.teams.getMembershipForUserInOrg({ org, team_slug: team, username });
            return data.state === 'active';
        }
        catch (e) {
            // 404: not a member (GitHub says no more than that).
            if (e.status === 404)
                return false;
            throw new Error(describeFailure(e, `checking @${org}/${team}`, "use a github-token that can read the organization's teams (a GitHub App token with members: read, or a token with read:org)").message);
        }
    });
}

;// CONCATENATED MODULE: ./src/github/check-run.ts
// The check run: created in_progress when the run starts, completed with the gate's conclusion, the
// tally as title, the markdown summary and one annotation per finding. GitHub takes at most 50
// annotations per request; the rest go in further updates, which accumulate, before the final one.



const ANNOTATIONS_PER_REQUEST = 50;
/** A bound on requests (20) for huge scans; every finding is still in the summary and the report. */
const MAX_ANNOTATIONS = 1000;
/** GitHub's limit for a check run's summary. */
const CHECK_SUMMARY_MAX = 65535;
const check_run_LEVEL = { error: 'failure', warning: 'warning', notice: 'notice' };
async function startCheckRun(client, repo, name, sha) {
    const { data } = await client.rest.checks.create({
        ...repo,
        name,
        head_sha: sha,
        status: 'in_progress',
        started_at: new Date().toISOString(),
    });
    // An app's bot user is named after its slug; only apps (GITHUB_TOKEN is one) create check runs.
    const slug = data.app?.slug;
    return { id: data.id, ...(slug ? { login: `${slug}[bot]` } : {}) };
}
async function completeCheckRun(client, repo, id, result) {
    // Waived findings are in the summary, not on the lines.
    const annotations = result.findings
        .filter((f) => !f.suppressed)
        .slice(0, MAX_ANNOTATIONS)
        .map(toAnnotation);
    const batches = [];
    for (let i = 0; i < annotations.length; i += ANNOTATIONS_PER_REQUEST) {
        batches.push(annotations.slice(i, i + ANNOTATIONS_PER_REQUEST));
    }
    const last = batches.pop() ?? [];
    const output = { title: result.title, summary: result.summary };
    for (const batch of batches) {
        await client.rest.checks.update({ ...repo, check_run_id: id, output: { ...output, annotations: batch } });
    }
    // The conclusion comes last, so a required check never passes before its annotations are in.
    await client.rest.checks.update({
        ...repo,
        check_run_id: id,
        status: 'completed',
        conclusion: result.conclusion,
        completed_at: new Date().toISOString(),
        output: { ...output, annotations: last },
    });
}
function toAnnotation(f) {
    return {
        path: f.file,
        start_line: f.line,
        end_line: f.endLine,
        // GitHub accepts columns only when the annotation starts and ends on the same line.
        ...(f.line === f.endLine ? { start_column: f.column, end_column: f.endColumn } : {}),
        annotation_level: check_run_LEVEL[f.severity],
        title: f.rule,
        // Shown as plain text: no markdown to escape, but control and bidi characters would act. The path
        // stays exact, or GitHub could not put the annotation on its file.
        message: escapeControls(f.message),
        ...(f.rendered
            ? { raw_details: escapeControls(describeRendered(f) ?? '') }
            : f.resource
                ? {
                    raw_details: escapeControls(`${formatResourceId(f.resource)}${f.path !== '' ? ` ${f.path}` : ''}`),
                }
                : {}),
    };
}

// EXTERNAL MODULE: ./node_modules/@actions/github/lib/utils.js + 18 modules
var utils = __webpack_require__(9083);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var dist_bundle = __webpack_require__(9735);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var plugin_throttling_dist_bundle = __webpack_require__(6856);
// EXTERNAL MODULE: ./node_modules/bottleneck/light.js
var light = __webpack_require__(3251);
var light_default = /*#__PURE__*/__webpack_require__.n(light);
;// CONCATENATED MODULE: ./src/github/client.ts
// The REST client: @actions/github's Octokit (GITHUB_API_URL, so GHES works; the runner's proxy) with
// retries of 5xx and timeouts, and GitHub's primary and secondary rate limits respected.





/**
 * Every wait is counted in units of a second: back-off between retries, waits for rate limits, the
 * spacing of writes, the request timeout. Only the tests shorten the unit, through this variable.
 */
const TIME_UNIT_VARIABLE = 'ADMISSION_GATE_API_TIME_UNIT_MS';
const REQUEST_TIMEOUT_UNITS = 30;
const RETRIES = 3;
/** Waiting longer than this for a rate limit would hold the job for too long: give up instead. */
const MAX_RATE_LIMIT_WAIT_UNITS = 60;
/**
 * Content-creating requests a run makes before they are spaced. GitHub asks for a second between them
 * when there are many (its secondary limit is about 80 a minute); a pull request's run makes four (the
 * check run, its completion, the review, one more batch of annotations), and spacing them held every run
 * a second or more.
 */
const UNSPACED_WRITES = 4;
function createClient(token, env, log) {
    const unit = Number(env[TIME_UNIT_VARIABLE]) > 0 ? Number(env[TIME_UNIT_VARIABLE]) : 1000;
    const onLimit = (kind, maxRetries) => (retryAfter, options, _octokit, retryCount) => {
        const retrying = retryCount < maxRetries && retryAfter <= MAX_RATE_LIMIT_WAIT_UNITS;
        log(`GitHub ${kind} rate limit hit on ${options.method} ${options.url}; ` +
            (retrying ? `retrying in ${retryAfter} s` : 'giving up on this request'));
        return retrying;
    };
    const baseFetch = utils/* defaults */.NT.request?.fetch ?? fetch;
    const withWriteSpacing = (units) => (0,github/* getOctokit */.Q)(token, {
        // Octokit merges options shallowly: keep the runner's proxy-aware fetch and agent.
        request: { ...utils/* defaults */.NT.request, fetch: withTimeout(baseFetch, REQUEST_TIMEOUT_UNITS * unit) },
        retry: { retries: RETRIES, retryAfterBaseValue: unit },
        throttle: {
            retryAfterBaseValue: unit,
            // Octokit's own spacing of content-creating requests (1 s, 3 s for notifying ones), in units,
            // after the first few of a run; they are made one at a time either way.
            write: spacedAfter(UNSPACED_WRITES, units * unit),
            notifications: spacedAfter(UNSPACED_WRITES, 3 * units * unit),
            onRateLimit: onLimit('primary', 1),
            onSecondaryRateLimit: onLimit('secondary', 2),
        },
    }, plugin_throttling_dist_bundle/* throttling */.A, dist_bundle/* retry */.L);
    const client = withWriteSpacing(1);
    // Octokit spaces every GraphQL request as a write: it cannot tell a query from a mutation. GitHub asks
    // for the spacing between content-creating requests, and this tool's GraphQL requests are all queries
    // (a change's base versions, the token's login): they go through a client of their own whose requests
    // are not spaced, so that reading the base does not wait a second after the check run is created.
    client.graphql = withWriteSpacing(0).graphql;
    return client;
}
/** Requests made one at a time, the first `burst` at once, later ones `minTime` ms apart. */
function spacedAfter(burst, minTime) {
    const group = new (light_default()).Group({ maxConcurrent: 1, minTime: 0 });
    group.on('created', (limiter) => {
        let started = 0;
        // A request's start fixes when the one after it may start: minTime set as request burst - 1 starts
        // holds from the request after the burst on.
        limiter.on('executing', () => {
            started += 1;
            if (started === burst - 1)
                void limiter.updateSettings({ minTime });
        });
    });
    return group;
}
/** Each attempt gets its own timeout, so a hung connection becomes an error the retry plugin retries. */
function withTimeout(inner, ms) {
    return (input, init) => {
        const timeout = AbortSignal.timeout(ms);
        const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
        return inner(input, { ...init, signal });
    };
}

;// CONCATENATED MODULE: ./src/github/base.ts
// The previous state for diff-aware rules and filter-mode: the base versions of the files a change touches. From git
// when the checkout has the base commit, else from GitHub at the base sha, fifty files to a GraphQL
// query (a shallow checkout, the default of actions/checkout, has only the head).


async function loadBase(client, repo, root, sha, paths) {
    const wanted = new Set(paths);
    if (gitHasCommit(root, sha)) {
        let tree;
        return {
            read: (needles) => (tree ??= new GitTree(root, sha)).filesAt(wanted, needles),
            fileAt: (path) => (wanted.has(path) ? gitFileAt(root, sha, path) : undefined),
        };
    }
    const files = await fetchFilesAt(client, repo, sha, [...wanted]);
    const byPath = new Map(files.map((file) => [file.path, file.bytes]));
    return { read: () => Promise.resolve(files), fileAt: (path) => byPath.get(path) };
}
/**
 * `base` as if only `paths` had been asked for: base versions of files the config does not select are
 * no previous state (an object moved out of one is new).
 */
function narrowBase(base, paths) {
    const wanted = new Set(paths);
    return {
        read: async (needles, files) => (await base.read(needles, files)).filter((file) => wanted.has(file.path)),
        fileAt: (path) => (wanted.has(path) ? base.fileAt(path) : undefined),
    };
}
// Blobs per GraphQL query: a change of 3,000 files (all GitHub lists) takes 60 queries, and one response
// holds at most a few megabytes of text.
const BLOBS_PER_QUERY = 50;
/**
 * The files at `ref` that exist there, `BLOBS_PER_QUERY` to a GraphQL query. GraphQL gives a blob's text
 * only when git deems it text and it is not too big: the others (UTF-16, binary, large) come from the
 * contents API, byte for byte.
 */
async function fetchFilesAt(client, repo, ref, paths) {
    const files = [];
    const withoutText = [];
    for (let at = 0; at < paths.length; at += BLOBS_PER_QUERY) {
        const batch = paths.slice(at, at + BLOBS_PER_QUERY);
        const fields = batch.map((_, i) => `f${i}: object(expression: $e${i}) { ... on Blob { text isTruncated } }`);
        const variables = Object.fromEntries(batch.map((path, i) => [`e${i}`, `${ref}:${path}`]));
        const query = `query(${['$owner: String!', '$name: String!', ...batch.map((_, i) => `$e${i}: String!`)].join(', ')}) {
  repository(owner: $owner, name: $name) { ${fields.join('\n    ')} }
}`;
        const data = await client.graphql(query, { owner: repo.owner, name: repo.repo, ...variables });
        for (const [i, path] of batch.entries()) {
            const blob = data.repository[`f${i}`];
            // Absent at `ref`, or a folder there.
            if (!blob || !('isTruncated' in blob))
                continue;
            if (blob.text !== null && !blob.isTruncated)
                files.push({ path, bytes: Buffer.from(blob.text, 'utf8') });
            else
                withoutText.push(path);
        }
    }
    const raw = await Promise.all(withoutText.map((path) => fetchFileAt(client, repo, ref, path)));
    return [...files, ...raw.filter((file) => file !== undefined)];
}
/** A file's raw bytes at `ref` from the contents API; undefined when it did not exist there (404). */
async function fetchFileAt(client, repo, ref, path) {
    try {
        const response = await client.request('GET /repos/{owner}/{repo}/contents/{path}', {
            ...repo,
            path,
            ref,
            // The raw bytes, undecoded: the loader detects UTF-16 and binary files itself.
            mediaType: { format: 'raw' },
            request: { parseSuccessResponseBody: false },
        });
        const body = response.data;
        return { path, bytes: new Uint8Array(await new Response(body).arrayBuffer()) };
    }
    catch (e) {
        // 404: the file did not exist at the base commit.
        if (e.status === 404)
            return undefined;
        throw e;
    }
}

;// CONCATENATED MODULE: ./src/github/inputs.ts
// The Action's inputs (action.yml), validated. The runner applies action.yml's defaults; @actions/core
// does not, so an empty input here means the workflow set it empty.








const SCOPES = ['auto', 'changed', 'all'];
const CONFIG_SOURCES = ['base', 'head'];
const FAIL_ON = [...SEVERITIES, 'never'];
const DEFAULT_CONFIG_FILE = '.admission-gate.yaml';
class InputError extends Error {
}
function oneOf(name, allowed, fallback) {
    const value = core/* getInput */.V4(name);
    if (value === '')
        return fallback;
    if (allowed.includes(value))
        return value;
    throw new InputError(`input ${name} must be one of ${allowed.join(', ')}, not "${value}"`);
}
function flag(name, fallback) {
    const value = core/* getInput */.V4(name).toLowerCase();
    if (value === '')
        return fallback;
    if (value === 'true' || value === 'false')
        return value === 'true';
    throw new InputError(`input ${name} must be true or false, not "${value}"`);
}
function globs(name) {
    const patterns = core/* getMultilineInput */.q3(name).filter((p) => p !== '');
    for (const pattern of patterns) {
        const problem = globProblem(pattern);
        if (problem)
            throw new InputError(`input ${name}: "${pattern}" ${problem}`);
    }
    return patterns;
}
function readInputs() {
    const versionText = core/* getInput */.V4('kubernetes-version');
    const kubernetesVersion = versionText === '' ? undefined : parseKubernetesVersion(versionText);
    if (versionText !== '' && kubernetesVersion === undefined) {
        throw new InputError(`input kubernetes-version must be latest or vMAJOR.MINOR (such as v1.34), not "${versionText}"`);
    }
    const token = core/* getInput */.V4('github-token');
    if (token === '')
        throw new InputError('input github-token is empty: the default, ${{ github.token }}, is right for most workflows');
    const sarifFile = core/* getInput */.V4('sarif-file');
    const paths = globs('paths');
    const configSource = core/* getInput */.V4('config-source');
    const shardText = core/* getInput */.V4('shard');
    const shard = shardText === '' ? undefined : parseShard(shardText);
    if (shardText !== '' && shard === undefined) {
        throw new InputError(`input shard must be ${SHARD_SYNTAX}, not "${shardText}"`);
    }
    return {
        paths: paths.length > 0 ? paths : DEFAULT_INCLUDE,
        ignore: globs('ignore'),
        config: core/* getInput */.V4('config') || DEFAULT_CONFIG_FILE,
        ...(configSource !== '' ? { configSource: oneOf('config-source', CONFIG_SOURCES, 'base') } : {}),
        scope: oneOf('scope', SCOPES, 'auto'),
        failOn: oneOf('fail-on', FAIL_ON, 'error'),
        failOnEmpty: flag('fail-on-empty', false),
        filterMode: oneOf('filter-mode', FILTER_MODES, 'all'),
        ...(kubernetesVersion !== undefined ? { kubernetesVersion } : {}),
        checkRun: flag('check-run', true),
        checkName: `${core/* getInput */.V4('check-name') || 'Admission Gate'}${shard ? ` (shard ${formatShard(shard)})` : ''}`,
        reviewComments: flag('review-comments', true),
        ...(sarifFile !== '' ? { sarifFile } : {}),
        ...(shard ? { shard } : {}),
        render: oneOf('render', RENDER_MODES, 'auto'),
        token,
    };
}
/**
 * The sarif-file input as given, before any input is validated: a run that fails on its inputs still
 * writes the file its workflow uploads next.
 */
function sarifFileInput() {
    return core/* getInput */.V4('sarif-file') || undefined;
}

;// CONCATENATED MODULE: ./src/source/changed-file.ts
// A file a change touches, as GitHub's pull-request and compare APIs describe it (and `git diff`).
/** Files that exist after the change: what a scan of the change reads. */
function headPaths(changes) {
    return changes.filter((c) => c.status !== 'removed').map((c) => c.path);
}
/**
 * Files whose previous versions hold the objects the change updates: modified and removed files, and the
 * old side of renames and copies (an object moved to another file is an update, not a create).
 */
function basePaths(changes) {
    const paths = new Set();
    for (const c of changes) {
        if (c.previousPath !== undefined)
            paths.add(c.previousPath);
        if (c.status !== 'added' && c.status !== 'renamed' && c.status !== 'copied')
            paths.add(c.path);
    }
    return [...paths];
}
/** Every path the change touches, on either side: a root that reads one of them renders differently. */
function touchedPaths(changes) {
    return [
        ...new Set(changes.flatMap((c) => (c.previousPath !== undefined ? [c.path, c.previousPath] : [c.path]))),
    ];
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

;// CONCATENATED MODULE: ./src/github/changes.ts
// Which files a change touches: a pull request's files from the API (with the patches review comments
// need), a push's or merge group's from the local history when the checkout has it, else the compare API.

/** GitHub's caps: the pull-request files API stops at 3,000 files, the compare API at 300. */
const PULL_REQUEST_FILES_CAP = 3000;
const COMPARE_FILES_CAP = 300;
const FULL_HISTORY = 'Check out with fetch-depth: 0 (actions/checkout) so that the changed files come from the git history, which lists all of them.';
function fromApi(file) {
    return {
        path: file.filename,
        status: file.status,
        ...(file.previous_filename !== undefined ? { previousPath: file.previous_filename } : {}),
        ...(file.patch !== undefined ? { patch: file.patch } : {}),
    };
}
function localHistory(root, range) {
    return gitHasCommit(root, range.base) && gitHasCommit(root, range.head);
}
async function pullRequestChanges(client, repo, pr, root) {
    const listed = (await client.paginate(client.rest.pulls.listFiles, { ...repo, pull_number: pr.number, per_page: 100 })).map(fromApi);
    const total = pr.changedFiles ?? listed.length;
    if (listed.length < PULL_REQUEST_FILES_CAP && total <= listed.length) {
        return { files: listed, baseSha: pr.baseSha, notes: [], truncated: false };
    }
    const range = { base: pr.baseSha, head: pr.headSha };
    if (localHistory(root, range)) {
        // Keep the API's patches where it gave them; git fills in the rest.
        const patches = new Map(listed.map((f) => [f.path, f.patch]));
        const files = gitChangedFiles(root, range.base, range.head).map((f) => {
            const patch = patches.get(f.path);
            return patch !== undefined ? { ...f, patch } : f;
        });
        return {
            files,
            baseSha: pr.baseSha,
            notes: [
                `GitHub lists at most ${PULL_REQUEST_FILES_CAP} files of a pull request; the list of ${files.length} changed files comes from the local git history.`,
            ],
            truncated: false,
        };
    }
    return {
        files: listed,
        baseSha: pr.baseSha,
        notes: [
            `This pull request changes ${total} files, but GitHub lists only the first ${listed.length}, and the checkout has no history to list the others: they were not scanned, so the gate fails. ${FULL_HISTORY}`,
        ],
        truncated: true,
    };
}
async function rangeChanges(client, repo, range, root) {
    if (localHistory(root, range)) {
        return {
            files: gitChangedFiles(root, range.base, range.head),
            baseSha: gitMergeBase(root, range.base, range.head),
            notes: [],
            truncated: false,
        };
    }
    const { data } = await client.rest.repos.compareCommitsWithBasehead({
        ...repo,
        basehead: `${range.base}...${range.head}`,
        per_page: 1,
    });
    const files = (data.files ?? []).map(fromApi);
    const truncated = files.length >= COMPARE_FILES_CAP;
    return {
        files,
        baseSha: data.merge_base_commit.sha,
        notes: truncated
            ? [
                `GitHub's compare API lists at most ${COMPARE_FILES_CAP} changed files and this change has at least as many, and the checkout has no history to list them: the others were not scanned, so the gate fails. ${FULL_HISTORY}`,
            ]
            : [],
        truncated,
    };
}

;// CONCATENATED MODULE: ./src/github/plan.ts
// What a run scans: every file (scheduled scans, new branches) or the files the change touches, with the
// base versions of those files as the previous state for diff-aware rules. Files must pass both the
// Action's `paths`/`ignore` inputs and the config's include/exclude.















/** Nothing can be scanned as asked: the run fails closed. */
class PlanError extends Error {
}
/** Neither GitHub nor the checkout can say which files changed. */
class ChangesUnavailable extends Error {
}
/**
 * Asks for the change's files and a pull request's base versions when the plan will need them, before
 * the config is read: which files changed depends on the event and the scope input only, and every pull
 * request is judged against its base.
 */
function askAhead(client, event, inputs, root) {
    // Every file of a pull request is scanned with its files listed too, for review comments.
    if (!event.range || (inputs.scope === 'all' && !event.pullRequest))
        return {};
    const changes = listChanges(client, event, event.range, root);
    const selected = inputSelection(inputs).matches;
    const base = event.pullRequest
        ? changes.then((c) => loadBase(client, event.repo, root, c.baseSha, basePaths(c.files).filter(selected)))
        : undefined;
    // planScan awaits them; a run that stops before (an invalid config) leaves their failures unasked.
    for (const asked of [changes, base])
        asked?.catch(() => undefined);
    return { changes, ...(base ? { base } : {}) };
}
function inputSelection(inputs) {
    const selection = { include: inputs.paths, exclude: inputs.ignore };
    return { selection, matches: compileSelection(selection).matches };
}
async function planScan(client, event, inputs, config, root, ahead) {
    if (event.range)
        holdsTheChange(root, event.range.head);
    const { selection, matches: selected } = inputSelection(inputs);
    const notes = [];
    const configMatches = compileSelection(config).matches;
    const matches = (p) => selected(p) && configMatches(p);
    const { filterMode } = inputs;
    const everyFile = async (changes) => {
        // Every file of a pull request is judged as its change: a suppression it adds waives nothing.
        const judgesChange = changes !== undefined && event.pullRequest !== undefined;
        const base = changes && (filterMode === 'changed-objects' || judgesChange)
            ? await readBase(client, event, root, changes, matches, notes, ahead.base)
            : undefined;
        const { files, skipped } = discoverFiles(root, ['.'], selection);
        return {
            scan: {
                files,
                filesAreComplete: true,
                walkSkipped: skipped,
                ...changeFilter(filterMode, changes, base, root, config.maxFileSize, notes, event),
                ...(judgesChange
                    ? {
                        suppressionsFromBase: true,
                        suppressionBase: withUnchangedFiles(base?.read, changes, root, config.maxFileSize),
                    }
                    : {}),
            },
            ...(changes ? { changes } : {}),
            notes,
        };
    };
    if (inputs.scope === 'all' || !event.range) {
        if (inputs.scope !== 'all' && (inputs.scope === 'changed' || event.noRangeReason !== undefined)) {
            notes.push(`Every file was scanned: ${event.noRangeReason ?? `the ${event.name} event is no change to compare`}.`);
        }
        if (!event.range || !event.pullRequest)
            return everyFile();
        // Review comments need the pull request's files even when every file is scanned; without them
        // there is no review, but the scan stands.
        try {
            const changes = await listed(ahead.changes);
            notes.push(...changes.notes);
            return await everyFile(changes);
        }
        catch (e) {
            if (!(e instanceof ChangesUnavailable))
                throw e;
            notes.push(`${e.message} There are no review comments.`);
            return everyFile();
        }
    }
    const changes = await listed(ahead.changes).catch((e) => {
        throw e instanceof ChangesUnavailable ? new PlanError(`${e.message} Nothing was scanned.`) : e;
    });
    notes.push(...changes.notes);
    // A pull request is the author's proposal: only the base's suppressions count in it. A push or a merge
    // group carries what review already let through (a suppression merged with its pull request).
    const suppressionsFromBase = event.pullRequest !== undefined;
    const needsBase = suppressionsFromBase ||
        readsPrevious(activateRules(config, RULES).active) ||
        filterMode === 'changed-objects';
    const base = needsBase
        ? await readBase(client, event, root, changes, matches, notes, ahead.base)
        : undefined;
    return {
        scan: {
            files: headPaths(changes.files).filter(selected),
            ...(base ? { base: base.read } : {}),
            ...changeFilter(filterMode, changes, base, root, config.maxFileSize, notes, event),
            suppressionsFromBase,
        },
        render: { touched: touchedPaths(changes.files), writeBase: baseTreeWriter(root, changes.baseSha) },
        changes,
        notes,
        ...(changes.truncated
            ? { incomplete: 'GitHub could not list every changed file, so some were not scanned' }
            : {}),
    };
}
/**
 * The workspace must hold the change: its checkout is the change's head, or a commit on it (GitHub's merge
 * of a pull request, which actions/checkout takes on pull_request). Any other (pull_request_target checks
 * out the base unless told otherwise) holds files the change does not deploy: judged, they would pass it.
 */
function holdsTheChange(root, head) {
    const checkedOut = gitCheckedOut(root);
    if (checkedOut && (checkedOut.sha === head || checkedOut.parents.includes(head)))
        return;
    const what = checkedOut ? `commit ${checkedOut.sha.slice(0, 7)}` : 'no git commit';
    throw new PlanError(`The workspace holds ${what}, neither the change's head ${head.slice(0, 7)} nor a commit on it (such as GitHub's merge of a pull request): its files are not what the change deploys, so nothing was scanned. Check out the change: on pull_request_target, actions/checkout with ref: \${{ github.event.pull_request.head.sha }}.`);
}
/**
 * The base as a scan of every file needs it: the base versions of the changed files, and the files the
 * change did not touch as they are in the checkout, which is what they were at the base.
 */
function withUnchangedFiles(changed, changes, root, maxFileSize) {
    const touched = new Set(touchedPaths(changes.files));
    const reader = new FileReader(external_node_fs_default().realpathSync(root));
    return async (needles, files) => {
        const unchanged = files.flatMap((file) => {
            if (touched.has(file))
                return [];
            const read = reader.read(external_node_path_default().join(root, file), maxFileSize);
            return read.ok && containsAny(read.bytes, needles) ? [{ path: file, bytes: read.bytes }] : [];
        });
        return [...((await changed?.(needles, files)) ?? []), ...unchanged];
    };
}
/**
 * The base commit's tree for rendering at the base, from the checkout; a shallow checkout (the default
 * of actions/checkout) lacks the commit, which is then fetched from origin with the checkout's
 * credentials.
 */
function baseTreeWriter(root, sha) {
    return (dir) => {
        if (!gitHasCommit(root, sha) && !gitFetchCommit(root, sha)) {
            return `The base commit ${sha.slice(0, 7)} is not in the checkout and could not be fetched (check out with fetch-depth: 0 to render the base)`;
        }
        return gitWriteTree(root, sha, dir);
    };
}
/**
 * The filter of filter-mode: a file the change did not touch is as it was; added lines come from the
 * diff (GitHub's, or the local history's when GitHub leaves a large one out), previous versions from the
 * base. Without a change to compare (a scheduled scan), every finding counts, and a note says so.
 */
function changeFilter(mode, changes, base, root, maxFileSize, notes, event) {
    if (mode === 'all')
        return {};
    if (!changes || !event.range) {
        notes.push(`filter-mode ${mode}: the ${event.name} event is no change to compare, so every finding counts.`);
        return {};
    }
    const { range } = event;
    const byPath = new Map(changes.files.map((c) => [c.path, c]));
    const history = gitHasCommit(root, changes.baseSha) && gitHasCommit(root, range.head);
    const realRoot = external_node_fs_default().realpathSync(root);
    return {
        filter: {
            mode,
            change(file) {
                const change = byPath.get(file);
                if (!change || change.status === 'removed')
                    return undefined;
                if (change.status === 'added')
                    return {};
                const before = base?.fileAt(change.previousPath ?? file);
                const patch = change.patch ?? (history ? gitPatch(root, changes.baseSha, range.head, change) : undefined);
                return {
                    ...(before ? { before } : {}),
                    ...(mode === 'added-lines' && patch !== undefined ? { addedLines: newSideLines(patch).added } : {}),
                };
            },
            current(file) {
                const read = readRegularFile(external_node_path_default().join(root, file), maxFileSize, realRoot);
                return read.ok ? read.bytes : undefined;
            },
        },
    };
}
function listed(changes) {
    if (!changes)
        throw new Error('the change was not listed ahead (askAhead)');
    return changes;
}
async function listChanges(client, event, range, root) {
    try {
        return event.pullRequest
            ? await pullRequestChanges(client, event.repo, event.pullRequest, root)
            : await rangeChanges(client, event.repo, range, root);
    }
    catch (e) {
        const failure = describeFailure(e, 'listing the changed files', grant('contents: read'));
        if (!gitHasCommit(root, range.base) || !gitHasCommit(root, range.head)) {
            throw new ChangesUnavailable(`${failure.message} The checkout lacks the history to list them itself.`);
        }
        return {
            files: gitChangedFiles(root, range.base, range.head),
            baseSha: range.base,
            notes: [`${failure.message} The changed files come from the local git history instead.`],
            truncated: false,
        };
    }
}
async function readBase(client, event, root, changes, matches, notes, fetched) {
    const paths = basePaths(changes.files).filter(matches);
    if (paths.length === 0)
        return undefined;
    try {
        return fetched
            ? narrowBase(await fetched, paths)
            : await loadBase(client, event.repo, root, changes.baseSha, paths);
    }
    catch (e) {
        notes.push(`${describeFailure(e, 'reading the base versions of the changed files', grant('contents: read')).message} Every object and every suppression in the changed files counts as new, so unchanged values may be reported and suppressions waive nothing.`);
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/github/config.ts
// The config a run is judged by. For a change (a pull request, a merge group) it comes from the base
// commit unless the workflow says otherwise (input config-source), so that a change cannot weaken the
// gate that judges it; the change's own version is linted, and the summary says that it changed.
// Either version is data: read, parsed and validated, never executed or imported.
















/** Events whose change is judged by its base's config unless config-source says head. */
const CHANGE_EVENTS = new Set(['pull_request', 'pull_request_target', 'merge_group']);
async function loadRunConfig(client, event, inputs, root) {
    const file = inputs.config;
    const head = readCheckedOut(root, file);
    const baseSha = event.pullRequest?.baseSha ?? event.range?.base;
    const source = inputs.configSource ?? (CHANGE_EVENTS.has(event.name) ? 'base' : 'head');
    const notes = [];
    if (source === 'head' || baseSha === undefined) {
        if (source === 'base')
            notes.push(`config-source is base, but the ${event.name} event has no base commit: the checked-out ${file} judged.`);
        const config = configOf(head, root, file);
        // A change's own config may not make the scan read files outside the workspace.
        return {
            config: CHANGE_EVENTS.has(event.name) ? insideWorkspace(config, root, notes) : config,
            notes,
            changeIssues: [],
        };
    }
    const base = await readAtCommit(client, event, root, baseSha, file);
    const config = configOf(base, root, file, ' at the base commit');
    if (sameVersion(base, head))
        return { config, notes, changeIssues: [] };
    const verb = 'missing' in base ? 'adds' : 'missing' in head ? 'deletes' : 'edits';
    notes.push(`This change ${verb} ${file}, but the version of the base commit judged it (config-source: base): the change applies once merged.`);
    if ('missing' in head)
        return { config, notes, changeIssues: [] };
    try {
        configOf(head, root, file);
        notes.push(`The changed ${file} is valid.`);
        return { config, notes, changeIssues: [] };
    }
    catch (e) {
        if (!(e instanceof ConfigError))
            throw e;
        notes.push(`The changed ${file} is invalid: merged, it would stop every run of the gate. Its problems:`);
        notes.push(...e.issues.map((i) => `${i.file}:${i.line}:${i.column}: ${i.message}`));
        return { config, notes, changeIssues: e.issues };
    }
}
/** The config file in the checkout: repository content, so it may not lead out of the workspace. */
function readCheckedOut(root, file) {
    const read = readRegularFile(external_node_path_default().resolve(root, file), DEFAULT_MAX_FILE_SIZE, external_node_fs_default().realpathSync(root));
    if (read.ok)
        return decoded(read.bytes);
    return read.missing ? { missing: true } : { problem: read.reason };
}
/** The config file at a commit: from git when the checkout has the commit, else from the contents API. */
async function readAtCommit(client, event, root, sha, file) {
    const relative = toRelative(root, external_node_path_default().resolve(root, file));
    let bytes;
    try {
        bytes = gitHasCommit(root, sha)
            ? gitFileAt(root, sha, relative)
            : (await fetchFileAt(client, event.repo, sha, relative))?.bytes;
    }
    catch (e) {
        const failure = describeFailure(e, `reading ${file} at the base commit`, grant('contents: read'));
        throw new PlanError(`${failure.message} The gate judges a change by its base's config, so nothing was scanned (config-source: head would read the change's own).`);
    }
    return bytes === undefined ? { missing: true } : decoded(bytes);
}
function decoded(bytes) {
    return { text: decodeText(bytes) };
}
function sameVersion(a, b) {
    if ('text' in a && 'text' in b)
        return a.text === b.text;
    return 'missing' in a && 'missing' in b;
}
/** The validated config of one version, as a run uses it: the file itself, in any version, is no manifest. */
function configOf(version, root, file, where = '') {
    const problem = (message) => new ConfigError([{ file, line: 1, column: 1, message: `${message}${where}` }]);
    const relative = toRelative(root, external_node_path_default().resolve(root, file));
    let config;
    if ('text' in version)
        config = parseConfig(version.text, relative, RULES);
    else if ('problem' in version)
        throw problem(`cannot read the config file: ${version.problem}`);
    else if (file === DEFAULT_CONFIG_FILE)
        config = DEFAULT_CONFIG;
    else
        throw problem('cannot read the config file: it does not exist');
    return { ...config, exclude: [...config.exclude, (0,esm/* escape */.ih)(relative)] };
}
/**
 * A change's config judging it: its CRD sources must lie in the workspace, as repository content, and it
 * chooses no rendering binary and no network.
 */
function insideWorkspace(config, root, notes) {
    const inside = (p) => isInside(root, external_node_path_default().resolve(root, p));
    const outside = [...config.crds.paths, ...config.crds.schemaDirs].filter((p) => !inside(p));
    if (outside.length > 0) {
        notes.push(`The change's own config judged it (config-source: head), so crds paths outside the workspace were not read: ${outside.join(', ')}.`);
    }
    const render = confinedRenderConfig(config.render);
    if (render.dropped.length > 0) {
        notes.push(`The change's own config judged it (config-source: head), so its ${render.dropped.join(', ')} were ignored: a change does not choose the programs that render it or let them reach the network.`);
    }
    return {
        ...config,
        crds: { paths: config.crds.paths.filter(inside), schemaDirs: config.crds.schemaDirs.filter(inside) },
        render: render.config,
    };
}

;// CONCATENATED MODULE: ./src/github/event.ts
// The workflow's event, reduced to what a run judges: the commit that gets the check run, the pull
// request (for review comments and, later, who may override the gate) and the commits a change spans.
class EventError extends Error {
}
const NO_COMMIT = /^0+$/;
const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target']);
function field(value, ...keys) {
    let at = value;
    for (const key of keys)
        at = typeof at === 'object' && at !== null ? at[key] : undefined;
    return at;
}
function event_text(value, ...keys) {
    const found = field(value, ...keys);
    return typeof found === 'string' && found !== '' ? found : undefined;
}
function required(value, name, ...keys) {
    const found = event_text(value, ...keys);
    if (found === undefined)
        throw new EventError(`the ${name} event has no ${keys.join('.')}`);
    return found;
}
function parseEvent(name, payload, env) {
    const repo = parseRepo(payload, env);
    const sha = env.GITHUB_SHA ?? '';
    if (PULL_REQUEST_EVENTS.has(name)) {
        const pullRequest = parsePullRequest(name, payload);
        return {
            name,
            repo,
            sha: pullRequest.headSha,
            pullRequest,
            range: { base: pullRequest.baseSha, head: pullRequest.headSha },
        };
    }
    if (name === 'merge_group') {
        const head = required(payload, name, 'merge_group', 'head_sha');
        return {
            name,
            repo,
            sha: head,
            range: { base: required(payload, name, 'merge_group', 'base_sha'), head },
        };
    }
    if (name === 'push') {
        const before = event_text(payload, 'before') ?? '';
        const after = event_text(payload, 'after') ?? sha;
        if (NO_COMMIT.test(after))
            return { name, repo, sha: after, deletedRef: true };
        if (before === '' || NO_COMMIT.test(before)) {
            return {
                name,
                repo,
                sha: after,
                noRangeReason: 'the push created the branch, so there is no previous commit',
            };
        }
        return { name, repo, sha: after, range: { base: before, head: after } };
    }
    if (sha === '')
        throw new EventError(`GITHUB_SHA is not set for the ${name} event`);
    return { name, repo, sha };
}
function parsePullRequest(name, payload) {
    const number = field(payload, 'pull_request', 'number');
    if (typeof number !== 'number')
        throw new EventError(`the ${name} event has no pull_request.number`);
    const changedFiles = field(payload, 'pull_request', 'changed_files');
    const headRepo = event_text(payload, 'pull_request', 'head', 'repo', 'full_name');
    const baseRepo = event_text(payload, 'pull_request', 'base', 'repo', 'full_name');
    return {
        number,
        headSha: required(payload, name, 'pull_request', 'head', 'sha'),
        baseSha: required(payload, name, 'pull_request', 'base', 'sha'),
        author: event_text(payload, 'pull_request', 'user', 'login') ?? '',
        // A deleted fork leaves head.repo null: still not this repository.
        fromFork: headRepo !== baseRepo,
        ...(typeof changedFiles === 'number' ? { changedFiles } : {}),
    };
}
function parseRepo(payload, env) {
    const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
    if (owner && repo)
        return { owner, repo };
    const fromPayload = {
        owner: event_text(payload, 'repository', 'owner', 'login'),
        repo: event_text(payload, 'repository', 'name'),
    };
    if (fromPayload.owner && fromPayload.repo)
        return { owner: fromPayload.owner, repo: fromPayload.repo };
    throw new EventError('GITHUB_REPOSITORY is not set and the event names no repository');
}

;// CONCATENATED MODULE: ./src/github/links.ts
// Links into the repository on GitHub (or GHES, through GITHUB_SERVER_URL): files at one commit, and runs.
/** A file's line at `sha`; every path segment is encoded, parentheses too, so it is safe in markdown. */
function blobUrl(serverUrl, repo, sha) {
    const base = `${serverUrl.replace(/\/+$/, '')}/${repo.owner}/${repo.repo}/blob/${sha}/`;
    return (file, line) => base +
        file
            .split('/')
            .map((segment) => encodeURIComponent(segment).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16)}`))
            .join('/') +
        (line !== undefined ? `#L${line}` : '');
}
/** The page of a workflow run: its job summaries, logs and artifacts. */
function workflowRunUrl(serverUrl, repo, runId) {
    return `${serverUrl.replace(/\/+$/, '')}/${repo.owner}/${repo.repo}/actions/runs/${encodeURIComponent(runId)}`;
}

;// CONCATENATED MODULE: ./src/github/diff.ts
// Lines a review comment may point at: GitHub accepts comments only on lines inside the diff's hunks,
// on the new side (added or context lines). One line outside makes it refuse the whole review.

/** New-side line numbers inside the hunks of a unified diff. */
function commentableLines(patch) {
    const { added, context } = newSideLines(patch);
    return new Set([...added, ...context]);
}

;// CONCATENATED MODULE: ./src/github/review.ts
// Review comments on a pull request: one review (event COMMENT; the check run is the gate) with inline
// comments only on lines inside the diff's hunks, at most 30, the rest listed in the review body. Each
// finding carries a hidden fingerprint, so a re-run posts only what is new, and the comments of findings
// that are gone are edited to say so (a human reply in the thread stays visible, where resolving the
// thread would fold it away).






const MAX_INLINE_COMMENTS = 30;
/** Findings listed one by one in the review body; the rest are counted. */
const MAX_LISTED = 50;
/** Fingerprints a review body records (13 characters each, well inside GitHub's 65,536). */
const MAX_RECORDED = 3000;
const FINDING_MARKER = /<!-- admission-gate:finding:([0-9a-f]+) -->/;
const REVIEW_MARKER = /<!-- admission-gate:findings:([0-9a-f,]*) -->/;
function review_fingerprint(f) {
    const resource = f.resource
        ? [f.resource.apiVersion, f.resource.kind, f.resource.namespace ?? '', f.resource.name]
        : [];
    // Without an object to name, the line and message tell findings apart; otherwise they may move freely.
    const where = f.resource ? [f.path, f.value ?? ''] : [String(f.line), f.message];
    // Two roots rendering one source line into same-named objects are two findings.
    const root = f.rendered ? [f.rendered.root, f.rendered.release ?? ''] : [];
    return (0,external_node_crypto_.createHash)('sha256')
        .update([f.rule, f.file, ...root, ...resource, ...where].join('\u0000'))
        .digest('hex')
        .slice(0, 12);
}
async function reviewPullRequest(client, repo, findings, context) {
    const pull = { ...repo, pull_number: context.pullRequest.number };
    const [comments, reviews] = await Promise.all([
        client.paginate(client.rest.pulls.listReviewComments, { ...pull, per_page: 100 }),
        client.paginate(client.rest.pulls.listReviews, { ...pull, per_page: 100 }),
    ]);
    const ours = (author) => context.self !== undefined && author?.login.toLowerCase() === context.self.toLowerCase();
    const open = comments.flatMap((c) => {
        const found = ours(c.user) ? FINDING_MARKER.exec(c.body) : null;
        return found?.[1] ? [{ id: c.id, file: c.path, fingerprint: found[1], body: c.body }] : [];
    });
    const known = new Set([
        ...open.map((c) => c.fingerprint),
        ...reviews.flatMap((r) => ours(r.user) ? (REVIEW_MARKER.exec(r.body ?? '')?.[1]?.split(',') ?? []) : []),
    ]);
    const lines = commentableByFile(context);
    // A waived finding gets no comment, and its old comment counts as resolved.
    const current = new Map(findings.filter((f) => !f.suppressed).map((f) => [review_fingerprint(f), f]));
    const fresh = [...current].filter(([fp, f]) => lines.has(f.file) && !known.has(fp));
    const inline = fresh.filter(([, f]) => lines.get(f.file)?.has(f.line)).slice(0, MAX_INLINE_COMMENTS);
    const inBody = fresh.filter((entry) => !inline.includes(entry));
    let inlineRefused = false;
    if (fresh.length > 0) {
        const post = (asComments, listed) => client.rest.pulls.createReview({
            ...pull,
            commit_id: context.pullRequest.headSha,
            event: 'COMMENT',
            body: reviewBody(asComments.length, listed, context),
            comments: asComments.map(([fp, f]) => ({
                path: f.file,
                line: f.line,
                side: 'RIGHT',
                body: commentBody(fp, f),
            })),
        });
        try {
            await post(inline, inBody);
        }
        catch (e) {
            if (e.status !== 422 || inline.length === 0)
                throw e;
            // The diff GitHub checks against moved on since the patches were read: keep the findings, in the body.
            inlineRefused = true;
            await post([], fresh);
        }
    }
    // With an incomplete file list, a finding missing from this run may just not have been looked at.
    const gone = context.truncated
        ? []
        : open.filter((c) => context.owns(c.file) && !current.has(c.fingerprint));
    for (const comment of gone) {
        await client.rest.pulls.updateReviewComment({
            ...repo,
            comment_id: comment.id,
            body: resolvedBody(comment, context.pullRequest.headSha),
        });
    }
    return {
        inline: inlineRefused ? 0 : inline.length,
        listed: inlineRefused ? fresh.length : inBody.length,
        resolved: gone.length,
        inlineRefused,
    };
}
/**
 * The token's login from GraphQL's `viewer`, which answers for app installation tokens (GITHUB_TOKEN:
 * `github-actions[bot]`) where `GET /user` refuses them, and for personal tokens alike.
 */
async function viewerLogin(client) {
    const data = await client.graphql('query { viewer { login } }');
    return data.viewer.login;
}
function commentableByFile(context) {
    const byFile = new Map();
    for (const change of context.changes) {
        if (change.status === 'removed')
            continue;
        const patch = change.patch ?? context.patchOf(change);
        byFile.set(change.path, patch !== undefined ? commentableLines(patch) : new Set());
    }
    return byFile;
}
function severityLabel(f) {
    return f.severity.charAt(0).toUpperCase() + f.severity.slice(1);
}
function commentBody(fp, f) {
    const object = f.resource ? ` \u00b7 ${escapeMarkdown(formatResourceId(f.resource))}` : '';
    const path = f.path !== '' ? ` \u00b7 ${escapeMarkdown(f.path)}` : '';
    const rendered = describeRendered(f, false);
    return (`<!-- admission-gate:finding:${fp} -->\n` +
        `**${severityLabel(f)}** \u00b7 [${f.rule}](${docsUrl(f.rule)})${object}${path}\n\n${escapeMarkdown(f.message)}` +
        (rendered !== undefined ? `\n\n_${escapeMarkdown(rendered)}_` : ''));
}
function reviewBody(inline, listed, context) {
    const recorded = listed.map(([fp]) => fp).slice(0, MAX_RECORDED);
    const total = inline + listed.length;
    const lines = [
        `<!-- admission-gate:findings:${recorded.join(',')} -->`,
        `**${TOOL_TITLE}** found ${plural_plural(total, 'new finding')} in this pull request` +
            (inline > 0 ? `, ${inline} of them as inline comments.` : '.'),
    ];
    if (listed.length > 0) {
        lines.push('', inline >= MAX_INLINE_COMMENTS
            ? 'Outside the changed lines or beyond the first 30 comments:'
            : 'Outside the changed lines:', '');
        for (const [, f] of listed.slice(0, MAX_LISTED)) {
            const location = markdownLink(`${f.file}:${f.line}`, context.fileUrl(f.file, f.line));
            const rendered = describeRendered(f, false);
            lines.push(`- **${severityLabel(f)}** ${location} [${f.rule}](${docsUrl(f.rule)}): ${escapeMarkdown(f.message)}` +
                (rendered !== undefined ? ` _(${escapeMarkdown(rendered)})_` : ''));
        }
        if (listed.length > MAX_LISTED)
            lines.push(`- \u2026 and ${listed.length - MAX_LISTED} more.`);
    }
    lines.push('', `The check run "${escapeMarkdown(context.checkName)}" has the full report.`);
    return lines.join('\n');
}
function resolvedBody(comment, sha) {
    const original = comment.body.replace(FINDING_MARKER, '').trim();
    return (`<!-- admission-gate:resolved:${comment.fingerprint} -->\n` +
        `**Resolved** in ${sha.slice(0, 7)}: ${TOOL_TITLE} no longer reports this.\n\n` +
        `<details><summary>Original comment</summary>\n\n${original}\n\n</details>`);
}

;// CONCATENATED MODULE: ./src/github/action.ts
// The Action: event and inputs \u2192 plan \u2192 scan \u2192 check run, review, annotations, job summary, outputs.
// GitHub failing never takes the findings or the gate with it: what cannot be posted is printed as
// workflow commands, the job summary is always written, and the exit status is the gate's.




























const FORK_NOTE = "This pull request comes from a fork, so its token is read-only: GitHub lets it write neither check runs nor review comments. The findings are shown as annotations of this step and in this summary instead, and the job's exit status is the gate.";
async function runAction(env = process.env) {
    let run;
    try {
        const inputs = readInputs();
        const event = parseEvent(github/* context */._.eventName, github/* context */._.payload, env);
        const root = workspaceOf(env);
        const repositoryPath = await gitRepositoryPath(root);
        run = {
            env,
            root,
            ...(repositoryPath !== undefined ? { repositoryPath } : {}),
            inputs,
            event,
            client: createClient(inputs.token, env, (message) => core/* info */.pq(message)),
            fileUrl: blobUrl(env.GITHUB_SERVER_URL ?? 'https://github.com', event.repo, event.sha),
            notes: [],
            configIssues: [],
        };
        await action_judge(run);
    }
    catch (e) {
        await action_fail(run, e, env);
    }
}
function workspaceOf(env) {
    return env.GITHUB_WORKSPACE ?? process.cwd();
}
async function action_judge(run) {
    const { inputs, event } = run;
    if (event.deletedRef) {
        setOutputs(undefined, 'success');
        await writeJobSummary(`## ${TOOL_TITLE}: nothing to scan\n\nThe push deleted ${escapeMarkdown(github/* context */._.ref)}.\n`);
        return;
    }
    // Neither the check run nor the change's files and base versions depend on the config: GitHub is asked
    // for them while it is read (each request is a round trip of 0.1-0.3 s).
    if (inputs.checkRun) {
        run.checkRun = attempt(run, 'creating the check run', 'checks: write', () => startCheckRun(run.client, event.repo, inputs.checkName, event.sha));
    }
    const ahead = askAhead(run.client, event, inputs, run.root);
    let config;
    try {
        const loaded = await loadRunConfig(run.client, event, inputs, run.root);
        // What creating the check run said comes first, as when it was asked first.
        await run.checkRun;
        config = withInputs(loaded.config, inputs);
        run.notes.push(...loaded.notes);
        run.configIssues.push(...loaded.changeIssues);
    }
    catch (e) {
        if (!(e instanceof ConfigError))
            throw e;
        await failOnConfig(run, e);
        return;
    }
    if (inputs.configSource === 'head' && event.name === 'pull_request_target') {
        core/* warning */.$e('config-source is head on pull_request_target: the change configures the gate that judges it, with a token that can write. Leave config-source unset to judge changes by the base config.');
    }
    const plan = await planScan(run.client, event, inputs, config, run.root, ahead);
    run.notes.push(...plan.notes);
    const actor = event.pullRequest && (await pullRequestActor(run.client, config, event.pullRequest.author));
    const { shard } = inputs;
    // Compiled CRDs, by content: with actions/cache on this folder, runs and shards reuse them.
    const cacheDir = (0,cache_dir/* defaultCacheDir */.$)(run.env);
    const outcome = await scanWithLedger({
        root: run.root,
        config,
        ...plan.scan,
        render: { ...plan.render, mode: inputs.render },
        ...(actor ? { actor } : {}),
        ...(shard ? { shard } : {}),
        ...(cacheDir !== undefined ? { cacheDir } : {}),
    });
    if (shard) {
        run.notes.push(`This is shard ${formatShard(shard)}: it checked the files whose path hashes to it. The findings about exceptions (expired, unused) need every shard: \`admission-gate merge\` makes them from the shards' report files.`);
    }
    await deliver(run, outcome, plan);
}
async function deliver(run, { result, ledger }, plan) {
    const { inputs, event } = run;
    const { shard } = inputs;
    const empty = result.summary.files === 0;
    if (empty) {
        core/* warning */.$e(`No file was scanned: nothing matched the paths input (${inputs.paths.join(', ')}) and the config's include and exclude${plan.changes ? ' among the changed files' : ''}.${inputs.failOnEmpty ? ' fail-on-empty fails the gate.' : ''}`);
    }
    // A change whose config would break the gate once merged fails it now, and so does one that could not
    // be listed completely: what was not scanned may hold anything.
    const failed = gateFails(result, inputs.failOn) ||
        result.internalErrors.length > 0 ||
        run.configIssues.length > 0 ||
        plan.incomplete !== undefined ||
        (empty && inputs.failOnEmpty);
    const conclusion = failed ? 'failure' : 'success';
    printQuoted(formatText(result, { color: false }));
    const reportFile = external_node_path_default().join(run.env.RUNNER_TEMP ?? external_node_os_default().tmpdir(), 'admission-gate-report.json');
    external_node_fs_default().writeFileSync(reportFile, formatJson(result, {
        ...(shard ? { shard: shardSection(shard, result, ledger) } : {}),
        ...(run.repositoryPath !== undefined ? { repositoryPath: run.repositoryPath } : {}),
    }));
    setOutputs(result, conclusion, reportFile);
    if (inputs.sarifFile !== undefined) {
        const leftOut = sarifResultsLeftOut(result);
        if (leftOut > 0) {
            const message = `code scanning accepts at most ${MAX_SARIF_RESULTS} results per run: ${inputs.sarifFile} leaves out the ${leftOut} least severe findings (every finding is in report-file).`;
            core/* warning */.$e(message);
            run.notes.push(message);
        }
        writeSarif(run, inputs.sarifFile, empty && inputs.failOnEmpty
            ? failedSarif([{ message: 'no file was scanned, and fail-on-empty is set' }], RULES, {
                ...sarifOptions(run),
                configuration: false,
            })
            : formatSarif(result, RULES, sarifOptions(run)));
    }
    // The review does not wait for the check run's completion (its reads go out meanwhile); what completing
    // it says still comes before what the review says.
    const checkRunNotes = [];
    const annotating = finishCheckRun(run, {
        conclusion,
        title: formatTally(result.summary),
        summary: formatMarkdown(result, markdownOptions(run, CHECK_SUMMARY_MAX, failed)),
        findings: result.findings,
    }, checkRunNotes);
    const reviewNotesAt = run.notes.length;
    if (event.pullRequest && plan.changes && inputs.reviewComments) {
        const { pullRequest } = event;
        const changes = plan.changes;
        const history = gitHasCommit(run.root, changes.baseSha) && gitHasCommit(run.root, pullRequest.headSha);
        const self = (await run.checkRun)?.login ??
            (await attempt(run, "finding the token's own login", 'pull-requests: write', () => viewerLogin(run.client)));
        if (self === undefined) {
            run.notes.push('The Action could not tell which review comments are its own, so it trusted none: findings already commented on may be commented on again, and no comment was marked resolved.');
        }
        const outcome = await attempt(run, 'posting review comments', 'pull-requests: write', () => reviewPullRequest(run.client, event.repo, result.findings, {
            ...(self !== undefined ? { self } : {}),
            pullRequest,
            changes: changes.files,
            // GitHub leaves out the patch of large diffs; the local history can make it.
            patchOf: (change) => history ? gitPatch(run.root, changes.baseSha, pullRequest.headSha, change) : undefined,
            truncated: changes.truncated,
            // Another shard's comments are that shard's to resolve.
            owns: (file) => !shard || inShard(file, shard),
            fileUrl: run.fileUrl,
            checkName: inputs.checkName,
        }));
        if (outcome) {
            core/* info */.pq(`Review: ${outcome.inline} inline comments, ${outcome.listed} findings in the review body, ${outcome.resolved} old comments marked resolved.`);
            if (outcome.inlineRefused) {
                run.notes.push('GitHub refused the inline comments (the diff moved on), so the findings are in the review body.');
            }
        }
    }
    const annotated = await annotating;
    run.notes.splice(reviewNotesAt, 0, ...checkRunNotes.filter((note) => !run.notes.includes(note)));
    if (!annotated && result.findings.length + result.skipped.length + result.notes.length > 0) {
        // Without a check run, the runner's annotations carry the findings to the changed lines.
        process.stdout.write(formatWorkflowCommands(result));
    }
    process.stdout.write(formatConfigIssueCommands(run.configIssues));
    await writeJobSummary(formatMarkdown(result, markdownOptions(run, JOB_SUMMARY_MAX_BYTES, failed)));
    for (const error of result.internalErrors)
        core/* error */.z3(`internal error, please report it: ${error}`);
    if (failed) {
        const internal = result.internalErrors.length > 0 ? '; internal errors, see above' : '';
        const config = run.configIssues.length > 0 ? `; the changed ${inputs.config} is invalid` : '';
        const incomplete = plan.incomplete !== undefined ? `; ${plan.incomplete} (see the summary)` : '';
        const nothing = empty && inputs.failOnEmpty ? '; no file was scanned (fail-on-empty)' : '';
        core/* setFailed */.C1(`${TOOL_TITLE} failed: ${formatTally(result.summary)} (fail-on ${inputs.failOn})${internal}${config}${incomplete}${nothing}.`);
    }
}
/** The SARIF file the workflow uploads next; a failure to write it is said, never fatal. */
function writeSarif(run, file, sarif) {
    try {
        const target = external_node_path_default().resolve(run.root, file);
        external_node_fs_default().mkdirSync(external_node_path_default().dirname(target), { recursive: true });
        external_node_fs_default().writeFileSync(target, sarif);
    }
    catch (e) {
        const message = `writing sarif-file ${file} failed: ${e.message}`;
        core/* warning */.$e(message);
        run.notes.push(message);
    }
}
/** SARIF paths from the repository root; a shard's run in a category of its own. */
function sarifOptions(run) {
    const shard = run.inputs?.shard;
    return {
        ...(run.repositoryPath !== undefined ? { repositoryPath: run.repositoryPath } : {}),
        ...(shard ? { category: `admission-gate/shard-${shard.index}-of-${shard.count}/` } : {}),
    };
}
function markdownOptions(run, maxBytes, failed) {
    const runId = run.env.GITHUB_RUN_ID;
    const runPage = runId
        ? `[this workflow run](${workflowRunUrl(run.env.GITHUB_SERVER_URL ?? 'https://github.com', run.event.repo, runId)})`
        : 'this workflow run';
    return {
        maxBytes,
        failOn: run.inputs.failOn,
        fileUrl: run.fileUrl,
        notes: run.notes,
        failed,
        fullReport: maxBytes === CHECK_SUMMARY_MAX
            ? `every finding is in the job summary and the log of ${runPage}`
            : `every finding is in the log of this step and in its report-file (JSON)`,
    };
}
function withInputs(config, inputs) {
    return inputs.kubernetesVersion !== undefined
        ? { ...config, kubernetesVersion: inputs.kubernetesVersion }
        : config;
}
async function failOnConfig(run, error) {
    process.stdout.write(formatConfigIssueCommands(error.issues));
    if (run.inputs.sarifFile !== undefined) {
        const problems = error.issues.map((i) => ({
            message: `invalid config: ${i.message}`,
            file: i.file,
            line: i.line,
            column: i.column,
        }));
        writeSarif(run, run.inputs.sarifFile, failedSarif(problems, RULES, { ...sarifOptions(run), configuration: true }));
    }
    await failUnscanned(run, 'invalid config', (maxBytes) => formatConfigIssuesMarkdown(error.issues, maxBytes));
    core/* setFailed */.C1(`${TOOL_TITLE}: invalid config:\n${error.message}`);
}
/** An expected failure (bad input, nothing to scan with) is said in one line; a bug also gets its stack. */
async function action_fail(run, error, env) {
    const expected = error instanceof InputError || error instanceof EventError || error instanceof PlanError;
    const detail = error instanceof Error ? error.message : String(error);
    const message = expected ? detail : `internal error, please report it: ${detail}`;
    if (!expected && error instanceof Error && error.stack)
        core/* info */.pq(error.stack);
    const sarifFile = run ? run.inputs.sarifFile : sarifFileInput();
    if (sarifFile !== undefined) {
        const where = run ?? { root: workspaceOf(env), notes: [] };
        const repositoryPath = run ? run.repositoryPath : await gitRepositoryPath(where.root);
        writeSarif(where, sarifFile, failedSarif([{ message }], RULES, {
            ...sarifOptions({
                ...(repositoryPath !== undefined ? { repositoryPath } : {}),
                ...(run ? { inputs: run.inputs } : {}),
            }),
            configuration: false,
        }));
    }
    await failUnscanned(run, 'not scanned', () => `## ${TOOL_TITLE} failed\n\n${escapeMarkdown(message)}\n`);
    core/* setFailed */.C1(`${TOOL_TITLE}: ${message}`);
}
/** Nothing was scanned, so the gate fails: in the check run, the outputs and the job summary. */
async function failUnscanned(run, title, markdown) {
    if (run) {
        await finishCheckRun(run, {
            conclusion: 'failure',
            title,
            summary: markdown(CHECK_SUMMARY_MAX),
            findings: [],
        });
    }
    setOutputs(undefined, 'failure');
    await writeJobSummary(markdown(JOB_SUMMARY_MAX_BYTES));
}
/**
 * Completes the run's check run, if it has one; true when GitHub took it, annotations and all. What fails
 * is said in `notes`.
 */
async function finishCheckRun(run, result, notes = run.notes) {
    const id = (await run.checkRun)?.id;
    if (id === undefined)
        return false;
    const done = await attempt(run, 'completing the check run', 'checks: write', () => completeCheckRun(run.client, run.event.repo, id, result).then(() => true), notes);
    return done ?? false;
}
/** Runs one GitHub call; a failure becomes a note (in `notes`) and a warning, never a crash. */
async function attempt(run, what, permission, call, notes = run.notes) {
    try {
        return await call();
    }
    catch (e) {
        const failure = describeFailure(e, what, grant(permission));
        core/* warning */.$e(failure.message);
        notes.push(failure.message);
        if (failure.readOnly &&
            run.event.pullRequest?.fromFork &&
            ![...run.notes, ...notes].includes(FORK_NOTE)) {
            notes.push(FORK_NOTE);
        }
        return undefined;
    }
}
function setOutputs(result, conclusion, reportFile) {
    const summary = result?.summary;
    core/* setOutput */.uH('findings', summary ? summary.error + summary.warning + summary.notice : 0);
    core/* setOutput */.uH('errors', summary?.error ?? 0);
    core/* setOutput */.uH('warnings', summary?.warning ?? 0);
    core/* setOutput */.uH('notices', summary?.notice ?? 0);
    core/* setOutput */.uH('conclusion', conclusion);
    core/* setOutput */.uH('report-file', reportFile ?? '');
}
async function writeJobSummary(markdown) {
    try {
        await core/* summary */.z.addRaw(markdown).write();
    }
    catch (e) {
        core/* info */.pq(`No job summary written: ${e.message}`);
    }
}
/** Text from the repository goes to the log inside stop-commands, so it cannot issue commands. */
function printQuoted(text) {
    const token = (0,external_node_crypto_.randomUUID)();
    process.stdout.write(`::stop-commands::${token}\n${text}::${token}::\n`);
}


/***/ })

} }; })

//# sourceMappingURL=758.index.js.map