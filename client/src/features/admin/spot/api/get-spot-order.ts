// GET /api/admin/spot/orders/{id} (spot.read) → an order with who placed it and its fills,
// each with the ledger journal that moved its coins and fee.
import { useQuery } from '@tanstack/react-query';
import type { AdminSpotOrderDetail } from '../../../../../../shared/schemas/admin-spot.ts';
import { adminRequest } from '../../api/admin-request';
import { SPOT_ORDERS_KEY } from './keys';

export function getSpotOrder(id: number, signal?: AbortSignal) {
  return adminRequest<AdminSpotOrderDetail>('GET', `/api/admin/spot/orders/${id}`, { signal });
}

export function useSpotOrder(id: number) {
  return useQuery({ queryKey: [...SPOT_ORDERS_KEY, 'detail', id], queryFn: ({ signal }) => getSpotOrder(id, signal) });
}
