// `npm start`: build the client if needed, create/migrate/seed the database, serve
// API, websocket and client on one port (PORT, default 3000).
import { loadConfig } from '../server/config.ts';
import { startServer } from '../server/main.ts';
import { buildClient, clientIsStale } from './client-build.ts';
import { prepareDatabase } from './db/prepare.ts';

const config = loadConfig({ NODE_ENV: 'production', DEV_ENDPOINTS: 'false', ...process.env });
if (clientIsStale()) buildClient();
await prepareDatabase(config);
const app = await startServer(config);
const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
app.log.info(`Platform ready at http://${shown}:${config.port}/  (API docs: /api/docs)`);
