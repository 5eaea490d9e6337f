// The "changes nothing" checks (malformed input, refused funds requests, idempotent retries)
// compare database fingerprints: a write the fingerprint missed would let them pass wrongly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './../helpers/app.ts';
import { dbFingerprint } from './../helpers/db-fingerprint.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('database fingerprint', () => {
  it('is the same when nothing was written', () => {
    expect(dbFingerprint(t.app.ctx.sqlite)).toBe(dbFingerprint(t.app.ctx.sqlite));
  });

  it('changes when a tick updates the running candles in place', () => {
    const count = () => (t.app.ctx.sqlite.prepare('SELECT COUNT(*) AS n FROM "Candle"').get() as { n: number }).n;
    // the first tick opens the running candles; the next, a second later within the same
    // minute, changes them in place and adds none
    t.clock.advance(1000);
    t.app.market.tick();
    const before = dbFingerprint(t.app.ctx.sqlite);
    const candles = count();
    t.clock.advance(1000);
    t.app.market.tick();
    expect(count()).toBe(candles);
    expect(dbFingerprint(t.app.ctx.sqlite)).not.toBe(before);
  });

  // the candles are summarised (hundreds of thousands of rows): each kind of candle write shows.
  // Rows are named by the primary key (productId, period, openTime), which both stores have.
  const NEWEST_1D = `(SELECT productId, period, openTime FROM "Candle" WHERE period = '1d' ORDER BY openTime DESC, productId LIMIT 1)`;
  // (the oldest minute candle: not the newest of its product and period, so only the count shows it)
  const OLDEST_1M = `FROM "Candle" WHERE period = '1m' ORDER BY openTime, productId LIMIT 1`;
  it.each([
    ['the running candle of a period changes', `UPDATE "Candle" SET close = close + 1 WHERE (productId, period, openTime) = ${NEWEST_1D}`],
    [
      'a candle is added',
      `INSERT INTO "Candle" SELECT productId, period, openTime + 1, open, high, low, close, volume, turnover ${OLDEST_1M}`,
    ],
    ['an old candle goes', `DELETE FROM "Candle" WHERE (productId, period, openTime) = (SELECT productId, period, openTime ${OLDEST_1M})`],
  ])('changes when %s', (_what, sql) => {
    const before = dbFingerprint(t.app.ctx.sqlite);
    expect(t.app.ctx.sqlite.prepare(sql).run().changes).toBe(1);
    expect(dbFingerprint(t.app.ctx.sqlite)).not.toBe(before);
  });

  it('changes when any row of an ordinary table changes', () => {
    const before = dbFingerprint(t.app.ctx.sqlite);
    t.app.ctx.sqlite.prepare(`UPDATE "ConfigItem" SET configValue = configValue || 'x' WHERE identify = 'isClose'`).run();
    expect(dbFingerprint(t.app.ctx.sqlite)).not.toBe(before);
  });
});
