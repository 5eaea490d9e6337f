import { describe, expect, it } from 'vitest';
import { bucketStart, formatScaled, nextBucketStart, PERIODS, parseScaled } from './market.ts';

describe('period buckets', () => {
  const t = Date.UTC(2026, 10, 21, 13, 47, 31, 250); // a Saturday
  it.each([
    ['1m', Date.UTC(2026, 10, 21, 13, 47)],
    ['5m', Date.UTC(2026, 10, 21, 13, 45)],
    ['15m', Date.UTC(2026, 10, 21, 13, 45)],
    ['30m', Date.UTC(2026, 10, 21, 13, 30)],
    ['1h', Date.UTC(2026, 10, 21, 13)],
    ['4h', Date.UTC(2026, 10, 21, 12)],
    ['1d', Date.UTC(2026, 10, 21)],
    ['1w', Date.UTC(2026, 10, 16)],
    ['1M', Date.UTC(2026, 10, 1)],
    ['1Q', Date.UTC(2026, 9, 1)],
    ['1Y', Date.UTC(2026, 0, 1)],
  ] as const)('%s', (period, start) => {
    expect(bucketStart(period, t)).toBe(start);
    expect(nextBucketStart(period, t)).toBeGreaterThan(t);
    expect(bucketStart(period, nextBucketStart(period, t))).toBe(nextBucketStart(period, t));
  });
  it('every bucket boundary is its own start', () => {
    for (const p of PERIODS) {
      const s = bucketStart(p, t);
      expect(bucketStart(p, s)).toBe(s);
      expect(bucketStart(p, s - 1)).toBeLessThan(s);
    }
  });
});

describe('scaled decimals', () => {
  it('formats and parses exactly', () => {
    expect(formatScaled(123456, 2)).toBe('1234.56');
    expect(formatScaled(5, 5)).toBe('0.00005');
    expect(formatScaled(-5, 2)).toBe('-0.05');
    expect(formatScaled(42n, 0)).toBe('42');
    expect(parseScaled('1234.5', 2)).toBe(123450n);
    expect(parseScaled('0.00005', 5)).toBe(5n);
    expect(() => parseScaled('1.234', 2)).toThrow();
    expect(() => parseScaled('1e3', 2)).toThrow();
  });
});
