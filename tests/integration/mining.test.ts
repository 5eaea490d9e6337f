// Mining financing (issue 18, docs/decisions/049-mining-financing.md) on the manual clock: the
// spec's examples to the unit, the payout moment, exactly-once payouts, early redemption with
// the spec's penalty (also racing a payout), maturity, the limits, cap and quota with their
// messages, the fund flow, and the back office. The ledger reconciles after every test.
import { hash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../shared/mining.ts';
import { registerAndLogin } from '../helpers/accounts.ts';
import { api, fundedUser, fundsTestApp } from '../helpers/funds.ts';
import { availableUsdt, calendar, SEEDED, setMiningProduct, subscribe } from '../helpers/mining.ts';
import { staffSession } from '../helpers/staff.ts';

const env = fundsTestApp();
const mining = () => env.t.app.services.mining;
const clock = () => env.t.clock;
const journals = (orderId: number, type: string) =>
  (
    env.t.app.ctx.sqlite
      .prepare('SELECT COUNT(*) AS n FROM "LedgerJournal" WHERE reference = ? AND type = ?')
      .get(`mining:${orderId}`, type) as {
      n: number;
    }
  ).n;

/** A fixed daily rate on the seeded 5-day product. */
const fixedRate = (rate: string) => setMiningProduct(env.t, env.staff, { minRate: rate, maxRate: rate, defaultRate: rate });

async function order(token: string, id: number) {
  return (await api(env.t, token).get(`/api/mining/orders/${id}`)).body.data;
}

describe("the spec's examples", () => {
  for (const [rate, daily, total] of [
    ['0.003', '30', '150'],
    ['0.005', '50', '250'],
  ] as const) {
    it(`10,000 at ${rate} a day over 5 days earns ${daily} a day and ${total} in total, then returns the principal`, async () => {
      await fixedRate(rate);
      const u = await fundedUser(env.t, env.staff, '20000');
      const quote = (await api(env.t, u.token).get(`/api/mining/products/1?amount=10000`)).body.data;
      expect(quote.expected.daily).toMatchObject({ min: `${daily}.000000`, default: `${daily}.000000`, max: `${daily}.000000` });
      expect(quote.expected.total.default).toBe(`${total}.000000`);
      expect(quote.interestStart).toBe('next_day');
      const sub = await subscribe(env.t, u.token, 1, '10000');
      expect(sub.code, JSON.stringify(sub)).toBe(0);
      expect(sub.data).toMatchObject({
        status: 'in_progress',
        amount: '10000.000000',
        expected: `${total}.000000`,
        accumulated: '0.000000',
      });
      expect(await availableUsdt(env.t, u.token)).toBe('10000.000000');
      const cal = calendar(clock().now());
      expect(sub.data.interestFrom).toBe(new Date(cal.d0 + DAY_MS).toISOString());
      expect(sub.data.finishAt).toBe(new Date(cal.payoutAt(5)).toISOString());
      for (let k = 1; k <= 5; k++) {
        clock().set(cal.payoutAt(k) + 1000);
        await env.t.app.jobs.runDue();
        const o = await order(u.token, sub.data.id);
        expect(o.payouts.map((p: { amount: string }) => p.amount)).toEqual(Array(k).fill(`${daily}.000000`));
      }
      const done = await order(u.token, sub.data.id);
      expect(done).toMatchObject({ status: 'redeemed', redeemKind: 'matured', accumulated: `${total}.000000`, refund: '10000.000000' });
      expect(await availableUsdt(env.t, u.token)).toBe(`${20000 + Number(total)}.000000`);
    });
  }

  it('early redemption of 1,000 at 0.4 % with 3 days left costs 12 and refunds 988; interest paid is kept', async () => {
    await fixedRate('0.004');
    const u = await fundedUser(env.t, env.staff, '1000');
    const sub = (await subscribe(env.t, u.token, 1, '1000')).data;
    const cal = calendar(clock().now());
    clock().set(cal.payoutAt(2) + 5000);
    await env.t.app.jobs.runDue();
    const quote = (await api(env.t, u.token).get(`/api/mining/orders/${sub.id}/redemption`)).body.data;
    expect(quote).toMatchObject({ remainingDays: 3, penalty: '12.000000', refund: '988.000000', interestKept: '8.000000' });
    const redeemed = await api(env.t, u.token).post(`/api/mining/orders/${sub.id}/redeem`, { penalty: quote.penalty });
    expect(redeemed.body.code, JSON.stringify(redeemed.body)).toBe(0);
    expect(redeemed.body.data).toMatchObject({ status: 'redeemed', redeemKind: 'early', penalty: '12.000000', refund: '988.000000' });
    // 1,000 − 1,000 + 4 + 4 + 988
    expect(await availableUsdt(env.t, u.token)).toBe('996.000000');
    // nothing more is paid for a redeemed order
    clock().set(cal.payoutAt(5) + 1000);
    mining().payDue();
    expect((await order(u.token, sub.id)).payouts).toHaveLength(2);
  });
});

describe('the payout moment', () => {
  it('pays day 1 at 00:00:00 of the day after it, not at 23:59:59 of the day itself', async () => {
    await fixedRate('0.004');
    const u = await fundedUser(env.t, env.staff, '1000');
    const sub = (await subscribe(env.t, u.token, 1, '1000')).data;
    const cal = calendar(clock().now());
    clock().set(cal.payoutAt(1) - 1000);
    mining().payDue();
    const before = await order(u.token, sub.id);
    expect(before).toMatchObject({ paidDays: 0, accumulated: '0.000000', today: '4.000000', remainingDays: 5 });
    clock().set(cal.payoutAt(1));
    mining().payDue();
    const after = await order(u.token, sub.id);
    expect(after.payouts).toEqual([
      expect.objectContaining({ dayIndex: 1, day: new Date(cal.d0 + DAY_MS).toISOString().slice(0, 10), amount: '4.000000' }),
    ]);
    expect(after).toMatchObject({ paidDays: 1, accumulated: '4.000000', remainingDays: 4 });
  });

  it('a payout run twice (and the periodic job after it) pays each day once', async () => {
    await fixedRate('0.004');
    const u = await fundedUser(env.t, env.staff, '1000');
    const sub = (await subscribe(env.t, u.token, 1, '1000')).data;
    const cal = calendar(clock().now());
    clock().set(cal.payoutAt(1) + 10);
    mining().payDue();
    mining().payDue();
    await env.t.app.jobs.runDue();
    expect((await order(u.token, sub.id)).payouts).toHaveLength(1);
    expect(journals(sub.id, 'mining_interest')).toBe(1);
    expect(await availableUsdt(env.t, u.token)).toBe('4.000000');
  });

  it('today’s estimate is 0 on the subscription day, and the summary adds the orders up', async () => {
    await fixedRate('0.004');
    const u = await fundedUser(env.t, env.staff, '3000');
    const a = (await subscribe(env.t, u.token, 1, '1000')).data;
    await subscribe(env.t, u.token, 1, '2000');
    expect(a.today).toBe('0.000000');
    const cal = calendar(clock().now());
    clock().set(cal.payoutAt(1) + 1);
    await env.t.app.jobs.runDue();
    const summary = (await api(env.t, u.token).get('/api/mining/summary')).body.data;
    expect(summary).toEqual({
      currency: 'USDT',
      inProgress: 2,
      held: '3000.000000',
      expected: '60.000000',
      accumulated: '12.000000',
      today: '12.000000',
    });
    const payouts = (await api(env.t, u.token).get('/api/mining/payouts')).body.data;
    expect(payouts.total).toBe(2);
  });
});

describe('a day’s rate within the range', () => {
  it('is drawn from the seed committed at subscription: anyone recomputes each payout', async () => {
    await setMiningProduct(env.t, env.staff, {});
    const u = await fundedUser(env.t, env.staff, '10000');
    const sub = (await subscribe(env.t, u.token, 1, '10000')).data;
    expect(sub.seed).toMatch(/^[0-9a-f]{32}$/);
    const cal = calendar(clock().now());
    clock().set(cal.payoutAt(5) + 1);
    await env.t.app.jobs.runDue();
    const o = await order(u.token, sub.id);
    // decision 049: rate_k = min + floor(u_k × (max − min + 1e-8) / 2^52), u_k = SHA-256("<seed>:<k>")[0..13 hex]
    const min = 300_000n;
    const max = 500_000n;
    let total = 0n;
    o.payouts.forEach((p: { dayIndex: number; rate: string; amount: string }) => {
      const u52 = BigInt(`0x${hash('sha256', `${sub.seed}:${p.dayIndex}`, 'hex').slice(0, 13)}`);
      const units = min + (u52 * (max - min + 1n)) / 2n ** 52n;
      const interest = (10_000_000_000n * units) / 100_000_000n;
      total += interest;
      expect(BigInt(p.amount.replace('.', ''))).toBe(interest);
      expect(Number(p.amount)).toBeGreaterThanOrEqual(30);
      expect(Number(p.amount)).toBeLessThanOrEqual(50);
    });
    expect(o.payouts).toHaveLength(5);
    expect(BigInt(o.expected.replace('.', ''))).toBe(total);
    expect(o.accumulated).toBe(o.expected);
  });
});

describe('early redemption', () => {
  it('racing a due payout leaves one consistent outcome: the due day paid once, the penalty on the days left', async () => {
    await fixedRate('0.004');
    const u = await fundedUser(env.t, env.staff, '1000');
    const sub = (await subscribe(env.t, u.token, 1, '1000')).data;
    const cal = calendar(clock().now());
    // day 1 is due and not yet paid; the quote already counts it as paid
    clock().set(cal.payoutAt(1) + 500);
    const quote = (await api(env.t, u.token).get(`/api/mining/orders/${sub.id}/redemption`)).body.data;
    expect(quote).toMatchObject({ remainingDays: 4, penalty: '16.000000', refund: '984.000000', interestKept: '4.000000' });
    const [redeemed] = await Promise.all([
      api(env.t, u.token).post(`/api/mining/orders/${sub.id}/redeem`, { penalty: quote.penalty }),
      env.t.app.jobs.runDue(),
      env.t.app.jobs.runDue(),
    ]);
    expect(redeemed.body.code, JSON.stringify(redeemed.body)).toBe(0);
    const o = await order(u.token, sub.id);
    expect(o).toMatchObject({ status: 'redeemed', redeemKind: 'early', paidDays: 1, penalty: '16.000000', refund: '984.000000' });
    expect(o.payouts).toHaveLength(1);
    expect(journals(sub.id, 'mining_interest')).toBe(1);
    expect(journals(sub.id, 'mining_redeem')).toBe(1);
    expect(journals(sub.id, 'mining_maturity')).toBe(0);
    expect(await availableUsdt(env.t, u.token)).toBe('988.000000');
    // a second redemption is refused and changes nothing
    const again = await api(env.t, u.token).post(`/api/mining/orders/${sub.id}/redeem`, { penalty: '16' });
    expect(again.body).toMatchObject({ code: 6709, msg: 'This order has already been redeemed' });
  });

  it('is refused when the confirmed penalty is no longer the penalty (a day ended meanwhile)', async () => {
    await fixedRate('0.004');
    const u = await fundedUser(env.t, env.staff, '1000');
    const sub = (await subscribe(env.t, u.token, 1, '1000')).data;
    const shown = (await api(env.t, u.token).get(`/api/mining/orders/${sub.id}/redemption`)).body.data;
    expect(shown).toMatchObject({ remainingDays: 5, penalty: '20.000000', refund: '980.000000' });
    clock().set(calendar(clock().now()).payoutAt(1) + 1);
    const refused = await api(env.t, u.token).post(`/api/mining/orders/${sub.id}/redeem`, { penalty: shown.penalty });
    expect(refused.body).toMatchObject({
      code: 6710,
      msg: 'The penalty has changed to 16.00 USDT since it was shown: please confirm again',
    });
    expect((await order(u.token, sub.id)).status).toBe('in_progress');
  });

  it("another customer's order is not found", async () => {
    await fixedRate('0.004');
    const u = await fundedUser(env.t, env.staff, '1000');
    const other = await registerAndLogin(env.t);
    const sub = (await subscribe(env.t, u.token, 1, '1000')).data;
    for (const path of [`/api/mining/orders/${sub.id}`, `/api/mining/orders/${sub.id}/redemption`]) {
      expect((await api(env.t, other.token).get(path)).body.code).toBe(404);
    }
    expect((await api(env.t, other.token).post(`/api/mining/orders/${sub.id}/redeem`, { penalty: '20' })).body.code).toBe(404);
    expect((await order(u.token, sub.id)).status).toBe('in_progress');
  });
});

describe('maturity', () => {
  it('returns the principal once, however often the job runs, and refuses a redemption after it', async () => {
    await fixedRate('0.004');
    const u = await fundedUser(env.t, env.staff, '1000');
    const sub = (await subscribe(env.t, u.token, 1, '1000')).data;
    const cal = calendar(clock().now());
    clock().set(cal.payoutAt(5) - 1);
    mining().payDue();
    expect(await order(u.token, sub.id)).toMatchObject({ status: 'in_progress', paidDays: 4 });
    clock().set(cal.payoutAt(5));
    mining().payDue();
    mining().payDue();
    await env.t.app.jobs.runDue();
    clock().advance(3_600_000);
    await env.t.app.jobs.runDue();
    expect(journals(sub.id, 'mining_maturity')).toBe(1);
    expect(await order(u.token, sub.id)).toMatchObject({ status: 'redeemed', redeemKind: 'matured', paidDays: 5, penalty: '0.000000' });
    expect(await availableUsdt(env.t, u.token)).toBe('1020.000000');
    expect((await api(env.t, u.token).get(`/api/mining/orders/${sub.id}/redemption`)).body.code).toBe(6709);
    expect((await api(env.t, u.token).get('/api/mining/orders?status=redeemed')).body.data.total).toBe(1);
  });
});

describe('limits, cap and quota', () => {
  it('refuses each with a clear message and changes nothing', async () => {
    // the 15-day product: no other test holds orders in it
    const p2 = { productId: 2, name: 'USDT 15-day', periodDays: 15, minRate: '0.004', maxRate: '0.006', defaultRate: '0.005' };
    await setMiningProduct(env.t, env.staff, { ...p2, minAmount: '100', maxAmount: '1000', userCap: '1500', totalQuota: '2500' });
    const a = await fundedUser(env.t, env.staff, '3000');
    const b = await fundedUser(env.t, env.staff, '3000');
    const msg = async (token: string, amount: string) => {
      const r = await subscribe(env.t, token, 2, amount);
      return [r.code, r.msg];
    };
    expect((await api(env.t, a.token).post('/api/mining/orders', { productId: 2 })).body).toMatchObject({
      code: 6701,
      msg: 'The amount is required',
    });
    expect(await msg(a.token, '')).toEqual([6701, 'The amount is required']);
    expect(await msg(a.token, 'ten')).toEqual([6702, 'Enter a positive amount with at most 6 decimals']);
    expect(await msg(a.token, '99.99')).toEqual([6705, 'The minimum for one order is 100.00 USDT']);
    expect(await msg(a.token, '1000.01')).toEqual([6706, 'The maximum for one order is 1000.00 USDT']);
    expect((await subscribe(env.t, a.token, 2, '1000')).code).toBe(0);
    expect(await msg(a.token, '600')).toEqual([
      6707,
      'You may hold at most 1500.00 USDT in this product at once; you can still subscribe 500.00 USDT',
    ]);
    expect((await subscribe(env.t, a.token, 2, '500')).code).toBe(0);
    expect((await subscribe(env.t, b.token, 2, '900')).code).toBe(0);
    expect(await msg(b.token, '200')).toEqual([6708, 'The product’s quota is nearly used up: 100.00 USDT can still be subscribed']);
    const poor = await fundedUser(env.t, env.staff, '50');
    await setMiningProduct(env.t, env.staff, { ...p2, minAmount: '10', maxAmount: '1000', userCap: '1500', totalQuota: '100000' });
    expect((await subscribe(env.t, poor.token, 2, '60')).code).toBe(
      (await import('../../shared/errors.ts')).ERRORS.INSUFFICIENT_BALANCE.code,
    );
    expect((await subscribe(env.t, poor.token, 999, '60')).code).toBe(6703);
    await setMiningProduct(env.t, env.staff, {
      ...p2,
      minAmount: '10',
      maxAmount: '1000',
      userCap: '1500',
      totalQuota: '100000',
      enabled: false,
    });
    expect(await msg(poor.token, '20')).toEqual([6704, 'This mining product is not open for subscription at the moment']);
    expect(await availableUsdt(env.t, poor.token)).toBe('50.000000');
    // a visitor's product page quotes the minimum; a customer's says what their cap leaves
    const product = (await api(env.t, a.token).get('/api/mining/products/2')).body.data;
    expect(product).toMatchObject({ userLeft: '0.000000', enabled: false });
  });

  it('a retry under the same Idempotency-Key answers the first order', async () => {
    await fixedRate('0.004');
    const u = await fundedUser(env.t, env.staff, '1000');
    const first = await subscribe(env.t, u.token, 1, '400', 'mining-key-0001');
    const retry = await subscribe(env.t, u.token, 1, '400', 'mining-key-0001');
    expect(retry.data.id).toBe(first.data.id);
    expect(await availableUsdt(env.t, u.token)).toBe('600.000000');
    expect((await subscribe(env.t, u.token, 1, '500', 'mining-key-0001')).code).toBe(1015);
  });
});

describe('fund flow', () => {
  it('shows the subscription, each payout and the return, each naming the order', async () => {
    await fixedRate('0.004');
    const u = await fundedUser(env.t, env.staff, '1000');
    const v = await fundedUser(env.t, env.staff, '1000');
    const sub = (await subscribe(env.t, u.token, 1, '1000')).data;
    const cal = calendar(clock().now());
    clock().set(cal.payoutAt(5) + 1);
    await env.t.app.jobs.runDue();
    const flow = (await api(env.t, u.token).get('/api/wallet/flow')).body.data.items.filter((e: { type: string }) =>
      e.type.startsWith('mining'),
    );
    expect(flow.map((e: { type: string; direction: string; amount: string }) => [e.type, e.direction, e.amount])).toEqual([
      ['mining_maturity', 'in', '1000.000000'],
      ...Array(5).fill(['mining_interest', 'in', '4.000000']),
      ['mining_subscribe', 'out', '1000.000000'],
    ]);
    expect(flow.every((e: { order: unknown }) => JSON.stringify(e.order) === JSON.stringify({ kind: 'mining', id: sub.id, more: 0 }))).toBe(
      true,
    );
    const onlyInterest = (await api(env.t, u.token).get('/api/wallet/flow?type=mining_interest')).body.data;
    expect(onlyInterest.total).toBe(5);
    // the wallet's position column holds the principal while the order is in progress
    await subscribe(env.t, v.token, 1, '300');
    const row = (await api(env.t, v.token).get('/api/wallet/assets')).body.data.rows.find(
      (r: { currency: string }) => r.currency === 'USDT',
    );
    expect(row).toMatchObject({ available: '700.000000', position: '300.000000', total: '1000.000000' });
  });
});

describe('back office', () => {
  it('lists products and every customer’s orders; changes go through an approval with checked settings', async () => {
    await fixedRate('0.004');
    const u = await fundedUser(env.t, env.staff, '1000');
    const sub = (await subscribe(env.t, u.token, 1, '1000')).data;
    const staff = api(env.t, env.staff);
    const products = (await staff.get('/api/admin/mining/products')).body.data;
    expect(products).toHaveLength(3);
    expect(products[0]).toMatchObject({ id: 1, name: SEEDED.name, pendingProposalId: null });
    const orders = (await staff.get(`/api/admin/mining/orders?user=${u.userId ?? ''}&status=in_progress`)).body;
    expect(orders.code, JSON.stringify(orders)).toBe(0);
    expect(orders.data.items.some((o: { id: number }) => o.id === sub.id)).toBe(true);
    const detail = (await staff.get(`/api/admin/mining/orders/${sub.id}`)).body.data;
    expect(detail).toMatchObject({ id: sub.id, amount: '1000.000000', status: 'in_progress' });
    expect((await staff.get('/api/admin/mining/orders/999999')).body.code).toBe(404);
    const bad = async (changes: Record<string, unknown>) =>
      (await staff.post('/api/admin/proposals/mining-product', { payload: { ...SEEDED, ...changes }, reason: 'x' })).body.code;
    expect(await bad({ minRate: '0.006' })).toBe(6722);
    expect(await bad({ defaultRate: '1.5' })).toBe(6721);
    expect(await bad({ periodDays: 0 })).toBe(6720);
    expect(await bad({ minAmount: '2000', maxAmount: '1000' })).toBe(6724);
    expect(await bad({ userCap: 'lots' })).toBe(6723);
    expect(await bad({ productId: 999 })).toBe(6703);
    const pending = (
      await staff.post('/api/admin/proposals/mining-product', { payload: { ...SEEDED, name: 'USDT 5-day plus' }, reason: 'x' })
    ).body.data;
    expect((await staff.get('/api/admin/mining/products')).body.data[0].pendingProposalId).toBe(pending.id);
    expect((await staff.post(`/api/admin/proposals/${pending.id}/approve`, {})).body.code).not.toBe(0);
    expect((await staff.post(`/api/admin/proposals/${pending.id}/cancel`, {})).body.code).toBe(0);
    const content = await staffSession(env.t, 'content');
    expect((await api(env.t, content).get('/api/admin/mining/products')).body.code).toBe(1006);
  });
});
