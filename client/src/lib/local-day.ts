// Whole days of the browser's own calendar (the customer's time zone), as a date input gives them.

/** A day picked as yyyy-mm-dd → its first millisecond in local time (undefined: no valid day). */
export function dayStart(value: string, plusDays = 0): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + plusDays).getTime() : undefined;
}

/** The local day of an instant as yyyy-mm-dd. */
export function localDay(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
