import { createHash } from 'node:crypto';
import type { Sqlite } from '../../server/db/sqlite.ts';

/** Market history: only the engine's ticks write it, so its size and last row suffice. */
const SUMMARISED = new Set(['Candle']);

/** A hash of every row of every table: equal before and after means nothing was written. */
export function dbFingerprint(db: Sqlite): string {
  const tables = db
    .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .all() as { name: string; sql: string }[];
  const h = createHash('sha256');
  for (const { name, sql } of tables) {
    h.update(name);
    if (SUMMARISED.has(name)) {
      h.update(JSON.stringify(db.prepare(`SELECT COUNT(*) AS n, MAX(rowid) AS last, TOTAL(close) AS closes FROM "${name}"`).get()));
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
