// Results analytics (issue 42 point 1, docs/decisions/102-results-analytics.md): trades made
// through the real APIs — fast orders settled on the manual clock, a contract position closed
// in two parts, spot fills — and the report's figures against values worked out by hand from
// those trades; real and demo apart; the calendar in Asia/Shanghai and in UTC; the trades behind
// each figure; the CSV's numbers equal to the JSON's; another user sees none of it; bad input
// refused with a localized 4xx. The ledger reconciles after every test.
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { AnalyticsReport as Report, AnalyticsTradeList as TradeList } from '../../shared/schemas/analytics.ts';
import { APP_KEY } from '../helpers/app.ts';
import { contractApi, contractMarket } from '../helpers/contract.ts';
import { api, fundsTestApp } from '../helpers/funds.ts';
import { credit, spotTrader } from '../helpers/spot.ts';

const env = fundsTestApp();
const eth = contractMarket(env);
const USDT = 10_000_000_000n; // 10,000 USDT
const BTC = 100_000_000n; // 1 BTC

let user: Awaited<ReturnType<typeof spotTrader>>;
let other: Awaited<ReturnType<typeof spotTrader>>;
/** When each of the user's real trades closed, in order (T1…T6 below). */
const closed: number[] = [];
/** The user's contract position and the other user's fast order. */
let positionId = 0;
let othersFast = 0;
let deposited = 0;
type AnalyticsReport = z.infer<typeof Report>;
type AnalyticsTradeList = z.infer<typeof TradeList>;
/** Midnight UTC of the first day after the clock's start (the day of the trades), and the dates of it and the next. */
let day0 = 0;
const date = (offset: number) => new Date(day0 + offset * 86_400_000).toISOString().slice(0, 10);

async function ok<T = Record<string, unknown>>(res: { body: { code: number; data: unknown } }): Promise<T> {
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.data as T;
}

/** A 100 USDT fast order on ETH/USDT for 60 s from `entry` to `exit` (ticks), settled; its settling time. */
async function fastOrder(who: typeof user, direction: 'up' | 'down', entry: number, exit: number, mode: 'real' | 'demo' = 'real') {
  eth.tick(entry);
  const placed = await ok<{ id: number }>(
    await who.a.post('/api/fast/order', { productId: eth.productId(), direction, amount: '100', durationSec: 60, mode }),
  );
  eth.tick(exit, 60_000);
  eth.tick(exit + 99, 500);
  await env.t.app.services.fastSettlement.settleDue();
  const order = await ok<{ settledAt: number; status: string }>(await who.a.get(`/api/fast/order/${placed.id}`));
  expect(order.status).toBe('settled');
  return { id: placed.id, settledAt: order.settledAt };
}

const report = async (token: string, query: string) => ok<AnalyticsReport>(await api(env.t, token).get(`/api/analytics?${query}`));
const tradesOf = async (token: string, query: string) =>
  (await ok<AnalyticsTradeList>(await api(env.t, token).get(`/api/analytics/trades?${query}`))).items;

beforeAll(async () => {
  deposited = env.t.clock.now();
  user = await spotTrader(env.t, { USDT });
  other = await spotTrader(env.t, { USDT, BTC });
  credit(env.t, user.userId, 'USDT', USDT, 'demo');
  // 15:50 UTC on day 0: 23:50 in Shanghai, whose midnight falls between the trades
  day0 = (Math.floor(env.t.clock.now() / 86_400_000) + 1) * 86_400_000;
  env.t.clock.set(day0 + (15 * 60 + 50) * 60_000);
  // T1: fast up 300_000 → 300_100, a win of 82 (the 82 % profit rate)
  closed.push((await fastOrder(user, 'up', 300_000, 300_100)).settledAt);
  // T2, T3: 2 lots long at 3000.05 (spread 0.10; opening fee 0.05 % = 3.00005 → 3.00)
  const c = contractApi(env.t, user.token, eth.productId);
  await eth.step(300_000);
  positionId = (await c.open({ lots: '2', leverage: 10 })).id;
  // one lot closed at 3019.95: P/L 19.90, fee 1.509975 → 1.51; the trade 18.39
  closed.push(await eth.step(302_000));
  await ok(await c.close(positionId, '1'));
  // 16:05 UTC (00:05 in Shanghai on day 1): the other lot at 2989.95: P/L −10.10, fee 1.494975 →
  // 1.49, and the opening fee 3.00: the trade −14.59
  env.t.clock.set(day0 + (16 * 60 + 5) * 60_000);
  closed.push(await eth.step(299_000));
  await ok(await c.close(positionId));
  // T4: 0.1 BTC bought at 100 (10 USDT + 0.1 % fee 0.01), 0.05 sold at 120 (6 USDT − fee 0.006):
  // 6 − 0.006 − 10.01 / 2 = 0.989
  await other.place({ side: 'sell', type: 'limit', price: '100', quantity: '0.1' });
  env.t.clock.advance(1000);
  await user.place({ side: 'buy', type: 'limit', price: '100', quantity: '0.1' });
  env.t.clock.advance(1000);
  await other.place({ side: 'buy', type: 'limit', price: '120', quantity: '0.05' });
  env.t.clock.advance(1000);
  await user.place({ side: 'sell', type: 'limit', price: '120', quantity: '0.05' });
  closed.push(env.t.clock.now());
  // T5: fast up 300_000 → 299_900: −100
  closed.push((await fastOrder(user, 'up', 300_000, 299_900)).settledAt);
  // T6, 00:30 UTC on day 1: fast down 300_000 → 300_100: −100
  env.t.clock.set(day0 + 86_400_000 + 30 * 60_000);
  closed.push((await fastOrder(user, 'down', 300_000, 300_100)).settledAt);
  // demo: one win of 82
  await fastOrder(user, 'up', 300_000, 300_100, 'demo');
  // the other user's: a fast loss (their spot fills sell coin never bought here: no trade)
  othersFast = (await fastOrder(other, 'down', 300_000, 300_100)).id;
});

describe('the report', () => {
  it('has every figure of the real trades as worked out by hand', async () => {
    const r = await report(user.token, 'mode=real');
    expect(r).toMatchObject({ mode: 'real', currency: 'USDT', timeZone: 'UTC', from: null, to: null });
    expect(r.summary).toEqual({
      trades: 6,
      wins: 3,
      losses: 3,
      winRate: '50.00',
      // 82 + 18.39 + 0.989
      grossProfit: '101.379000',
      // −14.59 − 100 − 100
      grossLoss: '-214.590000',
      netPnl: '-113.211000',
      averageWin: '33.793000',
      averageLoss: '-71.530000',
      // 101.379 / 214.59 = 0.4724…
      profitFactor: '0.47',
      profitFactorUnbounded: false,
      expectancy: '-18.868500',
      // 1.51 + 1.49 + 3.00 + 0.006 + 0.005 (the buy fee's share of the lots sold)
      fees: '6.011000',
    });
    expect(r.byProduct).toEqual([
      { product: 'fast', pnl: '-118.000000', trades: 3 },
      { product: 'contract', pnl: '3.800000', trades: 2 },
      { product: 'spot', pnl: '0.989000', trades: 1 },
    ]);
    expect(r.bySymbol).toEqual([
      { symbol: 'ETH/USDT', pnl: '-114.200000', trades: 5 },
      { symbol: 'BTC/USDT', pnl: '0.989000', trades: 1 },
    ]);
    expect(r.streaks.winning).toMatchObject({ length: 2, from: closed[0], to: closed[1] });
    expect(r.streaks.losing).toMatchObject({ length: 2, from: closed[4], to: closed[5] });
    // realized equity: 10,000 deposited, then each trade's result
    expect(r.equity).toEqual(
      [10_000, 10_082, 10_100.39, 10_085.8, 10_086.789, 9_986.789, 9_886.789].map((e, i) => ({
        time: i === 0 ? deposited : closed[i - 1],
        equity: e.toFixed(6),
      })),
    );
    // the fall from 10,100.39 (after T2) to 9,886.789 (after T6): 213.601, 2.11 % of the high
    expect(r.drawdown).toEqual({ amount: '213.601000', percent: '2.11', peakAt: closed[1], troughAt: closed[5], recoveredAt: null });
  });

  it('keeps demo apart from real', async () => {
    const r = await report(user.token, 'mode=demo');
    expect(r.summary).toMatchObject({ trades: 1, wins: 1, netPnl: '82.000000', profitFactor: null, profitFactorUnbounded: true });
    // 10,000 credited, the demo wallet's grant of 100,000 (a cash flow: no gain), the win
    expect(r.equity.map((p) => p.equity)).toEqual(['10000.000000', '110000.000000', '110082.000000']);
    expect(r.drawdown).toMatchObject({ amount: '0.000000', percent: '0.00' });
  });

  it('counts days in the customer’s time zone', async () => {
    expect((await report(user.token, 'mode=real')).calendar).toEqual([
      { day: date(0), pnl: '-13.211000', trades: 5 },
      { day: date(1), pnl: '-100.000000', trades: 1 },
    ]);
    expect((await report(user.token, 'mode=real&timeZone=Asia/Shanghai')).calendar).toEqual([
      { day: date(0), pnl: '100.390000', trades: 2 },
      { day: date(1), pnl: '-213.601000', trades: 4 },
    ]);
  });

  it('takes a range: trades closed in it, the equity from its start', async () => {
    const from = closed[2] as number;
    const to = closed[5] as number;
    const r = await report(user.token, `mode=real&from=${from}&to=${to}`);
    expect(r.summary).toMatchObject({ trades: 3, wins: 1, losses: 2, netPnl: '-113.601000' });
    expect(r.equity.map((p) => p.equity)).toEqual(['10100.390000', '10085.800000', '10086.789000', '9986.789000']);
  });
});

describe('the trades behind a figure', () => {
  it('filters by product, symbol, result, day and ids: exactly the trades counted', async () => {
    const all = await tradesOf(user.token, 'mode=real');
    expect(all.map((t) => t.closedAt)).toEqual(closed);
    expect(all.map((t) => t.pnl)).toEqual(['82.000000', '18.390000', '-14.590000', '0.989000', '-100.000000', '-100.000000']);
    expect(all.map((t) => t.fees)).toEqual(['0.000000', '1.510000', '4.490000', '0.011000', '0.000000', '0.000000']);
    const contract = await tradesOf(user.token, 'mode=real&product=contract');
    expect(contract.map((t) => [t.product, t.row.kind, t.row.id, t.row.status])).toEqual([
      ['contract', 'contract', positionId, 'closed'],
      ['contract', 'contract', positionId, 'closed'],
    ]);
    expect((await tradesOf(user.token, 'mode=real&symbol=BTC/USDT')).map((t) => [t.product, t.row.side, t.pnl])).toEqual([
      ['spot', 'sell', '0.989000'],
    ]);
    expect((await tradesOf(user.token, 'mode=real&result=win')).map((t) => t.pnl)).toEqual(['82.000000', '18.390000', '0.989000']);
    expect((await tradesOf(user.token, 'mode=real&result=even')).length).toBe(0);
    const shanghai = await tradesOf(user.token, `mode=real&timeZone=Asia/Shanghai&day=${date(1)}`);
    expect(shanghai.map((t) => t.closedAt)).toEqual(closed.slice(2));
    expect((await tradesOf(user.token, `mode=real&day=${date(1)}`)).map((t) => t.closedAt)).toEqual(closed.slice(5));
    const r = await report(user.token, 'mode=real');
    const streak = await tradesOf(user.token, `mode=real&ids=${r.streaks.losing.tradeIds.join(',')}`);
    expect(streak.map((t) => t.id)).toEqual(r.streaks.losing.tradeIds);
    expect(streak.map((t) => t.pnl)).toEqual(['-100.000000', '-100.000000']);
    expect((await tradesOf(user.token, 'mode=demo')).map((t) => [t.product, t.pnl, t.row.mode])).toEqual([['fast', '82.000000', 'demo']]);
  });
});

describe('the CSV export', () => {
  it('has the JSON’s numbers: the summary, then the trades', async () => {
    const r = await report(user.token, 'mode=real&timeZone=Asia/Shanghai');
    const res = await api(env.t, user.token).get('/api/analytics/export.csv?mode=real&timeZone=Asia/Shanghai');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="analytics.csv"');
    const [head, body] = res.text.split('\r\n\r\n') as [string, string];
    const figures = Object.fromEntries(
      head
        .split('\r\n')
        .slice(1)
        .map((l) => l.split(',')),
    );
    for (const [k, v] of Object.entries(r.summary)) expect(figures[k], k).toBe(String(v));
    expect(figures).toMatchObject({ drawdownAmount: r.drawdown.amount, drawdownPercent: r.drawdown.percent, timeZone: 'Asia/Shanghai' });
    const json = await tradesOf(user.token, 'mode=real');
    expect(body.trimEnd().split('\r\n')).toEqual([
      'id,product,symbol,closedAt,pnl,fees',
      ...json.map((t) => [t.id, t.product, t.symbol, new Date(t.closedAt).toISOString(), t.pnl, t.fees].join(',')),
    ]);
  });
});

describe('object-level access', () => {
  it('another user sees only their own trades, never these', async () => {
    const mine = (await tradesOf(user.token, 'mode=real')).map((t) => t.id);
    const theirs = await tradesOf(other.token, 'mode=real');
    expect(theirs.map((t) => [t.id, t.pnl])).toEqual([[`fast:${othersFast}`, '-100.000000']]);
    expect(await tradesOf(other.token, `mode=real&ids=${mine.join(',')}`)).toEqual([]);
    expect((await report(other.token, 'mode=real')).summary).toMatchObject({ trades: 1, netPnl: '-100.000000' });
    expect((await report(other.token, 'mode=demo')).summary).toMatchObject({ trades: 0, winRate: null, expectancy: null });
  });
});

describe('refusals', () => {
  it('a visitor gets -99 (401)', async () => {
    for (const path of ['/api/analytics?mode=real', '/api/analytics/trades?mode=real', '/api/analytics/export.csv?mode=real']) {
      const res = await env.t.api.get(path).set('AppKey', APP_KEY);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(-99);
    }
  });

  it('refuses bad input with a 4xx in the caller’s language, never a 500', async () => {
    const bad = [
      'mode=live',
      '',
      'mode=real&timeZone=Mars/Olympus',
      'mode=real&timeZone=',
      'mode=real&from=5&to=5',
      'mode=real&from=yesterday',
      'mode=real&currency=XYZ',
      'mode=real&user=1',
    ];
    const trades = ['mode=real&ids=fast:1,bogus', 'mode=real&day=2026-1-2', 'mode=real&result=draw', 'mode=real&product=options'];
    const msgs = new Map<string, string[]>();
    for (const lang of ['en-US', 'zh-CN']) {
      for (const [path, q] of [
        ...bad.map((q) => ['/api/analytics', q]),
        ...bad.map((q) => ['/api/analytics/export.csv', q]),
        ...trades.map((q) => ['/api/analytics/trades', q]),
      ] as [string, string][]) {
        const res = await api(env.t, user.token).get(`${path}?${q}`).set('Accept-Language', lang);
        expect(res.status, `${path}?${q}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${path}?${q}`).toBeLessThan(500);
        expect(res.body.msg, q).toBeTruthy();
        msgs.set(`${path}?${q}`, [...(msgs.get(`${path}?${q}`) ?? []), res.body.msg]);
      }
    }
    for (const q of [
      '/api/analytics?mode=real&timeZone=Mars/Olympus',
      '/api/analytics?mode=real&from=5&to=5',
      '/api/analytics/trades?mode=real&ids=fast:1,bogus',
    ]) {
      const [en, zh] = msgs.get(q) as string[];
      expect(en).not.toBe(zh);
    }
    expect((msgs.get('/api/analytics?mode=real&timeZone=Mars/Olympus') as string[])[0]).toContain('Mars/Olympus');
  });
});

describe('a new trade', () => {
  it('is in the next report, even a lost fast order that pays nothing into the wallet', async () => {
    expect((await report(user.token, 'mode=demo')).summary.trades).toBe(1);
    eth.tick(300_000);
    await ok(
      await user.a.post('/api/fast/order', { productId: eth.productId(), direction: 'up', amount: '100', durationSec: 60, mode: 'demo' }),
    );
    // asked while the order is open (kept), then the order lost: no journal on the wallet
    expect((await report(user.token, 'mode=demo')).summary.trades).toBe(1);
    eth.tick(299_900, 60_000);
    eth.tick(299_999, 500);
    await env.t.app.services.fastSettlement.settleDue();
    expect((await report(user.token, 'mode=demo')).summary).toMatchObject({ trades: 2, losses: 1, netPnl: '-18.000000' });
  });
});
