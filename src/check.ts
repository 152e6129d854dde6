// Rules over one loaded file: the pure heart of a scan, with no I/O, so it can run anywhere.

import type { ActiveRule } from './config/config.js';
import type { KubernetesVersion } from './kube-version.js';
import type { LoadedFile } from './load/file.js';
import { formatPath } from './load/path.js';
import { resourceId } from './load/resource.js';
import type { Resource } from './load/resource.js';
import { detach } from './load/text.js';
import type { ContainerRef, Finding, Range, RenderedFrom, ResourceId } from './model.js';
import type { RuleFinding } from './rules/types.js';
import { Suggester } from './text/suggest.js';
import type { Workspace } from './workspace.js';

export interface CheckContext {
  readonly rules: readonly ActiveRule[];
  readonly kubernetesVersion: KubernetesVersion;
  previous(resource: Resource): Resource | undefined;
  isClusterScoped(group: string, kind: string): boolean;
  readonly workspace: Workspace;
}

/** Where a finding on rendered output belongs in the sources (see src/render/). */
export interface SourcePlace {
  readonly file: string;
  readonly range: Range;
  readonly rendered: RenderedFrom;
}

/** Places a finding of a rendered file on its source line; `resource` is absent for file-level findings. */
export type Placer = (resource: Resource | undefined, found: RuleFinding) => SourcePlace;

export interface FileCheck {
  readonly findings: Finding[];
  /** Rules that threw: a bug, reported instead of crashing the scan. */
  readonly internalErrors: string[];
}

/** With `place`, the file is rendered output and each finding lands on its source line. */
export function checkFile(file: LoadedFile, context: CheckContext, place?: Placer): FileCheck {
  const findings: Finding[] = [];
  const internalErrors: string[] = [];
  const seenInFile = new Set<string>();
  const suggester = new Suggester();
  const activeRules: ReadonlySet<string> = new Set(context.rules.map((active) => active.rule.id));
  // Findings outlive the file: their strings are copies, as each substring would keep the text alive.
  const ids: ResourceId[] = [];
  const idOf = (index: number, r: Resource): ResourceId =>
    (ids[index] ??= detachId(resourceId(r, context.isClusterScoped(r.group, r.kind))));
  // A rule names a container with one object in all of its findings on it: one copy for them all.
  const containers = new Map<ContainerRef, ContainerRef>();
  const containerOf = (container: ContainerRef): ContainerRef => {
    let copy = containers.get(container);
    if (copy === undefined) {
      copy = detachContainer(container);
      containers.set(container, copy);
    }
    return copy;
  };
  const emit = (active: ActiveRule, found: RuleFinding, index?: number, resource?: Resource): void => {
    const placed = place?.(resource, found);
    const start = file.lines.position(found.start);
    const end = file.lines.position(Math.max(found.end, found.start));
    findings.push({
      rule: active.rule.id,
      severity: found.severity ?? active.severity,
      message: detach(found.message),
      file: placed ? detach(placed.file) : file.path,
      ...(placed?.range ?? {
        line: start.line,
        column: start.column,
        endLine: end.line,
        endColumn: end.column,
      }),
      path: formatPath(found.path),
      ...(resource && index !== undefined ? { resource: idOf(index, resource) } : {}),
      ...(found.value !== undefined ? { value: detach(found.value) } : {}),
      ...(found.container ? { container: containerOf(found.container) } : {}),
      ...(found.control !== undefined ? { control: found.control } : {}),
      ...(placed ? { rendered: placed.rendered } : {}),
    });
  };
  const guarded = (active: ActiveRule, where: () => string, run: () => void): void => {
    try {
      run();
    } catch (e) {
      internalErrors.push(
        `rule ${active.rule.id} failed on ${where()}: ${e instanceof Error ? e.message : String(e)}`,
      );
    }
  };
  for (const active of context.rules) {
    const rule = active.rule;
    if (rule.scope === 'policy' || rule.scope === 'render') continue;
    if (rule.scope === 'file') {
      guarded(
        active,
        () => file.path,
        () => {
          for (const found of rule.check(file)) emit(active, found);
        },
      );
      continue;
    }
    const ruleContext = {
      options: active.options,
      kubernetesVersion: context.kubernetesVersion,
      previous: (r: Resource) => context.previous(r),
      firstInFile: (key: string) => {
        const scoped = `${rule.id}\u0000${key}`;
        if (seenInFile.has(scoped)) return false;
        seenInFile.add(scoped);
        return true;
      },
      activeRules,
      workspace: context.workspace,
      suggester,
    };
    file.resources.forEach((resource, index) => {
      guarded(
        active,
        () => `${file.path} (${resource.kind} ${resource.name})`,
        () => {
          for (const found of rule.check(resource, ruleContext)) emit(active, found, index, resource);
        },
      );
    });
  }
  return { findings, internalErrors };
}

function detachId(id: ResourceId): ResourceId {
  return {
    apiVersion: detach(id.apiVersion),
    kind: detach(id.kind),
    ...(id.namespace !== undefined ? { namespace: detach(id.namespace) } : {}),
    name: detach(id.name),
  };
}

function detachContainer(container: ContainerRef): ContainerRef {
  return {
    name: detach(container.name),
    ...(container.image !== undefined ? { image: detach(container.image) } : {}),
  };
}
