import { describe, expect, it } from 'vitest';
import { boll, ema, indicatorLines, macd, parseIndicators, rsi, sma } from './indicators.ts';

const round = (s: (number | null)[], digits = 2) => s.map((v) => (v === null ? null : Number(v.toFixed(digits))));

describe('moving averages', () => {
  it('MA: the mean of the last n values, undefined before n values', () => {
    expect(sma([1, 2, 3, 4, 5, 6], 3)).toEqual([null, null, 2, 3, 4, 5]);
    expect(sma([5, 5], 3)).toEqual([null, null]);
  });

  it('EMA: seeded with the mean of the first n values, then weight 2 / (n + 1)', () => {
    // n = 3, weight 1/2: seed (2 + 4 + 6) / 3 = 4, then 8/2 + 4/2 = 6, then 12/2 + 6/2 = 9
    expect(ema([2, 4, 6, 8, 12], 3)).toEqual([null, null, 4, 6, 9]);
    // a leading undefined head (another indicator's) is skipped, not taken for zeros
    expect(ema([null, null, 2, 4, 6, 8], 3)).toEqual([null, null, null, null, 4, 6]);
  });

  it('EMA(n) of a straight line lags it by exactly (n − 1) / 2', () => {
    const line = Array.from({ length: 80 }, (_, i) => 100 + 0.5 * i);
    const e = ema(line, 12);
    for (let i = 11; i < line.length; i++) expect(e[i]).toBeCloseTo((line[i] as number) - 0.5 * 5.5, 9);
  });
});

describe('BOLL', () => {
  it('the n-value mean ± k population standard deviations', () => {
    const closes = [2, 4, 4, 4, 5, 5, 7, 9];
    const b = boll(closes, 8, 2);
    // mean 5, population variance 4 (the textbook example), sd 2
    expect(b.mid.at(-1)).toBe(5);
    expect(b.upper.at(-1)).toBe(9);
    expect(b.lower.at(-1)).toBe(1);
    expect(b.mid.slice(0, 7).every((v) => v === null)).toBe(true);
  });

  it('a flat market has no width', () => {
    const b = boll(Array(25).fill(10));
    expect(b.upper.at(-1)).toBe(10);
    expect(b.lower.at(-1)).toBe(10);
  });
});

describe('MACD 12/26/9', () => {
  it('on a straight line: DIF = 12.5 − 5.5 = 7 times the slope from the 26th value, DEA equal from the 34th, histogram 0', () => {
    const line = Array.from({ length: 60 }, (_, i) => 50 + 2 * i);
    const m = macd(line);
    expect(m.dif[24]).toBeNull();
    for (let i = 25; i < 60; i++) expect(m.dif[i]).toBeCloseTo(14, 9);
    expect(m.dea[32]).toBeNull();
    for (let i = 33; i < 60; i++) {
      expect(m.dea[i]).toBeCloseTo(14, 9);
      expect(m.hist[i]).toBeCloseTo(0, 9);
    }
  });

  it('DIF is EMA12 − EMA26, DEA the EMA9 of DIF, the histogram their difference', () => {
    const closes = Array.from({ length: 120 }, (_, i) => 100 + 10 * Math.sin(i / 7) + (i % 5));
    const m = macd(closes);
    const e12 = ema(closes, 12);
    const e26 = ema(closes, 26);
    const dea = ema(
      m.dif.filter((v) => v !== null),
      9,
    );
    for (let i = 25; i < 120; i++) expect(m.dif[i]).toBeCloseTo((e12[i] as number) - (e26[i] as number), 9);
    for (let i = 33; i < 120; i++) {
      expect(m.dea[i]).toBeCloseTo(dea[i - 25] as number, 9);
      expect(m.hist[i]).toBeCloseTo((m.dif[i] as number) - (m.dea[i] as number), 9);
    }
    // a rise turning into a fall: the histogram changes sign
    expect(m.hist.some((v) => v !== null && v > 0) && m.hist.some((v) => v !== null && v < 0)).toBe(true);
  });
});

describe('RSI(14), Wilder', () => {
  // the textbook example (StockCharts' RSI table of 33 closes)
  const closes = [
    44.34, 44.09, 44.15, 43.61, 44.33, 44.83, 45.1, 45.42, 45.84, 46.08, 45.89, 46.03, 45.61, 46.28, 46.28, 46.0, 46.03, 46.41, 46.22,
    45.64, 46.21, 46.25, 45.71, 46.45, 45.78, 45.35, 44.03, 44.18, 44.22, 44.57, 43.42, 42.66, 43.13,
  ];
  // the table's figures (its intermediate averages rounded to two decimals)
  const published = [
    70.53, 66.32, 66.55, 69.41, 66.36, 57.97, 62.93, 63.26, 56.06, 62.38, 54.71, 50.42, 39.99, 41.46, 41.87, 45.46, 37.3, 33.08, 37.77,
  ];

  it('the first value from the first 14 changes: gains 3.34, losses 1.40 → 100 − 100 / (1 + 3.34 / 1.40) = 70.46', () => {
    const r = rsi(closes);
    expect(r.slice(0, 14).every((v) => v === null)).toBe(true);
    expect(r[14]).toBeCloseTo(100 - 100 / (1 + 3.34 / 1.4), 9);
    expect(round(r)[14]).toBe(70.46);
  });

  it('follows the textbook table to within its rounding (0.1) for every later day', () => {
    const r = rsi(closes).slice(14) as number[];
    expect(r).toHaveLength(published.length);
    r.forEach((v, i) => {
      expect(Math.abs(v - (published[i] as number)), `day ${15 + i}`).toBeLessThan(0.1);
    });
  });

  it('only rises: 100; flat: 50', () => {
    expect(rsi(Array.from({ length: 20 }, (_, i) => i)).at(-1)).toBe(100);
    expect(rsi(Array(20).fill(3)).at(-1)).toBe(50);
  });
});

describe("the chart's choice", () => {
  it('lines of each chosen indicator, one entry per candle', () => {
    const closes = Array.from({ length: 150 }, (_, i) => 10 + (i % 9));
    const lines = indicatorLines(new Set(['ma', 'boll', 'rsi', 'macd']), closes);
    expect([...lines.keys()]).toEqual(['MA7', 'MA25', 'MA99', 'BOLL', 'UB', 'LB', 'DIF', 'DEA', 'MACD', 'RSI14']);
    for (const s of lines.values()) expect(s).toHaveLength(150);
    expect(indicatorLines(new Set(['vol']), closes).size).toBe(0);
  });

  it('a stored choice keeps known indicators only, and falls back to volume alone', () => {
    expect(parseIndicators('["rsi","ma","nope"]')).toEqual(['ma', 'rsi']);
    expect(parseIndicators('[]')).toEqual([]);
    expect(parseIndicators(null)).toEqual(['vol']);
    expect(parseIndicators('{bad')).toEqual(['vol']);
    expect(parseIndicators('"ma"')).toEqual(['vol']);
  });
});
