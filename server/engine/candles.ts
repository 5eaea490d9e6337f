// Candles: building them from steps, rolling finer ones up into coarser ones, and storing
// them (stored by CandleStore in repository.ts: the market's hot write path).
import { bucketStart, nextBucketStart, type Period } from '../../shared/market.ts';

export interface Candle {
  openTime: number;
  open: number;
  high: number;
  low: number;
  close: number;
  /** hundredths of the base asset */
  volume: number;
  /** hundredths of the quote asset */
  turnover: number;
}

/** 10 ** n for every price precision (the same doubles: 10 ** n is exact up to 10 ** 22). */
const POW10 = Array.from({ length: 23 }, (_, n) => 10 ** n);

/** Turnover in hundredths of the quote asset of `volume` hundredths traded at `ticks`. */
export function turnoverOf(ticks: number, volume: number, pricePrecision: number): number {
  return Math.round((ticks * volume) / (POW10[pricePrecision] ?? 10 ** pricePrecision));
}

export function openCandle(openTime: number, ticks: number): Candle {
  return { openTime, open: ticks, high: ticks, low: ticks, close: ticks, volume: 0, turnover: 0 };
}

/** Applies one trade to a candle in place. */
export function applyTrade(c: Candle, ticks: number, volume: number, turnover: number) {
  if (ticks > c.high) c.high = ticks;
  if (ticks < c.low) c.low = ticks;
  c.close = ticks;
  c.volume += volume;
  c.turnover += turnover;
}

/** Rolls candles (ascending, of a finer period) up into `period` buckets. */
export function rollUp(candles: readonly Candle[], period: Period): Candle[] {
  const out: Candle[] = [];
  let cur: Candle | undefined;
  let curEnd = 0;
  for (const c of candles) {
    if (!cur || c.openTime >= curEnd) {
      cur = { ...c, openTime: bucketStart(period, c.openTime) };
      curEnd = nextBucketStart(period, c.openTime);
      out.push(cur);
      continue;
    }
    if (c.high > cur.high) cur.high = c.high;
    if (c.low < cur.low) cur.low = c.low;
    cur.close = c.close;
    cur.volume += c.volume;
    cur.turnover += c.turnover;
  }
  return out;
}
