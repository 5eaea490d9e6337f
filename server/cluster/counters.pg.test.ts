// The database fallback of the cluster's counters (counters.ts) on PostgreSQL: the suite every
// counter store passes, and Redis taken away with the counts going to PostgreSQL (autocommit
// statements on the synchronous connection). Runs with TEST_STORE=postgres (vitest.config.ts).
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { describeCounterStore } from '../../tests/helpers/counter-store-suite.ts';
import { ROOT } from '../../tests/helpers/paths.ts';
import { describeRedisOutage } from '../../tests/helpers/shared-counters.ts';
import type { Sqlite } from '../db/sqlite.ts';
import { openPgSync } from '../db/store/index.ts';
import { DatabaseCounters } from './counters.ts';

const SERVER = process.env.TEST_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const DB_NAME = `h1_counters_${process.pid}_${Date.now().toString(36)}`;
const url = (() => {
  const u = new URL(SERVER);
  u.pathname = `/${DB_NAME}`;
  return u.toString();
})();

let db: Sqlite;

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${DB_NAME}`);
  await admin.end();
  // the table as the PostgreSQL migration makes it
  const dir = path.join(ROOT, 'prisma/postgres/migrations');
  const migration = fs.readdirSync(dir).find((d) => d.endsWith('_rate_counters')) as string;
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(fs.readFileSync(path.join(dir, migration, 'migration.sql'), 'utf8'));
  await c.end();
  db = openPgSync(url, { applicationName: 'h1_counters_test' });
});

afterAll(async () => {
  db?.close();
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin.end();
});

describeCounterStore('the database fallback on PostgreSQL', () => new DatabaseCounters(db));
describeRedisOutage('PostgreSQL', () => db);
