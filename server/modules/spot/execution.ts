// The money of spot orders (docs/decisions/038-spot-trading.md). A placement is ONE synchronous
// ledger transaction: the order row, its freeze, the engine's matching, every fill's trade row
// and journal, both orders' rows and the release of what finished orders still hold. If it
// throws, the transaction rolls back and the book, which the engine already changed, is rebuilt
// from the database. Nothing here awaits. The API's placements and cancels run in the service's
// group commit: each is a savepoint of one event-loop turn's transaction (decision 038).
//   freeze:  owner available (spot_house for the house) → spot_orders, in the frozen coin
//   fill:    spot_orders(quote) −(value + buyer fee), spot_orders(base) −base,
//            buyer +base, seller +(value − seller fee), spot_fees +both fees
//   release: spot_orders → owner, what a finished order still holds
import { type DepthChange, OrderBook, type PlaceResult } from './engine/order-book.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/app-error.ts';
import { type AccountRef, isTradeMode, type JournalEntry, type Leg, type Ledger, type Mode } from '../../ledger/ledger.ts';
import { moneyTransaction } from '../../ledger/operations.ts';
import type { NewOrder, OrderRow, SpotRepository, TradeRow } from './repository.ts';
import type { SpotOrderUnits } from './order.ts';
import { feeOf, limitFreeze, type MarketTerms, rateOf } from './terms.ts';

/** The house market maker's account in the engine (users are their own ids, from 1). */
export const HOUSE_ACCOUNT = 0;

/** One price level the house quotes: engine units. */
export interface HouseLevel {
  side: 'buy' | 'sell';
  priceTicks: number;
  lots: number;
}
export interface HouseQuoteResult {
  /** ids of the house orders placed (resting or filled) */
  placed: number[];
  /** levels refused: not fundable from spot_house, or not positive safe integers */
  skipped: number;
  trades: number;
}

/** An order placed by API key (issue 39): the key, and the caller's own id for the order (Binance's clientOrderId). */
export interface KeyOrigin {
  apiKeyId: number;
  clientOrderId: string;
}

/** What the execution places: an order's units (a user's parsed at the route, or a house level) and its owner. */
export interface PlaceSpec extends SpotOrderUnits {
  /** null = the house */
  userId: number | null;
  /** a client's Idempotency-Key: the freeze journal's key */
  idempotency?: { key: string; fingerprint: string };
  /** placed by API key (the web client's and the house's orders have none) */
  origin?: KeyOrigin;
}

/** What one transaction did to one book: pushed after the commit. */
export interface Outcome {
  marketId: number;
  mode: Mode;
  /** the placed or cancelled orders (the request's answer is the first) */
  orderIds: number[];
  /** every order whose row changed, as this operation left it (the owners' channels, the answer) */
  changed: OrderRow[];
  /** the book's depth seq after this operation (its channels' seq) */
  seq: number;
  /** the first depth seq this operation took (seq when it changed the book once; Binance's diff depth U) */
  firstSeq: number;
  trades: TradeRow[];
  depth: DepthChange[];
}

interface BookEntry {
  book: OrderBook;
  /** the depth channel's sequence: one per operation that changed the book */
  seq: number;
  /**
   * The rows of the book's resting orders as committed (a fill reads its maker here, not from
   * the database). Never changed in place: an operation works on copies and puts them back
   * once its writes are done; a rolled-back one rebuilds the book and these with it.
   */
  open: Map<number, OrderRow>;
}

/** The in-memory books, one per (market, mode), rebuilt from the open orders. */
export class SpotBooks {
  private readonly books = new Map<string, BookEntry>();

  constructor(private readonly repo: SpotRepository) {}

  get(marketId: number, mode: Mode): BookEntry {
    const key = `${marketId}:${mode}`;
    let entry = this.books.get(key);
    if (!entry) {
      entry = { ...this.load(marketId, mode), seq: 0 };
      this.books.set(key, entry);
    }
    return entry;
  }

  /** Reloads a book from the database (after a rolled-back transaction); its seq moves on so subscribers resync. */
  rebuild(marketId: number, mode: Mode, seqFloor = 0) {
    const key = `${marketId}:${mode}`;
    const seq = Math.max(this.books.get(key)?.seq ?? 0, seqFloor) + 1;
    this.books.set(key, { ...this.load(marketId, mode), seq });
  }

  private load(marketId: number, mode: Mode): Pick<BookEntry, 'book' | 'open'> {
    // a practice wallet's orders never rest in a live book (decision 106: they fill against the house's quotes)
    if (!isTradeMode(mode)) throw new Error(`no live spot book for mode ${mode}`);
    const book = new OrderBook();
    const rows = this.repo.openOrders(marketId, mode);
    book.restore(
      rows.map((o) => ({
        id: o.id,
        account: o.userId ?? HOUSE_ACCOUNT,
        side: o.side,
        price: Number(o.priceTicks),
        qty: Number(o.leftLots),
      })),
    );
    return { book, open: new Map(rows.map((o) => [o.id, o])) };
  }
}

export const ownerAccount = (userId: number | null, currency: string, mode: Mode): AccountRef =>
  userId === null ? { platform: 'spot_house', currency, mode } : { userId, kind: 'available', currency, mode };

export class SpotExecution {
  constructor(
    private readonly ledger: Ledger,
    private readonly clock: Clock,
    private readonly repo: SpotRepository,
    readonly books: SpotBooks,
    /** the terms of a market by id */
    private readonly marketOf: (marketId: number) => MarketTerms,
    /** The orders an operation changed, inside its savepoint (the owners' messages of filled ones). */
    private readonly inOperation: (terms: MarketTerms, changed: Iterable<OrderRow>) => void = () => {},
  ) {}

  /** set when the engine changed the book inside the running transaction */
  private touched = false;

  /** Runs `fn` as one money transaction; a book the engine changed is rebuilt if it rolls back. */
  private run(marketId: number, mode: Mode, fn: () => Outcome): Outcome {
    this.touched = false;
    const before = this.books.get(marketId, mode).seq;
    try {
      const out = moneyTransaction(this.ledger, fn);
      out.seq = this.books.get(marketId, mode).seq;
      out.firstSeq = before + 1;
      return out;
    } catch (e) {
      if (this.touched) this.books.rebuild(marketId, mode);
      throw e;
    } finally {
      this.touched = false;
    }
  }

  place(spec: PlaceSpec): Outcome {
    return this.run(spec.terms.id, spec.mode, () => {
      const out = emptyOutcome(spec.terms.id, spec.mode);
      this.placeIn(spec, out);
      return out;
    });
  }

  /**
   * Cancels an open order of `userId` (null = the house); SPOT_ORDER_NOT_OPEN when it is done.
   * `order` is its row as read in the caller's transaction (this one is nested in it).
   */
  cancel(terms: MarketTerms, order: OrderRow, userId: number | null): Outcome {
    return this.run(terms.id, order.mode, () => {
      const out = emptyOutcome(terms.id, order.mode);
      this.cancelIn(terms, order, userId, out);
      return out;
    });
  }

  /** The house's quotes of one book replaced in one transaction (decision 038, "House market maker"). */
  replaceHouseQuotes(terms: MarketTerms, mode: Mode, levels: HouseLevel[]): { outcome: Outcome; result: HouseQuoteResult } {
    const result: HouseQuoteResult = { placed: [], skipped: 0, trades: 0 };
    const outcome = this.run(terms.id, mode, () => {
      const out = emptyOutcome(terms.id, mode);
      const house = [...this.books.get(terms.id, mode).open.values()].filter((o) => o.userId === null).sort((a, b) => a.id - b.id);
      for (const o of house) this.cancelIn(terms, { ...o }, null, out);
      for (const level of levels) {
        const valid = Number.isSafeInteger(level.priceTicks) && level.priceTicks > 0 && Number.isSafeInteger(level.lots) && level.lots > 0;
        const freeze = valid ? limitFreeze(terms, level.side, level.priceTicks, level.lots) : 0n;
        const currency = level.side === 'buy' ? terms.quote : terms.base;
        if (!valid || this.ledger.balance({ platform: 'spot_house', currency, mode }) < freeze) {
          result.skipped++;
          continue;
        }
        const before = out.trades.length;
        const id = this.placeIn(
          {
            terms,
            mode,
            userId: null,
            side: level.side,
            type: 'limit',
            priceTicks: level.priceTicks,
            lots: level.lots,
            quoteAmount: null,
            budget: null,
            freeze,
          },
          out,
        );
        result.placed.push(id);
        result.trades += out.trades.length - before;
      }
      return out;
    });
    return { outcome, result };
  }

  /** Moves platform capital into the house's coins: a balanced journal, never invented money. */
  fundHouse(currency: string, mode: Mode, amount: bigint, key: string): number {
    return this.ledger.post(houseFundJournal(currency, mode, amount, key)).journalId;
  }

  private placeIn(spec: PlaceSpec, out: Outcome): number {
    const { terms, mode, userId, side } = spec;
    const now = this.clock.now();
    // (a user's demo grant is posted before the transaction, by the service: decision 038)
    const currency = side === 'buy' ? terms.quote : terms.base;
    // the taker's row is inserted once, in its state after matching: its id is taken first
    const id = this.repo.nextOrderId();
    const row: NewOrder = {
      marketId: terms.id,
      mode,
      replaySessionId: null,
      userId,
      side,
      type: spec.type,
      priceTicks: spec.priceTicks === null ? null : BigInt(spec.priceTicks),
      qtyLots: spec.lots === null ? null : BigInt(spec.lots),
      quoteAmount: spec.quoteAmount,
      frozen: spec.freeze,
      makerFeeRate: terms.makerFeeRate,
      takerFeeRate: terms.takerFeeRate,
      createdAt: now,
      updatedAt: now,
      apiKeyId: spec.origin?.apiKeyId ?? null,
      clientOrderId: spec.origin?.clientOrderId ?? null,
    };
    // a short balance is refused before the engine touches the book (the house's coins are a
    // platform account, which the ledger would let go negative: checked here for it too)
    const owner = ownerAccount(userId, currency, mode);
    if (this.ledger.balance(owner) < spec.freeze) throw new AppError('INSUFFICIENT_BALANCE');
    // the freeze is the first of the placement's journals, all posted in one batch after
    // matching (each its own balanced journal; each account's balance read and written once)
    const journals: JournalEntry[] = [freezeJournal(id, userId, currency, mode, spec.freeze, spec.idempotency)];

    const entry = this.books.get(terms.id, mode);
    const account = userId ?? HOUSE_ACCOUNT;
    let result: PlaceResult;
    this.touched = true;
    try {
      result =
        spec.type === 'limit'
          ? entry.book.placeLimit({ id, account, side, price: spec.priceTicks as number, qty: spec.lots as number })
          : side === 'sell'
            ? entry.book.placeMarket({ id, account, side: 'sell', qty: spec.lots as number })
            : entry.book.placeMarket({ id, account, side: 'buy', quote: spec.budget as bigint });
    } catch (e) {
      // the engine refuses before changing anything (a level beyond 2^53 lots): the user's input
      if (e instanceof RangeError) throw new AppError('SPOT_QUANTITY_INVALID', { step: terms.lotStep });
      throw e;
    }
    const taker = {
      ...row,
      id,
      filledLots: 0n,
      leftLots: 0n,
      dealValue: 0n,
      fee: 0n,
      status: 'open',
      cancelReason: null,
      doneAt: null,
    } as OrderRow;
    const states = new Map<number, OrderRow>([[id, taker]]);
    // the trades wait for their journal ids
    const trades: { trade: Omit<TradeRow, 'id'>; journal: number }[] = [];
    result.fills.forEach((f, i) => {
      let maker = states.get(f.makerId);
      if (!maker) {
        const cached = entry.open.get(f.makerId);
        maker = cached ? { ...cached } : (this.repo.order(f.makerId) as OrderRow);
        states.set(maker.id, maker);
      }
      const lots = BigInt(f.qty);
      const value = BigInt(f.price) * lots * terms.unit;
      const baseUnits = lots * terms.lotBase;
      const makerFee = feeOf(value, rateOf(maker.makerFeeRate));
      // (the taker's rates are its market's terms at placement, already parsed)
      const takerFee = feeOf(value, terms.taker);
      const [buyer, buyerFee, seller, sellerFee] = side === 'buy' ? [taker, takerFee, maker, makerFee] : [maker, makerFee, taker, takerFee];
      const legs: Leg[] = [
        { account: { platform: 'spot_orders', currency: terms.quote, mode }, amount: -(value + buyerFee) },
        { account: { platform: 'spot_orders', currency: terms.base, mode }, amount: -baseUnits },
        { account: ownerAccount(buyer.userId, terms.base, mode), amount: baseUnits },
        { account: ownerAccount(seller.userId, terms.quote, mode), amount: value - sellerFee },
        { account: { platform: 'spot_fees', currency: terms.quote, mode }, amount: buyerFee + sellerFee },
      ].filter((l) => l.amount !== 0n) as Leg[];
      trades.push({
        trade: {
          marketId: terms.id,
          mode,
          makerOrderId: maker.id,
          takerOrderId: id,
          side,
          priceTicks: BigInt(f.price),
          lots,
          value,
          makerFee,
          takerFee,
          journalId: 0,
          at: now,
        },
        journal: journals.length,
      });
      journals.push({
        key: `spot-fill:${id}:${i}`,
        type: 'spot_fill',
        userId: taker.userId,
        reference: `spot-order:${id}`,
        memo: `maker spot-order:${maker.id}`,
        legs,
      });
      for (const [o, fee, held] of [
        [buyer, buyerFee, value + buyerFee],
        [seller, sellerFee, baseUnits],
      ] as const) {
        o.filledLots += lots;
        o.dealValue += value;
        o.fee += fee;
        o.frozen -= held;
        o.updatedAt = now;
      }
      maker.leftLots = BigInt(f.makerLeft);
      if (f.makerLeft === 0) this.finish(maker, 'filled', null, now, journals);
    });

    if (result.status === 'resting') taker.leftLots = BigInt(result.leftQty);
    else if (result.status === 'filled') this.finish(taker, 'filled', null, now, journals);
    else this.finish(taker, 'cancelled', result.status === 'stp_cancelled' ? 'self_trade' : 'market_remainder', now, journals);
    // (inside run()'s savepoint: a refusal from here on rolls the placement back, book included)
    const posted = this.ledger.postManyInside(journals);
    // a retry is answered before the transaction (the service's earlierRequest): here the key is someone else's
    if (!posted[0]?.created) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    for (const { trade, journal } of trades) {
      trade.journalId = (posted[journal] as { journalId: number }).journalId;
      out.trades.push({ id: this.repo.insertTrade(trade), ...trade });
    }

    for (const o of states.values()) {
      if (o === taker) this.repo.insertOrder(o);
      else if (!this.repo.updateOrder(o)) throw new Error(`spot order ${o.id} was not open`);
      out.changed.push(o);
    }
    this.inOperation(terms, states.values());
    for (const o of states.values()) {
      if (o.status === 'open') entry.open.set(o.id, o);
      else entry.open.delete(o.id);
    }
    out.orderIds.push(id);
    if (result.depth.length > 0) entry.seq++;
    out.depth.push(...result.depth);
    return id;
  }

  /** `order`: its row as read in this transaction, or a copy of the book's (it is changed here). */
  private cancelIn(terms: MarketTerms, order: OrderRow | undefined, userId: number | null, out: Outcome) {
    if (!order || order.userId !== userId || order.marketId !== terms.id) throw new AppError('NOT_FOUND');
    if (order.status !== 'open') throw new AppError('SPOT_ORDER_NOT_OPEN');
    const orderId = order.id;
    const entry = this.books.get(terms.id, order.mode);
    this.touched = true;
    const cancelled = entry.book.cancel(orderId);
    order.leftLots = 0n;
    const journals: JournalEntry[] = [];
    this.finish(order, 'cancelled', 'user', this.clock.now(), journals);
    if (journals.length > 0) this.ledger.postManyInside(journals);
    if (!this.repo.updateOrder(order)) throw new AppError('SPOT_ORDER_NOT_OPEN');
    entry.open.delete(orderId);
    out.orderIds.push(orderId);
    out.changed.push(order);
    if (cancelled) {
      entry.seq++;
      out.depth.push(cancelled.depth);
    }
  }

  private finish(o: OrderRow, status: 'filled' | 'cancelled', reason: OrderRow['cancelReason'], now: number, journals: JournalEntry[]) {
    finishOrder(this.marketOf(o.marketId), o, status, reason, now, journals);
  }
}

/**
 * Platform money into the house's coins of one mode: the live wallets' from house_capital, a
 * practice wallet's (decision 106) from that mode's demo_issuance, as its users' grants are.
 */
export function houseFundJournal(currency: string, mode: Mode, amount: bigint, key: string): JournalEntry {
  const from = isTradeMode(mode) ? 'house_capital' : 'demo_issuance';
  return {
    key: `spot-house-fund:${key}`,
    type: 'spot_house_fund',
    legs: [
      { account: { platform: from, currency, mode }, amount: -amount },
      { account: { platform: 'spot_house', currency, mode }, amount },
    ],
  };
}

/** The journal that freezes what a new order holds: the owner's available coin into spot_orders. */
export function freezeJournal(
  id: number,
  userId: number | null,
  currency: string,
  mode: Mode,
  amount: bigint,
  idempotency?: { key: string; fingerprint: string },
): JournalEntry {
  return {
    key: idempotency ? `spot-order:${userId}:${idempotency.key}` : `spot-order:${id}:freeze`,
    fingerprint: idempotency?.fingerprint,
    type: 'spot_freeze',
    userId,
    reference: `spot-order:${id}`,
    legs: [
      { account: ownerAccount(userId, currency, mode), amount: -amount },
      { account: { platform: 'spot_orders', currency, mode }, amount },
    ],
  };
}

/**
 * Ends an order: what it still holds goes back to its owner (dust and price improvement
 * included): the release journal is added to `journals` for the caller to post.
 */
export function finishOrder(
  market: MarketTerms,
  o: OrderRow,
  status: 'filled' | 'cancelled',
  reason: OrderRow['cancelReason'],
  now: number,
  journals: JournalEntry[],
) {
  o.status = status;
  o.cancelReason = reason;
  o.leftLots = 0n;
  o.updatedAt = now;
  o.doneAt = now;
  if (o.frozen === 0n) return;
  const currency = o.side === 'buy' ? market.quote : market.base;
  journals.push({
    key: `spot-order:${o.id}:release`,
    type: 'spot_release',
    userId: o.userId,
    reference: `spot-order:${o.id}`,
    legs: [
      { account: { platform: 'spot_orders', currency, mode: o.mode }, amount: -o.frozen },
      { account: ownerAccount(o.userId, currency, o.mode), amount: o.frozen },
    ],
  });
  o.frozen = 0n;
}

function emptyOutcome(marketId: number, mode: Mode): Outcome {
  return { marketId, mode, orderIds: [], changed: [], trades: [], depth: [], seq: 0, firstSeq: 0 };
}
