import { createHash } from 'node:crypto';
import type { Sqlite } from '../../server/db/sqlite.ts';

/** Market history: only the engine's ticks write it, so its size and last row suffice. */
const SUMMARISED = new Set(['Candle']);

/** A hash of every row of every table: equal before and after means nothing was written. */
export function dbFingerprint(db: Sqlite): string {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .all() as { name: string }[];
  const h = createHash('sha256');
  for (const { name } of tables) {
    h.update(name);
    if (SUMMARISED.has(name)) {
      h.update(JSON.stringify(db.prepare(`SELECT COUNT(*) AS n, MAX(rowid) AS last, TOTAL(close) AS closes FROM "${name}"`).get()));
      continue;
    }
    for (const row of db.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).iterate()) {
      h.update(JSON.stringify(row, (_k, v) => (typeof v === 'bigint' ? v.toString() : v)));
    }
  }
  return h.digest('hex');
}
