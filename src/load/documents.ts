// A file's documents as kubectl reads them (k8s.io/apimachinery pkg/util/yaml YAMLOrJSONDecoder): a
// file whose first non-space character is `{` is a stream of JSON values; anything else is split into
// documents at lines that start with `---`, each document is given to goyaml whole, and goyaml reads only
// its first YAML document. The documents of the YAML stream do not always match kubectl's: a `---` after a
// CR or NEL, or a document after `...`, is part of kubectl's document and never read.

import { parseJsonStream } from './json.js';
import type { MapEntry, YamlDocument, YamlError, YamlNode } from './yaml/node.js';
import { parseYaml } from './yaml/parse.js';

/** A document of the file, with the part of the text kubectl gave goyaml for it. */
export interface KubectlDocument {
  readonly doc: YamlDocument;
  readonly from: number;
  readonly to: number;
}

/** A YAML document kubectl never reads: it follows the first one in the text between two `---` lines. */
export interface IgnoredDocument {
  /** The kubectl document whose text holds it. */
  readonly index: number;
  readonly start: number;
}

export interface FileDocuments {
  readonly documents: readonly KubectlDocument[];
  readonly ignored: readonly IgnoredDocument[];
}

// GuessJSONStream peeks this many bytes for the `{`.
const JSON_SNIFF_BYTES = 4096;

/**
 * Documents read from one file at most. kubectl reads any number, but a file of tiny documents (`{}`
 * two bytes each) costs each its tree and its report entry: reading stops here, with an error.
 */
export const MAX_DOCUMENTS = 100_000;

function tooManyDocuments(index: number, start: number): YamlDocument {
  return {
    index,
    start,
    root: null,
    errors: [
      {
        message: `the file holds more than ${MAX_DOCUMENTS.toLocaleString('en-US')} documents: Admission Gate reads no further, which bounds the work one file costs (kubectl reads on). Split the file`,
        start,
        end: start,
      },
    ],
  };
}

/** `plainCharacters`: the caller found no unusual character in the text (hasUnusualCharacters). */
export function kubectlDocuments(text: string, plainCharacters = false): FileDocuments {
  if (isJsonStream(text)) {
    const docs = parseJsonStream(text, MAX_DOCUMENTS, tooManyDocuments);
    return {
      documents: docs.map((doc, k) => ({ doc, from: doc.start, to: docs[k + 1]?.start ?? text.length })),
      ignored: [],
    };
  }
  const documents: KubectlDocument[] = [];
  const ignored: IgnoredDocument[] = [];
  const remap = text.includes('\r\n');
  const all = splitDocuments(text);
  const chunks = all.slice(0, MAX_DOCUMENTS);
  const beyond = all[MAX_DOCUMENTS];
  for (const chunk of chunks) {
    if (chunk.separatorError) {
      documents.push({ doc: chunk.separatorError, from: chunk.start, to: chunk.end });
      continue;
    }
    const [first, ...rest] = parseChunk(text, chunk, remap, plainCharacters);
    for (const doc of rest) {
      if (doc.root !== null || doc.errors.length > 0) ignored.push({ index: chunk.index, start: doc.start });
    }
    if (first === undefined) continue;
    const stops = chunk.dropped || (first.root === null && first.errors.length > 0);
    const last = chunk === chunks[chunks.length - 1];
    const doc: YamlDocument = {
      ...first,
      index: chunk.index,
      ...(stops ? { stopsKubectl: true, errors: last ? first.errors : first.errors.map(stopping) } : {}),
    };
    documents.push({ doc, from: chunk.start, to: chunk.end });
  }
  if (beyond) {
    documents.push({
      doc: tooManyDocuments(beyond.index, beyond.start),
      from: beyond.start,
      to: text.length,
    });
  }
  return { documents, ignored };
}

function stopping(error: YamlError): YamlError {
  return {
    ...error,
    message: `${error.message.replace(/\.$/, '')}; kubectl stops reading the file here and applies none of the documents after this one either`,
  };
}

/** unicode.IsSpace, as bytes.TrimLeftFunc uses it to find the first character. */
function isGoSpace(c: number): boolean {
  return (
    (c >= 0x09 && c <= 0x0d) ||
    c === 0x20 ||
    c === 0x85 ||
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000
  );
}

function utf8Length(c: number): number {
  return c < 0x80 ? 1 : c < 0x800 ? 2 : 3;
}

function isJsonStream(text: string): boolean {
  let bytes = 0;
  let i = 0;
  for (; i < text.length && isGoSpace(text.charCodeAt(i)); i++) bytes += utf8Length(text.charCodeAt(i));
  return bytes < JSON_SNIFF_BYTES && text.charCodeAt(i) === 0x7b;
}

function goTrimSpace(s: string): string {
  let a = 0;
  let b = s.length;
  while (a < b && isGoSpace(s.charCodeAt(a))) a += 1;
  while (b > a && isGoSpace(s.charCodeAt(b - 1))) b -= 1;
  return s.slice(a, b);
}

interface Chunk {
  /** Position among kubectl's documents, empty ones included. */
  readonly index: number;
  /** Its lines: [start, end) of the text, line breaks included. */
  readonly start: number;
  readonly end: number;
  /** A `---` line followed by more than a comment ended it: kubectl drops it unread. */
  readonly dropped?: boolean;
  /** Such a line itself. */
  readonly separatorError?: YamlDocument;
}

/** YAMLReader: lines split at LF; a line starting with `---` ends the document, if there is one. */
function splitDocuments(text: string): Chunk[] {
  const chunks: Chunk[] = [];
  let bufferStart = -1;
  let dropped = false;
  const flush = (end: number): void => {
    if (bufferStart === -1) return;
    chunks.push({ index: chunks.length, start: bufferStart, end, ...(dropped ? { dropped } : {}) });
    bufferStart = -1;
  };
  for (let pos = 0; pos < text.length;) {
    // Only lines starting with `---` matter: a native search finds the next, past the lines before it.
    if (!text.startsWith('---', pos)) {
      if (bufferStart === -1) bufferStart = pos;
      const before = text.indexOf('\n---', pos);
      if (before === -1) break;
      pos = before + 1;
    }
    const nl = text.indexOf('\n', pos);
    const lineEnd = nl === -1 ? text.length : nl;
    const next = nl === -1 ? text.length : nl + 1;
    const rest = goTrimSpace(text.slice(pos + 3, lineEnd));
    if (rest !== '' && !rest.startsWith('#')) {
      // kubectl fails here, losing the document it was reading; the gate reads on from this line.
      dropped = true;
      flush(pos);
      dropped = false;
      chunks.push({
        index: chunks.length,
        start: pos,
        end: next,
        separatorError: {
          index: chunks.length,
          start: pos,
          root: null,
          errors: [
            {
              message: `"${text.slice(pos, lineEnd).trim()}" is not a document separator to kubectl, which splits documents at lines starting with --- and refuses one followed by anything but a comment (invalid Yaml document separator); it stops reading the file here, and drops the document before this line too`,
              start: pos,
              end: lineEnd,
            },
          ],
          stopsKubectl: true,
        },
      });
      bufferStart = pos;
    } else if (bufferStart !== -1) flush(pos);
    // A separator with nothing before it starts the document it would end (YAMLReader buffers the line).
    else bufferStart = pos;
    pos = next;
  }
  flush(text.length);
  return chunks;
}

/**
 * The YAML documents of a chunk, offsets in the file. kubectl gives goyaml the chunk's lines each ended
 * by LF (a CRLF's CR dropped, an LF added to a last line without one); where the file has CRLF, the
 * chunk is rebuilt so and its offsets mapped back, line by line.
 */
function parseChunk(text: string, chunk: Chunk, remap: boolean, plainCharacters: boolean): YamlDocument[] {
  const slice = text.slice(chunk.start, chunk.end);
  if (!remap) return parseYaml(slice.endsWith('\n') ? slice : `${slice}\n`, chunk.start, plainCharacters);
  const chunkStarts: number[] = [];
  const fileStarts: number[] = [];
  let rebuilt = '';
  for (let pos = chunk.start; pos < chunk.end;) {
    const nl = text.indexOf('\n', pos);
    const lineEnd = nl === -1 || nl >= chunk.end ? chunk.end : nl;
    const contentEnd =
      nl === lineEnd && lineEnd > pos && text.charCodeAt(lineEnd - 1) === 13 ? lineEnd - 1 : lineEnd;
    chunkStarts.push(rebuilt.length);
    fileStarts.push(pos);
    rebuilt += `${text.slice(pos, contentEnd)}\n`;
    pos = lineEnd === chunk.end ? chunk.end : lineEnd + 1;
  }
  const toFile = (offset: number): number => {
    let lo = 0;
    let hi = chunkStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((chunkStarts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return Math.min((fileStarts[lo] ?? 0) + offset - (chunkStarts[lo] ?? 0), chunk.end);
  };
  return parseYaml(rebuilt, 0, plainCharacters).map((doc) => remapDocument(doc, toFile));
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** The document with every offset mapped (nodes shared through aliases are mapped once). */
function remapDocument(doc: YamlDocument, map: (offset: number) => number): YamlDocument {
  const seen = new Set<YamlNode>();
  // Merge keys share entries between mappings: each is mapped once.
  const seenEntries = new Set<MapEntry>();
  const stack: YamlNode[] = doc.root ? [doc.root] : [];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (seen.has(node)) continue;
    seen.add(node);
    const n = node as Mutable<YamlNode>;
    n.start = map(n.start);
    n.end = map(n.end);
    if (node.kind === 'seq') stack.push(...node.items);
    else if (node.kind === 'map') {
      for (const e of node.entries) {
        const m = e as Mutable<MapEntry>;
        if (!seenEntries.has(e)) {
          seenEntries.add(e);
          m.keyStart = map(m.keyStart);
          m.keyEnd = map(m.keyEnd);
        }
        stack.push(e.value);
      }
    }
  }
  return {
    ...doc,
    start: map(doc.start),
    errors: doc.errors.map((e) => ({ ...e, start: map(e.start), end: map(e.end) })),
  };
}
