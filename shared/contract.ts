// Contract (leverage) arithmetic shared by the server and both interfaces: margin, fees,
// profit and loss, equity, the liquidation test and the liquidation price, all in BigInt.
// Units: prices are integer ticks (price × 10^pricePrecision), lots integer hundredths
// (LOT_SCALE), money integer minor units at CONTRACT_SCALE. A position keeps its size
// (`lots`) and its entry value (`entryValue` = Σ lots_i × ticks_i of its fills), so the average
// entry after an add order is exact: entry = entryValue / lots.
// Rounding: what a user is charged (margin, opening, closing and overnight fees) rounds half up
// to USDT's display precision (0.01), so that the confirmation shows what the journal takes
// (decision 020, amended 2026-11-29); profit and loss rounds down (toward −∞); the liquidation
// test takes the closing fee at the storage scale (rounded up to the minor unit), so that it is
// monotone in the price and the trigger tick is exact (docs/decisions/033-contract-trading.md).

import { chargeUnits } from './money.ts';

export const LOT_SCALE = 2;
export const LOT_UNIT = 10n ** BigInt(LOT_SCALE);
export const CONTRACT_CURRENCY = 'USDT';
export const CONTRACT_SCALE = 6;
const MONEY_UNIT = 10n ** BigInt(CONTRACT_SCALE);

export type Side = 'long' | 'short';

/** What the arithmetic needs of a product's contract settings. */
export interface ContractSpec {
  pricePrecision: number;
  /** Units of the underlying in one lot (integer). */
  contractSize: bigint;
  /** Opening and closing fee rate, a decimal string ("0.0005"). */
  feeRate: string;
  /** Maintenance margin rate, a decimal string ("0.004"). */
  maintenanceRate: string;
}

/** A position's size and entry as the arithmetic sees it. */
export interface Exposure {
  side: Side;
  /** Lots in hundredths. */
  lots: bigint;
  /** Σ lots × entry ticks of the fills. */
  entryValue: bigint;
  /** Margin held, minor units. */
  margin: bigint;
}

/** Rates met so far (a handful: the products' settings), parsed once. */
const ratios = new Map<string, readonly [bigint, bigint]>();

/** A decimal rate as numerator / denominator. */
export function ratio(rate: string): readonly [bigint, bigint] {
  const known = ratios.get(rate);
  if (known) return known;
  const m = /^(\d+)(?:\.(\d+))?$/.exec(rate);
  if (!m) throw new Error(`not a rate: ${rate}`);
  const fraction = m[2] ?? '';
  const r = [BigInt(`${m[1]}${fraction}`), 10n ** BigInt(fraction.length)] as const;
  // kept while few (a rate being typed in the back office is checked here too)
  if (ratios.size < 256) ratios.set(rate, r);
  return r;
}

const ceilDiv = (a: bigint, b: bigint) => (a >= 0n ? (a + b - 1n) / b : -(-a / b));
const floorDiv = (a: bigint, b: bigint) => (a >= 0n ? a / b : -((-a + b - 1n) / b));

/** valueDenominator by price precision (a power of ten computed once). */
const denominators: bigint[] = [];

/** Denominator turning lots × ticks × contract size into money minor units. */
function valueDenominator(spec: ContractSpec): bigint {
  const p = spec.pricePrecision;
  const known = denominators[p];
  if (known !== undefined) return known;
  const d = LOT_UNIT * 10n ** BigInt(p);
  denominators[p] = d;
  return d;
}

/** Money value (minor units, exact numerator over valueDenominator) of `lotTicks` = lots × ticks. */
function valueNumerator(spec: ContractSpec, lotTicks: bigint): bigint {
  return lotTicks * spec.contractSize * MONEY_UNIT;
}

/** Notional value of lots at a price, rounded up to the minor unit. */
export function notionalOf(spec: ContractSpec, lots: bigint, ticks: bigint): bigint {
  return ceilDiv(valueNumerator(spec, lots * ticks), valueDenominator(spec));
}

/** A charge of the exact amount num / den minor units: half up to USDT's display precision. */
const charge = (num: bigint, den: bigint) => chargeUnits(num, den, CONTRACT_SCALE, CONTRACT_CURRENCY);

/** Isolated margin of a fill: notional / leverage, rounded half up to the cent (a charge). */
export function marginOf(spec: ContractSpec, lots: bigint, ticks: bigint, leverage: number): bigint {
  return charge(valueNumerator(spec, lots * ticks), valueDenominator(spec) * BigInt(leverage));
}

/** Opening or closing fee of lots at a price: notional × fee rate, rounded half up to the cent (a charge). */
export function feeOf(spec: ContractSpec, lots: bigint, ticks: bigint): bigint {
  const [n, d] = ratio(spec.feeRate);
  return charge(valueNumerator(spec, lots * ticks) * n, valueDenominator(spec) * d);
}

/**
 * The closing fee as the liquidation test counts it: notional × fee rate at the storage scale,
 * rounded up to the minor unit. Not what a close charges (feeOf): a fee rounded to the cent
 * jumps by a cent at some ticks, and a liquidation test on it would not be monotone in the
 * price; this one differs from the charged fee by less than half a cent.
 */
export function riskFeeOf(spec: ContractSpec, lots: bigint, ticks: bigint): bigint {
  const [n, d] = ratio(spec.feeRate);
  return ceilDiv(valueNumerator(spec, lots * ticks) * n, valueDenominator(spec) * d);
}

/** The overnight fee of lots at a price: notional × the overnight rate, rounded half up to the cent (a charge). */
export function overnightFeeOf(spec: ContractSpec, lots: bigint, ticks: bigint, overnightRate: string): bigint {
  const [n, d] = ratio(overnightRate);
  return charge(valueNumerator(spec, lots * ticks) * n, valueDenominator(spec) * d);
}

/** Profit or loss of an exposure closed at `ticks` (the side's exit price), rounded down. */
export function pnlOf(spec: ContractSpec, e: Pick<Exposure, 'side' | 'lots' | 'entryValue'>, ticks: bigint): bigint {
  const diff = e.lots * ticks - e.entryValue;
  return floorDiv(valueNumerator(spec, e.side === 'long' ? diff : -diff), valueDenominator(spec));
}

/** Equity of a position at an exit price as the liquidation test sees it: margin + unrealised P/L − the fee of closing now (riskFeeOf). */
export function equityOf(spec: ContractSpec, e: Exposure, ticks: bigint): bigint {
  return e.margin + pnlOf(spec, e, ticks) - riskFeeOf(spec, e.lots, ticks);
}

/** Maintenance margin at a price as an exact fraction [numerator, denominator] of minor units. */
function maintenanceFraction(spec: ContractSpec, lots: bigint, ticks: bigint): [bigint, bigint] {
  const [n, d] = ratio(spec.maintenanceRate);
  return [valueNumerator(spec, lots * ticks) * n, valueDenominator(spec) * d];
}

/** Maintenance margin at a price, rounded up to the minor unit (for display). */
export function maintenanceOf(spec: ContractSpec, lots: bigint, ticks: bigint): bigint {
  const [n, d] = maintenanceFraction(spec, lots, ticks);
  return ceilDiv(n, d);
}

/** Liquidation test: equity at the exit price has fallen to the maintenance margin. */
export function isLiquidated(spec: ContractSpec, e: Exposure, ticks: bigint): boolean {
  return isLiquidatedBy(spec, e, ticks, pnlOf(spec, e, ticks), riskFeeOf(spec, e.lots, ticks));
}

/** isLiquidated with the whole exposure's P/L and closing fee (riskFeeOf) at `ticks` already known. */
export function isLiquidatedBy(spec: ContractSpec, e: Exposure, ticks: bigint, pnl: bigint, fee: bigint): boolean {
  const [n, d] = maintenanceFraction(spec, e.lots, ticks);
  return (e.margin + pnl - fee) * d <= n;
}

/**
 * The liquidation price as an exact fraction of ticks [numerator, denominator], closing fee
 * included: long (Q·EP − M) / (Q·(1 − f − MMR)), short (Q·EP + M) / (Q·(1 + f + MMR)).
 * With a zero fee rate these are Binance's isolated-margin formulas. Undefined when the
 * position cannot be liquidated (a long with margin ≥ its entry value, i.e. leverage 1).
 */
export function liquidationFraction(spec: ContractSpec, e: Exposure): [bigint, bigint] | undefined {
  const [fn, fd] = ratio(spec.feeRate);
  const [rn, rd] = ratio(spec.maintenanceRate);
  const p = 10n ** BigInt(spec.pricePrecision);
  // Q·EP in minor units × valueDenominator: entryValue × cs × MONEY_UNIT; M likewise: M × L × P
  const qep = e.entryValue * spec.contractSize * MONEY_UNIT;
  const m = e.margin * LOT_UNIT * p;
  const q = e.lots * spec.contractSize * MONEY_UNIT;
  if (e.side === 'long') {
    const num = (qep - m) * fd * rd;
    const den = q * (fd * rd - fn * rd - rn * fd);
    if (num <= 0n || den <= 0n) return undefined;
    return [num, den];
  }
  return [(qep + m) * fd * rd, q * (fd * rd + fn * rd + rn * fd)];
}

/** The liquidation price in ticks, rounded half up to the product's precision (display). */
export function liquidationTicks(spec: ContractSpec, e: Exposure): bigint | undefined {
  const f = liquidationFraction(spec, e);
  if (!f) return undefined;
  return (2n * f[0] + f[1]) / (2n * f[1]);
}

/**
 * The tick that liquidates, exactly under the minor-unit rounding of isLiquidated: for a long
 * the highest exit price that liquidates (liquidated at or below it), for a short the lowest
 * (liquidated at or above it). Undefined when no positive price liquidates the position.
 */
export function liquidationTrigger(spec: ContractSpec, e: Exposure): bigint | undefined {
  const f = liquidationFraction(spec, e);
  if (!f) return undefined;
  let t = f[0] / f[1];
  if (e.side === 'long') {
    // the rounding of fees and P/L moves the exact boundary by at most a tick or two
    while (t > 0n && !isLiquidated(spec, e, t)) t--;
    while (isLiquidated(spec, e, t + 1n)) t++;
    return t > 0n ? t : undefined;
  }
  if (t < 1n) t = 1n;
  while (!isLiquidated(spec, e, t)) t++;
  while (t > 1n && isLiquidated(spec, e, t - 1n)) t--;
  return t;
}

/**
 * Margin ratio in basis points: maintenance margin / equity (100 % = liquidation), capped at
 * 10000 when equity is gone.
 */
export function marginRatioBp(spec: ContractSpec, e: Exposure, ticks: bigint): number {
  const equity = equityOf(spec, e, ticks);
  const [n, d] = maintenanceFraction(spec, e.lots, ticks);
  if (equity <= 0n) return 10000;
  const bp = (n * 10000n) / (d * equity);
  return Number(bp > 10000n ? 10000n : bp);
}

/** Bid and ask of a tick: the spread (in ticks) split with the odd tick on the ask. */
export function sidesOf(markTicks: bigint, spreadTicks: bigint): { bid: bigint; ask: bigint } {
  const bid = markTicks - spreadTicks / 2n;
  return { bid, ask: bid + spreadTicks };
}

/** The price a side opens at (buy at ask, sell at bid) and the price it closes at. */
export function openPriceOf(side: Side, q: { bid: bigint; ask: bigint }): bigint {
  return side === 'long' ? q.ask : q.bid;
}
export function exitPriceOf(side: Side, q: { bid: bigint; ask: bigint }): bigint {
  return side === 'long' ? q.bid : q.ask;
}
