// Fast-order placement through the HTTP API: autocannon POSTs /api/fast/order against a
// server in a child process (each has a core), as 5 guest demo sessions (100,000 virtual
// USDT each) taking turns, 10 USDT up or down for 30 s. Every request is the whole path:
// AppKey, token and session check, body validation, entry tick, order row and stake posting
// in one transaction, response.
//   npm run bench:fast-http      (defaults: 50 connections, 5 s)
import os from 'node:os';
import type autocannon from 'autocannon';
import { APP_KEY, load, startBenchServer } from './lib/server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const port = Number(process.env.BENCH_PORT ?? 3998);

// a user may place 20 fast orders per 10 s; five users at thousands a second need more (the
// limiter still runs on every request)
const server = await startBenchServer(port, { FAST_ORDERS_PER_10S: '1000000' });
try {
  const tokens: string[] = [];
  for (let i = 0; i < 5; i++) {
    const { res, json } = await server.call('POST', '/api/demo/guest');
    const token = res.headers.get('authorization');
    if (json.code !== 0 || !token) throw new Error(`no guest session: ${JSON.stringify(json)}`);
    tokens.push(token);
  }
  // a crypto product: it trades every day (forex and stocks close at weekends)
  const products = (await server.call('GET', '/api/product/list')).json.data as { id: number; symbol: string }[];
  const productId = products.find((p) => p.symbol === 'BTC/USDT')?.id;
  if (!productId) throw new Error('no BTC/USDT');
  // the simulator's first ticks
  await new Promise((r) => setTimeout(r, 2000));
  // one order by hand first: a refusal here says why
  const first = await server.call(
    'POST',
    '/api/fast/order',
    { productId, direction: 'up', amount: '10', durationSec: 30, mode: 'demo' },
    tokens[0],
  );
  if (first.json.code !== 0) throw new Error(`placing failed: ${JSON.stringify(first.json)}`);
  let n = 0;
  const placing = (duration: number): autocannon.Options => ({
    url: server.base,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        path: '/api/fast/order',
        setupRequest: (req: autocannon.Request): autocannon.Request => {
          const i = n++;
          return {
            ...req,
            headers: { AppKey: APP_KEY, 'content-type': 'application/json', authorization: tokens[i % tokens.length] as string },
            body: JSON.stringify({ productId, direction: i % 2 ? 'up' : 'down', amount: '10', durationSec: 30, mode: 'demo' }),
          };
        },
      },
    ],
  });
  await load('warm-up', placing(1));
  const row = await load('POST /api/fast/order (demo, 10 USDT, 30 s)', placing(seconds));
  // every accepted order is in the guests' order lists
  let open = 0;
  for (const token of tokens)
    open += ((await server.call('GET', '/api/fast/orders?status=open&pageSize=1', undefined, token)).json.data as { total: number }).total;
  console.log(`\n${connections} connections, ${seconds} s, ${os.cpus().length} cores, node ${process.version}\n`);
  console.table([{ ...row, 'open orders after': open }]);
} finally {
  server.stop();
}
