// Amounts stay decimal strings; checks and comparisons go through BigInt minor units
// (shared/money.ts), never through JavaScript numbers.
import type { ParseKeys } from 'i18next';
import { parseAmount, typedAmount, unitsOf } from '../../../../shared/money.ts';

export interface Issue {
  key: ParseKeys<'funds'>;
  params?: Record<string, string | number>;
}

/** Minor units of a typed amount, or null when it is not a positive amount at `scale`. */
export function toUnits(value: string, scale: number): bigint | null {
  const parsed = parseAmount(value.trim(), scale);
  return 'units' in parsed ? parsed.units : null;
}

export interface AmountRules {
  currency: string;
  scale: number;
  min?: string | null;
  max?: string | null;
  /** The balance the amount is taken from. */
  available?: string | null;
}

/** What is wrong with an amount, as an i18n key (spec section 5), or null. */
export function checkAmount(value: string, rules: AmountRules): Issue | null {
  const v = value.trim();
  if (!v) return { key: 'funds.amount.required' };
  const parsed = parseAmount(typedAmount(v), rules.scale);
  if ('problem' in parsed) {
    if (parsed.problem === 'too-many-decimals') return { key: 'funds.amount.decimals', params: { scale: rules.scale } };
    if (parsed.problem === 'zero') return { key: 'funds.amount.positive' };
    return { key: 'funds.amount.invalid' };
  }
  const { currency, scale } = rules;
  if (rules.available != null) {
    const available = unitsOf(rules.available, scale);
    if (available <= 0n) return { key: 'funds.amount.noTransferable' };
    if (parsed.units > available) return { key: 'funds.amount.insufficient' };
  }
  if (rules.min && parsed.units < unitsOf(rules.min, scale)) return { key: 'funds.amount.min', params: { min: rules.min, currency } };
  if (rules.max && parsed.units > unitsOf(rules.max, scale)) return { key: 'funds.amount.max', params: { max: rules.max, currency } };
  return null;
}

/** Parameters of an issue that are amounts of its `currency` parameter: shown like every other amount. */
const AMOUNT_PARAMS = ['min', 'max'] as const;

/** An issue's parameters as its message shows them: its amounts through `money` (the locale's money formatter). */
export function issueParams(issue: Issue, money: (value: string, currency: string) => string): Record<string, string | number> {
  const params = { ...issue.params };
  const currency = params.currency;
  for (const k of AMOUNT_PARAMS) {
    const value = params[k];
    if (typeof value === 'string' && typeof currency === 'string') params[k] = money(value, currency);
  }
  return params;
}
