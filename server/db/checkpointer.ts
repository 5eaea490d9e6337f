// WAL checkpoints off the main thread: the serving connection runs with automatic
// checkpoints turned off, and a worker thread with its own connection runs a PASSIVE
// checkpoint four times a second (it never blocks the writer). A checkpoint on the main thread
// copies and fsyncs up to tens of megabytes and stalled the event loop for 100–200 ms.
import { Worker } from 'node:worker_threads';

const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require('better-sqlite3');
const db = new Database(workerData.file);
db.pragma('busy_timeout = 1000');
const timer = setInterval(() => {
  try {
    const r = db.pragma('wal_checkpoint(PASSIVE)')[0];
    // Under steady writes a PASSIVE checkpoint never catches up with the last frame, so the
    // log would never start over and grows without bound (and every page lookup slows).
    // Once nearly everything is copied, a RESTART finishes the few frames left while
    // holding writers off for a moment, and the next write starts the log from the top.
    if (r.log > workerData.restartFrames && r.log - r.checkpointed < workerData.restartFrames / 8) db.pragma('wal_checkpoint(RESTART)');
  } catch {}
}, workerData.intervalMs);
parentPort.on('message', (m) => {
  if (m === 'stop') { clearInterval(timer); try { db.pragma('wal_checkpoint(PASSIVE)'); } catch {} db.close(); parentPort.postMessage('stopped'); }
});
`;

export interface Checkpointer {
  stop(): Promise<void>;
}

export function startCheckpointer(file: string, intervalMs = 250, restartFrames = 8192): Checkpointer {
  const worker = new Worker(WORKER, { eval: true, workerData: { file, intervalMs, restartFrames } });
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
