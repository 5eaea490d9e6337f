// GET /api/mining/orders/{id} → one of the viewer's orders with its daily payouts (rate, amount, journal).
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useMiningScope } from '../keys';
import type { MiningOrderDetail } from '../types';

export function getMiningOrder(id: number, signal?: AbortSignal): Promise<MiningOrderDetail> {
  return http.get<MiningOrderDetail>(`/api/mining/orders/${id}`, { signal });
}

export function useMiningOrder(id: number | null) {
  const { scope, enabled } = useMiningScope();
  return useQuery({
    queryKey: [...scope, 'order', id],
    queryFn: ({ signal }) => getMiningOrder(id as number, signal),
    enabled: enabled && id !== null,
    staleTime: 0,
  });
}
