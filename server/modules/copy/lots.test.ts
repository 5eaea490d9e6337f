// Copy trading's lots arithmetic against hand-computed examples (decision 103).
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { CAP_MAX, CAP_MIN, closingLots, copiedLots, parseCap, parseRatio, toStep, withinLimits } from './lots.ts';

const code = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return e instanceof AppError ? e.errorName : String(e);
  }
  return 'ok';
};

describe('ratio and cap', () => {
  it('parses a ratio of 0.01 to 10 with two places, in hundredths', () => {
    expect(parseRatio('0.5')).toBe(50n);
    expect(parseRatio('0.01')).toBe(1n);
    expect(parseRatio('10')).toBe(1000n);
    expect(parseRatio('10.00')).toBe(1000n);
    for (const bad of ['0', '0.00', '10.01', '10.001', '0.005', 'abc', '-1', '', '1e2'])
      expect(
        code(() => parseRatio(bad)),
        bad,
      ).toBe('COPY_RATIO_INVALID');
  });

  it('parses a cap of 1 to 1,000,000 USDT in minor units', () => {
    expect(parseCap('1')).toBe(CAP_MIN);
    expect(parseCap('500.5')).toBe(500_500_000n);
    expect(parseCap('1000000')).toBe(CAP_MAX);
    for (const bad of ['0', '0.999999', '1000000.000001', '1.0000001', 'abc', '-5'])
      expect(
        code(() => parseCap(bad)),
        bad,
      ).toBe('COPY_CAP_INVALID');
  });
});

describe('lots', () => {
  it('multiplies by the ratio and rounds down to the step', () => {
    // 3 lots × 0.5 = 1.50 lots (step 0.01)
    expect(copiedLots(300n, 50n, 1n)).toBe(150n);
    // 3 lots × 0.5 = 1.50 → 1.00 with a step of 1 lot
    expect(copiedLots(300n, 50n, 100n)).toBe(100n);
    // 0.07 lots × 0.33 = 0.0231 → 0.02
    expect(copiedLots(7n, 33n, 1n)).toBe(2n);
    // 0.01 × 0.5 = 0.005 → 0
    expect(copiedLots(1n, 50n, 1n)).toBe(0n);
    expect(toStep(157n, 5n)).toBe(155n);
  });

  it('keeps within the product limits: the maximum at most, too small below the minimum', () => {
    const limits = { minLots: 10n, maxLots: 1000n };
    expect(withinLimits(5n, limits)).toBe('too_small');
    expect(withinLimits(10n, limits)).toBe(10n);
    expect(withinLimits(5000n, limits)).toBe(1000n);
    // an add: the room left beside the held lots
    expect(withinLimits(500n, limits, 800n)).toBe(200n);
    expect(withinLimits(500n, limits, 995n)).toBe('too_small');
  });

  it('closes the leader’s fraction of the copy, rounded down; all of it at the leader’s last close', () => {
    // the leader closed 1 of 3 lots: a copy of 1.50 closes 0.50
    expect(closingLots(150n, 100n, 200n, 1n)).toBe(50n);
    // 1 of 3 of 1.00 = 0.333… → 0.33
    expect(closingLots(100n, 100n, 200n, 1n)).toBe(33n);
    // with a step of 1 lot: 0.33 → 0
    expect(closingLots(100n, 100n, 200n, 100n)).toBe(0n);
    expect(closingLots(150n, 200n, 0n, 1n)).toBe(150n);
  });
});
