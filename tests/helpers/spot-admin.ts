// Spot orders between customers for the back-office tests (decision 041): a seller with ETH
// bought through the exchange, a buyer whose limit buy fills against the seller's resting sell,
// and a second limit buy of the buyer left resting below it.
import { expect } from 'vitest';
import type { TestApp } from './app.ts';
import { exchange, fundedUser } from './funds.ts';

type Trader = Awaited<ReturnType<typeof fundedUser>>;

/** Places a spot order through the customers' API; its id. */
export async function spotOrder(u: Trader, body: Record<string, unknown>): Promise<number> {
  const res = await u.a.post('/api/spot/orders', { symbol: 'ETH/USDT', type: 'limit', mode: 'real', ...body });
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.data.id as number;
}

/**
 * The sell and the filled buy are at the market's price: inside the house market maker's spread
 * when it quotes (best bid < price < best ask), so the two customers trade with each other either
 * way; the resting buy is at half the price, below every bid.
 */
export async function spotTraders(t: TestApp, staff: string) {
  const price = (t.app.market.quote('ETH/USDT') as { price: string }).price;
  const restingPrice = (Number(price) / 2).toFixed(2);
  const buyer = await fundedUser(t, staff, '1000');
  const seller = await fundedUser(t, staff, '1000');
  await exchange(seller.a, { from: 'USDT', to: 'ETH', amount: '500' });
  const sell = await spotOrder(seller, { side: 'sell', price, quantity: '0.01' });
  const filled = await spotOrder(buyer, { side: 'buy', price, quantity: '0.01' });
  const resting = await spotOrder(buyer, { side: 'buy', price: restingPrice, quantity: '0.01' });
  return { buyer, seller, sell, filled, resting };
}
