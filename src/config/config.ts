// The validated configuration and how rules are activated from it.

import type { KubernetesVersion } from '../kube-version.js';
import { atLeast, formatKubernetesVersion } from '../kube-version.js';
import type { Severity } from '../model.js';
import type { Exception } from '../policy/exceptions.js';
import type { RenderConfig } from '../render/config.js';
import { DEFAULT_RENDER_CONFIG } from '../render/config.js';
import type { Rule } from '../rules/types.js';
import type { SeveritySetting } from './schema.js';
import { DEFAULT_INCLUDE, DEFAULT_MAX_FILE_SIZE } from './schema.js';

export interface RuleSetting {
  readonly severity?: SeveritySetting;
  /** The rule's options after `prepare`. */
  readonly prepared: unknown;
}

/** Where CRDs come from besides the repository itself (see src/workspace.ts). */
export interface CrdSources {
  /** CRD files or folders, relative to the scan root or absolute; later entries replace earlier ones. */
  readonly paths: readonly string[];
  /** JSON Schema catalogs: folders in the `{group}/{kind}_{version}.json` layout, or file templates. */
  readonly schemaDirs: readonly string[];
}

export interface Config {
  /** The file it was read from, relative to the scan root; undefined for the defaults. */
  readonly file?: string;
  readonly kubernetesVersion: KubernetesVersion;
  readonly include: readonly string[];
  readonly exclude: readonly string[];
  readonly maxFileSize: number;
  /** Rules the config file mentions. */
  readonly rules: ReadonlyMap<string, RuleSetting>;
  readonly crds: CrdSources;
  /** Waivers of findings, in the order written. */
  readonly exceptions: readonly Exception[];
  /**
   * Users and `@org/team`s whose in-manifest suppressions count in a change even when its base lacks
   * them; taken from the config that judges the change (the base's, in the Action).
   */
  readonly suppressionActors: readonly string[];
  /** How kustomization roots and Helm charts are rendered before they are judged. */
  readonly render: RenderConfig;
}

export const DEFAULT_CONFIG: Config = {
  kubernetesVersion: 'latest',
  include: DEFAULT_INCLUDE,
  exclude: [],
  maxFileSize: DEFAULT_MAX_FILE_SIZE,
  rules: new Map(),
  crds: { paths: [], schemaDirs: [] },
  exceptions: [],
  suppressionActors: [],
  render: DEFAULT_RENDER_CONFIG,
};

export interface ActiveRule<R extends Rule = Rule> {
  readonly rule: R;
  readonly severity: Severity;
  readonly options: unknown;
}

export interface Activation {
  readonly active: readonly ActiveRule[];
  /** Why enabled rules do not run, and other things worth saying once. */
  readonly notes: readonly string[];
}

export function activateRules(config: Config, rules: readonly Rule[]): Activation {
  const active: ActiveRule[] = [];
  const notes: string[] = [];
  for (const rule of rules) {
    const setting = config.rules.get(rule.id);
    const severity = setting?.severity ?? (setting || rule.enabledByDefault ? rule.defaultSeverity : 'off');
    if (severity === 'off') continue;
    if (!atLeast(config.kubernetesVersion, rule.minKubernetesVersion)) {
      notes.push(
        `${rule.id} does not run: kubernetesVersion ${formatKubernetesVersion(config.kubernetesVersion)} is older than ${formatKubernetesVersion(rule.minKubernetesVersion)}, where the cluster starts enforcing it.`,
      );
      continue;
    }
    const options = setting ? setting.prepared : rule.scope === 'resource' ? rule.prepare({}) : undefined;
    active.push({ rule, severity, options });
  }
  if (
    active.some((a) => a.rule.id === 'service-external-ips') &&
    active.some((a) => a.rule.id === 'external-ip-cidr')
  ) {
    notes.push(
      'service-external-ips and external-ip-cidr are both on and both judge spec.externalIPs: a new out-of-range address gets a finding from each (turn one off if your cluster runs only one of the two admission plugins).',
    );
  }
  return { active, notes };
}
