// Signed order placement through the Binance-compatible API beside the platform's own order route
// (issue 39), in one run, on one server: the same users, the same demo books, the same cycle of
// spot-http's single-order case on BTC/USDT (a resting limit buy 1 % under the price and its
// cancel, a buy of one lot 1 % over it and a sell 1 % under it, both crossing the house's quotes):
//   own:     POST /api/spot/orders (JSON, session token), POST /api/spot/orders/:id/cancel
//   binance: POST /demo/api/v3/order (form body, X-MBX-APIKEY, timestamp, HMAC-SHA256 signature,
//            newOrderRespType RESULT), DELETE /demo/api/v3/order?symbol&orderId&…&signature
// Each signed request is signed when autocannon sends it (a fresh timestamp), so the client's HMAC
// is in the figures too, as a bot's would be. What the compatibility layer adds per order is the
// difference: the key's lookup and unsealing, the signature, the weights and order counters, the
// form parsing, the translation to Binance's answer. Request weights and the order-rate limits are
// raised for the run (one address, a handful of accounts: Binance's limits would be the ceiling).
//   npm run bench:binance-order   (defaults: 4 and 8 connections, 10 s per case and count, 8 users;
//                                  BENCH_CONNECTIONS=…, BENCH_SECONDS, BENCH_USERS; BENCH_STORE=postgres)
import { createHmac } from 'node:crypto';
import type autocannon from 'autocannon';
import { type Answer, type BenchRequest, binanceAnswer, measure } from './lib/accepted.ts';
import { type Figure, reportFigures } from './lib/figures.ts';
import { setting, sized } from './lib/scale.ts';
import { APP_KEY, benchPort, registerAndLogin, startBenchServer } from './lib/server.ts';
import { cancelCount, ownCycleRequests, SEED_BUY, SPOT_BENCH_SYMBOL, spotCycleOrders } from './lib/spot-cycle.ts';
import { printRunContext } from './lib/store.ts';

const seconds = setting('BENCH_SECONDS', 10, 1);
const connectionCounts = (process.env.BENCH_CONNECTIONS ?? sized('4,8', '4')).split(',').map(Number);
const users = setting('BENCH_USERS', 8, 2);
const PASSWORD = 'bench-pass-1';
const BINANCE_SYMBOL = SPOT_BENCH_SYMBOL.replace('/', '');

const server = await startBenchServer(benchPort(3993), {
  SPOT_MARKET_MAKER: 'true',
  API_WEIGHT_PER_MINUTE: '100000000',
  API_ORDERS_PER_10S: '100000000',
  API_ORDERS_PER_DAY: '100000000',
});
try {
  interface User {
    token: string;
    apiKey: string;
    secret: string;
  }
  const accounts: User[] = [];
  const stamp = Date.now().toString(36);
  for (let i = 0; i < users; i++) {
    const token = await registerAndLogin(server, `bench-binance-${stamp}-${i}@example.com`, PASSWORD);
    const key = (await server.ok('POST', '/api/user/api-keys', { label: 'bench', permissions: ['spot'], mode: 'demo' }, token)).data as {
      apiKey: string;
      secret: string;
    };
    accounts.push({ token, apiKey: key.apiKey, secret: key.secret });
  }
  await new Promise((r) => setTimeout(r, 2500));
  const book = (await server.ok('GET', `/api/spot/book?symbol=${encodeURIComponent(SPOT_BENCH_SYMBOL)}&mode=demo&depth=10`)).data as {
    bids: { price: string }[];
    asks: { price: string }[];
  };
  // each user buys some BTC first (their demo wallet is granted at the first demo order), so sells never wait on buys
  for (const u of accounts) await server.ok('POST', '/api/spot/orders', SEED_BUY, u.token);
  const orders = spotCycleOrders(book);

  let n = 0;
  type Ctx = { user?: User; restingId?: number };
  const userOf = (ctx: Ctx) => {
    ctx.user ??= accounts[n++ % accounts.length] as User;
    return ctx.user;
  };

  // ---- the platform's own route
  const ownHeaders = (ctx: Ctx) => ({ AppKey: APP_KEY, 'content-type': 'application/json', authorization: userOf(ctx).token });
  const ownCycle = (duration: number, connections: number) => ({
    url: server.base,
    connections,
    duration,
    requests: ownCycleRequests(orders, ownHeaders),
  });

  // ---- the Binance-compatible route, signed per request
  const signedQuery = (user: User, params: Record<string, string>) => {
    const payload = new URLSearchParams({ ...params, timestamp: String(Date.now()) }).toString();
    return `${payload}&signature=${createHmac('sha256', user.secret).update(payload).digest('hex')}`;
  };
  const binanceOrder = (o: { side: string; price: string; quantity: string }) => ({
    symbol: BINANCE_SYMBOL,
    side: o.side.toUpperCase(),
    type: 'LIMIT',
    timeInForce: 'GTC',
    quantity: o.quantity,
    price: o.price,
    newOrderRespType: 'RESULT',
  });
  const binancePost = (o: { side: string; price: string; quantity: string }): BenchRequest => {
    const params = binanceOrder(o);
    return {
      method: 'POST',
      path: '/demo/api/v3/order',
      setupRequest: (req: autocannon.Request, ctx: Ctx) => {
        const user = userOf(ctx);
        return {
          ...req,
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-mbx-apikey': user.apiKey },
          body: signedQuery(user, params),
        };
      },
    };
  };
  const binanceCycle = (duration: number, connections: number) => ({
    url: server.base,
    connections,
    duration,
    read: binanceAnswer,
    requests: [
      {
        ...binancePost(orders.resting),
        onAnswer: (a: Answer | undefined, ctx: Ctx) => {
          ctx.restingId = (a?.data as { orderId?: number } | undefined)?.orderId;
        },
      },
      {
        method: 'DELETE',
        setupRequest: (req: autocannon.Request, ctx: Ctx) => {
          const user = userOf(ctx);
          return {
            ...req,
            path: `/demo/api/v3/order?${signedQuery(user, { symbol: BINANCE_SYMBOL, orderId: String(ctx.restingId) })}`,
            headers: { 'x-mbx-apikey': user.apiKey },
          };
        },
        count: cancelCount,
      },
      binancePost(orders.crossBuy),
      binancePost(orders.crossSell),
    ] as BenchRequest[],
  });

  await measure('warm-up: own route', ownCycle(sized(2, 1), 4));
  await measure('warm-up: Binance-compatible', binanceCycle(sized(2, 1), 4));
  const rows: Record<string, unknown>[] = [];
  const figures: Figure[] = [];
  for (const connections of connectionCounts) {
    for (const kind of ['own', 'binance'] as const) {
      const title = kind === 'own' ? 'own route: POST /api/spot/orders' : 'Binance-compatible: signed POST /demo/api/v3/order';
      const before = server.cpu();
      const row = await measure(title, kind === 'own' ? ownCycle(seconds, connections) : binanceCycle(seconds, connections));
      const after = server.cpu();
      const perOrder = before && after ? Math.round(((after.mainMs - before.mainMs) * 1000) / row.accepted) : '';
      rows.push({ ...row, connections, 'server main-thread µs/order': perOrder });
      figures.push({
        figure: `${kind === 'own' ? 'own route' : 'Binance-compatible (signed)'}, ${connections} connections, orders/s`,
        value: row['accepted/s'],
        detail: `p50 ${row['p50 ms']} ms, p99 ${row['p99 ms']} ms, ${perOrder} µs main thread/order`,
      });
    }
  }
  printRunContext(server.store, `${seconds} s per row, ${users} users`);
  console.table(rows);
  reportFigures('binance-order', figures);
} finally {
  await server.stop();
}
