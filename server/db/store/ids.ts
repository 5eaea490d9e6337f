// The next id of a table whose rows are inserted with their id chosen first (spot orders: the
// id goes into the matching engine before the row is written). Never a reused id on either store.
import type { Sqlite } from '../sqlite.ts';
import { storeKindOf } from './kind.ts';

export function nextIdStatement(db: Sqlite, table: string): { get(): { id: number } | undefined } {
  if (storeKindOf(db) === 'postgres') {
    // the id column's own sequence: what Prisma's inserts use too, so the two never meet
    return db.prepare<[], { id: number }>(`SELECT nextval(pg_get_serial_sequence('"${table}"', 'id')) AS id`);
  }
  // AUTOINCREMENT: past the sequence (ids of deleted rows) and the largest id
  return db.prepare<[], { id: number }>(
    `SELECT MAX(COALESCE((SELECT seq FROM sqlite_sequence WHERE name = '${table}'), 0),
                COALESCE((SELECT MAX(id) FROM "${table}"), 0)) + 1 AS id`,
  );
}
