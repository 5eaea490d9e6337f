// Three instances of the platform on one database, each with its own connections, answering
// one customer at once (issue 34, point 4): whichever instance a request reaches, one account
// is never overdrawn, and a retried request is answered once. `npm test` runs it on one SQLite
// file, `npm run test:pg` on one PostgreSQL database (decision 080: writers take turns).
// Without sticky sessions (issue 35) the steps of one flow land on different instances: a quote
// given by one is confirmed on another, a login's second step or a staff enrolment is finished
// on another than the one that began it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USERNAME } from '../../prisma/seed.ts';
import { TOTP_PERIOD_MS, totpCode } from '../../server/lib/totp.ts';
import { ERRORS } from '../../shared/errors.ts';
import { nextIp, PASSWORD, registerAndLogin } from '../helpers/accounts.ts';
import { APP_KEY, createTestApp, type TestApp } from '../helpers/app.ts';
import { api, availableOf, fundedUser, fundsTestApp, quoteOf, readyToWithdraw, withdrawalCode, withTwoFactor } from '../helpers/funds.ts';
import { TEST_ADMIN_PASSWORD } from '../helpers/paths.ts';
import { staffLogin } from '../helpers/staff.ts';

const env = fundsTestApp();
let instances: TestApp[] = [];

beforeAll(async () => {
  instances = [env.t, await createTestApp({ sameDatabaseAs: env.t }), await createTestApp({ sameDatabaseAs: env.t })];
});
// (hooks after run in reverse: these close before the first instance)
afterAll(async () => {
  for (const t of instances.slice(1)) await t.close();
});

/** The same request to every instance, `perInstance` times each, all at once. */
function fromEveryInstance<T>(perInstance: number, send: (t: TestApp) => Promise<T>): Promise<T[]> {
  return Promise.all(instances.flatMap((t) => Array.from({ length: perInstance }, () => send(t))));
}

const code = (name: keyof typeof ERRORS) => ERRORS[name].code;

const WITHDRAW_ALL = { method: 'crypto', currency: 'USDT', chain: 'TRC20', amount: '500', securityPassword: '135790' };

describe('several instances on one database', () => {
  it('10 "withdraw everything" requests, each confirmed, spread over three instances: exactly one succeeds', async () => {
    const u = await readyToWithdraw(env.t, env.staff, '500');
    // each with a second code of its own (two-factor's recovery codes): only the balance decides
    const { recoveryCodes } = await withTwoFactor(u);
    const results = await Promise.all(
      recoveryCodes.map((twoFactorCode, i) =>
        api(instances[i % instances.length] as TestApp, u.token).post('/api/withdraw', { ...WITHDRAW_ALL, twoFactorCode }),
      ),
    );
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(1);
    for (const r of results.filter((r) => r.body.code !== 0)) expect([4001, 4002]).toContain(r.body.code);
    for (const t of instances) expect(await availableOf(t, u.token)).toEqual({ available: '0.000000', frozen: '500.000000' });
  });

  it('one retried withdrawal sent to every instance at once is made once', async () => {
    const u = await readyToWithdraw(env.t, env.staff, '100');
    // (every copy carries the code sent for it: the one that gets through uses it up)
    const verificationCode = await withdrawalCode(u, { ...WITHDRAW_ALL, amount: '40' });
    const results = await fromEveryInstance(3, (t) =>
      api(t, u.token)
        .post('/api/withdraw', { ...WITHDRAW_ALL, amount: '40', verificationCode })
        .set('Idempotency-Key', 'instances-retry-0001'),
    );
    const ids = new Set(results.map((r) => r.body.data?.id));
    expect(results.map((r) => r.body.code)).toEqual(results.map(() => 0));
    expect(ids.size).toBe(1);
    expect(await availableOf(env.t, u.token)).toEqual({ available: '60.000000', frozen: '40.000000' });
  });

  it('exchanges of the whole balance confirmed on every instance at once: one is made', async () => {
    const u = await fundedUser(env.t, env.staff, '300');
    // each instance quotes its own (a quote is confirmed where it was given or anywhere: both are tried)
    const quotes = await Promise.all(instances.map((t) => quoteOf(api(t, u.token), { from: 'USDT', to: 'BTC', amount: '300' })));
    const results = await Promise.all(
      instances.flatMap((t) => quotes.map((q) => api(t, u.token).post('/api/exchange', { quoteId: q.quoteId }))),
    );
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(1);
    expect(await availableOf(env.t, u.token)).toEqual({ available: '0.000000', frozen: '0.000000' });
    const btc = await availableOf(env.t, u.token, 'BTC');
    expect(btc.available).toBe(results.find((r) => r.body.code === 0)?.body.data.arrival);
  });

  it('a quote given by one instance is confirmed on another; the same quote confirmed on all three at once makes one exchange', async () => {
    const u = await fundedUser(env.t, env.staff, '300');
    const [first, second, third] = instances as [TestApp, TestApp, TestApp];
    const given = await quoteOf(api(first, u.token), { from: 'USDT', to: 'BTC', amount: '100' });
    const confirmed = await api(second, u.token).post('/api/exchange', { quoteId: given.quoteId });
    expect(confirmed.body.code, JSON.stringify(confirmed.body)).toBe(0);
    expect(confirmed.body.data).toMatchObject({ amount: given.amount, arrival: given.arrival, rate: given.rate });

    // a third of the balance: only the quote's single use stops a second exchange
    const raced = await quoteOf(api(third, u.token), { from: 'USDT', to: 'BTC', amount: '100' });
    const results = await fromEveryInstance(3, (t) => api(t, u.token).post('/api/exchange', { quoteId: raced.quoteId }));
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(1);
    for (const r of results.filter((r) => r.body.code !== 0)) expect(r.body.code).toBe(code('EXCHANGE_QUOTE_UNKNOWN'));
    expect(await availableOf(first, u.token)).toEqual({ available: '100.000000', frozen: '0.000000' });
    const history = await api(third, u.token).get('/api/exchange/history');
    expect(history.body.data.total).toBe(2);
  });

  it('two-factor set up across instances; a login whose second step lands on another instance than its first', async () => {
    const [first, second, third] = instances as [TestApp, TestApp, TestApp];
    const u = await registerAndLogin(first);
    const setup = await api(first, u.token).post('/api/user/security/two-factor/setup');
    expect(setup.body.code, JSON.stringify(setup.body)).toBe(0);
    const secret: string = setup.body.data.secret;
    const confirm = await api(second, u.token).post('/api/user/security/two-factor/confirm', { code: totpCode(secret, first.clock.now()) });
    expect(confirm.body.code, JSON.stringify(confirm.body)).toBe(0);
    // (a code is good once: the login takes the next step's)
    first.clock.advance(TOTP_PERIOD_MS);

    const password = await second.api
      .post('/api/login')
      .set('AppKey', APP_KEY)
      .set('X-Forwarded-For', nextIp())
      .send({ ...u.account, password: PASSWORD });
    expect(password.body.code, JSON.stringify(password.body)).toBe(0);
    const { challenge } = password.body.data.twoFactor as { challenge: string };
    const secondStep = await third.api
      .post('/api/login/two-factor')
      .set('AppKey', APP_KEY)
      .set('X-Forwarded-For', nextIp())
      .send({ challenge, code: totpCode(secret, first.clock.now()) });
    expect(secondStep.body.code, JSON.stringify(secondStep.body)).toBe(0);
    const token = secondStep.headers.authorization as string;
    expect((await api(first, token).get('/api/user/info')).body.code).toBe(0);
    // the challenge is used up on every instance
    for (const t of instances) {
      const again = await t.api
        .post('/api/login/two-factor')
        .set('AppKey', APP_KEY)
        .set('X-Forwarded-For', nextIp())
        .send({ challenge, code: totpCode(secret, first.clock.now()) });
      expect(again.body.code).toBe(code('LOGIN_CHALLENGE_EXPIRED'));
    }
  });

  it('a staff enrolment begun on one instance is finished on another, once', async () => {
    const [first, second, third] = instances as [TestApp, TestApp, TestApp];
    const begun = await staffLogin(first, { username: ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD });
    expect(begun.body.code, JSON.stringify(begun.body)).toBe(0);
    const { token, otpauthUri } = begun.body.data.enrol as { token: string; otpauthUri: string };
    const secret = new URL(otpauthUri).searchParams.get('secret') as string;
    const enrol = (t: TestApp) =>
      t.api
        .post('/api/admin/auth/enrol')
        .set('AppKey', APP_KEY)
        .send({ token, code: totpCode(secret, first.clock.now()) });
    const done = await enrol(second);
    expect(done.body.code, JSON.stringify(done.body)).toBe(0);
    expect(done.body.data.staff).toMatchObject({ username: ADMIN_USERNAME });
    const me = await third.api.get('/api/admin/auth/me').set('AppKey', APP_KEY).set('Authorization', done.body.data.token);
    expect(me.body.code).toBe(0);
    for (const t of instances) expect((await enrol(t)).body.code).toBe(code('ENROLMENT_EXPIRED'));
  });
});
