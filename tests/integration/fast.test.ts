// Fast trading with the injected clock: win, loss and tie on recorded ticks; limits; exactly
// one settlement under concurrency; recovery after a restart; demo isolation; guests;
// fairness. The ledger reconciles after every test.
import { describe, expect, it } from 'vitest';
import { FastRepository } from '../../server/modules/fast/repository.ts';
import { FastSettlement } from '../../server/modules/fast/settlement.ts';
import { APP_KEY, createTestApp, type TestApp } from '../helpers/app.ts';
import { nextIp } from '../helpers/accounts.ts';
import { api, availableOf, walletOf, fundedUser, fundsTestApp, staffToken } from '../helpers/funds.ts';
import { connectWs } from '../helpers/ws.ts';

// (a fresh app with a staff session; the ledger reconciles after every test)
const env = fundsTestApp();

const product = () => env.t.app.market.product('ETH/USDT') as NonNullable<ReturnType<TestApp['app']['market']['product']>>;

/** Records a tick for ETH/USDT at the current clock time. */
function recordTick(ticks: number) {
  env.t.app.market.ticks.record([[product().id, env.t.clock.now(), ticks]]);
}

/** Moves the clock on by `ms` and records a tick for ETH/USDT there. */
function tickAfter(ms: number, ticks: number) {
  env.t.clock.advance(ms);
  recordTick(ticks);
}

interface OrderInput {
  direction?: 'up' | 'down';
  amount?: string;
  durationSec?: number;
  mode?: 'real' | 'demo';
}

/** Places an ETH/USDT fast order: 100 USDT up for 60 s with real money, unless `order` says otherwise. */
function placeOrder(token: string, order: OrderInput = {}) {
  return api(env.t, token).post('/api/fast/order', {
    productId: product().id,
    direction: 'up',
    amount: '100',
    durationSec: 60,
    mode: 'real',
    ...order,
  });
}

async function placeAndSettle(token: string, direction: 'up' | 'down', entry: number, exit: number, mode: 'real' | 'demo' = 'real') {
  tickAfter(1000, entry);
  const placed = await placeOrder(token, { direction, mode });
  expect(placed.body.code, JSON.stringify(placed.body)).toBe(0);
  expect(placed.body.data).toMatchObject({ status: 'open', entryTime: env.t.clock.now(), expiresAt: env.t.clock.now() + 60_000 });
  tickAfter(30_000, exit === entry ? entry + 7 : entry - 7); // a move in between does not count
  tickAfter(30_000, exit); // in force at expiry
  tickAfter(500, exit + 99); // after expiry: does not count, but makes the exit tick final
  await env.t.app.services.fastSettlement.settleDue();
  const order = await api(env.t, token).get(`/api/fast/order/${placed.body.data.id}`);
  return order.body.data;
}

describe('outcomes', () => {
  it.each([
    ['up', 300_000, 300_100, 'win', '182.000000', '82.000000'],
    ['up', 300_000, 299_900, 'loss', '0.000000', '-100.000000'],
    ['down', 300_000, 299_900, 'win', '182.000000', '82.000000'],
    ['down', 300_000, 300_100, 'loss', '0.000000', '-100.000000'],
    ['up', 300_000, 300_000, 'tie', '100.000000', '0.000000'],
    ['down', 300_000, 300_000, 'tie', '100.000000', '0.000000'],
  ] as const)('%s from %i to %i is a %s', async (direction, entry, exit, result, payout, profit) => {
    const u = await fundedUser(env.t, env.staff, '1000');
    const order = await placeAndSettle(u.token, direction, entry, exit);
    expect(order).toMatchObject({ status: 'settled', result, payout, profit, entryPrice: '3000.00', exitPrice: (exit / 100).toFixed(2) });
    // settlement proof: the exit tick is the recorded one in force at expiry
    expect(order.exitTime).toBe(order.expiresAt);
    const expected = (1000 - 100 + Number(payout)).toFixed(6);
    expect(await walletOf(env.t, u.token)).toMatchObject({
      available: expected,
      frozen: '0.000000',
      position: '0.000000',
      total: expected,
    });
  });

  it('one run settles several users in one netted journal that each order names', async () => {
    const a = await fundedUser(env.t, env.staff, '1000');
    const b = await fundedUser(env.t, env.staff, '1000');
    tickAfter(1000, 300_000);
    const place = (token: string, direction: 'up' | 'down') => placeOrder(token, { direction, durationSec: 30 });
    // a: two wins; b: a win and a loss
    const ids = [];
    for (const [token, direction] of [
      [a.token, 'up'],
      [a.token, 'up'],
      [b.token, 'up'],
      [b.token, 'down'],
    ] as const) {
      ids.push((await place(token, direction)).body.data.id as number);
    }
    tickAfter(30_000, 300_100);
    tickAfter(1000, 300_050);
    expect(await env.t.app.services.fastSettlement.settleDue()).toBe(4);
    const orders = await Promise.all(
      ids.map(async (id, i) => (await api(env.t, i < 2 ? a.token : b.token).get(`/api/fast/order/${id}`)).body.data),
    );
    const journalId = orders[0].settlementJournalId;
    expect(orders.map((o) => [o.result, o.settlementJournalId])).toEqual([
      ['win', journalId],
      ['win', journalId],
      ['win', journalId],
      ['loss', journalId],
    ]);
    // a's fund flow: one entry for the run, the two payouts together (2 × 180), naming the
    // two orders; b's: its one payout (the lost stake left with the placing), naming its win
    const flowOf = async (token: string) =>
      (await api(env.t, token).get('/api/wallet/flow?type=fast_settle')).body.data.items.map(
        (e: { journalId: number; direction: string; amount: string; order: unknown }) => [e.journalId, e.direction, e.amount, e.order],
      );
    expect(await flowOf(a.token)).toEqual([[journalId, 'in', '360.000000', { kind: 'fast', id: ids[0], more: 1 }]]);
    expect(await flowOf(b.token)).toEqual([[journalId, 'in', '180.000000', { kind: 'fast', id: ids[2], more: 0 }]]);
    // each stake names its order
    const stakes = (await api(env.t, b.token).get('/api/wallet/flow?type=fast_stake')).body.data.items;
    expect(stakes.map((e: { direction: string; amount: string; order: unknown }) => [e.direction, e.amount, e.order])).toEqual([
      ['out', '100.000000', { kind: 'fast', id: ids[3], more: 0 }],
      ['out', '100.000000', { kind: 'fast', id: ids[2], more: 0 }],
    ]);
    // the run's journal: the escrow releases the four stakes, the house pays 3 × 80 less 100
    const legs = env.t.app.ctx.sqlite
      .prepare(
        `SELECT a.ownerKey, a.kind, p.amount FROM "LedgerPosting" p JOIN "LedgerAccount" a ON a.id = p.accountId WHERE p.journalId = ? ORDER BY a.id`,
      )
      .safeIntegers(true)
      .all(journalId);
    expect(legs).toEqual(
      expect.arrayContaining([
        { ownerKey: 'platform', kind: 'fast_escrow', amount: -400_000_000n },
        { ownerKey: 'platform', kind: 'trading_house', amount: -140_000_000n },
      ]),
    );
    expect(legs).toHaveLength(4);
    expect(await availableOf(env.t, a.token)).toEqual({ available: '1160.000000', frozen: '0.000000' });
    expect(await availableOf(env.t, b.token)).toEqual({ available: '980.000000', frozen: '0.000000' });
  });

  it('the stake is held in escrow and shown as the position while the order is open', async () => {
    const u = await fundedUser(env.t, env.staff, '1000');
    tickAfter(1000, 300_000);
    const escrow = () => env.t.app.ctx.ledger.balance({ platform: 'fast_escrow', currency: 'USDT' });
    const held = escrow();
    const placed = await placeOrder(u.token, { amount: '250.5', durationSec: 30 });
    // the answer (written from the row as inserted) is the order as stored
    expect(placed.body.data).toEqual((await api(env.t, u.token).get(`/api/fast/order/${placed.body.data.id}`)).body.data);
    expect(placed.body.data).toMatchObject({ status: 'open', amount: '250.500000', result: null, payout: null, entryPrice: '3000.00' });
    expect(await walletOf(env.t, u.token)).toMatchObject({
      available: '749.500000',
      frozen: '0.000000',
      position: '250.500000',
      total: '1000.000000',
    });
    expect(escrow() - held).toBe(250_500_000n);
    // a demo order is the demo wallet's position, and only there
    await placeOrder(u.token, { amount: '25', durationSec: 30, mode: 'demo' });
    expect((await api(env.t, u.token).get('/api/demo/wallet')).body.data).toEqual({
      currency: 'USDT',
      available: '99975.000000',
      position: '25.000000',
    });
    expect((await walletOf(env.t, u.token)).position).toBe('250.500000');
    tickAfter(31_000, 300_001);
    await env.t.app.services.fastSettlement.settleDue();
    // a tie (the tick in force at expiry is still the entry tick): the stake comes back
    expect(await walletOf(env.t, u.token)).toMatchObject({ available: '1000.000000', position: '0.000000', total: '1000.000000' });
    expect(escrow()).toBe(held);
  });

  it('the position counts every open order: the oldest open one, and a longer one placed before a shorter one that settled (decision 113)', async () => {
    const a = await fundedUser(env.t, env.staff, '1000');
    const b = await fundedUser(env.t, env.staff, '1000');
    // (orders left open by earlier tests settle first: a's order is the oldest open one)
    tickAfter(400_000, 300_000);
    await env.t.app.services.fastSettlement.settleDue();
    expect((await placeOrder(a.token, { amount: '10', durationSec: 120 })).body.code).toBe(0);
    // b: a long order, then a short one
    expect((await placeOrder(b.token, { amount: '100', durationSec: 120 })).body.code).toBe(0);
    expect((await placeOrder(b.token, { amount: '20', durationSec: 30 })).body.code).toBe(0);
    expect((await walletOf(env.t, a.token)).position).toBe('10.000000');
    expect((await walletOf(env.t, b.token)).position).toBe('120.000000');
    tickAfter(31_000, 300_000);
    expect(await env.t.app.services.fastSettlement.settleDue()).toBe(1);
    // the short one settled (a tie): the long ones stay, each its own customer's
    expect((await walletOf(env.t, a.token)).position).toBe('10.000000');
    expect((await walletOf(env.t, b.token)).position).toBe('100.000000');
    tickAfter(90_000, 300_000);
    expect(await env.t.app.services.fastSettlement.settleDue()).toBe(2);
    expect((await walletOf(env.t, a.token)).position).toBe('0.000000');
    expect((await walletOf(env.t, b.token)).position).toBe('0.000000');
  });

  it('pushes the result on the user channel', async () => {
    const u = await fundedUser(env.t, env.staff, '1000');
    const ws = await connectWs(env.t, `/ws?userId=${u.userId}&token=${encodeURIComponent(u.token)}`);
    await ws.waitFor((m) => m.type === 'welcome');
    const order = await placeAndSettle(u.token, 'up', 300_000, 300_050);
    // (balance pushes come too: the stake and the payout moved; issue 37)
    const pushed = await ws.waitFor((m) => m.channel === 'user' && (m.data as { kind?: string }).kind === 'fast-settled');
    expect(pushed.data).toMatchObject({ kind: 'fast-settled', order: { id: order.id, result: 'win' } });
    ws.ws.terminate();
  });
});

describe('limits', () => {
  it('minimum, maximum, durations, balance', async () => {
    const u = await fundedUser(env.t, env.staff, '50');
    const a = api(env.t, u.token);
    const opts = (await env.t.api.get(`/api/fast/options?productId=${product().id}`).set('AppKey', APP_KEY)).body.data;
    expect(opts.map((o: { durationSec: number }) => o.durationSec)).toEqual([30, 60, 120, 300]);
    expect(opts[0]).toMatchObject({ minAmount: '10.000000', maxAmount: '10000.000000', profitPercent: '80.00' });
    const place = (amount: string, durationSec = 60) => placeOrder(u.token, { amount, durationSec });
    expect((await place('9.99')).body.code).toBe(4005);
    expect((await place('10000.01')).body.code).toBe(4006);
    expect((await place('20', 45)).body.code).toBe(5001);
    expect((await place('60')).body).toMatchObject({ code: 4001, msg: 'Insufficient balance' });
    expect((await place('1e2')).body.code).toBe(4004);
    expect(
      (await a.post('/api/fast/order', { productId: 99999, direction: 'up', amount: '20', durationSec: 60, mode: 'real' })).body.code,
    ).toBe(3002);
  });

  it('an option changed or withdrawn is in force for the very next order (its copy in memory dropped)', async () => {
    const u = await fundedUser(env.t, env.staff, '500');
    const place = (amount: string) => placeOrder(u.token, { amount, durationSec: 60 });
    tickAfter(1000, 300_000);
    expect((await place('20')).body.code).toBe(0); // the option is read, and kept
    const option = { productId: product().id, durationSec: 60 };
    // through Prisma's own connection, as the back office's settings are written
    await env.t.app.ctx.prisma.fastOption.updateMany({ where: option, data: { minAmount: 30_000_000n } });
    expect((await place('20')).body.code).toBe(4005);
    // through the serving connection
    env.t.app.ctx.sqlite.prepare('UPDATE "FastOption" SET enabled = FALSE WHERE productId = ? AND durationSec = 60').run(product().id);
    expect((await place('40')).body.code).toBe(5001);
    await env.t.app.ctx.prisma.fastOption.updateMany({ where: option, data: { enabled: true, minAmount: 10_000_000n } });
    expect((await place('20')).body.code).toBe(0);
    // settled, so later tests start with no open order
    tickAfter(60_000, 300_000);
    tickAfter(500, 300_001);
    expect(await env.t.app.services.fastSettlement.settleDue()).toBe(2);
  });
});

describe('settlement', () => {
  it('happens exactly once when triggered concurrently, even by two settlers', async () => {
    const u = await fundedUser(env.t, env.staff, '2000');
    tickAfter(1000, 300_000);
    for (let i = 0; i < 10; i++) await placeOrder(u.token, { durationSec: 30 });
    tickAfter(29_000, 300_500); // in force at expiry
    tickAfter(2_000, 300_400); // after expiry: makes the exit final
    const second = new FastSettlement(env.t.app.ctx, env.t.app.market, new FastRepository(env.t.app.ctx.sqlite), () => {});
    const settled = await Promise.all([
      env.t.app.services.fastSettlement.settleDue(),
      second.settleDue(),
      env.t.app.services.fastSettlement.settleDue(),
      second.settleDue(),
    ]);
    expect(settled.reduce((a, b) => a + b, 0)).toBe(10);
    // 10 wins of 100 at 80%: 2000 - 1000 + 1800
    expect((await availableOf(env.t, u.token)).available).toBe('2800.000000');
    // each payout arrived once, whichever runs settled them
    const settledBy = env.t.app.ctx.sqlite
      .prepare(`SELECT a.kind, SUM(p.amount) AS total FROM "LedgerPosting" p JOIN "LedgerAccount" a ON a.id = p.accountId JOIN "LedgerJournal" j ON j.id = p.journalId
                 WHERE a.ownerKey = ? AND j.type = 'fast_settle' GROUP BY a.kind ORDER BY a.kind`)
      .safeIntegers(true)
      .all(`user:${u.userId}`);
    expect(settledBy).toEqual([{ kind: 'available', total: 1_800_000_000n }]);
    const orders = env.t.app.ctx.sqlite
      .prepare(`SELECT COUNT(*) AS n FROM "FastOrder" o JOIN "FastSettlement" s ON s.orderId = o.id WHERE o.userId = ?`)
      .get(u.userId) as { n: number };
    expect(orders.n).toBe(10);
    expect(env.t.app.ctx.sqlite.prepare(`SELECT COUNT(*) AS n FROM "FastOpenOrder"`).get()).toEqual({ n: 0 });
  });

  it('orders that expired while the server was down settle at start-up from recorded ticks', async () => {
    const u = await fundedUser(env.t, env.staff, '1000');
    // a live market: ticks every second
    for (let i = 0; i < 5; i++) {
      env.t.clock.advance(1000);
      env.t.app.market.tick();
    }
    const placed = await placeOrder(u.token, { durationSec: 120 });
    expect(placed.body.code).toBe(0);
    // the server goes down for 10 minutes
    await env.t.app.close();
    env.t.clock.advance(10 * 60_000);
    await env.t.restart();
    const order = (await api(env.t, u.token).get(`/api/fast/order/${placed.body.data.id}`)).body.data;
    expect(order.status).toBe('settled');
    expect(order.exitTime).toBeLessThanOrEqual(order.expiresAt);
    expect(order.exitTime).toBeGreaterThan(order.expiresAt - 60_000);
    env.staff = await staffToken(env.t);
  });
});

describe('demo mode', () => {
  it('demo orders never touch real balances; the demo wallet resets', async () => {
    const u = await fundedUser(env.t, env.staff, '1000');
    const a = api(env.t, u.token);
    const realBefore = await availableOf(env.t, u.token);
    expect((await a.get('/api/demo/wallet')).body.data).toEqual({ currency: 'USDT', available: '100000.000000', position: '0.000000' });
    const won = await placeAndSettle(u.token, 'up', 300_000, 300_100, 'demo');
    expect(won).toMatchObject({ mode: 'demo', result: 'win' });
    expect((await a.get('/api/demo/wallet')).body.data.available).toBe('100082.000000');
    const lost = await placeAndSettle(u.token, 'down', 300_000, 300_100, 'demo');
    expect(lost.result).toBe('loss');
    expect(await availableOf(env.t, u.token)).toEqual(realBefore);
    expect((await a.post('/api/demo/reset')).body.data.available).toBe('100000.000000');
    expect(await availableOf(env.t, u.token)).toEqual(realBefore);
    const stats = (await a.get('/api/fast/stats?mode=demo')).body.data;
    expect(stats).toMatchObject({ count: 2, wins: 1, winRate: '50.00', profit: '-18.000000' });
    expect((await a.get('/api/fast/stats?mode=real')).body.data.count).toBe(0);
  });

  it('a visitor trades demo in a guest session without registering, and nothing else', async () => {
    const res = await env.t.api.post('/api/demo/guest').set('AppKey', APP_KEY).set('X-Forwarded-For', nextIp());
    expect(res.body.data).toMatchObject({ role: 'guest' });
    const guest = res.headers.authorization as string;
    const order = await placeAndSettle(guest, 'up', 300_000, 300_100, 'demo');
    expect(order.result).toBe('win');
    const real = await placeOrder(guest, { amount: '20' });
    expect(real.body.code).toBe(-99);
    expect((await api(env.t, guest).get('/api/wallet/assets')).body.code).toBe(-99);
    expect((await api(env.t, guest).get('/api/user/info')).body.code).toBe(-99);
  });
});

describe('fairness', () => {
  it('no env.staff setting changes an outcome: the same order settles the same with every setting changed', async () => {
    const settle = async (tamper: boolean) => {
      const x = await createTestApp();
      try {
        const s = await staffToken(x);
        const u = await fundedUser(x, s, '1000');
        for (let i = 0; i < 3; i++) {
          x.clock.advance(1000);
          x.app.market.tick();
        }
        const eth = x.app.market.product('ETH/USDT');
        const placed = await api(x, u.token).post('/api/fast/order', {
          productId: eth?.id,
          direction: 'up',
          amount: '100',
          durationSec: 60,
          mode: 'real',
        });
        if (tamper) {
          // every env.staff-editable setting, changed after the order was placed
          const db = x.app.ctx.sqlite;
          db.prepare(`UPDATE "ConfigItem" SET configValue = configValue || '-changed'`).run();
          db.prepare(`UPDATE "FastOption" SET profitRate = '0.10', minAmount = 1, maxAmount = 2`).run();
          db.prepare(`UPDATE "Currency" SET withdrawFeeRate = '0.5'`).run();
          db.prepare(`UPDATE "Product" SET volatility = '5', basePrice = '1'`).run();
          await api(x, s).post(`/api/admin/users/${u.userId}/freeze`);
        }
        for (let i = 0; i < 70; i++) {
          x.clock.advance(1000);
          x.app.market.tick();
        }
        await x.app.services.fastSettlement.settleDue();
        const row = x.app.ctx.sqlite
          .prepare('SELECT result, exitTicks, exitTime, payout FROM "FastSettlement" WHERE orderId = ?')
          .get(placed.body.data.id);
        expect(row).toBeTruthy();
        return row;
      } finally {
        await x.close();
      }
    };
    expect(await settle(true)).toEqual(await settle(false));
  });
});
