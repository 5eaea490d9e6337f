// Spot orders through the HTTP API (issue 16: at least 5,000 orders/s with p99 ≤ 20 ms):
// autocannon against a server in a child process (each has a core) with the house market maker
// quoting every book after every tick, as in production. Guest demo sessions (100,000 virtual
// USDT each, and some BTC bought at the start) each run a cycle of four requests on BTC/USDT:
//   1. a limit buy 1 % under the price (rests),  2. its cancel,
//   3. a limit buy of one lot 1 % over the price (crosses: fills against a house ask),
//   4. a limit sell of one lot 1 % under the price (crosses: fills against a house bid).
// Every request is the whole path: AppKey, session, body validation, one ledger transaction
// with the engine inside it, response. The /api ceiling per address is off (every request
// comes from 127.0.0.1; startBenchServer sets API_RATE_LIMIT_PER_MINUTE=0); the spot routes
// have no per-user order limit of their own.
// Then the same mix in batch requests (POST /api/spot/orders/batch and cancel-batch, decision 057).
// Each case runs at several connection counts (a closed loop: more connections, more queueing):
// the reading is the most orders a second a case reaches with p99 within 20 ms.
//   npm run bench:spot-http      (defaults: 4, 6, 8 and 20 connections, 10 s each, 10 guests, batches
//                                 of 18; BENCH_CONNECTIONS=4,6 other counts; BENCH_ONLY=single or
//                                 batch runs that case alone; BENCH_STORE=postgres on PostgreSQL)
// Only accepted orders count (code 0, and each batch result `ok`); a refused order or cancel stops
// the run (issue 30). Each guest's 100,000 USDT pays for the whole run: a connection holds at most
// its resting buys (0.001 BTC each) frozen, and a cycle loses only fees and the spread.
import type autocannon from 'autocannon';
import { type Answer, type BenchRequest, measure } from './lib/accepted.ts';
import { type Figure, reportFigures } from './lib/figures.ts';
import { setting, sized } from './lib/scale.ts';
import { APP_KEY, benchPort, measureWithCpu, startBenchServer, startGuests } from './lib/server.ts';
import { printRunContext } from './lib/store.ts';
import { batchCount, batchResults, ownCycleRequests, SEED_BUY, SPOT_BENCH_SYMBOL, spotCycleOrders } from './lib/spot-cycle.ts';

const seconds = setting('BENCH_SECONDS', 10, 1);
const connectionCounts = (process.env.BENCH_CONNECTIONS ?? sized('4,6,8,20', '4')).split(',').map(Number);
/** The latency bound for the throughput target (issue 16: 5,000 orders/s with p99 ≤ 20 ms). */
const P99_BOUND_MS = 20;
const guests = setting('BENCH_GUESTS', 10, 4);
/** Orders per batch request in the second case (a multiple of 3, at most 18 under SPOT_BATCH_MAX). */
const batch = setting('BENCH_BATCH', 18, 18);
const only = process.env.BENCH_ONLY as 'single' | 'batch' | undefined;
const SYMBOL = SPOT_BENCH_SYMBOL;

const server = await startBenchServer(benchPort(3997), { SPOT_MARKET_MAKER: 'true' });
try {
  const tokens = await startGuests(server, guests);
  // the simulator's first ticks, and the house's quotes around them
  await new Promise((r) => setTimeout(r, 2500));
  const book = (await server.ok('GET', `/api/spot/book?symbol=${encodeURIComponent(SYMBOL)}&mode=demo&depth=10`)).data as {
    bids: { price: string }[];
    asks: { price: string }[];
  };
  // each guest buys some BTC first, so its sells never wait on its buys
  for (const token of tokens) await server.ok('POST', '/api/spot/orders', SEED_BUY, token);
  const orders = spotCycleOrders(book);

  let n = 0;
  type Ctx = { token?: string; restingId?: number; resting?: number[] };
  const headers = (ctx: Ctx) => {
    ctx.token ??= tokens[n++ % tokens.length] as string;
    return { AppKey: APP_KEY, 'content-type': 'application/json', authorization: ctx.token };
  };
  const cycle = (duration: number, connections: number) => ({
    url: server.base,
    connections,
    duration,
    requests: ownCycleRequests(orders, headers),
  });
  // The same mix in batches (decision 057): one request places `batch` orders (a third
  // resting, a third crossing buys, a third crossing sells), the next cancels the resting ones.
  const third = Math.max(1, Math.floor(batch / 3));
  const batchBody = JSON.stringify({
    orders: Array.from({ length: third }, () => [orders.resting, orders.crossBuy, orders.crossSell]).flat(),
  });
  const batchCycle = (duration: number, connections: number) => ({
    url: server.base,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        path: '/api/spot/orders/batch',
        setupRequest: (req: autocannon.Request, ctx: Ctx) => ({ ...req, headers: headers(ctx), body: batchBody }),
        count: batchCount(true),
        onAnswer: (a: Answer | undefined, ctx: Ctx) => {
          ctx.resting = a ? batchResults(a).flatMap((r, i) => (i % 3 === 0 && r.order ? [r.order.id] : [])) : [];
        },
      },
      {
        method: 'POST',
        path: '/api/spot/orders/cancel-batch',
        setupRequest: (req: autocannon.Request, ctx: Ctx) => ({
          ...req,
          headers: headers(ctx),
          body: JSON.stringify({ ids: ctx.resting }),
        }),
        count: batchCount(false),
      },
    ] as BenchRequest[],
  });

  await measure('warm-up', cycle(sized(2, 1), 4));
  const measured = (title: string, options: Parameters<typeof measure>[1]) => measureWithCpu(server, title, options);
  const rows: Record<string, unknown>[] = [];
  const figures: Figure[] = [];
  const shortOf = new Map<string, string>();
  const best = new Map<string, { orders: number; connections: number }>();
  for (const connections of connectionCounts) {
    for (const kind of ['single', 'batch'] as const) {
      if (only !== undefined && only !== kind) continue;
      const title =
        kind === 'single' ? 'place / cancel / cross buy / cross sell (demo BTC/USDT)' : `the same mix in batches of ${third * 3} orders`;
      // accepted/s counts placed orders: three of every four single requests, a batch's orders
      const row = await measured(title, kind === 'single' ? cycle(seconds, connections) : batchCycle(seconds, connections));
      rows.push({ ...row, connections });
      const short = kind === 'single' ? 'one order a request' : `batches of ${third * 3}`;
      shortOf.set(title, short);
      figures.push({
        figure: `${short}, ${connections} connections, orders/s`,
        value: row['accepted/s'],
        detail: `p99 ${row['p99 ms']} ms, ${row['server main-thread µs/order']} µs main thread/order`,
      });
      const orders = row['accepted/s'];
      if (row['p99 ms'] <= P99_BOUND_MS && orders > (best.get(title)?.orders ?? 0)) best.set(title, { orders, connections });
    }
  }
  const trades = (await server.ok('GET', `/api/spot/trades?symbol=${encodeURIComponent(SYMBOL)}&mode=demo&limit=1`)).data as unknown[];
  if (trades.length === 0) throw new Error('no trade: the crossing orders did not fill');
  printRunContext(server.store, `${seconds} s per row, ${guests} guests`);
  console.table(rows);
  for (const [title, b] of best) {
    console.log(`${title}: at most ${b.orders} accepted orders/s with p99 ≤ ${P99_BOUND_MS} ms (at ${b.connections} connections)`);
    figures.push({
      figure: `${shortOf.get(title)}, most orders/s with p99 ≤ ${P99_BOUND_MS} ms`,
      value: b.orders,
      detail: `at ${b.connections} connections`,
    });
  }
  reportFigures('spot-http', figures);
} finally {
  await server.stop();
}
