// Which in-manifest suppressions a change's base already has. A suppression is the change's own words, so in
// a change it counts only when the base holds the same one (or a suppressionActor writes it). "The same" is
// judged so that moving text around keeps it, and changing what it waives does not:
// - an annotation: one on an object of the same identity (group, kind, namespace, name), in any file;
// - a comment: one in an object of the same identity (or, outside any object, in the same file) whose
//   covered line reads the same, indentation aside;
// and for each rule apart: the base's must name that rule, or `*`.

import type { LoadedFile } from '../load/file.js';
import { identityKey } from '../load/resource.js';
import type { Directive } from './directives.js';
import { fileDirectives } from './directives.js';

export interface SuppressionIndex {
  /** Whether the base has the suppression `key` names (see suppressionKey) for `rule`. */
  covers(key: string, rule: string): boolean;
}

type IsClusterScoped = (group: string, kind: string) => boolean;

/** What tells a suppression apart from others, wherever it is written. */
export function suppressionKey(
  file: LoadedFile,
  directive: Directive,
  isClusterScoped: IsClusterScoped,
): string {
  const { resource } = directive;
  const holder = resource
    ? `object\0${identityKey(resource, isClusterScoped(resource.group, resource.kind))}`
    : `file\0${file.path}`;
  return directive.kind === 'annotation'
    ? `annotation\0${holder}`
    : `comment\0${holder}\0${directive.covered ?? ''}`;
}

export function suppressionIndex(
  base: readonly LoadedFile[],
  ruleIds: readonly string[],
  isClusterScoped: IsClusterScoped,
): SuppressionIndex {
  const rulesByKey = new Map<string, Set<string>>();
  for (const file of base) {
    const { comments, annotations } = fileDirectives(file, ruleIds);
    for (const directive of [...comments.values(), ...annotations.values()]) {
      const key = suppressionKey(file, directive, isClusterScoped);
      const rules = rulesByKey.get(key) ?? new Set<string>();
      for (const rule of directive.rules) rules.add(rule);
      rulesByKey.set(key, rules);
    }
  }
  return {
    covers(key, rule) {
      const rules = rulesByKey.get(key);
      return rules !== undefined && (rules.has('*') || rules.has(rule));
    },
  };
}
