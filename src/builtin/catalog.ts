// What a scan knows about the built-in kinds at its kubernetesVersion: which apiVersions and kinds the
// API server serves, deprecates or has removed, and the structural schema of each kind. The bundle is
// read by `load`, before rules run and only when a file holds a built-in kind; rules then ask synchronously.

import { pruneReport } from '../crd/prune.js';
import type { Structural } from '../crd/structural.js';
import { formatKubernetesVersion } from '../kube-version.js';
import type { KubernetesVersion } from '../kube-version.js';
import { BUILTIN_GROUPS } from '../load/kinds.js';
import { formatPath } from '../load/path.js';
import type { Resource } from '../load/resource.js';
import { ApiVersions, chooseRelease } from './api-versions.js';
import type { ApiVerdict } from './api-versions.js';
import { apiVersionOf, openBundle } from './bundle.js';
import type { Bundle } from './bundle.js';
import { BuiltinStructurals } from './structural.js';

// Client-side files shaped like core objects, which no API server receives: kubeconfig (clientcmd
// `v1 Config`) and kubectl's `v1 List` (its items are checked one by one when it has any).
const CLIENT_SIDE_CORE_KINDS: ReadonlySet<string> = new Set(['Config', 'List']);

/** An object of a group the kube-apiserver serves itself, which the bundle can judge. */
export function isBuiltinKind(resource: Pick<Resource, 'group' | 'kind'>): boolean {
  return (
    BUILTIN_GROUPS.has(resource.group) &&
    !(resource.group === '' && CLIENT_SIDE_CORE_KINDS.has(resource.kind))
  );
}

interface Loaded {
  readonly bundle: Bundle;
  readonly release: string;
  /** kubernetesVersion, `latest` as the release it stands for. */
  readonly target: string;
  readonly apiVersions: ApiVersions;
  readonly schemas: BuiltinStructurals;
  /** Schemas of the other releases, compiled when a field is unknown to this one. */
  readonly others: Map<string, BuiltinStructurals>;
}

export class BuiltinCatalog {
  private loaded: Loaded | Error | undefined;

  /** `notes` receives, once, why the bundled release differs from kubernetesVersion. */
  constructor(
    private readonly kubernetesVersion: KubernetesVersion,
    private readonly notes: string[],
  ) {}

  /** Reads the bundle if one of `resources` is a built-in kind (file system access: call before rules run). */
  loadFor(resources: Iterable<Resource>): void {
    if (this.loaded !== undefined) return;
    for (const resource of resources) {
      if (!isBuiltinKind(resource)) continue;
      try {
        const bundle = openBundle();
        const choice = chooseRelease(this.kubernetesVersion, bundle.versions);
        if (choice.note) this.notes.push(choice.note);
        this.loaded = {
          bundle,
          release: choice.release,
          target: formatKubernetesVersion(choice.target),
          apiVersions: new ApiVersions(bundle.lifecycle, bundle.versions, choice),
          schemas: new BuiltinStructurals(bundle.release(choice.release)),
          others: new Map(),
        };
      } catch (e) {
        this.loaded = new Error(
          `the bundled schemas of built-in kinds cannot be read: ${e instanceof Error ? e.message : String(e)}`,
        );
      }
      return;
    }
  }

  private get ready(): Loaded {
    if (this.loaded === undefined) throw new Error('built-in schemas used before loadFor');
    if (this.loaded instanceof Error) throw this.loaded;
    return this.loaded;
  }

  /** The bundled release the schemas come from, `v1.35`. */
  get release(): string {
    return this.ready.release;
  }

  /** The Kubernetes version judged, `v1.35`: kubernetesVersion, with `latest` as the newest release. */
  get target(): string {
    return this.ready.target;
  }

  judge(resource: Resource): ApiVerdict {
    return this.ready.apiVersions.judge(apiVersionOf(resource.group, resource.version), resource.kind);
  }

  /** The structural schema of the resource's apiVersion and kind, when the release has it. */
  schema(resource: Resource): Structural | undefined {
    return this.ready.schemas.ofKind(kindKey(resource));
  }

  /**
   * Which of a resource's unknown fields (by path) a newer bundled release declares, and the first one
   * that does: `spec.template.spec.resources` → `v1.32`. Newer releases are decompressed only then.
   */
  addedLater(resource: Resource, paths: ReadonlySet<string>): Map<string, string> {
    const { bundle, release, others } = this.ready;
    const added = new Map<string, string>();
    for (const newer of bundle.versions.slice(bundle.versions.indexOf(release) + 1)) {
      if (added.size === paths.size) break;
      let schemas = others.get(newer);
      if (!schemas) {
        schemas = new BuiltinStructurals(bundle.release(newer));
        others.set(newer, schemas);
      }
      const schema = schemas.ofKind(kindKey(resource));
      if (!schema) continue;
      const unknown = new Set(
        pruneReport(resource.root, schema, true).unknown.map((f) => formatPath(f.path)),
      );
      for (const path of paths) if (!added.has(path) && !unknown.has(path)) added.set(path, newer);
    }
    return added;
  }
}

function kindKey(resource: Resource): string {
  return `${apiVersionOf(resource.group, resource.version)}/${resource.kind}`;
}
