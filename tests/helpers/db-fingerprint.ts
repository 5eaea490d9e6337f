import { createHash } from 'node:crypto';
import type { Sqlite } from '../../server/db/sqlite.ts';
import { storeKindOf } from '../../server/db/store/kind.ts';
import { PERIODS } from '../../shared/market.ts';

/**
 * Market history and recorded ticks: only the engine writes them (hundreds of thousands of rows
 * a test file; hashing them row by row took 7-14 s a call), so a summary suffices. A candle is
 * only ever inserted or, while its period runs, updated in place (the newest of its product and
 * period: repository.ts's upsert), so the candles' count, last row and the newest candle of
 * every product and period show any write; found through the primary key's index, 7 ms a call
 * where a sum over every row took 60 ms (two calls a request in the malformed-input test).
 */
const SUMMARISED: Record<string, string> = {
  Candle: `SELECT (SELECT COUNT(*) FROM "Candle") AS n, (SELECT MAX(rowid) FROM "Candle") AS last,
    (SELECT json_group_array(json_array(c.productId, c.period, c.openTime, c.open, c.high, c.low, c.close, c.volume, c.turnover))
      FROM "Product" p CROSS JOIN (VALUES ${PERIODS.map((x) => `('${x}')`).join(', ')}) v
      JOIN "Candle" c ON c.rowid = (SELECT rowid FROM "Candle" WHERE productId = p.id AND period = v.column1 ORDER BY openTime DESC LIMIT 1)
    ) AS newest`,
  Tick: 'SELECT COUNT(*) AS n, MAX(time) AS last, TOTAL(ticks) AS ticks FROM "Tick"',
};

/** The same summaries on PostgreSQL (the newest candle of every product and period, the ticks' totals). */
const SUMMARISED_PG: Record<string, string> = {
  // (the newest of each through the primary key's index, as on SQLite: a DISTINCT ON sorted every
  // candle, 400 ms a call)
  Candle: `SELECT (SELECT COUNT(*) FROM "Candle") AS n, (SELECT string_agg(c::text, '|' ORDER BY c."productId", c.period)
    FROM "Product" p CROSS JOIN (VALUES ${PERIODS.map((x) => `('${x}')`).join(', ')}) v(period)
    CROSS JOIN LATERAL (SELECT * FROM "Candle" WHERE "productId" = p.id AND period = v.period ORDER BY "openTime" DESC LIMIT 1) c) AS newest`,
  Tick: 'SELECT COUNT(*) AS n, MAX(time) AS last, SUM(ticks) AS ticks FROM "Tick"',
};

/**
 * A hash of every row of every table: equal before and after means nothing was written.
 * `except` leaves tables out (SQLite: a sandbox's reset compares all but what the market redraws).
 */
export function dbFingerprint(db: Sqlite, except: readonly string[] = []): string {
  if (storeKindOf(db) === 'postgres') return pgFingerprint(db);
  const h = createHash('sha256');
  for (const [name, rows] of sqliteRows(db, except)) {
    h.update(name);
    for (const row of rows) h.update(row);
  }
  return h.digest('hex');
}

/**
 * SQLite: every table's rows as JSON in their stored order (the market's two summarised), by
 * table name: two databases compared table by table show where they differ.
 */
export function dbRows(db: Sqlite, except: readonly string[] = []): Record<string, string[]> {
  return Object.fromEntries([...sqliteRows(db, except)].map(([name, rows]) => [name, [...rows]]));
}

function* sqliteRows(db: Sqlite, except: readonly string[]): Generator<[string, Iterable<string>]> {
  const tables = (
    db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as {
      name: string;
      sql: string;
    }[]
  ).filter((t) => !except.includes(t.name));
  const json = (row: unknown) => JSON.stringify(row, (_k, v) => (typeof v === 'bigint' ? v.toString() : v));
  for (const { name, sql } of tables) {
    const summary = SUMMARISED[name];
    if (summary) {
      yield [name, [json(db.prepare(summary).get())]];
      continue;
    }
    // a WITHOUT ROWID table is read in its primary key's order
    const order = /WITHOUT ROWID\s*$/i.test(sql) ? '' : ' ORDER BY rowid';
    yield [
      name,
      (function* () {
        for (const row of db.prepare(`SELECT * FROM "${name}"${order}`).iterate()) yield json(row);
      })(),
    ];
  }
}

/** PostgreSQL: every table's rows as text in sorted order (a heap has no insertion order to read). */
function pgFingerprint(db: Sqlite): string {
  let sql = pgStatements.get(db);
  if (!sql) {
    const tables = db
      .prepare(
        "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name",
      )
      .all() as { name: string }[];
    // one statement for every table: one round trip a fingerprint (two a request in the
    // malformed-input walk), not one a table
    sql = tables
      .map(({ name }) => {
        const summary = SUMMARISED_PG[name] ?? `SELECT COUNT(*) AS n, string_agg(t::text, '|' ORDER BY t::text) AS rows FROM "${name}" t`;
        return `SELECT '${name}' AS name, (SELECT md5(s::text) FROM (${summary}) s) AS hash`;
      })
      .join(' UNION ALL ');
    pgStatements.set(db, sql);
  }
  const h = createHash('sha256');
  for (const row of db.prepare(sql).raw().all() as [string, string][]) h.update(`${row[0]}:${row[1]}`);
  return h.digest('hex');
}
const pgStatements = new WeakMap<Sqlite, string>();
