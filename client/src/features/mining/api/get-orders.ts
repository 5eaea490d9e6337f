// GET /api/mining/orders?status=&page=&pageSize= → the viewer's mining orders, newest first, each
// with its earnings (expected, accumulated, today's estimate). Read again every 30 s while one
// is in progress, so a payout shows up without leaving the page.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type Owner, useOwner } from '../../../lib/api/keys';
import { type MiningOrderFilter, miningKeys } from './keys';
import type { MiningOrderPage } from '../types';

export function getMiningOrders(filter: MiningOrderFilter, signal?: AbortSignal): Promise<MiningOrderPage> {
  return http.get<MiningOrderPage>('/api/mining/orders', { params: { ...filter }, signal });
}

export const miningOrdersQueryOptions = (owner: Owner, filter: MiningOrderFilter) =>
  queryOptions({
    queryKey: miningKeys.orders(owner, filter),
    queryFn: ({ signal }) => getMiningOrders(filter, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.items.some((o) => o.status === 'in_progress') ? 30_000 : false),
  });

export function useMiningOrders(filter: MiningOrderFilter) {
  const { owner, signedIn } = useOwner();
  return useQuery({ ...miningOrdersQueryOptions(owner, filter), enabled: signedIn });
}
