// Where a finding on rendered output lands in the sources: a file, a range and what that place is.

import type { Range, RenderSource, SourceLine } from '../model.js';
import type { Positions, SourceText } from './source-files.js';

export interface Placement {
  /** Relative to the scan root. */
  readonly file: string;
  readonly range: Range;
  readonly source: RenderSource;
  /** Helm, for a values-file placement: the template line holding the key. */
  readonly template?: SourceLine;
}

export function placeAt(
  file: string,
  positions: Positions,
  node: { readonly start: number; readonly end: number },
  source: RenderSource,
): Placement {
  const from = positions.position(node.start);
  const to = positions.position(Math.max(node.end, node.start));
  return {
    file,
    range: { line: from.line, column: from.column, endLine: to.line, endColumn: to.column },
    source,
  };
}

export function placeIn(
  text: SourceText,
  node: { start: number; end: number },
  source: RenderSource,
): Placement {
  return placeAt(text.file, text.positions, node, source);
}

/** The first line of a file: a root's entry file when nothing finer is known. */
export function placeAtStart(file: string, source: RenderSource): Placement {
  return { file, range: { line: 1, column: 1, endLine: 1, endColumn: 1 }, source };
}
