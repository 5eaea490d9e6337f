// The counters of a cluster (counters.ts) against the machine's Redis, each store's semantics
// by the suite every counter store passes; two instances over one prefix; Redis taken away
// (the fallback on SQLite here; on PostgreSQL in counters.pg.test.ts).
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { describeCounterStore, freshKey } from '../../tests/helpers/counter-store-suite.ts';
import { ROOT } from '../../tests/helpers/paths.ts';
import { describeRedisOutage, dropRedisKeys, redisWindow, TEST_REDIS_URL, testRedisPrefix } from '../../tests/helpers/shared-counters.ts';
import type { Sqlite } from '../db/sqlite.ts';
import { ManualClock } from '../lib/clock.ts';
import { GuessGuard, isRefusal } from '../lib/guess-guard.ts';
import { RateLimiter } from '../lib/rate-limiter.ts';
import { createCounterStore, DatabaseCounters, type SharedCounters, sharedCounters } from './counters.ts';
import { RedisSync } from './redis-sync.ts';

/** A SQLite database with the table the migrations make (the migration itself). */
function sqliteWithCounterTable(): Sqlite {
  const dir = path.join(ROOT, 'prisma/migrations');
  const migration = fs.readdirSync(dir).find((d) => d.endsWith('_rate_counters')) as string;
  const db = new Database(':memory:');
  db.exec(fs.readFileSync(path.join(dir, migration, 'migration.sql'), 'utf8'));
  return db;
}

const prefix = testRedisPrefix();
const direct = new RedisSync(TEST_REDIS_URL);
const db = sqliteWithCounterTable();
const opened: SharedCounters[] = [];
/** One instance's counters: its own Redis connection (worker), this file's prefix. */
function instance(): SharedCounters {
  const c = sharedCounters({ redisUrl: TEST_REDIS_URL, redisPrefix: prefix }, db);
  opened.push(c);
  return c;
}

afterAll(async () => {
  for (const c of opened) await c.close();
  dropRedisKeys(direct, prefix);
  await direct.close();
  db.close();
});

const shared = instance();
describeCounterStore('Redis (several instances)', () => shared);
describeCounterStore('the database fallback on SQLite', () => new DatabaseCounters(db));

describe('Redis keys', () => {
  it('expire in real time after their window and a margin, so they do not pile up', () => {
    const key = freshKey();
    shared.increment(key, 10_000, Date.UTC(2026, 10, 21));
    const ttl = direct.call<number>(['PTTL', `${prefix}:rl:${key}`]);
    expect(ttl).toBeGreaterThan(10_000);
    expect(ttl).toBeLessThanOrEqual(70_000);
  });

  it('a window is decided by the platform clock passed, not by Redis time', () => {
    const key = freshKey();
    const longAgo = Date.UTC(2001, 0, 1);
    expect(shared.increment(key, 1000, longAgo)).toEqual({ count: 1, resetAt: longAgo + 1000 });
    expect(shared.increment(key, 1000, longAgo + 999).count).toBe(2);
    expect(shared.increment(key, 1000, longAgo + 1000)).toEqual({ count: 1, resetAt: longAgo + 2000 });
  });
});

describe('two instances over one Redis prefix', () => {
  const rule = { limit: 5, windowMs: 15 * 60_000 };

  it('a lockout counts the failed guesses made on either instance', async () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 21, 12));
    const guards = [new GuessGuard(new RateLimiter(clock, instance())), new GuessGuard(new RateLimiter(clock, instance()))];
    const budget = { key: freshKey('login'), rule };
    for (let i = 0; i < rule.limit; i++) {
      const g = await (guards[i % 2] as GuessGuard).begin([budget]);
      if (isRefusal(g)) throw new Error(`guess ${i} refused`);
      g.failed();
    }
    expect(redisWindow(direct, prefix, budget.key)?.count).toBe(rule.limit);
    for (const guard of guards) expect(await guard.begin([budget])).toMatchObject({ reason: 'locked', retryAfterMs: rule.windowMs });
    clock.advance(rule.windowMs);
    expect(isRefusal(await (guards[1] as GuessGuard).begin([budget]))).toBe(false);
  });

  it('a burst spread over both instances gets no more guesses evaluated than the budget', async () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 21, 12));
    const guards = [new GuessGuard(new RateLimiter(clock, instance())), new GuessGuard(new RateLimiter(clock, instance()))];
    const budget = { key: freshKey('login'), rule };
    const burst = Array.from({ length: 30 }, (_, i) => (guards[i % 2] as GuessGuard).begin([budget]));
    await new Promise((r) => setImmediate(r));
    // the first ones hold every slot; the rest wait for this instance's, or are refused
    const started = [];
    for (const p of burst.slice(0, rule.limit)) {
      const g = await p;
      if (isRefusal(g)) throw new Error('one of the first guesses was refused');
      started.push(g);
    }
    for (const g of started) g.failed();
    const rest = await Promise.all(burst.slice(rule.limit));
    expect(rest.every((g) => isRefusal(g) && g.reason === 'locked')).toBe(true);
    expect(redisWindow(direct, prefix, budget.key)?.count).toBe(rule.limit);
  });
});

describe('createCounterStore', () => {
  it('one process: memory, no Redis', () => {
    const store = createCounterStore({ cluster: null }, db);
    expect(store.constructor.name).toBe('MemoryCounters');
  });
});

const outageDb = sqliteWithCounterTable();
afterAll(() => outageDb.close());
describeRedisOutage('SQLite', () => outageDb);
