// Extracts the API lifecycle of the built-in kinds from a clone of kubernetes/api (k8s.io/api) into
// scripts/data/api-lifecycle.json, which `npm run schemas` folds into the bundle. Run by hand when a
// Kubernetes release is added (it needs the clone's tags; nothing in the build or the tests runs it):
//
//   tsx scripts/api-lifecycle.ts /path/to/kubernetes-api-clone
//
// The data is what the API server itself uses: prerelease-lifecycle-gen writes, for every kind of a
// package tagged `+k8s:prerelease-lifecycle-gen=true`, APILifecycleIntroduced/Deprecated/Removed/
// Replacement methods into zz_generated.prerelease-lifecycle.go; k8s.io/apiserver
// pkg/endpoints/deprecation/deprecation.go turns them into the deprecation warning and
// pkg/server/deleted_kinds.go stops serving a kind from its removal version on. Release v1.X runs the
// k8s.io/api tag v0.X.0, so each bundled version takes the data of its own tag.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { LifecycleEntry } from '../src/builtin/bundle-format.js';

const [clone] = process.argv.slice(2);
if (!clone) throw new Error('usage: tsx scripts/api-lifecycle.ts /path/to/kubernetes-api-clone');
const OUTPUT = 'scripts/data/api-lifecycle.json';
// The bundled releases, and older tags for kinds k8s.io/api has dropped since.
const BUNDLED = [27, 28, 29, 30, 31, 32, 33, 34, 35];
const OLDER = [19, 20, 21, 22, 23, 24, 25, 26];

const git = (...args: string[]): string =>
  execFileSync('git', ['-C', clone, ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });

type MutableEntry = { -readonly [K in keyof LifecycleEntry]: LifecycleEntry[K] };

const METHOD =
  /func \(in \*(\w+)\) APILifecycle(Introduced|Deprecated|Removed|Replacement)\(\) [^{]*\{\s*return ([^\n]*)\n/g;
const GVK = /Group: "([^"]*)", Version: "([^"]*)", Kind: "([^"]*)"/;

function apiVersion(group: string, version: string): string {
  return group ? `${group}/${version}` : version;
}

/** Every kind's lifecycle at a revision, by `apiVersion/Kind`. */
function lifecycleAt(rev: string): Map<string, MutableEntry> {
  const entries = new Map<string, MutableEntry>();
  const files = git('ls-tree', '-r', '--name-only', rev)
    .split('\n')
    .filter((f) => f.endsWith('/zz_generated.prerelease-lifecycle.go'));
  for (const file of files) {
    const dir = file.slice(0, file.lastIndexOf('/'));
    const group = /GroupName\s*=\s*"([^"]*)"/.exec(git('show', `${rev}:${dir}/register.go`))?.[1];
    if (group === undefined) throw new Error(`${rev}:${dir}/register.go names no GroupName`);
    const version = dir.slice(dir.lastIndexOf('/') + 1);
    for (const [, kind = '', what, value = ''] of git('show', `${rev}:${file}`).matchAll(METHOD)) {
      if (kind.endsWith('List')) continue;
      const key = `${apiVersion(group, version)}/${kind}`;
      const entry = entries.get(key) ?? {};
      if (what === 'Replacement') {
        const m = GVK.exec(value);
        if (m) entry.replacement = `${apiVersion(m[1] ?? '', m[2] ?? '')}/${m[3] ?? ''}`;
      } else {
        const [major = 0, minor = 0] = value.split(',').map((n) => Number(n.trim()));
        const field = what === 'Introduced' ? 'introduced' : what === 'Deprecated' ? 'deprecated' : 'removed';
        entry[field] = [major, minor];
      }
      entries.set(key, entry);
    }
  }
  return entries;
}

const sorted = <T>(map: Map<string, T>): Record<string, T> =>
  Object.fromEntries([...map].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

const head = git('rev-parse', 'HEAD').trim();
const releases: Record<string, Record<string, LifecycleEntry>> = {};
for (const minor of BUNDLED) {
  const deprecated = new Map([...lifecycleAt(`v0.${minor}.0`)].filter(([, e]) => e.deprecated));
  releases[`v1.${minor}`] = sorted(deprecated);
}
// Newest first: the current data wins, older tags add the kinds k8s.io/api no longer has.
const history = new Map<string, MutableEntry>();
for (const rev of ['HEAD', ...[...BUNDLED, ...OLDER].reverse().map((m) => `v0.${m}.0`)]) {
  for (const [key, entry] of lifecycleAt(rev)) if (!history.has(key)) history.set(key, entry);
}
fs.mkdirSync('scripts/data', { recursive: true });
// One kind per line: reviewable diffs when a release is added.
const table = (entries: Record<string, LifecycleEntry>, indent: string): string =>
  Object.entries(entries)
    .map(([key, entry]) => `${indent}${JSON.stringify(key)}: ${JSON.stringify(entry)}`)
    .join(',\n');
const source = `kubernetes/api zz_generated.prerelease-lifecycle.go at tags v0.${OLDER[0]}.0 to v0.${BUNDLED.at(-1)}.0 and ${head}`;
const releaseTables = Object.entries(releases)
  .map(([release, entries]) => `    ${JSON.stringify(release)}: {\n${table(entries, '      ')}\n    }`)
  .join(',\n');
fs.writeFileSync(
  OUTPUT,
  `{\n  "source": ${JSON.stringify(source)},\n  "releases": {\n${releaseTables}\n  },\n` +
    `  "history": {\n${table(sorted(history), '    ')}\n  }\n}\n`,
);
