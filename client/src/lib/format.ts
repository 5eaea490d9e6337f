// Locale-aware formatting with Intl. Prices and amounts arrive as decimal strings and are
// formatted without passing through a JavaScript number (no float rounding).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { displayDecimals, formatAmount, trimZeros, unitsOf } from '../../../shared/money.ts';

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?$/;

// Intl formatters are costly to build (tens of microseconds each) and a price list formats
// hundreds of values per tick: one per locale and options, built once.
const built = new Map<string, unknown>();

function once<T>(key: string, make: () => T): T {
  if (!built.has(key)) built.set(key, make());
  return built.get(key) as T;
}

const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  once(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  once(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

function separators(locale: string): { decimal: string; minus: string } {
  return once(`s|${locale}`, () => {
    const parts = numberFormat(locale).formatToParts(-1.5);
    return {
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
      minus: parts.find((p) => p.type === 'minusSign')?.value ?? '-',
    };
  });
}

/** Rounds a decimal string to `precision` places; returns [sign, integer, fraction]. */
function roundDecimal(value: string, precision?: number, rounding: Rounding = 'half-up'): [string, bigint, string] | null {
  const m = DECIMAL.exec(value.trim());
  if (!m) return null;
  const [, sign = '', int = '0', frac = ''] = m;
  if (precision === undefined) return [sign, BigInt(int), frac];
  const scale = 10n ** BigInt(precision);
  let scaled = BigInt(int) * scale + BigInt(frac.slice(0, precision).padEnd(precision, '0') || '0');
  if (rounding === 'half-up' && (frac[precision] ?? '0') >= '5') scaled += 1n;
  const fraction = precision > 0 ? (scaled % scale).toString().padStart(precision, '0') : '';
  return [sign, scaled / scale, fraction];
}

/** Half-up (prices, percentages) or toward zero (`down`: amounts of money, never shown larger than they are). */
type Rounding = 'half-up' | 'down';

export interface DecimalFormatOptions {
  /** Fixed number of decimals; by default the value's own decimals. */
  precision?: number;
  /** How extra decimals go; half-up by default. */
  rounding?: Rounding;
  /** Show a + for positive values. */
  signed?: boolean;
}

export function formatDecimal(value: string, locale: string, options: DecimalFormatOptions = {}): string {
  const rounded = roundDecimal(value, options.precision, options.rounding);
  if (!rounded) return value;
  const [sign, int, fraction] = rounded;
  const { decimal, minus } = separators(locale);
  const isZero = int === 0n && /^0*$/.test(fraction);
  const grouped = numberFormat(locale, { useGrouping: true }).format(int);
  let prefix = '';
  if (sign === '-' && !isZero) prefix = minus;
  else if (options.signed && !isZero) prefix = '+';
  return `${prefix}${grouped}${fraction ? `${decimal}${fraction}` : ''}`;
}

/**
 * The one formatter for an amount of money (a decimal string, never a number): the currency's
 * display decimals (USDT 2, BTC 8: shared/money.ts), cut toward zero so that a balance, an
 * arrival or a profit never reads more than it is, grouped in the locale, negative with its
 * sign. "-100.000000" USDT → "-100.00"; the currency code is the caller's to add.
 */
export function formatMoney(value: string, currency: string, locale: string, options: { signed?: boolean } = {}): string {
  return formatDecimal(value, locale, { precision: displayDecimals(currency), rounding: 'down', signed: options.signed });
}

/**
 * An amount that must be read exactly (a setting, what a four-eyes approver decides on): the
 * currency's display decimals, and more only where the value has them, so "10.000000" USDT is
 * "10.00" and "0.005000" USDT stays "0.005": never rounded, never a digit hidden.
 */
export function formatExactMoney(value: string, currency: string, locale: string): string {
  const m = DECIMAL.exec(value.trim());
  const display = displayDecimals(currency);
  if (!m || display === undefined) return formatDecimal(value.includes('.') ? trimZeros(value) : value, locale);
  const significant = (m[3] ?? '').replace(/0+$/, '').length;
  return formatDecimal(value, locale, { precision: Math.max(display, significant), rounding: 'down' });
}

/** A rate as a percent number, exact: "0.005" → "0.5". */
export function rateAsPercent(rate: string): string {
  return trimZeros(formatAmount(unitsOf(rate, 4), 2));
}

/** A percentage given as a decimal string such as "1.67" (already x100). */
export function formatPercent(value: string, locale: string, signed = true): string {
  return `${formatDecimal(value, locale, { precision: 2, signed })}%`;
}

/** Large quantities such as volume, abbreviated (12.3K, 1.2M, 1.2万). Display only. */
export function formatCompact(value: string, locale: string): string {
  const n = Number(value);
  if (!Number.isFinite(n)) return value;
  return numberFormat(locale, { notation: 'compact', maximumFractionDigits: 2 }).format(n);
}

export function formatInteger(value: number, locale: string): string {
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

export function formatDateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** The time of day of an instant (epoch ms), to the second: the recent trades' column. */
export function formatTime(epochMs: number, locale: string): string {
  return dateTimeFormat(locale, { timeStyle: 'medium' }).format(new Date(epochMs));
}

export function formatDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

/** The formatters bound to the active locale. */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(
    () => ({
      locale,
      decimal: (value: string, options?: DecimalFormatOptions) => formatDecimal(value, locale, options),
      money: (value: string, currency: string, options?: { signed?: boolean }) => formatMoney(value, currency, locale, options),
      /** An amount read exactly: display decimals, more only where it has them ("0.005 USDT"), with its code. */
      exactMoney: (value: string, currency: string) => `${formatExactMoney(value, currency, locale)} ${currency}`,
      /** The same without the code, where the text names the currency itself. */
      exactAmount: (value: string, currency: string) => formatExactMoney(value, currency, locale),
      /** The amount followed by its currency code ("1,234.50 USDT"), where no column names the currency. */
      moneyCode: (value: string, currency: string) => `${formatMoney(value, currency, locale)} ${currency}`,
      percent: (value: string, signed?: boolean) => formatPercent(value, locale, signed),
      /** A rate as a percent number in the locale, without the sign: "0.005" → "0.5" (de: "0,5"). */
      ratePercent: (rate: string) => formatDecimal(rateAsPercent(rate), locale),
      compact: (value: string) => formatCompact(value, locale),
      integer: (value: number) => formatInteger(value, locale),
      dateTime: (iso: string) => formatDateTime(iso, locale),
      date: (iso: string) => formatDate(iso, locale),
      time: (epochMs: number) => formatTime(epochMs, locale),
    }),
    [locale],
  );
}
