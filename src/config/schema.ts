// The config file's schema, built from the rule registry so that a new rule's options appear in it
// without touching this file. `npm run schema` writes it to schema/config.schema.json for editors.

import { SEVERITIES } from '../model.js';
import type { Rule } from '../rules/types.js';
import { actorListSchema } from '../policy/actor.js';
import { exceptionsSchema } from '../policy/exceptions.js';
import { RENDER_SCHEMA } from '../render/config.js';
import type { JsonSchema } from './json-schema.js';

export const SEVERITY_SETTINGS = [...SEVERITIES, 'off'] as const;
export type SeveritySetting = (typeof SEVERITY_SETTINGS)[number];

// What `kubectl apply -f DIR` reads: .json, .yaml and .yml files.
export const DEFAULT_INCLUDE = ['**/*.yaml', '**/*.yml', '**/*.json'] as const;
export const DEFAULT_MAX_FILE_SIZE = 10 * 1024 * 1024;

const globList = (description: string): JsonSchema => ({
  type: 'array',
  items: { type: 'string', minLength: 1 },
  description,
});

function ruleSchema(rule: Rule): JsonSchema {
  const severity: JsonSchema = {
    enum: SEVERITY_SETTINGS,
    description: `severity of ${rule.id} findings, or off (default: ${rule.enabledByDefault ? rule.defaultSeverity : 'off'})`,
  };
  const options = rule.scope === 'resource' ? (rule.optionsSchema ?? {}) : {};
  return {
    description: `${rule.title}: ${rule.summary}`,
    anyOf: [severity, { type: 'object', properties: { severity, ...options }, additionalProperties: false }],
  };
}

export function configSchema(rules: readonly Rule[]): JsonSchema {
  return {
    type: 'object',
    additionalProperties: false,
    properties: {
      kubernetesVersion: {
        type: 'string',
        pattern: '^(latest|v?[0-9]+\\.[0-9]+)$',
        description:
          'the Kubernetes version to judge against, "latest" or vMAJOR.MINOR such as v1.34; rules newer than it do not run (default: latest)',
      },
      include: {
        ...globList('minimatch globs of files to scan, relative to the scan root'),
        minItems: 1,
        default: DEFAULT_INCLUDE,
      },
      exclude: globList('minimatch globs of files not to scan, relative to the scan root'),
      maxFileSize: {
        type: 'integer',
        minimum: 1,
        default: DEFAULT_MAX_FILE_SIZE,
        description: 'files larger than this many bytes are skipped with a notice (default: 10 MiB)',
      },
      crds: {
        type: 'object',
        additionalProperties: false,
        description:
          'where CRDs come from besides the YAML files of the repository, which are always read; paths are relative to the scan root',
        properties: {
          paths: globList(
            'CRD manifest files or folders (YAML or JSON); a later entry replaces CRDs of the same group and kind from an earlier one, and CRDs in the repository replace them all',
          ),
          schemaDirs: globList(
            'JSON Schema catalogs used for kinds no CRD defines: folders laid out as {group}/{kind}_{version}.json (kind in lower case), or file templates with {group}, {kind} and {version}',
          ),
        },
      },
      rules: {
        type: 'object',
        description: 'severity and options per rule id',
        properties: Object.fromEntries(rules.map((rule) => [rule.id, ruleSchema(rule)])),
        additionalProperties: false,
      },
      render: RENDER_SCHEMA,
      exceptions: exceptionsSchema(rules.filter((r) => r.scope !== 'policy').map((r) => r.id)),
      suppressionActors: actorListSchema(
        "users (octocat) and teams (@org/team) whose admission-gate.dev/ignore annotations and # admission-gate-ignore comments count in a change as soon as they write them; anyone else's count only once merged. Read from the config that judges the change: the base's in the Action",
      ),
    },
  };
}

/** The document written to schema/config.schema.json. */
export function configSchemaDocument(rules: readonly Rule[]): Record<string, unknown> {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://github.com/admission-gate/admission-gate/blob/main/schema/config.schema.json',
    title: 'Admission Gate configuration (.admission-gate.yaml)',
    ...configSchema(rules),
  };
}
