// Account cancellation (issue 17 point 8, docs/decisions/047-account-cancellation.md). Allowed
// only while nothing of the account is open in real mode (no registered trading product's
// cancellation check blocks it) and what could be withdrawn is below the minimum withdrawal
// everywhere (a bonus still locked cannot be withdrawn: it is forfeited, decision 071).
// Cancelling, in one transaction: the locked bonus goes back to the bonuses account and the dust
// is swept to the platform, each by a ledger journal, the original e-mail or phone is kept with its
// release time, the User row's e-mail and phone become tombstones (so they stay unique and the
// address is free), the status becomes cancelled and every session ends. The ledger history is
// kept; the row is never deleted.
import { formatAmount } from '../../../shared/money.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Leg } from '../../ledger/ledger.ts';
import { moneyTransaction } from '../../ledger/operations.ts';
import type { AuthRepository } from '../auth/repository.ts';
import type { AccessEnded } from '../auth/service.ts';
import { verifyPassword } from '../auth/password.ts';
import type { TradingProducts } from '../trading/products.ts';
import type { AccountRepository } from './repository.ts';

const DAY_MS = 86_400_000;
const BONUS_CURRENCY = 'USDT';

/** What the bonus module says of a user's locked bonus money (decision 048), and its forfeit. */
export interface LockedBonuses {
  /** The USDT still locked (not withdrawable) now. */
  lockedUsdt(userId: number): bigint;
  /** What of a real `currency` balance a locked bonus holds back from withdrawal. */
  withdrawalHold(userId: number, currency: string, usdtAvailable: bigint): bigint;
  /** Takes back what is locked (inside the caller's transaction); what was taken, in USDT. */
  forfeit(userId: number, now: number): bigint;
}
/** Wrong passwords when confirming, per user (a stolen session must not guess the password here). */
const PASSWORD_RULE = { limit: 5, windowMs: 15 * 60_000 };

export class AccountCancellation {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: AccountRepository,
    private readonly users: AuthRepository,
    /** Each trading product's check of what must be closed first (fast orders, positions, ...). */
    private readonly products: TradingProducts,
    private readonly bonuses: LockedBonuses,
    /** Inside the cancellation's transaction: what ends with the sessions (API keys, issue 39). */
    private readonly onAccessEnded: AccessEnded = () => 0,
  ) {}

  get releaseDays(): number {
    return this.ctx.config.accountReleaseDays;
  }

  /** What refuses the cancellation now, and the locked bonus and the dust it would forfeit. */
  check(userId: number) {
    const { blockers, dust, bonus } = this.assess(userId);
    return {
      allowed: blockers.length === 0,
      blockers,
      dust: dust.map((d) => ({ currency: d.currency, amount: formatAmount(d.amount, d.scale) })),
      bonus: bonus > 0n ? [{ currency: BONUS_CURRENCY, amount: formatAmount(bonus, this.repo.currency(BONUS_CURRENCY).scale) }] : [],
      releaseDays: this.releaseDays,
    };
  }

  private assess(userId: number) {
    const blockers = this.products.all().flatMap((p) => (p.cancellation?.blocks(userId) ? [p.cancellation.name] : []));
    const dust: { currency: string; amount: bigint; scale: number }[] = [];
    const balances = this.repo.realBalances(userId);
    const usdt = balances.find((b) => b.kind === 'available' && b.currency === BONUS_CURRENCY)?.balance ?? 0n;
    // the locked bonus the USDT balance holds: forfeited (back to the bonuses account)
    const locked = usdt > 0n ? this.bonuses.lockedUsdt(userId) : 0n;
    const bonus = locked < usdt ? locked : usdt;
    let balanceLeft = false;
    for (const b of balances) {
      // frozen money is a withdrawal under review: wait for it
      if (b.kind !== 'available') {
        balanceLeft = true;
        continue;
      }
      // what could be withdrawn (a locked bonus cannot): at or above the minimum withdrawal, it
      // must be withdrawn first; below it, it could never leave, so it is dust (swept on
      // cancelling), and so is bonus money exchanged into another coin (its hold there)
      const { minWithdraw, scale } = this.repo.currency(b.currency);
      const isUsdt = b.currency === BONUS_CURRENCY;
      const hold = isUsdt ? bonus : this.bonuses.withdrawalHold(userId, b.currency, usdt);
      const withdrawable = b.balance > hold ? b.balance - hold : 0n;
      if (withdrawable >= minWithdraw) balanceLeft = true;
      else if (isUsdt ? withdrawable > 0n : true) dust.push({ currency: b.currency, amount: isUsdt ? withdrawable : b.balance, scale });
    }
    if (balanceLeft) blockers.push('real-balance');
    return { blockers, dust, bonus };
  }

  async cancel(userId: number, password: string): Promise<void> {
    const user = this.users.userById(userId);
    if (!user) throw new AppError('SESSION_INVALID');
    const key = `cancel-password:${userId}`;
    this.ctx.limiter.enforce(key, PASSWORD_RULE);
    if (!(await verifyPassword(password, user.passwordHash, { priority: true }))) throw new AppError('CANCEL_PASSWORD_WRONG');
    const now = this.ctx.clock.now();
    moneyTransaction(this.ctx.ledger, () => {
      // checked again inside the transaction: nothing can open between the check and the write
      const { blockers, dust, bonus } = this.assess(userId);
      if (blockers.includes('real-balance')) throw new AppError('CANCEL_BALANCE_LEFT');
      if (blockers.length > 0) throw new AppError('CANCEL_OPEN_ORDERS');
      const address = this.repo.address(userId);
      if (address?.status !== 'active') throw new AppError('SESSION_INVALID');
      // the locked bonus first (one journal per grant, to the bonuses account), then the dust
      if (bonus > 0n && this.bonuses.forfeit(userId, now) !== bonus)
        throw new Error(`bonus forfeit of user ${userId} differs from its check`);
      if (dust.length > 0) {
        const legs: Leg[] = dust.flatMap((d) => [
          { account: { userId, kind: 'available', currency: d.currency, mode: 'real' }, amount: -d.amount } satisfies Leg,
          { account: { platform: 'cancellation_dust', currency: d.currency, mode: 'real' }, amount: d.amount } satisfies Leg,
        ]);
        this.ctx.ledger.post({ key: `cancellation-dust:${userId}`, type: 'cancellation_dust', userId, reference: `user:${userId}`, legs });
      }
      this.repo.insertCancellation({ userId, ...address, cancelledAt: now, releaseAt: now + this.releaseDays * DAY_MS });
      const email = address.email === null ? null : `cancelled-${userId}@cancelled.invalid`;
      const phone = address.phone === null ? null : `cancelled-${userId}`;
      if (!this.repo.tombstone(userId, email, phone)) throw new AppError('SESSION_INVALID');
      this.repo.revokeSessions(userId, now);
      this.onAccessEnded(userId, 'cancelled', now);
      this.ctx.ledger.unannounced(userId);
    });
    this.ctx.limiter.reset(key);
  }
}
