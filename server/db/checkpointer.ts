// WAL checkpoints off the main thread: the serving connection runs with automatic
// checkpoints turned off, and a worker thread with its own connection runs a PASSIVE
// checkpoint every second (it never blocks the writer). A checkpoint on the main thread
// copies and fsyncs up to tens of megabytes and stalled the event loop for 100–200 ms.
import { Worker } from 'node:worker_threads';

const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require('better-sqlite3');
const db = new Database(workerData.file);
db.pragma('busy_timeout = 1000');
const timer = setInterval(() => {
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch {}
}, workerData.intervalMs);
parentPort.on('message', (m) => {
  if (m === 'stop') { clearInterval(timer); try { db.pragma('wal_checkpoint(PASSIVE)'); } catch {} db.close(); parentPort.postMessage('stopped'); }
});
`;

export interface Checkpointer {
  stop(): Promise<void>;
}

export function startCheckpointer(file: string, intervalMs = 1000): Checkpointer {
  const worker = new Worker(WORKER, { eval: true, workerData: { file, intervalMs } });
  worker.unref();
  return {
    stop: () =>
      new Promise((resolve) => {
        const done = () => {
          void worker.terminate().then(() => resolve());
        };
        worker.once('message', done);
        worker.once('error', done);
        worker.postMessage('stop');
      }),
  };
}
