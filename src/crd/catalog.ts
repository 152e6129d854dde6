// JSON Schema catalogs of custom resources, as kubeconform and the datree CRDs-catalog lay them out:
// one file per group, kind and version, `{group}/{kind}_{version}.json` with the kind in lower case.
// Files are read on demand: a catalog holds thousands of schemas and a scan needs a handful.

import fs from 'node:fs';
import path from 'node:path';
import { decodeText, detach } from '../load/text.js';
import { parseYaml } from '../load/yaml/parse.js';
import { isInside, readRegularFile, toRelative } from '../source/files.js';
import type { CrdDefinition } from './definition.js';
import type { SchemaCompiler } from './structural.js';

const DEFAULT_LAYOUT = '{group}/{kind}_{version}.json';
// An API group is a DNS subdomain; kinds and versions are alphanumeric.
const SAFE_GROUP = /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/;
const SAFE_NAME = /^[A-Za-z0-9]+$/;

// Our placeholders, and kubeconform's Go-template ones for the same values.
const PLACEHOLDERS: readonly [RegExp, (g: string, k: string, v: string) => string][] = [
  [/\{group\}|\{\{\s*\.Group\s*\}\}/g, (g) => g],
  [/\{kind\}|\{\{\s*\.ResourceKind\s*\}\}/g, (_, k) => k.toLowerCase()],
  [/\{version\}|\{\{\s*\.ResourceAPIVersion\s*\}\}/g, (_, __, v) => v],
];

export class SchemaCatalog {
  private readonly cache = new Map<string, CrdDefinition | null>();
  private readonly realRoot: string;

  /**
   * `locations` are folders in the default layout or file templates with placeholders, relative to
   * `root` or absolute; schema files that exist but cannot be used are reported to `notes`.
   */
  constructor(
    private readonly root: string,
    private readonly locations: readonly string[],
    private readonly compiler: SchemaCompiler,
    private readonly notes: string[],
  ) {
    this.realRoot = fs.realpathSync(root);
  }

  /** The schema of one version of a kind, read from the first location that has it. */
  find(group: string, kind: string, version: string): CrdDefinition | undefined {
    const key = detach(`${group}/${kind}/${version}`);
    let found = this.cache.get(key);
    if (found === undefined) {
      found = this.read(group, kind, version);
      this.cache.set(key, found);
    }
    return found ?? undefined;
  }

  /** The definition only if `find` read it before: no file system access. */
  cached(group: string, kind: string, version: string): CrdDefinition | undefined {
    return this.cache.get(`${group}/${kind}/${version}`) ?? undefined;
  }

  private read(group: string, kind: string, version: string): CrdDefinition | null {
    // The names come from the manifests under review: never let them walk out of the catalog.
    if (!SAFE_GROUP.test(group) || !SAFE_NAME.test(kind) || !SAFE_NAME.test(version)) return null;
    for (const location of this.locations) {
      const template = location.includes('{') ? location : path.join(location, DEFAULT_LAYOUT);
      const file = path.resolve(
        this.root,
        PLACEHOLDERS.reduce(
          (text, [pattern, value]) => text.replace(pattern, () => value(group, kind, version)),
          template,
        ),
      );
      const display = toRelative(this.root, file);
      // Catalog folders inside the root are repository content; one outside is the config's choice.
      const read = readRegularFile(file, Infinity, isInside(this.root, file) ? this.realRoot : undefined);
      if (!read.ok) {
        if (!read.missing) this.notes.push(`crds.schemaDirs: ${display}: ${read.reason}`);
        continue;
      }
      const doc = parseYaml(decodeText(read.bytes))[0];
      if (doc?.root?.kind !== 'map') {
        this.notes.push(`crds.schemaDirs: ${display} is not a JSON Schema object; ignored`);
        continue;
      }
      const schema = this.compiler.compile(doc.root);
      return {
        name: display,
        group: detach(group),
        kind: detach(kind),
        clusterScoped: false,
        prunes: true,
        versions: [
          { name: detach(version), served: true, deprecated: false, deprecationWarning: undefined, schema },
        ],
        origin: { file: display, line: 1, document: 0 },
      };
    }
    return null;
  }
}
