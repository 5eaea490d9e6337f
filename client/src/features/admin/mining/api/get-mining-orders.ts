// GET /api/admin/mining/orders?status=&productId=&user=&page=&pageSize= (mining.read) → one page of
// every customer's mining orders, newest first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMiningOrderPage } from '../../../../../../shared/schemas/mining.ts';
import { adminRequest } from '../../api/admin-request';
import { adminKeys, type MiningOrderFilters } from '../../api/keys';

export function getMiningOrders(filters: MiningOrderFilters, page: number, pageSize: number, signal?: AbortSignal) {
  const params = Object.fromEntries(Object.entries(filters).filter(([, v]) => v));
  return adminRequest<AdminMiningOrderPage>('GET', '/api/admin/mining/orders', { params: { ...params, page, pageSize }, signal });
}

export const adminMiningOrdersQueryOptions = (filters: MiningOrderFilters, page: number, pageSize: number) =>
  queryOptions({
    queryKey: adminKeys.miningOrders(filters, page, pageSize),
    queryFn: ({ signal }) => getMiningOrders(filters, page, pageSize, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminMiningOrders(filters: MiningOrderFilters, page: number, pageSize: number) {
  return useQuery(adminMiningOrdersQueryOptions(filters, page, pageSize));
}
