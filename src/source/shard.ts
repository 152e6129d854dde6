// Shards of a scan: `--shard k/n` checks the files whose path hashes to k of n, so that n runners (a
// GitHub Actions matrix) split a big repository between them and `admission-gate merge` joins their
// reports. The hash depends on the path alone: every runner, platform and version agrees on it.

export interface Shard {
  /** 1-based. */
  readonly index: number;
  readonly count: number;
}

const SHARD = /^([1-9]\d*)\/([1-9]\d*)$/;

/** How a shard is written, for messages about one that is not. */
export const SHARD_SYNTAX = 'K/N with 1 <= K <= N, such as 2/4';

/** `k/n` with 1 ≤ k ≤ n, or undefined. */
export function parseShard(text: string): Shard | undefined {
  const match = SHARD.exec(text);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  return match && index <= count ? { index, count } : undefined;
}

export function formatShard(shard: Shard): string {
  return `${shard.index}/${shard.count}`;
}

/** Whether the file (relative to the scan root, `/`-separated) belongs to the shard. */
export function inShard(file: string, shard: Shard): boolean {
  return fnv1a(file) % shard.count === shard.index - 1;
}

// 32-bit FNV-1a over the UTF-8 bytes.
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of Buffer.from(text, 'utf8')) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
