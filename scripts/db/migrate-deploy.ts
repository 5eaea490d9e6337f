// usage: DATABASE_URL=file:./data/platform.db npm run db:migrate:deploy
//        DATABASE_URL=postgresql://user@host:5432/db npm run db:migrate:deploy  (run once per release,
//        before the new servers start: README, "PostgreSQL")
import { loadConfig } from '../../server/config.ts';
import { migrateDeploy } from '../../server/db/migrate.ts';
import { createDatabaseIfMissing, migrateDeployPg } from '../../server/db/store/pg-migrate.ts';

const config = loadConfig(process.env);
let applied: string[];
if (config.postgresUrl) {
  await createDatabaseIfMissing(config.postgresUrl);
  applied = await migrateDeployPg(config.postgresUrl);
} else {
  applied = await migrateDeploy(config.databaseFile);
}
console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'No pending migrations.');
