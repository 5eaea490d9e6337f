// A sandbox's fixtures (issue 41 point 6, decision 097): POST /api/sandbox/fixtures makes a
// customer with balances, a tier, open positions and resting orders in one call, through the
// platform's services; what it made is read back through the customer API, the ledger
// reconciles, and a refusal creates nothing. SQLite only, like every sandbox test.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAGIC_EMAIL_DOMAIN } from '../../shared/sandbox.ts';
import { APP_KEY, createTestApp, type TestApp } from '../helpers/app.ts';
import { contractMarket } from '../helpers/contract.ts';
import { api, expectLedgerReconciles } from '../helpers/funds.ts';
import { nextIp } from '../helpers/accounts.ts';
import { SANDBOX_ENV, withToken } from '../helpers/sandbox.ts';

let t: TestApp;
const env = {} as { t: TestApp };
beforeAll(async () => {
  t = await createTestApp({ env: SANDBOX_ENV });
  env.t = t;
  // ETH at 3,000.00: a 20× lot holds 150 of margin
  contractMarket(env).tick(300_000);
});
afterAll(() => t.close());
afterEach(() => expectLedgerReconciles(t));

const productId = (symbol = 'ETH/USDT') => (t.app.market.product(symbol) as { id: number }).id;
const fixture = (body: object) => t.api.post('/api/sandbox/fixtures').set(withToken()).send(body);

/** What a refusal must leave as it was: users, journals, positions, spot orders. */
function counts() {
  const n = (table: string) => (t.app.ctx.sqlite.prepare(`SELECT COUNT(*) AS n FROM "${table}"`).get() as { n: number }).n;
  return { users: n('User'), journals: n('LedgerJournal'), positions: n('ContractPosition'), orders: n('SpotOrder') };
}

describe('POST /api/sandbox/fixtures', () => {
  it('makes a customer with real and demo balances, a junior tier, an open position and a resting order, read back through the customer API', async () => {
    const res = await fixture({
      balances: [
        { currency: 'USDT', real: '10000', demo: '2500' },
        { currency: 'BTC', real: '0.5' },
      ],
      kyc: 'junior',
      positions: [{ productId: productId(), side: 'long', lots: '1', leverage: 20, orderType: 'market', mode: 'real' }],
      orders: [{ symbol: 'BTC/USDT', side: 'buy', type: 'limit', price: '1000', quantity: '0.5', mode: 'real' }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const made = res.body.data;
    expect(made).toMatchObject({ kyc: 'junior', positions: [expect.any(Number)], orders: [expect.any(Number)] });
    expect(made.email.endsWith(MAGIC_EMAIL_DOMAIN)).toBe(true);
    const a = api(t, made.token);

    // the session token is the customer's
    expect((await a.get('/api/user/info')).body.data).toMatchObject({ userId: made.userId, email: made.email });
    // the position is open, the order rests with its quote frozen
    const positions = (await a.get('/api/contract/positions?status=holding')).body.data.items;
    expect(positions).toMatchObject([
      { id: made.positions[0], symbol: 'ETH/USDT', side: 'long', lots: '1.00', leverage: 20, mode: 'real' },
    ]);
    const order = (await a.get(`/api/spot/orders/${made.orders[0]}`)).body.data;
    expect(order).toMatchObject({ status: 'unfilled', price: '1000.00', quantity: '0.5000', frozenCurrency: 'USDT' });
    const real = (await a.get('/api/spot/balances?symbol=BTC/USDT&mode=real')).body.data;
    expect(real.base).toEqual({ currency: 'BTC', available: '0.50000000', frozen: '0.00000000' });
    // 10,000 less the position's margin and fee and the order's freeze (500 and its maximum fee)
    const margin = Number(positions[0].margin) + Number(positions[0].openFee);
    expect(Number(real.quote.available) + Number(real.quote.frozen) + margin).toBeCloseTo(10_000, 6);
    expect(Number(real.quote.frozen)).toBeGreaterThanOrEqual(500);
    // the demo wallet holds what was asked (the usual grant replaced)
    const demo = (await a.get('/api/spot/balances?symbol=BTC/USDT&mode=demo')).body.data;
    expect(demo.quote).toEqual({ currency: 'USDT', available: '2500.000000', frozen: '0.000000' });
    // the tier is authenticated, by the sandbox
    expect((await a.get('/api/kyc')).body.data.junior).toMatchObject({ state: 'authenticated' });
    // the real money came from the sandbox's funding account, in a balanced journal
    const funding = t.app.ctx.sqlite
      .prepare(`SELECT COUNT(*) AS n FROM "LedgerJournal" WHERE type = 'sandbox_funding' AND userId = ?`)
      .get(made.userId) as { n: number };
    expect(funding.n).toBe(3);

    // and its credentials log in
    const login = await t.api
      .post('/api/login')
      .set('AppKey', APP_KEY)
      .set('X-Forwarded-For', nextIp())
      .send({ type: 'email', email: made.email, password: made.password });
    expect(login.body.code, JSON.stringify(login.body)).toBe(0);
  });

  it('a demo order without a demo balance asked for is paid from the usual demo grant', async () => {
    const res = await fixture({
      balances: [],
      orders: [{ symbol: 'BTC/USDT', side: 'buy', type: 'limit', price: '1000', quantity: '0.5', mode: 'demo' }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const order = (await api(t, res.body.data.token).get(`/api/spot/orders/${res.body.data.orders[0]}`)).body.data;
    expect(order).toMatchObject({ status: 'unfilled', mode: 'demo' });
  });

  it('takes a chosen address and password; an address in use is refused', async () => {
    const email = 'chosen@sandbox.test';
    const res = await fixture({ email, password: 'chosen-pass1', balances: [] });
    expect(res.body.data).toMatchObject({ email, password: 'chosen-pass1', kyc: 'none', positions: [], orders: [] });
    const before = counts();
    const again = await fixture({ email, balances: [] });
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
    expect(counts()).toEqual(before);
  });

  it('refuses, creating nothing: an unknown currency, product or market, and positions or orders the balances cannot pay', async () => {
    const position = { productId: productId(), side: 'long', lots: '1', leverage: 20, orderType: 'market', mode: 'real' };
    const order = { symbol: 'BTC/USDT', side: 'buy', type: 'limit', price: '1000', quantity: '0.5', mode: 'real' };
    const refused: [string, object][] = [
      ['unknown currency', { balances: [{ currency: 'NOPE', real: '1' }] }],
      ['unknown product', { balances: [{ currency: 'USDT', real: '10000' }], positions: [{ ...position, productId: 999_999 }] }],
      ['unknown market', { balances: [{ currency: 'USDT', real: '10000' }], orders: [{ ...order, symbol: 'NOPE/USDT' }] }],
      ['a position the balance cannot pay', { balances: [{ currency: 'USDT', real: '10' }], positions: [position] }],
      ['an order the balance cannot pay', { balances: [{ currency: 'USDT', real: '100' }], orders: [order] }],
      [
        'a position and an order that together cannot be paid',
        { balances: [{ currency: 'USDT', real: '600' }], positions: [position], orders: [order] },
      ],
      [
        'a demo position without demo money',
        { balances: [{ currency: 'USDT', real: '10000', demo: '0' }], positions: [{ ...position, mode: 'demo' }] },
      ],
    ];
    for (const [what, body] of refused) {
      const before = counts();
      const res = await fixture(body);
      expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400);
      expect(res.status, what).toBeLessThan(500);
      expect(res.body.msg, what).toMatch(/\w/);
      expect(counts(), what).toEqual(before);
    }
  });
});
