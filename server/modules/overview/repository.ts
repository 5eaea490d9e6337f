// The overview's reads (issue 14 point 8): every figure is one aggregate query over the
// tables the other modules write. Times are epoch milliseconds (rows.ts); amounts are read
// with BigInt integers and stay BigInt.
import type { Sqlite, SqlStatement } from '../../db/sqlite.ts';
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

const DAY_MS = 86_400_000;

type PerDayStatement = SqlStatement<number[], DayCount>;

/**
 * Rows of `table` whose `column` is in [from, to), counted per day of the window: the day is
 * found by comparing with each day's end, not by arithmetic on the time, which is a DateTime
 * (a timestamp on PostgreSQL). Parameters: the ends of days 0 … days − 2, then from and to.
 */
function perDaySql(table: string, column: string, where: string, days: number): string {
  const ends = Array.from({ length: days - 1 }, (_, i) => `WHEN ${column} < ? THEN ${i}`).join(' ');
  const day = days === 1 ? '0' : `CASE ${ends} ELSE ${days - 1} END`;
  return `SELECT ${day} AS day, COUNT(*) AS n FROM "${table}" WHERE ${where} AND ${column} >= ? AND ${column} < ? GROUP BY 1`;
}

export class OverviewRepository {
  private readonly q;

  /** The per-day counts by the number of days (the chart's 30): prepared once per count. */
  private readonly perDayStatements = new Map<number, Record<'deposits' | 'withdrawals' | 'newUsers', PerDayStatement>>();

  constructor(private readonly db: Sqlite) {
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
    const days = Math.max(1, Math.ceil((to - from) / DAY_MS));
    let s = this.perDayStatements.get(days);
    if (!s) {
      const prepare = (table: string, column: string, where: string) =>
        this.db.prepare<number[], DayCount>(perDaySql(table, column, where, days)).safeIntegers(true);
      s = {
        deposits: prepare('Deposit', 'reviewedAt', `status = 'success'`),
        withdrawals: prepare('Withdrawal', 'reviewedAt', `status = 'passed'`),
        newUsers: prepare('User', 'createdAt', `role != 'guest'`),
      };
      this.perDayStatements.set(days, s);
    }
    // each day's end but the last, then the window
    const params = [...Array.from({ length: days - 1 }, (_, i) => from + (i + 1) * DAY_MS), from, to];
    return { deposits: s.deposits.all(...params), withdrawals: s.withdrawals.all(...params), newUsers: s.newUsers.all(...params) };
  }

  /** Pending items of each queue, in QUEUE_SOURCES order. */
  pendingQueues(): { queue: QueueKey; pending: number }[] {
    return this.q.pending.map(({ queue, count }) => ({ queue, pending: count.get()?.n ?? 0 }));
  }
}
