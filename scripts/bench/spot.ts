// Spot orders in this process (no sockets): the bench:spot-http cycle (resting limit buy, its
// cancel, a crossing buy, a crossing sell against the house quotes, demo BTC/USDT) sent through
// app.inject with BENCH_CONNECTIONS in flight, so the whole request path runs (AppKey, session,
// zod, the spot service, serialization) but not the kernel's. Reports requests per second of
// wall time and, what the other work on a shared machine changes least, the process's CPU time
// per request (user + system) and per placement.
//   npm run bench:spot      (BENCH_CYCLES per connection, default 500; BENCH_CONNECTIONS, default 20;
//                            BENCH_PROFILE=file.cpuprofile: a CPU profile of the timed part alone;
//                            BENCH_DIRECT=1: the spot service called directly, no HTTP layer;
//                            BENCH_BATCH=18: the mix in batch requests of 18 orders and their cancels)
// Only accepted orders count; a refused order or cancel stops the run, and so does a ledger that
// does not reconcile after it (issue 30).
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import { reconcile } from '../../server/ledger/reconcile.ts';
import { parseSpotOrder } from '../../server/modules/spot/order.ts';
import type { SpotOrderBody } from '../../shared/schemas/spot.ts';
import { APP_KEY, createTestApp } from '../../tests/helpers/app.ts';
import { createTemplateDatabase } from '../../tests/helpers/template.ts';
import { type Answer, type Counter, oneOperation, Tally } from './lib/accepted.ts';
import { setting, sized } from './lib/scale.ts';
import { batchCount, cancelCount, SEED_BUY, SPOT_BENCH_SYMBOL, spotCycleOrders } from './lib/spot-cycle.ts';
import { mainThreadCpuMs } from './lib/thread-cpu.ts';

const CYCLES = setting('BENCH_CYCLES', 500, 10);
const CONNECTIONS = setting('BENCH_CONNECTIONS', 20, 4);
const GUESTS = sized(10, 4);
const SYMBOL = SPOT_BENCH_SYMBOL;

await createTemplateDatabase();
const t = await createTestApp({ env: { SPOT_MARKET_MAKER: 'true' } });
const { app, clock } = t;
const mm = app.services.spotMarketMaker;
for (let i = 0; i < 3; i++) {
  clock.advance(1000);
  app.market.tick();
  await mm.idle();
}

const call = async (method: 'GET' | 'POST', url: string, token?: string, body?: unknown) => {
  const res = await app.inject({
    method,
    url,
    headers: {
      AppKey: APP_KEY,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: token } : {}),
    },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
  return { res, json: res.json() as Answer };
};

const tokens: string[] = [];
for (let i = 0; i < GUESTS; i++) {
  const { res, json } = await call('POST', '/api/demo/guest');
  const token = res.headers.authorization as string | undefined;
  if (json.code !== 0 || !token) throw new Error(`no guest session: ${JSON.stringify(json)}`);
  tokens.push(token);
}
const book = (await call('GET', `/api/spot/book?symbol=${encodeURIComponent(SYMBOL)}&mode=demo&depth=10`)).json.data as {
  bids: { price: string }[];
  asks: { price: string }[];
};
for (const token of tokens) {
  const r = await call('POST', '/api/spot/orders', token, SEED_BUY);
  if (r.json.code !== 0) throw new Error(`buying failed: ${JSON.stringify(r.json)}`);
}
const { resting, crossBuy, crossSell } = spotCycleOrders(book);

let tally = new Tally('spot orders');
const latencies: number[] = [];
// BENCH_DIRECT: the same calls on app.services.spot (what the routes call), for the spot work's own cost
const direct = process.env.BENCH_DIRECT === '1';
const userOf = new Map<string, number>();
for (const token of tokens) {
  const auth = await app.tokens.authenticate(token);
  if (typeof auth === 'object') userOf.set(token, auth.userId);
}
/** A settled call of the service as a batch result (the error's message kept for the report). */
const asResult = (r: PromiseSettledResult<unknown>) =>
  r.status === 'fulfilled' ? { ok: true, order: r.value } : { ok: false, msg: String(r.reason) };
/** A body as the typed order the route makes of it (its market resolved, its strings parsed). */
const typed = (body: SpotOrderBody) => parseSpotOrder(app.services.spot.orderMarket(body), body);
const callDirect = async (url: string, token: string, body: unknown): Promise<Answer> => {
  const userId = userOf.get(token) as number;
  if (url === '/api/spot/orders/batch') {
    const { orders } = body as { orders: SpotOrderBody[] };
    const settled = await Promise.allSettled(orders.map(async (o) => app.services.spot.place(userId, typed(o))));
    return { code: 0, data: { results: settled.map(asResult) } };
  }
  if (url === '/api/spot/orders/cancel-batch') {
    const settled = await app.services.spot.cancelMany(userId, (body as { ids: number[] }).ids);
    return { code: 0, data: { results: settled.map(asResult) } };
  }
  const cancel = /^\/api\/spot\/orders\/(\d+)\/cancel$/.exec(url);
  try {
    const data = cancel
      ? await app.services.spot.cancel(userId, Number(cancel[1]))
      : await app.services.spot.place(userId, typed(body as SpotOrderBody));
    return { code: 0, data };
  } catch (err) {
    return { code: 1, msg: String(err) };
  }
};
/** How an answer of `url` counts: placed orders accepted, anything refused. */
const counterOf = (url: string): Counter =>
  url === '/api/spot/orders/batch'
    ? batchCount(true)
    : url === '/api/spot/orders/cancel-batch'
      ? batchCount(false)
      : url.endsWith('/cancel')
        ? cancelCount
        : oneOperation;
const timed = async (method: 'POST', url: string, token: string, body: unknown) => {
  const s = performance.now();
  const json = direct ? await callDirect(url, token, body) : (await call(method, url, token, body)).json;
  latencies.push(performance.now() - s);
  tally.recordAnswer(json, 200, counterOf(url));
  return json;
};
// BENCH_BATCH=n (a multiple of 3): the same mix in batch requests of n orders and their cancels (decision 057)
const BATCH = Number(process.env.BENCH_BATCH ?? 0);
const batchBody = {
  orders: Array.from({ length: Math.floor(BATCH / 3) }, () => [resting, crossBuy, crossSell]).flat(),
};
async function connection(c: number, cycles: number) {
  const token = tokens[c % tokens.length] as string;
  if (BATCH > 0) {
    for (let i = 0; i < cycles; i++) {
      const placed = (await timed('POST', '/api/spot/orders/batch', token, batchBody)) as {
        data?: { results: { order?: { id: number } }[] };
      };
      const ids = (placed.data?.results ?? []).filter((_, k) => k % 3 === 0).map((r) => r.order?.id);
      await timed('POST', '/api/spot/orders/cancel-batch', token, { ids });
    }
    return;
  }
  for (let i = 0; i < cycles; i++) {
    const placed = (await timed('POST', '/api/spot/orders', token, resting)) as { data?: { id: number } };
    await timed('POST', `/api/spot/orders/${placed.data?.id}/cancel`, token, {});
    await timed('POST', '/api/spot/orders', token, crossBuy);
    await timed('POST', '/api/spot/orders', token, crossSell);
  }
}
// warm-up
await Promise.all(Array.from({ length: CONNECTIONS }, (_, c) => connection(c, sized(20, 2))));
tally.check();
latencies.length = 0;
tally = new Tally('spot orders');
const profile = process.env.BENCH_PROFILE ? new Session() : undefined;
if (profile) {
  profile.connect();
  await profile.post('Profiler.enable');
  await profile.post('Profiler.start');
}
const cpu0 = process.cpuUsage();
const main0 = mainThreadCpuMs();
const t0 = performance.now();
await Promise.all(Array.from({ length: CONNECTIONS }, (_, c) => connection(c, CYCLES)));
const wall = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
const main1 = mainThreadCpuMs();
if (profile) {
  const { profile: taken } = await profile.post('Profiler.stop');
  writeFileSync(process.env.BENCH_PROFILE as string, JSON.stringify(taken));
  profile.disconnect();
}
tally.check();
const n = latencies.length;
/** Orders placed (accepted) in the timed part. */
const orders = tally.accepted;
const q = (p: number) => {
  const s = [...latencies].sort((a, b) => a - b);
  return +(s[Math.min(s.length - 1, Math.floor(s.length * p))] as number).toFixed(2);
};
const cpuUs = cpu.user + cpu.system;
console.log(
  `\n${direct ? 'spot service called directly (no HTTP layer), ' : ''}${CONNECTIONS} in flight, ${n} requests, ${os.cpus().length} cores, node ${process.version}, load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}\n`,
);
console.table([
  {
    'req/s (wall)': Math.round(n / (wall / 1000)),
    'orders/s (wall)': Math.round(orders / (wall / 1000)),
    'p50 ms': q(0.5),
    'p99 ms': q(0.99),
    'CPU µs/request': Math.round(cpuUs / n),
    // the event loop thread alone (no GC or compiler helper threads, no time spent descheduled)
    'main-thread µs/request': main0 === undefined || main1 === undefined ? '' : Math.round(((main1 - main0) * 1000) / n),
    'main-thread µs/order': main0 === undefined || main1 === undefined ? '' : Math.round(((main1 - main0) * 1000) / orders),
    'req/s per CPU-second': Math.round(n / (cpuUs / 1e6)),
    'orders placed': orders,
    refused: tally.refused,
  },
]);
// every coin accounted for after the run (spot holds, fills, fees, the ledger's own checks)
const problems = reconcile(app.ctx.flow);
await t.close();
if (problems.length > 0) throw new Error(`the ledger does not reconcile: ${JSON.stringify(problems.slice(0, 5))}`);
console.log('ledger reconcile: clean');
