// GET /api/recharge/channels (auth) → offline and crypto channels (maintenance flags, the
// platform's addresses) and per-currency deposit limits.
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useFundsScope } from '../keys';
import type { RechargeChannels } from '../types';

export function getRechargeChannels(signal?: AbortSignal): Promise<RechargeChannels> {
  return http.get<RechargeChannels>('/api/recharge/channels', { signal });
}

export function useRechargeChannels() {
  const { scope, enabled } = useFundsScope();
  return useQuery({
    queryKey: [...scope, 'recharge-channels'],
    queryFn: ({ signal }) => getRechargeChannels(signal),
    enabled,
    staleTime: 60_000,
  });
}
