// The JSON report: the contract the Action, SARIF and other tools build on. Version 1 only grows.

import type { ScanResult } from '../model.js';
import { TOOL_NAME, TOOL_VERSION } from '../version.js';
import { inertJson } from './escape.js';

export function toJsonReport(result: ScanResult): Record<string, unknown> {
  return {
    version: 1,
    tool: { name: TOOL_NAME, version: TOOL_VERSION },
    kubernetesVersion: result.kubernetesVersion,
    findings: result.findings,
    skipped: result.skipped,
    notes: result.notes,
    summary: result.summary,
  };
}

export function formatJson(result: ScanResult): string {
  return inertJson(JSON.stringify(toJsonReport(result), null, 2)) + '\n';
}
