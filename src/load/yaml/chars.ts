// Character classes of YAML 1.1 as goyaml.v2 (a port of libyaml, what kubectl reads YAML with) defines
// them, on UTF-16 code units. Past the end of the text charCodeAt gives NaN, which plays libyaml's NUL.

export const TAB = 9;
export const LF = 10;
export const CR = 13;
export const SPACE = 32;
export const NEL = 0x85;
export const LS = 0x2028;
export const PS = 0x2029;
export const BOM = 0xfeff;

/** libyaml's is_break: CR, LF, NEL, LS and PS all end a line. */
export function isBreak(c: number): boolean {
  return c === LF || c === CR || c === NEL || c === LS || c === PS;
}

/** A line break or the end of the text. */
export function isBreakZ(c: number): boolean {
  return isBreak(c) || Number.isNaN(c);
}

export function isBlank(c: number): boolean {
  return c === SPACE || c === TAB;
}

/** A blank, a line break or the end of the text. */
export function isBlankZ(c: number): boolean {
  return c === SPACE || c === TAB || isBreakZ(c);
}

/** libyaml's is_alpha: what anchors, tag handles and directive names are made of. */
export function isAlpha(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 45;
}

export function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

export function hexValue(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 65 && c <= 70) return c - 55;
  if (c >= 97 && c <= 102) return c - 87;
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
export function firstDisallowed(text: string): number {
  const match = DISALLOWED.exec(text);
  return match ? match.index : -1;
}

/** Whether `text` holds a CR that is not part of a CRLF. */
export function hasLoneCR(text: string): boolean {
  for (let i = text.indexOf('\r'); i !== -1; i = text.indexOf('\r', i + 1)) {
    if (text.charCodeAt(i + 1) !== LF) return true;
  }
  return false;
}

// eslint-disable-next-line no-control-regex -- these are the characters sought
const UNUSUAL = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F\u2028\u2029\uFEFF\uFFFE\uFFFF]/;

/**
 * Whether `text` holds anything but the common characters, in one pass: a character goyaml refuses, a line
 * break other than LF and CRLF, a byte order mark.
 */
export function hasUnusualCharacters(text: string): boolean {
  return UNUSUAL.test(text) || hasLoneCR(text);
}
