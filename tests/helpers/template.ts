// The migrated and seeded template database that every test app copies.
import fs from 'node:fs';
import Database from 'better-sqlite3';
import { seed } from '../../prisma/seed.ts';
import { migrateDeploy } from '../../server/db/migrate.ts';
import { createPrisma } from '../../server/db/prisma.ts';
import { openSqlite } from '../../server/db/sqlite.ts';
import { MarketEngine, DEFAULT_MARKET_OPTIONS } from '../../server/engine/market-engine.ts';
import { LocalTickBus } from '../../server/engine/tick-bus.ts';
import { ManualClock } from '../../server/lib/clock.ts';
import { BONUS_DEFAULTS } from '../../server/modules/bonus/service.ts';
import { START_TIME, TEST_MARKET_SEED } from './app.ts';
import { seedTestStaff } from './staff.ts';
import { TEMPLATE_DB, TEST_ADMIN_PASSWORD, TEST_IMAGE_DIR, TEST_PASSWORD_COST, TEST_TMP } from './paths.ts';

export async function createTemplateDatabase() {
  fs.rmSync(TEST_TMP, { recursive: true, force: true });
  fs.mkdirSync(TEST_TMP, { recursive: true });
  await migrateDeploy(TEMPLATE_DB);
  const prisma = createPrisma(TEMPLATE_DB);
  await seed(prisma, {
    imageDir: TEST_IMAGE_DIR,
    adminPassword: TEST_ADMIN_PASSWORD,
    passwordCostN: TEST_PASSWORD_COST.N,
    now: Date.UTC(2026, 0, 1),
  });
  await seedTestStaff(prisma, TEST_PASSWORD_COST.N, Date.UTC(2026, 0, 1));
  await prisma.$disconnect();
  // market history up to the tests' start time, so test apps do not backfill
  const sqlite = openSqlite(TEMPLATE_DB, { synchronous: 'NORMAL' });
  new MarketEngine(sqlite, new ManualClock(START_TIME), new LocalTickBus(), { ...DEFAULT_MARKET_OPTIONS, seed: TEST_MARKET_SEED }).init();
  // bonuses switched off (as staff can), so other features' tests see exact balances; the
  // bonus tests switch them on (tests/helpers/bonus.ts, decision 048)
  for (const t of Object.values(BONUS_DEFAULTS)) {
    sqlite
      .prepare('INSERT INTO "BonusSetting" (kind, amount, turnoverMultiple, expiryDays, enabled, updatedAt) VALUES (?, ?, ?, ?, 0, ?)')
      .run(t.kind, t.amount, t.turnoverMultiple, t.expiryDays, START_TIME);
  }
  sqlite.close();
  // fold the WAL into the main file so a plain copy is complete
  const db = new Database(TEMPLATE_DB);
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.pragma('journal_mode = DELETE');
  db.close();
}
