// The overview's reads (issue 14 point 8): every figure is one aggregate query over the
// tables the other modules write. Times are epoch milliseconds (rows.ts); amounts are read
// with BigInt integers and stay BigInt.
import type { Sqlite } from '../../db/sqlite.ts';
import type { QueueKey } from '../../../shared/schemas/overview.ts';

/**
 * The review queues, in the order shown, each counted by a statement prepared once. A new
 * queue is one line here and one key in shared/schemas/overview.ts.
 */
export const QUEUE_SOURCES: readonly { queue: QueueKey; table: string; pending: string }[] = [
  { queue: 'deposits', table: 'Deposit', pending: `status = 'reviewing'` },
  { queue: 'withdrawals', table: 'Withdrawal', pending: `status = 'processing'` },
  { queue: 'cards', table: 'BankCardChange', pending: `status = 'pending'` },
  { queue: 'proposals', table: 'Proposal', pending: `status = 'pending'` },
  // certifications waiting for a reviewer, and coin listing applications not yet decided
  { queue: 'kyc', table: 'KycSubmission', pending: `status = 'authenticating'` },
  { queue: 'listings', table: 'ListingApplication', pending: `status IN ('new', 'in_review')` },
  // customer-service conversations no staff member has claimed yet
  { queue: 'chat', table: 'ChatConversation', pending: `status = 'open' AND assigneeId IS NULL` },
];

export interface CurrencySum {
  currency: string;
  count: bigint;
  amount: bigint;
}

export interface ProductResultRow {
  productId: bigint;
  symbol: string;
  currency: string;
  settledToday: bigint;
  today: bigint;
  total: bigint;
}

export interface DayCount {
  /** days after the window's first day */
  day: bigint;
  n: bigint;
}

export class OverviewRepository {
  private readonly q;

  constructor(db: Sqlite) {
    const big = <P extends unknown[], R>(sql: string) => db.prepare<P, R>(sql).safeIntegers(true);
    this.q = {
      depositsApproved: big<[number, number], CurrencySum>(
        `SELECT currency, COUNT(*) AS count, SUM(amount) AS amount FROM "Deposit"
          WHERE status = 'success' AND reviewedAt >= ? AND reviewedAt < ? GROUP BY currency ORDER BY currency`,
      ),
      withdrawalsPaid: big<[number, number], CurrencySum>(
        `SELECT currency, COUNT(*) AS count, SUM(amount) AS amount FROM "Withdrawal"
          WHERE status = 'passed' AND reviewedAt >= ? AND reviewedAt < ? GROUP BY currency ORDER BY currency`,
      ),
      // guests (demo visitors without an account) are not new customers
      newUsers: big<[number, number], { n: bigint }>(
        `SELECT COUNT(*) AS n FROM "User" WHERE role != 'guest' AND createdAt >= ? AND createdAt < ?`,
      ),
      contractPositions: db.prepare<[], { mode: string; open: number; pending: number }>(
        `SELECT mode, SUM(status IN ('holding', 'locked')) AS open, SUM(status = 'pending') AS pending
           FROM "ContractPosition" WHERE status IN ('pending', 'holding', 'locked') GROUP BY mode`,
      ),
      spotOrders: db.prepare<[], { mode: string; open: number; houseOpen: number }>(
        `SELECT mode, SUM(userId IS NOT NULL) AS open, SUM(userId IS NULL) AS houseOpen FROM "SpotOrder" WHERE status = 'open' GROUP BY mode`,
      ),
      platformBalances: big<[string], { mode: string; currency: string; amount: bigint }>(
        `SELECT mode, currency, balance AS amount FROM "LedgerAccount" WHERE ownerKey = 'platform' AND kind = ? ORDER BY mode, currency`,
      ),
      openPositions: big<[], CurrencySum & { mode: string }>(
        `SELECT o.mode, o.currency, COUNT(*) AS count, SUM(o.amount) AS amount
           FROM "FastOpenOrder" q JOIN "FastOrder" o ON o.id = q.orderId
          GROUP BY o.mode, o.currency ORDER BY o.mode, o.currency`,
      ),
      // the platform keeps a lost stake and pays a win's profit: stake − payout per settled order
      productResults: big<[number, number, number, number], ProductResultRow>(
        `SELECT o.productId, p.symbol, o.currency,
                SUM(CASE WHEN s.settledAt >= ? AND s.settledAt < ? THEN 1 ELSE 0 END) AS settledToday,
                SUM(CASE WHEN s.settledAt >= ? AND s.settledAt < ? THEN o.amount - s.payout ELSE 0 END) AS today,
                SUM(o.amount - s.payout) AS total
           FROM "FastSettlement" s JOIN "FastOrder" o ON o.id = s.orderId JOIN "Product" p ON p.id = o.productId
          WHERE o.mode = 'real'
          GROUP BY o.productId, o.currency ORDER BY p.sort, p.id, o.currency`,
      ),
      houseBalance: big<[], { currency: string; amount: bigint }>(
        `SELECT currency, balance AS amount FROM "LedgerAccount"
          WHERE ownerKey = 'platform' AND kind = 'trading_house' AND mode = 'real' ORDER BY currency`,
      ),
      depositsPerDay: big<[bigint, number, number], DayCount>(
        `SELECT (reviewedAt - ?) / 86400000 AS day, COUNT(*) AS n FROM "Deposit"
          WHERE status = 'success' AND reviewedAt >= ? AND reviewedAt < ? GROUP BY day`,
      ),
      withdrawalsPerDay: big<[bigint, number, number], DayCount>(
        `SELECT (reviewedAt - ?) / 86400000 AS day, COUNT(*) AS n FROM "Withdrawal"
          WHERE status = 'passed' AND reviewedAt >= ? AND reviewedAt < ? GROUP BY day`,
      ),
      usersPerDay: big<[bigint, number, number], DayCount>(
        `SELECT (createdAt - ?) / 86400000 AS day, COUNT(*) AS n FROM "User"
          WHERE role != 'guest' AND createdAt >= ? AND createdAt < ? GROUP BY day`,
      ),
      // (table and condition come from QUEUE_SOURCES, never from a request)
      pending: QUEUE_SOURCES.map((s) => ({
        queue: s.queue,
        count: db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM "${s.table}" WHERE ${s.pending}`),
      })),
    };
  }

  depositsApproved(from: number, to: number): CurrencySum[] {
    return this.q.depositsApproved.all(from, to);
  }

  withdrawalsPaid(from: number, to: number): CurrencySum[] {
    return this.q.withdrawalsPaid.all(from, to);
  }

  newUsers(from: number, to: number): bigint {
    return this.q.newUsers.get(from, to)?.n ?? 0n;
  }

  openPositions(): (CurrencySum & { mode: string })[] {
    return this.q.openPositions.all();
  }

  /** Open and pending contract positions per mode. */
  contractPositions() {
    return this.q.contractPositions.all();
  }

  /** Open spot orders per mode: customers' and the house market maker's. */
  spotOrders() {
    return this.q.spotOrders.all();
  }

  /** A platform ledger account's balance per mode and currency (accounts never posted to are absent). */
  platformBalances(kind: 'spot_orders' | 'spot_fees') {
    return this.q.platformBalances.all(kind);
  }

  productResults(from: number, to: number): ProductResultRow[] {
    return this.q.productResults.all(from, to, from, to);
  }

  houseBalance(): { currency: string; amount: bigint }[] {
    return this.q.houseBalance.all();
  }

  /** Per day of [from, to) (days counted from `from`): approved deposits, paid withdrawals, new users. */
  perDay(from: number, to: number): Record<'deposits' | 'withdrawals' | 'newUsers', DayCount[]> {
    // (bound as an integer: a JS number binds as REAL, and the division would not be whole days)
    const start = BigInt(from);
    return {
      deposits: this.q.depositsPerDay.all(start, from, to),
      withdrawals: this.q.withdrawalsPerDay.all(start, from, to),
      newUsers: this.q.usersPerDay.all(start, from, to),
    };
  }

  /** Pending items of each queue, in QUEUE_SOURCES order. */
  pendingQueues(): { queue: QueueKey; pending: number }[] {
    return this.q.pending.map(({ queue, count }) => ({ queue, pending: count.get()?.n ?? 0 }));
  }
}
