// The order panel's arithmetic on typed decimals (never a JavaScript number): lots moved by the
// product's step within its limits, and the checks a typed order must pass before it is
// previewed (the server checks again; these give the hint while typing).
import { compareDecimal, formatAmount, parseAmount, trimZeros, unitsOf } from '../../../../shared/money.ts';
import { LOT_SCALE } from '../../../../shared/contract.ts';
import type { ContractSetting, ContractSide } from './types';

/** More decimals than any product's price has (parseAmount caps the units, so not more). */
const PRICE_DECIMALS_MAX = 10;

type LotLimits = Pick<ContractSetting, 'lotStep' | 'minLots' | 'maxLots'>;

/** Lots as typed: up to LOT_SCALE decimals, trailing zeros dropped ("1.50" → "1.5"). */
const lotsText = (units: bigint) => trimZeros(formatAmount(units, LOT_SCALE));

/**
 * The lots one step up (+1) or down (−1) from `value`, on the step's grid, kept within
 * [minLots, maxLots]; an empty or unreadable value steps from the minimum.
 */
export function stepLots(value: string, limits: LotLimits, direction: 1 | -1): string {
  const step = unitsOf(limits.lotStep, LOT_SCALE);
  const min = unitsOf(limits.minLots, LOT_SCALE);
  const max = unitsOf(limits.maxLots, LOT_SCALE);
  const parsed = parseAmount(value, LOT_SCALE);
  if (!('units' in parsed) || step <= 0n) return lotsText(min);
  // off the grid: to the grid line in the step's direction
  const below = (parsed.units / step) * step;
  let next = direction > 0 ? below + step : below === parsed.units ? below - step : below;
  if (next < min) next = min;
  if (next > max) next = max;
  return lotsText(next);
}

export type LotsProblem = 'format' | 'range' | 'step';

/** What is wrong with typed lots, or null. */
export function lotsProblem(value: string, limits: LotLimits): LotsProblem | null {
  const parsed = parseAmount(value, LOT_SCALE);
  if (!('units' in parsed)) return 'format';
  if (compareDecimal(value, limits.minLots) < 0 || compareDecimal(value, limits.maxLots) > 0) return 'range';
  const step = unitsOf(limits.lotStep, LOT_SCALE);
  return step > 0n && parsed.units % step !== 0n ? 'step' : null;
}

export type StopProblem = 'format' | 'stopLossSide' | 'takeProfitSide';

/**
 * Stop-loss and take-profit against the side and the price the position opens at: a long's
 * stop-loss below it and take-profit above it, a short's the other way round. Empty = not set.
 */
export function stopsProblems(
  side: ContractSide,
  price: string | undefined,
  stopLoss: string,
  takeProfit: string,
): { stopLoss: StopProblem | null; takeProfit: StopProblem | null } {
  const check = (value: string, wantAbove: boolean, problem: StopProblem): StopProblem | null => {
    if (!value) return null;
    if (!('units' in parseAmount(value, PRICE_DECIMALS_MAX))) return 'format';
    if (!price) return null;
    const cmp = compareDecimal(value, price);
    return (wantAbove ? cmp > 0 : cmp < 0) ? null : problem;
  };
  return {
    stopLoss: check(stopLoss, side === 'short', 'stopLossSide'),
    takeProfit: check(takeProfit, side === 'long', 'takeProfitSide'),
  };
}
