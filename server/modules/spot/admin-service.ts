// The back office's view of spot trading (issue 16, decision 041): every market's settings as
// staff read them, with a change pending approval (changes go through the four-eyes
// `spot-market` proposal), and any customer's orders, read only, shown as the customer sees
// them plus who placed them and every fill with its ledger journal.
import type { AdminSpotMarket, AdminSpotOrderQuery } from '../../../shared/schemas/admin-spot.ts';
import type { z } from 'zod';
import type { SpotFillView, SpotOrderView } from '../../../shared/schemas/spot.ts';
import { formatAmount, unitsOf } from '../../../shared/money.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ApprovalService } from '../approvals/service.ts';
import type { CurrencyBook } from '../funds/currencies.ts';
import type { HeldSpotOrder, SpotAdminRepository, SpotMarketRow, SpotTradeRow } from './admin-repository.ts';

/** How the customers' API shows an order and a fill (the spot module's views). */
export interface SpotOrderViews {
  order(row: Omit<HeldSpotOrder, 'account'>): SpotOrderView;
  /** A fill from the point of view of the order `orderId`. */
  fill(trade: SpotTradeRow, orderId: number): z.infer<typeof SpotFillView>;
}

/** Decimals of a step as stored ("0.0100" → 2). */
/** Decimals of a step as stored: a market's prices and quantities are shown with them ("0.01" → 2). */
const decimalsOf = (step: string) => step.split('.')[1]?.length ?? 0;

export class SpotAdmin {
  constructor(
    private readonly repo: SpotAdminRepository,
    private readonly approvals: ApprovalService,
    private readonly book: CurrencyBook,
    private readonly views: SpotOrderViews,
  ) {}

  private market(m: SpotMarketRow): AdminSpotMarket {
    return {
      id: m.id,
      productId: m.productId,
      symbol: m.symbol,
      name: m.name,
      base: m.base,
      quote: m.quote,
      tickSize: m.tickSize,
      lotStep: m.lotStep,
      minNotional: m.minNotional,
      makerFee: m.makerFeeRate,
      takerFee: m.takerFeeRate,
      pricePrecision: decimalsOf(m.tickSize),
      qtyPrecision: decimalsOf(m.lotStep),
      quotePrecision: this.book.get(m.quote).scale,
      enabled: Boolean(m.enabled),
      pendingProposalId: this.approvals.pendingSpotMarket(m.id),
    };
  }

  /** Every market's settings, in the products' order. */
  markets(): AdminSpotMarket[] {
    return this.repo.markets().map((m) => this.market(m));
  }

  /** Every customer's orders, newest first, filtered. */
  list(q: AdminSpotOrderQuery) {
    const { page, pageSize, appKey: _appKey, ...filter } = q;
    return this.repo.page(filter, page, pageSize, ({ account, ...o }) => ({ ...this.views.order(o), userId: Number(o.userId), account }));
  }

  /** One order with who placed it and its fills, each with the journal that moved its coins and fee. */
  get(id: number) {
    const held = this.repo.order(id);
    if (!held) throw new AppError('NOT_FOUND');
    const { account, ...o } = held;
    return {
      ...this.views.order(o),
      userId: Number(o.userId),
      account,
      fills: this.repo.fills(id).map((f) => this.views.fill(f, id)),
    };
  }
}

/**
 * The customers' view of an order and a fill from the stored rows (decision 038's units: price =
 * ticks × tick size, quantity = lots × lot step, money in quote minor units), for the back
 * office until the spot service's own views are wired here.
 */
export function rowViews(repo: SpotAdminRepository, book: CurrencyBook): SpotOrderViews {
  const termsOf = (marketId: number) => {
    const m = repo.market(marketId);
    if (!m) throw new AppError('NOT_FOUND');
    const pp = decimalsOf(m.tickSize);
    const qp = decimalsOf(m.lotStep);
    const tick = unitsOf(m.tickSize, pp);
    const lot = unitsOf(m.lotStep, qp);
    const qs = book.get(m.quote).scale;
    return {
      m,
      price: (ticks: bigint) => formatAmount(ticks * tick, pp),
      qty: (lots: bigint) => formatAmount(lots * lot, qp),
      quote: (units: bigint) => formatAmount(units, qs),
      // the average price: the value filled over the quantity filled, in the price's decimals (rounded down)
      avg: (value: bigint, lots: bigint) => formatAmount((value * 10n ** BigInt(pp + qp)) / (lots * lot * 10n ** BigInt(qs)), pp),
    };
  };
  return {
    order(o) {
      const t = termsOf(Number(o.marketId));
      const frozenCurrency = o.side === 'buy' ? t.m.quote : t.m.base;
      const status = o.status === 'open' ? (o.filledLots > 0n ? 'partially_filled' : 'unfilled') : (o.status as 'filled' | 'cancelled');
      return {
        id: Number(o.id),
        mode: o.mode as 'real' | 'demo',
        marketId: Number(o.marketId),
        symbol: t.m.symbol,
        base: t.m.base,
        quote: t.m.quote,
        side: o.side as 'buy' | 'sell',
        type: o.type as 'limit' | 'market',
        status,
        cancelReason: o.cancelReason as 'user' | 'self_trade' | 'market_remainder' | null,
        price: o.priceTicks === null ? null : t.price(o.priceTicks),
        quantity: o.qtyLots === null ? null : t.qty(o.qtyLots),
        amount: o.quoteAmount === null ? null : t.quote(o.quoteAmount),
        dealCount: t.qty(o.filledLots),
        remaining: t.qty(o.leftLots),
        avgPrice: o.filledLots > 0n ? t.avg(o.dealValue, o.filledLots) : null,
        tradeAmount: t.quote(o.dealValue),
        fee: t.quote(o.fee),
        frozen: formatAmount(o.frozen, book.get(frozenCurrency).scale),
        frozenCurrency,
        createdAt: Number(o.createdAt),
        updatedAt: Number(o.updatedAt),
        doneAt: o.doneAt === null ? null : Number(o.doneAt),
      };
    },
    fill(f, orderId) {
      const t = termsOf(Number(f.marketId));
      const maker = Number(f.makerOrderId) === orderId;
      const takerSide = f.side as 'buy' | 'sell';
      return {
        id: Number(f.id),
        orderId,
        side: maker ? (takerSide === 'buy' ? 'sell' : 'buy') : takerSide,
        role: maker ? 'maker' : 'taker',
        price: t.price(f.priceTicks),
        quantity: t.qty(f.lots),
        tradeAmount: t.quote(f.value),
        fee: t.quote(maker ? f.makerFee : f.takerFee),
        journalId: Number(f.journalId),
        time: Number(f.at),
      };
    },
  };
}
