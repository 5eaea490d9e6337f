// The contract product's reads for the account, the trade history, the referral job and the
// overview (issue 31): what is open, its part of the trade history and a batch's closes.
import type { Sqlite } from '../../db/sqlite.ts';
import { historyFilters, type TradeHistoryFilter } from '../trading/products.ts';

/** One close of a batch journal (the risk engine nets several users' closes into one). */
export interface BatchCloseRow {
  userId: bigint;
  mode: string;
  productId: bigint;
  lots: bigint;
  ticks: bigint;
  contractSize: string;
  feeRate: string;
  maintenanceRate: string;
}

export class ContractProductRepository {
  private readonly q;

  constructor(db: Sqlite) {
    this.q = {
      openReal: db.prepare<[number], { n: number }>(
        `SELECT COUNT(*) AS n FROM "ContractPosition" WHERE userId = ? AND mode = 'real' AND status IN ('pending', 'holding', 'locked')`,
      ),
      positions: db.prepare<[], { mode: string; open: number; pending: number }>(
        `SELECT mode, SUM(CASE WHEN status IN ('holding', 'locked') THEN 1 ELSE 0 END) AS open,
                SUM(CASE WHEN status = 'pending' THEN 1 ELSE 0 END) AS pending
           FROM "ContractPosition" WHERE status IN ('pending', 'holding', 'locked') GROUP BY mode`,
      ),
      // closed real positions: what the closes realized less every fee the position paid
      realizedResult: db
        .prepare<[number, number, number], { result: bigint | null }>(
          `SELECT SUM(realizedPnl - openFee - closeFee - overnightFees) AS result FROM "ContractPosition"
            WHERE userId = ? AND mode = 'real' AND status = 'closed' AND closedAt >= ? AND closedAt < ?`,
        )
        .safeIntegers(true),
      batchCloses: db
        .prepare<[number], BatchCloseRow>(
          `SELECT p.userId, p.mode, p.productId, e.lots, e.ticks, p.contractSize, p.feeRate, p.maintenanceRate
             FROM "ContractEvent" e JOIN "ContractPosition" p ON p.id = e.positionId
            WHERE e.journalId = ? AND e.kind = 'close'`,
        )
        .safeIntegers(true),
    };
  }

  /** The net result (USDT minor units) of the user's real positions closed in [from, to) (decision 077). */
  realizedResult(userId: number, from: number, to: number): bigint {
    return this.q.realizedResult.get(userId, from, to)?.result ?? 0n;
  }

  /** How many real-mode positions and limit orders of the user are open or pending. */
  openReal(userId: number): number {
    return this.q.openReal.get(userId)?.n ?? 0;
  }

  /** Open (holding, locked) and pending positions per mode. */
  positions() {
    return this.q.positions.all();
  }

  /** The closes a journal booked. */
  batchCloses(journalId: number): BatchCloseRow[] {
    return this.q.batchCloses.all(journalId);
  }

  /** The user's positions as trade history rows. */
  history(f: TradeHistoryFilter) {
    const { where, params } = historyFilters(f, { mode: 'c.mode', product: 'c.productId', created: 'c.createdAt' });
    return {
      // (ref: the copy subscription that opened it, decision 103)
      sql: `SELECT 'contract' AS kind, c.id, c.mode, c.productId, CAST(c.copyOf AS BIGINT) AS ref, c.side, c.status, c.closeReason AS sub,
              c.orderType, CAST(NULL AS TEXT) AS currency, c.lots AS qty, CAST(NULL AS BIGINT) AS quote, c.entryValue AS aux,
              CAST(NULL AS BIGINT) AS aux2,
              c.limitTicks AS openTicks, c.closeTicks, c.realizedPnl AS pnl, c.openFee + c.closeFee + c.overnightFees AS fee,
              c.createdAt, c.closedAt,
              -- opened by a futures order of the Binance-compatible API: its key's label (decision 095)
              (SELECT k.label FROM "FuturesOrder" f JOIN "ApiKey" k ON k.id = f.apiKeyId WHERE f.id = c.futuresOrderId) AS apiKey
            FROM "ContractPosition" c
           WHERE c.userId = ?${where}`,
      params: [f.userId, ...params],
    };
  }
}
