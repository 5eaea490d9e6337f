import { describe, expect, it } from 'vitest';
import { pnlColor, sumAmounts } from './pnl';

describe('the colour of a profit or loss', () => {
  it('is green for a gain and red for a loss', () => {
    expect(pnlColor('12.340000')).toBe('green');
    expect(pnlColor('-0.010000')).toBe('red');
  });
  it('is none for what reads as zero at the display decimals', () => {
    expect(pnlColor('-0.004000')).toBeUndefined();
    expect(pnlColor('0.009999')).toBeUndefined();
    expect(pnlColor('0')).toBeUndefined();
  });
  it('is none for no figure', () => {
    expect(pnlColor(null)).toBeUndefined();
    expect(pnlColor(undefined)).toBeUndefined();
  });
});

describe('the unrealised P/L of the open positions together', () => {
  it('is their exact sum, a position without a figure yet counting as nothing', () => {
    expect(sumAmounts(['1.500000', '-0.250000', null, '0.000001'])).toBe('1.250001');
    expect(sumAmounts([])).toBe('0.000000');
  });
});
