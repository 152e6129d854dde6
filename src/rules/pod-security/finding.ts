// A violation as a rule finding: the control it breaks, why that matters and what is allowed.

import type { RuleFinding } from '../types.js';
import type { Check, VersionedCheck, Violation } from './check.js';

/** `policy` names what judged it, such as `PodSecurity "restricted:v1.34" (Capabilities)`. */
export function violationFinding(
  check: Check,
  revision: VersionedCheck,
  violation: Violation,
  policy: string,
): RuleFinding {
  return {
    path: violation.path,
    start: violation.start,
    end: violation.end,
    control: check.control,
    ...(violation.value !== undefined ? { value: violation.value } : {}),
    ...(violation.container ? { container: violation.container } : {}),
    message: `${violation.problem}: ${check.why}. ${policy} allows ${revision.allowed}.`,
  };
}
