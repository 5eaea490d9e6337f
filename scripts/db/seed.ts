// usage: npm run db:seed   (migrates first; only fills what is missing)
import { loadConfig } from '../../server/config.ts';
import { prepareDatabase } from './prepare.ts';

await prepareDatabase(loadConfig(process.env));
console.log('Database ready.');
