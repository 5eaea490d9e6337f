// The house market maker's cost per tick (docs/decisions/039-spot-market-maker.md): an app in
// this process with the maker on (8 spot markets × real and demo = 16 books, 10 levels a side),
// ticked as the live market ticks; every tick each book's 20 house orders are cancelled and 20
// placed (one transaction per book, one book per setImmediate). Reports ms per round (16
// books), per book (p50, p99, max: the longest the event loop is held by it) and the longest
// event-loop stall while the rounds run.
// Every tick must give a round, no level may be skipped (unfunded), every book must hold its
// levels at the end and the ledger must reconcile, else the run stops.
//   npm run bench:spot-mm      (BENCH_TICKS, default 120)
import os from 'node:os';
import { reconcile } from '../../server/ledger/reconcile.ts';
import { APP_KEY, createTestApp } from '../../tests/helpers/app.ts';
import { createTemplateDatabase } from '../../tests/helpers/template.ts';
import { setting } from './lib/scale.ts';
import { watchStalls } from './lib/stalls.ts';

const TICKS = setting('BENCH_TICKS', 120, 5);
/** House levels a side (SPOT_MM_LEVELS' default). */
const LEVELS = 10;

await createTemplateDatabase();
const t = await createTestApp({ env: { SPOT_MARKET_MAKER: 'true' } });
const { app, clock } = t;
const mm = app.services.spotMarketMaker;
const perBook: number[] = [];
const perRound: number[] = [];
// time every book: wrap the job's replace call
const spot = app.services.spot;
const replace = spot.replaceHouseQuotes.bind(spot);
spot.replaceHouseQuotes = (marketId, mode, levels) => {
  const s = performance.now();
  try {
    return replace(marketId, mode, levels);
  } finally {
    perBook.push(performance.now() - s);
  }
};
const stalls = watchStalls();
const t0 = performance.now();
for (let i = 0; i < TICKS; i++) {
  clock.advance(1000);
  app.market.tick();
  await mm.idle();
  perRound.push(mm.stats.lastRoundMs);
}
const wall = performance.now() - t0;
const stall = stalls();
const q = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return +(s[Math.min(s.length - 1, Math.floor(s.length * p))] as number).toFixed(2);
};
console.log(
  `\n${TICKS} ticks, ${os.cpus().length} cores, node ${process.version}, load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}\n`,
);
console.table([
  {
    books: perBook.length,
    'round ms p50': q(perRound, 0.5),
    'round ms p99': q(perRound, 0.99),
    'book ms p50': q(perBook, 0.5),
    'book ms p99': q(perBook, 0.99),
    'book ms max': q(perBook, 1),
    'longest stall ms': +stall.toFixed(1),
    'CPU share of a 1 s tick %': +((wall / TICKS / 1000) * 100).toFixed(1),
    skipped: mm.stats.skipped,
    trades: mm.stats.trades,
  },
]);
const problems: string[] = [];
if (perRound.length !== TICKS || mm.stats.rounds < TICKS) problems.push(`${mm.stats.rounds} rounds for ${TICKS} ticks`);
if (mm.stats.skipped > 0) problems.push(`${mm.stats.skipped} levels skipped (the house could not fund them)`);
const get = async (url: string) =>
  (await app.inject({ method: 'GET', url, headers: { AppKey: APP_KEY } })).json() as { code: number; data: unknown };
const markets = (await get('/api/spot/markets')).data as { symbol: string }[];
for (const { symbol } of markets) {
  for (const mode of ['real', 'demo']) {
    const book = (await get(`/api/spot/book?symbol=${encodeURIComponent(symbol)}&mode=${mode}&depth=${LEVELS}`)).data as {
      bids: unknown[];
      asks: unknown[];
    };
    if (book.bids.length !== LEVELS || book.asks.length !== LEVELS) {
      problems.push(`${symbol} ${mode}: ${book.bids.length} bids, ${book.asks.length} asks quoted`);
    }
  }
}
problems.push(...reconcile(app.ctx.flow).map((d) => `ledger: ${JSON.stringify(d)}`));
await t.close();
if (problems.length) throw new Error(`the house market maker's rounds went wrong:\n${problems.slice(0, 10).join('\n')}`);
console.log(`${markets.length * 2} books quoted ${LEVELS} levels a side; ledger reconcile: clean`);
