// A mining order's terms (decision 049): each day's rate drawn from the seed committed at
// subscription, so that anyone holding the order's seed and range can recompute it:
//   u_k    = the first 13 hex digits (52 bits) of SHA-256("<seed>:<k>") as an integer
//   rate_k = minRate + floor(u_k × (maxRate − minRate + 1e-8) / 2^52)   (in steps of 1e-8)
// A product whose minimum and maximum agree pays that rate every day. Interest of day k is
// principal × rate_k rounded down to the minor unit.
import { hash } from 'node:crypto';
import { interestOf, RATE_ONE, rateText, rateUnitsOf, scheduleOf } from '../../../shared/mining.ts';
import type { OrderRow } from './repository.ts';

const SPAN = 2n ** 52n;

/** Day k's rate (units of 1e-8) of an order with `seed` and the range [min, max]. */
export function dayRateUnits(seed: string, k: number, min: bigint, max: bigint): bigint {
  if (max <= min) return min;
  const u = BigInt(`0x${hash('sha256', `${seed}:${k}`, 'hex').slice(0, 13)}`);
  return min + (u * (max - min + 1n)) / SPAN;
}

/** An order's rates as units (its stored text is checked when the product is saved). */
export function ratesOf(o: Pick<OrderRow, 'minRate' | 'maxRate' | 'defaultRate'>) {
  const units = (r: string) => rateUnitsOf(r) ?? 0n;
  return { min: units(o.minRate), max: units(o.maxRate), default: units(o.defaultRate) };
}

/** Day k of an order: its date, rate (as text) and interest. */
export function dayOf(o: OrderRow, k: number, payoutOffsetMs: number) {
  const { min, max } = ratesOf(o);
  const rate = dayRateUnits(o.seed, k, min, max);
  return {
    dayIndex: k,
    day: scheduleOf(o.createdAt, o.periodDays, payoutOffsetMs).dayOf(k),
    rate: rateText(rate),
    amount: interestOf(o.amount, rate),
  };
}

/** Interest over the whole period at the days' drawn rates. */
export function expectedOf(o: OrderRow): bigint {
  const { min, max } = ratesOf(o);
  let total = 0n;
  for (let k = 1; k <= o.periodDays; k++) total += (o.amount * dayRateUnits(o.seed, k, min, max)) / RATE_ONE;
  return total;
}

/** "HH:MM" as milliseconds after 00:00 UTC. */
export function offsetOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return ((h ?? 0) * 60 + (m ?? 0)) * 60_000;
}
