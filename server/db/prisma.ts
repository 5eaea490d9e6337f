// Prisma serves ordinary reads and writes. Never use an interactive $transaction: the
// adapter shares one connection, so other requests' queries would run inside it and be
// lost on rollback (toolchain hazard). Money moves through the raw connection instead.
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaClient } from '../generated/prisma/client.ts';

export type Prisma = PrismaClient;

export function createPrisma(file: string): PrismaClient {
  // busy timeout for the adapter's own connection; times stored as epoch milliseconds so
  // raw SQL can compare them as integers.
  const adapter = new PrismaBetterSqlite3({ url: `file:${file}`, timeout: 5000 }, { timestampFormat: 'unixepoch-ms' });
  return new PrismaClient({ adapter });
}
