// The cost of one counter operation of the rate limiter (issue 35): in one process's memory
// (MemoryCounters, the default), shared by a cluster's instances in Redis (SharedCounters,
// through the synchronous client: a worker thread and Atomics.wait), and in the database
// fallback used while Redis is down (PostgreSQL, a cluster's store, in a database of its own at
// BENCH_PG_URL; and a SQLite file). µs per operation as the limiter's
// callers see it (RateLimiter.hit / take / peek), median of the rounds, with p99 of single
// operations; and the bare round trip of the synchronous Redis client (PING) beside them.
// Rounds alternate the stores, so a neighbour's load on this shared machine falls on all alike.
//   npm run bench:counters     (BENCH_REDIS_URL, default redis://127.0.0.1:6379; BENCH_ROUNDS=5, BENCH_OPS=20000)
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DatabaseCounters, sharedCounters } from '../../server/cluster/counters.ts';
import { RedisSync } from '../../server/cluster/redis-sync.ts';
import type { Sqlite } from '../../server/db/sqlite.ts';
import { openPgSync } from '../../server/db/store/index.ts';
import { systemClock } from '../../server/lib/clock.ts';
import { type CounterStore, MemoryCounters } from '../../server/lib/counter-store.ts';
import { RateLimiter } from '../../server/lib/rate-limiter.ts';
import { setting } from './lib/scale.ts';
import { type BenchPgDatabase, createBenchPgDatabase } from './lib/store.ts';

const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ROUNDS = setting('BENCH_ROUNDS', 5, 1);
const OPS = setting('BENCH_OPS', 20_000, 500);
/** Distinct keys the operations spread over (client addresses, accounts). */
const KEYS = 1000;
const rule = { limit: 1_000_000, windowMs: 60_000 };

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-counters-'));
const TABLE = 'CREATE TABLE "RateCounter" ("key" TEXT NOT NULL PRIMARY KEY, "count" INTEGER NOT NULL, "resetAt" BIGINT NOT NULL)';
const sqlite = new Database(path.join(dir, 'counters.db'));
sqlite.pragma('journal_mode = WAL');
sqlite.exec(TABLE);
// the fallback of a cluster is PostgreSQL: a database of this run's own
let pgDatabase: BenchPgDatabase | undefined;
let pgSync: Sqlite | undefined;
try {
  pgDatabase = await createBenchPgDatabase('counters');
  pgSync = openPgSync(pgDatabase.url, { applicationName: 'bench-counters' });
  pgSync.exec(TABLE);
} catch (e) {
  console.log(`PostgreSQL not reachable (${(e as Error).message}): its fallback row is left out`);
}
const db = sqlite as unknown as Sqlite;
const prefix = `bench:${randomBytes(6).toString('hex')}`;
/** Times the shared counters moved to the database (Redis did not answer within 250 ms). */
let fallbacks = 0;
const shared = sharedCounters({ redisUrl: REDIS_URL, redisPrefix: prefix }, db, {
  onSwitch: (to) => {
    if (to === 'database') fallbacks++;
  },
});
const ping = new RedisSync(REDIS_URL);
// Redis must be there: a bench of the fallback in its place would print the wrong figure
ping.call(['PING']);
shared.get('bench:probe', Date.now());
if (shared.using !== 'redis') throw new Error(`Redis at ${REDIS_URL} does not answer`);

const STORES: Record<string, CounterStore> = {
  memory: new MemoryCounters(),
  'Redis (shared)': shared,
  ...(pgSync ? { 'database fallback (PostgreSQL)': new DatabaseCounters(pgSync) } : {}),
  'database fallback (SQLite)': new DatabaseCounters(db),
};
const OPERATIONS: Record<string, (limiter: RateLimiter, key: string) => unknown> = {
  hit: (l, k) => l.hit(k, rule),
  take: (l, k) => l.take(k, rule),
  peek: (l, k) => l.peek(k, rule),
};

/** µs per operation over OPS operations, and the p99 of single ones. */
function measure(run: (key: string) => unknown): { mean: number; p99: number } {
  const keys = Array.from({ length: KEYS }, (_, i) => `bench:${i}`);
  const single = new Float64Array(OPS);
  const started = performance.now();
  for (let i = 0; i < OPS; i++) {
    const t = performance.now();
    run(keys[i % KEYS] as string);
    single[i] = performance.now() - t;
  }
  const mean = ((performance.now() - started) * 1000) / OPS;
  single.sort();
  return { mean, p99: (single[Math.floor(OPS * 0.99)] as number) * 1000 };
}

let pingTimeouts = 0;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const results = new Map<string, { mean: number[]; p99: number[] }>();
const record = (name: string, r: { mean: number; p99: number }) => {
  const row = results.get(name) ?? { mean: [], p99: [] };
  row.mean.push(r.mean);
  row.p99.push(r.p99);
  results.set(name, row);
};

try {
  for (let round = 0; round < ROUNDS; round++) {
    for (const [store, counters] of Object.entries(STORES)) {
      const limiter = new RateLimiter(systemClock, counters);
      for (const [op, run] of Object.entries(OPERATIONS))
        record(
          `${store}: ${op}`,
          measure((k) => run(limiter, k)),
        );
    }
    record(
      'Redis round trip alone (PING)',
      measure(() => {
        try {
          ping.call(['PING']);
        } catch {
          pingTimeouts++;
        }
      }),
    );
  }
  console.log(`\ncounter operations, µs each (median of ${ROUNDS} rounds of ${OPS}; load average ${os.loadavg()[0]?.toFixed(2)})`);
  console.log(`${'operation'.padEnd(40)}${'µs/op'.padStart(10)}${'p99 µs'.padStart(10)}`);
  for (const [name, r] of results)
    console.log(`${name.padEnd(40)}${median(r.mean).toFixed(2).padStart(10)}${median(r.p99).toFixed(1).padStart(10)}`);
  const memory = median(results.get('memory: hit')?.mean ?? [0]);
  const redis = median(results.get('Redis (shared): hit')?.mean ?? [0]);
  console.log(`\nshared (Redis) hit / memory hit: ${(redis / memory).toFixed(0)}×`);
  // (on a machine loaded enough to delay a thread past the timeout: the figures then mix in the fallback's)
  if (fallbacks || pingTimeouts)
    console.log(`Redis unanswered within 250 ms: ${fallbacks} fallbacks to the database, ${pingTimeouts} PINGs`);
} finally {
  ping.call(['EVAL', "for _, k in ipairs(redis.call('KEYS', ARGV[1])) do redis.call('DEL', k) end return 0", 0, `${prefix}:*`]);
  await ping.close();
  await shared.close();
  sqlite.close();
  pgSync?.close();
  await pgDatabase?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
}
