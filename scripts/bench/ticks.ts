// Websocket fan-out: N clients on loopback subscribed to the all-quotes channel while the
// market ticks at 4 Hz. Prints delivery latency (tick time → client receive) p50/p99, the
// server's CPU share and memory per connection, and the same for a bare `ws` server that
// broadcasts frames of the same size, as the baseline.
//   npm run bench:ticks                 (1,000 and 5,000 clients, 10 s each)
//   BENCH_CLIENTS=1000 BENCH_SECONDS=5 npm run bench:ticks
// Every client must connect and receive frames while measured; anything less stops the run.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { setting, sized } from './lib/scale.ts';
import { benchPort, startBenchServer } from './lib/server.ts';

const CLIENT_COUNTS = (process.env.BENCH_CLIENTS ?? sized('1000,5000', '20,50')).split(',').map(Number);
const SECONDS = setting('BENCH_SECONDS', 10, 2);
/** Waits before and after measuring (connections settling, memory released). */
const SETTLE_MS = sized(2000, 300);
const RELEASE_MS = sized(1500, 300);
const TICK_MS = 250;
const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const TICKS_PER_SEC = os.cpus().length && 1000 / TICK_MS;

function cpuTicks(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]); // utime + stime, in clock ticks
}
function rssBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}
const CLK_TCK = 100;

function percentile(sorted: number[], p: number) {
  return sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number) : Number.NaN;
}

interface Result {
  server: string;
  clients: number;
  connected: number;
  p50: number;
  p99: number;
  deliveredPerSec: number;
  expectedPerSec: number;
  cpuPercent: number;
  rssMB: number;
  kbPerConnection: number;
}

async function measure(name: string, wsUrl: string, pid: number, n: number, subscribe: boolean): Promise<Result> {
  const latencies: number[] = [];
  let delivered = 0;
  let measuring = false;
  const sockets: WebSocket[] = [];
  /** Frames each client received while measured. */
  const received = new Map<WebSocket, number>();
  const rssBefore = rssBytes(pid);
  for (let i = 0; i < n; i += 250) {
    const batch = Array.from({ length: Math.min(250, n - i) }, () => {
      const ws = new WebSocket(wsUrl, { perMessageDeflate: false });
      ws.on('message', (data: Buffer) => {
        if (!measuring) return;
        // frames start with {"type":"update",...,"time":<ms>,: read the time without parsing all
        const text = data.toString('latin1', 0, 120);
        const at = text.indexOf('"time":');
        if (at < 0) return;
        delivered++;
        received.set(ws, (received.get(ws) ?? 0) + 1);
        latencies.push(Date.now() - Number.parseInt(text.slice(at + 7), 10));
      });
      ws.on('error', () => {});
      sockets.push(ws);
      return new Promise<void>((resolve) => {
        ws.once('open', () => {
          if (subscribe) ws.send(JSON.stringify({ op: 'subscribe', channel: 'quotes' }));
          resolve();
        });
        ws.once('error', () => resolve());
      });
    });
    await Promise.all(batch);
  }
  const connected = sockets.filter((s) => s.readyState === WebSocket.OPEN).length;
  if (connected !== n) throw new Error(`${name}: ${connected} of ${n} clients connected`);
  await new Promise((r) => setTimeout(r, SETTLE_MS)); // settle
  const rssAfter = rssBytes(pid);
  const cpu0 = cpuTicks(pid);
  const t0 = Date.now();
  measuring = true;
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  measuring = false;
  const elapsed = (Date.now() - t0) / 1000;
  const cpu = (cpuTicks(pid) - cpu0) / CLK_TCK / elapsed;
  // every client got frames (how many, and how late, is the measurement)
  const silent = sockets.filter((s) => !received.has(s)).length;
  if (silent > 0) throw new Error(`${name}: ${silent} of ${n} clients received no frame in ${SECONDS} s`);
  for (const s of sockets) s.terminate();
  await new Promise((r) => setTimeout(r, RELEASE_MS));
  const rssLeft = rssBytes(pid);
  latencies.sort((a, b) => a - b);
  return {
    server: name,
    clients: n,
    connected,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    deliveredPerSec: Math.round(delivered / elapsed),
    expectedPerSec: Math.round(connected * TICKS_PER_SEC),
    cpuPercent: +(cpu * 100).toFixed(1),
    rssMB: +(rssAfter / 1048576).toFixed(1),
    // GC makes this approximate: the mean of the deltas against before and after
    kbPerConnection: +((rssAfter - (rssBefore + rssLeft) / 2) / 1024 / Math.max(1, connected)).toFixed(1),
  };
}

const children: ChildProcess[] = [];
const stopAll = () => {
  for (const c of children)
    if (c.pid)
      try {
        process.kill(-c.pid, 'SIGTERM');
      } catch {}
};
process.on('exit', stopAll);

const server = await startBenchServer(benchPort(3997), { MARKET_TICK_MS: String(TICK_MS) });
try {
  const port = new URL(server.base).port;
  // the baseline: a bare ws server broadcasting a frame of the same size at the same rate, on a
  // free port it reports
  const sample = (await server.ok('GET', '/api/product/list')).data;
  const bare = spawn(
    process.execPath,
    [path.join(ROOT, 'scripts/bench/bare-ws-server.mjs'), '0', String(TICK_MS), String(JSON.stringify(sample).length)],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'], detached: true },
  );
  children.push(bare);
  const barePort = await new Promise<number>((resolve, reject) => {
    bare.stdout?.once('data', (line: Buffer) => resolve(Number(/listening (\d+)/.exec(line.toString())?.[1])));
    bare.once('exit', (code) => reject(new Error(`the bare ws server exited (${code})`)));
  });

  const results: Result[] = [];
  for (const n of CLIENT_COUNTS) {
    results.push(await measure('platform /ws', `ws://127.0.0.1:${port}/ws`, server.pid, n, true));
    results.push(await measure('bare ws', `ws://127.0.0.1:${barePort}/`, bare.pid as number, n, false));
  }
  console.log(`\n${os.cpus().length} cores, node ${process.version}, ticks every ${TICK_MS} ms, ${SECONDS} s per case\n`);
  console.table(results);
  // Capacity: the number of clients one fully used core could serve, extrapolated from the
  // CPU share at the two client counts (fixed per-tick work + a cost per delivery).
  const capacity = (server: string) => {
    const rows = results.filter((r) => r.server === server).sort((a, b) => a.clients - b.clients);
    const [lo, hi] = [rows[0], rows.at(-1)];
    if (!lo || !hi || hi.clients === lo.clients) return Number.NaN;
    const perClient = (hi.cpuPercent - lo.cpuPercent) / (hi.clients - lo.clients);
    return Math.round(lo.clients + (100 - lo.cpuPercent) / perClient);
  };
  const ours = capacity('platform /ws');
  const base = capacity('bare ws');
  if (Number.isFinite(ours) && Number.isFinite(base)) {
    console.log(`capacity at one full core: platform ${ours} clients, bare ws ${base} clients (${(ours / base).toFixed(2)}x baseline)`);
  }
} finally {
  stopAll();
  await server.stop();
}
