// The ledger's flow index: postings by account, for the fund flow. Postings are stored in
// journal order (decision 011), so reading one account's needs an index; keeping it inside
// every money transaction halved posting throughput (each batch rewrote a page per account).
// It lives in its own SQLite file beside the ledger (`<database>-flow`) and is built by a
// worker thread with its own connection: writers never wait for it, and it runs on the other
// core. Readers take the index up to its watermark plus the postings after it, so the fund
// flow is exact at every moment. The file is derived data: lose it and it is rebuilt.
import { Worker } from 'node:worker_threads';

export { FLOW_STEP, flowFileOf, forgetFlowIndex, indexedThrough, indexFlowStep, openFlowConnection } from './flow-core.mjs';

import { indexFlowStep } from './flow-core.mjs';
import type { Sqlite } from '../db/sqlite.ts';
import { storeKindOf } from '../db/store/kind.ts';

/** Indexes everything new on this thread (tests, scripts, benchmarks; the server uses the worker). */
export function indexFlow(db: Sqlite, maxPostings?: number): number {
  // (PostgreSQL's flow index is a view of the postings: always complete)
  if (storeKindOf(db) === 'postgres') return 0;
  let total = 0;
  for (let n = indexFlowStep(db, maxPostings); n > 0; n = indexFlowStep(db, maxPostings)) total += n;
  return total;
}

export interface FlowWorker {
  /** Resolves once the index covers journal `journalId`. */
  caughtUp(journalId: number): Promise<void>;
  stop(): Promise<void>;
}

export function startFlowWorker(databaseFile: string, onError: (e: unknown) => void, intervalMs = 250): FlowWorker {
  const worker = new Worker(new URL('./flow-worker.mjs', import.meta.url), { workerData: { file: databaseFile, intervalMs } });
  worker.unref();
  let watermark = 0;
  const waiting = new Set<{ journalId: number; resolve: () => void }>();
  worker.on('message', (m: { indexedThrough?: number; error?: string } | string) => {
    if (typeof m !== 'object') return;
    if (m.error) onError(new Error(`flow index: ${m.error}`));
    if (m.indexedThrough === undefined) return;
    watermark = m.indexedThrough;
    for (const w of waiting) {
      if (watermark < w.journalId) continue;
      waiting.delete(w);
      w.resolve();
    }
  });
  worker.on('error', onError);
  return {
    caughtUp: (journalId) => (watermark >= journalId ? Promise.resolve() : new Promise((resolve) => waiting.add({ journalId, resolve }))),
    stop: () =>
      new Promise((resolve) => {
        const done = () => void worker.terminate().then(() => resolve());
        worker.on('message', (m) => m === 'stopped' && done());
        worker.once('error', done);
        worker.postMessage('stop');
      }),
  };
}
