// The source line of a value in helm's output. The output has no positions in the templates, only the
// template of each document (`# Source:`): the line is found by following the key path through the
// template's indentation where the template spells the keys out, else the nearest enclosing key found,
// else the template's first line. When the value appears in a values file, that line is named too, and it
// is where the finding lands: that is what the author changes.

import type { Path } from '../load/path.js';
import type { Resource } from '../load/resource.js';
import type { YamlNode } from '../load/yaml/node.js';
import type { HelmRoot } from './discover.js';
import { joinPath } from './discover.js';
import type { TemplateSource } from './helm.js';
import type { Placement } from './placement.js';
import { placeAtStart, placeIn } from './placement.js';
import type { SourceFiles } from './source-files.js';

export class HelmMapper {
  constructor(
    private readonly chart: HelmRoot,
    private readonly files: SourceFiles,
  ) {}

  place(
    _resource: Resource,
    source: TemplateSource | undefined,
    path: Path,
    value: string | undefined,
  ): Placement {
    const template = source && this.files.get(source.file);
    const inTemplate: Placement = template
      ? { ...templatePlacement(template.file, template.text, source.index, path), source: 'template' }
      : placeAtStart(this.chart.entry, 'chart');
    const values = value !== undefined && value !== '' ? this.inValues(value) : undefined;
    if (!values) return inTemplate;
    return {
      ...values,
      ...(template
        ? {
            template: { file: inTemplate.file, line: inTemplate.range.line, column: inTemplate.range.column },
          }
        : {}),
    };
  }

  /** The values file line holding the value: the last values file given first, the chart's values.yaml last. */
  private inValues(value: string): Placement | undefined {
    for (const file of [...this.chart.values].reverse().concat(joinPath(this.chart.dir, 'values.yaml'))) {
      const text = this.files.get(file);
      for (const doc of text?.documents ?? []) {
        const found = doc.root && doc.errors.length === 0 ? scalarWithText(doc.root, value) : undefined;
        if (text && found) return placeIn(text, found, 'values');
      }
    }
    return undefined;
  }
}

function scalarWithText(node: YamlNode, text: string): YamlNode | undefined {
  if (node.kind === 'scalar') return node.text === text ? node : undefined;
  const children = node.kind === 'seq' ? node.items : node.entries.map((e) => e.value);
  for (const c of children) {
    const found = scalarWithText(c, text);
    if (found) return found;
  }
  return undefined;
}

interface TemplateLine {
  /** 0-based line. */
  readonly index: number;
  /** Where the line's text starts (after indentation). */
  readonly indent: number;
  /** A `- ` item starts here: its column. */
  readonly dash?: number;
  /** The mapping key on the line, and its column. */
  readonly key?: string;
  readonly keyColumn?: number;
}

const KEY = /^("[^"]*"|'[^']*'|[^\s:#{}[\],'"][^:#{}]*?)\s*:(?=\s|$)/;

function readLine(line: string, index: number): TemplateLine | undefined {
  const trimmed = line.trimStart();
  if (trimmed === '' || trimmed.startsWith('#') || trimmed.startsWith('{{')) return undefined;
  const indent = line.length - trimmed.length;
  const dashed = /^-(\s+|$)/.exec(trimmed);
  const rest = dashed ? trimmed.slice(dashed[0].length) : trimmed;
  const keyColumn = dashed ? indent + dashed[0].length : indent;
  const key = KEY.exec(rest)?.[1]?.replace(/^["']|["']$/g, '');
  return {
    index,
    indent,
    ...(dashed ? { dash: indent } : {}),
    ...(key !== undefined ? { key, keyColumn } : {}),
  };
}

/** The template line that holds the key at `path` of the `document`-th document of the template. */
function templatePlacement(
  file: string,
  text: string,
  document: number,
  path: Path,
): Omit<Placement, 'source'> {
  const all = text.split(/\r\n|\n|\r/);
  const chunks: [number, number][] = [];
  let start = 0;
  all.forEach((line, i) => {
    if (/^---(\s|$)/.test(line)) {
      if (i > start) chunks.push([start, i]);
      start = i + 1;
    }
  });
  chunks.push([start, all.length]);
  const [from, to] = chunks[Math.min(document, chunks.length - 1)] ?? [0, all.length];
  const lines = all.slice(from, to).flatMap((l, i) => readLine(l, from + i) ?? []);
  let scope = lines;
  let parent = -1;
  let found: { line: number; column: number } | undefined;
  for (const segment of path) {
    if (typeof segment === 'number') {
      const dashes = scope.filter((l) => l.dash !== undefined && l.dash >= parent);
      const itemColumn = Math.min(...dashes.map((l) => l.dash ?? Infinity));
      const items = dashes.filter((l) => l.dash === itemColumn);
      const item = items[Math.min(segment, items.length - 1)];
      if (!item) break;
      found = { line: item.index, column: itemColumn };
      const next = scope.find(
        (l) =>
          l.index > item.index &&
          (l.indent < itemColumn || (l.indent === itemColumn && l.dash === itemColumn)),
      );
      scope = scope.filter((l) => l.index >= item.index && (!next || l.index < next.index));
      parent = itemColumn + 1;
      continue;
    }
    const key = typeof segment === 'string' ? segment : segment.key;
    const keyed = scope.filter((l) => l.keyColumn !== undefined && l.keyColumn > parent);
    const childColumn = Math.min(...keyed.map((l) => l.keyColumn ?? Infinity));
    const hit = keyed.find((l) => l.keyColumn === childColumn && l.key === key);
    if (!hit || hit.keyColumn === undefined) break;
    const column = hit.keyColumn;
    found = { line: hit.index, column };
    const next = scope.find(
      (l) => l.index > hit.index && (l.indent < column || (l.indent === column && l.dash !== column)),
    );
    scope = scope.filter((l) => l.index > hit.index && (!next || l.index < next.index));
    parent = column;
  }
  const at = found ?? { line: from, column: 0 };
  const lineText = all[at.line] ?? '';
  return {
    file,
    range: { line: at.line + 1, column: at.column + 1, endLine: at.line + 1, endColumn: lineText.length + 1 },
  };
}
