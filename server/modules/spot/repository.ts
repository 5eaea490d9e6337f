// The spot module's storage: markets, orders and trades. Prepared statements on the synchronous
// connection, amounts read as BigInt: an order's row, its fills and their journals are one
// better-sqlite3 transaction (docs/decisions/038-spot-trading.md).
import { nextIdStatement } from '../../db/store/ids.ts';
import type { SpotMarket, SpotOrder, SpotTrade } from '../../generated/prisma/client.ts';
import { pageOf } from '../../db/paging.ts';
import type { BigRowOf, RowOf } from '../../db/rows.ts';
import type { Sqlite } from '../../db/sqlite.ts';
import type { Mode } from '../../ledger/ledger.ts';

export type MarketRow = RowOf<SpotMarket>;
export type OrderStatus = 'open' | 'filled' | 'cancelled';
export type CancelReason = 'user' | 'self_trade' | 'market_remainder';

/** An order row: ids and times as numbers, ticks, lots and money as bigint. */
export type OrderRow = Omit<
  BigRowOf<SpotOrder>,
  | 'id'
  | 'marketId'
  | 'userId'
  | 'createdAt'
  | 'updatedAt'
  | 'doneAt'
  | 'mode'
  | 'side'
  | 'type'
  | 'status'
  | 'cancelReason'
  | 'apiKeyId'
  | 'replaySessionId'
> & {
  id: number;
  /** a practice order's replay session (decision 106); null: a live order or a class's on the live market */
  replaySessionId: number | null;
  marketId: number;
  userId: number | null;
  /** the API key that placed it (issue 39); null: the web client or the house */
  apiKeyId: number | null;
  mode: Mode;
  side: 'buy' | 'sell';
  type: 'limit' | 'market';
  status: OrderStatus;
  cancelReason: CancelReason | null;
  createdAt: number;
  updatedAt: number;
  doneAt: number | null;
};
export type NewOrder = Omit<OrderRow, 'id' | 'doneAt' | 'cancelReason' | 'status' | 'filledLots' | 'leftLots' | 'dealValue' | 'fee'>;
/** What a fill, a rest or a cancel changes on an order. */
export type OrderChange = Pick<
  OrderRow,
  'id' | 'filledLots' | 'leftLots' | 'dealValue' | 'fee' | 'frozen' | 'status' | 'cancelReason' | 'updatedAt' | 'doneAt'
>;

export type TradeRow = Omit<
  BigRowOf<SpotTrade>,
  'id' | 'marketId' | 'makerOrderId' | 'takerOrderId' | 'journalId' | 'at' | 'mode' | 'side'
> & {
  id: number;
  marketId: number;
  mode: Mode;
  makerOrderId: number;
  takerOrderId: number;
  side: 'buy' | 'sell';
  journalId: number;
  at: number;
};

const ORDER_NUMBERS = ['id', 'marketId', 'userId', 'createdAt', 'updatedAt', 'doneAt', 'apiKeyId', 'replaySessionId'] as const;
const TRADE_NUMBERS = ['id', 'marketId', 'makerOrderId', 'takerOrderId', 'journalId', 'at'] as const;

function withNumbers<T>(r: unknown, keys: readonly string[]): T {
  const out = { ...(r as Record<string, unknown>) };
  for (const k of keys) if (out[k] !== null && out[k] !== undefined) out[k] = Number(out[k]);
  return out as T;
}
export const orderOf = (r: unknown) => withNumbers<OrderRow>(r, ORDER_NUMBERS);
const tradeOf = (r: unknown) => withNumbers<TradeRow>(r, TRADE_NUMBERS);

/** Which of a market's trades to read: by id or time (inclusive), at most `limit`. */
export interface TradeRange {
  fromId?: number;
  startTime?: number;
  endTime?: number;
  limit: number;
}

export interface OrderFilter {
  userId: number;
  status?: 'open' | 'history';
  mode?: Mode;
  marketId?: number;
  page?: number;
  pageSize?: number;
}

export class SpotRepository {
  private readonly q;

  constructor(private readonly db: Sqlite) {
    const insertColumns = [
      'marketId',
      'mode',
      'userId',
      'side',
      'type',
      'priceTicks',
      'qtyLots',
      'quoteAmount',
      'frozen',
      'makerFeeRate',
      'takerFeeRate',
      'createdAt',
      'updatedAt',
      'id',
      'filledLots',
      'leftLots',
      'dealValue',
      'fee',
      'status',
      'cancelReason',
      'doneAt',
      'apiKeyId',
      'clientOrderId',
      'replaySessionId',
    ];
    this.q = {
      markets: db.prepare<[], MarketRow>(`SELECT * FROM "SpotMarket" ORDER BY id`),
      insertOrder: db.prepare(`INSERT INTO "SpotOrder" (${insertColumns.join(', ')}) VALUES (${insertColumns.map(() => '?').join(', ')})`),
      // ids are never reused
      nextOrderId: nextIdStatement(db, 'SpotOrder'),
      order: db.prepare<[number]>(`SELECT * FROM "SpotOrder" WHERE id = ?`).safeIntegers(true),
      // the status guard makes a second cancel (or a fill of a done order) change nothing
      updateOrder: db.prepare(
        `UPDATE "SpotOrder" SET filledLots = ?, leftLots = ?, dealValue = ?, fee = ?, frozen = ?,
                status = ?, cancelReason = ?, updatedAt = ?, doneAt = ?
          WHERE id = ? AND status = 'open'`,
      ),
      // an order that stays open (a maker filled in part): `status` is not SET, as SQLite rewrites
      // every index holding a SET column (all three hold status) even when its value is the same
      updateOpenOrder: db.prepare(
        `UPDATE "SpotOrder" SET filledLots = ?, leftLots = ?, dealValue = ?, fee = ?, frozen = ?, updatedAt = ?
          WHERE id = ? AND status = 'open'`,
      ),
      openOrders: db
        .prepare<[number, string]>(`SELECT * FROM "SpotOrder" WHERE marketId = ? AND mode = ? AND status = 'open' ORDER BY id`)
        .safeIntegers(true),
      insertTrade: db.prepare(
        `INSERT INTO "SpotTrade" (marketId, mode, makerOrderId, takerOrderId, side, priceTicks, lots, value, makerFee, takerFee, journalId, at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      tradesOf: db
        .prepare<[number, number]>(`SELECT * FROM "SpotTrade" WHERE makerOrderId = ? OR takerOrderId = ? ORDER BY id`)
        .safeIntegers(true),
      recentTrades: db
        .prepare<[number, string, number]>(`SELECT * FROM "SpotTrade" WHERE marketId = ? AND mode = ? ORDER BY id DESC LIMIT ?`)
        .safeIntegers(true),
      // a market's public trades in id order from an id and a time on (the Binance-compatible API),
      // or the newest up to a time
      tradesFrom: db
        .prepare<[number, string, number, number, number, number]>(
          `SELECT * FROM "SpotTrade" WHERE marketId = ? AND mode = ? AND id >= ? AND at >= ? AND at <= ? ORDER BY id LIMIT ?`,
        )
        .safeIntegers(true),
      tradesUntil: db
        .prepare<[number, string, number, number]>(
          `SELECT * FROM "SpotTrade" WHERE marketId = ? AND mode = ? AND at <= ? ORDER BY id DESC LIMIT ?`,
        )
        .safeIntegers(true),
      // what a user's open orders hold, per coin: quote for buys, base for sells
      held: db
        .prepare<[number, string], { currency: string; held: bigint }>(
          `SELECT CASE o.side WHEN 'buy' THEN m.quote ELSE m.base END AS currency, SUM(o.frozen) AS held
             FROM "SpotOrder" o JOIN "SpotMarket" m ON m.id = o.marketId
            WHERE o.userId = ? AND o.mode = ? AND o.status = 'open' GROUP BY currency`,
        )
        .safeIntegers(true),
      // practice orders (decision 106): a replay session's resting ones, and the class wallets' on the live market
      openOfSession: db
        .prepare<[number]>(`SELECT * FROM "SpotOrder" WHERE replaySessionId = ? AND status = 'open' ORDER BY id`)
        .safeIntegers(true),
      openOfClasses: db
        // (modes 'class:…' as a range: the (status, mode) index serves it, after every tick)
        .prepare<[]>(
          `SELECT * FROM "SpotOrder" WHERE status = 'open' AND mode >= 'class:' AND mode < 'class;' AND replaySessionId IS NULL ORDER BY id`,
        )
        .safeIntegers(true),
      houseHeld: db
        .prepare<[string, string, string], { held: bigint | null }>(
          `SELECT SUM(o.frozen) AS held FROM "SpotOrder" o JOIN "SpotMarket" m ON m.id = o.marketId
            WHERE o.userId IS NULL AND o.mode = ? AND o.status = 'open'
              AND ((o.side = 'buy' AND m.quote = ?) OR (o.side = 'sell' AND m.base = ?))`,
        )
        .safeIntegers(true),
    };
  }

  markets(): MarketRow[] {
    return this.q.markets.all();
  }

  /**
   * The id the next order will have. Only inside the write transaction that then inserts it (an
   * IMMEDIATE transaction: no other writer can take it meanwhile).
   */
  nextOrderId(): number {
    return (this.q.nextOrderId.get() as { id: number }).id;
  }

  /** Inserts an order row as it stands (its id from nextOrderId, its state after matching). */
  insertOrder(o: OrderRow) {
    // positional: binding by name costs about 2.5 µs more an insert (measured alone)
    this.q.insertOrder.run(
      o.marketId,
      o.mode,
      o.userId,
      o.side,
      o.type,
      o.priceTicks,
      o.qtyLots,
      o.quoteAmount,
      o.frozen,
      o.makerFeeRate,
      o.takerFeeRate,
      o.createdAt,
      o.updatedAt,
      o.id,
      o.filledLots,
      o.leftLots,
      o.dealValue,
      o.fee,
      o.status,
      o.cancelReason,
      o.doneAt,
      o.apiKeyId,
      o.clientOrderId,
      o.replaySessionId,
    );
  }

  order(id: number): OrderRow | undefined {
    const r = this.q.order.get(id);
    return r === undefined ? undefined : orderOf(r);
  }

  /** false when the order was no longer open (nothing changed). */
  updateOrder(c: OrderChange): boolean {
    const run =
      c.status === 'open'
        ? this.q.updateOpenOrder.run(c.filledLots, c.leftLots, c.dealValue, c.fee, c.frozen, c.updatedAt, c.id)
        : this.q.updateOrder.run(
            c.filledLots,
            c.leftLots,
            c.dealValue,
            c.fee,
            c.frozen,
            c.status,
            c.cancelReason,
            c.updatedAt,
            c.doneAt,
            c.id,
          );
    return run.changes === 1;
  }

  /** The open orders of one book in placement (time) order: what restore() takes. */
  openOrders(marketId: number, mode: Mode): OrderRow[] {
    return this.q.openOrders.all(marketId, mode).map(orderOf);
  }

  insertTrade(t: Omit<TradeRow, 'id'>): number {
    const run = this.q.insertTrade.run(
      t.marketId,
      t.mode,
      t.makerOrderId,
      t.takerOrderId,
      t.side,
      t.priceTicks,
      t.lots,
      t.value,
      t.makerFee,
      t.takerFee,
      t.journalId,
      t.at,
    );
    return Number(run.lastInsertRowid);
  }

  tradesOf(orderId: number): TradeRow[] {
    return this.q.tradesOf.all(orderId, orderId).map(tradeOf);
  }

  recentTrades(marketId: number, mode: Mode, limit: number): TradeRow[] {
    return this.q.recentTrades.all(marketId, mode, limit).map(tradeOf);
  }

  /**
   * A market's trades in id order: from `fromId` and `startTime` on (the oldest first), or with
   * neither the newest `limit` at or before `endTime`; times inclusive.
   */
  tradesInRange(marketId: number, mode: Mode, q: TradeRange): TradeRow[] {
    const endTime = q.endTime ?? Number.MAX_SAFE_INTEGER;
    if (q.fromId === undefined && q.startTime === undefined) {
      return this.q.tradesUntil.all(marketId, mode, endTime, q.limit).map(tradeOf).reverse();
    }
    return this.q.tradesFrom.all(marketId, mode, q.fromId ?? 0, q.startTime ?? 0, endTime, q.limit).map(tradeOf);
  }

  held(userId: number, mode: Mode): Map<string, bigint> {
    return new Map(this.q.held.all(userId, mode).map((r) => [r.currency, r.held]));
  }

  houseHeld(currency: string, mode: Mode): bigint {
    return this.q.houseHeld.get(mode, currency, currency)?.held ?? 0n;
  }

  /** The resting practice orders of one replay session (a number), or of every class wallet on the live market (null), in id order. */
  openPractice(sessionId: number | null): OrderRow[] {
    return (sessionId === null ? this.q.openOfClasses.all() : this.q.openOfSession.all(sessionId)).map(orderOf);
  }

  /**
   * A practice wallet's orders (decision 106): its mode's, and a replay session's only (a number),
   * the live market's only (null) or any (undefined); open ones, or the latest `limit` done ones; newest first.
   */
  walletOrders(w: { userId: number; mode: Mode; sessionId?: number | null; status: 'open' | 'done'; limit?: number }): OrderRow[] {
    const session = w.sessionId === undefined ? '' : w.sessionId === null ? ' AND replaySessionId IS NULL' : ' AND replaySessionId = ?';
    const status = w.status === 'open' ? `status = 'open'` : `status != 'open'`;
    const params: unknown[] = [w.userId, w.mode, ...(typeof w.sessionId === 'number' ? [w.sessionId] : [])];
    const limit = w.limit === undefined ? '' : ' LIMIT ?';
    if (w.limit !== undefined) params.push(w.limit);
    return this.db
      .prepare(`SELECT * FROM "SpotOrder" WHERE userId = ? AND mode = ?${session} AND ${status} ORDER BY id DESC${limit}`)
      .safeIntegers(true)
      .all(...params)
      .map(orderOf);
  }

  orders(f: OrderFilter) {
    const where = ['userId = ?'];
    const params: unknown[] = [f.userId];
    if (f.status === 'open') where.push(`status = 'open'`);
    if (f.status === 'history') where.push(`status != 'open'`);
    if (f.mode) {
      where.push('mode = ?');
      params.push(f.mode);
    } else {
      // the live wallets' only: a practice wallet's orders are read through its own API (decision 106)
      where.push(`mode IN ('real', 'demo')`);
    }
    if (f.marketId !== undefined) {
      where.push('marketId = ?');
      params.push(f.marketId);
    }
    return pageOf(
      this.db,
      { columns: '*', from: `FROM "SpotOrder" WHERE ${where.join(' AND ')}`, order: 'id DESC', params },
      f.page,
      f.pageSize,
      orderOf,
    );
  }
}
