// Builds the client when client/dist is missing or older than any client source file.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const DIST = path.join(ROOT, 'client/dist');
const SOURCES = ['client', 'shared'].map((d) => path.join(ROOT, d));
const INDEX = path.join(DIST, 'index.html');

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'dist' || entry.name === 'dist.next' || entry.name === 'dist-sourcemaps' || entry.name === 'node_modules') continue;
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

// always a production build of React, whatever NODE_ENV the caller runs with
const VITE_BUILD = ['--no-install', 'vite', 'build', '--config', 'client/vite.config.ts'];
const buildEnv = () => ({ ...process.env, NODE_ENV: 'production' });

export function buildClient() {
  console.log('Building the client ...');
  const r = spawnSync('npx', VITE_BUILD, { cwd: ROOT, stdio: 'inherit', env: buildEnv() });
  if (r.status !== 0) throw new Error('client build failed');
}

/**
 * The same build in a child process the caller does not wait on (the tests go on with what does
 * not need the client meanwhile). A server that starts meanwhile must see the whole client or
 * none (it lists client/dist once, at start): the old build is removed at once, the new one
 * is written beside it and moved into place when complete. Its output is given with a failure.
 */
export function buildClientInBackground(): Promise<void> {
  console.log('Building the client in the background ...');
  const next = `${DIST}.next`;
  fs.rmSync(DIST, { recursive: true, force: true });
  fs.rmSync(next, { recursive: true, force: true });
  const child = spawn('npx', VITE_BUILD, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...buildEnv(), CLIENT_OUT_DIR: next },
  });
  let output = '';
  const keep = (d: Buffer) => {
    output += d;
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`client build failed (exit ${code}):\n${output.slice(-4000)}`));
      fs.renameSync(next, DIST);
      resolve();
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) buildClient();
