// Candles: building them from steps, rolling finer ones up into coarser ones, and storing
// them (raw prepared statements: this is the market's hot write path).
import { bucketStart, nextBucketStart, type Period } from '../../shared/market.ts';
import type { Sqlite } from '../db/sqlite.ts';

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

/** Turnover in hundredths of the quote asset of `volume` hundredths traded at `ticks`. */
export function turnoverOf(ticks: number, volume: number, pricePrecision: number): number {
  return Math.round((ticks * volume) / 10 ** pricePrecision);
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

type Row = Candle & { productId: number; period: Period };

export class CandleStore {
  private readonly upsert;
  private readonly latestStmt;
  private readonly rangeStmt;
  private readonly sinceStmt;
  private readonly countStmt;
  private readonly upsertMany;

  constructor(db: Sqlite) {
    this.upsert = db.prepare<[number, string, number, number, number, number, number, number, number]>(
      `INSERT INTO "Candle" (productId, period, openTime, open, high, low, close, volume, turnover)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (productId, period, openTime) DO UPDATE SET
         high = excluded.high, low = excluded.low, close = excluded.close,
         volume = excluded.volume, turnover = excluded.turnover`,
    );
    this.latestStmt = db.prepare<[number, string], Candle>(
      'SELECT openTime, open, high, low, close, volume, turnover FROM "Candle" WHERE productId = ? AND period = ? ORDER BY openTime DESC LIMIT 1',
    );
    // newest `limit` candles within [from, to], returned newest first
    this.rangeStmt = db.prepare<[number, string, number, number, number], Candle>(
      'SELECT openTime, open, high, low, close, volume, turnover FROM "Candle" WHERE productId = ? AND period = ? AND openTime >= ? AND openTime <= ? ORDER BY openTime DESC LIMIT ?',
    );
    this.sinceStmt = db.prepare<[number, string, number], Candle>(
      'SELECT openTime, open, high, low, close, volume, turnover FROM "Candle" WHERE productId = ? AND period = ? AND openTime >= ? ORDER BY openTime ASC',
    );
    this.countStmt = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM "Candle"');
    this.upsertMany = db.transaction((rows: Row[]) => {
      for (const r of rows) this.write(r.productId, r.period, r);
    });
  }

  write(productId: number, period: Period, c: Candle) {
    this.upsert.run(productId, period, c.openTime, c.open, c.high, c.low, c.close, c.volume, c.turnover);
  }

  /** Writes many candles in one transaction (backfill, or every candle a tick touched). */
  writeMany(rows: Row[]) {
    this.upsertMany.immediate(rows);
  }

  latest(productId: number, period: Period): Candle | undefined {
    return this.latestStmt.get(productId, period);
  }

  /** Up to `limit` candles with openTime in [from, to], oldest first. */
  range(productId: number, period: Period, from: number, to: number, limit: number): Candle[] {
    return this.rangeStmt.all(productId, period, from, to, limit).reverse();
  }

  since(productId: number, period: Period, from: number): Candle[] {
    return this.sinceStmt.all(productId, period, from);
  }

  isEmpty(): boolean {
    return (this.countStmt.get()?.n ?? 0) === 0;
  }
}
