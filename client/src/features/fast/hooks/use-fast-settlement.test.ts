import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { tradeKeys } from '../../../lib/api/keys';
import { walletAssetsQueryOptions } from '../../../lib/api/wallet-assets';
import type { FastOrderQuery } from '../api/keys';
import { fastKeys } from '../api/keys';
import type { FastOrder, FastOrderPage } from '../types';
import { applySettledOrder } from './use-fast-settlement';

const scope = '7';
// what settling changes besides the lists: a mode's statistics and the demo wallet
const others = { stats: fastKeys.stats(scope, 'real'), 'demo-wallet': tradeKeys.demoWallet(scope) };
const order = (id: number, status: 'open' | 'settled', mode: 'real' | 'demo' = 'real') => ({ id, mode, status }) as FastOrder;
const page = (items: FastOrder[], pageSize = 20): FastOrderPage => ({ items, total: items.length, page: 1, pageSize });

function cache() {
  const client = new QueryClient();
  const key = (q: FastOrderQuery) => fastKeys.orders(scope, q);
  const openReal = key({ status: 'open', mode: 'real', pageSize: 50 });
  const settledReal = key({ status: 'settled', mode: 'real', pageSize: 20 });
  const settledDemo = key({ status: 'settled', mode: 'demo', pageSize: 20 });
  const settledPage2 = key({ status: 'settled', mode: 'real', pageSize: 2, page: 2 });
  client.setQueryData(openReal, page([order(3, 'open'), order(2, 'open')], 50));
  client.setQueryData(settledReal, page([order(1, 'settled')]));
  client.setQueryData(settledDemo, page([order(9, 'settled', 'demo')]));
  client.setQueryData(settledPage2, { ...page([order(0, 'settled')], 2), page: 2 });
  for (const k of Object.values(others)) client.setQueryData(k, { loaded: true });
  client.setQueryData(walletAssetsQueryOptions(7).queryKey, { totalUsdt: '0.00', rows: [] });
  return { client, openReal, settledReal, settledDemo, settledPage2 };
}

describe('a settlement pushed on the user channel', () => {
  it('moves the order from the open list to the head of the first settled page of its mode, without refetching the lists', () => {
    const { client, openReal, settledReal, settledDemo, settledPage2 } = cache();
    applySettledOrder(client, scope, order(2, 'settled'));
    expect(client.getQueryData<FastOrderPage>(openReal)?.items.map((o) => o.id)).toEqual([3]);
    expect(client.getQueryData<FastOrderPage>(openReal)?.total).toBe(1);
    expect(client.getQueryData<FastOrderPage>(settledReal)?.items.map((o) => [o.id, o.status])).toEqual([
      [2, 'settled'],
      [1, 'settled'],
    ]);
    expect(client.getQueryData<FastOrderPage>(settledReal)?.total).toBe(2);
    expect(client.getQueryState(openReal)?.isInvalidated).toBe(false);
    expect(client.getQueryState(settledReal)?.isInvalidated).toBe(false);
    // the other mode's list is left alone; a later settled page shifts, so it is read again
    expect(client.getQueryData<FastOrderPage>(settledDemo)?.items.map((o) => o.id)).toEqual([9]);
    expect(client.getQueryState(settledDemo)?.isInvalidated).toBe(false);
    expect(client.getQueryState(settledPage2)?.isInvalidated).toBe(true);
  });

  it('refreshes the balances and the statistics, which settling changed', () => {
    const { client } = cache();
    applySettledOrder(client, scope, order(2, 'settled'));
    for (const [part, k] of Object.entries(others)) expect(client.getQueryState(k)?.isInvalidated, part).toBe(true);
    expect(client.getQueryState(walletAssetsQueryOptions(7).queryKey)?.isInvalidated).toBe(true);
  });

  it('a guest has no wallet balances to refresh', () => {
    const { client } = cache();
    applySettledOrder(client, scope, order(2, 'settled'), false);
    expect(client.getQueryState(walletAssetsQueryOptions(7).queryKey)?.isInvalidated).toBe(false);
  });

  it('does not list an order twice when the push arrives after the lists were read again', () => {
    const { client, settledReal } = cache();
    applySettledOrder(client, scope, order(1, 'settled'));
    expect(client.getQueryData<FastOrderPage>(settledReal)?.items.map((o) => o.id)).toEqual([1]);
    expect(client.getQueryData<FastOrderPage>(settledReal)?.total).toBe(1);
  });
});
