// The market engine's storage: products, recorded ticks, candles and market periods. Raw
// prepared statements on the synchronous connection: this is the market's hot write path
// (docs/decisions/003-money-write-path.md, 008-market-engine.md).
import type { Period } from '../../shared/market.ts';
import type { RowOf } from '../db/rows.ts';
import type { Sqlite } from '../db/sqlite.ts';
import type { Product } from '../generated/prisma/client.ts';
import type { Candle } from './candles.ts';
import type { MarketPeriod, ProductStart } from './market-period.ts';
import type { MarketScript, ScriptDefinition, ScriptPreset } from './market-script.ts';
import type { RecordedTick } from './ticks.ts';

/** A product as the engine loads it (columns of the Prisma model). */
export type ProductRow = RowOf<
  Product,
  | 'id'
  | 'symbol'
  | 'name'
  | 'category'
  | 'baseAsset'
  | 'quoteAsset'
  | 'pricePrecision'
  | 'tickSize'
  | 'basePrice'
  | 'volatility'
  | 'baseVolume'
  | 'tradeModes'
>;

/** The tradable products, in display order. */
export class ProductStore {
  private readonly enabledStmt;

  constructor(db: Sqlite) {
    this.enabledStmt = db.prepare<[], ProductRow>(
      'SELECT id, symbol, name, category, baseAsset, quoteAsset, pricePrecision, tickSize, basePrice, volatility, baseVolume, tradeModes FROM "Product" WHERE enabled = TRUE ORDER BY sort, id',
    );
  }

  enabled(): ProductRow[] {
    return this.enabledStmt.all();
  }
}

/** Rows per multi-row INSERT of ticks (3 parameters each) and of candles (9 each). */
const TICK_CHUNK = 64;
const CANDLE_CHUNK = 32;

/** A tick recorded again replaces the first (a chunk never holds one (product, time) twice: PostgreSQL refuses that). */
const TICK_UPSERT = 'ON CONFLICT (productId, time) DO UPDATE SET ticks = excluded.ticks';

/** Recorded ticks: every price the engine published, written before it is published. */
export class TickStore {
  private readonly insert;
  private readonly inForceStmt;
  private readonly prune;
  private readonly insertMany;
  private readonly insertChunk;
  private readonly betweenStmt;

  constructor(db: Sqlite) {
    this.insert = db.prepare<[number, number, number]>(`INSERT INTO "Tick" (productId, time, ticks) VALUES (?, ?, ?) ${TICK_UPSERT}`);
    this.inForceStmt = db.prepare<[number, number], RecordedTick>(
      'SELECT time, ticks FROM "Tick" WHERE productId = ? AND time <= ? ORDER BY time DESC LIMIT 1',
    );
    this.prune = db.prepare<[number]>('DELETE FROM "Tick" WHERE time < ?');
    this.betweenStmt = db.prepare<[number, number, number], RecordedTick>(
      'SELECT time, ticks FROM "Tick" WHERE productId = ? AND time >= ? AND time < ? ORDER BY time',
    );
    // rows by the chunk: one statement call per TICK_CHUNK rows (a gap fill records 100,000s)
    this.insertChunk = db.prepare<[number[]]>(
      `INSERT INTO "Tick" (productId, time, ticks) VALUES ${Array(TICK_CHUNK).fill('(?, ?, ?)').join(', ')} ${TICK_UPSERT}`,
    );
    const params: number[] = Array(TICK_CHUNK * 3);
    this.insertMany = db.transaction((rows: [number, number, number][]) => {
      let i = 0;
      for (; i + TICK_CHUNK <= rows.length; i += TICK_CHUNK) {
        for (let j = 0; j < TICK_CHUNK; j++) {
          const r = rows[i + j] as [number, number, number];
          params[3 * j] = r[0];
          params[3 * j + 1] = r[1];
          params[3 * j + 2] = r[2];
        }
        this.insertChunk.run(params);
      }
      for (; i < rows.length; i++) this.insert.run(...(rows[i] as [number, number, number]));
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

/** A candle to write, by reference: written as the candle is when written. */
export interface CandleRef {
  productId: number;
  period: Period;
  candle: Candle;
}

const UPSERT_CANDLES = (rows: number) =>
  `INSERT INTO "Candle" (productId, period, openTime, open, high, low, close, volume, turnover)
   VALUES ${Array(rows).fill('(?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}
   ON CONFLICT (productId, period, openTime) DO UPDATE SET
     high = excluded.high, low = excluded.low, close = excluded.close,
     volume = excluded.volume, turnover = excluded.turnover`;

export class CandleStore {
  private readonly upsert;
  private readonly upsertChunk;
  private readonly latestStmt;
  private readonly rangeStmt;
  private readonly sinceStmt;
  private readonly countStmt;
  private readonly upsertMany;
  /** The parameters of one chunk, reused. */
  private readonly chunkParams: (number | string)[] = Array(CANDLE_CHUNK * 9);

  constructor(db: Sqlite) {
    this.upsert = db.prepare<[number, string, number, number, number, number, number, number, number]>(UPSERT_CANDLES(1));
    // the same upsert for CANDLE_CHUNK rows at once: a multi-row VALUES applies its rows in
    // order, each as the single-row statement would (one call per chunk instead of per candle)
    this.upsertChunk = db.prepare<[(number | string)[]]>(UPSERT_CANDLES(CANDLE_CHUNK));
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
    this.upsertMany = db.transaction((refs: readonly CandleRef[]) => this.writeRefs(refs));
  }

  write(productId: number, period: Period, c: Candle) {
    this.upsert.run(productId, period, c.openTime, c.open, c.high, c.low, c.close, c.volume, c.turnover);
  }

  /** Writes candles in order, in the caller's transaction. */
  writeRefs(refs: readonly CandleRef[]) {
    const params = this.chunkParams;
    let i = 0;
    for (; i + CANDLE_CHUNK <= refs.length; i += CANDLE_CHUNK) {
      for (let j = 0; j < CANDLE_CHUNK; j++) {
        const { productId, period, candle: c } = refs[i + j] as CandleRef;
        const k = 9 * j;
        params[k] = productId;
        params[k + 1] = period;
        params[k + 2] = c.openTime;
        params[k + 3] = c.open;
        params[k + 4] = c.high;
        params[k + 5] = c.low;
        params[k + 6] = c.close;
        params[k + 7] = c.volume;
        params[k + 8] = c.turnover;
      }
      this.upsertChunk.run(params);
    }
    for (; i < refs.length; i++) {
      const r = refs[i] as CandleRef;
      this.write(r.productId, r.period, r.candle);
    }
  }

  /** Writes many candles in one transaction (backfill, or the minutes of a downtime). */
  writeMany(refs: readonly CandleRef[]) {
    this.upsertMany.immediate(refs);
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

/** A MarketPeriod row: the products' starts are JSON text (null until the period runs). */
type PeriodRow = Omit<MarketPeriod, 'products'> & { products: string | null };

const toPeriod = (r: PeriodRow): MarketPeriod => ({
  start: r.start,
  end: r.end,
  tickMs: r.tickMs,
  commitment: r.commitment,
  committedAt: r.committedAt,
  lastSlot: r.lastSlot,
  products: r.products ? (JSON.parse(r.products) as ProductStart[]) : [],
});

const COLUMNS = 'start, "end", tickMs, commitment, committedAt, lastSlot, products';

/** The MarketPeriod table (raw statements: written on the market's tick path). */
export class PeriodStore {
  private readonly q;
  /** the period commitmentAt found last */
  private lastCommitment: Pick<MarketPeriod, 'start' | 'end' | 'commitment'> | undefined;

  constructor(db: Sqlite) {
    this.q = {
      insert: db.prepare<[number, number, number, string, number]>(
        `INSERT INTO "MarketPeriod" (start, "end", tickMs, commitment, committedAt) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      ),
      last: db.prepare<[], PeriodRow>(`SELECT ${COLUMNS} FROM "MarketPeriod" ORDER BY start DESC LIMIT 1`),
      running: db.prepare<[], PeriodRow>(`SELECT ${COLUMNS} FROM "MarketPeriod" WHERE lastSlot IS NOT NULL ORDER BY start DESC LIMIT 1`),
      containing: db.prepare<[number, number], PeriodRow>(
        `SELECT ${COLUMNS} FROM "MarketPeriod" WHERE start <= ? AND "end" > ? ORDER BY start DESC LIMIT 1`,
      ),
      byStart: db.prepare<[number], PeriodRow>(`SELECT ${COLUMNS} FROM "MarketPeriod" WHERE start = ?`),
      range: db.prepare<[number, number, number], PeriodRow>(
        `SELECT ${COLUMNS} FROM "MarketPeriod" WHERE "end" > ? AND start <= ? ORDER BY start LIMIT ?`,
      ),
      setProducts: db.prepare<[string, number]>(`UPDATE "MarketPeriod" SET products = ? WHERE start = ?`),
      setLastSlot: db.prepare<[number, number]>(`UPDATE "MarketPeriod" SET lastSlot = ? WHERE start = ?`),
    };
  }

  insert(start: number, end: number, tickMs: number, commitment: string, committedAt: number) {
    this.q.insert.run(start, end, tickMs, commitment, committedAt);
  }

  last(): MarketPeriod | undefined {
    const r = this.q.last.get();
    return r && toPeriod(r);
  }

  /** The latest period with a persisted tick: where the market resumes after a restart. */
  running(): MarketPeriod | undefined {
    const r = this.q.running.get();
    return r && toPeriod(r);
  }

  containing(time: number): MarketPeriod | undefined {
    const r = this.q.containing.get(time, time);
    return r && toPeriod(r);
  }

  /**
   * The start and commitment of the period holding `time` (an order's proof): the last one found
   * is kept, as a period's bounds and commitment never change once written (the commitment is
   * the hash of a seed drawn from the start; a rolled-back insert is written again the same).
   */
  commitmentAt(time: number): Pick<MarketPeriod, 'start' | 'end' | 'commitment'> | undefined {
    const last = this.lastCommitment;
    if (last !== undefined && last.start <= time && time < last.end) return last;
    const found = this.containing(time);
    if (found) this.lastCommitment = { start: found.start, end: found.end, commitment: found.commitment };
    return found;
  }

  byStart(start: number): MarketPeriod | undefined {
    const r = this.q.byStart.get(start);
    return r && toPeriod(r);
  }

  /** Periods overlapping [from, to], oldest first. */
  range(from: number, to: number, limit: number): MarketPeriod[] {
    return this.q.range.all(from, to, limit).map(toPeriod);
  }

  setProducts(start: number, products: ProductStart[]) {
    this.q.setProducts.run(JSON.stringify(products), start);
  }

  setLastSlot(start: number, slot: number) {
    this.q.setLastSlot.run(slot, start);
  }
}

// ---------------------------------------------------------------- scripted markets (decision 100)

interface ScriptRow {
  id: number;
  productId: number;
  symbol: string;
  kind: string;
  preset: string | null;
  startSlot: number;
  endSlot: number;
  definition: string;
  createdAt: number;
  endedAt: number | null;
}

const toScript = (r: ScriptRow): MarketScript => ({
  id: r.id,
  productId: r.productId,
  symbol: r.symbol,
  kind: r.kind as MarketScript['kind'],
  preset: r.preset as ScriptPreset | null,
  startSlot: Number(r.startSlot),
  endSlot: Number(r.endSlot),
  definition: JSON.parse(r.definition) as ScriptDefinition,
  createdAt: Number(r.createdAt),
  endedAt: r.endedAt === null ? null : Number(r.endedAt),
});

const SCRIPT_COLUMNS = '"id", "productId", "symbol", "kind", "preset", "startSlot", "endSlot", "definition", "createdAt", "endedAt"';

/** The MarketScript table. */
export class ScriptStore {
  private readonly q;

  constructor(db: Sqlite) {
    this.q = {
      all: db.prepare<[], ScriptRow>(`SELECT ${SCRIPT_COLUMNS} FROM "MarketScript" ORDER BY "id"`),
      insert: db.prepare<[number, string, string, string | null, number, number, string, number], { id: number }>(
        `INSERT INTO "MarketScript" ("productId", "symbol", "kind", "preset", "startSlot", "endSlot", "definition", "createdAt")
         VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING "id"`,
      ),
      end: db.prepare<[number, number, number]>(`UPDATE "MarketScript" SET "endSlot" = ?, "endedAt" = ? WHERE "id" = ?`),
    };
  }

  all(): MarketScript[] {
    return this.q.all.all().map(toScript);
  }

  /** Stores a new script; its id is known only then (a regime's draws are keyed by it). */
  insert(s: Omit<MarketScript, 'id' | 'endedAt'>): MarketScript {
    const { id } = this.q.insert.get(
      s.productId,
      s.symbol,
      s.kind,
      s.preset,
      s.startSlot,
      s.endSlot,
      JSON.stringify(s.definition),
      s.createdAt,
    ) as { id: number };
    return { ...s, id: Number(id), endedAt: null };
  }

  end(id: number, endSlot: number, endedAt: number) {
    this.q.end.run(endSlot, endedAt, id);
  }
}
