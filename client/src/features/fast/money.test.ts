import { describe, expect, it } from 'vitest';
import { wouldBe, wouldBeProfit } from './money';

describe('fast display helpers (BigInt, not floats)', () => {
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
