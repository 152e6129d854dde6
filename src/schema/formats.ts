// The string formats apiextensions validates (kube-openapi pkg/validation/strfmt default.go, the formats
// listed in apiextensions-apiserver validation/formats.go); other formats are not checked upstream.

import { parseCIDR, parseIP } from '../rules/goip.js';
import { compileRegex, regexFinds } from './regex.js';

// Spaces and control characters, which Go's URL parser refuses.
// eslint-disable-next-line no-control-regex
const CONTROL_OR_SPACE = /[\s\x00-\x1f\x7f]/;

// Go's net.ParseIP (since Go 1.17) rejects IPv4 parts with leading zeros; the sloppy parser reads them.
function leadingZeroV4(value: string): boolean {
  return !value.includes(':') && /(^|\.)0\d/.test(value.split('/')[0] ?? '');
}

const RE2_FORMATS: Readonly<Record<string, string>> = {
  bsonobjectid: '^[0-9a-fA-F]{24}$',
  hostname:
    '^([a-zA-Z0-9\\p{S}\\p{L}]((-?[a-zA-Z0-9\\p{S}\\p{L}]{0,62})?)|([a-zA-Z0-9\\p{S}\\p{L}](([a-zA-Z0-9-\\p{S}\\p{L}]{0,61}[a-zA-Z0-9\\p{S}\\p{L}])?)(\\.)){1,}([a-zA-Z\\p{L}]){2,63})$',
  uuid: '(?i)^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$',
  uuid3: '(?i)^[0-9a-f]{8}-?[0-9a-f]{4}-?3[0-9a-f]{3}-?[0-9a-f]{4}-?[0-9a-f]{12}$',
  uuid4: '(?i)^[0-9a-f]{8}-?[0-9a-f]{4}-?4[0-9a-f]{3}-?[89ab][0-9a-f]{3}-?[0-9a-f]{12}$',
  uuid5: '(?i)^[0-9a-f]{8}-?[0-9a-f]{4}-?5[0-9a-f]{3}-?[89ab][0-9a-f]{3}-?[0-9a-f]{12}$',
  isbn10: '^(?:[0-9]{9}X|[0-9]{10})$',
  isbn13: '^(?:[0-9]{13})$',
  creditcard:
    '^(?:4[0-9]{12}(?:[0-9]{3})?|5[1-5][0-9]{14}|6(?:011|5[0-9][0-9])[0-9]{12}|3[47][0-9]{13}|3(?:0[0-5]|[68][0-9])[0-9]{11}|(?:2131|1800|35\\d{3})\\d{11})$',
  ssn: '^\\d{3}[- ]?\\d{2}[- ]?\\d{4}$',
  hexcolor: '^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$',
  rgbcolor:
    '^rgb\\(\\s*(0|[1-9]\\d?|1\\d\\d?|2[0-4]\\d|25[0-5])\\s*,\\s*(0|[1-9]\\d?|1\\d\\d?|2[0-4]\\d|25[0-5])\\s*,\\s*(0|[1-9]\\d?|1\\d\\d?|2[0-4]\\d|25[0-5])\\s*\\)$',
  email: '^[^@\\s<>()\\[\\],;:"]+@[^@\\s<>()\\[\\],;:"]+$',
};

const CHECKS: Readonly<Record<string, (value: string) => boolean>> = {
  password: () => true,
  ipv4: (v) => v.includes('.') && !leadingZeroV4(v) && parseIP(v) !== undefined,
  ipv6: (v) => v.includes(':') && parseIP(v) !== undefined,
  cidr: (v) => !leadingZeroV4(v) && parseCIDR(v) !== undefined,
  mac: isMac,
  uri: isRequestUri,
  byte: (v) => /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(v),
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
export function checkFormat(format: string, value: string): boolean {
  const check = CHECKS[format];
  if (check) return check(value);
  return RE2_FORMATS[format] === undefined || matches(format, value);
}

function matches(format: string, value: string): boolean {
  const compiled = compileRegex(RE2_FORMATS[format] ?? '');
  return compiled.ok && regexFinds(compiled.regex, value);
}

function validDate(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

// strfmt.ParseDateTime accepts RFC 3339 with or without fractions, and a few relatives of it.
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-]\d{2}:?\d{2})?$/;

function isDateTime(value: string): boolean {
  const m = DATE_TIME.exec(value);
  if (!m) return false;
  return (
    validDate(Number(m[1]), Number(m[2]), Number(m[3])) &&
    Number(m[4]) < 24 &&
    Number(m[5]) < 60 &&
    Number(m[6]) < 60
  );
}

// strfmt.ParseDuration: Go's time.ParseDuration, else a number and a unit such as "22 ns" or "3 days".
const GO_DURATION =
  /^[-+]?(\d+(\.\d*)?|\.\d+)(ns|us|µs|μs|ms|s|m|h)((\d+(\.\d*)?|\.\d+)(ns|us|µs|μs|ms|s|m|h))*$/;
const UNIT_DURATION =
  /^(\d+)\s*(ns|nanoseconds?|us|µs|microseconds?|ms|milliseconds?|s|seconds?|m|minutes?|h|hours?|d|days?|w|weeks?)$/;

function isDuration(value: string): boolean {
  return value === '0' || GO_DURATION.test(value) || UNIT_DURATION.test(value);
}

// net.ParseMAC: 6, 8 or 20 octets, as aa:bb:.., aa-bb-.. or aabb.ccdd...
function isMac(value: string): boolean {
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
function isRequestUri(value: string): boolean {
  if (/%(?![0-9a-fA-F]{2})/.test(value) || CONTROL_OR_SPACE.test(value)) return false;
  return value.startsWith('/') || /^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(value);
}
