// The ListenKey table's reads and writes (issue 40): listenKeys by their value and by key and
// market, created, extended, closed, and forgotten a day after they ended.
import type { RowOf } from '../../../db/rows.ts';
import type { Sqlite, SqlStatement } from '../../../db/sqlite.ts';
import type { ListenKey } from '../../../generated/prisma/client.ts';
import type { TradeMode as Mode } from '../../../ledger/ledger.ts';
import type { StreamMarket } from './paths.ts';

export type ListenKeyRow = RowOf<ListenKey, 'id' | 'listenKey' | 'apiKeyId' | 'userId' | 'createdAt' | 'expiresAt' | 'closedAt'> & {
  mode: Mode;
  market: StreamMarket;
};

const COLUMNS = 'id, listenKey, apiKeyId, userId, mode, market, createdAt, expiresAt, closedAt';

export class ListenKeyRepository {
  private readonly q: {
    byKey: SqlStatement<[string], ListenKeyRow>;
    liveOf: SqlStatement<[number, string, number], ListenKeyRow>;
    insert: SqlStatement<[Omit<ListenKeyRow, 'id' | 'closedAt'>], { id: number }>;
    extend: SqlStatement<[number, number]>;
    close: SqlStatement<[number, number]>;
    sweep: SqlStatement<[number, number]>;
  };

  constructor(readonly db: Sqlite) {
    this.q = {
      byKey: db.prepare(`SELECT ${COLUMNS} FROM "ListenKey" WHERE listenKey = ?`),
      liveOf: db.prepare(
        `SELECT ${COLUMNS} FROM "ListenKey" WHERE apiKeyId = ? AND market = ? AND closedAt IS NULL AND expiresAt > ? ORDER BY id DESC LIMIT 1`,
      ),
      insert: db.prepare(
        `INSERT INTO "ListenKey" (listenKey, apiKeyId, userId, mode, market, createdAt, expiresAt)
         VALUES (@listenKey, @apiKeyId, @userId, @mode, @market, @createdAt, @expiresAt) RETURNING id`,
      ),
      extend: db.prepare('UPDATE "ListenKey" SET expiresAt = ? WHERE id = ?'),
      close: db.prepare('UPDATE "ListenKey" SET closedAt = ? WHERE id = ? AND closedAt IS NULL'),
      sweep: db.prepare('DELETE FROM "ListenKey" WHERE expiresAt < ? OR closedAt < ?'),
    };
  }

  byKey(listenKey: string): ListenKeyRow | undefined {
    return this.q.byKey.get(listenKey);
  }

  /** The key's live listenKey of a market at `now`. */
  liveOf(apiKeyId: number, market: StreamMarket, now: number): ListenKeyRow | undefined {
    return this.q.liveOf.get(apiKeyId, market, now);
  }

  insert(row: Omit<ListenKeyRow, 'id' | 'closedAt'>): void {
    this.q.insert.get(row);
  }

  extend(id: number, expiresAt: number): void {
    this.q.extend.run(expiresAt, id);
  }

  close(id: number, now: number): void {
    this.q.close.run(now, id);
  }

  /** Deletes the listenKeys that ended before `before`; the count. */
  sweep(before: number): number {
    return this.q.sweep.run(before, before).changes;
  }
}
