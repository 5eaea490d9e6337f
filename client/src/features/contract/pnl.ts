// The colour of a profit or loss as the trader reads it: green for a gain, red for a loss, none
// for what shows as zero. Amounts are shown cut toward zero at the currency's display decimals
// (lib/format), so −0.004 USDT reads "0.00" and must not be painted red.
import { displayDecimals, formatAmount, unitsOf } from '../../../../shared/money.ts';
import { CONTRACT_CURRENCY, CONTRACT_SCALE } from '../../../../shared/contract.ts';

export function pnlColor(value: string | null | undefined, currency = CONTRACT_CURRENCY): 'green' | 'red' | undefined {
  if (!value) return undefined;
  const shown = unitsOf(value, displayDecimals(currency) ?? CONTRACT_SCALE);
  return shown > 0n ? 'green' : shown < 0n ? 'red' : undefined;
}

/** The exact sum of amounts at the contract scale (null counts as nothing): "1.5" + "-0.25" → "1.250000". */
export function sumAmounts(values: (string | null)[]): string {
  return formatAmount(
    values.reduce((sum, v) => sum + (v ? unitsOf(v, CONTRACT_SCALE) : 0n), 0n),
    CONTRACT_SCALE,
  );
}
