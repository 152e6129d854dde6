// A violation as a rule finding: the control it breaks, why that matters and what is allowed.

import type { RuleFinding } from '../types.js';
import type { Check, Violation } from './check.js';

/** `verdict` closes the message: what judged it and what it allows. */
export function violationFinding(check: Check, violation: Violation, verdict: string): RuleFinding {
  return {
    path: violation.path,
    start: violation.start,
    end: violation.end,
    control: check.control,
    ...(violation.value !== undefined ? { value: violation.value } : {}),
    ...(violation.container ? { container: violation.container } : {}),
    message: `${violation.problem}: ${check.why}. ${verdict}`,
  };
}
