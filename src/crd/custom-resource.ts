// Which objects are custom resources: served by a CRD, not by the kube-apiserver itself.

import { BUILTIN_GROUPS } from '../load/kinds.js';

// Tool configuration shaped like objects that no API server ever receives: kustomize, the
// *.config.k8s.io component configs, kubeadm, audit policies, kind clusters, skaffold, KRM functions.
const CLIENT_SIDE_GROUPS =
  /(^|\.)config\.k8s\.io$|^(kubeadm\.k8s\.io|audit\.k8s\.io|kind\.x-k8s\.io|skaffold|config\.kubernetes\.io)$/;

export function isCustomResourceGroup(group: string): boolean {
  return !BUILTIN_GROUPS.has(group) && !CLIENT_SIDE_GROUPS.test(group);
}
