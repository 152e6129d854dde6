// What kubectl cannot decode, or decodes otherwise than it reads: documents that do not parse, values and
// keys JSON cannot hold, Lists kubectl refuses, duplicate keys. One bad document never hides the others.

import type { FileRule, RuleFinding } from '../types.js';

export const yamlSyntax: FileRule = {
  scope: 'file',
  id: 'yaml-syntax',
  title: 'Manifests kubectl cannot decode',
  summary:
    'Reports documents kubectl cannot decode (syntax, tags, keys and values JSON cannot hold, Lists it refuses) or that strict decoding rejects (duplicate keys).',
  upstream:
    'kubernetes/kubernetes staging/src/k8s.io/apiserver/pkg/endpoints/handlers/rest.go (strict decoding)',
  defaultSeverity: 'error',
  enabledByDefault: true,
  minKubernetesVersion: { major: 1, minor: 0 },
  *check({ errors }): Iterable<RuleFinding> {
    for (const error of errors) {
      // Messages that say what kubectl does with the document need no generic ending.
      const message = error.message.replace(/\.$/, '');
      yield {
        path: [],
        start: error.start,
        end: error.end,
        message: message.includes('kubectl')
          ? `${message}.`
          : `${message}. kubectl and the API server reject this document until it parses.`,
      };
    }
  },
};
