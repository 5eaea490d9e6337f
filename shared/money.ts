// Amounts: decimal strings on the wire, BigInt minor units inside (decision 002). No
// JavaScript number ever holds an amount.

/**
 * Digits, an optional fraction; no sign, exponent, spaces, padding or leading zeros. Any
 * number of digits matches, so that a very long amount is reported as too large (or as having
 * too many decimals) rather than as malformed; callers bound the text's length.
 */
const AMOUNT = /^(0|[1-9]\d*)(?:\.(\d+))?$/;

export type AmountProblem = 'format' | 'too-many-decimals' | 'zero' | 'too-large';

/**
 * The largest amount in minor units the platform stores (SQLite integers are 64-bit): a
 * 20-digit amount typed by hand is refused as too large instead of failing at storage.
 */
export const MAX_UNITS = 10n ** 18n;

/**
 * Parses a positive amount at `scale` decimals into minor units, or says what is wrong. Never
 * more than `MAX_UNITS`, whatever `max` says.
 */
export function parseAmount(value: string, scale: number, max?: bigint): { units: bigint } | { problem: AmountProblem } {
  const m = AMOUNT.exec(value);
  if (!m) return { problem: 'format' };
  const fraction = m[2] ?? '';
  if (fraction.length > scale) return { problem: 'too-many-decimals' };
  const units = BigInt(`${m[1]}${fraction.padEnd(scale, '0')}`);
  if (units === 0n) return { problem: 'zero' };
  if (units > (max !== undefined && max < MAX_UNITS ? max : MAX_UNITS)) return { problem: 'too-large' };
  return { units };
}

/** Minor units as a decimal string with exactly `scale` decimals: (123450n, 2) → "1234.50". */
export function formatAmount(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = scale === 0 ? digits : digits.slice(0, -scale);
  const out = scale === 0 ? whole : `${whole}.${digits.slice(-scale)}`;
  return negative ? `-${out}` : out;
}

/** Multiplies minor units by a decimal rate string, rounding half up to whole units. */
export function applyRate(units: bigint, rate: string): bigint {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(rate);
  if (!m) throw new Error(`not a rate: ${rate}`);
  const fraction = m[2] ?? '';
  const scaled = BigInt(`${m[1]}${fraction}`);
  const denominator = 10n ** BigInt(fraction.length);
  return (units * scaled * 2n + denominator) / (2n * denominator);
}

/**
 * Minor units at `scale` of a decimal string the server sent ("12.500000", "-100.000000"):
 * signed, zero allowed, decimals beyond `scale` cut; anything else is 0.
 */
export function unitsOf(value: string, scale: number): bigint {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!m) return 0n;
  const units = BigInt(`${m[2]}${(m[3] ?? '').slice(0, scale).padEnd(scale, '0')}`);
  return m[1] ? -units : units;
}

/**
 * What the user types, kept a plain decimal while they type: digits, one point (a comma
 * counts as one), no leading zeros, at most `scale` decimals. A trailing point stays, so
 * "12." can become "12.5".
 */
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

/**
 * A typed amount ready to check or send: the trailing point `sanitizeAmount` keeps while the
 * user types is dropped ("12." → "12").
 */
export function typedAmount(value: string): string {
  return value.endsWith('.') ? value.slice(0, -1) : value;
}

/**
 * Decimals an amount is shown with, per currency (docs/decisions/020-money-display-and-exchange-quotes.md).
 * Finer than this is kept (USDT is stored to 6 decimals) but not shown: a stake of
 * "100.000000" USDT reads "100.00". Every seeded currency has an entry (a test checks).
 */
export const DISPLAY_DECIMALS: Readonly<Record<string, number>> = {
  USDT: 2,
  USD: 2,
  BTC: 8,
  ETH: 8,
  SOL: 4,
  BNB: 4,
  XRP: 2,
  DOGE: 2,
  ADA: 2,
  LTC: 4,
};

/** The display decimals of `currency`; undefined for one the table does not know (shown as sent). */
export function displayDecimals(currency: string): number | undefined {
  return Object.hasOwn(DISPLAY_DECIMALS, currency) ? DISPLAY_DECIMALS[currency] : undefined;
}

/**
 * A charge (a fee, a margin, a penalty: an amount taken from a user) of the exact amount
 * `num / den` minor units at `scale`, rounded half up to the currency's display decimals, so that
 * the amount a confirmation shows is the amount the journal takes (decision 020, amended
 * 2026-11-29: "margin 31.88 + fee 0.31" takes 32.19, not 32.208411). A currency shown at its
 * storage scale or finer, or missing from the table, rounds half up to the minor unit.
 * `num` ≥ 0, `den` > 0.
 */
export function chargeUnits(num: bigint, den: bigint, scale: number, currency: string): bigint {
  const shown = displayDecimals(currency);
  const step = shown === undefined || shown >= scale ? 1n : 10n ** BigInt(scale - shown);
  const d = den * step;
  return ((2n * num + d) / (2n * d)) * step;
}

/** A charge of `units` × a decimal rate string (a withdrawal fee): chargeUnits of the exact product. */
export function chargeAtRate(units: bigint, rate: string, scale: number, currency: string): bigint {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(rate);
  if (!m) throw new Error(`not a rate: ${rate}`);
  const fraction = m[2] ?? '';
  return chargeUnits(units * BigInt(`${m[1]}${fraction}`), 10n ** BigInt(fraction.length), scale, currency);
}

/**
 * An exact amount as a message names it: trailing zeros beyond the currency's display decimals
 * dropped, never a significant digit ("10.000000" USDT → "10.00", "0.000001" USDT stays). For
 * amounts inside plain-text messages (the server's localized errors), where no rounding may
 * make a limit read other than it is.
 */
export function displayAmount(value: string, currency: string): string {
  const decimals = displayDecimals(currency);
  const m = /^(-?\d+)\.(\d+)$/.exec(value);
  if (decimals === undefined || !m) return value;
  const fraction = (m[2] as string).replace(/0+$/, '').padEnd(decimals, '0');
  return fraction ? `${m[1]}.${fraction}` : (m[1] as string);
}

/**
 * The P/L before fees as it is shown beside a net result and its fees: the net as shown (cut
 * toward zero at the display decimals, decision 020) plus the fees, so "before fees − fees =
 * net" adds up on screen to the cent. The exact figure stays in the element's data-value; the
 * shown one differs from it by less than one displayed unit. A currency the display table does
 * not know keeps the exact sum at `scale`.
 */
export function grossShown(net: string, fees: string, currency: string, scale = 6): string {
  const decimals = displayDecimals(currency) ?? scale;
  return formatAmount(unitsOf(net, decimals) + unitsOf(fees, decimals), decimals);
}

/** A signed decimal string as sent or shown: "12.5", "-0.30", "+1.67". */
const SIGNED_DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/**
 * -1, 0 or 1 comparing two decimal strings exactly, at the finer of their scales (no float
 * rounding). A value that is not a decimal compares equal to anything.
 */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  const ma = SIGNED_DECIMAL.exec(a.trim());
  const mb = SIGNED_DECIMAL.exec(b.trim());
  if (!ma || !mb) return 0;
  const scale = Math.max(ma[3]?.length ?? 0, mb[3]?.length ?? 0);
  const units = (m: RegExpExecArray) => {
    const v = BigInt(`${m[2]}${(m[3] ?? '').padEnd(scale, '0')}`);
    return m[1] === '-' ? -v : v;
  };
  const d = units(ma) - units(mb);
  return d > 0n ? 1 : d < 0n ? -1 : 0;
}

/** The sign of a decimal string: -1, 0 ("0", "-0.00", "+0") or 1. */
export function signOf(value: string): -1 | 0 | 1 {
  return compareDecimal(value, '0');
}

/** An amount without the zeros its scale pads it with: "1000.500000" → "1000.5", "10.000000" → "10". */
export function trimZeros(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}
