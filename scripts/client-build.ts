// Builds the client when client/dist is missing or older than any client source file.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const SOURCES = ['client', 'shared'].map((d) => path.join(ROOT, d));
const INDEX = path.join(ROOT, 'client/dist/index.html');

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'dist' || entry.name === 'dist-sourcemaps' || entry.name === 'node_modules') continue;
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

export function clientIsStale(): boolean {
  if (!fs.existsSync(INDEX)) return true;
  const built = fs.statSync(INDEX).mtimeMs;
  return SOURCES.some((d) => fs.existsSync(d) && newestSource(d) > built);
}

export function buildClient() {
  console.log('Building the client ...');
  // always a production build of React, whatever NODE_ENV the caller runs with
  const r = spawnSync('npx', ['--no-install', 'vite', 'build', '--config', 'client/vite.config.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (r.status !== 0) throw new Error('client build failed');
}

if (import.meta.url === `file://${process.argv[1]}`) buildClient();
