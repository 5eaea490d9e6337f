// A position's arithmetic terms: its product's precision with the contract terms fixed at
// placing, its exposure, the quote of a recorded tick and what a tick triggers
// (docs/decisions/033-contract-trading.md).
import {
  type ContractSpec,
  type Exposure,
  exitPriceOf,
  feeOf,
  isLiquidatedBy,
  pnlOf,
  riskFeeOf,
  sidesOf,
} from '../../../shared/contract.ts';
import type { CloseReason, PositionRow } from './repository.ts';

/** The last spec made, with its contract size as written (a burst of closes shares one). */
let last: { spec: Readonly<ContractSpec>; contractSize: string } | undefined;

export function specOf(
  p: Pick<PositionRow, 'contractSize' | 'feeRate' | 'maintenanceRate'>,
  pricePrecision: number,
): Readonly<ContractSpec> {
  if (
    last &&
    last.contractSize === p.contractSize &&
    last.spec.pricePrecision === pricePrecision &&
    last.spec.feeRate === p.feeRate &&
    last.spec.maintenanceRate === p.maintenanceRate
  )
    return last.spec;
  const spec = { pricePrecision, contractSize: BigInt(p.contractSize), feeRate: p.feeRate, maintenanceRate: p.maintenanceRate };
  last = { spec, contractSize: p.contractSize };
  return spec;
}

export function exposureOf(p: Pick<PositionRow, 'side' | 'lots' | 'entryValue' | 'margin'>): Exposure {
  return { side: p.side, lots: p.lots, entryValue: p.entryValue, margin: p.margin };
}

/** The bid and ask a position sees at a recorded tick (its own spread). */
export function quoteOf(p: Pick<PositionRow, 'spreadTicks'>, markTicks: bigint | number) {
  return sidesOf(BigInt(markTicks), p.spreadTicks);
}

/** A whole close's figures at an exit price (the fee it charges): what the exact check computed, for the close to reuse. */
export interface WholeClose {
  exit: bigint;
  pnl: bigint;
  fee: bigint;
}

/**
 * What a recorded tick does to a position, decided exactly: a pending limit fills (buy when
 * ask ≤ limit, sell when bid ≥ limit); a holding position closes on its stop-loss, its
 * liquidation or its take-profit, checked at its exit price (long: bid, short: ask). A locked
 * position is exempt. Undefined: nothing. (The trigger index, trigger-index.ts, finds the
 * candidates in mark ticks; this is the exact check of each inside its transaction.) `figures`,
 * when given, receives the whole close's exit, P/L and fee of a holding position.
 */
export function triggeredBy(
  p: Pick<
    PositionRow,
    'side' | 'status' | 'limitTicks' | 'lots' | 'entryValue' | 'margin' | 'stopLossTicks' | 'takeProfitTicks' | 'spreadTicks'
  >,
  spec: ContractSpec,
  markTicks: bigint,
  figures?: WholeClose,
): 'fill' | CloseReason | undefined {
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
  const pnl = pnlOf(spec, p, exit);
  if (figures) {
    figures.exit = exit;
    figures.pnl = pnl;
    // the fee a close charges (to the cent), not the liquidation test's
    figures.fee = feeOf(spec, p.lots, exit);
  }
  // a position at maintenance is liquidated whatever its stop says (same tick, same price)
  if (isLiquidatedBy(spec, p, exit, pnl, riskFeeOf(spec, p.lots, exit))) return 'liquidation';
  if (sl !== null && (long ? exit <= sl : exit >= sl)) return 'stop_loss';
  if (tp !== null && (long ? exit >= tp : exit <= tp)) return 'take_profit';
  return undefined;
}
