import { describe, expect, it } from 'vitest';
import { formatDecimal, formatExactMoney, formatMoney } from './format';

describe('formatMoney: every amount at its currency display precision', () => {
  it('shows USDT with 2 decimals whatever the server sends, with a proper sign', () => {
    expect(formatMoney('-100.000000', 'USDT', 'en-US')).toBe('-100.00');
    expect(formatMoney('24.600000', 'USDT', 'en-US', { signed: true })).toBe('+24.60');
    expect(formatMoney('-100', 'USDT', 'en-US', { signed: true })).toBe('-100.00');
    expect(formatMoney('10', 'USD', 'en-US')).toBe('10.00');
  });

  it('shows BTC and ETH with 8 decimals', () => {
    expect(formatMoney('0.00311061', 'BTC', 'en-US')).toBe('0.00311061');
    expect(formatMoney('1', 'ETH', 'en-US')).toBe('1.00000000');
  });

  it('cuts toward zero: never shows a balance, an arrival or a profit larger than it is', () => {
    expect(formatMoney('0.999999', 'USDT', 'en-US')).toBe('0.99');
    expect(formatMoney('-8.547500', 'USDT', 'en-US')).toBe('-8.54');
    // less than a cent is no sign at all, not "-0.00"
    expect(formatMoney('-0.004000', 'USDT', 'en-US', { signed: true })).toBe('0.00');
    expect(formatMoney('0', 'USDT', 'en-US', { signed: true })).toBe('0.00');
  });

  it('groups in the locale and stays exact beyond float precision', () => {
    expect(formatMoney('1234567.891234', 'USDT', 'en-US')).toBe('1,234,567.89');
    expect(formatMoney('1234567.891234', 'USDT', 'de-DE')).toBe('1.234.567,89');
    expect(formatMoney('9007199254740993.129999', 'USDT', 'en-US')).toBe('9,007,199,254,740,993.12');
  });

  it('shows a currency without a display precision as the server sent it', () => {
    expect(formatMoney('1.234500', 'XYZ', 'en-US')).toBe('1.234500');
    expect(formatMoney('1.5', 'constructor', 'en-US')).toBe('1.5');
  });

  it('leaves prices rounding half up', () => {
    expect(formatDecimal('1.235', 'en-US', { precision: 2 })).toBe('1.24');
    expect(formatDecimal('1.235', 'en-US', { precision: 2, rounding: 'down' })).toBe('1.23');
  });
});

describe('formatExactMoney: an amount someone decides on (a setting, a proposal: decision 070)', () => {
  it('shows the display decimals, and more only where the value has them: never a digit hidden', () => {
    expect(formatExactMoney('10.000000', 'USDT', 'en-US')).toBe('10.00');
    expect(formatExactMoney('25.5', 'USDT', 'en-US')).toBe('25.50');
    expect(formatExactMoney('0.005000', 'USDT', 'en-US')).toBe('0.005');
    expect(formatExactMoney('100.001000', 'USDT', 'de-DE')).toBe('100,001');
    expect(formatExactMoney('1234567.000000', 'USDT', 'en-US')).toBe('1,234,567.00');
    expect(formatExactMoney('0.5', 'BTC', 'en-US')).toBe('0.50000000');
  });

  it('a currency without display decimals shows its value without padding zeros; text that is no amount as it is', () => {
    expect(formatExactMoney('3.250000', 'XYZ', 'en-US')).toBe('3.25');
    expect(formatExactMoney('300.000000 USDT', 'USDT', 'en-US')).toBe('300.000000 USDT');
  });
});
