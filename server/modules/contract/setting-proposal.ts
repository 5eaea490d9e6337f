// The `contract-setting` proposal (issue 15, decision 036): a product's contract settings as
// staff read and type them (lots "0.01", the spread in price units, rates as fractions) and
// as stored (lots in hundredths, the spread in ticks), and the checks a new set must pass
// together. An approved change applies to new orders and to the risk of open positions from
// then on; a closed position keeps the values its events recorded. The kind is registered
// with the approvals module (server/composition.ts).
import { LOT_SCALE, ratio } from '../../../shared/contract.ts';
import { formatAmount, parseAmount, trimZeros } from '../../../shared/money.ts';
import { ContractSettingPayload, type PayloadOf, type Snapshot } from '../../../shared/schemas/approvals.ts';
import { AppError } from '../../lib/app-error.ts';
import { SETTINGS_PERMISSIONS, settingsKind } from '../approvals/settings-kind.ts';
import type { ContractAdminRepository, ContractSettingChange, ContractSettingRow } from './admin-repository.ts';

/** The most lots an order may be set to allow (1,000,000.00 lots, in hundredths). */
const MAX_LOTS = 100_000_000n;
/** The widest spread the table holds (ticks). */
const MAX_SPREAD_TICKS = 2_147_483_647n;

/** Leverage choices as stored ("1,2,5") and shown. */
export const leveragesOf = (stored: string) => stored.split(',').map(Number);

/** A product's contract settings in the units staff type (lots, price units, fractions). */
export interface ContractSettingFields {
  contractSize: string;
  lotStep: string;
  minLots: string;
  maxLots: string;
  leverages: string;
  spread: string;
  feeRate: string;
  maintenanceRate: string;
  overnightRate: string;
  enabled: boolean;
}

/** The row in the units staff type. */
export function contractSettingFields(row: ContractSettingRow): ContractSettingFields {
  return {
    contractSize: row.contractSize,
    lotStep: formatAmount(BigInt(row.lotStep), LOT_SCALE),
    minLots: formatAmount(BigInt(row.minLots), LOT_SCALE),
    maxLots: formatAmount(BigInt(row.maxLots), LOT_SCALE),
    leverages: leveragesOf(row.leverages).join(', '),
    spread: formatAmount(BigInt(row.spreadTicks), row.pricePrecision),
    feeRate: trimZeros(row.feeRate),
    maintenanceRate: trimZeros(row.maintenanceRate),
    overnightRate: trimZeros(row.overnightRate),
    enabled: Boolean(row.enabled),
  };
}

/** What the approver is shown and the stale check compares: the product named, then its settings. */
export function contractSettingSnapshot(row: ContractSettingRow): Snapshot {
  return { product: row.symbol, ...contractSettingFields(row) };
}

/** Hundredths of a lot, at least 0.01 and at most MAX_LOTS. */
function lotsOf(value: string): bigint {
  const parsed = parseAmount(value, LOT_SCALE, MAX_LOTS);
  if ('problem' in parsed || parsed.units < 1n) throw new AppError('CONTRACT_SETTING_LOTS_INVALID');
  return parsed.units;
}

/** A rate as stored: 0 ≤ rate < 1 (maintenance > 0). */
function rateOf(value: string, positive = false): string {
  const [n, d] = ratio(value);
  if (n >= d || (positive && n === 0n)) throw new AppError('CONTRACT_SETTING_RATE_INVALID');
  return trimZeros(formatAmount(n, d.toString().length - 1));
}

/** The row a payload makes of `current`, every field checked and the fields checked together. */
export function contractSettingAfter(current: ContractSettingRow, p: PayloadOf<'contract-setting'>, now: number): ContractSettingChange {
  const contractSize = BigInt(p.contractSize);
  if (contractSize < 1n) throw new AppError('CONTRACT_SETTING_SIZE_INVALID');
  const lotStep = lotsOf(p.lotStep);
  const minLots = lotsOf(p.minLots);
  const maxLots = lotsOf(p.maxLots);
  if (minLots > maxLots || minLots % lotStep !== 0n || maxLots % lotStep !== 0n) throw new AppError('CONTRACT_SETTING_LOT_LIMITS');
  if (new Set(p.leverages).size !== p.leverages.length) throw new AppError('CONTRACT_SETTING_LEVERAGES_INVALID');
  const leverages = [...p.leverages].sort((a, b) => a - b);
  const feeRate = rateOf(p.feeRate);
  const maintenanceRate = rateOf(p.maintenanceRate, true);
  const overnightRate = rateOf(p.overnightRate);
  // At leverage L a position opens with margin = notional / L and equity = margin − closing fee;
  // it must stand above maintenance (notional × MMR), so (MMR + fee) × L < 1 for the highest L.
  const highest = leverages[leverages.length - 1] as number;
  const [mn, md] = ratio(maintenanceRate);
  const [fn, fd] = ratio(feeRate);
  if ((mn * fd + fn * md) * BigInt(highest) >= md * fd) throw new AppError('CONTRACT_SETTING_LEVERAGE_TOO_HIGH', { leverage: highest });
  const spread = /^0+(\.0*)?$/.test(p.spread) ? { units: 0n } : parseAmount(p.spread, current.pricePrecision, MAX_SPREAD_TICKS);
  if ('problem' in spread) throw new AppError('CONTRACT_SETTING_SPREAD_INVALID', { decimals: current.pricePrecision });
  return {
    productId: current.productId,
    contractSize: contractSize.toString(),
    lotStep: Number(lotStep),
    minLots: Number(minLots),
    maxLots: Number(maxLots),
    leverages: leverages.join(','),
    spreadTicks: Number(spread.units),
    feeRate,
    maintenanceRate,
    overnightRate,
    enabled: p.enabled ? 1 : 0,
    updatedAt: now,
  };
}

/**
 * The `contract-setting` kind: `changed` runs once an approved change has committed, so the
 * contract service's cached settings refresh (ContractSettingsBook.invalidate()).
 */
export function contractSettingKind(repo: ContractAdminRepository, now: () => number, changed: () => void) {
  const row = (productId: number) => {
    const c = repo.setting(productId);
    if (!c) throw new AppError('CONTRACT_SETTING_PRODUCT_UNKNOWN');
    return c;
  };
  return settingsKind({
    name: 'contract-setting',
    permissions: SETTINGS_PERMISSIONS,
    payload: ContractSettingPayload,
    finalFailures: ['CONTRACT_SETTING_PRODUCT_UNKNOWN'],
    target: (p) => ({ type: 'contract-setting', id: p.productId }),
    current: (p) => contractSettingSnapshot(row(p.productId)),
    proposed: (p) => {
      const current = row(p.productId);
      return contractSettingSnapshot({ ...current, ...contractSettingAfter(current, p, now()) });
    },
    apply: (p) => repo.updateSetting(contractSettingAfter(row(p.productId), p, now())),
    afterCommit: changed,
  });
}
