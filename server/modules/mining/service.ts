// Mining financing (issue 18, docs/decisions/049-mining-financing.md): products, subscription
// into a locked position, daily interest, maturity and early redemption, with real money only.
// Money moves through the ledger: subscription available → mining_positions; day k's interest
// mining_interest → available; maturity mining_positions → available; early redemption
// mining_positions → available (the refund) and → mining_interest (the penalty). Every day of
// every order is paid once: by the payout row's primary key, the journal's key and the order's
// paid-days counter, all three in the transaction that pays it.
import { DAY_MS, daysDue, expectedEarnings, penaltyOf, scheduleOf } from '../../../shared/mining.ts';
import { parseAmount } from '../../../shared/money.ts';
import type { MiningOrderQuery, MiningPayoutQuery, MiningSubscribeBody } from '../../../shared/schemas/mining.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { JournalEntry, Leg } from '../../ledger/ledger.ts';
import { earlierRequest, moneyTransaction, requestFingerprint } from '../../ledger/operations.ts';
import type { CurrencyBook } from '../funds/currencies.ts';
import type { MiningRepository, OrderRow, PayoutRow, ProductRow } from './repository.ts';
import { dayOf, expectedOf, offsetOf, ratesOf } from './terms.ts';

/** Every product's currency: USDT held in custody (spec §1). */
export const MINING_CURRENCY = 'USDT';
/** How often the periodic jobs look for due payouts and maturities. */
export const MINING_POLL_MS = 60_000;

export class MiningService {
  readonly offsetMs: number;

  constructor(
    private readonly ctx: AppContext,
    private readonly book: CurrencyBook,
    private readonly repo: MiningRepository,
  ) {
    this.offsetMs = offsetOf(ctx.config.miningPayoutTime);
  }

  private get now() {
    return this.ctx.clock.now();
  }

  private fmt(units: bigint, currency = MINING_CURRENCY) {
    return this.book.format(currency, units);
  }

  /** An amount of `currency` as the API answers it. */
  format(units: bigint, currency: string) {
    return this.fmt(units, currency);
  }

  // ------------------------------------------------------------------ products

  productView(p: ProductRow) {
    const { held } = this.repo.heldInProduct(p.id);
    const left = p.totalQuota - held;
    return {
      id: p.id,
      name: p.name,
      currency: p.currency,
      scale: this.book.get(p.currency).scale,
      periodDays: p.periodDays,
      minRate: p.minRate,
      maxRate: p.maxRate,
      defaultRate: p.defaultRate,
      minAmount: this.fmt(p.minAmount, p.currency),
      maxAmount: this.fmt(p.maxAmount, p.currency),
      userCap: this.fmt(p.userCap, p.currency),
      totalQuota: this.fmt(p.totalQuota, p.currency),
      quotaLeft: this.fmt(left > 0n ? left : 0n, p.currency),
      enabled: p.enabled,
      interestStart: 'next_day' as const,
      payoutTime: this.ctx.config.miningPayoutTime,
    };
  }

  products() {
    return this.repo.products().map((p) => this.productView(p));
  }

  private productRow(id: number): ProductRow {
    const p = this.repo.product(id);
    if (!p) throw new AppError('MINING_PRODUCT_UNKNOWN');
    return p;
  }

  /** A product with what `amount` (its minimum when absent) would earn, and what the caller may still subscribe. */
  product(id: number, amount: string | undefined, userId: number | null) {
    const p = this.productRow(id);
    const units = amount === undefined || amount === '' ? p.minAmount : this.parseAmount(p, amount);
    const rates = ratesOf(p);
    const e = expectedEarnings(units, p.periodDays, rates);
    const range = (r: { min: bigint; default: bigint; max: bigint }) => ({
      min: this.fmt(r.min, p.currency),
      default: this.fmt(r.default, p.currency),
      max: this.fmt(r.max, p.currency),
    });
    const userLeft = userId === null ? null : p.userCap - this.repo.heldByUserInProduct(userId, p.id);
    return {
      ...this.productView(p),
      expected: { amount: this.fmt(units, p.currency), daily: range(e.daily), total: range(e.total) },
      userLeft: userLeft === null ? null : this.fmt(userLeft > 0n ? userLeft : 0n, p.currency),
    };
  }

  private parseAmount(p: ProductRow, amount: string): bigint {
    const scale = this.book.get(p.currency).scale;
    const m = /^\d{1,18}(\.\d+)?$/.exec(amount.trim());
    if (!m) throw new AppError('MINING_AMOUNT_INVALID', { decimals: scale });
    try {
      return this.book.parse(p.currency, amount.trim(), { min: 1n, max: 0n });
    } catch {
      throw new AppError('MINING_AMOUNT_INVALID', { decimals: scale });
    }
  }

  // ------------------------------------------------------------------ subscription

  /**
   * Subscribes `amount` of a product: within its single limit, the customer's cap, the total
   * quota and the available balance, all checked inside the transaction that locks the amount.
   */
  subscribe(userId: number, body: MiningSubscribeBody, idempotencyKey?: string) {
    const p = this.productRow(body.productId);
    const amount = this.parseAmount(p, body.amount);
    const fingerprint = requestFingerprint({ productId: body.productId, amount: amount.toString() });
    const key = idempotencyKey === undefined ? undefined : `mining-subscribe:${userId}:${idempotencyKey}`;
    if (key !== undefined) {
      const first = earlierRequest(this.ctx.sqlite, 'mining', { key, type: 'mining_subscribe', userId, fingerprint });
      if (first !== undefined) return this.order(userId, first);
    }
    const now = this.now;
    const id = moneyTransaction(this.ctx.ledger, () => {
      // read again inside the transaction: the product and what is held may have changed
      const live = this.productRow(p.id);
      this.checkLimits(live, userId, amount);
      const s = scheduleOf(now, live.periodDays, this.offsetMs);
      const id = this.repo.insertOrder({
        userId,
        productId: live.id,
        productName: live.name,
        currency: live.currency,
        amount,
        periodDays: live.periodDays,
        minRate: live.minRate,
        maxRate: live.maxRate,
        defaultRate: live.defaultRate,
        seed: this.ctx.random.bytes(16).toString('hex'),
        createdAt: now,
        interestFrom: s.interestFrom,
        finishAt: s.finishAt,
      });
      const posted = this.ctx.ledger.post(this.subscribeJournal(id, userId, live.currency, amount, key, fingerprint));
      // (a repeated key was answered above, before this synchronous transaction began)
      if (!posted.created) throw new AppError('IDEMPOTENCY_KEY_REUSED');
      this.repo.setJournal(id, posted.journalId);
      return id;
    });
    return this.order(userId, id);
  }

  private subscribeJournal(id: number, userId: number, currency: string, amount: bigint, key: string | undefined, fingerprint: string) {
    const entry: JournalEntry = {
      key: key ?? `mining-order:${id}:subscribe`,
      type: 'mining_subscribe',
      userId,
      reference: `mining:${id}`,
      fingerprint: key === undefined ? undefined : fingerprint,
      legs: [
        { account: { userId, kind: 'available', currency }, amount: -amount },
        { account: { platform: 'mining_positions', currency }, amount },
      ],
    };
    return entry;
  }

  private checkLimits(p: ProductRow, userId: number, amount: bigint) {
    const c = p.currency;
    if (!p.enabled) throw new AppError('MINING_PRODUCT_DISABLED');
    if (amount < p.minAmount) throw new AppError('MINING_AMOUNT_BELOW_MIN', { min: this.fmt(p.minAmount, c), currency: c });
    if (amount > p.maxAmount) throw new AppError('MINING_AMOUNT_ABOVE_MAX', { max: this.fmt(p.maxAmount, c), currency: c });
    const mine = this.repo.heldByUserInProduct(userId, p.id);
    if (mine + amount > p.userCap) {
      const left = p.userCap - mine;
      throw new AppError('MINING_USER_CAP_REACHED', {
        max: this.fmt(p.userCap, c),
        amount: this.fmt(left > 0n ? left : 0n, c),
        currency: c,
      });
    }
    const { held } = this.repo.heldInProduct(p.id);
    if (held + amount > p.totalQuota) {
      const left = p.totalQuota - held;
      throw new AppError('MINING_QUOTA_EXCEEDED', { amount: this.fmt(left > 0n ? left : 0n, c), currency: c });
    }
  }

  // ------------------------------------------------------------------ payouts and maturity

  /**
   * Pays every due day of every order in progress and returns the principal of those that
   * reached maturity, each order in its own transaction; catches up on any number of missed
   * days. Returns how many days were paid.
   */
  payDue(now: number = this.now): number {
    let paid = 0;
    for (const o of this.repo.inProgress()) {
      if (daysDue(o.interestFrom, o.periodDays, this.offsetMs, now) > o.paidDays || now >= o.finishAt) {
        paid += this.settle(o.id, now);
      }
    }
    return paid;
  }

  /** Pays an order's due days and matures it when its time has come (one transaction); the days paid. */
  private settle(orderId: number, now: number): number {
    return moneyTransaction(this.ctx.ledger, () => {
      const o = this.repo.order(orderId);
      if (o?.status !== 'in_progress') return 0;
      const due = daysDue(o.interestFrom, o.periodDays, this.offsetMs, now);
      let paid = 0;
      for (let k = o.paidDays + 1; k <= due; k++) {
        const d = dayOf(o, k, this.offsetMs);
        let journalId = 0;
        if (d.amount > 0n) {
          journalId = this.post(o, `day:${k}`, 'mining_interest', [platformLeg(o, 'mining_interest', -d.amount), customerLeg(o, d.amount)]);
        }
        if (!this.repo.recordPayout({ ...o, paidDays: k - 1 }, { ...d, journalId, paidAt: now })) {
          throw new Error(`mining order ${o.id} day ${k} was paid before`);
        }
        paid++;
      }
      if (due === o.periodDays && now >= o.finishAt) {
        const journalId = this.post(o, 'maturity', 'mining_maturity', [
          platformLeg(o, 'mining_positions', -o.amount),
          customerLeg(o, o.amount),
        ]);
        const done = this.repo.redeem(
          { ...o, paidDays: due },
          { redeemKind: 'matured', penalty: 0n, refund: o.amount, redeemedAt: o.finishAt, redeemJournalId: journalId },
        );
        if (!done) throw new Error(`mining order ${o.id} moved under maturity`);
      }
      return paid;
    });
  }

  /** One journal of an order (key `mining-order:<id>:<step>`, reference `mining:<id>`); its id. */
  private post(o: OrderRow, step: string, type: string, legs: JournalEntry['legs']): number {
    return this.ctx.ledger.post({ key: `mining-order:${o.id}:${step}`, type, userId: o.userId, reference: `mining:${o.id}`, legs })
      .journalId;
  }

  // ------------------------------------------------------------------ early redemption

  private ownOrder(userId: number, id: number): OrderRow {
    const o = this.repo.order(id);
    if (!o || o.userId !== userId) throw new AppError('NOT_FOUND');
    return o;
  }

  /** Remaining days, penalty and refund of redeeming `o` at `now` (the due days paid first). */
  private redemptionOf(o: OrderRow, now: number) {
    const paidDays = Math.max(o.paidDays, daysDue(o.interestFrom, o.periodDays, this.offsetMs, now));
    const remainingDays = o.periodDays - paidDays;
    const penalty = penaltyOf(o.amount, remainingDays, ratesOf(o).default, this.book.get(o.currency).scale, o.currency);
    return { remainingDays, penalty, refund: o.amount - penalty };
  }

  /** What redeeming now would cost: the confirm prompt shows it before anything happens. */
  redemptionQuote(userId: number, id: number) {
    const o = this.ownOrder(userId, id);
    if (o.status !== 'in_progress' || this.now >= o.finishAt) throw new AppError('MINING_ORDER_NOT_IN_PROGRESS');
    const r = this.redemptionOf(o, this.now);
    const interestKept = o.interestPaid + this.unpaidDue(o, this.now);
    return {
      orderId: o.id,
      currency: o.currency,
      amount: this.fmt(o.amount, o.currency),
      remainingDays: r.remainingDays,
      defaultRate: o.defaultRate,
      penalty: this.fmt(r.penalty, o.currency),
      refund: this.fmt(r.refund, o.currency),
      interestKept: this.fmt(interestKept, o.currency),
    };
  }

  /** Interest of days due and not yet paid (the redemption pays them first). */
  private unpaidDue(o: OrderRow, now: number): bigint {
    let sum = 0n;
    const due = daysDue(o.interestFrom, o.periodDays, this.offsetMs, now);
    for (let k = o.paidDays + 1; k <= due; k++) sum += dayOf(o, k, this.offsetMs).amount;
    return sum;
  }

  /**
   * Redeems an order early: days already due are paid first (they are the customer's), then
   * penalty = remaining days × default rate × principal goes to the platform and the rest of
   * the principal back to available. `penalty` is what the customer confirmed: refused when a
   * day ended meanwhile and it changed. An order that reached maturity meanwhile is refused.
   */
  redeem(userId: number, id: number, confirmedPenalty: string) {
    const now = this.now;
    this.ownOrder(userId, id);
    this.settle(id, now);
    moneyTransaction(this.ctx.ledger, () => {
      const o = this.ownOrder(userId, id);
      if (o.status !== 'in_progress') throw new AppError('MINING_ORDER_NOT_IN_PROGRESS');
      const r = this.redemptionOf(o, now);
      const penaltyText = this.fmt(r.penalty, o.currency);
      if (unitsOrNull(confirmedPenalty, this.book.get(o.currency).scale) !== r.penalty) {
        throw new AppError('MINING_PENALTY_CHANGED', { amount: penaltyText, currency: o.currency });
      }
      const legs: JournalEntry['legs'] = [platformLeg(o, 'mining_positions', -o.amount)];
      if (r.refund > 0n) legs.push(customerLeg(o, r.refund));
      if (r.penalty > 0n) legs.push(platformLeg(o, 'mining_interest', r.penalty));
      const journalId = this.post(o, 'redeem', 'mining_redeem', legs);
      if (
        !this.repo.redeem(o, { redeemKind: 'early', penalty: r.penalty, refund: r.refund, redeemedAt: now, redeemJournalId: journalId })
      ) {
        throw new AppError('MINING_ORDER_NOT_IN_PROGRESS');
      }
    });
    return this.order(userId, id);
  }

  // ------------------------------------------------------------------ views

  /** Days settled (paid or due) and the interest of the day now earning: the first not yet due, once it has begun. */
  private progressOf(o: OrderRow, now: number) {
    const open = o.status === 'in_progress';
    const settled = open ? Math.max(o.paidDays, daysDue(o.interestFrom, o.periodDays, this.offsetMs, now)) : o.paidDays;
    const k = settled + 1;
    const today = open && k <= o.periodDays && now >= o.interestFrom + (k - 1) * DAY_MS ? dayOf(o, k, this.offsetMs).amount : 0n;
    return { open, settled, today };
  }

  orderView(o: OrderRow, now = this.now) {
    const c = o.currency;
    const { open, settled, today } = this.progressOf(o, now);
    const s = scheduleOf(o.createdAt, o.periodDays, this.offsetMs);
    const iso = (t: number) => new Date(t).toISOString();
    return {
      id: o.id,
      productId: o.productId,
      productName: o.productName,
      currency: c,
      amount: this.fmt(o.amount, c),
      periodDays: o.periodDays,
      minRate: o.minRate,
      maxRate: o.maxRate,
      defaultRate: o.defaultRate,
      seed: o.seed,
      status: o.status,
      redeemKind: o.redeemKind,
      createdAt: iso(o.createdAt),
      interestFrom: iso(o.interestFrom),
      finishAt: iso(o.finishAt),
      nextPayoutAt: open && settled < o.periodDays ? iso(s.payoutAt(settled + 1)) : null,
      paidDays: o.paidDays,
      remainingDays: open ? o.periodDays - settled : 0,
      expected: this.fmt(expectedOf(o), c),
      accumulated: this.fmt(o.interestPaid, c),
      today: this.fmt(today, c),
      penalty: this.fmt(o.penalty, c),
      refund: this.fmt(o.refund, c),
      redeemedAt: o.redeemedAt === null ? null : iso(o.redeemedAt),
    };
  }

  payoutView(p: PayoutRow) {
    return {
      orderId: p.orderId,
      productName: p.productName,
      currency: p.currency,
      dayIndex: p.dayIndex,
      day: p.day,
      rate: p.rate,
      amount: this.fmt(p.amount, p.currency),
      journalId: p.journalId,
      paidAt: new Date(p.paidAt).toISOString(),
    };
  }

  /** One of the caller's orders with its payouts (another customer's: 404). */
  order(userId: number, id: number) {
    const o = this.ownOrder(userId, id);
    return this.detailOf(o);
  }

  detailOf(o: OrderRow) {
    return { ...this.orderView(o), payouts: this.repo.payoutsOf(o.id).map((p) => this.payoutView(p)) };
  }

  orders(userId: number, q: MiningOrderQuery) {
    const now = this.now;
    return this.repo.orders(userId, q.status, q.page, q.pageSize, (o) => this.orderView(o, now));
  }

  payouts(userId: number, q: MiningPayoutQuery) {
    return this.repo.payouts(userId, q.orderId, q.page, q.pageSize, (p) => this.payoutView(p));
  }

  /** Totals: principal held, expected and today's interest of the orders in progress, interest paid on all. */
  summary(userId: number) {
    const now = this.now;
    let held = 0n;
    let expected = 0n;
    let today = 0n;
    const open = this.repo.userInProgress(userId).filter((o) => o.currency === MINING_CURRENCY);
    for (const o of open) {
      held += o.amount;
      expected += expectedOf(o);
      today += this.progressOf(o, now).today;
    }
    return {
      currency: MINING_CURRENCY,
      inProgress: open.length,
      held: this.fmt(held),
      expected: this.fmt(expected),
      accumulated: this.fmt(this.repo.interestPaid(userId).get(MINING_CURRENCY) ?? 0n),
      today: this.fmt(today),
    };
  }
}

/** A leg on the order's customer's available balance. */
const customerLeg = (o: OrderRow, amount: bigint): Leg => ({
  account: { userId: o.userId, kind: 'available', currency: o.currency },
  amount,
});
/** A leg on a platform account of the order's currency. */
const platformLeg = (o: OrderRow, platform: 'mining_interest' | 'mining_positions', amount: bigint): Leg => ({
  account: { platform, currency: o.currency },
  amount,
});

/** A typed amount at `scale` in minor units, zero allowed; null when it is not one. */
function unitsOrNull(value: string, scale: number): bigint | null {
  if (/^0+(\.0+)?$/.test(value)) return 0n;
  const parsed = parseAmount(value, scale);
  return 'problem' in parsed ? null : parsed.units;
}
