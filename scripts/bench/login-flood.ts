// A distributed login flood (issue 11, point 10) against a server in a child process:
// 40 source addresses (127.0.0.10-49: the whole of 127/8 is loopback, so the server sees
// 40 real client addresses without trusting X-Forwarded-For) x 25 failed logins to unknown
// accounts, all sent at once from a worker thread. Meanwhile the main thread samples, one
// request after another, GET /api/config, the home page, an image, and a real user's login
// from a known device (one that logged in before) and from a new one (retrying after
// Retry-After when told "busy"). Prints p50/p99 of each, and how the flood was answered.
//   npm run bench:login-flood          (BENCH_ROUNDS=3 floods by default)
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { APP_KEY, startBenchServer } from './lib/server.ts';

const port = Number(process.env.BENCH_PORT ?? 3997);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const ADDRESSES = 40;
const PER_ADDRESS = 25;

const ATTACKERS = `
const http = require('node:http');
const { workerData, parentPort } = require('node:worker_threads');
const { port, appKey, round, addresses, perAddress } = workerData;
function attempt(localAddress, email) {
  const started = performance.now();
  return new Promise((resolve) => {
    const body = JSON.stringify({ type: 'email', email, password: 'wrong-password' });
    const req = http.request({ host: '127.0.0.1', port, localAddress, path: '/api/login', method: 'POST', agent: false,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), appkey: appKey } },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => {
          let code = -1;
          try { code = JSON.parse(text).code; } catch {}
          resolve({ code, ms: performance.now() - started });
        });
      });
    req.on('error', () => resolve({ code: -1, ms: performance.now() - started }));
    req.end(body);
  });
}
const started = performance.now();
Promise.all(Array.from({ length: addresses }, (_, a) => '127.0.' + (round + 1) + '.' + (10 + a)).flatMap((ip, a) =>
  Array.from({ length: perAddress }, (_, i) => attempt(ip, 'flood-' + round + '-' + a + '-' + i + '@example.com'))))
  .then((answers) => parentPort.postMessage({ answers, ms: performance.now() - started }));
`;

type Answer = { code: number; ms: number };

function flood(round: number): Promise<{ answers: Answer[]; ms: number }> {
  const worker = new Worker(ATTACKERS, {
    eval: true,
    workerData: { port, appKey: APP_KEY, round, addresses: ADDRESSES, perAddress: PER_ADDRESS },
  });
  return new Promise<{ answers: Answer[]; ms: number }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  }).finally(() => worker.terminate());
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

async function time(run: () => Promise<Response>): Promise<{ ms: number; res: Response }> {
  const started = performance.now();
  const res = await run();
  await res.arrayBuffer();
  return { ms: performance.now() - started, res };
}

const server = await startBenchServer(port);
try {
  const { base, call } = server;
  const email = 'flood-owner@example.com';
  const password = 'owner-password-1';
  await call('POST', '/api/verify-code/send', { type: 'email', email, purpose: 'register' });
  const outbox = await call('GET', `/api/dev/outbox?target=${encodeURIComponent(email)}`);
  const code = String((outbox.json.data as { body: string }[])[0]?.body.match(/\d{6}/)?.[0]);
  const reg = await call('POST', '/api/register', { type: 'email', email, password, confirmPassword: password, code, agreement: true });
  if (reg.json.code !== 0) throw new Error(`register failed: ${JSON.stringify(reg.json)}`);
  const loginBody = JSON.stringify({ type: 'email', email, password });
  const login = (cookie?: string) =>
    fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { AppKey: APP_KEY, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: loginBody,
    });
  const first = await login();
  const device = first.headers
    .getSetCookie()
    .find((c) => c.startsWith('aurora_device='))
    ?.split(';')[0];
  await first.arrayBuffer();
  if (first.status !== 200) throw new Error(`login failed: ${first.status}`);

  const home = (await fetch(`${base}/`)).status === 200 ? '/' : '/kefu/chat.html';
  const probes: Record<string, () => Promise<Response>> = {
    'GET /api/config': () => fetch(`${base}/api/config?identify=isClose&appKey=${APP_KEY}`),
    [`GET ${home} (static)`]: () => fetch(`${base}${home}`),
    'GET /api/image/logo/logo.svg': () => fetch(`${base}/api/image/logo/logo.svg?appKey=${APP_KEY}`),
    'POST /api/login, known device': () => login(device),
  };
  const samples: Record<string, number[]> = Object.fromEntries(Object.keys(probes).map((k) => [k, []]));
  const quiet: Record<string, number[]> = Object.fromEntries(Object.keys(probes).map((k) => [k, []]));
  for (let i = 0; i < 10; i++) for (const [name, probe] of Object.entries(probes)) quiet[name]?.push((await time(probe)).ms);

  const newDevice: number[] = [];
  const floodLatency: number[] = [];
  const floodDurations: number[] = [];
  const answered: Record<string, number> = {};
  for (let round = 0; round < rounds; round++) {
    const running = flood(round);
    let done = false;
    void running.then(() => {
      done = true;
    });
    // a real user on a new device: retries when told busy, as the Retry-After header says
    const newcomer = (async () => {
      await new Promise((r) => setTimeout(r, 300)); // once the flood has landed
      const started = performance.now();
      for (;;) {
        const res = await login();
        const text = await res.text();
        if (res.status === 200) return performance.now() - started;
        if (res.status !== 503) throw new Error(`new-device login answered ${res.status}: ${text}`);
        await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after') ?? 1) * 1000));
      }
    })();
    // each probe in a loop of its own, so a stalled one does not hold the others back
    await Promise.all(
      Object.entries(probes).map(async ([name, probe]) => {
        while (!done) {
          const { ms, res } = await time(probe);
          if (res.status >= 400) throw new Error(`${name} answered ${res.status} during the flood`);
          samples[name]?.push(ms);
          await new Promise((r) => setTimeout(r, 20)); // a visitor every 20 ms, not a second flood
        }
      }),
    );
    newDevice.push(await newcomer);
    const { answers, ms } = await running;
    floodDurations.push(ms);
    for (const a of answers) {
      floodLatency.push(a.ms);
      const key = a.code === 2001 ? 'wrong password (2001)' : a.code === 1008 ? 'busy, retry (1008)' : `code ${a.code}`;
      answered[key] = (answered[key] ?? 0) + 1;
    }
    // the next round's addresses are fresh, but the account-wide limits are not involved:
    // every flood login names a different unknown account
  }

  console.log(
    `\n${rounds} floods of ${ADDRESSES} addresses x ${PER_ADDRESS} failed logins, ${os.cpus().length} cores, node ${process.version}\n`,
  );
  const row = (name: string, quietMs: number[], floodMs: number[]) => ({
    case: name,
    'quiet p50 ms': Math.round(percentile(quietMs, 50)),
    'flood samples': floodMs.length,
    'flood p50 ms': Math.round(percentile(floodMs, 50)),
    'flood p99 ms': Math.round(percentile(floodMs, 99)),
    'flood max ms': Math.round(percentile(floodMs, 100)),
  });
  console.table([
    ...Object.keys(probes).map((name) => row(name, quiet[name] ?? [], samples[name] ?? [])),
    row('POST /api/login, new device (until success)', [], newDevice),
    row("the flood's own logins", [], floodLatency),
  ]);
  console.log('flood answers:', answered, '— each flood took', floodDurations.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', '));
} finally {
  server.stop();
}
