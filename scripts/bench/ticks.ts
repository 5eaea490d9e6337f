// Websocket fan-out: N clients on loopback subscribed to the all-quotes channel while the
// market ticks at 4 Hz. Prints delivery latency (tick time → client receive) p50/p99, the
// server's CPU share and memory per connection, and the same for a bare `ws` server that
// broadcasts frames of the same size, as the baseline.
//   npm run bench:ticks                 (1,000 and 5,000 clients, 10 s each)
//   BENCH_CLIENTS=1000 BENCH_SECONDS=5 npm run bench:ticks
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';

const CLIENT_COUNTS = (process.env.BENCH_CLIENTS ?? '1000,5000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
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

/** The process that actually serves (tsx runs node as a child). */
function serverPid(child: ChildProcess): number {
  const kids = (pid: number) => {
    try {
      return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return [];
    }
  };
  let pid = child.pid as number;
  for (;;) {
    const k = kids(pid);
    if (!k.length) return pid;
    pid = k[k.length - 1] as number;
  }
}

async function waitFor(url: string) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

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
  await new Promise((r) => setTimeout(r, 2000)); // settle
  const rssAfter = rssBytes(pid);
  const cpu0 = cpuTicks(pid);
  const t0 = Date.now();
  measuring = true;
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  measuring = false;
  const elapsed = (Date.now() - t0) / 1000;
  const cpu = (cpuTicks(pid) - cpu0) / CLK_TCK / elapsed;
  for (const s of sockets) s.terminate();
  await new Promise((r) => setTimeout(r, 1500));
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
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ticks-'));
const stopAll = () => {
  for (const c of children)
    if (c.pid)
      try {
        process.kill(-c.pid, 'SIGTERM');
      } catch {}
};
process.on('exit', stopAll);

try {
  const port = 3997;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    DATABASE_URL: `file:${path.join(dir, 'bench.db')}`,
    MARKET_TICK_MS: String(TICK_MS),
    ADMIN_PASSWORD: 'bench-admin-password',
  };
  const prep = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/db/seed.ts'], { cwd: ROOT, env, stdio: 'ignore' });
  await new Promise((r) => prep.on('exit', r));
  const server = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/serve.ts'], {
    cwd: ROOT,
    env,
    stdio: 'inherit',
    detached: true,
  });
  children.push(server);
  await waitFor(`http://127.0.0.1:${port}/api/health`);

  // the baseline: a bare ws server broadcasting a frame of the same size at the same rate
  const sample = await (await fetch(`http://127.0.0.1:${port}/api/product/list`, { headers: { AppKey: 'tradeweb' } })).json();
  const bare = spawn(
    process.execPath,
    [path.join(ROOT, 'scripts/bench/bare-ws-server.mjs'), '3996', String(TICK_MS), String(JSON.stringify(sample.data).length)],
    {
      cwd: ROOT,
      stdio: 'inherit',
      detached: true,
    },
  );
  children.push(bare);
  await new Promise((r) => setTimeout(r, 500));

  const results: Result[] = [];
  for (const n of CLIENT_COUNTS) {
    results.push(await measure('platform /ws', `ws://127.0.0.1:${port}/ws`, serverPid(server), n, true));
    results.push(await measure('bare ws', 'ws://127.0.0.1:3996/', bare.pid as number, n, false));
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
  fs.rmSync(dir, { recursive: true, force: true });
}
