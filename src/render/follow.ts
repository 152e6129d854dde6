// Following a path of the rendered object through a source document (a resource file, a patch): keys
// are keys, and list items are matched as strategic merge matches them, by their merge key (a
// container's name, a port's containerPort) or, for lists of scalars, by value; by index otherwise.

import type { Path } from '../load/path.js';
import { asSeq, child } from '../load/yaml/node.js';
import type { YamlNode } from '../load/yaml/node.js';

// patchMergeKey values of the core API's lists, in the order they are tried.
const MERGE_KEYS = ['name', 'mountPath', 'devicePath', 'containerPort', 'port', 'ip', 'key', 'type'];

export interface Followed {
  /** The source node at the whole path, if the source has it. */
  readonly node?: YamlNode;
  /** The deepest node of the path the source has. */
  readonly nearest: YamlNode;
}

/** `rendered` is the rendered node at the same place as `source`, to match list items by. */
export function follow(source: YamlNode, rendered: YamlNode | undefined, path: Path): Followed {
  let s = source;
  let r = rendered;
  for (const segment of path) {
    let next: YamlNode | undefined;
    let nextRendered: YamlNode | undefined;
    if (typeof segment === 'number') {
      const items = asSeq(s)?.items;
      nextRendered = asSeq(r)?.items[segment];
      next = items && matchingItem(items, nextRendered, segment);
    } else {
      const key = typeof segment === 'string' ? segment : segment.key;
      next = child(s, key);
      nextRendered = child(r, key);
    }
    if (!next) return { nearest: s };
    s = next;
    r = nextRendered;
  }
  return { node: s, nearest: s };
}

function matchingItem(
  items: readonly YamlNode[],
  rendered: YamlNode | undefined,
  index: number,
): YamlNode | undefined {
  if (rendered?.kind === 'scalar') return items.find((item) => sameScalar(item, rendered));
  if (rendered?.kind === 'map') {
    for (const key of MERGE_KEYS) {
      const wanted = child(rendered, key);
      if (wanted?.kind !== 'scalar') continue;
      return items.find((item) => sameScalar(child(item, key), wanted));
    }
  }
  return items[index];
}

function sameScalar(a: YamlNode | undefined, b: YamlNode): boolean {
  return a?.kind === 'scalar' && b.kind === 'scalar' && (a.text === b.text || a.value === b.value);
}

/** Whether the source node holds the rendered value: the same scalar, or a collection of the same kind. */
export function holds(source: YamlNode | undefined, rendered: YamlNode | undefined): boolean {
  if (!source || !rendered) return false;
  return rendered.kind === 'scalar' ? sameScalar(source, rendered) : source.kind === rendered.kind;
}
