// API throughput: autocannon against a server in a child process on 127.0.0.1, so the
// load generator and the server each have a core. Prints req/s and latency percentiles
// for GET /api/config (public, Prisma read) and GET /api/user/info (authenticated:
// JWT verify + session row + user row).
//   npm run bench:api            (defaults: 100 connections, 10 s per case)
//   BENCH_SECONDS=5 BENCH_CONNECTIONS=50 npm run bench:api
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const port = Number(process.env.BENCH_PORT ?? 3999);
const base = `http://127.0.0.1:${port}`;
const APP_KEY = 'tradeweb';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
const env = {
  ...process.env,
  NODE_ENV: 'production',
  DEV_ENDPOINTS: 'true', // to read the registration code; not on a real deployment
  LOG_LEVEL: 'warn',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dir,
  DATABASE_URL: `file:${path.join(dir, 'bench.db')}`,
  ADMIN_PASSWORD: 'bench-admin-password',
};

async function waitForServer() {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

async function call(method: string, url: string, body?: object, token?: string) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { AppKey: APP_KEY, 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { res, json: (await res.json()) as { code: number; data: unknown } };
}

async function login(): Promise<string> {
  const email = 'bench@example.com';
  await call('POST', '/api/verify-code/send', { type: 'email', email, purpose: 'register' });
  const outbox = await call('GET', `/api/dev/outbox?target=${encodeURIComponent(email)}`);
  const code = String((outbox.json.data as { body: string }[])[0]?.body.match(/\d{6}/)?.[0]);
  const password = 'bench-password-1';
  const reg = await call('POST', '/api/register', { type: 'email', email, password, confirmPassword: password, code, agreement: true });
  if (reg.json.code !== 0) throw new Error(`register failed: ${JSON.stringify(reg.json)}`);
  const { res } = await call('POST', '/api/login', { type: 'email', email, password });
  const token = res.headers.get('authorization');
  if (!token) throw new Error('no token');
  return token;
}

function run(title: string, url: string, headers: Record<string, string>) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ title, url: `${base}${url}`, connections, duration: seconds, headers }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

let server: ChildProcess | undefined;
try {
  // prepare (migrate + seed) first, then serve
  const prep = spawn('npx', ['--no-install', 'tsx', 'scripts/db/seed.ts'], { env, stdio: 'inherit' });
  await new Promise((r) => prep.on('exit', r));
  // its own process group, so the whole tree (tsx and node) stops at the end
  server = spawn('npx', ['--no-install', 'tsx', 'scripts/serve.ts'], { env, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  await waitForServer();
  const token = await login();
  const cases: { title: string; url: string; headers: Record<string, string> }[] = [
    { title: 'GET /api/config?identify=logo', url: '/api/config?identify=logo', headers: { AppKey: APP_KEY } },
    { title: 'GET /api/user/info (authenticated)', url: '/api/user/info', headers: { AppKey: APP_KEY, authorization: token } },
  ];
  console.log(`\n${connections} connections, ${seconds} s per case, ${os.cpus().length} cores, node ${process.version}\n`);
  const rows = [];
  for (const c of cases) {
    await run(`${c.title} warm-up`, c.url, c.headers).catch(() => undefined);
    const r = await run(c.title, c.url, c.headers);
    const bad = r.non2xx + r.errors + r.timeouts;
    rows.push({
      case: c.title,
      'req/s (avg)': Math.round(r.requests.average),
      'p50 ms': r.latency.p50,
      'p99 ms': r.latency.p99,
      'max ms': r.latency.max,
      'non-2xx/errors': bad,
    });
  }
  console.table(rows);
} finally {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  fs.rmSync(dir, { recursive: true, force: true });
}
