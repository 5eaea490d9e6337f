// The unified trade history's storage: one UNION ALL over the registered trading products'
// parts (fast orders with their settlement, contract positions, spot orders), each read
// through its module's user index (FastOrder (userId, id), ContractPosition (userId, mode,
// status), SpotOrder (userId, mode, status)), in one common row shape, newest first
// (docs/decisions/042-trade-history.md; the parts live with their products, issue 31).
import type { Sqlite } from '../../db/sqlite.ts';
import { explainPlan } from '../../db/store/explain.ts';
import {
  TRADE_HISTORY_COLUMNS as COLUMNS,
  type TradeHistoryDbRow,
  type TradeHistoryFilter as ProductFilter,
  type TradingProducts,
} from '../trading/products.ts';

export interface TradeHistoryFilter extends ProductFilter {
  /** One product's rows only (its name). */
  type?: string;
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
  constructor(
    private readonly db: Sqlite,
    private readonly products: TradingProducts,
  ) {}

  /** The UNION ALL of the products' parts the filter asks for (none: a select of no rows), and its parameters. */
  union(f: TradeHistoryFilter) {
    const parts = this.products
      .all()
      .filter((p) => f.type === undefined || p.name === f.type)
      .flatMap((p) => (p.history ? [p.history.select(f)] : []));
    if (parts.length === 0)
      return {
        sql: `SELECT ${COLUMNS.split(', ')
          .map((c) => `NULL AS ${c}`)
          .join(', ')} WHERE 1 = 0`,
        params: [],
      };
    return { sql: parts.map((p) => p.sql).join('\nUNION ALL\n'), params: parts.flatMap((p) => p.params) };
  }

  /** Rows newest first (ties: kind, then id descending), `limit` from `offset`. */
  rows(f: TradeHistoryFilter, limit: number, offset: number): TradeHistoryDbRow[] {
    const { sql, params } = this.union(f);
    return (
      this.db
        .prepare(`SELECT ${COLUMNS} FROM (${sql}) AS h ORDER BY createdAt DESC, kind, id DESC LIMIT ? OFFSET ?`)
        .safeIntegers(true)
        .all(...params, limit, offset) as Record<string, unknown>[]
    ).map(rowOf);
  }

  /** The rows of these (kind, id) pairs among the user's (results analytics: the trades behind a figure), one product's part at a time. */
  rowsByKeys(f: TradeHistoryFilter, keys: readonly { kind: string; id: number }[]): TradeHistoryDbRow[] {
    const byKind = new Map<string, Set<number>>();
    for (const k of keys) byKind.set(k.kind, (byKind.get(k.kind) ?? new Set()).add(k.id));
    return [...byKind].flatMap(([kind, ids]) => {
      const part = this.products.byName(kind)?.history?.select(f);
      if (!part) return [];
      const list = [...ids];
      return (
        this.db
          .prepare(`SELECT ${COLUMNS} FROM (${part.sql}) AS h WHERE h.id IN (${list.map(() => '?').join(', ')})`)
          .safeIntegers(true)
          .all(...part.params, ...list) as Record<string, unknown>[]
      ).map(rowOf);
    });
  }

  count(f: TradeHistoryFilter): number {
    const { sql, params } = this.union(f);
    return (this.db.prepare(`SELECT COUNT(*) AS n FROM (${sql}) AS h`).get(...params) as { n: number }).n;
  }

  /** The query plan of a page, one line a step (tests check each part searches its user index). */
  plan(f: TradeHistoryFilter): string[] {
    const { sql, params } = this.union(f);
    const page = `SELECT ${COLUMNS} FROM (${sql}) AS h ORDER BY createdAt DESC, kind, id DESC LIMIT 20`;
    return explainPlan(this.db, page, params);
  }
}
