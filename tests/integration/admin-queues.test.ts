// The back office's review queues (issue 14.2): deposits and withdrawals with filters,
// paging and detail (the proof through the audited upload view; the withdrawal's 24-hour
// bar, limits and where to pay it), and bank-card change requests from request to review.
// Who may call each route is the matrix test's (staff-matrix.test.ts); the rules are here.
import { describe, expect, it } from 'vitest';
import { APP_KEY } from '../helpers/app.ts';
import { PASSWORD, registerAndLogin } from '../helpers/accounts.ts';
import { pngImage } from '../helpers/files.ts';
import {
  api,
  confirmedWithdraw,
  fundedUser,
  fundsTestApp,
  offlineDeposit,
  readyToWithdraw,
  SECURITY_PASSWORD,
  TRC20,
  walletOf,
  withdrawUsdt,
} from '../helpers/funds.ts';
import { certify } from '../helpers/kyc.ts';
import { staffSession } from '../helpers/staff.ts';

const BANK_CARD = {
  holder: 'Grace Hopper',
  number: '6222000011112222',
  bankName: 'Navy Bank',
  bankAddress: '1 Navy Yard',
  currency: 'USD',
};

const env = fundsTestApp();
const DAY = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A crypto deposit of `amount` `currency` waiting for review; returns its id. */
async function deposit(token: string, currency: string, chain: string, amount: string) {
  const a = api(env.t, token);
  const proof = (await a.upload(pngImage())).body.data.id;
  const dep = await a.post('/api/recharge', { channel: 'crypto', currency, chain, amount, proofUploadId: proof });
  expect(dep.body.code, JSON.stringify(dep.body)).toBe(0);
  return dep.body.data.id as number;
}

const staffGet = (url: string) => api(env.t, env.staff).get(url);
const ids = (res: { body: { data: { items: { id: number }[] } } }) => res.body.data.items.map((i) => i.id);

async function auditRows(action: string, targetId?: number) {
  const admin = await staffSession(env.t, 'admin');
  const q = `/api/admin/audit?action=${action}${targetId === undefined ? '' : `&targetId=${targetId}`}&pageSize=100`;
  const res = await api(env.t, admin).get(q);
  expect(res.body.code).toBe(0);
  return res.body.data.items as { action: string; before: string; after: string; reason: string; targetId: string }[];
}

describe('deposits queue', () => {
  it('filters by status, currency, customer and a range of days (both included), paged', async () => {
    const a = await registerAndLogin(env.t);
    const b = await registerAndLogin(env.t);
    const first = await deposit(a.token, 'USDT', 'TRC20', '100');
    const firstDay = env.t.clock.now();
    env.t.clock.advance(2 * DAY);
    env.staff = await staffSession(env.t, 'admin'); // (a staff session ends after 30 idle minutes)
    const second = await deposit(a.token, 'BTC', 'BTC', '0.5');
    const third = await deposit(b.token, 'USDT', 'TRC20', '300');
    expect((await api(env.t, env.staff).post(`/api/admin/deposits/${third}/reject`, { reason: 'No such transfer' })).body.code).toBe(0);

    expect(ids(await staffGet(`/api/admin/deposits?userId=${a.userId}`))).toEqual([second, first]);
    expect(ids(await staffGet(`/api/admin/deposits?userId=${a.userId}&currency=BTC`))).toEqual([second]);
    expect(ids(await staffGet(`/api/admin/deposits?userId=${b.userId}&status=rejected`))).toEqual([third]);
    expect(ids(await staffGet(`/api/admin/deposits?userId=${b.userId}&status=reviewing`))).toEqual([]);
    // a range of one day holds that whole day, and only it
    const sameDay = `from=${day(firstDay)}&to=${day(firstDay)}`;
    expect(ids(await staffGet(`/api/admin/deposits?userId=${a.userId}&${sameDay}`))).toEqual([first]);
    expect(ids(await staffGet(`/api/admin/deposits?userId=${a.userId}&from=${day(env.t.clock.now())}`))).toEqual([second]);
    const paged = await staffGet(`/api/admin/deposits?userId=${a.userId}&pageSize=1&page=2`);
    expect(paged.body.data).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(ids(paged)).toEqual([first]);
  });

  it('refuses a filter it does not know, with a 400 and a message', async () => {
    for (const q of ['status=done', 'currency=usdt', 'userId=0', 'from=2026-1-1', 'colour=red']) {
      const res = await staffGet(`/api/admin/deposits?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.msg, q).toBeTruthy();
    }
  });

  it('detail names the proof; each staff view of it is an audit row upload.view', async () => {
    const u = await registerAndLogin(env.t);
    const id = await deposit(u.token, 'USDT', 'TRC20', '42');
    const detail = await staffGet(`/api/admin/deposits/${id}`);
    expect(detail.body.data).toMatchObject({ id, userId: u.userId, currency: 'USDT', amount: '42.000000', status: 'reviewing' });
    const proofId = detail.body.data.proofUploadId as number;
    const before = (await auditRows('upload.view', proofId)).length;
    for (let i = 0; i < 2; i++) {
      const image = await staffGet(`/api/admin/uploads/${proofId}`).buffer(true);
      expect(image.status).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
    }
    expect((await auditRows('upload.view', proofId)).length).toBe(before + 2);
    expect((await staffGet('/api/admin/deposits/999999')).status).toBe(404);
  });

  it('reject needs a reason; approve credits once (a bank transfer: a crypto claim is credited by recording its transfer)', async () => {
    const u = await registerAndLogin(env.t);
    const proof = (await api(env.t, u.token).upload(pngImage())).body.data.id;
    const id = (await api(env.t, u.token).post('/api/recharge', offlineDeposit(proof, '75'))).body.data.id as number;
    expect((await api(env.t, env.staff).post(`/api/admin/deposits/${id}/reject`, { reason: '  ' })).body.code).toBe(4026);
    expect((await api(env.t, env.staff).post(`/api/admin/deposits/${id}/approve`)).body.data.status).toBe('success');
    expect((await api(env.t, env.staff).post(`/api/admin/deposits/${id}/approve`)).body.code).toBe(4023);
    expect((await walletOf(env.t, u.token)).available).toBe('75.000000');
  });
});

describe('withdrawals queue', () => {
  it('filters by customer and status; detail shows the limits, fee, balances and the address to pay', async () => {
    const u = await readyToWithdraw(env.t, env.staff, '500');
    const w = await withdrawUsdt(u, '200');
    expect(ids(await staffGet(`/api/admin/withdrawals?userId=${u.userId}&status=processing`))).toEqual([w.id]);
    expect(ids(await staffGet(`/api/admin/withdrawals?userId=${u.userId}&status=passed`))).toEqual([]);
    expect(ids(await staffGet(`/api/admin/withdrawals?userId=${u.userId}&currency=BTC`))).toEqual([]);
    const detail = (await staffGet(`/api/admin/withdrawals/${w.id}`)).body.data;
    expect(detail).toMatchObject({
      id: w.id,
      userId: u.userId,
      amount: w.amount,
      fee: w.fee,
      arrival: w.arrival,
      bar: { passwordChangedAt: null, barredUntil: null, barredAtRequest: false },
      limits: { available: '300.000000', frozen: '200.000000' },
      payTo: { kind: 'crypto', chain: 'TRC20', address: TRC20 },
    });
    expect(detail.limits.min).toMatch(/^\d+\.\d+$/);
    expect(detail.limits.feeRate).toMatch(/^\d/);
  });

  it('every queue names the customer (issue 32): e-mail or phone, the certified name once there is one, the tier', async () => {
    const u = await readyToWithdraw(env.t, env.staff, '500');
    const w = await withdrawUsdt(u, '100');
    const dep = await deposit(u.token, 'USDT', 'TRC20', '50');
    const email = u.account.type === 'email' ? u.account.email : null;
    const anonymous = { id: u.userId, name: null, email, phone: null, tier: 'none' };
    const first = (res: { body: { data: { items: { customer: unknown }[] } } }) => res.body.data.items[0]?.customer;
    expect(first(await staffGet(`/api/admin/withdrawals?userId=${u.userId}`))).toEqual(anonymous);
    expect(first(await staffGet(`/api/admin/deposits?userId=${u.userId}`))).toEqual(anonymous);
    expect((await staffGet(`/api/admin/deposits/${dep}`)).body.data.customer).toEqual(anonymous);
    await certify(env.t, env.staff, u, 'junior', 'QUEUE-NAME-1');
    const named = { ...anonymous, name: 'Ada Lovelace', tier: 'junior' };
    expect((await staffGet(`/api/admin/withdrawals/${w.id}`)).body.data.customer).toEqual(named);
    // a phone customer is named by their phone with its area code
    const p = await registerAndLogin(env.t, { type: 'phone', areaCode: '86', phone: '13900070070' });
    expect((await api(env.t, p.token).post('/api/bank-card', { ...BANK_CARD, agreement: true })).body.code).toBe(0);
    expect(
      (await api(env.t, p.token).post('/api/bank-card/change-request', { ...BANK_CARD, number: '6222000077778888', note: '' })).body.code,
    ).toBe(0);
    const change = (await staffGet(`/api/admin/card-changes?userId=${p.userId}`)).body.data.items[0];
    expect(change.customer).toMatchObject({ id: p.userId, email: null, phone: '+86 13900070070', tier: 'none' });
    expect((await staffGet(`/api/admin/card-changes/${change.id}`)).body.data.customer).toEqual(change.customer);
  });

  it("detail shows when the login password changed and the bar's end", async () => {
    const u = await readyToWithdraw(env.t, env.staff, '500');
    const w = await withdrawUsdt(u, '50');
    const changedAt = env.t.clock.now() + 1000;
    env.t.clock.advance(1000);
    const change = await u.a.post('/api/user/password', {
      oldPassword: PASSWORD,
      password: 'another-pass2',
      confirmPassword: 'another-pass2',
    });
    expect(change.body.code, JSON.stringify(change.body)).toBe(0);
    const detail = (await staffGet(`/api/admin/withdrawals/${w.id}`)).body.data;
    expect(detail.bar).toEqual({
      passwordChangedAt: new Date(changedAt).toISOString(),
      barredUntil: new Date(changedAt + DAY).toISOString(),
      barredAtRequest: false,
    });
  });

  it('a bank withdrawal shows the bound card in full; a card replaced since is not offered as where to pay', async () => {
    const u = await fundedUser(env.t, env.staff, '500');
    const card = {
      holder: 'Ada Lovelace',
      number: '6222000012345678',
      bankName: 'Analytical Bank',
      bankAddress: '1 Engine St',
      currency: 'USDT',
    };
    expect((await u.a.post('/api/bank-card', { ...card, agreement: true })).body.code).toBe(0);
    expect((await u.a.post('/api/security-password', { password: SECURITY_PASSWORD, confirmPassword: SECURITY_PASSWORD })).body.code).toBe(
      0,
    );
    const w = await confirmedWithdraw(u, { method: 'bank', currency: 'USDT', amount: '100', securityPassword: SECURITY_PASSWORD });
    expect(w.body.code, JSON.stringify(w.body)).toBe(0);
    const payTo = async () => (await staffGet(`/api/admin/withdrawals/${w.body.data.id}`)).body.data.payTo;
    expect(await payTo()).toEqual({
      kind: 'bank',
      holder: 'Ada Lovelace',
      number: '6222000012345678',
      bankName: 'Analytical Bank',
      bankAddress: '1 Engine St',
    });
    const change = await u.a.post('/api/bank-card/change-request', { ...card, number: '6222000087654321' });
    expect((await api(env.t, env.staff).post(`/api/admin/card-changes/${change.body.data.id}/approve`)).body.code).toBe(0);
    expect(await payTo()).toBeNull();
    // reject: the amount thaws
    expect(
      (await api(env.t, env.staff).post(`/api/admin/withdrawals/${w.body.data.id}/reject`, { reason: 'Card changed' })).body.code,
    ).toBe(0);
    expect(await walletOf(env.t, u.token)).toMatchObject({ available: '500.000000', frozen: '0.000000' });
  });
});

describe('bank-card change requests', () => {
  const card = { holder: 'Alan Turing', number: '6222000011113333', bankName: 'Bletchley Bank', bankAddress: '2 Park Rd', currency: 'USD' };
  const newCard = { ...card, number: '6222000044445555', bankName: 'Enigma Bank', note: 'My old card expired' };

  async function customerWithCard() {
    const u = await registerAndLogin(env.t);
    const a = api(env.t, u.token);
    expect((await a.post('/api/bank-card', { ...card, agreement: true })).body.code).toBe(0);
    return { ...u, a };
  }

  /** The customer's own (not broadcast) messages, newest first. */
  async function messages(token: string) {
    const res = await api(env.t, token).get('/api/message');
    return (res.body.data as { title: string; content: string; broadcast: boolean }[]).filter((m) => !m.broadcast);
  }

  it('needs a bound card; one pending request per user; the customer sees it masked', async () => {
    const none = await registerAndLogin(env.t);
    expect((await api(env.t, none.token).post('/api/bank-card/change-request', newCard)).body.code).toBe(4017);
    const u = await customerWithCard();
    expect((await u.a.get('/api/bank-card/change-request')).body.data).toBeNull();
    expect((await u.a.post('/api/bank-card/change-request', { ...newCard, holder: 'Someone Else' })).body.code).toBe(4016);
    const sent = await u.a.post('/api/bank-card/change-request', newCard);
    expect(sent.body.data).toMatchObject({ status: 'pending', number: '6222 **** **** 5555', note: 'My old card expired' });
    const again = await u.a.post('/api/bank-card/change-request', { ...newCard, number: '6222000066667777' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(4041);
    expect((await u.a.get('/api/bank-card/change-request')).body.data).toMatchObject({ id: sent.body.data.id, status: 'pending' });
    // two at once: still one
    const v = await customerWithCard();
    const both = await Promise.all([
      v.a.post('/api/bank-card/change-request', newCard),
      v.a.post('/api/bank-card/change-request', newCard),
    ]);
    expect(both.map((r) => r.body.code).sort()).toEqual([0, 4041]);
  });

  it('rejected with a reason: the card stays, the customer is told why, the review is audited', async () => {
    const u = await customerWithCard();
    const id = (await u.a.post('/api/bank-card/change-request', newCard)).body.data.id as number;
    const queued = await staffGet(`/api/admin/card-changes?status=pending&userId=${u.userId}`);
    expect(queued.body.data.items).toEqual([
      expect.objectContaining({ id, number: '6222000044445555', current: expect.objectContaining({ number: '6222000011113333' }) }),
    ]);
    expect((await api(env.t, env.staff).post(`/api/admin/card-changes/${id}/reject`, { reason: '' })).body.code).toBe(4026);
    const rejected = await api(env.t, env.staff).post(`/api/admin/card-changes/${id}/reject`, { reason: 'Name on the card unreadable' });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', rejectReason: 'Name on the card unreadable' });
    expect((await u.a.get('/api/bank-card')).body.data.number).toBe('6222 **** **** 3333');
    const [message] = await messages(u.token);
    expect(message?.title).toBe('Bank card change rejected');
    expect(message?.content).toContain('Name on the card unreadable');
    const [row] = await auditRows('bank-card.change.reject', u.userId);
    expect(row?.reason).toBe('Name on the card unreadable');
    // a new request may follow a reviewed one
    expect((await u.a.post('/api/bank-card/change-request', newCard)).body.code).toBe(0);
  });

  it('approved: the card is replaced, before and after are audited, the customer is told; once only', async () => {
    const u = await customerWithCard();
    const id = (await u.a.post('/api/bank-card/change-request', newCard)).body.data.id as number;
    const approved = await api(env.t, env.staff).post(`/api/admin/card-changes/${id}/approve`);
    expect(approved.body.data).toMatchObject({ status: 'approved', current: { number: '6222000044445555', bankName: 'Enigma Bank' } });
    expect((await u.a.get('/api/bank-card')).body.data).toMatchObject({ number: '6222 **** **** 5555', bankName: 'Enigma Bank' });
    expect((await api(env.t, env.staff).post(`/api/admin/card-changes/${id}/approve`)).body.code).toBe(4023);
    expect((await api(env.t, env.staff).post(`/api/admin/card-changes/${id}/reject`, { reason: 'late' })).body.code).toBe(4023);
    const rows = await auditRows('bank-card.change.approve', u.userId);
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]?.before ?? '{}').card.number).toBe('6222 **** **** 3333');
    expect(JSON.parse(rows[0]?.after ?? '{}').card.number).toBe('6222 **** **** 5555');
    const [message] = await messages(u.token);
    expect(message?.title).toBe('Bank card change approved');
    expect(message?.content).toContain('6222 **** **** 5555');
  });

  it('the direct removal of a card by staff is gone: changes go through a request', async () => {
    const u = await customerWithCard();
    const res = await env.t.api.delete(`/api/admin/users/${u.userId}/bank-card`).set('AppKey', APP_KEY).set('Authorization', env.staff);
    expect(res.status).toBe(404);
    expect((await u.a.get('/api/bank-card')).body.data).not.toBeNull();
  });
});
