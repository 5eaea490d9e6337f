// API keys in the security centre and signed requests to the Binance-compatible API (issue 39):
// created, listed, revoked; a request is answered only when its key is active, from an allowed
// IP, on its own wallet's base, with the permission, a fresh timestamp and the right signature;
// refusals in Binance's shape; keys end with a freeze, a cancellation, a password reset; no
// withdrawal by key. Request weights: X-MBX-USED-WEIGHT-1M, 429 then 418.
import { describe, expect, it } from 'vitest';
import { AUTH_POLICY } from '../../../server/modules/auth/service.ts';
import { login, registerAndLogin, sendCode } from '../../helpers/accounts.ts';
import { APP_KEY } from '../../helpers/app.ts';
import { createKey, publicCall, signed } from '../../helpers/binance.ts';
import { api, fundsTestApp, readyToWithdraw, SECURITY_PASSWORD, withTwoFactor } from '../../helpers/funds.ts';
import { reconcile } from '../../../server/ledger/reconcile.ts';
import { totpCode } from '../../../server/lib/totp.ts';

const env = fundsTestApp();

/** A user with a withdrawal password (a real key needs it). */
async function keyOwner() {
  return readyToWithdraw(env.t, env.staff, '100');
}

const refusal = (res: { status: number; body: { code: number; msg: string } }, status: number, code: number) => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.code, JSON.stringify(res.body)).toBe(code);
  expect(typeof res.body.msg).toBe('string');
  expect(Object.keys(res.body).sort()).toEqual(['code', 'msg']);
};

describe('API keys (the security centre)', () => {
  it('a key is created with its secret shown once, listed without it, and revoked', async () => {
    const u = await keyOwner();
    const created = await u.a.post('/api/user/api-keys', {
      label: 'grid bot',
      permissions: ['spot'],
      mode: 'real',
      ipAllowList: ['203.0.113.0/24', ' 198.51.100.7 '],
      securityPassword: SECURITY_PASSWORD,
    });
    expect(created.body.code, JSON.stringify(created.body)).toBe(0);
    const key = created.body.data;
    expect(key).toMatchObject({ label: 'grid bot', mode: 'real', permissions: ['read', 'spot'], status: 'active' });
    expect(key.ipAllowList).toEqual(['203.0.113.0/24', '198.51.100.7']);
    expect(key.apiKey).toMatch(/^[A-Za-z0-9]{64}$/);
    expect(key.secret).toMatch(/^[A-Za-z0-9]{64}$/);
    // stored sealed: the secret is nowhere in the database as text
    const row = env.t.app.ctx.sqlite.prepare('SELECT secretSealed FROM "ApiKey" WHERE id = ?').get(key.id) as { secretSealed: string };
    expect(row.secretSealed).not.toContain(key.secret);
    const list = await u.a.get('/api/user/api-keys');
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).not.toHaveProperty('secret');
    expect(list.body.data[0].apiKey).toBe(key.apiKey);
    // another user cannot revoke it
    const other = await registerAndLogin(env.t);
    expect((await api(env.t, other.token).post(`/api/user/api-keys/${key.id}/revoke`)).body.code).toBe(404);
    const revoked = await u.a.post(`/api/user/api-keys/${key.id}/revoke`);
    expect(revoked.body.data).toMatchObject({ status: 'revoked', revokeNote: 'user' });
  });

  it('a real-wallet key needs the withdrawal password, and the authenticator code with two-factor on; a demo key neither', async () => {
    const u = await keyOwner();
    const noPassword = await u.a.post('/api/user/api-keys', { label: 'x', permissions: ['spot'], mode: 'real' });
    expect(noPassword.body.code).toBe(7004);
    const wrong = await u.a.post('/api/user/api-keys', { label: 'x', permissions: ['spot'], mode: 'real', securityPassword: '975310' });
    expect(wrong.body.code).not.toBe(0);
    const { secret } = await withTwoFactor(u);
    const noCode = await u.a.post('/api/user/api-keys', {
      label: 'x',
      permissions: ['spot'],
      mode: 'real',
      securityPassword: SECURITY_PASSWORD,
    });
    expect(noCode.body.code).not.toBe(0);
    const withCode = await u.a.post('/api/user/api-keys', {
      label: 'x',
      permissions: ['spot'],
      mode: 'real',
      securityPassword: SECURITY_PASSWORD,
      twoFactorCode: totpCode(secret, env.t.clock.now()),
    });
    expect(withCode.body.code, JSON.stringify(withCode.body)).toBe(0);
    const demo = await u.a.post('/api/user/api-keys', { label: 'y', permissions: ['spot'], mode: 'demo' });
    expect(demo.body.code, JSON.stringify(demo.body)).toBe(0);
  });

  it('bad input is refused with its own message and creates nothing', async () => {
    const u = await keyOwner();
    const cases: [object, number][] = [
      [{ label: '', permissions: [], mode: 'demo' }, 7002],
      [{ label: 'x', permissions: ['withdraw'], mode: 'demo' }, 7000],
      [{ label: 'x', permissions: [], mode: 'demo', ipAllowList: ['300.1.2.3'] }, 7001],
      [{ label: 'x', permissions: [], mode: 'demo', ipAllowList: ['10.0.0.0/40'] }, 7001],
    ];
    for (const [body, code] of cases) {
      const res = await u.a.post('/api/user/api-keys', body);
      expect(res.body.code, JSON.stringify([body, res.body])).toBe(code);
      expect(res.body.msg.length).toBeGreaterThan(10);
    }
    expect((await u.a.get('/api/user/api-keys')).body.data).toEqual([]);
  });
});

describe('signed requests', () => {
  it('the right signature is answered, in the query string or the form body', async () => {
    const u = await keyOwner();
    const key = await createKey(u.a, { mode: 'real' });
    const q = await signed(env.t, key, 'GET', '/account');
    expect(q.status, JSON.stringify(q.body)).toBe(200);
    expect(q.body.accountType).toBe('SPOT');
    expect(q.body.canWithdraw).toBe(false);
    expect(q.body.balances.find((b: { asset: string }) => b.asset === 'USDT')).toEqual({
      asset: 'USDT',
      free: '100.000000',
      locked: '0.000000',
    });
    expect(q.headers['x-mbx-used-weight-1m']).toBeDefined();
    // last use recorded
    const listed = (await u.a.get('/api/user/api-keys')).body.data[0];
    expect(listed.lastUsedAt).toBe(env.t.clock.now());
  });

  it('refusals: wrong signature, stale or future timestamp, unknown, malformed or revoked key, another wallet, missing permission, IP outside the allow-list', async () => {
    const u = await keyOwner();
    const key = await createKey(u.a, { mode: 'real', permissions: [], ipAllowList: ['203.0.113.0/24'] });
    const ip = '203.0.113.9';
    expect((await signed(env.t, key, 'GET', '/account', {}, { ip })).status).toBe(200);
    refusal(await signed(env.t, key, 'GET', '/account', {}, { ip, secret: 'x'.repeat(64) }), 400, -1022);
    refusal(await signed(env.t, key, 'GET', '/account', {}, { ip, timestamp: env.t.clock.now() - 6000 }), 400, -1021);
    expect((await signed(env.t, key, 'GET', '/account', {}, { ip, timestamp: env.t.clock.now() - 6000, recvWindow: 10_000 })).status).toBe(
      200,
    );
    refusal(await signed(env.t, key, 'GET', '/account', {}, { ip, timestamp: env.t.clock.now() + 1500 }), 400, -1021);
    refusal(await signed(env.t, key, 'GET', '/account', {}, { ip, recvWindow: 70_000 }), 400, -1131);
    refusal(await signed(env.t, key, 'GET', '/account', {}, { ip: '198.51.100.1' }), 401, -2015);
    refusal(await signed(env.t, { ...key, apiKey: 'A'.repeat(64) }, 'GET', '/account', {}, { ip }), 401, -2015);
    refusal(await signed(env.t, { ...key, apiKey: 'short' }, 'GET', '/account', {}, { ip }), 401, -2014);
    // a real key on the demo base
    refusal(await signed(env.t, key, 'GET', '/account', {}, { ip, base: '/demo/api/v3' }), 401, -2015);
    // no signature, no timestamp
    refusal(await env.t.api.get('/api/v3/account').set('X-MBX-APIKEY', key.apiKey).set('X-Forwarded-For', ip), 400, -1102);
    await u.a.post(`/api/user/api-keys/${key.id}/revoke`);
    refusal(await signed(env.t, key, 'GET', '/account', {}, { ip }), 401, -2015);
  });

  it('a demo key is refused on the real wallet, and answers on the demo one', async () => {
    const u = await keyOwner();
    const key = await createKey(u.a, { mode: 'demo' });
    const onReal = await signed(env.t, key, 'GET', '/account', {}, { base: '/api/v3' });
    refusal(onReal, 401, -2015);
    expect(onReal.body.msg).toContain('/demo/api/v3');
    const onDemo = await signed(env.t, key, 'GET', '/account');
    expect(onDemo.status, JSON.stringify(onDemo.body)).toBe(200);
    // the demo wallet, not the real one's 100 USDT
    expect(onDemo.body.balances.find((b: { asset: string }) => b.asset === 'USDT')?.free).not.toBe('100.000000');
  });

  it('keys end when the account is frozen (unfreezing does not bring them back), its password reset, or it is cancelled', async () => {
    const frozen = await keyOwner();
    const k1 = await createKey(frozen.a);
    expect((await api(env.t, env.staff).post(`/api/admin/users/${frozen.userId}/freeze`, {})).body.code).toBe(0);
    refusal(await signed(env.t, k1, 'GET', '/account'), 401, -2015);
    const noteOf = (id: number) =>
      (env.t.app.ctx.sqlite.prepare('SELECT revokeNote FROM "ApiKey" WHERE id = ?').get(id) as { revokeNote: string }).revokeNote;
    expect(noteOf(k1.id)).toBe('frozen');
    expect((await api(env.t, env.staff).post(`/api/admin/users/${frozen.userId}/unfreeze`, {})).body.code).toBe(0);
    refusal(await signed(env.t, k1, 'GET', '/account'), 401, -2015);

    const reset = await keyOwner();
    const k2 = await createKey(reset.a);
    expect((await signed(env.t, k2, 'GET', '/account')).status).toBe(200);
    env.t.clock.advance(AUTH_POLICY.codePerTarget.windowMs);
    const code = await sendCode(env.t, reset.account, 'reset');
    const done = await env.t.api
      .post('/api/password/reset')
      .set('AppKey', APP_KEY)
      .send({ ...reset.account, code, password: 'after-reset-1', confirmPassword: 'after-reset-1' });
    expect(done.body.code, JSON.stringify(done.body)).toBe(0);
    refusal(await signed(env.t, k2, 'GET', '/account'), 401, -2015);
    expect(noteOf(k2.id)).toBe('password-reset');

    // an account with nothing left in it is cancelled: its keys end with it
    const leaving = await registerAndLogin(env.t);
    const a = api(env.t, leaving.token);
    const k3 = await createKey(a);
    const cancelled = await a.post('/api/user/cancellation', { password: 'secret-pass1', confirm: true });
    expect(cancelled.body.code, JSON.stringify(cancelled.body)).toBe(0);
    refusal(await signed(env.t, k3, 'GET', '/account'), 401, -2015);
    expect(noteOf(k3.id)).toBe('cancelled');
    expect(await login(env.t, reset.account, 'after-reset-1')).toBeDefined();
  });

  it('reconcile finds an active key left on an account that is no longer active', async () => {
    const u = await keyOwner();
    const key = await createKey(u.a);
    const db = env.t.app.ctx.sqlite;
    // as a write that froze the account without ending its keys would leave it
    db.prepare('UPDATE "User" SET status = ? WHERE id = ?').run('frozen', u.userId);
    expect(reconcile(env.t.app.ctx.flow).filter((d) => d.check === 'api-keys')).toEqual([
      { check: 'api-keys', detail: `active key of an account that is not active: key:${key.id}` },
    ]);
    // refused all the same, whatever its row says
    refusal(await signed(env.t, key, 'GET', '/account'), 401, -2015);
    db.prepare('UPDATE "User" SET status = ? WHERE id = ?').run('active', u.userId);
  });

  it('no withdrawal by key, on either base, whatever is sent', async () => {
    const u = await keyOwner();
    const key = await createKey(u.a, { mode: 'real', permissions: ['spot', 'contract', 'fast'] });
    for (const base of ['/sapi/v1', '/demo/sapi/v1']) {
      const res = await signed(
        env.t,
        key,
        'POST',
        '/capital/withdraw/apply',
        { coin: 'USDT', network: 'TRX', address: 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb', amount: '10' },
        { base, inBody: true },
      );
      refusal(res, 401, -2015);
    }
    expect(env.t.app.ctx.sqlite.prepare('SELECT COUNT(*) AS n FROM "Withdrawal" WHERE userId = ?').get(u.userId)).toEqual({ n: 0 });
  });
});

describe('request weights', () => {
  it('X-MBX-USED-WEIGHT-1M counts per IP; over the limit 429 with Retry-After, and an IP that keeps sending is banned (418)', async () => {
    const ip = '192.0.2.77';
    const first = await publicCall(env.t, '/ping').set('X-Forwarded-For', ip);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({});
    expect(first.headers['x-mbx-used-weight-1m']).toBe('1');
    const time = await publicCall(env.t, '/time').set('X-Forwarded-For', ip);
    expect(time.body).toEqual({ serverTime: env.t.clock.now() });
    expect(time.headers['x-mbx-used-weight-1m']).toBe('2');
    // the withdrawal endpoint weighs 600 (as Binance's): ten of them spend the minute's 6000
    const heavy = () => env.t.api.post('/sapi/v1/capital/withdraw/apply').set('X-Forwarded-For', ip);
    for (let i = 0; i < 9; i++) expect((await heavy()).headers['x-mbx-used-weight-1m']).toBe(String(2 + 600 * (i + 1)));
    const over = await heavy();
    refusal(over, 429, -1003);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    refusal(await publicCall(env.t, '/ping').set('X-Forwarded-For', ip), 429, -1003);
    // another address is not limited
    expect((await publicCall(env.t, '/ping').set('X-Forwarded-For', '192.0.2.78')).status).toBe(200);
    let last = over;
    for (let i = 0; i < 25 && last.status !== 418; i++) last = await publicCall(env.t, '/ping').set('X-Forwarded-For', ip);
    refusal(last, 418, -1003);
    // the minute passes, the ban does not (2 minutes)
    env.t.clock.advance(61_000);
    refusal(await publicCall(env.t, '/ping').set('X-Forwarded-For', ip), 418, -1003);
    env.t.clock.advance(60_000);
    expect((await publicCall(env.t, '/ping').set('X-Forwarded-For', ip)).status).toBe(200);
  });

  it('an unknown endpoint and a JSON body are refused in Binance’s shape', async () => {
    refusal(await env.t.api.get('/api/v3/nothing-here'), 404, -1000);
    refusal(await env.t.api.get('/demo/api/v3/nothing-here'), 404, -1000);
    const u = await keyOwner();
    const key = await createKey(u.a, { mode: 'real' });
    const json = await env.t.api.post('/api/v3/account').set('X-MBX-APIKEY', key.apiKey).send({ timestamp: env.t.clock.now() });
    expect(json.status).toBeGreaterThanOrEqual(400);
    expect(json.status).toBeLessThan(500);
    expect(typeof json.body.code).toBe('number');
  });
});
