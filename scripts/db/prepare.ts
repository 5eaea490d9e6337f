// Creates, migrates and seeds the database named by the configuration. Used by
// `npm start`, `npm run dev` and `npm run db:seed`.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_USERNAME, seed } from '../../prisma/seed.ts';
import { DEFAULT_PASSWORD_COST } from '../../server/app.ts';
import type { Config } from '../../server/config.ts';
import { migrateDeploy } from '../../server/db/migrate.ts';
import { createPrisma } from '../../server/db/prisma.ts';
import { openSqlite } from '../../server/db/sqlite.ts';
import { checkDeploymentMode, deploymentModeOf } from '../../server/db/store/deployment-mode.ts';
import { createPgPrisma, openPgSync } from '../../server/db/store/index.ts';
import { createDatabaseIfMissing, migrateDeployPg } from '../../server/db/store/pg-migrate.ts';

export async function prepareDatabase(config: Config) {
  let applied: string[];
  if (config.postgresUrl) {
    // (a managed PostgreSQL's database usually exists already; a local one may not)
    await createDatabaseIfMissing(config.postgresUrl);
    applied = await migrateDeployPg(config.postgresUrl);
  } else {
    fs.mkdirSync(path.dirname(path.resolve(config.databaseFile)), { recursive: true });
    applied = await migrateDeploy(config.databaseFile);
  }
  if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
  // the mode is recorded before the seed fills anything, and a database of the other mode is left as it is (decision 097)
  const db = config.postgresUrl
    ? openPgSync(config.postgresUrl)
    : openSqlite(config.databaseFile, { synchronous: config.databaseSynchronous });
  try {
    checkDeploymentMode(db, deploymentModeOf(config), Date.now());
  } finally {
    db.close();
  }
  const prisma = config.postgresUrl ? createPgPrisma(config.postgresUrl) : createPrisma(config.databaseFile);
  try {
    // The first staff password comes from ADMIN_PASSWORD, or is generated and written
    // (readable by the owner only) to the data folder.
    const adminPassword = process.env.ADMIN_PASSWORD || randomBytes(12).toString('base64url');
    const { createdAdmin } = await seed(prisma, {
      imageDir: config.imageDir,
      // on PostgreSQL the image store is the database, shared by every instance
      imagesInDatabase: config.postgresUrl !== null,
      adminPassword,
      passwordCostN: DEFAULT_PASSWORD_COST.N,
    });
    if (createdAdmin) {
      const file = path.join(config.dataDir, 'admin-credentials.txt');
      fs.mkdirSync(config.dataDir, { recursive: true });
      fs.writeFileSync(file, `${ADMIN_USERNAME}\n${adminPassword}\n`, { mode: 0o600 });
      console.log(
        `Created the staff account ${ADMIN_USERNAME} (back office: /#/admin/login; its first login sets up two-factor); its password is in ${file}`,
      );
    }
  } finally {
    await prisma.$disconnect();
  }
}
