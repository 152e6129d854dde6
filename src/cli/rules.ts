// `admission-gate rules`: what each rule checks, its default severity, and where its docs are.

import { formatKubernetesVersion } from '../kube-version.js';
import { RULES } from '../rules/registry.js';
import { docsUrl } from '../rules/types.js';
import type { RulesArgs } from './args.js';

export function formatRules(format: RulesArgs['format']): string {
  const rows = RULES.map((rule) => ({
    id: rule.id,
    title: rule.title,
    defaultSeverity: rule.enabledByDefault ? rule.defaultSeverity : 'off',
    minKubernetesVersion: formatKubernetesVersion(rule.minKubernetesVersion),
    summary: rule.summary,
    docs: docsUrl(rule.id),
  }));
  if (format === 'json') return JSON.stringify(rows, null, 2) + '\n';
  const width = Math.max(...rows.map((r) => r.id.length));
  return (
    rows
      .map(
        (r) =>
          `${r.id.padEnd(width)}  ${r.defaultSeverity.padEnd(7)}  ${r.minKubernetesVersion.padEnd(6)}  ${r.title}\n` +
          `${' '.repeat(width + 2)}${r.docs}`,
      )
      .join('\n') + '\n'
  );
}
