// The security centre (issue 17.2, decision 044): two-factor enrolment, the login's second
// step with a code or a recovery code, replayed codes, code guessing locked out, the code
// before a withdrawal, the session list with remote sign-out, the login history, the
// anti-phishing code in sent texts and messages, the withdrawal bar after a password change.
// Every authenticator code is computed at the app's (manual) clock time.
import { describe, expect, it } from 'vitest';
import { TOTP_PERIOD_MS, totpCode } from '../../server/lib/totp.ts';
import { TWO_FACTOR_POLICY } from '../../server/modules/security/two-factor.ts';
import { WITHDRAW_BAR_MS } from '../../server/modules/funds/withdrawals/service.ts';
import { LAST_USED_RESOLUTION_MS } from '../../server/modules/auth/tokens.ts';
import { deviceOf } from '../../shared/user-agent.ts';
import { type AccountInput, login, nextIp, PASSWORD, registerAndLogin, target } from '../helpers/accounts.ts';
import { APP_KEY, type TestApp } from '../helpers/app.ts';
import { api, confirmedWithdraw, fundsTestApp, readyToWithdraw, SECURITY_PASSWORD, TRC20 } from '../helpers/funds.ts';

const env = fundsTestApp();

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const now = () => env.t.clock.now();
/** The authenticator's code now (the app's clock). */
const codeNow = (secret: string) => totpCode(secret, now());
/** Moves to the next 30-second step, so the authenticator shows a code not used yet. */
const nextStep = () => env.t.clock.advance(TOTP_PERIOD_MS);

function postLogin(t: TestApp, account: AccountInput, password = PASSWORD, userAgent = CHROME_WINDOWS) {
  return t.api
    .post('/api/login')
    .set('AppKey', APP_KEY)
    .set('X-Forwarded-For', nextIp())
    .set('User-Agent', userAgent)
    .send({ ...account, password });
}

function secondStep(t: TestApp, challenge: string, code: string) {
  return t.api
    .post('/api/login/two-factor')
    .set('AppKey', APP_KEY)
    .set('X-Forwarded-For', nextIp())
    .set('User-Agent', CHROME_WINDOWS)
    .send({ challenge, code });
}

/** A user with two-factor on: its secret and recovery codes. */
async function enrolled() {
  const u = await registerAndLogin(env.t);
  const a = api(env.t, u.token);
  const setup = await a.post('/api/user/security/two-factor/setup');
  expect(setup.body.code, JSON.stringify(setup.body)).toBe(0);
  const secret: string = setup.body.data.secret;
  const confirm = await a.post('/api/user/security/two-factor/confirm', { code: codeNow(secret) });
  expect(confirm.body.code, JSON.stringify(confirm.body)).toBe(0);
  nextStep();
  return { ...u, a, secret, recoveryCodes: confirm.body.data.recoveryCodes as string[] };
}

/** Logs in with two-factor on: the password, then `code`; the token. */
async function loginWithCode(account: AccountInput, code: string) {
  const first = await postLogin(env.t, account);
  expect(first.body.code).toBe(0);
  const res = await secondStep(env.t, first.body.data.twoFactor.challenge, code);
  return { res, token: res.headers.authorization as string | undefined };
}

describe('two-factor enrolment', () => {
  it('shows a secret and its otpauth URI, keeps it only when a code from it confirms, and gives 10 recovery codes once', async () => {
    const u = await registerAndLogin(env.t);
    const a = api(env.t, u.token);
    const enabledFor: number[] = [];
    env.t.app.services.securityHooks.onTwoFactorEnabled.push((userId) => enabledFor.push(userId));

    expect((await a.get('/api/user/security')).body.data.twoFactor).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
    const setup = await a.post('/api/user/security/two-factor/setup');
    const { secret, otpauthUri } = setup.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(decodeURIComponent(uri.pathname)).toContain(target(u.account));

    // a wrong code does not turn it on
    const wrong = await a.post('/api/user/security/two-factor/confirm', { code: codeNow(secret) === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe(6002);
    expect((await a.get('/api/user/security')).body.data.twoFactor.enabled).toBe(false);

    const confirm = await a.post('/api/user/security/two-factor/confirm', { code: codeNow(secret) });
    expect(confirm.body.code).toBe(0);
    const codes: string[] = confirm.body.data.recoveryCodes;
    expect(codes).toHaveLength(10);
    for (const c of codes) expect(c).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    expect(new Set(codes).size).toBe(10);
    expect(enabledFor).toEqual([u.userId]);

    const overview = (await a.get('/api/user/security')).body.data;
    expect(overview.twoFactor).toEqual({ enabled: true, enabledAt: new Date(now()).toISOString(), recoveryCodesLeft: 10 });
    // recovery codes are stored hashed: the database holds none of them
    const stored = env.t.app.ctx.sqlite.prepare('SELECT codeHash FROM "RecoveryCode" WHERE userId = ?').all(u.userId) as {
      codeHash: string;
    }[];
    expect(stored).toHaveLength(10);
    for (const { codeHash } of stored) expect(codes.map((c) => c.replace('-', ''))).not.toContain(codeHash);

    // on already: a second setup and a second confirm are refused
    expect((await a.post('/api/user/security/two-factor/setup')).body.code).toBe(6530);
    expect((await a.post('/api/user/security/two-factor/confirm', { code: codeNow(secret) })).body.code).toBe(6530);
    expect(enabledFor).toEqual([u.userId]);
  });

  it('a setup expires after its minutes; confirming with no setup started is refused', async () => {
    const u = await registerAndLogin(env.t);
    const a = api(env.t, u.token);
    expect((await a.post('/api/user/security/two-factor/confirm', { code: '123456' })).body.code).toBe(6532);
    const { secret } = (await a.post('/api/user/security/two-factor/setup')).body.data;
    env.t.clock.advance(TWO_FACTOR_POLICY.setupTtlMs);
    const late = await a.post('/api/user/security/two-factor/confirm', { code: codeNow(secret) });
    expect(late.body.code).toBe(6532);
  });

  it('bad input is a 4xx and changes nothing', async () => {
    const u = await registerAndLogin(env.t);
    const a = api(env.t, u.token);
    await a.post('/api/user/security/two-factor/setup');
    for (const code of ['12345', '1234567', 'abcdef', '', 12]) {
      const res = await a.post('/api/user/security/two-factor/confirm', { code });
      expect(res.status, String(code)).toBe(400);
    }
    expect((await a.post('/api/user/security/two-factor/disable', { code: '123456' })).body.code).toBe(6531);
    expect((await a.post('/api/user/security/anti-phishing', { code: 'ab' })).body.code).toBe(6534);
    expect((await a.post('/api/user/security/anti-phishing', { code: '<script>' })).body.code).toBe(6534);
    expect((await a.post('/api/user/security/anti-phishing', { code: 'x'.repeat(21) })).status).toBe(400);
    expect((await a.post('/api/user/sessions/..%2F..%2Fetc/sign-out')).status).toBeGreaterThanOrEqual(400);
    expect((await a.get('/api/user/security')).body.data).toMatchObject({ twoFactor: { enabled: false }, antiPhishingCode: null });
    // visitors are not let in
    const visitor = await env.t.api.get('/api/user/security').set('AppKey', APP_KEY);
    expect(visitor.body.code).toBe(-99);
  });
});

describe('login with two-factor on', () => {
  it('the password alone gives a challenge and no token; the code opens the session', async () => {
    const u = await enrolled();
    const first = await postLogin(env.t, u.account);
    expect(first.body.code).toBe(0);
    expect(first.headers.authorization).toBeUndefined();
    expect(first.body.data.twoFactor.expiresInSeconds).toBe(TWO_FACTOR_POLICY.challengeTtlMs / 1000);
    expect(first.body.data).not.toHaveProperty('userId');

    const wrong = await secondStep(env.t, first.body.data.twoFactor.challenge, codeNow(u.secret) === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe(6002);
    expect(wrong.headers.authorization).toBeUndefined();

    const ok = await secondStep(env.t, first.body.data.twoFactor.challenge, codeNow(u.secret));
    expect(ok.body.code).toBe(0);
    expect(ok.body.data.userId).toBe(u.userId);
    const token = ok.headers.authorization as string;
    expect((await api(env.t, token).get('/api/user/info')).body.code).toBe(0);
    // the challenge is used up
    nextStep();
    expect((await secondStep(env.t, first.body.data.twoFactor.challenge, codeNow(u.secret))).body.code).toBe(6533);

    // the history shows each step
    const history = (await api(env.t, token).get('/api/user/login-history')).body.data;
    expect(history.items.slice(0, 4).map((e: { result: string }) => e.result)).toEqual(['success', 'failure', 'challenge', 'success']);
  });

  it('without two-factor, login answers the session at once', async () => {
    const u = await registerAndLogin(env.t);
    const res = await postLogin(env.t, u.account);
    expect(res.body.data.userId).toBe(u.userId);
    expect(res.headers.authorization).toBeTruthy();
  });

  it('a code is good once: replayed at another login (same step) it is refused', async () => {
    const u = await enrolled();
    const code = codeNow(u.secret);
    const first = await loginWithCode(u.account, code);
    expect(first.res.body.code).toBe(0);
    const replay = await loginWithCode(u.account, code);
    expect(replay.res.status).toBe(400);
    expect(replay.res.body.code).toBe(6003);
    expect(replay.token).toBeUndefined();
    // the next step's code works
    nextStep();
    expect((await loginWithCode(u.account, codeNow(u.secret))).res.body.code).toBe(0);
  });

  it('the previous step is still accepted (clock drift) but not once a later code was used', async () => {
    const u = await enrolled();
    const earlier = codeNow(u.secret);
    nextStep();
    const later = codeNow(u.secret);
    expect((await loginWithCode(u.account, later)).res.body.code).toBe(0);
    expect((await loginWithCode(u.account, earlier)).res.body.code).toBe(6003);
  });

  it('a recovery code logs in once, in any case and without its dash', async () => {
    const u = await enrolled();
    const [code] = u.recoveryCodes as [string];
    const loose = code.replace('-', '').toLowerCase();
    expect((await loginWithCode(u.account, loose)).res.body.code).toBe(0);
    const again = await loginWithCode(u.account, code);
    expect(again.res.body.code).toBe(6002);
    expect((await u.a.get('/api/user/security')).body.data.twoFactor.recoveryCodesLeft).toBe(9);
  });

  it('guessing codes locks the second factor after 5 wrong ones, even with a right one then', async () => {
    const u = await enrolled();
    const right = codeNow(u.secret);
    const wrongCodes = ['000000', '111111', '222222', '333333', '444444', '555555'].filter((c) => c !== right).slice(0, 5);
    const challenges: string[] = [];
    for (const code of wrongCodes) {
      const first = await postLogin(env.t, u.account);
      challenges.push(first.body.data.twoFactor.challenge);
      const res = await secondStep(env.t, first.body.data.twoFactor.challenge, code);
      expect(res.body.code).toBe(6002);
    }
    const first = await postLogin(env.t, u.account);
    const locked = await secondStep(env.t, first.body.data.twoFactor.challenge, right);
    expect(locked.status).toBe(423);
    expect(locked.body.code).toBe(2002);
    expect(locked.headers['retry-after']).toBeTruthy();
    // after the window, the right code gets in
    env.t.clock.advance(TWO_FACTOR_POLICY.codeFailures.windowMs);
    expect((await loginWithCode(u.account, codeNow(u.secret))).res.body.code).toBe(0);
  });

  it('a challenge expires after its minutes', async () => {
    const u = await enrolled();
    const first = await postLogin(env.t, u.account);
    env.t.clock.advance(TWO_FACTOR_POLICY.challengeTtlMs);
    const late = await secondStep(env.t, first.body.data.twoFactor.challenge, codeNow(u.secret));
    expect(late.body.code).toBe(6533);
    expect((await secondStep(env.t, 'A'.repeat(32), '123456')).body.code).toBe(6533);
  });

  it('turning it off needs a code; then login needs none', async () => {
    const u = await enrolled();
    expect(
      (await u.a.post('/api/user/security/two-factor/disable', { code: '000000' === codeNow(u.secret) ? '111111' : '000000' })).body.code,
    ).toBe(6002);
    expect((await u.a.post('/api/user/security/two-factor/disable', { code: codeNow(u.secret) })).body.code).toBe(0);
    expect((await u.a.get('/api/user/security')).body.data.twoFactor).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
    const res = await postLogin(env.t, u.account);
    expect(res.headers.authorization).toBeTruthy();
  });

  it('new recovery codes replace every old one', async () => {
    const u = await enrolled();
    const renewed = await u.a.post('/api/user/security/two-factor/recovery-codes', { code: codeNow(u.secret) });
    expect(renewed.body.code).toBe(0);
    expect(renewed.body.data.recoveryCodes).toHaveLength(10);
    expect((await loginWithCode(u.account, u.recoveryCodes[1] as string)).res.body.code).toBe(6002);
    expect((await loginWithCode(u.account, renewed.body.data.recoveryCodes[0])).res.body.code).toBe(0);
  });
});

describe('withdrawal with two-factor on', () => {
  it('asks for the code, refuses a wrong or replayed one, and takes a good one', async () => {
    const u = await readyToWithdraw(env.t, env.staff);
    const setup = (await u.a.post('/api/user/security/two-factor/setup')).body.data;
    expect((await u.a.post('/api/user/security/two-factor/confirm', { code: codeNow(setup.secret) })).body.code).toBe(0);
    const body = { method: 'crypto', currency: 'USDT', chain: 'TRC20', amount: '10', securityPassword: SECURITY_PASSWORD };

    const missing = await u.a.post('/api/withdraw', body);
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe(6001);
    // the enrolment's own code (same step) is used already
    expect((await u.a.post('/api/withdraw', { ...body, twoFactorCode: codeNow(setup.secret) })).body.code).toBe(6003);
    nextStep();
    const ok = await u.a.post('/api/withdraw', { ...body, twoFactorCode: codeNow(setup.secret) });
    expect(ok.body.code, JSON.stringify(ok.body)).toBe(0);
    expect(ok.body.data.destination).toBe(`TRC20 ${TRC20}`);
    // nothing was frozen by the refused ones: one withdrawal
    expect((await u.a.get('/api/withdraw/history')).body.data.items).toHaveLength(1);
  });
});

describe('sessions', () => {
  it('lists the open sessions with device, IP, created and last use, marks the current one, and signs another out at once', async () => {
    const u = await registerAndLogin(env.t);
    env.t.clock.advance(60_000);
    const phone = (await postLogin(env.t, u.account, PASSWORD, SAFARI_IPHONE)).headers.authorization as string;
    const desk = api(env.t, u.token);
    const list = (await desk.get('/api/user/sessions')).body.data as {
      id: string;
      userAgent: string;
      ip: string;
      current: boolean;
      createdAt: string;
      lastUsedAt: string;
    }[];
    expect(list).toHaveLength(2);
    const [newest, mine] = list as [(typeof list)[number], (typeof list)[number]];
    expect(mine.current).toBe(true);
    expect(newest.current).toBe(false);
    expect(deviceOf(newest.userAgent)).toEqual({ browser: 'Safari 18', os: 'iOS 18', mobile: true });
    expect(newest.ip).toMatch(/^10\./);
    expect(newest.createdAt).toBe(new Date(now()).toISOString());
    // the id names the session without being it
    expect(phone).not.toContain(newest.id);

    // signed out remotely: the phone's token stops working at once
    expect((await api(env.t, phone).get('/api/user/info')).body.code).toBe(0);
    expect((await desk.post(`/api/user/sessions/${newest.id}/sign-out`)).body.code).toBe(0);
    const after = await api(env.t, phone).get('/api/user/info');
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(-99);
    expect((await desk.get('/api/user/sessions')).body.data).toHaveLength(1);
    // already ended
    expect((await desk.post(`/api/user/sessions/${newest.id}/sign-out`)).body.code).toBe(6535);
  });

  it('another user cannot sign out my session; unknown ids are not found', async () => {
    const me = await registerAndLogin(env.t);
    const other = await registerAndLogin(env.t);
    const [mine] = (await api(env.t, me.token).get('/api/user/sessions')).body.data;
    const res = await api(env.t, other.token).post(`/api/user/sessions/${mine.id}/sign-out`);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(6535);
    expect((await api(env.t, me.token).get('/api/user/info')).body.code).toBe(0);
    expect((await api(env.t, other.token).post(`/api/user/sessions/${'x'.repeat(22)}/sign-out`)).body.code).toBe(6535);
  });

  it('signs out every other session', async () => {
    const u = await registerAndLogin(env.t);
    const second = (await login(env.t, u.account)).token;
    const third = (await login(env.t, u.account)).token;
    const res = await api(env.t, u.token).post('/api/user/sessions/sign-out-others');
    expect(res.body.data).toEqual({ revoked: 2 });
    for (const token of [second, third]) expect((await api(env.t, token).get('/api/user/info')).body.code).toBe(-99);
    expect((await api(env.t, u.token).get('/api/user/info')).body.code).toBe(0);
  });

  it('last use is written at most once a minute', async () => {
    const u = await registerAndLogin(env.t);
    const a = api(env.t, u.token);
    const lastUsed = async () => (await a.get('/api/user/sessions')).body.data[0].lastUsedAt as string;
    const created = await lastUsed();
    env.t.clock.advance(LAST_USED_RESOLUTION_MS - 1000);
    expect(await lastUsed()).toBe(created);
    env.t.clock.advance(1000);
    // a refused request writes nothing, its last use neither
    expect((await a.post('/api/user/security/anti-phishing', { code: 'x' })).status).toBe(400);
    expect(await lastUsed()).toBe(created);
    env.t.clock.advance(LAST_USED_RESOLUTION_MS);
    await a.get('/api/user/info');
    expect(await lastUsed()).toBe(new Date(now()).toISOString());
  });
});

describe('login history', () => {
  it('is the user’s own, newest first, paged', async () => {
    const u = await registerAndLogin(env.t);
    const other = await registerAndLogin(env.t);
    await postLogin(env.t, u.account, 'wrong-password-1');
    await login(env.t, u.account);
    const page = (await api(env.t, u.token).get('/api/user/login-history?pageSize=2')).body.data;
    expect(page.total).toBe(3);
    expect(page.items.map((e: { result: string }) => e.result)).toEqual(['success', 'failure']);
    const second = (await api(env.t, u.token).get('/api/user/login-history?pageSize=2&page=2')).body.data;
    expect(second.items).toHaveLength(1);
    expect((await api(env.t, other.token).get('/api/user/login-history')).body.data.total).toBe(1);
    expect((await api(env.t, u.token).get('/api/user/login-history?pageSize=1000')).status).toBe(400);
  });
});

describe('anti-phishing code', () => {
  it('is in every text sent to the user and in their own messages, in their language', async () => {
    const u = await readyToWithdraw(env.t, env.staff);
    expect((await u.a.post('/api/user/security/anti-phishing', { code: 'Blue42Fox' })).body.code).toBe(0);
    expect((await u.a.get('/api/user/security')).body.data.antiPhishingCode).toBe('Blue42Fox');

    // a verification code (withdrawal-password recovery) sent in German
    const sent = await u.a.post('/api/security-password/send-code').set('Accept-Language', 'de-DE');
    expect(sent.body.code).toBe(0);
    const outbox = await env.t.api
      .get('/api/dev/outbox')
      .query({ target: target(u.account) })
      .set('AppKey', APP_KEY);
    expect(outbox.body.data[0].body).toMatch(/\n\nAnti-Phishing-Code: Blue42Fox$/);

    // a message centre message (a withdrawal's review result) and its detail; the withdrawal's code carried the line too
    const w = await confirmedWithdraw(u, {
      method: 'crypto',
      currency: 'USDT',
      chain: 'TRC20',
      amount: '10',
      securityPassword: SECURITY_PASSWORD,
    });
    expect(w.body.code).toBe(0);
    const codeSent = await env.t.api
      .get('/api/dev/outbox')
      .query({ target: target(u.account) })
      .set('AppKey', APP_KEY);
    expect(codeSent.body.data[0].body).toMatch(/^Your withdrawal confirmation code is \d{6}\..*\n\nAnti-phishing code: Blue42Fox$/s);
    const rejected = await api(env.t, env.staff).post(`/api/admin/withdrawals/${w.body.data.id}/reject`, { reason: 'test' });
    expect(rejected.body.code, JSON.stringify(rejected.body)).toBe(0);
    const messages = (await u.a.get('/api/message')).body.data as { id: number; content: string; broadcast: boolean }[];
    const own = messages.filter((m) => !m.broadcast);
    expect(own.length).toBeGreaterThan(0);
    for (const m of own) expect(m.content).toMatch(/Anti-phishing code: Blue42Fox$/);
    const detail = await u.a.get(`/api/message/detail/${own[0]?.id}`).set('Accept-Language', 'zh-CN');
    expect(detail.body.data.content).toMatch(/防钓鱼码：Blue42Fox$/);
    // broadcasts go to everyone alike and carry no one's code
    for (const m of messages.filter((m) => m.broadcast)) expect(m.content).not.toContain('Blue42Fox');

    // removed: texts go out without it
    expect((await u.a.post('/api/user/security/anti-phishing', { code: null })).body.code).toBe(0);
    env.t.clock.advance(60_000);
    await u.a.post('/api/security-password/send-code');
    const after = await env.t.api
      .get('/api/dev/outbox')
      .query({ target: target(u.account) })
      .set('AppKey', APP_KEY);
    expect(after.body.data[0].body).not.toContain('Blue42Fox');
  });

  it('reaches texts sent to a phone account, and not other people’s', async () => {
    const phoneAccount: AccountInput = { type: 'phone', areaCode: '852', phone: String(60000000 + Math.floor(now() % 1_000_000)) };
    const u = await registerAndLogin(env.t, phoneAccount);
    await api(env.t, u.token).post('/api/user/security/anti-phishing', { code: '老虎2026' });
    await api(env.t, u.token).post('/api/security-password/send-code');
    const outbox = await env.t.api
      .get('/api/dev/outbox')
      .query({ target: target(phoneAccount) })
      .set('AppKey', APP_KEY);
    expect(outbox.body.data[0].body).toContain('Anti-phishing code: 老虎2026');
    const other = await registerAndLogin(env.t);
    await api(env.t, other.token).post('/api/security-password/send-code');
    const theirs = await env.t.api
      .get('/api/dev/outbox')
      .query({ target: target(other.account) })
      .set('AppKey', APP_KEY);
    expect(theirs.body.data[0].body).not.toContain('Anti-phishing');
  });
});

describe('login password change', () => {
  it('bars withdrawals for 24 hours, and the security centre says until when', async () => {
    const u = await readyToWithdraw(env.t, env.staff);
    const changed = await u.a.post('/api/user/password', {
      oldPassword: PASSWORD,
      password: 'changed-pass-2',
      confirmPassword: 'changed-pass-2',
    });
    expect(changed.body.code).toBe(0);
    const changedAt = now();
    // every session ended, this one too
    expect((await u.a.get('/api/user/info')).body.code).toBe(-99);
    const a = api(env.t, (await login(env.t, u.account, 'changed-pass-2')).token);
    const overview = (await a.get('/api/user/security')).body.data;
    expect(overview.passwordChangedAt).toBe(new Date(changedAt).toISOString());
    expect(overview.withdrawalsBarredUntil).toBe(new Date(changedAt + WITHDRAW_BAR_MS).toISOString());
    const body = { method: 'crypto', currency: 'USDT', chain: 'TRC20', amount: '10', securityPassword: SECURITY_PASSWORD };
    const barred = await a.post('/api/withdraw', body);
    expect(barred.body.code).toBe(4014);
    expect(barred.body.msg).toContain('after the login password is changed or reset');

    env.t.clock.advance(WITHDRAW_BAR_MS - 1);
    expect((await a.post('/api/withdraw', body)).body.code).toBe(4014);
    env.t.clock.advance(1);
    expect((await a.get('/api/user/security')).body.data.withdrawalsBarredUntil).toBeNull();
    expect((await confirmedWithdraw({ a, account: u.account }, body)).body.code).toBe(0);
  });

  it('asks for the old password and a new one of the login-password format', async () => {
    const u = await registerAndLogin(env.t);
    const a = api(env.t, u.token);
    expect((await a.post('/api/user/password', { password: 'changed-pass-2', confirmPassword: 'changed-pass-2' })).status).toBe(400);
    expect(
      (await a.post('/api/user/password', { oldPassword: 'not-it-123', password: 'changed-pass-2', confirmPassword: 'changed-pass-2' }))
        .body.code,
    ).toBe(2013);
    expect((await a.post('/api/user/password', { oldPassword: PASSWORD, password: '12345', confirmPassword: '12345' })).body.code).toBe(
      2012,
    );
    expect((await a.get('/api/user/security')).body.data.passwordChangedAt).toBeNull();
  });
});
