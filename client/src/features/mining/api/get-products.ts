// GET /api/mining/products → every mining product: period, daily rate range and default rate,
// single limit, per-user cap, total quota and what is left of it, interest start, payout time.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type Owner, useOwner } from '../../../lib/api/keys';
import { miningKeys } from './keys';
import type { MiningProductView } from '../types';

export function getMiningProducts(signal?: AbortSignal): Promise<MiningProductView[]> {
  return http.get<MiningProductView[]>('/api/mining/products', { signal });
}

export const miningProductsQueryOptions = (owner: Owner) =>
  queryOptions({ queryKey: miningKeys.products(owner), queryFn: ({ signal }) => getMiningProducts(signal), staleTime: 0 });

/** Public: a visitor sees the products too (keyed '' until a login). */
export function useMiningProducts() {
  return useQuery(miningProductsQueryOptions(useOwner().owner));
}
