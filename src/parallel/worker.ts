// A worker thread of a scan (src/parallel/pool.ts): takes the setup once, then chunks of files, and
// answers each chunk with its results; at the end, its policy ledger.

import { parentPort } from 'node:worker_threads';
import { createPipeline } from '../pipeline.js';
import type { Pipeline } from '../pipeline.js';
import type { FromWorker, ToWorker } from './messages.js';

const port = parentPort;
if (!port) throw new Error('the scan worker runs only as a worker thread');
const post = (message: FromWorker): void => port.postMessage(message);
let pipeline: Pipeline | undefined;

port.on('message', (message: ToWorker) => {
  try {
    switch (message.type) {
      case 'setup':
        pipeline = createPipeline(message.setup);
        break;
      case 'chunk': {
        const run = pipeline ?? failNoSetup();
        post({ type: 'chunk', index: message.index, results: message.files.map((file) => run.run(file)) });
        break;
      }
      case 'finish':
        post({ type: 'ledger', ledger: (pipeline ?? failNoSetup()).ledger() });
        port.close();
        break;
    }
  } catch (e) {
    post({
      type: 'error',
      message: e instanceof Error ? e.message : String(e),
      ...(e instanceof Error && e.stack ? { stack: e.stack } : {}),
    });
  }
});

function failNoSetup(): never {
  throw new Error('scan worker: files before the setup');
}
