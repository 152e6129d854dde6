import { describe, expect, it } from '@jest/globals';
import { makeRepo, scanJson } from '../helpers.js';

// Kyverno's "Extending Pod Security Admission" exclusions: waive exactly one control, for exactly one
// image, field and value, and nothing else.
const deployment = (containers: { name: string; image: string; add: string[] }[]) => `apiVersion: apps/v1
kind: Deployment
metadata: {name: web, namespace: shop}
spec:
  template:
    spec:
      securityContext: {runAsNonRoot: true, seccompProfile: {type: RuntimeDefault}}
      containers:
${containers
  .map(
    (c) => `        - name: ${c.name}
          image: ${c.image}
          securityContext:
            allowPrivilegeEscalation: false
            capabilities: {drop: [ALL], add: [${c.add.join(', ')}]}`,
  )
  .join('\n')}
`;

const EXCEPTION = `rules:
  pod-security: {level: restricted}
exceptions:
  - rules: [pod-security]
    controls: [Capabilities]
    images: ["ghcr.io/acme/proxy:*"]
    paths: ["spec.template.spec.containers[*].securityContext.capabilities.add[*]"]
    values: [NET_ADMIN]
    reason: the proxy programs iptables, ticket NET-7
`;

describe('per-control pod-security exceptions', () => {
  it('waives one capability for one image only', async () => {
    const dir = makeRepo({
      '.admission-gate.yaml': EXCEPTION,
      'd.yaml': deployment([
        { name: 'proxy', image: 'ghcr.io/acme/proxy:1.2', add: ['NET_ADMIN', 'SYS_TIME'] },
        { name: 'app', image: 'ghcr.io/acme/app:3', add: ['NET_ADMIN'] },
      ]),
    });
    const { code, report } = await scanJson(dir);
    const rows = report.findings.map(
      (f) =>
        `${f.control ?? ''} ${f.value ?? ''} ${f.container?.image ?? ''} ${f.suppressed ? 'waived' : 'open'}`,
    );
    expect(rows).toEqual([
      'Capabilities NET_ADMIN ghcr.io/acme/proxy:1.2 waived',
      'Capabilities SYS_TIME ghcr.io/acme/proxy:1.2 open',
      'Capabilities NET_ADMIN ghcr.io/acme/app:3 open',
    ]);
    expect(code).toBe(1);
  });

  it('passes the gate once every remaining violation is waived', async () => {
    const dir = makeRepo({
      '.admission-gate.yaml': EXCEPTION,
      'd.yaml': deployment([{ name: 'proxy', image: 'ghcr.io/acme/proxy:1.2', add: ['NET_ADMIN'] }]),
    });
    const { code, report } = await scanJson(dir);
    expect(report.summary).toMatchObject({ error: 0, suppressed: 1 });
    expect(code).toBe(0);
  });

  it('does not waive another control of the same container', async () => {
    const dir = makeRepo({
      '.admission-gate.yaml': EXCEPTION,
      'd.yaml': deployment([{ name: 'proxy', image: 'ghcr.io/acme/proxy:1.2', add: ['NET_ADMIN'] }]).replace(
        'allowPrivilegeEscalation: false',
        'allowPrivilegeEscalation: true',
      ),
    });
    const open = (await scanJson(dir)).report.findings.filter((f) => !f.suppressed);
    expect(open.map((f) => f.control)).toEqual(['Privilege Escalation']);
  });
});
