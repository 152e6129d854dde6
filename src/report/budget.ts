// Fitting a report into a byte budget (65,535 for a check run's summary, 1 MiB for a job summary) so that
// everything that names what was found stays: the head and each section's heading always do, and the
// sections share the rest, rows cut from the end of each, never a whole section.

/** A part of a report that may lose its tail: a heading that always stays, then units in order. */
export interface Section {
  readonly heading: readonly string[];
  /** Groups of lines kept or left out together (a row, or a table's header with its first row). */
  readonly units: readonly (readonly string[])[];
  /** The line that says how many units were left out, and where they are. */
  readonly omitted: (left: number) => string;
}

// Room for each section's line about what was left out; a section's line is far shorter.
const OMITTED_RESERVE = 600;

/**
 * The head, then each section: its heading, as many of its units as its share allows, and a line saying
 * how many were left out. Every section gets an equal share of what the head and headings leave; a
 * section that needs less gives the rest back to the others, so a long one never crowds out the ones
 * after it. `closing` ends the text when even the headings do not fit (thousands of sections).
 */
export function fitSections(
  head: readonly string[],
  sections: readonly Section[],
  maxBytes: number,
  closing: (left: number) => string,
): string {
  const fixed = size(head) + sections.reduce((total, s) => total + size(s.heading) + OMITTED_RESERVE, 0);
  const kept = new Map<Section, number>();
  let remaining = maxBytes - fixed;
  const measured = sections.map((section) => ({ section, unitSizes: section.units.map(size) }));
  const total = (sizes: readonly number[]): number => sizes.reduce((sum, n) => sum + n, 0);
  measured.sort((a, b) => total(a.unitSizes) - total(b.unitSizes));
  for (const [i, { section, unitSizes }] of measured.entries()) {
    const share = Math.max(0, Math.floor(remaining / (measured.length - i)));
    let used = 0;
    let count = 0;
    for (const unitSize of unitSizes) {
      if (used + unitSize > share) break;
      used += unitSize;
      count++;
    }
    kept.set(section, count);
    remaining -= used;
  }
  const lines = [...head];
  for (const section of sections) {
    const count = kept.get(section) ?? 0;
    lines.push(...section.heading, ...section.units.slice(0, count).flat());
    if (count < section.units.length) lines.push('', section.omitted(section.units.length - count));
    lines.push('');
  }
  return capped(lines, maxBytes, closing);
}

/** The lines as text, stopping before `maxBytes` with a closing line when they do not fit. */
function capped(lines: readonly string[], maxBytes: number, closing: (left: number) => string): string {
  let text = '';
  let bytes = 0;
  for (const [i, line] of lines.entries()) {
    const lineBytes = Buffer.byteLength(line, 'utf8') + 1;
    if (bytes + lineBytes > maxBytes - OMITTED_RESERVE) {
      return `${text}\n${closing(lines.length - i)}\n`;
    }
    text += `${line}\n`;
    bytes += lineBytes;
  }
  return text;
}

function size(lines: readonly string[]): number {
  return lines.reduce((total, line) => total + Buffer.byteLength(line, 'utf8') + 1, 0);
}
