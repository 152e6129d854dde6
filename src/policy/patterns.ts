// The matching primitives of exceptions: Kyverno-style wildcards, finding paths with `[*]`, and
// Kubernetes label selectors (k8s.io/apimachinery/pkg/apis/meta/v1 LabelSelectorAsSelector).

import { matchesWildcard } from '../text/wildcard.js';

export type Matcher = (text: string) => boolean;

/** `*` is any run of characters (slashes included), `?` one character, as Kyverno's wildcard.Match. */
export function wildcard(pattern: string): Matcher {
  if (!/[*?]/.test(pattern)) return (text) => text === pattern;
  // Characters are code points, as Go's runes.
  const chars = [...pattern];
  return (text) => matchesWildcard(chars, [...text]);
}

/** A finding path such as `spec.containers[*].image`, where `[*]` stands for any list index. */
export function pathPattern(pattern: string): Matcher {
  const regexp = new RegExp(`^${pattern.split('[*]').map(escapeRegExp).join('\\[\\d+\\]')}$`, 'u');
  return (path) => regexp.test(path);
}

export const LABEL_OPERATORS = ['In', 'NotIn', 'Exists', 'DoesNotExist'] as const;
export type LabelOperator = (typeof LABEL_OPERATORS)[number];

export interface LabelSelector {
  readonly matchLabels?: Readonly<Record<string, string>>;
  readonly matchExpressions?: readonly {
    readonly key: string;
    readonly operator: LabelOperator;
    readonly values?: readonly string[];
  }[];
}

/** Every requirement must hold; an empty selector matches every object, as in Kubernetes. */
export function labelSelector(selector: LabelSelector): (labels: ReadonlyMap<string, string>) => boolean {
  const requirements: ((labels: ReadonlyMap<string, string>) => boolean)[] = [
    ...Object.entries(selector.matchLabels ?? {}).map(
      ([key, value]) =>
        (labels: ReadonlyMap<string, string>) =>
          labels.get(key) === value,
    ),
    ...(selector.matchExpressions ?? []).map(({ key, operator, values = [] }) => {
      switch (operator) {
        case 'In':
          return (labels: ReadonlyMap<string, string>) => {
            const value = labels.get(key);
            return value !== undefined && values.includes(value);
          };
        case 'NotIn':
          return (labels: ReadonlyMap<string, string>) => {
            const value = labels.get(key);
            return value === undefined || !values.includes(value);
          };
        case 'Exists':
          return (labels: ReadonlyMap<string, string>) => labels.has(key);
        case 'DoesNotExist':
          return (labels: ReadonlyMap<string, string>) => !labels.has(key);
      }
    }),
  ];
  return (labels) => requirements.every((requirement) => requirement(labels));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
