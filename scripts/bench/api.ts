// API throughput: autocannon against a server in a child process on 127.0.0.1, so the
// load generator and the server each have a core. Prints accepted answers a second (code 0;
// anything else stops the run, issue 30) and latency percentiles for GET /api/config (public,
// a prepared statement) and GET /api/user/info (authenticated: JWT verify + session row + user row).
//   npm run bench:api            (defaults: 100 connections, 10 s per case)
//   BENCH_SECONDS=5 BENCH_CONNECTIONS=50 npm run bench:api
import os from 'node:os';
import { measure } from './lib/accepted.ts';
import { setting } from './lib/scale.ts';
import { APP_KEY, benchPort, registerAndLogin, startBenchServer } from './lib/server.ts';

const seconds = setting('BENCH_SECONDS', 10, 1);
const connections = setting('BENCH_CONNECTIONS', 100, 10);

const server = await startBenchServer(benchPort(3999));
try {
  const token = await registerAndLogin(server, 'bench@example.com', 'bench-password-1');
  const cases: { title: string; url: string; headers: Record<string, string> }[] = [
    { title: 'GET /api/config?identify=logo', url: '/api/config?identify=logo', headers: { AppKey: APP_KEY } },
    { title: 'GET /api/user/info (authenticated)', url: '/api/user/info', headers: { AppKey: APP_KEY, authorization: token } },
  ];
  console.log(`\n${connections} connections, ${seconds} s per case, ${os.cpus().length} cores, node ${process.version}\n`);
  const rows = [];
  for (const c of cases) {
    const options = { url: `${server.base}${c.url}`, connections, duration: seconds, headers: c.headers };
    await measure(`${c.title} warm-up`, options);
    rows.push(await measure(c.title, options));
  }
  console.log(
    `load average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.table(rows);
} finally {
  await server.stop();
}
