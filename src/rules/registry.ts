// Every rule the engine knows. Adding a rule: a folder under rules/ and one line here.

import { POLICY_RULES } from '../policy/rules.js';
import { externalIpCidr } from './external-ip-cidr/index.js';
import { externalIpValidity } from './external-ip-validity/index.js';
import { podSecurity } from './pod-security/index.js';
import { probeHost } from './probe-host/index.js';
import { renderError } from './render-error/index.js';
import { schemaValidation } from './schema-validation/index.js';
import { serviceExternalIps } from './service-external-ips/index.js';
import { skippedFile } from './skipped-file/index.js';
import type { Rule } from './types.js';
import { unjudgedFile } from './unjudged-file/index.js';
import { unknownFields } from './unknown-fields/index.js';
import { yamlSyntax } from './yaml-syntax/index.js';

export const RULES: readonly Rule[] = [
  yamlSyntax,
  skippedFile,
  unjudgedFile,
  serviceExternalIps,
  externalIpCidr,
  externalIpValidity,
  probeHost,
  podSecurity,
  unknownFields,
  schemaValidation,
  renderError,
  ...POLICY_RULES,
];

export function findRule(id: string): Rule | undefined {
  return RULES.find((r) => r.id === id);
}
