// Spot trading across a restart (issue 16): resting orders, partial fills and balances are
// identical when a second app is built on the same database file, the books keep time priority
// (restored from the open orders by id), and trading goes on from there.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { expectLedgerReconciles } from '../helpers/funds.ts';
import { spotTrader } from '../helpers/spot.ts';

const env = {} as { t: TestApp };
beforeEach(async () => {
  env.t = await createTestApp();
});
afterEach(async () => {
  expectLedgerReconciles(env.t);
  await env.t.close();
});

describe('restart', () => {
  it('resting orders, partial fills and balances are identical after a restart; time priority holds', async () => {
    const first = await spotTrader(env.t, { USDT: 100_000_000_000n });
    const second = await spotTrader(env.t, { USDT: 100_000_000_000n });
    const seller = await spotTrader(env.t, { BTC: 100_000_000n });
    const a = await first.place({ side: 'buy', type: 'limit', price: '50000', quantity: '0.3' });
    const b = await second.place({ side: 'buy', type: 'limit', price: '50000', quantity: '0.2' });
    await seller.place({ side: 'sell', type: 'limit', price: '50000', quantity: '0.1' });
    await seller.place({ side: 'sell', type: 'limit', price: '51000', quantity: '0.4' });
    const spot = () => env.t.app.services.spot;
    const marketId = spot().marketOf('BTC/USDT').id;
    const state = async () => ({
      book: spot().bookOrders(marketId, 'real'),
      snapshot: spot().book('BTC/USDT', 'real').bids,
      orders: [await first.detail(a.id), await second.detail(b.id)].map(({ updatedAt, ...o }) => o),
      balances: [first, second, seller].map((u) => [u.balance('USDT'), u.balance('BTC')]),
    });
    const before = await state();
    expect(before.orders[0]).toMatchObject({ status: 'partially_filled', dealCount: '0.1000' });
    await env.t.restart();
    expect(await state()).toEqual(before);
    // the first bid still comes first: a sell of 0.25 fills its 0.2 left, then 0.05 of the second
    await seller.place({ side: 'sell', type: 'market', quantity: '0.25' });
    expect(await first.detail(a.id)).toMatchObject({ status: 'filled', dealCount: '0.3000' });
    expect(await second.detail(b.id)).toMatchObject({ status: 'partially_filled', dealCount: '0.0500' });
  });
});
