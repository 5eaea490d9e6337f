// Spot in a practice wallet (issue 43, decision 106): a replay's or a class's orders fill against
// the HOUSE's quotes around the price source's tick, never in a live book. A market order fills
// at once at the house's ask (buy) or bid (sell) with the market's taker fee; a limit order rests
// with its funds frozen as a live one and fills whole at its own price with its maker fee when a
// later tick's quotes cross it (buy: ask ≤ limit; sell: bid ≥ limit); a limit order that the
// quotes already cross when placed takes at once, as a live one takes from the book. The spread
// is the house market maker's touch (houseTouch); lot, tick and minimum-value rules and the
// refusals are the live route's (parseSpotOrder). Rows are SpotOrder and SpotTrade rows of the
// wallet's mode (and replay session); the house's side of a fill has no order row: its order id
// in SpotTrade is HOUSE_ORDER (0). The house's coins are `spot_house` of the wallet's mode, funded
// from that mode's demo_issuance when a fill needs more than it has: every journal balances per
// currency and mode. Each method is synchronous, one transaction (a savepoint of the caller's).
//   fill (buy):  spot_orders(quote) −(value + fee) → spot_house(quote) +value, spot_fees +fee;
//                spot_house(base) −base → buyer +base
//   fill (sell): spot_orders(base) −base → spot_house(base) +base;
//                spot_house(quote) −value → seller +(value − fee), spot_fees +fee
import type { z } from 'zod';
import { formatScaled } from '../../../shared/market.ts';
import type { PracticeSpotOrder } from '../../../shared/schemas/practice.ts';
import type { SpotOrderView } from '../../../shared/schemas/spot.ts';
import type { PriceSource } from '../../engine/price-source.ts';
import type { RecordedTick } from '../../engine/ticks.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  type AccountRef,
  isTradeMode,
  type JournalEntry,
  type Leg,
  type Ledger,
  type Mode,
  type PlatformKind,
} from '../../ledger/ledger.ts';
import { moneyTransaction } from '../../ledger/operations.ts';
import type { PracticeWallet, SpotPracticeApi } from '../replay/practice-api.ts';
import { finishOrder, freezeJournal, houseFundJournal, ownerAccount } from './execution.ts';
import { houseTouch } from './market-maker.ts';
import type { SpotMarkets } from './markets.ts';
import { parseSpotOrder, tooSmall } from './order.ts';
import type { OrderRow, SpotRepository, TradeRow } from './repository.ts';
import { feeOf, type MarketTerms, rateOf } from './terms.ts';
import { orderView } from './views.ts';

/** The house's side of a practice fill in SpotTrade (makerOrderId or takerOrderId): it has no order row. */
export const HOUSE_ORDER = 0;

type View = z.infer<typeof SpotOrderView>;
type Touch = { bid: bigint | null; ask: bigint };

export interface SpotPracticeDeps {
  ledger: Ledger;
  clock: Clock;
  repo: SpotRepository;
  markets: SpotMarkets;
  /** A product's price precision (its ticks' decimals); undefined for an unknown product. */
  precisionOf(productId: number): number | undefined;
  /** The house market maker's spacing (bps): its touch is the practice wallets' spread. */
  spacingBps(): number;
}

export class SpotPractice implements SpotPracticeApi {
  constructor(private readonly deps: SpotPracticeDeps) {}

  place(userId: number, wallet: PracticeWallet, source: PriceSource, at: number, body: z.infer<typeof PracticeSpotOrder>): View {
    const terms = this.marketOf(wallet, body.productId);
    const order = parseSpotOrder(terms, { ...body, mode: wallet.mode });
    const tick = source.inForce(terms.productId, at);
    const touch = tick && this.touch(terms, tick);
    if (!touch) throw new AppError('MARKET_CLOSED');
    const { side, type, mode } = order;
    // a market sell is valued at the bid it meets (the minimum order value applies to it too)
    if (type === 'market' && side === 'sell') {
      if (touch.bid === null) throw new AppError('MARKET_CLOSED');
      if (touch.bid * BigInt(order.lots as number) * terms.unit < terms.minNotionalUnits) throw tooSmall(terms);
    }
    const { ledger, repo, clock } = this.deps;
    return moneyTransaction(ledger, () => {
      const now = clock.now();
      const currency = side === 'buy' ? terms.quote : terms.base;
      if (ledger.balance(ownerAccount(userId, currency, mode)) < order.freeze) throw new AppError('INSUFFICIENT_BALANCE');
      const id = repo.nextOrderId();
      const row: OrderRow = {
        id,
        marketId: terms.id,
        mode,
        replaySessionId: wallet.sessionId,
        userId,
        side,
        type,
        priceTicks: order.priceTicks === null ? null : BigInt(order.priceTicks),
        qtyLots: order.lots === null ? null : BigInt(order.lots),
        quoteAmount: order.quoteAmount,
        filledLots: 0n,
        leftLots: 0n,
        dealValue: 0n,
        fee: 0n,
        frozen: order.freeze,
        makerFeeRate: terms.makerFeeRate,
        takerFeeRate: terms.takerFeeRate,
        status: 'open',
        cancelReason: null,
        createdAt: now,
        updatedAt: now,
        doneAt: null,
        apiKeyId: null,
        clientOrderId: null,
      };
      const journals = [freezeJournal(id, userId, currency, mode, order.freeze)];
      // what it takes at once: a market order always, a limit order the quotes already cross
      let take: { price: bigint; lots: bigint } | undefined;
      if (type === 'market') {
        take =
          side === 'buy'
            ? { price: touch.ask, lots: (order.budget as bigint) / touch.ask }
            : { price: touch.bid as bigint, lots: BigInt(order.lots as number) };
      } else if (crossed(side, row.priceTicks as bigint, touch)) {
        take = { price: side === 'buy' ? touch.ask : (touch.bid as bigint), lots: row.qtyLots as bigint };
      }
      let trade: PendingTrade | undefined;
      if (take && take.lots > 0n) {
        trade = this.fill(terms, row, take.price, take.lots, 'taker', now, journals);
        finishOrder(terms, row, 'filled', null, now, journals);
      } else if (type === 'market') {
        // a market buy whose amount buys no whole lot at the ask: given back whole
        finishOrder(terms, row, 'cancelled', 'market_remainder', now, journals);
      } else {
        row.leftLots = row.qtyLots as bigint;
      }
      const posted = ledger.postManyInside(journals);
      repo.insertOrder(row);
      if (trade) this.insertTrade(trade, posted);
      return orderView(terms, row);
    });
  }

  cancel(userId: number, wallet: PracticeWallet, orderId: number, _at: number): View {
    const { ledger, repo } = this.deps;
    return moneyTransaction(ledger, () => {
      const o = repo.order(orderId);
      // another user's, another wallet's or another session's order is no different from none
      if (!o || o.userId !== userId || o.mode !== wallet.mode || o.replaySessionId !== wallet.sessionId) throw new AppError('NOT_FOUND');
      return orderView(this.deps.markets.byIdOrThrow(o.marketId), this.cancelIn(o));
    });
  }

  cancelAll(userId: number, mode: Mode, sessionId?: number): number {
    practiceOnly(mode);
    const { ledger, repo } = this.deps;
    return moneyTransaction(ledger, () => {
      const open = repo.walletOrders({ userId, mode, sessionId, status: 'open' });
      for (const o of open) this.cancelIn(o);
      return open.length;
    });
  }

  orders(userId: number, wallet: PracticeWallet, latest: number): View[] {
    practiceOnly(wallet.mode);
    const { repo, markets } = this.deps;
    const w = { userId, mode: wallet.mode, sessionId: wallet.sessionId };
    const rows = [...repo.walletOrders({ ...w, status: 'open' }), ...repo.walletOrders({ ...w, status: 'done', limit: latest })];
    return rows.sort((a, b) => b.id - a.id).map((o) => orderView(markets.byIdOrThrow(o.marketId), o));
  }

  process(sessionId: number | null, source: PriceSource, from: number, to: number): void {
    if (to <= from) return;
    const { repo, ledger, clock, markets } = this.deps;
    const open = repo.openPractice(sessionId);
    if (open.length === 0) return;
    const byMarket = new Map<number, OrderRow[]>();
    for (const o of open) byMarket.set(o.marketId, [...(byMarket.get(o.marketId) ?? []), o]);
    // which order each tick crosses first: ticks with time in (from, to] (between is [from, to))
    const fills: { at: number; order: OrderRow; terms: MarketTerms }[] = [];
    for (const [marketId, orders] of byMarket) {
      const terms = markets.byIdOrThrow(marketId);
      let resting = orders;
      for (const tick of source.between(terms.productId, from + 1, to + 1)) {
        if (resting.length === 0) break;
        const touch = this.touch(terms, tick);
        if (!touch) continue;
        const still: OrderRow[] = [];
        for (const o of resting) {
          if (crossed(o.side, o.priceTicks as bigint, touch)) fills.push({ at: tick.time, order: o, terms });
          else still.push(o);
        }
        resting = still;
      }
    }
    if (fills.length === 0) return;
    fills.sort((a, b) => a.at - b.at || a.order.id - b.order.id);
    moneyTransaction(ledger, () => {
      const now = clock.now();
      for (const f of fills) {
        // (as it stands now: one cancelled since it was read is left alone)
        const o = repo.order(f.order.id);
        if (o?.status !== 'open') continue;
        const { terms } = f;
        const journals: JournalEntry[] = [];
        const trade = this.fill(terms, o, o.priceTicks as bigint, o.leftLots, 'maker', now, journals);
        finishOrder(terms, o, 'filled', null, now, journals);
        // (each fill posted before the next reads the house's balance)
        const posted = ledger.postManyInside(journals);
        if (!repo.updateOrder(o)) throw new Error(`spot order ${o.id} was not open`);
        this.insertTrade(trade, posted);
      }
    });
  }

  // ------------------------------------------------------------------------------------------

  /** The spot market of a product this wallet may trade, open to orders. */
  private marketOf(wallet: PracticeWallet, productId: number): MarketTerms {
    practiceOnly(wallet.mode);
    if (!wallet.allowed.kinds.includes('spot') || !wallet.allowed.productIds.includes(productId)) {
      throw new AppError('PRACTICE_PRODUCT_NOT_ALLOWED');
    }
    const terms = this.deps.markets.byProduct(productId);
    if (!terms) throw new AppError('SPOT_MARKET_UNKNOWN');
    if (!terms.enabled) throw new AppError('SPOT_MARKET_DISABLED');
    return terms;
  }

  /** The house's touch around a tick (the market maker's spread); undefined when it quotes nothing there. */
  private touch(terms: MarketTerms, tick: RecordedTick): Touch | undefined {
    const precision = this.deps.precisionOf(terms.productId);
    if (precision === undefined || !(tick.ticks > 0)) return undefined;
    return houseTouch(terms, formatScaled(tick.ticks, precision), this.deps.spacingBps());
  }

  /** Cancels an open order inside the caller's transaction: what it holds goes back. */
  private cancelIn(o: OrderRow): OrderRow {
    if (o.status !== 'open') throw new AppError('SPOT_ORDER_NOT_OPEN');
    const journals: JournalEntry[] = [];
    finishOrder(this.deps.markets.byIdOrThrow(o.marketId), o, 'cancelled', 'user', this.deps.clock.now(), journals);
    if (journals.length > 0) this.deps.ledger.postManyInside(journals);
    if (!this.deps.repo.updateOrder(o)) throw new AppError('SPOT_ORDER_NOT_OPEN');
    return o;
  }

  /**
   * One fill of `o` against the house at `price` (the house's quote when `o` takes, its own limit
   * price when it rests), its fee at the order's own rate of its role: its journals are added to
   * `journals` (the house's funding first when it lacks the coin it gives) and `o` is updated.
   */
  private fill(
    terms: MarketTerms,
    o: OrderRow,
    price: bigint,
    lots: bigint,
    role: 'taker' | 'maker',
    now: number,
    journals: JournalEntry[],
  ) {
    const { mode } = o;
    const userId = o.userId as number;
    const value = price * lots * terms.unit;
    const baseUnits = lots * terms.lotBase;
    const fee = feeOf(value, rateOf(role === 'taker' ? o.takerFeeRate : o.makerFeeRate));
    const buy = o.side === 'buy';
    // what the house gives: the base coin to a buyer, the quote coin to a seller
    const [gives, giveAmount] = buy ? [terms.base, baseUnits] : [terms.quote, value];
    const house = this.deps.ledger.balance({ platform: 'spot_house', currency: gives, mode });
    if (house < giveAmount) journals.push(houseFundJournal(gives, mode, giveAmount - house, `practice:${o.id}:${gives}`));
    const at = (platform: PlatformKind, currency: string): AccountRef => ({ platform, currency, mode });
    const legs: Leg[] = (
      buy
        ? [
            { account: at('spot_orders', terms.quote), amount: -(value + fee) },
            { account: at('spot_house', terms.quote), amount: value },
            { account: at('spot_house', terms.base), amount: -baseUnits },
            { account: ownerAccount(userId, terms.base, mode), amount: baseUnits },
            { account: at('spot_fees', terms.quote), amount: fee },
          ]
        : [
            { account: at('spot_orders', terms.base), amount: -baseUnits },
            { account: at('spot_house', terms.base), amount: baseUnits },
            { account: at('spot_house', terms.quote), amount: -value },
            { account: ownerAccount(userId, terms.quote, mode), amount: value - fee },
            { account: at('spot_fees', terms.quote), amount: fee },
          ]
    ).filter((l) => l.amount !== 0n);
    const journal = journals.length;
    journals.push({
      key: `spot-fill:${o.id}:house`,
      type: 'spot_fill',
      userId,
      reference: `spot-order:${o.id}`,
      memo: 'house',
      legs,
    });
    o.filledLots += lots;
    o.dealValue += value;
    o.fee += fee;
    o.frozen -= buy ? value + fee : baseUnits;
    o.updatedAt = now;
    const taker = role === 'taker';
    const trade: Omit<TradeRow, 'id'> = {
      marketId: terms.id,
      mode,
      makerOrderId: taker ? HOUSE_ORDER : o.id,
      takerOrderId: taker ? o.id : HOUSE_ORDER,
      // (the taker's side: the house's when the order rested)
      side: taker ? o.side : buy ? 'sell' : 'buy',
      priceTicks: price,
      lots,
      value,
      makerFee: taker ? 0n : fee,
      takerFee: taker ? fee : 0n,
      journalId: 0,
      at: now,
    };
    return { trade, journal };
  }

  private insertTrade(p: PendingTrade, posted: { journalId: number }[]) {
    p.trade.journalId = (posted[p.journal] as { journalId: number }).journalId;
    this.deps.repo.insertTrade(p.trade);
  }
}

type PendingTrade = { trade: Omit<TradeRow, 'id'>; journal: number };

/** Whether the house's quotes cross a resting limit price: a buy's at or above the ask, a sell's at or below the bid. */
function crossed(side: 'buy' | 'sell', limit: bigint, touch: Touch): boolean {
  return side === 'buy' ? touch.ask <= limit : touch.bid !== null && touch.bid >= limit;
}

/** The live wallets' orders are the live engine's: a practice call never touches them. */
function practiceOnly(mode: Mode) {
  if (isTradeMode(mode)) throw new Error(`spot practice is for practice wallets, not ${mode}`);
}
