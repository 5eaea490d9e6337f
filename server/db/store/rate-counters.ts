// The counters of rate limits and lockouts kept in the database (RateCounter): where a
// cluster's counts go while Redis does not answer (server/cluster/counters.ts, decision 081).
import type { CounterStore, CounterWindow } from '../../lib/counter-store.ts';
import type { Sqlite, SqlStatement } from '../sqlite.ts';
import { storeKindOf } from './kind.ts';

/**
 * Counters in the database: where the counts go while Redis is down. Each operation is one
 * statement, outside any transaction (on PostgreSQL, autocommit: no writers' turn taken).
 */
export class DatabaseCounters implements CounterStore {
  private readonly q: {
    increment: SqlStatement<[{ key: string; resetAt: number; now: number; n: number }], CounterWindow>;
    take: SqlStatement<[{ key: string; resetAt: number; now: number; limit: number }], CounterWindow>;
    read: SqlStatement<[string], CounterWindow>;
    refund: SqlStatement<[{ key: string; windowEnd: number; n: number }]>;
    get: SqlStatement<[string, number], CounterWindow>;
    reset: SqlStatement<[string]>;
    claimAll: SqlStatement<[], CounterWindow & { key: string }>;
    add: SqlStatement<[{ key: string; count: number; resetAt: number }]>;
  };

  constructor(db: Sqlite) {
    // On PostgreSQL (a cluster's store) a counter's commit does not wait for the disk: each
    // statement sets synchronous_commit off for its own transaction. A crash of the database
    // may lose the last counts of an outage; waiting for a flush would cost every limited
    // request about a millisecond of the serving thread while Redis is down.
    const pg = storeKindOf(db) === 'postgres';
    const ASYNC_COMMIT = "(SELECT set_config('synchronous_commit', 'off', true)) AS asyncCommit";
    const row = (count: string) =>
      pg ? `SELECT CAST(@key AS TEXT), ${count}, CAST(@resetAt AS BIGINT) FROM ${ASYNC_COMMIT}` : `VALUES (@key, ${count}, @resetAt)`;
    // (the stored row's columns are qualified: PostgreSQL reads a bare name there as ambiguous with excluded's)
    /** Counts `count` (SQL: 1, or the parameter @n) events in the key's window. */
    const upsert = (count: string) => `INSERT INTO "RateCounter" ("key", "count", resetAt) ${row(count)}
      ON CONFLICT ("key") DO UPDATE SET
        "count" = CASE WHEN "RateCounter".resetAt <= @now THEN excluded."count" ELSE "RateCounter"."count" + excluded."count" END,
        resetAt = CASE WHEN "RateCounter".resetAt <= @now THEN excluded.resetAt ELSE "RateCounter".resetAt END`;
    const UPSERT = upsert('1');
    this.q = {
      increment: db.prepare(`${upsert(pg ? 'CAST(@n AS INTEGER)' : '@n')} RETURNING "count", resetAt`),
      // refused (the window is full): the row is not updated, and nothing is returned
      take: db.prepare(`${UPSERT} WHERE "RateCounter".resetAt <= @now OR "RateCounter"."count" < @limit RETURNING "count", resetAt`),
      read: db.prepare('SELECT "count", resetAt FROM "RateCounter" WHERE "key" = ?'),
      refund: db.prepare(
        `UPDATE "RateCounter" SET "count" = CASE WHEN "count" > @n THEN "count" - @n ELSE 0 END
         ${pg ? `FROM ${ASYNC_COMMIT}` : ''} WHERE "key" = @key AND resetAt = @windowEnd`,
      ),
      get: db.prepare('SELECT "count", resetAt FROM "RateCounter" WHERE "key" = ? AND resetAt > ?'),
      reset: db.prepare(`DELETE FROM "RateCounter" ${pg ? `USING ${ASYNC_COMMIT}` : ''} WHERE "key" = ?`),
      claimAll: db.prepare(`DELETE FROM "RateCounter" ${pg ? `USING ${ASYNC_COMMIT}` : ''} RETURNING "key", "count", resetAt`),
      add: db.prepare(
        `INSERT INTO "RateCounter" ("key", "count", resetAt) ${row(pg ? 'CAST(@count AS INTEGER)' : '@count')}
         ON CONFLICT ("key") DO UPDATE SET "count" = "RateCounter"."count" + excluded."count",
           resetAt = CASE WHEN excluded.resetAt > "RateCounter".resetAt THEN excluded.resetAt ELSE "RateCounter".resetAt END`,
      ),
    };
  }

  increment(key: string, windowMs: number, now: number, n = 1): CounterWindow {
    return window(this.q.increment.get({ key, resetAt: now + windowMs, now, n }));
  }

  take(key: string, limit: number, windowMs: number, now: number): CounterWindow & { taken: boolean } {
    const w = this.q.take.get({ key, resetAt: now + windowMs, now, limit });
    if (w) return { taken: true, ...window(w) };
    // (read after the refusal only for the time to wait: the refusal itself was one statement)
    const full = this.q.read.get(key);
    return { taken: false, ...(full ? window(full) : { count: limit, resetAt: now + windowMs }) };
  }

  refund(key: string, windowEnd: number, n: number): void {
    if (n > 0) this.q.refund.run({ key, windowEnd, n });
  }

  get(key: string, now: number): CounterWindow | null {
    const w = this.q.get.get(key, now);
    return w ? window(w) : null;
  }

  reset(key: string): void {
    this.q.reset.run(key);
  }

  /** Takes every row out (read and deleted in one statement): what another store takes over. */
  claimAll(): (CounterWindow & { key: string })[] {
    return this.q.claimAll.all().map((r) => ({ key: r.key, ...window(r) }));
  }

  /** Adds a window to the row of `key` (a claimed row given back). */
  add(key: string, w: CounterWindow): void {
    this.q.add.run({ key, count: w.count, resetAt: w.resetAt });
  }

  close(): void {}
}

/** (PostgreSQL's bigint may come as a BigInt or a string through some paths: numbers here) */
function window(row: CounterWindow | undefined): CounterWindow {
  if (!row) throw new Error('the counter statement returned no row');
  return { count: Number(row.count), resetAt: Number(row.resetAt) };
}
