// The `render:` section of the config: which kustomization roots and Helm charts are deployed, which
// binaries render them, and the bounds of each run. Extra arguments are taken from an allow-list: a flag
// that runs plugins or programs, reads files outside the root or reaches the network is refused.

import type { JsonSchema } from '../config/json-schema.js';
import type { Path } from '../load/path.js';

/** `auto`: roots and charts are rendered and judged as deployed; `off`: every file is judged as written. */
export const RENDER_MODES = ['auto', 'off'] as const;
export type RenderMode = (typeof RENDER_MODES)[number];

export const MISSING_TOOL = ['finding', 'note'] as const;
export type MissingTool = (typeof MISSING_TOOL)[number];

/** A path the config names, with the line it is written on (findings about it point there). */
export interface ConfiguredPath {
  readonly path: string;
  readonly line: number;
}

export interface ChartRelease extends ConfiguredPath {
  /** Values files after the chart's own values.yaml, relative to the scan root, later ones winning. */
  readonly values: readonly string[];
  /** Default: the chart folder's name. */
  readonly release?: string;
  /** Default: `default`. */
  readonly namespace?: string;
}

export interface KustomizeConfig {
  /** The deployed roots; undefined: every kustomization no other one uses. */
  readonly roots?: readonly ConfiguredPath[];
  /** A name looked up on PATH or an absolute path; default `kustomize`, else `kubectl kustomize`. */
  readonly binary?: string;
  readonly args: readonly string[];
  /** Remote bases (git or HTTP resources) are refused unless this is true. */
  readonly allowRemoteBases: boolean;
  /** `helmCharts:` in kustomizations: kustomize --enable-helm, with the helm binary below. */
  readonly enableHelm: boolean;
}

export interface HelmConfig {
  readonly binary?: string;
  readonly args: readonly string[];
  /** The charts to render, with their values; undefined: every chart that is not another's subchart. */
  readonly charts?: readonly ChartRelease[];
}

export interface RenderConfig {
  readonly timeoutSeconds: number;
  readonly maxOutputBytes: number;
  /** A root whose tool is not installed: a render-error finding (fail closed), or a note. */
  readonly missingTool: MissingTool;
  readonly kustomize: KustomizeConfig;
  readonly helm: HelmConfig;
}

export const DEFAULT_RENDER_CONFIG: RenderConfig = {
  timeoutSeconds: 60,
  maxOutputBytes: 32 * 1024 * 1024,
  missingTool: 'finding',
  kustomize: { args: [], allowRemoteBases: false, enableHelm: false },
  helm: { args: [] },
};

// Flags that change what is rendered and nothing else. Everything else is refused: for kustomize
// --enable-alpha-plugins, --enable-exec, --load-restrictor, --mount, --network, --helm-command; for helm
// --post-renderer, --set-file, --repo, --dependency-update, --validate, --kubeconfig, --output-dir.
const KUSTOMIZE_FLAGS = ['--enable-managedby-label', '--helm-api-versions', '--helm-kube-version'];
const HELM_FLAGS = [
  '--api-versions',
  '--kube-version',
  '--set',
  '--set-string',
  '--set-json',
  '--set-literal',
  '--include-crds',
  '--skip-crds',
  '--skip-tests',
  '--no-hooks',
  '--is-upgrade',
  '--skip-schema-validation',
  '--disable-openapi-validation',
];

const pathList = (description: string): JsonSchema => ({
  type: 'array',
  items: { type: 'string', minLength: 1 },
  description,
});

const BINARY: JsonSchema = {
  type: 'string',
  pattern: '^(/.*|[^/\\\\]+)$',
  description: 'a command name looked up on PATH, or an absolute path',
};

export const RENDER_SCHEMA: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  description:
    'rendering of kustomization roots and Helm charts before judging (the CLI flag --render off and the Action input render: off turn it off)',
  properties: {
    timeoutSeconds: {
      type: 'integer',
      minimum: 1,
      default: DEFAULT_RENDER_CONFIG.timeoutSeconds,
      description: 'a render that takes longer is stopped and reported as a render-error (default: 60)',
    },
    maxOutputBytes: {
      type: 'integer',
      minimum: 1,
      default: DEFAULT_RENDER_CONFIG.maxOutputBytes,
      description: 'a render that prints more is stopped and reported as a render-error (default: 32 MiB)',
    },
    missingTool: {
      enum: MISSING_TOOL,
      description:
        'when kustomize (or kubectl) or helm is not installed: finding (a render-error on each root, the default) or note (a note, and the files judged as written)',
    },
    kustomize: {
      type: 'object',
      additionalProperties: false,
      properties: {
        roots: pathList(
          'the kustomization folders that are deployed, relative to the scan root (default: every kustomization no other one uses as a resource or component)',
        ),
        binary: { ...BINARY, description: `kustomize or kubectl: ${BINARY.description ?? ''}` },
        args: {
          ...pathList(`extra arguments, --flag or --flag=value, among ${KUSTOMIZE_FLAGS.join(', ')}`),
        },
        allowRemoteBases: {
          type: 'boolean',
          description:
            'let kustomize fetch remote bases (git and HTTP resources) from the network (default: false: such a root is a render-error)',
        },
        enableHelm: {
          type: 'boolean',
          description:
            'inflate helmCharts: in kustomizations with the helm binary (--enable-helm; default: false)',
        },
      },
    },
    helm: {
      type: 'object',
      additionalProperties: false,
      properties: {
        binary: { ...BINARY, description: `helm: ${BINARY.description ?? ''}` },
        args: pathList(`extra arguments, --flag or --flag=value, among ${HELM_FLAGS.join(', ')}`),
        charts: {
          type: 'array',
          description:
            'the charts to render (default: every folder with a Chart.yaml that is not a subchart, with its values.yaml)',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['path'],
            properties: {
              path: {
                type: 'string',
                minLength: 1,
                description: 'the chart folder, relative to the scan root',
              },
              values: pathList('values files after the chart values.yaml, relative to the scan root'),
              release: {
                type: 'string',
                minLength: 1,
                description: 'the release name (default: the folder name)',
              },
              namespace: {
                type: 'string',
                minLength: 1,
                description: 'the release namespace (default: default)',
              },
            },
          },
        },
      },
    },
  },
};

interface RawRender {
  timeoutSeconds?: number;
  maxOutputBytes?: number;
  missingTool?: MissingTool;
  kustomize?: {
    roots?: string[];
    binary?: string;
    args?: string[];
    allowRemoteBases?: boolean;
    enableHelm?: boolean;
  };
  helm?: {
    binary?: string;
    args?: string[];
    charts?: { path: string; values?: string[]; release?: string; namespace?: string }[];
  };
}

export interface RenderConfigIssue {
  readonly path: Path;
  readonly message: string;
}

/**
 * The render config from its schema-validated form; `lineOf` gives the line a config path is written on.
 * Arguments outside the allow-lists are issues.
 */
export function readRenderConfig(
  value: unknown,
  lineOf: (path: Path) => number,
): { config: RenderConfig; issues: RenderConfigIssue[] } {
  const raw = (value ?? {}) as RawRender;
  const issues: RenderConfigIssue[] = [
    ...argIssues(raw.kustomize?.args ?? [], ['render', 'kustomize', 'args'], KUSTOMIZE_FLAGS),
    ...argIssues(raw.helm?.args ?? [], ['render', 'helm', 'args'], HELM_FLAGS),
  ];
  const d = DEFAULT_RENDER_CONFIG;
  const k = raw.kustomize;
  const h = raw.helm;
  const config: RenderConfig = {
    timeoutSeconds: raw.timeoutSeconds ?? d.timeoutSeconds,
    maxOutputBytes: raw.maxOutputBytes ?? d.maxOutputBytes,
    missingTool: raw.missingTool ?? d.missingTool,
    kustomize: {
      ...(k?.roots
        ? { roots: k.roots.map((p, i) => ({ path: p, line: lineOf(['render', 'kustomize', 'roots', i]) })) }
        : {}),
      ...(k?.binary !== undefined ? { binary: k.binary } : {}),
      args: k?.args ?? [],
      allowRemoteBases: k?.allowRemoteBases ?? false,
      enableHelm: k?.enableHelm ?? false,
    },
    helm: {
      ...(h?.binary !== undefined ? { binary: h.binary } : {}),
      args: h?.args ?? [],
      ...(h?.charts
        ? {
            charts: h.charts.map((c, i) => ({
              path: c.path,
              line: lineOf(['render', 'helm', 'charts', i]),
              values: c.values ?? [],
              ...(c.release !== undefined ? { release: c.release } : {}),
              ...(c.namespace !== undefined ? { namespace: c.namespace } : {}),
            })),
          }
        : {}),
    },
  };
  return { config, issues };
}

function argIssues(args: readonly string[], at: Path, allowed: readonly string[]): RenderConfigIssue[] {
  return args.flatMap((arg, i) => {
    const flag = arg.split('=', 1)[0] ?? '';
    return allowed.includes(flag)
      ? []
      : [
          {
            path: [...at, i],
            message: `${JSON.stringify(arg)} is not allowed: write --flag or --flag=value, one of ${allowed.join(', ')} (flags that run programs, read files outside the root or reach the network are refused)`,
          },
        ];
  });
}

/**
 * The render config a change's own config may set (config-source: head): no binaries of its choosing
 * and no network. Returns what was dropped, for a note.
 */
export function confinedRenderConfig(config: RenderConfig): { config: RenderConfig; dropped: string[] } {
  const dropped = [
    ...(config.kustomize.binary !== undefined ? ['render.kustomize.binary'] : []),
    ...(config.kustomize.allowRemoteBases ? ['render.kustomize.allowRemoteBases'] : []),
    ...(config.helm.binary !== undefined ? ['render.helm.binary'] : []),
  ];
  const { roots, args, enableHelm } = config.kustomize;
  const { charts } = config.helm;
  return {
    config: {
      ...config,
      kustomize: { ...(roots ? { roots } : {}), args, enableHelm, allowRemoteBases: false },
      helm: { args: config.helm.args, ...(charts ? { charts } : {}) },
    },
    dropped,
  };
}
