// Reading .admission-gate.yaml: YAML, then the schema, then each rule's own option checks. Every
// problem is reported with the file, line and column of the node at fault, all at once.

import { parseKubernetesVersion } from '../kube-version.js';
import { LineIndex } from '../load/lines.js';
import type { Path } from '../load/path.js';
import { formatPath } from '../load/path.js';
import { parseYaml } from '../load/yaml/parse.js';
import { asSeq, child, nodeAt } from '../load/yaml/node.js';
import { compileExceptions } from '../policy/exceptions.js';
import { globProblem } from '../source/select.js';
import { readRenderConfig } from '../render/config.js';
import { OptionError } from '../rules/types.js';
import type { Rule } from '../rules/types.js';
import type { Config, RuleSetting } from './config.js';
import { DEFAULT_CONFIG } from './config.js';
import { decode } from './json-schema.js';
import type { SeveritySetting } from './schema.js';
import { configSchema } from './schema.js';

export interface ConfigIssue {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

export class ConfigError extends Error {
  constructor(readonly issues: readonly ConfigIssue[]) {
    super(issues.map((i) => `${i.file}:${i.line}:${i.column}: ${i.message}`).join('\n'));
  }
}

interface RawConfig {
  kubernetesVersion?: string;
  include?: string[];
  exclude?: string[];
  maxFileSize?: number;
  rules?: Record<string, SeveritySetting | ({ severity?: SeveritySetting } & Record<string, unknown>)>;
  crds?: { paths?: string[]; schemaDirs?: string[] };
  suppressionActors?: string[];
}

export function parseConfig(text: string, file: string, rules: readonly Rule[]): Config {
  const lines = new LineIndex(text);
  const issueAt = (offset: number, message: string): ConfigIssue => ({
    file,
    ...lines.position(offset),
    message,
  });
  const docs = parseYaml(text).filter((d) => d.root !== null || d.errors.length > 0);
  const errors = docs.flatMap((d) => d.errors);
  if (errors.length > 0) throw new ConfigError(errors.map((e) => issueAt(e.start, e.message)));
  if (docs.length > 1)
    throw new ConfigError([issueAt(docs[1]?.start ?? 0, 'expected one YAML document, found several')]);
  const root = docs[0]?.root;
  if (!root) return { ...DEFAULT_CONFIG, file };
  const decoded = decode(root, configSchema(rules));
  if (decoded.issues.length > 0) {
    throw new ConfigError(decoded.issues.map((i) => issueAt(i.start, withPath(i.path, i.message))));
  }
  const raw = decoded.value as RawConfig;
  const settings = new Map<string, RuleSetting>();
  const optionIssues: ConfigIssue[] = [];
  for (const [id, value] of Object.entries(raw.rules ?? {})) {
    const rule = rules.find((r) => r.id === id);
    if (!rule) continue;
    const { severity, ...options } = typeof value === 'string' ? { severity: value } : value;
    try {
      const prepared = rule.scope === 'resource' ? rule.prepare(options) : undefined;
      settings.set(id, { ...(severity ? { severity } : {}), prepared });
    } catch (e) {
      if (!(e instanceof OptionError)) throw e;
      const path: Path = ['rules', id, ...e.path];
      const node = nodeAt(root, path) ?? nodeAt(root, ['rules', id]) ?? root;
      optionIssues.push(issueAt(node.start, withPath(path, e.message)));
    }
  }
  for (const key of ['include', 'exclude'] as const) {
    raw[key]?.forEach((glob, i) => {
      const problem = globProblem(glob);
      const path: Path = [key, i];
      if (problem) optionIssues.push(issueAt((nodeAt(root, path) ?? root).start, withPath(path, problem)));
    });
  }
  const kubernetesVersion = parseKubernetesVersion(raw.kubernetesVersion ?? 'latest');
  if (!kubernetesVersion) {
    const node = nodeAt(root, ['kubernetesVersion']) ?? root;
    optionIssues.push(issueAt(node.start, 'kubernetesVersion: the version number is too large'));
  }
  const exceptionsNode = asSeq(child(root, 'exceptions'));
  const { exceptions, issues: exceptionIssues } = exceptionsNode
    ? compileExceptions(exceptionsNode, lines, text)
    : { exceptions: [], issues: [] };
  optionIssues.push(...exceptionIssues.map((i) => issueAt(i.start, withPath(i.path, i.message))));
  const render = readRenderConfig(
    (decoded.value as { render?: unknown }).render,
    (path) => lines.position((nodeAt(root, path) ?? root).start).line,
  );
  for (const i of render.issues) {
    optionIssues.push(issueAt((nodeAt(root, i.path) ?? root).start, withPath(i.path, i.message)));
  }
  if (optionIssues.length > 0) throw new ConfigError(optionIssues);
  return {
    file,
    kubernetesVersion: kubernetesVersion ?? 'latest',
    include: raw.include ?? DEFAULT_CONFIG.include,
    exclude: raw.exclude ?? [],
    maxFileSize: raw.maxFileSize ?? DEFAULT_CONFIG.maxFileSize,
    rules: settings,
    crds: { paths: raw.crds?.paths ?? [], schemaDirs: raw.crds?.schemaDirs ?? [] },
    exceptions,
    suppressionActors: raw.suppressionActors ?? [],
    render: render.config,
  };
}

function withPath(path: Path, message: string): string {
  return path.length > 0 ? `${formatPath(path)}: ${message}` : message;
}
