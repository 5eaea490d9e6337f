// The counters of rate limits, lockouts and guest limits (server/lib/rate-limiter.ts) when
// several instances serve one deployment (decision 081): kept in Redis, so a lockout counts
// the guesses made on every instance. Each operation is one Lua script (or one command),
// atomic in Redis, run through the synchronous client (redis-sync.ts): the limiter's callers
// stay synchronous, and GuessGuard's check-and-take stays one step.
//
// Windows are decided by the platform clock the caller passes, never Redis's: a key only gets
// a real-time expiry (its window's length plus a margin), so keys do not pile up.
//
// When Redis does not answer, limits never fail open: the counts go to the database
// (RateCounter, one atomic statement per operation, autocommit on the serving connection: no
// writers' turn; on PostgreSQL without waiting for the disk), and Redis is tried again at most
// once a second, by a probe nobody waits for. When it answers again, the rows counted
// meanwhile are MERGED into it, not kept as a floor: each row is claimed (deleted and read in
// one statement, so two instances never add it twice) and added to the key's window in Redis
// (the counts summed, the later reset kept), then Redis is used again.
import type { ClusterConfig, Config } from '../config.ts';
import type { Sqlite } from '../db/sqlite.ts';
import { DatabaseCounters } from '../db/store/rate-counters.ts';
import { type CounterStore, type CounterWindow, MemoryCounters } from '../lib/counter-store.ts';

export { DatabaseCounters };
import { type RedisScript, RedisSync, RedisUnavailable } from './redis-sync.ts';

/** How long after its window a key stays in Redis (a clock slightly ahead of Redis's never loses a count). */
const EXPIRY_MARGIN_MS = 60_000;
/** Redis is tried again at most this often while it is down. */
const RETRY_MS = 1000;
/** Windows merged into Redis by one script call when it is back. */
const MERGE_BATCH = 500;

/** The window at `now`, in KEYS[1] (a hash: c = count, r = reset time): a new one once it has reset. */
const WINDOW = `
local c = redis.call('HMGET', KEYS[1], 'c', 'r')
local count, resetAt = tonumber(c[1]), tonumber(c[2])
if not resetAt or resetAt <= now then count = 0; resetAt = now + windowMs end
`;
const SAVE = `
redis.call('HSET', KEYS[1], 'c', count, 'r', resetAt)
redis.call('PEXPIRE', KEYS[1], resetAt - now + margin)
`;

export const COUNTER_SCRIPTS: Record<string, RedisScript> = {
  // ARGV: windowMs, now, margin, n → {count, resetAt}
  counterIncrement: {
    keys: 1,
    lua: `local windowMs, now, margin, n = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4] or '1')
${WINDOW}
count = count + n
${SAVE}
return {count, resetAt}`,
  },
  // ARGV: limit, windowMs, now, margin → {taken, count, resetAt}; a refused event is not counted
  counterTake: {
    keys: 1,
    lua: `local limit, windowMs, now, margin = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
${WINDOW}
if count >= limit then return {0, count, resetAt} end
count = count + 1
${SAVE}
return {1, count, resetAt}`,
  },
  // ARGV: windowEnd, n → the count left (only the window that ends at windowEnd gives back)
  counterRefund: {
    keys: 1,
    lua: `local windowEnd, n = tonumber(ARGV[1]), tonumber(ARGV[2])
local c = redis.call('HMGET', KEYS[1], 'c', 'r')
local count, resetAt = tonumber(c[1]), tonumber(c[2])
if not resetAt or resetAt ~= windowEnd then return -1 end
count = math.max(0, count - n)
redis.call('HSET', KEYS[1], 'c', count)
return count`,
  },
  // KEYS: any number; ARGV: now, margin, then count and resetAt of each key: windows counted
  // elsewhere (the database) added to these (the counts summed, the later reset kept)
  counterMerge: {
    keys: null,
    lua: `local now, margin = tonumber(ARGV[1]), tonumber(ARGV[2])
for i, key in ipairs(KEYS) do
  local add, addResetAt = tonumber(ARGV[2 * i + 1]), tonumber(ARGV[2 * i + 2])
  local c = redis.call('HMGET', key, 'c', 'r')
  local count, resetAt = tonumber(c[1]), tonumber(c[2])
  if not resetAt or resetAt <= now then count = 0; resetAt = addResetAt end
  if addResetAt > resetAt then resetAt = addResetAt end
  count = count + add
  redis.call('HSET', key, 'c', count, 'r', resetAt)
  redis.call('PEXPIRE', key, resetAt - now + margin)
end
return #KEYS`,
  },
};

export interface SharedCountersOptions {
  /** The clock of retries (not of windows): milliseconds that only grow. Tests pass their own. */
  monotonic?: () => number;
  /** Told when the counters move to the database or back to Redis (for the log). */
  onSwitch?: (to: 'redis' | 'database', reason?: string) => void;
}

/** Counters shared by every instance: Redis, and the database while Redis is down. */
export class SharedCounters implements CounterStore {
  private readonly monotonic: () => number;
  private down = false;
  private downReason = '';
  /** While down: when Redis may be tried again, and whether a probe found it back. */
  private nextProbeAt = 0;
  private probing = false;
  private answered = false;

  constructor(
    private readonly redis: RedisSync,
    private readonly fallback: DatabaseCounters,
    private readonly prefix: string,
    private readonly options: SharedCountersOptions = {},
  ) {
    this.monotonic = options.monotonic ?? (() => performance.now());
  }

  /** Where the counts go now. */
  get using(): 'redis' | 'database' {
    return this.down ? 'database' : 'redis';
  }

  increment(key: string, windowMs: number, now: number, n = 1): CounterWindow {
    return this.run(
      now,
      () => {
        const [count, resetAt] = this.redis.script<[number, number]>(
          'counterIncrement',
          [this.key(key)],
          [windowMs, now, EXPIRY_MARGIN_MS, n],
        );
        return { count, resetAt };
      },
      () => this.fallback.increment(key, windowMs, now, n),
    );
  }

  take(key: string, limit: number, windowMs: number, now: number): CounterWindow & { taken: boolean } {
    return this.run(
      now,
      () => {
        const [taken, count, resetAt] = this.redis.script<[number, number, number]>(
          'counterTake',
          [this.key(key)],
          [limit, windowMs, now, EXPIRY_MARGIN_MS],
        );
        return { taken: taken === 1, count, resetAt };
      },
      () => this.fallback.take(key, limit, windowMs, now),
    );
  }

  refund(key: string, windowEnd: number, n: number, now: number): void {
    if (n <= 0) return;
    this.run(
      now,
      () => this.redis.script('counterRefund', [this.key(key)], [windowEnd, n]),
      () => this.fallback.refund(key, windowEnd, n),
    );
  }

  get(key: string, now: number): CounterWindow | null {
    return this.run(
      now,
      () => {
        const [c, r] = this.redis.call<[string | null, string | null]>(['HMGET', this.key(key), 'c', 'r']);
        const resetAt = Number(r);
        return r !== null && resetAt > now ? { count: Number(c), resetAt } : null;
      },
      () => this.fallback.get(key, now),
    );
  }

  reset(key: string): void {
    // both: a window counted in the database while Redis was down is forgotten too
    this.run(
      null,
      () => this.redis.call(['DEL', this.key(key)]),
      () => undefined,
    );
    this.fallback.reset(key);
  }

  close(): Promise<void> {
    return this.redis.close();
  }

  private key(key: string): string {
    return `${this.prefix}:rl:${key}`;
  }

  /**
   * The operation on Redis, or on the database while Redis is down (never skipped: limits
   * never fail open). `now`: the platform time of the operation (null: one that does not
   * bring Redis back).
   */
  private run<T>(now: number | null, onRedis: () => T, onDatabase: () => T): T {
    if (this.down && (now === null || !this.recovered(now))) return onDatabase();
    try {
      return onRedis();
    } catch (e) {
      if (!(e instanceof RedisUnavailable)) throw e;
      this.goDown(e.message);
      return onDatabase();
    }
  }

  private goDown(reason: string) {
    this.nextProbeAt = this.monotonic() + RETRY_MS;
    this.answered = false;
    if (this.down) return;
    this.down = true;
    this.downReason = reason;
    this.options.onSwitch?.('database', reason);
  }

  /**
   * While down: whether Redis is back (a probe answered) and the database's counts are merged
   * into it; else sends a probe when one is due (at most one a second, answered asynchronously).
   */
  private recovered(now: number): boolean {
    if (!this.answered) {
      if (!this.probing && this.monotonic() >= this.nextProbeAt) {
        this.probing = true;
        this.nextProbeAt = this.monotonic() + RETRY_MS;
        void this.redis.probe().then((ok) => {
          this.probing = false;
          this.answered = ok;
        });
      }
      return false;
    }
    const claimed = this.fallback.claimAll().filter((row) => row.resetAt > now && row.count > 0);
    for (let i = 0; i < claimed.length; i += MERGE_BATCH) {
      const batch = claimed.slice(i, i + MERGE_BATCH);
      try {
        this.redis.script(
          'counterMerge',
          batch.map((row) => this.key(row.key)),
          [now, EXPIRY_MARGIN_MS, ...batch.flatMap((row) => [row.count, row.resetAt])],
        );
      } catch (e) {
        if (!(e instanceof RedisUnavailable)) throw e;
        // down again: what was not merged goes back to the database (a batch that did reach
        // Redis late is then counted twice: more, never fewer)
        for (const rest of claimed.slice(i)) this.fallback.add(rest.key, rest);
        this.goDown(e.message);
        return false;
      }
    }
    this.down = false;
    this.answered = false;
    this.options.onSwitch?.('redis', this.downReason);
    return true;
  }
}

/** One process: memory. Several instances (config.cluster): Redis, the database while it is down. */
export function createCounterStore(
  config: Pick<Config, 'cluster'>,
  sqlite: Sqlite,
  options: SharedCountersOptions & { redisTimeoutMs?: number } = {},
): CounterStore {
  if (!config.cluster) return new MemoryCounters();
  return sharedCounters(config.cluster, sqlite, options);
}

export function sharedCounters(
  cluster: Pick<ClusterConfig, 'redisUrl' | 'redisPrefix'>,
  sqlite: Sqlite,
  options: SharedCountersOptions & { redisTimeoutMs?: number; reconnectMs?: number } = {},
): SharedCounters {
  const redis = new RedisSync(cluster.redisUrl, {
    scripts: COUNTER_SCRIPTS,
    timeoutMs: options.redisTimeoutMs ?? 250,
    reconnectMs: options.reconnectMs,
  });
  return new SharedCounters(redis, new DatabaseCounters(sqlite), cluster.redisPrefix, options);
}
