// The fast product's reads for the account, the trade history and the overview (issue 31):
// what is open, its part of the trade history, the platform's result and the house's balance.
import type { Sqlite } from '../../db/sqlite.ts';
import type { Mode } from '../../ledger/ledger.ts';
import { historyFilters, type TradeHistoryFilter } from '../trading/products.ts';
import { SINCE_OLDEST_OPEN } from './repository.ts';

export class FastProductRepository {
  private readonly q;

  constructor(db: Sqlite) {
    const big = <P extends unknown[], R>(sql: string) => db.prepare<P, R>(sql).safeIntegers(true);
    this.q = {
      openReal: db.prepare<[number], { n: number }>(
        `SELECT COUNT(*) AS n FROM "FastOrder" o JOIN "FastOpenOrder" q ON q.orderId = o.id WHERE o.userId = ? AND o.mode = 'real' AND ${SINCE_OLDEST_OPEN}`,
      ),
      openPositions: big<[], { mode: Mode; currency: string; count: bigint; amount: bigint }>(
        `SELECT o.mode, o.currency, COUNT(*) AS count, SUM(o.amount) AS amount
           FROM "FastOpenOrder" q JOIN "FastOrder" o ON o.id = q.orderId
          GROUP BY o.mode, o.currency ORDER BY o.mode, o.currency`,
      ),
      // the platform keeps a lost stake and pays a win's profit: stake − payout per settled order
      // (grouped by p.id too, the same groups: PostgreSQL then takes p's columns as the product's)
      productResults: big<
        [number, number, number, number],
        { productId: bigint; symbol: string; currency: string; settledToday: bigint; today: bigint; total: bigint }
      >(
        `SELECT o.productId, p.symbol, o.currency,
                SUM(CASE WHEN s.settledAt >= ? AND s.settledAt < ? THEN 1 ELSE 0 END) AS settledToday,
                SUM(CASE WHEN s.settledAt >= ? AND s.settledAt < ? THEN o.amount - s.payout ELSE 0 END) AS today,
                SUM(o.amount - s.payout) AS total
           FROM "FastSettlement" s JOIN "FastOrder" o ON o.id = s.orderId JOIN "Product" p ON p.id = o.productId
          WHERE o.mode = 'real'
          GROUP BY o.productId, o.currency, p.id ORDER BY p.sort, p.id, o.currency`,
      ),
      // the user's real orders settled in [from, to): payout − stake (a lost stake is −stake)
      realizedResult: big<[number, number, number], { result: bigint | null }>(
        `SELECT SUM(s.payout - o.amount) AS result FROM "FastOrder" o JOIN "FastSettlement" s ON s.orderId = o.id
          WHERE o.userId = ? AND o.mode = 'real' AND s.settledAt >= ? AND s.settledAt < ?`,
      ),
      houseBalance: big<[], { currency: string; amount: bigint }>(
        `SELECT currency, balance AS amount FROM "LedgerAccount"
          WHERE ownerKey = 'platform' AND kind = 'trading_house' AND mode = 'real' ORDER BY currency`,
      ),
    };
  }

  /** How many real-mode orders of the user are open. */
  openReal(userId: number): number {
    return this.q.openReal.get(userId)?.n ?? 0;
  }

  /** Open orders per mode and currency: how many, and their stakes. */
  openPositions() {
    return this.q.openPositions.all();
  }

  /** Per product and currency (real money): orders settled in [from, to), the result in it and since the start. */
  productResults(from: number, to: number) {
    return this.q.productResults.all(from, to, from, to);
  }

  /** The net result (USDT minor units) of the user's real orders settled in [from, to) (decision 077). */
  realizedResult(userId: number, from: number, to: number): bigint {
    return this.q.realizedResult.get(userId, from, to)?.result ?? 0n;
  }

  /** The trading house's real ledger balance per currency. */
  houseBalance() {
    return this.q.houseBalance.all();
  }

  /** The user's orders (with their settlement) as trade history rows. */
  history(f: TradeHistoryFilter) {
    const { where, params } = historyFilters(f, { mode: 'o.mode', product: 'o.productId', created: 'o.createdAt' });
    return {
      sql: `SELECT 'fast' AS kind, o.id, o.mode, o.productId, CAST(NULL AS BIGINT) AS ref, o.direction AS side,
              CASE WHEN s.orderId IS NULL THEN 'pending_settlement' ELSE 'settled' END AS status, s.result AS sub,
              CAST(NULL AS TEXT) AS orderType, o.currency, o.amount AS qty, CAST(NULL AS BIGINT) AS quote, CAST(NULL AS BIGINT) AS aux,
              CAST(NULL AS BIGINT) AS aux2, o.entryTicks AS openTicks, s.exitTicks AS closeTicks, s.payout - o.amount AS pnl,
              CAST(NULL AS BIGINT) AS fee, o.createdAt, s.settledAt AS closedAt, CAST(NULL AS TEXT) AS apiKey
            FROM "FastOrder" o LEFT JOIN "FastSettlement" s ON s.orderId = o.id
           WHERE o.userId = ?${where}`,
      params: [f.userId, ...params],
    };
  }
}
