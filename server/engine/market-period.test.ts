import { describe, expect, it } from 'vitest';
import { commitmentOf, periodRandom, periodSeed, type ProductStart, recomputeProduct } from './market-period.ts';
import { KeystreamRandom } from './random.ts';
import { BTC } from '../../tests/helpers/sim-products.ts';

const btc: ProductStart = { ...BTC, firstSlot: 3_600_000, startTicks: BTC.baseTicks };
const period = { end: 7_200_000, tickMs: 1000 };

describe('market period seeds', () => {
  it('a seed is the secret and the period; the commitment is its SHA-256', () => {
    const seed = periodSeed('secret', 3_600_000);
    expect(seed).toHaveLength(32);
    expect(periodSeed('secret', 3_600_000)).toEqual(seed);
    expect(periodSeed('secret', 7_200_000)).not.toEqual(seed);
    expect(periodSeed('other', 3_600_000)).not.toEqual(seed);
    expect(commitmentOf(seed)).toMatch(/^[0-9a-f]{64}$/);
    expect(commitmentOf(Buffer.from(seed))).toBe(commitmentOf(seed));
  });

  it('the keystream gives the same uniforms for the same key and others for another, spread evenly', () => {
    const a = new KeystreamRandom(Buffer.alloc(32, 1));
    const b = new KeystreamRandom(Buffer.alloc(32, 1));
    const c = new KeystreamRandom(Buffer.alloc(32, 2));
    const xs = Array.from({ length: 20_000 }, () => a.next());
    expect(Array.from({ length: 20_000 }, () => b.next())).toEqual(xs);
    expect(Array.from({ length: 100 }, () => c.next())).not.toEqual(xs.slice(0, 100));
    for (const x of xs) expect(x >= 0 && x < 1).toBe(true);
    const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
    expect(Math.abs(mean - 0.5)).toBeLessThan(0.01);
    expect(() => new KeystreamRandom(Buffer.alloc(16))).toThrow();
  });

  it('a period recomputes the same from its seed, a tick per slot; products draw apart', () => {
    const seed = periodSeed('secret', 3_600_000);
    const ticks = recomputeProduct(period, seed, btc);
    expect(ticks).toHaveLength(3600);
    expect(ticks[0]?.[0]).toBe(3_600_000);
    expect(ticks.at(-1)?.[0]).toBe(7_199_000);
    expect(recomputeProduct(period, seed, btc)).toEqual(ticks);
    // a product that joined late starts at its own first slot
    expect(recomputeProduct(period, seed, { ...btc, firstSlot: 7_000_000 })).toHaveLength(200);
    const eth = periodRandom(seed, 'ETH/USDT').next();
    expect(periodRandom(seed, 'BTC/USDT').next()).not.toBe(eth);
  });
});
