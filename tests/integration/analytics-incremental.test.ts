// Results analytics after each new trade (decision 102, Speed): the app's analytics reads only
// the rows after its last reading and brings its kept reports up to date; after every trade
// made through the real APIs — fast orders settled, a contract position closed in two parts
// then finally, spot sells after new buys, a deposit — its report, its trades and the trades
// behind a figure equal those of a fresh service reading everything at once, and no trade is
// read twice or left out. The ledger reconciles after every test.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { AnalyticsRepository } from '../../server/modules/analytics/repository.ts';
import { AnalyticsService, ReportScan } from '../../server/modules/analytics/service.ts';
import type { AnalyticsQuery, AnalyticsReport as Report } from '../../shared/schemas/analytics.ts';
import { contractApi, contractMarket } from '../helpers/contract.ts';
import { fundsTestApp } from '../helpers/funds.ts';
import { credit, spotTrader } from '../helpers/spot.ts';

const env = fundsTestApp();
const eth = contractMarket(env);
const USDT = 10_000_000_000n; // 10,000 USDT
const BTC = 100_000_000n; // 1 BTC

let user: Awaited<ReturnType<typeof spotTrader>>;
let other: Awaited<ReturnType<typeof spotTrader>>;
let day0 = 0;
/** The trades counted by the last step. */
let counted = 0;

async function ok<T = Record<string, unknown>>(res: { body: { code: number; data: unknown } }): Promise<T> {
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.data as T;
}

/** A 100 USDT fast order on ETH/USDT, from `entry` to `exit` (ticks), settled. */
async function fastOrder(direction: 'up' | 'down', entry: number, exit: number) {
  eth.tick(entry);
  await ok(await user.a.post('/api/fast/order', { productId: eth.productId(), direction, amount: '100', durationSec: 60, mode: 'real' }));
  eth.tick(exit, 60_000);
  eth.tick(exit + 99, 500);
  await env.t.app.services.fastSettlement.settleDue();
}

const queries = (): z.infer<typeof AnalyticsQuery>[] => [
  { mode: 'real' },
  { mode: 'real', timeZone: 'Asia/Shanghai', from: day0 },
  { mode: 'real', timeZone: 'America/New_York', from: day0 - 86_400_000, to: day0 + 2 * 86_400_000 },
];

const live = () => env.t.app.services.analytics;
/** A service that has read nothing yet: it reads every row at once. */
const cold = () =>
  new AnalyticsService(
    new AnalyticsRepository(env.t.app.ctx.sqlite, env.t.app.ctx.flow),
    env.t.app.services.funds.book,
    env.t.app.services.tradeHistory,
  );

const extend = vi.spyOn(ReportScan.prototype, 'extend');
const read = vi.spyOn(AnalyticsRepository.prototype, 'fastCloses');
afterAll(() => {
  extend.mockRestore();
  read.mockRestore();
});

/**
 * The app's reports and trades (read after its last reading, kept reports brought up to date)
 * against a fresh reading of everything; `added`: the trades this step closed.
 */
function expectSameAsFresh(added: number) {
  extend.mockClear();
  read.mockClear();
  const reports = queries().map((q) => live().report(user.userId, q));
  const trades = live().trades(user.userId, 'real', 'USDT');
  // only what is new was read (after a mark), and the kept open-ended reports took in only that
  for (const call of read.mock.calls) expect(call[3].journal).toBeGreaterThan(0);
  // (the range with an end is counted afresh from every trade: the one scan given them all)
  expect(extend.mock.calls.filter((call) => call[0] === trades)).toHaveLength(1);
  for (const call of extend.mock.calls) if (call[0] !== trades) expect(call[0].length).toBeLessThanOrEqual(added);
  const fresh = cold();
  expect(reports).toEqual(queries().map((q) => fresh.report(user.userId, q)));
  const view = (list: typeof trades) => list.map((t) => [t.id, t.closedAt, t.pnl, t.fees, t.rowId]);
  expect(view(trades)).toEqual(view(fresh.trades(user.userId, 'real', 'USDT')));
  expect(new Set(trades.map((t) => t.id)).size).toBe(trades.length);
  expect(trades.length - counted).toBe(added);
  counted = trades.length;
  const q = { mode: 'real' as const, timeZone: 'Asia/Shanghai' };
  expect(live().list(user.userId, { ...q, result: 'loss' })).toEqual(fresh.list(user.userId, { ...q, result: 'loss' }));
  expect(live().csv(user.userId, q)).toBe(fresh.csv(user.userId, q));
  return reports[0] as z.infer<typeof Report>;
}

beforeAll(async () => {
  user = await spotTrader(env.t, { USDT });
  other = await spotTrader(env.t, { USDT, BTC });
  day0 = (Math.floor(env.t.clock.now() / 86_400_000) + 1) * 86_400_000;
  env.t.clock.set(day0 + 15 * 3_600_000);
  // the first reading: everything (nothing yet), the open-ended reports kept from here on
  for (const q of queries()) live().report(user.userId, q);
});

describe('the report after each new trade', () => {
  it('fast orders: a win, then a loss', async () => {
    await fastOrder('up', 300_000, 300_100);
    expect(expectSameAsFresh(1).summary).toMatchObject({ trades: 1, wins: 1, netPnl: '82.000000' });
    await fastOrder('up', 300_000, 299_900);
    expect(expectSameAsFresh(1).summary).toMatchObject({ trades: 2, losses: 1, netPnl: '-18.000000' });
  });

  it('a contract position closed in two parts, then finally: the final close takes the opening fee', async () => {
    const c = contractApi(env.t, user.token, eth.productId);
    await eth.step(300_000);
    const id = (await c.open({ lots: '3', leverage: 10 })).id;
    expectSameAsFresh(0);
    await eth.step(302_000);
    await ok(await c.close(id, '1'));
    expectSameAsFresh(1);
    await eth.step(299_000);
    await ok(await c.close(id, '1'));
    expectSameAsFresh(1);
    // past midnight in Shanghai: the calendar gains a day
    env.t.clock.set(day0 + 16 * 3_600_000 + 5 * 60_000);
    await eth.step(301_000);
    await ok(await c.close(id));
    const r = expectSameAsFresh(1);
    expect(r.byProduct.find((p) => p.product === 'contract')?.trades).toBe(3);
    // the position's three trades add up to its net result
    const position = await c.get(id);
    const net = live()
      .trades(user.userId, 'real', 'USDT')
      .filter((t) => t.product === 'contract' && t.rowId === id)
      .reduce((s, t) => s + t.pnl, 0n);
    expect(Number(net) / 1e6).toBeCloseTo(Number(position.netPnl), 6);
  });

  it('spot: a sell out of a buy, then more bought and sold against the new average cost', async () => {
    const trade = async (side: 'buy' | 'sell', price: string, quantity: string) => {
      await other.place({ side: side === 'buy' ? 'sell' : 'buy', type: 'limit', price, quantity });
      env.t.clock.advance(1000);
      await user.place({ side, type: 'limit', price, quantity });
      env.t.clock.advance(1000);
    };
    await trade('buy', '100', '0.1');
    expectSameAsFresh(0);
    await trade('sell', '120', '0.05');
    expectSameAsFresh(1);
    await trade('buy', '110', '0.2');
    expectSameAsFresh(0);
    await trade('sell', '105', '0.25');
    const r = expectSameAsFresh(1);
    expect(r.byProduct.find((p) => p.product === 'spot')?.trades).toBe(2);
  });

  it('a deposit is a cash flow: the equity moves, the figures do not', async () => {
    const before = live().report(user.userId, { mode: 'real' });
    env.t.clock.advance(60_000);
    credit(env.t, user.userId, 'USDT', 5_000_000_000n);
    const r = expectSameAsFresh(0);
    expect(r.summary).toEqual(before.summary);
    expect(r.equity.at(-1)?.equity).not.toBe(before.equity.at(-1)?.equity);
  });

  it('trades of every product read in one go', async () => {
    const c = contractApi(env.t, user.token, eth.productId);
    await eth.step(300_000);
    const id = (await c.open({ lots: '1', leverage: 10 })).id;
    await other.place({ side: 'sell', type: 'limit', price: '100', quantity: '0.1' });
    env.t.clock.advance(1000);
    await user.place({ side: 'buy', type: 'limit', price: '100', quantity: '0.1' });
    await fastOrder('down', 300_000, 299_900);
    await eth.step(300_500);
    await ok(await c.close(id));
    await other.place({ side: 'buy', type: 'limit', price: '101', quantity: '0.05' });
    env.t.clock.advance(1000);
    await user.place({ side: 'sell', type: 'limit', price: '101', quantity: '0.05' });
    expectSameAsFresh(3);
  });
});
