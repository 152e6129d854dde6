// The tokens of goyaml.v2's scanner, and the error every stage of the full parser throws.

export type TokenType =
  | 'stream-start'
  | 'stream-end'
  | 'version-directive'
  | 'tag-directive'
  | 'document-start'
  | 'document-end'
  | 'block-sequence-start'
  | 'block-mapping-start'
  | 'block-end'
  | 'flow-sequence-start'
  | 'flow-sequence-end'
  | 'flow-mapping-start'
  | 'flow-mapping-end'
  | 'block-entry'
  | 'flow-entry'
  | 'key'
  | 'value'
  | 'alias'
  | 'anchor'
  | 'tag'
  | 'scalar';

export type ScalarStyle = 'plain' | 'single' | 'double' | 'literal' | 'folded';

/** A place in the text: `index` in UTF-16 code units, `chars` in characters (goyaml counts those). */
export interface Mark {
  readonly index: number;
  readonly chars: number;
  readonly line: number;
  readonly column: number;
}

export interface Token {
  readonly type: TokenType;
  readonly start: Mark;
  readonly end: Mark;
  /** A scalar's value, an anchor's or alias's name, a tag's or %TAG directive's handle. */
  readonly value?: string;
  /** A tag's suffix, a %TAG directive's prefix. */
  readonly suffix?: string;
  readonly style?: ScalarStyle;
  /** A %YAML directive's version. */
  readonly major?: number;
  readonly minor?: number;
  /** A block scalar: where its last line with content ends, for the node's range. */
  readonly contentEnd?: number;
}

/** goyaml's scanner, parser and decoder errors: the problem, where it is, and what was being read. */
export class YamlSyntaxError extends Error {
  constructor(
    readonly problem: string,
    readonly start: number,
    readonly end: number,
    readonly context?: string,
  ) {
    super(context ? `${problem} (${context})` : problem);
  }
}
