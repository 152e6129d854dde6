// A file kubectl would apply that the gate did not read: over maxFileSize, a link out of the scan root, a
// name that is not UTF-8, a changed file the checkout lacks. On by default: a change must not get past the
// gate by where it puts a manifest.

import type { FileRule, RuleFinding } from '../types.js';

export const unjudgedFile: FileRule = {
  scope: 'file',
  id: 'unjudged-file',
  title: 'File kubectl would apply that the gate did not read',
  summary:
    'Reports files that kubectl apply would read but the gate did not (larger than maxFileSize, a symbolic link out of the scan root, a name that is not UTF-8, a changed file the checkout lacks): what they hold is not judged.',
  upstream:
    "Admission Gate's own fail-closed check: kubectl apply -f reads any file the walk meets, whatever its size, wherever its link leads, whatever bytes name it",
  defaultSeverity: 'error',
  enabledByDefault: true,
  minKubernetesVersion: { major: 1, minor: 0 },
  judgesWholeFile: true,
  *check({ skipped, lines }): Iterable<RuleFinding> {
    for (const skip of skipped) {
      if (skip.unjudged !== true) continue;
      const at = lines.lineStart(1);
      yield {
        path: [],
        start: at,
        end: at,
        message: `not judged: ${skip.reason.replace(/\.$/, '')}. kubectl apply would read this file, so what it holds would reach the cluster unchecked: make the file readable to the gate, or, if it is not deployed, exclude it in the config.`,
      };
    }
  },
};
