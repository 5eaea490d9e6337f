// Market constants shared by server and client: chart periods and price formatting.

/** Chart periods of the spec (time-share uses 1m closes). */
export const PERIODS = ['1m', '5m', '15m', '30m', '1h', '4h', '1d', '1w', '1M', '1Q', '1Y'] as const;
export type Period = (typeof PERIODS)[number];

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

/** Start (UTC, epoch ms) of the period bucket containing `t`. Weeks start on Monday. */
export function bucketStart(period: Period, t: number): number {
  switch (period) {
    case '1m':
      return t - (t % MINUTE);
    case '5m':
      return t - (t % (5 * MINUTE));
    case '15m':
      return t - (t % (15 * MINUTE));
    case '30m':
      return t - (t % (30 * MINUTE));
    case '1h':
      return t - (t % HOUR);
    case '4h':
      return t - (t % (4 * HOUR));
    case '1d':
      return t - (t % DAY);
    case '1w': {
      const day = t - (t % DAY);
      const weekday = (new Date(day).getUTCDay() + 6) % 7; // Monday = 0
      return day - weekday * DAY;
    }
    case '1M': {
      const d = new Date(t);
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
    }
    case '1Q': {
      const d = new Date(t);
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - (d.getUTCMonth() % 3), 1);
    }
    case '1Y':
      return Date.UTC(new Date(t).getUTCFullYear(), 0, 1);
  }
}

/** Start of the bucket after the one that contains `t`. */
export function nextBucketStart(period: Period, t: number): number {
  const start = bucketStart(period, t);
  switch (period) {
    case '1m':
      return start + MINUTE;
    case '5m':
      return start + 5 * MINUTE;
    case '15m':
      return start + 15 * MINUTE;
    case '30m':
      return start + 30 * MINUTE;
    case '1h':
      return start + HOUR;
    case '4h':
      return start + 4 * HOUR;
    case '1d':
      return start + DAY;
    case '1w':
      return start + 7 * DAY;
    case '1M': {
      const d = new Date(start);
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
    }
    case '1Q': {
      const d = new Date(start);
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 3, 1);
    }
    case '1Y':
      return Date.UTC(new Date(start).getUTCFullYear() + 1, 0, 1);
  }
}

/** An integer count of units at `scale` decimals as a decimal string: (123456, 2) → "1234.56". */
export function formatScaled(units: number | bigint, scale: number): string {
  const negative = units < 0;
  let digits = (negative ? -BigInt(units) : BigInt(units)).toString();
  if (scale === 0) return (negative ? '-' : '') + digits;
  digits = digits.padStart(scale + 1, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

/** A decimal string at most `scale` decimals as integer units: ("1234.5", 2) → 123450n. */
export function parseScaled(value: string, scale: number): bigint {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value);
  if (!m) throw new Error(`not a decimal: ${value}`);
  const frac = (m[3] ?? '').padEnd(scale, '0');
  if (frac.length > scale) throw new Error(`${value} has more than ${scale} decimals`);
  const units = BigInt(m[2] + frac);
  return m[1] ? -units : units;
}
