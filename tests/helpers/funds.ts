// Funds flows through the API, for integration tests.
import { afterEach, beforeEach, expect } from 'vitest';
import { reconcile } from '../../server/ledger/reconcile.ts';
import { TOTP_PERIOD_MS, totpCode } from '../../server/lib/totp.ts';
import { type AccountInput, readCode, registerAndLogin } from './accounts.ts';
import { APP_KEY, appForFile, createTestApp, type TestApp, type TestAppOptions } from './app.ts';
import { pngImage } from './files.ts';
import { staffSession } from './staff.ts';

/**
 * A staff session that may do every back-office action these tests take (review queues,
 * channels, cards, freezing): the seeded test admin's (tests/helpers/staff.ts).
 */
export function staffToken(t: TestApp) {
  return staffSession(t, 'admin');
}

export function expectLedgerReconciles(t: TestApp) {
  expect(reconcile(t.app.ctx.flow)).toEqual([]);
}

/**
 * A test file's app and a staff session, the ledger reconciled after every test. Read
 * `env.t` and `env.staff` inside tests (they are set before the first one runs).
 */
export function fundsTestApp(options: TestAppOptions = {}) {
  const env = appForFile(options) as { t: TestApp; staff: string };
  // (a staff session ends after 30 idle minutes: tests move the clock, so each gets a live one)
  beforeEach(async () => {
    env.staff = await staffToken(env.t);
  });
  afterEach(() => expectLedgerReconciles(env.t));
  return env;
}

/**
 * An app of its own for each test (restart tests: the staff sessions drawn from one app's seeded
 * randomness must not meet those of the app that follows it on the same database), with a staff
 * session, the ledger reconciled and the app closed after each.
 */
export function fundsAppPerTest() {
  const env = {} as { t: TestApp; staff: string };
  beforeEach(async () => {
    env.t = await createTestApp();
    env.staff = await staffToken(env.t);
  });
  afterEach(async () => {
    expectLedgerReconciles(env.t);
    await env.t.close();
  });
  return env;
}

export function api(t: TestApp, token: string) {
  const auth = <T extends { set(k: string, v: string): T }>(r: T) => r.set('AppKey', APP_KEY).set('Authorization', token);
  return {
    /** The app these calls go to (its clock, its outbox). */
    t,
    get: (url: string) => auth(t.api.get(url)),
    post: (url: string, body?: object) => auth(t.api.post(url)).send(body ?? {}),
    put: (url: string, body: object) => auth(t.api.put(url)).send(body),
    del: (url: string) => auth(t.api.delete(url)),
    upload: (content: Buffer, filename = 'proof.png', purpose = 'deposit-proof') =>
      auth(t.api.post(`/api/upload/image?purpose=${purpose}`)).attach('file', content, filename),
  };
}

/** The request of a deposit of `amount` USDT by bank transfer, backed by the uploaded screenshot `proofUploadId`. */
export function offlineDeposit(proofUploadId: number, amount: string) {
  return {
    channel: 'offline',
    currency: 'USDT',
    amount,
    remitterName: 'Test User',
    remitterCard: '6222000011112222',
    remitterAddress: '1 Test Street',
    proofUploadId,
  };
}

/** A logged-in user with `amount` USDT deposited and approved. */
export async function fundedUser(t: TestApp, staff: string, amount = '1000') {
  const u = await registerAndLogin(t);
  const a = api(t, u.token);
  const proof = (await a.upload(pngImage())).body.data.id;
  const dep = await a.post('/api/recharge', offlineDeposit(proof, amount));
  expect(dep.body.code, JSON.stringify(dep.body)).toBe(0);
  const ok = await api(t, staff).post(`/api/admin/deposits/${dep.body.data.id}/approve`);
  expect(ok.body.code, JSON.stringify(ok.body)).toBe(0);
  return { ...u, a };
}

/** A TRC20 address the checks accept (a real mainnet address format, not a wallet of ours). */
export const TRC20 = 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb';
export const SECURITY_PASSWORD = '135790';

/** A funded user with a withdrawal password and a bound USDT (TRC20) address. */
export async function readyToWithdraw(t: TestApp, staff: string, amount = '1000') {
  const u = await fundedUser(t, staff, amount);
  expect((await u.a.post('/api/security-password', { password: SECURITY_PASSWORD, confirmPassword: SECURITY_PASSWORD })).body.code).toBe(0);
  expect((await u.a.post('/api/crypto-address', { coin: 'USDT', chain: 'TRC20', address: TRC20 })).body.code).toBe(0);
  return u;
}

/** A user who withdraws: their API calls and the address their codes go to. */
export interface Withdrawer {
  a: ReturnType<typeof api>;
  account: AccountInput;
}

/** What a withdrawal's code is asked for: the withdrawal without its password and codes. */
function withdrawalOf(body: object) {
  const { securityPassword: _p, twoFactorCode: _t, verificationCode: _v, ...what } = body as Record<string, unknown>;
  return what;
}

/**
 * The code that confirms this withdrawal (two-factor off, decision 089), asked for as the app
 * does and read from the dev outbox. A second code within the resend minute waits it out on
 * the test clock.
 */
export async function withdrawalCode(u: Withdrawer, body: object): Promise<string> {
  let res = await u.a.post('/api/withdraw/code', withdrawalOf(body));
  if (res.body.code === 2007) {
    u.a.t.clock.advance(Number(res.headers['retry-after']) * 1000);
    res = await u.a.post('/api/withdraw/code', withdrawalOf(body));
  }
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return readCode(u.a.t, u.account);
}

/** POST /api/withdraw as a user with two-factor off sends it: with the code asked for it first. */
export async function confirmedWithdraw(u: Withdrawer, body: object, idempotencyKey?: string) {
  const verificationCode = await withdrawalCode(u, body);
  const req = u.a.post('/api/withdraw', { ...body, verificationCode });
  return idempotencyKey ? req.set('Idempotency-Key', idempotencyKey) : req;
}

/**
 * Turns two-factor on for the user (decision 044): its secret and the ten recovery codes, each of
 * which confirms one withdrawal instead of an authenticator code. The clock moves to the next
 * 30-second step, so the authenticator's next code is not the enrolment's.
 */
export async function withTwoFactor(u: Withdrawer) {
  const setup = await u.a.post('/api/user/security/two-factor/setup');
  expect(setup.body.code, JSON.stringify(setup.body)).toBe(0);
  const secret: string = setup.body.data.secret;
  const confirm = await u.a.post('/api/user/security/two-factor/confirm', { code: totpCode(secret, u.a.t.clock.now()) });
  expect(confirm.body.code, JSON.stringify(confirm.body)).toBe(0);
  u.a.t.clock.advance(TOTP_PERIOD_MS);
  return { secret, recoveryCodes: confirm.body.data.recoveryCodes as string[] };
}

/** A USDT withdrawal to the bound TRC20 address, confirmed with its code; returns the withdrawal. */
export async function withdrawUsdt(u: Withdrawer, amount: string) {
  const res = await confirmedWithdraw(u, {
    method: 'crypto',
    currency: 'USDT',
    chain: 'TRC20',
    amount,
    securityPassword: SECURITY_PASSWORD,
  });
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.data as { id: number; amount: string; fee: string; arrival: string };
}

/** A currency's row of the user's assets: available, frozen, position (open fast stakes) and total. */
export async function walletOf(t: TestApp, token: string, currency = 'USDT') {
  const res = await api(t, token).get('/api/wallet/assets');
  return res.body.data.rows.find((r: { currency: string }) => r.currency === currency) as Record<
    'available' | 'frozen' | 'position' | 'total',
    string
  >;
}

export async function availableOf(t: TestApp, token: string, currency = 'USDT') {
  const row = await walletOf(t, token, currency);
  return { available: row.available, frozen: row.frozen };
}

export interface ExchangeQuoteData {
  quoteId: string;
  from: string;
  to: string;
  amount: string;
  rate: string;
  arrival: string;
  expiresAt: string;
  ttlSeconds: number;
}

/** A quote for an exchange (POST /api/exchange/quote), which must be granted. */
export async function quoteOf(a: ReturnType<typeof api>, body: { from: string; to: string; amount: string }): Promise<ExchangeQuoteData> {
  const res = await a.post('/api/exchange/quote', body);
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.data;
}

/** An exchange as a user makes it: a quote, confirmed at once. Returns the exchange. */
export async function exchange(a: ReturnType<typeof api>, body: { from: string; to: string; amount: string }) {
  const res = await a.post('/api/exchange', { quoteId: (await quoteOf(a, body)).quoteId });
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.data as { id: number; from: string; to: string; amount: string; rate: string; arrival: string };
}
