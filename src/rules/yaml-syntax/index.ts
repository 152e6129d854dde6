// Documents that do not parse, or parse into something JSON cannot express (duplicate keys, non-scalar
// keys, excessive aliasing). The API server rejects them; one bad document never hides the others.

import type { FileRule, RuleFinding } from '../types.js';

export const yamlSyntax: FileRule = {
  scope: 'file',
  id: 'yaml-syntax',
  title: 'YAML that does not parse',
  summary:
    'Reports YAML documents that do not parse, or that strict decoding rejects (duplicate keys): kubectl and the API server refuse them.',
  upstream:
    'kubernetes/kubernetes staging/src/k8s.io/apiserver/pkg/endpoints/handlers/rest.go (strict decoding)',
  defaultSeverity: 'error',
  enabledByDefault: true,
  minKubernetesVersion: { major: 1, minor: 0 },
  *check(errors): Iterable<RuleFinding> {
    for (const error of errors) {
      yield {
        path: [],
        start: error.start,
        end: error.end,
        message: `${error.message.replace(/\.$/, '')}. kubectl and the API server reject this document until it parses.`,
      };
    }
  },
};
