// Spot orders in batches (docs/decisions/057-spot-order-batches.md): several orders in one
// request, placed in their order in one group transaction, each on its own (one refused leaves
// the others placed, with the error it alone would get, localized); batch cancels; a body that
// does not parse or a guest's real-mode order refuses the whole request and changes nothing.
// BTC/USDT: tick 0.01, lot 0.0001 BTC, fees 0.1 %, minimum order 5 USDT. The ledger reconciles
// after every test (fundsTestApp).
import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../shared/errors.ts';
import { formatAmount } from '../../shared/money.ts';
import { SPOT_BATCH_MAX } from '../../shared/schemas/spot.ts';
import { APP_KEY } from '../helpers/app.ts';
import { nextIp } from '../helpers/accounts.ts';
import { fundsTestApp } from '../helpers/funds.ts';
import { type SpotOrderBody, spotTrader } from '../helpers/spot.ts';

const env = fundsTestApp();
const USDT = (n: number) => BigInt(Math.round(n * 1e6));
const BTC = (n: number) => BigInt(Math.round(n * 1e8));
const orderCount = () => (env.t.app.ctx.sqlite.prepare('SELECT COUNT(*) AS n FROM "SpotOrder"').get() as { n: number }).n;
const limit = (body: SpotOrderBody): SpotOrderBody => ({ symbol: 'BTC/USDT', side: 'buy', type: 'limit', mode: 'real', ...body });
/** With the fee frozen on top (0.1 %). */
const frozenFor = (value: bigint) => value + value / 1000n;
let price = 40_000;
const nextPrice = () => (price -= 100);

interface Item {
  ok: boolean;
  order?: Record<string, unknown> & { id: number };
  code?: number;
  msg?: string;
}

describe('placing a batch', () => {
  it('places each order in its order; one refused leaves the others placed, with its own localized error', async () => {
    const u = await spotTrader(env.t, { USDT: USDT(10_000) });
    const p = nextPrice();
    const before = orderCount();
    const res = await u.a
      .post('/api/spot/orders/batch', {
        orders: [
          limit({ price: `${p}`, quantity: '0.1' }),
          limit({ price: '10', quantity: '0.1' }), // 1 USDT: under the 5 USDT minimum
          limit({ price: `${p - 1}`, quantity: '0.05' }),
        ],
      })
      .set('Accept-Language', 'de-DE');
    expect(res.status).toBe(200);
    const results = res.body.data.results as Item[];
    expect(results.map((r) => r.ok)).toEqual([true, false, true]);
    expect(results[1]).toMatchObject({ code: ERRORS.SPOT_NOTIONAL_TOO_SMALL.code });
    // the message an order alone would get, in the caller's language
    const alone = await u.order(limit({ price: '10', quantity: '0.1' })).set('Accept-Language', 'de-DE');
    expect(results[1]?.msg).toBe(alone.body.msg);
    expect(alone.body.msg).not.toBe((await u.order(limit({ price: '10', quantity: '0.1' }))).body.msg);
    const [a, , b] = results.map((r) => r.order);
    expect(a).toMatchObject({ status: 'unfilled', price: `${p}.00`, quantity: '0.1000' });
    expect(b).toMatchObject({ status: 'unfilled', price: `${p - 1}.00`, quantity: '0.0500' });
    expect((b?.id as number) > (a?.id as number)).toBe(true);
    expect(orderCount()).toBe(before + 2);
    const frozen = frozenFor(USDT(p * 0.1)) + frozenFor(USDT((p - 1) * 0.05));
    expect(u.balance('USDT')).toBe(USDT(10_000) - frozen);
    expect(a?.frozen).toBe(formatAmount(frozenFor(USDT(p * 0.1)), 6));
  });

  it('orders draw on the balance in their order: the one that no longer fits is refused with insufficient balance', async () => {
    const u = await spotTrader(env.t, { USDT: USDT(1_000) });
    const p = 4_000;
    const res = await u.a.post('/api/spot/orders/batch', {
      orders: [
        limit({ price: `${p}`, quantity: '0.1' }),
        limit({ price: `${p}`, quantity: '0.1' }),
        limit({ price: `${p}`, quantity: '0.1' }),
      ],
    });
    const results = res.body.data.results as Item[];
    // 400.40 USDT each with the fee: two fit in 1,000, the third does not
    expect(results.map((r) => r.ok)).toEqual([true, true, false]);
    expect(results[2]).toMatchObject({ code: 4001, msg: 'Insufficient balance' });
    expect(u.balance('USDT')).toBe(USDT(1_000) - 2n * frozenFor(USDT(400)));
  });

  it('a later order of the batch crossing an earlier one of the same account is cancelled (self-trade prevention)', async () => {
    const u = await spotTrader(env.t, { USDT: USDT(10_000), BTC: BTC(1) });
    // over every other bid of the file's book: the sell meets the account's own bid first
    const p = 60_000;
    const res = await u.a.post('/api/spot/orders/batch', {
      orders: [limit({ price: `${p}`, quantity: '0.1' }), limit({ side: 'sell', price: `${p}`, quantity: '0.1' })],
    });
    const [bid, ask] = (res.body.data.results as Item[]).map((r) => r.order);
    expect(bid).toMatchObject({ status: 'unfilled' });
    expect(ask).toMatchObject({ status: 'cancelled', cancelReason: 'self_trade', dealCount: '0.0000' });
    expect(u.balance('BTC')).toBe(BTC(1));
    expect(u.balance('USDT')).toBe(USDT(10_000) - frozenFor(USDT(p * 0.1)));
    await u.cancel(bid?.id as number);
    expect(u.balance('USDT')).toBe(USDT(10_000));
  });

  it('a batch between two accounts trades at the resting price, fees exact', async () => {
    const buyer = await spotTrader(env.t, { USDT: USDT(10_000) });
    const seller = await spotTrader(env.t, { BTC: BTC(1) });
    // an ask of its own far over the other tests' bids (the book is the file's)
    const p = 45_000;
    await seller.place(limit({ side: 'sell', price: `${p}`, quantity: '0.2' }));
    const res = await buyer.a.post('/api/spot/orders/batch', {
      orders: [limit({ price: `${p + 50}`, quantity: '0.1' }), limit({ price: `${p + 50}`, quantity: '0.1' })],
    });
    const results = res.body.data.results as Item[];
    for (const r of results) expect(r.order).toMatchObject({ status: 'filled', avgPrice: `${p}.00`, dealCount: '0.1000' });
    const value = USDT(p * 0.1);
    expect(seller.balance('USDT')).toBe(2n * (value - value / 1000n));
    expect(seller.balance('BTC')).toBe(BTC(0.8));
    expect(buyer.balance('BTC')).toBe(BTC(0.2));
    expect(buyer.balance('USDT')).toBe(USDT(10_000) - 2n * (value + value / 1000n));
  });
});

describe('cancelling a batch', () => {
  it('cancels each of the caller’s orders, exactly the remainder back; another user’s order is not found, one done is not open', async () => {
    const u = await spotTrader(env.t, { USDT: USDT(10_000) });
    const other = await spotTrader(env.t, { USDT: USDT(10_000) });
    const p = nextPrice();
    const mine = await u.place(limit({ price: `${p}`, quantity: '0.1' }));
    const mine2 = await u.place(limit({ price: `${p - 1}`, quantity: '0.1' }));
    const theirs = await other.place(limit({ price: `${p - 2}`, quantity: '0.1' }));
    const res = await u.a.post('/api/spot/orders/cancel-batch', { ids: [mine.id, theirs.id, mine2.id, mine.id] });
    const results = res.body.data.results as Item[];
    expect(results.map((r) => r.ok)).toEqual([true, false, true, false]);
    expect(results[0]?.order).toMatchObject({ id: mine.id, status: 'cancelled', cancelReason: 'user', frozen: '0.000000' });
    expect(results[1]).toMatchObject({ code: ERRORS.NOT_FOUND.code });
    expect(results[3]).toMatchObject({ code: ERRORS.SPOT_ORDER_NOT_OPEN.code });
    expect(u.balance('USDT')).toBe(USDT(10_000));
    // the other user's order still rests, its money still frozen
    expect((await other.detail(theirs.id)).status).toBe('unfilled');
    expect(other.balance('USDT')).toBe(USDT(10_000) - frozenFor(USDT((p - 2) * 0.1)));
  });
});

describe('refused as a whole, nothing changed', () => {
  it('an empty batch, one over the maximum, or an order that does not parse', async () => {
    const u = await spotTrader(env.t, { USDT: USDT(10_000) });
    const p = nextPrice();
    const before = orderCount();
    const one = limit({ price: `${p}`, quantity: '0.1' });
    for (const body of [
      { orders: [] },
      { orders: Array.from({ length: SPOT_BATCH_MAX + 1 }, () => one) },
      { orders: [one, { ...one, side: 'up' }] },
      { orders: [one], extra: 1 },
      { orders: one },
    ]) {
      const r = await u.a.post('/api/spot/orders/batch', body);
      expect(r.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(r.body.code).toBeGreaterThan(0);
    }
    for (const body of [{ ids: [] }, { ids: [0] }, { ids: Array.from({ length: SPOT_BATCH_MAX + 1 }, (_, i) => i + 1) }]) {
      expect((await u.a.post('/api/spot/orders/cancel-batch', body)).status).toBe(400);
    }
    expect(orderCount()).toBe(before);
    expect(u.balance('USDT')).toBe(USDT(10_000));
  });

  it('a guest’s batch is demo only: a real-mode order in it refuses the whole batch', async () => {
    const guest = await env.t.api.post('/api/demo/guest').set('AppKey', APP_KEY).set('X-Forwarded-For', nextIp());
    const token = guest.headers.authorization as string;
    const before = orderCount();
    const p = nextPrice();
    const post = (orders: object[]) =>
      env.t.api.post('/api/spot/orders/batch').set('AppKey', APP_KEY).set('Authorization', token).send({ orders });
    const refused = await post([limit({ price: `${p}`, quantity: '0.1', mode: 'demo' }), limit({ price: `${p}`, quantity: '0.1' })]);
    expect(refused.body.code).toBe(ERRORS.LOGIN_REQUIRED.code);
    expect(orderCount()).toBe(before);
    const demo = await post([limit({ price: `${p}`, quantity: '0.1', mode: 'demo' })]);
    expect(demo.body.data.results[0]).toMatchObject({ ok: true, order: { mode: 'demo', status: 'unfilled' } });
    expect(orderCount()).toBe(before + 1);
  });
});
