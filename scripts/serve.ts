// Serves an already prepared database and built client (used by `npm run dev`).
import { loadConfig } from '../server/config.ts';
import { startServer } from '../server/main.ts';

await startServer(loadConfig(process.env));
