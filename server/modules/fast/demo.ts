// Demo wallets: every user (and every guest) trades demo mode with virtual USDT issued by
// the platform's demo_issuance account. Demo money lives in mode 'demo' accounts, so no
// journal can move it into real balances (the ledger balances per currency and mode).
import { formatAmount } from '../../../shared/money.ts';
import type { AppContext } from '../../context.ts';
import type { Mode } from '../../ledger/ledger.ts';
import type { FastRepository } from './repository.ts';

/** What the trading products hold of a user's money (the demo wallet's position: every product's demo business). */
export interface Holdings {
  held(userId: number, mode: Mode): Map<string, bigint>;
}

export const DEMO_CURRENCY = 'USDT';
export const DEMO_SCALE = 6;
/** 100,000 virtual USDT. */
export const DEMO_GRANT = 100_000_000_000n;

export class DemoService {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: FastRepository,
    private readonly holdings: Holdings,
  ) {}

  private available(userId: number) {
    return this.ctx.ledger.balance({ userId, kind: 'available', currency: DEMO_CURRENCY, mode: 'demo' });
  }

  /** Users whose grant is known to be committed: placing a demo order skips a transaction. */
  private readonly granted = new Set<number>();

  /** Grants the demo balance once (idempotent). */
  ensure(userId: number) {
    if (this.granted.has(userId)) return;
    // inside someone else's transaction the grant could still roll back: do not remember it
    const remember = !this.ctx.sqlite.inTransaction;
    this.ctx.ledger.post({
      key: `demo-grant:${userId}`,
      type: 'demo_grant',
      userId,
      legs: [
        { account: { platform: 'demo_issuance', currency: DEMO_CURRENCY, mode: 'demo' }, amount: -DEMO_GRANT },
        { account: { userId, kind: 'available', currency: DEMO_CURRENCY, mode: 'demo' }, amount: DEMO_GRANT },
      ],
    });
    if (remember) this.granted.add(userId);
  }

  /** Users removed (expired guests): their grant is no longer remembered. */
  forget(userIds: number[]) {
    for (const id of userIds) this.granted.delete(id);
  }

  wallet(userId: number) {
    this.ensure(userId);
    const position = this.holdings.held(userId, 'demo').get(DEMO_CURRENCY) ?? 0n;
    return {
      currency: DEMO_CURRENCY,
      available: formatAmount(this.available(userId), DEMO_SCALE),
      position: formatAmount(position, DEMO_SCALE),
    };
  }

  /** Brings the available demo balance back to the grant. */
  reset(userId: number) {
    this.ensure(userId);
    const delta = DEMO_GRANT - this.available(userId);
    if (delta !== 0n) {
      const n = this.repo.demoResets(userId);
      this.ctx.ledger.post({
        key: `demo-reset:${userId}:${n + 1}`,
        type: 'demo_reset',
        userId,
        legs: [
          { account: { platform: 'demo_issuance', currency: DEMO_CURRENCY, mode: 'demo' }, amount: -delta },
          { account: { userId, kind: 'available', currency: DEMO_CURRENCY, mode: 'demo' }, amount: delta },
        ],
      });
    }
    return this.wallet(userId);
  }
}
