// Scalar resolution as Kubernetes does it. kubectl and the API server turn YAML into JSON with
// sigs.k8s.io/yaml over goyaml.v2 (YAML 1.1 flavoured): `yes`/`on`/`y` are booleans, `0644` is octal,
// `1_000` is an integer, timestamps stay the text written, `!!binary` is decoded, and a key becomes the
// string JSON needs (`yes:` is "true", `0x1F:` is "31"). Mirrors goyaml.v2 resolve.go and decode.go
// (scalars into interface{}) and sigs.k8s.io/yaml convertToJSONableObject.

import { decodeGoString } from '../text.js';
import type { ScalarValue } from './node.js';

/** A value goyaml refuses, or JSON cannot hold; the message says which. */
export class ScalarError extends Error {}

/** What goyaml decodes a scalar to: its Go type, as far as JSON conversion cares. */
export type ScalarType = 'str' | 'int' | 'uint' | 'float' | 'bool' | 'null';

export interface Resolved {
  readonly type: ScalarType;
  readonly value: ScalarValue;
  /** An integer's exact decimal digits (value may have lost precision). */
  readonly digits?: string;
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

const KEYWORDS = new Map<string, Resolved>([
  ...['y', 'Y', 'yes', 'Yes', 'YES', 'true', 'True', 'TRUE', 'on', 'On', 'ON'].map(
    (s) => [s, { type: 'bool', value: true }] as const,
  ),
  ...['n', 'N', 'no', 'No', 'NO', 'false', 'False', 'FALSE', 'off', 'Off', 'OFF'].map(
    (s) => [s, { type: 'bool', value: false }] as const,
  ),
  ...['', '~', 'null', 'Null', 'NULL'].map((s) => [s, { type: 'null', value: null }] as const),
  ...['.nan', '.NaN', '.NAN'].map((s) => [s, { type: 'float', value: NaN }] as const),
  ...['.inf', '.Inf', '.INF', '+.inf', '+.Inf', '+.INF'].map(
    (s) => [s, { type: 'float', value: Infinity }] as const,
  ),
  ...['-.inf', '-.Inf', '-.INF'].map((s) => [s, { type: 'float', value: -Infinity }] as const),
]);

// The longest keyword: words like `name` or `targetPort` that start as one may are looked up no further.
const KEYWORD_LENGTH = Math.max(...[...KEYWORDS.keys()].map((k) => k.length));

/**
 * Which strings goyaml tries to resolve, by first character ('N' for the empty string); '' also for
 * an 'M' string longer than any keyword, which nothing resolves.
 */
function hint(text: string): string {
  if (text === '') return 'N';
  const c = text.charCodeAt(0);
  if (c >= 48 && c <= 57) return 'D';
  if (c === 43 || c === 45) return 'S';
  if (c === 46) return '.';
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

function integer(plain: string): Resolved | undefined {
  const m = GO_INT.exec(plain);
  if (!m) return undefined;
  const [, sign, hex, bin, oct, legacyOct, dec] = m;
  // Most integers are short decimals: exact as numbers, no BigInt needed.
  if (dec !== undefined && dec.length <= 15)
    return { type: 'int', value: sign === '-' ? 0 - Number(dec) : Number(dec) };
  const magnitude =
    hex !== undefined
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
function isShortDecimal(text: string): boolean {
  if (text.length > 15 || text.charCodeAt(0) === 48) return false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/** The tag resolveText resolved its scalar to: kept here, to spare an object per scalar. */
let resolvedTag = STR;

/** goyaml's resolve() for an untagged (or core-tagged) scalar; `tag` is '' when there is none. */
function resolveText(text: string, tag: string): Resolved {
  const h = hint(text);
  resolvedTag = STR;
  if (h === '' || tag === STR) return { type: 'str', value: text };
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
  } else if (h === 'D' || h === 'S') {
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
export function resolvePlain(text: string): ScalarValue {
  const h = hint(text);
  if (h === '') return text;
  if (h === 'M') {
    const keyword = KEYWORDS.get(text);
    return keyword ? keyword.value : text;
  }
  return resolveText(text, '').value;
}

/** The JSON key an untagged plain key becomes (`yes` is "true"); throws ScalarError for `null` and the like. */
export function plainJsonKey(text: string): string {
  const h = hint(text);
  if (h === '') return text;
  if (h === 'M') {
    const keyword = KEYWORDS.get(text);
    return keyword ? jsonKey(keyword) : text;
  }
  return jsonKey(resolveText(text, ''));
}

const short = (tag: string): string => (tag.startsWith(TAG) ? `!!${tag.slice(TAG.length)}` : tag);

/**
 * A scalar with its tag ('' for none); `implicit` is true for a plain untagged scalar or one tagged `!`
 * (goyaml then resolves its type). Throws ScalarError where goyaml fails.
 */
export function resolveScalar(text: string, tag: string, implicit: boolean): Resolved {
  if (tag === '' && !implicit) return { type: 'str', value: text };
  if (!RESOLVABLE.has(tag)) {
    if (tag === BINARY) return { type: 'str', value: decodeBinary(text) };
    return { type: 'str', value: text };
  }
  const resolved = resolveText(text, tag);
  const found = resolvedTag;
  if (tag === '' || tag === found || tag === STR) return resolved;
  if (tag === FLOAT && resolved.type === 'int') return { type: 'float', value: resolved.value };
  throw new ScalarError(`cannot decode ${short(found)} \`${text}\` as a ${short(tag)}`);
}

/** Go's base64.StdEncoding: padded, line breaks ignored; the bytes as JSON holds them. */
function decodeBinary(text: string): string {
  const b64 = text.replace(/[\r\n]/g, '');
  if (b64.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(b64)) {
    throw new ScalarError('!!binary value contains invalid base64 data');
  }
  return decodeGoString(Buffer.from(b64, 'base64'));
}

/** The JSON key sigs.k8s.io/yaml makes of a resolved key, or why it cannot. */
export function jsonKey(key: Resolved): string {
  switch (key.type) {
    case 'str':
      return key.value as string;
    case 'int':
      return key.digits ?? String(key.value);
    case 'float':
      return formatFloat32(key.value as number);
    case 'bool':
      return key.value ? 'true' : 'false';
    case 'null':
      throw new ScalarError(
        'a null mapping key: JSON has no such key (sigs.k8s.io/yaml: unsupported map key)',
      );
    case 'uint':
      throw new ScalarError(
        `the mapping key ${key.digits ?? ''} is beyond int64: JSON conversion refuses it (sigs.k8s.io/yaml: unsupported map key of type uint64)`,
      );
  }
}

/** Go's strconv.FormatFloat(x, 'g', -1, 32), with sigs.k8s.io/yaml's names for infinities and NaN. */
export function formatFloat32(x: number): string {
  const f = Math.fround(x);
  if (Number.isNaN(f)) return '.nan';
  if (f === Infinity) return '.inf';
  if (f === -Infinity) return '-.inf';
  if (f === 0) return Object.is(f, -0) ? '-0' : '0';
  let repr = f.toExponential(0);
  for (let p = 1; p <= 9; p++) {
    repr = f.toExponential(p - 1);
    if (Math.fround(Number(repr)) === f) break;
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
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (digits.length <= point) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

// goyaml's timestamp layouts, as Go's time.Parse reads them: "2006-1-2T15:4:5.999999999Z07:00" (T or
// t), "2006-1-2 15:4:5.999999999" and "2006-1-2".
const TIMESTAMP_TEXT =
  /^(\d{4})-(\d\d?)-(\d\d?)(?:([Tt ])(\d\d?):(\d\d?):(\d\d?)(?:[.,]\d+)?(Z|[+-]\d\d:\d\d)?)?$/;

function isTimestamp(text: string): boolean {
  const m = TIMESTAMP_TEXT.exec(text);
  if (!m) return false;
  const [, year, month, day, separator, hour, minute, second, zone] = m;
  if (separator !== undefined && (separator === ' ') !== (zone === undefined)) return false;
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
  if (mo < 1 || mo > 12 || Number(day) < 1 || Number(day) > (daysIn[mo - 1] ?? 0)) return false;
  if (separator === undefined) return true;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return false;
  if (zone === undefined || zone === 'Z') return true;
  return Number(zone.slice(1, 3)) <= 24 && Number(zone.slice(4, 6)) <= 60;
}
