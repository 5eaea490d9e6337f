// GET /api/admin/mining/orders/{id} (mining.read) → an order with who holds it and its daily payouts.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMiningOrderDetail } from '../../../../../../shared/schemas/mining.ts';
import { adminRequest } from '../../api/admin-request';
import { adminKeys } from '../../api/keys';

export function getMiningOrder(id: number, signal?: AbortSignal): Promise<AdminMiningOrderDetail> {
  return adminRequest<AdminMiningOrderDetail>('GET', `/api/admin/mining/orders/${id}`, { signal });
}

export const adminMiningOrderQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminKeys.miningOrder(id), queryFn: ({ signal }) => getMiningOrder(id, signal) });

export function useAdminMiningOrder(id: number) {
  return useQuery(adminMiningOrderQueryOptions(id));
}
