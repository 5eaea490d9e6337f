// A fast order as the service takes it (docs/decisions/010-fast-trading.md): the typed stake
// becomes minor units here, once, at the route (right after zod and the option's lookup); the
// service and the settlement never parse a string.
import { formatAmount, parseAmount } from '../../../shared/money.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Mode } from '../../ledger/ledger.ts';
import type { FastOptionRow } from './repository.ts';
import { FAST_CURRENCY, FAST_SCALE } from './views.ts';

/** An order's fields as typed (zod-valid). */
export interface FastOrderBody {
  productId: number;
  direction: 'up' | 'down';
  amount: string;
  durationSec: number;
  mode: Mode;
}

/** The option an order names: its profit rate and stake limits (FastService.orderOption). */
export type FastOrderOption = Pick<FastOptionRow, 'profitRate' | 'minAmount' | 'maxAmount'>;

/** An order with its stake in minor units and its option's profit rate. */
export interface TypedFastOrder {
  productId: number;
  direction: 'up' | 'down';
  /** the stake, FAST_CURRENCY minor units */
  amount: bigint;
  durationSec: number;
  profitRate: FastOptionRow['profitRate'];
  mode: Mode;
}

/** The typed order of a body on its option, or the stake's AppError: malformed, under the minimum, over the maximum. */
export function parseFastOrder(option: FastOrderOption, body: FastOrderBody): TypedFastOrder {
  const parsed = parseAmount(body.amount, FAST_SCALE);
  if ('problem' in parsed) throw new AppError('AMOUNT_INVALID', { scale: FAST_SCALE });
  if (parsed.units < option.minAmount)
    throw new AppError('AMOUNT_TOO_SMALL', { min: formatAmount(option.minAmount, FAST_SCALE), currency: FAST_CURRENCY });
  if (parsed.units > option.maxAmount)
    throw new AppError('AMOUNT_TOO_LARGE', { max: formatAmount(option.maxAmount, FAST_SCALE), currency: FAST_CURRENCY });
  return {
    productId: body.productId,
    direction: body.direction,
    amount: parsed.units,
    durationSec: body.durationSec,
    profitRate: option.profitRate,
    mode: body.mode,
  };
}
