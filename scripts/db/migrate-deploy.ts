// usage: DATABASE_URL=file:./data/platform.db npm run db:migrate:deploy
import { migrateDeploy } from '../../server/db/migrate.ts';
import { loadConfig } from '../../server/config.ts';

const config = loadConfig(process.env);
const applied = await migrateDeploy(config.databaseFile);
console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'No pending migrations.');
