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
