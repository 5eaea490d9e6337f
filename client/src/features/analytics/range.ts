// The ranges the results can be shown over, as the API's `from`/`to` (epoch ms, `to` exclusive),
// counted in whole days of the customer's calendar (the browser's time zone, sent as timeZone).
import { dayStart, localDay } from '../../lib/local-day';

export const RANGES = ['7d', '30d', '90d', 'all', 'custom'] as const;
export type RangeKey = (typeof RANGES)[number];

const DAYS: Record<Exclude<RangeKey, 'all' | 'custom'>, number> = { '7d': 7, '30d': 30, '90d': 90 };

/** A chosen range: a preset, or the custom days picked (yyyy-mm-dd, both inclusive). */
export interface RangeChoice {
  key: RangeKey;
  from: string;
  to: string;
}

/** The range's bounds at `now`: the last N days end today (today included); `all` and an unpicked end are open. */
export function rangeBounds(choice: RangeChoice, now: number): { from?: number; to?: number } {
  if (choice.key === 'all') return {};
  if (choice.key === 'custom') return { from: dayStart(choice.from), to: dayStart(choice.to, 1) };
  return { from: dayStart(localDay(now), 1 - DAYS[choice.key]) };
}

/** The browser's IANA time zone (the customer's), UTC where the browser names none. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
