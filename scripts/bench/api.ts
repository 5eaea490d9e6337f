// API throughput: autocannon against a server in a child process on 127.0.0.1, so the
// load generator and the server each have a core. Prints req/s and latency percentiles
// for GET /api/config (public, Prisma read) and GET /api/user/info (authenticated:
// JWT verify + session row + user row).
//   npm run bench:api            (defaults: 100 connections, 10 s per case)
//   BENCH_SECONDS=5 BENCH_CONNECTIONS=50 npm run bench:api
import os from 'node:os';
import { APP_KEY, type BenchServer, load, startBenchServer } from './lib/server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const port = Number(process.env.BENCH_PORT ?? 3999);

async function login({ call }: BenchServer): Promise<string> {
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

const server = await startBenchServer(port);
try {
  const token = await login(server);
  const cases: { title: string; url: string; headers: Record<string, string> }[] = [
    { title: 'GET /api/config?identify=logo', url: '/api/config?identify=logo', headers: { AppKey: APP_KEY } },
    { title: 'GET /api/user/info (authenticated)', url: '/api/user/info', headers: { AppKey: APP_KEY, authorization: token } },
  ];
  console.log(`\n${connections} connections, ${seconds} s per case, ${os.cpus().length} cores, node ${process.version}\n`);
  const rows = [];
  for (const c of cases) {
    const options = { url: `${server.base}${c.url}`, connections, duration: seconds, headers: c.headers };
    await load(`${c.title} warm-up`, options).catch(() => undefined);
    rows.push(await load(c.title, options));
  }
  console.table(rows);
} finally {
  server.stop();
}
