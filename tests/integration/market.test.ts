// Products, quotes and candles through the API; the engine driven tick by tick with the
// injected clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERIODS } from '../../shared/market.ts';
import { APP_KEY, createTestApp, START_TIME, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.api.get(url).set('AppKey', APP_KEY);
const candles = async (symbol: string, period: string, extra = '') =>
  (await get(`/api/product/candles?symbol=${encodeURIComponent(symbol)}&period=${period}${extra}`)).body;

describe('products', () => {
  it('at least 20 symbols across crypto, forex, stocks and commodities, with their trading modes', async () => {
    const res = await get('/api/product/list');
    expect(res.body.code).toBe(0);
    const list = res.body.data as { symbol: string; category: string; tradeModes: string[]; tickSize: string; pricePrecision: number }[];
    expect(list.length).toBeGreaterThanOrEqual(20);
    expect(new Set(list.map((p) => p.category))).toEqual(new Set(['crypto', 'forex', 'stock', 'commodity']));
    expect(list.find((p) => p.symbol === 'BTC/USDT')?.tradeModes).toEqual(['fast', 'contract', 'spot']);
    expect(list.find((p) => p.symbol === 'EUR/USD')?.tradeModes).toEqual(['fast', 'contract']);
    for (const p of list) expect(p.tickSize).toBe(p.pricePrecision === 0 ? '1' : `0.${'0'.repeat(p.pricePrecision - 1)}1`);
    const forex = (await get('/api/product/list?category=forex')).body.data;
    expect(forex.every((p: { category: string }) => p.category === 'forex')).toBe(true);
  });

  it('detail by id, with a 404-style code for an unknown one', async () => {
    const first = (await get('/api/product/list')).body.data[0];
    const res = await get(`/api/product/detail/${first.id}`);
    expect(res.body.data).toMatchObject({ id: first.id, symbol: first.symbol, price: first.price });
    expect((await get('/api/product/detail/99999')).body.code).toBe(3002);
  });

  it('quotes carry consistent 24-hour figures', async () => {
    for (let i = 0; i < 30; i++) {
      t.clock.advance(1000);
      t.app.market.tick();
    }
    for (const q of (await get('/api/product/list')).body.data) {
      const [price, open, high, low] = [q.price, q.open, q.high, q.low].map(Number) as [number, number, number, number];
      expect(high).toBeGreaterThanOrEqual(price);
      expect(low).toBeLessThanOrEqual(price);
      expect(high).toBeGreaterThanOrEqual(open);
      expect(Number(q.change)).toBeCloseTo(price - open, q.pricePrecision);
      expect(Number(q.changePercent)).toBeCloseTo(((price - open) / open) * 100, 1);
      expect(Number(q.volume)).toBeGreaterThan(0);
      expect(q.time).toBe(t.clock.now());
    }
  });
});

describe('candles', () => {
  it('every chart period is full from the first minute: no gap, up to the candle in progress', async () => {
    const minimum: Record<string, number> = {
      '1m': 300,
      '5m': 300,
      '15m': 300,
      '30m': 300,
      '1h': 160,
      '4h': 40,
      '1d': 300,
      '1w': 200,
      '1M': 50,
      '1Q': 16,
      '1Y': 5,
    };
    // periods of one length (the calendar ones differ month to month)
    const length: Record<string, number> = {
      '1m': 60_000,
      '5m': 300_000,
      '15m': 900_000,
      '30m': 1_800_000,
      '1h': 3_600_000,
      '4h': 14_400_000,
      '1d': 86_400_000,
      '1w': 7 * 86_400_000,
    };
    for (const period of PERIODS) {
      const body = await candles('BTC/USDT', period, '&limit=1000');
      expect(body.code).toBe(0);
      const times: number[] = body.data.candles.map((c: { time: number }) => c.time);
      expect(times.length, period).toBeGreaterThanOrEqual(minimum[period] as number);
      const steps = times.slice(1).map((time, i) => time - (times[i] as number));
      // in time order, each after the one before (a calendar period lasts 28 to 366 days)
      expect(Math.min(...steps), period).toBeGreaterThanOrEqual(length[period] ?? 28 * 86_400_000);
      if (length[period]) expect(new Set(steps), `${period}: no gap`).toEqual(new Set([length[period]]));
      // the last candle is the one the clock is in
      const last = times.at(-1) as number;
      expect(last, period).toBeLessThanOrEqual(t.clock.now());
      if (length[period]) expect(t.clock.now() - last, period).toBeLessThan(length[period] as number);
    }
  });

  it('a 5-minute candle equals the roll-up of its 1-minute candles, across live ticks too', async () => {
    // 12 minutes of live ticks every 5 s
    for (let i = 0; i < 144; i++) {
      t.clock.advance(5000);
      t.app.market.tick();
    }
    const to = t.clock.now();
    const from = START_TIME - 3 * 3_600_000;
    const fives = (await candles('SOL/USDT', '5m', `&from=${from}&to=${to}&limit=1000`)).data.candles;
    const ones = (await candles('SOL/USDT', '1m', `&from=${from}&to=${to}&limit=1000`)).data.candles;
    expect(fives.length).toBeGreaterThan(30);
    for (const five of fives) {
      const parts = ones.filter((c: { time: number }) => c.time >= five.time && c.time < five.time + 300_000);
      if (parts.length === 0) continue;
      expect(five.open, new Date(five.time).toISOString()).toBe(parts[0].open);
      expect(five.close).toBe(parts.at(-1).close);
      expect(Math.max(...parts.map((c: { high: string }) => Number(c.high)))).toBe(Number(five.high));
      expect(Math.min(...parts.map((c: { low: string }) => Number(c.low)))).toBe(Number(five.low));
      const volume = parts.reduce((a: bigint, c: { volume: string }) => a + BigInt(c.volume.replace('.', '')), 0n);
      expect(volume).toBe(BigInt(five.volume.replace('.', '')));
    }
  });

  it('1h and 4h candles are the exact roll-up of finer ones, live too, and a database from before them gets them on start', async () => {
    type Wire = { time: number; open: string; high: string; low: string; close: string; volume: string; turnover: string };
    const units = (v: string) => BigInt(v.replace('.', ''));
    /** Checks every coarse candle against the fine candles inside it (as far as `fine` reaches). */
    const expectRollUp = (coarse: Wire[], fine: Wire[], ms: number, label: string) => {
      let checked = 0;
      for (const c of coarse) {
        const parts = fine.filter((f) => f.time >= c.time && f.time < c.time + ms);
        // (only buckets the fine list covers whole: its oldest one may be cut by the limit)
        if (parts.length === 0 || (parts[0] as Wire).time !== c.time) continue;
        const at = `${label} ${new Date(c.time).toISOString()}`;
        expect(c.open, at).toBe((parts[0] as Wire).open);
        expect(c.close, at).toBe((parts.at(-1) as Wire).close);
        expect(units(c.high), at).toBe(parts.map((f) => units(f.high)).reduce((a, b) => (a > b ? a : b)));
        expect(units(c.low), at).toBe(parts.map((f) => units(f.low)).reduce((a, b) => (a < b ? a : b)));
        expect(units(c.volume), at).toBe(parts.reduce((a, f) => a + units(f.volume), 0n));
        expect(units(c.turnover), at).toBe(parts.reduce((a, f) => a + units(f.turnover), 0n));
        checked++;
      }
      return checked;
    };
    const list = async (period: string) => (await candles('XRP/USDT', period, '&limit=1000')).data.candles as Wire[];
    // live ticks across an hour boundary (every 30 s for 70 minutes)
    for (let i = 0; i < 140; i++) {
      t.clock.advance(30_000);
      t.app.market.tick();
    }
    const hours = await list('1h');
    const fours = await list('4h');
    expect(expectRollUp(hours, await list('1m'), 3_600_000, '1h of 1m')).toBeGreaterThanOrEqual(14);
    expect(expectRollUp(hours, await list('30m'), 3_600_000, '1h of 30m')).toBeGreaterThanOrEqual(150);
    expect(expectRollUp(fours, hours, 14_400_000, '4h of 1h')).toBeGreaterThanOrEqual(40);
    // a database from before 1h and 4h existed: the restarted engine rolls them up from 30m
    t.app.market.flush();
    t.app.ctx.sqlite.prepare(`DELETE FROM "Candle" WHERE period IN ('1h', '4h')`).run();
    expect((await list('1h')).length).toBe(1); // (the candle in progress, from memory)
    await t.restart();
    expect(await list('1h')).toEqual(hours);
    expect(await list('4h')).toEqual(fours);
  });

  it('the current candle closes at the live price', async () => {
    t.clock.advance(1000);
    const frame = t.app.market.tick();
    const eth = frame.quotes.find((q) => q.symbol === 'ETH/USDT');
    const last = (await candles('ETH/USDT', '1m', '&limit=1')).data.candles[0];
    expect(last.close).toBe(eth?.price);
    expect(last.time).toBe(t.clock.now() - (t.clock.now() % 60_000));
  });

  it('unknown symbols or periods and absurd ranges get clear errors', async () => {
    expect(await candles('NOPE', '1m')).toMatchObject({ code: 3003, msg: 'Unknown symbol "NOPE"' });
    const period = await candles('BTC/USDT', '7m');
    expect(period.code).toBe(1000);
    expect(period.msg).toMatch(/period/);
    expect((await candles('BTC/USDT', '1m', '&from=2000&to=1000')).code).toBe(3004);
    expect((await candles('BTC/USDT', '1m', '&limit=5000')).code).toBe(1000);
    expect((await candles('BTC/USDT', '1m', '&limit=0')).code).toBe(1000);
    expect((await candles('BTC/USDT', '1m', '&from=99999999999999999999')).code).toBe(1000);
    expect((await candles('BTC/USDT', '1m', '&from=-5')).code).toBe(1000);
    // a range with nothing in it is simply empty
    expect((await candles('BTC/USDT', '1m', '&from=0&to=1000')).data.candles).toEqual([]);
  });
});

describe('determinism', () => {
  it('the same market secret gives identical ticks (another secret is refused: see market-commit-reveal.test.ts)', async () => {
    const a = await createTestApp();
    const b = await createTestApp();
    try {
      const run = (x: TestApp) =>
        Array.from({ length: 20 }, (_, i) => x.app.market.tick(START_TIME + (i + 1) * 1000).quotes.map((q) => q.price));
      const ra = run(a);
      expect(run(b)).toEqual(ra);
      // the prices move
      expect(new Set(ra.map((prices) => prices[0])).size).toBeGreaterThan(1);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
