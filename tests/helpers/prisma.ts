// A Prisma client of its own on a test app's database, whichever store the app runs on (as a
// process beside the server would open one: the seed, a script).
import { createPrisma, type Prisma } from '../../server/db/prisma.ts';
import { createPgPrisma, isPostgresUrl } from '../../server/db/store/index.ts';
import type { TestApp } from './app.ts';

/** Disconnect it when done (`await prisma.$disconnect()`). */
export function prismaOf(t: TestApp): Prisma {
  return isPostgresUrl(t.databaseUrl) ? createPgPrisma(t.databaseUrl) : createPrisma(t.dbFile);
}
