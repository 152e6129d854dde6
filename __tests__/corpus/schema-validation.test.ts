// schema-validation on real manifests and real CRDs (../shared/corpus): every Gateway API example that
// upstream keeps as invalid (hack/invalid-examples, each rejected by the API server in its CI) is found,
// every CEL rule of the 56 CRDs compiles, and the findings elsewhere are exactly the verified list below
// (README.md, "Evidence").

import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, it } from '@jest/globals';
import { DEFAULT_CONFIG } from '../../src/config/config.js';
import type { Finding, ScanResult } from '../../src/model.js';
import { scan } from '../../src/scan.js';
import { CORPUS, describeWithCorpus } from '../helpers.js';

const REAL = path.join(CORPUS, 'real');
const INVALID_EXAMPLES = 'kubernetes-sigs__gateway-api/hack/invalid-examples';

// Verified one by one: a real mistake in the project, or test data written to be invalid.
const OUTSIDE_INVALID_EXAMPLES = [
  'argoproj__argo-cd/applicationset/examples/design-doc/applicationset-fasttemplate.yaml ApplicationSet/guestbook spec.template.spec.project',
  'argoproj__argo-cd/applicationset/examples/design-doc/applicationset.yaml ApplicationSet/guestbook spec.template.spec.project',
  'argoproj__argo-cd/applicationset/examples/design-doc/git-directory-discovery-fasttemplate.yaml ApplicationSet/cluster-addons spec.generators[0].git.revision',
  'argoproj__argo-cd/applicationset/examples/design-doc/git-directory-discovery-fasttemplate.yaml ApplicationSet/cluster-addons spec.template.spec.project',
  'argoproj__argo-cd/applicationset/examples/design-doc/git-directory-discovery.yaml ApplicationSet/cluster-addons spec.generators[0].git.revision',
  'argoproj__argo-cd/applicationset/examples/design-doc/git-directory-discovery.yaml ApplicationSet/cluster-addons spec.template.spec.project',
  'argoproj__argo-cd/applicationset/examples/design-doc/git-files-discovery-fasttemplate.yaml ApplicationSet/guestbook spec.generators[0].git.revision',
  'argoproj__argo-cd/applicationset/examples/design-doc/git-files-discovery-fasttemplate.yaml ApplicationSet/guestbook spec.template.spec.project',
  'argoproj__argo-cd/applicationset/examples/design-doc/git-files-discovery.yaml ApplicationSet/guestbook spec.generators[0].git.revision',
  'argoproj__argo-cd/applicationset/examples/design-doc/git-files-discovery.yaml ApplicationSet/guestbook spec.template.spec.project',
  'argoproj__argo-cd/applicationset/examples/design-doc/git-files-literal-fasttemplate.yaml ApplicationSet/guestbook spec.generators[0].git.revision',
  'argoproj__argo-cd/applicationset/examples/design-doc/git-files-literal-fasttemplate.yaml ApplicationSet/guestbook spec.template.spec.project',
  'argoproj__argo-cd/applicationset/examples/design-doc/git-files-literal.yaml ApplicationSet/guestbook spec.generators[0].git.revision',
  'argoproj__argo-cd/applicationset/examples/design-doc/git-files-literal.yaml ApplicationSet/guestbook spec.template.spec.project',
  'argoproj__argo-cd/applicationset/examples/design-doc/proposal/filters.yaml ApplicationSet/guestbook spec.generators[1].git.revision',
  'argoproj__argo-cd/applicationset/examples/design-doc/proposal/filters.yaml ApplicationSet/guestbook spec.template.spec.project',
  'argoproj__argo-cd/docs/operator-manual/applicationset.yaml ApplicationSet/test-hello-world-appset spec.generators[6].matrix.generators',
  'istio__istio/pilot/pkg/config/kube/gateway/testdata/backend-lb-policy.yaml XBackendTrafficPolicy/lb-policy spec.sessionPersistence',
  'istio__istio/pilot/pkg/config/kube/gateway/testdata/backend-tls-policy.yaml BackendTLSPolicy/tls-upstream-echo-https-merged-rules spec.targetRefs',
  'istio__istio/pilot/pkg/config/kube/gateway/testdata/backend-traffic-policy-ignored.yaml XBackendTrafficPolicy/lb-ignored spec.sessionPersistence',
  'istio__istio/pilot/pkg/config/kube/gateway/testdata/invalid.yaml HTTPRoute/invalid-backendRef-kind metadata.name',
  'istio__istio/pilot/pkg/config/kube/gateway/testdata/invalid.yaml HTTPRoute/invalid-backendRef-notfound metadata.name',
  'istio__istio/pilot/pkg/config/kube/gateway/testdata/invalid.yaml HTTPRoute/invalid-backendRef-mixed metadata.name',
  'istio__istio/pilot/pkg/config/kube/gateway/testdata/invalid.yaml HTTPRoute/invalid-parentRef-port metadata.name',
  'istio__istio/pilot/pkg/config/kube/gateway/testdata/invalid.yaml HTTPRoute/invalid-parentRef-service metadata.name',
  'istio__istio/pilot/pkg/config/kube/gateway/testdata/invalid.yaml HTTPRoute/invalid-parentRef-service-entry metadata.name',
  'istio__istio/pilot/pkg/config/kube/gateway/testdata/invalid.yaml HTTPRoute/invalid-backendRef-hostname metadata.name',
  'istio__istio/pilot/pkg/config/kube/gateway/testdata/invalid.yaml HTTPRoute/invalid-backendRef-serviceimport metadata.name',
  'istio__istio/pilot/pkg/config/kube/gateway/testdata/invalid.yaml HTTPRoute/invalid-backendRef-mirror metadata.name',
  'istio__istio/pilot/pkg/config/kube/gateway/testdata/listenerset-empty-listeners.yaml Gateway/parent-gateway spec.listeners',
  'istio__istio/pilot/pkg/config/kube/gateway/testdata/mix-backend-policy.yaml XBackendTrafficPolicy/lb-policy spec.sessionPersistence',
  'istio__istio/pkg/config/analysis/analyzers/testdata/condition-analyzer.yaml ServiceEntry/negative-condition-svcEntry spec',
  'istio__istio/pkg/config/analysis/analyzers/testdata/condition-analyzer.yaml ServiceEntry/negative-condition-svcEntry metadata.name',
  'istio__istio/pkg/config/analysis/analyzers/testdata/conflicting-gateways-invalid-port.yaml Gateway/beta spec.servers[0].port',
  'istio__istio/pkg/config/analysis/analyzers/testdata/conflicting-gateways-invalid-port.yaml Gateway/alpha spec.servers[0].port',
  'istio__istio/pkg/config/analysis/analyzers/testdata/gateway-secrets.yaml Gateway/defaultgateway-bogusCredentialName metadata.name',
  'istio__istio/pkg/config/analysis/analyzers/testdata/k8sgateway-selector.yaml Telemetry/telemetry-effective spec',
  'istio__istio/pkg/config/analysis/analyzers/testdata/virtualservice_destinationhosts.yaml ServiceEntry/service-entry-ignore spec.hosts[0]',
  'istio__istio/pkg/config/analysis/analyzers/testdata/virtualservice_destinationhosts.yaml VirtualService/reviews-bogushost spec.http[0].route[0].destination',
  'istio__istio/tests/testdata/networking/ingress-gateway/configs.yaml ServiceEntry/BACKEND metadata.name',
  'kubernetes-sigs__gateway-api/conformance/tests/gateway-static-addresses.yaml Gateway/gateway-static-addresses spec.addresses[1]',
  'kubernetes-sigs__gateway-api/conformance/tests/gateway-static-addresses.yaml Gateway/gateway-static-addresses spec.addresses[2]',
  'kubernetes-sigs__gateway-api/conformance/tests/gatewayclass-observed-generation-bump.yaml GatewayClass/gatewayclass-observed-generation-bump spec.controllerName',
];

function filesUnder(folder: string): string[] {
  return fs
    .readdirSync(path.join(REAL, folder), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(REAL, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

describeWithCorpus('corpus: schema-validation on real/ with crds/', () => {
  let result: ScanResult;
  let ours: Finding[];
  beforeAll(async () => {
    result = await scan({
      root: REAL,
      config: { ...DEFAULT_CONFIG, crds: { paths: [path.join(CORPUS, 'crds')], schemaDirs: [] } },
    });
    ours = result.findings.filter((f) => f.rule === 'schema-validation');
  });

  it('runs without an internal error, and evaluates every CEL rule of the corpus CRDs', () => {
    expect(result.internalErrors).toEqual([]);
    expect(ours.filter((f) => f.severity !== 'error')).toEqual([]);
  });

  it('rejects every one of Gateway API invalid examples, as the API server does', () => {
    const examples = filesUnder(INVALID_EXAMPLES);
    expect(examples.length).toBeGreaterThan(30);
    const rejected = new Set(
      result.findings
        .filter(
          (f) => (f.rule === 'schema-validation' || f.rule === 'unknown-fields') && f.severity === 'error',
        )
        .map((f) => f.file),
    );
    expect(examples.filter((file) => !rejected.has(file))).toEqual([]);
  });

  it('finds exactly the verified findings elsewhere', () => {
    const found = ours
      .filter((f) => !f.file.startsWith(INVALID_EXAMPLES))
      .map((f) => `${f.file} ${f.resource?.kind}/${f.resource?.name} ${f.path}`);
    expect(found.sort()).toEqual([...OUTSIDE_INVALID_EXAMPLES].sort());
  });

  it('words a CEL finding with the rule message and an OpenAPI finding with the API server error', () => {
    const cel = ours.find((f) => f.file.endsWith('gateway/duplicate-listeners.yaml'));
    expect(cel?.message).toContain('Listener name must be unique within the Gateway');
    const port = ours.find((f) => f.file.endsWith('gateway/invalid-listener-port.yaml'));
    expect(port?.message).toContain('in body should be less than or equal to 65535');
  });
});
