// A folder of results the scan would compute the same way again: named by a hash of everything they are
// computed from (the inputs' bytes, the tool's version and the code that computes them), so an entry
// never goes stale, it only stops being asked for. The entries are files of a CacheFolder.

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { CacheFolder } from './cache-folder.js';
import { TOOL_VERSION } from './version.js';

// Entries kept of each kind: one per set of CRDs a machine scans (repositories, branches that change CRDs).
const KEPT_ENTRIES = 16;

export class ResultCache {
  private readonly folder: CacheFolder;

  constructor(dir: string) {
    this.folder = new CacheFolder(dir, KEPT_ENTRIES);
  }

  /** The value stored for `key`, or undefined. */
  get(kind: string, key: string): unknown {
    const bytes = this.folder.read(kind, key);
    try {
      return bytes === undefined ? undefined : (v8.deserialize(bytes) as unknown);
    } catch {
      return undefined;
    }
  }

  /** Stores `value` (plain data: v8 serialization). */
  set(kind: string, key: string, value: unknown): void {
    this.folder.write(kind, key, v8.serialize(value));
  }
}

/**
 * A key over `parts` (strings and bytes), the tool's version and the code of this build: a change to how
 * results are computed makes new keys.
 */
export function cacheKey(parts: Iterable<string | Uint8Array>): string {
  const hash = createHash('sha256').update(TOOL_VERSION).update('\0').update(codeId());
  for (const part of parts) {
    hash.update(typeof part === 'string' ? 'S' : 'B');
    hash.update(String(part.length)).update('\0').update(part);
  }
  return hash.digest('hex');
}

let code: string | undefined;

/**
 * The code of this build: the name, size and modification time of each JavaScript file beside this
 * module (the bundle's chunks, which hold the code that computes cached results). A rebuild or another
 * version writes other files, so its keys differ; reading them all would cost more than it saves.
 */
function codeId(): string {
  if (code === undefined) {
    const dir = path.dirname(fileURLToPath(import.meta.url));
    const files = fs
      .readdirSync(dir)
      .filter((n) => /\.[cm]?[jt]s$/.test(n))
      .sort();
    code = files
      .map((name) => {
        const stat = fs.statSync(path.join(dir, name));
        return `${name}:${stat.size}:${stat.mtimeMs}`;
      })
      .join('\n');
  }
  return code;
}
