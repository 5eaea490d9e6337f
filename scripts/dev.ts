// `npm run dev`: the server restarts on changes (tsx watch) and the client is rebuilt
// on changes (vite build --watch), both served on one port like `npm start`.
import { spawn } from 'node:child_process';
import { loadConfig } from '../server/config.ts';
import { prepareDatabase } from './db/prepare.ts';

const config = loadConfig(process.env);
await prepareDatabase(config);
const children = [
  spawn('npx', ['--no-install', 'vite', 'build', '--watch', '--config', 'client/vite.config.ts'], { stdio: 'inherit' }),
  spawn('npx', ['--no-install', 'tsx', 'watch', '--clear-screen=false', 'scripts/serve.ts'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
