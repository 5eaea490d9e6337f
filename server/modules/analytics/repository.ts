// Results analytics' reads (decision 102): the caller's closed trades of one mode and currency
// per product — fast settlements, contract closes (ContractEvent kind close), the spot fills of
// their orders — and the external cash flows of their wallet (journals that are no trade's:
// deposits, withdrawals, transfers, exchanges, bonuses, demo grants and resets). Every query is
// bound to one user: nobody else's rows can be read.
import type { Sqlite } from '../../db/sqlite.ts';
import { indexedThrough } from '../../ledger/flow-index.ts';
import { SINCE_OLDEST_OPEN } from '../fast/repository.ts';
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

/**
 * How far a user's rows have been read: the store's last journal (fast settlements by their
 * run's journal, cash flows), contract event and spot fill, taken before the rows. Every read
 * is bounded by one (rows up to it) and the next one starts after it (decision 102, Speed): ids
 * are taken in the writers' turn (SQLite's one writer; PostgreSQL's advisory lock, decision
 * 080), so a row is committed before any row with a greater id is, and every row up to a
 * committed last id is there to be read.
 */
export interface ReadMark {
  journal: number;
  contractEvent: number;
  spotTrade: number;
}

/** Nothing read yet. */
export const READ_NOTHING: ReadMark = { journal: 0, contractEvent: 0, spotTrade: 0 };

/** Journal types that are trading (their money is counted by the trades), not cash flows. */
const TRADING_JOURNALS = `(j.type LIKE 'fast\\_%' ESCAPE '\\' OR j.type LIKE 'contract\\_%' ESCAPE '\\' OR j.type LIKE 'spot\\_%' ESCAPE '\\')`;

export class AnalyticsRepository {
  private readonly q;
  private readonly flowRead: (userId: number, mode: Mode, currency: string, after: number, upto: number) => CashFlowRow[];
  private readonly lastJournal: (userId: number, mode: Mode, currency: string) => number;

  constructor(db: Sqlite, flowDb: Sqlite) {
    this.q = {
      fast: db
        .prepare<[number, string, string, number], FastCloseRow>(
          `SELECT o.id, p.symbol, s.settledAt AS closedAt, s.payout - o.amount AS pnl
             FROM "FastOrder" o JOIN "FastSettlement" s ON s.orderId = o.id JOIN "Product" p ON p.id = o.productId
            WHERE o.userId = ? AND o.mode = ? AND o.currency = ? AND s.journalId <= ?`,
        )
        .safeIntegers(true),
      // the settlements after a mark, through their journals' index (not the user's every order)
      fastAfter: db
        .prepare<[number, number, number, string, string], FastCloseRow>(
          `SELECT o.id, p.symbol, s.settledAt AS closedAt, s.payout - o.amount AS pnl
             FROM "FastSettlement" s CROSS JOIN "FastOrder" o CROSS JOIN "Product" p
            WHERE s.journalId > ? AND s.journalId <= ? AND o.id = s.orderId AND p.id = o.productId
              AND o.userId = ? AND o.mode = ? AND o.currency = ?`,
        )
        .safeIntegers(true),
      contract: db
        .prepare<[number, string, number], ContractCloseRow>(
          `SELECT e.id AS eventId, c.id AS positionId, p.symbol, e.at, e.remaining, e.pnl, e.fee, c.realizedPnl,
                  c.openFee + c.closeFee + c.overnightFees AS fees
             FROM "ContractPosition" c JOIN "ContractEvent" e ON e.positionId = c.id JOIN "Product" p ON p.id = c.productId
            WHERE c.userId = ? AND c.mode = ? AND e.kind = 'close' AND e.id <= ?`,
        )
        .safeIntegers(true),
      contractAfter: db
        .prepare<[number, number, number, string], ContractCloseRow>(
          `SELECT e.id AS eventId, c.id AS positionId, p.symbol, e.at, e.remaining, e.pnl, e.fee, c.realizedPnl,
                  c.openFee + c.closeFee + c.overnightFees AS fees
             FROM "ContractEvent" e CROSS JOIN "ContractPosition" c CROSS JOIN "Product" p
            WHERE e.id > ? AND e.id <= ? AND e.kind = 'close' AND c.id = e.positionId AND p.id = c.productId
              AND c.userId = ? AND c.mode = ?`,
        )
        .safeIntegers(true),
      mark: db.prepare<[], { journal: number | null; contractEvent: number | null; spotTrade: number | null }>(
        `SELECT (SELECT MAX(id) FROM "LedgerJournal") AS journal, (SELECT MAX(id) FROM "ContractEvent") AS contractEvent,
                (SELECT MAX(id) FROM "SpotTrade") AS spotTrade`,
      ),
      // what changes whenever one of the user's trades closes (the signature below)
      // (every open order waits in the queue, whose oldest order bounds the user's orders looked
      // at: their recent ones through the (userId, id) index, not all of them; decision 113)
      openFast: db.prepare<[number, string], { n: number }>(
        `SELECT COUNT(*) AS n FROM "FastOrder" o
          WHERE o.userId = ? AND ${SINCE_OLDEST_OPEN} AND o.mode = ?
            AND EXISTS (SELECT 1 FROM "FastOpenOrder" q WHERE q.orderId = o.id)`,
      ),
      openContracts: db.prepare<[number, string], { n: number; lots: number | null }>(
        `SELECT COUNT(*) AS n, SUM(lots) AS lots FROM "ContractPosition" WHERE userId = ? AND mode = ? AND status IN ('pending', 'holding', 'locked')`,
      ),
      // the user's fills as taker, then as maker (each through its order index)
      spot: db
        .prepare<[number, string, string, number, number, number, string, string, number, number], SpotFillRow>(
          `SELECT t.id, o.id AS orderId, t.marketId, m.symbol, t.side, t.lots, t.value, t.takerFee AS fee, t.at
             FROM "SpotOrder" o JOIN "SpotTrade" t ON t.takerOrderId = o.id JOIN "SpotMarket" m ON m.id = t.marketId
            WHERE o.userId = ? AND o.mode = ? AND m.quote = ? AND t.id > ? AND t.id <= ?
           UNION ALL
           SELECT t.id, o.id AS orderId, t.marketId, m.symbol, CASE t.side WHEN 'buy' THEN 'sell' ELSE 'buy' END AS side, t.lots, t.value,
                  t.makerFee AS fee, t.at
             FROM "SpotOrder" o JOIN "SpotTrade" t ON t.makerOrderId = o.id JOIN "SpotMarket" m ON m.id = t.marketId
            WHERE o.userId = ? AND o.mode = ? AND m.quote = ? AND t.id > ? AND t.id <= ?`,
        )
        .safeIntegers(true),
      // the fills after a mark: the fills' own index first, then their orders
      spotAfter: db
        .prepare<[number, number, number, string, string, number, number, number, string, string], SpotFillRow>(
          `SELECT t.id, o.id AS orderId, t.marketId, m.symbol, t.side, t.lots, t.value, t.takerFee AS fee, t.at
             FROM "SpotTrade" t CROSS JOIN "SpotOrder" o CROSS JOIN "SpotMarket" m
            WHERE t.id > ? AND t.id <= ? AND o.id = t.takerOrderId AND m.id = t.marketId AND o.userId = ? AND o.mode = ? AND m.quote = ?
           UNION ALL
           SELECT t.id, o.id AS orderId, t.marketId, m.symbol, CASE t.side WHEN 'buy' THEN 'sell' ELSE 'buy' END AS side, t.lots, t.value,
                  t.makerFee AS fee, t.at
             FROM "SpotTrade" t CROSS JOIN "SpotOrder" o CROSS JOIN "SpotMarket" m
            WHERE t.id > ? AND t.id <= ? AND o.id = t.makerOrderId AND m.id = t.marketId AND o.userId = ? AND o.mode = ? AND m.quote = ?`,
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
            SELECT f.accountId, f.journalId FROM flow."LedgerFlow" f JOIN acc ON f.accountId = acc.id
             WHERE f.journalId <= @w AND f.journalId > @after AND f.journalId <= @upto
            UNION ALL
            SELECT p.accountId, p.journalId FROM "LedgerPosting" p JOIN acc ON p.accountId = acc.id
             WHERE p.journalId > @w AND p.journalId > @after AND p.journalId <= @upto
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
    this.flowRead = flowDb.transaction((userId: number, mode: Mode, currency: string, after: number, upto: number) => {
      const w = indexedThrough(flowDb);
      return flows.all({ owner: `user:${userId}`, mode, currency, w, after, upto }) as CashFlowRow[];
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

  /** Where the store's rows end now (read after the signature, before the rows: see ReadMark). */
  mark(): ReadMark {
    const m = this.q.mark.get();
    return { journal: Number(m?.journal ?? 0), contractEvent: Number(m?.contractEvent ?? 0), spotTrade: Number(m?.spotTrade ?? 0) };
  }

  /** The user's fast settlements in (after, upto] (every one up to `upto` when nothing was read). */
  fastCloses(userId: number, mode: Mode, currency: string, after: ReadMark, upto: ReadMark): FastCloseRow[] {
    return after.journal === 0
      ? this.q.fast.all(userId, mode, currency, upto.journal)
      : this.q.fastAfter.all(after.journal, upto.journal, userId, mode, currency);
  }

  /** The closes of the user's contract positions in (after, upto] (USDT: the only currency contracts are traded in). */
  contractCloses(userId: number, mode: Mode, after: ReadMark, upto: ReadMark): ContractCloseRow[] {
    return after.contractEvent === 0
      ? this.q.contract.all(userId, mode, upto.contractEvent)
      : this.q.contractAfter.all(after.contractEvent, upto.contractEvent, userId, mode);
  }

  /** The user's spot fills in (after, upto] on markets quoted in `currency`, in fill order. */
  spotFills(userId: number, mode: Mode, currency: string, after: ReadMark, upto: ReadMark): SpotFillRow[] {
    const [a, b] = [after.spotTrade, upto.spotTrade];
    const rows =
      a === 0
        ? this.q.spot.all(userId, mode, currency, a, b, userId, mode, currency, a, b)
        : this.q.spotAfter.all(a, b, userId, mode, currency, a, b, userId, mode, currency);
    return rows.sort((x, y) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
  }

  /** The wallet's external cash flows in (after, upto] by journal (net per journal, in journal order). */
  cashFlows(userId: number, mode: Mode, currency: string, after: ReadMark, upto: ReadMark): CashFlowRow[] {
    return this.flowRead(userId, mode, currency, after.journal, upto.journal);
  }
}
