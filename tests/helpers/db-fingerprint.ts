import { createHash } from 'node:crypto';
import type { Sqlite } from '../../server/db/sqlite.ts';

/**
 * Market history and recorded ticks: only the engine writes them (hundreds of thousands of rows
 * a test file; hashing them row by row took 7-14 s a call), so their size, last row and a sum
 * suffice.
 */
const SUMMARISED: Record<string, string> = {
  Candle: 'SELECT COUNT(*) AS n, MAX(rowid) AS last, TOTAL(close) AS closes FROM "Candle"',
  Tick: 'SELECT COUNT(*) AS n, MAX(time) AS last, TOTAL(ticks) AS ticks FROM "Tick"',
};

/** A hash of every row of every table: equal before and after means nothing was written. */
export function dbFingerprint(db: Sqlite): string {
  const tables = db
    .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .all() as { name: string; sql: string }[];
  const h = createHash('sha256');
  for (const { name, sql } of tables) {
    h.update(name);
    const summary = SUMMARISED[name];
    if (summary) {
      h.update(JSON.stringify(db.prepare(summary).get(), (_k, v) => (typeof v === 'bigint' ? v.toString() : v)));
      continue;
    }
    // a WITHOUT ROWID table is read in its primary key's order
    const order = /WITHOUT ROWID\s*$/i.test(sql) ? '' : ' ORDER BY rowid';
    for (const row of db.prepare(`SELECT * FROM "${name}"${order}`).iterate()) {
      h.update(JSON.stringify(row, (_k, v) => (typeof v === 'bigint' ? v.toString() : v)));
    }
  }
  return h.digest('hex');
}
