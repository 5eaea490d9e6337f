// The counters several instances share (server/cluster/counters.ts) against the machine's
// Redis (TEST_REDIS_URL, default 127.0.0.1:6379), each test file under a prefix of its own
// whose keys it deletes after; and what they do while Redis is away, on the database given
// (SQLite in the unit tier, PostgreSQL in the PostgreSQL run).
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { COUNTER_SCRIPTS, DatabaseCounters, SharedCounters } from '../../server/cluster/counters.ts';
import { RedisSync } from '../../server/cluster/redis-sync.ts';
import type { Sqlite } from '../../server/db/sqlite.ts';
import { ManualClock } from '../../server/lib/clock.ts';
import { GuessGuard, isRefusal } from '../../server/lib/guess-guard.ts';
import { RateLimiter } from '../../server/lib/rate-limiter.ts';
import { freshKey } from './counter-store-suite.ts';
import { TcpProxy } from './tcp-proxy.ts';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A key prefix no other test file (nor another run) uses. */
export function testRedisPrefix(): string {
  return `t:${randomBytes(6).toString('hex')}`;
}

/** Deletes every key under `prefix` (a test file's own). */
export function dropRedisKeys(redis: RedisSync, prefix: string) {
  redis.call([
    'EVAL',
    "local n = 0 for _, k in ipairs(redis.call('KEYS', ARGV[1])) do n = n + redis.call('DEL', k) end return n",
    0,
    `${prefix}:*`,
  ]);
}

/** The window Redis holds for `key` (read directly, not through any counter store). */
export function redisWindow(redis: RedisSync, prefix: string, key: string): { count: number; resetAt: number } | null {
  const [c, r] = redis.call<[string | null, string | null]>(['HMGET', `${prefix}:rl:${key}`, 'c', 'r']);
  return c === null ? null : { count: Number(c), resetAt: Number(r) };
}

/** Rows of the database fallback. */
type Row = { key: string; count: number; resetAt: number };
export function databaseRows(db: Sqlite): Row[] {
  const rows = db.prepare('SELECT "key", "count", resetAt FROM "RateCounter" ORDER BY "key"').all() as Row[];
  return rows.map((r) => ({ key: r.key, count: Number(r.count), resetAt: Number(r.resetAt) }));
}

const T = Date.UTC(2026, 10, 21, 12, 0, 0);
const LOCK = { limit: 5, windowMs: 15 * 60_000 };

/**
 * Redis taken away (a proxy between the counters and Redis, stopped and started again): the
 * counts go to `db` and still refuse; Redis is tried at most once a second, and once it is back
 * the database's counts are merged into it and it is used again.
 */
export function describeRedisOutage(name: string, db: () => Sqlite) {
  describe(`while Redis is away (fallback: ${name})`, () => {
    const prefix = testRedisPrefix();
    let proxy: TcpProxy;
    let direct: RedisSync;
    let redis: RedisSync;
    let counters: SharedCounters;
    let monotonic = 0;
    const clock = new ManualClock(T);
    const switches: string[] = [];

    beforeAll(async () => {
      proxy = await TcpProxy.open(Number(new URL(TEST_REDIS_URL).port || 6379), new URL(TEST_REDIS_URL).hostname);
      direct = new RedisSync(TEST_REDIS_URL);
      redis = new RedisSync(proxy.url('redis'), { scripts: COUNTER_SCRIPTS, reconnectMs: 20 });
      counters = new SharedCounters(redis, new DatabaseCounters(db()), prefix, {
        monotonic: () => monotonic,
        onSwitch: (to) => switches.push(to),
      });
    });
    afterEach(async () => {
      await proxy.start();
    });
    afterAll(async () => {
      await counters?.close();
      if (direct) dropRedisKeys(direct, prefix);
      await direct?.close();
      await proxy?.close();
    });

    /** Probes (a second of the retry clock apart) until one finds Redis and an operation uses it again. */
    async function untilRedisIsUsed(key: string) {
      await vi.waitFor(
        () => {
          monotonic += 1000;
          counters.get(key, clock.now());
          expect(counters.using).toBe('redis');
        },
        { timeout: 15_000, interval: 20 },
      );
    }

    it('counts go to the database and are still refused there; back in Redis they are merged, and Redis is used again', async () => {
      const limiter = new RateLimiter(clock, counters);
      const guard = new GuessGuard(limiter);
      const budget = { key: freshKey('login'), rule: LOCK };
      for (let i = 0; i < 3; i++) (await takeGuess(guard, budget)).failed();
      expect(redisWindow(direct, prefix, budget.key)).toEqual({ count: 3, resetAt: T + LOCK.windowMs });

      await proxy.stop();
      clock.advance(60_000);
      // the first guess after the loss already counts in the database, and so on up to the limit
      for (let i = 0; i < LOCK.limit; i++) (await takeGuess(guard, budget)).failed();
      expect(counters.using).toBe('database');
      expect(switches).toEqual(['database']);
      expect(await guard.begin([budget])).toMatchObject({ reason: 'locked', retryAfterMs: LOCK.windowMs });
      expect(databaseRows(db()).find((r) => r.key === budget.key)).toEqual({
        key: budget.key,
        count: LOCK.limit,
        resetAt: T + 60_000 + LOCK.windowMs,
      });
      // untouched while it was away
      expect(redisWindow(direct, prefix, budget.key)).toEqual({ count: 3, resetAt: T + LOCK.windowMs });

      await proxy.start();
      await untilRedisIsUsed(budget.key);
      expect(switches).toEqual(['database', 'redis']);
      // merged: both counts, until the later reset; the database keeps nothing
      expect(redisWindow(direct, prefix, budget.key)).toEqual({ count: 3 + LOCK.limit, resetAt: T + 60_000 + LOCK.windowMs });
      expect(databaseRows(db())).toEqual([]);
      expect(await guard.begin([budget])).toMatchObject({ reason: 'locked' });
      const other = { key: freshKey('login'), rule: LOCK };
      (await takeGuess(guard, other)).failed();
      expect(redisWindow(direct, prefix, other.key)?.count).toBe(1);
    });

    it('while Redis is away it is tried at most once a second of the retry clock', async () => {
      const key = freshKey('api');
      counters.increment(key, 60_000, clock.now());
      expect(counters.using).toBe('redis');
      const probes = vi.spyOn(redis, 'probe');
      await proxy.stop();
      for (let i = 0; i < 200; i++) counters.increment(key, 60_000, clock.now());
      expect(counters.using).toBe('database');
      expect(probes).toHaveBeenCalledTimes(0); // the failure itself was the try of this second
      monotonic += 1000;
      for (let i = 0; i < 200; i++) counters.increment(key, 60_000, clock.now());
      expect(probes).toHaveBeenCalledTimes(1);
      await proxy.start();
      await untilRedisIsUsed(key);
      // one window: 1 in Redis before, 400 in the database meanwhile, merged
      expect(counters.increment(key, 60_000, clock.now()).count).toBe(402);
      probes.mockRestore();
    });

    it('many windows counted while Redis was away are all merged when it is back (in batches)', async () => {
      const base = freshKey('ip');
      const keys = Array.from({ length: 1200 }, (_, i) => `${base}:${i}`);
      counters.increment(keys[0] as string, 60_000, clock.now());
      await proxy.stop();
      keys.forEach((k, i) => {
        for (let n = 0; n <= i % 3; n++) counters.increment(k, 60_000, clock.now());
      });
      expect(counters.using).toBe('database');
      await proxy.start();
      await untilRedisIsUsed(keys[0] as string);
      expect(keys.map((k) => redisWindow(direct, prefix, k)?.count)).toEqual(keys.map((_, i) => (i % 3) + 1 + (i === 0 ? 1 : 0)));
      expect(databaseRows(db())).toEqual([]);
    });

    it('a Redis that does not answer costs an operation the timeout, then the database answers', async () => {
      const key = freshKey('guest');
      counters.take(key, 2, 60_000, clock.now());
      expect(counters.using).toBe('redis');
      await proxy.hang();
      const started = performance.now();
      const second = counters.take(key, 2, 60_000, clock.now());
      const elapsed = performance.now() - started;
      expect(counters.using).toBe('database');
      expect(second.taken).toBe(true);
      // (250 ms and the machine's scheduling: bounded, far from a hang)
      expect(elapsed).toBeGreaterThanOrEqual(200);
      expect(elapsed).toBeLessThan(2000);
      // the next ones do not wait at all
      const next = performance.now();
      counters.take(key, 2, 60_000, clock.now());
      expect(counters.take(key, 2, 60_000, clock.now()).taken).toBe(false);
      expect(performance.now() - next).toBeLessThan(200);
      await proxy.start();
      await untilRedisIsUsed(key);
      // 1 in Redis + 2 in the database (the timed-out take may also have reached Redis late: never fewer)
      expect(counters.get(key, clock.now())?.count).toBeGreaterThanOrEqual(3);
    });
  });
}

async function takeGuess(guard: GuessGuard, budget: { key: string; rule: typeof LOCK }) {
  const g = await guard.begin([budget]);
  if (isRefusal(g)) throw new Error(`refused: ${JSON.stringify(g)}`);
  return g;
}
