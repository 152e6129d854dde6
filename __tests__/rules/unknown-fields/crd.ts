// Test CRDs: YAML text a repository would hold, built from plain schema objects (JSON is YAML).

export interface VersionSpec {
  readonly name: string;
  readonly served?: boolean;
  readonly deprecated?: boolean;
  readonly deprecationWarning?: string;
  readonly schema?: unknown;
}

export interface CrdSpec {
  readonly group?: string;
  readonly kind?: string;
  readonly plural?: string;
  readonly scope?: 'Namespaced' | 'Cluster';
  readonly versions?: readonly VersionSpec[];
  /** The schema of a single served version v1 (shortcut for `versions`). */
  readonly schema?: unknown;
}

/** An apiextensions.k8s.io/v1 CustomResourceDefinition. */
export function crdYaml(spec: CrdSpec = {}): string {
  const group = spec.group ?? 'example.com';
  const kind = spec.kind ?? 'Widget';
  const plural = spec.plural ?? `${kind.toLowerCase()}s`;
  const versions = spec.versions ?? [{ name: 'v1', schema: spec.schema ?? { type: 'object' } }];
  const lines = [
    'apiVersion: apiextensions.k8s.io/v1',
    'kind: CustomResourceDefinition',
    'metadata:',
    `  name: ${plural}.${group}`,
    'spec:',
    `  group: ${group}`,
    `  scope: ${spec.scope ?? 'Namespaced'}`,
    '  names:',
    `    kind: ${kind}`,
    `    plural: ${plural}`,
    '  versions:',
  ];
  versions.forEach((v, i) => {
    lines.push(`    - name: ${v.name}`, `      served: ${v.served ?? true}`, `      storage: ${i === 0}`);
    if (v.deprecated) lines.push('      deprecated: true');
    if (v.deprecationWarning !== undefined)
      lines.push(`      deprecationWarning: ${JSON.stringify(v.deprecationWarning)}`);
    if (v.schema !== undefined) lines.push(`      schema: {openAPIV3Schema: ${JSON.stringify(v.schema)}}`);
  });
  return lines.join('\n') + '\n';
}

/** A root schema with `spec` described by `spec`. */
export function withSpec(spec: unknown): unknown {
  return { type: 'object', properties: { spec } };
}
