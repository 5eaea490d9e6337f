// The spot product's reads for the account, the trade history, the referral job and the
// overview (issue 31): what is open, its part of the trade history (with the label of the API
// key that placed an order, issue 39), a fill's fees and the platform's spot accounts.
import type { Sqlite } from '../../db/sqlite.ts';
import { historyFilters, type TradeHistoryFilter } from '../trading/products.ts';

export class SpotProductRepository {
  private readonly q;

  constructor(db: Sqlite) {
    const big = <P extends unknown[], R>(sql: string) => db.prepare<P, R>(sql).safeIntegers(true);
    this.q = {
      openReal: db.prepare<[number], { n: number }>(
        `SELECT COUNT(*) AS n FROM "SpotOrder" WHERE userId = ? AND mode = 'real' AND status = 'open'`,
      ),
      orders: db.prepare<[], { mode: string; open: number; houseOpen: number }>(
        `SELECT mode, SUM(CASE WHEN userId IS NOT NULL THEN 1 ELSE 0 END) AS open, SUM(CASE WHEN userId IS NULL THEN 1 ELSE 0 END) AS houseOpen
           FROM "SpotOrder" WHERE status = 'open' GROUP BY mode`,
      ),
      // what customers' open orders hold (the house market maker's are not a customer's business)
      customersHeld: big<[], { mode: string; currency: string; held: bigint }>(
        `SELECT o.mode, CASE o.side WHEN 'buy' THEN m.quote ELSE m.base END AS currency, SUM(o.frozen) AS held
           FROM "SpotOrder" o JOIN "SpotMarket" m ON m.id = o.marketId
          WHERE o.status = 'open' AND o.userId IS NOT NULL GROUP BY o.mode, currency ORDER BY o.mode, currency`,
      ),
      platformBalances: big<[string], { mode: string; currency: string; amount: bigint }>(
        `SELECT mode, currency, balance AS amount FROM "LedgerAccount" WHERE ownerKey = 'platform' AND kind = ? ORDER BY mode, currency`,
      ),
      fill: big<[number], { makerUserId: bigint | null; takerUserId: bigint | null; makerFee: bigint; takerFee: bigint; mode: string }>(
        `SELECT mo.userId AS makerUserId, tk.userId AS takerUserId, t.makerFee, t.takerFee, t.mode
           FROM "SpotTrade" t
           JOIN "SpotOrder" mo ON mo.id = t.makerOrderId
           JOIN "SpotOrder" tk ON tk.id = t.takerOrderId
          WHERE t.journalId = ?`,
      ),
    };
  }

  /** How many real-mode orders of the user are open. */
  openReal(userId: number): number {
    return this.q.openReal.get(userId)?.n ?? 0;
  }

  /** Open orders per mode: customers' and the house market maker's. */
  orders() {
    return this.q.orders.all();
  }

  /** What customers' open orders hold, per mode and coin. */
  customersHeld() {
    return this.q.customersHeld.all();
  }

  /** A platform ledger account's balance per mode and currency (accounts never posted to are absent). */
  platformBalances(kind: 'spot_orders' | 'spot_fees') {
    return this.q.platformBalances.all(kind);
  }

  /** The trades a fill journal booked: maker's and taker's user and fee. */
  fill(journalId: number) {
    return this.q.fill.all(journalId);
  }

  /** The user's orders as trade history rows. */
  history(f: TradeHistoryFilter) {
    const { where, params } = historyFilters(f, { mode: 'o.mode', product: 'm.productId', created: 'o.createdAt' });
    return {
      sql: `SELECT 'spot' AS kind, o.id, o.mode, m.productId, o.marketId AS ref, o.side, o.status, o.cancelReason AS sub,
              o.type AS orderType, m.quote AS currency, o.qtyLots AS qty, o.quoteAmount AS quote, o.filledLots AS aux, o.dealValue AS aux2,
              o.priceTicks AS openTicks, CAST(NULL AS BIGINT) AS closeTicks, CAST(NULL AS BIGINT) AS pnl, o.fee, o.createdAt, o.doneAt AS closedAt,
              (SELECT k.label FROM "ApiKey" k WHERE k.id = o.apiKeyId) AS apiKey
            FROM "SpotOrder" o JOIN "SpotMarket" m ON m.id = o.marketId
           WHERE o.userId = ?${where}`,
      params: [f.userId, ...params],
    };
  }
}
