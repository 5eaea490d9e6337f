// API throughput: autocannon against a server in a child process on 127.0.0.1, so the
// load generator and the server each have a core. Prints accepted answers a second (code 0;
// anything else stops the run, issue 30), latency percentiles and the server main thread's CPU
// per request (less its background work with no request) for: GET /api/dev/constant (the anchor: a constant answer through the same
// framework and global hooks), GET /api/config (public, a prepared statement) and
// GET /api/user/info (authenticated: token, session, user row). Issue 44's target is the
// authenticated read at ≥ 0.8× the anchor's req/s in the same run: measured again with the two
// taking turns in short rounds (A B B A …, BENCH_ROUNDS × BENCH_ROUND_SECONDS), the ratio of their
// totals, so that what the machine does meanwhile falls on both alike.
//   npm run bench:api            (defaults: 100 connections, 10 s per case)
//   BENCH_SECONDS=5 BENCH_CONNECTIONS=50 npm run bench:api
//   BENCH_ONLY=user/info BENCH_CPU_PROF=/tmp/prof npm run bench:api   (the cases whose title has it: a profile of one)
import os from 'node:os';
import { measure } from './lib/accepted.ts';
import { loadAverage, reportFigures } from './lib/figures.ts';
import { setting } from './lib/scale.ts';
import { APP_KEY, benchPort, registerAndLogin, startBenchServer } from './lib/server.ts';

const seconds = setting('BENCH_SECONDS', 10, 1);
const connections = setting('BENCH_CONNECTIONS', 100, 10);
/** The anchor and the authenticated read in turns for issue 44's ratio: rounds, and seconds each. */
const ROUNDS = setting('BENCH_ROUNDS', 8, 4);
const ROUND_SECONDS = setting('BENCH_ROUND_SECONDS', 2, 1);
const load = loadAverage;

const ANCHOR = 'GET /api/dev/constant (anchor)';
const AUTHENTICATED = 'GET /api/user/info (authenticated)';

// (DEV_ENDPOINTS is on for every bench server: the anchor route is one of them)
const server = await startBenchServer(benchPort(3999));
try {
  const token = await registerAndLogin(server, 'bench@example.com', 'bench-password-1');
  const cases: { title: string; url: string; headers: Record<string, string> }[] = [
    { title: ANCHOR, url: '/api/dev/constant', headers: { AppKey: APP_KEY } },
    { title: 'GET /api/config?identify=logo', url: '/api/config?identify=logo', headers: { AppKey: APP_KEY } },
    { title: AUTHENTICATED, url: '/api/user/info', headers: { AppKey: APP_KEY, authorization: token } },
  ];
  console.log(`\n${connections} connections, ${seconds} s per case, ${os.cpus().length} cores, node ${process.version}\n`);
  // the server's own background work (the market's ticks, candles, the spot market maker) on its
  // main thread, per second with no request: taken out of each case's CPU a request, as its
  // share per request grows as fewer requests are answered (a loaded machine)
  const idle = server.cpu();
  await new Promise((r) => setTimeout(r, 2000));
  const idleEnd = server.cpu();
  const backgroundMsPerS = idle && idleEnd ? (idleEnd.mainMs - idle.mainMs) / 2 : 0;
  console.log(`server main thread with no request: ${backgroundMsPerS.toFixed(1)} ms of CPU a second (load average ${load()})`);
  const rows: Record<string, unknown>[] = [];
  const only = process.env.BENCH_ONLY;
  for (const c of cases.filter((c) => !only || c.title.includes(only))) {
    const options = { url: `${server.base}${c.url}`, connections, duration: seconds, headers: c.headers };
    await measure(`${c.title} warm-up`, options);
    const before = server.cpu();
    const started = performance.now();
    const row = await measure(c.title, options);
    const after = server.cpu();
    const background = (backgroundMsPerS * (performance.now() - started)) / 1000;
    rows.push({
      ...row,
      'server main-thread µs/req': before && after ? Math.round(((after.mainMs - before.mainMs - background) * 1000) / row.accepted) : '',
      'server process µs/req': before && after ? Math.round(((after.processMs - before.processMs) * 1000) / row.accepted) : '',
      'load average': load(),
    });
  }
  console.table(rows);
  const anchor = rows.find((r) => r.case === ANCHOR);
  const authenticated = rows.find((r) => r.case === AUTHENTICATED);
  const rate = (r: Record<string, unknown> | undefined) => Number(r?.['accepted/s'] ?? Number.NaN);
  const cpu = (r: Record<string, unknown> | undefined) => Number(r?.['server main-thread µs/req'] || Number.NaN);
  console.log(
    `back to back: authenticated / anchor ${(rate(authenticated) / rate(anchor)).toFixed(2)}× the req/s, ` +
      `${(cpu(anchor) / cpu(authenticated)).toFixed(2)}× by main-thread CPU a request; load average: ${load()}`,
  );
  // Issue 44's ratio, interleaved: on this shared machine one case's cost moved by half between
  // two runs minutes apart (docs/benchmarks.md, session 28), more than the gap measured, so the
  // two cases take turns in short rounds (A B B A …) and the ratio is of their totals: whatever
  // the machine does meanwhile falls on both alike
  const pair = !only || (ANCHOR.includes(only) && AUTHENTICATED.includes(only));
  if (pair && anchor && authenticated) {
    const totals = new Map<string, { accepted: number; seconds: number }>();
    const order = Array.from({ length: ROUNDS }, (_, i) => (i % 4 === 0 || i % 4 === 3 ? ANCHOR : AUTHENTICATED));
    for (const title of order) {
      const c = cases.find((x) => x.title === title) as (typeof cases)[number];
      const row = await measure(`${title} (round)`, {
        url: `${server.base}${c.url}`,
        connections,
        duration: ROUND_SECONDS,
        headers: c.headers,
      });
      const t = totals.get(title) ?? { accepted: 0, seconds: 0 };
      t.accepted += row.accepted;
      t.seconds += row.accepted / row['accepted/s'];
      totals.set(title, t);
    }
    const perSecond = (title: string) => {
      const t = totals.get(title);
      return t ? t.accepted / t.seconds : Number.NaN;
    };
    const ratio = perSecond(AUTHENTICATED) / perSecond(ANCHOR);
    console.log(
      `interleaved (${ROUNDS} rounds of ${ROUND_SECONDS} s, A B B A …): anchor ${Math.round(perSecond(ANCHOR))} req/s, ` +
        `authenticated ${Math.round(perSecond(AUTHENTICATED))} req/s: ${ratio.toFixed(2)}× (target ≥ 0.8); load average at the end: ${load()}`,
    );
    // for bench:speed (issue 44)
    reportFigures('api', [
      {
        figure: 'authenticated ÷ constant route',
        value: +ratio.toFixed(2),
        detail: `interleaved; back to back ${(rate(authenticated) / rate(anchor)).toFixed(2)}`,
      },
      { figure: 'constant route req/s', value: Math.round(perSecond(ANCHOR)) },
      { figure: 'authenticated req/s', value: Math.round(perSecond(AUTHENTICATED)) },
    ]);
  }
} finally {
  await server.stop();
}
