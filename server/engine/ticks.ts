// Recorded ticks: every price the engine published, written before it is published.
// Fast-order settlement reads the tick in force at a moment from here, never from memory,
// so an outcome can be re-derived from the record at any time.
import type { Sqlite } from '../db/sqlite.ts';

export interface RecordedTick {
  time: number;
  ticks: number;
}

export class TickStore {
  private readonly insert;
  private readonly inForceStmt;
  private readonly prune;
  private readonly insertMany;
  private readonly betweenStmt;

  constructor(db: Sqlite) {
    this.insert = db.prepare<[number, number, number]>('INSERT OR REPLACE INTO "Tick" (productId, time, ticks) VALUES (?, ?, ?)');
    this.inForceStmt = db.prepare<[number, number], RecordedTick>(
      'SELECT time, ticks FROM "Tick" WHERE productId = ? AND time <= ? ORDER BY time DESC LIMIT 1',
    );
    this.prune = db.prepare<[number]>('DELETE FROM "Tick" WHERE time < ?');
    this.betweenStmt = db.prepare<[number, number, number], RecordedTick>('SELECT time, ticks FROM "Tick" WHERE productId = ? AND time >= ? AND time < ? ORDER BY time');
    this.insertMany = db.transaction((rows: [number, number, number][]) => {
      for (const r of rows) this.insert.run(...r);
    });
  }

  /** Records [productId, time, ticks] rows in one transaction. */
  record(rows: [number, number, number][]) {
    if (rows.length) this.insertMany.immediate(rows);
  }

  /** The last tick at or before `time`: the price in force then. */
  inForce(productId: number, time: number): RecordedTick | undefined {
    return this.inForceStmt.get(productId, time);
  }

  /** Recorded ticks with time in [from, to), oldest first. */
  between(productId: number, from: number, to: number): RecordedTick[] {
    return this.betweenStmt.all(productId, from, to);
  }

  pruneBefore(time: number) {
    this.prune.run(time);
  }
}
