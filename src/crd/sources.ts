// The CRD registry from the files that may hold CRDs: compiled here, or taken from the cache when exactly
// these files (contents, names, order, ranks) were compiled before. Parsing and compiling the 10 MB of
// CRDs a platform team keeps costs more than starting the tool; a file whose digest the file memo knows
// (src/source/file-memo.ts) is then not even read.

import { createHash } from 'node:crypto';
import { cacheKey } from '../cache.js';
import type { ResultCache } from '../cache.js';
import { loadFile } from '../load/file.js';
import type { FileRead } from '../source/files.js';
import { isCrd } from './definition.js';
import { CrdRegistryBuilder, packRegistry } from './registry.js';
import type { CrdRegistryData, CrdSource } from './registry.js';

/** What reading the CRD sources met, in order: a note, a file to compile, the end of a configured folder. */
export type CrdStep = Note | FileStep | SourceEnd;

/** A step whose file is read. */
type ReadStep = Note | ReadFileStep | SourceEnd;

interface Note {
  readonly note: string;
}

interface FileOrigin {
  /** Relative to the scan root. */
  readonly file: string;
  readonly source: CrdSource;
  readonly maxFileSize: number;
  readonly inHelmChart: boolean;
  /** The crds.paths entry that named it, whose notes then name the file's problems. */
  readonly given?: string;
}

/** A file's bytes, with their SHA-256 when known. */
type ReadFileStep = FileOrigin & { readonly bytes: Uint8Array; readonly digest?: string };

/** Or a file known by its digest, read only when the registry is compiled. */
type FileStep = ReadFileStep | (FileOrigin & { readonly bytes: () => FileRead; readonly digest: string });

interface SourceEnd {
  /** A crds.paths entry ends: it holds no CRD unless a file of it does, or the repository walk read it. */
  readonly sourceEnd: string;
  readonly covered: boolean;
  /** The entry is this one file (relative to the scan root), rather than a folder. */
  readonly file?: string;
}

export interface CompiledCrds {
  readonly registry: CrdRegistryData;
  readonly notes: readonly string[];
}

const CACHE_KIND = 'crd-registry';

export function compileCrds(steps: readonly CrdStep[], cache: ResultCache | undefined): CompiledCrds {
  if (!cache) return compile(steps.flatMap(withBytes));
  const cached = cache.get(CACHE_KIND, keyOf(steps)) as CompiledCrds | undefined;
  if (cached) return cached;
  // Read now, a file may differ from the digest it was known by: the entry is stored under what was read.
  const read = steps.flatMap(withBytes);
  const compiled = compile(read);
  cache.set(CACHE_KIND, keyOf(read), { ...compiled, registry: packRegistry(compiled.registry) });
  return compiled;
}

/** The SHA-256 of a file's bytes, by which the cache knows it. */
export function digestOf(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

function keyOf(steps: readonly CrdStep[]): string {
  return cacheKey(
    steps.map((step) =>
      JSON.stringify(
        'bytes' in step
          ? {
              ...step,
              bytes: undefined,
              digest: typeof step.bytes === 'function' ? step.digest : (step.digest ?? digestOf(step.bytes)),
            }
          : step,
      ),
    ),
  );
}

/**
 * The step with its bytes read. A file unreadable since it was known is left out: with a note when
 * crds.paths named it (the repository's files are the scan's to report).
 */
function withBytes(step: CrdStep): ReadStep[] {
  if (!('bytes' in step)) return [step];
  const { bytes } = step;
  if (typeof bytes !== 'function') return [{ ...step, bytes }];
  const read = bytes();
  if (read.ok) return [{ ...step, bytes: read.bytes, digest: digestOf(read.bytes) }];
  return step.given === undefined ? [] : [{ note: `crds.paths: ${step.file}: ${read.reason}` }];
}

function compile(steps: readonly ReadStep[]): CompiledCrds {
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
