// GET /api/mining/orders/{id}/redemption → what redeeming early would cost now (remaining days,
// penalty, refund, interest kept): the confirm prompt shows it before anything happens.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type Owner, useOwner } from '../../../lib/api/keys';
import { miningKeys } from './keys';
import type { MiningRedemptionQuote } from '../types';

export function getMiningRedemption(id: number, signal?: AbortSignal): Promise<MiningRedemptionQuote> {
  return http.get<MiningRedemptionQuote>(`/api/mining/orders/${id}/redemption`, { signal });
}

export const miningRedemptionQueryOptions = (owner: Owner, id: number | null) =>
  queryOptions({
    queryKey: miningKeys.redemption(owner, id),
    queryFn: ({ signal }) => getMiningRedemption(id as number, signal),
    staleTime: 0,
    gcTime: 0,
  });

export function useMiningRedemption(id: number | null) {
  const { owner, signedIn } = useOwner();
  return useQuery({ ...miningRedemptionQueryOptions(owner, id), enabled: signedIn && id !== null });
}
