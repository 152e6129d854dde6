// The findings a scan holds until it ends (src/compact-findings.ts): the same in every report, with one
// copy of what they repeat.

import { describe, expect, it } from '@jest/globals';
import { fileResultCompactor } from '../src/compact-findings.js';
import type { Finding } from '../src/model.js';
import type { FileResult } from '../src/pipeline.js';

const resource = { apiVersion: 'v1', kind: 'Service', namespace: 'team-a', name: 'web' };

function finding(line: number, extra: Partial<Finding> = {}): Finding {
  return {
    rule: 'external-ip',
    severity: 'error',
    message: `spec.externalIPs[0]: 203.0.113.${line} is outside the allowed ranges`,
    file: 'services/web.yaml',
    line,
    column: 5,
    endLine: line,
    endColumn: 17,
    path: 'spec.externalIPs[0]',
    resource: { ...resource },
    ...extra,
  };
}

function result(findings: readonly Finding[]): FileResult {
  return { findings, skipped: [], documents: 1, resources: 1, internalErrors: [], notes: [] };
}

describe('fileResultCompactor', () => {
  it('keeps every finding as it was, its properties in their order', () => {
    const findings = [
      finding(1),
      finding(2, { value: '\ud800 lone surrogate', container: { name: 'app' } }),
      { ...finding(3), suppressed: { kind: 'comment', file: 'services/web.yaml', line: 2 } } as Finding,
    ];
    const compacted = fileResultCompactor()(result(findings)).findings;
    expect(compacted.map((f) => JSON.stringify(f))).toEqual(findings.map((f) => JSON.stringify(f)));
  });

  it('shares what findings repeat, across files', () => {
    const compact = fileResultCompactor();
    const first = compact(result([finding(1), finding(1)])).findings;
    const second = compact(result([finding(1)])).findings;
    const [a, b, c] = [...first, ...second];
    expect(a?.resource).toBe(b?.resource);
    expect(a?.resource).toBe(c?.resource);
    expect(a).not.toBe(b);
  });
});
