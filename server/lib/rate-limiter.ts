// Fixed-window counters kept in memory, driven by the injected clock so limits and
// lockouts are testable without waiting. One process serves the platform (see
// docs/decisions/001-stack.md); a shared store replaces this for several instances.
import { AppError } from './app-error.ts';
import type { Clock } from './clock.ts';

export interface RateRule {
  limit: number;
  windowMs: number;
}

export interface RateDecision {
  allowed: boolean;
  /** Milliseconds until the window resets (0 when allowed). */
  retryAfterMs: number;
}

interface Window {
  count: number;
  resetAt: number;
}

export class RateLimiter {
  private windows = new Map<string, Window>();
  private ops = 0;

  constructor(private readonly clock: Clock) {}

  /** Counts one event for `key` and tells whether it is within `rule`. */
  hit(key: string, rule: RateRule): RateDecision {
    const { count, retryAfterMs } = this.increment(key, rule.windowMs);
    return count <= rule.limit ? { allowed: true, retryAfterMs: 0 } : { allowed: false, retryAfterMs };
  }

  /**
   * Counts one event for `key` in its window of `windowMs`: the events counted in the window
   * so far and the milliseconds until it resets (the store of @fastify/rate-limit, see
   * plugins/rate-limits.ts, decides on these itself).
   */
  increment(key: string, windowMs: number): { count: number; retryAfterMs: number } {
    const now = this.clock.now();
    const w = this.current(key, windowMs, now);
    w.count++;
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
    const w = this.current(key, rule.windowMs, now);
    if (w.count >= rule.limit) return { allowed: false, retryAfterMs: w.resetAt - now, windowEnd: w.resetAt };
    w.count++;
    return { allowed: true, retryAfterMs: 0, windowEnd: w.resetAt };
  }

  /** Gives back `n` events counted in the window that ends at `windowEnd` (none once it has reset). */
  refund(key: string, windowEnd: number, n = 1) {
    const w = this.windows.get(key);
    if (w && w.resetAt === windowEnd && n > 0) w.count = Math.max(0, w.count - n);
  }

  /** Events counted for `key` in its current window. */
  count(key: string): number {
    const w = this.windows.get(key);
    return w && w.resetAt > this.clock.now() ? w.count : 0;
  }

  /** Whether `key` is over `rule` right now, without counting. */
  peek(key: string, rule: RateRule): RateDecision {
    const w = this.windows.get(key);
    const now = this.clock.now();
    if (!w || w.resetAt <= now || w.count < rule.limit) return { allowed: true, retryAfterMs: 0 };
    return { allowed: false, retryAfterMs: w.resetAt - now };
  }

  reset(key: string) {
    this.windows.delete(key);
  }

  /** The window of `key` in force at `now`: a new one once the last has reset. */
  private current(key: string, windowMs: number, now: number): Window {
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

/** A refusal with the seconds to wait (read in words, see shared/i18n/wait.ts), also as Retry-After. */
function refusal(error: 'TOO_MANY_REQUESTS' | 'VERIFY_CODE_TOO_FREQUENT', retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError(error, { seconds }, { 'retry-after': String(seconds) });
}
