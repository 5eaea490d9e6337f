// What the API and the user channel show of fast options and orders: amounts as decimal
// strings, prices in the product's precision, and the market periods that prove the ticks.
import { applyRate, formatAmount } from '../../../shared/money.ts';
import { formatScaled } from '../../../shared/market.ts';
import type { MarketEngine } from '../../engine/market-engine.ts';
import { DEMO_CURRENCY, DEMO_SCALE } from './demo.ts';
import type { FastOptionRow, FastOrderRow } from './repository.ts';

export const FAST_CURRENCY = DEMO_CURRENCY;
export const FAST_SCALE = DEMO_SCALE;

export class FastViews {
  constructor(private readonly market: MarketEngine) {}

  option(r: FastOptionRow) {
    return {
      productId: Number(r.productId),
      durationSec: Number(r.durationSec),
      profitRate: r.profitRate,
      profitPercent: formatScaled(Number(applyRate(10000n, r.profitRate)), 2),
      minAmount: formatAmount(r.minAmount, FAST_SCALE),
      maxAmount: formatAmount(r.maxAmount, FAST_SCALE),
      currency: FAST_CURRENCY,
    };
  }

  order(o: FastOrderRow) {
    const product = this.market.product(o.productId);
    const p = product?.pricePrecision ?? 0;
    const price = (t: number | null) => (t === null ? null : formatScaled(t, p));
    // the market periods whose seeds drew the entry and exit ticks: once revealed, anyone can
    // recompute both ticks (docs/decisions/015-market-commit-reveal.md)
    const entry = this.market.periods.commitmentAt(o.entryTime);
    const exit = o.exitTime === null ? undefined : this.market.periods.commitmentAt(o.exitTime);
    // (one literal: fields after a spread cost a runtime call each on this V8, decision 113)
    return {
      id: o.id,
      mode: o.mode,
      productId: o.productId,
      symbol: product?.symbol ?? '',
      direction: o.direction,
      currency: o.currency,
      amount: formatAmount(o.amount, FAST_SCALE),
      durationSec: o.durationSec,
      profitRate: o.profitRate,
      entryPrice: price(o.entryTicks) as string,
      entryTime: o.entryTime,
      expiresAt: o.expiresAt,
      status: o.status,
      result: o.result,
      exitPrice: price(o.exitTicks),
      exitTime: o.exitTime,
      entryPeriodStart: entry?.start ?? null,
      entryCommitment: entry?.commitment ?? null,
      exitPeriodStart: exit?.start ?? null,
      exitCommitment: exit?.commitment ?? null,
      payout: o.payout === null ? null : formatAmount(o.payout, FAST_SCALE),
      profit: o.payout === null ? null : formatAmount(o.payout - o.amount, FAST_SCALE),
      settledAt: o.settledAt,
      settlementJournalId: o.settleJournalId,
      createdAt: o.createdAt,
    };
  }
}

export type FastOrderView = ReturnType<FastViews['order']>;
