// A spot order as the service and the execution take it (docs/decisions/038-spot-trading.md,
// "Units"): a request's decimal strings become ticks, lots and quote minor units here, once, at
// the edge (the route calls parseSpotOrder right after zod); nothing past it parses a string.
import type { SpotOrderBody } from '../../../shared/schemas/spot.ts';
import { parseAmount } from '../../../shared/money.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Mode } from '../../ledger/ledger.ts';
import { limitFreeze, type MarketTerms, marketBudget } from './terms.ts';

/** An order in engine units, its market's terms resolved: what the execution places (a user's order or a house level). */
export interface SpotOrderUnits {
  terms: MarketTerms;
  mode: Mode;
  side: 'buy' | 'sell';
  type: 'limit' | 'market';
  /** a limit order's entrust price */
  priceTicks: number | null;
  /** a limit order's or a market sell's quantity */
  lots: number | null;
  /** a market buy's trade amount (quote minor units), frozen whole */
  quoteAmount: bigint | null;
  /** a market buy's engine budget (notional units) */
  budget: bigint | null;
  /** what placing it freezes: quote minor units for a buy, base minor units for a sell */
  freeze: bigint;
}

/** A request's order once parsed: its units, and the typed texts as sent (an Idempotency-Key's fingerprint is of these). */
export interface TypedSpotOrder extends SpotOrderUnits {
  sent: Pick<SpotOrderBody, 'price' | 'quantity' | 'amount'>;
}

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** An order worth less than its market's minimum order value. */
export const tooSmall = (terms: MarketTerms) => new AppError('SPOT_NOTIONAL_TOO_SMALL', { min: terms.minNotional, currency: terms.quote });

/**
 * The typed order of a body (zod-valid) on its market, or the AppError an order alone gets, in
 * this order: fields that do not belong to the order's type, a missing one, then each field's
 * parse and the minimum order value. The market's own gates (known, enabled, this deployment's
 * modes) are checked before, by whoever resolved `terms`; a market sell's minimum value, which
 * depends on the book's best bid, after (SpotService).
 */
export function parseSpotOrder(
  terms: MarketTerms,
  body: Pick<SpotOrderBody, 'side' | 'type' | 'price' | 'quantity' | 'amount'> & { mode: Mode },
): TypedSpotOrder {
  const { side, type, mode } = body;
  const wants = type === 'limit' ? ['price', 'quantity'] : side === 'sell' ? ['quantity'] : ['amount'];
  for (const f of ['price', 'quantity', 'amount'] as const) {
    if (body[f] !== undefined && !wants.includes(f)) throw new AppError('SPOT_ORDER_FIELDS');
  }
  if (type === 'limit' && body.price === undefined) throw new AppError('SPOT_PRICE_REQUIRED');
  if (wants.includes('quantity') && body.quantity === undefined) throw new AppError('SPOT_QUANTITY_REQUIRED');
  if (wants.includes('amount') && body.amount === undefined) throw new AppError('SPOT_AMOUNT_REQUIRED');

  const sent = { price: body.price, quantity: body.quantity, amount: body.amount };
  const base = { terms, mode, side, type, priceTicks: null, lots: null, quoteAmount: null, budget: null, sent };
  if (type === 'market' && side === 'buy') {
    const parsed = parseAmount(body.amount as string, terms.quoteScale);
    if ('problem' in parsed) throw new AppError('SPOT_AMOUNT_INVALID', { decimals: terms.quoteScale });
    const budget = marketBudget(terms, parsed.units);
    if (parsed.units < terms.minNotionalUnits || budget === 0n) throw tooSmall(terms);
    return { ...base, quoteAmount: parsed.units, budget, freeze: parsed.units };
  }
  const lots = lotsOf(terms, body.quantity as string);
  if (type === 'market') return { ...base, lots, freeze: limitFreeze(terms, 'sell', 0, lots) };
  const ticks = ticksOf(terms, body.price as string);
  if (BigInt(ticks) * BigInt(lots) * terms.unit < terms.minNotionalUnits) throw tooSmall(terms);
  return { ...base, priceTicks: ticks, lots, freeze: limitFreeze(terms, side, ticks, lots) };
}

/** A typed price: a positive multiple of the tick size. */
function ticksOf(t: MarketTerms, price: string): number {
  const parsed = parseAmount(price, t.pricePrecision);
  // (-1: not a price, or off the tick size)
  const ticks = 'problem' in parsed || parsed.units % t.tickScaled !== 0n ? -1n : parsed.units / t.tickScaled;
  if (ticks < 0n || ticks > MAX_SAFE) throw new AppError('SPOT_PRICE_INVALID', { step: t.tickSize });
  return Number(ticks);
}

/** A typed quantity rounded down to the lot step: at least one lot. */
function lotsOf(t: MarketTerms, quantity: string): number {
  const parsed = parseAmount(quantity, t.baseScale);
  const lots = 'problem' in parsed ? 0n : parsed.units / t.lotBase;
  if (lots === 0n || lots > MAX_SAFE) throw new AppError('SPOT_QUANTITY_INVALID', { step: t.lotStep });
  return Number(lots);
}
