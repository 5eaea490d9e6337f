// The mining product's reads for the account and the overview (issue 31): orders in progress.
import type { Sqlite } from '../../db/sqlite.ts';

export class MiningProductRepository {
  private readonly q;

  constructor(db: Sqlite) {
    this.q = {
      inProgress: db
        .prepare<[], { currency: string; n: bigint; held: bigint }>(
          `SELECT currency, COUNT(*) AS n, SUM(amount) AS held FROM "MiningOrder" WHERE status = 'in_progress' GROUP BY currency ORDER BY currency`,
        )
        .safeIntegers(true),
      userInProgress: db.prepare<[number], { n: number }>(
        `SELECT COUNT(*) AS n FROM "MiningOrder" WHERE userId = ? AND status = 'in_progress'`,
      ),
    };
  }

  /** Orders in progress per currency: how many, and their principal. */
  inProgress() {
    return this.q.inProgress.all();
  }

  /** How many of the user's orders are in progress. */
  userInProgress(userId: number): number {
    return this.q.userInProgress.get(userId)?.n ?? 0;
  }
}
