// Suppressions written in manifests: the `admission-gate.dev/ignore` annotation on an object, and a
// `# admission-gate-ignore` comment on a line of its own, which covers exactly the line after it.
// Both read `rule[, rule...]: reason`.

import { CST, Lexer } from 'yaml';
import type { LoadedFile } from '../load/file.js';
import type { LineIndex } from '../load/lines.js';
import type { Resource } from '../load/resource.js';
import { asMap, child, entry } from '../load/yaml/node.js';
import type { Range, Severity } from '../model.js';
import { Suggester } from '../text/suggest.js';

export const IGNORE_ANNOTATION = 'admission-gate.dev/ignore';
export const COMMENT_MARK = 'admission-gate-ignore';
const COMMENT = /^#\s*admission-gate-ignore(\s.*)?$/su;

export interface Directive {
  readonly kind: 'annotation' | 'comment';
  /** Known rule ids, or `*`. */
  readonly rules: readonly string[];
  readonly reason?: string;
  /** Where it is written. */
  readonly range: Range;
  /** The object it is about: the annotated one, or the one holding the line a comment covers. */
  readonly resource?: Resource;
  /** For a comment: the text of the line it covers, without indentation, to know it again elsewhere. */
  readonly covered?: string;
}

export interface DirectiveProblem {
  readonly range: Range;
  readonly kind: Directive['kind'];
  readonly message: string;
  /** The object the suppression is about. */
  readonly resource?: Resource;
  /** Instead of the invalid-suppression rule's own. */
  readonly severity?: Severity;
}

export interface FileDirectives {
  /** Comment directives by the line they cover: the line after the comment. */
  readonly comments: ReadonlyMap<number, Directive>;
  readonly annotations: ReadonlyMap<Resource, Directive>;
  readonly problems: readonly DirectiveProblem[];
}

/** How a message names a suppression of `kind`. */
export function describeDirective(kind: Directive['kind']): string {
  return kind === 'annotation' ? `annotation ${IGNORE_ANNOTATION}` : `comment "${COMMENT_MARK}"`;
}

export function fileDirectives(file: LoadedFile, knownRules: readonly string[]): FileDirectives {
  const comments = new Map<number, Directive>();
  const annotations = new Map<Resource, Directive>();
  const problems: DirectiveProblem[] = [];
  const suggester = new Suggester();
  const read = (
    kind: Directive['kind'],
    body: string,
    range: Range,
    resource?: Resource,
  ): Directive | undefined => {
    const { directive, complaints } = parseDirective(kind, body, range, knownRules, suggester);
    if (complaints.length > 0) {
      problems.push({
        range,
        kind,
        message: `${describeDirective(kind)} ${complaints.join('; ')}.`,
        ...(resource ? { resource } : {}),
      });
    }
    return directive;
  };
  for (const resource of file.resources) {
    const annotationsNode = asMap(child(child(resource.root, 'metadata'), 'annotations'));
    const annotation = annotationsNode && entry(annotationsNode, IGNORE_ANNOTATION);
    if (annotation?.value.kind !== 'scalar') continue;
    const range = rangeOf(file.lines, annotation.keyStart, annotation.value.end);
    const directive = read('annotation', annotation.value.text, range, resource);
    if (directive) annotations.set(resource, { ...directive, resource });
  }
  for (const comment of file.text.includes(COMMENT_MARK) ? commentsOf(file.text) : []) {
    const match = COMMENT.exec(comment.source);
    if (!match) continue;
    const range = rangeOf(file.lines, comment.offset, comment.offset + comment.source.length);
    if (!onOwnLine(file.text, comment.offset)) {
      problems.push({
        range,
        kind: 'comment',
        message: `comment "${COMMENT_MARK}" shares its line with YAML, so it covers nothing: put it on a line of its own, right above the line of the finding.`,
      });
      continue;
    }
    const directive = read('comment', match[1] ?? '', range);
    if (!directive) continue;
    const covered = coveredLine(file.text, comment.offset + comment.source.length);
    const holder = file.resources.find((r) => r.root.start <= covered.at && covered.at <= r.root.end);
    comments.set(range.line + 1, {
      ...directive,
      covered: covered.text,
      ...(holder ? { resource: holder } : {}),
    });
  }
  return { comments, annotations, problems };
}

/** `probe-host, external-ip-cidr: reason`; unknown ids are dropped with a complaint, the rest applies. */
function parseDirective(
  kind: Directive['kind'],
  body: string,
  range: Range,
  knownRules: readonly string[],
  suggester: Suggester,
): { directive?: Directive; complaints: string[] } {
  const colon = body.indexOf(':');
  const reason = colon < 0 ? '' : body.slice(colon + 1).trim();
  const named = (colon < 0 ? body : body.slice(0, colon))
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  const complaints: string[] = [];
  const rules = named.filter((id) => {
    if (id === '*' || knownRules.includes(id)) return true;
    const suggestion = suggester.closest(id, knownRules);
    complaints.push(
      `names "${id}", which is not a rule${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`,
    );
    return false;
  });
  if (named.length === 0) complaints.push('names no rule: write "<rule>[, <rule>...]: <reason>"');
  else if (reason === '')
    complaints.push('gives no reason: add one after a colon ("<rule>: <reason>") so reviewers know why');
  if (rules.length === 0) return { complaints };
  return { directive: { kind, rules, ...(reason ? { reason } : {}), range }, complaints };
}

interface Comment {
  readonly offset: number;
  readonly source: string;
}

// The YAML lexer knows what is a comment: `#` inside quotes or block scalars is text, not a directive.
// Its tokens come one at a time with no tree behind them, so any file costs linear time and no stack.
function commentsOf(text: string): Comment[] {
  const out: Comment[] = [];
  let offset = 0;
  let atScalar = false;
  for (const lexeme of new Lexer().lex(text)) {
    // Control lexemes mark what follows and stand for no text of the source (a BOM does).
    if (lexeme === CST.SCALAR) atScalar = true;
    else if (lexeme === CST.DOCUMENT || lexeme === CST.FLOW_END) continue;
    else {
      if (!atScalar && CST.tokenType(lexeme) === 'comment') out.push({ offset, source: lexeme });
      atScalar = false;
      offset += lexeme.length;
    }
  }
  return out;
}

/** The line after the one ending at `end`: its text without surrounding blanks, and where that text starts. */
function coveredLine(text: string, end: number): { text: string; at: number } {
  const crlf = text.startsWith('\r\n', end) ? 2 : 1;
  const start = end + (text.charAt(end) === '\r' || text.charAt(end) === '\n' ? crlf : 0);
  const next = /\r|\n/u.exec(text.slice(start, start + MAX_COVERED_LINE));
  const line = text.slice(start, next ? start + next.index : start + MAX_COVERED_LINE);
  const indent = line.length - line.trimStart().length;
  return { text: line.trim(), at: start + indent };
}

// A covered line is compared whole; past this length (a long flow mapping) its start is enough to know it.
const MAX_COVERED_LINE = 4096;

function onOwnLine(text: string, offset: number): boolean {
  for (let at = offset - 1; at >= 0; at--) {
    const c = text.charAt(at);
    if (c === '\n' || c === '\r') return true;
    if (c !== ' ' && c !== '\t') return false;
  }
  return true;
}

function rangeOf(lines: LineIndex, start: number, end: number): Range {
  const from = lines.position(start);
  const to = lines.position(end);
  return { line: from.line, column: from.column, endLine: to.line, endColumn: to.column };
}
