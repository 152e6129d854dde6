// schema-validation on built-in kinds, through the CLI: what the bundled OpenAPI of the chosen release
// states and the API server refuses — values Go's JSON decoder cannot put in the field's type, bytes that
// are not base64, and duplicate keys in map lists.

import { describe, expect, it } from '@jest/globals';
import { makeRepo, scanJson } from '../../helpers.js';
import type { JsonFinding } from '../../helpers.js';

async function all(yaml: string, ...args: string[]): Promise<JsonFinding[]> {
  return (await scanJson(makeRepo({ 'manifest.yaml': yaml }), ...args)).report.findings;
}

async function findings(yaml: string, ...args: string[]): Promise<JsonFinding[]> {
  return (await all(yaml, ...args)).filter((f) => f.rule === 'schema-validation');
}

const at = (found: JsonFinding[]): string[] => found.map((f) => `${f.line}:${f.column} ${f.path}`);

/** A Deployment whose container is `container` (YAML, indented 10, without the leading dash). */
function deployment(container: string, spec = ''): string {
  return `apiVersion: apps/v1
kind: Deployment
metadata: {name: web}
spec:
  selector: {matchLabels: {app: web}}
  template:
    metadata: {labels: {app: web}}
    spec:
${spec}      containers:
        - name: web
          image: nginx
${container}`;
}

describe('schema-validation: built-in kinds', () => {
  it('passes a valid Deployment, Service and Secret, with int-or-string, quantities and wrapped base64', async () => {
    const yaml = `${deployment(`          ports: [{containerPort: 80, name: http}]
          resources: {limits: {cpu: 0.5, memory: 128Mi}, requests: {cpu: "250m"}}
          readinessProbe: {httpGet: {port: http, httpHeaders: [{name: X-Probe}]}}
          livenessProbe: {tcpSocket: {port: 80}}
`)}
---
apiVersion: v1
kind: Service
metadata: {name: Web_Service}
spec:
  ports: [{port: 80, targetPort: http}, {port: 80, protocol: UDP}]
---
apiVersion: v1
kind: Secret
metadata: {name: tls}
data:
  tls.crt: |
    aGVsbG8gd29y
    bGQ=
  empty: ""
stringData: {note: text}
`;
    expect(await findings(yaml)).toEqual([]);
  });

  it("reports a value Go's decoder cannot put in the field, with what to write instead", async () => {
    const found = await findings(`apiVersion: v1
kind: Service
metadata: {name: web}
spec:
  ports:
    - port: "80"
      targetPort: 8080.5
  publishNotReadyAddresses: "true"
  selector: {app: web, tier: 1}
`);
    expect(at(found)).toEqual([
      '6:13 spec.ports[0].port',
      '7:19 spec.ports[0].targetPort',
      '8:29 spec.publishNotReadyAddresses',
      '9:30 spec.selector.tier',
    ]);
    expect(found[0]?.message).toBe(
      'spec.ports[0].port: the string "80" is not an integer: the API server decodes a Service with Go\'s JSON decoder, which refuses it (json: cannot unmarshal string into a Go field of type integer), so kubectl apply fails. Write 80 without quotes. From the Service schema of Kubernetes v1.35.',
    );
    expect(found[1]?.message).toContain('the number 8080.5 is not an integer or a string');
    expect(found[1]?.message).toContain('cannot unmarshal number 8080.5');
    expect(found[2]?.message).toContain('the string "true" is not a boolean');
    expect(found[3]?.message).toContain('the number 1 is not a string');
    expect(found[3]?.message).toContain('Quote it: "1".');
    expect(found.every((f) => f.severity === 'error')).toBe(true);
  });

  it('reports env values, images and quantities of the wrong type in a pod template', async () => {
    const found = await findings(
      deployment(`          env: [{name: PORT, value: 8080}, {name: DEBUG, value: yes}]
          resources: {limits: {cpu: true}}
        - name: sidecar
          image: y
`),
    );
    expect(at(found)).toEqual([
      '12:37 spec.template.spec.containers[0].env[0].value',
      '12:65 spec.template.spec.containers[0].env[1].value',
      '13:37 spec.template.spec.containers[0].resources.limits.cpu',
      '15:18 spec.template.spec.containers[1].image',
    ]);
    // YAML 1.1, as the API server's YAML reader: yes and y are booleans.
    expect(found[1]?.message).toContain('the boolean true is not a string');
    expect(found[2]?.message).toContain('must validate one and only one schema (oneOf)');
    expect(found[3]?.message).toContain('cannot unmarshal bool into a Go field of type string');
  });

  it('reports Secret data that is not base64 and stringData that is not text', async () => {
    const found = await findings(`apiVersion: v1
kind: Secret
metadata: {name: creds}
data:
  password: not base64!
stringData:
  id: 12
`);
    expect(at(found)).toEqual(['5:13 data.password', '7:7 stringData.id']);
    expect(found[0]?.message).toBe(
      'data.password: "not base64!" is not base64 (format byte): the API server\'s decoding of a Secret refuses it, so kubectl apply fails. Encode the value in base64 (or, in a Secret, move it under stringData). From the Secret schema of Kubernetes v1.35.',
    );
  });

  it('does not report missing required fields: kustomize bases and patches are partial objects', async () => {
    const yaml = `apiVersion: apps/v1
kind: Deployment
metadata: {name: web}
spec:
  template:
    spec:
      containers:
        - image: nginx
          ports: [{name: http}]
---
apiVersion: networking.k8s.io/v1
kind: Ingress
metadata: {name: web}
spec:
  rules: [{http: {paths: [{path: /, backend: {service: {name: web, port: {number: 80}}}}]}}]
`;
    expect(await findings(yaml)).toEqual([]);
  });

  it('reports duplicate keys of map lists at the second entry: containers by name, ports by containerPort and protocol', async () => {
    const found = await findings(
      deployment(`          ports:
            - {containerPort: 80, protocol: TCP, name: http}
            - {containerPort: 80, protocol: TCP, name: https}
            - {containerPort: 80, protocol: UDP, name: dns}
        - name: web
          image: other
`),
    );
    expect(at(found)).toEqual([
      '14:15 spec.template.spec.containers[0].ports[1]',
      '16:11 spec.template.spec.containers[1]',
    ]);
    expect(found[0]?.message).toContain(
      'spec.template.spec.containers[0].ports[1]: Duplicate value: map[string]interface {}{"containerPort":80, "protocol":"TCP"}: the Deployment schema of Kubernetes v1.35 declares this list a map keyed by containerPort, protocol, so server-side apply',
    );
    expect(found[1]?.message).toContain('Remove or rename one of the entries.');
  });

  it('leaves unknown fields, metadata decoding and apiVersions not served to unknown-fields, and status alone', async () => {
    const found = await all(`apiVersion: v1
kind: ConfigMap
metadata:
  name: settings
  labels: {version: 1.0}
data: {a: b}
dataa: {port: "80"}
---
apiVersion: extensions/v1beta1
kind: Deployment
metadata: {name: old}
spec: {replicas: "2"}
---
apiVersion: v1
kind: Pod
metadata: {name: p}
spec:
  containers: [{name: c, image: i}]
status:
  phase: 3
  conditions: [{status: "True"}]
`);
    expect(found.map((f) => `${f.rule} ${f.path}`)).toEqual([
      'unknown-fields metadata.labels.version',
      'unknown-fields apiVersion',
    ]);
  });

  it('does not check names, which each built-in kind validates in its own way', async () => {
    const yaml = 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: My_Settings}\ndata: {a: b}\n';
    expect(await findings(yaml)).toEqual([]);
  });
});

// kubernetes-sigs/kubectl-validate testcases/manifests (commit a97ccfac, Apache-2.0) with built-in kinds whose
// verdict is a type or a map-list key, cut to the lines that matter; the verdict is in the test's name.
describe('kubectl-validate testcases', () => {
  it('error_x_list_map_duplicate_key.yaml: spec.containers[0].ports[2]: Duplicate value: {"containerPort":88,"protocol":"TCP"}', async () => {
    const found = await findings(`apiVersion: v1
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
        - protocol: TCP
          containerPort: 88
`);
    expect(at(found)).toEqual(['14:11 spec.containers[0].ports[2]']);
  });

  it('error_array_instead_of_map.yaml: data in body must be of type object: "array"', async () => {
    const found = await findings(
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: my-deployment\ndata:\n  - not a map\n',
    );
    expect(at(found)).toEqual(['6:3 data']);
    expect(found[0]?.message).toContain('data: a list is not an object');
  });

  it('error_quantity.yaml: spec.containers[0].resources.requests.cpu: Invalid value: "boolean"', async () => {
    const found = await findings(`apiVersion: v1
kind: Pod
metadata:
  name: my-pod
spec:
  containers:
  - name: my-container
    image: my-image:latest
    resources:
      limits:
        cpu: "1"
        memory: "512Mi"
      requests:
        cpu: true
        memory: "256Mi"
`);
    expect(at(found)).toEqual(['14:14 spec.containers[0].resources.requests.cpu']);
    expect(found[0]?.message).toContain('(string, number), got the boolean true');
  });

  it('error_map_instead_of_array.yaml: cannot unmarshal object into Go struct field ObjectMeta.finalizers (unknown-fields)', async () => {
    const found = await all(
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: my-deployment\n  finalizers:\n    key: value\ndata:\n  key: value\n',
    );
    expect(found.map((f) => `${f.rule} ${f.path}`)).toEqual(['unknown-fields metadata.finalizers']);
  });
});

// The schema is the chosen release's: pod-level resources exist from v1.32; before, they are unknown
// (unknown-fields), after, their values are checked.
describe.each(['v1.27', 'v1.31', 'v1.32', 'v1.35'])('kubernetesVersion %s', (version) => {
  it('checks the fields that release declares', async () => {
    const found = await findings(
      deployment('          env: [{name: A, value: 1}]\n', '      resources: {limits: {cpu: true}}\n'),
      '--kubernetes-version',
      version,
    );
    const minor = Number(version.split('.')[1]);
    expect(at(found)).toEqual([
      ...(minor >= 32 ? ['9:33 spec.template.spec.resources.limits.cpu'] : []),
      '13:34 spec.template.spec.containers[0].env[0].value',
    ]);
    expect(found.at(-1)?.message).toContain(`From the Deployment schema of Kubernetes ${version}.`);
  });
});
