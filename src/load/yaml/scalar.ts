// Scalar resolution as Kubernetes does it. kubectl and the API server turn YAML into JSON with
// sigs.k8s.io/yaml, whose decoder is a fork of goyaml.v2 (YAML 1.1 flavoured): `yes`/`on`/`y` are
// booleans, `0644` is octal, `1_000` is an integer. Mirrors goyaml.v2 resolve.go. Timestamps stay
// strings as written (JSON has no time type; the API server would re-format them, no rule cares).

import type { ScalarValue } from './node.js';

const KEYWORDS: ReadonlyMap<string, ScalarValue> = new Map<string, ScalarValue>([
  ...['y', 'Y', 'yes', 'Yes', 'YES', 'true', 'True', 'TRUE', 'on', 'On', 'ON'].map(
    (s) => [s, true] as [string, ScalarValue],
  ),
  ...['n', 'N', 'no', 'No', 'NO', 'false', 'False', 'FALSE', 'off', 'Off', 'OFF'].map(
    (s) => [s, false] as [string, ScalarValue],
  ),
  ...['', '~', 'null', 'Null', 'NULL'].map((s) => [s, null] as [string, ScalarValue]),
  ...['.nan', '.NaN', '.NAN'].map((s) => [s, NaN] as [string, ScalarValue]),
  ...['.inf', '.Inf', '.INF', '+.inf', '+.Inf', '+.INF'].map((s) => [s, Infinity] as [string, ScalarValue]),
  ...['-.inf', '-.Inf', '-.INF'].map((s) => [s, -Infinity] as [string, ScalarValue]),
]);

// Go's strconv.ParseInt(s, 0, 64) syntax after goyaml removed every `_`.
const GO_INT = /^([-+]?)(?:0[xX]([0-9a-fA-F]+)|0[oO]([0-7]+)|0[bB]([01]+)|0([0-7]+)|([0-9]+))$/;
const YAML_FLOAT = /^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/;
const DOT_FLOAT = /^\.[0-9]+([eE][-+]?[0-9]+)?$/;

/** Resolves an untagged plain scalar. Quoted and block scalars are always strings. */
export function resolvePlain(text: string): ScalarValue {
  const first = text.charCodeAt(0);
  const isDigit = first >= 48 && first <= 57;
  const isSign = first === 43 || first === 45;
  if (text === '' || KEYWORDS.has(text)) return KEYWORDS.get(text) ?? null;
  if (first === 46) return DOT_FLOAT.test(text) ? Number(text) : text;
  if (!isDigit && !isSign) return text;
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
    if (value >= -(2n ** 63n) && value < 2n ** 64n) return Number(value);
    if (YAML_FLOAT.test(plain)) return Number(plain);
    return Number(value);
  }
  if (YAML_FLOAT.test(plain)) return Number(plain);
  return text;
}

const CORE_TAGS = new Set(
  ['str', 'bool', 'int', 'float', 'null', 'timestamp'].map((t) => `tag:yaml.org,2002:${t}`),
);

/**
 * Resolves a scalar with its tag (undefined when it has none). goyaml resolves quoted scalars only
 * when a core tag asks for it; unknown tags (`!ENV`, `!!binary`) leave the text as a string.
 */
export function resolveScalar(text: string, plain: boolean, tag: string | undefined): ScalarValue {
  if (tag === undefined) return plain ? resolvePlain(text) : text;
  if (!CORE_TAGS.has(tag) || tag.endsWith(':str')) return text;
  return resolvePlain(text);
}
