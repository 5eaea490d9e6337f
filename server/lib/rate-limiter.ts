// The policy of rate limits and lockouts over fixed-window counters, driven by the injected
// clock so limits and lockouts are testable without waiting. The counts live in a counter
// store (counter-store.ts): one process's memory by default, Redis shared by every instance
// of a cluster (server/cluster/counters.ts). Each method is one operation of the store, so
// what it decides is decided atomically there.
import { AppError } from './app-error.ts';
import type { Clock } from './clock.ts';
import { type CounterStore, MemoryCounters } from './counter-store.ts';

export interface RateRule {
  limit: number;
  windowMs: number;
}

export interface RateDecision {
  allowed: boolean;
  /** Milliseconds until the window resets (0 when allowed). */
  retryAfterMs: number;
}

export class RateLimiter {
  constructor(
    private readonly clock: Clock,
    private readonly store: CounterStore = new MemoryCounters(),
  ) {}

  /** Counts one event for `key` and tells whether it is within `rule`. */
  hit(key: string, rule: RateRule): RateDecision {
    const { count, retryAfterMs } = this.increment(key, rule.windowMs);
    return count <= rule.limit ? { allowed: true, retryAfterMs: 0 } : { allowed: false, retryAfterMs };
  }

  /**
   * Counts one event (or `n`: a request's weight) for `key` in its window of `windowMs`: the events counted in the window
   * so far and the milliseconds until it resets (the store of @fastify/rate-limit, see
   * plugins/rate-limits.ts, decides on these itself).
   */
  increment(key: string, windowMs: number, n = 1): { count: number; retryAfterMs: number } {
    const now = this.clock.now();
    const w = this.store.increment(key, windowMs, now, n);
    return { count: w.count, retryAfterMs: w.resetAt - now };
  }

  /**
   * Counts one event for `key` and refuses it when over `rule`: a localized "too many
   * requests" (or `error`) with the seconds to wait, also as Retry-After.
   */
  enforce(key: string, rule: RateRule, error: 'TOO_MANY_REQUESTS' | 'VERIFY_CODE_TOO_FREQUENT' = 'TOO_MANY_REQUESTS'): void {
    const d = this.hit(key, rule);
    if (!d.allowed) throw refusal(error, d.retryAfterMs);
  }

  /**
   * Refuses, without counting, while `key` has spent `rule` (its next `enforce` would be
   * refused): what leads only to that refused step, such as a code for a locked reset, is
   * refused with the same answer.
   */
  refuseWhileSpent(key: string, rule: RateRule): void {
    const d = this.peek(key, rule);
    if (!d.allowed) throw refusal('TOO_MANY_REQUESTS', d.retryAfterMs);
  }

  /**
   * Counts one event only while `key` is within `rule`: the check and the count are one
   * synchronous step, so callers that then await (a password hash) cannot all pass a check
   * made before any of them counted. A refused event is not counted.
   */
  take(key: string, rule: RateRule): RateDecision & { windowEnd: number } {
    const now = this.clock.now();
    const w = this.store.take(key, rule.limit, rule.windowMs, now);
    if (!w.taken) return { allowed: false, retryAfterMs: w.resetAt - now, windowEnd: w.resetAt };
    return { allowed: true, retryAfterMs: 0, windowEnd: w.resetAt };
  }

  /** Gives back `n` events counted in the window that ends at `windowEnd` (none once it has reset). */
  refund(key: string, windowEnd: number, n = 1) {
    if (n > 0) this.store.refund(key, windowEnd, n, this.clock.now());
  }

  /** Events counted for `key` in its current window. */
  count(key: string): number {
    return this.store.get(key, this.clock.now())?.count ?? 0;
  }

  /** Whether `key` is over `rule` right now, without counting. */
  peek(key: string, rule: RateRule): RateDecision {
    const now = this.clock.now();
    const w = this.store.get(key, now);
    if (!w || w.count < rule.limit) return { allowed: true, retryAfterMs: 0 };
    return { allowed: false, retryAfterMs: w.resetAt - now };
  }

  reset(key: string) {
    this.store.reset(key);
  }
}

/** A refusal with the seconds to wait (read in words, see shared/i18n/wait.ts), also as Retry-After. */
function refusal(error: 'TOO_MANY_REQUESTS' | 'VERIFY_CODE_TOO_FREQUENT', retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError(error, { seconds }, { 'retry-after': String(seconds) });
}
