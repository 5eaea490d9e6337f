// Totals in a chosen quote currency (issue 37, point 5). The server values every balance in
// USDT at the live price, rounded down to 6 decimals (`valueUsdt`, `totalUsdt`); a figure in
// another quote is that USDT value divided by the quote's USDT price, in exact integer
// arithmetic, rounded down to the quote's own decimals (BTC 8, ETH 8, USD 2): a shown value is
// never more than the balance is worth. USD is valued 1:1 with USDT, as the server's rates do.
import { formatAmount, unitsOf } from '../../../../shared/money.ts';

/** The currencies a total can be shown in: USDT (the default), the fiat currency listed, the two major coins. */
export const QUOTE_CURRENCIES = ['USDT', 'USD', 'BTC', 'ETH'] as const;
export type QuoteCurrency = (typeof QUOTE_CURRENCIES)[number];
export const DEFAULT_QUOTE: QuoteCurrency = 'USDT';

/** The decimals of the server's USDT values. */
export const USDT_VALUE_SCALE = 6;

export function isQuoteCurrency(value: string | null | undefined): value is QuoteCurrency {
  return (QUOTE_CURRENCIES as readonly string[]).includes(value ?? '');
}

/** The product whose price values the quote in USDT; none for USDT and USD (1:1). */
export function quotePriceSymbol(quote: QuoteCurrency): string | undefined {
  return quote === 'USDT' || quote === 'USD' ? undefined : `${quote}/USDT`;
}

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/**
 * A USDT value (a decimal string of the server's) in the quote currency at `scale` decimals,
 * given one unit of the quote's price in USDT (`priceUsdt`, a positive decimal string): exact,
 * rounded down (towards zero). Undefined when the price is not a positive decimal.
 */
export function valueInQuote(valueUsdt: string, priceUsdt: string, scale: number): string | undefined {
  const m = DECIMAL.exec(priceUsdt);
  if (!m) return undefined;
  const decimals = (m[2] ?? '').length;
  const price = BigInt(`${m[1]}${m[2] ?? ''}`);
  if (price === 0n) return undefined;
  const usdt = unitsOf(valueUsdt, USDT_VALUE_SCALE);
  // usdt / 10^6 ÷ (price / 10^d) × 10^scale, in whole units of the quote's last decimal
  const units = (usdt * 10n ** BigInt(decimals + scale)) / (price * 10n ** BigInt(USDT_VALUE_SCALE));
  return formatAmount(units, scale);
}

/** Whether a balance row holds nothing at all (available, frozen and in positions all zero). */
export function isZeroBalance(row: { total: string }): boolean {
  return unitsOf(row.total, 18) === 0n;
}
