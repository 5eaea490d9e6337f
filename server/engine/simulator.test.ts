import { describe, expect, it } from 'vitest';
import { bucketStart } from '../../shared/market.ts';
import { rollUp } from './candles.ts';
import { backfillHistory, historyBand, simulateHistory } from './market-engine.ts';
import { historyRandom } from './market-period.ts';
import { SeededRandom } from './random.ts';
import { ProductPath, type SimProduct } from './simulator.ts';
import { BTC as btc, EUR as eur } from '../../tests/helpers/sim-products.ts';

function run(seed: string, product: SimProduct, steps: number, dt = 1) {
  const path = new ProductPath(product, new SeededRandom(`${seed}:${product.symbol}`));
  return Array.from({ length: steps }, () => path.step(dt));
}

describe('price simulator', () => {
  it('the same seed gives the same path', () => {
    expect(run('s1', btc, 5000)).toEqual(run('s1', btc, 5000));
    expect(run('s1', eur, 5000)).toEqual(run('s1', eur, 5000));
  });

  it('another seed or another symbol gives another path', () => {
    expect(run('s1', btc, 100)).not.toEqual(run('s2', btc, 100));
    const renamed = { ...btc, symbol: 'ETH/USDT' };
    expect(run('s1', btc, 100)).not.toEqual(run('s1', renamed, 100));
  });

  it('emits whole positive ticks and non-negative volume', () => {
    for (const s of run('s1', btc, 2000, 60)) {
      expect(Number.isInteger(s.ticks)).toBe(true);
      expect(s.ticks).toBeGreaterThan(0);
      expect(Number.isInteger(s.volume)).toBe(true);
      expect(s.volume).toBeGreaterThanOrEqual(0);
    }
  });

  it('forex reverts towards its anchor over months while crypto wanders further', () => {
    const drift = (p: SimProduct) => {
      const path = new ProductPath(p, new SeededRandom(`drift:${p.symbol}`));
      for (let i = 0; i < 24 * 180; i++) path.step(3600);
      return Math.abs(Math.log(path.ticks / p.baseTicks));
    };
    expect(drift(eur)).toBeLessThan(0.1);
    expect(Number.isFinite(drift(btc))).toBe(true);
  });
});

describe('history', () => {
  const to = Date.UTC(2026, 10, 21, 12, 0);
  const minuteFrom = bucketStart('1d', to - 2 * 86_400_000);
  const history = simulateHistory(new ProductPath(btc, new SeededRandom(`h:${btc.symbol}`)), minuteFrom, minuteFrom - 400 * 86_400_000, to);

  it('covers every period', () => {
    expect(history['1m'].length).toBe((to - minuteFrom) / 60_000);
    expect(history['1d'].length).toBe(403);
    expect(history['1Y'].length).toBeGreaterThanOrEqual(2);
  });

  it('a 5-minute candle is the roll-up of its 1-minute candles', () => {
    expect(history['5m']).toEqual(rollUp(history['1m'], '5m'));
    for (const five of history['5m'].slice(0, 50)) {
      const ones = history['1m'].filter((c) => c.openTime >= five.openTime && c.openTime < five.openTime + 300_000);
      expect(ones).toHaveLength(5);
      expect(five.open).toBe(ones[0]?.open);
      expect(five.close).toBe(ones.at(-1)?.close);
      expect(five.high).toBe(Math.max(...ones.map((c) => c.high)));
      expect(five.low).toBe(Math.min(...ones.map((c) => c.low)));
      expect(five.volume).toBe(ones.reduce((a, c) => a + c.volume, 0));
    }
  });

  it('candles are continuous: each opens at the previous close', () => {
    const ones = history['1m'];
    for (let i = 1; i < ones.length; i++) expect(ones[i]?.open).toBe(ones[i - 1]?.close);
  });
});

describe('history scaled to today', () => {
  it('ends at the seeded price, and the live path continues from it', () => {
    const to = Date.UTC(2026, 10, 21, 12, 0);
    const minuteFrom = bucketStart('1d', to - 86_400_000);
    const path = new ProductPath(btc, new SeededRandom(`scaled:${btc.symbol}`));
    const h = simulateHistory(path, minuteFrom, minuteFrom - 900 * 86_400_000, to, btc.baseTicks);
    expect(h['1m'].at(-1)?.close).toBe(btc.baseTicks);
    expect(h['1d'].at(-1)?.close).toBe(btc.baseTicks);
    expect(path.ticks).toBe(btc.baseTicks);
    for (const c of h['1d']) {
      expect(c.high).toBeGreaterThanOrEqual(Math.max(c.open, c.close));
      expect(c.low).toBeLessThanOrEqual(Math.min(c.open, c.close));
    }
    expect(h['5m']).toEqual(rollUp(h['1m'], '5m'));
  });
});

describe('history band (issue 12.12)', () => {
  const to = Date.UTC(2026, 10, 25, 12, 0);
  const minuteFrom = bucketStart('1d', to - 86_400_000);
  const dayFrom = minuteFrom - 5 * 365 * 86_400_000;
  const products: SimProduct[] = [
    btc,
    eur,
    { id: 3, symbol: 'DOGE/USDT', category: 'crypto', pricePrecision: 5, baseTicks: 12_345, volatility: 1, baseVolume: 2_500_000 },
    { id: 4, symbol: 'TSLA', category: 'stock', pricePrecision: 2, baseTicks: 24_850, volatility: 0.55, baseVolume: 180_000 },
    { id: 5, symbol: 'XAU/USD', category: 'commodity', pricePrecision: 2, baseTicks: 238_540, volatility: 0.15, baseVolume: 900 },
  ];

  it('is plausible: BTC within ÷2.5…×2.5 of today, EUR/USD within ±12%', () => {
    expect(historyBand(btc)).toBeLessThan(2.5);
    expect(historyBand(eur)).toBeLessThan(1.12);
  });

  it('five years of daily and yearly candles stay within the band around today, end at today and still move', () => {
    for (const p of products) {
      const band = historyBand(p);
      for (let i = 0; i < 8; i++) {
        const h = backfillHistory(p, historyRandom(`secret-${i}`, p.symbol), minuteFrom, dayFrom, to);
        let high = 0;
        let low = Number.POSITIVE_INFINITY;
        for (const c of [...h['1d'], ...h['1Y']]) {
          // (one tick of rounding at the edge)
          expect(c.high, `${p.symbol} ${new Date(c.openTime).toISOString()}`).toBeLessThanOrEqual(Math.ceil(p.baseTicks * band) + 1);
          expect(c.low, `${p.symbol} ${new Date(c.openTime).toISOString()}`).toBeGreaterThanOrEqual(Math.floor(p.baseTicks / band) - 1);
          high = Math.max(high, c.high);
          low = Math.min(low, c.low);
        }
        expect(h['1m'].at(-1)?.close).toBe(p.baseTicks);
        expect(high / low, p.symbol).toBeGreaterThan(1 + p.volatility / 2);
      }
    }
  });
});
