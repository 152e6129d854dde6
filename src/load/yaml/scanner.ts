// Tokens as goyaml.v2's scanner (scannerc.go, a port of libyaml) produces them: the same indentation
// stack, the same simple-key bookkeeping (a key is known to be one only when its `:` is found, within
// 1024 characters on the same line), the same refusals. Scalars are read in scan-scalars.ts.
// kubectl decodes with this scanner, so what it accepts, refuses and how it splits a text is the
// reference here, not the YAML specification (see docs/rules/yaml-syntax.md for where they differ).

import {
  BOM,
  hexValue,
  isAlpha,
  isBlank,
  isBlankZ,
  isBreak,
  isBreakZ,
  isDigit,
  SPACE,
  TAB,
} from './chars.js';
import { Cursor } from './cursor.js';
import { scanBlockScalar, scanFlowScalar, scanPlainScalar } from './scan-scalars.js';
import type { Mark, Token, TokenType } from './tokens.js';

interface SimpleKey {
  possible: boolean;
  required: boolean;
  tokenNumber: number;
  mark: Mark;
}

// goyaml's own bounds on nesting; the composer refuses far shallower documents first (MAX_DEPTH).
const MAX_FLOW_LEVEL = 10_000;
const MAX_INDENTS = 10_000;
const MAX_SIMPLE_KEY_CHARS = 1024;

export class Scanner extends Cursor {
  private readonly tokens: Token[] = [];
  private head = 0;
  private parsed = 0;
  private available = false;
  private streamStarted = false;
  private streamEnded = false;
  /** The current block indentation column, -1 at the top level. */
  indent = -1;
  private readonly indents: number[] = [];
  flowLevel = 0;
  private simpleKeyAllowed = false;
  private readonly simpleKeys: SimpleKey[] = [];
  private readonly simpleKeysByToken = new Map<number, number>();
  /** Tokens produced so far, for the full parser's budget. */
  produced = 0;

  constructor(text: string) {
    super(text);
    // goyaml's reader consumes a byte order mark at the start of its input.
    if (this.at() === BOM) this.i = 1;
  }

  /** The next token, without consuming it. */
  peek(): Token {
    if (!this.available) this.fetchMoreTokens();
    return this.tokens[this.head] as Token;
  }

  /** Consumes the token `peek` returned. */
  consume(): void {
    this.available = false;
    this.parsed += 1;
    this.head += 1;
    if (this.head > 1024 && this.head * 2 > this.tokens.length) {
      this.tokens.splice(0, this.head);
      this.head = 0;
    }
  }

  private fetchMoreTokens(): void {
    for (;;) {
      if (this.head !== this.tokens.length) {
        const k = this.simpleKeysByToken.get(this.parsed);
        if (k === undefined || !this.simpleKeyIsValid(this.simpleKeys[k] as SimpleKey)) break;
      }
      this.fetchNextToken();
    }
    this.available = true;
  }

  private insert(token: Token, pos = -1): void {
    this.produced += 1;
    if (pos < 0) this.tokens.push(token);
    else this.tokens.splice(this.head + pos, 0, token);
  }

  private simple(type: TokenType, start: Mark, end: Mark = start): Token {
    return { type, start, end };
  }

  private fetchNextToken(): void {
    if (!this.streamStarted) return this.fetchStreamStart();
    this.scanToNextToken();
    this.unrollIndent(this.column);
    if (this.atEnd) return this.fetchStreamEnd();
    const c = this.at();
    if (this.column === 0) {
      if (c === 0x25) return this.fetchDirective();
      if (this.isDocumentIndicator(0x2d)) return this.fetchDocumentIndicator('document-start');
      if (this.isDocumentIndicator(0x2e)) return this.fetchDocumentIndicator('document-end');
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
    if (c === 0x2d && isBlankZ(next)) return this.fetchBlockEntry();
    if (c === 0x3f && (this.flowLevel > 0 || isBlankZ(next))) return this.fetchKey();
    if (c === 0x3a && (this.flowLevel > 0 || isBlankZ(next))) return this.fetchValue();
    if (c === 0x2a) return this.fetchAnchor('alias');
    if (c === 0x26) return this.fetchAnchor('anchor');
    if (c === 0x21) return this.fetchTag();
    if ((c === 0x7c || c === 0x3e) && this.flowLevel === 0) return this.fetchBlockScalar(c === 0x7c);
    if (c === 0x27 || c === 0x22) return this.fetchFlowScalar(c === 0x27);
    if (
      !(isBlankZ(c) || PLAIN_START_INDICATORS.has(c)) ||
      (c === 0x2d && !isBlank(next)) ||
      (this.flowLevel === 0 && (c === 0x3f || c === 0x3a) && !isBlankZ(next))
    ) {
      return this.fetchPlainScalar();
    }
    this.fail('found character that cannot start any token', 'while scanning for the next token');
  }

  /** `---` or `...` at the cursor, followed by white space or the end. */
  isDocumentIndicator(c: number): boolean {
    return this.at() === c && this.at(1) === c && this.at(2) === c && isBlankZ(this.at(3));
  }

  private simpleKeyIsValid(key: SimpleKey): boolean {
    if (!key.possible) return false;
    if (key.mark.line < this.line || key.mark.chars + MAX_SIMPLE_KEY_CHARS < this.chars) {
      if (key.required) this.fail("could not find expected ':'", 'while scanning a simple key', key.mark);
      key.possible = false;
      return false;
    }
    return true;
  }

  private saveSimpleKey(): void {
    if (!this.simpleKeyAllowed) return;
    const key: SimpleKey = {
      possible: true,
      required: this.flowLevel === 0 && this.indent === this.column,
      tokenNumber: this.parsed + (this.tokens.length - this.head),
      mark: this.mark(),
    };
    this.removeSimpleKey();
    this.simpleKeys[this.simpleKeys.length - 1] = key;
    this.simpleKeysByToken.set(key.tokenNumber, this.simpleKeys.length - 1);
  }

  private removeSimpleKey(): void {
    const key = this.simpleKeys[this.simpleKeys.length - 1] as SimpleKey;
    if (!key.possible) return;
    if (key.required) this.fail("could not find expected ':'", 'while scanning a simple key', key.mark);
    key.possible = false;
    this.simpleKeysByToken.delete(key.tokenNumber);
  }

  private increaseFlowLevel(): void {
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

  private decreaseFlowLevel(): void {
    if (this.flowLevel === 0) return;
    this.flowLevel -= 1;
    const key = this.simpleKeys.pop() as SimpleKey;
    this.simpleKeysByToken.delete(key.tokenNumber);
  }

  private rollIndent(column: number, number: number, type: TokenType, mark: Mark): void {
    if (this.flowLevel > 0 || this.indent >= column) return;
    this.indents.push(this.indent);
    this.indent = column;
    if (this.indents.length > MAX_INDENTS) {
      this.fail(`exceeded max depth of ${MAX_INDENTS}`, 'while increasing indent level');
    }
    this.insert(this.simple(type, mark), number > -1 ? number - this.parsed : -1);
  }

  private unrollIndent(column: number): void {
    if (this.flowLevel > 0) return;
    while (this.indent > column) {
      this.insert(this.simple('block-end', this.mark()));
      this.indent = this.indents.pop() as number;
    }
  }

  private fetchStreamStart(): void {
    this.indent = -1;
    this.simpleKeys.push({ possible: false, required: false, tokenNumber: 0, mark: this.mark() });
    this.simpleKeyAllowed = true;
    this.streamStarted = true;
    this.insert(this.simple('stream-start', this.mark()));
  }

  private fetchStreamEnd(): void {
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
  get ended(): boolean {
    return this.streamEnded;
  }

  private fetchDirective(): void {
    this.unrollIndent(-1);
    this.removeSimpleKey();
    this.simpleKeyAllowed = false;
    this.insert(this.scanDirective());
  }

  private fetchDocumentIndicator(type: TokenType): void {
    this.unrollIndent(-1);
    this.removeSimpleKey();
    this.simpleKeyAllowed = false;
    const start = this.mark();
    this.skip();
    this.skip();
    this.skip();
    this.insert(this.simple(type, start, this.mark()));
  }

  private fetchFlowCollectionStart(type: TokenType): void {
    this.saveSimpleKey();
    this.increaseFlowLevel();
    this.simpleKeyAllowed = true;
    this.fetchIndicator(type);
  }

  private fetchFlowCollectionEnd(type: TokenType): void {
    this.removeSimpleKey();
    this.decreaseFlowLevel();
    this.simpleKeyAllowed = false;
    this.fetchIndicator(type);
  }

  private fetchFlowEntry(): void {
    this.removeSimpleKey();
    this.simpleKeyAllowed = true;
    this.fetchIndicator('flow-entry');
  }

  private fetchBlockEntry(): void {
    if (this.flowLevel === 0) {
      if (!this.simpleKeyAllowed) this.fail('block sequence entries are not allowed in this context');
      this.rollIndent(this.column, -1, 'block-sequence-start', this.mark());
    }
    this.removeSimpleKey();
    this.simpleKeyAllowed = true;
    this.fetchIndicator('block-entry');
  }

  private fetchKey(): void {
    if (this.flowLevel === 0) {
      if (!this.simpleKeyAllowed) this.fail('mapping keys are not allowed in this context');
      this.rollIndent(this.column, -1, 'block-mapping-start', this.mark());
    }
    this.removeSimpleKey();
    this.simpleKeyAllowed = this.flowLevel === 0;
    this.fetchIndicator('key');
  }

  private fetchValue(): void {
    const key = this.simpleKeys[this.simpleKeys.length - 1] as SimpleKey;
    if (this.simpleKeyIsValid(key)) {
      this.insert(this.simple('key', key.mark), key.tokenNumber - this.parsed);
      this.rollIndent(key.mark.column, key.tokenNumber, 'block-mapping-start', key.mark);
      key.possible = false;
      this.simpleKeysByToken.delete(key.tokenNumber);
      this.simpleKeyAllowed = false;
    } else {
      if (this.flowLevel === 0) {
        if (!this.simpleKeyAllowed) this.fail('mapping values are not allowed in this context');
        this.rollIndent(this.column, -1, 'block-mapping-start', this.mark());
      }
      this.simpleKeyAllowed = this.flowLevel === 0;
    }
    this.fetchIndicator('value');
  }

  private fetchIndicator(type: TokenType): void {
    const start = this.mark();
    this.skip();
    this.insert(this.simple(type, start, this.mark()));
  }

  private fetchAnchor(type: 'anchor' | 'alias'): void {
    this.saveSimpleKey();
    this.simpleKeyAllowed = false;
    this.insert(this.scanAnchor(type));
  }

  private fetchTag(): void {
    this.saveSimpleKey();
    this.simpleKeyAllowed = false;
    this.insert(this.scanTag());
  }

  private fetchBlockScalar(literal: boolean): void {
    this.removeSimpleKey();
    this.simpleKeyAllowed = true;
    this.insert(scanBlockScalar(this, literal));
  }

  private fetchFlowScalar(single: boolean): void {
    this.saveSimpleKey();
    this.simpleKeyAllowed = false;
    this.insert(scanFlowScalar(this, single));
  }

  private fetchPlainScalar(): void {
    this.saveSimpleKey();
    this.simpleKeyAllowed = false;
    const { token, leadingBlanks } = scanPlainScalar(this);
    if (leadingBlanks) this.simpleKeyAllowed = true;
    this.insert(token);
  }

  private scanToNextToken(): void {
    for (;;) {
      for (;;) {
        const c = this.at();
        if (c !== SPACE && !(c === TAB && (this.flowLevel > 0 || !this.simpleKeyAllowed))) break;
        this.skip();
      }
      if (this.at() === 0x23) while (!isBreakZ(this.at())) this.skip();
      if (!isBreak(this.at())) return;
      this.skipLine();
      if (this.flowLevel === 0) this.simpleKeyAllowed = true;
    }
  }

  private skipBlanks(): void {
    while (isBlank(this.at())) this.skip();
  }

  /** After a directive or block scalar header: blanks, a comment, then a line break or the end. */
  endOfLine(context: string, start: Mark): void {
    this.skipBlanks();
    if (this.at() === 0x23) while (!isBreakZ(this.at())) this.skip();
    if (!isBreakZ(this.at())) this.fail('did not find expected comment or line break', context, start);
    this.skipLine();
  }

  private scanDirective(): Token {
    const start = this.mark();
    this.skip();
    const context = 'while scanning a directive';
    let name = '';
    while (isAlpha(this.at())) name += this.read();
    if (name === '') this.fail('could not find expected directive name', context, start);
    if (!isBlankZ(this.at())) this.fail('found unexpected non-alphabetical character', context, start);
    let token: Token;
    if (name === 'YAML') {
      this.skipBlanks();
      const major = this.versionNumber(start);
      if (this.at() !== 0x2e) {
        this.fail("did not find expected digit or '.' character", 'while scanning a %YAML directive', start);
      }
      this.skip();
      const minor = this.versionNumber(start);
      token = { type: 'version-directive', start, end: this.mark(), major, minor };
    } else if (name === 'TAG') {
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
    } else {
      return this.fail('found unknown directive name', context, start);
    }
    this.endOfLine(context, start);
    return token;
  }

  private versionNumber(start: Mark): number {
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

  private scanAnchor(type: 'anchor' | 'alias'): Token {
    const start = this.mark();
    this.skip();
    let name = '';
    while (isAlpha(this.at())) name += this.read();
    const end = this.mark();
    const c = this.at();
    if (name === '' || !(isBlankZ(c) || ANCHOR_END.has(c))) {
      this.fail(
        'did not find expected alphabetic or numeric character',
        type === 'anchor' ? 'while scanning an anchor' : 'while scanning an alias',
        start,
      );
    }
    return { type, start, end, value: name };
  }

  private scanTag(): Token {
    const start = this.mark();
    let handle: string;
    let suffix: string;
    if (this.at(1) === 0x3c) {
      handle = '';
      this.skip();
      this.skip();
      suffix = this.scanTagUri(false, '', start);
      if (this.at() !== 0x3e) this.fail("did not find the expected '>'", 'while scanning a tag', start);
      this.skip();
    } else {
      handle = this.scanTagHandle(false, start);
      if (handle.length > 1 && handle.endsWith('!')) {
        suffix = this.scanTagUri(false, '', start);
      } else {
        suffix = this.scanTagUri(false, handle, start);
        handle = '!';
        // The lone `!` tag: no handle, the suffix `!`.
        if (suffix === '') [handle, suffix] = ['', '!'];
      }
    }
    if (!isBlankZ(this.at())) {
      this.fail('did not find expected whitespace or line break', 'while scanning a tag', start);
    }
    return { type: 'tag', start, end: this.mark(), value: handle, suffix };
  }

  private scanTagHandle(directive: boolean, start: Mark): string {
    const context = directive ? 'while parsing a %TAG directive' : 'while parsing a tag';
    if (this.at() !== 0x21) this.fail("did not find expected '!'", context, start);
    let handle = this.read();
    while (isAlpha(this.at())) handle += this.read();
    if (this.at() === 0x21) handle += this.read();
    else if (directive && handle !== '!') this.fail("did not find expected '!'", context, start);
    return handle;
  }

  /** A tag's URI characters after `head` (a handle that was not one, its `!` dropped), %-escapes decoded. */
  private scanTagUri(directive: boolean, head: string, start: Mark): string {
    const context = directive ? 'while parsing a %TAG directive' : 'while parsing a tag';
    let uri = head.slice(1);
    let found = head.length > 0;
    for (let c = this.at(); isAlpha(c) || URI_CHARACTERS.has(c); c = this.at()) {
      if (c === 0x25) uri += this.scanUriEscapes(context, start);
      else uri += this.read();
      found = true;
    }
    if (!found) this.fail('did not find expected tag URI', context, start);
    return uri;
  }

  /** `%XX` escapes that spell one UTF-8 character. */
  private scanUriEscapes(context: string, start: Mark): string {
    const octets: number[] = [];
    let width = 1024;
    while (width > 0) {
      const hi = hexValue(this.at(1));
      const lo = hexValue(this.at(2));
      if (this.at() !== 0x25 || hi < 0 || lo < 0) this.fail('did not find URI escaped octet', context, start);
      const octet = hi * 16 + lo;
      if (width === 1024) {
        width = utf8Width(octet);
        if (width === 0) this.fail('found an incorrect leading UTF-8 octet', context, start);
      } else if ((octet & 0xc0) !== 0x80) {
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

function utf8Width(octet: number): number {
  if ((octet & 0x80) === 0) return 1;
  if ((octet & 0xe0) === 0xc0) return 2;
  if ((octet & 0xf0) === 0xe0) return 3;
  if ((octet & 0xf8) === 0xf0) return 4;
  return 0;
}

const codes = (chars: string): ReadonlySet<number> => new Set([...chars].map((c) => c.charCodeAt(0)));

/** Characters that cannot start a plain scalar, except `-`, `?` and `:` before a non-blank. */
const PLAIN_START_INDICATORS = codes('-?:,[]{}#&*!|>\'"%@`');
/** What may follow an anchor or alias name. */
const ANCHOR_END = codes('?:,]}%@`');
/** Characters of a tag URI besides letters, digits, `_` and `-`. */
const URI_CHARACTERS = codes(";/?:@&=+$,.!~*'()[]%");
