// Regular expressions as Kubernetes runs them: Go's RE2 syntax and semantics (`pattern` in OpenAPI
// schemas, CEL `matches`, `find`, `findAll`), never JavaScript's. re2js is a port of RE2 to JavaScript:
// its matching time is linear in the input, so a hostile pattern in a CRD under review cannot stall a scan.

import { RE2JS } from 're2js';

export type CompiledRegex =
  { readonly ok: true; readonly regex: RE2JS } | { readonly ok: false; readonly error: string };

// Patterns repeat across CRDs and rules (the same DNS label everywhere): compile each once per thread.
const cache = new Map<string, CompiledRegex>();
const MAX_CACHED = 10_000;

export function compileRegex(pattern: string): CompiledRegex {
  let compiled = cache.get(pattern);
  if (compiled) return compiled;
  try {
    compiled = { ok: true, regex: RE2JS.compile(pattern) };
  } catch (e) {
    compiled = { ok: false, error: e instanceof Error ? e.message : String(e) };
  }
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(pattern, compiled);
  return compiled;
}

/** Go's regexp.MatchString: true when the pattern matches anywhere in the text. */
export function regexFinds(regex: RE2JS, text: string): boolean {
  // test() runs RE2's DFA without capture groups: the fast path for a yes or no.
  return regex.test(text);
}

/** The first match, or undefined (CEL `find`). */
export function regexFirst(regex: RE2JS, text: string): string | undefined {
  const m = regex.matcher(text);
  return m.find() ? (m.group() ?? '') : undefined;
}

/** Up to `limit` matches (negative: all), as Go's FindAllString (CEL `findAll`). */
export function regexAll(regex: RE2JS, text: string, limit: number): string[] {
  const out: string[] = [];
  if (limit === 0) return out;
  const m = regex.matcher(text);
  let from = 0;
  let lastEnd = -1;
  while (from <= text.length && m.find(from)) {
    const start = m.start();
    const end = m.end();
    // Go skips an empty match right after the previous match.
    if (!(start === end && start === lastEnd)) {
      out.push(m.group() ?? '');
      if (limit > 0 && out.length >= limit) break;
    }
    lastEnd = end;
    from = end > start ? end : end + 1;
  }
  return out;
}
