// The spot order forms' arithmetic on typed decimals (never a JavaScript number): the trade
// amount of a limit order, its most fee, what an order freezes, the percentage buttons of the
// available balance, and the checks a typed order must pass (the spec's "entrust price
// required", "trade amount required", "insufficient balance"; the server checks again).
import { formatAmount, parseAmount, trimZeros, unitsOf } from '../../../../shared/money.ts';
import type { SpotMarket, SpotOrderType, SpotSide } from './types';

export type MarketRules = Pick<
  SpotMarket,
  'tickSize' | 'lotStep' | 'minNotional' | 'makerFee' | 'takerFee' | 'pricePrecision' | 'qtyPrecision' | 'quotePrecision'
>;

/** An order as typed in one side's form (decimal strings; a field the order type does not use is ignored). */
export interface TypedOrder {
  side: SpotSide;
  type: SpotOrderType;
  /** Entrust price (limit orders). */
  price: string;
  /** Base-coin quantity (limit orders, market sells). */
  quantity: string;
  /** Trade amount in the quote coin (market buys). */
  amount: string;
}

/** Which input the order is sized by: a market buy spends an amount, every other order names a quantity. */
export const sizedByAmount = (o: Pick<TypedOrder, 'side' | 'type'>) => o.side === 'buy' && o.type === 'market';

/** Decimals of a rate such as "0.001" (3), so rates multiply exactly. */
const rateScale = (rate: string) => (rate.split('.')[1] ?? '').length;

/** `units` × `rate`, rounded down to whole units: a fill's fee as the server counts it (decision 038). */
function timesRate(units: bigint, rate: string): bigint {
  const scale = rateScale(rate);
  return (units * unitsOf(rate, scale)) / 10n ** BigInt(scale);
}

/** The higher of the maker and the taker fee: what the order can pay at most (a limit may take, then rest). */
export function maxFeeRate(rules: Pick<MarketRules, 'makerFee' | 'takerFee'>): string {
  const scale = Math.max(rateScale(rules.makerFee), rateScale(rules.takerFee));
  return unitsOf(rules.makerFee, scale) >= unitsOf(rules.takerFee, scale) ? rules.makerFee : rules.takerFee;
}

const parsedUnits = (value: string, scale: number): bigint | null => {
  const p = parseAmount(value, scale);
  return 'units' in p ? p.units : null;
};

/** price × quantity in quote-coin units (cut toward zero), or null while either is not a positive decimal. */
function valueUnits(price: string, quantity: string, rules: MarketRules): bigint | null {
  const p = parsedUnits(price, rules.pricePrecision);
  const q = parsedUnits(quantity, rules.qtyPrecision);
  if (p === null || q === null) return null;
  const shift = rules.pricePrecision + rules.qtyPrecision - rules.quotePrecision;
  return shift >= 0 ? (p * q) / 10n ** BigInt(shift) : p * q * 10n ** BigInt(-shift);
}

/** A limit order's trade amount (price × quantity) at the quote coin's decimals, or null. */
export function tradeAmount(price: string, quantity: string, rules: MarketRules): string | null {
  const v = valueUnits(price, quantity, rules);
  return v === null ? null : formatAmount(v, rules.quotePrecision);
}

export interface OrderCost {
  /** The most fee the order can pay (quote coin); null when it cannot be told yet. */
  maxFee: string | null;
  /** What placing it freezes: quote coin for a buy, base coin for a sell; null when it cannot be told yet. */
  freeze: string | null;
  freezeIn: 'base' | 'quote';
}

/**
 * What an order freezes and the most fee it pays, as the server counts it (decision 038):
 * a limit buy freezes V + ⌊V × the higher rate⌋ (V = price × quantity); a market buy its
 * amount A, of which at most A − A / (1 + rate) goes to fees; a sell its quantity of the base
 * coin, the fee taken from what it receives (estimated at the entrust price, or at
 * `marketPrice` for a market sell).
 */
export function orderCost(order: TypedOrder, rules: MarketRules, marketPrice?: string): OrderCost {
  const rate = maxFeeRate(rules);
  if (order.side === 'buy') {
    if (order.type === 'market') {
      const amount = parsedUnits(order.amount, rules.quotePrecision);
      if (amount === null) return { maxFee: null, freeze: null, freezeIn: 'quote' };
      // the coins get ⌊A / (1 + rate)⌋, the rest of A at most goes to fees
      const scale = rateScale(rate);
      const d = 10n ** BigInt(scale);
      const fee = amount - (amount * d) / (d + unitsOf(rate, scale));
      return { maxFee: formatAmount(fee, rules.quotePrecision), freeze: order.amount, freezeIn: 'quote' };
    }
    const value = valueUnits(order.price, order.quantity, rules);
    if (value === null) return { maxFee: null, freeze: null, freezeIn: 'quote' };
    const fee = timesRate(value, rate);
    return {
      maxFee: formatAmount(fee, rules.quotePrecision),
      freeze: formatAmount(value + fee, rules.quotePrecision),
      freezeIn: 'quote',
    };
  }
  const quantity = parsedUnits(order.quantity, rules.qtyPrecision);
  const price = order.type === 'limit' ? order.price : (marketPrice ?? '');
  const value = valueUnits(price, order.quantity, rules);
  return {
    maxFee: value === null ? null : formatAmount(timesRate(value, rate), rules.quotePrecision),
    freeze: quantity === null ? null : formatAmount(quantity, rules.qtyPrecision),
    freezeIn: 'base',
  };
}

/** A percentage button's share of the available balance. */
export const PERCENTS = [25n, 50n, 75n, 100n] as const;

/** `units` floored to a multiple of `step` (a step of 0 leaves them). */
const floorTo = (units: bigint, step: bigint) => (step > 0n ? (units / step) * step : units);

/**
 * The size `percent` of the available balance buys or sells, as the form's field takes it
 * (trailing zeros dropped): a market buy's amount; a limit buy's quantity at the entrust price
 * with room for the most fee, floored to the lot step; a sell's quantity of the base coin,
 * floored to the lot step. Null when it cannot be told (no price for a limit buy) or is nothing.
 */
export function percentSize(order: Pick<TypedOrder, 'side' | 'type' | 'price'>, percent: bigint, available: string, rules: MarketRules) {
  if (order.side === 'buy') {
    const quote = (unitsOf(available, rules.quotePrecision) * percent) / 100n;
    if (order.type === 'market') return quote > 0n ? trimZeros(formatAmount(quote, rules.quotePrecision)) : null;
    const price = parsedUnits(order.price, rules.pricePrecision);
    if (price === null) return null;
    const rate = maxFeeRate(rules);
    const scale = rateScale(rate);
    const d = 10n ** BigInt(scale);
    // quantity × price × (1 + rate) ≤ quote, every figure in its own units
    const numerator = quote * d * 10n ** BigInt(rules.pricePrecision + rules.qtyPrecision);
    const denominator = price * (d + unitsOf(rate, scale)) * 10n ** BigInt(rules.quotePrecision);
    const qty = floorTo(numerator / denominator, unitsOf(rules.lotStep, rules.qtyPrecision));
    return qty > 0n ? trimZeros(formatAmount(qty, rules.qtyPrecision)) : null;
  }
  const base = (unitsOf(available, rules.qtyPrecision) * percent) / 100n;
  const qty = floorTo(base, unitsOf(rules.lotStep, rules.qtyPrecision));
  return qty > 0n ? trimZeros(formatAmount(qty, rules.qtyPrecision)) : null;
}

export type OrderProblem =
  | 'priceRequired'
  | 'priceStep'
  | 'quantityRequired'
  | 'quantityStep'
  | 'amountRequired'
  | 'minNotional'
  | 'insufficient';

/** What is wrong with each field of a typed order (the first problem of each), empty when it can be placed. */
export interface OrderProblems {
  price?: OrderProblem;
  size?: OrderProblem;
}

const offStep = (value: string, scale: number, step: string) => {
  const units = parsedUnits(value, scale);
  const s = unitsOf(step, scale);
  return units !== null && s > 0n && units % s !== 0n;
};

/**
 * The checks of a typed order against the market's rules and the available balance of the coin
 * it spends (quote for a buy, base for a sell). An empty or zero field is "required".
 */
export function orderProblems(order: TypedOrder, rules: MarketRules, available: string | undefined): OrderProblems {
  const problems: OrderProblems = {};
  if (order.type === 'limit') {
    if (parsedUnits(order.price, rules.pricePrecision) === null) problems.price = 'priceRequired';
    else if (offStep(order.price, rules.pricePrecision, rules.tickSize)) problems.price = 'priceStep';
  }
  if (sizedByAmount(order)) {
    if (parsedUnits(order.amount, rules.quotePrecision) === null) problems.size = 'amountRequired';
    else if (unitsOf(order.amount, rules.quotePrecision) < unitsOf(rules.minNotional, rules.quotePrecision)) problems.size = 'minNotional';
  } else if (parsedUnits(order.quantity, rules.qtyPrecision) === null) problems.size = 'quantityRequired';
  else if (offStep(order.quantity, rules.qtyPrecision, rules.lotStep)) problems.size = 'quantityStep';
  else if (order.type === 'limit' && !problems.price) {
    const value = valueUnits(order.price, order.quantity, rules);
    if (value !== null && value < unitsOf(rules.minNotional, rules.quotePrecision)) problems.size = 'minNotional';
  }
  if (!problems.size && available !== undefined) {
    const cost = orderCost(order, rules);
    const scale = cost.freezeIn === 'quote' ? rules.quotePrecision : rules.qtyPrecision;
    if (cost.freeze !== null && unitsOf(cost.freeze, scale) > unitsOf(available, scale)) problems.size = 'insufficient';
  }
  return problems;
}
