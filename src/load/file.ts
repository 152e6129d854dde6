// One file to resources: decode, parse, extract. Never throws on bad input: everything that is not a
// lintable object becomes a syntax error (for the yaml-syntax rule) or a skip reason.

import type { Skipped } from '../model.js';
import { tooLargeReason } from '../source/source-file.js';
import { LineIndex } from './lines.js';
import { extractResources } from './resource.js';
import type { Resource } from './resource.js';
import { decodeText } from './text.js';
import { parseYaml } from './yaml/parse.js';
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
  readonly text: string;
  readonly lines: LineIndex;
  /** Documents with content (empty ones from a trailing `---` are not counted). */
  readonly documents: number;
  readonly resources: readonly Resource[];
  readonly errors: readonly YamlError[];
  readonly skipped: readonly Skipped[];
}

const TEMPLATE_ACTION = '{{';

export function loadFile(input: FileInput, maxFileSize: number): LoadedFile {
  const { path } = input;
  const skip = (reason: string): LoadedFile => emptyFile(path, '', [{ file: path, reason }]);
  if (input.bytes.length > maxFileSize) return skip(tooLargeReason(input.bytes.length, maxFileSize));
  const decoded = decodeText(input.bytes);
  if (!decoded.ok) return skip(decoded.reason);
  const text = decoded.text;
  if (input.inHelmChart && text.includes(TEMPLATE_ACTION)) return skip('Helm template');
  const docs = parseYaml(text);
  const lines = new LineIndex(text);
  const errors = docs.flatMap((d) => d.errors);
  // Templates are YAML only after rendering: their parse errors, or the garbage objects `{{ x }}`
  // becomes (a mapping as a key), say nothing about the manifests they will produce.
  if (errors.length > 0 && text.includes(TEMPLATE_ACTION)) {
    return emptyFile(path, text, [
      {
        file: path,
        reason: 'template: {{ ... }} actions make it YAML only after rendering; scan the rendered output',
      },
    ]);
  }
  const resources: Resource[] = [];
  const skipped: Skipped[] = [];
  const nonEmpty = docs.filter((d) => d.root !== null || d.errors.length > 0);
  for (const doc of nonEmpty) {
    if (doc.errors.length > 0) continue;
    const extracted = extractResources(path, lines, doc);
    const line = lines.position(doc.start).line;
    const where = nonEmpty.length > 1 ? { document: doc.index, line } : {};
    if (!extracted.ok) {
      skipped.push({ file: path, reason: extracted.reason, ...where });
      continue;
    }
    resources.push(...extracted.resources);
    for (const item of extracted.skippedItems) {
      skipped.push({ file: path, reason: `items[${item.item}]: ${item.reason}`, document: doc.index, line });
    }
  }
  if (nonEmpty.length === 0) skipped.push({ file: path, reason: 'empty file' });
  return { path, text, lines, documents: nonEmpty.length, resources, errors, skipped };
}

function emptyFile(path: string, text: string, skipped: Skipped[]): LoadedFile {
  return { path, text, lines: new LineIndex(text), documents: 0, resources: [], errors: [], skipped };
}
