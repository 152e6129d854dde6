// A folder of results the scan would compute the same way again: named by a hash of everything they are
// computed from (the inputs' bytes, the tool's version and the code that computes them), so an entry
// never goes stale, it only stops being asked for. Writes are atomic (a temporary file renamed), reads of
// an entry that is missing or unreadable are misses, and the folder keeps the most recent entries only.

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { TOOL_VERSION } from './version.js';

// Entries kept: one per set of CRDs a machine scans (repositories, branches that change CRDs).
const KEPT_ENTRIES = 16;

export class ResultCache {
  constructor(readonly dir: string) {}

  /** The value stored for `key`, or undefined. */
  get(kind: string, key: string): unknown {
    try {
      const file = this.file(kind, key);
      const value: unknown = v8.deserialize(fs.readFileSync(file));
      // Its modification time orders entries by last use.
      const now = new Date();
      fs.utimesSync(file, now, now);
      return value;
    } catch {
      return undefined;
    }
  }

  /** Stores `value` (plain data: v8 serialization); a cache that cannot be written is no cache. */
  set(kind: string, key: string, value: unknown): void {
    try {
      fs.mkdirSync(this.dir, { recursive: true });
      const file = this.file(kind, key);
      const temporary = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(temporary, v8.serialize(value));
      fs.renameSync(temporary, file);
      this.prune(kind);
    } catch {
      // A read-only or full disk costs the next scan the work again, nothing else.
    }
  }

  private file(kind: string, key: string): string {
    return path.join(this.dir, `${kind}-${key}.bin`);
  }

  private prune(kind: string): void {
    const entries = fs
      .readdirSync(this.dir)
      .filter((name) => name.startsWith(`${kind}-`) && name.endsWith('.bin'))
      .map((name) => ({ name, used: fs.statSync(path.join(this.dir, name)).mtimeMs }))
      .sort((a, b) => b.used - a.used);
    for (const old of entries.slice(KEPT_ENTRIES)) fs.rmSync(path.join(this.dir, old.name), { force: true });
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
