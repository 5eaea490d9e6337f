// The limit rules (decision 077), pure and on the caller's clock: lowering a limit takes effect
// at once, raising or removing it 24 hours later; the day is the UTC day; a self-exclusion
// only ever lengthens.
import { type ExclusionPeriod, LIMIT_RAISE_DELAY_MS } from '../../../shared/responsible.ts';

const DAY_MS = 86_400_000;

/** A limit in force (null: none) and a change waiting to take effect at `pending.at`. */
export interface Limit {
  value: bigint | null;
  pending: { value: bigint | null; at: number } | null;
}

/** The limit as it stands at `now`: a pending change whose time has come is in force. */
export function limitAt(limit: Limit, now: number): Limit {
  if (limit.pending && limit.pending.at <= now) return { value: limit.pending.value, pending: null };
  return limit;
}

/** Whether `next` is a stricter limit than `current` (a limit is stricter than none). */
function stricter(next: bigint | null, current: bigint | null): boolean {
  return next !== null && (current === null || next < current);
}

/**
 * The limit after the user asks for `requested` (null: no limit) at `now`: a lower one holds at
 * once and drops any pending raise; the same one drops a pending change; a higher one or a
 * removal waits 24 hours while the current limit holds.
 */
export function changeLimit(limit: Limit, requested: bigint | null, now: number): Limit {
  const current = limitAt(limit, now);
  if (stricter(requested, current.value)) return { value: requested, pending: null };
  if (requested === current.value) return { value: current.value, pending: null };
  return { value: current.value, pending: { value: requested, at: now + LIMIT_RAISE_DELAY_MS } };
}

/** The start of the UTC day of `now`. */
export function utcDayStart(now: number): number {
  return Math.floor(now / DAY_MS) * DAY_MS;
}

/** The next UTC midnight after `now` (when the daily figures reset). */
export function nextUtcMidnight(now: number): number {
  return utcDayStart(now) + DAY_MS;
}

/** When an exclusion of `period` asked for at `now` ends (6 months: the same UTC time six calendar months on). */
export function exclusionEnd(period: ExclusionPeriod, now: number): number {
  switch (period) {
    case '1d':
      return now + DAY_MS;
    case '7d':
      return now + 7 * DAY_MS;
    case '30d':
      return now + 30 * DAY_MS;
    case '6m': {
      const d = new Date(now);
      const day = d.getUTCDate();
      d.setUTCDate(1);
      d.setUTCMonth(d.getUTCMonth() + 6);
      // 31 August + 6 months is the last day of February, not 3 March
      const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
      d.setUTCDate(Math.min(day, last));
      return d.getTime();
    }
  }
}

/** The exclusion's end after the user asks for `period` at `now`: never earlier than one already running. */
export function startExclusion(current: number | null, period: ExclusionPeriod, now: number): number {
  const end = exclusionEnd(period, now);
  return current !== null && current > end ? current : end;
}

/** Whether an exclusion ending at `until` still runs at `now`. */
export function excluded(until: number | null, now: number): boolean {
  return until !== null && now < until;
}

/** The day's net realized result as a loss (0 when the day is even or ahead). */
export function lossOf(result: bigint): bigint {
  return result < 0n ? -result : 0n;
}
