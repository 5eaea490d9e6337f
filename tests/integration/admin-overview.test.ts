// The back office's overview (issue 14 point 8, decision 030) on a known scenario: yesterday a
// customer registers and deposits; today two more register, deposit and trade fast, one
// withdrawal is paid and one waits, a deposit waits and one is rejected. Every figure is exact.
// "Today" is the UTC day of the app's clock.
import { describe, expect, it } from 'vitest';
import { registerAndLogin } from '../helpers/accounts.ts';
import { APP_KEY, type TestApp } from '../helpers/app.ts';
import { api, fundedUser, fundsTestApp, offlineDeposit, readyToWithdraw, withdrawUsdt } from '../helpers/funds.ts';
import { pngImage } from '../helpers/files.ts';
import { JUNIOR, latestSubmission } from '../helpers/kyc.ts';
import { staffSession } from '../helpers/staff.ts';
import type { TradingProduct } from '../../server/modules/trading/products.ts';

const env = fundsTestApp();
const DAY = 86_400_000;
const product = () => env.t.app.market.product('ETH/USDT') as NonNullable<ReturnType<TestApp['app']['market']['product']>>;

function tickAfter(ms: number, ticks: number) {
  env.t.clock.advance(ms);
  env.t.app.market.ticks.record([[product().id, env.t.clock.now(), ticks]]);
}

function placeOrder(token: string, amount: string, mode: 'real' | 'demo' = 'real') {
  return api(env.t, token).post('/api/fast/order', { productId: product().id, direction: 'up', amount, durationSec: 60, mode });
}

async function overview() {
  const res = await api(env.t, await staffSession(env.t, 'finance')).get('/api/admin/overview');
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.data;
}

async function pendingDeposit(token: string, amount: string) {
  const a = api(env.t, token);
  const proof = (await a.upload(pngImage())).body.data.id;
  const dep = await a.post('/api/recharge', offlineDeposit(proof, amount));
  expect(dep.body.code, JSON.stringify(dep.body)).toBe(0);
  return dep.body.data.id as number;
}

describe('the overview', () => {
  it("shows today's exact figures, the platform's result per product, the queues and 30 days", async () => {
    // yesterday (2026-11-21, 12:00 UTC): one customer registers and deposits
    await fundedUser(env.t, env.staff, '1000');
    // today: 2026-11-22, from one minute past midnight UTC
    env.t.clock.advance(DAY - 12 * 3_600_000 + 60_000);
    const staff = await staffSession(env.t, 'admin');
    const b = await readyToWithdraw(env.t, staff, '500');
    const c = await fundedUser(env.t, staff, '300');
    // a deposit waits, one is rejected (neither counts as deposited)
    await pendingDeposit(c.token, '50');
    const rejected = await pendingDeposit(c.token, '70');
    expect((await api(env.t, staff).post(`/api/admin/deposits/${rejected}/reject`, { reason: 'no transfer seen' })).body.code).toBe(0);
    // a withdrawal is paid, another waits
    const paid = await withdrawUsdt(b, '100');
    expect((await api(env.t, staff).post(`/api/admin/withdrawals/${paid.id}/approve`)).body.code).toBe(0);
    await withdrawUsdt(b, '20');

    // fast on ETH/USDT, up for 60 s: b's 100 and c's 40 lose (the price falls) ...
    tickAfter(1000, 300_000);
    expect((await placeOrder(b.token, '100')).body.code).toBe(0);
    expect((await placeOrder(c.token, '40')).body.code).toBe(0);
    tickAfter(60_000, 299_000);
    tickAfter(500, 299_001); // makes the exit tick final
    await env.t.app.services.fastSettlement.settleDue();
    // ... then c's next 40 wins (the price rises): the platform pays 40 × 0.82 = 32.8
    tickAfter(1000, 300_000);
    expect((await placeOrder(c.token, '40')).body.code).toBe(0);
    tickAfter(60_000, 300_500);
    tickAfter(500, 300_501);
    await env.t.app.services.fastSettlement.settleDue();
    // still open: a real one and a demo one
    tickAfter(1000, 300_000);
    expect((await placeOrder(b.token, '25')).body.code).toBe(0);
    expect((await placeOrder(c.token, '10', 'demo')).body.code).toBe(0);

    const o = await overview();
    expect(o.day).toBe('2026-11-22');
    expect(o.deposits).toEqual([{ currency: 'USDT', count: 2, amount: '800.000000' }]);
    // a paid withdrawal counts with the amount requested (fee included)
    expect(o.withdrawals).toEqual([{ currency: 'USDT', count: 1, amount: '100.000000' }]);
    expect(o.newUsers).toBe(2);
    expect(o.openPositions).toEqual([{ currency: 'USDT', count: 1, amount: '25.000000' }]);
    expect(o.openDemoPositions).toBe(1);
    // the platform kept 100 + 40 and paid 32.8: up 107.2
    expect(o.platformResult).toEqual([
      { productId: product().id, symbol: 'ETH/USDT', currency: 'USDT', settledToday: 3, today: '107.200000', total: '107.200000' },
    ]);
    // the per-product totals are the trading house's ledger balance
    expect(o.houseBalance).toEqual([{ currency: 'USDT', amount: '107.200000' }]);
    expect(o.queues).toEqual([
      { queue: 'deposits', pending: 1 },
      { queue: 'withdrawals', pending: 1 },
      { queue: 'cards', pending: 0 },
      { queue: 'proposals', pending: 0 },
      { queue: 'kyc', pending: 0 },
      { queue: 'listings', pending: 0 },
      { queue: 'chat', pending: 0 },
    ]);
    expect(o.days).toHaveLength(30);
    expect(o.days[0].day).toBe('2026-10-24');
    expect(o.days.slice(-2)).toEqual([
      { day: '2026-11-21', deposits: 1, withdrawals: 0, newUsers: 1 },
      { day: '2026-11-22', deposits: 2, withdrawals: 1, newUsers: 2 },
    ]);
    expect(
      o.days
        .slice(0, -2)
        .every((d: { deposits: number; withdrawals: number; newUsers: number }) => !d.deposits && !d.withdrawals && !d.newUsers),
    ).toBe(true);

    // the next UTC day starts from zero; the settled total stays
    env.t.clock.advance(DAY);
    const next = await overview();
    expect(next).toMatchObject({ day: '2026-11-23', deposits: [], withdrawals: [], newUsers: 0 });
    expect(next.platformResult[0]).toMatchObject({ settledToday: 0, today: '0.000000', total: '107.200000' });
    expect(next.days.at(-2)).toEqual({ day: '2026-11-22', deposits: 2, withdrawals: 1, newUsers: 2 });
  });

  it('counts the proposals waiting for a second staff member', async () => {
    const user = await registerAndLogin(env.t);
    const compliance = await staffSession(env.t, 'compliance');
    const admin = await staffSession(env.t, 'admin');
    const propose = async (score: number) =>
      (
        await env.t.api
          .post('/api/admin/proposals/credit-score')
          .set('AppKey', APP_KEY)
          .set('Authorization', compliance)
          .send({ payload: { userId: user.userId, score }, reason: 'overview test' })
      ).body.data.id as number;
    const decide = (id: number, verb: 'approve' | 'reject') =>
      env.t.api.post(`/api/admin/proposals/${id}/${verb}`).set('AppKey', APP_KEY).set('Authorization', admin).send({ note: 'checked' });
    const [, , third, fourth] = [await propose(90), await propose(80), await propose(70), await propose(60)];
    expect((await decide(third as number, 'approve')).body.code).toBe(0);
    expect((await decide(fourth as number, 'reject')).body.code).toBe(0);
    const o = await overview();
    expect(o.queues.map((q: { queue: string }) => q.queue)).toEqual([
      'deposits',
      'withdrawals',
      'cards',
      'proposals',
      'kyc',
      'listings',
      'chat',
    ]);
    expect(o.queues.find((q: { queue: string }) => q.queue === 'proposals')).toEqual({ queue: 'proposals', pending: 2 });
  });

  it('counts the certifications waiting for a reviewer and the listing applications not yet decided', async () => {
    const before = Object.fromEntries(((await overview()).queues as { queue: string; pending: number }[]).map((q) => [q.queue, q.pending]));
    const user = await registerAndLogin(env.t);
    const junior = await api(env.t, user.token).post('/api/kyc/junior', { ...JUNIOR, docNumber: 'QUEUE00001' });
    expect(junior.body.code, JSON.stringify(junior.body)).toBe(0);
    const listing = await env.t.api.post('/api/listing/apply').set('AppKey', APP_KEY).send({
      project: 'Queue Chain',
      symbol: 'que',
      website: 'https://example.org',
      contactName: 'Ada',
      contactEmail: 'ada@example.org',
      tier: 'gold',
      message: 'List us.',
    });
    expect(listing.body.code, JSON.stringify(listing.body)).toBe(0);
    const after = (await overview()).queues as { queue: string; pending: number }[];
    expect(after.find((q) => q.queue === 'kyc')?.pending).toBe((before.kyc ?? 0) + 1);
    expect(after.find((q) => q.queue === 'listings')?.pending).toBe((before.listings ?? 0) + 1);
    // decided, they leave the queues
    const submission = await latestSubmission(env.t, env.staff, user.userId, 'junior');
    expect((await api(env.t, env.staff).post(`/api/admin/kyc/${submission}/approve`)).body.code).toBe(0);
    const decided = await api(env.t, await staffSession(env.t, 'content')).put(`/api/admin/listing-applications/${listing.body.data.id}`, {
      status: 'declined',
      staffNotes: 'not now',
    });
    expect(decided.body.code, JSON.stringify(decided.body)).toBe(0);
    const done = (await overview()).queues as { queue: string; pending: number }[];
    expect(done.find((q) => q.queue === 'kyc')?.pending).toBe(before.kyc ?? 0);
    expect(done.find((q) => q.queue === 'listings')?.pending).toBe(before.listings ?? 0);
  });

  it('is refused to a customer and to a role without overview.read', async () => {
    const user = await registerAndLogin(env.t);
    expect((await env.t.api.get('/api/admin/overview').set('AppKey', APP_KEY).set('Authorization', user.token)).status).toBe(403);
    expect((await api(env.t, await staffSession(env.t, 'content')).get('/api/admin/overview')).status).toBe(403);
  });
});

// Issue 31: a trading product is one registration. A product only this test knows, registered
// on the running app, shows in the user's held funds, blocks their cancellation, lists in their
// trade history and counts in the overview, with no module edited for it.
describe('a trading product registered at run time', () => {
  it('appears in held funds, the cancellation check, the trade history and the overview', async () => {
    const user = await fundedUser(env.t, env.staff, '100');
    const createdAt = env.t.clock.now();
    const fake: TradingProduct = {
      name: 'test-futures',
      held: (userId, mode) => new Map(userId === user.userId && mode === 'real' ? [['USDT', 12_500_000n]] : []),
      cancellation: { name: 'test-futures-orders', blocks: (userId) => userId === user.userId },
      history: {
        // one row for the user, in the common columns (its own table would be selected the same way)
        select: (f) => ({
          sql: `SELECT 'test-futures' AS kind, 7 AS id, 'real' AS mode, ? AS productId, NULL AS ref, 'buy' AS side, 'filled' AS status,
                  NULL AS sub, 'market' AS orderType, 'USDT' AS currency, 3 AS qty, NULL AS quote, NULL AS aux, NULL AS aux2,
                  NULL AS openTicks, NULL AS closeTicks, NULL AS pnl, NULL AS fee, ? AS createdAt, NULL AS closedAt, NULL AS apiKey
                 WHERE ? = ?`,
          params: [product().id, createdAt, f.userId, user.userId],
        }),
        view: (r) => ({
          kind: r.kind,
          id: r.id,
          mode: r.mode,
          productId: r.productId,
          symbol: 'TEST/USDT',
          side: 'buy',
          status: 'filled',
          orderType: r.orderType,
          currency: 'USDT',
          amount: null,
          quantity: String(r.qty),
          openPrice: null,
          closePrice: null,
          profit: null,
          grossProfit: null,
          fee: null,
          createdAt: r.createdAt,
          closedAt: r.closedAt,
          apiKey: null,
          copiedFrom: null,
        }),
      },
      overview: { figures: () => [{ mode: 'real', open: 1, held: new Map([['USDT', 12_500_000n]]) }] },
    };
    env.t.app.services.trading.register(fake);

    const assets = (await user.a.get('/api/wallet/assets')).body.data;
    const usdt = assets.rows.find((i: { currency: string }) => i.currency === 'USDT');
    expect(usdt).toMatchObject({ available: '100.000000', position: '12.500000' });

    const cancellation = (await user.a.get('/api/user/cancellation')).body.data;
    expect(cancellation.allowed).toBe(false);
    expect(cancellation.blockers).toContain('test-futures-orders');

    const history = (await user.a.get('/api/trade/history')).body.data;
    expect(history.total).toBe(1);
    expect(history.items[0]).toMatchObject({ kind: 'test-futures', id: 7, symbol: 'TEST/USDT', quantity: '3', createdAt });

    const o = await overview();
    expect(o.trading.map((f: { product: string; mode: string }) => `${f.product}:${f.mode}`)).toEqual([
      'fast:real',
      'fast:demo',
      'contract:real',
      'contract:demo',
      'spot:real',
      'spot:demo',
      'mining:real',
      'test-futures:real',
    ]);
    expect(o.trading.at(-1)).toEqual({ product: 'test-futures', mode: 'real', open: 1, held: [{ currency: 'USDT', amount: '12.500000' }] });
    // a second product of the same name is refused: one place per product
    expect(() => env.t.app.services.trading.register(fake)).toThrow(/registered twice/);
  });
});
