// Offsets to 1-based line and column, built lazily: most files never produce a finding.

export interface Position {
  readonly line: number;
  readonly column: number;
}

export class LineIndex {
  private starts: number[] | undefined;

  constructor(private readonly text: string) {}

  position(offset: number): Position {
    const starts = (this.starts ??= lineStarts(this.text));
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - (starts[lo] ?? 0) + 1 };
  }

  /** Offset where a 1-based line starts (the end of the text past the last line). */
  lineStart(line: number): number {
    const starts = (this.starts ??= lineStarts(this.text));
    return starts[Math.max(0, line - 1)] ?? this.text.length;
  }
}

// YAML line breaks are \n, \r\n and a lone \r.
function lineStarts(text: string): number[] {
  const starts = [0];
  if (!text.includes('\r')) {
    // indexOf runs natively; most texts have no \r at all.
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
    return starts;
  }
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) starts.push(i + 1);
    else if (c === 13 && text.charCodeAt(i + 1) !== 10) starts.push(i + 1);
  }
  return starts;
}
