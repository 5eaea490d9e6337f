// The `mining-product` proposal (issue 18, decision 049): a mining product's settings as staff
// read and type them (daily rates as fractions, amounts in the product's currency) and as
// stored, and the checks a new set must pass together. An approved change applies to new
// subscriptions: an order keeps the period and rates it was subscribed with. The
// `mining-product-new` proposal (decision 058) creates a product with the same checks. Both
// kinds are registered with the approvals module (server/composition.ts).
import { RATE_ONE, rateText, rateUnitsOf } from '../../../shared/mining.ts';
import { formatAmount, parseAmount } from '../../../shared/money.ts';
import { MiningProductNewPayload, MiningProductPayload, type PayloadOf, type Snapshot } from '../../../shared/schemas/approvals.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ProposalKindDef } from '../approvals/registry.ts';
import { SETTINGS_PERMISSIONS, settingsKind } from '../approvals/settings-kind.ts';
import type { MiningRepository, NewProduct, ProductChange, ProductRow } from './repository.ts';
import { MINING_CURRENCY } from './service.ts';

/** What a product's settings are read from: a stored product or one about to be created. */
type SettingsRow = Omit<ProductRow, 'id' | 'sort'>;

/** A product's settings in the units staff type. */
export function miningProductFields(row: SettingsRow, scale: number) {
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
export function miningProductSnapshot(row: SettingsRow, scale: number): Snapshot {
  return { currency: row.currency, ...miningProductFields(row, scale) };
}

/** What the approver of a new product is shown: every setting, and its place in the list. */
export function miningProductNewSnapshot(row: NewProduct, scale: number): Snapshot {
  return { ...miningProductSnapshot(row, scale), sort: row.sort };
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

/** The settings both kinds carry, as typed. */
type MiningSettingsInput = Omit<PayloadOf<'mining-product'>, 'productId'>;

/**
 * The settings as stored, each field checked and the fields checked together (the edit and
 * the creation of a product pass the same checks); a name another product has is refused.
 */
export function miningProductSettings(p: MiningSettingsInput, scale: number, nameTaken: (name: string) => boolean) {
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
  if (nameTaken(name)) throw new AppError('MINING_PRODUCT_NAME_TAKEN', { name });
  return {
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
  };
}

/** The row a payload makes of `current` (its name may stay its own). */
export function miningProductAfter(
  current: ProductRow,
  p: PayloadOf<'mining-product'>,
  scale: number,
  now: number,
  nameTaken: (name: string, exceptId: number) => boolean,
): ProductChange {
  return { id: current.id, ...miningProductSettings(p, scale, (name) => nameTaken(name, current.id)), updatedAt: now };
}

/**
 * The row a `mining-product-new` payload makes (decision 058): the same settings, in the one
 * currency mining holds, with its place in the list; nothing is subscribed to it yet.
 */
export function miningProductNew(
  p: PayloadOf<'mining-product-new'>,
  { currency, scale, now, nameTaken }: { currency: string; scale: number; now: number; nameTaken: (name: string) => boolean },
): NewProduct {
  if (p.currency.trim().toUpperCase() !== currency) throw new AppError('MINING_SETTING_CURRENCY_INVALID', { currency });
  return { ...miningProductSettings(p, scale, nameTaken), currency, sort: p.sort, updatedAt: now };
}

/** The `mining-product` (a product's settings) and `mining-product-new` (a new product) kinds. */
export function miningProductKinds(repo: MiningRepository, book: { get(code: string): { scale: number } }, now: () => number) {
  const productRow = (productId: number) => {
    const m = repo.product(productId);
    if (!m) throw new AppError('MINING_PRODUCT_UNKNOWN');
    return { row: m, scale: book.get(m.currency).scale };
  };
  const nameTaken = (name: string, exceptId?: number) => repo.nameTaken(name, exceptId);
  const change = settingsKind({
    name: 'mining-product',
    permissions: SETTINGS_PERMISSIONS,
    payload: MiningProductPayload,
    finalFailures: ['MINING_PRODUCT_UNKNOWN', 'CURRENCY_UNKNOWN'],
    target: (p) => ({ type: 'mining-product', id: p.productId }),
    current: (p) => {
      const { row, scale } = productRow(p.productId);
      return miningProductSnapshot(row, scale);
    },
    proposed: (p) => {
      const { row, scale } = productRow(p.productId);
      return miningProductSnapshot({ ...row, ...miningProductAfter(row, p, scale, now(), nameTaken) }, scale);
    },
    apply: (p) => {
      const { row, scale } = productRow(p.productId);
      repo.updateProduct(miningProductAfter(row, p, scale, now(), nameTaken));
    },
  });
  /** The product a `mining-product-new` payload makes, checked as an edit is (decision 058). */
  const created = (p: PayloadOf<'mining-product-new'>) => {
    const scale = book.get(MINING_CURRENCY).scale;
    return { scale, row: miningProductNew(p, { currency: MINING_CURRENCY, scale, now: now(), nameTaken }) };
  };
  // a new product: nothing before it; on approval its settings are checked again (a name
  // taken meanwhile is refused) and it is inserted, with nothing subscribed
  const create: ProposalKindDef<typeof MiningProductNewPayload> = {
    name: 'mining-product-new',
    permissions: SETTINGS_PERMISSIONS,
    payload: MiningProductNewPayload,
    finalFailures: ['CURRENCY_UNKNOWN'],
    preview(p) {
      const { row, scale } = created(p);
      return { targetType: 'mining-product', targetId: row.name, before: {}, after: miningProductNewSnapshot(row, scale) };
    },
    execute(p) {
      return `mining-product:${repo.insertProduct(created(p).row)}`;
    },
  };
  return { change, create };
}
