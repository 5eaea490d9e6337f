// Matching engine throughput and latency (issue 16): a mix of resting limit orders, cancels and
// crossing orders on one book at 1, 100 and 1,000 orders per price level, on our engine
// (server/modules/spot/engine) and, with the same seeded stream, on nodejs-order-book 10.1.1.
//   npm run bench:matching
// Each case builds a book of LEVELS price levels a side × the orders per level, then runs the mix:
// 20 % crossing (10 % a limit at the best opposite price, 5 % market sell, 5 % market buy — ours
// by quote = lots × best ask, nodejs-order-book by size), the rest a cancel of a random resting
// order while the book holds more than its starting size, else a new resting limit at a random
// level of its side — so the orders per level stay where the case started.
// Throughput: one timed loop over OPS operations (batch timing; the stream's random draws and the
// bookkeeping of resting ids are included, the same for both engines), per wall second and per
// second of this process's CPU time (closer to a quiet machine's figure when others share the
// cores; the GC's helper threads count in it too). Latency: a second loop with
// process.hrtime.bigint() read around each call of the engine's adapter (the engine call and the
// resting-id bookkeeping of its result; the stream's draws are outside; the timer's cost is printed).
import { OrderBook as TheirBook, SelfTradePreventionMode, Side as TheirSide } from 'nodejs-order-book';
// After each case the harness's resting ids must all be in the engine's book and the book must
// not be crossed, else the run stops.
import { OrderBook } from '../../server/modules/spot/engine/order-book.ts';
import { sized } from './lib/scale.ts';

const LEVELS = 20;
const MID = 100_000; // ticks
const ACCOUNTS = 1_000;
const WARMUP = sized(100_000, 2_000);
const OPS = sized(1_000_000, 20_000);
const MAX_SECONDS = sized(5, 1);
const LATENCY_OPS = sized(200_000, 5_000);
// `npm run bench:matching -- 1000` runs only the given depths
const DEPTHS = process.argv.slice(2).length ? process.argv.slice(2).map(Number) : [1, 100, 1_000];

/** What the harness needs from an engine; `onFilled`/`onRested` keep the resting-id set in step. */
interface Engine {
  name: string;
  limit(id: number, account: number, buy: boolean, price: number, qty: number): void;
  marketSell(id: number, account: number, qty: number): void;
  marketBuy(id: number, account: number, qty: number, bestAsk: number): void;
  cancel(id: number): void;
  bestBid(): number | undefined;
  bestAsk(): number | undefined;
  holds(id: number): boolean;
}

/** Resting order ids with O(1) add, remove and random pick (the cancels' targets). */
class LiveIds {
  ids: number[] = [];
  private index = new Map<number, number>();
  add(id: number): void {
    this.index.set(id, this.ids.length);
    this.ids.push(id);
  }
  remove(id: number): void {
    const i = this.index.get(id);
    if (i === undefined) return;
    const last = this.ids.pop() as number;
    if (last !== id) {
      this.ids[i] = last;
      this.index.set(last, i);
    }
    this.index.delete(id);
  }
}

function ours(live: LiveIds): Engine {
  const book = new OrderBook();
  const settle = (result: ReturnType<OrderBook['placeLimit']>) => {
    for (const f of result.fills) if (f.makerLeft === 0) live.remove(f.makerId);
  };
  return {
    name: 'ours',
    limit(id, account, buy, price, qty) {
      const result = book.placeLimit({ id, account, side: buy ? 'buy' : 'sell', price, qty });
      settle(result);
      if (result.status === 'resting') live.add(id);
    },
    marketSell: (id, account, qty) => settle(book.placeMarket({ id, account, side: 'sell', qty })),
    marketBuy: (id, account, qty, bestAsk) => settle(book.placeMarket({ id, account, side: 'buy', quote: BigInt(qty * bestAsk) })),
    cancel(id) {
      if (book.cancel(id)) live.remove(id);
    },
    bestBid: () => book.bestBid(),
    bestAsk: () => book.bestAsk(),
    holds: (id) => book.get(id) !== undefined,
  };
}

function theirs(live: LiveIds): Engine {
  const book = new TheirBook();
  const accounts = Array.from({ length: ACCOUNTS }, (_, i) => String(i));
  const stpMode = SelfTradePreventionMode.EXPIRE_TAKER;
  // its best prices are private fields (depth() would copy the whole book on every read)
  type Queue = { price(): number } | undefined;
  const sides = book as unknown as { bids: { maxPriceQueue(): Queue }; asks: { minPriceQueue(): Queue } };
  const settle = (result: ReturnType<TheirBook['limit']>) => {
    for (const o of result.done) live.remove(Number(o.id));
  };
  return {
    name: 'nodejs-order-book',
    limit(id, account, buy, price, qty) {
      const sid = String(id);
      const result = book.limit({
        id: sid,
        side: buy ? TheirSide.BUY : TheirSide.SELL,
        size: qty,
        price,
        accountId: accounts[account],
        stpMode,
      });
      settle(result);
      if (book.order(sid) !== undefined) live.add(id); // its result does not say plainly whether the taker rests
    },
    marketSell: (_id, account, qty) => settle(book.market({ side: TheirSide.SELL, size: qty, accountId: accounts[account], stpMode })),
    marketBuy: (_id, account, qty) => settle(book.market({ side: TheirSide.BUY, size: qty, accountId: accounts[account], stpMode })),
    cancel(id) {
      if (book.cancel(String(id))) live.remove(id);
    },
    bestBid: () => sides.bids.maxPriceQueue()?.price(),
    bestAsk: () => sides.asks.minPriceQueue()?.price(),
    holds: (id) => book.order(String(id)) !== undefined,
  };
}

/** mulberry32: a seeded stream, so both engines see the same decisions while they agree. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const KINDS = ['place', 'cancel', 'cross limit', 'market sell', 'market buy'] as const;

function runCase(make: (live: LiveIds) => Engine, perLevel: number) {
  const live = new LiveIds();
  const engine = make(live);
  const rand = random(perLevel);
  let nextId = 1;
  const pick = (n: number) => Math.floor(rand() * n);
  // the starting book: LEVELS levels a side around MID, perLevel orders each, in random order
  for (let n = 0; n < LEVELS * perLevel; n++) {
    for (const buy of [true, false]) {
      const price = buy ? MID - 1 - pick(LEVELS) : MID + 1 + pick(LEVELS);
      engine.limit(nextId++, pick(ACCOUNTS), buy, price, 1 + pick(10));
    }
  }
  const target = live.ids.length;
  const counts = new Float64Array(KINDS.length);

  const samples = new Float64Array(LATENCY_OPS);
  const byKind: number[][] = KINDS.map(() => []);
  let sampled = 0;

  /** One operation of the mix; with `timing`, the engine call alone is timed. */
  const step = (timing: boolean) => {
    const r = rand();
    const account = pick(ACCOUNTS);
    const qty = 1 + pick(5);
    const id = nextId++;
    let kind = 0;
    let buy = false;
    let price = 0;
    let cancelId = 0;
    if (r < 0.1) {
      kind = 2;
      buy = rand() < 0.5;
      price = (buy ? engine.bestAsk() : engine.bestBid()) ?? MID;
    } else if (r < 0.15) {
      kind = 3;
    } else if (r < 0.2) {
      kind = 4;
      price = engine.bestAsk() ?? MID;
    } else if (live.ids.length > target) {
      kind = 1;
      cancelId = live.ids[pick(live.ids.length)] as number;
    } else {
      buy = rand() < 0.5;
      // a resting price: inside its side's band, never crossing the other side's best
      price = buy
        ? Math.min(MID - 1 - pick(LEVELS), (engine.bestAsk() ?? MID) - 1)
        : Math.max(MID + 1 + pick(LEVELS), (engine.bestBid() ?? MID) + 1);
    }
    counts[kind] = (counts[kind] as number) + 1;
    const t0 = timing ? process.hrtime.bigint() : 0n;
    if (kind === 0 || kind === 2) engine.limit(id, account, buy, price, qty);
    else if (kind === 1) engine.cancel(cancelId);
    else if (kind === 3) engine.marketSell(id, account, qty);
    else engine.marketBuy(id, account, qty, price);
    if (timing) {
      const ns = Number(process.hrtime.bigint() - t0);
      samples[sampled++] = ns;
      (byKind[kind] as number[]).push(ns);
    }
  };

  for (let i = 0; i < WARMUP; i++) step(false);
  counts.fill(0);
  // at most OPS operations or about MAX_SECONDS, whichever comes first (a slow engine stops early)
  const cpuBefore = process.cpuUsage();
  const started = process.hrtime.bigint();
  const deadline = started + BigInt(MAX_SECONDS * 1e9);
  let ops = 0;
  while (ops < OPS) {
    for (let i = 0; i < 1000; i++) step(false);
    ops += 1000;
    if (process.hrtime.bigint() > deadline) break;
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const mix = Array.from(counts, (c) => c / ops);

  for (let i = 0; i < LATENCY_OPS; i++) step(true);

  // the harness's view of the book must be the engine's: every id it would cancel is resting
  for (const id of live.ids) if (!engine.holds(id)) throw new Error(`${engine.name}: order ${id} is not in the book`);
  // a crossing order fills until it no longer crosses: the best bid stays under the best ask
  const [bid, ask] = [engine.bestBid(), engine.bestAsk()];
  if (bid !== undefined && ask !== undefined && bid >= ask) throw new Error(`${engine.name}: the book is crossed (bid ${bid}, ask ${ask})`);
  return {
    opsPerSecond: ops / seconds,
    opsPerCpuSecond: ops / cpuSeconds,
    ops,
    latency: percentiles(samples),
    byKind: byKind.map((s) => percentiles(Float64Array.from(s))),
    mix,
    restingOrders: live.ids.length,
  };
}

function percentiles(samples: Float64Array) {
  const sorted = samples.slice().sort();
  const at = (q: number) => (sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number) : Number.NaN);
  return { p50: at(0.5), p99: at(0.99), p999: at(0.999), count: sorted.length };
}

function timerOverhead(): number {
  const s = new Float64Array(100_000);
  for (let i = 0; i < s.length; i++) {
    const t0 = process.hrtime.bigint();
    s[i] = Number(process.hrtime.bigint() - t0);
  }
  return percentiles(s).p50;
}

const us = (ns: number) => (ns / 1000).toFixed(2);
const fmt = (x: number) => Math.round(x).toLocaleString('en-US');

console.log(
  `Node ${process.version}; load average before: ${(await import('node:os'))
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log(`hrtime.bigint() pair (timer overhead, p50): ${timerOverhead()} ns — included in each latency below`);
console.log(
  `${LEVELS} levels a side; warm-up ${fmt(WARMUP)} ops; throughput over ${fmt(OPS)} ops or ${MAX_SECONDS} s (batch timing); latency over ${fmt(LATENCY_OPS)} ops (per op)\n`,
);
console.log(
  '| engine | orders/level | resting orders | ops timed | ops/s (wall) | ops per CPU-s | p50 µs | p99 µs | p99.9 µs | p99 µs place / cancel / cross limit / market sell / market buy | mix % place / cancel / cross / msell / mbuy |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const perLevel of DEPTHS) {
  for (const make of [ours, theirs]) {
    const name = make(new LiveIds()).name;
    const r = runCase(make, perLevel);
    console.log(
      `| ${name} | ${fmt(perLevel)} | ${fmt(r.restingOrders)} | ${fmt(r.ops)} | ${fmt(r.opsPerSecond)} | ${fmt(r.opsPerCpuSecond)} | ${us(r.latency.p50)} | ${us(r.latency.p99)} | ${us(r.latency.p999)} | ${r.byKind.map((k) => us(k.p99)).join(' / ')} | ${r.mix.map((m) => (m * 100).toFixed(1)).join(' / ')} |`,
    );
  }
}
console.log(
  `\nload average after: ${(await import('node:os'))
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log('Through the HTTP API: npm run bench:spot-http');
