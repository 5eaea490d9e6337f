// Prisma serves ordinary reads and writes. Never use an interactive $transaction: the
// adapter shares one connection, so other requests' queries would run inside it and be
// lost on rollback (toolchain hazard). Money moves through the raw connection instead.
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { PrismaClient } from '../generated/prisma/client.ts';
import type { Sqlite, Synchronous } from './sqlite.ts';

export type Prisma = PrismaClient;

/**
 * `synchronous`: the adapter's own connection commits as the raw one does (decision 072: FULL,
 * what it acknowledges is on disk); without it, better-sqlite3's default in WAL mode (NORMAL),
 * for scripts that migrate or seed.
 */
export function createPrisma(
  file: string,
  options: {
    synchronous?: Synchronous;
    /** Told the adapter's own better-sqlite3 connection once it is open (the row caches watch its writes: decision 108). */
    onConnect?: (client: Pick<Sqlite, 'function' | 'exec'>) => void;
  } = {},
): PrismaClient {
  // busy timeout for the adapter's own connection; times stored as epoch milliseconds so
  // raw SQL can compare them as integers.
  const factory = new PrismaBetterSqlite3({ url: `file:${file}`, timeout: 5000 }, { timestampFormat: 'unixepoch-ms' });
  const { synchronous, onConnect } = options;
  if (!synchronous && !onConnect) return new PrismaClient({ adapter: factory });
  const adapter: SqlMigrationAwareDriverAdapterFactory = {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => {
      const connection = await factory.connect();
      if (synchronous) await connection.executeScript(`PRAGMA synchronous = ${synchronous}`);
      // (the adapter keeps its better-sqlite3 Database as `client`)
      const client = (connection as unknown as { client?: Sqlite }).client;
      if (onConnect) {
        if (!client) throw new Error('the Prisma SQLite adapter no longer exposes its connection as `client`');
        onConnect(client);
      }
      return connection;
    },
    connectToShadowDb: () => factory.connectToShadowDb(),
  };
  return new PrismaClient({ adapter });
}
