// How long a session ended on one instance of a cluster stays usable on another (issue 35,
// decision 081; issue 36): two candidates for the engine, the leader and a follower (one PostgreSQL database, Redis between them); a
// user's session holds a private websocket on the follower; the session is ended on the leader
// (POST /api/logout). Measured from sending the logout: (i) until the follower refuses an HTTP
// call with that token (asked every 5 ms from then on), (ii) until the follower closes the private
// socket with 4401; beside them the logout's own round trip.
//   npm run bench:cluster-revocation            (20 sessions)
//   BENCH_RUNS=5 npm run bench:cluster-revocation
// The sockets close through PostgreSQL's notification of the ending transaction (decision 081),
// with the hub's periodic session re-check (SESSION_RECHECK_MS) as the backstop. The logouts are
// spread evenly over one re-check period: each is measured alone, and a missed notification would
// show the backstop at every phase of its period rather than at the one a back-to-back loop falls into.
// Needs PostgreSQL (BENCH_PG_URL) and Redis (BENCH_REDIS_URL).
import os from 'node:os';
import WebSocket from 'ws';
import { SESSION_RECHECK_MS, WS_UNAUTHORIZED } from '../../server/modules/realtime/hub.ts';
import { startBenchCluster } from './lib/cluster.ts';
import { setting, sized } from './lib/scale.ts';
import { APP_KEY, type BenchServer, benchPort, register } from './lib/server.ts';

const RUNS = setting('BENCH_RUNS', 20, 2);
/** Logouts spread over this long (one re-check period; the smoke run's two, a second apart). */
const SPREAD_MS = sized(SESSION_RECHECK_MS, 1000);
/** How often the follower is asked whether the token still works. */
const POLL_MS = 5;
/** A socket still open this long after its logout is a failure, not a figure (two re-check periods and a margin). */
const GIVE_UP_MS = 2 * SESSION_RECHECK_MS + 15_000;
const PASSWORD = 'Bench-revocation-1';

interface Run {
  run: number;
  /** The logout's own round trip on the leader. */
  logoutMs: number;
  /** From sending the logout until the follower refused the token over HTTP. */
  httpRefusedMs: number;
  /** From sending the logout until the follower closed the private socket (4401). */
  socketClosedMs: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Logs in on `server`: the token, and the device cookie to send with the next logins (a known
 * device is exempt from the logins-per-account limit, which 20 logins in a minute would meet).
 */
async function login(server: BenchServer, email: string, device?: string): Promise<{ token: string; device?: string }> {
  const res = await fetch(`${server.base}/api/login`, {
    method: 'POST',
    headers: { AppKey: APP_KEY, 'content-type': 'application/json', ...(device ? { cookie: device } : {}) },
    body: JSON.stringify({ type: 'email', email, password: PASSWORD }),
  });
  const json = (await res.json()) as { code: number };
  const token = res.headers.get('authorization');
  if (json.code !== 0 || !token) throw new Error(`POST /api/login refused (HTTP ${res.status}): ${JSON.stringify(json)}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('aurora_device='));
  return { token, device: cookie?.split(';')[0] ?? device };
}

/** A private socket on `server` for `token`: open once the server greeted it as the user's. */
async function privateSocket(
  server: BenchServer,
  token: string,
): Promise<{ ws: WebSocket; closed: Promise<{ code: number; at: number }> }> {
  const ws = new WebSocket(`${server.base.replace('http', 'ws')}/ws?token=${encodeURIComponent(token)}`, { perMessageDeflate: false });
  const closed = new Promise<{ code: number; at: number }>((resolve) =>
    ws.once('close', (code) => resolve({ code, at: performance.now() })),
  );
  await new Promise<void>((resolve, reject) => {
    ws.on('message', function greeted(data: Buffer) {
      const m = JSON.parse(data.toString()) as { type: string; userId?: number | null };
      if (m.type !== 'welcome') return;
      ws.off('message', greeted);
      if (typeof m.userId === 'number') resolve();
      else reject(new Error(`the follower greeted the socket without its user: ${JSON.stringify(m)}`));
    });
    ws.once('error', reject);
    void closed.then(({ code }) => reject(new Error(`the follower closed the private socket at once (${code})`)));
  });
  return { ws, closed };
}

/** Asks the follower with the token every POLL_MS until it is refused: when that answer came. */
async function refusedAt(follower: BenchServer, token: string): Promise<number> {
  const deadline = performance.now() + GIVE_UP_MS;
  while (performance.now() < deadline) {
    const { json } = await follower.call('GET', '/api/user/info', undefined, token);
    if (json.code !== 0) return performance.now();
    await sleep(POLL_MS);
  }
  throw new Error(`the follower still accepted a logged-out token after ${GIVE_UP_MS} ms`);
}

function percentile(sorted: number[], p: number) {
  return sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number) : Number.NaN;
}

const cluster = await startBenchCluster(benchPort(3994), 1);
try {
  const leader = cluster.leader;
  const follower = cluster.followers[0] as BenchServer;
  const email = `revocation-${Date.now()}@bench.example`;
  await register(leader, email, PASSWORD);

  // every session logged in (on the leader) with its private socket on the follower, and the
  // follower shown to accept its token, before the first logout
  const sessions: { token: string; closed: Promise<{ code: number; at: number }> }[] = [];
  let device: string | undefined;
  for (let i = 0; i < RUNS; i++) {
    const session = await login(leader, email, device);
    const token = session.token;
    device = session.device;
    const { closed } = await privateSocket(follower, token);
    await follower.ok('GET', '/api/user/info', undefined, token);
    sessions.push({ token, closed });
  }

  const started = performance.now();
  const runs = await Promise.all(
    sessions.map(async ({ token, closed }, i): Promise<Run> => {
      await sleep(started + (i * SPREAD_MS) / RUNS - performance.now());
      const t0 = performance.now();
      // the follower is asked from the moment the logout is sent, not from its answer: the
      // refusal may come first
      const refused = refusedAt(follower, token);
      await leader.ok('POST', '/api/logout', undefined, token);
      const logoutMs = performance.now() - t0;
      const httpRefused = await refused;
      const socket = await Promise.race([closed, sleep(GIVE_UP_MS - (performance.now() - t0)).then(() => undefined)]);
      if (!socket) throw new Error(`run ${i + 1}: the follower kept the private socket of a logged-out session open for ${GIVE_UP_MS} ms`);
      if (socket.code !== WS_UNAUTHORIZED)
        throw new Error(`run ${i + 1}: the follower closed the private socket with ${socket.code}, not ${WS_UNAUTHORIZED}`);
      const ms = (at: number) => +(at - t0).toFixed(1);
      return { run: i + 1, logoutMs: ms(t0 + logoutMs), httpRefusedMs: ms(httpRefused), socketClosedMs: ms(socket.at) };
    }),
  );

  console.log(
    `\nload average (1/5/15 min): ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}`,
  );
  console.log(
    `${RUNS} sessions, logouts on the leader spread over ${SPREAD_MS} ms (the hub re-checks sessions every ${SESSION_RECHECK_MS} ms)\n`,
  );
  console.table(runs);
  const summary = (key: keyof Run) => {
    const sorted = runs.map((r) => r[key]).sort((a, b) => a - b);
    return { p50: percentile(sorted, 50), max: sorted.at(-1) as number };
  };
  console.table({
    'logout on the leader': summary('logoutMs'),
    'HTTP refused on the follower': summary('httpRefusedMs'),
    'socket closed (4401) on the follower': summary('socketClosedMs'),
  });
} finally {
  await cluster.stop();
}
