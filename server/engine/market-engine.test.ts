import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { START_TIME, TEST_MARKET_SEED } from '../../tests/helpers/app.ts';
import { freshDatabase } from '../../tests/helpers/ledger-db.ts';
import type { Sqlite } from '../db/sqlite.ts';
import { ManualClock } from '../lib/clock.ts';
import { DEFAULT_MARKET_OPTIONS, MarketEngine } from './market-engine.ts';
import { HOUR } from './market-period.ts';
import { LocalTickBus } from './tick-bus.ts';

let db: Sqlite;
let cleanup: () => void;
beforeEach(() => {
  ({ db, cleanup } = freshDatabase());
  // the commitments are what is under test, not the draws: no products keeps each slot cheap
  db.prepare('UPDATE "Product" SET enabled = 0').run();
});
afterEach(() => cleanup());

describe('commitments ahead (decision 015)', () => {
  it('keeps a full day committed ahead as every hour passes, each commitment out a day before its period', () => {
    const clock = new ManualClock(START_TIME);
    const engine = new MarketEngine(db, clock, new LocalTickBus(), { ...DEFAULT_MARKET_OPTIONS, seed: TEST_MARKET_SEED });
    engine.init();
    for (let step = 1; step <= 30 * 4; step++) {
      clock.advance(15 * 60_000);
      engine.tick();
      const now = clock.now();
      const running = Math.floor(now / HOUR) * HOUR;
      const last = engine.periods.last();
      expect(last?.start, `at ${new Date(now).toISOString()}`).toBe(running + 24 * HOUR);
      // nothing committed later than a day before its start (the template committed the first day at START_TIME)
      for (const p of engine.periods.range(START_TIME + 24 * HOUR, now + 24 * HOUR, 100)) {
        expect(p.start - p.committedAt, `period ${new Date(p.start).toISOString()}`).toBeGreaterThanOrEqual(24 * HOUR);
      }
    }
  });
});

describe('scripted markets (decision 100)', () => {
  const script = { productId: 1, symbol: 'BTC/USDT', kind: 'path' as const, preset: null, endSlot: START_TIME + 10_000 };
  const definition = { kind: 'path' as const, points: [[START_TIME, 100] as [number, number]] };

  it('an engine built without scripting (every deployment but a sandbox) refuses to script a market or end a script', () => {
    const engine = new MarketEngine(db, new ManualClock(START_TIME), new LocalTickBus(), {
      ...DEFAULT_MARKET_OPTIONS,
      seed: TEST_MARKET_SEED,
    });
    engine.init();
    expect(() => engine.setScript({ ...script, definition })).toThrow(/sandbox only/);
    expect(() => engine.endScript(1)).toThrow(/sandbox only/);
    expect(db.prepare('SELECT COUNT(*) AS n FROM "MarketScript"').get()).toEqual({ n: 0 });
  });

  it("a sandbox's engine scripts one", () => {
    const engine = new MarketEngine(
      db,
      new ManualClock(START_TIME),
      new LocalTickBus(),
      { ...DEFAULT_MARKET_OPTIONS, seed: TEST_MARKET_SEED },
      true,
    );
    engine.init();
    expect(engine.setScript({ ...script, definition })).toMatchObject({
      id: 1,
      startSlot: START_TIME + 1000,
      endSlot: START_TIME + 10_000,
    });
    expect(engine.endScript(1)).toMatchObject({ id: 1, endSlot: START_TIME, endedAt: START_TIME });
  });
});
