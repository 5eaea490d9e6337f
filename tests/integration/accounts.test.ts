// Registration, verification codes, login with lockout, logout, password recovery and
// change, staff freeze. Time moves with the injected clock; nothing sleeps.
import { describe, expect, it } from 'vitest';
import { PLATFORM_EMAIL } from '../../prisma/seed.ts';
import { AUTH_POLICY } from '../../server/modules/auth/service.ts';
import { APP_KEY } from '../helpers/app.ts';
import { type AccountInput, accountsTestApp, nextIp, PASSWORD, uniqueEmail } from '../helpers/accounts.ts';
import { staffSession } from '../helpers/staff.ts';

const env = accountsTestApp();
const { post, register, login, registerAndLogin, sendCode, readCode } = env;

const me = (token: string) => env.t.api.get('/api/user/info').set('AppKey', APP_KEY).set('Authorization', token);
const userCount = () => (env.t.app.ctx.sqlite.prepare('SELECT COUNT(*) AS n FROM "User"').get() as { n: number }).n;

/** Sends `limit` requests and one more; returns the code of the last answer. */
async function answerPastLimit(limit: number, send: () => Promise<{ body: { code: number } }>) {
  for (let i = 0; i < limit; i++) await send();
  return (await send()).body.code;
}

let phoneSeq = 13800000000;
const phone = (): AccountInput => ({ type: 'phone', areaCode: '86', phone: String(++phoneSeq) });

describe('registration', () => {
  it('registers by phone with an area code and logs in by phone', async () => {
    const account = phone();
    const r = await register(account);
    const { user, token } = await login(account);
    expect(user).toMatchObject({ userId: r.userId, areaCode: '86', phone: (account as { phone: string }).phone, email: null });
    expect(user.account).toBe(`+86 ${(account as { phone: string }).phone}`);
    expect((await me(token)).body.data.userId).toBe(r.userId);
  });

  it('registers by e-mail (case-insensitive) and logs in by e-mail', async () => {
    const email = uniqueEmail('Mixed');
    const r = await register({ type: 'email', email });
    expect((await login({ type: 'email', email: email.toUpperCase() })).user.userId).toBe(r.userId);
  });

  it('links the inviter from an invitation code, or the platform default', async () => {
    const inviter = await registerAndLogin();
    const account: AccountInput = { type: 'email', email: uniqueEmail() };
    const code = await sendCode(account, 'register');
    const res = await post('/api/register', {
      ...account,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      code,
      inviteCode: inviter.user.inviteCode.toLowerCase(),
      agreement: true,
    });
    expect(res.body.code).toBe(0);
    const row = await env.t.app.ctx.prisma.user.findUnique({ where: { id: res.body.data.userId } });
    expect(row?.invitedById).toBe(inviter.userId);
    const plain = await register();
    const platform = await env.t.app.ctx.prisma.user.findUnique({ where: { email: PLATFORM_EMAIL } });
    expect((await env.t.app.ctx.prisma.user.findUnique({ where: { id: plain.userId } }))?.invitedById).toBe(platform?.id);
  });

  it('refuses an unknown invitation code, and requires one when the flag says so', async () => {
    const account: AccountInput = { type: 'email', email: uniqueEmail() };
    const code = await sendCode(account, 'register');
    const body = { ...account, password: PASSWORD, confirmPassword: PASSWORD, code, agreement: true };
    expect((await post('/api/register', { ...body, inviteCode: 'NOPE1234' })).body.code).toBe(2010);
    await env.t.app.ctx.prisma.configItem.update({ where: { identify: 'inviteCodeRequired' }, data: { configValue: 'Y' } });
    try {
      expect((await post('/api/register', body)).body.code).toBe(2009);
      expect((await post('/api/register', { ...body, inviteCode: 'PLATFORM' })).body.code).toBe(0);
    } finally {
      await env.t.app.ctx.prisma.configItem.update({ where: { identify: 'inviteCodeRequired' }, data: { configValue: 'N' } });
    }
  });

  it('checks agreement, matching passwords, password format, common passwords and area code', async () => {
    const account: AccountInput = { type: 'email', email: uniqueEmail() };
    const code = await sendCode(account, 'register');
    const base = { ...account, password: PASSWORD, confirmPassword: PASSWORD, code, agreement: true };
    const before = userCount();
    const cases: [object, number][] = [
      [{ ...base, agreement: false }, 2011],
      [{ ...base, confirmPassword: 'different1' }, 2008],
      [{ ...base, password: '12345', confirmPassword: '12345' }, 2012],
      [{ ...base, password: '密码密码密码', confirmPassword: '密码密码密码' }, 2012],
      [{ ...base, password: 'x'.repeat(33), confirmPassword: 'x'.repeat(33) }, 2012],
      // a common password is refused, whatever its case (issue 33.3)
      [{ ...base, password: 'password', confirmPassword: 'password' }, 2019],
      [{ ...base, password: 'Qwerty123', confirmPassword: 'Qwerty123' }, 2019],
      [{ ...base, type: 'phone', areaCode: '999', phone: '5550001', email: undefined }, 2014],
      [{ ...base, code: '12ab56' }, 2006],
      [{ ...base, email: 'not-an-email' }, 2016],
    ];
    for (const [body, code] of cases) {
      const res = await post('/api/register', body);
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.code, JSON.stringify(res.body)).toBe(code);
      expect(res.body.msg).toBeTruthy();
    }
    expect(userCount()).toBe(before);
    // the code was not consumed by the refused attempts (none matched a wrong code 5 times)
    expect((await post('/api/register', base)).body.code).toBe(0);
  });

  it('refuses a second registration of the same account (the code request is answered as usual, but no code is sent)', async () => {
    const r = await register();
    env.t.clock.advance(AUTH_POLICY.codePerTarget.windowMs);
    expect((await post('/api/verify-code/send', { ...r.account, purpose: 'register' })).body.code).toBe(0);
    const notice = await env.t.app.ctx.prisma.outbox.findFirst({
      where: { target: (r.account as { email: string }).email },
      orderBy: { id: 'desc' },
    });
    expect(notice?.body).not.toMatch(/\b\d{6}\b/);
    const again = await post('/api/register', {
      ...r.account,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      code: '123456',
      agreement: true,
    });
    expect(again.body.code).toBe(2006);
  });
});

describe('verification codes', () => {
  it('expire', async () => {
    const account: AccountInput = { type: 'email', email: uniqueEmail() };
    const code = await sendCode(account, 'register');
    env.t.clock.advance(AUTH_POLICY.codeTtlMs + 1);
    const res = await post('/api/register', { ...account, password: PASSWORD, confirmPassword: PASSWORD, code, agreement: true });
    expect(res.body.code).toBe(2006);
  });

  it('are single use', async () => {
    const account: AccountInput = { type: 'email', email: uniqueEmail() };
    await register(account);
    env.t.clock.advance(AUTH_POLICY.codePerTarget.windowMs);
    const code = await sendCode(account, 'reset');
    const body = { ...account, code, password: 'new-pass-1', confirmPassword: 'new-pass-1' };
    const common = await post('/api/password/reset', { ...body, password: 'iloveyou', confirmPassword: 'iloveyou' });
    expect([common.body.code, common.body.msg]).toEqual([2019, expect.stringContaining('too common')]);
    expect((await post('/api/password/reset', body)).body.code).toBe(0);
    expect((await post('/api/password/reset', { ...body, password: 'new-pass-2', confirmPassword: 'new-pass-2' })).body.code).toBe(2006);
  });

  it('are burnt after too many wrong tries', async () => {
    const account: AccountInput = { type: 'email', email: uniqueEmail() };
    const code = await sendCode(account, 'register');
    const wrong = code === '000000' ? '111111' : '000000';
    const body = { ...account, password: PASSWORD, confirmPassword: PASSWORD, agreement: true };
    for (let i = 0; i < AUTH_POLICY.codeMaxAttempts; i++) {
      expect((await post('/api/register', { ...body, code: wrong })).body.code).toBe(2006);
      env.t.clock.advance(AUTH_POLICY.registerPerAccount.windowMs); // keep the per-account limit out of the way
    }
    expect((await post('/api/register', { ...body, code })).body.code).toBe(2006);
  });

  it('only the newest code is valid', async () => {
    const account: AccountInput = { type: 'email', email: uniqueEmail() };
    const first = await sendCode(account, 'register');
    env.t.clock.advance(AUTH_POLICY.codePerTarget.windowMs);
    const second = await sendCode(account, 'register');
    const body = { ...account, password: PASSWORD, confirmPassword: PASSWORD, agreement: true };
    if (first !== second) expect((await post('/api/register', { ...body, code: first })).body.code).toBe(2006);
    expect((await post('/api/register', { ...body, code: second })).body.code).toBe(0);
  });

  it('are rate limited per target, with the wait in the message', async () => {
    const account: AccountInput = { type: 'email', email: uniqueEmail() };
    await sendCode(account, 'register');
    const again = await post('/api/verify-code/send', { ...account, purpose: 'register' });
    expect(again.status).toBe(429);
    expect(again.body.code).toBe(2007);
    expect(again.body.msg).toMatch(/60 seconds/);
    expect(again.headers['retry-after']).toBe('60');
    env.t.clock.advance(AUTH_POLICY.codePerTarget.windowMs);
    expect((await post('/api/verify-code/send', { ...account, purpose: 'register' })).body.code).toBe(0);
  });

  it('are rate limited per IP', async () => {
    const ip = nextIp();
    const send = () => post('/api/verify-code/send', { type: 'email', email: uniqueEmail(), purpose: 'register' }, ip);
    expect(await answerPastLimit(AUTH_POLICY.codePerIp.limit, send)).toBe(1003);
  });

  it('reach the outbox in the requested language', async () => {
    const account: AccountInput = { type: 'email', email: uniqueEmail() };
    await env.t.api
      .post('/api/verify-code/send')
      .set('AppKey', APP_KEY)
      .set('Accept-Language', 'zh-CN')
      .set('X-Forwarded-For', nextIp())
      .send({ ...account, purpose: 'register' });
    const rows = await env.t.app.ctx.prisma.outbox.findMany({ where: { target: (account as { email: string }).email } });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.channel).toBe('email');
    expect(rows[0]?.body).toMatch(/验证码/);
    expect(await readCode(account)).toMatch(/^\d{6}$/);
    // only the hash is stored
    const stored = await env.t.app.ctx.prisma.verificationCode.findMany({ where: { target: (account as { email: string }).email } });
    expect(stored[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('login', () => {
  it('refuses a wrong password and an unknown account with the same message', async () => {
    const r = await register();
    const wrong = await post('/api/login', { ...r.account, password: 'wrong-password' });
    const unknown = await post('/api/login', { type: 'email', email: uniqueEmail(), password: 'whatever1' });
    expect(wrong.body).toMatchObject({ code: 2001, msg: 'Wrong account or password' });
    expect(unknown.body).toMatchObject({ code: 2001, msg: 'Wrong account or password' });
    expect(wrong.headers.authorization).toBeUndefined();
  });

  it(`locks the account for a client after ${AUTH_POLICY.lockAfterFailures} failures, until the lock expires`, async () => {
    const r = await register();
    const ip = nextIp(); // the lock is per (account, client): see tests/integration/lockout.test.ts
    for (let i = 1; i < AUTH_POLICY.lockAfterFailures; i++) {
      expect((await post('/api/login', { ...r.account, password: 'wrong-password' }, ip)).body.code).toBe(2001);
    }
    const locked = await post('/api/login', { ...r.account, password: 'wrong-password' }, ip);
    expect(locked.status).toBe(423);
    expect(locked.body).toMatchObject({ code: 2002, msg: expect.stringContaining('15 minutes') });
    // even the right password is refused while locked
    expect((await post('/api/login', { ...r.account, password: PASSWORD }, ip)).body.code).toBe(2002);
    env.t.clock.advance(AUTH_POLICY.lockMs + 1000);
    expect((await post('/api/login', { ...r.account, password: PASSWORD }, ip)).body.code).toBe(0);
  });

  it('a success resets the failure count', async () => {
    const r = await register();
    for (let i = 1; i < AUTH_POLICY.lockAfterFailures; i++) await post('/api/login', { ...r.account, password: 'wrong-password' });
    await login(r.account);
    expect((await post('/api/login', { ...r.account, password: 'wrong-password' })).body.code).toBe(2001);
  });

  it('limits attempts per IP', async () => {
    const ip = nextIp();
    const attempt = () => post('/api/login', { type: 'email', email: uniqueEmail(), password: 'whatever1' }, ip);
    expect(await answerPastLimit(AUTH_POLICY.loginPerIp.limit, attempt)).toBe(1003);
    env.t.clock.advance(AUTH_POLICY.loginPerIp.windowMs);
    expect((await attempt()).body.code).toBe(2001);
  });

  it('limits attempts per account across IPs', async () => {
    const r = await register();
    // successful logins count too: this limit is about request volume
    const attempt = () => post('/api/login', { ...r.account, password: PASSWORD });
    expect(await answerPastLimit(AUTH_POLICY.loginPerAccount.limit, attempt)).toBe(1003);
  });
});

describe('sessions end', () => {
  it('at logout', async () => {
    const { token } = await registerAndLogin();
    expect((await me(token)).body.code).toBe(0);
    expect((await env.t.api.post('/api/logout').set('AppKey', APP_KEY).set('Authorization', token)).body.code).toBe(0);
    const after = await me(token);
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(-99);
  });

  it('at a password change (every session), and the new password works', async () => {
    const r = await registerAndLogin();
    const second = await login(r.account);
    const wrongOld = await env.t.api
      .post('/api/user/password')
      .set('AppKey', APP_KEY)
      .set('Authorization', r.token)
      .send({ oldPassword: 'not-it-123', password: 'brand-new-1', confirmPassword: 'brand-new-1' });
    expect(wrongOld.body.code).toBe(2013);
    const same = await env.t.api
      .post('/api/user/password')
      .set('AppKey', APP_KEY)
      .set('Authorization', r.token)
      .send({ oldPassword: PASSWORD, password: PASSWORD, confirmPassword: PASSWORD });
    expect(same.body.code).toBe(2017);
    const common = await env.t.api
      .post('/api/user/password')
      .set('AppKey', APP_KEY)
      .set('Authorization', r.token)
      .send({ oldPassword: PASSWORD, password: 'password', confirmPassword: 'password' });
    expect(common.body.code).toBe(2019);
    const res = await env.t.api
      .post('/api/user/password')
      .set('AppKey', APP_KEY)
      .set('Authorization', r.token)
      .send({ oldPassword: PASSWORD, password: 'brand-new-1', confirmPassword: 'brand-new-1' });
    expect(res.body.code).toBe(0);
    expect((await me(r.token)).body.code).toBe(-99);
    expect((await me(second.token)).body.code).toBe(-99);
    expect((await post('/api/login', { ...r.account, password: PASSWORD })).body.code).toBe(2001);
    await login(r.account, 'brand-new-1');
    const row = await env.t.app.ctx.prisma.user.findUnique({ where: { id: r.userId } });
    expect(row?.passwordChangedAt?.getTime()).toBe(env.t.clock.now());
  });

  it('at a password reset by code', async () => {
    const r = await registerAndLogin();
    env.t.clock.advance(AUTH_POLICY.codePerTarget.windowMs);
    const code = await sendCode(r.account, 'reset');
    expect(
      (await post('/api/password/reset', { ...r.account, code, password: 'reset-pass-1', confirmPassword: 'reset-pass-2' })).body.code,
    ).toBe(2008);
    expect(
      (await post('/api/password/reset', { ...r.account, code, password: 'reset-pass-1', confirmPassword: 'reset-pass-1' })).body.code,
    ).toBe(0);
    expect((await me(r.token)).body.code).toBe(-99);
    await login(r.account, 'reset-pass-1');
  });

  it('reset codes are only sent to registered accounts (an unknown one gets a notice, and the same answer)', async () => {
    const email = uniqueEmail();
    const res = await post('/api/verify-code/send', { type: 'email', email, purpose: 'reset' });
    expect(res.body.code).toBe(0);
    const notice = await env.t.app.ctx.prisma.outbox.findFirst({ where: { target: email } });
    expect(notice?.body).not.toMatch(/\b\d{6}\b/);
  });

  it('when staff freeze the account; a frozen account cannot log in', async () => {
    const r = await registerAndLogin();
    const admin = { token: await staffSession(env.t, 'compliance') };
    // ordinary users are not staff
    const other = await registerAndLogin();
    const forbidden = await env.t.api.post(`/api/admin/users/${other.userId}/freeze`).set('AppKey', APP_KEY).set('Authorization', r.token);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe(1006);

    const frozen = await env.t.api.post(`/api/admin/users/${r.userId}/freeze`).set('AppKey', APP_KEY).set('Authorization', admin.token);
    expect(frozen.body).toMatchObject({ code: 0, data: { status: 'frozen' } });
    expect((await me(r.token)).body.code).toBe(-99);
    expect((await post('/api/login', { ...r.account, password: PASSWORD })).body.code).toBe(2005);

    await env.t.api.post(`/api/admin/users/${r.userId}/unfreeze`).set('AppKey', APP_KEY).set('Authorization', admin.token);
    await login(r.account);
    const none = await env.t.api.post('/api/admin/users/999999/freeze').set('AppKey', APP_KEY).set('Authorization', admin.token);
    expect(none.body.code).toBe(404);
  });
});
