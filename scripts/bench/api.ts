// API throughput: autocannon against a server in a child process on 127.0.0.1, so the
// load generator and the server each have a core. Prints accepted answers a second (code 0;
// anything else stops the run, issue 30), latency percentiles and the server main thread's CPU
// per request (less its background work with no request) for: GET /api/dev/constant (the anchor: a constant answer through the same
// framework and global hooks), GET /api/config (public, a prepared statement) and
// GET /api/user/info (authenticated: token, session, user row). Issue 44's target is the
// authenticated read at ≥ 0.8× the anchor's req/s in the same run; the CPU µs a request is the
// figure that other load on a shared machine changes least.
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
    `authenticated / anchor: ${(rate(authenticated) / rate(anchor)).toFixed(2)}× the req/s (target ≥ 0.8), ` +
      `${(cpu(anchor) / cpu(authenticated)).toFixed(2)}× by main-thread CPU a request; load average at the end: ${load()}`,
  );
  // for bench:speed (issue 44)
  reportFigures('api', [
    { figure: 'authenticated ÷ constant route', value: +(rate(authenticated) / rate(anchor)).toFixed(2) },
    { figure: 'constant route req/s', value: rate(anchor) },
    { figure: 'authenticated req/s', value: rate(authenticated) },
  ]);
} finally {
  await server.stop();
}
