// `npm start` as a user runs it: a fresh data folder is created, migrated and seeded; API,
// documentation and client share one port; SIGTERM closes gracefully; a second start
// keeps the data.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { clientBuilt } from '../helpers/client.ts';
import { ROOT, TEST_TMP } from '../helpers/paths.ts';

const dir = path.join(TEST_TMP, `start-${process.pid}`);
const children: ChildProcess[] = [];
// (npm start builds a missing client itself: the run's build comes first)
beforeAll(() => clientBuilt());
afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.pid) process.kill(-c.pid, 'SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
});

// npm start defaults NODE_ENV to production; vitest sets it to test
const { NODE_ENV: _vitestEnv, ...withoutNodeEnv } = process.env;

function start(): Promise<{ child: ChildProcess; base: string; output: () => string }> {
  // as `npm start` runs it: node itself with tsx as a loader, so signals reach the server (the
  // tsx wrapper SIGKILLs its child when it does not answer a signal within 30 ms, under load)
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: ROOT,
    detached: true,
    env: {
      ...withoutNodeEnv,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      DATABASE_URL: `file:${path.join(dir, 'platform.db')}`,
      LOG_LEVEL: 'info',
      ADMIN_PASSWORD: '',
    },
  });
  children.push(child);
  let out = '';
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no listening line:\n${out}`)), 60_000);
    const poll = setInterval(() => {
      const m = out.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
      if (m?.[1]) {
        clearInterval(poll);
        clearTimeout(timer);
        resolve({ child, base: m[1], output: () => out });
      }
      if (child.exitCode !== null) {
        clearInterval(poll);
        clearTimeout(timer);
        reject(new Error(`exited early:\n${out}`));
      }
    }, 50);
  });
}

/** Resolves once `done()` holds, checking on each of the child's output chunks and every 20 ms. */
function waitFor(done: () => boolean, what: string, ms = 30_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      clearInterval(poll);
      reject(new Error(`waited ${ms} ms for ${what}`));
    }, ms);
    const poll = setInterval(() => {
      if (!done()) return;
      clearInterval(poll);
      clearTimeout(timer);
      resolve();
    }, 20);
  });
}

/**
 * A POST whose head is written now and whose body is written by `finish()`: resolves once the
 * server has logged the incoming request (it is then in flight, not idle).
 */
async function openRequest(base: string, output: () => string, url: string, body: string) {
  const { port } = new URL(base);
  const socket = net.connect(Number(port), '127.0.0.1');
  let answer = '';
  socket.on('data', (d) => {
    answer += d;
  });
  const ended = new Promise<string>((resolve) => socket.once('close', () => resolve(answer)));
  await new Promise((resolve) => socket.once('connect', resolve));
  const seen = output().split('incoming request').length;
  socket.write(
    `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nAppKey: tradeweb\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`,
  );
  await waitFor(
    () => output().split('incoming request').length > seen && output().includes(`"url":"${url}"`),
    `the server's log of ${url}`,
  );
  return {
    finish() {
      socket.write(body);
      return ended;
    },
  };
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

it('creates, migrates and seeds the database, serves everything on one port, stops on SIGTERM', async () => {
  const first = await start();
  expect(first.output()).toContain('Applied migrations');
  const credentials = path.join(dir, 'admin-credentials.txt');
  // the first staff member's username, then the password (decision 027)
  expect(fs.readFileSync(credentials, 'utf8')).toMatch(/^admin\n\S{12,}\n$/);
  expect(fs.statSync(credentials).mode & 0o077).toBe(0);

  const page = await fetch(`${first.base}/`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<div id="root">');
  const config = await fetch(`${first.base}/api/config?identify=isClose`, { headers: { AppKey: 'tradeweb' } });
  expect(await config.json()).toEqual({ code: 0, msg: 'Success', data: { identify: 'isClose', configValue: 'N', sandbox: false } });
  expect((await fetch(`${first.base}/api/docs`)).status).toBe(200);
  // development helpers are off under npm start
  const outbox = await fetch(`${first.base}/api/dev/outbox?target=a@b.co`, { headers: { AppKey: 'tradeweb' } });
  expect(outbox.status).toBe(404);

  // a request in flight when SIGTERM arrives still completes: its head is sent and seen by
  // the server (its log says so) before the signal, its body only after the server began
  // shutting down; no timing is guessed
  const inflight = await openRequest(
    first.base,
    first.output,
    '/api/login',
    JSON.stringify({ type: 'email', email: 'a@b.co', password: '123456' }),
  );
  const exited = stop(first.child);
  await waitFor(() => first.output().includes('shutting down'), 'the shutdown log line');
  const answer = await inflight.finish();
  expect(answer).toMatch(/^HTTP\/1\.1 400 /);
  expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({ code: 2001 });
  expect(await exited).toBe(0);

  const second = await start();
  expect(second.output()).not.toContain('Applied migrations');
  expect(second.output()).not.toContain('Created the staff account');
  const banners = (await (await fetch(`${second.base}/api/banner`, { headers: { AppKey: 'tradeweb' } })).json()) as { data: unknown[] };
  expect(banners.data.length).toBeGreaterThan(0);
  expect(await stop(second.child)).toBe(0);
}, 120_000);
