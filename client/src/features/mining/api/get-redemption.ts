// GET /api/mining/orders/{id}/redemption → what redeeming early would cost now (remaining days,
// penalty, refund, interest kept): the confirm prompt shows it before anything happens.
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useMiningScope } from '../keys';
import type { MiningRedemptionQuote } from '../types';

export function getMiningRedemption(id: number, signal?: AbortSignal): Promise<MiningRedemptionQuote> {
  return http.get<MiningRedemptionQuote>(`/api/mining/orders/${id}/redemption`, { signal });
}

export function useMiningRedemption(id: number | null) {
  const { scope, enabled } = useMiningScope();
  return useQuery({
    queryKey: [...scope, 'redemption', id],
    queryFn: ({ signal }) => getMiningRedemption(id as number, signal),
    enabled: enabled && id !== null,
    staleTime: 0,
    gcTime: 0,
  });
}
