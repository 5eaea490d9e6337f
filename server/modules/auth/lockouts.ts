// Lockouts of customers' password guesses (docs/decisions/014-lockout-policy.md): failures
// per (account, client) lock that client out of that account for a while, with an
// account-wide backoff and a per-IP cap that known devices skip; wrong old passwords lock
// the password change. A guess takes its slots before the (asynchronous) comparison, see
// server/lib/guess-guard.ts.
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { type Guess, type GuessBudget, GuessGuard, isRefusal, lockoutError } from '../../lib/guess-guard.ts';
import { AppError } from '../../lib/app-error.ts';
import type { KnownDevice } from './device-tokens.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Failure budgets; part of AUTH_POLICY. */
export const LOCKOUT_POLICY = {
  /** Failed logins per IP over all accounts (known devices exempt). */
  loginFailuresPerIp: { limit: 50, windowMs: HOUR },
  /** Failures per (account, client) lock that client out of that account. */
  lockAfterFailures: 5,
  lockMs: 15 * MINUTE,
  /** Failures per account from unknown clients, whatever their IP: then only known devices get in. */
  loginFailuresPerAccount: { limit: 50, windowMs: HOUR },
  /** Wrong old passwords when changing the login password. */
  oldPasswordFailures: { limit: 5, windowMs: 15 * MINUTE },
} as const;

/** A budget with the error its lock answers with. */
type LockBudget = GuessBudget & { error: 'ACCOUNT_LOCKED' | 'TOO_MANY_REQUESTS' };

/** Compares the guess; it may throw (hashing busy), and then the guess was never evaluated. */
export type Compare = () => Promise<boolean>;

export class Lockouts {
  private readonly guesses: GuessGuard;

  constructor(limiter: RateLimiter) {
    this.guesses = new GuessGuard(limiter);
  }

  /**
   * One login guess at `target` (an account address, existing or not: unknown accounts take
   * the same budgets, so locks tell nothing either). Throws the lock when a budget is spent,
   * before comparing, or right after the failure that spent its last slot; else whether the
   * password matched.
   */
  async login(target: string, ip: string, device: KnownDevice | null, compare: Compare): Promise<boolean> {
    const budgets = loginBudgets(target, ip, device);
    const matches = await this.judge(await this.begin(budgets), compare);
    if (!matches) {
      // the guess that used a lock's last slot hears of the lock at once
      for (const b of budgets) {
        const d = this.guesses.spent(b);
        if (b.error === 'ACCOUNT_LOCKED' && !d.allowed) throw lockError(b, d.retryAfterMs);
      }
    }
    return matches;
  }

  /** One guess at the old password when changing it: a stolen session must not become a way to guess it. */
  async oldPassword(userId: number, compare: Compare): Promise<boolean> {
    const budget: LockBudget = {
      key: `old-password:${userId}`,
      rule: LOCKOUT_POLICY.oldPasswordFailures,
      forgiveOnSuccess: true,
      error: 'ACCOUNT_LOCKED',
    };
    return this.judge(await this.begin([budget]), compare);
  }

  /** Takes a slot for one guess in every budget, or throws the lockout of the spent one. */
  private async begin(budgets: LockBudget[]): Promise<Guess> {
    const g = await this.guesses.begin(budgets);
    if (isRefusal(g)) throw lockError(g.refused as LockBudget, g.retryAfterMs, g.reason);
    return g;
  }

  /** Compares a guess that holds its slots; one never evaluated (hashing busy) gives them back. */
  private async judge(guess: Guess, compare: Compare): Promise<boolean> {
    let matches: boolean;
    try {
      matches = await compare();
    } catch (e) {
      guess.cancelled();
      throw e;
    }
    if (matches) guess.succeeded();
    else guess.failed();
    return matches;
  }
}

/** The budgets one login guess takes a slot from (decision 014). */
function loginBudgets(target: string, ip: string, device: KnownDevice | null): LockBudget[] {
  const perClient = { limit: LOCKOUT_POLICY.lockAfterFailures, windowMs: LOCKOUT_POLICY.lockMs };
  // a known device has a budget of its own that strangers cannot spend
  if (device)
    return [{ key: `login-fail:${target}:device:${device.deviceId}`, rule: perClient, forgiveOnSuccess: true, error: 'ACCOUNT_LOCKED' }];
  return [
    { key: `login-fail:ip:${ip}`, rule: LOCKOUT_POLICY.loginFailuresPerIp, error: 'TOO_MANY_REQUESTS' },
    { key: `login-fail:${target}:ip:${ip}`, rule: perClient, forgiveOnSuccess: true, error: 'ACCOUNT_LOCKED' },
    { key: `login-fail:${target}`, rule: LOCKOUT_POLICY.loginFailuresPerAccount, error: 'ACCOUNT_LOCKED' },
  ];
}

/** The per-IP cap answers TOO_MANY_REQUESTS; the others are the usual lockout (or busy) answer. */
function lockError(b: LockBudget, retryAfterMs: number, reason: 'locked' | 'busy' = 'locked'): AppError {
  if (reason === 'locked' && b.error === 'TOO_MANY_REQUESTS') {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    return new AppError('TOO_MANY_REQUESTS', { seconds }, { 'retry-after': String(seconds) });
  }
  return lockoutError({ refused: b, retryAfterMs, reason });
}
