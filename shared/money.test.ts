import { describe, expect, it } from 'vitest';
import { applyRate, formatAmount, parseAmount } from './money.ts';

describe('parseAmount', () => {
  it.each([
    ['1', 2, 100n],
    ['1.5', 2, 150n],
    ['0.01', 2, 1n],
    ['123456789.12345678', 8, 12345678912345678n],
    ['100', 0, 100n],
  ])('%s at scale %i → %s', (value, scale, units) => {
    expect(parseAmount(value, scale)).toEqual({ units });
  });

  it.each([
    ['-1', 'format'],
    ['+1', 'format'],
    ['1e3', 'format'],
    ['NaN', 'format'],
    ['Infinity', 'format'],
    [' 1', 'format'],
    ['1 ', 'format'],
    ['01', 'format'],
    ['1.', 'format'],
    ['.5', 'format'],
    ['1,5', 'format'],
    ['0x10', 'format'],
    ['', 'format'],
    ['1.001', 'too-many-decimals'],
    ['0', 'zero'],
    ['0.00', 'zero'],
    ['1000.01', 'too-large'],
  ])('%j is refused (%s)', (value, problem) => {
    expect(parseAmount(value, 2, 100_000n)).toEqual({ problem });
  });

  it('is exact far beyond float precision', () => {
    expect(parseAmount('9007199254740993.23', 2)).toEqual({ units: 900719925474099323n });
  });

  it('refuses an amount beyond what the platform stores (64-bit integers) as too large', () => {
    expect(parseAmount('12345678901234567890', 6)).toEqual({ problem: 'too-large' });
    expect(parseAmount('1000000000000', 6)).toEqual({ units: 10n ** 18n });
    expect(parseAmount('1000000000000.000001', 6)).toEqual({ problem: 'too-large' });
    // longer than any stored amount: too large, not "malformed"; a wider max does not lift it
    expect(parseAmount('9'.repeat(40), 2)).toEqual({ problem: 'too-large' });
    expect(parseAmount('1000000000000.000001', 6, 10n ** 30n)).toEqual({ problem: 'too-large' });
    expect(parseAmount(`1.${'0'.repeat(19)}1`, 8)).toEqual({ problem: 'too-many-decimals' });
  });
});

describe('formatAmount and applyRate', () => {
  it('formats minor units', () => {
    expect(formatAmount(123450n, 2)).toBe('1234.50');
    expect(formatAmount(1n, 8)).toBe('0.00000001');
    expect(formatAmount(-5n, 2)).toBe('-0.05');
    expect(formatAmount(7n, 0)).toBe('7');
  });
  it('round-trips', () => {
    for (const v of ['0.01', '1.00', '99999999.99']) {
      const parsed = parseAmount(v, 2);
      if (!('units' in parsed)) throw new Error('parse failed');
      expect(formatAmount(parsed.units, 2)).toBe(v);
    }
  });
  it('applies a rate with half-up rounding', () => {
    expect(applyRate(10_000n, '0.003')).toBe(30n);
    expect(applyRate(1_005n, '0.01')).toBe(10n); // 10.05 → 10
    expect(applyRate(1_050n, '0.01')).toBe(11n); // 10.5 → 11
    expect(applyRate(123n, '1')).toBe(123n);
  });
});
