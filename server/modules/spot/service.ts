// Coin-to-coin (spot) trading (issue 16, docs/decisions/038-spot-trading.md): markets, preview,
// place, cancel, orders and their fills, the book, recent trades, balances, and the house
// market maker's internal API. An order arrives parsed (order.ts, at the route); what depends
// on the book is checked here before anything is written; the money moves in execution.ts.
// The API's placements and cancels of one event-loop turn share one transaction (the group
// commit, each in its own savepoint); answers and messages go out after its commit.
import { formatAmount } from '../../../shared/money.ts';
import type { SpotOrderBody } from '../../../shared/schemas/spot.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { GroupCommit } from '../../ledger/group-commit.ts';
import { isTradeMode, type Mode } from '../../ledger/ledger.ts';
import { earlierRequest, requestFingerprint } from '../../ledger/operations.ts';
import type { DemoService } from '../fast/demo.ts';
import type { ChannelResolver } from '../realtime/routes.ts';
import { channelKey } from '../realtime/hub.ts';
import type { DepthSnapshot } from './engine/order-book.ts';
import type { HouseLevel, HouseQuoteResult, KeyOrigin, Outcome, PlaceSpec, SpotBooks, SpotExecution } from './execution.ts';
import { tooSmall, type TypedSpotOrder } from './order.ts';
import type { SpotPush } from './push.ts';
import type { SpotMarkets } from './markets.ts';
import type { OrderRow, SpotRepository, TradeRange, TradeRow } from './repository.ts';
import type { OpeningGuard } from '../trading/products.ts';
import { baseText, feeOf, type MarketTerms, maxRate, priceText, qtyText, quoteText } from './terms.ts';
import { fillView, levelsView, marketView, orderView, tradeView } from './views.ts';

/**
 * At most this many placements and cancels share a transaction: it bounds how long one commit
 * holds the event loop (a placement with fills is about 0.1-0.3 ms of work).
 */
export const SPOT_GROUP_MAX = 64;

/** Levels in a depth snapshot, and trades in a trades snapshot. */
export const SNAPSHOT_DEPTH = 50;
export const SNAPSHOT_TRADES = 50;

export class SpotService {
  private readonly group: GroupCommit;

  constructor(
    private readonly ctx: AppContext,
    private readonly marketBook: SpotMarkets,
    private readonly repo: SpotRepository,
    private readonly exec: SpotExecution,
    private readonly books: SpotBooks,
    private readonly push: SpotPush,
    private readonly demo: Pick<DemoService, 'ensure'>,
    /** Asked before a new order (responsible trading, decision 077). */
    private readonly guard: OpeningGuard = () => {},
  ) {
    // a group transaction that failed as a whole (its commit, say) undid what the engine did
    // to any book in it: every book is rebuilt from the database
    this.group = new GroupCommit(ctx.ledger, { maxBatch: SPOT_GROUP_MAX, afterRollback: () => this.start() });
  }

  /** Rebuilds every book from its open orders (start-up). */
  /** The books from the database; their update numbers start above `seqFloor`. */
  start(seqFloor = 0) {
    for (const t of this.marketBook.all()) for (const mode of ['real', 'demo'] as const) this.books.rebuild(t.id, mode, seqFloor);
  }

  private termsById(id: number): MarketTerms {
    return this.marketBook.byIdOrThrow(id);
  }

  /** The market of a symbol (house API: its ids, coins, steps, rates and notional unit). */
  marketOf(symbol: string): MarketTerms {
    return this.marketBook.bySymbolOrThrow(symbol);
  }

  markets() {
    return this.marketBook.all().map(marketView);
  }

  private resolve(body: Pick<SpotOrderBody, 'marketId' | 'symbol'>): MarketTerms {
    if (body.marketId !== undefined) return this.termsById(body.marketId);
    if (body.symbol !== undefined) return this.marketOf(body.symbol);
    throw new AppError('SPOT_MARKET_REQUIRED');
  }

  /**
   * The market an order names, open to it: known and enabled. The route calls this (then
   * parseSpotOrder on its terms) right after zod.
   */
  orderMarket(body: Pick<SpotOrderBody, 'marketId' | 'symbol' | 'mode'>): MarketTerms {
    const terms = this.resolve(body);
    if (!terms.enabled) throw new AppError('SPOT_MARKET_DISABLED');
    // the ledger refuses real money in a demo-only deployment (decision 071); said here first,
    // as the balance is checked before anything reaches the ledger
    if (body.mode === 'real' && this.ctx.ledger.demoOnly) throw new AppError('DEMO_ONLY_DEPLOYMENT');
    return terms;
  }

  /**
   * What a parsed order needs of the book: a market sell is valued at the best bid it would meet
   * first (the minimum order value applies to market orders too); with no bid it fills nothing
   * and is given back whole.
   */
  private checkBook(order: TypedSpotOrder) {
    if (order.type !== 'market' || order.side !== 'sell') return;
    const { terms } = order;
    const bid = this.books.get(terms.id, order.mode).book.bestBid();
    if (bid !== undefined && BigInt(bid) * BigInt(order.lots as number) * terms.unit < terms.minNotionalUnits) throw tooSmall(terms);
  }

  private available(userId: number, currency: string, mode: Mode) {
    return this.ctx.ledger.balance({ userId, kind: 'available', currency, mode });
  }

  preview(userId: number, spec: TypedSpotOrder) {
    this.checkBook(spec);
    const { terms } = spec;
    const currency = spec.side === 'buy' ? terms.quote : terms.base;
    const value = spec.priceTicks !== null && spec.lots !== null ? BigInt(spec.priceTicks) * BigInt(spec.lots) * terms.unit : null;
    const maxFee =
      value !== null
        ? feeOf(value, maxRate(terms.maker, terms.taker))
        : spec.quoteAmount !== null
          ? spec.quoteAmount - (spec.budget as bigint) * terms.unit
          : 0n;
    // a market buy: what its amount keeps beyond the budget is for the fee; a market sell pays
    // taker × its proceeds, which depend on the prices it meets (shown as 0 here)
    return {
      ...this.marketBuyEstimate(userId, spec),
      symbol: terms.symbol,
      side: spec.side,
      type: spec.type,
      price: spec.priceTicks === null ? null : priceText(terms, BigInt(spec.priceTicks)),
      quantity: spec.lots === null ? null : qtyText(terms, BigInt(spec.lots)),
      tradeAmount: value !== null ? quoteText(terms, value) : spec.quoteAmount !== null ? quoteText(terms, spec.quoteAmount) : null,
      maxFee: quoteText(terms, maxFee),
      freeze: spec.side === 'buy' ? quoteText(terms, spec.freeze) : baseText(terms, spec.freeze),
      freezeCurrency: currency,
      available:
        spec.side === 'buy'
          ? quoteText(terms, this.available(userId, currency, spec.mode))
          : baseText(terms, this.available(userId, currency, spec.mode)),
    };
  }

  /**
   * A market buy at the book as it is now (decision 068): the engine's own walk, so the figures
   * are those a placement now would get — the lots it buys, what it spends (trade value and the
   * taker fee of every fill, as the execution posts them) and what comes back, with why it stops
   * and, when it stops for dust, what one lot costs at the price it stops at (with its fee: what
   * comes back is less). Other orders only: every figure null.
   */
  private marketBuyEstimate(userId: number, spec: TypedSpotOrder) {
    if (spec.quoteAmount === null || spec.budget === null) {
      return { estimatedQuantity: null, estimatedSpend: null, unspent: null, lotCost: null, stopsAt: null };
    }
    const { terms } = spec;
    const walk = this.books.get(terms.id, spec.mode).book.walkMarketBuy(userId, spec.budget);
    let lots = 0n;
    let spend = 0n;
    for (const f of walk.fills) {
      const value = BigInt(f.price) * BigInt(f.qty) * terms.unit;
      lots += BigInt(f.qty);
      spend += value + feeOf(value, terms.taker);
    }
    const lotValue = walk.stopPrice === undefined ? null : BigInt(walk.stopPrice) * terms.unit;
    // (with its fee rounded up: what one lot takes at most)
    const lotFee = lotValue === null ? 0n : (lotValue * terms.taker.num + terms.taker.den - 1n) / terms.taker.den;
    return {
      estimatedQuantity: qtyText(terms, lots),
      estimatedSpend: quoteText(terms, spend),
      unspent: quoteText(terms, spec.quoteAmount - spend),
      lotCost: lotValue === null ? null : quoteText(terms, lotValue + lotFee),
      stopsAt:
        walk.status === 'filled' ? ('dust' as const) : walk.status === 'stp_cancelled' ? ('own_order' as const) : ('book_end' as const),
    };
  }

  /**
   * Places an order (guests: demo only, checked by the route) in the next group transaction;
   * answers once it has committed. A retry under the same Idempotency-Key answers the first order.
   * `origin`: placed by API key (the Binance-compatible API, issue 39), stored on its row.
   */
  async place(userId: number, order: TypedSpotOrder, idempotencyKey?: string, origin?: KeyOrigin) {
    this.checkBook(order);
    this.guard({ userId, mode: order.mode, product: 'spot' });
    const { terms, sent, ...spec } = order;
    let idempotency: PlaceSpec['idempotency'];
    let key: string | undefined;
    if (idempotencyKey !== undefined) {
      const fingerprint = requestFingerprint({
        marketId: terms.id,
        mode: spec.mode,
        side: spec.side,
        type: spec.type,
        // (the texts as sent: a retry must send the same content, "0.10" is not "0.1")
        price: sent.price,
        quantity: sent.quantity,
        amount: sent.amount,
      });
      key = `spot-order:${userId}:${idempotencyKey}`;
      idempotency = { key: idempotencyKey, fingerprint };
    }
    // The demo grant commits on its own, once (the demo service remembers it from then on):
    // posted inside the placement's transaction it would never be remembered, and every demo
    // order would post it again (the ledger finds the key and changes nothing, at a cost).
    if (spec.mode === 'demo') this.demo.ensure(userId);
    // (atomic: the lookup writes nothing, and the placement is a savepoint of its own)
    const done = await this.group.run(
      () => {
        // (inside the transaction: a retry in the same group as its first attempt finds it)
        if (key !== undefined && idempotency !== undefined) {
          const earlier = earlierRequest(this.ctx.sqlite, 'spot-order', {
            key,
            type: 'spot_freeze',
            userId,
            fingerprint: idempotency.fingerprint,
          });
          if (earlier !== undefined) return { retried: earlier };
        }
        return { out: this.exec.place({ ...spec, terms, userId, idempotency, origin }) };
      },
      { atomic: true },
    );
    if (done.out === undefined) return this.orderOf(userId, done.retried);
    this.push.published(terms, done.out);
    return this.answer(terms, done.out, done.out.orderIds[0] as number);
  }

  /**
   * Cancels several of the caller's orders, each on its own (as a batch of orders: decision 057,
   * whose placements the route queues one by one with `place`).
   */
  cancelMany(userId: number, orderIds: number[]) {
    return Promise.allSettled(orderIds.map((id) => this.cancel(userId, id)));
  }

  /** Cancels an open order of the caller's in the next group transaction: exactly the remainder is unfrozen. */
  async cancel(userId: number, orderId: number) {
    // (atomic: the order is read, then cancelled in a savepoint of its own)
    const { terms, out } = await this.group.run(
      () => {
        const order = this.ownOrder(userId, orderId);
        const terms = this.termsById(order.marketId);
        return { terms, out: this.exec.cancel(terms, order, userId) };
      },
      { atomic: true },
    );
    this.push.published(terms, out);
    return this.answer(terms, out, orderId);
  }

  /** The order's view as its committed operation left it (its row is in the outcome). */
  private answer(terms: MarketTerms, out: Outcome, orderId: number) {
    const row = out.changed.find((o) => o.id === orderId);
    return orderView(terms, row ?? (this.repo.order(orderId) as OrderRow));
  }

  /** An order of the caller's, or NOT_FOUND (another user's order is no different from none). */
  private ownOrder(userId: number, orderId: number): OrderRow {
    const order = this.repo.order(orderId);
    // (a practice wallet's order is not the live API's: decision 106)
    if (!order || order.userId !== userId || !isTradeMode(order.mode)) throw new AppError('NOT_FOUND');
    return order;
  }

  private orderOf(userId: number, orderId: number) {
    const o = this.ownOrder(userId, orderId);
    return orderView(this.termsById(o.marketId), o);
  }

  order(userId: number, orderId: number) {
    const o = this.ownOrder(userId, orderId);
    const t = this.termsById(o.marketId);
    return { ...orderView(t, o), fills: this.repo.tradesOf(orderId).map((tr) => fillView(t, tr, orderId)) };
  }

  list(
    userId: number,
    q: { status?: 'open' | 'history'; mode?: Mode; marketId?: number; symbol?: string; page?: number; pageSize?: number },
  ) {
    const marketId = q.marketId ?? (q.symbol !== undefined ? this.marketOf(q.symbol).id : undefined);
    const page = this.repo.orders({ userId, status: q.status, mode: q.mode, marketId, page: q.page, pageSize: q.pageSize });
    return { ...page, items: page.items.map((o) => orderView(this.termsById(o.marketId), o)) };
  }

  book(symbol: string, mode: Mode = 'real', depth = SNAPSHOT_DEPTH) {
    const t = this.marketOf(symbol);
    const entry = this.books.get(t.id, mode);
    const snap = entry.book.snapshot(depth);
    return { symbol, mode, seq: entry.seq, bids: levelsView(t, snap.bids), asks: levelsView(t, snap.asks) };
  }

  trades(symbol: string, mode: Mode = 'real', limit = SNAPSHOT_TRADES) {
    const t = this.marketOf(symbol);
    return this.repo.recentTrades(t.id, mode, limit).map((tr) => tradeView(t, tr));
  }

  /** A market's trades in engine units, in id order (the Binance-compatible API formats them itself). */
  tradeRows(marketId: number, mode: Mode, range: TradeRange): TradeRow[] {
    return this.repo.tradesInRange(this.termsById(marketId).id, mode, range);
  }

  balances(userId: number, symbol: string, mode: Mode) {
    const t = this.marketOf(symbol);
    const held = this.repo.held(userId, mode);
    const coin = (currency: string, scale: number) => ({
      currency,
      available: formatAmount(this.available(userId, currency, mode), scale),
      frozen: formatAmount(held.get(currency) ?? 0n, scale),
    });
    return { symbol, mode, base: coin(t.base, t.baseScale), quote: coin(t.quote, t.quoteScale) };
  }

  /** What a user's open spot orders hold per coin (the wallet's position column). */
  held(userId: number, mode: Mode): Map<string, bigint> {
    return this.repo.held(userId, mode);
  }

  /** The websocket's spot channels: their hub key and snapshot. */
  readonly channels: ChannelResolver = (m) => {
    if (m.channel !== 'spot-depth' && m.channel !== 'spot-trades') return undefined;
    const t = this.marketBook.find(m.symbol);
    if (!t) return { error: 'SYMBOL_UNKNOWN', params: { symbol: m.symbol.slice(0, 32) } };
    const base = { channel: m.channel, symbol: t.symbol, mode: m.mode };
    if (m.channel === 'spot-depth') {
      return {
        key: channelKey.spotDepth(t.symbol, m.mode),
        snapshot: () => {
          const { seq, bids, asks } = this.book(t.symbol, m.mode);
          return { type: 'snapshot', ...base, seq, data: { bids, asks } };
        },
      };
    }
    return {
      key: channelKey.spotTrades(t.symbol, m.mode),
      snapshot: () => ({ type: 'snapshot', ...base, seq: this.books.get(t.id, m.mode).seq, data: this.trades(t.symbol, m.mode) }),
    };
  };

  // ------------------------------------------------------------ house market maker (decision 038)

  /** Replaces the house's resting quotes of one book in one transaction; crossing quotes fill users at their price. */
  replaceHouseQuotes(marketId: number, mode: Mode, levels: HouseLevel[]): HouseQuoteResult {
    const terms = this.termsById(marketId);
    const { outcome, result } = this.exec.replaceHouseQuotes(terms, mode, levels);
    this.push.published(terms, outcome);
    return result;
  }

  /** Funds the house's coins from platform capital (one balanced journal); `key` makes it once. */
  fundHouse(currency: string, mode: Mode, amount: bigint, key: string): number {
    return this.exec.fundHouse(currency, mode, amount, key);
  }

  houseBalance(currency: string, mode: Mode): { available: bigint; held: bigint } {
    return {
      available: this.ctx.ledger.balance({ platform: 'spot_house', currency, mode }),
      held: this.repo.houseHeld(currency, mode),
    };
  }

  /** Every resting order of a book in time order, engine units (account 0 = the house). */
  bookOrders(marketId: number, mode: Mode) {
    return this.books.get(this.termsById(marketId).id, mode).book.restingOrders();
  }

  /** The book's depth sequence (the spot-depth channel's): it moves whenever the book changes. */
  bookSeq(marketId: number, mode: Mode): number {
    return this.books.get(this.termsById(marketId).id, mode).seq;
  }

  /** The book's top levels in engine units (ticks, lots). */
  bookTicks(marketId: number, mode: Mode, depth: number): DepthSnapshot {
    return this.books.get(this.termsById(marketId).id, mode).book.snapshot(depth);
  }
}
