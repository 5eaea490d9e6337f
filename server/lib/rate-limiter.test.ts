import { expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { ManualClock } from './clock.ts';
import { RateLimiter } from './rate-limiter.ts';

it('allows up to the limit per window, then tells how long to wait', () => {
  const clock = new ManualClock(0);
  const limiter = new RateLimiter(clock);
  const rule = { limit: 3, windowMs: 1000 };
  expect([1, 2, 3].map(() => limiter.hit('k', rule).allowed)).toEqual([true, true, true]);
  clock.advance(400);
  expect(limiter.hit('k', rule)).toEqual({ allowed: false, retryAfterMs: 600 });
  expect(limiter.hit('other', rule).allowed).toBe(true);
  clock.advance(600);
  expect(limiter.hit('k', rule).allowed).toBe(true);
});

it('peek does not count', () => {
  const limiter = new RateLimiter(new ManualClock(0));
  const rule = { limit: 1, windowMs: 1000 };
  expect(limiter.peek('k', rule).allowed).toBe(true);
  limiter.hit('k', rule);
  expect(limiter.peek('k', rule).allowed).toBe(false);
  limiter.reset('k');
  expect(limiter.peek('k', rule).allowed).toBe(true);
});

it('take checks and counts in one step, refuses without counting, and refunds only in the same window', () => {
  const clock = new ManualClock(0);
  const limiter = new RateLimiter(clock);
  const rule = { limit: 2, windowMs: 1000 };
  const first = limiter.take('k', rule);
  expect(first).toEqual({ allowed: true, retryAfterMs: 0, windowEnd: 1000 });
  expect(limiter.take('k', rule).allowed).toBe(true);
  expect(limiter.take('k', rule)).toEqual({ allowed: false, retryAfterMs: 1000, windowEnd: 1000 });
  expect(limiter.count('k')).toBe(2); // the refused one was not counted
  limiter.refund('k', first.windowEnd);
  expect(limiter.count('k')).toBe(1);
  limiter.refund('k', first.windowEnd, 5);
  expect(limiter.count('k')).toBe(0);
  clock.advance(1000);
  const next = limiter.take('k', rule);
  limiter.refund('k', first.windowEnd); // a refund from the old window leaves the new one alone
  expect(limiter.count('k')).toBe(1);
  expect(next.windowEnd).toBe(2000);
});

it('enforce counts like hit and refuses over the limit with the seconds to wait, also as Retry-After', () => {
  const clock = new ManualClock(0);
  const limiter = new RateLimiter(clock);
  const rule = { limit: 2, windowMs: 10_000 };
  limiter.enforce('k', rule);
  limiter.enforce('k', rule);
  clock.advance(1_500);
  const refused = (() => {
    try {
      limiter.enforce('k', rule, 'VERIFY_CODE_TOO_FREQUENT');
    } catch (e) {
      return e as AppError;
    }
    return undefined;
  })();
  expect(refused).toBeInstanceOf(AppError);
  expect(refused?.errorName).toBe('VERIFY_CODE_TOO_FREQUENT');
  expect(refused?.params).toEqual({ seconds: 9 });
  expect(refused?.headers).toEqual({ 'retry-after': '9' });
  clock.advance(8_500);
  expect(() => limiter.enforce('k', rule)).not.toThrow();
});

it('increment counts in the same windows and says how long until the window resets (the @fastify/rate-limit store)', () => {
  const clock = new ManualClock(0);
  const limiter = new RateLimiter(clock);
  expect(limiter.increment('k', 1000)).toEqual({ count: 1, retryAfterMs: 1000 });
  clock.advance(250);
  expect(limiter.increment('k', 1000)).toEqual({ count: 2, retryAfterMs: 750 });
  expect(limiter.count('k')).toBe(2);
  clock.advance(750);
  expect(limiter.increment('k', 1000)).toEqual({ count: 1, retryAfterMs: 1000 });
});
