// The terms a follower types (decision 103): the ratio (their lots per leader lot, 0.01 to 10,
// two places) and the cap (USDT of margin the open copies may hold at once, 1 to 1,000,000),
// checked as the server checks them; and the lots an example leader position opens for them.
// Decimal strings and bigint units only, never a float.
import { formatAmount, parseAmount, trimZeros } from '../../../../shared/money.ts';

export const RATIO_SCALE = 2;
export const RATIO_MIN = '0.01';
export const RATIO_MAX = '10';
export const CAP_MIN = '1';
export const CAP_MAX = '1000000';
/** The cap's decimals (USDT). */
export const CAP_SCALE = 6;
/** The currency of the cap and the record. */
export const COPY_CURRENCY = 'USDT';
/** The leader position the dialog's sentence takes as its example. */
export const EXAMPLE_LEADER_LOTS = '2';

export type TermProblem = 'format' | 'range';

/** Units of `value` at `scale` within [min, max], or what is wrong with it. */
function within(value: string, scale: number, min: string, max: string): bigint | TermProblem {
  const parsed = parseAmount(value.trim(), scale);
  if ('problem' in parsed) return parsed.problem === 'zero' || parsed.problem === 'too-large' ? 'range' : 'format';
  const low = parseAmount(min, scale);
  const high = parseAmount(max, scale);
  if (!('units' in low) || !('units' in high)) throw new Error('bad bounds');
  return parsed.units < low.units || parsed.units > high.units ? 'range' : parsed.units;
}

export function ratioProblem(ratio: string): TermProblem | null {
  const r = within(ratio, RATIO_SCALE, RATIO_MIN, RATIO_MAX);
  return typeof r === 'bigint' ? null : r;
}

export function capProblem(cap: string): TermProblem | null {
  const r = within(cap, CAP_SCALE, CAP_MIN, CAP_MAX);
  return typeof r === 'bigint' ? null : r;
}

/**
 * The follower's lots for a leader position of `leaderLots` at `ratio` (leader lots × ratio,
 * before the product's lot step rounds it down): ("2", "0.5") → "1"; null while the ratio is
 * not a valid one.
 */
export function copiedLots(leaderLots: string, ratio: string): string | null {
  const r = within(ratio, RATIO_SCALE, RATIO_MIN, RATIO_MAX);
  if (typeof r !== 'bigint') return null;
  const lots = parseAmount(leaderLots, 8);
  if (!('units' in lots)) return null;
  return trimZeros(formatAmount(lots.units * r, 8 + RATIO_SCALE));
}
