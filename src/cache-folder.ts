// The files of the cache folder: an entry is one file named by its kind and key, written atomically (a
// temporary file renamed); an entry that is missing or unreadable is a miss, and the folder keeps the
// entries of each kind used last. Apart from src/cache.ts, which loads node:crypto and node:v8, because the
// CLI's entry keeps its compiled chunks here before anything else is loaded (src/chunk-loader.ts).

import fs from 'node:fs';
import path from 'node:path';

export class CacheFolder {
  /** `kept`: the entries kept of each kind. */
  constructor(
    readonly dir: string,
    private readonly kept: number,
  ) {}

  /** The bytes stored for `key`, or undefined. */
  read(kind: string, key: string): Buffer | undefined {
    try {
      const file = this.file(kind, key);
      const bytes = fs.readFileSync(file);
      // Its modification time orders entries by last use.
      const now = new Date();
      fs.utimesSync(file, now, now);
      return bytes;
    } catch {
      return undefined;
    }
  }

  /** Stores `bytes`; a folder that cannot be written is no cache. */
  write(kind: string, key: string, bytes: Uint8Array): void {
    try {
      fs.mkdirSync(this.dir, { recursive: true });
      const file = this.file(kind, key);
      const temporary = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(temporary, bytes);
      fs.renameSync(temporary, file);
      this.prune(kind);
    } catch {
      // A read-only or full disk costs the next run the work again, nothing else.
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
    for (const old of entries.slice(this.kept)) fs.rmSync(path.join(this.dir, old.name), { force: true });
  }
}
