// Drives the real account flow through the API: send a code, read it from the dev
// outbox, register, log in.
import { beforeAll, expect } from 'vitest';
import { APP_KEY, appForFile, type TestApp } from './app.ts';

let seq = 0;
/** A distinct client IP per call, so per-IP limits do not couple unrelated tests. */
export function nextIp() {
  seq++;
  return `10.${(seq >> 16) & 255}.${(seq >> 8) & 255}.${seq & 255}`;
}

/**
 * Posts as a visitor does (no session) to the app of a test file: from the client address
 * `ip` (a new one unless given), with a device cookie when given.
 */
export function postAsVisitor(env: { t: TestApp }) {
  return (url: string, body: object, ip = nextIp(), cookie?: string) => {
    const req = env.t.api.post(url).set('AppKey', APP_KEY).set('X-Forwarded-For', ip);
    if (cookie) req.set('Cookie', cookie);
    return req.send(body);
  };
}

export type AccountInput = { type: 'email'; email: string } | { type: 'phone'; areaCode: string; phone: string };

export function target(a: AccountInput) {
  return a.type === 'email' ? a.email.toLowerCase() : `+${a.areaCode} ${a.phone}`;
}

export function uniqueEmail(prefix = 'user') {
  return `${prefix}${Date.now().toString(36)}${(++seq).toString(36)}@example.com`;
}

export async function readCode(t: TestApp, account: AccountInput): Promise<string> {
  const res = await t.api
    .get('/api/dev/outbox')
    .query({ target: target(account) })
    .set('AppKey', APP_KEY);
  expect(res.body.code).toBe(0);
  const body: string = res.body.data[0]?.body ?? '';
  const code = body.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code in outbox for ${target(account)}`);
  return code;
}

export async function sendCode(t: TestApp, account: AccountInput, purpose: 'register' | 'reset', ip = nextIp()) {
  const res = await t.api
    .post('/api/verify-code/send')
    .set('AppKey', APP_KEY)
    .set('X-Forwarded-For', ip)
    .send({ ...account, purpose });
  expect(res.body).toMatchObject({ code: 0 });
  return readCode(t, account);
}

export const PASSWORD = 'secret-pass1';

export async function register(t: TestApp, account: AccountInput = { type: 'email', email: uniqueEmail() }, password = PASSWORD) {
  const code = await sendCode(t, account, 'register');
  const res = await t.api
    .post('/api/register')
    .set('AppKey', APP_KEY)
    .set('X-Forwarded-For', nextIp())
    .send({ ...account, password, confirmPassword: password, code, agreement: true });
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return { account, userId: res.body.data.userId as number, password };
}

export async function login(t: TestApp, account: AccountInput, password = PASSWORD) {
  const res = await t.api
    .post('/api/login')
    .set('AppKey', APP_KEY)
    .set('X-Forwarded-For', nextIp())
    .send({ ...account, password });
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  const token = res.headers.authorization as string;
  expect(token).toBeTruthy();
  return { token, user: res.body.data };
}

export async function registerAndLogin(t: TestApp, account?: AccountInput) {
  const r = await register(t, account);
  const { token, user } = await login(t, r.account, r.password);
  return { ...r, token, user };
}

/**
 * A user registered and logged in before a test file's tests (after its app has started):
 * read `user.token` and `user.userId` inside tests.
 */
export function userForFile(env: { t: TestApp }) {
  const user = {} as Awaited<ReturnType<typeof registerAndLogin>>;
  beforeAll(async () => {
    Object.assign(user, await registerAndLogin(env.t));
  });
  return user;
}

/**
 * A test file's app (see appForFile) with the account flows above bound to it, and a
 * visitor's post: `register(account)` instead of `register(env.t, account)`.
 */
export function accountsTestApp() {
  const env = appForFile();
  const bound =
    <A extends unknown[], R>(flow: (t: TestApp, ...args: A) => R) =>
    (...args: A) =>
      flow(env.t, ...args);
  return {
    get t() {
      return env.t;
    },
    post: postAsVisitor(env),
    register: bound(register),
    login: bound(login),
    registerAndLogin: bound(registerAndLogin),
    sendCode: bound(sendCode),
    readCode: bound(readCode),
  };
}
