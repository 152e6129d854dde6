// OpenShift's ExternalIPRanger admission plugin (openshift-kube-apiserver/admission/network/
// externalipranger): every externalIP of a Service must parse as an IP, lie in no rejected range and,
// when allowed ranges exist, in one of them. Not diff-aware: all entries are re-checked on update.

import type { ResourceRule, RuleFinding } from '../types.js';
import type { JsonSchema } from '../../config/json-schema.js';
import { actorListSchema } from '../../policy/actor.js';
import { EXTERNAL_IPS_ALTERNATIVES, entryString, externalIPsOf, isCoreService } from '../service.js';
import { parseIP } from '../goip.js';
import type { ExternalIPPolicy } from './policy.js';
import { isDisabled, judge, preparePolicy } from './policy.js';

const cidrList = (description: string): JsonSchema => ({
  type: 'array',
  items: { type: 'string', minLength: 1 },
  description,
});

export const externalIpCidr: ResourceRule<ExternalIPPolicy> = {
  scope: 'resource',
  id: 'external-ip-cidr',
  title: 'Service externalIPs outside the allowed ranges',
  summary:
    "Checks every Service externalIP against the platform's allowed and rejected CIDRs, as OpenShift's ExternalIPRanger does (reject wins).",
  upstream:
    'openshift/kubernetes openshift-kube-apiserver/admission/network/externalipranger/externalip_admission.go',
  defaultSeverity: 'error',
  // Traffic interception inside the cluster, CVE-2020-8554, which Kubernetes rated Medium.
  securitySeverity: 'medium',
  enabledByDefault: false,
  minKubernetesVersion: { major: 1, minor: 0 },
  optionsSchema: {
    allowedCIDRs: cidrList(
      'CIDRs externalIPs may use (network.config.openshift.io externalIP.policy.allowedCIDRs)',
    ),
    rejectedCIDRs: cidrList('CIDRs externalIPs may never use; rejection wins over allowedCIDRs'),
    externalIPNetworkCIDRs: cidrList(
      'the admission plugin form: CIDRs to admit, and CIDRs prefixed with "!" to reject (use instead of allowedCIDRs/rejectedCIDRs)',
    ),
    overrideActors: actorListSchema(
      'users (octocat) and teams (@org/team) whose changes may use any external IP, as users allowed to create service/externalips may on OpenShift: their findings become notices naming them',
    ),
  },
  prepare: (options) => preparePolicy(options),
  overrideActors: (policy) => policy.overrideActors,
  *check(resource, { options: policy }): Iterable<RuleFinding> {
    if (!isCoreService(resource)) return;
    const ips = externalIPsOf(resource);
    if (!ips || ips.list.items.length === 0) return;
    if (isDisabled(policy)) {
      yield {
        path: ['spec', 'externalIPs'],
        start: ips.field.keyStart,
        end: ips.field.keyEnd,
        message: `externalIPs have been disabled: the policy allows no ranges, so ExternalIPRanger rejects any Service that sets them. ${EXTERNAL_IPS_ALTERNATIVES}.`,
      };
      return;
    }
    for (const [index, node] of ips.list.items.entries()) {
      const value = entryString(node);
      const finding = { path: ['spec', 'externalIPs', index], start: node.start, end: node.end, value };
      const ip = parseIP(value);
      if (!ip) {
        yield {
          ...finding,
          message: `externalIP ${JSON.stringify(value)} must be a valid address: ExternalIPRanger rejects CIDRs, host names and zones. Write one IPv4 or IPv6 address.`,
        };
        continue;
      }
      const verdict = judge(policy, ip);
      if (verdict.allowed) continue;
      const where =
        'rejectedBy' in verdict
          ? `it is in the rejected range ${verdict.rejectedBy.text}, and rejected ranges win`
          : `it is outside the allowed ranges (${policy.admit.map((r) => r.text).join(', ')})`;
      yield {
        ...finding,
        message: `externalIP ${JSON.stringify(value)} is not allowed: ${where}, so ExternalIPRanger rejects the Service. Use an allowed address, or ask the platform team to extend the policy. ${EXTERNAL_IPS_ALTERNATIVES}.`,
      };
    }
  },
};
