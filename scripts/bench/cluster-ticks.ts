// Websocket fan-out of a cluster against one instance (issue 35, decision 081), in one run:
// (a) one instance alone (no Redis) on PostgreSQL, N clients on its /ws; (b) three candidates for
// the engine (issue 36): the leader and two followers (three processes, one PostgreSQL database,
// one Redis prefix), the same N clients
// spread evenly over the three (a balancer without sticky sessions). Every client subscribes to the all-quotes channel while the
// market ticks at 4 Hz (as bench:ticks). Per process: CPU share (/proc), delivery latency
// (tick time → client receive) p50/p99, deliveries/s. Capacity at one full core per instance:
// what three machines of one core each would serve, against one machine of one core.
//   npm run bench:cluster-ticks                 (1,000 and 3,000 clients in all, 10 s each)
//   BENCH_CLIENTS=600 BENCH_SECONDS=5 npm run bench:cluster-ticks
//   SPOT_MARKET_MAKER=false npm run bench:cluster-ticks   (without the house market maker, most
//                                                         of an engine's fixed cost on PostgreSQL)
// Needs PostgreSQL (BENCH_PG_URL) and Redis (BENCH_REDIS_URL). Every client must connect and
// receive frames while measured; anything less stops the run.
import fs from 'node:fs';
import os from 'node:os';
import WebSocket from 'ws';
import { freePort, startBenchCluster } from './lib/cluster.ts';
import { setting, sized } from './lib/scale.ts';
import { type BenchServer, benchPort, startBenchServer } from './lib/server.ts';

const CLIENT_COUNTS = (process.env.BENCH_CLIENTS ?? sized('1000,3000', '30,60')).split(',').map(Number);
const SECONDS = setting('BENCH_SECONDS', 10, 2);
/** Waits before measuring (connections settling) and after closing them. */
const SETTLE_MS = sized(2000, 300);
const RELEASE_MS = sized(1500, 300);
/** A started server's first seconds (its first frames, the market maker's first quotes) are not idle. */
const WARMUP_MS = sized(5000, 0);
const TICK_MS = 250;
const TICKS_PER_SEC = 1000 / TICK_MS;
/** The same settings on both sides: only Redis and the roles differ. */
const SERVER_ENV = { MARKET_TICK_MS: String(TICK_MS) };

interface Instance {
  name: string;
  server: BenchServer;
}

interface Row {
  setup: 'single' | 'cluster';
  instance: string;
  /** Clients on this instance (of `total`). */
  clients: number;
  total: number;
  p50: number;
  p99: number;
  deliveredPerSec: number;
  /** clients × 4 Hz */
  expectedPerSec: number;
  /**
   * Market frames this instance's clients heard per second (distinct seqs): below 4, the market
   * itself skipped slots (its process waited for a core), which no client could have received.
   */
  framesPerSec: number;
  cpuPercent: number;
  rssMB: number;
}

function percentile(sorted: number[], p: number) {
  return sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number) : Number.NaN;
}

function rssMB(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return +(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024).toFixed(1);
  } catch {
    return Number.NaN;
  }
}

/** Process CPU (ms) of each instance so far. */
function cpuNow(instances: Instance[]): number[] {
  return instances.map(({ name, server }) => {
    const cpu = server.cpu();
    if (!cpu) throw new Error(`${name}: no CPU figures (/proc): this benchmark needs Linux`);
    return cpu.processMs;
  });
}

/**
 * Each instance's CPU share (% of one core) with no client connected, over twice a case's time:
 * the fixed cost varies from second to second (candle writes, the market maker's quotes).
 */
async function idleCpu(instances: Instance[]): Promise<number[]> {
  const before = cpuNow(instances);
  const t0 = Date.now();
  await new Promise((r) => setTimeout(r, 2 * SECONDS * 1000));
  const elapsed = Date.now() - t0;
  return cpuNow(instances).map((ms, i) => +(((ms - (before[i] as number)) / elapsed) * 100).toFixed(1));
}

/**
 * `total` clients spread evenly over the instances (client i on instance i mod k, as a
 * balancer without sticky sessions would), all subscribed to quotes, measured together.
 */
async function measure(setup: Row['setup'], instances: Instance[], total: number): Promise<{ rows: Row[]; clientCpuPercent: number }> {
  const k = instances.length;
  const latencies = instances.map(() => [] as number[]);
  const delivered = instances.map(() => 0);
  const frames = instances.map(() => new Set<number>());
  const received = new Map<WebSocket, number>();
  const sockets: { ws: WebSocket; at: number }[] = [];
  let measuring = false;
  for (let i = 0; i < total; i += 250) {
    const batch = Array.from({ length: Math.min(250, total - i) }, (_, j) => {
      const at = (i + j) % k;
      const { server } = instances[at] as Instance;
      const ws = new WebSocket(`${server.base.replace('http', 'ws')}/ws`, { perMessageDeflate: false });
      ws.on('message', (data: Buffer) => {
        if (!measuring) return;
        // frames start with {"type":"update",...,"time":<ms>,: read the time without parsing all
        const text = data.toString('latin1', 0, 120);
        const t = text.indexOf('"time":');
        if (t < 0) return;
        delivered[at] = (delivered[at] as number) + 1;
        const q = text.indexOf('"seq":');
        if (q >= 0) frames[at]?.add(Number.parseInt(text.slice(q + 6), 10));
        received.set(ws, (received.get(ws) ?? 0) + 1);
        (latencies[at] as number[]).push(Date.now() - Number.parseInt(text.slice(t + 7), 10));
      });
      ws.on('error', () => {});
      sockets.push({ ws, at });
      return new Promise<void>((resolve) => {
        ws.once('open', () => {
          ws.send(JSON.stringify({ op: 'subscribe', channel: 'quotes' }));
          resolve();
        });
        ws.once('error', () => resolve());
      });
    });
    await Promise.all(batch);
  }
  const connected = sockets.filter((s) => s.ws.readyState === WebSocket.OPEN).length;
  if (connected !== total) throw new Error(`${setup}: ${connected} of ${total} clients connected`);
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  const rss = instances.map(({ server }) => rssMB(server.pid));
  const cpu0 = cpuNow(instances);
  const client0 = process.cpuUsage();
  const t0 = Date.now();
  measuring = true;
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  measuring = false;
  const elapsedMs = Date.now() - t0;
  const cpu = cpuNow(instances).map((ms, i) => (ms - (cpu0[i] as number)) / elapsedMs);
  const clientCpu = process.cpuUsage(client0);
  // every client got frames, on every instance (how many, and how late, is the measurement)
  for (let i = 0; i < k; i++) {
    const silent = sockets.filter((s) => s.at === i && !received.has(s.ws)).length;
    if (silent > 0) throw new Error(`${setup} ${(instances[i] as Instance).name}: ${silent} clients received no frame in ${SECONDS} s`);
  }
  for (const s of sockets) s.ws.terminate();
  await new Promise((r) => setTimeout(r, RELEASE_MS));
  const rows = instances.map(({ name }, i): Row => {
    const sorted = (latencies[i] as number[]).sort((a, b) => a - b);
    const clients = sockets.filter((s) => s.at === i).length;
    return {
      setup,
      instance: name,
      clients,
      total,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      deliveredPerSec: Math.round(((delivered[i] as number) * 1000) / elapsedMs),
      expectedPerSec: Math.round(clients * TICKS_PER_SEC),
      framesPerSec: +(((frames[i] as Set<number>).size * 1000) / elapsedMs).toFixed(2),
      cpuPercent: +((cpu[i] as number) * 100).toFixed(1),
      rssMB: rss[i] as number,
    };
  });
  return { rows, clientCpuPercent: +(((clientCpu.user + clientCpu.system) / 1000 / elapsedMs) * 100).toFixed(1) };
}

/**
 * Clients served at 4 Hz: deliveries/s ÷ 4. Where the market skipped slots (its process waited
 * for a core) or a slow client skipped frames, fewer were served than connected, and the CPU
 * share measured paid for those only.
 */
const served = (r: Row) => r.deliveredPerSec / TICKS_PER_SEC;

/**
 * Clients one full core could serve: a line (a fixed cost per tick plus a cost per client served)
 * fitted by least squares to the CPU share with no client and at each client count (bench:ticks
 * draws it through its two counts; the idle point here steadies it against the fixed cost's
 * noise, several points of a core on PostgreSQL with the house market maker on).
 */
function extrapolated(points: { clients: number; cpuPercent: number }[]): number {
  const n = points.length;
  const mx = points.reduce((s, p) => s + p.clients, 0) / n;
  const my = points.reduce((s, p) => s + p.cpuPercent, 0) / n;
  const sxx = points.reduce((s, p) => s + (p.clients - mx) ** 2, 0);
  if (n < 2 || sxx === 0) return Number.NaN;
  const perClient = points.reduce((s, p) => s + (p.clients - mx) * (p.cpuPercent - my), 0) / sxx;
  // noise larger than the cost of the clients: no figure rather than an absurd one
  if (perClient <= 0) return Number.NaN;
  const fixed = my - perClient * mx;
  return Math.round((100 - fixed) / perClient);
}

/**
 * The same with one cost per client for every instance (each keeping its own fixed cost): every
 * instance fans out with the same code, a ws.send per client of one serialized frame, so the
 * points of all four fit one slope, steadier than an engine's own where the market maker's
 * varying cost is larger than its clients'. Capacity per instance, by name.
 */
function extrapolatedShared(byInstance: Map<string, { clients: number; cpuPercent: number }[]>): Map<string, number> {
  let sxy = 0;
  let sxx = 0;
  const means = new Map<string, { mx: number; my: number }>();
  for (const [name, points] of byInstance) {
    const mx = points.reduce((s, p) => s + p.clients, 0) / points.length;
    const my = points.reduce((s, p) => s + p.cpuPercent, 0) / points.length;
    means.set(name, { mx, my });
    for (const p of points) {
      sxy += (p.clients - mx) * (p.cpuPercent - my);
      sxx += (p.clients - mx) ** 2;
    }
  }
  const perClient = sxx > 0 ? sxy / sxx : Number.NaN;
  const capacity = new Map<string, number>();
  for (const [name, { mx, my }] of means)
    capacity.set(name, perClient > 0 ? Math.round((100 - (my - perClient * mx)) / perClient) : Number.NaN);
  return capacity;
}

/** Clients per full core at one size: clients served / CPU fraction (the fixed cost counted as if per client). */
const proportional = (r: Row) => Math.round(served(r) / (r.cpuPercent / 100));

const fmt = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : 'n/a');
const ratio = (a: number, b: number) => (Number.isFinite(a / b) ? `${(a / b).toFixed(2)}x` : 'n/a');
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

const rows: Row[] = [];
const clientCpu: { setup: string; total: number; clientCpuPercent: number }[] = [];
let idle: { instance: string; cpuPercent: number }[] = [];
console.log(`load average (1/5/15 min) at start: ${load()}`);

// Both set-ups run side by side and are measured in turn (each case with the other idle), so both
// meet the same moment of a shared machine; CPU is counted per process. The single instance is
// on PostgreSQL like the cluster, with the same settings: only Redis and the roles differ.
const single = await startBenchServer(benchPort(3996), SERVER_ENV, { store: 'postgres' });
try {
  const cluster = await startBenchCluster(await freePort(), 2, SERVER_ENV);
  try {
    const one: Instance[] = [{ name: 'single', server: single }];
    const three: Instance[] = cluster.all.map((server, i) => ({ name: i === 0 ? 'leader' : `follower-${i}`, server }));
    await new Promise((r) => setTimeout(r, WARMUP_MS));
    const idleCpus = await idleCpu([...one, ...three]);
    idle = [...one, ...three].map(({ name }, i) => ({ instance: name, cpuPercent: idleCpus[i] as number }));
    for (const n of CLIENT_COUNTS) {
      for (const [setup, instances] of [
        ['single', one],
        ['cluster', three],
      ] as const) {
        const m = await measure(setup, instances, n);
        rows.push(...m.rows);
        clientCpu.push({ setup, total: n, clientCpuPercent: m.clientCpuPercent });
      }
    }
  } finally {
    await cluster.stop();
  }
} finally {
  await single.stop();
}

console.log(
  `\n${os.cpus().length} cores, node ${process.version}, ticks every ${TICK_MS} ms, ${SECONDS} s per case, PostgreSQL, ` +
    `house market maker ${process.env.SPOT_MARKET_MAKER === 'false' ? 'off' : 'on'}; load average at the end: ${load()}\n`,
);
console.table(rows);
console.log('the client process (all sockets, one process) meanwhile:');
console.table(clientCpu);
console.log(`CPU with no client connected, all four at once over ${2 * SECONDS} s (% of a core):`);
console.table(idle);
const idleOf = (name: string) => idle.find((r) => r.instance === name)?.cpuPercent ?? Number.NaN;
console.log(
  `the leader's added cost of publishing each frame to Redis, no clients: ${(idleOf('leader') - idleOf('single')).toFixed(1)} % of a core ` +
    `(leader ${idleOf('leader')} %, the single instance ${idleOf('single')} %); a follower following the frames: ` +
    `${idleOf('follower-1')} % and ${idleOf('follower-2')} %`,
);

// what three machines of one core each would serve, against one machine of one core
const names = ['leader', 'follower-1', 'follower-2'];
console.log('\ncapacity at one full core per instance (clients served at 4 Hz):');
for (const n of CLIENT_COUNTS) {
  const one = rows.find((r) => r.setup === 'single' && r.total === n) as Row;
  const three = rows.filter((r) => r.setup === 'cluster' && r.total === n);
  const sum = three.reduce((s, r) => s + proportional(r), 0);
  console.log(
    `  at ${fmt(n)} clients (Σ clients / CPU share): single ${fmt(proportional(one))}, cluster ${fmt(sum)} ` +
      `(${three.map((r) => `${r.instance} ${fmt(proportional(r))}`).join(', ')}): ${ratio(sum, proportional(one))}`,
  );
}
{
  const pointsOf = (name: string) => [
    { clients: 0, cpuPercent: idleOf(name) },
    ...rows.filter((r) => r.instance === name).map((r) => ({ clients: served(r), cpuPercent: r.cpuPercent })),
  ];
  const one = extrapolated(pointsOf('single'));
  const each = names.map((name) => extrapolated(pointsOf(name)));
  const sum = each.reduce((s, c) => s + c, 0);
  console.log(
    `  extrapolated, each instance its own line through 0, ${CLIENT_COUNTS.map(fmt).join(', ')} clients (fixed cost + cost per client): ` +
      `single ${fmt(one)}, cluster ${fmt(sum)} (${names.map((n, i) => `${n} ${fmt(each[i] as number)}`).join(', ')}): ` +
      `${ratio(sum, one)} (goal ≥ 2.5x)`,
  );
  const shared = extrapolatedShared(new Map(['single', ...names].map((name) => [name, pointsOf(name)])));
  const sharedSum = names.reduce((s, name) => s + (shared.get(name) as number), 0);
  console.log(
    `  extrapolated, one cost per client for all four (each its own fixed cost): single ${fmt(shared.get('single') as number)}, ` +
      `cluster ${fmt(sharedSum)} (${names.map((n) => `${n} ${fmt(shared.get(n) as number)}`).join(', ')}): ${ratio(sharedSum, shared.get('single') as number)} (goal ≥ 2.5x)`,
  );
}
// measured on this machine, not extrapolated: the cluster's processes share its cores with the clients
console.log(`\nas measured on this machine (${os.cpus().length} cores shared by the servers, the client process and whatever else runs):`);
for (const n of CLIENT_COUNTS) {
  const one = rows.find((r) => r.setup === 'single' && r.total === n) as Row;
  const three = rows.filter((r) => r.setup === 'cluster' && r.total === n);
  const cpu = three.reduce((s, r) => s + r.cpuPercent, 0);
  const worstP99 = Math.max(...three.map((r) => r.p99));
  const delivered = three.reduce((s, r) => s + r.deliveredPerSec, 0);
  console.log(
    `  ${fmt(n)} clients: single ${one.cpuPercent} % of a core, p99 ${one.p99} ms, ${fmt(one.deliveredPerSec)} of ${fmt(one.expectedPerSec)} deliveries/s; ` +
      `cluster ${cpu.toFixed(1)} % in all, worst p99 ${worstP99} ms, ${fmt(delivered)} of ${fmt(n * TICKS_PER_SEC)} deliveries/s`,
  );
}
