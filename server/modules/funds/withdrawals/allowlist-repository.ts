// The withdrawal address allow-list's storage (issue 38, decision 089): one row per user who
// has ever turned it on, with a pending switch-off time. The service holds the rules.
import type { RowOf } from '../../../db/rows.ts';
import type { Sqlite } from '../../../db/sqlite.ts';
import type { WithdrawAllowList } from '../../../generated/prisma/client.ts';

export type AllowListRow = RowOf<WithdrawAllowList, 'enabled' | 'offAt' | 'changedAt'>;

export class AllowListRepository {
  private readonly q;

  constructor(db: Sqlite) {
    this.q = {
      get: db.prepare<[number], AllowListRow>('SELECT enabled, offAt, changedAt FROM "WithdrawAllowList" WHERE userId = ?'),
      put: db.prepare<[number, number, number | null, number]>(
        `INSERT INTO "WithdrawAllowList" (userId, enabled, offAt, changedAt) VALUES (?, ?, ?, ?)
         ON CONFLICT(userId) DO UPDATE SET enabled = excluded.enabled, offAt = excluded.offAt, changedAt = excluded.changedAt`,
      ),
    };
  }

  get(userId: number): AllowListRow | undefined {
    return this.q.get.get(userId);
  }

  /** The user's setting: on or off, and when a requested switch-off takes effect (null: none). */
  put(userId: number, enabled: boolean, offAt: number | null, now: number) {
    this.q.put.run(userId, enabled ? 1 : 0, offAt, now);
  }
}
