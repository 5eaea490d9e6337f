// The Binance-compatible API's reads of a user's spot orders and trades (issue 39): the spot
// module owns and writes them; these are the lookups Binance's endpoints take (an order by its
// client id, the open orders, all orders and the account's trades of a market, from an id or a
// time). Every read names the user and the wallet: a key never sees another's orders.
import type { Sqlite } from '../../db/sqlite.ts';
import type { TradeMode as Mode } from '../../ledger/ledger.ts';
import { type OrderRow, orderOf } from '../spot/repository.ts';

/** One of the account's trades, from its own order's side. */
export interface OwnTrade {
  id: number;
  /** the account's order in it */
  orderId: number;
  /** the account's order took (else it rested: the maker) */
  taker: boolean;
  /** the taker's side */
  side: 'buy' | 'sell';
  priceTicks: bigint;
  lots: bigint;
  value: bigint;
  /** the fee the account's order paid */
  fee: bigint;
  at: number;
}

/** An order's trades up to one of them (BinanceRepository.tradeProgress). */
export interface TradeProgress {
  lots: bigint;
  value: bigint;
  lastId: number | null;
  firstTakerId: number | null;
  lastTakerId: number | null;
}

/** Where a page of orders or trades starts: from an id or a time (oldest first), else the newest. */
export interface Window {
  fromId?: number;
  startTime?: number;
  endTime?: number;
  limit: number;
}

/** `AND column op ?` for each condition whose value is given, and those values. */
export function given(conditions: [string, number | undefined][]) {
  const set = conditions.filter(([, v]) => v !== undefined);
  return { sql: set.map(([c]) => ` AND ${c}`).join(''), params: set.map(([, v]) => v) };
}

/** Rows newest first when nothing says where to start, as Binance answers "the most recent": turned oldest first. */
export const oldestFirst = <T>(rows: T[], descending: boolean) => (descending ? rows.reverse() : rows);

export class BinanceRepository {
  private readonly q;

  constructor(private readonly db: Sqlite) {
    this.q = {
      byClientId: db
        .prepare<[number, string, string]>(
          `SELECT * FROM "SpotOrder" WHERE userId = ? AND clientOrderId = ? AND mode = ? ORDER BY id DESC LIMIT 1`,
        )
        .safeIntegers(true),
      openWithClientId: db.prepare<[number, string, string], { id: number }>(
        `SELECT id FROM "SpotOrder" WHERE userId = ? AND clientOrderId = ? AND mode = ? AND status = 'open' LIMIT 1`,
      ),
      takerFills: db
        .prepare<[number], { id: number; priceTicks: bigint; lots: bigint; takerFee: bigint }>(
          `SELECT id, priceTicks, lots, takerFee FROM "SpotTrade" WHERE takerOrderId = ? ORDER BY id`,
        )
        .safeIntegers(true),
      progress: db
        .prepare(
          `SELECT COALESCE(SUM(CASE WHEN id <= ? THEN lots ELSE 0 END), 0) AS lots,
                  COALESCE(SUM(CASE WHEN id <= ? THEN value ELSE 0 END), 0) AS value,
                  MAX(id) AS lastId,
                  MIN(CASE WHEN takerOrderId = ? THEN id END) AS firstTakerId,
                  MAX(CASE WHEN takerOrderId = ? THEN id END) AS lastTakerId
             FROM "SpotTrade" WHERE takerOrderId = ? OR makerOrderId = ?`,
        )
        .safeIntegers(true),
    };
  }

  /** An order by id, whoever's (the caller checks the owner and the wallet). */
  order(id: number): OrderRow | undefined {
    const r = this.db.prepare(`SELECT * FROM "SpotOrder" WHERE id = ?`).safeIntegers(true).get(id);
    return r === undefined ? undefined : orderOf(r);
  }

  /** The user's latest order in `mode` under the client id `clientOrderId`. */
  byClientId(userId: number, mode: Mode, clientOrderId: string): OrderRow | undefined {
    const r = this.q.byClientId.get(userId, clientOrderId, mode);
    return r === undefined ? undefined : orderOf(r);
  }

  /** Whether an open order of the user in `mode` has the client id (Binance refuses a second one). */
  openWithClientId(userId: number, mode: Mode, clientOrderId: string): boolean {
    return this.q.openWithClientId.get(userId, clientOrderId, mode) !== undefined;
  }

  /** The fills an order made when placed (it took from the book): id, price, lots, its fee. */
  takerFills(orderId: number) {
    return this.q.takerFills.all(orderId).map((f) => ({ ...f, id: Number(f.id) }));
  }

  /**
   * An order's trades up to the trade `tradeId`: the lots and value filled by then, its last trade
   * of all, and its first and last as the taker (made when it was placed): what a user data
   * stream's executionReport of that trade says of the order.
   */
  tradeProgress(orderId: number, tradeId: number): TradeProgress {
    const r = this.q.progress.get(tradeId, tradeId, orderId, orderId, orderId, orderId) as Record<string, bigint | null>;
    const id = (v: bigint | null | undefined) => (v === null || v === undefined ? null : Number(v));
    return {
      lots: BigInt(r.lots ?? 0n),
      value: BigInt(r.value ?? 0n),
      lastId: id(r.lastId),
      firstTakerId: id(r.firstTakerId),
      lastTakerId: id(r.lastTakerId),
    };
  }

  /** The user's open orders in `mode` (of one market, or all), oldest first. */
  openOrders(userId: number, mode: Mode, marketId?: number): OrderRow[] {
    const market = marketId === undefined ? '' : ' AND marketId = ?';
    return this.db
      .prepare(`SELECT * FROM "SpotOrder" WHERE userId = ? AND mode = ? AND status = 'open'${market} ORDER BY id`)
      .safeIntegers(true)
      .all(...[userId, mode, ...(marketId === undefined ? [] : [marketId])])
      .map(orderOf);
  }

  /** The user's orders of a market in `mode`, open or done: from an order id or a time, else the latest; oldest first. */
  orders(userId: number, mode: Mode, marketId: number, w: Window): OrderRow[] {
    const more = given([
      ['id >= ?', w.fromId],
      ['createdAt >= ?', w.startTime],
      ['createdAt <= ?', w.endTime],
    ]);
    const descending = w.fromId === undefined && w.startTime === undefined;
    const rows = this.db
      .prepare(
        `SELECT * FROM "SpotOrder" WHERE userId = ? AND mode = ? AND marketId = ?${more.sql} ORDER BY id ${descending ? 'DESC' : 'ASC'} LIMIT ?`,
      )
      .safeIntegers(true)
      .all(userId, mode, marketId, ...more.params, w.limit)
      .map(orderOf);
    return oldestFirst(rows, descending);
  }

  /**
   * The user's trades of a market in `mode` (each from its own order's side: taker or maker), of
   * one order or all: from a trade id or a time, else the latest; oldest first.
   */
  trades(userId: number, mode: Mode, marketId: number, w: Window & { orderId?: number }): OwnTrade[] {
    const more = given([
      ['o.id = ?', w.orderId],
      ['t.id >= ?', w.fromId],
      ['t.at >= ?', w.startTime],
      ['t.at <= ?', w.endTime],
    ]);
    // each side through the user's orders (SpotOrder's user index), then the trades of each order
    const side = (role: 'taker' | 'maker') =>
      `SELECT t.id AS id, o.id AS orderId, ${role === 'taker' ? 1 : 0} AS taker, t.side, t.priceTicks, t.lots, t.value,
              t.${role}Fee AS fee, t.at
         FROM "SpotOrder" o JOIN "SpotTrade" t ON t.${role}OrderId = o.id
        WHERE o.userId = ? AND o.mode = ? AND o.marketId = ?${more.sql}`;
    const descending = w.fromId === undefined && w.startTime === undefined;
    const rows = this.db
      .prepare(`SELECT * FROM (${side('taker')} UNION ALL ${side('maker')}) AS own ORDER BY id ${descending ? 'DESC' : 'ASC'} LIMIT ?`)
      .safeIntegers(true)
      .all(userId, mode, marketId, ...more.params, userId, mode, marketId, ...more.params, w.limit) as Record<string, unknown>[];
    return oldestFirst(
      rows.map((r) => ({
        id: Number(r.id),
        orderId: Number(r.orderId),
        taker: Number(r.taker) === 1,
        side: r.side as OwnTrade['side'],
        priceTicks: r.priceTicks as bigint,
        lots: r.lots as bigint,
        value: r.value as bigint,
        fee: r.fee as bigint,
        at: Number(r.at),
      })),
      descending,
    );
  }
}
