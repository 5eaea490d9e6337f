// What a user has staked in open fast orders, per currency: the "position" beside available
// and frozen in the wallet. The stakes themselves are held by the platform's fast_escrow
// account (docs/decisions/013-fast-escrow-and-settlement-rows.md).
import type { Sqlite } from '../../db/sqlite.ts';
import type { Mode } from '../../ledger/ledger.ts';

export class OpenStakes {
  private readonly stmt;

  constructor(db: Sqlite) {
    // open orders all expire at or after the queue's first entry: the (userId, expiresAt)
    // index bounds the read to the user's orders of that window
    this.stmt = db
      .prepare<[number, string], { currency: string; amount: bigint }>(
        `SELECT o.currency, SUM(o.amount) AS amount FROM "FastOrder" o
          WHERE o.userId = ? AND o.mode = ? AND o.expiresAt >= (SELECT MIN(expiresAt) FROM "FastOpenOrder")
            AND EXISTS (SELECT 1 FROM "FastOpenOrder" q WHERE q.expiresAt = o.expiresAt AND q.orderId = o.id)
          GROUP BY o.currency`,
      )
      .safeIntegers(true);
  }

  /** Minor units staked in the user's open orders, per currency (currencies with none are absent). */
  of(userId: number, mode: Mode): Map<string, bigint> {
    return new Map(this.stmt.all(userId, mode).map((r) => [r.currency, r.amount]));
  }
}
