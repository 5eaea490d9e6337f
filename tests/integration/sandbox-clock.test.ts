// The sandbox's test clock (issue 41 point 2, decision 099), SQLite only as every sandbox:
// - advancing equals living: two hours advanced in one call, crossing the overnight-fee and the
//   mining-payout times with fast orders expiring, SL/TP and liquidations triggering, limit
//   orders filling and alerts firing, leave the database row for row as the same two hours
//   stepped tick by tick on the manual clock through the live path (frame published, every
//   module's work on the next turn, then the due jobs). Both start from one snapshot;
// - set moves on only (never back, at most a week), a stopped clock moves only when advanced,
//   requests wait while an advance runs, the clock survives a restart and returns with a snapshot.
import { describe, expect, it } from 'vitest';
import { api } from '../helpers/funds.ts';
import { APP_KEY, appForFile, START_TIME } from '../helpers/app.ts';
import { dbRows } from '../helpers/db-fingerprint.ts';
import { SANDBOX_ENV, withToken } from '../helpers/sandbox.ts';

const HOUR = 3_600_000;
const env = appForFile({
  // the window 11:00–13:00 two days on crosses the overnight charge at 12:00 and the first mining
  // payout at 12:30 of an order subscribed now (interest from tomorrow, day 1 paid the day after)
  env: { ...SANDBOX_ENV, CONTRACT_OVERNIGHT_TIME: '12:00', MINING_PAYOUT_TIME: '12:30' },
});

const control = {
  async post(path: string, body: object = {}) {
    const res = await env.t.api.post(path).set(withToken()).send(body);
    expect(res.body.code, `${path} ${JSON.stringify(res.body)}`).toBe(0);
    return res.body.data;
  },
  async get(path: string) {
    const res = await env.t.api.get(path).set(withToken());
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    return res.body.data;
  },
};

const ok = (res: { body: { code: number; data: unknown } }) => {
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.data as Record<string, unknown>;
};

/** The price in force of `symbol` × `factor`, at the product's precision. */
function priceAt(symbol: string, factor: number) {
  const q = env.t.app.market.quote(symbol);
  const decimals = q?.price.split('.')[1]?.length ?? 0;
  return (Number(q?.price) * factor).toFixed(decimals);
}

const productId = (symbol: string) => (env.t.app.market.product(symbol) as { id: number }).id;

/** Every row but what the market writes only in bulk (summarised: candles, ticks) and the snapshot's own bookkeeping. */
const rows = () => dbRows(env.t.app.ctx.sqlite);

describe('advancing equals living', () => {
  it('two hours advanced in one call leave every row as the same two hours lived tick by tick', async () => {
    const { t } = env;
    t.clock.advance(1000);
    t.app.market.tick();
    // a mining order subscribed now pays its first day at 12:30 the day after tomorrow
    const saver = await control.post('/api/sandbox/fixtures', { balances: [{ currency: 'USDT', real: '5000' }] });
    ok(await api(t, saver.token).post('/api/mining/orders', { productId: 1, amount: '1000' }));
    // the server down until 11:00 two days on (the market fills the gap at its start)
    t.clock.advance(47 * HOUR - 1000);
    await t.restart();
    expect(t.app.market.lastTickTime).toBe(START_TIME + 47 * HOUR);

    const eth = 'ETH/USDT';
    const btc = 'BTC/USDT';
    const trader = await control.post('/api/sandbox/fixtures', {
      balances: [{ currency: 'USDT', real: '50000', demo: '50000' }],
      kyc: 'junior',
      positions: [
        // held through the overnight charge
        { productId: productId(eth), side: 'long', lots: '1', leverage: 2, orderType: 'market', mode: 'real' },
        // SL and TP close by: one of them triggers
        {
          productId: productId(eth),
          side: 'short',
          lots: '1',
          leverage: 10,
          orderType: 'market',
          mode: 'real',
          stopLoss: priceAt(eth, 1.002),
          takeProfit: priceAt(eth, 0.998),
        },
        // 100× both ways: one side is liquidated within two hours
        { productId: productId(btc), side: 'long', lots: '0.01', leverage: 100, orderType: 'market', mode: 'real' },
        { productId: productId(btc), side: 'short', lots: '0.01', leverage: 100, orderType: 'market', mode: 'demo' },
        // limit orders a little away: filled when the price gets there
        {
          productId: productId(eth),
          side: 'long',
          lots: '1',
          leverage: 5,
          orderType: 'limit',
          limitPrice: priceAt(eth, 0.999),
          mode: 'real',
        },
        {
          productId: productId(btc),
          side: 'short',
          lots: '0.01',
          leverage: 5,
          orderType: 'limit',
          limitPrice: priceAt(btc, 1.001),
          mode: 'demo',
        },
      ],
    });
    const a = api(t, trader.token);
    // fast orders of every duration, real and demo
    for (const [durationSec, direction, mode] of [
      [30, 'up', 'real'],
      [60, 'down', 'real'],
      [120, 'up', 'demo'],
      [300, 'down', 'real'],
    ] as const) {
      ok(await a.post('/api/fast/order', { productId: productId(eth), direction, amount: '100', durationSec, mode }));
    }
    ok(await a.post('/api/alerts', { symbol: btc, kind: 'above', threshold: priceAt(btc, 1.002) }));
    ok(await a.post('/api/alerts', { symbol: eth, kind: 'below', threshold: priceAt(eth, 0.998) }));

    const snapshot = await control.post('/api/sandbox/snapshots');
    const from = Date.parse(snapshot.takenAt);
    expect(from).toBe(START_TIME + 47 * HOUR);

    // advanced: one call
    await control.post(`/api/sandbox/snapshots/${snapshot.id}/restore`);
    const advanced = await control.post('/api/sandbox/clock/advance', { seconds: 7200 });
    expect(advanced.clock.epochMs).toBe(from + 2 * HOUR);
    expect(advanced.ticks).toBe(7200);
    const afterAdvance = rows();

    // lived: the clock moved a tick at a time, the frame published, its work on the next turn, the due jobs
    const restored = await control.post(`/api/sandbox/snapshots/${snapshot.id}/restore`);
    expect(Date.parse(restored.now)).toBe(from);
    for (let i = 0; i < 7200; i++) {
      t.clock.advance(1000);
      t.app.market.tick();
      await t.app.background.idle();
      await t.app.jobs.runDue();
    }
    t.app.market.flush();
    // (the live server keeps a day of recorded ticks, as the advance does)
    t.app.market.ticks.pruneBefore(from + 2 * HOUR - 24 * HOUR);
    const afterLiving = rows();

    // what happened in the window, so the comparison is of something
    const sqlite = t.app.ctx.sqlite;
    const count = (sql: string) => (sqlite.prepare(sql).get() as { n: number }).n;
    expect(count(`SELECT COUNT(*) AS n FROM FastSettlement`)).toBe(4);
    expect(count(`SELECT COUNT(*) AS n FROM ContractOvernightCharge`)).toBeGreaterThanOrEqual(1);
    expect(count(`SELECT COUNT(*) AS n FROM MiningPayout`)).toBe(1);
    expect(count(`SELECT COUNT(*) AS n FROM ContractPosition WHERE status IN ('liquidated', 'closed')`)).toBeGreaterThanOrEqual(2);
    expect(count(`SELECT COUNT(*) AS n FROM PriceAlert WHERE status = 'fired'`)).toBeGreaterThanOrEqual(1);

    // row for row, table by table (a difference names its table)
    expect(Object.keys(afterLiving)).toEqual(Object.keys(afterAdvance));
    for (const table of Object.keys(afterAdvance)) expect(afterLiving[table], table).toEqual(afterAdvance[table]);
  });
});

describe('the clock', () => {
  it('set moves on only: not back, not more than a week; bad bodies are 400 with a message', async () => {
    const now = (await control.get('/api/sandbox/clock')).epochMs as number;
    for (const time of [new Date(now).toISOString(), new Date(now - 1000).toISOString(), new Date(now + 8 * 24 * HOUR).toISOString()]) {
      const res = await env.t.api.post('/api/sandbox/clock/set').set(withToken()).set('Accept-Language', 'de-DE').send({ time });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(7120);
      expect(res.body.msg).toContain('Woche');
    }
    for (const body of [{}, { seconds: 0 }, { seconds: 1.5 }, { seconds: 7 * 86_400 + 1 }, { seconds: '60' }]) {
      const res = await env.t.api.post('/api/sandbox/clock/advance').set(withToken()).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.msg).toBeTruthy();
    }
    expect((await control.get('/api/sandbox/clock')).epochMs).toBe(now);
  });

  it('stopped, it moves only when advanced or set; running again, it moves with time', async () => {
    const { t } = env;
    const stopped = await control.post('/api/sandbox/clock/set', { running: false });
    expect(stopped.clock.running).toBe(false);
    t.clock.advance(5000);
    expect((await control.get('/api/sandbox/clock')).epochMs).toBe(stopped.clock.epochMs);
    const set = await control.post('/api/sandbox/clock/set', { time: new Date(stopped.clock.epochMs + 90_000).toISOString() });
    expect(set.clock).toEqual({
      now: new Date(stopped.clock.epochMs + 90_000).toISOString(),
      epochMs: stopped.clock.epochMs + 90_000,
      running: false,
    });
    expect(set.ticks).toBe(90);
    expect(env.t.app.market.lastTickTime).toBe(stopped.clock.epochMs + 90_000);
    await control.post('/api/sandbox/clock/set', { running: true });
    t.clock.advance(2000);
    expect((await control.get('/api/sandbox/clock')).epochMs).toBe(stopped.clock.epochMs + 92_000);
  });

  it('while an advance runs every request waits outside (503, localized) but the clock and state; then it serves', async () => {
    const before = env.t.app.market.lastTickTime;
    const advancing = env.t.api
      .post('/api/sandbox/clock/advance')
      .set(withToken())
      .send({ seconds: 3600 })
      .then((r) => r);
    // under way once the market has moved (the advance yields at each simulated minute: the
    // requests below arrive while it runs, an hour of slots being seconds of work)
    while (env.t.app.market.lastTickTime === before) await new Promise((r) => setTimeout(r, 1));
    const refused = await env.t.api.get('/api/market/periods').set('AppKey', APP_KEY).set('Accept-Language', 'fr-FR');
    const clock = await env.t.api.get('/api/sandbox/clock').set(withToken());
    const done = await advancing;
    expect(done.body.code, JSON.stringify(done.body)).toBe(0);
    expect(refused.status).toBe(503);
    expect(refused.body.code).toBe(7121);
    expect(refused.body.msg).toContain('horloge');
    expect(clock.body.code).toBe(0);
    expect((await env.t.api.get('/api/market/periods').set('AppKey', APP_KEY)).status).toBe(200);
  });

  it('keeps its time across a restart, and a snapshot brings its time back', async () => {
    const { t } = env;
    await control.post('/api/sandbox/clock/set', { running: false });
    const snapshot = await control.post('/api/sandbox/snapshots');
    const advanced = await control.post('/api/sandbox/clock/advance', { seconds: 120 });
    await t.restart();
    // (the source clock moved meanwhile: a stopped clock stands where it was)
    t.clock.advance(10_000);
    expect((await control.get('/api/sandbox/clock')).epochMs).toBe(advanced.clock.epochMs);
    const restored = await control.post(`/api/sandbox/snapshots/${snapshot.id}/restore`);
    expect(restored.now).toBe(snapshot.takenAt);
    expect((await control.get('/api/sandbox/clock')).now).toBe(snapshot.takenAt);
    expect(t.app.market.lastTickTime).toBe(Date.parse(snapshot.takenAt));
  });
});
