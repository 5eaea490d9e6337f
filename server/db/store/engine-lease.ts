// The engine's lease (decision 082): one row of "EngineLease" on PostgreSQL. Its times are
// PostgreSQL's clock, so no instance's own clock decides who leads. Taking it moves the epoch on
// in a transaction that takes the writers' turn, as every fenced transaction does: a leader's
// write either commits before a takeover or is refused by engine_fence after it.
import type { Sqlite } from '../sqlite.ts';
import type { PgSyncDatabase } from './pg-sync.ts';

export interface EngineLeaseRow {
  epoch: number;
  holder: string;
  url: string;
  expiresAt: number;
  takenAt: number;
  renewedAt: number;
}

/** The database's clock, in milliseconds. */
const NOW_MS = 'CAST(EXTRACT(EPOCH FROM clock_timestamp()) * 1000 AS BIGINT)';
const COLUMNS = 'epoch, holder, url, "expiresAt", "takenAt", "renewedAt"';

export class LeaseStore {
  private readonly db: PgSyncDatabase;
  private readonly takeTx: (holder: string, url: string, leaseMs: number) => number | null;

  constructor(sqlite: Sqlite) {
    this.db = sqlite as unknown as PgSyncDatabase;
    // (in a transaction: the writers' turn orders it with every fenced transaction)
    this.takeTx = this.db.transaction((holder: string, url: string, leaseMs: number) => {
      const r = this.db.query(
        `INSERT INTO "EngineLease" (id, ${COLUMNS}) VALUES (1, 1, $1, $2, ${NOW_MS} + $3, ${NOW_MS}, ${NOW_MS})
         ON CONFLICT (id) DO UPDATE SET epoch = "EngineLease".epoch + 1, holder = excluded.holder, url = excluded.url,
           "expiresAt" = excluded."expiresAt", "takenAt" = excluded."takenAt", "renewedAt" = excluded."renewedAt"
         WHERE "EngineLease"."expiresAt" <= excluded."takenAt"
         RETURNING epoch`,
        [holder, url, leaseMs],
      );
      return r.rows.length ? Number(r.rows[0]?.[0]) : null;
    });
  }

  /** The lease as it stands, with the database's time now (null: nobody ever led). */
  read(): { lease: EngineLeaseRow | null; now: number } {
    const r = this.db.query(`SELECT ${NOW_MS}, ${COLUMNS} FROM (SELECT 1) one LEFT JOIN "EngineLease" ON id = 1`, []);
    const row = r.rows[0] as unknown[];
    const now = Number(row[0]);
    if (row[1] === null) return { lease: null, now };
    const [epoch, holder, url, expiresAt, takenAt, renewedAt] = row.slice(1);
    return {
      now,
      lease: {
        epoch: Number(epoch),
        holder: String(holder),
        url: String(url),
        expiresAt: Number(expiresAt),
        takenAt: Number(takenAt),
        renewedAt: Number(renewedAt),
      },
    };
  }

  /** Takes the lease if nobody holds it (never taken, expired, or released): the new epoch, or null. */
  take(holder: string, url: string, leaseMs: number): number | null {
    return this.takeTx(holder, url, leaseMs);
  }

  /**
   * Extends the lease of `epoch`; false when it has moved on (another instance took it). A lease
   * that ran out but that nobody took is still this epoch's: extending it is safe.
   */
  renew(epoch: number, leaseMs: number): boolean {
    const r = this.db.query(`UPDATE "EngineLease" SET "expiresAt" = ${NOW_MS} + $2, "renewedAt" = ${NOW_MS} WHERE id = 1 AND epoch = $1`, [
      epoch,
      leaseMs,
    ]);
    if (r.rowCount === 1) return true;
    // the epoch moved on: the database refuses this instance as it refuses its other writes
    // (engine_fence raises SQLSTATE EF001, which steps the instance down)
    this.db.query('SELECT "engine_fence"($1)', [epoch]);
    return false;
  }

  /** Gives the lease up at once (a clean shutdown): a follower takes it at its next look. */
  release(epoch: number): void {
    this.db.query('UPDATE "EngineLease" SET "expiresAt" = 0 WHERE id = 1 AND epoch = $1', [epoch]);
  }
}
