// Bytes to text the way kubectl reads a file: a byte order mark selects UTF-8, UTF-16LE or UTF-16BE and
// is dropped; anything else is UTF-8, where bytes that are not (a NUL byte is) become U+FFFD, as
// golang.org/x/text's BOMOverride(UTF8) decoder in kubectl's FileVisitor turns them. Nothing is refused
// here: what YAML or JSON cannot hold is refused where kubectl refuses it, in the document holding it.

import { isAscii } from 'node:buffer';
import { TextDecoder } from 'node:util';
import { hasLoneCR } from './yaml/chars.js';

const UTF8 = new TextDecoder('utf-8', { ignoreBOM: true });
const UTF8_FATAL = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const UTF16LE = new TextDecoder('utf-16le', { ignoreBOM: true });
const UTF16BE = new TextDecoder('utf-16be', { ignoreBOM: true });

export function decodeText(bytes: Uint8Array): string {
  const [b0, b1, b2] = bytes;
  if (b0 === 0xff && b1 === 0xfe) return UTF16LE.decode(bytes.subarray(2));
  if (b0 === 0xfe && b1 === 0xff) return UTF16BE.decode(bytes.subarray(2));
  const body = b0 === 0xef && b1 === 0xbb && b2 === 0xbf ? bytes.subarray(3) : bytes;
  // Nearly every manifest is ASCII: then every byte is its character, and there is nothing to validate.
  if (isAscii(body)) return Buffer.from(body.buffer, body.byteOffset, body.length).toString('latin1');
  return UTF8.decode(body);
}

/**
 * Bytes as Go's encoding/json writes a Go string (a `!!binary` value): valid UTF-8 as it is, and each
 * byte of an invalid sequence replaced by U+FFFD on its own.
 */
export function decodeGoString(bytes: Uint8Array): string {
  try {
    return UTF8_FATAL.decode(bytes);
  } catch {
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
function validSequenceLength(b: Uint8Array, i: number): number {
  const c = b[i] ?? 0;
  if (c < 0x80) return 1;
  const cont = (k: number, lo = 0x80, hi = 0xbf): boolean => {
    const x = b[i + k];
    return x !== undefined && x >= lo && x <= hi;
  };
  if (c >= 0xc2 && c <= 0xdf) return cont(1) ? 2 : 0;
  if (c === 0xe0) return cont(1, 0xa0) && cont(2) ? 3 : 0;
  if (c === 0xed) return cont(1, 0x80, 0x9f) && cont(2) ? 3 : 0;
  if (c >= 0xe1 && c <= 0xef) return cont(1) && cont(2) ? 3 : 0;
  if (c === 0xf0) return cont(1, 0x90) && cont(2) && cont(3) ? 4 : 0;
  if (c === 0xf4) return cont(1, 0x80, 0x8f) && cont(2) && cont(3) ? 4 : 0;
  if (c >= 0xf1 && c <= 0xf3) return cont(1) && cont(2) && cont(3) ? 4 : 0;
  return 0;
}

/**
 * The text with every YAML line break other than LF and CRLF (a lone CR, NEL, LS, PS) made an LF, one
 * character for one: line numbers of findings count the lines goyaml counts, and offsets stay put.
 */
export function normalizeLineBreaks(text: string): string {
  // A CR search is native and quick; only text with some other break needs the expression.
  if (!hasLoneCR(text) && !/[\u0085\u2028\u2029]/.test(text)) return text;
  return text.replace(/\r(?!\n)|[\u0085\u2028\u2029]/g, '\n');
}

/**
 * A copy of a string taken from a file's text. V8 keeps the whole text of a file alive for as long as
 * any substring of it lives: what outlives the file (the CRD registry, findings) must hold copies.
 */
export function detach(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}
