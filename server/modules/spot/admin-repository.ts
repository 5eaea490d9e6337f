// The back office's SQL of spot trading (issue 16, decision 041): every market's settings with
// the product's name, the one write staff make here (a market's settings, run by an approved
// `spot-market` proposal inside its transaction), and read-only pages of every customer's
// orders with their fills. No statement here touches an order, a fill or a book.
import type { SpotMarket, SpotOrder } from '../../generated/prisma/client.ts';
import { pageOf } from '../../db/paging.ts';
import type { BigRowOf, RowOf } from '../../db/rows.ts';
import type { Sqlite } from '../../db/sqlite.ts';
import type { Mode } from '../../ledger/ledger.ts';
import { ACCOUNT_COLUMN, customerMatch } from '../../db/customers.ts';

/** A market's settings as stored (steps, the minimum value and the rates as decimal text), with the product's name. */
export type SpotMarketRow = RowOf<SpotMarket, Exclude<keyof SpotMarket, 'updatedAt'>> & { name: string };
/** What an approved change writes. */
export type SpotMarketChange = RowOf<
  SpotMarket,
  'id' | 'tickSize' | 'lotStep' | 'minNotional' | 'makerFeeRate' | 'takerFeeRate' | 'enabled' | 'updatedAt'
>;
/** An order as stored (amounts as bigint), with its owner's account and the label of the API key that placed it. */
export type HeldSpotOrder = BigRowOf<SpotOrder> & { account: string | null; apiKeyLabel: string | null };

/** The order states staff filter by (the customers' words) and what each is in the table. */
export const SPOT_STATUS_SQL = {
  unfilled: `o.status = 'open' AND o.filledLots = 0`,
  partially_filled: `o.status = 'open' AND o.filledLots > 0`,
  filled: `o.status = 'filled'`,
  cancelled: `o.status = 'cancelled'`,
} as const;
export type SpotStatusFilter = keyof typeof SPOT_STATUS_SQL;

export interface SpotOrderFilter {
  status?: SpotStatusFilter;
  mode?: Mode;
  marketId?: number;
  /** A customer's id or phone number (digits: exact), or part of their e-mail. */
  user?: string;
}

const MARKET = `SELECT m.id, m.productId, m.symbol, m.base, m.quote, m.tickSize, m.lotStep, m.minNotional, m.makerFeeRate,
  m.takerFeeRate, m.enabled, p.name FROM "SpotMarket" m JOIN "Product" p ON p.id = m.productId`;

export class SpotAdminRepository {
  private readonly q;

  constructor(private readonly db: Sqlite) {
    this.q = {
      markets: db.prepare<[], SpotMarketRow>(`${MARKET} ORDER BY p.sort, p.id`),
      market: db.prepare<[number], SpotMarketRow>(`${MARKET} WHERE m.id = ?`),
      // any order of the market, either mode, the house's included: its ticks and lots are read with the market's steps
      hasOrders: db.prepare<[number], { n: number }>(
        'SELECT COUNT(*) AS n FROM (SELECT 1 FROM "SpotOrder" WHERE marketId = ? LIMIT 1) AS o',
      ),
      update: db.prepare<[SpotMarketChange]>(
        `UPDATE "SpotMarket" SET tickSize = @tickSize, lotStep = @lotStep, minNotional = @minNotional, makerFeeRate = @makerFeeRate,
           takerFeeRate = @takerFeeRate, enabled = @enabled, updatedAt = @updatedAt WHERE id = @id`,
      ),
      account: db.prepare<[number], { account: string | null }>(`SELECT ${ACCOUNT_COLUMN} FROM "User" u WHERE u.id = ?`),
      keyLabel: db.prepare<[number], { label: string }>(`SELECT label FROM "ApiKey" WHERE id = ?`),
      // customers' open orders per mode (the house market maker's are its own)
      openOrders: db.prepare<[], { mode: string; n: number }>(
        `SELECT mode, COUNT(*) AS n FROM "SpotOrder" WHERE status = 'open' AND userId IS NOT NULL GROUP BY mode`,
      ),
    };
  }

  /** Every market, in the products' order. */
  markets(): SpotMarketRow[] {
    return this.q.markets.all();
  }

  market(id: number): SpotMarketRow | undefined {
    return this.q.market.get(id);
  }

  /** Whether the market has ever had an order (open or done, either mode). */
  hasOrders(marketId: number): boolean {
    return (this.q.hasOrders.get(marketId)?.n ?? 0) > 0;
  }

  updateMarket(change: SpotMarketChange) {
    this.q.update.run(change);
  }

  /** Every customer's orders, newest first, by status, mode, market and customer. */
  page<T>(f: SpotOrderFilter, page: number | undefined, pageSize: number | undefined, map: (o: HeldSpotOrder) => T) {
    const customer = customerMatch(f.user);
    // (the status condition comes from SPOT_STATUS_SQL, never from the request's text)
    const status = f.status === undefined ? '1 = 1' : SPOT_STATUS_SQL[f.status];
    const from = `FROM "SpotOrder" o JOIN "User" u ON u.id = o.userId LEFT JOIN "ApiKey" k ON k.id = o.apiKeyId
      WHERE ${status} AND (CAST(? AS TEXT) IS NULL OR o.mode = ?) AND (CAST(? AS BIGINT) IS NULL OR o.marketId = ?) AND ${customer.sql}`;
    const params = [...[f.mode, f.marketId].flatMap((v) => [v ?? null, v ?? null]), ...customer.params];
    return pageOf(
      this.db,
      { columns: `o.*, ${ACCOUNT_COLUMN}, k.label AS apiKeyLabel`, from, order: 'o.id DESC', params },
      page,
      pageSize,
      map,
    );
  }

  /** A customer's account as the list shows it. */
  accountOf(userId: number): string | null {
    return this.q.account.get(userId)?.account ?? null;
  }

  /** The label of an API key (the one that placed an order). */
  keyLabel(apiKeyId: number): string | null {
    return this.q.keyLabel.get(apiKeyId)?.label ?? null;
  }

  /** Customers' open orders per mode. */
  openOrders(): { mode: string; n: number }[] {
    return this.q.openOrders.all();
  }
}
