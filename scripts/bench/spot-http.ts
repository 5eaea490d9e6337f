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
//                                 batch runs that case alone)
import os from 'node:os';
import type autocannon from 'autocannon';
import { APP_KEY, load, startBenchServer } from './lib/server.ts';
import { SEED_BUY, SPOT_BENCH_SYMBOL, spotCycleOrders } from './lib/spot-cycle.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connectionCounts = (process.env.BENCH_CONNECTIONS ?? '4,6,8,20').split(',').map(Number);
/** The latency bound for the throughput target (issue 16: 5,000 orders/s with p99 ≤ 20 ms). */
const P99_BOUND_MS = 20;
const guests = Number(process.env.BENCH_GUESTS ?? 10);
/** Orders per batch request in the second case (a multiple of 3, at most 18 under SPOT_BATCH_MAX). */
const batch = Number(process.env.BENCH_BATCH ?? 18);
const port = Number(process.env.BENCH_PORT ?? 3997);
const only = process.env.BENCH_ONLY as 'single' | 'batch' | undefined;
const SYMBOL = SPOT_BENCH_SYMBOL;

const server = await startBenchServer(port, { SPOT_MARKET_MAKER: 'true' });
try {
  const tokens: string[] = [];
  for (let i = 0; i < guests; i++) {
    const { res, json } = await server.call('POST', '/api/demo/guest');
    const token = res.headers.get('authorization');
    if (json.code !== 0 || !token) throw new Error(`no guest session: ${JSON.stringify(json)}`);
    tokens.push(token);
  }
  // the simulator's first ticks, and the house's quotes around them
  await new Promise((r) => setTimeout(r, 2500));
  const book = (await server.call('GET', `/api/spot/book?symbol=${encodeURIComponent(SYMBOL)}&mode=demo&depth=10`)).json.data as {
    bids: { price: string }[];
    asks: { price: string }[];
  };
  // each guest buys some BTC first, so its sells never wait on its buys
  for (const token of tokens) {
    const r = await server.call('POST', '/api/spot/orders', SEED_BUY, token);
    if (r.json.code !== 0) throw new Error(`buying failed: ${JSON.stringify(r.json)}`);
  }
  const orders = spotCycleOrders(book);
  const resting = JSON.stringify(orders.resting);
  const crossBuy = JSON.stringify(orders.crossBuy);
  const crossSell = JSON.stringify(orders.crossSell);

  let n = 0;
  let refused = 0;
  type Ctx = { token?: string; restingId?: number };
  const headers = (ctx: Ctx) => {
    ctx.token ??= tokens[n++ % tokens.length] as string;
    return { AppKey: APP_KEY, 'content-type': 'application/json', authorization: ctx.token };
  };
  const post = (body: string): autocannon.Request => ({
    method: 'POST',
    path: '/api/spot/orders',
    setupRequest: (req: autocannon.Request, ctx: Ctx) => ({ ...req, headers: headers(ctx), body }),
    onResponse: (_status: number, res: string) => {
      if (JSON.parse(res).code !== 0) refused++;
    },
  });
  const cycle = (duration: number, connections: number): autocannon.Options => ({
    url: server.base,
    connections,
    duration,
    requests: [
      {
        ...post(resting),
        onResponse: (_status: number, res: string, ctx: Ctx) => {
          const json = JSON.parse(res) as { code: number; data: { id: number } };
          if (json.code !== 0) refused++;
          ctx.restingId = json.data?.id;
        },
      },
      {
        method: 'POST',
        setupRequest: (req: autocannon.Request, ctx: Ctx) => ({
          ...req,
          path: `/api/spot/orders/${ctx.restingId}/cancel`,
          headers: headers(ctx),
          body: '{}',
        }),
        onResponse: (_status: number, res: string) => {
          if (JSON.parse(res).code !== 0) refused++;
        },
      },
      post(crossBuy),
      post(crossSell),
    ] as autocannon.Request[],
  });
  // The same mix in batches (decision 057): one request places `batch` orders (a third
  // resting, a third crossing buys, a third crossing sells), the next cancels the resting ones.
  const third = Math.max(1, Math.floor(batch / 3));
  const batchBody = JSON.stringify({
    orders: Array.from({ length: third }, () => [orders.resting, orders.crossBuy, orders.crossSell]).flat(),
  });
  type BatchCtx = Ctx & { resting?: number[] };
  const batchCycle = (duration: number, connections: number): autocannon.Options => ({
    url: server.base,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        path: '/api/spot/orders/batch',
        setupRequest: (req: autocannon.Request, ctx: BatchCtx) => ({ ...req, headers: headers(ctx), body: batchBody }),
        onResponse: (_status: number, res: string, ctx: BatchCtx) => {
          const json = JSON.parse(res) as { code: number; data?: { results: { ok: boolean; order?: { id: number } }[] } };
          const results = json.data?.results ?? [];
          refused += json.code !== 0 ? 1 : results.filter((r) => !r.ok).length;
          ctx.resting = results.filter((_, i) => i % 3 === 0).map((r) => r.order?.id as number);
        },
      },
      {
        method: 'POST',
        path: '/api/spot/orders/cancel-batch',
        setupRequest: (req: autocannon.Request, ctx: BatchCtx) => ({
          ...req,
          headers: headers(ctx),
          body: JSON.stringify({ ids: ctx.resting }),
        }),
        onResponse: (_status: number, res: string) => {
          const json = JSON.parse(res) as { code: number; data?: { results: { ok: boolean }[] } };
          refused += json.code !== 0 ? 1 : (json.data?.results ?? []).filter((r) => !r.ok).length;
        },
      },
    ] as autocannon.Request[],
  });

  await load('warm-up', cycle(2, 4));
  refused = 0;
  /** Runs a case and adds the server's CPU per placed order over it (what other load on the machine changes least). */
  const measured = async (title: string, options: autocannon.Options, ordersPerRequest: number) => {
    const before = server.cpu();
    const row = await load(title, options);
    const after = server.cpu();
    const orders = row['req/s (avg)'] * seconds * ordersPerRequest;
    return {
      ...row,
      'server main-thread µs/order': before && after ? Math.round(((after.mainMs - before.mainMs) * 1000) / orders) : '',
      'server process µs/order': before && after ? Math.round(((after.processMs - before.processMs) * 1000) / orders) : '',
    };
  };
  const rows: Record<string, unknown>[] = [];
  const best = new Map<string, { orders: number; connections: number }>();
  for (const connections of connectionCounts) {
    for (const kind of ['single', 'batch'] as const) {
      if (only !== undefined && only !== kind) continue;
      refused = 0;
      const title =
        kind === 'single' ? 'place / cancel / cross buy / cross sell (demo BTC/USDT)' : `the same mix in batches of ${third * 3} orders`;
      // single: three of every four requests place an order, the fourth cancels one; batch: every
      // other request places a batch, the one after it cancels its resting third
      const perRequest = kind === 'single' ? 0.75 : (third * 3) / 2;
      const row = await measured(title, kind === 'single' ? cycle(seconds, connections) : batchCycle(seconds, connections), perRequest);
      const orders = Math.round(row['req/s (avg)'] * perRequest);
      rows.push({ ...row, connections, 'orders/s (placements)': orders, 'refused (code ≠ 0)': refused });
      if (row['p99 ms'] <= P99_BOUND_MS && refused === 0 && row['non-2xx/errors'] === 0 && orders > (best.get(title)?.orders ?? 0)) {
        best.set(title, { orders, connections });
      }
    }
  }
  const trades = (await server.call('GET', `/api/spot/trades?symbol=${encodeURIComponent(SYMBOL)}&mode=demo&limit=1`)).json
    .data as unknown[];
  console.log(
    `\n${seconds} s per row, ${guests} guests, ${os.cpus().length} cores, node ${process.version}, trades seen: ${trades.length > 0}`,
  );
  console.log(
    `load average: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}\n`,
  );
  console.table(rows);
  for (const [title, b] of best) {
    console.log(`${title}: at most ${b.orders} orders/s with p99 ≤ ${P99_BOUND_MS} ms (at ${b.connections} connections)`);
  }
} finally {
  server.stop();
}
