// What the engine knows about built-in Kubernetes kinds without asking a cluster.

export interface GroupVersion {
  readonly group: string;
  readonly version: string;
}

export function splitApiVersion(apiVersion: string): GroupVersion {
  const slash = apiVersion.indexOf('/');
  return slash < 0
    ? { group: '', version: apiVersion }
    : { group: apiVersion.slice(0, slash), version: apiVersion.slice(slash + 1) };
}

// Checked against the API server's paths (no /namespaces/{namespace}/ path) in the OpenAPI documents of
// v1.27-v1.35 (kubernetes-sigs/kubectl-validate pkg/openapiclient/builtins/).
const CLUSTER_SCOPED: ReadonlySet<string> = new Set(
  Object.entries({
    '': ['Namespace', 'Node', 'PersistentVolume', 'ComponentStatus'],
    'rbac.authorization.k8s.io': ['ClusterRole', 'ClusterRoleBinding'],
    'apiextensions.k8s.io': ['CustomResourceDefinition'],
    'apiregistration.k8s.io': ['APIService'],
    'admissionregistration.k8s.io': [
      'ValidatingWebhookConfiguration',
      'MutatingWebhookConfiguration',
      'ValidatingAdmissionPolicy',
      'ValidatingAdmissionPolicyBinding',
      'MutatingAdmissionPolicy',
      'MutatingAdmissionPolicyBinding',
    ],
    'storage.k8s.io': ['StorageClass', 'CSIDriver', 'CSINode', 'VolumeAttachment', 'VolumeAttributesClass'],
    'scheduling.k8s.io': ['PriorityClass'],
    'node.k8s.io': ['RuntimeClass'],
    'networking.k8s.io': ['IngressClass', 'IPAddress', 'ServiceCIDR', 'ClusterCIDR'],
    'certificates.k8s.io': ['CertificateSigningRequest', 'ClusterTrustBundle'],
    'flowcontrol.apiserver.k8s.io': ['FlowSchema', 'PriorityLevelConfiguration'],
    'resource.k8s.io': ['DeviceClass', 'ResourceSlice', 'DeviceTaintRule', 'ResourceClass'],
    policy: ['PodSecurityPolicy'],
    extensions: ['PodSecurityPolicy'],
    'internal.apiserver.k8s.io': ['StorageVersion'],
    'storagemigration.k8s.io': ['StorageVersionMigration'],
    'authentication.k8s.io': ['TokenReview', 'SelfSubjectReview'],
    'authorization.k8s.io': ['SubjectAccessReview', 'SelfSubjectAccessReview', 'SelfSubjectRulesReview'],
  }).flatMap(([group, kinds]) => kinds.map((kind) => `${group}/${kind}`)),
);

/** Built-in kinds only; custom resources are namespaced unless their CRD says otherwise. */
export function isBuiltinClusterScoped(group: string, kind: string): boolean {
  return CLUSTER_SCOPED.has(`${group}/${kind}`);
}

/** API groups the kube-apiserver serves itself (objects in other groups are custom resources). */
export const BUILTIN_GROUPS: ReadonlySet<string> = new Set([
  '',
  'admissionregistration.k8s.io',
  'apiextensions.k8s.io',
  'apiregistration.k8s.io',
  'apps',
  'authentication.k8s.io',
  'authorization.k8s.io',
  'autoscaling',
  'batch',
  'certificates.k8s.io',
  'coordination.k8s.io',
  'discovery.k8s.io',
  'events.k8s.io',
  'extensions',
  'flowcontrol.apiserver.k8s.io',
  'internal.apiserver.k8s.io',
  'networking.k8s.io',
  'node.k8s.io',
  'policy',
  'rbac.authorization.k8s.io',
  'resource.k8s.io',
  'scheduling.k8s.io',
  'storage.k8s.io',
  'storagemigration.k8s.io',
]);
