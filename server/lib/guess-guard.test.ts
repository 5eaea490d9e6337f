import { describe, expect, it, vi } from 'vitest';
import { ManualClock } from './clock.ts';
import { MemoryCounters } from './counter-store.ts';
import { type Guess, type GuessBudget, GuessGuard, type GuessRefusal, isRefusal } from './guess-guard.ts';
import { RateLimiter } from './rate-limiter.ts';

const rule = { limit: 3, windowMs: 60_000 };

function setup() {
  const limiter = new RateLimiter(new ManualClock(0));
  return { limiter, guard: new GuessGuard(limiter) };
}

async function take(guard: GuessGuard, budgets: GuessBudget[]): Promise<Guess> {
  const g = await guard.begin(budgets);
  if (isRefusal(g)) throw new Error('refused');
  return g;
}

/** Which of `promises` have settled by now. */
async function settledOf<T>(promises: Promise<T>[]): Promise<(T | 'waiting')[]> {
  const waiting = Symbol('waiting');
  await new Promise((r) => setImmediate(r));
  return Promise.all(promises.map((p) => Promise.race([p, Promise.resolve(waiting)]))).then((all) =>
    all.map((x) => (x === waiting ? 'waiting' : (x as T))),
  );
}

it('a burst gets no more guesses evaluated than the limit: the rest wait, and are refused once the failures settle', async () => {
  const { guard } = setup();
  const budget = { key: 'pw:1', rule };
  const burst = Array.from({ length: 10 }, () => guard.begin([budget]));
  const first = await settledOf(burst);
  const started = first.filter((g): g is Guess => g !== 'waiting' && !isRefusal(g));
  expect(started).toHaveLength(3);
  expect(first.filter((g) => g === 'waiting')).toHaveLength(7);
  for (const g of started) g.failed();
  const rest = (await Promise.all(burst.slice(3))) as GuessRefusal[];
  expect(rest.every((r) => r.reason === 'locked' && r.refused === budget && r.retryAfterMs === 60_000)).toBe(true);
  expect(isRefusal(await guard.begin([budget]))).toBe(true);
});

it('guesses waiting behind right ones go ahead a few at a time', async () => {
  const { guard, limiter } = setup();
  const budget = { key: 'pw:2', rule, forgiveOnSuccess: true };
  const burst = Array.from({ length: 7 }, () => guard.begin([budget]));
  let served = 0;
  while (served < 7) {
    const now = (await settledOf(burst)).slice(served);
    const ready = now.filter((g): g is Guess => g !== 'waiting' && !isRefusal(g));
    expect(ready.length).toBeGreaterThan(0);
    expect(limiter.count('pw:2')).toBeLessThanOrEqual(rule.limit);
    for (const g of ready) g.succeeded();
    served += ready.length;
  }
  expect(limiter.count('pw:2')).toBe(0);
});

it('takes from every budget or from none', async () => {
  const { guard, limiter } = setup();
  const spent = { key: 'ip', rule: { limit: 1, windowMs: 1000 } };
  (await take(guard, [spent])).failed();
  const other = { key: 'account', rule };
  expect(await guard.begin([other, spent])).toMatchObject({ refused: spent, reason: 'locked' });
  expect(limiter.count('account')).toBe(0);
});

it('a success forgives settled failures on forgiving budgets, but not guesses still in flight', async () => {
  const { guard, limiter } = setup();
  const client = { key: 'client', rule, forgiveOnSuccess: true };
  const shared = { key: 'account', rule: { limit: 10, windowMs: 60_000 } };
  (await take(guard, [client, shared])).failed();
  const inFlight = await take(guard, [client, shared]);
  const right = await take(guard, [client, shared]);
  right.succeeded();
  expect(limiter.count('client')).toBe(1); // the one still being compared
  expect(limiter.count('account')).toBe(2); // only its own slot came back
  inFlight.failed();
  expect(limiter.count('client')).toBe(1);
});

it('a guess never evaluated gives its slots back', async () => {
  const { guard, limiter } = setup();
  const g = await take(guard, [{ key: 'k', rule }]);
  g.cancelled();
  g.failed(); // settling twice does nothing
  expect(limiter.count('k')).toBe(0);
});

// Instances of a cluster share one counter store (server/cluster/counters.ts); two limiters
// over one MemoryCounters stand for two instances here.
describe('two instances sharing the counts', () => {
  function instances() {
    const clock = new ManualClock(0);
    const counts = new MemoryCounters();
    const [a, b] = [new RateLimiter(clock, counts), new RateLimiter(clock, counts)];
    return { clock, a, b, guards: [new GuessGuard(a), new GuessGuard(b)] as const };
  }

  it("failures on either lock both; a budget full of the other instance's guesses is refused, not waited on", async () => {
    const { clock, guards } = instances();
    const budget = { key: 'pw:shared', rule };
    (await take(guards[0], [budget])).failed();
    (await take(guards[1], [budget])).failed();
    const inFlight = await take(guards[0], [budget]);
    // full: B hears nothing of A's guess being compared, so it refuses rather than wait forever
    expect(await guards[1].begin([budget])).toMatchObject({ reason: 'locked', refused: budget });
    inFlight.failed();
    for (const guard of guards) expect(await guard.begin([budget])).toMatchObject({ reason: 'locked', retryAfterMs: 60_000 });
    clock.advance(60_000);
    expect(isRefusal(await guards[1].begin([budget]))).toBe(false);
  });

  it('a slot the other instance took between the check and the take: the guess takes nothing and is refused', async () => {
    const { a, b, guards } = instances();
    const account = { key: 'account', rule: { limit: 10, windowMs: 60_000 } };
    const client = { key: 'client', rule: { limit: 1, windowMs: 60_000 } };
    const take = a.take.bind(a);
    // B takes the client's only slot just before A's take of it (after A's check found it free)
    vi.spyOn(a, 'take').mockImplementation((key, r) => {
      if (key === 'client') b.take(key, r);
      return take(key, r);
    });
    expect(await guards[0].begin([account, client])).toMatchObject({ reason: 'locked', refused: client });
    expect(a.count('account')).toBe(0); // the account's slot, taken first, went back
    expect(a.count('client')).toBe(1); // B's
  });
});
