// The property test's reference model of the matching engine: every resting order in one array,
// the next maker found by sorting the crossing orders by price then arrival, one fill at a time.
// Slow and obviously right; the engine must agree with it on every trade and every book.
import type { Fill, RestingOrder, Side, TakerStatus } from './order-book.ts';

interface ReferenceOrder extends RestingOrder {
  time: number;
}

export interface ReferenceResult {
  status: TakerStatus;
  fills: Fill[];
  leftQty: number;
  quoteLeft: bigint;
}

export class ReferenceBook {
  private orders: ReferenceOrder[] = [];
  private time = 0;

  limit(order: RestingOrder): ReferenceResult {
    const result = this.take(order.id, order.account, order.side, order.price, order.qty, null);
    if (result.status === 'filled' && result.leftQty > 0) {
      this.orders.push({ ...order, qty: result.leftQty, time: this.time++ });
      result.status = 'resting';
    }
    return result;
  }

  marketSell(id: number, account: number, qty: number): ReferenceResult {
    const result = this.take(id, account, 'sell', 0, qty, null);
    if (result.status === 'filled' && result.leftQty > 0) result.status = 'market_remainder';
    return result;
  }

  marketBuy(id: number, account: number, quote: bigint): ReferenceResult {
    const result = this.take(id, account, 'buy', Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY, quote);
    result.leftQty = 0;
    if (result.status === 'filled' && result.quoteLeft > 0n && this.makers('buy', Number.POSITIVE_INFINITY).length === 0) {
      result.status = 'market_remainder';
    }
    return result;
  }

  cancel(id: number): RestingOrder | undefined {
    const index = this.orders.findIndex((o) => o.id === id);
    if (index < 0) return undefined;
    const [order] = this.orders.splice(index, 1);
    return order && { id: order.id, account: order.account, side: order.side, price: order.price, qty: order.qty };
  }

  /** Resting orders in arrival order. */
  resting(): RestingOrder[] {
    return this.orders.map(({ id, account, side, price, qty }) => ({ id, account, side, price, qty }));
  }

  /** Total lots per price of one side. */
  levels(side: Side): Map<number, number> {
    const levels = new Map<number, number>();
    for (const o of this.orders) if (o.side === side) levels.set(o.price, (levels.get(o.price) ?? 0) + o.qty);
    return levels;
  }

  private makers(side: Side, limit: number): ReferenceOrder[] {
    return this.orders
      .filter((o) => o.side !== side && (side === 'buy' ? o.price <= limit : o.price >= limit))
      .sort((a, b) => (side === 'buy' ? a.price - b.price : b.price - a.price) || a.time - b.time);
  }

  private take(id: number, account: number, side: Side, limit: number, qty: number, quote: bigint | null): ReferenceResult {
    const result: ReferenceResult = { status: 'filled', fills: [], leftQty: qty, quoteLeft: quote ?? 0n };
    while (result.leftQty > 0) {
      const maker = this.makers(side, limit)[0];
      if (!maker) break;
      let q = Math.min(maker.qty, result.leftQty);
      if (quote !== null) q = Math.min(q, Number(result.quoteLeft / BigInt(maker.price)));
      // a budget that cannot buy one lot here trades with nobody: dust, not a self-trade
      if (q === 0) break;
      if (maker.account === account) {
        result.status = 'stp_cancelled';
        break;
      }
      maker.qty -= q;
      result.leftQty -= q;
      if (quote !== null) result.quoteLeft -= BigInt(maker.price) * BigInt(q);
      result.fills.push({
        makerId: maker.id,
        takerId: id,
        makerAccount: maker.account,
        takerAccount: account,
        price: maker.price,
        qty: q,
        makerLeft: maker.qty,
      });
      if (maker.qty === 0) this.orders = this.orders.filter((o) => o !== maker);
    }
    return result;
  }
}
