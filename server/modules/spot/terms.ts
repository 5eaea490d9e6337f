// A spot market's units (docs/decisions/038-spot-trading.md): price = ticks × tickSize,
// quantity = lots × lotStep, the value of ticks × lots = ticks × lots × `unit` quote minor
// units, a lot = `lotBase` base minor units. Fees are ⌊value × rate⌋ in the quote coin.
import { formatAmount, unitsOf } from '../../../shared/money.ts';
import type { MarketRow } from './repository.ts';

/** A decimal rate as an exact fraction. */
export interface Rate {
  num: bigint;
  den: bigint;
}

const decimalsOf = (text: string) => text.split('.')[1]?.length ?? 0;

// (a fill reads both orders' rates: the few distinct texts are parsed once)
const rates = new Map<string, Readonly<Rate>>();

export function rateOf(text: string): Readonly<Rate> {
  let rate = rates.get(text);
  if (rate === undefined) {
    if (!/^\d+(\.\d+)?$/.test(text)) throw new Error(`not a rate: ${text}`);
    const d = decimalsOf(text);
    rate = Object.freeze({ num: unitsOf(text, d), den: 10n ** BigInt(d) });
    if (rates.size < 1000) rates.set(text, rate);
  }
  return rate;
}

/** Rounded down: fills at or below the entrust price never need more fee than was frozen. */
export const feeOf = (value: bigint, rate: Rate) => (value * rate.num) / rate.den;
export const maxRate = (a: Rate, b: Rate) => (a.num * b.den >= b.num * a.den ? a : b);

export interface MarketTerms {
  id: number;
  productId: number;
  symbol: string;
  base: string;
  quote: string;
  enabled: boolean;
  tickSize: string;
  lotStep: string;
  minNotional: string;
  makerFeeRate: string;
  takerFeeRate: string;
  pricePrecision: number;
  qtyPrecision: number;
  quoteScale: number;
  baseScale: number;
  /** the tick size in units of 10^-pricePrecision */
  tickScaled: bigint;
  /** the lot step in units of 10^-qtyPrecision */
  lotScaled: bigint;
  /** quote minor units of one tick × one lot (the engine's notional unit) */
  unit: bigint;
  /** base minor units of one lot */
  lotBase: bigint;
  minNotionalUnits: bigint;
  maker: Rate;
  taker: Rate;
}

/** Throws when the market's steps break the unit rule (a seed or staff error, refused at start-up). */
export function termsOf(row: MarketRow, scaleOf: (currency: string) => number): MarketTerms {
  const pricePrecision = decimalsOf(row.tickSize);
  const qtyPrecision = decimalsOf(row.lotStep);
  const quoteScale = scaleOf(row.quote);
  const baseScale = scaleOf(row.base);
  const tickScaled = unitsOf(row.tickSize, pricePrecision);
  const lotScaled = unitsOf(row.lotStep, qtyPrecision);
  const unitNum = tickScaled * lotScaled * 10n ** BigInt(quoteScale);
  const unitDen = 10n ** BigInt(pricePrecision + qtyPrecision);
  const lotNum = lotScaled * 10n ** BigInt(baseScale);
  const lotDen = 10n ** BigInt(qtyPrecision);
  if (tickScaled <= 0n || lotScaled <= 0n || unitNum % unitDen !== 0n || lotNum % lotDen !== 0n) {
    throw new Error(`spot market ${row.symbol}: tick ${row.tickSize} × lot ${row.lotStep} is not whole minor units`);
  }
  return {
    id: row.id,
    productId: row.productId,
    symbol: row.symbol,
    base: row.base,
    quote: row.quote,
    enabled: row.enabled === 1,
    tickSize: row.tickSize,
    lotStep: row.lotStep,
    minNotional: row.minNotional,
    makerFeeRate: row.makerFeeRate,
    takerFeeRate: row.takerFeeRate,
    pricePrecision,
    qtyPrecision,
    quoteScale,
    baseScale,
    tickScaled,
    lotScaled,
    unit: unitNum / unitDen,
    lotBase: lotNum / lotDen,
    minNotionalUnits: unitsOf(row.minNotional, quoteScale),
    maker: rateOf(row.makerFeeRate),
    taker: rateOf(row.takerFeeRate),
  };
}

/** What a limit order freezes: a buy price × quantity plus the most fee it can pay, a sell its quantity. */
export function limitFreeze(t: MarketTerms, side: 'buy' | 'sell', ticks: number, lots: number): bigint {
  if (side === 'sell') return BigInt(lots) * t.lotBase;
  const value = BigInt(ticks) * BigInt(lots) * t.unit;
  return value + feeOf(value, maxRate(t.maker, t.taker));
}

/** A market buy's engine budget: what its amount buys with the taker fee on top, in notional units. */
export function marketBudget(t: MarketTerms, amount: bigint): bigint {
  return (amount * t.taker.den) / (t.taker.den + t.taker.num) / t.unit;
}

export const priceText = (t: MarketTerms, ticks: bigint) => formatAmount(ticks * t.tickScaled, t.pricePrecision);
export const qtyText = (t: MarketTerms, lots: bigint) => formatAmount(lots * t.lotScaled, t.qtyPrecision);
export const quoteText = (t: MarketTerms, units: bigint) => formatAmount(units, t.quoteScale);
export const baseText = (t: MarketTerms, units: bigint) => formatAmount(units, t.baseScale);
