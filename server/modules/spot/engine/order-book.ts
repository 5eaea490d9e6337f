// The spot matching engine (issue 16 point 2, docs/decisions/037-matching-engine.md): one book
// per market, pure and in memory. Prices are integer ticks and quantities integer lots, held as
// JavaScript safe integers (measured: BigInt arithmetic costs ~10× more per fill); a market buy's
// budget is money and stays a BigInt. Price-time priority, limit orders good till cancelled,
// market orders never rest, trades at the maker's price, self-trade prevention expires the taker.
// Each operation returns what the money layer needs for its ledger journals and what the book
// channel needs for its updates; the service persists them and rebuilds the book with restore().
import { BookSide, OrderNode, type Side } from './book-side.ts';

export type { Side } from './book-side.ts';

/** An order resting in the book: `qty` is its unfilled quantity in lots. */
export interface RestingOrder {
  id: number;
  account: number;
  side: Side;
  /** ticks */
  price: number;
  /** lots */
  qty: number;
}

export type LimitOrder = RestingOrder;

/**
 * A market order: a sell gives the lots to sell; a buy gives the quote to spend in notional units
 * (one unit = one tick × one lot, so a fill costs price × qty units); the money layer converts.
 */
export type MarketOrder =
  | { id: number; account: number; side: 'sell'; qty: number }
  | { id: number; account: number; side: 'buy'; quote: bigint };

export interface Fill {
  makerId: number;
  takerId: number;
  makerAccount: number;
  takerAccount: number;
  /** the maker's price, ticks */
  price: number;
  /** lots */
  qty: number;
  /** the maker's unfilled lots after this fill: 0 = the maker is filled and left the book */
  makerLeft: number;
}

/** A price level's new total after an operation; `qty` 0 = the level is gone. */
export interface DepthChange {
  side: Side;
  price: number;
  qty: number;
}

/**
 * How the taker ended: `resting` (a limit order's remainder is on the book), `filled` (nothing
 * left, or a market buy's left-over budget is below one lot at the next price: dust, done),
 * `stp_cancelled` (it met a resting order of its own account: its remainder is cancelled),
 * `market_remainder` (a market order emptied the opposite side with something left).
 */
export type TakerStatus = 'resting' | 'filled' | 'stp_cancelled' | 'market_remainder';

export interface PlaceResult {
  takerId: number;
  status: TakerStatus;
  fills: Fill[];
  /** lots the taker bought or sold */
  filledQty: number;
  /** lots not filled: resting (status `resting`) or given back (cancelled / market remainder); 0 for a market buy */
  leftQty: number;
  /** market buy only: budget not spent, in notional units (returned to the account); 0n otherwise */
  quoteLeft: bigint;
  /** opposite-side levels the taker consumed, then its own level if it rests */
  depth: DepthChange[];
}

/** What a market buy would do now (`OrderBook.walkMarketBuy`): nothing in the book changes. */
export interface MarketBuyWalk {
  /** the fills it would get, in execution order: the maker's price (ticks) and lots */
  fills: { price: number; qty: number }[];
  /** what `placeMarket` would answer: `filled` (spent to dust), `stp_cancelled` or `market_remainder` */
  status: Exclude<TakerStatus, 'resting'>;
  /** the budget it would leave (notional units) */
  quoteLeft: bigint;
  /** status `filled`: the best ask it would leave, whose one lot costs more than `quoteLeft` (undefined: nothing left) */
  stopPrice: number | undefined;
}

export interface CancelResult {
  /** the order as it was when cancelled: `qty` is its unfilled remainder (original − filled) */
  order: RestingOrder;
  depth: DepthChange;
}

export interface DepthSnapshot {
  bids: { price: number; qty: number }[];
  asks: { price: number; qty: number }[];
}

export class OrderBook {
  private readonly bids = new BookSide('buy');
  private readonly asks = new BookSide('sell');
  /** every resting order by id; a Map keeps insertion order, which is arrival (time) order */
  private readonly orders = new Map<number, OrderNode>();

  /** A limit order (good till cancelled): matches what it crosses, then its remainder rests. */
  placeLimit(order: LimitOrder): PlaceResult {
    this.checkLimit(order);
    const result = newResult(order.id);
    const left = this.match(order.id, order.account, order.side, order.price, order.qty, null, result);
    if (result.status === 'stp_cancelled') {
      result.leftQty = left;
    } else if (left === 0) {
      result.status = 'filled';
    } else {
      const resting = this.rest(order.id, order.account, order.side, order.price, left);
      result.status = 'resting';
      result.leftQty = left;
      result.depth.push({ side: order.side, price: order.price, qty: resting.level.total });
    }
    result.filledQty = order.qty - left;
    return result;
  }

  /** A market order: fills against the book and never rests; whatever it cannot fill is given back. */
  placeMarket(order: MarketOrder): PlaceResult {
    checkId(order.id, this.orders);
    const result = newResult(order.id);
    if (order.side === 'sell') {
      checkLots(order.qty);
      const left = this.match(order.id, order.account, 'sell', 1, order.qty, null, result);
      result.filledQty = order.qty - left;
      result.leftQty = left;
      if (result.status !== 'stp_cancelled') result.status = left === 0 ? 'filled' : 'market_remainder';
      return result;
    }
    if (typeof order.quote !== 'bigint' || order.quote <= 0n) throw new RangeError('market buy quote must be a positive bigint');
    // no price limit and no quantity limit: only the budget stops it
    const unlimited = Number.MAX_SAFE_INTEGER;
    const budget = { quote: order.quote };
    result.filledQty = unlimited - this.match(order.id, order.account, 'buy', unlimited, unlimited, budget, result);
    result.quoteLeft = budget.quote;
    if (result.status !== 'stp_cancelled') {
      const next = this.asks.best();
      // dust: the budget left cannot buy one lot at the next price (or nothing is left)
      result.status = next === undefined && budget.quote > 0n ? 'market_remainder' : 'filled';
    }
    return result;
  }

  /**
   * What `placeMarket({ account, side: 'buy', quote })` would fill now, without changing
   * anything (the confirmation's figures): the same walk as `match` — price-time order, at most
   * ⌊budget / price⌋ lots a level, stopping at the taker's own order — over the asks it reaches.
   */
  walkMarketBuy(account: number, quote: bigint): MarketBuyWalk {
    if (typeof quote !== 'bigint' || quote <= 0n) throw new RangeError('market buy quote must be a positive bigint');
    const fills: MarketBuyWalk['fills'] = [];
    let left = quote;
    for (const level of this.asks.bestFirst()) {
      const affordable = left / BigInt(level.price);
      if (affordable === 0n) return { fills, status: 'filled', quoteLeft: left, stopPrice: level.price };
      const allowed = affordable < BigInt(level.total) ? Number(affordable) : level.total;
      let taken = 0;
      for (let node = level.head; node !== null && taken < allowed; node = node.next) {
        if (node.account === account) {
          return { fills, status: 'stp_cancelled', quoteLeft: left - BigInt(level.price) * BigInt(taken), stopPrice: undefined };
        }
        const q = node.qty < allowed - taken ? node.qty : allowed - taken;
        fills.push({ price: level.price, qty: q });
        taken += q;
      }
      left -= BigInt(level.price) * BigInt(taken);
      // orders left at this level: its one lot is beyond what is left
      if (taken < level.total) return { fills, status: 'filled', quoteLeft: left, stopPrice: level.price };
    }
    return { fills, status: left > 0n ? 'market_remainder' : 'filled', quoteLeft: left, stopPrice: undefined };
  }

  /** Cancels a resting order in O(1); undefined when the book does not hold it (filled, cancelled, unknown). */
  cancel(id: number): CancelResult | undefined {
    const node = this.orders.get(id);
    if (!node) return undefined;
    const level = node.level;
    level.total -= node.qty;
    level.unlink(node);
    this.orders.delete(id);
    if (level.head === null) this.sideOf(node.side).remove(level);
    return { order: viewOf(node), depth: { side: node.side, price: level.price, qty: level.total } };
  }

  /**
   * Rebuilds an empty book from resting orders given in their time order (as the service loads
   * them at start-up): no matching. Throws on a duplicated, invalid or crossed input (a bug
   * upstream); the half-built book must then be discarded.
   */
  restore(orders: Iterable<RestingOrder>): void {
    if (this.orders.size > 0) throw new Error('restore() needs an empty book');
    for (const order of orders) {
      this.checkLimit(order);
      this.rest(order.id, order.account, order.side, order.price, order.qty);
    }
    const bid = this.bids.best();
    const ask = this.asks.best();
    if (bid && ask && bid.price >= ask.price) throw new Error(`restored book is crossed: bid ${bid.price} ≥ ask ${ask.price}`);
  }

  /** The top `depth` levels of each side, best first (the book channel's snapshot). */
  snapshot(depth: number): DepthSnapshot {
    const levels = (side: BookSide) => side.top(depth).map((l) => ({ price: l.price, qty: l.total }));
    return { bids: levels(this.bids), asks: levels(this.asks) };
  }

  /** Every resting order in time order (what restore() takes back). */
  restingOrders(): RestingOrder[] {
    return Array.from(this.orders.values(), viewOf);
  }

  get(id: number): RestingOrder | undefined {
    const node = this.orders.get(id);
    return node && viewOf(node);
  }

  bestBid(): number | undefined {
    return this.bids.best()?.price;
  }

  bestAsk(): number | undefined {
    return this.asks.best()?.price;
  }

  get size(): number {
    return this.orders.size;
  }

  private sideOf(side: Side): BookSide {
    return side === 'buy' ? this.bids : this.asks;
  }

  /** Refuses a limit order before anything changes; its own level's total must stay a safe integer. */
  private checkLimit(order: LimitOrder): void {
    checkId(order.id, this.orders);
    checkLots(order.qty);
    checkTicks(order.price);
    const level = this.sideOf(order.side).level(order.price);
    // a taker's remainder can only be smaller than its quantity: checking before matching suffices
    if (level && level.total + order.qty > Number.MAX_SAFE_INTEGER) throw new RangeError('price level total beyond 2^53 lots');
  }

  private rest(id: number, account: number, side: Side, price: number, qty: number): OrderNode {
    const level = this.sideOf(side).levelFor(price);
    const node = new OrderNode(id, account, side, price, qty, level);
    level.append(node);
    this.orders.set(id, node);
    return node;
  }

  /**
   * Fills the taker against the opposite side while its limit crosses; returns the lots left.
   * With a `budget` (market buy) the fills at each level are capped by what the budget buys there.
   * Sets `result.status` to `stp_cancelled` when it stops at an order of the taker's account.
   */
  private match(
    takerId: number,
    account: number,
    side: Side,
    limit: number,
    qty: number,
    budget: { quote: bigint } | null,
    result: PlaceResult,
  ): number {
    const opposite = side === 'buy' ? this.asks : this.bids;
    let left = qty;
    while (left > 0) {
      const level = opposite.best();
      if (level === undefined || (side === 'buy' ? level.price > limit : level.price < limit)) break;
      // what may be taken at this level: a budget buys ⌊quote / price⌋ lots here
      let allowed = left;
      if (budget) {
        const affordable = budget.quote / BigInt(level.price);
        if (affordable === 0n) break;
        if (affordable < BigInt(left)) allowed = Number(affordable);
      }
      let taken = 0;
      let node = level.head;
      let stp = false;
      while (node !== null && taken < allowed) {
        if (node.account === account) {
          stp = true;
          break;
        }
        const q = node.qty < allowed - taken ? node.qty : allowed - taken;
        node.qty -= q;
        taken += q;
        result.fills.push({
          makerId: node.id,
          takerId,
          makerAccount: node.account,
          takerAccount: account,
          price: level.price,
          qty: q,
          makerLeft: node.qty,
        });
        const next = node.next;
        if (node.qty === 0) {
          level.unlink(node);
          this.orders.delete(node.id);
        }
        node = next;
      }
      left -= taken;
      if (budget) budget.quote -= BigInt(level.price) * BigInt(taken);
      if (taken > 0) {
        level.total -= taken;
        if (level.head === null) opposite.remove(level);
        result.depth.push({ side: opposite.side, price: level.price, qty: level.total });
      }
      if (stp) {
        result.status = 'stp_cancelled';
        break;
      }
      // orders left at this level: the taker is filled or its budget cannot buy another lot here
      if (level.head !== null) break;
    }
    return left;
  }
}

function newResult(takerId: number): PlaceResult {
  return { takerId, status: 'filled', fills: [], filledQty: 0, leftQty: 0, quoteLeft: 0n, depth: [] };
}

function viewOf(node: OrderNode): RestingOrder {
  return { id: node.id, account: node.account, side: node.side, price: node.price, qty: node.qty };
}

function checkId(id: number, orders: Map<number, OrderNode>): void {
  if (!Number.isSafeInteger(id)) throw new RangeError(`order id must be a safe integer: ${id}`);
  if (orders.has(id)) throw new RangeError(`order ${id} is already in the book`);
}

function checkLots(qty: number): void {
  if (!Number.isSafeInteger(qty) || qty <= 0) throw new RangeError(`quantity must be a positive whole number of lots: ${qty}`);
}

function checkTicks(price: number): void {
  if (!Number.isSafeInteger(price) || price <= 0) throw new RangeError(`price must be a positive whole number of ticks: ${price}`);
}
