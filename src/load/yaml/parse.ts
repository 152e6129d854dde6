import type { YamlDocument } from './node.js';
import { parseFull } from './full.js';

/** The one YAML entry point of the engine. */
export function parseYaml(text: string): YamlDocument[] {
  return parseFull(text);
}
