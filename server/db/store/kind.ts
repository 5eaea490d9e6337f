// Which store a synchronous connection belongs to, for the few readers whose SQL cannot be the
// same on both (the flow index file SQLite attaches; PostgreSQL has a view instead).
import type { Sqlite } from '../sqlite.ts';
import { PgSyncDatabase } from './pg-sync.ts';

export type StoreKind = 'sqlite' | 'postgres';

export function storeKindOf(db: Sqlite): StoreKind {
  return (db as unknown) instanceof PgSyncDatabase ? 'postgres' : 'sqlite';
}

/**
 * The connection reads a flow index that is kept apart from the postings (SQLite's attached
 * file, which reconcile checks against them). On PostgreSQL the index is a view of the
 * postings: nothing to index, nothing that can drift.
 */
export function hasFlowIndexFile(db: Sqlite): boolean {
  if (storeKindOf(db) === 'postgres') return false;
  return (db.pragma('database_list') as { name: string }[]).some((d) => d.name === 'flow');
}

/**
 * Whether a PostgreSQL collation orders text by bytes, as SQLite does: key ranges such as
 * `idempotencyKey >= 'demo-reset:7:' AND idempotencyKey < 'demo-reset:7;'` and text orderings
 * mean the same on both stores only then (a language collation such as en_US.UTF-8 ignores
 * punctuation at first).
 */
export function collationSortsByBytes(collation: string): boolean {
  return /^(C|POSIX)([.@].*)?$/i.test(collation);
}
