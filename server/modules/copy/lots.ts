// Copy trading's arithmetic (decision 103), exact on integers: the ratio in hundredths (the
// follower's lots per leader lot, 0.01 to 10), the cap in USDT minor units (1 to 1,000,000),
// lots in hundredths (LOT_SCALE) rounded down to the product's step.
import { CONTRACT_SCALE, LOT_UNIT } from '../../../shared/contract.ts';
import { parseAmount } from '../../../shared/money.ts';
import { AppError } from '../../lib/app-error.ts';

/** The ratio's limits in hundredths: 0.01 to 10. */
export const RATIO_MIN = 1n;
export const RATIO_MAX = 1000n;
/** The cap's limits in USDT minor units: 1 to 1,000,000 USDT. */
export const CAP_MIN = 10n ** BigInt(CONTRACT_SCALE);
export const CAP_MAX = 1_000_000n * CAP_MIN;

/** A ratio as typed ("0.5") in hundredths, or COPY_RATIO_INVALID. */
export function parseRatio(text: string): bigint {
  const r = parseAmount(text.trim(), 2);
  if (!('units' in r) || r.units < RATIO_MIN || r.units > RATIO_MAX) throw new AppError('COPY_RATIO_INVALID');
  return r.units;
}

/** A cap as typed ("500") in USDT minor units, or COPY_CAP_INVALID. */
export function parseCap(text: string): bigint {
  const r = parseAmount(text.trim(), CONTRACT_SCALE);
  if (!('units' in r) || r.units < CAP_MIN || r.units > CAP_MAX) throw new AppError('COPY_CAP_INVALID');
  return r.units;
}

/** `lots` rounded down to a whole number of `step`s. */
export function toStep(lots: bigint, step: bigint): bigint {
  return step > 0n ? lots - (lots % step) : lots;
}

/** The follower's lots for a leader's open or add of `leaderLots`: × ratio, rounded down to the step. */
export function copiedLots(leaderLots: bigint, ratio: bigint, step: bigint): bigint {
  return toStep((leaderLots * ratio) / LOT_UNIT, step);
}

/**
 * The lots of a copy to close when the leader closed `closed` lots leaving `remaining`: the same
 * fraction of the copy's lots, rounded down to the step; all of it when the leader's is closed.
 */
export function closingLots(copyLots: bigint, closed: bigint, remaining: bigint, step: bigint): bigint {
  if (remaining <= 0n) return copyLots;
  const lots = toStep((copyLots * closed) / (closed + remaining), step);
  return lots > copyLots ? copyLots : lots;
}

/** What an open or add may place within the product's limits: the maximum at most, nothing below the minimum. */
export function withinLimits(lots: bigint, limits: { minLots: bigint; maxLots: bigint }, held = 0n): bigint | 'too_small' {
  const room = limits.maxLots - held;
  const capped = lots > room ? room : lots;
  return capped < limits.minLots ? 'too_small' : capped;
}
