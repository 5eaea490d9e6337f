// One page of rows plus the total, the shape every history list answers with.
import type { Sqlite } from './sqlite.ts';

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * `SELECT columns FROM … WHERE … ORDER BY order LIMIT/OFFSET`, read with BigInt integers
 * (amounts never pass through a JavaScript number), mapped by `map`.
 */
export function pageOf<R, T>(
  db: Sqlite,
  q: { columns: string; from: string; order: string; params: unknown[] },
  page: number | undefined,
  pageSize: number | undefined,
  map: (row: R) => T,
): Paged<T> {
  const p = page ?? 1;
  const size = pageSize ?? 20;
  const rows = db
    .prepare(`SELECT ${q.columns} ${q.from} ORDER BY ${q.order} LIMIT ? OFFSET ?`)
    .safeIntegers(true)
    .all(...q.params, size, (p - 1) * size) as R[];
  const total = (db.prepare(`SELECT COUNT(*) AS n ${q.from}`).get(...q.params) as { n: number }).n;
  return { items: rows.map(map), total, page: p, pageSize: size };
}
