// A distributed login flood (issue 11, point 10) against a server in a child process:
// 40 source addresses (127.0.0.10-49: the whole of 127/8 is loopback, so the server sees
// 40 real client addresses without trusting X-Forwarded-For) x 25 failed logins to unknown
// accounts, all sent at once from a worker thread. Meanwhile the main thread samples, one
// request after another, GET /api/config, the home page, an image, and a real user's login
// from a known device (one that logged in before) and from a new one (retrying after
// Retry-After when told "busy"). Prints p50/p99 of each, and how the flood was answered.
// The flood is meant to be refused: every one of its answers must be "wrong password" or "busy,
// retry"; the probes and both real logins must succeed (issue 30: anything else stops the run).
//   npm run bench:login-flood          (BENCH_ROUNDS=3 floods by default)
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { ERRORS } from '../../shared/errors.ts';
import { type Answer, Tally } from './lib/accepted.ts';
import { setting, sized } from './lib/scale.ts';
import { APP_KEY, benchPort, register, startBenchServer } from './lib/server.ts';

const port = benchPort(3997);
const rounds = setting('BENCH_ROUNDS', 3, 1);
const ADDRESSES = sized(40, 5);
const PER_ADDRESS = sized(25, 6);
/** What the flood's logins to unknown accounts may be answered. */
const FLOOD_ANSWERS: number[] = [ERRORS.ACCOUNT_OR_PASSWORD_WRONG.code, ERRORS.SERVER_BUSY.code];

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
        res.on('end', () => resolve({ status: res.statusCode, body: text, ms: performance.now() - started }));
      });
    req.on('error', (err) => resolve({ status: 0, body: String(err), ms: performance.now() - started }));
    req.end(body);
  });
}
const started = performance.now();
Promise.all(Array.from({ length: addresses }, (_, a) => '127.0.' + (round + 1) + '.' + (10 + a)).flatMap((ip, a) =>
  Array.from({ length: perAddress }, (_, i) => attempt(ip, 'flood-' + round + '-' + a + '-' + i + '@example.com'))))
  .then((answers) => parentPort.postMessage({ answers, ms: performance.now() - started }));
`;

type FloodAnswer = { status: number; body: string; ms: number };

function flood(round: number): Promise<{ answers: FloodAnswer[]; ms: number }> {
  const worker = new Worker(ATTACKERS, {
    eval: true,
    workerData: { port, appKey: APP_KEY, round, addresses: ADDRESSES, perAddress: PER_ADDRESS },
  });
  return new Promise<{ answers: FloodAnswer[]; ms: number }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  }).finally(() => worker.terminate());
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

async function time(run: () => Promise<Response>): Promise<{ ms: number; res: Response; body: Buffer }> {
  const started = performance.now();
  const res = await run();
  const body = Buffer.from(await res.arrayBuffer());
  return { ms: performance.now() - started, res, body };
}

const server = await startBenchServer(port);
try {
  const { base } = server;
  const email = 'flood-owner@example.com';
  const password = 'owner-password-1';
  await register(server, email, password);
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
  const firstAnswer = (await first.json()) as Answer;
  if (first.status !== 200 || firstAnswer.code !== 0) throw new Error(`login failed: HTTP ${first.status} ${JSON.stringify(firstAnswer)}`);

  const home = (await fetch(`${base}/`)).status === 200 ? '/' : '/kefu/chat.html';
  // each probe must succeed: an API answer with code 0, a page or an image with HTTP 200
  const probes: Record<string, { api: boolean; send: () => Promise<Response> }> = {
    'GET /api/config': { api: true, send: () => fetch(`${base}/api/config?identify=isClose&appKey=${APP_KEY}`) },
    [`GET ${home} (static)`]: { api: false, send: () => fetch(`${base}${home}`) },
    'GET /api/image/logo/logo.svg': { api: false, send: () => fetch(`${base}/api/image/logo/logo.svg?appKey=${APP_KEY}`) },
    'POST /api/login, known device': { api: true, send: () => login(device) },
  };
  const probeTally = new Tally('the probes');
  const probe = async (name: string) => {
    const p = probes[name] as (typeof probes)[string];
    const { ms, res, body } = await time(p.send);
    if (p.api) probeTally.record(res.status, body.toString('utf8'));
    else if (res.status !== 200) probeTally.refuse(res.status, `${name}: ${body.toString('utf8').slice(0, 200)}`);
    else probeTally.accepted++;
    probeTally.check(); // at once: a probe that fails during the flood is the finding
    return ms;
  };
  const samples: Record<string, number[]> = Object.fromEntries(Object.keys(probes).map((k) => [k, []]));
  const quiet: Record<string, number[]> = Object.fromEntries(Object.keys(probes).map((k) => [k, []]));
  for (let i = 0; i < sized(10, 3); i++) for (const name of Object.keys(probes)) quiet[name]?.push(await probe(name));

  const newDevice: number[] = [];
  const floodLatency: number[] = [];
  const floodDurations: number[] = [];
  // the flood is meant to be refused, and only as FLOOD_ANSWERS: an accepted login or any other answer is wrong
  const floodTally = new Tally('the flood', (a) => FLOOD_ANSWERS.includes(a.code));
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
        const answer = JSON.parse(text) as Answer;
        if (answer.code === 0) return performance.now() - started;
        if (answer.code !== ERRORS.SERVER_BUSY.code) throw new Error(`new-device login answered HTTP ${res.status}: ${text}`);
        await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after') ?? 1) * 1000));
      }
    })();
    // each probe in a loop of its own, so a stalled one does not hold the others back
    await Promise.all(
      Object.keys(probes).map(async (name) => {
        while (!done) {
          samples[name]?.push(await probe(name));
          await new Promise((r) => setTimeout(r, 20)); // a visitor every 20 ms, not a second flood
        }
      }),
    );
    newDevice.push(await newcomer);
    const { answers, ms } = await running;
    floodDurations.push(ms);
    for (const a of answers) {
      floodLatency.push(a.ms);
      floodTally.record(a.status, a.body);
    }
    floodTally.check();
    if (floodTally.accepted > 0) throw new Error(`${floodTally.accepted} of the flood's logins to unknown accounts succeeded`);
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
  const answered = Object.fromEntries([...floodTally.intended].map(([code, n]) => [`code ${code}`, n]));
  console.log(
    'flood answers (all refused as intended):',
    answered,
    '— each flood took',
    floodDurations.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', '),
  );
} finally {
  await server.stop();
}
