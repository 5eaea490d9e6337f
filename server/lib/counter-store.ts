// Where the rate limiter keeps its counts: fixed windows, each opened by the first event after
// the last one reset and lasting `windowMs` on the platform clock (the caller passes `now`, so
// tests move a manual clock instead of waiting). Every operation is one atomic step of the
// store: one process keeps the windows in memory (MemoryCounters); several instances share
// them in Redis (server/cluster/counters.ts), so a lockout counts the guesses made on any of them.

export interface CounterWindow {
  /** Events counted in the window. */
  count: number;
  /** When the window resets (epoch ms on the platform clock). */
  resetAt: number;
}

export interface CounterStore {
  /** Counts `n` events (default one) for `key` in its window in force at `now` (a new window of `windowMs` once the last has reset). */
  increment(key: string, windowMs: number, now: number, n?: number): CounterWindow;
  /**
   * Counts one event only while fewer than `limit` are counted in the window: the check and
   * the count are one step, so no two callers (nor two instances) take the same last slot.
   */
  take(key: string, limit: number, windowMs: number, now: number): CounterWindow & { taken: boolean };
  /** Gives back `n` events counted in the window that ends at `windowEnd` (none once it has reset). */
  refund(key: string, windowEnd: number, n: number, now: number): void;
  /** The window of `key` in force at `now`, or null when there is none (never counted, or reset). */
  get(key: string, now: number): CounterWindow | null;
  /** Forgets the window of `key`. */
  reset(key: string): void;
  /** Releases what the store holds open (a connection, a worker thread). */
  close(): void | Promise<void>;
}

/** One process's counters: a map of windows, swept now and then of those that have reset. */
export class MemoryCounters implements CounterStore {
  private readonly windows = new Map<string, CounterWindow>();
  private ops = 0;

  increment(key: string, windowMs: number, now: number, n = 1): CounterWindow {
    const w = this.current(key, windowMs, now);
    w.count += n;
    return { count: w.count, resetAt: w.resetAt };
  }

  take(key: string, limit: number, windowMs: number, now: number): CounterWindow & { taken: boolean } {
    const w = this.current(key, windowMs, now);
    const taken = w.count < limit;
    if (taken) w.count++;
    return { taken, count: w.count, resetAt: w.resetAt };
  }

  refund(key: string, windowEnd: number, n: number): void {
    const w = this.windows.get(key);
    if (w && w.resetAt === windowEnd && n > 0) w.count = Math.max(0, w.count - n);
  }

  get(key: string, now: number): CounterWindow | null {
    const w = this.windows.get(key);
    return w && w.resetAt > now ? { count: w.count, resetAt: w.resetAt } : null;
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  close(): void {
    this.windows.clear();
  }

  /** The window of `key` in force at `now`: a new one once the last has reset. */
  private current(key: string, windowMs: number, now: number): CounterWindow {
    if (++this.ops % 1024 === 0) this.sweep(now);
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, w);
    }
    return w;
  }

  private sweep(now: number) {
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
  }
}
