// The ExternalIPRanger policy: which CIDRs admit and which reject. The API form (allowedCIDRs,
// rejectedCIDRs) becomes the plugin's legacy list as the cluster-kube-apiserver-operator writes it
// (observe_network.go): ["!" + r for r in rejected] + allowed.

import { OptionError } from '../types.js';
import type { IP, IPNet } from '../goip.js';
import { contains, parseCIDR } from '../goip.js';

export interface Range {
  /** As written in the config, for messages. */
  readonly text: string;
  readonly net: IPNet;
}

export interface ExternalIPPolicy {
  readonly admit: readonly Range[];
  readonly reject: readonly Range[];
  /** Users and `@org/team`s whose changes may use any external IP (OpenShift's RBAC override). */
  readonly overrideActors: readonly string[];
}

export interface ExternalIPPolicyOptions {
  readonly allowedCIDRs?: readonly string[];
  readonly rejectedCIDRs?: readonly string[];
  readonly externalIPNetworkCIDRs?: readonly string[];
  readonly overrideActors?: readonly string[];
}

export function preparePolicy(options: ExternalIPPolicyOptions): ExternalIPPolicy {
  const apiForm = options.allowedCIDRs !== undefined || options.rejectedCIDRs !== undefined;
  if (apiForm && options.externalIPNetworkCIDRs !== undefined) {
    throw new OptionError(
      ['externalIPNetworkCIDRs'],
      'use either allowedCIDRs/rejectedCIDRs (the network.config.openshift.io form) or externalIPNetworkCIDRs (the admission plugin form), not both',
    );
  }
  const rules: { text: string; path: (string | number)[] }[] = apiForm
    ? [
        ...(options.rejectedCIDRs ?? []).map((c, i) => ({ text: `!${c}`, path: ['rejectedCIDRs', i] })),
        ...(options.allowedCIDRs ?? []).map((c, i) => ({ text: c, path: ['allowedCIDRs', i] })),
      ]
    : (options.externalIPNetworkCIDRs ?? []).map((c, i) => ({
        text: c,
        path: ['externalIPNetworkCIDRs', i],
      }));
  const admit: Range[] = [];
  const reject: Range[] = [];
  for (const rule of rules) {
    const negate = rule.text.startsWith('!');
    const text = negate ? rule.text.slice(1) : rule.text;
    const net = parseCIDR(text);
    if (!net) {
      throw new OptionError(
        rule.path,
        `${JSON.stringify(text)} is not a CIDR: write an address and a prefix length, such as 203.0.113.0/24 or 2001:db8::/64`,
      );
    }
    (negate ? reject : admit).push({ text, net });
  }
  return { admit, reject, overrideActors: options.overrideActors ?? [] };
}

export function isDisabled(policy: ExternalIPPolicy): boolean {
  return policy.admit.length === 0 && policy.reject.length === 0;
}

export type Verdict =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly rejectedBy: Range }
  | { readonly allowed: false; readonly outsideAdmit: true };

/** Reject wins; with only reject ranges everything else is allowed (OCPBUGS-4970). */
export function judge(policy: ExternalIPPolicy, ip: IP): Verdict {
  const rejectedBy = policy.reject.find((r) => contains(r.net, ip));
  if (rejectedBy) return { allowed: false, rejectedBy };
  if (policy.admit.length > 0 && !policy.admit.some((r) => contains(r.net, ip))) {
    return { allowed: false, outsideAdmit: true };
  }
  return { allowed: true };
}
