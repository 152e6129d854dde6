// A stream of JSON values as kubectl reads a file whose first non-space character is `{`: Go's
// encoding/json Decoder, one value after another, each a document. A syntax error ends the stream;
// a number beyond float64 makes its object undecodable (apimachinery's number conversion refuses it) but
// the stream reads on. Keys written twice keep the last value, as kubectl does, and are errors.

import { MAX_DEPTH } from './yaml/node.js';
import type { MapEntry, YamlDocument, YamlError, YamlNode } from './yaml/node.js';

class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly at: number,
  ) {
    super(message);
  }
}

const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);
const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?/y;
const ESCAPES: Readonly<Record<string, string>> = {
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
export function parseJsonStream(
  text: string,
  limit: number,
  beyond: (index: number, start: number) => YamlDocument,
): YamlDocument[] {
  const docs: YamlDocument[] = [];
  const parser = new JsonParser(text);
  for (;;) {
    parser.skipSpace();
    if (parser.i >= text.length) return docs;
    const start = parser.i;
    if (docs.length === limit) {
      docs.push(beyond(docs.length, start));
      return docs;
    }
    try {
      const root = parser.value(0);
      const errors = [...parser.duplicates, ...parser.overflows];
      docs.push({ index: docs.length, start, root: parser.overflows.length > 0 ? null : root, errors });
    } catch (e) {
      if (!(e instanceof JsonSyntaxError)) throw e;
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
  i = 0;
  duplicates: YamlError[] = [];
  overflows: YamlError[] = [];

  constructor(private readonly s: string) {}

  skipSpace(): void {
    while (WHITESPACE.has(this.s.charCodeAt(this.i))) this.i += 1;
  }

  private fail(message: string): never {
    const c = this.s[this.i];
    throw new JsonSyntaxError(
      c === undefined
        ? `${message}: unexpected end of JSON input`
        : `${message}: invalid character ${JSON.stringify(c)}`,
      this.i,
    );
  }

  value(depth: number): YamlNode {
    this.skipSpace();
    const c = this.s.charCodeAt(this.i);
    if (c === 0x7b || c === 0x5b) {
      if (depth >= MAX_DEPTH) {
        throw new JsonSyntaxError(
          `JSON nested deeper than ${MAX_DEPTH} levels: Admission Gate reads no deeper`,
          this.i,
        );
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
    if (!m || m[0] === '-') this.fail('looking for beginning of value');
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

  private object(depth: number): YamlNode {
    const start = this.i;
    this.i += 1;
    const entries: MapEntry[] = [];
    const at = new Map<string, number>();
    this.skipSpace();
    if (this.s.charCodeAt(this.i) === 0x7d) {
      this.i += 1;
      return { kind: 'map', entries, start, end: this.i };
    }
    for (;;) {
      this.skipSpace();
      if (this.s.charCodeAt(this.i) !== 0x22) this.fail('looking for beginning of object key string');
      const keyStart = this.i;
      const key = this.string();
      const keyEnd = this.i;
      this.skipSpace();
      if (this.s.charCodeAt(this.i) !== 0x3a) this.fail('after object key');
      this.i += 1;
      const value = this.value(depth);
      const entry: MapEntry = { key, keyStart, keyEnd, value };
      const previous = at.get(key);
      if (previous === undefined) {
        at.set(key, entries.length);
        entries.push(entry);
      } else {
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
      if (c === 0x7d) return { kind: 'map', entries, start, end: this.i };
      if (c !== 0x2c) {
        this.i -= 1;
        this.fail('after object key:value pair');
      }
    }
  }

  private array(depth: number): YamlNode {
    const start = this.i;
    this.i += 1;
    const items: YamlNode[] = [];
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
      if (c === 0x5d) return { kind: 'seq', items, start, end: this.i };
      if (c !== 0x2c) {
        this.i -= 1;
        this.fail('after array element');
      }
    }
  }

  /** A string literal at the cursor, decoded; the cursor ends after its closing quote. */
  private string(): string {
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
      if (c === 0x22) break;
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
      } else if (e === 'u') {
        const [unit, next] = this.unicodeEscape(i);
        const low = s[next] === '\\' && s[next + 1] === 'u' ? this.unicodeEscape(next) : undefined;
        if (unit >= 0xd800 && unit < 0xdc00 && low && low[0] >= 0xdc00 && low[0] < 0xe000) {
          out += String.fromCharCode(unit, low[0]);
          i = low[1];
        } else {
          out += unit >= 0xd800 && unit < 0xe000 ? '\ufffd' : String.fromCharCode(unit);
          i = next;
        }
      } else {
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
  private unicodeEscape(i: number): [number, number] {
    const hex = this.s.slice(i + 2, i + 6);
    if (!/^[0-9a-fA-F]{4}$/.test(hex)) {
      this.i = i + 2;
      this.fail('in \\u hexadecimal character escape');
    }
    return [parseInt(hex, 16), i + 6];
  }
}

const LITERALS: readonly (readonly [string, boolean | null])[] = [
  ['true', true],
  ['false', false],
  ['null', null],
];
