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
