// Checking a scan's files in worker threads as well as in this one. Each worker gets a copy of the setup
// (config, workspace, previous state: plain data, built once by this thread) and then chunks of files,
// in order, as it finishes the last; this thread takes chunks too, its JIT already warm from building
// the workspace. Results are put back in file order, so the scan's result is the same whatever the
// number of threads.

import { setImmediate } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import type { FileResult, Pipeline, ScanSetup } from '../pipeline.js';
import type { PolicyLedger } from '../policy/stage.js';
import type { FromWorker, ToWorker } from './messages.js';

export interface Checked {
  /** One per file, in the order of the files. */
  readonly results: FileResult[];
  /** One per thread. */
  readonly ledgers: PolicyLedger[];
}

// Chunks small enough that no thread waits long for the others at the end, big enough that messages
// cost little next to the work. Each worker has two in flight, so that it need not wait for this
// thread to hand it the next.
const MAX_CHUNK = 64;
const CHUNKS_PER_THREAD = 8;
const IN_FLIGHT = 2;

/**
 * Worker threads for one scan. They start before the setup is ready, so that they load while this
 * thread builds the workspace; `check` then runs the files through them and this thread, and `close`
 * stops them.
 */
export class WorkerPool {
  private readonly workers: Worker[];
  private readonly finished = new Set<Worker>();
  private closed = false;
  /** Rejects the running `check`; until one runs, the first failure waits here. */
  private fail: (error: Error) => void;
  private failure: Error | undefined;

  /** `count` workers besides this thread. */
  constructor(count: number) {
    this.fail = (error) => (this.failure ??= error);
    this.workers = Array.from({ length: count }, () => {
      const worker = startWorker();
      worker.on('error', (error: Error) => this.fail(error));
      worker.on('exit', (code) => {
        if (!this.closed && !this.finished.has(worker)) {
          this.fail(new Error(`a scan worker stopped (exit code ${code})`));
        }
      });
      return worker;
    });
  }

  /** `keep` turns each file's result into what is held until the scan ends. */
  async check(
    setup: ScanSetup,
    files: readonly string[],
    here: Pipeline,
    keep: (result: FileResult) => FileResult,
  ): Promise<Checked> {
    const threads = this.workers.length + 1;
    const size = Math.max(1, Math.min(MAX_CHUNK, Math.ceil(files.length / (threads * CHUNKS_PER_THREAD))));
    const chunks: string[][] = [];
    for (let at = 0; at < files.length; at += size) chunks.push(files.slice(at, at + size));
    const byChunk: (readonly FileResult[])[] = [];
    let next = 0;
    const take = (): number | undefined => (next < chunks.length ? next++ : undefined);
    const fromWorkers = this.run(setup, chunks, take, (index, results) => {
      byChunk[index] = results.map(keep);
    });
    let failed = false;
    fromWorkers.catch(() => (failed = true));
    for (let index = take(); index !== undefined && !failed; index = take()) {
      byChunk[index] = (chunks[index] ?? []).map((file) => keep(here.run(file)));
      // Lets the workers' messages in, so that they get their next chunks.
      await setImmediate();
    }
    const ledgers = await fromWorkers;
    return { results: byChunk.flat(), ledgers: [here.ledger(), ...ledgers] };
  }

  close(): void {
    this.closed = true;
    for (const worker of this.workers) void worker.terminate();
  }

  /** The workers' part: their ledgers, once every chunk is taken and theirs are done. */
  private run(
    setup: ScanSetup,
    chunks: readonly (readonly string[])[],
    take: () => number | undefined,
    received: (index: number, results: readonly FileResult[]) => void,
  ): Promise<PolicyLedger[]> {
    const ledgers: PolicyLedger[] = [];
    return new Promise<PolicyLedger[]>((resolve, reject) => {
      if (this.failure) return reject(this.failure);
      if (this.workers.length === 0) return resolve(ledgers);
      this.fail = (error) => {
        this.close();
        reject(error);
      };
      for (const worker of this.workers) {
        let inFlight = 0;
        let finishing = false;
        const send = (message: ToWorker): void => worker.postMessage(message);
        const sendWork = (): void => {
          const index = take();
          if (index !== undefined) {
            inFlight += 1;
            send({ type: 'chunk', index, files: chunks[index] ?? [] });
          } else if (inFlight === 0 && !finishing) {
            finishing = true;
            send({ type: 'finish' });
          }
        };
        worker.on('message', (message: FromWorker) => {
          switch (message.type) {
            case 'chunk':
              inFlight -= 1;
              received(message.index, message.results);
              sendWork();
              break;
            case 'ledger':
              this.finished.add(worker);
              ledgers.push(message.ledger);
              if (ledgers.length === this.workers.length) resolve(ledgers);
              break;
            case 'error':
              this.fail(
                Object.assign(new Error(message.message), message.stack ? { stack: message.stack } : {}),
              );
              break;
          }
        });
        send({ type: 'setup', setup });
        for (let i = 0; i < IN_FLIGHT; i++) sendWork();
      }
    });
  }
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
