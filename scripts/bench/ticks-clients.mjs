// A worker thread of scripts/bench/ticks.ts: `count` websocket clients of one server, so the
// clients of a large case are spread over threads and the client side is not what is measured.
// Latency = receive time − the tick time the frame carries, counted in a histogram of whole
// milliseconds that the parent merges with the other workers'.
// Messages from the parent: 'start' (count from now), 'stop' (answer the figures), 'close'.
import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';

const { url, count, subscribe } = workerData;
/** One bucket per millisecond up to 10 s; the last counts everything later. */
const BUCKETS = 10_001;
let histogram = new Uint32Array(BUCKETS);
let delivered = 0;
let measuring = false;
/** Frames each client received while measured. */
let received = new Uint32Array(count);
const sockets = [];
/** Why connections failed (a client that fails is tried again, up to three times). */
const failures = new Map();

function connect(i, tries = 3) {
  const ws = new WebSocket(url, { perMessageDeflate: false });
  ws.on('message', (data) => {
    if (!measuring) return;
    // frames start with {"type":"update",...,"time":<ms>,: read the time without parsing all
    const text = data.toString('latin1', 0, 120);
    const at = text.indexOf('"time":');
    if (at < 0) return;
    delivered++;
    received[i]++;
    const ms = Date.now() - Number.parseInt(text.slice(at + 7), 10);
    histogram[Math.max(0, Math.min(BUCKETS - 1, ms))]++;
  });
  ws.on('error', () => {});
  return new Promise((resolve) => {
    ws.once('open', () => {
      sockets[i] = ws;
      if (subscribe) ws.send(JSON.stringify({ op: 'subscribe', channel: 'quotes' }));
      resolve();
    });
    ws.once('error', (err) => {
      const why = err.code ?? err.message;
      failures.set(why, (failures.get(why) ?? 0) + 1);
      resolve(tries > 1 ? connect(i, tries - 1) : undefined);
    });
  });
}

// a hundred at a time per thread: the server's accept queue (511) is shared by every thread's
for (let i = 0; i < count; i += 100) {
  await Promise.all(Array.from({ length: Math.min(100, count - i) }, (_, j) => connect(i + j)));
}
parentPort.postMessage({
  type: 'connected',
  connected: sockets.filter((s) => s?.readyState === WebSocket.OPEN).length,
  failures: Object.fromEntries(failures),
});

parentPort.on('message', (m) => {
  if (m === 'start') {
    histogram = new Uint32Array(BUCKETS);
    received = new Uint32Array(count);
    delivered = 0;
    measuring = true;
  } else if (m === 'stop') {
    measuring = false;
    const silent = received.reduce((n, r) => n + (r === 0 ? 1 : 0), 0);
    parentPort.postMessage({ type: 'figures', histogram, delivered, silent });
  } else if (m === 'close') {
    for (const s of sockets) s?.terminate();
    parentPort.postMessage({ type: 'closed' });
  }
});
