// unknown-fields on built-in kinds, through the CLI: the keys strict decoding rejects (sigs.k8s.io/json
// UnmarshalStrict: case-sensitive, `unknown field "<path>"` with the path built as kubernetes_patch.go
// builds it), the subtrees Go keeps as raw JSON, and apiVersions a Kubernetes version does not serve.

import { describe, expect, it } from '@jest/globals';
import { makeRepo, scanJson } from '../../helpers.js';
import type { JsonFinding, JsonReport } from '../../helpers.js';

async function scan(files: Record<string, string>, ...args: string[]): Promise<JsonReport> {
  return (await scanJson(makeRepo(files), ...args)).report;
}

async function findings(yaml: string, ...args: string[]): Promise<JsonFinding[]> {
  const report = await scan({ 'manifest.yaml': yaml }, ...args);
  return report.findings.filter((f) => f.rule === 'unknown-fields');
}

const at = (found: JsonFinding[]): [string, number, number][] => found.map((f) => [f.path, f.line, f.column]);

const DEPLOYMENT = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
spec:
  replcias: 3
  selector:
    matchLabels: {app: web}
  template:
    metadata:
      labels: {app: web}
      lables: {tier: front}
    spec:
      containers:
        - name: web
          image: nginx
          Ports:
            - containerPort: 80
          livenessProbe:
            httpGet: {port: 80}
          initialDelaySeconds: 5
          resources:
            limits:
              cpu: 500m
              memory: 1Gi
            requets: {cpu: 100m}
`;

describe('unknown fields of built-in kinds, as strict decoding reports them', () => {
  it('reports each unknown key with the API server path, at the key', async () => {
    const found = await findings(DEPLOYMENT);
    expect(at(found)).toEqual([
      ['spec.replcias', 6, 3],
      ['spec.template.metadata.lables', 12, 7],
      ['spec.template.spec.containers[0].Ports', 17, 11],
      ['spec.template.spec.containers[0].initialDelaySeconds', 21, 11],
      ['spec.template.spec.containers[0].resources.requets', 26, 13],
    ]);
    expect(found.every((f) => f.severity === 'error')).toBe(true);
    expect(found[0]).toMatchObject({
      endLine: 6,
      endColumn: 11,
      message: 'unknown field "spec.replcias": the API server drops it silently. Did you mean "replicas"?',
      resource: { apiVersion: 'apps/v1', kind: 'Deployment', namespace: 'default', name: 'web' },
    });
  });

  it('gives the hints it gives for custom resources: case, misspelling, indentation', async () => {
    const messages = (await findings(DEPLOYMENT)).map((f) => f.message.replace(/^[^:]*: [^.]*\. /, ''));
    expect(messages).toEqual([
      'Did you mean "replicas"?',
      'Did you mean "labels"?',
      // Decoding is case-sensitive: a key in the wrong case is unknown.
      'Did you mean "ports"?',
      '"livenessProbe" beside it declares "initialDelaySeconds": is it indented one level too shallow?',
      'Did you mean "requests"?',
    ]);
  });

  it('lists the fields of the schema when nothing is close, naming the Kubernetes version', async () => {
    const found = await findings(
      'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\nbinary: {}\n',
      '--kubernetes-version',
      'v1.30',
    );
    expect(found.map((f) => f.message)).toEqual([
      'unknown field "binary": the API server drops it silently. The ConfigMap schema of Kubernetes v1.30 declares apiVersion, binaryData, data, immutable, kind, metadata here; fix its name or indentation, or remove it.',
    ]);
  });

  it('decodes root metadata strictly as ObjectMeta, and fails the object on a value it cannot decode', async () => {
    const unknown = await findings('apiVersion: v1\nkind: Secret\nmetadata: {name: s, lables: {}}\n');
    expect(unknown.map((f) => [f.path, f.message.split(':')[1]])).toEqual([
      [
        'metadata.lables',
        ' ObjectMeta has no such field, so the API server drops it silently. Did you mean "labels"?',
      ],
    ]);
    const invalid = await findings(
      'apiVersion: v1\nkind: Secret\nmetadata: {name: s, finalizers: {key: value}}\ndata: {x: eA==}\nbogus: 1\n',
    );
    expect(invalid.map((f) => f.message)).toEqual([
      'metadata.finalizers must be a list, not a mapping: the API server cannot decode it and rejects the whole object.',
    ]);
  });

  it('leaves RawExtension, FieldsV1 and other raw JSON alone, and still checks what is beside them', async () => {
    const found = await findings(`apiVersion: apps/v1
kind: ControllerRevision
metadata:
  name: web-1
  managedFields:
    - manager: kubectl
      fieldsV1: {f:spec: {f:replicas: {}}}
      operation: Apply
revision: 1
data:
  spec: {template: {anything: [goes, here]}}
  revison: 2
revison: 2
`);
    expect(at(found)).toEqual([['revison', 13, 1]]);
  });

  it('splices map keys into the path after a dot, as the strict decoder does', async () => {
    const found = await findings(`apiVersion: resource.k8s.io/v1
kind: ResourceSlice
metadata: {name: gpus}
spec:
  driver: gpu.example.com
  pool: {name: p, resourceSliceCount: 1}
  nodeName: n
  devices:
    - name: gpu-0
      attributes:
        gpu.example.com/model: {strng: a100}
`);
    expect(at(found)).toEqual([['spec.devices[0].attributes.gpu.example.com/model.strng', 11, 33]]);
  });

  it('ignores strategic-merge-patch directives: such a file is a patch, not an object', async () => {
    const found = await findings(`apiVersion: apps/v1
kind: Deployment
metadata: {name: web}
$patch: delete
spec:
  template:
    spec:
      $setElementOrder/containers: [{name: web}]
      containers:
        - {name: web, $patch: replace, imagePullPolicyy: Always}
`);
    expect(at(found)).toEqual([['spec.template.spec.containers[0].imagePullPolicyy', 10, 40]]);
  });

  it('checks CustomResourceDefinitions too, and says where Go decodes a CRD schema leniently', async () => {
    const found = await findings(`apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: {name: widgets.example.com}
spec:
  group: example.com
  scope: Namespaced
  names: {kind: Widget, plural: widgets}
  versions:
    - name: v1
      served: true
      storage: true
      schema:
        openAPIV3Schema:
          type: object
          properties:
            spec:
              type: object
              x-kubernetes-preserve-unknown-field: true
              properties:
                sizes:
                  type: array
                  description: how big
                  items: {type: integer, minimun: 1}
---
apiVersion: scheduling.k8s.io/v1
kind: PriorityClass
metadata: {name: high}
value: 1000
description: fields named description are fields too
`);
    expect(at(found)).toEqual([
      ['spec.versions[0].schema.openAPIV3Schema.properties.spec.x-kubernetes-preserve-unknown-field', 18, 15],
      ['spec.versions[0].schema.openAPIV3Schema.properties.spec.properties.sizes.items.minimun', 23, 42],
    ]);
    expect(found[0]?.message).toContain('Did you mean "x-kubernetes-preserve-unknown-fields"?');
    // JSONSchemaPropsOrArray has its own UnmarshalJSON, which decodes without the strict options.
    expect(found[1]?.message).toBe(
      'unknown field "spec.versions[0].schema.openAPIV3Schema.properties.spec.properties.sizes.items.minimun": the API server drops it silently, even under strict field validation (Go decodes this part leniently). Did you mean "minimum"?',
    );
  });

  it('does not judge client-side files shaped like core objects: kubeconfig, an empty List', async () => {
    const found = await findings(`apiVersion: v1
kind: Config
clusters: []
current-context: dev
---
apiVersion: v1
kind: List
metadata: {}
`);
    expect(found).toEqual([]);
  });
});

describe('apiVersions and kinds the Kubernetes version does not serve', () => {
  const object = (apiVersion: string, kind: string): string =>
    `apiVersion: ${apiVersion}\nkind: ${kind}\nmetadata: {name: x}\n`;

  it('names the release that removed a version and the replacement to use', async () => {
    const found = await findings(object('extensions/v1beta1', 'Deployment'));
    expect(found.map((f) => [f.severity, f.path, f.line, f.column, f.message])).toEqual([
      [
        'error',
        'apiVersion',
        1,
        13,
        'no matches for kind "Deployment" in version "extensions/v1beta1": Kubernetes v1.16 stopped serving it, so kubectl apply fails on a v1.35 cluster. Use apps/v1 Deployment, and check the fields against it.',
      ],
    ]);
  });

  it.each([
    ['batch/v1beta1', 'CronJob', 'v1.35', 'Kubernetes v1.25 stopped serving it', 'Use batch/v1 CronJob'],
    [
      'autoscaling/v2beta2',
      'HorizontalPodAutoscaler',
      'v1.27',
      'v1.26 stopped',
      'Use autoscaling/v2 HorizontalPodAutoscaler',
    ],
    ['networking.k8s.io/v1beta1', 'Ingress', 'v1.35', 'v1.22 stopped', 'Use networking.k8s.io/v1 Ingress'],
    // Its lifecycle names v1beta3, which v1.35 no longer serves either: the chain is followed to v1.
    [
      'flowcontrol.apiserver.k8s.io/v1beta2',
      'FlowSchema',
      'v1.35',
      'v1.29 stopped',
      'Use flowcontrol.apiserver.k8s.io/v1 FlowSchema',
    ],
    [
      'flowcontrol.apiserver.k8s.io/v1beta2',
      'FlowSchema',
      'v1.29',
      'v1.29 stopped',
      'Use flowcontrol.apiserver.k8s.io/v1 FlowSchema',
    ],
    ['policy/v1beta1', 'PodSecurityPolicy', 'v1.35', 'v1.25 stopped', 'use Pod Security Admission'],
    [
      'resource.k8s.io/v1',
      'DeviceClass',
      'v1.33',
      'it is served from Kubernetes v1.34 on',
      'Use resource.k8s.io/v1beta2 DeviceClass',
    ],
    ['resource.k8s.io/v1alpha2', 'ResourceClass', 'v1.35', 'only Kubernetes v1.27 to v1.30 served it', ''],
    [
      'apps/v1beta3',
      'Deployment',
      'v1.35',
      'Kubernetes v1.35 does not serve apps/v1beta3',
      'Use apps/v1 Deployment',
    ],
  ])('%s %s on %s', async (apiVersion, kind, version, why, fix) => {
    const [found, ...rest] = await findings(object(apiVersion, kind), '--kubernetes-version', version);
    expect(rest).toEqual([]);
    expect(found).toMatchObject({ severity: 'error', path: 'apiVersion' });
    expect(found?.message).toContain(`no matches for kind "${kind}" in version "${apiVersion}": `);
    expect(found?.message).toContain(why);
    expect(found?.message).toContain(fix);
  });

  it('points at the kind when the apiVersion is served and never had it', async () => {
    const found = await findings(object('apps/v1', 'Deploymnet'));
    expect(found.map((f) => [f.path, f.line, f.column, f.message])).toEqual([
      [
        'kind',
        2,
        7,
        'no matches for kind "Deploymnet" in version "apps/v1": apps/v1 has no kind "Deploymnet", so kubectl apply fails on a v1.35 cluster. Did you mean "Deployment"?',
      ],
    ]);
  });

  it('warns with the API server deprecation warning while a deprecated version is served', async () => {
    const found = await findings(
      object('flowcontrol.apiserver.k8s.io/v1beta3', 'FlowSchema'),
      '--kubernetes-version',
      'v1.29',
    );
    expect(found.map((f) => [f.severity, f.path, f.message])).toEqual([
      [
        'warning',
        'apiVersion',
        'flowcontrol.apiserver.k8s.io/v1beta3 FlowSchema is deprecated: the API server answers every request with the warning "flowcontrol.apiserver.k8s.io/v1beta3 FlowSchema is deprecated in v1.29+, unavailable in v1.32+; use flowcontrol.apiserver.k8s.io/v1 FlowSchema". Move to flowcontrol.apiserver.k8s.io/v1 FlowSchema before the version stops being served.',
      ],
    ]);
    // Before its deprecation release, the API server says nothing.
    expect(
      await findings(
        object('flowcontrol.apiserver.k8s.io/v1beta3', 'FlowSchema'),
        '--kubernetes-version',
        'v1.28',
      ),
    ).toEqual([]);
  });

  it('checks the fields of the version the manifest names', async () => {
    const hpa = (apiVersion: string): string =>
      `apiVersion: ${apiVersion}\nkind: HorizontalPodAutoscaler\nmetadata: {name: h}\nspec:\n  targetCPUUtilizationPercentage: 80\n  metrics: []\n`;
    expect((await findings(hpa('autoscaling/v1'))).map((f) => f.path)).toEqual(['spec.metrics']);
    expect((await findings(hpa('autoscaling/v2'))).map((f) => f.path)).toEqual([
      'spec.targetCPUUtilizationPercentage',
    ]);
  });
});

describe('kubernetesVersion outside the bundled releases', () => {
  it('older: the oldest bundled schemas, what that version still served is not an error, and a note says so', async () => {
    const report = await scan(
      {
        'cronjob.yaml':
          'apiVersion: batch/v1beta1\nkind: CronJob\nmetadata: {name: c}\nspec: {schedule: "* * * * *"}\n',
        'deploy.yaml': 'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: d}\nspec: {replcias: 1}\n',
      },
      '--kubernetes-version',
      'v1.24',
    );
    expect(report.findings.map((f) => [f.file, f.severity, f.path])).toEqual([
      ['cronjob.yaml', 'warning', 'apiVersion'],
      ['deploy.yaml', 'error', 'spec.replcias'],
    ]);
    expect(report.findings[0]?.message).toContain(
      '"batch/v1beta1 CronJob is deprecated in v1.21+, unavailable in v1.25+; use batch/v1 CronJob"',
    );
    expect(report.notes).toContain(
      'built-in kinds are checked against the oldest bundled schemas, v1.27: kubernetesVersion v1.24 is older, so fields added after it are not reported, and kinds only v1.24 serves are not checked.',
    );
  });

  it('newer: the newest bundled schemas, with the removals its lifecycle data already announces', async () => {
    const report = await scan(
      {
        'policy.yaml':
          'apiVersion: admissionregistration.k8s.io/v1alpha1\nkind: MutatingAdmissionPolicy\nmetadata: {name: m}\n',
      },
      '--kubernetes-version',
      'v1.38',
    );
    expect(report.findings.map((f) => [f.severity, f.path])).toEqual([['error', 'apiVersion']]);
    expect(report.findings[0]?.message).toContain('Kubernetes v1.38 stopped serving it');
    expect(report.notes).toContain(
      'built-in kinds are checked against the newest bundled schemas, v1.35: kubernetesVersion v1.38 is newer, so fields it added are reported as unknown.',
    );
  });
});

// Every bundled release: the same typo at the same path and place, and the fields a release added (pod-level
// resources in v1.32, sidecar restartPolicy in v1.28, lifecycle stopSignal in v1.33) unknown before it.
describe.each(['v1.27', 'v1.28', 'v1.29', 'v1.30', 'v1.31', 'v1.32', 'v1.33', 'v1.34', 'v1.35'])(
  'kubernetesVersion %s',
  (version) => {
    const minor = Number(version.split('.')[1]);
    const JOB = `apiVersion: batch/v1
kind: CronJob
metadata: {name: nightly}
spec:
  schedule: "0 3 * * *"
  jobTemplate:
    spec:
      template:
        spec:
          restartPolicy: OnFailure
          resources: {limits: {cpu: "2"}}
          initContainers:
            - name: proxy
              image: proxy
              restartPolicy: Always
          containers:
            - name: report
              image: report
              imagePullPolicyy: Always
              lifecycle:
                stopSignal: SIGTERM
`;

    it('reports the typo exactly, and only the fields this release does not have', async () => {
      const found = await findings(JOB, '--kubernetes-version', version);
      const expected: [string, number, number][] = [
        ['spec.jobTemplate.spec.template.spec.containers[0].imagePullPolicyy', 19, 15],
      ];
      if (minor < 32) expected.unshift(['spec.jobTemplate.spec.template.spec.resources', 11, 11]);
      if (minor < 28)
        expected.splice(-1, 0, [
          'spec.jobTemplate.spec.template.spec.initContainers[0].restartPolicy',
          15,
          15,
        ]);
      if (minor < 33)
        expected.push(['spec.jobTemplate.spec.template.spec.containers[0].lifecycle.stopSignal', 21, 17]);
      expect(at(found)).toEqual(expected);
      expect(found.find((f) => f.path.endsWith('imagePullPolicyy'))?.message).toContain(
        'Did you mean "imagePullPolicy"?',
      );
      const added = found.find((f) => f.path.endsWith('.resources'))?.message;
      expect(added).toBe(
        minor < 32
          ? `unknown field "spec.jobTemplate.spec.template.spec.resources": the API server drops it silently. Kubernetes v1.32 added it, and kubernetesVersion is ${version}: if the cluster runs v1.32 or later, raise kubernetesVersion; otherwise remove it.`
          : undefined,
      );
    });
  },
);
