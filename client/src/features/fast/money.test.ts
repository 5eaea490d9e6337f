import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../lib/format';
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
  it('shows an open order\'s would-be result at the display precision, whatever the server sends: "Loss -100.00", never "-100.000000"', () => {
    // (what the open order rows show beside the result's name, at both viewports)
    const shown = (result: 'win' | 'loss' | 'tie', amount: string, rate: string) =>
      formatMoney(wouldBeProfit(result, amount, rate), 'USDT', 'en-US', { signed: true });
    expect(shown('loss', '100.000000', '0.800000')).toBe('-100.00');
    expect(shown('win', '100.000000', '0.800000')).toBe('+80.00');
    expect(shown('win', '10.05', '0.85')).toBe('+8.54');
    expect(shown('tie', '100.000000', '0.800000')).toBe('0.00');
    expect(formatMoney('100.000000', 'USDT', 'en-US')).toBe('100.00');
    expect(formatMoney('300.000000', 'USDT', 'en-US')).toBe('300.00');
  });
});
