// The CRD registry from the files that may hold CRDs, read but not yet parsed: compiled here, or taken
// from the cache when exactly these files (bytes, names, order, ranks) were compiled before. Parsing and
// compiling the 10 MB of CRDs a platform team keeps costs more than starting the tool; reading and hashing
// them costs a few milliseconds.

import { cacheKey } from '../cache.js';
import type { ResultCache } from '../cache.js';
import { loadFile } from '../load/file.js';
import { isCrd } from './definition.js';
import { CrdRegistryBuilder, packRegistry } from './registry.js';
import type { CrdRegistryData, CrdSource } from './registry.js';

/** What reading the CRD sources met, in order: a note, a file to compile, the end of a configured folder. */
export type CrdStep =
  | { readonly note: string }
  | {
      /** Relative to the scan root. */
      readonly file: string;
      readonly bytes: Uint8Array;
      readonly source: CrdSource;
      readonly maxFileSize: number;
      readonly inHelmChart: boolean;
      /** The crds.paths entry that named it, whose notes then name the file's problems. */
      readonly given?: string;
    }
  | {
      /** A crds.paths entry ends: it holds no CRD unless a file of it does, or the repository walk read it. */
      readonly sourceEnd: string;
      readonly covered: boolean;
      /** The entry is this one file (relative to the scan root), rather than a folder. */
      readonly file?: string;
    };

export interface CompiledCrds {
  readonly registry: CrdRegistryData;
  readonly notes: readonly string[];
}

const CACHE_KIND = 'crd-registry';

export function compileCrds(steps: readonly CrdStep[], cache: ResultCache | undefined): CompiledCrds {
  if (!cache) return compile(steps);
  const key = cacheKey(
    steps.flatMap((step) =>
      'bytes' in step
        ? [JSON.stringify({ ...step, bytes: step.bytes.length }), step.bytes]
        : [JSON.stringify(step)],
    ),
  );
  const cached = cache.get(CACHE_KIND, key) as CompiledCrds | undefined;
  if (cached) return cached;
  const compiled = compile(steps);
  cache.set(CACHE_KIND, key, { ...compiled, registry: packRegistry(compiled.registry) });
  return compiled;
}

function compile(steps: readonly CrdStep[]): CompiledCrds {
  const builder = new CrdRegistryBuilder();
  const notes: string[] = [];
  const found = new Map<string, number>();
  for (const step of steps) {
    if ('note' in step) notes.push(step.note);
    else if ('sourceEnd' in step) {
      if ((found.get(step.sourceEnd) ?? 0) > 0 || step.covered) continue;
      notes.push(
        step.file === undefined
          ? `crds.paths: ${step.sourceEnd} holds no CustomResourceDefinition`
          : `crds.paths: ${step.file}: no CustomResourceDefinition in it`,
      );
    } else {
      const loaded = loadFile(
        { path: step.file, bytes: step.bytes, inHelmChart: step.inHelmChart },
        step.maxFileSize,
      );
      for (const resource of loaded.resources) {
        if (step.given !== undefined && isCrd(resource))
          found.set(step.given, (found.get(step.given) ?? 0) + 1);
        builder.add(resource, step.source);
      }
      if (step.given === undefined) continue;
      const where = `crds.paths: ${step.file}`;
      for (const error of loaded.errors)
        notes.push(`${where}:${loaded.lines.position(error.start).line}: ${error.message}`);
      for (const skip of loaded.skipped)
        if (skip.document === undefined) notes.push(`${where}: ${skip.reason}`);
    }
  }
  const registry = builder.build();
  return { registry, notes: [...notes, ...builder.notes] };
}
