// The unified trade history's storage: one UNION ALL over fast orders (with their settlement),
// contract positions and spot orders, each part read through its module's user index
// (FastOrder (userId, id), ContractPosition (userId, mode, status), SpotOrder (userId, mode,
// status)), in one common row shape, newest first (docs/decisions/042-trade-history.md).
import type { Sqlite } from '../../db/sqlite.ts';
import type { Mode } from '../../ledger/ledger.ts';

export type TradeKind = 'fast' | 'contract' | 'spot';

/**
 * One row of any source, raw (integers as bigints). Per kind:
 * - fast: qty = stake (minor units), openTicks/closeTicks = entry/exit ticks, pnl = payout − stake, sub = result
 * - contract: qty = lots, aux = entry value (Σ lots × ticks), openTicks = limit ticks, closeTicks, pnl = realised, fee = open + close + overnight, sub = close reason
 * - spot: qty = ordered lots, quote = a market buy's amount, aux = filled lots, aux2 = deal value, openTicks = entrust price ticks, fee, ref = market id
 */
export interface TradeHistoryDbRow {
  kind: TradeKind;
  id: number;
  mode: Mode;
  productId: number;
  ref: number | null;
  side: string;
  status: string;
  sub: string | null;
  orderType: 'market' | 'limit' | null;
  currency: string | null;
  qty: bigint | null;
  quote: bigint | null;
  aux: bigint | null;
  aux2: bigint | null;
  openTicks: bigint | null;
  closeTicks: bigint | null;
  pnl: bigint | null;
  fee: bigint | null;
  createdAt: number;
  closedAt: number | null;
}

export interface TradeHistoryFilter {
  userId: number;
  type?: TradeKind;
  mode?: Mode;
  productId?: number;
  from?: number;
  to?: number;
}

const COLUMNS =
  'kind, id, mode, productId, ref, side, status, sub, orderType, currency, qty, quote, aux, aux2, openTicks, closeTicks, pnl, fee, createdAt, closedAt';

/** Each source as the common row, with its user and optional filters (mode, product, created from/to). */
const PARTS: Record<TradeKind, (f: TradeHistoryFilter) => { sql: string; params: unknown[] }> = {
  fast: (f) => {
    const { where, params } = filters(f, 'o.mode', 'o.productId', 'o.createdAt');
    return {
      sql: `SELECT 'fast' AS kind, o.id, o.mode, o.productId, NULL AS ref, o.direction AS side,
              CASE WHEN s.orderId IS NULL THEN 'pending_settlement' ELSE 'settled' END AS status, s.result AS sub,
              NULL AS orderType, o.currency, o.amount AS qty, NULL AS quote, NULL AS aux, NULL AS aux2,
              o.entryTicks AS openTicks, s.exitTicks AS closeTicks, s.payout - o.amount AS pnl, NULL AS fee, o.createdAt, s.settledAt AS closedAt
            FROM "FastOrder" o LEFT JOIN "FastSettlement" s ON s.orderId = o.id
           WHERE o.userId = ?${where}`,
      params: [f.userId, ...params],
    };
  },
  contract: (f) => {
    const { where, params } = filters(f, 'c.mode', 'c.productId', 'c.createdAt');
    return {
      sql: `SELECT 'contract' AS kind, c.id, c.mode, c.productId, NULL AS ref, c.side, c.status, c.closeReason AS sub,
              c.orderType, NULL AS currency, c.lots AS qty, NULL AS quote, c.entryValue AS aux, NULL AS aux2,
              c.limitTicks AS openTicks, c.closeTicks, c.realizedPnl AS pnl, c.openFee + c.closeFee + c.overnightFees AS fee,
              c.createdAt, c.closedAt
            FROM "ContractPosition" c
           WHERE c.userId = ?${where}`,
      params: [f.userId, ...params],
    };
  },
  spot: (f) => {
    const { where, params } = filters(f, 'o.mode', 'm.productId', 'o.createdAt');
    return {
      sql: `SELECT 'spot' AS kind, o.id, o.mode, m.productId, o.marketId AS ref, o.side, o.status, o.cancelReason AS sub,
              o.type AS orderType, m.quote AS currency, o.qtyLots AS qty, o.quoteAmount AS quote, o.filledLots AS aux, o.dealValue AS aux2,
              o.priceTicks AS openTicks, NULL AS closeTicks, NULL AS pnl, o.fee, o.createdAt, o.doneAt AS closedAt
            FROM "SpotOrder" o JOIN "SpotMarket" m ON m.id = o.marketId
           WHERE o.userId = ?${where}`,
      params: [f.userId, ...params],
    };
  },
};

function filters(f: TradeHistoryFilter, mode: string, product: string, created: string) {
  let where = '';
  const params: unknown[] = [];
  if (f.mode) {
    where += ` AND ${mode} = ?`;
    params.push(f.mode);
  }
  if (f.productId !== undefined) {
    where += ` AND ${product} = ?`;
    params.push(f.productId);
  }
  if (f.from !== undefined) {
    where += ` AND ${created} >= ?`;
    params.push(f.from);
  }
  if (f.to !== undefined) {
    where += ` AND ${created} < ?`;
    params.push(f.to);
  }
  return { where, params };
}

function rowOf(r: Record<string, unknown>): TradeHistoryDbRow {
  const n = (v: unknown) => (v === null ? null : Number(v));
  const b = (v: unknown) => (v === null ? null : BigInt(v as bigint));
  return {
    ...(r as unknown as TradeHistoryDbRow),
    id: Number(r.id),
    productId: Number(r.productId),
    ref: n(r.ref),
    qty: b(r.qty),
    quote: b(r.quote),
    aux: b(r.aux),
    aux2: b(r.aux2),
    openTicks: b(r.openTicks),
    closeTicks: b(r.closeTicks),
    pnl: b(r.pnl),
    fee: b(r.fee),
    createdAt: Number(r.createdAt),
    closedAt: n(r.closedAt),
  };
}

export class TradeHistoryRepository {
  constructor(private readonly db: Sqlite) {}

  /** The UNION ALL of the sources the filter asks for, and its parameters. */
  union(f: TradeHistoryFilter) {
    const kinds: TradeKind[] = f.type ? [f.type] : ['fast', 'contract', 'spot'];
    const parts = kinds.map((k) => PARTS[k](f));
    return { sql: parts.map((p) => p.sql).join('\nUNION ALL\n'), params: parts.flatMap((p) => p.params) };
  }

  /** Rows newest first (ties: kind, then id descending), `limit` from `offset`. */
  rows(f: TradeHistoryFilter, limit: number, offset: number): TradeHistoryDbRow[] {
    const { sql, params } = this.union(f);
    return (
      this.db
        .prepare(`SELECT ${COLUMNS} FROM (${sql}) ORDER BY createdAt DESC, kind, id DESC LIMIT ? OFFSET ?`)
        .safeIntegers(true)
        .all(...params, limit, offset) as Record<string, unknown>[]
    ).map(rowOf);
  }

  count(f: TradeHistoryFilter): number {
    const { sql, params } = this.union(f);
    return (this.db.prepare(`SELECT COUNT(*) AS n FROM (${sql})`).get(...params) as { n: number }).n;
  }

  /** The query plan of a page (tests check each part searches its user index). */
  plan(f: TradeHistoryFilter): string[] {
    const { sql, params } = this.union(f);
    return (
      this.db
        .prepare(`EXPLAIN QUERY PLAN SELECT ${COLUMNS} FROM (${sql}) ORDER BY createdAt DESC, kind, id DESC LIMIT 20`)
        .all(...params) as {
        detail: string;
      }[]
    ).map((r) => r.detail);
  }
}
