// Manifests for the Action's tests: Services whose externalIPs are new or kept, in a few shapes.

export function service(name: string, ips: readonly string[], extra = ''): string {
  return [
    'apiVersion: v1',
    'kind: Service',
    'metadata:',
    `  name: ${name}`,
    'spec:',
    '  selector:',
    `    app: ${name}`,
    '  ports:',
    '    - port: 80',
    ...(ips.length > 0 ? ['  externalIPs:', ...ips.map((ip) => `    - ${ip}`)] : []),
    extra,
  ].join('\n');
}

export function configMap(name: string, lines = 1): string {
  return [
    'apiVersion: v1',
    'kind: ConfigMap',
    'metadata:',
    `  name: ${name}`,
    'data:',
    ...Array.from({ length: lines }, (_, i) => `  key${i}: value${i}`),
    '',
  ].join('\n');
}
