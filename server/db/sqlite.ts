// The raw better-sqlite3 connection: hot paths and every money movement run here as
// synchronous transactions (see docs/decisions/003-money-write-path.md).
// Durability (decision 072): `synchronous = FULL` unless a caller asks otherwise, so a commit
// returns only once its WAL frames are on disk, and an answer sent after it survives a power cut.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type Sqlite = Database.Database;
/** A prepared statement of the synchronous connection (either store). */
export type SqlStatement<P extends unknown[] | object = unknown[], R = unknown> = Database.Statement<P, R>;

export const SQLITE_PRAGMAS = [
  'journal_mode = WAL',
  'busy_timeout = 5000',
  'foreign_keys = ON',
  // checkpoint (and fsync) every ~40 MB of WAL instead of every 4 MB: measured 1.9x more
  // single-journal ledger postings per second (docs/benchmarks.md). The server turns
  // automatic checkpoints off and checkpoints from a worker (db/checkpointer.ts).
  'wal_autocheckpoint = 10000',
  'journal_size_limit = 67108864',
  'cache_size = -65536',
  // savepoints (one per spot order or cancel in a group transaction) keep the pages they touch
  // in a statement journal, which past 64 KiB spilled to a temporary FILE: a write per page per
  // savepoint. In memory the spot service's work per order fell by a third (docs/benchmarks.md)
  'temp_store = MEMORY',
];

/**
 * FULL: every commit syncs the write-ahead log before it returns (acknowledged = durable).
 * NORMAL: a commit is only written (a process crash loses nothing, a power cut can lose the
 * last commits); the test suite's apps only (decision 072), never a deployment.
 */
export type Synchronous = 'FULL' | 'NORMAL';

export function openSqlite(file: string, options: { synchronous?: Synchronous } = {}): Sqlite {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file);
  for (const pragma of SQLITE_PRAGMAS) db.pragma(pragma);
  db.pragma(`synchronous = ${options.synchronous ?? 'FULL'}`);
  return db;
}
