// Which store the integration tier runs on: SQLite (the default: `npm test`) or PostgreSQL
// (`npm run test:pg`, TEST_STORE=postgres). On PostgreSQL every test file's app gets its own
// database copied from a migrated, seeded template database (CREATE DATABASE … TEMPLATE), as
// on SQLite it gets its own copy of the template file.
import { createHash } from 'node:crypto';
import pg from 'pg';
import { ROOT } from './paths.ts';

export const TEST_STORE: 'sqlite' | 'postgres' = process.env.TEST_STORE === 'postgres' ? 'postgres' : 'sqlite';

/** A database of the PostgreSQL server the tests may connect to for CREATE/DROP DATABASE. */
export const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

// one checkout's databases never meet another's (several checkouts may test at once)
const CHECKOUT = createHash('sha256').update(ROOT).digest('hex').slice(0, 8);
export const PG_TEMPLATE = `tp_${CHECKOUT}_template`;
export const pgTestDatabasePrefix = `tp_${CHECKOUT}_`;

export function pgUrlOf(database: string): string {
  const u = new URL(PG_ADMIN_URL);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function withPgAdmin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: PG_ADMIN_URL });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** A fresh database copied from the template. */
export async function createPgTestDatabase(name: string): Promise<string> {
  await withPgAdmin((c) => c.query(`CREATE DATABASE "${name}" TEMPLATE "${PG_TEMPLATE}"`));
  return pgUrlOf(name);
}

export async function dropPgDatabase(name: string): Promise<void> {
  await withPgAdmin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

/** Drops this checkout's test databases left by an earlier run (and the template). */
export async function dropPgTestDatabases(): Promise<void> {
  await withPgAdmin(async (c) => {
    const r = await c.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${pgTestDatabasePrefix}%`]);
    for (const { datname } of r.rows) await c.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  });
}
