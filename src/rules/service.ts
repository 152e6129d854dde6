// Helpers shared by the rules about core v1 Services.

import type { Resource } from '../load/resource.js';
import { asMap, asSeq, child, entry } from '../load/yaml/node.js';
import type { MapEntry, SeqNode, YamlNode } from '../load/yaml/node.js';

/** Only core `v1` `Service`: a `kind: Service` of another API group is a different resource. */
export function isCoreService(resource: Resource): boolean {
  return resource.group === '' && resource.version === 'v1' && resource.kind === 'Service';
}

export interface ExternalIPs {
  readonly field: MapEntry;
  readonly list: SeqNode;
}

export function externalIPsOf(resource: Resource): ExternalIPs | undefined {
  const spec = asMap(child(resource.root, 'spec'));
  const field = spec && entry(spec, 'externalIPs');
  const list = asSeq(field?.value);
  return field && list ? { field, list } : undefined;
}

/** The string Go decodes a list entry into: JSON null becomes "", other scalars their text. */
export function entryString(node: YamlNode): string {
  if (node.kind !== 'scalar') return JSON.stringify(node.kind === 'map' ? {} : []);
  return node.value === null ? '' : node.text;
}

export const EXTERNAL_IPS_ALTERNATIVES =
  'Use type: LoadBalancer or a Gateway API Gateway instead; externalIPs is deprecated (KEP-5707)';
