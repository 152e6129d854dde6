// Checking a scan's files in worker threads. Each worker gets a copy of the setup (config, workspace,
// previous state: plain data, built once by the main thread) and then chunks of files, in order, as it
// finishes the last one; results are put back in file order, so the scan's result is the same whatever
// the number of workers.

import { Worker } from 'node:worker_threads';
import type { FileResult, ScanSetup } from '../pipeline.js';
import type { PolicyLedger } from '../policy/stage.js';
import type { FromWorker, ToWorker } from './messages.js';

export interface Checked {
  /** One per file, in the order of the files. */
  readonly results: FileResult[];
  /** One per worker. */
  readonly ledgers: PolicyLedger[];
}

// Chunks small enough that no worker waits long for the others at the end, big enough that messages
// cost little next to the work.
const MAX_CHUNK = 64;
const CHUNKS_PER_WORKER = 8;

export function checkInWorkers(
  setup: ScanSetup,
  files: readonly string[],
  workers: number,
): Promise<Checked> {
  const size = Math.max(1, Math.min(MAX_CHUNK, Math.ceil(files.length / (workers * CHUNKS_PER_WORKER))));
  const chunks: string[][] = [];
  for (let at = 0; at < files.length; at += size) chunks.push(files.slice(at, at + size));
  const byChunk: (readonly FileResult[])[] = [];
  const ledgers: PolicyLedger[] = [];
  const started = Array.from({ length: Math.max(1, Math.min(workers, chunks.length)) }, startWorker);
  let next = 0;
  return new Promise<Checked>((resolve, reject) => {
    const fail = (error: Error): void => {
      for (const worker of started) void worker.terminate();
      reject(error);
    };
    for (const worker of started) {
      let finished = false;
      const send = (message: ToWorker): void => worker.postMessage(message);
      const sendWork = (): void => {
        const index = next++;
        const files = chunks[index];
        send(files ? { type: 'chunk', index, files } : { type: 'finish' });
      };
      worker.on('message', (message: FromWorker) => {
        switch (message.type) {
          case 'chunk':
            byChunk[message.index] = message.results;
            sendWork();
            break;
          case 'ledger':
            finished = true;
            ledgers.push(message.ledger);
            if (ledgers.length === started.length) {
              resolve({ results: byChunk.flat(), ledgers });
            }
            break;
          case 'error':
            fail(Object.assign(new Error(message.message), message.stack ? { stack: message.stack } : {}));
            break;
        }
      });
      worker.on('error', fail);
      worker.on('exit', (code) => {
        if (!finished) fail(new Error(`a scan worker stopped (exit code ${code})`));
      });
      send({ type: 'setup', setup });
      sendWork();
    }
  });
}

function startWorker(): Worker {
  // From the TypeScript sources (tests, tsx) the worker is worker.ts beside this file, run through tsx's
  // loader. (A computed URL: ncc would copy a literal one into the bundle as an asset.)
  if (import.meta.url.endsWith('.ts')) {
    const source = JSON.stringify(import.meta.url.replace(/[^/]*$/, 'worker.ts'));
    return new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${source}); });`, {
      eval: true,
    });
  }
  // From a bundle, it is the worker bundle beside it (scripts/place-cli.mjs puts it there).
  return new Worker(new URL(WORKER_BUNDLE, import.meta.url));
}

const WORKER_BUNDLE = './scan-worker.js';
