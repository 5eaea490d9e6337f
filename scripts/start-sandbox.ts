// `npm run start:sandbox`: the platform as a sandbox client developers script (issue 41,
// decision 097), on one port as `npm start`: SANDBOX=true on a SQLite database of its own under
// ./data/sandbox (never the normal one: the database records its mode and refuses the other),
// the fixed market seed `sandbox`, and the control API's token from SANDBOX_TOKEN or generated
// into the data folder (sandbox-token) like the other secrets. The token is never printed: its
// file is named. DATA_DIR, DATABASE_URL, MARKET_SEED and PORT may be set as for `npm start`.
import path from 'node:path';
import { loadConfig } from '../server/config.ts';
import { configuredSecret } from '../server/lib/data-secret.ts';
import { startServer } from '../server/main.ts';
import { buildClient, clientIsStale } from './client-build.ts';
import { prepareDatabase } from './db/prepare.ts';

const dataDir = process.env.DATA_DIR || './data/sandbox';
const tokenFile = path.join(dataDir, 'sandbox-token');
const config = loadConfig({
  NODE_ENV: 'production',
  DATABASE_URL: `file:${path.join(dataDir, 'platform.db')}`,
  MARKET_SEED: 'sandbox',
  ...process.env,
  SANDBOX: 'true',
  DATA_DIR: dataDir,
  SANDBOX_TOKEN: configuredSecret(process.env.SANDBOX_TOKEN || null, dataDir, 'sandbox-token'),
});
if (clientIsStale()) buildClient();
await prepareDatabase(config);
const app = await startServer(config);
const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
app.log.info(
  `Sandbox ready at http://${shown}:${port}/ (test money only; database ${config.databaseFile}). ` +
    `Control API: /api/sandbox with the header X-Sandbox-Token: ${process.env.SANDBOX_TOKEN ? 'your SANDBOX_TOKEN' : `the contents of ${tokenFile}`}`,
);
