// Bytes to text the way a YAML reader must: honour byte order marks (UTF-8, UTF-16), refuse binary.

import { isAscii } from 'node:buffer';
import { TextDecoder } from 'node:util';

export type DecodedText =
  { readonly ok: true; readonly text: string } | { readonly ok: false; readonly reason: string };

const UTF8 = new TextDecoder('utf-8', { fatal: true });
const UTF16LE = new TextDecoder('utf-16le', { fatal: true });
const UTF16BE = new TextDecoder('utf-16be', { fatal: true });

export function decodeText(bytes: Uint8Array): DecodedText {
  const b0 = bytes[0];
  const b1 = bytes[1];
  // YAML 1.2 §5.2 requires UTF-16 support when a BOM says so (kubectl reads such files too).
  if (b0 === 0xff && b1 === 0xfe) return decodeWith(UTF16LE, bytes.subarray(2), 'UTF-16LE');
  if (b0 === 0xfe && b1 === 0xff) return decodeWith(UTF16BE, bytes.subarray(2), 'UTF-16BE');
  if (bytes.indexOf(0) !== -1) return { ok: false, reason: 'binary file (contains NUL bytes)' };
  // Nearly every manifest is ASCII: then every byte is its character, and there is nothing to validate.
  if (isAscii(bytes)) {
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('latin1');
    return { ok: true, text: normalize(text) };
  }
  const decoded = decodeWith(UTF8, bytes, 'UTF-8');
  // TextDecoder consumes a UTF-8 BOM itself; offsets then match what an editor shows.
  return decoded.ok ? { ok: true, text: normalize(decoded.text) } : decoded;
}

function decodeWith(decoder: TextDecoder, bytes: Uint8Array, name: string): DecodedText {
  try {
    const text = decoder.decode(bytes);
    if (text.includes('\0')) return { ok: false, reason: `binary file (NUL characters in ${name} text)` };
    return { ok: true, text: normalize(text) };
  } catch {
    return { ok: false, reason: `not valid ${name} text` };
  }
}

// goyaml (YAML 1.1, what kubectl reads with) ends a line at a lone CR, the yaml library does not: a lone
// CR becomes LF, one character for one, so that offsets and line numbers stay those of the file.
function normalize(text: string): string {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  return body.includes('\r') ? body.replace(/\r(?!\n)/g, '\n') : body;
}

/**
 * A copy of a string taken from a file's text. V8 keeps the whole text of a file alive for as long as
 * any substring of it lives: what outlives the file (the CRD registry, findings) must hold copies.
 */
export function detach(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}
