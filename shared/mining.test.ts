// Mining arithmetic (decision 049): the spec's examples to the unit, rounding, rates and the calendar.
import { describe, expect, it } from 'vitest';
import { DAY_MS, daysDue, expectedEarnings, interestOf, penaltyOf, ratePercent, rateText, rateUnitsOf, scheduleOf } from './mining.ts';

const usdt = (whole: number) => BigInt(whole) * 1_000_000n;

describe('mining arithmetic', () => {
  it('10,000 at 0.3 % to 0.5 % a day over 5 days: 30 to 50 a day, 150 to 250 in total', () => {
    const rates = { min: rateUnitsOf('0.003') as bigint, default: rateUnitsOf('0.004') as bigint, max: rateUnitsOf('0.005') as bigint };
    expect(expectedEarnings(usdt(10_000), 5, rates)).toEqual({
      daily: { min: usdt(30), default: usdt(40), max: usdt(50) },
      total: { min: usdt(150), default: usdt(200), max: usdt(250) },
    });
  });

  it('penalty of 1,000 at 0.4 % with 3 days left is 12 (refund 988), half up to the cent, never above the principal', () => {
    const penalty = (amount: bigint, days: number, rate: string) => penaltyOf(amount, days, rateUnitsOf(rate) as bigint, 6, 'USDT');
    expect(penalty(usdt(1000), 3, '0.004')).toBe(usdt(12));
    // 123.456789 × 0.4 % × 3 = 1.481481468 → 1.48; 1.25 × 0.4 % × 1 = 0.005 → 0.01
    expect(penalty(123_456_789n, 3, '0.004')).toBe(1_480_000n);
    expect(penalty(1_250_000n, 1, '0.004')).toBe(10_000n);
    expect(penalty(usdt(10), 365, '0.5')).toBe(usdt(10));
    expect(penalty(usdt(10), 0, '0.5')).toBe(0n);
    // a coin shown at its scale: half up to the minor unit
    expect(penaltyOf(125n, 1, rateUnitsOf('0.004') as bigint, 8, 'BTC')).toBe(1n);
  });

  it('interest rounds down to the minor unit', () => {
    expect(interestOf(333n, rateUnitsOf('0.003') as bigint)).toBe(0n);
    expect(interestOf(usdt(1) + 1n, rateUnitsOf('0.003') as bigint)).toBe(3000n);
  });

  it('reads and writes rates as daily fractions with up to 8 decimals', () => {
    expect(rateUnitsOf('0.004')).toBe(400_000n);
    expect(rateUnitsOf('0.00000001')).toBe(1n);
    for (const bad of ['1', '1.5', '0.000000001', '-0.1', '.5', 'x']) expect(rateUnitsOf(bad)).toBeUndefined();
    expect(rateText(400_000n)).toBe('0.004');
    expect(rateText(0n)).toBe('0');
    expect(ratePercent('0.004')).toBe('0.4');
    expect(ratePercent('0.0125')).toBe('1.25');
  });

  it('day k is the k-th UTC day after the subscription day, paid at the payout time after it ends', () => {
    const at = Date.UTC(2026, 10, 21, 23, 59, 0);
    const s = scheduleOf(at, 5, 0);
    expect(new Date(s.interestFrom).toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(new Date(s.payoutAt(1)).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(new Date(s.finishAt).toISOString()).toBe('2026-11-27T00:00:00.000Z');
    expect(s.dayOf(1)).toBe('2026-11-22');
    expect(daysDue(s.interestFrom, 5, 0, s.payoutAt(1) - 1)).toBe(0);
    expect(daysDue(s.interestFrom, 5, 0, s.payoutAt(1))).toBe(1);
    expect(daysDue(s.interestFrom, 5, 0, s.finishAt + 10 * DAY_MS)).toBe(5);
    // a payout time of 08:30 moves every payout, not the days
    expect(daysDue(s.interestFrom, 5, 510 * 60_000, s.payoutAt(1) + 510 * 60_000 - 1)).toBe(0);
    expect(scheduleOf(at, 5, 510 * 60_000).payoutAt(1) - s.payoutAt(1)).toBe(510 * 60_000);
  });
});
