// Exceptions in the config file: a reviewed, reasoned, optionally expiring waiver of some findings,
// selected as Kyverno's PolicyException and podSecurity exclusions select them. Every selector given
// must match (AND); a list matches when any of its entries does (OR).

import type { JsonSchema, SchemaIssue } from '../config/json-schema.js';
import type { LineIndex } from '../load/lines.js';
import type { SeqNode } from '../load/yaml/node.js';
import { nodeAt, toJs } from '../load/yaml/node.js';
import type { Finding, Range } from '../model.js';
import { compileGlob, globProblem } from '../source/select.js';
import type { LabelSelector, Matcher } from './patterns.js';
import { LABEL_OPERATORS, labelSelector, pathPattern, wildcard } from './patterns.js';

/** What an exception is matched against: a finding, and the labels of the object it is about. */
export interface Subject {
  readonly finding: Finding;
  /** `metadata.labels` of the object; undefined for findings about no object (syntax errors). */
  readonly labels: ReadonlyMap<string, string> | undefined;
}

/**
 * One entry of `exceptions`, as written: plain data (it crosses to worker threads with the config);
 * `exceptionMatcher` compiles its selectors.
 */
export interface Exception {
  /** 0-based position in `exceptions`. */
  readonly index: number;
  /** Where the entry is written in the config file. */
  readonly range: Range;
  readonly rules: readonly string[];
  readonly reason: string;
  /** `YYYY-MM-DD`: the exception applies through the whole of that day (UTC), not after. */
  readonly expires?: string;
  readonly selectors: Selectors;
}

/** What an exception selects, besides its rules: every selector given must match. */
export interface Selectors {
  readonly files?: readonly string[];
  readonly namespaces?: readonly string[];
  readonly kinds?: readonly string[];
  readonly names?: readonly string[];
  readonly images?: readonly string[];
  readonly paths?: readonly string[];
  readonly values?: readonly string[];
  readonly controls?: readonly string[];
  readonly selector?: LabelSelector;
}

type RawException = Selectors & {
  readonly rules: string[];
  readonly reason: string;
  readonly expires?: string;
};

const list = (description: string): JsonSchema => ({
  type: 'array',
  items: { type: 'string', minLength: 1 },
  minItems: 1,
  description,
});

export function exceptionsSchema(ruleIds: readonly string[]): JsonSchema {
  return {
    type: 'array',
    description: 'findings to waive, each with a reason; waived findings stay in reports as suppressed',
    items: {
      type: 'object',
      additionalProperties: false,
      required: ['rules', 'reason'],
      properties: {
        rules: {
          type: 'array',
          minItems: 1,
          items: { enum: ['*', ...ruleIds] },
          description: 'rule ids the exception waives, or "*" for every rule',
        },
        reason: { type: 'string', minLength: 1, description: 'why, for reviewers (a ticket, a date)' },
        expires: {
          type: 'string',
          format: 'date',
          description: 'YYYY-MM-DD: the last day the exception applies; after it a warning says so',
        },
        files: list('minimatch globs of manifest files, relative to the scan root'),
        namespaces: list('namespace globs; objects without a namespace are in "default"'),
        kinds: list('object kinds, such as Deployment'),
        names: list('object name globs'),
        images: list('container image globs, for container-level findings'),
        paths: list('finding paths, such as spec.template.spec.containers[*].livenessProbe.httpGet.host'),
        values: list('offending values, exactly as written'),
        controls: list('Pod Security control names, such as Capabilities'),
        selector: {
          type: 'object',
          additionalProperties: false,
          description: "a Kubernetes label selector on the object's metadata.labels",
          properties: {
            matchLabels: { type: 'object', additionalProperties: { type: 'string' } },
            matchExpressions: {
              type: 'array',
              items: {
                type: 'object',
                additionalProperties: false,
                required: ['key', 'operator'],
                properties: {
                  key: { type: 'string', minLength: 1 },
                  operator: { enum: LABEL_OPERATORS },
                  values: { type: 'array', items: { type: 'string' } },
                },
              },
            },
          },
        },
      },
    },
  };
}

/** Exceptions from the schema-valid `exceptions` node, or the issues that make them unusable. */
export function compileExceptions(
  node: SeqNode,
  lines: LineIndex,
  text: string,
): { exceptions: Exception[]; issues: SchemaIssue[] } {
  const issues: SchemaIssue[] = [];
  const exceptions = node.items.map((item, index) => {
    const raw = toJs(item) as RawException;
    raw.files?.forEach((glob, i) => {
      const problem = globProblem(glob);
      const at = ['files', i];
      const { start, end } = nodeAt(item, at) ?? item;
      if (problem) issues.push({ path: ['exceptions', index, ...at], start, end, message: problem });
    });
    raw.selector?.matchExpressions?.forEach(({ operator, values = [] }, i) => {
      const at = ['selector', 'matchExpressions', i];
      const { start, end } = nodeAt(item, at) ?? item;
      const listed = operator === 'In' || operator === 'NotIn';
      // The API server's label selector validation: values go with In/NotIn, and only with them.
      if (listed === (values.length === 0)) {
        issues.push({
          path: ['exceptions', index, ...at],
          start,
          end,
          message: `values must ${listed ? 'be given' : 'be empty'} when operator is ${operator}`,
        });
      }
    });
    return toException(raw, index, {
      ...lines.position(item.start),
      ...endOf(lines.position(trimEnd(text, item.start, item.end))),
    });
  });
  return { exceptions, issues };
}

function toException(raw: RawException, index: number, range: Range): Exception {
  const { rules, reason, expires, ...selectors } = raw;
  return { index, range, rules, reason, ...(expires !== undefined ? { expires } : {}), selectors };
}

/** Whether a finding (and the labels of its object) is one the exception waives. */
export function exceptionMatcher(exception: Exception): (subject: Subject) => boolean {
  const { rules, selectors } = exception;
  const tests: ((subject: Subject) => boolean)[] = [];
  const anyOf = (
    patterns: readonly string[] | undefined,
    compilePattern: (pattern: string) => Matcher,
    pick: (finding: Finding) => string | undefined,
  ): void => {
    if (!patterns) return;
    const matchers = patterns.map(compilePattern);
    tests.push(({ finding }) => {
      const value = pick(finding);
      return value !== undefined && matchers.some((m) => m(value));
    });
  };
  const exact =
    (pattern: string): Matcher =>
    (text) =>
      text === pattern;
  anyOf(
    rules,
    (id) => (id === '*' ? () => true : exact(id)),
    (f) => f.rule,
  );
  anyOf(selectors.files, compileGlob, (f) => f.file);
  anyOf(selectors.namespaces, wildcard, (f) => f.resource?.namespace);
  anyOf(selectors.kinds, exact, (f) => f.resource?.kind);
  anyOf(selectors.names, wildcard, (f) => f.resource?.name);
  anyOf(selectors.images, wildcard, (f) => f.container?.image);
  anyOf(selectors.paths, pathPattern, (f) => f.path);
  anyOf(selectors.values, exact, (f) => f.value);
  anyOf(selectors.controls, exact, (f) => f.control);
  if (selectors.selector) {
    const selects = labelSelector(selectors.selector);
    tests.push(({ labels }) => labels !== undefined && selects(labels));
  }
  return (subject) => tests.every((test) => test(subject));
}

/** Expired once the day after `expires` has begun, in UTC. */
export function isExpired(exception: Exception, now: Date): boolean {
  if (exception.expires === undefined) return false;
  const [year, month, day] = exception.expires.split('-').map(Number);
  return now.getTime() >= Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + 1);
}

function endOf(position: { line: number; column: number }): { endLine: number; endColumn: number } {
  return { endLine: position.line, endColumn: position.column };
}

// A block node's end includes the line break and indentation after it; a range ends at its last character.
function trimEnd(text: string, start: number, end: number): number {
  let at = end;
  while (at > start && /\s/.test(text.charAt(at - 1))) at--;
  return at;
}
