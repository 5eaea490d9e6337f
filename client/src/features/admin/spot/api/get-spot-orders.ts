// GET /api/admin/spot/orders?status=&mode=&marketId=&user=&page=&pageSize= (spot.read) → one
// page of every customer's spot orders, newest first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSpotOrderPage } from '../../../../../../shared/schemas/admin-spot.ts';
import { adminRequest } from '../../api/admin-request';
import { adminKeys, type SpotOrderFilters } from '../../api/keys';

export function getSpotOrders(filters: SpotOrderFilters, page: number, pageSize: number, signal?: AbortSignal) {
  const params = Object.fromEntries(Object.entries(filters).filter(([, v]) => v));
  return adminRequest<AdminSpotOrderPage>('GET', '/api/admin/spot/orders', { params: { ...params, page, pageSize }, signal });
}

export const adminSpotOrdersQueryOptions = (filters: SpotOrderFilters, page: number, pageSize: number) =>
  queryOptions({
    queryKey: adminKeys.spotOrders(filters, page, pageSize),
    queryFn: ({ signal }) => getSpotOrders(filters, page, pageSize, signal),
    placeholderData: keepPreviousData,
  });

export function useSpotOrders(filters: SpotOrderFilters, page: number, pageSize: number) {
  return useQuery(adminSpotOrdersQueryOptions(filters, page, pageSize));
}
