// Builds one migrated and seeded template database per test run; every test file copies
// it to a fresh file of its own (no shared database, no truncation).
import fs from 'node:fs';
import { seed } from '../prisma/seed.ts';
import { buildClient, clientIsStale } from '../scripts/client-build.ts';
import { migrateDeploy } from '../server/db/migrate.ts';
import { createPrisma } from '../server/db/prisma.ts';
import { TEMPLATE_DB, TEST_ADMIN_PASSWORD, TEST_IMAGE_DIR, TEST_PASSWORD_COST, TEST_TMP } from './helpers/paths.ts';

export default async function setup() {
  // browser tests and the start test serve the built client
  if (clientIsStale()) buildClient();
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
  await prisma.$disconnect();
  // fold the WAL into the main file so a plain copy is complete
  const Database = (await import('better-sqlite3')).default;
  const db = new Database(TEMPLATE_DB);
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.pragma('journal_mode = DELETE');
  db.close();
}
