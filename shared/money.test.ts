import { describe, expect, it } from 'vitest';
import { currencies } from '../prisma/seed-data.ts';
import { serverMessage } from './i18n/server-messages.ts';
import {
  applyRate,
  chargeAtRate,
  chargeUnits,
  compareDecimal,
  DISPLAY_DECIMALS,
  displayAmount,
  displayDecimals,
  grossShown,
  formatAmount,
  parseAmount,
  sanitizeAmount,
  signOf,
  trimZeros,
  typedAmount,
  unitsOf,
} from './money.ts';

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

describe('unitsOf', () => {
  it('reads a server amount into minor units, signed, zero allowed, extra decimals cut', () => {
    expect(unitsOf('12.500000', 6)).toBe(12_500_000n);
    expect(unitsOf('-100.000000', 2)).toBe(-10_000n);
    expect(unitsOf('0', 8)).toBe(0n);
    expect(unitsOf('1.239', 2)).toBe(123n);
    expect(unitsOf('not a number', 2)).toBe(0n);
  });
});

describe('sanitizeAmount', () => {
  it.each([
    ['12.345', 2, '12.34'],
    ['1,5', 2, '1.5'],
    ['007', 2, '7'],
    ['.5', 2, '0.5'],
    ['1.2.3', 8, '1.23'],
    ['12.', 2, '12.'],
    ['1.5', 0, '15'],
    ['-1e3 ', 2, '13'],
  ])('%j at %i decimals → %j', (raw, scale, out) => {
    expect(sanitizeAmount(raw, scale)).toBe(out);
  });
});

describe('display decimals', () => {
  it('knows every seeded currency, never finer than its stored scale', () => {
    for (const c of currencies) {
      expect(displayDecimals(c.code), c.code).toBeDefined();
      expect(displayDecimals(c.code), c.code).toBeLessThanOrEqual(c.scale);
    }
    expect(Object.keys(DISPLAY_DECIMALS).sort()).toEqual(currencies.map((c) => c.code).sort());
    expect(displayDecimals('USDT')).toBe(2);
    expect(displayDecimals('BTC')).toBe(8);
    expect(displayDecimals('toString')).toBeUndefined();
  });
});

describe('charges at display precision', () => {
  it("rounds half up to the currency's display decimals, in minor units at its scale", () => {
    // 31.884 → 31.88, 0.305 → 0.31 (USDT: 6 stored, 2 shown)
    expect(chargeUnits(31_884_000n, 1n, 6, 'USDT')).toBe(31_880_000n);
    expect(chargeUnits(305_000n, 1n, 6, 'USDT')).toBe(310_000n);
    expect(chargeUnits(304_999n, 1n, 6, 'USDT')).toBe(300_000n);
    // an exact fraction: 1,084.25 × 0.0003 = 0.325275 → 0.33
    expect(chargeUnits(108_425_000_000n * 3n, 10_000n * 100n, 6, 'USDT')).toBe(330_000n);
    expect(chargeUnits(4_999n, 1n, 6, 'USDT')).toBe(0n);
    // shown at its scale (BTC 8 of 8) or unknown: half up to the minor unit
    expect(chargeUnits(5n, 10n, 8, 'BTC')).toBe(1n);
    expect(chargeUnits(4n, 10n, 8, 'BTC')).toBe(0n);
    expect(chargeUnits(15n, 10n, 6, 'XYZ')).toBe(2n);
  });

  it('charges a rate of an amount the same way (a withdrawal fee)', () => {
    // 123.456789 × 0.001 = 0.123456789 → 0.12; 125 × 0.001 = 0.125 → 0.13
    expect(chargeAtRate(123_456_789n, '0.001', 6, 'USDT')).toBe(120_000n);
    expect(chargeAtRate(125_000_000n, '0.001', 6, 'USDT')).toBe(130_000n);
    expect(chargeAtRate(100_000_000n, '0', 6, 'USDT')).toBe(0n);
    expect(() => chargeAtRate(1n, '-1', 6, 'USDT')).toThrow();
  });
});

describe('amounts named in messages', () => {
  it.each([
    ['10.000000', 'USDT', '10.00'],
    ['0.000001', 'USDT', '0.000001'],
    ['12.340000', 'USDT', '12.34'],
    ['-100.000000', 'USDT', '-100.00'],
    ['0.00050000', 'BTC', '0.00050000'],
    ['1000000000000.000000', 'USDT', '1000000000000.00'],
    ['7', 'USDT', '7'],
    ['1.500000', 'XYZ', '1.500000'],
  ])('%s %s reads %s', (value, currency, text) => {
    expect(displayAmount(value, currency)).toBe(text);
  });

  it('server messages show the amounts of their currency so', () => {
    expect(serverMessage('en-US', 'AMOUNT_TOO_SMALL', { min: '10.000000', currency: 'USDT' })).toBe('The minimum is 10.00 USDT');
    expect(serverMessage('de-DE', 'AMOUNT_TOO_LARGE', { max: '10000.000000', currency: 'USDT' })).toContain('10000.00 USDT');
    // a parameter that is no amount is left as it is
    expect(serverMessage('en-US', 'AMOUNT_INVALID', { scale: 6 })).toContain('6');
  });
});

describe('compareDecimal, signOf and trimZeros', () => {
  it('compares decimal strings exactly, at the finer scale', () => {
    expect(compareDecimal('0.1', '0.10')).toBe(0);
    expect(compareDecimal('65273.39', '65273.4')).toBe(-1);
    expect(compareDecimal('9007199254740993.01', '9007199254740993.00')).toBe(1);
    expect(compareDecimal('-1.5', '-1.49')).toBe(-1);
    expect(compareDecimal('+2', '1.999')).toBe(1);
  });
  it('treats a value that is not a decimal as equal (no flash, no trend)', () => {
    expect(compareDecimal('abc', '1')).toBe(0);
    expect(compareDecimal('1', '1e3')).toBe(0);
  });
  it('gives the sign, zero in any spelling being 0', () => {
    expect(signOf('-0.01')).toBe(-1);
    expect(signOf('0.00')).toBe(0);
    expect(signOf('-0.000000')).toBe(0);
    expect(signOf('+0')).toBe(0);
    expect(signOf('+1.67')).toBe(1);
  });
  it('takes a typed amount without the point left while typing', () => {
    expect(typedAmount('12.')).toBe('12');
    expect(typedAmount('12.5')).toBe('12.5');
    expect(typedAmount('')).toBe('');
  });
  it('drops the zeros a scale pads an amount with', () => {
    expect(trimZeros('1000.500000')).toBe('1000.5');
    expect(trimZeros('10.000000')).toBe('10');
    expect(trimZeros('100')).toBe('100');
  });
});

describe('grossShown', () => {
  it('makes before fees − fees = net add up to the cent as shown (issue 32.1)', () => {
    // a short +0.089 before 1.28 of fees: net −1.191 is shown −1.19, so before fees shows 0.09
    expect(grossShown('-1.191000', '1.280000', 'USDT')).toBe('0.09');
    expect(grossShown('2.876543', '0.310000', 'USDT')).toBe('3.18');
    expect(grossShown('-0.004000', '0.010000', 'USDT')).toBe('0.01');
    // a currency the display table does not know keeps its exact sum
    expect(grossShown('-1.191000', '1.280000', 'XYZ')).toBe('0.089000');
  });
});
