import type { YamlDocument } from './node.js';
import { parseFast } from './fast.js';
import { parseFull } from './full.js';

/** The one YAML entry point of the engine: the fast path, or the full parser where the fast path bails. */
export function parseYaml(text: string): YamlDocument[] {
  return parseFast(text) ?? parseFull(text);
}
