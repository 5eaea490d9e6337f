// Where the notification centre's messages come from (issue 37.1, decision 084), read through
// the API a client reads (GET /api/message?group=…, GET /api/message/unread): a spot order
// filled in full (its taker and its maker; a partial fill and demo books send none), a contract
// position closed by its stop-loss (the user's own close and demo positions send none), and the
// security events: a sign-in from a device the account has not used (not the first sign-in,
// nor a known device again), a password changed or reset, two-factor turned on and off.
// Runs on both stores (TEST_STORE=postgres).
import { describe, expect, it } from 'vitest';
import { TOTP_PERIOD_MS, totpCode } from '../../server/lib/totp.ts';
import { CODE_POLICY } from '../../server/modules/auth/verification-codes.ts';
import { type AccountInput, nextIp, PASSWORD, register, sendCode } from '../helpers/accounts.ts';
import { APP_KEY } from '../helpers/app.ts';
import { contractApi, contractMarket } from '../helpers/contract.ts';
import { api, fundedUser, fundsTestApp } from '../helpers/funds.ts';
import { credit, spotTrader } from '../helpers/spot.ts';

const env = fundsTestApp();
const market = contractMarket(env);
const USDT = (n: number) => BigInt(Math.round(n * 1e6));
const COIN = (n: number) => BigInt(Math.round(n * 1e8));

type Group = 'orders' | 'funds' | 'security' | 'announcements' | 'alerts';
interface Listed {
  id: number;
  title: string;
  content: string;
  category: Group;
  read: boolean;
  broadcast: boolean;
}

async function unread(token: string): Promise<Record<Group | 'total', number>> {
  const res = await api(env.t, token).get('/api/message/unread');
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.data;
}

/** Marks every message read: the seed's broadcasts, a funding deposit's (the counts below start at 0). */
async function readAll(token: string) {
  expect((await api(env.t, token).post('/api/message/read-all')).body.data.total).toBe(0);
}

/** The user's own messages of one group (broadcasts left out), newest first. */
async function own(token: string, group: Group): Promise<Listed[]> {
  const res = await api(env.t, token).get(`/api/message?group=${group}`);
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return (res.body.data as Listed[]).filter((m) => !m.broadcast);
}

describe('spot orders', () => {
  it('a limit order filled in full tells its taker and its maker once each; a partial fill tells nobody', async () => {
    const maker = await spotTrader(env.t, { BTC: COIN(1) });
    const taker = await spotTrader(env.t, { USDT: USDT(100_000) });
    for (const u of [maker, taker]) await readAll(u.token);
    // a resting ask of 0.5 BTC; the taker's first buy fills 0.2 of it (the taker's order in full)
    const ask = await maker.place({ side: 'sell', type: 'limit', price: '61000', quantity: '0.5' });
    const first = await taker.place({ side: 'buy', type: 'limit', price: '61000', quantity: '0.2' });
    expect(first.status).toBe('filled');
    expect((await maker.detail(ask.id)).status).toBe('partially_filled');
    expect((await unread(taker.token)).orders).toBe(1);
    expect(await own(maker.token, 'orders')).toEqual([]);
    const [taken] = await own(taker.token, 'orders');
    expect(taken).toMatchObject({ title: 'Spot order filled', category: 'orders', read: false });
    expect(taken?.content).toBe(`Your buy order #${first.id} on BTC/USDT was filled in full: 0.20 BTC.`);

    // a limit buy for more than is left rests partly filled: no message for it; the ask is now filled
    const second = await taker.place({ side: 'buy', type: 'limit', price: '61000', quantity: '0.4' });
    expect(second.status).toBe('partially_filled');
    expect((await maker.detail(ask.id)).status).toBe('filled');
    expect(await unread(taker.token)).toMatchObject({ total: 1, orders: 1 });
    const made = await own(maker.token, 'orders');
    expect(made).toHaveLength(1);
    expect(made[0]?.content).toBe(`Your sell order #${ask.id} on BTC/USDT was filled in full: 0.50 BTC.`);
    expect((await unread(maker.token)).orders).toBe(1);

    // the rest of the resting bid filled by another maker's sell: the bid's owner hears of it now
    const seller = await spotTrader(env.t, { BTC: COIN(1) });
    const sold = await seller.place({ side: 'sell', type: 'limit', price: '61000', quantity: '0.1' });
    expect(sold.status).toBe('filled');
    expect((await taker.detail(second.id)).status).toBe('filled');
    expect((await own(taker.token, 'orders')).map((m) => m.content)).toEqual([
      `Your buy order #${second.id} on BTC/USDT was filled in full: 0.40 BTC.`,
      `Your buy order #${first.id} on BTC/USDT was filled in full: 0.20 BTC.`,
    ]);
    expect((await unread(seller.token)).orders).toBe(1);
  });

  it('demo orders filled in full send nothing', async () => {
    const maker = await spotTrader(env.t);
    const taker = await spotTrader(env.t);
    for (const u of [maker, taker]) await readAll(u.token);
    credit(env.t, maker.userId, 'ETH', COIN(2), 'demo');
    credit(env.t, taker.userId, 'USDT', USDT(10_000), 'demo');
    const ask = await maker.place({ symbol: 'ETH/USDT', side: 'sell', type: 'limit', price: '3000', quantity: '1', mode: 'demo' });
    const bid = await taker.place({ symbol: 'ETH/USDT', side: 'buy', type: 'limit', price: '3000', quantity: '1', mode: 'demo' });
    expect(bid.status).toBe('filled');
    expect((await maker.detail(ask.id)).status).toBe('filled');
    for (const u of [maker, taker]) {
      expect(await unread(u.token)).toMatchObject({ total: 0, orders: 0 });
      expect(await own(u.token, 'orders')).toEqual([]);
    }
  });
});

describe('contract positions', () => {
  it('a stop-loss close tells its owner, naming the trigger; the user’s own close and a demo stop-loss tell nothing', async () => {
    const u = await fundedUser(env.t, env.staff, '2000');
    const c = contractApi(env.t, u.token, market.productId);
    await readAll(u.token);
    await market.step(300_000);
    const stopped = await c.open({ lots: '1', leverage: 10, stopLoss: '2950' });
    const demo = await c.open({ lots: '1', leverage: 10, stopLoss: '2950', mode: 'demo' });
    const manual = await c.open({ lots: '1', leverage: 10 });
    expect((await c.close(manual.id)).body.code).toBe(0);
    expect(await unread(u.token)).toMatchObject({ total: 0, orders: 0 });

    await market.step(296_000); // bid 2959.95: above the stop
    await market.step(295_004); // bid 2949.99: crosses it
    expect(await c.get(stopped.id)).toMatchObject({ status: 'closed', closeReason: 'stop_loss' });
    expect(await c.get(demo.id)).toMatchObject({ status: 'closed', closeReason: 'stop_loss' });
    await market.step(290_000); // later ticks tell nothing more

    expect(await unread(u.token)).toMatchObject({ total: 1, orders: 1 });
    const messages = await own(u.token, 'orders');
    expect(messages).toHaveLength(1);
    // (bought at the ask 3000.05, sold at the crossing bid 2949.99: −50.06 on 1 ETH)
    expect((await c.get(stopped.id)).realizedPnl).toBe('-50.060000');
    expect(messages[0]).toMatchObject({
      title: 'Stop-loss triggered',
      content: `Your contract position #${stopped.id} on ETH/USDT was closed. Realized P/L: -50.06 USDT.`,
      read: false,
    });
  });
});

describe('security', () => {
  const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
  const SAFARI =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

  interface Browser {
    userAgent: string;
    /** Its device cookie ("name=value"), once a sign-in set one. */
    cookie?: string;
  }

  /** A sign-in from a browser: its device cookie sent when it has one; the session and the cookie it keeps. */
  async function signIn(account: AccountInput, password: string, browser: Browser) {
    const req = env.t.api.post('/api/login').set('AppKey', APP_KEY).set('X-Forwarded-For', nextIp()).set('User-Agent', browser.userAgent);
    if (browser.cookie) req.set('Cookie', browser.cookie);
    const res = await req.send({ ...account, password });
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    const set = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    browser.cookie = set[0]?.split(';')[0] ?? browser.cookie;
    return res.headers.authorization as string;
  }

  const titles = async (token: string) => (await own(token, 'security')).map((m) => m.title);

  it('a sign-in from a new device, a password changed or reset, two-factor on and off: one message each', async () => {
    const { account } = await register(env.t);
    const laptop: Browser = { userAgent: CHROME };
    const phone: Browser = { userAgent: SAFARI };

    // the account's first sign-in is no news, nor the same device again
    let token = await signIn(account, PASSWORD, laptop);
    expect(laptop.cookie).toMatch(/^aurora_device=/);
    expect((await unread(token)).security).toBe(0);
    await readAll(token); // (the seed's broadcasts)
    token = await signIn(account, PASSWORD, laptop);
    expect(await unread(token)).toMatchObject({ total: 0, security: 0 });

    // another device: one message, naming it; that device again: none
    token = await signIn(account, PASSWORD, phone);
    expect(await unread(token)).toMatchObject({ total: 1, security: 1 });
    const [signedIn] = await own(token, 'security');
    expect(signedIn).toMatchObject({ title: 'New sign-in to your account', category: 'security' });
    expect(signedIn?.content).toContain('Safari');
    token = await signIn(account, PASSWORD, phone);
    token = await signIn(account, PASSWORD, laptop);
    expect((await unread(token)).security).toBe(1);

    // the password changed (every session ends): one message; signing in again on a known device: none
    const changed = await api(env.t, token).post('/api/user/password', {
      oldPassword: PASSWORD,
      password: 'changed-pass-2',
      confirmPassword: 'changed-pass-2',
    });
    expect(changed.body.code, JSON.stringify(changed.body)).toBe(0);
    token = await signIn(account, 'changed-pass-2', laptop);
    expect(await titles(token)).toEqual(['Password changed', 'New sign-in to your account']);

    // reset by a code (from the laptop): one more
    env.t.clock.advance(CODE_POLICY.codePerTarget.windowMs); // (a code a minute: the registration's was one)
    const code = await sendCode(env.t, account, 'reset');
    const reset = await env.t.api
      .post('/api/password/reset')
      .set('AppKey', APP_KEY)
      .set('X-Forwarded-For', nextIp())
      .set('Cookie', laptop.cookie as string)
      .send({ ...account, code, password: 'reset-pass-3', confirmPassword: 'reset-pass-3' });
    expect(reset.body.code, JSON.stringify(reset.body)).toBe(0);
    token = await signIn(account, 'reset-pass-3', laptop);
    expect((await unread(token)).security).toBe(3);

    // two-factor on, then off: one message each
    const a = api(env.t, token);
    const setup = await a.post('/api/user/security/two-factor/setup');
    expect(setup.body.code, JSON.stringify(setup.body)).toBe(0);
    const secret: string = setup.body.data.secret;
    expect((await a.post('/api/user/security/two-factor/confirm', { code: totpCode(secret, env.t.clock.now()) })).body.code).toBe(0);
    expect((await unread(token)).security).toBe(4);
    env.t.clock.advance(TOTP_PERIOD_MS); // (a code not used yet)
    expect((await a.post('/api/user/security/two-factor/disable', { code: totpCode(secret, env.t.clock.now()) })).body.code).toBe(0);
    expect(await unread(token)).toMatchObject({ total: 5, security: 5, orders: 0, funds: 0 });
    expect(await titles(token)).toEqual([
      'Two-factor authentication turned off',
      'Two-factor authentication turned on',
      'Password changed',
      'Password changed',
      'New sign-in to your account',
    ]);
  });
});
