// How long engine work stops when the engine's leader dies (issue 36): three candidates for the
// engine lease (one PostgreSQL database, Redis between them) under light load (guests placing
// demo fast and spot orders and reading a book through every instance). The leader is killed
// (SIGKILL) BENCH_ROUNDS times, the killed instance started again after each round; then one
// round pauses it (SIGSTOP) past its lease and resumes it (SIGCONT). Per round, from the signal:
//   - until another instance answers GET /api/health/engine with state 'leading';
//   - until an engine route (GET /api/spot/book) is answered again through the instance that
//     did not take over (it forwards to the new leader), and through the new leader itself;
//   - the rebuild the new leader logged ("engine serving", rebuildMs);
//   - SIGSTOP round: from SIGCONT until the old leader logged that the database refused its write
//     ("engine write refused: the lease moved on") and until it answers state 'following'.
// p50 and max over the kill rounds; the goal is engine routes back within 5 s. The lease is
// ENGINE_LEASE_MS (the platform's default, 3,000 ms, when unset). At the end the ledger must
// reconcile and every instance must name the same leader: otherwise the benchmark fails.
//   npm run bench:failover                      (3 kill rounds and the pause round)
//   BENCH_ROUNDS=5 ENGINE_LEASE_MS=1500 npm run bench:failover
// Needs PostgreSQL (BENCH_PG_URL) and Redis (BENCH_REDIS_URL). Not in bench:smoke (set-up cost).
import os from 'node:os';
import { openPgSync } from '../../server/db/store/index.ts';
import { reconcile } from '../../server/ledger/reconcile.ts';
import { type BenchCluster, engineHealth, startBenchCluster } from './lib/cluster.ts';
import { setting } from './lib/scale.ts';
import { APP_KEY, type BenchServer, benchPort, startGuests } from './lib/server.ts';

const ROUNDS = setting('BENCH_ROUNDS', 3, 1);
/** Guests placing orders meanwhile (each about 3 requests a second). */
const GUESTS = setting('BENCH_GUESTS', 6, 2);
/** How often the clock's questions are asked (health, the engine route). */
const POLL_MS = 20;
/** A round that has not recovered by then fails the benchmark. */
const GIVE_UP_MS = 60_000;
const GOAL_MS = 5000;
const INSTANCES = 3;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// the engine's lines of each instance's log, printed as they come (the rest of its info log is
// dropped; errors are printed but the ones a fenced write raises, which are counted)
const engineLines: { instance: number; at: number; entry: Record<string, unknown> }[] = [];
const started = performance.now();
let fencedErrors = 0;
const lastPrinted = new Map<number, string>();
function onOutput(instance: number, line: string) {
  const name = `instance-${instance + 1}`;
  if (!line.includes('"msg":"engine ')) {
    if (!/"level":(50|60)/.test(line)) return;
    if (line.includes('is no longer held by this instance')) fencedErrors++;
    else console.error(`[${name}] ${line.slice(0, 400)}`);
    return;
  }
  try {
    const entry = JSON.parse(line) as Record<string, unknown>;
    engineLines.push({ instance, at: performance.now(), entry });
    // (a stale leader's every write in flight is refused and logged: once is enough here)
    const key = `${entry.msg} ${entry.epoch}`;
    if (lastPrinted.get(instance) === key) return;
    lastPrinted.set(instance, key);
    const { epoch, current, rebuildMs, reason } = entry;
    const detail = Object.entries({ epoch, current, rebuildMs, reason }).filter(([, v]) => v !== undefined);
    console.log(
      `  ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s [${name}] ${entry.msg} ${detail.map(([k, v]) => `${k}=${v}`).join(' ')}`,
    );
  } catch {}
}

/** Waits for an engine line of `instance` logged after `since` that `pred` accepts. */
async function engineLine(instance: number, since: number, pred: (e: Record<string, unknown>) => boolean, timeoutMs = 15_000) {
  const end = performance.now() + timeoutMs;
  for (;;) {
    const found = engineLines.find((l) => l.instance === instance && l.at >= since && pred(l.entry));
    if (found) return found;
    if (performance.now() > end) return undefined;
    await sleep(POLL_MS);
  }
}

/** Which instance leads now (asked of every running one), and its epoch. */
async function currentLeader(cluster: BenchCluster, skip: Set<number>): Promise<{ index: number; epoch: number }> {
  const end = performance.now() + GIVE_UP_MS;
  while (performance.now() < end) {
    for (let i = 0; i < INSTANCES; i++) {
      if (skip.has(i)) continue;
      const h = await engineHealth(cluster.all[i] as BenchServer, 500);
      if (h?.state === 'leading' && h.epoch !== null) return { index: i, epoch: h.epoch };
    }
    await sleep(POLL_MS);
  }
  throw new Error(`no instance led within ${GIVE_UP_MS} ms`);
}

interface Load {
  accepted: number;
  /** Refusals while no leader served (SERVER_BUSY, MARKET_CLOSED) and requests to a dead instance. */
  expected: number;
  /** Any other refusal: the benchmark fails on one. */
  unexpected: string[];
  stop(): Promise<void>;
}

/** Guests placing demo fast orders and resting demo spot orders and reading the book, through every live instance in turn. */
function lightLoad(cluster: BenchCluster, tokens: string[], down: Set<number>, fastProductId: number): Load {
  let running = true;
  let turn = 0;
  const load: Load = { accepted: 0, expected: 0, unexpected: [], stop: async () => {} };
  const one = async (token: string, n: number) => {
    let i = turn++ % INSTANCES;
    for (let k = 0; k < INSTANCES && down.has(i); k++) i = turn++ % INSTANCES;
    const server = cluster.all[i] as BenchServer;
    const kind = n % 3;
    try {
      const res = await fetch(
        `${server.base}${kind === 0 ? '/api/fast/order' : kind === 1 ? '/api/spot/orders' : '/api/spot/book?symbol=BTC/USDT&mode=demo'}`,
        {
          method: kind === 2 ? 'GET' : 'POST',
          headers: { AppKey: APP_KEY, Authorization: token, ...(kind === 2 ? {} : { 'content-type': 'application/json' }) },
          body:
            kind === 0
              ? JSON.stringify({ productId: fastProductId, direction: n % 2 ? 'up' : 'down', amount: '10', durationSec: 30, mode: 'demo' })
              : kind === 1
                ? JSON.stringify({ symbol: 'BTC/USDT', side: 'buy', type: 'limit', price: '30000', quantity: '0.0002', mode: 'demo' })
                : undefined,
          signal: AbortSignal.timeout(5000),
        },
      );
      const body = (await res.json()) as { code: number; msg?: string };
      if (body.code === 0) load.accepted++;
      else if (body.code === 1008 || body.code === 5002) load.expected++;
      else load.unexpected.push(`instance-${i + 1} HTTP ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
    } catch {
      // (a dead or paused instance, or one that has not yet noticed its leader went away)
      load.expected++;
    }
  };
  const workers = tokens.map(async (token, g) => {
    for (let n = g; running; n++) {
      await one(token, n);
      await sleep(300);
    }
  });
  load.stop = async () => {
    running = false;
    await Promise.all(workers);
  };
  return load;
}

/** From `t0`, when an engine route is answered (code 0) through `server`. */
async function engineRouteBack(server: BenchServer, token: string, t0: number): Promise<number> {
  const end = t0 + GIVE_UP_MS;
  while (performance.now() < end) {
    try {
      const res = await fetch(`${server.base}/api/spot/book?symbol=BTC/USDT&mode=demo`, {
        headers: { AppKey: APP_KEY, Authorization: token },
        signal: AbortSignal.timeout(2000),
      });
      if (((await res.json()) as { code: number }).code === 0) return performance.now() - t0;
    } catch {}
    await sleep(POLL_MS);
  }
  throw new Error(`${server.base}: engine routes not back ${GIVE_UP_MS} ms after the signal`);
}

/** From `t0`, when an instance but `old` answers 'leading' with an epoch above `epoch`: which, and when. */
async function nextLeader(cluster: BenchCluster, old: number, epoch: number, t0: number) {
  const end = t0 + GIVE_UP_MS;
  while (performance.now() < end) {
    const answers = await Promise.all(cluster.all.map((s, i) => (i === old ? Promise.resolve(undefined) : engineHealth(s, 500))));
    const i = answers.findIndex((h) => h?.state === 'leading' && (h.epoch ?? 0) > epoch);
    if (i >= 0) return { index: i, epoch: answers[i]?.epoch as number, ms: performance.now() - t0 };
    await sleep(POLL_MS);
  }
  throw new Error(`no new leader ${GIVE_UP_MS} ms after the signal`);
}

interface Round {
  round: string;
  /** Signal → another instance answers 'leading'. */
  leadingMs: number;
  /** Signal → an engine route answered through the instance that did not take over. */
  engineViaFollowerMs: number;
  /** Signal → an engine route answered by the new leader itself. */
  engineViaLeaderMs: number;
  /** What the new leader logged it took to rebuild (market, books, triggers) before serving. */
  rebuildMs: number | string;
  /** SIGSTOP round: SIGCONT → the old leader logged its refused write. */
  fencedAfterContMs?: number | string;
  /** SIGSTOP round: SIGCONT → the old leader answers 'following'. */
  followingAfterContMs?: number;
}

/** One takeover: `signal` to the leader, then the clock until every figure is in. */
async function takeover(
  cluster: BenchCluster,
  tokens: string[],
  down: Set<number>,
  signal: 'SIGKILL' | 'SIGSTOP',
  name: string,
): Promise<{ row: Round; old: number }> {
  const before = await currentLeader(cluster, down);
  const old = before.index;
  const oldServer = cluster.all[old] as BenchServer;
  const t0 = performance.now();
  process.kill(oldServer.pid, signal);
  down.add(old);
  const survivors = [0, 1, 2].filter((i) => i !== old);
  const token = tokens[0] as string;
  const [next, ...routes] = await Promise.all([
    nextLeader(cluster, old, before.epoch, t0),
    ...survivors.map((i) => engineRouteBack(cluster.all[i] as BenchServer, token, t0)),
  ]);
  const serving = await engineLine(next.index, t0, (e) => e.msg === 'engine serving' && e.epoch === next.epoch);
  const follower = survivors.findIndex((i) => i !== next.index);
  const viaLeader = survivors.indexOf(next.index);
  return {
    old,
    row: {
      round: name,
      leadingMs: Math.round(next.ms),
      engineViaFollowerMs: Math.round(routes[follower] as number),
      engineViaLeaderMs: Math.round(routes[viaLeader] as number),
      rebuildMs: typeof serving?.entry.rebuildMs === 'number' ? serving.entry.rebuildMs : 'not logged',
    },
  };
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

const loadAvg = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

console.log(`load average (1/5/15 min) at start: ${loadAvg()}`);
const cluster = await startBenchCluster(benchPort(3993), INSTANCES - 1, { LOG_LEVEL: 'info' }, { output: onOutput });
/** Instances that are not serving (killed, or paused). */
const down = new Set<number>();
let paused: number | undefined;
try {
  const tokens = await startGuests(cluster.leader, GUESTS);
  const { data: options } = await cluster.leader.ok('GET', '/api/fast/options');
  const fast = (options as { productId: number; durationSec: number }[]).find((o) => o.durationSec === 30);
  if (!fast) throw new Error(`no 30-second fast option: ${JSON.stringify(options).slice(0, 300)}`);
  const load = lightLoad(cluster, tokens, down, fast.productId);
  const rows: Round[] = [];
  try {
    await sleep(3000);
    for (let r = 1; r <= ROUNDS; r++) {
      const { row, old } = await takeover(cluster, tokens, down, 'SIGKILL', `kill -9 #${r}`);
      rows.push(row);
      console.log(JSON.stringify(row));
      await cluster.restart(old, {});
      down.delete(old);
      // (the restarted instance follows; a few seconds of load before the next round)
      await sleep(3000);
    }
    // the pause round: the leader stops past its lease, another takes over, then it resumes
    const { row, old } = await takeover(cluster, tokens, down, 'SIGSTOP', 'SIGSTOP');
    paused = old;
    const oldServer = cluster.all[old] as BenchServer;
    await sleep(1000);
    const cont = performance.now();
    process.kill(oldServer.pid, 'SIGCONT');
    paused = undefined;
    const refused = await engineLine(old, cont, (e) => e.msg === 'engine write refused: the lease moved on');
    row.fencedAfterContMs = refused ? Math.round(refused.at - cont) : 'not logged';
    const end = cont + GIVE_UP_MS;
    for (;;) {
      const h = await engineHealth(oldServer, 1000);
      if (h?.state === 'following') break;
      if (performance.now() > end)
        throw new Error(`the resumed old leader does not follow ${GIVE_UP_MS} ms after SIGCONT: ${JSON.stringify(h)}`);
      await sleep(POLL_MS);
    }
    row.followingAfterContMs = Math.round(performance.now() - cont);
    down.delete(old);
    rows.push(row);
    console.log(JSON.stringify(row));
    await sleep(2000);
  } finally {
    await load.stop();
  }

  // every instance names one leader; the ledger reconciles
  const health = await Promise.all(cluster.all.map((s) => engineHealth(s, 2000)));
  const holders = new Set(health.map((h) => h?.leader?.holder));
  if (holders.size !== 1 || health.filter((h) => h?.state === 'leading').length !== 1)
    throw new Error(`the instances do not agree on one leader: ${JSON.stringify(health)}`);
  const db = openPgSync(cluster.leader.databaseUrl, { readOnly: true });
  const drifts = db.transaction(() => reconcile(db))();
  db.close();
  if (drifts.length) throw new Error(`the ledger does not reconcile: ${JSON.stringify(drifts.slice(0, 5))}`);
  if (load.unexpected.length) throw new Error(`${load.unexpected.length} unexpected refusals, the first: ${load.unexpected[0]}`);

  console.log(
    `\n${os.cpus().length} cores, node ${process.version}, ${INSTANCES} candidates, lease ${process.env.ENGINE_LEASE_MS || '3000 (default)'} ms, ` +
      `${GUESTS} guests (${load.accepted} requests accepted, ${load.expected} refused or failed while no leader served); load average at the end: ${loadAvg()}\n`,
  );
  console.table(rows);
  const kills = rows.filter((r) => r.round.startsWith('kill'));
  const stat = (key: 'leadingMs' | 'engineViaFollowerMs' | 'engineViaLeaderMs') => {
    const sorted = kills.map((r) => r[key]).sort((a, b) => a - b);
    return { p50: percentile(sorted, 50), max: sorted.at(-1) as number };
  };
  const rebuilds = kills
    .map((r) => r.rebuildMs)
    .filter((x): x is number => typeof x === 'number')
    .sort((a, b) => a - b);
  console.log(`over the ${kills.length} kill rounds (ms):`);
  console.table({
    'to a new leader': stat('leadingMs'),
    'engine route through the other survivor': stat('engineViaFollowerMs'),
    'engine route through the new leader': stat('engineViaLeaderMs'),
    ...(rebuilds.length ? { 'rebuild (logged)': { p50: percentile(rebuilds, 50), max: rebuilds.at(-1) as number } } : {}),
  });
  const worst = Math.max(...rows.map((r) => Math.max(r.engineViaFollowerMs, r.engineViaLeaderMs)));
  console.log(`error lines of writes refused by the fence (a stale leader's, expected): ${fencedErrors}`);
  console.log(`goal: engine routes back within ${GOAL_MS} ms of the failure: ${worst <= GOAL_MS ? 'met' : 'NOT met'} (worst ${worst} ms)`);
} finally {
  // (a paused process would not act on the stop's SIGTERM)
  if (paused !== undefined) {
    try {
      process.kill((cluster.all[paused] as BenchServer).pid, 'SIGCONT');
    } catch {}
  }
  await cluster.stop();
}
