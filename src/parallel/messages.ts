// What the scan's main thread and its worker threads tell each other (structured clones: plain data).

import type { FileResult, ScanSetup } from '../pipeline.js';
import type { PolicyLedger } from '../policy/stage.js';

export type ToWorker =
  | { readonly type: 'setup'; readonly setup: ScanSetup }
  | { readonly type: 'chunk'; readonly index: number; readonly files: readonly string[] }
  | { readonly type: 'finish' };

export type FromWorker =
  | { readonly type: 'chunk'; readonly index: number; readonly results: readonly FileResult[] }
  | { readonly type: 'ledger'; readonly ledger: PolicyLedger }
  | { readonly type: 'error'; readonly message: string; readonly stack?: string };
