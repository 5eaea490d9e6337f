// Withdrawals confirmed as exchanges do (issue 38 point 4, decision 089): after the security
// password, the authenticator's code with two-factor on, else a code sent to the account's
// e-mail or phone for exactly that withdrawal (5 tries, 10 minutes, once); and the optional
// address allow-list (an address usable 24 hours after it was bound; off 24 hours after it is
// asked for). No refusal freezes anything: the ledger reconciles after every test.
import { describe, expect, it } from 'vitest';
import { totpCode, TOTP_PERIOD_MS } from '../../server/lib/totp.ts';
import { unitsOf } from '../../shared/money.ts';
import { type AccountInput, readCode } from '../helpers/accounts.ts';
import { credit } from '../helpers/spot.ts';
import {
  api,
  availableOf,
  confirmedWithdraw,
  fundedUser,
  fundsTestApp,
  readyToWithdraw,
  SECURITY_PASSWORD,
  staffToken,
  TRC20,
  withdrawalCode,
  type Withdrawer,
} from '../helpers/funds.ts';

const env = fundsTestApp();

const HOUR = 3_600_000;
const ERC20 = '0x52908400098527886E0F7030069857D2E4169EE7';
const WITHDRAW = { method: 'crypto', currency: 'USDT', chain: 'TRC20', amount: '10', securityPassword: SECURITY_PASSWORD } as const;
const BANK_CARD = {
  holder: 'Ada Lovelace',
  number: '6222000011113333',
  bankName: 'Analytical Bank',
  bankAddress: '12 St James Sq',
  currency: 'USDT',
};

type Res = { status: number; body: { code: number; msg: string; data: unknown } };

/** A refusal: its HTTP status and code, and the wallet untouched (nothing frozen, nothing requested). */
async function refused(
  u: Withdrawer & { token: string },
  res: Res,
  code: number,
  before = { available: '1000.000000', frozen: '0.000000' },
) {
  expect(res.body.code, JSON.stringify(res.body)).toBe(code);
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  expect(await availableOf(env.t, u.token)).toEqual(before);
}

/** The staff detail's record of how a withdrawal was confirmed. */
async function staffRecord(id: number) {
  const d = (await api(env.t, await staffToken(env.t)).get(`/api/admin/withdrawals/${id}`)).body.data;
  return { confirmedWith: d.confirmedWith, allowList: d.allowList };
}

/** The newest message the outbox sent to an account. */
async function lastSent(account: AccountInput) {
  const target = account.type === 'email' ? account.email.toLowerCase() : `+${account.areaCode} ${account.phone}`;
  const res = await env.t.api.get('/api/dev/outbox').query({ target }).set('AppKey', 'tradeweb');
  return res.body.data[0] as { channel: string; subject: string; body: string };
}

async function securityMessages(token: string) {
  return (await api(env.t, token).get('/api/message?group=security')).body.data as { title: string; content: string }[];
}

describe('two-factor off: a code sent to the e-mail or phone confirms', () => {
  it('is refused without the code, and with a code sent for another amount; nothing is frozen', async () => {
    const u = await readyToWithdraw(env.t, env.staff);
    const missing = await u.a.post('/api/withdraw', WITHDRAW).set('Accept-Language', 'de-DE');
    await refused(u, missing, 4150);
    expect(missing.body.msg).toBe(
      'Geben Sie den Bestätigungscode ein, der an Ihre E-Mail-Adresse oder Telefonnummer gesendet wurde (fordern Sie zuerst einen an)',
    );

    const sent = await u.a.post('/api/withdraw/code', { method: 'crypto', currency: 'USDT', chain: 'TRC20', amount: '10' });
    expect(sent.body.data).toEqual({
      channel: 'email',
      sentTo: 'u***@example.com',
      expiresInSeconds: 600,
      resendInSeconds: 60,
    });
    const message = await lastSent(u.account);
    expect(message.subject).toBe('Confirm your withdrawal');
    expect(message.body).toContain(`a withdrawal of 10.00 USDT to TRC20 ${TRC20}`);
    const code = await readCode(env.t, u.account);
    // the code for 10 USDT confirms no other amount (nor "10.00", which is 10 again: see below)
    await refused(u, await u.a.post('/api/withdraw', { ...WITHDRAW, amount: '1000', verificationCode: code }), 4151);
    expect((await u.a.get('/api/withdraw/history')).body.data.items).toEqual([]);
    // nor another destination: the same amount to the bank card
    expect((await u.a.post('/api/bank-card', { ...BANK_CARD, agreement: true })).body.code).toBe(0);
    const bank = { method: 'bank', currency: 'USDT', amount: '10', securityPassword: SECURITY_PASSWORD, verificationCode: code };
    await refused(u, await u.a.post('/api/withdraw', bank), 4151);
    // a wrong security password is refused before the code is looked at
    await refused(u, await u.a.post('/api/withdraw', { ...WITHDRAW, securityPassword: '000000', verificationCode: code }), 4012);
    // the code was tried twice of its five: it still confirms its own withdrawal
    const ok = await u.a.post('/api/withdraw', { ...WITHDRAW, amount: '10.00', verificationCode: code });
    expect(ok.body.code, JSON.stringify(ok.body)).toBe(0);
  });

  it('counts wrong codes: five void the code, the right one included; a new code works', async () => {
    const u = await readyToWithdraw(env.t, env.staff);
    const code = await withdrawalCode(u, WITHDRAW);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await u.a.post('/api/withdraw', { ...WITHDRAW, verificationCode: wrong }).set('Accept-Language', 'fr-FR');
      await refused(u, res, 4151);
      expect(res.body.msg).toMatch(/^Le code de vérification est incorrect, a expiré ou a été envoyé pour une autre demande/);
    }
    await refused(u, await u.a.post('/api/withdraw', { ...WITHDRAW, verificationCode: code }), 4151);
    const ok = await confirmedWithdraw(u, WITHDRAW);
    expect(ok.body.code, JSON.stringify(ok.body)).toBe(0);
  });

  it('takes the right code once: a replay is refused, and the staff detail says how it was confirmed', async () => {
    const u = await readyToWithdraw(env.t, env.staff);
    const code = await withdrawalCode(u, WITHDRAW);
    const ok = await u.a.post('/api/withdraw', { ...WITHDRAW, verificationCode: code });
    expect(ok.body.code, JSON.stringify(ok.body)).toBe(0);
    const after = { available: '990.000000', frozen: '10.000000' };
    await refused(u, await u.a.post('/api/withdraw', { ...WITHDRAW, verificationCode: code }), 4151, after);
    expect(await staffRecord(ok.body.data.id)).toEqual({ confirmedWith: 'email', allowList: false });
  });

  it('sent with several requests at once, confirms one withdrawal', async () => {
    const u = await readyToWithdraw(env.t, env.staff);
    const verificationCode = await withdrawalCode(u, WITHDRAW);
    const results = await Promise.all(Array.from({ length: 5 }, () => u.a.post('/api/withdraw', { ...WITHDRAW, verificationCode })));
    expect(results.map((r) => r.body.code).sort()).toEqual([0, 4151, 4151, 4151, 4151]);
    expect(await availableOf(env.t, u.token)).toEqual({ available: '990.000000', frozen: '10.000000' });
  });

  it('expires after 10 minutes', async () => {
    const u = await readyToWithdraw(env.t, env.staff);
    const code = await withdrawalCode(u, WITHDRAW);
    env.t.clock.advance(10 * 60_000);
    await refused(u, await u.a.post('/api/withdraw', { ...WITHDRAW, verificationCode: code }), 4151);
  });

  it('is written in the language of the request, and a second one waits out the resend minute', async () => {
    const u = await readyToWithdraw(env.t, env.staff);
    const body = { method: 'crypto', currency: 'USDT', chain: 'TRC20', amount: '25' };
    expect((await u.a.post('/api/withdraw/code', body).set('Accept-Language', 'de-DE')).body.code).toBe(0);
    const message = await lastSent(u.account);
    expect(message.subject).toBe('Bestätigen Sie Ihre Auszahlung');
    expect(message.body).toMatch(
      /^Ihr Bestätigungscode für die Auszahlung lautet \d{6}\. Er bestätigt eine Auszahlung von 25\.00 USDT an TRC20 /,
    );
    const again = await u.a.post('/api/withdraw/code', body);
    expect([again.status, again.body.code]).toEqual([429, 2007]);
  });

  it('goes to the phone of an account without e-mail, masked; an account with neither is refused', async () => {
    const funded = await fundedUser(env.t, env.staff);
    expect(
      (await funded.a.post('/api/security-password', { password: SECURITY_PASSWORD, confirmPassword: SECURITY_PASSWORD })).body.code,
    ).toBe(0);
    expect((await funded.a.post('/api/bank-card', { ...BANK_CARD, agreement: true })).body.code).toBe(0);
    const phoneOnly = { type: 'phone', areaCode: '852', phone: '91230000' } as const;
    env.t.app.ctx.sqlite
      .prepare('UPDATE "User" SET email = NULL, areaCode = ?, phone = ? WHERE id = ?')
      .run('852', '91230000', funded.userId);
    const bank = { method: 'bank', currency: 'USDT', amount: '10' };
    const sms = await funded.a.post('/api/withdraw/code', bank);
    expect(sms.body.data).toMatchObject({ channel: 'sms', sentTo: '+852 ****0000' });
    const text = await lastSent(phoneOnly);
    expect(text).toMatchObject({
      channel: 'sms',
      body: expect.stringContaining('a withdrawal of 10.00 USDT to Analytical Bank 6222 **** **** 3333'),
    });

    env.t.app.ctx.sqlite.prepare('UPDATE "User" SET email = NULL, areaCode = NULL, phone = NULL WHERE id = ?').run(funded.userId);
    const none = await funded.a.post('/api/withdraw/code', bank);
    expect([none.status, none.body.code, none.body.msg]).toEqual([
      400,
      4152,
      'Your account has no e-mail address or phone number to send a verification code to. Please contact customer service',
    ]);
    const withCode = await funded.a.post('/api/withdraw', { ...bank, securityPassword: SECURITY_PASSWORD, verificationCode: '123456' });
    expect(withCode.body.code).toBe(4152);
    expect(await availableOf(env.t, funded.token)).toEqual({ available: '1000.000000', frozen: '0.000000' });
  });
});

describe('two-factor on: the authenticator confirms', () => {
  it('needs the authenticator code (an e-mail code is neither sent nor taken), and records it', async () => {
    const u = await readyToWithdraw(env.t, env.staff);
    const setup = (await u.a.post('/api/user/security/two-factor/setup')).body.data;
    expect((await u.a.post('/api/user/security/two-factor/confirm', { code: totpCode(setup.secret, env.t.clock.now()) })).body.code).toBe(
      0,
    );
    env.t.clock.advance(TOTP_PERIOD_MS);
    const noCode = await u.a.post('/api/withdraw/code', { method: 'crypto', currency: 'USDT', chain: 'TRC20', amount: '10' });
    expect([noCode.status, noCode.body.code]).toEqual([400, 4153]);
    await refused(u, await u.a.post('/api/withdraw', WITHDRAW), 6001);
    await refused(u, await u.a.post('/api/withdraw', { ...WITHDRAW, verificationCode: '123456' }), 6001);
    const ok = await u.a.post('/api/withdraw', { ...WITHDRAW, twoFactorCode: totpCode(setup.secret, env.t.clock.now()) });
    expect(ok.body.code, JSON.stringify(ok.body)).toBe(0);
    expect(await staffRecord(ok.body.data.id)).toEqual({ confirmedWith: 'authenticator', allowList: false });

    // the allow-list goes off with the authenticator's code too
    expect((await u.a.put('/api/withdraw/allow-list', { enabled: true })).body.data.enabled).toBe(true);
    expect((await u.a.post('/api/withdraw/allow-list/code')).body.code).toBe(4153);
    env.t.clock.advance(TOTP_PERIOD_MS);
    const off = await u.a.put('/api/withdraw/allow-list', {
      enabled: false,
      securityPassword: SECURITY_PASSWORD,
      code: totpCode(setup.secret, env.t.clock.now()),
    });
    expect(off.body.data.offAt).toBe(new Date(env.t.clock.now() + 24 * HOUR).toISOString());
  });
});

describe('the address allow-list', () => {
  it('while on, refuses an address bound less than 24 hours ago (naming when it is usable) and takes it after; bank withdrawals are not affected', async () => {
    const u = await readyToWithdraw(env.t, env.staff);
    const initial = (await u.a.get('/api/withdraw/allow-list')).body.data;
    expect(initial).toMatchObject({ enabled: false, offAt: null, addresses: [{ coin: 'USDT', chain: 'TRC20', address: TRC20 }] });
    const on = await u.a.put('/api/withdraw/allow-list', { enabled: true });
    expect(on.body.data).toMatchObject({ enabled: true, offAt: null });
    const [message] = await securityMessages(u.token);
    expect(message?.title).toBe('Withdrawal allow-list turned on');
    // turning it on again changes nothing and says nothing
    expect((await u.a.put('/api/withdraw/allow-list', { enabled: true })).body.data.enabled).toBe(true);
    expect(await securityMessages(u.token)).toHaveLength(1);

    // the USDT address was bound a moment ago, too: an hour later it is not usable yet
    env.t.clock.advance(HOUR);
    const boundAt = Date.parse(initial.addresses[0].createdAt);
    const until = new Date(boundAt + 24 * HOUR).toISOString().replace('T', ' ').slice(0, 16);
    const early = await u.a.post('/api/withdraw/code', { method: 'crypto', currency: 'USDT', chain: 'TRC20', amount: '10' });
    expect([early.status, early.body.code, early.body.msg]).toEqual([
      403,
      4154,
      `Your withdrawal allow-list is on: this address was added less than 24 hours ago and can be used from ${until} (UTC)`,
    ]);
    await refused(u, await u.a.post('/api/withdraw', { ...WITHDRAW, verificationCode: '123456' }), 4154);
    const view = (await u.a.get('/api/withdraw/allow-list')).body.data;
    expect(view.addresses.map((a: { usableAt: string }) => a.usableAt)).toContain(new Date(boundAt + 24 * HOUR).toISOString());

    // a bank withdrawal is not an address: the allow-list does not apply
    expect((await u.a.post('/api/bank-card', { ...BANK_CARD, agreement: true })).body.code).toBe(0);
    const bank = await confirmedWithdraw(u, { method: 'bank', currency: 'USDT', amount: '10', securityPassword: SECURITY_PASSWORD });
    expect(bank.body.code, JSON.stringify(bank.body)).toBe(0);

    env.t.clock.advance(23 * HOUR);
    const ok = await confirmedWithdraw(u, WITHDRAW);
    expect(ok.body.code, JSON.stringify(ok.body)).toBe(0);
    expect(await staffRecord(ok.body.data.id)).toEqual({ confirmedWith: 'email', allowList: true });
    expect(await availableOf(env.t, u.token)).toEqual({ available: '980.000000', frozen: '20.000000' });
  });

  it('goes off only 24 hours after it is asked to, with the password and a sent code; turning it on again cancels that', async () => {
    const u = await readyToWithdraw(env.t, env.staff);
    expect((await u.a.put('/api/withdraw/allow-list', { enabled: true })).body.code).toBe(0);
    const off = { enabled: false, securityPassword: SECURITY_PASSWORD };
    expect((await u.a.put('/api/withdraw/allow-list', off)).body.code).toBe(4150);
    expect((await u.a.put('/api/withdraw/allow-list', { ...off, securityPassword: '000000', code: '123456' })).body.code).toBe(4012);
    const sent = await u.a.post('/api/withdraw/allow-list/code');
    expect(sent.body.data).toMatchObject({ channel: 'email', expiresInSeconds: 600 });
    expect((await lastSent(u.account)).subject).toBe('Turn off the withdrawal allow-list');
    const code = await readCode(env.t, u.account);
    const asked = env.t.clock.now();
    const scheduled = await u.a.put('/api/withdraw/allow-list', { ...off, code });
    expect(scheduled.body.data).toMatchObject({ enabled: true, offAt: new Date(asked + 24 * HOUR).toISOString() });
    const offAt = new Date(asked + 24 * HOUR).toISOString().replace('T', ' ').slice(0, 16);
    expect((await securityMessages(u.token))[0]).toMatchObject({
      title: 'Withdrawal allow-list turning off',
      content: expect.stringContaining(`will turn off at ${offAt} (UTC)`),
    });
    // the code is used up; asking again while it is going off changes nothing
    expect((await u.a.put('/api/withdraw/allow-list', { ...off, code })).body.data.offAt).toBe(scheduled.body.data.offAt);

    // still on until then: a new address is refused a minute before, usable at the time
    expect((await u.a.post('/api/crypto-address', { coin: 'ETH', chain: 'ERC20', address: ERC20 })).body.code).toBe(0);
    credit(env.t, u.userId, 'ETH', unitsOf('2', 8));
    const eth = { method: 'crypto', currency: 'ETH', chain: 'ERC20', amount: '1' };
    env.t.clock.advance(24 * HOUR - 60_000);
    expect((await u.a.post('/api/withdraw/code', eth)).body.code).toBe(4154);
    env.t.clock.advance(60_000);
    expect((await u.a.get('/api/withdraw/allow-list')).body.data).toMatchObject({ enabled: false, offAt: null });
    expect((await u.a.post('/api/withdraw/code', eth)).body.code).toBe(0);

    // on again, then off asked for, then on again: the switch-off is cancelled
    expect((await u.a.put('/api/withdraw/allow-list', { enabled: true })).body.data).toMatchObject({ enabled: true, offAt: null });
    env.t.clock.advance(60_000);
    expect((await u.a.post('/api/withdraw/allow-list/code')).body.code).toBe(0);
    const second = await u.a.put('/api/withdraw/allow-list', { ...off, code: await readCode(env.t, u.account) });
    expect(second.body.data.offAt).not.toBeNull();
    expect((await u.a.put('/api/withdraw/allow-list', { enabled: true })).body.data).toMatchObject({ enabled: true, offAt: null });
    env.t.clock.advance(25 * HOUR);
    expect((await u.a.get('/api/withdraw/allow-list')).body.data).toMatchObject({ enabled: true, offAt: null });
    expect((await securityMessages(u.token)).map((m) => m.title)).toEqual([
      'Withdrawal allow-list turned on',
      'Withdrawal allow-list turning off',
      'Withdrawal allow-list turned on',
      'Withdrawal allow-list turning off',
      'Withdrawal allow-list turned on',
    ]);
  });
});
