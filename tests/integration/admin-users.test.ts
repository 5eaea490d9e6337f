// The back office's customers (issue 14.3): search by id, e-mail, phone or invitation code;
// detail with balances real and demo, bank card and open sessions; fund flow, fast orders and
// the login history (LoginEvent, written by the customer login); sign out everywhere.
import { describe, expect, it } from 'vitest';
import { APP_KEY } from '../helpers/app.ts';
import { PASSWORD, registerAndLogin, uniqueEmail } from '../helpers/accounts.ts';
import { api, fundedUser, fundsTestApp } from '../helpers/funds.ts';
import { staffSession } from '../helpers/staff.ts';

const env = fundsTestApp();
const staffGet = (url: string) => api(env.t, env.staff).get(url);

function loginAttempt(account: { type: 'email'; email: string }, password: string, ip: string) {
  return env.t.api
    .post('/api/login')
    .set('AppKey', APP_KEY)
    .set('X-Forwarded-For', ip)
    .set('User-Agent', 'TestBrowser/1.0')
    .send({ ...account, password });
}

describe('search', () => {
  it('finds a customer by id, part of the e-mail, the phone (with or without area code) and the invitation code', async () => {
    const email = uniqueEmail('findme');
    const byMail = await registerAndLogin(env.t, { type: 'email', email });
    const phone = `139${String(Date.now()).slice(-8)}`;
    const byPhone = await registerAndLogin(env.t, { type: 'phone', areaCode: '86', phone });
    const ids = async (q: string) =>
      ((await staffGet(`/api/admin/users?q=${encodeURIComponent(q)}`)).body.data.items as { userId: number }[]).map((u) => u.userId);
    expect(await ids(String(byMail.userId))).toContain(byMail.userId);
    expect(await ids(email.slice(0, 12).toUpperCase())).toEqual([byMail.userId]);
    expect(await ids(phone)).toEqual([byPhone.userId]);
    expect(await ids(`+86${phone}`)).toEqual([byPhone.userId]);
    expect(await ids(byPhone.user.inviteCode.toLowerCase())).toEqual([byPhone.userId]);
    // "_" is searched for, not a wildcard; "%" is no part of what is searched
    expect(await ids('_')).toEqual([]);
    expect((await staffGet('/api/admin/users?q=%25')).status).toBe(400);
    const all = await staffGet('/api/admin/users?pageSize=1');
    expect(all.body.data.items).toHaveLength(1);
    expect(all.body.data.total).toBeGreaterThanOrEqual(2);
  });

  it('leaves guests (demo visitors) out', async () => {
    const guest = await env.t.api.post('/api/demo/guest').set('AppKey', APP_KEY).set('X-Forwarded-For', '198.51.100.77');
    expect(guest.body.code, JSON.stringify(guest.body)).toBe(0);
    const guestId = guest.body.data.userId as number;
    const found = (await staffGet(`/api/admin/users?q=${guestId}&pageSize=100`)).body.data.items as { userId: number }[];
    expect(found.map((f) => f.userId)).not.toContain(guestId);
    expect((await staffGet(`/api/admin/users/${guestId}`)).status).toBe(404);
  });
});

describe('detail', () => {
  it('shows profile, balances real and demo, the fund flow, fast orders and open sessions; support may read', async () => {
    const u = await fundedUser(env.t, env.staff, '250');
    const support = await staffSession(env.t, 'support');
    const detail = await api(env.t, support).get(`/api/admin/users/${u.userId}`);
    expect(detail.body.code).toBe(0);
    const d = detail.body.data;
    expect(d.profile).toMatchObject({ userId: u.userId, status: 'active', passwordChangedAt: null });
    expect(d.balances.real.rows).toContainEqual(expect.objectContaining({ currency: 'USDT', available: '250.000000' }));
    expect(d.sessions).toHaveLength(1);
    expect(d.sessions[0].id).toHaveLength(8);
    const flow = await api(env.t, support).get(`/api/admin/users/${u.userId}/flow?pageSize=5`);
    expect(flow.body.data.items).toEqual([
      expect.objectContaining({ type: 'deposit', currency: 'USDT', direction: 'in', amount: '250.000000' }),
    ]);

    const product = env.t.app.market.product('ETH/USDT');
    env.t.app.market.ticks.record([[product?.id as number, env.t.clock.now(), 3_000_000]]);
    const placed = await u.a.post('/api/fast/order', {
      productId: product?.id,
      direction: 'up',
      amount: '100',
      durationSec: 60,
      mode: 'real',
    });
    expect(placed.body.code, JSON.stringify(placed.body)).toBe(0);
    const orders = await api(env.t, support).get(`/api/admin/users/${u.userId}/orders?status=open`);
    expect(orders.body.data).toMatchObject({ total: 1, items: [{ id: placed.body.data.id, status: 'open' }] });
    expect((await api(env.t, support).get(`/api/admin/users/${u.userId}/orders?mode=demo`)).body.data.total).toBe(0);
    // demo money is shown apart from real money
    const demo = await u.a.post('/api/fast/order', {
      productId: product?.id,
      direction: 'down',
      amount: '10',
      durationSec: 60,
      mode: 'demo',
    });
    expect(demo.body.code, JSON.stringify(demo.body)).toBe(0);
    const after = (await api(env.t, support).get(`/api/admin/users/${u.userId}`)).body.data.balances;
    expect(after.demo.rows).toContainEqual(expect.objectContaining({ currency: 'USDT', position: '10.000000' }));
    expect(after.real.rows).toContainEqual(expect.objectContaining({ currency: 'USDT', available: '150.000000', position: '100.000000' }));
    const demoFlow = (await api(env.t, support).get(`/api/admin/users/${u.userId}/flow?mode=demo`)).body.data.items as { type: string }[];
    expect(demoFlow.map((e) => e.type)).toEqual(['fast_stake', 'demo_grant']);

    expect((await staffGet('/api/admin/users/999999')).status).toBe(404);
    expect((await staffGet('/api/admin/users/999999/flow')).status).toBe(404);
  });

  it('the login history records success, failure and locked, newest first, with address and browser', async () => {
    const email = uniqueEmail('history');
    const u = await registerAndLogin(env.t, { type: 'email', email });
    const account = { type: 'email' as const, email };
    for (let i = 0; i < 6; i++) await loginAttempt(account, 'wrong-password-9', '203.0.113.50');
    const ok = await loginAttempt(account, PASSWORD, '203.0.113.51');
    expect(ok.body.code).toBe(0);
    // an unknown account leaves nothing anywhere
    await loginAttempt({ type: 'email', email: uniqueEmail('nobody') }, PASSWORD, '203.0.113.52');
    const res = await staffGet(`/api/admin/users/${u.userId}/logins?pageSize=100`);
    const events = res.body.data.items as { result: string; ip: string; userAgent: string }[];
    // registerAndLogin's success, 4 failures, the 5th used the lock's last slot, the 6th refused, then success
    expect(events.map((e) => e.result)).toEqual(['success', 'locked', 'locked', 'failure', 'failure', 'failure', 'failure', 'success']);
    expect(events[0]).toMatchObject({ ip: '203.0.113.51', userAgent: 'TestBrowser/1.0' });
    expect(res.body.data.total).toBe(8);
  });
});

describe('actions', () => {
  it('sign out everywhere ends every session now and is audited; support may not', async () => {
    const u = await registerAndLogin(env.t);
    const second = await registerAndLogin(env.t).then(() => null);
    expect(second).toBeNull();
    expect((await api(env.t, u.token).get('/api/user/info')).body.code).toBe(0);
    const support = await staffSession(env.t, 'support');
    expect((await api(env.t, support).post(`/api/admin/users/${u.userId}/sign-out`)).status).toBe(403);
    expect((await api(env.t, u.token).get('/api/user/info')).body.code).toBe(0);
    const compliance = await staffSession(env.t, 'compliance');
    const out = await api(env.t, compliance).post(`/api/admin/users/${u.userId}/sign-out`);
    expect(out.body.data).toEqual({ revoked: 1 });
    expect((await api(env.t, u.token).get('/api/user/info')).body.code).toBe(-99);
    expect((await staffGet(`/api/admin/users/${u.userId}`)).body.data.sessions).toEqual([]);
    const audit = await api(env.t, env.staff).get(`/api/admin/audit?action=user.sign-out&targetId=${u.userId}`);
    expect(audit.body.data.items).toEqual([expect.objectContaining({ action: 'user.sign-out', after: '{"revokedSessions":1}' })]);
    expect((await api(env.t, compliance).post('/api/admin/users/999999/sign-out')).status).toBe(404);
  });

  it('freeze shows in the detail and refuses the login (a failure in the history)', async () => {
    const email = uniqueEmail('frozen');
    const u = await registerAndLogin(env.t, { type: 'email', email });
    const compliance = await staffSession(env.t, 'compliance');
    expect((await api(env.t, compliance).post(`/api/admin/users/${u.userId}/freeze`)).body.data.status).toBe('frozen');
    expect((await staffGet(`/api/admin/users/${u.userId}`)).body.data.profile.status).toBe('frozen');
    expect((await loginAttempt({ type: 'email', email }, PASSWORD, '203.0.113.60')).body.code).toBe(2005);
    expect((await staffGet(`/api/admin/users/${u.userId}/logins`)).body.data.items[0].result).toBe('failure');
  });
});
