// Bounds the guesses at a secret (login password, withdrawal password, old password). A
// guess takes its slot in every budget synchronously, BEFORE the slow comparison is
// awaited: a parallel burst therefore never has more guesses evaluated than a budget allows,
// and a success arriving after the last slot is refused like any other guess.
// A slot held by a guess still being compared may yet be given back (it may be right), so
// a guess that finds the budget full of such guesses waits for them to settle instead of
// being refused: a real user's parallel requests are served a few at a time, an attacker's
// burst is refused as soon as the settled failures reach the limit. A success gives back
// only what it may: its own slot, and on budgets that forgive, the failures already
// settled (guesses still being compared stay counted).
// Several instances share the counts (server/cluster/counters.ts) but each knows only its own
// guesses being compared: a budget full of another instance's is refused as locked, not
// waited on (nothing here would hear them settle).
import { AppError } from './app-error.ts';
import type { RateDecision, RateLimiter, RateRule } from './rate-limiter.ts';

export interface GuessBudget {
  key: string;
  rule: RateRule;
  /** A success forgives the failures already counted here (same client, same secret). */
  forgiveOnSuccess?: boolean;
}

export interface GuessRefusal {
  refused: GuessBudget;
  retryAfterMs: number;
  /** locked: failures reached the limit; busy: too many guesses already wait on this budget. */
  reason: 'locked' | 'busy';
}

/** Guesses that may wait on one budget for slots held by guesses being compared. */
const MAX_WAITING_PER_BUDGET = 64;

type Taken = { budget: GuessBudget; windowEnd: number }[];

export class GuessGuard {
  /** Guesses taken but not yet settled, per budget key. */
  private readonly pending = new Map<string, number>();
  private readonly waiting: { budgets: GuessBudget[]; resolve: (g: Guess | GuessRefusal) => void }[] = [];
  private readonly waitingPerKey = new Map<string, number>();

  constructor(private readonly limiter: RateLimiter) {}

  /** A guess holding one slot of every budget, or the refusal of the first budget that has none to give. */
  begin(budgets: GuessBudget[]): Promise<Guess | GuessRefusal> {
    const now = this.tryBegin(budgets);
    if (now !== 'wait') return Promise.resolve(now);
    const full = budgets.find((b) => (this.waitingPerKey.get(b.key) ?? 0) >= MAX_WAITING_PER_BUDGET);
    if (full) return Promise.resolve({ refused: full, retryAfterMs: 1000, reason: 'busy' });
    for (const b of budgets) this.waitingPerKey.set(b.key, (this.waitingPerKey.get(b.key) ?? 0) + 1);
    return new Promise((resolve) => this.waiting.push({ budgets, resolve }));
  }

  /** Whether `budget` has no slot left (after a failure: the lock has just begun). */
  spent(budget: GuessBudget): RateDecision {
    return this.limiter.peek(budget.key, budget.rule);
  }

  // Synchronous from the checks to the takes: nothing can interleave.
  private tryBegin(budgets: GuessBudget[]): Guess | GuessRefusal | 'wait' {
    let wait = false;
    for (const b of budgets) {
      const d = this.limiter.peek(b.key, b.rule);
      if (d.allowed) continue;
      const settled = this.limiter.count(b.key) - (this.pending.get(b.key) ?? 0);
      if (settled >= b.rule.limit) return { refused: b, retryAfterMs: d.retryAfterMs, reason: 'locked' };
      wait = true;
    }
    if (wait) return 'wait';
    const taken: Taken = [];
    for (const b of budgets) {
      const d = this.limiter.take(b.key, b.rule);
      if (!d.allowed) {
        // another instance took the last slot since the check (counters shared by a cluster):
        // the slots taken here go back, and the guess is judged as the check would have
        for (const t of taken) this.limiter.refund(t.budget.key, t.windowEnd);
        return (this.pending.get(b.key) ?? 0) > 0 ? 'wait' : { refused: b, retryAfterMs: d.retryAfterMs, reason: 'locked' };
      }
      taken.push({ budget: b, windowEnd: d.windowEnd });
    }
    for (const t of taken) this.pending.set(t.budget.key, (this.pending.get(t.budget.key) ?? 0) + 1);
    return new Guess(this, taken);
  }

  /** @internal */
  settle(taken: Taken, outcome: 'failed' | 'succeeded' | 'cancelled') {
    for (const { budget, windowEnd } of taken) {
      const left = (this.pending.get(budget.key) ?? 1) - 1;
      if (left > 0) this.pending.set(budget.key, left);
      else this.pending.delete(budget.key);
      if (outcome === 'failed') continue;
      if (outcome === 'succeeded' && budget.forgiveOnSuccess) {
        // keep only the guesses still in flight: they may yet fail
        this.limiter.refund(budget.key, windowEnd, this.limiter.count(budget.key) - left);
      } else {
        this.limiter.refund(budget.key, windowEnd);
      }
    }
    this.admitWaiting();
  }

  private admitWaiting() {
    for (let i = 0; i < this.waiting.length; ) {
      const w = this.waiting[i] as (typeof this.waiting)[number];
      const r = this.tryBegin(w.budgets);
      if (r === 'wait') {
        i++;
        continue;
      }
      this.waiting.splice(i, 1);
      for (const b of w.budgets) {
        const n = (this.waitingPerKey.get(b.key) ?? 1) - 1;
        if (n > 0) this.waitingPerKey.set(b.key, n);
        else this.waitingPerKey.delete(b.key);
      }
      w.resolve(r);
    }
  }
}

export class Guess {
  private settled = false;
  constructor(
    private readonly guard: GuessGuard,
    private readonly taken: Taken,
  ) {}

  /** The secret was wrong: the slots stay used. */
  failed() {
    this.end('failed');
  }

  /** The secret was right. */
  succeeded() {
    this.end('succeeded');
  }

  /** The guess was never evaluated (e.g. the hashing pool was busy): the slots come back. */
  cancelled() {
    this.end('cancelled');
  }

  private end(outcome: 'failed' | 'succeeded' | 'cancelled') {
    if (this.settled) return;
    this.settled = true;
    this.guard.settle(this.taken, outcome);
  }
}

export function isRefusal(g: Guess | GuessRefusal): g is GuessRefusal {
  return 'refused' in g;
}

/**
 * The answer to a refused guess at a per-account secret: busy (too many guesses waiting) or
 * locked for the minutes left, with Retry-After either way.
 */
export function lockoutError(refusal: GuessRefusal): AppError {
  const seconds = Math.max(1, Math.ceil(refusal.retryAfterMs / 1000));
  const headers = { 'retry-after': String(seconds) };
  if (refusal.reason === 'busy') return new AppError('SERVER_BUSY', { seconds }, headers);
  return new AppError('ACCOUNT_LOCKED', { minutes: Math.ceil(seconds / 60), seconds }, headers);
}
