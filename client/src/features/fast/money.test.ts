import { describe, expect, it } from 'vitest';
import { compareDecimal, signOf, wouldBe, wouldBeProfit } from './money';

describe('fast display helpers (BigInt, not floats)', () => {
  it('compares decimal strings exactly', () => {
    expect(compareDecimal('0.1', '0.10')).toBe(0);
    expect(compareDecimal('65273.39', '65273.4')).toBe(-1);
    expect(compareDecimal('9007199254740993.01', '9007199254740993.00')).toBe(1);
    expect(signOf('-0.01')).toBe(-1);
    expect(signOf('0.00')).toBe(0);
  });
  it('says what an open order would be', () => {
    expect(wouldBe('up', '100.00', '100.01')).toBe('win');
    expect(wouldBe('down', '100.00', '100.01')).toBe('loss');
    expect(wouldBe('up', '100.00', '100.0')).toBe('tie');
  });
  it('computes the would-be profit exactly as the server pays it (the formatter rounds for display)', () => {
    expect(wouldBeProfit('win', '10', '0.80')).toBe('8.000000');
    expect(wouldBeProfit('win', '0.1', '0.85')).toBe('0.085000');
    expect(wouldBeProfit('win', '10.05', '0.85')).toBe('8.542500');
    expect(wouldBeProfit('loss', '10', '0.80')).toBe('-10');
    expect(wouldBeProfit('tie', '10', '0.80')).toBe('0');
  });
});
