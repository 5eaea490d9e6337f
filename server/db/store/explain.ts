// How the store would run a statement (tests check that reads go through an index): SQLite's
// EXPLAIN QUERY PLAN details, or PostgreSQL's EXPLAIN lines.
import type { Sqlite } from '../sqlite.ts';
import { storeKindOf } from './kind.ts';

export function explainPlan(db: Sqlite, sql: string, params: unknown[]): string[] {
  if (storeKindOf(db) === 'postgres') return pgPlan(db, sql, params);
  return (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map((r) => r.detail);
}

/**
 * PostgreSQL explains a statement with parameters only as a prepared one: EXPLAIN EXECUTE, the
 * values written as literals of the types it inferred, times as the timestamps it keeps.
 */
function pgPlan(db: Sqlite, sql: string, params: unknown[]): string[] {
  db.exec(`PREPARE explained_plan AS ${sql}`);
  try {
    const types = params.length
      ? (
          db.prepare(`SELECT parameter_types::text[] AS t FROM pg_prepared_statements WHERE name = 'explained_plan'`).get() as {
            t: string[];
          }
        ).t
      : [];
    const literal = (v: unknown, type: string | undefined) => {
      if (v === null || v === undefined) return 'NULL';
      const text =
        type?.startsWith('timestamp') && (typeof v === 'number' || typeof v === 'bigint') ? new Date(Number(v)).toISOString() : String(v);
      return `'${text.replaceAll("'", "''")}'`;
    };
    const values = params.length ? `(${params.map((v, i) => literal(v, types[i])).join(', ')})` : '';
    return (db.prepare(`EXPLAIN EXECUTE explained_plan${values}`).all() as { 'QUERY PLAN': string }[]).map((r) => r['QUERY PLAN']);
  } finally {
    db.exec('DEALLOCATE explained_plan');
  }
}
