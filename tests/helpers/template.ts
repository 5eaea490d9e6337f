// The migrated and seeded template database that every test app copies.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import Database from 'better-sqlite3';
import { seed } from '../../prisma/seed.ts';
import { migrateDeploy } from '../../server/db/migrate.ts';
import { createPrisma, type Prisma } from '../../server/db/prisma.ts';
import { openSqlite, type Sqlite } from '../../server/db/sqlite.ts';
import { createPgPrisma, openPgSync } from '../../server/db/store/index.ts';
import { MarketEngine, DEFAULT_MARKET_OPTIONS } from '../../server/engine/market-engine.ts';
import { LocalTickBus } from '../../server/engine/tick-bus.ts';
import { ManualClock } from '../../server/lib/clock.ts';
import { BONUS_DEFAULTS } from '../../server/modules/bonus/service.ts';
import { START_TIME, TEST_MARKET_SEED } from './app.ts';
import { seedTestStaff } from './staff.ts';
import { dropPgTestDatabases, PG_TEMPLATE, pgUrlOf, TEST_STORE, withPgAdmin } from './store.ts';
import { ROOT, TEMPLATE_DB, TEST_ADMIN_PASSWORD, TEST_IMAGE_DIR, TEST_PASSWORD_COST, TEST_TMP } from './paths.ts';

export async function createTemplateDatabase() {
  fs.rmSync(TEST_TMP, { recursive: true, force: true });
  fs.mkdirSync(TEST_TMP, { recursive: true });
  if (TEST_STORE === 'postgres') return createPgTemplateDatabase();
  await migrateDeploy(TEMPLATE_DB);
  const prisma = createPrisma(TEMPLATE_DB);
  await seedTemplate(prisma);
  const sqlite = openSqlite(TEMPLATE_DB, { synchronous: 'NORMAL' });
  prepareTemplate(sqlite);
  sqlite.close();
  // fold the WAL into the main file so a plain copy is complete
  const db = new Database(TEMPLATE_DB);
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.pragma('journal_mode = DELETE');
  db.close();
}

/** The same template as a PostgreSQL database every test file's database is created from. */
async function createPgTemplateDatabase() {
  await dropPgTestDatabases();
  await withPgAdmin((c) => c.query(`CREATE DATABASE "${PG_TEMPLATE}"`));
  const url = pgUrlOf(PG_TEMPLATE);
  // as an operator does, in a process of its own (npm run db:migrate:deploy): the wasm schema
  // engine, in the test runner's process, answered a finished migration's callback twice
  // ("FnOnce called more than once", an unhandled rejection that fails the run)
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/db/migrate-deploy.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url, NODE_ENV: 'test' },
    stdio: 'pipe',
  });
  const prisma = createPgPrisma(url);
  await seedTemplate(prisma);
  const db = openPgSync(url);
  prepareTemplate(db);
  db.close();
}

async function seedTemplate(prisma: Prisma) {
  await seed(prisma, {
    imageDir: TEST_IMAGE_DIR,
    // (the server's image store on PostgreSQL: server/db/store/files.ts)
    imagesInDatabase: TEST_STORE === 'postgres',
    adminPassword: TEST_ADMIN_PASSWORD,
    passwordCostN: TEST_PASSWORD_COST.N,
    now: Date.UTC(2026, 0, 1),
  });
  await seedTestStaff(prisma, TEST_PASSWORD_COST.N, Date.UTC(2026, 0, 1));
  await prisma.$disconnect();
}

function prepareTemplate(sqlite: Sqlite) {
  // market history up to the tests' start time, so test apps do not backfill
  new MarketEngine(sqlite, new ManualClock(START_TIME), new LocalTickBus(), { ...DEFAULT_MARKET_OPTIONS, seed: TEST_MARKET_SEED }).init();
  // bonuses switched off (as staff can), so other features' tests see exact balances; the
  // bonus tests switch them on (tests/helpers/bonus.ts, decision 048)
  for (const t of Object.values(BONUS_DEFAULTS)) {
    sqlite
      .prepare('INSERT INTO "BonusSetting" (kind, amount, turnoverMultiple, expiryDays, enabled, updatedAt) VALUES (?, ?, ?, ?, FALSE, ?)')
      .run(t.kind, t.amount, t.turnoverMultiple, t.expiryDays, START_TIME);
  }
}
