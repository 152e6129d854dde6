// JSON paths as the API server prints them: `spec.ports[1].protocol`, no leading dot, no `$`.

export type PathSegment = string | number;
export type Path = readonly PathSegment[];

export function formatPath(path: Path): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else out += out === '' ? segment : `.${segment}`;
  }
  return out;
}
