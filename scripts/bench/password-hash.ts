// Password hashing (issue 31, decision 065): at the production cost (N=2^15, r=8) and the
// production worker count, the hashes a second when the pool is kept full, and the latency of
// a priority job (a known device's login) while the anonymous lane is kept saturated with
// normal hashes (p50/p95). Two ways to hash: the server's pool (scrypt-pool.ts, on tinypool),
// and node's async scrypt on libuv's threads as it was before decision 014 (one queue for
// all, no priority lane). Rounds alternate them, so a neighbour's load on this shared machine
// falls on both alike; the median round is printed.
//   npm run bench:password-hash        (BENCH_ROUNDS=3, BENCH_HASHES=120, BENCH_PRIORITY=40)
import { randomBytes, scrypt } from 'node:crypto';
import { defaultScryptPoolOptions, type ScryptJob, ScryptPool } from '../../server/modules/auth/scrypt-pool.ts';
import { setting } from './lib/scale.ts';

const N = 2 ** 15;
const rounds = setting('BENCH_ROUNDS', 3, 1);
const HASHES = setting('BENCH_HASHES', 120, 6);
const PRIORITY = setting('BENCH_PRIORITY', 40, 3);

interface Pool {
  derive(job: ScryptJob, opts?: { priority?: boolean }): Promise<Buffer>;
  close(): Promise<void>;
}

const defaults = defaultScryptPoolOptions();
// bounds out of the way: nothing here is meant to be refused
const options = { workers: defaults.workers, maxQueued: 1_000_000, maxPriorityQueued: 1_000_000 };
/** node:crypto's async scrypt: every job in libuv's one FIFO queue, whatever its priority. */
const libuv: Pool = {
  derive: (j) =>
    new Promise((resolve, reject) =>
      scrypt(j.password, j.salt, j.keyLength, { N: j.N, r: j.r, p: j.p, maxmem: 256 * j.N * j.r }, (e, key) =>
        e ? reject(e) : resolve(key),
      ),
    ),
  close: async () => {},
};
const POOLS: Record<string, () => Pool> = {
  'server pool': () => new ScryptPool(options),
  'libuv scrypt': () => libuv,
};

const job = (): ScryptJob => ({ password: 'correct horse battery', salt: randomBytes(16), N, r: 8, p: 1, keyLength: 32 });

function quantile(sorted: number[], q: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
}

/** Hashes a second with HASHES jobs queued at once (the workers never idle). */
async function throughput(pool: Pool) {
  const started = performance.now();
  await Promise.all(Array.from({ length: HASHES }, () => pool.derive(job())));
  return HASHES / ((performance.now() - started) / 1000);
}

/** Priority jobs one after another while normal jobs keep the anonymous lane `depth` deep. */
async function priorityLatency(pool: Pool) {
  const depth = 4 * options.workers;
  let stop = false;
  const feeders = Array.from({ length: depth + options.workers }, async () => {
    while (!stop) await pool.derive(job());
  });
  await new Promise((r) => setTimeout(r, 100)); // the lane fills
  const ms: number[] = [];
  for (let i = 0; i < PRIORITY; i++) {
    const t0 = performance.now();
    await pool.derive(job(), { priority: true });
    ms.push(performance.now() - t0);
  }
  stop = true;
  await Promise.all(feeders);
  ms.sort((a, b) => a - b);
  return { p50: quantile(ms, 0.5), p95: quantile(ms, 0.95) };
}

type Figures = { hashesPerSecond: number; p50: number; p95: number };
const line = (name: string, f: Figures) =>
  `${name.padEnd(13)} ${f.hashesPerSecond.toFixed(1).padStart(6)} hashes/s   priority p50 ${f.p50.toFixed(0).padStart(4)} ms  p95 ${f.p95.toFixed(0).padStart(4)} ms`;
const results: Record<string, Figures[]> = Object.fromEntries(Object.keys(POOLS).map((k) => [k, []]));

console.log(`password hashing: N=2^15 r=8, ${options.workers} worker(s), ${HASHES} hashes, ${PRIORITY} priority jobs, ${rounds} round(s)`);
for (let round = 0; round < rounds; round++) {
  const names = Object.keys(POOLS);
  // rotate the order each round
  for (const name of [...names.slice(round % names.length), ...names.slice(0, round % names.length)]) {
    const pool = (POOLS[name] as () => Pool)();
    try {
      await pool.derive(job()); // workers started
      const hashesPerSecond = await throughput(pool);
      const { p50, p95 } = await priorityLatency(pool);
      results[name]?.push({ hashesPerSecond, p50, p95 });
      console.log(`  round ${round + 1} ${line(name, { hashesPerSecond, p50, p95 })}`);
    } finally {
      await pool.close();
    }
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
console.log('median of rounds:');
for (const [name, rs] of Object.entries(results)) {
  const f = {
    hashesPerSecond: median(rs.map((r) => r.hashesPerSecond)),
    p50: median(rs.map((r) => r.p50)),
    p95: median(rs.map((r) => r.p95)),
  };
  if (!(f.hashesPerSecond > 0)) throw new Error(`${name}: no hashes`);
  console.log(`  ${line(name, f)}`);
}
