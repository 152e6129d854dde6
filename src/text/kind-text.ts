// Whether a file's text may hold an object of a kind, or a Namespace of a name, without parsing it: the
// repository-wide pass reads every file for CRDs and Namespaces, and parsing only those that may hold one
// keeps it to a read; a scan of a few files then parses a Namespace's file only for a name a workload asks
// for (src/namespaces.ts), not for every file that says `namespace: default`. Both ask one question of a
// word: may it be the value of a key (`kind`, `name`) as kubectl decodes the text? The answer may be yes
// for nothing (the file is then parsed for nothing), never no for a file that holds one as kubectl
// decodes it: a wrong no would leave a Namespace's Pod Security labels or a CRD's schema unread. The tests
// spell kinds (__tests__/load/kubectl-decoding.test.ts, pod-security's namespace level) and names
// (pod-security's namespace level) every way YAML and JSON allow.

/** What a file's text may hold, each answer worked out once and only when asked. */
export interface KindText {
  /** Whether it may hold an object of `kind`, or a List of it (whose items without a kind are of it). */
  mayHold(kind: string): boolean;
  /** Whether it may spell a kind, a name, or any other word, without writing it (see mayHideWords). */
  mayHide(): boolean;
}

export function kindsInText(bytes: Buffer): KindText {
  let hidden: boolean | undefined;
  const mayHide = (): boolean => (hidden ??= mayHideWords(bytes));
  // A List's kind is the kind of its items with `List` after it.
  return { mayHold: (kind) => mayHide() || writesValueOf(bytes, 'kind', kind, 'List'), mayHide };
}

/**
 * Whether the text may give a `name` key the value `name` as written, that is unless it hides words
 * (KindText.mayHide, asked apart: a Namespace's file keeps that answer with its bytes). A name that is not
 * a word (a letter, digit, `_` or `-` only, as every valid Namespace name is) may be written in ways
 * this scan does not follow, escapes of other characters: yes.
 */
export function mayHoldName(bytes: Buffer, name: string): boolean {
  const word = Buffer.from(name);
  return word.length === 0 || !word.every(isWordByte) || writesValueOf(bytes, 'name', name);
}

/**
 * Whether `word` (or `word` then `suffix`) stands in the text, not within a longer word, where it may be
 * the value of key `key`. `word` is of word bytes (a kind, a name mayHoldName looks for), so an occurrence
 * that overlaps the one before follows a word byte: skipping it skips nothing.
 */
function writesValueOf(bytes: Buffer, key: string, word: string, suffix = ''): boolean {
  for (let at = bytes.indexOf(word); at !== -1; at = bytes.indexOf(word, at + word.length)) {
    let end = at + word.length;
    if (suffix !== '' && bytes.toString('latin1', end, end + suffix.length) === suffix) end += suffix.length;
    if (isWordByte(bytes[at - 1]) || isWordByte(bytes[end])) continue;
    if (mayBeValueOf(bytes, at, key)) return true;
  }
  return false;
}

const SPACE = 0x20;
const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
const COLON = 0x3a;
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
function mayBeValueOf(bytes: Buffer, at: number, key: string): boolean {
  let i = skipBack(bytes, at - 1);
  if (QUOTES.has(bytes[i] ?? 0)) i = skipBack(bytes, i - 1);
  // Properties: a tag may stand before the value, and an anchor makes the value reachable from anywhere.
  for (let token = tokenBefore(bytes, i); token.text.startsWith('!') || token.text.startsWith('&');) {
    if (token.text.startsWith('&')) return true;
    i = skipBack(bytes, token.start - 1);
    token = tokenBefore(bytes, i);
  }
  if (i < 0 || bytes[i] === LF || bytes[i] === CR) return previousLineMayLeadToValue(bytes, i, key);
  if (bytes[i] !== COLON) return false;
  return keyMayBe(bytes, skipBack(bytes, i - 1), key);
}

/** The index of the last byte before `from` (inclusive) that is not a space or a tab. */
function skipBack(bytes: Buffer, from: number): number {
  let i = from;
  while (i >= 0 && (bytes[i] === SPACE || bytes[i] === TAB)) i--;
  return i;
}

/** The run of non-blank bytes that ends at `end`. */
function tokenBefore(bytes: Buffer, end: number): { readonly text: string; readonly start: number } {
  let start = end;
  while (start > 0 && !isBlank(bytes[start - 1])) start--;
  return { text: end < 0 ? '' : bytes.toString('latin1', start, end + 1), start };
}

function isBlank(byte: number | undefined): boolean {
  return byte === SPACE || byte === TAB || byte === LF || byte === CR;
}

/**
 * The word begins its line: it continues the value of the line before, or is the value of the key ending
 * it. That line is found past blank lines; one with a comment may lead to it, and so may one that ends
 * with a colon, a block scalar header or properties after `key`'s colon (or after no key on that line, or
 * an anchor). Prose (a line of a block scalar, a plain scalar's words) folds into a longer value, and a
 * block scalar of another key (`description: |`, whose text says "Namespace") is that key's value.
 */
function previousLineMayLeadToValue(bytes: Buffer, lineBreak: number, key: string): boolean {
  let end = lineBreak;
  while (end >= 0 && isBlank(bytes[end])) end--;
  if (end < 0) return false;
  let start = end;
  while (start > 0 && bytes[start - 1] !== LF && bytes[start - 1] !== CR) start--;
  if (bytes.toString('latin1', start, end + 1).includes('#')) return true;
  for (let i = end; ;) {
    if (bytes[i] === COLON) return keyMayBe(bytes, skipBack(bytes, i - 1), key);
    const token = tokenBefore(bytes, i).text;
    if (token.startsWith('&') || INDICATOR_LINES.has(token)) return true;
    if (!token.startsWith('!') && !/^[|>][-+0-9]*$/.test(token)) return false;
    i = skipBack(bytes, i - token.length);
    if (i < start) return true;
  }
}

// A token that may stand before a value on the next line: a sequence entry, a complex key, a document.
const INDICATOR_LINES = new Set(['-', '?', '---']);

/**
 * Whether the key before a colon that ends at `end` may be `key`: it is `key` (plain or quoted), quoted
 * with an escape, an alias, or a key of its own line (`? key`, a block scalar).
 */
function keyMayBe(bytes: Buffer, end: number, key: string): boolean {
  if (end < 0 || bytes[end] === LF || bytes[end] === CR) return true;
  const close = bytes[end] ?? 0;
  if (QUOTES.has(close)) {
    const open = bytes.lastIndexOf(close, end - 1);
    if (open < 0) return true;
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
function mayHideWords(bytes: Buffer): boolean {
  const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  return (
    utf16 || hasWordEscape(bytes) || hasIndirectTag(bytes) || UNICODE_BREAKS.some((b) => bytes.includes(b))
  );
}

const UNICODE_BREAKS = [Buffer.from('\u0085'), Buffer.from('\u2028'), Buffer.from('\u2029')];
const BACKSLASH = 0x5c;
// The digits after \x, \u and \U.
const ESCAPE_DIGITS: Readonly<Record<number, number>> = { 0x78: 2, 0x75: 4, 0x55: 8 };

function hasWordEscape(bytes: Buffer): boolean {
  for (let at = bytes.indexOf(BACKSLASH); at !== -1; at = bytes.indexOf(BACKSLASH, at + 2)) {
    const next = bytes[at + 1];
    if (next === undefined) return false;
    // An escaped line break (LF, CR, and what goyaml reads as one: NEL C2 85, LS and PS E2 80 A8/A9) joins
    // the lines of a double-quoted scalar: a word may be split there after a word byte, or start after
    // the opening quote. After anything else (a shell script's `|\`, ` \`) it cannot make a word.
    if (next === LF || next === CR || next === 0xc2 || next === 0xe2) {
      const before = bytes[at - 1] ?? 0;
      if (isWordByte(before) || QUOTES.has(before)) return true;
      continue;
    }
    const digits = ESCAPE_DIGITS[next];
    if (digits === undefined) continue;
    // Not hex digits: kubectl refuses the file, and it is parsed to say so.
    const code = hexValue(bytes, at + 2, digits);
    if (code === undefined || isWordByte(code)) return true;
  }
  return false;
}

/** The number `digits` hex digits at `start` spell, or undefined when they are not all hex digits. */
function hexValue(bytes: Buffer, start: number, digits: number): number | undefined {
  let value = 0;
  for (let i = start; i < start + digits; i++) {
    const byte = bytes[i] ?? 0;
    const digit =
      byte >= 0x30 && byte <= 0x39
        ? byte - 0x30
        : (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x66
          ? (byte | 0x20) - 0x57
          : -1;
    if (digit < 0) return undefined;
    value = value * 16 + digit;
  }
  return value;
}

/** `!!binary`, or a tag whose name is not written out: a %TAG directive, `!<...>`, or `!!` with a %-escape. */
function hasIndirectTag(bytes: Buffer): boolean {
  if (bytes.includes('%TAG') || bytes.includes('!<')) return true;
  for (let at = bytes.indexOf('!!'); at !== -1; at = bytes.indexOf('!!', at + 2)) {
    const name = /^[^\s,[\]{}]*/.exec(bytes.toString('latin1', at + 2, at + 2 + 64))?.[0] ?? '';
    if (name === 'binary' || name.includes('%')) return true;
  }
  return false;
}

function isWordByte(byte: number | undefined): boolean {
  return (
    byte !== undefined &&
    ((byte >= 0x30 && byte <= 0x39) || // 0-9
      (byte >= 0x41 && byte <= 0x5a) || // A-Z
      (byte >= 0x61 && byte <= 0x7a) || // a-z
      byte === 0x5f || // _
      byte === 0x2d) // -
  );
}
