// The market engine's own CPU cost, on a copy of the test template database (22 products,
// history up to the tests' start time): a restart after a 3-day downtime (init() fills every
// grid slot of it), an hour of live ticks (3,600 tick() calls, one slot each), and the first
// start's history backfill. Prints the time of each and a fingerprint (SHA-256) of every row
// of the candle, tick and period tables and of every published frame: a change to the engine
// that is meant to be output-identical must leave the fingerprints as they were.
//   npm run bench:market-engine -- [template.db] [gap|ticks|backfill ...]
// The template is .tmp/test/template.db (the test run's; built here when missing). Under
// BENCH_SMOKE=1 the downtime is an hour and the live ticks a minute (the fingerprints then
// differ from the full run's, and mean nothing).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { openSqlite, type Sqlite } from '../../server/db/sqlite.ts';
import { DEFAULT_MARKET_OPTIONS, MarketEngine } from '../../server/engine/market-engine.ts';
import type { MarketFrame } from '../../server/engine/tick-bus.ts';
import { LocalTickBus } from '../../server/engine/tick-bus.ts';
import { ManualClock } from '../../server/lib/clock.ts';
import { createTemplateDatabase } from '../../tests/helpers/template.ts';
import { sized } from './lib/scale.ts';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const START_TIME = Date.UTC(2026, 10, 21, 12, 0, 0);
const SEED = 'test-seed';
const DAY = 86_400_000;

const args = process.argv.slice(2);
const template = args.find((a) => a.endsWith('.db')) ?? path.join(ROOT, '.tmp/test/template.db');
const cases = args.filter((a) => !a.endsWith('.db'));
const wanted = (name: string) => cases.length === 0 || cases.includes(name);

if (!fs.existsSync(template)) await createTemplateDatabase();
const GAP_MS = sized(3 * DAY, 0) + 3_600_000;
const LIVE_TICKS = sized(3600, 60);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'market-bench-'));
let n = 0;
function copy(prepare?: (db: Database.Database) => void): string {
  const file = path.join(dir, `m${++n}.db`);
  fs.copyFileSync(template, file);
  if (prepare) {
    const db = new Database(file);
    prepare(db);
    db.close();
  }
  return file;
}

/** SHA-256 of every row of a table in key order, each value as SQL quote() gives it (type included), rowid too. */
function tableHash(db: Sqlite, table: string, columns: string[], order: string): string {
  const h = createHash('sha256');
  const expr = columns.map((c) => (c === 'rowid' ? 'rowid' : `quote("${c}")`)).join(` || ',' || `);
  let rows = 0;
  for (const r of db.prepare(`SELECT ${expr} AS r FROM "${table}" ORDER BY ${order}`).pluck().iterate()) {
    h.update(`${r as string}\n`);
    rows++;
  }
  return `${rows} rows ${h.digest('hex').slice(0, 16)}`;
}

function fingerprint(db: Sqlite) {
  return {
    candles: tableHash(
      db,
      'Candle',
      ['rowid', 'productId', 'period', 'openTime', 'open', 'high', 'low', 'close', 'volume', 'turnover'],
      'productId, period, openTime',
    ),
    ticks: tableHash(db, 'Tick', ['rowid', 'productId', 'time', 'ticks'], 'productId, time'),
    periods: tableHash(db, 'MarketPeriod', ['start', 'end', 'tickMs', 'commitment', 'committedAt', 'lastSlot', 'products'], 'start'),
  };
}

function frameText(f: MarketFrame): string {
  return JSON.stringify({ seq: f.seq, time: f.time, quotes: f.quotes, candles: [...f.candles] });
}

function engineOn(file: string, now: number) {
  const db = openSqlite(file);
  const clock = new ManualClock(now);
  const bus = new LocalTickBus();
  const engine = new MarketEngine(db, clock, bus, { ...DEFAULT_MARKET_OPTIONS, seed: SEED });
  return { db, clock, bus, engine };
}

const ms = (t0: bigint) => Number(process.hrtime.bigint() - t0) / 1e6;

if (wanted('gap')) {
  // a restart after three days (and an hour) of downtime
  const { db, engine } = engineOn(copy(), START_TIME + GAP_MS + 500);
  const t0 = process.hrtime.bigint();
  engine.init();
  const took = ms(t0);
  const quotes = createHash('sha256').update(JSON.stringify(engine.quotes())).digest('hex').slice(0, 16);
  console.log(`gap: init() after ${(GAP_MS / 3_600_000).toFixed(0)} h ${took.toFixed(0)} ms`, { ...fingerprint(db), quotes });
  if (!(took > 0)) throw new Error('the gap fill did not run');
  engine.stop();
  db.close();
}

if (wanted('ticks')) {
  const { db, clock, engine } = engineOn(copy(), START_TIME);
  engine.init();
  const frames = createHash('sha256');
  // (the frames' fingerprint is not timed)
  let took = 0;
  for (let i = 0; i < LIVE_TICKS; i++) {
    clock.advance(1000);
    const t0 = process.hrtime.bigint();
    const frame = engine.tick();
    took += ms(t0);
    frames.update(frameText(frame));
  }
  // then several slots per call (a held-up event loop; the tests' 5-second steps), across periods
  for (let i = 0; i < LIVE_TICKS / 4; i++) {
    clock.advance(i % 3 === 0 ? 5000 : 2500);
    frames.update(frameText(engine.tick()));
  }
  engine.stop();
  console.log(`ticks: ${LIVE_TICKS} tick() ${took.toFixed(0)} ms`, { ...fingerprint(db), frames: frames.digest('hex').slice(0, 16) });
  db.close();
}

if (wanted('backfill')) {
  // a first start: no history, no periods
  const { db, engine } = engineOn(
    copy((d) => d.exec('DELETE FROM "Candle"; DELETE FROM "Tick"; DELETE FROM "MarketPeriod";')),
    START_TIME,
  );
  const t0 = process.hrtime.bigint();
  engine.init();
  const took = ms(t0);
  console.log(`backfill: first init() ${took.toFixed(0)} ms`, fingerprint(db));
  engine.stop();
  db.close();
}

fs.rmSync(dir, { recursive: true, force: true });
