// The funds forms' amount checks (deposit, withdrawal, exchange: spec section 5) and the words
// they show, without a browser: the browser journeys (tests/browser/money-display.test.ts) show
// the messages under the fields at both viewports; this holds every case of them.
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../lib/format';
import en from '../../locales/funds/en-US.json';
import { type AmountRules, checkAmount, type Issue, issueParams } from './amount';

/** The message an issue shows in English: the en-US catalogue's words, its amounts at display precision. */
function english(issue: Issue | null): string | null {
  if (!issue) return null;
  const template = issue.key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en) as string;
  const params = issueParams(issue, (value, currency) => formatMoney(value, currency, 'en-US'));
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));
}

const USDT: AmountRules = { currency: 'USDT', scale: 6, available: '900.000000' };
const BTC_DEPOSIT: AmountRules = { currency: 'BTC', scale: 8, min: '0.0005', max: '100' };

describe('an amount typed in a funds form', () => {
  it("is required, a positive number within the currency's decimals", () => {
    expect(english(checkAmount('', USDT))).toBe('Amount cannot be empty');
    expect(english(checkAmount('   ', USDT))).toBe('Amount cannot be empty');
    expect(english(checkAmount('abc', USDT))).toBe('Please enter a valid amount');
    expect(english(checkAmount('0', USDT))).toBe('The amount must be greater than 0');
    expect(english(checkAmount('1.0000001', USDT))).toBe('At most 6 decimal places');
    expect(checkAmount('120.5', USDT)).toBeNull();
  });

  it('is refused above the balance it is taken from (and when there is nothing to take)', () => {
    // (the exchange and withdrawal forms refuse it as it is typed, before anything is sent)
    expect(english(checkAmount('1000', USDT))).toBe('Insufficient balance');
    expect(english(checkAmount('900.000001', USDT))).toBe('Insufficient balance');
    expect(checkAmount('900', USDT)).toBeNull();
    expect(english(checkAmount('1', { ...USDT, available: '0' }))).toBe('No transferable amount');
  });

  it('names the limits it breaks at the currency\'s display precision: "The minimum is 0.00050000 BTC"', () => {
    expect(english(checkAmount('0.0001', BTC_DEPOSIT))).toBe('The minimum is 0.00050000 BTC');
    expect(english(checkAmount('100.00000001', BTC_DEPOSIT))).toBe('The maximum is 100.00000000 BTC');
    expect(checkAmount('0.0005', BTC_DEPOSIT)).toBeNull();
    expect(english(checkAmount('5', { currency: 'USDT', scale: 6, min: '10' }))).toBe('The minimum is 10.00 USDT');
  });
});
