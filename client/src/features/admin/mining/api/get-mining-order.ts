// GET /api/admin/mining/orders/{id} (mining.read) → an order with who holds it and its daily payouts.
import { useQuery } from '@tanstack/react-query';
import type { AdminMiningOrderDetail } from '../../../../../../shared/schemas/mining.ts';
import { adminRequest } from '../../api/admin-request';
import { MINING_ORDERS_KEY } from './keys';

export function getMiningOrder(id: number, signal?: AbortSignal): Promise<AdminMiningOrderDetail> {
  return adminRequest<AdminMiningOrderDetail>('GET', `/api/admin/mining/orders/${id}`, { signal });
}

export function useAdminMiningOrder(id: number) {
  return useQuery({ queryKey: [...MINING_ORDERS_KEY, 'detail', id], queryFn: ({ signal }) => getMiningOrder(id, signal) });
}
