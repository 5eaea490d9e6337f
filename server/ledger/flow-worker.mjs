// The flow index's worker thread: indexes step after step while there is work, looks for new
// postings every `intervalMs` otherwise, and reports its watermark after each step.
import { parentPort, workerData } from 'node:worker_threads';
import { FLOW_STEP, indexedThrough, indexFlowStep, openFlowConnection } from './flow-core.mjs';

const db = openFlowConnection(workerData.file);
let stopped = false;
let timer;

function work() {
  if (stopped) return;
  try {
    const n = indexFlowStep(db, FLOW_STEP);
    parentPort.postMessage({ indexedThrough: indexedThrough(db) });
    timer = setTimeout(work, n > 0 ? 0 : workerData.intervalMs);
  } catch (e) {
    parentPort.postMessage({ error: String(e?.stack ?? e) });
    timer = setTimeout(work, workerData.intervalMs);
  }
}
work();

parentPort.on('message', (m) => {
  if (m !== 'stop') return;
  stopped = true;
  clearTimeout(timer);
  db.close();
  parentPort.postMessage('stopped');
});
