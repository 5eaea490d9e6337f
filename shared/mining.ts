// Mining financing's arithmetic (issue 18, docs/decisions/049-mining-financing.md), shared by
// the server and the client's previews: daily rates as integer units of 1e-8 (a fraction of
// the principal: 400,000 = 0.004 = 0.4 % a day), interest rounded down to the minor unit, the
// early-redemption penalty a charge (half up to the currency's display precision, decision 020)
// never above the principal, and the order's calendar.

import { chargeUnits } from './money.ts';

/** Decimals of a daily rate (as a fraction): 0.00000001 is the finest step. */
export const RATE_DECIMALS = 8;
export const RATE_ONE = 10n ** BigInt(RATE_DECIMALS);
export const DAY_MS = 86_400_000;

/** A daily rate "0.004" as units of 1e-8; undefined when it is not a fraction below 1 with at most 8 decimals. */
export function rateUnitsOf(rate: string): bigint | undefined {
  const m = /^(0|1)(?:\.(\d{1,8}))?$/.exec(rate.trim());
  if (!m) return undefined;
  const units = BigInt(m[1] as string) * RATE_ONE + BigInt((m[2] ?? '').padEnd(RATE_DECIMALS, '0'));
  return units < RATE_ONE ? units : undefined;
}

/** Units of 1e-8 as the decimal fraction ("0.004"). */
export function rateText(units: bigint): string {
  const s = units.toString().padStart(RATE_DECIMALS + 1, '0');
  const text = `${s.slice(0, -RATE_DECIMALS)}.${s.slice(-RATE_DECIMALS)}`.replace(/\.?0+$/, '');
  return text === '' ? '0' : text;
}

/** A rate fraction as a percentage ("0.004" → "0.4"). */
export function ratePercent(rate: string): string {
  const units = rateUnitsOf(rate) ?? 0n;
  const s = (units * 100n).toString().padStart(RATE_DECIMALS + 1, '0');
  return `${s.slice(0, -RATE_DECIMALS)}.${s.slice(-RATE_DECIMALS)}`.replace(/\.?0+$/, '') || '0';
}

/** A daily rate range as percentages: "0.3 % – 0.5 %", or one figure when it does not vary. */
export function rateRange(min: string, max: string): string {
  return min === max ? `${ratePercent(min)} %` : `${ratePercent(min)} % – ${ratePercent(max)} %`;
}

/** One day's interest: principal × rate, rounded down to the minor unit. */
export function interestOf(amount: bigint, rateUnits: bigint): bigint {
  return (amount * rateUnits) / RATE_ONE;
}

/**
 * The early-redemption penalty (spec §9): remaining days × default rate × principal, a charge
 * rounded half up to the currency's display precision (what the confirmation shows is what is
 * taken: decision 020, amended 2026-11-29), at most the principal. 1,000 at 0.4 % with 3 days
 * left → 12.
 */
export function penaltyOf(amount: bigint, remainingDays: number, defaultRateUnits: bigint, scale: number, currency: string): bigint {
  const penalty = chargeUnits(amount * defaultRateUnits * BigInt(remainingDays), RATE_ONE, scale, currency);
  return penalty > amount ? amount : penalty;
}

/** What an amount earns over a product's period: per day and in total, at the lowest, default and highest rate. */
export function expectedEarnings(amount: bigint, periodDays: number, rates: { min: bigint; max: bigint; default: bigint }) {
  const day = { min: interestOf(amount, rates.min), default: interestOf(amount, rates.default), max: interestOf(amount, rates.max) };
  const days = BigInt(periodDays);
  return { daily: day, total: { min: day.min * days, default: day.default * days, max: day.max * days } };
}

/**
 * An order's calendar: subscribed at `at` (UTC day d0), day k = 1..period is UTC day d0 + k,
 * paid at the payout time (`payoutOffsetMs` after 00:00 UTC) once it has ended; the last
 * payout is the maturity.
 */
export function scheduleOf(at: number, periodDays: number, payoutOffsetMs: number) {
  const d0 = Math.floor(at / DAY_MS) * DAY_MS;
  const interestFrom = d0 + DAY_MS;
  return {
    interestFrom,
    /** When day k (1-based) is paid. */
    payoutAt: (k: number) => d0 + (k + 1) * DAY_MS + payoutOffsetMs,
    finishAt: d0 + (periodDays + 1) * DAY_MS + payoutOffsetMs,
    /** YYYY-MM-DD of day k. */
    dayOf: (k: number) => new Date(d0 + k * DAY_MS).toISOString().slice(0, 10),
  };
}

/** How many of an order's days have been due for payment by `now` (0..period). */
export function daysDue(interestFrom: number, periodDays: number, payoutOffsetMs: number, now: number): number {
  const n = Math.floor((now - interestFrom - payoutOffsetMs) / DAY_MS);
  return Math.max(0, Math.min(periodDays, n));
}
