// Exchange at a confirmed quote (docs/decisions/020-money-display-and-exchange-quotes.md): the
// quote holds the rate for QUOTE_TTL_MS and what arrives is exactly what it named; an expired,
// used or someone else's quote is refused and changes nothing. Expiry is reached by advancing
// the app's manual clock, never by waiting. (A file of its own: after the 24-hour jumps of the
// withdrawal tests, every market tick first fills a day of recorded ticks.)
import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../shared/errors.ts';
import { QUOTE_TTL_MS } from '../../server/modules/funds/exchange/service.ts';
import { APP_KEY } from '../helpers/app.ts';
import { dbFingerprint } from '../helpers/db-fingerprint.ts';
import { availableOf, fundedUser, fundsTestApp, quoteOf } from '../helpers/funds.ts';

// (a fresh app with a staff session; the ledger reconciles after every test)
const env = fundsTestApp();

const code = (name: keyof typeof ERRORS) => ERRORS[name].code;

describe('an exchange quote', () => {
  it('holds the rate: the exchange arrives at exactly the quoted amount although the market moved', async () => {
    const u = await fundedUser(env.t, env.staff, '1000');
    const q = await quoteOf(u.a, { from: 'USDT', to: 'BTC', amount: '500' });
    expect(q).toMatchObject({ from: 'USDT', to: 'BTC', amount: '500.000000', ttlSeconds: QUOTE_TTL_MS / 1000 });
    expect(q.quoteId).toMatch(/^[0-9a-f]{32}$/);
    expect(q.arrival).toMatch(/^0\.\d{8}$/);
    expect(Date.parse(q.expiresAt)).toBe(env.t.clock.now() + QUOTE_TTL_MS);

    // the market moves within the quote's life: the live preview no longer says what the quote says
    let live = q.arrival;
    for (let s = 1; s < QUOTE_TTL_MS / 1000 && live === q.arrival; s++) {
      env.t.clock.advance(1000);
      env.t.app.market.tick();
      live = (await u.a.get('/api/exchange/rate?from=USDT&to=BTC&amount=500')).body.data.arrival;
    }
    expect(live).not.toBe(q.arrival);
    env.t.clock.set(Date.parse(q.expiresAt) - 1);

    const ex = await u.a.post('/api/exchange', { quoteId: q.quoteId });
    expect(ex.body.code, JSON.stringify(ex.body)).toBe(0);
    expect(ex.body.data).toMatchObject({ from: 'USDT', to: 'BTC', amount: '500.000000', rate: q.rate, arrival: q.arrival });
    expect(await availableOf(env.t, u.token, 'BTC')).toEqual({ available: q.arrival, frozen: '0.00000000' });
    expect((await availableOf(env.t, u.token)).available).toBe('500.000000');
    expect((await u.a.get('/api/exchange/history')).body.data.items[0]).toMatchObject({ rate: q.rate, arrival: q.arrival });
    const flow = (await u.a.get('/api/wallet/flow?type=exchange')).body.data.items;
    expect(flow.map((e: { currency: string; amount: string }) => `${e.currency} ${e.amount}`)).toEqual([
      `BTC ${q.arrival}`,
      'USDT 500.000000',
    ]);
    // (one movement per currency: what arrived and what left, by direction)
    expect(flow.map((e: { direction: string }) => e.direction)).toEqual(['in', 'out']);
  });

  it('is used once: confirming it again is refused and changes nothing', async () => {
    const u = await fundedUser(env.t, env.staff, '100');
    const q = await quoteOf(u.a, { from: 'USDT', to: 'ETH', amount: '40' });
    expect((await u.a.post('/api/exchange', { quoteId: q.quoteId })).body.code).toBe(0);
    const before = dbFingerprint(env.t.app.ctx.sqlite);
    const again = await u.a.post('/api/exchange', { quoteId: q.quoteId });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      code: code('EXCHANGE_QUOTE_UNKNOWN'),
      msg: 'This quote is unknown or already used, please request a new one',
    });
    expect(dbFingerprint(env.t.app.ctx.sqlite)).toBe(before);
    expect((await availableOf(env.t, u.token)).available).toBe('60.000000');
  });

  it('expired is refused with a localized "confirm the new rate", and nothing is written', async () => {
    const u = await fundedUser(env.t, env.staff, '100');
    const q = await quoteOf(u.a, { from: 'USDT', to: 'BTC', amount: '50' });
    env.t.clock.advance(QUOTE_TTL_MS);
    const before = dbFingerprint(env.t.app.ctx.sqlite);
    const res = await u.a.post('/api/exchange', { quoteId: q.quoteId }).set('Accept-Language', 'de-DE');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: code('EXCHANGE_QUOTE_EXPIRED'),
      msg: 'Das Angebot ist abgelaufen, bitte bestätigen Sie den neuen Kurs',
      data: null,
    });
    expect(dbFingerprint(env.t.app.ctx.sqlite)).toBe(before);
    expect(await availableOf(env.t, u.token)).toEqual({ available: '100.000000', frozen: '0.000000' });
    expect((await u.a.get('/api/exchange/history')).body.data.total).toBe(0);
    // a new quote can be confirmed
    const fresh = await quoteOf(u.a, { from: 'USDT', to: 'BTC', amount: '50' });
    const ex = await u.a.post('/api/exchange', { quoteId: fresh.quoteId });
    expect(ex.body.data.arrival).toBe(fresh.arrival);
  });

  it('of another user is refused and changes nothing; its owner can still confirm it', async () => {
    const owner = await fundedUser(env.t, env.staff, '100');
    const other = await fundedUser(env.t, env.staff, '100');
    const q = await quoteOf(owner.a, { from: 'USDT', to: 'BTC', amount: '10' });
    const before = dbFingerprint(env.t.app.ctx.sqlite);
    const res = await other.a.post('/api/exchange', { quoteId: q.quoteId });
    expect(res.body.code).toBe(code('EXCHANGE_QUOTE_UNKNOWN'));
    expect(dbFingerprint(env.t.app.ctx.sqlite)).toBe(before);
    expect(await availableOf(env.t, other.token)).toEqual({ available: '100.000000', frozen: '0.000000' });
    expect((await owner.a.post('/api/exchange', { quoteId: q.quoteId })).body.data.arrival).toBe(q.arrival);
  });

  it('is refused when the balance does not cover it, for the same currency, or an arrival of nothing', async () => {
    const u = await fundedUser(env.t, env.staff, '100');
    const before = dbFingerprint(env.t.app.ctx.sqlite);
    expect((await u.a.post('/api/exchange/quote', { from: 'USDT', to: 'BTC', amount: '100.000001' })).body.code).toBe(
      code('INSUFFICIENT_BALANCE'),
    );
    expect((await u.a.post('/api/exchange/quote', { from: 'USDT', to: 'USDT', amount: '1' })).body.code).toBe(
      code('EXCHANGE_SAME_CURRENCY'),
    );
    expect((await u.a.post('/api/exchange/quote', { from: 'USDT', to: 'BTC', amount: '0.000001' })).body.code).toBe(
      code('AMOUNT_TOO_SMALL'),
    );
    expect((await u.a.post('/api/exchange/quote', { from: 'USDT', to: 'BTC', amount: '1.0000001' })).body.code).toBe(
      code('AMOUNT_INVALID'),
    );
    expect(dbFingerprint(env.t.app.ctx.sqlite)).toBe(before);
  });

  it('is rate limited per user (30 a minute)', async () => {
    const u = await fundedUser(env.t, env.staff, '100');
    for (let i = 0; i < 30; i++) await quoteOf(u.a, { from: 'USDT', to: 'BTC', amount: '1' });
    const res = await u.a.post('/api/exchange/quote', { from: 'USDT', to: 'BTC', amount: '1' });
    expect(res.status).toBe(429);
    expect(res.body.code).toBe(code('TOO_MANY_REQUESTS'));
    // every limit says when to come back, in the message and as Retry-After
    expect(res.headers['retry-after']).toBe('60');
    env.t.clock.advance(60_000);
    await quoteOf(u.a, { from: 'USDT', to: 'BTC', amount: '1' });
  });

  it('needs a session', async () => {
    const res = await env.t.api.post('/api/exchange/quote').set('AppKey', APP_KEY).send({ from: 'USDT', to: 'BTC', amount: '1' });
    expect(res.body.code).toBe(-99);
  });
});

describe('the exchange request', () => {
  it('with an Idempotency-Key is answered, not repeated, when retried, even after its quote is used up', async () => {
    const u = await fundedUser(env.t, env.staff, '100');
    const q = await quoteOf(u.a, { from: 'USDT', to: 'BTC', amount: '30' });
    const send = (key: string) => u.a.post('/api/exchange', { quoteId: q.quoteId }).set('Idempotency-Key', key);
    const first = await send('retry-key-0001');
    expect(first.body.code).toBe(0);
    const retried = await send('retry-key-0001');
    expect(retried.body).toEqual(first.body);
    // a new key is a new request: the quote is used
    expect((await send('retry-key-0002')).body.code).toBe(code('EXCHANGE_QUOTE_UNKNOWN'));
    expect((await availableOf(env.t, u.token)).available).toBe('70.000000');
    expect((await u.a.get('/api/exchange/history')).body.data.total).toBe(1);
  });

  it('without a quote (the old direct form) is refused with a message saying what to send, and changes nothing', async () => {
    const u = await fundedUser(env.t, env.staff, '100');
    const before = dbFingerprint(env.t.app.ctx.sqlite);
    const direct = await u.a.post('/api/exchange', { from: 'USDT', to: 'BTC', amount: '10' });
    expect(direct.status).toBe(400);
    expect(direct.body).toMatchObject({
      code: code('EXCHANGE_QUOTE_REQUIRED'),
      msg: 'An exchange needs a confirmed quote: request one and send its quoteId',
    });
    expect((await u.a.post('/api/exchange', { quoteId: 'not-a-quote' })).body.code).toBe(code('EXCHANGE_QUOTE_UNKNOWN'));
    expect((await u.a.post('/api/exchange', { quoteId: 'f'.repeat(32) })).body.code).toBe(code('EXCHANGE_QUOTE_UNKNOWN'));
    expect(dbFingerprint(env.t.app.ctx.sqlite)).toBe(before);
  });

  it('is documented in the OpenAPI document with the quote', async () => {
    const doc = (await env.t.api.get('/api/docs/json').set('AppKey', APP_KEY)).body;
    expect(doc.paths['/api/exchange/quote'].post).toBeDefined();
    expect(JSON.stringify(doc.paths['/api/exchange'].post.requestBody)).toContain('#/components/schemas/ExchangeBodyInput');
    expect(doc.components.schemas.ExchangeBodyInput).toMatchObject({ properties: { quoteId: { type: 'string' } }, required: ['quoteId'] });
    expect(Object.keys(doc.components.schemas.ExchangeQuote.properties)).toEqual([
      'quoteId',
      'from',
      'to',
      'amount',
      'rate',
      'arrival',
      'expiresAt',
      'ttlSeconds',
    ]);
  });
});
