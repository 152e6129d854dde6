/** A file's content as the engine receives it, from disk, git or an API. */
export interface SourceFile {
  /** Relative to the scan root, `/`-separated. */
  readonly path: string;
  readonly bytes: Uint8Array;
}
