// parseFastOrder: a zod-valid body's stake becomes minor units within its option's limits, or
// the error an order alone gets (decision 010).
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { type FastOrderBody, parseFastOrder } from './order.ts';

// 10 to 5,000 USDT (scale 6), 85 % profit
const option = { profitRate: '0.85', minAmount: 10_000_000n, maxAmount: 5_000_000_000n };
const body = (amount: string): FastOrderBody => ({ productId: 2, direction: 'up', amount, durationSec: 30, mode: 'demo' });

function refusal(amount: string) {
  try {
    parseFastOrder(option, body(amount));
  } catch (e) {
    if (e instanceof AppError) return { error: e.errorName, params: e.params };
    throw e;
  }
  throw new Error('accepted');
}

describe('parseFastOrder', () => {
  it('a stake within the limits, in minor units, with the option’s profit rate', () => {
    expect(parseFastOrder(option, body('12.5'))).toEqual({
      productId: 2,
      direction: 'up',
      amount: 12_500_000n,
      durationSec: 30,
      profitRate: '0.85',
      mode: 'demo',
    });
    expect(parseFastOrder(option, body('10')).amount).toBe(10_000_000n);
    expect(parseFastOrder(option, body('5000.000000')).amount).toBe(5_000_000_000n);
  });

  it('refuses a malformed stake, one under the minimum or over the maximum', () => {
    for (const amount of ['x', '0', '1.0000001', '-10']) expect(refusal(amount)).toEqual({ error: 'AMOUNT_INVALID', params: { scale: 6 } });
    expect(refusal('9.999999')).toEqual({ error: 'AMOUNT_TOO_SMALL', params: { min: '10.000000', currency: 'USDT' } });
    expect(refusal('5000.000001')).toEqual({ error: 'AMOUNT_TOO_LARGE', params: { max: '5000.000000', currency: 'USDT' } });
  });
});
