// The policy stage's own rules: findings about exceptions and suppressions rather than manifests.
// Being rules, they are listed by `admission-gate rules`, documented, and can be re-levelled or
// turned off under `rules:` like any other.

import type { Severity } from '../model.js';
import type { PolicyRule } from '../rules/types.js';

const policyRule = (id: string, defaultSeverity: Severity, title: string, summary: string): PolicyRule => ({
  scope: 'policy',
  id,
  title,
  summary,
  upstream:
    "Admission Gate's exception mechanism, modelled on Kyverno's PolicyException and podSecurity exclusions",
  defaultSeverity,
  enabledByDefault: true,
  minKubernetesVersion: { major: 1, minor: 0 },
});

export const expiredException = policyRule(
  'expired-exception',
  'warning',
  'Exception past its expiry date',
  'Reports exceptions whose expires date has passed: they no longer apply, so the findings they waived count again.',
);

export const unusedException = policyRule(
  'unused-exception',
  'notice',
  'Exception that matched nothing',
  'Reports exceptions that waived no finding in a scan of the whole repository: the problem was fixed, or the selectors are wrong.',
);

export const invalidSuppression = policyRule(
  'invalid-suppression',
  'warning',
  'Ignore annotation or comment that is incomplete or misplaced',
  'Reports admission-gate.dev/ignore annotations and # admission-gate-ignore comments that give no reason, name unknown rules, or share their line with YAML.',
);

export const POLICY_RULES: readonly PolicyRule[] = [expiredException, unusedException, invalidSuppression];
