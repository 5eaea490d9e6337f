// The platform's private events in Binance's user data stream words (issue 40, decision 096): a
// spot order's `spot-order` and `spot-fill` events become `executionReport`s, a balance change of
// the spot wallet `outboundAccountPosition`. Built on whichever instance holds the stream, from
// the event and the rows it names: the orders in the issue-39 views (order-views.ts), each trade's
// place in its order from the trades up to it, so every instance builds the same reports from
// the same event, however late it reads it.
//
// Binance reports an order as NEW, then each TRADE, then CANCELED or EXPIRED. The platform pushes
// per operation each changed order once (as the operation left it) and then each fill; so an
// order placed and matched at once is NEW on its first fill as the taker, and one the book could
// not fill whole (a market order's remainder, self-trade prevention) EXPIRED after its last.
import type { z } from 'zod';
import type { ExecutionReport, OutboundAccountPosition } from '../../../../shared/schemas/binance-user-data.ts';
import type { BalanceChangedMessage } from '../../../../shared/schemas/funds.ts';
import type { SpotFillMessage, SpotOrderMessage, SpotOrderView } from '../../../../shared/schemas/spot.ts';
import type { TradeMode as Mode } from '../../../ledger/ledger.ts';
import type { CurrencyBook } from '../../funds/currencies.ts';
import type { WalletService } from '../../funds/wallet/service.ts';
import { type MarketTerms, priceText, qtyText, quoteText } from '../../spot/terms.ts';
import { orderView } from '../../spot/views.ts';
import { walletBalances } from '../account.ts';
import { type BinanceOrder, binanceOrder } from '../order-views.ts';
import type { BinanceRepository } from '../repository.ts';

/** The private events this stream translates (others pass by). */
export type SpotOrderEvent = z.infer<typeof SpotOrderMessage>;
export type SpotFillEvent = z.infer<typeof SpotFillMessage>;
export type BalanceEvent = z.infer<typeof BalanceChangedMessage>;

export interface SpotEventDeps {
  /** Every spot market's terms (read per event: staff may add one). */
  terms: () => readonly MarketTerms[];
  repo: BinanceRepository;
  wallet: WalletService;
  book: CurrencyBook;
  now: () => number;
}

/** What one execution says beyond the order itself. */
interface Execution {
  x: ExecutionReport['x'];
  X: ExecutionReport['X'];
  /** filled by then: quantity and quote value */
  z: string;
  Z: string;
  T: number;
  /** the cancelled order's client id (a cancel) */
  C?: string;
  trade?: { l: string; L: string; Y: string; n: string; t: number; m: boolean };
}

export class SpotUserEvents {
  constructor(private readonly deps: SpotEventDeps) {}

  private termsOf(pick: (t: MarketTerms) => boolean): MarketTerms | undefined {
    return this.deps.terms().find(pick);
  }

  /** The executionReport of one execution of `order` (its Binance view), at the market `t`. */
  private report(t: MarketTerms, order: BinanceOrder, e: Execution): ExecutionReport {
    const zeroQty = qtyText(t, 0n);
    const open = e.X === 'NEW' || e.X === 'PARTIALLY_FILLED';
    return {
      e: 'executionReport',
      E: this.deps.now(),
      s: order.symbol,
      c: order.clientOrderId,
      S: order.side,
      o: order.type,
      f: order.timeInForce,
      q: order.origQty,
      p: order.price,
      P: order.stopPrice,
      F: order.icebergQty,
      g: order.orderListId,
      C: e.C ?? '',
      x: e.x,
      X: e.X,
      r: 'NONE',
      i: order.orderId,
      l: e.trade?.l ?? zeroQty,
      z: e.z,
      L: e.trade?.L ?? priceText(t, 0n),
      n: e.trade?.n ?? '0',
      N: e.trade ? t.quote : null,
      T: e.T,
      t: e.trade?.t ?? -1,
      I: 0,
      // a limit order rests on the book until it is done
      w: open && order.type === 'LIMIT',
      m: e.trade?.m ?? false,
      M: e.trade !== undefined,
      O: order.time,
      Z: e.Z,
      Y: e.trade?.Y ?? quoteText(t, 0n),
      Q: order.origQuoteOrderQty,
      ...(order.type === 'LIMIT' ? { W: order.workingTime } : {}),
      V: order.selfTradePreventionMode,
    };
  }

  private newReport(t: MarketTerms, order: BinanceOrder) {
    return this.report(t, order, { x: 'NEW', X: 'NEW', z: qtyText(t, 0n), Z: quoteText(t, 0n), T: order.time });
  }

  /** An order ended by the book at its placement: EXPIRED (EXPIRED_IN_MATCH by self-trade prevention), with what it filled. */
  private expiredReport(t: MarketTerms, order: BinanceOrder, view: SpotOrderView) {
    const stp = view.cancelReason === 'self_trade';
    return this.report(t, order, {
      x: stp ? 'TRADE_PREVENTION' : 'EXPIRED',
      X: stp ? 'EXPIRED_IN_MATCH' : 'EXPIRED',
      z: order.executedQty,
      Z: order.cummulativeQuoteQty,
      T: view.doneAt ?? view.updatedAt,
    });
  }

  /**
   * A `spot-order` event of the user's: NEW for an order resting unfilled, CANCELED, EXPIRED for
   * one that never filled (its trades come with its fills); then the market's two coins as the
   * operation left them: a fill moves what an order holds (locked) by no ledger account of the
   * user's, so the ledger's balance event does not name that coin.
   */
  ofOrder(userId: number, event: SpotOrderEvent): (ExecutionReport | OutboundAccountPosition)[] {
    const t = this.termsOf((m) => m.id === event.order.marketId);
    if (!t) return [];
    const position = this.ofBalance(userId, event.order.mode as Mode, [t.base, t.quote]);
    return [...this.orderReports(t, event.order), ...(position ? [position] : [])];
  }

  private orderReports(t: MarketTerms, view: SpotOrderView): ExecutionReport[] {
    const order = binanceOrder(t, view);
    if (view.status === 'unfilled') return [this.newReport(t, order)];
    if (view.status !== 'cancelled') return [];
    if (view.cancelReason === 'user') {
      const T = view.doneAt ?? view.updatedAt;
      const { executedQty: z, cummulativeQuoteQty: Z, clientOrderId: C } = order;
      return [this.report(t, order, { x: 'CANCELED', X: 'CANCELED', z, Z, T, C })];
    }
    // ended by the book at placement: with fills, EXPIRED follows the last of them
    return order.executedQty === qtyText(t, 0n) ? [this.newReport(t, order), this.expiredReport(t, order, view)] : [];
  }

  /** A `spot-fill` event: the TRADE (after NEW on the taker's first fill, before EXPIRED after its last when the book ended it). */
  ofFill({ symbol, fill }: SpotFillEvent): ExecutionReport[] {
    const t = this.termsOf((m) => m.symbol === symbol);
    const row = t && this.deps.repo.order(fill.orderId);
    if (!t || !row) return [];
    const view = orderView(t, row);
    const order = binanceOrder(t, view);
    const p = this.deps.repo.tradeProgress(fill.orderId, fill.id);
    const taker = fill.role === 'taker';
    const reports: ExecutionReport[] = [];
    if (taker && fill.id === p.firstTakerId) reports.push(this.newReport(t, order));
    reports.push(
      this.report(t, order, {
        x: 'TRADE',
        X: fill.id === p.lastId && row.status === 'filled' ? 'FILLED' : 'PARTIALLY_FILLED',
        z: qtyText(t, p.lots),
        Z: quoteText(t, p.value),
        T: fill.time,
        trade: { l: fill.quantity, L: fill.price, Y: fill.tradeAmount, n: fill.fee, t: fill.id, m: !taker },
      }),
    );
    if (taker && fill.id === p.lastTakerId && row.status === 'cancelled' && row.cancelReason !== 'user') {
      // (the order's final figures: this was its last trade)
      reports.push(this.expiredReport(t, order, view));
    }
    return reports;
  }

  /** A balance change of the user's `mode` wallet: the changed coins' free and locked, read once. */
  ofBalance(userId: number, mode: Mode, currencies: readonly string[]): OutboundAccountPosition | null {
    if (currencies.length === 0) return null;
    const now = this.deps.now();
    const B = walletBalances(this.deps, userId, mode, new Set(currencies)).map((b) => ({ a: b.asset, f: b.free, l: b.locked }));
    return B.length === 0 ? null : { e: 'outboundAccountPosition', E: now, u: now, B };
  }
}
