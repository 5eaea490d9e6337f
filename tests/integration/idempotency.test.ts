// Idempotency keys that tell the truth (issue 13.1): a retry under the same Idempotency-Key
// with the same request is answered with the first result; the same key with another request
// (another amount, currency, direction ...) is refused with a clear error and writes nothing.
// Withdrawals, exchanges and fast orders.
import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../shared/errors.ts';
import { APP_KEY } from '../helpers/app.ts';
import { dbFingerprint } from '../helpers/db-fingerprint.ts';
import { fundedUser, fundsTestApp, withdrawalCode } from '../helpers/funds.ts';
import { parseFastOrder } from '../../server/modules/fast/order.ts';

// (a fresh app with a staff session; the ledger reconciles after every test)
const env = fundsTestApp();

const TRC20 = 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb';

async function send(token: string, url: string, body: object, key: string, locale = 'en-US') {
  return env.t.api
    .post(url)
    .set('AppKey', APP_KEY)
    .set('Authorization', token)
    .set('Accept-Language', locale)
    .set('Idempotency-Key', key)
    .send(body);
}

/**
 * Sends `first`, its retry, then `other` under the same key: the retry is answered, `other`
 * refused with nothing written; then `fresh` (by default `first` again) under a new key is a new request.
 */
async function expectKeyHonest(token: string, url: string, first: object, others: object[], fresh = async () => first) {
  const key = `key-${url.replace(/\W/g, '')}-0001`;
  const a = await send(token, url, first, key);
  expect(a.body.code, JSON.stringify(a.body)).toBe(0);
  const retry = await send(token, url, first, key);
  expect(retry.body).toEqual(a.body);
  for (const other of others) {
    const before = dbFingerprint(env.t.app.ctx.sqlite);
    const refused = await send(token, url, other, key, 'de-DE');
    expect(refused.status, JSON.stringify(other)).toBe(422);
    expect(refused.body).toEqual({ code: ERRORS.IDEMPOTENCY_KEY_REUSED.code, msg: expect.stringContaining('Idempotency-Key'), data: null });
    expect(refused.body.msg).toMatch(/bereits für eine andere Anfrage/);
    expect(dbFingerprint(env.t.app.ctx.sqlite), `${JSON.stringify(other)} wrote something`).toBe(before);
  }
  // a new key is a new request
  const again = await send(token, url, await fresh(), `${key}-new`);
  expect(again.body.code, JSON.stringify(again.body)).toBe(0);
  expect(again.body.data.id).not.toBe(a.body.data.id);
  return a.body.data;
}

/** A funded user and an ETH/USDT tick in force now: what a fast order needs. */
async function readyForFastOrders(funds: string) {
  const u = await fundedUser(env.t, env.staff, funds);
  const product = env.t.app.market.product('ETH/USDT');
  if (!product) throw new Error('no ETH/USDT');
  env.t.clock.advance(1000);
  env.t.app.market.ticks.record([[product.id, env.t.clock.now(), 300_000]]);
  return { u, product };
}

describe('Idempotency-Key', () => {
  it('withdrawal: same key and body → the first withdrawal; another amount or currency → refused', async () => {
    const u = await fundedUser(env.t, env.staff, '1000');
    expect((await u.a.post('/api/security-password', { password: '135790', confirmPassword: '135790' })).body.code).toBe(0);
    expect((await u.a.post('/api/crypto-address', { coin: 'USDT', chain: 'TRC20', address: TRC20 })).body.code).toBe(0);
    const asked = { method: 'crypto', currency: 'USDT', chain: 'TRC20', amount: '10', securityPassword: '135790' };
    // confirmed with the code sent for it (decision 089): the retry carries it again, used up by then
    const body = { ...asked, verificationCode: await withdrawalCode(u, asked) };
    await expectKeyHonest(
      u.token,
      '/api/withdraw',
      body,
      [
        { ...body, amount: '20' },
        { ...body, amount: '10.5' },
      ],
      // a new request needs a code of its own
      async () => ({ ...asked, verificationCode: await withdrawalCode(u, asked) }),
    );
    // (the retry and the new key froze 10 each; the refused ones nothing)
    const assets = (await u.a.get('/api/wallet/assets')).body.data.rows.find((r: { currency: string }) => r.currency === 'USDT');
    expect(assets).toMatchObject({ available: '980.000000', frozen: '20.000000' });
  });

  it('withdrawal: "10" and "10.00" are the same request', async () => {
    const u = await fundedUser(env.t, env.staff, '100');
    await u.a.post('/api/security-password', { password: '135790', confirmPassword: '135790' });
    await u.a.post('/api/crypto-address', { coin: 'USDT', chain: 'TRC20', address: TRC20 });
    const body = { method: 'crypto', currency: 'USDT', chain: 'TRC20', securityPassword: '135790' };
    const verificationCode = await withdrawalCode(u, { ...body, amount: '10' });
    const a = await send(u.token, '/api/withdraw', { ...body, amount: '10', verificationCode }, 'same-amount-0001');
    const b = await send(u.token, '/api/withdraw', { ...body, amount: '10.00', verificationCode }, 'same-amount-0001');
    expect(a.body.code, JSON.stringify(a.body)).toBe(0);
    expect(b.body.data.id).toBe(a.body.data.id);
  });

  it('exchange: same key and quote → the first exchange, even after the rate moved and the quote is used up; another quote → refused', async () => {
    const u = await fundedUser(env.t, env.staff, '1000');
    const quote = async (amount: string, to = 'BTC') => {
      const res = await send(u.token, '/api/exchange/quote', { from: 'USDT', to, amount }, `quote-${amount}-${to}-0001`);
      expect(res.body.code, JSON.stringify(res.body)).toBe(0);
      return res.body.data.quoteId as string;
    };
    const key = 'rate-moved-0001';
    const body = { quoteId: await quote('100') };
    const first = await send(u.token, '/api/exchange', body, key);
    expect(first.body.code, JSON.stringify(first.body)).toBe(0);
    // the market moves: the retry is still the same request, answered with the first exchange
    const rate = () => env.t.app.market.quote('BTC/USDT')?.price;
    const before = rate();
    for (let i = 0; i < 50 && rate() === before; i++) {
      env.t.clock.advance(1000);
      env.t.app.market.tick();
    }
    expect(rate()).not.toBe(before);
    expect((await send(u.token, '/api/exchange', body, key)).body).toEqual(first.body);
    // the same key with another quote (another amount, another pair) is another request
    for (const other of [await quote('51'), await quote('50', 'ETH')]) {
      const fingerprint = dbFingerprint(env.t.app.ctx.sqlite);
      const refused = await send(u.token, '/api/exchange', { quoteId: other }, key, 'de-DE');
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ code: ERRORS.IDEMPOTENCY_KEY_REUSED.code, data: null });
      expect(dbFingerprint(env.t.app.ctx.sqlite)).toBe(fingerprint);
      // the quote is still there for a request of its own
      expect((await send(u.token, '/api/exchange', { quoteId: other }, `${key}-${other.slice(0, 8)}`)).body.code).toBe(0);
    }
  });

  it('fast order: same key and body → the first order; another direction, stake or duration → refused', async () => {
    const { u, product } = await readyForFastOrders('1000');
    const body = { productId: product.id, direction: 'up', amount: '100', durationSec: 60, mode: 'real' };
    const order = await expectKeyHonest(u.token, '/api/fast/order', body, [
      { ...body, direction: 'down' },
      { ...body, amount: '101' },
      { ...body, durationSec: 120 },
      { ...body, mode: 'demo' },
    ]);
    expect(order).toMatchObject({ status: 'open', direction: 'up', amount: '100.000000' });
    // one order for the key, one for the new key
    const list = (await env.t.api.get('/api/fast/orders?mode=real').set('AppKey', APP_KEY).set('Authorization', u.token)).body.data;
    expect(list.total ?? list.rows?.length ?? list.length).toBe(2);
  });

  it('fast order: the same key twice in one group commit (decision 113) → one order, both answered with it; a refused order in the group changes nothing', async () => {
    const { u, product } = await readyForFastOrders('150');
    const body = { productId: product.id, direction: 'up' as const, amount: '100', durationSec: 60, mode: 'real' as const };
    // (through the service, in one event-loop turn: the orders of one Promise.all share a group transaction)
    const fast = env.t.app.services.fast;
    const typed = (amount: string) => parseFastOrder(fast.orderOption(body), { ...body, amount });
    // a retry in the group of its first request: it is answered with that order, and the order
    // it started is not kept (its savepoint, or the whole group, rolled back)
    const [a, b, c] = await Promise.all([
      fast.submit(u.userId, typed('100'), 'together-0001'),
      fast.submit(u.userId, typed('100'), 'together-0001'),
      fast.submit(u.userId, typed('20'), 'together-0002'),
    ]);
    expect(b.id).toBe(a.id);
    expect(c.id).not.toBe(a.id);
    // a refusal in a group: the others are placed
    const [tooMuch, d] = await Promise.allSettled([
      fast.submit(u.userId, typed('1000'), 'together-0003'),
      fast.submit(u.userId, typed('30')),
    ]);
    expect(tooMuch.status === 'rejected' && (tooMuch.reason as { errorName?: string }).errorName).toBe('INSUFFICIENT_BALANCE');
    expect(d.status).toBe('fulfilled');
    const list = (await env.t.api.get('/api/fast/orders?mode=real').set('AppKey', APP_KEY).set('Authorization', u.token)).body.data;
    expect(list.total ?? list.rows?.length ?? list.length).toBe(3);
    const assets = (await env.t.api.get('/api/wallet/assets').set('AppKey', APP_KEY).set('Authorization', u.token)).body.data.rows;
    expect(assets.find((r: { currency: string }) => r.currency === 'USDT')).toMatchObject({ available: '0.000000' });
  });

  it('a key is per user: another user may use the same key for their own request', async () => {
    const a = await fundedUser(env.t, env.staff, '100');
    const b = await fundedUser(env.t, env.staff, '100');
    const quoteOf = async (token: string, amount: string) =>
      (await send(token, '/api/exchange/quote', { from: 'USDT', to: 'BTC', amount }, `quote-of-${amount}`)).body.data.quoteId as string;
    const ra = await send(a.token, '/api/exchange', { quoteId: await quoteOf(a.token, '10') }, 'shared-key-0001');
    const rb = await send(b.token, '/api/exchange', { quoteId: await quoteOf(b.token, '20') }, 'shared-key-0001');
    expect(ra.body.code).toBe(0);
    expect(rb.body.code).toBe(0);
    expect(rb.body.data.id).not.toBe(ra.body.data.id);
  });
});
