import { kindsInText } from '../text/kind-text.js';

/** A file's content as the engine receives it, from disk, git or an API. */
export interface SourceFile {
  /** Relative to the scan root, `/`-separated. */
  readonly path: string;
  readonly bytes: Uint8Array;
}

/** Why a file over the size limit is skipped, wherever its bytes would have come from. */
export function tooLargeReason(size: number, maxFileSize: number): string {
  return `larger than maxFileSize (${size} bytes > ${maxFileSize}); raise maxFileSize to scan it`;
}

/**
 * Whether `bytes` may contain one of `needles`: how a base is narrowed to the files a rule can care about.
 * Text that may spell a word without writing it (UTF-16, escapes, `!!binary`) may hold any of them: it
 * is kept, for the parse to decide.
 */
export function containsAny(bytes: Uint8Array, needles: readonly string[]): boolean {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  return needles.some((needle) => text.includes(needle)) || kindsInText(text).mayHide();
}
