// What a lot is, per product (issue 37, point 5): the contract size in the underlying's units,
// and what typed lots come to, multiplied exactly.
import { describe, expect, it } from 'vitest';
import { lotSizeOf, lotUnit, multiplyDecimals } from './lot-size';

describe('lot size', () => {
  it('names the underlying a lot is counted in', () => {
    expect(lotUnit('BTC/USDT')).toBe('BTC');
    expect(lotUnit('EUR/USD')).toBe('EUR');
    expect(lotUnit('AAPL')).toBe('AAPL');
  });

  it('states one lot from the setting, and what typed lots come to, exactly', () => {
    expect(lotSizeOf({ symbol: 'BTC/USDT', contractSize: '1.0000' })).toEqual({ size: '1', unit: 'BTC', units: undefined });
    expect(lotSizeOf({ symbol: 'SOL/USDT', contractSize: '10' }, '0.5')).toEqual({ size: '10', unit: 'SOL', units: '5' });
    expect(lotSizeOf({ symbol: 'EUR/USD', contractSize: '100000' }, '0.01')).toEqual({ size: '100000', unit: 'EUR', units: '1000' });
    // 0.1 × 3 is 0.3, not 0.30000000000000004
    expect(multiplyDecimals('0.1', '3')).toBe('0.3');
    expect(multiplyDecimals('1.25', '0.04')).toBe('0.05');
    expect(multiplyDecimals('0', '10')).toBe('0');
    expect(multiplyDecimals('1.', '10')).toBeUndefined();
  });
});
