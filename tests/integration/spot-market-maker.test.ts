// The house market maker (docs/decisions/039-spot-market-maker.md) on the app's manual clock:
// after every tick the house's best bid < tick price < best ask in every spot book of both
// modes; it never trades with itself; a user's market buy fills against house asks inside the
// quoted spread; house activity leaves the candles alone (they are the simulator's); a house
// level that crosses a user's resting limit fills it at the user's price; the ledger reconciles;
// the funding is balanced journals posted once across a restart. Ticks are the simulator's
// (fixed test seed) or scripted frames handed to the job, as the tick bus hands them.
import { describe, expect, it } from 'vitest';
import { reconcile } from '../../server/ledger/reconcile.ts';
import { priceInTicks, quoteLevels } from '../../server/modules/spot/market-maker.ts';
import { appForFile, type TestApp } from '../helpers/app.ts';
import { spotTrader } from '../helpers/spot.ts';

const env = appForFile({ env: { SPOT_MARKET_MAKER: 'true' } });
const MODES = ['real', 'demo'] as const;
const SPOT = ['BTC/USDT', 'ETH/USDT', 'SOL/USDT', 'BNB/USDT', 'XRP/USDT', 'DOGE/USDT', 'ADA/USDT', 'LTC/USDT'];

const mm = () => env.t.app.services.spotMarketMaker;
const spot = () => env.t.app.services.spot;
const priceOf = (symbol: string) => env.t.app.market.quote(symbol)?.price as string;

/** A live tick: the clock moves on, the simulator steps, the job re-quotes every book. */
async function tick() {
  env.t.clock.advance(1000);
  env.t.app.market.tick();
  await mm().idle();
}

/** A scripted tick: the job gets a frame with these prices, as from the tick bus. */
async function scripted(prices: Record<string, string>) {
  mm().onFrame({ quotes: Object.entries(prices).map(([symbol, price]) => ({ symbol, price })) as never });
  await mm().idle();
}

function expectQuotedAround(symbol: string, mode: 'real' | 'demo', price: string) {
  const t = spot().marketOf(symbol);
  const book = spot().bookTicks(t.id, mode, 50);
  const p = priceInTicks(t, price);
  const bid = book.bids[0]?.price as number;
  const ask = book.asks[0]?.price as number;
  // bid < p < ask, exactly (p is a fraction of ticks)
  expect(BigInt(bid) * p.den < p.num, `${symbol} ${mode} bid ${bid} < ${price}`).toBe(true);
  expect(BigInt(ask) * p.den > p.num, `${symbol} ${mode} ask ${ask} > ${price}`).toBe(true);
  expect(book.bids).toHaveLength(10);
  expect(book.asks).toHaveLength(10);
}

const houseFundJournals = (t: TestApp) =>
  t.app.ctx.sqlite
    .prepare(
      `SELECT j.idempotencyKey AS key, a.kind, a.currency, a.mode, p.amount FROM "LedgerJournal" j
        JOIN "LedgerPosting" p ON p.journalId = j.id JOIN "LedgerAccount" a ON a.id = p.accountId
        WHERE j.type = 'spot_house_fund' ORDER BY j.id, a.kind`,
    )
    .safeIntegers(true)
    .all() as { key: string; kind: string; currency: string; mode: string; amount: bigint }[];

describe('house market maker', () => {
  it('funds the house once: 32 balanced journals (8 markets × 2 modes × 2 coins) from house_capital', () => {
    const rows = houseFundJournals(env.t);
    expect(rows).toHaveLength(64);
    const byKey = new Map<string, typeof rows>();
    for (const r of rows) byKey.set(r.key, [...(byKey.get(r.key) ?? []), r]);
    expect(byKey.size).toBe(32);
    for (const legs of byKey.values()) {
      expect(legs.map((l) => l.kind)).toEqual(['house_capital', 'spot_house']);
      expect(legs[0]!.amount + legs[1]!.amount).toBe(0n);
      expect(legs[1]!.amount > 0n).toBe(true);
    }
    expect(byKey.get('spot-house-fund:market-maker:BTC/USDT:real:quote')?.[1]?.amount).toBe(500_000_000_000n);
  });

  it('after every tick, in every spot book of both modes: best bid < tick price < best ask, ten levels a side', async () => {
    for (let i = 0; i < 5; i++) {
      await tick();
      for (const symbol of SPOT) for (const mode of MODES) expectQuotedAround(symbol, mode, priceOf(symbol));
    }
    // scripted jumps (up 3 %, down 5 %): the quotes follow at once
    for (const factor of [1.03, 0.95]) {
      const prices = Object.fromEntries(
        SPOT.map((s) => {
          const t = spot().marketOf(s);
          const p = priceInTicks(t, priceOf(s));
          const ticks = (BigInt(Math.round(factor * 1000)) * p.num) / (p.den * 1000n);
          return [s, (Number(ticks * t.tickScaled) / 10 ** t.pricePrecision).toFixed(t.pricePrecision)];
        }),
      );
      await scripted(prices);
      for (const symbol of SPOT) for (const mode of MODES) expectQuotedAround(symbol, mode, prices[symbol] as string);
    }
    await tick();
    expect(reconcile(env.t.app.ctx.flow)).toEqual([]);
  });

  it('never trades with itself: no trade and no self-trade cancellation after many ticks with no users', async () => {
    const before = mm().stats.trades;
    for (let i = 0; i < 5; i++) await tick();
    expect(mm().stats.trades).toBe(before);
    for (const symbol of SPOT) {
      for (const mode of MODES) {
        const trades = await env.t.api.get(`/api/spot/trades?symbol=${encodeURIComponent(symbol)}&mode=${mode}&appKey=tradeweb`);
        expect(trades.body.data).toEqual([]);
      }
    }
    const selfTrades = env.t.app.ctx.sqlite.prepare(`SELECT COUNT(*) AS n FROM "SpotOrder" WHERE cancelReason = 'self_trade'`).get() as {
      n: number;
    };
    expect(selfTrades.n).toBe(0);
    expect(mm().stats.skipped).toBe(0);
  });

  it('a user’s market buy fills against house asks, the last trade price within the quoted spread, the candles untouched', async () => {
    await tick();
    const t = spot().marketOf('BTC/USDT');
    const quoted = spot().bookTicks(t.id, 'real', 10);
    const candle = { ...env.t.app.market.currentCandle('BTC/USDT', '1m') };
    const quote = env.t.app.market.quote('BTC/USDT');
    const u = await spotTrader(env.t, { USDT: 2_000_000_000n });
    const o = await u.place({ side: 'buy', type: 'market', amount: '1000' });
    expect(o.status).toBe('filled');
    const trades = (await env.t.api.get('/api/spot/trades?symbol=BTC%2FUSDT&mode=real&appKey=tradeweb')).body.data as { price: string }[];
    expect(trades.length).toBeGreaterThan(0);
    const best = quoted.asks[0]!.price;
    const worst = quoted.asks.at(-1)!.price;
    for (const tr of trades) {
      const ticks = Number(priceInTicks(t, tr.price).num / priceInTicks(t, tr.price).den);
      expect(ticks).toBeGreaterThanOrEqual(best);
      expect(ticks).toBeLessThanOrEqual(worst);
      expect(ticks).toBeGreaterThan(quoted.bids[0]!.price);
    }
    // 1,000 USDT: the first level (~500 USDT) and part of the second
    const last = priceInTicks(t, trades[0]!.price);
    expect(last.num / last.den).toBe(BigInt(quoted.asks[1]!.price));
    // spot trades never move the chart: the candle and the quote are the simulator's
    expect(env.t.app.market.currentCandle('BTC/USDT', '1m')).toEqual(candle);
    expect(env.t.app.market.quote('BTC/USDT')).toEqual(quote);
    expect(u.balance('BTC')).toBeGreaterThan(0n);
    // the next tick re-quotes around the simulator's price, not around the trade
    await tick();
    expectQuotedAround('BTC/USDT', 'real', priceOf('BTC/USDT'));
    expect(reconcile(env.t.app.ctx.flow)).toEqual([]);
  });

  it('a house level that crosses a user’s resting limit fills it at the user’s price (the user’s limit was better)', async () => {
    await tick();
    const t = spot().marketOf('ETH/USDT');
    const p = priceInTicks(t, priceOf('ETH/USDT'));
    const tickPrice = p.num / p.den;
    // a bid 0.2 % under the price: below the house's best bid (5 bps), so it rests
    const userBid = (tickPrice * 998n) / 1000n;
    const fmt = (ticks: bigint) => (Number(ticks * t.tickScaled) / 10 ** t.pricePrecision).toFixed(t.pricePrecision);
    const u = await spotTrader(env.t, { USDT: 1_000_000_000n });
    const o = await u.place({ symbol: 'ETH/USDT', side: 'buy', type: 'limit', price: fmt(userBid), quantity: '0.01' });
    expect(o.status).toBe('unfilled');
    const trades = mm().stats.trades;
    // the price falls 1 %: the house's first asks sit under the user's bid
    const fallen = fmt((tickPrice * 990n) / 1000n);
    expect(BigInt(quoteLevels(t, fallen, { levels: 10, spacingBps: 5 })[1]!.priceTicks) < userBid).toBe(true);
    await scripted({ 'ETH/USDT': fallen });
    const d = await u.detail(o.id);
    expect(d).toMatchObject({ status: 'filled', avgPrice: fmt(userBid) });
    expect(mm().stats.trades).toBe(trades + 1);
    expectQuotedAround('ETH/USDT', 'real', fallen);
    expect(reconcile(env.t.app.ctx.flow)).toEqual([]);
  });

  it('is measured: a round of 16 books costs little and no single book holds the event loop long', async () => {
    for (let i = 0; i < 10; i++) await tick();
    const s = mm().stats;
    // (figures, not a timing assertion: the record is docs/benchmarks.md)
    console.log(`market maker: last round ${s.lastRoundMs.toFixed(1)} ms for 16 books, longest book ${s.maxBookMs.toFixed(1)} ms`);
    expect(s.rounds).toBeGreaterThan(10);
  });

  it('funds once across a restart, and quotes again at once from the latest prices', async () => {
    const before = houseFundJournals(env.t);
    await env.t.restart();
    expect(houseFundJournals(env.t)).toEqual(before);
    for (const symbol of SPOT) for (const mode of MODES) expectQuotedAround(symbol, mode, priceOf(symbol));
    await tick();
    for (const symbol of SPOT) for (const mode of MODES) expectQuotedAround(symbol, mode, priceOf(symbol));
    expect(reconcile(env.t.app.ctx.flow)).toEqual([]);
  });
});

describe('off', () => {
  it('is off by default under NODE_ENV=test: a test app gets a quiet book', async () => {
    const { createTestApp } = await import('../helpers/app.ts');
    const quiet = await createTestApp();
    try {
      quiet.clock.advance(1000);
      quiet.app.market.tick();
      await quiet.app.services.spotMarketMaker.idle();
      const t = quiet.app.services.spot.marketOf('BTC/USDT');
      expect(quiet.app.services.spot.bookTicks(t.id, 'real', 10)).toEqual({ bids: [], asks: [] });
      expect(houseFundJournals(quiet)).toEqual([]);
    } finally {
      await quiet.close();
    }
  });
});
