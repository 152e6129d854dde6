// JSON paths as the API server prints them: `spec.ports[1].protocol`, no leading dot, no `$`.
// Keys are spliced in verbatim (`spec.routes.app.kubernetes.io/name.retries`), as the pruner and
// strict JSON decoding print them; `MapKey` is the other form the API server uses, field.Path's
// `[key]` for map keys (`spec.templates[web].metadata.tier`).

/** A map key printed in brackets, as k8s.io/apimachinery field.Path.Key prints it. */
export class MapKey {
  constructor(readonly key: string) {}

  toString(): string {
    return `[${this.key}]`;
  }
}

export type PathSegment = string | number | MapKey;
export type Path = readonly PathSegment[];

export function formatPath(path: Path): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (segment instanceof MapKey) out += segment.toString();
    else out += out === '' ? segment : `.${segment}`;
  }
  return out;
}
