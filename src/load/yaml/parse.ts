import type { YamlDocument } from './node.js';
import { parseFast } from './fast.js';
import { parseFull } from './full.js';

/**
 * The one YAML entry point of the engine: the documents of a YAML stream as goyaml.v2 reads them, with
 * offsets shifted by `base`; the fast path, or the full parser where the fast path bails. `plainCharacters`:
 * the caller found no unusual character in the text (hasUnusualCharacters), so the fast path need not look.
 */
export function parseYaml(text: string, base = 0, plainCharacters = false): YamlDocument[] {
  return parseFast(text, base, plainCharacters) ?? parseFull(text, base);
}
