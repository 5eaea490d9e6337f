// Query keys of the mining feature: everything a customer sees sits under ['mining', <owner>],
// so one invalidation after a subscription or a redemption refreshes products (quota left),
// orders, payouts and totals; the wallet's balances are read again with them.
import type { QueryClient } from '@tanstack/react-query';
import type { Owner } from '../../../lib/api/keys';
import { invalidateWalletAssets } from '../../../lib/api/wallet-assets';
import type { MiningOrderStatus } from '../types';

export interface MiningOrderFilter {
  status?: MiningOrderStatus;
  page: number;
  pageSize: number;
}

const all = ['mining'] as const;
const mine = (owner: Owner) => [...all, owner] as const;
const REDEMPTION = 'redemption';

export const miningKeys = {
  all,
  products: (owner: Owner) => [...mine(owner), 'products'] as const,
  product: (owner: Owner, id: number | null, amount: string) => [...mine(owner), 'product', id, amount] as const,
  orders: (owner: Owner, filter: MiningOrderFilter) => [...mine(owner), 'orders', filter] as const,
  order: (owner: Owner, id: number | null) => [...mine(owner), 'order', id] as const,
  redemption: (owner: Owner, id: number | null) => [...mine(owner), REDEMPTION, id] as const,
  payouts: (owner: Owner, filter: { page: number; pageSize: number }) => [...mine(owner), 'payouts', filter] as const,
  summary: (owner: Owner) => [...mine(owner), 'summary'] as const,
};

export function invalidateMining(client: QueryClient): Promise<unknown> {
  // (not a redemption quote: the order it priced is redeemed now, and its prompt is closing)
  const refresh = client.invalidateQueries({ queryKey: all, predicate: (q) => !q.queryKey.includes(REDEMPTION) });
  return Promise.all([refresh, invalidateWalletAssets(client)]);
}
