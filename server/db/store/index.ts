// The store the server runs on, chosen once from DATABASE_URL (decision 080): a SQLite file
// (the default: `file:<path>`) or PostgreSQL (`postgresql://…`). Both give the modules the same
// three things: the synchronous connection money moves on, a second reading connection for
// the ledger's fund flow, and Prisma for ordinary reads and writes. What differs between the
// stores (WAL checkpoints, the flow index file, the Prisma adapter) stays in this folder.
import { PrismaPg } from '@prisma/adapter-pg';
import type { Config } from '../../config.ts';
export { isPostgresUrl } from '../../config.ts';
import { PrismaClient as PgPrismaClient } from '../../generated/prisma-pg/client.ts';
import { type FlowWorker, openFlowConnection, startFlowWorker } from '../../ledger/flow-index.ts';
import { startCheckpointer } from '../checkpointer.ts';
import { createPrisma, type Prisma } from '../prisma.ts';
import { openSqlite, type Sqlite } from '../sqlite.ts';
import { fsyncFile, type SyncLog, WalSync } from '../wal-sync.ts';
import { PgSyncDatabase } from './pg-sync.ts';
import { watchWritesOf } from './row-cache.ts';

import { collationSortsByBytes, type StoreKind } from './kind.ts';

export interface Store {
  kind: StoreKind;
  /** The synchronous connection: every money transaction. */
  sqlite: Sqlite;
  /** Reads of the ledger's fund flow (never writes to the ledger). */
  flow: Sqlite;
  prisma: Prisma;
  /**
   * SQLite at synchronous=FULL: group commits sync the log off the serving thread (decision 109).
   * None where a commit needs no sync of ours (PostgreSQL's commit waits for its own log; the test
   * suite's NORMAL).
   */
  walSync?: WalSync;
  /** Work beside the serving thread (SQLite: WAL checkpoints, the flow index; PostgreSQL: none). */
  startBackground(onError: (e: unknown) => void): void;
  close(): Promise<void>;
}

/**
 * The PostgreSQL connection behind better-sqlite3's interface: the part of it the server uses
 * is implemented (pg-sync.ts); anything else throws, so a SQLite-only call is found by the
 * PostgreSQL test run, not by a customer.
 */
export function openPgSync(url: string, options: { applicationName?: string; readOnly?: boolean } = {}): Sqlite {
  return new PgSyncDatabase(url, options) as unknown as Sqlite;
}

/** Prisma on PostgreSQL: its own generated client (the provider is fixed per schema), the same model API. */
export function createPgPrisma(url: string): Prisma {
  const adapter = new PrismaPg({ connectionString: url, max: 10 });
  return new PgPrismaClient({ adapter }) as unknown as Prisma;
}

export function openStore(
  config: Config,
  /** `syncLog`: replaces the fsync of the log (a test holds it to see that answers wait for it). */
  options: { syncLog?: SyncLog } = {},
): Store {
  if (config.postgresUrl) {
    const url = config.postgresUrl;
    const sqlite = openPgSync(url, { applicationName: 'tradeplatform' });
    // (an ICU locale provider sorts by language whatever datcollate says)
    const locale = sqlite
      .prepare('SELECT datcollate AS c, datlocprovider AS p FROM pg_database WHERE datname = current_database()')
      .get() as {
      c: string;
      p: string;
    };
    const collation = locale.p === 'i' ? 'ICU' : locale.c;
    if (!collationSortsByBytes(collation)) {
      sqlite.close();
      throw new Error(
        `The PostgreSQL database sorts text by the collation ${collation}; the platform needs text sorted by bytes, as SQLite does. ` +
          `Create the database with the libc provider and LC_COLLATE 'C' (CREATE DATABASE platform TEMPLATE template0 LC_COLLATE 'C'), then migrate.`,
      );
    }
    const flow = openPgSync(url, { applicationName: 'tradeplatform-flow', readOnly: true });
    const prisma = createPgPrisma(url);
    return {
      kind: 'postgres',
      sqlite,
      flow,
      prisma,
      startBackground: () => {},
      close: async () => {
        await prisma.$disconnect();
        flow.close();
        sqlite.close();
      },
    };
  }
  // acknowledged means durable: FULL outside the test suite (decision 072)
  const sqlite = openSqlite(config.databaseFile, { synchronous: config.databaseSynchronous });
  // checkpoints happen in a worker thread, not on the serving thread
  sqlite.pragma('wal_autocheckpoint = 0');
  const checkpointer = startCheckpointer(config.databaseFile);
  const prisma = createPrisma(config.databaseFile, {
    synchronous: config.databaseSynchronous,
    // Prisma's writes drop the row caches' copies at once, as the serving connection's do (decision 108)
    onConnect: (client) => watchWritesOf(sqlite, client),
  });
  const flow = openFlowConnection(config.databaseFile);
  let flowWorker: FlowWorker | undefined;
  const walSync =
    config.databaseSynchronous === 'FULL' ? new WalSync(sqlite, options.syncLog ?? fsyncFile(`${config.databaseFile}-wal`)) : undefined;
  return {
    kind: 'sqlite',
    sqlite,
    flow,
    prisma,
    walSync,
    // the ledger's flow index follows the writers in a worker thread, so the tail that
    // fund-flow reads scan stays short
    startBackground: (onError) => {
      flowWorker ??= startFlowWorker(config.databaseFile, onError);
    },
    close: async () => {
      await flowWorker?.stop();
      await prisma.$disconnect();
      await checkpointer.stop();
      walSync?.close();
      flow.close();
      sqlite.close();
    },
  };
}
