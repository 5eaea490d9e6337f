// Contract risk checks (issue 15 point 6, docs/decisions/034-risk-trigger-index.md):
// 1. the trigger index with 100,000 open positions over the 22 seeded products (random sides,
//    leverages among each product's choices, stops on some, a few pending limit orders and
//    locked pairs) while every product ticks once a second on a path that crosses nothing:
//    ms per tick (all products), building and changing the index;
// 2. a tick that liquidates 10,000 positions: finding them (index), then settling them through
//    the contract service (chunked ledger transactions) with the longest event-loop stall —
//    measured only when the service is on this branch.
//   npm run bench:risk
//   RISK_PROFILE=settle.cpuprofile npm run bench:risk   (a CPU profile of the settlement alone)
//   RISK_HEAP=settle.heapprofile npm run bench:risk     (where the settlement allocates, collected objects included)
//   RISK_ROUNDS=5 RISK_SETTLE_ONLY=1 npm run bench:risk (five settlements, the least CPU time of them:
//                                                          what other work on the cores changes least)
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import { contractSettingFor, products as seedProducts } from '../../prisma/seed-data.ts';
import { type ContractSpec, marginOf, sidesOf } from '../../shared/contract.ts';
import { TriggerIndex, type TriggerSource, triggersOf } from '../../server/modules/contract/trigger-index.ts';
import { reconcile } from '../../server/ledger/reconcile.ts';
import { sized } from './lib/scale.ts';
import { seededRandom } from './lib/random.ts';
import { gc, percentilesMs } from './lib/timings.ts';
import { watchStalls } from './lib/stalls.ts';
import { mainThreadCpuMs } from './lib/thread-cpu.ts';

const POSITIONS = sized(100_000, 1_000);
const SECONDS = sized(3_600, 60);
const LIQUIDATIONS = sized(10_000, 100);
const FIND_ROUNDS = sized(10, 2);
/** Settlement rounds (RISK_ROUNDS): each opens 10,000 new positions and settles them; the least is printed too. */
const ROUNDS = Number(process.env.RISK_ROUNDS ?? 1);
/** RISK_SETTLE_ONLY=1: the settlement alone (no index part). */
const SETTLE_ONLY = process.env.RISK_SETTLE_ONLY === '1';

// deterministic randomness (mulberry32): the same positions and path on every run
const random = seededRandom(20261125);
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;

interface BenchProduct {
  id: number;
  spec: ContractSpec & { spreadTicks: bigint };
  leverages: number[];
  start: bigint;
}

const products: BenchProduct[] = seedProducts.map((p, i) => {
  const s = contractSettingFor(p.symbol, p.category);
  const ticks = BigInt(p.basePrice.replace('.', ''));
  return {
    id: i + 1,
    spec: {
      pricePrecision: p.pricePrecision,
      contractSize: BigInt(s.contractSize),
      feeRate: s.feeRate,
      maintenanceRate: s.maintenanceRate,
      spreadTicks: BigInt(s.spreadTicks),
    },
    leverages: s.leverages.split(',').map(Number),
    start: ticks,
  };
});

/** A fraction of a price in ticks. */
const away = (ticks: bigint, fraction: number) => (ticks * BigInt(Math.round(fraction * 1e6))) / 1_000_000n;

// The path stays within ±0.25 % of the start; stops and limits are set 0.5–3.5 % from the entry
// and the nearest liquidation (100×, maintenance 0.5 %, fees) is about 0.47 % from it.
const BAND = 0.0025;

function randomPosition(p: BenchProduct, side: 'long' | 'short', leverage: number): TriggerSource {
  const { bid, ask } = sidesOf(p.start, p.spec.spreadTicks);
  const entry = side === 'long' ? ask : bid;
  const lots = BigInt(1 + Math.floor(random() * 500));
  const sign = side === 'long' ? 1n : -1n;
  const roll = random();
  const status = roll < 0.05 ? 'locked' : roll < 0.15 ? 'pending' : 'holding';
  return {
    side,
    status,
    lots,
    entryValue: lots * entry,
    margin: marginOf(p.spec, lots, entry, leverage),
    limitTicks: status === 'pending' ? entry - sign * away(entry, 0.005 + random() * 0.02) : null,
    stopLossTicks: random() < 0.4 ? entry - sign * away(entry, 0.005 + random() * 0.03) : null,
    takeProfitTicks: random() < 0.4 ? entry + sign * away(entry, 0.005 + random() * 0.03) : null,
  };
}

const memory = () => {
  gc();
  return process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
};

if (!SETTLE_ONLY) indexAndFind();

// ---------------------------------------------------------------- 2b. settling them
await settlement();

/**
 * Settling 10,000 liquidations through the contract service: positions opened through the API
 * (a guest's demo money: 10,000 × 0.01 BTC at 100×), then a recorded tick 3 % under the
 * mark (under every liquidation price) and one tick frame, timed until none is holding, with the longest event-loop stall.
 */
async function settlement() {
  if (!fs.existsSync(new URL('../../server/modules/contract/service.ts', import.meta.url))) {
    console.log('\nsettlement: not measured — the contract service is not on this branch');
    return;
  }
  const { createTemplateDatabase } = await import('../../tests/helpers/template.ts');
  const { createTestApp, APP_KEY } = await import('../../tests/helpers/app.ts');
  await createTemplateDatabase();
  const t = await createTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '0' } });
  const call = async (method: 'GET' | 'POST', url: string, token?: string, payload?: object, remoteAddress?: string) => {
    const res = await t.app.inject({
      method,
      url,
      payload,
      remoteAddress,
      headers: { AppKey: APP_KEY, ...(token ? { authorization: token } : {}) },
    });
    const body = res.json() as { code: number; data: unknown };
    if (body.code !== 0) throw new Error(`${method} ${url}: ${res.body}`);
    return { body, res };
  };
  try {
    const { app, clock } = t;
    const product = app.market.product('BTC/USDT');
    if (!product) throw new Error('no BTC/USDT');
    clock.advance(1000);
    app.market.tick();
    const rows: Record<string, unknown>[] = [];
    for (let round = 1; round <= ROUNDS; round++) rows.push(await settleRound(round));
    if (ROUNDS > 1) {
      const cpu = rows.map((r) => r['cpu ms'] as number);
      const total = rows.map((r) => r['total ms'] as number);
      const work = rows.map((r) => r['main-thread ms']).filter((w): w is number => typeof w === 'number');
      rows.push({
        case: `least of ${ROUNDS} rounds`,
        'total ms': Math.min(...total),
        'main-thread ms': work.length ? Math.min(...work) : '',
        'cpu ms': Math.min(...cpu),
        'longest stall ms': '',
      });
    }
    console.table(rows);
    // every liquidation's money accounted for
    const drifts = reconcile(app.ctx.flow);
    if (drifts.length) throw new Error(`the ledger does not reconcile: ${JSON.stringify(drifts.slice(0, 5))}`);
    console.log('ledger reconcile: clean');
  } finally {
    await t.close();
  }

  /** Opens LIQUIDATIONS positions for a new guest at the mark, then gaps 3 % under it and settles them. */
  async function settleRound(round: number) {
    const { app, clock } = t;
    const product = app.market.product('BTC/USDT');
    if (!product) throw new Error('no BTC/USDT');
    const guest = await call('POST', '/api/demo/guest', undefined, undefined, `10.9.${round}.1`);
    const token = guest.res.headers.authorization as string;
    const open = { productId: product.id, side: 'long', lots: '0.01', leverage: 100, orderType: 'market', mode: 'demo' };
    for (let i = 0; i < LIQUIDATIONS; i++) await call('POST', '/api/contract/open', token, open);
    const holding = async () =>
      ((await call('GET', '/api/contract/positions?status=holding&mode=demo&pageSize=1', token)).body.data as { total: number }).total;
    if ((await holding()) !== LIQUIDATIONS) throw new Error('the positions did not open');

    const markNow = app.market.ticks.inForce(product.id, clock.now())?.ticks;
    if (markNow === undefined) throw new Error('no recorded BTC/USDT tick');
    clock.advance(1000);
    app.market.ticks.record([[product.id, clock.now(), Math.round(markNow * 0.97)]]);
    const profile = process.env.RISK_PROFILE ? new Session() : undefined;
    if (profile) {
      profile.connect();
      await profile.post('Profiler.enable');
      await profile.post('Profiler.setSamplingInterval', { interval: 100 });
      await profile.post('Profiler.start');
    }
    const heap = process.env.RISK_HEAP ? new Session() : undefined;
    if (heap) {
      heap.connect();
      await heap.post('HeapProfiler.enable');
      await heap.post('HeapProfiler.startSampling', {
        samplingInterval: 256,
        includeObjectsCollectedByMajorGC: true,
        includeObjectsCollectedByMinorGC: true,
      });
    }
    const stalls = watchStalls();
    const cpu = process.cpuUsage();
    const work = mainThreadCpuMs();
    const start = performance.now();
    app.market.bus.publish({ seq: app.market.currentSeq + 1, time: clock.now(), quotes: [], candles: new Map() });
    // the frame's subscriber starts the risk run on the next turn; joining it waits for its end
    // (nothing else is asked of the server meanwhile, so the time is the settlement's work)
    await new Promise((resolve) => setImmediate(resolve));
    await app.services.contractRisk.process(clock.now());
    const elapsed = performance.now() - start;
    const workEnd = mainThreadCpuMs();
    if (heap) {
      const { profile: data } = await heap.post('HeapProfiler.stopSampling');
      fs.writeFileSync(process.env.RISK_HEAP as string, JSON.stringify(data));
      heap.disconnect();
    }
    const { user, system } = process.cpuUsage(cpu);
    const longest = stalls();
    if (profile) {
      const { profile: data } = await profile.post('Profiler.stop');
      fs.writeFileSync(process.env.RISK_PROFILE as string, JSON.stringify(data));
      profile.disconnect();
    }
    const left = await holding();
    if (left > 0) throw new Error(`${left} positions still holding after the risk run`);
    return {
      case: `settle ${LIQUIDATIONS.toLocaleString('en-US')} liquidations (service, from the tick frame until none holds)${ROUNDS > 1 ? `, round ${round}` : ''}`,
      'total ms': Math.round(elapsed),
      // the event loop thread's own CPU time over the same span: the settlement's work, whatever
      // else runs on the machine
      'main-thread ms': work === undefined || workEnd === undefined ? '' : Math.round(workEnd - work),
      // the process's CPU time (V8's compiler and GC threads included)
      'cpu ms': Math.round((user + system) / 1000),
      'longest stall ms': Math.round(longest),
    };
  }
}

/** 1. The index's cost per tick when nothing triggers; 2a. finding 10,000 crossed positions in one tick. */
function indexAndFind() {
  // ---------------------------------------------------------------- 1. index cost, nothing triggers
  const index = new TriggerIndex();
  const sources: { id: number; product: BenchProduct; position: TriggerSource }[] = [];
  for (let id = 1; id <= POSITIONS; id++) {
    const product = pick(products);
    sources.push({ id, product, position: randomPosition(product, random() < 0.5 ? 'long' : 'short', pick(product.leverages)) });
  }
  const memoryBefore = memory();
  let t0 = performance.now();
  for (const s of sources) index.set(s.id, s.product.id, triggersOf(s.position, s.product.spec));
  const buildMs = performance.now() - t0;
  const bytesPerPosition = Math.round((memory() - memoryBefore) / index.size);

  // each product ticks once a second: a random walk reflected into the band
  const marks = products.map((p) => p.start);
  const tickMs: number[] = [];
  let crossedOnPath = 0;
  const poppedBefore = index.popped;
  const controlMs: number[] = [];
  let controlSum = 0;
  gc();
  for (let second = 0; second < SECONDS; second++) {
    for (let i = 0; i < products.length; i++) {
      const p = products[i] as BenchProduct;
      const step = away(p.start, (random() - 0.5) * 0.0008);
      let next = (marks[i] as bigint) + step;
      if (next > p.start + away(p.start, BAND) || next < p.start - away(p.start, BAND)) next = (marks[i] as bigint) - step;
      marks[i] = next;
    }
    const s = performance.now();
    for (let i = 0; i < products.length; i++) crossedOnPath += index.crossed((products[i] as BenchProduct).id, marks[i] as bigint).length;
    const e = performance.now();
    // control: the same timing around a loop that does next to nothing, to tell the index's cost
    // from the machine's (a descheduled process or a collection shows in both)
    for (let i = 0; i < products.length; i++) controlSum += Number(marks[i]);
    controlMs.push(performance.now() - e);
    tickMs.push(e - s);
  }
  const quietPops = index.popped - poppedBefore;

  // moving stops: every position's triggers replaced once (what a stop change or an add order costs)
  t0 = performance.now();
  for (const s of sources) {
    s.position.stopLossTicks = s.position.stopLossTicks === null ? null : s.position.stopLossTicks - 1n;
    index.set(s.id, s.product.id, triggersOf(s.position, s.product.spec));
  }
  const changeUs = ((performance.now() - t0) * 1000) / POSITIONS;

  console.log(
    `\nnode ${process.version}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${os.cpus().length} cores\n`,
  );
  console.log(
    `index: ${POSITIONS.toLocaleString('en-US')} positions over ${products.length} products (${index.size.toLocaleString('en-US')} with triggers)`,
  );
  console.table([
    {
      case: `quiet ticks, ${SECONDS} s × ${products.length} products`,
      ...percentilesMs(tickMs),
      'crossed on the path': crossedOnPath,
      'ticks over 1 ms': tickMs.filter((t) => t > 1).length,
      'heap pops': quietPops,
    },
    {
      case: 'control: the same timing, no index',
      ...percentilesMs(controlMs),
      'ticks over 1 ms': controlMs.filter((t) => t > 1).length,
      'heap pops': 0,
    },
  ]);
  if (controlSum <= 0) throw new Error('no marks');
  console.log(
    `build ${buildMs.toFixed(0)} ms (${((buildMs * 1000) / POSITIONS).toFixed(2)} µs a position, triggersOf included), ` +
      `${bytesPerPosition} bytes a position in the index; replacing a position's triggers ${changeUs.toFixed(2)} µs`,
  );
  if (crossedOnPath !== 0) throw new Error('the quiet path crossed a trigger: the figures above are not of quiet ticks');

  // ---------------------------------------------------------------- 2a. a tick that liquidates 10,000
  // 10,000 100× longs on a product of their own (BTC/USDT's settings) next to the 100,000 above;
  // the tick gaps 3 % down
  const btc = products.find((_, i) => seedProducts[i]?.symbol === 'BTC/USDT') as BenchProduct;
  const gapProduct: BenchProduct = { ...btc, id: 1_000 };
  const findMs: number[] = [];
  for (let round = 0; round < FIND_ROUNDS; round++) {
    for (let i = 0; i < LIQUIDATIONS; i++) {
      const id = 1_000_000 + i;
      const position = { ...randomPosition(gapProduct, 'long', 100), status: 'holding' as const, limitTicks: null };
      index.set(id, gapProduct.id, triggersOf(position, gapProduct.spec));
    }
    gc();
    const s = performance.now();
    const crossed = index.crossed(gapProduct.id, gapProduct.start - away(gapProduct.start, 0.03));
    findMs.push(performance.now() - s);
    const liquidated = crossed.filter((c) => c.kind === 'liquidation').length;
    if (crossed.length !== LIQUIDATIONS) throw new Error(`the gap crossed ${crossed.length} positions, not ${LIQUIDATIONS}`);
    if (round === 0)
      console.log(`\ngap tick: ${crossed.length} positions crossed, ${liquidated} reported as liquidations (before their stop-losses)`);
  }
  console.table([
    {
      case: `find ${LIQUIDATIONS.toLocaleString('en-US')} crossed in one tick (${FIND_ROUNDS} rounds)`,
      ...percentilesMs(findMs),
      rounds: findMs.map((t) => t.toFixed(1)).join(' '),
    },
  ]);
}
