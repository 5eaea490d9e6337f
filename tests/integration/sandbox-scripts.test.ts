// Scripted markets (issue 41 point 3, decision 100), SQLite only as every sandbox:
// - a path is interpolated on the tick grid; the presets have their shapes (a flash crash −15 %
//   in 10 s, a weekend flat then −5 %, flat, a +5 %/h trend); a regime is drawn from the seed
//   and the script's id;
// - DELETE returns to the seeded walk from the current price; a new script replaces the running one;
// - a 50× long is liquidated by a scripted crash while the test clock advances;
// - a restart replays scripted prices; the period's verification counts scripted ticks, finds
//   no mismatch in the seeded ones (those after a script included) and tells them apart;
// - bad input is a localized 4xx. Outside a sandbox: sandbox-absent.test.ts, market-engine.test.ts.
import { describe, expect, it } from 'vitest';
import { formatScaled, parseScaled } from '../../shared/market.ts';
import { type ScriptedRange, verifyPeriodTicks } from '../../server/engine/market-period.ts';
import { interpolate, ScriptPrices } from '../../server/engine/market-script.ts';
import { APP_KEY, appForFile, TEST_MARKET_SEED } from '../helpers/app.ts';
import { SANDBOX_ENV, withToken } from '../helpers/sandbox.ts';

const env = appForFile({ env: SANDBOX_ENV });
const SECOND = 1000;

const market = () => env.t.app.market;
const product = (symbol: string) => market().product(symbol) as { id: number; pricePrecision: number };
/** The current price in ticks. */
const priceOf = (symbol: string) => Number(parseScaled(market().quote(symbol)?.price as string, product(symbol).pricePrecision));
/** Recorded ticks of [from, to] as [time, ticks]. */
const recorded = (symbol: string, from: number, to: number) =>
  market()
    .ticks.between(product(symbol).id, from, to + 1)
    .map((r) => [r.time, r.ticks] as [number, number]);

const script = (symbol: string, body: unknown, locale?: string) => {
  const req = env.t.api.put(`/api/sandbox/market/${encodeURIComponent(symbol)}/script`).set(withToken());
  return (locale ? req.set('Accept-Language', locale) : req).send(body as object);
};
const endScript = (symbol: string) => env.t.api.delete(`/api/sandbox/market/${encodeURIComponent(symbol)}/script`).set(withToken());
async function advance(seconds: number) {
  const res = await env.t.api.post('/api/sandbox/clock/advance').set(withToken()).send({ seconds });
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
}
const now = () => env.t.app.ctx.clock.now();

describe('a price path', () => {
  it('is interpolated linearly on every tick slot from the current price, then the seeded walk continues from its end', async () => {
    await advance(1);
    const start = now();
    const p0 = priceOf('BTC/USDT');
    const up = Math.round(p0 * 1.1);
    const down = Math.round(p0 * 0.97);
    const res = await script('BTC/USDT', {
      kind: 'path',
      points: [
        { afterSeconds: 10, price: formatScaled(up, 2) },
        { afterSeconds: 20, price: formatScaled(down, 2) },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({
      id: expect.any(Number),
      symbol: 'BTC/USDT',
      kind: 'path',
      preset: null,
      from: new Date(start + SECOND).toISOString(),
      to: new Date(start + 20 * SECOND).toISOString(),
      startPrice: formatScaled(p0, 2),
      endPrice: formatScaled(down, 2),
    });
    await advance(25);
    const ticks = recorded('BTC/USDT', start + SECOND, start + 25 * SECOND);
    expect(ticks).toHaveLength(25);
    const expected = (k: number) => (k <= 10 ? Math.round(p0 + ((up - p0) * k) / 10) : Math.round(up + ((down - up) * (k - 10)) / 10));
    expect(ticks.slice(0, 20)).toEqual(Array.from({ length: 20 }, (_, i) => [start + (i + 1) * SECOND, expected(i + 1)]));
    // after the script: a walk from its end (a second of BTC moves it by about 0.01 %)
    for (const [, t] of ticks.slice(20)) expect(Math.abs(t - down) / down).toBeLessThan(0.01);
    expect(new Set(ticks.slice(20).map(([, t]) => t)).size).toBeGreaterThan(1);
    expect(priceOf('BTC/USDT')).toBe(ticks.at(-1)?.[1]);
  });
});

describe('the presets', () => {
  it('flash crash: −15 % within 10 s, linear, then the seeded walk resumes from there', async () => {
    const start = now();
    const p0 = priceOf('ETH/USDT');
    const res = await script('ETH/USDT', { kind: 'preset', preset: 'flash-crash' });
    expect(res.body.data).toMatchObject({ kind: 'preset', preset: 'flash-crash', to: new Date(start + 10 * SECOND).toISOString() });
    await advance(15);
    const ticks = recorded('ETH/USDT', start + SECOND, start + 15 * SECOND).map(([, t]) => t);
    const bottom = Math.round(p0 * 0.85);
    expect(ticks.slice(0, 10)).toEqual(Array.from({ length: 10 }, (_, i) => Math.round(p0 + ((bottom - p0) * (i + 1)) / 10)));
    expect(res.body.data.endPrice).toBe(formatScaled(bottom, 2));
    for (const t of ticks.slice(10)) expect(Math.abs(t - bottom) / bottom).toBeLessThan(0.01);
  });

  it('flat holds the price; weekend gap holds it, then −5 % at the next tick (48 h by default)', async () => {
    const start = now();
    const p0 = priceOf('BTC/USDT');
    const flat = await script('BTC/USDT', { kind: 'preset', preset: 'flat', seconds: 30 });
    expect(flat.body.data).toMatchObject({ startPrice: formatScaled(p0, 2), endPrice: formatScaled(p0, 2) });
    await advance(30);
    expect(recorded('BTC/USDT', start + SECOND, start + 30 * SECOND).map(([, t]) => t)).toEqual(Array(30).fill(p0));

    const weekend = await script('BTC/USDT', { kind: 'preset', preset: 'weekend-gap' });
    expect(weekend.body.data).toMatchObject({
      from: new Date(now() + SECOND).toISOString(),
      to: new Date(now() + 48 * 3600 * SECOND + SECOND).toISOString(),
      endPrice: formatScaled(Math.round(p0 * 0.95), 2),
    });
    // (a short weekend, to live through it here; it replaces the 48-hour one)
    const from = now();
    await script('BTC/USDT', { kind: 'preset', preset: 'weekend-gap', seconds: 20 });
    await advance(22);
    const ticks = recorded('BTC/USDT', from + SECOND, from + 22 * SECOND).map(([, t]) => t);
    expect(ticks.slice(0, 20)).toEqual(Array(20).fill(p0));
    expect(ticks[20]).toBe(Math.round(p0 * 0.95));
    // the replaced weekend ended before the new one's first slot
    const list = (await env.t.api.get('/api/sandbox/market/scripts').set(withToken())).body.data.scripts;
    expect(list[1]).toMatchObject({ id: weekend.body.data.id, to: new Date(from).toISOString() });
  });

  it('trend: +5 %/h with the product’s own volatility', async () => {
    const start = now();
    const p0 = priceOf('BTC/USDT');
    const res = await script('BTC/USDT', { kind: 'preset', preset: 'trend' });
    expect(res.body.data).toMatchObject({
      kind: 'preset',
      preset: 'trend',
      endPrice: null,
      to: new Date(start + 3600 * SECOND).toISOString(),
    });
    await advance(3600);
    const ratio = priceOf('BTC/USDT') / p0;
    // ln 1.05 = 0.049 against an hour's 0.6 % of BTC's volatility
    expect(ratio).toBeGreaterThan(1.025);
    expect(ratio).toBeLessThan(1.075);
  });

  it('a regime is drawn from the market seed and the script id: the same give the same ticks', async () => {
    const start = now();
    const res = await script('ETH/USDT', { kind: 'regime', seconds: 30, driftPerHour: '-3', volatility: '150' });
    expect(res.body.data).toMatchObject({ kind: 'regime', endPrice: null });
    await advance(30);
    const stored = market()
      .scripts(100)
      .find((s) => s.id === res.body.data.id);
    if (!stored) throw new Error('stored');
    const again = new ScriptPrices(stored, TEST_MARKET_SEED, SECOND);
    const ticks = recorded('ETH/USDT', start + SECOND, start + 30 * SECOND);
    expect(ticks.map(([time]) => [time, again.at(time)])).toEqual(ticks);
  });
});

describe('DELETE', () => {
  it('ends the running script at the next tick: the seeded walk resumes from the current price', async () => {
    const start = now();
    const p0 = priceOf('ETH/USDT');
    await script('ETH/USDT', { kind: 'preset', preset: 'flat' });
    await advance(5);
    const ended = await endScript('ETH/USDT');
    expect(ended.body.data).toMatchObject({
      kind: 'preset',
      preset: 'flat',
      to: new Date(start + 5 * SECOND).toISOString(),
      endPrice: formatScaled(p0, 2),
    });
    await advance(5);
    const after = recorded('ETH/USDT', start + 6 * SECOND, start + 10 * SECOND).map(([, t]) => t);
    expect(after).toHaveLength(5);
    expect(after.some((t) => t !== p0)).toBe(true);
    for (const t of after) expect(Math.abs(t - p0) / p0).toBeLessThan(0.01);
    // none runs now: 404, localized
    const none = await endScript('ETH/USDT').set('Accept-Language', 'de-DE');
    expect([none.status, none.body.code, none.body.msg]).toEqual([404, 7131, 'Für ETH/USDT läuft kein Skript']);
  });
});

describe('a scripted crash', () => {
  it('liquidates a 50× long while the clock advances', async () => {
    const made = await env.t.api
      .post('/api/sandbox/fixtures')
      .set(withToken())
      .send({
        balances: [{ currency: 'USDT', real: '10000' }],
        positions: [{ productId: product('ETH/USDT').id, side: 'long', lots: '1', leverage: 50, orderType: 'market', mode: 'real' }],
      });
    expect(made.body.code, JSON.stringify(made.body)).toBe(0);
    const { token, positions } = made.body.data as { token: string; positions: number[] };
    const position = () => env.t.api.get(`/api/contract/positions/${positions[0]}`).set('AppKey', APP_KEY).set('Authorization', token);
    expect((await position()).body.data.status).toBe('holding');
    await script('ETH/USDT', { kind: 'preset', preset: 'flash-crash' });
    await advance(12);
    expect((await position()).body.data).toMatchObject({ status: 'closed', closeReason: 'liquidation' });
  });
});

describe('a restart', () => {
  it('replays the scripted prices and fills its downtime with them: the path goes on where it was', async () => {
    const start = now();
    const p0 = priceOf('BTC/USDT');
    const top = Math.round(p0 * 1.2);
    const set = await script('BTC/USDT', { kind: 'path', points: [{ afterSeconds: 40, price: formatScaled(top, 2) }] });
    await advance(20);
    // down for 10 s: the start fills the gap with the script's prices
    env.t.clock.advance(10 * SECOND);
    await env.t.restart();
    expect(now()).toBe(start + 30 * SECOND);
    expect(priceOf('BTC/USDT')).toBe(Math.round(p0 + ((top - p0) * 30) / 40));
    await advance(20);
    const points: [number, number][] = [
      [start, p0],
      [start + 40 * SECOND, top],
    ];
    const ticks = recorded('BTC/USDT', start + SECOND, start + 40 * SECOND);
    expect(ticks).toEqual(Array.from({ length: 40 }, (_, i) => [start + (i + 1) * SECOND, interpolate(points, start + (i + 1) * SECOND)]));
    const list = (await env.t.api.get('/api/sandbox/market/scripts').set(withToken())).body.data.scripts;
    expect(list[0]).toEqual(set.body.data);
  });
});

describe("the market's verification", () => {
  it('reports scripted ticks as scripted, with no commitment, and finds no mismatch in the seeded ones', async () => {
    // every period so far closed: its seed revealed
    const periodMs = market().options.periodMs;
    await advance(Math.ceil((Math.floor(now() / periodMs) * periodMs + periodMs - now()) / SECOND) + 1);
    const get = async (path: string) => {
      const res = await env.t.api.get(path).set('AppKey', APP_KEY);
      expect(res.body.code, path).toBe(0);
      return res.body.data;
    };
    const periods = (await get(`/api/market/periods?from=${now() - 3 * periodMs}&to=${now()}`)) as { start: number; status: string }[];
    const closed = periods.filter((p) => p.status === 'closed');
    expect(closed.length).toBeGreaterThan(0);
    let scriptedTicks = 0;
    for (const { start } of closed) {
      const p = await get(`/api/market/period/${start}`);
      const ticks = new Map<string, [number, number][]>();
      for (const x of p.products as { symbol: string }[])
        ticks.set(x.symbol, (await get(`/api/market/period/${start}/ticks?symbol=${encodeURIComponent(x.symbol)}`)).ticks);
      const seed = Buffer.from(p.seed, 'hex');
      const check = verifyPeriodTicks(p, seed, ticks, p.scripted as ScriptedRange[]);
      expect(check).toMatchObject({ commitmentOk: true, mismatches: [], unverifiable: 0 });
      expect(check.checked).toBeGreaterThan(1000);
      const counted = Object.values(check.scripted).reduce((a, b) => a + b, 0);
      scriptedTicks += counted;
      // each scripted range's ticks, counted as scripted
      const expected = (p.scripted as ScriptedRange[]).reduce((n, r) => n + (r.to - r.from) / p.tickMs + 1, 0);
      expect(counted).toBe(expected);
      // the seed alone does not give them: without the ranges they are mismatches
      if (counted) expect(verifyPeriodTicks(p, seed, ticks).mismatches.length).toBeGreaterThan(0);
    }
    expect(scriptedTicks).toBeGreaterThan(3600);
  });
});

describe('bad input', () => {
  it('is a localized 4xx, never a 500', async () => {
    const unknown = await script('NOPE/USDT', { kind: 'preset', preset: 'flat' }, 'fr-FR');
    expect([unknown.status, unknown.body.code, unknown.body.msg]).toEqual([404, 7130, 'Aucun produit ne porte le symbole NOPE/USDT']);
    expect((await endScript('NOPE/USDT')).body.code).toBe(7130);
    for (const price of ['0', '0.00', '1.001', '99999999999999.99']) {
      const res = await script('BTC/USDT', { kind: 'path', points: [{ afterSeconds: 5, price }] });
      expect([res.status, res.body.code], price).toEqual([400, 7132]);
    }
    const bodies: unknown[] = [
      {},
      { kind: 'path', points: [] },
      { kind: 'path', points: [{ afterSeconds: 0, price: '1' }] },
      { kind: 'path', points: [{ afterSeconds: 5, price: '-1' }] },
      {
        kind: 'path',
        points: [
          { afterSeconds: 5, price: '1' },
          { afterSeconds: 5, price: '2' },
        ],
      },
      { kind: 'path', points: [{ afterSeconds: 8 * 86_400, price: '1' }] },
      { kind: 'regime', seconds: 60, driftPerHour: '-100', volatility: '10' },
      { kind: 'regime', seconds: 60, driftPerHour: '5', volatility: '-1' },
      { kind: 'regime', seconds: 0, driftPerHour: '5', volatility: '1' },
      { kind: 'preset', preset: 'moon' },
      { kind: 'preset', preset: 'flat', seconds: 1.5 },
      { kind: 'preset', preset: 'flat', extra: 1 },
    ];
    for (const body of bodies) {
      const res = await script('BTC/USDT', body, 'ja-JP');
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.msg, JSON.stringify(body)).toMatch(/\S/);
    }
    // nothing was scripted by them
    expect(market().runningScript(product('BTC/USDT').id)).toBeUndefined();
  });
});

describe('a snapshot', () => {
  it('keeps the scripts of its time: a restore forgets a later one and the seeded walk goes on', async () => {
    const taken = await env.t.api.post('/api/sandbox/snapshots').set(withToken());
    expect(taken.body.code).toBe(0);
    const start = now();
    const p0 = priceOf('ETH/USDT');
    const before = (await env.t.api.get('/api/sandbox/market/scripts').set(withToken())).body.data.scripts;
    await script('ETH/USDT', { kind: 'preset', preset: 'flat' });
    await advance(10);
    const restored = await env.t.api.post(`/api/sandbox/snapshots/${taken.body.data.id}/restore`).set(withToken());
    expect(restored.body.code, JSON.stringify(restored.body)).toBe(0);
    expect(now()).toBe(start);
    expect((await env.t.api.get('/api/sandbox/market/scripts').set(withToken())).body.data.scripts).toEqual(before);
    await advance(10);
    const ticks = recorded('ETH/USDT', start + SECOND, start + 10 * SECOND).map(([, t]) => t);
    expect(ticks).toHaveLength(10);
    expect(ticks.some((t) => t !== p0)).toBe(true);
  });
});
