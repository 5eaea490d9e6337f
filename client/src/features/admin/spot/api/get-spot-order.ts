// GET /api/admin/spot/orders/{id} (spot.read) → an order with who placed it and its fills,
// each with the ledger journal that moved its coins and fee.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSpotOrderDetail } from '../../../../../../shared/schemas/admin-spot.ts';
import { adminRequest } from '../../api/admin-request';
import { adminKeys } from '../../api/keys';

export function getSpotOrder(id: number, signal?: AbortSignal) {
  return adminRequest<AdminSpotOrderDetail>('GET', `/api/admin/spot/orders/${id}`, { signal });
}

export const adminSpotOrderQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminKeys.spotOrder(id), queryFn: ({ signal }) => getSpotOrder(id, signal) });

export function useSpotOrder(id: number) {
  return useQuery(adminSpotOrderQueryOptions(id));
}
