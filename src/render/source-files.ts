// The files a render read, parsed once per scan for source mapping: where in them a rendered value is.

import fs from 'node:fs';
import path from 'node:path';
import type { Position } from '../load/lines.js';
import { LineIndex } from '../load/lines.js';
import { decodeText, normalizeLineBreaks } from '../load/text.js';
import type { ScalarNode, YamlDocument } from '../load/yaml/node.js';
import { parseYaml } from '../load/yaml/parse.js';
import { readRegularFile } from '../source/files.js';

/** Offsets of a text to lines and columns of the file it is written in. */
export interface Positions {
  position(offset: number): Position;
}

export interface SourceText {
  /** Relative to the scan root. */
  readonly file: string;
  readonly text: string;
  readonly positions: Positions;
  readonly documents: readonly YamlDocument[];
}

export class SourceFiles {
  private readonly cache = new Map<string, SourceText | undefined>();
  private readonly realRoot: string;

  constructor(
    private readonly root: string,
    private readonly maxFileSize: number,
  ) {
    this.realRoot = fs.realpathSync(root);
  }

  /** A file of the tree, parsed; undefined when it cannot be read or is no text. */
  get(file: string): SourceText | undefined {
    if (this.cache.has(file)) return this.cache.get(file);
    const read = readRegularFile(path.join(this.root, file), this.maxFileSize, this.realRoot);
    const text = read.ok ? decodeText(read.bytes) : undefined;
    // Positions count lines as the loader does (see loadFile); offsets are the same either way.
    const source =
      text === undefined
        ? undefined
        : {
            file,
            text,
            positions: new LineIndex(normalizeLineBreaks(text)),
            documents: parseYaml(text),
          };
    this.cache.set(file, source);
    return source;
  }
}

/**
 * A patch written inline in a kustomization as a block scalar (`patch: |-`), parsed as its own text,
 * with positions in the kustomization file: the scalar's lines follow its indicator line, indented.
 * Other scalars (quoted) put every position at the scalar.
 */
export function inlineText(file: string, container: SourceText, node: ScalarNode): SourceText {
  const text = node.text;
  const indicator = container.positions.position(node.start);
  const block = /^[|>]/.test(container.text.slice(node.start, node.start + 1));
  const firstContent =
    container.text
      .slice(node.start)
      .split('\n')
      .slice(1)
      .find((l) => l.trim() !== '') ?? '';
  const indent = firstContent.length - firstContent.trimStart().length;
  const inner = new LineIndex(text);
  const positions: Positions = block
    ? {
        position(offset) {
          const p = inner.position(offset);
          return { line: indicator.line + p.line, column: p.column + indent };
        },
      }
    : { position: () => indicator };
  return { file, text, positions, documents: parseYaml(text) };
}
