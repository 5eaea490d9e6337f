// Issue 11, points 2, 8 and 9: guesses are counted before they are compared (parallel bursts
// get no more evaluations than the limit), locks are per (account, client) with an
// account-wide backoff that known devices skip, and answers do not tell who is registered.
// Time moves with the injected clock; nothing sleeps.
import { beforeAll, describe, expect, it } from 'vitest';
import { passwordChecks, passwordHashPool } from '../../server/modules/auth/password.ts';
import { AUTH_POLICY } from '../../server/modules/auth/service.ts';
import { SECURITY_PASSWORD_FAILURES } from '../../server/modules/funds/bindings/security-password.ts';
import { enUS } from '../../shared/i18n/server/en-US.ts';
import { APP_KEY } from '../helpers/app.ts';
import { type AccountInput, accountsTestApp, nextIp, PASSWORD, target, uniqueEmail } from '../helpers/accounts.ts';

const env = accountsTestApp();
const { post, register, login, registerAndLogin, sendCode, readCode } = env;
beforeAll(() => {
  // A comparison slow enough (~20 ms) that every request of a burst is in flight at once.
  env.t.app.ctx.passwordCost = { N: 2 ** 14 };
});

const evaluated = () => passwordChecks.evaluated;

/** The device cookie a response set, as a Cookie request header value. */
function deviceCookieOf(res: { headers: Record<string, unknown> }): string {
  const set = (res.headers['set-cookie'] as string[] | undefined) ?? [];
  const cookie = set.find((c) => c.startsWith('aurora_device='));
  if (!cookie) throw new Error(`no device cookie in ${JSON.stringify(set)}`);
  return cookie.split(';')[0] as string;
}

async function withSecurityPassword() {
  const u = await registerAndLogin();
  const res = await env.t.api
    .post('/api/security-password')
    .set('AppKey', APP_KEY)
    .set('Authorization', u.token)
    .send({ password: '135790', confirmPassword: '135790' });
  expect(res.body.code).toBe(0);
  const change = (oldPassword: string) =>
    env.t.api
      .post('/api/security-password/change')
      .set('AppKey', APP_KEY)
      .set('Authorization', u.token)
      .send({ oldPassword, password: '246802', confirmPassword: '246802' });
  return { ...u, change };
}

const wrongSecurityPasswords = Array.from({ length: 40 }, (_, i) => String(100000 + i));

describe('guesses take their slot before the comparison (parallel bursts)', () => {
  it('40 wrong withdrawal passwords at once: at most the limit evaluated, then the right one is refused while locked', async () => {
    const u = await withSecurityPassword();
    const before = evaluated();
    const burst = await Promise.all(wrongSecurityPasswords.map((p) => u.change(p)));
    const compared = evaluated() - before;
    expect(compared).toBeLessThanOrEqual(SECURITY_PASSWORD_FAILURES.limit);
    expect(burst.filter((r) => r.body.code === 4012)).toHaveLength(compared);
    expect(burst.filter((r) => r.body.code === 2002)).toHaveLength(40 - compared);
    const right = await u.change('135790');
    expect(right.status).toBe(423);
    expect(right.body.code).toBe(2002);
    expect(right.headers['retry-after']).toBeTruthy();
    env.t.clock.advance(SECURITY_PASSWORD_FAILURES.windowMs);
    expect((await u.change('135790')).body.code).toBe(0);
  });

  it('the right withdrawal password mixed into 40 wrong ones: still at most the limit evaluated', async () => {
    const u = await withSecurityPassword();
    const before = evaluated();
    const guesses = [...wrongSecurityPasswords.slice(0, 20), '135790', ...wrongSecurityPasswords.slice(20)];
    const burst = await Promise.all(guesses.map((p) => u.change(p)));
    expect(evaluated() - before).toBeLessThanOrEqual(SECURITY_PASSWORD_FAILURES.limit);
    // the right one was either among the guesses within the limit or refused like the rest
    expect([0, 2002]).toContain(burst[20]?.body.code);
    expect(burst.filter((r) => r.body.code === 2002).length).toBeGreaterThanOrEqual(41 - SECURITY_PASSWORD_FAILURES.limit);
  });

  it('9 simultaneous logins from one client, 8 wrong and 1 right: at most 5 evaluated, the right one refused once locked', async () => {
    const r = await register();
    const ip = nextIp();
    const before = evaluated();
    const attempts = [...Array.from({ length: 8 }, (_, i) => `wrong-password-${i}`), PASSWORD];
    const burst = await Promise.all(attempts.map((password) => post('/api/login', { ...r.account, password }, ip)));
    const compared = evaluated() - before;
    expect(compared).toBeLessThanOrEqual(AUTH_POLICY.lockAfterFailures);
    expect(burst.filter((res) => res.body.code === 2002).length).toBeGreaterThanOrEqual(9 - AUTH_POLICY.lockAfterFailures);
    const right = burst[8];
    if (right?.body.code !== 0) {
      // five wrong guesses were evaluated: the lock holds, a success did not clear it
      expect(right?.body.code).toBe(2002);
      expect((await post('/api/login', { ...r.account, password: PASSWORD }, ip)).body.code).toBe(2002);
    }
    expect(burst.every((res) => [0, 2001, 2002].includes(res.body.code))).toBe(true);
  });

  it('a success forgives its client the failures already settled, not the other clients', async () => {
    const r = await register();
    const ip = nextIp();
    for (let i = 1; i < AUTH_POLICY.lockAfterFailures; i++) await post('/api/login', { ...r.account, password: 'wrong-password' }, ip);
    expect((await post('/api/login', { ...r.account, password: PASSWORD }, ip)).body.code).toBe(0);
    for (let i = 1; i < AUTH_POLICY.lockAfterFailures; i++) {
      expect((await post('/api/login', { ...r.account, password: 'wrong-password' }, ip)).body.code).toBe(2001);
    }
  });

  it('a burst of wrong verification codes burns the code after the limit and costs no hashing', async () => {
    const u = await registerAndLogin();
    env.t.clock.advance(AUTH_POLICY.codePerTarget.windowMs);
    const sent = await env.t.api.post('/api/security-password/send-code').set('AppKey', APP_KEY).set('Authorization', u.token);
    expect(sent.body.code).toBe(0);
    const code = await readCode(u.account);
    const wrong = Array.from({ length: 40 }, (_, i) => String(200000 + i)).filter((c) => c !== code);
    const hashedBefore = passwordHashPool().counters.derived;
    const forget = (c: string) =>
      env.t.api
        .post('/api/security-password/forget')
        .set('AppKey', APP_KEY)
        .set('Authorization', u.token)
        .send({ code: c, password: '975310', confirmPassword: '975310' });
    const burst = await Promise.all(wrong.map(forget));
    expect(burst.every((res) => res.body.code === 2006)).toBe(true);
    expect(passwordHashPool().counters.derived - hashedBefore).toBe(0);
    const row = env.t.app.ctx.sqlite
      .prepare('SELECT attempts, usedAt FROM "VerificationCode" WHERE target = ? AND purpose = ? ORDER BY id DESC LIMIT 1')
      .get(u.user.account, 'security') as { attempts: number; usedAt: number | null };
    expect(row.attempts).toBe(AUTH_POLICY.codeMaxAttempts);
    expect(row.usedAt).not.toBeNull();
    expect((await forget(code)).body.code).toBe(2006);
  });
});

describe('locks are per (account, client); known devices skip the account-wide backoff', () => {
  it('five failures lock the guessing client only: the owner on another client still logs in', async () => {
    const r = await register();
    const attacker = nextIp();
    for (let i = 0; i < AUTH_POLICY.lockAfterFailures; i++)
      await post('/api/login', { ...r.account, password: 'wrong-password' }, attacker);
    expect((await post('/api/login', { ...r.account, password: PASSWORD }, attacker)).body.code).toBe(2002);
    expect((await post('/api/login', { ...r.account, password: PASSWORD }, nextIp())).body.code).toBe(0);
  });

  it('many clients push the account into backoff for unknown clients; its owner on a known device still gets in', async () => {
    const r = await register();
    const first = await post('/api/login', { ...r.account, password: PASSWORD });
    expect(first.body.code).toBe(0);
    expect(first.headers['set-cookie']?.[0]).toMatch(/^aurora_device=v1\.[^;]+; Path=\/api; Max-Age=\d+; HttpOnly; SameSite=Strict$/);
    const owner = deviceCookieOf(first);
    const stranger = deviceCookieOf(await post('/api/login', { ...(await register()).account, password: PASSWORD }));

    // each address stays under its own lock; together they spend the account-wide budget
    const attackers = Array.from({ length: AUTH_POLICY.loginFailuresPerAccount.limit / AUTH_POLICY.lockAfterFailures }, () => nextIp());
    let sent = 0;
    for (const ip of attackers) {
      for (let i = 0; i < AUTH_POLICY.lockAfterFailures; i++) {
        if (++sent % AUTH_POLICY.loginPerAccount.limit === 0) env.t.clock.advance(AUTH_POLICY.loginPerAccount.windowMs);
        expect([2001, 2002]).toContain((await post('/api/login', { ...r.account, password: 'wrong-password' }, ip)).body.code);
      }
    }
    const newcomer = await post('/api/login', { ...r.account, password: PASSWORD }, nextIp());
    expect(newcomer.status).toBe(423);
    expect(newcomer.body.code).toBe(2002);
    // a device cookie of another account, or a forged one, is no key to this account
    expect((await post('/api/login', { ...r.account, password: PASSWORD }, nextIp(), stranger)).body.code).toBe(2002);
    expect((await post('/api/login', { ...r.account, password: PASSWORD }, nextIp(), `${owner.slice(0, -3)}abc`)).body.code).toBe(2002);

    // the owner's device, from a new address and even from a locked attacker's address
    const back = await post('/api/login', { ...r.account, password: PASSWORD }, nextIp(), owner);
    expect(back.body.code).toBe(0);
    expect(back.headers.authorization).toBeTruthy();
    expect((await post('/api/login', { ...r.account, password: PASSWORD }, attackers[0], owner)).body.code).toBe(0);
  });

  it('a known device has a budget of its own: five wrong passwords lock that device', async () => {
    const r = await register();
    const device = deviceCookieOf(await post('/api/login', { ...r.account, password: PASSWORD }));
    const answers = [];
    for (let i = 0; i < AUTH_POLICY.lockAfterFailures; i++) {
      answers.push((await post('/api/login', { ...r.account, password: 'wrong-password' }, nextIp(), device)).body.code);
    }
    expect(answers).toEqual([2001, 2001, 2001, 2001, 2002]);
    expect((await post('/api/login', { ...r.account, password: PASSWORD }, nextIp(), device)).body.code).toBe(2002);
    // and locks nobody else
    expect((await post('/api/login', { ...r.account, password: PASSWORD }, nextIp())).body.code).toBe(0);
  });

  it('a password reset by code makes the device known, so its owner gets in during the backoff', async () => {
    const r = await register();
    let sent = 0;
    for (let a = 0; a < AUTH_POLICY.loginFailuresPerAccount.limit / AUTH_POLICY.lockAfterFailures; a++) {
      const ip = nextIp();
      for (let i = 0; i < AUTH_POLICY.lockAfterFailures; i++) {
        if (++sent % AUTH_POLICY.loginPerAccount.limit === 0) env.t.clock.advance(AUTH_POLICY.loginPerAccount.windowMs);
        await post('/api/login', { ...r.account, password: 'wrong-password' }, ip);
      }
    }
    const browser = nextIp();
    expect((await post('/api/login', { ...r.account, password: PASSWORD }, browser)).body.code).toBe(2002);
    env.t.clock.advance(AUTH_POLICY.codePerTarget.windowMs);
    const code = await sendCode(r.account, 'reset', browser);
    const reset = await post(
      '/api/password/reset',
      { ...r.account, code, password: 'after-reset-1', confirmPassword: 'after-reset-1' },
      browser,
    );
    expect(reset.body.code).toBe(0);
    const device = deviceCookieOf(reset);
    expect((await post('/api/login', { ...r.account, password: 'after-reset-1' }, browser, device)).body.code).toBe(0);
    expect((await post('/api/login', { ...r.account, password: 'after-reset-1' }, nextIp())).body.code).toBe(2002);
  });
});

describe('answers do not tell which accounts exist', () => {
  const registered = async () => {
    const r = await register();
    env.t.clock.advance(AUTH_POLICY.codePerTarget.windowMs); // registering sent a code a moment ago
    return r;
  };
  /** Asks for a code for a registered and an unregistered account: the answers are the same but for the target named. */
  async function codeRequestsAnsweredAlike(registeredAccount: AccountInput, free: AccountInput, purpose: 'register' | 'reset') {
    const known = await post('/api/verify-code/send', { ...registeredAccount, purpose });
    const unknown = await post('/api/verify-code/send', { ...free, purpose });
    expect(known.status).toBe(unknown.status);
    expect({ ...known.body, data: { ...known.body.data, target: 'x' } }).toEqual({
      ...unknown.body,
      data: { ...unknown.body.data, target: 'x' },
    });
    return known;
  }
  const latestMessage = (account: AccountInput) =>
    env.t.app.ctx.prisma.outbox.findFirst({ where: { target: (account as { email: string }).email }, orderBy: { id: 'desc' } });

  it('a register code request for a registered address is answered like one for a free address; the address gets a notice, no code', async () => {
    const r = await registered();
    const free: AccountInput = { type: 'email', email: uniqueEmail() };
    const known = await codeRequestsAnsweredAlike(r.account, free, 'register');
    expect(known.body.code).toBe(0);
    const notice = await latestMessage(r.account);
    expect(notice?.subject).toBe(enUS.registerAttemptSubject);
    expect(notice?.body).not.toMatch(/\b\d{6}\b/);
    expect((await latestMessage(free))?.body).toMatch(/\b\d{6}\b/);
    // registering with a guessed code: "wrong code" for both
    const body = { password: PASSWORD, confirmPassword: PASSWORD, code: '123456', agreement: true };
    expect((await post('/api/register', { ...r.account, ...body })).body.code).toBe(2006);
    const wrongForFree = (await readCode(free)) === '123456' ? '654321' : '123456';
    expect((await post('/api/register', { ...free, ...body, code: wrongForFree })).body.code).toBe(2006);
  });

  it('a valid register code for an address registered meanwhile is refused cleanly', async () => {
    const account: AccountInput = { type: 'email', email: uniqueEmail() };
    const code = await sendCode(account, 'register');
    const other = await register();
    const count = () => (env.t.app.ctx.sqlite.prepare('SELECT COUNT(*) AS n FROM "User"').get() as { n: number }).n;
    // the address gets registered another way (e.g. staff) before the code is used
    env.t.app.ctx.sqlite.prepare('UPDATE "User" SET email = ? WHERE id = ?').run((account as { email: string }).email, other.userId);
    const before = count();
    const res = await post('/api/register', { ...account, password: PASSWORD, confirmPassword: PASSWORD, code, agreement: true });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 2003, msg: enUS.ACCOUNT_EXISTS });
    expect(count()).toBe(before);
  });

  it('a reset code request for an unknown address is answered like one for a registered address; resetting says "wrong code" for both', async () => {
    const r = await registered();
    const unknownAccount: AccountInput = { type: 'email', email: uniqueEmail() };
    await codeRequestsAnsweredAlike(r.account, unknownAccount, 'reset');
    const notice = await latestMessage(unknownAccount);
    expect(notice?.subject).toBe(enUS.resetUnknownSubject);
    expect(notice?.body).not.toMatch(/\b\d{6}\b/);
    const knownCode = await readCode(r.account);
    const guess = knownCode === '123456' ? '654321' : '123456';
    const body = { code: guess, password: 'reset-pass-1', confirmPassword: 'reset-pass-1' };
    const a = await post('/api/password/reset', { ...r.account, ...body });
    const b = await post('/api/password/reset', { ...unknownAccount, ...body });
    expect(a.status).toBe(b.status);
    expect(a.body).toEqual(b.body);
    expect(b.body.code).toBe(2006);
  });

  it('an unknown account locks a guessing client exactly like a registered one', async () => {
    const r = await register();
    const answers = async (account: AccountInput) => {
      const ip = nextIp();
      const codes = [];
      for (let i = 0; i <= AUTH_POLICY.lockAfterFailures; i++)
        codes.push((await post('/api/login', { ...account, password: 'wrong-password' }, ip)).body.code);
      return codes;
    };
    const known = await answers(r.account);
    expect(known).toEqual([2001, 2001, 2001, 2001, 2002, 2002]);
    expect(await answers({ type: 'email', email: uniqueEmail() })).toEqual(known);
    await login(r.account);
  });
});

describe('a locked reset (issue 33, point 4)', () => {
  /** The messages the outbox holds for `account`. */
  const outboxCount = async (account: AccountInput) => {
    const res = await env.t.api
      .get('/api/dev/outbox')
      .query({ target: target(account) })
      .set('AppKey', APP_KEY);
    expect(res.body.code).toBe(0);
    return (res.body.data as unknown[]).length;
  };

  it('says the wait in minutes, in words, and sends no reset code while locked; once the lock ends a code goes out', async () => {
    const r = await register();
    const body = { code: '000000', password: 'reset-pass-1', confirmPassword: 'reset-pass-1' };
    for (let i = 0; i < AUTH_POLICY.resetPerAccount.limit; i++)
      expect((await post('/api/password/reset', { ...r.account, ...body })).body.code).toBe(2006);
    env.t.clock.advance(256_000); // 3344 seconds of the hour's lock left: 56 minutes (rounded up)

    const locked = await post('/api/password/reset', { ...r.account, ...body });
    expect(locked.status).toBe(429);
    expect(locked.headers['retry-after']).toBe('3344');
    expect(locked.body.msg).toBe('Too many requests, please try again in 56 minutes');

    const before = await outboxCount(r.account);
    const send = await env.t.api
      .post('/api/verify-code/send')
      .set('AppKey', APP_KEY)
      .set('X-Forwarded-For', nextIp())
      .set('Accept-Language', 'de-DE')
      .send({ ...r.account, purpose: 'reset' });
    expect(send.status).toBe(429);
    expect(send.headers['retry-after']).toBe('3344');
    expect(send.body.msg).toBe('Zu viele Anfragen, bitte versuchen Sie es in 56 Minuten erneut');
    expect(await outboxCount(r.account)).toBe(before);

    env.t.clock.advance(3_344_000);
    const code = await sendCode(r.account, 'reset');
    expect(await outboxCount(r.account)).toBe(before + 1);
    const reset = await post('/api/password/reset', { ...r.account, code, password: 'reset-pass-1', confirmPassword: 'reset-pass-1' });
    expect(reset.body.code).toBe(0);
  });
});
