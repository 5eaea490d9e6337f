// Totals in a chosen quote currency (issue 37, point 5): exact integer arithmetic, rounded
// down to the quote's decimals.
import { describe, expect, it } from 'vitest';
import { isQuoteCurrency, isZeroBalance, quotePriceSymbol, valueInQuote } from './quote-total';

describe('values in a quote currency', () => {
  it('USDT and USD are the USDT value itself (1:1), at their decimals, rounded down', () => {
    expect(valueInQuote('1234.567891', '1', 6)).toBe('1234.567891');
    expect(valueInQuote('1234.567891', '1', 2)).toBe('1234.56');
    expect(valueInQuote('0.009999', '1', 2)).toBe('0.00');
    expect(quotePriceSymbol('USDT')).toBeUndefined();
    expect(quotePriceSymbol('USD')).toBeUndefined();
  });

  it('divides by the coin price exactly and rounds down to 8 decimals', () => {
    expect(quotePriceSymbol('BTC')).toBe('BTC/USDT');
    // 64250.50 USDT at 64250.50 is exactly one BTC
    expect(valueInQuote('64250.500000', '64250.50', 8)).toBe('1.00000000');
    // 1000 / 64250.50 = 0.01556408121337577… → 0.01556408
    expect(valueInQuote('1000.000000', '64250.50', 8)).toBe('0.01556408');
    // 1 / 3 = 0.333… → rounded down, never up
    expect(valueInQuote('1.000000', '3', 8)).toBe('0.33333333');
    expect(valueInQuote('2.000000', '3', 8)).toBe('0.66666666');
    // the smallest USDT value is worth less than one satoshi: zero, not one
    expect(valueInQuote('0.000001', '64250.50', 8)).toBe('0.00000000');
    // a large total loses nothing to floating point: 123456789.123456 / 3450.25 = 35781.983660150…
    expect(valueInQuote('123456789.123456', '3450.25', 8)).toBe('35781.98366015');
  });

  it('answers nothing for a price that is not a positive decimal', () => {
    expect(valueInQuote('10.000000', '0', 8)).toBeUndefined();
    expect(valueInQuote('10.000000', '0.00', 8)).toBeUndefined();
    expect(valueInQuote('10.000000', '-5', 8)).toBeUndefined();
    expect(valueInQuote('10.000000', 'abc', 8)).toBeUndefined();
  });

  it('knows its quote currencies and which balances are zero', () => {
    expect(['USDT', 'USD', 'BTC', 'ETH'].every(isQuoteCurrency)).toBe(true);
    expect(isQuoteCurrency('DOGE')).toBe(false);
    expect(isQuoteCurrency(null)).toBe(false);
    expect(isZeroBalance({ total: '0.000000' })).toBe(true);
    expect(isZeroBalance({ total: '0.00000001' })).toBe(false);
  });
});
