// Fast (short-term up/down) orders: options, placing, reading and statistics. Placing moves
// the stake from the user's available balance to the platform's fast-order escrow and records
// the entry tick in force (docs/decisions/010-fast-trading.md); the order row is written once
// (docs/decisions/013-fast-escrow-and-settlement-rows.md). An order arrives typed (order.ts, at
// the route). Settling is settlement.ts, the views views.ts, the storage repository.ts.
import { formatAmount } from '../../../shared/money.ts';
import { formatScaled } from '../../../shared/market.ts';
import type { AppContext } from '../../context.ts';
import type { MarketEngine } from '../../engine/market-engine.ts';
import type { PriceSource } from '../../engine/price-source.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Mode } from '../../ledger/ledger.ts';
import { GroupCommit } from '../../ledger/group-commit.ts';
import { createWithJournal, requestFingerprint } from '../../ledger/operations.ts';
import type { OpeningGuard } from '../trading/products.ts';
import type { DemoService } from './demo.ts';
import type { FastOrderBody, FastOrderOption, TypedFastOrder } from './order.ts';
import type { FastOrderRow, FastRepository, NewFastOrder } from './repository.ts';
import { FAST_CURRENCY, FAST_SCALE as SCALE, type FastViews } from './views.ts';

/**
 * Where a practice wallet's order is priced (decision 106): its source and time (a replay's
 * recomputed path at its replay time, or the live market now), and its replay session (null: a
 * live order, queued and settled by the live settlement).
 */
export interface PracticePricing {
  source: PriceSource;
  at: number;
  sessionId: number | null;
}

export class FastService {
  private readonly group: GroupCommit;

  constructor(
    private readonly ctx: AppContext,
    private readonly market: MarketEngine,
    private readonly demo: DemoService,
    private readonly repo: FastRepository,
    private readonly views: FastViews,
    /** Asked before a new order (responsible trading's limits and check, decision 077). */
    private readonly guard: OpeningGuard = () => {},
  ) {
    // (answered once the group's commit is on disk, synced off the serving thread: decision 109)
    this.group = new GroupCommit(ctx.ledger, { walSync: ctx.walSync, optimistic: true });
  }

  options(productId?: number) {
    return this.repo
      .options()
      .filter((r) => productId === undefined || Number(r.productId) === productId)
      .map((r) => this.views.option(r));
  }

  order(id: number, userId: number) {
    const o = this.repo.order(id);
    if (!o || o.userId !== userId) throw new AppError('NOT_FOUND');
    return this.views.order(o);
  }

  /**
   * The option an order names, open to it (a product offering fast orders, the duration
   * offered): the route calls this, then parseFastOrder on it.
   */
  orderOption(body: Pick<FastOrderBody, 'productId' | 'durationSec' | 'mode'>): FastOrderOption {
    // the ledger refuses real money in a demo-only deployment (decision 071); said here first,
    // before the balance is checked
    if (body.mode === 'real' && this.ctx.ledger.demoOnly) throw new AppError('DEMO_ONLY_DEPLOYMENT');
    const product = this.market.product(body.productId);
    if (!product?.tradeModes.includes('fast')) throw new AppError('PRODUCT_NOT_FOUND');
    const option = this.repo.option(body.productId, body.durationSec);
    if (!option) throw new AppError('FAST_DURATION_UNAVAILABLE', { seconds: body.durationSec });
    return option;
  }

  /**
   * Places a checked order: the entry is the tick in force now; the order row, its queue entry
   * and the stake's move from available to the escrow are one transaction (or one savepoint
   * of the caller's).
   */
  private placeChecked(userId: number, c: TypedFastOrder, idempotencyKey?: string, pricing?: PracticePricing): FastOrderRow {
    const now = this.ctx.clock.now();
    const sessionId = pricing?.sessionId ?? null;
    // (an instance that stopped hearing the engine, e.g. while another takes it over, enters no
    // order at a price seconds old; a replay's prices are its recomputed path)
    if (sessionId === null && !this.market.pricesLive(now)) throw new AppError('MARKET_CLOSED');
    const at = pricing?.at ?? now;
    const entry = (pricing?.source ?? this.market.ticks).inForce(c.productId, at);
    if (!entry) throw new AppError('MARKET_CLOSED');
    const expiresAt = at + c.durationSec * 1000;
    const order: NewFastOrder = {
      userId,
      mode: c.mode,
      productId: c.productId,
      direction: c.direction,
      currency: FAST_CURRENCY,
      amount: c.amount,
      durationSec: c.durationSec,
      profitRate: c.profitRate,
      entryTicks: entry.ticks,
      entryTime: entry.time,
      expiresAt,
      createdAt: now,
      replaySessionId: sessionId,
    };
    let insertedId: number | undefined;
    const id = createWithJournal(
      this.ctx.ledger,
      this.ctx.sqlite,
      () => {
        // (inside the order's transaction: a refused order leaves no grant behind either)
        if (c.mode === 'demo') this.demo.ensure(userId);
        insertedId = this.repo.insertOrder(order);
        return insertedId;
      },
      (orderId) => ({
        key: idempotencyKey === undefined ? `fast:${orderId}:stake` : `fast-order:${userId}:${idempotencyKey}`,
        fingerprint:
          idempotencyKey === undefined
            ? undefined
            : requestFingerprint({
                productId: c.productId,
                mode: c.mode,
                direction: c.direction,
                durationSec: c.durationSec,
                amount: c.amount.toString(),
              }),
        type: 'fast_stake',
        userId,
        reference: `fast:${orderId}`,
        legs: [
          { account: { userId, kind: 'available', currency: FAST_CURRENCY, mode: c.mode }, amount: -c.amount },
          { account: { platform: 'fast_escrow', currency: FAST_CURRENCY, mode: c.mode }, amount: c.amount },
        ],
      }),
    );
    // the order as inserted (no read back); a retry answers the first order, as stored
    if (id !== insertedId) return this.repo.order(id) as FastOrderRow;
    // (field by field: the spread `{ ...order, id, replaySessionId, ... }` took 6.5 µs here,
    // and an order's path on the serving thread 13–15 µs more in all; measured, decision 113)
    return {
      userId,
      mode: order.mode,
      productId: order.productId,
      direction: order.direction,
      currency: order.currency,
      amount: order.amount,
      durationSec: order.durationSec,
      profitRate: order.profitRate,
      entryTicks: order.entryTicks,
      entryTime: order.entryTime,
      expiresAt: order.expiresAt,
      createdAt: order.createdAt,
      id,
      replaySessionId: sessionId,
      status: 'open',
      result: null,
      exitTicks: null,
      exitTime: null,
      payout: null,
      settledAt: null,
      settleJournalId: null,
    };
  }

  /** Places an order in its own transaction. */
  place(userId: number, order: TypedFastOrder) {
    this.guard({ userId, mode: order.mode, product: 'fast' });
    return this.views.order(this.placeChecked(userId, order));
  }

  /**
   * Places an order through the group commit (the API's path): orders arriving together share
   * one transaction, tried without a savepoint per order and, when one is refused, run again
   * each in its own (decision 113); resolves once committed and synced.
   */
  async submit(userId: number, order: TypedFastOrder, idempotencyKey?: string) {
    this.guard({ userId, mode: order.mode, product: 'fast' });
    // atomic: placeChecked writes only inside createWithJournal's own transaction (a savepoint of
    // the group's), so the group opens no second savepoint around it
    return this.views.order(await this.group.run(() => this.placeChecked(userId, order, idempotencyKey), { atomic: true }));
  }

  /**
   * A practice wallet's order (decision 106), in its own transaction or the caller's savepoint:
   * the entry is the source's tick in force at `at`, the expiry `at` + its duration; the same
   * options, limits, profit rate and journals. The caller grants the wallet its money. An order
   * of a replay session is not queued: the replay settles it on its path (`FastSettlement.settleSession`).
   */
  placePractice(userId: number, order: TypedFastOrder, pricing: PracticePricing) {
    this.guard({ userId, mode: order.mode, product: 'fast' });
    return this.views.order(this.placeChecked(userId, order, undefined, pricing));
  }

  list(userId: number, q: { status?: 'open' | 'settled'; mode?: Mode; page?: number; pageSize?: number }) {
    return this.repo.orderPage(userId, q, (o) => this.views.order(o));
  }

  stats(userId: number, mode: Mode) {
    const rows = this.repo.stats(userId, mode);
    let count = 0n;
    let wins = 0n;
    let pnl = 0n;
    for (const r of rows) {
      count += r.n;
      if (r.result === 'win') wins += r.n;
      pnl += r.paid - r.staked;
    }
    const winRate = count === 0n ? 0n : (wins * 10000n) / count;
    return {
      count: Number(count),
      wins: Number(wins),
      winRate: formatScaled(Number(winRate), 2),
      profit: formatAmount(pnl, SCALE),
      currency: FAST_CURRENCY,
    };
  }
}
