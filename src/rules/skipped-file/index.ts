// What the gate could not check, as findings, for teams that want it to fail the gate: Helm templates,
// YAML that is not a Kubernetes object, files over maxFileSize, documents kubectl never reads. Off
// unless the config turns it on, and then only the base config can turn it off again.

import type { FileRule, RuleFinding } from '../types.js';

export const skippedFile: FileRule = {
  scope: 'file',
  id: 'skipped-file',
  title: 'File or document the gate could not check',
  summary:
    'Reports each file and document the scan skipped (templates, non-Kubernetes YAML, files over maxFileSize, documents kubectl never reads), for teams that want whatever the gate cannot judge to fail it.',
  upstream:
    "Admission Gate's own fail-closed option: kubectl applies what it can decode, whatever the gate skips",
  defaultSeverity: 'error',
  enabledByDefault: false,
  minKubernetesVersion: { major: 1, minor: 0 },
  *check({ skipped, lines }): Iterable<RuleFinding> {
    for (const skip of skipped) {
      if (skip.unjudged === true) continue; // unjudged-file reports it, on by default
      const at = lines.lineStart(skip.line ?? 1);
      yield {
        path: [],
        start: at,
        end: at,
        message: `not checked: ${skip.reason.replace(/\.$/, '')}. With skipped-file on, whatever the gate cannot check fails it: make the file checkable, or waive it with an exception that names it.`,
      };
    }
  },
};
