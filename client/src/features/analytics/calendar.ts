// The month grid of the daily P/L calendar. Days are the API's yyyy-mm-dd (already in the
// customer's time zone), so the grid is plain calendar arithmetic, done in UTC to stay clear of
// the browser's own offsets.

/** A month as yyyy-mm. */
export type Month = string;

export const monthOf = (day: string): Month => day.slice(0, 7);

/** The month `delta` months from `month`. */
export function addMonths(month: Month, delta: number): Month {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + delta, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * The month's weeks, Monday first: each a row of seven yyyy-mm-dd days, null outside the month.
 */
export function monthGrid(month: Month): (string | null)[][] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const lead = (new Date(Date.UTC(y, m - 1, 1)).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = 1; d <= days; d++) cells.push(`${month}-${String(d).padStart(2, '0')}`);
  while (cells.length % 7) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** Today in `timeZone` as yyyy-mm-dd. */
export function todayIn(timeZone: string, now: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
