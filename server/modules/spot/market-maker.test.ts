// The house market maker's pure quoting (decision 039): levels strictly around the tick,
// spaced in basis points rounded to ticks, whole lots worth at least the minimum order value,
// growing with the distance; the funding figures; and the job's queue (one book per
// setImmediate, a newer tick replacing a queued one).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HouseLevel } from './execution.ts';
import { type HouseApi, houseFunding, priceInTicks, type QuoteTerms, quoteLevels, SpotMarketMaker } from './market-maker.ts';

// the seeded markets' units (USDT scale 6): BTC tick 0.01 lot 0.0001, XRP tick 0.0001 lot 0.1, DOGE tick 0.00001 lot 1
const BTC: QuoteTerms = {
  id: 1,
  symbol: 'BTC/USDT',
  base: 'BTC',
  quote: 'USDT',
  enabled: true,
  pricePrecision: 2,
  tickScaled: 1n,
  unit: 1n,
  lotBase: 10_000n,
  minNotionalUnits: 5_000_000n,
  quoteScale: 6,
};
const XRP: QuoteTerms = { ...BTC, id: 5, symbol: 'XRP/USDT', base: 'XRP', pricePrecision: 4, unit: 10n, lotBase: 100_000n };
const DOGE: QuoteTerms = { ...BTC, id: 6, symbol: 'DOGE/USDT', base: 'DOGE', pricePrecision: 5, unit: 10n, lotBase: 100_000_000n };
const CONFIG = { levels: 10, spacingBps: 5 };

const bids = (levels: HouseLevel[]) => levels.filter((l) => l.side === 'buy');
const asks = (levels: HouseLevel[]) => levels.filter((l) => l.side === 'sell');
/** price in ticks × 10^6, to compare with a level without floats */
const exact = (t: QuoteTerms, price: string) => priceInTicks(t, price);
const below = (ticks: number, p: { num: bigint; den: bigint }) => BigInt(ticks) * p.den < p.num;
const above = (ticks: number, p: { num: bigint; den: bigint }) => BigInt(ticks) * p.den > p.num;

describe('quoteLevels', () => {
  it('quotes ten levels a side 5 bps apart around BTC at 64,250.50, nearest first, bid and ask alternating', () => {
    const levels = quoteLevels(BTC, '64250.50', CONFIG);
    expect(levels).toHaveLength(20);
    expect(levels.slice(0, 4)).toEqual([
      // 64,250.50 × (1 ∓ 0.0005) = 64,218.37475 / 64,282.62525, rounded away from the price
      { side: 'buy', priceTicks: 6_421_837, lots: 78 },
      { side: 'sell', priceTicks: 6_428_263, lots: 78 },
      { side: 'buy', priceTicks: 6_418_624, lots: 156 },
      { side: 'sell', priceTicks: 6_431_476, lots: 156 },
    ]);
    // 78 lots × 64,218.37 = 500.9 USDT: at least the level's 500 USDT, never below the minimum
    expect(levels.map((l) => l.side)).toEqual(Array.from({ length: 20 }, (_, i) => (i % 2 ? 'sell' : 'buy')));
    const b = bids(levels);
    const a = asks(levels);
    for (let i = 1; i < 10; i++) {
      expect(b[i]!.priceTicks).toBeLessThan(b[i - 1]!.priceTicks);
      expect(a[i]!.priceTicks).toBeGreaterThan(a[i - 1]!.priceTicks);
      expect(b[i]!.lots).toBeGreaterThan(b[i - 1]!.lots);
    }
    // the tenth level 50 bps out
    expect(b[9]!.priceTicks).toBe(6_392_924);
    expect(a[9]!.priceTicks).toBe(6_457_176);
  });

  it('keeps levels at least a tick apart where 5 bps is under a tick (XRP at 0.5234: 2.6 ticks; a coarse price: under one)', () => {
    const xrp = quoteLevels(XRP, '0.5234', CONFIG);
    expect(bids(xrp).map((l) => l.priceTicks)).toEqual([5231, 5228, 5226, 5223, 5220, 5218, 5215, 5213, 5210, 5207]);
    expect(asks(xrp).map((l) => l.priceTicks)).toEqual([5237, 5240, 5242, 5245, 5248, 5250, 5253, 5255, 5258, 5261]);
    // 1 bp of 0.0012 is far under a tick: one tick apart each, the price itself never quoted
    const tiny = quoteLevels(XRP, '0.0012', { levels: 3, spacingBps: 1 });
    expect(tiny.map((l) => l.priceTicks)).toEqual([11, 13, 10, 14, 9, 15]);
  });

  it('never quotes a bid below one tick', () => {
    const levels = quoteLevels(DOGE, '0.00002', { levels: 5, spacingBps: 5 });
    expect(bids(levels).map((l) => l.priceTicks)).toEqual([1]);
    expect(asks(levels)).toHaveLength(5);
  });

  it('property: best bid < price < best ask, strictly ordered sides, whole lots worth at least the minimum order value', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(BTC, XRP, DOGE),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 200 }),
        (t, digits, extra, levels, spacingBps) => {
          // prices at the market's precision and finer (a product more precise than its market's tick)
          const scale = t.pricePrecision + extra;
          const s = digits.toString().padStart(scale + 1, '0');
          const price = scale ? `${s.slice(0, -scale)}.${s.slice(-scale)}` : s;
          const p = exact(t, price);
          const out = quoteLevels(t, price, { levels, spacingBps });
          const b = bids(out);
          const a = asks(out);
          expect(a).toHaveLength(levels);
          expect(b.length).toBeLessThanOrEqual(levels);
          if (b[0]) expect(below(b[0].priceTicks, p)).toBe(true);
          expect(above(a[0]!.priceTicks, p)).toBe(true);
          for (let i = 1; i < b.length; i++) expect(b[i]!.priceTicks).toBeLessThan(b[i - 1]!.priceTicks);
          for (let i = 1; i < a.length; i++) expect(a[i]!.priceTicks).toBeGreaterThan(a[i - 1]!.priceTicks);
          for (const l of out) {
            expect(Number.isSafeInteger(l.lots) && l.lots >= 1).toBe(true);
            expect(l.priceTicks).toBeGreaterThanOrEqual(1);
            expect(BigInt(l.priceTicks) * BigInt(l.lots) * t.unit >= t.minNotionalUnits).toBe(true);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('houseFunding', () => {
  it('gives 500,000 USDT and 500,000 USDT of the base coin at the seeded price, in whole lots', () => {
    expect(houseFunding(BTC, '64250.50')).toEqual({ quote: 500_000_000_000n, base: 778_200_000n }); // 7.7820 BTC
    expect(houseFunding(DOGE, '0.12345')).toEqual({ quote: 500_000_000_000n, base: 4_050_222n * 100_000_000n });
  });
});

describe('SpotMarketMaker job', () => {
  function fakeSpot() {
    const calls: { marketId: number; mode: string; levels: HouseLevel[] }[] = [];
    const funded: string[] = [];
    const api: HouseApi = {
      marketOf: (symbol) => {
        if (symbol === BTC.symbol) return BTC;
        if (symbol === XRP.symbol) return XRP;
        throw new Error('no market');
      },
      replaceHouseQuotes: (marketId, mode, levels) => {
        calls.push({ marketId, mode, levels });
        return { placed: levels.map((_, i) => i), skipped: 0, trades: 0 };
      },
      fundHouse: (currency, _mode, amount, key) => {
        funded.push(`${key}=${currency}:${amount}`);
        return funded.length;
      },
      houseBalance: () => ({ available: 0n, held: 0n }),
      // the book is the last levels handed over (nobody else trades in it)
      // the book changes only when the house replaces its quotes
      bookSeq: () => calls.length,
      bookTicks: () => {
        const levels = calls.at(-1)?.levels ?? [];
        const side = (s: 'buy' | 'sell') => levels.filter((l) => l.side === s).map((l) => ({ price: l.priceTicks, qty: l.lots }));
        return { bids: side('buy'), asks: side('sell') };
      },
    };
    return { api, calls, funded };
  }
  const market = {
    products: () => [
      { symbol: 'BTC/USDT', baseTicks: 6_425_050, pricePrecision: 2, tradeModes: ['fast', 'contract', 'spot'] },
      { symbol: 'XRP/USDT', baseTicks: 5234, pricePrecision: 4, tradeModes: ['spot'] },
      { symbol: 'EUR/USD', baseTicks: 108_425, pricePrecision: 5, tradeModes: ['fast'] },
    ],
    quotes: () => [
      { symbol: 'BTC/USDT', price: '64250.50' },
      { symbol: 'XRP/USDT', price: '0.5234' },
      { symbol: 'EUR/USD', price: '1.08425' },
    ],
  };
  const log = { warn: () => {}, error: () => {} };

  it('funds each spot market and mode once per coin with fixed keys, then quotes every book at start', () => {
    const { api, calls, funded } = fakeSpot();
    const mm = new SpotMarketMaker({ spot: api, market, modes: ['real', 'demo'], config: { enabled: true, ...CONFIG }, log });
    mm.start();
    expect(funded).toEqual([
      'market-maker:BTC/USDT:real:quote=USDT:500000000000',
      'market-maker:BTC/USDT:real:base=BTC:778200000',
      'market-maker:BTC/USDT:demo:quote=USDT:500000000000',
      'market-maker:BTC/USDT:demo:base=BTC:778200000',
      'market-maker:XRP/USDT:real:quote=USDT:500000000000',
      'market-maker:XRP/USDT:real:base=XRP:955292300000',
      'market-maker:XRP/USDT:demo:quote=USDT:500000000000',
      'market-maker:XRP/USDT:demo:base=XRP:955292300000',
    ]);
    expect(calls.map((c) => `${c.marketId}:${c.mode}:${c.levels.length}`)).toEqual(['1:real:20', '1:demo:20', '5:real:20', '5:demo:20']);
  });

  it('re-quotes one book per setImmediate after a tick; a tick arriving meanwhile replaces the queued price', async () => {
    const { api, calls } = fakeSpot();
    const mm = new SpotMarketMaker({ spot: api, market, modes: ['real', 'demo'], config: { enabled: true, ...CONFIG }, log });
    mm.onFrame({ quotes: market.quotes().map((q) => ({ ...q })) as never });
    // nothing runs on the tick's own turn
    expect(calls).toHaveLength(0);
    await new Promise((r) => setImmediate(r));
    expect(calls).toHaveLength(1);
    // a newer BTC tick before its demo book was reached
    mm.onFrame({ quotes: [{ symbol: 'BTC/USDT', price: '65000.00' }] as never });
    await mm.idle();
    expect(calls.map((c) => `${c.marketId}:${c.mode}`)).toEqual(['1:real', '1:demo', '5:real', '5:demo', '1:real']);
    expect(calls[1]!.levels[1]!.priceTicks).toBe(quoteLevels(BTC, '65000.00', CONFIG)[1]!.priceTicks);
    expect(mm.stats.rounds).toBe(1);
    expect(mm.stats.books).toBe(5);
  });

  it('leaves a book alone while the price stays within half a spacing and nobody touched the book', async () => {
    const { api, calls } = fakeSpot();
    const mm = new SpotMarketMaker({ spot: api, market, modes: ['real'], config: { enabled: true, ...CONFIG }, log });
    const at = async (price: string) => {
      mm.onFrame({ quotes: [{ symbol: 'XRP/USDT', price }] as never });
      await mm.idle();
    };
    await at('0.5234');
    // one tick is 1.9 bps: under half of the 5 bps spacing, and the quotes still bracket it
    await at('0.5235');
    await at('0.5233');
    expect(calls).toHaveLength(1);
    expect(mm.stats.unchanged).toBe(2);
    // two ticks (3.8 bps): re-quoted around the new price
    await at('0.5236');
    expect(calls).toHaveLength(2);
    expect(calls[1]!.levels).toEqual(quoteLevels(XRP, '0.5236', CONFIG));
    calls.splice(1);
    await at('0.5234');
    // the book changed under the house (a user traded): replaced even at the same levels
    calls.push({ marketId: 0, mode: 'real', levels: [] });
    await at('0.5234');
    expect(calls).toHaveLength(4);
  });
});
