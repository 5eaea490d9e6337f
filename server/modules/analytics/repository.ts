// Results analytics' reads (decision 102): the caller's closed trades of one mode and currency
// per product — fast settlements, contract closes (ContractEvent kind close), the spot fills of
// their orders — and the external cash flows of their wallet (journals that are no trade's:
// deposits, withdrawals, transfers, exchanges, bonuses, demo grants and resets). Every query is
// bound to one user: nobody else's rows can be read.
import type { Sqlite } from '../../db/sqlite.ts';
import { indexedThrough } from '../../ledger/flow-index.ts';
import type { Mode } from '../../ledger/ledger.ts';

export interface FastCloseRow {
  id: bigint;
  symbol: string;
  closedAt: bigint;
  pnl: bigint;
}

export interface ContractCloseRow {
  eventId: bigint;
  positionId: bigint;
  symbol: string;
  at: bigint;
  remaining: bigint;
  /** The close's P/L before fees and its close fee (null: a close recorded before they were). */
  pnl: bigint | null;
  fee: bigint | null;
  realizedPnl: bigint;
  fees: bigint;
}

export interface SpotFillRow {
  id: bigint;
  orderId: bigint;
  marketId: bigint;
  symbol: string;
  /** The user's side of the fill. */
  side: 'buy' | 'sell';
  lots: bigint;
  value: bigint;
  fee: bigint;
  at: bigint;
}

export interface CashFlowRow {
  journalId: bigint;
  createdAt: bigint;
  amount: bigint;
}

/** Journal types that are trading (their money is counted by the trades), not cash flows. */
const TRADING_JOURNALS = `(j.type LIKE 'fast\\_%' ESCAPE '\\' OR j.type LIKE 'contract\\_%' ESCAPE '\\' OR j.type LIKE 'spot\\_%' ESCAPE '\\')`;

export class AnalyticsRepository {
  private readonly q;
  private readonly flowRead: (userId: number, mode: Mode, currency: string) => CashFlowRow[];
  private readonly lastJournal: (userId: number, mode: Mode, currency: string) => number;

  constructor(db: Sqlite, flowDb: Sqlite) {
    this.q = {
      fast: db
        .prepare<[number, string, string], FastCloseRow>(
          `SELECT o.id, p.symbol, s.settledAt AS closedAt, s.payout - o.amount AS pnl
             FROM "FastOrder" o JOIN "FastSettlement" s ON s.orderId = o.id JOIN "Product" p ON p.id = o.productId
            WHERE o.userId = ? AND o.mode = ? AND o.currency = ?`,
        )
        .safeIntegers(true),
      contract: db
        .prepare<[number, string], ContractCloseRow>(
          `SELECT e.id AS eventId, c.id AS positionId, p.symbol, e.at, e.remaining, e.pnl, e.fee, c.realizedPnl,
                  c.openFee + c.closeFee + c.overnightFees AS fees
             FROM "ContractPosition" c JOIN "ContractEvent" e ON e.positionId = c.id JOIN "Product" p ON p.id = c.productId
            WHERE c.userId = ? AND c.mode = ? AND e.kind = 'close'`,
        )
        .safeIntegers(true),
      // what changes whenever one of the user's trades closes (the signature below)
      openFast: db.prepare<[number, string], { n: number }>(
        `SELECT COUNT(*) AS n FROM "FastOpenOrder" q JOIN "FastOrder" o ON o.id = q.orderId WHERE o.userId = ? AND o.mode = ?`,
      ),
      openContracts: db.prepare<[number, string], { n: number; lots: number | null }>(
        `SELECT COUNT(*) AS n, SUM(lots) AS lots FROM "ContractPosition" WHERE userId = ? AND mode = ? AND status IN ('pending', 'holding', 'locked')`,
      ),
      // the user's fills as taker, then as maker (each through its order index)
      spot: db
        .prepare<[number, string, string, number, string, string], SpotFillRow>(
          `SELECT t.id, o.id AS orderId, t.marketId, m.symbol, t.side, t.lots, t.value, t.takerFee AS fee, t.at
             FROM "SpotOrder" o JOIN "SpotTrade" t ON t.takerOrderId = o.id JOIN "SpotMarket" m ON m.id = t.marketId
            WHERE o.userId = ? AND o.mode = ? AND m.quote = ?
           UNION ALL
           SELECT t.id, o.id AS orderId, t.marketId, m.symbol, CASE t.side WHEN 'buy' THEN 'sell' ELSE 'buy' END AS side, t.lots, t.value,
                  t.makerFee AS fee, t.at
             FROM "SpotOrder" o JOIN "SpotTrade" t ON t.makerOrderId = o.id JOIN "SpotMarket" m ON m.id = t.marketId
            WHERE o.userId = ? AND o.mode = ? AND m.quote = ?`,
        )
        .safeIntegers(true),
    };
    // the user's wallet postings (the flow index up to its watermark, then the tail after it, as
    // the fund flow reads them) of the journals that are no trade's, netted per journal
    const flows = flowDb
      .prepare(
        `WITH acc AS (
            SELECT id FROM "LedgerAccount" WHERE ownerKey = @owner AND mode = @mode AND currency = @currency AND kind IN ('available', 'frozen')
          ), legs AS (
            SELECT f.accountId, f.journalId FROM flow."LedgerFlow" f JOIN acc ON f.accountId = acc.id WHERE f.journalId <= @w
            UNION ALL
            SELECT p.accountId, p.journalId FROM "LedgerPosting" p JOIN acc ON p.accountId = acc.id WHERE p.journalId > @w
          )
          SELECT legs.journalId, j.createdAt, SUM(p.amount) AS amount FROM legs
            JOIN "LedgerPosting" p ON p.journalId = legs.journalId AND p.accountId = legs.accountId
            JOIN "LedgerJournal" j ON j.id = legs.journalId
           WHERE NOT ${TRADING_JOURNALS}
           GROUP BY legs.journalId, j.createdAt
           ORDER BY legs.journalId`,
      )
      .safeIntegers(true);
    // each account's last journal: a seek in the flow index, then in the tail after it
    const last = flowDb.prepare<{ owner: string; mode: string; currency: string; w: number }, { j: number | null }>(
      `SELECT MAX(COALESCE(x.t, x.j)) AS j FROM (
          SELECT (SELECT MAX(f.journalId) FROM flow."LedgerFlow" f WHERE f.accountId = a.id AND f.journalId <= @w) AS j,
                 (SELECT MAX(p.journalId) FROM "LedgerPosting" p WHERE p.accountId = a.id AND p.journalId > @w) AS t
            FROM "LedgerAccount" a
           WHERE a.ownerKey = @owner AND a.mode = @mode AND a.currency = @currency AND a.kind IN ('available', 'frozen')
        ) AS x`,
    );
    this.lastJournal = flowDb.transaction((userId: number, mode: Mode, currency: string) => {
      const w = indexedThrough(flowDb);
      return last.get({ owner: `user:${userId}`, mode, currency, w })?.j ?? 0;
    });
    this.flowRead = flowDb.transaction((userId: number, mode: Mode, currency: string) => {
      const w = indexedThrough(flowDb);
      return flows.all({ owner: `user:${userId}`, mode, currency, w }) as CashFlowRow[];
    });
  }

  /**
   * What changes whenever a trade of the user's in this mode and currency closes: the last
   * journal on their wallet (a payout, a spot sale, a partial close), their open fast orders (a
   * lost order pays nothing into the wallet but leaves the settlement queue) and their open
   * positions and lots (a close that pays nothing back still closes lots). Read before the
   * trades: a trade closing in between makes the next signature differ, never a stale answer.
   */
  signature(userId: number, mode: Mode, currency: string): string {
    const contracts = this.q.openContracts.get(userId, mode);
    return [
      this.lastJournal(userId, mode, currency),
      this.q.openFast.get(userId, mode)?.n ?? 0,
      contracts?.n ?? 0,
      contracts?.lots ?? 0,
    ].join(':');
  }

  fastCloses(userId: number, mode: Mode, currency: string): FastCloseRow[] {
    return this.q.fast.all(userId, mode, currency);
  }

  /** Every close of the user's contract positions (USDT: the only currency contracts are traded in). */
  contractCloses(userId: number, mode: Mode): ContractCloseRow[] {
    return this.q.contract.all(userId, mode);
  }

  /** The user's spot fills on markets quoted in `currency`, in fill order. */
  spotFills(userId: number, mode: Mode, currency: string): SpotFillRow[] {
    return this.q.spot.all(userId, mode, currency, userId, mode, currency).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }

  /** The wallet's external cash flows (net per journal, in journal order). */
  cashFlows(userId: number, mode: Mode, currency: string): CashFlowRow[] {
    return this.flowRead(userId, mode, currency);
  }
}
