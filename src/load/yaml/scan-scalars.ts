// Scalars as goyaml.v2's scanner reads them (scannerc.go): where each ends and the string it denotes.
// Line breaks fold as libyaml folds them: a first break that is LF (or CR, CRLF, NEL) becomes a space
// or the following breaks, but LS and PS are kept as themselves.

import { hexValue, isBlank, isBlankZ, isBreak, isBreakZ, isDigit, LF, SPACE, TAB } from './chars.js';
import type { Scanner } from './scanner.js';
import type { Token } from './tokens.js';

/** The breaks between two runs of text: a space for one LF, the further breaks, or LS/PS as written. */
function fold(leadingBreak: string, trailingBreaks: string): string {
  if (leadingBreak.charCodeAt(0) === LF) return trailingBreaks === '' ? ' ' : trailingBreaks;
  return leadingBreak + trailingBreaks;
}

export function scanBlockScalar(sc: Scanner, literal: boolean): Token {
  const start = sc.mark();
  const context = 'while scanning a block scalar';
  sc.skip();
  let chomping = 0;
  let increment = 0;
  const chompingAt = (): boolean => {
    const c = sc.at();
    if (c !== 0x2b && c !== 0x2d) return false;
    chomping = c === 0x2b ? 1 : -1;
    sc.skip();
    return true;
  };
  const incrementAt = (): boolean => {
    const c = sc.at();
    if (!isDigit(c)) return false;
    if (c === 48) sc.fail('found an indentation indicator equal to 0', context, start);
    increment = c - 48;
    sc.skip();
    return true;
  };
  if (chompingAt()) incrementAt();
  else if (incrementAt()) chompingAt();
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
  const breaks = (): void => {
    let maxIndent = 0;
    for (;;) {
      while ((indent === 0 || sc.column < indent) && sc.at() === SPACE) sc.skip();
      if (sc.column > maxIndent) maxIndent = sc.column;
      if ((indent === 0 || sc.column < indent) && sc.at() === TAB) {
        sc.fail('found a tab character where an indentation space is expected', context, start);
      }
      if (!isBreak(sc.at())) break;
      trailingBreaks += sc.readLine();
    }
    if (indent === 0) indent = Math.max(maxIndent, sc.indent + 1, 1);
  };
  breaks();
  while (sc.column === indent && !sc.atEnd) {
    trailingBlank = isBlank(sc.at());
    if (!literal && !leadingBlank && !trailingBlank && leadingBreak.charCodeAt(0) === LF) {
      if (trailingBreaks === '') value += ' ';
    } else value += leadingBreak;
    leadingBreak = '';
    value += trailingBreaks;
    trailingBreaks = '';
    leadingBlank = isBlank(sc.at());
    const from = sc.i;
    while (!isBreakZ(sc.at())) sc.skip();
    value += sc.s.slice(from, sc.i);
    contentEnd = sc.i;
    leadingBreak = sc.readLine();
    breaks();
  }
  if (chomping !== -1) value += leadingBreak;
  if (chomping === 1) value += trailingBreaks;
  return {
    type: 'scalar',
    start,
    end: sc.mark(),
    value,
    style: literal ? 'literal' : 'folded',
    contentEnd,
  };
}

const ESCAPES: ReadonlyMap<number, string> = new Map(
  (
    [
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
    ] as const
  ).map(([k, v]) => [k.charCodeAt(0), v]),
);

const CODE_LENGTHS: ReadonlyMap<number, number> = new Map([
  [0x78, 2],
  [0x75, 4],
  [0x55, 8],
]);

export function scanFlowScalar(sc: Scanner, single: boolean): Token {
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
    if (sc.atEnd) sc.fail('found unexpected end of stream', context, start);
    let leadingBlanks = false;
    while (!isBlankZ(sc.at())) {
      const c = sc.at();
      if (single && c === 0x27 && sc.at(1) === 0x27) {
        value += "'";
        sc.skip();
        sc.skip();
      } else if (c === quote) {
        break;
      } else if (!single && c === 0x5c && isBreak(sc.at(1))) {
        sc.skip();
        sc.skipLine();
        leadingBlanks = true;
        break;
      } else if (!single && c === 0x5c) {
        value += escape(sc, start);
      } else {
        value += sc.read();
      }
    }
    if (sc.at() === quote) break;
    while (isBlank(sc.at()) || isBreak(sc.at())) {
      if (isBlank(sc.at())) {
        if (leadingBlanks) sc.skip();
        else whitespaces += sc.read();
      } else if (!leadingBlanks) {
        whitespaces = '';
        leadingBreak = sc.readLine();
        leadingBlanks = true;
      } else {
        trailingBreaks += sc.readLine();
      }
    }
    if (leadingBlanks) {
      value += fold(leadingBreak, trailingBreaks);
      leadingBreak = '';
      trailingBreaks = '';
    } else {
      value += whitespaces;
      whitespaces = '';
    }
  }
  sc.skip();
  return { type: 'scalar', start, end: sc.mark(), value, style: single ? 'single' : 'double' };
}

function escape(sc: Scanner, start: ReturnType<Scanner['mark']>): string {
  const context = 'while parsing a quoted scalar';
  const code = sc.at(1);
  const simple = ESCAPES.get(code);
  const length = CODE_LENGTHS.get(code) ?? 0;
  if (simple === undefined && length === 0) sc.fail('found unknown escape character', context, start);
  sc.skip();
  sc.skip();
  if (simple !== undefined) return simple;
  let value = 0;
  for (let k = 0; k < length; k++) {
    const digit = hexValue(sc.at(k));
    if (digit < 0) sc.fail('did not find expected hexdecimal number', context, start);
    value = value * 16 + digit;
  }
  if ((value >= 0xd800 && value <= 0xdfff) || value > 0x10ffff) {
    sc.fail('found invalid Unicode character escape code', context, start);
  }
  for (let k = 0; k < length; k++) sc.skip();
  return String.fromCodePoint(value);
}

export function scanPlainScalar(sc: Scanner): { token: Token; leadingBlanks: boolean } {
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
    if (sc.column === 0 && (sc.isDocumentIndicator(0x2d) || sc.isDocumentIndicator(0x2e))) break;
    if (sc.at() === 0x23) break;
    while (!isBlankZ(sc.at())) {
      const c = sc.at();
      if ((c === 0x3a && isBlankZ(sc.at(1))) || (inFlow && FLOW_PLAIN_END.has(c))) break;
      if (leadingBlanks || whitespaces !== '') {
        if (leadingBlanks) {
          value += fold(leadingBreak, trailingBreaks);
          leadingBreak = '';
          trailingBreaks = '';
          leadingBlanks = false;
        } else {
          value += whitespaces;
          whitespaces = '';
        }
      }
      value += sc.read();
      end = sc.mark();
    }
    if (!(isBlank(sc.at()) || isBreak(sc.at()))) break;
    while (isBlank(sc.at()) || isBreak(sc.at())) {
      if (isBlank(sc.at())) {
        if (leadingBlanks && sc.column < indent && sc.at() === TAB) {
          sc.fail('found a tab character that violates indentation', 'while scanning a plain scalar', start);
        }
        if (leadingBlanks) sc.skip();
        else whitespaces += sc.read();
      } else if (!leadingBlanks) {
        whitespaces = '';
        leadingBreak = sc.readLine();
        leadingBlanks = true;
      } else {
        trailingBreaks += sc.readLine();
      }
    }
    if (!inFlow && sc.column < indent) break;
  }
  return { token: { type: 'scalar', start, end, value, style: 'plain' }, leadingBlanks };
}

/** What ends a plain scalar in a flow collection (goyaml.v2 also ends it at `?`). */
const FLOW_PLAIN_END: ReadonlySet<number> = new Set([0x2c, 0x3f, 0x5b, 0x5d, 0x7b, 0x7d]);
