// A position's arithmetic terms: its product's precision with the contract terms fixed at
// placing, its exposure, the quote of a recorded tick, what a tick triggers and the mark
// thresholds the risk index keeps (docs/decisions/033-contract-trading.md).
import { type ContractSpec, type Exposure, exitPriceOf, isLiquidated, liquidationTrigger, sidesOf } from '../../../shared/contract.ts';
import type { CloseReason, PositionRow } from './repository.ts';

export function specOf(p: Pick<PositionRow, 'contractSize' | 'feeRate' | 'maintenanceRate'>, pricePrecision: number): ContractSpec {
  return { pricePrecision, contractSize: BigInt(p.contractSize), feeRate: p.feeRate, maintenanceRate: p.maintenanceRate };
}

export function exposureOf(p: Pick<PositionRow, 'side' | 'lots' | 'entryValue' | 'margin'>): Exposure {
  return { side: p.side, lots: p.lots, entryValue: p.entryValue, margin: p.margin };
}

/** The bid and ask a position sees at a recorded tick (its own spread). */
export function quoteOf(p: Pick<PositionRow, 'spreadTicks'>, markTicks: bigint | number) {
  return sidesOf(BigInt(markTicks), p.spreadTicks);
}

/**
 * What a recorded tick does to a position, decided exactly: a pending limit fills (buy when
 * ask ≤ limit, sell when bid ≥ limit); a holding position closes on its stop-loss, its
 * liquidation or its take-profit, checked at its exit price (long: bid, short: ask). A locked
 * position is exempt. Undefined: nothing.
 */
export function triggeredBy(p: PositionRow, spec: ContractSpec, markTicks: bigint): 'fill' | CloseReason | undefined {
  const q = quoteOf(p, markTicks);
  const long = p.side === 'long';
  if (p.status === 'pending') {
    const limit = p.limitTicks as bigint;
    return (long ? q.ask <= limit : q.bid >= limit) ? 'fill' : undefined;
  }
  if (p.status !== 'holding') return undefined;
  const exit = exitPriceOf(p.side, q);
  const sl = p.stopLossTicks;
  const tp = p.takeProfitTicks;
  if (sl !== null && (long ? exit <= sl : exit >= sl)) return 'stop_loss';
  if (isLiquidated(spec, exposureOf(p), exit)) return 'liquidation';
  if (tp !== null && (long ? exit >= tp : exit <= tp)) return 'take_profit';
  return undefined;
}

/** Mark-price thresholds: the position may trigger when mark ≤ below or mark ≥ above. */
export interface MarkThresholds {
  below?: bigint;
  above?: bigint;
}

/**
 * The thresholds of triggeredBy in mark ticks, for the risk index: a long's exit (bid) is
 * mark − ⌊spread/2⌋, a short's exit (ask) is that + spread. Undefined: nothing can trigger.
 */
export function thresholdsOf(p: PositionRow, spec: ContractSpec): MarkThresholds | undefined {
  const half = p.spreadTicks / 2n;
  const bidToMark = (t: bigint) => t + half;
  const askToMark = (t: bigint) => t + half - p.spreadTicks;
  const long = p.side === 'long';
  if (p.status === 'pending') {
    const limit = p.limitTicks as bigint;
    return long ? { below: askToMark(limit) } : { above: bidToMark(limit) };
  }
  if (p.status !== 'holding') return undefined;
  const toMark = long ? bidToMark : askToMark;
  const liq = liquidationTrigger(spec, exposureOf(p));
  const stops = [p.stopLossTicks, liq].filter((t): t is bigint => t !== null && t !== undefined).map(toMark);
  const tp = p.takeProfitTicks === null ? undefined : toMark(p.takeProfitTicks);
  const worst = stops.length ? stops.reduce((a, b) => (long ? (a > b ? a : b) : a < b ? a : b)) : undefined;
  return long ? { below: worst, above: tp } : { above: worst, below: tp };
}
