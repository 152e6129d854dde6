// A position in the text as goyaml.v2's scanner moves through it: offset, characters, line and column.

import { CR, isBreak, LF, LS, NEL, PS } from './chars.js';
import type { Mark } from './tokens.js';
import { YamlSyntaxError } from './tokens.js';

export class Cursor {
  /** Offset in UTF-16 code units. */
  i = 0;
  /** Offset in characters: goyaml limits simple keys to 1024 of them. */
  chars = 0;
  /** 0-based, as goyaml counts: every CR, LF, CRLF, NEL, LS and PS ends a line. */
  line = 0;
  column = 0;

  constructor(readonly s: string) {}

  /** The code unit `k` units ahead; NaN past the end. */
  at(k = 0): number {
    return this.s.charCodeAt(this.i + k);
  }

  get atEnd(): boolean {
    return this.i >= this.s.length;
  }

  mark(): Mark {
    return { index: this.i, chars: this.chars, line: this.line, column: this.column };
  }

  /** Moves past one character (a surrogate pair is one). */
  skip(): void {
    const c = this.s.charCodeAt(this.i);
    this.i += c >= 0xd800 && c <= 0xdbff && this.isLowSurrogate(this.i + 1) ? 2 : 1;
    this.chars += 1;
    this.column += 1;
  }

  /** Moves past one character and returns it. */
  read(): string {
    const from = this.i;
    this.skip();
    return this.s.slice(from, this.i);
  }

  /** Moves past a line break (CRLF counts as one), if there is one. */
  skipLine(): void {
    const c = this.at();
    if (c === CR && this.at(1) === LF) {
      this.i += 2;
      this.chars += 2;
    } else if (isBreak(c)) {
      this.i += 1;
      this.chars += 1;
    } else return;
    this.column = 0;
    this.line += 1;
  }

  /**
   * Moves past a line break and returns what it stands for in a scalar's value: LF for CR, LF, CRLF and
   * NEL, but LS and PS stand for themselves (libyaml's read_line).
   */
  readLine(): string {
    const c = this.at();
    if (c !== LS && c !== PS && c !== CR && c !== LF && c !== NEL) return '';
    this.skipLine();
    return c === LS || c === PS ? String.fromCharCode(c) : '\n';
  }

  fail(problem: string, context?: string, at: Mark = this.mark()): never {
    throw new YamlSyntaxError(
      problem,
      Math.min(at.index, this.s.length),
      Math.min(at.index + 1, this.s.length),
      context,
    );
  }

  private isLowSurrogate(i: number): boolean {
    const c = this.s.charCodeAt(i);
    return c >= 0xdc00 && c <= 0xdfff;
  }
}
