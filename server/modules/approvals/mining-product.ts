// The `mining-product` proposal (issue 18, decision 049): a mining product's settings as staff
// read and type them (daily rates as fractions, amounts in the product's currency) and as
// stored, and the checks a new set must pass together. An approved change applies to new
// subscriptions: an order keeps the period and rates it was subscribed with.
import { RATE_ONE, rateText, rateUnitsOf } from '../../../shared/mining.ts';
import { formatAmount, parseAmount } from '../../../shared/money.ts';
import type { PayloadOf, Snapshot } from '../../../shared/schemas/approvals.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ProductChange, ProductRow } from '../mining/repository.ts';

/** A product's settings in the units staff type. */
export function miningProductFields(row: ProductRow, scale: number) {
  return {
    name: row.name,
    periodDays: row.periodDays,
    minRate: row.minRate,
    maxRate: row.maxRate,
    defaultRate: row.defaultRate,
    minAmount: formatAmount(row.minAmount, scale),
    maxAmount: formatAmount(row.maxAmount, scale),
    userCap: formatAmount(row.userCap, scale),
    totalQuota: formatAmount(row.totalQuota, scale),
    enabled: row.enabled,
  };
}

/** What the approver is shown and the stale check compares. */
export function miningProductSnapshot(row: ProductRow, scale: number): Snapshot {
  return { currency: row.currency, ...miningProductFields(row, scale) };
}

function rateOf(value: string): bigint {
  const units = rateUnitsOf(value);
  if (units === undefined) throw new AppError('MINING_SETTING_RATE_INVALID');
  return units;
}

function amountOf(value: string, scale: number): bigint {
  const parsed = parseAmount(value.trim(), scale);
  if ('problem' in parsed) throw new AppError('MINING_SETTING_AMOUNT_INVALID', { decimals: scale });
  return parsed.units;
}

/** The row a payload makes of `current`, each field checked and the fields checked together. */
export function miningProductAfter(current: ProductRow, p: PayloadOf<'mining-product'>, scale: number, now: number): ProductChange {
  const name = p.name.trim();
  if (name.length < 1 || name.length > 60) throw new AppError('MINING_SETTING_NAME_INVALID');
  if (!Number.isInteger(p.periodDays) || p.periodDays < 1 || p.periodDays > 365) throw new AppError('MINING_SETTING_PERIOD_INVALID');
  const min = rateOf(p.minRate);
  const max = rateOf(p.maxRate);
  const def = rateOf(p.defaultRate);
  if (min > max || def < min || def > max || max >= RATE_ONE) throw new AppError('MINING_SETTING_RATE_RANGE');
  const minAmount = amountOf(p.minAmount, scale);
  const maxAmount = amountOf(p.maxAmount, scale);
  const userCap = amountOf(p.userCap, scale);
  const totalQuota = amountOf(p.totalQuota, scale);
  if (minAmount > maxAmount || minAmount > userCap || userCap > totalQuota) throw new AppError('MINING_SETTING_LIMITS');
  return {
    id: current.id,
    name,
    periodDays: p.periodDays,
    minRate: rateText(min),
    maxRate: rateText(max),
    defaultRate: rateText(def),
    minAmount,
    maxAmount,
    userCap,
    totalQuota,
    enabled: p.enabled,
    updatedAt: now,
  };
}
