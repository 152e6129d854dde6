// kubernetes-sigs/kubectl-validate testcases/manifests/*.yaml (commit a97ccfac, Apache-2.0) with built-in
// kinds, cut to the lines that matter, and the verdict each states in its header comment, where it is
// about unknown fields, duplicate fields, metadata decoding or unserved kinds. The other testcases
// (enum values, types, quantities, list-map duplicates, names and labels) are schema or hand-written
// validation: unknown-fields must stay silent on them.

import { describe, expect, it } from '@jest/globals';
import { makeRepo, scanJson } from '../../helpers.js';

async function verdicts(yaml: string): Promise<string[]> {
  const { report } = await scanJson(makeRepo({ 'manifest.yaml': yaml }));
  return report.findings
    .filter((f) => f.rule === 'unknown-fields' || f.rule === 'yaml-syntax')
    .map((f) => `${f.rule} ${f.path || '-'} ${f.line}:${f.column}`);
}

describe('kubectl-validate testcases', () => {
  it.each([
    // "status": "Success"
    [
      'apiservice.yaml',
      `apiVersion: apiregistration.k8s.io/v1
kind: APIService
metadata:
  annotations: {cert-manager.io/inject-ca-from: keda/keda-operator-tls-certificates}
  name: v1beta1.external.metrics.k8s.io
spec:
  service: {name: keda-metrics-apiserver, namespace: keda, port: 443}
  group: external.metrics.k8s.io
  version: v1beta1
  groupPriorityMinimum: 100
  versionPriority: 100
  insecureSkipTLSVerify: false
`,
      [],
    ],
    [
      'configmap.yaml',
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: myapp\n  finalizers:\n  - finalizers.compute.linkedin.com\ndata:\n  key: value\n',
      [],
    ],
    [
      'deployment_with_strategy.yaml',
      `apiVersion: apps/v1
kind: Deployment
metadata: {name: my-service, namespace: default}
spec:
  replicas: 2
  selector: {matchLabels: {service: my-service}}
  strategy:
    type: RollingUpdate
    rollingUpdate: {maxUnavailable: 0, maxSurge: 1}
  template:
    metadata: {labels: {service: my-service}}
    spec:
       containers:
        - name: main
          image: my-service:latest
          resources:
            limits: {cpu: 100m, memory: 100Mi}
          ports:
            - {containerPort: 8080, name: http, protocol: TCP}
`,
      [],
    ],
    ['empty_secret.yaml', "apiVersion: v1\nkind: Secret\nmetadata:\n  name: secret\ndata:\n  key: ''\n", []],
    // " \"\" is invalid: containers: Invalid value: value provided for unknown field"
    [
      'error_indentation.yaml',
      'apiVersion: v1\nkind: Pod\nmetadata:\n  name: my-pod\nspec:\ncontainers:\n- name: my-container\n  image: my-image:latest\n',
      ['unknown-fields containers 6:1'],
    ],
    // "failed to retrieve validator: kind configmap not found in v1 groupversion"
    [
      'error_invalid_kind.yaml',
      'apiVersion: v1\nkind: configmap\nmetadata:\n  name: invalidkind\n',
      ['unknown-fields kind 2:7'],
    ],
    // "json: cannot unmarshal object into Go struct field ObjectMeta.finalizers of type []string"
    [
      'error_map_instead_of_array.yaml',
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: my-deployment\n  finalizers:\n    key: value\ndata:\n  key: value\n',
      ['unknown-fields metadata.finalizers 6:5'],
    ],
    // " \"\" is invalid: spec.contAIN3rz: Invalid value: value provided for unknown field"
    [
      'error_misspelled_key.yaml',
      'apiVersion: v1\nkind: Pod\nmetadata:\n  name: nginx-pod\nspec:\n  contAIN3rz:\n    - name: nginx\n      image: nginx\n',
      ['unknown-fields spec.contAIN3rz 6:3'],
    ],
    // "line 24: key \"containers\" already set in map": YAML duplicate keys, the yaml-syntax rule's
    [
      'error_multiple_fields.yaml',
      `apiVersion: v1
kind: Pod
metadata:
  name: my-pod
spec:
  containers:
  - name: my-container
    image: my-image:latest
  containers:
  - name: my-container
    image: my-image:latest
`,
      ['yaml-syntax - 9:3'],
    ],
    // Schema validation, not unknown fields: the enum of protocol, a Quantity of the wrong type, a
    // list-map duplicate, an array for a map.
    [
      'error_enum_invalid.yaml',
      'apiVersion: v1\nkind: Pod\nmetadata: {name: nginx-pod}\nspec:\n  containers:\n    - name: nginx\n      image: nginx\n      ports:\n        - {protocol: udp, containerPort: 88}\n',
      [],
    ],
    [
      'error_quantity.yaml',
      'apiVersion: v1\nkind: Pod\nmetadata: {name: my-pod}\nspec:\n  containers:\n  - name: c\n    image: i\n    resources:\n      requests: {cpu: true, memory: "256Mi"}\n',
      [],
    ],
    [
      'error_x_list_map_duplicate_key.yaml',
      'apiVersion: v1\nkind: Pod\nmetadata: {name: nginx-pod}\nspec:\n  containers:\n    - name: nginx\n      image: nginx\n      ports:\n        - {protocol: TCP, containerPort: 88}\n        - {containerPort: 88, protocol: TCP}\n',
      [],
    ],
    [
      'error_array_instead_of_map.yaml',
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: my-deployment\ndata:\n  - not a map\n',
      [],
    ],
  ])('%s', async (_name, yaml, expected) => {
    expect(await verdicts(yaml)).toEqual(expected);
  });

  it('error_multiple_resources_one_invalid.yaml: only the invalid object of the stream', async () => {
    const stream = `apiVersion: v1
kind: Pod
metadata:
  name: nginx-pod
spec:
  contAIN3rz:
    - name: nginx
      image: nginx
---
apiVersion: v1
kind: Pod
metadata:
  name: nginx-pod
spec:
  containers:
    - name: nginx
      image: nginx
      ports:
        - protocol: UDP
          containerPort: 88
        - containerPort: 88
          protocol: TCP
`;
    expect(await verdicts(stream)).toEqual(['unknown-fields spec.contAIN3rz 6:3']);
  });
});
