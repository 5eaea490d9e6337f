// Fast-order placement through the HTTP API: autocannon POSTs /api/fast/order against a
// server in a child process (each has a core), as guest demo sessions (100,000 virtual USDT
// each) taking turns, 10 USDT up or down for 30 s. Every request is the whole path: AppKey,
// token and session check, body validation, entry tick, order row and stake posting in one
// transaction, response. Only accepted orders (code 0) count; a refused one stops the run
// (issue 30: five guests' money once ran out mid-run and the refusals were reported as orders).
// There are enough guests for the run at MAX_ORDERS_PER_SECOND, and the orders the server wrote
// are checked against the orders counted. Then the anchor: the same requests to POST
// /api/dev/constant (auth and validation as the order route, a constant answer, no order): the
// ceiling this machine's framework path sets on the orders' rate, beside it in the same run.
//   npm run bench:fast-http      (defaults: 50 connections, 5 s; BENCH_STORE=postgres on PostgreSQL)
import os from 'node:os';
import type autocannon from 'autocannon';
import { unitsOf } from '../../shared/money.ts';
import { type BenchRequest, measure } from './lib/accepted.ts';
import { reportFigures } from './lib/figures.ts';
import { setting } from './lib/scale.ts';
import { APP_KEY, benchPort, measureWithCpu, startBenchServer, startGuests } from './lib/server.ts';
import { printRunContext } from './lib/store.ts';

const seconds = setting('BENCH_SECONDS', 5, 1);
const connections = setting('BENCH_CONNECTIONS', 50, 10);
const WARM_UP_SECONDS = 1;
const ANCHOR_PATH = '/api/dev/constant';
/**
 * An upper bound of the accepted rate, far above what one server thread has reached (8,782
 * orders/s, session 3): the guests are funded for a whole run at this rate. A faster machine
 * would run them out, and the first refusal (insufficient balance) would say so.
 */
const MAX_ORDERS_PER_SECOND = 25_000;
const STAKE = '10';
const USDT_SCALE = 6;

// a user may place 20 fast orders per 10 s; each guest here places thousands (the limiter still
// runs on every request)
const server = await startBenchServer(benchPort(3998), { FAST_ORDERS_PER_10S: '1000000' });
try {
  // how many orders one guest's demo wallet pays for (amounts in minor units, never floats)
  const [first] = await startGuests(server, 1);
  const wallet = (await server.ok('GET', '/api/demo/wallet', undefined, first)).data as { available: string };
  const ordersPerGuest = Number(unitsOf(wallet.available, USDT_SCALE) / unitsOf(STAKE, USDT_SCALE));
  // autocannon stops at the first whole second after its duration: up to a second more a run
  const most = (seconds + 1 + WARM_UP_SECONDS + 1) * MAX_ORDERS_PER_SECOND + 1;
  const guests = Math.ceil(most / ordersPerGuest);
  const tokens = [first as string, ...(await startGuests(server, guests - 1))];

  // a crypto product: it trades every day (forex and stocks close at weekends)
  const products = (await server.ok('GET', '/api/product/list')).data as { id: number; symbol: string }[];
  const productId = products.find((p) => p.symbol === 'BTC/USDT')?.id;
  if (!productId) throw new Error('no BTC/USDT');
  // the simulator's first ticks
  await new Promise((r) => setTimeout(r, 2000));
  // one order by hand first: a refusal here says why
  await server.ok('POST', '/api/fast/order', { productId, direction: 'up', amount: STAKE, durationSec: 30, mode: 'demo' }, tokens[0]);
  let n = 0;
  const placing = (duration: number, path = '/api/fast/order') => ({
    url: server.base,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        path,
        setupRequest: (req: autocannon.Request): autocannon.Request => {
          const i = n++;
          return {
            ...req,
            headers: { AppKey: APP_KEY, 'content-type': 'application/json', authorization: tokens[i % tokens.length] as string },
            body: JSON.stringify({ productId, direction: i % 2 ? 'up' : 'down', amount: STAKE, durationSec: 30, mode: 'demo' }),
          };
        },
      },
    ] satisfies BenchRequest[],
  });
  const warm = await measure('warm-up', placing(WARM_UP_SECONDS));
  // what the main thread does without orders (the market's ticks, jobs): in µs/order below when
  // few orders are placed, so it is printed apart
  const idleFrom = server.cpu();
  await new Promise((r) => setTimeout(r, 1000));
  const idleTo = server.cpu();
  const idleMsPerS = idleFrom && idleTo ? Math.round(idleTo.mainMs - idleFrom.mainMs) : '';
  // the server's main-thread CPU per accepted order: the figure a shared machine disturbs least
  // (10,000 orders/s on one core leaves at most 100 µs an order, HTTP parsing included)
  const row = await measureWithCpu(server, `POST /api/fast/order (demo, ${STAKE} USDT, 30 s)`, placing(seconds));
  const [load = 0] = os.loadavg();
  // the anchor, after the orders (they are the figure): the same requests (guests' tokens, the
  // order's body) to POST /api/dev/constant, which authenticates and validates them as the order
  // route does and answers a constant without placing anything: what this machine's framework
  // path alone allows, the ceiling of the orders' rate here
  await measure('anchor warm-up', placing(WARM_UP_SECONDS, ANCHOR_PATH));
  const anchor = await measureWithCpu(server, `POST ${ANCHOR_PATH} (anchor: the same requests, no order)`, placing(seconds, ANCHOR_PATH));

  // the orders the server wrote are the orders counted: at most the requests in flight when each
  // run stopped (sent, never answered to autocannon) are on top
  let written = 0;
  for (const token of tokens)
    written += ((await server.ok('GET', '/api/fast/orders?mode=demo&pageSize=1', undefined, token)).data as { total: number }).total;
  const counted = 1 + warm.accepted + row.accepted;
  if (written < counted || written > counted + 2 * connections) {
    throw new Error(`the server wrote ${written} orders, the benchmark counted ${counted} accepted`);
  }
  printRunContext(server.store, `${connections} connections, ${seconds} s, ${guests} guests (${ordersPerGuest} orders each)`);
  console.table([{ ...row, 'server main-thread ms/s idle': idleMsPerS, 'orders written (whole run)': written }, anchor]);
  console.log(
    `orders / anchor: ${(row['accepted/s'] / anchor['accepted/s']).toFixed(2)}× the rate; an order's main thread beyond the anchor's: ` +
      `${typeof row['server main-thread µs/order'] === 'number' && typeof anchor['server main-thread µs/order'] === 'number' ? row['server main-thread µs/order'] - anchor['server main-thread µs/order'] : '?'} µs`,
  );
  // (the names bench:speed reads: issue 44's bounds are on accepted orders/s and p99)
  reportFigures('fast-http', [
    {
      figure: 'accepted orders/s',
      value: row['accepted/s'],
      detail: `${connections} connections, p50 ${row['p50 ms']} ms, load ${load.toFixed(2)}`,
    },
    { figure: 'p99 ms', value: row['p99 ms'], detail: `${connections} connections, load ${load.toFixed(2)}` },
    {
      figure: 'anchor: constant POST req/s',
      value: anchor['accepted/s'],
      detail: `the same requests without an order, p99 ${anchor['p99 ms']} ms`,
    },
    ...(typeof row['server main-thread µs/order'] === 'number'
      ? [
          {
            figure: 'server main-thread µs/order',
            value: row['server main-thread µs/order'],
            detail: `${idleMsPerS} ms/s of it idle (no orders), load ${load.toFixed(2)}`,
          },
        ]
      : []),
  ]);
} finally {
  await server.stop();
}
