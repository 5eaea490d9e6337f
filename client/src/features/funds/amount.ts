// Amounts stay decimal strings; checks and comparisons go through BigInt minor units
// (shared/money.ts), never through JavaScript numbers.
import type { ParseKeys } from 'i18next';
import { parseAmount } from '../../../../shared/money.ts';

export interface Issue {
  key: ParseKeys;
  params?: Record<string, string | number>;
}

/** Minor units of a typed amount, or null when it is not a positive amount at `scale`. */
export function toUnits(value: string, scale: number): bigint | null {
  const parsed = parseAmount(value.trim(), scale);
  return 'units' in parsed ? parsed.units : null;
}

/** Minor units of a server amount such as "12.500000" (zero allowed). */
export function unitsOf(value: string, scale: number): bigint {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value);
  if (!m) return 0n;
  const units = BigInt(`${m[2]}${(m[3] ?? '').slice(0, scale).padEnd(scale, '0')}`);
  return m[1] ? -units : units;
}

/** "1000.500000" → "1000.5", "10.000000" → "10". */
export function trimZeros(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

/** Keeps what the user types a plain decimal: digits, one point, at most `scale` decimals. */
export function sanitizeAmount(raw: string, scale: number): string {
  let s = raw.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const dot = s.indexOf('.');
  if (dot >= 0) s = `${s.slice(0, dot + 1)}${s.slice(dot + 1).replace(/\./g, '')}`;
  if (scale === 0) s = s.replace('.', '');
  let [int = '', frac] = s.split('.');
  int = int.replace(/^0+(?=\d)/, '');
  if (s.startsWith('.')) int = '0';
  if (frac !== undefined) frac = frac.slice(0, scale);
  return frac === undefined ? int : `${int}.${frac}`;
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
  const parsed = parseAmount(v.replace(/\.$/, ''), rules.scale);
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
  if (rules.min && parsed.units < unitsOf(rules.min, scale)) return { key: 'funds.amount.min', params: { min: trimZeros(rules.min), currency } };
  if (rules.max && parsed.units > unitsOf(rules.max, scale)) return { key: 'funds.amount.max', params: { max: trimZeros(rules.max), currency } };
  return null;
}

/** For display: trailing zeros dropped, at least `minDecimals` kept ("1000.000000" → "1000.00"). */
export function shortDecimal(value: string, minDecimals = 2): string {
  const m = /^(-?\d+)(?:\.(\d*?))0*$/.exec(value);
  if (!m) return value;
  const fraction = (m[2] ?? '').padEnd(minDecimals, '0');
  return fraction ? `${m[1]}.${fraction}` : (m[1] ?? value);
}
