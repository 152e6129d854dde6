// A small CRD for schema-validation tests: one version whose schema has every kind of check, and
// rules added per test.

/** A CRD `widgets.example.com` (kind Widget, v1) with `spec` from `specSchema` (YAML, indented 12). */
export function widgetCrd(specSchema: string, extra = ''): string {
  return `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: widgets.example.com
spec:
  group: example.com
  names: { kind: Widget, plural: widgets }
  scope: Namespaced
  versions:
    - name: v1
      served: true
      storage: true
      schema:
        openAPIV3Schema:
          type: object
${extra}          properties:
            spec:
${specSchema}
`;
}

/** A Widget named `w` with `spec` (YAML, indented 2). */
export function widget(spec: string, name = 'w'): string {
  return `apiVersion: example.com/v1
kind: Widget
metadata:
  name: ${name}
spec:
${spec}
`;
}

/** The schema used by most tests: types, enum, pattern, bounds, lists and maps. */
export const SPEC = `              type: object
              required: [size]
              properties:
                size: { type: integer, minimum: 1, maximum: 10 }
                ratio: { type: number, multipleOf: 0.5 }
                mode: { type: string, enum: [fast, slow] }
                name: { type: string, maxLength: 5, pattern: '(?i)^[a-z]+\\z' }
                ip: { type: string, format: ipv4 }
                enabled: { type: boolean }
                tags:
                  type: array
                  maxItems: 3
                  x-kubernetes-list-type: set
                  items: { type: string }
                ports:
                  type: array
                  x-kubernetes-list-type: map
                  x-kubernetes-list-map-keys: [name]
                  items:
                    type: object
                    required: [name]
                    properties:
                      name: { type: string }
                      port: { type: integer }
                labels:
                  type: object
                  maxProperties: 2
                  additionalProperties: { type: string, minLength: 1 }
                level: { type: string, default: low, enum: [low, high] }
                choice:
                  type: object
                  properties:
                    a: { type: string }
                    b: { type: string }
                  oneOf:
                    - required: [a]
                    - required: [b]`;
