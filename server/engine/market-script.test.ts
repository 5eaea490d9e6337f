import { describe, expect, it } from 'vitest';
import {
  interpolate,
  lastSlotOf,
  type MarketScript,
  pathDefinition,
  presetDefinition,
  regimeDefinition,
  ScriptPrices,
} from './market-script.ts';

const NOW = 1_000_000;
const TICK = 1000;

describe('interpolate', () => {
  const points: [number, number][] = [
    [NOW, 1000],
    [NOW + 10_000, 2000],
    [NOW + 20_000, 1500],
  ];
  it('is linear between points, rounded to whole ticks, held before the first and after the last', () => {
    expect(interpolate(points, NOW - 5000)).toBe(1000);
    expect(interpolate(points, NOW + 1000)).toBe(1100);
    expect(interpolate(points, NOW + 3333)).toBe(1333);
    expect(interpolate(points, NOW + 10_000)).toBe(2000);
    expect(interpolate(points, NOW + 15_000)).toBe(1750);
    expect(interpolate(points, NOW + 20_000)).toBe(1500);
    expect(interpolate(points, NOW + 99_000)).toBe(1500);
  });
  it('never goes below one tick', () => {
    expect(
      interpolate(
        [
          [0, 1],
          [10, 1],
        ],
        5,
      ),
    ).toBe(1);
  });
});

describe('presets', () => {
  it('flash crash: −15 % in the given seconds', () => {
    const def = presetDefinition('flash-crash', NOW, 10_000, 10, TICK, 0.6);
    expect(def).toEqual({
      kind: 'path',
      points: [
        [NOW, 10_000],
        [NOW + 10_000, 8500],
      ],
    });
    expect(lastSlotOf(def, NOW, 10, TICK)).toBe(NOW + 10_000);
  });
  it('weekend gap: flat for the weekend, then −5 % at the next slot', () => {
    const def = presetDefinition('weekend-gap', NOW + 500, 10_000, 48 * 3600, TICK, 0.6);
    const end = NOW + 500 + 48 * 3_600_000;
    // (the weekend's last slot is the first at or after its end; the gap the one after)
    expect(def).toEqual({
      kind: 'path',
      points: [
        [NOW + 500, 10_000],
        [end + 500, 10_000],
        [end + 500 + TICK, 9500],
      ],
    });
    if (def.kind !== 'path') throw new Error('a path');
    expect(interpolate(def.points, end + 500)).toBe(10_000);
    expect(interpolate(def.points, end + 500 + TICK)).toBe(9500);
    expect(lastSlotOf(def, NOW + 500, 48 * 3600, TICK)).toBe(end + 500 + TICK);
  });
  it('flat: the price held', () => {
    expect(presetDefinition('flat', NOW, 777, 3600, TICK, 0.6)).toEqual(pathDefinition(NOW, 777, [[3600, 777]]));
  });
  it("trend: +5 %/h with the product's volatility", () => {
    expect(presetDefinition('trend', NOW, 777, 3600, TICK, 0.6)).toEqual({
      kind: 'regime',
      startTicks: 777,
      driftPerHour: Math.log1p(0.05),
      volatility: 0.6,
    });
  });
});

describe('a regime', () => {
  const script = (id: number, volatility: number): MarketScript => ({
    id,
    productId: 1,
    symbol: 'BTC/USDT',
    kind: 'regime',
    preset: null,
    startSlot: NOW + TICK,
    endSlot: NOW + 3600 * TICK,
    definition: regimeDefinition(1_000_000, 5, volatility),
    createdAt: NOW,
    endedAt: null,
  });
  const slots = Array.from({ length: 3600 }, (_, i) => NOW + (i + 1) * TICK);

  it('without volatility follows its drift exactly: +5 % in an hour', () => {
    const prices = new ScriptPrices(script(1, 0), 'secret', TICK);
    expect(prices.at(NOW + 3600 * TICK)).toBe(1_050_000);
    expect(prices.at(NOW + 1800 * TICK)).toBe(Math.round(1_000_000 * Math.sqrt(1.05)));
  });

  it('is drawn from the secret and the script id only: the same give the same prices, in any order asked', () => {
    const a = new ScriptPrices(script(1, 80), 'secret', TICK);
    const b = new ScriptPrices(script(1, 80), 'secret', TICK);
    const forward = slots.map((s) => a.at(s));
    expect(slots.toReversed().map((s) => b.at(s))).toEqual(forward.toReversed());
    expect(slots.map((s) => new ScriptPrices(script(2, 80), 'secret', TICK).at(s))).not.toEqual(forward);
    expect(slots.map((s) => new ScriptPrices(script(1, 80), 'other', TICK).at(s))).not.toEqual(forward);
    expect(new Set(forward).size).toBeGreaterThan(1000);
  });
});
