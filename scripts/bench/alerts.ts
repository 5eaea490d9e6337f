// Price alerts on the engine's tick path (issue 37 point 3: "100,000 active alerts cost ≤ 1 ms
// per tick"):
// 1. the index alone: 100,000 active alerts over the seeded products (40 % above, 40 % below,
//    20 % moves of 20–40 % over the three windows; prices 1–10 % from the start) while every product ticks
//    once a second on a path that crosses none: ms per tick (all products), p50/p99/max; then a
//    tick that crosses 1,000 of them;
// 2. the evaluator as the engine runs it after a frame, in a test app on SQLite: the same
//    100,000 alerts stored and loaded at start, then per tick the recorded ticks of every product
//    read back and evaluated (what the engine does after each frame): ms per tick.
//   npm run bench:alerts
import { products as seedProducts } from '../../prisma/seed-data.ts';
import { MOVE_WINDOWS } from '../../shared/price-alerts.ts';
import { AlertIndex, type IndexedAlert } from '../../server/modules/alerts/alert-index.ts';
import { sized } from './lib/scale.ts';
import { seededRandom } from './lib/random.ts';
import { gc, percentilesMs } from './lib/timings.ts';

const ALERTS = sized(100_000, 1_000);
const SECONDS = sized(3_600, 30);
const APP_SECONDS = sized(600, 20);
const WINDOWS = Object.values(MOVE_WINDOWS);

const random = seededRandom(20261129);

const products = seedProducts.map((p, i) => ({
  id: i + 1,
  symbol: p.symbol,
  precision: p.pricePrecision,
  start: Number(p.basePrice.replace('.', '')),
}));

interface Spec {
  productId: number;
  kind: IndexedAlert['kind'];
  key: number;
  windowMs: number;
}
/** Alerts 1–10 % from the start price, or moves of 20–40 % (beyond a day's range of the history): a path within ±0.5 % crosses none. */
function specs(): Spec[] {
  const out: Spec[] = [];
  for (let i = 0; i < ALERTS; i++) {
    const p = products[i % products.length] as (typeof products)[number];
    const roll = random();
    const away = 0.01 + random() * 0.09;
    if (roll < 0.4) out.push({ productId: p.id, kind: 'above', key: Math.round(p.start * (1 + away)), windowMs: 0 });
    else if (roll < 0.8) out.push({ productId: p.id, kind: 'below', key: Math.round(p.start * (1 - away)), windowMs: 0 });
    else
      out.push({ productId: p.id, kind: 'move', key: 2000 + Math.round(random() * 2000), windowMs: WINDOWS[i % WINDOWS.length] as number });
  }
  return out;
}

/** A path per product within ±0.5 % of its start (a bounded random walk). */
function pathStep(prices: number[]) {
  for (let i = 0; i < products.length; i++) {
    const p = products[i] as (typeof products)[number];
    const next = (prices[i] as number) * (1 + (random() - 0.5) * 0.001);
    prices[i] = Math.round(Math.min(p.start * 1.005, Math.max(p.start * 0.995, next)));
  }
}

// ---------------------------------------------------------------- 1. the index alone
{
  const all = specs();
  gc();
  const heap0 = process.memoryUsage().heapUsed;
  const t0 = performance.now();
  const index = new AlertIndex(WINDOWS);
  all.forEach((s, i) => {
    index.add({ id: i + 1, userId: 1 + (i % 5000), ...s });
  });
  const buildMs = performance.now() - t0;
  gc();
  const heapMb = (process.memoryUsage().heapUsed - heap0) / 1e6;
  const prices = products.map((p) => p.start);
  const times: number[] = [];
  // (the build's garbage collected before the timed loop)
  gc();
  let fired = 0;
  const start = Date.UTC(2026, 10, 29);
  for (let s = 0; s < SECONDS; s++) {
    pathStep(prices);
    const time = start + s * 1000;
    const t = performance.now();
    for (let i = 0; i < products.length; i++) fired += index.tick(i + 1, time, prices[i] as number).length;
    times.push(performance.now() - t);
  }
  if (fired !== 0) throw new Error(`the path crossed ${fired} alerts; it must cross none`);
  // one cancel and one create, each
  const c0 = performance.now();
  index.remove(1);
  const cancelMs = performance.now() - c0;
  const a0 = performance.now();
  index.add({ id: 1, userId: 1, ...(all[0] as Spec) });
  const addMs = performance.now() - a0;
  // a tick that crosses 1,000 above-alerts of one product
  const crossing = new AlertIndex(WINDOWS);
  for (let i = 0; i < 1000; i++) crossing.add({ id: i + 1, userId: 1, productId: 1, kind: 'above', key: 1000 + i, windowMs: 0 });
  const x0 = performance.now();
  const n = crossing.tick(1, start, 5000).length;
  const crossMs = performance.now() - x0;
  if (n !== 1000) throw new Error(`crossed ${n}, expected 1000`);
  console.log(
    `\n1. the index alone: ${ALERTS.toLocaleString('en-US')} active alerts, ${products.length} products, ${SECONDS} ticks of every product`,
  );
  console.table([{ 'per tick (all products)': 'index.tick', ...percentilesMs(times, 'p50 ms') }]);
  console.table([
    {
      'build ms': +buildMs.toFixed(1),
      'heap MB': +heapMb.toFixed(1),
      'add ms': +addMs.toFixed(4),
      'cancel ms': +cancelMs.toFixed(4),
      'tick crossing 1,000 ms': +crossMs.toFixed(3),
    },
  ]);
}

// ---------------------------------------------------------------- 2. the evaluator in an app
{
  const { createTemplateDatabase } = await import('../../tests/helpers/template.ts');
  const { createTestApp } = await import('../../tests/helpers/app.ts');
  await createTemplateDatabase();
  const t = await createTestApp();
  try {
    const { app, clock } = t;
    const db = app.ctx.sqlite;
    const ids = products.map((p) => (app.market.product(p.symbol) as { id: number }).id);
    const armed = app.market.lastTickTime;
    const insert = db.prepare(
      `INSERT INTO "PriceAlert" (userId, productId, kind, threshold, windowMs, status, createdAt, armedTickTime, armedPrice) VALUES (?, ?, ?, ?, ?, 'active', ?, ?, '0')`,
    );
    const starts = products.map((p) => Math.round(Number(app.market.quote(p.symbol)?.price) * 10 ** p.precision));
    const rows = specs().map((s) => {
      const i = s.productId - 1;
      const p = products[i] as (typeof products)[number];
      // thresholds around the app's own prices (the same distances)
      const key = s.kind === 'move' ? s.key : Math.round(((starts[i] as number) * s.key) / p.start);
      const text = s.kind === 'move' ? (s.key / 100).toString() : (key / 10 ** p.precision).toFixed(p.precision);
      return [1 + (i % 5000), ids[i], s.kind, text, s.kind === 'move' ? s.windowMs : null, clock.now(), armed] as const;
    });
    db.transaction(() => {
      for (const r of rows) insert.run(...r);
    }).immediate();
    const evaluator = app.services.alertEvaluator;
    const s0 = performance.now();
    evaluator.start(app.services.priceAlerts.keyOf);
    const startMs = performance.now() - s0;
    if (evaluator.size !== ALERTS) throw new Error(`${evaluator.size} alerts loaded, expected ${ALERTS}`);
    const prices = [...starts];
    const times: number[] = [];
    gc();
    for (let s = 0; s < APP_SECONDS; s++) {
      for (let i = 0; i < products.length; i++) {
        const start = starts[i] as number;
        prices[i] = Math.round(Math.min(start * 1.005, Math.max(start * 0.995, (prices[i] as number) * (1 + (random() - 0.5) * 0.001))));
      }
      clock.advance(1000);
      // recorded as the engine records a frame's ticks (not timed: the engine's own work)
      app.market.ticks.record(ids.map((id, i) => [id, clock.now(), prices[i] as number]));
      const t0 = performance.now();
      evaluator.process(clock.now());
      times.push(performance.now() - t0);
    }
    if (evaluator.size !== ALERTS) throw new Error(`${ALERTS - evaluator.size} alerts fired; the path must cross none`);
    console.log(`\n2. the evaluator after each frame (SQLite test app): ${ALERTS.toLocaleString('en-US')} alerts, ${APP_SECONDS} ticks`);
    console.table([
      {
        'per tick (read recorded ticks + evaluate)': 'process',
        ...percentilesMs(times, 'p50 ms'),
        'start (load + index) ms': +startMs.toFixed(0),
      },
    ]);
  } finally {
    await t.close();
  }
}
