// helm, the one module that runs it: `helm template RELEASE CHART`, each document of whose output is
// preceded by `# Source: <chart-name>/templates/<file>` (subcharts: `<chart>/charts/<sub>/templates/<file>`).
// helm's home, cache and plugin folders are throwaway ones, and no flag that runs a program (a
// post-renderer) or reaches the network (a repository, dependency updates, cluster validation) is passed.

import fs from 'node:fs';
import path from 'node:path';
import { formatKubernetesVersion } from '../kube-version.js';
import type { KubernetesVersion } from '../kube-version.js';
import type { RenderConfig } from './config.js';
import type { HelmRoot } from './discover.js';
import { findExecutable, runTool, toolEnv, withScratch } from './exec.js';

/** The template a rendered document came from. */
export interface TemplateSource {
  /** The template file, relative to the tree root. */
  readonly file: string;
  /** Which of that template's documents (a template may hold several). */
  readonly index: number;
}

export interface HelmOutput {
  readonly text: string;
  /** Per line of `text` (0-based): the template whose document it belongs to. */
  readonly sourceAt: (line: number) => TemplateSource | undefined;
}

export type HelmTemplate =
  { readonly ok: true; readonly output: HelmOutput } | { readonly ok: false; readonly reason: string };

export function helmCommand(binary: string | undefined, searchPath: string | undefined): string | undefined {
  return findExecutable(binary ?? 'helm', searchPath);
}

export interface TemplateOptions {
  readonly config: RenderConfig;
  readonly searchPath: string | undefined;
  readonly kubernetesVersion: KubernetesVersion;
}

/** Renders the chart of `chart` (folders relative to `tree`). */
export async function helmTemplate(
  helm: string,
  tree: string,
  chart: HelmRoot,
  options: TemplateOptions,
): Promise<HelmTemplate> {
  const realTree = fs.realpathSync(tree);
  return withScratch(async (scratch) => {
    const home = (name: string): string => path.join(scratch, 'helm', name);
    const kubeVersion =
      options.kubernetesVersion === 'latest'
        ? []
        : ['--kube-version', formatKubernetesVersion(options.kubernetesVersion)];
    const run = await runTool({
      command: helm,
      args: [
        'template',
        chart.release,
        path.join(realTree, chart.dir),
        '--namespace',
        chart.namespace,
        ...chart.values.flatMap((file) => ['--values', path.join(realTree, file)]),
        ...kubeVersion,
        ...options.config.helm.args,
      ],
      cwd: scratch,
      env: toolEnv(scratch, options.searchPath, {
        HELM_CACHE_HOME: home('cache'),
        HELM_CONFIG_HOME: home('config'),
        HELM_DATA_HOME: home('data'),
        HELM_PLUGINS: home('plugins'),
        HELM_REGISTRY_CONFIG: home('registry.json'),
        HELM_REPOSITORY_CONFIG: home('repositories.yaml'),
        HELM_REPOSITORY_CACHE: home('repository'),
      }),
      timeoutMs: options.config.timeoutSeconds * 1000,
      maxOutputBytes: options.config.maxOutputBytes,
    });
    if (!run.ok) {
      return { ok: false, reason: `helm template failed: ${run.reason.replaceAll(`${realTree}/`, '')}` };
    }
    return { ok: true, output: { text: run.stdout, sourceAt: sources(run.stdout, chart) } };
  });
}

const SOURCE = /^# Source: (.+)$/;
const SEPARATOR = /^---(\s|$)/;

/** `# Source:` comments, mapped to files of the tree and counted per template. */
function sources(text: string, chart: HelmRoot): (line: number) => TemplateSource | undefined {
  const byLine: (TemplateSource | undefined)[] = [];
  const seen = new Map<string, number>();
  let current: TemplateSource | undefined;
  for (const line of text.split('\n')) {
    if (SEPARATOR.test(line)) current = undefined;
    const source = SOURCE.exec(line.trimEnd())?.[1];
    if (source !== undefined) {
      const file = inChart(source, chart);
      const index = seen.get(file) ?? 0;
      seen.set(file, index + 1);
      current = { file, index };
    }
    byLine.push(current);
  }
  return (line) => byLine[line];
}

/** `storefront/templates/x.yaml` is `<chart folder>/templates/x.yaml`: the first segment is the chart's name. */
function inChart(source: string, chart: HelmRoot): string {
  const rest = source.split('/').slice(1).join('/');
  return chart.dir === '' ? rest : `${chart.dir}/${rest}`;
}
