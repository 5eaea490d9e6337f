// A contract order as the service takes it (docs/decisions/033-contract-trading.md): a request's
// lots and prices become bigint lots (LOT_SCALE) and ticks here, once; for a new order at the
// route, right after zod (parseContractOrder); for an action on a position (close, add, stops,
// follow) in the service, after the position is read, because the position's product sets the
// steps and limits and an unknown position must stay a 404 whatever its lots say.
import { LOT_SCALE, type Side } from '../../../shared/contract.ts';
import { formatScaled } from '../../../shared/market.ts';
import { parseAmount } from '../../../shared/money.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Mode } from '../../ledger/ledger.ts';
import type { ContractSettings } from './settings.ts';

/** An order's fields as typed (zod-valid): what parseContractOrder reads. */
export interface ContractOrderBody {
  productId: number;
  side: Side;
  lots: string;
  leverage: number;
  orderType: 'market' | 'limit';
  limitPrice?: string;
  stopLoss?: string;
  takeProfit?: string;
  mode: Mode;
}

/** An order in lots and ticks on its product's settings: what the service checks against the tick in force and places. */
export interface TypedContractOrder {
  settings: ContractSettings;
  side: Side;
  lots: bigint;
  leverage: number;
  orderType: 'market' | 'limit';
  limitTicks: bigint | null;
  stopLossTicks: bigint | null;
  takeProfitTicks: bigint | null;
  mode: Mode;
}

/** Lots typed at LOT_SCALE: a multiple of the step within the product's limits. */
export function parseLots(text: string, s: Pick<ContractSettings, 'minLots' | 'maxLots' | 'lotStep'>): bigint {
  const parsed = parseAmount(text, LOT_SCALE);
  const lots = 'units' in parsed ? parsed.units : -1n;
  if (lots < s.minLots || lots > s.maxLots || lots % s.lotStep !== 0n) {
    const f = (n: bigint) => formatScaled(n, LOT_SCALE);
    throw new AppError('CONTRACT_LOTS_INVALID', { min: f(s.minLots), max: f(s.maxLots), step: f(s.lotStep) });
  }
  return lots;
}

/** A price typed at the product's precision, in ticks; null when none was typed. */
export function parsePrice(text: string | undefined, precision: number): bigint | null {
  if (text === undefined) return null;
  const parsed = parseAmount(text, precision);
  if ('problem' in parsed) throw new AppError('CONTRACT_PRICE_INVALID', { decimals: precision });
  return parsed.units;
}

/**
 * The typed order of a body on its product's settings (resolved and open to it: the service's
 * `orderSettings`), or the AppError an order alone gets, in this order: lots, leverage, a limit
 * order's missing price, the limit price, the stop-loss, the take-profit. What depends on the
 * tick in force (the market open, the stops' side of the price) is the service's, after.
 */
export function parseContractOrder(settings: ContractSettings, body: ContractOrderBody): TypedContractOrder {
  const lots = parseLots(body.lots, settings);
  if (!settings.leverages.includes(body.leverage)) {
    throw new AppError('CONTRACT_LEVERAGE_INVALID', { choices: settings.leverages.join(', ') });
  }
  const precision = settings.pricePrecision;
  if (body.orderType === 'limit' && body.limitPrice === undefined) throw new AppError('PRICE_REQUIRED');
  return {
    settings,
    side: body.side,
    lots,
    leverage: body.leverage,
    orderType: body.orderType,
    limitTicks: body.orderType === 'limit' ? parsePrice(body.limitPrice, precision) : null,
    stopLossTicks: parsePrice(body.stopLoss, precision),
    takeProfitTicks: parsePrice(body.takeProfit, precision),
    mode: body.mode,
  };
}
