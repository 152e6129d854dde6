// Kubernetes' DenyServiceExternalIPs admission plugin (plugin/pkg/admission/network/
// denyserviceexternalips): on create every externalIP is denied, on update only values that were not
// in the old object's list. CVE-2020-8554: whoever can write a Service can claim traffic for any IP.

import type { ResourceRule, RuleFinding } from '../types.js';
import { EXTERNAL_IPS_ALTERNATIVES, entryString, externalIPsOf, isCoreService } from '../service.js';

export const serviceExternalIps: ResourceRule = {
  scope: 'resource',
  id: 'service-external-ips',
  title: 'New Service externalIPs',
  summary:
    'Flags externalIPs a change adds to a Service: DenyServiceExternalIPs rejects them, and they let anyone who can write a Service hijack traffic for an IP (CVE-2020-8554).',
  upstream: 'kubernetes/kubernetes plugin/pkg/admission/network/denyserviceexternalips/admission.go',
  defaultSeverity: 'error',
  // Traffic interception inside the cluster, CVE-2020-8554, which Kubernetes rated Medium.
  securitySeverity: 'medium',
  enabledByDefault: true,
  minKubernetesVersion: { major: 1, minor: 21 },
  previousKinds: ['/Service'],
  prepare: () => undefined,
  *check(resource, context): Iterable<RuleFinding> {
    if (!isCoreService(resource)) return;
    const ips = externalIPsOf(resource);
    if (!ips) return;
    const previous = context.previous(resource);
    const previousList = previous && externalIPsOf(previous)?.list.items;
    const old = new Set(previousList?.map(entryString));
    const change = previous ? 'added to an existing Service' : 'on a new Service';
    for (const [index, node] of ips.list.items.entries()) {
      const value = entryString(node);
      if (old.has(value)) continue;
      yield {
        path: ['spec', 'externalIPs', index],
        start: node.start,
        end: node.end,
        value,
        message:
          `externalIP ${JSON.stringify(value)} is ${change}: DenyServiceExternalIPs rejects it, because whoever can write a Service can claim traffic for any IP this way (CVE-2020-8554). ` +
          `${EXTERNAL_IPS_ALTERNATIVES}.`,
      };
    }
  },
};
