// The futures orders' storage (issue 40, docs/decisions/095-binance-futures-api.md): the orders
// placed by key, what each executed (FuturesOrderFill: the positions it opened or closed), the
// trigger path's cursor; and the reads Binance's endpoints take: an order by client id, the open
// orders, all orders and the account's fills of a product, each naming the user and the wallet.
// Written inside the contract service's transactions (the order's rows with its positions).
import type { Sqlite } from '../../../db/sqlite.ts';
import type { TradeMode as Mode } from '../../../ledger/ledger.ts';
import type { FuturesFill } from '../../contract/service.ts';
import { given, oldestFirst, type Window } from '../repository.ts';

export type FuturesType = 'LIMIT' | 'MARKET' | 'STOP_MARKET' | 'TAKE_PROFIT_MARKET';
export type FuturesStatus = 'NEW' | 'PARTIALLY_FILLED' | 'FILLED' | 'CANCELED' | 'EXPIRED';
export type FuturesSide = 'BUY' | 'SELL';

/** Statuses of an order still working: resting, waiting for its tick, or partly executed. */
export const WORKING: readonly FuturesStatus[] = ['NEW', 'PARTIALLY_FILLED'];

export interface FuturesOrderRow {
  id: number;
  userId: number;
  mode: Mode;
  productId: number;
  apiKeyId: number;
  clientOrderId: string;
  type: FuturesType;
  side: FuturesSide;
  lots: bigint;
  priceTicks: bigint | null;
  stopTicks: bigint | null;
  reduceOnly: boolean;
  closePosition: boolean;
  workingType: 'MARK_PRICE' | 'CONTRACT_PRICE';
  leverage: number;
  status: FuturesStatus;
  waitingLots: bigint;
  executedLots: bigint;
  executedValue: bigint;
  armedTickTime: number;
  triggerTickTime: number | null;
  triggerTicks: bigint | null;
  createdAt: number;
  updatedAt: number;
}

export type NewFuturesOrder = Omit<FuturesOrderRow, 'id' | 'executedLots' | 'executedValue' | 'triggerTickTime' | 'triggerTicks'>;

/** What an execution changes of an order's row. */
export type FuturesOrderChange = Pick<FuturesOrderRow, 'status' | 'waitingLots' | 'executedLots' | 'executedValue' | 'updatedAt'> &
  Partial<Pick<FuturesOrderRow, 'lots' | 'triggerTickTime' | 'triggerTicks'>>;

/** One of the account's fills: an open, add or close event of its positions of the product. */
export interface FillRow {
  id: number;
  positionId: number;
  kind: 'open' | 'add' | 'close';
  lots: bigint;
  ticks: bigint;
  at: number;
  /** The order whose fill it was (placed by key), else null. */
  orderId: number | null;
  /** A resting limit's fill (a later tick filled it): the maker's side. */
  maker: boolean;
  /** An open's or add's fee (USDT minor units). */
  openFee: bigint | null;
  /** The journal that moved its money (with the position, what names the fill in the order's FuturesOrderFill). */
  journalId: number | null;
}

/** A position's terms and fills, in order (what a close's realized P/L is replayed from). */
export interface PositionFills {
  side: 'long' | 'short';
  contractSize: string;
  feeRate: string;
  maintenanceRate: string;
  realizedPnl: bigint;
  events: { id: number; kind: FillRow['kind']; lots: bigint; ticks: bigint; remaining: bigint }[];
}

const NUMBERS = ['id', 'userId', 'productId', 'apiKeyId', 'leverage', 'armedTickTime', 'triggerTickTime', 'createdAt', 'updatedAt'];

function orderOf(r: Record<string, unknown>): FuturesOrderRow {
  const out: Record<string, unknown> = { ...r };
  for (const k of NUMBERS) if (out[k] !== null && out[k] !== undefined) out[k] = Number(out[k]);
  // (booleans are 1/0 on both stores)
  out.reduceOnly = Number(r.reduceOnly) === 1;
  out.closePosition = Number(r.closePosition) === 1;
  return out as unknown as FuturesOrderRow;
}

const WORKING_SQL = `status IN ('NEW', 'PARTIALLY_FILLED')`;

export class FuturesOrderRepository {
  private readonly q;

  constructor(readonly db: Sqlite) {
    const columns = [
      'userId',
      'mode',
      'productId',
      'apiKeyId',
      'clientOrderId',
      'type',
      'side',
      'lots',
      'priceTicks',
      'stopTicks',
      'reduceOnly',
      'closePosition',
      'workingType',
      'leverage',
      'status',
      'waitingLots',
      'armedTickTime',
      'createdAt',
      'updatedAt',
    ];
    this.q = {
      insert: db.prepare(`INSERT INTO "FuturesOrder" (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`),
      byId: db.prepare<[number]>(`SELECT * FROM "FuturesOrder" WHERE id = ?`).safeIntegers(true),
      byClientId: db
        .prepare<[number, string, string]>(
          `SELECT * FROM "FuturesOrder" WHERE userId = ? AND mode = ? AND clientOrderId = ? ORDER BY id DESC LIMIT 1`,
        )
        .safeIntegers(true),
      workingWithClientId: db.prepare<[number, string, string], { id: number }>(
        `SELECT id FROM "FuturesOrder" WHERE userId = ? AND mode = ? AND clientOrderId = ? AND ${WORKING_SQL} LIMIT 1`,
      ),
      update: db.prepare(
        `UPDATE "FuturesOrder" SET status = @status, waitingLots = @waitingLots, executedLots = @executedLots,
                executedValue = @executedValue, updatedAt = @updatedAt, lots = COALESCE(@lots, lots),
                triggerTickTime = COALESCE(@triggerTickTime, triggerTickTime), triggerTicks = COALESCE(@triggerTicks, triggerTicks)
          WHERE id = @id`,
      ),
      insertFill: db.prepare(
        `INSERT INTO "FuturesOrderFill" (orderId, positionId, kind, lots, ticks, tickTime, journalId, at)
         VALUES (@orderId, @positionId, @kind, @lots, @ticks, @tickTime, @journalId, @at)`,
      ),
      waiting: db
        .prepare<[]>(
          `SELECT * FROM "FuturesOrder" WHERE ${WORKING_SQL} AND (waitingLots > 0 OR type IN ('STOP_MARKET', 'TAKE_PROFIT_MARKET'))`,
        )
        .safeIntegers(true),
      pendingPosition: db
        .prepare<[number], { id: bigint; lots: bigint }>(
          `SELECT id, lots FROM "ContractPosition" WHERE futuresOrderId = ? AND status = 'pending'`,
        )
        .safeIntegers(true),
      cursor: db.prepare<[], { lastTickTime: number }>(`SELECT lastTickTime FROM "FuturesTriggerCursor" WHERE id = 1`),
      setCursor: db.prepare<[number]>(
        `INSERT INTO "FuturesTriggerCursor" (id, lastTickTime) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET lastTickTime = excluded.lastTickTime`,
      ),
    };
  }

  insert(o: NewFuturesOrder): number {
    return Number(this.q.insert.run({ ...o, reduceOnly: o.reduceOnly ? 1 : 0, closePosition: o.closePosition ? 1 : 0 }).lastInsertRowid);
  }

  /** An order by id, whoever's (the caller checks the owner, the wallet and the product). */
  order(id: number): FuturesOrderRow | undefined {
    const r = this.q.byId.get(id) as Record<string, unknown> | undefined;
    return r ? orderOf(r) : undefined;
  }

  /** The user's latest order in `mode` under a client id. */
  byClientId(userId: number, mode: Mode, clientOrderId: string): FuturesOrderRow | undefined {
    const r = this.q.byClientId.get(userId, mode, clientOrderId) as Record<string, unknown> | undefined;
    return r ? orderOf(r) : undefined;
  }

  /** Whether a working order of the user in `mode` has the client id (Binance refuses a second one). */
  workingWithClientId(userId: number, mode: Mode, clientOrderId: string): boolean {
    return this.q.workingWithClientId.get(userId, mode, clientOrderId) !== undefined;
  }

  update(id: number, c: FuturesOrderChange) {
    const { status, waitingLots, executedLots, executedValue, updatedAt } = c;
    const keep = { lots: c.lots ?? null, triggerTickTime: c.triggerTickTime ?? null, triggerTicks: c.triggerTicks ?? null };
    this.q.update.run({ id, status, waitingLots, executedLots, executedValue, updatedAt, ...keep });
  }

  /** Records what an order executed (its part of a position's journal). */
  insertFills(orderId: number, fills: readonly FuturesFill[], at: number) {
    for (const f of fills) {
      const { positionId, kind, lots, ticks, tickTime, journalId } = f;
      this.q.insertFill.run({ orderId, positionId, kind, lots, ticks, tickTime, journalId, at });
    }
  }

  /** Working orders with a part waiting for a tick (the trigger path's index is built from them). */
  waiting(): FuturesOrderRow[] {
    return (this.q.waiting.all() as Record<string, unknown>[]).map(orderOf);
  }

  /** The pending limit position an order rests as, if any. */
  pendingPosition(orderId: number): { id: number; lots: bigint } | undefined {
    const r = this.q.pendingPosition.get(orderId);
    return r && { id: Number(r.id), lots: r.lots };
  }

  /** The user's working orders in `mode` (of one product, or all), oldest first. */
  working(userId: number, mode: Mode, productId?: number): FuturesOrderRow[] {
    const product = productId === undefined ? '' : ' AND productId = ?';
    return (
      this.db
        .prepare(`SELECT * FROM "FuturesOrder" WHERE userId = ? AND mode = ? AND ${WORKING_SQL}${product} ORDER BY id`)
        .safeIntegers(true)
        .all(...[userId, mode, ...(productId === undefined ? [] : [productId])]) as Record<string, unknown>[]
    ).map(orderOf);
  }

  /** The user's orders of a product in `mode` (optionally of some types): from an id or a time, else the latest; oldest first. */
  orders(userId: number, mode: Mode, productId: number, w: Window, types?: readonly FuturesType[]): FuturesOrderRow[] {
    const more = given([
      ['id >= ?', w.fromId],
      ['createdAt >= ?', w.startTime],
      ['createdAt <= ?', w.endTime],
    ]);
    const typed = types ? ` AND type IN (${types.map((t) => `'${t}'`).join(', ')})` : '';
    const descending = w.fromId === undefined && w.startTime === undefined;
    const rows = this.db
      .prepare(
        `SELECT * FROM "FuturesOrder" WHERE userId = ? AND mode = ? AND productId = ?${typed}${more.sql}
          ORDER BY id ${descending ? 'DESC' : 'ASC'} LIMIT ?`,
      )
      .safeIntegers(true)
      .all(userId, mode, productId, ...more.params, w.limit) as Record<string, unknown>[];
    return oldestFirst(rows.map(orderOf), descending);
  }

  /**
   * The account's fills of a product in `mode`: every open, add and close of its positions (the
   * web's and the risk engine's too), with the order behind each when one was placed by key; from
   * a fill id or a time, else the latest; oldest first.
   */
  fills(userId: number, mode: Mode, productId: number, w: Window & { orderId?: number }): FillRow[] {
    const more = given([
      ['f.orderId = ?', w.orderId],
      ['e.id >= ?', w.fromId],
      ['e.at >= ?', w.startTime],
      ['e.at <= ?', w.endTime],
    ]);
    const descending = w.fromId === undefined && w.startTime === undefined;
    const rows = this.db
      .prepare(
        `SELECT e.id, e.positionId, e.kind, e.lots, e.ticks, e.at, e.journalId, f.orderId,
                CASE WHEN (o.type = 'LIMIT' AND e.at > o.createdAt) OR (e.kind = 'open' AND p.orderType = 'limit' AND e.at > p.createdAt)
                     THEN 1 ELSE 0 END AS maker,
                (SELECT -x.amount FROM "ContractEvent" x WHERE x.positionId = e.positionId AND x.journalId = e.journalId AND x.kind = 'fee') AS openFee
           FROM "ContractEvent" e JOIN "ContractPosition" p ON p.id = e.positionId
           LEFT JOIN "FuturesOrderFill" f ON f.positionId = e.positionId AND f.journalId = e.journalId
           LEFT JOIN "FuturesOrder" o ON o.id = f.orderId
          WHERE p.userId = ? AND p.mode = ? AND p.productId = ? AND e.kind IN ('open', 'add', 'close')${more.sql}
          ORDER BY e.id ${descending ? 'DESC' : 'ASC'} LIMIT ?`,
      )
      .safeIntegers(true)
      .all(userId, mode, productId, ...more.params, w.limit) as Record<string, unknown>[];
    const out = rows.map((r) => ({
      id: Number(r.id),
      positionId: Number(r.positionId),
      kind: r.kind as FillRow['kind'],
      lots: r.lots as bigint,
      ticks: r.ticks as bigint,
      at: Number(r.at),
      orderId: r.orderId === null ? null : Number(r.orderId),
      maker: Number(r.maker) === 1,
      openFee: r.openFee === null ? null : BigInt(r.openFee as bigint),
      journalId: r.journalId === null ? null : Number(r.journalId),
    }));
    return oldestFirst(out, descending);
  }

  /**
   * The terms and the fills (opens, adds, closes: id, lots, ticks, lots left) of positions, for
   * each close's realized P/L (replayed as the execution computed it).
   */
  positionFills(ids: readonly number[]): Map<number, PositionFills> {
    const out = new Map<number, PositionFills>();
    if (ids.length === 0) return out;
    const list = ids.map(() => '?').join(', ');
    for (const r of this.db
      .prepare(`SELECT id, side, contractSize, feeRate, maintenanceRate, realizedPnl FROM "ContractPosition" WHERE id IN (${list})`)
      .safeIntegers(true)
      .all(...ids) as Record<string, unknown>[]) {
      out.set(Number(r.id), {
        side: r.side as PositionFills['side'],
        contractSize: String(r.contractSize),
        feeRate: String(r.feeRate),
        maintenanceRate: String(r.maintenanceRate),
        realizedPnl: r.realizedPnl as bigint,
        events: [],
      });
    }
    for (const e of this.db
      .prepare(
        `SELECT id, positionId, kind, lots, ticks, remaining FROM "ContractEvent"
          WHERE positionId IN (${list}) AND kind IN ('open', 'add', 'close') ORDER BY id`,
      )
      .safeIntegers(true)
      .all(...ids) as Record<string, unknown>[]) {
      out.get(Number(e.positionId))?.events.push({
        id: Number(e.id),
        kind: e.kind as FillRow['kind'],
        lots: e.lots as bigint,
        ticks: e.ticks as bigint,
        remaining: e.remaining as bigint,
      });
    }
    return out;
  }

  /** The trigger path's cursor: the last recorded tick time it evaluated (undefined before its first start); or, given, set. */
  cursor(set?: number): number | undefined {
    if (set !== undefined) this.q.setCursor.run(set);
    const at = set ?? this.q.cursor.get()?.lastTickTime;
    return at === undefined ? undefined : Number(at);
  }
}
