// One file to resources: decode, split and parse as kubectl does, extract. Never throws on bad input:
// everything that is not a lintable object becomes an error (for the yaml-syntax rule) when kubectl would
// refuse it, or a skip reason when it is not meant for kubectl at all (templates, other YAML).

import type { Skipped } from '../model.js';
import { tooLargeReason } from '../source/source-file.js';
import { kubectlDocuments } from './documents.js';
import { LineIndex } from './lines.js';
import { extractResources } from './resource.js';
import type { Resource } from './resource.js';
import { decodeText, normalizeLineBreaks } from './text.js';
import { hasUnusualCharacters } from './yaml/chars.js';
import type { YamlError } from './yaml/node.js';

export interface FileInput {
  /** Relative to the scan root, `/`-separated. */
  readonly path: string;
  readonly bytes: Uint8Array;
  /** The file lies in the templates/ folder of a Helm chart. */
  readonly inHelmChart?: boolean;
}

export interface LoadedFile {
  readonly path: string;
  /** The decoded text, every line break but CRLF made an LF (offsets are those of the decoded text). */
  readonly text: string;
  readonly lines: LineIndex;
  /** Documents with content, as kubectl splits them. */
  readonly documents: number;
  readonly resources: readonly Resource[];
  readonly errors: readonly YamlError[];
  readonly skipped: readonly Skipped[];
  /**
   * The first document kubectl cannot read (its index): kubectl applies the resources of the documents
   * before it only. Undefined when it reads them all.
   */
  readonly kubectlStops?: number;
}

const TEMPLATE_ACTION = '{{';
const TEMPLATE_REASON =
  'template: {{ ... }} actions make it YAML only after rendering; scan the rendered output';

export function loadFile(input: FileInput, maxFileSize: number): LoadedFile {
  const { path } = input;
  if (input.bytes.length > maxFileSize)
    return unreadFile(path, tooLargeReason(input.bytes.length, maxFileSize), true);
  const source = decodeText(input.bytes);
  // One look for unusual characters serves the line breaks and the parse of every document: nearly every
  // file has none, and then needs neither normalizing nor checking again.
  const plainCharacters = !hasUnusualCharacters(source);
  const text = plainCharacters ? source : normalizeLineBreaks(source);
  if (input.inHelmChart && source.includes(TEMPLATE_ACTION)) {
    return emptyFile(path, text, [{ file: path, reason: 'Helm template' }]);
  }
  const { documents, ignored } = kubectlDocuments(source, plainCharacters);
  const lines = new LineIndex(text);
  const resources: Resource[] = [];
  const errors: YamlError[] = [];
  const skipped: Skipped[] = [];
  const withContent = documents.filter(({ doc }) => doc.root !== null || doc.errors.length > 0);
  const where = (index: number, start: number) =>
    withContent.length > 1 || ignored.length > 0 ? { document: index, line: lines.position(start).line } : {};
  let kubectlStops: number | undefined;
  for (const { doc, from, to } of withContent) {
    if (doc.stopsKubectl) kubectlStops ??= doc.index;
    // Templates are YAML only after rendering: their parse errors, or the garbage objects `{{ x }}`
    // becomes (a mapping as a key), say nothing about the manifests they will produce.
    // One entry for the file, at its first such document: the others are checked as usual.
    if (doc.root === null && source.slice(from, to).includes(TEMPLATE_ACTION)) {
      if (!skipped.some((s) => s.reason === TEMPLATE_REASON)) {
        skipped.push({ file: path, reason: TEMPLATE_REASON, ...where(doc.index, doc.start) });
      }
      continue;
    }
    errors.push(...doc.errors);
    const extracted = extractResources(path, lines, doc);
    if (extracted.kind === 'skipped') {
      if (doc.root !== null)
        skipped.push({ file: path, reason: extracted.reason, ...where(doc.index, doc.start) });
      continue;
    }
    if (extracted.kind === 'refused') {
      errors.push(extracted.error);
      continue;
    }
    resources.push(...extracted.resources);
    for (const item of extracted.skippedItems) {
      skipped.push({
        file: path,
        reason: `items[${item.item}]: ${item.reason}`,
        document: doc.index,
        line: lines.position(doc.start).line,
      });
    }
  }
  for (const { index, start } of ignored) {
    skipped.push({
      file: path,
      reason:
        'kubectl never reads this YAML document: it follows a "..." or a "---" that does not start a line of its own, and kubectl splits documents at lines starting with --- only, then reads the first YAML document of each',
      document: index,
      line: lines.position(start).line,
    });
  }
  if (withContent.length === 0 && ignored.length === 0) skipped.push({ file: path, reason: 'empty file' });
  return {
    path,
    text,
    lines,
    documents: withContent.length,
    resources,
    errors,
    skipped,
    ...(kubectlStops !== undefined ? { kubectlStops } : {}),
  };
}

/** A file that was not read, and why; `unjudged` when kubectl would apply what it holds. */
export function unreadFile(path: string, reason: string, unjudged: boolean): LoadedFile {
  return emptyFile(path, '', [{ file: path, reason, ...(unjudged ? { unjudged } : {}) }]);
}

function emptyFile(path: string, text: string, skipped: Skipped[]): LoadedFile {
  return { path, text, lines: new LineIndex(text), documents: 0, resources: [], errors: [], skipped };
}
