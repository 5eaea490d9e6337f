// A new mining product (decision 058): proposed by one administrator through the four-eyes
// `mining-product-new` proposal with every setting, created only when a different one approves
// it (audited), and from then on listed for customers and subscribed and paid like a seeded
// product on the manual clock. Self-approval, a rejection, invalid settings (localized), a name
// in use and a role without settings.write all leave the products as they were. The ledger
// reconciles after every test.
import { describe, expect, it } from 'vitest';
import { APP_KEY } from '../helpers/app.ts';
import { api, fundedUser, fundsTestApp } from '../helpers/funds.ts';
import { availableUsdt, calendar, subscribe } from '../helpers/mining.ts';
import { secondStaffSession, staffSession } from '../helpers/staff.ts';

const env = fundsTestApp();
const clock = () => env.t.clock;
const count = (sql: string, ...params: unknown[]) => (env.t.app.ctx.sqlite.prepare(sql).get(...params) as { n: number }).n;
const products = () => count('SELECT COUNT(*) AS n FROM "MiningProduct"');
const proposals = () => count(`SELECT COUNT(*) AS n FROM "Proposal" WHERE kind = 'mining-product-new'`);

/** A new product's settings: 3 days at 1 % a day, 100 to 5,000 USDT an order. */
const NEW = {
  name: 'USDT 3-day sprint',
  currency: 'USDT',
  periodDays: 3,
  minRate: '0.01',
  maxRate: '0.01',
  defaultRate: '0.01',
  minAmount: '100',
  maxAmount: '5000',
  userCap: '8000',
  totalQuota: '1000000',
  enabled: true,
  sort: 4,
};

const proposeNew = (token: string, payload: Record<string, unknown>, reason = 'launch of a short product') =>
  api(env.t, token).post('/api/admin/proposals/mining-product-new', { payload, reason });
const decide = (token: string, id: number, verb: 'approve' | 'reject', note?: string) =>
  api(env.t, token).post(`/api/admin/proposals/${id}/${verb}`, note === undefined ? {} : { note });
const listed = async () => (await env.t.api.get('/api/mining/products').set('AppKey', APP_KEY)).body.data as { id: number; name: string }[];

describe('a new mining product', () => {
  it('is created only when a second administrator approves; customers then subscribe to it and it pays like any product', async () => {
    const before = products();
    const proposed = await proposeNew(env.staff, NEW);
    expect(proposed.body.code, JSON.stringify(proposed.body)).toBe(0);
    const p = proposed.body.data;
    expect(p).toMatchObject({
      kind: 'mining-product-new',
      status: 'pending',
      targetType: 'mining-product',
      targetId: NEW.name,
      before: {},
      after: {
        name: NEW.name,
        currency: 'USDT',
        periodDays: 3,
        minRate: '0.01',
        maxRate: '0.01',
        defaultRate: '0.01',
        minAmount: '100.000000',
        maxAmount: '5000.000000',
        userCap: '8000.000000',
        totalQuota: '1000000.000000',
        enabled: true,
        sort: 4,
      },
      mayCancel: true,
      mayDecide: false,
    });
    // nothing exists until it is approved, and the proposer cannot approve it
    expect(products()).toBe(before);
    expect((await listed()).some((x) => x.name === NEW.name)).toBe(false);
    const self = await decide(env.staff, p.id, 'approve');
    expect(self.status).toBe(403);
    expect(self.body.code).toBe(6101);
    expect(products()).toBe(before);

    const approver = await secondStaffSession(env.t, 'admin');
    const audits = count(`SELECT COUNT(*) AS n FROM "AuditLog" WHERE action = 'proposal.approve' AND targetId = ?`, String(p.id));
    const ok = await decide(approver, p.id, 'approve', 'terms checked');
    expect(ok.body.code, JSON.stringify(ok.body)).toBe(0);
    expect(ok.body.data.status).toBe('approved');
    const id = Number(/^mining-product:(\d+)$/.exec(ok.body.data.result)?.[1]);
    expect(id).toBeGreaterThan(0);
    expect(products()).toBe(before + 1);
    expect(count(`SELECT COUNT(*) AS n FROM "AuditLog" WHERE action = 'proposal.approve' AND targetId = ?`, String(p.id))).toBe(audits + 1);

    // listed for visitors and customers, after the seeded ones (its sort), with nothing subscribed
    const list = await listed();
    expect(list.map((x) => x.name).at(-1)).toBe(NEW.name);
    const admin = (await api(env.t, env.staff).get('/api/admin/mining/products')).body.data.find((x: { id: number }) => x.id === id);
    expect(admin).toMatchObject({ sort: 4, held: '0.000000', ordersInProgress: 0, pendingProposalId: null, quotaLeft: '1000000.000000' });
    const u = await fundedUser(env.t, env.staff, '2000');
    const detail = (await api(env.t, u.token).get(`/api/mining/products/${id}?amount=1000`)).body.data;
    expect(detail).toMatchObject({ name: NEW.name, periodDays: 3, userLeft: '8000.000000', enabled: true });
    expect(detail.expected.daily.default).toBe('10.000000');
    expect(detail.expected.total.default).toBe('30.000000');

    // subscribed and paid day by day on the manual clock, then the principal returns
    const sub = await subscribe(env.t, u.token, id, '1000');
    expect(sub.code, JSON.stringify(sub)).toBe(0);
    expect(sub.data).toMatchObject({ productId: id, productName: NEW.name, status: 'in_progress', expected: '30.000000' });
    expect(await availableUsdt(env.t, u.token)).toBe('1000.000000');
    const cal = calendar(clock().now());
    for (let k = 1; k <= 3; k++) {
      clock().set(cal.payoutAt(k) + 1000);
      await env.t.app.jobs.runDue();
      const o = (await api(env.t, u.token).get(`/api/mining/orders/${sub.data.id}`)).body.data;
      expect(o.payouts.map((x: { amount: string }) => x.amount)).toEqual(Array(k).fill('10.000000'));
    }
    const done = (await api(env.t, u.token).get(`/api/mining/orders/${sub.data.id}`)).body.data;
    expect(done).toMatchObject({ status: 'redeemed', redeemKind: 'matured', accumulated: '30.000000', refund: '1000.000000' });
    expect(await availableUsdt(env.t, u.token)).toBe('2030.000000');
    // its limits hold like a seeded product's
    expect((await subscribe(env.t, u.token, id, '99')).code).toBe(6705);
  });

  it('a rejection or a cancellation creates nothing', async () => {
    const before = products();
    const rejected = (await proposeNew(env.staff, { ...NEW, name: 'USDT never' })).body.data;
    const approver = await secondStaffSession(env.t, 'admin');
    const no = await decide(approver, rejected.id, 'reject', 'not this quarter');
    expect(no.body.code, JSON.stringify(no.body)).toBe(0);
    expect(no.body.data).toMatchObject({ status: 'rejected', result: '' });
    const cancelled = (await proposeNew(env.staff, { ...NEW, name: 'USDT withdrawn' })).body.data;
    expect((await api(env.t, env.staff).post(`/api/admin/proposals/${cancelled.id}/cancel`)).body.code).toBe(0);
    // neither can be approved afterwards
    expect((await decide(approver, rejected.id, 'approve')).body.code).toBe(6102);
    expect((await decide(approver, cancelled.id, 'approve')).body.code).toBe(6102);
    expect(products()).toBe(before);
    expect((await listed()).some((x) => x.name === 'USDT never' || x.name === 'USDT withdrawn')).toBe(false);
  });

  it('refuses invalid settings with the edit’s localized messages and proposes nothing', async () => {
    const before = { products: products(), proposals: proposals() };
    const refused = async (changes: Record<string, unknown>, locale = 'en-US') => {
      const r = await proposeNew(env.staff, { ...NEW, name: 'USDT invalid', ...changes }).set('Accept-Language', locale);
      expect(r.status, JSON.stringify(r.body)).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
      return [r.body.code, r.body.msg];
    };
    expect(await refused({ periodDays: 0 })).toEqual([6720, 'The period must be 1 to 365 days']);
    expect((await refused({ minRate: 'lots' }))[0]).toBe(6721);
    expect((await refused({ minRate: '0.02' }))[0]).toBe(6722);
    expect((await refused({ totalQuota: '1.1234567' }))[0]).toBe(6723);
    expect(await refused({ minAmount: '6000' })).toEqual([
      6724,
      'The limits do not fit together: minimum ≤ maximum, and minimum ≤ per-user cap ≤ total quota',
    ]);
    expect((await refused({ name: '   ' }))[0]).toBe(6725);
    expect(await refused({ name: 'usdt 5-day ' })).toEqual([6726, 'Another mining product is already called “usdt 5-day”']);
    expect(await refused({ currency: 'BTC' })).toEqual([6727, 'Mining products hold USDT only']);
    expect(await refused({ sort: -1 })).toEqual([6728, 'The position in the list must be a whole number from 0 to 9999']);
    // a non-English staff member reads the same rules in their language
    expect(await refused({ minAmount: '6000' }, 'de-DE')).toEqual([
      6724,
      'Die Limits passen nicht zusammen: Minimum ≤ Maximum und Minimum ≤ Obergrenze pro Kunde ≤ Gesamtkontingent',
    ]);
    expect(await refused({ name: 'USDT 15-day' }, 'de-DE')).toEqual([6726, 'Ein anderes Mining-Produkt heißt bereits „USDT 15-day“']);
    expect(await refused({ sort: 1.5 }, 'ja-JP')).toEqual([6728, '表示順は0〜9999の整数でなければなりません']);
    expect(products()).toBe(before.products);
    expect(proposals()).toBe(before.proposals);
  });

  it('a name taken meanwhile is refused at approval and creates nothing; an edit cannot take another product’s name either', async () => {
    const approver = await secondStaffSession(env.t, 'admin');
    const first = (await proposeNew(env.staff, { ...NEW, name: 'USDT twin' })).body.data;
    const second = (await proposeNew(env.staff, { ...NEW, name: 'USDT TWIN' })).body.data;
    expect((await decide(approver, first.id, 'approve')).body.code).toBe(0);
    const before = products();
    const refused = await decide(approver, second.id, 'approve');
    expect(refused.body).toMatchObject({ code: 6726, msg: 'Another mining product is already called “USDT TWIN”' });
    expect(products()).toBe(before);
    expect((await api(env.t, env.staff).get(`/api/admin/proposals/${second.id}`)).body.data.status).toBe('pending');
    // the edit of a seeded product checks the same names (its own stays its own)
    const seeded = (await api(env.t, env.staff).get('/api/admin/mining/products')).body.data[0];
    const edit = (name: string) =>
      api(env.t, env.staff).post('/api/admin/proposals/mining-product', {
        payload: {
          productId: seeded.id,
          name,
          periodDays: seeded.periodDays,
          minRate: seeded.minRate,
          maxRate: seeded.maxRate,
          defaultRate: seeded.defaultRate,
          minAmount: seeded.minAmount,
          maxAmount: seeded.maxAmount,
          userCap: seeded.userCap,
          totalQuota: seeded.totalQuota,
          enabled: false,
        },
        reason: 'rename',
      });
    expect((await edit('usdt twin')).body.code).toBe(6726);
    const own = await edit(seeded.name);
    expect(own.body.code, JSON.stringify(own.body)).toBe(0);
    expect((await api(env.t, env.staff).post(`/api/admin/proposals/${own.body.data.id}/cancel`)).body.code).toBe(0);
  });

  it('needs settings.write to propose and to approve', async () => {
    const before = { products: products(), proposals: proposals() };
    for (const role of ['finance', 'support', 'content'] as const) {
      const token = await staffSession(env.t, role);
      const r = await proposeNew(token, { ...NEW, name: `USDT by ${role}` });
      expect(r.status).toBe(403);
      expect(r.body.code).toBe(1006);
    }
    expect(products()).toBe(before.products);
    expect(proposals()).toBe(before.proposals);
    // finance reads the queue but may not decide this kind
    const p = (await proposeNew(env.staff, { ...NEW, name: 'USDT four eyes' })).body.data;
    const finance = await staffSession(env.t, 'finance');
    expect((await api(env.t, finance).get(`/api/admin/proposals/${p.id}`)).body.data.mayDecide).toBe(false);
    const r = await decide(finance, p.id, 'approve');
    expect(r.status).toBe(403);
    expect(r.body.code).toBe(1006);
    expect(products()).toBe(before.products);
  });
});
