// The `spot-market` proposal (issue 16, decision 041): a spot market's settings as staff read
// and type them (the price step — the market's tick size — and the minimum order value in the
// quote coin, the lot step in the base coin, fee rates as fractions) and as stored (decimal
// text), and the checks a new set must pass together. An approved change applies to orders
// placed afterwards: each order keeps the fee rates it was placed with (SpotOrder copies them)
// and what it froze; past fills keep their journals. The steps of a market that has had orders
// do not change at all (its orders' prices and quantities are counts of these steps). The kind
// is registered with the approvals module (server/composition.ts).
import { formatAmount, parseAmount, trimZeros } from '../../../shared/money.ts';
import { type PayloadOf, type Snapshot, SpotMarketPayload } from '../../../shared/schemas/approvals.ts';
import { AppError } from '../../lib/app-error.ts';
import { SETTINGS_PERMISSIONS, settingsKind } from '../approvals/settings-kind.ts';
import type { SpotAdminRepository, SpotMarketChange, SpotMarketRow } from './admin-repository.ts';

/** The finest price step staff may set (decimals). */
const PRICE_STEP_DECIMALS = 12;
/** Fee rates: 0 ≤ rate < 0.1 (10 %), at most 8 decimals. */
const FEE_DECIMALS = 8;
const FEE_LIMIT = 10n ** BigInt(FEE_DECIMALS - 1);

/** A market's settings in the units staff type. */
export interface SpotMarketFields {
  priceStep: string;
  lotStep: string;
  minNotional: string;
  makerFee: string;
  takerFee: string;
  enabled: boolean;
}

/** The stored row in the units staff type (decimal text without trailing zeros). */
export function spotMarketFields(
  row: Pick<SpotMarketRow, 'tickSize' | 'lotStep' | 'minNotional' | 'makerFeeRate' | 'takerFeeRate' | 'enabled'>,
): SpotMarketFields {
  return {
    priceStep: trimZeros(row.tickSize),
    lotStep: trimZeros(row.lotStep),
    minNotional: trimZeros(row.minNotional),
    makerFee: trimZeros(row.makerFeeRate),
    takerFee: trimZeros(row.takerFeeRate),
    enabled: Boolean(row.enabled),
  };
}

/** What the approver is shown and the stale check compares: the market named, then its settings. */
export function spotMarketSnapshot(row: SpotMarketRow): Snapshot {
  return { market: row.symbol, ...spotMarketFields(row) };
}

/** Positive units at `scale`, or `error` with the decimals allowed. */
function positiveUnits(value: string, scale: number, error: 'SPOT_SETTING_PRICE_STEP_INVALID' | 'SPOT_SETTING_LOT_STEP_INVALID') {
  const parsed = parseAmount(value, scale);
  if ('problem' in parsed) throw new AppError(error, { decimals: scale });
  return parsed.units;
}

/** A fee rate as stored: 0 ≤ rate < 0.1 with at most 8 decimals. */
function feeOf(value: string): string {
  const m = /^(\d{1,2})(?:\.(\d{1,8}))?$/.exec(value);
  if (!m) throw new AppError('SPOT_SETTING_FEE_INVALID');
  const units = BigInt(`${m[1]}${(m[2] ?? '').padEnd(FEE_DECIMALS, '0')}`);
  if (units >= FEE_LIMIT) throw new AppError('SPOT_SETTING_FEE_INVALID');
  return trimZeros(formatAmount(units, FEE_DECIMALS));
}

/** The coins' decimals the steps are checked against. */
export interface SpotScales {
  base: number;
  quote: number;
}

/**
 * The row a payload makes of `current`, each field checked and the steps checked together:
 * price step × lot step is a whole number of the quote coin's minor units (an order's value
 * price × quantity is then exact), and the steps of a market that has had orders stay.
 */
export function spotMarketAfter(
  current: SpotMarketRow,
  p: PayloadOf<'spot-market'>,
  { scales, hasOrders, now }: { scales: SpotScales; hasOrders: () => boolean; now: number },
): SpotMarketChange {
  const price = positiveUnits(p.priceStep, PRICE_STEP_DECIMALS, 'SPOT_SETTING_PRICE_STEP_INVALID');
  const lot = positiveUnits(p.lotStep, scales.base, 'SPOT_SETTING_LOT_STEP_INVALID');
  // price (10^-12) × lot (10^-base) in quote minor units (10^-quote)
  const unit = 10n ** BigInt(PRICE_STEP_DECIMALS + scales.base - scales.quote);
  if ((price * lot) % unit !== 0n) {
    throw new AppError('SPOT_SETTING_STEP_PRODUCT', { currency: current.quote, unit: formatAmount(1n, scales.quote) });
  }
  const min = parseAmount(p.minNotional, scales.quote);
  if ('problem' in min) throw new AppError('SPOT_SETTING_MIN_NOTIONAL_INVALID', { currency: current.quote, decimals: scales.quote });
  // a step kept as stored ("0.01" stays, not "0.010"): the market's prices and quantities show its decimals
  const step = (typed: string, stored: string) => (typed === trimZeros(stored) ? stored : typed);
  const tickSize = step(trimZeros(formatAmount(price, PRICE_STEP_DECIMALS)), current.tickSize);
  const lotStep = step(trimZeros(formatAmount(lot, scales.base)), current.lotStep);
  if ((tickSize !== current.tickSize || lotStep !== current.lotStep) && hasOrders()) throw new AppError('SPOT_SETTING_STEPS_LOCKED');
  return {
    id: current.id,
    tickSize,
    lotStep,
    minNotional: trimZeros(formatAmount(min.units, scales.quote)),
    makerFeeRate: feeOf(p.makerFee),
    takerFeeRate: feeOf(p.takerFee),
    enabled: p.enabled ? 1 : 0,
    updatedAt: now,
  };
}

/**
 * The `spot-market` kind: `changed` runs once an approved change has committed, so the spot
 * service's cached markets (steps, fees, enabled) are read again.
 */
export function spotMarketKind(
  repo: SpotAdminRepository,
  book: { get(code: string): { scale: number } },
  now: () => number,
  changed: () => void,
) {
  const row = (marketId: number) => {
    const m = repo.market(marketId);
    if (!m) throw new AppError('SPOT_SETTING_MARKET_UNKNOWN');
    return m;
  };
  /** The row a payload makes, checked against the market's coins. */
  const after = (p: PayloadOf<'spot-market'>) => {
    const current = row(p.marketId);
    const scales = { base: book.get(current.base).scale, quote: book.get(current.quote).scale };
    return { current, after: spotMarketAfter(current, p, { scales, hasOrders: () => repo.hasOrders(current.id), now: now() }) };
  };
  return settingsKind({
    name: 'spot-market',
    permissions: SETTINGS_PERMISSIONS,
    payload: SpotMarketPayload,
    // a market's orders stay in its history: once it has had one, its steps never change
    finalFailures: ['SPOT_SETTING_MARKET_UNKNOWN', 'SPOT_SETTING_STEPS_LOCKED', 'CURRENCY_UNKNOWN'],
    target: (p) => ({ type: 'spot-market', id: p.marketId }),
    current: (p) => spotMarketSnapshot(row(p.marketId)),
    proposed: (p) => {
      const { current, after: next } = after(p);
      return spotMarketSnapshot({ ...current, ...next });
    },
    apply: (p) => repo.updateMarket(after(p).after),
    afterCommit: changed,
  });
}
