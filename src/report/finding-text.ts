// How every report names a finding's object and, for findings on rendered output, the render: the root,
// the tool and the rendered object's path, since the finding's own file and line are a source line.

import type { Finding, ResourceId } from '../model.js';

/** `Service default/web`: the object as `kubectl get` names it. */
export function formatResourceId(id: ResourceId): string {
  return `${id.kind} ${id.namespace !== undefined ? `${id.namespace}/` : ''}${id.name}`;
}

/**
 * `rendered by kustomize from overlays/prod: Deployment prod/web, spec.replicas`, and for Helm the
 * release and the template line; undefined for findings on files as written. Without the object where a
 * report shows it apart. Plain text: each format escapes it as it escapes the message.
 */
export function describeRendered(f: Finding, withObject = true): string | undefined {
  const r = f.rendered;
  if (!r) return undefined;
  const release = r.release !== undefined ? ` (release ${r.release})` : '';
  const object =
    withObject && f.resource ? `: ${formatResourceId(f.resource)}${f.path !== '' ? `, ${f.path}` : ''}` : '';
  const template = r.template ? `; template ${r.template.file}:${r.template.line}` : '';
  return `rendered by ${r.tool} from ${r.root}${release}${object}${template}`;
}
