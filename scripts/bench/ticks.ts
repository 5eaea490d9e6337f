// Websocket fan-out: N clients on loopback subscribed to the all-quotes channel while the
// market ticks at 4 Hz. Prints delivery latency (tick time → client receive) p50/p99, the
// server's CPU share and memory per connection, and the same for a bare `ws` server that
// broadcasts frames of the same size, as the baseline.
//   npm run bench:ticks                 (1,000, 5,000 and 10,000 clients, 10 s each)
//   BENCH_CLIENTS=1000 BENCH_SECONDS=5 npm run bench:ticks
// The clients live in worker threads (ticks-clients.mjs, one per BENCH_CLIENTS_PER_WORKER), so
// one client thread draining every frame is not the latency measured. Each connection is a file
// descriptor in the client process and in the server: 10,000 clients need `ulimit -n` above
// 10,000 (the server inherits this process's limit).
// Every client must connect and receive frames while measured; anything less stops the run.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { type Figure, reportFigures } from './lib/figures.ts';
import { setting, sized } from './lib/scale.ts';
import { benchPort, startBenchServer } from './lib/server.ts';
import { mainThreadCpuMs } from './lib/thread-cpu.ts';

const CLIENT_COUNTS = (process.env.BENCH_CLIENTS ?? sized('1000,5000,10000', '20,50')).split(',').map(Number);
/** Clients per worker thread (the smoke run still spreads its larger case over two). */
const CLIENTS_PER_WORKER = setting('BENCH_CLIENTS_PER_WORKER', 2000, 25);
const CLIENTS_WORKER = new URL('./ticks-clients.mjs', import.meta.url);
const SECONDS = setting('BENCH_SECONDS', 10, 2);
/** Waits before and after measuring (connections settling, memory released). */
const SETTLE_MS = sized(2000, 300);
const RELEASE_MS = sized(1500, 300);
const TICK_MS = 250;
const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const TICKS_PER_SEC = os.cpus().length && 1000 / TICK_MS;

/** The process's CPU in clock ticks: in user space and in the kernel (the socket writes' system calls). */
function cpuTicks(pid: number): { user: number; system: number } {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { user: Number(fields[11]), system: Number(fields[12]) }; // utime, stime
}
function rssBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}
const CLK_TCK = 100;

/** The latency at percentile p of a histogram of whole milliseconds. */
function percentile(histogram: Uint32Array, p: number) {
  const total = histogram.reduce((n, c) => n + c, 0);
  if (total === 0) return Number.NaN;
  const rank = Math.min(total - 1, Math.floor((p / 100) * total));
  let seen = 0;
  for (let ms = 0; ms < histogram.length; ms++) {
    seen += histogram[ms] as number;
    if (seen > rank) return ms;
  }
  return histogram.length - 1;
}

interface Result {
  server: string;
  clients: number;
  workers: number;
  p50: number;
  p99: number;
  deliveredPerSec: number;
  expectedPerSec: number;
  cpuPercent: number;
  /** of which in the kernel (system time): the part a server cannot frame away */
  systemPercent: number;
  /** the serving process's main thread, per delivery: the figure least moved by other load */
  mainUsPerDelivery: number;
  rssMB: number;
  kbPerConnection: number;
  /** the 1-minute load average at the end of the case */
  load: number;
}

type FromWorker =
  | { type: 'connected'; connected: number; failures: Record<string, number> }
  | { type: 'figures'; histogram: Uint32Array; delivered: number; silent: number }
  | { type: 'closed' };

/** A worker thread's clients, and a way to wait for its next message of a type. */
function clientWorker(url: string, count: number, subscribe: boolean) {
  const worker = new Worker(CLIENTS_WORKER, { workerData: { url, count, subscribe } });
  const next = <T extends FromWorker['type']>(type: T) =>
    new Promise<Extract<FromWorker, { type: T }>>((resolve, reject) => {
      const onMessage = (m: FromWorker) => {
        if (m.type !== type) return;
        worker.off('message', onMessage);
        worker.off('error', reject);
        resolve(m as Extract<FromWorker, { type: T }>);
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
  return { worker, next };
}

async function measure(name: string, wsUrl: string, pid: number, n: number, subscribe: boolean): Promise<Result> {
  const rssBefore = rssBytes(pid);
  const counts = Array.from({ length: Math.ceil(n / CLIENTS_PER_WORKER) }, (_, i) =>
    Math.min(CLIENTS_PER_WORKER, n - i * CLIENTS_PER_WORKER),
  );
  const workers = counts.map((count) => clientWorker(wsUrl, count, subscribe));
  try {
    const ready = await Promise.all(workers.map((w) => w.next('connected')));
    const connected = ready.reduce((sum, m) => sum + m.connected, 0);
    const failures = ready.flatMap((m) => Object.entries(m.failures)).map(([why, times]) => `${why} ×${times}`);
    if (connected !== n) throw new Error(`${name}: ${connected} of ${n} clients connected (failed tries: ${failures.join(', ')})`);
    if (failures.length > 0) console.log(`${name}, ${n} clients: connected after failed tries (${failures.join(', ')})`);
    await new Promise((r) => setTimeout(r, SETTLE_MS)); // settle
    const rssAfter = rssBytes(pid);
    const cpu0 = cpuTicks(pid);
    const main0 = mainThreadCpuMs(pid) ?? Number.NaN;
    const t0 = Date.now();
    for (const w of workers) w.worker.postMessage('start');
    await new Promise((r) => setTimeout(r, SECONDS * 1000));
    const figures = workers.map((w) => w.next('figures'));
    for (const w of workers) w.worker.postMessage('stop');
    const all = await Promise.all(figures);
    const elapsed = (Date.now() - t0) / 1000;
    const cpu1 = cpuTicks(pid);
    const cpu = (cpu1.user + cpu1.system - cpu0.user - cpu0.system) / CLK_TCK / elapsed;
    const system = (cpu1.system - cpu0.system) / CLK_TCK / elapsed;
    const mainMs = (mainThreadCpuMs(pid) ?? Number.NaN) - main0;
    const load = os.loadavg()[0] as number;
    // every client got frames (how many, and how late, is the measurement)
    const silent = all.reduce((sum, f) => sum + f.silent, 0);
    if (silent > 0) throw new Error(`${name}: ${silent} of ${n} clients received no frame in ${SECONDS} s`);
    const histogram = new Uint32Array(all[0]?.histogram.length ?? 0);
    for (const f of all) for (let i = 0; i < histogram.length; i++) histogram[i] = (histogram[i] as number) + (f.histogram[i] as number);
    const delivered = all.reduce((sum, f) => sum + f.delivered, 0);
    await Promise.all(
      workers.map((w) => {
        const closed = w.next('closed');
        w.worker.postMessage('close');
        return closed;
      }),
    );
    await new Promise((r) => setTimeout(r, RELEASE_MS));
    const rssLeft = rssBytes(pid);
    return {
      server: name,
      clients: n,
      workers: workers.length,
      p50: percentile(histogram, 50),
      p99: percentile(histogram, 99),
      deliveredPerSec: Math.round(delivered / elapsed),
      expectedPerSec: Math.round(connected * TICKS_PER_SEC),
      cpuPercent: +(cpu * 100).toFixed(1),
      systemPercent: +(system * 100).toFixed(1),
      mainUsPerDelivery: +((mainMs * 1000) / Math.max(1, delivered)).toFixed(2),
      rssMB: +(rssAfter / 1048576).toFixed(1),
      // GC makes this approximate: the mean of the deltas against before and after
      kbPerConnection: +((rssAfter - (rssBefore + rssLeft) / 2) / 1024 / Math.max(1, connected)).toFixed(1),
      load: +load.toFixed(2),
    };
  } finally {
    await Promise.all(workers.map((w) => w.worker.terminate()));
  }
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
    for (const [name, url, pid, subscribe] of [
      ['platform /ws', `ws://127.0.0.1:${port}/ws`, server.pid, true],
      ['bare ws', `ws://127.0.0.1:${barePort}/`, bare.pid as number, false],
    ] as const) {
      const result = await measure(name, url, pid, n, subscribe);
      results.push(result);
      console.log(JSON.stringify(result)); // each case as it ends: a run stopped later keeps it
    }
  }
  console.log(
    `\n${os.cpus().length} cores, node ${process.version}, ticks every ${TICK_MS} ms, ${SECONDS} s per case, up to ${CLIENTS_PER_WORKER} clients per worker thread\n`,
  );
  console.table(results);
  // Capacity: the number of clients one fully used core could serve, extrapolated from the
  // CPU share at the two client counts (fixed per-tick work + a cost per delivery).
  const capacity = (server: string, share: (r: Result) => number = (r) => r.cpuPercent) => {
    const rows = results.filter((r) => r.server === server).sort((a, b) => a.clients - b.clients);
    const [lo, hi] = [rows[0], rows.at(-1)];
    if (!lo || !hi || hi.clients === lo.clients) return Number.NaN;
    const perClient = (share(hi) - share(lo)) / (hi.clients - lo.clients);
    return Math.round(lo.clients + (100 - share(lo)) / perClient);
  };
  // a case whose clients got fewer frames than sent (slow readers coalesced or skipped) cost the
  // server less: its CPU share understates the capacity's denominator, so the figure is flagged
  const short = results.filter((r) => r.deliveredPerSec < 0.95 * r.expectedPerSec);
  for (const r of short)
    console.log(
      `note: ${r.server} at ${r.clients} clients delivered ${r.deliveredPerSec} of ${r.expectedPerSec} frames/s: its capacity figure is not comparable`,
    );
  const ours = capacity('platform /ws');
  const base = capacity('bare ws');
  if (Number.isFinite(ours) && Number.isFinite(base)) {
    console.log(`capacity at one full core: platform ${ours} clients, bare ws ${base} clients (${(ours / base).toFixed(2)}x baseline)`);
  }
  // The ceiling one socket write per client and frame sets: the platform's capacity were its
  // kernel time (the writes' system calls, loopback delivery included) all it spent. No work
  // saved in user space takes the ratio past this.
  const kernelOnly = capacity('platform /ws', (r) => r.systemPercent);
  if (Number.isFinite(kernelOnly) && Number.isFinite(base)) {
    console.log(
      `ceiling with no user-space work (the platform's kernel time only): ${kernelOnly} clients a core, ${(kernelOnly / base).toFixed(2)}x baseline`,
    );
  }
  // the same comparison from the main threads' CPU: the marginal cost of a delivery between the
  // smallest and the largest case (the tick's own work cancels out; less moved by other load)
  const marginalUs = (server: string) => {
    const rows = results.filter((r) => r.server === server).sort((a, b) => a.clients - b.clients);
    const [lo, hi] = [rows[0], rows.at(-1)];
    if (!lo || !hi || hi.deliveredPerSec === lo.deliveredPerSec) return Number.NaN;
    const msPerSec = (r: Result) => r.mainUsPerDelivery * r.deliveredPerSec;
    return +((msPerSec(hi) - msPerSec(lo)) / (hi.deliveredPerSec - lo.deliveredPerSec)).toFixed(2);
  };
  const [oursUs, baseUs] = [marginalUs('platform /ws'), marginalUs('bare ws')];
  if (Number.isFinite(oursUs) && Number.isFinite(baseUs)) {
    console.log(
      `main-thread CPU per further delivery: platform ${oursUs} µs, bare ws ${baseUs} µs (${(baseUs / oursUs).toFixed(2)}x baseline); load ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  }
  // for bench:speed (issue 44)
  const figures: Figure[] = [
    { figure: 'capacity ÷ bare ws', value: +(ours / base).toFixed(2) },
    { figure: 'bare ws capacity (clients a core)', value: base },
    { figure: 'platform capacity (clients a core)', value: ours },
    { figure: 'ceiling ÷ bare ws (platform kernel time only)', value: +(kernelOnly / base).toFixed(2) },
    { figure: 'bare ws ÷ platform main-thread µs a further delivery', value: +(baseUs / oursUs).toFixed(2) },
  ];
  for (const r of results)
    figures.push({
      figure: `${r.server === 'bare ws' ? 'bare ws ' : ''}p99 ms at ${r.clients.toLocaleString('en-US')} clients`,
      value: r.p99,
    });
  reportFigures('ticks', figures);
} finally {
  stopAll();
  await server.stop();
}
