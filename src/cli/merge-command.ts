// `admission-gate merge`: the JSON reports of a sharded scan in, one report and one gate decision out.

import fs from 'node:fs';
import path from 'node:path';
import { MergeError, mergeShards } from '../report/merge.js';
import type { MergeArgs } from './args.js';
import { UsageError } from './args.js';
import { EXIT } from './io.js';
import type { CliIo } from './io.js';
import { deliverFailure, deliverReport } from './report.js';

export function runMerge(args: MergeArgs, io: CliIo): number {
  const reports = args.reports.map((source) => {
    let text: string;
    try {
      text = fs.readFileSync(path.resolve(io.cwd, source), 'utf8');
    } catch (e) {
      throw new UsageError(`cannot read ${source}: ${(e as Error).message}`);
    }
    try {
      return { source, json: JSON.parse(text) as unknown };
    } catch (e) {
      throw new UsageError(`${source} is not JSON: ${(e as Error).message}`);
    }
  });
  try {
    const { result, repositoryPath } = mergeShards(reports);
    // Paths stay relative to the scan root the shards shared.
    return deliverReport(result, args, io, {
      displayPath: (file) => file,
      emptyHint: 'the shards scanned none',
      ...(repositoryPath !== undefined ? { repositoryPath } : {}),
    });
  } catch (e) {
    if (!(e instanceof MergeError)) throw e;
    io.stderr.write(`admission-gate: ${e.message}\n`);
    deliverFailure(args, io, [{ message: e.message }], { configuration: false });
    return EXIT.error;
  }
}
