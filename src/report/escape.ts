// Reports quote the repository under review (file names, values, YAML errors) and are often printed to a
// CI log, where a line starting with `::` or holding `##[` anywhere is a workflow command to the GitHub
// runner (`::add-mask::`, `##[stop-commands]`), and a terminal obeys escape sequences. Text from the
// repository is made inert where it lands, and shown rather than dropped.

// C0 and C1 controls (a tab stays; ESC starts terminal sequences), DEL, line and paragraph separators,
// and the bidirectional controls that make text display in another order than it reads (Trojan Source,
// CVE-2021-42574). LF and CR apart: each format has its own way with line breaks.
const CONTROLS =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const LINE_BREAKS = /[\n\r]/g;

const hex = (c: string): string => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * Control, separator and bidi characters as `\uXXXX` (the escapes JSON strings use, which messages quoting
 * values already show), line feeds and carriage returns left to the caller: every output format that
 * lands where people read (text, workflow commands, markdown, check-run annotations) goes through it.
 */
export function escapeControls(text: string): string {
  return text.replace(CONTROLS, hex);
}

/** Text for a line of plain output: `escapeControls`, line breaks too, and `##[` with its second `#` escaped. */
export function printable(text: string): string {
  return escapeControls(text).replace(LINE_BREAKS, hex).replaceAll('##[', '#\\u0023[');
}

/** `printable`, for the start of a line: a leading `::` (white space before it is ignored) loses its first `:`. */
export function printableLineStart(text: string): string {
  return printable(text).replace(/^(\s*):(?=:)/, '$1\\u003a');
}

/** JSON text that a log shows as it is: `##[` inside strings becomes `#\u0023[`, which JSON reads back. */
export function inertJson(json: string): string {
  return json.replaceAll('##[', '#\\u0023[');
}
